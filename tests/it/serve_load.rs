//! The load driver in a small version: ten guests over real SSH for a few seconds, every
//! one seated and playing, every key on a guest's turn answered by a frame; the same beside
//! hostile guests flooding the server with window changes, `env` requests and channel
//! opens, who are let go while the others play on; and guests coming and going (leaving,
//! dropping, stalling, coming back), after which the server holds no more than before.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use yatzy::server::census::Census;
use yatzy_load::{
    Churn, ChurnReport, Flood, LONGEST_STALL, LoadPlan, LoadReport, PlanError, run, spread,
};

/// A `yatzy serve` on a free port, its log gathered as it comes.
struct Server {
    child: Child,
    port: u16,
    log: Arc<Mutex<Vec<String>>>,
}

impl Server {
    fn start(data: &std::path::Path) -> Server {
        Server::start_with(data, &[])
    }

    fn start_with(data: &std::path::Path, extra: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_yatzy"))
            // Many short servers: none works out futures ahead in its pauses.
            .env("YATZY_WARM_UP", "off")
            .args([
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--bot-pace",
                "50",
                // Every guest of the load comes from this one address.
                "--tables-per-address",
                "10000",
                "--logins-per-address",
                "10000",
                "--data-dir",
            ])
            .arg(data)
            .args(extra)
            .env("LC_ALL", "C.UTF-8")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("yatzy serve starts");
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let port: u16 = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|line| {
                line.strip_prefix("yatzy serve: listening on 127.0.0.1:")
                    .and_then(|p| p.trim().parse().ok())
            })
            .expect("the banner names the port");
        // The rest of the log is gathered, so the server never blocks on a full pipe.
        let log = Arc::new(Mutex::new(Vec::new()));
        let gathered = Arc::clone(&log);
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                gathered.lock().unwrap().push(line);
            }
        });
        Server { child, port, log }
    }

    /// Resident memory in KiB.
    fn memory(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .expect("VmRSS")
    }

    /// The server's census, asked for with SIGUSR1: the first logged after the signal.
    fn census(&self) -> Census {
        let seen = self.log.lock().unwrap().len();
        nix::sys::signal::kill(
            nix::unistd::Pid::from_raw(self.child.id() as i32),
            nix::sys::signal::Signal::SIGUSR1,
        )
        .unwrap();
        let until = Instant::now() + Duration::from_secs(10);
        while Instant::now() < until {
            let found = self.log.lock().unwrap()[seen..]
                .iter()
                .filter(|l| l.contains("census (asked)"))
                .find_map(|l| Census::parse(l));
            if let Some(census) = found {
                return census;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("no census:\n{}", self.log.lock().unwrap().join("\n"));
    }

    /// Asks for the census until it is `wanted` (or `within` has passed): the last one.
    fn census_once(&self, wanted: impl Fn(&Census) -> bool, within: Duration) -> Census {
        let until = Instant::now() + within;
        loop {
            let census = self.census();
            if wanted(&census) || Instant::now() >= until {
                return census;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn load(&self, plan: LoadPlan) -> LoadReport {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(run(plan)).expect("a plan within bounds")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn plan(port: u16, flooders: Vec<Flood>) -> LoadPlan {
    LoadPlan {
        port,
        guests: 10,
        people: 5,
        bots: 1,
        duration: Duration::from_secs(4),
        think: Duration::from_millis(20),
        flooders,
        churn: None,
        finish: false,
    }
}

#[test]
fn ten_guests_at_two_tables_with_bots_all_play_and_every_key_is_answered() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path());
    let report = server.load(plan(server.port, Vec::new()));

    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.playing, 10, "every guest sat down and played");
    assert!(
        report.latencies.len() >= 20,
        "{} keys",
        report.latencies.len()
    );
    assert_eq!(report.unanswered, 0);
    // The openers measured whether the chances kept up with the scored turns (how well is
    // the 500 guests' figure, not a test's).
    eprintln!("{}", report.chances.line());
    assert!(report.chances.turns > 0, "{:?}", report.chances);
    assert!(report.chances.current <= report.chances.turns);
    assert!(
        report
            .chances
            .line()
            .starts_with("chances current within 2 s after a scored turn: "),
        "{}",
        report.chances.line()
    );
}

#[test]
fn guests_flooding_the_server_are_let_go_and_everyone_else_plays_on() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path());
    let before = server.memory();
    let floods = vec![
        Flood::WindowChanges,
        Flood::Environment,
        Flood::ChannelOpens,
    ];
    let report = server.load(plan(server.port, floods));
    let after = server.memory();

    let log = server.log.lock().unwrap().clone();
    let told = format!("{report:?}\n{}", log.join("\n"));
    assert!(report.errors.is_empty(), "{told}");
    assert_eq!(
        report.playing, 10,
        "every guest sat down and played: {told}"
    );
    assert_eq!(report.unanswered, 0, "every key answered: {told}");
    // Memory stays bounded: nothing of the floods is kept. (The strategy tables load in
    // the background meanwhile, 16 MiB a rule set: the bound is absolute. Unbounded, the
    // floods took hundreds of MiB a second.)
    assert!(after < 256 * 1024, "{before} KiB before, {after} KiB after");
    // Each flooder is let go, and said so in a line or two, not a line per request.
    for flooder in ["flood0", "flood1", "flood2"] {
        assert!(
            log.iter()
                .any(|l| l.contains(flooder) && l.contains("requests over its budget")),
            "{flooder} was let go:\n{}",
            log.join("\n")
        );
    }
    assert!(log.len() < 100, "{} lines:\n{}", log.len(), log.join("\n"));

    // And SIGTERM stops it at once, as ever.
    let mut server = server;
    let stopped = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(stopped.success());
    let status = server.child.wait().unwrap();
    assert!(status.success(), "{status:?}");
}

#[test]
fn guests_coming_and_going_leave_nothing_behind_them() {
    let data = tempfile::tempdir().unwrap();
    // Keepalives each second: a stalled guest is let go within about four. Guests come
    // and go from one address more often than the limit a minute lets by default.
    let server = Server::start_with(
        data.path(),
        &[
            "--keepalive",
            "1",
            "--connections-per-minute",
            "1000",
            "--connections-per-address",
            "64",
        ],
    );
    let start = server.census();
    assert_eq!(start, Census::default(), "nothing before anyone came");

    let report = server.load(churning(server.port));
    // What went on, should a check fail: the report (without its many latencies) and the
    // server's log.
    let told = || {
        format!(
            "{} playing, {} keys, {} unanswered, {:?}, errors {:?}\n{}",
            report.playing,
            report.latencies.len(),
            report.unanswered,
            report.churn,
            report.errors,
            server.log.lock().unwrap().join("\n")
        )
    };
    assert!(report.errors.is_empty(), "{}", told());
    assert_eq!(report.playing, 4, "{}", told());
    assert_eq!(report.unanswered, 0, "{}", told());
    assert_every_way_of_going_seen(&report.churn, &told());

    // Once the last finished game is recorded, everything kept for a guest is gone: only
    // the address remembered for the limit a minute stays (for that minute).
    let back = Census {
        addresses_remembered: 1,
        ..start
    };
    let end = server.census_once(|c| *c == back, Duration::from_secs(30));
    assert_eq!(end, back, "{}", told());
    // And the server said so itself when it became idle.
    let log = server.log.lock().unwrap().clone();
    assert!(
        log.iter().any(|l| l.contains("census (idle)")),
        "{}",
        log.join("\n")
    );
}

/// Four guests playing throughout at two tables, and six places through which guests come
/// and go: each leaving, dropping or stalling in turn, and every one coming back to take
/// their place again. When the time is up every game is played to its end.
fn churning(port: u16) -> LoadPlan {
    LoadPlan {
        port,
        guests: 4,
        people: 2,
        bots: 0,
        duration: Duration::from_secs(9),
        think: Duration::from_millis(20),
        flooders: Vec::new(),
        churn: Some(Churn {
            guests: 6,
            stay: Duration::from_millis(1500),
            // Half as long again as the server takes to let them go.
            stall: Duration::from_secs(6),
            come_back: 100,
        }),
        finish: true,
    }
}

/// Guests left, dropped and stalled; every stall was let go; guests came back and took their
/// seats again; every game was finished.
fn assert_every_way_of_going_seen(churn: &ChurnReport, told: &str) {
    assert!(
        churn.left > 0 && churn.dropped > 0 && churn.stalled > 0,
        "{told}"
    );
    assert_eq!(churn.let_go, churn.stalled, "every stall let go: {told}");
    assert!(churn.came_back > 0 && churn.seats_back > 0, "{told}");
    assert!(churn.arrived > churn.came_back, "{told}");
    assert_eq!(churn.unfinished, 0, "{told}");
}

// The driver's own checks: its plans, its figures and its churn.

#[test]
fn churn_choices_spread_over_their_range() {
    let back = (0..1000u64).filter(|&n| spread(n) % 100 < 50).count();
    assert!((400..600).contains(&back), "{back}");
}

#[test]
fn plans_stay_within_bounds() {
    assert!(plan(2222, Vec::new()).check().is_ok());
    for (wrong, why) in [
        (
            LoadPlan {
                guests: 0,
                ..plan(2222, Vec::new())
            },
            PlanError::Guests,
        ),
        (
            LoadPlan {
                guests: 501,
                ..plan(2222, Vec::new())
            },
            PlanError::Guests,
        ),
        (
            LoadPlan {
                people: 6,
                ..plan(2222, Vec::new())
            },
            PlanError::Table,
        ),
        (
            LoadPlan {
                duration: Duration::from_secs(601),
                ..plan(2222, Vec::new())
            },
            PlanError::TooLong,
        ),
    ] {
        assert_eq!(wrong.check(), Err(why));
    }
}

#[test]
fn churn_plans_stay_within_bounds() {
    let churn = Churn {
        guests: 490,
        stay: Duration::from_secs(1),
        stall: Duration::from_secs(5),
        come_back: 50,
    };
    let with = |churn: Churn| LoadPlan {
        churn: Some(churn),
        ..plan(2222, Vec::new())
    };
    assert!(with(churn.clone()).check().is_ok());
    for (wrong, why) in [
        (
            Churn {
                guests: 491,
                ..churn.clone()
            },
            PlanError::Guests,
        ),
        (
            Churn {
                stay: Duration::from_millis(99),
                ..churn.clone()
            },
            PlanError::Stay,
        ),
        (
            Churn {
                stall: Duration::ZERO,
                ..churn.clone()
            },
            PlanError::Stall,
        ),
        (
            Churn {
                stall: LONGEST_STALL + Duration::from_secs(1),
                ..churn.clone()
            },
            PlanError::Stall,
        ),
        (
            Churn {
                come_back: 101,
                ..churn.clone()
            },
            PlanError::ComeBack,
        ),
    ] {
        assert_eq!(with(wrong).check(), Err(why));
    }
}

#[test]
fn percentiles_are_nearest_rank() {
    let report = LoadReport {
        latencies: (1..=100).map(Duration::from_millis).collect(),
        ..LoadReport::default()
    };
    assert_eq!(report.percentile(50.0), Duration::from_millis(50));
    assert_eq!(report.percentile(99.0), Duration::from_millis(99));
    assert_eq!(report.percentile(100.0), Duration::from_millis(100));
}
