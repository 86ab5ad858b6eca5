//! The chances after each round of a game, from 0 to 100%: one line per player at a table
//! (the chance to win), or the lone player's chance to beat their best.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::chart::{Ink, LineChart, Series};
use crate::theme::Theme;
use yatzy_core::chances::{Chances, round_above};
use yatzy_core::table::Table;
use yatzy_i18n::t;

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

impl RoundChances {
    /// The chart's lines for `table`'s finished game from its chances after each round (as
    /// `Calculator::by_round` tells them): alone, the chance to beat `best_before` (the best
    /// before this game) or, without one, to reach the round number; at a table, each
    /// player's chance to win. The terminal game and the server both draw from this, each
    /// in its reader's language.
    pub fn of_game(table: &Table, rounds: &[Chances], best_before: Option<u16>) -> RoundChances {
        if table.is_solitaire() {
            return alone(rounds, best_before);
        }
        let lines = table
            .seats()
            .iter()
            .enumerate()
            .map(|(index, seat)| {
                let chances = rounds
                    .iter()
                    .map(|c| match c {
                        Chances::Table(t) => t.players.get(index).map_or(0.0, |p| p.win),
                        Chances::Alone(_) => 0.0,
                    })
                    .collect();
                (yatzy_core::text::sanitize(&seat.name), chances)
            })
            .collect();
        RoundChances::Known {
            title: Some(t!("review-chances-title")),
            lines,
        }
    }
}

/// Alone, the score a finished game's chart measures against (the `best` of its
/// `Job::Rounds`): the best before this game, or without one, the round number above optimal
/// play's `expected` score ("reach 250" is "beat 249").
pub fn score_to_beat(best_before: Option<u16>, expected: f64) -> u16 {
    best_before.unwrap_or_else(|| round_above(expected).saturating_sub(1))
}

/// The lone player's line: the chance to beat the best, or to reach the round number.
fn alone(rounds: &[Chances], best_before: Option<u16>) -> RoundChances {
    let target = rounds.iter().find_map(|c| match c {
        Chances::Alone(p) => p.beat_best.map(|b| b.score),
        Chances::Table(_) => None,
    });
    let chances: Vec<f64> = rounds
        .iter()
        .map(|c| match c {
            Chances::Alone(p) => p.beat_best.map_or(0.0, |b| b.chance),
            Chances::Table(_) => 0.0,
        })
        .collect();
    let target = target.unwrap_or_default();
    let name = match best_before {
        Some(best) => t!("review-chance-best", best = best),
        None => t!("review-chance-reach", score = target.saturating_add(1)),
    };
    RoundChances::Known {
        title: None,
        lines: vec![(name, chances)],
    }
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
