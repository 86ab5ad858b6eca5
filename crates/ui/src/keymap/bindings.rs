//! The tables: which keys lead to which action, per screen, with their names and words.

use ratatui::crossterm::event::KeyCode;

use super::action::{Action, Binding};

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

pub(super) const ROLL: Binding = key(
    &[Char('r')],
    Action::Roll,
    &["r"],
    Some("footer-roll"),
    "help-roll-the-dice-not-held",
    "roll the dice that are not held (the first roll of a turn rolls all five)",
);
pub(super) const HOLD: Binding = key(
    &[Char('1'), Char('2'), Char('3'), Char('4'), Char('5')],
    Action::Hold(0),
    &["1-5"],
    Some("footer-hold"),
    "help-hold-or-release-a-die",
    "hold or release that die",
);
pub(super) const DIE_LEFT: Binding = key(
    &[Left, Char('h')],
    Action::Left,
    &["←", "h"],
    None,
    "help-move-the-die-cursor",
    "move the die cursor",
);
pub(super) const DIE_RIGHT: Binding = key(
    &[Right, Char('l')],
    Action::Right,
    &["→", "l"],
    None,
    "help-move-the-die-cursor",
    "move the die cursor",
);
pub(super) const HOLD_AT_CURSOR: Binding = key(
    &[Char(' ')],
    Action::HoldAtCursor,
    &["Space"],
    None,
    "help-hold-the-die-at-the-cursor",
    "hold or release the die under the cursor",
);
pub(super) const BOX_UP: Binding = key(
    &[Up, Char('k')],
    Action::Up,
    &["↑", "k"],
    None,
    "help-move-between-open-boxes",
    "move over the open boxes",
);
pub(super) const BOX_DOWN: Binding = key(
    &[Down, Char('j')],
    Action::Down,
    &["↓", "j"],
    None,
    "help-move-between-open-boxes",
    "move over the open boxes",
);
pub(super) const SCORE: Binding = key(
    &[Enter],
    Action::Confirm,
    &["Enter"],
    Some("footer-score"),
    "help-score-the-chosen-box",
    "score the selected box; a box worth 0 asks \"Scratch *box* for 0? y/n\" first; right after a turn's first roll, a box not chosen since (with `↑` `↓`, a click or a first `Enter`) takes a second `Enter`, so a stray one scores nothing",
);
pub(super) const HINT: Binding = key(
    &[Char('t')],
    Action::Hint,
    &["t"],
    Some("footer-hint"),
    "help-hint-the-best-move-now",
    "hint: the best moves for the dice on the table, with what each costs; the dice to keep (or the box to score) get a ★",
);
const COACH: Binding = key(
    &[Char('c')],
    Action::Coach,
    &["c"],
    None,
    "help-coach-flag-costly-moves",
    "coach on/off: flags every move that costs more than `--coach-threshold` expected points",
);
/// The help's one line for the chances and the goal (one line more would not fit the help at
/// the smallest board).
pub(super) const CHANCES_AND_GOAL: &str = "help-chances-and-goal";
pub(super) const GOAL: Binding = key(
    &[Char('g')],
    Action::Goal,
    &["g"],
    None,
    CHANCES_AND_GOAL,
    "goal: cycles what the hint, the chances line and the coach play for: the best score, beating your best (by a point), reaching the goal's target setting (`--target`), or winning the table; saved at once; the daily challenge and practice keep the best score",
);
pub(super) const CHANCES: Binding = key(
    &[Char('w')],
    Action::Chances,
    &["w"],
    None,
    "help-chances-show-hide",
    "chances on/off, under the card: alone, the chance to beat your best score and to reach the round number above the game's expected score at its start (250 in Scandinavian Yatzy); at a table, each player's chance to win, with a bar, and the chance of a tie for first; exact, if everyone plays for the best expected score from here, and updated after every scored turn",
);
const HIGH_SCORES: Binding = key(
    &[Char('s')],
    Action::HighScores,
    &["s"],
    Some("footer-scores"),
    "help-high-scores-statistics",
    "high scores and statistics; `↑` `↓` choose a game and `Enter` replays it for review, decision by decision; `Tab` turns to the trends: scores over time, points lost per decision, each box against optimal play, rates, streaks; `p` turns the statistics and the trends to each other name and to everyone's (Esc returns)",
);
const HELP: Binding = key(
    &[Char('?')],
    Action::Help,
    &["?"],
    Some("footer-help"),
    "help-this-help",
    "help: every key and a summary of the rules (any key closes it)",
);
const QUIT: Binding = key(
    &[Char('q'), Esc],
    Action::Quit,
    &["q", "Esc"],
    Some("footer-quit"),
    "help-quit-the-game-is-kept",
    "quit (asks first while a game is in progress or its score is not recorded yet; the game is kept and resumes next time)",
);
pub(super) const UNDO: Binding = key(
    &[Char('u')],
    Action::Undo,
    &["u"],
    None,
    "help-undo-the-last-score",
    "undo the last score, until the next roll: the dice, holds and rolls come back and the box is open again (alone, not in a daily challenge; the high scores count the undos, and mark the game as one with help, like hints)",
);
/// The help's one line for the keys of the game's end (review and players refuse before, and
/// say why; a new game asks first).
const AFTER_THE_GAME: &str = "help-review-new-game-players";
pub(super) const REVIEW: Binding = key(
    &[Char('v')],
    Action::Review,
    &["v"],
    Some("footer-review"),
    AFTER_THE_GAME,
    "after the game: review every decision against optimal play, with the points lost; at a table, `Tab` or `←` `→` switch between the players, bots included (the name is in the title)",
);
const NEW_GAME: Binding = key(
    &[Char('n')],
    Action::NewGame,
    &["n"],
    Some("footer-new-game"),
    AFTER_THE_GAME,
    "a new game (asks first while a game is in progress: that game is kept, unfinished, and offered at the next start; not during a daily challenge)",
);
const PLAYERS: Binding = key(
    &[Char('p')],
    Action::Players,
    &["p"],
    Some("footer-players"),
    AFTER_THE_GAME,
    "between games: set up the players (add `a`, bot `b`, easy bot `e`, win bot `w`, remove `d`, rename `Enter`, move `[` `]`, start `s`)",
);
const SETTINGS: Binding = key(
    &[Char('o')],
    Action::Settings,
    &["o"],
    None,
    "help-settings-saved-at-once",
    "settings: the rule set at start, the coach, the bots' pace, the theme, ASCII symbols and the mouse; each change applies and is saved at once (Esc returns)",
);
const PRACTICE: Binding = key(
    &[Char('x')],
    Action::Practice,
    &["x"],
    None,
    "help-practice-decisions",
    "practice: positions from your own costliest past decisions, then from optimal games; hold dice and press `r` to keep them, or press `Enter` on a box; each answer is graded at once (exact, within 0.1, within 1, costly) with the best choice, and missed positions come back in later sessions",
);
const QUIT_NOW: Binding = Binding {
    ctrl: true,
    ..key(
        &[Char('c')],
        Action::QuitNow,
        &["Ctrl-C"],
        None,
        "help-quit-at-once",
        "quit at once (the game is kept)",
    )
};
const REDRAW: Binding = Binding {
    ctrl: true,
    ..key(
        &[Char('l')],
        Action::Redraw,
        &["Ctrl-L"],
        None,
        "help-redraw-the-screen",
        "redraw the whole screen, when another program has written over it",
    )
};
const SUSPEND: Binding = Binding {
    ctrl: true,
    ..key(
        &[Char('z')],
        Action::Suspend,
        &["Ctrl-Z"],
        None,
        "help-suspend-fg-resumes",
        "suspend, as in vim and less: the shell gets the terminal back, and `fg` returns to the game",
    )
};

