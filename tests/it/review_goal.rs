//! The review of a game played for a target, graded by the target's chance lost: checked on
//! the last turn of a Scandinavian Yatzy card against chances counted here by hand (every
//! outcome of the dice), and on whole Forced Yatzy games against the goal's hint and play.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use yatzy::core::game::{Decision, Game};
use yatzy::core::review::{self, Grading, Review};
use yatzy::core::rules::{Category, Dice, RuleSet, ScoreCard};
use yatzy::core::simulate::play_game;
use yatzy::core::solver::{
    Choice, GoalError, GoalPlay, GoalRanking, GoalTable, Objective, Optimal, Situation, Solution,
    TurnValues,
};
use yatzy::session::GoalEvent;
use yatzy::tui::App;
use yatzy::ui::{GoalMode, Preferences, Screen, Theme};

/// The goal table's levels of the last turn of Scandinavian Yatzy (milliseconds to compute).
fn last_turn_goal() -> &'static GoalTable {
    static GOAL: OnceLock<GoalTable> = OnceLock::new();
    GOAL.get_or_init(|| {
        let boxes = RuleSet::Yatzy.categories().len() as u32;
        GoalTable::compute(RuleSet::Yatzy, boxes - 1, &mut |_| {})
    })
}

/// Every box filled but Chance, with the upper bonus.
fn chance_open() -> ScoreCard {
    crate::common::card_for(
        RuleSet::Yatzy,
        &[Category::Chance],
        [3, 3, 3, 3, 3, 3],
        None,
    )
}

/// The points Chance must add for the target: the sum of the dice.
const NEEDED: u32 = 24;

/// By hand: the chance that Chance ends on `NEEDED` or more, with Chance the only box left.
struct ByHand {
    /// The dice on the table (sorted) and rolls left: the best chance from there.
    at: HashMap<(Vec<u8>, u8), f64>,
    /// The faces kept (sorted) and the rolls to come: the chance, playing best after.
    kept: HashMap<(Vec<u8>, u8), f64>,
}

impl ByHand {
    fn new() -> Self {
        ByHand {
            at: HashMap::new(),
            kept: HashMap::new(),
        }
    }

    /// With `dice` on the table and `rolls_left`: the best of scoring now and every keep.
    fn at(&mut self, dice: &[u8], rolls_left: u8) -> f64 {
        let mut dice = dice.to_vec();
        dice.sort_unstable();
        if let Some(&known) = self.at.get(&(dice.clone(), rolls_left)) {
            return known;
        }
        let sum: u32 = dice.iter().map(|&d| u32::from(d)).sum();
        let mut best = if sum >= NEEDED { 1.0 } else { 0.0 };
        if rolls_left > 0 {
            // Every keep but all five (which is scoring now: Chance is the only box).
            for mask in 0..31u8 {
                let kept: Vec<u8> = (0..5)
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| dice[i])
                    .collect();
                best = f64::max(best, self.keeping(&kept, rolls_left));
            }
        }
        self.at.insert((dice, rolls_left), best);
        best
    }

    /// Keeping `kept` and rolling the others (`rolls` to come): the average over every
    /// ordered outcome of the rolled dice.
    fn keeping(&mut self, kept: &[u8], rolls: u8) -> f64 {
        let mut kept = kept.to_vec();
        kept.sort_unstable();
        if let Some(&known) = self.kept.get(&(kept.clone(), rolls)) {
            return known;
        }
        let rolled = 5 - kept.len() as u32;
        let outcomes = 6usize.pow(rolled);
        let mut total = 0.0;
        for n in 0..outcomes {
            let mut dice = kept.clone();
            let mut rest = n;
            for _ in 0..rolled {
                dice.push((rest % 6) as u8 + 1);
                rest /= 6;
            }
            total += self.at(&dice, rolls - 1);
        }
        let chance = total / outcomes as f64;
        self.kept.insert((kept, rolls), chance);
        chance
    }
}

fn dice(faces: [u8; 5]) -> Dice {
    Dice::new(faces).unwrap()
}

