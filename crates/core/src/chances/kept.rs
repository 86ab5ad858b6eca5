//! The futures of the states games reach, kept for every game and table of a process: a
//! position's distribution is then a look-up and a move by its points banked, whoever
//! reached the state first. Bounded by bytes, the least recently used let go first; the
//! early states (the few the first turns reach, each a long pass) also kept in a
//! [`FutureStore`] the caller gives (the session's cache directory), so they are computed
//! once per machine. A stored future is checked when read (its header, checksum and key, a
//! possible distribution, its mean against the table's value, how far it may move), and one
//! that fails is computed again and stored over, never trusted.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::rules::ScoreCard;
use crate::solver::cache::{decode_future, encode_future};
use crate::solver::{
    Future, FutureKey, Objective, PositionError, ScoreDistribution, Situation, Solution,
};

/// Where futures outlive the process: the caller's I/O (the core does none).
pub trait FutureStore: Send + Sync {
    /// The bytes stored for `key`, if any could be read.
    fn load(&self, key: &FutureKey) -> Option<Vec<u8>>;
    /// Stores `bytes` for `key` (atomically: a reader sees the old bytes or the new).
    fn save(&self, key: &FutureKey, bytes: &[u8]);
    /// Whether something is stored for `key` (checked only when read).
    fn has(&self, key: &FutureKey) -> bool {
        self.load(key).is_some()
    }
}

/// States with at most this many boxes filled are stored: their passes cost 0.04 s to 1.3 s
/// of CPU each (with five filled up to about 0.09 s, so that `yatzy solve --distribution`
/// from such a position took up to 0.17 s with the table's load), where the next turn's cost
/// 0.02 s on average.
pub const STORED_UP_TO: usize = 5;

/// The turns whose states are worked out ahead ([`warm_up`]): a fifth turn's states, stored
/// once a game reaches them, cost a game less than a tenth of a second each.
pub const WORKED_AHEAD_TURNS: usize = 4;

/// The turns whose every state, however they were played, is worked out ahead as well.
const ANY_PLAY_TURNS: usize = 2;

/// The early states whose futures are worth working out before any game asks: every state
/// optimal play reaches in its first [`WORKED_AHEAD_TURNS`] turns, the likeliest first, then every
/// other state the first [`ANY_PLAY_TURNS`] turns can reach. In Yatzy optimal play reaches 21
/// states after the first turn, 236 after the second, 1,633 after the third and 7,347 after
/// the fourth; a first turn played otherwise reaches 24 more, a second 513 more: 9,774
/// futures, once per machine, so that no update of a game the optimal bot plays runs a pass of
/// more than one turn's worth (0.1 s), and no first or second turn, however it is played, one
/// of half a second or more (a person's game rarely follows optimal play, and on a busy server
/// many tables reach the same state at once). Working them out stores them (see
/// [`Kept::future`]); a state stored already costs a read.
pub fn warm_up(table: &Solution) -> Vec<FutureKey> {
    let mut keys: Vec<FutureKey> = FutureKey::reached(table, WORKED_AHEAD_TURNS)
        .into_iter()
        .map(|(key, _)| key)
        .collect();
    let mut known: std::collections::HashSet<FutureKey> = keys.iter().copied().collect();
    for turns in 1..=ANY_PLAY_TURNS {
        for key in FutureKey::after_any_turns(table, turns) {
            if known.insert(key) {
                keys.push(key);
            }
        }
    }
    keys
}

/// The bytes kept in memory by default: a busy server's tables (500 players, 15 futures
/// each, 2 KiB on average) fit, and a terminal game keeps it to what it reached.
pub const DEFAULT_BYTES: usize = 24 << 20;

/// What a [`Kept`] did, for benches and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeptCounts {
    /// Positions answered from a future in memory.
    pub hits: u64,
    /// Futures read from the store.
    pub loaded: u64,
    /// Futures computed (not in memory, not stored, or stored damaged).
    pub computed: u64,
    /// Stored futures that failed their checks.
    pub damaged: u64,
    /// Positions computed afresh beyond a future's exact move.
    pub fresh: u64,
}

/// The futures kept, shared by every calculator of a process.
pub struct Kept {
    state: Mutex<Memory>,
    store: Option<Box<dyn FutureStore>>,
    limit: usize,
}

#[derive(Default)]
struct Memory {
    futures: HashMap<FutureKey, (Arc<Future>, u64)>,
    bytes: usize,
    clock: u64,
    counts: KeptCounts,
}

impl std::fmt::Debug for Kept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let memory = self.lock();
        f.debug_struct("Kept")
            .field("futures", &memory.futures.len())
            .field("bytes", &memory.bytes)
            .field("limit", &self.limit)
            .finish()
    }
}

impl Default for Kept {
    fn default() -> Self {
        Kept::new(DEFAULT_BYTES, None)
    }
}

impl Kept {
    /// Keeps up to `limit` bytes of futures in memory, and the early ones in `store`.
    pub fn new(limit: usize, store: Option<Box<dyn FutureStore>>) -> Kept {
        Kept {
            state: Mutex::new(Memory::default()),
            store,
            limit,
        }
    }

