//! The settings screen and the preferences behind it: each change in force and saved at once,
//! a bad saved value told and replaced by its default with the file kept as it was, the
//! command line's options over the saved ones, and the coach that asks before a costly move.

use std::fs;

use ratatui::crossterm::event::{
    Event, KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use yatzy::core::rules::Category::*;
use yatzy::core::rules::RuleSet;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::{
    AsciiMode, BoardLayout, Overrides, Preferences, Screen, Setting, Status, Theme, ThemeName,
};

use crate::common;
use common::{keys, press};

fn storage(dir: &std::path::Path) -> Storage {
    Storage::at(dir.to_path_buf())
}

/// The game as `yatzy` starts it in `storage`, with `overrides` given on the command line.
fn start(storage: &Storage, overrides: &Overrides) -> App {
    let mut opened = tui::open(storage, RuleSet::Yatzy, Some(3), true);
    let (preferences, overridden) = tui::preferences_in_force(&mut opened, overrides);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.apply_preferences(preferences, overridden, false);
    app
}

fn settings_file(dir: &std::path::Path) -> serde_json::Value {
    serde_json::from_slice(&fs::read(dir.join("settings.json")).unwrap()).unwrap()
}

/// Opens the settings and moves the cursor to `setting`.
fn to_setting(app: &mut App, setting: Setting) {
    keys(app, "o");
    let row = Setting::ALL.iter().position(|&s| s == setting).unwrap();
    for _ in 0..row {
        press(app, KeyCode::Down);
    }
    assert_eq!(*app.screen(), Screen::Settings(row));
}

fn everything_said(app: &App) -> String {
    let mut said = app.alerts().join("\n");
    if let Some(Status::Info(text) | Status::Warning(text)) = app.status() {
        said.push('\n');
        said.push_str(text);
    }
    said
}

#[test]
fn a_change_applies_at_once_is_saved_at_once_and_is_there_next_time() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    let mut app = start(&storage, &Overrides::default());
    to_setting(&mut app, Setting::Theme);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.preferences().theme, ThemeName::Light);
    assert_eq!(
        app.status(),
        Some(&Status::Info("Theme: light · saved".into()))
    );
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.preferences().bot_pace_ms, 300);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.preferences().ascii, AsciiMode::On);
    press(&mut app, KeyCode::Esc);
    assert_eq!(*app.screen(), Screen::Board);

    let file = settings_file(dir.path());
    assert_eq!(file["preferences"]["theme"], "light");
    assert_eq!(file["preferences"]["bot_pace_ms"], 300);
    assert_eq!(file["preferences"]["ascii"], "on");
    assert!(
        file["preferences"].get("coach").is_none(),
        "only what changed is written"
    );

    drop(app);
    let again = start(&storage, &Overrides::default());
    assert_eq!(
        *again.preferences(),
        Preferences {
            theme: ThemeName::Light,
            bot_pace_ms: 300,
            ascii: AsciiMode::On,
            ..Preferences::default()
        }
    );
    assert_eq!(again.bot_pace(), std::time::Duration::from_millis(300));
}

#[test]
fn a_change_that_cannot_be_saved_never_says_saved() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    let mut app = start(&storage, &Overrides::default());
    // No writer can take the directory's lock: a named pipe stands in its place.
    let _ = fs::remove_file(dir.path().join(".lock"));
    let made = std::process::Command::new("mkfifo")
        .arg(dir.path().join(".lock"))
        .status()
        .unwrap();
    assert!(made.success());
    to_setting(&mut app, Setting::Theme);
    press(&mut app, KeyCode::Right);
    assert_eq!(
        app.preferences().theme,
        ThemeName::Light,
        "in force all the same"
    );
    assert_eq!(
        app.status(),
        Some(&Status::Warning("Theme: light · not saved".into()))
    );
    let said = everything_said(&app);
    assert!(!said.contains("· saved"), "{said}");
    assert!(
        said.contains("Settings not saved") && said.contains(".lock"),
        "{said}"
    );
}

