//! The file-system primitives that keep data whole: atomic replacement, an exclusive lock,
//! and keeping an unreadable file aside instead of overwriting it.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process;
use std::sync::atomic::{AtomicU64, Ordering};

/// Replaces `path` with `bytes` so that a crash at any moment leaves either the old file or
/// the new one, whole: write a temporary file beside it, fsync it, rename it over the old one,
/// then fsync the directory so the rename itself is durable.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_mode(path, bytes, 0o666)
}

/// [`write_atomic`] with the file made with permissions `mode` (less the umask) from its
/// first instant: a private file (0o600) is never readable by others, not even half-written.
/// The temporary is made new (`O_CREAT | O_EXCL`), so a link planted at its name is never
/// followed.
pub(crate) fn write_atomic_mode(path: &Path, bytes: &[u8], mode: u32) -> io::Result<()> {
    write_atomic_as(path, bytes, mode, false)
}

/// [`write_atomic`] of a cache file, its temporary [`unfinished`] while it exists: removed by
/// [`remove_unfinished`] if the program ends while it is written (on a thread of its own).
pub(crate) fn write_atomic_unfinished(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_as(path, bytes, 0o666, true)
}

fn write_atomic_as(path: &Path, bytes: &[u8], mode: u32, tracked: bool) -> io::Result<()> {
    let directory = path.parent().unwrap_or(Path::new("."));
    let temporary = temporary_path(path);
    let written = (|| {
        fault::step()?;
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(mode);
        }
        #[cfg(not(unix))]
        let _ = mode;
        let mut file = if tracked {
            unfinished::create(&temporary, || options.open(&temporary))?
        } else {
            options.open(&temporary)?
        };
        fault::step()?;
        file.write_all(bytes)?;
        fault::step()?;
        file.sync_all()?;
        fault::step()?;
        if tracked {
            unfinished::finish(&temporary, || fs::rename(&temporary, path))
        } else {
            fs::rename(&temporary, path)
        }
    })();
    let crashed = matches!(&written, Err(error) if fault::is_injected(error));
    if tracked && !crashed {
        unfinished::forget(&temporary);
    }
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
pub(crate) fn remove_if_exists(path: &Path) -> io::Result<()> {
    fault::step()?;
    match fs::remove_file(path) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

/// The file a temporary of [`write_atomic`] stands for: `.NAME.tmp-PID-N` is one of `NAME`.
/// Anything not named exactly so is not ours.
pub(crate) fn temporary_of(name: &str) -> Option<&str> {
    let (of, tail) = name.strip_prefix('.')?.rsplit_once(".tmp-")?;
    let (pid, counter) = tail.split_once('-')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(pid) && digits(counter) && !of.is_empty()).then_some(of)
}

/// The temporaries of cache files being written, so that a program ending while a thread
/// still writes one (a goal table takes a minute) leaves none behind: [`remove_unfinished`]
/// removes them, and no new one is begun after it. (A crash's are swept at the next start,
/// by their writer's process id: see [`writer_gone`].)
pub(crate) mod unfinished {
    use std::fs;
    use std::io;
    use std::path::{Path, PathBuf};
    use std::sync::{Mutex, MutexGuard, PoisonError};

    struct Unfinished {
        /// Set once the program ends: nothing new is begun.
        closed: bool,
        temporaries: Vec<PathBuf>,
    }

    static UNFINISHED: Mutex<Unfinished> = Mutex::new(Unfinished {
        closed: false,
        temporaries: Vec::new(),
    });

    fn lock() -> MutexGuard<'static, Unfinished> {
        UNFINISHED.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Makes `temporary` by `create`, and keeps its name, unless the program is ending.
    pub(crate) fn create<T>(
        temporary: &Path,
        create: impl FnOnce() -> io::Result<T>,
    ) -> io::Result<T> {
        let mut unfinished = lock();
        if unfinished.closed {
            return Err(io::Error::new(
                io::ErrorKind::Interrupted,
                "the program is ending",
            ));
        }
        let made = create()?;
        unfinished.temporaries.push(temporary.to_path_buf());
        Ok(made)
    }

