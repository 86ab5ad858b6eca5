//! The hub: one thread that owns the lobby and every guest's screen. Connections hand it
//! events (a guest arrived, typed, resized, left); it changes the tables, plays the bots,
//! keeps the turn timer, saves, records, and redraws whoever sees a change. One owner means
//! no locks around the game and one order of events for everyone.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::io::Write;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::crossterm::{cursor, execute, terminal};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::mpsc::Sender;
use tokio::sync::mpsc::error::TrySendError;

use super::input::KeyParser;
use super::lobby::{Lobby, NetTable, Refusal};
use super::screens::{self, LobbyView, PLAN_FIELDS, Plan, TableView};
use super::store::Store;
use crate::game::Command;
use crate::rules::{Category, DICE_COUNT, RuleSet};
use crate::solver::{Greedy, Optimal, Strategy, StrategyTable};
use crate::table::SeatKind;
use crate::tui::keymap::{self, Action, Keys};
use crate::tui::screens::board;
use crate::tui::theme::Theme;
use crate::tui::view::{Recorded, Status};
use crate::{t, text};

mod bots;
mod draw;
mod guests;
mod keys;
mod settle;

pub type ClientId = u64;

/// Largest window drawn, in each direction: a peer cannot make the server draw a huge screen.
pub const MAX_COLUMNS: u16 = 250;
pub const MAX_ROWS: u16 = 100;

/// Frames a connection may have waiting to be sent: a guest whose terminal takes no more
/// (it stopped reading) is let go rather than buffered for without end.
pub const FRAMES_QUEUED: usize = 64;

/// Screen bytes for a connection. When the hub drops a guest, their sender goes with it: the
/// connection sends what is queued, then ends.
pub type Frame = Vec<u8>;

/// What connections tell the hub.
#[derive(Debug)]
pub enum Event {
    Connected {
        client: ClientId,
        user: String,
        /// The fingerprint of the key the guest proved, if any.
        key: Option<String>,
        /// Whether the guest's terminal, by the TERM it names, draws only ASCII (TERM is
        /// only ever compared, never shown or passed on).
        ascii: bool,
        /// The language the guest's LC_ALL, LC_MESSAGES or LANG asks for, if they sent one.
        language: Option<crate::i18n::Language>,
        /// Made with [`FRAMES_QUEUED`] places.
        output: Sender<Frame>,
        width: u32,
        height: u32,
    },
    Input {
        client: ClientId,
        bytes: Vec<u8>,
    },
    Resize {
        client: ClientId,
        width: u32,
        height: u32,
    },
    Disconnected {
        client: ClientId,
    },
    /// A finished table's recording went through (`true`) or failed (and is asked again).
    Recorded(u32, bool),
    /// The optimal strategy for a rule set, loaded (or solved) after the start.
    Strategy(RuleSet, Arc<StrategyTable>),
    /// The server stops: every guest is told and given their terminal back.
    Shutdown,
}

/// A connection's screen bytes, gathered until a frame is whole, then sent.
struct Output {
    sender: Sender<Frame>,
    pending: Vec<u8>,
    /// Set when a frame found the queue full.
    overflowed: Arc<AtomicBool>,
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        match self.sender.try_send(std::mem::take(&mut self.pending)) {
            Err(TrySendError::Full(_)) => self.overflowed.store(true, Ordering::Relaxed),
            // A connection already gone: the hub hears of it from its task.
            Err(TrySendError::Closed(_)) | Ok(()) => {}
        }
        Ok(())
    }
}

/// Where a guest is.
#[derive(Clone, Debug, PartialEq)]
enum Place {
    Lobby {
        cursor: usize,
        renaming: Option<String>,
        plan: Option<Plan>,
    },
    Table {
        number: u32,
        die_cursor: usize,
        box_cursor: Option<Category>,
        chat: Option<String>,
        /// A box that would score 0, chosen once: Enter again scratches it.
        scratch: Option<Category>,
    },
}

impl Place {
    fn lobby() -> Self {
        Place::Lobby {
            cursor: 0,
            renaming: None,
            plan: None,
        }
    }

    fn at(number: u32) -> Self {
        Place::Table {
            number,
            die_cursor: 0,
            box_cursor: None,
            chat: None,
            scratch: None,
        }
    }

    fn table(&self) -> Option<u32> {
        match self {
            Place::Table { number, .. } => Some(*number),
            Place::Lobby { .. } => None,
        }
    }
}

struct Client {
    name: String,
    /// Whether the guest's terminal stopped taking frames.
    overflowed: Arc<AtomicBool>,
    /// Whether to draw this guest's screens in ASCII.
    ascii: bool,
    /// The language the guest's screens speak.
    language: crate::i18n::Language,
    key: Option<String>,
    terminal: Terminal<CrosstermBackend<Output>>,
    parser: KeyParser,
    place: Place,
    status: Option<Status>,
}

/// How the hub plays and keeps time.
#[derive(Clone, Debug)]
pub struct Pace {
    /// Between two visible bot actions.
    pub bot_step: Duration,
    /// A player's turn, after which a bot plays it for them.
    pub turn_timeout: Option<Duration>,
}

