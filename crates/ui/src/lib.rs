//! The UI kit: everything a front end draws and every key it knows, with no terminal and no
//! I/O. The full-screen game (`tui`) and the SSH server (`server`) both build on it, and the
//! command line takes its key tables and rule summaries from it.
//!
//! The layers, each using only those below it: `text` (messages
//! wrapped to a width), `theme`, `layout` and `keymap` (every key of
//! every screen, as an [`keymap::Action`]); `view` (what is drawn, as plain data); `widgets`
//! (the card, the dice, popups, messages); `screens` (each with its state, its keys and its
//! drawing, knowing nothing of any app); `preferences` (the player's settings as a model);
//! `ascii` (the same screens in plain ASCII).

// Narrowed per crate before the workspace-wide lint is switched on: every `pub` here is
// reached from outside the crate.
#![warn(unreachable_pub)]

pub mod ascii;
mod dice_art;
pub mod goal;
pub mod goal_review;
pub mod keymap;
mod launch;
pub mod layout;
pub mod mouse;
pub mod preferences;
pub mod reports;
pub mod screens;
pub mod text;
pub mod theme;
pub mod view;
pub mod widgets;
pub mod words;

pub use launch::GameOptions;
pub use layout::{BoardLayout, MIN_HEIGHT, MIN_WIDTH};
pub use preferences::{
    AsciiMode, GoalMode, Overrides, Preferences, Setting, markdown_table as preferences_table,
};
pub use screens::high_scores::HighScoresScreen;
pub use screens::practice::{Leave as PracticeLeave, PracticeScreen, Stage as PracticeStage};
pub use screens::{NamePrompt, PastGame, Screen, Setup};
pub use theme::{Theme, ThemeName};
pub use view::{Recorded, Status};
