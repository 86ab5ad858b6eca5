//! The goal table computed: level by level from the full card back to the empty one, like the
//! expected-score table, but every state's row runs over the points still needed instead of
//! over upper sums. A turn is the same kernel (keep, best keep, expectation: all row-wise), fed
//! by a different last roll: scoring `p` points in a box moves the points needed by `p`, so it
//! reads the next state's row shifted by `p`.
//!
//! Only the level below is read, so only two levels are held in f64 at once; each finished
//! level is rounded once to f32 for the table (error at most 2^-25 per value, never compounded:
//! the next level is computed from the f64 values).

use std::ops::ControlFlow;

use rayon::prelude::*;

use super::{GoalRows, Span, TAIL};

use crate::rules::DISTINCT_ROLLS;
use crate::solver::dice_space::DiceSpace;
use crate::solver::model::{Model, UPPER_LANES};
use crate::solver::simd::widest;
use crate::solver::table::Solution;
use crate::solver::turn::{Row, Scratch, TurnKernel};

/// Points needed evaluated together: a block of the kernel's rows.
pub(super) const LANES: usize = 16;

/// One read of a next state's row: scoring `shift` points (bonuses included) and moving to
/// the state of slot `slot`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Read {
    pub(super) slot: u32,
    pub(super) shift: u16,
}

/// What a state's last roll reads, worked out once per state: the distinct reads, the
/// scratches open to every roll, and each roll's scoring reads.
pub(super) struct LastRoll {
    pub(super) reads: Vec<Read>,
    /// `known[joker][bit][points]`: the index of that read in `reads`, if listed.
    known: Box<[[[u16; 64]; 16]; 2]>,
    /// The keys of `known` set, to clear them for the next state.
    keys: Vec<(usize, usize, usize)>,
    /// Indices into `reads`: scoring 0 somewhere, open to every roll alike.
    scratches: Vec<u16>,
    /// `by_roll[starts[r]..starts[r + 1]]`: roll r's scoring reads.
    by_roll: Vec<u16>,
    starts: Vec<u32>,
    /// Rolls whose boxes are only those listed (a five of a kind under Joker rules).
    no_scratch: Vec<bool>,
}

impl Default for LastRoll {
    fn default() -> Self {
        LastRoll {
            reads: Vec::new(),
            known: Box::new([[[NONE; 64]; 16]; 2]),
            keys: Vec::new(),
            scratches: Vec::new(),
            by_roll: Vec::new(),
            starts: Vec::new(),
            no_scratch: Vec::new(),
        }
    }
}

/// Marks a read not listed yet.
const NONE: u16 = u16::MAX;

impl LastRoll {
    /// The index of the read of scoring `points` in box `bit` (as a Joker or not), listing it
    /// first if it is new: a state's rolls share a few dozen reads.
    fn index(&mut self, joker: bool, bit: usize, points: u16, read: impl Fn() -> Read) -> u16 {
        let slot = &mut self.known[usize::from(joker)][bit][usize::from(points)];
        if *slot == NONE {
            self.keys
                .push((usize::from(joker), bit, usize::from(points)));
            self.reads.push(read());
            *slot = (self.reads.len() - 1) as u16;
        }
        *slot
    }

    pub(super) fn fill(&mut self, model: &Model, slots: &Slots, filled: u32, upper: u8) {
        for (joker, bit, points) in self.keys.drain(..) {
            self.known[joker][bit][points] = NONE;
        }
        self.reads.clear();
        self.scratches.clear();
        self.by_roll.clear();
        self.starts.clear();
        self.no_scratch.clear();
        let choosable = model.choosable(filled);
        let read_after =
            |bit, points, extra| read_after(model, slots, (filled, upper), bit, points, extra);
        for bit in (0..model.categories.len()).filter(|bit| choosable & (1 << bit) != 0) {
            let index = self.index(false, bit, 0, || read_after(bit, 0, 0));
            self.scratches.push(index);
        }
        let five_bonus = model.five_of_a_kind_bonus(filled);
        for roll in 0..DISTINCT_ROLLS {
            self.starts.push(self.by_roll.len() as u32);
            let joker = model.joker_box.is_some() && model.five_of_a_kind[roll].is_some();
            self.no_scratch.push(joker);
            if let (true, Some(face)) = (joker, model.five_of_a_kind[roll]) {
                for (bit, points) in model.five_of_a_kind_placements(filled, face, roll) {
                    let index =
                        self.index(true, bit, points, || read_after(bit, points, five_bonus));
                    self.by_roll.push(index);
                }
                continue;
            }
            for scoring in &model.scoring[roll] {
                let bit = usize::from(scoring.bit);
                if choosable & (1 << bit) == 0 {
                    continue;
                }
                let points = model.scores[bit][roll];
                let index = self.index(false, bit, points, || read_after(bit, points, 0));
                self.by_roll.push(index);
            }
        }
        self.starts.push(self.by_roll.len() as u32);
    }

