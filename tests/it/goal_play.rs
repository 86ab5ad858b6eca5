//! Playing for a goal, end to end: goal play reaches its target as often as the goal table
//! says, a win's weights are the tie-sharing chances, a table of bots is tallied as the rules
//! say, and the goal table is stored, read back and never trusted when damaged.

use std::sync::atomic::{AtomicBool, AtomicU64};

use yatzy::core::chances::Kept;
use yatzy::core::rules::{RuleSet, ScoreCard};
use yatzy::core::simulate::{SeatStrategy, TableSetup, simulate_goal, simulate_table};
use yatzy::core::solver::{GoalTable, Objective, Situation, Solution, goal_file_name};
use yatzy::session;
use yatzy::storage::Storage;

use crate::common::{run_yatzy, text};

fn start() -> Situation {
    Situation::from(&ScoreCard::new(RuleSet::Yatzy))
}

#[test]
fn goal_play_reaches_250_and_300_as_often_as_the_goal_table_says_and_more_than_play_for_points() {
    let table = crate::common::yatzy_table();
    let goal = crate::common::yatzy_goal();
    let by_points = yatzy::core::solver::cache::built_in_distribution(RuleSet::Yatzy).unwrap();
    let games = 100_000u64;
    for (target, seed) in [(250u32, 11u64), (300, 12)] {
        let exact = goal.chance(&start(), target).unwrap();
        let mut reached = 0u64;
        simulate_goal(
            (&table, goal, target),
            games,
            seed,
            &AtomicU64::new(0),
            &mut |game| reached += u64::from(u32::from(game.score) >= target),
        )
        .unwrap();
        let seen = reached as f64 / games as f64;
        let error = (exact * (1.0 - exact) / games as f64).sqrt();
        assert!(
            (seen - exact).abs() < 4.0 * error,
            "{target}: {seen} played, {exact} exact (± {error})"
        );
        // The gain over play for points: the exact chances, and what was played.
        let for_points = 1.0 - by_points.share_below(target as u16);
        assert!(
            exact > for_points + 0.02,
            "{target}: {exact} vs {for_points}"
        );
        assert!(
            seen > for_points + 10.0 * error,
            "{target}: {seen} vs {for_points}"
        );
    }
}

/// The share of a win on ending at `x`, by enumerating every way the others can end.
fn share_by_enumeration(others: &[Vec<f64>], x: usize) -> f64 {
    fn walk(others: &[Vec<f64>], x: usize, chance: f64, at_x: usize) -> f64 {
        let Some((first, rest)) = others.split_first() else {
            return chance / (at_x + 1) as f64;
        };
        first
            .iter()
            .enumerate()
            .filter(|&(score, _)| score <= x)
            .map(|(score, &p)| walk(rest, x, chance * p, at_x + usize::from(score == x)))
            .sum()
    }
    walk(others, x, 1.0, 0)
}

#[test]
fn a_wins_weights_add_up_to_the_tie_sharing_chance_of_winning_on_each_score() {
    let others = vec![
        vec![0.0, 0.2, 0.5, 0.3],
        vec![0.1, 0.0, 0.6, 0.2, 0.1],
        vec![0.25, 0.25, 0.25, 0.25],
    ];
    let slices: Vec<&[f64]> = others.iter().map(Vec::as_slice).collect();
    let objective = Objective::win(&slices);
    // Ending on x or more counts the weights up to x: the value of ending exactly on x.
    for x in 0..7usize {
        let expected = share_by_enumeration(&others, x);
        let weights = objective.value_of_final(x as u32);
        assert!(
            (weights - expected).abs() < 1e-12,
            "{x}: {weights} vs {expected}"
        );
    }
    // Alone at a table, any score wins: the objective is reaching 0.
    assert_eq!(Objective::win(&[]).target(), Some(0));
    assert_eq!(Objective::reach(287).target(), Some(287));
}

fn forced() -> (Solution, GoalTable) {
    (
        Solution::solve(RuleSet::Forced, &mut |_| {}),
        GoalTable::compute(RuleSet::Forced, 0, &mut |_| {}),
    )
}

