//! Many games at once: games whose turn starts with the same boxes filled differ only in
//! their upper sums, which are the solver's lanes, so one backward pass serves them all.

use super::analysis::{held_for_counts, score_now};
use super::dice_space::{Counts, DiceSpace, KEEPS};
use super::model::UPPER_LANES;
use super::strategy::StrategyMove;
use super::table::Solution;
use super::turn::{BLOCK, Row, Scratch, TurnKernel};
use crate::rules::{Category, Dice, ScoreCard};

/// Where a card's turn goes in a batch: its state (filled boxes, plus the Joker flag) and its
/// upper sum, capped where the table stops telling sums apart.
pub(crate) fn batch_key(table: &Solution, card: &ScoreCard) -> (u32, u8) {
    let model = &table.model;
    let mut state = model
        .categories
        .iter()
        .enumerate()
        .filter(|&(_, &c)| card.get(c).is_some())
        .fold(0u32, |mask, (bit, _)| mask | (1 << bit));
    if model.joker_box.is_some() && card.get(Category::Yatzy) == Some(50) {
        state |= model.holds_50_flag();
    }
    (state, capped_upper(card.left_sum()))
}

fn capped_upper(sum: u16) -> u8 {
    sum.min(UPPER_LANES as u16 - 1) as u8
}

/// [`batch_key`] of a card with key `(state, upper)` once `points` are scored in `category`,
/// without reading the card; `None` if the rule set has no such box.
pub(crate) fn batch_key_after(
    table: &Solution,
    (state, upper): (u32, u8),
    category: Category,
    points: u16,
) -> Option<(u32, u8)> {
    let model = &table.model;
    let bit = model.categories.iter().position(|&c| c == category)?;
    let upper = match model.faces[bit] {
        Some(_) => capped_upper(u16::from(upper) + points),
        None => upper,
    };
    Some((model.next_state(state, bit, points), upper))
}

/// Counts of one face scored in a box: 0..=5 (always 0 for a Right Section box).
pub(super) const COUNTS: usize = 6;
/// Boxes a state has room for (the Joker flag is the bit after the last box).
pub(super) const BOXES: usize = 16;

/// Work buffers for [`BatchTurn::solve`], reused from block to block: for blocks of `N`
/// upper sums (the forward pass takes narrower blocks for states with few of them).
pub(crate) struct BatchScratch<const N: usize = BLOCK> {
    keeps: Scratch<N>,
    /// `futures[bit][count]`: what scoring box `bit` (with `count` dice of its face) leaves
    /// to come, per lane: the table's value of the next state and any Left Section bonus.
    futures: Box<[[Row<N>; COUNTS]; BOXES]>,
    bonuses: Box<[[[u16; N]; COUNTS]; BOXES]>,
}

impl<const N: usize> Default for BatchScratch<N> {
    fn default() -> Self {
        BatchScratch {
            keeps: Scratch::default(),
            futures: Box::new([[[f64::NAN; N]; COUNTS]; BOXES]),
            bonuses: Box::new([[[0; N]; COUNTS]; BOXES]),
        }
    }
}

/// One turn solved for up to `N` upper sums of games that share `state`.
pub(crate) struct BatchTurn<'a, const N: usize = BLOCK> {
    pub(super) table: &'a Solution,
    pub(super) state: u32,
    pub(super) uppers: &'a [u8],
    /// Keep values before the third roll and before the second, per lane.
    pub(super) last: &'a [Row<N>],
    pub(super) first: &'a [Row<N>],
    pub(super) futures: &'a [[Row<N>; COUNTS]; BOXES],
    pub(super) bonuses: &'a [[[u16; N]; COUNTS]; BOXES],
    /// The bits of the boxes a roll may go in, in the card's order (ties go to the first).
    pub(super) open: [u8; BOXES],
    pub(super) open_count: usize,
}

impl<'a, const N: usize> BatchTurn<'a, N> {
    /// The most upper sums one batch solves together.
    pub(crate) const LANES: usize = N;

