//! Every style the screen uses, in one place: four colour themes (the default for dark
//! backgrounds, one for light backgrounds, high contrast, and one safe for colour-blind
//! players) and, for `NO_COLOR`, a theme of modifiers only. In every theme what matters (a
//! held die, a preview against a score, the cursor) differs by more than a colour.

use ratatui::style::{Color, Modifier, Style};

/// The colour themes a player can choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ThemeName {
    /// For dark terminal backgrounds.
    #[default]
    Default,
    /// For light terminal backgrounds.
    Light,
    /// Black, white and bright colours, everything bold that carries meaning.
    HighContrast,
    /// No red against green: blue, yellow and magenta, each difference also a modifier.
    ColourBlind,
}

impl ThemeName {
    pub const ALL: [ThemeName; 4] = [
        ThemeName::Default,
        ThemeName::Light,
        ThemeName::HighContrast,
        ThemeName::ColourBlind,
    ];

    /// The name on the command line and in files.
    pub fn id(self) -> &'static str {
        match self {
            ThemeName::Default => "default",
            ThemeName::Light => "light",
            ThemeName::HighContrast => "high-contrast",
            ThemeName::ColourBlind => "colour-blind",
        }
    }

    /// What it is for, in a few words.
    pub fn description(self) -> &'static str {
        match self {
            ThemeName::Default => "colours for a dark terminal background",
            ThemeName::Light => "colours for a light terminal background",
            ThemeName::HighContrast => "black, white and bright colours, meaning in bold",
            ThemeName::ColourBlind => "no red against green; blue, yellow and magenta",
        }
    }
}

/// The styles of the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub header: Style,
    pub die: Style,
    pub die_held: Style,
    pub die_blank: Style,
    pub die_label: Style,
    pub die_label_held: Style,
    pub die_cursor: Style,
    pub button: Style,
    pub button_disabled: Style,
    pub panel_border: Style,
    pub panel_title: Style,
    pub box_name: Style,
    pub filled: Style,
    pub scratched: Style,
    pub preview: Style,
    pub cursor_row: Style,
    pub sum: Style,
    pub bonus_done: Style,
    pub total: Style,
    pub status: Style,
    pub warning: Style,
    pub key: Style,
    pub key_help: Style,
    pub popup: Style,
    pub popup_border: Style,
    pub banner: Style,
    pub hint: Style,
    pub current_column: Style,
}

impl Theme {
    /// The theme called `name`.
    pub fn named(name: ThemeName) -> Self {
        match name {
            ThemeName::Default => Theme::color(),
            ThemeName::Light => Theme::light(),
            ThemeName::HighContrast => Theme::high_contrast(),
            ThemeName::ColourBlind => Theme::colour_blind(),
        }
    }

    /// The default colour theme, for dark backgrounds.
    pub fn color() -> Self {
        let accent = Color::Yellow;
        Theme {
            header: Style::new()
                .fg(Color::Black)
                .bg(Color::Cyan)
                .add_modifier(Modifier::BOLD),
            die: Style::new().fg(Color::White),
            die_held: Style::new().fg(accent).add_modifier(Modifier::BOLD),
            die_blank: Style::new().fg(Color::DarkGray),
            die_label: Style::new().fg(Color::Gray),
            die_label_held: Style::new()
                .fg(Color::Black)
                .bg(accent)
                .add_modifier(Modifier::BOLD),
            die_cursor: Style::new().add_modifier(Modifier::REVERSED),
            button: Style::new()
                .fg(Color::Black)
                .bg(Color::Green)
                .add_modifier(Modifier::BOLD),
            button_disabled: Style::new().fg(Color::DarkGray),
            panel_border: Style::new().fg(Color::Blue),
            panel_title: Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            box_name: Style::new(),
            filled: Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
            scratched: Style::new().fg(Color::Red),
            preview: Style::new()
                .fg(Color::DarkGray)
                .add_modifier(Modifier::ITALIC),
            cursor_row: Style::new().add_modifier(Modifier::REVERSED),
            sum: Style::new().fg(Color::Cyan),
            bonus_done: Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            total: Style::new().fg(accent).add_modifier(Modifier::BOLD),
            status: Style::new().fg(Color::Gray),
            warning: Style::new().fg(accent).add_modifier(Modifier::BOLD),
            key: Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
            key_help: Style::new().fg(Color::Gray),
            popup: Style::new(),
            popup_border: Style::new().fg(accent),
            banner: Style::new().fg(accent).add_modifier(Modifier::BOLD),
            hint: Style::new().fg(Color::Magenta).add_modifier(Modifier::BOLD),
            current_column: Style::new()
                .fg(accent)
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        }
    }

