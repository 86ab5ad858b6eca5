//! One preference at a time: its key in the file, its name and words on the screen, its
//! values, and how it is read from the file.

use serde_json::Value;

use super::{AsciiMode, GoalMode, Preferences};
use crate::theme::ThemeName;
use yatzy_core::rules::RuleSet;
use yatzy_i18n::Language;
use yatzy_i18n::t;

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
    Bell,
    Language,
    Goal,
    GoalTarget,
    GoalCoachThreshold,
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
/// The goal targets offered, in points (any from 1 to 2000 in the file: above every card's highest score, 1575 in Yahtzee).
const TARGETS: [u16; 9] = [150, 200, 225, 250, 275, 300, 325, 350, 400];
const TARGET_RANGE: std::ops::RangeInclusive<u64> = 1..=2000;

impl Setting {
    /// In the order of the screen.
    pub const ALL: [Setting; 14] = [
        Setting::Rules,
        Setting::Coach,
        Setting::CoachThreshold,
        Setting::CoachAsksFirst,
        Setting::Risk,
        Setting::BotPace,
        Setting::Theme,
        Setting::Ascii,
        Setting::Mouse,
        Setting::Bell,
        Setting::Language,
        Setting::Goal,
        Setting::GoalTarget,
        Setting::GoalCoachThreshold,
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
            Setting::Bell => "bell",
            Setting::Language => "language",
            Setting::Goal => "goal",
            Setting::GoalTarget => "goal_target",
            Setting::GoalCoachThreshold => "goal_coach_threshold",
        }
    }

    /// The name on the settings screen, in the current language (at most 21 characters).
    pub fn label(self) -> String {
        yatzy_i18n::text(&format!("setting-{}", self.key().replace('_', "-")), &[])
    }

    /// What it does on the settings screen, in the current language (at most 60 characters).
    pub fn about(self) -> String {
        yatzy_i18n::text(
            &format!("setting-{}-about", self.key().replace('_', "-")),
            &[],
        )
    }

    /// What it does, in English for docs/playing.md, in a line of at most 60 characters.
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
            Setting::Bell => "the terminal bell rings when a Yatzy box scores 50",
            Setting::Language => "the game's language (auto: LC_ALL, LC_MESSAGES, LANG)",
            Setting::Goal => "what the hint plays for (g cycles it in the game)",
            Setting::GoalTarget => "the score the reach goal aims at (--target)",
            Setting::GoalCoachThreshold => "for a goal, the coach flags moves costing more",
        }
    }

    /// The value shown on the screen, in the current language.
    pub fn value(self, preferences: &Preferences) -> String {
        let yes_no = |on: bool| {
            if on {
                t!("setting-on")
            } else {
                t!("setting-off")
            }
        };
        match self {
            Setting::Rules => preferences
                .rules
                .map_or_else(|| t!("setting-last-played"), yatzy_i18n::rules_name),
            Setting::Coach => yes_no(preferences.coach),
            // A number, so that it chooses the plural (1 point, 0.5 points), written as the
            // language writes it (0,5 poäng).
            Setting::CoachThreshold => t!("setting-points", points = preferences.coach_threshold),
            Setting::CoachAsksFirst => yes_no(preferences.coach_asks_first),
            Setting::Risk => match preferences.risk {
                0.0 => t!("setting-risk-none"),
                risk if risk > 0.0 => {
                    t!("setting-risk-bold", risk = yatzy_i18n::figure(risk, true))
                }
                risk => t!(
                    "setting-risk-cautious",
                    risk = yatzy_i18n::figure(risk, false)
                ),
            },
            Setting::BotPace => match preferences.bot_pace_ms {
                0 => t!("setting-instant"),
                ms => format!("{ms} ms"),
            },
            Setting::Theme => preferences.theme.label(),
            Setting::Ascii => match preferences.ascii {
                AsciiMode::Auto => t!("setting-auto"),
                AsciiMode::On => yes_no(true),
                AsciiMode::Off => yes_no(false),
            },
            Setting::Mouse => yes_no(preferences.mouse),
            Setting::Bell => yes_no(preferences.bell),
            Setting::Language => preferences.language.map_or_else(
                || t!("setting-auto"),
                |language| language.name().to_string(),
            ),
            Setting::Goal => goal_mode(preferences.goal, preferences.goal_target),
            Setting::GoalTarget => t!("setting-goal-points", points = preferences.goal_target),
            Setting::GoalCoachThreshold => t!(
                "setting-percentage-points",
                points = preferences.goal_coach_threshold
            ),
        }
    }

    /// Moves the setting to its next (`step` 1) or previous (`step` -1) value, wrapping.
    pub fn step(self, preferences: &mut Preferences, step: isize) {
        fn next<T: PartialEq + Copy>(values: &[T], current: T, step: isize) -> T {
            // A value not in the list (one typed into the file) goes to the list's start
            // (lists of numbers step to a neighbour instead: `next_ordered`).
            let at = values.iter().position(|&v| v == current);
            let len = values.len() as isize;
            let index = match at {
                Some(at) => (at as isize + step).rem_euclid(len),
                None => 0,
            };
            values[index as usize]
        }
        // A list in ascending order: a value not in it (set by a flag or typed into the file)
        // steps to the nearest value in the step's direction, wrapping past the ends.
        fn next_ordered<T: PartialOrd + Copy>(values: &[T], current: T, step: isize) -> T {
            if values.contains(&current) || step == 0 {
                return next(values, current, step);
            }
            let found = if step > 0 {
                values.iter().find(|&&v| v > current)
            } else {
                values.iter().rev().find(|&&v| v < current)
            };
            let wrapped = if step > 0 {
                values.first()
            } else {
                values.last()
            };
            found.or(wrapped).copied().unwrap_or(current)
        }
        // "Last played" or "auto" first, then each of `all`.
        fn or_none<T: Copy, const N: usize>(all: [T; N]) -> Vec<Option<T>> {
            std::iter::once(None).chain(all.map(Some)).collect()
        }
        let p = preferences;
        match self {
            Setting::Rules => p.rules = next(&or_none(RuleSet::ALL), p.rules, step),
            Setting::Coach => p.coach = !p.coach,
            Setting::CoachThreshold => {
                p.coach_threshold = next_ordered(&THRESHOLDS, p.coach_threshold, step)
            }
            Setting::CoachAsksFirst => p.coach_asks_first = !p.coach_asks_first,
            Setting::Risk => p.risk = next_ordered(&RISKS, p.risk, step),
            Setting::BotPace => p.bot_pace_ms = next_ordered(&PACES, p.bot_pace_ms, step),
            Setting::Theme => p.theme = next(&ThemeName::ALL, p.theme, step),
            Setting::Ascii => p.ascii = next(&AsciiMode::ALL, p.ascii, step),
            Setting::Mouse => p.mouse = !p.mouse,
            Setting::Bell => p.bell = !p.bell,
            Setting::Language => p.language = next(&or_none(Language::ALL), p.language, step),
            Setting::Goal => p.goal = next(&GoalMode::ALL, p.goal, step),
            Setting::GoalTarget => p.goal_target = next_ordered(&TARGETS, p.goal_target, step),
            Setting::GoalCoachThreshold => {
                p.goal_coach_threshold = next_ordered(&THRESHOLDS, p.goal_coach_threshold, step)
            }
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
            Setting::Bell => Value::from(preferences.bell),
            Setting::Language => Value::from(preferences.language.map_or("auto", Language::id)),
            Setting::Goal => Value::from(preferences.goal.id()),
            Setting::GoalTarget => Value::from(preferences.goal_target),
            Setting::GoalCoachThreshold => Value::from(preferences.goal_coach_threshold),
        }
    }

    /// Reads this setting from the file's `value` into `preferences`, or says why not.
    pub(super) fn read(self, value: &Value, preferences: &mut Preferences) -> Result<(), String> {
        let p = preferences;
        let boolean = || value.as_bool().ok_or(t!("preferences-not-boolean"));
        // Where the value is among the setting's words.
        let word = || {
            let known = self.words();
            known
                .iter()
                .position(|&w| Some(w) == value.as_str())
                .ok_or_else(|| t!("preferences-not-one-of", known = known.join(", ")))
        };
        match self {
            Setting::Coach => p.coach = boolean()?,
            Setting::CoachAsksFirst => p.coach_asks_first = boolean()?,
            Setting::Mouse => p.mouse = boolean()?,
            Setting::Bell => p.bell = boolean()?,
            Setting::Risk => {
                p.risk = value
                    .as_f64()
                    .filter(|risk| (-5.0..=5.0).contains(risk))
                    .ok_or_else(|| t!("preferences-bad-risk"))?;
            }
            Setting::GoalCoachThreshold => {
                p.goal_coach_threshold = value
                    .as_f64()
                    .filter(|points| THRESHOLD_RANGE.contains(points))
                    .ok_or_else(|| t!("preferences-bad-goal-threshold"))?;
            }
            Setting::GoalTarget => {
                p.goal_target = value
                    .as_u64()
                    .filter(|target| TARGET_RANGE.contains(target))
                    .and_then(|target| u16::try_from(target).ok())
                    .ok_or_else(|| t!("preferences-bad-goal-target"))?;
            }
            Setting::Goal => p.goal = GoalMode::ALL[word()?],
            Setting::CoachThreshold => {
                p.coach_threshold = value
                    .as_f64()
                    .filter(|points| THRESHOLD_RANGE.contains(points))
                    .ok_or_else(|| t!("preferences-bad-threshold"))?;
            }
            Setting::BotPace => {
                p.bot_pace_ms = value
                    .as_u64()
                    .filter(|&ms| ms <= PACE_MAX)
                    .ok_or_else(|| t!("preferences-bad-pace"))?;
            }
            // The first word of the rules and the language is "last" or "auto": none.
            Setting::Rules => p.rules = word()?.checked_sub(1).map(|i| RuleSet::ALL[i]),
            Setting::Theme => p.theme = ThemeName::ALL[word()?],
            Setting::Ascii => p.ascii = AsciiMode::ALL[word()?],
            Setting::Language => p.language = word()?.checked_sub(1).map(|i| Language::ALL[i]),
        }
        Ok(())
    }

    /// The words a setting of words may take in the file (none for a number or a boolean).
    pub(super) fn words(self) -> Vec<&'static str> {
        match self {
            Setting::Rules => std::iter::once("last")
                .chain(RuleSet::ALL.map(RuleSet::id))
                .collect(),
            Setting::Theme => ThemeName::ALL.map(ThemeName::id).to_vec(),
            Setting::Ascii => AsciiMode::ALL.map(AsciiMode::id).to_vec(),
            Setting::Goal => GoalMode::ALL.map(GoalMode::id).to_vec(),
            Setting::Language => std::iter::once("auto")
                .chain(Language::ALL.map(Language::id))
                .collect(),
            Setting::Coach
            | Setting::CoachThreshold
            | Setting::CoachAsksFirst
            | Setting::Risk
            | Setting::BotPace
            | Setting::Mouse
            | Setting::Bell
            | Setting::GoalTarget
            | Setting::GoalCoachThreshold => Vec::new(),
        }
    }
}

/// The goal setting's value as the settings screen and the goal key say it (here, not in
/// `words`, which reads the preferences: no circle between the two).
fn goal_mode(mode: GoalMode, target: u16) -> String {
    match mode {
        GoalMode::BestScore => t!("goal-best-score"),
        GoalMode::BeatBest => t!("goal-beat-best"),
        GoalMode::Reach => t!("goal-reach", target = target),
        GoalMode::Win => t!("goal-win"),
    }
}
