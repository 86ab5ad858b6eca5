//! The optimal-strategy engine inside the game: hints, the coach, the review.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::{Decision, Game};
use yatzy::core::rules::RuleSet;
use yatzy::core::solver::Choice;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::{Screen, Status, Theme};

use crate::common;
use common::{keys, press, yatzy_table as table};

fn app(seed: u64) -> App {
    let mut app = App::new(Game::new(RuleSet::Yatzy, seed), Theme::monochrome());
    app.solver_ready(table());
    app
}

fn warning(app: &App) -> String {
    match app.status() {
        Some(Status::Warning(message)) => message.clone(),
        other => panic!("expected a warning, got {other:?}"),
    }
}

fn finish(app: &mut App) {
    while !app.game().is_over() {
        keys(app, "r");
        common::score_at_cursor(app);
    }
    press(app, KeyCode::Esc);
}

#[test]
fn a_hint_needs_dice_and_a_ready_solver() {
    let mut waiting = App::new(Game::new(RuleSet::Yatzy, 1), Theme::monochrome());
    waiting.solver_advanced(0.4);
    keys(&mut waiting, "rt");
    assert!(warning(&waiting).contains("still working (40%)"));
    assert!(waiting.hint().is_none());

    let mut ready = app(1);
    keys(&mut ready, "t");
    assert!(warning(&ready).contains("Roll first"));
}

#[test]
fn t_shows_the_best_moves_and_counts_once_per_position() {
    let mut app = app(3);
    keys(&mut app, "rt");
    let hint = app.hint().expect("a hint").clone();
    assert_eq!(hint.choices.len(), 4);
    assert!(
        hint.choices
            .windows(2)
            .all(|w| w[0].expected_final >= w[1].expected_final)
    );
    if let Choice::Keep(faces) = &hint.choices[0].choice {
        let held = hint.held.expect("dice to hold");
        assert_eq!(held.iter().filter(|&&h| h).count(), faces.len());
    }
    keys(&mut app, "t");
    assert_eq!(
        app.hints_used(),
        1,
        "asking again about the same dice is one hint"
    );
    keys(&mut app, "r");
    assert!(app.hint().is_none(), "a new roll clears the hint");
    keys(&mut app, "t");
    assert_eq!(app.hints_used(), 2);
}

#[test]
fn following_every_hint_plays_the_optimal_game() {
    let mut app = app(5);
    while !app.game().is_over() {
        if app.game().dice().is_none() {
            keys(&mut app, "r");
        }
        keys(&mut app, "t");
        let hint = app.hint().unwrap().clone();
        match &hint.choices[0].choice {
            Choice::Keep(_) => {
                let want = hint.held.unwrap();
                for (i, &held) in want.iter().enumerate() {
                    if app.game().held()[i] != held {
                        keys(&mut app, &(i + 1).to_string());
                    }
                }
                keys(&mut app, "r");
            }
            Choice::Score(category) => {
                // Move the box cursor to the suggested box and score it.
                while app.box_cursor() != Some(*category) {
                    press(&mut app, KeyCode::Down);
                }
                keys(&mut app, "\n");
                if matches!(app.screen(), Screen::ConfirmScratch(_)) {
                    keys(&mut app, "y");
                }
            }
        }
    }
    press(&mut app, KeyCode::Esc);
    let review = app.review().expect("reviewed");
    assert!(
        review.total_lost < 1e-9,
        "hints followed lose nothing: {}",
        review.total_lost
    );
}

