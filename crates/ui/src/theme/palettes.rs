//! The palettes: each theme's style for every part of the screen.

use ratatui::style::{Color, Modifier, Style};

use super::Theme;

impl Theme {
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
    pub(crate) fn light() -> Self {
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
    pub(crate) fn high_contrast() -> Self {
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
    pub(crate) fn colour_blind() -> Self {
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
}
