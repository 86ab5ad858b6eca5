//! The words of the keymap: what a key asks for, which table is in force, and a binding.

use ratatui::crossterm::event::KeyCode;

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
    /// Cycle the goal played for (best score, beat my best, reach a target).
    Goal,
    /// Show or hide the chances (to beat one's best alone, to win at a table).
    Chances,
    Review,
    HighScores,
    Players,
    NewGame,
    Settings,
    Practice,
    Help,
    /// Quit, asking first while a game is in progress.
    Quit,
    /// Ctrl-C: quit at once, the game kept.
    QuitNow,
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    Suspend,
    /// Ctrl-L: draw the whole screen anew (after another program wrote over it).
    Redraw,
    /// Take back the last score, until the next roll.
    Undo,
    Yes,
    No,
    NextPlayer,
    PreviousPlayer,
    AddPlayer,
    AddBot,
    AddEasyBot,
    /// A bot that plays to finish first.
    AddWinBot,
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
    /// Served games: watch the chosen table.
    Watch,
    /// Served games: say something at the table.
    Chat,
    /// Served games: change the name you play under.
    Rename,
    /// High scores: the statistics of the next name (yours, each other name, everyone's).
    NextName,
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
    /// The high-score screen's second page, the trends: only turning back and leaving.
    Trends,
    Review,
    Resume,
    Settings,
    /// Practice: a position to decide.
    Practice,
    /// Practice: the answer graded, the next position one key away.
    PracticeAnswered,
    /// Practice: the session's summary (or the solver still at work).
    PracticeOver,
    /// The help, the data popup: any key closes them.
    AnyKey,
    /// The "enlarge the window" notice: only quitting works, nothing is played blind.
    TooSmall,
    /// Served games (`yatzy serve`): the lobby's list of tables.
    Lobby,
    /// Served games: planning a new table.
    NewTable,
    /// Served games: your turn at a table.
    NetTurn,
    /// Served games: at a table while others play, or watching, or waiting for people.
    NetWatch,
    /// Served games: a table whose game is over (review it, play again).
    NetOver,
    /// Served games: typing a chat line.
    Chat,
    /// Served games: typing the name you play under.
    NetRename,
}

/// Keys that lead to one action, how they are written, and what they do.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Binding {
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
