//! The game screen with a real data directory: the name prompt, saving, resuming, and what
//! the player is told when the directory cannot be written.

use std::fs;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yatzy::core::game::Phase;
use yatzy::core::rules::RuleSet;
use yatzy::storage::Storage;
use yatzy::tui::{self, App, Notice};
use yatzy::ui::{Recorded, Screen, Status, Theme};

use crate::common;
use common::press;

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn start(storage: &Storage, seed: u64, new_game: bool) -> App {
    let opened = tui::open(storage, RuleSet::Yatzy, Some(seed), new_game);
    App::open(opened, storage.clone(), Theme::monochrome())
}

/// Plays every remaining turn, stopping at the name prompt.
fn play_to_the_end(app: &mut App) {
    while !app.game().is_over() {
        type_text(app, "r");
        common::score_at_cursor(app);
    }
}

fn prompt_name(app: &App) -> String {
    match app.screen() {
        Screen::NamePrompt(prompt) => prompt.name.text().to_string(),
        other => panic!("expected the name prompt, got {other:?}"),
    }
}

/// The saved games in the data directory's slots.
fn saved_games(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = fs::read_dir(dir.join("games")) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect()
}

fn remember(storage: &Storage, name: &str) {
    storage
        .update_settings(|s| s.last_name = Some(name.into()))
        .unwrap();
}

#[test]
fn game_over_offers_the_last_name_and_enter_records_the_typed_one() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    remember(&storage, "Ann");
    let mut app = start(&storage, 1, false);
    play_to_the_end(&mut app);
    assert_eq!(prompt_name(&app), "Ann");
    let Screen::NamePrompt(prompt) = app.screen() else {
        unreachable!()
    };
    assert_eq!(prompt.rank, Some(1));
    assert_eq!(
        saved_games(dir.path()).len(),
        1,
        "the finished game is kept until recorded"
    );

    for _ in 0..3 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "Bea");
    assert_eq!(prompt_name(&app), "Bea");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.recorded(),
        Some(&Recorded::Saved {
            name: "Bea".into(),
            rank: 1
        })
    );

    let scores = storage.load_scores().unwrap().value;
    assert_eq!(scores.entries.len(), 1);
    assert_eq!(scores.entries[0].name, "Bea");
    assert_eq!(scores.entries[0].score, app.game().card().total());
    assert_eq!(scores.entries[0].seed, 1);
    let settings = storage.load_settings().unwrap().value;
    assert_eq!(settings.name_for(RuleSet::Yatzy), Some("Bea"));
    assert_eq!(
        settings.name_for(RuleSet::Yacht),
        None,
        "names are remembered per rule set"
    );
    assert!(saved_games(dir.path()).is_empty());
}

#[test]
fn esc_records_under_the_prefilled_name_whatever_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    remember(&storage, "Ann");
    let mut app = start(&storage, 2, false);
    play_to_the_end(&mut app);
    type_text(&mut app, "xyz");
    press(&mut app, KeyCode::Esc);
    assert_eq!(storage.load_scores().unwrap().value.entries[0].name, "Ann");
}

#[test]
fn names_refuse_control_characters_and_stop_at_24_characters() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    remember(&storage, "A");
    let mut app = start(&storage, 3, false);
    play_to_the_end(&mut app);
    app.handle_key(KeyEvent::new(KeyCode::Char('a'), KeyModifiers::CONTROL));
    press(&mut app, KeyCode::Tab);
    assert_eq!(prompt_name(&app), "A");
    assert!(matches!(app.status(), Some(Status::Warning(m)) if m.contains("plain text")));
    type_text(&mut app, &"b".repeat(40));
    assert_eq!(prompt_name(&app).chars().count(), 24);
    assert!(matches!(app.status(), Some(Status::Warning(m)) if m.contains("at most 24")));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        storage.load_scores().unwrap().value.entries[0]
            .name
            .chars()
            .count(),
        24
    );
}

