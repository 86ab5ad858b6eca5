//! What follows every event: bots and timers, saving and recording, finished tables swept
//! away, and redrawing exactly the guests who see a change.

use super::*;

/// Guests drawn per settling beyond those who acted: at about a quarter of a millisecond a
/// frame, a key arriving meanwhile waits about 2 ms for them at most (with 24 it waited up to
/// 6 ms, and the 500 guests' p99 was 15-27 ms instead of 10-11 ms). Those left are drawn at
/// the next settling, at once unless events came in meanwhile, a frame answering all the
/// changes they missed.
const WATCHERS_PER_SETTLE: usize = 8;

impl Hub {
    /// Tells everyone at table `number` what became of player `name` (a message id: they
    /// left, they are back), in the chat and on their status line: only of a person seated
    /// in a game in progress.
    pub(super) fn tell_table(&mut self, number: u32, name: &str, what: &'static str) {
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        if !table.started() || table.is_over() || table.place_of(name).is_none() {
            return;
        }
        let _ = self.lobby.news(number, name, what);
        for guest in self.clients.values_mut() {
            if guest.place.table() == Some(number) && guest.name != name {
                yatzy_i18n::set(guest.language);
                let said = yatzy_i18n::text(what, &[("name", text::sanitize(name).into())]);
                guest.status = Some(Status::Info(said));
            }
        }
        self.changed.push(number);
    }

    pub(super) fn leave_table(&mut self, number: u32, name: &str) {
        self.tell_table(number, name, "net-left-waiting");
        if let Some(table) = self.lobby.table(number)
            && table.started()
            && !table.is_over()
            && table.place_of(name).is_some()
        {
            self.away.insert((number, name.to_string()));
        }
        let here: Vec<String> = self
            .clients
            .values()
            .filter(|c| c.place.table() == Some(number) && c.name != name)
            .map(|c| c.name.clone())
            .collect();
        let here: Vec<&str> = here.iter().map(String::as_str).collect();
        let unrecorded = self.lobby.table(number).is_some_and(NetTable::is_over)
            && !self.recorded.contains(&number);
        // A finished game stays until it is in the high scores (see `sweep`).
        if unrecorded {
            self.lobby.unwatch(number, name);
        } else if self.lobby.leave(number, name, &here) {
            self.forget(number);
        }
        self.changed.push(number);
        self.lobby_changed = true;
    }

    /// Forgets everything about table `number`, its file too.
    pub(super) fn forget(&mut self, number: u32) {
        self.store.forget(number);
        self.drop_table(number);
    }

    /// Forgets everything about table `number` but its file (forgotten, or kept aside, by
    /// the caller).
    pub(super) fn drop_table(&mut self, number: u32) {
        self.lobby.remove(number);
        self.bots.remove(&number);
        self.openers.remove(&number);
        self.unattended.remove(&number);
        self.away.retain(|(at, _)| *at != number);
        // A number is given again one day: nothing of this table may stay with it.
        self.recorded.retain(|&n| n != number);
        self.recording.retain(|&n| n != number);
        self.record_retry.remove(&number);
        self.forget_chances(number);
    }

    /// Finished games nobody is looking at any more go away once recorded; guests at a table
    /// that went away are back in the lobby.
    pub(super) fn sweep(&mut self, redraw: &mut Vec<ClientId>) {
        let finished: Vec<u32> = self
            .lobby
            .tables()
            .filter(|t| t.is_over() && self.recorded.contains(&t.number))
            .map(|t| t.number)
            .filter(|&n| !self.clients.values().any(|c| c.place.table() == Some(n)))
            .collect();
        for number in finished {
            self.forget(number);
            self.lobby_changed = true;
        }
        for (&id, guest) in &mut self.clients {
            if let Some(number) = guest.place.table()
                && self.lobby.table(number).is_none()
            {
                guest.place = GuestView::lobby();
                redraw.push(id);
            }
        }
    }

    /// A digest of what the lobby shows: each table's places, state and watchers, and how
    /// many guests are here. Moves at a table leave it as it is.
    pub(super) fn lobby_digest(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.clients.len().hash(&mut hasher);
        for table in self.lobby.tables() {
            table.number.hash(&mut hasher);
            table.chairs().hash(&mut hasher);
            (table.started(), table.is_over(), table.watchers.len()).hash(&mut hasher);
        }
        hasher.finish()
    }

