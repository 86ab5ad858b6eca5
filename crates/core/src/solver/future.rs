//! What a state between turns has still to come: the distribution of the points it will yet
//! score under optimal play, with none banked. Every position at the state shares it (the
//! points banked only move it), so it can be kept once and shared by every player, game and
//! table that reaches the state ([`crate::chances::Kept`] keeps them).
//!
//! Moving it is exact: the forward pass does the same sums whatever it starts with banked
//! (every score it holds is an offset and a run of chances, and the offsets are whole
//! numbers), so [`Future::at`] gives bit for bit what [`ScoreDistribution::from_position`]
//! computes afresh. The one exception is the bands' binning of `points + future` to a quarter
//! of a point, whose rounding could fall differently for a future a hair off a bin's edge: the
//! pass says how far its bands move exactly, and beyond that a position is computed afresh.

use super::analysis::{PositionError, Situation, position_state};
use super::distribution::ScoreDistribution;
use super::table::Solution;
use crate::rules::RuleSet;

/// Which state a future is of: the rules and the table's risk appetite (whose play it is),
/// the filled boxes with the five-of-a-kind flag, and the Left Section sum's class (its
/// representative sum: sums of one class have one future).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FutureKey {
    pub rules: RuleSet,
    /// The table's risk appetite, as bits (0 for the expected score).
    pub risk: u64,
    pub state: u32,
    pub lane: u8,
}

impl FutureKey {
    /// The key of `situation`'s state under `table`, if it is a position of `table`'s game.
    pub fn of(table: &Solution, situation: &Situation) -> Result<FutureKey, PositionError> {
        let (state, upper) = position_state(table, situation)?;
        let model = &table.model;
        Ok(FutureKey {
            rules: table.rules(),
            risk: risk_bits(table),
            state,
            lane: model.lane(model.face_mask(state), upper),
        })
    }

    /// The states optimal play reaches from the empty card in its first `turns` turns under
    /// `table`, each with the chance of reaching it, the likeliest first (ties in the order
    /// of the states): where a game's first turns will most likely want their futures.
    pub fn reached(table: &Solution, turns: usize) -> Vec<(FutureKey, f64)> {
        let mut reached: Vec<(FutureKey, f64)> = (1..=turns)
            .flat_map(|turn| super::forward::reach(table, turn))
            .map(|(state, lane, chance)| {
                let key = FutureKey {
                    rules: table.rules(),
                    risk: risk_bits(table),
                    state,
                    lane,
                };
                (key, chance)
            })
            .collect();
        reached.sort_by(|a, b| b.1.total_cmp(&a.1));
        reached
    }

    /// Every state `turns` turns can reach under `table`'s rules, however they are played:
    /// the table's states with that many boxes filled, each Left Section sum's class that can
    /// occur there once, in the table's order.
    pub fn after_any_turns(table: &Solution, turns: usize) -> Vec<FutureKey> {
        let model = &table.model;
        Solution::compact_slots(model)
            .filter(|&(state, _)| (state & model.full_mask()).count_ones() as usize == turns)
            .map(|(state, lane)| FutureKey {
                rules: table.rules(),
                risk: risk_bits(table),
                state,
                lane,
            })
            .collect()
    }

    /// How many boxes are filled at the state.
    pub fn filled(&self) -> usize {
        (self.state & ((1 << self.rules.categories().len()) - 1)).count_ones() as usize
    }

    /// Whether `table` is the table whose play this key's futures follow.
    pub fn belongs_to(&self, table: &Solution) -> bool {
        self.rules == table.rules() && self.risk == risk_bits(table)
    }
}

/// The bits of `table`'s risk appetite, the same for 0 and -0 (a table solved for the
/// expected score may say either).
fn risk_bits(table: &Solution) -> u64 {
    let risk = table.risk();
    if risk == 0.0 { 0 } else { risk.to_bits() }
}

/// The points still to come from a state, under optimal play.
#[derive(Clone, Debug, PartialEq)]
pub struct Future {
    pub key: FutureKey,
    /// The distribution from the state with nothing banked.
    pub to_come: ScoreDistribution,
    /// The most points banked for which [`Future::at`] is exact (see the module's note).
    pub shift_limit: u16,
}

impl Future {
    /// Computes the future of `key`'s state by a forward pass under `table`, whose key it
    /// must be (see [`FutureKey::belongs_to`]).
    pub fn compute(table: &Solution, key: FutureKey) -> Future {
        let (to_come, shift_limit) = ScoreDistribution::from_state(table, key.state, key.lane, 0);
        Future {
            key,
            to_come,
            shift_limit,
        }
    }

    /// The final score's distribution at a position of this state with `banked` points:
    /// bit for bit [`ScoreDistribution::from_position`]'s. `None` beyond the points for
    /// which moving the bands is exact (then the position is to be computed afresh).
    pub fn at(&self, banked: u16) -> Option<ScoreDistribution> {
        if banked > self.shift_limit {
            return None;
        }
        let to_come = &self.to_come;
        let mut probabilities = vec![0.0; usize::from(banked)];
        probabilities.extend_from_slice(&to_come.probabilities);
        let moved = f64::from(banked);
        Some(ScoreDistribution {
            rules: to_come.rules,
            probabilities,
            bonus_rate: to_come.bonus_rate,
            five_of_a_kind_rate: to_come.five_of_a_kind_rate,
            bands: to_come
                .bands
                .iter()
                .map(|row| row.map(|band| band + moved))
                .collect(),
            box_means: to_come.box_means.clone(),
        })
    }

    /// Whether it can be `table`'s future of its state, as far as a stored one can be checked
    /// beyond its own consistency: its mean is the table's value there (for the expected
    /// score's table, whose values are points), and moving it by its limit keeps every score
    /// and band within the rule set's maximum.
    pub fn fits(&self, table: &Solution) -> bool {
        let max = f64::from(table.rules().max_total());
        let limit = f64::from(self.shift_limit);
        let top_score = self.to_come.probabilities.len().saturating_sub(1) as f64;
        let top_band = self
            .to_come
            .bands
            .iter()
            .flatten()
            .fold(0.0, |a: f64, &b| a.max(b));
        let value = table.value(self.key.state, u16::from(self.key.lane));
        let mean_fits = self.key.risk != 0 || (self.to_come.mean() - value).abs() <= 1e-6;
        self.key.belongs_to(table)
            && mean_fits
            && top_score + limit <= max
            && top_band + limit <= max
    }

    /// About how many bytes it holds.
    pub fn bytes(&self) -> usize {
        let d = &self.to_come;
        let values = d.probabilities.len() + d.bands.len() * super::BANDS.len() + d.box_means.len();
        std::mem::size_of::<Future>() + values * std::mem::size_of::<f64>()
    }
}
