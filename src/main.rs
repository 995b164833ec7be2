//! `cargo run`: the lesson's depth-first example, printed as its log.

use my_engine::harness::{GameOpts, new_game};

fn main() {
    let mut game = new_game(GameOpts::default());
    let echo = game.summon("Test Echo", 0);
    let smith = game.summon("Armorsmith", 0);
    let reactor = game.summon("Test Reactor", 0);
    game.clear_log();
    println!("Board: Test Echo {echo}, Armorsmith {smith}, Test Reactor {reactor} (player 0)");
    println!("Action: 1 damage to Armorsmith {smith}\n");
    game.deal_damage(smith, 1);
    for event in game.log() {
        println!("{event:?}");
    }
}
