//! The one keymap: every key of every screen, mapped to an [`Action`] in one table per screen.
//! The footer, the `?` help, `--help`'s key list and README's key table are all made from
//! these tables (README's is checked against them by a test), so they cannot disagree.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// What a key asks for. Screens give the general ones (`Up`, `Confirm`, `Back`) their own
/// meaning: `Up` moves the box cursor on the board and scrolls the review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Roll,
    /// Hold or release die `n` (0-based).
    Hold(usize),
    HoldAtCursor,
    Left,
    Right,
    Up,
    Down,
    PageUp,
    PageDown,
    Home,
    End,
    /// Enter: score the box, record the name, resume the game…
    Confirm,
    /// Esc where it does not quit: close, cancel, go back.
    Back,
    Hint,
    Coach,
    Review,
    HighScores,
    Players,
    NewGame,
    Help,
    /// Quit, asking first while a game is in progress.
    Quit,
    /// Ctrl-C: quit at once, the game kept.
    QuitNow,
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    Suspend,
    Yes,
    No,
    NextPlayer,
    PreviousPlayer,
    AddPlayer,
    AddBot,
    AddEasyBot,
    Remove,
    MoveUp,
    MoveDown,
    Start,
    /// A name's character, where a name is typed.
    Type(char),
    Erase,
    EraseForward,
    /// Any key, where any key closes what is shown.
    Dismiss,
}

/// Which table of keys is in force: one per screen, and a few states of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// A game in progress.
    Board,
    /// Every box filled.
    GameOver,
    /// A bot is playing: quitting and the help stay at hand, any other key hurries it.
    BotTurn,
    /// "Scratch … for 0?" and "Quit?".
    Question,
    NamePrompt,
    Players,
    /// Typing a player's name on the players screen.
    Renaming,
    HighScores,
    Review,
    Resume,
    /// The help, the data popup: any key closes them.
    AnyKey,
    /// The "enlarge the window" notice: only quitting works, nothing is played blind.
    TooSmall,
}

/// Keys that lead to one action, how they are written, and what they do.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub keys: &'static [KeyCode],
    /// With Ctrl held (Ctrl-C, Ctrl-Z).
    pub ctrl: bool,
    pub action: Action,
    /// How the keys are written, one entry per key or range ("1-5", "←", "h").
    pub names: &'static [&'static str],
    /// The footer's word for it; `None` keeps it out of the footer.
    pub footer: Option<&'static str>,
    /// The help popup's line (at most 26 characters, to fit the smallest board).
    pub help: &'static str,
    /// The whole story, for `--help` and README.
    pub long: &'static str,
}

const fn key(
    keys: &'static [KeyCode],
    action: Action,
    names: &'static [&'static str],
    footer: Option<&'static str>,
    help: &'static str,
    long: &'static str,
) -> Binding {
    Binding {
        keys,
        ctrl: false,
        action,
        names,
        footer,
        help,
        long,
    }
}

use KeyCode::{
    BackTab, Backspace, Char, Delete, Down, End, Enter, Esc, Home, Left, PageDown, PageUp, Right,
    Tab, Up,
};

