//! The history of finished games: one record per player of each game, kept whole (its
//! moves replay it), and what is asked of them (the ranking, a game already recorded, the
//! place a new score takes). The file that keeps them is the data directory's
//! (`storage`); the records and their rules are the game's.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

use crate::game::GameId;
use crate::rules::RuleSet;
use crate::table::is_zero;
// Two recorded names are one player's by the rule a table's seats are told apart by (case
// and surrounding spaces aside: "Ann" and "ann " are), as a name typed at a game's end varies
// in nothing else by mistake.
pub use crate::table::same_name;

/// The format version of the history's file: 2 added the games kept whole (`moves`) and the
/// daily challenge's date.
pub const VERSION: u32 = 2;

/// Ten years: a longer time of play comes from no real game.
pub const MOST_PLAY_SECS: u64 = 10 * 365 * 24 * 3600;

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreEntry {
    pub name: String,
    pub score: u16,
    /// When the game ended, RFC 3339.
    pub date: DateTime<FixedOffset>,
    pub rules: RuleSet,
    /// Written as a number; read as a number or as a string of its digits (as `--json`
    /// writes it).
    #[serde(deserialize_with = "crate::game::seed::number_or_text")]
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
    /// Scores taken back during the game (0: none); a game with any is marked like one
    /// played with hints.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub undos: u32,
    /// Players at the table (1: solitaire).
    #[serde(default = "one")]
    pub players: u8,
    /// For a bot's game, which bot (`bot`, `bot:easy`, `bot:win`); bots have statistics of their own.
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
    /// Turns a bot played for this person when their time ran out (a served table's turn
    /// clock): a game with any is not all theirs, and is marked so.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stood_in: u32,
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
    pub fn check(&self, max: u16) -> Result<(), EntryError> {
        if self.score > max {
            return Err(EntryError::ScoreAbovePossible {
                score: self.score,
                max,
            });
        }
        if self.left_sum > 105 {
            return Err(EntryError::LeftSum(self.left_sum));
        }
        if !(1..=crate::table::MAX_SEATS as u8).contains(&self.players) {
            return Err(EntryError::Players(self.players));
        }
        if self.duration_secs > MOST_PLAY_SECS {
            return Err(EntryError::Duration(self.duration_secs));
        }
        if !crate::table::possible_name(&self.name) {
            return Err(EntryError::NameLength(self.name.chars().count()));
        }
        if let Some(date) = self.daily
            && self.seed != crate::game::daily::seed(self.rules, date)
        {
            return Err(EntryError::DailyDice(date));
        }
        // A kept game must be the game the entry says: replayed, it ends on the same card.
        // (At most 45 choices: a longer record is refused before it is replayed.)
        if let Some(moves) = &self.moves {
            if moves.chars().count() > 3 * usize::from(max) {
                return Err(EntryError::RecordTooLong(moves.chars().count()));
            }
            let game = self
                .replay()
                .unwrap_or(Err(crate::game::record::ReplayError::Unfinished))
                .map_err(EntryError::DoesNotReplay)?;
            let card = game.card();
            if card.total() != self.score || card.left_sum() != self.left_sum {
                return Err(EntryError::ReplaysTo {
                    total: card.total(),
                    score: self.score,
                });
            }
        }
        if self.hints_used > crate::table::MOST_HINTS {
            return Err(EntryError::Hints(self.hints_used));
        }
        if self.undos > crate::table::MOST_HINTS {
            return Err(EntryError::Undos(self.undos));
        }
        if self.stood_in as usize > self.rules.categories().len() {
            return Err(EntryError::StoodIn(self.stood_in));
        }
        Ok(())
    }
}

