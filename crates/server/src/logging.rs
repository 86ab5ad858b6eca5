//! The server's log: lines on standard error, each with its time and level, through
//! `tracing` (the SSH library's `log` lines are bridged in, so they can be asked for too).
//! Which lines are written is set as `RUST_LOG` sets it elsewhere (`tracing-subscriber`'s
//! `EnvFilter`): a level (`debug`), or targets with levels (`yatzy=debug,russh=info`); by
//! default the server's own lines from `info` up, and nothing of other crates.
//!
//! A log nobody takes is no reason to stop serving: lines go through `tracing-appender`'s
//! non-blocking writer, a bounded queue emptied by a thread of its own. A closed pipe, a full
//! disk or a terminal that went away only lose lines, and a reader that stopped reading (a
//! pager left open) only fills the queue, never blocks a guest's key. Lost lines are counted
//! and said when the log is taken again.

use std::fmt;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use tracing_appender::non_blocking::{NonBlocking, NonBlockingBuilder, WorkerGuard};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

/// Lines waiting for the writer at most.
const QUEUED: usize = 4096;

/// The filter used when `RUST_LOG` is not set, empty, or makes no sense.
const DEFAULT_FILTER: &str = "yatzy=info";

/// The queue to the writer's thread: the `say!` lines go through it too, so they keep their
/// place among the others.
static WRITER: OnceLock<NonBlocking> = OnceLock::new();
/// Dropped when the process ends: waits (a moment at most) for the lines queued.
static WORKER: Mutex<Option<WorkerGuard>> = Mutex::new(None);

/// Starts the writer (once) and makes it `tracing`'s (and the `log` facade's), with the
/// filter `setting` (the `RUST_LOG` variable's value, if any) says. A setting that makes no
/// sense is said in the log, and the default is used.
pub(crate) fn start(setting: Option<&str>) {
    if WRITER.get().is_some() {
        return;
    }
    let (filter, mistake) = match setting.map(filter) {
        None | Some(Ok(None)) => (default_filter(), None),
        Some(Ok(Some(filter))) => (filter, None),
        Some(Err(mistake)) => (default_filter(), Some(mistake)),
    };
    // Lines the queue had no room for are counted by the queue's side; write failures by the
    // writer's. Both are said at the next line written.
    let lost = Arc::new(LostLines::default());
    let (writer, guard) = NonBlockingBuilder::default()
        .lossy(true)
        .buffered_lines_limit(QUEUED)
        .thread_name("yatzy-log")
        .finish(Stderr {
            lost: Arc::clone(&lost),
        });
    let _ = lost.dropped.set(writer.error_counter());
    if WRITER.set(writer.clone()).is_err() {
        return;
    }
    if let Ok(mut worker) = WORKER.lock() {
        *worker = Some(guard);
    }
    let installed = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .event_format(Line)
        .with_writer(writer)
        .try_init();
    if installed.is_ok()
        && let Some(mistake) = mistake
    {
        tracing::warn!(
            "yatzy serve: RUST_LOG: {mistake}; the server's lines from info up are logged"
        );
    }
}

fn default_filter() -> EnvFilter {
    EnvFilter::new(DEFAULT_FILTER)
}

/// Reads a `RUST_LOG` setting: `None` for an empty one (the default). A level that is not
/// one is named in the mistake, as the operator wrote it.
pub(crate) fn filter(setting: &str) -> Result<Option<EnvFilter>, String> {
    let directives: Vec<&str> = setting
        .split(',')
        .map(str::trim)
        .filter(|directive| !directive.is_empty())
        .collect();
    if directives.is_empty() {
        return Ok(None);
    }
    // `EnvFilter`'s own error does not say which word is wrong: the usual mistake, a level
    // that is not one, is named here.
    for directive in &directives {
        if let Some((_, level)) = directive.rsplit_once('=')
            && !level.contains([']', '}'])
            && level
                .parse::<tracing::level_filters::LevelFilter>()
                .is_err()
        {
            return Err(format!(
                "{level:?} is not a level (error, warn, info, debug, trace, off)"
            ));
        }
    }
    EnvFilter::builder()
        .parse(directives.join(","))
        .map(Some)
        .map_err(|mistake| mistake.to_string())
}

/// Waits (a moment at most) until the lines logged so far are written: for the last words
/// before the process ends. Lines logged afterwards are lost.
pub(crate) fn flush() {
    let guard = WORKER.lock().ok().and_then(|mut worker| worker.take());
    drop(guard);
}

/// Says a plain line (no time, no level, whatever the filter): the start banner.
pub(crate) fn say_line(args: fmt::Arguments<'_>) {
    if let Some(writer) = WRITER.get() {
        let mut writer = writer.clone();
        let _ = writer.write_all(format!("{args}\n").as_bytes());
    }
}

/// A plain line of the server's, as [`say_line`].
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::logging::say_line(format_args!($($arg)*))
    };
}
pub(crate) use say;

/// Lines lost: those the queue had no room for (counted by `tracing-appender`) and those
/// standard error refused.
#[derive(Default)]
struct LostLines {
    dropped: OnceLock<tracing_appender::non_blocking::ErrorCounter>,
    /// The queue's count when the loss was last said.
    dropped_said: AtomicUsize,
    unwritten: AtomicUsize,
}

impl LostLines {
    /// The lines lost since this was last asked.
    fn since_last_asked(&self) -> usize {
        let dropped = self.dropped.get().map_or(0, |count| count.dropped_lines());
        let said = self.dropped_said.swap(dropped, Ordering::Relaxed);
        dropped.saturating_sub(said) + self.unwritten.swap(0, Ordering::Relaxed)
    }
}

