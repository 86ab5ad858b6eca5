//! Playing for a goal in the game: the goal setting and its key, the table wanted and its
//! progress told, and the hint that names the goal's best choice (worked out off the key's
//! path). Forced Yatzy throughout: its goal table takes milliseconds, Yatzy's a minute.

use std::fs;
use std::sync::{Arc, OnceLock};

use yatzy::core::game::Game;
use yatzy::core::rules::RuleSet;
use yatzy::core::solver::{
    Choice, GoalTable, GoalTurn, Objective, Situation, Solution, TurnValues,
};
use yatzy::session::GoalEvent;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::view::{GoalAim, GoalHint};
use yatzy::ui::{GoalMode, Overrides, Preferences, Setting, Theme};

use crate::common::{answer_goal_jobs, drawn, keys, press, said};
use ratatui::crossterm::event::KeyCode;

const RULES: RuleSet = RuleSet::Forced;

fn strategy() -> Arc<Solution> {
    static TABLE: OnceLock<Arc<Solution>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(Solution::solve(RULES, &mut |_| {})))
        .clone()
}

fn goal() -> Arc<GoalTable> {
    static GOAL: OnceLock<Arc<GoalTable>> = OnceLock::new();
    GOAL.get_or_init(|| Arc::new(GoalTable::compute(RULES, 0, &mut |_| {})))
        .clone()
}

/// A target Forced Yatzy reaches about one game in five: far enough above the expected score
/// for the goal's play to differ from the points'.
fn target() -> u16 {
    (strategy().expected_score() + 30.0).round() as u16
}

