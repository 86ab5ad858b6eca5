//! The chances, computed on a thread of their own: front ends ask after each scored turn and
//! are answered through a callback, so no key ever waits for the solver. While a question
//! waits, a later one about the same game replaces it (only the latest position matters), and
//! each game keeps its [`Calculator`], so a turn costs one player's distribution.

use std::collections::{HashMap, HashSet, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long nothing must be asked before the worker works futures out ahead: a game being
/// played asks after every turn, so working ahead takes the pauses, not the play.
const WARM_AFTER: Duration = Duration::from_secs(5);

use super::{Calculator, Chances, Kept, TablePosition};
use crate::rules::RuleSet;
use crate::solver::{FutureKey, PositionError, ScoreDistribution, Solution};
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
    /// The futures every game's calculator shares.
    kept: Arc<Kept>,
    /// Early states' futures to work out while nothing is asked (see [`super::warm_up`]),
    /// and the rule sets whose list was made.
    warming: VecDeque<(Arc<Solution>, FutureKey)>,
    warmed: HashSet<RuleSet>,
    /// Whether to work out futures ahead at all (the front ends say; tests mostly not).
    warm_ahead: bool,
    /// Tables given to work out ahead for before any question asked under their rules.
    to_list: Vec<Arc<Solution>>,
    /// When the last question was asked: working ahead waits for [`WARM_AFTER`] of quiet.
    asked_at: Instant,
    /// Called after each job and each future worked out ahead (see [`Worker::after_each`]).
    tidy: Option<Arc<dyn Fn() + Send + Sync>>,
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
                kept: Arc::new(Kept::default()),
                warming: VecDeque::new(),
                warmed: HashSet::new(),
                warm_ahead: false,
                to_list: Vec::new(),
                asked_at: Instant::now(),
                tidy: None,
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
        state.asked_at = Instant::now();
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

    /// Works out ahead, in the pauses, the futures of the early states optimal play most
    /// likely reaches (see [`super::warm_up`]), once a rule set's chances are first asked
    /// for: they are stored, so each is worked out once per machine.
    pub fn warm_ahead(&self) {
        self.lock().warm_ahead = true;
    }

    /// Works out ahead for `solution`'s rule set from now on, without waiting for its first
    /// question (a server, as its tables load: its first quiet seconds are then used).
    /// Nothing unless [`Worker::warm_ahead`] was asked for.
    pub fn warm_ahead_for(&self, solution: Arc<Solution>) {
        let mut state = self.lock();
        state.to_list.push(solution);
        self.shared.wake.notify_one();
    }

    /// Calls `tidy` after each job and each future worked out ahead, on the worker's thread
    /// (a front end gives the memory a pass used back to the system there).
    pub fn after_each(&self, tidy: impl Fn() + Send + Sync + 'static) {
        self.lock().tidy = Some(Arc::new(tidy));
    }

    /// Shares `kept` among the games from now on (the session's, with its store): a game
    /// begun before keeps the futures it had.
    pub fn share(&self, kept: Arc<Kept>) {
        self.lock().kept = kept;
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
        let (key, solution, job, whole_game, kept) = match next_task(shared, &mut calculators) {
            Task::Stop => return,
            Task::Warm(solution, key, kept) => {
                let started = Instant::now();
                let work = || kept.warm(&solution, key);
                match pool {
                    Some(pool) => pool.install(work),
                    None => work(),
                }
                tidy_up(shared);
                rest_for(shared, duty, started.elapsed());
                continue;
            }
            Task::List(solution) => {
                queue_warm_up(shared, pool, &solution);
                continue;
            }
            Task::Job(key, solution, job, whole_game, kept) => {
                (key, solution, job, whole_game, kept)
            }
        };
        // The first question under these rules: the likeliest early states are worked out
        // next, whenever nothing is asked.
        queue_warm_up(shared, pool, &solution);
        let calculator = calculators
            .entry(key.clone())
            .or_insert_with(|| Calculator::sharing(kept));
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
        let started = Instant::now();
        let answer = match pool {
            Some(pool) => pool.install(work),
            None => work(),
        };
        let worked = started.elapsed();
        // A whole game's distribution computed for one game serves every game after it.
        if let Some(whole_game) = calculator.whole_game() {
            lock(shared)
                .whole_games
                .entry(whole_game.rules)
                .or_insert_with(|| Arc::clone(whole_game));
        }
        tidy_up(shared);
        deliver(key, answer);
        rest_for(shared, duty, worked);
    }
}

