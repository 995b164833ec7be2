//! `my-engine cards`: the card library, name, cost, stats and text, wrapped to 80 columns; or
//! the cards of a class, a cost, with a keyword, of a tribe (`--class`, `--cost`, `--keyword`,
//! `--tribe`: each at most once, every one given must hold).

use my_engine::content::{COST, Class};
use my_engine::engine::{CardDef, CardKind, Keyword, Library, Tribe, closest_names, quoted};
use my_engine::text::{COLUMNS, wrap};

/// The filters `my-engine cards` takes, each followed by its value.
pub const OPTIONS: [&str; 4] = ["--class", "--cost", "--keyword", "--tribe"];

/// Which cards to list: those that meet every filter given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filters {
    /// `--class CLASS`: cards of that class (neutral is one).
    pub class: Option<Class>,
    /// `--cost N`: cards that cost N as printed.
    pub cost: Option<u32>,
    /// `--keyword KEYWORD`: cards whose text gives them that keyword.
    pub keyword: Option<Keyword>,
    /// `--tribe TRIBE`: minions of that tribe.
    pub tribe: Option<Tribe>,
}

impl Filters {
    /// The filters `args` (what follows `cards`) give, or what is wrong with them: an unknown
    /// option or argument, an option given twice or without its value, or a value that names
    /// no class, cost, keyword or tribe (with the closest names and all of them). Values are
    /// read in any case, and a space or a hyphen in a keyword as an underscore ("Divine
    /// Shield").
    pub fn read(args: &[&str]) -> Result<Filters, String> {
        let mut filters = Filters::default();
        let mut given: Vec<&str> = Vec::new();
        let mut args = args.iter();
        while let Some(&option) = args.next() {
            if !OPTIONS.contains(&option) {
                return Err(if option.starts_with('-') {
                    format!("unknown option {} for cards: use {}", quoted(option), OPTIONS.join(", "))
                } else {
                    format!("unexpected argument {} for cards", quoted(option))
                });
            }
            if given.contains(&option) {
                return Err(format!("{option} is given twice: give it once"));
            }
            given.push(option);
            let Some(&value) = args.next() else { return Err(format!("{option} needs a value")) };
            match option {
                "--class" => {
                    filters.class = Some(named(option, "class", value, &Class::ALL, Class::data_name)?)
                }
                "--cost" => filters.cost = Some(cost(value)?),
                "--keyword" => {
                    filters.keyword =
                        Some(named(option, "keyword", value, &Keyword::ALL, Keyword::data_name)?);
                }
                _ => filters.tribe = Some(named(option, "tribe", value, &Tribe::ALL, tribe_name)?),
            }
        }
        Ok(filters)
    }

    /// Whether the card `card`, of class `class`, meets every filter given.
    fn admit(&self, card: &CardDef, class: Class) -> bool {
        self.class.is_none_or(|wanted| wanted == class)
            && self.cost.is_none_or(|wanted| wanted == card.cost)
            && self.keyword.is_none_or(|wanted| card.keywords.has(wanted))
            && self.tribe.is_none_or(|wanted| card.tribe == Some(wanted))
    }

    /// The filters as they would be given, for the line that says no card meets them.
    fn words(&self) -> String {
        let mut words = Vec::new();
        if let Some(class) = self.class {
            words.push(format!("--class {}", class.data_name()));
        }
        if let Some(cost) = self.cost {
            words.push(format!("--cost {cost}"));
        }
        if let Some(keyword) = self.keyword {
            words.push(format!("--keyword {}", keyword.data_name()));
        }
        if let Some(tribe) = self.tribe {
            words.push(format!("--tribe {}", tribe_name(tribe)));
        }
        words.join(" ")
    }
}

/// The value among `all` whose data name is `value` (in any case; a space or a hyphen read as
/// an underscore), or the refusal of `option`'s value naming the closest and every `kind`.
fn named<T: Copy>(
    option: &str,
    kind: &str,
    value: &str,
    all: &[T],
    name: fn(T) -> &'static str,
) -> Result<T, String> {
    let wanted = value.trim().to_lowercase().replace([' ', '-'], "_").replace('\'', "");
    if let Some(&found) = all.iter().find(|&&candidate| name(candidate) == wanted) {
        return Ok(found);
    }
    let names: Vec<&str> = all.iter().map(|&candidate| name(candidate)).collect();
    let closest = closest_names(&wanted, names.iter().copied());
    let all = names.join(", ");
    Err(match closest.as_slice() {
        [] => format!("unknown {kind} {} for {option}: give one of {all}", quoted(value)),
        close => {
            let close: Vec<String> = close.iter().map(|name| format!("{name:?}")).collect();
            let value = quoted(value);
            format!(
                "unknown {kind} {value} for {option}: did you mean {}? Give one of {all}",
                close.join(" or ")
            )
        }
    })
}

