//! Every screen as a player sees it, at the usual 80x24 and at 100x32, a table of six
//! included: the board, the help, the questions, the game over, the players, the review, the
//! high scores, the resume chooser and the data popup.

use std::path::Path;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use yatzy::core::rules::RuleSet;
use yatzy::i18n::{self, Language};
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::{Screen, Theme};

use crate::common;
use common::{keys, press, table_app};

/// Four people (two of whom share their first letters) and two bots.
const SIX: &str = "Annabelle,Annika,Bob,Charlotte,bot,bot:easy";
const SIZES: [(u16, u16); 2] = [(80, 24), (100, 32)];

fn draw(app: &App, (width, height): (u16, u16)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

/// Snapshots `app` at both sizes, named `{name}_{width}x{height}`.
fn snapshot_both(name: &str, app: &App) {
    for size in SIZES {
        insta::assert_snapshot!(format!("{name}_{}x{}", size.0, size.1), draw(app, size));
    }
}

/// Every seat takes a turn (the people roll once and score the box under the cursor).
fn round(app: &mut App) {
    for _ in 0..app.table().seats().len() {
        if app.bot_to_move() {
            app.bot_finish_turn();
        } else {
            keys(app, "r");
            common::score_at_cursor(app);
        }
    }
}

fn six_mid_game() -> App {
    let mut app = table_app(&Storage::disabled(), SIX, 31);
    round(&mut app);
    round(&mut app);
    keys(&mut app, "r2");
    app
}

fn six_over() -> App {
    let mut app = table_app(&Storage::disabled(), SIX, 31);
    while !app.table().is_over() {
        round(&mut app);
    }
    app
}

#[test]
fn six_seats_mid_game() {
    let app = six_mid_game();
    let screen = draw(&app, (100, 32));
    for name in ["Annabelle", "Annika", "Bob", "Charlotte", "Bot", "Easy bot"] {
        assert!(
            screen.contains(&format!(" {name} ")),
            "{name} whole:\n{screen}"
        );
    }
    snapshot_both("six_seats_mid_game", &app);
}

#[test]
fn six_seats_help() {
    let mut app = six_mid_game();
    keys(&mut app, "?");
    snapshot_both("six_seats_help", &app);
}

#[test]
fn six_seats_quit_question() {
    let mut app = six_mid_game();
    keys(&mut app, "q");
    assert!(draw(&app, (80, 24)).contains("Your game is kept"));
    snapshot_both("six_seats_quit_question", &app);
}

#[test]
fn six_seats_game_over() {
    let app = six_over();
    assert!(draw(&app, (80, 24)).contains(" wins with "));
    snapshot_both("six_seats_game_over", &app);
}

#[test]
fn two_people_s_game_over_names_no_bots_and_a_table_with_bots_does() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = table_app(&storage, "Ann,Bob", 3);
    common::play_to_the_end(&mut app);
    let screen = draw(&app, (80, 24));
    assert!(
        screen.contains("Every player's score is recorded"),
        "{screen}"
    );
    assert!(!screen.contains("bots"), "{screen}");
    assert!(draw(&six_over(), (80, 24)).contains("bots keep statistics of their own"));
}

#[test]
fn six_seats_review_of_the_second_person() {
    let mut app = six_over();
    keys(&mut app, "v");
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.reviewed_player(), Some("Annika"));
    snapshot_both("six_seats_review", &app);
}

#[test]
fn players_screen_with_six_seats() {
    let mut app = six_over();
    keys(&mut app, "p");
    assert!(matches!(app.screen(), Screen::Setup(_)));
    snapshot_both("players", &app);
    // Renaming the third: the caret where typing goes.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    keys(&mut app, "\nby");
    snapshot_both("players_renaming", &app);
}

