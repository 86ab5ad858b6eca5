//! The game screen's model driven directly by keys and clicks: no terminal involved.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use yatzy::core::game::{Command, Game, Phase};
use yatzy::core::rules::{Category, RuleSet};
use yatzy::tui::App;
use yatzy::ui::{BoardLayout, Screen, Status, Theme};

use crate::common;
use common::press;

fn app(seed: u64) -> App {
    App::new(Game::new(RuleSet::Yatzy, seed), Theme::monochrome())
}

fn type_keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn warning(app: &App) -> String {
    match app.status() {
        Some(Status::Warning(message)) => message.clone(),
        other => panic!("expected a warning, got {other:?}"),
    }
}

/// A seed whose first roll is scored above 0 in the first open box (Ones), and one where it is 0.
fn seed_where_ones_scores(wanted_zero: bool) -> u64 {
    (0..1000)
        .find(|&seed| {
            let mut game = Game::new(RuleSet::Yatzy, seed);
            game.apply(Command::Roll).unwrap();
            let zero = game.card().placement(Category::Ones, &game.dice().unwrap()) == Ok(0);
            zero == wanted_zero
        })
        .expect("some seed fits")
}

#[test]
fn r_rolls_all_five_dice_first() {
    let mut app = app(1);
    assert!(press(&mut app, KeyCode::Char('r')));
    assert_eq!(app.game().phase(), Phase::Rolled(1));
    assert!(app.game().dice().is_some());
}

#[test]
fn a_fourth_roll_is_explained_on_the_status_line() {
    let mut app = app(1);
    type_keys(&mut app, "rrr");
    let dice = app.game().dice();
    type_keys(&mut app, "r");
    assert_eq!(app.game().dice(), dice);
    assert!(warning(&app).contains("No rolls left"));
}

#[test]
fn digits_toggle_holds_and_move_the_die_cursor() {
    let mut app = app(2);
    type_keys(&mut app, "r24");
    assert_eq!(app.game().held(), [false, true, false, true, false]);
    assert_eq!(app.die_cursor(), 3);
    type_keys(&mut app, "2");
    assert_eq!(app.game().held(), [false, false, false, true, false]);
}

#[test]
fn holding_before_the_first_roll_says_to_roll_first() {
    let mut app = app(2);
    type_keys(&mut app, "1");
    assert_eq!(app.game().held(), [false; 5]);
    assert!(warning(&app).contains("Roll the dice first"));
}

#[test]
fn arrows_and_hl_move_the_die_cursor_with_wrap_and_space_toggles() {
    let mut app = app(3);
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Left);
    assert_eq!(app.die_cursor(), 4);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.die_cursor(), 1);
    press(&mut app, KeyCode::Char('h'));
    assert_eq!(app.die_cursor(), 0);
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.game().held(), [true, false, false, false, false]);
}

#[test]
fn up_and_down_move_over_open_boxes_only() {
    let mut app = app(4);
    assert_eq!(app.box_cursor(), Some(Category::Ones));
    press(&mut app, KeyCode::Up);
    assert_eq!(
        app.box_cursor(),
        Some(Category::Yatzy),
        "wraps to the last box"
    );
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Char('j'));
    assert_eq!(app.box_cursor(), Some(Category::Twos));
    press(&mut app, KeyCode::Char('k'));
    assert_eq!(app.box_cursor(), Some(Category::Ones));

    // Fill Twos; moving down from Ones now skips it.
    type_keys(&mut app, "r");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    type_keys(&mut app, "y");
    assert!(app.game().card().get(Category::Twos).is_some());
    assert_eq!(
        app.box_cursor(),
        Some(Category::Threes),
        "rests on the next open box"
    );
    press(&mut app, KeyCode::Up);
    assert_eq!(app.box_cursor(), Some(Category::Ones));
    press(&mut app, KeyCode::Down);
    assert_eq!(app.box_cursor(), Some(Category::Threes));
}

#[test]
fn enter_scores_a_box_worth_points_once_chosen() {
    let mut app = app(seed_where_ones_scores(false));
    type_keys(&mut app, "r");
    // Right after the turn's first roll, the first Enter only chooses the box.
    press(&mut app, KeyCode::Enter);
    assert!(app.game().card().is_open(Category::Ones));
    press(&mut app, KeyCode::Enter);
    assert_eq!(*app.screen(), Screen::Board);
    assert!(app.game().card().get(Category::Ones).unwrap() > 0);
    assert_eq!(app.game().phase(), Phase::AwaitingFirstRoll);
    assert_eq!(app.box_cursor(), Some(Category::Twos));
}

