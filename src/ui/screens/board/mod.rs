//! The board: the header, the dice and the Roll button (or the game-over banner), the card,
//! the totals, and the message and footer lines. Its keys play the game.

mod game_over;
pub mod totals;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::core::game::{Game, Phase};
use crate::core::play::Move;
use crate::core::review;
use crate::core::rules::{Category, DICE_COUNT};
use crate::core::text;
use crate::ui::keymap::{self, Action};
use crate::ui::layout::BoardLayout;
use crate::ui::view::{BoardView, Status};
use crate::ui::widgets::{card, dice, message};
use crate::{i18n, t};

/// What the board asks of the app: a game command, a screen, or a refusal to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    Quit,
    Help,
    HighScores,
    Coach,
    /// Show or hide the chances.
    Chances,
    Players,
    Settings,
    Practice,
    Review,
    NewGame,
    /// Why the key does nothing now (a message id), for the status line.
    Refuse(&'static str),
    Hint,
    /// A move of the game, for the turn controller ([`crate::core::play::Turn`]).
    Move(Move),
}

pub use crate::core::play::{selectable_boxes, step_box};

/// What a key asks for on the board: `over` once every box is filled, with the cursors as
/// they are.
pub fn act(
    action: Action,
    over: bool,
    die_cursor: usize,
    box_cursor: Option<Category>,
) -> Option<Request> {
    Some(match action {
        Action::Quit => Request::Quit,
        Action::Help => Request::Help,
        Action::HighScores => Request::HighScores,
        Action::Coach => Request::Coach,
        Action::Chances => Request::Chances,
        Action::Players => Request::Players,
        Action::Settings => Request::Settings,
        Action::Practice => Request::Practice,
        Action::Review if over => Request::Review,
        Action::NewGame if over => Request::NewGame,
        Action::Review => Request::Refuse("refuse-review-later"),
        Action::NewGame => Request::Refuse("refuse-new-game-later"),
        _ if over => return None,
        Action::Hint => Request::Hint,
        other => Request::Move(moves(other, die_cursor, box_cursor)?),
    })
}

/// The move a key asks for at the board, with the cursors as they are (the served board's
/// keys too).
pub fn moves(action: Action, die_cursor: usize, box_cursor: Option<Category>) -> Option<Move> {
    Some(match action {
        Action::Roll => Move::Roll,
        Action::Hold(die) => Move::Hold(die),
        Action::HoldAtCursor => Move::Hold(die_cursor),
        Action::Left => Move::DieCursor((die_cursor + DICE_COUNT - 1) % DICE_COUNT),
        Action::Right => Move::DieCursor((die_cursor + 1) % DICE_COUNT),
        Action::Up => Move::MoveBox(-1),
        Action::Down => Move::MoveBox(1),
        Action::Confirm => Move::Score(box_cursor?),
        Action::Undo => Move::Undo,
        _ => return None,
    })
}

/// A left click on the board (as laid out in `layout`): a die holds it, the Roll button
/// rolls, a box is selected by a first click and scored by a second (a misclick costs no
/// box); a box the dice may not go in is scored at once, for the refusal to say why.
/// `scores_at_once` is the box a click scores without a first one (the turn controller's
/// [`crate::core::play::Turn::click_scores`]).
pub fn click(
    mouse: MouseEvent,
    layout: &BoardLayout,
    game: &Game,
    selectable: &[Category],
    scores_at_once: Option<Category>,
) -> Option<Request> {
    if mouse.kind != MouseEventKind::Down(MouseButton::Left) || game.is_over() {
        return None;
    }
    let (column, row) = (mouse.column, mouse.row);
    let chosen = if let Some(die) = layout.die_at(column, row) {
        Move::Hold(die)
    } else if layout.is_roll_button(column, row) {
        Move::Roll
    } else {
        let category = layout
            .box_at(column, row)
            .filter(|&c| game.card().is_open(c))?;
        if !selectable.contains(&category) || scores_at_once == Some(category) {
            Move::Score(category)
        } else {
            Move::Select(category)
        }
    };
    Some(Request::Move(chosen))
}

pub fn render(view: &BoardView, buf: &mut Buffer) {
    let board = &view.layout;
    render_header(view, board.header, buf);
    if view.game().is_over() {
        game_over::render(view, board.table, buf);
    } else {
        dice::render(view, buf);
        dice::render_roll_button(view, buf);
    }
    card::render(view, buf);
    totals::render(view, board.total, buf);
    render_messages(view, buf);
}

