//! A roll's choices ranked for a goal, with the best choice for points beside them: what a
//! goal's hint shows, what its coach and its review weigh a move against. Both front ends ask
//! for it here, so the hint, the coach and the review agree wherever the game is played.

use super::{GoalChoice, GoalError, GoalTable, GoalTurn, Objective};
use crate::rules::Dice;
use crate::solver::{Choice, Situation, Solution, TurnValues};

/// A roll's choices valued for a goal, best first (ties in the expected-score hints' order).
#[derive(Clone, Debug, PartialEq)]
pub struct GoalRanking {
    choices: Vec<GoalChoice>,
    /// The choice the expected-score hint names for the same roll.
    for_points: Choice,
}

impl GoalRanking {
    /// Ranks every choice at `dice` with `rolls_left` rolls left, from the position
    /// `situation`, for `objective`.
    pub fn new(
        strategy: &Solution,
        goal: &GoalTable,
        situation: &Situation,
        (dice, rolls_left): (&Dice, u8),
        objective: &Objective,
    ) -> Result<GoalRanking, GoalError> {
        let values = TurnValues::new(strategy, situation)?;
        let turn = GoalTurn::new(goal, situation, objective)?;
        GoalRanking::of(&values, &turn, (dice, rolls_left))
    }

    /// Ranks every choice at `dice` with `rolls_left` rolls left in a turn valued already,
    /// for points (`values`) and for the goal (`turn`): what a review does at each decision
    /// of a turn, the turn's values computed once.
    pub fn of(
        values: &TurnValues,
        turn: &GoalTurn,
        (dice, rolls_left): (&Dice, u8),
    ) -> Result<GoalRanking, GoalError> {
        let choices = values.choices(dice, rolls_left);
        let for_points = choices
            .first()
            .map(|ranked| ranked.choice.clone())
            .ok_or(GoalError::NoChoice)?;
        Ok(GoalRanking {
            choices: turn.rank(choices, dice, rolls_left),
            for_points,
        })
    }

    /// Every choice, best for the goal first.
    pub fn choices(&self) -> &[GoalChoice] {
        &self.choices
    }

    /// The goal's best choice.
    pub fn best(&self) -> &GoalChoice {
        // `new` ranks at least the points' choice.
        &self.choices[0]
    }

    /// The best choice for points, valued for the goal, when it is not the goal's best.
    pub fn for_points(&self) -> Option<&GoalChoice> {
        self.choices
            .iter()
            .find(|c| c.choice == self.for_points)
            .filter(|c| c.choice != self.best().choice)
    }

    /// What playing `played` costs of the goal's value (for a target, of its chance) against
    /// the best choice: 0 for the best, `None` for a choice the roll does not offer.
    pub fn cost(&self, played: &Choice) -> Option<f64> {
        let chosen = self.choices.iter().find(|c| &c.choice == played)?;
        Some((self.best().chance - chosen.chance).max(0.0))
    }
}