#[test]
fn a_bad_value_is_told_in_full_costs_only_itself_and_stays_in_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let original =
        r#"{"version":2,"preferences":{"theme":"pink","coach":true,"bot_pace_ms":"fast"}}"#;
    fs::write(dir.path().join("settings.json"), original).unwrap();
    let storage = storage(dir.path());
    let app = start(&storage, &Overrides::default());
    let said = everything_said(&app);
    assert!(
        said.contains("Settings: \"theme\": \"pink\" is not one of default, light, high-contrast, colour-blind; using default"),
        "{said}"
    );
    assert!(
        said.contains("\"bot_pace_ms\": \"fast\" is not a whole number"),
        "{said}"
    );
    assert!(app.coach(), "the good value next to them is used");
    assert_eq!(app.preferences().theme, ThemeName::Default);
    assert_eq!(
        fs::read_to_string(dir.path().join("settings.json")).unwrap(),
        original,
        "opening writes nothing over it"
    );
    // A later write (the rule set played, a name) keeps the bad values as they were.
    storage
        .update_settings(|settings| settings.last_rules = Some(RuleSet::Yacht))
        .unwrap();
    let file = settings_file(dir.path());
    assert_eq!(file["preferences"]["theme"], "pink");
    assert_eq!(file["preferences"]["bot_pace_ms"], "fast");
    assert_eq!(file["last_rules"], "yacht");
}

#[test]
fn options_decide_for_the_session_and_are_never_saved() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    storage
        .update_settings(|settings| {
            settings.preferences = serde_json::json!({"theme": "light", "coach_threshold": 2.0});
        })
        .unwrap();
    let overrides = Overrides {
        theme: Some(ThemeName::HighContrast),
        ..Overrides::default()
    };
    let mut app = start(&storage, &overrides);
    assert_eq!(app.preferences().theme, ThemeName::HighContrast);
    assert_eq!(app.preferences().coach_threshold, 2.0);
    // Another setting changed on the screen: the option's theme is not written with it.
    to_setting(&mut app, Setting::Mouse);
    press(&mut app, KeyCode::Right);
    let file = settings_file(dir.path());
    assert_eq!(file["preferences"]["theme"], "light");
    assert_eq!(file["preferences"]["mouse"], false);
}

#[test]
fn with_the_mouse_off_clicks_do_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    let mut app = start(&storage, &Overrides::default());
    to_setting(&mut app, Setting::Mouse);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Esc);
    assert!(!app.mouse());
    let area = Rect::new(0, 0, 80, 24);
    app.set_viewport(area);
    let layout = BoardLayout::new(area, RuleSet::Yatzy);
    let button = layout.roll_button;
    let click = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: button.x + 2,
        row: button.y + 1,
        modifiers: KeyModifiers::NONE,
    });
    assert!(!app.handle_event(&click));
    assert!(
        app.game().dice().is_none(),
        "the Roll button was not pressed"
    );
    // And back on, the same click rolls.
    to_setting(&mut app, Setting::Mouse);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Esc);
    assert!(app.handle_event(&click));
    assert!(app.game().dice().is_some());
}

#[test]
fn the_coach_that_asks_first_stops_a_costly_move_until_the_player_says_yes() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    storage
        .update_settings(|settings| {
            settings.preferences = serde_json::json!({"coach": true, "coach_asks_first": true});
        })
        .unwrap();
    let mut app = start(&storage, &Overrides::default());
    app.solver_ready(common::yatzy_table());
    keys(&mut app, "r");
    // Scoring a first roll in Chance at once gives away more than a point whatever it is.
    let dice = app.game().dice().unwrap();
    let chance = dice.values().iter().map(|&d| u16::from(d)).sum::<u16>();
    while app.box_cursor() != Some(Chance) {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    let Screen::ConfirmCostly(_, question) = app.screen().clone() else {
        panic!("expected the coach's question, got {:?}", app.screen());
    };
    assert!(question.starts_with("Coach: that costs "), "{question}");
    assert!(question.ends_with("Go ahead? y/n"), "{question}");
    keys(&mut app, "n");
    assert!(
        app.game().card().is_open(Chance),
        "no means the move is not made"
    );
    assert_eq!(*app.screen(), Screen::Board);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "y");
    assert_eq!(app.game().card().get(Chance), Some(chance));
    assert!(
        !everything_said(&app).contains("Coach: that cost"),
        "asked before, so not flagged after"
    );
}

