//! Yatzy for the terminal: the rules, the game engine, and the front ends built on them.
//!
//! - [`rules`]: pure scoring, no I/O.
//! - [`game`]: the turn state machine, driven by commands.
//! - [`play`]: the game flow every front end shares: requests, questions, bots, words.
//! - [`ui`]: the UI kit both front ends draw with: keys, screens, widgets, theme.
//! - [`tui`]: the full-screen game.
//! - [`cli`]: the command line and its subcommands.
//! - [`server`]: `yatzy serve`, the game over SSH.

pub mod cli;
pub mod daily_share;
pub mod game;
pub mod i18n;
pub mod play;
pub mod practice;
pub mod review;
pub mod rules;
pub mod score_command;
pub mod scores_report;
pub mod server;
pub mod session;
pub mod simulate;
pub mod solver;
pub mod stats;
pub mod storage;
pub mod table;
pub mod text;
pub mod trends;
pub mod tui;
pub mod ui;
