//! The smallest terminal the game plays in, 70x23: every screen readable there, tables
//! narrowed rather than wrapped, nothing cut; and the header at every width, the seed and the
//! solver's progress always in it.

use std::sync::{Arc, OnceLock};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yatzy::core::game::Game;
use yatzy::core::rules::RuleSet;
use yatzy::core::solver::ScoreDistribution;
use yatzy::tui::App;
use yatzy::ui::{MIN_HEIGHT, MIN_WIDTH, Screen, Theme};

use crate::common;
use common::{keys, press};

fn distribution() -> Arc<ScoreDistribution> {
    static DISTRIBUTION: OnceLock<Arc<ScoreDistribution>> = OnceLock::new();
    DISTRIBUTION
        .get_or_init(|| Arc::new(ScoreDistribution::of(&common::yatzy_table(), &mut |_| {})))
        .clone()
}

fn draw(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

fn smallest(app: &App) -> String {
    draw(app, MIN_WIDTH, MIN_HEIGHT)
}

fn mid_game(seed: u64) -> App {
    let mut app = App::new(Game::new(RuleSet::Yatzy, seed), Theme::monochrome());
    keys(&mut app, "rj\n");
    keys(&mut app, "r14");
    app
}

#[test]
fn the_board_and_the_help_at_70x23() {
    let mut app = mid_game(18_446_744_073_709_551_557);
    let board = smallest(&app);
    let header = board.lines().next().unwrap();
    assert!(header.contains("seed 18446744073709551557"), "{header}");
    assert!(header.contains("solver 0%"), "{header}");
    assert!(header.contains("Turn 2 of 15"), "{header}");
    insta::assert_snapshot!("board_70x23", board);

    keys(&mut app, "?");
    let help = smallest(&app);
    for words in [
        "undo the last score",
        "redraw the screen",
        "suspend (fg resumes)",
        "quit at once",
        "Chance",
    ] {
        assert!(help.contains(words), "{words:?}:\n{help}");
    }
    insta::assert_snapshot!("help_70x23", help);
}

#[test]
fn the_header_keeps_the_seed_and_the_solver_from_70_columns_up() {
    let app = mid_game(18_446_744_073_709_551_557);
    for width in MIN_WIDTH..=140 {
        let screen = draw(&app, width, 24);
        let header = screen.lines().next().unwrap();
        assert!(
            header.contains("seed 18446744073709551557") && header.contains("solver 0%"),
            "{width}: {header}"
        );
    }
}

#[test]
fn a_tall_wide_terminal_keeps_the_header_over_the_board() {
    let app = mid_game(5);
    let screen = draw(&app, 120, 40);
    let rows: Vec<&str> = screen.lines().collect();
    let header = rows.iter().position(|row| row.contains("seed 5")).unwrap();
    assert!(header > 0, "not pinned to the top:\n{screen}");
    assert!(
        rows[header + 1..header + 4]
            .iter()
            .any(|row| row.contains('╭') || row.contains('┌') || row.contains("Roll")),
        "the dice right under it:\n{screen}"
    );
}

/// A high-score file whose table has every mark, long names and the Beats column.
fn marked_scores() -> yatzy::storage::HighScores {
    let mut scores = common::history(12);
    scores.entries[0].name = "Bartholomew Fitzwilliams".into();
    for (index, entry) in scores.entries.iter_mut().enumerate() {
        entry.score = 300 - index as u16;
        entry.hints_used = u32::from(index % 2 == 0);
        entry.undos = u32::from(index % 3 == 0);
        entry.players = if index % 4 == 0 { 3 } else { 1 };
    }
    scores
}

#[test]
fn the_high_scores_narrow_their_table_rather_than_wrap_at_70x23() {
    let dir = tempfile::tempdir().unwrap();
    let scores = marked_scores();
    std::fs::write(dir.path().join("highscores.json"), scores.to_json()).unwrap();
    let storage = yatzy::storage::Storage::at(dir.path());
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, Some(1), true);
    let mut app = App::open(opened, storage, Theme::monochrome());
    app.distribution_ready(distribution());
    keys(&mut app, "s");
    let screen = smallest(&app);
    // Each of the ten games on a row of its own, its rank, score and marks together.
    for (rank, entry) in scores.ranked(RuleSet::Yatzy).iter().take(10).enumerate() {
        let row = screen
            .lines()
            .find(|row| {
                row.contains(&format!("{}  ", rank + 1)) && row.contains(&entry.score.to_string())
            })
            .unwrap_or_else(|| panic!("rank {} on one row:\n{screen}", rank + 1));
        if entry.hints_used > 0 {
            assert!(row.contains("hints"), "{row}");
        }
        if entry.undos > 0 {
            assert!(row.contains("undos"), "{row}");
        }
        if entry.players > 1 {
            assert!(row.contains("3 players"), "{row}");
        }
    }
    assert!(screen.contains("Beats"), "{screen}");
    assert!(screen.contains("Bartholomew"), "{screen}");
    insta::assert_snapshot!("high_scores_70x23", screen);
}

