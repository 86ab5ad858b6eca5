//! Every load checks a whole, possible game: a file that parses but describes what no game
//! could be is refused with its reason, exactly like an unreadable one.

use serde_json::Value;
use yatzy::core::game::{Command, Game, GameId};
use yatzy::core::history::EntryError;
use yatzy::core::rules::{Category, RuleSet};
use yatzy::core::table::{SeatKind, Table};
use yatzy::session::saved;
use yatzy::storage::{Damage, FormatError, HighScores, SaveError, SavedGame, Storage};

/// A two-player table in turn 3, the second player having rolled once.
fn a_real_save() -> String {
    let players = vec![
        ("Ann".to_string(), SeatKind::Human),
        ("Bob".to_string(), SeatKind::Human),
    ];
    let mut table = Table::new(RuleSet::Yatzy, 5, players).unwrap();
    for _ in 0..5 {
        table.apply(Command::Roll).unwrap();
        let open = table.game().card().open_categories().next().unwrap();
        table.apply(Command::Score(open)).unwrap();
    }
    table.apply(Command::Roll).unwrap();
    saved(&table, 321).to_json()
}

/// The save with one field changed by `change`. (Numbers too large for JSON's f64 are
/// written in as text, since `serde_json::Value` cannot hold the generator's u128 state.)
fn changed(change: impl Fn(&mut Value)) -> Vec<u8> {
    let mut text = a_real_save();
    // Each generator's state is a u128: keep them out of Value, and put them back verbatim.
    let key = "\"state\": ";
    let mut states = Vec::new();
    let mut from = 0;
    while let Some(found) = text[from..].find(key) {
        let start = from + found + key.len();
        let digits = text[start..]
            .find(|c: char| !c.is_ascii_digit())
            .expect("its end");
        states.push(text[start..start + digits].to_string());
        let index = (states.len() - 1).to_string();
        text.replace_range(start..start + digits, &index);
        from = start + index.len();
    }
    let mut value: Value = serde_json::from_str(&text).expect("a real save is JSON");
    change(&mut value);
    let mut written = serde_json::to_string(&value).unwrap();
    for (index, state) in states.iter().enumerate() {
        written = written.replacen(
            &format!("\"state\":{index}}}"),
            &format!("\"state\":{state}}}"),
            1,
        );
    }
    written.into_bytes()
}

/// Why `bytes` are refused: what the validation says is wrong with the game.
fn refused(bytes: &[u8]) -> String {
    match SavedGame::parse(bytes) {
        Ok(_) => panic!("accepted {}", String::from_utf8_lossy(bytes)),
        Err(reason) => reason.to_string(),
    }
}

#[test]
fn the_real_save_itself_is_accepted_and_reads_back_the_same() {
    let text = a_real_save();
    let parsed = SavedGame::parse(text.as_bytes()).expect("a real save loads");
    assert_eq!(parsed.to_json(), text);
    assert!(
        SavedGame::parse(&changed(|_| {})).is_ok(),
        "the test's own edit keeps it whole"
    );
}

#[test]
fn a_table_with_no_seats_is_refused() {
    let reason = refused(&changed(|v| v["table"]["seats"] = Value::Array(vec![])));
    assert!(reason.contains("the table has 0 seats"), "{reason}");
}

#[test]
fn a_table_of_seven_seats_is_refused() {
    let reason = refused(&changed(|v| {
        let seat = v["table"]["seats"][1].clone();
        let seats = v["table"]["seats"].as_array_mut().expect("seats");
        for number in 3..=7 {
            let mut seat = seat.clone();
            seat["name"] = format!("P{number}").into();
            seats.push(seat);
        }
    }));
    assert!(reason.contains("the table has 7 seats"), "{reason}");
}

