//! Where a score stands against optimal play: the game-over banner, the review (with the
//! game's trajectory against the bands of optimal games) and the high-score table.

use std::sync::{Arc, OnceLock};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::Game;
use yatzy::core::rules::RuleSet;
use yatzy::core::solver::{ScoreDistribution, Situation, TurnValues};
use yatzy::reports::scores::Report;
use yatzy::tui::App;
use yatzy::ui::{Screen, Theme};

use crate::common;
use common::{keys, press};

fn distribution() -> Arc<ScoreDistribution> {
    static DISTRIBUTION: OnceLock<Arc<ScoreDistribution>> = OnceLock::new();
    DISTRIBUTION
        .get_or_init(|| Arc::new(ScoreDistribution::of(&common::yatzy_table(), &mut |_| {})))
        .clone()
}

/// The share of optimal games below `score`, summed here from the chances.
fn share_below(score: u16) -> f64 {
    distribution().probabilities[..usize::from(score)]
        .iter()
        .sum()
}

/// A solitaire game played to its end by rolling once and scoring where the cursor is.
fn finished_app(seed: u64) -> App {
    let mut app = App::new(Game::new(RuleSet::Yatzy, seed), Theme::monochrome());
    app.solver_ready(common::yatzy_table());
    app.distribution_ready(distribution());
    common::play_to_the_end(&mut app);
    // The name prompt: recorded under the offered name.
    press(&mut app, KeyCode::Enter);
    app
}

