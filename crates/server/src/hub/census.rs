//! The hub's part of the census: what it keeps for guests, counted.

use super::*;

impl Hub {
    /// How many of each thing kept for guests the hub holds: its guests, its tables (and
    /// the seats in play kept for people away), watchers, bot clocks, what is queued, and
    /// recordings pending. The gate's counts are left at zero.
    pub fn census(&self) -> Census {
        let here: BTreeSet<&str> = self.clients.values().map(|c| c.name.as_str()).collect();
        let mut census = Census {
            guests: self.clients.len(),
            bot_clocks: self.bots.len(),
            records_pending: self.recording.len() + self.record_retry.len(),
            ..Census::default()
        };
        for table in self.lobby.tables() {
            census.watchers += table.watchers.len();
            if table.is_over() {
                census.tables_over += 1;
            } else if table.started() {
                census.tables_playing += 1;
                census.seats_kept += table.players().filter(|n| !here.contains(n)).count();
            } else {
                census.tables_waiting += 1;
            }
        }
        for guest in self.clients.values() {
            census.frames_queued += guest.terminal.backend().queued();
            census.keys_queued += guest.link.inputs_queued();
        }
        census
    }
}