    /// The final score's distribution at `situation` under `table`'s play: bit for bit
    /// [`ScoreDistribution::from_position`]'s, computed only if its state's future is
    /// neither kept nor stored.
    pub fn distribution(
        &self,
        table: &Solution,
        situation: &Situation,
    ) -> Result<ScoreDistribution, PositionError> {
        let key = FutureKey::of(table, situation)?;
        let future = self.future(table, key);
        match future.at(situation.banked) {
            Some(distribution) => Ok(distribution),
            None => {
                self.lock().counts.fresh += 1;
                ScoreDistribution::from_position(table, situation, &mut |_| {})
            }
        }
    }

    /// Finishing first against `others` as they stand: their final scores' distributions
    /// under `table`'s play from where they are. What a bot that plays to win plays for at
    /// the start of each of its turns, at a table or in a simulation; a card whose
    /// distribution cannot be had (none the rules could make) counts as no opponent.
    pub fn win_objective<'c>(
        &self,
        table: &Solution,
        others: impl IntoIterator<Item = &'c ScoreCard>,
    ) -> Objective {
        let others: Vec<Vec<f64>> = others
            .into_iter()
            .filter_map(|card| {
                self.distribution(table, &Situation::from(card))
                    .ok()
                    .map(|distribution| distribution.probabilities)
            })
            .collect();
        let others: Vec<&[f64]> = others.iter().map(Vec::as_slice).collect();
        Objective::win(&others)
    }

    /// The future of `key`'s state under `table`: kept, stored, or computed (and kept).
    pub fn future(&self, table: &Solution, key: FutureKey) -> Arc<Future> {
        if let Some(future) = self.lookup(&key) {
            return future;
        }
        let stored = key.filled() <= STORED_UP_TO;
        let loaded = stored
            .then(|| self.store.as_ref()?.load(&key))
            .flatten()
            .map(|bytes| decode_future(&bytes, key));
        let future = match loaded {
            Some(Ok(future)) if future.fits(table) => {
                self.lock().counts.loaded += 1;
                future
            }
            damaged_or_none => {
                let future = Future::compute(table, key);
                let mut memory = self.lock();
                memory.counts.computed += 1;
                memory.counts.damaged += u64::from(damaged_or_none.is_some());
                drop(memory);
                if let Some(store) = self.store.as_ref().filter(|_| stored) {
                    store.save(&key, &encode_future(&future));
                }
                future
            }
        };
        self.keep(Arc::new(future))
    }

    /// Works `key`'s future out ahead and stores it, unless it is in memory or stored
    /// already: a future worked out ahead is for later games, so it is not kept in memory
    /// (the memory holds what games reached).
    pub fn warm(&self, table: &Solution, key: FutureKey) {
        let Some(store) = self.store.as_ref().filter(|_| key.filled() <= STORED_UP_TO) else {
            return;
        };
        if self.holds(&key) || store.has(&key) {
            return;
        }
        let future = Future::compute(table, key);
        self.lock().counts.computed += 1;
        store.save(&key, &encode_future(&future));
    }

    /// Whether `key`'s future is in memory.
    pub fn holds(&self, key: &FutureKey) -> bool {
        self.lock().futures.contains_key(key)
    }

    /// Whether `key`'s future costs no pass: it is in memory, or stored (an early state's;
    /// checked only when read, so a damaged one still costs its pass then).
    pub fn at_hand(&self, key: &FutureKey) -> bool {
        self.holds(key)
            || (key.filled() <= STORED_UP_TO && self.store.as_ref().is_some_and(|s| s.has(key)))
    }

    /// What it did so far.
    pub fn counts(&self) -> KeptCounts {
        self.lock().counts
    }

    /// The futures and bytes in memory.
    pub fn size(&self) -> (usize, usize) {
        let memory = self.lock();
        (memory.futures.len(), memory.bytes)
    }

    fn lookup(&self, key: &FutureKey) -> Option<Arc<Future>> {
        let mut memory = self.lock();
        memory.clock += 1;
        let now = memory.clock;
        let (future, used) = memory.futures.get_mut(key)?;
        *used = now;
        let future = Arc::clone(future);
        memory.counts.hits += 1;
        Some(future)
    }

    /// Keeps `future` (unless another thread kept its state meanwhile), letting go of the
    /// least recently used beyond the limit.
    fn keep(&self, future: Arc<Future>) -> Arc<Future> {
        let mut memory = self.lock();
        memory.clock += 1;
        let now = memory.clock;
        if let Some((kept, used)) = memory.futures.get_mut(&future.key) {
            *used = now;
            return Arc::clone(kept);
        }
        memory.bytes += future.bytes();
        memory
            .futures
            .insert(future.key, (Arc::clone(&future), now));
        while memory.bytes > self.limit && memory.futures.len() > 1 {
            let oldest = memory
                .futures
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(key, _)| *key);
            let Some((gone, _)) = oldest.and_then(|key| memory.futures.remove(&key)) else {
                break;
            };
            memory.bytes -= gone.bytes();
        }
        future
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Memory> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
