//! The board's header: the title, the turn and roll, and on the right the solver's progress,
//! the coach, the best score and the game's seed, giving up the least important first when
//! the width runs short.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::view::BoardView;
use yatzy_core::game::Phase;
use yatzy_core::text;
use yatzy_i18n::{self as i18n, t};

/// Draws the header in `area`, in the header's style across the whole width.
pub(super) fn render(view: &BoardView, area: Rect, buf: &mut Buffer) {
    buf.set_style(area, view.theme.header);
    let Header {
        title,
        middle,
        right,
    } = Header::new(&HeaderItems::of(view), usize::from(area.width));
    let areas = |title: &str| {
        let constraints = [
            Constraint::Length(text::width(title) as u16),
            Constraint::Fill(1),
            Constraint::Length(text::width(&right) as u16),
        ];
        if title.is_empty() {
            // No title: no gap before the middle either.
            let [middle, right] = Layout::horizontal([constraints[1], constraints[2]])
                .spacing(1)
                .areas(area);
            [Rect { width: 0, ..area }, middle, right]
        } else {
            Layout::horizontal(constraints).spacing(1).areas(area)
        }
    };
    let [left, middle_area, right_area] = areas(&title);
    Line::from(title).render(left, buf);
    Line::from(middle)
        .alignment(Alignment::Center)
        .render(middle_area, buf);
    Line::from(right)
        .alignment(Alignment::Right)
        .render(right_area, buf);
}

/// Everything the header may say, before any is left out for want of room.
struct HeaderItems {
    long_title: String,
    short_title: String,
    /// Whose turn it is, at a shared table.
    name: Option<String>,
    /// The turn and the roll, or "game over".
    progress: String,
    /// The solver's progress while it works: never left out.
    solver: Option<String>,
    /// The coach's marker, once the solver is ready and the coach is on.
    coach: Option<String>,
    best: Option<String>,
    /// What the game is known by: its seed, a daily's date, practice's place. Never left out.
    id: String,
}

impl HeaderItems {
    fn of(view: &BoardView) -> Self {
        let game = view.game();
        let progress = match game.phase() {
            Phase::GameOver => t!("game-over"),
            Phase::AwaitingFirstRoll => {
                t!(
                    "turn",
                    turn = game.turn_number(),
                    turns = game.turns_total()
                )
            }
            Phase::Rolled(roll) => t!(
                "turn-roll",
                turn = game.turn_number(),
                turns = game.turns_total(),
                roll = roll
            ),
        };
        // The table's seed (the first seat's) reproduces every seat's dice; a daily
        // challenge is known by its date.
        let first = &view.table.seats()[0].game;
        let id = match (&view.header_note, first.daily_date()) {
            (Some(note), _) => note.clone(),
            (None, Some(date)) => t!("header-daily", date = date.to_string()),
            (None, None) => t!("header-seed", seed = first.seed().to_string()),
        };
        HeaderItems {
            long_title: format!(" {} · {}", t!("title"), i18n::rules_name(game.rules())),
            short_title: format!(" {}", i18n::rules_short_name(game.rules())),
            name: (!view.table.is_solitaire() && !view.table.is_over())
                .then(|| text::sanitize(&view.table.current_seat().name)),
            progress,
            solver: (!view.solver_ready).then(|| {
                t!(
                    "header-solver",
                    percent = format!("{:.0}", view.solver_progress * 100.0)
                )
            }),
            coach: (view.solver_ready && view.coach).then(|| t!("header-coach")),
            // The score to beat, alone.
            best: view
                .personal_best
                .filter(|_| view.table.is_solitaire())
                .map(|best| t!("header-best", score = best)),
            id,
        }
    }
}

/// The header's three parts as drawn: the title on the left, whose turn and which roll in the
/// middle, and the solver, the coach, the best score and the seed on the right.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Header {
    title: String,
    middle: String,
    right: String,
}

impl HeaderItems {
    /// The right part: the solver, the coach (if `coach`), the best score (if `best`) and the
    /// id, with a space before the edge.
    fn right(&self, best: bool, coach: bool) -> String {
        let parts: Vec<&str> = [
            self.solver.as_deref(),
            self.coach.as_deref().filter(|_| coach),
            self.best.as_deref().filter(|_| best),
            Some(self.id.as_str()),
        ]
        .into_iter()
        .flatten()
        .collect();
        format!("{} ", parts.join(" · "))
    }

    /// The middle part: whose turn it is (if named), and the progress.
    fn middle(&self, name: Option<&str>) -> String {
        match name {
            Some(name) if !name.is_empty() => format!("{name} · {}", self.progress),
            _ => self.progress.clone(),
        }
    }
}

