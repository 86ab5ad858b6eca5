//! Guests arriving and leaving: their terminal set up, the name they play under, and their
//! screen given back when they go.

use super::*;
use crate::identity::{self, Proof};
use yatzy_core::table::{numbered_names, same_name};

/// A guest arriving: who they say they are and where from (see [`Event::Connected`]).
pub(super) struct Arrival {
    pub client: ClientId,
    pub user: String,
    pub key: Option<String>,
    pub address: std::net::IpAddr,
    pub ascii: bool,
}

impl Hub {
    pub(super) fn connect(&mut self, arrival: Arrival, output: Sender<Frame>, link: Arc<Link>) {
        let Some((terminal, overflowed)) = guest_terminal(output, &link) else {
            return;
        };
        // The connection refused a user name it could not show as it is; one that reaches
        // the hub anyway plays as a guest, never as a name cleaned out of it.
        let login = identity::parse_user(&arrival.user).unwrap_or(identity::Login {
            name: String::new(),
            code: None,
        });
        let proof = match arrival.key {
            Some(fingerprint) => Proof::Key(fingerprint),
            None => Proof::Code(
                login
                    .code
                    .unwrap_or_else(|| identity::new_code(|n| rand::random_range(0..n))),
            ),
        };
        let wanted = Self::base_name(&login.name);
        let name = self.name_for(&wanted, &proof);
        // Someone of this name and proof already here: this connection replaces theirs (the
        // same person, from another terminal, or back from a stalled one).
        let replaced: Vec<ClientId> = self
            .clients
            .iter()
            .filter(|(_, c)| c.name == name)
            .map(|(&id, _)| id)
            .collect();
        let took_over = !replaced.is_empty();
        for id in replaced {
            self.close(id, false, Some("net-joined-elsewhere"));
        }
        let place = match self.lobby.seat_of(&name) {
            Some(number) => GuestView::at(number),
            None => GuestView::lobby(),
        };
        info!("yatzy serve: {} joined", text::sanitize(&name));
        if let Some(number) = place.table() {
            self.back_at_table(number, &name, &proof, took_over);
        }
        let status = self.welcome(&name, &wanted, &place);
        self.clients.insert(
            arrival.client,
            Client {
                name,
                overflowed,
                ascii: arrival.ascii,
                language: yatzy_i18n::current(),
                proof,
                address: arrival.address,
                link,
                terminal,
                parser: KeyParser::new(),
                place,
                status: Some(Status::Info(status)),
                help: false,
                chances: true,
                coach: false,
                goal: goal_mode::GuestGoal::new(self.goals.target),
                key_since: None,
            },
        );
        self.lobby_changed = true;
        self.redraw.push(arrival.client);
    }

    /// A guest arriving at the table they have a seat at.
    fn back_at_table(&mut self, number: u32, name: &str, proof: &Proof, took_over: bool) {
        // A seat from before seats were bound (a table resumed from an older file) is
        // bound to whoever proves it first.
        if self.lobby.key_of(name).is_none() {
            self.lobby.bind_key(number, name, &proof.kept());
        }
        // Back at a game in progress: the table is told (not when the name only moved
        // from one connection to another).
        self.away.remove(&(number, name.to_string()));
        if !took_over {
            self.tell_table(number, name, "net-back");
        }
    }

    /// What an arriving guest is told first: where they are, or why their name is not the
    /// one they asked for.
    fn welcome(&self, name: &str, wanted: &str, place: &GuestView) -> String {
        if let Some(number) = place.table() {
            t!("net-back-at-table", number = number)
        } else if name == wanted {
            t!("net-welcome", name = text::sanitize(name))
        } else if let Some(number) = self.lobby.seat_of(wanted) {
            t!(
                "net-name-kept",
                name = text::sanitize(wanted),
                number = number,
                yours = text::sanitize(name)
            )
        } else {
            t!(
                "net-name-numbered",
                name = text::sanitize(wanted),
                yours = text::sanitize(name)
            )
        }
    }

    /// The name a user name asks for, made safe: itself if it is a valid name, else "guest".
    fn base_name(user: &str) -> String {
        let cleaned: String = user.trim().chars().take(text::MAX_NAME_CHARS).collect();
        if text::valid_name(&cleaned) {
            cleaned
        } else {
            "guest".to_string()
        }
    }