pub struct Hub {
    /// What guests who send no locale hear: the server's language.
    language: crate::i18n::Language,
    lobby: Lobby,
    clients: BTreeMap<ClientId, Client>,
    strategies: HashMap<RuleSet, Arc<StrategyTable>>,
    store: Store,
    theme: Theme,
    ascii: bool,
    pace: Pace,
    /// Per table: the bot moves still to make this turn.
    bot_moves: BTreeMap<u32, VecDeque<Command>>,
    /// Per table: when its next bot move is due.
    bot_due: BTreeMap<u32, Instant>,
    /// Per table: whose turn (seat, boxes filled) began when.
    turn_began: BTreeMap<u32, (usize, usize, Instant)>,
    /// Tables changed since the last save and redraw.
    changed: Vec<u32>,
    lobby_changed: bool,
    /// What the lobby showed at its last drawing, in short (see `lobby_digest`).
    lobby_seen: u64,
    /// Guests to redraw whatever changed.
    redraw: Vec<ClientId>,
    /// Tables recorded (so a finished game is recorded once per run; the store makes it
    /// once for ever).
    recorded: Vec<u32>,
    /// Tables whose recording was asked for and has not been answered.
    recording: Vec<u32>,
}

impl Hub {
    pub fn new(
        lobby: Lobby,
        store: Store,
        strategies: HashMap<RuleSet, Arc<StrategyTable>>,
        theme: Theme,
        ascii: bool,
        pace: Pace,
    ) -> Self {
        let numbers: Vec<u32> = lobby.tables().map(|t| t.number).collect();
        Hub {
            language: crate::i18n::current(),
            lobby,
            clients: BTreeMap::new(),
            strategies,
            store,
            theme,
            ascii,
            pace,
            bot_moves: BTreeMap::new(),
            bot_due: BTreeMap::new(),
            turn_began: BTreeMap::new(),
            changed: numbers,
            lobby_changed: true,
            lobby_seen: 0,
            redraw: Vec::new(),
            recorded: Vec::new(),
            recording: Vec::new(),
        }
    }

    /// Runs until every sender is gone.
    pub fn run(mut self, events: Receiver<Event>) {
        self.settle(Instant::now());
        loop {
            let event = match self.next_due() {
                Some(due) => {
                    let wait = due.saturating_duration_since(Instant::now());
                    match events.recv_timeout(wait) {
                        Ok(event) => Some(event),
                        Err(RecvTimeoutError::Timeout) => None,
                        Err(RecvTimeoutError::Disconnected) => break,
                    }
                }
                None => match events.recv() {
                    Ok(event) => Some(event),
                    Err(_) => break,
                },
            };
            if let Some(Event::Shutdown) = event {
                let everyone: Vec<ClientId> = self.clients.keys().copied().collect();
                for id in everyone {
                    self.close(id, false, Some("net-server-stopped"));
                }
                return;
            }
            if let Some(event) = event {
                self.handle(event);
            }
            self.settle(Instant::now());
        }
    }

    /// What `run` does with one event (or none, when something fell due) at `now`.
    pub fn step(&mut self, event: Option<Event>, now: Instant) {
        if let Some(event) = event {
            self.handle(event);
        }
        self.settle(now);
    }

    /// Waits until every table file asked for so far is written.
    pub fn sync(&self) {
        self.store.sync();
    }

    /// The next moment something is due (a bot move, a turn running out).
    pub fn next_due(&self) -> Option<Instant> {
        let bots = self.bot_due.values().copied().min();
        let timers = self.pace.turn_timeout.and_then(|timeout| {
            // A turn a bot is already playing runs on the bot's clock.
            self.turn_began
                .iter()
                .filter(|(number, _)| {
                    self.lobby
                        .table(**number)
                        .is_some_and(|t| t.player_to_move().is_some() && self.strategy_ready(t))
                        && self.bot_moves.get(*number).is_none_or(VecDeque::is_empty)
                })
                .map(|(_, &(_, _, began))| began + timeout)
                .min()
        });
        bots.into_iter().chain(timers).min()
    }

    fn handle(&mut self, event: Event) {
        match event {
            Event::Connected {
                client,
                user,
                key,
                ascii,
                language,
                output,
                width,
                height,
            } => {
                let language = language.unwrap_or(self.language);
                crate::i18n::set(language);
                self.connect(client, &user, key, output, width, height);
                if let Some(guest) = self.clients.get_mut(&client) {
                    guest.ascii = ascii;
                    guest.language = language;
                }
            }
            Event::Input { client, bytes } => {
                let Some(guest) = self.clients.get_mut(&client) else {
                    return;
                };
                for key in guest.parser.feed(&bytes) {
                    self.key(client, key);
                }
            }
            Event::Resize {
                client,
                width,
                height,
            } => {
                if let Some(guest) = self.clients.get_mut(&client) {
                    let _ = guest.terminal.resize(clamped(width, height));
                    let _ = guest.terminal.clear();
                    self.redraw.push(client);
                }
            }
            Event::Disconnected { client } => {
                if let Some(guest) = self.clients.remove(&client) {
                    eprintln!("yatzy serve: {} left", text::sanitize(&guest.name));
                    if let Some(number) = guest.place.table() {
                        self.leave_table(number, &guest.name);
                    }
                    self.lobby_changed = true;
                }
            }
            Event::Recorded(number, done) => {
                self.recording.retain(|&n| n != number);
                if done {
                    self.recorded.push(number);
                    eprintln!("yatzy serve: table {number} finished and recorded");
                }
                self.changed.push(number);
            }
            Event::Strategy(rules, table) => {
                self.strategies.insert(rules, table);
            }
            Event::Shutdown => {}
        }
    }
}

fn clamped(width: u32, height: u32) -> Rect {
    let width = width.clamp(1, u32::from(MAX_COLUMNS)) as u16;
    let height = height.clamp(1, u32::from(MAX_ROWS)) as u16;
    Rect::new(0, 0, width, height)
}
