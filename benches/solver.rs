//! The optimal-strategy engine: the full solve and the exact score distribution (in the same
//! run, to compare), the chances' update after a turn (one player's distribution from a
//! position, a six-player table's, the review's chances after every round), one hint, and
//! simulation throughput.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use yatzy::core::chances::{Calculator, Kept, warm_up};
use yatzy::core::play::BotDriver;
use yatzy::core::rules::{Category, RuleSet, ScoreCard};
use yatzy::core::simulate::{StrategyKind, play_game, simulate};
use yatzy::core::solver::{
    GoalTurn, Objective, Optimal, ScoreDistribution, Situation, Solution, TableChances, TurnValues,
};
use yatzy::core::table::{SeatKind, Table};
use yatzy::storage::Storage;

fn solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("solver");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(15));
    group.bench_function("full solve, yatzy (2 threads)", |b| {
        b.iter(|| Solution::solve(RuleSet::Yatzy, &mut |_| {}).expected_score())
    });
    let table = Solution::solve(RuleSet::Yatzy, &mut |_| {});
    group.bench_function("score distribution, yatzy (2 threads)", |b| {
        b.iter(|| ScoreDistribution::of(&table, &mut |_| {}).percentile(50))
    });
    group.finish();
    chances(c, &table);
    whole_game_chances(c, &table);
    hint(c, &table);
    goal(c, &table);
    simulation(c, &table);
}

/// Playing for a goal: loading the stored goal table (computed into the bench's cache
/// directory the first run, about a minute), and a goal hint (the turn valued for a target,
/// its choices ranked) early, in the middle and late in a game.
fn goal(c: &mut Criterion, table: &Solution) {
    let cache = std::env::temp_dir().join("yatzy-bench-goal");
    let storage = Storage::disabled().with_cache_dir(Some(cache));
    let stop = std::sync::atomic::AtomicBool::new(false);
    let load = || {
        yatzy::session::goal_table(&storage, RuleSet::Yatzy, &mut |_| {}, &stop)
            .expect("the goal table")
            .table
    };
    let goal = load();
    let mut group = c.benchmark_group("goal");
    group.sample_size(10);
    group.bench_function("load the stored goal table, checked whole", |b| {
        b.iter(|| load().stored())
    });
    let position = |filled: &[Category], upper: u16, banked: u16| Situation {
        filled: filled.to_vec(),
        upper,
        banked,
        five_box_holds_50: false,
    };
    use Category::*;
    let positions = [
        ("early", position(&[], 0, 0), "24466", 300),
        (
            "middle",
            position(&[Ones, Threes, Fives, OnePair, Chance], 21, 60),
            "24466",
            250,
        ),
        (
            "late",
            position(
                &[
                    Ones,
                    Twos,
                    Threes,
                    Fours,
                    Fives,
                    OnePair,
                    TwoPairs,
                    ThreeOfAKind,
                    FourOfAKind,
                    SmallStraight,
                    Chance,
                    Yatzy,
                ],
                48,
                160,
            ),
            "13566",
            230,
        ),
    ];
    for (when, situation, dice, target) in &positions {
        let (situation, target) = (situation.clone(), *target);
        let dice = dice.parse().expect("dice");
        let objective = Objective::reach(target);
        group.bench_function(format!("a goal hint, {when} (reach {target})"), |b| {
            b.iter(|| {
                let values = TurnValues::new(table, &situation).expect("a position");
                let turn =
                    GoalTurn::new(&goal, black_box(&situation), &objective).expect("a position");
                turn.rank(values.choices(&dice, 2), &dice, 2).len()
            })
        });
    }
    // A win at a table of two: the other player's distribution weighs every target.
    let other = ScoreDistribution::from_position(table, &positions[1].1, &mut |_| {}).unwrap();
    let win = Objective::win(&[&other.probabilities]);
    let (_, situation, dice, _) = &positions[1];
    let dice = dice.parse().expect("dice");
    group.bench_function("a win hint, middle (against one player)", |b| {
        b.iter(|| {
            let values = TurnValues::new(table, situation).expect("a position");
            let turn = GoalTurn::new(&goal, black_box(situation), &win).expect("a position");
            turn.rank(values.choices(&dice, 2), &dice, 2).len()
        })
    });
    group.finish();
}

fn chances(c: &mut Criterion, table: &Solution) {
    // The chances' update after a scored turn: one player's distribution from the position
    // after turn 2, and a six-player table's (six distributions, then the chances).
    let after_two = |filled: [Category; 2], upper: u16, banked: u16| Situation {
        filled: filled.to_vec(),
        upper,
        banked,
        five_box_holds_50: false,
    };
    let six = [
        after_two([Category::Fives, Category::Chance], 15, 38),
        after_two([Category::Threes, Category::Sixes], 27, 27),
        after_two([Category::OnePair, Category::FullHouse], 0, 34),
        after_two([Category::Ones, Category::Yatzy], 3, 53),
        after_two([Category::Fours, Category::SmallStraight], 12, 27),
        after_two([Category::TwoPairs, Category::Sixes], 24, 42),
    ];
    let mut group = c.benchmark_group("chances");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function(
        "one distribution from the position after turn 2 (2 threads)",
        |b| {
            b.iter(|| {
                ScoreDistribution::from_position(table, black_box(&six[0]), &mut |_| {})
                    .map(|d| d.mean())
            })
        },
    );
    group.bench_function("a six-player table after turn 2 (2 threads)", |b| {
        b.iter(|| TableChances::at(table, black_box(&six)).map(|c| c.tie))
    });
    // The review's chart: the chances after every round of a finished two-player game, the
    // whole game's distribution known (it is built in), nothing else kept (see
    // `whole_game_chances` for the review as a game leaves it).
    let finished = finished_table(table, 2, 7);
    let whole_game = Arc::new(ScoreDistribution::of(table, &mut |_| {}));
    group.bench_function(
        "the review of a finished two-player game (2 threads)",
        |b| {
            b.iter(|| {
                Calculator::knowing(Arc::clone(&whole_game))
                    .by_round(table, black_box(&finished), None)
                    .map(|rounds| rounds.len())
            })
        },
    );
    group.finish();
}

