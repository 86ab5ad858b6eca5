//! Getting a table: from the cache directory when it passes its checks, else by solving (and
//! then caching the result). Cache files an earlier version left in the data directory are
//! removed on the way: the table is derived data, and it is computed again. The whole game's
//! score distributions are built into the game.

// System calls through libc: each unsafe block says why it is sound.
#![allow(unsafe_code)]

use std::time::{Duration, Instant};

use yatzy_core::rules::RuleSet;
use yatzy_core::solver::cache::CacheError;
use yatzy_core::solver::{ScoreDistribution, Solution, cache};
use yatzy_i18n::t;
use yatzy_storage::Storage;
use yatzy_ui::words::storage as stored;

/// Where a table came from.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    Cache,
    Computed,
}

pub struct Loaded {
    pub table: Solution,
    pub source: Source,
    pub elapsed: Duration,
    /// Why the cache was not used or not written, if that is worth telling.
    pub note: Option<String>,
}

/// Why a cached table or distribution was not used, in the player's language (the error's
/// own `Display` is English, for the logs).
pub(crate) fn cache_reason(reason: &CacheError) -> String {
    match reason {
        CacheError::Truncated => t!("cache-truncated"),
        CacheError::NotATable => t!("cache-not-a-table"),
        CacheError::Version { found, expected } => {
            t!("cache-version", version = *found, expected = *expected)
        }
        CacheError::OtherRules(rules) => {
            t!("cache-other-rules", rules = yatzy_i18n::rules_name(*rules))
        }
        CacheError::TrailingBytes => t!("cache-trailing-bytes"),
        CacheError::Checksum => t!("cache-checksum"),
        CacheError::WrongSize => t!("cache-wrong-size"),
        CacheError::ImpossibleValue => t!("cache-impossible-value"),
        CacheError::WrongExpectedScore => t!("cache-wrong-expected-score"),
        CacheError::BeyondReach => t!("cache-beyond-reach"),
        CacheError::NotADistribution => t!("cache-not-a-distribution"),
        CacheError::NotAChance => t!("cache-not-a-chance"),
        CacheError::WrongLastTurn => t!("cache-wrong-last-turn"),
    }
}

/// Loads the table for `rules` from `storage`'s cache, or solves it (unless `recompute`
/// forces a fresh solve) and caches it. `progress` gets the fraction done while solving.
pub fn load_or_solve(
    storage: &Storage,
    rules: RuleSet,
    recompute: bool,
    progress: &mut dyn FnMut(f64),
) -> Loaded {
    let started = Instant::now();
    storage.remove_legacy_caches();
    let name = cache::file_name(rules);
    let mut note = None;
    if !recompute {
        match storage.read_cache(&name) {
            Ok(Some(bytes)) => match cache::decode(&bytes, rules) {
                Ok(table) => {
                    return Loaded {
                        table,
                        source: Source::Cache,
                        elapsed: started.elapsed(),
                        note,
                    };
                }
                Err(reason) => {
                    note = Some(t!("solver-table-not-used", reason = cache_reason(&reason)))
                }
            },
            Ok(None) => {}
            Err(error) => {
                note = Some(t!(
                    "solver-table-unreadable",
                    error = stored::storage_error(&error)
                ))
            }
        }
    }
    let table = Solution::solve(rules, progress);
    let elapsed = started.elapsed();
    if let Err(error) = storage.write_cache(&name, &cache::encode(&table)) {
        let not_cached = t!(
            "solver-table-not-cached",
            error = stored::storage_error(&error)
        );
        // Both are said: why the cache was not used, and why it could not be written again
        // (else the player never learns why every start computes the table).
        note = Some(match note {
            Some(not_used) => format!("{not_used}; {not_cached}"),
            None => not_cached,
        });
    }
    give_memory_back();
    Loaded {
        table,
        source: Source::Computed,
        elapsed,
        note,
    }
}

/// A distribution and where it came from.
pub struct LoadedDistribution {
    pub distribution: ScoreDistribution,
    /// Built into the game, else computed.
    pub built_in: bool,
    pub elapsed: Duration,
}

/// The final score's distribution under optimal play for `table`: the one built into the game
/// unless `recompute` asks for it to be computed (which checks the built-in one: they agree).
/// Nothing is written: the distribution is never a file of the cache directory any more.
pub fn distribution(
    table: &Solution,
    recompute: bool,
    progress: &mut dyn FnMut(f64),
) -> LoadedDistribution {
    let started = Instant::now();
    if !recompute && let Some(distribution) = cache::built_in_distribution(table.rules()) {
        return LoadedDistribution {
            distribution,
            built_in: true,
            elapsed: started.elapsed(),
        };
    }
    let distribution = ScoreDistribution::of(table, progress);
    let elapsed = started.elapsed();
    give_memory_back();
    LoadedDistribution {
        distribution,
        built_in: false,
        elapsed,
    }
}

/// Keeps glibc's allocator from raising its thresholds as a process runs: from then on a
/// thread's heap gives back what its top grows beyond 128 KiB as soon as that is freed, and
/// [`give_memory_back`] returns the rest. By default glibc raises its mmap threshold to the
/// largest block freed (up to 32 MiB; a solver's table is a block of 16 MiB) and then keeps up
/// to twice that free at the top of each thread's heap, where `malloc_trim` never looks (it
/// trims the top of the main thread's heap only): after 10 minutes of guests coming and
/// going, a server stayed 12 MiB above where it started, 12.6 MiB of free memory resident at
/// the top of one thread's heap. These are glibc's own defaults, only kept from moving. For
/// a process that runs long with peaks that come and go (`yatzy serve`); call it first.
pub fn keep_allocator_thresholds() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        const DEFAULT: libc::c_int = 128 * 1024;
        // SAFETY: mallopt only changes two of the allocator's settings (under its own lock);
        // blocks already given out are not touched.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, DEFAULT);
            libc::mallopt(libc::M_TRIM_THRESHOLD, DEFAULT);
        }
    }
}

/// Returns to the system the memory a solve or a distribution freed. glibc keeps freed memory
/// in its heaps (one per thread that allocated) for reuse; a game that computed its table
/// and distribution in the background would otherwise hold on to that peak (hundreds of MiB)
/// for the rest of the session. The chances' passes call it too, after each job.
pub fn give_memory_back() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: malloc_trim only hands free pages of glibc's own heaps back to the system;
        // it touches no memory in use, and any thread may call it at any time.
        unsafe {
            libc::malloc_trim(0);
        }
    }
}