/// Why no game could have made an entry.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    #[error("a score of {score}, above the possible {max}")]
    ScoreAbovePossible { score: u16, max: u16 },
    #[error("a Left Section sum of {0}")]
    LeftSum(u16),
    #[error("{0} players at one table")]
    Players(u8),
    #[error("{0} seconds of play")]
    Duration(u64),
    /// The name's length in characters.
    #[error("a name of {0} characters")]
    NameLength(usize),
    #[error("a daily challenge of {0} with another day's dice")]
    DailyDice(chrono::NaiveDate),
    /// The number of moves kept, more than any game makes.
    #[error("a record of {0} moves")]
    RecordTooLong(usize),
    #[error("its moves do not replay: {0}")]
    DoesNotReplay(crate::game::record::ReplayError),
    /// The kept moves end on another card than the entry says.
    #[error("its moves replay to {total} points, not {score}")]
    ReplaysTo { total: u16, score: u16 },
    #[error("{0} hints in one game")]
    Hints(u32),
    #[error("{0} scores taken back in one game")]
    Undos(u32),
    #[error("{0} turns played by a bot standing in")]
    StoodIn(u32),
}

/// Whose games statistics are of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Whose {
    /// The player's own (the name they play under): "your average".
    Player(String),
    /// Another player's, by name.
    Name(String),
    /// Every player's, bots aside.
    Everyone,
}

impl Whose {
    /// `name`'s games: the player's own when it is the player's name.
    pub fn named(name: &str, player: &str) -> Whose {
        if same_name(name, player) {
            Whose::Player(player.trim().to_string())
        } else {
            Whose::Name(name.trim().to_string())
        }
    }

    /// Whether `entry` is one of these games (games at a served table count by their name
    /// like any other).
    pub(crate) fn includes(&self, entry: &ScoreEntry) -> bool {
        match self {
            Whose::Player(name) | Whose::Name(name) => same_name(name, &entry.name),
            Whose::Everyone => true,
        }
    }

    /// The name, unless everyone's.
    pub fn name(&self) -> Option<&str> {
        match self {
            Whose::Player(name) | Whose::Name(name) => Some(name),
            Whose::Everyone => None,
        }
    }
}

/// The whole file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HighScores {
    pub version: u32,
    pub entries: Vec<ScoreEntry>,
}

impl HighScores {
    pub fn new() -> Self {
        HighScores {
            version: VERSION,
            entries: Vec::new(),
        }
    }

