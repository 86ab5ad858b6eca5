//! Scoring every box for every distinct roll: the inner loop of the strategy solver.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use yatzy::core::rules::{Category, Dice, RuleSet, ScoreCard};

fn score_all_distinct_rolls(c: &mut Criterion) {
    let rolls: Vec<Dice> = Dice::all_distinct().collect();
    c.bench_function("score 15 boxes x 252 rolls", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for dice in &rolls {
                for category in Category::ALL {
                    sum += u32::from(RuleSet::Yatzy.score(category, black_box(dice)));
                }
            }
            sum
        })
    });
    let card = ScoreCard::new(RuleSet::Yatzy);
    c.bench_function("placements on an empty card x 252 rolls", |b| {
        b.iter(|| {
            rolls
                .iter()
                .map(|dice| card.placements(black_box(dice)).len())
                .sum::<usize>()
        })
    });
}

criterion_group!(benches, score_all_distinct_rolls);
criterion_main!(benches);