/// A Forced Yatzy game with the solver ready, playing for `goal`.
fn app(seed: u64, goal: GoalMode) -> App {
    let mut app = App::new(Game::new(RULES, seed), Theme::monochrome());
    app.solver_ready(strategy());
    let preferences = Preferences {
        goal,
        goal_target: target(),
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    app
}

fn table_ready(app: &mut App) {
    app.goal_event(GoalEvent::Ready(RULES, goal(), None));
}

#[test]
fn g_cycles_the_goal_and_each_is_saved_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let opened = tui::open(&storage, RULES, Some(1), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    let saved = || -> serde_json::Value {
        let file = fs::read(dir.path().join("settings.json")).unwrap();
        serde_json::from_slice::<serde_json::Value>(&file).unwrap()["preferences"]["goal"].clone()
    };
    assert_eq!(app.preferences().goal, GoalMode::BestScore);

    keys(&mut app, "g");
    assert_eq!(app.preferences().goal, GoalMode::BeatBest);
    assert_eq!(saved(), "beat_best");
    // Nothing recorded under these rules: beating the best is the best score for now.
    assert!(
        said(&app).contains("no best recorded yet"),
        "{}",
        said(&app)
    );
    // Saved like any other goal: the status says so.
    assert!(said(&app).ends_with("· saved"), "{}", said(&app));
    assert_eq!(app.take_goal_requests(), Vec::<RuleSet>::new());

    keys(&mut app, "g");
    assert_eq!(app.preferences().goal, GoalMode::Reach);
    assert_eq!(saved(), "reach");
    assert!(said(&app).contains("reach 300"), "{}", said(&app));
    assert!(said(&app).ends_with("· saved"), "{}", said(&app));
    // Reaching a target wants the goal table, asked for once.
    assert_eq!(app.take_goal_requests(), vec![RULES]);
    assert_eq!(app.take_goal_requests(), Vec::<RuleSet>::new());

    keys(&mut app, "g");
    assert_eq!(app.preferences().goal, GoalMode::Win);
    assert_eq!(saved(), "win");
    // Alone there is nobody to beat: the best score, and no goal table for it.
    assert!(
        said(&app).contains("alone there is nobody to beat"),
        "{}",
        said(&app)
    );
    assert!(said(&app).ends_with("· saved"), "{}", said(&app));
    assert_eq!(app.take_goal_requests(), Vec::<RuleSet>::new());

    keys(&mut app, "g");
    assert_eq!(app.preferences().goal, GoalMode::BestScore);
    assert_eq!(saved(), "best_score");
    assert!(said(&app).ends_with("· saved"), "{}", said(&app));

    // And the next start plays for what was saved.
    keys(&mut app, "g");
    drop(app);
    let mut opened = tui::open(&storage, RULES, Some(2), true);
    let (preferences, _) = tui::preferences_in_force(&mut opened, &Overrides::default());
    assert_eq!(preferences.goal, GoalMode::BeatBest);
}

#[test]
fn the_goal_hint_names_the_goal_s_best_choice_and_its_chance() {
    let mut app = app(5, GoalMode::Reach);
    table_ready(&mut app);
    keys(&mut app, "rt");
    let hint = app.hint().expect("a hint");
    // Never worked out on the key's path: the hint says so until the answer comes.
    assert_eq!(
        hint.goal,
        Some(GoalHint::Computing(GoalAim::Reach(target())))
    );
    assert!(drawn(&app, 80, 24).contains("computing"));
    // The hint's, and the chances line's chance of the goal from the turn's start.
    assert_eq!(answer_goal_jobs(&mut app), 2);

    // The same position valued by the goal engine directly.
    let game = app.game();
    let dice = game.dice().unwrap();
    let situation = Situation::from(game.card());
    let strategy = strategy();
    let values = TurnValues::new(&strategy, &situation).unwrap();
    let goal = goal();
    let turn = GoalTurn::new(&goal, &situation, &Objective::reach(u32::from(target()))).unwrap();
    let ranked = turn.rank(values.choices(&dice, 2), &dice, 2);
    let for_points = values.choices(&dice, 2)[0].choice.clone();

    let Some(GoalHint::Ready(advice)) = &app.hint().unwrap().goal else {
        panic!("the goal's hint: {:?}", app.hint());
    };
    assert_eq!(advice.best.choice, ranked[0].choice);
    assert_eq!(advice.best.chance, ranked[0].chance);
    assert!(advice.best.chance > 0.0 && advice.best.chance < 1.0);
    match &advice.for_points {
        Some(points) => {
            assert_eq!(points.choice, for_points);
            assert_ne!(points.choice, advice.best.choice);
            assert!(points.chance <= advice.best.chance);
        }
        None => assert_eq!(for_points, advice.best.choice),
    }
    let percent = format!("{:.1}%", ranked[0].chance * 100.0);
    let screen = drawn(&app, 100, 32);
    assert!(
        screen.contains(&format!("{percent} to reach {}", target())),
        "{screen}"
    );
    // The dice to hold are the goal's.
    if let Choice::Keep(faces) = &advice.best.choice {
        let held = yatzy::core::solver::held_for(&dice, faces);
        assert_eq!(app.hint().unwrap().held, Some(held));
    }
}

#[test]
fn somewhere_the_goal_and_the_points_part_and_the_hint_says_both() {
    // Over games' rolls, a position where the choices differ is told with both (Forced
    // Yatzy leaves few choices: they part now and then).
    let mut found = false;
    for seed in 0..30 {
        let mut app = app(seed, GoalMode::Reach);
        table_ready(&mut app);
        found = found || first_parting(&mut app);
    }
    assert!(found, "no roll where the goal and the points part");
}

/// Plays `app`'s game by the goal's hints until the goal's choice and the points' part;
/// whether they did.
fn first_parting(app: &mut App) -> bool {
    let mut found = false;
    while !found && !app.game().is_over() {
        keys(app, "rt");
        answer_goal_jobs(app);
        let Some(GoalHint::Ready(advice)) = &app.hint().unwrap().goal else {
            panic!("the goal's hint: {:?}", app.hint());
        };
        if let Some(points) = &advice.for_points {
            // Whole, or without its points where the row is short (see below).
            let screen = drawn(app, 100, 32);
            assert!(screen.contains("for points:"), "{screen}");
            assert!(points.expected_final >= advice.best.expected_final);
            found = true;
        } else if app.game().rolls_left() == 0 {
            crate::common::score_at_cursor(app);
        }
    }
    found
}

#[test]
fn before_the_table_the_hint_is_for_points_and_says_how_far_the_table_is() {
    let mut app = app(5, GoalMode::Reach);
    assert_eq!(app.take_goal_requests(), vec![RULES]);
    app.goal_event(GoalEvent::Progress(RULES, 0.43));
    keys(&mut app, "rt");
    let hint = app.hint().expect("a hint");
    assert_eq!(hint.goal, Some(GoalHint::TableLoading(Some(0.43))));
    assert!(!hint.choices.is_empty(), "the points' hint meanwhile");
    assert_eq!(app.take_goal_jobs().len(), 0);
    app.goal_event(GoalEvent::Progress(RULES, 0.5));
    assert!(drawn(&app, 80, 24).contains("(goal table: 50%)"));

    app.goal_event(GoalEvent::Failed(RULES, "no room".into()));
    keys(&mut app, "t");
    assert_eq!(app.hint().unwrap().goal, Some(GoalHint::TableFailed));
}

#[test]
fn an_answer_for_a_position_left_behind_is_not_shown() {
    let mut app = app(5, GoalMode::Reach);
    table_ready(&mut app);
    keys(&mut app, "rt");
    let jobs = app.take_goal_jobs();
    // Rolled again, and a hint asked for the new dice: the old answer is not it.
    keys(&mut app, "rt");
    for job in jobs {
        app.goal_answered(job.run());
    }
    assert_eq!(
        app.hint().unwrap().goal,
        Some(GoalHint::Computing(GoalAim::Reach(target())))
    );
    assert_eq!(answer_goal_jobs(&mut app), 1);
    assert!(matches!(app.hint().unwrap().goal, Some(GoalHint::Ready(_))));
}

#[test]
fn best_score_and_the_daily_challenge_hint_for_points() {
    let mut app = app(5, GoalMode::BestScore);
    table_ready(&mut app);
    keys(&mut app, "rt");
    assert_eq!(app.hint().unwrap().goal, None);
    assert_eq!(app.take_goal_jobs().len(), 0);

    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let date = chrono::NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
    let mut daily = App::open(
        tui::open_daily(&storage, RULES, date),
        storage.clone(),
        Theme::monochrome(),
    );
    let preferences = Preferences {
        goal: GoalMode::Reach,
        ..Preferences::default()
    };
    daily.apply_preferences(preferences, Vec::new(), false);
    daily.solver_ready(strategy());
    keys(&mut daily, "g");
    assert!(said(&daily).contains("daily challenge"), "{}", said(&daily));
    assert_eq!(daily.preferences().goal, GoalMode::Reach, "unchanged");
    keys(&mut daily, "rt");
    assert_eq!(daily.hint().unwrap().goal, None);
}

#[test]
fn target_on_the_command_line_reaches_n_for_the_session_without_saving_it() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let mut opened = tui::open(&storage, RULES, Some(1), true);
    let overrides = Overrides {
        target: Some(180),
        ..Overrides::default()
    };
    let (preferences, overridden) = tui::preferences_in_force(&mut opened, &overrides);
    assert_eq!(preferences.goal, GoalMode::Reach);
    assert_eq!(preferences.goal_target, 180);
    assert_eq!(overridden, vec![Setting::Goal, Setting::GoalTarget]);
    let mut app = App::open(opened, storage, Theme::monochrome());
    app.apply_preferences(preferences, overridden, false);
    app.solver_ready(strategy());
    table_ready(&mut app);
    keys(&mut app, "rt");
    assert_eq!(
        app.hint().unwrap().goal,
        Some(GoalHint::Computing(GoalAim::Reach(180)))
    );
    let file = fs::read(dir.path().join("settings.json")).unwrap_or_default();
    assert!(!String::from_utf8_lossy(&file).contains("\"goal"));
}

