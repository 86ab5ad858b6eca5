//! What the data directory's errors say to the player, in the language in force on the
//! thread: why a file was kept aside (every reason, down to the entry of the high scores or
//! the drill of the practice log that no game could have made), and why a file could not be
//! read or written (the operating system's error worded by [`yatzy_i18n::io_error`]).
//!
//! The storage's errors keep an English `Display` for the server's log and the tests; every
//! place that shows one to a player words it here.

use serde_json::error::Category as JsonCategory;

use yatzy_core::game::record::ReplayError;
use yatzy_core::history::EntryError;
use yatzy_core::practice::LogError;
use yatzy_core::rules::{RuleSet, Section};
use yatzy_i18n as i18n;
use yatzy_i18n::t;
use yatzy_storage::{
    DATA_DIR_VARIABLE, Damage, FileKind, FormatError, PeekError, Recovery, SaveError, StorageError,
    Unusable, size_in_units,
};

/// Why the data directory could not do what was asked, naming the file.
pub fn storage_error(error: &StorageError) -> String {
    let path = error.path().display().to_string();
    match error {
        StorageError::Io { error, .. } => {
            t!("storage-io", path = path, error = i18n::io_error(error))
        }
        StorageError::Unusable { reason, .. } => {
            t!("storage-unusable", path = path, reason = unusable(reason))
        }
        StorageError::NotALock { kind, .. } => {
            t!("storage-not-a-lock", path = path, kind = file_kind(*kind))
        }
        StorageError::Newer { version, .. } => {
            t!("storage-newer", path = path, version = *version)
        }
        StorageError::Busy { waited, .. } => t!(
            "storage-busy",
            path = path,
            seconds = waited.as_secs_f64().round() as u64
        ),
    }
}

/// Why a file could not be read as it is.
pub fn peek_error(error: &PeekError) -> String {
    match error {
        PeekError::Unreadable { path, reason } => t!(
            "peek-unreadable",
            path = path.display().to_string(),
            reason = damage(reason)
        ),
        PeekError::Storage(error) => storage_error(error),
    }
}

/// Nothing names a data directory: how to name one.
pub fn no_data_directory() -> String {
    t!("no-data-directory", variable = DATA_DIR_VARIABLE)
}

/// A file kept aside, where, and why.
pub fn recovery(recovery: &Recovery) -> String {
    let name = recovery
        .file
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    t!(
        "kept-aside",
        name = name.into_owned(),
        reason = damage(&recovery.reason),
        kept = recovery.kept_at.display().to_string()
    )
}

/// Why the file was not used, as the player reads it.
pub fn damage(damage: &Damage) -> String {
    match damage {
        Damage::Unusable(reason) => unusable(reason),
        Damage::Scores(error) => scores(error),
        Damage::Settings(error) => t!("damage-settings", why = json(error)),
        Damage::PracticeJson(error) => t!("damage-practice-json", why = json(error)),
        Damage::Practice(error) => practice_log(error),
        Damage::Saved(error) => saved_game(error),
        Damage::OtherGame { found, slot } => t!(
            "damage-other-game",
            found = found.to_string(),
            slot = slot.to_string()
        ),
    }
}

/// What a file is, as the player reads it: "a directory", "en katalog".
pub(crate) fn file_kind(kind: FileKind) -> String {
    match kind {
        FileKind::NamedPipe => t!("file-kind-fifo"),
        FileKind::Device => t!("file-kind-device"),
        FileKind::Socket => t!("file-kind-socket"),
        FileKind::Directory => t!("file-kind-directory"),
        FileKind::SymbolicLink => t!("file-kind-link"),
        FileKind::Other => t!("file-kind-other"),
    }
}

fn unusable(reason: &Unusable) -> String {
    match *reason {
        Unusable::DanglingLink => t!("unusable-dangling-link"),
        Unusable::LinkLoop => t!("unusable-link-loop"),
        Unusable::Link => t!("unusable-link"),
        Unusable::NotAFile(kind) => t!("unusable-not-a-file", kind = file_kind(kind)),
        Unusable::TooLarge(limit) => t!("unusable-too-large", size = size(limit)),
    }
}

/// A byte count in the largest whole unit, in the player's language.
fn size(bytes: u64) -> String {
    size_in_units(bytes, |count| t!("size-bytes", count = count))
}

