//! What can go wrong with the data directory, each error naming the file it is about.

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::DATA_DIR_VARIABLE;

/// Why a file could not be read as it is, without the lock (nothing is kept aside then).
#[derive(Debug, thiserror::Error)]
pub enum PeekError {
    #[error("{} could not be read ({reason})", path.display())]
    Unreadable { path: PathBuf, reason: String },
    #[error(transparent)]
    Storage(#[from] StorageError),
}

/// Neither `--data-dir`, nor the variable, nor the platform names a data directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no data directory is known for this user; set {DATA_DIR_VARIABLE}")]
pub struct NoDataDirectory;

/// Why the data directory could not do what was asked, always naming the file.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("{}: {error}", path.display())]
    Io { path: PathBuf, error: io::Error },
    /// A file from a newer yatzy: never overwritten, never kept aside, just not used.
    #[error(
        "{} was written by a newer yatzy (format version {version}); it is left as it is",
        path.display()
    )]
    Newer { path: PathBuf, version: u32 },
    /// Another process held the lock for longer than this one's patience.
    #[error(
        "another yatzy kept {} locked for {} s",
        path.display(),
        waited.as_secs_f64().round()
    )]
    Busy { path: PathBuf, waited: Duration },
}

impl StorageError {
    /// The file or directory it is about.
    pub fn path(&self) -> &Path {
        match self {
            StorageError::Io { path, .. }
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

/// A file that could not be read and was kept aside; a fresh one took its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovery {
    pub file: PathBuf,
    pub kept_at: PathBuf,
    pub reason: String,
}

impl std::fmt::Display for Recovery {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = self
            .file
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default();
        let text = crate::t!(
            "kept-aside",
            name = name.into_owned(),
            reason = self.reason.clone(),
            kept = self.kept_at.display().to_string()
        );
        f.write_str(&text)
    }
}
