//! `yatzy scores` as the real binary, on empty, small, huge, broken and unusable data.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use yatzy::storage::ScoreEntry;

use crate::common;
use common::{history, run_yatzy, text};

fn scores(data_dir: &Path, args: &[&str]) -> Output {
    run_yatzy(data_dir, &[&["scores"], args].concat())
}

#[test]
fn an_empty_history_says_so_plainly() {
    let dir = tempfile::tempdir().unwrap();
    let output = scores(dir.path(), &[]);
    assert!(output.status.success());
    assert!(text(&output.stdout).contains("No games recorded yet for Scandinavian Yatzy"));
    let json = scores(dir.path(), &["--json"]);
    assert!(json.status.success());
    assert_eq!(text(&json.stdout).trim(), "[]");
}

#[test]
fn a_small_history_prints_the_table_and_statistics() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("highscores.json"), history(3).to_json()).unwrap();
    let output = scores(dir.path(), &[]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "High scores · Scandinavian Yatzy");
    // Where each score stands against optimal play, on a new machine too: the distribution
    // is built into the game.
    assert_eq!(
        lines[2].split_whitespace().collect::<Vec<_>>(),
        ["#", "Name", "Score", "Beats", "Date"]
    );
    // Scores 120, 157, 194: best first.
    assert!(
        lines[3].contains("Player 2")
            && lines[3].contains("194")
            && lines[3].contains("2026-01-01"),
        "{out}"
    );
    assert!(lines[5].contains("120"));
    assert!(out.contains("Games played       3"), "{out}");
    assert!(out.contains("Average   157.0"), "{out}");
    assert!(out.contains("Median    157.0"), "{out}");
    assert!(out.contains("Upper bonus      33%"), "{out}");
    assert!(out.contains("Score distribution"));
    assert!(out.contains("100-124"), "{out}");
}

#[test]
fn json_prints_the_entries_for_scripts() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("highscores.json"), history(3).to_json()).unwrap();
    let output = scores(dir.path(), &["--json"]);
    let entries: Vec<ScoreEntry> = serde_json::from_slice(&output.stdout).expect("JSON entries");
    assert_eq!(entries, history(3).entries);
}

#[test]
fn json_writes_seeds_as_strings_so_no_digit_is_lost_and_the_file_keeps_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = history(2);
    // Above 2^53: a JSON number this big comes back as 18446744073709551616 in jq.
    file.entries[0].seed = u64::MAX - 2;
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    let output = scores(dir.path(), &["--json"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(out.contains("\"seed\": \"18446744073709551613\""), "{out}");
    let values: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    let seeds: Vec<&serde_json::Value> = values.iter().map(|v| &v["seed"]).collect();
    assert!(seeds.iter().all(|seed| seed.is_string()), "{seeds:?}");
    // The output reads back as the entries, and the file still holds plain numbers (an older
    // yatzy reads it as ever).
    let entries: Vec<ScoreEntry> = serde_json::from_str(&out).unwrap();
    assert_eq!(entries, file.entries);
    let kept = fs::read_to_string(dir.path().join("highscores.json")).unwrap();
    assert!(kept.contains("18446744073709551613") && !kept.contains("\"18446744073709551613\""));
}

#[test]
fn a_high_score_file_with_seeds_as_strings_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let file = history(3);
    let mut value: serde_json::Value = serde_json::from_str(&file.to_json()).unwrap();
    for entry in value["entries"].as_array_mut().unwrap() {
        entry["seed"] = entry["seed"].as_u64().unwrap().to_string().into();
    }
    fs::write(dir.path().join("highscores.json"), value.to_string()).unwrap();
    let output = scores(dir.path(), &["--json"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let entries: Vec<ScoreEntry> = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(entries, file.entries);
    assert!(
        fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .all(|e| !e.file_name().to_string_lossy().contains("corrupt")),
        "nothing kept aside"
    );
}

#[test]
fn ten_thousand_games_list_the_top_ten_and_count_them_all() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("highscores.json"),
        history(10_000).to_json(),
    )
    .unwrap();
    let output = scores(dir.path(), &[]);
    assert!(output.status.success());
    let out = text(&output.stdout);
    assert!(out.contains("Games played   10000"), "{out}");
    assert!(out.contains(" 10  Player"));
    assert!(!out.contains(" 11  Player"));
    let json = scores(dir.path(), &["--json"]);
    let entries: Vec<serde_json::Value> = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(entries.len(), 10_000);
}

#[test]
fn a_corrupt_file_is_kept_aside_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("highscores.json"),
        b"{\"version\": 1, \"entr",
    )
    .unwrap();
    let output = scores(dir.path(), &[]);
    assert!(output.status.success());
    let message = text(&output.stderr);
    assert!(message.contains("highscores.json.corrupt-"), "{message}");
    assert!(text(&output.stdout).contains("No games recorded yet"));
}

