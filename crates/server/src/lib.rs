#![warn(unreachable_pub)]

//! `yatzy serve`: the game over SSH, for guests with nothing but `ssh`.
//!
//! - [`lobby`]: the tables, their places, chat and games, as plain data.
//! - [`input`]: a guest's bytes as keys.
//! - [`screens`]: what a guest sees (the lobby, a waiting table, the board).
//! - [`hub`]: the one thread that owns the lobby and every guest's screen.
//! - [`store`]: tables saved as they change, resumed on start, finished games recorded.
//! - [`identity`]: who a guest is, and what proves a seat is theirs (a key, or a code).
//! - [`ssh`]: connections, authentication, what a channel may do, and the limits.
//! - [`census`]: how many of each thing kept for guests the server holds, logged when it
//!   becomes idle and on SIGUSR1.
//! - this module: start-up (the host key, the banner, the runtime).

pub mod census;
mod error;
mod gate;
pub mod hub;
mod identity;
mod input;
pub mod link;
pub mod lobby;
mod logging;
mod screens;
pub mod ssh;
pub mod store;

pub use error::{AuthorizedKeysError, KeyError, KeysFileError, StartError};
use logging::say;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tracing::info;

use russh::keys::{Algorithm, HashAlg, PrivateKey, PublicKey};

use yatzy_core::rules::RuleSet;
use yatzy_session::load_or_solve;
use yatzy_storage::{Found, Storage};
use yatzy_ui::{Theme, ThemeName};

/// Where a server listens unless told otherwise: this machine only.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:2222";

/// The largest authorized-keys file read: thousands of keys.
const MAX_AUTHORIZED_KEYS_BYTES: u64 = 4 << 20;

/// How `yatzy serve` was asked to run.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub listen: SocketAddr,
    pub storage: Storage,
    pub authorized_keys: Option<PathBuf>,
    pub turn_timeout: Option<Duration>,
    pub bot_step: Duration,
    pub limits: ssh::Limits,
    /// Tables the lobby holds at most.
    pub max_tables: usize,
    /// Tables in play one address may have opened at once.
    pub tables_per_address: usize,
    /// How long a game in progress waits for one of its people before it is abandoned.
    pub abandon_after: Duration,
    /// The score the guests' reach goal aims at.
    pub goal_target: u16,
}

/// The keys in an authorized_keys file: one per line (`ssh-ed25519 AAAA… comment`); blank
/// lines and `#` comments skipped. Options before a key are not supported and say so.
pub(crate) fn parse_authorized_keys(text: &str) -> Result<Vec<PublicKey>, AuthorizedKeysError> {
    let mut keys = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let key = PublicKey::from_openssh(line).map_err(|error| AuthorizedKeysError::NotAKey {
            line: index + 1,
            error,
        })?;
        keys.push(key);
    }
    if keys.is_empty() {
        return Err(AuthorizedKeysError::NoKey);
    }
    Ok(keys)
}

/// The server's host key: the one kept in the data directory, else a new Ed25519 key, kept
/// there (mode 0600) for the next start.
pub fn host_key(storage: &Storage) -> Result<PrivateKey, KeyError> {
    match storage.read_host_key() {
        Ok(Some(text)) => {
            return PrivateKey::from_openssh(&text).map_err(|error| {
                // A key was read, so there is a data directory and a path.
                let path = storage.host_key_path().unwrap_or_default();
                KeyError::Unreadable { path, error }
            });
        }
        Ok(None) => {}
        Err(error) => return Err(KeyError::Kept(error)),
    }
    let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).map_err(KeyError::Make)?;
    let text = key
        .to_openssh(russh::keys::ssh_key::LineEnding::LF)
        .map_err(KeyError::Encode)?;
    storage
        .write_host_key(text.as_bytes())
        .map_err(KeyError::Keep)?;
    Ok(key)
}

