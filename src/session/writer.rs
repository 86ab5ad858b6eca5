//! Every write of a running game goes through a [`Session`]: saving the position on every
//! change, recording a finished game, remembering a name. In the game the writes run on a
//! thread of their own, so a frame never waits for an fsync or for another process's lock;
//! tests run them inline. Either way, what happened comes back as [`Report`]s.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

use super::entries::{finished_entries, saved};
use crate::game::GameId;
use crate::practice::PracticeLog;
use crate::rules::RuleSet;
use crate::storage::{Recording, Recovery, SavedGame, Settings, SlotLock, Storage, StorageError};
use crate::table::Table;

/// What became of the writes.
#[derive(Debug)]
pub enum Report {
    /// Another yatzy holds the data directory's lock: a write waits for it (`true`), or the
    /// wait is over (`false`).
    Waiting(bool),
    /// The position could not be saved; play goes on.
    SaveFailed(StorageError),
    /// Game `id` is in the high scores (perhaps already was); its slot is cleared.
    Recorded {
        id: GameId,
        recording: Recording,
        recovered: Option<Recovery>,
    },
    /// Game `id` could not be recorded: it stays saved and owed.
    RecordFailed { id: GameId, error: StorageError },
    /// The settings were written (an unreadable file kept aside first, if there was one), or
    /// could not be.
    Settings(Result<Option<Recovery>, StorageError>),
    /// The practice log could not be written (or was unreadable and kept aside).
    Practice(Result<Recovery, StorageError>),
}

type Change = Box<dyn FnOnce(&mut Settings) + Send>;
type PracticeChange = Box<dyn FnOnce(&mut PracticeLog) + Send>;

enum Job {
    Save(SavedGame),
    Record {
        id: GameId,
        entries: Vec<crate::storage::ScoreEntry>,
        remember: Option<(RuleSet, String)>,
    },
    Settings(Change),
    Practice(PracticeChange),
    /// Lets go of a slot that was never written (a fresh game left untouched).
    Release(GameId),
    /// Takes over the claim on a saved game's slot (a game chosen to resume).
    Adopt(SlotLock),
}

type Notify = Arc<dyn Fn(Report) + Send + Sync>;

/// Carries out jobs, holding the slots of the games this process plays.
struct Writer {
    storage: Storage,
    slots: HashMap<GameId, SlotLock>,
    notify: Notify,
    waited: Arc<AtomicBool>,
}

impl Writer {
    fn new(storage: Storage, slot: Option<SlotLock>, notify: Notify) -> Self {
        let waited = Arc::new(AtomicBool::new(false));
        let mut patience = storage.patience().clone();
        let (flag, tell) = (Arc::clone(&waited), Arc::clone(&notify));
        patience.on_wait = Some(Arc::new(move || {
            flag.store(true, Ordering::SeqCst);
            tell(Report::Waiting(true));
        }));
        Writer {
            storage: storage.with_patience(patience),
            slots: slot.into_iter().map(|s| (s.id(), s)).collect(),
            notify,
            waited,
        }
    }

    fn run(&mut self, job: Job) {
        match job {
            Job::Save(saved) => self.save(&saved),
            Job::Record {
                id,
                entries,
                remember,
            } => self.record(id, entries, remember),
            Job::Settings(change) => {
                let outcome = self.storage.update_settings(change);
                (self.notify)(Report::Settings(outcome));
            }
            Job::Practice(change) => match self.storage.update_practice(change) {
                Ok(loaded) => {
                    if let Some(recovery) = loaded.recovered {
                        (self.notify)(Report::Practice(Ok(recovery)));
                    }
                }
                Err(error) => (self.notify)(Report::Practice(Err(error))),
            },
            Job::Adopt(slot) => {
                self.slots.insert(slot.id(), slot);
            }
            Job::Release(id) => {
                if let Some(slot) = self.slots.remove(&id) {
                    let _ = self.storage.clear_slot(slot);
                }
            }
        }
        if self.waited.swap(false, Ordering::SeqCst) {
            (self.notify)(Report::Waiting(false));
        }
    }

