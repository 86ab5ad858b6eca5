//! The board: the header, the dice and the Roll button (or the game-over banner), the card,
//! the totals, and the message and footer lines. Its keys play the game.

mod game_over;
mod header;
pub mod totals;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::keymap::{self, Action};
use crate::layout::BoardLayout;
use crate::view::{BoardView, GoalAdvice, GoalHint, Hint, Status};
use crate::widgets::{card, dice, message};
use yatzy_core::game::Game;
use yatzy_core::play::Move;
use yatzy_core::rules::{Category, MAX_DICE};
use yatzy_core::text;
use yatzy_i18n::{self as i18n, t};

/// What the board asks of the app: a game command, a screen, or a refusal to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    Quit,
    Help,
    HighScores,
    Coach,
    /// Show or hide the chances.
    Chances,
    /// Cycle the goal played for.
    Goal,
    Players,
    Settings,
    Practice,
    Review,
    NewGame,
    /// Why the key does nothing now (a message id), for the status line.
    Refuse(&'static str),
    Hint,
    /// A move of the game, for the turn controller ([`yatzy_core::play::Turn`]).
    Move(Move),
}

pub use yatzy_core::play::{selectable_boxes, step_box};

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
        Action::Goal => Request::Goal,
        Action::Chances => Request::Chances,
        Action::Players => Request::Players,
        Action::Settings => Request::Settings,
        Action::Practice => Request::Practice,
        Action::Review if over => Request::Review,
        // During play too: the app asks first while a game is in progress.
        Action::NewGame => Request::NewGame,
        Action::Review => Request::Refuse("refuse-review-later"),
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
        Action::Left => Move::DieCursor((die_cursor + MAX_DICE - 1) % MAX_DICE),
        Action::Right => Move::DieCursor((die_cursor + 1) % MAX_DICE),
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
/// [`yatzy_core::play::Turn::click_scores`]).
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
    let hit = |area: &Rect| area.contains((mouse.column, mouse.row).into());
    // A die's label is the die's too.
    let die = (0..5).find(|&i| hit(&layout.dice[i]) || hit(&layout.labels[i]));
    let chosen = if let Some(die) = die {
        Move::Hold(die)
    } else if hit(&layout.roll_button) {
        Move::Roll
    } else {
        let &(category, _) = layout
            .box_rows
            .iter()
            .find(|&(c, area)| hit(area) && game.card().is_open(*c))?;
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
    header::render(view, board.header, buf);
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

/// The message line (a hint, news, a refusal, or what to do now) and the footer of keys.
fn render_messages(view: &BoardView, buf: &mut Buffer) {
    let board = &view.layout;
    let theme = view.theme;
    let mut parts: Vec<message::Part> = if let Some(verdict) = &view.verdict {
        verdict.clone()
    } else if let Some(hint) = view.hint {
        hint_parts(view, hint)
    } else {
        status_parts(view)
    };
    // An armed guard is always in view, first: a second Enter must never score unseen (a
    // hint on the line hid it once, and cost a player a box).
    if view.verdict.is_none()
        && let Some(guard) = &view.guard
    {
        parts.insert(0, (guard.clone(), theme.status));
    }
    // A Yatzy is announced above everything: in the banner's style (the theme's colour, or
    // none under NO_COLOR), in plain words that ASCII mode needs nothing to change.
    if view.verdict.is_none()
        && let Some(celebration) = &view.celebration
    {
        parts.insert(0, (celebration.clone(), theme.banner));
    }
    // Drawn whole, never cut: what does not fit the row gives way (see `message::fitted`).
    let keys = message::fitted(keymap::footer(view.keys), usize::from(board.keys.width));
    let footer = message::footer(theme, &keys);
    message::render(theme, &parts, footer, (board.status, board.keys), buf);
}

/// The hint: the best choice (and the risk appetite's, where it differs), then as many of
/// the next best as fit, with what each costs.
fn hint_parts(view: &BoardView, hint: &Hint) -> Vec<message::Part> {
    let theme = view.theme;
    match &hint.goal {
        Some(GoalHint::Ready(advice)) => return vec![(goal_hint(view, advice), theme.hint)],
        Some(GoalHint::Computing(aim)) => {
            let text = t!("hint-goal-computing", aim = crate::words::goal::aim(*aim));
            return vec![(text, theme.hint)];
        }
        // Until the goal's own is known, the points' hint with a word on why.
        Some(GoalHint::TableLoading(_) | GoalHint::TableFailed) | None => {}
    }
    let rules = view.game().rules();
    let best = hint.choices.first();
    let mut parts: Vec<message::Part> = best
        .map(|best| {
            let mut text = t!(
                "hint",
                choice = crate::words::choice(rules, &best.choice),
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
                    crate::words::choice(rules, choice)
                ));
            }
            match &hint.goal {
                Some(GoalHint::TableLoading(Some(fraction))) => {
                    let percent = (fraction * 100.0) as u32;
                    text.push_str(&format!(
                        " ({})",
                        t!("goal-table-progress", percent = percent)
                    ));
                }
                Some(GoalHint::TableLoading(None)) => {
                    text.push_str(&format!(" ({})", t!("goal-table-loading")));
                }
                Some(GoalHint::TableFailed) => {
                    text.push_str(&format!(" ({})", t!("goal-table-failed")));
                }
                _ => {}
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
                crate::words::choice(rules, &c.choice),
                i18n::decimal(cost, 2)
            )
        })
        .collect();
    // As many of the next best as fit one line whole: a choice is never broken over two
    // lines, and the hint stays in the rows under the card instead of covering its sums.
    let room = usize::from(view.layout.status.width).saturating_sub(2);
    let shown = (1..=others.len())
        .rev()
        .map(|count| t!("next-best", others = others[..count].join(" · ")))
        .find(|line| text::width(line) <= room);
    parts.extend(shown.map(|line| (line, theme.status)));
    parts
}