    /// The name a guest plays under: `wanted`, theirs again when they come back with the
    /// same proof (their key, or their code), spelt as they first had it; else numbered, to
    /// be told apart from whoever has it (connected, or with a seat kept). Names are one
    /// name by the game's one rule ([`same_name`]): `Ann` is `ann`'s, and someone else
    /// calling themselves `Ann` is `Ann 2`, as at a terminal's table ([`numbered_names`]).
    pub(super) fn name_for(&self, wanted: &str, proof: &Proof) -> String {
        let kept = proof.kept();
        // Theirs already: connected with this proof, or a seat kept for it. Spelt as there,
        // for the seat and the connection are found by their names as spelt.
        let own = |name: &str| {
            self.clients
                .values()
                .find(|c| c.proof == *proof && same_name(&c.name, name))
                .map(|c| c.name.clone())
                .or_else(|| {
                    self.lobby
                        .seated_as(name)
                        .filter(|&spelt| self.lobby.key_of(spelt) == Some(kept.as_str()))
                        .map(str::to_string)
                })
        };
        // Taken: by someone here with another proof, or by a seat kept for another proof.
        let taken_by_other = |name: &str| {
            self.clients
                .values()
                .any(|c| same_name(&c.name, name) && c.proof != *proof)
                || self
                    .lobby
                    .seated_as(name)
                    .and_then(|spelt| self.lobby.key_of(spelt))
                    .is_some_and(|bound| bound != kept)
        };
        // A seat from before seats were bound (a table resumed from an older file): whoever
        // asks for its name first proves it.
        let unbound = |name: &str| {
            self.lobby
                .seated_as(name)
                .filter(|&spelt| self.lobby.key_of(spelt).is_none())
                .map(str::to_string)
        };
        if let Some(own) = own(wanted) {
            return own;
        }
        if !taken_by_other(wanted) {
            return unbound(wanted).unwrap_or_else(|| wanted.to_string());
        }
        numbered_names(wanted)
            .skip(1)
            // An unbound seat is nobody's to take by a number either.
            .find_map(|name| {
                own(&name).or_else(|| {
                    (!taken_by_other(&name) && unbound(&name).is_none()).then_some(name)
                })
            })
            .unwrap_or_else(|| wanted.to_string())
    }

    /// Ends a guest's connection, their screen given back first and `farewell` (a message
    /// id) said in their language.
    pub(super) fn close(&mut self, client: ClientId, leave: bool, farewell: Option<&'static str>) {
        let Some(mut guest) = self.clients.remove(&client) else {
            return;
        };
        yatzy_i18n::set(guest.language);
        let out = guest.terminal.backend_mut().writer();
        let _ = execute!(
            out,
            event::DisableMouseCapture,
            cursor::Show,
            terminal::LeaveAlternateScreen
        );
        if let Some(id) = farewell {
            let _ = write!(out, "yatzy: {}\r\n", yatzy_i18n::text(id, &[]));
        }
        // A seat kept for a guest without a key: how to take it back, where it stays on
        // their screen after the game's is gone.
        if let Some(number) = self.lobby.seat_of(&guest.name)
            && let Some(user) = guest.proof.user_name(&guest.name)
        {
            let said = t!(
                "net-come-back-as",
                number = number,
                user = text::sanitize(&user)
            );
            let _ = write!(out, "yatzy: {said}\r\n");
        }
        let _ = out.flush();
        guest.link.give_back();
        // Quitting, like a dropped connection, leaves a line in the log.
        if leave {
            info!("yatzy serve: {} left", text::sanitize(&guest.name));
        }
        // Dropping the guest drops their sender: the connection ends after these bytes.
        if leave && let Some(number) = guest.place.table() {
            self.leave_table(number, &guest.name);
        }
        self.lobby_changed = true;
    }
}

/// A new guest's terminal, in the alternate screen, and the flag set when it stops taking
/// frames.
fn guest_terminal(
    output: Sender<Frame>,
    link: &Link,
) -> Option<(Terminal<GuestBackend>, Arc<AtomicBool>)> {
    let overflowed = Arc::new(AtomicBool::new(false));
    let mut out = Output {
        sender: output,
        pending: Vec::new(),
        overflowed: Arc::clone(&overflowed),
    };
    // Clicks are reported as the terminal game takes them (presses only, no moves).
    let _ = execute!(
        out,
        terminal::EnterAlternateScreen,
        cursor::Hide,
        yatzy_ui::mouse::TrackMousePresses
    );
    let (width, height) = link.take_size();
    let area = clamped(width, height);
    let options = TerminalOptions {
        viewport: Viewport::Fixed(area),
    };
    let backend = GuestBackend::new(out, area.as_size());
    let terminal = Terminal::with_options(backend, options).ok()?;
    Some((terminal, overflowed))
}