#[test]
fn the_coach_flags_a_costly_move_and_keeps_quiet_about_a_good_one() {
    let mut app = app(11);
    keys(&mut app, "c");
    assert!(matches!(app.status(), Some(Status::Info(m)) if m.starts_with("Coach on")));
    // Seed 11's first roll is 1 2 3 4 6: scoring Ones at once gives away 9.5 points.
    keys(&mut app, "r\n\n");
    assert!(
        warning(&app).starts_with("Coach: that cost 9.50 points; best was keep 6"),
        "{}",
        warning(&app)
    );

    let mut good = self::app(11);
    keys(&mut good, "crt");
    let best = good.hint().unwrap().held.unwrap();
    for (i, &held) in best.iter().enumerate() {
        if held {
            keys(&mut good, &(i + 1).to_string());
        }
    }
    keys(&mut good, "r");
    assert!(
        !matches!(good.status(), Some(Status::Warning(_))),
        "{:?}",
        good.status()
    );
    keys(&mut good, "c");
    assert!(matches!(good.status(), Some(Status::Info(m)) if m == "Coach off"));
}

#[test]
fn the_review_lists_every_decision_and_the_points_lost() {
    let mut app = app(11);
    finish(&mut app);
    keys(&mut app, "v");
    assert_eq!(*app.screen(), Screen::Review(0));
    let review = app.review().unwrap();
    assert_eq!(review.decisions.len(), app.game().decisions().len());
    assert_eq!(
        review.decisions.len(),
        15,
        "one scoring per turn, no rerolls in this game"
    );
    assert!((review.decisions[0].lost - 9.5).abs() < 0.01);
    let sum: f64 = review.decisions.iter().map(|d| d.lost).sum();
    assert!((review.total_lost - sum).abs() < 1e-9);
    press(&mut app, KeyCode::Down);
    assert_eq!(*app.screen(), Screen::Review(1));
    press(&mut app, KeyCode::End);
    assert_eq!(*app.screen(), Screen::Review(14));
    press(&mut app, KeyCode::Esc);
    assert_eq!(*app.screen(), Screen::Board);
}

#[test]
fn the_engine_logs_keeps_and_scorings_in_order() {
    let mut app = app(2);
    keys(&mut app, "r13r\n");
    if matches!(app.screen(), Screen::ConfirmScratch(_)) {
        keys(&mut app, "y");
    }
    let decisions = app.game().decisions();
    assert_eq!(decisions.len(), 2);
    assert!(matches!(
        decisions[0],
        Decision::Keep {
            held: [true, false, true, false, false],
            rolls_left: 2,
            ..
        }
    ));
    assert!(matches!(
        decisions[1],
        Decision::Score { rolls_left: 1, .. }
    ));
}

#[test]
fn games_played_with_hints_are_marked_in_the_high_scores() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let opened = tui::open(&storage, RuleSet::Yatzy, Some(4), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.solver_ready(table());
    keys(&mut app, "rt");
    finish(&mut app);
    let scores = storage.load_scores().unwrap().value;
    assert_eq!(scores.entries[0].hints_used, 1);
    let report = yatzy::reports::scores::Report::new(&scores, RuleSet::Yatzy, None);
    assert!(report.table[1].ends_with("hints"), "{}", report.table[1]);
}

