//! A fair share for every address: one address may have so many tables in play, and a game
//! none of whose people is connected does not hold its place for long (see docs/server.md, "A fair
//! share per address").

use super::*;

impl Hub {
    /// Tables in play (waiting or on, not over) opened from `address` since the start.
    pub(super) fn tables_opened_from(&self, address: std::net::IpAddr) -> usize {
        self.openers
            .iter()
            .filter(|&(&number, &from)| {
                from == address && self.lobby.table(number).is_some_and(|t| !t.is_over())
            })
            .count()
    }

    /// Whether guest `client` may open another table: their address has fewer than its share
    /// in play.
    pub(super) fn may_open_table(&self, client: ClientId) -> Result<(), Refusal> {
        let Some(guest) = self.clients.get(&client) else {
            return Err(Refusal::NoSuchTable);
        };
        if self.tables_opened_from(guest.address) >= self.tables_per_address {
            warn!(
                "yatzy serve: refused {} ({}) a new table: {} in play from this address already",
                text::sanitize(&guest.name),
                guest.address,
                self.tables_per_address
            );
            return Err(Refusal::AddressTables(self.tables_per_address));
        }
        Ok(())
    }

    /// Table `number` was opened by guest `client`.
    pub(super) fn opened_by(&mut self, number: u32, client: ClientId) {
        if let Some(guest) = self.clients.get(&client) {
            self.openers.insert(number, guest.address);
        }
    }

    /// Games in progress none of whose people is connected: each gets [`Pace::abandon_after`]
    /// for one of them to come back, then it is closed as abandoned, its file kept aside
    /// (`server/abandoned/`), and none of it enters the high scores (nobody played it to
    /// the end). Bots and the turn timer would otherwise play it out for nobody, turn by
    /// turn, holding a table for many minutes.
    pub(super) fn abandon_unattended(&mut self, now: Instant) {
        // Looked up once a player (at every settling: hundreds of guests at as many tables).
        let connected: BTreeSet<&str> = self.clients.values().map(|c| c.name.as_str()).collect();
        let here = |name: &str| connected.contains(name);
        let unattended: Vec<u32> = self
            .lobby
            .tables()
            .filter(|t| t.started() && !t.is_over() && !t.players().any(here))
            .map(|t| t.number)
            .collect();
        // Tables that went away, ended, or have someone back no longer wait.
        self.unattended
            .retain(|number, _| unattended.contains(number));
        for number in unattended {
            let due = *self
                .unattended
                .entry(number)
                .or_insert(now + self.pace.abandon_after);
            if due <= now {
                self.abandon(number);
            }
        }
    }

    /// Closes table `number` as abandoned: its file kept aside, not recorded.
    fn abandon(&mut self, number: u32) {
        if let Some(table) = self.lobby.table(number) {
            self.store.abandon(table);
        }
        info!(
            "yatzy serve: table {number} abandoned: none of its people was connected for {} s; \
             its file is kept in server/abandoned and it enters no high score",
            self.pace.abandon_after.as_secs()
        );
        self.unattended.remove(&number);
        self.drop_table(number);
        self.lobby_changed = true;
    }
}
