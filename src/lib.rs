//! Yatzy for the terminal: the rules, the game engine, and the front ends built on them.
//!
//! - [`core`]: the game with no I/O: rules, turns, tables, the solver and bots, review,
//!   statistics, simulation, practice, and the game flow every front end shares (`play`).
//! - [`reports`]: the finished games as figures and text (high scores, trends, shares).
//! - [`i18n`]: the game's words in five languages.
//! - [`storage`] and [`session`]: the data directory's files, and the only road to them.
//! - [`ui`]: the UI kit both front ends draw with: keys, screens, widgets, theme.
//! - [`tui`]: the full-screen game.
//! - [`cli`]: the command line and its subcommands.
//! - [`server`]: `yatzy serve`, the game over SSH.

pub mod cli;
pub mod core;
pub mod i18n;
pub mod reports;
#[cfg(feature = "serve")]
pub mod server;
pub mod session;
pub mod storage;
pub mod tui;
pub mod ui;
