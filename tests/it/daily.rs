//! The daily challenge: the same dice for everyone on a date, resumed and recorded once, and
//! a share text with no dice in it.

use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::{Command, Game};
use yatzy::core::rules::RuleSet;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::Theme;

use crate::common;
use crate::support::{self, PtyGame};
use common::{keys, press};

fn date(text: &str) -> chrono::NaiveDate {
    text.parse().unwrap()
}

fn first_roll(storage: &Storage, day: &str) -> Vec<u8> {
    let opened = tui::open_daily(storage, RuleSet::Yatzy, date(day));
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    keys(&mut app, "r");
    app.game().dice().unwrap().values().to_vec()
}

#[test]
fn the_dice_of_a_date_reproduce_from_the_date_alone() {
    let one = tempfile::tempdir().unwrap();
    let other = tempfile::tempdir().unwrap();
    let day = first_roll(&Storage::at(one.path().to_path_buf()), "2026-11-22");
    assert_eq!(
        day,
        first_roll(&Storage::at(other.path().to_path_buf()), "2026-11-22")
    );
    let next = tempfile::tempdir().unwrap();
    assert_ne!(
        day,
        first_roll(&Storage::at(next.path().to_path_buf()), "2026-11-23")
    );
    // A whole game replays from the date: the same holds give the same dice.
    let mut game = Game::daily(RuleSet::Yatzy, date("2026-11-22"));
    game.apply(Command::Roll).unwrap();
    assert_eq!(game.dice().unwrap().values().to_vec(), day);
}

#[test]
fn a_daily_game_in_progress_resumes_only_for_its_date() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let opened = tui::open_daily(&storage, RuleSet::Yatzy, date("2026-11-22"));
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    keys(&mut app, "r");
    common::score_at_cursor(&mut app);
    app.shutdown();
    drop(app);
    let other_day = tui::open_daily(&storage, RuleSet::Yatzy, date("2026-11-23"));
    assert!(
        other_day.table.game().history().is_empty(),
        "another date starts afresh"
    );
    drop(other_day);
    let same_day = tui::open_daily(&storage, RuleSet::Yatzy, date("2026-11-22"));
    assert_eq!(
        same_day.table.game().history().len(),
        1,
        "the day's game resumes"
    );
    assert_eq!(same_day.table.game().daily_date(), Some(date("2026-11-22")));
}

#[test]
fn a_finished_daily_game_is_recorded_with_its_date_and_shared_without_dice() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let opened = tui::open_daily(&storage, RuleSet::Yatzy, date("2026-11-22"));
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.solver_ready(common::yatzy_table());
    common::play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    let total = app.game().card().total();
    let share = app.share_text().expect("a share text");
    let (headline, grades) = share.split_once('\n').unwrap();
    assert!(
        headline.starts_with(&format!("yatzy daily 2026-11-22 · Yatzy: {total}")),
        "{share}"
    );
    assert_eq!(grades.chars().count(), 15, "one grade per turn: {share}");
    assert!(grades.chars().all(|c| "🟩🟨🟧🟥".contains(c)), "{share}");
    app.shutdown();
    let file = storage.load_scores().unwrap().value;
    let entry = &file.entries[0];
    assert_eq!(entry.daily, Some(date("2026-11-22")));
    assert_eq!(entry.replay().unwrap().unwrap().card().total(), total);

    // Recorded once: the command refuses to play the date again, and says why.
    let again = common::run_yatzy(dir.path(), &["--daily", "--date", "2026-11-22"]);
    assert_eq!(again.status.code(), Some(1));
    let said = common::text(&again.stderr);
    assert!(
        said.contains(&format!("is played already: {total} points")),
        "{said}"
    );
}

#[test]
fn bad_daily_options_are_refused_with_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["--date", "2026-11-22"][..],
        &["--daily", "--seed", "3"],
        &["--daily", "--players", "Ann,Bob"],
        &["--daily", "--date", "2026-13-01"],
        &["--daily", "scores"],
    ] {
        let output = common::run_yatzy(dir.path(), args);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            common::text(&output.stderr)
        );
    }
}

#[test]
fn a_day_to_come_is_refused_with_exit_code_2_and_why() {
    let dir = tempfile::tempdir().unwrap();
    // Two days on, so that a test run across midnight UTC still asks for a day to come.
    let later = chrono::Utc::now().date_naive() + chrono::Days::new(2);
    for day in [later.to_string(), "2999-01-01".to_string()] {
        let output = common::run_yatzy(dir.path(), &["--daily", "--date", &day]);
        assert_eq!(output.status.code(), Some(2));
        let said = common::text(&output.stderr);
        assert!(said.contains(&format!("invalid value '{day}'")), "{said}");
        assert!(said.contains("is not out yet"), "{said}");
        assert!(
            said.contains(&format!("today is {}", chrono::Utc::now().date_naive())),
            "{said}"
        );
    }
    // Nothing was started, so nothing was saved.
    assert!(support::saved_games(dir.path()).is_empty());
}