#[test]
fn declining_the_coach_s_question_takes_back_the_enter_again_it_followed() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    storage
        .update_settings(|settings| {
            settings.preferences = serde_json::json!({"coach": true, "coach_asks_first": true});
        })
        .unwrap();
    let mut app = start(&storage, &Overrides::default());
    app.solver_ready(common::yatzy_table());
    // The cursor on Chance before the roll: at the first roll a first Enter only chooses it.
    while app.box_cursor() != Some(Chance) {
        press(&mut app, KeyCode::Down);
    }
    keys(&mut app, "r");
    press(&mut app, KeyCode::Enter);
    assert!(
        common::drawn(&app, 80, 24).contains("press Enter again to score it"),
        "the first Enter arms the guard"
    );
    // The second Enter would score it: the coach asks first, and the answer is no.
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen(), Screen::ConfirmCostly(..)));
    keys(&mut app, "n");
    assert!(app.game().card().is_open(Chance));
    let screen = common::drawn(&app, 80, 24);
    assert!(
        !screen.contains("press Enter again"),
        "declined, nothing is armed any more:\n{screen}"
    );
    assert!(screen.contains("Not played"), "{screen}");
}

#[test]
fn the_settings_screen_fits_the_smallest_board_and_shows_an_option_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    let overrides = Overrides {
        bot_pace_ms: Some(0),
        ..Overrides::default()
    };
    let mut app = start(&storage, &overrides);
    keys(&mut app, "o");
    for (width, height) in [(70, 23), (80, 24), (120, 40)] {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))
            .unwrap();
        let screen = format!("{}", terminal.backend());
        for setting in Setting::ALL {
            assert!(
                screen.contains(&setting.label()),
                "{width}x{height}: {}\n{screen}",
                setting.label()
            );
        }
        assert!(screen.contains("instant (option)"), "{screen}");
        assert!(
            screen.contains("the score card a game starts with"),
            "{screen}"
        );
    }
}

#[test]
fn commands_start_with_the_rule_set_the_settings_name_and_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    storage
        .update_settings(|settings| {
            settings.last_rules = Some(RuleSet::Yahtzee);
            settings.preferences = serde_json::json!({"rules": "forced"});
        })
        .unwrap();
    let output = common::run_yatzy(
        dir.path(),
        &["hint", "--dice", "11234", "--rolls-left", "0"],
    );
    let out = common::text(&output.stdout);
    let err = common::text(&output.stderr);
    assert!(out.contains("Forced Yatzy"), "{out}");
    assert!(
        err.contains("the rule set your settings start with"),
        "{err}"
    );
}

proptest::proptest! {
    /// Whatever the file holds under `"preferences"`, reading it never panics, every problem
    /// is a line of printable text, and a value read back is one the screen can show.
    #[test]
    fn any_preferences_read_without_panic(text in "\\PC{0,200}", number in proptest::num::f64::ANY, key in 0usize..8) {
        let setting = Setting::ALL[key];
        for value in [
            serde_json::json!(text),
            serde_json::json!(number),
            serde_json::json!({ "x": text }),
            serde_json::json!([number]),
            serde_json::Value::Null,
            serde_json::json!(true),
        ] {
            let mut raw = serde_json::Map::new();
            raw.insert(setting.key().to_string(), value);
            let (preferences, problems) = Preferences::from_json(&serde_json::Value::Object(raw));
            for problem in &problems {
                proptest::prop_assert!(!problem.chars().any(char::is_control), "{problem:?}");
            }
            let _ = setting.value(&preferences);
        }
        let _ = Preferences::from_json(&serde_json::json!(text));
    }
}

#[test]
fn settings_80x24() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(&storage(dir.path()), &Overrides::default());
    to_setting(&mut app, Setting::CoachAsksFirst);
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(&app, frame.area()))
        .unwrap();
    insta::assert_snapshot!(format!("{}", terminal.backend()));
}

