//! Something that is no data file in a data file's place: a named pipe (FIFO), which would
//! make a plain `open` wait for a writer for ever, a link to `/dev/zero`, which a plain read
//! would read until the memory ran out, a socket, or a loop of symbolic links. Every reader refuses both at once: the data
//! files are kept aside (moved, byte for byte: the pipe or the link itself) and reported, the
//! lock files and the server's own files are refused with a message naming them.

use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

#[cfg(feature = "serve")]
use yatzy::server::store::Store;
use yatzy::storage::{Damage, FileKind, HostKeyError, Recovery, Storage, StorageError, Unusable};

/// The two impostors.
#[derive(Clone, Copy, Debug)]
enum Impostor {
    Fifo,
    DevZero,
    Socket,
    Loop,
}

const ALL: [Impostor; 4] = [
    Impostor::Fifo,
    Impostor::DevZero,
    Impostor::Socket,
    Impostor::Loop,
];

impl Impostor {
    fn plant(self, path: &Path) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        match self {
            Impostor::Fifo => {
                let made = Command::new("mkfifo").arg(path).status().unwrap();
                assert!(made.success(), "mkfifo {}", path.display());
            }
            Impostor::DevZero => std::os::unix::fs::symlink("/dev/zero", path).unwrap(),
            Impostor::Socket => {
                // Bound, then let go of: the socket file stays.
                drop(std::os::unix::net::UnixListener::bind(path).unwrap());
            }
            Impostor::Loop => {
                let other = path.with_extension("other");
                std::os::unix::fs::symlink(&other, path).unwrap();
                std::os::unix::fs::symlink(path, &other).unwrap();
            }
        }
    }

    /// Whether `path` is this impostor still (kept aside byte for byte means the very pipe
    /// or link, moved).
    fn is_at(self, path: &Path) -> bool {
        let Ok(meta) = std::fs::symlink_metadata(path) else {
            return false;
        };
        match self {
            Impostor::Fifo => meta.file_type().is_fifo(),
            Impostor::DevZero => {
                meta.file_type().is_symlink()
                    && std::fs::read_link(path).unwrap() == Path::new("/dev/zero")
            }
            Impostor::Socket => meta.file_type().is_socket(),
            Impostor::Loop => meta.file_type().is_symlink(),
        }
    }

    /// Words a refusal of a file that is never followed through a link (a lock, the host
    /// key) must hold: a link is refused as a link, whatever it points at.
    fn said_unfollowed(self) -> &'static str {
        match self {
            Impostor::DevZero | Impostor::Loop => "symbolic link",
            other => other.said(),
        }
    }

    /// What a reader finds it to be.
    fn unusable(self) -> Unusable {
        match self {
            Impostor::Fifo => Unusable::NotAFile(FileKind::NamedPipe),
            Impostor::DevZero => Unusable::NotAFile(FileKind::Device),
            Impostor::Socket => Unusable::NotAFile(FileKind::Socket),
            Impostor::Loop => Unusable::LinkLoop,
        }
    }

    /// Words the reason given must hold.
    fn said(self) -> &'static str {
        match self {
            Impostor::Fifo => "named pipe",
            Impostor::DevZero => "device",
            Impostor::Socket => "socket",
            Impostor::Loop => "symbolic link",
        }
    }
}

/// Runs `work` on a thread of its own and waits for it as a player would at most: a reader
/// that waited on a pipe would otherwise hang the test rather than fail it.
fn promptly<T: Send + 'static>(what: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (done, answer) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(work());
    });
    answer
        .recv_timeout(Duration::from_secs(30))
        .unwrap_or_else(|_| panic!("{what} hung"))
}

fn storage_in(dir: &Path) -> Storage {
    Storage::at(dir)
}

/// The one recovery a load reported: it names the file, keeps the impostor aside and says
/// what it was.
fn kept_aside(impostor: Impostor, file: &Path, recovered: Option<Recovery>) {
    let recovery = recovered.unwrap_or_else(|| panic!("{} was not reported", file.display()));
    assert_eq!(recovery.file, file);
    assert!(
        matches!(recovery.reason, Damage::Unusable(found) if found == impostor.unusable()),
        "{impostor:?}: {:?}",
        recovery.reason
    );
    assert!(
        recovery.reason.to_string().contains(impostor.said()),
        "{impostor:?}: {}",
        recovery.reason
    );
    assert!(impostor.is_at(&recovery.kept_at), "kept aside as it was");
    assert!(!file.exists(), "and no longer in the file's place");
}

