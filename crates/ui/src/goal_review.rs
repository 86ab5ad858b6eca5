//! The review of a game played for a target, for both front ends (the terminal game and
//! `yatzy serve`): each decision graded by the percentage points of the target's chance it
//! lost (`core::review::goal_review`). A whole game's grades take some milliseconds, so they
//! are worked out off the key's path ([`GoalReviewJob`]); until they are in (or while the goal
//! table loads, or when it cannot be had), the review shows the expected points' grades and
//! says why ([`GoalReviewState::pending`]).

use std::sync::Arc;

use crate::screens::review::PendingGoal;
use crate::view::GoalAim;
use yatzy_core::game::{Game, GameId};
use yatzy_core::review::{self, Review};
use yatzy_core::solver::{GoalError, GoalTable, Solution};
use yatzy_core::table::Table;

/// The game a goal review is of: a seat's game at a number of decisions, and its target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoalReviewed {
    game: GameId,
    seat: usize,
    decisions: usize,
    target: u32,
}

impl GoalReviewed {
    /// Seat `seat`'s game on `table` reviewed by the chance of reaching `target`: a person's
    /// (the bots play for points or to win, and are reviewed in points).
    pub fn of(table: &Table, seat: usize, target: u32) -> Option<GoalReviewed> {
        let at = table.seats().get(seat).filter(|s| !s.kind.is_bot())?;
        Some(GoalReviewed {
            game: table.id(),
            seat,
            decisions: at.game.decisions().len(),
            target,
        })
    }

    /// Why seat `seat`'s game on `table` is reviewed in expected points although it was
    /// played for a goal: a person's game played to win (`aim`), said as such.
    pub fn played_to_win(table: &Table, seat: usize, aim: Option<GoalAim>) -> Option<PendingGoal> {
        let person = table.seats().get(seat).is_some_and(|s| !s.kind.is_bot());
        (person && aim == Some(GoalAim::Win)).then_some(PendingGoal::PlayedToWin)
    }

    /// The target the review grades by.
    pub fn target(&self) -> u32 {
        self.target
    }
}

/// A game's review by its target's chance, to work out off the key's path.
pub struct GoalReviewJob {
    reviewed: GoalReviewed,
    game: Game,
    goal: Arc<GoalTable>,
    strategy: Arc<Solution>,
}

impl std::fmt::Debug for GoalReviewJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoalReviewJob")
            .field("reviewed", &self.reviewed)
            .finish_non_exhaustive()
    }
}

/// A goal review worked out, with the game it is of.
#[derive(Debug)]
pub struct GoalReviewAnswer {
    reviewed: GoalReviewed,
    review: Result<Review, GoalError>,
}

impl GoalReviewJob {
    /// The grades, some milliseconds: never on a key's path.
    pub fn run(self) -> GoalReviewAnswer {
        let target = self.reviewed.target;
        GoalReviewAnswer {
            review: review::goal_review(&self.strategy, &self.goal, &self.game, target),
            reviewed: self.reviewed,
        }
    }
}

/// The goal review asked for, and the last one told (one viewer's).
#[derive(Debug, Default)]
pub struct GoalReviewState {
    asked: Option<GoalReviewed>,
    answered: Option<(GoalReviewed, Result<Review, GoalError>)>,
}

impl GoalReviewState {
    /// The job grading `now` (a seat's game on `table`, which is over), unless it was asked
    /// already.
    pub fn ask(
        &mut self,
        now: &GoalReviewed,
        table: &Table,
        goal: &Arc<GoalTable>,
        strategy: &Arc<Solution>,
    ) -> Option<GoalReviewJob> {
        if self.asked.as_ref() == Some(now) || !table.is_over() {
            return None;
        }
        let game = table.seats().get(now.seat)?.game.clone();
        self.asked = Some(now.clone());
        Some(GoalReviewJob {
            reviewed: now.clone(),
            game,
            goal: Arc::clone(goal),
            strategy: Arc::clone(strategy),
        })
    }

    /// A job's answer, kept; whether it is for `now` (the review on the screen).
    pub fn told(&mut self, answer: GoalReviewAnswer, now: Option<&GoalReviewed>) -> bool {
        let current = now == Some(&answer.reviewed);
        self.answered = Some((answer.reviewed, answer.review));
        current
    }

    /// The goal review told for `now`.
    pub fn review_now(&self, now: &GoalReviewed) -> Option<&Result<Review, GoalError>> {
        let (reviewed, review) = self.answered.as_ref()?;
        (reviewed == now).then_some(review)
    }

    /// Why `now`, played for a target, is shown in expected points, while it is: its grades
    /// failed, are computing (the goal table `ready`), or the table cannot be had (`failed`)
    /// or is loading (`progress`).
    pub fn pending(
        &self,
        now: &GoalReviewed,
        ready: bool,
        failed: bool,
        progress: Option<f64>,
    ) -> Option<PendingGoal> {
        let target = now.target;
        Some(match self.review_now(now) {
            Some(Ok(_)) => return None,
            Some(Err(_)) => PendingGoal::Failed { target },
            None if ready => PendingGoal::Computing { target },
            None if failed => PendingGoal::Failed { target },
            None => PendingGoal::Loading {
                target,
                progress: progress.unwrap_or(0.0),
            },
        })
    }
}
