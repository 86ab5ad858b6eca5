//! The player's data directory: high scores, the game in progress, and settings.
//!
//! Data is sacred here: every write is atomic and made under an exclusive lock, a file that
//! cannot be read is kept aside under a new name and never overwritten, and every failure
//! comes back as a [`StorageError`] naming the path, so the game can go on without saving.

#![warn(unreachable_pub)]

mod abandoned;
mod atomic;
mod cache;
mod error;
mod lock;
mod practice;
mod savegame;
mod server;
mod settings;
mod slots;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub use atomic::{FileKind, Found, Unusable, fault, read_bounded, size_in_units};
pub use cache::{CacheFile, CacheWriter};
pub use error::{Damage, NoDataDirectory, PeekError, Recovery, StorageError};
pub use lock::Patience;
pub use practice::PRACTICE_FILE;
pub use savegame::{BoardState, SaveError, SavedGame};
pub use server::{HostKeyError, ServerLock, TableFile, TableFileError};
pub use settings::Settings;
pub use slots::{Claim, SavedSlot, SlotLock, Survey};
pub use yatzy_core::history::{FormatError, HighScores, ScoreEntry};

use atomic::{keep_aside, write_atomic};
use error::{at, locking};
use lock::FileLock;
use lock::{DEFAULT_PATIENCE, LOCK_FILE};

use yatzy_core::game::GameId;

pub(crate) const HIGHSCORES_FILE: &str = "highscores.json";
pub(crate) const SETTINGS_FILE: &str = "settings.json";
/// Overrides the data directory (after `--data-dir`).
pub const DATA_DIR_VARIABLE: &str = "YATZY_DATA_DIR";
/// How long a writer waits for the lock, in milliseconds (for tests; the default is 10 s).
pub(crate) const LOCK_WAIT_VARIABLE: &str = "YATZY_LOCK_WAIT_MS";
pub use yatzy_core::text::{MAX_NAME_CHARS, valid_name};

/// The most bytes a file of the data directory may hold: the largest plausible one with a
/// wide margin. A larger file is no file of ours (a link to `/dev/zero`, say): it is kept
/// aside like a damaged one rather than read to the end.
pub(crate) fn max_bytes(name: &str) -> u64 {
    const MIB: u64 = 1 << 20;
    match name {
        // About 400 bytes a game: 250 MiB is over half a million games.
        HIGHSCORES_FILE => 256 * MIB,
        PRACTICE_FILE => 64 * MIB,
        // The strategy tables (16 MiB today) and distributions.
        name if name.ends_with(".bin") => 256 * MIB,
        // Settings, saved games, server tables, the host key: kilobytes.
        _ => 4 * MIB,
    }
}

/// A value read from disk, and the recovery that reading needed, if any.
#[derive(Debug)]
pub struct Loaded<T> {
    pub value: T,
    pub recovered: Option<Recovery>,
}

/// What reading one file found.
enum Read<T> {
    Missing,
    Good(T),
    Bad(Damage),
    Newer(u32),
}

/// The `"version"` a file says it has, if it says one.
fn version_of(bytes: &[u8]) -> Option<u32> {
    #[derive(serde::Deserialize)]
    struct Versioned {
        version: u32,
    }
    serde_json::from_slice::<Versioned>(bytes)
        .ok()
        .map(|v| v.version)
}

/// A high-score entry, once recorded: where it ranks, and whether this call wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recording {
    /// The place the first player's score holds in its rule set's table (1 = best);
    /// `None` for a table of bots only.
    pub rank: Option<usize>,
    /// The game was already recorded: nothing was written.
    pub already: bool,
}

/// Where the player's data lives, or nothing at all (tests, and play without saving).
#[derive(Clone, Debug)]
pub struct Storage {
    dir: Option<PathBuf>,
    /// Where derived data (the strategy tables, the score distributions) is cached: apart
    /// from the player's data, which backups and sync tools should see without them.
    cache: Option<PathBuf>,
    patience: Patience,
}

impl PartialEq for Storage {
    fn eq(&self, other: &Self) -> bool {
        self.dir == other.dir
    }
}

