//! The passes' thread: works out the futures the questions set aside need, one at a time and
//! the shortest first, and hands each question back once all of its futures are in; while
//! nothing is needed and nothing was asked for a while, it works the early states' futures
//! out ahead.
//!
//! A pass is the shorter the more boxes are filled: about 40 ms of CPU with five filled, under
//! 20 ms from six on (a whole game's from the sixth turn on, 34 ms), against a second with one
//! filled. So the pass with the most boxes filled goes first. The long ones (fewer than
//! [`QUICK_FROM`] boxes filled) are handed to the given pool (the idle priority at both front
//! ends) one at a time, while this thread goes on with the quick ones itself, at the caller's
//! priority: the few milliseconds a bot's or a person's later turn needs never wait behind a
//! first turn's second, nor for an idle core on a busy server.

use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

use super::{Shared, State, lock, rest_for, tidy_up};
use crate::chances::Kept;
use crate::solver::{FutureKey, Solution};

/// How long nothing must be asked before the futures are worked out ahead: a game being
/// played asks after every turn, so working ahead takes the pauses, not the play.
const WARM_AFTER: Duration = Duration::from_secs(5);

/// The boxes filled from which a pass is quick (see the module's note): under 20 ms of CPU.
const QUICK_FROM: usize = 6;

/// What the passes' thread does next.
enum Task {
    Stop,
    /// A future a question set aside needs, from [`QUICK_FROM`] boxes filled on.
    Quick(Arc<Solution>, FutureKey, Arc<Kept>),
    /// A future a question set aside needs, with fewer boxes filled: run in the pool.
    Long(Arc<Solution>, FutureKey, Arc<Kept>),
    /// Nothing needed: an early state's future to work out ahead.
    Warm(Arc<Solution>, FutureKey, Arc<Kept>),
    /// A table to list the early futures of, for working out ahead.
    List(Arc<Solution>),
}

pub(super) fn run<K: Send + 'static>(
    shared: &Arc<Shared<K>>,
    pool: Option<Arc<rayon::ThreadPool>>,
    duty: f64,
) {
    let pool = pool.as_deref();
    let own = own_pool();
    loop {
        let task = next_task(shared);
        let started = Instant::now();
        match task {
            Task::Stop => return,
            Task::List(solution) => queue_warm_up(shared, pool, &solution),
            Task::Quick(solution, key, kept) => {
                let work = || pass(&kept, &solution, key);
                match (&own, pool) {
                    (Some(own), _) => own.install(work),
                    (None, Some(pool)) => pool.install(work),
                    (None, None) => work(),
                }
                hand_back(shared, key);
                tidy_up(shared);
                rest_for(shared, duty, started.elapsed());
            }
            Task::Long(solution, key, kept) => {
                let shared = Arc::clone(shared);
                let work = move || {
                    let started = Instant::now();
                    pass(&kept, &solution, key);
                    hand_back(&shared, key);
                    lock(&shared).long_pass = None;
                    shared.wake.notify_all();
                    tidy_up(&shared);
                    rest_for(&shared, duty, started.elapsed());
                };
                match pool {
                    Some(pool) => pool.spawn(work),
                    None => rayon::spawn(work),
                }
            }
            Task::Warm(solution, key, kept) => {
                let work = || kept.warm(&solution, key);
                match pool {
                    Some(pool) => pool.install(work),
                    None => work(),
                }
                tidy_up(shared);
                rest_for(shared, duty, started.elapsed());
            }
        }
    }
}

/// A pool of this thread alone, for the quick passes: they run here, at the caller's priority
/// (the normal one at both front ends), one step after another. At the idle priority a busy
/// server's bots waited for an idle core for the few milliseconds a later turn's pass needs;
/// and a pool of its own keeps the pass's parallel steps off rayon's global pool, whose idle
/// threads spin between jobs at the normal priority. A pool made of the calling thread has no
/// thread of its own, so nothing runs, or spins, while no quick pass does. `None` if it cannot
/// be built (the thread is a pool's already): then the quick passes go to the given pool.
fn own_pool() -> Option<rayon::ThreadPool> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .use_current_thread()
        .build()
        .ok()
}

/// Works `key`'s future out into `kept`. Should the pass panic (a defect), the questions that
/// wait for it are handed back all the same, and the answering thread meets the defect itself
/// (it ends the worker, as before there were two threads), rather than waiting for ever, or
/// the pool, which aborts the process on a spawned job's panic.
fn pass(kept: &Kept, solution: &Solution, key: FutureKey) {
    let work = std::panic::AssertUnwindSafe(|| {
        kept.future(solution, key);
    });
    let _ = std::panic::catch_unwind(work);
}

/// Waits for the next task: a future a question waits for, the shortest pass first (one no
/// question waits for any more is dropped), a table to list, else after a pause in the
/// questions a future to work out ahead (one kept already is skipped), else sleep until
/// something happens.
fn next_task<K>(shared: &Shared<K>) -> Task {
    let mut state = lock(shared);
    loop {
        if state.stop {
            return Task::Stop;
        }
        let State {
            passes, set_aside, ..
        } = &mut *state;
        passes.retain(|(_, key)| set_aside.iter().any(|aside| aside.needs.contains(key)));
        // The most boxes filled, the shortest pass; of those, the first needed. A long one
        // waits while another is under way.
        let long_under_way = state.long_pass.is_some();
        let shortest = (0..state.passes.len())
            .rev()
            .filter(|&i| !long_under_way || state.passes[i].1.filled() >= QUICK_FROM)
            .max_by_key(|&i| state.passes[i].1.filled());
        if let Some((solution, key)) = shortest.and_then(|i| state.passes.remove(i)) {
            let kept = Arc::clone(&state.kept);
            if key.filled() >= QUICK_FROM {
                return Task::Quick(solution, key, kept);
            }
            state.long_pass = Some(key);
            return Task::Long(solution, key, kept);
        }
        if long_under_way {
            // Nothing else until it is done (working ahead included).
            state = shared
                .wake
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
            continue;
        }
        if let Some(solution) = state.to_list.pop() {
            return Task::List(solution);
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

/// `key`'s future is in: the questions that needed nothing more go back to the front of the
/// queue, in the order they were asked, to be answered as they are.
fn hand_back<K>(shared: &Shared<K>, key: FutureKey) {
    let mut state = lock(shared);
    let mut ready = Vec::new();
    let mut index = 0;
    while index < state.set_aside.len() {
        let aside = &mut state.set_aside[index];
        aside.needs.retain(|needed| *needed != key);
        if aside.needs.is_empty() {
            ready.push(state.set_aside.remove(index).question);
        } else {
            index += 1;
        }
    }
    for mut question in ready.into_iter().rev() {
        question.handed_back = true;
        state.waiting.push_front(question);
    }
    shared.wake.notify_all();
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
        Some(pool) => pool.install(|| crate::chances::warm_up(solution)),
        None => crate::chances::warm_up(solution),
    };
    let mut state = lock(shared);
    state.warmed.insert(solution.rules());
    let queued = list.into_iter().map(|k| (Arc::clone(solution), k));
    state.warming.extend(queued);
}
