//! The command line's numbers and names: a negative value is refused by its own option's
//! message, every `--target` takes the same range (and says it), `--top` lists as many
//! choices in JSON as in text, a table is of two seats at least, and the usage lines say
//! `yatzy` whatever the file is called.

use std::path::Path;
use std::process::{Command, Output};

use clap::Parser;

use crate::common::{run_yatzy, text};

/// `yatzy ARGS`, refused as a usage error (exit code 2): its message.
fn refused(data: &Path, args: &[&str]) -> String {
    let output = run_yatzy(data, args);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    text(&output.stderr)
}

#[test]
fn a_negative_number_is_refused_by_the_option_it_was_given_to() {
    let data = tempfile::tempdir().unwrap();
    let hint = ["hint", "--dice", "22555", "--rolls-left", "1"];
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["solve", "--target", "-5"], "--target"),
        (
            vec!["solve", "--target", "300", "--banked", "-3"],
            "--banked",
        ),
        (vec!["solve", "--distribution", "--upper", "-1"], "--upper"),
        ([&hint[..], &["--banked", "-3"]].concat(), "--banked"),
        ([&hint[..], &["--upper", "-2"]].concat(), "--upper"),
        ([&hint[..], &["--top", "-1"]].concat(), "--top"),
        ([&hint[..], &["--target", "-250"]].concat(), "--target"),
        (
            vec!["hint", "--dice", "22555", "--rolls-left", "-1"],
            "--rolls-left",
        ),
        (vec!["simulate", "--games", "-4"], "--games"),
        (vec!["simulate", "--games", "4", "--seed", "-1"], "--seed"),
        (
            vec!["simulate", "--games", "4", "--target", "-5"],
            "--target",
        ),
        (vec!["--target", "-5"], "--target"),
        (vec!["--seed", "-1"], "--seed"),
        (vec!["--bot-delay", "-1"], "--bot-delay"),
        (vec!["--coach-threshold", "-1"], "--coach-threshold"),
    ];
    for (args, option) in cases {
        let message = refused(data.path(), &args);
        assert!(
            message.contains(&format!("for '{option} <")),
            "{args:?} names {option}: {message}"
        );
        assert!(
            !message.contains("unexpected argument"),
            "{args:?}: {message}"
        );
    }
    // The value's own message, as with `--target=-5`.
    let message = refused(data.path(), &["solve", "--target", "-5"]);
    assert!(message.contains("-5 is not in 1..=2000"), "{message}");
}

#[test]
fn every_target_takes_one_range_and_says_it() {
    let data = tempfile::tempdir().unwrap();
    // 0 is no goal; 2000 is above every card's highest score (1575 in Yahtzee).
    for args in [
        vec!["--target", "0"],
        vec!["solve", "--target", "0"],
        vec![
            "hint",
            "--dice",
            "22555",
            "--rolls-left",
            "1",
            "--target",
            "0",
        ],
        vec!["simulate", "--games", "4", "--target", "0"],
        vec!["--target", "2001"],
        vec!["solve", "--target", "2001"],
    ] {
        let message = refused(data.path(), &args);
        assert!(
            message.contains("is not in 1..=2000"),
            "{args:?}: {message}"
        );
    }
    for args in [
        vec!["yatzy", "--target", "1"],
        vec!["yatzy", "--target", "2000"],
        vec!["yatzy", "solve", "--target", "2000"],
        vec!["yatzy", "simulate", "--games", "4", "--target", "1"],
    ] {
        assert!(yatzy::cli::Cli::try_parse_from(&args).is_ok(), "{args:?}");
    }
    // Each --help names the range, and so does the command-line page.
    for command in [vec![], vec!["solve"], vec!["hint"], vec!["simulate"]] {
        let output = run_yatzy(data.path(), &[&command[..], &["--help"]].concat());
        let help = text(&output.stdout);
        let target = help
            .split("--target <N>")
            .nth(1)
            .unwrap_or_else(|| panic!("{command:?} --help has --target: {help}"));
        let said: String = target
            .split("\n  -")
            .next()
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(said.contains("1 to 2000"), "{command:?}: {said}");
    }
    let page =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/command-line.md"))
            .unwrap();
    assert!(!page.contains("1 to 1000"), "docs/command-line.md");
    assert!(
        page.matches("1 to 2000").count() >= 4,
        "docs/command-line.md"
    );
}

#[test]
fn hint_lists_top_choices_in_json_as_in_text() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "hint",
        "--rules",
        "forced",
        "--dice",
        "22555",
        "--rolls-left",
        "1",
        "--target",
        "100",
        "--top",
        "2",
    ];
    let json = run_yatzy(data.path(), &[&args[..], &["--json"]].concat());
    assert!(json.status.success(), "{json:?}");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let choices = value["choices"].as_array().unwrap();
    assert_eq!(choices.len(), 2, "{value}");
    let plain = run_yatzy(data.path(), &args);
    let listed = text(&plain.stdout)
        .lines()
        .filter(|line| line.starts_with("1.") || line.starts_with("2.") || line.starts_with("3."))
        .count();
    assert_eq!(listed, 2);
    // Without --top, five (of Forced Yatzy's many keeps).
    let all = run_yatzy(
        data.path(),
        &args[..args.len() - 2]
            .iter()
            .chain(&["--json"])
            .copied()
            .collect::<Vec<_>>(),
    );
    let value: serde_json::Value = serde_json::from_slice(&all.stdout).unwrap();
    assert_eq!(value["choices"].as_array().unwrap().len(), 5, "{value}");
}

#[test]
fn a_table_of_one_seat_is_refused() {
    let data = tempfile::tempdir().unwrap();
    for table in ["win", "optimal"] {
        let message = refused(
            data.path(),
            &["simulate", "--table", table, "--games", "10"],
        );
        assert!(message.contains("2 seats at least"), "{message}");
    }
}

/// `ARGS` run by a copy of the binary named `yatzy-play`.
fn run_renamed(dir: &Path, args: &[&str]) -> Output {
    let renamed = dir.join("yatzy-play");
    if !renamed.exists() {
        std::fs::copy(env!("CARGO_BIN_EXE_yatzy"), &renamed).unwrap();
    }
    Command::new(&renamed)
        .env("LC_ALL", "C.UTF-8")
        .env("YATZY_DATA_DIR", dir.join("data"))
        .env("YATZY_CACHE_DIR", dir.join("cache"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn usage_lines_say_yatzy_whatever_the_file_is_called() {
    let dir = tempfile::tempdir().unwrap();
    for (args, usage) in [
        (vec!["hint", "--bogus"], "Usage: yatzy hint"),
        (vec!["simulate", "--table", "win"], "Usage: yatzy simulate"),
        (vec!["--bogus"], "Usage: yatzy "),
    ] {
        let output = run_renamed(dir.path(), &args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = text(&output.stderr);
        assert!(message.contains(usage), "{args:?}: {message}");
        assert!(!message.contains("yatzy-play"), "{args:?}: {message}");
    }
    let help = text(&run_renamed(dir.path(), &["hint", "--help"]).stdout);
    assert!(help.contains("Usage: yatzy hint"), "{help}");
}
