//! The screens. Each owns its state, its keys (as actions from the keymap, turned into an
//! outcome the app carries out) and its drawing (from what it is given to show). None of
//! them knows the app: the app holds the screen on top and dispatches to it.

pub mod alerts;
pub mod board;
pub mod confirm;
pub mod help;
pub mod high_scores;
pub mod name_prompt;
pub mod players;
pub mod practice;
pub mod resume;
pub mod review;
pub mod settings;

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::keymap::Keys;
use super::layout::{MIN_HEIGHT, MIN_WIDTH};
pub use name_prompt::NamePrompt;
pub use players::Setup;
use yatzy_core::game::Command;
use yatzy_core::rules::Category;

/// What fills the screen. Popups (help, questions, the name prompt, the saved games) sit on
/// the board, which stays visible around them.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// The dice and the card (with the game-over banner once every box is filled).
    Board,
    /// Keys and a summary of the rules.
    Help,
    /// "Scratch <box> for 0? y/n".
    ConfirmScratch(Category),
    /// "Quit? y/n" while a game is in progress.
    ConfirmQuit,
    /// "A new game? y/n" while a game is in progress, with what becomes of it.
    ConfirmNewGame,
    /// The coach, asked to speak before a costly move: the move, and what it costs.
    ConfirmCostly(Command, String),
    /// The game is over: which name to record the score under.
    NamePrompt(NamePrompt),
    /// The high-score table and statistics.
    HighScores(Box<high_scores::HighScoresScreen>),
    /// A past game from the high-score table, replayed and reviewed; back to the table.
    PastGame(Box<PastGame>),
    /// Every decision of the finished game against optimal play; the number is the scroll.
    Review(usize),
    /// Choosing the players of the next game.
    Setup(Setup),
    /// Several saved games could be resumed: which one (the cursor), or a new game.
    Resume(usize),
    /// The settings; the number is the cursor's row.
    Settings(usize),
    /// Practice: positions to decide, graded at once.
    Practice(Box<practice::PracticeScreen>),
}

impl Screen {
    /// The keymap's table for this screen (`game_over`: the board's keys change then).
    pub fn keys(&self, game_over: bool) -> Keys {
        match self {
            Screen::Board if game_over => Keys::GameOver,
            Screen::Board => Keys::Board,
            Screen::Help => Keys::AnyKey,
            Screen::ConfirmScratch(_)
            | Screen::ConfirmQuit
            | Screen::ConfirmNewGame
            | Screen::ConfirmCostly(..) => Keys::Question,
            Screen::NamePrompt(_) => Keys::NamePrompt,
            Screen::HighScores(screen) if screen.showing_trends => Keys::Trends,
            Screen::HighScores(_) => Keys::HighScores,
            Screen::PastGame(_) | Screen::Review(_) => Keys::Review,
            Screen::Setup(setup) if setup.editing.is_some() => Keys::Renaming,
            Screen::Setup(_) => Keys::Players,
            Screen::Resume(_) => Keys::Resume,
            Screen::Settings(_) => Keys::Settings,
            Screen::Practice(screen) => screen.keys(),
        }
    }
}

/// A past game opened from the high-score table.
#[derive(Clone, Debug, PartialEq)]
pub struct PastGame {
    pub review: yatzy_core::review::Review,
    /// Who played it and when, for the title.
    pub title: String,
    pub score: u16,
    /// The review's scroll.
    pub scroll: usize,
    /// Where the table's cursor was, to return to it.
    pub cursor: usize,
}

/// The "enlarge the window" notice, in place of everything: each of its parts on lines of
/// its own, every line centred, the whole in the middle of the window.
pub fn render_too_small(area: Rect, buf: &mut Buffer) {
    let text = yatzy_i18n::t!(
        "too-small",
        size = format!("{MIN_WIDTH}x{MIN_HEIGHT}"),
        now = format!("{}x{}", area.width, area.height)
    );
    // A margin each side where there is room; as many lines as the text needs: never cut.
    let columns = usize::from(area.width.saturating_sub(4)).max(area.width.min(20).into());
    let lines: Vec<Line> = text
        .split(" · ")
        .flat_map(|part| crate::text::wrap(part, columns.max(1)))
        .map(|line| Line::from(line).alignment(Alignment::Center))
        .collect();
    let [middle] = Layout::vertical([Constraint::Length((lines.len() as u16).min(area.height))])
        .flex(Flex::Center)
        .areas(area);
    Paragraph::new(lines).render(middle, buf);
}
