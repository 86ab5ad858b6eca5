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
use crate::theme::Theme;

/// One paragraph of a message, in its style.
pub(crate) type Part = (String, Style);

/// Draws `parts` (each on lines of its own) in `message_row`, taking `footer_row` too when
/// they need it, and a box over the board above them when even that is not enough. The
/// footer (`keys`) shows when the message leaves its row free.
pub(crate) fn render(
    theme: &Theme,
    parts: &[Part],
    footer: Line,
    (message_row, footer_row): (Rect, Rect),
    buf: &mut Buffer,
) {
    let lines = wrapped(parts, usize::from(message_row.width.saturating_sub(1)), " ");
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
            let lines = wrapped(parts, usize::from(area.width.saturating_sub(3)), "");
            Clear.render(area, buf);
            Paragraph::new(lines)
                .block(popup::block(theme, "").padding(ratatui::widgets::Padding::left(1)))
                .render(area, buf);
        }
    }
}

/// `parts` wrapped to `columns`, each line after `indent`, in its part's style.
fn wrapped(parts: &[Part], columns: usize, indent: &str) -> Vec<Line<'static>> {
    parts
        .iter()
        .flat_map(|(message, style)| {
            wrap(message, columns)
                .into_iter()
                .map(move |l| Line::styled(format!("{indent}{l}"), *style))
        })
        .collect()
}

/// The footer: each key in the key style, with its word.
pub fn footer(theme: &Theme, keys: &[(String, String)]) -> Line<'static> {
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

/// The columns [`footer`] takes for `keys`.
pub(crate) fn footer_width(keys: &[(String, String)]) -> usize {
    let entries: usize = keys
        .iter()
        .map(|(key, action)| yatzy_core::text::width(key) + 1 + yatzy_core::text::width(action))
        .sum();
    2 + entries + 2 * keys.len().saturating_sub(1)
}

/// `keys` as many as fit `width` columns: where all do not, the last ones go first, but
/// never the help (`?`, which lists them all) nor quitting (`q`, alone or beside another key,
/// as `q Esc`). A key left out still works.
pub fn fitted(mut keys: Vec<(String, String)>, width: usize) -> Vec<(String, String)> {
    while footer_width(&keys) > width {
        let Some(last) = keys.iter().rposition(|(key, _)| !kept_always(key)) else {
            break;
        };
        keys.remove(last);
    }
    keys
}

/// Whether a footer entry's keys (`q`, `q Esc`) are the help's or quitting's, which no footer
/// leaves out.
pub(crate) fn kept_always(keys: &str) -> bool {
    keys.split(' ').any(|key| key == "?" || key == "q")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_footer_too_wide_gives_up_its_last_keys_but_never_the_help_or_quitting() {
        let keys: Vec<(String, String)> = [
            ("r", "roll"),
            ("c", "chat"),
            ("?", "help"),
            ("Esc", "lobby"),
            ("q Esc", "quit"),
        ]
        .iter()
        .map(|(k, a)| (k.to_string(), a.to_string()))
        .collect();
        // " r roll  c chat  ? help  Esc lobby  q Esc quit "
        assert_eq!(footer_width(&keys), 47);
        assert_eq!(fitted(keys.clone(), 47), keys);
        let fitted_to = |width| -> Vec<String> {
            fitted(keys.clone(), width)
                .into_iter()
                .map(|(k, _)| k)
                .collect()
        };
        assert_eq!(fitted_to(46), ["r", "c", "?", "q Esc"]);
        assert_eq!(fitted_to(29), ["r", "?", "q Esc"]);
        assert_eq!(fitted_to(5), ["?", "q Esc"]);
    }

    /// The words of `parts` drawn in a `width`-column screen's last two rows (and above).
    fn drawn(parts: &[Part], width: u16) -> String {
        let area = Rect::new(0, 0, width, 12);
        let mut buf = Buffer::empty(area);
        let rows = (Rect::new(0, 10, width, 1), Rect::new(0, 11, width, 1));
        let theme = Theme::monochrome();
        render(
            &theme,
            parts,
            footer(&theme, &[("q".into(), "quit".into())]),
            rows,
            &mut buf,
        );
        (0..12)
            .map(|y| {
                (0..width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn words_of(text: &str) -> Vec<String> {
        text.split_whitespace()
            .map(|w| w.trim_matches(|c: char| "│║╔╗╚╝═".contains(c)).to_string())
            .filter(|w| !w.is_empty())
            .collect()
    }

    #[test]
    fn a_short_message_leaves_the_footer() {
        let screen = drawn(&[("Roll first".into(), Style::new())], 70);
        assert!(screen.contains("Roll first"));
        assert!(screen.contains("q quit"));
    }

    #[test]
    fn no_message_is_cut_at_any_width_from_the_smallest() {
        let hint = "Hint: keep 5 6 (expected final score 192.8)";
        let others = "Next best: keep 6 -0.27 · keep 2 3 5 6 -0.38 · keep 5 -0.83 · \
                      keep 5 6 6 -1.20 · score Chance -4.31 · keep 2 3 -5.02";
        let long = "A saved game: 65d44e93a6037c9e1da7ba88eb951c0c.json could not be read \
                    (not a possible saved game: expected `,` or `}` at line 1 column 402); \
                    it was kept as /home/someone/.local/share/yatzy/games/65d4.json.corrupt";
        for width in [70, 80, 120, 250] {
            for parts in [
                vec![
                    (hint.to_string(), Style::new()),
                    (others.to_string(), Style::new()),
                ],
                vec![(long.to_string(), Style::new())],
            ] {
                let screen = words_of(&drawn(&parts, width));
                for part in &parts {
                    for word in words_of(&part.0) {
                        assert!(screen.contains(&word), "{width}: {word} missing");
                    }
                }
            }
        }
    }
}