#[test]
fn the_review_keeps_box_names_whole_at_70x23() {
    let mut app = App::new(Game::new(RuleSet::Yatzy, 8), Theme::monochrome());
    app.solver_ready(common::yatzy_table());
    app.distribution_ready(distribution());
    common::play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "v");
    let review = app.review().unwrap().clone();
    for scroll in (0..review.decisions.len()).step_by(5) {
        let screen = smallest(&app);
        let shown: Vec<_> = review
            .decisions
            .iter()
            .skip(scroll)
            .filter(|d| {
                screen
                    .lines()
                    .any(|row| row.contains(&format!(" {:>2} ", d.turn)) && row.contains(&d.dice))
            })
            .collect();
        assert!(!shown.is_empty(), "{screen}");
        for decision in shown {
            let played = yatzy::ui::words::choice(review.rules, &decision.played);
            let brief = yatzy::ui::words::brief_choice(review.rules, &decision.played);
            let whole = screen.contains(&played) || screen.contains(&brief);
            assert!(whole, "{brief:?} whole:\n{screen}");
        }
        for _ in 0..5 {
            press(&mut app, KeyCode::Down);
        }
    }
    press(&mut app, KeyCode::Home);
    insta::assert_snapshot!("review_70x23", smallest(&app));
}

#[test]
fn the_trends_keep_their_margin_at_70x23() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("highscores.json"),
        common::history(40).to_json(),
    )
    .unwrap();
    let storage = yatzy::storage::Storage::at(dir.path());
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, Some(1), true);
    let mut app = App::open(opened, storage, Theme::monochrome());
    app.distribution_ready(distribution());
    keys(&mut app, "s");
    press(&mut app, KeyCode::Tab);
    assert!(matches!(app.screen(), Screen::HighScores(s) if s.showing_trends));
    let screen = smallest(&app);
    // Every line of text inside the frame starts a space in, a wrapped one too.
    for row in screen.lines().skip(1).take(8) {
        let inside = row.trim_start_matches('"').trim_start_matches('│');
        assert!(inside.starts_with(' '), "{row:?}\n{screen}");
    }
    insta::assert_snapshot!("trends_70x23", screen);
}

#[test]
fn the_too_small_notice_is_centred_line_by_line() {
    let app = mid_game(1);
    let screen = draw(&app, 40, 10);
    let rows: Vec<&str> = screen
        .lines()
        .map(|row| row.trim_matches('"'))
        .filter(|row| !row.trim().is_empty())
        .collect();
    assert!(rows.len() >= 2, "{screen}");
    for row in &rows {
        let left = row.len() - row.trim_start().len();
        let right = row.len() - row.trim_end().len();
        assert!(left.abs_diff(right) <= 1, "centred: {row:?}\n{screen}");
    }
    assert!(rows.last().unwrap().contains("q quits"), "{screen}");
}

#[test]
fn ctrl_l_redraws_on_every_screen_and_changes_nothing() {
    let mut app = mid_game(3);
    let before = serde_json::to_string(app.game()).unwrap();
    let ctrl_l = KeyEvent::new(KeyCode::Char('l'), KeyModifiers::CONTROL);
    for screen in ["", "?", "s", "o"] {
        let mut app = mid_game(3);
        keys(&mut app, screen);
        let shown = app.screen().clone();
        assert!(app.handle_key(ctrl_l), "{screen:?}: redrawn");
        assert!(app.take_full_redraw(), "{screen:?}: whole");
        assert!(!app.take_full_redraw(), "once");
        assert_eq!(*app.screen(), shown, "{screen:?}: still there");
    }
    app.handle_key(ctrl_l);
    assert_eq!(serde_json::to_string(app.game()).unwrap(), before);
}
