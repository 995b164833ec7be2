//! What an effect may see while it describes its actions: the game, read-only, through a few
//! questions a card's text asks, and who is acting. Nothing else of the engine's state.

use super::action::{Choices, Origin, Place, TokenRange};
use super::state::State;
use crate::engine::object::id::{CardId, Id, Player, Zone};

/// The read-only view an effect is called with (architecture invariants 3 and 10). Its fields
/// are private to the engine: a card reads the game through these methods and acts only by
/// describing actions. Content cannot reach past it to the engine's state:
///
/// ```compile_fail,E0616
/// fn peek(c: &my_engine::engine::Ctx) {
///     let _ = c.state; // private to the engine
/// }
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Ctx<'g> {
    pub(in crate::engine) state: &'g State,
    pub(in crate::engine) acting: &'g Acting,
    /// Every card's tokens, by card (`Library::token_table`).
    pub(in crate::engine) tokens: &'g [Vec<CardId>],
}

impl Ctx<'_> {
    /// The player whose card this is.
    pub fn owner(&self) -> Player {
        self.acting.seat
    }

    /// The other player.
    pub fn opponent(&self) -> Player {
        self.owner().other()
    }

    /// Your hero: the hero of the player whose card this is.
    pub fn friendly_hero(&self) -> Id {
        self.state.heroes[self.owner()]
    }

    /// The other player's hero.
    pub fn enemy_hero(&self) -> Id {
        self.state.heroes[self.opponent()]
    }

    /// The minion whose triggered ability or Deathrattle is resolving.
    ///
    /// Panics for a spell's effect, which has no minion: only minion cards call it. The engine
    /// catches that panic, rolls the Sequence back and reports `Error::BadEffect` naming the
    /// card.
    pub fn minion(&self) -> Id {
        self.acting.source.expect("only a minion's ability asks for its minion; a spell has none")
    }

    /// The target a spell was cast at, if any.
    pub fn target(&self) -> Option<Id> {
        self.acting.target
    }

    /// The character the event this ability answers is about: the character that took the
    /// damage or was healed, the minion that died (for a Deathrattle, its own minion) or was
    /// summoned. `None` for a spell, and for an ability answering a spell being cast.
    pub fn event_target(&self) -> Option<Id> {
        self.acting.event_target
    }

    /// `player`'s minions in play, left to right; none for a player who does not exist.
    pub fn board(&self, player: Player) -> &[Id] {
        self.state.boards[player].as_slice()
    }

    /// `id`'s current Attack, if this game has such a card object.
    pub fn attack(&self, id: Id) -> Option<i32> {
        self.state.find(id).map(|entity| entity.attack())
    }

    /// `id`'s current Health (0 or less: mortally wounded), if this game has such a card
    /// object.
    pub fn health(&self, id: Id) -> Option<i32> {
        self.state.find(id).map(|entity| entity.health())
    }

    /// The `n`th card this card's effects summon (`Abilities::summoning`), checked when the
    /// library was built.
    ///
    /// Panics if the card names fewer tokens: the engine catches that panic, rolls the
    /// Sequence back and reports `Error::BadEffect` naming the card.
    pub fn token(&self, n: usize) -> CardId {
        let tokens = self.tokens.get(self.acting.card.index()).map_or(&[][..], Vec::as_slice);
        *tokens.get(n).expect("a card summons only the tokens its Abilities::summoning names")
    }

    /// The cards of this card's tokens `range` names, for a random choice among them
    /// (`Action::SummonRandom`): checked when the action is performed, never here.
    pub(in crate::engine) fn choices(&self, range: TokenRange) -> Choices {
        Choices { card: self.acting.card, first: range.first, count: range.count }
    }

    /// Where `id` is, if this game has such a card object.
    pub fn zone(&self, id: Id) -> Option<Zone> {
        self.state.find(id).map(|entity| entity.zone)
    }
}