#[test]
fn a_simulated_table_shares_its_ties_and_plays_the_same_games_for_the_same_seed() {
    let (table, goal) = forced();
    let kept = Kept::new(1 << 20, None);
    let setup = TableSetup {
        rules: RuleSet::Forced,
        table: &table,
        goal: Some(&goal),
        kept: &kept,
    };
    let seats = [SeatStrategy::Win, SeatStrategy::Optimal, SeatStrategy::Easy];
    let done = AtomicU64::new(0);
    let tally = simulate_table(&setup, &seats, 60, 5, &done).unwrap();
    assert_eq!(tally.games, 60);
    assert_eq!(done.into_inner(), 60 * 3 * 15);
    let shares: f64 = tally.seats.iter().map(|(_, s)| s.share).sum();
    assert!((shares - 60.0).abs() < 1e-9, "{shares}");
    let wins: u64 = tally.seats.iter().map(|(_, s)| s.wins).sum();
    let ties: u64 = tally.seats.iter().map(|(_, s)| s.ties).sum();
    // Each game has one winner, or two or more sharing first place.
    assert!(wins + ties / 2 <= 60 && wins + ties >= 60, "{wins} {ties}");
    assert_eq!(
        simulate_table(&setup, &seats, 60, 5, &AtomicU64::new(0)).unwrap(),
        tally
    );
    // Playing to win needs the goal table.
    let without = TableSetup {
        goal: None,
        ..setup
    };
    assert!(simulate_table(&without, &seats, 1, 5, &AtomicU64::new(0)).is_err());
}

#[test]
fn the_goal_table_is_stored_read_back_and_computed_again_when_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let stop = AtomicBool::new(false);
    let computed = session::goal_table(&storage, RuleSet::Forced, &mut |_| {}, &stop).unwrap();
    assert_eq!(computed.source, session::Source::Computed);
    let path = storage
        .cache_dir()
        .unwrap()
        .join(goal_file_name(RuleSet::Forced));
    let bytes = std::fs::read(&path).unwrap();
    let position = Situation {
        filled: RuleSet::Forced.categories()[..7].to_vec(),
        upper: 40,
        banked: 95,
        five_box_holds_50: false,
    };
    let chances: Vec<f64> = (100..300)
        .map(|target| computed.table.chance(&position, target).unwrap())
        .collect();
    let read = session::goal_table(&storage, RuleSet::Forced, &mut |_| {}, &stop).unwrap();
    assert_eq!(read.source, session::Source::Cache);
    assert!(read.note.is_none());
    let again: Vec<f64> = (100..300)
        .map(|target| read.table.chance(&position, target).unwrap())
        .collect();
    assert_eq!(chances, again);
    // A flipped bit, a cut, another rule set's file: each is computed again and told.
    let mut flipped = bytes.clone();
    flipped[bytes.len() / 2] ^= 0x10;
    let damages: [Vec<u8>; 3] = [flipped, bytes[..bytes.len() - 100].to_vec(), Vec::new()];
    for damaged in damages {
        std::fs::write(&path, &damaged).unwrap();
        let redone = session::goal_table(&storage, RuleSet::Forced, &mut |_| {}, &stop).unwrap();
        assert_eq!(redone.source, session::Source::Computed);
        assert!(
            redone
                .note
                .as_deref()
                .is_some_and(|n| n.contains("goal table"))
        );
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "written again, whole");
    }
    // Asked to stop, it stops, and leaves nothing half-written.
    std::fs::remove_file(&path).unwrap();
    let stopped = session::goal_table(
        &storage,
        RuleSet::Forced,
        &mut |_| {},
        &AtomicBool::new(true),
    );
    assert!(stopped.is_err());
    assert!(!path.exists());
    let leftovers = std::fs::read_dir(storage.cache_dir().unwrap())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("goal")
        })
        .count();
    assert_eq!(leftovers, 0);
}

