//! Hot-seat play in the game: hand-over, bots, the setup screen, recording and resuming.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use yatzy::core::rules::RuleSet;
use yatzy::core::table::{SeatKind, parse_players};
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::{Screen, Status, Theme};

use crate::common;
use common::{keys, press, yatzy_table as table};

fn start(storage: &Storage, players: &str, seed: u64) -> App {
    common::table_app(storage, players, seed)
}

/// A human's turn: roll and score the selected box.
fn human_turn(app: &mut App) {
    keys(app, "r");
    common::score_at_cursor(app);
}

fn draw(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

#[test]
fn the_turn_is_handed_over_explicitly() {
    let mut app = start(&Storage::disabled(), "Ann,Bob", 1);
    assert_eq!(app.table().current(), 0);
    human_turn(&mut app);
    assert_eq!(app.table().current(), 1);
    assert!(matches!(app.status(), Some(Status::Info(m)) if m == "Bob's turn: press r to roll"));
    assert!(draw(&app, 80, 24).contains("Bob · Turn 1 of 15"));
}

#[test]
fn a_bot_plays_step_by_step_and_a_key_finishes_its_turn() {
    let mut app = start(&Storage::disabled(), "Ann,bot", 2);
    human_turn(&mut app);
    assert!(app.bot_to_move());
    assert!(common::bot_step(&mut app), "first the roll");
    assert_eq!(app.game().rolls_used(), 1);
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.table().current(), 0, "the bot's turn finished at once");
    assert_eq!(app.table().seats()[1].game.history().len(), 1);
    assert!(!app.bot_to_move());
}

#[test]
fn bots_only_play_a_whole_game_legally() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, "bot,bot:easy,bot", 3);
    let mut steps = 0;
    while common::bot_step(&mut app) {
        steps += 1;
        assert!(
            !matches!(app.status(), Some(Status::Warning(_))),
            "{:?}",
            app.status()
        );
        assert!(steps < 10_000);
    }
    assert!(app.table().is_over());
    let scores = storage.load_scores().unwrap().value;
    assert_eq!(scores.entries.len(), 3);
    assert!(
        scores
            .entries
            .iter()
            .all(|e| e.bot.is_some() && e.players == 3)
    );
    assert!(
        scores.ranked(RuleSet::Yatzy).is_empty(),
        "bots stay out of the players' table"
    );
    let report = yatzy::reports::scores::Report::new(&scores, RuleSet::Yatzy, None);
    assert_eq!(report.bots.len(), 2, "{:?}", report.bots);
    assert!(report.bots[0].contains("bot: 2 games"));
}

#[test]
fn a_human_against_a_bot_ends_with_a_ranking_and_records_the_human() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, "Ann,bot:easy", 4);
    while !app.table().is_over() {
        if app.bot_to_move() {
            app.bot_finish_turn();
        } else {
            human_turn(&mut app);
        }
    }
    assert_eq!(
        *app.screen(),
        Screen::Board,
        "no name prompt at a table: seats have names"
    );
    let screen = draw(&app, 80, 24);
    assert!(
        screen.contains("Game over ·") && (screen.contains("wins with") || screen.contains("tie:")),
        "{screen}"
    );
    assert!(screen.contains("1. "));
    let scores = storage.load_scores().unwrap().value;
    let ann = scores.ranked(RuleSet::Yatzy);
    assert_eq!(ann.len(), 1);
    assert_eq!((ann[0].name.as_str(), ann[0].players), ("Ann", 2));
    let report = yatzy::reports::scores::Report::new(&scores, RuleSet::Yatzy, None);
    assert!(
        report.table[1].ends_with("2 players"),
        "{}",
        report.table[1]
    );
    assert_eq!(
        scores
            .entries
            .iter()
            .filter(|e| e.bot.as_deref() == Some("bot:easy"))
            .count(),
        1
    );
}

#[test]
fn a_table_game_is_saved_and_resumed() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, "Ann,Bob", 5);
    human_turn(&mut app);
    human_turn(&mut app);
    keys(&mut app, "r");
    let before = serde_json::to_string(app.table()).unwrap();
    keys(&mut app, "qy");
    app.shutdown();
    let opened = tui::open_table(&storage, RuleSet::Yatzy, None, false, None);
    assert_eq!(serde_json::to_string(&opened.table).unwrap(), before);
    assert_eq!(opened.table.current(), 0);
    assert_eq!(opened.table.seats()[1].name, "Bob");
}

