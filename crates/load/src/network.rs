//! A guest's connection: the SSH session opened over a socket through a [`Switch`] that
//! carries, stalls or cuts it, as the guest's network would.

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker, ready};
use std::time::Duration;

use russh::Channel;
use russh::client;
use russh::keys::PublicKeyOrCertificate;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use super::GuestError;

pub(super) struct Accept;

impl client::Handler for Accept {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        // Loopback only, to a server we started: its key is not in question.
        Ok(true)
    }
}

/// What a guest's network does to their connection: carries it, stalls it (nothing in or
/// out, as a laptop closed or a network gone dead), or cuts it (gone, without a word).
#[derive(Debug, Default)]
pub(super) struct Switch {
    state: AtomicU8,
    /// The connection's reader and writer, to wake when the state changes.
    wakers: Mutex<[Option<Waker>; 2]>,
}

pub(super) const OPEN: u8 = 0;
pub(super) const STALLED: u8 = 1;
pub(super) const CUT: u8 = 2;

impl Switch {
    pub(super) fn set(&self, state: u8) {
        self.state.store(state, Ordering::SeqCst);
        if let Ok(mut wakers) = self.wakers.lock() {
            for waker in wakers.iter_mut().filter_map(Option::take) {
                waker.wake();
            }
        }
    }

    /// Whether `side` may go on now (`Ready(Ok)`), must wait (`Pending`, woken when the
    /// stall ends) or fails (cut). Whoever asks is woken at the next change, so that a cut
    /// ends a connection at once, even one waiting for the server to say something.
    fn check(&self, side: usize, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if let Ok(mut wakers) = self.wakers.lock() {
            match &mut wakers[side] {
                Some(known) if known.will_wake(cx.waker()) => {}
                slot => *slot = Some(cx.waker().clone()),
            }
        }
        match self.state.load(Ordering::SeqCst) {
            OPEN => Poll::Ready(Ok(())),
            STALLED => Poll::Pending,
            _ => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::ConnectionAborted,
                "the guest's connection was cut",
            ))),
        }
    }
}

/// A guest's socket, through their [`Switch`].
struct Switched {
    inner: TcpStream,
    switch: Arc<Switch>,
}

impl AsyncRead for Switched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        ready!(self.switch.check(0, cx))?;
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for Switched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        ready!(self.switch.check(1, cx))?;
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.switch.check(1, cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// A guest's connection: the session, its channel, and what its network does to it.
pub(super) struct Connected {
    pub(super) session: client::Handle<Accept>,
    pub(super) channel: Channel<client::Msg>,
    pub(super) switch: Arc<Switch>,
}

/// Connects and opens a session with a terminal, as a guest does. The client gives up on a
/// server silent for `silence`.
pub(super) async fn open_guest(
    name: &str,
    port: u16,
    (columns, rows): (u16, u16),
    silence: Duration,
) -> Result<Connected, GuestError> {
    let config = Arc::new(client::Config {
        inactivity_timeout: Some(silence),
        nodelay: true,
        ..Default::default()
    });
    let cannot = |error| GuestError::Connect {
        name: name.to_string(),
        error,
    };
    let failed = |error| GuestError::Session {
        name: name.to_string(),
        error,
    };
    let socket = TcpStream::connect(("127.0.0.1", port))
        .await
        .map_err(|error| cannot(russh::Error::IO(error)))?;
    let _ = socket.set_nodelay(true);
    let switch = Arc::new(Switch::default());
    let stream = Switched {
        inner: socket,
        switch: Arc::clone(&switch),
    };
    let mut session = client::connect_stream(config, stream, Accept)
        .await
        .map_err(cannot)?;
    let auth = session.authenticate_none(name).await.map_err(failed)?;
    if !auth.success() {
        return Err(GuestError::NotLetIn {
            name: name.to_string(),
        });
    }
    let channel = session.channel_open_session().await.map_err(failed)?;
    channel
        .request_pty(
            false,
            "xterm-256color",
            columns.into(),
            rows.into(),
            0,
            0,
            &[],
        )
        .await
        .map_err(failed)?;
    channel.request_shell(false).await.map_err(failed)?;
    Ok(Connected {
        session,
        channel,
        switch,
    })
}
