//! Getting a table: from the cache in the data directory when it passes its checks, else by
//! solving (and then caching the result).

use std::time::{Duration, Instant};

use crate::rules::RuleSet;
use crate::solver::{StrategyTable, cache};
use crate::storage::Storage;

/// Where a table came from.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    Cache,
    Computed,
}

pub struct Loaded {
    pub table: StrategyTable,
    pub source: Source,
    pub elapsed: Duration,
    /// Why the cache was not used or not written, if that is worth telling.
    pub note: Option<String>,
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
                    note = Some(format!(
                        "the cached table was not used ({reason}); recomputed"
                    ))
                }
            },
            Ok(None) => {}
            Err(error) => note = Some(format!("cannot read the cached table: {error}")),
        }
    }
    let table = StrategyTable::solve(rules, progress);
    let elapsed = started.elapsed();
    if let Err(error) = storage.write_cache(&name, &cache::encode(&table)) {
        note = Some(format!("the table could not be cached: {error}"));
    }
    Loaded {
        table,
        source: Source::Computed,
        elapsed,
        note,
    }
}
