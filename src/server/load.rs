//! The load driver: many guests at once over real SSH (russh's client), to 127.0.0.1 only,
//! bounded in guests and in time, stopping by itself. Each guest reads its screen as a
//! terminal would, opens or joins a table, and plays its turns; the time from each key it
//! sends on its own turn to the frame that answers it is the latency measured.
//!
//! With [`Churn`], guests also keep coming and going while the run lasts: some leave (`q`),
//! some drop their connection without a word, some stall (their connection takes nothing
//! in or out, as a laptop closed, until the server lets them go), and some come back under
//! the same name to take their place again. With [`LoadPlan::finish`], every guest finishes
//! the game it is in when the time is up, so that what the server keeps afterwards is only
//! what it keeps by design (the places of those who went and did not come back, until
//! their games are played out by the turn timeout).

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

use russh::client;
use russh::keys::PublicKeyOrCertificate;
use russh::{Channel, ChannelMsg};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// The most guests and the longest run a plan may ask for.
pub const MOST_GUESTS: usize = 500;
pub const LONGEST_RUN: Duration = Duration::from_secs(600);
/// Finishing, how long after the run the guests may take to end their games.
pub const WIND_DOWN: Duration = Duration::from_secs(120);
/// The longest stall a plan may ask for.
pub const LONGEST_STALL: Duration = Duration::from_secs(300);

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadPlan {
    /// The server's port on 127.0.0.1.
    pub port: u16,
    /// Guests who stay the whole run (their latency is the one measured).
    pub guests: usize,
    /// People per table (each table also gets `bots` bots).
    pub people: usize,
    pub bots: usize,
    pub duration: Duration,
    /// A guest's pause before each key, as a person thinks.
    pub think: Duration,
    /// Hostile guests besides, each flooding the server with one kind of request as fast
    /// as their connection takes it: what that costs the others is what the run measures.
    pub flooders: Vec<Flood>,
    /// Guests coming and going besides, while the run lasts.
    pub churn: Option<Churn>,
    /// When the time is up, every guest plays the game it is in to its end (for at most
    /// [`WIND_DOWN`] more), so that the server keeps no place for anyone afterwards;
    /// otherwise they leave at once, their places kept.
    pub finish: bool,
}

/// Guests coming and going: each of `guests` places sees guest after guest arrive, sit at a
/// table of their own (one person and the plan's bots), play a while, and go, in turn:
/// leaving (`q`), dropping the connection, stalling; of those who go, `come_back` percent
/// come back under the same name (and find their place kept, if their game was on).
#[derive(Clone, Debug)]
pub struct Churn {
    pub guests: usize,
    /// How long a guest stays before going: between half of it and all of it.
    pub stay: Duration,
    /// How long a stalled connection takes nothing in or out: to be longer than the server
    /// takes to let it go (three unanswered keepalives: about four times its `--keepalive`).
    pub stall: Duration,
    /// Of those who go, the percentage who come back under the same name.
    pub come_back: u32,
}

/// What a hostile guest floods the server with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Flood {
    /// Window changes, alternating between two sizes.
    WindowChanges,
    /// `env` requests (a locale variable, again and again).
    Environment,
    /// Requests to open port-forwarding channels, each refused.
    ChannelOpens,
}

/// What a run measured.
#[derive(Debug, Default)]
pub struct LoadReport {
    pub guests: usize,
    /// Guests who sat at a table whose game began.
    pub playing: usize,
    /// Keys sent on a guest's own turn, each with the time to the frame answering it.
    pub latencies: Vec<Duration>,
    /// Keys that got no frame within a second.
    pub unanswered: usize,
    /// Requests the flooders sent.
    pub flood_sent: u64,
    /// What the churning guests did.
    pub churn: ChurnReport,
    pub errors: Vec<GuestError>,
}

