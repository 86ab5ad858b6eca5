//! Starting, saving and recording games: the bridge between the screen and the data directory.

use std::time::{Duration, Instant};

use crate::game::Game;
use crate::rules::{Category, RuleSet};
use crate::storage::{SavedGame, ScoreEntry, Storage, login_name};
use crate::table::{SeatKind, Table};

/// Time spent playing: what earlier sessions banked plus this one so far.
#[derive(Clone, Copy, Debug)]
pub struct PlayClock {
    banked: Duration,
    since: Instant,
}

impl PlayClock {
    pub fn starting_at(secs: u64) -> Self {
        PlayClock {
            banked: Duration::from_secs(secs),
            since: Instant::now(),
        }
    }

    pub fn secs(&self) -> u64 {
        (self.banked + self.since.elapsed()).as_secs()
    }
}

/// A message to show once, at start-up or when something goes wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Info(String),
    Warning(String),
}

/// What start-up found: the game to play and what to tell the player about it.
#[derive(Debug)]
pub struct Opened {
    /// The players and their games (one seat for solitaire).
    pub table: Table,
    pub play_secs: u64,
    pub notices: Vec<Notice>,
    /// The data directory failed; the player has been told.
    pub storage_failed: bool,
}

/// Resumes the saved game unless `force_new`; otherwise starts a solitaire game.
pub fn open(storage: &Storage, rules: RuleSet, seed: Option<u64>, force_new: bool) -> Opened {
    open_table(storage, rules, seed, force_new, None)
}

/// Resumes the saved game of `rules` unless `force_new`; otherwise starts one for `players`
/// (solitaire when `None`), with `seed`.
pub fn open_table(
    storage: &Storage,
    rules: RuleSet,
    seed: Option<u64>,
    force_new: bool,
    players: Option<Vec<(String, SeatKind)>>,
) -> Opened {
    let asked_for_players = players.is_some();
    let fresh = |notices, storage_failed| {
        let seed = seed.unwrap_or_else(rand::random);
        let table = players
            .clone()
            .and_then(|players| Table::new(rules, seed, players).ok())
            .unwrap_or_else(|| Table::solitaire(Game::new(rules, seed)));
        Opened {
            table,
            play_secs: 0,
            notices,
            storage_failed,
        }
    };
    let loaded = match storage.load_game(rules) {
        Ok(loaded) => loaded,
        Err(error) => return fresh(vec![Notice::Warning(cannot_save(&error))], true),
    };
    let mut notices: Vec<Notice> = loaded
        .recovered
        .map(|recovery| Notice::Warning(format!("Your saved game: {recovery}")))
        .into_iter()
        .collect();
    let Some(saved) = loaded.value else {
        return fresh(notices, false);
    };
    if force_new {
        if saved.table.is_over() {
            // A finished game that was never recorded is still a score: keep it.
            let name = remembered_name(storage, rules);
            let entries = finished_entries(&saved.table, &name, saved.play_secs);
            if entries
                .into_iter()
                .all(|entry| storage.record(entry).is_ok())
            {
                notices.push(Notice::Info(
                    "Recorded your finished game before starting anew".into(),
                ));
            }
        }
        if let Err(error) = storage.discard_game(rules) {
            notices.push(Notice::Warning(cannot_save(&error)));
        }
        return fresh(notices, false);
    }
    let when = saved
        .saved_at
        .with_timezone(&chrono::Local)
        .format("%Y-%m-%d %H:%M");
    let mut message = format!("Resumed your game from {when}");
    if seed.is_some() || asked_for_players {
        message.push_str(" (--seed and --players are for new games: add --new)");
    }
    notices.push(Notice::Info(message));
    Opened {
        table: saved.table,
        play_secs: saved.play_secs,
        notices,
        storage_failed: false,
    }
}

/// The high-score entries of a finished table: the solitaire player under `solitaire_name`,
/// every human at a shared table under their seat's name (marked multiplayer), and the bots
/// as bot entries, which stay out of the players' table.
pub fn finished_entries(table: &Table, solitaire_name: &str, play_secs: u64) -> Vec<ScoreEntry> {
    let players = table.seats().len() as u8;
    table
        .seats()
        .iter()
        .map(|seat| {
            let name = if table.is_solitaire() {
                solitaire_name
            } else {
                seat.name.as_str()
            };
            let mut entry = score_entry(&seat.game, name, play_secs, seat.hints_used);
            entry.players = players;
            entry.bot = seat.kind.is_bot().then(|| seat.kind.label().to_string());
            entry
        })
        .collect()
}

/// The message for a data directory that cannot be used.
pub fn cannot_save(error: &dyn std::fmt::Display) -> String {
    format!("Cannot save to {error}; playing on without saving")
}

/// The name offered at game over: the last one used with these rules, else the login name.
pub fn remembered_name(storage: &Storage, rules: RuleSet) -> String {
    storage
        .load_settings()
        .ok()
        .and_then(|loaded| loaded.value.name_for(rules).map(str::to_string))
        .filter(|name| crate::storage::valid_name(name))
        .unwrap_or_else(login_name)
}

/// The high-score entry for a finished game.
pub fn score_entry(game: &Game, name: &str, play_secs: u64, hints_used: u32) -> ScoreEntry {
    let card = game.card();
    ScoreEntry {
        name: name.to_string(),
        score: card.total(),
        date: chrono::Local::now().fixed_offset(),
        rules: game.rules(),
        seed: game.seed(),
        duration_secs: play_secs,
        left_sum: card.left_sum(),
        bonus: card.bonus() > 0,
        yatzy: card.get(Category::Yatzy).is_some_and(|points| points > 0),
        hints_used,
        players: 1,
        bot: None,
    }
}

/// The save-file form of a game.
pub fn saved(table: &Table, play_secs: u64) -> SavedGame {
    SavedGame {
        version: crate::storage::SavedGame::VERSION,
        saved_at: chrono::Local::now().fixed_offset(),
        play_secs,
        table: table.clone(),
    }
}
