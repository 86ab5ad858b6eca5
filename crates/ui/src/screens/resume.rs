//! At start-up, when several saved games could be resumed: which one, or a new game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::keymap::Action;
use crate::theme::Theme;
use crate::widgets::popup;
use yatzy_core::text;

/// What a key did on the chooser, for the app to carry out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResumeOutcome {
    Ignored,
    Moved,
    /// Resume the saved game at this place in the list.
    Resume(usize),
    /// A new game; the saved ones stay saved.
    NewGame,
    Quit,
}

/// Choosing among `count` saved games with the cursor `cursor`.
pub fn act(cursor: &mut usize, count: usize, action: Action) -> ResumeOutcome {
    match action {
        Action::Up => *cursor = cursor.saturating_sub(1),
        Action::Down => *cursor = (*cursor + 1).min(count.saturating_sub(1)),
        Action::Confirm => return ResumeOutcome::Resume(*cursor),
        Action::NewGame => return ResumeOutcome::NewGame,
        Action::Quit => return ResumeOutcome::Quit,
        _ => return ResumeOutcome::Ignored,
    }
    ResumeOutcome::Moved
}

/// The saved games, newest first, each wrapped under its own marker; the keys are in the
/// footer below.
pub fn render(descriptions: &[String], theme: &Theme, cursor: usize, area: Rect, buf: &mut Buffer) {
    let widest = descriptions
        .iter()
        .map(|d| text::width(d) as u16 + 4)
        .max()
        .unwrap_or(0);
    let width = (widest + 2).clamp(50, area.width);
    // A border and the marker's three columns on the left, one on the right.
    let columns = usize::from(width.saturating_sub(6)).max(1);
    let mut lines = vec![Line::default()];
    for (index, description) in descriptions.iter().enumerate() {
        let selected = index == cursor;
        let style = theme.row(selected);
        for (row, part) in crate::text::wrap(description, columns)
            .into_iter()
            .enumerate()
        {
            let marker = if selected && row == 0 { "›" } else { " " };
            lines.push(Line::styled(format!(" {marker} {part}"), style));
        }
    }
    lines.push(Line::default());
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = popup::centered(area, width, height);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .block(popup::titled(theme, &yatzy_i18n::t!("resume-title")))
        .render(popup, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_moves_over_the_saved_games_and_enter_resumes_its_game() {
        let mut cursor = 0;
        assert_eq!(act(&mut cursor, 3, Action::Up), ResumeOutcome::Moved);
        assert_eq!(cursor, 0);
        for _ in 0..5 {
            act(&mut cursor, 3, Action::Down);
        }
        assert_eq!(cursor, 2);
        assert_eq!(
            act(&mut cursor, 3, Action::Confirm),
            ResumeOutcome::Resume(2)
        );
        assert_eq!(act(&mut cursor, 3, Action::NewGame), ResumeOutcome::NewGame);
        assert_eq!(act(&mut cursor, 3, Action::Quit), ResumeOutcome::Quit);
        assert_eq!(act(&mut cursor, 3, Action::Roll), ResumeOutcome::Ignored);
    }
}
