//! The cache directory: derived data (the strategy tables), kept apart from the player's
//! data so that backups and sync tools need not carry it. Anything here can be deleted: it is
//! computed again when needed.

use std::fs;
use std::path::{Path, PathBuf};

use super::Storage;
use super::atomic::{
    Found, describe_kind, read_bounded, temporary_path, unfinished, write_atomic_unfinished,
};
use super::error::{StorageError, at};

/// Overrides the cache directory (after `--cache-dir`).
pub(crate) const CACHE_DIR_VARIABLE: &str = "YATZY_CACHE_DIR";

/// Cache files that earlier versions wrote into the data directory. They are removed when a
/// table is loaded (their format is an older one: the cache is computed again).
pub(crate) const LEGACY_CACHE_FILES: [&str; 8] = [
    "solver-yatzy-v1.bin",
    "solver-yacht-v1.bin",
    "solver-yahtzee-v1.bin",
    "solver-forced-v1.bin",
    "distribution-yatzy-v2.bin",
    "distribution-yacht-v2.bin",
    "distribution-yahtzee-v2.bin",
    "distribution-forced-v2.bin",
];

/// Files earlier versions wrote into the cache directory: the whole game's distributions,
/// built into the game since, and the tables of format 2 (with more classes of upper sums).
/// Removed as the legacy files are.
const STALE_CACHE_FILES: [&str; 8] = [
    "solver-yatzy-v2.bin",
    "solver-yacht-v2.bin",
    "solver-yahtzee-v2.bin",
    "solver-forced-v2.bin",
    "distribution-yatzy-v3.bin",
    "distribution-yacht-v3.bin",
    "distribution-yahtzee-v3.bin",
    "distribution-forced-v3.bin",
];

/// `$YATZY_CACHE_DIR`, else the platform's cache directory + `yatzy` (on Linux
/// `$XDG_CACHE_HOME/yatzy`, usually `~/.cache/yatzy`), if there is one.
pub(super) fn default_dir() -> Option<PathBuf> {
    match std::env::var_os(CACHE_DIR_VARIABLE) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => dirs::cache_dir().map(|dir| dir.join("yatzy")),
    }
}

impl Storage {
    /// The same data, with the cache in `dir` (`None`: nothing cached), e.g. `--cache-dir`.
    pub fn with_cache_dir(mut self, dir: Option<PathBuf>) -> Self {
        self.cache = dir;
        self
    }

    /// Where derived data is cached, if anywhere.
    pub fn cache_dir(&self) -> Option<&Path> {
        self.cache.as_deref()
    }

    /// A cache file's bytes, if it exists. Caches are derived data: no lock, no keeping aside
    /// (something unusable in a cache's place is an error here, and replaced when the cache is
    /// written again).
    pub fn read_cache(&self, name: &str) -> Result<Option<Vec<u8>>, StorageError> {
        let Some(dir) = self.cache_dir() else {
            return Ok(None);
        };
        let path = dir.join(name);
        match read_bounded(&path, super::max_bytes(name)).map_err(at(&path))? {
            Found::Missing => Ok(None),
            Found::Bytes(bytes) => Ok(Some(bytes)),
            Found::Unusable(reason) => Err(StorageError::Unusable { path, reason }),
        }
    }

    /// Replaces a cache file atomically (a reader never sees half of it).
    pub fn write_cache(&self, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let Some(dir) = self.cache_dir() else {
            return Ok(());
        };
        let path = dir.join(name);
        // A name may hold folders of its own (the kept futures have one per rule set).
        let folder = path.parent().unwrap_or(dir);
        // Something else in the directory's place is "not a directory", not "exists already".
        fs::create_dir_all(folder)
            .map_err(|error| match error.kind() {
                std::io::ErrorKind::AlreadyExists => std::io::ErrorKind::NotADirectory.into(),
                _ => error,
            })
            .map_err(at(folder))?;
        write_atomic_unfinished(&path, bytes).map_err(at(&path))
    }

    /// Removes the cache files earlier versions left in the data directory, and those the
    /// cache directory no longer needs. Best effort: a file that cannot be removed stays, and
    /// is never read.
    pub fn remove_legacy_caches(&self) {
        // Plain removals: not steps of the data files' writes (nor of `storage::fault`).
        if let Some(dir) = self.dir() {
            for name in LEGACY_CACHE_FILES {
                let _ = fs::remove_file(dir.join(name));
            }
        }
        if let Some(dir) = self.cache_dir() {
            for name in STALE_CACHE_FILES {
                let _ = fs::remove_file(dir.join(name));
            }
        }
    }
}

