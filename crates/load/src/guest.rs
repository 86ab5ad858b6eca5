//! A guest playing: the [`Player`] that reads its screen as a terminal would and plays its
//! turns, measuring each answer; and [`guest`], the one who stays the whole run.

use std::time::{Duration, Instant};

use russh::client;
use russh::{Channel, ChannelMsg};

use super::freshness::Freshness;
use super::network::{Connected, open_guest};
use super::report::ChancesCurrent;
use super::{GuestError, LoadPlan, WIND_DOWN};

/// What a guest's screen shows, as far as playing goes.
#[derive(Debug, PartialEq)]
enum Seen {
    /// The lobby: the screen row of the cursor (and what it shows), that of the first open
    /// table shown, and how many tables are shown.
    Lobby {
        cursor: Option<(usize, String)>,
        open: Option<usize>,
        rows: usize,
    },
    /// A table waiting for its people.
    Waiting,
    GameOver,
    /// A key to play on our own turn.
    Play(&'static str),
    /// A table, not our turn (or a screen still coming).
    Other,
}

fn read_screen(screen: &vt100::Screen) -> Seen {
    let text = screen.contents();
    if text.contains("You are ") && text.contains("Tables") {
        let rows: Vec<&str> = text.lines().collect();
        // The list's rows: a table's number after the border (and the cursor).
        let listed = rows
            .iter()
            .filter(|r| {
                r.trim_start_matches([' ', '│', '›'])
                    .starts_with(|c: char| c.is_ascii_digit())
            })
            .count();
        let cursor = rows.iter().position(|r| r.contains('›'));
        let open = rows.iter().position(|r| r.contains(" open "));
        return Seen::Lobby {
            cursor: cursor.map(|row| (row, rows[row].to_string())),
            open,
            rows: listed,
        };
    }
    if text.contains("Game over") {
        return Seen::GameOver;
    }
    if text.contains("for 0? y/n") {
        // The game asks before a box is scratched: yes.
        return Seen::Play("y");
    }
    if text.contains("Enter score") {
        return if text.contains("3 left") {
            Seen::Play("r")
        } else {
            Seen::Play("\r")
        };
    }
    if text.contains("Waiting for ") {
        return Seen::Waiting;
    }
    Seen::Other
}

/// How a guest's time at the server ended.
#[derive(Debug, PartialEq)]
pub(super) enum Ended {
    /// The time given is up.
    Time,
    /// The server closed the connection.
    Closed,
    /// Finishing: the game is over (or none was on), and the guest may go.
    Finished,
}

/// The user name a board's header says takes the seat back (`back as ann+k3x9p`).
fn back_as(screen: &str) -> Option<String> {
    let (_, after) = screen.split_once("back as ")?;
    after.split_whitespace().next().map(str::to_string)
}

/// A guest playing: its screen, what it sits down to, and what it measured.
pub(super) struct Player {
    parser: vt100::Parser,
    /// Whether it opens tables (else it joins them).
    opener: bool,
    people: usize,
    bots: usize,
    think: Duration,
    /// Whether it goes once its game is over (or at once, if none is on).
    pub(super) finishing: bool,
    asked_to_open: Option<Instant>,
    /// Scrolling the lobby for an open table, a page down at a time: the cursor's row when
    /// the last page down was asked (the same row again: the end, and back to the top).
    paged_from: Option<String>,
    /// The key awaiting its frame, when it was sent on our own turn.
    awaiting: Option<Instant>,
    next_key_at: Instant,
    played: bool,
    latencies: Vec<Duration>,
    unanswered: usize,
    pub(super) keys: usize,
    pub(super) tables_refused: usize,
    /// Words to look for on the screens that come, until they are seen (`watched`).
    pub(super) watch_for: Option<&'static str>,
    pub(super) watched: bool,
    /// The user name that takes the seat back, once the board's header has shown it
    /// (`back as name+code`): a guest without a key comes back with it.
    pub(super) back_as: Option<String>,
    /// Whether the chances keep up with the scored turns, when this guest measures it.
    freshness: Option<Freshness>,
}

pub(super) const COLUMNS: u16 = 100;
pub(super) const ROWS: u16 = 32;

impl Player {
    pub(super) fn new(opener: bool, people: usize, bots: usize, think: Duration) -> Player {
        Player {
            parser: vt100::Parser::new(
                std::num::NonZeroU16::new(ROWS).unwrap_or(std::num::NonZeroU16::MIN),
                std::num::NonZeroU16::new(COLUMNS).unwrap_or(std::num::NonZeroU16::MIN),
                0,
            ),
            opener,
            people,
            bots,
            think,
            finishing: false,
            asked_to_open: None,
            paged_from: None,
            awaiting: None,
            next_key_at: Instant::now(),
            played: false,
            latencies: Vec::new(),
            unanswered: 0,
            keys: 0,
            tables_refused: 0,
            watch_for: None,
            watched: false,
            back_as: None,
            freshness: None,
        }
    }

