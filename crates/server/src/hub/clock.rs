//! Where the hub reads the time: one clock, injected, so the tests can drive the turn clock,
//! the abandoning of tables and the retries without sleeping.

use std::sync::{Arc, Mutex};
use std::time::Instant;

/// The hub's time.
pub trait Clock: Send + Sync {
    fn now(&self) -> Instant;
}

/// The system's monotonic clock: the server's.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Instant {
        Instant::now()
    }
}

/// A clock that moves only when told: for tests. Clones share the time.
#[derive(Clone, Debug)]
pub struct ManualClock {
    now: Arc<Mutex<Instant>>,
}

impl ManualClock {
    pub fn starting_at(now: Instant) -> Self {
        ManualClock {
            now: Arc::new(Mutex::new(now)),
        }
    }

    /// Sets the time to `now` (never back: a monotonic clock does not go back).
    pub fn set(&self, now: Instant) {
        if let Ok(mut time) = self.now.lock() {
            *time = (*time).max(now);
        }
    }

    /// Moves the time on by `by`.
    #[cfg(test)]
    pub(crate) fn advance(&self, by: std::time::Duration) {
        if let Ok(mut time) = self.now.lock() {
            *time += by;
        }
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Instant {
        // A poisoned lock only means a test panicked holding it; the time in it is still right.
        match self.now.lock() {
            Ok(time) => *time,
            Err(poisoned) => *poisoned.into_inner(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_manual_clock_moves_when_told_and_never_back_and_its_clones_share_it() {
        let start = Instant::now();
        let clock = ManualClock::starting_at(start);
        let shared = clock.clone();
        assert_eq!(clock.now(), start);
        clock.advance(Duration::from_secs(5));
        assert_eq!(shared.now(), start + Duration::from_secs(5));
        shared.set(start);
        assert_eq!(clock.now(), start + Duration::from_secs(5));
        shared.set(start + Duration::from_secs(60));
        assert_eq!(clock.now(), start + Duration::from_secs(60));
    }
}
