//! The hub: one thread that owns the lobby and every guest's screen. Connections hand it
//! events (a guest arrived, typed, resized, left); it changes the tables, plays the bots,
//! keeps the turn timer, saves, records, and redraws whoever sees a change. One owner means
//! no locks around the game and one order of events for everyone.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::Write;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
use tracing::{debug, error, info, warn};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::crossterm::{cursor, event, execute, terminal};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::mpsc::Sender;

use super::census::Census;
use super::input::{Input, KeyParser};
use super::link::Link;
use super::lobby::{Lobby, NetTable, Refusal};
use super::screens::{self, LobbyView, PLAN_FIELDS, Plan, TableView};
use super::store::Store;
use backend::{GuestBackend, Output};
pub(crate) use clock::SystemClock;
pub use clock::{Clock, ManualClock};
pub use events::Event;
use yatzy_core::play::{BotDriver, LineEditor, LineKind, Turn, Viewer};
use yatzy_core::rules::RuleSet;
use yatzy_core::solver::Solution;
use yatzy_core::text;
use yatzy_i18n::t;
use yatzy_ui::keymap::{self, Action, Keys};
use yatzy_ui::screens::board;
use yatzy_ui::theme::Theme;
use yatzy_ui::view::{Recorded, Status};

mod answers;
mod backend;
mod bots;
mod census;
mod chances;
mod clock;
mod draw;
mod events;
mod fair;
mod goal_mode;
mod goals;
mod guests;
mod handle;
mod keys;
mod over;
mod settle;
mod turn;

pub(crate) type ClientId = u64;

/// Largest window drawn, in each direction: a peer cannot make the server draw a huge screen.
pub(crate) const MAX_COLUMNS: u16 = 250;
pub(crate) const MAX_ROWS: u16 = 100;

/// Frames a connection may have waiting to be sent: a guest whose terminal takes no more
/// (it stopped reading) is let go rather than buffered for without end.
pub const FRAMES_QUEUED: usize = 64;

/// Events handled before the screens are settled (drawn, saved): a burst is caught up with
/// at once, and bots and timers still keep their pace.
const EVENTS_PER_SETTLE: usize = 256;

/// The wait before a failed recording is asked again, doubling up to the longest.
const RECORD_RETRY_FIRST: Duration = Duration::from_secs(1);
const RECORD_RETRY_LONGEST: Duration = Duration::from_secs(60);

/// Screen bytes for a connection. When the hub drops a guest, their sender goes with it: the
/// connection sends what is queued, then ends.
pub type Frame = Vec<u8>;

/// Where a guest is.
#[derive(Clone, Debug, PartialEq)]
enum GuestView {
    Lobby {
        cursor: usize,
        /// The name being typed, while renaming.
        renaming: Option<LineEditor>,
        plan: Option<Plan>,
    },
    Table {
        number: u32,
        /// The guest's hands on the board (their seat's, or a watcher's), once the game is
        /// on: the same turn controller as the terminal game's.
        turn: Option<Turn>,
        /// The chat line being typed.
        chat: Option<LineEditor>,
        /// The hint asked for (`t`, at a table of one), for the position it was asked at:
        /// the rolls used and boxes filled then (a move makes it stale, and it is not drawn).
        hint: Option<(yatzy_ui::view::Hint, (u8, usize))>,
        /// The review of the finished game, when open (`v`).
        review: Option<Box<over::ServedReview>>,
    },
}

impl GuestView {
    fn lobby() -> Self {
        GuestView::Lobby {
            cursor: 0,
            renaming: None,
            plan: None,
        }
    }

    fn at(number: u32) -> Self {
        GuestView::Table {
            number,
            turn: None,
            chat: None,
            hint: None,
            review: None,
        }
    }

