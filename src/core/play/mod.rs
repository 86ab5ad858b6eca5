//! One game flow for every front end: what a request of the board comes to (a command, a
//! question, a refusal worded once, a cursor moved), the bots and the turn clock, what the
//! game says (guidance, news, narration), and the line editor for names and chat. No
//! terminal and no I/O: the terminal game (`tui`) and the SSH server (`server`) are thin
//! adapters over it, so a key does the same at both.

pub mod bots;
pub mod line;
pub mod turn;
pub mod words;

pub use bots::{BotAction, BotDriver, Player};
pub use line::{Edit, LineEditor, LineKey, LineKind};
pub use turn::{Move, Question, Said, Step, Turn, selectable_boxes, step_box};
pub use words::Viewer;

/// A line said to the player: news (a notice, what a move did), or a warning (why something
/// did not happen). The status line shows it; start-up's notices are the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Info(String),
    Warning(String),
}
