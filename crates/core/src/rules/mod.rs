//! The rules of the game as pure functions: dice in, scores out.
//!
//! No I/O, no randomness and no UI live here; `../shared/RULES.md` is the specification.
//! Everything a front end or the solver asks ("what does this roll score there", "where may
//! it go", "what is the total") is answered by this module, so no score is computed twice.

mod category;
mod dice;
mod ruleset;
mod scorecard;
mod scoring;

pub use category::{Category, Section, UnknownCategory};
pub use dice::{DISTINCT_ROLLS, Dice, DiceError, FaceCounts, MAX_DICE};
pub use ruleset::{RuleSet, UnknownCategoryFor, UnknownRuleSet, UpperBonus};
pub use scorecard::{
    BonusProgress, CardError, Constraint, Forced, Placement, PlacementError, ScoreCard,
};

/// What `dice` score in `category` under Scandinavian Yatzy, the default rule set.
pub fn score(category: Category, dice: &Dice) -> u16 {
    RuleSet::Yatzy.score(category, dice)
}