#[test]
fn high_scores_settings_and_practice_are_kept_aside() {
    for impostor in ALL {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().to_path_buf();
        for name in ["highscores.json", "settings.json", "practice.json"] {
            impostor.plant(&path.join(name));
        }
        let storage = storage_in(&path);
        let (scores, settings, practice) = promptly("loading", move || {
            (
                storage.load_scores().unwrap(),
                storage.load_settings().unwrap(),
                storage.load_practice().unwrap(),
            )
        });
        assert!(scores.value.entries.is_empty());
        kept_aside(impostor, &path.join("highscores.json"), scores.recovered);
        kept_aside(impostor, &path.join("settings.json"), settings.recovered);
        kept_aside(impostor, &path.join("practice.json"), practice.recovered);
    }
}

#[test]
fn a_saved_game_slot_is_kept_aside() {
    for impostor in ALL {
        let dir = tempfile::tempdir().unwrap();
        let file = dir
            .path()
            .join("games")
            .join("0123456789abcdef0123456789abcdef.json");
        impostor.plant(&file);
        let storage = storage_in(dir.path());
        let survey = promptly("the survey of saved games", move || storage.survey());
        assert!(survey.slots.is_empty());
        assert!(survey.problems.is_empty(), "{:?}", survey.problems);
        let recovered = survey.recovered.into_iter().next();
        kept_aside(impostor, &file, recovered);
    }
}

#[test]
fn lock_files_are_refused_by_name() {
    for impostor in ALL {
        let dir = tempfile::tempdir().unwrap();
        impostor.plant(&dir.path().join(".lock"));
        let storage = storage_in(dir.path());
        let error = promptly("recording under the lock", move || {
            storage.update_settings(|_| {}).unwrap_err()
        });
        assert!(
            matches!(error, StorageError::NotALock { ref path, .. } if path.ends_with(".lock")),
            "{error:?}"
        );
        let text = yatzy::ui::words::storage::storage_error(&error);
        assert!(text.contains(".lock"), "{text}");
        assert!(text.contains(impostor.said_unfollowed()), "{text}");
        assert!(impostor.is_at(&dir.path().join(".lock")), "left as it is");

        let id = "0123456789abcdef0123456789abcdef".parse().unwrap();
        impostor.plant(&dir.path().join("games").join(format!("{id}.lock")));
        let storage = storage_in(dir.path());
        let error = promptly("claiming a slot", move || storage.claim(id).unwrap_err());
        assert!(
            yatzy::ui::words::storage::storage_error(&error).contains(impostor.said_unfollowed()),
            "{error}"
        );
    }
}

#[test]
fn a_cache_is_not_read() {
    for impostor in ALL {
        let dir = tempfile::tempdir().unwrap();
        let storage = storage_in(dir.path());
        let cache = storage
            .cache_dir()
            .expect("a cache directory")
            .to_path_buf();
        impostor.plant(&cache.join("solver-yatzy-v3.bin"));
        let error = promptly("reading a cache", move || {
            storage.read_cache("solver-yatzy-v3.bin").unwrap_err()
        });
        assert!(
            matches!(error, StorageError::Unusable { reason, .. } if reason == impostor.unusable()),
            "{error:?}"
        );
        assert!(
            yatzy::ui::words::storage::storage_error(&error).contains(impostor.said()),
            "{error}"
        );
    }
}

#[test]
#[cfg(feature = "serve")]
fn a_table_file_of_the_server_is_kept_aside() {
    for impostor in ALL {
        let dir = tempfile::tempdir().unwrap();
        let file: std::path::PathBuf = dir.path().join("server/tables/table-3.json");
        impostor.plant(&file);
        let storage = storage_in(dir.path());
        let resumed = promptly("resuming the tables", move || {
            Store::new(storage, Box::new(|_, _| {})).load().unwrap()
        });
        assert!(resumed.tables.is_empty());
        assert!(
            resumed.left_alone.is_empty(),
            "kept aside, so its number is free"
        );
        assert!(!file.exists());
        let kept: Vec<_> = std::fs::read_dir(file.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().contains("table-3.json"))
            .collect();
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert!(impostor.is_at(&kept[0]));
    }
}

#[test]
fn the_host_key_and_the_server_lock_are_refused_by_name() {
    for impostor in ALL {
        let dir = tempfile::tempdir().unwrap();
        impostor.plant(&dir.path().join("server/host_key"));
        let storage = storage_in(dir.path());
        let error = promptly("reading the host key", move || {
            storage.read_host_key().unwrap_err()
        });
        assert!(matches!(error, HostKeyError::Unusable { .. }), "{error:?}");
        let text = error.to_string();
        assert!(
            text.contains("host_key") && text.contains(impostor.said_unfollowed()),
            "{text}"
        );
        assert!(text.contains("move it away"), "{text}");

        impostor.plant(&dir.path().join("server/server.lock"));
        let storage = storage_in(dir.path());
        let error = promptly("locking the server", move || {
            storage.lock_server().unwrap_err()
        });
        assert!(matches!(error, StorageError::NotALock { .. }), "{error:?}");
        let text = yatzy::ui::words::storage::storage_error(&error);
        assert!(text.contains("server.lock"), "{text}");
        assert!(text.contains(impostor.said_unfollowed()), "{text}");
    }
}

