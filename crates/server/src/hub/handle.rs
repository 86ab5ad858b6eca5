//! What the hub does with each event: a guest arriving, typing, resizing or leaving; a
//! recording's outcome; a strategy or chances computed; a census asked for.

use super::*;

impl Hub {
    pub(super) fn handle(&mut self, event: Event) {
        #[cfg(debug_assertions)]
        self.fault_asked(&event);
        match event {
            Event::Connected {
                client,
                user,
                key,
                address,
                ascii,
                language,
                output,
                link,
            } => {
                let language = language.unwrap_or(self.language);
                yatzy_i18n::set(language);
                let arrival = guests::Arrival {
                    client,
                    user,
                    key,
                    address,
                    ascii,
                };
                self.connect(arrival, output, link);
                if let Some(guest) = self.clients.get_mut(&client) {
                    guest.language = language;
                }
            }
            Event::Input { client, bytes, at } => self.input(client, &bytes, at),
            Event::Resize { client } => self.resize(client),
            Event::Disconnected { client } => {
                if let Some(guest) = self.clients.remove(&client) {
                    info!("yatzy serve: {} left", text::sanitize(&guest.name));
                    if let Some(number) = guest.place.table() {
                        self.leave_table(number, &guest.name);
                    }
                    self.lobby_changed = true;
                }
            }
            Event::Recorded(number, done) => self.recording_answered(number, done),
            Event::Strategy(rules, table) => {
                self.warm_ahead_for(&table);
                self.strategies.insert(rules, table);
                let waiting: Vec<u32> = self
                    .lobby
                    .tables()
                    .filter(|t| t.rules == rules)
                    .map(|t| t.number)
                    .collect();
                for number in waiting {
                    self.ask_chances(number);
                }
            }
            Event::Chances(number, answer) => self.chances_answered(number, answer),
            Event::Goal(event) => self.goal_event(event),
            Event::GoalAnswer(client, answer) => self.goal_answered(client, answer),
            Event::GoalReview(client, answer) => self.goal_review_answered(client, answer),
            Event::WinAnswer(number, answer) => self.win_answered(number, answer),
            Event::Census(reply) => {
                if let Some(said) = self.answers.take_summary() {
                    info!("yatzy serve: {said}");
                }
                // With nobody here, what guests left freed goes back to the system rather
                // than stay in the allocator's keeping.
                if self.clients.is_empty() {
                    yatzy_session::give_memory_back();
                }
                let _ = reply.send(self.census());
            }
            Event::Shutdown => {}
        }
    }

    /// A fault the tests asked for, made when a guest types its key.
    #[cfg(debug_assertions)]
    fn fault_asked(&mut self, event: &Event) {
        let Event::Input { bytes, .. } = event else {
            return;
        };
        match self.fault {
            Some(Fault::ServingGuest(key)) if bytes.contains(&key) => {
                panic!("a fault asked for by a test")
            }
            Some(Fault::Hub(key)) if bytes.contains(&key) => self.hub_fault_due = true,
            _ => {}
        }
    }

    fn input(&mut self, client: ClientId, bytes: &[u8], at: Instant) {
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        guest.link.input_taken();
        for input in guest.parser.feed(bytes) {
            match input {
                Input::Key(key) => self.key(client, key),
                Input::Click { column, row } => self.click(client, column, row),
            }
        }
        // A key that changes the guest's screen is answered by their next frame.
        if self.redraw.contains(&client)
            && let Some(guest) = self.clients.get_mut(&client)
        {
            guest.key_since.get_or_insert(at);
        }
    }

    fn resize(&mut self, client: ClientId) {
        if let Some(guest) = self.clients.get_mut(&client) {
            let (width, height) = guest.link.take_size();
            let area = clamped(width, height);
            guest.terminal.backend_mut().set_size(area.as_size());
            // Clears the guest's screen and makes the next frame a whole one.
            let _ = guest.terminal.resize(area);
            self.redraw.push(client);
        }
    }

    fn recording_answered(&mut self, number: u32, done: bool) {
        self.recording.retain(|&n| n != number);
        if done {
            self.recorded.push(number);
            if self.record_retry.remove(&number).is_some() {
                info!("yatzy serve: table {number} recorded at last");
            } else {
                info!("yatzy serve: table {number} finished and recorded");
            }
        } else {
            // Asked again later, each time waiting twice as long (up to a minute);
            // the store logged the failure once for the streak.
            let wait = self
                .record_retry
                .get(&number)
                .map_or(RECORD_RETRY_FIRST, |&(_, wait)| {
                    (wait * 2).min(RECORD_RETRY_LONGEST)
                });
            self.record_retry
                .insert(number, (self.clock.now() + wait, wait));
        }
        self.changed.push(number);
    }
}
