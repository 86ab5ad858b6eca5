//! Statistics over finished games: pure arithmetic, no I/O.

use crate::storage::ScoreEntry;

/// Width of a bar in the score distribution, in points.
pub const BUCKET_WIDTH: u16 = 25;

/// Figures over a set of finished games.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    pub games: usize,
    pub average: f64,
    pub best: u16,
    pub median: f64,
    /// Share of games (0..=1) that reached the Left Section bonus.
    pub bonus_rate: f64,
    /// Share of games (0..=1) with a Yatzy scored.
    pub yatzy_rate: f64,
    /// Games per score range, from the lowest occupied range to the highest.
    pub distribution: Vec<Bucket>,
}

/// Games whose score lies in `from..=to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bucket {
    pub from: u16,
    pub to: u16,
    pub count: usize,
}

impl Stats {
    /// The statistics of `entries`, or `None` when there are none.
    pub fn of<'a>(entries: impl IntoIterator<Item = &'a ScoreEntry>) -> Option<Stats> {
        let entries: Vec<&ScoreEntry> = entries.into_iter().collect();
        let games = entries.len();
        if games == 0 {
            return None;
        }
        let mut scores: Vec<u16> = entries.iter().map(|e| e.score).collect();
        scores.sort_unstable();
        let share = |count: usize| count as f64 / games as f64;
        let median = if games % 2 == 1 {
            f64::from(scores[games / 2])
        } else {
            (f64::from(scores[games / 2 - 1]) + f64::from(scores[games / 2])) / 2.0
        };
        let lowest = scores[0] / BUCKET_WIDTH;
        let highest = scores[games - 1] / BUCKET_WIDTH;
        let distribution = (lowest..=highest)
            .map(|bucket| Bucket {
                from: bucket * BUCKET_WIDTH,
                to: bucket * BUCKET_WIDTH + BUCKET_WIDTH - 1,
                count: scores
                    .iter()
                    .filter(|&&s| s / BUCKET_WIDTH == bucket)
                    .count(),
            })
            .collect();
        Some(Stats {
            games,
            average: scores.iter().map(|&s| f64::from(s)).sum::<f64>() / games as f64,
            best: scores[games - 1],
            median,
            bonus_rate: share(entries.iter().filter(|e| e.bonus).count()),
            yatzy_rate: share(entries.iter().filter(|e| e.yatzy).count()),
            distribution,
        })
    }
}
