//! The optimal-strategy engine: exact expected scores by dynamic programming over the states
//! between turns (which boxes are filled, and the Left Section sum up to the bonus threshold).
//!
//! [`Solution::solve`] computes the table; [`TurnValues`] ranks every choice of a turn
//! (the hint, the coach, the review and the bot all use it).

mod analysis;
mod bands;
mod batch;
pub mod cache;
mod chances;
mod dice_space;
mod distribution;
mod forward;
mod future;
mod goal;
mod model;
mod simd;
mod strategy;
mod table;
mod turn;
mod turn_play;

pub use analysis::{Choice, PositionError, RankedChoice, Situation, TurnValues, held_for};
pub(crate) use batch::{BatchScratch, BatchTurn, batch_key, batch_key_after};
pub use chances::{PlayerChances, TableChances};
pub use distribution::{BANDS, PERCENTILES, ScoreDistribution};
pub use future::{Future, FutureKey};
pub use goal::{
    ChanceStore, FOOTER_BYTES, GOAL_VERSION, GoalChoice, GoalError, GoalFooter, GoalPlay,
    GoalRanking, GoalTable, GoalTurn, HEADER_BYTES, Objective, Span, TAIL, goal_file_name,
    goal_footer, goal_header, goal_layout, goal_trailer,
};
pub use strategy::{Greedy, Optimal, Strategy, StrategyMove};
pub use table::Solution;
