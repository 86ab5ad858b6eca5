//! The player's data: formats, corruption, unwritable directories and concurrent writers.

use std::fs;
use std::path::Path;
use std::process::Command;

use chrono::DateTime;
use yatzy::core::game::{Command as GameCommand, Game};
use yatzy::core::rules::RuleSet;
use yatzy::storage::{
    Claim, Damage, HighScores, PeekError, SavedGame, ScoreEntry, Settings, Storage, StorageError,
};

fn entry(name: &str, score: u16) -> ScoreEntry {
    ScoreEntry {
        name: name.to_string(),
        score,
        date: DateTime::parse_from_rfc3339("2026-11-21T10:00:00+01:00").unwrap(),
        rules: RuleSet::Yatzy,
        seed: 42,
        duration_secs: 300,
        left_sum: 60,
        bonus: false,
        yatzy: score > 250,
        hints_used: 0,
        undos: 0,
        players: 1,
        bot: None,
        game: None,
        moves: None,
        daily: None,
        network: false,
        stood_in: 0,
    }
}

fn saved_game() -> SavedGame {
    let mut game = Game::new(RuleSet::Yatzy, 7);
    game.apply(GameCommand::Roll).unwrap();
    game.apply(GameCommand::ToggleHold(1)).unwrap();
    SavedGame {
        version: SavedGame::VERSION,
        saved_at: DateTime::parse_from_rfc3339("2026-11-21T10:00:00+01:00").unwrap(),
        play_secs: 12,
        table: yatzy::core::table::Table::solitaire(game),
        board: None,
    }
}

/// The files in `dir` whose names start with `prefix`.
fn files_starting(dir: &Path, prefix: &str) -> Vec<std::path::PathBuf> {
    let mut found: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix))
        .collect();
    found.sort();
    found
}

#[test]
fn high_scores_round_trip_one_entry_per_line() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    assert_eq!(storage.record(entry("Ann", 250)).unwrap().value, 1);
    assert_eq!(storage.record(entry("Bob", 280)).unwrap().value, 1);
    assert_eq!(
        storage.record(entry("Cy", 250)).unwrap().value,
        3,
        "a tie ranks below the earlier score"
    );
    let text = fs::read_to_string(dir.path().join("highscores.json")).unwrap();
    assert!(text.starts_with("{\"version\": 2, \"entries\": [\n{\"name\":\"Ann\",\"score\":250,\"date\":\"2026-11-21T10:00:00+01:00\",\"rules\":\"yatzy\",\"seed\":42,"));
    assert_eq!(text.lines().count(), 5);
    let loaded = storage.load_scores().unwrap();
    assert!(loaded.recovered.is_none());
    assert_eq!(
        loaded.value.entries,
        vec![entry("Ann", 250), entry("Bob", 280), entry("Cy", 250)]
    );
    let ranked: Vec<&str> = loaded
        .value
        .ranked(RuleSet::Yatzy)
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(ranked, ["Bob", "Ann", "Cy"]);
}

#[test]
fn a_file_from_an_older_writer_without_the_optional_fields_reads() {
    let old = br#"{"version": 1, "entries": [
{"name":"Old","score":199,"date":"2025-01-02T03:04:05Z","rules":"yatzy","seed":1}
]}"#;
    let file = HighScores::parse(old).unwrap();
    assert_eq!(file.entries[0].name, "Old");
    assert_eq!(
        (
            file.entries[0].duration_secs,
            file.entries[0].bonus,
            file.entries[0].yatzy
        ),
        (0, false, false)
    );
}

