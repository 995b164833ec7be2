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
/// minions in play do not say: whether a change to a hand, to a hero's damage or to a weapon
/// may change one. A card's own cost count reads the
/// hands whatever it counts: it holds while its card is in a hand, so a card coming or going
/// changes which counts are in force.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Reads {
    /// A card coming into a hand or leaving one.
    pub hands: bool,
    /// A hero's damage.
    pub hero_damage: bool,
    /// A weapon equipped or gone, or its Attack.
    pub weapons: bool,
    /// Whether each minion with an aura is damaged.
    pub aura_minion_damage: bool,
}

impl Reads {
    /// Nothing past the minions in play.
    pub const NOTHING: Reads =
        Reads { hands: false, hero_damage: false, weapons: false, aura_minion_damage: false };
    /// The hands.
    pub const HANDS: Reads = Reads { hands: true, ..Reads::NOTHING };
    /// The heroes' damage.
    pub const HERO_DAMAGE: Reads = Reads { hero_damage: true, ..Reads::NOTHING };
    /// The weapons.
    pub const WEAPONS: Reads = Reads { weapons: true, ..Reads::NOTHING };
    /// The damage of the minions with auras.
    pub const AURA_MINION_DAMAGE: Reads = Reads { aura_minion_damage: true, ..Reads::NOTHING };

    /// What either reads.
    pub fn and(self, other: Reads) -> Reads {
        Reads {
            hands: self.hands || other.hands,
            hero_damage: self.hero_damage || other.hero_damage,
            weapons: self.weapons || other.weapons,
            aura_minion_damage: self.aura_minion_damage || other.aura_minion_damage,
        }
    }

    /// Whether it reads anything.
    pub fn any(self) -> bool {
        self.hands || self.hero_damage || self.weapons || self.aura_minion_damage
    }

    /// Whether it reads anything past the hands: the heroes, the weapons or the minions with
    /// auras (`CountInputs`).
    pub fn beyond_hands(self) -> bool {
        self.hero_damage || self.weapons || self.aura_minion_damage
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
        let nothing = Reads::NOTHING;
        assert_eq!(Reads::HANDS.and(Reads::HERO_DAMAGE), Reads { hands: true, hero_damage: true, ..nothing });
        assert_eq!(Reads::WEAPONS.and(Reads::HANDS), Reads { hands: true, weapons: true, ..nothing });
        assert_eq!(
            Reads::AURA_MINION_DAMAGE.and(Reads::WEAPONS),
            Reads { weapons: true, aura_minion_damage: true, ..nothing }
        );
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
