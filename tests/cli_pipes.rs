//! Output into a closed pipe (`yatzy ... | head`) ends the command quietly: exit 0, no panic
//! message, nothing on stderr, for every subcommand.

use std::process::{Command, Stdio};

mod common;

/// Runs `yatzy args` with a standard output whose reader is gone before anything is written.
fn into_a_closed_pipe(data_dir: &std::path::Path, args: &[&str]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .args(args)
        .env("YATZY_DATA_DIR", data_dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    // The reader goes away at once, as `head -0` would.
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !stderr.contains("panicked") && !stderr.contains("failed printing"),
        "{args:?}: {stderr}"
    );
    assert!(stderr.is_empty(), "{args:?} said: {stderr}");
    assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
}

#[test]
fn every_command_ends_quietly_when_its_reader_goes_away() {
    let data = tempfile::tempdir().unwrap();
    // A history long enough to fill any pipe.
    let storage = yatzy::storage::Storage::at(data.path());
    for index in 0..300 {
        let game = yatzy::game::Game::new(yatzy::rules::RuleSet::Yatzy, index);
        let entry = yatzy::session::score_entry(&game, &format!("Player {index}"), 60, 0);
        storage.record(entry).unwrap();
    }
    // The table, once, so hint and the optimal simulation need no progress bar.
    let solved = common::run_yatzy(data.path(), &["solve"]);
    assert!(solved.status.success());
    for args in [
        &["score", "22555"][..],
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
            "400",
        ],
        &["simulate", "--games", "2000", "--strategy", "greedy"],
        &["simulate", "--games", "2000"],
        &["--help"],
        &["--version"],
    ] {
        into_a_closed_pipe(data.path(), args);
    }
}

#[test]
fn a_box_named_twice_in_filled_is_refused_before_any_solving() {
    let data = tempfile::tempdir().unwrap();
    let output = common::run_yatzy(
        data.path(),
        &[
            "hint",
            "--dice",
            "22555",
            "--rolls-left",
            "1",
            "--filled",
            "ones,twos,ones",
        ],
    );
    assert_eq!(output.status.code(), Some(2));
    let stderr = common::text(&output.stderr);
    assert!(stderr.contains("'ones' is named twice"), "{stderr}");
    assert!(
        !data.path().join("solver-yatzy-v1.bin").exists(),
        "refused before the table was computed"
    );
}
