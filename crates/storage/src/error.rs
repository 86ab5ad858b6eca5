//! What can go wrong with the data directory, each error naming the file it is about.
//!
//! Every error here has an English `Display`, for the server's log and the tests. What a
//! player reads is worded by the UI kit (`ui::words::storage`), in their language, at every
//! place that shows one: the storage speaks no language.

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::FileKind;
use super::lock::LockError;
use super::{FormatError, SaveError, Unusable};
use yatzy_core::game::GameId;
use yatzy_core::practice::LogError;

/// Why a file could not be read as it is, without the lock (nothing is kept aside then).
#[derive(Debug, thiserror::Error)]
pub enum PeekError {
    #[error("{} is unreadable: {reason}", path.display())]
    Unreadable { path: PathBuf, reason: Damage },
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// Neither `--data-dir`, nor the variable, nor the platform names a data directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no data directory: give --data-dir, or set YATZY_DATA_DIR")]
pub struct NoDataDirectory;

/// Why the data directory could not do what was asked, always naming the file.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("{}: {error}", path.display())]
    Io { path: PathBuf, error: io::Error },
    /// Something that is no file of ours where a cache is read (replaced when it is written).
    #[error("{}: {reason}", path.display())]
    Unusable { path: PathBuf, reason: Unusable },
    /// Something else than a regular file where a lock file is.
    #[error("{}: not a lock file but {kind:?}", path.display())]
    NotALock { path: PathBuf, kind: FileKind },
    /// A file from a newer yatzy: never overwritten, never kept aside, just not used.
    #[error("{}: written by a newer yatzy (version {version})", path.display())]
    Newer { path: PathBuf, version: u32 },
    /// Another process held the lock for longer than this one's patience.
    #[error("{}: locked by another yatzy for {} s", path.display(), waited.as_secs())]
    Busy { path: PathBuf, waited: Duration },
}

impl StorageError {
    /// The file or directory it is about.
    pub fn path(&self) -> &Path {
        match self {
            StorageError::Io { path, .. }
            | StorageError::Unusable { path, .. }
            | StorageError::NotALock { path, .. }
            | StorageError::Newer { path, .. }
            | StorageError::Busy { path, .. } => path,
        }
    }
}

pub(super) fn at(path: &Path) -> impl FnOnce(io::Error) -> StorageError + '_ {
    move |error| StorageError::Io {
        path: path.to_path_buf(),
        error,
    }
}

/// A lock at `path` not taken, as the data directory's error.
pub(super) fn locking(path: &Path) -> impl FnOnce(LockError) -> StorageError + '_ {
    move |error| {
        let path = path.to_path_buf();
        match error {
            LockError::Io(error) => StorageError::Io { path, error },
            LockError::NotALock(kind) => StorageError::NotALock { path, kind },
            LockError::Busy(waited) => StorageError::Busy { path, waited },
        }
    }
}

/// Why a file of the data directory was not used: it is kept aside for it (or, only peeked
/// at, said). The reason goes into the notice that names the file.
#[derive(Debug, thiserror::Error)]
pub enum Damage {
    #[error(transparent)]
    Unusable(#[from] Unusable),
    #[error(transparent)]
    Scores(#[from] FormatError),
    #[error("not valid settings: {0}")]
    Settings(serde_json::Error),
    #[error("not a practice log: {0}")]
    PracticeJson(serde_json::Error),
    /// A practice log that reads, but that no practice could have made.
    #[error(transparent)]
    Practice(#[from] LogError),
    #[error(transparent)]
    Saved(#[from] SaveError),
    /// A save slot's file that holds another game than the slot's.
    #[error("it holds game {found}, not {slot}")]
    OtherGame { found: GameId, slot: GameId },
}

/// A file that could not be read and was kept aside; a fresh one took its place.
#[derive(Debug, thiserror::Error)]
#[error("{} was kept aside as {}: {reason}", file.display(), kept_at.display())]
pub struct Recovery {
    pub file: PathBuf,
    pub kept_at: PathBuf,
    pub reason: Damage,
}
