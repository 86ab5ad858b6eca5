//! Playing to win at a table in the game (the goal setting's *win*), and the goal mode's small
//! manners: `g` in practice, the coach's threshold in percentage points, the chances line.
//! Forced Yatzy where a whole goal table is needed (milliseconds); the exact check of the
//! hint plays Scandinavian Yatzy's last turn from a goal table of its last level only.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use yatzy::core::rules::{Category, Dice, RuleSet, ScoreCard};
use yatzy::core::solver::{
    Choice, GoalTable, GoalTurn, Objective, ScoreDistribution, Situation, Solution, TurnValues,
};
use yatzy::session::GoalEvent;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::view::{GoalAim, GoalHint};
use yatzy::ui::{GoalMode, Preferences, Screen, Theme};

use crate::common::{self, answer_goal_jobs, drawn, keys, said, score_at_cursor};

fn forced_strategy() -> Arc<Solution> {
    static TABLE: OnceLock<Arc<Solution>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(Solution::solve(RuleSet::Forced, &mut |_| {})))
        .clone()
}

fn forced_goal() -> Arc<GoalTable> {
    static GOAL: OnceLock<Arc<GoalTable>> = OnceLock::new();
    GOAL.get_or_init(|| Arc::new(GoalTable::compute(RuleSet::Forced, 0, &mut |_| {})))
        .clone()
}

/// A table of `players` under `rules`, solved by `strategy`, playing for `goal`.
fn table_app(
    rules: RuleSet,
    strategy: Arc<Solution>,
    players: &str,
    seed: u64,
    goal: GoalMode,
) -> App {
    let players = yatzy::core::table::parse_players(players, yatzy::ui::words::bot_name).unwrap();
    let storage = Storage::disabled();
    let opened = tui::open_table(&storage, rules, Some(seed), true, Some(players));
    let mut app = App::open(opened, storage, Theme::monochrome());
    app.solver_ready(strategy);
    let preferences = Preferences {
        goal,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    app
}

/// The chance of finishing first on `score` against one player whose final score is `other`
/// (`other[s]`: the chance of exactly s), a tie counted as half a win.
pub(crate) fn win_on(score: u16, other: &[f64]) -> f64 {
    let score = usize::from(score);
    let below: f64 = other.iter().take(score).sum();
    below + 0.5 * other.get(score).copied().unwrap_or(0.0)
}

/// The last turn of a game, solved apart from the goal engine for the chance of finishing
/// first: the dice as sorted multisets, every keep, rerolls counted over ordered outcomes,
/// the final score from the game's own card.
pub(crate) struct LastTurn<'a> {
    pub(crate) card: &'a ScoreCard,
    pub(crate) open: Category,
    pub(crate) other: &'a [f64],
    pub(crate) kept_values: HashMap<(Vec<u8>, u8), f64>,
}

impl LastTurn<'_> {
    fn scored(&self, dice: &[u8]) -> f64 {
        let mut card = self.card.clone();
        let dice = Dice::new(dice.try_into().unwrap()).unwrap();
        card.fill(self.open, &dice).unwrap();
        win_on(card.total(), self.other)
    }

    /// The best chance with `dice` (sorted) on the table and `rolls_left`.
    pub(crate) fn best(&mut self, dice: &[u8], rolls_left: u8) -> f64 {
        let mut best = self.scored(dice);
        if rolls_left > 0 {
            for mask in 0..32u32 {
                let kept: Vec<u8> = (0..5)
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| dice[i])
                    .collect();
                best = best.max(self.keep(&kept, rolls_left));
            }
        }
        best
    }

    /// The chance after keeping `kept` (sorted) and rolling the rest, `rolls_left` before.
    fn keep(&mut self, kept: &[u8], rolls_left: u8) -> f64 {
        if let Some(&value) = self.kept_values.get(&(kept.to_vec(), rolls_left)) {
            return value;
        }
        let rolled = 5 - kept.len();
        let outcomes = 6usize.pow(rolled as u32);
        let mut sum = 0.0;
        for outcome in 0..outcomes {
            let mut dice = kept.to_vec();
            let mut rest = outcome;
            for _ in 0..rolled {
                dice.push((rest % 6) as u8 + 1);
                rest /= 6;
            }
            dice.sort_unstable();
            sum += self.best(&dice, rolls_left - 1);
        }
        let value = sum / outcomes as f64;
        self.kept_values.insert((kept.to_vec(), rolls_left), value);
        value
    }

    fn choice(&mut self, choice: &Choice, dice: &[u8], rolls_left: u8) -> f64 {
        match choice {
            Choice::Keep(faces) => self.keep(faces, rolls_left),
            Choice::Score(category) => {
                assert_eq!(*category, self.open);
                self.scored(dice)
            }
        }
    }
}