/// Who an effect acts for: everything its `Ctx` shows besides the game.
#[derive(Clone, Copy, Debug)]
pub(in crate::engine) struct Acting {
    /// The card whose effect it is, named when the effect goes wrong.
    pub card: CardId,
    /// The seat (0 or 1) of the player whose card it is.
    pub seat: Player,
    /// The minion whose ability it is; `None` for a spell.
    pub source: Option<Id>,
    /// The target a spell was cast at.
    pub target: Option<Id>,
    /// The character the answered event is about.
    pub event_target: Option<Id>,
    /// Where the effect's summons land unless it names a place (the engine places summons).
    pub summons_land: Place,
}

impl Acting {
    /// Who asks for this effect's actions, as `perform` reads it.
    pub fn origin(&self) -> Origin {
        let (source, summons_land, seat, card) =
            (self.source, self.summons_land, Some(self.seat), Some(self.card));
        Origin { source, summons_land, seat, card }
    }

    /// The ability of `minion` (a `card`, owned by the player in `seat`), answering an event
    /// about `event_target` (none for a spell cast).
    pub fn ability(
        card: CardId,
        minion: Id,
        seat: Player,
        event_target: Option<Id>,
        summons_land: Place,
    ) -> Acting {
        Acting { card, seat, source: Some(minion), target: None, event_target, summons_land }
    }

    /// The Battlecry of `minion` (a `card` played by the player in `seat`) at `target`: its
    /// summons land right of the minion.
    pub fn battlecry(card: CardId, minion: Id, seat: Player, target: Option<Id>) -> Acting {
        let summons_land = Place::RightOf(minion);
        Acting { card, seat, source: Some(minion), target, event_target: None, summons_land }
    }

    /// The spell `card` cast by `player` (0 or 1) at `target`: its summons land at the right end.
    pub fn spell(card: CardId, player: Player, target: Option<Id>) -> Acting {
        let seat = player;
        Acting { card, seat, source: None, target, event_target: None, summons_land: Place::RightEnd }
    }

    /// The Hero Power `card` used by `player` at `target`: acting as a spell's text does (no
    /// minion's ability; its summons land at the right end), told apart from one by its card's
    /// kind where a rule asks (`Sequence::dealt`: no Spell Damage).
    pub fn hero_power(card: CardId, player: Player, target: Option<Id>) -> Acting {
        Acting::spell(card, player, target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::object::entity::Stats;
    use crate::engine::object::id::{PerPlayer, Player};

    #[test]
    fn a_card_reads_heroes_boards_and_stats_through_ctx() {
        let mut state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let minion = state.create(None, Player::SECOND, Zone::Board, Stats::plain(2, 3));
        state.boards[Player::SECOND].push(minion).unwrap();
        let acting = Acting::ability(
            CardId(0),
            minion,
            Player::SECOND,
            Some(state.heroes[Player::FIRST]),
            Place::RightEnd,
        );
        let c = Ctx { state: &state, acting: &acting, tokens: &[] };
        assert_eq!((c.owner(), c.opponent()), (Player::SECOND, Player::FIRST));
        assert_eq!(
            (c.friendly_hero(), c.enemy_hero()),
            (state.heroes[Player::SECOND], state.heroes[Player::FIRST])
        );
        assert_eq!(
            (c.minion(), c.event_target(), c.target()),
            (minion, Some(state.heroes[Player::FIRST]), None)
        );
        assert_eq!((c.board(Player::FIRST), c.board(Player::SECOND)), (&[][..], &[minion][..]));
        assert_eq!(
            (c.attack(minion), c.health(minion), c.zone(minion)),
            (Some(2), Some(3), Some(Zone::Board))
        );
        let unknown = Id(99);
        assert_eq!((c.attack(unknown), c.health(unknown), c.zone(unknown)), (None, None, None));
    }

    #[test]
    fn a_spell_acts_for_its_caster_at_its_target() {
        let state = State::new(PerPlayer::default(), |_| Stats::plain(0, 0), 30);
        let acting = Acting::spell(CardId(0), Player::FIRST, Some(state.heroes[Player::SECOND]));
        let c = Ctx { state: &state, acting: &acting, tokens: &[] };
        assert_eq!(
            (c.owner(), c.target(), c.event_target()),
            (Player::FIRST, Some(state.heroes[Player::SECOND]), None)
        );
    }
}
