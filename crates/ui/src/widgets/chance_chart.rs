//! The chances after each round of a game, from 0 to 100%: one line per player at a table
//! (the chance to win), or the lone player's chance to beat their best.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::chart::{Ink, LineChart, Series};
use crate::theme::Theme;

/// What the chart shows: each line's name and its chance after each round (from before the
/// first turn), or that they are being computed.
#[derive(Clone, Debug, PartialEq)]
pub enum RoundChances {
    Computing,
    Known {
        /// Said over the chart, where the legend does not say it (at a table).
        title: Option<String>,
        lines: Vec<(String, Vec<f64>)>,
    },
}

/// The chart of `lines` (see [`RoundChances::Known`]).
pub(crate) fn chart(lines: &[(String, Vec<f64>)], theme: &Theme, ink: Ink) -> LineChart {
    // Six players at most: a style and a glyph for each.
    let styles = [
        theme.banner,
        theme.panel_title,
        theme.hint,
        theme.bonus_done,
        theme.sum,
        theme.key,
    ];
    const GLYPHS: [char; 6] = ['*', 'o', '+', '#', 'x', '@'];
    let rounds = lines.iter().map(|(_, l)| l.len()).max().unwrap_or(1);
    let last = rounds.saturating_sub(1).max(1) as f64;
    let series = lines
        .iter()
        .enumerate()
        .map(|(index, (name, chances))| Series {
            name: name.clone(),
            points: chances
                .iter()
                .enumerate()
                .map(|(round, &chance)| (round as f64, 100.0 * chance.clamp(0.0, 1.0)))
                .collect(),
            style: styles[index % styles.len()],
            glyph: GLYPHS[index % GLYPHS.len()],
        })
        .collect();
    LineChart {
        series,
        x_title: yatzy_i18n::t!("chart-turn"),
        x_bounds: [0.0, last],
        x_labels: ["0".to_string(), format!("{last:.0}")],
        y_bounds: [0.0, 100.0],
        y_labels: ["0%".to_string(), "100%".to_string()],
        ink,
        text_style: theme.key_help,
    }
}

/// The chances drawn in `area`, or the word that they are being computed.
pub(crate) fn render(
    chances: &RoundChances,
    theme: &Theme,
    ink: Ink,
    area: Rect,
    buf: &mut Buffer,
) {
    match chances {
        RoundChances::Known { title, lines } => {
            let area = match title {
                Some(title) if area.height > 4 => {
                    Line::styled(title.clone(), theme.panel_title)
                        .alignment(Alignment::Center)
                        .render(Rect { height: 1, ..area }, buf);
                    Rect {
                        y: area.y + 1,
                        height: area.height - 1,
                        ..area
                    }
                }
                _ => area,
            };
            chart(lines, theme, ink).render(area, buf);
        }
        RoundChances::Computing => {
            Paragraph::new(Line::styled(
                yatzy_i18n::t!("review-chances-computing"),
                theme.key_help,
            ))
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .render(area, buf);
        }
    }
}
