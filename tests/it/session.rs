//! The session's writer: saves in the background keep only the newest position, close waits
//! for every queued write, and a record's report names its game.

use std::sync::{Arc, Mutex};

use yatzy::core::game::Command;
use yatzy::core::rules::RuleSet;
use yatzy::core::table::{SeatKind, Table};
use yatzy::session::{Session, SessionReport};
use yatzy::storage::Storage;

fn table() -> Table {
    let players = vec![("Ann".to_string(), SeatKind::Human)];
    Table::new(RuleSet::Yatzy, 8, players).unwrap()
}

#[test]
fn background_saves_end_with_the_newest_position_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let reports: Arc<Mutex<Vec<String>>> = Arc::default();
    let heard = Arc::clone(&reports);
    let mut session = Session::background(storage.clone(), None, move |report| {
        heard.lock().unwrap().push(format!("{report:?}"));
    })
    .unwrap();
    let mut table = table();
    for _ in 0..14 {
        table.apply(Command::Roll).unwrap();
        session.save(&table, 1, None);
        let open = table.game().card().open_categories().next().unwrap();
        table.apply(Command::Score(open)).unwrap();
        session.save(&table, 2, None);
    }
    session.close();
    let survey = storage.survey();
    assert_eq!(survey.slots.len(), 1);
    assert_eq!(survey.slots[0].saved.table.game().history().len(), 14);
    assert!(
        reports.lock().unwrap().is_empty(),
        "{:?}",
        reports.lock().unwrap()
    );
}

#[test]
fn a_record_made_in_the_background_is_reported_and_clears_the_slot() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let reports: Arc<Mutex<Vec<SessionReport>>> = Arc::default();
    let heard = Arc::clone(&reports);
    let mut session = Session::background(storage.clone(), None, move |report| {
        heard.lock().unwrap().push(report)
    })
    .unwrap();
    let mut table = table();
    while !table.is_over() {
        table.apply(Command::Roll).unwrap();
        let open = table.game().card().open_categories().next().unwrap();
        table.apply(Command::Score(open)).unwrap();
        session.save(&table, 3, None);
    }
    session.record(&table, "Ann", 3, true);
    // Recording twice changes nothing: each game is in the high scores once.
    session.record(&table, "Ann", 3, true);
    session.close();
    let reports = reports.lock().unwrap();
    let recorded: Vec<bool> = reports
        .iter()
        .filter_map(|r| match r {
            SessionReport::Recorded { id, recording, .. } if *id == table.id() => {
                Some(recording.already)
            }
            _ => None,
        })
        .collect();
    assert_eq!(recorded, [false, true]);
    assert_eq!(storage.load_scores().unwrap().value.entries.len(), 1);
    assert!(
        storage.survey().slots.is_empty(),
        "the slot is cleared once recorded"
    );
    assert_eq!(
        storage
            .load_settings()
            .unwrap()
            .value
            .name_for(RuleSet::Yatzy),
        Some("Ann")
    );
}
