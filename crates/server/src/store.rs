//! The server's memory: its tables saved as they change, read back (each checked) when it
//! starts again, and every finished game put in the high scores once, each person under
//! their own name, marked as played over the network.
//!
//! Table files are written through the session's writer, the one road to disk the terminal
//! game's saves and records take too: on a thread of its own, in the order asked, a write
//! superseded by a later one of the same table skipped, so a move never waits for the disk.
//! Dropping the store waits for every write asked for.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tracing::{error, info, warn};

use super::lobby::{NetTable, TABLE_VERSION, TableError};
use yatzy_session::{Session, SessionReport, finished_entries};
use yatzy_storage::{Storage, StorageError, TableFile, TableFileError};

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
enum Unread<'a> {
    Newer(u32),
    Bad(BadTable<'a>),
}

/// Why a table file makes no sense: it is kept aside (and said on the log).
#[derive(Debug, thiserror::Error)]
enum BadTable<'a> {
    #[error(transparent)]
    File(&'a TableFileError),
    #[error(transparent)]
    Json(serde_json::Error),
    #[error("it calls itself table {0}")]
    Misnumbered(u32),
    #[error(transparent)]
    Impossible(TableError),
    #[error("its game is table {0}'s already")]
    GameElsewhere(u32),
    /// Someone (the name sanitised) also playing at another table (its number).
    #[error("{0} has a place at table {1} already")]
    SeatedElsewhere(String, u32),
}

/// A table file as a table: whole, possible, of its own number and a format this yatzy
/// knows.
fn read_table(file: &TableFile) -> Result<NetTable, Unread<'_>> {
    let bytes = file
        .contents
        .as_ref()
        .map_err(|reason| Unread::Bad(BadTable::File(reason)))?;
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
        .map_err(|error| Unread::Bad(BadTable::Json(error)))?;
    if table.number != file.number {
        return Err(Unread::Bad(BadTable::Misnumbered(table.number)));
    }
    table
        .check()
        .map_err(|reason| Unread::Bad(BadTable::Impossible(reason)))?;
    Ok(table.settle_read())
}

/// A table read whole, checked against those already resumed: nobody has a place in two
/// games in progress, and no game is at two tables.
fn fits_with(table: NetTable, resumed: &[NetTable]) -> Result<NetTable, Unread<'static>> {
    for other in resumed {
        if let (Some(game), Some(theirs)) = (&table.game, &other.game)
            && game.id() == theirs.id()
        {
            return Err(Unread::Bad(BadTable::GameElsewhere(other.number)));
        }
        if !table.is_over()
            && !other.is_over()
            && let Some(name) = table.players().find(|name| other.place_of(name).is_some())
        {
            return Err(Unread::Bad(BadTable::SeatedElsewhere(
                yatzy_core::text::sanitize(name),
                other.number,
            )));
        }
    }
    Ok(table)
}

/// Told when a finished table was recorded (`true`) or could not be (`false`).
pub(crate) type OnRecorded = Box<dyn Fn(u32, bool) + Send + Sync>;

/// Whether writes of a kind are failing: only the first failure of a streak is logged,
/// and its end.
#[derive(Default)]
struct Streak {
    failing: AtomicBool,
}

impl Streak {
    fn note<E: std::fmt::Display>(
        &self,
        result: Result<(), E>,
        failed: impl FnOnce() -> String,
        recovered: &str,
    ) {
        match result {
            Err(error) if !self.failing.swap(true, Ordering::Relaxed) => {
                // The data directory's errors speak the thread's language, and a writer
                // working inline works on the hub's thread, which speaks each guest's in turn:
                // the log is English, whoever was served last.
                let error =
                    yatzy_i18n::speaking(yatzy_i18n::Language::English, || error.to_string());
                error!(
                    "yatzy serve: {}: {error} (more such failures are not logged until one \
                     succeeds)",
                    failed()
                );
            }
            Err(_) => {}
            Ok(()) if self.failing.swap(false, Ordering::Relaxed) => {
                info!("yatzy serve: {recovered}");
            }
            Ok(()) => {}
        }
    }
}

