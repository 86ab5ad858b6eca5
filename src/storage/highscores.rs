//! `highscores.json`: every finished game (the history's records, `core::history`), so
//! statistics cover them all and the top ten is a sort away. One entry per line keeps the
//! file readable and diffable.

use crate::core::history::EntryError;
pub use crate::core::history::{HighScores, ScoreEntry, VERSION};
use crate::core::rules::RuleSet;

/// Why the file's contents were refused.
#[derive(Debug, thiserror::Error)]
pub enum FormatError {
    #[error("not valid high-score JSON: {0}")]
    Json(serde_json::Error),
    #[error("written by a newer yatzy (format version {0}, this one reads {VERSION})")]
    FutureVersion(u32),
    /// An entry (1-based) no game could have made, of `rules` (whose card names its boxes
    /// when the reason is said to the player).
    #[error("not possible high scores: entry {entry}: {reason}")]
    Impossible {
        entry: usize,
        rules: RuleSet,
        reason: EntryError,
    },
}

impl HighScores {
    /// Parses the file's bytes; invalid UTF-8, truncation and bad JSON are all errors here.
    pub fn parse(bytes: &[u8]) -> Result<Self, FormatError> {
        let file: HighScores = serde_json::from_slice(bytes).map_err(FormatError::Json)?;
        if file.version > VERSION {
            return Err(FormatError::FutureVersion(file.version));
        }
        let most = RuleSet::ALL.map(RuleSet::max_total);
        for (index, entry) in file.entries.iter().enumerate() {
            let max = most[RuleSet::ALL
                .iter()
                .position(|&r| r == entry.rules)
                .unwrap_or(0)];
            entry.check(max).map_err(|reason| FormatError::Impossible {
                entry: index + 1,
                rules: entry.rules,
                reason,
            })?;
        }
        Ok(HighScores {
            version: VERSION,
            ..file
        })
    }

    /// The file's text: one entry per line.
    pub fn to_json(&self) -> String {
        let entries: Vec<String> = self
            .entries
            .iter()
            // An entry is strings, numbers and booleans: serializing it cannot fail.
            .map(|entry| serde_json::to_string(entry).unwrap_or_default())
            .collect();
        if entries.is_empty() {
            return format!("{{\"version\": {VERSION}, \"entries\": []}}\n");
        }
        format!(
            "{{\"version\": {VERSION}, \"entries\": [\n{}\n]}}\n",
            entries.join(",\n")
        )
    }
}
