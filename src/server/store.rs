//! The server's memory: its tables saved as they change, read back (each checked) when it
//! starts again, and every finished game put in the high scores once, each person under
//! their own name, marked as played over the network.
//!
//! Table files are written by a thread of their own, in the order asked, so a move never
//! waits for the disk (an fsync takes milliseconds); dropping the store waits for every
//! write asked for.

use crate::server::log::log;
use std::sync::mpsc::{Sender, channel};
use std::thread::JoinHandle;

use super::lobby::{NetTable, TABLE_VERSION};
use crate::game::GameId;
use crate::session::finished_entries;
use crate::storage::{ScoreEntry, Storage, TableFile};

/// What the writer thread does, in order.
enum Write {
    Save(u32, Vec<u8>),
    Forget(u32),
    /// Answered once everything before it is written.
    Barrier(Sender<()>),
    /// A finished table's entries, recorded under the game's identity.
    Record(u32, GameId, Vec<ScoreEntry>),
}

/// What a start found of the last run's tables.
#[derive(Debug, Default)]
pub struct Resumed {
    /// The tables to play on, each checked whole.
    pub tables: Vec<NetTable>,
    /// Numbers of table files not resumed but still there (a newer yatzy's, or one that
    /// could not be kept aside): no new table may take them.
    pub left_alone: Vec<u32>,
}

/// Why a table file was not resumed.
enum Unread {
    Newer(u32),
    Bad(String),
}

/// A table file as a table: whole, possible, of its own number and a format this yatzy
/// knows.
fn read_table(file: &TableFile) -> Result<NetTable, Unread> {
    let bytes = file
        .contents
        .as_ref()
        .map_err(|reason| Unread::Bad(reason.clone()))?;
    #[derive(serde::Deserialize)]
    struct Versioned {
        #[serde(default)]
        version: u32,
    }
    if let Ok(Versioned { version }) = serde_json::from_slice::<Versioned>(bytes)
        && version > TABLE_VERSION
    {
        return Err(Unread::Newer(version));
    }
    let table = serde_json::from_slice::<NetTable>(bytes)
        .map_err(|error| Unread::Bad(error.to_string()))?;
    if table.number != file.number {
        return Err(Unread::Bad(format!(
            "it calls itself table {}",
            table.number
        )));
    }
    table.check().map_err(Unread::Bad)?;
    Ok(table)
}

/// A table read whole, checked against those already resumed: nobody has a place in two
/// games in progress, and no game is at two tables.
fn fits_with(table: NetTable, resumed: &[NetTable]) -> Result<NetTable, Unread> {
    for other in resumed {
        if let (Some(game), Some(theirs)) = (&table.game, &other.game)
            && game.id() == theirs.id()
        {
            return Err(Unread::Bad(format!(
                "its game is table {}'s already",
                other.number
            )));
        }
        if !table.is_over()
            && !other.is_over()
            && let Some(name) = table.players().find(|name| other.place_of(name).is_some())
        {
            return Err(Unread::Bad(format!(
                "{} has a place at table {} already",
                crate::text::sanitize(name),
                other.number
            )));
        }
    }
    Ok(table)
}

/// Told when a finished table was recorded (`true`) or could not be (`false`).
pub type Recorded = Box<dyn Fn(u32, bool) + Send>;

pub struct Store {
    storage: Storage,
    writes: Option<Sender<Write>>,
    writer: Option<JoinHandle<()>>,
}

impl Drop for Store {
    fn drop(&mut self) {
        // The writer drains what is queued, then ends.
        self.writes.take();
        if let Some(writer) = self.writer.take() {
            let _ = writer.join();
        }
    }
}

/// Writes what it is handed until the store goes; of several saves of one table waiting,
/// only the last is written. A failure (a full disk, say) is logged once, when a streak of
/// them begins, and the end of the streak once too: a server on a full disk does not fill
/// its log as well.
fn write_tables(storage: Storage, writes: std::sync::mpsc::Receiver<Write>, recorded: Recorded) {
    let mut saves = Streak::default();
    let mut records = Streak::default();
    while let Ok(first) = writes.recv() {
        let mut batch = vec![first];
        batch.extend(writes.try_iter());
        for (index, write) in batch.iter().enumerate() {
            let superseded = |number: u32| {
                batch[index + 1..].iter().any(
                    |later| matches!(later, Write::Save(n, _) | Write::Forget(n) if *n == number),
                )
            };
            match write {
                Write::Save(number, bytes) if !superseded(*number) => saves.note(
                    storage.save_server_table(*number, bytes),
                    || format!("table {number} could not be saved"),
                    "table files are saved again",
                ),
                Write::Forget(number) => saves.note(
                    storage.forget_server_table(*number),
                    || format!("table {number}'s file could not be removed"),
                    "table files are saved again",
                ),
                Write::Barrier(done) => {
                    let _ = done.send(());
                }
                Write::Record(number, id, entries) => {
                    let result = storage.record_game(*id, entries.clone()).map(|_| ());
                    let done = result.is_ok();
                    records.note(
                        result,
                        || format!("table {number} could not be recorded (asked again later)"),
                        "finished games are recorded again",
                    );
                    recorded(*number, done);
                }
                Write::Save(..) => {}
            }
        }
    }
}