    /// The most points needed that every roll certainly meets: each roll has a read whose
    /// row is 1 there (the points it scores, then the next row's leading certainties), so the
    /// state's row is 1 there too and need not be computed.
    pub(super) fn certain(&self, rows: &impl GoalRows) -> u32 {
        let certain_after = |index: &u16| {
            let read = &self.reads[usize::from(*index)];
            u32::from(read.shift) + u32::from(rows.row(read.slot).0)
        };
        let scratch = self.scratches.iter().map(certain_after).max();
        (0..DISTINCT_ROLLS)
            .map(|roll| {
                let reads =
                    &self.by_roll[self.starts[roll] as usize..self.starts[roll + 1] as usize];
                let best = reads.iter().map(certain_after).max();
                if self.no_scratch[roll] {
                    best.unwrap_or(0)
                } else {
                    best.max(scratch).unwrap_or(0)
                }
            })
            .min()
            .unwrap_or(0)
    }

    /// The most points needed that any read can still meet: the row is 0 beyond.
    pub(super) fn reach(&self, rows: &impl GoalRows) -> u32 {
        self.reads
            .iter()
            .map(|read| {
                let (ones, values) = rows.row(read.slot);
                u32::from(read.shift) + u32::from(ones) + values.len() as u32
            })
            .max()
            .unwrap_or(0)
    }
}

/// The read of scoring `points` in box `bit` at `(state, upper)`, with `extra` points more
/// (a five of a kind's bonus).
fn read_after(
    model: &Model,
    slots: &Slots,
    (state, upper): (u32, u8),
    bit: usize,
    points: u16,
    extra: u16,
) -> Read {
    let (upper_after, bonus) = match model.faces[bit] {
        Some(_) => model.add_upper(upper, points),
        None => (upper, 0),
    };
    let next = model.next_state(state, bit, points);
    Read {
        slot: slots.slot(next, upper_after),
        shift: points + bonus + extra,
    }
}

/// The read of scoring roll `roll` in box `bit` at `(state, upper)`; `None` where the rules
/// refuse it (a mirror of the expected-score table's `score_now`).
pub(super) fn score_read(
    model: &Model,
    slots: &Slots,
    position: (u32, u8),
    bit: usize,
    roll: usize,
) -> Option<Read> {
    if model.choosable(position.0) & (1 << bit) == 0 {
        return None;
    }
    match (model.joker_box, model.five_of_a_kind[roll]) {
        (Some(_), Some(face)) => {
            let allowed = model.five_of_a_kind_placements(position.0, face, roll);
            let &(_, points) = allowed.iter().find(|&&(b, _)| b == bit)?;
            let bonus = model.five_of_a_kind_bonus(position.0);
            Some(read_after(model, slots, position, bit, points, bonus))
        }
        _ => Some(read_after(
            model,
            slots,
            position,
            bit,
            model.scores[bit][roll],
            0,
        )),
    }
}

/// Which row each state and upper sum reads: the solver's classes of upper sums share one.
pub(super) struct Slots {
    /// `slot_of[state * 64 + upper]`, `u32::MAX` where no such position exists.
    slot_of: Vec<u32>,
    /// Each slot's state and representative upper sum, in [`Solution::compact_slots`] order,
    /// then the full cards.
    pub(super) positions: Vec<(u32, u8)>,
}

impl Slots {
    pub(super) fn new(model: &Model) -> Slots {
        let mut slot_of = vec![u32::MAX; model.state_count() * UPPER_LANES];
        let mut positions: Vec<(u32, u8)> = Solution::compact_slots(model).collect();
        let full = model.full_mask();
        let finals = 1 + usize::from(model.joker_box.is_some());
        for state in [full, full | model.holds_50_flag()]
            .into_iter()
            .take(finals)
        {
            positions.push((state, 0));
        }
        for (slot, &(state, representative)) in positions.iter().enumerate() {
            let base = state as usize * UPPER_LANES;
            if state & full == full {
                slot_of[base..base + UPPER_LANES].fill(slot as u32);
                continue;
            }
            for (first, members) in &model.classes[model.face_mask(state) as usize] {
                if *first == representative {
                    for &upper in members {
                        slot_of[base + usize::from(upper)] = slot as u32;
                    }
                }
            }
        }
        Slots { slot_of, positions }
    }

