//! The boxes of the score card.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Which half of the card a box belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Section {
    /// Ones to Sixes, with the bonus (the "upper section" of paper cards).
    Left,
    /// The combinations (the "lower section").
    Right,
}

/// A box on the score card. The order of the variants is the order on the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    OnePair,
    TwoPairs,
    ThreeOfAKind,
    FourOfAKind,
    SmallStraight,
    LargeStraight,
    FullHouse,
    Chance,
    Yatzy,
}

/// Why a category id was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown category '{0}' (known: {known})",
    known = Category::ALL.map(Category::id).join(", ")
)]
pub struct UnknownCategory(pub String);

impl Category {
    /// Every category, in card order.
    pub const ALL: [Category; 15] = [
        Category::Ones,
        Category::Twos,
        Category::Threes,
        Category::Fours,
        Category::Fives,
        Category::Sixes,
        Category::OnePair,
        Category::TwoPairs,
        Category::ThreeOfAKind,
        Category::FourOfAKind,
        Category::SmallStraight,
        Category::LargeStraight,
        Category::FullHouse,
        Category::Chance,
        Category::Yatzy,
    ];

    /// Position in [`Category::ALL`]; a dense index for tables.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The stable snake_case id used in files and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Category::Ones => "ones",
            Category::Twos => "twos",
            Category::Threes => "threes",
            Category::Fours => "fours",
            Category::Fives => "fives",
            Category::Sixes => "sixes",
            Category::OnePair => "one_pair",
            Category::TwoPairs => "two_pairs",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::FourOfAKind => "four_of_a_kind",
            Category::SmallStraight => "small_straight",
            Category::LargeStraight => "large_straight",
            Category::FullHouse => "full_house",
            Category::Chance => "chance",
            Category::Yatzy => "yatzy",
        }
    }

    /// The name printed on the card, as in RULES.md.
    pub const fn name(self) -> &'static str {
        match self {
            Category::Ones => "Ones",
            Category::Twos => "Twos",
            Category::Threes => "Threes",
            Category::Fours => "Fours",
            Category::Fives => "Fives",
            Category::Sixes => "Sixes",
            Category::OnePair => "One Pair",
            Category::TwoPairs => "Two Pairs",
            Category::ThreeOfAKind => "Three of a Kind",
            Category::FourOfAKind => "Four of a Kind",
            Category::SmallStraight => "Small Straight",
            Category::LargeStraight => "Large Straight",
            Category::FullHouse => "Full House",
            Category::Chance => "Chance",
            Category::Yatzy => "Yatzy",
        }
    }

    /// The half of the card this box is on.
    pub const fn section(self) -> Section {
        match self.upper_face() {
            Some(_) => Section::Left,
            None => Section::Right,
        }
    }

    /// For Ones..Sixes, the face the box counts.
    pub const fn upper_face(self) -> Option<u8> {
        match self {
            Category::Ones => Some(1),
            Category::Twos => Some(2),
            Category::Threes => Some(3),
            Category::Fours => Some(4),
            Category::Fives => Some(5),
            Category::Sixes => Some(6),
            _ => None,
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Category {
    type Err = UnknownCategory;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Category::ALL
            .into_iter()
            .find(|c| c.id() == text)
            .ok_or_else(|| UnknownCategory(text.to_owned()))
    }
}
