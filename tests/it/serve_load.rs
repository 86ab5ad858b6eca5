//! The load driver in a small version: ten guests over real SSH for a few seconds, every
//! one seated and playing, every key on a guest's turn answered by a frame; and the same
//! beside hostile guests flooding the server with window changes, `env` requests and
//! channel opens, who are let go while the others play on.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use yatzy::server::load::{Flood, LoadPlan, LoadReport, run};

/// A `yatzy serve` on a free port, its log gathered as it comes.
struct Server {
    child: Child,
    port: u16,
    log: Arc<Mutex<Vec<String>>>,
}

impl Server {
    fn start(data: &std::path::Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_yatzy"))
            .args([
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--bot-pace",
                "50",
                "--data-dir",
            ])
            .arg(data)
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
