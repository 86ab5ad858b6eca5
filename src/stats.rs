//! Statistics over finished games: pure arithmetic, no I/O. Used for the high scores and
//! for `yatzy simulate`.

/// Width of a bar in the score distribution, in points.
pub const BUCKET_WIDTH: u16 = 25;

/// What statistics need to know of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub score: u16,
    pub bonus: bool,
    pub yatzy: bool,
}

/// Figures over a set of finished games.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    pub games: usize,
    pub average: f64,
    /// Population standard deviation.
    pub standard_deviation: f64,
    pub best: u16,
    pub worst: u16,
    pub median: f64,
    /// Share of games (0..=1) that reached the Left Section bonus.
    pub bonus_rate: f64,
    /// Share of games (0..=1) with a Yatzy scored.
    pub yatzy_rate: f64,
    /// Games per score range, from the lowest occupied range to the highest.
    pub distribution: Vec<Bucket>,
    /// Every score, ascending.
    sorted: Vec<u16>,
}

/// Games whose score lies in `from..=to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bucket {
    pub from: u16,
    pub to: u16,
    pub count: usize,
}

impl Stats {
    /// The statistics of `games`, or `None` when there are none.
    pub fn of(games: impl IntoIterator<Item = GameSummary>) -> Option<Stats> {
        let games: Vec<GameSummary> = games.into_iter().collect();
        let count = games.len();
        if count == 0 {
            return None;
        }
        let mut sorted: Vec<u16> = games.iter().map(|g| g.score).collect();
        sorted.sort_unstable();
        let share = |n: usize| n as f64 / count as f64;
        let average = sorted.iter().map(|&s| f64::from(s)).sum::<f64>() / count as f64;
        let variance = sorted
            .iter()
            .map(|&s| (f64::from(s) - average).powi(2))
            .sum::<f64>()
            / count as f64;
        let median = if count % 2 == 1 {
            f64::from(sorted[count / 2])
        } else {
            (f64::from(sorted[count / 2 - 1]) + f64::from(sorted[count / 2])) / 2.0
        };
        let lowest = sorted[0] / BUCKET_WIDTH;
        let highest = sorted[count - 1] / BUCKET_WIDTH;
        let mut distribution: Vec<Bucket> = (lowest..=highest)
            .map(|bucket| Bucket {
                from: bucket * BUCKET_WIDTH,
                to: bucket * BUCKET_WIDTH + BUCKET_WIDTH - 1,
                count: 0,
            })
            .collect();
        for &score in &sorted {
            distribution[usize::from(score / BUCKET_WIDTH - lowest)].count += 1;
        }
        Some(Stats {
            games: count,
            average,
            standard_deviation: variance.sqrt(),
            best: sorted[count - 1],
            worst: sorted[0],
            median,
            bonus_rate: share(games.iter().filter(|g| g.bonus).count()),
            yatzy_rate: share(games.iter().filter(|g| g.yatzy).count()),
            distribution,
            sorted,
        })
    }

    /// The score below which `percent` of the games fall (nearest rank).
    pub fn percentile(&self, percent: f64) -> u16 {
        let rank = ((percent / 100.0) * self.sorted.len() as f64).ceil() as usize;
        self.sorted[rank.clamp(1, self.sorted.len()) - 1]
    }
}
