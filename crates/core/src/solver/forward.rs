//! The forward pass behind [`super::ScoreDistribution`]: from a starting state, level by level
//! to the full card, each state (filled boxes, upper-sum class) carrying the chance of every
//! score banked so far, each turn played as the optimal bot plays it ([`super::turn_play`]).
//!
//! Lean by construction: a state's chances cover only the scores it can have banked (an
//! offset and a short run, not every score from 0), and a level is done in chunks of its
//! sets of filled boxes, each chunk's states freed as soon as their turns are passed on, so
//! at most about one level and a half is held at once. Deterministic whatever the thread
//! count: the chunks are fixed, the turns of a chunk are played in parallel, and what they
//! pass on is added to each next state in a fixed order (by chunk, then by source), one task
//! per next set of filled boxes.

mod hand_over;
mod states;

use std::sync::Mutex;

use rayon::prelude::*;

use super::bands::Histogram;
use super::batch::{BOXES, BatchScratch, BatchTurn};
use super::model::UPPER_LANES;
use super::table::Solution;
use super::turn::BLOCK;
use super::turn_play::{PlayScratch, play};
use crate::rules::Category;
use hand_over::hand_over;
use states::MaskStates;

/// Sets of filled boxes per chunk: enough to keep both cores busy, few enough that a
/// chunk's transfers stay small.
const CHUNK: usize = 64;
/// Transfer groups: one per box, and one more per box for "scored 50 in the five-of-a-kind
/// box under Joker rules", which also sets the state's flag.
const GROUPS: usize = 2 * BOXES;
const FLAGGED: u8 = BOXES as u8;

/// Part of one state's chances passed on to a next state: the chances of the turn's endings
/// (`kernel[i]`: scoring `points + i` in the box, plus `extra` bonus points), times the
/// source's banked chances.
#[derive(Clone, Copy)]
struct Transfer {
    at: u32,
    len: u16,
    source: u16,
    points: u16,
    extra: u16,
    lane: u8,
    group: u8,
}

/// What one set of filled boxes passes on, grouped by next set of filled boxes.
#[derive(Default)]
struct Passed {
    transfers: Vec<Transfer>,
    kernels: Vec<f64>,
    groups: Vec<(u8, std::ops::Range<usize>)>,
    box_means: [f64; BOXES],
    fifty: f64,
}

/// Everything the pass finds.
pub(super) struct PassResult {
    pub probabilities: Vec<f64>,
    pub bonus_rate: f64,
    pub five_of_a_kind_rate: f64,
    pub bands: Vec<[f64; super::BANDS.len()]>,
    pub box_means: Vec<f64>,
    /// The most points the pass could have started with beyond its own for every result to
    /// be these, moved by those points (see [`Histogram::shift_limit`]).
    pub shift_limit: u16,
}

/// Work buffers of one thread, for blocks of 2, 4, 8 and 16 upper sums: a state's turn is
/// played in the narrowest that holds its sums, as the work of a block grows with its width.
#[derive(Default)]
struct Work {
    pair: Widths<2>,
    narrow: Widths<4>,
    half: Widths<8>,
    full: Widths<BLOCK>,
    transfers: Vec<Transfer>,
}

#[derive(Default)]
struct Widths<const N: usize> {
    batch: BatchScratch<N>,
    play: PlayScratch<N>,
}

impl<const N: usize> Widths<N> {
    /// Solves and plays the turn of `mask` for `lanes`, leaving the endings in `self.play`.
    fn play(&mut self, table: &Solution, mask: u32, lanes: &[u8]) -> &PlayScratch<N> {
        let turn = BatchTurn::solve(table, mask, lanes, &mut self.batch);
        play(&turn, &mut self.play);
        &self.play
    }
}

/// Runs the pass from `state` (filled boxes and flag) with upper sum `upper` (capped) and
/// `banked` points, calling `progress` with the fraction done after each level.
pub(super) fn pass(
    table: &Solution,
    state: u32,
    upper: u8,
    banked: u16,
    progress: &mut dyn FnMut(f64),
) -> PassResult {
    let boxes = table.model.categories.len();
    let (mut pass, current) = walk(table, (state, upper, banked), boxes, progress);
    pass.finish(&current);
    pass.result.shift_limit = pass.histogram.shift_limit();
    pass.result
}

