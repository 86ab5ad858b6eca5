//! Whether the chances a table shows keep up with its game: after each turn scored at a
//! guest's table (its own or another player's), whether a frame within [`WITHIN`] shows
//! chances that answer the table's latest position, rather than the last known, dimmed
//! while the latest are computed, or "computing…" before any are known.
//!
//! Read from the frames the guest receives anyway, as a person would see them: a scored
//! turn is the header's player and turn moving on, and the chances are current when the
//! line under the card shows its shares in their own style (a stale share is drawn in the
//! preview style: italic in the colour themes, dim in the plain one).

use std::time::{Duration, Instant};

use super::report::ChancesCurrent;

/// How soon after a scored turn the chances must answer the latest position.
pub(crate) const WITHIN: Duration = Duration::from_secs(2);

/// What one measuring guest has seen of its tables' chances.
#[derive(Debug, Default)]
pub(super) struct Freshness {
    /// The header's player and turn when last seen at a table: a change is a scored turn.
    turn: Option<String>,
    /// Scored turns whose chances have not been seen current yet: when each was seen.
    waiting: Vec<Instant>,
    pub(super) measured: ChancesCurrent,
}

impl Freshness {
    /// A frame has come in at `at`: the screen as it now is.
    pub(super) fn saw(&mut self, screen: &vt100::Screen, at: Instant) {
        let turn = header_turn(screen);
        if turn.is_some() && self.turn.is_some() && turn != self.turn {
            self.scored(at);
        }
        // Away from a game in play (the lobby, a game over), the next table's first frame
        // is no scored turn.
        self.turn = turn;
        if self.turn.is_some() && chances_current(screen) {
            self.shown_current(at);
        }
    }

    /// A turn was scored at the guest's table, seen at `at`.
    pub(super) fn scored(&mut self, at: Instant) {
        self.waiting.push(at);
    }

    /// The chances shown at `at` answer the latest position: every turn waiting that was
    /// scored within [`WITHIN`] of it is counted current.
    pub(super) fn shown_current(&mut self, at: Instant) {
        self.expire(at);
        for _ in self.waiting.drain(..) {
            self.measured.turns += 1;
            self.measured.current += 1;
        }
    }

    /// The turns still waiting at `now` that were scored longer than [`WITHIN`] ago are
    /// counted late (a game over never shows its chances again: its last turns end here).
    pub(super) fn expire(&mut self, now: Instant) {
        let before = self.waiting.len();
        self.waiting
            .retain(|&scored| now.saturating_duration_since(scored) <= WITHIN);
        self.measured.turns += before - self.waiting.len();
    }

    /// The run is over at `now`: what is late is counted, and the turns scored too
    /// recently to tell are left out.
    pub(super) fn end(mut self, now: Instant) -> ChancesCurrent {
        self.expire(now);
        self.measured
    }
}

/// The header's player and turn ("ann · Turn 4 of 15"), the roll left out: at a game in
/// play only. The board is centred in the window: the header is the first row that says
/// the turn.
fn header_turn(screen: &vt100::Screen) -> Option<String> {
    let columns = screen.size().1.get();
    let header = screen
        .rows(0, columns)
        .find(|row| row.contains("Turn ") && row.contains(" of "))?;
    let turn = header.find("Turn ")?;
    let of = turn + header[turn..].find(" of ")? + " of ".len();
    let digits = header[of..]
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(header.len() - of);
    // The middle of the header is centred, and moves with the roll said after it: its
    // spaces are not part of it.
    let said: Vec<&str> = header[..of + digits].split_whitespace().collect();
    Some(said.join(" "))
}