#[test]
fn a_saved_game_and_the_settings_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    assert!(storage.survey().slots.is_empty());
    let saved = saved_game();
    let slot = storage.claim(saved.table.id()).unwrap().unwrap();
    storage.save_game(&slot, &saved).unwrap();
    drop(slot);
    let mut survey = storage.survey();
    assert_eq!(survey.slots.len(), 1);
    let found = survey.slots.remove(0);
    assert_eq!(found.saved.play_secs, 12);
    assert_eq!(found.saved.to_json(), saved.to_json());
    let Claim::Held(slot) = found.claim else {
        panic!("nobody else plays it: {:?}", found.claim)
    };
    storage.clear_slot(slot).unwrap();
    assert!(storage.survey().slots.is_empty());

    assert_eq!(storage.load_settings().unwrap().value, Settings::default());
    storage
        .update_settings(|s| s.last_name = Some("Ann".into()))
        .unwrap();
    assert_eq!(
        storage.load_settings().unwrap().value.last_name.as_deref(),
        Some("Ann")
    );
}

#[test]
fn the_data_directory_is_created_on_first_use() {
    let dir = tempfile::tempdir().unwrap();
    let nested = dir.path().join("a/b/yatzy");
    Storage::at(&nested).record(entry("Ann", 100)).unwrap();
    assert!(nested.join("highscores.json").is_file());
}

fn corrupt_high_scores_are_kept_aside(bytes: &[u8], reason: &str) {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("highscores.json"), bytes).unwrap();
    let storage = Storage::at(dir.path());
    let loaded = storage.load_scores().unwrap();
    assert!(loaded.value.entries.is_empty());
    let recovery = loaded.recovered.expect("a recovery");
    assert!(
        matches!(recovery.reason, Damage::Scores(_)),
        "{:?}",
        recovery.reason
    );
    assert!(
        recovery.reason.to_string().contains(reason),
        "{}",
        recovery.reason
    );
    assert_eq!(
        fs::read(&recovery.kept_at).unwrap(),
        bytes,
        "the original bytes survive"
    );
    assert!(
        recovery
            .kept_at
            .to_string_lossy()
            .contains("highscores.json.corrupt-")
    );
    assert!(
        &yatzy::ui::words::storage::recovery(&recovery)
            .contains(&recovery.kept_at.display().to_string())
    );
    // A fresh file starts, and the kept copy is never touched again.
    storage.record(entry("Ann", 120)).unwrap();
    assert_eq!(storage.load_scores().unwrap().value.entries.len(), 1);
    assert_eq!(fs::read(&recovery.kept_at).unwrap(), bytes);
}

#[test]
fn unreadable_settings_are_said_when_peeked_and_kept_aside_when_loaded() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    fs::write(dir.path().join("settings.json"), b"{ not settings").unwrap();
    let error = storage.peek_settings().unwrap_err();
    assert!(
        matches!(
            error,
            PeekError::Unreadable {
                reason: Damage::Settings(_),
                ..
            }
        ),
        "{error:?}"
    );
    assert!(
        yatzy::ui::words::storage::peek_error(&error).contains("(not valid settings:"),
        "{error}"
    );
    assert!(dir.path().join("settings.json").exists(), "only peeked at");

    let loaded = storage.load_settings().unwrap();
    assert_eq!(loaded.value, Settings::default());
    let recovery = loaded.recovered.expect("kept aside");
    assert!(
        matches!(recovery.reason, Damage::Settings(_)),
        "{:?}",
        recovery.reason
    );
}

#[test]
fn bad_json_is_kept_aside() {
    corrupt_high_scores_are_kept_aside(b"{ this is not json", "not valid high-score JSON");
}

