#![warn(unreachable_pub)]

//! The load driver: many guests at once over real SSH (russh's client), to 127.0.0.1 only,
//! bounded in guests and in time, stopping by itself. Each guest reads its screen as a
//! terminal would, opens or joins a table, and plays its turns; the time from each key it
//! sends on its own turn to the frame that answers it is the latency measured. One guest a
//! table also measures whether the chances under the card keep up with the scored turns
//! (see `freshness`).
//!
//! With [`Churn`], guests also keep coming and going while the run lasts: some leave (`q`),
//! some drop their connection without a word, some stall (their connection takes nothing
//! in or out, as a laptop closed, until the server lets them go), and some come back under
//! the same name to take their place again. With [`LoadPlan::finish`], every guest finishes
//! the game it is in when the time is up, so that what the server keeps afterwards is only
//! what it keeps by design (the places of those who went and did not come back, until
//! their games are played out by the turn timeout).

mod churn;
mod flood;
mod freshness;
mod guest;
mod network;
mod plan;
mod report;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use churn::churner;
use flood::flood_server;
use guest::guest;

pub use churn::spread;
pub use plan::PlanError;
pub use report::{ChancesCurrent, ChurnReport, LoadReport};

/// The most guests and the longest run a plan may ask for.
pub(crate) const MOST_GUESTS: usize = 500;
pub(crate) const LONGEST_RUN: Duration = Duration::from_secs(600);
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
                report.chances.add(outcome.chances);
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
