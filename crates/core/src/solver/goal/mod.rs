//! Playing for a goal: the highest chance, over every way of playing, that the final score
//! reaches a target, from any position between turns and for any target (the goal table), and
//! at every roll the choice that attains it.
//!
//! The table holds for each state between turns (filled boxes with the five-of-a-kind flag,
//! and the Left Section sum's class) one row: the chance of scoring at least k more points,
//! for k = 1, 2, ... (k of 0 or less is certain). A position with `banked` points and target N
//! reads k = N - banked. Rows are stored from their first uncertain k to their last chance of at
//! least [`TAIL`], as f32 (each value within 2^-25 of the f64 it was computed as).

mod build;
mod file;
mod play;
mod ranking;
mod turn;

use std::ops::ControlFlow;

use build::Slots;
pub use file::{
    FOOTER_BYTES, GOAL_VERSION, GoalFooter, HEADER_BYTES, goal_file_name, goal_footer, goal_header,
    goal_layout, goal_trailer,
};
pub use play::GoalPlay;
pub use ranking::GoalRanking;
pub use turn::{GoalChoice, GoalTurn, Objective};

use super::analysis::{PositionError, Situation, card_state};
use super::cache::{CacheError, TOLERANCE};
use super::model::Model;
use crate::rules::RuleSet;

/// Chances below this are not stored (read as 0): a row's tail under optimal goal play falls
/// off fast, and dropping it moves no chance by more than 15 times this in all.
pub const TAIL: f64 = 5e-8;

/// Where a state's row is: `ones` certain points needed (1 ..= ones), then `len` stored
/// chances from `offset` on; 0 beyond.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub offset: u64,
    pub ones: u16,
    pub len: u32,
}

/// Rows of chances by slot, in f64 while computing and f32 in the table.
pub(crate) trait GoalRows {
    type Value: Copy + Into<f64>;
    /// How many points needed are certain, and the stored chances after them.
    fn row(&self, slot: u32) -> (u16, &[Self::Value]);
}

/// Where a goal table's chances are kept: in memory, or in a file the session reads.
pub trait ChanceStore: Send + Sync {
    /// How many chances there are.
    fn count(&self) -> u64;
    /// Reads the chances from `offset` on into `out`; `false` if they cannot be read.
    fn read(&self, offset: u64, out: &mut [f32]) -> bool;
}

impl ChanceStore for Vec<f32> {
    fn count(&self) -> u64 {
        self.as_slice().len() as u64
    }
    fn read(&self, offset: u64, out: &mut [f32]) -> bool {
        let start = offset as usize;
        match self.get(start..start + out.len()) {
            Some(chances) => {
                out.copy_from_slice(chances);
                true
            }
            None => false,
        }
    }
}

/// Some rows of a goal table, read for a turn.
#[derive(Default)]
pub(crate) struct Rows {
    rows: std::collections::HashMap<u32, (u16, Vec<f32>)>,
}

impl GoalRows for Rows {
    type Value = f32;
    fn row(&self, slot: u32) -> (u16, &[f32]) {
        self.rows
            .get(&slot)
            .map_or((0, &[][..]), |(ones, values)| (*ones, values.as_slice()))
    }
}

/// The goal table of a rule set, or its levels from some number of boxes filled on.
pub struct GoalTable {
    model: Model,
    slots: Slots,
    spans: Vec<Span>,
    store: Box<dyn ChanceStore>,
    /// The fewest boxes filled at a state the table holds (0: every state).
    lowest: u32,
}

impl std::fmt::Debug for GoalTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoalTable")
            .field("rules", &self.model.rules)
            .field("lowest", &self.lowest)
            .field("stored", &self.store.count())
            .finish_non_exhaustive()
    }
}

impl GoalTable {
    /// Computes the table of `rules` in memory, from the full card down to states with
    /// `lowest` boxes filled (0: the whole table, 0.6 GB for Yatzy: [`GoalTable::build`]
    /// writes it out level by level instead), calling `progress` with the fraction done.
    pub fn compute(rules: RuleSet, lowest: u32, progress: &mut dyn FnMut(f64)) -> GoalTable {
        let mut values: Vec<f32> = Vec::new();
        let spans = Self::build(rules, lowest, progress, &mut |level| {
            values.extend_from_slice(level);
            ControlFlow::Continue(())
        });
        let model = Model::new(rules);
        GoalTable {
            slots: Slots::new(&model),
            model,
            spans: spans.unwrap_or_default(),
            store: Box::new(values),
            lowest,
        }
    }

    /// Computes the table of `rules` from the full card down to states with `lowest` boxes
    /// filled, handing `store` each level's chances as it is finished: the caller keeps
    /// them one after the other (a file, or memory). Returns every slot's row, its offset
    /// counted over the chances in the order handed out; `None` if `store` stopped the work.
    /// The same every run, whatever the thread count: each row is computed on its own.
    pub fn build(
        rules: RuleSet,
        lowest: u32,
        progress: &mut dyn FnMut(f64),
        store: &mut dyn FnMut(&[f32]) -> ControlFlow<()>,
    ) -> Option<Vec<Span>> {
        let model = Model::new(rules);
        let slots = Slots::new(&model);
        let mut spans = vec![Span::default(); slots.positions.len()];
        let boxes = model.categories.len() as u32;
        // The work of a level grows with its slots and with their rows' length, which grows
        // with the boxes still open.
        let work = |level: u32| -> f64 {
            let at_level = (0..slots.positions.len() as u32)
                .filter(|&slot| slots.level(&model, slot) == level)
                .count();
            at_level as f64 * f64::from(boxes - level)
        };
        let total: f64 = (lowest..=boxes).map(work).sum::<f64>().max(1.0);
        let mut done = 0.0;
        let mut stored = 0u64;
        build::build(&model, &slots, lowest, &mut |level| {
            for &(slot, span) in level.rows {
                spans[slot as usize] = Span {
                    offset: stored + span.offset,
                    ..span
                };
            }
            stored += level.values.len() as u64;
            let stop = store(level.values);
            done += work(level.level);
            progress((done / total).min(1.0));
            stop
        })?;
        Some(spans)
    }

