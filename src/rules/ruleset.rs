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
    /// Yacht: 13 boxes, 35 bonus at 63, Yacht bonus and a free Joker.
    Yacht,
    /// Official Yahtzee: as Yacht, with the forced Joker rules.
    Yahtzee,
}

/// The 13 boxes of Yacht and Yahtzee, in card order.
const HANDS_CARD: [Category; 13] = [
    Category::Ones,
    Category::Twos,
    Category::Threes,
    Category::Fours,
    Category::Fives,
    Category::Sixes,
    Category::ThreeOfAKind,
    Category::FourOfAKind,
    Category::FullHouse,
    Category::SmallStraight,
    Category::LargeStraight,
    Category::Yatzy,
    Category::Chance,
];

/// The Left Section bonus: `points` once Ones..Sixes add up to `threshold`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UpperBonus {
    pub threshold: u16,
    pub points: u16,
}

/// A box id that is not on a rule set's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCategoryFor {
    pub id: String,
    pub rules: RuleSet,
}

impl fmt::Display for UnknownCategoryFor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = self
            .rules
            .categories()
            .iter()
            .map(|&c| self.rules.category_id(c))
            .collect();
        write!(
            f,
            "unknown category '{}' for {} (known: {})",
            self.id,
            self.rules.id(),
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownCategoryFor {}

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
    pub const ALL: [RuleSet; 3] = [RuleSet::Yatzy, RuleSet::Yacht, RuleSet::Yahtzee];

    /// The id used on the command line and in files.
    pub const fn id(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "yatzy",
            RuleSet::Yacht => "yacht",
            RuleSet::Yahtzee => "yahtzee",
        }
    }

    /// The name shown to players.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "Scandinavian Yatzy",
            RuleSet::Yacht => "Yacht",
            RuleSet::Yahtzee => "Yahtzee",
        }
    }

    /// A short name that fits anywhere.
    pub const fn short_name(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "Yatzy",
            RuleSet::Yacht => "Yacht",
            RuleSet::Yahtzee => "Yahtzee",
        }
    }

    /// The boxes of the card, in card order. A game has one turn per box.
    pub const fn categories(self) -> &'static [Category] {
        match self {
            RuleSet::Yatzy => &Category::ALL,
            RuleSet::Yacht | RuleSet::Yahtzee => &HANDS_CARD,
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
            RuleSet::Yacht | RuleSet::Yahtzee => UpperBonus {
                threshold: 63,
                points: 35,
            },
        }
    }

    /// What `dice` score in `category` on an otherwise empty card (the box's own rule).
    pub fn score(self, category: Category, dice: &Dice) -> u16 {
        match self {
            RuleSet::Yatzy => scoring::yatzy(category, dice),
            RuleSet::Yacht | RuleSet::Yahtzee => scoring::hands(category, dice),
        }
    }

    /// What a five of a kind scores as a Joker in `category`: Full House and the straights at
    /// their fixed values, the other hands boxes by their rule (see `ScoreCard::placement`).
    pub fn joker_score(self, category: Category, dice: &Dice) -> u16 {
        scoring::joker(category, dice)
    }

    /// The most `category` can ever hold under these rules (its own rule or as a Joker).
    pub fn max_box(self, category: Category) -> u16 {
        Dice::all_distinct()
            .map(|dice| {
                let joker = if self.has_joker() {
                    self.joker_score(category, &dice)
                } else {
                    0
                };
                self.score(category, &dice).max(joker)
            })
            .max()
            .unwrap_or(0)
    }

    /// The most a whole game can score: every box at its best, the Left Section bonus, and a
    /// Yacht (Yahtzee) bonus with every box after the first five of a kind.
    pub fn max_total(self) -> u16 {
        let boxes: u16 = self.categories().iter().map(|&c| self.max_box(c)).sum();
        let bonuses = (self.categories().len() as u16 - 1) * self.five_of_a_kind_bonus();
        boxes + self.upper_bonus().points + bonuses
    }

    /// Whether five of a kind has extra rules here: the Yacht (Yahtzee) bonus and the Joker.
    pub const fn has_joker(self) -> bool {
        !matches!(self, RuleSet::Yatzy)
    }

    /// The points of each Yacht (Yahtzee) bonus.
    pub const fn five_of_a_kind_bonus(self) -> u16 {
        if self.has_joker() { 100 } else { 0 }
    }

    /// The box's name on this card (the five-of-a-kind box is the Yacht or the Yahtzee).
    pub const fn category_name(self, category: Category) -> &'static str {
        match (self, category) {
            (RuleSet::Yacht, Category::Yatzy) => "Yacht",
            (RuleSet::Yahtzee, Category::Yatzy) => "Yahtzee",
            (RuleSet::Yacht | RuleSet::Yahtzee, Category::ThreeOfAKind) => "3 of a Kind",
            (RuleSet::Yacht | RuleSet::Yahtzee, Category::FourOfAKind) => "4 of a Kind",
            (_, category) => category.name(),
        }
    }

    /// The box's id on this card: `yacht` and `yahtzee` name the five-of-a-kind box.
    pub const fn category_id(self, category: Category) -> &'static str {
        match (self, category) {
            (RuleSet::Yacht, Category::Yatzy) => "yacht",
            (RuleSet::Yahtzee, Category::Yatzy) => "yahtzee",
            (_, category) => category.id(),
        }
    }

    /// The box with this id on this card.
    pub fn category_by_id(self, id: &str) -> Result<Category, UnknownCategoryFor> {
        self.categories()
            .iter()
            .copied()
            .find(|&c| self.category_id(c) == id)
            .ok_or_else(|| UnknownCategoryFor {
                id: id.to_owned(),
                rules: self,
            })
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