/// A large cache file written as it is computed (the goal tables, 0.6 GB): a temporary beside
/// it, made new, filled piece by piece, then synced and renamed over the old one by
/// [`CacheWriter::finish`]. Dropped unfinished, the temporary is removed; so it is when the
/// program ends while it is written ([`crate::remove_unfinished_caches`]).
#[derive(Debug)]
pub struct CacheWriter {
    file: fs::File,
    /// Where it goes, and the temporary it is written as; `None` for a file with no name
    /// (no cache directory: the file lives as long as it is open).
    names: Option<(PathBuf, PathBuf)>,
    written: u64,
}

impl Storage {
    /// Starts writing cache file `name`. Without a cache directory the file is a nameless
    /// temporary one (in the system's temporary directory), read while the game runs and gone
    /// after.
    pub fn create_cache(&self, name: &str) -> Result<CacheWriter, StorageError> {
        let Some(dir) = self.cache_dir() else {
            let dir = std::env::temp_dir();
            let path = temporary_path(&dir.join(name));
            let file = new_file(&path).map_err(at(&path))?;
            // Unlinked at once: nothing is left behind, whatever happens to the game.
            let _ = fs::remove_file(&path);
            return Ok(CacheWriter {
                file,
                names: None,
                written: 0,
            });
        };
        let path = dir.join(name);
        let folder = path.parent().unwrap_or(dir);
        fs::create_dir_all(folder).map_err(at(folder))?;
        let temporary = temporary_path(&path);
        let file =
            unfinished::create(&temporary, || new_file(&temporary)).map_err(at(&temporary))?;
        Ok(CacheWriter {
            file,
            names: Some((path, temporary)),
            written: 0,
        })
    }

    /// Opens cache file `name` to read at offsets, if it exists.
    pub fn open_cache(&self, name: &str) -> Result<Option<CacheFile>, StorageError> {
        let Some(dir) = self.cache_dir() else {
            return Ok(None);
        };
        let path = dir.join(name);
        // Looked at before it is opened: opening a named pipe would wait for a writer.
        match fs::metadata(&path) {
            Ok(metadata) if metadata.is_file() => {}
            Ok(metadata) => {
                return Err(StorageError::Unusable {
                    reason: super::Unusable::NotAFile(describe_kind(&metadata.file_type())),
                    path,
                });
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(at(&path)(error)),
        }
        let file = fs::File::open(&path).map_err(at(&path))?;
        let metadata = file.metadata().map_err(at(&path))?;
        Ok(Some(CacheFile {
            file,
            len: metadata.len(),
            path,
        }))
    }
}

fn new_file(path: &Path) -> std::io::Result<fs::File> {
    fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .open(path)
}

impl CacheWriter {
    pub fn write(&mut self, bytes: &[u8]) -> Result<(), StorageError> {
        use std::io::Write;
        self.file
            .write_all(bytes)
            .map_err(|error| self.error(error))?;
        self.written += bytes.len() as u64;
        Ok(())
    }

    /// Syncs the file and puts it in its place; the file, to read.
    pub fn finish(mut self) -> Result<CacheFile, StorageError> {
        self.file.sync_all().map_err(|error| self.error(error))?;
        let len = self.written;
        let names = self.names.take();
        let file = self.file.try_clone().map_err(|error| StorageError::Io {
            path: PathBuf::new(),
            error,
        })?;
        let path = match names {
            Some((path, temporary)) => {
                if let Err(error) = unfinished::finish(&temporary, || fs::rename(&temporary, &path))
                {
                    // No longer listed: the partial temporary goes here (if the program's
                    // end has not taken it already).
                    let _ = fs::remove_file(&temporary);
                    return Err(at(&path)(error));
                }
                path
            }
            None => PathBuf::new(),
        };
        Ok(CacheFile { file, len, path })
    }

    fn error(&self, error: std::io::Error) -> StorageError {
        let path = self
            .names
            .as_ref()
            .map_or_else(PathBuf::new, |(_, temporary)| temporary.clone());
        StorageError::Io { path, error }
    }
}

impl Drop for CacheWriter {
    fn drop(&mut self) {
        if let Some((_, temporary)) = &self.names {
            unfinished::forget(temporary);
        }
    }
}

/// A cache file read at offsets, never whole: a goal table is read a few rows at a time.
#[derive(Debug)]
pub struct CacheFile {
    file: fs::File,
    len: u64,
    path: PathBuf,
}

impl CacheFile {
    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Where it is (empty for a nameless one).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Fills `out` from `offset` on.
    pub fn read_at(&self, offset: u64, out: &mut [u8]) -> std::io::Result<()> {
        #[cfg(unix)]
        {
            std::os::unix::fs::FileExt::read_exact_at(&self.file, out, offset)
        }
        #[cfg(windows)]
        {
            let mut done = 0;
            while done < out.len() {
                let n = std::os::windows::fs::FileExt::seek_read(
                    &self.file,
                    &mut out[done..],
                    offset + done as u64,
                )?;
                if n == 0 {
                    return Err(std::io::ErrorKind::UnexpectedEof.into());
                }
                done += n;
            }
            Ok(())
        }
    }
}
