//! Who may come in, and how often: the server's limits and what every connection shares.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::keys::PublicKey;
use tokio::sync::Notify;

use super::census::Census;
use super::hub::Event;
use super::link::Count;

/// Why a connection is refused at the door.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AdmitError {
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
pub fn counted_as(address: IpAddr) -> IpAddr {
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
pub fn network_of(address: IpAddr) -> IpAddr {
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
        for (map, key) in [
            (&mut self.by_address, address),
            (&mut self.by_network, network_of(address)),
        ] {
            if let Some(count) = map.get_mut(&key) {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    map.remove(&key);
                }
            }
        }
    }
}

/// Addresses remembered, at most: beyond, the one heard from longest ago is forgotten.
pub const ADDRESSES_REMEMBERED: usize = 4096;

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
        if let Ok(mut open) = self.open.lock()
            && let Some(count) = open.get_mut(&address)
        {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&address);
            }
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
    pub fn count_into(&self, census: &mut Census, now: Instant) {
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
/// (a terminal, its locale, a window change, a channel...), then [`Budget::PER_SECOND`].
/// What is over it is refused; a connection far over it is cut.
#[derive(Clone, Debug)]
pub struct Budget {
    tokens: f64,
    at: Instant,
    /// Requests refused for being over budget.
    pub refused: u64,
}

impl Budget {
    pub const BURST: f64 = 64.0;
    pub const PER_SECOND: f64 = 32.0;
    /// Refusals after which the connection is cut: nobody's client asks this much.
    pub const CUT_AFTER: u64 = 1_000;

    pub fn new(now: Instant) -> Self {
        Budget {
            tokens: Self::BURST,
            at: now,
            refused: 0,
        }
    }

    /// Takes one request's worth at `now`; `false`: over budget (and counted).
    pub fn spend(&mut self, now: Instant) -> bool {
        let earned = now.saturating_duration_since(self.at).as_secs_f64() * Self::PER_SECOND;
        self.tokens = (self.tokens + earned).min(Self::BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            self.refused += 1;
            false
        }
    }

    /// Whether the connection has been refused so often it is to be cut.
    pub fn exhausted(&self) -> bool {
        self.refused >= Self::CUT_AFTER
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shared(limits: Limits) -> Shared {
        let (hub, _) = std::sync::mpsc::channel();
        Shared::new(hub, None, limits)
    }

    /// Limits with no cap on logging in per address or network: for the tests of other
    /// limits, whose connections never log in.
    fn no_login_caps(limits: Limits) -> Limits {
        Limits {
            unauthenticated_per_address: usize::MAX,
            unauthenticated_per_network: usize::MAX,
            ..limits
        }
    }

    #[test]
    fn an_address_and_its_network_may_have_so_many_logging_in_and_a_login_frees_one() {
        let shared = shared(Limits {
            unauthenticated_per_address: 2,
            unauthenticated_per_network: 3,
            ..Limits::default()
        });
        let now = Instant::now();
        let ip = |text: &str| text.parse::<IpAddr>().unwrap();
        assert!(shared.admit(ip("10.0.0.1"), now).is_ok());
        assert!(shared.admit(ip("10.0.0.1"), now).is_ok());
        assert_eq!(
            shared.admit(ip("10.0.0.1"), now),
            Err(AdmitError::AddressLoggingIn),
            "the address's two are taken"
        );
        assert!(shared.admit(ip("10.0.0.2"), now).is_ok());
        assert_eq!(
            shared.admit(ip("10.0.0.3"), now),
            Err(AdmitError::AddressLoggingIn),
            "the /24's three are taken"
        );
        assert!(
            shared.admit(ip("10.0.1.1"), now).is_ok(),
            "another network has its own"
        );
        // One of the first address's logs in: its slot is free for anyone of the network.
        shared.logged_in(ip("10.0.0.1"));
        assert!(shared.admit(ip("10.0.0.3"), now).is_ok());
        // An IPv6 /64 is one address; a /48 one network.
        let shared = self::shared(Limits {
            unauthenticated_per_address: 1,
            unauthenticated_per_network: 2,
            ..Limits::default()
        });
        assert!(shared.admit(ip("2001:db8:0:1::1"), now).is_ok());
        assert_eq!(
            shared.admit(ip("2001:db8:0:1::2"), now),
            Err(AdmitError::AddressLoggingIn)
        );
        assert!(shared.admit(ip("2001:db8:0:2::1"), now).is_ok());
        assert_eq!(
            shared.admit(ip("2001:db8:0:3::1"), now),
            Err(AdmitError::AddressLoggingIn)
        );
        assert!(shared.admit(ip("2001:db9::1"), now).is_ok());
    }

    #[test]
    fn an_address_may_open_so_many_connections_a_minute_and_no_more() {
        let limits = no_login_caps(Limits {
            per_address_per_minute: 3,
            ..Limits::default()
        });
        let shared = shared(limits);
        let (here, there): (IpAddr, IpAddr) =
            ("127.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let start = Instant::now();
        for _ in 0..3 {
            assert!(shared.admit(here, start).is_ok());
        }
        assert_eq!(shared.admit(here, start), Err(AdmitError::AddressPerMinute));
        assert!(
            shared.admit(there, start).is_ok(),
            "another address has its own count"
        );
        assert!(
            shared.admit(here, start + Duration::from_secs(61)).is_ok(),
            "a minute later"
        );
    }

    #[test]
    fn addresses_are_forgotten_beyond_the_bound_the_longest_silent_first() {
        let shared = shared(no_login_caps(Limits {
            per_address_at_once: usize::MAX,
            ..Limits::default()
        }));
        let start = Instant::now();
        let address = |n: u32| IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + n));
        for n in 0..(ADDRESSES_REMEMBERED as u32 + 500) {
            let now = start + Duration::from_millis(u64::from(n));
            assert!(shared.admit(address(n), now).is_ok());
            assert!(shared.addresses_remembered() <= ADDRESSES_REMEMBERED);
        }
        // The latest are still counted: the limit a minute holds for them.
        let latest = address(ADDRESSES_REMEMBERED as u32 + 499);
        let now = start + Duration::from_secs(5);
        for _ in 1..Limits::default().per_address_per_minute {
            assert!(shared.admit(latest, now).is_ok());
        }
        assert!(shared.admit(latest, now).is_err());
        // A minute of silence, and they are all forgotten at the next crowding.
        let later = start + Duration::from_secs(120);
        for n in 0..=(ADDRESSES_REMEMBERED as u32) {
            assert!(shared.admit(address(100_000 + n), later).is_ok());
        }
        assert!(shared.addresses_remembered() <= ADDRESSES_REMEMBERED);
    }

    #[test]
    fn addresses_are_forgotten_a_minute_after_their_last_connection_and_the_census_says_so() {
        let shared = shared(Limits::default());
        let start = Instant::now();
        let (here, there, elsewhere): (IpAddr, IpAddr, IpAddr) = (
            "127.0.0.1".parse().unwrap(),
            "10.0.0.2".parse().unwrap(),
            "10.0.0.3".parse().unwrap(),
        );
        assert!(shared.admit(here, start).is_ok());
        assert!(shared.admit(there, start + Duration::from_secs(30)).is_ok());
        let census = |at: Duration| {
            let mut census = Census::default();
            shared.count_into(&mut census, start + at);
            (census.addresses_open, census.addresses_remembered)
        };
        assert_eq!(census(Duration::from_secs(40)), (2, 2));
        shared.release(here);
        shared.release(there);
        assert_eq!(
            census(Duration::from_secs(61)),
            (0, 1),
            "here is a minute silent"
        );
        assert_eq!(census(Duration::from_secs(91)), (0, 0), "and there too");

        // Connections alone (no census) forget the silent too, once a minute.
        assert!(shared.admit(here, start + Duration::from_secs(100)).is_ok());
        assert!(
            shared
                .admit(there, start + Duration::from_secs(100))
                .is_ok()
        );
        assert!(
            shared
                .admit(elsewhere, start + Duration::from_secs(200))
                .is_ok()
        );
        assert_eq!(shared.addresses_remembered(), 1);
    }

    #[test]
    fn links_and_writers_are_counted_while_they_live_and_their_end_is_told() {
        let shared = shared(Limits::default());
        assert!(shared.idle());
        let link = shared.links.hold();
        let writer = shared.writers.hold();
        assert_eq!((shared.links.now(), shared.writers.now()), (1, 1));
        assert!(!shared.idle());
        drop(link);
        assert!(!shared.idle(), "a writer still runs");
        drop(writer);
        assert!(shared.idle());
        // The end was told (a permit is kept for whoever waits next).
        let told = shared.ended.notified();
        let waker = std::task::Waker::noop();
        let mut told = std::pin::pin!(told);
        assert!(
            told.as_mut()
                .poll(&mut std::task::Context::from_waker(waker))
                .is_ready()
        );
    }

    #[test]
    fn an_address_may_hold_so_many_connections_at_once_an_ipv6_network_counting_as_one() {
        let shared = shared(Limits {
            per_address_at_once: 2,
            per_address_per_minute: 100,
            ..Limits::default()
        });
        let now = Instant::now();
        let first: IpAddr = "2001:db8::1".parse().unwrap();
        let same_network: IpAddr = "2001:db8::ffff:2".parse().unwrap();
        let other_network: IpAddr = "2001:db8:0:1::1".parse().unwrap();
        assert!(shared.admit(first, now).is_ok());
        assert!(shared.admit(same_network, now).is_ok());
        assert_eq!(
            shared.admit(first, now),
            Err(AdmitError::AddressAtOnce),
            "the /64 holds two"
        );
        assert!(shared.admit(other_network, now).is_ok());
        shared.release(same_network);
        assert!(shared.admit(first, now).is_ok(), "a place freed");
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        assert_eq!(counted_as(mapped), "10.0.0.1".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn a_budget_gives_a_burst_then_so_many_a_second_and_counts_what_it_refuses() {
        let start = Instant::now();
        let mut budget = Budget::new(start);
        for _ in 0..Budget::BURST as usize {
            assert!(budget.spend(start));
        }
        assert!(!budget.spend(start));
        assert_eq!(budget.refused, 1);
        assert!(
            budget.spend(start + Duration::from_millis(100)),
            "three more earned"
        );
        let mut refused = 0;
        for _ in 0..2_000 {
            refused += u64::from(!budget.spend(start + Duration::from_millis(100)));
        }
        assert_eq!(refused, 2_000 - 2);
        assert!(budget.exhausted());
    }
}
