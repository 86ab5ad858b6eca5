//! Time spent playing, banked across the sessions a game is played in.

use std::time::{Duration, Instant};

/// What earlier sessions banked plus this one so far.
#[derive(Clone, Copy, Debug)]
pub struct PlayClock {
    banked: Duration,
    since: Instant,
}

impl PlayClock {
    pub fn starting_at(secs: u64) -> Self {
        PlayClock {
            banked: Duration::from_secs(secs),
            since: Instant::now(),
        }
    }

    pub fn secs(&self) -> u64 {
        (self.banked + self.since.elapsed()).as_secs()
    }
}
