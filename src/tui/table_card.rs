//! The score card of a shared table: one column per player beside the box names, the
//! current player's column highlighted, totals and bonus progress for everyone.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Widget};

use super::app::App;
use super::layout::BoardLayout;
use crate::rules::{Category, RuleSet, ScoreCard};

/// Width of the box-name column.
const NAME_WIDTH: u16 = 13;

/// Box names short enough for the name column.
fn short_name(rules: RuleSet, category: Category) -> &'static str {
    match category {
        Category::SmallStraight => "Sm. Straight",
        Category::LargeStraight => "Lg. Straight",
        Category::ThreeOfAKind => "3 of a Kind",
        Category::FourOfAKind => "4 of a Kind",
        other => rules.category_name(other),
    }
}

/// How wide each player's column is in a panel of `inner` width: 5 or more where there is
/// room, 4 on narrow terminals (a preview then fills its column).
fn column_width(inner: u16, players: usize) -> u16 {
    (inner.saturating_sub(NAME_WIDTH) / players.max(1) as u16).clamp(3, 7)
}

/// Draws one row: the name, then a cell per player. A preview ("(25)") may use its column's
/// whole width; other cells leave the last character as the gap between columns.
fn row(buf: &mut Buffer, area: Rect, name: (&str, Style), cells: &[(String, Style)], width: u16) {
    Line::from(Span::styled(name.0.to_string(), name.1)).render(area, buf);
    for (index, (text, style)) in cells.iter().enumerate() {
        let x = area.x + NAME_WIDTH + index as u16 * width;
        if x + width > area.x + area.width {
            break;
        }
        let cell_width = if text.starts_with('(') {
            width
        } else {
            width - 1
        };
        let cell = Rect {
            x,
            y: area.y,
            width: cell_width,
            height: 1,
        };
        Line::styled(text.clone(), *style)
            .alignment(Alignment::Right)
            .render(cell, buf);
    }
}

pub fn render(app: &App, board: &BoardLayout, buf: &mut Buffer) {
    let theme = app.theme();
    let table = app.table();
    let rules = table.rules();
    let seats = table.seats();
    let current = table.current();
    let width = column_width(board.left_panel.width.saturating_sub(2), seats.len());
    let over = table.is_over();
    let column_style = |seat: usize| {
        if seat == current && !over {
            theme.current_column
        } else {
            Style::new()
        }
    };

    for (panel, title) in [(board.left_panel, " Left "), (board.right_panel, " Right ")] {
        Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(theme.panel_border)
            .title(Span::styled(title, theme.panel_title))
            .render(panel, buf);
        // The players' names sit in the top border, over their columns.
        let names: Vec<(String, Style)> = seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                (
                    // Cut by the columns it takes: a wide letter counts twice.
                    crate::text::truncate(
                        &crate::text::sanitize(&seat.name),
                        usize::from(width - 1),
                    ),
                    column_style(i).patch(theme.panel_title),
                )
            })
            .collect();
        let header = Rect {
            x: panel.x + 1,
            y: panel.y,
            width: panel.width.saturating_sub(2),
            height: 1,
        };
        row(buf, header, ("", Style::new()), &names, width);
    }

    let dice = app.game().dice();
    for &(category, area) in &board.box_rows {
        let cells: Vec<(String, Style)> = seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                let card = seat.game.card();
                match card.get(category) {
                    Some(0) => ("—".to_string(), theme.scratched.patch(column_style(i))),
                    Some(points) => (points.to_string(), theme.filled.patch(column_style(i))),
                    None if i == current && !over => {
                        match dice.map(|d| (card.placement(category, &d), card.bonus_earned_by(&d)))
                        {
                            // Parentheses mark a preview even where dim text is not shown; in a
                            // narrow column a Yacht bonus is counted into the gain.
                            Some((Ok(points), bonus)) => {
                                (format!("({})", points + bonus), theme.preview)
                            }
                            _ => (String::new(), Style::new()),
                        }
                    }
                    None => (String::new(), Style::new()),
                }
            })
            .collect();
        let selected = app.box_cursor() == Some(category) && !over;
        let marker = if selected { "›" } else { " " };
        let name = format!("{marker}{}", short_name(rules, category));
        let name_style = if selected {
            theme.cursor_row
        } else {
            theme.box_name
        };
        row(buf, area, (&name, name_style), &cells, width);
    }

    let per_seat = |value: &dyn Fn(&ScoreCard) -> (String, Style)| -> Vec<(String, Style)> {
        seats.iter().map(|seat| value(seat.game.card())).collect()
    };
    let bonus_cells = per_seat(&|card| {
        let progress = card.bonus_progress();
        // Points still to go (the row says so), the bonus once earned, a dash once missed.
        if progress.to_go == 0 {
            (format!("+{}", progress.points), theme.bonus_done)
        } else if progress.reachable {
            (progress.to_go.to_string(), theme.status)
        } else {
            ("—".to_string(), theme.scratched)
        }
    });
    row(
        buf,
        board.bonus_row,
        // Short enough for six columns at 80: "To bonus 22" reads as 22 points still to go.
        (" To bonus", theme.status),
        &bonus_cells,
        width,
    );
    if let Some(area) = board.five_bonus_row {
        let cells = per_seat(&|card| match card.five_of_a_kind_bonus_points() {
            0 => (String::new(), Style::new()),
            points => (points.to_string(), theme.bonus_done),
        });
        row(
            buf,
            area,
            (
                &format!(" {} bonus", short_name(rules, Category::Yatzy)),
                theme.status,
            ),
            &cells,
            width,
        );
    }
    let left = per_seat(&|card| ((card.left_sum() + card.bonus()).to_string(), theme.sum));
    row(buf, board.left_sum_row, (" Sum", theme.sum), &left, width);
    let right = per_seat(&|card| {
        (
            (card.right_sum() + card.five_of_a_kind_bonus_points()).to_string(),
            theme.sum,
        )
    });
    row(buf, board.right_sum_row, (" Sum", theme.sum), &right, width);
}

/// Everyone's total on one line, the current player's highlighted.
pub fn render_totals(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let table = app.table();
    let mut spans = vec![Span::styled("Total ", theme.total)];
    for (index, seat) in table.seats().iter().enumerate() {
        if index > 0 {
            spans.push(Span::raw(" · "));
        }
        let style = if index == table.current() && !table.is_over() {
            theme.current_column
        } else {
            theme.total
        };
        spans.push(Span::styled(
            format!(
                "{} {}",
                crate::text::sanitize(&seat.name),
                seat.game.card().total()
            ),
            style,
        ));
    }
    Line::from(spans)
        .alignment(Alignment::Center)
        .render(area, buf);
}

/// The final ranking for the game-over banner: who won (ties named together) and everyone's place.
pub fn standings_lines(app: &App) -> (String, String) {
    let table = app.table();
    let standings = table.standings();
    let seats = table.seats();
    // Names are drawn sanitised wherever they appear, however they got into the game.
    let name = |seat: usize| crate::text::sanitize(&seats[seat].name);
    let winners: Vec<String> = standings
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| name(s.seat))
        .collect();
    let best = standings.first().map_or(0, |s| s.total);
    let headline = match winners.as_slice() {
        [one] => format!("Game over · {one} wins with {best}"),
        many => format!("Game over · tie: {} with {best}", many.join(" and ")),
    };
    let ranking: Vec<String> = standings
        .iter()
        .map(|s| format!("{}. {} {}", s.place, name(s.seat), s.total))
        .collect();
    (headline, ranking.join(" · "))
}
