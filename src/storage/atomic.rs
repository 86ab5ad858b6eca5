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
        fault::step()?;
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        fault::step()?;
        file.write_all(bytes)?;
        fault::step()?;
        file.sync_all()?;
        fault::step()?;
        fs::rename(&temporary, path)
    })();
    if let Err(error) = written {
        if !fault::is_injected(&error) {
            // The old file was never touched; only the partial temporary goes. (After an
            // injected crash nothing more happens, as after a real one.)
            let _ = fs::remove_file(&temporary);
        }
        return Err(error);
    }
    // Best effort: some file systems cannot fsync a directory; the data itself is synced.
    if let Ok(directory) = File::open(directory) {
        let _ = directory.sync_all();
    }
    Ok(())
}

/// Removes `path`; a file already gone is not an error.
pub fn remove_if_exists(path: &Path) -> io::Result<()> {
    fault::step()?;
    match fs::remove_file(path) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

/// The file a temporary of [`write_atomic`] stands for: `.NAME.tmp-PID-N` is one of `NAME`.
/// Anything not named exactly so is not ours.
pub fn temporary_of(name: &str) -> Option<&str> {
    let (of, tail) = name.strip_prefix('.')?.rsplit_once(".tmp-")?;
    let (pid, counter) = tail.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(pid) && digits(counter) && !of.is_empty()).then_some(of)
}

/// Crashes on demand, for the tests that prove a crash at any step of a write loses nothing
/// and records nothing twice. Every file-system step of a write passes through [`step`];
/// once armed, the step numbered `n` and every step after it fail, as if the process had
/// died there.
#[doc(hidden)]
pub mod fault {
    use std::io;
    use std::sync::atomic::{AtomicU64, Ordering};

    const DISARMED: u64 = u64::MAX;
    static FAIL_FROM: AtomicU64 = AtomicU64::new(DISARMED);
    static TAKEN: AtomicU64 = AtomicU64::new(0);
    const MESSAGE: &str = "injected crash";

    /// From now on, the `n`-th step (counting from 0) and all after it fail.
    pub fn crash_at_step(n: u64) {
        TAKEN.store(0, Ordering::SeqCst);
        FAIL_FROM.store(n, Ordering::SeqCst);
    }

    /// How many steps were taken since arming.
    pub fn taken() -> u64 {
        TAKEN.load(Ordering::SeqCst)
    }

    /// Back to normal; returns how many steps were taken since arming.
    pub fn disarm() -> u64 {
        FAIL_FROM.store(DISARMED, Ordering::SeqCst);
        TAKEN.swap(0, Ordering::SeqCst)
    }

    pub(crate) fn step() -> io::Result<()> {
        let fail_from = FAIL_FROM.load(Ordering::Relaxed);
        if fail_from == DISARMED {
            return Ok(());
        }
        if TAKEN.fetch_add(1, Ordering::SeqCst) >= fail_from {
            return Err(io::Error::other(MESSAGE));
        }
        Ok(())
    }

    pub(crate) fn is_injected(error: &io::Error) -> bool {
        FAIL_FROM.load(Ordering::Relaxed) != DISARMED && error.to_string() == MESSAGE
    }
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