#[test]
fn a_newer_yatzys_files_are_left_as_they_are_and_never_written() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let scores = br#"{"version": 3, "entries": [], "something": "new"}"#;
    let settings = br#"{"version": 9, "theme": "solarized"}"#;
    fs::write(dir.path().join("highscores.json"), scores).unwrap();
    fs::write(dir.path().join("settings.json"), settings).unwrap();

    let error = storage.load_scores().unwrap_err();
    assert!(
        matches!(error, StorageError::Newer { version: 3, .. }),
        "{error}"
    );
    assert!(
        yatzy::ui::words::storage::storage_error(&error).contains("newer yatzy"),
        "{error}"
    );
    assert!(storage.record(entry("Ann", 120)).is_err());
    let error = storage.load_settings().unwrap_err();
    assert!(
        matches!(error, StorageError::Newer { version: 9, .. }),
        "{error}"
    );
    assert!(
        storage
            .update_settings(|s| s.last_name = Some("Bo".into()))
            .is_err()
    );

    assert_eq!(
        fs::read(dir.path().join("highscores.json")).unwrap(),
        scores
    );
    assert_eq!(
        fs::read(dir.path().join("settings.json")).unwrap(),
        settings
    );
    assert!(files_starting(dir.path(), "highscores.json.corrupt").is_empty());
    assert!(files_starting(dir.path(), "settings.json.corrupt").is_empty());
}

#[test]
fn invalid_utf8_is_kept_aside() {
    corrupt_high_scores_are_kept_aside(
        b"{\"version\": 1, \"entries\": [{\"name\": \"\xff\xfe\"}]}",
        "not valid",
    );
}

#[test]
fn a_truncated_file_is_kept_aside() {
    let mut file = HighScores::new();
    file.entries.push(entry("Ann", 250));
    file.entries.push(entry("Bob", 260));
    let text = file.to_json();
    corrupt_high_scores_are_kept_aside(&text.as_bytes()[..text.len() / 2], "not valid");
}

#[test]
fn two_corrupt_files_in_the_same_second_keep_both_copies() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    for bytes in [&b"first"[..], b"second"] {
        fs::write(dir.path().join("highscores.json"), bytes).unwrap();
        storage.load_scores().unwrap();
    }
    let kept = files_starting(dir.path(), "highscores.json.corrupt-");
    assert_eq!(kept.len(), 2);
    let mut contents: Vec<Vec<u8>> = kept.iter().map(|p| fs::read(p).unwrap()).collect();
    contents.sort();
    assert_eq!(contents, [b"first".to_vec(), b"second".to_vec()]);
}

#[test]
fn a_broken_saved_game_is_kept_aside_too() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("savegame.json"),
        b"{\"version\":1,\"game\":",
    )
    .unwrap();
    let survey = Storage::at(dir.path()).survey();
    assert!(survey.slots.is_empty());
    let recovery = &survey.recovered[0];
    assert_eq!(
        fs::read(&recovery.kept_at).unwrap(),
        b"{\"version\":1,\"game\":"
    );
}

#[test]
fn a_file_where_the_directory_should_be_gives_errors_naming_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("yatzy");
    fs::write(&blocker, b"not a directory").unwrap();
    let storage = Storage::at(&blocker);
    let error = storage.record(entry("Ann", 100)).unwrap_err();
    assert!(
        yatzy::ui::words::storage::storage_error(&error).contains(&blocker.display().to_string()),
        "{error}"
    );
    assert!(storage.load_scores().is_err());
    assert!(storage.claim(saved_game().table.id()).is_err());
    assert_eq!(
        fs::read(&blocker).unwrap(),
        b"not a directory",
        "nothing is clobbered"
    );
}

#[test]
fn a_failed_write_leaves_the_old_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    storage.record(entry("Ann", 100)).unwrap();
    let before = fs::read(dir.path().join("highscores.json")).unwrap();
    // A directory squatting on the temporary name is not possible to predict, so make the
    // target itself unreplaceable: a directory can't be renamed over by a file.
    let saved = saved_game();
    let slot = storage.claim(saved.table.id()).unwrap().unwrap();
    let path = dir
        .path()
        .join("games")
        .join(format!("{}.json", saved.table.id()));
    fs::create_dir(&path).unwrap();
    assert!(storage.save_game(&slot, &saved).is_err());
    assert!(path.is_dir());
    assert_eq!(
        fs::read(dir.path().join("highscores.json")).unwrap(),
        before
    );
    let leftovers = files_starting(&dir.path().join("games"), ".");
    assert!(
        leftovers.is_empty(),
        "temporary files are cleaned up: {leftovers:?}"
    );
}