/// Runs the server until SIGINT or SIGTERM.
pub fn serve(options: ServeOptions) -> Result<(), StartError> {
    // Before anything is allocated and freed: what guests free goes back to the system.
    yatzy_session::keep_allocator_thresholds();
    logging::start(std::env::var("RUST_LOG").ok().as_deref());
    let authorized = match &options.authorized_keys {
        Some(path) => Some(read_authorized_keys(path)?),
        None => None,
    };
    let lock = lock_data_directory(&options.storage)?;
    // A crash's temporaries of table files: only the server holding the lock may sweep them.
    if let Some(held) = &lock {
        options.storage.sweep_server_tables(held);
    }
    let key = host_key(&options.storage)?;
    let fingerprint = key.public_key().fingerprint(HashAlg::Sha256);

    let (events, received) = std::sync::mpsc::channel();
    let (store, lobby, resumed) = resume_tables(&options, &events)?;

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(StartError::Runtime)?;
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind(options.listen))
        .map_err(|error| StartError::Listen {
            address: options.listen,
            error,
        })?;
    let address = listener.local_addr().unwrap_or(options.listen);

    let hub = make_hub(lobby, store, &options)
        .with_chances(events.clone())
        .with_futures(yatzy_session::kept_futures(&options.storage))
        .with_goals(events.clone(), options.storage.clone())
        .with_goal_target(options.goal_target);
    load_strategies(options.storage.clone(), events.clone());
    // The hub stops when told (the flag, then an event to wake it), whatever is queued.
    let stop = Arc::new(AtomicBool::new(false));
    let (hub_thread, hub_gone) = spawn_hub(hub, received, Arc::clone(&stop))?;

    let shared = Arc::new(ssh::Shared::new(events, authorized, options.limits.clone()));
    let config = Arc::new(ssh::config(key, &shared));
    // SIGUSR1 asks for a census from before the banner says the server is there.
    let asked = {
        let _entered = runtime.enter();
        Asked::listen()
    };
    runtime.spawn(census_watch(Arc::clone(&shared), asked));
    banner(
        address,
        &fingerprint.to_string(),
        shared.authorized.as_ref().map(Vec::len),
        resumed,
        &options,
    );

    let listening = Arc::clone(&shared);
    let outcome = runtime.block_on(async move {
        tokio::select! {
            result = ssh::listen(listener, config, listening) => result.map_err(StartError::Listening),
            _ = shutdown() => Ok(()),
            _ = hub_gone => Err(StartError::HubStopped),
        }
    });
    // Every guest gets their terminal back, and a moment for those last bytes to leave.
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    shared.send(ssh::Event::Shutdown);
    let _ = hub_thread.join();
    runtime.block_on(async { tokio::time::sleep(Duration::from_millis(300)).await });
    runtime.shutdown_timeout(Duration::from_secs(1));
    drop(lock);
    if outcome.is_ok() {
        info!("yatzy serve: stopped; every table is saved and resumes on the next start");
    }
    logging::flush();
    outcome
}

/// The store, and the lobby of the tables it resumed (and how many): a recording's outcome
/// is told to the hub through `events`.
fn resume_tables(
    options: &ServeOptions,
    events: &std::sync::mpsc::Sender<hub::Event>,
) -> Result<(store::Store, lobby::Lobby, usize), StartError> {
    let told = Mutex::new(events.clone());
    let store = store::Store::new(
        options.storage.clone(),
        Box::new(move |number, done| {
            if let Ok(hub) = told.lock() {
                let _ = hub.send(hub::Event::Recorded(number, done));
            }
        }),
    );
    let found = store.load().map_err(StartError::Tables)?;
    let resumed = found.tables.len();
    let lobby = lobby::Lobby::with_tables(found.tables, found.left_alone)
        .with_max_tables(options.max_tables);
    Ok((store, lobby, resumed))
}

/// The hub on a thread of its own until `stop`, and what hears when it ended.
fn spawn_hub(
    hub: hub::Hub,
    received: std::sync::mpsc::Receiver<hub::Event>,
    stop: Arc<AtomicBool>,
) -> Result<
    (
        std::thread::JoinHandle<()>,
        tokio::sync::oneshot::Receiver<()>,
    ),
    StartError,
> {
    let (hub_ended, hub_gone) = tokio::sync::oneshot::channel::<()>();
    let hub_thread = std::thread::Builder::new()
        .name("yatzy-hub".into())
        .spawn(move || {
            // Told when the hub ends, however it ends (a fault unwinds through this too).
            let _ended = Ended(Some(hub_ended));
            hub.run(received, &stop);
        })
        .map_err(StartError::Runtime)?;
    Ok((hub_thread, hub_gone))
}

