//! Where a command's words go. Standard output is written once, at the end, and a reader that
//! went away (`yatzy simulate ... | head`) ends the command quietly, as it does for any Unix
//! tool; nothing a command prints can panic it.

use std::io::{self, Write};
use std::process::ExitCode;

/// Writes `text` to standard output and says how the command ends.
pub fn print(text: &str) -> ExitCode {
    let mut stdout = io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        // The reader has all it wanted: nothing more to say, and nothing wrong.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            warn(&format!("cannot write the output: {error}"));
            ExitCode::FAILURE
        }
    }
}

/// A message for the person at the terminal, on standard error, as `yatzy: message`. If
/// standard error itself is gone there is nobody to tell.
pub fn warn(message: &str) {
    let _ = writeln!(io::stderr().lock(), "yatzy: {message}");
}
