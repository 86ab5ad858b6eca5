//! The player's data directory: high scores, the game in progress, and settings.
//!
//! Data is sacred here: every write is atomic and made under an exclusive lock, a file that
//! cannot be read is kept aside under a new name and never overwritten, and every failure
//! comes back as a [`StorageError`] naming the path, so the game can go on without saving.

mod atomic;
mod highscores;
mod savegame;
mod settings;

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

pub use highscores::{FormatError, HighScores, ScoreEntry};
pub use savegame::SavedGame;
pub use settings::Settings;

use atomic::{DirLock, keep_aside, read_if_exists, write_atomic};

use crate::rules::RuleSet;

pub const HIGHSCORES_FILE: &str = "highscores.json";
pub const SAVEGAME_FILE: &str = "savegame.json";

/// The saved game's file for a rule set: each rule set keeps its own game in progress.
pub fn savegame_file(rules: RuleSet) -> String {
    match rules {
        RuleSet::Yatzy => SAVEGAME_FILE.to_string(),
        other => format!("savegame-{}.json", other.id()),
    }
}
pub const SETTINGS_FILE: &str = "settings.json";
/// Overrides the data directory (after `--data-dir`).
pub const DATA_DIR_VARIABLE: &str = "YATZY_DATA_DIR";
/// Longest name a high-score entry may carry, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// A file operation that failed, with the path it failed on.
#[derive(Debug)]
pub struct StorageError {
    pub path: PathBuf,
    pub error: io::Error,
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

impl std::error::Error for StorageError {}

fn at(path: &Path) -> impl FnOnce(io::Error) -> StorageError + '_ {
    move |error| StorageError {
        path: path.to_path_buf(),
        error,
    }
}

/// A file that could not be read and was kept aside; a fresh one took its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovery {
    pub file: PathBuf,
    pub kept_at: PathBuf,
    pub reason: String,
}

impl fmt::Display for Recovery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self
            .file
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default();
        write!(
            f,
            "{name} could not be read ({}); it was kept as {}",
            self.reason,
            self.kept_at.display()
        )
    }
}

/// A value read from disk, and the recovery that reading needed, if any.
#[derive(Debug)]
pub struct Loaded<T> {
    pub value: T,
    pub recovered: Option<Recovery>,
}

/// Where the player's data lives, or nothing at all (tests, and play without saving).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    dir: Option<PathBuf>,
}

impl Storage {
    /// Data in `dir`, created on first use.
    pub fn at(dir: impl Into<PathBuf>) -> Self {
        Storage {
            dir: Some(dir.into()),
        }
    }

    /// Keeps nothing: reads find nothing and writes are dropped.
    pub fn disabled() -> Self {
        Storage { dir: None }
    }

    /// `--data-dir`, else `$YATZY_DATA_DIR`, else the platform's data directory + `yatzy`.
    pub fn resolve(explicit: Option<PathBuf>) -> Result<Storage, String> {
        if let Some(dir) = explicit {
            return Ok(Storage::at(dir));
        }
        match std::env::var_os(DATA_DIR_VARIABLE) {
            Some(dir) if !dir.is_empty() => Ok(Storage::at(dir)),
            _ => dirs::data_dir()
                .map(|d| Storage::at(d.join("yatzy")))
                .ok_or_else(|| {
                    format!("no data directory is known for this user; set {DATA_DIR_VARIABLE}")
                }),
        }
    }

    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// The directory, created if needed, and an exclusive lock on it.
    fn open(&self, dir: &Path) -> Result<DirLock, StorageError> {
        fs::create_dir_all(dir).map_err(at(dir))?;
        DirLock::acquire(dir).map_err(at(dir))
    }

    /// Reads and parses `name` (the caller holds the lock). An unreadable file is kept aside.
    fn read<T>(
        dir: &Path,
        name: &str,
        parse: impl Fn(&[u8]) -> Result<T, String>,
    ) -> Result<Loaded<Option<T>>, StorageError> {
        let path = dir.join(name);
        let Some(bytes) = read_if_exists(&path).map_err(at(&path))? else {
            return Ok(Loaded {
                value: None,
                recovered: None,
            });
        };
        match parse(&bytes) {
            Ok(value) => Ok(Loaded {
                value: Some(value),
                recovered: None,
            }),
            Err(reason) => {
                let kept_at = keep_aside(&path).map_err(at(&path))?;
                Ok(Loaded {
                    value: None,
                    recovered: Some(Recovery {
                        file: path,
                        kept_at,
                        reason,
                    }),
                })
            }
        }
    }

    fn parse_scores(bytes: &[u8]) -> Result<HighScores, String> {
        HighScores::parse(bytes).map_err(|e| e.to_string())
    }