fn draw(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

fn as_percent(share: f64) -> String {
    format!("{:.1}%", (share * 1000.0).round().min(999.0) / 10.0)
}

#[test]
fn the_game_over_banner_says_what_share_of_optimal_games_the_score_beats() {
    let app = finished_app(8);
    let total = app.game().card().total();
    let expected = format!(
        "Better than {} of optimal games",
        as_percent(share_below(total))
    );
    let screen = draw(&app, 80, 24);
    assert!(screen.contains(&expected), "{expected}\n{screen}");
}

#[test]
fn the_review_shows_the_standing_and_the_trajectory_against_the_bands() {
    let mut app = finished_app(8);
    keys(&mut app, "v");
    assert!(matches!(app.screen(), Screen::Review(_)));
    let total = app.game().card().total();
    let screen = draw(&app, 80, 24);
    let expected = format!(
        "Final score {total}: better than {} of optimal games",
        as_percent(share_below(total))
    );
    assert!(screen.contains(&expected), "{screen}");
    assert!(
        screen.contains("turn") && screen.contains(" 15 "),
        "the chart's axis:\n{screen}"
    );
    assert!(
        screen.contains(" Turn Roll"),
        "the decisions below it:\n{screen}"
    );
    // Drawn in ASCII, the chart is ASCII too.
    app.set_ascii(true);
    let ascii = draw(&app, 80, 24);
    assert!(ascii.is_ascii(), "{ascii}");
}

#[test]
fn the_trajectory_is_the_expected_final_score_turn_by_turn_ending_at_the_score() {
    let app = finished_app(5);
    let review = app.review().unwrap();
    let table = common::yatzy_table();
    assert_eq!(
        review.trajectory.len(),
        16,
        "before each of 15 turns, and the end"
    );
    assert!((review.trajectory[0] - table.expected_score()).abs() < 1e-9);
    assert_eq!(
        *review.trajectory.last().unwrap(),
        f64::from(app.game().card().total())
    );
    // Replayed from the history: the card's points so far plus the table's value of the rest.
    let mut card = yatzy::core::rules::ScoreCard::new(RuleSet::Yatzy);
    for (turn, played) in app.game().history().iter().enumerate().take(14) {
        card.fill(played.category, &played.dice).unwrap();
        let expected = TurnValues::new(&table, &Situation::from(&card))
            .unwrap()
            .expected_final();
        assert!(
            (review.trajectory[turn + 1] - expected).abs() < 1e-9,
            "turn {}",
            turn + 1
        );
    }
}

#[test]
fn the_high_score_table_says_what_each_score_beats() {
    let scores = common::history(12);
    let optimal = distribution();
    let report = Report::new(&scores, RuleSet::Yatzy, Some(&optimal));
    assert!(report.table[0].contains("Beats"), "{:?}", report.table);
    let best = scores.ranked(RuleSet::Yatzy)[0].score;
    assert!(
        report.table[1].contains(&as_percent(share_below(best))),
        "{:?}",
        report.table[1]
    );
    assert!(
        report
            .figures
            .iter()
            .any(|line| line.contains("of optimal games (theirs: 248.4)"))
    );
    // Without the distribution the table is as before.
    let plain = Report::new(&scores, RuleSet::Yatzy, None);
    assert!(!plain.table[0].contains("Beats"));
}

#[test]
fn yatzy_scores_places_each_score_on_a_new_machine_from_the_built_in_distribution() {
    let dir = tempfile::tempdir().unwrap();
    let forced = yatzy::core::solver::Solution::solve(RuleSet::Forced, &mut |_| {});
    let distribution = yatzy::core::solver::ScoreDistribution::of(&forced, &mut |_| {});
    let mut file = common::history(3);
    for entry in &mut file.entries {
        entry.rules = RuleSet::Forced;
        entry.score = 130;
    }
    std::fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    let output = common::run_yatzy(dir.path(), &["scores", "--rules", "forced"]);
    let text = common::text(&output.stdout);
    let share: f64 = distribution.probabilities[..130].iter().sum();
    assert!(text.contains("Beats"), "{text}");
    assert!(text.contains(&as_percent(share)), "{text}");
    // Nothing was computed or cached for it.
    assert!(!dir.path().join("cache").exists());
}

#[test]
fn a_game_in_the_high_score_table_replays_for_review_and_an_old_one_says_why_not() {
    let dir = tempfile::tempdir().unwrap();
    let storage = yatzy::storage::Storage::at(dir.path().to_path_buf());
    // An entry from before games were kept whole, with a higher score, listed first.
    let mut old = common::history(1);
    old.entries[0].score = 370;
    std::fs::write(dir.path().join("highscores.json"), old.to_json()).unwrap();
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, Some(8), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.solver_ready(common::yatzy_table());
    app.distribution_ready(distribution());
    common::play_to_the_end(&mut app);
    keys(&mut app, "Zed");
    press(&mut app, KeyCode::Enter);
    let played = app.review().unwrap().clone();
    let total = app.game().card().total();

    keys(&mut app, "s");
    press(&mut app, KeyCode::Enter);
    assert!(
        matches!(app.screen(), Screen::HighScores(_)),
        "the old game cannot open"
    );
    let said = format!("{:?}", app.status());
    assert!(
        said.contains("recorded before games were kept whole"),
        "{said}"
    );

    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let Screen::PastGame(past) = app.screen() else {
        panic!("the past game, got {:?}", app.screen());
    };
    assert_eq!(past.review, played, "the same decisions, judged the same");
    assert_eq!(past.score, total);
    let screen = draw(&app, 80, 24);
    assert!(screen.contains("Zed"), "{screen}");
    assert!(
        screen.contains(&format!("Final score {total}: better than")),
        "{screen}"
    );
    press(&mut app, KeyCode::Esc);
    let Screen::HighScores(table) = app.screen() else {
        panic!("back to the table");
    };
    assert_eq!(table.cursor, 1, "on the game just reviewed");
    assert_recorded_whole(&storage, &played, &app);
}

/// The record on file is the game's: 15 scores and a hold mask for every other roll; and the
/// trends review the kept game: its points lost per decision, and its boxes.
fn assert_recorded_whole(
    storage: &yatzy::storage::Storage,
    played: &yatzy::core::review::Review,
    app: &App,
) {
    let file = storage.load_scores().unwrap().value;
    let entry = file
        .entries
        .iter()
        .find(|e| e.name.ends_with("Zed"))
        .unwrap();
    let trends = yatzy::reports::trends::Trends::new(
        &file,
        RuleSet::Yatzy,
        Some(&common::yatzy_table()),
        None,
    );
    assert_eq!(trends.kept_games, 1);
    let per_decision = played.total_lost / played.decisions.len() as f64;
    assert!((trends.lost_per_decision[0] - per_decision).abs() < 1e-9);
    let chance = app
        .game()
        .card()
        .get(yatzy::core::rules::Category::Chance)
        .unwrap();
    assert_eq!(trends.boxes[13].yours, Some(f64::from(chance)));
    assert_eq!(
        entry
            .moves
            .as_ref()
            .unwrap()
            .chars()
            .filter(char::is_ascii_uppercase)
            .count(),
        15
    );
}

#[test]
fn the_trends_tell_the_story_of_the_games() {
    use yatzy::reports::trends::{Streak, Trends};
    // Twelve games, one a minute: scores 120 + 37i mod 200, every 5th with the bonus.
    let mut file = common::history(12);
    for (day, entry) in file.entries.iter_mut().enumerate().take(3) {
        entry.daily = Some(chrono::NaiveDate::from_ymd_opt(2026, 11, 20 + day as u32).unwrap());
    }
    let optimal = distribution();
    let trends = Trends::new(&file, RuleSet::Yatzy, None, Some(&optimal));
    let expected: Vec<u16> = (0..12).map(|i| 120 + (i * 37 % 200) as u16).collect();
    assert_eq!(trends.scores, expected, "in the order played");
    assert_eq!(trends.best, expected.iter().max().copied());
    assert_eq!(trends.bonus_rate, Some(3.0 / 12.0));
    assert_eq!(trends.optimal_bonus_rate, Some(optimal.bonus_rate));
    assert_eq!(trends.streak_line, Some(optimal.percentile(50)));
    // Above 249: 120 157 194 231 268 305 142 179 216 253 290 127.
    assert_eq!(
        trends.above,
        Streak {
            current: 0,
            longest: 2
        }
    );
    assert_eq!(
        trends.daily,
        Streak {
            current: 3,
            longest: 3
        }
    );
    assert_eq!(trends.kept_games, 0, "no game here was kept whole");
    let lines = trends.lines().join("\n");
    assert!(lines.contains("12 games · best 305"), "{lines}");
}

#[test]
fn yatzy_scores_trends_prints_json_for_scripts() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("highscores.json"),
        common::history(4).to_json(),
    )
    .unwrap();
    let output = common::run_yatzy(
        dir.path(),
        &["scores", "--trends", "--json", "--rules", "forced"],
    );
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["rules"], "forced");
    assert_eq!(
        json["scores"].as_array().unwrap().len(),
        0,
        "the history is Yatzy's"
    );
    let text = common::text(
        &common::run_yatzy(dir.path(), &["scores", "--trends", "--rules", "forced"]).stdout,
    );
    assert!(
        text.contains("No games recorded yet for Forced Yatzy"),
        "{text}"
    );
}