#[test]
fn the_goal_settings_round_trip_and_old_files_still_load() {
    // A file from before goals: the defaults, not a word said.
    let old = serde_json::json!({"coach": true, "risk": 1});
    let (preferences, problems) = Preferences::from_json(&old);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(preferences.goal, GoalMode::BestScore);
    assert_eq!(preferences.goal_target, 300);

    let mut raw = old.clone();
    let chosen = Preferences {
        goal: GoalMode::Reach,
        goal_target: 275,
        ..preferences.clone()
    };
    yatzy::ui::preferences::write_into(&mut raw, Setting::Goal, &chosen);
    yatzy::ui::preferences::write_into(&mut raw, Setting::GoalTarget, &chosen);
    assert_eq!(raw["goal"], "reach");
    assert_eq!(raw["goal_target"], 275);
    assert_eq!(Preferences::from_json(&raw), (chosen, vec![]));

    // A bad value costs only itself, and is named.
    let bad = serde_json::json!({"goal": "lose", "goal_target": 0, "coach": true});
    let (preferences, problems) = Preferences::from_json(&bad);
    assert!(preferences.coach);
    assert_eq!(preferences.goal, GoalMode::BestScore);
    assert_eq!(preferences.goal_target, 300);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(
        problems[0].contains("best_score, beat_best, reach, win"),
        "{problems:?}"
    );
}