/// Scores the dice where the cursor is, unless that is `spared` (the cursor moves on first).
fn score_sparing(app: &mut App, spared: Category) {
    if app.box_cursor() == Some(spared) {
        common::press(app, ratatui::crossterm::event::KeyCode::Down);
    }
    assert_ne!(app.box_cursor(), Some(spared));
    score_at_cursor(app);
}

#[test]
fn at_a_table_the_win_hint_names_the_choice_with_the_highest_exact_chance_to_win() {
    let strategy = common::yatzy_table();
    // The goal table of the last turn only: what a game's last turn reads.
    let goal = Arc::new(GoalTable::compute(RuleSet::Yatzy, 14, &mut |_| {}));
    let open = Category::Chance;
    let mut checked = 0;
    for seed in 0..12 {
        let mut app = table_app(
            RuleSet::Yatzy,
            Arc::clone(&strategy),
            "Ann,Bob",
            seed,
            GoalMode::Win,
        );
        app.goal_event(GoalEvent::Ready(RuleSet::Yatzy, Arc::clone(&goal), None));
        // Fourteen turns each, the chance box kept open for the last.
        for _ in 0..28 {
            keys(&mut app, "r");
            score_sparing(&mut app, open);
        }
        // Ann's last turn against Bob's, then Bob's against Ann's final score.
        for seat in 0..2 {
            assert_eq!(app.table().current(), seat);
            keys(&mut app, "rt");
            assert_eq!(
                app.hint().unwrap().goal,
                Some(GoalHint::Computing(GoalAim::Win))
            );
            assert!(drawn(&app, 80, 24).contains("Hint to win: computing…"));
            assert_eq!(answer_goal_jobs(&mut app), 1);
            let Some(GoalHint::Ready(advice)) = app.hint().unwrap().goal.clone() else {
                panic!("the win's hint: {:?}", app.hint());
            };
            let other = &app.table().seats()[1 - seat];
            let other = ScoreDistribution::from_position(
                &strategy,
                &Situation::from(other.game.card()),
                &mut |_| {},
            )
            .unwrap();
            let card = app.game().card().clone();
            let mut last = LastTurn {
                card: &card,
                open,
                other: &other.probabilities,
                kept_values: HashMap::new(),
            };
            let dice = app.game().dice().unwrap().sorted();
            let best = last.best(&dice, 2);
            assert!(
                (advice.best.chance - best).abs() < 1e-6,
                "{} against {best}",
                advice.best.chance
            );
            let named = last.choice(&advice.best.choice, &dice, 2);
            assert!(
                (named - best).abs() < 1e-6,
                "{:?}: {named} against {best}",
                advice.best.choice
            );
            if let Some(points) = &advice.for_points {
                let chance = last.choice(&points.choice, &dice, 2);
                assert!((points.chance - chance).abs() < 1e-6);
                assert!(points.expected_final >= advice.best.expected_final);
            }
            if best > 0.02 && best < 0.98 {
                checked += 1;
                let percent = yatzy::i18n::percent(advice.best.chance);
                let screen = drawn(&app, 100, 32);
                assert!(screen.contains(&format!("{percent} to win")), "{screen}");
            }
            score_at_cursor(&mut app);
        }
        assert!(app.table().is_over());
        if checked >= 4 {
            break;
        }
    }
    assert!(checked >= 4, "too few last turns in doubt: {checked}");
}

/// The win's objective for the seat to play, from the others' distributions as they stand.
fn win_objective(app: &App, strategy: &Solution) -> Objective {
    let table = app.table();
    let others: Vec<ScoreDistribution> = (table.seats().iter().enumerate())
        .filter(|&(seat, _)| seat != table.current())
        .map(|(_, seat)| {
            ScoreDistribution::from_position(
                strategy,
                &Situation::from(seat.game.card()),
                &mut |_| {},
            )
            .unwrap()
        })
        .collect();
    let finals: Vec<&[f64]> = others.iter().map(|d| d.probabilities.as_slice()).collect();
    Objective::win(&finals)
}

