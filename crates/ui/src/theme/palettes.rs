//! The palettes: each theme's style for every part of the screen.

use ratatui::style::{Color, Modifier, Style};

use super::Theme;

impl Theme {
    /// The default colour theme, for dark backgrounds.
    pub fn color() -> Self {
        let accent = Color::Yellow;
        Theme {
            header: solid(Color::Black, Color::Cyan),
            die: Style::new().fg(Color::White),
            die_held: bright(accent),
            die_blank: Style::new().fg(Color::DarkGray),
            die_label: Style::new().fg(Color::Gray),
            die_label_held: solid(Color::Black, accent),
            die_cursor: Style::new().add_modifier(Modifier::REVERSED),
            button: solid(Color::Black, Color::Green),
            button_disabled: Style::new().fg(Color::DarkGray),
            panel_border: Style::new().fg(Color::Blue),
            panel_title: bright(Color::Cyan),
            box_name: Style::new(),
            filled: bright(Color::White),
            scratched: Style::new().fg(Color::Red),
            preview: Style::new()
                .fg(Color::DarkGray)
                .add_modifier(Modifier::ITALIC),
            cursor_row: Style::new().add_modifier(Modifier::REVERSED),
            sum: Style::new().fg(Color::Cyan),
            bonus_done: bright(Color::Green),
            total: bright(accent),
            status: Style::new().fg(Color::Gray),
            warning: bright(accent),
            key: bright(Color::Cyan),
            key_help: Style::new().fg(Color::Gray),
            popup: Style::new(),
            popup_border: Style::new().fg(accent),
            banner: bright(accent),
            hint: bright(Color::Magenta),
            current_column: bright(accent).add_modifier(Modifier::UNDERLINED),
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
    pub(crate) fn light() -> Self {
        let accent = Color::Blue;
        Theme {
            header: solid(Color::White, Color::Blue),
            die: Style::new().fg(Color::Black),
            die_held: bright(accent),
            die_blank: Style::new().fg(Color::DarkGray),
            die_label: Style::new().fg(Color::DarkGray),
            die_label_held: solid(Color::White, accent),
            die_cursor: Style::new().add_modifier(Modifier::REVERSED),
            button: solid(Color::White, Color::Blue),
            button_disabled: Style::new().fg(Color::DarkGray),
            panel_border: Style::new().fg(Color::Blue),
            panel_title: bright(Color::Blue),
            box_name: Style::new().fg(Color::Black),
            filled: bright(Color::Black),
            scratched: Style::new().fg(Color::Red),
            preview: Style::new()
                .fg(Color::DarkGray)
                .add_modifier(Modifier::ITALIC),
            cursor_row: Style::new().add_modifier(Modifier::REVERSED),
            sum: Style::new().fg(Color::Blue),
            bonus_done: bright(Color::Green),
            total: bright(Color::Magenta),
            status: Style::new().fg(Color::DarkGray),
            warning: bright(Color::Red),
            key: bright(Color::Blue),
            key_help: Style::new().fg(Color::DarkGray),
            popup: Style::new(),
            popup_border: Style::new().fg(Color::Magenta),
            banner: bright(Color::Magenta),
            hint: bright(Color::Magenta),
            current_column: bright(accent).add_modifier(Modifier::UNDERLINED),
        }
    }

    /// Black, white and bright colours only; nothing dim, and meaning carried in bold.
    pub(crate) fn high_contrast() -> Self {
        let bold = Modifier::BOLD;
        let white = Style::new().fg(Color::White);
        Theme {
            header: solid(Color::Black, Color::White),
            die: white.add_modifier(bold),
            die_held: solid(Color::Black, Color::LightYellow),
            die_blank: white,
            die_label: white,
            die_label_held: solid(Color::Black, Color::LightYellow),
            die_cursor: Style::new().add_modifier(Modifier::REVERSED | bold),
            button: solid(Color::Black, Color::White),
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
            warning: solid(Color::Black, Color::LightYellow),
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
    pub(crate) fn colour_blind() -> Self {
        Theme {
            button: solid(Color::Black, Color::Cyan),
            scratched: Style::new().fg(Color::Magenta),
            bonus_done: bright(Color::LightBlue).add_modifier(Modifier::UNDERLINED),
            ..Theme::color()
        }
    }
}

/// Bold `fg` on a `bg` ground: a header, a button, a held die's label.
const fn solid(fg: Color, bg: Color) -> Style {
    bright(fg).bg(bg)
}

/// Bold text in `color`.
const fn bright(color: Color) -> Style {
    Style::new().fg(color).add_modifier(Modifier::BOLD)
}
