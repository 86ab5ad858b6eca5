//! The server's log: lines on standard error, written by a thread of their own. A log
//! nobody takes is no reason to stop serving: a closed pipe, a full disk or a terminal that
//! went away only lose lines, and a reader that stopped reading (a pager left open) only
//! fills a bounded queue, never blocks a guest's key. Lost lines are counted and said when
//! the log is taken again.

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

/// Starts the writer (once); before it, lines are written directly.
pub fn start() {
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

/// Logs one line (without a prefix: callers say `yatzy serve: ...`).
pub fn line(args: fmt::Arguments<'_>) {
    let text = args.to_string();
    let Some(writer) = WRITER.get() else {
        // No writer (the hub driven in-process, by tests): the test harness's own stderr,
        // which it captures. `yatzy serve` always starts the writer.
        eprintln!("{text}");
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

/// A line of the server's log.
macro_rules! log {
    ($($arg:tt)*) => {
        $crate::server::log::line(format_args!($($arg)*))
    };
}
pub(crate) use log;
