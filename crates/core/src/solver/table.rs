//! The table of expected future scores between turns, for every reachable state, and how it
//! is computed: level by level from the full card back to the empty one, each level's states
//! in parallel.

use rayon::prelude::*;

use super::dice_space::DiceSpace;
use super::model::{Model, UPPER_LANES};
use super::turn::{BLOCK, HALF, Row, Scratch, TurnKernel};
use crate::rules::RuleSet;

/// Expected future scores of optimal play.
pub struct Solution {
    pub(crate) model: Model,
    /// `values[filled * 64 + upper]`; NaN for states that cannot occur.
    pub(crate) values: Vec<f64>,
}

impl std::fmt::Debug for Solution {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solution")
            .field("rules", &self.model.rules)
            .field("expected_score", &self.expected_score())
            .finish_non_exhaustive()
    }
}

impl Solution {
    /// Solves `rules` exactly, calling `progress` with the fraction done (0..=1) after each
    /// level of filled boxes.
    pub fn solve(rules: RuleSet, progress: &mut dyn FnMut(f64)) -> Solution {
        Self::solve_model(Model::new(rules), progress)
    }

    /// Solves `rules` for risk appetite `risk` (see [`Model::with_risk`]): the table then
    /// ranks choices by expected utility, not by expected score.
    pub fn solve_with_risk(rules: RuleSet, risk: f64, progress: &mut dyn FnMut(f64)) -> Solution {
        Self::solve_model(Model::with_risk(rules, risk), progress)
    }

    fn solve_model(model: Model, progress: &mut dyn FnMut(f64)) -> Solution {
        let boxes = model.categories.len();
        let full = model.full_mask();
        let flag = model.holds_50_flag();
        // The flag exists only once the five-of-a-kind box is filled.
        let states_at = |level: u32| -> Vec<u32> {
            Self::solved_states(&model)
                .filter(|&state| (state & full).count_ones() == level)
                .collect()
        };
        let finals = 1 + usize::from(model.joker_box.is_some());
        let total = (0..boxes as u32)
            .map(|level| states_at(level).len())
            .sum::<usize>() as f64
            + finals as f64;
        let mut done = 0.0;
        let mut values = vec![f64::NAN; model.state_count() * UPPER_LANES];
        // With every box filled nothing more can be scored, whatever the flag says.
        for state in [full, full | flag].into_iter().take(finals) {
            values[state as usize * UPPER_LANES..][..UPPER_LANES].fill(model.terminal());
            done += 1.0;
        }
        for level in (0..boxes as u32).rev() {
            let states = states_at(level);
            let turn = TurnKernel {
                model: &model,
                space: DiceSpace::get(),
                table: &values,
            };
            let solved: Vec<(u32, [f64; UPPER_LANES])> = states
                .par_iter()
                .map_init(Blocks::default, |blocks, &filled| {
                    let classes = &model.classes[model.face_mask(filled) as usize];
                    let lanes: Vec<u8> = classes
                        .iter()
                        .map(|&(representative, _)| representative)
                        .collect();
                    let mut by_lane = [0.0; UPPER_LANES];
                    blocks.solve(&turn, filled, &lanes, &mut by_lane);
                    let mut row = [f64::NAN; UPPER_LANES];
                    for ((_, members), &value) in classes.iter().zip(&by_lane) {
                        for &upper in members {
                            row[usize::from(upper)] = value;
                        }
                    }
                    (filled, row)
                })
                .collect();
            for (filled, row) in solved {
                values[filled as usize * UPPER_LANES..][..UPPER_LANES].copy_from_slice(&row);
            }
            done += states.len() as f64;
            progress((done / total).min(1.0));
        }
        Solution { model, values }
    }

