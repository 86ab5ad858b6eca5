//! Who may come in, and how often: the server's limits and what every connection shares.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use governor::middleware::NoOpMiddleware;
use governor::state::{InMemoryState, NotKeyed};
use governor::{Quota, RateLimiter};
use russh::keys::PublicKey;
use tokio::sync::Notify;

use super::census::Census;
use super::hub::Event;
use super::link::Count;

/// Why a connection is refused at the door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum AdmitError {
    #[error("the server holds as many connections as it may")]
    Full,
    #[error("as many connections as may be are logging in")]
    LoggingIn,
    /// The counts' lock was poisoned: only a fault, as the server goes down, does that.
    #[error("the server is shutting down")]
    ShuttingDown,
    #[error("as many connections from this address as may be")]
    AddressAtOnce,
    #[error("too many new connections from this address in the last minute")]
    AddressPerMinute,
    /// The address (or its network) already has as many connections logging in as it may:
    /// a few addresses with silent sockets cannot keep everyone else from logging in.
    #[error("as many connections from this address (or its network) as may be are logging in")]
    AddressLoggingIn,
}

/// The server's limits; each has a sane default.
#[derive(Clone, Debug)]
pub struct Limits {
    pub connections: usize,
    /// New connections from one address in a minute.
    pub per_address_per_minute: usize,
    /// Connections from one address at once.
    pub per_address_at_once: usize,
    pub auth_attempts: usize,
    /// A connection that sends nothing for this long is closed.
    pub idle: Duration,
    /// Keystroke bytes a guest may send each second (more is dropped).
    pub input_bytes_per_second: usize,
    /// How long a connection has for the version exchange and logging in.
    pub login_grace: Duration,
    /// Silence after which a client is asked whether it is still there (three unanswered:
    /// the connection is dropped, so a stalled one goes within about a minute).
    pub keepalive: Duration,
    /// Connections not logged in yet, at once.
    pub unauthenticated: usize,
    /// Of those, from one address (an IPv6 /64) at once.
    pub unauthenticated_per_address: usize,
    /// Of those, from one network (an IPv4 /24, an IPv6 /48) at once.
    pub unauthenticated_per_network: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections: 64,
            per_address_per_minute: 20,
            per_address_at_once: 16,
            auth_attempts: 6,
            idle: Duration::from_secs(30 * 60),
            input_bytes_per_second: 4096,
            login_grace: Duration::from_secs(30),
            keepalive: Duration::from_secs(15),
            unauthenticated: 32,
            // An eighth of the slots for an address, a quarter for its network: it takes
            // eight addresses in four networks to fill them all.
            unauthenticated_per_address: 4,
            unauthenticated_per_network: 8,
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
    /// Connections that have not logged in yet.
    pub(super) unauthenticated: AtomicUsize,
    pub(super) next_id: AtomicU64,
    recent: Mutex<Recent>,
    /// Connections open now, by address.
    open: Mutex<HashMap<IpAddr, usize>>,
    /// Connections logging in now, by address and by network.
    logging_in: Mutex<LoggingIn>,
    /// Links alive: each connection's, for as long as anything holds it (the connection,
    /// its socket, its writer, the hub).
    pub links: Arc<Count>,
    /// Tasks sending a guest's frames to their connection.
    pub writers: Arc<Count>,
    /// Told whenever a connection, a link or a writer ends: the census then looks whether
    /// the server is idle.
    pub ended: Arc<Notify>,
}

/// The address a limit counts by: an IPv4 address, or the /64 network of an IPv6 one (a
/// single host is given a whole /64, and could otherwise count as billions of addresses).
pub(crate) fn counted_as(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let network = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(std::net::Ipv6Addr::from(network))
            }
        },
    }
}

/// The network an address counts in for the logging-in slots: its IPv4 /24, or its IPv6
/// /48.
pub(crate) fn network_of(address: IpAddr) -> IpAddr {
    match counted_as(address) {
        IpAddr::V4(v4) => IpAddr::V4(std::net::Ipv4Addr::from(u32::from(v4) & 0xffff_ff00)),
        IpAddr::V6(v6) => IpAddr::V6(std::net::Ipv6Addr::from(
            u128::from(v6) & !((1u128 << 80) - 1),
        )),
    }
}

/// Connections logging in now, by address ([`counted_as`]) and by network ([`network_of`]).
#[derive(Default)]
struct LoggingIn {
    by_address: HashMap<IpAddr, usize>,
    by_network: HashMap<IpAddr, usize>,
}

impl LoggingIn {
    fn count(&self, address: IpAddr) -> (usize, usize) {
        (
            self.by_address.get(&address).copied().unwrap_or(0),
            self.by_network
                .get(&network_of(address))
                .copied()
                .unwrap_or(0),
        )
    }

