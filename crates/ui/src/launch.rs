//! How the player asked the full-screen game to start: made by the command line, taken by
//! the game (`tui::run`), so that neither needs the other.

use yatzy_core::rules::RuleSet;
use yatzy_storage::Storage;

use super::Overrides;

/// How the player asked the game to start.
#[derive(Clone, Debug)]
pub struct GameOptions {
    pub rules: RuleSet,
    /// What the command line decides over the saved preferences, for this session.
    pub overrides: Overrides,
    /// Whether the terminal and locale need ASCII (what the "auto" ASCII setting follows).
    pub terminal_wants_ascii: bool,
    /// The language LC_ALL, LC_MESSAGES or LANG asks for (what the "auto" setting speaks).
    pub locale_language: yatzy_i18n::Language,
    pub seed: Option<u64>,
    /// Discard an unfinished game instead of resuming it.
    pub new_game: bool,
    /// The players of a new game, in turn order; `None` for solitaire.
    pub players: Option<Vec<(String, yatzy_core::table::SeatKind)>>,
    /// The daily challenge of this date, instead of a game of its own.
    pub daily: Option<chrono::NaiveDate>,
    /// Open on practice (`yatzy practice`); leaving it quits.
    pub practice: bool,
    /// Where the data lives, or why it cannot be used.
    pub storage: Result<Storage, yatzy_storage::NoDataDirectory>,
}