/// Why a guest (or a flooder) of a run gave up: a line of the report.
#[derive(Debug, thiserror::Error)]
pub enum GuestError {
    #[error("{name}: cannot connect: {error}")]
    Connect { name: String, error: russh::Error },
    /// Logging in, opening the session, its terminal or its shell failed.
    #[error("{name}: {error}")]
    Session { name: String, error: russh::Error },
    #[error("{name}: not let in")]
    NotLetIn { name: String },
    /// A measured guest (by number) whose session could not be opened.
    #[error("guest {index}: {error}")]
    Opening {
        index: usize,
        error: Box<GuestError>,
    },
    #[error("guest {index}: the server never showed the game")]
    NothingShown { index: usize },
    /// A churning guest stalled longer than the server's limits, and was still served
    /// when they woke.
    #[error("{name}: stalled {} s and still served: the server did not let it go", stall.as_secs())]
    NotLetGo { name: String, stall: Duration },
    /// The guest's task ended without an outcome (a fault in it).
    #[error(transparent)]
    Task(#[from] tokio::task::JoinError),
}

/// What the churning guests did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChurnReport {
    /// Connections they made (arriving, or coming back).
    pub arrived: usize,
    /// Left with `q`.
    pub left: usize,
    /// Dropped their connection without a word.
    pub dropped: usize,
    /// Stalled: their connection took nothing in or out for the plan's stall.
    pub stalled: usize,
    /// Stalled guests the server had let go when they woke.
    pub let_go: usize,
    /// Came back under the same name.
    pub came_back: usize,
    /// ... and were told their place at the table was kept.
    pub seats_back: usize,
    /// Keys they played on their turns (not in the latencies: those are the steady
    /// guests').
    pub keys: usize,
    /// Times a new table of theirs was refused (the server's table limit).
    pub tables_refused: usize,
    /// Games still on when they finished (after the wind-down).
    pub unfinished: usize,
}

impl LoadReport {
    /// The `q`-th percentile latency (0 < q ≤ 100).
    pub fn percentile(&self, q: f64) -> Duration {
        let mut sorted = self.latencies.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((q / 100.0) * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1]
    }
}

/// Why a plan is refused: it asks for more than a run may.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    #[error("guests must be 1 to {MOST_GUESTS}, flooders and churning guests included")]
    Guests,
    #[error("a table seats 1 to 6, at least one person")]
    Table,
    #[error("a run lasts at most {} s", LONGEST_RUN.as_secs())]
    TooLong,
    #[error("a churning guest stays at least 0.1 s")]
    Stay,
    #[error("a stall lasts 1 to {} s", LONGEST_STALL.as_secs())]
    Stall,
    #[error("of those who go, the percentage who come back is 0 to 100")]
    ComeBack,
}

impl LoadPlan {
    /// Checks the plan's bounds.
    pub fn check(&self) -> Result<(), PlanError> {
        let churning = self.churn.as_ref().map_or(0, |c| c.guests);
        if !(1..=MOST_GUESTS).contains(&self.guests)
            || self.flooders.len() + churning > MOST_GUESTS - self.guests
        {
            return Err(PlanError::Guests);
        }
        if !(1..=6).contains(&self.people) || self.people + self.bots > 6 {
            return Err(PlanError::Table);
        }
        if self.duration > LONGEST_RUN {
            return Err(PlanError::TooLong);
        }
        if let Some(churn) = &self.churn {
            if churn.stay < Duration::from_millis(100) {
                return Err(PlanError::Stay);
            }
            if churn.stall.is_zero() || churn.stall > LONGEST_STALL {
                return Err(PlanError::Stall);
            }
            if churn.come_back > 100 {
                return Err(PlanError::ComeBack);
            }
        }
        Ok(())
    }
}

struct Accept;

impl client::Handler for Accept {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        // Loopback only, to a server we started: its key is not in question.
        Ok(true)
    }
}

