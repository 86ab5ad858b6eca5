//! What can go wrong with the data directory, each error naming the file it is about.
//!
//! The errors of the data directory as a whole ([`StorageError`], [`PeekError`],
//! [`NoDataDirectory`], [`Recovery`]) are the player's to read, wherever they end up: their
//! `Display` speaks the thread's language (see `words`). The reasons a file was not used
//! ([`Damage`] and the errors inside it) keep their English `Display`, which the server's log
//! and the tests read; `words` says them to the player.

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::FileKind;
use super::lock::LockError;
use super::{FormatError, SaveError, Unusable};
use crate::core::game::GameId;
use crate::core::practice::LogError;

/// Why a file could not be read as it is, without the lock (nothing is kept aside then).
#[derive(Debug, thiserror::Error)]
pub enum PeekError {
    Unreadable { path: PathBuf, reason: Damage },
    Storage(#[from] StorageError),
}

/// Neither `--data-dir`, nor the variable, nor the platform names a data directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub struct NoDataDirectory;

/// Why the data directory could not do what was asked, always naming the file.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    Io {
        path: PathBuf,
        error: io::Error,
    },
    /// Something that is no file of ours where a cache is read (replaced when it is written).
    Unusable {
        path: PathBuf,
        reason: Unusable,
    },
    /// Something else than a regular file where a lock file is.
    NotALock {
        path: PathBuf,
        kind: FileKind,
    },
    /// A file from a newer yatzy: never overwritten, never kept aside, just not used.
    Newer {
        path: PathBuf,
        version: u32,
    },
    /// Another process held the lock for longer than this one's patience.
    Busy {
        path: PathBuf,
        waited: Duration,
    },
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
#[derive(Debug)]
pub struct Recovery {
    pub file: PathBuf,
    pub kept_at: PathBuf,
    pub reason: Damage,
}
