//! The words of playing for a goal: the goal setting's values, what a goal aims at, and the
//! goal's hint.

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