fn render_header(view: &BoardView, area: Rect, buf: &mut Buffer) {
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

impl Header {
    /// What fits `width` columns. The least important give way first: the long title to the
    /// short one, then the personal best, the coach's marker, the title, and the middle's
    /// centring; a player's name is cut last. The seed and the solver's progress always stay.
    fn new(items: &HeaderItems, width: usize) -> Self {
        let right = |best: bool, coach: bool| {
            let parts: Vec<&str> = [
                items.solver.as_deref(),
                items.coach.as_deref().filter(|_| coach),
                items.best.as_deref().filter(|_| best),
                Some(items.id.as_str()),
            ]
            .into_iter()
            .flatten()
            .collect();
            format!("{} ", parts.join(" · "))
        };
        let middle = |name: Option<&str>| match name {
            Some(name) if !name.is_empty() => format!("{name} · {}", items.progress),
            _ => items.progress.clone(),
        };
        let title_columns = |title: &str| match text::width(title) {
            0 => 0,
            columns => columns + 1,
        };
        let centred = |header: &Header| {
            title_columns(&header.title)
                + 2 * text::width(&header.middle).max(text::width(&header.right))
                + 2
                <= width
        };
        let beside = |header: &Header| {
            title_columns(&header.title)
                + text::width(&header.middle)
                + 1
                + text::width(&header.right)
                <= width
        };
        let header = |title: &String, best: bool, coach: bool| Header {
            title: title.clone(),
            middle: middle(items.name.as_deref()),
            right: right(best, coach),
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
        let fits = |centre: bool, header: &Header| {
            if centre {
                centred(header)
            } else {
                beside(header)
            }
        };
        if let Some((_, header)) = tries
            .into_iter()
            .find(|(centre, header)| fits(*centre, header))
        {
            return header;
        }
        // The name cut (or left out), then the progress.
        let right = right(false, false);
        let room = width.saturating_sub(text::width(&right) + 1);
        let progress = text::width(&items.progress);
        let name = items
            .name
            .as_deref()
            .map(|name| text::truncate(name, room.saturating_sub(progress + 3)))
            .filter(|name| text::width(name) >= 3);
        Header {
            title: String::new(),
            middle: text::truncate(&middle(name.as_deref()), room),
            right,
        }
    }
}

/// The message line (a hint, news, a refusal, or what to do now) and the footer of keys.
fn render_messages(view: &BoardView, buf: &mut Buffer) {
    let board = &view.layout;
    let theme = view.theme;
    let rules = view.game().rules();
    let parts: Vec<message::Part> = if let Some(verdict) = &view.verdict {
        verdict.clone()
    } else if let Some(hint) = view.hint {
        let best = hint.choices.first();
        let mut parts: Vec<message::Part> = best
            .map(|best| {
                let mut text = t!(
                    "hint",
                    choice = review::describe(rules, &best.choice),
                    expected = i18n::decimal(best.expected_final, 1)
                );
                // The choice of the player's risk appetite, beside it when it differs.
                if let Some((risk, choice)) = &hint.at_risk {
                    let word = if *risk > 0.0 {
                        t!("hint-bold")
                    } else {
                        t!("hint-cautious")
                    };
                    text.push_str(&format!(
                        " · {word} ({}): {}",
                        i18n::figure(*risk, true),
                        review::describe(rules, choice)
                    ));
                }
                (text, theme.hint)
            })
            .into_iter()
            .collect();
        let top = best.map_or(0.0, |c| c.expected_final);
        let others: Vec<String> = hint
            .choices
            .iter()
            .skip(1)
            .map(|c| {
                let cost = top - c.expected_final;
                format!(
                    "{} -{}",
                    review::describe(rules, &c.choice),
                    i18n::decimal(cost, 2)
                )
            })
            .collect();
        if !others.is_empty() {
            parts.push((t!("next-best", others = others.join(" · ")), theme.status));
        }
        parts
    } else {
        let (text, style) = match view.status {
            Some(Status::Warning(message)) => (message.as_str(), theme.warning),
            Some(Status::Info(message)) => (message.as_str(), theme.status),
            None => (&*view.guidance, theme.status),
        };
        // Messages carry players' names and file paths: shown sanitised, like every name.
        vec![(text::sanitize(text), style)]
    };
    let footer = message::footer(theme, &keymap::footer(view.keys));
    message::render(theme, &parts, footer, (board.status, board.keys), buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::Category::*;

    #[test]
    fn during_play_the_keys_ask_for_moves() {
        let act = |action| act(action, false, 2, Some(Fives));
        assert_eq!(act(Action::Roll), Some(Request::Move(Move::Roll)));
        assert_eq!(act(Action::Hold(4)), Some(Request::Move(Move::Hold(4))));
        assert_eq!(
            act(Action::HoldAtCursor),
            Some(Request::Move(Move::Hold(2)))
        );
        assert_eq!(act(Action::Left), Some(Request::Move(Move::DieCursor(1))));
        assert_eq!(act(Action::Right), Some(Request::Move(Move::DieCursor(3))));
        assert_eq!(act(Action::Up), Some(Request::Move(Move::MoveBox(-1))));
        assert_eq!(
            act(Action::Confirm),
            Some(Request::Move(Move::Score(Fives)))
        );
        assert!(matches!(act(Action::NewGame), Some(Request::Refuse(_))));
        assert!(matches!(act(Action::Review), Some(Request::Refuse(_))));
    }

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

    #[test]
    fn the_die_cursor_wraps_at_both_ends() {
        assert_eq!(
            act(Action::Left, false, 0, None),
            Some(Request::Move(Move::DieCursor(4)))
        );
        assert_eq!(
            act(Action::Right, false, 4, None),
            Some(Request::Move(Move::DieCursor(0)))
        );
    }

    #[test]
    fn once_the_game_is_over_only_the_game_over_keys_act() {
        let act = |action| act(action, true, 0, None);
        assert_eq!(act(Action::NewGame), Some(Request::NewGame));
        assert_eq!(act(Action::Review), Some(Request::Review));
        assert_eq!(act(Action::Players), Some(Request::Players));
        for action in [Action::Roll, Action::Hold(0), Action::Confirm, Action::Hint] {
            assert_eq!(act(action), None, "{action:?}");
        }
    }
}
