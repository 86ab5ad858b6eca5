//! One turn, solved backwards: the value of every final roll, then of every keep and roll
//! before the last roll, then before the second.
//!
//! Values are computed for a block of upper sums at once ([`BLOCK`] when solving): each row is a
//! small array, so the inner loops compile to straight vector instructions, and a block's one
//! buffer (462 rows: about 59 KB at 16 sums, computed in place) stays in the core's own caches
//! for the whole turn.

use super::dice_space::{DiceSpace, KEEPS};
use super::model::{Model, UPPER_LANES};
use super::simd::widest;
use crate::rules::DISTINCT_ROLLS;

/// Upper sums evaluated together when solving the table: wide rows give the processor
/// independent work in every dependent max/add chain (measured best at 16 of 4, 8, 16, 32).
pub(super) const BLOCK: usize = 16;
/// The width for a state's last few upper sums: a block of [`BLOCK`] would be mostly padding.
pub(super) const HALF: usize = 8;
/// One upper sum, for analysing a single position (hints, coach, review, bots).
pub(super) const SINGLE: usize = 1;
/// One value per upper sum of a block of `N`.
pub(super) type Row<const N: usize> = [f64; N];

/// `if a > b` compiles to a plain max instruction; `f64::max`'s NaN rules cost extra.
#[inline(always)]
fn max(a: f64, b: f64) -> f64 {
    if a > b { a } else { b }
}

#[inline(always)]
fn max_row<const N: usize>(target: &mut Row<N>, other: &Row<N>) {
    for (value, &o) in target.iter_mut().zip(other) {
        *value = max(*value, o);
    }
}

/// One step of the best-keep recursion: each listed keep's row becomes the best of its own and
/// its `C` smaller keeps' (`[keep, smaller...]`), in the order listed.
#[inline(always)]
fn best_keep_step<const N: usize, const C: usize>(values: &mut [Row<N>], steps: &[[u16; 6]]) {
    for step in steps {
        let keep = usize::from(step[0]);
        let mut row = values[keep];
        for &smaller in &step[1..=C] {
            max_row(&mut row, &values[usize::from(smaller)]);
        }
        values[keep] = row;
    }
}

/// Work buffers, reused across turns.
pub(super) struct Scratch<const N: usize> {
    /// Rows 0..252: roll values; rows 252..462: keep values.
    pub values: Vec<Row<N>>,
    /// The keep values before the third roll (rows 252..462), beside the final roll's values
    /// (rows 0..252: scoring now), set aside by [`TurnKernel::keep_tables`]. Empty until then: the
    /// solve never needs it.
    kept: Vec<Row<N>>,
}

impl<const N: usize> Default for Scratch<N> {
    fn default() -> Self {
        Scratch {
            values: vec![[0.0; N]; KEEPS],
            kept: Vec::new(),
        }
    }
}

/// The solver's per-turn kernel: one turn solved backwards over a block of upper sums.
pub(super) struct TurnKernel<'a> {
    pub model: &'a Model,
    pub space: &'static DiceSpace,
    /// Values between turns: `table[filled * 64 + upper]`, already known for `filled` + one box.
    pub table: &'a [f64],
}

