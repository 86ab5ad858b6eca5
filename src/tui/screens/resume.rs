//! At start-up, when several saved games could be resumed: which one, or a new game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::Screen;
use crate::tui::app::App;
use crate::tui::keymap::{self, Action, Keys};
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

/// The saved games, newest first.
pub fn render(app: &App, cursor: usize, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let descriptions: Vec<String> = app
        .resumable()
        .iter()
        .map(|slot| crate::session::describe_saved(&slot.saved))
        .collect();
    let words: Vec<String> = keymap::footer(Keys::Resume)
        .into_iter()
        .map(|(key, word)| format!("{key}: {word}"))
        .collect();
    let keys = format!(" {}", words.join(" · "));
    let widest = descriptions
        .iter()
        .map(|d| crate::text::width(d) + 4)
        .chain([crate::text::width(&keys)])
        .max()
        .unwrap_or(0) as u16;
    let width = (widest + 4).clamp(50, area.width);
    let inner = usize::from(width.saturating_sub(2)).max(1);
    let rows: usize = descriptions
        .iter()
        .map(|d| (crate::text::width(d) + 4).div_ceil(inner))
        .sum::<usize>()
        + crate::text::width(&keys).div_ceil(inner);
    let height = (rows as u16 + 5).min(area.height);
    let popup = popup::centered(area, width, height);
    Clear.render(popup, buf);
    let mut lines = vec![Line::default()];
    for (index, description) in descriptions.iter().enumerate() {
        let selected = index == cursor;
        let marker = if selected { "›" } else { " " };
        let style = if selected {
            theme.cursor_row
        } else {
            Style::new()
        };
        lines.push(Line::styled(format!(" {marker} {description}"), style));
    }
    lines.push(Line::default());
    lines.push(Line::styled(keys, theme.key));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(popup::block(theme, " Saved games · newest first "))
        .render(popup, buf);
}
