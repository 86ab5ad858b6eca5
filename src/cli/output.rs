//! Where a command's words go. Standard output is written once, at the end, and a reader that
//! went away (`yatzy simulate ... | head`) ends the command quietly, as it does for any Unix
//! tool; nothing a command prints can panic it.

// System calls through libc: each unsafe block says why it is sound.
#![allow(unsafe_code)]

use std::io::{self, Write};
use std::process::ExitCode;
use yatzy_i18n::t;

/// Writes `text` to standard output and says how the command ends: a failure (and why, on
/// standard error) when it cannot be written, a full disk and a closed standard output
/// included.
pub(super) fn print(text: &str) -> ExitCode {
    if !stdout_is_open() {
        warn(&t!("cli-output-closed"));
        return ExitCode::FAILURE;
    }
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        // The reader has all it wanted: nothing more to say, and nothing wrong.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            let error = yatzy_i18n::io_error(&error);
            warn(&t!("cli-output-failed", error = error));
            ExitCode::FAILURE
        }
    }
}

/// A message for the person at the terminal, on standard error, as `yatzy: message`. If
/// standard error itself is gone there is nobody to tell.
pub(super) fn warn(message: &str) {
    let _ = writeln!(io::stderr().lock(), "yatzy: {message}");
}

/// Whether standard output is open. Rust's runtime puts `/dev/null` in the place of a closed
/// descriptor 0, 1 or 2 before `main` (opened read-write), so `yatzy scores >&-` would end
/// "successfully" having said nothing: that is told apart from a redirection to /dev/null,
/// which a shell opens write-only.
fn stdout_is_open() -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let Ok(null) = std::fs::metadata("/dev/null") else {
            return true;
        };
        // SAFETY: fstat and fcntl(F_GETFL) only read what descriptor 1 is; `stat` is a plain
        // structure the call fills.
        unsafe {
            let mut stat: libc::stat = std::mem::zeroed();
            if libc::fstat(libc::STDOUT_FILENO, &mut stat) != 0 {
                return false;
            }
            let flags = libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFL);
            let is_null = (stat.st_mode & libc::S_IFMT) == libc::S_IFCHR
                && stat.st_rdev as u64 == null.rdev();
            !(is_null && flags != -1 && (flags & libc::O_ACCMODE) == libc::O_RDWR)
        }
    }
    #[cfg(not(unix))]
    {
        true
    }
}
