//! One preference at a time: its key in the file, its name and words on the screen, its
//! values, and how it is read from the file.

use serde_json::Value;

use super::{AsciiMode, Preferences};
use crate::rules::RuleSet;
use crate::tui::theme::ThemeName;

/// One preference: its key in the file, its name on the screen, and its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Rules,
    Coach,
    CoachThreshold,
    CoachAsksFirst,
    Risk,
    BotPace,
    Theme,
    Ascii,
    Mouse,
}

/// The coach thresholds offered, in expected points.
const THRESHOLDS: [f64; 7] = [0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0];
/// The risk appetites offered.
const RISKS: [f64; 7] = [-4.0, -2.0, -1.0, 0.0, 1.0, 2.0, 4.0];
/// The bot paces offered, in milliseconds.
const PACES: [u64; 6] = [0, 150, 300, 600, 1000, 2000];
/// The range a threshold and a pace may take in the file.
const THRESHOLD_RANGE: std::ops::RangeInclusive<f64> = 0.01..=100.0;
const PACE_MAX: u64 = 10_000;

impl Setting {
    /// In the order of the screen.
    pub const ALL: [Setting; 9] = [
        Setting::Rules,
        Setting::Coach,
        Setting::CoachThreshold,
        Setting::CoachAsksFirst,
        Setting::Risk,
        Setting::BotPace,
        Setting::Theme,
        Setting::Ascii,
        Setting::Mouse,
    ];

