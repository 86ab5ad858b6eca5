//! The goal tables in the game: asked for when something first plays for a goal (a goal
//! setting, a bot that plays to win), loaded or computed in the background (see
//! `session::GoalLoader`), and told here as the work goes on. Nothing waits for them: until one
//! is ready, what needs it says so and plays or hints for points.

use std::sync::Arc;

use super::App;
use yatzy_core::rules::RuleSet;
use yatzy_core::solver::GoalTable;
use yatzy_session::GoalEvent;

/// What the app knows of the goal tables.
#[derive(Debug, Default)]
pub(crate) struct GoalState {
    /// Rule sets whose table something wants and the loader was not asked for yet.
    wanted: Vec<RuleSet>,
    /// Rule sets the loader was asked for.
    asked: Vec<RuleSet>,
    /// The tables ready, by rule set.
    ready: Vec<Arc<GoalTable>>,
    /// How far a table being computed is, by rule set.
    progress: Vec<(RuleSet, f64)>,
    /// Why a table could not be had, by rule set.
    failed: Vec<(RuleSet, String)>,
}

impl App {
    /// Something plays for a goal under `rules`: its table is wanted (asked for once).
    pub(crate) fn want_goal_table(&mut self, rules: RuleSet) {
        let goals = &mut self.goals;
        if !goals.asked.contains(&rules) && !goals.wanted.contains(&rules) {
            goals.wanted.push(rules);
        }
    }

    /// The rule sets whose goal tables are newly wanted; each is returned once.
    pub fn take_goal_requests(&mut self) -> Vec<RuleSet> {
        self.want_goal_for_aim();
        let new = std::mem::take(&mut self.goals.wanted);
        self.goals.asked.extend(&new);
        new
    }

    /// The loader told how a table is going; whether the screen changes.
    pub fn goal_event(&mut self, event: GoalEvent) -> bool {
        let goals = &mut self.goals;
        match event {
            GoalEvent::Progress(rules, fraction) => {
                goals.progress.retain(|(r, _)| *r != rules);
                goals.progress.push((rules, fraction));
                self.goal_table_told();
                // A bot that plays to win waiting for it says how far it is.
                if self.win_bot_waiting().is_some() {
                    self.announce_turn();
                }
            }
            GoalEvent::Ready(rules, table, note) => {
                goals.progress.retain(|(r, _)| *r != rules);
                goals.ready.retain(|t| t.rules() != rules);
                goals.ready.push(table);
                if let Some(note) = note {
                    self.solver_note(note);
                }
                // A bot that plays to win may have waited for it.
                self.sync_win_table();
                self.goal_table_told();
            }
            GoalEvent::Failed(rules, message) => {
                goals.progress.retain(|(r, _)| *r != rules);
                goals.failed.retain(|(r, _)| *r != rules);
                goals.failed.push((rules, message.clone()));
                self.solver_note(message);
                // A bot that plays to win stops waiting: it plays for points.
                self.sync_win_table();
                self.goal_table_told();
            }
        }
        true
    }

    /// This game's goal table, once ready.
    pub(crate) fn goal_table(&self) -> Option<&Arc<GoalTable>> {
        let rules = self.table.rules();
        self.goals.ready.iter().find(|t| t.rules() == rules)
    }

    /// How far this game's goal table is being computed, while it is.
    pub(crate) fn goal_progress(&self) -> Option<f64> {
        let rules = self.table.rules();
        self.goals
            .progress
            .iter()
            .find(|(r, _)| *r == rules)
            .map(|&(_, fraction)| fraction)
    }

    /// Why this game's goal table could not be had, if it could not.
    pub(crate) fn goal_failure(&self) -> Option<&str> {
        let rules = self.table.rules();
        self.goals
            .failed
            .iter()
            .find(|(r, _)| *r == rules)
            .map(|(_, why)| why.as_str())
    }
}
