//! `yatzy scores` on a 10,000-game history: reading the file, ranking, statistics and text.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use yatzy::core::rules::RuleSet;
use yatzy::reports::scores::Report;
use yatzy::storage::{HighScores, ScoreEntry, Storage};

fn history(count: usize) -> HighScores {
    let start = chrono::DateTime::parse_from_rfc3339("2026-01-01T12:00:00+00:00").expect("a date");
    let mut file = HighScores::new();
    file.entries = (0..count)
        .map(|i| ScoreEntry {
            name: format!("Player {}", i % 7),
            score: 120 + (i * 37 % 200) as u16,
            date: start + chrono::Duration::minutes(i as i64),
            rules: RuleSet::Yatzy,
            seed: i as u64,
            duration_secs: 200,
            left_sum: 60,
            bonus: i % 5 == 0,
            yatzy: i % 4 == 0,
            hints_used: 0,
            undos: 0,
            players: 1,
            bot: None,
            game: None,
            moves: None,
            daily: None,
            network: false,
            stood_in: 0,
        })
        .collect();
    file
}

fn scores_of_ten_thousand_games(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(
        dir.path().join("highscores.json"),
        history(10_000).to_json(),
    )
    .expect("written");
    let storage = Storage::at(dir.path());
    c.bench_function("yatzy scores: load + report 10,000 games", |b| {
        b.iter(|| {
            let loaded = storage.load_scores().expect("loads");
            Report::new(&loaded.value, RuleSet::Yatzy, None).to_text()
        })
    });
}

criterion_group!(benches, scores_of_ten_thousand_games);
criterion_main!(benches);
