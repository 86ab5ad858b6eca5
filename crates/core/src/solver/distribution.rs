//! The exact distribution of the final score under optimal play, from the empty card or from
//! any position between turns: a forward pass over the states between turns ([`forward`]),
//! carrying for each state the probability of every score banked so far.
//!
//! The play is the bot's ([`super::BatchTurn::best_move`]: the same choices, ties broken the
//! same way), so a long simulation of the bot converges on this distribution. Upper sums whose
//! futures are equal (the solver's classes) share one state: what is banked already holds
//! their points. The result is the same whatever the thread count.

use super::analysis::{PositionError, Situation, position_state};
use super::forward;
use super::table::Solution;
use crate::rules::RuleSet;

/// The final score's distribution under optimal play, with the rates that go with it.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreDistribution {
    pub rules: RuleSet,
    /// `probabilities[s]`: the chance of a final score of exactly `s`.
    pub probabilities: Vec<f64>,
    /// The chance of earning the Left Section bonus.
    pub bonus_rate: f64,
    /// The chance that the five-of-a-kind box holds 50 at the end.
    pub five_of_a_kind_rate: f64,
    /// Where optimal games stand after each number of turns (0 to all): the [`BANDS`]
    /// percentiles of their expected final score then (the points banked plus the table's
    /// value of what is left), to a quarter of a point. After the last turn they are the
    /// final score's.
    pub bands: Vec<[f64; BANDS.len()]>,
    /// The mean points of each box (in card order) under optimal play.
    pub box_means: Vec<f64>,
}

/// The percentiles of the trajectory bands.
pub const BANDS: [u8; 5] = [10, 25, 50, 75, 90];

/// The percentiles `yatzy solve --distribution` prints.
pub const PERCENTILES: [u8; 8] = [5, 10, 25, 50, 75, 90, 95, 99];

impl ScoreDistribution {
    pub fn mean(&self) -> f64 {
        self.probabilities
            .iter()
            .enumerate()
            .map(|(score, p)| score as f64 * p)
            .sum()
    }

    pub fn std_dev(&self) -> f64 {
        let mean = self.mean();
        let variance: f64 = self
            .probabilities
            .iter()
            .enumerate()
            .map(|(score, p)| (score as f64 - mean).powi(2) * p)
            .sum();
        variance.sqrt()
    }

    /// The `q`-th percentile: the smallest score `s` with P(score <= s) >= q/100.
    pub fn percentile(&self, q: u8) -> u16 {
        let wanted = f64::from(q) / 100.0;
        let mut below = 0.0;
        for (score, p) in self.probabilities.iter().enumerate() {
            below += p;
            // A hair of slack for the rounding of a long sum.
            if below >= wanted - 1e-12 {
                return score as u16;
            }
        }
        self.probabilities.len().saturating_sub(1) as u16
    }

    /// The share of optimal games that end below `score`: a score "better than" that many.
    pub fn share_below(&self, score: u16) -> f64 {
        self.probabilities
            .iter()
            .take(usize::from(score))
            .sum::<f64>()
            .clamp(0.0, 1.0)
    }

    /// The scores with a chance above zero, with their chances.
    pub fn points(&self) -> impl Iterator<Item = (u16, f64)> + '_ {
        self.probabilities
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(score, p)| (score as u16, *p))
    }

    /// Computes the distribution for `table`'s rule set from the empty card, calling
    /// `progress` with the fraction done after each level.
    pub fn of(table: &Solution, progress: &mut dyn FnMut(f64)) -> ScoreDistribution {
        Self::passed(forward::pass(table, 0, 0, 0, progress), table)
    }

    /// The distribution of the final score from `situation`, a position between turns, under
    /// optimal play from there: the points banked (`situation.banked`, the bonus included
    /// once earned) plus those still to come. Its mean is the table's value there plus the
    /// points banked. The rates are those of the end of the game (the bonus counts if it is
    /// earned already; the five-of-a-kind rate is the chance of scoring 50 there from now
    /// on), `bands` has a row per turn still to play and one before them, and `box_means`
    /// counts the points still to come (0 in boxes filled already). A full card gives the
    /// points banked, for certain. The work shrinks as the card fills: after two turns it is
    /// about a quarter of the whole game's.
    pub fn from_position(
        table: &Solution,
        situation: &Situation,
        progress: &mut dyn FnMut(f64),
    ) -> Result<ScoreDistribution, PositionError> {
        let (state, upper) = position_state(table, situation)?;
        let found = forward::pass(table, state, upper, situation.banked, progress);
        Ok(Self::passed(found, table))
    }

    /// The distribution from `state` with upper sum `upper` and `banked` points, and the
    /// most points more it could have started with for its every figure to move by exactly
    /// those points (see [`super::Future`]).
    pub(super) fn from_state(
        table: &Solution,
        state: u32,
        upper: u8,
        banked: u16,
    ) -> (ScoreDistribution, u16) {
        let found = forward::pass(table, state, upper, banked, &mut |_| {});
        let shift_limit = found.shift_limit;
        (Self::passed(found, table), shift_limit)
    }

    fn passed(found: forward::PassResult, table: &Solution) -> ScoreDistribution {
        ScoreDistribution {
            rules: table.rules(),
            probabilities: found.probabilities,
            bonus_rate: found.bonus_rate,
            five_of_a_kind_rate: found.five_of_a_kind_rate,
            bands: found.bands,
            box_means: found.box_means,
        }
    }
}