    /// The states the solve computes a row for, but the full card (whose rows hold nothing
    /// to come): every reachable set of filled boxes, then the same with the flag for 50 in
    /// the five-of-a-kind box where that box is filled. In ascending order.
    fn solved_states(model: &Model) -> impl Iterator<Item = u32> + '_ {
        let full = model.full_mask();
        let flag = model.holds_50_flag();
        (0..full)
            .filter(|&f| model.can_reach(f))
            .flat_map(move |f| {
                let flagged = model.joker_box.is_some_and(|bit| f & (1 << bit) != 0);
                std::iter::once(f).chain(flagged.then_some(f | flag))
            })
    }

    /// The table as the cache keeps it: one value per class of upper sums with equal futures
    /// (see [`Model::classes`]) of each solved state, in order. Everything else in the table
    /// follows from the rules: which sums can occur, and the full card's nothing to come.
    pub(crate) fn compact(&self) -> Vec<f64> {
        Self::compact_slots(&self.model)
            .map(|(state, upper)| self.values[state as usize * UPPER_LANES + usize::from(upper)])
            .collect()
    }

    /// What each value of [`Solution::compact`] is the value of, in order: its state and the
    /// least upper sum of its class.
    pub(crate) fn compact_slots(model: &Model) -> impl Iterator<Item = (u32, u8)> + '_ {
        Self::solved_states(model).flat_map(move |state| {
            model.classes[model.face_mask(state) as usize]
                .iter()
                .map(move |&(representative, _)| (state, representative))
        })
    }

    /// Rebuilds a table from [`Solution::compact`]'s values (the cache), checking their
    /// number.
    pub(crate) fn from_compact(rules: RuleSet, compact: &[f64]) -> Option<Solution> {
        let model = Model::new(rules);
        let mut values = vec![f64::NAN; model.state_count() * UPPER_LANES];
        let full = model.full_mask();
        let finals = 1 + usize::from(model.joker_box.is_some());
        for state in [full, full | model.holds_50_flag()]
            .into_iter()
            .take(finals)
        {
            values[state as usize * UPPER_LANES..][..UPPER_LANES].fill(model.terminal());
        }
        let mut stored = compact.iter();
        for state in Self::solved_states(&model) {
            let row = &mut values[state as usize * UPPER_LANES..][..UPPER_LANES];
            for (_, members) in &model.classes[model.face_mask(state) as usize] {
                let value = *stored.next()?;
                for &upper in members {
                    row[usize::from(upper)] = value;
                }
            }
        }
        stored
            .next()
            .is_none()
            .then_some(Solution { model, values })
    }

    pub fn rules(&self) -> RuleSet {
        self.model.rules
    }

    /// The risk appetite the table was solved for (0: the expected score).
    pub fn risk(&self) -> f64 {
        -self.model.theta * 100.0
    }

    /// The expected final score of a new game played optimally.
    pub fn expected_score(&self) -> f64 {
        self.values[0]
    }

    /// The expected future score (bonus still to come included) at the start of a turn.
    pub fn value(&self, filled: u32, upper: u16) -> f64 {
        let upper = usize::from(upper.min(UPPER_LANES as u16 - 1));
        self.values
            .get(filled as usize * UPPER_LANES + upper)
            .copied()
            .unwrap_or(f64::NAN)
    }

    /// How many states can occur (the table's other slots hold NaN).
    pub fn reachable_states(&self) -> usize {
        self.values.iter().filter(|v| !v.is_nan()).count()
    }

    /// The size of the table in memory, in bytes.
    pub fn memory_bytes(&self) -> usize {
        self.values.len() * std::mem::size_of::<f64>()
    }
}

/// Work buffers of one thread for blocks of 8 and 16 upper sums. Each lane is computed on its
/// own, so the width changes no value, only the work. (Narrower blocks, or 9 to 12 sums as 8
/// and 4, cost more than they save: a block's fixed work is a good part of it.)
#[derive(Default)]
struct Blocks {
    half: Scratch<HALF>,
    full: Scratch<BLOCK>,
}

impl Blocks {
    /// Solves the turn of `filled` for `lanes`, into `values` (one per lane): blocks of 16,
    /// the last one only 8 wide when that holds its sums.
    fn solve(&mut self, turn: &TurnKernel, filled: u32, lanes: &[u8], values: &mut [f64]) {
        for (block, results) in lanes.chunks(BLOCK).zip(values.chunks_mut(BLOCK)) {
            let results = &mut results[..block.len()];
            if block.len() <= HALF {
                solve_block(turn, filled, block, &mut self.half, results);
            } else {
                solve_block(turn, filled, block, &mut self.full, results);
            }
        }
    }
}

/// One block: `lanes` padded with its last sum to `N`.
fn solve_block<const N: usize>(
    turn: &TurnKernel,
    filled: u32,
    lanes: &[u8],
    scratch: &mut Scratch<N>,
    results: &mut [f64],
) {
    let padded: [u8; N] = std::array::from_fn(|i| lanes[i.min(lanes.len() - 1)]);
    let row: Row<N> = turn.solve_state(filled, &padded, scratch);
    results.copy_from_slice(&row[..lanes.len()]);
}