#[test]
fn quitting_at_the_name_prompt_still_records_the_score() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    remember(&storage, "Ann");
    let mut app = start(&storage, 4, false);
    play_to_the_end(&mut app);
    app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(app.should_quit());
    app.shutdown();
    assert_eq!(storage.load_scores().unwrap().value.entries.len(), 1);
}

#[test]
fn a_finished_game_saved_but_not_recorded_asks_for_the_name_on_start() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 5, false);
    play_to_the_end(&mut app);
    // The process died at the prompt: nothing recorded, the finished game saved.
    drop(app);
    assert!(storage.load_scores().unwrap().value.entries.is_empty());
    let mut again = start(&storage, 99, false);
    assert!(again.alerts().is_empty(), "{:?}", again.alerts());
    assert!(matches!(again.screen(), Screen::NamePrompt(_)));
    assert_eq!(again.game().seed(), 5);
    press(&mut again, KeyCode::Enter);
    assert_eq!(storage.load_scores().unwrap().value.entries.len(), 1);
}

#[test]
fn quitting_mid_game_saves_and_the_next_start_resumes_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 6, false);
    type_text(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "y");
    type_text(&mut app, "r2");
    let game = serde_json::to_string(app.game()).unwrap();
    type_text(&mut app, "qy");
    assert!(app.should_quit());
    app.shutdown();

    let opened = tui::open(&storage, RuleSet::Yatzy, None, false);
    assert!(
        matches!(opened.notices.last(), Some(Notice::Info(m)) if m.starts_with("Resumed your game from"))
    );
    assert_eq!(serde_json::to_string(opened.table.game()).unwrap(), game);
    let resumed = App::open(opened, storage.clone(), Theme::monochrome());
    assert!(
        matches!(resumed.status(), Some(Status::Info(m)) if m.starts_with("Resumed your game from"))
    );
    assert_eq!(resumed.game().held(), [false, true, false, false, false]);
}

#[test]
fn a_game_resumed_says_which_options_for_a_new_game_it_did_not_follow() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 6, false);
    type_text(&mut app, "r");
    type_text(&mut app, "qy");
    app.shutdown();
    let said = |seed: Option<u64>, players: bool| {
        let players = players.then(|| {
            vec![
                ("ann".to_string(), yatzy::core::table::SeatKind::Human),
                ("bob".to_string(), yatzy::core::table::SeatKind::Human),
            ]
        });
        let opened = tui::open_table(&storage, RuleSet::Yatzy, seed, false, players);
        match opened.notices.last() {
            Some(Notice::Info(message)) => message.clone(),
            other => panic!("{other:?}"),
        }
    };
    assert!(
        said(None, true).ends_with("(--players needs --new)"),
        "{}",
        said(None, true)
    );
    assert!(said(Some(3), false).ends_with("(--seed needs --new)"));
    assert!(said(Some(3), true).ends_with("(--seed and --players need --new)"));
    assert!(!said(None, false).contains("--new"));
}

#[test]
fn new_discards_the_unfinished_game_without_recording_it() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 7, false);
    type_text(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "y");
    app.shutdown();
    assert_eq!(saved_games(dir.path()).len(), 1);

    let fresh = start(&storage, 8, true);
    assert_eq!(fresh.game().seed(), 8);
    assert_eq!(fresh.game().phase(), Phase::AwaitingFirstRoll);
    assert!(saved_games(dir.path()).is_empty());
    assert!(storage.load_scores().unwrap().value.entries.is_empty());
    // The notice names what was discarded.
    assert!(
        fresh.alerts()[0].starts_with("Discarded your game (Scandinavian Yatzy · "),
        "{:?}",
        fresh.alerts()
    );
}

