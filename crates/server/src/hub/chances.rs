//! The chances at each table, for the guests who show them (`w`): asked of the chances'
//! worker after each scored turn, computed off the hub's thread at the lowest priority (the
//! hub's own work always comes first), and answered as an event that redraws the table.

// System calls through libc: each unsafe block says why it is sound.
#![allow(unsafe_code)]

use super::*;
use yatzy_core::chances::{Answer, Chances, Job, TablePosition, Worker};
use yatzy_ui::view::LiveChances;

/// The share of one core the chances may take at most: under load they come later rather
/// than slow the guests' answers down (the thread also runs only on a core nothing else
/// wants).
const DUTY: f64 = 0.25;

/// What the hub knows of the chances at its tables.
#[derive(Default)]
pub(super) struct Odds {
    /// Without one (a hub in a test, or no thread to be had), the chances stay "computing…".
    worker: Option<Worker<u32>>,
    /// The last question asked per table.
    asked: BTreeMap<u32, TablePosition>,
    /// The last answer per table, with the question it answers.
    known: BTreeMap<u32, (TablePosition, Chances)>,
}

impl Hub {
    /// Tells the chances at the tables from now on, answered through `events`.
    pub(crate) fn with_chances(mut self, events: std::sync::mpsc::Sender<Event>) -> Self {
        let told = std::sync::Mutex::new(events);
        self.odds.worker = Worker::spawn(low_priority_pool(), DUTY, move |number, answer| {
            // The pass's peak goes back to the system, not into the allocator's keeping.
            yatzy_session::give_memory_back();
            if let Ok(hub) = told.lock() {
                let _ = hub.send(Event::Chances(number, answer));
            }
        });
        // The whole game's distributions are built in: a table's first chances cost nothing.
        if let Some(worker) = &self.odds.worker {
            for rules in yatzy_core::rules::RuleSet::ALL {
                if let Some(whole_game) = yatzy_session::built_in_distribution(rules) {
                    worker.know_whole_game(Arc::new(whole_game));
                }
            }
        }
        self
    }

    /// Asks for the chances at table `number`, if its position changed since last asked.
    pub(super) fn ask_chances(&mut self, number: u32) {
        let Some(worker) = &self.odds.worker else {
            return;
        };
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        let Some(game) = table.game.as_ref().filter(|game| !game.is_over()) else {
            return;
        };
        let Some(strategy) = self.strategies.get(&table.rules) else {
            return;
        };
        let question = TablePosition::now(game, None);
        if self.odds.asked.get(&number) != Some(&question) {
            self.odds.asked.insert(number, question.clone());
            worker.ask(number, Arc::clone(strategy), Job::Now(question));
        }
    }

    /// The chances at table `number` came back: its guests see them.
    pub(super) fn chances_answered(&mut self, number: u32, answer: Answer) {
        let Answer::Now(question, Ok(chances)) = answer else {
            return;
        };
        if self.lobby.table(number).is_none() {
            return;
        }
        self.odds.known.insert(number, (question, chances));
        let watching = self
            .clients
            .iter()
            .filter(|(_, guest)| guest.place.table() == Some(number) && guest.chances)
            .map(|(&id, _)| id);
        self.redraw.extend(watching);
    }

    /// Table `number` is gone: nothing of its chances stays with its number.
    pub(super) fn forget_chances(&mut self, number: u32) {
        self.odds.asked.remove(&number);
        self.odds.known.remove(&number);
        if let Some(worker) = &self.odds.worker {
            worker.forget(number);
        }
    }

    /// The chances a guest at `table` sees under the card, if they show them.
    pub(super) fn live_chances<'a>(
        odds: &'a Odds,
        table: &NetTable,
        shown: bool,
    ) -> Option<LiveChances<'a>> {
        let game = table.game.as_ref().filter(|game| !game.is_over())?;
        if !shown {
            return None;
        }
        let now = TablePosition::now(game, None);
        let known = odds.known.get(&table.number);
        Some(LiveChances {
            known: known.map(|(_, chances)| chances),
            stale: known.is_some_and(|(question, _)| *question != now),
        })
    }
}

/// One thread at the idle priority for the chances' solver work: under load it takes only
/// what the hub and the connections leave. Without one, rayon's global pool does the work.
fn low_priority_pool() -> Option<Arc<rayon::ThreadPool>> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .thread_name(|_| "yatzy chances".into())
        .start_handler(|_| {
            // SCHED_IDLE: the thread runs only on a core nothing else wants, so the hub and
            // the connections never wait for it. Linux sets it per thread: 0 is this one.
            #[cfg(target_os = "linux")]
            // SAFETY: sched_setscheduler reads the parameter we pass and only changes this
            // thread's scheduling; a failure leaves it as it was.
            unsafe {
                let parameter = libc::sched_param { sched_priority: 0 };
                libc::sched_setscheduler(0, libc::SCHED_IDLE, &parameter);
            }
        })
        .build()
        .ok()
        .map(Arc::new)
}