const ROLL: Binding = key(
    &[Char('r')],
    Action::Roll,
    &["r"],
    Some("roll"),
    "roll the dice not held",
    "roll the dice that are not held (the first roll of a turn rolls all five)",
);
const HOLD: Binding = key(
    &[Char('1'), Char('2'), Char('3'), Char('4'), Char('5')],
    Action::Hold(0),
    &["1-5"],
    Some("hold"),
    "hold or release a die",
    "hold or release that die",
);
const DIE_LEFT: Binding = key(
    &[Left, Char('h')],
    Action::Left,
    &["←", "h"],
    None,
    "move the die cursor",
    "move the die cursor",
);
const DIE_RIGHT: Binding = key(
    &[Right, Char('l')],
    Action::Right,
    &["→", "l"],
    None,
    "move the die cursor",
    "move the die cursor",
);
const HOLD_AT_CURSOR: Binding = key(
    &[Char(' ')],
    Action::HoldAtCursor,
    &["Space"],
    None,
    "hold the die at the cursor",
    "hold or release the die under the cursor",
);
const BOX_UP: Binding = key(
    &[Up, Char('k')],
    Action::Up,
    &["↑", "k"],
    None,
    "move between open boxes",
    "move over the open boxes",
);
const BOX_DOWN: Binding = key(
    &[Down, Char('j')],
    Action::Down,
    &["↓", "j"],
    None,
    "move between open boxes",
    "move over the open boxes",
);
const SCORE: Binding = key(
    &[Enter],
    Action::Confirm,
    &["Enter"],
    Some("score"),
    "score the chosen box",
    "score the selected box; a box worth 0 asks \"Scratch *box* for 0? y/n\" first",
);
const HINT: Binding = key(
    &[Char('t')],
    Action::Hint,
    &["t"],
    Some("hint"),
    "hint: the best move now",
    "hint: the best moves for the dice on the table, with what each costs; the dice to keep (or the box to score) get a ★",
);
const COACH: Binding = key(
    &[Char('c')],
    Action::Coach,
    &["c"],
    None,
    "coach: flag costly moves",
    "coach on/off: flags every move that costs more than `--coach-threshold` expected points",
);
const HIGH_SCORES: Binding = key(
    &[Char('s')],
    Action::HighScores,
    &["s"],
    Some("scores"),
    "high scores, statistics",
    "high scores and statistics (Esc returns)",
);
const HELP: Binding = key(
    &[Char('?')],
    Action::Help,
    &["?"],
    Some("help"),
    "this help",
    "help: every key and a summary of the rules (any key closes it)",
);
const QUIT: Binding = key(
    &[Char('q'), Esc],
    Action::Quit,
    &["q", "Esc"],
    Some("quit"),
    "quit (the game is kept)",
    "quit (asks first while a game is in progress or its score is not recorded yet; the game is kept and resumes next time)",
);
const REVIEW: Binding = key(
    &[Char('v')],
    Action::Review,
    &["v"],
    Some("review"),
    "review, once it is over",
    "after the game: review every decision against optimal play, with the points lost; at a table, `Tab` or `←` `→` switch between the players (the name is in the title)",
);
const NEW_GAME: Binding = key(
    &[Char('n')],
    Action::NewGame,
    &["n"],
    Some("new game"),
    "new game, once it is over",
    "a new game, once the game is over",
);
const PLAYERS: Binding = key(
    &[Char('p')],
    Action::Players,
    &["p"],
    Some("players"),
    "players, between games",
    "between games: set up the players (add `a`, bot `b`, easy bot `e`, remove `d`, rename `Enter`, move `[` `]`, start `s`)",
);
const QUIT_NOW: Binding = Binding {
    ctrl: true,
    ..key(
        &[Char('c')],
        Action::QuitNow,
        &["Ctrl-C"],
        None,
        "quit at once",
        "quit at once (the game is kept)",
    )
};
const SUSPEND: Binding = Binding {
    ctrl: true,
    ..key(
        &[Char('z')],
        Action::Suspend,
        &["Ctrl-Z"],
        None,
        "suspend (fg resumes)",
        "suspend, as in vim and less: the shell gets the terminal back, and `fg` returns to the game",
    )
};

/// The keys of a game in progress, in the order the help lists them.
const BOARD: &[Binding] = &[
    ROLL,
    HOLD,
    DIE_LEFT,
    DIE_RIGHT,
    HOLD_AT_CURSOR,
    BOX_UP,
    BOX_DOWN,
    SCORE,
    HINT,
    COACH,
    HIGH_SCORES,
    HELP,
    QUIT,
    // Listed in the help, but kept out of the footer while a game is in play: they wait for
    // its end.
    Binding {
        footer: None,
        ..REVIEW
    },
    Binding {
        footer: None,
        ..NEW_GAME
    },
    Binding {
        footer: None,
        ..PLAYERS
    },
];

const GAME_OVER: &[Binding] = &[NEW_GAME, PLAYERS, REVIEW, HIGH_SCORES, COACH, HELP, QUIT];

/// Everywhere, before any screen's own keys.
const GLOBAL: &[Binding] = &[QUIT_NOW, SUSPEND];

const BOT_TURN: &[Binding] = &[
    key(
        &[Char('q'), Esc],
        Action::Quit,
        &["q"],
        Some("quit"),
        "",
        "",
    ),
    key(&[Char('?')], Action::Help, &["?"], Some("help"), "", ""),
];