/// The keys that play a turn, a served one too.
pub(super) const PLAY: [Binding; 10] = [
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
];

/// `parts` one after the other, as one table of `N` keys.
pub(super) const fn joined<const N: usize>(parts: &[&[Binding]]) -> [Binding; N] {
    let mut table = [ROLL; N];
    let (mut part, mut at) = (0, 0);
    while part < parts.len() {
        let mut i = 0;
        while i < parts[part].len() {
            table[at] = parts[part][i];
            (i, at) = (i + 1, at + 1);
        }
        part += 1;
    }
    assert!(at == N, "N is not the parts' length");
    table
}

/// The keys of a game in progress, in the order the help lists them.
pub(super) const BOARD: &[Binding] = &joined::<21>(&[
    &PLAY,
    &[
        COACH,
        Binding {
            help: CHANCES_AND_GOAL,
            ..CHANCES
        },
        GOAL,
        HIGH_SCORES,
        SETTINGS,
        PRACTICE,
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
    ],
]);

pub(super) const GAME_OVER: &[Binding] = &[
    NEW_GAME,
    PLAYERS,
    REVIEW,
    HIGH_SCORES,
    COACH,
    // The review of the game just ended, and the next game, follow the goal.
    GOAL,
    SETTINGS,
    PRACTICE,
    HELP,
    QUIT,
];

/// Everywhere, before any screen's own keys.
pub(super) const GLOBAL: &[Binding] = &[QUIT_NOW, REDRAW, SUSPEND];