fn reviewed(decisions: &[Decision], target: u32) -> Review {
    let table = crate::common::yatzy_table();
    review::goal_review_from(&table, last_turn_goal(), &chance_open(), decisions, target).unwrap()
}

/// The last turn: 6 6 5 2 1, keep 6 6; then 6 6 6 3 3 with one roll left.
fn first_keep() -> Decision {
    Decision::Keep {
        dice: dice([6, 6, 5, 2, 1]),
        held: [true, true, false, false, false],
        rolls_left: 2,
    }
}

const SECOND_ROLL: [u8; 5] = [6, 6, 6, 3, 3];

#[test]
fn the_last_turn_s_decisions_lose_the_chance_counted_by_hand() {
    let banked = u32::from(chance_open().total());
    let target = banked + NEEDED;
    // Keeping 6 6 6 and rolling two dice again: best for points (7 expected against the 6
    // of the threes), but 24 is there already; the two dice need 6 or more (26 of 36).
    let decisions = [
        first_keep(),
        Decision::Keep {
            dice: dice(SECOND_ROLL),
            held: [true, true, true, false, false],
            rolls_left: 1,
        },
        Decision::Score {
            dice: dice([6, 6, 6, 4, 1]),
            category: Category::Chance,
            rolls_left: 0,
        },
    ];
    let review = reviewed(&decisions, target);
    let mut hand = ByHand::new();
    assert_eq!(review.grading, Grading::Target(target));
    assert_eq!(review.decisions.len(), 3);
    let close = |a: f64, b: f64| (a - b).abs() < 1e-6;

    // The first keep: what 6 6 gives away against the roll's best, counted by hand.
    let first = &review.decisions[0];
    let lost = hand.at(&[6, 6, 5, 2, 1], 2) - hand.keeping(&[6, 6], 2);
    assert!(close(first.lost, lost), "{} against {lost}", first.lost);
    assert_eq!((first.turn, first.roll), (15, 1));

    // The second: best for points, 10/36 of the chance lost for the goal.
    let points_best = TurnValues::new(
        &crate::common::yatzy_table(),
        &Situation::from(&chance_open()),
    )
    .unwrap()
    .choices(&dice(SECOND_ROLL), 1)[0]
        .choice
        .clone();
    assert_eq!(points_best, Choice::Keep(vec![6, 6, 6]));
    let second = &review.decisions[1];
    assert!(
        close(second.lost, 10.0 / 36.0),
        "{} against {}",
        second.lost,
        10.0 / 36.0
    );
    assert!(close(
        second.lost,
        hand.at(&SECOND_ROLL, 1) - hand.keeping(&[6, 6, 6], 1)
    ));
    assert_eq!(second.best, Choice::Score(Category::Chance));
    assert_eq!(second.played, Choice::Keep(vec![6, 6, 6]));

    // The last roll has one choice: nothing lost.
    assert_eq!(review.decisions[2].lost, 0.0);
    assert!(close(review.total_lost, first.lost + second.lost));

    // The chance at the turn's start, then 0: 23 is one short.
    assert_eq!(review.trajectory.len(), 2);
    let start = hand.keeping(&[], 3);
    assert!(
        close(review.trajectory[0], start),
        "{review:?} against {start}"
    );
    assert_eq!(review.trajectory[1], 0.0);
    assert_eq!(review.final_score, Some((banked + 23) as u16));
}

#[test]
fn the_goal_s_best_move_grades_nothing_and_reaching_the_target_ends_on_one() {
    let banked = u32::from(chance_open().total());
    let target = banked + NEEDED;
    let decisions = [
        first_keep(),
        Decision::Score {
            dice: dice(SECOND_ROLL),
            category: Category::Chance,
            rolls_left: 1,
        },
    ];
    let review = reviewed(&decisions, target);
    assert_eq!(review.decisions[1].lost, 0.0);
    assert_eq!(review.decisions[1].best, Choice::Score(Category::Chance));
    assert_eq!(review.total_lost, review.decisions[0].lost);
    assert_eq!(review.trajectory.last(), Some(&1.0));
    // A target already in hand, or out of reach, costs nothing whatever is played.
    for target in [banked, banked + 31] {
        let review = reviewed(&decisions, target);
        assert!(review.decisions.iter().all(|d| d.lost == 0.0), "{review:?}");
    }
}

