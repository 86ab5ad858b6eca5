//! One channel for everything that can wake the game: terminal input and signals.
//! The loop blocks on it, so the game uses no CPU while the player thinks.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use ratatui::crossterm::event::{self, Event};
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
use signal_hook::iterator::Signals;

use yatzy_core::rules::RuleSet;
use yatzy_core::solver::{ScoreDistribution, Solution};
use yatzy_session::{built_in_distribution, load_or_solve};
use yatzy_storage::Storage;

/// Something that happened outside the game.
#[derive(Debug)]
pub(crate) enum AppEvent {
    Input(Event),
    /// A terminating signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT): leave cleanly.
    Signal(i32),
    /// SIGTSTP (`kill -TSTP`; Ctrl-Z arrives as a key in raw mode): give the terminal back
    /// and stop, as vim and less do.
    Suspend,
    /// SIGCONT: the process runs again (after `fg`); the screen must be drawn anew.
    Continued,
    /// The terminal can no longer be read (closed, hung up).
    InputClosed,
    /// The background solve got further (fraction done).
    SolverProgress(f64),
    /// The table is ready; with a note if the cache could not be used.
    SolverReady(Arc<Solution>, Option<String>),
    /// The final score's distribution under optimal play is ready (built into the game).
    DistributionReady(Arc<ScoreDistribution>),
    /// A table of another risk appetite is ready.
    RiskReady(Arc<Solution>),
    /// The writer saved, recorded or failed to.
    Session(yatzy_session::SessionReport),
    /// The chances' worker answered.
    Chances(yatzy_core::chances::Answer),
    /// The goal tables' loader told how a table is going.
    Goal(yatzy_session::GoalEvent),
    /// A goal's hint or chance was worked out.
    Goals(crate::tui::app::GoalAnswer),
    /// A finished game's review by its target's chance was worked out.
    GoalReview(crate::tui::app::GoalReviewAnswer),
    /// What the bot that plays to win plays for this turn was worked out.
    WinAnswer(yatzy_core::play::WinAnswer),
}

/// Starts the threads that feed the channel. Signals are caught from here on, so they end
/// the loop (and restore the terminal) instead of killing the process outright.
pub(super) fn spawn() -> std::io::Result<(Sender<AppEvent>, Receiver<AppEvent>)> {
    let (sender, receiver) = mpsc::channel();
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])?;
    let signal_sender = sender.clone();
    start("signals", move || {
        for signal in signals.forever() {
            let event = match signal {
                SIGTSTP => AppEvent::Suspend,
                SIGCONT => AppEvent::Continued,
                other => AppEvent::Signal(other),
            };
            if signal_sender.send(event).is_err() {
                break;
            }
        }
    })?;
    let input_sender = sender.clone();
    start("input", move || read_input(input_sender))?;
    Ok((sender, receiver))
}

/// Loads or computes the strategy table in the background; the game is playable meanwhile.
/// The score distribution is built into the game: it is there at once.
pub(crate) fn spawn_solver(
    sender: Sender<AppEvent>,
    storage: Storage,
    rules: RuleSet,
) -> std::io::Result<()> {
    if let Some(distribution) = built_in_distribution(rules) {
        let _ = sender.send(AppEvent::DistributionReady(Arc::new(distribution)));
    }
    start("solver", move || {
        let mut last = 0.0;
        let mut report = |fraction: f64| {
            // A redraw every few percent is plenty.
            if fraction - last >= 0.02 {
                last = fraction;
                let _ = sender.send(AppEvent::SolverProgress(fraction));
            }
        };
        let loaded = load_or_solve(&storage, rules, false, &mut report);
        let table = Arc::new(loaded.table);
        let _ = sender.send(AppEvent::SolverReady(table, loaded.note));
    })
}

/// Solves the table of risk appetite `risk` in the background (about as long as the first).
pub(crate) fn spawn_risk_solver(
    sender: Sender<AppEvent>,
    rules: RuleSet,
    risk: f64,
) -> std::io::Result<()> {
    start("risk solver", move || {
        let table = Solution::solve_with_risk(rules, risk, &mut |_| {});
        let _ = sender.send(AppEvent::RiskReady(Arc::new(table)));
    })
}

/// Starts a thread called `name` doing `work`.
fn start(name: &str, work: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
    thread::Builder::new()
        .name(name.into())
        .spawn(work)
        .map(drop)
}

fn read_input(sender: Sender<AppEvent>) {
    loop {
        let event = match event::read() {
            Ok(event) => AppEvent::Input(event),
            Err(_) => {
                let _ = sender.send(AppEvent::InputClosed);
                return;
            }
        };
        if sender.send(event).is_err() {
            return;
        }
    }
}
