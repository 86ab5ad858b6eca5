//! The player's preferences: what the settings screen changes and `settings.json` keeps under
//! `"preferences"`. Each one is read on its own, so a bad value costs only that value: it is
//! reported and its default used, and the file keeps it as it is until the player changes it.

use serde_json::Value;

mod setting;

pub use setting::Setting;

use super::theme::ThemeName;
use yatzy_core::rules::RuleSet;
use yatzy_i18n::Language;

/// When every symbol is drawn in ASCII.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AsciiMode {
    /// For TERM=linux, vt100 and dumb and for a locale that is not UTF-8.
    #[default]
    Auto,
    On,
    Off,
}

impl AsciiMode {
    pub(super) const ALL: [AsciiMode; 3] = [AsciiMode::Auto, AsciiMode::On, AsciiMode::Off];

    pub(super) fn id(self) -> &'static str {
        match self {
            AsciiMode::Auto => "auto",
            AsciiMode::On => "on",
            AsciiMode::Off => "off",
        }
    }

    /// Whether to draw in ASCII, given what the terminal asks for by itself.
    pub fn resolve(self, terminal_wants_ascii: bool) -> bool {
        match self {
            AsciiMode::Auto => terminal_wants_ascii,
            AsciiMode::On => true,
            AsciiMode::Off => false,
        }
    }
}

/// What the hints, the coach, the chances and the review play for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GoalMode {
    /// The highest expected score (as before goals).
    #[default]
    BestScore,
    /// Strictly above the best score recorded under the rules (the best score without one).
    BeatBest,
    /// The goal target setting's score or more.
    Reach,
    /// Finishing first at a table of two or more, each person against the others as they
    /// stand (alone, the best score: there is nobody to beat).
    Win,
}

impl GoalMode {
    pub(super) const ALL: [GoalMode; 4] = [
        GoalMode::BestScore,
        GoalMode::BeatBest,
        GoalMode::Reach,
        GoalMode::Win,
    ];

    pub(super) fn id(self) -> &'static str {
        match self {
            GoalMode::BestScore => "best_score",
            GoalMode::BeatBest => "beat_best",
            GoalMode::Reach => "reach",
            GoalMode::Win => "win",
        }
    }
}

/// Everything the settings screen sets.
#[derive(Clone, Debug, PartialEq)]
pub struct Preferences {
    /// The rule set a game starts with; `None`: the one played last.
    pub rules: Option<RuleSet>,
    /// Whether the coach is on when the game starts.
    pub coach: bool,
    /// The coach speaks up for moves that cost more than this many expected points.
    pub coach_threshold: f64,
    /// The coach asks before a costly move instead of flagging it after.
    pub coach_asks_first: bool,
    /// The risk appetite whose choice the hint names too: -5 cautious to 5 bold, 0 none.
    pub risk: f64,
    /// Milliseconds between a bot's actions.
    pub bot_pace_ms: u64,
    pub theme: ThemeName,
    pub ascii: AsciiMode,
    /// Whether clicks choose dice and boxes (off leaves the mouse to the terminal, for
    /// selecting text).
    pub mouse: bool,
    /// Whether the terminal's bell rings with a Yatzy's celebration (off by default: a
    /// sound is not everyone's wish, nor everyone's neighbours').
    pub bell: bool,
    /// The game's language; `None`: the one the locale asks for.
    pub language: Option<Language>,
    /// What the hints, the coach, the chances and the review play for.
    pub goal: GoalMode,
    /// The score the "reach" goal aims at.
    pub goal_target: u16,
    /// Playing for a goal, the coach speaks up for moves that cost more than this many
    /// percentage points of the goal's chance.
    pub goal_coach_threshold: f64,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            rules: None,
            coach: false,
            coach_threshold: 1.0,
            coach_asks_first: false,
            risk: 0.0,
            bot_pace_ms: 600,
            theme: ThemeName::Default,
            ascii: AsciiMode::Auto,
            mouse: true,
            bell: false,
            language: None,
            goal: GoalMode::BestScore,
            goal_target: 300,
            goal_coach_threshold: 1.0,
        }
    }
}

