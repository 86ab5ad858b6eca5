//! The screens as drawn, via ratatui's TestBackend and insta snapshots.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use yatzy::core::game::{Command, Game};
use yatzy::core::rules::{Category, RuleSet};
use yatzy::tui::App;
use yatzy::ui::{HighScoresScreen, Theme};

use crate::common;
use common::keys;

fn app(seed: u64) -> App {
    App::new(Game::new(RuleSet::Yatzy, seed), Theme::monochrome())
}

fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("draws");
    terminal
}

/// A seed whose first roll scores 0 in Ones, for the scratch question.
fn seed_with_no_ones() -> u64 {
    (0..1000)
        .find(|&seed| {
            let mut game = Game::new(RuleSet::Yatzy, seed);
            game.apply(Command::Roll).unwrap();
            game.dice().unwrap().face_counts().of(1) == 0
        })
        .expect("some seed fits")
}

fn mid_game() -> App {
    let mut app = app(2026);
    // Three turns scored, then a fresh roll with two dice held.
    keys(&mut app, "r\n\ny");
    keys(&mut app, "rr\ny");
    keys(&mut app, "j\ny");
    keys(&mut app, "rj\ny");
    keys(&mut app, "r14");
    app
}

#[test]
fn new_game_80x24() {
    insta::assert_snapshot!(draw(&app(1), 80, 24).backend());
}

#[test]
fn mid_game_with_held_dice_and_previews_80x24() {
    let app = mid_game();
    assert_eq!(app.game().held(), [true, false, false, true, false]);
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn mid_game_100x32() {
    insta::assert_snapshot!(draw(&mid_game(), 100, 32).backend());
}

#[test]
fn help_overlay_80x24() {
    let mut app = mid_game();
    keys(&mut app, "?");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn scratch_confirmation_80x24() {
    let mut app = app(seed_with_no_ones());
    keys(&mut app, "r\n\n");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn quit_confirmation_80x24() {
    let mut app = mid_game();
    keys(&mut app, "q");
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn game_over_80x24() {
    let mut app = app(77);
    while !app.game().is_over() {
        keys(&mut app, "r\n\n");
        if matches!(app.screen(), yatzy::ui::Screen::ConfirmScratch(_)) {
            keys(&mut app, "y");
        }
    }
    // Replace the offered (login) name so the snapshot does not depend on the machine.
    for _ in 0..30 {
        app.handle_key(KeyEvent::from(KeyCode::Backspace));
    }
    keys(&mut app, "Ann\n");
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(text.contains("Game over"));
    assert!(text.contains(&format!("Total {}", app.game().card().total())));
    insta::assert_snapshot!(text);
}

/// A game resumed from a saved state whose card already holds `filled`.
fn game_with_card(filled: &[(Category, &str)]) -> Game {
    common::game_with_turns(RuleSet::Yatzy, filled, None)
}

fn bonus_row(app: &App) -> String {
    let text = format!("{}", draw(app, 80, 24).backend());
    text.lines()
        .find(|l| l.contains("Bonus"))
        .unwrap()
        .to_string()
}

#[test]
fn the_bonus_line_shows_progress_then_50_or_missed() {
    let on_the_way = game_with_card(&[(Category::Sixes, "66612"), (Category::Fives, "55512")]);
    let row = bonus_row(&App::new(on_the_way, Theme::monochrome()));
    assert!(row.contains("Bonus 50: 33/63, 30 to go"), "{row}");

    let reached = game_with_card(&[
        (Category::Sixes, "66666"),
        (Category::Fives, "55555"),
        (Category::Fours, "44411"),
    ]);
    let row = bonus_row(&App::new(reached, Theme::monochrome()));
    let left_panel = row.split("│  │").next().unwrap_or_default();
    let words: Vec<&str> = left_panel.split_whitespace().collect();
    assert_eq!(words, ["\"│", "Bonus", "50", "50"], "{row}");

    let missed = game_with_card(&[
        (Category::Sixes, "61111"),
        (Category::Fives, "51111"),
        (Category::Fours, "41111"),
    ]);
    let row = bonus_row(&App::new(missed, Theme::monochrome()));
    assert!(row.contains("Bonus 50: 15/63, missed"), "{row}");
}

#[test]
fn name_prompt_at_game_over_80x24() {
    let mut app = app(77);
    while !app.game().is_over() {
        keys(&mut app, "r\n\n");
        if matches!(app.screen(), yatzy::ui::Screen::ConfirmScratch(_)) {
            keys(&mut app, "y");
        }
    }
    // Storage is disabled here, so the offered name is the login name: replace it.
    for _ in 0..30 {
        app.handle_key(KeyEvent::from(KeyCode::Backspace));
    }
    keys(&mut app, "Ann");
    let text = format!("{}", draw(&app, 80, 24).backend());
    assert!(text.contains("Name: Ann"), "{text}");
    let text: String = text
        .lines()
        .filter(|l| !l.contains("Esc: record as"))
        .collect::<Vec<_>>()
        .join("\n");
    insta::assert_snapshot!(text);
}

#[test]
fn high_scores_screen_80x24() {
    use yatzy::reports::scores::Report;
    use yatzy::storage::{HighScores, ScoreEntry};
    let start = chrono::DateTime::parse_from_rfc3339("2026-03-01T12:00:00+00:00").unwrap();
    let mut file = HighScores::new();
    file.entries = (0..40u16)
        .map(|i| ScoreEntry {
            name: format!("Player {}", i % 5),
            score: 140 + (i * 53 % 190),
            date: start + chrono::Duration::days(i64::from(i)),
            rules: RuleSet::Yatzy,
            seed: u64::from(i),
            duration_secs: 240,
            left_sum: 60,
            bonus: i % 3 == 0,
            yatzy: i % 4 == 0,
            hints_used: 0,
            undos: 0,
            players: 1,
            bot: None,
            game: None,
            moves: None,
            daily: None,
            network: false,
            stood_in: 0,
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    let storage = yatzy::storage::Storage::at(dir.path());
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, Some(1), true);
    let mut app = App::open(opened, storage, Theme::monochrome());
    keys(&mut app, "s");
    let expected = Report::new(&file, RuleSet::Yatzy, None);
    assert_eq!(
        *app.screen(),
        yatzy::ui::Screen::HighScores(Box::new(HighScoresScreen {
            report: expected,
            cursor: 0,
            trends: None,
            showing_trends: false,
        }))
    );
    insta::assert_snapshot!(draw(&app, 80, 24).backend());
}

#[test]
fn too_small_asks_for_a_larger_window() {
    let text = format!("{}", draw(&app(1), 60, 12).backend());
    assert!(
        text.contains("Enlarge the window to at least 70x23 (now 60x12)"),
        "{text}"
    );
    insta::assert_snapshot!(text);
}

#[test]
fn every_size_from_1x1_to_200x60_draws_without_panicking() {
    let mut help = mid_game();
    keys(&mut help, "?");
    let mut scratch = app(seed_with_no_ones());
    keys(&mut scratch, "r\n\n");
    let apps = [app(1), mid_game(), help, scratch];
    for width in 1..=200 {
        for height in 1..=60 {
            // Every screen at the sizes around the minimum; the board alone elsewhere.
            let near_minimum = (60..=90).contains(&width) && (18..=26).contains(&height);
            let count = if near_minimum { apps.len() } else { 2 };
            for app in &apps[..count] {
                let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
                terminal
                    .draw(|frame| frame.render_widget(app, frame.area()))
                    .unwrap();
            }
        }
    }
}