    fn table(&self) -> Option<u32> {
        match self {
            GuestView::Table { number, .. } => Some(*number),
            GuestView::Lobby { .. } => None,
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
    language: yatzy_i18n::Language,
    /// What proves the guest's seat is theirs: their key, or the code they were given.
    proof: crate::identity::Proof,
    /// Where they connect from (an IPv6 /64 counting as one address).
    address: std::net::IpAddr,
    link: Arc<Link>,
    terminal: Terminal<GuestBackend>,
    parser: KeyParser,
    place: GuestView,
    status: Option<Status>,
    /// The help shown over the screen (any key closes it).
    help: bool,
    /// Whether the chances show under the card (`w`).
    chances: bool,
    /// Whether the coach flags costly moves (`o`, at a table of one).
    coach: bool,
    /// What the guest plays for (`g`, at a table of one), for the connection.
    goal: goal_mode::GuestGoal,
    /// When the oldest key not answered by a frame yet arrived.
    key_since: Option<Instant>,
}

/// How the hub plays and keeps time.
#[derive(Clone, Debug)]
pub struct Pace {
    /// Between two visible bot actions.
    pub bot_step: Duration,
    /// A player's turn, after which a bot plays it for them.
    pub turn_timeout: Option<Duration>,
    /// How long a game in progress waits with none of its people connected before it is
    /// closed as abandoned (see [`Hub::abandon_unattended`]).
    pub abandon_after: Duration,
}

impl Pace {
    /// How long a table resumed at start waits for its people before it is abandoned: a
    /// restart must not cost everyone their game, whatever `abandon_after` is.
    pub const RESUMED_GRACE: Duration = Duration::from_secs(10 * 60);
}

/// Expected points a move may cost before a guest's coach flags it (the terminal game's
/// default).
pub(crate) const COACH_THRESHOLD: f64 = 1.0;

/// The turn clock is shown to everyone at a table for the last this many seconds of a turn.
pub(crate) const CLOCK_SHOWN_SECS: u64 = 30;

/// Tables in play one address may have opened, unless told otherwise.
pub(crate) const TABLES_PER_ADDRESS: usize = 2;

pub struct Hub {
    /// What guests who send no locale hear: the server's language.
    language: yatzy_i18n::Language,
    lobby: Lobby,
    clients: BTreeMap<ClientId, Client>,
    strategies: HashMap<RuleSet, Arc<Solution>>,
    /// The chances at the tables, computed in the background.
    odds: chances::Odds,
    /// The goal tables (of the bots that play to win, and of the guests' goals).
    goals: goals::Goals,
    /// How long keys took to be answered, since the last census.
    answers: answers::AnswerTimes,
    /// Where the hub reads the time (the system's, but for tests).
    clock: Arc<dyn Clock>,
    /// The moment of the last settling (frames left over are due from then).
    settled_at: Instant,
    store: Store,
    theme: Theme,
    ascii: bool,
    pace: Pace,
    /// Per table: its bots and its turn clock (the game's own bot driver).
    bots: BTreeMap<u32, BotDriver>,
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
    /// Tables whose recording failed: when to ask again, and the wait after that.
    record_retry: BTreeMap<u32, (Instant, Duration)>,
    /// Where each table opened since the start was opened from: one address may have
    /// [`Hub::tables_per_address`] in play at once.
    openers: BTreeMap<u32, std::net::IpAddr>,
    tables_per_address: usize,
    /// Games in progress none of whose people is connected: when each is abandoned.
    unattended: BTreeMap<u32, Instant>,
    /// People who left a game in progress for the lobby or lost their connection: the table
    /// hears they are back when they sit down again.
    away: BTreeSet<(u32, String)>,
    /// The seconds each table's turn clock showed at its last drawing (tables showing one).
    clocks_shown: BTreeMap<u32, u64>,
    /// A fault to make when a guest types its key, for the tests of faults.
    #[cfg(debug_assertions)]
    fault: Option<Fault>,
    /// Set when the hub's own fault is due (at the next settling).
    #[cfg(debug_assertions)]
    hub_fault_due: bool,
}

/// A fault the tests can ask for (only in test builds): a guest typing the key makes it.
#[cfg(debug_assertions)]
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Fault {
    /// Serving that guest fails (as a bug in handling their key would).
    ServingGuest(u8),
    /// The hub itself fails afterwards (as a bug in its own work would).
    Hub(u8),
}

impl Hub {
    pub fn new(
        lobby: Lobby,
        store: Store,
        strategies: HashMap<RuleSet, Arc<Solution>>,
        theme: Theme,
        ascii: bool,
        pace: Pace,
    ) -> Self {
        Self::with_clock(
            lobby,
            store,
            strategies,
            theme,
            ascii,
            pace,
            Arc::new(SystemClock),
        )
    }

    /// A hub reading the time from `clock`: tests drive the time with a [`ManualClock`].
    pub fn with_clock(
        lobby: Lobby,
        store: Store,
        strategies: HashMap<RuleSet, Arc<Solution>>,
        theme: Theme,
        ascii: bool,
        pace: Pace,
        clock: Arc<dyn Clock>,
    ) -> Self {
        let started = clock.now();
        let numbers: Vec<u32> = lobby.tables().map(|t| t.number).collect();
        // Nobody is connected yet: a resumed game waits for its people a while.
        let resumed_grace = pace.abandon_after.max(Pace::RESUMED_GRACE);
        let unattended = lobby
            .tables()
            .filter(|t| t.started() && !t.is_over())
            .map(|t| (t.number, started + resumed_grace))
            .collect();
        Hub {
            language: yatzy_i18n::current(),
            lobby,
            clients: BTreeMap::new(),
            strategies,
            odds: chances::Odds::default(),
            goals: goals::Goals::default(),
            answers: answers::AnswerTimes::default(),
            clock,
            settled_at: started,
            store,
            theme,
            ascii,
            pace,
            bots: BTreeMap::new(),
            changed: numbers,
            lobby_changed: true,
            lobby_seen: 0,
            redraw: Vec::new(),
            recorded: Vec::new(),
            recording: Vec::new(),
            record_retry: BTreeMap::new(),
            openers: BTreeMap::new(),
            tables_per_address: TABLES_PER_ADDRESS,
            unattended,
            away: BTreeSet::new(),
            clocks_shown: BTreeMap::new(),
            #[cfg(debug_assertions)]
            fault: None,
            #[cfg(debug_assertions)]
            hub_fault_due: false,
        }
    }

    /// At most `count` tables in play opened from one address at once (at least one).
    pub(crate) fn with_tables_per_address(mut self, count: usize) -> Self {
        self.tables_per_address = count.max(1);
        self
    }

    /// Makes a fault (a panic) when a guest types the fault's key: for the tests that a
    /// fault serving a guest lets only that guest go, and that the hub's own ends the
    /// server cleanly. Only in test builds.
    #[cfg(debug_assertions)]
    #[doc(hidden)]
    pub fn inject_fault(&mut self, fault: Fault) {
        self.fault = Some(fault);
    }

    /// Runs until every sender is gone, or until `stop` is set (and a [`Event::Shutdown`]
    /// sent to wake it): then every guest is told and given their terminal back at once,
    /// whatever is still queued.
    pub fn run(mut self, events: Receiver<Event>, stop: &AtomicBool) {
        self.settle(self.clock.now());
        loop {
            // Nothing due: no deadline (a wait too long for one is a plain `recv`).
            let wait = self.next_due().map_or(Duration::MAX, |due| {
                due.saturating_duration_since(self.clock.now())
            });
            let first = match events.recv_timeout(wait) {
                Ok(event) => Some(event),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => break,
            };
            // What else is queued is handled before the screens are settled: a burst costs
            // one drawing per guest, not one per event.
            let batch: Vec<Event> = first
                .into_iter()
                .chain(events.try_iter().take(EVENTS_PER_SETTLE - 1))
                .collect();
            for event in batch {
                if stop.load(Ordering::SeqCst) || matches!(event, Event::Shutdown) {
                    self.stop();
                    return;
                }
                self.handle_guarded(event);
            }
            if stop.load(Ordering::SeqCst) {
                self.stop();
                return;
            }
            self.settle(self.clock.now());
        }
    }

    /// Every guest told the server stops, and given their terminal back.
    fn stop(&mut self) {
        let everyone: Vec<ClientId> = self.clients.keys().copied().collect();
        for id in everyone {
            self.close(id, false, Some("net-server-stopped"));
        }
    }

    /// Handles `event`; a fault (a panic) while handling one guest's event lets that guest
    /// go, told why, their place kept, and everyone else plays on. A fault in anything else
    /// is the hub's own: it goes on up, and the server ends (see `serve`).
    fn handle_guarded(&mut self, event: Event) {
        let client = event.client();
        let handled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.handle(event)));
        if let Err(fault) = handled {
            match client {
                Some(id) => self.let_go_after_fault(id, fault.as_ref()),
                None => std::panic::resume_unwind(fault),
            }
        }
    }

