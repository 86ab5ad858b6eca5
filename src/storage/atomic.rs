//! The file-system primitives that keep data whole: atomic replacement, an exclusive lock,
//! and keeping an unreadable file aside instead of overwriting it.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process;
use std::sync::atomic::{AtomicU64, Ordering};

/// Replaces `path` with `bytes` so that a crash at any moment leaves either the old file or
/// the new one, whole: write a temporary file beside it, fsync it, rename it over the old one,
/// then fsync the directory so the rename itself is durable.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let directory = path.parent().unwrap_or(Path::new("."));
    let temporary = temporary_path(path);
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&temporary, path)
    })();
    if let Err(error) = written {
        // The old file was never touched; only the partial temporary goes.
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    // Best effort: some file systems cannot fsync a directory; the data itself is synced.
    if let Ok(directory) = File::open(directory) {
        let _ = directory.sync_all();
    }
    Ok(())
}

/// A unique name in the same directory, so the rename never crosses file systems.
fn temporary_path(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!(".{name}.tmp-{}-{unique}", process::id()))
}

/// An exclusive lock on the data directory, held until dropped. Every read-modify-write of a
/// data file happens under it, so concurrent games never lose each other's updates.
pub struct DirLock {
    file: File,
}

impl DirLock {
    /// Blocks until this process holds the lock in `directory`.
    pub fn acquire(directory: &Path) -> io::Result<DirLock> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(directory.join(".lock"))?;
        file.lock()?;
        Ok(DirLock { file })
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}

/// Renames an unreadable file to `<name>.corrupt-<timestamp>` beside it, never over an
/// existing file, and returns where it went.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut attempt = 0u32;
    loop {
        let suffix = if attempt == 0 {
            String::new()
        } else {
            format!("-{attempt}")
        };
        attempt += 1;
        let kept = path.with_file_name(format!("{name}.corrupt-{stamp}{suffix}"));
        if kept.exists() {
            continue;
        }
        // Hard-link then unlink: unlike rename, linking fails rather than replace a file that
        // appeared in the meantime.
        match fs::hard_link(path, &kept) {
            Ok(()) => {
                fs::remove_file(path)?;
                return Ok(kept);
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(_) => {
                // Some file systems have no hard links; the existence check above is the guard.
                fs::rename(path, &kept)?;
                return Ok(kept);
            }
        }
    }
}

/// Reads a whole file; `Ok(None)` when it does not exist.
pub fn read_if_exists(path: &Path) -> io::Result<Option<Vec<u8>>> {
    match fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error),
    }
}
