//! What the session's writer does: each job (a save, a record, a setting, a practice
//! answer, a server table's file, a read off the key path) and what it reports.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use yatzy_core::game::GameId;
use yatzy_core::practice::PracticeLog;
use yatzy_core::rules::RuleSet;
use yatzy_storage::{
    HighScores, Loaded, Recording, Recovery, SavedGame, ScoreEntry, Settings, SlotLock, Storage,
    StorageError,
};

/// What became of the writes.
#[derive(Debug)]
pub enum SessionReport {
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
    /// A file read off the key path, as asked.
    Read(Reading),
    /// A server table's file was written (or removed), or could not be (the error names
    /// the file).
    TableWritten {
        number: u32,
        result: Result<(), StorageError>,
    },
    /// A finished server table's game was recorded (perhaps already was), or could not be.
    TableRecorded {
        number: u32,
        result: Result<(), StorageError>,
    },
}

/// What a read found.
#[derive(Debug)]
pub enum Reading {
    /// Every recorded game.
    Scores(Result<Loaded<HighScores>, StorageError>),
    /// The practice log.
    Practice(Result<Loaded<PracticeLog>, StorageError>),
}

/// What to read off the key path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Read {
    Scores,
    Practice,
}

pub(super) type Change = Box<dyn FnOnce(&mut Settings) + Send>;
pub(super) type PracticeChange = Box<dyn FnOnce(&mut PracticeLog) + Send>;

pub(super) enum Job {
    Save(SavedGame),
    Record {
        id: GameId,
        entries: Vec<ScoreEntry>,
        remember: Option<(RuleSet, String)>,
    },
    Settings(Change),
    Practice(PracticeChange),
    /// Lets go of a slot that was never written (a fresh game left untouched).
    Release(GameId),
    /// Lets go of the claim on a game's slot and keeps what it holds (a game left for a new
    /// one: resumable elsewhere at once, and at the next start).
    LetGo(GameId),
    /// Takes over the claim on a saved game's slot (a game chosen to resume).
    Adopt(SlotLock),
    /// A file to read and report, so no key waits for the disk.
    Read(Read),
    /// A server table's file, written whole (or replaced by a later write of it).
    SaveTable(u32, Vec<u8>),
    /// A server table's file, removed (its game recorded, or left before it began).
    ForgetTable(u32),
    /// A server table closed as abandoned: its last state kept aside, its file removed.
    AbandonTable(u32, Vec<u8>),
    /// A finished server table's game, recorded under its identity, each person under
    /// their name.
    RecordTable {
        number: u32,
        id: GameId,
        entries: Vec<ScoreEntry>,
    },
    /// Answered once every job before it is done.
    Barrier(Sender<()>),
}

impl Job {
    /// The file a later job of the same kind makes this one's write pointless for: a game's
    /// save, a table's file.
    pub(super) fn superseded_by(&self, later: &Job) -> bool {
        match (self, later) {
            (Job::Save(saved), Job::Save(newer)) => saved.table.id() == newer.table.id(),
            (
                Job::SaveTable(number, _),
                Job::SaveTable(newer, _) | Job::ForgetTable(newer) | Job::AbandonTable(newer, _),
            ) => number == newer,
            _ => false,
        }
    }

    /// Whether this job must happen after a save of game `id` it follows (a record clears
    /// the game's slot: the save before it must be there to clear).
    pub(super) fn needs_saves_of(&self) -> Option<GameId> {
        match self {
            Job::Record { id, .. } => Some(*id),
            _ => None,
        }
    }
}

pub(super) type Notify = Arc<dyn Fn(SessionReport) + Send + Sync>;

/// Carries out jobs, holding the slots of the games this process plays.
pub(super) struct Writer {
    storage: Storage,
    slots: HashMap<GameId, SlotLock>,
    notify: Notify,
    waited: Arc<AtomicBool>,
}

impl Writer {
    pub(super) fn new(storage: Storage, slot: Option<SlotLock>, notify: Notify) -> Self {
        let waited = Arc::new(AtomicBool::new(false));
        let mut patience = storage.patience().clone();
        let (flag, tell) = (Arc::clone(&waited), Arc::clone(&notify));
        patience.on_wait = Some(Arc::new(move || {
            flag.store(true, Ordering::SeqCst);
            tell(SessionReport::Waiting(true));
        }));
        Writer {
            storage: storage.with_patience(patience),
            slots: slot.into_iter().map(|s| (s.id(), s)).collect(),
            notify,
            waited,
        }
    }

