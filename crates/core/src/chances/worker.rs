//! The chances, computed on a thread of their own: front ends ask after each scored turn and
//! are answered through a callback, so no key ever waits for the solver. While a question
//! waits, a later one about the same game replaces it (only the latest position matters), and
//! each game keeps its [`Calculator`], so a turn costs one player's distribution.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Condvar, Mutex, PoisonError};

use super::{Calculator, Chances, TablePosition};
use crate::rules::RuleSet;
use crate::solver::{PositionError, ScoreDistribution, Solution};
use crate::table::Table;

/// What to compute for a game.
#[derive(Clone, Debug)]
pub enum Job {
    /// The chances at a position (the latest asked for a game replaces one still waiting).
    Now(TablePosition),
    /// The chances after every round of a game, for its review; `best` is the lone
    /// player's best before this game.
    Rounds {
        table: Box<Table>,
        best: Option<u16>,
    },
}

/// What came of a job.
#[derive(Clone, Debug)]
pub enum Answer {
    /// The question asked, and its chances.
    Now(TablePosition, Result<Chances, PositionError>),
    /// The game's identity and its chances after every round.
    Rounds(crate::game::GameId, Result<Vec<Chances>, PositionError>),
}

type Deliver<K> = Box<dyn Fn(K, Answer) + Send>;

struct State<K> {
    waiting: VecDeque<(K, Arc<Solution>, Job)>,
    /// Games whose calculators are to be let go.
    forgotten: Vec<K>,
    /// The whole game's distribution per rule set, once known: new calculators start with it.
    whole_games: HashMap<RuleSet, Arc<ScoreDistribution>>,
    stop: bool,
}

struct Shared<K> {
    state: Mutex<State<K>>,
    wake: Condvar,
}

/// The chances' thread. Dropping it stops the thread after the job in hand.
pub struct Worker<K> {
    shared: Arc<Shared<K>>,
}

impl<K> std::fmt::Debug for Worker<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Worker")
    }
}

impl<K: Clone + Eq + Hash + Send + 'static> Worker<K> {
    /// Starts the thread. Its solver work runs in `pool` when one is given (a server gives
    /// one of its own at a low priority), else in rayon's global pool; with a `duty` under 1
    /// it rests after each job so as to work at most that share of the time (a server under
    /// load keeps its cores for its guests, and the chances come later). `None` if no thread
    /// could be started: then no chances are told.
    pub fn spawn(
        pool: Option<Arc<rayon::ThreadPool>>,
        duty: f64,
        deliver: impl Fn(K, Answer) + Send + 'static,
    ) -> Option<Worker<K>> {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                waiting: VecDeque::new(),
                forgotten: Vec::new(),
                whole_games: HashMap::new(),
                stop: false,
            }),
            wake: Condvar::new(),
        });
        let theirs = Arc::clone(&shared);
        let deliver: Deliver<K> = Box::new(deliver);
        std::thread::Builder::new()
            .name("yatzy chances".into())
            .spawn(move || run(&theirs, pool.as_deref(), duty, &deliver))
            .ok()?;
        Some(Worker { shared })
    }

    /// Asks for `job` about game `key`, played under `solution`.
    pub fn ask(&self, key: K, solution: Arc<Solution>, job: Job) {
        let mut state = self.lock();
        if matches!(job, Job::Now(_)) {
            state
                .waiting
                .retain(|(k, _, waiting)| *k != key || !matches!(waiting, Job::Now(_)));
        }
        state.waiting.push_back((key, solution, job));
        self.shared.wake.notify_one();
    }

    /// Lets go of game `key`: its jobs still waiting, and what its calculator remembers.
    pub fn forget(&self, key: K) {
        let mut state = self.lock();
        state.waiting.retain(|(k, _, _)| *k != key);
        state.forgotten.push(key);
        self.shared.wake.notify_one();
    }

    /// The whole game's distribution for its rule set: games begun from now on start with it.
    pub fn know_whole_game(&self, distribution: Arc<ScoreDistribution>) {
        self.lock()
            .whole_games
            .insert(distribution.rules, distribution);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State<K>> {
        self.shared
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

impl<K> Drop for Worker<K> {
    fn drop(&mut self) {
        let mut state = self
            .shared
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        state.stop = true;
        self.shared.wake.notify_one();
    }
}

fn run<K: Clone + Eq + Hash>(
    shared: &Shared<K>,
    pool: Option<&rayon::ThreadPool>,
    duty: f64,
    deliver: &Deliver<K>,
) {
    let mut calculators: HashMap<K, Calculator> = HashMap::new();
    loop {
        let (key, solution, job, whole_game) = {
            let mut state = shared.state.lock().unwrap_or_else(PoisonError::into_inner);
            loop {
                for key in std::mem::take(&mut state.forgotten) {
                    calculators.remove(&key);
                }
                if state.stop {
                    return;
                }
                if let Some((key, solution, job)) = state.waiting.pop_front() {
                    let whole_game = state.whole_games.get(&solution.rules()).cloned();
                    break (key, solution, job, whole_game);
                }
                state = shared
                    .wake
                    .wait(state)
                    .unwrap_or_else(PoisonError::into_inner);
            }
        };
        let calculator = calculators.entry(key.clone()).or_default();
        if let Some(whole_game) = whole_game {
            calculator.know_whole_game(whole_game);
        }
        let work = || match job {
            Job::Now(question) => {
                let chances = calculator.answer(&solution, &question);
                Answer::Now(question, chances)
            }
            Job::Rounds { table, best } => {
                Answer::Rounds(table.id(), calculator.by_round(&solution, &table, best))
            }
        };
        let started = std::time::Instant::now();
        let answer = match pool {
            Some(pool) => pool.install(work),
            None => work(),
        };
        let worked = started.elapsed();
        // A whole game's distribution computed for one game serves every game after it.
        if let Some(whole_game) = calculator.whole_game() {
            let mut state = shared.state.lock().unwrap_or_else(PoisonError::into_inner);
            state
                .whole_games
                .entry(whole_game.rules)
                .or_insert_with(|| Arc::clone(whole_game));
        }
        deliver(key, answer);
        if duty < 1.0 && duty > 0.0 {
            rest(shared, worked.mul_f64(1.0 / duty - 1.0));
        }
    }
}

/// Waits `long`, or until the worker is stopped.
fn rest<K>(shared: &Shared<K>, long: std::time::Duration) {
    let until = std::time::Instant::now() + long;
    let mut state = shared.state.lock().unwrap_or_else(PoisonError::into_inner);
    while !state.stop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return;
        }
        state = shared
            .wake
            .wait_timeout(state, left)
            .unwrap_or_else(PoisonError::into_inner)
            .0;
    }
}