/// Standard error, as the writer's thread sees it: a line that cannot be written is counted
/// rather than an error (which `tracing-appender` would only drop), and flushing never fails
/// (its failure it would print to standard error, panicking there when that is gone).
struct Stderr {
    lost: Arc<LostLines>,
}

impl Write for Stderr {
    fn write(&mut self, line: &[u8]) -> std::io::Result<usize> {
        let mut stderr = std::io::stderr().lock();
        let lost = self.lost.since_last_asked();
        if lost > 0 {
            let _ = writeln!(
                stderr,
                "yatzy serve: {lost} log line(s) were lost (the log was not taken)"
            );
        }
        if stderr.write_all(line).is_err() {
            self.lost.unwritten.fetch_add(1, Ordering::Relaxed);
        }
        Ok(line.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Each line as `TIME LEVEL text`: its time (UTC, to the millisecond), its level, its text.
struct Line;

impl<S, N> FormatEvent<S, N> for Line
where
    S: tracing::Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        context: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &tracing::Event<'_>,
    ) -> fmt::Result {
        write!(
            writer,
            "{} ",
            line_start(chrono::Utc::now(), *event.metadata().level())
        )?;
        context.format_fields(writer.by_ref(), event)?;
        writeln!(writer)
    }
}

/// A line's time and level, padded as every line's.
fn line_start(time: chrono::DateTime<chrono::Utc>, level: tracing::Level) -> String {
    format!("{} {level:<5}", time.format("%Y-%m-%dT%H:%M:%S%.3fZ"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracing::Level;
    use tracing_subscriber::layer::SubscriberExt;

    /// The lines `filter` lets through, of those logged while `log` runs.
    fn logged(filter: EnvFilter, log: impl FnOnce()) -> String {
        let lines = Arc::new(Mutex::new(Vec::new()));
        let writer = {
            let lines = Arc::clone(&lines);
            move || Kept(Arc::clone(&lines))
        };
        let subscriber = tracing_subscriber::registry().with(filter).with(
            tracing_subscriber::fmt::layer()
                .event_format(Line)
                .with_writer(writer),
        );
        tracing::subscriber::with_default(subscriber, log);
        String::from_utf8(lines.lock().unwrap().clone()).unwrap()
    }

    struct Kept(Arc<Mutex<Vec<u8>>>);

    impl Write for Kept {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn by_default_the_server_s_lines_from_info_up_and_nothing_of_other_crates() {
        let log = logged(default_filter(), || {
            tracing::info!(target: "yatzy::server::hub", "hub info");
            tracing::warn!(target: "yatzy::server::ssh", "ssh warn");
            tracing::debug!(target: "yatzy::server::hub", "hub debug");
            tracing::error!(target: "russh::server", "russh error");
        });
        assert!(
            log.contains("hub info") && log.contains("ssh warn"),
            "{log}"
        );
        assert!(
            !log.contains("hub debug") && !log.contains("russh"),
            "{log}"
        );
        assert!(filter("").unwrap().is_none());
        assert!(filter(" , ").unwrap().is_none());
    }

    #[test]
    fn rust_log_directives_choose_levels_by_target_the_most_specific_deciding() {
        let chosen = filter("warn, yatzy=debug ,yatzy::server::ssh=error")
            .unwrap()
            .unwrap();
        let log = logged(chosen, || {
            tracing::warn!(target: "russh::server", "russh warn");
            tracing::info!(target: "russh::server", "russh info");
            tracing::debug!(target: "yatzy::server::hub", "hub debug");
            tracing::warn!(target: "yatzy::server::ssh::handler", "handler warn");
            tracing::error!(target: "yatzy::server::ssh", "ssh error");
        });
        assert!(
            log.contains("russh warn") && !log.contains("russh info"),
            "{log}"
        );
        assert!(
            log.contains("hub debug") && log.contains("ssh error"),
            "{log}"
        );
        assert!(!log.contains("handler warn"), "{log}");
        // A target alone: everything from it.
        let log = logged(filter("russh").unwrap().unwrap(), || {
            tracing::trace!(target: "russh::server", "russh trace");
            tracing::error!(target: "yatzy", "yatzy error");
        });
        assert!(
            log.contains("russh trace") && !log.contains("yatzy error"),
            "{log}"
        );
    }

    #[test]
    fn a_setting_that_makes_no_sense_is_refused_with_the_reason() {
        let loud = filter("yatzy=loud").unwrap_err();
        assert!(loud.contains("\"loud\" is not a level"), "{loud}");
        assert!(filter("yatzy=info,=info=").is_err());
    }

    #[test]
    fn a_line_has_its_time_in_utc_to_the_millisecond_and_its_level() {
        let time = chrono::DateTime::parse_from_rfc3339("2026-11-26T01:02:03.456Z")
            .unwrap()
            .to_utc();
        assert_eq!(
            line_start(time, Level::WARN),
            "2026-11-26T01:02:03.456Z WARN "
        );
        let log = logged(default_filter(), || {
            tracing::info!(target: "yatzy::server", "yatzy serve: ann joined");
        });
        let (time, rest) = log.split_once(' ').unwrap();
        assert!(chrono::DateTime::parse_from_rfc3339(time).is_ok(), "{log}");
        assert_eq!(rest, "INFO  yatzy serve: ann joined\n");
    }
}