/// Runs inside a child process (see below): adds 50 scores through the real storage code.
#[test]
fn concurrent_worker() {
    let Ok(dir) = std::env::var("YATZY_TEST_WORKER_DIR") else {
        return;
    };
    let worker: u16 = std::env::var("YATZY_TEST_WORKER").unwrap().parse().unwrap();
    let storage = Storage::at(dir);
    for index in 0..50 {
        storage
            .record(entry(&format!("w{worker}-{index}"), worker * 20 + index))
            .unwrap();
    }
}

#[test]
fn eight_processes_adding_fifty_scores_each_keep_all_four_hundred() {
    let dir = tempfile::tempdir().unwrap();
    let children: Vec<_> = (0..8)
        .map(|worker| {
            Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "storage::concurrent_worker",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env("YATZY_TEST_WORKER_DIR", dir.path())
                .env("YATZY_TEST_WORKER", worker.to_string())
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut child in children {
        assert!(child.wait().unwrap().success());
    }
    let loaded = Storage::at(dir.path()).load_scores().unwrap();
    assert!(loaded.recovered.is_none());
    let mut names: Vec<String> = loaded
        .value
        .entries
        .iter()
        .map(|e| e.name.clone())
        .collect();
    assert_eq!(names.len(), 400);
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 400, "every score is there exactly once");
    assert!(files_starting(dir.path(), ".highscores.json.tmp").is_empty());
}

#[test]
fn a_saved_game_from_before_tables_existed_still_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let game = saved_game().table.game().clone();
    let old = format!(
        r#"{{"version":1,"saved_at":"2026-11-01T10:00:00+01:00","play_secs":3,"game":{}}}"#,
        serde_json::to_string(&game).unwrap()
    );
    fs::write(dir.path().join("savegame.json"), old).unwrap();
    let loaded = Storage::at(dir.path()).survey().slots.remove(0).saved;
    assert!(loaded.table.is_solitaire());
    assert_eq!(
        serde_json::to_string(loaded.table.game()).unwrap(),
        serde_json::to_string(&game).unwrap()
    );
}

use crate::common::write_aged;

#[test]
fn a_crash_s_leftovers_are_swept_at_the_next_start_but_nothing_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let games = dir.path().join("games");
    fs::create_dir_all(&games).unwrap();
    let old_shared = dir.path().join(".highscores.json.tmp-4242-0");
    let fresh_shared = dir.path().join(".settings.json.tmp-4242-1");
    write_aged(&old_shared, b"half", 600);
    write_aged(&fresh_shared, b"half", 0);

    // A slot in play (its lock held) keeps its temporary; an abandoned one's goes.
    let playing = saved_game();
    let held = storage.claim(playing.table.id()).unwrap().unwrap();
    let abandoned = yatzy::core::game::GameId::random();
    let playing_temp = games.join(format!(".{}.json.tmp-4242-2", playing.table.id()));
    let abandoned_temp = games.join(format!(".{abandoned}.json.tmp-4242-3"));
    write_aged(&playing_temp, b"half", 600);
    write_aged(&abandoned_temp, b"half", 600);
    // A lock file whose game is gone, and the user's own file, which is never touched.
    let orphan_lock = games.join(format!("{abandoned}.lock"));
    write_aged(&orphan_lock, b"", 600);
    let own = dir.path().join(".notes.tmp-mine");
    write_aged(&own, b"mine", 600);
    // A table a crash cut short in the cache directory (its writer gone), and one being
    // written now (by this process). (More in `cli_caches`.)
    let cache = storage.cache_dir().unwrap().to_path_buf();
    fs::create_dir_all(&cache).unwrap();
    let mut ended = std::process::Command::new("true").spawn().unwrap();
    ended.wait().unwrap();
    let old_table = cache.join(format!(".solver-yatzy-v3.bin.tmp-{}-4", ended.id()));
    let fresh_table = cache.join(format!(".solver-yacht-v3.bin.tmp-{}-5", std::process::id()));
    write_aged(&old_table, b"half", 600);
    write_aged(&fresh_table, b"half", 0);

    storage.sweep();
    assert!(!old_table.exists());
    assert!(fresh_table.exists(), "a table may be being written");
    assert!(!old_shared.exists());
    assert!(
        fresh_shared.exists(),
        "a temporary under a minute old may be in use"
    );
    assert!(playing_temp.exists(), "its game is being played");
    assert!(!abandoned_temp.exists());
    assert!(!orphan_lock.exists());
    assert!(own.exists());
    drop(held);
}

