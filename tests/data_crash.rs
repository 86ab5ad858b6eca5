//! A crash at any step of any write: every file-system step of saving and recording is made
//! to fail in turn, as if the process died there, and the game is started again. Each
//! finished game ends up recorded exactly once, and a saved position is never lost or torn.
//!
//! The crash switch is global to the process, so this file holds one test per scenario and
//! they take a lock to run one at a time.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Mutex;

use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::GameId;
use yatzy::core::rules::RuleSet;
use yatzy::core::table::SeatKind;
use yatzy::storage::{Storage, fault};
use yatzy::tui::{self, App};
use yatzy::ui::{Screen, Theme};

#[path = "it/common/mod.rs"]
mod common;
use common::{keys, press};

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn start(storage: &Storage, players: Option<Vec<(String, SeatKind)>>) -> App {
    let opened = tui::open_table(storage, RuleSet::Yatzy, Some(41), false, players);
    App::open(opened, storage.clone(), Theme::monochrome())
}

/// Plays the current turn: roll, score the selected box (confirming a scratch).
fn play_turn(app: &mut App) {
    keys(app, "r");
    // The first Enter after a turn's first roll chooses the box; the second scores it.
    press(app, KeyCode::Enter);
    press(app, KeyCode::Enter);
    if matches!(app.screen(), Screen::ConfirmScratch(_)) {
        keys(app, "y");
    }
}

/// Starts again after a crash and settles what is owed: a name prompt is answered.
fn restart(storage: &Storage, players: Option<Vec<(String, SeatKind)>>) {
    let mut app = start(storage, players);
    while !app.alerts().is_empty() {
        press(&mut app, KeyCode::Esc);
    }
    if matches!(app.screen(), Screen::NamePrompt(_)) {
        press(&mut app, KeyCode::Enter);
    }
    app.shutdown();
}

fn entries_of(storage: &Storage, id: GameId) -> usize {
    let scores = storage
        .load_scores()
        .expect("the high scores stay readable");
    assert!(scores.recovered.is_none(), "a crash never tears a file");
    scores
        .value
        .entries
        .iter()
        .filter(|e| e.game == Some(id))
        .count()
}

/// Crashes at every step from the last turn's roll to the end of recording, for a table of
/// `players` (solitaire when `None`); returns how many crash points were tried.
fn crash_everywhere_at_the_end(players: Option<Vec<(String, SeatKind)>>) -> u64 {
    let _serial = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let humans = players.as_ref().map_or(1, |p| p.len());
    let mut crash_at = 0;
    loop {
        let dir = tempfile::tempdir().unwrap();
        let storage = Storage::at(dir.path());
        let mut app = start(&storage, players.clone());
        let id = app.table().id();
        let turns = 15 * humans;
        for _ in 0..turns - 1 {
            play_turn(&mut app);
        }
        fault::crash_at_step(crash_at);
        play_turn(&mut app);
        // Every save of the finished game is made by now; a crash from here on must not
        // cost the score.
        let finished_on_disk = fault::taken() <= crash_at;
        if matches!(app.screen(), Screen::NamePrompt(_)) {
            press(&mut app, KeyCode::Enter);
        }
        // The process dies: no shutdown, nothing more is written.
        drop(app);
        let steps = fault::disarm();

        restart(&storage, players.clone());
        let recorded = entries_of(&storage, id);
        if finished_on_disk {
            assert_eq!(recorded, humans, "crash at step {crash_at} of {steps}");
        } else {
            assert!(
                recorded == 0 || recorded == humans,
                "a table goes in with one write (crash at step {crash_at}): {recorded}"
            );
        }
        // Starting yet again changes nothing.
        restart(&storage, players.clone());
        assert_eq!(
            entries_of(&storage, id),
            recorded,
            "crash at step {crash_at}"
        );
        if crash_at >= steps {
            // This run took fewer steps than the crash point: every step has been tried.
            return crash_at;
        }
        crash_at += 1;
    }
}

#[test]
fn a_crash_at_any_step_of_the_last_turn_and_its_record_records_a_solitaire_game_once() {
    let tried = crash_everywhere_at_the_end(None);
    assert!(
        tried >= 12,
        "the end of a game takes a dozen steps or more: {tried}"
    );
}

#[test]
fn a_crash_at_any_step_records_every_human_at_a_table_once_and_together() {
    let players = vec![
        ("Ann".to_string(), SeatKind::Human),
        ("Bob".to_string(), SeatKind::Human),
    ];
    crash_everywhere_at_the_end(Some(players));
}

#[test]
fn a_crash_at_any_step_of_a_save_resumes_the_position_before_or_after_it() {
    let _serial = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut crash_at = 0;
    loop {
        let dir = tempfile::tempdir().unwrap();
        let storage = Storage::at(dir.path());
        let mut app = start(&storage, None);
        for _ in 0..5 {
            play_turn(&mut app);
        }
        keys(&mut app, "r2");
        let before = serde_json::to_string(app.table()).unwrap();
        fault::crash_at_step(crash_at);
        keys(&mut app, "r");
        let after = serde_json::to_string(app.table()).unwrap();
        drop(app);
        let steps = fault::disarm();

        let resumed = start(&storage, None);
        let resumed = serde_json::to_string(resumed.table()).unwrap();
        assert!(
            resumed == before || resumed == after,
            "crash at step {crash_at}: resumed neither the position before nor after"
        );
        if crash_at >= steps {
            assert_eq!(resumed, after);
            return;
        }
        crash_at += 1;
    }
}