#[test]
fn the_setup_screen_adds_removes_renames_and_reorders() {
    let mut app = start(&Storage::disabled(), "Ann", 6);
    keys(&mut app, "p");
    assert!(matches!(app.screen(), Screen::Setup(_)));
    // A person added is named at once.
    keys(&mut app, "aDee\n");
    keys(&mut app, "b");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    for _ in 0..10 {
        press(&mut app, KeyCode::Backspace);
    }
    keys(&mut app, "Cy\n");
    keys(&mut app, "[");
    keys(&mut app, "e");
    press(&mut app, KeyCode::Char('d'));
    let Screen::Setup(setup) = app.screen() else {
        panic!()
    };
    let seats: Vec<(&str, SeatKind)> = setup
        .players
        .iter()
        .map(|(n, k)| (n.as_str(), *k))
        .collect();
    assert_eq!(
        seats,
        [
            ("Cy", SeatKind::Human),
            ("Ann", SeatKind::Human),
            ("Bot", SeatKind::Bot)
        ]
    );
    keys(&mut app, "s");
    assert_eq!(*app.screen(), Screen::Board);
    let names: Vec<&str> = app
        .table()
        .seats()
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(names, ["Cy", "Ann", "Bot"]);
    // Not during a game.
    keys(&mut app, "rp");
    assert!(
        matches!(app.status(), Some(Status::Warning(m)) if m.contains("before changing players"))
    );
}

fn mid_table(players: &str) -> App {
    let mut app = start(&Storage::disabled(), players, 7);
    for _ in 0..(2 * app.table().seats().len()) {
        if app.bot_to_move() {
            app.bot_finish_turn();
        } else {
            human_turn(&mut app);
        }
    }
    while app.bot_to_move() {
        app.bot_finish_turn();
    }
    keys(&mut app, "r");
    app
}

#[test]
fn two_players_80x24() {
    insta::assert_snapshot!(draw(&mid_table("Ann,bot"), 80, 24));
}

#[test]
fn two_players_100x32() {
    insta::assert_snapshot!(draw(&mid_table("Ann,bot"), 100, 32));
}

#[test]
fn six_players_80x24() {
    let screen = draw(&mid_table("Ann,Bob,Cy,Dee,bot,bot:easy"), 80, 24);
    for name in ["Ann", "Bob", "Cy", "Dee", "Bot", "Eas"] {
        assert!(
            screen.lines().nth(9).unwrap().contains(name),
            "{name} in the header row:\n{screen}"
        );
    }
    insta::assert_snapshot!(screen);
}

#[test]
fn six_players_100x32() {
    let screen = draw(&mid_table("Ann,Bob,Cy,Dee,bot,bot:easy"), 100, 32);
    assert!(
        screen.contains("("),
        "previews keep their parentheses at 100 columns"
    );
    insta::assert_snapshot!(screen);
}

#[test]
fn hints_are_counted_for_the_player_who_asked() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = start(&storage, "Ann,Bob", 8);
    keys(&mut app, "rt");
    assert_eq!(app.hints_used(), 1);
    while !app.table().is_over() {
        human_turn(&mut app);
    }
    let scores = storage.load_scores().unwrap().value;
    let hints: Vec<(&str, u32)> = scores
        .entries
        .iter()
        .map(|e| (e.name.as_str(), e.hints_used))
        .collect();
    assert_eq!(hints, [("Ann", 1), ("Bob", 0)]);
}

#[test]
fn during_a_bots_turn_q_asks_and_the_help_opens_while_other_keys_finish_its_turn() {
    let mut app = start(&Storage::disabled(), "bot:easy,bot:easy", 21);
    assert!(app.bot_to_move());
    assert!(
        common::bot_step(&mut app),
        "the first bot rolls: the game is in progress"
    );
    keys(&mut app, "q");
    assert_eq!(
        *app.screen(),
        Screen::ConfirmQuit,
        "a bots-only table can be quit"
    );
    assert!(
        !app.bot_to_move(),
        "the bot waits while the question is asked"
    );
    keys(&mut app, "n");
    assert_eq!(*app.screen(), Screen::Board);
    keys(&mut app, "?");
    assert_eq!(*app.screen(), Screen::Help);
    keys(&mut app, "x");
    let turn = app.table().current();
    keys(&mut app, "x");
    assert_ne!(
        app.table().current(),
        turn,
        "any other key finished the bot's turn"
    );
    press(&mut app, KeyCode::Esc);
    keys(&mut app, "y");
    assert!(app.should_quit());
}

