//! Every style the screen uses, in one place. `NO_COLOR` gets a theme of modifiers only.

use ratatui::style::{Color, Modifier, Style};

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
    /// The colour theme.
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

    /// `NO_COLOR` set to anything non-empty asks for no colour (no-color.org).
    pub fn from_env() -> Self {
        match std::env::var_os("NO_COLOR") {
            Some(value) if !value.is_empty() => Theme::monochrome(),
            _ => Theme::color(),
        }
    }
}
