//! The chances, computed off the front end's threads: front ends ask after each scored turn
//! and are answered through a callback, so no key ever waits for the solver. While a question
//! waits, a later one about the same game replaces it (only the latest position matters), and
//! each game keeps its [`Calculator`], so a turn costs one player's distribution.
//!
//! Two threads share the work, so that a look-up never waits behind a pass: the answering
//! thread tells every question whose futures are at hand (remembered, kept in memory or
//! stored), and sets a question aside when its position needs a future worked out; the
//! passes' thread works those out one at a time (see [`passes`]), then hands the questions
//! back. On a busy server a game reaching a state no game reached before (a pass of up to a
//! second) so delays its own table only, not every table asking after it. What turns out to
//! be missing after all is worked out on the answering thread: a stored future found damaged
//! as it is read, one let go from memory before its question came back, a position beyond
//! its future's exact move (rare: a busy server's memory holds its tables' futures many times
//! over).

mod passes;

use std::collections::{HashMap, HashSet, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::{Calculator, Chances, Kept, TablePosition};
use crate::rules::{RuleSet, ScoreCard};
use crate::solver::{FutureKey, PositionError, ScoreDistribution, Situation, Solution};
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

impl Job {
    /// The positions whose distributions the answer is made of: every player's, and a lone
    /// player's whole game (its target is the empty card's round number).
    fn positions(&self, rules: RuleSet) -> Vec<Situation> {
        let rounds = match self {
            Job::Now(question) => vec![question.positions.clone()],
            Job::Rounds { table, best } => {
                let played = table.seats().iter().map(|s| s.game.history().len());
                (0..=played.max().unwrap_or(0))
                    .map(|turns| TablePosition::after_turns(table, turns, *best).positions)
                    .collect()
            }
        };
        let alone = rounds.first().is_some_and(|players| players.len() == 1);
        let mut positions: Vec<Situation> = rounds.into_iter().flatten().collect();
        if alone {
            positions.push(Situation::from(&ScoreCard::new(rules)));
        }
        positions
    }
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

/// A question to answer: the game it is about, the table of play it is asked under, and
/// whether it comes back from waiting for its futures (then it is answered as it is).
struct Question<K> {
    key: K,
    solution: Arc<Solution>,
    job: Job,
    handed_back: bool,
}

/// A question set aside until the futures it needs are worked out.
struct SetAside<K> {
    question: Question<K>,
    needs: Vec<FutureKey>,
}

struct State<K> {
    waiting: VecDeque<Question<K>>,
    set_aside: Vec<SetAside<K>>,
    /// Futures the questions set aside need, in the order first needed.
    passes: VecDeque<(Arc<Solution>, FutureKey)>,
    /// The long pass under way in the pool, if any (see [`passes`]).
    long_pass: Option<FutureKey>,
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
    /// Tables to work out ahead for: given before any question asked under their rules, or
    /// the first question's.
    to_list: Vec<Arc<Solution>>,
    /// When the last question was asked: working ahead waits for a pause.
    asked_at: Instant,
    /// Called after each pass and each future worked out ahead (see [`Worker::after_each`]).
    tidy: Option<Arc<dyn Fn() + Send + Sync>>,
    stop: bool,
}

struct Shared<K> {
    state: Mutex<State<K>>,
    /// Both threads wait on it: anything that gives either of them work notifies all.
    wake: Condvar,
}

/// The chances' threads. Dropping it stops them after the work in hand.
pub struct Worker<K> {
    shared: Arc<Shared<K>>,
}

impl<K> std::fmt::Debug for Worker<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Worker")
    }
}

impl<K: Clone + Eq + Hash + Send + 'static> Worker<K> {
    /// Starts the threads. A first turn's passes, and the futures worked out ahead, run in
    /// `pool` when one is given (the front ends give one at the idle priority), else in
    /// rayon's global pool; later turns' passes (a few milliseconds) run on the passes' thread
    /// itself, and answers on the answering thread, both at the caller's priority: at the idle
    /// priority a busy server's look-ups waited seconds for an idle core, and its bots' later
    /// turns too.
    /// With a `duty` under 1 each thread rests after its work so as to work at most that
    /// share of the time. `None` if no thread could be started: then no chances are told.
    pub fn spawn(
        pool: Option<Arc<rayon::ThreadPool>>,
        duty: f64,
        deliver: impl Fn(K, Answer) + Send + 'static,
    ) -> Option<Worker<K>> {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                waiting: VecDeque::new(),
                set_aside: Vec::new(),
                passes: VecDeque::new(),
                long_pass: None,
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
        let worker = Worker {
            shared: Arc::clone(&shared),
        };
        let answering = Arc::clone(&shared);
        let deliver: Deliver<K> = Box::new(deliver);
        std::thread::Builder::new()
            .name("yatzy chances".into())
            .spawn(move || answer_questions(&answering, duty, &deliver))
            .ok()?;
        let passing = Arc::clone(&shared);
        let started = std::thread::Builder::new()
            .name("yatzy chances passes".into())
            .spawn(move || passes::run(&passing, pool, duty));
        // Without the passes' thread every question would wait for ever: none is asked.
        started.ok().map(|_| worker)
    }

    /// Asks for `job` about game `key`, played under `solution`.
    pub fn ask(&self, key: K, solution: Arc<Solution>, job: Job) {
        let mut state = self.lock();
        if matches!(job, Job::Now(_)) {
            let replaced =
                |question: &Question<K>| question.key == key && matches!(question.job, Job::Now(_));
            state.waiting.retain(|question| !replaced(question));
            state.set_aside.retain(|aside| !replaced(&aside.question));
        }
        state.waiting.push_back(Question {
            key,
            solution,
            job,
            handed_back: false,
        });
        state.asked_at = Instant::now();
        self.shared.wake.notify_all();
    }

    /// Lets go of game `key`: its jobs still waiting, and what its calculator remembers.
    pub fn forget(&self, key: K) {
        let mut state = self.lock();
        state.waiting.retain(|question| question.key != key);
        state.set_aside.retain(|aside| aside.question.key != key);
        state.forgotten.push(key);
        self.shared.wake.notify_all();
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
        self.shared.wake.notify_all();
    }

    /// Calls `tidy` after each pass and each future worked out ahead (a front end gives the
    /// memory a pass used back to the system there), not after a mere look-up.
    pub fn after_each(&self, tidy: impl Fn() + Send + Sync + 'static) {
        self.lock().tidy = Some(Arc::new(tidy));
    }

    /// Shares `kept` among the games from now on (the session's, with its store): a game
    /// begun before keeps the futures it had.
    pub fn share(&self, kept: Arc<Kept>) {
        self.lock().kept = kept;
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State<K>> {
        lock(&self.shared)
    }
}

