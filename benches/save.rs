//! The cost of saving the exact position on every key: writing a slot to disk (temporary
//! file, fsync, rename), and what the key handler itself pays, which is only handing the
//! position to the writer thread.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use yatzy::core::game::Command;
use yatzy::core::rules::RuleSet;
use yatzy::core::table::{SeatKind, Table};
use yatzy::session::{Session, saved};
use yatzy::storage::Storage;

/// A table of `seats` halfway through the game.
fn halfway(seats: usize) -> Table {
    let players = (0..seats)
        .map(|i| (format!("Player {i}"), SeatKind::Human))
        .collect();
    let mut table = Table::new(RuleSet::Yatzy, 9, players).expect("a table");
    for _ in 0..7 * seats {
        table.apply(Command::Roll).expect("rolls");
        let open = table.game().card().open_categories().next().expect("open");
        table.apply(Command::Score(open)).expect("scores");
    }
    table.apply(Command::Roll).expect("rolls");
    table
}

fn save(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let storage = Storage::at(dir.path());
    for seats in [1, 6] {
        let table = halfway(seats);
        let slot = storage.claim(table.id()).expect("claims").expect("free");
        let position = saved(&table, 100);
        c.bench_function(&format!("save a slot to disk, {seats} seat(s)"), |b| {
            b.iter(|| storage.save_game(&slot, &position).expect("saves"))
        });
    }
    let table = halfway(1);
    let mut session =
        Session::background(storage.clone(), None, |_| {}).expect("the writer starts");
    c.bench_function("save on a key: hand the position to the writer", |b| {
        b.iter(|| session.save(&table, 100, None))
    });
    session.close();
}

criterion_group!(benches, save);
criterion_main!(benches);
