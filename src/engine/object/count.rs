//! Continuous counts: what a card's "for each" counts ("Costs (1) less for each other card in
//! your hand", "Has +1 Attack for each other Murloc on the battlefield"), kept like an aura and
//! read again at each Aura Update (Health/Attack). What each word counts, read from the game,
//! is `course/counts.rs`.

use serde::{Deserialize, Serialize};

use super::tribe::Tribe;

/// What a continuous count counts, from the side of the card object that has it (its owner's
/// "your"; "other": never itself). As data, each the card's words after "for each":
/// `"other_minion"`, `{"other_minion_of_tribe": "murloc"}`, `"other_card_in_your_hand"`,
/// `"damage_your_hero_has_taken"`, `"attack_of_your_weapon"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ForEach {
    /// "For each other minion on the battlefield": every minion in play, both sides, but
    /// itself.
    OtherMinion,
    /// "For each other Murloc on the battlefield": every minion of the tribe in play, both
    /// sides, but itself.
    OtherMinionOfTribe(Tribe),
    /// "For each other card in your hand": the cards in its owner's hand, but itself.
    OtherCardInYourHand,
    /// "For each damage your hero has taken": how far its owner's hero's Health is below its
    /// maximum (Armor is not Health).
    DamageYourHeroHasTaken,
    /// "(1) less per Attack of your weapon": its owner's weapon's Attack, 0 without one.
    AttackOfYourWeapon,
}

impl ForEach {
    /// What the count reads past the minions in play (which every Aura Update reads): the
    /// hands, or the heroes' damage.
    pub fn reads(self) -> Reads {
        match self {
            ForEach::OtherMinion | ForEach::OtherMinionOfTribe(_) => Reads::NOTHING,
            ForEach::OtherCardInYourHand => Reads::HANDS,
            ForEach::DamageYourHeroHasTaken => Reads::HERO_DAMAGE,
            ForEach::AttackOfYourWeapon => Reads::WEAPONS,
        }
    }

    /// In words, as a card's text says it after "for each": "other minion on the
    /// battlefield", "other Murloc on the battlefield", "other card in your hand", "damage your
    /// hero has taken", "Attack of your weapon".
    pub fn words(self) -> String {
        match self {
            ForEach::OtherMinion => "other minion on the battlefield".to_owned(),
            ForEach::OtherMinionOfTribe(tribe) => format!("other {} on the battlefield", tribe.name()),
            ForEach::OtherCardInYourHand => "other card in your hand".to_owned(),
            ForEach::DamageYourHeroHasTaken => "damage your hero has taken".to_owned(),
            ForEach::AttackOfYourWeapon => "Attack of your weapon".to_owned(),
        }
    }
}

/// What the continuous counts of a card (and its auras' conditions, `AuraWhile`) read that the
/// minions in play do not say: whether a change to a hand, to a hero's damage, to a weapon or
/// to the damage of a minion with an aura may change one. A card's own cost count reads the
/// hands whatever it counts: it holds while its card is in a hand, so a card coming or going
/// changes which counts are in force.
///
/// A set of four bits, one for each thing read (speed: `State::auras_at_rest` asks at the end
/// of every Sequence whether any is set: one test of a byte, where four `bool`s took four, 20
/// instructions a move of the benchmark deck, 7e7a28c against this).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Reads(u8);

impl Reads {
    /// Nothing past the minions in play.
    pub const NOTHING: Reads = Reads(0);
    /// The hands: a card coming into a hand or leaving one.
    pub const HANDS: Reads = Reads(1);
    /// The heroes' damage.
    pub const HERO_DAMAGE: Reads = Reads(1 << 1);
    /// The weapons: one equipped or gone, or its Attack.
    pub const WEAPONS: Reads = Reads(1 << 2);
    /// Whether each minion with an aura is damaged.
    pub const AURA_MINION_DAMAGE: Reads = Reads(1 << 3);

    /// What either reads.
    pub fn and(self, other: Reads) -> Reads {
        Reads(self.0 | other.0)
    }

    /// Whether it reads everything `other` reads.
    fn has(self, other: Reads) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether it reads the hands.
    pub fn hands(self) -> bool {
        self.has(Reads::HANDS)
    }

    /// Whether it reads the heroes' damage.
    pub fn hero_damage(self) -> bool {
        self.has(Reads::HERO_DAMAGE)
    }

    /// Whether it reads the weapons.
    pub fn weapons(self) -> bool {
        self.has(Reads::WEAPONS)
    }

    /// Whether it reads the damage of the minions with auras.
    pub fn aura_minion_damage(self) -> bool {
        self.has(Reads::AURA_MINION_DAMAGE)
    }

    /// Whether it reads anything.
    #[inline]
    pub fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether it reads anything past the hands: the heroes, the weapons or the minions with
    /// auras (`CountInputs`).
    pub fn beyond_hands(self) -> bool {
        self.0 & !Reads::HANDS.0 != 0
    }
}

/// `amount` once for each of `count`, as far as `i32` goes (a count saturates, never
/// overflows).
pub fn times(amount: i32, count: u32) -> i32 {
    amount.saturating_mul(i32::try_from(count).unwrap_or(i32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_count_says_what_it_reads_past_the_minions_and_in_a_cards_words() {
        let all = [
            ForEach::OtherMinion,
            ForEach::OtherMinionOfTribe(Tribe::Murloc),
            ForEach::OtherCardInYourHand,
            ForEach::DamageYourHeroHasTaken,
            ForEach::AttackOfYourWeapon,
        ];
        let reads = all.map(ForEach::reads);
        assert_eq!(reads, [Reads::NOTHING, Reads::NOTHING, Reads::HANDS, Reads::HERO_DAMAGE, Reads::WEAPONS]);
        let words = all.map(ForEach::words);
        assert_eq!(
            words,
            [
                "other minion on the battlefield",
                "other Murloc on the battlefield",
                "other card in your hand",
                "damage your hero has taken",
                "Attack of your weapon"
            ]
        );
        let both = Reads::HANDS.and(Reads::HERO_DAMAGE);
        assert!(both.hands() && both.hero_damage() && !both.weapons() && !both.aura_minion_damage());
        let both = Reads::AURA_MINION_DAMAGE.and(Reads::WEAPONS);
        assert!(!both.hands() && !both.hero_damage() && both.weapons() && both.aura_minion_damage());
        assert!(Reads::HERO_DAMAGE.beyond_hands() && Reads::WEAPONS.beyond_hands());
        assert!(
            Reads::AURA_MINION_DAMAGE.any()
                && Reads::AURA_MINION_DAMAGE.beyond_hands()
                && !Reads::HANDS.beyond_hands()
        );
        assert!(
            !Reads::NOTHING.any() && Reads::HANDS.any() && Reads::HERO_DAMAGE.any() && Reads::WEAPONS.any()
        );
        assert_eq!(Reads::NOTHING.and(Reads::NOTHING), Reads::NOTHING);
    }

    #[test]
    fn an_amount_for_each_saturates_rather_than_overflows() {
        assert_eq!(times(1, 3), 3);
        assert_eq!(times(2, 0), 0);
        assert_eq!(times(2, u32::MAX), i32::MAX);
        assert_eq!(times(i32::MAX, 2), i32::MAX);
    }
}
