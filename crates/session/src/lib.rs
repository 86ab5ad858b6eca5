//! The only road from the front end to the data directory: opening a game (resuming one or
//! starting anew), saving it on every change, recording it once it is over, and the notices
//! all of that raises. The core (rules, game, table, solver) never sees a file; the screens
//! never see one either, only [`Session`] and what [`open`] found.

// Narrowed per crate before the workspace-wide lint is switched on: every `pub` here is
// reached from outside the crate.
#![warn(unreachable_pub)]

mod clock;
mod entries;
mod futures;
mod goals;
mod jobs;
mod open;
mod solver_table;
mod writer;

pub use clock::PlayClock;
pub use entries::{finished_entries, remembered_name, saved, score_entry};
pub use futures::{WARM_UP_VARIABLE, idle_pool, kept_futures, warm_ahead_wanted};
pub use goals::{GoalEvent, GoalLoader, GoalTableError, LoadedGoal, goal_table};
pub use open::{Notice, OpenRequest, Opened, describe_saved, open, player_name};
// The whole game's distributions are built into the game: no file, nothing computed.
pub use solver_table::{
    Loaded, LoadedDistribution, Source, distribution, give_memory_back, keep_allocator_thresholds,
    load_or_solve,
};
pub use writer::{Reading, Session, SessionReport};
pub use yatzy_core::solver::cache::built_in_distribution;
use yatzy_i18n::t;
use yatzy_ui::words::storage as stored;

/// The message for a data directory that cannot be used.
pub fn cannot_save(error: &yatzy_storage::StorageError) -> String {
    t!("notice-cannot-save", error = stored::storage_error(error))
}
