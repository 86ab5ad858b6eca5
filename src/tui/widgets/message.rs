//! The two lines under the board: a message and the footer of keys. A message that does not
//! fit its line takes the footer's too, and one that needs more opens a box above them: no
//! message is ever cut.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::popup;
use crate::text::wrap;
use crate::tui::theme::Theme;

/// One paragraph of a message, in its style.
pub type Part = (String, Style);

/// Draws `parts` (each on lines of its own) in `message_row`, taking `footer_row` too when
/// they need it, and a box over the board above them when even that is not enough. The
/// footer (`keys`) shows when the message leaves its row free.
pub fn render(
    theme: &Theme,
    parts: &[Part],
    footer: Line,
    (message_row, footer_row): (Rect, Rect),
    buf: &mut Buffer,
) {
    let columns = usize::from(message_row.width.saturating_sub(1));
    let lines: Vec<Line> = parts
        .iter()
        .flat_map(|(message, style)| {
            wrap(message, columns)
                .into_iter()
                .map(move |l| Line::styled(format!(" {l}"), *style))
        })
        .collect();
    match lines.len() {
        0 | 1 => {
            Paragraph::new(lines).render(message_row, buf);
            footer.render(footer_row, buf);
        }
        2 => {
            let both = message_row.union(footer_row);
            Paragraph::new(lines).render(both, buf);
        }
        many => {
            // Above the two lines, as tall as it needs: it covers part of the card until the
            // next key, and the message is read whole.
            let bottom = message_row.union(footer_row);
            let height = (many as u16 + 2).min(bottom.bottom());
            let area = Rect {
                x: bottom.x,
                y: bottom.bottom().saturating_sub(height),
                width: bottom.width,
                height,
            };
            let inner_columns = usize::from(area.width.saturating_sub(3));
            let lines: Vec<Line> = parts
                .iter()
                .flat_map(|(message, style)| {
                    wrap(message, inner_columns)
                        .into_iter()
                        .map(move |l| Line::styled(l, *style))
                })
                .collect();
            Clear.render(area, buf);
            Paragraph::new(lines)
                .block(popup::block(theme, "").padding(ratatui::widgets::Padding::left(1)))
                .render(area, buf);
        }
    }
}

/// The footer: each key in the key style, with its word.
pub fn footer(theme: &Theme, keys: &[(String, &str)]) -> Line<'static> {
    let mut spans = vec![Span::raw(" ")];
    for (index, (key, action)) in keys.iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(key.clone(), theme.key));
        spans.push(Span::styled(format!(" {action}"), theme.key_help));
    }
    spans.push(Span::raw(" "));
    Line::from(spans)
}