    fn add(&mut self, address: IpAddr) {
        *self.by_address.entry(address).or_default() += 1;
        *self.by_network.entry(network_of(address)).or_default() += 1;
    }

    fn remove(&mut self, address: IpAddr) {
        count_down(&mut self.by_address, address);
        count_down(&mut self.by_network, network_of(address));
    }
}

/// One fewer counted for `key`; at none, forgotten.
fn count_down(counts: &mut HashMap<IpAddr, usize>, key: IpAddr) {
    if let Some(count) = counts.get_mut(&key) {
        *count = count.saturating_sub(1);
        if *count == 0 {
            counts.remove(&key);
        }
    }
}

/// Addresses remembered, at most: beyond, the one heard from longest ago is forgotten.
pub(crate) const ADDRESSES_REMEMBERED: usize = 4096;

/// When each address opened its connections of the last minute: bounded in addresses (an
/// LRU of [`ADDRESSES_REMEMBERED`]) and in times per address (the limit a minute).
#[derive(Default)]
struct Recent {
    times: HashMap<IpAddr, VecDeque<Instant>>,
    /// When addresses silent for a minute were last forgotten.
    swept: Option<Instant>,
}

impl Recent {
    const MINUTE: Duration = Duration::from_secs(60);

    /// Counts a new connection from `address` at `now` if it is within `limit` a minute.
    fn admit(&mut self, address: IpAddr, now: Instant, limit: usize) -> bool {
        // Once a minute at most: whoever is silent for a minute is forgotten (so the map
        // shrinks back as guests go, not only when it is crowded).
        if self
            .swept
            .is_none_or(|swept| now.saturating_duration_since(swept) >= Self::MINUTE)
        {
            self.forget_silent(now);
        }
        let times = self.times.entry(address).or_default();
        while times
            .front()
            .is_some_and(|&t| now.saturating_duration_since(t) > Self::MINUTE)
        {
            times.pop_front();
        }
        if times.len() >= limit {
            return false;
        }
        times.push_back(now);
        if self.times.len() > ADDRESSES_REMEMBERED {
            self.forget(now);
        }
        true
    }

    /// Forgets addresses with nothing in the last minute, then, if still too many, the
    /// ones heard from longest ago.
    fn forget(&mut self, now: Instant) {
        self.forget_silent(now);
        let excess = self.times.len().saturating_sub(ADDRESSES_REMEMBERED);
        if excess > 0 {
            let mut latest: Vec<(Instant, IpAddr)> = self
                .times
                .iter()
                .filter_map(|(&address, times)| times.back().map(|&t| (t, address)))
                .collect();
            latest.sort_unstable();
            for (_, address) in latest.into_iter().take(excess) {
                self.times.remove(&address);
            }
        }
    }

    /// Forgets the addresses with no connection in the last minute.
    fn forget_silent(&mut self, now: Instant) {
        self.times.retain(|_, times| {
            times
                .back()
                .is_some_and(|&t| now.saturating_duration_since(t) <= Self::MINUTE)
        });
        self.swept = Some(now);
    }

    fn len(&self) -> usize {
        self.times.len()
    }
}

impl Shared {
    pub fn new(hub: Sender<Event>, authorized: Option<Vec<PublicKey>>, limits: Limits) -> Self {
        let ended = Arc::new(Notify::new());
        Shared {
            hub: Mutex::new(hub),
            authorized,
            limits,
            connections: AtomicUsize::new(0),
            unauthenticated: AtomicUsize::new(0),
            next_id: AtomicU64::new(1),
            recent: Mutex::new(Recent::default()),
            open: Mutex::new(HashMap::new()),
            logging_in: Mutex::new(LoggingIn::default()),
            links: Count::new(Arc::clone(&ended)),
            writers: Count::new(Arc::clone(&ended)),
            ended,
        }
    }

    pub fn send(&self, event: Event) {
        if let Ok(hub) = self.hub.lock() {
            let _ = hub.send(event);
        }
    }

    /// Whether `address` may open another connection now (and counts it if so).
    pub(super) fn admit(&self, address: IpAddr, now: Instant) -> Result<(), AdmitError> {
        if self.connections.load(Ordering::SeqCst) >= self.limits.connections {
            return Err(AdmitError::Full);
        }
        if self.unauthenticated.load(Ordering::SeqCst) >= self.limits.unauthenticated {
            return Err(AdmitError::LoggingIn);
        }
        let address = counted_as(address);
        let (Ok(mut recent), Ok(mut open), Ok(mut logging_in)) =
            (self.recent.lock(), self.open.lock(), self.logging_in.lock())
        else {
            return Err(AdmitError::ShuttingDown);
        };
        if open
            .get(&address)
            .is_some_and(|&n| n >= self.limits.per_address_at_once)
        {
            return Err(AdmitError::AddressAtOnce);
        }
        let (from_address, from_network) = logging_in.count(address);
        if from_address >= self.limits.unauthenticated_per_address
            || from_network >= self.limits.unauthenticated_per_network
        {
            return Err(AdmitError::AddressLoggingIn);
        }
        if !recent.admit(address, now, self.limits.per_address_per_minute) {
            return Err(AdmitError::AddressPerMinute);
        }
        *open.entry(address).or_default() += 1;
        logging_in.add(address);
        Ok(())
    }