#[test]
fn the_chances_line_says_the_goal_s_chance_when_playing_for_it() {
    let mut app = app(5, GoalMode::Reach);
    table_ready(&mut app);
    keys(&mut app, "r");
    crate::common::score_at_cursor(&mut app);
    let mut calculator = yatzy::core::chances::Calculator::default();
    for (solution, job) in app.take_chance_jobs() {
        if let yatzy::core::chances::Job::Now(question) = job {
            let chances = calculator.answer(&solution, &question);
            app.chances_answered(yatzy::core::chances::Answer::Now(question, chances));
        }
    }
    answer_goal_jobs(&mut app);
    let situation = Situation::from(app.game().card());
    let chance = goal().chance(&situation, u32::from(target())).unwrap();
    assert!(chance > 0.0 && chance < 1.0, "{chance}");
    let said = format!("playing for it: {}", yatzy::i18n::percent(chance));
    let screen = drawn(&app, 80, 24);
    assert!(screen.contains(&said), "{said}\n{screen}");
    assert!(screen.contains(&format!("reach {}", target())), "{screen}");

    // Playing for points, the line is as it was.
    keys(&mut app, "g");
    answer_goal_jobs(&mut app);
    assert!(!drawn(&app, 80, 24).contains("playing for it"));
}

/// Holds the dice of `faces` and rolls the rest: the keep played through the keys.
fn keep(app: &mut App, faces: &[u8]) {
    let dice = app.game().dice().unwrap();
    let held = yatzy::core::solver::held_for(&dice, faces);
    for (die, hold) in held.iter().enumerate() {
        if *hold != app.game().held()[die] {
            keys(app, &(die + 1).to_string());
        }
    }
    keys(app, "r");
}

#[test]
fn the_coach_flags_a_move_that_costs_more_than_the_threshold_in_percentage_points() {
    let mut found = false;
    for seed in 0..20 {
        let mut app = app(seed, GoalMode::Reach);
        keys(&mut app, "c");
        assert!(app.coach());
        table_ready(&mut app);
        keys(&mut app, "r");
        // The roll's ranking is asked for as the dice land, and answered off the key's path.
        answer_goal_jobs(&mut app);
        let dice = app.game().dice().unwrap();
        let situation = Situation::from(app.game().card());
        let strategy = strategy();
        let values = TurnValues::new(&strategy, &situation).unwrap();
        let goal = goal();
        let objective = Objective::reach(u32::from(target()));
        let turn = GoalTurn::new(&goal, &situation, &objective).unwrap();
        let ranked = turn.rank(values.choices(&dice, 2), &dice, 2);
        let best = &ranked[0];
        let Some(costly) = ranked.iter().find(|c| {
            matches!(c.choice, Choice::Keep(_)) && (best.chance - c.chance) * 100.0 > 1.0
        }) else {
            continue;
        };
        let Choice::Keep(faces) = &costly.choice else {
            unreachable!()
        };
        keep(&mut app, faces);
        let lost = format!("{:.2}", (best.chance - costly.chance) * 100.0);
        assert!(
            said(&app).contains(&format!(
                "that cost {lost} percentage points of the chance to reach {}",
                target()
            )),
            "{}",
            said(&app)
        );
        found = true;

        // The goal's best move is not flagged.
        answer_goal_jobs(&mut app);
        let dice = app.game().dice().unwrap();
        let situation = Situation::from(app.game().card());
        let turn = GoalTurn::new(&goal, &situation, &objective).unwrap();
        let ranked = turn.rank(values.choices(&dice, 1), &dice, 1);
        if let Choice::Keep(faces) = &ranked[0].choice {
            keep(&mut app, faces);
            assert!(!said(&app).contains("Coach"), "{}", said(&app));
        }
        break;
    }
    assert!(found, "no first roll with a keep that costs more than 1 pp");
}

/// A goal's hint with the points' choice beside it, drawn at `width` x `height`: its row
/// holds it whole on one line (shortened where it must be), and the footer's row under it
/// stays whole.
fn footer_stays_under(app: &App, width: u16, height: u16, help: &str, hint: &str) {
    let screen = drawn(app, width, height);
    let rows: Vec<&str> = screen.lines().collect();
    let footer = rows[usize::from(height) - 1];
    let message = rows[usize::from(height) - 2];
    assert!(
        footer.contains(help),
        "the footer at {width}x{height}:\n{screen}"
    );
    assert!(
        message.contains(hint),
        "the hint at {width}x{height}:\n{screen}"
    );
    assert!(
        message.contains('%'),
        "the goal's chance at {width}x{height}:\n{screen}"
    );
}