#[test]
fn the_command_line_answers_a_target_for_a_position_for_a_roll_and_for_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let (table, goal) = forced();
    let position = Situation {
        filled: RuleSet::Forced.categories()[..10].to_vec(),
        upper: 63,
        banked: 140,
        five_box_holds_50: false,
    };
    let ids =
        "ones,twos,threes,fours,fives,sixes,one_pair,two_pairs,three_of_a_kind,four_of_a_kind";
    let out = run_yatzy(
        dir.path(),
        &[
            "--rules", "forced", "solve", "--target", "200", "--filled", ids, "--upper", "63",
            "--banked", "140", "--json",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let answer: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(answer["target"], 200);
    let chance = answer["chance"].as_f64().unwrap();
    assert!((chance - goal.chance(&position, 200).unwrap()).abs() < 1e-12);
    let for_points = ScoreDistributionOf::of(&table, &position).share_at_least(200);
    assert!((answer["chance_expected_play"].as_f64().unwrap() - for_points).abs() < 1e-9);
    assert!(chance >= for_points - 1e-6);

    let out = run_yatzy(
        dir.path(),
        &[
            "--rules",
            "forced",
            "hint",
            "--dice",
            "12345",
            "--rolls-left",
            "1",
            "--filled",
            ids,
            "--upper",
            "63",
            "--banked",
            "140",
            "--target",
            "200",
            "--json",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let hint: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(hint["target"], 200);
    let choices = hint["choices"].as_array().unwrap();
    assert!(choices.len() > 3);
    // Best first; each a keep or the one box Forced Yatzy allows, with its chance and points.
    let ranked: Vec<f64> = choices
        .iter()
        .map(|c| c["chance"].as_f64().unwrap())
        .collect();
    assert!(ranked.windows(2).all(|w| w[0] >= w[1]));
    assert!(
        choices
            .iter()
            .all(|c| c.get("keep").is_some() || c["box"] == "small_straight")
    );
    assert!(
        choices
            .iter()
            .all(|c| c["expected"].as_f64().unwrap() > 140.0)
    );

    let out = run_yatzy(
        dir.path(),
        &[
            "--rules",
            "forced",
            "simulate",
            "--table",
            "win,optimal,greedy",
            "--games",
            "30",
            "--seed",
            "3",
            "--json",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let tally: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(tally["games"], 30);
    let seats = tally["seats"].as_array().unwrap();
    let names: Vec<&str> = seats
        .iter()
        .map(|s| s["strategy"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["win", "optimal", "greedy"]);
    let rates: f64 = seats.iter().map(|s| s["win_rate"].as_f64().unwrap()).sum();
    assert!((rates - 1.0).abs() < 1e-9);
    assert!(
        seats
            .iter()
            .all(|s| s["std_error"].as_f64().unwrap() >= 0.0)
    );

    // Seven bots do not fit at a table: refused, exit code 2.
    let out = run_yatzy(
        dir.path(),
        &["simulate", "--table", "win,win,win,win,win,win,win"],
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

/// The chance of at least some points under play for points from a position.
struct ScoreDistributionOf(yatzy::core::solver::ScoreDistribution);

impl ScoreDistributionOf {
    fn of(table: &Solution, position: &Situation) -> Self {
        ScoreDistributionOf(
            yatzy::core::solver::ScoreDistribution::from_position(table, position, &mut |_| {})
                .unwrap(),
        )
    }

    fn share_at_least(&self, points: u16) -> f64 {
        1.0 - self.0.share_below(points)
    }
}

#[test]
fn the_goal_loader_loads_a_table_once_off_the_callers_thread_and_tells_how_it_went() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let (events, received) = std::sync::mpsc::channel();
    let events = std::sync::Mutex::new(events);
    let loader = session::GoalLoader::new(storage, 1, move |event| {
        let _ = events.lock().unwrap().send(event);
    });
    assert!(loader.table(RuleSet::Forced).is_none());
    loader.request(RuleSet::Forced);
    loader.request(RuleSet::Forced);
    let mut progress = 0;
    let table = loop {
        match received
            .recv_timeout(std::time::Duration::from_secs(60))
            .unwrap()
        {
            session::GoalEvent::Progress(rules, _) => {
                assert_eq!(rules, RuleSet::Forced);
                progress += 1;
            }
            session::GoalEvent::Ready(rules, table, note) => {
                assert_eq!(rules, RuleSet::Forced);
                assert!(note.is_none());
                break table;
            }
            session::GoalEvent::Failed(_, why) => panic!("{why}"),
        }
    };
    assert!(progress > 0);
    assert!(std::sync::Arc::ptr_eq(
        &table,
        &loader.table(RuleSet::Forced).unwrap()
    ));
    assert!(loader.progress(RuleSet::Forced).is_none());
    // Asked again, it is ready already: nothing more is loaded or told.
    loader.request(RuleSet::Forced);
    assert!(
        received
            .recv_timeout(std::time::Duration::from_millis(200))
            .is_err()
    );
}
