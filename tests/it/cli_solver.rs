//! `yatzy solve`, `yatzy hint` and `yatzy simulate` as the real binary.

use crate::common;
use common::{run_yatzy as yatzy, text};

#[test]
fn solve_prints_the_expected_score_with_six_decimals_then_uses_the_cache() {
    let dir = tempfile::tempdir().unwrap();
    let first = yatzy(dir.path(), &["solve"]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let out = text(&first.stdout);
    assert!(
        out.contains("Expected score of optimal play in Scandinavian Yatzy: 248.439989"),
        "{out}"
    );
    assert!(out.contains("Table computed in"), "{out}");
    let second = text(&yatzy(dir.path(), &["solve"]).stdout);
    assert!(
        second.contains("Table loaded from the cache in"),
        "{second}"
    );
    let forced = text(&yatzy(dir.path(), &["solve", "--recompute"]).stdout);
    assert!(forced.contains("Table computed in"), "{forced}");
}

#[test]
fn hint_ranks_the_choices() {
    let dir = tempfile::tempdir().unwrap();
    let output = yatzy(
        dir.path(),
        &["hint", "--dice", "22555", "--rolls-left", "1"],
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "2 2 5 5 5, 1 roll left, Scandinavian Yatzy");
    let first = lines.iter().find(|l| l.starts_with("1.")).unwrap();
    assert!(
        first.contains("keep 5 5 5 ") && first.ends_with("best"),
        "{out}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("3.") && l.contains("score Full House")),
        "{out}"
    );

    let only_chance = yatzy(
        dir.path(),
        &[
            "hint",
            "--dice",
            "11266",
            "--rolls-left",
            "0",
            "--filled",
            "ones,twos,threes,fours,fives,sixes,one_pair,two_pairs,three_of_a_kind,four_of_a_kind,small_straight,large_straight,full_house,yatzy",
            "--upper",
            "63",
        ],
    );
    let out = text(&only_chance.stdout);
    assert!(out.contains("1.  score Chance"), "{out}");
}

fn assert_refused(args: &[&str], needle: &str) {
    let dir = tempfile::tempdir().unwrap();
    let output = yatzy(dir.path(), args);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{args:?}: {}",
        text(&output.stderr)
    );
    let message = text(&output.stderr);
    assert!(message.contains(needle), "{args:?}: {message}");
}

#[test]
fn bad_hint_and_simulate_values_are_refused() {
    assert_refused(
        &["hint", "--dice", "2255", "--rolls-left", "1"],
        "expected 5 dice",
    );
    assert_refused(
        &["hint", "--dice", "22555", "--rolls-left", "3"],
        "3 is not in 0..=2",
    );
    assert_refused(
        &[
            "hint",
            "--dice",
            "22555",
            "--rolls-left",
            "1",
            "--filled",
            "ones,pair",
        ],
        "unknown category 'pair'",
    );
    assert_refused(
        &[
            "hint",
            "--dice",
            "22555",
            "--rolls-left",
            "1",
            "--filled",
            "ones",
            "--upper",
            "12",
        ],
        "cannot happen",
    );
    assert_refused(
        &[
            "hint",
            "--dice",
            "22555",
            "--rolls-left",
            "1",
            "--upper",
            "200",
        ],
        "200 is not in 0..=105",
    );
    assert_refused(&["simulate", "--games", "0"], "0 is not in 1..=100000000");
    assert_refused(
        &["simulate", "--games", "10", "--strategy", "lucky"],
        "possible values: optimal, greedy",
    );
    assert_refused(&["--coach-threshold=-1"], "0 or more");
}

#[test]
fn simulate_prints_the_distribution() {
    let dir = tempfile::tempdir().unwrap();
    let output = yatzy(
        dir.path(),
        &[
            "simulate",
            "--games",
            "300",
            "--strategy",
            "greedy",
            "--seed",
            "5",
        ],
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(
        out.starts_with("300 games of Scandinavian Yatzy, greedy strategy, seed 5"),
        "{out}"
    );
    for needle in [
        "Mean",
        "Std. dev.",
        "Percentiles  5%:",
        "Upper bonus",
        "Yatzy",
        "games per second",
    ] {
        assert!(out.contains(needle), "{needle}: {out}");
    }
    assert!(
        output.stderr.is_empty(),
        "no progress bar when not on a terminal: {}",
        text(&output.stderr)
    );
    // The same seed, the same games.
    let again = text(
        &yatzy(
            dir.path(),
            &[
                "simulate",
                "--games",
                "300",
                "--strategy",
                "greedy",
                "--seed",
                "5",
            ],
        )
        .stdout,
    );
    let summary = |s: &str| s.lines().take(12).collect::<Vec<_>>().join("\n");
    assert_eq!(summary(&out), summary(&again));
}

/// Whether `dir` holds a strategy table (the cache is named solver-<rules>-v<N>.bin).
fn holds_a_table(dir: &std::path::Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("solver-"))
    })
}

