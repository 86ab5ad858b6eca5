//! The review of a game played for a target (the goal setting: reach N, or beat my best, which
//! is reaching the best + 1): each decision graded by the percentage points of the target's
//! chance it lost (`core::review::goal_review`). A whole game's grades take some milliseconds,
//! so they are worked out on a thread of their own as the game ends ([`GoalReviewJob`]); until
//! they are in (or while the goal table loads, or when it cannot be had), the review shows the
//! expected points' grades and says why.

use super::App;
use yatzy_core::review::Review;
use yatzy_core::solver::GoalError;
pub(super) use yatzy_ui::goal_review::GoalReviewState;
use yatzy_ui::goal_review::GoalReviewed;
pub use yatzy_ui::goal_review::{GoalReviewAnswer, GoalReviewJob};
use yatzy_ui::screens::Screen;
use yatzy_ui::screens::review::PendingGoal;

impl App {
    /// The game the review shows, when it was played for a target: a person's game (the bots
    /// play for points or to win) while this game plays for one (not the daily challenge).
    fn goal_reviewed(&self) -> Option<GoalReviewed> {
        let target = self.goal_aim()?.target()?;
        GoalReviewed::of(&self.table, self.reviewed_index(), target)
    }

    /// The goal review told for the game the review shows now.
    fn goal_review_now(&self) -> Option<&Result<Review, GoalError>> {
        self.goal_review.review_now(&self.goal_reviewed()?)
    }

    /// The review on the screen: by the target's chance when the game was played for one and
    /// its grades are in, else in expected points (none before the solver is ready).
    pub fn shown_review(&self) -> Option<&Review> {
        match self.goal_review_now() {
            Some(Ok(review)) => Some(review),
            _ => self.review.as_ref(),
        }
    }

    /// Why a game played for a goal is shown in expected points, while it is (always, played
    /// to win).
    pub(super) fn pending_goal(&self) -> Option<PendingGoal> {
        let seat = self.reviewed_index();
        if let Some(why) = GoalReviewed::played_to_win(&self.table, seat, self.goal_aim()) {
            return Some(why);
        }
        let now = self.goal_reviewed()?;
        let (ready, failed) = (self.goal_table().is_some(), self.goal_failure().is_some());
        (self.goal_review).pending(&now, ready, failed, self.goal_progress())
    }

    /// The goal review to work out: asked for as the game ends (its review is a key away),
    /// once per game reviewed, when the goal table and the strategy are ready.
    pub fn take_goal_review_jobs(&mut self) -> Vec<GoalReviewJob> {
        let Some(now) = self.goal_reviewed().filter(|_| self.table.is_over()) else {
            return Vec::new();
        };
        let (Some(goal), Some(strategy)) =
            (self.goal_table().cloned(), self.engine.strategy.clone())
        else {
            return Vec::new();
        };
        let job = (self.goal_review).ask(&now, &self.table, &goal, &strategy);
        job.into_iter().collect()
    }

    /// A goal review was worked out; whether the screen changes (the review is open).
    pub fn goal_review_answered(&mut self, answer: GoalReviewAnswer) -> bool {
        let showing = matches!(self.screen, Screen::Review(_));
        self.goal_review.told(answer, None);
        showing
    }
}