    /// The table of `rules` from stored rows (`spans`, as [`GoalTable::build`] returned them)
    /// and chances, if they make a possible whole table: a row for every slot within the
    /// chances, every chance between 0 and 1 and never growing with the points needed, and the
    /// last turn's rows what they are computed to be afresh.
    pub fn from_stored(
        rules: RuleSet,
        spans: Vec<Span>,
        store: Box<dyn ChanceStore>,
    ) -> Result<GoalTable, CacheError> {
        let model = Model::new(rules);
        let slots = Slots::new(&model);
        if spans.len() != slots.positions.len() {
            return Err(CacheError::WrongSize);
        }
        let count = store.count();
        for span in &spans {
            let end = span.offset.checked_add(u64::from(span.len));
            if end.is_none_or(|end| end > count) {
                return Err(CacheError::WrongSize);
            }
            // No row reaches past the most a game can score (nor says more is certain).
            if u32::from(span.ones) + span.len > u32::from(rules.max_total()) {
                return Err(CacheError::BeyondReach);
            }
        }
        let table = GoalTable {
            model,
            slots,
            spans,
            store,
            lowest: 0,
        };
        for slot in 0..table.spans.len() as u32 {
            let (_, row) = table.raw_row(slot).map_err(|_| CacheError::Truncated)?;
            let mut previous = 1.0f32;
            for &chance in &row {
                // NaN fails too.
                if !(0.0..=previous).contains(&chance) {
                    return Err(CacheError::NotAChance);
                }
                previous = chance;
            }
        }
        // What the chances mean: the last turn's rows computed afresh (a few milliseconds).
        let boxes = table.model.categories.len() as u32;
        let fresh = Self::compute(rules, boxes - 1, &mut |_| {});
        for slot in 0..table.spans.len() as u32 {
            if table.slots.level(&table.model, slot) < boxes - 1 {
                continue;
            }
            let stored = table.load_row(slot).map_err(|_| CacheError::Truncated)?;
            let afresh = fresh.load_row(slot).map_err(|_| CacheError::Truncated)?;
            if stored.0 != afresh.0
                || stored.1.len() != afresh.1.len()
                || stored
                    .1
                    .iter()
                    .zip(&afresh.1)
                    .any(|(a, b)| f64::from((a - b).abs()) > TOLERANCE)
            {
                return Err(CacheError::WrongLastTurn);
            }
        }
        Ok(table)
    }

    /// A slot's row: its certain points needed, and its chances after them (as stored: a
    /// check of the whole table reads them so).
    fn raw_row(&self, slot: u32) -> Result<(u16, Vec<f32>), GoalError> {
        let span = self.spans[slot as usize];
        let mut values = vec![0.0; span.len as usize];
        if !self.store.read(span.offset, &mut values) {
            return Err(GoalError::Unreadable);
        }
        Ok((span.ones, values))
    }

    /// A slot's row, its chances never outside 0 to 1 (a file changed under the game reads
    /// as chances still).
    fn load_row(&self, slot: u32) -> Result<(u16, Vec<f32>), GoalError> {
        let (ones, mut values) = self.raw_row(slot)?;
        for value in &mut values {
            *value = if value.is_nan() {
                0.0
            } else {
                value.clamp(0.0, 1.0)
            };
        }
        Ok((ones, values))
    }

    /// The rows of `slots` (read once each).
    pub(crate) fn rows(&self, slots: impl Iterator<Item = u32>) -> Result<Rows, GoalError> {
        let mut rows = Rows::default();
        for slot in slots {
            if let std::collections::hash_map::Entry::Vacant(entry) = rows.rows.entry(slot) {
                entry.insert(self.load_row(slot)?);
            }
        }
        Ok(rows)
    }

    pub fn rules(&self) -> RuleSet {
        self.model.rules
    }

    /// How many chances the table stores.
    pub fn stored(&self) -> u64 {
        self.store.count()
    }

    /// The highest chance of a final score of at least `target` from `situation` (a position
    /// between turns, its points banked), over every way of playing on.
    pub fn chance(&self, situation: &Situation, target: u32) -> Result<f64, GoalError> {
        let (slot, _) = self.slot_of(situation)?;
        let needed = i64::from(target) - i64::from(situation.banked);
        let rows = self.rows(std::iter::once(slot))?;
        Ok(build::read_block::<_, 1>(&rows, slot, needed)[0])
    }

    /// The slot of `situation`'s row, with its state and capped upper sum.
    fn slot_of(&self, situation: &Situation) -> Result<(u32, (u32, u8)), GoalError> {
        let (state, upper) = card_state(&self.model, situation)?;
        let level = (state & self.model.full_mask()).count_ones();
        if level < self.lowest {
            return Err(GoalError::NotComputed {
                filled: level,
                lowest: self.lowest,
            });
        }
        match self.slots.slot(state, upper) {
            u32::MAX => Err(PositionError::ImpossibleUpperSum(situation.upper).into()),
            slot => Ok((slot, (state, upper))),
        }
    }
}

/// Why the goal table has no answer for a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GoalError {
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("the goal table holds positions with {lowest} or more boxes filled, not {filled}")]
    NotComputed { filled: u32, lowest: u32 },
    #[error("the goal table's chances cannot be read")]
    Unreadable,
    #[error("the position has no choice to make")]
    NoChoice,
}
