//! At start-up, when several saved games could be resumed: which one, or a new game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::Screen;
use crate::text;
use crate::tui::app::App;
use crate::tui::keymap::Action;
use crate::tui::widgets::message;
use crate::tui::widgets::popup;

pub fn act(app: &mut App, action: Action) -> bool {
    let Screen::Resume(cursor) = &mut app.screen else {
        return false;
    };
    let last = app.resumable.len().saturating_sub(1);
    match action {
        Action::Up => *cursor = cursor.saturating_sub(1),
        Action::Down => *cursor = (*cursor + 1).min(last),
        Action::Confirm => {
            let chosen = *cursor;
            app.resume_chosen(chosen);
        }
        Action::NewGame => {
            // The saved games stay saved; letting go of them lets another terminal resume
            // them.
            app.resumable.clear();
            app.screen = Screen::Board;
            app.say("A new game; your saved games stay saved for another time".into());
        }
        Action::Quit => {
            app.resumable.clear();
            app.quit = true;
        }
        _ => return false,
    }
    true
}

/// The saved games, newest first, each wrapped under its own marker; the keys are in the
/// footer below.
pub fn render(app: &App, cursor: usize, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let descriptions: Vec<String> = app
        .resumable()
        .iter()
        .map(|slot| crate::session::describe_saved(&slot.saved))
        .collect();
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
        let style = if selected {
            theme.cursor_row
        } else {
            Style::new()
        };
        for (row, part) in message::wrap(description, columns).into_iter().enumerate() {
            let marker = if selected && row == 0 { "›" } else { " " };
            lines.push(Line::styled(format!(" {marker} {part}"), style));
        }
    }
    lines.push(Line::default());
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = popup::centered(area, width, height);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .block(popup::block(theme, " Saved games · newest first "))
        .render(popup, buf);
}