#[test]
fn a_table_is_in_play_even_before_the_next_player_rolls() {
    let mut app = start(&Storage::disabled(), "Ann,Bob", 22);
    human_turn(&mut app);
    assert_eq!(app.table().current_seat().name, "Bob");
    assert!(app.game().dice().is_none(), "Bob has not rolled yet");
    keys(&mut app, "p");
    assert_eq!(*app.screen(), Screen::Board, "no new players mid-game");
    assert!(matches!(app.status(), Some(Status::Warning(_))));
    keys(&mut app, "q");
    assert_eq!(*app.screen(), Screen::ConfirmQuit, "quitting asks");
}

#[test]
fn unknown_bot_levels_are_refused_with_the_known_ones() {
    let error = parse_players("Ann,bot:hard", yatzy::ui::words::bot_name)
        .unwrap_err()
        .to_string();
    assert!(error.contains("'bot:hard' is no bot"), "{error}");
    assert!(error.contains("bot:easy"), "{error}");
    let players = parse_players("Bot,BOT:EASY", yatzy::ui::words::bot_name).unwrap();
    assert_eq!(players[0].1, SeatKind::Bot);
    assert_eq!(players[1].1, SeatKind::EasyBot);
}

#[test]
fn every_players_game_bots_included_can_be_reviewed_with_tab_and_the_arrows() {
    let mut app = start(&Storage::disabled(), "Ann,bot:easy,Bob", 23);
    while !app.table().is_over() {
        if app.bot_to_move() {
            app.bot_finish_turn();
        } else {
            human_turn(&mut app);
        }
    }
    keys(&mut app, "v");
    assert_eq!(*app.screen(), Screen::Review(0));
    assert_eq!(app.reviewed_player(), Some("Ann"));
    let ann = app.review().unwrap().clone();
    let screen = draw(&app, 100, 32);
    assert!(screen.contains("Review · Ann ·"), "{screen}");
    assert!(screen.contains("Tab ←→ player"), "{screen}");

    // The bot next, in seat order: its decisions graded as anyone's.
    press(&mut app, KeyCode::Tab);
    assert_eq!(
        app.reviewed_player(),
        Some("Easy bot"),
        "the bot is reviewed too"
    );
    let bot_game = &app.table().seats()[1].game;
    let bot = app.review().unwrap().clone();
    assert_eq!(bot, yatzy::core::review::review(&table(), bot_game));
    assert_eq!(bot.decisions.len(), bot_game.decisions().len());
    assert_ne!(bot, ann, "the bot's own decisions");
    let screen = draw(&app, 100, 32);
    assert!(screen.contains("Review · Easy bot ·"), "{screen}");
    assert!(screen.contains("Tab ←→ player"), "{screen}");

    press(&mut app, KeyCode::Tab);
    assert_eq!(app.reviewed_player(), Some("Bob"));
    assert_ne!(app.review().unwrap(), &ann, "Bob's own decisions");
    assert!(draw(&app, 100, 32).contains("Review · Bob ·"));
    press(&mut app, KeyCode::Right);
    assert_eq!(app.reviewed_player(), Some("Ann"), "round again");
    press(&mut app, KeyCode::Left);
    assert_eq!(app.reviewed_player(), Some("Bob"));
    press(&mut app, KeyCode::Left);
    assert_eq!(app.reviewed_player(), Some("Easy bot"));
    press(&mut app, KeyCode::Esc);
    assert_eq!(*app.screen(), Screen::Board);
}

#[test]
fn a_person_added_and_left_unnamed_keeps_a_numbered_name() {
    let mut app = start(&Storage::disabled(), "Ann", 6);
    keys(&mut app, "pa");
    let Screen::Setup(setup) = app.screen() else {
        panic!("on the players screen")
    };
    assert_eq!(
        setup.editing.as_ref().map(|line| line.text()),
        Some(""),
        "typing the new name"
    );
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.status(), Some(Status::Warning(m)) if m.contains("needs a name")));
    press(&mut app, KeyCode::Esc);
    let Screen::Setup(setup) = app.screen() else {
        panic!("on the players screen")
    };
    assert!(setup.editing.is_none());
    assert_eq!(setup.players[1].0, "Player 2");
}

