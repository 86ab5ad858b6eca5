#![warn(unreachable_pub)]

//! Yatzy for the terminal: the app on top of the workspace's members.
//!
//! - [`core`] (`yatzy-core`): the game with no I/O and no language: rules, turns, tables, the
//!   solver and bots, review, statistics, simulation, practice, and the game flow every front
//!   end shares (`play`).
//! - [`i18n`] (`yatzy-i18n`): the game's words in five languages.
//! - [`storage`] (`yatzy-storage`): the data directory's files.
//! - [`ui`] (`yatzy-ui`): the UI kit both front ends draw with (keys, screens, widgets, theme),
//!   the words for what the core reports, and [`reports`] (high scores, trends, shares).
//! - [`session`] (`yatzy-session`): the only road to the data directory.
//! - [`server`] (`yatzy-server`): `yatzy serve`, the game over SSH.
//! - This package: [`cli`], the command line, and [`tui`], the full-screen game.
//!
//! The members are re-exported under the names the modules had, so tests, benchmarks and the
//! binary reach every part as `yatzy::core`, `yatzy::ui`, ...

pub mod cli;
pub mod tui;

pub use yatzy_core as core;
pub use yatzy_i18n as i18n;
pub use yatzy_i18n::t;
#[cfg(feature = "serve")]
pub use yatzy_server as server;
pub use yatzy_session as session;
pub use yatzy_storage as storage;
pub use yatzy_ui as ui;
pub use yatzy_ui::reports;
