//! `kill -9` at random moments while games are played, saved and recorded, over and over on
//! one data directory: every file stays valid, and every finished game is recorded exactly
//! once (one entry per seat, never two). `YATZY_KILL_LOOPS=300 cargo test --test data_kill`
//! runs a longer loop than the default.

use crate::support;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use support::{PtyGame, saved_games};
use yatzy::storage::{SavedGame, Storage};

const SEATS: usize = 2;

/// A small deterministic generator for the kill times (no dependency on the clock's luck).
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn kill_9_at_random_moments_keeps_every_file_valid_and_each_game_recorded_once() {
    let loops: usize = std::env::var("YATZY_KILL_LOOPS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(24);
    let data = tempfile::tempdir().unwrap();
    let storage = Storage::at(data.path());
    let mut random = 0x9e37_79b9_7f4a_7c15_u64;
    for round in 0..loops {
        let mut game = PtyGame::spawn_in(
            data.path(),
            &["--players", "bot:easy,bot:easy", "--bot-delay", "0"],
            80,
            24,
            &[],
        );
        game.wait_for(" seed ");
        // Bots play by themselves; `n` starts the next game whenever one is over.
        let lifetime = Duration::from_millis(30 + next(&mut random) % 400);
        let start = Instant::now();
        while start.elapsed() < lifetime {
            game.send("n");
            std::thread::sleep(Duration::from_millis(5));
        }
        kill(Pid::from_raw(game.pid()), Signal::SIGKILL).expect("kill -9");
        game.wait_exit();

        let scores = storage
            .load_scores()
            .unwrap_or_else(|e| panic!("round {round}: {e}"));
        assert!(
            scores.recovered.is_none(),
            "round {round}: a torn high-score file"
        );
        let mut per_game: HashMap<String, usize> = HashMap::new();
        for entry in &scores.value.entries {
            let id = entry.game.expect("every entry has its game").to_string();
            *per_game.entry(id).or_default() += 1;
        }
        for (id, count) in per_game {
            assert_eq!(count, SEATS, "round {round}: game {id} has {count} entries");
        }
        for path in saved_games(data.path()) {
            let bytes = std::fs::read(&path).unwrap();
            assert!(
                SavedGame::parse(&bytes).is_ok(),
                "round {round}: {} is not a valid game",
                path.display()
            );
        }
    }
    let recorded = storage.load_scores().unwrap().value.entries.len() / SEATS;
    eprintln!("{loops} kills, {recorded} games recorded exactly once");
    assert!(recorded > 0, "some games finished in {loops} rounds");
}