impl Storage {
    /// Data in `dir`, created on first use, and caches in `dir/cache` until
    /// [`Storage::with_cache_dir`] says otherwise (as [`Storage::resolve`] does).
    pub fn at(dir: impl Into<PathBuf>) -> Self {
        let dir = dir.into();
        Storage {
            cache: Some(dir.join("cache")),
            dir: Some(dir),
            patience: Patience::default(),
        }
    }

    /// Keeps nothing: reads find nothing and writes are dropped.
    pub fn disabled() -> Self {
        Storage {
            dir: None,
            cache: None,
            patience: Patience::default(),
        }
    }

    /// The same directory, waiting for the lock as `patience` says.
    pub fn with_patience(mut self, patience: Patience) -> Self {
        self.patience = patience;
        self
    }

    pub fn patience(&self) -> &Patience {
        &self.patience
    }

    /// `--data-dir`, else `$YATZY_DATA_DIR`, else the platform's data directory + `yatzy`;
    /// the cache in `$YATZY_CACHE_DIR`, else the platform's cache directory + `yatzy` (see
    /// [`Storage::with_cache_dir`] for `--cache-dir`).
    pub fn resolve(explicit: Option<PathBuf>) -> Result<Storage, NoDataDirectory> {
        let storage = if let Some(dir) = explicit {
            Storage::at(dir)
        } else {
            match std::env::var_os(DATA_DIR_VARIABLE) {
                Some(dir) if !dir.is_empty() => Storage::at(dir),
                _ => dirs::data_dir()
                    .map(|d| Storage::at(d.join("yatzy")))
                    .ok_or(NoDataDirectory)?,
            }
        };
        let limit = std::env::var(LOCK_WAIT_VARIABLE)
            .ok()
            .and_then(|ms| ms.parse().ok())
            .map_or(DEFAULT_PATIENCE, Duration::from_millis);
        Ok(storage
            .with_patience(Patience::new(limit))
            .with_cache_dir(cache::default_dir()))
    }

    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// The directory, created if needed, and its lock, waited for as patience allows.
    fn lock(&self, dir: &Path) -> Result<FileLock, StorageError> {
        fs::create_dir_all(dir).map_err(at(dir))?;
        let path = dir.join(LOCK_FILE);
        FileLock::take(&path, &self.patience).map_err(locking(&path))
    }

    fn read_file<T>(
        path: &Path,
        parse: &impl Fn(&[u8]) -> Result<T, Damage>,
        current: u32,
    ) -> Result<Read<T>, StorageError> {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let bytes = match read_bounded(path, max_bytes(&name)).map_err(at(path))? {
            Found::Missing => return Ok(Read::Missing),
            Found::Unusable(reason) => return Ok(Read::Bad(reason.into())),
            Found::Bytes(bytes) => bytes,
        };
        if let Some(version) = version_of(&bytes).filter(|&v| v > current) {
            return Ok(Read::Newer(version));
        }
        Ok(match parse(&bytes) {
            Ok(value) => Read::Good(value),
            Err(reason) => Read::Bad(reason),
        })
    }

    /// What a read found, as the loaders return it: an unreadable file is kept aside (the
    /// caller holds the lock), a newer yatzy's file is an error and left alone.
    fn settle<T>(found: Read<T>, path: &Path) -> Result<Loaded<Option<T>>, StorageError> {
        let (value, recovered) = match found {
            Read::Missing => (None, None),
            Read::Good(value) => (Some(value), None),
            Read::Newer(version) => {
                return Err(StorageError::Newer {
                    path: path.to_path_buf(),
                    version,
                });
            }
            Read::Bad(reason) => {
                let kept_at = keep_aside(path).map_err(at(path))?;
                let recovery = Recovery {
                    file: path.to_path_buf(),
                    kept_at,
                    reason,
                };
                (None, Some(recovery))
            }
        };
        Ok(Loaded { value, recovered })
    }

    /// Reads and parses `path` with the lock already held: an unreadable file is kept aside.
    fn read_locked<T>(
        path: &Path,
        parse: &impl Fn(&[u8]) -> Result<T, Damage>,
        current: u32,
    ) -> Result<Loaded<Option<T>>, StorageError> {
        Self::settle(Self::read_file(path, parse, current)?, path)
    }

