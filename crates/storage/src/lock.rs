//! The data directory's lock, taken only by writers of the shared files (high scores,
//! settings) and by the start-up sweep. A writer never waits without bound: after the
//! storage's patience it gives up with [`StorageError::Busy`], keeping its data in memory.

use std::fmt;
use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use super::atomic::FileKind;

/// The lock file's name in the data directory.
pub(crate) const LOCK_FILE: &str = ".lock";

/// How long a writer waits for another yatzy to finish writing, unless told otherwise.
pub(crate) const DEFAULT_PATIENCE: Duration = Duration::from_secs(10);

/// How a writer waits for the lock: for how long, whom it tells that it is waiting, and a
/// flag that makes it give up at once (set when the program is ending).
#[derive(Clone)]
pub struct Patience {
    pub limit: Duration,
    pub on_wait: Option<Arc<dyn Fn() + Send + Sync>>,
    pub give_up: Arc<AtomicBool>,
}

impl Patience {
    pub fn new(limit: Duration) -> Self {
        Patience {
            limit,
            on_wait: None,
            give_up: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl Default for Patience {
    fn default() -> Self {
        Patience::new(DEFAULT_PATIENCE)
    }
}

impl fmt::Debug for Patience {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Patience")
            .field("limit", &self.limit)
            .field("give_up", &self.give_up.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

/// Why the lock was not taken.
#[derive(Debug, thiserror::Error)]
pub(crate) enum LockError {
    #[error(transparent)]
    Io(#[from] io::Error),
    /// Something else than a regular file at the lock's path (what, in words): never
    /// followed, never waited on.
    #[error("it is {0}, not a lock file; move it away")]
    NotALock(FileKind),
    /// Another process held it for the whole of the patience (or the wait was called off).
    #[error("another yatzy kept it locked for {} s", .0.as_secs_f64().round())]
    Busy(Duration),
}

/// An exclusive lock on a file, held until dropped. The OS releases it if the process dies.
#[derive(Debug)]
pub(crate) struct FileLock {
    file: File,
}

impl FileLock {
    /// Opens (or makes) the lock file, without waiting on whatever is at the path: only a
    /// regular file is a lock (a FIFO or a device there is refused, never waited on), and a
    /// symbolic link is never followed (a lock made through one would be made elsewhere).
    fn open(path: &Path) -> Result<File, LockError> {
        let mut options = OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
        }
        let file = match options.open(path) {
            #[cfg(unix)]
            Err(error) if error.raw_os_error() == Some(libc::ELOOP) => {
                return Err(LockError::NotALock(FileKind::SymbolicLink));
            }
            #[cfg(unix)]
            Err(error) if error.raw_os_error() == Some(libc::ENXIO) => {
                return Err(LockError::NotALock(FileKind::Socket));
            }
            other => other?,
        };
        let kind = file.metadata()?.file_type();
        if !kind.is_file() {
            return Err(LockError::NotALock(super::atomic::describe_kind(&kind)));
        }
        Ok(file)
    }

    /// Takes the lock at once, or `Ok(None)` when another process holds it.
    pub(crate) fn try_take(path: &Path) -> Result<Option<FileLock>, LockError> {
        loop {
            let file = Self::open(path)?;
            match file.try_lock() {
                Ok(()) if still_at(&file, path) => return Ok(Some(FileLock { file })),
                // Locked a file that was removed meanwhile (a slot being cleared): that lock
                // guards nothing, so take the one at the path now.
                Ok(()) => continue,
                Err(TryLockError::WouldBlock) => return Ok(None),
                Err(TryLockError::Error(error)) => return Err(error.into()),
            }
        }
    }

    /// Takes the lock, waiting as `patience` allows.
    pub(crate) fn take(path: &Path, patience: &Patience) -> Result<FileLock, LockError> {
        let file = Self::open(path)?;
        let start = Instant::now();
        let mut told = false;
        loop {
            match file.try_lock() {
                Ok(()) if still_at(&file, path) => return Ok(FileLock { file }),
                Ok(()) => return Self::take(path, patience),
                Err(TryLockError::Error(error)) => return Err(LockError::Io(error)),
                Err(TryLockError::WouldBlock) => {}
            }
            let waited = start.elapsed();
            if waited >= patience.limit || patience.give_up.load(Ordering::Relaxed) {
                return Err(LockError::Busy(waited));
            }
            if !told {
                told = true;
                if let Some(on_wait) = &patience.on_wait {
                    on_wait();
                }
            }
            // flock has no timed wait: poll. Writers hold the lock for milliseconds.
            thread::sleep(Duration::from_millis(20).min(patience.limit - waited));
        }
    }
}

/// Whether `file` is still the file at `path` (lock files of save slots are removed when
/// their game ends; a lock on a removed file would guard nothing).
fn still_at(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
        _ => false,
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}
