//! Guests arriving and leaving: their terminal set up, the name they play under, and their
//! screen given back when they go.

use super::*;

impl Hub {
    pub(super) fn connect(
        &mut self,
        client: ClientId,
        user: &str,
        key: Option<String>,
        output: Sender<Frame>,
        link: Arc<Link>,
    ) {
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
            crate::ui::mouse::TrackMousePresses
        );
        let (width, height) = link.take_size();
        let area = clamped(width, height);
        let options = TerminalOptions {
            viewport: Viewport::Fixed(area),
        };
        let backend = GuestBackend::new(out, area.as_size());
        let Ok(terminal) = Terminal::with_options(backend, options) else {
            return;
        };
        let name = self.name_for(user, key.as_deref());
        // Someone of this name (and key) already here: this connection replaces theirs.
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
        // Back at a game in progress: the table is told (not when the name only moved from
        // one connection to another).
        if let Some(number) = place.table()
            && !took_over
        {
            self.tell_table(number, &name, "net-back");
        }
        let status = match place.table() {
            Some(number) => Some(Status::Info(t!("net-back-at-table", number = number))),
            None => Some(Status::Info(t!(
                "net-welcome",
                name = text::sanitize(&name)
            ))),
        };
        self.clients.insert(
            client,
            Client {
                name,
                overflowed,
                ascii: false,
                language: crate::i18n::current(),
                key,
                link,
                terminal,
                parser: KeyParser::new(),
                place,
                status,
                help: false,
                chances: true,
                key_since: None,
            },
        );
        self.lobby_changed = true;
        self.redraw.push(client);
    }

    /// The name a guest plays under: their SSH user name made safe; theirs again when they
    /// come back (with the same key, where keys are known); else numbered, to be told apart
    /// from someone else already here.
    pub(super) fn name_for(&self, user: &str, key: Option<&str>) -> String {
        let cleaned: String = text::sanitize(user)
            .trim()
            .chars()
            .take(text::MAX_NAME_CHARS)
            .collect();
        let base = if text::valid_name(&cleaned) {
            cleaned
        } else {
            "guest".to_string()
        };
        // Taken: by someone here with another key (a key against none counts as another),
        // or by a place kept for another key. The same person again (the same key, or no key
        // either time) takes the name over: their older connection is closed.
        let taken_by_other = |name: &str| {
            self.clients
                .values()
                .any(|c| c.name == name && c.key.as_deref() != key)
                || self
                    .lobby
                    .key_of(name)
                    .is_some_and(|bound| Some(bound) != key)
        };
        if !taken_by_other(&base) {
            return base;
        }
        (2..)
            .map(|n| {
                let suffix = format!(" {n}");
                let room = text::MAX_NAME_CHARS - suffix.chars().count();
                format!("{}{suffix}", base.chars().take(room).collect::<String>())
            })
            .find(|name| !taken_by_other(name) && self.lobby.seat_of(name).is_none())
            .unwrap_or(base)
    }

    /// Ends a guest's connection, their screen given back first.
    /// Ends a guest's connection, their screen given back first and `farewell` (a message
    /// id) said in their language.
    pub(super) fn close(&mut self, client: ClientId, leave: bool, farewell: Option<&'static str>) {
        let Some(mut guest) = self.clients.remove(&client) else {
            return;
        };
        crate::i18n::set(guest.language);
        let out = guest.terminal.backend_mut().writer();
        let _ = execute!(
            out,
            event::DisableMouseCapture,
            cursor::Show,
            terminal::LeaveAlternateScreen
        );
        if let Some(id) = farewell {
            let _ = write!(out, "yatzy: {}\r\n", crate::i18n::text(id, &[]));
        }
        let _ = out.flush();
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
