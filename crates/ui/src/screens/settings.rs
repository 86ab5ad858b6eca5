//! The settings (`o`): every preference on a line, the chosen one explained below. A change
//! applies at once and is saved at once; Esc returns to the game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use crate::keymap::Action;
use crate::preferences::{Preferences, Setting};
use crate::theme::Theme;
use crate::widgets::popup;

/// What a key did on the settings screen, for the app to carry out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsOutcome {
    Ignored,
    Moved,
    /// Move `setting` to its next (1) or previous (-1) value.
    Change(Setting, isize),
    Back,
}

/// A key on the settings screen with the cursor on row `cursor`.
pub fn act(cursor: &mut usize, action: Action) -> SettingsOutcome {
    let last = Setting::ALL.len() - 1;
    let setting = Setting::ALL[(*cursor).min(last)];
    match action {
        Action::Up => *cursor = cursor.checked_sub(1).unwrap_or(last),
        Action::Down => *cursor = if *cursor >= last { 0 } else { *cursor + 1 },
        Action::Right => return SettingsOutcome::Change(setting, 1),
        Action::Left => return SettingsOutcome::Change(setting, -1),
        Action::Back => return SettingsOutcome::Back,
        _ => return SettingsOutcome::Ignored,
    }
    SettingsOutcome::Moved
}

/// The widest label, so that the values line up.
const LABEL_WIDTH: usize = 21;

/// The settings over `area` with the cursor on row `cursor`; `overridden` names the settings
/// a command-line option decides for this session.
pub fn render(
    preferences: &Preferences,
    overridden: &[Setting],
    theme: &Theme,
    cursor: usize,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = 64.min(area.width);
    let columns = usize::from(width.saturating_sub(4)).max(1);
    let chosen = Setting::ALL[cursor.min(Setting::ALL.len() - 1)];
    let mut lines = vec![Line::default()];
    for (row, setting) in Setting::ALL.into_iter().enumerate() {
        let selected = row == cursor;
        let marker = if selected { "› " } else { "  " };
        let mut value = setting.value(preferences);
        if overridden.contains(&setting) {
            value.push_str(&format!(" ({})", yatzy_i18n::t!("setting-option")));
        }
        let style = theme.row(selected);
        lines.push(Line::from(vec![
            Span::styled(marker, theme.key),
            Span::styled(format!("{:<LABEL_WIDTH$}", setting.label()), style),
            Span::styled(
                if selected {
                    format!("‹ {value} ›")
                } else {
                    format!("  {value}")
                },
                style,
            ),
        ]));
    }
    lines.push(Line::default());
    // Under the values, a column in from the border, as the rows are.
    let explanation = crate::text::wrap(&chosen.about(), columns.saturating_sub(1).max(1));
    lines.extend(
        explanation
            .into_iter()
            .map(|line| Line::styled(format!(" {line}"), theme.key_help)),
    );
    let height = (lines.len() as u16 + 2).min(area.height);
    let frame = popup::centered(area, width, height);
    Clear.render(frame, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(popup::titled(theme, &yatzy_i18n::t!("settings-title")))
        .render(frame, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_wraps_and_left_right_change_the_setting_under_it() {
        let mut cursor = 0;
        assert_eq!(act(&mut cursor, Action::Up), SettingsOutcome::Moved);
        assert_eq!(cursor, Setting::ALL.len() - 1);
        assert_eq!(act(&mut cursor, Action::Down), SettingsOutcome::Moved);
        assert_eq!(cursor, 0);
        assert_eq!(
            act(&mut cursor, Action::Right),
            SettingsOutcome::Change(Setting::Rules, 1)
        );
        act(&mut cursor, Action::Down);
        assert_eq!(
            act(&mut cursor, Action::Left),
            SettingsOutcome::Change(Setting::Coach, -1)
        );
        assert_eq!(
            act(&mut cursor, Action::Right),
            SettingsOutcome::Change(Setting::Coach, 1)
        );
        assert_eq!(act(&mut cursor, Action::Back), SettingsOutcome::Back);
        assert_eq!(act(&mut cursor, Action::Roll), SettingsOutcome::Ignored);
    }
}