#[test]
fn solitaire_scratch_question_and_game_over() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = table_app(&storage, "Ann", 8);
    keys(&mut app, "r");
    while !matches!(app.screen(), Screen::ConfirmScratch(_)) {
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Enter);
        if app.game().dice().is_none() {
            keys(&mut app, "r");
        }
    }
    snapshot_both("solitaire_scratch", &app);
    keys(&mut app, "y");
    while !app.game().is_over() {
        keys(&mut app, "r");
        common::score_at_cursor(&mut app);
    }
    // The name prompt offers the login name: typed over, for a screen the same everywhere.
    for _ in 0..30 {
        press(&mut app, KeyCode::Backspace);
    }
    keys(&mut app, "Ann");
    press(&mut app, KeyCode::Left);
    snapshot_both("solitaire_name_prompt", &app);
    press(&mut app, KeyCode::Enter);
    snapshot_both("solitaire_game_over", &app);
}

#[test]
fn high_scores_after_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = table_app(&storage, "Ann,Bob,bot", 12);
    while !app.table().is_over() {
        round(&mut app);
    }
    // The dates of the games are today's: the table's rows are checked, not drawn.
    keys(&mut app, "s");
    let Screen::HighScores(screen) = app.screen() else {
        panic!("the high scores")
    };
    let report = &screen.report;
    assert_eq!(report.table.len(), 3, "a heading and the two people");
    let screen = draw(&app, (80, 24));
    assert!(screen.contains("Esc back to the game"), "{screen}");
}

/// Sets a saved game's clock to `at` with `secs` of play, so the chooser reads the same on
/// every run.
fn pin_saved_time(file: &Path, at: &str, secs: u64) {
    // Line by line: the dice generator's state is a 128-bit number that a JSON value would
    // not carry whole.
    let text = std::fs::read_to_string(file).unwrap();
    let pinned: Vec<String> = text
        .lines()
        .map(|line| match line.trim_start() {
            l if l.starts_with("\"saved_at\":") => format!("  \"saved_at\": \"{at}\","),
            l if l.starts_with("\"play_secs\":") => format!("  \"play_secs\": {secs},"),
            _ => line.to_string(),
        })
        .collect();
    assert_ne!(pinned.join("\n"), text, "the clock is in the file");
    std::fs::write(file, pinned.join("\n")).unwrap();
}