/// `app`'s screen, and its plot's rows: those below the chart's legend (the row naming "this
/// game" or "your scores") down to the x axis' labels.
fn chart_rows(screen: &str, legend: &str) -> Vec<String> {
    let rows: Vec<&str> = screen.lines().collect();
    let top = rows
        .iter()
        .position(|row| row.contains(legend))
        .unwrap_or_else(|| panic!("a legend naming {legend:?}:\n{screen}"));
    rows[top + 1..]
        .iter()
        .take_while(|row| !row.contains(" Turn Roll") && !row.contains('╰'))
        .map(|row| row.to_string())
        .collect()
}

/// A finished game's review in `theme`, drawn in ASCII or not.
fn review_screen(theme: Theme, ascii: bool) -> String {
    let mut app = App::new(Game::new(RuleSet::Yatzy, 8), theme);
    app.solver_ready(common::yatzy_table());
    app.distribution_ready(distribution());
    common::play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "v");
    app.set_ascii(ascii);
    draw(&app, 80, 24)
}

#[test]
fn the_review_chart_has_a_legend_and_a_glyph_for_each_series_without_colour() {
    // NO_COLOR's theme: each series has a glyph of its own, named in the legend.
    let screen = review_screen(Theme::monochrome(), false);
    for entry in [".. 10-90%", "++ 25-75%", "oo median", "** this game"] {
        assert!(screen.contains(entry), "{entry:?} in the legend:\n{screen}");
    }
    let plot = chart_rows(&screen, "this game").join("\n");
    for glyph in ['.', '+', 'o', '*'] {
        assert!(plot.contains(glyph), "{glyph:?} in the plot:\n{plot}");
    }
    assert!(!plot.chars().any(|c| ('\u{2800}'..='\u{28ff}').contains(&c)));
    // The axis' title in the labels' row, under the plot, not over the data.
    let labels = plot.lines().last().unwrap();
    assert!(labels.contains("turn") && labels.contains("15"), "{plot}");
    assert_eq!(plot.matches("turn").count(), 1, "{plot}");
    insta::assert_snapshot!("review_chart_no_color_80x24", screen);
}

