//! What a run measured: [`LoadReport`] (with its percentiles) and [`ChurnReport`].

use std::time::Duration;

use super::GuestError;

/// What a run measured.
#[derive(Debug, Default)]
pub struct LoadReport {
    pub guests: usize,
    /// Guests who sat at a table whose game began.
    pub playing: usize,
    /// Keys sent on a guest's own turn, each with the time to the frame answering it.
    pub latencies: Vec<Duration>,
    /// Keys that got no frame within a second.
    pub unanswered: usize,
    /// Requests the flooders sent.
    pub flood_sent: u64,
    /// What the churning guests did.
    pub churn: ChurnReport,
    /// Whether the chances kept up with the scored turns, as the measuring guests saw them.
    pub chances: ChancesCurrent,
    pub errors: Vec<GuestError>,
}

/// What the churning guests did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChurnReport {
    /// Connections they made (arriving, or coming back).
    pub arrived: usize,
    /// Left with `q`.
    pub left: usize,
    /// Dropped their connection without a word.
    pub dropped: usize,
    /// Stalled: their connection took nothing in or out for the plan's stall.
    pub stalled: usize,
    /// Stalled guests the server had let go when they woke.
    pub let_go: usize,
    /// Came back under the same name.
    pub came_back: usize,
    /// ... and were told their place at the table was kept.
    pub seats_back: usize,
    /// Keys they played on their turns (not in the latencies: those are the steady
    /// guests').
    pub keys: usize,
    /// Times a new table of theirs was refused (the server's table limit).
    pub tables_refused: usize,
    /// Games still on when they finished (after the wind-down).
    pub unfinished: usize,
}

/// Of the turns scored at the measuring guests' tables, how many were followed within 2 s
/// by chances that answer the table's latest position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChancesCurrent {
    /// Scored turns measured (those scored too near the end of the run to tell are not).
    pub turns: usize,
    pub current: usize,
}

impl ChancesCurrent {
    /// The share current, in percent (0 with no turn measured).
    pub fn percent(&self) -> f64 {
        if self.turns == 0 {
            return 0.0;
        }
        100.0 * self.current as f64 / self.turns as f64
    }

    /// The report's line.
    pub fn line(&self) -> String {
        format!(
            "chances current within {} s after a scored turn: {:.1}% of {}",
            super::freshness::WITHIN.as_secs(),
            self.percent(),
            self.turns
        )
    }

    /// Adds what another guest measured.
    pub fn add(&mut self, other: ChancesCurrent) {
        self.turns += other.turns;
        self.current += other.current;
    }
}

impl LoadReport {
    /// The `q`-th percentile latency (0 < q ≤ 100).
    pub fn percentile(&self, q: f64) -> Duration {
        let mut sorted = self.latencies.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((q / 100.0) * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1]
    }
}