/// Where a file stops being JSON, or which value does not fit. serde's own explanation is
/// English and technical: only a value that does not fit keeps it (in parentheses), as it
/// names the field; for a syntax error the place says enough.
fn json(error: &serde_json::Error) -> String {
    let (line, column) = (error.line(), error.column());
    match error.classify() {
        JsonCategory::Syntax => t!("json-syntax", line = line, column = column),
        JsonCategory::Eof => t!("json-ends-early", line = line),
        JsonCategory::Data | JsonCategory::Io => {
            let said = error.to_string();
            let detail = said
                .strip_suffix(&format!(" at line {line} column {column}"))
                .unwrap_or(&said);
            let words = if line == 0 {
                t!("json-unfitting-somewhere")
            } else {
                t!("json-unfitting", line = line, column = column)
            };
            format!("{words} ({detail})")
        }
    }
}

fn scores(error: &FormatError) -> String {
    match error {
        FormatError::Json(error) => t!("scores-not-json", why = json(error)),
        FormatError::FutureVersion(version) => t!(
            "scores-newer",
            version = *version,
            reads = yatzy_core::history::VERSION
        ),
        FormatError::Impossible {
            entry,
            rules,
            reason,
        } => t!(
            "scores-impossible",
            entry = *entry,
            why = impossible_entry(*rules, reason)
        ),
    }
}

fn impossible_entry(rules: RuleSet, reason: &EntryError) -> String {
    match reason {
        EntryError::ScoreAbovePossible { score, max } => {
            t!("entry-score-above", score = *score, max = *max)
        }
        EntryError::LeftSum(sum) => t!(
            "entry-left-sum",
            section = i18n::section_name(rules, Section::Left),
            sum = *sum
        ),
        EntryError::Players(count) => t!("entry-players", count = *count),
        EntryError::Duration(seconds) => t!("entry-seconds", count = *seconds),
        EntryError::NameLength(chars) => t!("entry-name-length", count = *chars),
        EntryError::DailyDice(date) => t!("entry-daily-dice", date = date.to_string()),
        EntryError::RecordTooLong(moves) => t!("entry-record-length", count = *moves),
        EntryError::DoesNotReplay(error) => {
            t!("entry-does-not-replay", why = replay(rules, error))
        }
        EntryError::ReplaysTo { total, score } => {
            t!("entry-replays-to", total = *total, score = *score)
        }
        EntryError::Hints(count) => t!("entry-hints", count = *count),
        EntryError::Undos(count) => t!("entry-undos", count = *count),
        EntryError::StoodIn(count) => t!("entry-stood-in", count = *count),
    }
}

/// Why a game's record does not replay; a move the game refused says why as the game says
/// it at the table.
fn replay(rules: RuleSet, error: &ReplayError) -> String {
    match error {
        ReplayError::NotAMove(letter) => t!("replay-not-a-move", letter = letter.to_string()),
        ReplayError::Refused(number, refused) => t!(
            "replay-refused",
            number = *number,
            why = crate::words::play::command_refusal(rules, refused)
        ),
        ReplayError::Unfinished => t!("replay-unfinished"),
        ReplayError::TooLong => t!("replay-too-long"),
        ReplayError::NoDecision => t!("replay-no-decision"),
    }
}

fn saved_game(error: &SaveError) -> String {
    let not_possible = |why: String| t!("saved-not-possible", why = why);
    match error {
        SaveError::Unreadable(error) => not_possible(json(error)),
        SaveError::Hints(hints) => not_possible(t!("saved-hints", hints = *hints)),
        SaveError::NoGame => t!("saved-no-game"),
        SaveError::PlayTime(seconds) => not_possible(t!("saved-play-time", seconds = *seconds)),
        SaveError::Newer(version) => t!("saved-newer", version = *version),
        SaveError::DieCursor(die) => not_possible(t!("saved-die-cursor", die = *die)),
    }
}

fn practice_log(error: &LogError) -> String {
    match error {
        LogError::NoPosition {
            drill,
            rules,
            error,
        } => t!(
            "log-no-position",
            drill = *drill,
            why = replay(*rules, error)
        ),
        LogError::DrillLost { drill, lost } => t!(
            "log-drill-lost",
            drill = *drill,
            lost = i18n::figure(*lost, false)
        ),
        LogError::Streak { drill } => t!("log-streak", drill = *drill),
        LogError::SessionLost { session, lost } => t!(
            "log-session-lost",
            session = *session,
            lost = i18n::figure(*lost, false)
        ),
        LogError::Answers { session } => t!("log-answers", session = *session),
        LogError::KeptTwice { session } => t!("log-kept-twice", session = *session),
    }
}
