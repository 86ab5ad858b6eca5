//! One turn played forward as the optimal bot plays it, for a block of upper sums at once:
//! where the chance of each roll goes (kept and rolled again, or scored), and so how the turn
//! ends: each box, its points, and the chance.
//!
//! The choices are [`BatchTurn::best_move`]'s: the best box (the first in card order among
//! equals), a keep only if strictly better than scoring now, and among keeps of equal value
//! the first in the order [`DiceSpace::lex_rank`] gives. The best keep inside every keep is
//! found by the solver's recursion (each keep against the best of those one die smaller)
//! instead of trying every keep inside each roll: about a tenth of the comparisons.

use super::batch::{BOXES, BatchTurn, COUNTS};
use super::dice_space::{DiceSpace, KEEPS};
use super::simd::widest;
use super::turn::Row;
use crate::rules::DISTINCT_ROLLS;

/// No box holds more than 50 points.
const MAX_POINTS: usize = 50;
/// A box bit for "no box" (never left in place: some box is always open).
const NO_BOX: f64 = 255.0;

/// One way a turn can end for one lane: `chances[i]` (in [`PlayScratch::chances`], from
/// `at`) is the chance of scoring `points + i` in box `bit`; a five of a kind under Joker
/// rules also earns `five_bonus`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ending {
    pub lane: u8,
    pub bit: u8,
    pub points: u16,
    pub five_bonus: u16,
    pub at: u32,
    pub len: u16,
}

/// Work buffers for [`play`], reused from block to block; the endings of the last block.
pub(super) struct PlayScratch<const N: usize> {
    /// The box each roll is scored in, as f64 (compared and selected as the values are).
    box_bit: Vec<Row<N>>,
    box_value: Vec<Row<N>>,
    scored: Vec<Row<N>>,
    mass: Vec<Row<N>>,
    next: Vec<Row<N>>,
    /// The best value inside each keep, and the best keep inside it by its rank (as f64, so
    /// that rows compare in one vector width), side by side: one look-up fetches both.
    best: Vec<[Row<N>; 2]>,
    /// Chances by box and points, `[bit * (MAX_POINTS + 1) + points]`, per lane.
    by_points: Vec<Row<N>>,
    pub endings: Vec<Ending>,
    pub chances: Vec<f64>,
}

impl<const N: usize> Default for PlayScratch<N> {
    fn default() -> Self {
        PlayScratch {
            box_bit: vec![[0.0; N]; DISTINCT_ROLLS],
            box_value: vec![[0.0; N]; DISTINCT_ROLLS],
            scored: vec![[0.0; N]; DISTINCT_ROLLS],
            mass: vec![[0.0; N]; KEEPS],
            next: vec![[0.0; N]; KEEPS],
            best: vec![[[0.0; N]; 2]; KEEPS],
            by_points: vec![[0.0; N]; BOXES * (MAX_POINTS + 1)],
            endings: Vec::new(),
            chances: Vec::new(),
        }
    }
}

/// Plays `turn` forward for each of its lanes, leaving the endings in `work.endings` (lane by
/// lane, in the order of `turn.uppers`) with their chances in `work.chances`.
pub(super) fn play<const N: usize>(turn: &BatchTurn<N>, work: &mut PlayScratch<N>) {
    work.endings.clear();
    work.chances.clear();
    widest(
        #[inline(always)]
        || play_once(turn, work),
    );
}

