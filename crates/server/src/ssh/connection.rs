//! One connection: who it is, what it asked for, its budget, and what it refused.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use russh::ChannelId;
use russh::keys::PublicKey;
use russh::server::Session;

use super::super::gate::{Budget, Shared};
use super::super::hub::{ClientId, Event};
use super::super::link::Link;
use tracing::{info, warn};
use yatzy_core::text;

/// One connection.
pub(super) struct Connection {
    pub(super) id: ClientId,
    pub(super) peer: SocketAddr,
    pub(super) shared: Arc<Shared>,
    pub(super) link: Arc<Link>,
    pub(super) user: String,
    pub(super) key: Option<String>,
    pub(super) channel: Option<ChannelId>,
    /// Whether the guest asked for a terminal (the game needs one).
    pub(super) terminal: bool,
    /// LC_ALL, LC_MESSAGES and LANG as the guest sent them: one slot each, the last kept.
    pub(super) locale: [Option<String>; 3],
    pub(super) ascii: bool,
    pub(super) playing: bool,
    /// Input allowance: bytes left this second, and when the second began.
    pub(super) allowance: (usize, Instant),
    /// Requests (a terminal, the locale, window changes, channels) a second.
    pub(super) budget: Budget,
    /// What was refused, by kind, with how often: the first of each kind is logged at once,
    /// the rest counted into one line when the connection ends.
    pub(super) refused: Vec<(&'static str, u64)>,
}

/// The locale variables a guest may send, in the order they win: LC_ALL over LC_MESSAGES
/// over LANG.
pub(super) const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

impl Connection {
    pub(super) fn new(shared: Arc<Shared>, peer: SocketAddr, link: Arc<Link>) -> Self {
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
            budget: Budget::default(),
            refused: Vec::new(),
        }
    }

    /// Says on the log why something was refused: the first time for each kind of refusal;
    /// later ones are counted, and said in one line when the connection ends.
    pub(super) fn refuse_log(&mut self, what: &'static str) {
        match self.refused.iter_mut().find(|(kind, _)| *kind == what) {
            Some((_, count)) => *count += 1,
            None => {
                self.refused.push((what, 1));
                warn!(
                    "yatzy serve: refused {} ({}): {what}",
                    self.peer,
                    text::sanitize(&self.user)
                );
            }
        }
    }

    /// Takes one request's worth of the budget; over it, the request is refused (and a
    /// connection far over it is cut).
    pub(super) fn within_budget(&mut self) -> bool {
        if self.budget.spend() {
            return true;
        }
        self.refuse_log("requests faster than any client makes them");
        if self.budget.exhausted() && !self.link.is_cut() {
            warn!(
                "yatzy serve: let {} ({}) go: {} requests over its budget",
                self.peer,
                text::sanitize(&self.user),
                self.budget.refused
            );
            self.link.cut();
        }
        false
    }

    /// Spends a unit of the budget on `what` (a request the server never grants; the caller's
    /// answer refuses it), and logs the refusal while within budget.
    pub(super) fn refuse_within_budget(&mut self, what: &'static str) {
        if self.within_budget() {
            self.refuse_log(what);
        }
    }

    /// The guest is logged in: they no longer count among those logging in.
    pub(super) fn logged_in(&self) {
        if self.link.authenticate() {
            self.shared.unauthenticated.fetch_sub(1, Ordering::SeqCst);
            self.shared.logged_in(self.peer.ip());
        }
    }

    pub(super) fn authorized(&self, key: &PublicKey) -> bool {
        match &self.shared.authorized {
            None => true,
            Some(keys) => keys.iter().any(|k| k.key_data() == key.key_data()),
        }
    }

    /// The language the guest's locale variables ask for, if they sent any.
    pub(super) fn language(&self) -> Option<yatzy_i18n::Language> {
        if self.locale.iter().all(Option::is_none) {
            return None;
        }
        Some(yatzy_i18n::Language::from_environment(|name| {
            LOCALE_VARIABLES
                .iter()
                .position(|&variable| variable == name)
                .and_then(|slot| self.locale[slot].clone())
        }))
    }

    /// Tells the guest why (the request is taken, for the words to reach them), then ends
    /// the channel with exit status 1.
    pub(super) fn turn_away(&self, channel: ChannelId, session: &mut Session, why: &str) {
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
        // The connection is over: whatever still holds its link (the writer waiting for the
        // guest's client to hang up) lets go now.
        self.link.cut();
        if self.playing {
            self.shared.send(Event::Disconnected { client: self.id });
        }
        self.shared.ended.notify_one();
        let repeated: Vec<String> = self
            .refused
            .iter()
            .filter(|(_, count)| *count > 1)
            .map(|(what, count)| format!("{what} ({count} times)"))
            .collect();
        if !repeated.is_empty() {
            info!(
                "yatzy serve: {} ({}) left; refused in all: {}",
                self.peer,
                text::sanitize(&self.user),
                repeated.join("; ")
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gate::{AdmitError, Limits};
    use std::net::SocketAddr;

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
        assert_eq!(
            shared.admit(peer.ip(), Instant::now()),
            Err(AdmitError::Full)
        );
        drop(first);
        assert!(
            shared.admit(peer.ip(), Instant::now()).is_ok(),
            "a place freed"
        );
    }
}
