//! The high-score table, statistics and the distribution of scores, read when opened. A game
//! in the table can be chosen and opened: replayed from its record and reviewed.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Bar, BarChart, Block, Paragraph, Widget};

use crate::keymap::{self, Action, Keys};
use crate::reports::scores::Report;
use crate::theme::Theme;
use crate::widgets::chart::{Ink, LineChart, Series};
use crate::widgets::{message, popup};

/// The screen: the report, and which of its games the cursor is on; Tab turns to the
/// trends (computed when first shown).
#[derive(Clone, Debug, PartialEq)]
pub struct HighScoresScreen {
    pub report: Report,
    pub cursor: usize,
    pub trends: Option<Box<crate::reports::trends::Trends>>,
    pub showing_trends: bool,
}

/// What a key did on the high-score screen, for the app to carry out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HighScoresOutcome {
    Ignored,
    Moved,
    /// Open the game at this place in the table.
    Open(usize),
    /// Turn between the table and the trends.
    Page,
    /// The statistics of the next name.
    NextName,
    Back,
}

impl HighScoresScreen {
    pub fn act(&mut self, action: Action) -> HighScoresOutcome {
        let last = self.report.games.len().saturating_sub(1);
        match action {
            // The trends page shows no list: only turning back and leaving act there.
            Action::NextPlayer => return HighScoresOutcome::Page,
            // Both pages are of one name's games: either turns to the next.
            Action::NextName => return HighScoresOutcome::NextName,
            Action::Back => return HighScoresOutcome::Back,
            _ if self.showing_trends => return HighScoresOutcome::Ignored,
            Action::Up => self.cursor = self.cursor.saturating_sub(1),
            Action::Down => self.cursor = (self.cursor + 1).min(last),
            Action::Confirm if !self.report.games.is_empty() => {
                return HighScoresOutcome::Open(self.cursor.min(last));
            }
            _ => return HighScoresOutcome::Ignored,
        }
        HighScoresOutcome::Moved
    }
}

/// The screen over `area`; `refusal` is why the chosen game did not open, if it did not.
pub fn render(
    screen: &HighScoresScreen,
    refusal: Option<&str>,
    theme: &Theme,
    ink: Ink,
    area: Rect,
    buf: &mut Buffer,
) {
    let report = &screen.report;
    if let Some(trends) = screen.trends.as_deref().filter(|_| screen.showing_trends) {
        render_trends(trends, theme, ink, area, buf);
        return;
    }
    let block = popup::panel(theme, &report.title).title_bottom(fitted_footer(
        theme,
        Keys::HighScores,
        area.width,
    ));
    let inner = block.inner(area);
    block.render(area, buf);
    let columns = usize::from(inner.width);
    let table_rows = table_rows(screen, columns);
    let figure_rows: Vec<String> = fit(&report.figures, columns)
        .into_iter()
        .chain(fit(&report.bots, columns))
        .collect();
    let refusal_rows = refusal.map_or(Vec::new(), |text| crate::text::wrap(text, columns));
    let [table, _, figures, _, chart, refused] = Layout::vertical([
        Constraint::Length(table_rows.len() as u16),
        Constraint::Length(1),
        Constraint::Length(figure_rows.len() as u16),
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(refusal_rows.len() as u16),
    ])
    .areas(inner);
    Paragraph::new(
        refusal_rows
            .iter()
            .map(|row| Line::styled(row.as_str(), theme.warning))
            .collect::<Vec<_>>(),
    )
    .render(refused, buf);
    let mut lines: Vec<Line> = table_rows
        .iter()
        .map(|row| {
            if row.starts_with('›') {
                Line::styled(row.as_str(), theme.cursor_row)
            } else {
                Line::from(row.as_str())
            }
        })
        .collect();
    if let Some(header) = lines.first_mut().filter(|_| !report.figures.is_empty()) {
        header.style = theme.panel_title;
    }
    Paragraph::new(lines).render(table, buf);
    Paragraph::new(figure_rows.join("\n")).render(figures, buf);
    render_distribution(report, theme, chart, buf);
}

/// Rows wider than `columns` wrapped. A sentence wider than the screen wraps; the table
/// narrows instead (see `Report::table_within`), so its rows stay rows.
fn fit(rows: &[String], columns: usize) -> Vec<String> {
    rows.iter()
        .flat_map(|row| {
            if yatzy_core::text::width(row) <= columns {
                vec![row.clone()]
            } else {
                crate::text::wrap(row, columns)
            }
        })
        .collect()
}

/// The table's rows within `columns`, the chosen game marked in the margin (the table's rows
/// start with a space); with no games, the sentence saying so, wrapped.
fn table_rows(screen: &HighScoresScreen, columns: usize) -> Vec<String> {
    let report = &screen.report;
    let marked: Vec<String> = report
        .table_within(columns)
        .iter()
        .enumerate()
        .map(|(row, text)| match text.strip_prefix(' ') {
            Some(rest) if row == screen.cursor + 1 && !report.games.is_empty() => {
                format!("›{rest}")
            }
            _ => text.clone(),
        })
        .collect();
    if report.games.is_empty() {
        fit(&marked, columns)
    } else {
        marked
    }
}

/// The distribution of scores as bars, where there are scores and room for them.
fn render_distribution(report: &Report, theme: &Theme, chart: Rect, buf: &mut Buffer) {
    if report.distribution.is_empty() || chart.height < 3 {
        return;
    }
    let count = report.distribution.len() as u16;
    let bar_width = (chart.width.saturating_sub(2) / count)
        .saturating_sub(1)
        .clamp(1, 5);
    let bars: Vec<Bar> = report
        .distribution
        .iter()
        .map(|bucket| Bar::with_label(bucket.from.to_string(), bucket.count as u64))
        .collect();
    // A handful of games does not fill the chart: the scale starts at ten games.
    BarChart::vertical(bars)
        .max(crate::reports::scores::full_bar(&report.distribution) as u64)
        .bar_width(bar_width)
        .bar_gap(1)
        .bar_style(theme.total)
        .value_style(theme.header)
        .block(Block::new().title(format!(
            " {} ",
            yatzy_i18n::t!("scores-chart", points = yatzy_core::stats::BUCKET_WIDTH)
        )))
        .render(chart, buf);
}