/// The goal's hint: its best choice and chance, and the points' best where it differs, with
/// its chance and the expected points it has more. On one line whole, as the hint's next best
/// choices are: where the whole does not fit the row, the points' best without its points,
/// then the goal's best alone (the footer under it stays, and no choice is broken over two
/// lines).
fn goal_hint(view: &BoardView, advice: &GoalAdvice) -> String {
    let rules = view.game().rules();
    // A goal out of reach gives every choice no chance at all: the points' best is named, and
    // why (a bare "0.0%" read as a broken hint to players). A sure goal is not said so: the
    // best choice being sure does not make every other one sure.
    if advice.best.chance == 0.0 {
        return t!(
            "hint-goal-out-of-reach",
            choice = crate::words::choice(rules, &advice.best.choice),
            aim = crate::words::goal::aim(advice.aim)
        );
    }
    let text = t!(
        "hint-goal",
        choice = crate::words::choice(rules, &advice.best.choice),
        chance = crate::words::goal::percent(advice.best.chance),
        aim = crate::words::goal::aim(advice.aim)
    );
    let Some(points) = &advice.for_points else {
        return text;
    };
    let more = points.expected_final - advice.best.expected_final;
    let choice = crate::words::choice(rules, &points.choice);
    let chance = crate::words::goal::percent(points.chance);
    let beside = [
        t!(
            "hint-goal-for-points",
            choice = choice.clone(),
            chance = chance.clone(),
            points = i18n::decimal(more, 1)
        ),
        t!(
            "hint-goal-for-points-short",
            choice = choice,
            chance = chance
        ),
    ];
    let room = usize::from(view.layout.status.width).saturating_sub(2);
    (beside.iter())
        .map(|beside| format!("{text} · {beside}"))
        .find(|line| text::width(line) <= room)
        .unwrap_or(text)
}

/// News, a refusal, or what to do now; nothing beside an armed guard that says it already.
fn status_parts(view: &BoardView) -> Vec<message::Part> {
    let theme = view.theme;
    let (text, style) = match view.status {
        Some(Status::Warning(message)) => (message.as_str(), theme.warning),
        Some(Status::Info(message)) => (message.as_str(), theme.status),
        None => (&*view.guidance, theme.status),
    };
    // The guard is said first: the same words twice, or what to do instead, would
    // only crowd it.
    if view.guard.is_some() && (view.status.is_none() || view.guard.as_deref() == Some(text)) {
        Vec::new()
    } else {
        // Messages carry players' names and file paths: shown sanitised, like every name.
        vec![(text::sanitize(text), style)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yatzy_core::rules::Category::*;

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
        assert_eq!(act(Action::NewGame), Some(Request::NewGame));
        assert!(matches!(act(Action::Review), Some(Request::Refuse(_))));
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
