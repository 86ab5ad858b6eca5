//! The operating system's errors in the player's language. The text of an `io::Error` is the
//! C library's, in English whatever the locale, so what the player reads is the error's kind
//! in words; the raw text follows in parentheses only when it says more than the kind: a
//! message the program attached to the error itself, or an error of a kind that has no words
//! of its own here.

use std::io::{self, ErrorKind};

/// The message id of the words for `kind`, if it has words of its own.
fn kind_words(kind: ErrorKind) -> Option<&'static str> {
    Some(match kind {
        ErrorKind::NotFound => "io-not-found",
        ErrorKind::PermissionDenied => "io-permission-denied",
        ErrorKind::AlreadyExists => "io-already-exists",
        ErrorKind::StorageFull => "io-storage-full",
        ErrorKind::QuotaExceeded => "io-quota-exceeded",
        ErrorKind::ReadOnlyFilesystem => "io-read-only",
        ErrorKind::Interrupted => "io-interrupted",
        ErrorKind::TimedOut => "io-timed-out",
        ErrorKind::ResourceBusy | ErrorKind::ExecutableFileBusy | ErrorKind::WouldBlock => {
            "io-busy"
        }
        ErrorKind::InvalidData => "io-invalid-data",
        ErrorKind::InvalidInput => "io-invalid-input",
        ErrorKind::UnexpectedEof => "io-unexpected-eof",
        ErrorKind::IsADirectory => "io-is-a-directory",
        ErrorKind::NotADirectory => "io-not-a-directory",
        ErrorKind::DirectoryNotEmpty => "io-directory-not-empty",
        ErrorKind::FileTooLarge => "io-file-too-large",
        ErrorKind::InvalidFilename => "io-invalid-filename",
        ErrorKind::TooManyLinks => "io-too-many-links",
        ErrorKind::CrossesDevices => "io-crosses-devices",
        ErrorKind::OutOfMemory => "io-out-of-memory",
        ErrorKind::BrokenPipe => "io-broken-pipe",
        ErrorKind::WriteZero => "io-write-zero",
        ErrorKind::Unsupported => "io-unsupported",
        ErrorKind::StaleNetworkFileHandle => "io-stale",
        ErrorKind::Deadlock => "io-deadlock",
        _ => return None,
    })
}

/// An I/O error as the player reads it, in the language in force: "permission denied",
/// "åtkomst nekad", "Zugriff verweigert". Every message that shows a player an I/O error
/// words it here.
pub fn io_error(error: &io::Error) -> String {
    let words = kind_words(error.kind()).map(|id| super::text(id, &[]));
    // A message whoever made the error attached to it ("injected crash", a library's own
    // explanation): the kind alone would lose it.
    let attached = error.get_ref().map(ToString::to_string);
    match (words, attached) {
        (Some(words), Some(attached)) => format!("{words} ({attached})"),
        (Some(words), None) => words,
        (None, Some(attached)) => format!("{} ({attached})", super::text("io-other", &[])),
        // A kind without words here: only the system's own text tells which error it was.
        (None, None) => format!("{} ({error})", super::text("io-other", &[])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Language, set, speaking};

    #[test]
    fn a_kind_of_error_is_said_in_the_language_without_the_systems_english() {
        #[cfg(unix)]
        let denied = io::Error::from_raw_os_error(libc::EACCES);
        #[cfg(not(unix))]
        let denied = io::Error::from(ErrorKind::PermissionDenied);
        assert_eq!(denied.kind(), ErrorKind::PermissionDenied);
        let said = |language| speaking(language, || io_error(&denied));
        assert_eq!(said(Language::German), "Zugriff verweigert");
        assert_eq!(said(Language::Swedish), "åtkomst nekad");
        assert_eq!(said(Language::Danish), "adgang nægtet");
        assert_eq!(said(Language::Norwegian), "tilgang nektet");
        assert_eq!(said(Language::English), "permission denied");
        let full = io::Error::from(ErrorKind::StorageFull);
        assert_eq!(
            speaking(Language::Swedish, || io_error(&full)),
            "inget utrymme kvar på disken"
        );
        let read_only = io::Error::from(ErrorKind::ReadOnlyFilesystem);
        assert_eq!(
            speaking(Language::Norwegian, || io_error(&read_only)),
            "filsystemet er skrivebeskyttet"
        );
        let missing = io::Error::from(ErrorKind::NotFound);
        assert_eq!(
            speaking(Language::Danish, || io_error(&missing)),
            "filen eller mappen findes ikke"
        );
    }

    #[test]
    fn the_raw_text_follows_only_when_it_says_more_than_the_kind() {
        // A message attached by whoever made the error: kept, after the kind.
        let attached = io::Error::new(ErrorKind::TimedOut, "no answer in 30 s");
        assert_eq!(
            speaking(Language::German, || io_error(&attached)),
            "Zeitüberschreitung (no answer in 30 s)"
        );
        let other = io::Error::other("injected crash");
        assert_eq!(
            speaking(Language::Swedish, || io_error(&other)),
            "operativsystemet rapporterade ett fel (injected crash)"
        );
        // A system error of a kind without words here: the system's text says which.
        #[cfg(target_os = "linux")]
        {
            let no_locks = io::Error::from_raw_os_error(libc::ENOLCK);
            let said = speaking(Language::Danish, || io_error(&no_locks));
            assert!(said.starts_with("styresystemet meldte en fejl ("), "{said}");
            assert!(said.ends_with("(os error 37))"), "{said}");
        }
    }

    #[test]
    fn speaking_another_language_gives_the_threads_back() {
        set(Language::Danish);
        let german = speaking(Language::German, || crate::t!("io-interrupted"));
        assert_eq!(german, "unterbrochen");
        assert_eq!(crate::current(), Language::Danish);
        let unwound = std::panic::catch_unwind(|| {
            speaking(Language::Swedish, || panic!("words that fail"));
        });
        assert!(unwound.is_err());
        assert_eq!(crate::current(), Language::Danish);
        set(Language::English);
    }
}
