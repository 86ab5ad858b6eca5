//! The server's log: lines on standard error, each with its time and level, written by a
//! thread of their own, through the `log` facade (so the SSH library's own lines can be
//! asked for too). Which lines are written is set as `RUST_LOG` sets it elsewhere: a level
//! (`debug`), or targets with levels (`yatzy=debug,russh=info`); by default the server's own
//! lines from `info` up, and nothing of other crates.
//!
//! A log nobody takes is no reason to stop serving: a closed pipe, a full disk or a terminal
//! that went away only lose lines, and a reader that stopped reading (a pager left open) only
//! fills a bounded queue, never blocks a guest's key. Lost lines are counted and said when the
//! log is taken again.

use std::fmt;
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// Lines waiting for the writer at most.
const QUEUED: usize = 4096;

enum Entry {
    Line(String),
    /// Answered once every line before it is written (or given up on).
    Flush(SyncSender<()>),
}

static WRITER: OnceLock<Mutex<SyncSender<Entry>>> = OnceLock::new();
static DROPPED: AtomicU64 = AtomicU64::new(0);

/// Starts the writer (once) and makes it the `log` facade's, with the filter `setting` (the
/// `RUST_LOG` variable's value, if any) says. A setting that makes no sense is said in the
/// log, and the default is used.
pub fn start(setting: Option<&str>) {
    let (filter, mistake) = match setting.map(Filter::parse) {
        None => (Filter::default(), None),
        Some(Ok(filter)) => (filter, None),
        Some(Err(mistake)) => (Filter::default(), Some(mistake)),
    };
    start_writer();
    ::log::set_max_level(filter.most());
    if ::log::set_boxed_logger(Box::new(Logger { filter })).is_ok()
        && let Some(mistake) = mistake
    {
        ::log::warn!(
            "yatzy serve: RUST_LOG: {mistake}; the server's lines from info up are logged"
        );
    }
}

fn start_writer() {
    WRITER.get_or_init(|| {
        let (sender, entries) = sync_channel(QUEUED);
        let _ = std::thread::Builder::new()
            .name("yatzy-log".into())
            .spawn(move || write_lines(&entries));
        Mutex::new(sender)
    });
}

fn write_lines(entries: &Receiver<Entry>) {
    while let Ok(entry) = entries.recv() {
        match entry {
            Entry::Line(line) => {
                let mut stderr = std::io::stderr().lock();
                let dropped = DROPPED.swap(0, Ordering::Relaxed);
                if dropped > 0 {
                    let _ = writeln!(
                        stderr,
                        "yatzy serve: {dropped} log line(s) were lost (the log was not taken)"
                    );
                }
                if writeln!(stderr, "{line}").is_err() {
                    DROPPED.fetch_add(1, Ordering::Relaxed);
                }
            }
            Entry::Flush(done) => {
                let _ = done.send(());
            }
        }
    }
}

/// Queues one line for the writer (dropped, and counted, when the queue is full).
fn line(text: String) {
    let Some(writer) = WRITER.get() else {
        return;
    };
    let Ok(sender) = writer.lock() else {
        return;
    };
    match sender.try_send(Entry::Line(text)) {
        Ok(()) => {}
        Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
            DROPPED.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Waits (a moment at most) until the lines logged so far are written: for the last words
/// before the process ends.
pub fn flush() {
    let Some(writer) = WRITER.get() else {
        return;
    };
    let (done, written) = sync_channel(1);
    let sent = writer
        .lock()
        .map(|sender| sender.try_send(Entry::Flush(done)).is_ok())
        .unwrap_or(false);
    if sent {
        let _ = written.recv_timeout(Duration::from_secs(2));
    }
}

/// Says a plain line (no time, no level, whatever the filter): the start banner.
pub fn say_line(args: fmt::Arguments<'_>) {
    line(args.to_string());
}

/// A plain line of the server's, as [`say_line`].
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::logging::say_line(format_args!($($arg)*))
    };
}
pub(crate) use say;

/// The `log` facade's way into the writer: each line as `TIME LEVEL text`.
struct Logger {
    filter: Filter,
}

impl ::log::Log for Logger {
    fn enabled(&self, metadata: &::log::Metadata<'_>) -> bool {
        self.filter.allows(metadata.target(), metadata.level())
    }

    fn log(&self, record: &::log::Record<'_>) {
        if self.enabled(record.metadata()) {
            line(format_line(
                chrono::Utc::now(),
                record.level(),
                record.args(),
            ));
        }
    }

    fn flush(&self) {
        flush();
    }
}

/// One line of the log: its time (UTC, to the millisecond), its level, its text.
fn format_line(
    time: chrono::DateTime<chrono::Utc>,
    level: ::log::Level,
    text: &fmt::Arguments<'_>,
) -> String {
    format!(
        "{} {level:<5} {text}",
        time.format("%Y-%m-%dT%H:%M:%S%.3fZ")
    )
}

/// Which lines are logged: per target (a module path and everything under it), the most
/// detailed level wanted; the longest target that matches decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    /// The level for targets no directive names.
    others: LevelFilter,
    directives: Vec<(String, LevelFilter)>,
}

use ::log::LevelFilter;

