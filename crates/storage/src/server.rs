//! The files of `yatzy serve`, under `server/` in the data directory: its lock (one server
//! per data directory), its host key (mode 0600), and one file per table in play, written
//! atomically as the game is, so a crash or restart resumes every table.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::Storage;
use super::atomic::{
    Found, Unusable, keep_aside, read_bounded, remove_if_exists, write_atomic, write_atomic_mode,
};
use super::error::{StorageError, at, locking};
use super::lock::FileLock;

pub(crate) const SERVER_DIR: &str = "server";
const TABLES_DIR: &str = "tables";
const HOST_KEY_FILE: &str = "host_key";
const SERVER_LOCK_FILE: &str = "server.lock";

/// Held while a server runs on the data directory.
#[derive(Debug)]
pub struct ServerLock {
    _lock: FileLock,
}

/// A table file read back: its number and bytes, for the server to check.
pub struct TableFile {
    pub number: u32,
    pub path: PathBuf,
    /// Its bytes, or why there are none to read (not a regular file, or far too large).
    pub contents: Result<Vec<u8>, TableFileError>,
}

/// Why a table file's bytes were not read.
#[derive(Debug, thiserror::Error)]
pub enum TableFileError {
    /// Not a regular file, or far too large.
    #[error(transparent)]
    Unusable(Unusable),
    #[error("it cannot be read: {0}")]
    Unreadable(io::Error),
}

/// The most bytes a table file may hold: a game of six players with its chat is a few
/// kilobytes.
const MAX_TABLE_BYTES: u64 = 1 << 20;
/// The most bytes a host key may hold (an Ed25519 key is about 400).
const MAX_HOST_KEY_BYTES: u64 = 64 << 10;

/// Why the host key cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum HostKeyError {
    #[error("{}: {error}", path.display())]
    Io { path: PathBuf, error: io::Error },
    #[error("{} cannot be used: {reason}; move it away to make a new one", path.display())]
    Unusable { path: PathBuf, reason: Unusable },
    /// As sshd, a private key others may read is refused: it may be known to them already.
    #[error(
        "{} can be read by others (mode {mode:04o}), so it may not be secret any more; \
         if it is, `chmod 600` it, else move it away to make a new one",
        path.display()
    )]
    Exposed { path: PathBuf, mode: u32 },
}

impl Storage {
    fn server_path(&self) -> Option<PathBuf> {
        self.dir().map(|dir| dir.join(SERVER_DIR))
    }

    fn tables_path(&self) -> Option<PathBuf> {
        self.server_path().map(|dir| dir.join(TABLES_DIR))
    }

    /// Makes `server/tables` and takes the server's lock: `Ok(None)` when another server
    /// holds it. Without a data directory the server keeps nothing (and needs no lock).
    pub fn lock_server(&self) -> Result<Option<Option<ServerLock>>, StorageError> {
        let Some(tables) = self.tables_path() else {
            return Ok(Some(None));
        };
        fs::create_dir_all(&tables).map_err(at(&tables))?;
        let Some(server) = self.server_path() else {
            return Ok(Some(None));
        };
        let path = server.join(SERVER_LOCK_FILE);
        Ok(FileLock::try_take(&path)
            .map_err(locking(&path))?
            .map(|lock| Some(ServerLock { _lock: lock })))
    }

