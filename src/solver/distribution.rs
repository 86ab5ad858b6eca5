//! The exact distribution of the final score under optimal play: a forward pass over the
//! states between turns, level by level from the empty card, carrying for each state the
//! probability of every score banked so far.
//!
//! The play is the bot's ([`super::BatchTurn::best_move`]: the same choices, ties broken the
//! same way), so a long simulation of the bot converges on this distribution. Upper sums whose
//! futures are equal (the solver's classes) share one state: what is banked already holds
//! their points. Each level's states are done in parallel and gathered per next state in a
//! fixed order, so the result is the same whatever the thread count.

use rayon::prelude::*;

use super::batch::{BatchScratch, BatchTurn, OutcomeScratch};
use super::model::{Model, UPPER_LANES};
use super::table::StrategyTable;
use crate::rules::{Category, RuleSet};

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

/// Bins per point for the bands' percentiles.
const BINS_PER_POINT: f64 = 4.0;

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

    /// Computes the distribution for `table`'s rule set, calling `progress` with the
    /// fraction done after each level.
    pub fn of(table: &StrategyTable, progress: &mut dyn FnMut(f64)) -> ScoreDistribution {
        let model = &table.model;
        let boxes = model.categories.len();
        let representative = representatives(model);
        let five_box = model.categories.iter().position(|&c| c == Category::Yatzy);
        // The states of the current level: (state, lane) -> chance of each score banked.
        let mut level: Vec<((u32, u8), Vec<f64>)> = vec![((0, 0), vec![1.0])];
        let mut five_of_a_kind_rate = 0.0;
        let mut box_means = vec![0.0; boxes];
        let mut bands = Vec::with_capacity(boxes + 1);
        for done in 0..boxes {
            bands.push(standing(table, &level));
            // Each state's lanes together: one solve of the turn serves them all.
            let mut by_state: Vec<(u32, Vec<Lane>)> = Vec::new();
            for ((state, lane), banked) in &level {
                match by_state.last_mut() {
                    Some((last, lanes)) if last == state => lanes.push((*lane, banked)),
                    _ => by_state.push((*state, vec![(*lane, banked)])),
                }
            }
            let moves: Vec<Vec<Move>> = by_state
                .par_iter()
                .map_init(
                    || (BatchScratch::default(), OutcomeScratch::default()),
                    |(scratch, work), (state, lanes)| {
                        let uppers: Vec<u8> = lanes.iter().map(|(lane, _)| *lane).collect();
                        let face_mask = model.face_mask(*state);
                        let mut moves = Vec::new();
                        for (chunk, sources) in uppers
                            .chunks(BatchTurn::LANES)
                            .zip(lanes.chunks(BatchTurn::LANES))
                        {
                            let turn = BatchTurn::solve(table, *state, chunk, scratch);
                            for ((lane, banked), outcomes) in
                                sources.iter().zip(turn.outcomes(work))
                            {
                                for outcome in outcomes {
                                    let (after, bonus) = match model.faces[outcome.bit] {
                                        Some(_) => model.add_upper(*lane, outcome.points),
                                        None => (*lane, 0),
                                    };
                                    let next =
                                        model.next_state(*state, outcome.bit, outcome.points);
                                    let face = model.faces[outcome.bit].map_or(0, |f| 1 << (f - 1));
                                    let mask = (face_mask | face) as usize;
                                    moves.push(Move {
                                        to: (next, representative[mask][usize::from(after)]),
                                        points: outcome.points + bonus + outcome.five_bonus,
                                        chance: outcome.chance,
                                        from: banked,
                                        bit: outcome.bit,
                                        box_points: outcome.points,
                                        fifty_in_five_box: Some(outcome.bit) == five_box
                                            && outcome.points == 50,
                                    });
                                }
                            }
                        }
                        moves
                    },
                )
                .collect();
            let mut moves: Vec<Move> = moves.into_iter().flatten().collect();
            for m in &moves {
                let reached = m.chance * m.from.iter().sum::<f64>();
                box_means[m.bit] += reached * f64::from(m.box_points);
                if m.fifty_in_five_box {
                    five_of_a_kind_rate += reached;
                }
            }
            // Gathered per next state in a fixed order: the sums come out the same on any
            // number of threads.
            moves.sort_by_key(|m| m.to);
            let groups: Vec<&[Move]> = moves.chunk_by(|a, b| a.to == b.to).collect();
            level = groups
                .par_iter()
                .map(|group| {
                    let length = group
                        .iter()
                        .map(|m| m.from.len() + usize::from(m.points))
                        .max()
                        .unwrap_or(0);
                    let mut banked = vec![0.0; length];
                    for m in group.iter() {
                        let points = usize::from(m.points);
                        for (slot, p) in banked[points..].iter_mut().zip(m.from) {
                            *slot += m.chance * p;
                        }
                    }
                    (group[0].to, banked)
                })
                .collect();
            progress((done + 1) as f64 / boxes as f64);
        }
        bands.push(standing(table, &level));
        let cap = model.threshold.min(UPPER_LANES as u16 - 1) as u8;
        let mut probabilities: Vec<f64> = Vec::new();
        let mut bonus_rate = 0.0;
        for ((_, lane), banked) in &level {
            if probabilities.len() < banked.len() {
                probabilities.resize(banked.len(), 0.0);
            }
            for (total, p) in probabilities.iter_mut().zip(banked) {
                *total += p;
            }
            if *lane >= cap {
                bonus_rate += banked.iter().sum::<f64>();
            }
        }
        ScoreDistribution {
            rules: model.rules,
            probabilities,
            bonus_rate,
            five_of_a_kind_rate,
            bands,
            box_means,
        }
    }
}

