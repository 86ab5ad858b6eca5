//! The preferences read, written, stepped and overridden.

use super::*;
use serde_json::json;

#[test]
fn missing_preferences_are_the_defaults_without_a_word() {
    assert_eq!(
        Preferences::from_json(&Value::Null),
        (Preferences::default(), vec![])
    );
    assert_eq!(
        Preferences::from_json(&json!({})),
        (Preferences::default(), vec![])
    );
}

#[test]
fn good_values_are_read() {
    let raw = json!({
        "rules": "forced", "coach": true, "coach_threshold": 2.5, "coach_asks_first": true,
        "risk": -2, "bot_pace_ms": 0, "theme": "colour-blind", "ascii": "on", "mouse": false, "language": "sv",
        "a_newer_key": [1, 2]
    });
    let (preferences, problems) = Preferences::from_json(&raw);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        preferences,
        Preferences {
            rules: Some(RuleSet::Forced),
            coach: true,
            coach_threshold: 2.5,
            coach_asks_first: true,
            risk: -2.0,
            bot_pace_ms: 0,
            theme: ThemeName::ColourBlind,
            ascii: AsciiMode::On,
            mouse: false,
            bell: false,
            language: Some(yatzy_i18n::Language::Swedish),
            goal: GoalMode::BestScore,
            goal_target: 300,
            goal_coach_threshold: 1.0,
        }
    );
}

#[test]
fn each_bad_value_costs_only_itself_and_is_named() {
    let raw = json!({
        "coach": "yes", "coach_threshold": -3, "risk": 9, "bot_pace_ms": 99999, "theme": "pink",
        "mouse": false
    });
    let (preferences, problems) = Preferences::from_json(&raw);
    assert_eq!(
        problems,
        [
            "\"coach\": \"yes\" is not true or false; using off",
            "\"coach_threshold\": -3 is not a number of points from 0.01 to 100; using 1 point",
            "\"risk\": 9 is not a number from -5 (cautious) to 5 (bold); using none (the expected score)",
            "\"bot_pace_ms\": 99999 is not a whole number of milliseconds from 0 to 10000; using 600 ms",
            "\"theme\": \"pink\" is not one of default, light, high-contrast, colour-blind; using default",
        ]
    );
    assert_eq!(
        preferences,
        Preferences {
            mouse: false,
            bell: false,
            ..Preferences::default()
        }
    );
    let (_, problems) = Preferences::from_json(&json!([1]));
    assert_eq!(
        problems,
        ["\"preferences\" is not an object; using the defaults"]
    );
}

#[test]
fn a_hostile_value_is_shown_short_and_harmless() {
    let raw = json!({ "theme": format!("\u{1b}]0;owned\u{7}{}", "x".repeat(500)) });
    let (_, problems) = Preferences::from_json(&raw);
    assert!(!problems[0].contains('\u{1b}') && !problems[0].contains('\u{7}'));
    assert!(problems[0].chars().count() < 160, "{}", problems[0]);
}

#[test]
fn options_win_over_the_saved_preferences_and_say_which() {
    let saved = Preferences {
        theme: ThemeName::Light,
        bot_pace_ms: 0,
        ..Preferences::default()
    };
    let overrides = Overrides {
        theme: Some(ThemeName::HighContrast),
        ascii: Some(false),
        ..Overrides::default()
    };
    let (preferences, decided) = overrides.apply(saved);
    assert_eq!(preferences.theme, ThemeName::HighContrast);
    assert_eq!(preferences.ascii, AsciiMode::Off);
    assert_eq!(preferences.bot_pace_ms, 0, "not given: the saved one");
    assert_eq!(decided, [Setting::Theme, Setting::Ascii]);
}

#[test]
fn stepping_wraps_and_a_written_value_reads_back() {
    let mut preferences = Preferences::default();
    Setting::Rules.step(&mut preferences, -1);
    assert_eq!(preferences.rules, Some(RuleSet::Forced));
    Setting::Rules.step(&mut preferences, 1);
    assert_eq!(preferences.rules, None);
    Setting::CoachThreshold.step(&mut preferences, 1);
    assert_eq!(preferences.coach_threshold, 2.0);
    Setting::BotPace.step(&mut preferences, -1);
    assert_eq!(preferences.bot_pace_ms, 300);
    Setting::Theme.step(&mut preferences, 1);
    Setting::Ascii.step(&mut preferences, 1);
    Setting::Mouse.step(&mut preferences, 1);
    let mut raw = json!({ "kept": "as it was", "coach": "bad" });
    for setting in Setting::ALL.into_iter().filter(|&s| s != Setting::Coach) {
        write_into(&mut raw, setting, &preferences);
    }
    assert_eq!(raw["kept"], "as it was");
    assert_eq!(
        raw["coach"], "bad",
        "a value not changed stays as the file had it"
    );
    let (read, problems) = Preferences::from_json(&raw);
    assert_eq!(read, preferences);
    assert_eq!(problems.len(), 1);
}

#[test]
fn a_value_off_the_list_steps_to_its_neighbour_in_the_list() {
    // The targets offered run 150, 200, ..., 275, 300, ..., 400 and wrap; one set by
    // `--target` between them steps to the next one up or down, not to the list's start.
    let mut preferences = Preferences {
        goal_target: 287,
        ..Preferences::default()
    };
    Setting::GoalTarget.step(&mut preferences, 1);
    assert_eq!(preferences.goal_target, 300);
    preferences.goal_target = 287;
    Setting::GoalTarget.step(&mut preferences, -1);
    assert_eq!(preferences.goal_target, 275);
    // Beyond the ends, stepping outwards wraps round the ring.
    preferences.goal_target = 500;
    Setting::GoalTarget.step(&mut preferences, 1);
    assert_eq!(preferences.goal_target, 150);
    preferences.goal_target = 500;
    Setting::GoalTarget.step(&mut preferences, -1);
    assert_eq!(preferences.goal_target, 400);
    preferences.goal_target = 100;
    Setting::GoalTarget.step(&mut preferences, -1);
    assert_eq!(preferences.goal_target, 400);
    // The other lists of numbers step the same way.
    preferences.coach_threshold = 0.3;
    Setting::CoachThreshold.step(&mut preferences, 1);
    assert_eq!(preferences.coach_threshold, 0.5);
    preferences.bot_pace_ms = 700;
    Setting::BotPace.step(&mut preferences, -1);
    assert_eq!(preferences.bot_pace_ms, 600);
}