#[test]
fn a_box_named_twice_in_filled_is_refused_before_any_solving() {
    for filled in ["ones,ones", "ones,twos,ones", "ones, ones"] {
        let dir = tempfile::tempdir().unwrap();
        let output = yatzy(
            dir.path(),
            &[
                "hint",
                "--dice",
                "22555",
                "--rolls-left",
                "1",
                "--filled",
                filled,
            ],
        );
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{filled}: {stderr}");
        assert!(output.stdout.is_empty(), "{filled}");
        // clap's usage error: what is wrong, the usage line, where to find help.
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert!(stderr.contains("'ones' is named twice"), "{stderr}");
        assert!(stderr.contains("Usage: yatzy hint"), "{stderr}");
        assert!(!holds_a_table(dir.path()), "refused before solving");
    }
}

#[test]
fn an_unknown_box_in_filled_is_refused_before_any_solving() {
    let dir = tempfile::tempdir().unwrap();
    let output = yatzy(
        dir.path(),
        &[
            "hint",
            "--dice",
            "22555",
            "--rolls-left",
            "1",
            "--filled",
            "ones,pair",
        ],
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("unknown category 'pair'"));
    assert!(!holds_a_table(dir.path()), "refused before solving");
}

#[test]
fn tables_are_cached_in_the_cache_directory_and_old_ones_leave_the_data_directory() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    // What earlier versions left in the data directory, damaged for good measure.
    for old in [
        "solver-forced-v1.bin",
        "distribution-forced-v2.bin",
        "solver-yatzy-v1.bin",
    ] {
        std::fs::write(data.path().join(old), b"YATZYSOL old").unwrap();
    }
    let cache_dir = cache.path().join("yatzy");
    let output = yatzy(
        data.path(),
        &[
            "solve",
            "--rules",
            "forced",
            "--distribution",
            "--cache-dir",
            cache_dir.to_str().unwrap(),
        ],
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stderr).is_empty(), "{}", text(&output.stderr));
    let mut cached: Vec<String> = std::fs::read_dir(&cache_dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    cached.sort();
    // The distribution is built into the game: only the table is cached.
    assert_eq!(cached, ["solver-forced-v3.bin"]);
    // Forced Yatzy's table is a few hundred values.
    let size = std::fs::metadata(cache_dir.join("solver-forced-v3.bin"))
        .unwrap()
        .len();
    assert!(size < 4096, "{size} bytes");
    let left: Vec<_> = std::fs::read_dir(data.path()).unwrap().collect();
    assert!(
        left.is_empty(),
        "the data directory keeps no cache: {left:?}"
    );
    // Read back from there.
    let again = yatzy(
        data.path(),
        &[
            "solve",
            "--rules",
            "forced",
            "--cache-dir",
            cache_dir.to_str().unwrap(),
        ],
    );
    assert!(text(&again.stdout).contains("Table loaded from the cache"));
}

#[test]
fn yatzy_cache_dir_moves_the_cache() {
    let data = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8")
        .env("YATZY_DATA_DIR", data.path())
        .env("YATZY_CACHE_DIR", cache.path())
        .args(["solve", "--rules", "forced"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(cache.path().join("solver-forced-v3.bin").exists());
    assert!(!data.path().join("solver-forced-v3.bin").exists());
}

#[test]
fn solve_distribution_from_a_position_counts_the_banked_points() {
    let dir = tempfile::tempdir().unwrap();
    let json = |extra: &[&str]| -> serde_json::Value {
        let mut args = vec![
            "solve",
            "--rules",
            "forced",
            "--distribution",
            "--json",
            "--filled",
            "ones,twos",
            "--upper",
            "5",
        ];
        args.extend_from_slice(extra);
        let output = yatzy(dir.path(), &args);
        assert!(output.status.success(), "{}", text(&output.stderr));
        serde_json::from_slice(&output.stdout).unwrap()
    };
    let to_come = json(&[]);
    let banked = json(&["--banked", "5"]);
    let (a, b) = (
        to_come["mean"].as_f64().unwrap(),
        banked["mean"].as_f64().unwrap(),
    );
    assert!((b - a - 5.0).abs() < 1e-9, "{a} and {b}");
    let text_output = text(
        &yatzy(
            dir.path(),
            &[
                "solve",
                "--rules",
                "forced",
                "--distribution",
                "--filled",
                "ones",
                "--upper",
                "3",
            ],
        )
        .stdout,
    );
    assert!(
        text_output.contains("Filled: ones (Left Section sum 3)"),
        "{text_output}"
    );
    // Impossible positions are refused with the reason.
    assert_refused(
        &[
            "solve",
            "--rules",
            "forced",
            "--distribution",
            "--filled",
            "twos",
        ],
        "Forced Yatzy fills its boxes in order",
    );
    assert_refused(
        &[
            "solve",
            "--distribution",
            "--filled",
            "ones",
            "--upper",
            "7",
        ],
        "cannot happen",
    );
    assert_refused(&["solve", "--filled", "ones"], "--distribution");
}