    /// Reads `name` without waiting for any writer (files are only ever replaced whole).
    /// Only a file that cannot be read needs the lock, to keep it aside: a writer may have
    /// replaced it in the meantime, so it is read again under the lock first.
    fn read<T>(
        &self,
        dir: &Path,
        name: &str,
        parse: impl Fn(&[u8]) -> Result<T, Damage>,
        current: u32,
    ) -> Result<Loaded<Option<T>>, StorageError> {
        let path = dir.join(name);
        let found = Self::read_file(&path, &parse, current)?;
        if let Read::Bad(_) = found {
            let _lock = self.lock(dir)?;
            return Self::read_locked(&path, &parse, current);
        }
        Self::settle(found, &path)
    }

    fn parse_scores(bytes: &[u8]) -> Result<HighScores, Damage> {
        Ok(HighScores::parse(bytes)?)
    }

    fn parse_settings(bytes: &[u8]) -> Result<Settings, Damage> {
        serde_json::from_slice::<Settings>(bytes).map_err(Damage::Settings)
    }

    /// Every recorded game. Never waits for a writer.
    pub fn load_scores(&self) -> Result<Loaded<HighScores>, StorageError> {
        let version = yatzy_core::history::VERSION;
        self.load(
            HIGHSCORES_FILE,
            Self::parse_scores,
            version,
            HighScores::new,
        )
    }

