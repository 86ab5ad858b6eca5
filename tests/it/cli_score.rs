//! `yatzy score` and the global options, run as the real binary.

use std::process::{Command, Output};

fn yatzy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("the yatzy binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn score_prints_both_sections_side_by_side() {
    let output = yatzy(&["score", "22555"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "2 2 5 5 5 in Scandinavian Yatzy");
    assert!(lines[2].starts_with("Left Section") && lines[2].ends_with("Right Section"));
    let row = |name: &str| -> String {
        lines[3..]
            .iter()
            .find(|l| l.contains(name))
            .map(|l| l.to_string())
            .unwrap_or_default()
    };
    assert_eq!(row("Twos"), "Twos               4    Two Pairs         14");
    assert!(row("Fives").contains("Fives             15"), "{text}");
    assert!(
        row("Full House")
            .trim_start()
            .starts_with("Full House        19"),
        "{text}"
    );
    assert_eq!(
        row("One Pair"),
        "Ones               0    One Pair          10"
    );
    assert!(row("Yatzy").ends_with("Yatzy              0"), "{text}");
}

#[test]
fn score_takes_the_dice_as_five_words_too() {
    let one = yatzy(&["score", "22555"]);
    let five = yatzy(&["score", "2", "2", "5", "5", "5"]);
    assert_eq!(stdout(&one), stdout(&five));
}

#[test]
fn score_json_maps_every_category_id_to_its_score() {
    let output = yatzy(&["score", "--json", "2", "2", "5", "5", "5"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.starts_with(r#"{"ones":0,"twos":4,"#), "{text}");
    let value: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    let object = value.as_object().expect("an object");
    assert_eq!(object.len(), 15);
    let expected = [
        ("ones", 0),
        ("twos", 4),
        ("threes", 0),
        ("fours", 0),
        ("fives", 15),
        ("sixes", 0),
        ("one_pair", 10),
        ("two_pairs", 14),
        ("three_of_a_kind", 15),
        ("four_of_a_kind", 0),
        ("small_straight", 0),
        ("large_straight", 0),
        ("full_house", 19),
        ("chance", 19),
        ("yatzy", 0),
    ];
    for (id, points) in expected {
        assert_eq!(object[id], points, "{id}");
    }
}

#[test]
fn score_with_explicit_rules_yatzy_is_the_default() {
    assert_eq!(
        stdout(&yatzy(&["score", "12345"])),
        stdout(&yatzy(&["score", "--rules", "yatzy", "12345"]))
    );
}

fn assert_refused(args: &[&str], needle: &str) {
    let output = yatzy(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    let message = stderr(&output);
    assert!(message.contains(needle), "{args:?}: {message}");
    assert!(!message.contains("panicked"), "{message}");
}

#[test]
fn bad_dice_are_refused_with_a_message_naming_the_problem() {
    assert_refused(&["score", "2255"], "expected 5 dice, got 4");
    assert_refused(
        &["score", "2", "2", "5", "5", "5", "5"],
        "expected 5 dice, got 6",
    );
    assert_refused(&["score", "22055"], "die 3 shows 0");
    assert_refused(&["score", "22755"], "die 3 shows 7");
    assert_refused(&["score", "22x55"], "'x' is not a die face");
    assert_refused(&["score", "two"], "'t' is not a die face");
    assert_refused(&["score"], "required");
}

#[test]
fn bad_option_values_are_refused_by_clap() {
    assert_refused(
        &["score", "--rules", "poker", "22555"],
        "possible values: yatzy",
    );
    assert_refused(&["--seed=-3"], "invalid value '-3' for '--seed <N>'");
    assert_refused(&["--seed", "many"], "invalid value 'many'");
    assert_refused(&["--bogus"], "unexpected argument '--bogus'");
}

#[test]
fn help_and_version_work() {
    let help = yatzy(&["--help"]);
    assert!(help.status.success());
    assert!(stdout(&help).contains("Usage: yatzy"));
    assert!(
        stdout(&help).contains("Keys in the game:"),
        "--help lists the keys"
    );
    assert!(stdout(&help).contains("--players"));
    let version = yatzy(&["--version"]);
    assert!(version.status.success());
    assert_eq!(
        stdout(&version).trim(),
        format!("yatzy {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn a_refused_player_name_is_never_echoed_raw() {
    let output = yatzy(&["--players", "A\u{202e}B\u{1b}[2J,Bob"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = stderr(&output);
    assert!(stderr.contains("is not a player name"), "{stderr}");
    assert!(
        !stderr.contains('\u{202e}') && !stderr.contains('\u{1b}'),
        "{stderr:?}"
    );
    assert!(stderr.contains("A\\u{202e}B"), "shown escaped: {stderr}");
}

/// Runs `yatzy args` with its data in `data_dir`; `None` if it is still running after 5 s
/// (then it has been killed).
fn within_five_seconds(data_dir: &std::path::Path, args: &[&str]) -> Option<Output> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(args)
        .env("YATZY_DATA_DIR", data_dir)
        .env("YATZY_CACHE_DIR", data_dir.join("cache"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the yatzy binary runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while child.try_wait().expect("waits").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    Some(child.wait_with_output().expect("ends"))
}

#[test]
fn score_is_arithmetic_and_never_waits_for_the_data_directorys_lock() {
    let data = tempfile::tempdir().unwrap();
    // The rule set last played is yacht: without --rules, score reads it as it is.
    std::fs::write(
        data.path().join("settings.json"),
        r#"{"version": 1, "last_rules": "yacht"}"#,
    )
    .unwrap();
    // Another yatzy holds the lock (an flock is per open file, so this process holding it
    // blocks the child as another process would).
    let lock = std::fs::File::create(data.path().join(".lock")).unwrap();
    lock.lock().unwrap();
    for args in [
        &["score", "22555"][..],
        &["score", "22555", "--json"],
        &["score", "--rules", "yatzy", "22555"],
    ] {
        let output = within_five_seconds(data.path(), args)
            .unwrap_or_else(|| panic!("{args:?} waited for the lock"));
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        // The rule set not asked for is named on standard error, out of the answer's way.
        let said = if args.contains(&"--rules") {
            ""
        } else {
            "yatzy: Yacht (the rule set of the last game; --rules chooses another)\n"
        };
        assert_eq!(stderr(&output), said, "{args:?}");
    }
    let remembered = within_five_seconds(data.path(), &["score", "22555"]).unwrap();
    assert!(
        stdout(&remembered).contains("in Yacht"),
        "{}",
        stdout(&remembered)
    );
    // A damaged settings file would need the lock to be kept aside: score leaves it to the
    // game, untouched, and plays the default rules.
    let damaged = b"{\"version\": 1, \"last_";
    std::fs::write(data.path().join("settings.json"), damaged).unwrap();
    let output = within_five_seconds(data.path(), &["score", "22555"])
        .expect("score waited for the lock over a damaged settings file");
    assert!(
        stdout(&output).contains("in Scandinavian Yatzy"),
        "{}",
        stdout(&output)
    );
    assert_eq!(
        std::fs::read(data.path().join("settings.json")).unwrap(),
        damaged
    );
    // ... and says so, rather than choosing the rules in silence.
    let said = stderr(&output);
    assert!(
        said.contains("settings.json could not be read (not valid settings:")
            && said.trim_end().ends_with("; using Scandinavian Yatzy"),
        "{said}"
    );
    lock.unlock().unwrap();
}

#[test]
fn score_creates_nothing_in_the_data_directory() {
    let parent = tempfile::tempdir().unwrap();
    let data = parent.path().join("not-yet");
    for args in [
        &["score", "22555"][..],
        &["score", "--rules", "yacht", "22555"],
    ] {
        let output = within_five_seconds(&data, args).expect("ends");
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert!(!data.exists(), "{args:?} created {}", data.display());
    }
}
