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
fn a_hint_at_a_risk_names_its_choice_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "hint",
        "--dice",
        "22555",
        "--rolls-left",
        "1",
        "--risk",
        "2",
    ];
    let output = yatzy(dir.path(), &[&args[..], &["--lang", "de"]].concat());
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("Mit Risiko 2: "), "{out}");
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

/// The hash of a table file's values as its format says: eight bytes at a time, little-endian
/// (the last word padded with zeros), each xored in, multiplied by 0x9e3779b97f4a7c15 and
/// rotated left by 29, from 0xcbf29ce484222325.
fn table_checksum(values: &[u8]) -> u64 {
    values
        .chunks(8)
        .fold(0xcbf2_9ce4_8422_2325, |hash: u64, chunk| {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            (hash ^ u64::from_le_bytes(word))
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(29)
        })
}

/// Forced Yatzy's genuine table file with `forge` applied to its values (a little-endian f64
/// each, after a header of magic, version, rule set, count and checksum), the checksum made
/// to match again: what a hostile tester writes.
fn forged_forced_table(forge: impl Fn(&mut [f64])) -> Vec<u8> {
    let table =
        yatzy::core::solver::Solution::solve(yatzy::core::rules::RuleSet::Forced, &mut |_| {});
    let mut bytes = yatzy::core::solver::cache::encode(&table);
    let header = 8 + 4 + 1 + "forced".len() + 8 + 8;
    let mut values: Vec<f64> = bytes[header..]
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap()))
        .collect();
    forge(&mut values);
    let values: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    bytes[header - 8..header].copy_from_slice(&table_checksum(&values).to_le_bytes());
    bytes.truncate(header);
    bytes.extend(values);
    bytes
}

/// A change a forger makes to a table's values.
type Forgery = fn(&mut [f64]);

#[test]
fn a_forged_table_with_a_valid_checksum_is_recomputed_with_a_notice_and_the_true_score() {
    let genuine =
        yatzy::core::solver::Solution::solve(yatzy::core::rules::RuleSet::Forced, &mut |_| {});
    let true_score = format!("{:.6}", genuine.expected_score());
    let forgeries: [(&str, Forgery, &str); 2] = [
        // Issue #38's: a start of 374, the most a whole game can score.
        (
            "start",
            |values| values[0] = 374.0,
            "the expected score of a new game is not the rule set's",
        ),
        // The last turn (only the Yatzy box left) comes last: 100 is within 0..=374 but
        // twice what a Yatzy box can give.
        (
            "last turn",
            |values| *values.last_mut().unwrap() = 100.0,
            "a value is more than its position can still score",
        ),
    ];
    for (what, forge, reason) in forgeries {
        let dir = tempfile::tempdir().unwrap();
        let cache = dir.path().join("cache");
        std::fs::create_dir_all(&cache).unwrap();
        let file = cache.join("solver-forced-v3.bin");
        std::fs::write(&file, forged_forced_table(forge)).unwrap();
        let output = yatzy(dir.path(), &["solve", "--rules", "forced"]);
        assert!(output.status.success(), "{what}: {}", text(&output.stderr));
        let (out, err) = (text(&output.stdout), text(&output.stderr));
        assert!(
            err.contains(&format!(
                "the cached table was not used ({reason}); recomputed"
            )),
            "{what}: {err}"
        );
        assert!(
            out.contains(&format!(
                "Expected score of optimal play in Forced Yatzy: {true_score}"
            )),
            "{what}: {out}"
        );
        assert!(out.contains("Table computed in"), "{what}: {out}");
        // The file is replaced by the genuine table, which the next run uses.
        let again = text(&yatzy(dir.path(), &["solve", "--rules", "forced"]).stdout);
        assert!(
            again.contains("Table loaded from the cache"),
            "{what}: {again}"
        );
        assert!(again.contains(&true_score), "{what}: {again}");
    }
}