#[test]
fn a_dailys_identity_is_its_date_and_rule_sets_in_every_terminal() {
    let one = tempfile::tempdir().unwrap();
    let other = tempfile::tempdir().unwrap();
    let day = date("2026-11-22");
    let first = tui::open_daily(&Storage::at(one.path().to_path_buf()), RuleSet::Yatzy, day);
    let second = tui::open_daily(
        &Storage::at(other.path().to_path_buf()),
        RuleSet::Yatzy,
        day,
    );
    assert_eq!(first.table.id(), second.table.id());
    assert_eq!(
        first.table.id(),
        yatzy::core::game::GameId::daily(RuleSet::Yatzy, day)
    );
    let yacht = tui::open_daily(
        &Storage::at(other.path().to_path_buf()),
        RuleSet::Yacht,
        day,
    );
    assert_ne!(first.table.id(), yacht.table.id());
}

#[test]
fn two_terminals_playing_one_daily_record_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let day = date("2026-11-22");
    let first = tui::open_daily(&storage, RuleSet::Yatzy, day);
    assert!(first.daily_elsewhere().is_none(), "the first has the slot");
    let mut first = App::open(first, storage.clone(), Theme::monochrome());
    // The second terminal is told: the game binary stops there (see below); an app that
    // plays on regardless cannot record the day a second time.
    let second = tui::open_daily(&storage, RuleSet::Yatzy, day);
    let told = second
        .daily_elsewhere()
        .expect("told of the other terminal");
    assert!(told.contains("being played in another terminal"), "{told}");
    assert!(told.contains("2026-11-22"), "{told}");
    let mut second = App::open(second, storage.clone(), Theme::monochrome());
    for app in [&mut first, &mut second] {
        app.solver_ready(common::yatzy_table());
        common::play_to_the_end(app);
    }
    keys(&mut first, "\n");
    keys(&mut second, "\n");
    let total = first.game().card().total();
    assert_eq!(
        second.game().card().total(),
        total,
        "the same dice, the same keys"
    );
    first.shutdown();
    second.shutdown();
    let scores = storage.load_scores().unwrap().value;
    assert_eq!(scores.entries.len(), 1, "{:?}", scores.entries);
    assert_eq!(scores.entries[0].daily, Some(day));
    assert_eq!(
        scores.entries[0].game,
        Some(yatzy::core::game::GameId::daily(RuleSet::Yatzy, day))
    );
    assert!(support::saved_games(dir.path()).is_empty(), "no slot left");
}

#[test]
fn a_daily_left_by_a_terminal_that_is_gone_resumes_in_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let day = date("2026-11-22");
    let mut first = App::open(
        tui::open_daily(&storage, RuleSet::Yatzy, day),
        storage.clone(),
        Theme::monochrome(),
    );
    keys(&mut first, "r");
    common::score_at_cursor(&mut first);
    keys(&mut first, "r");
    assert!(
        tui::open_daily(&storage, RuleSet::Yatzy, day)
            .daily_elsewhere()
            .is_some()
    );
    // The first terminal goes (its lock with it); the game stays saved.
    first.shutdown();
    drop(first);
    let next = tui::open_daily(&storage, RuleSet::Yatzy, day);
    assert!(next.daily_elsewhere().is_none());
    assert!(next.slot.is_some(), "the slot is the next terminal's now");
    assert_eq!(next.table.game().history().len(), 1);
    assert!(
        next.table.game().dice().is_some(),
        "the roll on the table too"
    );
}

#[test]
fn the_game_refuses_a_daily_another_terminal_is_playing_and_resumes_it_once_that_one_quits() {
    let data = tempfile::tempdir().unwrap();
    let args = ["--daily", "--date", "2026-11-22"];
    let mut first = PtyGame::spawn_in(data.path(), &args, 80, 24, &[]);
    first.wait_for("Left Section");
    first.send("r");
    first.wait_for("Roll 1 of 3");
    let mut second = PtyGame::spawn_in(data.path(), &args, 80, 24, &[]);
    let status = second.wait_exit();
    assert_eq!(status.exit_code(), 1);
    let said = second.screen();
    assert!(said.contains("being played in another terminal"), "{said}");
    // The first quits, keeping the game; the next start resumes it, roll and all.
    first.send("q");
    first.wait_for("y/n");
    first.send("y");
    assert!(first.wait_exit().success());
    let mut third = PtyGame::spawn_in(data.path(), &args, 80, 24, &[]);
    third.wait_for("Roll 1 of 3");
    third.send("q");
    third.wait_for("y/n");
    third.send("y");
    assert!(third.wait_exit().success());
}
