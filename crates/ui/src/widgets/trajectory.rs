//! A game's trajectory: after each turn, the expected final score from there (optimal play
//! on), drawn against the bands where optimal games stand after as many turns (10th to 90th
//! percentile, the middle half, and the median), with a legend.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::chart::{Ink, LineChart, Series};
use crate::theme::Theme;

/// `trajectory[t]`: the expected final score after `t` turns (the final score at the end);
/// `bands[t]`: optimal games' 10th, 25th, 50th, 75th and 90th percentiles after `t` turns.
pub(crate) fn chart(
    trajectory: &[f64],
    bands: &[[f64; 5]],
    theme: &Theme,
    ink: Ink,
) -> Option<LineChart> {
    let turns = bands.len().saturating_sub(1).max(1) as f64;
    let points = |column: usize| -> Vec<(f64, f64)> {
        bands
            .iter()
            .enumerate()
            .map(|(turn, row)| (turn as f64, row[column]))
            .collect()
    };
    let game: Vec<(f64, f64)> = trajectory
        .iter()
        .enumerate()
        .map(|(turn, &value)| (turn as f64, value))
        .collect();
    let values = bands
        .iter()
        .flatten()
        .chain(trajectory)
        .copied()
        .filter(|v| v.is_finite());
    let (low, high) = values.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    });
    if !low.is_finite() {
        return None;
    }
    // Round numbers at the ends of the score axis.
    let low = (low / 25.0).floor() * 25.0;
    let high = ((high / 25.0).ceil() * 25.0).max(low + 25.0);
    let series = |name: String, points: Vec<(f64, f64)>, style, glyph| Series {
        name,
        points,
        style,
        glyph,
    };
    let (faint, middle) = (theme.key_help, theme.box_name);
    Some(LineChart {
        // Outward in, this game last: on top of the bands.
        series: vec![
            series("10-90%".into(), points(0), faint, '.'),
            series(String::new(), points(4), faint, '.'),
            series("25-75%".into(), points(1), middle, '+'),
            series(String::new(), points(3), middle, '+'),
            series(
                yatzy_i18n::t!("chart-median"),
                points(2),
                theme.panel_title,
                'o',
            ),
            series(yatzy_i18n::t!("chart-this-game"), game, theme.banner, '*'),
        ],
        x_title: yatzy_i18n::t!("chart-turn"),
        x_bounds: [0.0, turns],
        x_labels: ["0".to_string(), format!("{turns}")],
        y_bounds: [low, high],
        y_labels: [format!("{low:.0}"), format!("{high:.0}")],
        ink,
        text_style: theme.key_help,
    })
}

/// The trajectory drawn in `area` (see [`chart`]).
pub(crate) fn render(
    trajectory: &[f64],
    bands: &[[f64; 5]],
    theme: &Theme,
    ink: Ink,
    area: Rect,
    buf: &mut Buffer,
) {
    if let Some(chart) = chart(trajectory, bands, theme, ink) {
        chart.render(area, buf);
    }
}
