//! The words of playing for a goal: the goal setting's values, what a goal aims at, and the
//! goal's hint.

use crate::preferences::GoalMode;
use crate::view::GoalAim;
use yatzy_core::chances;
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

/// A chance (0..=1) as a percentage with one decimal: "23.1%". The one wording of a goal's
/// chance (the hint, the chances line): a chance that rounds to nothing but is one is "<0.1%",
/// one that rounds to 100% but is not certain ">99.9%"; only rounding noise next to 0 or 1
/// (see `core::chances::possible`) is said "0.0%" or "100.0%". So a choice is never shown
/// at the same "0.0%" as one that truly has no chance.
pub fn percent(chance: f64) -> String {
    if chances::certain(chance) {
        i18n::percent(1.0)
    } else if !chances::possible(chance) {
        i18n::percent(0.0)
    } else if chance < 0.0005 {
        format!("<{}", i18n::percent(0.001))
    } else if chance > 0.9995 {
        format!(">{}", i18n::percent(0.999))
    } else {
        i18n::percent(chance)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_goal_chance_is_never_rounded_to_none_or_to_a_certainty() {
        yatzy_i18n::set(yatzy_i18n::Language::English);
        // No chance, or certain (rounding noise included): said so.
        assert_eq!(percent(0.0), "0.0%");
        assert_eq!(percent(1e-15), "0.0%");
        assert_eq!(percent(1.0), "100.0%");
        assert_eq!(percent(1.0 - 1e-15), "100.0%");
        // A chance under 0.05% is one all the same: not the 0.0% of a choice without any.
        assert_eq!(percent(0.0003), "<0.1%");
        assert_eq!(percent(1e-9), "<0.1%");
        assert_eq!(percent(0.0005), "0.1%");
        assert_eq!(percent(0.231), "23.1%");
        // Above 99.95% but short of certain: not 100.0%.
        assert_eq!(percent(0.9996), ">99.9%");
        assert_eq!(percent(0.9994), "99.9%");
    }
}