#[test]
fn an_unusable_data_directory_exits_non_zero_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("data");
    fs::write(&blocker, b"x").unwrap();
    let output = scores(&blocker, &[]);
    assert_eq!(output.status.code(), Some(1));
    let message = text(&output.stderr);
    assert!(message.contains("cannot read the high scores"), "{message}");
    assert!(
        message.contains(&blocker.display().to_string()),
        "{message}"
    );
}

#[test]
fn data_dir_option_beats_the_environment_variable() {
    let chosen = tempfile::tempdir().unwrap();
    let other = tempfile::tempdir().unwrap();
    fs::write(chosen.path().join("highscores.json"), history(2).to_json()).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(["scores", "--data-dir"])
        .arg(chosen.path())
        .env("YATZY_DATA_DIR", other.path())
        .output()
        .unwrap();
    assert!(text(&output.stdout).contains("Games played       2"));
}

#[test]
fn names_from_a_crafted_file_are_shown_sanitised_and_aligned() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = history(0);
    let names = [
        "Eve\u{1b}]0;pwned\u{7}",
        "\u{1b}[2J\u{1b}[HMal",
        "\u{202e}nivlA",
        "Zero\u{200b}Width",
        "李小龍",
    ];
    for (index, name) in names.iter().enumerate() {
        let mut entry = history(1).entries.remove(0);
        entry.name = (*name).to_string();
        entry.score = 300 - index as u16;
        file.entries.push(entry);
    }
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    let output = scores(dir.path(), &[]);
    assert!(output.status.success());
    let shown = text(&output.stdout);
    for bad in ['\u{1b}', '\u{7}', '\u{202e}', '\u{200b}'] {
        assert!(
            !shown.contains(bad),
            "{bad:?} reached the terminal:\n{shown}"
        );
    }
    for visible in ["Eve", "Mal", "nivlA", "ZeroWidth", "李小龍"] {
        assert!(shown.contains(visible), "{visible}:\n{shown}");
    }
    // The JSON holds the names exactly, with what would hide or reorder text escaped.
    let json = text(&scores(dir.path(), &["--json"]).stdout);
    assert!(
        !json.contains('\u{202e}') && !json.contains('\u{1b}'),
        "{json}"
    );
    assert!(
        json.contains(r"Eve\u001b]0;pwned\u0007"),
        "ESC and BEL escaped: {json}"
    );
    let entries: Vec<ScoreEntry> = serde_json::from_str(&json).unwrap();
    assert!(entries.iter().any(|e| e.name == "\u{202e}nivlA"));
    assert!(entries.iter().any(|e| e.name == names[0]));
    // Every score starts in the same column, the wide name's row too.
    use unicode_width::UnicodeWidthStr;
    let columns: Vec<usize> = shown
        .lines()
        .filter(|l| l.contains(" 2026-"))
        .map(|l| {
            let at = l.find(" 2026-").unwrap();
            let score_end = l[..at].trim_end().len();
            l[..score_end].width()
        })
        .collect();
    assert_eq!(columns.len(), names.len(), "{shown}");
    assert!(
        columns.windows(2).all(|w| w[0] == w[1]),
        "{columns:?}\n{shown}"
    );
}

#[test]
fn scores_sweeps_a_crash_s_temporaries_but_no_stranger_s_file() {
    let dir = tempfile::tempdir().unwrap();
    // A server crashed mid-write, and a game mid-write of the high scores (after making the
    // data directory's lock file, as every writer does).
    let tables = dir.path().join("server").join("tables");
    fs::create_dir_all(&tables).unwrap();
    fs::write(dir.path().join("server").join("server.lock"), b"").unwrap();
    fs::write(dir.path().join(".lock"), b"").unwrap();
    let crashed = [
        tables.join(".table-7.json.tmp-4242-0"),
        dir.path().join(".highscores.json.tmp-4242-1"),
    ];
    let strangers = [
        tables.join(".notes.tmp-1-1"),
        tables.join("table-7.json.bak"),
        dir.path().join(".notes.tmp-1-1"),
    ];
    for file in crashed.iter().chain(&strangers) {
        common::write_aged(file, b"half", 600);
    }
    let output = scores(dir.path(), &[]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    for file in &crashed {
        assert!(!file.exists(), "{} is left", file.display());
    }
    for file in &strangers {
        assert!(file.exists(), "{} is gone", file.display());
    }
}

#[test]
fn scores_leaves_the_tables_of_a_running_server_alone() {
    let dir = tempfile::tempdir().unwrap();
    let served = yatzy::storage::Storage::at(dir.path())
        .lock_server()
        .unwrap()
        .unwrap();
    let temporary = dir.path().join("server/tables/.table-7.json.tmp-4242-0");
    common::write_aged(&temporary, b"half", 600);
    assert!(scores(dir.path(), &[]).status.success());
    assert!(temporary.exists(), "the server may be writing it");
    drop(served);
}