/// Whether writes of a kind are failing: only the first failure of a streak is logged,
/// and its end.
#[derive(Default)]
struct Streak {
    failing: bool,
}

impl Streak {
    fn note<E: std::fmt::Display>(
        &mut self,
        result: Result<(), E>,
        failed: impl FnOnce() -> String,
        recovered: &str,
    ) {
        match result {
            Err(error) if !self.failing => {
                self.failing = true;
                log!(
                    "yatzy serve: {}: {error} (more such failures are not logged until one \
                     succeeds)",
                    failed()
                );
            }
            Err(_) => {}
            Ok(()) if self.failing => {
                self.failing = false;
                log!("yatzy serve: {recovered}");
            }
            Ok(()) => {}
        }
    }
}

impl Store {
    /// A store writing under `storage`, telling `recorded` how each recording went.
    pub fn new(storage: Storage, recorded: Recorded) -> Self {
        let (writes, received) = channel();
        let for_writer = storage.clone();
        let writer = std::thread::Builder::new()
            .name("yatzy-tables".into())
            .spawn(move || write_tables(for_writer, received, recorded))
            .ok();
        Store {
            storage,
            writes: writer.as_ref().map(|_| writes),
            writer,
        }
    }

    pub fn storage(&self) -> &Storage {
        &self.storage
    }

    /// The tables a previous run left, each checked; a file that cannot be read or makes no
    /// sense is kept aside byte for byte, and said on the log. A newer yatzy's file is left
    /// as it is, its number kept from new tables.
    ///
    /// A folder of tables that cannot be listed is an error: which numbers are in use is then
    /// unknown, and a new table could replace a game in progress.
    pub fn load(&self) -> Result<Resumed, std::io::Error> {
        let mut resumed = Resumed::default();
        let files = self.storage.read_server_tables()?;
        for file in files {
            match read_table(&file).and_then(|table| fits_with(table, &resumed.tables)) {
                Ok(table) => resumed.tables.push(table),
                Err(Unread::Newer(version)) => {
                    log!(
                        "yatzy serve: {} was written by a newer yatzy (format version {version}); \
                         it is left as it is",
                        file.path.display()
                    );
                    resumed.left_alone.push(file.number);
                }
                Err(Unread::Bad(reason)) => {
                    let kept = self.storage.keep_server_table_aside(&file);
                    let kept = match kept {
                        Ok(path) => format!("kept aside as {}", path.display()),
                        Err(error) => {
                            resumed.left_alone.push(file.number);
                            format!("and could not be kept aside ({error})")
                        }
                    };
                    log!(
                        "yatzy serve: {} was not resumed ({}); {kept}",
                        file.path.display(),
                        crate::text::sanitize(&reason)
                    );
                }
            }
        }
        Ok(resumed)
    }

    /// Saves `table` (on the writer thread; here, if there is none).
    pub fn save(&self, table: &NetTable) {
        let bytes = match serde_json::to_vec(table) {
            Ok(bytes) => bytes,
            Err(error) => {
                log!(
                    "yatzy serve: table {} could not be saved: {error}",
                    table.number
                );
                return;
            }
        };
        self.write(Write::Save(table.number, bytes));
    }

    pub fn forget(&self, number: u32) {
        self.write(Write::Forget(number));
    }

    /// Waits until every write asked for so far is on disk.
    pub fn sync(&self) {
        let (done, written) = channel();
        self.write(Write::Barrier(done));
        let _ = written.recv();
    }

    fn write(&self, write: Write) {
        let write = match &self.writes {
            Some(writes) => match writes.send(write) {
                Ok(()) => return,
                Err(failed) => failed.0,
            },
            None => write,
        };
        let result = match &write {
            Write::Save(number, bytes) => self.storage.save_server_table(*number, bytes),
            Write::Forget(number) => self.storage.forget_server_table(*number),
            // Without a writer thread nobody hears of it; the hub asks again.
            Write::Barrier(_) | Write::Record(..) => Ok(()),
        };
        if let Err(error) = result {
            log!("yatzy serve: a table file could not be written: {error}");
        }
    }

    /// Asks for a finished table to be recorded (on the writer thread): once, whatever
    /// happens, the game's identity guarding it. Returns whether it was asked.
    pub fn record(&self, table: &NetTable) -> bool {
        let Some(game) = table.game.as_ref().filter(|g| g.is_over()) else {
            return false;
        };
        // A table of one person records under that person's name, like any other.
        let solitaire_name = game
            .seats()
            .first()
            .map(|s| s.name.as_str())
            .unwrap_or_default();
        let mut entries = finished_entries(game, solitaire_name, 0);
        for entry in &mut entries {
            entry.network = true;
        }
        self.write(Write::Record(table.number, game.id(), entries));
        true
    }
}
