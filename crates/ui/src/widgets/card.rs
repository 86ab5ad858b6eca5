//! The one score card, for a player alone or a table of six: a Left Section beside a Right
//! Section, the box names down the side, a column per player headed by a name that is
//! readable and told apart from the others at any width.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::headings;
use crate::view::BoardView;
use yatzy_core::rules::{Category, ScoreCard, Section};
use yatzy_core::solver::Choice;
use yatzy_core::text;
use yatzy_i18n::{self as i18n, t};

/// The box-name column needs this much for the short names ("Sm. Straight" and a marker).
const NAME_MIN: u16 = 13;
/// A name column this wide takes the rule book's names ("Three of a Kind").
const NAME_FULL: u16 = 17;
/// A player's column: room for "(0+100)" when there is space, never more than a long name.
const COLUMN_MAX: u16 = 27;
const COLUMN_MIN: u16 = 3;
/// A lone player's column: wide enough for "(0+100)".
const SOLITAIRE_COLUMN: u16 = 8;

/// How wide each player's column is in a panel of `inner` columns, for these names: each as
/// wide as its name (and a gap) where there is room; where there is not, the longest names
/// give way first, down to three columns each on the smallest board with six players.
pub(crate) fn column_widths(inner: u16, names: &[String]) -> Vec<u16> {
    if names.len() <= 1 {
        let width = SOLITAIRE_COLUMN
            .min(inner.saturating_sub(NAME_MIN))
            .max(COLUMN_MIN);
        return vec![width];
    }
    let wanted: Vec<u16> = names.iter().map(|n| wanted_column(n)).collect();
    let room = inner.saturating_sub(NAME_MIN);
    let capped = |cap: u16| -> Vec<u16> { wanted.iter().map(|&w| w.min(cap)).collect() };
    (COLUMN_MIN..=COLUMN_MAX)
        .rev()
        .map(capped)
        .find(|widths| widths.iter().sum::<u16>() <= room)
        .unwrap_or_else(|| capped(COLUMN_MIN))
}

/// A column that shows `name` whole, with a gap, and room for a preview such as "(12)".
fn wanted_column(name: &str) -> u16 {
    (text::width(name) as u16 + 1).clamp(5, COLUMN_MAX)
}

/// The inner width a card panel needs to show every name whole (for the layout).
pub fn wanted_inner_width(names: &[String]) -> u16 {
    NAME_MIN + names.iter().map(|n| wanted_column(n)).sum::<u16>()
}

/// One row: the name on the left, then a cell per player, right-aligned in its column of
/// `widths`. A preview ("(25)", "+25") may use its column's whole width; other cells leave the last
/// column as the gap.
fn row(
    buf: &mut Buffer,
    area: Rect,
    name: (&str, Style),
    cells: &[(String, Style)],
    widths: &[u16],
) {
    Line::from(Span::styled(name.0.to_string(), name.1)).render(area, buf);
    let mut x = area.x + area.width.saturating_sub(widths.iter().sum());
    for ((value, style), &width) in cells.iter().zip(widths) {
        // A preview in parentheses takes the gap too; so does a signed one (a preview, or the
        // bonus's "+50") that needs it.
        let signed_and_wide =
            value.starts_with('+') && text::width(value) > usize::from(width.saturating_sub(1));
        let cell_width = if value.starts_with('(') || signed_and_wide {
            width
        } else {
            width.saturating_sub(1).max(1)
        };
        let cell = Rect {
            x,
            y: area.y,
            width: cell_width.min(area.right().saturating_sub(x)),
            height: 1,
        };
        Line::styled(value.clone(), *style)
            .alignment(Alignment::Right)
            .render(cell, buf);
        x += width;
    }
}

