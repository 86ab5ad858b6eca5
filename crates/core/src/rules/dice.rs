//! Five validated dice. Order is kept for display, but never matters for scoring.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The most dice a roll of any rule set has ([`super::RuleSet::dice_count`]: five in all of
/// them today). A roll and the dice held are `Copy` arrays, so their size is fixed at compile
/// time; code with a rule set at hand asks it instead.
pub const MAX_DICE: usize = 5;
/// The number of distinct rolls when order does not matter: multisets of 5 from 6 faces.
pub const DISTINCT_ROLLS: usize = 252;

/// Five dice, each showing 1..=6. Built only through [`Dice::new`] or parsing, so every
/// value of this type is a legal roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "[u8; MAX_DICE]", into = "[u8; MAX_DICE]")]
pub struct Dice([u8; MAX_DICE]);

/// Why a roll was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    /// Not exactly five dice.
    #[error("expected 5 dice, got {0} (write them like 22555 or 2 2 5 5 5)")]
    WrongCount(usize),
    /// A die (1-based position) shows a face outside 1..=6.
    #[error("die {position} shows {value}, but a die shows 1 to 6")]
    FaceOutOfRange { position: usize, value: u8 },
    /// Text that is not a die face at all.
    #[error("'{0}' is not a die face: use the digits 1 to 6, like 22555")]
    NotADie(char),
}

impl Dice {
    /// Validates five face values.
    pub fn new(values: [u8; MAX_DICE]) -> Result<Self, DiceError> {
        for (index, &value) in values.iter().enumerate() {
            if !(1..=6).contains(&value) {
                return Err(DiceError::FaceOutOfRange {
                    position: index + 1,
                    value,
                });
            }
        }
        Ok(Dice(values))
    }

    /// The faces in the order the dice lie on the table.
    pub fn values(&self) -> [u8; MAX_DICE] {
        self.0
    }

    /// The face of die `index` (0-based).
    pub fn get(&self, index: usize) -> Option<u8> {
        self.0.get(index).copied()
    }

    /// The faces in ascending order: the canonical form of a roll.
    pub fn sorted(&self) -> [u8; MAX_DICE] {
        let mut values = self.0;
        values.sort_unstable();
        values
    }

    /// The sum of all five dice.
    pub fn sum(&self) -> u16 {
        self.0.iter().map(|&v| u16::from(v)).sum()
    }

    /// How many dice show each face.
    pub fn face_counts(&self) -> FaceCounts {
        let mut counts = [0u8; 7];
        for &value in &self.0 {
            counts[usize::from(value)] += 1;
        }
        FaceCounts(counts)
    }

    /// Every distinct roll (sorted ascending), 252 of them, in lexicographic order.
    pub fn all_distinct() -> impl Iterator<Item = Dice> {
        Self::all_ordered().filter(|dice| dice.0.is_sorted())
    }

    /// Every ordered roll, 6^5 = 7,776 of them.
    pub fn all_ordered() -> impl Iterator<Item = Dice> {
        (0..6u32.pow(MAX_DICE as u32)).map(|mut code| {
            let mut values = [0u8; MAX_DICE];
            for value in values.iter_mut().rev() {
                // `code % 6` is below 6, so the cast cannot truncate.
                *value = (code % 6) as u8 + 1;
                code /= 6;
            }
            Dice(values)
        })
    }
}

impl TryFrom<[u8; MAX_DICE]> for Dice {
    type Error = DiceError;
    fn try_from(values: [u8; MAX_DICE]) -> Result<Self, Self::Error> {
        Dice::new(values)
    }
}

impl From<Dice> for [u8; MAX_DICE] {
    fn from(dice: Dice) -> Self {
        dice.0
    }
}

/// Parses `22555`, `2 2 5 5 5` or `2,2,5,5,5`: five digits, separators ignored.
impl FromStr for Dice {
    type Err = DiceError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut values = Vec::with_capacity(MAX_DICE);
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != ',') {
            let digit = c.to_digit(10).ok_or(DiceError::NotADie(c))?;
            // A decimal digit is at most 9, so it fits a u8.
            values.push(digit as u8);
        }
        let values: [u8; MAX_DICE] = values
            .try_into()
            .map_err(|v: Vec<u8>| DiceError::WrongCount(v.len()))?;
        Dice::new(values)
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for value in self.0 {
            write!(f, "{value}")?;
        }
        Ok(())
    }
}

/// How many dice show each face; index 1..=6 (index 0 is unused and always 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceCounts([u8; 7]);

impl FaceCounts {
    /// How many dice show `face` (0 for a face outside 1..=6).
    pub fn of(&self, face: u8) -> u8 {
        self.0.get(usize::from(face)).copied().unwrap_or(0)
    }

    /// Faces from 6 down to 1 with their counts: the order in which "highest" rules look.
    pub(crate) fn descending(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        (1..=6u8)
            .rev()
            .map(|face| (face, self.0[usize::from(face)]))
    }

    /// The highest face showing at least `n` times.
    pub(crate) fn highest_with_at_least(&self, n: u8) -> Option<u8> {
        self.descending()
            .find(|&(_, count)| count >= n)
            .map(|(face, _)| face)
    }
}
