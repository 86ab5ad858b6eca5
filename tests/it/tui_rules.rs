//! Yacht, Yahtzee and Forced Yatzy in the game: forced boxes, Jokers, bonuses, boxes in order,
//! and the remembered rule set.

use std::process::Command as Process;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use yatzy::core::game::Game;
use yatzy::core::rules::Category::{self, *};
use yatzy::core::rules::RuleSet;
use yatzy::storage::Storage;
use yatzy::tui::App;
use yatzy::ui::{BoardLayout, Screen, Status, Theme};

use crate::common;
use common::press;

/// A game of `rules` whose card holds `filled`, with `dice` on the table after one roll.
fn game_with(rules: RuleSet, filled: &[(Category, &str)], dice: &str) -> Game {
    common::game_with_turns(rules, filled, Some(dice))
}

fn app(game: Game) -> App {
    let mut app = App::new(game, Theme::monochrome());
    // As after the roll: the cursor goes to a box the dice may go in.
    app.handle_key(KeyEvent::from(KeyCode::Char('j')));
    app.handle_key(KeyEvent::from(KeyCode::Char('k')));
    app
}

fn draw(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

fn click_box(app: &mut App, category: Category) -> bool {
    let area = Rect::new(0, 0, 80, 24);
    app.set_viewport(area);
    let board = BoardLayout::new(area, app.game().rules());
    let (_, row) = board
        .box_rows
        .iter()
        .find(|(c, _)| *c == category)
        .copied()
        .unwrap();
    app.handle_event(&Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: row.x + 2,
        row: row.y,
        modifiers: KeyModifiers::NONE,
    }))
}

#[test]
fn yacht_a_yacht_is_offered_only_its_open_box_and_other_boxes_say_why() {
    let mut app = app(game_with(RuleSet::Yacht, &[], "55555"));
    assert_eq!(
        app.box_cursor(),
        Some(Yatzy),
        "the cursor goes to the only allowed box"
    );
    press(&mut app, KeyCode::Down);
    assert_eq!(app.box_cursor(), Some(Yatzy), "no other box to move to");
    let screen = draw(&app);
    assert!(
        screen.contains("Five of a kind: it must go in its open box (50)"),
        "{screen}"
    );
    assert!(screen.contains("(50)"));
    assert!(!screen.contains("(25)"), "Fives is not offered:\n{screen}");

    click_box(&mut app, Fives);
    match app.status() {
        Some(Status::Warning(message)) => {
            assert_eq!(message, "A Yacht must go in the Yacht box while it is open")
        }
        other => panic!("{other:?}"),
    }
    assert!(app.game().card().is_open(Fives));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game().card().get(Yatzy), Some(50));
}

#[test]
fn forced_yatzy_offers_only_the_next_box_and_says_which_all_turn() {
    let mut app = app(game_with(RuleSet::Forced, &[(Ones, "11234")], "66666"));
    assert_eq!(
        app.box_cursor(),
        Some(Twos),
        "the cursor is on the next box"
    );
    press(&mut app, KeyCode::Down);
    assert_eq!(app.box_cursor(), Some(Twos), "no other box to move to");
    assert_eq!(
        app.guidance(),
        "This turn scores in Twos: hold with 1-5, r to roll, Enter to score"
    );
    let screen = draw(&app);
    assert!(!screen.contains("(50)"), "Yatzy is not offered:\n{screen}");
    click_box(&mut app, Yatzy);
    match app.status() {
        Some(Status::Warning(message)) => assert_eq!(
            message,
            "In Forced Yatzy the boxes are filled in order: this turn scores in Twos"
        ),
        other => panic!("{other:?}"),
    }
    assert!(app.game().card().is_open(Yatzy));
    // A scratch in Twos is asked about, then written; the next turn names Threes.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.game().card().get(Twos), Some(0));
    assert_eq!(
        app.guidance(),
        "Press r to roll: this turn scores in Threes"
    );
}