const QUESTION: &[Binding] = &[
    key(&[Char('y')], Action::Yes, &["y"], Some("yes"), "", ""),
    key(&[Char('n'), Esc], Action::No, &["n"], Some("no"), "", ""),
];

const NAME_PROMPT: &[Binding] = &[
    key(
        &[Enter],
        Action::Confirm,
        &["Enter"],
        Some("record"),
        "",
        "",
    ),
    key(
        &[Esc],
        Action::Back,
        &["Esc"],
        Some("record the offered name"),
        "",
        "",
    ),
    key(
        &[Backspace],
        Action::Erase,
        &["Backspace"],
        Some("erase"),
        "",
        "",
    ),
    key(&[Delete], Action::EraseForward, &["Delete"], None, "", ""),
    key(&[Left], Action::Left, &["←"], None, "", ""),
    key(&[Right], Action::Right, &["→"], None, "", ""),
    key(&[Home], Action::Home, &["Home"], None, "", ""),
    key(&[End], Action::End, &["End"], None, "", ""),
];

const PLAYERS_SCREEN: &[Binding] = &[
    key(
        &[Char('a')],
        Action::AddPlayer,
        &["a"],
        Some("add a player"),
        "",
        "",
    ),
    key(
        &[Char('b')],
        Action::AddBot,
        &["b"],
        Some("add a bot"),
        "",
        "",
    ),
    key(
        &[Char('e')],
        Action::AddEasyBot,
        &["e"],
        Some("add an easy bot"),
        "",
        "",
    ),
    key(
        &[Char('d'), Delete],
        Action::Remove,
        &["d"],
        Some("remove"),
        "",
        "",
    ),
    key(
        &[Enter],
        Action::Confirm,
        &["Enter"],
        Some("rename"),
        "",
        "",
    ),
    key(&[Char('[')], Action::MoveUp, &["["], None, "", ""),
    key(
        &[Char(']')],
        Action::MoveDown,
        &["[ ]"],
        Some("move up/down"),
        "",
        "",
    ),
    key(&[Up, Char('k')], Action::Up, &["↑"], None, "", ""),
    key(&[Down, Char('j')], Action::Down, &["↓"], None, "", ""),
    key(
        &[Char('s')],
        Action::Start,
        &["s"],
        Some("start the game"),
        "",
        "",
    ),
    key(&[Esc], Action::Back, &["Esc"], Some("back"), "", ""),
];

const RENAMING: &[Binding] = &[
    key(
        &[Enter],
        Action::Confirm,
        &["Enter"],
        Some("keep the name"),
        "",
        "",
    ),
    key(&[Esc], Action::Back, &["Esc"], Some("cancel"), "", ""),
    key(
        &[Backspace],
        Action::Erase,
        &["Backspace"],
        Some("erase"),
        "",
        "",
    ),
    key(&[Delete], Action::EraseForward, &["Delete"], None, "", ""),
    key(&[Left], Action::Left, &["←"], None, "", ""),
    key(&[Right], Action::Right, &["→"], None, "", ""),
    key(&[Home], Action::Home, &["Home"], None, "", ""),
    key(&[End], Action::End, &["End"], None, "", ""),
];

const HIGH_SCORES_SCREEN: &[Binding] = &[key(
    &[Esc, Enter, Char('q'), Char('s')],
    Action::Back,
    &["Esc"],
    Some("back to the game"),
    "",
    "",
)];

const REVIEW_SCREEN: &[Binding] = &[
    key(&[Up, Char('k')], Action::Up, &["↑"], None, "", ""),
    key(
        &[Down, Char('j')],
        Action::Down,
        &["↑↓"],
        Some("scroll"),
        "",
        "",
    ),
    key(&[PageUp], Action::PageUp, &["PgUp"], None, "", ""),
    key(
        &[PageDown],
        Action::PageDown,
        &["PgUp PgDn"],
        Some("page"),
        "",
        "",
    ),
    key(&[Home], Action::Home, &["Home"], None, "", ""),
    key(&[End], Action::End, &["End"], None, "", ""),
    key(
        &[Tab, Right, Char('l')],
        Action::NextPlayer,
        &["Tab ←→"],
        Some("player"),
        "",
        "",
    ),
    key(
        &[BackTab, Left, Char('h')],
        Action::PreviousPlayer,
        &["Shift-Tab"],
        None,
        "",
        "",
    ),
    key(
        &[Esc, Enter, Char('q'), Char('v')],
        Action::Back,
        &["Esc"],
        Some("back"),
        "",
        "",
    ),
];

