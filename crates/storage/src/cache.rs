//! The cache directory: derived data (the strategy tables), kept apart from the player's
//! data so that backups and sync tools need not carry it. Anything here can be deleted: it is
//! computed again when needed.

use std::fs;
use std::path::{Path, PathBuf};

use super::Storage;
use super::atomic::{Found, read_bounded, write_atomic};
use super::error::{StorageError, at};

/// Overrides the cache directory (after `--cache-dir`).
pub(crate) const CACHE_DIR_VARIABLE: &str = "YATZY_CACHE_DIR";

/// Cache files that earlier versions wrote into the data directory. They are removed when a
/// table is loaded (their format is an older one: the cache is computed again).
pub(crate) const LEGACY_CACHE_FILES: [&str; 8] = [
    "solver-yatzy-v1.bin",
    "solver-yacht-v1.bin",
    "solver-yahtzee-v1.bin",
    "solver-forced-v1.bin",
    "distribution-yatzy-v2.bin",
    "distribution-yacht-v2.bin",
    "distribution-yahtzee-v2.bin",
    "distribution-forced-v2.bin",
];

/// Files earlier versions wrote into the cache directory: the whole game's distributions,
/// built into the game since, and the tables of format 2 (with more classes of upper sums).
/// Removed as the legacy files are.
const STALE_CACHE_FILES: [&str; 8] = [
    "solver-yatzy-v2.bin",
    "solver-yacht-v2.bin",
    "solver-yahtzee-v2.bin",
    "solver-forced-v2.bin",
    "distribution-yatzy-v3.bin",
    "distribution-yacht-v3.bin",
    "distribution-yahtzee-v3.bin",
    "distribution-forced-v3.bin",
];

/// `$YATZY_CACHE_DIR`, else the platform's cache directory + `yatzy` (on Linux
/// `$XDG_CACHE_HOME/yatzy`, usually `~/.cache/yatzy`), if there is one.
pub(super) fn default_dir() -> Option<PathBuf> {
    match std::env::var_os(CACHE_DIR_VARIABLE) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => dirs::cache_dir().map(|dir| dir.join("yatzy")),
    }
}

impl Storage {
    /// The same data, with the cache in `dir` (`None`: nothing cached), e.g. `--cache-dir`.
    pub fn with_cache_dir(mut self, dir: Option<PathBuf>) -> Self {
        self.cache = dir;
        self
    }

    /// Where derived data is cached, if anywhere.
    pub fn cache_dir(&self) -> Option<&Path> {
        self.cache.as_deref()
    }

    /// A cache file's bytes, if it exists. Caches are derived data: no lock, no keeping aside
    /// (something unusable in a cache's place is an error here, and replaced when the cache is
    /// written again).
    pub fn read_cache(&self, name: &str) -> Result<Option<Vec<u8>>, StorageError> {
        let Some(dir) = self.cache_dir() else {
            return Ok(None);
        };
        let path = dir.join(name);
        match read_bounded(&path, super::max_bytes(name)).map_err(at(&path))? {
            Found::Missing => Ok(None),
            Found::Bytes(bytes) => Ok(Some(bytes)),
            Found::Unusable(reason) => Err(StorageError::Unusable { path, reason }),
        }
    }

    /// Replaces a cache file atomically (a reader never sees half of it).
    pub fn write_cache(&self, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let Some(dir) = self.cache_dir() else {
            return Ok(());
        };
        let path = dir.join(name);
        // A name may hold folders of its own (the kept futures have one per rule set).
        let folder = path.parent().unwrap_or(dir);
        // Something else in the directory's place is "not a directory", not "exists already".
        fs::create_dir_all(folder)
            .map_err(|error| match error.kind() {
                std::io::ErrorKind::AlreadyExists => std::io::ErrorKind::NotADirectory.into(),
                _ => error,
            })
            .map_err(at(folder))?;
        write_atomic(&path, bytes).map_err(at(&path))
    }

    /// Removes the cache files earlier versions left in the data directory, and those the
    /// cache directory no longer needs. Best effort: a file that cannot be removed stays, and
    /// is never read.
    pub fn remove_legacy_caches(&self) {
        // Plain removals: not steps of the data files' writes (nor of `storage::fault`).
        if let Some(dir) = self.dir() {
            for name in LEGACY_CACHE_FILES {
                let _ = fs::remove_file(dir.join(name));
            }
        }
        if let Some(dir) = self.cache_dir() {
            for name in STALE_CACHE_FILES {
                let _ = fs::remove_file(dir.join(name));
            }
        }
    }
}
