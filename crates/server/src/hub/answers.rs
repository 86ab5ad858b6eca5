//! How long the server takes to answer a key: from the moment a guest's bytes reach their
//! connection to the moment the frame that answers them is queued for sending. The load
//! driver's figure adds the network and the SSH clients on top; this one is the server's
//! own. Logged (and started afresh) with each census.

use std::time::Duration;

/// Buckets of 50 µs, up to a quarter of a second; slower answers count in the last.
const BUCKET: Duration = Duration::from_micros(50);
const BUCKETS: usize = 5_000;

pub(super) struct AnswerTimes {
    counts: Vec<u32>,
    answered: u64,
    slowest: Duration,
}

impl Default for AnswerTimes {
    fn default() -> Self {
        AnswerTimes {
            counts: vec![0; BUCKETS],
            answered: 0,
            slowest: Duration::ZERO,
        }
    }
}

impl AnswerTimes {
    pub(super) fn record(&mut self, took: Duration) {
        let bucket = (took.as_micros() / BUCKET.as_micros()) as usize;
        self.counts[bucket.min(BUCKETS - 1)] += 1;
        self.answered += 1;
        self.slowest = self.slowest.max(took);
    }

    /// The answer time under which a share `q` of the keys were answered (to 50 µs, the
    /// bucket's upper edge).
    fn percentile(&self, q: f64) -> Duration {
        let wanted = (q * self.answered as f64).ceil().max(1.0) as u64;
        let mut seen = 0u64;
        for (bucket, &count) in self.counts.iter().enumerate() {
            seen += u64::from(count);
            if seen >= wanted {
                return BUCKET * (bucket as u32 + 1);
            }
        }
        self.slowest
    }

    /// What was measured since the last summary, in a line ("keys answered: 120, p50 0.35
    /// ms, p99 2.10 ms, max 4.02 ms"), and a fresh start; nothing if no key was answered.
    pub(super) fn take_summary(&mut self) -> Option<String> {
        if self.answered == 0 {
            return None;
        }
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let said = format!(
            "keys answered by the server (arrival to frame queued): {}, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.answered,
            ms(self.percentile(0.5)),
            ms(self.percentile(0.99)),
            ms(self.slowest)
        );
        *self = AnswerTimes::default();
        Some(said)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_the_bucket_edges_of_the_answers() {
        let mut times = AnswerTimes::default();
        for micros in [100, 120, 130, 900, 20_000] {
            times.record(Duration::from_micros(micros));
        }
        // 100-149 µs fall in the third bucket: its upper edge is 150 µs.
        assert_eq!(times.percentile(0.5), Duration::from_micros(150));
        assert_eq!(times.percentile(0.99), Duration::from_micros(20_050));
        let said = times.take_summary().unwrap();
        assert!(
            said.contains(": 5, p50 0.15 ms, p99 20.05 ms, max 20.00 ms"),
            "{said}"
        );
        assert_eq!(times.take_summary(), None, "started afresh");
    }
}