/// `table`'s save with each other seat made current is refused as out of turn.
fn only_its_current_seat_loads(table: &Table) {
    let json = saved(table, 5).to_json();
    let current = table.current();
    let written = format!("\"current\": {current}");
    assert_eq!(json.matches(&written).count(), 1, "{json}");
    for other in (0..table.seats().len()).filter(|&other| other != current) {
        let moved = json.replace(&written, &format!("\"current\": {other}"));
        let reason = refused(moved.as_bytes());
        assert!(reason.contains("out of turn"), "{reason}");
    }
}

#[test]
fn only_the_seat_whose_turn_it_is_can_be_current_at_every_point_of_play() {
    for seats in [2, 3] {
        let players = (0..seats)
            .map(|i| (format!("P{i}"), SeatKind::Human))
            .collect();
        let mut table = Table::new(RuleSet::Yacht, 9, players).unwrap();
        while !table.is_over() {
            only_its_current_seat_loads(&table);
            table.apply(Command::Roll).unwrap();
            only_its_current_seat_loads(&table);
            let open = table.game().card().open_categories().next().unwrap();
            table.apply(Command::Score(open)).unwrap();
        }
        only_its_current_seat_loads(&table);
    }
}

#[test]
fn names_older_versions_wrote_load_and_impossible_ones_do_not() {
    // Repeated names were numbered before they were refused: 24 characters and " 2".
    let numbered = format!("{} 2", "A".repeat(24));
    let odd = "Ann\u{200B}".to_string();
    for name in [numbered, odd] {
        let bytes = changed(|v| v["table"]["seats"][0]["name"] = name.clone().into());
        assert!(SavedGame::parse(&bytes).is_ok(), "{name:?}");
    }
    for (name, why) in [
        ("", "a name of 0 characters"),
        (&*"A".repeat(27), "27 characters"),
    ] {
        let reason = refused(&changed(|v| v["table"]["seats"][1]["name"] = name.into()));
        assert!(reason.contains("seat 2 has"), "{reason}");
        assert!(reason.contains(why), "{reason}");
    }
}

#[test]
fn a_box_value_below_the_maximum_that_no_roll_scores_is_refused() {
    // 25 is 5-5-5-5-5, which is no Full House in Scandinavian Yatzy.
    let reason = refused(&changed(|v| {
        v["table"]["seats"][0]["game"]["card"]["boxes"]["full_house"] = 25.into();
    }));
    assert!(reason.contains("Full House holds 25"), "{reason}");
}

#[test]
fn a_turn_for_a_seat_past_the_end_is_refused() {
    let reason = refused(&changed(|v| v["table"]["current"] = 7.into()));
    assert!(
        reason.contains("seat 8's turn, but the table has 2 seats"),
        "{reason}"
    );
}

#[test]
fn a_ninth_roll_is_refused() {
    let reason = refused(&changed(|v| {
        v["table"]["seats"][1]["game"]["rolls_used"] = 9.into()
    }));
    assert!(reason.contains("rolls_used is 9"), "{reason}");
}

#[test]
fn a_box_worth_65535_is_refused() {
    let reason = refused(&changed(|v| {
        v["table"]["seats"][0]["game"]["card"]["boxes"]["ones"] = 65535.into();
    }));
    assert!(reason.contains("Ones holds 65535"), "{reason}");
}

#[test]
fn a_box_changed_to_a_possible_value_is_caught_by_replaying_its_turns() {
    let reason = refused(&changed(|v| {
        v["table"]["seats"][0]["game"]["card"]["boxes"]["ones"] = 5.into();
    }));
    assert!(reason.contains("does not match its 3 turns"), "{reason}");
}

#[test]
fn a_play_time_near_2_to_the_64_seconds_is_refused() {
    let bytes = changed(|v| v["play_secs"] = (u64::MAX - 5).into());
    let reason = SavedGame::parse(&bytes).unwrap_err();
    assert!(
        matches!(reason, SaveError::PlayTime(secs) if secs == u64::MAX - 5),
        "{reason}"
    );
}