/// The states optimal play reaches from the empty card after each of the first `turns`
/// turns, with the chance of reaching each: (filled boxes and flag, upper-sum lane, chance).
pub(super) fn reach(table: &Solution, turns: usize) -> Vec<(u32, u8, f64)> {
    let turns = turns.min(table.model.categories.len());
    let (_, current) = walk(table, (0, 0, 0), turns, &mut |_| {});
    let mut reached = Vec::new();
    for (mask, states) in current.iter().enumerate() {
        let Some(states) = states else { continue };
        for (banked, chances) in states.iter() {
            reached.push((mask as u32, banked.lane(), chances.iter().sum()));
        }
    }
    reached
}

/// The pass from `(state, upper, banked)` up to `level` boxes filled: the pass, and the
/// states it reached there.
fn walk<'a>(
    table: &'a Solution,
    (state, upper, banked): (u32, u8, u16),
    level: usize,
    progress: &mut dyn FnMut(f64),
) -> (Pass<'a>, Vec<Option<Box<MaskStates>>>) {
    let model = &table.model;
    let boxes = model.categories.len();
    let start_level = (state & model.full_mask()).count_ones() as usize;
    let mut current: Vec<Option<Box<MaskStates>>> = Vec::new();
    current.resize_with(model.state_count(), || None);
    let mut next: Vec<Option<Box<MaskStates>>> = Vec::new();
    next.resize_with(model.state_count(), || None);
    let lane = model.lane(model.face_mask(state), upper);
    current[state as usize] = Some(Box::new(MaskStates::certain(lane, banked)));
    let mut pass = Pass {
        table,
        works: (0..rayon::current_num_threads().max(1))
            .map(|_| Mutex::default())
            .collect(),
        histogram: Histogram::new(table),
        result: PassResult {
            probabilities: Vec::new(),
            bonus_rate: 0.0,
            five_of_a_kind_rate: 0.0,
            bands: Vec::new(),
            box_means: vec![0.0; boxes],
            shift_limit: 0,
        },
    };
    for done in start_level..level {
        pass.level(&mut current, &mut next);
        std::mem::swap(&mut current, &mut next);
        progress((done + 1 - start_level) as f64 / (boxes - start_level) as f64);
    }
    (pass, current)
}

/// What the pass keeps from level to level.
struct Pass<'a> {
    table: &'a Solution,
    /// Work buffers, one per thread.
    works: Vec<Mutex<Work>>,
    histogram: Histogram<'a>,
    result: PassResult,
}

impl Pass<'_> {
    /// Plays the turn of every state of `current`, a chunk at a time, into `next`.
    fn level(
        &mut self,
        current: &mut [Option<Box<MaskStates>>],
        next: &mut [Option<Box<MaskStates>>],
    ) {
        let masks: Vec<u32> = (0..current.len() as u32)
            .filter(|&m| current[m as usize].is_some())
            .collect();
        for chunk in masks.chunks(CHUNK) {
            let sources: Vec<(u32, Box<MaskStates>)> = chunk
                .iter()
                .filter_map(|&m| current[m as usize].take().map(|s| (m, s)))
                .collect();
            let (table, works) = (self.table, &self.works);
            let passed: Vec<Passed> = sources
                .par_iter()
                .map(|(mask, states)| {
                    let index = rayon::current_thread_index().unwrap_or(0) % works.len();
                    let mut work = works[index].lock().unwrap_or_else(|e| e.into_inner());
                    pass_on(table, *mask, states, &mut work)
                })
                .collect();
            for ((mask, states), passed) in sources.iter().zip(&passed) {
                for (banked, chances) in states.iter() {
                    let (lane, offset) = (banked.lane(), banked.offset());
                    self.histogram.add(*mask, lane, offset, chances);
                }
                for (mean, part) in self.result.box_means.iter_mut().zip(&passed.box_means) {
                    *mean += part;
                }
                self.result.five_of_a_kind_rate += passed.fifty;
            }
            hand_over(&table.model, &sources, &passed, next);
        }
        self.result.bands.push(self.histogram.take_bands());
    }

    /// The full card: what is banked is the final score.
    fn finish(&mut self, last: &[Option<Box<MaskStates>>]) {
        let model = &self.table.model;
        let cap = model.threshold.min(UPPER_LANES as u16 - 1) as u8;
        let result = &mut self.result;
        for (mask, states) in last.iter().enumerate() {
            let Some(states) = states else { continue };
            for (banked, chances) in states.iter() {
                let (lane, offset) = (banked.lane(), banked.offset());
                self.histogram.add(mask as u32, lane, offset, chances);
                let end = usize::from(offset) + chances.len();
                if result.probabilities.len() < end {
                    result.probabilities.resize(end, 0.0);
                }
                let slots = &mut result.probabilities[usize::from(offset)..end];
                for (total, p) in slots.iter_mut().zip(chances) {
                    *total += p;
                }
                if lane >= cap {
                    result.bonus_rate += chances.iter().sum::<f64>();
                }
            }
        }
        result.bands.push(self.histogram.take_bands());
    }
}