/// The [`BANDS`] percentiles of the expected final score over the states of one level.
fn standing(table: &StrategyTable, level: &[((u32, u8), Vec<f64>)]) -> [f64; BANDS.len()] {
    let bins = (f64::from(table.rules().max_total()) * BINS_PER_POINT) as usize + 2;
    let mut histogram = vec![0.0; bins];
    for ((state, lane), banked) in level {
        let future = table.value(*state, u16::from(*lane));
        for (points, &chance) in banked.iter().enumerate() {
            if chance > 0.0 {
                let bin = ((points as f64 + future) * BINS_PER_POINT) as usize;
                histogram[bin.min(bins - 1)] += chance;
            }
        }
    }
    let mut below = 0.0;
    let mut bin = 0;
    BANDS.map(|q| {
        let wanted = f64::from(q) / 100.0 - 1e-12;
        while bin + 1 < bins && below + histogram[bin] < wanted {
            below += histogram[bin];
            bin += 1;
        }
        (bin as f64 / BINS_PER_POINT).min(f64::from(table.rules().max_total()))
    })
}

/// A lane of a state with the chances of the scores banked there.
type Lane<'a> = (u8, &'a Vec<f64>);

/// One way a turn can end, from one state and lane, with the chances banked there.
struct Move<'a> {
    to: (u32, u8),
    points: u16,
    chance: f64,
    from: &'a Vec<f64>,
    /// The box scored, and the points written in it (before any bonus).
    bit: usize,
    box_points: u16,
    fifty_in_five_box: bool,
}

/// `representative[face_mask][sum]`: the lane standing for `sum` among the upper sums with
/// equal futures once the Left boxes of `face_mask` are filled.
fn representatives(model: &Model) -> Vec<[u8; UPPER_LANES]> {
    model
        .classes
        .iter()
        .map(|classes| {
            let mut lanes: [u8; UPPER_LANES] = std::array::from_fn(|sum| sum as u8);
            for (representative, members) in classes {
                for &sum in members {
                    lanes[usize::from(sum)] = *representative;
                }
            }
            lanes
        })
        .collect()
}
