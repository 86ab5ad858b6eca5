//! The daily challenge: the same dice for everyone on a date, resumed and recorded once, and
//! a share text with no dice in it.

use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::{Command, Game};
use yatzy::core::rules::RuleSet;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::Theme;

use crate::common;
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
