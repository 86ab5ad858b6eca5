//! One player's score card: which boxes are filled, with what, and the sums that follow.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::category::{Category, Section};
use super::dice::Dice;
use super::ruleset::RuleSet;

/// A box a roll may go in, and what it would score there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub category: Category,
    pub points: u16,
}

/// Why a roll may not be scored in a box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// The box already holds a score.
    AlreadyFilled(Category),
    /// The box is not on this rule set's card.
    NotOnCard(Category, RuleSet),
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::AlreadyFilled(category) => {
                write!(f, "{category} is already filled")
            }
            PlacementError::NotOnCard(category, rules) => {
                write!(f, "{category} is not a box in {}", rules.name())
            }
        }
    }
}

impl std::error::Error for PlacementError {}

/// Where the Left Section stands against its bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BonusProgress {
    /// Ones..Sixes so far.
    pub sum: u16,
    /// The sum that earns the bonus.
    pub threshold: u16,
    /// Points the bonus is worth.
    pub points: u16,
    /// Points still missing (0 once reached).
    pub to_go: u16,
    /// Whether the open Left boxes can still make up the difference (five of their face each).
    pub reachable: bool,
}

/// The boxes of one card. Serialized as `{rules, boxes: {id: score}}` with only filled boxes,
/// so a saved card reads plainly and does not depend on the order of the enum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SavedCard", into = "SavedCard")]
pub struct ScoreCard {
    rules: RuleSet,
    boxes: [Option<u16>; Category::ALL.len()],
}

impl ScoreCard {
    /// An empty card.
    pub fn new(rules: RuleSet) -> Self {
        ScoreCard {
            rules,
            boxes: [None; Category::ALL.len()],
        }
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// The score in a box, or `None` while it is open (or not on this card).
    pub fn get(&self, category: Category) -> Option<u16> {
        self.boxes[category.index()]
    }

    /// Whether the box is on this card and still open.
    pub fn is_open(&self, category: Category) -> bool {
        self.rules.has(category) && self.get(category).is_none()
    }

    /// The open boxes, in card order.
    pub fn open_categories(&self) -> impl Iterator<Item = Category> + '_ {
        self.rules
            .categories()
            .iter()
            .copied()
            .filter(|&c| self.get(c).is_none())
    }

    /// How many boxes hold a score.
    pub fn filled_count(&self) -> usize {
        self.rules.categories().len() - self.open_categories().count()
    }

    /// Every box is filled: the game is over.
    pub fn is_complete(&self) -> bool {
        self.open_categories().next().is_none()
    }

    fn section_sum(&self, section: Section) -> u16 {
        self.rules
            .categories()
            .iter()
            .filter(|c| c.section() == section)
            .filter_map(|&c| self.get(c))
            .sum()
    }

    /// Ones..Sixes so far, without the bonus.
    pub fn left_sum(&self) -> u16 {
        self.section_sum(Section::Left)
    }

    /// The Left Section bonus earned so far (it is earned for good once the sum reaches the threshold).
    pub fn bonus(&self) -> u16 {
        let bonus = self.rules.upper_bonus();
        if self.left_sum() >= bonus.threshold {
            bonus.points
        } else {
            0
        }
    }

    /// The Right Section so far.
    pub fn right_sum(&self) -> u16 {
        self.section_sum(Section::Right)
    }

    /// The grand total: both sections and the bonus.
    pub fn total(&self) -> u16 {
        self.left_sum() + self.bonus() + self.right_sum()
    }

    /// How far the Left Section is from its bonus.
    pub fn bonus_progress(&self) -> BonusProgress {
        let bonus = self.rules.upper_bonus();
        let sum = self.left_sum();
        let to_go = bonus.threshold.saturating_sub(sum);
        let best_still_possible: u16 = self
            .open_categories()
            .filter_map(Category::upper_face)
            .map(|face| 5 * u16::from(face))
            .sum();
        BonusProgress {
            sum,
            threshold: bonus.threshold,
            points: bonus.points,
            to_go,
            reachable: best_still_possible >= to_go,
        }
    }

    /// What `dice` would score in `category` now, or why they may not go there.
    pub fn placement(&self, category: Category, dice: &Dice) -> Result<u16, PlacementError> {
        if !self.rules.has(category) {
            return Err(PlacementError::NotOnCard(category, self.rules));
        }
        if self.get(category).is_some() {
            return Err(PlacementError::AlreadyFilled(category));
        }
        Ok(self.rules.score(category, dice))
    }

    /// Every box `dice` may go in now, with its points, in card order.
    pub fn placements(&self, dice: &Dice) -> Vec<Placement> {
        self.open_categories()
            .filter_map(|category| {
                self.placement(category, dice)
                    .ok()
                    .map(|points| Placement { category, points })
            })
            .collect()
    }

    /// Scores `dice` in `category`; returns the points written. Changes nothing on error.
    pub fn fill(&mut self, category: Category, dice: &Dice) -> Result<u16, PlacementError> {
        let points = self.placement(category, dice)?;
        self.boxes[category.index()] = Some(points);
        Ok(points)
    }
}

/// The on-disk shape of a card.
#[derive(Serialize, Deserialize)]
struct SavedCard {
    rules: RuleSet,
    boxes: BTreeMap<Category, u16>,
}

impl From<ScoreCard> for SavedCard {
    fn from(card: ScoreCard) -> Self {
        let boxes = Category::ALL
            .into_iter()
            .filter_map(|c| card.get(c).map(|points| (c, points)))
            .collect();
        SavedCard {
            rules: card.rules,
            boxes,
        }
    }
}

impl TryFrom<SavedCard> for ScoreCard {
    type Error = PlacementError;
    fn try_from(saved: SavedCard) -> Result<Self, Self::Error> {
        let mut card = ScoreCard::new(saved.rules);
        for (category, points) in saved.boxes {
            if !saved.rules.has(category) {
                return Err(PlacementError::NotOnCard(category, saved.rules));
            }
            card.boxes[category.index()] = Some(points);
        }
        Ok(card)
    }
}