const RESUME: &[Binding] = &[
    key(&[Up, Char('k')], Action::Up, &["↑"], None, "", ""),
    key(
        &[Down, Char('j')],
        Action::Down,
        &["↑↓"],
        Some("choose"),
        "",
        "",
    ),
    key(
        &[Enter],
        Action::Confirm,
        &["Enter"],
        Some("resume"),
        "",
        "",
    ),
    key(
        &[Char('n')],
        Action::NewGame,
        &["n"],
        Some("new game (they stay saved)"),
        "",
        "",
    ),
    key(
        &[Esc, Char('q')],
        Action::Quit,
        &["q"],
        Some("quit"),
        "",
        "",
    ),
];

const TOO_SMALL: &[Binding] = &[key(
    &[Char('q'), Esc],
    Action::Quit,
    &["q"],
    Some("quits"),
    "",
    "",
)];

/// The table of keys in force for `keys`.
pub fn bindings(keys: Keys) -> &'static [Binding] {
    match keys {
        Keys::Board => BOARD,
        Keys::GameOver => GAME_OVER,
        Keys::BotTurn => BOT_TURN,
        Keys::Question => QUESTION,
        Keys::NamePrompt => NAME_PROMPT,
        Keys::Players => PLAYERS_SCREEN,
        Keys::Renaming => RENAMING,
        Keys::HighScores => HIGH_SCORES_SCREEN,
        Keys::Review => REVIEW_SCREEN,
        Keys::Resume => RESUME,
        Keys::AnyKey => &[],
        Keys::TooSmall => TOO_SMALL,
    }
}

/// Whether names are typed here (letters are then text, not commands).
fn typing(keys: Keys) -> bool {
    matches!(keys, Keys::NamePrompt | Keys::Renaming)
}

/// What `event` asks for under `keys`; `None` for a key that means nothing there (it is
/// ignored). Caps Lock must not freeze the game: outside typing, an upper-case letter acts as
/// its lower case.
pub fn action(keys: Keys, event: KeyEvent) -> Option<Action> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    let code = match event.code {
        Char(c) if !typing(keys) || ctrl => Char(c.to_ascii_lowercase()),
        other => other,
    };
    let found = GLOBAL.iter().chain(bindings(keys)).find_map(|binding| {
        let index = binding.keys.iter().position(|&k| k == code)?;
        (binding.ctrl == ctrl).then_some(match binding.action {
            Action::Hold(_) => Action::Hold(index),
            other => other,
        })
    });
    match (found, code) {
        (Some(action), _) => Some(action),
        (None, Char(c)) if typing(keys) && !ctrl => Some(Action::Type(c)),
        // Ctrl-letters and Tab type control characters, which a name refuses out loud.
        (None, Char(c)) if typing(keys) && c.is_ascii_lowercase() => {
            Some(Action::Type(char::from(c as u8 - b'a' + 1)))
        }
        (None, Tab) if typing(keys) => Some(Action::Type('\t')),
        (None, _) if keys == Keys::AnyKey || keys == Keys::BotTurn => Some(Action::Dismiss),
        // A question is answered yes only by `y`: any other key is a no.
        (None, _) if keys == Keys::Question => Some(Action::No),
        (None, _) => None,
    }
}

/// The footer of `keys`: each key with its word, in table order.
pub fn footer(keys: Keys) -> Vec<(String, &'static str)> {
    bindings(keys)
        .iter()
        .filter_map(|b| b.footer.map(|word| (b.names.join(" "), word)))
        .collect()
}

/// The game's bindings grouped for a reference: neighbours that say the same (`text` of
/// both: the two arrows of one cursor) share a line, their keys interleaved ("← → h l").
fn grouped(text: fn(&Binding) -> &'static str) -> Vec<(Vec<&'static str>, &'static str)> {
    let mut groups: Vec<Vec<&Binding>> = Vec::new();
    for binding in BOARD.iter().chain(GLOBAL) {
        match groups.last_mut() {
            Some(group) if text(group[0]) == text(binding) => group.push(binding),
            _ => groups.push(vec![binding]),
        }
    }
    groups
        .into_iter()
        .map(|group| {
            let longest = group.iter().map(|b| b.names.len()).max().unwrap_or(0);
            let names = (0..longest)
                .flat_map(|i| group.iter().filter_map(move |b| b.names.get(i).copied()))
                .collect();
            (names, text(group[0]))
        })
        .collect()
}

