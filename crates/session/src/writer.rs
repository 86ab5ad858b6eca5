//! Every write of a running game goes through a [`Session`]: saving the position on every
//! change, recording a finished game, remembering a name. In the game the writes run on a
//! thread of their own, so a frame never waits for an fsync or for another process's lock;
//! tests run them inline. Either way, what happened comes back as [`SessionReport`]s.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

use super::entries::{finished_entries, saved};
use super::jobs::{Job, Notify, Writer};
pub use super::jobs::{Reading, SessionReport};
use yatzy_core::game::GameId;
use yatzy_core::practice::PracticeLog;
use yatzy_storage::{BoardState, ScoreEntry, Settings, SlotLock, Storage};

use yatzy_core::table::Table;

enum Mode {
    /// Jobs run at once on the caller's thread; reports wait in the queue.
    Inline {
        writer: Box<Writer>,
        reports: Arc<Mutex<VecDeque<SessionReport>>>,
    },
    /// Jobs run on the writer thread; reports go to the notify function.
    Background {
        jobs: Option<Sender<Job>>,
        thread: Option<JoinHandle<()>>,
        give_up: Arc<AtomicBool>,
    },
}

/// The front end's handle on the data directory for the games it plays.
pub struct Session {
    storage: Storage,
    mode: Mode,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("storage", &self.storage)
            .finish_non_exhaustive()
    }
}

impl Session {
    /// Writes at once, on the caller's thread (tests, and play without a data directory).
    pub fn inline(storage: Storage, slot: Option<SlotLock>) -> Self {
        let reports: Arc<Mutex<VecDeque<SessionReport>>> = Arc::default();
        let queue = Arc::clone(&reports);
        let notify: Notify = Arc::new(move |report| {
            if let Ok(mut queue) = queue.lock() {
                queue.push_back(report);
            }
        });
        Session {
            storage: storage.clone(),
            mode: Mode::Inline {
                writer: Box::new(Writer::new(storage, slot, notify)),
                reports,
            },
        }
    }

    /// Writes on a thread of its own; `notify` hears every report (from that thread).
    pub fn background(
        storage: Storage,
        slot: Option<SlotLock>,
        notify: impl Fn(SessionReport) + Send + Sync + 'static,
    ) -> std::io::Result<Self> {
        let give_up = Arc::clone(&storage.patience().give_up);
        let mut writer = Writer::new(storage.clone(), slot, Arc::new(notify));
        let (jobs, queue) = mpsc::channel();
        let thread = thread::Builder::new()
            .name("writer".into())
            .spawn(move || work(&mut writer, &queue))?;
        Ok(Session {
            storage,
            mode: Mode::Background {
                jobs: Some(jobs),
                thread: Some(thread),
                give_up,
            },
        })
    }

    /// The data directory, for reading (readers never wait for a writer).
    pub fn storage(&self) -> &Storage {
        &self.storage
    }

    fn submit(&mut self, job: Job) {
        match &mut self.mode {
            Mode::Inline { writer, .. } => writer.run(job),
            Mode::Background { jobs, .. } => {
                if let Some(jobs) = jobs {
                    // The writer only stops when the session closes.
                    let _ = jobs.send(job);
                }
            }
        }
    }

    /// Saves the table's exact position in its slot, with the board as the player left it.
    pub fn save(&mut self, table: &Table, play_secs: u64, board: Option<BoardState>) {
        let mut saved = saved(table, play_secs);
        saved.board = board;
        self.submit(Job::Save(saved));
    }

    /// Records a finished table (the solitaire player under `name`), remembers the name for
    /// next time if asked, then clears the table's slot. Recording it again changes nothing.
    pub fn record(&mut self, table: &Table, name: &str, play_secs: u64, remember: bool) {
        let entries = finished_entries(table, name, play_secs);
        let remember = remember.then(|| (table.rules(), name.to_string()));
        self.submit(Job::Record {
            id: table.id(),
            entries,
            remember,
        });
    }

    /// Changes the settings (in the background in the game).
    pub fn update_settings(&mut self, change: impl FnOnce(&mut Settings) + Send + 'static) {
        self.submit(Job::Settings(Box::new(change)));
    }

