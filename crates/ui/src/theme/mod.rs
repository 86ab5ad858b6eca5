//! Every style the screen uses, in one place: four colour themes (the default for dark
//! backgrounds, one for light backgrounds, high contrast, and one safe for colour-blind
//! players) and, for `NO_COLOR`, a theme of modifiers only. In every theme what matters (a
//! held die, a preview against a score, the cursor) differs by more than a colour.

mod palettes;

use ratatui::style::Style;

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

    /// The name on the settings screen, in the current language.
    pub fn label(self) -> String {
        match self {
            ThemeName::Default => yatzy_i18n::t!("theme-default"),
            ThemeName::Light => yatzy_i18n::t!("theme-light"),
            ThemeName::HighContrast => yatzy_i18n::t!("theme-high-contrast"),
            ThemeName::ColourBlind => yatzy_i18n::t!("theme-colour-blind"),
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

/// Declares [`Theme`] from its styles' names, said once: the struct, and (for the tests)
/// every style by name.
macro_rules! theme {
    ($($style:ident),+ $(,)?) => {
        /// The styles of the game screen.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Theme {
            $(pub $style: Style,)+
        }

        impl Theme {
            /// Every style, by name.
            #[cfg(test)]
            fn styles(&self) -> Vec<(&'static str, Style)> {
                vec![$((stringify!($style), self.$style)),+]
            }
        }
    };
}

theme!(
    header,
    die,
    die_held,
    die_blank,
    die_label,
    die_label_held,
    die_cursor,
    button,
    button_disabled,
    panel_border,
    panel_title,
    box_name,
    filled,
    scratched,
    preview,
    cursor_row,
    sum,
    bonus_done,
    total,
    status,
    warning,
    key,
    key_help,
    popup,
    popup_border,
    banner,
    hint,
    current_column
);

impl Theme {
    /// A row of a list: the cursor's where `selected`, else plain.
    pub fn row(&self, selected: bool) -> Style {
        if selected {
            self.cursor_row
        } else {
            Style::new()
        }
    }

    /// The theme called `name`.
    pub fn named(name: ThemeName) -> Self {
        match name {
            ThemeName::Default => Theme::color(),
            ThemeName::Light => Theme::light(),
            ThemeName::HighContrast => Theme::high_contrast(),
            ThemeName::ColourBlind => Theme::colour_blind(),
        }
    }

    /// Whether this is the theme without colour (`NO_COLOR`): what colours would tell apart
    /// must then differ otherwise (a chart's series each draw with a glyph of their own).
    pub(crate) fn is_monochrome(&self) -> bool {
        *self == Theme::monochrome()
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
    use ratatui::style::{Color, Modifier};

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
        for (name, style) in Theme::colour_blind().styles() {
            for colour in colours(style) {
                assert!(!red_or_green.contains(&colour), "{name}: {colour:?}");
            }
        }
    }

    #[test]
    fn the_light_theme_writes_nothing_light_on_the_background() {
        let faint = [Color::White, Color::Gray, Color::Yellow, Color::LightYellow];
        for (name, style) in Theme::light().styles() {
            // A light colour is fine on a dark background of its own.
            if style.bg.is_none() {
                assert!(!style.fg.is_some_and(|c| faint.contains(&c)), "{name}");
            }
        }
    }

    #[test]
    fn the_high_contrast_theme_has_nothing_dim_or_dark_grey() {
        for (name, style) in Theme::high_contrast().styles() {
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
