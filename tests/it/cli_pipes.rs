//! Output into a closed pipe (`yatzy ... | head`) ends the command quietly: exit 0 (or death
//! by SIGPIPE, as for any Unix tool), no panic message, nothing on stderr, for every subcommand.

use std::io::{BufRead, BufReader};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::OnceLock;

use crate::common;

/// Every subcommand, with enough output to fill a pipe where it can: the history holds
/// thousands of games, so `scores --json` writes well over a pipe's 64 KiB.
const COMMANDS: &[&[&str]] = &[
    &["score", "22555"],
    &["score", "22555", "--json"],
    &["scores"],
    &["scores", "--json"],
    &["solve"],
    &[
        "hint",
        "--dice",
        "22555",
        "--rolls-left",
        "2",
        "--top",
        "1000",
    ],
    &["simulate", "--games", "20000", "--strategy", "greedy"],
    &["simulate", "--games", "2000"],
    &["--help"],
    &["--version"],
];

/// One data directory for the whole file: a history of 5,000 games and the strategy table,
/// solved once, so `hint`, `solve` and the optimal simulation neither compute nor draw a bar.
fn data_dir() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("highscores.json"),
            common::history(5_000).to_json(),
        )
        .unwrap();
        let solved = common::run_yatzy(dir.path(), &["solve"]);
        assert!(solved.status.success(), "{}", common::text(&solved.stderr));
        dir
    })
    .path()
}

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(args)
        .env("YATZY_DATA_DIR", data_dir())
        .env("YATZY_CACHE_DIR", data_dir().join("cache"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs")
}

/// A quiet end: success, or killed by SIGPIPE (a shell shows that as 141).
fn ended_quietly(status: ExitStatus) -> bool {
    status.code() == Some(0) || status.code() == Some(141) || status.signal() == Some(13)
}

/// Waits for `child`, whose reader is gone, and checks it said nothing and ended quietly.
fn assert_quiet_end(child: Child, args: &[&str]) {
    let output = child.wait_with_output().expect("ends");
    let stderr = common::text(&output.stderr);
    assert!(
        !stderr.contains("panicked") && !stderr.contains("failed printing"),
        "{args:?}: {stderr}"
    );
    assert!(stderr.is_empty(), "{args:?} said: {stderr}");
    assert!(
        ended_quietly(output.status),
        "{args:?}: {:?} {stderr}",
        output.status
    );
}

#[test]
fn every_command_ends_quietly_when_its_reader_is_gone_before_it_writes() {
    for args in COMMANDS {
        let mut child = spawn(args);
        // The reader goes away at once, as `head -0` would.
        drop(child.stdout.take());
        assert_quiet_end(child, args);
    }
}

#[test]
fn every_command_ends_quietly_when_its_reader_takes_one_line_and_leaves() {
    for args in COMMANDS {
        let mut child = spawn(args);
        // As `yatzy ... | head -1`: one line read, then the reader closes the pipe while the
        // command may still be writing (`scores --json` is blocked on a full pipe by then).
        let mut reader = BufReader::new(child.stdout.take().expect("piped"));
        let mut first = String::new();
        reader.read_line(&mut first).expect("a line");
        assert!(!first.is_empty(), "{args:?} printed nothing");
        drop(reader);
        assert_quiet_end(child, args);
    }
}

#[test]
fn any_other_write_error_is_one_line_on_stderr_and_a_failure() {
    // A full disk is not a reader that left: the command failed, and says so once. The
    // same for the help and the version, which clap would print and end 0 regardless.
    for args in COMMANDS {
        let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
            return; // no /dev/full on this system
        };
        let output = Command::new(env!("CARGO_BIN_EXE_yatzy"))
            .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
            .args(*args)
            .env("YATZY_DATA_DIR", data_dir())
            .env("YATZY_CACHE_DIR", data_dir().join("cache"))
            .stdout(full)
            .output()
            .expect("runs");
        let stderr = common::text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        let said = stderr
            .lines()
            .filter(|l| l.starts_with("yatzy: cannot write the output: "))
            .count();
        assert_eq!(said, 1, "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn a_closed_standard_output_is_a_failure_not_silence() {
    for args in COMMANDS {
        // `>&-`: the command starts with descriptor 1 closed.
        let output = Command::new("sh")
            .arg("-c")
            .arg(r#"exec "$0" "$@" >&-"#)
            .arg(env!("CARGO_BIN_EXE_yatzy"))
            .args(*args)
            .env("LC_ALL", "C.UTF-8")
            .env("YATZY_DATA_DIR", data_dir())
            .env("YATZY_CACHE_DIR", data_dir().join("cache"))
            .output()
            .expect("runs");
        let stderr = common::text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("yatzy: cannot write the output: standard output is closed"),
            "{args:?}: {stderr}"
        );
    }
    // Sent to /dev/null on purpose, it is no failure.
    let output = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .args(["score", "22555"])
        .stdout(Stdio::null())
        .output()
        .expect("runs");
    assert!(output.status.success());
}
