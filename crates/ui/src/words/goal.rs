//! The words of playing for a goal: the goal setting's values, what a goal aims at, and the
//! goal's hint.

use crate::preferences::GoalMode;
use crate::view::GoalAim;
use yatzy_i18n as i18n;
use yatzy_i18n::t;

/// What a goal aims at, after a chance: "to beat 287", "to reach 300", "to win".
pub fn aim(aim: GoalAim) -> String {
    match aim {
        GoalAim::Beat(best) => t!("goal-aim-beat", best = best),
        GoalAim::Reach(target) => t!("goal-aim-reach", target = target),
        GoalAim::Win => t!("goal-aim-win"),
    }
}

/// A chance (0..=1) as a percentage with one decimal: "23.1%".
pub fn percent(chance: f64) -> String {
    format!("{}%", i18n::decimal(chance * 100.0, 1))
}

/// A loss of chance (0..=1) in percentage points, with two decimals: "1.25".
pub fn points_of_chance(lost: f64) -> String {
    i18n::decimal(lost * 100.0, 2)
}

/// The coach turned on (`on`) or off, in both front ends' words: playing for `goal` (its aim
/// and threshold in percentage points of its chance) the coach weighs moves in percentage
/// points of its chance, else in expected points (`points`); it asks before a costly move
/// (`asks`) or flags it after.
pub fn coach_toggled(on: bool, asks: bool, goal: Option<(GoalAim, f64)>, points: f64) -> String {
    // A number: it chooses the plural, and is written as the language writes it.
    match (on, goal) {
        (false, _) => t!("coach-off"),
        (true, Some((goal, threshold))) => {
            let aim = self::aim(goal);
            if asks {
                t!("coach-goal-on-asks", points = threshold, aim = aim)
            } else {
                t!("coach-goal-on-flags", points = threshold, aim = aim)
            }
        }
        (true, None) if asks => t!("coach-on-asks", points = points),
        (true, None) => t!("coach-on-flags", points = points),
    }
}

/// What `g` says besides the new setting, in both front ends, when the game will not play
/// for it as named: beat my best at a table of several or with no best recorded (`best`),
/// the win alone. `None` when the goal applies as it says.
pub fn cycle_note(mode: GoalMode, alone: bool, best: Option<u16>) -> Option<String> {
    match mode {
        // No best is beaten at a table: the best score there.
        GoalMode::BeatBest if !alone => Some(t!("goal-beat-best-table")),
        GoalMode::BeatBest if best.is_none() => Some(t!("goal-no-best-yet")),
        GoalMode::Win if alone => Some(t!("goal-win-alone")),
        _ => None,
    }
}
