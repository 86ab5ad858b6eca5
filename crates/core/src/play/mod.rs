//! One game flow for every front end: what a request of the board comes to (a command, a
//! question, a refusal, a cursor moved), playing a command and what it did, the bots and the
//! turn clock, and the line editor for names and chat. It reports typed facts; the UI kit
//! words them (`ui::words`), once for both front ends. No language, no terminal and no I/O: the terminal game (`tui`) and the SSH server (`server`) are thin
//! adapters over it, so a key does the same at both.

mod bots;
mod line;
mod turn;

pub use bots::{BotAction, BotDriver, Player, WinAnswer, WinQuestion, WinTable};
pub use line::{Edit, LineEditor, LineKey, LineKind, LineRefusal};
pub use turn::{
    Move, News, Notice, Played, Question, Refusal, Said, Step, Turn, Viewer, selectable_boxes,
    step_box,
};
