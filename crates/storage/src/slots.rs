//! Save slots: each game in progress has its own file, `games/ID.json`, and its own lock,
//! `games/ID.lock`, held by the process playing it for the game's whole life. Several
//! terminals can therefore share one data directory: none overwrites, resumes or deletes a
//! game another is playing. The lock is the OS's, so a crash releases it.

use std::fs;
use std::path::{Path, PathBuf};

use super::atomic::{keep_aside, remove_if_exists, write_atomic};
use super::error::locking;
use super::lock::FileLock;
use super::{Damage, Read, Recovery, SavedGame, Storage, StorageError, at};
use yatzy_core::game::GameId;

/// The folder of the save slots, in the data directory.
pub(crate) const GAMES_DIR: &str = "games";

/// Where each rule set kept its one saved game before slots existed; moved into a slot at
/// the first start that finds one.
const LEGACY_FILES: [&str; 3] = [
    "savegame.json",
    "savegame-yacht.json",
    "savegame-yahtzee.json",
];

/// This process's claim on one game's slot. Dropping it releases the slot (the file stays).
#[derive(Debug)]
pub struct SlotLock {
    id: GameId,
    /// `None` when the storage keeps nothing.
    _lock: Option<FileLock>,
}

impl SlotLock {
    pub fn id(&self) -> GameId {
        self.id
    }
}

/// Whether this process could claim a saved game's slot.
#[derive(Debug)]
pub enum Claim {
    /// Ours now, for as long as the claim is kept.
    Held(SlotLock),
    /// Another process is playing it.
    Elsewhere,
    /// The lock cannot be taken at all (a read-only directory, say): the game can be played
    /// but not saved.
    Unlockable(StorageError),
}

/// A saved game found in the data directory.
#[derive(Debug)]
pub struct SavedSlot {
    pub saved: SavedGame,
    pub claim: Claim,
}

/// Everything start-up found in the save slots.
#[derive(Debug, Default)]
pub struct Survey {
    /// Readable saved games, newest first.
    pub slots: Vec<SavedSlot>,
    /// Files that could not be read, kept aside.
    pub recovered: Vec<Recovery>,
    /// Files that could not be looked at or kept aside, and newer yatzys' files left alone.
    pub problems: Vec<StorageError>,
}

fn json_path(dir: &Path, id: GameId) -> PathBuf {
    dir.join(GAMES_DIR).join(format!("{id}.json"))
}

fn lock_path(dir: &Path, id: GameId) -> PathBuf {
    dir.join(GAMES_DIR).join(format!("{id}.lock"))
}

/// The game a slot file belongs to, from its name `ID.json` (or `ID.lock`).
fn slot_id(name: &str, extension: &str) -> Option<GameId> {
    name.strip_suffix(extension)?.parse().ok()
}

fn parse_saved(bytes: &[u8]) -> Result<SavedGame, Damage> {
    Ok(SavedGame::parse(bytes)?)
}

