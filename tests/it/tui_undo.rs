//! Taking a score back (`u`), until the next roll, alone and not in a daily challenge: the
//! box open again, the dice, holds and rolls as they were, and the record marked like one
//! played with hints. And the first Enter of a turn's first roll, which only chooses.

use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::Game;
use yatzy::core::rules::{Category, RuleSet};
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::{Screen, Status, Theme};

use crate::common;
use common::{keys, press};

fn app(seed: u64) -> App {
    App::new(Game::new(RuleSet::Yatzy, seed), Theme::monochrome())
}

fn said(app: &App) -> String {
    match app.status() {
        Some(Status::Info(text) | Status::Warning(text)) => text.clone(),
        None => String::new(),
    }
}

/// Rolls, holds the first two dice, rolls again and scores the box under the cursor after
/// moving it down once; the box it went in.
fn roll_hold_and_score(app: &mut App) -> Category {
    keys(app, "r12rj");
    let category = app.box_cursor().expect("a box under the cursor");
    press(app, KeyCode::Enter);
    if matches!(app.screen(), Screen::ConfirmScratch(_)) {
        keys(app, "y");
    }
    category
}

#[test]
fn u_takes_the_last_score_back_with_its_dice_holds_and_rolls() {
    let mut app = app(31);
    keys(&mut app, "r12rj");
    let before = serde_json::to_string(app.game()).unwrap();
    let (dice, held) = (app.game().dice(), app.game().held());
    let category = app.box_cursor().unwrap();
    press(&mut app, KeyCode::Enter);
    if matches!(app.screen(), Screen::ConfirmScratch(_)) {
        keys(&mut app, "y");
    }
    assert!(!app.game().card().is_open(category));
    assert!(said(&app).ends_with("u takes it back"), "{}", said(&app));

    keys(&mut app, "u");
    assert!(app.game().card().is_open(category), "open again");
    assert_eq!(app.game().dice(), dice);
    assert_eq!(app.game().held(), held);
    assert_eq!(app.game().rolls_used(), 2);
    assert_eq!(app.box_cursor(), Some(category), "back on the box");
    assert!(said(&app).starts_with("Taken back:"), "{}", said(&app));
    // Exactly as before the score: the generator too, so the next roll is the same.
    assert_eq!(serde_json::to_string(app.game()).unwrap(), before);
    assert_eq!(app.table().current_seat().undos, 1);

    // Nothing more to take back.
    keys(&mut app, "u");
    assert!(said(&app).starts_with("Nothing to undo"), "{}", said(&app));
}

#[test]
fn a_roll_makes_the_score_stand() {
    let mut app = app(32);
    let category = roll_hold_and_score(&mut app);
    keys(&mut app, "r");
    keys(&mut app, "u");
    assert!(!app.game().card().is_open(category));
    assert!(said(&app).starts_with("Nothing to undo"), "{}", said(&app));
    assert_eq!(app.table().current_seat().undos, 0);
}

#[test]
fn a_daily_challenge_and_a_table_take_nothing_back() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let date = "2026-11-22".parse().unwrap();
    let opened = tui::open_daily(&storage, RuleSet::Yatzy, date);
    let mut daily = App::open(opened, storage.clone(), Theme::monochrome());
    let category = roll_hold_and_score(&mut daily);
    assert!(
        !said(&daily).contains("u takes it back"),
        "{}",
        said(&daily)
    );
    keys(&mut daily, "u");
    assert!(!daily.game().card().is_open(category));
    assert!(said(&daily).starts_with("This game takes no score back"));

    let mut table = common::table_app(&storage, "Ann,Bob", 5);
    let category = roll_hold_and_score(&mut table);
    keys(&mut table, "u");
    assert!(!table.table().seats()[0].game.card().is_open(category));
    assert_eq!(table.table().current(), 1, "Bob's turn still");
}

#[test]
fn a_game_with_an_undo_is_recorded_so_and_replays_as_played() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let opened = tui::open(&storage, RuleSet::Yatzy, Some(33), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    roll_hold_and_score(&mut app);
    keys(&mut app, "u");
    // Scored elsewhere this time.
    keys(&mut app, "j");
    press(&mut app, KeyCode::Enter);
    if matches!(app.screen(), Screen::ConfirmScratch(_)) {
        keys(&mut app, "y");
    }
    common::play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    let total = app.game().card().total();
    app.shutdown();
    let scores = storage.load_scores().unwrap().value;
    let entry = &scores.entries[0];
    assert_eq!(entry.undos, 1);
    assert_eq!(entry.hints_used, 0);
    assert_eq!(entry.replay().unwrap().unwrap().card().total(), total);
    let report = yatzy::reports::scores::Report::new(&scores, RuleSet::Yatzy, None);
    assert!(report.table[1].ends_with("undos"), "{}", report.table[1]);
}

#[test]
fn a_score_saved_and_resumed_can_still_be_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let opened = tui::open(&storage, RuleSet::Yatzy, Some(34), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    let category = roll_hold_and_score(&mut app);
    app.shutdown();
    let opened = tui::open(&storage, RuleSet::Yatzy, None, false);
    let mut resumed = App::open(opened, storage.clone(), Theme::monochrome());
    keys(&mut resumed, "u");
    assert!(resumed.game().card().is_open(category));
    assert_eq!(
        resumed.game().held(),
        [true, true, false, false, false],
        "the holds come back too"
    );
}

#[test]
fn the_first_enter_after_a_turns_first_roll_only_chooses_the_box() {
    let mut app = app(35);
    keys(&mut app, "r");
    let category = app.box_cursor().unwrap();
    press(&mut app, KeyCode::Enter);
    assert!(
        app.game().card().is_open(category),
        "a stray Enter scores nothing"
    );
    assert!(
        said(&app).ends_with("press Enter again to score it"),
        "{}",
        said(&app)
    );
    press(&mut app, KeyCode::Enter);
    if matches!(app.screen(), Screen::ConfirmScratch(_)) {
        keys(&mut app, "y");
    }
    assert!(
        !app.game().card().is_open(category),
        "the second one scores"
    );

    // A box the cursor was moved to since the roll is scored by the first Enter.
    keys(&mut app, "rj");
    let chosen = app.box_cursor().unwrap();
    press(&mut app, KeyCode::Enter);
    if matches!(app.screen(), Screen::ConfirmScratch(_)) {
        keys(&mut app, "y");
    }
    assert!(!app.game().card().is_open(chosen));
}
