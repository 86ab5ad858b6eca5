//! The files of `yatzy serve`, under `server/` in the data directory: its lock (one server
//! per data directory), its host key (mode 0600), and one file per table in play, written
//! atomically as the game is, so a crash or restart resumes every table.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::Storage;
use super::atomic::{keep_aside, read_if_exists, remove_if_exists, write_atomic};
use super::lock::FileLock;

pub const SERVER_DIR: &str = "server";
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
    pub bytes: Vec<u8>,
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
    pub fn lock_server(&self) -> io::Result<Option<Option<ServerLock>>> {
        let Some(tables) = self.tables_path() else {
            return Ok(Some(None));
        };
        fs::create_dir_all(&tables)?;
        let Some(server) = self.server_path() else {
            return Ok(Some(None));
        };
        Ok(FileLock::try_take(&server.join(SERVER_LOCK_FILE))?
            .map(|lock| Some(ServerLock { _lock: lock })))
    }

    /// The host key's text, if one was kept.
    pub fn read_host_key(&self) -> io::Result<Option<Vec<u8>>> {
        match self.server_path() {
            Some(dir) => read_if_exists(&dir.join(HOST_KEY_FILE)),
            None => Ok(None),
        }
    }

    /// Keeps the host key, readable by its owner only.
    pub fn write_host_key(&self, text: &[u8]) -> io::Result<()> {
        let Some(dir) = self.server_path() else {
            return Ok(());
        };
        fs::create_dir_all(&dir)?;
        let path = dir.join(HOST_KEY_FILE);
        write_private(&path, text)
    }

    /// Where the host key is kept.
    pub fn host_key_path(&self) -> Option<PathBuf> {
        self.server_path().map(|dir| dir.join(HOST_KEY_FILE))
    }

    /// Every table file, by number; files of other names are left alone.
    pub fn read_server_tables(&self) -> io::Result<Vec<TableFile>> {
        let Some(dir) = self.tables_path() else {
            return Ok(Vec::new());
        };
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(error),
        };
        let mut files = Vec::new();
        for entry in entries {
            let path = entry?.path();
            let Some(number) = table_number(&path) else {
                continue;
            };
            if let Some(bytes) = read_if_exists(&path)? {
                files.push(TableFile {
                    number,
                    path,
                    bytes,
                });
            }
        }
        files.sort_by_key(|f| f.number);
        Ok(files)
    }

    /// Keeps an unreadable table file aside, byte for byte, and says where.
    pub fn keep_server_table_aside(&self, file: &TableFile) -> io::Result<PathBuf> {
        keep_aside(&file.path)
    }

    pub fn save_server_table(&self, number: u32, bytes: &[u8]) -> io::Result<()> {
        let Some(dir) = self.tables_path() else {
            return Ok(());
        };
        // Made again if it went away while the server ran.
        fs::create_dir_all(&dir)?;
        write_atomic(&dir.join(table_file_name(number)), bytes)
    }

    pub fn forget_server_table(&self, number: u32) -> io::Result<()> {
        match self.tables_path() {
            Some(dir) => remove_if_exists(&dir.join(table_file_name(number))),
            None => Ok(()),
        }
    }
}

fn table_file_name(number: u32) -> String {
    format!("table-{number}.json")
}

fn table_number(path: &Path) -> Option<u32> {
    let name = path.file_name()?.to_str()?;
    name.strip_prefix("table-")?
        .strip_suffix(".json")?
        .parse()
        .ok()
}

#[cfg(unix)]
fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let temporary = path.with_extension("tmp");
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(&temporary)?;
    file.set_permissions(fs::Permissions::from_mode(0o600))?;
    file.write_all(bytes)?;
    file.sync_all()?;
    fs::rename(&temporary, path)
}

#[cfg(not(unix))]
fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_files_are_named_by_number() {
        assert_eq!(table_number(Path::new("/x/table-12.json")), Some(12));
        assert_eq!(table_number(Path::new("/x/table-12.json.corrupt-1")), None);
        assert_eq!(table_number(Path::new("/x/.table-1.json.tmp-3-4")), None);
        assert_eq!(table_file_name(7), "table-7.json");
    }
}