    /// Measures whether the chances under the card keep up with the turns scored at its
    /// tables (they are shown from the start: `w` would hide them).
    pub(super) fn measure_chances(&mut self) {
        self.freshness = Some(Freshness::default());
    }

    fn shows(&self, text: &str) -> bool {
        self.parser.screen().contents().contains(text)
    }

    /// Plays until `until`, or until the server closes the connection, or (finishing)
    /// until the game it is in is over.
    pub(super) async fn play(
        &mut self,
        channel: &mut Channel<client::Msg>,
        until: Instant,
    ) -> Ended {
        while Instant::now() < until {
            if let Some(freshness) = &mut self.freshness {
                freshness.expire(Instant::now());
            }
            let wait = if self.awaiting.is_some() {
                Duration::from_secs(1)
            } else {
                self.next_key_at
                    .saturating_duration_since(Instant::now())
                    .max(Duration::from_millis(1))
            };
            let wait = wait.min(until.saturating_duration_since(Instant::now()));
            match tokio::time::timeout(wait, channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => {
                    self.parser.process(&data);
                    if self.back_as.is_none() {
                        self.back_as = back_as(&self.parser.screen().contents());
                    }
                    if let Some(words) = self.watch_for
                        && self.shows(words)
                    {
                        self.watch_for = None;
                        self.watched = true;
                    }
                    if let Some(sent) = self.awaiting.take() {
                        self.latencies.push(sent.elapsed());
                        self.next_key_at = Instant::now() + self.think;
                    }
                    // After the latency is taken: reading the screen never counts in it.
                    if let Some(freshness) = &mut self.freshness {
                        freshness.saw(self.parser.screen(), Instant::now());
                    }
                    continue;
                }
                Ok(Some(ChannelMsg::Eof | ChannelMsg::Close)) | Ok(None) => return Ended::Closed,
                Ok(Some(_)) => continue,
                Err(_) if self.awaiting.is_some() && Instant::now() < until => {
                    self.unanswered += 1;
                    self.awaiting = None;
                }
                Err(_) => {}
            }
            if Instant::now() < self.next_key_at || Instant::now() >= until {
                continue;
            }
            let keys = match self.next_keys() {
                Step::Send(keys) => keys,
                Step::Wait(pause) => {
                    self.next_key_at = Instant::now() + pause;
                    continue;
                }
                Step::Go => return Ended::Finished,
            };
            if channel.data_bytes(keys.into_bytes()).await.is_err() {
                return Ended::Closed;
            }
            if self.awaiting.is_none() {
                let pause = self.think.max(Duration::from_millis(50));
                self.next_key_at = self.next_key_at.max(Instant::now() + pause);
            }
        }
        Ended::Time
    }

