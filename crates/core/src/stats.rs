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

/// Finished games counted by score: all the statistics need, in memory that does not grow
/// with the number of games (a simulation of 10^8 games holds a few hundred counters).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games per score: `by_score[s]` games scored `s`.
    by_score: Vec<u64>,
    bonus: u64,
    yatzy: u64,
}

impl Tally {
    pub fn add(&mut self, game: GameSummary) {
        let score = usize::from(game.score);
        if self.by_score.len() <= score {
            self.by_score.resize(score + 1, 0);
        }
        self.by_score[score] += 1;
        self.bonus += u64::from(game.bonus);
        self.yatzy += u64::from(game.yatzy);
    }

    /// Both tallies' games together: the tests' check that a tally is the same however its
    /// games are split.
    #[cfg(test)]
    fn merge(mut self, other: Tally) -> Tally {
        if self.by_score.len() < other.by_score.len() {
            self.by_score.resize(other.by_score.len(), 0);
        }
        for (mine, theirs) in self.by_score.iter_mut().zip(&other.by_score) {
            *mine += theirs;
        }
        self.bonus += other.bonus;
        self.yatzy += other.yatzy;
        self
    }

    pub fn games(&self) -> u64 {
        self.by_score.iter().sum()
    }

    /// `(score, games)` for every score some game has, ascending.
    fn scores(&self) -> impl Iterator<Item = (u16, u64)> + '_ {
        self.by_score
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count > 0)
            .map(|(score, &count)| (score as u16, count))
    }

    /// The score of the `rank`-th game (1-based) in ascending order.
    fn nth(&self, rank: u64) -> u16 {
        let mut seen = 0;
        for (score, count) in self.scores() {
            seen += count;
            if seen >= rank {
                return score;
            }
        }
        0
    }
}

impl FromIterator<GameSummary> for Tally {
    fn from_iter<I: IntoIterator<Item = GameSummary>>(games: I) -> Self {
        let mut tally = Tally::default();
        for game in games {
            tally.add(game);
        }
        tally
    }
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
    /// Every game, by score.
    tally: Tally,
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
        Stats::of_tally(games.into_iter().collect())
    }

    /// The statistics of the games in `tally`, or `None` when there are none.
    pub fn of_tally(tally: Tally) -> Option<Stats> {
        let count = tally.games();
        if count == 0 {
            return None;
        }
        let share = |n: u64| n as f64 / count as f64;
        let average = tally
            .scores()
            .map(|(score, n)| f64::from(score) * n as f64)
            .sum::<f64>()
            / count as f64;
        let variance = tally
            .scores()
            .map(|(score, n)| (f64::from(score) - average).powi(2) * n as f64)
            .sum::<f64>()
            / count as f64;
        let median = if count % 2 == 1 {
            f64::from(tally.nth(count / 2 + 1))
        } else {
            (f64::from(tally.nth(count / 2)) + f64::from(tally.nth(count / 2 + 1))) / 2.0
        };
        let (worst, best) = (tally.nth(1), tally.nth(count));
        let (lowest, highest) = (worst / BUCKET_WIDTH, best / BUCKET_WIDTH);
        let mut distribution: Vec<Bucket> = (lowest..=highest)
            .map(|bucket| Bucket {
                from: bucket * BUCKET_WIDTH,
                to: bucket * BUCKET_WIDTH + BUCKET_WIDTH - 1,
                count: 0,
            })
            .collect();
        for (score, n) in tally.scores() {
            distribution[usize::from(score / BUCKET_WIDTH - lowest)].count += n as usize;
        }
        Some(Stats {
            games: count as usize,
            average,
            standard_deviation: variance.sqrt(),
            best,
            worst,
            median,
            bonus_rate: share(tally.bonus),
            yatzy_rate: share(tally.yatzy),
            distribution,
            tally,
        })
    }

    /// The score below which `percent` of the games fall (nearest rank).
    pub fn percentile(&self, percent: f64) -> u16 {
        let games = self.tally.games();
        let rank = ((percent / 100.0) * games as f64).ceil() as u64;
        self.tally.nth(rank.clamp(1, games))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(score: u16) -> GameSummary {
        GameSummary {
            score,
            bonus: score >= 250,
            yatzy: score.is_multiple_of(2),
        }
    }

    /// The figures as a sorted list of every score gives them, for comparison.
    fn by_sorting(scores: &[u16]) -> (f64, f64, u16, u16, f64) {
        let mut sorted = scores.to_vec();
        sorted.sort_unstable();
        let n = sorted.len();
        let mean = sorted.iter().map(|&s| f64::from(s)).sum::<f64>() / n as f64;
        let median = if n % 2 == 1 {
            f64::from(sorted[n / 2])
        } else {
            (f64::from(sorted[n / 2 - 1]) + f64::from(sorted[n / 2])) / 2.0
        };
        let rank = |p: f64| ((p / 100.0) * n as f64).ceil().max(1.0) as usize - 1;
        (
            mean,
            median,
            sorted[rank(5.0)],
            sorted[rank(95.0)],
            f64::from(sorted[n - 1]),
        )
    }

    #[test]
    fn a_tally_gives_the_figures_a_sorted_list_gives() {
        for scores in [
            vec![200],
            vec![100, 300],
            vec![5, 374, 248, 248, 190, 250, 251, 120, 333, 17],
            (0..1001).map(|i| (i * 37 % 375) as u16).collect(),
        ] {
            let stats = Stats::of(scores.iter().map(|&s| game(s))).unwrap();
            let (mean, median, p5, p95, best) = by_sorting(&scores);
            assert!((stats.average - mean).abs() < 1e-9, "{scores:?}");
            assert_eq!(stats.median, median, "{scores:?}");
            assert_eq!(stats.percentile(5.0), p5, "{scores:?}");
            assert_eq!(stats.percentile(95.0), p95, "{scores:?}");
            assert_eq!(f64::from(stats.best), best);
            let counted: usize = stats.distribution.iter().map(|b| b.count).sum();
            assert_eq!(counted, scores.len());
        }
    }

    #[test]
    fn tallies_merge_in_any_order() {
        let games: Vec<GameSummary> = (0..300).map(|i| game(i * 7 % 375)).collect();
        let whole: Tally = games.iter().copied().collect();
        let (left, right) = games.split_at(123);
        let halves = |a: &[GameSummary], b: &[GameSummary]| {
            let a: Tally = a.iter().copied().collect();
            a.merge(b.iter().copied().collect())
        };
        assert_eq!(halves(left, right), whole);
        assert_eq!(halves(right, left), whole);
        assert_eq!(Stats::of_tally(Tally::default()), None);
    }
}