/// The value of `--cost`: a whole number a card can cost.
fn cost(value: &str) -> Result<u32, String> {
    let range = format!("give a whole number from {} to {}", COST.least, COST.most);
    match value.parse::<i64>() {
        Ok(cost) if (COST.least..=COST.most).contains(&cost) => Ok(u32::try_from(cost).unwrap_or_default()),
        Ok(_) => Err(format!("--cost {value} is no card's cost: {range}")),
        Err(_) => Err(format!("--cost {} is not a number: {range}", quoted(value))),
    }
}

/// The tribe as a card's data writes it (`"beast"`).
fn tribe_name(tribe: Tribe) -> &'static str {
    match tribe {
        Tribe::Beast => "beast",
        Tribe::Demon => "demon",
        Tribe::Dragon => "dragon",
        Tribe::Mech => "mech",
        Tribe::Murloc => "murloc",
        Tribe::Pirate => "pirate",
        Tribe::Totem => "totem",
        Tribe::Undead => "undead",
    }
}

/// The cards of `library` that meet `filters` (`class_of` gives a card's class by its name):
/// name, cost, stats and text, wrapped to 80 columns; a line saying so if none does.
pub fn list(library: &Library, class_of: &dyn Fn(&str) -> Class, filters: Filters) -> String {
    let cards: Vec<&CardDef> = library
        .cards()
        .map(|(_, card)| card)
        .filter(|card| filters.admit(card, class_of(&card.name)))
        .collect();
    if cards.is_empty() {
        return format!("no card meets {}\n", filters.words());
    }
    // The name column fits the longest name of up to 22 characters (the pool's longest, Elite
    // Tauren Chieftain); a longer name (an enchantment card's or a token's, named after its
    // maker) stands on a line of its own.
    let lengths = library.cards().map(|(_, card)| card.name.chars().count());
    let width = lengths.filter(|&length| length <= 22).max().unwrap_or(0).max(19);
    let indent = width + 13;
    let mut out = format!("{:<width$} {:>4} {:>5}  {}\n", "card", "cost", "stats", "text");
    for card in cards {
        let stats = match card.kind {
            CardKind::Minion { attack, health } => format!("{attack}/{health}"),
            // A weapon's Attack and Durability, its text said to be a weapon's.
            CardKind::Weapon { attack, durability } => format!("{attack}/{durability}"),
            CardKind::Spell { .. } => "spell".to_owned(),
            CardKind::HeroPower { .. } => "power".to_owned(),
            CardKind::Hero { health } => format!("{health} hp"),
            CardKind::Enchantment { .. } => "ench.".to_owned(),
        };
        let token = if card.token { " (token)" } else { "" };
        let weapon = match card.kind {
            CardKind::Weapon { .. } => "Weapon. ",
            CardKind::HeroPower { .. } => "Hero Power. ",
            CardKind::Hero { .. } => "Hero. ",
            _ => "",
        };
        let text = format!("{weapon}{}{token}", card.text);
        let mut lines = wrap(&text, COLUMNS - indent).into_iter();
        let name = if card.name.chars().count() > width {
            out.push_str(&format!("{}\n", card.name));
            ""
        } else {
            card.name.as_str()
        };
        let first =
            format!("{:<width$} {:>4} {:>5}  {}", name, card.cost, stats, lines.next().unwrap_or_default());
        out.push_str(first.trim_end());
        out.push('\n');
        for line in lines {
            out.push_str(&format!("{:indent$}{line}\n", ""));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_read_in_any_case_and_a_keyword_with_spaces() {
        let filters = Filters::read(&[
            "--class",
            "MAGE",
            "--cost",
            "3",
            "--keyword",
            "Divine Shield",
            "--tribe",
            "Beast",
        ]);
        assert_eq!(
            filters,
            Ok(Filters {
                class: Some(Class::Mage),
                cost: Some(3),
                keyword: Some(Keyword::DivineShield),
                tribe: Some(Tribe::Beast)
            })
        );
        assert_eq!(
            Filters::read(&["--keyword", "can't-attack"]).map(|f| f.keyword),
            Ok(Some(Keyword::CantAttack))
        );
        assert_eq!(Filters::read(&[]), Ok(Filters::default()));
    }

    #[test]
    fn every_tribe_is_named_as_a_cards_data_names_it() {
        for tribe in Tribe::ALL {
            assert_eq!(serde_json::to_string(&tribe).unwrap(), format!("\"{}\"", tribe_name(tribe)));
        }
    }

    #[test]
    fn a_bad_filter_is_refused_naming_it_and_the_fix() {
        assert_eq!(
            Filters::read(&["--cost", "99", "--cost", "1"]),
            Err("--cost is given twice: give it once".to_owned())
        );
        assert_eq!(Filters::read(&["--tribe"]), Err("--tribe needs a value".to_owned()));
        assert_eq!(
            Filters::read(&["--cost", "100"]),
            Err("--cost 100 is no card's cost: give a whole number from 0 to 99".to_owned())
        );
        assert_eq!(
            Filters::read(&["--cost", "-1"]),
            Err("--cost -1 is no card's cost: give a whole number from 0 to 99".to_owned())
        );
        assert_eq!(
            Filters::read(&["--rarity", "rare"]),
            Err("unknown option \"--rarity\" for cards: use --class, --cost, --keyword, --tribe".to_owned())
        );
    }
}