/// Why a `RUST_LOG` setting makes no sense (each text as it was written).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FilterError {
    #[error("{0:?} is not a level (error, warn, info, debug, trace, off)")]
    NotALevel(String),
    /// A `=level` directive with nothing before the `=`.
    #[error("{0:?} names no target")]
    NoTarget(String),
}

impl Default for Filter {
    /// The server's own lines from `info` up; nothing of other crates.
    fn default() -> Self {
        Filter {
            others: LevelFilter::Off,
            directives: vec![("yatzy".to_string(), LevelFilter::Info)],
        }
    }
}

impl Filter {
    /// Reads `RUST_LOG`'s syntax: comma-separated directives, each a level (for every
    /// target) or `target=level`. An empty setting is the default.
    pub fn parse(setting: &str) -> Result<Filter, FilterError> {
        let mut filter = Filter {
            others: LevelFilter::Off,
            directives: Vec::new(),
        };
        let mut any = false;
        for directive in setting.split(',').map(str::trim).filter(|d| !d.is_empty()) {
            any = true;
            let level = |text: &str| {
                text.parse::<LevelFilter>()
                    .map_err(|_| FilterError::NotALevel(text.to_string()))
            };
            match directive.split_once('=') {
                Some((target, wanted)) if !target.is_empty() => {
                    filter.directives.push((target.to_string(), level(wanted)?));
                }
                Some(_) => return Err(FilterError::NoTarget(directive.to_string())),
                // A word alone: a level for everything, or a target at every level.
                None => match level(directive) {
                    Ok(level) => filter.others = level,
                    Err(_)
                        if directive
                            .chars()
                            .all(|c| c.is_alphanumeric() || "_:".contains(c)) =>
                    {
                        filter
                            .directives
                            .push((directive.to_string(), LevelFilter::Trace));
                    }
                    Err(mistake) => return Err(mistake),
                },
            }
        }
        Ok(if any { filter } else { Filter::default() })
    }

    /// Whether a line of `level` from `target` is logged.
    pub fn allows(&self, target: &str, level: ::log::Level) -> bool {
        let wanted = self
            .directives
            .iter()
            .filter(|(prefix, _)| {
                target == prefix
                    || target
                        .strip_prefix(prefix.as_str())
                        .is_some_and(|rest| rest.starts_with("::"))
            })
            .max_by_key(|(prefix, _)| prefix.len())
            .map_or(self.others, |(_, level)| *level);
        level <= wanted
    }

    /// The most detailed level any target may log (what the facade need not even format).
    fn most(&self) -> LevelFilter {
        self.directives
            .iter()
            .map(|(_, level)| *level)
            .chain([self.others])
            .max()
            .unwrap_or(LevelFilter::Off)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::log::Level;

    #[test]
    fn by_default_the_server_s_lines_from_info_up_and_nothing_of_other_crates() {
        let filter = Filter::default();
        assert!(filter.allows("yatzy::server::hub", Level::Info));
        assert!(filter.allows("yatzy::server::ssh", Level::Warn));
        assert!(!filter.allows("yatzy::server::hub", Level::Debug));
        assert!(!filter.allows("russh::server", Level::Error));
        assert!(!filter.allows("yatzyx", Level::Error));
        assert_eq!(Filter::parse("").unwrap(), filter);
    }

    #[test]
    fn rust_log_directives_choose_levels_by_target_the_longest_deciding() {
        let filter = Filter::parse("warn, yatzy=debug ,yatzy::server::ssh=error").unwrap();
        assert!(filter.allows("russh::server", Level::Warn));
        assert!(!filter.allows("russh::server", Level::Info));
        assert!(filter.allows("yatzy::server::hub", Level::Debug));
        assert!(!filter.allows("yatzy::server::ssh::handler", Level::Warn));
        assert!(filter.allows("yatzy::server::ssh", Level::Error));
        // A target alone: everything from it.
        let filter = Filter::parse("russh").unwrap();
        assert!(filter.allows("russh::server", Level::Trace));
        assert!(!filter.allows("yatzy", Level::Error));
    }

    #[test]
    fn a_setting_that_makes_no_sense_is_refused_with_the_reason() {
        let loud = Filter::parse("yatzy=loud").unwrap_err();
        assert_eq!(loud, FilterError::NotALevel("loud".into()));
        assert!(
            loud.to_string().contains("\"loud\" is not a level"),
            "{loud}"
        );
        let nameless = Filter::parse("=info").unwrap_err();
        assert_eq!(nameless, FilterError::NoTarget("=info".into()));
        assert!(
            nameless.to_string().contains("names no target"),
            "{nameless}"
        );
        assert_eq!(
            Filter::parse("a b"),
            Err(FilterError::NotALevel("a b".into()))
        );
    }

    #[test]
    fn a_line_has_its_time_in_utc_to_the_millisecond_and_its_level() {
        let time = chrono::DateTime::parse_from_rfc3339("2026-11-26T01:02:03.456Z")
            .unwrap()
            .to_utc();
        assert_eq!(
            format_line(time, Level::Warn, &format_args!("yatzy serve: refused")),
            "2026-11-26T01:02:03.456Z WARN  yatzy serve: refused"
        );
    }
}
