//! The gate's limits, each at its bound: per minute, at once, logging in, remembered, and
//! the request budget.
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
    let clock = governor::clock::FakeRelativeClock::default();
    let mut budget = Budget::with_clock(clock.clone());
    for _ in 0..Budget::BURST.get() {
        assert!(budget.spend());
    }
    assert!(!budget.spend());
    assert_eq!(budget.refused, 1);
    clock.advance(Duration::from_millis(100));
    assert!(budget.spend(), "three more earned");
    let mut refused = 0;
    for _ in 0..2_000 {
        refused += u64::from(!budget.spend());
    }
    assert_eq!(refused, 2_000 - 2);
    assert!(budget.exhausted());
}
