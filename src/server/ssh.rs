//! The SSH side: what a connection may ask for (a session
//! with a pseudo-terminal and the game, nothing else), and the bytes to and from the hub.
//! Every refusal is said on the server's log (stderr).

use crate::server::log::log;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use russh::keys::{HashAlg, PublicKey};
use russh::server::{
    Auth, ChannelOpenHandle, Handle, Msg, PublicKeyOffer, Session, VerifiedPublicKey,
};
use russh::{Channel, ChannelId, MethodKind, MethodSet, Pty};
use tokio::net::TcpListener;
use tokio::sync::mpsc::Receiver;

use super::gate::Budget;
pub use super::gate::{Limits, Shared};
pub use super::hub::Event;
use super::hub::{ClientId, FRAMES_QUEUED, Frame};
use super::link::{Guarded, Link};
use crate::text;

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
                log!("yatzy serve: accept failed: {error}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        if let Err(reason) = shared.admit(peer.ip(), Instant::now()) {
            refusals.note(peer, reason, Instant::now());
            drop(socket);
            continue;
        }
        let _ = socket.set_nodelay(true);
        let link = Arc::new(Link::new());
        let socket = Guarded::new(socket, Arc::clone(&link), shared.limits.login_grace);
        let connection = Connection::new(Arc::clone(&shared), peer, link);
        let config = Arc::clone(&config);
        tokio::spawn(async move {
            match russh::server::run_stream(config, socket, connection).await {
                Ok(session) => {
                    if let Err(error) = session.await
                        && !is_hang_up(&error)
                    {
                        log!("yatzy serve: {peer}: {error}");
                    }
                }
                Err(error) if is_hang_up(&error) => {}
                Err(error) => log!("yatzy serve: {peer}: {error}"),
            }
        });
    }
}