#[test]
fn scoring_zero_asks_and_y_confirms() {
    let mut app = app(seed_where_ones_scores(true));
    type_keys(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    assert_eq!(*app.screen(), Screen::Board, "chosen only");
    press(&mut app, KeyCode::Enter);
    assert_eq!(*app.screen(), Screen::ConfirmScratch(Category::Ones));
    assert!(app.game().card().is_open(Category::Ones));
    type_keys(&mut app, "y");
    assert_eq!(*app.screen(), Screen::Board);
    assert_eq!(app.game().card().get(Category::Ones), Some(0));
}

#[test]
fn a_question_takes_the_languages_yes_and_y_always() {
    use yatzy::i18n::{self, Language};
    // "ja": j answers yes in Swedish, Danish, Norwegian and German, and y still does.
    for (language, yes) in [
        (Language::Swedish, 'j'),
        (Language::Danish, 'j'),
        (Language::Norwegian, 'j'),
        (Language::German, 'j'),
        (Language::Swedish, 'y'),
        (Language::English, 'y'),
    ] {
        i18n::set(language);
        let mut app = app(seed_where_ones_scores(true));
        type_keys(&mut app, "r");
        // The first Enter after the turn's first roll chooses the box; the second asks.
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Enter);
        assert_eq!(*app.screen(), Screen::ConfirmScratch(Category::Ones));
        type_keys(&mut app, &yes.to_string());
        assert_eq!(
            app.game().card().get(Category::Ones),
            Some(0),
            "{language:?} {yes}"
        );
        // And quitting: asked, and answered.
        type_keys(&mut app, "rq");
        assert_eq!(*app.screen(), Screen::ConfirmQuit);
        type_keys(&mut app, &yes.to_string());
        assert!(app.should_quit(), "{language:?} {yes}");
    }
    // In English j means nothing here: the question is answered no, the box stays open.
    i18n::set(Language::English);
    let mut app = app(seed_where_ones_scores(true));
    type_keys(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(*app.screen(), Screen::ConfirmScratch(Category::Ones));
    type_keys(&mut app, "j");
    assert_eq!(*app.screen(), Screen::Board);
    assert!(app.game().card().is_open(Category::Ones));
    // The question says which letter: j/n in Swedish, y/n in English.
    i18n::set(Language::Swedish);
    assert!(yatzy::t!("quit-kept").ends_with(" j/n"));
    let footer = yatzy::ui::keymap::footer(yatzy::ui::keymap::Keys::Question);
    assert_eq!(footer[0], ("j y".to_string(), "ja".to_string()));
    i18n::set(Language::English);
    assert!(yatzy::t!("quit-kept").ends_with(" y/n"));
}

#[test]
fn any_other_key_cancels_the_scratch() {
    let mut app = app(seed_where_ones_scores(true));
    type_keys(&mut app, "r");
    // The first Enter after the roll only chooses the box; the second asks.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen(), Screen::ConfirmScratch(_)));
    type_keys(&mut app, "n");
    assert_eq!(*app.screen(), Screen::Board);
    assert!(app.game().card().is_open(Category::Ones));
    assert_eq!(app.game().phase(), Phase::Rolled(1));
}

#[test]
fn y_with_no_question_pending_does_nothing() {
    let mut app = app(5);
    type_keys(&mut app, "r");
    let before = serde_json::to_string(app.game()).unwrap();
    assert!(!press(&mut app, KeyCode::Char('y')));
    assert_eq!(serde_json::to_string(app.game()).unwrap(), before);
}

#[test]
fn unknown_keys_are_ignored_and_ask_for_no_redraw() {
    let mut app = app(6);
    type_keys(&mut app, "r");
    let before = serde_json::to_string(app.game()).unwrap();
    for code in [
        KeyCode::Char('b'),
        KeyCode::Char('Z'),
        KeyCode::F(5),
        KeyCode::Tab,
        KeyCode::Char('6'),
    ] {
        assert!(!press(&mut app, code), "{code:?}");
    }
    assert_eq!(serde_json::to_string(app.game()).unwrap(), before);
    assert_eq!(*app.screen(), Screen::Board);
}

#[test]
fn key_releases_are_ignored() {
    let mut app = app(6);
    let release = KeyEvent::new_with_kind(
        KeyCode::Char('r'),
        KeyModifiers::NONE,
        KeyEventKind::Release,
    );
    assert!(!app.handle_key(release));
    assert_eq!(app.game().phase(), Phase::AwaitingFirstRoll);
}

#[test]
fn q_quits_at_once_before_anything_is_rolled() {
    let mut app = app(7);
    type_keys(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn q_and_esc_ask_during_a_game_and_only_y_quits() {
    let mut app = app(7);
    type_keys(&mut app, "rq");
    assert_eq!(*app.screen(), Screen::ConfirmQuit);
    type_keys(&mut app, "x");
    assert_eq!(*app.screen(), Screen::Board);
    assert!(!app.should_quit());
    press(&mut app, KeyCode::Esc);
    assert_eq!(*app.screen(), Screen::ConfirmQuit);
    type_keys(&mut app, "y");
    assert!(app.should_quit());
}

#[test]
fn ctrl_c_quits_at_once_from_any_screen() {
    for setup in ["", "r", "r?", "rq"] {
        let mut app = app(8);
        type_keys(&mut app, setup);
        app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
        assert!(app.should_quit(), "after {setup:?}");
    }
}

#[test]
fn question_mark_opens_help_and_any_key_closes_it_without_acting() {
    let mut app = app(9);
    type_keys(&mut app, "?");
    assert_eq!(*app.screen(), Screen::Help);
    type_keys(&mut app, "r");
    assert_eq!(*app.screen(), Screen::Board);
    assert_eq!(
        app.game().phase(),
        Phase::AwaitingFirstRoll,
        "the key only closed the help"
    );
}

/// Plays to the end, then records the score under the offered name (Esc).
fn finish_game(app: &mut App) {
    while !app.game().is_over() {
        type_keys(app, "r");
        press(app, KeyCode::Enter);
        if matches!(app.screen(), Screen::ConfirmScratch(_)) {
            type_keys(app, "y");
        }
    }
    assert!(
        matches!(app.screen(), Screen::NamePrompt(_)),
        "game over asks for a name"
    );
    press(app, KeyCode::Esc);
    assert_eq!(*app.screen(), Screen::Board);
}

#[test]
fn a_whole_game_by_keys_ends_over_and_n_starts_a_new_one() {
    let mut app = app(10);
    finish_game(&mut app);
    assert_eq!(app.game().history().len(), 15);
    assert_eq!(app.box_cursor(), None);
    // Game keys do nothing now.
    assert!(!press(&mut app, KeyCode::Char('r')));
    assert!(!press(&mut app, KeyCode::Enter));
    type_keys(&mut app, "n");
    assert_eq!(app.game().phase(), Phase::AwaitingFirstRoll);
    assert_eq!(app.box_cursor(), Some(Category::Ones));
    assert_ne!(app.game().seed(), 10);
}

#[test]
fn q_after_game_over_quits_without_asking() {
    let mut app = app(11);
    finish_game(&mut app);
    type_keys(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn the_same_seed_and_keys_give_the_same_game() {
    let keys = "r13r2r\nr\ny";
    let play = || {
        let mut app = app(12);
        for _ in 0..20 {
            for c in keys.chars() {
                let code = if c == '\n' {
                    KeyCode::Enter
                } else {
                    KeyCode::Char(c)
                };
                press(&mut app, code);
            }
        }
        app.game().card().clone()
    };
    assert_eq!(play(), play());
}

fn click(app: &mut App, column: u16, row: u16) -> bool {
    app.handle_event(&Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }))
}

#[test]
fn clicks_roll_hold_and_score() {
    let area = Rect::new(0, 0, 80, 24);
    let mut app = app(seed_where_ones_scores(false));
    app.set_viewport(area);
    let board = BoardLayout::new(area, RuleSet::Yatzy);

    let button = board.roll_button;
    assert!(click(&mut app, button.x + 2, button.y + 1));
    assert_eq!(app.game().phase(), Phase::Rolled(1));

    let die = board.dice[2];
    assert!(click(&mut app, die.x + 4, die.y + 2));
    assert_eq!(app.game().held(), [false, false, true, false, false]);
    assert_eq!(app.die_cursor(), 2);

    // The cursor's box after the turn's first roll: a first click chooses it, a second
    // scores it.
    let (_, ones) = board.box_rows[0];
    assert!(click(&mut app, ones.x + 3, ones.y));
    assert!(app.game().card().is_open(Category::Ones));
    assert!(click(&mut app, ones.x + 3, ones.y));
    assert!(app.game().card().get(Category::Ones).is_some());

    // A filled box and empty space do nothing.
    assert!(!click(&mut app, ones.x + 3, ones.y));
    assert!(!click(&mut app, 0, area.height - 1));
}

#[test]
fn clicking_a_box_worth_zero_asks_first() {
    let area = Rect::new(0, 0, 100, 32);
    let mut app = app(seed_where_ones_scores(true));
    app.set_viewport(area);
    let board = BoardLayout::new(area, RuleSet::Yatzy);
    type_keys(&mut app, "r");
    let (_, ones) = board.box_rows[0];
    click(&mut app, ones.x + 1, ones.y);
    assert_eq!(*app.screen(), Screen::Board, "chosen only");
    click(&mut app, ones.x + 1, ones.y);
    assert_eq!(*app.screen(), Screen::ConfirmScratch(Category::Ones));
}

#[test]
fn right_clicks_and_clicks_on_a_too_small_screen_do_nothing() {
    let mut app = app(13);
    app.set_viewport(Rect::new(0, 0, 80, 24));
    let right = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Right),
        column: 10,
        row: 10,
        modifiers: KeyModifiers::NONE,
    });
    assert!(!app.handle_event(&right));
    app.set_viewport(Rect::new(0, 0, 30, 10));
    assert!(!click(&mut app, 5, 5));
    assert_eq!(app.game().phase(), Phase::AwaitingFirstRoll);
}

