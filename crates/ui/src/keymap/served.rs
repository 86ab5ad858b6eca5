//! The keys of `yatzy serve`'s screens: the lobby, a new table's plan, a table (your turn,
//! or watching), and the chat line. Your turn reuses the board's own keys.

use ratatui::crossterm::event::KeyCode;

use super::action::{Action, Binding};
use super::bindings::{
    BOX_DOWN, BOX_UP, CHANCES, DIE_LEFT, DIE_RIGHT, EDITING, HINT, HOLD, HOLD_AT_CURSOR, LIST_DOWN,
    LIST_UP, REVIEW, ROLL, SCORE, UNDO, on,
};

use KeyCode::{Char, Enter, Esc, Left, Right};

pub(super) const LOBBY: &[Binding] = &[
    LIST_UP,
    LIST_DOWN,
    on(
        &[Enter],
        Action::Confirm,
        &["Enter"],
        Some("footer-net-join"),
    ),
    on(
        &[Char('w')],
        Action::Watch,
        &["w"],
        Some("footer-net-watch"),
    ),
    on(
        &[Char('n')],
        Action::NewGame,
        &["n"],
        Some("footer-net-new-table"),
    ),
    on(&[Char('e')], Action::Rename, &["e"], Some("footer-rename")),
    on(&[Char('?')], Action::Help, &["?"], Some("footer-help")),
    // Esc, pressed to step back, must not end the connection.
    on(&[Char('q')], Action::Quit, &["q"], Some("footer-quit")),
];

pub(super) const NEW_TABLE: &[Binding] = &[
    LIST_UP,
    LIST_DOWN,
    on(&[Left, Char('h')], Action::Left, &["←"], None),
    on(
        &[Right, Char('l'), Char(' ')],
        Action::Right,
        &["←→"],
        Some("footer-change"),
    ),
    on(
        &[Enter],
        Action::Start,
        &["Enter"],
        Some("footer-net-create"),
    ),
    on(
        &[Esc, Char('q')],
        Action::Back,
        &["Esc"],
        Some("footer-back"),
    ),
];

pub(super) const NET_TURN: &[Binding] = &[
    ROLL,
    HOLD,
    DIE_LEFT,
    DIE_RIGHT,
    HOLD_AT_CURSOR,
    BOX_UP,
    BOX_DOWN,
    SCORE,
    UNDO,
    HINT,
    // The terminal game's `c` is the chat here.
    Binding {
        help: "help-net-coach",
        ..on(&[Char('o')], Action::Coach, &["o"], None)
    },
    CHANCES,
    on(&[Char('c')], Action::Chat, &["c"], Some("footer-net-chat")),
    on(&[Char('?')], Action::Help, &["?"], Some("footer-help")),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-net-lobby")),
    on(&[Char('q')], Action::Quit, &["q"], Some("footer-quit")),
];

pub(super) const NET_WATCH: &[Binding] = &[
    CHANCES,
    on(&[Char('c')], Action::Chat, &["c"], Some("footer-net-chat")),
    on(&[Char('?')], Action::Help, &["?"], Some("footer-help")),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-net-lobby")),
    on(&[Char('q')], Action::Quit, &["q"], Some("footer-quit")),
];

pub(super) const NET_OVER: &[Binding] = &[
    REVIEW,
    on(
        &[Char('n')],
        Action::NewGame,
        &["n"],
        Some("footer-net-rematch"),
    ),
    CHANCES,
    on(&[Char('c')], Action::Chat, &["c"], Some("footer-net-chat")),
    on(&[Char('?')], Action::Help, &["?"], Some("footer-help")),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-net-lobby")),
    on(&[Char('q')], Action::Quit, &["q"], Some("footer-quit")),
];

pub(super) const CHAT: &[Binding] = &[
    on(
        &[Enter],
        Action::Confirm,
        &["Enter"],
        Some("footer-net-say"),
    ),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-cancel")),
    EDITING[0],
    EDITING[1],
    EDITING[2],
    EDITING[3],
    EDITING[4],
    EDITING[5],
];