#[test]
fn the_review_chart_in_ascii_tells_the_series_apart_too() {
    let screen = review_screen(Theme::named(yatzy::ui::ThemeName::Default), true);
    assert!(screen.is_ascii(), "{screen}");
    for entry in [".. 10-90%", "++ 25-75%", "oo median", "** this game"] {
        assert!(screen.contains(entry), "{entry:?} in the legend:\n{screen}");
    }
    insta::assert_snapshot!("review_chart_ascii_80x24", screen);
}

/// The trends page of 40 recorded games, drawn in `theme`, in ASCII or not.
fn trends_screen(theme: Theme, ascii: bool) -> String {
    let dir = tempfile::tempdir().unwrap();
    let scores = common::history(40);
    std::fs::write(dir.path().join("highscores.json"), scores.to_json()).unwrap();
    let storage = yatzy::storage::Storage::at(dir.path());
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, Some(1), true);
    let mut app = App::open(opened, storage, theme);
    app.distribution_ready(distribution());
    keys(&mut app, "s");
    press(&mut app, KeyCode::Tab);
    app.set_ascii(ascii);
    draw(&app, 80, 24)
}

#[test]
fn the_trends_chart_has_a_legend_and_keeps_its_labels_outside_the_plot() {
    let screen = trends_screen(Theme::monochrome(), false);
    // Seven players' games: everyone's scores, nobody's "your".
    for entry in ["oo optimal median", "** scores"] {
        assert!(screen.contains(entry), "{entry:?} in the legend:\n{screen}");
    }
    let plot = chart_rows(&screen, "** scores");
    let labels = plot.iter().rev().find(|row| row.contains("40")).unwrap();
    assert!(labels.contains("game"), "{plot:#?}");
    assert_eq!(plot.iter().filter(|row| row.contains("game")).count(), 1);
    let drawn = plot.join("\n");
    assert!(drawn.contains('*') && drawn.contains('o'), "{drawn}");
    // Only the keys that do something on this page.
    let footer = screen
        .lines()
        .rev()
        .find(|row| row.contains("Esc"))
        .unwrap();
    assert!(
        !footer.contains("Enter") && !footer.contains("↑↓"),
        "{footer}"
    );
    insta::assert_snapshot!("trends_chart_no_color_80x24", screen);
}

#[test]
fn the_trends_chart_in_ascii_tells_the_series_apart_too() {
    let screen = trends_screen(Theme::named(yatzy::ui::ThemeName::Default), true);
    assert!(screen.is_ascii(), "{screen}");
    for entry in ["oo optimal median", "** scores"] {
        assert!(screen.contains(entry), "{entry:?} in the legend:\n{screen}");
    }
    insta::assert_snapshot!("trends_chart_ascii_80x24", screen);
}

#[test]
fn before_the_distribution_is_in_the_standing_says_it_is_computing_then_appears() {
    let mut app = App::new(Game::new(RuleSet::Yatzy, 8), Theme::monochrome());
    app.solver_ready(common::yatzy_table());
    common::play_to_the_end(&mut app);
    press(&mut app, KeyCode::Enter);
    let screen = draw(&app, 80, 24);
    assert!(
        screen.contains("Where this stands against optimal games: computing…"),
        "{screen}"
    );
    keys(&mut app, "v");
    let total = app.game().card().total();
    let screen = draw(&app, 80, 24);
    assert!(
        screen.contains(&format!(
            "Final score {total}: where it stands against optimal games: computing…"
        )),
        "{screen}"
    );
    // Once it is in, the share is said where the notice was.
    app.distribution_ready(distribution());
    let screen = draw(&app, 80, 24);
    assert!(
        screen.contains(&format!("Final score {total}: better than")),
        "{screen}"
    );
}
