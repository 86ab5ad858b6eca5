//! No file content can panic the program: real files, mutated every way a disk, a crash or a
//! hostile user might (truncated, bits flipped, fields removed, retyped, made huge), go
//! through every loader. Whatever a loader accepts is a game that plays, draws and scores.

use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use yatzy::core::game::Command;
use yatzy::core::rules::RuleSet;
use yatzy::core::table::{SeatKind, Table};
use yatzy::session::{Opened, saved};
use yatzy::storage::{HighScores, SavedGame, Settings};
use yatzy::tui::App;
use yatzy::ui::Theme;

/// A table of `seats` (solitaire for 1; the last one a bot, the one before it at a table of
/// three or more a bot that plays to win) played `turns` scorings in, then rolled `rolls` times
/// with a die held: every shape a save can take.
fn played(rules: RuleSet, seats: usize, turns: usize, rolls: usize) -> Table {
    let players = (0..seats)
        .map(|i| {
            let kind = match seats - i {
                1 if seats > 1 => SeatKind::Bot,
                2 if seats > 2 => SeatKind::WinBot,
                _ => SeatKind::Human,
            };
            (format!("P{i}"), kind)
        })
        .collect();
    let mut table = Table::new(rules, 17 + seats as u64, players).unwrap();
    let turns = turns.min(rules.categories().len() * seats);
    for _ in 0..turns {
        table.apply(Command::Roll).unwrap();
        let open = table
            .game()
            .card()
            .placements(&table.game().dice().unwrap());
        let best = open.iter().max_by_key(|p| p.points).unwrap().category;
        table.apply(Command::Score(best)).unwrap();
    }
    if !table.is_over() {
        for _ in 0..rolls {
            table.apply(Command::Roll).unwrap();
            let _ = table.apply(Command::ToggleHold(2));
        }
    }
    table
}

fn real_saves() -> Vec<String> {
    let mut files = Vec::new();
    for rules in RuleSet::ALL {
        for (seats, turns, rolls) in [(1, 0, 0), (1, 7, 2), (1, 99, 0), (3, 10, 1), (6, 40, 3)] {
            files.push(saved(&played(rules, seats, turns, rolls), 1234).to_json());
        }
    }
    files
}

fn real_scores() -> String {
    let mut scores = HighScores::new();
    for seed in 0..4 {
        let table = played(RuleSet::ALL[seed % 3], 2, 99, 0);
        scores
            .entries
            .extend(yatzy::session::finished_entries(&table, "Ann", 600));
    }
    scores.to_json()
}

fn real_settings() -> String {
    let mut settings = Settings::default();
    settings.remember_name(RuleSet::Yacht, "Åsa");
    settings.last_rules = Some(RuleSet::Yahtzee);
    serde_json::to_string_pretty(&settings).unwrap()
}

/// One way of damaging a file.
#[derive(Clone, Debug)]
enum Mutation {
    Truncate(usize),
    FlipBit(usize, u8),
    /// Replace the n-th number with another token.
    Number(usize, &'static str),
    /// Remove the n-th `"key": value` member (up to the next comma).
    RemoveField(usize),
    /// Replace the n-th string value with another token.
    Retype(usize, &'static str),
    /// Repeat the n-th key with a new value before it.
    DuplicateKey(usize, &'static str),
    /// Move the n-th number by a little: a file that still parses, with one value changed.
    Nudge(usize, i8),
    /// Replace the n-th string value with a string of this many characters.
    HugeString(usize, usize),
    /// Replace the n-th array, whole, with another token (an object, a string, ...).
    Array(usize, &'static str),
}

const TOKENS: [&str; 10] = [
    "65535",
    "-1",
    "18446744073709551615",
    "340282366920938463463374607431768211456",
    "1e308",
    "0.5",
    "null",
    "\"x\"",
    "[]",
    "{}",
];

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), 0u8..8).prop_map(|(at, bit)| Mutation::FlipBit(at, bit)),
        (any::<usize>(), prop::sample::select(&TOKENS[..]))
            .prop_map(|(n, t)| Mutation::Number(n, t)),
        any::<usize>().prop_map(Mutation::RemoveField),
        (any::<usize>(), prop::sample::select(&TOKENS[..]))
            .prop_map(|(n, t)| Mutation::Retype(n, t)),
        (any::<usize>(), prop::sample::select(&TOKENS[..]))
            .prop_map(|(n, t)| Mutation::DuplicateKey(n, t)),
        (any::<usize>(), -3i8..=3).prop_map(|(n, by)| Mutation::Nudge(n, by)),
        (any::<usize>(), 25usize..200_000).prop_map(|(n, len)| Mutation::HugeString(n, len)),
        (any::<usize>(), prop::sample::select(&TOKENS[..]))
            .prop_map(|(n, t)| Mutation::Array(n, t)),
    ]
}