    /// Lets guest `id` go after a fault while serving them; their place stays theirs.
    pub(super) fn let_go_after_fault(&mut self, id: ClientId, fault: &(dyn std::any::Any + Send)) {
        let what = fault
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| fault.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a fault".into());
        let name = self
            .clients
            .get(&id)
            .map(|guest| text::sanitize(&guest.name))
            .unwrap_or_default();
        error!(
            "yatzy serve: let {name} go after a fault while serving them ({what}); their place is kept"
        );
        let closed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.close(id, false, Some("net-fault"));
        }));
        if closed.is_err() {
            // Even saying goodbye failed: the connection is simply cut.
            if let Some(guest) = self.clients.remove(&id) {
                guest.link.cut();
            }
        }
        self.lobby_changed = true;
    }

    /// What `run` does with one event (or none, when something fell due) at `now` (the
    /// hub's clock's time: a test moves its [`ManualClock`] to `now` too).
    pub fn step(&mut self, event: Option<Event>, now: Instant) {
        if let Some(event) = event {
            self.handle_guarded(event);
        }
        self.settle(now);
    }

    /// Waits until every table file asked for so far is written.
    pub fn sync(&self) {
        self.store.sync();
    }

    /// The next moment something is due (a bot move, a turn running out, a retry).
    pub fn next_due(&self) -> Option<Instant> {
        let bots = self
            .bots
            .iter()
            .filter_map(|(number, driver)| {
                let table = self.lobby.table(*number)?;
                driver.next_due(table.game.as_ref()?, self.strategy_ready(table))
            })
            .min();
        let retries = self.record_retry.values().map(|&(at, _)| at).min();
        let abandoned = self.unattended.values().copied().min();
        let clocks = self.next_clock_change();
        // Frames left for the next settling are due at once (after any events waiting).
        let frames = (!self.redraw.is_empty()).then_some(self.settled_at);
        bots.into_iter()
            .chain(retries)
            .chain(abandoned)
            .chain(clocks)
            .chain(frames)
            .min()
    }
}

fn clamped(width: u32, height: u32) -> Rect {
    let width = width.clamp(1, u32::from(MAX_COLUMNS)) as u16;
    let height = height.clamp(1, u32::from(MAX_ROWS)) as u16;
    Rect::new(0, 0, width, height)
}
