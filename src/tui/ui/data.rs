//! The screens about the player's data: messages shown whole, and the choice among saved
//! games at start-up.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::{centered, popup_block};
use crate::tui::app::App;

/// Messages about the player's data: whole, wrapped, in a popup over whatever is shown.
pub(super) fn render_alerts(app: &App, area: Rect, buf: &mut Buffer) {
    let width = area.width.saturating_sub(4).clamp(20, 90);
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let mut lines: Vec<Line> = Vec::new();
    let mut height: u16 = 0;
    for message in app.alerts() {
        lines.push(Line::styled(message.as_str(), app.theme().warning));
        lines.push(Line::default());
        height += message.chars().count().div_ceil(inner) as u16 + 1;
    }
    lines.push(Line::styled("Any key: close", app.theme().key));
    let popup = centered(area, width, height + 3);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(popup_block(app, " Your data ").padding(ratatui::widgets::Padding::horizontal(1)))
        .render(popup, buf);
}

/// The start-up choice among saved games, newest first.
pub(super) fn render_resume(app: &App, cursor: usize, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let descriptions: Vec<String> = app
        .resumable()
        .iter()
        .map(|slot| crate::session::describe_saved(&slot.saved))
        .collect();
    let widest = descriptions
        .iter()
        .map(|d| d.chars().count())
        .max()
        .unwrap_or(0) as u16;
    let width = (widest + 8).clamp(50, area.width);
    let height = (descriptions.len() as u16 + 6).min(area.height);
    let popup = centered(area, width, height);
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
    lines.push(Line::styled(
        " ↑↓: choose · Enter: resume · n: new game (they stay saved) · q: quit",
        theme.key,
    ));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(popup_block(app, " Saved games · newest first "))
        .render(popup, buf);
}
