//! Many games at once: games whose turn starts with the same boxes filled differ only in
//! their upper sums, which are the solver's lanes, so one backward pass serves them all.

use std::cell::RefCell;

use super::analysis::score_now;
use super::dice_space::DiceSpace;
use super::model::UPPER_LANES;
use super::strategy::Move;
use super::table::StrategyTable;
use super::turn::{BLOCK, Row, Scratch, Turn};
use crate::rules::{Dice, ScoreCard};

/// The state of a card for the table: filled boxes (plus the Joker flag) and the upper sum.
pub fn state_of(table: &StrategyTable, card: &ScoreCard) -> (u32, u8) {
    let model = &table.model;
    let mut state = model
        .categories
        .iter()
        .enumerate()
        .filter(|&(_, &c)| card.get(c).is_some())
        .fold(0u32, |mask, (bit, _)| mask | (1 << bit));
    if model.joker_box.is_some() && card.get(crate::rules::Category::Yatzy) == Some(50) {
        state |= model.holds_50_flag();
    }
    (state, card.left_sum().min(UPPER_LANES as u16 - 1) as u8)
}

/// One turn solved for up to [`BLOCK`] upper sums of games that share `state`.
pub struct BatchTurn<'a> {
    table: &'a StrategyTable,
    state: u32,
    uppers: &'a [u8],
    /// Keep values before the third roll and before the second, per lane.
    last: &'a [Row<BLOCK>],
    first: &'a [Row<BLOCK>],
}

/// Solves the turn of `state` for `uppers` (ascending, distinct), a block of [`BLOCK`] at a
/// time, and hands each block to `play` while its values are in the thread's work buffers.
pub fn with_batches(
    table: &StrategyTable,
    state: u32,
    uppers: &[u8],
    mut play: impl FnMut(&BatchTurn),
) {
    thread_local! {
        // Work buffers per thread: a batch is made for every group of games every turn.
        static SCRATCH: RefCell<Scratch<BLOCK>> = RefCell::new(Scratch::default());
    }
    let turn = Turn {
        model: &table.model,
        space: DiceSpace::get(),
        table: &table.values,
    };
    SCRATCH.with_borrow_mut(|scratch| {
        for chunk in uppers.chunks(BLOCK) {
            let lanes: [u8; BLOCK] = std::array::from_fn(|i| chunk[i.min(chunk.len() - 1)]);
            turn.keep_tables(state, &lanes, scratch);
            let batch = BatchTurn {
                table,
                state,
                uppers: chunk,
                last: Turn::last_keeps(scratch),
                first: &scratch.values[..super::dice_space::KEEPS],
            };
            play(&batch);
        }
    });
}

impl BatchTurn<'_> {
    /// Whether games with upper sum `upper` are in this block.
    pub fn covers(&self, upper: u8) -> bool {
        self.uppers.binary_search(&upper).is_ok()
    }

    /// The best move for a game of this state with upper sum `upper` and `banked` points: the
    /// same choice as [`super::TurnValues::choices`] ranks first. Values are compared as
    /// `banked + value`, exactly as there, so near-ties round and break the same way.
    pub fn best_move(&self, upper: u8, banked: u16, dice: &Dice, rolls_left: u8) -> Option<Move> {
        let banked = f64::from(banked);
        let offset = self.uppers.binary_search(&upper).ok()?;
        let space = DiceSpace::get();
        let roll = space.roll_index(dice);
        let mut best: Option<(f64, Move)> = None;
        for (bit, &category) in self.table.model.categories.iter().enumerate() {
            if let Some(value) =
                score_now(self.table, self.state, upper, roll, bit).map(|v| banked + v)
                && best.as_ref().is_none_or(|(b, _)| value > *b)
            {
                best = Some((value, Move::Score(category)));
            }
        }
        if rolls_left > 0 {
            let keeps = if rolls_left >= 2 {
                self.first
            } else {
                self.last
            };
            let mut best_keep: Option<(f64, u16)> = None;
            for &keep in &space.proper_sub_keeps[roll] {
                let value = banked + keeps[usize::from(keep)][offset];
                if best_keep.is_none_or(|(b, _)| value > b) {
                    best_keep = Some((value, keep));
                }
            }
            if let Some((value, keep)) = best_keep
                && best.as_ref().is_none_or(|(b, _)| value > *b)
            {
                let counts = space.keeps[usize::from(keep)];
                let faces: Vec<u8> = (1..=6u8)
                    .flat_map(|f| std::iter::repeat_n(f, usize::from(counts[usize::from(f)])))
                    .collect();
                best = Some((
                    value,
                    Move::Roll {
                        held: super::held_for(dice, &faces),
                    },
                ));
            }
        }
        best.map(|(_, chosen)| chosen)
    }
}
