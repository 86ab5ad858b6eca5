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
    // And a stored future, mid-write in the cache directory (`Storage::at` keeps it in
    // `cache/` beside the data).
    let futures = dir.path().join("cache/futures-v1/yatzy");
    fs::create_dir_all(&futures).unwrap();
    // (A cache's temporary is a crash's when its writer, the PID in its name, is gone.)
    let mut ended = std::process::Command::new("true").spawn().unwrap();
    ended.wait().unwrap();
    let crashed = [
        tables.join(".table-7.json.tmp-4242-0"),
        dir.path().join(".highscores.json.tmp-4242-1"),
        futures.join(format!(".1-0.bin.tmp-{}-2", ended.id())),
    ];
    let strangers = [
        tables.join(".notes.tmp-1-1"),
        tables.join("table-7.json.bak"),
        dir.path().join(".notes.tmp-1-1"),
        futures.join("1-0.bin"),
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

/// `yatzy scores ARGS` on the three players' games, with "ann" the name last entered.
fn three_names_scores(args: &[&str]) -> (Output, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let file = common::three_names(yatzy::core::rules::RuleSet::Yatzy);
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    common::remember_name(dir.path(), yatzy::core::rules::RuleSet::Yatzy, "ann");
    (scores(dir.path(), args), dir)
}

#[test]
fn your_statistics_are_of_your_name_whatever_its_case_and_spaces() {
    let (output, _dir) = three_names_scores(&[]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    // Ann's 200, 250 and 300, under three spellings of her name: the average 250, the bonus
    // in two games of three, a Yatzy in one.
    assert!(out.contains("Your games (ann)"), "{out}");
    assert!(out.contains("Games played       3"), "{out}");
    assert!(out.contains("Average   250.0"), "{out}");
    assert!(out.contains("Best             300"), "{out}");
    assert!(out.contains("Median    250.0"), "{out}");
    assert!(out.contains("Upper bonus      67%"), "{out}");
    assert!(out.contains("Yatzy       33%"), "{out}");
    assert!(out.contains("Your average beats"), "{out}");
    // The table is everyone's: Bob's and the guest's games are listed.
    assert!(out.contains("Bob") && out.contains("Cy"), "{out}");
}

#[test]
fn scores_name_shows_another_player_s_and_everyone_shows_all() {
    let (bob, _dir) = three_names_scores(&["--name", " BOB"]);
    let out = text(&bob.stdout);
    // Bob's 100 and 150, his name as the file spells it; his average is not "yours".
    assert!(out.contains("Games of Bob"), "{out}");
    assert!(out.contains("Games played       2"), "{out}");
    assert!(out.contains("Average   125.0"), "{out}");
    assert!(out.contains("Best             150"), "{out}");
    assert!(out.contains("Upper bonus       0%"), "{out}");
    assert!(out.contains("This average beats"), "{out}");
    assert!(!out.contains("Your average"), "{out}");
    // A guest at a served table is a name like any other.
    let (cy, _dir) = three_names_scores(&["--name", "cy"]);
    let out = text(&cy.stdout);
    assert!(out.contains("Games played       1"), "{out}");
    assert!(out.contains("Average   180.0"), "{out}");
    // Everyone: (200+250+300+100+150+180)/6 = 196.7, the median (180+200)/2 = 190; the
    // bot's 240 counts nowhere but in its own line.
    let (all, _dir) = three_names_scores(&["--everyone"]);
    let out = text(&all.stdout);
    assert!(out.contains("Everyone's games"), "{out}");
    assert!(out.contains("Games played       6"), "{out}");
    assert!(out.contains("Average   196.7"), "{out}");
    assert!(out.contains("Median    190.0"), "{out}");
    assert!(out.contains("Upper bonus      50%"), "{out}");
    // Your own name asked for is your own.
    let (ann, _dir) = three_names_scores(&["--name", "Ann"]);
    assert!(text(&ann.stdout).contains("Your games (ann)"));
    // A name with no games says so, under the table.
    let (nobody, _dir) = three_names_scores(&["--name", "Dee"]);
    let out = text(&nobody.stdout);
    assert!(nobody.status.success());
    assert!(
        out.contains("No games of Dee recorded yet for Scandinavian Yatzy."),
        "{out}"
    );
    assert!(out.contains("Bob"), "the table stays: {out}");
    // One or the other.
    let (both, _dir) = three_names_scores(&["--name", "Bob", "--everyone"]);
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn scores_json_is_every_game_unless_a_name_is_asked_for() {
    let (all, _dir) = three_names_scores(&["--json"]);
    let entries: Vec<ScoreEntry> = serde_json::from_slice(&all.stdout).unwrap();
    assert_eq!(entries.len(), 7, "the bot's game too, as ever");
    let (ann, _dir) = three_names_scores(&["--json", "--name", "ANN"]);
    let entries: Vec<ScoreEntry> = serde_json::from_slice(&ann.stdout).unwrap();
    let scores: Vec<u16> = entries.iter().map(|e| e.score).collect();
    assert_eq!(scores, [200, 250, 300]);
}

#[test]
fn a_player_with_no_games_yet_sees_everyone_s_said_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let file = common::three_names(yatzy::core::rules::RuleSet::Yatzy);
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    common::remember_name(dir.path(), yatzy::core::rules::RuleSet::Yatzy, "Dee");
    let out = text(&scores(dir.path(), &[]).stdout);
    assert!(out.contains("Everyone's games"), "{out}");
    assert!(out.contains("Games played       6"), "{out}");
}

#[test]
fn scores_trends_are_of_one_name_too() {
    let dir = tempfile::tempdir().unwrap();
    // Forced Yatzy: its strategy table is solved in a moment for the trends.
    let file = common::three_names(yatzy::core::rules::RuleSet::Forced);
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    common::remember_name(dir.path(), yatzy::core::rules::RuleSet::Forced, "ann");
    let trends = |args: &[&str]| -> serde_json::Value {
        let output = scores(
            dir.path(),
            &[&["--trends", "--json", "--rules", "forced"], args].concat(),
        );
        assert!(output.status.success(), "{}", text(&output.stderr));
        serde_json::from_slice(&output.stdout).unwrap()
    };
    let ann = trends(&[]);
    assert_eq!(ann["name"], "ann");
    assert_eq!(ann["scores"], serde_json::json!([200, 250, 300]));
    assert_eq!(ann["best"], 300);
    assert!((ann["bonus_rate"].as_f64().unwrap() - 2.0 / 3.0).abs() < 1e-9);
    assert!((ann["yatzy_rate"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-9);
    let bob = trends(&["--name", "bob"]);
    assert_eq!(bob["name"], "Bob");
    assert_eq!(bob["scores"], serde_json::json!([100, 150]));
    assert_eq!(bob["bonus_rate"], 0.0);
    let all = trends(&["--everyone"]);
    assert_eq!(all["name"], serde_json::Value::Null);
    assert_eq!(
        all["scores"],
        serde_json::json!([200, 250, 300, 100, 150, 180])
    );
    let text_out = text(
        &scores(
            dir.path(),
            &["--trends", "--rules", "forced", "--name", "Bob"],
        )
        .stdout,
    );
    assert!(text_out.contains("Games of Bob"), "{text_out}");
    assert!(
        text_out.contains("2 games · best 150 · last 10 average 125.0"),
        "{text_out}"
    );
}

#[test]
fn the_average_s_place_among_optimal_games_is_the_name_s() {
    use yatzy::core::history::Whose;
    use yatzy::core::rules::RuleSet;
    use yatzy::reports::scores::Report;
    use yatzy::reports::trends::Trends;
    yatzy::i18n::set(yatzy::i18n::Language::English);
    // Optimal games end on 120 a tenth of the time, 190 a fifth, 240 three tenths and 280
    // two fifths: a mean of 12+38+72+112 = 234.
    let mut probabilities = vec![0.0; 400];
    for (score, p) in [(120, 0.1), (190, 0.2), (240, 0.3), (280, 0.4)] {
        probabilities[score] = p;
    }
    let optimal = yatzy::core::solver::ScoreDistribution {
        rules: RuleSet::Yatzy,
        probabilities,
        bonus_rate: 0.5,
        five_of_a_kind_rate: 0.25,
        bands: Vec::new(),
        box_means: Vec::new(),
    };
    let file = common::three_names(RuleSet::Yatzy);
    let beats = |whose: &Whose| {
        Report::of(&file, RuleSet::Yatzy, Some(&optimal), whose)
            .figures
            .into_iter()
            .find(|line| line.contains("average beats"))
            .unwrap()
    };
    // Ann's 250 beats the 120s, 190s and 240s: 60%.
    assert_eq!(
        beats(&Whose::Player("Ann".into())),
        " Your average beats 60.0% of optimal games (theirs: 234.0)"
    );
    // Bob's 125 beats the 120s only: 10%.
    assert_eq!(
        beats(&Whose::Name("Bob".into())),
        " This average beats 10.0% of optimal games (theirs: 234.0)"
    );
    // Everyone's 196.7 (197) beats the 120s and the 190s: 30%.
    assert_eq!(
        beats(&Whose::Everyone),
        " This average beats 30.0% of optimal games (theirs: 234.0)"
    );
    // The trends: Ann's scores in the order played, above her own median (250) once, in
    // her latest game; Bob's above his (100) in his latest.
    let ann = Trends::of(
        &file,
        RuleSet::Yatzy,
        None,
        None,
        &Whose::Player("ann".into()),
    );
    assert_eq!(ann.scores, [200, 250, 300]);
    assert_eq!(ann.best, Some(300));
    assert_eq!(ann.streak_line, Some(250));
    assert_eq!((ann.above.current, ann.above.longest), (1, 1));
    let bob = Trends::of(
        &file,
        RuleSet::Yatzy,
        None,
        None,
        &Whose::Name("bob".into()),
    );
    assert_eq!(bob.scores, [100, 150]);
    assert_eq!(bob.streak_line, Some(100));
    assert_eq!(bob.bonus_rate, Some(0.0));
    // With optimal play's median (240 here) the line is the same for every name.
    let cy = Trends::of(
        &file,
        RuleSet::Yatzy,
        None,
        Some(&optimal),
        &Whose::Name("Cy".into()),
    );
    assert_eq!(cy.scores, [180]);
    assert_eq!(cy.streak_line, Some(240));
    assert_eq!(cy.above.current, 0);
}