    /// The file `name` of the data directory, read without waiting for a writer: `no_dir()`
    /// without a directory, the default where the file is missing or unreadable (the latter
    /// kept aside, and said in `recovered`). For the high scores the two differ only in a
    /// format version that every write replaces with the current one.
    pub(crate) fn load<T: Default>(
        &self,
        name: &str,
        parse: impl Fn(&[u8]) -> Result<T, Damage>,
        version: u32,
        no_dir: fn() -> T,
    ) -> Result<Loaded<T>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(Loaded {
                value: no_dir(),
                recovered: None,
            });
        };
        let loaded = self.read(dir, name, parse, version)?;
        Ok(Loaded {
            value: loaded.value.unwrap_or_default(),
            recovered: loaded.recovered,
        })
    }

    /// Adds one finished game's entry (with no game identity: tests and imports).
    pub fn record(&self, entry: ScoreEntry) -> Result<Loaded<usize>, StorageError> {
        let loaded = self.record_entries(None, vec![entry])?;
        Ok(Loaded {
            value: loaded.value.rank.unwrap_or(1),
            recovered: loaded.recovered,
        })
    }

    /// Records every seat of finished game `id` in one write, unless the game is recorded
    /// already: then nothing is written. A crash at any instant leaves it recorded once.
    pub fn record_game(
        &self,
        id: GameId,
        entries: Vec<ScoreEntry>,
    ) -> Result<Loaded<Recording>, StorageError> {
        self.record_entries(Some(id), entries)
    }

    fn record_entries(
        &self,
        id: Option<GameId>,
        mut entries: Vec<ScoreEntry>,
    ) -> Result<Loaded<Recording>, StorageError> {
        let first_human = entries.iter().find(|e| e.bot.is_none()).cloned();
        let Some(dir) = self.dir() else {
            return Ok(Loaded {
                value: Recording {
                    rank: first_human.map(|_| 1),
                    already: false,
                },
                recovered: None,
            });
        };
        let _lock = self.lock(dir)?;
        let path = dir.join(HIGHSCORES_FILE);
        let loaded = Self::read_locked(&path, &Self::parse_scores, yatzy_core::history::VERSION)?;
        let mut scores = loaded.value.unwrap_or_else(HighScores::new);
        let already = id.is_some_and(|id| scores.holds_game(id));
        // The rank among the other games, so asking again gives the same answer.
        let rank = first_human.map(|entry| scores.rank_of(entry.rules, entry.score, id));
        if !already {
            for entry in &mut entries {
                entry.game = id;
            }
            scores.entries.extend(entries);
            write_atomic(&path, scores.to_json().as_bytes()).map_err(at(&path))?;
        }
        Ok(Loaded {
            value: Recording { rank, already },
            recovered: loaded.recovered,
        })
    }

    /// The settings; missing or unreadable ones read as defaults (an unreadable file is kept
    /// aside). Never waits for a writer. A newer yatzy's settings are an error, left as they are.
    pub fn load_settings(&self) -> Result<Loaded<Settings>, StorageError> {
        self.load(
            SETTINGS_FILE,
            Self::parse_settings,
            settings::VERSION,
            Settings::default,
        )
    }

    /// The settings as they are: no lock, nothing kept aside, nothing created. For commands
    /// that only want a default (the rule set last played); `Ok(None)` when there are none, an
    /// error saying why when the file cannot be used (the game keeps it aside and says so).
    pub fn peek_settings(&self) -> Result<Option<Settings>, PeekError> {
        let Some(dir) = self.dir() else {
            return Ok(None);
        };
        let path = dir.join(SETTINGS_FILE);
        match Self::read_file(&path, &Self::parse_settings, settings::VERSION) {
            Ok(Read::Missing) => Ok(None),
            Ok(Read::Good(settings)) => Ok(Some(settings)),
            Ok(Read::Bad(reason)) => Err(PeekError::Unreadable { path, reason }),
            Ok(Read::Newer(version)) => {
                Err(PeekError::Storage(StorageError::Newer { path, version }))
            }
            Err(error) => Err(PeekError::Storage(error)),
        }
    }

    /// Changes the settings with `change`, under the lock. A newer yatzy's file is not touched.
    pub fn update_settings(
        &self,
        change: impl FnOnce(&mut Settings),
    ) -> Result<Option<Recovery>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(None);
        };
        let _lock = self.lock(dir)?;
        let path = dir.join(SETTINGS_FILE);
        let loaded = Self::read_locked(&path, &Self::parse_settings, settings::VERSION)?;
        let mut settings = loaded.value.unwrap_or_default();
        change(&mut settings);
        settings.version = settings::VERSION;
        let text = serde_json::to_string_pretty(&settings).unwrap_or_default();
        write_atomic(&path, text.as_bytes()).map_err(at(&path))?;
        Ok(loaded.recovered)
    }

    /// Removes what a crash left behind: temporary files of yatzy's own naming at least a
    /// minute old whose writer is gone (in the data directory, the cache directory and the
    /// served tables' directory), and lock files of save slots whose game is gone. Best effort,
    /// and in the data directory only when the lock is free at once: start-up never waits for
    /// it. The game's start sweeps so; a command, with [`Storage::sweep_for_command`].
    pub fn sweep(&self) {
        self.sweep_making_lock(true);
    }

    /// [`Storage::sweep`] for a command that opens the data or cache directory (`serve`,
    /// `solve`, `hint`, `simulate`, `scores`): it makes no file. The data directory is swept
    /// only when it has its lock file already: every writer of its shared files makes it
    /// before its temporary, so without one there is no temporary of theirs, and the game's
    /// start sweeps the slots. A command run on a fresh directory leaves it as it was.
    pub fn sweep_for_command(&self) {
        self.sweep_making_lock(false);
    }

    fn sweep_making_lock(&self, make_lock: bool) {
        // Tables are written there without a lock, in well under the minute a temporary
        // must be old.
        if let Some(cache) = self.cache_dir() {
            // A goal table is written for a minute or more: its temporary is a crash's
            // (0.6 GB of it) when the process that wrote it is gone, whatever its age, and
            // never while that process runs.
            sweep_crashed_temporaries(cache, |of| is_table_file(of) || is_goal_file(of));
            sweep_future_temporaries(cache);
        }
        self.sweep_server_tables_unless_served();
        let Some(dir) = self.dir() else { return };
        let lock = dir.join(LOCK_FILE);
        if !make_lock && fs::symlink_metadata(&lock).is_err() {
            return;
        }
        let quick = Patience::new(Duration::ZERO);
        let Ok(_lock) = FileLock::take(&lock, &quick) else {
            return;
        };
        // Writers of the shared files hold the directory lock while their temporary exists,
        // so with the lock held every temporary of theirs here is a crash's. (A cache is
        // written without the lock, but in well under the minute a temporary must be old.)
        sweep_temporaries(dir, |of| {
            [HIGHSCORES_FILE, SETTINGS_FILE, PRACTICE_FILE].contains(&of)
                || slots::is_legacy_file(of)
                || is_table_file(of)
        });
        slots::sweep(dir);
    }
}

