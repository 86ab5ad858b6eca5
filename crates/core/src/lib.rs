//! The core: the game and everything that reasons about it, with no file, no terminal and no
//! network. The rules and the score card, the game's turns, the table of players, the
//! exact solver and the bots, the review of decisions, the statistics, simulation,
//! practice's plan, the game flow every front end shares, and plain text.

#![warn(unreachable_pub)]

pub mod chances;
pub mod game;
pub mod history;
pub mod play;
pub mod practice;
pub mod review;
pub mod rules;
pub mod simulate;
pub mod solver;
pub mod stats;
pub mod table;
pub mod text;