/// Holds the dice of `faces` and rolls the rest.
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
fn at_a_table_the_coach_flags_a_move_that_costs_chance_to_win_in_percentage_points() {
    let strategy = forced_strategy();
    let goal = forced_goal();
    let mut found = false;
    'seeds: for seed in 0..20 {
        let mut app = table_app(
            RuleSet::Forced,
            Arc::clone(&strategy),
            "Ann,Bob,Cy",
            seed,
            GoalMode::Win,
        );
        app.goal_event(GoalEvent::Ready(RuleSet::Forced, Arc::clone(&goal), None));
        keys(&mut app, "c");
        assert!(said(&app).contains("percentage point"), "{}", said(&app));
        assert!(
            said(&app).contains("of the chance to win"),
            "{}",
            said(&app)
        );
        // Late in the game, where the others' scores matter most.
        while !app.table().is_over() {
            keys(&mut app, "r");
            // The roll's ranking is asked for as the dice land.
            answer_goal_jobs(&mut app);
            let dice = app.game().dice().unwrap();
            let situation = Situation::from(app.game().card());
            let values = TurnValues::new(&strategy, &situation).unwrap();
            let objective = win_objective(&app, &strategy);
            let turn = GoalTurn::new(&goal, &situation, &objective).unwrap();
            let ranked = turn.rank(values.choices(&dice, 2), &dice, 2);
            let costly = ranked.iter().find(|c| {
                matches!(c.choice, Choice::Keep(_)) && (ranked[0].chance - c.chance) * 100.0 > 1.0
            });
            if let Some(costly) = costly {
                let Choice::Keep(faces) = &costly.choice else {
                    unreachable!()
                };
                keep(&mut app, faces);
                let lost = format!("{:.2}", (ranked[0].chance - costly.chance) * 100.0);
                let expected = format!("that cost {lost} percentage points of the chance to win");
                assert!(said(&app).contains(&expected), "{expected}: {}", said(&app));
                found = true;
                break 'seeds;
            }
            score_at_cursor(&mut app);
        }
    }
    assert!(
        found,
        "no roll with a keep that costs more than 1 pp of the chance to win"
    );
}

#[test]
fn alone_the_win_goal_plays_for_points_and_g_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let opened = tui::open(&storage, RuleSet::Forced, Some(3), true);
    let mut app = App::open(opened, storage.clone(), Theme::monochrome());
    app.solver_ready(forced_strategy());
    keys(&mut app, "ggg");
    assert_eq!(app.preferences().goal, GoalMode::Win);
    assert!(
        said(&app).contains("alone there is nobody to beat"),
        "{}",
        said(&app)
    );
    let file = std::fs::read(dir.path().join("settings.json")).unwrap();
    let saved: serde_json::Value = serde_json::from_slice(&file).unwrap();
    assert_eq!(saved["preferences"]["goal"], "win");
    // The goal table is not wanted for it, and the hint is the points'.
    let _ = app.take_goal_requests();
    app.goal_event(GoalEvent::Ready(RuleSet::Forced, forced_goal(), None));
    keys(&mut app, "rt");
    assert_eq!(app.hint().unwrap().goal, None);
    assert_eq!(app.take_goal_jobs().len(), 0);
    // Coach on: its threshold in expected points, as for the best score.
    keys(&mut app, "c");
    assert!(said(&app).contains("expected point"), "{}", said(&app));

    // Next time at a table, the same setting plays to win there.
    let mut table = table_app(
        RuleSet::Forced,
        forced_strategy(),
        "Ann,Bob",
        4,
        GoalMode::Win,
    );
    assert_eq!(table.take_goal_requests(), vec![RuleSet::Forced]);
    table.goal_event(GoalEvent::Ready(RuleSet::Forced, forced_goal(), None));
    keys(&mut table, "rt");
    assert_eq!(
        table.hint().unwrap().goal,
        Some(GoalHint::Computing(GoalAim::Win))
    );
}

#[test]
fn at_a_table_beat_my_best_plays_for_points_and_reach_n_for_the_seat_s_own_score() {
    let mut app = table_app(
        RuleSet::Forced,
        forced_strategy(),
        "Ann,Bob",
        5,
        GoalMode::BestScore,
    );
    keys(&mut app, "g");
    assert_eq!(app.preferences().goal, GoalMode::BeatBest);
    assert!(
        said(&app).contains("at a table, the best score"),
        "{}",
        said(&app)
    );
    app.goal_event(GoalEvent::Ready(RuleSet::Forced, forced_goal(), None));
    keys(&mut app, "rt");
    assert_eq!(app.hint().unwrap().goal, None);
    assert_eq!(app.take_goal_jobs().len(), 0);
    let mut app = table_app(
        RuleSet::Forced,
        forced_strategy(),
        "Ann,Bob",
        5,
        GoalMode::Reach,
    );
    app.goal_event(GoalEvent::Ready(RuleSet::Forced, forced_goal(), None));
    keys(&mut app, "rt");
    assert_eq!(
        app.hint().unwrap().goal,
        Some(GoalHint::Computing(GoalAim::Reach(300)))
    );
}

#[test]
fn a_win_answer_for_another_seat_s_position_is_not_shown() {
    let mut app = table_app(
        RuleSet::Forced,
        forced_strategy(),
        "Ann,Bob",
        6,
        GoalMode::Win,
    );
    app.goal_event(GoalEvent::Ready(RuleSet::Forced, forced_goal(), None));
    keys(&mut app, "rt");
    let jobs = app.take_goal_jobs();
    assert_eq!(jobs.len(), 1);
    score_at_cursor(&mut app);
    // Bob's turn now: Ann's answer comes late and is not his.
    keys(&mut app, "rt");
    for job in jobs {
        app.goal_answered(job.run());
    }
    assert_eq!(
        app.hint().unwrap().goal,
        Some(GoalHint::Computing(GoalAim::Win))
    );
    assert_eq!(answer_goal_jobs(&mut app), 1);
    assert!(matches!(app.hint().unwrap().goal, Some(GoalHint::Ready(_))));
}