#[test]
fn the_game_and_the_server_start_and_say_why() {
    for impostor in ALL {
        let dir = tempfile::tempdir().unwrap();
        impostor.plant(&dir.path().join("highscores.json"));
        let data = dir.path().to_path_buf();
        let out = promptly("yatzy scores", move || {
            Command::new(env!("CARGO_BIN_EXE_yatzy"))
                .env("LC_ALL", "C.UTF-8")
                .env("YATZY_DATA_DIR", &data)
                .arg("scores")
                .output()
                .unwrap()
        });
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{said}");
        assert!(said.contains("highscores.json"), "{said}");
        assert!(said.contains(impostor.said()), "{said}");

        let keys = dir.path().join("keys");
        impostor.plant(&keys);
        let data = dir.path().to_path_buf();
        let out = promptly("yatzy serve --authorized-keys", move || {
            Command::new(env!("CARGO_BIN_EXE_yatzy"))
                .env("LC_ALL", "C.UTF-8")
                .env("YATZY_DATA_DIR", &data)
                .args(["serve", "--listen", "127.0.0.1:0", "--authorized-keys"])
                .arg(&keys)
                .output()
                .unwrap()
        });
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{said}");
        assert!(said.contains(impostor.said()), "{said}");
    }
}

#[test]
fn the_host_key_writer_follows_no_planted_link() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let server = dir.path().join("server");
    std::fs::create_dir_all(&server).unwrap();
    // The name the writer once used, fixed: a plain link there is now simply ignored.
    std::os::unix::fs::symlink(&victim, server.join("host_key.tmp")).unwrap();
    let storage = storage_in(dir.path());
    storage.write_host_key(b"the key\n").unwrap();
    let key = server.join("host_key");
    assert_eq!(std::fs::read(&key).unwrap(), b"the key\n");
    let mode = std::fs::metadata(&key).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");

    // Even links planted at the very names this process would use next are not followed:
    // the temporary is made new or not at all.
    std::fs::remove_file(&key).unwrap();
    for n in 0..256 {
        let name = format!(".host_key.tmp-{}-{n}", std::process::id());
        std::os::unix::fs::symlink(&victim, server.join(name)).unwrap();
    }
    let written = storage.write_host_key(b"another key\n");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    if written.is_ok() {
        let mode = std::fs::metadata(&key).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }
}

#[test]
fn a_host_key_others_can_read_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let storage = storage_in(dir.path());
    storage.write_host_key(b"a key\n").unwrap();
    let key = dir.path().join("server/host_key");
    assert_eq!(storage.read_host_key().unwrap().unwrap(), b"a key\n");
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    let error = storage.read_host_key().unwrap_err();
    assert!(
        matches!(error, HostKeyError::Exposed { mode: 0o644, .. }),
        "{error:?}"
    );
    let text = error.to_string();
    assert!(text.contains("can be read by others (mode 0644)"), "{text}");
    assert!(text.contains("chmod 600"), "{text}");

    // The server says so and does not start.
    let out = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8")
        .env("YATZY_DATA_DIR", dir.path())
        .args(["serve", "--listen", "127.0.0.1:0"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(said.contains("can be read by others"), "{said}");
    assert_eq!(
        std::fs::read(&key).unwrap(),
        b"a key\n",
        "the key is left as it is"
    );
}

#[test]
fn a_huge_file_is_refused_by_its_size_without_being_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("highscores.json");
    // Sparse: ten gibibytes that take no room, and would take seconds and 256 MiB to read.
    std::fs::File::create(&path)
        .unwrap()
        .set_len(10 << 30)
        .unwrap();
    let storage = storage_in(dir.path());
    let loaded = promptly("loading a huge file", move || {
        storage.load_scores().unwrap()
    });
    let recovery = loaded.recovered.expect("reported");
    assert!(
        matches!(recovery.reason, Damage::Unusable(Unusable::TooLarge(limit)) if limit == 256 << 20),
        "{:?}",
        recovery.reason
    );
    assert!(
        recovery.reason.to_string().contains("larger than 256 MiB"),
        "{}",
        recovery.reason
    );
    assert_eq!(
        std::fs::metadata(&recovery.kept_at).unwrap().len(),
        10 << 30
    );
}

