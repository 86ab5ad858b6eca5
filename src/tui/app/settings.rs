//! The player's preferences in the game: applied at start, changed on the settings screen,
//! each change in force at once and saved at once.

use std::time::Duration;

use super::{App, Status};
use yatzy_i18n::t;
use yatzy_ui::preferences::{self, Preferences, Setting};
use yatzy_ui::theme::Theme;

impl App {
    /// Puts `preferences` in force; `overridden` are those a command-line option decided, and
    /// `terminal_wants_ascii` is what "auto" ASCII means here.
    pub fn apply_preferences(
        &mut self,
        preferences: Preferences,
        overridden: Vec<Setting>,
        terminal_wants_ascii: bool,
    ) {
        self.look.terminal_wants_ascii = terminal_wants_ascii;
        // A resumed game keeps the coach as it was left; a new one starts as the setting says.
        if !self.coach_resumed {
            self.coach = preferences.coach;
        }
        yatzy_i18n::set(preferences.language.unwrap_or(self.look.locale_language));
        self.look.theme = Theme::from_env(preferences.theme);
        self.look.ascii = preferences.ascii.resolve(terminal_wants_ascii);
        self.look.preferences = preferences;
        self.look.overridden = overridden;
    }

    /// The language the locale asks for: what the "auto" language setting speaks (English
    /// until told).
    pub(crate) fn set_locale_language(&mut self, language: yatzy_i18n::Language) {
        self.look.locale_language = language;
    }

    pub fn preferences(&self) -> &Preferences {
        &self.look.preferences
    }

    /// The pause between a bot's actions.
    pub fn bot_pace(&self) -> Duration {
        Duration::from_millis(self.look.preferences.bot_pace_ms)
    }

    /// Whether clicks are wanted (off leaves the mouse to the terminal).
    pub fn mouse(&self) -> bool {
        self.look.preferences.mouse
    }

    /// Moves `setting` one value on (`step` 1) or back (-1), puts it in force and saves it.
    pub(super) fn change_setting(&mut self, setting: Setting, step: isize) {
        setting.step(&mut self.look.preferences, step);
        // The player's own choice now, whatever the command line said.
        self.look.overridden.retain(|&s| s != setting);
        let look = &mut self.look;
        match setting {
            Setting::Coach => self.coach = look.preferences.coach,
            Setting::Theme => look.theme = Theme::from_env(look.preferences.theme),
            Setting::Ascii => {
                look.ascii = look.preferences.ascii.resolve(look.terminal_wants_ascii)
            }
            Setting::Language => {
                yatzy_i18n::set(look.preferences.language.unwrap_or(look.locale_language));
            }
            // Read where they are used: the coach, the bots' clock, clicks, the next start.
            // A new appetite's table is solved in the background (see `take_risk_requests`).
            // The hint shown was for the goal before; a goal's table is wanted.
            Setting::Goal | Setting::GoalTarget => self.hint = None,
            Setting::Rules
            | Setting::GoalCoachThreshold
            | Setting::Risk
            | Setting::CoachThreshold
            | Setting::CoachAsksFirst
            | Setting::BotPace
            | Setting::Mouse
            | Setting::Bell => {}
        }
        let saved = self.look.preferences.clone();
        self.data.session.update_settings(move |settings| {
            preferences::write_into(&mut settings.preferences, setting, &saved);
        });
        // "Saved" only once the writer says so (at once in tests, a moment later in play).
        self.look.setting_unsaved = Some(setting);
        self.status = Some(self.setting_status(setting, None));
        self.absorb_reports();
    }

    /// What the status line says of a changed setting: its new value, and whether it was
    /// saved (`None`: not known yet).
    pub(super) fn setting_status(&self, setting: Setting, saved: Option<bool>) -> Status {
        let name = setting.label();
        let value = setting.value(&self.look.preferences);
        let next_start = setting == Setting::Rules;
        // A goal the game will not play for as named says what it plays for instead.
        if let Some(note) = self.goal_note().filter(|_| setting == Setting::Goal) {
            return match saved {
                None => Status::Info(note),
                Some(true) => Status::Info(t!("setting-note-saved", note = note)),
                Some(false) => Status::Warning(t!("setting-note-not-saved", note = note)),
            };
        }
        match (saved, next_start) {
            (None, false) => Status::Info(t!("setting-changed", name = name, value = value)),
            (None, true) => {
                Status::Info(t!("setting-changed-next-start", name = name, value = value))
            }
            (Some(true), false) => Status::Info(t!("setting-saved", name = name, value = value)),
            (Some(true), true) => {
                Status::Info(t!("setting-saved-next-start", name = name, value = value))
            }
            (Some(false), _) => {
                Status::Warning(t!("setting-not-saved", name = name, value = value))
            }
        }
    }

    /// The settings a command-line option decides for this session.
    pub(super) fn overridden(&self) -> &[Setting] {
        &self.look.overridden
    }
}