#[test]
fn g_in_practice_says_that_practice_plays_for_points() {
    let storage = Storage::disabled();
    let opened = tui::open(&storage, RuleSet::Forced, Some(3), true);
    let mut app = App::open(opened, storage, Theme::monochrome());
    app.solver_ready(forced_strategy());
    keys(&mut app, "x");
    let refusal = |app: &App| match app.screen() {
        Screen::Practice(screen) => screen.refusal.clone(),
        other => panic!("in practice: {other:?}"),
    };
    keys(&mut app, "g");
    let said = refusal(&app).expect("a word on the goal");
    assert!(said.contains("Practice plays for the best score"), "{said}");
    assert_eq!(app.preferences().goal, GoalMode::BestScore, "unchanged");
    assert!(drawn(&app, 80, 24).contains("Practice plays for the best score"));
}

#[test]
fn in_goal_mode_the_coach_quotes_its_threshold_in_percentage_points() {
    let mut app = table_app(
        RuleSet::Forced,
        forced_strategy(),
        "Ann",
        7,
        GoalMode::Reach,
    );
    let preferences = Preferences {
        goal: GoalMode::Reach,
        goal_target: 200,
        goal_coach_threshold: 2.5,
        coach_threshold: 4.0,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    keys(&mut app, "c");
    assert_eq!(
        said(&app),
        "Coach on: flags moves that cost more than 2.5 percentage points of the chance to reach 200"
    );
    keys(&mut app, "cgg");
    // Best score now: the expected points again.
    assert_eq!(app.preferences().goal, GoalMode::BestScore);
    keys(&mut app, "c");
    assert_eq!(
        said(&app),
        "Coach on: flags moves that cost more than 4 expected points"
    );
}

#[test]
fn reaching_a_target_of_its_own_the_chances_line_says_its_chance_for_points_beside() {
    let strategy = forced_strategy();
    let goal = forced_goal();
    // Forced Yatzy's line aims at the round number above its expected score; the goal at
    // another target.
    let target = (strategy.expected_score() + 23.0).round() as u16;
    let mut app = App::new(
        yatzy::core::game::Game::new(RuleSet::Forced, 8),
        Theme::monochrome(),
    );
    app.solver_ready(Arc::clone(&strategy));
    let preferences = Preferences {
        goal: GoalMode::Reach,
        goal_target: target,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    app.goal_event(GoalEvent::Ready(RuleSet::Forced, Arc::clone(&goal), None));
    keys(&mut app, "r");
    score_at_cursor(&mut app);
    let mut calculator = yatzy::core::chances::Calculator::default();
    let answer = |app: &mut App, calculator: &mut yatzy::core::chances::Calculator| {
        for (solution, job) in app.take_chance_jobs() {
            if let yatzy::core::chances::Job::Now(question) = job {
                let chances = calculator.answer(&solution, &question);
                app.chances_answered(yatzy::core::chances::Answer::Now(question, chances));
            }
        }
    };
    answer(&mut app, &mut calculator);
    let before = drawn(&app, 100, 32);
    assert!(!before.contains(&format!("reach {target}")), "{before}");
    answer_goal_jobs(&mut app);

    let situation = Situation::from(app.game().card());
    let for_goal = goal.chance(&situation, u32::from(target)).unwrap();
    let distribution =
        ScoreDistribution::from_position(&strategy, &situation, &mut |_| {}).unwrap();
    let for_points: f64 = distribution
        .probabilities
        .iter()
        .skip(usize::from(target))
        .sum();
    assert!(
        for_points > 0.0 && for_points < for_goal,
        "{for_points} {for_goal}"
    );
    let said = format!(
        "reach {target}: {} (playing for it: {})",
        yatzy::i18n::percent(for_points),
        yatzy::i18n::percent(for_goal)
    );
    let screen = drawn(&app, 100, 32);
    assert!(screen.contains(&said), "{said}\n{screen}");
    assert!(drawn(&app, 80, 24).contains(&said));

    // The next turn: until the goal's answer for it is in, no chance of the turn before.
    keys(&mut app, "r");
    score_at_cursor(&mut app);
    answer(&mut app, &mut calculator);
    assert!(!drawn(&app, 100, 32).contains("playing for it"));
    answer_goal_jobs(&mut app);
    assert!(drawn(&app, 100, 32).contains("playing for it"));
}