/// Runs `plan` and reports; every guest is gone when it returns.
pub async fn run(plan: LoadPlan) -> Result<LoadReport, PlanError> {
    plan.check()?;
    let deadline = Instant::now() + plan.duration;
    let plan = Arc::new(plan);
    let mut tasks = Vec::new();
    for index in 0..plan.guests {
        let plan = Arc::clone(&plan);
        tasks.push(tokio::spawn(
            async move { guest(index, &plan, deadline).await },
        ));
        // Connections arrive as people do, not all in one instant.
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let flooders: Vec<_> = (plan.flooders.iter().copied().enumerate())
        .map(|(index, flood)| {
            let port = plan.port;
            tokio::spawn(async move { flood_server(index, flood, port, deadline).await })
        })
        .collect();
    let churned = Arc::new(Mutex::new(ChurnReport::default()));
    let churners: Vec<_> = plan
        .churn
        .iter()
        .flat_map(|churn| 0..churn.guests)
        .map(|slot| {
            let plan = Arc::clone(&plan);
            let churned = Arc::clone(&churned);
            tokio::spawn(async move { churner(slot, &plan, deadline, &churned).await })
        })
        .collect();
    let mut report = LoadReport {
        guests: plan.guests,
        ..LoadReport::default()
    };
    for task in tasks {
        match task.await {
            Ok(Ok(outcome)) => {
                report.playing += usize::from(outcome.played);
                report.latencies.extend(outcome.latencies);
                report.unanswered += outcome.unanswered;
            }
            Ok(Err(error)) => report.errors.push(error),
            Err(error) => report.errors.push(error.into()),
        }
    }
    for flooder in flooders {
        match flooder.await {
            Ok(Ok(sent)) => report.flood_sent += sent,
            Ok(Err(error)) => report.errors.push(error),
            Err(error) => report.errors.push(error.into()),
        }
    }
    for churner in churners {
        match churner.await {
            Ok(errors) => report.errors.extend(errors),
            Err(error) => report.errors.push(error.into()),
        }
    }
    report.churn = churned.lock().map(|c| c.clone()).unwrap_or_default();
    Ok(report)
}

/// What a guest's network does to their connection: carries it, stalls it (nothing in or
/// out, as a laptop closed or a network gone dead), or cuts it (gone, without a word).
#[derive(Debug, Default)]
struct Switch {
    state: AtomicU8,
    /// The connection's reader and writer, to wake when the state changes.
    wakers: Mutex<[Option<Waker>; 2]>,
}

const OPEN: u8 = 0;
const STALLED: u8 = 1;
const CUT: u8 = 2;

impl Switch {
    fn set(&self, state: u8) {
        self.state.store(state, Ordering::SeqCst);
        if let Ok(mut wakers) = self.wakers.lock() {
            for waker in wakers.iter_mut().filter_map(Option::take) {
                waker.wake();
            }
        }
    }

    /// Whether `side` may go on now (`Ok(true)`), must wait (`Ok(false)`, woken when the
    /// stall ends) or fails (cut). Whoever asks is woken at the next change, so that a cut
    /// ends a connection at once, even one waiting for the server to say something.
    fn check(&self, side: usize, cx: &mut Context<'_>) -> io::Result<bool> {
        if let Ok(mut wakers) = self.wakers.lock() {
            match &mut wakers[side] {
                Some(known) if known.will_wake(cx.waker()) => {}
                slot => *slot = Some(cx.waker().clone()),
            }
        }
        match self.state.load(Ordering::SeqCst) {
            OPEN => Ok(true),
            STALLED => Ok(false),
            _ => Err(io::Error::new(
                io::ErrorKind::ConnectionAborted,
                "the guest's connection was cut",
            )),
        }
    }
}

/// A guest's socket, through their [`Switch`].
struct Switched {
    inner: TcpStream,
    switch: Arc<Switch>,
}

impl AsyncRead for Switched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.switch.check(0, cx) {
            Ok(true) => Pin::new(&mut self.inner).poll_read(cx, buf),
            Ok(false) => Poll::Pending,
            Err(error) => Poll::Ready(Err(error)),
        }
    }
}