/// A key of a screen of its own: in its footer (or not), in no reference.
pub(super) const fn on(
    keys: &'static [KeyCode],
    action: Action,
    names: &'static [&'static str],
    footer: Option<&'static str>,
) -> Binding {
    key(keys, action, names, footer, "", "")
}

pub(super) const BOT_TURN: &[Binding] = &[
    on(&[Char('q'), Esc], Action::Quit, &["q"], Some("footer-quit")),
    on(&[Char('?')], Action::Help, &["?"], Some("footer-help")),
];

pub(super) const QUESTION: &[Binding] = &[
    on(&[Char('y')], Action::Yes, &["y"], Some("footer-yes")),
    on(&[Char('n'), Esc], Action::No, &["n"], Some("footer-no")),
];

/// Moving the caret and erasing, wherever a name is typed.
pub(super) const EDITING: [Binding; 6] = [
    on(
        &[Backspace],
        Action::Erase,
        &["Backspace"],
        Some("footer-erase"),
    ),
    on(&[Delete], Action::EraseForward, &["Delete"], None),
    on(&[Left], Action::Left, &["←"], None),
    on(&[Right], Action::Right, &["→"], None),
    on(&[Home], Action::Home, &["Home"], None),
    on(&[End], Action::End, &["End"], None),
];

pub(super) const NAME_PROMPT: &[Binding] = &joined::<8>(&[
    &[
        on(&[Enter], Action::Confirm, &["Enter"], Some("footer-record")),
        on(
            &[Esc],
            Action::Back,
            &["Esc"],
            Some("footer-record-the-offered-name"),
        ),
    ],
    &EDITING,
]);

pub(super) const PLAYERS_SCREEN: &[Binding] = &[
    on(
        &[Char('a')],
        Action::AddPlayer,
        &["a"],
        Some("footer-add-a-player"),
    ),
    on(
        &[Char('b')],
        Action::AddBot,
        &["b"],
        Some("footer-add-a-bot"),
    ),
    on(
        &[Char('e')],
        Action::AddEasyBot,
        &["e"],
        Some("footer-add-an-easy-bot"),
    ),
    on(
        &[Char('w')],
        Action::AddWinBot,
        &["w"],
        Some("footer-add-a-win-bot"),
    ),
    on(
        &[Char('d'), Delete],
        Action::Remove,
        &["d"],
        Some("footer-remove"),
    ),
    on(&[Enter], Action::Confirm, &["Enter"], Some("footer-rename")),
    on(&[Char('[')], Action::MoveUp, &["["], None),
    on(
        &[Char(']')],
        Action::MoveDown,
        &["[ ]"],
        Some("footer-move-up-down"),
    ),
    on(&[Up, Char('k')], Action::Up, &["↑"], None),
    on(&[Down, Char('j')], Action::Down, &["↓"], None),
    on(
        &[Char('s')],
        Action::Start,
        &["s"],
        Some("footer-start-the-game"),
    ),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-back")),
];

pub(super) const RENAMING: &[Binding] = &joined::<8>(&[
    &[
        on(
            &[Enter],
            Action::Confirm,
            &["Enter"],
            Some("footer-keep-the-name"),
        ),
        on(&[Esc], Action::Back, &["Esc"], Some("footer-cancel")),
    ],
    &EDITING,
]);

/// Whose statistics the high scores and the trends show: yours, another name's, everyone's.
const NEXT_NAME: Binding = on(
    &[Char('p')],
    Action::NextName,
    &["p"],
    Some("footer-player"),
);

pub(super) const HIGH_SCORES_SCREEN: &[Binding] = &[
    on(
        &[Tab, BackTab],
        Action::NextPlayer,
        &["Tab"],
        Some("footer-trends"),
    ),
    NEXT_NAME,
    LIST_UP,
    LIST_DOWN,
    on(
        &[Enter, Char('v')],
        Action::Confirm,
        &["Enter"],
        Some("footer-replay-review"),
    ),
    on(
        &[Esc, Char('q'), Char('s')],
        Action::Back,
        &["Esc"],
        Some("footer-back-to-the-game"),
    ),
];

/// The trends page: back to the table, or back to the game (the table's keys would act on
/// a list not shown).
pub(super) const TRENDS_SCREEN: &[Binding] = &[
    on(
        &[Tab, BackTab],
        Action::NextPlayer,
        &["Tab"],
        Some("footer-scores"),
    ),
    NEXT_NAME,
    on(
        &[Esc, Char('q'), Char('s')],
        Action::Back,
        &["Esc"],
        Some("footer-back-to-the-game"),
    ),
];