/// Byte ranges of the arrays of `text`, outermost first, each from `[` to its `]`.
fn arrays(text: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut open = Vec::new();
    let mut in_string = false;
    let mut escaped = false;
    for (i, b) in text.bytes().enumerate() {
        match b {
            _ if escaped => escaped = false,
            b'\\' if in_string => escaped = true,
            b'"' => in_string = !in_string,
            _ if in_string => {}
            b'[' => {
                open.push(found.len());
                found.push((i, i));
            }
            b']' => {
                if let Some(index) = open.pop() {
                    found[index].1 = i + 1;
                }
            }
            _ => {}
        }
    }
    found
}

/// Byte ranges of the tokens of one kind: numbers, strings, or `"key":` members.
fn spans(text: &str, kind: u8) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let end = text[i + 1..].find('"').map_or(bytes.len(), |e| i + 2 + e);
                let is_key = text[end..].trim_start().starts_with(':');
                if kind == 1 && !is_key {
                    found.push((i, end));
                }
                if kind == 2 && is_key {
                    // The member runs to the next comma or closing brace at any depth: close
                    // enough for damage.
                    let stop = text[end..]
                        .find([',', '}'])
                        .map_or(bytes.len(), |e| end + e);
                    found.push((i, stop));
                }
                i = end;
            }
            b'-' | b'0'..=b'9' => {
                let end = text[i..]
                    .find(|c: char| !(c.is_ascii_digit() || "-+.eE".contains(c)))
                    .map_or(bytes.len(), |e| i + e);
                if kind == 0 {
                    found.push((i, end));
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    found
}

fn damage(text: &str, mutation: &Mutation) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    let pick = |kind: u8, n: usize| {
        let all = spans(text, kind);
        (!all.is_empty()).then(|| all[n % all.len()])
    };
    match *mutation {
        Mutation::Truncate(at) => bytes.truncate(at % (bytes.len() + 1)),
        Mutation::FlipBit(at, bit) => {
            let at = at % bytes.len();
            bytes[at] ^= 1 << bit;
        }
        Mutation::Number(n, token) | Mutation::Retype(n, token) => {
            let kind = if matches!(mutation, Mutation::Number(..)) {
                0
            } else {
                1
            };
            if let Some((start, end)) = pick(kind, n) {
                bytes.splice(start..end, token.bytes());
            }
        }
        Mutation::RemoveField(n) => {
            if let Some((start, end)) = pick(2, n) {
                let end = if bytes.get(end) == Some(&b',') {
                    end + 1
                } else {
                    end
                };
                bytes.drain(start..end);
            }
        }
        Mutation::Nudge(n, by) => {
            if let Some((start, end)) = pick(0, n) {
                // Numbers too big for an i128 (a generator's state) are moved as text.
                let moved = match text[start..end].parse::<i128>() {
                    Ok(number) => (number + i128::from(by)).to_string(),
                    Err(_) => format!("{}{}", &text[start..end - 1], by.unsigned_abs()),
                };
                bytes.splice(start..end, moved.bytes());
            }
        }
        Mutation::HugeString(n, len) => {
            if let Some((start, end)) = pick(1, n) {
                let huge = format!("\"{}\"", "é".repeat(len));
                bytes.splice(start..end, huge.bytes());
            }
        }
        Mutation::Array(n, token) => {
            let all = arrays(text);
            if !all.is_empty() {
                let (start, end) = all[n % all.len()];
                bytes.splice(start..end, token.bytes());
            }
        }
        Mutation::DuplicateKey(n, token) => {
            if let Some((start, _)) = pick(2, n) {
                let key_end = text[start + 1..].find('"').map_or(start, |e| start + 2 + e);
                let member = format!("{}: {token}, ", &text[start..key_end]);
                bytes.splice(start..start, member.bytes());
            }
        }
    }
    bytes
}