    fn save(&mut self, saved: &SavedGame) {
        let id = saved.table.id();
        if !self.slots.contains_key(&id) {
            // A new game: its slot is claimed with its first save. An id is new to everyone,
            // so only a failure to create the lock file can stop this.
            match self.storage.claim(id) {
                Ok(Some(slot)) => {
                    self.slots.insert(id, slot);
                }
                Ok(None) => return,
                Err(error) => return (self.notify)(Report::SaveFailed(error)),
            }
        }
        if let Some(slot) = self.slots.get(&id)
            && let Err(error) = self.storage.save_game(slot, saved)
        {
            (self.notify)(Report::SaveFailed(error));
        }
    }

    fn record(
        &mut self,
        id: GameId,
        entries: Vec<crate::storage::ScoreEntry>,
        remember: Option<(RuleSet, String)>,
    ) {
        let recorded = match self.storage.record_game(id, entries) {
            Ok(recorded) => recorded,
            Err(error) => return (self.notify)(Report::RecordFailed { id, error }),
        };
        if let Some((rules, name)) = remember {
            // Said only when it needs saying: the player changed no setting here.
            let remembered = self
                .storage
                .update_settings(move |settings| settings.remember_name(rules, &name));
            if !matches!(remembered, Ok(None)) {
                (self.notify)(Report::Settings(remembered));
            }
        }
        // Recorded first, cleared second: a crash between the two leaves a finished save
        // whose id the high scores already hold, and the next start only clears it.
        if let Some(slot) = self.slots.remove(&id)
            && let Err(error) = self.storage.clear_slot(slot)
        {
            (self.notify)(Report::SaveFailed(error));
        }
        (self.notify)(Report::Recorded {
            id,
            recording: recorded.value,
            recovered: recorded.recovered,
        });
    }

    /// At the end: slots never written are let go of, their lock files removed.
    fn close(&mut self) {
        for (_, slot) in self.slots.drain() {
            if !self.storage.slot_is_saved(&slot) {
                let _ = self.storage.clear_slot(slot);
            }
        }
    }
}

enum Mode {
    /// Jobs run at once on the caller's thread; reports wait in the queue.
    Inline {
        writer: Box<Writer>,
        reports: Arc<Mutex<VecDeque<Report>>>,
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
        let reports: Arc<Mutex<VecDeque<Report>>> = Arc::default();
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
        notify: impl Fn(Report) + Send + Sync + 'static,
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

    /// Saves the table's exact position in its slot.
    pub fn save(&mut self, table: &Table, play_secs: u64) {
        self.submit(Job::Save(saved(table, play_secs)));
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

    /// Lets go of the slot of a game that was never written.
    pub fn release(&mut self, id: GameId) {
        self.submit(Job::Release(id));
    }

    /// Adopts the claim on a saved game's slot (a game chosen to resume).
    pub fn adopt(&mut self, slot: SlotLock) {
        self.submit(Job::Adopt(slot));
    }

    /// The reports of inline writes so far (none in the background mode: those go to the
    /// notify function).
    pub fn take_reports(&mut self) -> Vec<Report> {
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

/// The writer thread: jobs in order, except that a save is skipped when a later save of the
/// same game is already queued (only the newest position matters).
fn work(writer: &mut Writer, queue: &Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        batch.extend(queue.try_iter());
        let mut later_saves: Vec<GameId> = Vec::new();
        let mut keep = vec![true; batch.len()];
        for (index, job) in batch.iter().enumerate().rev() {
            if let Job::Save(saved) = job {
                let id = saved.table.id();
                if later_saves.contains(&id) {
                    keep[index] = false;
                } else {
                    later_saves.push(id);
                }
            } else if let Job::Record { id, .. } = job {
                // A save before a record must happen: the record clears the slot after it.
                later_saves.retain(|saved| saved != id);
            }
        }
        for (job, keep) in batch.into_iter().zip(keep) {
            if keep {
                writer.run(job);
            }
        }
    }
    writer.close();
}