#[test]
fn an_unwritable_data_directory_leaves_the_game_playable_and_says_so_once() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("yatzy");
    fs::write(&blocker, b"a file, not a directory").unwrap();
    let storage = Storage::at(&blocker);
    let mut app = start(&storage, 9, false);
    let alerts = app.alerts().join("\n");
    assert!(alerts.contains(&blocker.display().to_string()), "{alerts}");
    assert!(alerts.contains("without saving"), "{alerts}");
    // The first key only closes the popup.
    type_text(&mut app, "r");
    assert!(app.alerts().is_empty());
    assert_eq!(app.game().phase(), Phase::AwaitingFirstRoll);

    // Turns go on; the warning is not repeated on every save.
    type_text(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "y");
    assert_eq!(app.game().history().len(), 1);
    assert!(app.alerts().is_empty());

    play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.recorded(), Some(&Recorded::Failed));
    let alerts = app.alerts().join("\n");
    assert!(
        alerts.starts_with("Your score could not be recorded"),
        "{alerts}"
    );
    assert!(alerts.contains("could not be saved either"), "{alerts}");
    press(&mut app, KeyCode::Esc);

    // The score is owed: n tries again instead of starting a new game, and q asks first.
    let total = app.game().card().total();
    type_text(&mut app, "n");
    assert!(
        app.game().is_over(),
        "n must not replace an unrecorded game"
    );
    assert_eq!(app.game().card().total(), total);
    assert_eq!(app.recorded(), Some(&Recorded::Failed));
    press(&mut app, KeyCode::Esc);
    type_text(&mut app, "q");
    // The retry failed again: its notice waits beside the question, which has the keys.
    assert!(!app.alerts().is_empty());
    press(&mut app, KeyCode::Esc);
    assert_eq!(
        *app.screen(),
        Screen::Board,
        "Esc answered the question: no"
    );
    // Then the notice has the keys.
    press(&mut app, KeyCode::Esc);
    assert!(app.alerts().is_empty());
    type_text(&mut app, "q");
    assert_eq!(*app.screen(), Screen::ConfirmQuit);
    assert!(
        app.quit_question().contains("lost if you quit"),
        "{}",
        app.quit_question()
    );
    assert_eq!(fs::read(&blocker).unwrap(), b"a file, not a directory");
}

/// The rows of each popup on `terminal`'s screen (double borders: ╔ to ╚), top to bottom.
fn popup_rows(terminal: &Terminal<TestBackend>) -> Vec<std::ops::RangeInclusive<u16>> {
    let buffer = terminal.backend().buffer();
    let mut popups = Vec::new();
    let mut top = None;
    for y in 0..buffer.area.height {
        let row: String = (0..buffer.area.width)
            .map(|x| buffer[(x, y)].symbol())
            .collect();
        if row.contains('╔') {
            top = Some(y);
        }
        if row.contains('╚')
            && let Some(from) = top.take()
        {
            popups.push(from..=y);
        }
    }
    popups
}

#[test]
fn a_notice_never_covers_a_question_and_the_question_gets_its_answer() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("yatzy");
    fs::write(&blocker, b"a file, not a directory").unwrap();
    let storage = Storage::at(&blocker);
    let mut app = start(&storage, 9, false);
    while !app.alerts().is_empty() {
        press(&mut app, KeyCode::Esc);
    }
    play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.recorded(), Some(&Recorded::Failed));
    press(&mut app, KeyCode::Esc);
    // q retries the record (which fails again, with a notice) and asks before quitting.
    type_text(&mut app, "q");
    assert_eq!(*app.screen(), Screen::ConfirmQuit);
    assert!(!app.alerts().is_empty());
    for (width, height) in [(80, 24), (70, 23), (100, 32)] {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))
            .unwrap();
        let screen = format!("{}", terminal.backend());
        let popups = popup_rows(&terminal);
        assert_eq!(popups.len(), 2, "{width}x{height}: both shown\n{screen}");
        assert!(
            popups[0].end() < popups[1].start(),
            "{width}x{height}: stacked, not overlapping\n{screen}"
        );
        // The notice above, the question below it, both whole.
        let upper: String = screen
            .lines()
            .skip(usize::from(*popups[0].start()))
            .take(popups[0].clone().count())
            .collect();
        assert!(upper.contains("Your data"), "{screen}");
        let lower: Vec<&str> = screen
            .lines()
            .skip(usize::from(*popups[1].start()))
            .take(popups[1].clone().count())
            .collect();
        for word in app.quit_question().split_whitespace() {
            assert!(
                lower.iter().any(|row| row.contains(word)),
                "{width}x{height}: {word:?} of the question\n{screen}"
            );
        }
    }
    // The question has the keys: y quits (the notice does not take it to close itself).
    type_text(&mut app, "y");
    assert!(app.should_quit());
}