#[test]
fn a_lock_file_that_is_a_link_is_never_followed() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = dir.path().join("elsewhere.lock");
    std::os::unix::fs::symlink(&elsewhere, dir.path().join(".lock")).unwrap();
    let storage = storage_in(dir.path());
    let error = storage.update_settings(|_| {}).unwrap_err();
    let error = yatzy::ui::words::storage::storage_error(&error);
    assert!(error.contains("symbolic link"), "{error}");
    assert!(!elsewhere.exists(), "nothing made where the link points");
}

#[test]
#[cfg(feature = "serve")]
fn one_table_file_that_cannot_be_read_costs_only_itself() {
    use yatzy::core::rules::RuleSet;
    use yatzy::server::lobby::Lobby;
    let dir = tempfile::tempdir().unwrap();
    let storage = storage_in(dir.path());
    let store = Store::new(storage.clone(), Box::new(|_, _| {}));
    let mut lobby = Lobby::new();
    let ann = lobby.create("ann", RuleSet::Yatzy, 1, &[], 1).unwrap();
    let bob = lobby.create("bob", RuleSet::Yatzy, 1, &[], 2).unwrap();
    store.save(lobby.table(ann).unwrap());
    store.save(lobby.table(bob).unwrap());
    store.sync();
    let tables = dir.path().join("server/tables");
    Impostor::Socket.plant(&tables.join("table-9.json"));
    // Names no table file has: never read as tables 1 or 2.
    std::fs::copy(tables.join("table-1.json"), tables.join("table-01.json")).unwrap();
    std::fs::copy(tables.join("table-2.json"), tables.join("table-+2.json")).unwrap();
    let resumed = store.load().unwrap();
    let numbers: Vec<u32> = resumed.tables.iter().map(|t| t.number).collect();
    assert_eq!(numbers, [1, 2], "both games resumed");
    assert!(
        !tables.join("table-9.json").exists(),
        "the socket kept aside"
    );
    assert!(
        tables.join("table-01.json").exists(),
        "left alone, not a table's name"
    );
}

#[test]
#[cfg(feature = "serve")]
fn a_person_in_two_games_or_a_game_at_two_tables_is_not_resumed_twice() {
    use yatzy::core::rules::RuleSet;
    use yatzy::server::lobby::Lobby;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(storage_in(dir.path()), Box::new(|_, _| {}));
    let mut lobby = Lobby::new();
    let first = lobby.create("ann", RuleSet::Yatzy, 1, &[], 1).unwrap();
    let mut copy = lobby.table(first).unwrap().clone();
    store.save(lobby.table(first).unwrap());
    copy.number = 5;
    store.save(&copy);
    store.sync();
    let resumed = store.load().unwrap();
    let numbers: Vec<u32> = resumed.tables.iter().map(|t| t.number).collect();
    assert_eq!(numbers, [1]);
    let kept: Vec<String> = std::fs::read_dir(dir.path().join("server/tables"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        kept.iter().any(|n| n.starts_with("table-5.json.corrupt-")),
        "{kept:?}"
    );
}

#[test]
fn a_host_key_that_is_a_link_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("id_ed25519");
    std::fs::write(&other, "some other key\n").unwrap();
    std::fs::create_dir_all(dir.path().join("server")).unwrap();
    std::os::unix::fs::symlink(&other, dir.path().join("server/host_key")).unwrap();
    let error = storage_in(dir.path()).read_host_key().unwrap_err();
    assert!(
        matches!(
            error,
            HostKeyError::Unusable {
                reason: Unusable::Link,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("symbolic link"), "{error}");
}

#[test]
#[cfg(feature = "serve")]
fn a_host_key_that_is_no_key_is_refused_and_left_for_its_owner() {
    use yatzy::server::{KeyError, host_key};
    let dir = tempfile::tempdir().unwrap();
    let storage = storage_in(dir.path());
    storage.write_host_key(b"not a key\n").unwrap();
    let error = host_key(&storage).unwrap_err();
    assert!(matches!(error, KeyError::Unreadable { .. }), "{error:?}");
    assert!(error.to_string().contains("move it away"), "{error}");
    assert_eq!(
        std::fs::read(dir.path().join("server/host_key")).unwrap(),
        b"not a key\n"
    );
    // A kept key that may not be used is the storage's refusal, said as the host key's.
    std::fs::remove_file(dir.path().join("server/host_key")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("server/host_key")).unwrap();
    assert!(
        matches!(
            host_key(&storage),
            Err(KeyError::Kept(HostKeyError::Unusable {
                reason: Unusable::Link,
                ..
            }))
        ),
        "a link is no key of its own"
    );
}