impl Preferences {
    /// The preferences in `raw` (the file's `"preferences"`), each bad value replaced by its
    /// default, with a sentence for each. Keys this version does not know are left alone:
    /// a newer yatzy may have written them.
    pub fn from_json(raw: &Value) -> (Preferences, Vec<String>) {
        let mut preferences = Preferences::default();
        let mut problems = Vec::new();
        let map: &serde_json::Map<String, Value> = match raw {
            Value::Null => return (preferences, problems),
            Value::Object(map) => map,
            _ => {
                problems.push(yatzy_i18n::t!("preferences-not-an-object"));
                return (preferences, problems);
            }
        };
        for setting in Setting::ALL {
            let Some(value) = map.get(setting.key()) else {
                continue;
            };
            if let Err(why) = setting.read(value, &mut preferences) {
                let shown = yatzy_core::text::sanitize(&truncated(&value.to_string(), 40));
                let default = setting.value(&Preferences::default());
                problems.push(yatzy_i18n::t!(
                    "preferences-bad-value",
                    key = setting.key(),
                    value = shown,
                    why = why,
                    default = default
                ));
            }
        }
        (preferences, problems)
    }
}

fn truncated(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        text.to_string()
    } else {
        text.chars()
            .take(most)
            .chain(std::iter::once('…'))
            .collect()
    }
}

/// What the command line decides for one session, over the saved preferences (and never
/// saved: the settings screen saves only what it changes).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overrides {
    pub coach_threshold: Option<f64>,
    pub risk: Option<f64>,
    pub bot_pace_ms: Option<u64>,
    pub theme: Option<ThemeName>,
    /// `--ascii` (true) or `--unicode` (false).
    pub ascii: Option<bool>,
    pub language: Option<Language>,
    /// `--target N`: the goal is to reach N points.
    pub target: Option<u16>,
}

impl Overrides {
    /// `preferences` with these options applied, and which settings they decided.
    pub fn apply(&self, mut preferences: Preferences) -> (Preferences, Vec<Setting>) {
        let mut decided = Vec::new();
        if let Some(points) = self.coach_threshold {
            preferences.coach_threshold = points;
            decided.push(Setting::CoachThreshold);
        }
        if let Some(risk) = self.risk {
            preferences.risk = risk;
            decided.push(Setting::Risk);
        }
        if let Some(ms) = self.bot_pace_ms {
            preferences.bot_pace_ms = ms;
            decided.push(Setting::BotPace);
        }
        if let Some(theme) = self.theme {
            preferences.theme = theme;
            decided.push(Setting::Theme);
        }
        if let Some(ascii) = self.ascii {
            preferences.ascii = if ascii { AsciiMode::On } else { AsciiMode::Off };
            decided.push(Setting::Ascii);
        }
        if let Some(language) = self.language {
            preferences.language = Some(language);
            decided.push(Setting::Language);
        }
        if let Some(target) = self.target {
            preferences.goal = GoalMode::Reach;
            preferences.goal_target = target;
            decided.extend([Setting::Goal, Setting::GoalTarget]);
        }
        (preferences, decided)
    }
}

/// Sets one preference in the file's `"preferences"`, keeping every other key as it is.
pub fn write_into(raw: &mut Value, setting: Setting, preferences: &Preferences) {
    if !raw.is_object() {
        *raw = Value::Object(serde_json::Map::new());
    }
    if let Value::Object(map) = raw {
        map.insert(setting.key().to_string(), setting.to_json(preferences));
    }
}

/// The preferences as docs/playing.md documents them: a Markdown table of each key of
/// `settings.json`'s `"preferences"`, its values, its default and what it does.
pub fn markdown_table() -> String {
    let defaults = Preferences::default();
    let mut table = String::from("| key | values | default | what it does |\n|---|---|---|---|\n");
    for setting in Setting::ALL {
        let values = match setting {
            Setting::Coach | Setting::CoachAsksFirst | Setting::Mouse | Setting::Bell => {
                "true, false".to_string()
            }
            Setting::Risk => "-5 (cautious) to 5 (bold)".to_string(),
            Setting::CoachThreshold => "points, 0.01 to 100".to_string(),
            Setting::GoalTarget => "points, 1 to 2000".to_string(),
            Setting::GoalCoachThreshold => "percentage points, 0.01 to 100".to_string(),
            Setting::BotPace => "milliseconds, 0 to 10000".to_string(),
            // The settings of words (`words` lists every setting: a new one is placed there).
            words => words.words().join(", "),
        };
        table.push_str(&format!(
            "| `{}` | {values} | `{}` | {} |\n",
            setting.key(),
            setting.to_json(&defaults),
            setting.description()
        ));
    }
    table
}

#[cfg(test)]
mod tests;