/// What an open box would score for the dice on the table, as narrow as `width` needs: the
/// Yacht bonus beside the box's points where it fits, counted in where it does not; in
/// parentheses, else (a narrow column of six players) with a plus sign, so that it is never
/// read as a score already in the box.
fn preview(points: u16, bonus: u16, width: u16) -> String {
    let fits = |s: &String| s.chars().count() as u16 <= width;
    let total = points + bonus;
    let candidates = [
        (bonus > 0).then(|| format!("({points}+{bonus})")),
        Some(format!("({total})")),
        Some(format!("+{total}")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(fits)
        .unwrap_or_else(|| total.to_string())
}

/// The players' names as the card's column headings show them (cut to their columns, told
/// apart where cut names would read alike), for the line under the card to name them alike.
pub(crate) fn heading_names(view: &BoardView) -> Vec<String> {
    let names = card_names(view);
    let inner = view.layout.left_panel.width.saturating_sub(2);
    let head_widths: Vec<usize> = column_widths(inner, &names)
        .iter()
        .map(|&w| usize::from(w.saturating_sub(1)))
        .collect();
    headings::within(&names, &head_widths)
}

/// The players' names, sanitised: a lone player is "You" in the language spoken until they
/// record a name.
pub(crate) fn card_names(view: &BoardView) -> Vec<String> {
    match view.table.seats() {
        [seat] if seat.name == yatzy_core::table::SOLITAIRE_NAME => vec![t!("you")],
        seats => seats.iter().map(|s| text::sanitize(&s.name)).collect(),
    }
}

pub(crate) fn render(view: &BoardView, buf: &mut Buffer) {
    let board = &view.layout;
    let inner = board.left_panel.width.saturating_sub(2);
    let widths = column_widths(inner, &card_names(view));
    let name_width = inner.saturating_sub(widths.iter().sum());
    render_panels(view, buf);
    let heads: Vec<(String, Style)> = heading_names(view)
        .into_iter()
        .enumerate()
        .map(|(i, name)| (name, view.theme.panel_title.patch(column_style(view, i))))
        .collect();
    for area in [board.left_header, board.right_header] {
        row(buf, area, ("", Style::new()), &heads, &widths);
    }
    for &(category, area) in &board.box_rows {
        render_box_row(view, category, area, name_width, &widths, buf);
    }
    render_bonus_row(view, board.bonus_row, name_width, &widths, buf);
    render_sum_rows(view, &widths, buf);
}

/// The current player's column stands out, while the game goes on at a table.
fn column_style(view: &BoardView, seat: usize) -> Style {
    let table = view.table;
    if seat == table.current() && !table.is_over() && table.seats().len() > 1 {
        view.theme.current_column
    } else {
        Style::new()
    }
}

/// The two sections' bordered panels, each titled with its section's name.
fn render_panels(view: &BoardView, buf: &mut Buffer) {
    let rules = view.table.rules();
    for (panel, section) in [
        (view.layout.left_panel, Section::Left),
        (view.layout.right_panel, Section::Right),
    ] {
        super::popup::panel(view.theme, &i18n::section_name(rules, section)).render(panel, buf);
    }
}

/// One box's row: its name (with the cursor's marker or the hint's star) and each player's
/// points, or what the dice on the table would score there for the current player.
fn render_box_row(
    view: &BoardView,
    category: Category,
    area: Rect,
    name_width: u16,
    widths: &[u16],
    buf: &mut Buffer,
) {
    let theme = view.theme;
    let rules = view.table.rules();
    let over = view.table.is_over();
    let dice = view.game().dice();
    let cells: Vec<(String, Style)> = view
        .table
        .seats()
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let card = seat.game.card();
            let style = column_style(view, i);
            match card.get(category) {
                Some(0) => ("—".to_string(), theme.scratched.patch(style)),
                Some(points) => (points.to_string(), theme.filled.patch(style)),
                None if i == view.table.current() && !over => dice
                    .and_then(|d| card.placement(category, &d).ok().map(|p| (p, d)))
                    .map_or((String::new(), style), |(points, d)| {
                        let shown = preview(points, card.bonus_earned_by(&d), widths[i]);
                        (shown, theme.preview)
                    }),
                None => (String::new(), style),
            }
        })
        .collect();
    let best = view.hint.and_then(|h| h.choices.first()).map(|c| &c.choice);
    let selected = view.box_cursor == Some(category) && !over;
    let hinted = best == Some(&Choice::Score(category));
    // The cursor keeps its marker; the hint's star goes beside the name when the cursor
    // is on the same box (it hid the cursor once).
    let marker = match (selected, hinted) {
        (true, _) => "›",
        (false, true) => "★",
        (false, false) => " ",
    };
    let label = if name_width >= NAME_FULL {
        i18n::box_name(rules, category)
    } else {
        i18n::short_box_name(rules, category)
    };
    let star = if selected && hinted { " ★" } else { "" };
    let name = format!("{marker}{label}{star}");
    row(buf, area, (&name, theme.box_name), &cells, widths);
    if selected {
        // Reverse video over the whole row, so the cursor reads across every column.
        buf.set_style(area, theme.cursor_row);
    }
}