    /// A connection from `address` (admitted) logged in, or ended before it did: its
    /// logging-in slot is free. Called once per connection (see `Link::authenticate`).
    pub(super) fn logged_in(&self, address: IpAddr) {
        let address = counted_as(address);
        if let Ok(mut logging_in) = self.logging_in.lock() {
            logging_in.remove(address);
        }
    }

    /// A connection from `address` (admitted) ended.
    pub(super) fn release(&self, address: IpAddr) {
        let address = counted_as(address);
        if let Ok(mut open) = self.open.lock() {
            count_down(&mut open, address);
        }
    }

    /// How many addresses the per-minute count remembers.
    pub fn addresses_remembered(&self) -> usize {
        self.recent.lock().map_or(0, |recent| recent.len())
    }

    /// Connections accepted since the start.
    pub fn opened(&self) -> u64 {
        self.next_id.load(Ordering::SeqCst).saturating_sub(1)
    }

    /// Whether nothing of any guest is left: no connection, and nothing holding one's link.
    pub fn idle(&self) -> bool {
        self.connections.load(Ordering::SeqCst) == 0
            && self.links.now() == 0
            && self.writers.now() == 0
    }

    /// The gate's part of the census at `now` (addresses silent for a minute forgotten
    /// first: they no longer count against any limit).
    pub(crate) fn count_into(&self, census: &mut Census, now: Instant) {
        census.connections = self.connections.load(Ordering::SeqCst);
        census.logging_in = self.unauthenticated.load(Ordering::SeqCst);
        census.links = self.links.now();
        census.writers = self.writers.now();
        census.addresses_open = self.open.lock().map_or(0, |open| open.len());
        census.addresses_remembered = self.recent.lock().map_or(0, |mut recent| {
            recent.forget_silent(now);
            recent.len()
        });
    }
}

/// What a connection may ask of the server a second: a burst of [`Budget::BURST`] requests
/// (a terminal, its locale, a window change, a channel...), then [`Budget::PER_SECOND`]
/// (`governor`'s cell rate, the same as a bucket of `BURST` tokens refilled `PER_SECOND`).
/// What is over it is refused; a connection far over it is cut.
#[derive(Debug)]
pub(crate) struct Budget<C: governor::clock::Clock = governor::clock::MonotonicClock> {
    limiter: RateLimiter<NotKeyed, InMemoryState, C, NoOpMiddleware<C::Instant>>,
    /// Requests refused for being over budget.
    pub refused: u64,
}

impl Budget {
    pub(crate) const BURST: NonZeroU32 = nonzero(64);
    pub(crate) const PER_SECOND: NonZeroU32 = nonzero(32);
    /// Refusals after which the connection is cut: nobody's client asks this much.
    pub(crate) const CUT_AFTER: u64 = 1_000;
}

/// A full budget, on the system's clock.
impl Default for Budget {
    fn default() -> Self {
        Budget::with_clock(governor::clock::MonotonicClock)
    }
}

impl<C: governor::clock::Clock> Budget<C> {
    /// A full budget, on `clock` (tests drive theirs).
    pub(crate) fn with_clock(clock: C) -> Self {
        let quota = Quota::per_second(Budget::PER_SECOND).allow_burst(Budget::BURST);
        Budget {
            limiter: RateLimiter::direct_with_clock(quota, clock),
            refused: 0,
        }
    }

    /// Takes one request's worth now; `false`: over budget (and counted).
    pub(crate) fn spend(&mut self) -> bool {
        if self.limiter.check().is_ok() {
            true
        } else {
            self.refused += 1;
            false
        }
    }

    /// Whether the connection has been refused so often it is to be cut.
    pub(crate) fn exhausted(&self) -> bool {
        self.refused >= Budget::CUT_AFTER
    }
}

/// `n` as a quota takes it. Used for constants only: a 0 fails the build, never a run.
const fn nonzero(n: u32) -> NonZeroU32 {
    match NonZeroU32::new(n) {
        Some(n) => n,
        None => panic!("a quota of 0"),
    }
}

#[cfg(test)]
mod tests;