/// Connections refused at the door, logged so that a flood of them is a line a minute: the
/// first of each reason at once, then how many more each minute.
#[derive(Default)]
struct Refusals {
    by_reason: Vec<(&'static str, Instant, u64)>,
}

impl Refusals {
    fn note(&mut self, peer: SocketAddr, reason: &'static str, now: Instant) {
        match self.by_reason.iter_mut().find(|(r, ..)| *r == reason) {
            None => {
                self.by_reason.push((reason, now, 0));
                log!("yatzy serve: refused {peer}: {reason}");
            }
            Some((_, logged, more)) => {
                *more += 1;
                if now.duration_since(*logged) >= Duration::from_secs(60) {
                    log!(
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

/// One connection.
struct Connection {
    id: ClientId,
    peer: SocketAddr,
    shared: Arc<Shared>,
    link: Arc<Link>,
    user: String,
    key: Option<String>,
    channel: Option<ChannelId>,
    /// Whether the guest asked for a terminal (the game needs one).
    terminal: bool,
    /// LC_ALL, LC_MESSAGES and LANG as the guest sent them: one slot each, the last kept.
    locale: [Option<String>; 3],
    ascii: bool,
    playing: bool,
    /// Input allowance: bytes left this second, and when the second began.
    allowance: (usize, Instant),
    /// Requests (a terminal, the locale, window changes, channels) a second.
    budget: Budget,
    /// What was refused, by kind, with how often: the first of each kind is logged at once,
    /// the rest counted into one line when the connection ends.
    refused: Vec<(&'static str, u64)>,
}

/// The locale variables a guest may send, in the order they win: LC_ALL over LC_MESSAGES
/// over LANG.
const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

impl Connection {
    fn new(shared: Arc<Shared>, peer: SocketAddr, link: Arc<Link>) -> Self {
        shared.connections.fetch_add(1, Ordering::SeqCst);
        shared.unauthenticated.fetch_add(1, Ordering::SeqCst);
        let id = shared.next_id.fetch_add(1, Ordering::SeqCst);
        let now = Instant::now();
        let allowance = (shared.limits.input_bytes_per_second, now);
        Connection {
            id,
            peer,
            shared,
            link,
            user: String::new(),
            key: None,
            channel: None,
            terminal: false,
            locale: [None, None, None],
            ascii: false,
            playing: false,
            allowance,
            budget: Budget::new(now),
            refused: Vec::new(),
        }
    }

    /// Says on the log why something was refused: the first time for each kind of refusal;
    /// later ones are counted, and said in one line when the connection ends.
    fn refuse_log(&mut self, what: &'static str) {
        match self.refused.iter_mut().find(|(kind, _)| *kind == what) {
            Some((_, count)) => *count += 1,
            None => {
                self.refused.push((what, 1));
                log!(
                    "yatzy serve: refused {} ({}): {what}",
                    self.peer,
                    text::sanitize(&self.user)
                );
            }
        }
    }

    /// Takes one request's worth of the budget; over it, the request is refused (and a
    /// connection far over it is cut).
    fn within_budget(&mut self) -> bool {
        if self.budget.spend(Instant::now()) {
            return true;
        }
        self.refuse_log("requests faster than any client makes them");
        if self.budget.exhausted() && !self.link.is_cut() {
            log!(
                "yatzy serve: let {} ({}) go: {} requests over its budget",
                self.peer,
                text::sanitize(&self.user),
                self.budget.refused
            );
            self.link.cut();
        }
        false
    }

    /// The guest is logged in: they no longer count among those logging in.
    fn logged_in(&self) {
        if self.link.authenticate() {
            self.shared.unauthenticated.fetch_sub(1, Ordering::SeqCst);
        }
    }

    fn authorized(&self, key: &PublicKey) -> bool {
        match &self.shared.authorized {
            None => true,
            Some(keys) => keys.iter().any(|k| k.key_data() == key.key_data()),
        }
    }

    /// The language the guest's locale variables ask for, if they sent any.
    fn language(&self) -> Option<crate::i18n::Language> {
        if self.locale.iter().all(Option::is_none) {
            return None;
        }
        Some(crate::i18n::Language::from_environment(|name| {
            LOCALE_VARIABLES
                .iter()
                .position(|&variable| variable == name)
                .and_then(|slot| self.locale[slot].clone())
        }))
    }

    /// Tells the guest why (the request is taken, for the words to reach them), then ends
    /// the channel with exit status 1.
    fn turn_away(&self, channel: ChannelId, session: &mut Session, why: &str) {
        let _ = session.channel_success(channel);
        let _ = session.extended_data(channel, 1, format!("yatzy: {why}\r\n").into_bytes());
        let _ = session.exit_status_request(channel, 1);
        let _ = session.eof(channel);
        let _ = session.close(channel);
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.shared.connections.fetch_sub(1, Ordering::SeqCst);
        self.shared.release(self.peer.ip());
        // Never logged in: no longer logging in either.
        self.logged_in();
        if self.playing {
            self.shared.send(Event::Disconnected { client: self.id });
        }
        let repeated: Vec<String> = self
            .refused
            .iter()
            .filter(|(_, count)| *count > 1)
            .map(|(what, count)| format!("{what} ({count} times)"))
            .collect();
        if !repeated.is_empty() {
            log!(
                "yatzy serve: {} ({}) left; refused in all: {}",
                self.peer,
                text::sanitize(&self.user),
                repeated.join("; ")
            );
        }
    }
}

/// Sends the hub's frames to the guest; when the hub lets the guest go (their sender
/// dropped), ends the channel.
async fn write_to(
    handle: Handle,
    channel: ChannelId,
    mut frames: Receiver<Frame>,
    link: Arc<Link>,
) {
    while let Some(bytes) = frames.recv().await {
        if handle.data(channel, bytes).await.is_err() {
            return;
        }
    }
    // The hub gave the guest's terminal back already, unless it ended by a fault: then
    // this does (the cursor shown, the main screen back; harmless when done twice).
    let _ = handle.data(channel, b"\x1b[?25h\x1b[?1049l".to_vec()).await;
    let _ = handle.exit_status_request(channel, 0).await;
    let _ = handle.eof(channel).await;
    let _ = handle.close(channel).await;
    // The guest's client ends the connection now; one that keeps it open holds a place.
    tokio::time::sleep(CLOSING_GRACE).await;
    link.cut();
}

impl russh::server::Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        self.user = user.to_string();
        if self.shared.authorized.is_some() {
            return Ok(Auth::Reject {
                proceed_with_methods: Some(MethodSet::from(&[MethodKind::PublicKey][..])),
                partial_success: false,
            });
        }
        self.logged_in();
        Ok(Auth::Accept)
    }

    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        offer: PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        self.user = user.to_string();
        if self.authorized(offer.public_key) {
            Ok(Auth::Accept)
        } else {
            self.refuse_log("a key not in the authorized keys");
            Ok(Auth::reject())
        }
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        self.user = user.to_string();
        if self.authorized(key.public_key) {
            self.key = Some(key.public_key.fingerprint(HashAlg::Sha256).to_string());
            self.logged_in();
            Ok(Auth::Accept)
        } else {
            Ok(Auth::reject())
        }
    }

    async fn auth_password(&mut self, user: &str, _: &str) -> Result<Auth, Self::Error> {
        self.user = user.to_string();
        self.refuse_log("a password (this server takes none)");
        Ok(Auth::reject())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.within_budget() {
            return Ok(());
        }
        if self.channel.is_some() {
            self.refuse_log("a second session on one connection");
            return Ok(());
        }
        self.channel = Some(channel.id());
        reply.accept().await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        width: u32,
        height: u32,
        _: u32,
        _: u32,
        _: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.within_budget() || self.playing {
            return session.channel_failure(channel);
        }
        // TERM is not trusted: it is only compared with the names of terminals that draw
        // nothing but ASCII (the Linux console, vt100, dumb), never shown or passed on.
        self.ascii = crate::ui::ascii::wanted(Some(term), Some("C.UTF-8"));
        self.terminal = true;
        self.link.resized(width, height);
        session.channel_success(channel)?;
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.terminal {
            self.refuse_log("a shell without a terminal");
            self.turn_away(
                channel,
                session,
                "the game needs a terminal: connect with ssh -t",
            );
            return Ok(());
        }
        if !self.within_budget() || self.playing {
            return session.channel_failure(channel);
        }
        session.channel_success(channel)?;
        let (output, frames) = tokio::sync::mpsc::channel(FRAMES_QUEUED);
        tokio::spawn(write_to(
            session.handle(),
            channel,
            frames,
            Arc::clone(&self.link),
        ));
        self.playing = true;
        self.link.start_playing();
        // The hub draws at the link's size: the latest the guest said.
        self.shared.send(Event::Connected {
            client: self.id,
            user: self.user.clone(),
            key: self.key.clone(),
            ascii: self.ascii,
            language: self.language(),
            output,
            link: Arc::clone(&self.link),
        });
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.within_budget() {
            return session.channel_failure(channel);
        }
        self.refuse_log("a command");
        self.turn_away(
            channel,
            session,
            "this server runs no commands, only the game: connect without one",
        );
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.within_budget() {
            return session.channel_failure(channel);
        }
        log!(
            "yatzy serve: {} ({}) asked for the subsystem {}",
            self.peer,
            text::sanitize(&self.user),
            text::sanitize(name).chars().take(40).collect::<String>()
        );
        self.refuse_log("a subsystem");
        self.turn_away(
            channel,
            session,
            "this server offers no subsystems, only the game",
        );
        Ok(())
    }

    /// Only the locale is taken (to speak the guest's language), and only to be compared
    /// with the languages the game has; anything else is refused.
    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let slot = LOCALE_VARIABLES
            .iter()
            .position(|&variable| variable == name);
        match slot {
            Some(slot) if value.len() <= 64 && self.within_budget() => {
                self.locale[slot] = Some(value.to_string());
                session.channel_success(channel)?;
            }
            _ => session.channel_failure(channel)?,
        }
        Ok(())
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _: bool,
        _: &str,
        _: &str,
        _: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.within_budget() {
            self.refuse_log("X11 forwarding");
        }
        session.channel_failure(channel)?;
        Ok(())
    }

    async fn agent_request(&mut self, _: ChannelId, _: &mut Session) -> Result<bool, Self::Error> {
        if self.within_budget() {
            self.refuse_log("agent forwarding");
        }
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _: &str,
        _: &mut u32,
        _: &mut Session,
    ) -> Result<bool, Self::Error> {
        if self.within_budget() {
            self.refuse_log("port forwarding");
        }
        Ok(false)
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        _: &str,
        _: u32,
        _: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.within_budget() {
            self.refuse_log("port forwarding");
        }
        Ok(())
    }

    async fn signal(
        &mut self,
        _: ChannelId,
        _: russh::Sig,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        // The game has no process to signal; asking often is only counted.
        let _ = self.within_budget();
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        _: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.within_budget() {
            self.refuse_log("X11 forwarding");
        }
        Ok(())
    }

    async fn channel_open_forwarded_tcpip(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        _: &str,
        _: u32,
        _: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.within_budget() {
            self.refuse_log("port forwarding");
        }
        Ok(())
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.within_budget() {
            self.refuse_log("socket forwarding");
        }
        Ok(())
    }

    async fn cancel_tcpip_forward(
        &mut self,
        _: &str,
        _: u32,
        _: &mut Session,
    ) -> Result<bool, Self::Error> {
        let _ = self.within_budget();
        Ok(false)
    }

    async fn streamlocal_forward(&mut self, _: &str, _: &mut Session) -> Result<bool, Self::Error> {
        if self.within_budget() {
            self.refuse_log("socket forwarding");
        }
        Ok(false)
    }

    async fn cancel_streamlocal_forward(
        &mut self,
        _: &str,
        _: &mut Session,
    ) -> Result<bool, Self::Error> {
        let _ = self.within_budget();
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        _: ChannelId,
        width: u32,
        height: u32,
        _: u32,
        _: u32,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        // Counted against the budget, but never dropped: the last size must win. Only the
        // first of a burst queues a resize; the hub reads the latest size when it gets to it.
        let _ = self.within_budget();
        if self.link.resized(width, height) && self.playing {
            self.shared.send(Event::Resize { client: self.id });
        }
        Ok(())
    }

    async fn data(
        &mut self,
        _: ChannelId,
        data: &[u8],
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.playing {
            return Ok(());
        }
        let now = Instant::now();
        let per_second = self.shared.limits.input_bytes_per_second;
        if now.duration_since(self.allowance.1) >= Duration::from_secs(1) {
            self.allowance = (per_second, now);
        }
        let allowed = data.len().min(self.allowance.0);
        self.allowance.0 -= allowed;
        if allowed < data.len() {
            self.refuse_log("input faster than anyone types (the rest was dropped)");
        }
        if allowed == 0 {
            return Ok(());
        }
        if self.link.queue_input() {
            self.shared.send(Event::Input {
                client: self.id,
                bytes: data[..allowed].to_vec(),
            });
        } else {
            self.refuse_log("keys faster than the server answers them (dropped)");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shared(limits: Limits) -> Shared {
        let (hub, _) = std::sync::mpsc::channel();
        Shared::new(hub, None, limits)
    }

    #[test]
    fn no_connection_beyond_the_limit_at_once() {
        let shared = Arc::new(shared(Limits {
            connections: 2,
            ..Limits::default()
        }));
        let peer: SocketAddr = "127.0.0.1:5000".parse().unwrap();
        let first = Connection::new(Arc::clone(&shared), peer, Arc::new(Link::new()));
        let second = Connection::new(Arc::clone(&shared), peer, Arc::new(Link::new()));
        second.logged_in();
        assert!(shared.admit(peer.ip(), Instant::now()).is_err());
        drop(first);
        assert!(
            shared.admit(peer.ip(), Instant::now()).is_ok(),
            "a place freed"
        );
    }
}
