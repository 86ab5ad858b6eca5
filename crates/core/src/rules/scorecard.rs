//! One player's score card: which boxes are filled, with what, and the sums that follow.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::category::{Category, Section};
use super::dice::Dice;
use super::ruleset::RuleSet;
use super::scoring;

/// A box a roll may go in, and what it would score there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub category: Category,
    pub points: u16,
}

/// Why a roll may not be scored in a box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// The box already holds a score.
    #[error("{0} is already filled")]
    AlreadyFilled(Category),
    /// The box is not on this rule set's card.
    #[error("{0} is not a box in {name}", name = .1.name())]
    NotOnCard(Category, RuleSet),
    /// A five of a kind must go elsewhere (Yacht and Yahtzee rules).
    #[error("{}", capitalized(.0))]
    Forced(Forced),
}

/// Where the rules send a roll: a five of a kind in Yacht and Yahtzee, any roll in Forced Yatzy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forced {
    /// Yacht: while the Yacht box is open, a Yacht goes there.
    YachtBox(RuleSet),
    /// Once the five-of-a-kind box is filled, the numbers box of the face, while open.
    NumbersBox(RuleSet, Category),
    /// Yahtzee: a Joker goes in an open lower box while there is one.
    LowerBoxFirst(RuleSet),
    /// Forced Yatzy: every roll goes in the first open box.
    InOrder(Category),
}

/// How the rules constrain where a roll may go on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// Any open box, by the box's own rule.
    Free,
    /// Only this box (a forced five of a kind).
    Only(Category, Forced),
    /// A Joker: open hands boxes at full value; open numbers boxes at 0 when `numbers` is set.
    Joker { numbers: bool },
}

impl fmt::Display for Forced {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Forced::YachtBox(rules) => {
                let name = rules.category_name(Category::Yatzy);
                write!(f, "a {name} must go in the {name} box while it is open")
            }
            Forced::NumbersBox(rules, category) => {
                let name = rules.category_name(Category::Yatzy);
                write!(
                    f,
                    "with the {name} box filled, a {name} must go in {category} while it is open"
                )
            }
            Forced::LowerBoxFirst(rules) => {
                let name = rules.category_name(Category::Yatzy);
                write!(
                    f,
                    "a {name} Joker must go in an open lower box while there is one"
                )
            }
            Forced::InOrder(category) => write!(
                f,
                "in Forced Yatzy the boxes are filled in order: this turn scores in {category}"
            ),
        }
    }
}

/// The rule's sentence, begun with a capital.
fn capitalized(forced: &Forced) -> String {
    let text = forced.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

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
    /// Yacht (Yahtzee) bonuses earned: five of a kind rolled again with 50 in its box.
    five_of_a_kind_bonuses: u8,
}