impl TurnKernel<'_> {
    /// Fills rows 0..252 of `scratch.values` with the value of scoring each final roll in its
    /// best open box, for each upper sum of the block. `filled` is the state: the filled boxes,
    /// plus the flag bit for "the five-of-a-kind box holds 50" under Joker rules.
    #[inline(always)]
    pub(super) fn final_roll_values<const N: usize>(
        &self,
        filled: u32,
        lanes: &[u8; N],
        scratch: &mut Scratch<N>,
    ) {
        // after[bit][count]: the bonus earned (if any) plus the future, once the box is scored
        // with `count` dice of its face (count 0 for a Right box, or any scratch).
        // Boxes the roll may not go in keep -infinity here; the loops below skip them.
        let mut after = [[[f64::NEG_INFINITY; N]; 6]; 16];
        // The best scratch: scoring 0 somewhere is open to every roll alike.
        let mut scratch_row = [f64::NEG_INFINITY; N];
        let choosable = self.model.choosable(filled);
        for (bit, face) in self.model.faces.iter().enumerate() {
            if choosable & (1 << bit) == 0 {
                continue;
            }
            let next = ((filled | (1 << bit)) as usize) * UPPER_LANES;
            let face = face.map_or(0, u16::from);
            let counts = if face == 0 { 0..=0 } else { 0..=5 };
            for count in counts {
                for (slot, &upper) in after[bit][usize::from(count)].iter_mut().zip(lanes) {
                    let (upper_after, bonus) = self.model.add_upper(upper, face * count);
                    let future = self.table[next + usize::from(upper_after)];
                    *slot = self.model.combine(f64::from(bonus), future);
                }
            }
            max_row(&mut scratch_row, &after[bit][0]);
        }
        if self.model.theta == 0.0 {
            for &roll in &self.model.roll_order {
                let mut row = scratch_row;
                for scoring in &self.model.scoring[roll] {
                    // A filled box's row is -infinity: skipping it saves the sums.
                    if choosable & (1 << scoring.bit) == 0 {
                        continue;
                    }
                    let after = &after[usize::from(scoring.bit)][usize::from(scoring.count)];
                    for (value, &future) in row.iter_mut().zip(after) {
                        *value = max(*value, scoring.points + future);
                    }
                }
                scratch.values[roll] = row;
            }
        } else {
            // Expected utility: the points multiply what is to come (see `Model::combine`).
            for &roll in &self.model.roll_order {
                let mut row = scratch_row;
                for scoring in &self.model.scoring[roll] {
                    if choosable & (1 << scoring.bit) == 0 {
                        continue;
                    }
                    let factor = (-self.model.theta * scoring.points).exp();
                    let after = &after[usize::from(scoring.bit)][usize::from(scoring.count)];
                    for (value, &future) in row.iter_mut().zip(after) {
                        *value = max(*value, factor * future);
                    }
                }
                scratch.values[roll] = row;
            }
        }
        // Five of a kind under Joker rules goes only where the rules allow, with any bonus.
        if self.model.joker_box.is_some() {
            let bonus = f64::from(self.model.five_of_a_kind_bonus(filled));
            for (roll, face) in self.model.five_of_a_kind.iter().enumerate() {
                let Some(face) = *face else { continue };
                let mut row = [f64::NEG_INFINITY; N];
                for (bit, points) in self.model.five_of_a_kind_placements(filled, face, roll) {
                    let next = self.model.next_state(filled, bit, points) as usize * UPPER_LANES;
                    for (value, &upper) in row.iter_mut().zip(lanes) {
                        let (upper_after, upper_bonus) = match self.model.faces[bit] {
                            Some(_) => self.model.add_upper(upper, points),
                            None => (upper, 0),
                        };
                        let total = self.model.combine(
                            f64::from(points + upper_bonus) + bonus,
                            self.table[next + usize::from(upper_after)],
                        );
                        *value = max(*value, total);
                    }
                }
                scratch.values[roll] = row;
            }
        }
    }

    /// From roll values (rows 0..252), the value of every keep (rows 252..462): rolling the
    /// missing dice one at a time, each face with probability 1/6.
    #[inline(always)]
    pub(super) fn keep_values<const N: usize>(&self, scratch: &mut Scratch<N>) {
        let values = &mut scratch.values[..KEEPS];
        for size in (0..5).rev() {
            for &keep in &self.space.by_size[size] {
                let keep = usize::from(keep);
                let mut sum = [0.0; N];
                // Larger keeps come first, so every row read is already final.
                for &next in &self.space.add[keep] {
                    for (total, &value) in sum.iter_mut().zip(&values[usize::from(next)]) {
                        *total += value;
                    }
                }
                for total in &mut sum {
                    *total *= 1.0 / 6.0;
                }
                values[keep] = sum;
            }
        }
    }

    /// From keep values, the value of each roll one roll earlier: the best keep inside it
    /// (keeping all five stands for stopping), in rows 0..252. In place: each keep's row
    /// becomes the best inside it, which is all that later keeps read (smaller keeps come
    /// first, see `best_keep_order`), so a block touches one buffer.
    #[inline(always)]
    pub(super) fn best_keep_values<const N: usize>(&self, scratch: &mut Scratch<N>) {
        let values = &mut scratch.values[..KEEPS];
        // Size by size upwards; within a size the order does not matter (no keep reads
        // another of its size), and each count's loop is unrolled: a fifth faster than one
        // loop over `best_keep_order` with a varying count.
        for by_count in &self.space.best_keep_steps {
            best_keep_step::<N, 1>(values, &by_count[1]);
            best_keep_step::<N, 2>(values, &by_count[2]);
            best_keep_step::<N, 3>(values, &by_count[3]);
            best_keep_step::<N, 4>(values, &by_count[4]);
            best_keep_step::<N, 5>(values, &by_count[5]);
        }
    }

    /// The value before the turn's first roll.
    #[inline(always)]
    pub(super) fn expectation<const N: usize>(&self, scratch: &Scratch<N>) -> Row<N> {
        let mut out = [0.0; N];
        for (row, &probability) in scratch.values[..DISTINCT_ROLLS]
            .iter()
            .zip(&self.space.roll_probability)
        {
            for (sum, &value) in out.iter_mut().zip(row) {
                *sum += probability * value;
            }
        }
        out
    }

    /// Solves a whole turn for a block of upper sums, leaving the keep values before the
    /// third roll in `scratch.kept` (rows 0..252: scoring now) and before the second roll in
    /// `scratch.values`.
    pub(super) fn keep_tables<const N: usize>(
        &self,
        state: u32,
        lanes: &[u8; N],
        scratch: &mut Scratch<N>,
    ) {
        widest(
            #[inline(always)]
            || self.keep_tables_once(state, lanes, scratch),
        );
    }

    #[inline(always)]
    fn keep_tables_once<const N: usize>(
        &self,
        state: u32,
        lanes: &[u8; N],
        scratch: &mut Scratch<N>,
    ) {
        self.final_roll_values(state, lanes, scratch);
        self.keep_values(scratch);
        // The keep values before the third roll are set aside: the next step overwrites them.
        scratch.kept.clone_from(&scratch.values);
        self.best_keep_values(scratch);
        self.keep_values(scratch);
    }

    /// The keep values before the third roll, after [`TurnKernel::keep_tables`].
    pub(super) fn last_keeps<const N: usize>(scratch: &Scratch<N>) -> &[Row<N>] {
        &scratch.kept[..KEEPS]
    }

    /// The expected future score at the start of a turn with `filled` boxes, for each upper
    /// sum of a block of [`BLOCK`] (or, for a state's last few sums, [`HALF`]).
    pub(super) fn solve_state<const N: usize>(
        &self,
        filled: u32,
        lanes: &[u8; N],
        scratch: &mut Scratch<N>,
    ) -> Row<N> {
        widest(
            #[inline(always)]
            || self.solve_state_once(filled, lanes, scratch),
        )
    }

    #[inline(always)]
    fn solve_state_once<const N: usize>(
        &self,
        filled: u32,
        lanes: &[u8; N],
        scratch: &mut Scratch<N>,
    ) -> Row<N> {
        self.final_roll_values(filled, lanes, scratch);
        for _ in 0..2 {
            self.keep_values(scratch);
            self.best_keep_values(scratch);
        }
        self.expectation(scratch)
    }
}
