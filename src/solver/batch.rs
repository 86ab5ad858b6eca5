//! Many games at once: games whose turn starts with the same boxes filled differ only in
//! their upper sums, which are the solver's lanes, so one backward pass serves them all.

use super::analysis::{held_for_counts, score_now};
use super::dice_space::{Counts, DiceSpace, KEEPS};
use super::model::UPPER_LANES;
use super::strategy::Move;
use super::table::StrategyTable;
use super::turn::{BLOCK, Row, Scratch, Turn};
use crate::rules::{Category, DISTINCT_ROLLS, Dice, ScoreCard};

/// Where a card's turn goes in a batch: its state (filled boxes, plus the Joker flag) and its
/// upper sum, capped where the table stops telling sums apart.
pub fn batch_key(table: &StrategyTable, card: &ScoreCard) -> (u32, u8) {
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
pub fn batch_key_after(
    table: &StrategyTable,
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
const COUNTS: usize = 6;
/// Boxes a state has room for (the Joker flag is the bit after the last box).
const BOXES: usize = 16;

/// Work buffers for [`BatchTurn::solve`], reused from block to block.
pub struct BatchScratch {
    keeps: Scratch<BLOCK>,
    /// `futures[bit][count]`: what scoring box `bit` (with `count` dice of its face) leaves
    /// to come, per lane: the table's value of the next state and any Left Section bonus.
    futures: Box<[[Row<BLOCK>; COUNTS]; BOXES]>,
    bonuses: Box<[[[u16; BLOCK]; COUNTS]; BOXES]>,
}

impl Default for BatchScratch {
    fn default() -> Self {
        BatchScratch {
            keeps: Scratch::default(),
            futures: Box::new([[[f64::NAN; BLOCK]; COUNTS]; BOXES]),
            bonuses: Box::new([[[0; BLOCK]; COUNTS]; BOXES]),
        }
    }
}

/// Work buffers for [`BatchTurn::outcomes`], reused from batch to batch.
pub struct OutcomeScratch {
    box_bit: Vec<[usize; BLOCK]>,
    box_value: Vec<Row<BLOCK>>,
    scored: Vec<Row<BLOCK>>,
    mass: Vec<Row<BLOCK>>,
    next: Vec<Row<BLOCK>>,
}

impl Default for OutcomeScratch {
    fn default() -> Self {
        OutcomeScratch {
            box_bit: vec![[usize::MAX; BLOCK]; DISTINCT_ROLLS],
            box_value: vec![[f64::NEG_INFINITY; BLOCK]; DISTINCT_ROLLS],
            scored: vec![[0.0; BLOCK]; DISTINCT_ROLLS],
            mass: vec![[0.0; BLOCK]; KEEPS],
            next: vec![[0.0; BLOCK]; KEEPS],
        }
    }
}

/// One turn solved for up to [`BLOCK`] upper sums of games that share `state`.
pub struct BatchTurn<'a> {
    table: &'a StrategyTable,
    state: u32,
    uppers: &'a [u8],
    /// Keep values before the third roll and before the second, per lane.
    last: &'a [Row<BLOCK>],
    first: &'a [Row<BLOCK>],
    futures: &'a [[Row<BLOCK>; COUNTS]; BOXES],
    bonuses: &'a [[[u16; BLOCK]; COUNTS]; BOXES],
    /// The bits of the boxes a roll may go in, in the card's order (ties go to the first).
    open: [u8; BOXES],
    open_count: usize,
}

impl<'a> BatchTurn<'a> {
    /// The most upper sums one batch solves together: the solver's block width.
    pub const LANES: usize = BLOCK;

    /// Solves the turn of `state` for `uppers` (ascending, distinct, at most [`BLOCK`]) in
    /// `scratch`, which holds the values for as long as the batch is used.
    pub fn solve(
        table: &'a StrategyTable,
        state: u32,
        uppers: &'a [u8],
        scratch: &'a mut BatchScratch,
    ) -> BatchTurn<'a> {
        assert!(
            !uppers.is_empty() && uppers.len() <= BLOCK,
            "a batch holds 1..={BLOCK} upper sums"
        );
        let model = &table.model;
        // The last block is padded with its last sum.
        let lanes: [u8; BLOCK] = std::array::from_fn(|i| uppers[i.min(uppers.len() - 1)]);
        let turn = Turn {
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
            last: Turn::last_keeps(keeps),
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
    pub fn best_move(&self, upper: u8, banked: u16, dice: &Dice, rolls_left: u8) -> Option<Move> {
        let banked = f64::from(banked);
        let lane = self.uppers.binary_search(&upper).ok()?;
        let space = DiceSpace::get();
        let model = &self.table.model;
        let roll = space.roll_index(dice);
        let counts = &space.keeps[roll];
        // Under Joker rules a five of a kind goes only where the rules allow.
        let joker = model.joker_box.is_some() && model.five_of_a_kind[roll].is_some();
        let mut best: Option<(f64, Move)> = None;
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
                best = Some((value, Move::Score(model.categories[bit])));
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
                best = Some((value, Move::Roll { held }));
            }
        }
        best.map(|(_, chosen)| chosen)
    }

    /// How the turn ends for each lane (in the order of `uppers`) when the bot plays it: each
    /// box and points it can end in, with the chance (summing to 1 per lane). All lanes are
    /// followed together, a row of [`BLOCK`] values at a time, as the solver computes them.
    pub(super) fn outcomes(&self, work: &mut OutcomeScratch) -> Vec<Vec<Outcome>> {
        let space = DiceSpace::get();
        let model = &self.table.model;
        let OutcomeScratch {
            box_bit,
            box_value,
            scored,
            mass,
            next,
        } = work;
        // The box each roll is scored in when the turn stops there, and its value, per lane:
        // the first best in card order, as `best_move` chooses.
        box_bit.fill([usize::MAX; BLOCK]);
        box_value.fill([f64::NEG_INFINITY; BLOCK]);
        for roll in 0..DISTINCT_ROLLS {
            let counts = &space.keeps[roll];
            let joker = model.joker_box.is_some() && model.five_of_a_kind[roll].is_some();
            let (bits, values) = (&mut box_bit[roll], &mut box_value[roll]);
            for &bit in &self.open[..self.open_count] {
                let bit = usize::from(bit);
                if joker {
                    for lane in 0..BLOCK {
                        let upper = self.uppers[lane.min(self.uppers.len() - 1)];
                        if let Some(value) = score_now(self.table, self.state, upper, roll, bit)
                            && (bits[lane] == usize::MAX || value > values[lane])
                        {
                            bits[lane] = bit;
                            values[lane] = value;
                        }
                    }
                    continue;
                }
                let points = model.scores[bit][roll];
                let count =
                    model.faces[bit].map_or(0, |face| usize::from(counts[usize::from(face)]));
                let (bonuses, futures) = (&self.bonuses[bit][count], &self.futures[bit][count]);
                // Every value is finite and above the start's -infinity, so the first open box
                // is taken, then only a strictly better one: branch-free, lane by lane.
                for lane in 0..BLOCK {
                    let value = f64::from(points + bonuses[lane]) + futures[lane];
                    let better = value > values[lane];
                    values[lane] = if better { value } else { values[lane] };
                    bits[lane] = if better { bit } else { bits[lane] };
                }
            }
        }
        // The chance of each roll, roll by roll: stopped and scored, or kept and rolled on.
        scored.fill([0.0; BLOCK]);
        mass.fill([0.0; BLOCK]);
        for (row, &chance) in mass.iter_mut().zip(&space.roll_probability) {
            *row = [chance; BLOCK];
        }
        for keeps in [self.first, self.last] {
            next.fill([0.0; BLOCK]);
            for roll in 0..DISTINCT_ROLLS {
                let Some((&first, rest)) = space.proper_sub_keeps[roll].split_first() else {
                    continue;
                };
                // The first keep, then any strictly better one, per lane (branch-free).
                let mut best = keeps[usize::from(first)];
                let mut chosen = [first; BLOCK];
                for &keep in rest {
                    let row = &keeps[usize::from(keep)];
                    for lane in 0..BLOCK {
                        let better = row[lane] > best[lane];
                        best[lane] = if better { row[lane] } else { best[lane] };
                        chosen[lane] = if better { keep } else { chosen[lane] };
                    }
                }
                // Kept only if strictly better than scoring now.
                for lane in 0..BLOCK {
                    let chance = mass[roll][lane];
                    if best[lane] > box_value[roll][lane] {
                        next[usize::from(chosen[lane])][lane] += chance;
                    } else {
                        scored[roll][lane] += chance;
                    }
                }
            }
            roll_forward(next);
            std::mem::swap(mass, next);
        }
        let five_bonus = model.five_of_a_kind_bonus(self.state);
        (0..self.uppers.len())
            .map(|lane| {
                // Chances by box and points (no box holds more than 50).
                let mut by_points = [[0.0; 51]; BOXES];
                // Where `by_points` was written, in the order first written.
                let mut touched: Vec<(usize, u16)> = Vec::new();
                let mut jokers: Vec<Outcome> = Vec::new();
                for roll in 0..DISTINCT_ROLLS {
                    let chance = scored[roll][lane] + mass[roll][lane];
                    let bit = box_bit[roll][lane];
                    if chance == 0.0 || bit == usize::MAX {
                        continue;
                    }
                    match model.five_of_a_kind[roll].filter(|_| model.joker_box.is_some()) {
                        Some(face) => {
                            let points = model
                                .five_of_a_kind_placements(self.state, face, roll)
                                .iter()
                                .find(|&&(b, _)| b == bit)
                                .map_or(0, |&(_, points)| points);
                            jokers.push(Outcome {
                                bit,
                                points,
                                five_bonus,
                                chance,
                            });
                        }
                        None => {
                            let points = model.scores[bit][roll].min(50);
                            let slot = &mut by_points[bit][usize::from(points)];
                            if *slot == 0.0 {
                                touched.push((bit, points));
                            }
                            *slot += chance;
                        }
                    }
                }
                let mut outcomes = jokers;
                for &(bit, points) in &touched {
                    let chance = std::mem::take(&mut by_points[bit][usize::from(points)]);
                    if chance > 0.0 {
                        outcomes.push(Outcome {
                            bit,
                            points,
                            five_bonus: 0,
                            chance,
                        });
                    }
                }
                outcomes
            })
            .collect()
    }
}

/// A turn's ending as [`BatchTurn::outcomes`] reports it: the box, its points (before any
/// bonus), a Yacht (Yahtzee) bonus, and the chance.
pub(super) struct Outcome {
    pub bit: usize,
    pub points: u16,
    pub five_bonus: u16,
    pub chance: f64,
}

/// The chances of the rolls after rolling the dice not in each keep, per lane (`mass` holds
/// the keeps' chances; on return rows 0..252 hold the rolls').
pub(super) fn roll_forward(mass: &mut [[f64; BLOCK]]) {
    let space = DiceSpace::get();
    for size in 0..5 {
        for &keep in &space.by_size[size] {
            let keep = usize::from(keep);
            let share = mass[keep].map(|chance| chance / 6.0);
            mass[keep] = [0.0; BLOCK];
            for &next in &space.add[keep] {
                for (slot, &part) in mass[usize::from(next)].iter_mut().zip(&share) {
                    *slot += part;
                }
            }
        }
    }
    debug_assert!(
        mass[DISTINCT_ROLLS..KEEPS]
            .iter()
            .flatten()
            .all(|&m| m == 0.0)
    );
}
