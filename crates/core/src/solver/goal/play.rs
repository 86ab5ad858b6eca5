//! A player that plays for a goal: a target, or a win against the others at its table.

use super::{GoalTable, GoalTurn, Objective};
use crate::game::Game;
use crate::solver::analysis::{Choice, Situation, TurnValues, held_for};
use crate::solver::strategy::{Greedy, Strategy, StrategyMove};
use crate::solver::table::Solution;

/// Plays each choice that maximises its objective's value, the expected score breaking
/// ties as the hints break them (so a target out of reach, or reached, is played for points).
pub struct GoalPlay<'a> {
    table: &'a Solution,
    goal: &'a GoalTable,
    objective: Objective,
    /// The current turn's values, computed at its first decision.
    turn: Option<(usize, TurnValues<'a>, GoalTurn<'a>)>,
}

impl<'a> GoalPlay<'a> {
    pub fn new(table: &'a Solution, goal: &'a GoalTable, objective: Objective) -> Self {
        GoalPlay {
            table,
            goal,
            objective,
            turn: None,
        }
    }

    /// Plays for `objective` from the next decision on (a win's changes as the others play).
    pub fn set_objective(&mut self, objective: Objective) {
        if objective != self.objective {
            self.objective = objective;
            self.turn = None;
        }
    }
}

impl Strategy for GoalPlay<'_> {
    fn next_move(&mut self, game: &Game) -> StrategyMove {
        let turn_number = game.history().len();
        if self
            .turn
            .as_ref()
            .is_none_or(|(number, _, _)| *number != turn_number)
        {
            let situation = Situation::from(game.card());
            self.turn = TurnValues::new(self.table, &situation)
                .ok()
                .zip(GoalTurn::new(self.goal, &situation, &self.objective).ok())
                .map(|(values, goal)| (turn_number, values, goal));
        }
        let (Some((_, values, goal)), Some(dice)) = (&self.turn, game.dice()) else {
            return Greedy.next_move(game);
        };
        let rolls_left = game.rolls_left();
        let best = goal
            .rank(values.choices(&dice, rolls_left), &dice, rolls_left)
            .into_iter()
            .next()
            .map(|c| c.choice);
        match best {
            Some(Choice::Keep(faces)) => StrategyMove::Roll {
                held: held_for(&dice, &faces),
            },
            Some(Choice::Score(category)) => StrategyMove::Score(category),
            None => Greedy.next_move(game),
        }
    }
}
