//! A game's trajectory: after each turn, the expected final score from there (optimal play
//! on), drawn against the bands where optimal games stand after as many turns (10th to 90th
//! percentile, the middle half, and the median).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};

use crate::ui::theme::Theme;

/// `trajectory[t]`: the expected final score after `t` turns (the final score at the end);
/// `bands[t]`: optimal games' 10th, 25th, 50th, 75th and 90th percentiles after `t` turns.
pub fn render(trajectory: &[f64], bands: &[[f64; 5]], theme: &Theme, area: Rect, buf: &mut Buffer) {
    let turns = bands.len().saturating_sub(1).max(1) as f64;
    let points = |column: usize| -> Vec<(f64, f64)> {
        bands
            .iter()
            .enumerate()
            .map(|(turn, row)| (turn as f64, row[column]))
            .collect()
    };
    let (outer_low, middle_low, median, middle_high, outer_high) =
        (points(0), points(1), points(2), points(3), points(4));
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
        return;
    }
    // Round numbers at the ends of the score axis.
    let low = (low / 25.0).floor() * 25.0;
    let high = ((high / 25.0).ceil() * 25.0).max(low + 25.0);
    fn band<'a>(name: &str, points: &'a [(f64, f64)], style: Style) -> Dataset<'a> {
        Dataset::default()
            .name(name.to_string())
            .marker(Marker::Braille)
            .graph_type(GraphType::Line)
            .style(style)
            .data(points)
    }
    let (faint, middle) = (theme.key_help, theme.box_name);
    let datasets = vec![
        band("10-90%", &outer_low, faint),
        band("", &outer_high, faint),
        band("25-75%", &middle_low, middle),
        band("", &middle_high, middle),
        band(&crate::t!("chart-median"), &median, theme.panel_title),
        band(&crate::t!("chart-this-game"), &game, theme.banner),
    ];
    let chart = Chart::new(datasets)
        .x_axis(
            Axis::default()
                .title(Span::styled(crate::t!("chart-turn"), theme.key_help))
                .bounds([0.0, turns])
                .labels(["0".to_string(), format!("{turns}")]),
        )
        .y_axis(
            Axis::default()
                .bounds([low, high])
                .labels([format!("{low:.0}"), format!("{high:.0}")]),
        )
        .hidden_legend_constraints((
            ratatui::layout::Constraint::Percentage(60),
            ratatui::layout::Constraint::Percentage(60),
        ));
    chart.render(area, buf);
}
