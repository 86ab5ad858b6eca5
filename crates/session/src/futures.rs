//! The futures of the early states (see [`yatzy_core::chances::Kept`]), stored in the cache
//! directory: computed once per machine, shared by every game, table and terminal that uses
//! the directory. A file is written atomically and checked when read; one that fails its
//! checks is computed again and written over.

use std::sync::Arc;

use yatzy_core::chances::{DEFAULT_BYTES, FutureStore, Kept};
use yatzy_core::solver::FutureKey;
use yatzy_core::solver::cache::future_file_name;
use yatzy_storage::Storage;

/// The futures kept in memory for this process, the early ones stored in `storage`'s cache
/// directory (when it has one).
pub fn kept_futures(storage: &Storage) -> Arc<Kept> {
    let store = StoredFutures {
        storage: storage.clone(),
    };
    Arc::new(Kept::new(DEFAULT_BYTES, Some(Box::new(store))))
}

struct StoredFutures {
    storage: Storage,
}

impl FutureStore for StoredFutures {
    fn load(&self, key: &FutureKey) -> Option<Vec<u8>> {
        // Only the expected score's play is stored (the file name has no risk in it).
        if key.risk != 0 {
            return None;
        }
        self.storage
            .read_cache(&future_file_name(key))
            .ok()
            .flatten()
    }

    fn has(&self, key: &FutureKey) -> bool {
        let dir = self.storage.cache_dir();
        key.risk == 0 && dir.is_some_and(|dir| dir.join(future_file_name(key)).is_file())
    }

    fn save(&self, key: &FutureKey, bytes: &[u8]) {
        // A cache that cannot be written costs a pass next time, nothing else: the solver's
        // table already tells the player why the cache directory refuses writes.
        if key.risk == 0 {
            let _ = self.storage.write_cache(&future_file_name(key), bytes);
        }
    }
}

/// The variable that stops a process from working futures out ahead (`off`): for machines
/// that should never compute what no game asked for yet, and for the test suite, whose many
/// short-lived games would each start the same work.
pub const WARM_UP_VARIABLE: &str = "YATZY_WARM_UP";

/// Whether this process works futures out ahead in the chances' pauses (unless
/// [`WARM_UP_VARIABLE`] says `off`).
pub fn warm_ahead_wanted() -> bool {
    std::env::var_os(WARM_UP_VARIABLE).is_none_or(|value| value != "off")
}

/// Threads at the idle priority for the chances' passes: they run only on a core nothing else
/// wants, so the game's own threads (and a server's hub and connections) never wait for them,
/// and working futures out ahead never slows whatever else the machine is doing. `None` if
/// no thread could be started (rayon's global pool then does the work).
pub fn idle_pool(threads: usize) -> Option<Arc<rayon::ThreadPool>> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .thread_name(|_| "yatzy chances".into())
        .start_handler(|_| set_idle_priority())
        .build()
        .ok()
        .map(Arc::new)
}

/// SCHED_IDLE for the calling thread (Linux sets it per thread: 0 is this one).
#[allow(unsafe_code)]
fn set_idle_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: sched_setscheduler reads the parameter we pass and only changes this thread's
    // scheduling; a failure leaves it as it was.
    unsafe {
        let parameter = libc::sched_param { sched_priority: 0 };
        libc::sched_setscheduler(0, libc::SCHED_IDLE, &parameter);
    }
}