pub(super) const REVIEW_SCREEN: &[Binding] = &[
    on(&[Up, Char('k')], Action::Up, &["↑"], None),
    on(
        &[Down, Char('j')],
        Action::Down,
        &["↑↓"],
        Some("footer-scroll"),
    ),
    on(&[PageUp], Action::PageUp, &["PgUp"], None),
    on(
        &[PageDown],
        Action::PageDown,
        &["PgUp PgDn"],
        Some("footer-page"),
    ),
    on(&[Home], Action::Home, &["Home"], None),
    on(&[End], Action::End, &["End"], None),
    on(
        &[Tab, Right, Char('l')],
        Action::NextPlayer,
        &["Tab ←→"],
        Some("footer-player"),
    ),
    on(
        &[BackTab, Left, Char('h')],
        Action::PreviousPlayer,
        &["Shift-Tab"],
        None,
    ),
    on(
        &[Esc, Enter, Char('q'), Char('v')],
        Action::Back,
        &["Esc"],
        Some("footer-back"),
    ),
];

pub(super) const RESUME: &[Binding] = &[
    LIST_UP,
    LIST_DOWN,
    on(&[Enter], Action::Confirm, &["Enter"], Some("footer-resume")),
    on(
        &[Char('n')],
        Action::NewGame,
        &["n"],
        Some("footer-new-game-they-stay-saved"),
    ),
    on(&[Esc, Char('q')], Action::Quit, &["q"], Some("footer-quit")),
];

pub(super) const SETTINGS_SCREEN: &[Binding] = &[
    LIST_UP,
    LIST_DOWN,
    on(&[Left, Char('h')], Action::Left, &["←"], None),
    on(
        &[Right, Char('l'), Enter, Char(' ')],
        Action::Right,
        &["←→"],
        Some("footer-change"),
    ),
    on(
        &[Esc, Char('o'), Char('q')],
        Action::Back,
        &["Esc"],
        Some("footer-back-to-the-game"),
    ),
];

/// Deciding a practice position: the board's keys, `r` and `Enter` answering.
pub(super) const PRACTICE_SCREEN: &[Binding] = &[
    on(
        &[Char('r')],
        Action::Roll,
        &["r"],
        Some("footer-keep-held-roll"),
    ),
    on(
        &[Char('1'), Char('2'), Char('3'), Char('4'), Char('5')],
        Action::Hold(0),
        &["1-5"],
        Some("footer-hold"),
    ),
    on(&[Left, Char('h')], Action::Left, &["←"], None),
    on(&[Right, Char('l')], Action::Right, &["→"], None),
    on(&[Char(' ')], Action::HoldAtCursor, &["Space"], None),
    on(&[Up, Char('k')], Action::Up, &["↑"], None),
    on(&[Down, Char('j')], Action::Down, &["↓"], None),
    on(&[Enter], Action::Confirm, &["Enter"], Some("footer-score")),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-end-practice")),
    on(&[Char('q')], Action::Quit, &["q"], None),
    // The goal setting does not apply to practice: `g` says so.
    on(&[Char('g')], Action::Goal, &["g"], None),
];

pub(super) const PRACTICE_ANSWERED: &[Binding] = &[
    on(
        &[Enter, Char(' '), Char('r'), Char('n')],
        Action::Confirm,
        &["Enter"],
        Some("footer-next-position"),
    ),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-end-practice")),
    on(&[Char('q')], Action::Quit, &["q"], None),
    // The goal setting does not apply to practice: `g` says so.
    on(&[Char('g')], Action::Goal, &["g"], None),
];

pub(super) const PRACTICE_OVER: &[Binding] = &[
    on(
        &[Enter, Char('x')],
        Action::Confirm,
        &["Enter"],
        Some("footer-practise-again"),
    ),
    on(&[Esc], Action::Back, &["Esc"], Some("footer-leave")),
    on(&[Char('q')], Action::Quit, &["q"], Some("footer-quit")),
    // The goal setting does not apply to practice: `g` says so.
    on(&[Char('g')], Action::Goal, &["g"], None),
];

pub(super) const TOO_SMALL: &[Binding] = &[on(
    &[Char('q'), Esc],
    Action::Quit,
    &["q"],
    Some("footer-quits"),
)];

/// Up and down a list, where `↑↓` choose.
pub(super) const LIST_UP: Binding = on(&[Up, Char('k')], Action::Up, &["↑"], None);
pub(super) const LIST_DOWN: Binding = on(
    &[Down, Char('j')],
    Action::Down,
    &["↑↓"],
    Some("footer-choose"),
);