/// The trends page: the figures, and the scores in the order played against optimal play's
/// median (or the player's own, until optimal play's is known), with a legend.
fn render_trends(
    trends: &crate::reports::trends::Trends,
    theme: &Theme,
    ink: Ink,
    area: Rect,
    buf: &mut Buffer,
) {
    let title = yatzy_i18n::t!("trends-title", rules = yatzy_i18n::rules_name(trends.rules));
    let block =
        popup::panel(theme, &title).title_bottom(fitted_footer(theme, Keys::Trends, area.width));
    let inner = block.inner(area);
    block.render(area, buf);
    let lines = indented_wrap(&trends.lines(), usize::from(inner.width));
    let [figures, chart] =
        Layout::vertical([Constraint::Length(lines.len() as u16), Constraint::Fill(1)])
            .areas(inner);
    Paragraph::new(lines.join("\n")).render(figures, buf);
    if chart.height >= 6
        && let Some(chart_widget) = trends_chart(trends, theme, ink)
    {
        chart_widget.render(chart.inner(ratatui::layout::Margin::new(1, 0)), buf);
    }
}

/// The screen's keys within a border `width` columns wide: where they do not all fit, the
/// ones a player finds without being told go first (the arrows, then `p`, then Enter), so
/// that the trends and the way back are always said; then, in a language whose words are
/// longer still, whatever `message::fitted` leaves out (never the help nor quitting).
fn fitted_footer(theme: &Theme, keys: Keys, width: u16) -> Line<'static> {
    const DROPPED_FIRST: [&str; 3] = ["footer-choose", "footer-player", "footer-replay-review"];
    let mut shown = keymap::footer_ids(keys);
    let room = usize::from(width.saturating_sub(2));
    for dropped in DROPPED_FIRST {
        if message::footer_width(&keymap::translated(shown.clone())) <= room {
            break;
        }
        shown.retain(|(_, id)| *id != dropped);
    }
    message::footer(theme, &message::fitted(keymap::translated(shown), room)).centered()
}

/// Lines wider than `columns` broken at spaces, each piece keeping its line's indent.
fn indented_wrap(lines: &[String], columns: usize) -> Vec<String> {
    lines
        .iter()
        .flat_map(|line| {
            if yatzy_core::text::width(line) <= columns {
                return vec![line.clone()];
            }
            let body = line.trim_start_matches(' ');
            let indent = &line[..line.len() - body.len()];
            let room = columns.saturating_sub(indent.len()).max(1);
            crate::text::wrap(body, room)
                .into_iter()
                .map(|piece| format!("{indent}{piece}"))
                .collect()
        })
        .collect()
}

/// The scores in the order played, against the median line the streaks count from; `None`
/// with fewer than two games.
pub(crate) fn trends_chart(
    trends: &crate::reports::trends::Trends,
    theme: &Theme,
    ink: Ink,
) -> Option<LineChart> {
    if trends.scores.len() < 2 {
        return None;
    }
    let points: Vec<(f64, f64)> = trends
        .scores
        .iter()
        .enumerate()
        .map(|(game, &score)| ((game + 1) as f64, f64::from(score)))
        .collect();
    let games = trends.scores.len() as f64;
    let drawn = || trends.scores.iter().copied().chain(trends.streak_line);
    let high = drawn().max().unwrap_or(0);
    let low = drawn().min().unwrap_or(0);
    let own = matches!(trends.whose, yatzy_core::history::Whose::Player(_));
    let mut series = Vec::new();
    if let Some(line) = trends.streak_line {
        let name = if trends.line_is_optimal() {
            yatzy_i18n::t!("chart-optimal-median")
        } else if own {
            yatzy_i18n::t!("chart-your-median")
        } else {
            yatzy_i18n::t!("chart-median")
        };
        series.push(Series {
            name,
            points: vec![(1.0, f64::from(line)), (games, f64::from(line))],
            style: theme.key_help,
            glyph: 'o',
        });
    }
    series.push(Series {
        // "Your" scores only when they are the player's own.
        name: if own {
            yatzy_i18n::t!("chart-your-scores")
        } else {
            yatzy_i18n::t!("chart-scores")
        },
        points,
        style: theme.banner,
        glyph: '*',
    });
    Some(LineChart {
        series,
        x_title: yatzy_i18n::t!("chart-game"),
        x_bounds: [1.0, games],
        x_labels: ["1".to_string(), format!("{games}")],
        y_bounds: [f64::from(low), f64::from(high.max(low + 1))],
        y_labels: [low.to_string(), high.to_string()],
        ink,
        text_style: theme.key_help,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_stays_on_the_listed_games_and_enter_opens_one() {
        let scores = yatzy_core::history::HighScores::new();
        let report = Report::new(&scores, yatzy_core::rules::RuleSet::Yatzy, None);
        let mut empty = HighScoresScreen {
            report,
            cursor: 0,
            trends: None,
            showing_trends: false,
        };
        assert_eq!(empty.act(Action::NextPlayer), HighScoresOutcome::Page);
        assert_eq!(
            empty.act(Action::Confirm),
            HighScoresOutcome::Ignored,
            "nothing to open"
        );
        assert_eq!(empty.act(Action::Back), HighScoresOutcome::Back);
    }
}
