//! Starting a practice session: planning ten positions from the player's last 50 games (each
//! replayed and reviewed) and optimal games, and grading one answer.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use yatzy::core::practice::{self, Answer, PracticeLog};
use yatzy::core::rules::RuleSet;
use yatzy::core::simulate::play_game;
use yatzy::core::solver::{Greedy, Solution};

fn practice(c: &mut Criterion) {
    let table = Solution::solve(RuleSet::Yatzy, &mut |_| {});
    let past: Vec<_> = (0..50)
        .map(|seed| play_game(RuleSet::Yatzy, seed, &mut Greedy).expect("a game"))
        .collect();
    let log = PracticeLog::default();
    let mut group = c.benchmark_group("practice");
    group.sample_size(10);
    group.bench_function("plan 10 positions from 50 past games", |b| {
        b.iter(|| practice::plan(&table, &log, black_box(&past), 10, 0, 1))
    });
    group.bench_function("plan 10 positions from optimal games only", |b| {
        b.iter(|| practice::plan(&table, &log, &[], 10, 0, black_box(1)))
    });
    let (drill, _) = practice::plan(&table, &log, &[], 1, 0, 1).remove(0);
    let position = drill.position().expect("a position");
    let answer = match position.card().open_categories().next() {
        Some(category) if position.rolls_left() == 0 => Answer::Score(category),
        _ => Answer::Keep([true; 5]),
    };
    group.bench_function("grade one answer", |b| {
        b.iter(|| practice::grade(&table, black_box(&position), answer).expect("graded"))
    });
    group.finish();
}

criterion_group!(benches, practice);
criterion_main!(benches);