#[test]
fn a_save_without_a_game_or_from_a_newer_yatzy_is_refused_for_that_reason() {
    let empty = br#"{"version":1,"saved_at":"2026-11-01T10:00:00+01:00"}"#;
    assert!(matches!(SavedGame::parse(empty), Err(SaveError::NoGame)));
    let newer = changed(|v| v["version"] = 7.into());
    assert!(matches!(SavedGame::parse(&newer), Err(SaveError::Newer(7))));
    assert!(matches!(
        SavedGame::parse(b"{ not json"),
        Err(SaveError::Unreadable(_))
    ));
}

#[test]
fn dice_out_of_turn_and_turns_out_of_order_are_refused() {
    let reason = refused(&changed(|v| v["table"]["current"] = 0.into()));
    assert!(reason.contains("out of turn"), "{reason}");
    let reason = refused(&changed(|v| {
        v["table"]["seats"][1]["game"]["dice"] = Value::Null;
    }));
    assert!(
        reason.contains("dice are not on the table after 1 rolls"),
        "{reason}"
    );
    let reason = refused(&changed(|v| {
        v["table"]["seats"][1]["game"]["dice"] = serde_json::json!([1, 2, 3, 4, 7]);
    }));
    assert!(reason.contains("not a possible saved game"), "{reason}");
}

#[test]
fn an_impossible_save_is_kept_aside_byte_for_byte_and_play_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let bytes = changed(|v| v["table"]["seats"][1]["game"]["rolls_used"] = 9.into());
    let id = SavedGame::parse(a_real_save().as_bytes())
        .unwrap()
        .table
        .id();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    std::fs::write(dir.path().join(format!("games/{id}.json")), &bytes).unwrap();
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, Some(1), false);
    assert_eq!(opened.table.game().history().len(), 0, "a new game");
    let told: Vec<String> = opened.notices.iter().map(|n| format!("{n:?}")).collect();
    let told = told.join("\n");
    assert!(told.contains("rolls_used is 9"), "{told}");
    let kept = told
        .split("kept as ")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the path it was kept as");
    assert_eq!(std::fs::read(kept).unwrap(), bytes);
}

#[test]
fn a_slot_s_file_is_kept_aside_for_an_impossible_game_or_another_slot_s_game() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let id = SavedGame::parse(a_real_save().as_bytes())
        .unwrap()
        .table
        .id();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    let slot = dir.path().join(format!("games/{id}.json"));
    std::fs::write(
        &slot,
        changed(|v| v["table"]["seats"][1]["game"]["rolls_used"] = 9.into()),
    )
    .unwrap();
    let survey = storage.survey();
    assert!(survey.slots.is_empty());
    let [recovery] = &survey.recovered[..] else {
        panic!("{:?}", survey.recovered)
    };
    assert!(
        matches!(recovery.reason, Damage::Saved(SaveError::Unreadable(_))),
        "{:?}",
        recovery.reason
    );
    assert!(
        recovery.reason.to_string().contains("rolls_used is 9"),
        "{}",
        recovery.reason
    );

    // The real save, in the file of another game's slot.
    let other = GameId::random();
    let save = a_real_save();
    let found_id = SavedGame::parse(save.as_bytes()).unwrap().table.id();
    std::fs::write(dir.path().join(format!("games/{other}.json")), save).unwrap();
    let survey = storage.survey();
    let [recovery] = &survey.recovered[..] else {
        panic!("{:?}", survey.recovered)
    };
    assert!(
        matches!(recovery.reason, Damage::OtherGame { found, slot } if found == found_id && slot == other),
        "{:?}",
        recovery.reason
    );
}

