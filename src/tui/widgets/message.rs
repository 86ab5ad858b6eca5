//! The two lines under the board: a message and the footer of keys. A message that does not
//! fit its line takes the footer's too, and one that needs more opens a box above them: no
//! message is ever cut.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::popup;
use crate::text;
use crate::tui::theme::Theme;

/// `message` broken into lines of at most `columns` columns, at spaces where it can be; a
/// word longer than a line is split.
pub fn wrap(message: &str, columns: usize) -> Vec<String> {
    let columns = columns.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in message.split(' ') {
        let mut word = word.to_string();
        loop {
            let needed = text::width(&line) + usize::from(!line.is_empty()) + text::width(&word);
            if needed <= columns {
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(&word);
                break;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            // A word wider than the line: as much as fits, the rest on the next.
            let head = text::truncate(&word, columns);
            let head = if head.is_empty() {
                word.chars().take(1).collect()
            } else {
                head
            };
            word = word[head.len()..].to_string();
            lines.push(head);
            if word.is_empty() {
                break;
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

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

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wraps_at_spaces_and_splits_only_words_wider_than_a_line() {
        assert_eq!(wrap("one two three", 7), vec!["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 10), vec![""]);
    }

    #[test]
    fn no_line_is_wider_than_asked() {
        let text = "Annabelle-Marie-Louise is playing (a key finishes its turn; q quits)";
        for columns in 1..80 {
            for line in wrap(text, columns) {
                assert!(crate::text::width(&line) <= columns, "{columns}: {line}");
            }
        }
    }
}