    /// Modifiers only, for `NO_COLOR`: held dice and the cursors stay visible without colour.
    pub fn monochrome() -> Self {
        let plain = Style::new();
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let reversed = Style::new().add_modifier(Modifier::REVERSED);
        let dim = Style::new().add_modifier(Modifier::DIM);
        Theme {
            header: reversed.add_modifier(Modifier::BOLD),
            die: plain,
            die_held: bold,
            die_blank: dim,
            die_label: plain,
            die_label_held: bold,
            die_cursor: reversed,
            button: reversed.add_modifier(Modifier::BOLD),
            button_disabled: dim,
            panel_border: plain,
            panel_title: bold,
            box_name: plain,
            filled: bold,
            scratched: bold,
            preview: dim,
            cursor_row: reversed,
            sum: bold,
            bonus_done: bold,
            total: bold,
            status: plain,
            warning: bold,
            key: bold,
            key_help: plain,
            popup: plain,
            popup_border: bold,
            banner: bold,
            hint: bold,
            current_column: bold.add_modifier(Modifier::UNDERLINED),
        }
    }

    /// For light backgrounds: dark text, no white or yellow that would vanish on white.
    pub fn light() -> Self {
        let accent = Color::Blue;
        let bold = Modifier::BOLD;
        Theme {
            header: Style::new()
                .fg(Color::White)
                .bg(Color::Blue)
                .add_modifier(bold),
            die: Style::new().fg(Color::Black),
            die_held: Style::new().fg(accent).add_modifier(bold),
            die_blank: Style::new().fg(Color::DarkGray),
            die_label: Style::new().fg(Color::DarkGray),
            die_label_held: Style::new().fg(Color::White).bg(accent).add_modifier(bold),
            die_cursor: Style::new().add_modifier(Modifier::REVERSED),
            button: Style::new()
                .fg(Color::White)
                .bg(Color::Blue)
                .add_modifier(bold),
            button_disabled: Style::new().fg(Color::DarkGray),
            panel_border: Style::new().fg(Color::Blue),
            panel_title: Style::new().fg(Color::Blue).add_modifier(bold),
            box_name: Style::new().fg(Color::Black),
            filled: Style::new().fg(Color::Black).add_modifier(bold),
            scratched: Style::new().fg(Color::Red),
            preview: Style::new()
                .fg(Color::DarkGray)
                .add_modifier(Modifier::ITALIC),
            cursor_row: Style::new().add_modifier(Modifier::REVERSED),
            sum: Style::new().fg(Color::Blue),
            bonus_done: Style::new().fg(Color::Green).add_modifier(bold),
            total: Style::new().fg(Color::Magenta).add_modifier(bold),
            status: Style::new().fg(Color::DarkGray),
            warning: Style::new().fg(Color::Red).add_modifier(bold),
            key: Style::new().fg(Color::Blue).add_modifier(bold),
            key_help: Style::new().fg(Color::DarkGray),
            popup: Style::new(),
            popup_border: Style::new().fg(Color::Magenta),
            banner: Style::new().fg(Color::Magenta).add_modifier(bold),
            hint: Style::new().fg(Color::Magenta).add_modifier(bold),
            current_column: Style::new()
                .fg(accent)
                .add_modifier(bold | Modifier::UNDERLINED),
        }
    }

    /// Black, white and bright colours only; nothing dim, and meaning carried in bold.
    pub fn high_contrast() -> Self {
        let bold = Modifier::BOLD;
        let white = Style::new().fg(Color::White);
        let bright = |color| Style::new().fg(color).add_modifier(bold);
        Theme {
            header: Style::new()
                .fg(Color::Black)
                .bg(Color::White)
                .add_modifier(bold),
            die: white.add_modifier(bold),
            die_held: Style::new()
                .fg(Color::Black)
                .bg(Color::LightYellow)
                .add_modifier(bold),
            die_blank: white,
            die_label: white,
            die_label_held: Style::new()
                .fg(Color::Black)
                .bg(Color::LightYellow)
                .add_modifier(bold),
            die_cursor: Style::new().add_modifier(Modifier::REVERSED | bold),
            button: Style::new()
                .fg(Color::Black)
                .bg(Color::White)
                .add_modifier(bold),
            button_disabled: white,
            panel_border: white,
            panel_title: bright(Color::LightYellow),
            box_name: white,
            filled: bright(Color::White),
            scratched: bright(Color::LightRed),
            preview: Style::new()
                .fg(Color::LightCyan)
                .add_modifier(Modifier::ITALIC),
            cursor_row: Style::new().add_modifier(Modifier::REVERSED | bold),
            sum: bright(Color::White),
            bonus_done: bright(Color::LightGreen),
            total: bright(Color::LightYellow),
            status: white,
            warning: Style::new()
                .fg(Color::Black)
                .bg(Color::LightYellow)
                .add_modifier(bold),
            key: bright(Color::LightCyan),
            key_help: white,
            popup: Style::new(),
            popup_border: bright(Color::LightYellow),
            banner: bright(Color::LightYellow),
            hint: bright(Color::LightMagenta),
            current_column: bright(Color::LightYellow).add_modifier(Modifier::UNDERLINED),
        }
    }