/// The five-of-a-kind bonus row (where the rules have one) and the two sections' sums.
fn render_sum_rows(view: &BoardView, widths: &[u16], buf: &mut Buffer) {
    let theme = view.theme;
    let board = &view.layout;
    let seats = view.table.seats();
    let per_seat = |value: &dyn Fn(&ScoreCard) -> (String, Style)| -> Vec<(String, Style)> {
        seats.iter().map(|seat| value(seat.game.card())).collect()
    };
    if let Some(area) = board.five_bonus_row {
        let five = i18n::short_box_name(view.table.rules(), Category::Yatzy);
        let mut label = format!(" {}", t!("five-bonus", name = five));
        let count = seats[0].game.card().five_of_a_kind_bonuses();
        if seats.len() == 1 && count > 0 {
            label.push_str(&format!(" ×{count}"));
        }
        let cells = per_seat(&|card| match card.five_of_a_kind_bonus_points() {
            0 => (String::new(), Style::new()),
            points => (points.to_string(), theme.bonus_done),
        });
        row(buf, area, (&label, theme.status), &cells, widths);
    }
    let left = per_seat(&|card| ((card.left_sum() + card.bonus()).to_string(), theme.sum));
    let sum = format!(" {}", t!("sum"));
    row(buf, board.left_sum_row, (&sum, theme.sum), &left, widths);
    let right = per_seat(&|card| {
        let sum = card.right_sum() + card.five_of_a_kind_bonus_points();
        (sum.to_string(), theme.sum)
    });
    row(buf, board.right_sum_row, (&sum, theme.sum), &right, widths);
}

/// The bonus row: a lone player reads the whole story ("Bonus 50: 12/63, 51 to go"); at a
/// table each column says how many points are still to go, "+50" once earned, "—" once missed.
fn render_bonus_row(
    view: &BoardView,
    area: Rect,
    name_width: u16,
    widths: &[u16],
    buf: &mut Buffer,
) {
    let theme = view.theme;
    let seats = view.table.seats();
    if let [seat] = seats {
        let progress = seat.game.card().bonus_progress();
        let (label, value) = if progress.to_go == 0 {
            (
                t!("bonus", points = progress.points),
                (progress.points.to_string(), theme.bonus_done),
            )
        } else if progress.reachable {
            let label = t!(
                "bonus-to-go",
                points = progress.points,
                sum = progress.sum,
                target = progress.threshold,
                to_go = progress.to_go
            );
            (label, (String::new(), theme.status))
        } else {
            let label = t!(
                "bonus-missed",
                points = progress.points,
                sum = progress.sum,
                target = progress.threshold
            );
            (label, ("—".to_string(), theme.scratched))
        };
        if text::width(&label) < usize::from(name_width) {
            row(
                buf,
                area,
                (&format!(" {label}"), theme.status),
                &[value],
                widths,
            );
            return;
        }
    }
    let cells: Vec<(String, Style)> = seats
        .iter()
        .map(|seat| {
            let progress = seat.game.card().bonus_progress();
            if progress.to_go == 0 {
                (format!("+{}", progress.points), theme.bonus_done)
            } else if progress.reachable {
                (progress.to_go.to_string(), theme.status)
            } else {
                ("—".to_string(), theme.scratched)
            }
        })
        .collect();
    // "To bonus 22" reads as 22 points still to go.
    let label = format!(" {}", t!("to-bonus"));
    row(buf, area, (&label, theme.status), &cells, widths);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_names_keep_their_width_while_a_long_one_gives_way() {
        let six = ["Ann", "Bob", "Cy", "Dee", "Bot", "Easy bot"].map(String::from);
        // 100 columns: each panel 47 inside, enough for every name whole.
        assert_eq!(column_widths(47, &six), [5, 5, 5, 5, 5, 9]);
        // 80 columns: 36 inside, 23 for six players.
        assert_eq!(column_widths(36, &six), [3, 3, 3, 3, 3, 3]);
        let two = ["Ann", "Charlotte Amalie"].map(String::from);
        assert_eq!(column_widths(30, &two), [5, 12]);
    }

    #[test]
    fn previews_narrow_to_the_column() {
        assert_eq!(preview(0, 100, 8), "(0+100)");
        assert_eq!(preview(0, 100, 5), "(100)");
        // Too narrow for parentheses: marked by a sign, never a bare number like a score.
        assert_eq!(preview(25, 0, 3), "+25");
        assert_eq!(preview(4, 0, 3), "(4)");
    }
}