#[test]
fn impossible_high_scores_are_refused() {
    let good = r#"{"version":1,"entries":[{"name":"Ann","score":374,"date":"2026-11-01T10:00:00Z","rules":"yatzy","seed":1}]}"#;
    assert!(HighScores::parse(good.as_bytes()).is_ok());
    for (bad, why) in [
        (good.replace("374", "375"), "above the possible 374"),
        (
            good.replace("\"seed\":1", "\"seed\":1,\"players\":9"),
            "9 players",
        ),
        (
            good.replace("\"seed\":1", "\"seed\":1,\"left_sum\":200"),
            "Left Section sum",
        ),
        (
            good.replace(
                "\"seed\":1",
                "\"seed\":1,\"duration_secs\":18446744073709551615",
            ),
            "seconds of play",
        ),
        (good.replace("\"Ann\"", "\"\""), "a name of 0 characters"),
        (
            good.replace("\"Ann\"", &format!("\"{}\"", "A".repeat(27))),
            "a name of 27 characters",
        ),
        (
            good.replace("\"seed\":1", "\"seed\":1,\"hints_used\":4000000000"),
            "4000000000 hints",
        ),
    ] {
        let error = HighScores::parse(bad.as_bytes()).unwrap_err().to_string();
        assert!(error.contains(why), "{error}");
    }
    // The refusal names the entry and why, as values too.
    let above = HighScores::parse(good.replace("374", "375").as_bytes()).unwrap_err();
    assert!(
        matches!(
            above,
            FormatError::Impossible {
                entry: 1,
                rules: RuleSet::Yatzy,
                reason: EntryError::ScoreAbovePossible {
                    score: 375,
                    max: 374
                }
            }
        ),
        "{above}"
    );
    // Odd names are shown sanitised, not refused; numbered names of older versions load.
    for name in ["\\u001b[31mAnn", "Ann\\u200b", "AAAAAAAAAAAAAAAAAAAAAAAA 2"] {
        let odd = good.replace("\"Ann\"", &format!("\"{name}\""));
        assert!(HighScores::parse(odd.as_bytes()).is_ok(), "{odd}");
    }
}

#[test]
fn the_most_a_game_can_score_follows_the_rules() {
    // Scandinavian Yatzy: 105 above, 50 bonus, and the best of each Right box.
    assert_eq!(
        RuleSet::Yatzy.max_total(),
        105 + 50 + 12 + 22 + 18 + 24 + 15 + 20 + 28 + 30 + 50
    );
    // Yacht and Yahtzee: 105 + 35, 30 + 30 + 25 + 30 + 40 + 50 + 30, and twelve bonuses.
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        assert_eq!(rules.max_total(), 140 + 235 + 1200);
    }
    assert_eq!(RuleSet::Yatzy.max_box(Category::Yatzy), 50);
    assert_eq!(RuleSet::Yahtzee.max_box(Category::FullHouse), 25);
}

#[test]
fn a_legacy_solitaire_save_is_checked_too() {
    let mut game = Game::new(RuleSet::Yatzy, 3);
    game.apply(Command::Roll).unwrap();
    let json = serde_json::to_string(&game)
        .unwrap()
        .replace("\"rolls_used\":1", "\"rolls_used\":9");
    let old = format!(
        r#"{{"version":1,"saved_at":"2026-11-01T10:00:00+01:00","play_secs":3,"game":{json}}}"#
    );
    assert!(refused(old.as_bytes()).contains("rolls_used is 9"));
}

#[test]
fn a_legacy_solitaire_save_with_billions_of_hints_is_refused_at_once() {
    let game = serde_json::to_string(&Game::new(RuleSet::Yatzy, 3)).unwrap();
    let old = |hints: u32| {
        format!(
            r#"{{"version":1,"saved_at":"2026-11-01T10:00:00+01:00","hints_used":{hints},"game":{game}}}"#
        )
    };
    let loaded = SavedGame::parse(old(4).as_bytes()).expect("an old save");
    assert_eq!(loaded.table.current_seat().hints_used, 4);
    let reason = SavedGame::parse(old(u32::MAX).as_bytes()).unwrap_err();
    assert!(matches!(reason, SaveError::Hints(u32::MAX)), "{reason}");
}