#[test]
fn s_shows_the_high_scores_and_esc_returns() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 10, false);
    play_to_the_end(&mut app);
    type_text(&mut app, "Zed");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "s");
    let Screen::HighScores(screen) = app.screen() else {
        panic!("not the high scores")
    };
    let report = &screen.report;
    assert!(report.table[1].contains("Zed"));
    // The figures are the player's own, under the name just recorded (typed after the
    // name offered).
    assert!(
        report.figures[0].starts_with(" Your games (") && report.figures[0].ends_with("Zed)"),
        "{:?}",
        report.figures
    );
    assert!(report.figures[1].contains("Games played       1"));
    press(&mut app, KeyCode::Esc);
    assert_eq!(*app.screen(), Screen::Board);
}

#[test]
fn damaged_settings_are_kept_aside_and_the_player_is_told_in_full() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("settings.json"),
        b"{\"version\": 1, \"last_rules\": 7",
    )
    .unwrap();
    let storage = Storage::at(dir.path());
    let app = start(&storage, 11, false);
    let alerts = app.alerts().join("\n");
    assert!(
        alerts.starts_with("Settings: settings.json could not be read"),
        "{alerts}"
    );
    let kept = fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().contains("settings.json.corrupt-"))
        .expect("kept aside");
    assert!(
        alerts.contains(&kept.display().to_string()),
        "the whole path: {alerts}"
    );
    assert_eq!(
        fs::read(kept).unwrap(),
        b"{\"version\": 1, \"last_rules\": 7"
    );
}

#[test]
fn a_newer_yatzys_settings_are_used_as_defaults_left_as_they_are_and_told() {
    let dir = tempfile::tempdir().unwrap();
    let newer = b"{\"version\": 5, \"last_names\": {\"yatzy\": \"Zoe\"}, \"colour\": \"teal\"}";
    fs::write(dir.path().join("settings.json"), newer).unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 12, false);
    let alerts = app.alerts().join("\n");
    assert!(
        alerts.contains("newer yatzy (format version 5)"),
        "{alerts}"
    );
    assert!(alerts.contains("using the defaults"), "{alerts}");
    press(&mut app, KeyCode::Esc);
    play_to_the_end(&mut app);
    assert_ne!(
        prompt_name(&app),
        "Zoe",
        "a newer file's contents are not trusted"
    );
    press(&mut app, KeyCode::Enter);
    app.shutdown();
    assert_eq!(storage.load_scores().unwrap().value.entries.len(), 1);
    assert_eq!(fs::read(dir.path().join("settings.json")).unwrap(), newer);
}

#[test]
fn the_name_prompt_takes_no_invisible_or_direction_changing_characters() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 13, false);
    play_to_the_end(&mut app);
    for _ in 0..30 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "A\u{202e}n\u{200b}n\u{feff}");
    assert_eq!(prompt_name(&app), "Ann");
    press(&mut app, KeyCode::Enter);
    assert_eq!(storage.load_scores().unwrap().value.entries[0].name, "Ann");
}