    /// Changes the practice log (one answer at a time, each kept at once).
    pub fn update_practice(&mut self, change: impl FnOnce(&mut PracticeLog) + Send + 'static) {
        self.submit(Job::Practice(Box::new(change)));
    }

    /// Reads every recorded game, off the key path: the report ([`Reading::Scores`]) comes
    /// back like any other.
    pub fn read_scores(&mut self) {
        self.submit(Job::Read(super::jobs::Read::Scores));
    }

    /// Reads the practice log, off the key path ([`Reading::Practice`]).
    pub fn read_practice(&mut self) {
        self.submit(Job::Read(super::jobs::Read::Practice));
    }

    /// Writes server table `number`'s file whole (a later write of it queued makes this one
    /// pointless, and it is skipped).
    pub fn save_table(&mut self, number: u32, bytes: Vec<u8>) {
        self.submit(Job::SaveTable(number, bytes));
    }

    /// Removes server table `number`'s file.
    pub fn forget_table(&mut self, number: u32) {
        self.submit(Job::ForgetTable(number));
    }

    /// Keeps server table `number`'s last state (`bytes`) aside as abandoned, and removes
    /// its file.
    pub fn abandon_table(&mut self, number: u32, bytes: Vec<u8>) {
        self.submit(Job::AbandonTable(number, bytes));
    }

    /// Records a finished server table's game once (its identity guards it).
    pub fn record_table(&mut self, number: u32, id: GameId, entries: Vec<ScoreEntry>) {
        self.submit(Job::RecordTable {
            number,
            id,
            entries,
        });
    }

    /// Waits until every job asked for so far is done.
    pub fn sync(&mut self) {
        let (done, finished) = mpsc::channel();
        self.submit(Job::Barrier(done));
        let _ = finished.recv();
    }

    /// Lets go of the slot of a game that was never written.
    pub fn release(&mut self, id: GameId) {
        self.submit(Job::Release(id));
    }

    /// Lets go of a game's slot, keeping the game saved in it (left for a new game): it is
    /// offered at the next start, as when quitting.
    pub fn let_go(&mut self, id: GameId) {
        self.submit(Job::LetGo(id));
    }

    /// Adopts the claim on a saved game's slot (a game chosen to resume).
    pub fn adopt(&mut self, slot: SlotLock) {
        self.submit(Job::Adopt(slot));
    }

    /// The reports of inline writes so far (none in the background mode: those go to the
    /// notify function).
    pub fn take_reports(&mut self) -> Vec<SessionReport> {
        match &self.mode {
            Mode::Inline { reports, .. } => reports
                .lock()
                .map(|mut queue| queue.drain(..).collect())
                .unwrap_or_default(),
            Mode::Background { .. } => Vec::new(),
        }
    }

    /// Finishes every write still queued, then stops. Writes waiting for another process's
    /// lock give up at once: the game itself is in its slot, which needs no lock, and a
    /// record that did not happen stays owed for the next start.
    pub fn close(&mut self) {
        match &mut self.mode {
            Mode::Inline { writer, .. } => writer.close(),
            Mode::Background {
                jobs,
                thread,
                give_up,
            } => {
                give_up.store(true, Ordering::SeqCst);
                drop(jobs.take());
                if let Some(thread) = thread.take() {
                    let _ = thread.join();
                }
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Mode::Background { thread, .. } = &self.mode
            && thread.is_some()
        {
            self.close();
        }
    }
}

/// The writer thread: jobs in order, except that a write is skipped when a later write of
/// the same file is already queued (only the newest position, the newest table, matters).
fn work(writer: &mut Writer, queue: &Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        batch.extend(queue.try_iter());
        let keep: Vec<bool> = (0..batch.len())
            .map(|index| !pointless(&batch[index], &batch[index + 1..]))
            .collect();
        for (job, keep) in batch.into_iter().zip(keep) {
            if keep {
                writer.run(job);
            }
        }
    }
    writer.close();
}

/// Whether a later job makes `job` pointless: a newer write of the same file, with no record
/// of its game in between (a record clears the game's slot: the save before it must be
/// there).
fn pointless(job: &Job, later: &[Job]) -> bool {
    for next in later {
        if let Job::Save(saved) = job
            && next.needs_saves_of() == Some(saved.table.id())
        {
            return false;
        }
        if job.superseded_by(next) {
            return true;
        }
    }
    false
}