    /// Puts `temporary` in its place by `rename`, if it is still there (the program's end
    /// may have removed it).
    pub(crate) fn finish(
        temporary: &Path,
        rename: impl FnOnce() -> io::Result<()>,
    ) -> io::Result<()> {
        let mut unfinished = lock();
        let Some(at) = unfinished.temporaries.iter().position(|t| t == temporary) else {
            return Err(io::Error::new(
                io::ErrorKind::Interrupted,
                "the program is ending",
            ));
        };
        unfinished.temporaries.swap_remove(at);
        rename()
    }

    /// `temporary` is written no more: removed if it is still there (work stopped, or
    /// failed).
    pub(crate) fn forget(temporary: &Path) {
        let mut unfinished = lock();
        if let Some(at) = unfinished.temporaries.iter().position(|t| t == temporary) {
            unfinished.temporaries.swap_remove(at);
            let _ = fs::remove_file(temporary);
        }
    }

    /// Whether `temporary` is being written by this process.
    pub(crate) fn listed(temporary: &Path) -> bool {
        lock().temporaries.iter().any(|t| t == temporary)
    }

    /// Removes every temporary still being written, and begins none after.
    pub(crate) fn remove_all() {
        let mut unfinished = lock();
        unfinished.closed = true;
        for temporary in unfinished.temporaries.drain(..) {
            let _ = fs::remove_file(temporary);
        }
    }
}

/// The process id in a temporary's name (`.NAME.tmp-PID-N`), if it is one of ours.
pub(crate) fn temporary_writer(name: &str) -> Option<u32> {
    temporary_of(name)?;
    let (_, tail) = name.rsplit_once(".tmp-")?;
    tail.split_once('-')?.0.parse().ok()
}

/// Whether the process `pid` has ended (so a temporary it was writing is a crash's). A
/// process that runs, even another user's, has not; nor one whose state cannot be known.
#[cfg(unix)]
#[allow(unsafe_code)]
pub(crate) fn writer_gone(pid: u32) -> bool {
    // 0 and anything beyond a pid_t would name a group of processes, or none: never gone.
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    if pid <= 0 {
        return false;
    }
    // SAFETY: signal 0 sends nothing: kill only checks that the process exists (and that
    // it may be signalled); no memory is passed.
    let sent = unsafe { libc::kill(pid, 0) };
    sent != 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH)
}

