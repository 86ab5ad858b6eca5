//! `highscores.json`: every finished game, so statistics cover them all and the top ten is a
//! sort away. One entry per line keeps the file readable and diffable.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use crate::game::GameId;
use crate::rules::RuleSet;

/// The format version this build writes and reads. 2 added the games kept whole (`moves`)
/// and the daily challenge's date: a yatzy that knows only 1 leaves such a file alone rather
/// than write it back without them. Files of version 1 still load.
pub const VERSION: u32 = 2;

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreEntry {
    pub name: String,
    pub score: u16,
    /// When the game ended, RFC 3339.
    pub date: DateTime<FixedOffset>,
    pub rules: RuleSet,
    pub seed: u64,
    /// Time spent playing, in seconds (pauses while quit excluded).
    #[serde(default)]
    pub duration_secs: u64,
    /// Ones..Sixes without the bonus.
    #[serde(default)]
    pub left_sum: u16,
    /// Whether the Left Section bonus was reached.
    #[serde(default)]
    pub bonus: bool,
    /// Whether the Yatzy box scored (five of a kind was scored there).
    #[serde(default)]
    pub yatzy: bool,
    /// Hints asked for during the game (0: played unaided).
    #[serde(default)]
    pub hints_used: u32,
    /// Players at the table (1: solitaire).
    #[serde(default = "one")]
    pub players: u8,
    /// For a bot's game, which bot (`bot`, `bot:easy`); bots have statistics of their own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    /// The game this entry came from (absent before games had identities): a game whose id
    /// is already recorded is never recorded again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameId>,
    /// The game itself, whole: its choices, one character each (see `game::record`); with
    /// the seed they replay it turn by turn. Absent on entries from before games were kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<String>,
    /// The date of the daily challenge this game was (each date is recorded once).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<chrono::NaiveDate>,
    /// Played at a table of `yatzy serve`, over the network.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub network: bool,
}

impl ScoreEntry {
    /// The game this entry records, replayed from its seed (or daily date) and moves, if it
    /// was kept.
    pub fn replay(&self) -> Option<Result<crate::game::Game, crate::game::record::ReplayError>> {
        let start = match self.daily {
            Some(date) => crate::game::Game::daily(self.rules, date),
            None => crate::game::Game::new(self.rules, self.seed),
        };
        self.moves
            .as_deref()
            .map(|moves| crate::game::record::replay_from(start, moves))
    }
}

impl From<&ScoreEntry> for crate::stats::GameSummary {
    fn from(entry: &ScoreEntry) -> Self {
        crate::stats::GameSummary {
            score: entry.score,
            bonus: entry.bonus,
            yatzy: entry.yatzy,
        }
    }
}

fn one() -> u8 {
    1
}

impl ScoreEntry {
    /// Whether a game could have made this entry (`max`: the most its rule set scores). Only
    /// the name's length is judged: an odd name is shown sanitised, not a reason to refuse a
    /// file.
    fn check(&self, max: u16) -> Result<(), String> {
        if self.score > max {
            return Err(format!(
                "a score of {}, above the possible {max}",
                self.score
            ));
        }
        if self.left_sum > 105 {
            return Err(format!("a Left Section sum of {}", self.left_sum));
        }
        if !(1..=crate::table::MAX_SEATS as u8).contains(&self.players) {
            return Err(format!("{} players at one table", self.players));
        }
        if self.duration_secs > super::SavedGame::MOST_PLAY_SECS {
            return Err(format!("{} seconds of play", self.duration_secs));
        }
        if !crate::table::possible_name(&self.name) {
            return Err(format!(
                "a name of {} characters",
                self.name.chars().count()
            ));
        }
        if let Some(date) = self.daily
            && self.seed != crate::game::daily::seed(self.rules, date)
        {
            return Err(format!(
                "a daily challenge of {date} with another day's dice"
            ));
        }
        // A kept game must be the game the entry says: replayed, it ends on the same card.
        // (At most 45 choices: a longer record is refused before it is replayed.)
        if let Some(moves) = &self.moves {
            if moves.chars().count() > 3 * usize::from(max) {
                return Err(format!("a record of {} moves", moves.chars().count()));
            }
            let game = self
                .replay()
                .unwrap_or(Err(crate::game::record::ReplayError::Unfinished))
                .map_err(|error| format!("its moves do not replay: {error}"))?;
            let card = game.card();
            if card.total() != self.score || card.left_sum() != self.left_sum {
                return Err(format!(
                    "its moves replay to {} points, not {}",
                    card.total(),
                    self.score
                ));
            }
        }
        if self.hints_used > crate::table::MOST_HINTS {
            return Err(format!("{} hints in one game", self.hints_used));
        }
        Ok(())
    }
}

/// The whole file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HighScores {
    pub version: u32,
    pub entries: Vec<ScoreEntry>,
}

/// Why the file's contents were refused.
#[derive(Debug)]
pub enum FormatError {
    Json(serde_json::Error),
    FutureVersion(u32),
    /// An entry no game could have made.
    Impossible(String),
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FormatError::Json(error) => write!(f, "not valid high-score JSON: {error}"),
            FormatError::Impossible(reason) => write!(f, "not possible high scores: {reason}"),
            FormatError::FutureVersion(version) => {
                write!(
                    f,
                    "written by a newer yatzy (format version {version}, this one reads {VERSION})"
                )
            }
        }
    }
}

impl HighScores {
    pub fn new() -> Self {
        HighScores {
            version: VERSION,
            entries: Vec::new(),
        }
    }

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
            entry.check(max).map_err(|reason| {
                FormatError::Impossible(format!("entry {}: {reason}", index + 1))
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

    /// The entries of one rule set, best first; equal scores in the order they were made.
    pub fn ranked(&self, rules: RuleSet) -> Vec<&ScoreEntry> {
        let mut entries: Vec<&ScoreEntry> = self
            .entries
            .iter()
            .filter(|e| e.rules == rules && e.bot.is_none())
            .collect();
        entries.sort_by_key(|e| std::cmp::Reverse(e.score));
        entries
    }

    /// The bots' games of one rule set, by bot.
    pub fn bot_games(&self, rules: RuleSet) -> Vec<(&str, Vec<&ScoreEntry>)> {
        let mut bots: Vec<(&str, Vec<&ScoreEntry>)> = Vec::new();
        for entry in self.entries.iter().filter(|e| e.rules == rules) {
            let Some(bot) = entry.bot.as_deref() else {
                continue;
            };
            match bots.iter_mut().find(|(name, _)| *name == bot) {
                Some((_, games)) => games.push(entry),
                None => bots.push((bot, vec![entry])),
            }
        }
        bots
    }

    /// Whether any entry came from game `id`.
    pub fn holds_game(&self, id: GameId) -> bool {
        self.entries.iter().any(|e| e.game == Some(id))
    }

    /// The place a new score would take in its rule set's table (1 = best). Ties rank below
    /// the scores already there.
    pub fn rank_of(&self, rules: RuleSet, score: u16) -> usize {
        1 + self
            .entries
            .iter()
            .filter(|e| e.rules == rules && e.bot.is_none() && e.score >= score)
            .count()
    }
}