/// Everything the game does with a loaded table, none of which may panic.
fn play_with(saved: SavedGame) {
    let mut table = saved.table;
    let _ = table.standings();
    let _ = table.current_seat();
    for seat in table.seats() {
        let card = seat.game.card();
        let _ = (card.total(), card.bonus_progress(), seat.game.phase());
    }
    // Drawn as the player would see it, at the smallest and a large size.
    let opened = Opened {
        play_secs: saved.play_secs,
        ..Opened::of(table.clone())
    };
    let app = App::open(
        opened,
        yatzy::storage::Storage::disabled(),
        Theme::monochrome(),
    );
    for (width, height) in [(70, 23), (120, 40)] {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))
            .unwrap();
    }
    // And played on to its end.
    for _ in 0..(16 * 6 * 4) {
        if table.is_over() {
            break;
        }
        if table.apply(Command::Roll).is_err() {
            let open = table.game().card().open_categories().next();
            if let Some(category) = open {
                let _ = table.apply(Command::Score(category));
            }
            continue;
        }
        let dice = table.game().dice().expect("rolled");
        let place = table
            .game()
            .card()
            .placements(&dice)
            .first()
            .map(|p| p.category);
        if let Some(category) = place {
            table
                .apply(Command::Score(category))
                .expect("a placement is allowed");
        }
    }
    assert!(table.is_over(), "a loaded game can be played to its end");
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 1000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn damaged_saved_games_never_panic_and_what_loads_plays(
        file in 0usize..15,
        mutation in mutation(),
    ) {
        let saves = real_saves();
        let bytes = damage(&saves[file % saves.len()], &mutation);
        if let Ok(saved) = SavedGame::parse(&bytes) {
            play_with(saved);
        }
    }

    #[test]
    fn damaged_high_scores_and_settings_never_panic(mutation in mutation()) {
        let scores = damage(&real_scores(), &mutation);
        if let Ok(loaded) = HighScores::parse(&scores) {
            for rules in RuleSet::ALL {
                let _ = yatzy::reports::scores::Report::new(&loaded, rules, None).to_text();
            }
        }
        let settings = damage(&real_settings(), &mutation);
        if let Ok(loaded) = serde_json::from_slice::<Settings>(&settings) {
            for rules in RuleSet::ALL {
                let _ = loaded.name_for(rules);
            }
        }
    }
}

#[test]
fn save_then_load_is_the_identity_at_every_point_of_play() {
    for rules in RuleSet::ALL {
        for seats in [1, 2, 6] {
            for turns in 0..=(rules.categories().len() * seats) {
                for rolls in [0, 1, 3] {
                    let json = saved(&played(rules, seats, turns, rolls), 77).to_json();
                    let back = SavedGame::parse(json.as_bytes())
                        .unwrap_or_else(|e| panic!("{rules:?} {seats} {turns} {rolls}: {e}"));
                    assert_eq!(back.to_json(), json);
                }
            }
        }
    }
}

/// Every number of real saves (one, two and six seats, each rule set, mid-turn) moved by
/// one either way: whatever still loads is a game that draws and plays to its end, and what
/// is refused says why. Exhaustive, so every field's check meets its neighbours.
#[test]
fn every_number_of_a_real_save_moved_by_one_loads_only_as_a_playable_game() {
    let mut loaded = 0;
    let mut refused = 0;
    for rules in RuleSet::ALL {
        for (seats, turns, rolls) in [(1, 5, 3), (2, 3, 2), (6, 15, 1)] {
            let save = saved(&played(rules, seats, turns, rolls), 1234).to_json();
            for n in 0..spans(&save, 0).len() {
                for by in [-1, 1] {
                    match SavedGame::parse(&damage(&save, &Mutation::Nudge(n, by))) {
                        Ok(saved) => {
                            loaded += 1;
                            play_with(saved);
                        }
                        Err(reason) => {
                            refused += 1;
                            assert!(!reason.to_string().is_empty());
                        }
                    }
                }
            }
        }
    }
    // Both sides are reached: the check refuses some changes and lets harmless ones through.
    assert!(
        loaded > 100 && refused > 100,
        "{loaded} loaded, {refused} refused"
    );
}

#[test]
fn the_damage_really_damages() {
    // The mutations reach every kind of token: a guard against a fuzzer that tests nothing.
    let save = &real_saves()[3];
    for kind in 0..3 {
        assert!(spans(save, kind).len() > 10, "kind {kind}");
    }
    let damaged = damage(save, &Mutation::Number(5, "65535"));
    assert_ne!(damaged, save.as_bytes());
    // Arrays are found whole, from their bracket to its match.
    let (start, end) = arrays(save)[0];
    assert!(serde_json::from_str::<serde_json::Value>(&save[start..end]).is_ok());
    assert!(arrays(save).len() > 10);
    let nudged = damage(save, &Mutation::Nudge(5, 1));
    assert_ne!(nudged, save.as_bytes());
    assert!(serde_json::from_slice::<serde_json::Value>(&nudged).is_ok());
}
