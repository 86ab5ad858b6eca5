//! Tables of `yatzy serve` closed as abandoned (none of their people came back in time):
//! their files kept under `server/abandoned/`, the newest [`ABANDONED_KEPT`], out of the
//! tables resumed at a start and out of the high scores.

use std::fs;
use std::path::Path;

use super::Storage;
use super::atomic::{remove_if_exists, write_atomic};
use super::error::{StorageError, at};
use super::server::SERVER_DIR;

const ABANDONED_DIR: &str = "abandoned";
/// Abandoned tables kept at most: the oldest go beyond it, so a guest who opens and leaves
/// tables cannot fill the disk.
pub(crate) const ABANDONED_KEPT: usize = 200;

impl Storage {
    /// Keeps table `number`'s last state (`bytes`) under `server/abandoned/`, then removes
    /// its file from the tables in play. A crash in between leaves both: the table is
    /// resumed at the next start, and abandoned again if nobody comes.
    pub fn abandon_server_table(&self, number: u32, bytes: &[u8]) -> Result<(), StorageError> {
        let Some(server) = self.dir().map(|dir| dir.join(SERVER_DIR)) else {
            return Ok(());
        };
        let dir = server.join(ABANDONED_DIR);
        fs::create_dir_all(&dir).map_err(at(&dir))?;
        let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%S%.3fZ");
        let path = (0u32..)
            .map(|n| match n {
                0 => dir.join(format!("table-{number}-{stamp}.json")),
                n => dir.join(format!("table-{number}-{stamp}-{n}.json")),
            })
            .find(|path| !path.exists())
            .unwrap_or_else(|| dir.join(format!("table-{number}-{stamp}.json")));
        write_atomic(&path, bytes).map_err(at(&path))?;
        let in_play = server.join("tables").join(format!("table-{number}.json"));
        remove_if_exists(&in_play).map_err(at(&in_play))?;
        prune(&dir);
        Ok(())
    }
}

/// Removes the oldest abandoned tables beyond [`ABANDONED_KEPT`]: only files named as this
/// module names them, oldest by when they were written.
fn prune(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut ours: Vec<(std::time::SystemTime, std::path::PathBuf)> = entries
        .flatten()
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with("table-") && name.ends_with(".json")
        })
        .filter_map(|entry| {
            let meta = entry.metadata().ok().filter(fs::Metadata::is_file)?;
            Some((meta.modified().ok()?, entry.path()))
        })
        .collect();
    if ours.len() <= ABANDONED_KEPT {
        return;
    }
    ours.sort();
    let excess = ours.len() - ABANDONED_KEPT;
    for (_, path) in ours.into_iter().take(excess) {
        let _ = fs::remove_file(path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_abandoned_table_is_kept_aside_and_leaves_the_tables_in_play() {
        let dir = tempfile::tempdir().unwrap();
        let storage = Storage::at(dir.path());
        storage.save_server_table(7, b"{\"number\":7}").unwrap();
        storage
            .abandon_server_table(7, b"{\"number\":7,\"last\":1}")
            .unwrap();
        assert!(!dir.path().join("server/tables/table-7.json").exists());
        let kept: Vec<_> = fs::read_dir(dir.path().join("server/abandoned"))
            .unwrap()
            .flatten()
            .collect();
        assert_eq!(kept.len(), 1);
        assert_eq!(
            fs::read(kept[0].path()).unwrap(),
            b"{\"number\":7,\"last\":1}"
        );
        // Twice in the same instant: both kept.
        storage.abandon_server_table(7, b"{}").unwrap();
        storage.abandon_server_table(7, b"{}").unwrap();
        assert_eq!(
            fs::read_dir(dir.path().join("server/abandoned"))
                .unwrap()
                .count(),
            3
        );
    }

    #[test]
    fn only_the_newest_abandoned_tables_are_kept_and_nothing_else_is_touched() {
        let dir = tempfile::tempdir().unwrap();
        let abandoned = dir.path().join("server/abandoned");
        fs::create_dir_all(&abandoned).unwrap();
        fs::write(abandoned.join("notes.txt"), b"mine").unwrap();
        let storage = Storage::at(dir.path());
        for number in 0..(ABANDONED_KEPT as u32 + 5) {
            storage.abandon_server_table(number, b"{}").unwrap();
        }
        let tables = fs::read_dir(&abandoned)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("table-"))
            .count();
        assert_eq!(tables, ABANDONED_KEPT);
        assert_eq!(fs::read(abandoned.join("notes.txt")).unwrap(), b"mine");
    }
}
