//! The load driver in a small version: ten guests over real SSH for a few seconds, every
//! one seated and playing, every key on a guest's turn answered by a frame.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use yatzy::server::load::{LoadPlan, run};

#[test]
fn ten_guests_at_two_tables_with_bots_all_play_and_every_key_is_answered() {
    let data = tempfile::tempdir().unwrap();
    let mut server = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--bot-pace",
            "50",
            "--data-dir",
        ])
        .arg(data.path())
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("yatzy serve starts");
    let mut log = BufReader::new(server.stderr.take().unwrap()).lines();
    let port: u16 = log
        .by_ref()
        .map_while(Result::ok)
        .find_map(|line| {
            line.strip_prefix("yatzy serve: listening on 127.0.0.1:")
                .and_then(|p| p.trim().parse().ok())
        })
        .expect("the banner names the port");
    // The rest of the log is drained, so the server never blocks on a full pipe.
    std::thread::spawn(move || for _ in log {});

    let plan = LoadPlan {
        port,
        guests: 10,
        people: 5,
        bots: 1,
        duration: Duration::from_secs(4),
        think: Duration::from_millis(20),
        resize_flooders: 0,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let report = runtime.block_on(run(plan)).expect("a plan within bounds");
    let _ = server.kill();
    let _ = server.wait();

    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.playing, 10, "every guest sat down and played");
    assert!(
        report.latencies.len() >= 20,
        "{} keys",
        report.latencies.len()
    );
    assert_eq!(report.unanswered, 0);
}