#[inline(always)]
fn play_once<const N: usize>(turn: &BatchTurn<N>, work: &mut PlayScratch<N>) {
    let space = DiceSpace::get();
    choose_boxes(turn, work);
    for (row, &chance) in work.mass.iter_mut().zip(&space.roll_probability) {
        *row = [chance; N];
    }
    work.scored.as_flattened_mut().fill(0.0);
    let lanes = turn.uppers.len();
    for keeps in [turn.first, turn.last] {
        best_keeps(keeps, work);
        let PlayScratch {
            box_value,
            scored,
            mass,
            next,
            best,
            ..
        } = &mut *work;
        next.as_flattened_mut().fill(0.0);
        for roll in 0..DISTINCT_ROLLS {
            let ([best, chosen], mass) = (&best[roll], &mass[roll]);
            let (box_value, scored) = (&box_value[roll], &mut scored[roll]);
            // Kept only if strictly better than scoring now. Every lane at once, without a
            // branch (a padding lane repeats the last upper sum, so it agrees with it):
            // whether all lanes keep, or all score, the same way as lane 0.
            let first_kept = best[0] > box_value[0];
            let mut moved = [0.0; N];
            let mut split = false;
            for lane in 0..N {
                let kept = best[lane] > box_value[lane];
                moved[lane] = if kept { mass[lane] } else { 0.0 };
                scored[lane] += if kept { 0.0 } else { mass[lane] };
                split |= (kept != first_kept) | (chosen[lane] != chosen[0]);
            }
            if split {
                for lane in (0..lanes).filter(|&lane| moved[lane] != 0.0) {
                    next[keep_of_rank(space, chosen[lane])][lane] += moved[lane];
                }
            } else if first_kept {
                // Upper sums mostly agree: then the row moves as one.
                let row = &mut next[keep_of_rank(space, chosen[0])];
                for lane in 0..N {
                    row[lane] += moved[lane];
                }
            }
        }
        roll_forward(next);
        std::mem::swap(mass, next);
    }
    endings(turn, work);
}

/// The box each roll is scored in when the turn stops there, and its value, per lane: the
/// first best in card order. A roll's value in a box where it scores nothing is that box's
/// scratch, the same for every roll, so only the best scratch and the boxes where the roll
/// scores are compared (a box where it scores is worth more than its scratch).
#[inline(always)]
fn choose_boxes<const N: usize>(turn: &BatchTurn<N>, work: &mut PlayScratch<N>) {
    let model = &turn.table.model;
    let open = &turn.open[..turn.open_count];
    // Bits as f64 and bonuses as f64 (exact: small integers), so that every row compares
    // and selects in one vector width.
    let mut scratch_value = [f64::NEG_INFINITY; N];
    let mut scratch_bit = [0.0; N];
    let mut bonuses = [[[0.0; N]; COUNTS]; BOXES];
    for &bit in open {
        let bit = usize::from(bit);
        let counts = if model.faces[bit].is_some() {
            COUNTS
        } else {
            1
        };
        for (row, given) in bonuses[bit].iter_mut().zip(&turn.bonuses[bit]).take(counts) {
            *row = given.map(f64::from);
        }
        let futures = &turn.futures[bit][0];
        for lane in 0..N {
            let value = bonuses[bit][0][lane] + futures[lane];
            let better = value > scratch_value[lane];
            scratch_value[lane] = if better { value } else { scratch_value[lane] };
            scratch_bit[lane] = if better {
                bit as f64
            } else {
                scratch_bit[lane]
            };
        }
    }
    let choosable = model.choosable(turn.state);
    for roll in 0..DISTINCT_ROLLS {
        if model.joker_box.is_some() && model.five_of_a_kind[roll].is_some() {
            choose_joker_box(turn, roll, work);
            continue;
        }
        let mut values = scratch_value;
        let mut bits = scratch_bit;
        for scoring in &model.scoring[roll] {
            if choosable & (1 << scoring.bit) == 0 {
                continue;
            }
            let (bit, count) = (usize::from(scoring.bit), usize::from(scoring.count));
            let (bonuses, futures) = (&bonuses[bit][count], &turn.futures[bit][count]);
            let (points, bit) = (scoring.points, f64::from(scoring.bit));
            for lane in 0..N {
                // (points + bonus) + future, as the bot adds them.
                let value = (points + bonuses[lane]) + futures[lane];
                let better =
                    (value > values[lane]) | ((value == values[lane]) & (bit < bits[lane]));
                values[lane] = if better { value } else { values[lane] };
                bits[lane] = if better { bit } else { bits[lane] };
            }
        }
        work.box_value[roll] = values;
        work.box_bit[roll] = bits;
    }
}

