//! The goal tables: read from the cache directory a few rows at a time (never loaded whole:
//! 0.6 GB), or computed into it level by level when a goal is first chosen, and checked whole
//! before use.

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use yatzy_core::rules::RuleSet;
use yatzy_core::solver::cache::{CacheError, Checksum};
use yatzy_core::solver::{
    ChanceStore, FOOTER_BYTES, GoalTable, HEADER_BYTES, goal_file_name, goal_footer, goal_header,
    goal_trailer,
};
use yatzy_i18n::t;
use yatzy_storage::{CacheFile, Storage, StorageError};
use yatzy_ui::words::storage as stored;

use crate::Source;
use crate::solver_table::cache_reason;

/// A goal table and where it came from.
#[derive(Debug)]
pub struct LoadedGoal {
    pub table: GoalTable,
    pub source: Source,
    pub elapsed: Duration,
    /// Why the cached table was not used, if it was not (it is computed again and replaces it).
    pub note: Option<String>,
}

/// Why no goal table: asked to stop, or the cache (or the temporary directory) refused the
/// file.
#[derive(Debug, thiserror::Error)]
pub enum GoalTableError {
    #[error("stopped")]
    Stopped,
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// The file just written does not read back as a table: a disk that loses what it is given.
    #[error("the goal table just written does not read back: {0}")]
    NotReadBack(CacheError),
}

impl GoalTableError {
    /// The message in the player's language.
    pub fn message(&self) -> String {
        match self {
            GoalTableError::Stopped => t!("goal-table-stopped"),
            GoalTableError::Storage(error) => t!(
                "goal-table-not-cached",
                error = stored::storage_error(error)
            ),
            GoalTableError::NotReadBack(reason) => {
                t!("goal-table-not-used", reason = cache_reason(reason))
            }
        }
    }
}

/// The goal table of `rules`: the cached one if it passes every check, else computed into the
/// cache directory (without one, into a nameless temporary file) on the current rayon pool,
/// `progress` told the fraction done. `stop` set ends the work between two levels.
pub fn goal_table(
    storage: &Storage,
    rules: RuleSet,
    progress: &mut dyn FnMut(f64),
    stop: &AtomicBool,
) -> Result<LoadedGoal, GoalTableError> {
    let started = Instant::now();
    let name = goal_file_name(rules);
    let mut note = None;
    match storage.open_cache(&name) {
        Ok(Some(file)) => match read(file, rules) {
            Ok(table) => {
                return Ok(LoadedGoal {
                    table,
                    source: Source::Cache,
                    elapsed: started.elapsed(),
                    note,
                });
            }
            Err(reason) => {
                note = Some(t!("goal-table-not-used", reason = cache_reason(&reason)));
            }
        },
        Ok(None) => {}
        Err(error) => {
            note = Some(t!(
                "goal-table-unreadable",
                error = stored::storage_error(&error)
            ));
        }
    }
    let file = compute(storage, rules, progress, stop)?;
    let table = read(file, rules).map_err(GoalTableError::NotReadBack)?;
    crate::give_memory_back();
    Ok(LoadedGoal {
        table,
        source: Source::Computed,
        elapsed: started.elapsed(),
        note,
    })
}

