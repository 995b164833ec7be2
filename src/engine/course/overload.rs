//! Overload (the wiki's Overload page): "Overload is an ability that causes the Mana Crystals
//! spent on that card to become locked during the player's next turn, reducing the available
//! mana for that turn by the specified amount." A card with "Overload: (X)" adds X to what its
//! player owes as it is played (jleclanche/fireplace's `Play` action adds a card's overload as it
//! is played, before its Battlecry or text); as the player's next turn starts, that many of
//! their crystals are locked: counted as spent from the turn's start, so that every check of
//! the mana left reads them unchanged, and unlocked as that turn ends (`Overload::locked` back
//! to 0; the spent mana is refreshed as their next turn starts). A player with fewer crystals
//! than they owe locks all they have.

use super::event::{Event, LogIndex};
use super::sequence::Sequence;
use super::standing::Overload;
use crate::engine::object::id::Player;

impl Sequence<'_> {
    /// A card just played from `player`'s hand (logged at `played`) adds its Overload,
    /// `amount`, to what they owe for their next turn, logged `Overloaded`; a card without one
    /// (`amount` 0), nothing.
    #[inline]
    pub(in crate::engine) fn overload_on_play(&mut self, amount: u8, player: Player, played: LogIndex) {
        if amount == 0 {
            return;
        }
        let owed = &mut self.state.overload[player].owed;
        *owed = owed.saturating_add(amount);
        self.record(Event::Overloaded { player, amount }, Some(played));
    }

    /// As `player`'s turn starts (their crystals refreshed, logged at `started`): the crystals
    /// they owe are locked, as many as they have (a turn's start gives them one at least),
    /// counted as spent, logged `OverloadLocked`. Nothing is locked between their turns (the
    /// end of the turn unlocked it), so a player who owes nothing locks nothing.
    pub(in crate::engine) fn lock_overloaded(&mut self, player: Player, started: LogIndex) {
        let owed = self.state.overload[player].owed;
        if owed == 0 {
            return; // Nothing owed: most turns.
        }
        let mana = &mut self.state.mana[player];
        let locked = owed.min(mana.crystals);
        mana.spent = mana.spent.saturating_add(locked);
        self.state.overload[player] = Overload { owed: 0, locked };
        self.record(Event::OverloadLocked { player, amount: locked }, Some(started));
    }
}