fn draw(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

#[test]
fn hint_on_screen_80x24() {
    let mut app = app(11);
    keys(&mut app, "rt");
    let screen = draw(&app);
    assert!(screen.contains("4 ★"), "the six to keep is starred");
    assert!(screen.contains("Hint: keep 6 (expected final score"));
    insta::assert_snapshot!(screen);
}

#[test]
fn review_screen_80x24() {
    let mut app = app(11);
    finish(&mut app);
    keys(&mut app, "v");
    insta::assert_snapshot!(draw(&app));
}

#[test]
fn the_review_keeps_its_lost_column_at_the_smallest_size() {
    let mut app = app(11);
    finish(&mut app);
    keys(&mut app, "v");
    let mut terminal = Terminal::new(TestBackend::new(70, 23)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(&app, frame.area()))
        .unwrap();
    let screen = format!("{}", terminal.backend());
    let lines: Vec<&str> = screen.lines().collect();
    // Under the standing: the header, then the first turn with what it lost.
    let header = lines
        .iter()
        .position(|l| l.contains("Lost"))
        .expect("the header");
    assert!(header <= 2, "{screen}");
    assert!(
        lines[header + 1]
            .trim_end_matches(['│', '"', ' '])
            .ends_with("9.50"),
        "{screen}"
    );
}

#[test]
fn the_enter_guard_stays_in_view_beside_a_hint() {
    // The hint first, then the first Enter: both are on screen, the guard first.
    let (mut first, mut then) = (app(11), app(11));
    let app = &mut first;
    keys(app, "rt");
    let category = app.box_cursor().unwrap();
    press(app, KeyCode::Enter);
    let screen = draw(app);
    assert!(
        app.game().card().is_open(category),
        "a stray Enter scores nothing"
    );
    assert!(
        screen.contains("press Enter again to score it"),
        "the guard is in view:\n{screen}"
    );
    assert!(screen.contains("Hint: keep 6"), "the hint too:\n{screen}");
    let guard = screen.find("press Enter again").unwrap();
    assert!(guard < screen.find("Hint: keep 6").unwrap(), "{screen}");

    // The first Enter, then the hint: the guard stays.
    let app = &mut then;
    keys(app, "r");
    press(app, KeyCode::Enter);
    keys(app, "t");
    let screen = draw(app);
    assert!(screen.contains("Hint: keep 6"), "{screen}");
    assert!(screen.contains("press Enter again to score it"), "{screen}");

    // A hold keeps the box chosen, and so the guard in view.
    keys(app, "1");
    assert!(draw(app).contains("press Enter again to score it"));
    // A roll disarms it: nothing about a second Enter is left.
    keys(app, "r");
    assert!(!draw(app).contains("Enter again"));
}

#[test]
fn the_hint_s_star_beside_a_box_leaves_the_cursor_on_it_in_view() {
    use yatzy::core::rules::Category::*;
    // Every box but Chance filled, the last roll of the turn on the table: scoring Chance is
    // the only move, and the hint stars it while the cursor is on it.
    let filled = [
        (Ones, "11234"),
        (Twos, "22345"),
        (Threes, "33345"),
        (Fours, "44412"),
        (Fives, "55512"),
        (Sixes, "66612"),
        (OnePair, "66123"),
        (TwoPairs, "66553"),
        (ThreeOfAKind, "44412"),
        (FourOfAKind, "44441"),
        (SmallStraight, "12345"),
        (LargeStraight, "23456"),
        (FullHouse, "22333"),
        (Yatzy, "12346"),
    ];
    let game = common::game_with_turns(RuleSet::Yatzy, &filled, Some("66655"));
    let game: Game = serde_json::from_str(
        &serde_json::to_string(&game)
            .unwrap()
            .replace("\"rolls_used\":1", "\"rolls_used\":3"),
    )
    .unwrap();
    let mut app = App::new(game, Theme::monochrome());
    app.solver_ready(table());
    keys(&mut app, "t");
    let screen = draw(&app);
    let chance = screen
        .lines()
        .find(|line| line.contains("Chance"))
        .expect("the Chance row");
    assert!(chance.contains("›Chance ★"), "{screen}");
}

#[test]
fn the_last_roll_s_hint_leaves_the_card_s_sums_in_view_and_never_breaks_a_choice() {
    let mut app = app(11);
    keys(&mut app, "rrrt");
    for (width, height) in [(70, 23), (80, 24)] {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))
            .unwrap();
        let screen = format!("{}", terminal.backend());
        assert!(screen.contains("Hint: score"), "{screen}");
        assert_eq!(
            screen.matches("Sum ").count(),
            2,
            "{width}x{height}:\n{screen}"
        );
        let next = screen
            .lines()
            .find(|line| line.contains("Next best"))
            .expect("the next best");
        // Each choice with its cost, whole, on the one line.
        for choice in next.split(" · ") {
            assert!(
                choice
                    .trim_end_matches(['"', ' '])
                    .rsplit_once(" -")
                    .is_some(),
                "{next}"
            );
        }
        assert!(
            !screen
                .lines()
                .any(|l| l.trim_start_matches(['"', '║', ' ']).starts_with('-'))
        );
    }
}