/// Computes the table into a new cache file, level by level (two levels in memory at most).
fn compute(
    storage: &Storage,
    rules: RuleSet,
    progress: &mut dyn FnMut(f64),
    stop: &AtomicBool,
) -> Result<CacheFile, GoalTableError> {
    let mut writer = storage.create_cache(&goal_file_name(rules))?;
    let header = goal_header(rules);
    let mut checksum = Checksum::new();
    checksum.update(&header);
    writer.write(&header)?;
    let mut written = 0u64;
    let mut failed = None;
    let spans = GoalTable::build(rules, 0, progress, &mut |level| {
        let bytes: Vec<u8> = level.iter().flat_map(|v| v.to_le_bytes()).collect();
        checksum.update(&bytes);
        written += level.len() as u64;
        if let Err(error) = writer.write(&bytes) {
            failed = Some(error);
            return ControlFlow::Break(());
        }
        if stop.load(Ordering::Relaxed) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    if let Some(error) = failed {
        return Err(error.into());
    }
    let spans = spans.ok_or(GoalTableError::Stopped)?;
    writer.write(&goal_trailer(&spans, written, checksum))?;
    Ok(writer.finish()?)
}

/// Reads and checks a goal file: its form and checksum streamed through (never held whole),
/// then its chances by [`GoalTable::from_stored`].
fn read(file: CacheFile, rules: RuleSet) -> Result<GoalTable, CacheError> {
    let length = file.len();
    let mut header = [0u8; HEADER_BYTES];
    let mut footer = [0u8; FOOTER_BYTES];
    if length < (HEADER_BYTES + FOOTER_BYTES) as u64
        || file.read_at(0, &mut header).is_err()
        || file
            .read_at(length - FOOTER_BYTES as u64, &mut footer)
            .is_err()
    {
        return Err(CacheError::Truncated);
    }
    let found = goal_footer(rules, &header, &footer, length)?;
    let mut checksum = Checksum::new();
    let mut buffer = vec![0u8; 1 << 20];
    let mut at = 0u64;
    while at < found.body_len() {
        let piece = (found.body_len() - at).min(buffer.len() as u64) as usize;
        file.read_at(at, &mut buffer[..piece])
            .map_err(|_| CacheError::Truncated)?;
        checksum.update(&buffer[..piece]);
        at += piece as u64;
    }
    found.check(&checksum)?;
    let mut index = vec![0u8; (found.body_len() - found.index_at()) as usize];
    file.read_at(found.index_at(), &mut index)
        .map_err(|_| CacheError::Truncated)?;
    let spans = found.spans(&index)?;
    let chances = FileChances {
        file,
        first: HEADER_BYTES as u64,
        count: found.values,
    };
    GoalTable::from_stored(rules, spans, Box::new(chances))
}

/// A goal table's chances in its file: f32, little-endian, from `first` on.
struct FileChances {
    file: CacheFile,
    first: u64,
    count: u64,
}

impl ChanceStore for FileChances {
    fn count(&self) -> u64 {
        self.count
    }

    fn read(&self, offset: u64, out: &mut [f32]) -> bool {
        if offset.saturating_add(out.len() as u64) > self.count {
            return false;
        }
        let mut bytes = vec![0u8; out.len() * 4];
        if self
            .file
            .read_at(self.first + offset * 4, &mut bytes)
            .is_err()
        {
            return false;
        }
        for (value, chunk) in out.iter_mut().zip(bytes.chunks_exact(4)) {
            *value = f32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
        }
        true
    }
}

/// What a [`GoalLoader`] reports, from its own thread.
#[derive(Debug)]
pub enum GoalEvent {
    /// The fraction of `rules`' table computed (a first time only: a stored one loads in a
    /// second, without progress).
    Progress(RuleSet, f64),
    /// `rules`' table is ready; with why a stored one was not used, if it was not.
    Ready(RuleSet, Arc<GoalTable>, Option<String>),
    /// `rules`' table cannot be had: why, in the player's language.
    Failed(RuleSet, String),
}

/// Goal tables loaded (or computed, the first time) on a thread of their own when a goal is
/// first chosen, so no key ever waits for one: front ends ask, and are told through their
/// callback as the work goes on. Each rule set's table is loaded once and shared. Dropping
/// the loader stops a table being computed between two of its levels (nothing half-written
/// is left).
pub struct GoalLoader {
    shared: Arc<LoaderShared>,
}

struct LoaderShared {
    storage: Storage,
    /// The threads a table is computed on, at the idle priority.
    threads: usize,
    deliver: Box<dyn Fn(GoalEvent) + Send + Sync>,
    tables: Mutex<HashMap<RuleSet, Loading>>,
    stop: AtomicBool,
}

#[derive(Clone)]
enum Loading {
    Working(f64),
    Ready(Arc<GoalTable>),
    Failed(String),
}

impl std::fmt::Debug for GoalLoader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GoalLoader")
    }
}

