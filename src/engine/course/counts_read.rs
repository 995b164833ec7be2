//! What the Aura Updates' gate notes about the continuous counts (speed only): what the counts a
//! game has met read past the minions in play, and what they found when each update last read
//! them. The counts themselves are `counts.rs`'s.

use crate::engine::object::aura::AuraStep;
use crate::engine::object::count::Reads;
use crate::engine::object::id::PerPlayer;

/// What the continuous counts a game has met read, and what they found when each Aura Update
/// last read them, so that the Aura Updates' gate opens when what a count counts changes: the
/// minions in play (which `InPlay`'s count of changes tells already), the hands (a card coming
/// into one or leaving it), the heroes' damage, the weapons and which minions with auras are
/// damaged.
///
/// Speed only, and not part of a game's state: any two are equal. A game none of whose cards
/// with a count has come into a hand or into play reads nothing here, and the gate tests that
/// once (`State::auras_at_rest`).
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::engine) struct CountsRead {
    /// What the counts of the cards that have come into a hand or into play read: added to as
    /// each comes (`Library::count_reads`), never taken from.
    pub reads: Reads,
    /// How many times a card has come into a hand or left one.
    hand_changes: u64,
    /// `hand_changes` and the rest (`CountInputs`) when each Aura Update (`AuraStep` as the index) last read
    /// the counts, if it has.
    read_at: [Option<(u64, CountInputs)>; 2],
}

/// What the counts and the auras' conditions read of the heroes and the minions in play: each
/// hero's damage (`"damage_your_hero_has_taken"`), each weapon's Attack, `None` without one
/// (`"attack_of_your_weapon"`, `"you_have_weapon"`), and which minions with auras are damaged
/// (`"while": "damaged"`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(in crate::engine) struct CountInputs {
    /// How far each hero's Health is below its maximum.
    pub damage: PerPlayer<u32>,
    /// Each player's weapon's Attack, if they have one.
    pub weapon_attack: PerPlayer<Option<i32>>,
    /// One bit for each minion with an aura in play, in order of play: set if it is damaged.
    pub aura_minions_damaged: u16,
}

impl PartialEq for CountsRead {
    fn eq(&self, _: &CountsRead) -> bool {
        true
    }
}

impl Eq for CountsRead {}

impl CountsRead {
    /// What a game dealt anew notes (a player's view, a game sampled from it: `view/`): the
    /// counts of its cards in hands and in play read `reads`, and no Aura Update has read
    /// them yet, so the next one does.
    pub fn unread(reads: Reads) -> CountsRead {
        CountsRead { reads, ..CountsRead::default() }
    }

    /// A card whose counts read `reads` came into a hand or into play.
    #[inline]
    pub fn met(&mut self, reads: Reads) {
        self.reads = self.reads.and(reads);
    }

    /// A card came into a hand or left one.
    #[inline]
    pub fn hand_changed(&mut self) {
        self.hand_changes = self.hand_changes.wrapping_add(1);
    }

    /// Whether what the counts read changed since the Aura Update of `step` last read them:
    /// a hand, if a count reads the hands; a hero's damage, a weapon or a minion with an aura
    /// damaged or whole (`inputs`, as they are now), if one reads that. Before the first
    /// reading, whether any count reads anything. A game that has met no count answers with
    /// one test.
    #[inline]
    pub fn may_have_changed(&self, step: AuraStep, inputs: impl FnOnce() -> CountInputs) -> bool {
        if !self.reads.any() {
            return false;
        }
        let Some((hand_changes, then)) = &self.read_at[step as usize] else {
            return true;
        };
        if self.reads.hands() && *hand_changes != self.hand_changes {
            return true;
        }
        if !self.reads.beyond_hands() {
            return false;
        }
        let now = inputs();
        (self.reads.hero_damage() && then.damage != now.damage)
            || (self.reads.weapons() && then.weapon_attack != now.weapon_attack)
            || (self.reads.aura_minion_damage() && then.aura_minions_damaged != now.aura_minions_damaged)
    }

    /// The Aura Update of `step` read the counts, with the rest as `inputs` found it. A
    /// game that has met no count notes nothing: its first count opens the gate as an unread
    /// one does.
    #[inline]
    pub fn read_now(&mut self, step: AuraStep, inputs: CountInputs) {
        if self.reads.any() {
            self.read_at[step as usize] = Some((self.hand_changes, inputs));
        }
    }
}