impl ScoreCard {
    /// An empty card.
    pub fn new(rules: RuleSet) -> Self {
        ScoreCard {
            rules,
            boxes: [None; Category::ALL.len()],
            five_of_a_kind_bonuses: 0,
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

    /// How many Yacht (Yahtzee) bonuses were earned.
    pub fn five_of_a_kind_bonuses(&self) -> u8 {
        self.five_of_a_kind_bonuses
    }

    /// The points of those bonuses.
    pub fn five_of_a_kind_bonus_points(&self) -> u16 {
        u16::from(self.five_of_a_kind_bonuses) * self.rules.five_of_a_kind_bonus()
    }

    /// The grand total: both sections, the Left Section bonus and any Yacht bonuses.
    pub fn total(&self) -> u16 {
        self.left_sum() + self.bonus() + self.right_sum() + self.five_of_a_kind_bonus_points()
    }

    /// How the rules constrain where `dice` may go now.
    pub fn constraint(&self, dice: &Dice) -> Constraint {
        if self.rules.in_order() {
            return match self.open_categories().next() {
                Some(next) => Constraint::Only(next, Forced::InOrder(next)),
                None => Constraint::Free,
            };
        }
        let counts = dice.face_counts();
        let Some(face) = counts
            .highest_with_at_least(5)
            .filter(|_| self.rules.has_joker())
        else {
            return Constraint::Free;
        };
        let numbers_box = Category::ALL[usize::from(face) - 1];
        let five_box_open = self.is_open(Category::Yatzy);
        match self.rules {
            RuleSet::Yatzy | RuleSet::Forced => Constraint::Free,
            RuleSet::Yacht if five_box_open => {
                Constraint::Only(Category::Yatzy, Forced::YachtBox(self.rules))
            }
            RuleSet::Yahtzee if five_box_open => Constraint::Free,
            _ if self.is_open(numbers_box) => {
                Constraint::Only(numbers_box, Forced::NumbersBox(self.rules, numbers_box))
            }
            RuleSet::Yacht => Constraint::Joker { numbers: true },
            RuleSet::Yahtzee => {
                let lower_open = self
                    .open_categories()
                    .any(|c| c.section() == Section::Right);
                Constraint::Joker {
                    numbers: !lower_open,
                }
            }
        }
    }

    /// Whether scoring `dice` now earns a Yacht (Yahtzee) bonus: five of a kind again while
    /// the five-of-a-kind box holds 50.
    pub(crate) fn earns_five_of_a_kind_bonus(&self, dice: &Dice) -> bool {
        self.rules.has_joker()
            && dice.face_counts().highest_with_at_least(5).is_some()
            && self.get(Category::Yatzy) == Some(50)
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
        match self.constraint(dice) {
            Constraint::Free => Ok(self.rules.score(category, dice)),
            Constraint::Only(only, _) if only == category => Ok(self.rules.score(category, dice)),
            Constraint::Only(_, forced) => Err(PlacementError::Forced(forced)),
            Constraint::Joker { numbers } => match category.section() {
                Section::Right => Ok(scoring::joker(category, dice)),
                Section::Left if numbers => Ok(0),
                Section::Left => Err(PlacementError::Forced(Forced::LowerBoxFirst(self.rules))),
            },
        }
    }

    /// The Yacht (Yahtzee) bonus scoring `dice` now would earn, in points (0 if none).
    pub fn bonus_earned_by(&self, dice: &Dice) -> u16 {
        if self.earns_five_of_a_kind_bonus(dice) {
            self.rules.five_of_a_kind_bonus()
        } else {
            0
        }
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
        if self.earns_five_of_a_kind_bonus(dice) {
            self.five_of_a_kind_bonuses += 1;
        }
        self.boxes[category.index()] = Some(points);
        Ok(points)
    }
}

/// The on-disk shape of a card.
#[derive(Serialize, Deserialize)]
struct SavedCard {
    rules: RuleSet,
    boxes: BTreeMap<Category, u16>,
    #[serde(default, skip_serializing_if = "is_zero")]
    five_of_a_kind_bonuses: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
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
            five_of_a_kind_bonuses: card.five_of_a_kind_bonuses,
        }
    }
}

/// Why a saved card is not a possible one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    #[error("{0} is not a box of {rules}", rules = .1.name())]
    NotOnCard(Category, RuleSet),
    /// No roll scores `points` in the box, by its rule or as a Joker.
    #[error("{box_name} holds {points}, which no roll scores there (at most {max})")]
    Impossible {
        box_name: &'static str,
        points: u16,
        max: u16,
    },
    #[error("{0} five-of-a-kind bonuses are impossible on this card")]
    Bonuses(u8),
    /// Forced Yatzy fills its boxes in order, so no box is filled after an open one.
    #[error("{0} is filled while an earlier box is open, which Forced Yatzy never allows")]
    OutOfOrder(Category),
}

impl TryFrom<SavedCard> for ScoreCard {
    type Error = CardError;
    /// Only cards that could come from play: each box on the card holding a value some roll
    /// scores there, and five-of-a-kind bonuses only where the rules have them, the five-of-a-kind
    /// box holds 50, and another box was filled for each. (A game checks its card further,
    /// by replaying its turns.)
    fn try_from(saved: SavedCard) -> Result<Self, Self::Error> {
        let rules = saved.rules;
        let mut card = ScoreCard::new(rules);
        for (category, points) in saved.boxes {
            if !rules.has(category) {
                return Err(CardError::NotOnCard(category, rules));
            }
            if !rules.is_possible_score(category, points) {
                return Err(CardError::Impossible {
                    box_name: rules.category_name(category),
                    points,
                    max: rules.max_box(category),
                });
            }
            card.boxes[category.index()] = Some(points);
        }
        if rules.in_order()
            && let Some(first_open) = card.open_categories().next()
            && let Some(late) = rules
                .categories()
                .iter()
                .copied()
                .find(|&c| c > first_open && card.get(c).is_some())
        {
            return Err(CardError::OutOfOrder(late));
        }
        let bonuses = saved.five_of_a_kind_bonuses;
        let possible = if rules.has_joker() && card.get(Category::Yatzy) == Some(50) {
            card.filled_count() - 1
        } else {
            0
        };
        if usize::from(bonuses) > possible {
            return Err(CardError::Bonuses(bonuses));
        }
        card.five_of_a_kind_bonuses = bonuses;
        Ok(card)
    }
}