    /// The default's layout of colours with no red and no green: blue for what is done,
    /// yellow for what is held, magenta for what was scratched, each with a modifier too.
    pub fn colour_blind() -> Self {
        Theme {
            button: Style::new()
                .fg(Color::Black)
                .bg(Color::Cyan)
                .add_modifier(Modifier::BOLD),
            scratched: Style::new().fg(Color::Magenta),
            bonus_done: Style::new()
                .fg(Color::LightBlue)
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            ..Theme::color()
        }
    }

    /// The theme `name`, unless `NO_COLOR` set to anything non-empty asks for no colour
    /// (no-color.org): that wins over any theme.
    pub fn from_env(name: ThemeName) -> Self {
        match std::env::var_os("NO_COLOR") {
            Some(value) if !value.is_empty() => Theme::monochrome(),
            _ => Theme::named(name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every style of `theme`, by name.
    fn styles(theme: &Theme) -> Vec<(&'static str, Style)> {
        vec![
            ("header", theme.header),
            ("die", theme.die),
            ("die_held", theme.die_held),
            ("die_blank", theme.die_blank),
            ("die_label", theme.die_label),
            ("die_label_held", theme.die_label_held),
            ("die_cursor", theme.die_cursor),
            ("button", theme.button),
            ("button_disabled", theme.button_disabled),
            ("panel_border", theme.panel_border),
            ("panel_title", theme.panel_title),
            ("box_name", theme.box_name),
            ("filled", theme.filled),
            ("scratched", theme.scratched),
            ("preview", theme.preview),
            ("cursor_row", theme.cursor_row),
            ("sum", theme.sum),
            ("bonus_done", theme.bonus_done),
            ("total", theme.total),
            ("status", theme.status),
            ("warning", theme.warning),
            ("key", theme.key),
            ("key_help", theme.key_help),
            ("popup", theme.popup),
            ("popup_border", theme.popup_border),
            ("banner", theme.banner),
            ("hint", theme.hint),
            ("current_column", theme.current_column),
        ]
    }

    fn colours(style: Style) -> impl Iterator<Item = Color> {
        style.fg.into_iter().chain(style.bg)
    }

    #[test]
    fn the_four_themes_are_four() {
        for (i, a) in ThemeName::ALL.iter().enumerate() {
            for b in &ThemeName::ALL[i + 1..] {
                assert_ne!(Theme::named(*a), Theme::named(*b), "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn the_colour_blind_theme_has_no_red_and_no_green() {
        let red_or_green = [Color::Red, Color::LightRed, Color::Green, Color::LightGreen];
        for (name, style) in styles(&Theme::colour_blind()) {
            for colour in colours(style) {
                assert!(!red_or_green.contains(&colour), "{name}: {colour:?}");
            }
        }
    }

    #[test]
    fn the_light_theme_writes_nothing_light_on_the_background() {
        let faint = [Color::White, Color::Gray, Color::Yellow, Color::LightYellow];
        for (name, style) in styles(&Theme::light()) {
            // A light colour is fine on a dark background of its own.
            if style.bg.is_none() {
                assert!(!style.fg.is_some_and(|c| faint.contains(&c)), "{name}");
            }
        }
    }

    #[test]
    fn the_high_contrast_theme_has_nothing_dim_or_dark_grey() {
        for (name, style) in styles(&Theme::high_contrast()) {
            assert!(!style.add_modifier.contains(Modifier::DIM), "{name}");
            assert!(!colours(style).any(|c| c == Color::DarkGray), "{name}");
        }
    }

    #[test]
    fn in_every_theme_what_matters_differs_by_more_than_colour() {
        let themes = ThemeName::ALL
            .iter()
            .map(|&name| Theme::named(name))
            .chain([Theme::monochrome()]);
        for theme in themes {
            let modifiers = |style: Style| style.add_modifier;
            // A held die also gets a double border and "HELD" under it, in every theme.
            assert_ne!(
                modifiers(theme.die_label_held),
                modifiers(theme.die_label),
                "held dice"
            );
            assert_ne!(
                modifiers(theme.preview),
                modifiers(theme.filled),
                "a preview against a score"
            );
            assert!(theme.cursor_row.add_modifier.contains(Modifier::REVERSED));
        }
    }
}