/// Issue 35's figure: a whole game's chances per player, summed over the position after each
/// of the 15 turns, over 100 games the optimal bot plays, with the futures worked out ahead
/// (the warm-up's, read from a store kept between runs: the first run works them out, about
/// eleven minutes of one core). On one thread, so the time is the CPU: divide by 100 for one
/// player's game.
fn whole_game_chances(c: &mut Criterion, table: &Solution) {
    // The session's store, with its cache directory kept between runs.
    let cache = std::env::temp_dir().join("yatzy-bench-futures");
    let storage = Storage::disabled().with_cache_dir(Some(cache));
    let warm = warm_up(table);
    let stored = || yatzy::session::kept_futures(&storage);
    // Worked out ahead into the store (once: later runs find them there), as a game's
    // pauses leave them; each game then reads its early futures from the store.
    let ahead = stored();
    for key in &warm {
        ahead.warm(table, *key);
    }
    let games: Vec<Vec<Situation>> = (0..100)
        .map(|seed| {
            let game = play_game(RuleSet::Yatzy, 3500 + seed, &mut Optimal::new(table)).unwrap();
            let mut card = ScoreCard::new(RuleSet::Yatzy);
            let positions = game.history().iter().map(|turn| {
                card.fill(turn.category, &turn.dice).unwrap();
                Situation::from(&card)
            });
            positions.collect()
        })
        .collect();
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let mut group = c.benchmark_group("chances");
    group.sample_size(10);
    group.bench_function(
        "a whole game's chances of 100 players, futures warm (1 thread)",
        |b| {
            b.iter_batched(
                stored,
                |kept| {
                    one_thread.install(|| {
                        for position in games.iter().flatten() {
                            black_box(kept.distribution(table, position).unwrap());
                        }
                    })
                },
                BatchSize::PerIteration,
            )
        },
    );
    // The review's chart after a game played with the chances shown (every position's future
    // was kept as the game went), and after one played with them hidden (the futures worked
    // out ahead only).
    let finished = finished_table(table, 2, 7);
    let whole_game = Arc::new(ScoreDistribution::of(table, &mut |_| {}));
    let review = |kept: Arc<Kept>| {
        let mut calculator = Calculator::sharing(kept);
        calculator.know_whole_game(Arc::clone(&whole_game));
        calculator
            .by_round(table, black_box(&finished), None)
            .map(|rounds| rounds.len())
    };
    let shown = Arc::new(Kept::default());
    review(Arc::clone(&shown)).unwrap();
    group.bench_function(
        "the review of a finished two-player game, chances shown during it",
        |b| b.iter(|| review(Arc::clone(&shown))),
    );
    group.bench_function(
        "the review of a finished two-player game, chances hidden, futures worked out ahead (2 threads)",
        |b| b.iter_batched(stored, review, BatchSize::PerIteration),
    );
    group.finish();
}

fn hint(c: &mut Criterion, table: &Solution) {
    // Mid-game: the Left Section half done, a few Right boxes filled, two rolls to come.
    let situation = Situation {
        filled: vec![
            Category::Ones,
            Category::Threes,
            Category::Fives,
            Category::OnePair,
            Category::Chance,
        ],
        upper: 21,
        banked: 60,
        five_box_holds_50: false,
    };
    let dice = "24466".parse().expect("dice");
    c.bench_function("one hint (turn values + ranked choices)", |b| {
        b.iter(|| {
            let turn = TurnValues::new(table, black_box(&situation)).expect("a position");
            turn.choices(&dice, 2).len()
        })
    });
}

fn simulation(c: &mut Criterion, table: &Solution) {
    let mut group = c.benchmark_group("simulate");
    // The figure `yatzy simulate --games 100000` reports: lockstep play shares more work the
    // more games there are, so fewer games would understate it.
    const GAMES: u64 = 100_000;
    group
        .sample_size(10)
        .throughput(Throughput::Elements(GAMES));
    let done = AtomicU64::new(0);
    group.bench_function("100000 optimal games (all cores)", |b| {
        b.iter(|| {
            simulate(
                RuleSet::Yatzy,
                StrategyKind::Optimal,
                Some(table),
                GAMES,
                1,
                &done,
            )
            .map(|g| g.games())
        })
    });
    group.finish();
}

/// A table of optimal bots (`players` of them) that played its game to the end, driven as the
/// game drives its bots.
fn finished_table(solution: &Solution, players: usize, seed: u64) -> Table {
    let seats = (0..players)
        .map(|i| (format!("Bot {i}"), SeatKind::Bot))
        .collect();
    let mut table = Table::new(RuleSet::Yatzy, seed, seats).unwrap();
    let mut bots = BotDriver::new(Duration::ZERO, None);
    while !table.is_over() {
        let action = bots.hurry(&table, Some(solution), Instant::now()).unwrap();
        table.apply(action.command).unwrap();
    }
    table
}

criterion_group!(benches, solver);
criterion_main!(benches);