#[test]
fn resume_chooser_with_two_saved_games() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    // Two terminals, each with a game of its own, both closed mid-game.
    let mut first = table_app(&storage, "Ann", 3);
    keys(&mut first, "r\n\n");
    let mut second = table_app(&storage, SIX, 4);
    round(&mut second);
    keys(&mut second, "r");
    first.shutdown();
    second.shutdown();
    let saved: Vec<_> = std::fs::read_dir(dir.path().join("games"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    assert_eq!(saved.len(), 2, "{saved:?}");
    // The table's game the newer, whatever the files' (random) names.
    for file in &saved {
        let table = std::fs::read_to_string(file).unwrap().contains("Charlotte");
        let at = if table {
            "2026-11-02T11:30:00+00:00"
        } else {
            "2026-11-01T10:30:00+00:00"
        };
        pin_saved_time(file, at, if table { 120 } else { 60 });
    }
    // The new game offered instead has a seed of its own: fixed, for the header.
    let opened = tui::open(&storage, RuleSet::Yatzy, Some(9), false);
    let app = App::open(opened, storage, Theme::monochrome());
    assert!(
        matches!(app.screen(), Screen::Resume(0)),
        "{:?} {:?} {}",
        app.screen(),
        app.alerts(),
        draw(&app, (80, 24))
    );
    snapshot_both("resume_chooser", &app);
}

#[test]
fn data_popup_for_a_damaged_file() {
    // A fixed place, so the path in the message reads the same on every run.
    let place = std::env::temp_dir().join("yatzy-screens-damaged");
    let _ = std::fs::remove_dir_all(&place);
    std::fs::create_dir_all(&place).unwrap();
    std::fs::write(place.join("highscores.json"), "{ not json").unwrap();
    let storage = Storage::at(&place);
    let opened = tui::open(&storage, RuleSet::Yatzy, Some(5), true);
    let app = App::open(opened, storage, Theme::monochrome());
    assert!(!app.alerts().is_empty(), "the player is told");
    for size in SIZES {
        // The file kept aside carries the time it was moved: that part is masked.
        let screen = draw(&app, size);
        let masked: String = screen
            .lines()
            .map(|line| mask_digits_after(line, "corrupt-"))
            .collect::<Vec<_>>()
            .join("\n");
        insta::assert_snapshot!(format!("data_popup_{}x{}", size.0, size.1), masked);
    }
    let _ = std::fs::remove_dir_all(&place);
}

/// `line` with the digits that follow `marker` (up to the next space) turned into `#`.
fn mask_digits_after(line: &str, marker: &str) -> String {
    let Some(at) = line.find(marker) else {
        return line.to_string();
    };
    let (head, tail) = line.split_at(at + marker.len());
    let mut masking = true;
    let tail: String = tail
        .chars()
        .map(|c| {
            if c == ' ' || c == '│' || c == '║' {
                masking = false;
            }
            if masking && c.is_ascii_digit() {
                '#'
            } else {
                c
            }
        })
        .collect();
    format!("{head}{tail}")
}

/// Every kind of screen, for checks that hold on all of them.
fn every_screen() -> Vec<(&'static str, App)> {
    let mut help = six_mid_game();
    keys(&mut help, "?");
    let mut quit = six_mid_game();
    keys(&mut quit, "q");
    let mut review = six_over();
    keys(&mut review, "v");
    let mut players = six_over();
    keys(&mut players, "p");
    let mut scores = six_over();
    keys(&mut scores, "s");
    let mut hint = table_app(&Storage::disabled(), "Ann", 11);
    keys(&mut hint, "r1t");
    let mut settings = six_mid_game();
    keys(&mut settings, "o");
    // A name of letters with marks, as a player may type it.
    let mut names = table_app(&Storage::disabled(), "Åsa,Jørgen,Jürgen,Ærø", 5);
    keys(&mut names, "r");
    vec![
        ("board", six_mid_game()),
        ("help", help),
        ("quit", quit),
        ("game over", six_over()),
        ("review", review),
        ("players", players),
        ("high scores", scores),
        ("hint", hint),
        ("settings", settings),
        ("marked names", names),
    ]
}

#[test]
fn ascii_frames_hold_only_ascii_on_every_screen_in_every_language() {
    // Letters too (å, ä, ö, ø, æ, ü, ß): a terminal in ASCII would show their bytes as garbage.
    for language in Language::ALL {
        i18n::set(language);
        for (name, mut app) in every_screen() {
            app.set_ascii(true);
            for size in SIZES.into_iter().chain([(70, 23), (40, 10)]) {
                let screen = draw(&app, size);
                let odd: String = screen.chars().filter(|c| !c.is_ascii()).collect();
                assert!(
                    odd.is_empty(),
                    "{language:?} {name} at {size:?}: {odd}\n{screen}"
                );
            }
        }
    }
    i18n::set(Language::English);
    // The words are still there, without their marks.
    i18n::set(Language::Swedish);
    let mut app = six_mid_game();
    keys(&mut app, "o");
    app.set_ascii(true);
    let screen = draw(&app, (80, 24));
    i18n::set(Language::English);
    assert!(screen.contains("Sprak"), "{screen}");
}

#[test]
fn ascii_board_and_help() {
    let mut app = six_mid_game();
    app.set_ascii(true);
    insta::assert_snapshot!("ascii_board_80x24", draw(&app, (80, 24)));
    keys(&mut app, "?");
    insta::assert_snapshot!("ascii_help_80x24", draw(&app, (80, 24)));
    let mut alone = table_app(&Storage::disabled(), "Ann", 11);
    alone.set_ascii(true);
    keys(&mut alone, "r13t");
    insta::assert_snapshot!("ascii_solitaire_hint_80x24", draw(&alone, (80, 24)));
}

#[test]
fn p_turns_the_high_scores_to_each_name_and_to_everyone() {
    use yatzy::core::history::Whose;
    let dir = tempfile::tempdir().unwrap();
    let file = common::three_names(RuleSet::Yatzy);
    std::fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    common::remember_name(dir.path(), RuleSet::Yatzy, "ann");
    let storage = Storage::at(dir.path());
    let opened = tui::open(&storage, RuleSet::Yatzy, Some(1), true);
    let mut app = App::open(opened, storage, Theme::monochrome());
    keys(&mut app, "s");
    let shown = |app: &App| -> (Whose, Vec<String>) {
        let Screen::HighScores(screen) = app.screen() else {
            panic!("the high scores")
        };
        (screen.report.whose.clone(), screen.report.figures.clone())
    };
    // First the player's own: Ann's three games, however her name was written.
    let (whose, figures) = shown(&app);
    assert_eq!(whose, Whose::Player("ann".into()));
    assert_eq!(figures[0], " Your games (ann)");
    assert!(figures[1].contains("Games played       3"), "{figures:?}");
    assert!(figures[1].contains("Average   250.0"), "{figures:?}");
    // Then each other name, alphabetically, then everyone, then the player's again.
    keys(&mut app, "p");
    let (whose, figures) = shown(&app);
    assert_eq!(whose, Whose::Name("Bob".into()));
    assert!(figures[1].contains("Games played       2"), "{figures:?}");
    assert!(figures[1].contains("Average   125.0"), "{figures:?}");
    let screen = draw(&app, (80, 24));
    assert!(screen.contains("Games of Bob"), "{screen}");
    assert!(
        screen.contains("p player"),
        "the footer says the key: {screen}"
    );
    snapshot_both("high_scores_of_another_name", &app);
    keys(&mut app, "p");
    assert_eq!(shown(&app).0, Whose::Name("Cy".into()));
    keys(&mut app, "p");
    let (whose, figures) = shown(&app);
    assert_eq!(whose, Whose::Everyone);
    assert!(figures[1].contains("Games played       6"), "{figures:?}");
    keys(&mut app, "p");
    assert_eq!(shown(&app).0, Whose::Player("ann".into()));
    // The trends are the same name's, and `p` turns them too.
    press(&mut app, KeyCode::Tab);
    let trends = |app: &App| -> Vec<u16> {
        let Screen::HighScores(screen) = app.screen() else {
            panic!("the high scores")
        };
        assert!(screen.showing_trends);
        screen.trends.as_ref().expect("the trends").scores.clone()
    };
    assert_eq!(trends(&app), [200, 250, 300]);
    keys(&mut app, "p");
    assert_eq!(trends(&app), [100, 150]);
    let screen = draw(&app, (80, 24));
    assert!(screen.contains("Games of Bob"), "{screen}");
    assert!(
        screen.contains("2 games · best 150 · last 10 average 125.0"),
        "{screen}"
    );
    // Back on the table, the name chosen stays.
    press(&mut app, KeyCode::Tab);
    assert_eq!(shown(&app).0, Whose::Name("Bob".into()));
}

#[test]
fn six_players_at_70x23_see_every_preview_marked_never_a_bare_number() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = table_app(&storage, "Ann,Bob,Cid,Dee,Eve,Fay", 3);
    keys(&mut app, "r");
    let screen = draw(&app, (70, 23));
    let boxes = [
        "Ones",
        "Twos",
        "Threes",
        "Fours",
        "Fives",
        "Sixes",
        "One Pair",
        "Two Pairs",
        "3 of a Kind",
        "4 of a Kind",
        "Sm. Straight",
        "Lg. Straight",
        "Full House",
        "Chance",
        "Yatzy",
    ];
    let mut previews = 0;
    // The card's rows: from the panels' headings to their sums.
    let card = screen
        .lines()
        .skip_while(|line| !line.contains("Left Section"))
        .take_while(|line| !line.contains("Sum "));
    for line in card {
        for panel in line.split("│  │") {
            let Some(name) = boxes.iter().find(|name| panel.contains(*name)) else {
                continue;
            };
            let (_, after) = panel.split_once(name).unwrap();
            // Ann's column, the first after the name: every open box shows a preview.
            let cell = after.split_whitespace().next().unwrap_or_default();
            let cell = cell.trim_end_matches(['│', '"']);
            assert!(
                cell.starts_with('(') || cell.starts_with('+'),
                "{name}: {cell:?}\n{screen}"
            );
            previews += 1;
        }
    }
    assert_eq!(previews, 15, "{screen}");
}
