//! The game-over banner, in place of the dice: the total and what stood out alone, the
//! ranking at a table; wrapped, never cut.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Paragraph, Widget};

use crate::view::{BoardView, Recorded, Standing};
use yatzy_core::rules::Category;
use yatzy_core::text;
use yatzy_i18n::{self as i18n, t};

pub(super) fn render(view: &BoardView, area: Rect, buf: &mut Buffer) {
    let theme = view.theme;
    if !view.table.is_solitaire() {
        let (headline, ranking) = standings_lines(view);
        let lines = vec![
            Line::styled(headline, theme.banner),
            Line::from(ranking),
            Line::from(match view.recorded {
                Some(Recorded::Failed) => t!("table-not-recorded"),
                Some(Recorded::Pending) => t!("table-recording"),
                // Bots are named only where one played.
                _ if view.table.seats().iter().any(|seat| seat.kind.is_bot()) => {
                    t!("table-recorded")
                }
                _ => t!("table-recorded-people"),
            }),
        ];
        render_banner(view, lines, 76, area, buf);
        return;
    }
    let game = view.game();
    let card = game.card();
    let mut best: Vec<(Category, u16)> = game
        .history()
        .iter()
        .map(|turn| (turn.category, turn.points))
        .collect();
    best.sort_by_key(|&(_, points)| std::cmp::Reverse(points));
    let best: Vec<String> = best
        .iter()
        .take(3)
        .map(|(c, p)| format!("{} {p}", i18n::box_name(game.rules(), *c)))
        .collect();
    let progress = card.bonus_progress();
    let bonus = if progress.to_go == 0 {
        t!(
            "bonus-reached",
            sum = progress.sum,
            points = progress.points
        )
    } else {
        t!("bonus-missed-by", to_go = progress.to_go)
    };
    let record = match view.recorded {
        Some(Recorded::Saved { name, rank }) => format!(
            " · {}",
            t!("recorded-rank", rank = *rank, name = text::sanitize(name))
        ),
        Some(Recorded::Failed) => format!(" · {}", t!("not-recorded-yet")),
        Some(Recorded::Pending) => format!(" · {}", t!("recording")),
        Some(Recorded::Table) | None => String::new(),
    };
    // What optimal play would have expected more, once the solver has reviewed the game.
    let skill = view.points_lost.map_or(String::new(), |lost| {
        format!(" · {}", t!("points-lost", lost = i18n::decimal(lost, 1)))
    });
    // Where the score stands against optimal play, once known, in place of the best boxes
    // (which the card shows anyway).
    let second = match view.standing {
        Some(Standing::Beats(share)) => t!("better-than", share = i18n::percent(share)),
        Some(Standing::Computing) => t!("standing-computing"),
        None => t!("best-boxes", boxes = best.join(" · ")),
    };
    let lines = vec![
        Line::styled(
            format!("{}{record}", t!("game-over-total", total = card.total())),
            theme.banner,
        ),
        Line::from(second),
        Line::from(format!("{bonus}{skill}")),
    ];
    render_banner(view, lines, 66, area, buf);
}

/// The game-over banner: `lines` centred in a double box at most `width` wide.
fn render_banner(view: &BoardView, lines: Vec<Line>, width: u16, area: Rect, buf: &mut Buffer) {
    let [banner] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(area);
    // A long line (six players' ranking) wraps: nothing in the banner is cut.
    let columns = usize::from(banner.width.saturating_sub(2));
    let lines: Vec<Line> = lines
        .into_iter()
        .flat_map(|line| {
            let style = line.style;
            // Wrapped where the spaces allow, then drawn with plain spaces.
            crate::text::wrap(&line.to_string(), columns)
                .into_iter()
                .map(move |part| Line::styled(part.replace('\u{a0}', " "), style))
        })
        .collect();
    let [banner] = Layout::vertical([Constraint::Length(lines.len() as u16 + 2)])
        .flex(Flex::Center)
        .areas(banner);
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(
            Block::bordered()
                .border_type(BorderType::Double)
                .border_style(view.theme.banner),
        )
        .render(banner, buf);
}

/// The final ranking for the game-over banner: who won (ties named together) and everyone's
/// place.
fn standings_lines(view: &BoardView) -> (String, String) {
    let table = view.table;
    let standings = table.standings();
    let seats = table.seats();
    let name = |seat: usize| text::sanitize(&seats[seat].name);
    let winners: Vec<String> = standings
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| name(s.seat))
        .collect();
    let best = standings.first().map_or(0, |s| s.total);
    let headline = match winners.as_slice() {
        [one] => t!("game-over-winner", name = one.clone(), score = best),
        many => t!("game-over-tie", names = many.join(" & "), score = best),
    };
    let ranking: Vec<String> = standings
        .iter()
        // Each place held together (no-break spaces): a wrapped ranking breaks between
        // places, never inside one.
        .map(|s| format!("{}. {} {}", s.place, name(s.seat), s.total).replace(' ', "\u{a0}"))
        .collect();
    (headline, ranking.join(" · "))
}