#[test]
fn yacht_a_joker_with_50_held_scores_full_value_and_the_bonus() {
    let game = game_with(
        RuleSet::Yacht,
        &[(Yatzy, "22222"), (Fives, "55512")],
        "55555",
    );
    let mut app = app(game);
    let screen = draw(&app);
    assert!(screen.contains("Joker!"), "{screen}");
    insta::assert_snapshot!(screen);
    while app.box_cursor() != Some(LargeStraight) {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    let card = app.game().card();
    assert_eq!(card.get(LargeStraight), Some(40));
    assert_eq!(card.five_of_a_kind_bonuses(), 1);
    // (And how to take it back.)
    assert!(
        matches!(app.status(), Some(Status::Info(m)) if m == "Yacht bonus! +100 · u takes it back")
    );
    assert_eq!(card.total(), 50 + 15 + 40 + 100);
    let screen = draw(&app);
    assert!(screen.contains("Yacht bonus ×1"), "{screen}");
}

#[test]
fn yahtzee_a_forced_joker_skips_the_numbers_boxes() {
    let game = game_with(
        RuleSet::Yahtzee,
        &[(Yatzy, "12346"), (Threes, "33312")],
        "33333",
    );
    let mut app = app(game);
    assert!(draw(&app).contains("Joker! It must go in an open lower box"));
    let mut visited = Vec::new();
    for _ in 0..8 {
        visited.push(app.box_cursor().unwrap());
        press(&mut app, KeyCode::Down);
    }
    assert!(
        visited.iter().all(|c| c.upper_face().is_none()),
        "{visited:?}"
    );
    click_box(&mut app, Ones);
    assert!(matches!(app.status(), Some(Status::Warning(m)) if m.contains("open lower box")));
    assert!(app.game().card().is_open(Ones));
}

#[test]
fn the_rule_set_name_is_always_on_screen() {
    for rules in RuleSet::ALL {
        let app = App::new(Game::new(rules, 1), Theme::monochrome());
        for (width, height) in [(70, 23), (80, 24), (120, 40)] {
            let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
            terminal
                .draw(|frame| frame.render_widget(&app, frame.area()))
                .unwrap();
            // The header heads the board, wherever the board is.
            let header: String = (0..height)
                .map(|y| {
                    (0..width)
                        .map(|x| terminal.backend().buffer()[(x, y)].symbol().to_string())
                        .collect::<String>()
                })
                .find(|row| !row.trim().is_empty())
                .unwrap();
            assert!(
                header.contains(rules.short_name()),
                "{rules} at {width}: {header}"
            );
        }
    }
}

#[test]
fn yacht_and_yahtzee_cards_at_80x24() {
    let mut app = App::new(Game::new(RuleSet::Yahtzee, 4), Theme::monochrome());
    app.handle_key(KeyEvent::from(KeyCode::Char('r')));
    insta::assert_snapshot!(draw(&app));
    assert_eq!(*app.screen(), Screen::Board);
}

fn yatzy(data_dir: &std::path::Path, args: &[&str]) -> String {
    let output = Process::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8")
        .args(args)
        .env("YATZY_DATA_DIR", data_dir)
        .env("YATZY_CACHE_DIR", data_dir.join("cache"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn every_command_takes_rules_and_the_last_rules_played_are_the_default() {
    let dir = tempfile::tempdir().unwrap();
    let json = yatzy(
        dir.path(),
        &["score", "--rules", "yahtzee", "--json", "55555"],
    );
    assert!(
        json.contains("\"yahtzee\":50")
            && json.contains("\"three_of_a_kind\":25")
            && !json.contains("one_pair"),
        "{json}"
    );
    assert!(
        yatzy(dir.path(), &["score", "--rules", "yacht", "12346"]).contains("Small Straight    30")
    );
    assert!(
        yatzy(dir.path(), &["scores", "--rules", "yacht"])
            .contains("No games recorded yet for Yacht")
    );
    let hint = yatzy(
        dir.path(),
        &[
            "hint",
            "--rules",
            "yahtzee",
            "--dice",
            "33333",
            "--rolls-left",
            "0",
            "--filled",
            "yahtzee,threes",
            "--five-box-50",
        ],
    );
    assert!(hint.contains("score Large Straight"), "{hint}");
    assert!(
        !hint.contains("score Ones"),
        "a forced Joker never goes up while lower boxes are open: {hint}"
    );
    let simulated = yatzy(
        dir.path(),
        &[
            "simulate",
            "--rules",
            "yacht",
            "--games",
            "50",
            "--strategy",
            "greedy",
            "--seed",
            "1",
        ],
    );
    assert!(simulated.starts_with("50 games of Yacht"), "{simulated}");

    // Nothing remembered yet: Scandinavian Yatzy. Then the last rules played.
    assert!(yatzy(dir.path(), &["score", "12345"]).contains("in Scandinavian Yatzy"));
    Storage::at(dir.path())
        .update_settings(|s| s.last_rules = Some(RuleSet::Yacht))
        .unwrap();
    assert!(yatzy(dir.path(), &["score", "12345"]).contains("in Yacht"));
    assert!(
        yatzy(dir.path(), &["score", "--rules", "yatzy", "12345"])
            .contains("in Scandinavian Yatzy")
    );
}

#[test]
fn a_joker_with_every_lower_box_filled_names_only_the_upper_boxes() {
    let lower = [
        (ThreeOfAKind, "33312"),
        (FourOfAKind, "44441"),
        (FullHouse, "22333"),
        (SmallStraight, "12346"),
        (LargeStraight, "23456"),
        (Yatzy, "11111"),
        (Chance, "66543"),
    ];
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        // Fives filled: the five of a kind's own box is taken, so the Joker applies.
        let mut filled = lower.to_vec();
        filled.push((Fives, "55512"));
        let app = app(game_with(rules, &filled, "55555"));
        let screen = draw(&app);
        assert!(
            screen.contains("Joker! No lower box is open: it scores 0 in an open upper box"),
            "{rules:?}\n{screen}"
        );
        assert!(
            !screen.contains("Full value in any open lower box"),
            "{screen}"
        );
    }
}

#[test]
fn a_zero_that_earns_a_yacht_bonus_shows_it_and_asks_nothing() {
    // Yacht box 50, Threes filled: 3 3 3 3 3 is a Joker; Ones takes 0 + the bonus 100.
    let game = game_with(
        RuleSet::Yacht,
        &[(Yatzy, "22222"), (Threes, "33312")],
        "33333",
    );
    let mut app = app(game);
    let screen = draw(&app);
    let ones = screen
        .lines()
        .find(|l| l.contains("Ones "))
        .unwrap()
        .to_string();
    assert!(ones.contains("(0+100)"), "{ones}");
    let chance = screen
        .lines()
        .find(|l| l.contains("Chance "))
        .unwrap()
        .to_string();
    assert!(chance.contains("(15+100)"), "{chance}");
    while app.box_cursor() != Some(Ones) {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(*app.screen(), Screen::Board, "no 'Scratch Ones for 0?'");
    assert_eq!(app.game().card().get(Ones), Some(0));
    assert_eq!(app.game().card().five_of_a_kind_bonuses(), 1);
}

#[test]
fn resuming_with_a_yacht_on_the_table_restores_its_forced_box_and_cursor() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let game = game_with(RuleSet::Yacht, &[(Ones, "11123")], "55555");
    let table = yatzy::core::table::Table::solitaire(game);
    common::leave_saved(&storage, &table);

    let opened = yatzy::tui::open(&storage, RuleSet::Yacht, None, false);
    let app = App::open(opened, storage, Theme::monochrome());
    assert_eq!(app.game().dice().map(|d| d.values()), Some([5; 5]));
    // The five-of-a-kind box is `Yatzy` in every rule set (named Yacht here).
    assert_eq!(
        app.box_cursor(),
        Some(Yatzy),
        "the cursor on the only box allowed"
    );
    assert!(
        matches!(app.status(), Some(Status::Info(m))
            if m.starts_with("Resumed your game") && m.ends_with("Five of a kind: it must go in its open box (50)")),
        "{:?}",
        app.status()
    );
    assert!(draw(&app).contains("(50)"), "{}", draw(&app));
}