#[test]
fn a_long_goal_hint_keeps_the_footer_whole_at_80x24_and_70x23_in_english_and_swedish() {
    use yatzy::i18n::Language;
    let mut checked = false;
    for seed in 0..30 {
        let mut app = app(seed, GoalMode::Reach);
        table_ready(&mut app);
        if !first_parting(&mut app) {
            continue;
        }
        for (language, help, hint, beside) in [
            (Language::English, "? help", "Hint: ", "for points: "),
            (Language::Swedish, "? hjälp", "Tips: ", "för poängen: "),
        ] {
            yatzy::i18n::set(language);
            for (width, height) in [(80, 24), (70, 23)] {
                footer_stays_under(&app, width, height, help, hint);
            }
            // At 80 columns the points' choice is said beside the goal's, whole.
            let screen = drawn(&app, 80, 24);
            assert!(screen.contains(beside), "{screen}");
        }
        yatzy::i18n::set(Language::English);
        checked = true;
        break;
    }
    assert!(checked, "no roll where the goal and the points part");
}

/// A solitaire game of Yatzy opened on the three players' games (Ann's best 300 written
/// "ANN", Bob's 150, Cy's 180), with `name` the name last entered, the goal turned to
/// beating the best (`g`).
fn beating_the_best_of(name: &str) -> (App, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let file = crate::common::three_names(RuleSet::Yatzy);
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    crate::common::remember_name(dir.path(), RuleSet::Yatzy, name);
    let storage = Storage::at(dir.path());
    let opened = tui::open(&storage, RuleSet::Yatzy, Some(3), true);
    let mut app = App::open(opened, storage, Theme::monochrome());
    keys(&mut app, "g");
    assert_eq!(app.preferences().goal, GoalMode::BeatBest);
    (app, dir)
}

#[test]
fn beat_my_best_aims_above_the_player_s_own_best_not_another_s_on_the_machine() {
    // Bob's best is 150, though Ann's 300 is the best on the machine.
    let (mut app, _dir) = beating_the_best_of("Bob");
    assert!(drawn(&app, 100, 32).contains("best 150"));
    assert_eq!(app.take_goal_requests(), vec![RuleSet::Yatzy]);
    // The name matched as the statistics match it: "ann" is "Ann", "ann " and "ANN".
    let (app, _dir) = beating_the_best_of("ann");
    assert!(drawn(&app, 100, 32).contains("best 300"));
    // A name with no game of its own has no best yet: the best score is played for.
    let (mut app, _dir) = beating_the_best_of("Dee");
    assert!(
        said(&app).contains("no best recorded yet"),
        "{}",
        said(&app)
    );
    assert_eq!(app.take_goal_requests(), Vec::<RuleSet>::new());
    assert!(!drawn(&app, 100, 32).contains("best 300"));
}

#[test]
fn a_hint_waiting_for_the_goal_table_is_brought_up_to_date_as_the_table_comes() {
    let mut app = app(5, GoalMode::Reach);
    keys(&mut app, "rt");
    // Nothing told of the table yet (read from the cache, or not begun): loading, not "0%".
    assert_eq!(app.hint().unwrap().goal, Some(GoalHint::TableLoading(None)));
    let screen = drawn(&app, 80, 24);
    assert!(screen.contains("(goal table loading…)"), "{screen}");
    assert!(!screen.contains("goal table: 0%"), "{screen}");
    // Computed: how far, without another `t`.
    app.goal_event(GoalEvent::Progress(RULES, 0.25));
    assert!(drawn(&app, 80, 24).contains("(goal table: 25%)"));
    // Ready: the goal's hint is asked for at once, and replaces the points' once worked out.
    table_ready(&mut app);
    assert_eq!(
        app.hint().unwrap().goal,
        Some(GoalHint::Computing(GoalAim::Reach(target())))
    );
    assert!(answer_goal_jobs(&mut app) >= 1);
    assert!(matches!(app.hint().unwrap().goal, Some(GoalHint::Ready(_))));
    let screen = drawn(&app, 80, 24);
    assert!(
        screen.contains(&format!("to reach {}", target())),
        "{screen}"
    );
    assert!(!screen.contains("goal table"), "{screen}");

    // A table that cannot be had: the hint on the screen says so, without another `t`.
    let mut app = self::app(5, GoalMode::Reach);
    keys(&mut app, "rt");
    app.goal_event(GoalEvent::Failed(RULES, "no room".into()));
    assert_eq!(app.hint().unwrap().goal, Some(GoalHint::TableFailed));
}