/// The game's keys for the help popup: `(keys, what they do)`, one line each.
pub fn help_lines() -> Vec<(String, &'static str)> {
    grouped(|b| b.help)
        .into_iter()
        .map(|(names, help)| (names.join(" "), help))
        .collect()
}

/// A pointing device is no key, but the references list it with them.
pub const MOUSE: (&str, &str) = (
    "mouse",
    "click a die to hold it, a box to select it (a second click, or `Enter`, scores it), the Roll button to roll; only clicks are tracked, not every move",
);

/// Every key of the game with its whole story, for `--help` and README: `(names, text)`; the
/// mouse comes after `Enter`, the other way to score.
pub fn reference() -> Vec<(Vec<&'static str>, &'static str)> {
    let mut rows = grouped(|b| b.long);
    let after_enter = rows
        .iter()
        .position(|(_, long)| *long == SCORE.long)
        .map_or(rows.len(), |at| at + 1);
    rows.insert(after_enter, (vec![MOUSE.0], MOUSE.1));
    rows
}

/// `--help`'s list of the game's keys.
pub fn help_text() -> String {
    let mut text = String::from("Keys in the game:\n");
    for (names, long) in reference() {
        // Plain text: no Markdown marks, lines that fit 80 columns.
        let long = long.replace(['`', '*'], "");
        let lines = super::widgets::message::wrap(&long, 64);
        for (index, line) in lines.iter().enumerate() {
            let keys = if index == 0 {
                names.join(" ")
            } else {
                String::new()
            };
            text.push_str(&format!("  {keys:<12} {line}\n"));
        }
    }
    text
}

