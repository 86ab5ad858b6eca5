//! `practice.json`: the drills that come back and every practice session's grades. Written
//! whole under the lock like the other shared files; a file that does not read as a possible
//! log (a drill that is no position of its game, say) is kept aside and practice starts over.

use super::atomic::write_atomic;
use super::error::at;
use super::{Damage, Loaded, Storage, StorageError};
use yatzy_core::practice::PracticeLog;

pub const PRACTICE_FILE: &str = "practice.json";
pub(crate) const VERSION: u32 = 1;

fn parse(bytes: &[u8]) -> Result<PracticeLog, Damage> {
    let log: PracticeLog = serde_json::from_slice(bytes).map_err(Damage::PracticeJson)?;
    log.check()?;
    Ok(log)
}

impl Storage {
    /// The practice log; a missing one reads as empty, an unreadable one is kept aside (and
    /// said in `recovered`). Never waits for a writer.
    pub fn load_practice(&self) -> Result<Loaded<PracticeLog>, StorageError> {
        self.load(PRACTICE_FILE, parse, VERSION, PracticeLog::default)
    }

    /// Changes the practice log with `change`, under the lock, read afresh first (another
    /// terminal may have practised meanwhile). A newer yatzy's file is not touched.
    pub fn update_practice(
        &self,
        change: impl FnOnce(&mut PracticeLog),
    ) -> Result<Loaded<PracticeLog>, StorageError> {
        let Some(dir) = self.dir() else {
            let mut log = PracticeLog::default();
            change(&mut log);
            return Ok(Loaded {
                value: log,
                recovered: None,
            });
        };
        let _lock = self.lock(dir)?;
        let path = dir.join(PRACTICE_FILE);
        let loaded = Self::read_locked(&path, &parse, VERSION)?;
        let mut log = loaded.value.unwrap_or_default();
        change(&mut log);
        log.version = VERSION;
        let text = serde_json::to_string(&log).unwrap_or_default();
        write_atomic(&path, text.as_bytes()).map_err(at(&path))?;
        Ok(Loaded {
            value: log,
            recovered: loaded.recovered,
        })
    }
}