impl AsyncWrite for Switched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match self.switch.check(1, cx) {
            Ok(true) => Pin::new(&mut self.inner).poll_write(cx, buf),
            Ok(false) => Poll::Pending,
            Err(error) => Poll::Ready(Err(error)),
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.switch.check(1, cx) {
            Ok(true) => Pin::new(&mut self.inner).poll_flush(cx),
            Ok(false) => Poll::Pending,
            Err(error) => Poll::Ready(Err(error)),
        }
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// A guest's connection: the session, its channel, and what its network does to it.
struct Connected {
    session: client::Handle<Accept>,
    channel: Channel<client::Msg>,
    switch: Arc<Switch>,
}

/// Connects and opens a session with a terminal, as a guest does. The client gives up on a
/// server silent for `silence`.
async fn open_guest(
    name: &str,
    port: u16,
    (columns, rows): (u16, u16),
    silence: Duration,
) -> Result<Connected, GuestError> {
    let config = Arc::new(client::Config {
        inactivity_timeout: Some(silence),
        nodelay: true,
        ..Default::default()
    });
    let cannot = |error| GuestError::Connect {
        name: name.to_string(),
        error,
    };
    let failed = |error| GuestError::Session {
        name: name.to_string(),
        error,
    };
    let socket = TcpStream::connect(("127.0.0.1", port))
        .await
        .map_err(|error| cannot(russh::Error::IO(error)))?;
    let _ = socket.set_nodelay(true);
    let switch = Arc::new(Switch::default());
    let stream = Switched {
        inner: socket,
        switch: Arc::clone(&switch),
    };
    let mut session = client::connect_stream(config, stream, Accept)
        .await
        .map_err(cannot)?;
    let auth = session.authenticate_none(name).await.map_err(failed)?;
    if !auth.success() {
        return Err(GuestError::NotLetIn {
            name: name.to_string(),
        });
    }
    let channel = session.channel_open_session().await.map_err(failed)?;
    channel
        .request_pty(
            false,
            "xterm-256color",
            columns.into(),
            rows.into(),
            0,
            0,
            &[],
        )
        .await
        .map_err(failed)?;
    channel.request_shell(false).await.map_err(failed)?;
    Ok(Connected {
        session,
        channel,
        switch,
    })
}

/// A hostile guest: requests of one kind, as fast as the connection takes them, until the
/// end or until the server lets it go. Returns how many it sent.
async fn flood_server(
    index: usize,
    flood: Flood,
    port: u16,
    deadline: Instant,
) -> Result<u64, GuestError> {
    let name = format!("flood{index}");
    let Connected {
        session,
        mut channel,
        ..
    } = open_guest(&name, port, (100, 32), Duration::from_secs(60)).await?;
    let mut sent = 0u64;
    while Instant::now() < deadline {
        // Its own screen is never read (as a hostile guest would not): what is queued for it
        // is the server's problem.
        let asked = match flood {
            Flood::WindowChanges => {
                let size = if sent.is_multiple_of(2) {
                    (80, 24)
                } else {
                    (120, 40)
                };
                channel.window_change(size.0, size.1, 0, 0).await.is_ok()
            }
            Flood::Environment => channel.set_env(false, "LANG", "sv_SE.UTF-8").await.is_ok(),
            Flood::ChannelOpens => {
                // Not waited for: refused or not, the next is asked at once.
                let open = session.channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 1);
                tokio::time::timeout(Duration::from_millis(1), open)
                    .await
                    .is_ok()
                    || !session.is_closed()
            }
        };
        if !asked || session.is_closed() {
            break;
        }
        sent += 1;
        if sent.is_multiple_of(64) {
            // Lets the runtime's other tasks (the guests being measured) run.
            tokio::task::yield_now().await;
        }
        while let Ok(Some(_)) = tokio::time::timeout(Duration::ZERO, channel.wait()).await {}
    }
    let _ = session
        .disconnect(russh::Disconnect::ByApplication, "", "en")
        .await;
    Ok(sent)
}

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
enum Ended {
    /// The time given is up.
    Time,
    /// The server closed the connection.
    Closed,
    /// Finishing: the game is over (or none was on), and the guest may go.
    Finished,
}

/// A guest playing: its screen, what it sits down to, and what it measured.
struct Player {
    parser: vt100::Parser,
    /// Whether it opens tables (else it joins them).
    opener: bool,
    people: usize,
    bots: usize,
    think: Duration,
    /// Whether it goes once its game is over (or at once, if none is on).
    finishing: bool,
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
    keys: usize,
    tables_refused: usize,
    /// Words to look for on the screens that come, until they are seen (`watched`).
    watch_for: Option<&'static str>,
    watched: bool,
}

const COLUMNS: u16 = 100;
const ROWS: u16 = 32;