#[test]
fn caps_lock_does_not_freeze_the_game() {
    let mut app = app(31);
    type_keys(&mut app, "R");
    assert_eq!(app.game().phase(), Phase::Rolled(1));
    type_keys(&mut app, "1R");
    assert_eq!(app.game().phase(), Phase::Rolled(2));
    assert!(app.game().held()[0]);
}

#[test]
fn rolling_with_all_five_dice_held_is_refused_and_keeps_the_roll() {
    let mut app = app(32);
    type_keys(&mut app, "r12345r");
    assert_eq!(
        app.game().phase(),
        Phase::Rolled(1),
        "the roll was not used up"
    );
    assert!(
        warning(&app).contains("All five dice are held"),
        "{}",
        warning(&app)
    );
    type_keys(&mut app, "5r");
    assert_eq!(app.game().phase(), Phase::Rolled(2));
}

#[test]
fn under_the_size_notice_only_quitting_works() {
    let mut app = app(33);
    app.set_viewport(Rect::new(0, 0, 50, 12));
    type_keys(&mut app, "r1");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.game().phase(),
        Phase::AwaitingFirstRoll,
        "no blind moves"
    );
    app.set_viewport(Rect::new(0, 0, 80, 24));
    type_keys(&mut app, "r");
    assert_eq!(app.game().phase(), Phase::Rolled(1));
    app.set_viewport(Rect::new(0, 0, 50, 12));
    type_keys(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn a_click_on_another_box_selects_it_and_a_second_click_scores_it() {
    let area = Rect::new(0, 0, 80, 24);
    let mut app = app(seed_where_ones_scores(false));
    app.set_viewport(area);
    let board = BoardLayout::new(area, RuleSet::Yatzy);
    type_keys(&mut app, "r");
    let (_, chance) = board
        .box_rows
        .iter()
        .copied()
        .find(|(c, _)| *c == Category::Chance)
        .unwrap();
    assert!(click(&mut app, chance.x + 2, chance.y));
    assert_eq!(app.box_cursor(), Some(Category::Chance));
    assert!(
        app.game().card().is_open(Category::Chance),
        "a misclick costs no box"
    );
    assert!(matches!(app.status(), Some(Status::Info(m)) if m.contains("click again")));
    assert!(click(&mut app, chance.x + 2, chance.y));
    assert!(app.game().card().get(Category::Chance).is_some());
}