/// A five of a kind under Joker rules goes only where the rules allow, for their points.
#[inline(always)]
fn choose_joker_box<const N: usize>(turn: &BatchTurn<N>, roll: usize, work: &mut PlayScratch<N>) {
    let model = &turn.table.model;
    let Some(face) = model.five_of_a_kind[roll] else {
        return;
    };
    let allowed = model.five_of_a_kind_placements(turn.state, face, roll);
    let five_bonus = model.five_of_a_kind_bonus(turn.state);
    let mut values = [f64::NEG_INFINITY; N];
    let mut bits = [NO_BOX; N];
    for &bit in &turn.open[..turn.open_count] {
        let Some(&(_, points)) = allowed.iter().find(|&&(b, _)| b == usize::from(bit)) else {
            continue;
        };
        let next = model.next_state(turn.state, usize::from(bit), points);
        for lane in 0..N {
            let upper = turn.uppers[lane.min(turn.uppers.len() - 1)];
            let (after, bonus) = match model.faces[usize::from(bit)] {
                Some(_) => model.add_upper(upper, points),
                None => (upper, 0),
            };
            let future = turn.table.value(next, u16::from(after));
            let value = model.combine(f64::from(points + bonus + five_bonus), future);
            if bits[lane] == NO_BOX || value > values[lane] {
                values[lane] = value;
                bits[lane] = f64::from(bit);
            }
        }
    }
    work.box_value[roll] = values;
    work.box_bit[roll] = bits;
}

/// For every keep of `keeps`'s values, the best keep inside it (itself included) by value,
/// then by rank; for a roll, the best inside it other than all five dice.
#[inline(always)]
fn best_keeps<const N: usize>(keeps: &[Row<N>], work: &mut PlayScratch<N>) {
    let space = DiceSpace::get();
    for &keep in &space.best_keep_order {
        let keep = usize::from(keep);
        let (smaller, count) = &space.smaller[keep];
        let smaller = &smaller[..*count];
        let (mut values, mut ranks, others) = if keep < DISTINCT_ROLLS {
            // Every roll has a keep inside it (at least the empty one): the first to beat.
            let first = usize::from(smaller[0]);
            let [values, ranks] = work.best[first];
            (values, ranks, &smaller[1..])
        } else {
            (keeps[keep], [rank_as_f64(space.lex_rank[keep]); N], smaller)
        };
        for &inside in others {
            let [other, other_ranks] = &work.best[usize::from(inside)];
            for lane in 0..N {
                // `|` and `&`, not `||` and `&&`: no branch, so the loop is vectorised.
                let better = (other[lane] > values[lane])
                    | ((other[lane] == values[lane]) & (other_ranks[lane] < ranks[lane]));
                values[lane] = if better { other[lane] } else { values[lane] };
                ranks[lane] = if better {
                    other_ranks[lane]
                } else {
                    ranks[lane]
                };
            }
        }
        work.best[keep] = [values, ranks];
    }
}

/// A keep's rank as an f64 whose low bits are the rank: ranks compare as numbers, and
/// [`keep_of_rank`] reads them back without a float conversion.
#[inline(always)]
fn rank_as_f64(rank: u16) -> f64 {
    f64::from_bits((1075u64 << 52) | u64::from(rank))
}

#[inline(always)]
fn keep_of_rank(space: &DiceSpace, rank: f64) -> usize {
    usize::from(space.by_lex_rank[usize::from(rank.to_bits() as u16)])
}

/// The chances of the rolls after rolling the dice not in each keep, per lane (`mass` holds
/// the keeps' chances; on return rows 0..252 hold the rolls').
#[inline(always)]
fn roll_forward<const N: usize>(mass: &mut [Row<N>]) {
    let space = DiceSpace::get();
    for size in 0..5 {
        for &keep in &space.by_size[size] {
            let keep = usize::from(keep);
            let kept = std::mem::replace(&mut mass[keep], [0.0; N]);
            // Most keeps are nobody's choice: nothing to pass on (chances are never
            // negative, so no bit set means every lane is +0.0).
            if kept.iter().fold(0, |any, chance| any | chance.to_bits()) == 0 {
                continue;
            }
            let share = kept.map(|chance| chance * (1.0 / 6.0));
            for &next in &space.add[keep] {
                for (slot, &part) in mass[usize::from(next)].iter_mut().zip(&share) {
                    *slot += part;
                }
            }
        }
    }
}