#[test]
fn solve_sweeps_a_crash_s_table_temporaries_from_the_cache_but_no_stranger_s_file() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    // A crash's, its writer gone; and a running writer's (this process stands for it),
    // however old short of an hour: a goal table may take minutes.
    let mut ended = std::process::Command::new("true").spawn().unwrap();
    ended.wait().unwrap();
    let (gone, running) = (ended.id(), std::process::id());
    let crashed = cache.join(format!(".solver-yatzy-v3.bin.tmp-{gone}-0"));
    let crashed_goal = cache.join(format!(".goal-yatzy-v1.bin.tmp-{gone}-2"));
    let fresh = cache.join(format!(".solver-yacht-v3.bin.tmp-{running}-1"));
    let fresh_goal = cache.join(format!(".goal-yacht-v1.bin.tmp-{running}-3"));
    let strangers = [".notes.tmp-1-1", "solver-forced-v3.bin.bak"].map(|name| cache.join(name));
    common::write_aged(&crashed, b"half", 120);
    common::write_aged(&crashed_goal, b"half", 120);
    common::write_aged(&fresh, b"half", 600);
    common::write_aged(&fresh_goal, b"half", 600);
    for file in &strangers {
        common::write_aged(file, b"mine", 600);
    }
    let output = yatzy(dir.path(), &["solve", "--rules", "forced"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(!crashed.exists());
    assert!(!crashed_goal.exists());
    assert!(fresh.exists(), "a table may be being written");
    assert!(fresh_goal.exists(), "a goal table may be being written");
    assert!(strangers.iter().all(|file| file.exists()));
    // The data directory, which no game has written to, is left as it was.
    let made: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(made, ["cache"]);
}

/// `yatzy solve --distribution --json` from a position with `--banked`, in `dir`.
fn solve_banked(dir: &std::path::Path, position: &[&str], banked: u32) -> std::process::Output {
    let banked = banked.to_string();
    let args = [
        &["solve", "--distribution", "--json"][..],
        position,
        &["--banked", &banked],
    ]
    .concat();
    yatzy(dir, &args)
}

#[test]
fn banked_points_the_card_cannot_hold_are_refused_with_the_range_and_each_bound_is_taken() {
    // Each position with the least and the most its card can hold, added up by hand from
    // docs/RULES.md: a Left Section sum is banked as it is (with the bonus from 63), a
    // filled Right Section box holds 0 (Chance 5) to its best, a Yacht of 50 lets every other
    // filled box have earned a Yacht bonus of 100.
    let positions: [(&[&str], u32, u32); 5] = [
        // Ones (3) and Chance (5 to 30).
        (&["--filled", "ones,chance", "--upper", "3"], 8, 33),
        // The Left Section at 63 and its bonus of 50, One Pair to Full House at 0 to
        // 12 + 22 + 18 + 24 + 15 + 20 + 28.
        (
            &[
                "--filled",
                "ones,twos,threes,fours,fives,sixes,one_pair,two_pairs,three_of_a_kind,\
                 four_of_a_kind,small_straight,large_straight,full_house",
                "--upper",
                "63",
            ],
            113,
            252,
        ),
        // Ones (4), the Yacht at 50, Chance 5 to 30, Ones and Chance a Yacht bonus each.
        (
            &[
                "--rules",
                "yacht",
                "--filled",
                "yacht,chance,ones",
                "--upper",
                "4",
                "--five-box-50",
            ],
            59,
            284,
        ),
        // Yahtzee scratched (0, no bonus) and Full House 0 or 25.
        (
            &["--rules", "yahtzee", "--filled", "full_house,yahtzee"],
            0,
            25,
        ),
        // Forced Yatzy: Ones and Twos hold their sum, 5, and nothing else.
        (
            &["--rules", "forced", "--filled", "ones,twos", "--upper", "5"],
            5,
            5,
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    for (position, least, most) in positions {
        for wrong in [least.checked_sub(1), Some(most + 1), Some(1000)]
            .into_iter()
            .flatten()
        {
            assert_banked_refused(position, wrong, &format!("from {least} to {most} points"));
        }
        for right in [least, most] {
            assert_banked_taken(dir.path(), position, right);
        }
    }
}

/// `--banked wrong` at `position` is refused with exit code 2, naming `range`, before any
/// table is solved.
fn assert_banked_refused(position: &[&str], wrong: u32, range: &str) {
    let refused = tempfile::tempdir().unwrap();
    let output = solve_banked(refused.path(), position, wrong);
    let said = text(&output.stderr);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{position:?} {wrong}: {said}"
    );
    assert!(output.stdout.is_empty(), "{position:?} {wrong}");
    assert!(
        said.starts_with(&format!("error: --banked {wrong} cannot be: ")),
        "{said}"
    );
    assert!(said.contains(range), "{position:?} {wrong}: {said}");
    assert!(said.contains("Usage: yatzy solve"), "{said}");
    assert!(
        !holds_a_table(&refused.path().join("cache")),
        "refused before solving"
    );
}

/// `--banked right` at `position` is taken, and the distribution counts the points banked:
/// no score below them.
fn assert_banked_taken(dir: &std::path::Path, position: &[&str], right: u32) {
    let output = solve_banked(dir, position, right);
    assert!(
        output.status.success(),
        "{position:?} {right}: {}",
        text(&output.stderr)
    );
    let found: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let lowest = found["distribution"][0][0].as_u64().unwrap();
    assert!(lowest >= u64::from(right), "{position:?} {right}: {lowest}");
}

#[test]
fn impossible_banked_points_are_refused_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let position = [
        "--filled",
        "ones,chance",
        "--upper",
        "3",
        "--banked",
        "1000",
    ];
    for (language, words) in [
        ("de", "--banked 1000 ist unmöglich"),
        ("sv", "från 8 till 33 poäng"),
        ("da", "fra 8 til 33 point"),
        ("nb", "fra 8 til 33 poeng"),
    ] {
        let args = [
            &["solve", "--distribution", "--lang", language][..],
            &position,
        ]
        .concat();
        let output = yatzy(dir.path(), &args);
        assert_eq!(output.status.code(), Some(2), "{language}");
        let said = text(&output.stderr);
        assert!(said.contains(words), "{language}: {said}");
    }
}