    /// The host key's text, if one was kept: only from a regular file of a plausible size
    /// that nobody but its owner may read.
    pub fn read_host_key(&self) -> Result<Option<Vec<u8>>, HostKeyError> {
        let Some(path) = self.host_key_path() else {
            return Ok(None);
        };
        let io = |error| HostKeyError::Io {
            path: path.clone(),
            error,
        };
        // A link would make any key of the machine the server's: the host key is a file of
        // its own.
        if fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(HostKeyError::Unusable {
                path,
                reason: Unusable::Link,
            });
        }
        let bytes = match read_bounded(&path, MAX_HOST_KEY_BYTES).map_err(io)? {
            Found::Missing => return Ok(None),
            Found::Unusable(reason) => return Err(HostKeyError::Unusable { path, reason }),
            Found::Bytes(bytes) => bytes,
        };
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&path).map_err(io)?.permissions().mode() & 0o7777;
            if mode & 0o077 != 0 {
                return Err(HostKeyError::Exposed { path, mode });
            }
        }
        Ok(Some(bytes))
    }

    /// Keeps the host key, readable by its owner only from its first byte: written like
    /// every other file (a new temporary of a unique name, never a link followed, renamed).
    pub fn write_host_key(&self, text: &[u8]) -> io::Result<()> {
        let Some(dir) = self.server_path() else {
            return Ok(());
        };
        fs::create_dir_all(&dir)?;
        write_atomic_mode(&dir.join(HOST_KEY_FILE), text, 0o600)
    }

    /// Where the host key is kept.
    pub fn host_key_path(&self) -> Option<PathBuf> {
        self.server_path().map(|dir| dir.join(HOST_KEY_FILE))
    }

    /// Every table file, by number; files of other names are left alone.
    pub fn read_server_tables(&self) -> Result<Vec<TableFile>, StorageError> {
        let Some(dir) = self.tables_path() else {
            return Ok(Vec::new());
        };
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(at(&dir)(error)),
        };
        let mut files = Vec::new();
        for entry in entries {
            // A folder that cannot be listed whole cannot say which numbers are in use.
            let path = entry.map_err(at(&dir))?.path();
            let Some(number) = table_number(&path) else {
                continue;
            };
            // One file that cannot be read is that file's problem, not every table's.
            let contents = match read_bounded(&path, MAX_TABLE_BYTES) {
                Ok(Found::Missing) => continue,
                Ok(Found::Bytes(bytes)) => Ok(bytes),
                Ok(Found::Unusable(reason)) => Err(TableFileError::Unusable(reason)),
                Err(error) => Err(TableFileError::Unreadable(error)),
            };
            files.push(TableFile {
                number,
                path,
                contents,
            });
        }
        files.sort_by_key(|f| f.number);
        Ok(files)
    }

    /// Keeps an unreadable table file aside, byte for byte, and says where.
    pub fn keep_server_table_aside(&self, file: &TableFile) -> io::Result<PathBuf> {
        keep_aside(&file.path)
    }

    /// Removes the temporaries of table files a crashed server left in `server/tables`
    /// (`.table-7.json.tmp-PID-N`, a minute old or more), and nothing else. For the server
    /// once it holds its lock, which it must show: tables are written only under it, so with
    /// it held no temporary there is anyone's in the making.
    pub fn sweep_server_tables(&self, _held: &ServerLock) {
        if let Some(tables) = self.tables_path() {
            super::sweep_temporaries(&tables, |of| table_number(Path::new(of)).is_some());
        }
    }

    /// [`Storage::sweep_server_tables`] when no server runs on the data directory: its lock
    /// taken without waiting, and given back once swept. Makes nothing: where no server has
    /// ever run (no lock file) there is nothing to sweep.
    pub(super) fn sweep_server_tables_unless_served(&self) {
        let Some(path) = self.server_path().map(|dir| dir.join(SERVER_LOCK_FILE)) else {
            return;
        };
        if fs::symlink_metadata(&path).is_err() {
            return;
        }
        if let Ok(Some(lock)) = FileLock::try_take(&path) {
            self.sweep_server_tables(&ServerLock { _lock: lock });
        }
    }

    pub fn save_server_table(&self, number: u32, bytes: &[u8]) -> Result<(), StorageError> {
        let Some(dir) = self.tables_path() else {
            return Ok(());
        };
        // Made again if it went away while the server ran.
        fs::create_dir_all(&dir).map_err(at(&dir))?;
        let path = dir.join(table_file_name(number));
        write_atomic(&path, bytes).map_err(at(&path))
    }

    pub fn forget_server_table(&self, number: u32) -> Result<(), StorageError> {
        match self.tables_path() {
            Some(dir) => {
                let path = dir.join(table_file_name(number));
                remove_if_exists(&path).map_err(at(&path))
            }
            None => Ok(()),
        }
    }
}

fn table_file_name(number: u32) -> String {
    format!("table-{number}.json")
}

/// The number of a table file named exactly as a table's file is named (`table-7.json`:
/// no sign, no leading zero), so no two files can stand for one table.
fn table_number(path: &Path) -> Option<u32> {
    let name = path.file_name()?.to_str()?;
    let number: u32 = name
        .strip_prefix("table-")?
        .strip_suffix(".json")?
        .parse()
        .ok()?;
    (table_file_name(number) == name).then_some(number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_files_are_named_by_number() {
        assert_eq!(table_number(Path::new("/x/table-12.json")), Some(12));
        assert_eq!(table_number(Path::new("/x/table-12.json.corrupt-1")), None);
        assert_eq!(table_number(Path::new("/x/.table-1.json.tmp-3-4")), None);
        assert_eq!(table_number(Path::new("/x/table-01.json")), None);
        assert_eq!(table_number(Path::new("/x/table-+1.json")), None);
        assert_eq!(table_file_name(7), "table-7.json");
    }
}
