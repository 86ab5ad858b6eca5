//! One turn played for a goal: what the end of the game is worth ([`Objective`]), and every
//! choice of a turn valued by it ([`GoalTurn`]).
//!
//! The value of a position is the sum over final scores x of weight(x) times the highest
//! chance of ending on x or more. For a target that is the target's chance, exactly. For a
//! win it is the "beat your opponent" form: each score's chance comes from the play that
//! maximises that score's chance, so a choice is the one that, target by target, keeps the
//! others' likely scores most within reach.

use super::build::{LastRoll, Work, read_block, score_read};
use super::{GoalError, GoalTable, Rows};
use crate::rules::{Category, Dice};
use crate::solver::Situation;
use crate::solver::analysis::{Choice, RankedChoice};
use crate::solver::dice_space::{Counts, DiceSpace, KEEPS};
use crate::solver::turn::TurnKernel;

/// What the end of a game is worth to a goal: a weight for each final score reached.
#[derive(Clone, Debug, PartialEq)]
pub struct Objective {
    /// The final score the first weight is for.
    first: u32,
    /// `weights[i]`: what ending on `first + i` or more adds.
    weights: Vec<f64>,
}

impl Objective {
    /// Ending on `target` points or more.
    pub fn reach(target: u32) -> Objective {
        Objective {
            first: target,
            weights: vec![1.0],
        }
    }

    /// Finishing first against players whose final scores are independent, with these
    /// distributions (`others[i][s]`: the chance that player i ends on exactly s). A tie for
    /// first among k players counts as 1/k of a win, so the value is the expected share of
    /// the win, and two equal players have half each.
    pub fn win(others: &[&[f64]]) -> Objective {
        let scores = others.iter().map(|o| o.len()).max().unwrap_or(0);
        // share[x]: the expected share of the win on ending at exactly x points.
        let mut share = Vec::with_capacity(scores + 1);
        let mut below = vec![0.0; others.len()];
        for x in 0..=scores {
            // ties[t]: the chance that every other ends at x or below, t of them at x.
            let mut ties = vec![1.0];
            for (other, below) in others.iter().zip(&mut below) {
                let at = other.get(x).copied().unwrap_or(0.0);
                let mut next = vec![0.0; ties.len() + 1];
                for (t, &p) in ties.iter().enumerate() {
                    next[t] += p * *below;
                    next[t + 1] += p * at;
                }
                ties = next;
                *below = (*below + at).min(1.0);
            }
            share.push(
                ties.iter()
                    .enumerate()
                    .map(|(t, p)| p / (t as f64 + 1.0))
                    .sum::<f64>(),
            );
        }
        // Ending on x or more adds share[x] - share[x - 1] (never below 0: more is never worse).
        let mut weights: Vec<f64> = share
            .iter()
            .enumerate()
            .map(|(x, &s)| (s - if x == 0 { 0.0 } else { share[x - 1] }).max(0.0))
            .collect();
        let first = weights.iter().position(|&w| w > 0.0).unwrap_or(0);
        let last = weights.iter().rposition(|&w| w > 0.0).map_or(0, |l| l + 1);
        weights.truncate(last);
        weights.drain(..first.min(weights.len()));
        Objective {
            first: first as u32,
            weights,
        }
    }

    /// What ending on exactly `score` is worth: the weights of every score up to it.
    pub fn value_of_final(&self, score: u32) -> f64 {
        let count =
            (i64::from(score) + 1 - i64::from(self.first)).clamp(0, self.weights.len() as i64);
        self.weights[..count as usize].iter().sum()
    }

    /// The target, for an objective of reaching one.
    pub fn target(&self) -> Option<u32> {
        (self.weights == [1.0]).then_some(self.first)
    }

    /// The weights over points still needed when `banked` are banked: the sum of those of
    /// scores reached already, and `(first needed, weights)` for the rest.
    fn needed(&self, banked: u16) -> (f64, i64, &[f64]) {
        let reached =
            (i64::from(banked) + 1 - i64::from(self.first)).clamp(0, self.weights.len() as i64);
        let reached = reached as usize;
        let certain = self.weights[..reached].iter().sum();
        let first = i64::from(self.first) + reached as i64 - i64::from(banked);
        (certain, first, &self.weights[reached..])
    }
}

impl GoalTable {
    /// The value of `objective` at `situation`, a position between turns: for a target, the
    /// highest chance of reaching it.
    pub fn value(&self, situation: &Situation, objective: &Objective) -> Result<f64, GoalError> {
        let (slot, _) = self.slot_of(situation)?;
        let (certain, first, weights) = objective.needed(situation.banked);
        let rows = self.rows(std::iter::once(slot))?;
        let mut value = certain;
        for (i, &weight) in weights.iter().enumerate() {
            value += weight * read_block::<_, 1>(&rows, slot, first + i as i64)[0];
        }
        Ok(value.clamp(0.0, 1.0))
    }
}

/// A choice valued for a goal, beside its expected final score.
#[derive(Clone, Debug, PartialEq)]
pub struct GoalChoice {
    pub choice: Choice,
    /// The objective's value after the choice (for a target, its chance).
    pub chance: f64,
    pub expected_final: f64,
}

/// Every keep and box of one turn valued for an objective, computed once per turn.
pub struct GoalTurn<'a> {
    goal: &'a GoalTable,
    /// The rows the turn's scores lead to.
    rows: Rows,
    position: (u32, u8),
    banked: u16,
    /// The weight of scores reached already, whatever happens.
    certain: f64,
    /// The points still needed of the first weight in `weights`.
    first: i64,
    weights: Vec<f64>,
    /// The objective's value of every keep before the third roll (rows 0..252: that roll
    /// scored in its best box), and before the second; the value before the first roll.
    last_keeps: Vec<f64>,
    first_keeps: Vec<f64>,
    start: f64,
}

