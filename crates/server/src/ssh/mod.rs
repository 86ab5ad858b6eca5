//! The SSH side: what a connection may ask for (a session
//! with a pseudo-terminal and the game, nothing else), and the bytes to and from the hub.
//! Every refusal is said on the server's log (stderr).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tracing::{error, info, warn};

use russh::server::Handle;
use russh::{ChannelId, MethodKind, MethodSet};
use tokio::net::TcpListener;
use tokio::sync::mpsc::Receiver;

use super::gate::AdmitError;
pub use super::gate::{Limits, Shared};
pub use super::hub::Event;
use super::hub::Frame;
use super::link::{Guarded, Held, Link};
use connection::Connection;

mod connection;
mod handler;

/// How long a guest's client has to end the connection after the game closed its session,
/// before the server cuts it.
const CLOSING_GRACE: Duration = Duration::from_secs(5);

/// The russh configuration: our host key, the limits, and the methods offered.
pub fn config(host_key: russh::keys::PrivateKey, shared: &Shared) -> russh::server::Config {
    let methods: &[MethodKind] = if shared.authorized.is_some() {
        &[MethodKind::PublicKey]
    } else {
        &[MethodKind::None, MethodKind::PublicKey]
    };
    russh::server::Config {
        methods: MethodSet::from(methods),
        auth_rejection_time: Duration::from_millis(300),
        auth_rejection_time_initial: Some(Duration::ZERO),
        keys: vec![host_key],
        max_auth_attempts: shared.limits.auth_attempts,
        inactivity_timeout: Some(shared.limits.idle),
        keepalive_interval: Some(shared.limits.keepalive),
        keepalive_max: 3,
        nodelay: true,
        ..Default::default()
    }
}

/// Accepts connections until the process ends, each within the limits.
pub async fn listen(
    listener: TcpListener,
    config: Arc<russh::server::Config>,
    shared: Arc<Shared>,
) -> std::io::Result<()> {
    let mut refusals = Refusals::default();
    loop {
        let (socket, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                error!("yatzy serve: accept failed: {error}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        if let Err(reason) = shared.admit(peer.ip(), Instant::now()) {
            refusals.note(peer, reason, Instant::now());
            drop(socket);
            continue;
        }
        info!("yatzy serve: connection from {peer}");
        let _ = socket.set_nodelay(true);
        let link = Arc::new(Link::counted(shared.links.hold()));
        let socket = Guarded::new(socket, Arc::clone(&link), shared.limits.login_grace);
        let connection = Connection::new(Arc::clone(&shared), peer, link);
        let config = Arc::clone(&config);
        tokio::spawn(async move {
            let ended = match russh::server::run_stream(config, socket, connection).await {
                Ok(session) => session.await,
                Err(error) => Err(error),
            };
            if let Err(error) = ended
                && !is_hang_up(&error)
            {
                info!("yatzy serve: {peer}: {error}");
            }
        });
    }
}

/// Connections refused at the door, logged so that a flood of them is a line a minute: the
/// first of each reason at once, then how many more each minute.
#[derive(Default)]
struct Refusals {
    by_reason: Vec<(AdmitError, Instant, u64)>,
}

impl Refusals {
    fn note(&mut self, peer: SocketAddr, reason: AdmitError, now: Instant) {
        match self.by_reason.iter_mut().find(|(r, ..)| *r == reason) {
            None => {
                self.by_reason.push((reason, now, 0));
                warn!("yatzy serve: refused {peer}: {reason}");
            }
            Some((_, logged, more)) => {
                *more += 1;
                if now.duration_since(*logged) >= Duration::from_secs(60) {
                    warn!(
                        "yatzy serve: refused {more} more connection(s) in the last minute: {reason}"
                    );
                    *logged = now;
                    *more = 0;
                }
            }
        }
    }
}

/// Whether a session ended only because the guest went away (or was let go, which is
/// logged where it is decided).
fn is_hang_up(error: &russh::Error) -> bool {
    match error {
        russh::Error::Disconnect | russh::Error::HUP => true,
        russh::Error::IO(error) => matches!(
            error.kind(),
            std::io::ErrorKind::UnexpectedEof
                | std::io::ErrorKind::ConnectionReset
                | std::io::ErrorKind::BrokenPipe
                | std::io::ErrorKind::ConnectionAborted
                | std::io::ErrorKind::TimedOut
        ),
        _ => false,
    }
}

/// Sends the hub's frames to the guest; when the hub lets the guest go (their sender
/// dropped), ends the channel. Counted among the server's writers while it runs (`held`).
pub(super) async fn write_to(
    handle: Handle,
    channel: ChannelId,
    mut frames: Receiver<Frame>,
    link: Arc<Link>,
    held: Held,
) {
    let _counted = held;
    while let Some(bytes) = frames.recv().await {
        if handle.data(channel, bytes).await.is_err() {
            return;
        }
    }
    // The hub gave the guest's terminal back already, unless it ended by a fault: then
    // this does (clicks no longer reported, the cursor shown, the main screen back). Never
    // twice: a second leave of the alternate screen would write over the farewell.
    if !link.is_given_back() {
        let _ = handle
            .data(
                channel,
                b"\x1b[?1006l\x1b[?1000l\x1b[?25h\x1b[?1049l".to_vec(),
            )
            .await;
    }
    let _ = handle.exit_status_request(channel, 0).await;
    let _ = handle.eof(channel).await;
    let _ = handle.close(channel).await;
    // The guest's client ends the connection now (and the link is cut when it has); one
    // that keeps it open holds a place, and is cut.
    tokio::select! {
        () = tokio::time::sleep(CLOSING_GRACE) => link.cut(),
        () = link.until_cut() => {}
    }
}
