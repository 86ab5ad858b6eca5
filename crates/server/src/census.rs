//! The census: how many of each thing kept for guests the server holds, in one log line, so
//! that a long run of guests coming and going can be seen to leave nothing behind.
//!
//! It is taken (see [`census_watch`](super::census_watch)) when the server becomes idle (no connection
//! left, nothing holding one's link), and whenever the process gets SIGUSR1; it is logged
//! at `info`:
//!
//! ```text
//! yatzy serve: census (idle): guests=0 connections=0 logging_in=0 links=0 writers=0 …
//! ```
//!
//! The gate counts connections, those logging in, links and writers, and the addresses it
//! keeps (those with connections open, and those it remembers for the limit a minute:
//! forgotten a minute after their last connection); the hub counts its guests, its tables
//! (waiting, in play, over), the seats kept in play for people away, watchers, bot clocks,
//! frames and keys queued, and recordings pending. Nothing runs between two censuses: an
//! idle server stays idle.

use std::fmt;

/// How many of each thing kept for guests the server holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Connections open (each with its budget of requests).
    pub connections: usize,
    /// Connections not logged in yet.
    pub logging_in: usize,
    /// Links alive (what a connection and the hub share), whoever holds them.
    pub links: usize,
    /// Tasks sending a guest's frames.
    pub writers: usize,
    /// Addresses with connections open.
    pub addresses_open: usize,
    /// Addresses remembered for the limit a minute.
    pub addresses_remembered: usize,
    /// Guests the hub draws for.
    pub guests: usize,
    pub tables_waiting: usize,
    pub tables_playing: usize,
    /// Places in games in play whose person is not here (kept for them to come back to; a
    /// bot plays their turns after the turn timeout).
    pub seats_kept: usize,
    pub tables_over: usize,
    pub watchers: usize,
    /// Tables whose bots and turn clock the hub keeps.
    pub bot_clocks: usize,
    /// Frames waiting to be sent, all guests together.
    pub frames_queued: usize,
    /// Keystroke events waiting for the hub, all guests together.
    pub keys_queued: usize,
    /// Finished games whose recording is under way or to be asked again.
    pub records_pending: usize,
}

/// The word that starts a census in the log.
pub(crate) const MARK: &str = "census";

/// The counts by name, in the order logged: one list both to write a census and to read it.
macro_rules! named_counts {
    ($($name:ident)*) => {
        /// Each count with its name, in the order logged.
        pub fn counts(&self) -> [(&'static str, usize); 16] {
            [$((stringify!($name), self.$name)),*]
        }

        fn count_mut(&mut self, name: &str) -> Option<&mut usize> {
            Some(match name {
                $(stringify!($name) => &mut self.$name,)*
                _ => return None,
            })
        }
    };
}

impl Census {
    named_counts! {
        guests connections logging_in links writers addresses_open addresses_remembered
        tables_waiting tables_playing seats_kept tables_over watchers bot_clocks frames_queued
        keys_queued records_pending
    }

    /// The census in a log line (`… census (why): guests=0 connections=0 …`), if it holds one
    /// whole; a line cut short or of another kind is `None`.
    pub fn parse(line: &str) -> Option<Census> {
        let (_, rest) = line.split_once(&format!("{MARK} ("))?;
        let (_, counts) = rest.split_once("): ")?;
        let mut census = Census::default();
        let mut seen = 0;
        for pair in counts.split_whitespace() {
            let (name, value) = pair.split_once('=')?;
            *census.count_mut(name)? = value.parse().ok()?;
            seen += 1;
        }
        (seen == census.counts().len()).then_some(census)
    }

    /// The counts that differ from `other`'s: name, this census's, the other's.
    pub fn differences(&self, other: &Census) -> Vec<(&'static str, usize, usize)> {
        self.counts()
            .into_iter()
            .zip(other.counts())
            .filter(|((_, mine), (_, theirs))| mine != theirs)
            .map(|((name, mine), (_, theirs))| (name, mine, theirs))
            .collect()
    }
}

impl fmt::Display for Census {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, (name, count)) in self.counts().into_iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{name}={count}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_census_is_read_back_from_its_log_line_and_only_whole() {
        let census = Census {
            guests: 3,
            links: 4,
            seats_kept: 2,
            records_pending: 1,
            ..Census::default()
        };
        let line = format!("2026-01-01T00:00:00.000Z INFO  yatzy serve: census (asked): {census}");
        assert_eq!(Census::parse(&line), Some(census));
        let cut = &line[..line.len() - 4];
        assert_eq!(Census::parse(cut), None);
        assert_eq!(Census::parse("yatzy serve: ann joined"), None);
        assert_eq!(
            census.differences(&Census::default()),
            vec![
                ("guests", 3, 0),
                ("links", 4, 0),
                ("seats_kept", 2, 0),
                ("records_pending", 1, 0)
            ]
        );
    }
}