    /// The entries of one rule set, best first; equal scores in the order they were made.
    pub fn ranked(&self, rules: RuleSet) -> Vec<&ScoreEntry> {
        let mut entries: Vec<&ScoreEntry> = self.players_games(rules).collect();
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

    /// The players' names under `rules` (bots aside), each once: names that differ only in
    /// case and surrounding spaces are one player's, spelled as in their latest game. In
    /// alphabetical order, case aside.
    pub fn names(&self, rules: RuleSet) -> Vec<String> {
        let mut games: Vec<&ScoreEntry> = self.players_games(rules).collect();
        games.sort_by_key(|e| std::cmp::Reverse(e.date));
        let mut names: Vec<String> = Vec::new();
        for game in games {
            if !names.iter().any(|name| same_name(name, &game.name)) {
                names.push(game.name.trim().to_string());
            }
        }
        names.sort_by_cached_key(|name| name.to_lowercase());
        names
    }

    /// The players' games under `rules` (bots aside) that are `whose`'s, in the file's order.
    pub fn games_of(&self, rules: RuleSet, whose: &Whose) -> Vec<&ScoreEntry> {
        self.players_games(rules)
            .filter(|e| whose.includes(e))
            .collect()
    }

    /// Whose statistics to show first to `player`: their own, or everyone's while they have
    /// no game under `rules` (a new player on a shared machine sees the others' rather than
    /// an empty page, said as everyone's).
    pub fn first_whose(&self, rules: RuleSet, player: &str) -> Whose {
        let own = Whose::Player(player.trim().to_string());
        if self.games_of(rules, &own).is_empty() {
            Whose::Everyone
        } else {
            own
        }
    }

    /// After `whose`, the statistics the high-score screen turns to: the player's own, then
    /// every other name under `rules` in turn, then everyone's, and round again.
    pub fn next_whose(&self, rules: RuleSet, player: &str, whose: &Whose) -> Whose {
        let mut order = vec![Whose::Player(player.trim().to_string())];
        order.extend(
            self.names(rules)
                .into_iter()
                .filter(|name| !same_name(name, player))
                .map(Whose::Name),
        );
        order.push(Whose::Everyone);
        let at = order.iter().position(|w| w == whose);
        let next = at.map_or(0, |at| (at + 1) % order.len());
        order.swap_remove(next)
    }

    /// Whether any entry came from game `id`.
    pub fn holds_game(&self, id: GameId) -> bool {
        self.entries.iter().any(|e| e.game == Some(id))
    }

    /// The best score `name` has recorded under `rules` (a person's games, bots aside; the
    /// name matched as the statistics match it).
    pub fn best_of(&self, rules: RuleSet, name: &str) -> Option<u16> {
        (self.players_games(rules))
            .filter(|entry| same_name(name, &entry.name))
            .map(|entry| entry.score)
            .max()
    }

    /// The place a new score would take in its rule set's table (1 = best), among the games
    /// other than `except` if named. Ties rank below the scores already there.
    pub fn rank_of(&self, rules: RuleSet, score: u16, except: Option<GameId>) -> usize {
        1 + self
            .players_games(rules)
            .filter(|e| e.score >= score && (except.is_none() || e.game != except))
            .count()
    }

    /// The players' games under `rules` (bots aside), in the file's order.
    fn players_games(&self, rules: RuleSet) -> impl Iterator<Item = &ScoreEntry> {
        self.entries
            .iter()
            .filter(move |e| e.rules == rules && e.bot.is_none())
    }
}

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
        for (index, entry) in file.entries.iter().enumerate() {
            let max = entry.rules.max_total();
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

#[cfg(test)]
mod tests {
    use super::*;

    fn game(name: &str, minute: i64, bot: bool) -> ScoreEntry {
        let start = DateTime::parse_from_rfc3339("2026-02-01T12:00:00+00:00").unwrap();
        ScoreEntry {
            name: name.into(),
            score: 200,
            date: start + chrono::Duration::minutes(minute),
            rules: RuleSet::Yatzy,
            seed: 1,
            duration_secs: 100,
            left_sum: 40,
            bonus: false,
            yatzy: false,
            hints_used: 0,
            undos: 0,
            players: 1,
            bot: bot.then(|| "optimal".into()),
            game: None,
            moves: None,
            daily: None,
            network: false,
            stood_in: 0,
        }
    }

    #[test]
    fn names_are_one_player_s_case_and_surrounding_spaces_aside() {
        assert!(same_name("Ann", "ann "));
        assert!(same_name(" ÅSA", "åsa"));
        assert!(!same_name("Ann", "Anne"));
        assert!(!same_name("Ann", "A nn"));
        let mut file = HighScores::new();
        file.entries = vec![
            game("ann", 0, false),
            game("Bob", 1, false),
            game(" Ann ", 2, false),
            game("bot", 3, true),
        ];
        // Each player once, as their latest game spells them; bots are no players.
        assert_eq!(file.names(RuleSet::Yatzy), ["Ann", "Bob"]);
        assert_eq!(
            file.games_of(RuleSet::Yatzy, &Whose::Name("ANN".into()))
                .len(),
            2
        );
        assert_eq!(file.games_of(RuleSet::Yatzy, &Whose::Everyone).len(), 3);
        assert!(file.names(RuleSet::Yacht).is_empty());
    }

    #[test]
    fn the_screen_turns_from_the_player_to_each_other_name_to_everyone() {
        let mut file = HighScores::new();
        file.entries = vec![
            game("Cy", 0, false),
            game("bob", 1, false),
            game("Ann", 2, false),
        ];
        let player = Whose::Player("ann".into());
        assert_eq!(file.first_whose(RuleSet::Yatzy, "ann"), player);
        let next = |whose: &Whose| file.next_whose(RuleSet::Yatzy, "ann", whose);
        let bob = next(&player);
        assert_eq!(bob, Whose::Name("bob".into()));
        let cy = next(&bob);
        assert_eq!(cy, Whose::Name("Cy".into()));
        assert_eq!(next(&cy), Whose::Everyone);
        assert_eq!(next(&Whose::Everyone), player);
        // A player with no game yet sees everyone's first.
        assert_eq!(file.first_whose(RuleSet::Yatzy, "Dee"), Whose::Everyone);
        assert_eq!(Whose::named(" ANN", "ann"), Whose::Player("ann".into()));
        assert_eq!(Whose::named("Bob", "ann"), Whose::Name("Bob".into()));
    }
}