const FORCED: RuleSet = RuleSet::Forced;

fn forced_shared() -> Arc<Solution> {
    static TABLE: OnceLock<Arc<Solution>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(Solution::solve(FORCED, &mut |_| {})))
        .clone()
}

fn forced_table() -> &'static Solution {
    static TABLE: OnceLock<Arc<Solution>> = OnceLock::new();
    TABLE.get_or_init(forced_shared)
}

fn forced_goal_shared() -> Arc<GoalTable> {
    static GOAL: OnceLock<Arc<GoalTable>> = OnceLock::new();
    GOAL.get_or_init(|| Arc::new(GoalTable::compute(FORCED, 0, &mut |_| {})))
        .clone()
}

fn forced_goal() -> &'static GoalTable {
    static GOAL: OnceLock<Arc<GoalTable>> = OnceLock::new();
    GOAL.get_or_init(forced_goal_shared)
}

/// A target Forced Yatzy reaches about one game in five.
fn forced_target() -> u32 {
    (forced_table().expected_score() + 30.0).round() as u32
}

/// Replays `game`'s card up to each decision: the position, the dice and rolls left there.
fn positions(game: &Game) -> Vec<(Situation, Dice, u8)> {
    let mut card = ScoreCard::new(game.rules());
    let mut at = Vec::new();
    for decision in game.decisions() {
        match *decision {
            Decision::Keep {
                dice, rolls_left, ..
            } => at.push((Situation::from(&card), dice, rolls_left)),
            Decision::Score {
                dice,
                category,
                rolls_left,
            } => {
                at.push((Situation::from(&card), dice, rolls_left));
                card.fill(category, &dice).unwrap();
            }
        }
    }
    at
}

#[test]
fn a_game_played_for_the_target_loses_nothing_and_one_played_for_points_loses_what_the_hint_says() {
    let (table, goal, target) = (forced_table(), forced_goal(), forced_target());
    let start = goal
        .chance(&Situation::from(&ScoreCard::new(FORCED)), target)
        .unwrap();
    let mut lost_for_points = 0.0;
    for seed in 1..=4 {
        let mut for_goal = GoalPlay::new(table, goal, Objective::reach(target));
        let game = play_game(FORCED, seed, &mut for_goal).unwrap();
        let review = review::goal_review(table, goal, &game, target).unwrap();
        assert_eq!(review.decisions.len(), game.decisions().len());
        assert!(review.total_lost < 1e-6, "seed {seed}: {review:?}");
        assert_eq!(review.trajectory.len(), FORCED.categories().len() + 1);
        assert!((review.trajectory[0] - start).abs() < 1e-6);
        let reached = u32::from(game.card().total()) >= target;
        assert_eq!(
            review.trajectory.last(),
            Some(&f64::from(u8::from(reached)))
        );

        // Played for points: each decision's loss is what the goal's hint (the roll's
        // ranking, worked out afresh) says it costs.
        let game = play_game(FORCED, seed, &mut Optimal::new(table)).unwrap();
        let review = review::goal_review(table, goal, &game, target).unwrap();
        for ((situation, dice, rolls_left), reviewed) in
            positions(&game).iter().zip(&review.decisions)
        {
            let ranking = GoalRanking::new(
                table,
                goal,
                situation,
                (dice, *rolls_left),
                &Objective::reach(target),
            )
            .unwrap();
            let cost = ranking.cost(&reviewed.played).unwrap();
            assert!((reviewed.lost - cost).abs() < 1e-12, "{reviewed:?}: {cost}");
            assert_eq!(reviewed.best, ranking.best().choice);
        }
        lost_for_points += review.total_lost;
        // The same game by points: another grading, the same decisions.
        let by_points = review::review(table, &game);
        assert_eq!(by_points.grading, Grading::Points);
        assert_eq!(by_points.decisions.len(), review.decisions.len());
    }
    assert!(
        lost_for_points > 0.0,
        "play for points gives some chance away"
    );
}

