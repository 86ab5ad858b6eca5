//! The review of a game played for a target (the goal setting: reach N, or beat my best, which
//! is reaching the best + 1): each decision graded by the percentage points of the target's
//! chance it lost (`core::review::goal_review`). A whole game's grades take some milliseconds,
//! so they are worked out on a thread of their own as the game ends ([`GoalReviewJob`]); until
//! they are in (or while the goal table loads, or when it cannot be had), the review shows the
//! expected points' grades and says why.

use std::sync::Arc;

use super::App;
use yatzy_core::game::{Game, GameId};
use yatzy_core::review::{self, Review};
use yatzy_core::solver::{GoalError, GoalTable, Solution};
use yatzy_ui::screens::Screen;
use yatzy_ui::screens::review::PendingGoal;

/// The game a goal review is of: a seat's game at a number of decisions, and its target.
#[derive(Clone, Debug, PartialEq, Eq)]
struct GoalReviewed {
    game: GameId,
    seat: usize,
    decisions: usize,
    target: u32,
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
    pub fn run(self) -> GoalReviewAnswer {
        let target = self.reviewed.target;
        GoalReviewAnswer {
            review: review::goal_review(&self.strategy, &self.goal, &self.game, target),
            reviewed: self.reviewed,
        }
    }
}

/// The goal review asked for, and the last one told.
#[derive(Debug, Default)]
pub(super) struct GoalReviewState {
    asked: Option<GoalReviewed>,
    answered: Option<(GoalReviewed, Result<Review, GoalError>)>,
}

impl App {
    /// The game the review shows, when it was played for a target: a person's game (the bots
    /// play for points or to win) while this game plays for one (not the daily challenge).
    fn goal_reviewed(&self) -> Option<GoalReviewed> {
        let target = self.goal_aim()?.target()?;
        let seat = self.reviewed_index();
        let at = self.table.seats().get(seat).filter(|s| !s.kind.is_bot())?;
        Some(GoalReviewed {
            game: self.table.id(),
            seat,
            decisions: at.game.decisions().len(),
            target,
        })
    }

    /// The goal review told for the game the review shows now.
    fn goal_review_now(&self) -> Option<&Result<Review, GoalError>> {
        let now = self.goal_reviewed()?;
        let (reviewed, review) = self.goal_review.answered.as_ref()?;
        (*reviewed == now).then_some(review)
    }

    /// The review on the screen: by the target's chance when the game was played for one and
    /// its grades are in, else in expected points (none before the solver is ready).
    pub fn shown_review(&self) -> Option<&Review> {
        match self.goal_review_now() {
            Some(Ok(review)) => Some(review),
            _ => self.review.as_ref(),
        }
    }

    /// Why a game played for a target is shown in expected points, while it is.
    pub(super) fn pending_goal(&self) -> Option<PendingGoal> {
        let target = self.goal_reviewed()?.target;
        Some(match self.goal_review_now() {
            Some(Ok(_)) => return None,
            Some(Err(_)) => PendingGoal::Failed { target },
            None if self.goal_table().is_some() => PendingGoal::Computing { target },
            None if self.goal_failure().is_some() => PendingGoal::Failed { target },
            None => PendingGoal::Loading {
                target,
                progress: self.goal_progress().unwrap_or(0.0),
            },
        })
    }

    /// The goal review to work out: asked for as the game ends (its review is a key away),
    /// once per game reviewed, when the goal table and the strategy are ready.
    pub fn take_goal_review_jobs(&mut self) -> Vec<GoalReviewJob> {
        let Some(now) = self.goal_reviewed().filter(|_| self.table.is_over()) else {
            return Vec::new();
        };
        if self.goal_review.asked.as_ref() == Some(&now) {
            return Vec::new();
        }
        let (Some(goal), Some(strategy)) =
            (self.goal_table().cloned(), self.engine.strategy.clone())
        else {
            return Vec::new();
        };
        let Some(seat) = self.table.seats().get(now.seat) else {
            return Vec::new();
        };
        let game = seat.game.clone();
        self.goal_review.asked = Some(now.clone());
        vec![GoalReviewJob {
            reviewed: now,
            game,
            goal,
            strategy,
        }]
    }

    /// A goal review was worked out; whether the screen changes (the review is open).
    pub fn goal_review_answered(&mut self, answer: GoalReviewAnswer) -> bool {
        let showing = matches!(self.screen, Screen::Review(_));
        self.goal_review.answered = Some((answer.reviewed, answer.review));
        showing
    }
}