/// Gathers the final chances of every lane by box and points into endings, lane by lane.
/// Where every lane scores a roll in the same box, its row of chances is added as one.
#[inline(always)]
fn endings<const N: usize>(turn: &BatchTurn<N>, work: &mut PlayScratch<N>) {
    let model = &turn.table.model;
    let lanes = turn.uppers.len();
    let joker = model.joker_box.is_some();
    let five_bonus = model.five_of_a_kind_bonus(turn.state);
    // The range of points written in `by_points`, per box.
    let mut written = [(u8::MAX, 0u8); BOXES];
    let mut jokers: Vec<(u8, u8, u16, f64)> = Vec::new();
    let PlayScratch {
        box_bit,
        scored,
        mass,
        by_points,
        ..
    } = &mut *work;
    for roll in 0..DISTINCT_ROLLS {
        let (scored, mass) = (&scored[roll], &mass[roll]);
        let chances: Row<N> = std::array::from_fn(|lane| scored[lane] + mass[lane]);
        let bits = &box_bit[roll];
        if let Some(face) = model.five_of_a_kind[roll].filter(|_| joker) {
            let allowed = model.five_of_a_kind_placements(turn.state, face, roll);
            for lane in 0..lanes {
                if chances[lane] == 0.0 || bits[lane] == NO_BOX {
                    continue;
                }
                let bit = bits[lane] as u8;
                let points = allowed
                    .iter()
                    .find(|&&(b, _)| b == usize::from(bit))
                    .map_or(0, |&(_, points)| points);
                jokers.push((lane as u8, bit, points, chances[lane]));
            }
            continue;
        }
        let mut add = |bit: u8, lane: Option<usize>| {
            let points = model.scores[usize::from(bit)][roll].min(MAX_POINTS as u16) as u8;
            let row = &mut by_points[usize::from(bit) * (MAX_POINTS + 1) + usize::from(points)];
            match lane {
                None => {
                    for (slot, chance) in row.iter_mut().zip(&chances) {
                        *slot += chance;
                    }
                }
                Some(lane) => row[lane] += chances[lane],
            }
            let range = &mut written[usize::from(bit)];
            *range = (range.0.min(points), range.1.max(points));
        };
        if bits[1..lanes].iter().all(|&bit| bit == bits[0]) {
            add(bits[0] as u8, None);
        } else {
            for (lane, &bit) in bits.iter().enumerate().take(lanes) {
                add(bit as u8, Some(lane));
            }
        }
    }
    for lane in 0..lanes {
        let lane_jokers = jokers.iter().filter(|j| usize::from(j.0) == lane);
        for &(_, bit, points, chance) in lane_jokers {
            work.endings.push(Ending {
                lane: lane as u8,
                bit,
                points,
                five_bonus,
                at: work.chances.len() as u32,
                len: 1,
            });
            work.chances.push(chance);
        }
        emit_lane(turn, lane, &written, work);
    }
    for (bit, &(low, high)) in written.iter().enumerate() {
        if low != u8::MAX {
            let base = bit * (MAX_POINTS + 1);
            work.by_points[base + usize::from(low)..=base + usize::from(high)]
                .as_flattened_mut()
                .fill(0.0);
        }
    }
}

/// Lane `lane`'s endings from `by_points`, box by box (`written`: the points each box's rows
/// were written for): one per count of an upper box, one run of points per lower box.
#[inline(always)]
fn emit_lane<const N: usize>(
    turn: &BatchTurn<N>,
    lane: usize,
    written: &[(u8, u8); BOXES],
    work: &mut PlayScratch<N>,
) {
    let model = &turn.table.model;
    for &bit in &turn.open[..turn.open_count] {
        let (low, high) = written[usize::from(bit)];
        if low == u8::MAX {
            continue;
        }
        let base = usize::from(bit) * (MAX_POINTS + 1);
        let rows = &work.by_points[base + usize::from(low)..=base + usize::from(high)];
        let at_points = |i: usize| rows[i][lane];
        if model.faces[usize::from(bit)].is_some() {
            // Each count of the face leads to an upper sum of its own.
            for i in (0..rows.len()).filter(|&i| at_points(i) != 0.0) {
                work.endings.push(Ending {
                    lane: lane as u8,
                    bit,
                    points: u16::from(low) + i as u16,
                    five_bonus: 0,
                    at: work.chances.len() as u32,
                    len: 1,
                });
                work.chances.push(at_points(i));
            }
        } else if let Some(first) = (0..rows.len()).find(|&i| at_points(i) != 0.0) {
            let last = (0..rows.len())
                .rfind(|&i| at_points(i) != 0.0)
                .unwrap_or(first);
            work.endings.push(Ending {
                lane: lane as u8,
                bit,
                points: u16::from(low) + first as u16,
                five_bonus: 0,
                at: work.chances.len() as u32,
                len: (last + 1 - first) as u16,
            });
            work.chances.extend((first..=last).map(at_points));
        }
    }
}
