//! A rule set is data (its boxes, its bonus) plus the small functions that score them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::category::Category;
use super::dice::Dice;
use super::scoring;

/// Which score card is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    /// Scandinavian Yatzy: 15 boxes, 50 bonus at 63.
    #[default]
    Yatzy,
}

/// The Left Section bonus: `points` once Ones..Sixes add up to `threshold`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UpperBonus {
    pub threshold: u16,
    pub points: u16,
}

/// Why a rule set name was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleSet(pub String);

impl fmt::Display for UnknownRuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = RuleSet::ALL.iter().map(|r| r.id()).collect();
        write!(
            f,
            "unknown rule set '{}' (known: {})",
            self.0,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownRuleSet {}

impl RuleSet {
    /// Every rule set this build plays.
    pub const ALL: [RuleSet; 1] = [RuleSet::Yatzy];

    /// The id used on the command line and in files.
    pub const fn id(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "yatzy",
        }
    }

    /// The name shown to players.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "Scandinavian Yatzy",
        }
    }

    /// The boxes of the card, in card order. A game has one turn per box.
    pub const fn categories(self) -> &'static [Category] {
        match self {
            RuleSet::Yatzy => &Category::ALL,
        }
    }

    /// Whether `category` is a box on this card.
    pub fn has(self, category: Category) -> bool {
        self.categories().contains(&category)
    }

    /// The Left Section bonus.
    pub const fn upper_bonus(self) -> UpperBonus {
        match self {
            RuleSet::Yatzy => UpperBonus {
                threshold: 63,
                points: 50,
            },
        }
    }

    /// What `dice` score in `category` on an otherwise empty card (the box's own rule).
    pub fn score(self, category: Category, dice: &Dice) -> u16 {
        match self {
            RuleSet::Yatzy => scoring::yatzy(category, dice),
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        RuleSet::ALL
            .into_iter()
            .find(|r| r.id() == text)
            .ok_or_else(|| UnknownRuleSet(text.to_owned()))
    }
}