/// Whether the line under the card shows the chances, each share in the style of current
/// chances (not "computing…", not dimmed as stale).
fn chances_current(screen: &vt100::Screen) -> bool {
    let columns = screen.size().1.get();
    let found = screen
        .rows(0, columns)
        .enumerate()
        .find(|(_, row)| row.trim_start().starts_with("Total ") && row.contains('%'));
    let Some((row, text)) = found else {
        return false;
    };
    if text.contains("computing") {
        return false;
    }
    let Ok(row) = u16::try_from(row) else {
        return false;
    };
    (0..columns)
        .filter_map(|column| screen.cell(row, column))
        .filter(|cell| cell.contents() == "%")
        .all(|cell| !cell.italic() && !cell.dim())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screen(bytes: &str) -> vt100::Parser {
        let mut parser = vt100::Parser::new(
            std::num::NonZeroU16::new(6).unwrap(),
            std::num::NonZeroU16::new(80).unwrap(),
            0,
        );
        parser.process(bytes.as_bytes());
        parser
    }

    const TURN_4: &str = " Yatzy   ann · Turn 4 of 15 · Roll 1 of 3   Table 1\r\n\r\n";
    const TURN_4_BOB: &str = " Yatzy   bob · Turn 4 of 15   Table 1\r\n\r\n";

    #[test]
    fn a_turn_scored_counts_current_only_when_the_chances_answer_within_two_seconds() {
        let start = Instant::now();
        let mut fresh = Freshness::default();
        // Answered after 1.9 s: current.
        fresh.scored(start);
        fresh.expire(start + Duration::from_millis(1900));
        fresh.shown_current(start + Duration::from_millis(1900));
        assert_eq!(
            fresh.measured,
            ChancesCurrent {
                turns: 1,
                current: 1
            }
        );
        // Exactly 2 s: still current; 2.1 s: late, even once shown.
        fresh.scored(start + Duration::from_secs(10));
        fresh.shown_current(start + Duration::from_secs(12));
        fresh.scored(start + Duration::from_secs(20));
        fresh.shown_current(start + Duration::from_millis(22_100));
        assert_eq!(
            fresh.measured,
            ChancesCurrent {
                turns: 3,
                current: 2
            }
        );
        // Two turns in quick succession, both answered by the latest chances in time.
        fresh.scored(start + Duration::from_secs(30));
        fresh.scored(start + Duration::from_millis(30_500));
        fresh.shown_current(start + Duration::from_secs(31));
        assert_eq!(
            fresh.measured,
            ChancesCurrent {
                turns: 5,
                current: 4
            }
        );
        // Never answered: late once 2 s have passed; one scored just before the end is
        // left out.
        fresh.scored(start + Duration::from_secs(40));
        fresh.scored(start + Duration::from_millis(49_500));
        let measured = fresh.end(start + Duration::from_secs(50));
        assert_eq!(
            measured,
            ChancesCurrent {
                turns: 6,
                current: 4
            }
        );
        assert_eq!(
            measured.line(),
            "chances current within 2 s after a scored turn: 66.7% of 6"
        );
    }

    #[test]
    fn the_screen_tells_a_scored_turn_and_current_stale_or_computing_chances() {
        let current = screen(&format!("{TURN_4}Total ann 9 ▊ 9% · bob 84 █ 91%"));
        let stale = screen(&format!(
            "{TURN_4}Total ann 9 ▊\x1b[3m 9%\x1b[0m · bob 84 █\x1b[3m 91%\x1b[0m"
        ));
        let dim = screen(&format!("{TURN_4}Total ann 9 \x1b[2m9%\x1b[0m"));
        let computing = screen(&format!(
            "{TURN_4}Total ann 9 · bob 84 · chances: computing…"
        ));
        assert!(chances_current(current.screen()));
        assert!(!chances_current(stale.screen()));
        assert!(!chances_current(dim.screen()));
        assert!(!chances_current(computing.screen()));
        assert_eq!(
            header_turn(current.screen()).as_deref(),
            Some("Yatzy ann · Turn 4 of 15")
        );
        let rolled = screen(" Yatzy    ann · Turn 4 of 15 · Roll 2 of 3\r\n");
        assert_eq!(header_turn(rolled.screen()), header_turn(current.screen()));

        // Seen as frames: bob's turn after ann's is a scored turn, answered at once.
        let start = Instant::now();
        let mut fresh = Freshness::default();
        fresh.saw(stale.screen(), start);
        let bob_stale = screen(&format!("{TURN_4_BOB}Total ann 9 \x1b[3m9%\x1b[0m"));
        fresh.saw(bob_stale.screen(), start + Duration::from_millis(10));
        let bob_current = screen(&format!("{TURN_4_BOB}Total ann 9 9%"));
        fresh.saw(bob_current.screen(), start + Duration::from_millis(500));
        assert_eq!(
            fresh.measured,
            ChancesCurrent {
                turns: 1,
                current: 1
            }
        );
    }
}