#[test]
fn a_key_that_answers_with_words_shows_them_over_the_hint() {
    let mut app = app(5, GoalMode::Reach);
    table_ready(&mut app);
    keys(&mut app, "rt");
    answer_goal_jobs(&mut app);
    assert!(drawn(&app, 80, 24).contains("Hint:"));
    // A key that says nothing leaves the hint.
    press(&mut app, KeyCode::Down);
    assert!(drawn(&app, 80, 24).contains("Hint:"));
    // The coach turned on answers: it is seen, the hint gives way.
    keys(&mut app, "c");
    let screen = drawn(&app, 80, 24);
    assert!(screen.contains("Coach on"), "{screen}");
    assert!(!screen.contains("Hint:"), "{screen}");
    // Again after another hint, and the same for the goal's key. The hint asked again for
    // the same dice is the same one hint: counted once.
    keys(&mut app, "t");
    answer_goal_jobs(&mut app);
    assert!(drawn(&app, 80, 24).contains("Hint:"));
    assert_eq!(app.hints_used(), 1);
    keys(&mut app, "c");
    assert!(drawn(&app, 80, 24).contains("Coach off"));
    keys(&mut app, "t");
    keys(&mut app, "g");
    let screen = drawn(&app, 80, 24);
    assert!(screen.contains("Goal: win"), "{screen}");
}

#[test]
fn g_at_game_over_still_cycles_the_goal_saves_it_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let opened = tui::open(&storage, RULES, Some(1), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    crate::common::play_to_the_end(&mut app);
    // The name asked for the high scores, as the game ends.
    keys(&mut app, "\n");
    assert!(app.game().is_over());
    assert_eq!(*app.screen(), yatzy::ui::Screen::Board);
    assert_eq!(app.preferences().goal, GoalMode::BestScore);
    keys(&mut app, "g");
    // The help: "g: goal: cycles what the hint, the chances line and the coach play for
    // ...; saved at once" — at game over too (the review and the next game follow it).
    assert_eq!(app.preferences().goal, GoalMode::BeatBest);
    let file = fs::read(dir.path().join("settings.json")).unwrap();
    let saved = serde_json::from_slice::<serde_json::Value>(&file).unwrap();
    assert_eq!(saved["preferences"]["goal"], "beat_best");
    assert!(
        said(&app).starts_with("Goal: beat my best"),
        "{}",
        said(&app)
    );
    assert!(said(&app).ends_with("· saved"), "{}", said(&app));
}

/// A Forced Yatzy game playing to reach `target`, the goal table in.
fn reaching(target: u16) -> App {
    let mut app = App::new(Game::new(RULES, 5), Theme::monochrome());
    app.solver_ready(strategy());
    let preferences = Preferences {
        goal: GoalMode::Reach,
        goal_target: target,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    table_ready(&mut app);
    app
}

/// The goal's advice once `t` is answered, and the points' best choice for the same roll.
fn advice_and_points_best(app: &mut App) -> (yatzy::ui::view::GoalAdvice, Choice) {
    keys(app, "t");
    answer_goal_jobs(app);
    let game = app.game();
    let strategy = strategy();
    let values = TurnValues::new(&strategy, &Situation::from(game.card())).unwrap();
    let dice = game.dice().unwrap();
    let for_points = values.choices(&dice, game.rolls_left())[0].choice.clone();
    let Some(GoalHint::Ready(advice)) = &app.hint().unwrap().goal else {
        panic!("the goal's hint: {:?}", app.hint());
    };
    (advice.clone(), for_points)
}

#[test]
fn a_goal_out_of_reach_hints_for_points_and_says_why() {
    // Forced Yatzy scores 374 at most: 1000 is out of reach from the first roll.
    let mut app = reaching(1000);
    keys(&mut app, "r");
    let (advice, for_points) = advice_and_points_best(&mut app);
    assert_eq!(advice.best.chance, 0.0);
    assert_eq!(advice.best.choice, for_points);
    let screen = drawn(&app, 80, 24);
    assert!(
        screen.contains("for points: no chance left to reach 1000"),
        "{screen}"
    );
    assert!(!screen.contains("0.0%"), "{screen}");
}