impl Player {
    fn new(opener: bool, people: usize, bots: usize, think: Duration) -> Player {
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
        }
    }

    fn shows(&self, text: &str) -> bool {
        self.parser.screen().contents().contains(text)
    }

    /// Plays until `until`, or until the server closes the connection, or (finishing)
    /// until the game it is in is over.
    async fn play(&mut self, channel: &mut Channel<client::Msg>, until: Instant) -> Ended {
        while Instant::now() < until {
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

struct Outcome {
    played: bool,
    latencies: Vec<Duration>,
    unanswered: usize,
}

/// A guest who stays the whole run: opens (every `people`-th) or joins a table and plays
/// on, game after game; finishing, plays the game it is in to its end when the time is up.
async fn guest(index: usize, plan: &LoadPlan, deadline: Instant) -> Result<Outcome, GuestError> {
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
    Ok(Outcome {
        played: player.played,
        latencies: player.latencies,
        unanswered: player.unanswered,
    })
}

/// How a churning guest goes.
#[derive(Clone, Copy, Debug)]
enum Going {
    Leave,
    Drop,
    Stall,
}

/// A number from `seed`, spread evenly (SplitMix64): the churn's choices, the same each run.
fn spread(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One place of the churn: guest after guest comes, plays at a table of their own, and goes
/// (leaving, dropping, stalling in turn), some coming back under the same name, until the
/// run is over; then the last leaves (finishing: once their game is over). Returns what
/// went wrong.
async fn churner(
    slot: usize,
    plan: &LoadPlan,
    deadline: Instant,
    churned: &Mutex<ChurnReport>,
) -> Vec<GuestError> {
    let Some(churn) = plan.churn.clone() else {
        return Vec::new();
    };
    let count = |what: fn(&mut ChurnReport) -> &mut usize| {
        if let Ok(mut report) = churned.lock() {
            *what(&mut report) += 1;
        }
    };
    let mut errors = Vec::new();
    let mut generation = 0u64;
    let mut coming_back = false;
    let mut goings = slot as u64;
    let end = deadline + WIND_DOWN;
    // Arrivals spread over the first moments.
    tokio::time::sleep(Duration::from_millis(5 * slot as u64 + 200)).await;
    // Guests keep arriving until the end of the run; one coming back comes back even after
    // it, to finish their game.
    while (Instant::now() < deadline || coming_back) && Instant::now() < end {
        let name = format!("churn{slot}x{generation}");
        let seed = spread((slot as u64) << 32 | goings);
        let silence = churn.stall + Duration::from_secs(60);
        let mut connected = match open_guest(&name, plan.port, (COLUMNS, ROWS), silence).await {
            Ok(connected) => connected,
            Err(error) => {
                errors.push(error);
                if errors.len() >= 5 {
                    break;
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        count(|r| &mut r.arrived);
        let mut player = Player::new(true, 1, plan.bots, plan.think);
        if coming_back {
            count(|r| &mut r.came_back);
            // Told on their first screen whether their place was kept.
            player.watch_for = Some("your place at table");
        }
        // A while at the server: between half the stay and all of it.
        let stay = churn.stay.mul_f64(0.5 + (seed % 1000) as f64 / 2000.0);
        let until = (Instant::now() + stay).min(deadline);
        let mut ended = player.play(&mut connected.channel, until).await;
        // The run is over: the game played to its end (finishing), then off for good.
        let last = ended == Ended::Time && Instant::now() >= deadline;
        if last && plan.finish {
            player.finishing = true;
            ended = player.play(&mut connected.channel, end).await;
            if ended == Ended::Time {
                count(|r| &mut r.unfinished);
            }
        }
        if player.watched {
            count(|r| &mut r.seats_back);
        }
        if let Ok(mut report) = churned.lock() {
            report.keys += player.keys;
            report.tables_refused += player.tables_refused;
        }
        let going = match goings % 3 {
            _ if last => Going::Leave,
            // A stall that would outlast the run is a leave.
            2 if Instant::now() + churn.stall < deadline => Going::Stall,
            1 => Going::Drop,
            _ => Going::Leave,
        };
        if ended != Ended::Closed {
            go(&mut connected, going, &churn, &count, &mut errors, &name).await;
        }
        goings += 1;
        if last {
            break;
        }
        // Some come back under the same name (even after the end of the run, to finish
        // their game); the others make way for someone new.
        coming_back = (spread(seed) % 100) < u64::from(churn.come_back);
        if !coming_back {
            generation += 1;
        }
        // A moment away: a tenth to a half of a second.
        tokio::time::sleep(Duration::from_millis(100 + seed % 400)).await;
    }
    errors
}

/// A churning guest goes, as `going` says.
async fn go(
    connected: &mut Connected,
    going: Going,
    churn: &Churn,
    count: &impl Fn(fn(&mut ChurnReport) -> &mut usize),
    errors: &mut Vec<GuestError>,
    name: &str,
) {
    match going {
        Going::Leave => {
            count(|r| &mut r.left);
            let _ = connected.channel.data_bytes(&b"q"[..]).await;
            // The server ends the session; what it sends meanwhile is read.
            let _ = tokio::time::timeout(Duration::from_secs(5), async {
                while let Some(message) = connected.channel.wait().await {
                    if matches!(message, ChannelMsg::Close) {
                        break;
                    }
                }
            })
            .await;
            let _ = connected
                .session
                .disconnect(russh::Disconnect::ByApplication, "", "en")
                .await;
        }
        Going::Drop => {
            count(|r| &mut r.dropped);
            connected.switch.set(CUT);
        }
        Going::Stall => {
            count(|r| &mut r.stalled);
            connected.switch.set(STALLED);
            tokio::time::sleep(churn.stall).await;
            connected.switch.set(OPEN);
            // Awake: what the server sent before it let go is read, then the end.
            let let_go = tokio::time::timeout(Duration::from_secs(10), async {
                while let Some(message) = connected.channel.wait().await {
                    if matches!(message, ChannelMsg::Eof | ChannelMsg::Close) {
                        break;
                    }
                }
            })
            .await
            .is_ok();
            if let_go {
                count(|r| &mut r.let_go);
            } else {
                errors.push(GuestError::NotLetGo {
                    name: name.to_string(),
                    stall: churn.stall,
                });
            }
            connected.switch.set(CUT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank() {
        let report = LoadReport {
            latencies: (1..=100).map(Duration::from_millis).collect(),
            ..LoadReport::default()
        };
        assert_eq!(report.percentile(50.0), Duration::from_millis(50));
        assert_eq!(report.percentile(99.0), Duration::from_millis(99));
        assert_eq!(report.percentile(100.0), Duration::from_millis(100));
    }

    #[test]
    fn plans_stay_within_bounds() {
        let plan = LoadPlan {
            port: 2222,
            guests: 10,
            people: 4,
            bots: 1,
            duration: Duration::from_secs(3),
            think: Duration::ZERO,
            flooders: Vec::new(),
            churn: None,
            finish: false,
        };
        assert!(plan.check().is_ok());
        let churn = Churn {
            guests: 490,
            stay: Duration::from_secs(1),
            stall: Duration::from_secs(5),
            come_back: 50,
        };
        let with = |churn: Churn| LoadPlan {
            churn: Some(churn),
            ..plan.clone()
        };
        assert!(with(churn.clone()).check().is_ok());
        for (wrong, why) in [
            (
                Churn {
                    guests: 491,
                    ..churn.clone()
                },
                PlanError::Guests,
            ),
            (
                Churn {
                    stay: Duration::from_millis(99),
                    ..churn.clone()
                },
                PlanError::Stay,
            ),
            (
                Churn {
                    stall: Duration::ZERO,
                    ..churn.clone()
                },
                PlanError::Stall,
            ),
            (
                Churn {
                    stall: LONGEST_STALL + Duration::from_secs(1),
                    ..churn.clone()
                },
                PlanError::Stall,
            ),
            (
                Churn {
                    come_back: 101,
                    ..churn.clone()
                },
                PlanError::ComeBack,
            ),
        ] {
            assert_eq!(with(wrong).check(), Err(why));
        }
        assert_eq!(
            LoadPlan {
                guests: 0,
                ..plan.clone()
            }
            .check(),
            Err(PlanError::Guests)
        );
        assert_eq!(
            LoadPlan {
                guests: 501,
                ..plan.clone()
            }
            .check(),
            Err(PlanError::Guests)
        );
        assert_eq!(
            LoadPlan {
                people: 6,
                ..plan.clone()
            }
            .check(),
            Err(PlanError::Table)
        );
        assert_eq!(
            LoadPlan {
                duration: Duration::from_secs(601),
                ..plan
            }
            .check(),
            Err(PlanError::TooLong)
        );
    }

    #[test]
    fn churn_choices_spread_over_their_range() {
        let back = (0..1000u64).filter(|&n| spread(n) % 100 < 50).count();
        assert!((400..600).contains(&back), "{back}");
    }
}