    /// After every event: bots and timers, saving, recording, and redrawing what changed.
    pub(super) fn settle(&mut self, now: Instant) {
        self.settled_at = now;
        #[cfg(debug_assertions)]
        if std::mem::take(&mut self.hub_fault_due) {
            panic!("a fault of the hub's own, asked for by a test");
        }
        self.abandon_unattended(now);
        self.play_due(now);
        self.schedule(now);
        self.changed.sort_unstable();
        self.changed.dedup();
        let changed = std::mem::take(&mut self.changed);
        // The chances are worked out for someone to see: a table none of whose guests here
        // shows them (its people gone, their seats kept) asks nothing, and is asked for when
        // someone there is drawn with them again (see `draw`).
        let shown: BTreeSet<u32> = self
            .clients
            .values()
            .filter(|guest| guest.chances)
            .filter_map(|guest| guest.place.table())
            .collect();
        for &number in &changed {
            self.settle_turns(number);
            if shown.contains(&number) {
                self.ask_chances(number);
            } else {
                self.odds.unseen.insert(number);
            }
            // The guests' goals there: the chances line's goal chance, the coach's ranking.
            self.ask_goal_work_at(number);
            // At the game's end: its review's chart, a look-up by then (every position's
            // future was kept as the game went), there when a guest opens the review.
            self.ask_rounds(number);
            if let Some(table) = self.lobby.table(number) {
                self.store.save(table);
            }
        }
        // Finished games not yet recorded (a failed write is asked again when its wait is
        // over).
        let unrecorded: Vec<u32> = self
            .lobby
            .tables()
            .filter(|t| t.is_over())
            .map(|t| t.number)
            .filter(|n| !self.recorded.contains(n) && !self.recording.contains(n))
            .filter(|n| self.record_retry.get(n).is_none_or(|&(at, _)| at <= now))
            .collect();
        for number in unrecorded {
            if let Some(table) = self.lobby.table(number)
                && self.store.record(table)
            {
                self.recording.push(number);
            }
        }
        let mut redraw = std::mem::take(&mut self.redraw);
        self.sweep(&mut redraw);
        self.tick_clocks(now, &mut redraw);
        // The lobby is redrawn only when what it shows changed (not at every move).
        let digest = self.lobby_digest();
        let lobby_changed = std::mem::take(&mut self.lobby_changed) || digest != self.lobby_seen;
        self.lobby_seen = digest;
        for (&id, guest) in &self.clients {
            let sees = match guest.place.table() {
                Some(number) => changed.contains(&number),
                None => lobby_changed,
            };
            if sees {
                redraw.push(id);
            }
        }
        // Whoever acted is drawn first, in the order they acted: the answer to a key goes out
        // before the frames of those who only watch it happen. Of those, a settling draws
        // a few dozen and leaves the rest for the next, after the events that came in
        // meanwhile: a burst of moves never keeps a key waiting behind hundreds of frames.
        let mut seen = BTreeSet::new();
        redraw.retain(|id| seen.insert(*id));
        let acted = |id: &ClientId| {
            self.clients
                .get(id)
                .is_some_and(|guest| guest.key_since.is_some())
        };
        let (mut now_drawn, watching): (Vec<ClientId>, Vec<ClientId>) =
            redraw.into_iter().partition(acted);
        let room = WATCHERS_PER_SETTLE.min(watching.len());
        now_drawn.extend_from_slice(&watching[..room]);
        self.redraw.extend_from_slice(&watching[room..]);
        for id in now_drawn {
            // A fault drawing one guest's screen lets that guest go, not the server.
            let drawn = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.draw(id)));
            if let Err(fault) = drawn {
                self.let_go_after_fault(id, fault.as_ref());
            } else if let Some(since) = self.clients.get_mut(&id).and_then(|g| g.key_since.take()) {
                // How long the server really took (the key was stamped by the system's
                // clock at its connection), so not the hub's clock.
                self.answers.record(since.elapsed());
            }
        }
    }
}
