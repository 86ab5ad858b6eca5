//! What a guest's connection and the hub share, and the guard on the connection's socket.
//!
//! A [`Link`] carries what must not queue up: the guest's window size (only the last one
//! matters, so a flood of window changes is one resize), how many of their keystrokes wait
//! in the hub's queue (bounded), and the switch that cuts the connection (a guest let go, a
//! login that took too long). [`Guarded`] wraps the socket: once cut, or when the login's
//! grace runs out, every read and write fails, and russh ends the session whatever state it
//! was in (a peer that never finishes the version exchange, or has stopped reading). A
//! [`Count`] counts the links (and the tasks writing to guests) alive, for the census.

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::Notify;
use tokio::time::Sleep;

/// Keystroke events of one guest that may wait in the hub's queue; beyond, keys are dropped
/// (nobody types faster than the hub answers, unless they paste or flood).
pub(crate) const INPUTS_QUEUED: usize = 32;

/// What one connection and the hub share.
#[derive(Debug, Default)]
pub struct Link {
    /// The window size last asked for, as `columns << 32 | rows`.
    size: AtomicU64,
    /// Whether a resize of this guest waits in the hub's queue.
    resize_queued: AtomicBool,
    /// Keystroke events of this guest waiting in the hub's queue.
    inputs_queued: AtomicUsize,
    authenticated: AtomicBool,
    /// Whether the game started (a session with a terminal and a shell).
    playing: AtomicBool,
    /// Whether the hub gave the guest's terminal back itself (and said goodbye after it).
    given_back: AtomicBool,
    cut: AtomicBool,
    /// The connection's reader and writer, and whoever waits for the cut, to wake when the
    /// link is cut.
    wakers: Mutex<[Option<Waker>; 3]>,
    /// Counts this link among the server's while it lives.
    _counted: Option<Held>,
}

impl Link {
    pub fn new() -> Self {
        Self::default()
    }

    /// A link counted among the server's (see the census) for as long as it lives.
    pub fn counted(held: Held) -> Self {
        Link {
            _counted: Some(held),
            ..Self::default()
        }
    }

    /// The guest's window is now `columns` x `rows`. Returns whether the hub must be told
    /// (no resize of theirs waits in its queue already: that one will read this size).
    pub fn resized(&self, columns: u32, rows: u32) -> bool {
        self.size.store(
            (u64::from(columns) << 32) | u64::from(rows),
            Ordering::SeqCst,
        );
        !self.resize_queued.swap(true, Ordering::SeqCst)
    }

    /// The hub takes the resize from its queue: the size to draw at, the latest said.
    pub fn take_size(&self) -> (u32, u32) {
        // Cleared first: a window change from now on queues another resize.
        self.resize_queued.store(false, Ordering::SeqCst);
        let packed = self.size.load(Ordering::SeqCst);
        ((packed >> 32) as u32, packed as u32)
    }

    /// Counts a keystroke event into the hub's queue, if the guest's share has room.
    pub(crate) fn queue_input(&self) -> bool {
        self.inputs_queued
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |queued| {
                (queued < INPUTS_QUEUED).then_some(queued + 1)
            })
            .is_ok()
    }

    /// Keystroke events of this guest waiting in the hub's queue now.
    pub(crate) fn inputs_queued(&self) -> usize {
        self.inputs_queued.load(Ordering::SeqCst)
    }

    /// The hub took a keystroke event from its queue.
    pub(crate) fn input_taken(&self) {
        let _ = self
            .inputs_queued
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |queued| {
                queued.checked_sub(1)
            });
    }

    /// The guest proved who they are; returns whether this is news (the first time).
    pub(crate) fn authenticate(&self) -> bool {
        !self.authenticated.swap(true, Ordering::SeqCst)
    }

    /// The hub gave the guest's terminal back and said goodbye: the connection must not
    /// leave the alternate screen again (a second leave puts the cursor back where it was
    /// when the game began, and the farewell is written over).
    pub(crate) fn give_back(&self) {
        self.given_back.store(true, Ordering::SeqCst);
    }

    pub(crate) fn is_given_back(&self) -> bool {
        self.given_back.load(Ordering::SeqCst)
    }

    /// The game started on this connection: the login's grace is over.
    pub(crate) fn start_playing(&self) {
        self.playing.store(true, Ordering::SeqCst);
    }

    pub(crate) fn is_playing(&self) -> bool {
        self.playing.load(Ordering::SeqCst)
    }

    /// Ends the connection: its socket fails every read and write from now on.
    pub fn cut(&self) {
        self.cut.store(true, Ordering::SeqCst);
        if let Ok(mut wakers) = self.wakers.lock() {
            for waker in wakers.iter_mut().filter_map(Option::take) {
                waker.wake();
            }
        }
    }

    pub fn is_cut(&self) -> bool {
        self.cut.load(Ordering::SeqCst)
    }

    /// Ready once the link is cut.
    pub(crate) async fn until_cut(&self) {
        std::future::poll_fn(|cx| {
            self.watch(CLOSER, cx.waker());
            if self.is_cut() {
                Poll::Ready(())
            } else {
                Poll::Pending
            }
        })
        .await;
    }

    fn watch(&self, side: usize, waker: &Waker) {
        if let Ok(mut wakers) = self.wakers.lock() {
            match &mut wakers[side] {
                Some(known) if known.will_wake(waker) => {}
                slot => *slot = Some(waker.clone()),
            }
        }
    }
}