/// Plays the turn of every state of `mask` and gathers what each passes on, by next set of
/// filled boxes.
fn pass_on(table: &Solution, mask: u32, states: &MaskStates, work: &mut Work) -> Passed {
    let model = &table.model;
    let five_box = model.categories.iter().position(|&c| c == Category::Yatzy);
    let uppers: Vec<u8> = states.lanes().iter().map(|b| b.lane()).collect();
    let totals: Vec<f64> = states
        .iter()
        .map(|(_, chances)| chances.iter().sum())
        .collect();
    let face_mask = model.face_mask(mask);
    let mut passed = Passed::default();
    let Work {
        pair,
        narrow,
        half,
        full,
        transfers,
    } = work;
    transfers.clear();
    for (block, lanes) in uppers.chunks(BLOCK).enumerate() {
        let (endings, kernels) = match lanes.len() {
            ..=2 => {
                let played = pair.play(table, mask, lanes);
                (&played.endings, &played.chances)
            }
            3..=4 => {
                let played = narrow.play(table, mask, lanes);
                (&played.endings, &played.chances)
            }
            5..=8 => {
                let played = half.play(table, mask, lanes);
                (&played.endings, &played.chances)
            }
            _ => {
                let played = full.play(table, mask, lanes);
                (&played.endings, &played.chances)
            }
        };
        passed.kernels.reserve(kernels.len());
        for ending in endings {
            let source = block * BLOCK + usize::from(ending.lane);
            let (bit, lane) = (usize::from(ending.bit), uppers[source]);
            let chances = &kernels[ending.at as usize..][..usize::from(ending.len)];
            let (after, bonus) = match model.faces[bit] {
                Some(_) => model.add_upper(lane, ending.points),
                None => (lane, 0),
            };
            let to = model.next_state(mask, bit, ending.points);
            let flagged = to & model.holds_50_flag() != mask & model.holds_50_flag();
            let face = model.faces[bit].map_or(0, |f| 1 << (f - 1));
            for (i, &chance) in chances.iter().enumerate() {
                let reached = chance * totals[source];
                let points = ending.points + i as u16;
                passed.box_means[bit] += reached * f64::from(points);
                if Some(bit) == five_box && points == 50 {
                    passed.fifty += reached;
                }
            }
            transfers.push(Transfer {
                at: passed.kernels.len() as u32,
                len: ending.len,
                source: source as u16,
                points: ending.points,
                extra: bonus + ending.five_bonus,
                lane: model.lane(face_mask | face, after),
                group: ending.bit | if flagged { FLAGGED } else { 0 },
            });
            passed.kernels.extend_from_slice(chances);
        }
    }
    group(transfers, &mut passed);
    passed
}

/// Puts `transfers` into `passed` grouped by next set of filled boxes (a counting sort keeps
/// each group's order).
fn group(transfers: &[Transfer], passed: &mut Passed) {
    let mut counts = [0usize; GROUPS + 1];
    for t in transfers {
        counts[usize::from(t.group) + 1] += 1;
    }
    for g in 0..GROUPS {
        counts[g + 1] += counts[g];
    }
    let mut starts = counts;
    let Some(&any) = transfers.first() else {
        return;
    };
    passed.transfers = vec![any; transfers.len()];
    for t in transfers {
        let at = &mut starts[usize::from(t.group)];
        passed.transfers[*at] = *t;
        *at += 1;
    }
    passed.groups = (0..GROUPS)
        .filter(|&g| counts[g + 1] > counts[g])
        .map(|g| (g as u8, counts[g]..counts[g + 1]))
        .collect();
}