#[test]
fn renaming_a_player_to_a_name_already_at_the_table_is_refused() {
    let mut app = start(&Storage::disabled(), "Ann,Bob", 24);
    keys(&mut app, "p");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    for _ in 0..5 {
        press(&mut app, KeyCode::Backspace);
    }
    keys(&mut app, "ANN\n");
    assert!(matches!(app.status(), Some(Status::Warning(m)) if m.contains("already at the table")));
    let Screen::Setup(setup) = app.screen() else {
        panic!("still on the players screen")
    };
    assert_eq!(
        setup.editing.as_ref().map(|line| line.text()),
        Some("ANN"),
        "still editing"
    );
    assert_eq!(setup.players[1].0, "Bob");
}

#[test]
fn clicks_during_a_bots_turn_leave_its_dice_alone() {
    use ratatui::crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    use ratatui::layout::Rect;
    let mut app = start(&Storage::disabled(), "bot,Ann", 3);
    let area = Rect::new(0, 0, 100, 32);
    app.set_viewport(area);
    assert!(app.bot_to_move());
    common::bot_step(&mut app);
    let before = (app.game().dice(), app.game().held());
    let layout = yatzy::ui::BoardLayout::for_table(area, RuleSet::Yatzy, 2, 0);
    let die = layout.dice[0];
    let clicked = app.handle_event(&Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: die.x + 3,
        row: die.y + 2,
        modifiers: KeyModifiers::NONE,
    }));
    assert!(!clicked);
    assert_eq!((app.game().dice(), app.game().held()), before);
}

#[test]
fn a_finished_table_left_unrecorded_resumes_into_its_ranking_and_is_recorded_once() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut played = start(&Storage::disabled(), "Ann,bot", 9);
    while !played.table().is_over() {
        if played.bot_to_move() {
            played.bot_finish_turn();
        } else {
            human_turn(&mut played);
        }
    }
    common::leave_saved(&storage, played.table());

    let opened = tui::open(&storage, RuleSet::Yatzy, None, false);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.solver_ready(table());
    assert!(app.table().is_over());
    assert_eq!(
        *app.screen(),
        Screen::Board,
        "no name prompt: seats have names"
    );
    let screen = draw(&app, 80, 24);
    assert!(
        screen.contains("wins with") || screen.contains("tie:"),
        "{screen}"
    );
    assert!(screen.contains("1. "), "{screen}");
    app.shutdown();
    // Ann's score, and the bot's for its own statistics: each once.
    let recorded = |storage: &Storage| {
        let entries = storage.load_scores().unwrap().value.entries;
        let names: Vec<(String, bool)> = entries
            .iter()
            .map(|e| (e.name.clone(), e.bot.is_some()))
            .collect();
        names
    };
    let once = vec![("Ann".to_string(), false), ("Bot".to_string(), true)];
    let mut found = recorded(&storage);
    found.sort();
    assert_eq!(found, once);
    // Opening again finds nothing owed: the score is not recorded twice.
    let opened = tui::open(&storage, RuleSet::Yatzy, None, false);
    let mut again = App::open(opened, storage.clone(), Theme::monochrome());
    assert!(!again.table().is_over(), "a new game");
    again.shutdown();
    let mut found = recorded(&storage);
    found.sort();
    assert_eq!(found, once);
}

#[test]
fn the_review_opens_on_the_first_persons_game_with_a_bot_in_the_first_seat() {
    let mut app = start(&Storage::disabled(), "bot,Ann", 5);
    while !app.table().is_over() {
        if app.bot_to_move() {
            app.bot_finish_turn();
        } else {
            human_turn(&mut app);
        }
    }
    keys(&mut app, "v");
    assert_eq!(app.reviewed_player(), Some("Ann"));
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.reviewed_player(), Some("Bot"));
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.reviewed_player(), Some("Ann"));
}

/// A Forced Yatzy table of `players`, its strategy ready (Forced tables take milliseconds).
fn forced_app(storage: &Storage, players: &str, seed: u64) -> App {
    let players = parse_players(players, yatzy::ui::words::bot_name).unwrap();
    let opened = tui::open_table(storage, RuleSet::Forced, Some(seed), true, Some(players));
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.solver_ready(std::sync::Arc::new(yatzy::core::solver::Solution::solve(
        RuleSet::Forced,
        &mut |_| {},
    )));
    app
}