#[test]
fn with_a_risk_appetite_the_hint_names_its_choice_where_it_differs() {
    use std::sync::Arc;
    use yatzy::core::solver::{Situation, Solution, TurnValues};
    let bold = Arc::new(Solution::solve_with_risk(RuleSet::Yatzy, 4.0, &mut |_| {}));
    let neutral = common::yatzy_table();
    let (mut differed, mut agreed) = (0, 0);
    for seed in 0..40 {
        let mut app = App::new(
            yatzy::core::game::Game::new(RuleSet::Yatzy, seed),
            Theme::monochrome(),
        );
        let preferences = Preferences {
            risk: 4.0,
            ..Preferences::default()
        };
        app.apply_preferences(preferences, Vec::new(), false);
        assert_eq!(
            app.take_risk_requests(),
            [4.0],
            "the appetite's table is asked for"
        );
        assert!(app.take_risk_requests().is_empty(), "once");
        app.solver_ready(neutral.clone());
        app.risk_ready(bold.clone());
        keys(&mut app, "r");
        let dice = app.game().dice().unwrap();
        let situation = Situation::from(app.game().card());
        let best = |table: &Solution| {
            TurnValues::new(table, &situation)
                .unwrap()
                .choices(&dice, 2)[0]
                .choice
                .clone()
        };
        let (calm, daring) = (best(&neutral), best(&bold));
        keys(&mut app, "t");
        let hint = app.hint().unwrap();
        if calm == daring {
            agreed += 1;
            assert_eq!(hint.at_risk, None, "seed {seed}");
        } else {
            differed += 1;
            assert_eq!(hint.at_risk, Some((4.0, daring)), "seed {seed}");
            let screen = {
                let mut terminal =
                    ratatui::Terminal::new(ratatui::backend::TestBackend::new(120, 30)).unwrap();
                terminal
                    .draw(|frame| frame.render_widget(&app, frame.area()))
                    .unwrap();
                format!("{}", terminal.backend())
            };
            assert!(screen.contains("bold (+4): "), "{screen}");
        }
    }
    assert!(
        differed > 0 && agreed > 0,
        "{differed} differed, {agreed} agreed"
    );
}

#[test]
fn a_table_with_bots_asks_for_the_bold_table_its_bots_play_when_behind() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = common::table_app(&storage(dir.path()), "Ann,bot", 4);
    assert_eq!(app.take_risk_requests(), [3.0]);
}

#[test]
fn the_coach_says_one_expected_point_in_the_singular() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    for (threshold, words) in [
        (1.0, "more than 1 expected point"),
        (1.5, "more than 1.5 expected points"),
        (2.0, "more than 2 expected points"),
    ] {
        storage
            .update_settings(|settings| {
                settings.preferences = serde_json::json!({ "coach_threshold": threshold });
            })
            .unwrap();
        let mut app = start(&storage, &Overrides::default());
        keys(&mut app, "c");
        let said = everything_said(&app);
        assert!(said.contains(words), "{threshold}: {said}");
        assert!(!said.contains(&format!("{words}s")), "{threshold}: {said}");
    }
}

/// Five fives after the first roll, scored in the Yatzy box (the cursor moved to it), drawn
/// in `theme`; the bell setting on if `bell` (the theme then as the environment says).
fn yatzy_scored(theme: Theme, bell: bool) -> App {
    let game = common::game_with_turns(RuleSet::Yatzy, &[], Some("55555"));
    let mut app = App::new(game, theme);
    if bell {
        let preferences = Preferences {
            bell,
            ..Preferences::default()
        };
        app.apply_preferences(preferences, Vec::new(), false);
    }
    for _ in 0..20 {
        if app.box_cursor() == Some(Yatzy) {
            break;
        }
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game().card().get(Yatzy), Some(50));
    app
}

/// The screen's rows, each cell with its style, at 80x24.
fn drawn(app: &App) -> ratatui::buffer::Buffer {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    terminal.backend().buffer().clone()
}