/// Elsewhere a process cannot be asked after so simply: never known to be gone (the age of
/// the temporary decides).
#[cfg(not(unix))]
pub(crate) fn writer_gone(_pid: u32) -> bool {
    false
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
pub(crate) fn temporary_path(path: &Path) -> PathBuf {
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
pub(crate) fn keep_aside(path: &Path) -> io::Result<PathBuf> {
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

/// What a bounded read of a file found.
#[derive(Debug)]
pub enum Found {
    Missing,
    Bytes(Vec<u8>),
    /// Something at the path that is no data file of ours: not a regular file (a FIFO, a
    /// device, a socket, a directory), or larger than any real one. It is treated as a
    /// damaged file: kept aside and reported, never waited on, never read to the end.
    Unusable(Unusable),
}

/// What is at a path instead of a data file, said as the notice that names it says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unusable {
    #[error("it is a symbolic link to nothing")]
    DanglingLink,
    #[error("it is a loop of symbolic links")]
    LinkLoop,
    /// A link where a file of its own is wanted (the host key).
    #[error("it is a symbolic link, not a file of its own")]
    Link,
    /// Something else than a regular file: what it is ([`describe_kind`]).
    #[error("it is {0}, not a file")]
    NotAFile(FileKind),
    /// Larger than the limit (in bytes) for such a file.
    #[error("it is larger than {}, more than any real one", size_text(*.0))]
    TooLarge(u64),
}

/// Reads `path` whole, if it is a regular file of at most `limit` bytes. Opened without
/// blocking (a FIFO would otherwise wait for a writer for ever) and read no further than the
/// limit (a link to `/dev/zero` would otherwise fill the memory).
pub fn read_bounded(path: &Path, limit: u64) -> io::Result<Found> {
    let file = match open_nonblocking(path) {
        Ok(file) => file,
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            // A link to nowhere is no file either; nothing at all is simply missing.
            return Ok(match fs::symlink_metadata(path) {
                Ok(_) => Found::Unusable(Unusable::DanglingLink),
                Err(_) => Found::Missing,
            });
        }
        Err(error) => return unopenable(path, error),
    };
    let metadata = file.metadata()?;
    let kind = metadata.file_type();
    if !kind.is_file() {
        return Ok(Found::Unusable(Unusable::NotAFile(describe_kind(&kind))));
    }
    // Its size says at once what reading would find out only at the limit.
    if metadata.len() > limit {
        return Ok(Found::Unusable(Unusable::TooLarge(limit)));
    }
    let mut bytes = Vec::new();
    (&file).take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Ok(Found::Unusable(Unusable::TooLarge(limit)));
    }
    Ok(Found::Bytes(bytes))
}

/// What a path that could not be opened is: something that is no file (a socket, a loop of
/// links) is unusable like any damaged file; anything else (no permission, say) is an error.
fn unopenable(path: &Path, error: io::Error) -> io::Result<Found> {
    #[cfg(unix)]
    {
        if error.raw_os_error() == Some(libc::ELOOP) {
            return Ok(Found::Unusable(Unusable::LinkLoop));
        }
        if error.raw_os_error() == Some(libc::ENXIO)
            && let Ok(metadata) = fs::metadata(path)
        {
            return Ok(Found::Unusable(Unusable::NotAFile(describe_kind(
                &metadata.file_type(),
            ))));
        }
    }
    let _ = path;
    Err(error)
}

/// Opens `path` for reading without waiting on it: `O_NONBLOCK` makes opening a FIFO return
/// at once (reads of a regular file are unaffected).
fn open_nonblocking(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// What is at a path where a regular file is wanted. Said in English by its `Display` (the
/// logs'), and in the player's language by the data directory's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileKind {
    #[error("a named pipe (FIFO)")]
    NamedPipe,
    #[error("a device")]
    Device,
    #[error("a socket")]
    Socket,
    #[error("a directory")]
    Directory,
    #[error("a symbolic link")]
    SymbolicLink,
    #[error("something other than a file")]
    Other,
}

/// What a file type is, for a message.
pub(crate) fn describe_kind(kind: &fs::FileType) -> FileKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return FileKind::NamedPipe;
        }
        if kind.is_char_device() || kind.is_block_device() {
            return FileKind::Device;
        }
        if kind.is_socket() {
            return FileKind::Socket;
        }
    }
    if kind.is_dir() {
        FileKind::Directory
    } else if kind.is_symlink() {
        FileKind::SymbolicLink
    } else {
        FileKind::Other
    }
}

/// A byte count in the largest whole unit (in English, for the logs).
fn size_text(bytes: u64) -> String {
    size_in_units(bytes, |bytes| format!("{bytes} bytes"))
}

/// A byte count in the largest whole binary unit ("4 MiB", "64 KiB": they read the same in
/// every language), else as `plain` says a number of bytes.
pub fn size_in_units(bytes: u64, plain: impl FnOnce(u64) -> String) -> String {
    const MIB: u64 = 1 << 20;
    const KIB: u64 = 1 << 10;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= KIB && bytes.is_multiple_of(KIB) {
        format!("{} KiB", bytes / KIB)
    } else {
        plain(bytes)
    }
}