/// The temporaries a crash left among the chances' stored futures (`futures-vN/RULES/`),
/// written like the tables, without a lock, in well under a minute.
fn sweep_future_temporaries(cache: &Path) {
    let Ok(versions) = fs::read_dir(cache) else {
        return;
    };
    let futures = versions
        .flatten()
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("futures-"));
    for version in futures {
        let Ok(rule_sets) = fs::read_dir(version.path()) else {
            continue;
        };
        for rules in rule_sets.flatten() {
            sweep_crashed_temporaries(&rules.path(), |of| of.ends_with(".bin"));
        }
    }
}

/// A goal table's file (`goal-RULES-vN.bin`).
fn is_goal_file(name: &str) -> bool {
    name.starts_with("goal-") && name.ends_with(".bin")
}

/// A strategy table's file, of this version or an earlier one (earlier versions wrote them
/// into the data directory).
fn is_table_file(name: &str) -> bool {
    name.starts_with("solver-") && name.ends_with(".bin")
}

/// Removes the temporaries in `dir` whose file `abandoned` says yes to and that a crash left:
/// untouched for a minute (a live writer keeps writing, and one on another machine sharing
/// the directory looks gone) with their writer gone, that is the process named in them has
/// ended, or is this very process without it writing them (a restart that got the same
/// process id, as PID 1 in a container always does); or untouched for an hour, whoever is
/// named (a process id taken by another program since). Where a process cannot be looked up,
/// the minute alone.
fn sweep_crashed_temporaries(dir: &Path, abandoned: impl Fn(&str) -> bool) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let (Some(of), Some(pid)) = (atomic::temporary_of(&name), atomic::temporary_writer(&name))
        else {
            continue;
        };
        let writer_gone = !cfg!(unix)
            || atomic::writer_gone(pid)
            || (pid == std::process::id() && !atomic::unfinished::listed(&entry.path()));
        let crashed = (writer_gone && untouched_for(&entry, Duration::from_secs(60)))
            || untouched_for(&entry, Duration::from_secs(3600));
        if crashed && abandoned(of) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

fn untouched_for(entry: &fs::DirEntry, time: Duration) -> bool {
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|modified| modified.elapsed().ok())
        .is_some_and(|age| age >= time)
}

fn older_than_a_minute(entry: &fs::DirEntry) -> bool {
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|modified| modified.elapsed().ok())
        .is_some_and(|age| age >= Duration::from_secs(60))
}

/// Removes the temporaries in `dir` older than a minute whose file `abandoned` says yes to.
fn sweep_temporaries(dir: &Path, abandoned: impl Fn(&str) -> bool) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(of) = atomic::temporary_of(&name) else {
            continue;
        };
        if older_than_a_minute(&entry) && abandoned(of) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Removes the temporaries of the cache files still being written on other threads (a goal
/// table computed in the background, a strategy table, the chances' futures), and lets no
/// new one begin: what the program does as it ends, so that nothing half-written is left
/// behind, 0.6 GB of it for a goal table. Their writers fail quietly after.
pub fn remove_unfinished_caches() {
    atomic::unfinished::remove_all();
}

/// The name to offer when none was used before: the login name, if there is one that could
/// be a player's (the UI offers its word for "Player" else).
pub fn login_name() -> Option<String> {
    ["USER", "LOGNAME", "USERNAME"]
        .iter()
        .filter_map(|key| std::env::var(key).ok())
        .map(|name| {
            yatzy_core::text::sanitize(&name)
                .chars()
                .take(MAX_NAME_CHARS)
                .collect::<String>()
        })
        .find(|name| !name.trim().is_empty())
}
