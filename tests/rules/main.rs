//! The rules of the core and of the game around it: aims, the Phases after the main Phase, the On
//! Play Phase, the death step and death triggers, healing, summons, the Phases' listener
//! lists, the Summon Resolution Step and conditional triggers, runaway Sequences and their rollback, random choices, combat, turns and Mana, the
//! real game's start and shuffle, the Advanced rulebook past the course, the `Rules` switches
//! the health floor and a remaining Health set. One test binary (`cargo test --test rules`); each module was a test
//! file of its own.

#[path = "../common/mod.rs"]
mod common;

mod after_phases;
mod aims;
mod all_minions_but_one;
mod board_slots;
mod choice;
mod choose_one;
mod combat;
mod combo;
mod damage_and_splash;
mod death_triggers;
mod deck_search;
mod discard;
mod engine_rules;
mod healing;
mod health_floor;
mod hero_powers;
mod hero_replaced;
mod listeners;
mod on_play;
mod overload;
mod random_card_lists;
mod random_cards;
mod random_choices;
mod randomness;
mod real_game_exceptions;
mod real_start;
mod remaining_health;
mod return_to_hand;
mod rulebook;
mod rules;
mod runaway;
mod shuffle;
mod steps;
mod summon_resolution;
mod summons;
mod take_control;
mod transform;
mod turns;
mod weapon_readers;
mod weapons;
