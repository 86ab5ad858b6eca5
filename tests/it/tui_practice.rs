//! Practice in the game: `x` opens it, answers are graded on the board and kept in the data
//! directory at once, the player's own costly decisions come first, and Esc leads back.

use crate::common;

use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::record;
use yatzy::core::rules::RuleSet;
use yatzy::core::simulate::play_game;
use yatzy::core::solver::Greedy;
use yatzy::storage::{PRACTICE_FILE, ScoreEntry, Storage};
use yatzy::tui::App;
use yatzy::ui::{PracticeStage, Screen, Theme};

fn app_in(storage: &Storage) -> App {
    let opened = yatzy::tui::open(storage, RuleSet::Yatzy, Some(3), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.solver_ready(common::yatzy_table());
    app
}

fn practice(app: &App) -> &yatzy::ui::PracticeScreen {
    match app.screen() {
        Screen::Practice(screen) => screen,
        other => panic!("not practising: {other:?}"),
    }
}

/// What the message line says, drawn at 100x32.
fn drawn(app: &mut App) -> String {
    let backend = ratatui::backend::TestBackend::new(100, 32);
    let mut terminal = ratatui::Terminal::new(backend).unwrap();
    terminal
        .draw(|frame| {
            app.set_viewport(frame.area());
            frame.render_widget(&*app, frame.area());
        })
        .unwrap();
    let buffer = terminal.backend().buffer().clone();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn x_opens_practice_each_answer_is_graded_and_kept_and_esc_leads_back() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = app_in(&storage);
    common::keys(&mut app, "x");
    let screen = practice(&app);
    let PracticeStage::Position(position) = &screen.stage else {
        panic!("no position: {:?}", screen.stage);
    };
    assert_eq!(position.number, 1);
    assert!(drawn(&mut app).contains("practice 1 of 10"));

    // Enter scores the box under the cursor: graded at once, with the best choice.
    common::press(&mut app, KeyCode::Enter);
    let screen = practice(&app);
    assert_eq!(screen.answered.len(), 1);
    let grade = screen.answered[0].graded.grade;
    let screen_text = drawn(&mut app);
    let first_word = match grade {
        yatzy::core::review::Grade::Exact => "Exact:",
        yatzy::core::review::Grade::Close => "Within 0.1:",
        yatzy::core::review::Grade::Fair => "Within 1:",
        yatzy::core::review::Grade::Costly => "Costly:",
    };
    assert!(screen_text.contains(first_word), "{screen_text}");
    // Kept in the data directory before the next key.
    let log = storage.load_practice().unwrap().value;
    assert_eq!(log.sessions.len(), 1);
    assert_eq!(log.sessions[0].answered(), 1);
    assert_eq!(log.deck.len(), 1);

    // The next position, then Esc ends the session on its summary, and Esc again returns.
    common::press(&mut app, KeyCode::Enter);
    assert!(matches!(&practice(&app).stage, PracticeStage::Position(p) if p.number == 2));
    common::press(&mut app, KeyCode::Esc);
    assert_eq!(practice(&app).stage, PracticeStage::Summary);
    let summary = drawn(&mut app);
    assert!(summary.contains("This session: 1 position ·"), "{summary}");
    assert!(summary.contains("Proficiency"), "{summary}");
    common::press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), &Screen::Board);
    assert!(dir.path().join(PRACTICE_FILE).exists());
}

#[test]
fn the_players_own_costliest_decision_comes_first() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    // A finished game kept whole in the high scores, played by the greedy bot.
    let game = play_game(RuleSet::Yatzy, 21, &mut Greedy).unwrap();
    let mut entry: ScoreEntry = yatzy::session::score_entry(&game, "Ann", 300, 0);
    entry.moves = Some(record::moves(&game));
    storage.record(entry).unwrap();
    let review = yatzy::core::review::review(&common::yatzy_table(), &game);
    let costliest = review.decisions.iter().map(|d| d.lost).fold(0.0, f64::max);

    let mut app = app_in(&storage);
    common::keys(&mut app, "x");
    let PracticeStage::Position(position) = &practice(&app).stage else {
        panic!("no position");
    };
    assert_eq!(
        position.source,
        yatzy::core::practice::Source::Mistake(costliest)
    );
    let text = drawn(&mut app);
    assert!(text.contains("Your own decision"), "{text}");
}

#[test]
fn before_the_solver_is_ready_practice_waits_and_then_starts_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, Some(3), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    common::keys(&mut app, "x");
    assert_eq!(practice(&app).stage, PracticeStage::Waiting);
    assert!(drawn(&mut app).contains("The solver is preparing its table"));
    // Game keys mean nothing while it waits.
    common::keys(&mut app, "r1");
    assert_eq!(practice(&app).stage, PracticeStage::Waiting);
    app.solver_ready(common::yatzy_table());
    assert!(matches!(practice(&app).stage, PracticeStage::Position(_)));
}

#[test]
fn a_damaged_practice_log_is_kept_aside_and_the_player_told() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    std::fs::write(dir.path().join(PRACTICE_FILE), "{ not json").unwrap();
    let mut app = app_in(&storage);
    common::keys(&mut app, "x");
    assert!(
        app.alerts().iter().any(|a| a.starts_with("Practice:")),
        "{:?}",
        app.alerts()
    );
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("practice.json.")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        std::fs::read_to_string(kept[0].path()).unwrap(),
        "{ not json"
    );
}
