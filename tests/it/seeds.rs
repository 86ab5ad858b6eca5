//! Seeds have 64 bits and a JSON number read as a double keeps 53 of them: the data files
//! written by other tools (or by hand, from `yatzy scores --json`, which writes seeds as
//! strings) may hold a seed as a string of its digits, and every reader takes it so.

use yatzy::core::game::{Command, Game};
use yatzy::core::rules::RuleSet;
use yatzy::core::table::Table;
use yatzy::storage::SavedGame;

/// Above 2^53: a double would make it 18446744073709549568.
const BIG: u64 = u64::MAX - 4;

/// Every `"seed"` that is a number in `value`, written as a string of its digits.
#[cfg(feature = "serve")]
fn stringify_seeds(value: &mut serde_json::Value) -> usize {
    match value {
        serde_json::Value::Array(items) => items.iter_mut().map(stringify_seeds).sum(),
        serde_json::Value::Object(fields) => fields
            .iter_mut()
            .map(|(key, field)| match field.as_u64() {
                Some(seed) if key == "seed" => {
                    *field = seed.to_string().into();
                    1
                }
                _ => stringify_seeds(field),
            })
            .sum(),
        _ => 0,
    }
}

#[test]
fn a_saved_game_whose_seeds_are_strings_resumes_where_it_was() {
    let mut game = Game::new(RuleSet::Yatzy, BIG);
    game.apply(Command::Roll).unwrap();
    let table = Table::solitaire(game);
    let saved = SavedGame {
        version: SavedGame::VERSION,
        saved_at: chrono::DateTime::parse_from_rfc3339("2026-11-22T10:00:00+01:00").unwrap(),
        play_secs: 12,
        table,
        board: None,
    };
    // Edited as text: a JSON value would turn the generator's 128-bit state into a double.
    let json = saved.to_json();
    let number = format!("\"seed\": {BIG}");
    assert!(json.contains(&number), "{json}");
    let text = json.replace(&number, &format!("\"seed\": \"{BIG}\""));
    let back = SavedGame::parse(text.as_bytes()).unwrap();
    assert_eq!(back.table.game().seed(), BIG);
    assert_eq!(back.table.game().dice(), saved.table.game().dice());
    // The next roll follows from the generator as saved: the same game goes on.
    let (mut mine, mut theirs) = (saved.table.game().clone(), back.table.game().clone());
    mine.apply(Command::Roll).unwrap();
    theirs.apply(Command::Roll).unwrap();
    assert_eq!(mine.dice(), theirs.dice());
    // Written again, the seed is a number as ever.
    assert!(back.to_json().contains(&format!("\"seed\": {BIG}")));
}

#[cfg(feature = "serve")]
#[test]
fn a_server_table_whose_seeds_are_strings_is_resumed() {
    use yatzy::server::lobby::Lobby;
    use yatzy::server::store::Store;
    use yatzy::storage::Storage;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(Storage::at(dir.path()), Box::new(|_, _| {}));
    let mut lobby = Lobby::new();
    let number = lobby.create("ann", RuleSet::Yatzy, 2, &[], BIG).unwrap();
    store.save(lobby.table(number).unwrap());
    store.sync();
    let path = dir
        .path()
        .join(format!("server/tables/table-{number}.json"));
    let mut value: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(stringify_seeds(&mut value), 1, "{value}");
    std::fs::write(&path, value.to_string()).unwrap();
    let resumed = store.load().unwrap();
    assert_eq!(resumed.tables.len(), 1, "resumed, not kept aside");
    assert_eq!(resumed.tables[0].seed, BIG);
}

#[test]
fn a_seed_that_is_no_whole_number_is_refused_not_guessed() {
    let mut game = Game::new(RuleSet::Yatzy, 5);
    game.apply(Command::Roll).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    for bad in ["\"5.0\"", "\"-5\"", "\"0x5\"", "\"\"", "\" 5\""] {
        let text = json.replace("\"seed\":5", &format!("\"seed\":{bad}"));
        assert_ne!(text, json);
        assert!(serde_json::from_str::<Game>(&text).is_err(), "{bad}");
    }
}