    pub(super) fn slot(&self, state: u32, upper: u8) -> u32 {
        self.slot_of[state as usize * UPPER_LANES + usize::from(upper)]
    }

    pub(super) fn level(&self, model: &Model, slot: u32) -> u32 {
        (self.positions[slot as usize].0 & model.full_mask()).count_ones()
    }
}

/// A level's rows in f64 (by slot, empty for other levels' slots), while the level above is
/// computed from them.
struct Level {
    rows: Vec<(u16, Vec<f64>)>,
}

impl GoalRows for Level {
    type Value = f64;
    fn row(&self, slot: u32) -> (u16, &[f64]) {
        let (ones, values) = &self.rows[slot as usize];
        (*ones, values)
    }
}

/// One finished level, handed out as the table's f32 rows: `(slot, span)` pairs whose
/// offsets index `values`.
pub(super) struct GoalLevel<'a> {
    /// Boxes filled at this level's states.
    pub level: u32,
    pub rows: &'a [(u32, Span)],
    pub values: &'a [f32],
}

/// Computes the rows of every level from the full card down to `lowest` (0: the whole
/// table), handing each to `sink` as it is finished (the lowest level last). `sink` may stop
/// the work: `None` is returned then. Returns the slots of every level computed.
pub(super) fn build(
    model: &Model,
    slots: &Slots,
    lowest: u32,
    sink: &mut dyn FnMut(GoalLevel<'_>) -> ControlFlow<()>,
) -> Option<()> {
    let boxes = model.categories.len() as u32;
    let slot_count = slots.positions.len();
    // The full cards: nothing more to come, so any point still needed is out of reach.
    let mut below = Level {
        rows: vec![(0, Vec::new()); slot_count],
    };
    let finals: Vec<(u32, Span)> = (0..slot_count as u32)
        .filter(|&slot| slots.level(model, slot) == boxes)
        .map(|slot| (slot, Span::default()))
        .collect();
    if sink(GoalLevel {
        level: boxes,
        rows: &finals,
        values: &[],
    })
    .is_break()
    {
        return None;
    }
    let turn = TurnKernel {
        model,
        space: DiceSpace::get(),
        table: &[],
    };
    for level in (lowest..boxes).rev() {
        let at_level: Vec<u32> = (0..slot_count as u32)
            .filter(|&slot| slots.level(model, slot) == level)
            .collect();
        let rows: Vec<(u32, u16, Vec<f64>)> = at_level
            .par_iter()
            .map_init(Work::<LANES>::default, |work, &slot| {
                let (state, upper) = slots.positions[slot as usize];
                let (ones, row) = work.row(&turn, slots, &below, state, upper);
                (slot, ones, row)
            })
            .collect();
        let mut out_rows = Vec::with_capacity(rows.len());
        let mut rounded: Vec<f32> = Vec::with_capacity(rows.iter().map(|r| r.2.len()).sum());
        for &(slot, ones, ref row) in &rows {
            out_rows.push((
                slot,
                Span {
                    offset: rounded.len() as u64,
                    ones,
                    len: row.len() as u32,
                },
            ));
            rounded.extend(row.iter().map(|&v| v as f32));
        }
        if sink(GoalLevel {
            level,
            rows: &out_rows,
            values: &rounded,
        })
        .is_break()
        {
            return None;
        }
        drop(rounded);
        // The level below is read no more: its rows give way to this level's.
        below.rows.iter_mut().for_each(|row| *row = (0, Vec::new()));
        for (slot, ones, row) in rows {
            below.rows[slot as usize] = (ones, row);
        }
    }
    Some(())
}

/// One thread's buffers for blocks of `N` points needed.
pub(super) struct Work<const N: usize> {
    pub(super) last_roll: LastRoll,
    pub(super) scratch: Scratch<N>,
    pub(super) reads: Vec<Row<N>>,
}

impl<const N: usize> Default for Work<N> {
    fn default() -> Self {
        Work {
            last_roll: LastRoll::default(),
            scratch: Scratch::default(),
            reads: Vec::new(),
        }
    }
}

impl Work<LANES> {
    /// The row of `state` at upper sum `upper`: the chance of scoring at least k more points
    /// under the play that maximises it, for k = 1, 2, ...; returned with the leading run of
    /// certainties cut off (their count first) and the trailing run below [`TAIL`].
    fn row(
        &mut self,
        turn: &TurnKernel,
        slots: &Slots,
        below: &Level,
        state: u32,
        upper: u8,
    ) -> (u16, Vec<f64>) {
        self.last_roll.fill(turn.model, slots, state, upper);
        let reach = self.last_roll.reach(below) as usize;
        let certain = (self.last_roll.certain(below) as usize).min(reach);
        let mut row = Vec::with_capacity(reach.next_multiple_of(LANES));
        row.resize(certain, 1.0);
        let mut first = 1 + certain as i64;
        while first <= reach as i64 {
            let block = widest(
                #[inline(always)]
                || {
                    self.last_roll_values(below, first);
                    for _ in 0..2 {
                        turn.keep_values(&mut self.scratch);
                        turn.best_keep_values(&mut self.scratch);
                    }
                    turn.expectation(&self.scratch)
                },
            );
            row.extend_from_slice(&block);
            first += LANES as i64;
        }
        row.truncate(reach);
        for value in &mut row {
            *value = value.clamp(0.0, 1.0);
        }
        let ones = row.iter().take_while(|&&v| v >= 1.0 - 1e-12).count();
        let kept = row
            .iter()
            .rposition(|&v| v >= TAIL)
            .map_or(0, |last| last + 1);
        let ones = ones.min(kept);
        let values = row[ones..kept].to_vec();
        (ones as u16, values)
    }
}

impl<const N: usize> Work<N> {
    /// Rows 0..252 of the scratch: the chance of each final roll scored in its best box, for
    /// points needed `first .. first + N`, once `last_roll` is filled for the state.
    #[inline(always)]
    pub(super) fn last_roll_values<R: GoalRows>(&mut self, rows: &R, first: i64) {
        self.reads.clear();
        for read in &self.last_roll.reads {
            let start = first - i64::from(read.shift);
            self.reads.push(read_block(rows, read.slot, start));
        }
        self.combine_reads();
    }

    /// Rows 0..252 of the scratch from the reads' values in `reads`: each roll's best box.
    #[inline(always)]
    pub(super) fn combine_reads(&mut self) {
        let last_roll = &self.last_roll;
        let mut scratch_row = [0.0; N];
        for &index in &last_roll.scratches {
            max_row(&mut scratch_row, &self.reads[usize::from(index)]);
        }
        for roll in 0..DISTINCT_ROLLS {
            let mut row = if last_roll.no_scratch[roll] {
                [0.0; N]
            } else {
                scratch_row
            };
            let reads = &last_roll.by_roll
                [last_roll.starts[roll] as usize..last_roll.starts[roll + 1] as usize];
            for &index in reads {
                max_row(&mut row, &self.reads[usize::from(index)]);
            }
            self.scratch.values[roll] = row;
        }
    }
}

#[inline(always)]
fn max_row<const N: usize>(target: &mut Row<N>, other: &Row<N>) {
    for (value, &o) in target.iter_mut().zip(other) {
        *value = if *value > o { *value } else { o };
    }
}

/// A row's chances for points needed `start .. start + N`: 1 for none (or fewer) needed
/// and through the leading certainties, the stored values after, 0 beyond them.
#[inline(always)]
pub(super) fn read_block<R: GoalRows, const N: usize>(rows: &R, slot: u32, start: i64) -> Row<N> {
    let (ones, values) = rows.row(slot);
    let first_stored = 1 + i64::from(ones);
    let mut out = [0.0; N];
    if start >= first_stored && start - first_stored + N as i64 <= values.len() as i64 {
        let from = (start - first_stored) as usize;
        for (slot, &value) in out.iter_mut().zip(&values[from..from + N]) {
            *slot = value.into();
        }
        return out;
    }
    for (i, slot) in out.iter_mut().enumerate() {
        let needed = start + i as i64;
        *slot = if needed < first_stored {
            1.0
        } else {
            values
                .get((needed - first_stored) as usize)
                .map_or(0.0, |&v| v.into())
        };
    }
    out
}