#[test]
fn a_win_bot_asks_for_its_goal_table_waits_for_it_and_then_plays_a_whole_game() {
    use yatzy::core::solver::GoalTable;
    use yatzy::session::GoalEvent;
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let mut app = forced_app(&storage, "bot:win,bot:easy", 31);
    app.want_bot_goal_table();
    assert_eq!(app.take_goal_requests(), [RuleSet::Forced]);
    assert!(!app.bot_to_move(), "it waits for its table");
    assert!(!common::bot_step(&mut app));
    app.goal_event(GoalEvent::Progress(RuleSet::Forced, 0.5));
    assert!(
        matches!(app.status(), Some(Status::Info(m)) if m == "Win bot waits for its goal table: 50% (worked out once, about a minute)"),
        "{:?}",
        app.status()
    );
    let goal = GoalTable::compute(RuleSet::Forced, 0, &mut |_| {});
    app.goal_event(GoalEvent::Ready(
        RuleSet::Forced,
        std::sync::Arc::new(goal),
        None,
    ));
    assert!(app.bot_to_move());
    let mut steps = 0;
    while common::bot_step(&mut app) {
        steps += 1;
        assert!(
            !matches!(app.status(), Some(Status::Warning(_))),
            "{:?}",
            app.status()
        );
        assert!(steps < 10_000);
    }
    assert!(app.table().is_over());
    let scores = storage.load_scores().unwrap().value;
    let bots: Vec<Option<&str>> = scores.entries.iter().map(|e| e.bot.as_deref()).collect();
    assert!(bots.contains(&Some("bot:win")), "{bots:?}");
}

#[test]
fn a_win_bot_rolls_then_plays_its_dice_a_pace_after_its_objective_is_in() {
    let mut app = forced_app(&Storage::disabled(), "bot:win,Ann", 33);
    app.goal_event(yatzy::session::GoalEvent::Ready(
        RuleSet::Forced,
        std::sync::Arc::new(yatzy::core::solver::GoalTable::compute(
            RuleSet::Forced,
            0,
            &mut |_| {},
        )),
        None,
    ));
    let question = app.take_win_question().expect("asked as its turn begins");
    assert_eq!(question.seat(), 0);
    assert!(app.take_win_question().is_none(), "asked once");
    // It rolls at its pace meanwhile.
    let start = app.now();
    let pace = app.bot_pace();
    assert_eq!(app.bot_due(start), Some(start + pace));
    assert!(app.tick(start + pace));
    assert!(app.table().game().dice().is_some(), "rolled");
    // Then nothing is due (the loop waits for events), and a hurried turn stops there.
    assert_eq!(app.bot_due(start + pace), None);
    assert!(!app.tick(start + pace * 10));
    app.bot_finish_turn();
    assert_eq!(app.table().current(), 0);
    // The answer in, its next action is due a pace later, and it finishes its turn.
    app.win_answered(question.answer());
    let now = start + pace * 10;
    assert_eq!(app.bot_due(now), Some(now + pace));
    app.bot_finish_turn();
    assert_eq!(app.table().current(), 1, "Ann's turn");
    assert_eq!(app.table().seats()[0].game.card().filled_count(), 1);
}

#[test]
fn a_win_bot_whose_goal_table_cannot_be_had_plays_for_points() {
    let mut app = forced_app(&Storage::disabled(), "bot:win,Ann", 32);
    assert!(!app.bot_to_move());
    app.goal_event(yatzy::session::GoalEvent::Failed(
        RuleSet::Forced,
        "no room".into(),
    ));
    assert!(app.bot_to_move(), "it stops waiting");
    app.bot_finish_turn();
    assert_eq!(app.table().current(), 1, "Ann's turn");
    assert_eq!(app.table().seats()[0].game.history().len(), 1);
}

#[test]
fn w_on_the_players_screen_adds_a_win_bot() {
    let mut app = start(&Storage::disabled(), "Ann", 33);
    keys(&mut app, "pw");
    let Screen::Setup(setup) = app.screen() else {
        panic!("on the players screen")
    };
    assert_eq!(setup.players[1], ("Win bot".to_string(), SeatKind::WinBot));
    assert!(draw(&app, 80, 24).contains("bot:win"));
    keys(&mut app, "s");
    assert_eq!(app.table().seats()[1].kind, SeatKind::WinBot);
    app.want_bot_goal_table();
    assert_eq!(app.take_goal_requests(), [RuleSet::Yatzy]);
}