impl Header {
    /// What fits `width` columns. The least important give way first: the long title to the
    /// short one, then the personal best, the coach's marker, the title, and the middle's
    /// centring; a player's name is cut last. The seed and the solver's progress always stay.
    fn new(items: &HeaderItems, width: usize) -> Self {
        let header = |title: &String, best: bool, coach: bool| Header {
            title: title.clone(),
            middle: items.middle(items.name.as_deref()),
            right: items.right(best, coach),
        };
        let (long, short, none) = (&items.long_title, &items.short_title, &String::new());
        // Everything, centred: the long title, else the short one; then side by side (the
        // middle centred between), giving up the best score, the coach's marker and the
        // title in turn.
        let (centre, side) = (true, false);
        let tries = [
            (centre, header(long, true, true)),
            (centre, header(short, true, true)),
            (side, header(short, true, true)),
            (side, header(short, false, true)),
            (side, header(short, false, false)),
            (centre, header(none, false, false)),
            (side, header(none, false, false)),
        ];
        if let Some((_, header)) = tries
            .into_iter()
            .find(|(centre, header)| header.fits(width, *centre))
        {
            return header;
        }
        // The name cut (or left out), then the progress.
        let right = items.right(false, false);
        let room = width.saturating_sub(text::width(&right) + 1);
        let progress = text::width(&items.progress);
        let name = items
            .name
            .as_deref()
            .map(|name| text::truncate(name, room.saturating_sub(progress + 3)))
            .filter(|name| text::width(name) >= 3);
        Header {
            title: String::new(),
            middle: text::truncate(&items.middle(name.as_deref()), room),
            right,
        }
    }

    /// Whether the header fits `width` columns, with the middle `centred` on the whole width
    /// or only beside the others.
    fn fits(&self, width: usize, centred: bool) -> bool {
        let title = match text::width(&self.title) {
            0 => 0,
            columns => columns + 1,
        };
        let (middle, right) = (text::width(&self.middle), text::width(&self.right));
        if centred {
            title + 2 * middle.max(right) + 2 <= width
        } else {
            title + middle + 1 + right <= width
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(solver: bool, name: Option<&str>) -> HeaderItems {
        HeaderItems {
            long_title: " YATZY · Scandinavian Yatzy".into(),
            short_title: " Yatzy".into(),
            name: name.map(str::to_string),
            progress: "Turn 15/15 · roll 3/3".into(),
            solver: solver.then(|| "solver 42%".into()),
            coach: (!solver).then(|| "coach".into()),
            best: Some("best 301".into()),
            id: "seed 18446744073709551615".into(),
        }
    }

    #[test]
    fn the_header_keeps_the_seed_and_the_solver_at_every_width() {
        for solver in [true, false] {
            for name in [None, Some("Bartholomew the Bold Bot")] {
                let items = items(solver, name);
                for width in 70..=200 {
                    let header = Header::new(&items, width);
                    let gaps = if header.title.is_empty() { 1 } else { 2 };
                    let drawn = text::width(&header.title)
                        + text::width(&header.middle)
                        + text::width(&header.right)
                        + gaps;
                    assert!(drawn <= width, "{width}: {header:?}");
                    assert!(header.right.contains(&items.id), "{width}: {header:?}");
                    assert!(header.middle.contains(&items.progress), "{width}");
                    if solver {
                        assert!(header.right.contains("solver 42%"), "{width}: {header:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_header_gives_up_the_least_important_first() {
        let items = items(false, None);
        let wide = Header::new(&items, 200);
        assert_eq!(wide.title, items.long_title);
        assert_eq!(wide.right, "coach · best 301 · seed 18446744073709551615 ");
        // At 80 columns the seed is too long for the middle to be centred with everything:
        // the title shortens, and the rest stays beside it.
        let at_80 = Header::new(&items, 80);
        assert!(at_80.right.contains("best 301"), "{at_80:?}");
        assert!(at_80.right.contains("coach"), "{at_80:?}");
        // At 70, the best score goes before the coach's marker.
        let at_70 = Header::new(&items, 70);
        assert!(at_70.right.contains("coach"), "{at_70:?}");
        // A table's long name is cut before the seed goes.
        let table = items_with_long_name();
        let narrow = Header::new(&table, 70);
        assert!(narrow.right.contains(&table.id), "{narrow:?}");
    }

    fn items_with_long_name() -> HeaderItems {
        HeaderItems {
            progress: "Runde 15 von 15 · Wurf 3 von 3".into(),
            ..items(true, Some("Bartholomew the Bold Bot"))
        }
    }
}