#[test]
fn a_served_table_s_temporary_is_swept_by_the_server_or_when_no_server_runs() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let served = storage.lock_server().unwrap().unwrap().unwrap();
    let tables = dir.path().join("server").join("tables");
    let crashed = tables.join(".table-7.json.tmp-4242-0");
    let fresh = tables.join(".table-8.json.tmp-4242-1");
    // Not of a table file's name: a stranger's, never touched.
    let strangers = [
        ".notes.tmp-1-1",
        "table-7.json.bak",
        ".table-07.json.tmp-1-1",
    ];
    write_aged(&crashed, b"half", 600);
    write_aged(&fresh, b"half", 0);
    for name in strangers {
        write_aged(&tables.join(name), b"mine", 600);
    }

    // While a server runs, a start leaves its tables alone: it may be writing them.
    storage.sweep();
    assert!(crashed.exists());
    // The server, once it holds its lock, sweeps them.
    storage.sweep_server_tables(&served);
    assert!(!crashed.exists());
    assert!(
        fresh.exists(),
        "a temporary under a minute old may be in use"
    );
    assert!(strangers.iter().all(|name| tables.join(name).exists()));

    // With no server running, a start sweeps them, and gives the server's lock back.
    drop(served);
    write_aged(&crashed, b"half", 600);
    storage.sweep();
    assert!(!crashed.exists());
    assert!(strangers.iter().all(|name| tables.join(name).exists()));
    assert!(storage.lock_server().unwrap().is_some(), "the lock is free");
}

#[test]
fn an_old_saved_game_moves_into_a_slot_once_even_if_moving_it_is_interrupted() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    // A file from before identities: the same, without the table's id.
    let old: String = saved_game()
        .to_json()
        .lines()
        .filter(|line| !line.trim_start().starts_with("\"id\":"))
        .collect();
    assert!(!old.contains("\"id\""));
    fs::write(dir.path().join("savegame.json"), &old).unwrap();
    let survey = storage.survey();
    assert_eq!(survey.slots.len(), 1, "{survey:?}");
    let first = survey.slots[0].saved.table.id();
    // As if the old file had not been removed (a crash between the two steps).
    fs::write(dir.path().join("savegame.json"), &old).unwrap();
    let survey = storage.survey();
    assert_eq!(
        survey.slots.len(),
        1,
        "moved into the same slot, not a second one"
    );
    assert_eq!(survey.slots[0].saved.table.id(), first);
    assert!(!dir.path().join("savegame.json").exists());
}

#[test]
fn recording_a_game_twice_writes_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let id = yatzy::core::game::GameId::random();
    let first = storage.record_game(id, vec![entry("Ann", 240)]).unwrap();
    assert_eq!(first.value.rank, Some(1));
    assert!(!first.value.already);
    storage.record(entry("Bob", 300)).unwrap();
    let again = storage.record_game(id, vec![entry("Ann", 240)]).unwrap();
    assert!(again.value.already);
    assert_eq!(again.value.rank, Some(2), "ranked among the other games");
    let scores = storage.load_scores().unwrap().value;
    assert_eq!(scores.entries.len(), 2);
    assert!(scores.holds_game(id));
}
