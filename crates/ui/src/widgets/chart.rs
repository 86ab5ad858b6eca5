//! A line chart with a legend: the legend on a line of its own above the plot, the axis'
//! title under it beside the labels (never over the data), and every series told apart
//! without colour where there is none (ASCII, `NO_COLOR`): each has a glyph of its own.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};

use crate::theme::Theme;
use yatzy_core::text;

/// One line of the chart.
#[derive(Clone, Debug)]
pub(crate) struct Series {
    /// Its name in the legend; an empty one is not listed (the second edge of a band, which
    /// shares the first's entry).
    pub name: String,
    pub points: Vec<(f64, f64)>,
    pub style: Style,
    /// Drawn with this glyph where series cannot be told apart by colour: plain ASCII, so
    /// that the ASCII mode keeps it as it is.
    pub glyph: char,
}

/// How the series are drawn: in colour with fine lines, or each in a glyph of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// Braille lines, told apart by their colours.
    Colour,
    /// No colour (`NO_COLOR`) or no Braille (ASCII): one glyph per series.
    Glyphs,
}

impl Ink {
    /// Glyphs where colour cannot tell the series apart: under ASCII, or a theme without
    /// colour.
    pub fn for_screen(theme: &Theme, ascii: bool) -> Ink {
        if ascii || theme.is_monochrome() {
            Ink::Glyphs
        } else {
            Ink::Colour
        }
    }
}

/// A chart of `series` (drawn in order, the last on top) over `x` and `y` bounds, with the
/// labels at each end of the axes and the x axis' title between them.
#[derive(Clone, Debug)]
pub(crate) struct LineChart {
    pub series: Vec<Series>,
    pub x_title: String,
    pub x_bounds: [f64; 2],
    pub x_labels: [String; 2],
    pub y_bounds: [f64; 2],
    pub y_labels: [String; 2],
    pub ink: Ink,
    /// The style of the legend's words, the axes and their labels.
    pub text_style: Style,
}

impl LineChart {
    /// The legend's entries: a sample of each named series' line and its name.
    fn legend_entries(&self) -> Vec<Vec<Span<'static>>> {
        self.series
            .iter()
            .filter(|series| !series.name.is_empty())
            .map(|series| {
                let sample = match self.ink {
                    Ink::Colour => "━━".to_string(),
                    Ink::Glyphs => series.glyph.to_string().repeat(2),
                };
                vec![
                    Span::styled(sample, series.style),
                    Span::styled(format!(" {}", series.name), self.text_style),
                ]
            })
            .collect()
    }

    /// The legend in lines at most `width` wide: entries side by side, two spaces apart,
    /// as many on a line as fit.
    pub(crate) fn legend(&self, width: u16) -> Vec<Line<'static>> {
        let width = usize::from(width);
        let mut lines: Vec<Vec<Span<'static>>> = Vec::new();
        let mut used = 0;
        for entry in self.legend_entries() {
            let entry_width: usize = entry.iter().map(|s| text::width(&s.content)).sum();
            match lines.last_mut() {
                Some(line) if used + 2 + entry_width <= width => {
                    line.push(Span::raw("  "));
                    line.extend(entry);
                    used += 2 + entry_width;
                }
                _ => {
                    lines.push(entry);
                    used = entry_width;
                }
            }
        }
        lines.into_iter().map(Line::from).collect()
    }
}

impl Widget for LineChart {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // The legend over the plot, centred; the plot takes the rest.
        let legend = self.legend(area.width);
        let [legend_area, plot] =
            Layout::vertical([Constraint::Length(legend.len() as u16), Constraint::Fill(1)])
                .areas(area);
        for (row, line) in legend.into_iter().enumerate() {
            let row_area = Rect {
                y: legend_area.y + row as u16,
                height: 1,
                ..legend_area
            };
            line.alignment(Alignment::Center).render(row_area, buf);
        }
        let marker = |series: &Series| match self.ink {
            Ink::Colour => Marker::Braille,
            Ink::Glyphs => Marker::Custom(series.glyph),
        };
        let datasets: Vec<Dataset> = self
            .series
            .iter()
            .map(|series| {
                Dataset::default()
                    .marker(marker(series))
                    .graph_type(GraphType::Line)
                    .style(series.style)
                    .data(&series.points)
            })
            .collect();
        let y_width = self
            .y_labels
            .iter()
            .map(|label| text::width(label))
            .max()
            .unwrap_or(0) as u16;
        let axis = |bounds: [f64; 2], labels: &[String; 2]| {
            Axis::default()
                .style(self.text_style)
                .bounds(bounds)
                .labels(labels.clone())
        };
        Chart::new(datasets)
            .style(self.text_style)
            .x_axis(axis(self.x_bounds, &self.x_labels))
            .y_axis(axis(self.y_bounds, &self.y_labels))
            // The legend is drawn above, never inside the plot.
            .hidden_legend_constraints((Constraint::Length(0), Constraint::Length(0)))
            .render(plot, buf);
        // The x axis' title in the labels' row (the plot's last), centred between the labels
        // under the plot: outside the data.
        if plot.height > 0 {
            let row = Rect {
                x: plot.x + y_width + 1,
                y: plot.bottom() - 1,
                width: plot.width.saturating_sub(y_width + 1),
                height: 1,
            };
            let title = format!(" {} ", self.x_title);
            let title_width = text::width(&title) as u16;
            let labels_width = self
                .x_labels
                .iter()
                .map(|label| text::width(label) as u16)
                .sum::<u16>();
            if title_width + labels_width + 2 <= row.width {
                Line::styled(title, self.text_style)
                    .alignment(Alignment::Center)
                    .render(row, buf);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart(ink: Ink) -> LineChart {
        let series = |name: &str, glyph, value: f64| Series {
            name: name.to_string(),
            points: vec![(0.0, value), (10.0, value + 10.0)],
            style: Style::new(),
            glyph,
        };
        LineChart {
            series: vec![
                series("low", '.', 0.0),
                series("", '.', 20.0),
                series("this game", '#', 50.0),
            ],
            x_title: "turn".into(),
            x_bounds: [0.0, 10.0],
            x_labels: ["0".into(), "10".into()],
            y_bounds: [0.0, 60.0],
            y_labels: ["0".into(), "60".into()],
            ink,
            text_style: Style::new(),
        }
    }

    fn drawn(chart: LineChart, width: u16, height: u16) -> Vec<String> {
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        chart.render(area, &mut buf);
        (0..height)
            .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    #[test]
    fn the_legend_names_each_series_once_above_the_plot() {
        let rows = drawn(chart(Ink::Glyphs), 40, 10);
        assert!(rows[0].contains(".. low"), "{rows:#?}");
        assert!(rows[0].contains("## this game"), "{rows:#?}");
        assert_eq!(rows.iter().filter(|r| r.contains("low")).count(), 1);
        // The axis' title is in the labels' row, not in the plot.
        assert!(rows[9].contains("turn"), "{rows:#?}");
        assert!(rows[..9].iter().all(|r| !r.contains("turn")), "{rows:#?}");
    }

    #[test]
    fn without_colour_each_series_has_its_glyph() {
        let rows = drawn(chart(Ink::Glyphs), 40, 10).join("\n");
        let plot: String = rows.lines().skip(1).collect();
        assert!(plot.contains('#') && plot.contains('.'), "{rows}");
        assert!(!plot.contains('\u{28ff}'), "no Braille");
    }

    #[test]
    fn a_narrow_legend_takes_two_lines() {
        let legend = chart(Ink::Colour).legend(14);
        assert_eq!(legend.len(), 2);
    }
}