/// What the worker does next.
enum Task<K> {
    Stop,
    /// A question asked, with the whole game's distribution and the futures to draw on.
    Job(
        K,
        Arc<Solution>,
        Job,
        Option<Arc<ScoreDistribution>>,
        Arc<Kept>,
    ),
    /// Nothing asked: an early state's future to work out ahead.
    Warm(Arc<Solution>, FutureKey, Arc<Kept>),
    /// A table to work out ahead for, given before any question (see
    /// [`Worker::warm_ahead_for`]).
    List(Arc<Solution>),
}

/// Queues the futures to work out ahead for `solution`'s rule set, once per rule set, when
/// working ahead is wanted (the list is made at the pool's priority: a walk of the first
/// turns, a few hundredths of a second).
fn queue_warm_up<K>(
    shared: &Shared<K>,
    pool: Option<&rayon::ThreadPool>,
    solution: &Arc<Solution>,
) {
    let wanted = {
        let state = lock(shared);
        state.warm_ahead && solution.risk() == 0.0 && !state.warmed.contains(&solution.rules())
    };
    if !wanted {
        return;
    }
    let list = match pool {
        Some(pool) => pool.install(|| super::warm_up(solution)),
        None => super::warm_up(solution),
    };
    let mut state = lock(shared);
    state.warmed.insert(solution.rules());
    let queued = list.into_iter().map(|k| (Arc::clone(solution), k));
    state.warming.extend(queued);
}

/// Waits for the next task: a question first, else a future to work out ahead (one already
/// kept is skipped), else sleep until something happens.
fn next_task<K: Clone + Eq + Hash>(
    shared: &Shared<K>,
    calculators: &mut HashMap<K, Calculator>,
) -> Task<K> {
    let mut state = lock(shared);
    loop {
        for key in std::mem::take(&mut state.forgotten) {
            calculators.remove(&key);
        }
        if state.stop {
            return Task::Stop;
        }
        if let Some(solution) = state.to_list.pop() {
            return Task::List(solution);
        }
        if let Some((key, solution, job)) = state.waiting.pop_front() {
            let whole_game = state.whole_games.get(&solution.rules()).cloned();
            return Task::Job(key, solution, job, whole_game, Arc::clone(&state.kept));
        }
        let quiet = state.asked_at.elapsed();
        if !state.warming.is_empty() && quiet < WARM_AFTER {
            state = shared
                .wake
                .wait_timeout(state, WARM_AFTER - quiet)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
            continue;
        }
        while let Some((solution, key)) = state.warming.pop_front() {
            if !state.kept.holds(&key) {
                return Task::Warm(solution, key, Arc::clone(&state.kept));
            }
        }
        state = shared
            .wake
            .wait(state)
            .unwrap_or_else(PoisonError::into_inner);
    }
}

fn tidy_up<K>(shared: &Shared<K>) {
    let tidy = lock(shared).tidy.clone();
    if let Some(tidy) = tidy {
        tidy();
    }
}

fn lock<K>(shared: &Shared<K>) -> std::sync::MutexGuard<'_, State<K>> {
    shared.state.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Rests after `worked` so as to work at most `duty` of the time (no rest at 1 or more).
fn rest_for<K>(shared: &Shared<K>, duty: f64, worked: Duration) {
    if duty < 1.0 && duty > 0.0 {
        rest(shared, worked.mul_f64(1.0 / duty - 1.0));
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