    /// The key in `settings.json`'s `"preferences"`.
    pub const fn key(self) -> &'static str {
        match self {
            Setting::Rules => "rules",
            Setting::Coach => "coach",
            Setting::CoachThreshold => "coach_threshold",
            Setting::CoachAsksFirst => "coach_asks_first",
            Setting::Risk => "risk",
            Setting::BotPace => "bot_pace_ms",
            Setting::Theme => "theme",
            Setting::Ascii => "ascii",
            Setting::Mouse => "mouse",
        }
    }

    /// The name on the settings screen.
    pub const fn label(self) -> &'static str {
        match self {
            Setting::Rules => "Rule set at start",
            Setting::Coach => "Coach at start",
            Setting::CoachThreshold => "Coach speaks up at",
            Setting::CoachAsksFirst => "Coach asks first",
            Setting::Risk => "Hint's risk appetite",
            Setting::BotPace => "Bot pace",
            Setting::Theme => "Theme",
            Setting::Ascii => "ASCII symbols",
            Setting::Mouse => "Mouse",
        }
    }

    /// What it does, in a line of at most 60 characters.
    pub const fn description(self) -> &'static str {
        match self {
            Setting::Rules => "the score card a game starts with (from the next start)",
            Setting::Coach => "whether the coach (c) is on when the game starts",
            Setting::CoachThreshold => "the coach flags moves that cost more expected points",
            Setting::CoachAsksFirst => "the coach asks before a costly move instead of after",
            Setting::Risk => "the hint also names the cautious (-) or bold (+) choice",
            Setting::BotPace => "the pause between a bot's actions",
            Setting::Theme => "the colours (NO_COLOR still means none)",
            Setting::Ascii => "draw every symbol in ASCII (auto: when the terminal needs it)",
            Setting::Mouse => "clicks hold dice and score boxes (off: select text)",
        }
    }

    /// The value shown on the screen.
    pub fn value(self, preferences: &Preferences) -> String {
        let yes_no = |on: bool| if on { "on" } else { "off" }.to_string();
        match self {
            Setting::Rules => preferences
                .rules
                .map_or("the last played", |rules| rules.name())
                .to_string(),
            Setting::Coach => yes_no(preferences.coach),
            Setting::CoachThreshold => match preferences.coach_threshold {
                1.0 => "1 point".to_string(),
                points => format!("{points} points"),
            },
            Setting::CoachAsksFirst => yes_no(preferences.coach_asks_first),
            Setting::Risk => match preferences.risk {
                0.0 => "none (the expected score)".to_string(),
                risk if risk > 0.0 => format!("bold {risk:+}"),
                risk => format!("cautious {risk}"),
            },
            Setting::BotPace => match preferences.bot_pace_ms {
                0 => "instant".to_string(),
                ms => format!("{ms} ms"),
            },
            Setting::Theme => preferences.theme.id().to_string(),
            Setting::Ascii => preferences.ascii.id().to_string(),
            Setting::Mouse => yes_no(preferences.mouse),
        }
    }

    /// Moves the setting to its next (`step` 1) or previous (`step` -1) value, wrapping.
    pub fn step(self, preferences: &mut Preferences, step: isize) {
        fn next<T: PartialEq + Copy>(values: &[T], current: T, step: isize) -> T {
            // A value not in the list (one typed into the file) goes to the list's start.
            let at = values.iter().position(|&v| v == current);
            let len = values.len() as isize;
            let index = match at {
                Some(at) => (at as isize + step).rem_euclid(len),
                None => 0,
            };
            values[index as usize]
        }
        let p = preferences;
        match self {
            Setting::Rules => {
                let choices: Vec<Option<RuleSet>> = std::iter::once(None)
                    .chain(RuleSet::ALL.map(Some))
                    .collect();
                p.rules = next(&choices, p.rules, step);
            }
            Setting::Coach => p.coach = !p.coach,
            Setting::CoachThreshold => {
                p.coach_threshold = next(&THRESHOLDS, p.coach_threshold, step)
            }
            Setting::CoachAsksFirst => p.coach_asks_first = !p.coach_asks_first,
            Setting::Risk => p.risk = next(&RISKS, p.risk, step),
            Setting::BotPace => p.bot_pace_ms = next(&PACES, p.bot_pace_ms, step),
            Setting::Theme => p.theme = next(&ThemeName::ALL, p.theme, step),
            Setting::Ascii => p.ascii = next(&AsciiMode::ALL, p.ascii, step),
            Setting::Mouse => p.mouse = !p.mouse,
        }
    }

    /// The value as `settings.json` keeps it.
    pub fn to_json(self, preferences: &Preferences) -> Value {
        match self {
            Setting::Rules => Value::from(preferences.rules.map_or("last", RuleSet::id)),
            Setting::Coach => Value::from(preferences.coach),
            Setting::CoachThreshold => Value::from(preferences.coach_threshold),
            Setting::CoachAsksFirst => Value::from(preferences.coach_asks_first),
            Setting::Risk => Value::from(preferences.risk),
            Setting::BotPace => Value::from(preferences.bot_pace_ms),
            Setting::Theme => Value::from(preferences.theme.id()),
            Setting::Ascii => Value::from(preferences.ascii.id()),
            Setting::Mouse => Value::from(preferences.mouse),
        }
    }

    /// Reads this setting from the file's `value` into `preferences`, or says why not.
    pub(super) fn read(self, value: &Value, preferences: &mut Preferences) -> Result<(), String> {
        let p = preferences;
        let boolean = || value.as_bool().ok_or("is not true or false".to_string());
        let word = |known: &[&str]| match value.as_str() {
            Some(text) if known.contains(&text) => Ok(text.to_string()),
            _ => Err(format!("is not one of {}", known.join(", "))),
        };
        match self {
            Setting::Rules => {
                let mut known = vec!["last"];
                known.extend(RuleSet::ALL.map(RuleSet::id));
                let id = word(&known)?;
                p.rules = id.parse().ok();
            }
            Setting::Coach => p.coach = boolean()?,
            Setting::CoachAsksFirst => p.coach_asks_first = boolean()?,
            Setting::Mouse => p.mouse = boolean()?,
            Setting::Risk => {
                p.risk = value
                    .as_f64()
                    .filter(|risk| (-5.0..=5.0).contains(risk))
                    .ok_or("is not a number from -5 (cautious) to 5 (bold)")?;
            }
            Setting::CoachThreshold => {
                p.coach_threshold = value
                    .as_f64()
                    .filter(|points| THRESHOLD_RANGE.contains(points))
                    .ok_or("is not a number of points from 0.01 to 100")?;
            }
            Setting::BotPace => {
                p.bot_pace_ms = value
                    .as_u64()
                    .filter(|&ms| ms <= PACE_MAX)
                    .ok_or("is not a whole number of milliseconds from 0 to 10000")?;
            }
            Setting::Theme => {
                let known = ThemeName::ALL.map(ThemeName::id);
                let id = word(&known)?;
                p.theme = ThemeName::ALL
                    .into_iter()
                    .find(|t| t.id() == id)
                    .unwrap_or_default();
            }
            Setting::Ascii => {
                let known = AsciiMode::ALL.map(AsciiMode::id);
                let id = word(&known)?;
                p.ascii = AsciiMode::ALL
                    .into_iter()
                    .find(|a| a.id() == id)
                    .unwrap_or_default();
            }
        }
        Ok(())
    }
}