#[test]
fn the_one_review_for_a_front_end_grades_by_the_target_only_with_its_goal_table() {
    let (table, goal, target) = (forced_table(), forced_goal(), forced_target());
    let game = play_game(FORCED, 9, &mut Optimal::new(table)).unwrap();
    let by_points = review::review(table, &game);
    assert_eq!(
        review::review_for(table, Some(goal), &game, None),
        by_points
    );
    assert_eq!(
        review::review_for(table, None, &game, Some(target)),
        by_points
    );
    let by_target = review::review_for(table, Some(goal), &game, Some(target));
    assert_eq!(by_target.grading, Grading::Target(target));
    assert_eq!(
        by_target,
        review::goal_review(table, goal, &game, target).unwrap()
    );
    // Another rules' goal table is not used.
    assert_eq!(
        review::review_for(table, Some(last_turn_goal()), &game, Some(target)),
        by_points
    );
    // A table without the game's early positions has no answer for them.
    let yatzy = crate::common::yatzy_table();
    let early = review::goal_review(&yatzy, last_turn_goal(), &Game::new(RuleSet::Yatzy, 1), 250);
    assert!(
        matches!(early, Err(GoalError::NotComputed { filled: 0, .. })),
        "{early:?}"
    );
}

/// A Forced Yatzy game in the terminal, played for `target` (the goal setting) to its end.
fn finished_for(seed: u64, goal: GoalMode, target: u32) -> App {
    let mut app = App::new(Game::new(FORCED, seed), Theme::monochrome());
    app.solver_ready(forced_shared());
    let preferences = Preferences {
        goal,
        goal_target: target as u16,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    crate::common::play_to_the_end(&mut app);
    crate::common::press(&mut app, KeyCode::Esc);
    app
}

fn draw(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

/// Works out the goal reviews the app asked for, as the event loop's thread does.
fn answer_goal_reviews(app: &mut App) -> usize {
    let jobs = app.take_goal_review_jobs();
    let count = jobs.len();
    for job in jobs {
        app.goal_review_answered(job.run());
    }
    count
}

#[test]
fn the_review_of_a_game_played_for_a_target_grades_in_percentage_points_at_80x24() {
    let target = forced_target();
    let mut app = finished_for(3, GoalMode::Reach, target);
    crate::common::keys(&mut app, "v");
    assert_eq!(*app.screen(), Screen::Review(0));

    // Before the goal table: the expected points' grades, and why.
    let waiting = draw(&app);
    assert_eq!(app.shown_review().unwrap().grading, Grading::Points);
    assert!(
        waiting.contains("Graded in expected points until the goal table is ready (0%)"),
        "{waiting}"
    );
    assert!(waiting.contains("expected points lost"), "{waiting}");
    assert_eq!(answer_goal_reviews(&mut app), 0, "nothing to work with yet");

    // The table in: the grades are worked out off the key's path, once.
    app.goal_event(GoalEvent::Ready(FORCED, forced_goal_shared(), None));
    assert!(draw(&app).contains(&format!(
        "Grading by the chance to reach {target}: computing…"
    )));
    assert_eq!(answer_goal_reviews(&mut app), 1);
    assert_eq!(answer_goal_reviews(&mut app), 0);
    let review = app.shown_review().unwrap().clone();
    assert_eq!(review.grading, Grading::Target(target));
    let expected = review::goal_review(forced_table(), forced_goal(), app.game(), target).unwrap();
    assert_eq!(review, expected);
    // The points' review stays for the game-over line.
    assert_eq!(app.review().unwrap().grading, Grading::Points);

    let screen = draw(&app);
    let total = format!("{:.1}", review.total_lost * 100.0);
    assert!(
        screen.contains(&format!(
            "reach {target} · {total} percentage points of its chance lost"
        )),
        "{screen}"
    );
    assert!(!screen.contains("Graded in expected points"), "{screen}");
    assert!(
        screen.contains(&format!("Chance to reach {target}, playing for it")),
        "{screen}"
    );
    // Each decision's loss in percentage points of the chance, as the review has it.
    let costly = review
        .decisions
        .iter()
        .find(|d| d.lost > 0.0)
        .expect("a loss");
    let points = costly.lost * 100.0;
    let said = if points < 1.0 {
        format!("−{points:.2} pp")
    } else {
        format!("−{points:.1} pp")
    };
    assert!(
        screen.contains(&said) || costly.index >= 10,
        "{said}: {screen}"
    );
    insta::assert_snapshot!(screen);
}

#[test]
fn without_a_goal_table_or_a_goal_the_review_stays_in_points_and_says_why() {
    let target = forced_target();
    let mut failed = finished_for(3, GoalMode::Reach, target);
    failed.goal_event(GoalEvent::Failed(FORCED, "no room".into()));
    crate::common::keys(&mut failed, "v");
    let screen = draw(&failed);
    assert!(
        screen.contains(&format!(
            "No goal table: graded in points, not by the chance to reach {target}"
        )),
        "{screen}"
    );
    assert_eq!(answer_goal_reviews(&mut failed), 0);

    // Played for the best score: points, with nothing to say about a goal.
    let mut best = finished_for(3, GoalMode::BestScore, target);
    best.goal_event(GoalEvent::Ready(FORCED, forced_goal_shared(), None));
    crate::common::keys(&mut best, "v");
    assert_eq!(answer_goal_reviews(&mut best), 0);
    assert_eq!(best.shown_review().unwrap().grading, Grading::Points);
    let screen = draw(&best);
    assert!(!screen.contains("goal table"), "{screen}");
    assert!(screen.contains("expected points lost"), "{screen}");
}

#[test]
fn the_review_by_a_target_and_why_it_waits_are_whole_at_80x24_in_each_language() {
    use yatzy::i18n::{self, Language};
    let target = forced_target();
    for language in Language::ALL {
        i18n::set(language);
        let mut app = finished_for(3, GoalMode::Reach, target);
        crate::common::keys(&mut app, "v");
        let loading = draw(&app);
        let said = yatzy::t!("review-goal-loading", target = target, percent = 0);
        assert!(loading.contains(&said), "{language:?}: {said}\n{loading}");
        app.goal_event(GoalEvent::Ready(FORCED, forced_goal_shared(), None));
        let computing = draw(&app);
        let said = yatzy::t!("review-goal-computing", target = target);
        assert!(
            computing.contains(&said),
            "{language:?}: {said}\n{computing}"
        );
        answer_goal_reviews(&mut app);
        let screen = draw(&app);
        let review = app.shown_review().unwrap();
        let lost = i18n::decimal(review.total_lost * 100.0, 1);
        let goal = yatzy::t!("goal-reach", target = target);
        let short = yatzy::t!(
            "review-goal-title-short",
            goal = goal.clone(),
            lost = lost.clone()
        );
        let full = yatzy::t!("review-goal-title", goal = goal, lost = lost);
        assert!(
            screen.contains(&full) || screen.contains(&short),
            "{language:?}\n{screen}"
        );
        let legend = yatzy::t!("review-goal-chance", target = target);
        assert!(screen.contains(&legend), "{language:?}: {legend}\n{screen}");
        let costly = review.decisions.iter().find(|d| d.lost >= 0.01).unwrap();
        let pp = yatzy::t!(
            "review-lost-pp",
            points = i18n::decimal(costly.lost * 100.0, 1)
        );
        assert!(screen.contains(&pp), "{language:?}: {pp}\n{screen}");

        let mut failed = finished_for(3, GoalMode::Reach, target);
        failed.goal_event(GoalEvent::Failed(FORCED, "no room".into()));
        crate::common::keys(&mut failed, "v");
        let screen = draw(&failed);
        let said = yatzy::t!("review-goal-failed", target = target);
        assert!(screen.contains(&said), "{language:?}: {said}\n{screen}");
    }
    i18n::set(Language::English);
}

#[test]
fn at_a_table_each_person_s_game_is_graded_by_the_target_and_the_bots_in_points() {
    let target = forced_target();
    let players =
        yatzy::core::table::parse_players("Ann,bot,Bob", yatzy::ui::words::bot_name).unwrap();
    let storage = yatzy::storage::Storage::disabled();
    let opened = yatzy::tui::open_table(&storage, FORCED, Some(5), true, Some(players));
    let mut app = App::open(opened, storage, Theme::monochrome());
    app.solver_ready(forced_shared());
    let preferences = Preferences {
        goal: GoalMode::Reach,
        goal_target: target as u16,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    app.goal_event(GoalEvent::Ready(FORCED, forced_goal_shared(), None));
    crate::common::play_table_to_the_end(&mut app);
    crate::common::keys(&mut app, "v");
    let graded = |app: &App| app.shown_review().unwrap().grading;
    assert_eq!(app.reviewed_player(), Some("Ann"));
    assert_eq!(answer_goal_reviews(&mut app), 1);
    assert_eq!(graded(&app), Grading::Target(target));

    crate::common::press(&mut app, KeyCode::Tab);
    assert_eq!(app.reviewed_player(), Some("Bot"));
    assert_eq!(answer_goal_reviews(&mut app), 0, "a bot plays for points");
    assert_eq!(graded(&app), Grading::Points);
    let screen = draw(&app);
    assert!(screen.contains("expected points lost"), "{screen}");
    assert!(!screen.contains("goal table"), "{screen}");

    crate::common::press(&mut app, KeyCode::Tab);
    assert_eq!(app.reviewed_player(), Some("Bob"));
    assert_eq!(answer_goal_reviews(&mut app), 1);
    let bob = &app.table().seats()[2].game;
    let expected = review::goal_review(forced_table(), forced_goal(), bob, target).unwrap();
    assert_eq!(app.shown_review(), Some(&expected));
}

/// Ann and the optimal bot at a table of Forced Yatzy, Ann playing to win, played to the end.
fn finished_to_win() -> App {
    let players = yatzy::core::table::parse_players("Ann,bot", yatzy::ui::words::bot_name).unwrap();
    let storage = yatzy::storage::Storage::disabled();
    let opened = yatzy::tui::open_table(&storage, FORCED, Some(7), true, Some(players));
    let mut app = App::open(opened, storage, Theme::monochrome());
    app.solver_ready(forced_shared());
    let preferences = Preferences {
        goal: GoalMode::Win,
        ..Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    crate::common::play_table_to_the_end(&mut app);
    app
}

#[test]
fn a_game_played_to_win_is_reviewed_in_points_and_says_so_and_a_bot_s_says_nothing() {
    let mut app = finished_to_win();
    crate::common::keys(&mut app, "v");
    assert_eq!(app.reviewed_player(), Some("Ann"));
    assert_eq!(answer_goal_reviews(&mut app), 0, "no target to grade by");
    assert_eq!(app.shown_review().unwrap().grading, Grading::Points);
    let screen = draw(&app);
    assert!(
        screen.contains("Played to win: graded in expected points, not by the chance to win"),
        "{screen}"
    );

    crate::common::press(&mut app, KeyCode::Tab);
    assert_eq!(app.reviewed_player(), Some("Bot"));
    let screen = draw(&app);
    assert!(!screen.contains("Played to win"), "{screen}");
    assert!(screen.contains("expected points lost"), "{screen}");

    // Whole at 80x24 in every language.
    use yatzy::i18n::{self, Language};
    for language in Language::ALL {
        i18n::set(language);
        let mut app = finished_to_win();
        crate::common::keys(&mut app, "v");
        let said = yatzy::t!("review-goal-win");
        let screen = draw(&app);
        assert!(screen.contains(&said), "{language:?}: {said}\n{screen}");
    }
    i18n::set(Language::English);
}
