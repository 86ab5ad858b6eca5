//! The review of a game played for a target (reach N; beating a best B is reaching B + 1):
//! every decision graded by the chance of a final score of N or more that it gave away, each
//! weighed by the roll's [`GoalRanking`] (as the goal's hint and coach weigh it), with the
//! points banked at that moment.

use super::{Grading, Review, choice_of, walk};
use crate::game::{Decision, Game};
use crate::rules::ScoreCard;
use crate::solver::{
    GoalError, GoalRanking, GoalTable, GoalTurn, Objective, Situation, Solution, TurnValues,
};

/// Reviews every decision of `game` (finished or not) by the chance of reaching `target`:
/// what each decision lost of it against the goal's best choice, playing for the target from
/// there on; the trajectory is the target's chance at the start of each turn, and 1 or 0 once
/// the game is over. An error where the goal table has no answer for a position the game
/// went through (a table computed only from some level on).
pub fn goal_review(
    table: &Solution,
    goal: &GoalTable,
    game: &Game,
    target: u32,
) -> Result<Review, GoalError> {
    let card = ScoreCard::new(game.rules());
    goal_review_from(table, goal, &card, game.decisions(), target)
}

/// [`goal_review`] of `decisions` made from `card` on (its turns numbered from the boxes
/// filled there): a late position reviewed on its own.
pub fn goal_review_from(
    table: &Solution,
    goal: &GoalTable,
    card: &ScoreCard,
    decisions: &[Decision],
    target: u32,
) -> Result<Review, GoalError> {
    let objective = Objective::reach(target);
    let mut failed = None;
    let (decisions, trajectory, final_score) = walk(
        card.clone(),
        decisions,
        |card| {
            let situation = Situation::from(card);
            let turn = TurnValues::new(table, &situation)
                .map_err(GoalError::from)
                .and_then(|values| Ok((values, GoalTurn::new(goal, &situation, &objective)?)));
            turn.map_err(|error| failed.get_or_insert(error).clone())
                .ok()
        },
        |(_, turn)| turn.start(),
        |(values, turn), decision| {
            let (dice, rolls_left) = match *decision {
                Decision::Keep {
                    dice, rolls_left, ..
                }
                | Decision::Score {
                    dice, rolls_left, ..
                } => (dice, rolls_left),
            };
            let ranking = GoalRanking::of(values, turn, (&dice, rolls_left)).ok()?;
            let lost = ranking.cost(&choice_of(decision))?;
            Some((ranking.best().choice.clone(), lost))
        },
        |card| {
            if u32::from(card.total()) >= target {
                1.0
            } else {
                0.0
            }
        },
    );
    if let Some(error) = failed {
        return Err(error);
    }
    Ok(Review {
        rules: card.rules(),
        grading: Grading::Target(target),
        total_lost: decisions.iter().map(|d| d.lost).sum(),
        decisions,
        trajectory,
        final_score,
    })
}

/// The review of `game` for what it was played for: by the chance of reaching `target` when
/// there is one and its goal table (`goal`, `None` until it is ready) answers, else in
/// expected points. The review says which ([`Review::grading`]). What a front end that
/// computes it in one go calls (the server's review of a seat's game).
pub fn review_for(
    table: &Solution,
    goal: Option<&GoalTable>,
    game: &Game,
    target: Option<u32>,
) -> Review {
    target
        .zip(goal.filter(|g| g.rules() == game.rules()))
        .and_then(|(target, goal)| goal_review(table, goal, game, target).ok())
        .unwrap_or_else(|| super::review(table, game))
}