impl GoalLoader {
    /// A loader reading and writing `storage`'s cache, computing on `threads` threads at the
    /// idle priority (made only when a table is asked for, and let go once it is loaded),
    /// telling `deliver` what becomes of each table asked for.
    pub fn new(
        storage: Storage,
        threads: usize,
        deliver: impl Fn(GoalEvent) + Send + Sync + 'static,
    ) -> GoalLoader {
        GoalLoader {
            shared: Arc::new(LoaderShared {
                storage,
                threads,
                deliver: Box::new(deliver),
                tables: Mutex::new(HashMap::new()),
                stop: AtomicBool::new(false),
            }),
        }
    }

    /// Starts loading `rules`' table unless it is loaded, loading, or failed already.
    pub fn request(&self, rules: RuleSet) {
        {
            let mut tables = self.shared.lock();
            if tables.contains_key(&rules) {
                return;
            }
            tables.insert(rules, Loading::Working(0.0));
        }
        let shared = Arc::clone(&self.shared);
        let spawned = std::thread::Builder::new()
            .name("yatzy goal table".into())
            .spawn(move || shared.load(rules));
        if let Err(error) = spawned {
            let message = t!(
                "goal-table-not-cached",
                error = yatzy_i18n::io_error(&error)
            );
            self.shared
                .lock()
                .insert(rules, Loading::Failed(message.clone()));
            (self.shared.deliver)(GoalEvent::Failed(rules, message));
        }
    }

    /// `rules`' table, once ready.
    pub fn table(&self, rules: RuleSet) -> Option<Arc<GoalTable>> {
        match self.shared.lock().get(&rules) {
            Some(Loading::Ready(table)) => Some(Arc::clone(table)),
            _ => None,
        }
    }

    /// How far `rules`' table is, while it is being loaded or computed.
    pub fn progress(&self, rules: RuleSet) -> Option<f64> {
        match self.shared.lock().get(&rules) {
            Some(Loading::Working(fraction)) => Some(*fraction),
            _ => None,
        }
    }

    /// Why `rules`' table could not be had, if it could not.
    pub fn failure(&self, rules: RuleSet) -> Option<String> {
        match self.shared.lock().get(&rules) {
            Some(Loading::Failed(message)) => Some(message.clone()),
            _ => None,
        }
    }
}

impl Drop for GoalLoader {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }
}

impl LoaderShared {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<RuleSet, Loading>> {
        self.tables
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn load(&self, rules: RuleSet) {
        let mut told = 0.0;
        let mut progress = |fraction: f64| {
            if let Some(Loading::Working(at)) = self.lock().get_mut(&rules) {
                *at = fraction;
            }
            // Told at each percent at most: a front end redraws for each.
            if fraction - told >= 0.01 || fraction >= 1.0 {
                told = fraction;
                (self.deliver)(GoalEvent::Progress(rules, fraction));
            }
        };
        let mut work = || goal_table(&self.storage, rules, &mut progress, &self.stop);
        let loaded = match crate::idle_pool(self.threads) {
            Some(pool) => pool.install(work),
            None => work(),
        };
        match loaded {
            Ok(loaded) => {
                let table = Arc::new(loaded.table);
                self.lock()
                    .insert(rules, Loading::Ready(Arc::clone(&table)));
                (self.deliver)(GoalEvent::Ready(rules, table, loaded.note));
            }
            Err(error) => {
                let message = error.message();
                self.lock().insert(rules, Loading::Failed(message.clone()));
                (self.deliver)(GoalEvent::Failed(rules, message));
            }
        }
    }
}