    pub(super) fn run(&mut self, job: Job) {
        match job {
            Job::Save(saved) => self.save(&saved),
            Job::Record {
                id,
                entries,
                remember,
            } => self.record(id, entries, remember),
            Job::Settings(change) => {
                let outcome = self.storage.update_settings(change);
                (self.notify)(SessionReport::Settings(outcome));
            }
            Job::Practice(change) => match self.storage.update_practice(change) {
                Ok(loaded) => {
                    if let Some(recovery) = loaded.recovered {
                        (self.notify)(SessionReport::Practice(Ok(recovery)));
                    }
                }
                Err(error) => (self.notify)(SessionReport::Practice(Err(error))),
            },
            // Dropping the claim releases the lock; the saved game stays in its file.
            Job::LetGo(id) => drop(self.slots.remove(&id)),
            Job::Adopt(slot) => {
                self.slots.insert(slot.id(), slot);
            }
            Job::Release(id) => {
                if let Some(slot) = self.slots.remove(&id) {
                    let _ = self.storage.clear_slot(slot);
                }
            }
            Job::Read(Read::Scores) => {
                (self.notify)(SessionReport::Read(Reading::Scores(
                    self.storage.load_scores(),
                )));
            }
            Job::Read(Read::Practice) => {
                (self.notify)(SessionReport::Read(Reading::Practice(
                    self.storage.load_practice(),
                )));
            }
            Job::SaveTable(number, bytes) => {
                let result = self.storage.save_server_table(number, &bytes);
                (self.notify)(SessionReport::TableWritten { number, result });
            }
            Job::ForgetTable(number) => {
                let result = self.storage.forget_server_table(number);
                (self.notify)(SessionReport::TableWritten { number, result });
            }
            Job::AbandonTable(number, bytes) => {
                let result = self.storage.abandon_server_table(number, &bytes);
                (self.notify)(SessionReport::TableWritten { number, result });
            }
            Job::RecordTable {
                number,
                id,
                entries,
            } => {
                let result = self.storage.record_game(id, entries).map(drop);
                (self.notify)(SessionReport::TableRecorded { number, result });
            }
            Job::Barrier(done) => {
                let _ = done.send(());
            }
        }
        if self.waited.swap(false, Ordering::SeqCst) {
            (self.notify)(SessionReport::Waiting(false));
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
                Err(error) => return (self.notify)(SessionReport::SaveFailed(error)),
            }
        }
        if let Some(slot) = self.slots.get(&id)
            && let Err(error) = self.storage.save_game(slot, saved)
        {
            (self.notify)(SessionReport::SaveFailed(error));
        }
    }

    fn record(
        &mut self,
        id: GameId,
        entries: Vec<ScoreEntry>,
        remember: Option<(RuleSet, String)>,
    ) {
        let recorded = match self.storage.record_game(id, entries) {
            Ok(recorded) => recorded,
            Err(error) => return (self.notify)(SessionReport::RecordFailed { id, error }),
        };
        if let Some((rules, name)) = remember {
            // Said only when it needs saying: the player changed no setting here.
            let remembered = self
                .storage
                .update_settings(move |settings| settings.remember_name(rules, &name));
            if !matches!(remembered, Ok(None)) {
                (self.notify)(SessionReport::Settings(remembered));
            }
        }
        // Recorded first, cleared second: a crash between the two leaves a finished save
        // whose id the high scores already hold, and the next start only clears it.
        if let Some(slot) = self.slots.remove(&id)
            && let Err(error) = self.storage.clear_slot(slot)
        {
            (self.notify)(SessionReport::SaveFailed(error));
        }
        (self.notify)(SessionReport::Recorded {
            id,
            recording: recorded.value,
            recovered: recorded.recovered,
        });
    }

    /// At the end: slots never written are let go of, their lock files removed.
    pub(super) fn close(&mut self) {
        for (_, slot) in self.slots.drain() {
            if !self.storage.slot_is_saved(&slot) {
                let _ = self.storage.clear_slot(slot);
            }
        }
    }
}