/// Things of one kind alive now, each counted while it holds the [`Held`] it was given.
#[derive(Debug)]
pub struct Count {
    now: AtomicUsize,
    ended: Arc<Notify>,
}

impl Count {
    /// A count that tells `ended` whenever one of its things ends.
    pub fn new(ended: Arc<Notify>) -> Arc<Self> {
        Arc::new(Count {
            now: AtomicUsize::new(0),
            ended,
        })
    }

    /// Counts one more thing, until the returned [`Held`] is dropped.
    pub fn hold(self: &Arc<Self>) -> Held {
        self.now.fetch_add(1, Ordering::SeqCst);
        Held(Arc::clone(self))
    }

    pub fn now(&self) -> usize {
        self.now.load(Ordering::SeqCst)
    }
}

/// One thing counted in a [`Count`], for as long as this lives.
#[derive(Debug)]
pub struct Held(Arc<Count>);

impl Drop for Held {
    fn drop(&mut self) {
        self.0.now.fetch_sub(1, Ordering::SeqCst);
        self.0.ended.notify_one();
    }
}

const READER: usize = 0;
const WRITER: usize = 1;
const CLOSER: usize = 2;

/// A connection's socket, failing once its link is cut or its login's grace ran out.
pub(crate) struct Guarded<S> {
    inner: S,
    link: std::sync::Arc<Link>,
    /// Until the guest is authenticated: when the login must be done.
    grace: Option<Pin<Box<Sleep>>>,
}

impl<S> Guarded<S> {
    pub(crate) fn new(inner: S, link: std::sync::Arc<Link>, grace: Duration) -> Self {
        Guarded {
            inner,
            link,
            grace: Some(Box::pin(tokio::time::sleep(grace))),
        }
    }

    /// Whether the connection may go on: not cut, and logged in or within the grace.
    fn check(&mut self, side: usize, cx: &mut Context<'_>) -> io::Result<()> {
        self.link.watch(side, cx.waker());
        if self.link.is_cut() {
            return Err(io::Error::new(
                io::ErrorKind::ConnectionAborted,
                "the server let this guest go",
            ));
        }
        // The grace covers the version exchange, the login and starting the game: a
        // connection that logs in and then asks for nothing holds a place as surely as one
        // that never says a word.
        if self.link.is_playing() {
            self.grace = None;
        } else if let Some(grace) = &mut self.grace
            && grace.as_mut().poll(cx).is_ready()
        {
            self.link.cut();
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "no game started within the grace time",
            ));
        }
        Ok(())
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Guarded<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.check(READER, cx)?;
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Guarded<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.check(WRITER, cx)?;
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.check(WRITER, cx)?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn window_changes_queue_one_resize_and_the_last_size_wins() {
        let link = Link::new();
        assert!(link.resized(80, 24), "the first is told");
        assert!(!link.resized(120, 40), "the hub has one to take already");
        assert!(!link.resized(100, 30));
        assert_eq!(link.take_size(), (100, 30));
        assert!(link.resized(90, 20), "taken: the next is told again");
    }

    #[test]
    fn a_guest_s_keys_wait_in_the_queue_only_so_many_at_a_time() {
        let link = Link::new();
        for _ in 0..INPUTS_QUEUED {
            assert!(link.queue_input());
        }
        assert!(!link.queue_input());
        link.input_taken();
        assert!(link.queue_input());
        for _ in 0..INPUTS_QUEUED + 5 {
            link.input_taken();
        }
        assert!(link.queue_input(), "never below empty");
    }

    #[tokio::test]
    async fn whoever_waits_for_the_cut_is_woken_by_it() {
        let link = std::sync::Arc::new(Link::new());
        let waiting = std::sync::Arc::clone(&link);
        let waiting = tokio::spawn(async move { waiting.until_cut().await });
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished());
        link.cut();
        tokio::time::timeout(Duration::from_secs(5), waiting)
            .await
            .expect("woken")
            .expect("ended");
        // Cut already: ready at once.
        link.until_cut().await;
    }

    #[tokio::test]
    async fn a_silent_peer_is_cut_when_the_grace_runs_out_and_a_cut_link_fails_at_once() {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let (ours, _theirs) = tokio::io::duplex(64);
        let link = std::sync::Arc::new(Link::new());
        let grace = Duration::from_millis(50);
        let mut guarded = Guarded::new(ours, std::sync::Arc::clone(&link), grace);
        let mut byte = [0u8; 1];
        let error = guarded.read(&mut byte).await.unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert!(link.is_cut());

        let (ours, mut theirs) = tokio::io::duplex(64);
        let link = std::sync::Arc::new(Link::new());
        link.authenticate();
        link.start_playing();
        let mut guarded = Guarded::new(ours, std::sync::Arc::clone(&link), grace);
        // Past the grace, but playing: reads go on.
        tokio::time::sleep(grace * 2).await;
        theirs.write_all(b"x").await.unwrap();
        assert_eq!(
            guarded.read(&mut byte).await.unwrap(),
            1,
            "logged in: no grace"
        );
        let cut = std::sync::Arc::clone(&link);
        let reading = tokio::spawn(async move { guarded.read(&mut byte).await });
        tokio::task::yield_now().await;
        cut.cut();
        let error = reading.await.unwrap().unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::ConnectionAborted);
    }
}