impl std::fmt::Debug for GoalTurn<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoalTurn")
            .field("position", &self.position)
            .field("banked", &self.banked)
            .field("start", &self.start())
            .finish_non_exhaustive()
    }
}

impl<'a> GoalTurn<'a> {
    /// Values the turn that starts at `situation` for `objective`.
    pub fn new(
        goal: &'a GoalTable,
        situation: &Situation,
        objective: &Objective,
    ) -> Result<GoalTurn<'a>, GoalError> {
        let (_, position) = goal.slot_of(situation)?;
        let model = &goal.model;
        if position.0 & model.full_mask() == model.full_mask() {
            return Err(crate::solver::PositionError::GameOver.into());
        }
        let (certain, first, weights) = objective.needed(situation.banked);
        let mut last_roll = LastRoll::default();
        last_roll.fill(model, &goal.slots, position.0, position.1);
        let rows = goal.rows(last_roll.reads.iter().map(|read| read.slot))?;
        let mut turn = GoalTurn {
            goal,
            rows,
            position,
            banked: situation.banked,
            certain,
            first,
            weights: weights.to_vec(),
            last_keeps: vec![0.0; KEEPS],
            first_keeps: vec![0.0; KEEPS],
            start: 0.0,
        };
        turn.solve(last_roll);
        Ok(turn)
    }

    /// Runs the turn with each score's result valued by the objective: the weighted sum of
    /// the next state's chances over the points still needed. The turn itself is played for
    /// that sum (one decision for all targets), what comes after it target by target.
    fn solve(&mut self, last_roll: LastRoll) {
        let model = &self.goal.model;
        let rows = &self.rows;
        let (first, weights) = (self.first, &self.weights);
        let reads: Vec<[f64; 1]> = last_roll
            .reads
            .iter()
            .map(|read| {
                let start = first - i64::from(read.shift);
                let value = weights
                    .iter()
                    .enumerate()
                    .map(|(i, &weight)| {
                        weight * read_block::<_, 1>(rows, read.slot, start + i as i64)[0]
                    })
                    .sum::<f64>();
                [value]
            })
            .collect();
        let mut work = Work::<1> {
            last_roll,
            ..Work::default()
        };
        let turn = TurnKernel {
            model,
            space: DiceSpace::get(),
            table: &[],
        };
        work.reads = reads;
        work.combine_reads();
        turn.keep_values(&mut work.scratch);
        self.last_keeps = work.scratch.values[..KEEPS]
            .iter()
            .map(|row| row[0])
            .collect();
        turn.best_keep_values(&mut work.scratch);
        turn.keep_values(&mut work.scratch);
        self.first_keeps = work.scratch.values[..KEEPS]
            .iter()
            .map(|row| row[0])
            .collect();
        turn.best_keep_values(&mut work.scratch);
        self.start = turn.expectation(&work.scratch)[0];
    }

    /// The objective's value before the turn's first roll.
    pub fn start(&self) -> f64 {
        (self.certain + self.start).clamp(0.0, 1.0)
    }

    /// The objective's value after keeping `kept` with `rolls_left` rolls to come (1 or 2).
    pub fn keep_value(&self, kept: &[u8], rolls_left: u8) -> f64 {
        let mut counts: Counts = [0; 7];
        for &face in kept {
            counts[usize::from(face.clamp(1, 6))] += 1;
        }
        self.keep_value_of(&counts, rolls_left)
    }

    fn keep_value_of(&self, counts: &Counts, rolls_left: u8) -> f64 {
        let index = DiceSpace::get().index(counts);
        let keeps = if rolls_left >= 2 {
            &self.first_keeps
        } else {
            &self.last_keeps
        };
        (self.certain + keeps[index]).clamp(0.0, 1.0)
    }

    /// The objective's value after scoring `dice` in `category` now.
    pub fn score_value(&self, dice: &Dice, category: Category) -> Option<f64> {
        let model = &self.goal.model;
        let bit = model.categories.iter().position(|&c| c == category)?;
        let roll = DiceSpace::get().roll_index(dice);
        let read = score_read(model, &self.goal.slots, self.position, bit, roll)?;
        let mut value = self.certain;
        for (i, &weight) in self.weights.iter().enumerate() {
            let needed = self.first + i as i64 - i64::from(read.shift);
            value += weight * read_block::<_, 1>(&self.rows, read.slot, needed)[0];
        }
        Some(value.clamp(0.0, 1.0))
    }

    /// `choices` (a turn's, as [`crate::solver::TurnValues::choices`] ranks them for points)
    /// valued for the objective, best first: the higher value first, and on equal values the
    /// order they came in, so ties go as the expected-score hints break them.
    pub fn rank(&self, choices: Vec<RankedChoice>, dice: &Dice, rolls_left: u8) -> Vec<GoalChoice> {
        let mut ranked: Vec<GoalChoice> = choices
            .into_iter()
            .map(|ranked| {
                let chance = match &ranked.choice {
                    Choice::Keep(faces) => self.keep_value(faces, rolls_left),
                    Choice::Score(category) => self.score_value(dice, *category).unwrap_or(0.0),
                };
                GoalChoice {
                    choice: ranked.choice,
                    chance,
                    expected_final: ranked.expected_final,
                }
            })
            .collect();
        ranked.sort_by(|a, b| b.chance.total_cmp(&a.chance));
        ranked
    }
}