impl<K> Drop for Worker<K> {
    fn drop(&mut self) {
        lock(&self.shared).stop = true;
        self.shared.wake.notify_all();
    }
}

/// The answering thread: each question in turn, answered at once when its futures are at
/// hand, else set aside for the passes' thread.
fn answer_questions<K: Clone + Eq + Hash>(shared: &Shared<K>, duty: f64, deliver: &Deliver<K>) {
    let mut calculators: HashMap<K, Calculator> = HashMap::new();
    loop {
        let Some((question, whole_game, kept)) = next_question(shared, &mut calculators) else {
            return;
        };
        let Question {
            key,
            solution,
            job,
            handed_back,
        } = question;
        let calculator = calculators
            .entry(key.clone())
            .or_insert_with(|| Calculator::sharing(kept));
        if let Some(whole_game) = whole_game {
            calculator.know_whole_game(whole_game);
        }
        // Handed back, its futures were worked out: should one be gone from memory again,
        // it is worked out here rather than sent round once more.
        if !handed_back {
            let needs = calculator.futures_to_work_out(&solution, &job.positions(solution.rules()));
            if !needs.is_empty() {
                set_aside(shared, key, solution, job, needs);
                continue;
            }
        }
        let started = Instant::now();
        let passes_before = calculator.passes_run();
        let answer = match job {
            Job::Now(question) => {
                let chances = calculator.answer(&solution, &question);
                Answer::Now(question, chances)
            }
            Job::Rounds { table, best } => {
                Answer::Rounds(table.id(), calculator.by_round(&solution, &table, best))
            }
        };
        let worked = started.elapsed();
        // A whole game's distribution computed for one game serves every game after it.
        if let Some(whole_game) = calculator.whole_game() {
            lock(shared)
                .whole_games
                .entry(whole_game.rules)
                .or_insert_with(|| Arc::clone(whole_game));
        }
        // A look-up leaves nothing to give back; a pass run here after all may (and a trim
        // walks the allocator's heaps, which every thread of the process shares). A pass on
        // the other thread meanwhile counts too: one trim more, no harm.
        if calculator.passes_run() != passes_before {
            tidy_up(shared);
        }
        deliver(key, answer);
        rest_for(shared, duty, worked);
    }
}

type Next<K> = (Question<K>, Option<Arc<ScoreDistribution>>, Arc<Kept>);

/// Waits for the next question, with the whole game's distribution and the futures to draw
/// on; `None` once the worker is stopped. The first question under a
/// rule set has its early futures listed for working out ahead.
fn next_question<K: Clone + Eq + Hash>(
    shared: &Shared<K>,
    calculators: &mut HashMap<K, Calculator>,
) -> Option<Next<K>> {
    let mut state = lock(shared);
    loop {
        for key in std::mem::take(&mut state.forgotten) {
            calculators.remove(&key);
        }
        if state.stop {
            return None;
        }
        if let Some(question) = state.waiting.pop_front() {
            let rules = question.solution.rules();
            let listed = state.to_list.iter().any(|s| s.rules() == rules);
            if state.warm_ahead && !state.warmed.contains(&rules) && !listed {
                state.to_list.push(Arc::clone(&question.solution));
                shared.wake.notify_all();
            }
            let whole_game = state.whole_games.get(&rules).cloned();
            return Some((question, whole_game, Arc::clone(&state.kept)));
        }
        state = shared
            .wake
            .wait(state)
            .unwrap_or_else(PoisonError::into_inner);
    }
}

/// Sets `job` aside until the futures it `needs` are worked out, and asks the passes' thread
/// for those not asked for yet. Unless its game was let go, or a later question about it came
/// while this one was being looked at (it was off the queue, so `ask` could not replace it):
/// then it is dropped, never to be answered after the later one.
fn set_aside<K: Eq>(
    shared: &Shared<K>,
    key: K,
    solution: Arc<Solution>,
    job: Job,
    needs: Vec<FutureKey>,
) {
    let mut state = lock(shared);
    let replaced = matches!(job, Job::Now(_))
        && state
            .waiting
            .iter()
            .any(|later| later.key == key && matches!(later.job, Job::Now(_)));
    if replaced || state.forgotten.contains(&key) {
        return;
    }
    for &future in &needs {
        if !state.passes.iter().any(|(_, queued)| *queued == future) {
            state.passes.push_back((Arc::clone(&solution), future));
        }
    }
    let question = Question {
        key,
        solution,
        job,
        handed_back: false,
    };
    state.set_aside.push(SetAside { question, needs });
    shared.wake.notify_all();
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
fn rest<K>(shared: &Shared<K>, long: Duration) {
    let until = Instant::now() + long;
    let mut state = lock(shared);
    while !state.stop {
        let left = until.saturating_duration_since(Instant::now());
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
