//! `savegame.json`: the game in progress, written after every scored turn and on quitting.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use crate::game::Game;

/// A game to resume.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    pub saved_at: DateTime<FixedOffset>,
    /// Seconds of play so far.
    #[serde(default)]
    pub play_secs: u64,
    /// Hints asked for so far.
    #[serde(default)]
    pub hints_used: u32,
    pub game: Game,
}

impl SavedGame {
    /// The format version this build writes and reads.
    pub const VERSION: u32 = 1;

    pub fn parse(bytes: &[u8]) -> Result<Self, String> {
        let saved: SavedGame =
            serde_json::from_slice(bytes).map_err(|e| format!("not a valid saved game: {e}"))?;
        if saved.version > Self::VERSION {
            return Err(format!(
                "written by a newer yatzy (format version {})",
                saved.version
            ));
        }
        Ok(saved)
    }

    pub fn to_json(&self) -> String {
        // A game is plain data (its generator's state included): serializing cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
