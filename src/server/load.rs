//! The load driver: many guests at once over real SSH (russh's client), to 127.0.0.1 only,
//! bounded in guests and in time, stopping by itself. Each guest reads its screen as a
//! terminal would, opens or joins a table, and plays its turns; the time from each key it
//! sends on its own turn to the frame that answers it is the latency measured.

use std::sync::Arc;
use std::time::{Duration, Instant};

use russh::ChannelMsg;
use russh::client;
use russh::keys::PublicKeyOrCertificate;

/// The most guests and the longest run a plan may ask for.
pub const MOST_GUESTS: usize = 500;
pub const LONGEST_RUN: Duration = Duration::from_secs(600);

/// What to run.
#[derive(Clone, Debug)]
pub struct LoadPlan {
    /// The server's port on 127.0.0.1.
    pub port: u16,
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
    /// The guest's task ended without an outcome (a fault in it).
    #[error(transparent)]
    Task(#[from] tokio::task::JoinError),
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
    #[error("guests must be 1 to {MOST_GUESTS}, flooders included")]
    Guests,
    #[error("a table seats 1 to 6, at least one person")]
    Table,
    #[error("a run lasts at most {} s", LONGEST_RUN.as_secs())]
    TooLong,
}

impl LoadPlan {
    /// Checks the plan's bounds.
    pub fn check(&self) -> Result<(), PlanError> {
        if !(1..=MOST_GUESTS).contains(&self.guests)
            || self.flooders.len() > MOST_GUESTS - self.guests
        {
            return Err(PlanError::Guests);
        }
        if !(1..=6).contains(&self.people) || self.people + self.bots > 6 {
            return Err(PlanError::Table);
        }
        if self.duration > LONGEST_RUN {
            return Err(PlanError::TooLong);
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
    Ok(report)
}

/// Connects and opens a session with a terminal, as a guest does.
async fn open_guest(
    name: &str,
    port: u16,
    (columns, rows): (u16, u16),
) -> Result<(client::Handle<Accept>, russh::Channel<client::Msg>), GuestError> {
    let config = Arc::new(client::Config {
        inactivity_timeout: Some(Duration::from_secs(60)),
        nodelay: true,
        ..Default::default()
    });
    let failed = |error| GuestError::Session {
        name: name.to_string(),
        error,
    };
    let mut session = client::connect(config, ("127.0.0.1", port), Accept)
        .await
        .map_err(|error| GuestError::Connect {
            name: name.to_string(),
            error,
        })?;
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
    Ok((session, channel))
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
    let (session, mut channel) = open_guest(&name, port, (100, 32)).await?;
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

struct Outcome {
    played: bool,
    latencies: Vec<Duration>,
    unanswered: usize,
}

/// What a guest's screen asks of it next.
#[derive(Debug, PartialEq)]
enum Next {
    /// Open a table (the first guest of each group).
    Open,
    /// Move the lobby's cursor by this many rows, then sit down.
    Join(isize),
    /// A key on your own turn.
    Play(&'static str),
    Wait,
    Leave,
}

fn read_screen(screen: &vt100::Screen, opener: bool, asked_to_open: bool) -> Next {
    let text = screen.contents();
    if text.contains("You are ") && text.contains("Tables") {
        if opener && !asked_to_open {
            return Next::Open;
        }
        let rows: Vec<&str> = text.lines().collect();
        let cursor = rows.iter().position(|r| r.contains('›'));
        let open = rows.iter().position(|r| r.contains(" open "));
        return match (cursor, open) {
            (Some(cursor), Some(open)) if !opener => Next::Join(open as isize - cursor as isize),
            _ => Next::Wait,
        };
    }
    if text.contains("Game over") {
        return Next::Leave;
    }
    if text.contains("for 0? y/n") {
        // The game asks before a box is scratched: yes.
        return Next::Play("y");
    }
    if text.contains("Enter score") {
        return if text.contains("3 left") {
            Next::Play("r")
        } else {
            Next::Play("\r")
        };
    }
    Next::Wait
}

async fn guest(index: usize, plan: &LoadPlan, deadline: Instant) -> Result<Outcome, GuestError> {
    let (columns, rows) = (100u16, 32u16);
    let (session, mut channel) = open_guest(&format!("load{index}"), plan.port, (columns, rows))
        .await
        .map_err(|error| GuestError::Opening {
            index,
            error: Box::new(error),
        })?;
    let mut parser = vt100::Parser::new(
        std::num::NonZeroU16::new(rows).unwrap_or(std::num::NonZeroU16::MIN),
        std::num::NonZeroU16::new(columns).unwrap_or(std::num::NonZeroU16::MIN),
        0,
    );
    let opener = index.is_multiple_of(plan.people);
    let mut asked_to_open = false;
    let mut outcome = Outcome {
        played: false,
        latencies: Vec::new(),
        unanswered: 0,
    };
    // The key awaiting its frame, when it was sent on our own turn.
    let mut awaiting: Option<Instant> = None;
    let mut next_key_at = Instant::now();
    while Instant::now() < deadline {
        let wait = if awaiting.is_some() {
            Duration::from_secs(1)
        } else {
            next_key_at
                .saturating_duration_since(Instant::now())
                .max(Duration::from_millis(1))
        };
        match tokio::time::timeout(wait, channel.wait()).await {
            Ok(Some(ChannelMsg::Data { data })) => {
                parser.process(&data);
                if let Some(sent) = awaiting.take() {
                    outcome.latencies.push(sent.elapsed());
                    next_key_at = Instant::now() + plan.think;
                }
                continue;
            }
            Ok(Some(ChannelMsg::Eof | ChannelMsg::Close)) | Ok(None) => break,
            Ok(Some(_)) => continue,
            Err(_) if awaiting.is_some() => {
                outcome.unanswered += 1;
                awaiting = None;
            }
            Err(_) => {}
        }
        if Instant::now() < next_key_at {
            continue;
        }
        let keys: String = match read_screen(parser.screen(), opener, asked_to_open) {
            Next::Open => {
                asked_to_open = true;
                // The plan: people from 2 to `people`, then the bots.
                let mut keys = String::from("n\x1b[B");
                let step = if plan.people >= 2 { "\x1b[C" } else { "\x1b[D" };
                keys.push_str(&step.repeat(plan.people.abs_diff(2)));
                keys.push_str("\x1b[B");
                keys.push_str(&"\x1b[C".repeat(plan.bots));
                keys.push('\r');
                keys
            }
            Next::Join(rows) => {
                let arrow = if rows < 0 { "\x1b[A" } else { "\x1b[B" };
                let mut keys = arrow.repeat(rows.unsigned_abs());
                keys.push('\r');
                keys
            }
            Next::Play(key) => {
                outcome.played = true;
                awaiting = Some(Instant::now());
                key.to_string()
            }
            Next::Leave => "\x1b".to_string(),
            Next::Wait => {
                next_key_at = Instant::now() + Duration::from_millis(50);
                continue;
            }
        };
        if channel.data_bytes(keys.into_bytes()).await.is_err() {
            break;
        }
        if awaiting.is_none() {
            next_key_at = Instant::now() + plan.think.max(Duration::from_millis(50));
        }
    }
    if parser.screen().contents().trim().is_empty() {
        return Err(GuestError::NothingShown { index });
    }
    let _ = channel.data_bytes(&b"q"[..]).await;
    let _ = session
        .disconnect(russh::Disconnect::ByApplication, "", "en")
        .await;
    Ok(outcome)
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
        };
        assert!(plan.check().is_ok());
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
}
