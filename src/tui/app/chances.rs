//! The chances under the card and in the review: what to ask the background for after each
//! scored turn, and what came back. Nothing is computed here: the loop hands the jobs to the
//! chances' worker and its answers back (see `tui::run`).

use std::sync::Arc;

use super::App;
use yatzy_core::chances::{Answer, Chances, Job, TablePosition, Target};
use yatzy_core::game::GameId;
use yatzy_core::solver::{ScoreDistribution, Solution};
use yatzy_ui::view::{LiveChances, Status};
use yatzy_ui::widgets::chance_chart::{self, RoundChances};

/// The chances as far as the background has told them.
#[derive(Debug, Default)]
pub(super) struct ChancesState {
    /// Not shown under the card (the `w` key); shown at first.
    hidden: bool,
    /// The last answer, with the question it answers.
    known: Option<(TablePosition, Chances)>,
    /// The last question asked, so each is asked once.
    asked: Option<TablePosition>,
    /// Reaching N alone, N not the line's own target: the last answer with N in its place,
    /// its chance under play for points (told by the goal's background) beside the goal's.
    aimed: Option<(TablePosition, Chances)>,
    /// The best score to beat alone, as it stood when the game began (a record set by this
    /// very game does not move its own target).
    best_before: Option<(GameId, Option<u16>)>,
    /// The finished game whose chances after each round were asked for, and the answer.
    rounds_asked: Option<GameId>,
    rounds: Option<(GameId, RoundChances)>,
}

impl App {
    /// The jobs the chances need now, with the strategy they need: the position after the
    /// latest turn while the chances are shown, and a finished game's rounds for its review.
    /// Each is handed out once.
    pub fn take_chance_jobs(&mut self) -> Vec<(Arc<Solution>, Job)> {
        let Some(strategy) = self
            .engine
            .strategy
            .clone()
            .filter(|s| s.rules() == self.table.rules())
        else {
            return Vec::new();
        };
        let id = self.table.id();
        if self.chances.best_before.is_none_or(|(game, _)| game != id) {
            self.chances.best_before = Some((id, self.data.personal_best));
        }
        let mut jobs = Vec::new();
        if self.table.is_over() {
            if self.chances.rounds_asked != Some(id) {
                self.chances.rounds_asked = Some(id);
                let best = Some(self.best_to_beat(&strategy));
                jobs.push((
                    Arc::clone(&strategy),
                    Job::Rounds {
                        table: Box::new(self.table.clone()),
                        best,
                    },
                ));
            }
        } else if !self.chances.hidden {
            let question = TablePosition::now(&self.table, self.best_before());
            // Before the first turn the chances follow from the whole game's distribution,
            // which the background computes next: asked for once it is here.
            let at_start = question.positions.iter().all(|p| p.filled.is_empty());
            if at_start && self.engine.distribution.is_none() {
                return jobs;
            }
            if self.chances.asked.as_ref() != Some(&question) {
                self.chances.asked = Some(question.clone());
                jobs.push((strategy, Job::Now(question)));
            }
        }
        jobs
    }

    /// The whole game's distribution, once computed: the chances' worker starts from it.
    pub(crate) fn whole_game_distribution(&self) -> Option<&Arc<ScoreDistribution>> {
        self.engine
            .distribution
            .as_ref()
            .filter(|d| d.rules == self.table.rules())
    }

    /// What the background answered; whether the screen changes.
    pub fn chances_answered(&mut self, answer: Answer) -> bool {
        match answer {
            Answer::Now(question, Ok(chances)) => {
                self.chances.known = Some((question, chances));
                self.aim_prospects();
                !self.chances.hidden && !self.table.is_over()
            }
            Answer::Rounds(id, Ok(rounds)) if id == self.table.id() => {
                let lines = RoundChances::of_game(&self.table, &rounds, self.best_before());
                self.chances.rounds = Some((id, lines));
                true
            }
            // A position the solver refuses cannot come from a checked game; nothing is
            // shown rather than something wrong.
            Answer::Now(_, Err(_)) | Answer::Rounds(..) => false,
        }
    }

    pub(super) fn chances_hidden(&self) -> bool {
        self.chances.hidden
    }

    /// `w`: the chances shown or hidden.
    pub(super) fn toggle_chances(&mut self) {
        self.chances.hidden = !self.chances.hidden;
        let said = yatzy_ui::words::play::chances_toggled(!self.chances.hidden);
        self.status = Some(Status::Info(said));
    }

    /// The chances the board shows, when shown: the last known (marked stale while the
    /// latest position's are computed), or none yet.
    pub(super) fn live_chances(&self) -> Option<LiveChances<'_>> {
        if self.chances.hidden || self.table.is_over() {
            return None;
        }
        let now = TablePosition::now(&self.table, self.best_before());
        let aimed = self.chances.aimed.as_ref().filter(|(question, chances)| {
            let target = self.goal_target_for_points_now().map(|(target, _)| target);
            *question == now
                && matches!(chances, Chances::Alone(p) if Some(p.reach.score) == target)
        });
        let known = aimed
            .or(self.chances.known.as_ref())
            .filter(|(question, _)| question.rules == now.rules);
        Some(LiveChances {
            known: known.map(|(_, chances)| chances),
            stale: known.is_some_and(|(question, _)| *question != now),
            goal: self.goal_chance_now(),
        })
    }

    /// Playing to reach N alone, where N is not the line's own target: the chances now with
    /// N's chance under play for points in the target's place, so that the line says both
    /// ("reach 300: 9.9% (playing for it: 13.7%)"). Only for the position now: a stale
    /// answer is not mixed with a fresh chance.
    pub(super) fn aim_prospects(&mut self) {
        self.chances.aimed = None;
        let Some((target, for_points)) = self.goal_target_for_points_now() else {
            return;
        };
        let now = TablePosition::now(&self.table, self.best_before());
        let Some((question, Chances::Alone(prospects))) = &self.chances.known else {
            return;
        };
        if *question != now || prospects.reach.score == target {
            return;
        }
        let mut prospects = *prospects;
        prospects.reach = Target {
            score: target,
            chance: for_points,
        };
        self.chances.aimed = Some((question.clone(), Chances::Alone(prospects)));
    }

    /// The chances after each round of the finished game, for its review.
    pub(super) fn round_chances(&self) -> Option<&RoundChances> {
        const COMPUTING: &RoundChances = &RoundChances::Computing;
        let id = self.table.id();
        match &self.chances.rounds {
            Some((game, rounds)) if *game == id => Some(rounds),
            _ if self.chances.rounds_asked == Some(id) => Some(COMPUTING),
            _ => None,
        }
    }

    pub(super) fn best_before(&self) -> Option<u16> {
        if !self.table.is_solitaire() {
            return None;
        }
        match self.chances.best_before {
            Some((game, best)) if game == self.table.id() => best,
            _ => self.data.personal_best,
        }
    }

    /// Alone, the score the review's chart measures against (see
    /// [`chance_chart::score_to_beat`]).
    fn best_to_beat(&self, strategy: &Solution) -> u16 {
        chance_chart::score_to_beat(self.best_before(), strategy.expected_score())
    }
}
