//! The keys of `yatzy serve`'s screens: the lobby, a new table's plan, a table (your turn,
//! or watching), and the chat line. Your turn reuses the board's own keys.

use ratatui::crossterm::event::KeyCode;

use super::action::{Action, Binding};
use super::bindings::{
    CHANCES, CHANCES_AND_GOAL, EDITING, GOAL, LIST_DOWN, LIST_UP, PLAY, REVIEW, joined, on,
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

pub(super) const NET_TURN: &[Binding] = &joined::<17>(&[
    &PLAY,
    // The terminal game's `c` is the chat here.
    &[
        Binding {
            help: "help-net-coach",
            ..on(&[Char('o')], Action::Coach, &["o"], None)
        },
        // The chances and the goal share the help's line, as in the terminal game.
        Binding {
            help: CHANCES_AND_GOAL,
            ..CHANCES
        },
        GOAL,
    ],
    AT_TABLE,
]);

/// At a table whatever its state: the chances, the chat, the help, the lobby, quitting.
pub(super) const NET_WATCH: &[Binding] = &joined::<5>(&[&[CHANCES], AT_TABLE]);

/// At a table whatever its state, but the chances: the chat, the help, the lobby, quitting.
const AT_TABLE: &[Binding] = &[
    on(&[Char('c')], Action::Chat, &["c"], Some("footer-net-chat")),
    on(&[Char('?')], Action::Help, &["?"], Some("footer-help")),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-net-lobby")),
    on(&[Char('q')], Action::Quit, &["q"], Some("footer-quit")),
];

pub(super) const NET_OVER: &[Binding] = &joined::<7>(&[
    &[
        REVIEW,
        on(
            &[Char('n')],
            Action::NewGame,
            &["n"],
            Some("footer-net-rematch"),
        ),
    ],
    NET_WATCH,
]);

pub(super) const CHAT: &[Binding] = &joined::<8>(&[
    &[
        on(
            &[Enter],
            Action::Confirm,
            &["Enter"],
            Some("footer-net-say"),
        ),
        on(&[Esc], Action::Back, &["Esc"], Some("footer-cancel")),
    ],
    &EDITING,
]);
