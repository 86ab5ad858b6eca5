//! Who may come in, and how often: the server's limits and what every connection shares.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use russh::keys::PublicKey;

use super::hub::Event;

/// The server's limits; each has a sane default.
#[derive(Clone, Debug)]
pub struct Limits {
    pub connections: usize,
    /// New connections from one address in a minute.
    pub per_address_per_minute: usize,
    pub auth_attempts: usize,
    /// A connection that sends nothing for this long is closed.
    pub idle: Duration,
    /// Keystroke bytes a guest may send each second (more is dropped).
    pub input_bytes_per_second: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections: 64,
            per_address_per_minute: 20,
            auth_attempts: 6,
            idle: Duration::from_secs(30 * 60),
            input_bytes_per_second: 4096,
        }
    }
}

/// What every connection shares.
pub struct Shared {
    pub hub: Mutex<Sender<Event>>,
    /// The keys that may join; `None`: anyone who reaches the port.
    pub authorized: Option<Vec<PublicKey>>,
    pub limits: Limits,
    pub(super) connections: AtomicUsize,
    pub(super) next_id: AtomicU64,
    recent: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl Shared {
    pub fn new(hub: Sender<Event>, authorized: Option<Vec<PublicKey>>, limits: Limits) -> Self {
        Shared {
            hub: Mutex::new(hub),
            authorized,
            limits,
            connections: AtomicUsize::new(0),
            next_id: AtomicU64::new(1),
            recent: Mutex::new(HashMap::new()),
        }
    }

    pub fn send(&self, event: Event) {
        if let Ok(hub) = self.hub.lock() {
            let _ = hub.send(event);
        }
    }

    /// Whether `address` may open another connection now (and counts it if so).
    pub(super) fn admit(&self, address: IpAddr, now: Instant) -> Result<(), &'static str> {
        if self.connections.load(Ordering::SeqCst) >= self.limits.connections {
            return Err("the server holds as many connections as it may");
        }
        let Ok(mut recent) = self.recent.lock() else {
            return Err("the server is shutting down");
        };
        let times = recent.entry(address).or_default();
        while times
            .front()
            .is_some_and(|&t| now.duration_since(t) > Duration::from_secs(60))
        {
            times.pop_front();
        }
        if times.len() >= self.limits.per_address_per_minute {
            return Err("too many new connections from this address in the last minute");
        }
        times.push_back(now);
        recent.retain(|_, times| !times.is_empty());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shared(limits: Limits) -> Shared {
        let (hub, _) = std::sync::mpsc::channel();
        Shared::new(hub, None, limits)
    }

    #[test]
    fn an_address_may_open_so_many_connections_a_minute_and_no_more() {
        let limits = Limits {
            per_address_per_minute: 3,
            ..Limits::default()
        };
        let shared = shared(limits);
        let (here, there): (IpAddr, IpAddr) =
            ("127.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let start = Instant::now();
        for _ in 0..3 {
            assert!(shared.admit(here, start).is_ok());
        }
        assert!(shared.admit(here, start).is_err());
        assert!(
            shared.admit(there, start).is_ok(),
            "another address has its own count"
        );
        assert!(
            shared.admit(here, start + Duration::from_secs(61)).is_ok(),
            "a minute later"
        );
    }
}