    /// What to do now, as the screen asks.
    fn next_keys(&mut self) -> Step {
        let seen = read_screen(self.parser.screen());
        if self.finishing && matches!(seen, Seen::Lobby { .. } | Seen::Waiting | Seen::GameOver) {
            return Step::Go;
        }
        let keys = match seen {
            Seen::Lobby { .. } if self.opener && self.asked_to_open.is_none() => {
                self.asked_to_open = Some(Instant::now());
                // The plan: people from 2 to `people`, then the bots.
                let mut keys = String::from("n\x1b[B");
                let step = if self.people >= 2 { "\x1b[C" } else { "\x1b[D" };
                keys.push_str(&step.repeat(self.people.abs_diff(2)));
                keys.push_str("\x1b[B");
                keys.push_str(&"\x1b[C".repeat(self.bots));
                keys.push('\r');
                keys
            }
            Seen::Lobby { .. } if self.opener => {
                // Asked, and still here a while later: refused (the server holds as many
                // tables as it may); asked again.
                if self
                    .asked_to_open
                    .is_some_and(|at| at.elapsed() > Duration::from_secs(2))
                {
                    if self.shows("as many tables") {
                        self.tables_refused += 1;
                    }
                    self.asked_to_open = None;
                }
                return Step::Wait(Duration::from_millis(200));
            }
            Seen::Lobby {
                cursor: Some((cursor, _)),
                open: Some(open),
                ..
            } => {
                self.paged_from = None;
                let rows = open as isize - cursor as isize;
                let arrow = if rows < 0 { "\x1b[A" } else { "\x1b[B" };
                let mut keys = arrow.repeat(rows.unsigned_abs());
                keys.push('\r');
                keys
            }
            Seen::Lobby {
                cursor: Some((_, row)),
                rows,
                ..
            } => {
                // No open table shown: a page down (the newest tables are last); from the
                // end, back to the top. Slowly: a person would.
                let keys = if self.paged_from.as_ref() == Some(&row) {
                    self.paged_from = None;
                    "\x1b[A".repeat(256)
                } else {
                    self.paged_from = Some(row);
                    "\x1b[B".repeat(rows.max(1))
                };
                self.next_key_at = Instant::now() + Duration::from_millis(250);
                return Step::Send(keys);
            }
            Seen::GameOver => {
                // Back to the lobby, for the next game.
                self.asked_to_open = None;
                "\x1b".to_string()
            }
            Seen::Play(key) => {
                self.played = true;
                self.keys += 1;
                self.awaiting = Some(Instant::now());
                key.to_string()
            }
            Seen::Lobby { .. } | Seen::Waiting | Seen::Other => {
                return Step::Wait(Duration::from_millis(50));
            }
        };
        Step::Send(keys)
    }
}

/// What a player does next.
enum Step {
    Send(String),
    Wait(Duration),
    /// Finishing, and nothing left to finish: the guest goes.
    Go,
}

pub(super) struct Outcome {
    pub(super) played: bool,
    pub(super) latencies: Vec<Duration>,
    pub(super) unanswered: usize,
    pub(super) chances: ChancesCurrent,
}

/// A guest who stays the whole run: opens (every `people`-th) or joins a table and plays
/// on, game after game; finishing, plays the game it is in to its end when the time is up.
pub(super) async fn guest(
    index: usize,
    plan: &LoadPlan,
    deadline: Instant,
) -> Result<Outcome, GuestError> {
    let Connected {
        session,
        mut channel,
        ..
    } = open_guest(
        &format!("load{index}"),
        plan.port,
        (COLUMNS, ROWS),
        Duration::from_secs(60),
    )
    .await
    .map_err(|error| GuestError::Opening {
        index,
        error: Box::new(error),
    })?;
    let opener = index.is_multiple_of(plan.people);
    let mut player = Player::new(opener, plan.people, plan.bots, plan.think);
    // One guest a table measures the chances (the opener, who stays at the tables it
    // opens): every guest at a table sees the same chances, so each scored turn is counted
    // once, not once per guest; and the others' frames are left alone.
    if opener {
        player.measure_chances();
    }
    let mut ended = player.play(&mut channel, deadline).await;
    if ended == Ended::Time && plan.finish {
        player.finishing = true;
        ended = player.play(&mut channel, deadline + WIND_DOWN).await;
    }
    if player.parser.screen().contents().trim().is_empty() {
        return Err(GuestError::NothingShown { index });
    }
    if ended != Ended::Closed {
        let _ = channel.data_bytes(&b"q"[..]).await;
        let _ = session
            .disconnect(russh::Disconnect::ByApplication, "", "en")
            .await;
    }
    let chances = player
        .freshness
        .take()
        .map(|freshness| freshness.end(Instant::now()))
        .unwrap_or_default();
    Ok(Outcome {
        played: player.played,
        latencies: player.latencies,
        unanswered: player.unanswered,
        chances,
    })
}