/// The keys in the authorized-keys file at `path`: bounded, and never waiting on a FIFO (a
/// few thousand keys at most).
fn read_authorized_keys(path: &std::path::Path) -> Result<Vec<PublicKey>, StartError> {
    let cannot = |reason: KeysFileError| StartError::KeysUnreadable {
        path: path.to_path_buf(),
        reason,
    };
    let bytes = match yatzy_storage::read_bounded(path, MAX_AUTHORIZED_KEYS_BYTES) {
        Ok(Found::Bytes(bytes)) => bytes,
        Ok(Found::Missing) => return Err(cannot(KeysFileError::Missing)),
        Ok(Found::Unusable(reason)) => return Err(cannot(KeysFileError::Unusable(reason))),
        Err(error) => return Err(cannot(KeysFileError::Io(error))),
    };
    let text = String::from_utf8(bytes).map_err(|_| cannot(KeysFileError::NotText))?;
    parse_authorized_keys(&text).map_err(|error| StartError::Keys {
        path: path.to_path_buf(),
        error,
    })
}

/// The server's lock on the data directory: one server per directory.
fn lock_data_directory(storage: &Storage) -> Result<Option<yatzy_storage::ServerLock>, StartError> {
    match storage.lock_server() {
        Ok(Some(lock)) => Ok(lock),
        Ok(None) => Err(StartError::DataDirectoryInUse),
        Err(error) => Err(StartError::DataDirectory(error)),
    }
}

/// The hub, at the pace asked (and, in test builds, with the fault a test asks for).
fn make_hub(lobby: lobby::Lobby, store: store::Store, options: &ServeOptions) -> hub::Hub {
    let pace = hub::Pace {
        bot_step: options.bot_step,
        turn_timeout: options.turn_timeout,
        abandon_after: options.abandon_after,
    };
    #[allow(unused_mut)] // only test builds change it
    let mut hub = hub::Hub::new(
        lobby,
        store,
        HashMap::new(),
        Theme::named(ThemeName::Default),
        false,
        pace,
    )
    .with_tables_per_address(options.tables_per_address);
    // The tests' way to make serving a guest fail, as a fault would; not in release builds.
    #[cfg(debug_assertions)]
    if let Ok(asked) = std::env::var(FAULT_VARIABLE) {
        match asked.split_once(':') {
            Some(("guest", key)) if key.len() == 1 => {
                hub.inject_fault(hub::Fault::ServingGuest(key.as_bytes()[0]));
            }
            Some(("hub", key)) if key.len() == 1 => {
                hub.inject_fault(hub::Fault::Hub(key.as_bytes()[0]));
            }
            _ => {}
        }
    }
    hub
}

/// The optimal strategies load (or are solved) while guests already play: only an optimal
/// bot, or a bot standing in for a late player, waits for its rule set's.
fn load_strategies(storage: Storage, events: std::sync::mpsc::Sender<hub::Event>) {
    let _ = std::thread::Builder::new()
        .name("yatzy-strategies".into())
        .spawn(move || {
            for rules in RuleSet::ALL {
                let loaded = load_or_solve(&storage, rules, false, &mut |_| {});
                if let Some(note) = loaded.note {
                    info!("yatzy serve: {}: {note}", rules.id());
                }
                let table = Arc::new(loaded.table);
                if events.send(hub::Event::Strategy(rules, table)).is_err() {
                    return;
                }
            }
        });
}

/// SIGUSR1, where there are signals: a census asked for.
pub(crate) struct Asked {
    #[cfg(unix)]
    signal: Option<tokio::signal::unix::Signal>,
}

impl Asked {
    /// Listens for SIGUSR1 from now on (within the runtime); where it cannot, never asks.
    pub(crate) fn listen() -> Asked {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Asked {
                signal: signal(SignalKind::user_defined1()).ok(),
            }
        }
        #[cfg(not(unix))]
        Asked {}
    }

    async fn next(&mut self) {
        #[cfg(unix)]
        if let Some(signal) = &mut self.signal
            && signal.recv().await.is_some()
        {
            return;
        }
        std::future::pending::<()>().await;
    }
}

/// Logs a census (see [`census`]) whenever one is asked for, and each time the server
/// becomes idle; runs until the runtime ends.
pub(crate) async fn census_watch(shared: Arc<ssh::Shared>, mut asked: Asked) {
    // The connections accepted when the last idle census was taken: one census each time
    // the server becomes idle, not one per connection ending.
    let mut idle_after: Option<u64> = None;
    loop {
        let why = tokio::select! {
            () = asked.next() => "asked",
            () = shared.ended.notified() => {
                if !shared.idle() || idle_after == Some(shared.opened()) {
                    continue;
                }
                idle_after = Some(shared.opened());
                "idle"
            }
        };
        if let Some(counted) = take_census(&shared).await {
            info!("yatzy serve: {} ({why}): {counted}", census::MARK);
        }
    }
}

