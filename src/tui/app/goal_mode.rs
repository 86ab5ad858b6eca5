//! Playing for a goal (the goal setting, `g`): what the goal aims at in this game, and the
//! goal's hint. The hint's choices are valued off the key's path: `t` leaves a job for the
//! event loop to run on a thread of its own (see [`GoalHintJob`]), and the answer comes back
//! through the event channel; until it does, the hint says it is computing.

use super::App;
use yatzy_core::solver::Choice;
use yatzy_i18n::t;
pub use yatzy_ui::goal::{GoalAnswer, GoalJob};
use yatzy_ui::goal::{GoalAsked, GoalTools, Told};
use yatzy_ui::preferences::Setting;
use yatzy_ui::view::{GoalAim, GoalHint};

/// What the background was asked of the goal table and told: the chances line's goal
/// chance, and the ranking of a roll's choices (for the hint and the coach), each the last.
pub(super) type GoalChanceState = GoalAsked;

impl App {
    /// What this game plays for, when it is a goal: `None` plays for the best score (the
    /// setting, a daily challenge, beating a best that is not recorded yet or at a table, or
    /// the win alone).
    pub(crate) fn goal_aim(&self) -> Option<GoalAim> {
        if self.table.game().daily_date().is_some() {
            return None;
        }
        let preferences = &self.look.preferences;
        yatzy_ui::goal::aim(
            preferences.goal,
            preferences.goal_target,
            self.best_before(),
            self.table.is_solitaire(),
        )
    }

    /// The goal table is wanted while the game plays for a goal.
    pub(super) fn want_goal_for_aim(&mut self) {
        if self.goal_aim().is_some() {
            self.want_goal_table(self.table.rules());
        }
    }

    /// `g`: the next goal, saved at once (a daily challenge keeps the best score).
    pub(super) fn cycle_goal(&mut self) {
        if self.table.game().daily_date().is_some() {
            self.say_warning(t!("goal-ignored-daily"));
            return;
        }
        // The setting's next value, wrapping: best score, beat my best, reach N, win.
        self.change_setting(Setting::Goal, 1);
        // The hint shown was for the goal before.
        self.hint = None;
        self.want_goal_for_aim();
    }

    /// What the goal setting's status says instead of its bare value when the game will not
    /// play for it as named (beat my best with no best, or at a table; the win alone).
    pub(super) fn goal_note(&self) -> Option<String> {
        let (mode, alone) = (self.look.preferences.goal, self.table.is_solitaire());
        yatzy_ui::words::goal::cycle_note(mode, alone, self.best_before())
    }

    /// The goal's part of the hint for the dice on the table: asked of the background when the table is
    /// ready, else how far the table is. `None` when the game plays for points.
    pub(super) fn goal_hint(&mut self) -> Option<GoalHint> {
        let aim = self.goal_aim()?;
        self.want_goal_for_aim();
        let Some(goal) = self.goal_table().cloned() else {
            let failed = self.goal_failure().is_some();
            return Some(yatzy_ui::goal::table_wait(failed, self.goal_progress()));
        };
        self.ask_ranking(&goal, aim);
        Some(GoalHint::Computing(aim))
    }

    /// The roll's choices ranked for the goal are asked for, unless they were already.
    fn ask_ranking(&mut self, goal: &std::sync::Arc<yatzy_core::solver::GoalTable>, aim: GoalAim) {
        let Some(strategy) = self.engine.strategy.clone() else {
            return;
        };
        let tools = GoalTools {
            goal,
            strategy: &strategy,
            futures: &self.futures,
        };
        let asked = (self.goal_chance).ask_ranking(&self.table, aim, tools);
        self.goal_jobs.extend(asked);
    }

    /// With the coach on, playing for a goal: what `command` costs of the goal's chance (in
    /// percentage points) when more than the threshold, with the best choice. Silent until
    /// the roll's ranking is in (a millisecond after the roll).
    pub(super) fn goal_cost(
        &self,
        command: yatzy_core::game::Command,
    ) -> Option<(GoalAim, f64, Choice)> {
        let aim = self.goal_aim()?;
        let threshold = self.look.preferences.goal_coach_threshold;
        let (lost, best) = (self.goal_chance).cost(&self.table, aim, command, threshold)?;
        Some((aim, lost, best))
    }

    /// The goal work to do, each handed out once: the hints asked for, and the chances
    /// line's goal chance when the position between turns is a new one.
    pub fn take_goal_jobs(&mut self) -> Vec<GoalJob> {
        // The coach judges each move by the roll's ranking: asked for as the dice land.
        if self.coach
            && let (Some(aim), Some(goal)) = (self.goal_aim(), self.goal_table().cloned())
            && !self.table.current_seat().kind.is_bot()
        {
            self.ask_ranking(&goal, aim);
        }
        if let Some(aim) = self.goal_spot()
            && let (Some(goal), Some(strategy)) =
                (self.goal_table().cloned(), self.engine.strategy.clone())
        {
            let tools = GoalTools {
                goal: &goal,
                strategy: &strategy,
                futures: &self.futures,
            };
            let asked = (self.goal_chance).ask_chance(&self.table, aim, tools);
            self.goal_jobs.extend(asked);
        }
        std::mem::take(&mut self.goal_jobs)
    }

    /// What the chances line's goal chance is for, alone, while the chances are shown and the
    /// game plays for a target: the position between turns.
    fn goal_spot(&self) -> Option<GoalAim> {
        if !self.table.is_solitaire() || self.table.is_over() || self.chances_hidden() {
            return None;
        }
        self.goal_aim()
    }

    /// The goal's chance under play for it, for the chances line: when known for the
    /// position now.
    pub(super) fn goal_chance_now(&self) -> Option<(GoalAim, f64)> {
        let aim = self.goal_spot()?;
        self.goal_chance.chance_now(&self.table, aim)
    }

    /// Reaching N alone: N and its chance under play for points from the position now, once
    /// the background told it (the chances line says it beside the chance playing for it).
    pub(super) fn goal_target_for_points_now(&self) -> Option<(u16, f64)> {
        let aim = self.goal_spot()?;
        self.goal_chance.target_for_points_now(&self.table, aim)
    }

    /// A goal job was worked out; whether the screen changes.
    pub fn goal_answered(&mut self, answer: GoalAnswer) -> bool {
        match self.goal_chance.answered(answer) {
            Told::Ranking => self.fill_goal_hint(),
            Told::Chance => {
                self.aim_prospects();
                true
            }
            Told::Nothing => false,
        }
    }

    /// A hint waiting for the goal's ranking gets it, if it is in for the roll on the table,
    /// the dice to hold for the goal's best marked. Whether the hint changed.
    pub(super) fn fill_goal_hint(&mut self) -> bool {
        let Some(hint) = self.hint.as_mut() else {
            return false;
        };
        self.goal_chance.fill(&self.table, hint)
    }

    /// The goal table got further, arrived or cannot be had: a hint on the screen waiting
    /// for it is brought up to date (how far it is; the goal's own hint asked for, which
    /// replaces the points' once worked out; or why there is none).
    pub(super) fn goal_table_told(&mut self) {
        if !matches!(
            self.hint.as_ref().and_then(|hint| hint.goal.as_ref()),
            Some(GoalHint::TableLoading(_))
        ) {
            return;
        }
        let goal = self.goal_hint();
        if let Some(hint) = &mut self.hint {
            hint.goal = goal;
        }
        self.fill_goal_hint();
    }
}
