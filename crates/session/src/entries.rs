//! What a game becomes on disk: its save-file form and its high-score entries.

use yatzy_core::game::{Game, record};
use yatzy_core::rules::{Category, RuleSet};
use yatzy_core::table::Table;
use yatzy_i18n::t;
use yatzy_storage::{SavedGame, ScoreEntry, Storage, login_name, valid_name};

/// The high-score entries of a finished table: the solitaire player under `solitaire_name`,
/// every human at a shared table under their seat's name (marked multiplayer), and the bots
/// as bot entries, which stay out of the players' table. Each carries the game's identity.
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
            entry.undos = seat.undos;
            entry.stood_in = seat.stood_in;
            entry.players = players;
            entry.bot = seat.kind.is_bot().then(|| seat.kind.label().to_string());
            entry.game = Some(table.id());
            entry
        })
        .collect()
}

/// The name offered at game over: the last one used with these rules, else the login name.
/// Settings are read without waiting for any writer.
pub fn remembered_name(storage: &Storage, rules: RuleSet) -> String {
    storage
        .load_settings()
        .ok()
        .and_then(|loaded| loaded.value.name_for(rules).map(str::to_string))
        .filter(|name| valid_name(name))
        .or_else(login_name)
        .unwrap_or_else(|| t!("default-name"))
}

/// The high-score entry for a finished game.
pub fn score_entry(game: &Game, name: &str, play_secs: u64, hints_used: u32) -> ScoreEntry {
    let card = game.card();
    // The game kept whole, if its record replays to this very card (it always should; a
    // record that did not would make the file refuse it, so it is left out instead).
    let moves = record::moves(game);
    let start = match game.daily_date() {
        Some(date) => Game::daily(game.rules(), date),
        None => Game::new(game.rules(), game.seed()),
    };
    let replays = record::replay_from(start, &moves)
        .is_ok_and(|again| again.card() == card && again.decisions() == game.decisions());
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
        undos: 0,
        players: 1,
        bot: None,
        game: None,
        moves: replays.then_some(moves),
        daily: game.daily_date(),
        network: false,
        stood_in: 0,
    }
}

/// The save-file form of a game.
pub fn saved(table: &Table, play_secs: u64) -> SavedGame {
    SavedGame {
        version: SavedGame::VERSION,
        saved_at: chrono::Local::now().fixed_offset(),
        play_secs,
        table: table.clone(),
        board: None,
    }
}