/// The census now: the hub's part asked of it (after every event queued before), then the
/// gate's. `None` if the hub does not answer (it stopped).
pub(crate) async fn take_census(shared: &ssh::Shared) -> Option<census::Census> {
    let (reply, answer) = tokio::sync::oneshot::channel();
    shared.send(hub::Event::Census(reply));
    let mut counted = tokio::time::timeout(Duration::from_secs(5), answer)
        .await
        .ok()?
        .ok()?;
    shared.count_into(&mut counted, Instant::now());
    Some(counted)
}

/// Sends on its channel when dropped: how the listener learns that the hub's thread ended.
struct Ended(Option<tokio::sync::oneshot::Sender<()>>);

impl Drop for Ended {
    fn drop(&mut self) {
        if let Some(sender) = self.0.take() {
            let _ = sender.send(());
        }
    }
}

/// In test builds: `guest:K` makes serving a guest who types K fail, as a fault would;
/// `hub:K` makes the hub itself fail after it.
#[cfg(debug_assertions)]
const FAULT_VARIABLE: &str = "YATZY_TEST_SERVER_FAULT";

/// The start banner: plain lines for the person who started the server, whatever the log's
/// level.
fn banner(
    address: SocketAddr,
    fingerprint: &str,
    keys: Option<usize>,
    resumed: usize,
    options: &ServeOptions,
) {
    let port = address.port();
    let host = address.ip();
    say!("yatzy serve: listening on {address}");
    say!("  host key fingerprint: {fingerprint}");
    say!("  join with: ssh -p {port} YOURNAME@{host}");
    match keys {
        Some(count) => say!(
            "  only the {count} key(s) in {} may join",
            options
                .authorized_keys
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default()
        ),
        None => say!(
            "  anyone who can reach this port may play (--authorized-keys FILE lets only those keys in)"
        ),
    }
    if let Some(timeout) = options.turn_timeout {
        say!(
            "  a bot plays any turn not played within {} s",
            timeout.as_secs()
        );
    }
    if resumed > 0 {
        say!("  {resumed} table(s) resumed from the last run");
    }
}

async fn shutdown() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
            signal(SignalKind::hangup()),
        ) {
            (Ok(mut interrupt), Ok(mut terminate), Ok(mut hangup)) => {
                tokio::select! {
                    _ = interrupt.recv() => {}
                    _ = terminate.recv() => {}
                    _ = hangup.recv() => {}
                }
            }
            _ => std::future::pending::<()>().await,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn authorized_keys_skip_comments_and_refuse_what_is_not_a_key() {
        let key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGsAoVBp+nKmcwM6uu0k7tN2Y4vW/oUzAEz7jRlW3Z9I ann@home";
        let keys = parse_authorized_keys(&format!("# friends\n\n{key}\n")).unwrap();
        assert_eq!(keys.len(), 1);
        let error = parse_authorized_keys(&format!("{key}\nno-pty {key}\n")).unwrap_err();
        assert!(
            matches!(error, AuthorizedKeysError::NotAKey { line: 2, .. }),
            "{error}"
        );
        assert!(error.to_string().starts_with("line 2:"), "{error}");
        assert!(matches!(
            parse_authorized_keys("# nobody\n"),
            Err(AuthorizedKeysError::NoKey)
        ));
    }

    #[test]
    fn an_authorized_keys_file_that_gives_no_key_is_the_command_line_s_fault() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("keys");
        let error = read_authorized_keys(&path).unwrap_err();
        assert!(
            matches!(
                error,
                StartError::KeysUnreadable {
                    reason: KeysFileError::Missing,
                    ..
                }
            ),
            "{error}"
        );
        assert!(error.is_usage());
        assert!(
            error.to_string().ends_with("keys: there is no such file"),
            "{error}"
        );

        std::fs::write(&path, b"\xff\xfe").unwrap();
        assert!(matches!(
            read_authorized_keys(&path),
            Err(StartError::KeysUnreadable {
                reason: KeysFileError::NotText,
                ..
            })
        ));
        std::fs::write(&path, "# nobody yet\n").unwrap();
        let error = read_authorized_keys(&path).unwrap_err();
        assert!(
            matches!(
                error,
                StartError::Keys {
                    error: AuthorizedKeysError::NoKey,
                    ..
                }
            ),
            "{error}"
        );
        assert!(error.is_usage());
        assert!(!StartError::DataDirectoryInUse.is_usage());
    }
}