#[test]
fn an_unrecorded_score_is_owed_until_n_or_the_next_start_records_it() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    // The high scores cannot be written: a named pipe stands where the directory's lock
    // file goes, so no writer can take the lock.
    let blocker = dir.path().join(".lock");
    let fifo = || {
        let made = std::process::Command::new("mkfifo").arg(&blocker).status();
        assert!(made.unwrap().success());
    };
    fifo();
    let mut app = start(&storage, 14, false);
    while !app.alerts().is_empty() {
        press(&mut app, KeyCode::Esc);
    }
    play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.recorded(), Some(&Recorded::Failed));
    press(&mut app, KeyCode::Esc);
    let total = app.game().card().total();

    // n tries again instead of starting anew; it works once the disk does.
    type_text(&mut app, "n");
    assert_eq!(app.recorded(), Some(&Recorded::Failed));
    press(&mut app, KeyCode::Esc);
    fs::remove_file(&blocker).unwrap();
    type_text(&mut app, "n");
    assert!(matches!(app.recorded(), Some(Recorded::Saved { .. })));
    assert_eq!(
        app.game().card().total(),
        total,
        "the same game, now recorded"
    );
    assert!(matches!(app.status(), Some(Status::Info(m)) if m == "Recorded at last"));
    type_text(&mut app, "n");
    assert_eq!(
        app.game().phase(),
        Phase::AwaitingFirstRoll,
        "then a new game"
    );
    assert_eq!(storage.load_scores().unwrap().value.entries.len(), 1);

    // Quitting while it is owed keeps it for the next start, which records it.
    fs::remove_file(dir.path().join("highscores.json")).unwrap();
    fs::remove_file(&blocker).unwrap();
    fifo();
    play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.recorded(), Some(&Recorded::Failed));
    press(&mut app, KeyCode::Esc);
    type_text(&mut app, "q");
    assert_eq!(*app.screen(), Screen::ConfirmQuit);
    assert!(app.quit_question().contains("recorded at the next start"));
    type_text(&mut app, "y");
    app.shutdown();
    fs::remove_file(&blocker).unwrap();
    let mut again = start(&storage, 15, false);
    assert!(
        matches!(again.screen(), Screen::NamePrompt(_)),
        "{:?}",
        again.screen()
    );
    press(&mut again, KeyCode::Enter);
    assert_eq!(storage.load_scores().unwrap().value.entries.len(), 1);
}

#[test]
fn a_saved_game_of_another_rule_set_is_mentioned_not_lost() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let opened = tui::open(&storage, RuleSet::Yacht, Some(3), false);
    let mut yacht = App::open(opened, storage.clone(), Theme::monochrome());
    type_text(&mut yacht, "r");
    yacht.shutdown();
    let app = start(&storage, 4, false);
    assert!(
        matches!(app.status(), Some(Status::Info(m)) if m == "Also saved: a Yacht game (--rules yacht)"),
        "{:?}",
        app.status()
    );
    let opened = tui::open(&storage, RuleSet::Yacht, None, false);
    assert_eq!(opened.table.game().seed(), 3, "resumed with --rules yacht");
}

#[test]
fn the_name_prompt_edits_anywhere_with_the_arrow_keys_home_and_end() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    remember(&storage, "Ana");
    let mut app = start(&storage, 16, false);
    play_to_the_end(&mut app);
    assert_eq!(prompt_name(&app), "Ana");
    press(&mut app, KeyCode::Left);
    type_text(&mut app, "n");
    assert_eq!(prompt_name(&app), "Anna");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Delete);
    type_text(&mut app, "Å");
    assert_eq!(prompt_name(&app), "Ånna");
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Right);
    type_text(&mut app, "e");
    assert_eq!(prompt_name(&app), "Ånne");
    press(&mut app, KeyCode::Enter);
    assert_eq!(storage.load_scores().unwrap().value.entries[0].name, "Ånne");
}

#[test]
fn resuming_restores_the_coach_and_the_cursors_as_they_were_left() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 16, false);
    type_text(&mut app, "rcjj");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert!(app.coach());
    let (boxed, die) = (app.box_cursor(), app.die_cursor());
    assert_eq!(die, 2);
    type_text(&mut app, "qy");
    app.shutdown();

    let opened = tui::open(&storage, RuleSet::Yatzy, None, false);
    let resumed = App::open(opened, storage.clone(), Theme::monochrome());
    assert!(resumed.coach(), "the coach as it was left");
    assert_eq!(resumed.box_cursor(), boxed);
    assert_eq!(resumed.die_cursor(), die);
}

