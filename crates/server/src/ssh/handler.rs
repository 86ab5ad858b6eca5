//! What a connection may ask for, one request at a time: a session with a terminal and the
//! game; everything else refused (and counted against the connection's budget).

use std::sync::Arc;
use std::time::{Duration, Instant};

use russh::keys::HashAlg;
use russh::server::{Auth, ChannelOpenHandle, Msg, PublicKeyOffer, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, MethodKind, MethodSet, Pty};

use super::connection::{Connection, LOCALE_VARIABLES};
use super::write_to;
use crate::hub::{Event, FRAMES_QUEUED};
use tracing::warn;
use yatzy_core::text;

/// Requests the game never grants, one a line: the method, its arguments before the session,
/// the answer, and what the refusal is logged as (none: the request is only counted).
macro_rules! refused {
    ($($name:ident($($arg:ty),*) -> $ret:ty = $answer:expr $(, $what:literal)?;)*) => {$(
        async fn $name(&mut self, $(_: $arg,)* _: &mut Session) -> Result<$ret, Self::Error> {
            refused!(@count self $($what)?);
            Ok($answer)
        }
    )*};
    (@count $self:ident $what:literal) => { $self.refuse_within_budget($what) };
    (@count $self:ident) => { let _ = $self.within_budget(); };
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
        self.ascii = yatzy_ui::ascii::wanted(Some(term), Some("C.UTF-8"));
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
        // A name is refused, never cleaned: `ann\0` cleaned would be ann.
        if let Err(error) = crate::identity::parse_user(&self.user) {
            self.refuse_log("a user name with control or invisible characters");
            self.turn_away(channel, session, &error.to_string());
            return Ok(());
        }
        session.channel_success(channel)?;
        let (output, frames) = tokio::sync::mpsc::channel(FRAMES_QUEUED);
        tokio::spawn(write_to(
            session.handle(),
            channel,
            frames,
            Arc::clone(&self.link),
            self.shared.writers.hold(),
        ));
        self.playing = true;
        self.link.start_playing();
        // The hub draws at the link's size: the latest the guest said.
        self.shared.send(Event::Connected {
            client: self.id,
            user: self.user.clone(),
            key: self.key.clone(),
            address: crate::gate::counted_as(self.peer.ip()),
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
        warn!(
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
        self.refuse_within_budget("X11 forwarding");
        session.channel_failure(channel)?;
        Ok(())
    }

    refused! {
        agent_request(ChannelId) -> bool = false, "agent forwarding";
        tcpip_forward(&str, &mut u32) -> bool = false, "port forwarding";
        channel_open_direct_tcpip(Channel<Msg>, &str, u32, &str, u32, ChannelOpenHandle)
            -> () = (), "port forwarding";
        // The game has no process to signal; asking often is only counted.
        signal(ChannelId, russh::Sig) -> () = ();
        channel_open_x11(Channel<Msg>, &str, u32, ChannelOpenHandle) -> () = (), "X11 forwarding";
        channel_open_forwarded_tcpip(Channel<Msg>, &str, u32, &str, u32, ChannelOpenHandle)
            -> () = (), "port forwarding";
        channel_open_direct_streamlocal(Channel<Msg>, &str, ChannelOpenHandle)
            -> () = (), "socket forwarding";
        cancel_tcpip_forward(&str, u32) -> bool = false;
        streamlocal_forward(&str) -> bool = false, "socket forwarding";
        cancel_streamlocal_forward(&str) -> bool = false;
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
                at: std::time::Instant::now(),
            });
        } else {
            self.refuse_log("keys faster than the server answers them (dropped)");
        }
        Ok(())
    }
}