    /// Solves the turn of `state` for `uppers` (ascending, distinct, at most `N`) in
    /// `scratch`, which holds the values for as long as the batch is used.
    pub(crate) fn solve(
        table: &'a Solution,
        state: u32,
        uppers: &'a [u8],
        scratch: &'a mut BatchScratch<N>,
    ) -> BatchTurn<'a, N> {
        assert!(
            !uppers.is_empty() && uppers.len() <= N,
            "a batch holds 1..={N} upper sums"
        );
        // Callers rely on it: the forward pass adds what each lane passes on in this order.
        debug_assert!(
            uppers.windows(2).all(|pair| pair[0] < pair[1]),
            "upper sums ascending and distinct"
        );
        let model = &table.model;
        // The last block is padded with its last sum.
        let lanes: [u8; N] = std::array::from_fn(|i| uppers[i.min(uppers.len() - 1)]);
        let turn = TurnKernel {
            model,
            space: DiceSpace::get(),
            table: &table.values,
        };
        turn.keep_tables(state, &lanes, &mut scratch.keeps);
        let mut open = [0; BOXES];
        let mut open_count = 0;
        let choosable = model.choosable(state);
        for (bit, face) in model.faces.iter().enumerate() {
            if choosable & (1 << bit) == 0 {
                continue;
            }
            open[open_count] = bit as u8;
            open_count += 1;
            // Outside a Joker five of a kind (scored by `score_now`), nothing sets the flag.
            let next = state | (1 << bit);
            let counts = if face.is_some() { 0..COUNTS } else { 0..1 };
            for count in counts {
                let points = face.map_or(0, |face| u16::from(face) * count as u16);
                for (lane, &upper) in lanes.iter().enumerate() {
                    let (after, bonus) = match face {
                        Some(_) => model.add_upper(upper, points),
                        None => (upper, 0),
                    };
                    scratch.futures[bit][count][lane] = table.value(next, u16::from(after));
                    scratch.bonuses[bit][count][lane] = bonus;
                }
            }
        }
        let BatchScratch {
            keeps,
            futures,
            bonuses,
        } = scratch;
        BatchTurn {
            table,
            state,
            uppers,
            last: TurnKernel::last_keeps(keeps),
            first: &keeps.values[..KEEPS],
            futures,
            bonuses,
            open,
            open_count,
        }
    }

    /// The points still to come after scoring `roll` (with face counts `counts`) in open box
    /// `bit` for lane `lane`: exactly [`score_now`]'s sum, with the future read from the batch.
    #[inline(always)]
    fn score_value(&self, roll: usize, counts: &Counts, bit: usize, lane: usize) -> f64 {
        let model = &self.table.model;
        let points = model.scores[bit][roll];
        let count = model.faces[bit].map_or(0, |face| usize::from(counts[usize::from(face)]));
        let bonus = self.bonuses[bit][count][lane];
        f64::from(points + bonus) + self.futures[bit][count][lane]
    }

    /// The best move for a game of this state with upper sum `upper` (see [`batch_key`]) and
    /// `banked` points: the same choice as [`super::TurnValues::choices`] ranks first. Values
    /// are compared as `banked + value`, exactly as there, so near-ties round and break the
    /// same way.
    pub(crate) fn best_move(
        &self,
        upper: u8,
        banked: u16,
        dice: &Dice,
        rolls_left: u8,
    ) -> Option<StrategyMove> {
        let banked = f64::from(banked);
        let lane = self.uppers.binary_search(&upper).ok()?;
        let space = DiceSpace::get();
        let model = &self.table.model;
        let roll = space.roll_index(dice);
        let counts = &space.keeps[roll];
        // Under Joker rules a five of a kind goes only where the rules allow.
        let joker = model.joker_box.is_some() && model.five_of_a_kind[roll].is_some();
        let mut best: Option<(f64, StrategyMove)> = None;
        for &bit in &self.open[..self.open_count] {
            let bit = usize::from(bit);
            let value = if joker {
                score_now(self.table, self.state, upper, roll, bit)
            } else {
                Some(self.score_value(roll, counts, bit, lane))
            };
            if let Some(value) = value.map(|v| banked + v)
                && best.as_ref().is_none_or(|(b, _)| value > *b)
            {
                best = Some((value, StrategyMove::Score(model.categories[bit])));
            }
        }
        if rolls_left > 0 {
            let keeps = if rolls_left >= 2 {
                self.first
            } else {
                self.last
            };
            // The first keep, then any strictly better one.
            let value_of = |keep: u16| banked + keeps[usize::from(keep)][lane];
            let best_keep = space.proper_sub_keeps[roll]
                .split_first()
                .map(|(&first, rest)| {
                    rest.iter().fold((value_of(first), first), |best, &keep| {
                        let value = value_of(keep);
                        if value > best.0 { (value, keep) } else { best }
                    })
                });
            if let Some((value, keep)) = best_keep
                && best.as_ref().is_none_or(|(b, _)| value > *b)
            {
                let held = held_for_counts(dice, &space.keeps[usize::from(keep)]);
                best = Some((value, StrategyMove::Roll { held }));
            }
        }
        best.map(|(_, chosen)| chosen)
    }
}