    /// Every recorded game.
    pub fn load_scores(&self) -> Result<Loaded<HighScores>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(Loaded {
                value: HighScores::new(),
                recovered: None,
            });
        };
        let _lock = self.open(dir)?;
        let loaded = Self::read(dir, HIGHSCORES_FILE, Self::parse_scores)?;
        Ok(Loaded {
            value: loaded.value.unwrap_or_default(),
            recovered: loaded.recovered,
        })
    }

    /// Adds a finished game to the high scores; returns the rank it took in its rule set.
    pub fn record(&self, entry: ScoreEntry) -> Result<Loaded<usize>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(Loaded {
                value: 1,
                recovered: None,
            });
        };
        let _lock = self.open(dir)?;
        let loaded = Self::read(dir, HIGHSCORES_FILE, Self::parse_scores)?;
        let mut scores = loaded.value.unwrap_or_else(HighScores::new);
        let rank = scores.rank_of(entry.rules, entry.score);
        scores.entries.push(entry);
        let path = dir.join(HIGHSCORES_FILE);
        write_atomic(&path, scores.to_json().as_bytes()).map_err(at(&path))?;
        Ok(Loaded {
            value: rank,
            recovered: loaded.recovered,
        })
    }

    /// The saved game of `rules`, if there is one.
    pub fn load_game(&self, rules: RuleSet) -> Result<Loaded<Option<SavedGame>>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(Loaded {
                value: None,
                recovered: None,
            });
        };
        let _lock = self.open(dir)?;
        Self::read(dir, &savegame_file(rules), SavedGame::parse)
    }

    /// Replaces the saved game.
    pub fn save_game(&self, saved: &SavedGame) -> Result<(), StorageError> {
        let Some(dir) = self.dir() else { return Ok(()) };
        let _lock = self.open(dir)?;
        let path = dir.join(savegame_file(saved.table.rules()));
        write_atomic(&path, saved.to_json().as_bytes()).map_err(at(&path))
    }

    /// Removes the saved game of `rules` (finished and recorded, or the player chose a new game).
    pub fn discard_game(&self, rules: RuleSet) -> Result<(), StorageError> {
        let Some(dir) = self.dir() else { return Ok(()) };
        let _lock = self.open(dir)?;
        let path = dir.join(savegame_file(rules));
        match fs::remove_file(&path) {
            Err(error) if error.kind() != io::ErrorKind::NotFound => Err(at(&path)(error)),
            _ => Ok(()),
        }
    }

    /// The settings; missing or unreadable ones read as defaults (an unreadable file is kept aside).
    pub fn load_settings(&self) -> Result<Loaded<Settings>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(Loaded {
                value: Settings::default(),
                recovered: None,
            });
        };
        let _lock = self.open(dir)?;
        let loaded = Self::read(dir, SETTINGS_FILE, |bytes| {
            serde_json::from_slice::<Settings>(bytes).map_err(|e| e.to_string())
        })?;
        Ok(Loaded {
            value: loaded.value.unwrap_or_default(),
            recovered: loaded.recovered,
        })
    }

    /// Changes the settings with `change`, under the lock.
    pub fn update_settings(&self, change: impl FnOnce(&mut Settings)) -> Result<(), StorageError> {
        let Some(dir) = self.dir() else { return Ok(()) };
        let _lock = self.open(dir)?;
        let loaded = Self::read(dir, SETTINGS_FILE, |bytes| {
            serde_json::from_slice::<Settings>(bytes).map_err(|e| e.to_string())
        })?;
        let mut settings = loaded.value.unwrap_or_default();
        change(&mut settings);
        settings.version = settings::VERSION;
        let path = dir.join(SETTINGS_FILE);
        let text = serde_json::to_string_pretty(&settings).unwrap_or_default();
        write_atomic(&path, text.as_bytes()).map_err(at(&path))
    }
}

impl Storage {
    /// A cache file's bytes, if it exists. Caches are derived data: no lock, no keeping aside.
    pub fn read_cache(&self, name: &str) -> Result<Option<Vec<u8>>, StorageError> {
        let Some(dir) = self.dir() else {
            return Ok(None);
        };
        let path = dir.join(name);
        read_if_exists(&path).map_err(at(&path))
    }

    /// Replaces a cache file atomically (a reader never sees half of it).
    pub fn write_cache(&self, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let Some(dir) = self.dir() else { return Ok(()) };
        fs::create_dir_all(dir).map_err(at(dir))?;
        let path = dir.join(name);
        write_atomic(&path, bytes).map_err(at(&path))
    }
}

/// Whether `name` may be recorded: 1 to 24 characters of plain text.
pub fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=MAX_NAME_CHARS).contains(&count) && !name.chars().any(char::is_control)
}

/// The name to offer when none was used before: the login name, else "Player".
pub fn login_name() -> String {
    ["USER", "LOGNAME", "USERNAME"]
        .iter()
        .filter_map(|key| std::env::var(key).ok())
        .map(|name| {
            name.chars()
                .filter(|c| !c.is_control())
                .take(MAX_NAME_CHARS)
                .collect::<String>()
        })
        .find(|name| !name.trim().is_empty())
        .unwrap_or_else(|| "Player".to_string())
}