#[test]
fn a_save_from_before_the_board_was_kept_still_resumes_with_the_coach_off() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut game = yatzy::core::game::Game::new(RuleSet::Yatzy, 17);
    game.apply(yatzy::core::game::Command::Roll).unwrap();
    let table = yatzy::core::table::Table::solitaire(game);
    // `leave_saved` writes no board: as every save before it was kept.
    common::leave_saved(&storage, &table);
    let file = saved_games(dir.path()).pop().unwrap();
    assert!(!fs::read_to_string(&file).unwrap().contains("board"));
    let opened = tui::open(&storage, RuleSet::Yatzy, None, false);
    let resumed = App::open(opened, storage.clone(), Theme::monochrome());
    assert_eq!(resumed.game().rolls_used(), 1);
    assert!(!resumed.coach());
    assert_eq!(resumed.die_cursor(), 0);
}

#[test]
fn n_mid_game_asks_and_keeps_the_unfinished_game_for_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, 9, false);
    type_text(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "y");
    type_text(&mut app, "r");
    let old_id = app.table().id();
    let old_game = serde_json::to_string(app.game()).unwrap();

    // `n` asks; `n` again changes nothing.
    type_text(&mut app, "n");
    assert_eq!(*app.screen(), Screen::ConfirmNewGame);
    type_text(&mut app, "n");
    assert_eq!(*app.screen(), Screen::Board);
    assert_eq!(app.table().id(), old_id);
    assert_eq!(serde_json::to_string(app.game()).unwrap(), old_game);

    // `n` then `y`: a new game with a new seed, nothing of the old one on the card.
    type_text(&mut app, "ny");
    assert_eq!(*app.screen(), Screen::Board);
    assert_ne!(app.table().id(), old_id);
    assert_ne!(app.game().seed(), 9);
    assert_eq!(app.game().phase(), Phase::AwaitingFirstRoll);
    assert!(app.game().history().is_empty());
    assert!(
        matches!(app.status(), Some(Status::Info(m)) if m.contains("the last one is kept")),
        "{:?}",
        app.status()
    );
    // The new game is played and saved beside the old one; nothing is recorded.
    type_text(&mut app, "r");
    app.shutdown();
    assert_eq!(saved_games(dir.path()).len(), 2);
    assert!(storage.load_scores().unwrap().value.entries.is_empty());

    // The next start offers both; the old one resumes as it was left.
    let opened = tui::open(&storage, RuleSet::Yatzy, None, false);
    let mut next = App::open(opened, storage.clone(), Theme::monochrome());
    assert!(matches!(next.screen(), Screen::Resume(_)));
    let index = next
        .resumable()
        .iter()
        .position(|slot| slot.saved.table.id() == old_id)
        .expect("the old game is offered");
    for _ in 0..index {
        press(&mut next, KeyCode::Down);
    }
    press(&mut next, KeyCode::Enter);
    assert_eq!(next.table().id(), old_id);
    assert_eq!(serde_json::to_string(next.game()).unwrap(), old_game);

    // Finished, it is recorded once, and its slot is emptied.
    play_to_the_end(&mut next);
    type_text(&mut next, "Ann");
    press(&mut next, KeyCode::Enter);
    next.shutdown();
    let scores = storage.load_scores().unwrap().value;
    assert_eq!(scores.entries.len(), 1);
    assert_eq!(
        saved_games(dir.path()).len(),
        1,
        "the other game stays saved"
    );
}

#[test]
fn n_in_a_daily_challenge_in_progress_is_refused_with_the_reason() {
    let game = yatzy::core::game::Game::daily(
        RuleSet::Yatzy,
        chrono::NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
    );
    let mut app = App::new(game, Theme::monochrome());
    type_text(&mut app, "rn");
    assert_eq!(*app.screen(), Screen::Board);
    assert!(
        matches!(app.status(), Some(Status::Warning(m)) if m.contains("daily challenge is one game")),
        "{:?}",
        app.status()
    );
    assert_eq!(app.game().rolls_used(), 1, "the daily goes on");
}