pub struct Store {
    storage: Storage,
    /// The session's writer, in the background (inline where no thread could start).
    session: Mutex<Session>,
    /// What the writer reports, for the inline writer's reports too.
    notify: Arc<dyn Fn(SessionReport) + Send + Sync>,
}

impl Store {
    /// A store writing under `storage`, telling `recorded` how each recording went. A
    /// failing disk is logged when it starts failing and when it works again.
    pub fn new(storage: Storage, recorded: OnRecorded) -> Self {
        let (saves, records) = (Streak::default(), Streak::default());
        let notify: Arc<dyn Fn(SessionReport) + Send + Sync> =
            Arc::new(move |report| match report {
                SessionReport::TableWritten { number, result } => saves.note(
                    result,
                    || format!("table {number}'s file could not be written"),
                    "table files are saved again",
                ),
                SessionReport::TableRecorded { number, result } => {
                    let done = result.is_ok();
                    records.note(
                        result,
                        || format!("table {number} could not be recorded (asked again later)"),
                        "finished games are recorded again",
                    );
                    recorded(number, done);
                }
                _ => {}
            });
        let told = Arc::clone(&notify);
        let session = Session::background(storage.clone(), None, move |report| told(report))
            .unwrap_or_else(|_| Session::inline(storage.clone(), None));
        Store {
            storage,
            session: Mutex::new(session),
            notify,
        }
    }

    /// Hands `job` to the writer (and, for an inline writer, its reports on).
    fn submit(&self, job: impl FnOnce(&mut Session)) {
        let Ok(mut session) = self.session.lock() else {
            return;
        };
        job(&mut session);
        for report in session.take_reports() {
            (self.notify)(report);
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
    pub fn load(&self) -> Result<Resumed, StorageError> {
        let mut resumed = Resumed::default();
        let files = self.storage.read_server_tables()?;
        for file in files {
            match read_table(&file).and_then(|table| fits_with(table, &resumed.tables)) {
                Ok(table) => resumed.tables.push(table),
                Err(Unread::Newer(version)) => {
                    warn!(
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
                    warn!(
                        "yatzy serve: {} was not resumed ({}); {kept}",
                        file.path.display(),
                        yatzy_core::text::sanitize(&reason.to_string())
                    );
                }
            }
        }
        Ok(resumed)
    }

    /// Saves `table` (on the writer thread).
    pub fn save(&self, table: &NetTable) {
        match serde_json::to_vec(table) {
            Ok(bytes) => self.submit(|session| session.save_table(table.number, bytes)),
            Err(error) => error!(
                "yatzy serve: table {} could not be saved: {error}",
                table.number
            ),
        }
    }

    pub fn forget(&self, number: u32) {
        self.submit(|session| session.forget_table(number));
    }

    /// Keeps `table` aside as abandoned (`server/abandoned/`) and removes its file: it is
    /// neither resumed nor recorded.
    pub fn abandon(&self, table: &NetTable) {
        match serde_json::to_vec(table) {
            Ok(bytes) => self.submit(|session| session.abandon_table(table.number, bytes)),
            Err(error) => error!(
                "yatzy serve: table {} could not be kept as abandoned: {error}",
                table.number
            ),
        }
    }

    /// Waits until every write asked for so far is on disk.
    pub fn sync(&self) {
        self.submit(Session::sync);
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
        // From its beginning to now (its end, or a moment after), within what a game can take.
        let play_secs = table.began.map_or(0, |began| {
            let seconds = (chrono::Utc::now() - began).num_seconds().max(0);
            u64::try_from(seconds)
                .unwrap_or(0)
                .min(yatzy_core::history::MOST_PLAY_SECS)
        });
        let mut entries = finished_entries(game, solitaire_name, play_secs);
        for entry in &mut entries {
            entry.network = true;
        }
        self.submit(|session| session.record_table(table.number, game.id(), entries));
        true
    }
}