impl Storage {
    /// Claims the slot of game `id` for this process; `Ok(None)` if another one holds it.
    pub fn claim(&self, id: GameId) -> Result<Option<SlotLock>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(Some(SlotLock { id, _lock: None }));
        };
        let games = dir.join(GAMES_DIR);
        fs::create_dir_all(&games).map_err(at(&games))?;
        let path = lock_path(dir, id);
        let lock = FileLock::try_take(&path).map_err(locking(&path))?;
        Ok(lock.map(|lock| SlotLock {
            id,
            _lock: Some(lock),
        }))
    }

    /// Writes the game into its slot. Needs no directory lock: nobody else writes this file.
    pub fn save_game(&self, slot: &SlotLock, saved: &SavedGame) -> Result<(), StorageError> {
        let Some(dir) = self.dir() else { return Ok(()) };
        let path = json_path(dir, slot.id);
        write_atomic(&path, saved.to_json().as_bytes()).map_err(at(&path))
    }

    /// Whether the slot holds a saved game.
    pub fn slot_is_saved(&self, slot: &SlotLock) -> bool {
        self.dir()
            .is_some_and(|dir| json_path(dir, slot.id).exists())
    }

    /// Empties the slot (the game was recorded, or discarded), then lets go of it.
    pub fn clear_slot(&self, slot: SlotLock) -> Result<(), StorageError> {
        let Some(dir) = self.dir() else { return Ok(()) };
        let json = json_path(dir, slot.id);
        remove_if_exists(&json).map_err(at(&json))?;
        // The lock file goes while still locked, so nobody mistakes it for a live game.
        let lock = lock_path(dir, slot.id);
        let _ = remove_if_exists(&lock);
        drop(slot);
        Ok(())
    }

    /// Every saved game in the data directory, newest first, each claimed for this process
    /// if nobody else is playing it. Files that cannot be read are kept aside (only those no
    /// other process is playing), and a saved game from before slots is moved into one.
    pub fn survey(&self) -> Survey {
        let mut survey = Survey::default();
        let Some(dir) = self.dir() else {
            return survey;
        };
        self.move_legacy_saves(dir, &mut survey);
        let games = dir.join(GAMES_DIR);
        let entries = match fs::read_dir(&games) {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return survey,
            Err(error) => {
                survey.problems.push(at(&games)(error));
                return survey;
            }
        };
        let mut ids: Vec<GameId> = entries
            .flatten()
            .filter_map(|entry| slot_id(&entry.file_name().to_string_lossy(), ".json"))
            .collect();
        ids.sort();
        for id in ids {
            self.survey_slot(dir, id, &mut survey);
        }
        survey
            .slots
            .sort_by_key(|slot| std::cmp::Reverse(slot.saved.saved_at));
        survey
    }

    fn survey_slot(&self, dir: &Path, id: GameId, survey: &mut Survey) {
        let claim = match self.claim(id) {
            Ok(Some(lock)) => Claim::Held(lock),
            Ok(None) => Claim::Elsewhere,
            Err(error) => Claim::Unlockable(error),
        };
        let path = json_path(dir, id);
        let parse = |bytes: &[u8]| {
            let saved = parse_saved(bytes)?;
            if saved.table.id() == id {
                Ok(saved)
            } else {
                Err(Damage::OtherGame {
                    found: saved.table.id(),
                    slot: id,
                })
            }
        };
        match Self::read_file(&path, &parse, SavedGame::VERSION) {
            // Gone since the listing: recorded or discarded by its player meanwhile.
            Ok(Read::Missing) => {}
            Ok(Read::Good(saved)) => survey.slots.push(SavedSlot { saved, claim }),
            Ok(Read::Newer(version)) => survey.problems.push(StorageError::Newer {
                path: path.clone(),
                version,
            }),
            Ok(Read::Bad(reason)) => match claim {
                // Only a slot nobody plays may be kept aside; a slot in play is its player's.
                Claim::Held(lock) => {
                    match keep_aside(&path) {
                        Ok(kept_at) => survey.recovered.push(Recovery {
                            file: path,
                            kept_at,
                            reason,
                        }),
                        Err(error) => survey.problems.push(at(&path)(error)),
                    }
                    let _ = self.clear_slot(lock);
                }
                Claim::Elsewhere => {}
                Claim::Unlockable(error) => survey.problems.push(error),
            },
            Err(error) => survey.problems.push(error),
        }
    }

    /// Moves each rule set's saved game from before slots into a slot of its own, under the
    /// directory lock. A file that cannot be read is kept aside, as ever.
    fn move_legacy_saves(&self, dir: &Path, survey: &mut Survey) {
        let present: Vec<&str> = LEGACY_FILES
            .into_iter()
            .filter(|name| dir.join(name).exists())
            .collect();
        if present.is_empty() {
            return;
        }
        let _lock = match self.lock(dir) {
            Ok(lock) => lock,
            Err(error) => return survey.problems.push(error),
        };
        for name in present {
            let path = dir.join(name);
            match Self::read_locked(&path, &legacy_parse, SavedGame::VERSION) {
                Ok(loaded) => {
                    survey.recovered.extend(loaded.recovered);
                    if let Some(saved) = loaded.value {
                        let target = json_path(dir, saved.table.id());
                        let moved = fs::create_dir_all(dir.join(GAMES_DIR))
                            .and_then(|()| write_atomic(&target, saved.to_json().as_bytes()))
                            .and_then(|()| remove_if_exists(&path));
                        if let Err(error) = moved {
                            survey.problems.push(at(&target)(error));
                        }
                    }
                }
                Err(error) => survey.problems.push(error),
            }
        }
    }
}

/// Whether `name` is one of the save files from before slots.
pub(super) fn is_legacy_file(name: &str) -> bool {
    LEGACY_FILES.contains(&name)
}

/// A saved game from before identities: its id is made from its bytes, so moving it again
/// after a crash half-way lands in the same slot rather than a second copy.
fn legacy_parse(bytes: &[u8]) -> Result<SavedGame, Damage> {
    let mut saved = parse_saved(bytes)?;
    #[derive(serde::Deserialize)]
    struct Probe {
        table: Option<ProbeTable>,
    }
    #[derive(serde::Deserialize)]
    struct ProbeTable {
        id: Option<serde::de::IgnoredAny>,
    }
    let has_id = serde_json::from_slice::<Probe>(bytes)
        .ok()
        .and_then(|probe| probe.table)
        .is_some_and(|table| table.id.is_some());
    if !has_id {
        saved.table.assign_id(id_from_bytes(bytes));
    }
    Ok(saved)
}

/// Two 64-bit FNV-1a hashes of the bytes (different offsets), as one identity.
fn id_from_bytes(bytes: &[u8]) -> GameId {
    let fnv = |basis: u64| {
        bytes.iter().fold(basis, |hash, &byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
    };
    let high = u128::from(fnv(0xcbf2_9ce4_8422_2325));
    let low = u128::from(fnv(0x8422_2325_cbf2_9ce4));
    let text = format!("{:032x}", (high << 64) | low);
    text.parse().unwrap_or_else(|_| GameId::random())
}

/// The slot side of [`Storage::sweep`]: crash-left temporaries of slots nobody holds, and
/// lock files whose game is gone. The caller holds the directory lock.
pub(super) fn sweep(dir: &Path) {
    let games = dir.join(GAMES_DIR);
    let unheld = |id: GameId| {
        FileLock::try_take(&lock_path(dir, id))
            .ok()
            .flatten()
            .is_some()
    };
    super::sweep_temporaries(&games, |of| slot_id(of, ".json").is_some_and(unheld));
    let Ok(entries) = fs::read_dir(&games) else {
        return;
    };
    for entry in entries.flatten() {
        let Some(id) = slot_id(&entry.file_name().to_string_lossy(), ".lock") else {
            continue;
        };
        let orphan = matches!(fs::symlink_metadata(json_path(dir, id)), Err(error) if error.kind() == std::io::ErrorKind::NotFound);
        if orphan && let Ok(Some(lock)) = FileLock::try_take(&entry.path()) {
            let _ = fs::remove_file(entry.path());
            drop(lock);
        }
    }
}