/// The cells of the row where `text` is drawn: its text and the cells under `text`.
fn cells_of<'b>(buffer: &'b ratatui::buffer::Buffer, text: &str) -> Vec<&'b ratatui::buffer::Cell> {
    let area = buffer.area;
    for y in 0..area.height {
        let row: String = (0..area.width).map(|x| buffer[(x, y)].symbol()).collect();
        if let Some(at) = row.find(text) {
            let start = row[..at].chars().count() as u16;
            return (start..start + text.chars().count() as u16)
                .map(|x| &buffer[(x, y)])
                .collect();
        }
    }
    panic!("{text:?} is not on screen");
}

#[test]
fn a_yatzy_is_celebrated_in_the_themes_colour_and_plain_in_ascii_and_without_colour() {
    let words = "YATZY! 50 points";
    // In colour: the theme's banner colour, which is a colour.
    let theme = Theme::named(ThemeName::Default);
    let app = yatzy_scored(theme, false);
    assert_eq!(app.celebration(), Some(words));
    let buffer = drawn(&app);
    for cell in cells_of(&buffer, words) {
        assert_eq!(Some(cell.fg), theme.banner.fg);
        assert!(
            !matches!(cell.fg, ratatui::style::Color::Reset),
            "a colour: {cell:?}"
        );
    }

    // Under NO_COLOR: the same words, not a colour in them.
    let app = yatzy_scored(Theme::monochrome(), false);
    let buffer = drawn(&app);
    for cell in cells_of(&buffer, words) {
        assert_eq!(cell.fg, ratatui::style::Color::Reset, "{cell:?}");
        assert_eq!(cell.bg, ratatui::style::Color::Reset, "{cell:?}");
    }

    // In ASCII: plain ASCII words, the whole screen ASCII.
    let mut app = yatzy_scored(Theme::monochrome(), false);
    app.set_ascii(true);
    let buffer = drawn(&app);
    cells_of(&buffer, words);
    let screen: String = buffer.content().iter().map(|c| c.symbol()).collect();
    assert!(screen.is_ascii(), "{screen}");

    // The next move ends it.
    let mut app = yatzy_scored(Theme::monochrome(), false);
    keys(&mut app, "r");
    assert_eq!(app.celebration(), None);
    assert!(!format!("{:?}", drawn(&app)).contains("YATZY!"));
}

#[test]
fn the_bell_rings_at_a_yatzy_only_with_the_setting_on() {
    // Off by default: the celebration, and no bell.
    assert!(!Preferences::default().bell);
    let mut app = yatzy_scored(Theme::monochrome(), false);
    let mut out = Vec::new();
    assert!(!tui::ring_bell(&mut app, &mut out).unwrap());
    assert!(out.is_empty());

    // On: one BEL byte, once.
    let mut app = yatzy_scored(Theme::monochrome(), true);
    assert!(tui::ring_bell(&mut app, &mut out).unwrap());
    assert!(!tui::ring_bell(&mut app, &mut out).unwrap());
    assert_eq!(out, b"\x07");

    // On, but no Yatzy: no bell.
    let game = common::game_with_turns(RuleSet::Yatzy, &[], Some("55512"));
    let mut app = App::new(game, Theme::monochrome());
    let preferences = Preferences {
        bell: true,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game().history().len(), 1);
    let mut out = Vec::new();
    assert!(!tui::ring_bell(&mut app, &mut out).unwrap());
    assert!(out.is_empty());
}

#[test]
fn the_bell_setting_is_changed_on_the_screen_and_saved() {
    let dir = tempfile::tempdir().unwrap();
    let storage = storage(dir.path());
    let mut app = start(&storage, &Overrides::default());
    assert!(!app.preferences().bell);
    to_setting(&mut app, Setting::Bell);
    press(&mut app, KeyCode::Right);
    assert!(app.preferences().bell);
    assert_eq!(settings_file(dir.path())["preferences"]["bell"], true);
    let mut again = start(&storage, &Overrides::default());
    assert!(again.preferences().bell, "kept for the next start");
    to_setting(&mut again, Setting::Bell);
    press(&mut again, KeyCode::Right);
    assert_eq!(settings_file(dir.path())["preferences"]["bell"], false);
}