/// README's key table, as Markdown.
pub fn markdown_table() -> String {
    let mut text = String::from("| key | action |\n|---|---|\n");
    for (names, long) in reference() {
        let keys: Vec<String> = names
            .iter()
            .map(|name| {
                if *name == MOUSE.0 {
                    name.to_string()
                } else {
                    format!("`{name}`")
                }
            })
            .collect();
        text.push_str(&format!("| {} | {long} |\n", keys.join(" ")));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const CONTEXTS: [Keys; 12] = [
        Keys::Board,
        Keys::GameOver,
        Keys::BotTurn,
        Keys::Question,
        Keys::NamePrompt,
        Keys::Players,
        Keys::Renaming,
        Keys::HighScores,
        Keys::Review,
        Keys::Resume,
        Keys::AnyKey,
        Keys::TooSmall,
    ];

    fn press(keys: Keys, code: KeyCode) -> Option<Action> {
        action(keys, KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn ctrl(keys: Keys, c: char) -> Option<Action> {
        action(keys, KeyEvent::new(Char(c), KeyModifiers::CONTROL))
    }

    #[test]
    fn every_listed_key_does_what_its_table_says() {
        // No binding is shadowed by an earlier one, in any table.
        for keys in CONTEXTS {
            for binding in bindings(keys) {
                for (index, &code) in binding.keys.iter().enumerate() {
                    let expected = match binding.action {
                        Action::Hold(_) => Action::Hold(index),
                        other => other,
                    };
                    let got = if binding.ctrl {
                        action(keys, KeyEvent::new(code, KeyModifiers::CONTROL))
                    } else {
                        press(keys, code)
                    };
                    assert_eq!(got, Some(expected), "{keys:?} {code:?}");
                }
            }
        }
    }

    #[test]
    fn ctrl_c_quits_and_ctrl_z_suspends_everywhere() {
        for keys in CONTEXTS {
            assert_eq!(ctrl(keys, 'c'), Some(Action::QuitNow), "{keys:?}");
            assert_eq!(ctrl(keys, 'z'), Some(Action::Suspend), "{keys:?}");
        }
    }

    #[test]
    fn the_digits_hold_their_own_die() {
        assert_eq!(press(Keys::Board, Char('1')), Some(Action::Hold(0)));
        assert_eq!(press(Keys::Board, Char('5')), Some(Action::Hold(4)));
        assert_eq!(press(Keys::Board, Char('6')), None);
    }

    #[test]
    fn caps_lock_letters_act_as_lower_case_outside_typing() {
        let shifted = |keys, c| action(keys, KeyEvent::new(Char(c), KeyModifiers::SHIFT));
        assert_eq!(shifted(Keys::Board, 'R'), Some(Action::Roll));
        assert_eq!(shifted(Keys::Question, 'Y'), Some(Action::Yes));
        assert_eq!(shifted(Keys::Players, 'A'), Some(Action::AddPlayer));
        assert_eq!(shifted(Keys::NamePrompt, 'R'), Some(Action::Type('R')));
    }

    #[test]
    fn letters_are_text_where_a_name_is_typed() {
        assert_eq!(press(Keys::NamePrompt, Char('q')), Some(Action::Type('q')));
        assert_eq!(press(Keys::Renaming, Char('s')), Some(Action::Type('s')));
        // Control keys type control characters, for the name to refuse out loud.
        assert_eq!(ctrl(Keys::NamePrompt, 'a'), Some(Action::Type('\u{1}')));
        assert_eq!(press(Keys::Renaming, Tab), Some(Action::Type('\t')));
    }

    #[test]
    fn a_question_is_yes_only_with_y() {
        assert_eq!(press(Keys::Question, Char('y')), Some(Action::Yes));
        for code in [Char('n'), Char('x'), Esc, Enter, Char(' ')] {
            assert_eq!(press(Keys::Question, code), Some(Action::No), "{code:?}");
        }
    }

    #[test]
    fn during_a_bots_turn_quit_and_help_work_and_any_other_key_hurries_it() {
        assert_eq!(press(Keys::BotTurn, Char('q')), Some(Action::Quit));
        assert_eq!(press(Keys::BotTurn, Char('?')), Some(Action::Help));
        assert_eq!(press(Keys::BotTurn, Char('r')), Some(Action::Dismiss));
        assert_eq!(press(Keys::BotTurn, Enter), Some(Action::Dismiss));
    }

    #[test]
    fn under_the_size_notice_only_quitting_acts() {
        assert_eq!(press(Keys::TooSmall, Char('q')), Some(Action::Quit));
        assert_eq!(press(Keys::TooSmall, Esc), Some(Action::Quit));
        for code in [Char('r'), Char('1'), Enter, Char('?'), Up] {
            assert_eq!(press(Keys::TooSmall, code), None, "{code:?}");
        }
    }

    #[test]
    fn key_releases_mean_nothing() {
        let mut event = KeyEvent::new(Char('r'), KeyModifiers::NONE);
        event.kind = KeyEventKind::Release;
        assert_eq!(action(Keys::Board, event), None);
    }

    #[test]
    fn the_help_lists_every_board_key_on_a_line_that_fits() {
        let lines = help_lines();
        let keys: Vec<&str> = lines.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            keys,
            [
                "r",
                "1-5",
                "← → h l",
                "Space",
                "↑ ↓ k j",
                "Enter",
                "t",
                "c",
                "s",
                "?",
                "q Esc",
                "v",
                "n",
                "p",
                "Ctrl-C",
                "Ctrl-Z"
            ]
        );
        // A key column of 8 and 26 for the text fit the help beside the rules at 70 columns.
        for (key, help) in &lines {
            assert!(key.chars().count() <= 7, "{key}");
            assert!(help.chars().count() <= 26, "{help}");
        }
    }

    #[test]
    fn the_board_footer_keeps_to_what_a_game_in_play_needs() {
        let words: Vec<&str> = footer(Keys::Board).iter().map(|(_, w)| *w).collect();
        assert_eq!(
            words,
            ["roll", "hold", "score", "hint", "scores", "help", "quit"]
        );
        let words: Vec<&str> = footer(Keys::GameOver).iter().map(|(_, w)| *w).collect();
        assert_eq!(
            words,
            ["new game", "players", "review", "scores", "help", "quit"]
        );
    }

    #[test]
    fn the_reference_puts_the_mouse_after_enter() {
        let rows = reference();
        let at = |name: &str| rows.iter().position(|(names, _)| names.contains(&name));
        assert_eq!(at("mouse"), at("Enter").map(|i| i + 1));
        assert_eq!(
            rows.last().map(|(names, _)| names.clone()),
            Some(vec!["Ctrl-Z"])
        );
    }
}
