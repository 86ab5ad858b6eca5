//! `savegame.json`: the game in progress, written after every scored turn and on quitting.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use yatzy_core::game::Game;
use yatzy_core::rules::Category;
use yatzy_core::table::Table;

/// A game to resume.
#[derive(Clone, Debug, Serialize)]
pub struct SavedGame {
    pub version: u32,
    pub saved_at: DateTime<FixedOffset>,
    /// Seconds of play so far.
    #[serde(default)]
    pub play_secs: u64,
    /// The players and their games (with the hints each asked for).
    pub table: Table,
    /// How the board was left: the coach and the cursors (absent from earlier saves, which
    /// resume with the coach as the settings say and the cursors at their start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<BoardState>,
}

/// The board as the player left it, beside the exact position: resumed as it was.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardState {
    /// Whether the coach was on.
    pub coach: bool,
    /// The box the cursor was on (a box the dice may not go in resumes on the first that may).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub box_cursor: Option<Category>,
    /// The die the cursor was on, 0 to 4.
    #[serde(default)]
    pub die_cursor: u8,
}

/// Why a saved game's file holds no game this build can resume.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// Not JSON, or not a whole, possible game (the validation names what is wrong).
    #[error("not a possible saved game: {0}")]
    Unreadable(#[from] serde_json::Error),
    #[error("not a possible saved game: hints_used is {0}")]
    Hints(u32),
    #[error("not a valid saved game: it holds no game")]
    NoGame,
    #[error("not a possible saved game: play_secs is {0}, more than ten years of play")]
    PlayTime(u64),
    #[error("written by a newer yatzy (format version {0})")]
    Newer(u32),
    #[error("not a possible saved game: the die cursor is on die {0}")]
    DieCursor(u8),
}

/// The file as written before tables existed (one player's `game`) or since (`table`).
#[derive(Deserialize)]
struct SavedFile {
    version: u32,
    saved_at: DateTime<FixedOffset>,
    #[serde(default)]
    play_secs: u64,
    #[serde(default)]
    hints_used: u32,
    #[serde(default)]
    table: Option<Table>,
    #[serde(default)]
    game: Option<Game>,
    #[serde(default)]
    board: Option<BoardState>,
}

impl SavedGame {
    /// The format version this build writes and reads.
    pub const VERSION: u32 = 1;
    /// Ten years: a longer time of play comes from no real game.
    pub const MOST_PLAY_SECS: u64 = yatzy_core::history::MOST_PLAY_SECS;

    /// A saved game from its file's bytes: a whole, possible game, or why not.
    pub fn parse(bytes: &[u8]) -> Result<Self, SaveError> {
        let file: SavedFile = serde_json::from_slice(bytes)?;
        let table = match (file.table, file.game) {
            (Some(table), _) => table,
            (None, Some(game)) => {
                // Before tables, the hint count was kept beside the one game. It is bounded
                // as a table's is (and so is the loop below).
                if file.hints_used > yatzy_core::table::MOST_HINTS {
                    return Err(SaveError::Hints(file.hints_used));
                }
                let mut table = Table::solitaire(game);
                for _ in 0..file.hints_used {
                    table.note_hint();
                }
                table
            }
            (None, None) => return Err(SaveError::NoGame),
        };
        let saved = SavedGame {
            version: file.version,
            saved_at: file.saved_at,
            play_secs: file.play_secs,
            table,
            board: file.board,
        };
        if let Some(board) = saved.board
            && usize::from(board.die_cursor) >= saved.table.rules().dice_count()
        {
            return Err(SaveError::DieCursor(board.die_cursor));
        }
        if saved.play_secs > Self::MOST_PLAY_SECS {
            return Err(SaveError::PlayTime(saved.play_secs));
        }
        if saved.version > Self::VERSION {
            return Err(SaveError::Newer(saved.version));
        }
        Ok(saved)
    }

    pub fn to_json(&self) -> String {
        // A game is plain data (its generator's state included): serializing cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
