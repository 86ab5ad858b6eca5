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
