//! Why `yatzy serve` could not start (or stopped on its own), each reason its own variant;
//! the messages are the ones the server has always printed.

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;

use russh::keys::ssh_key;

use yatzy_storage::{HostKeyError, StorageError, Unusable};

/// Why the server could not start, or stopped before it was told to.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The authorized-keys file the command line names cannot be read.
    #[error("cannot read {}: {reason}", path.display())]
    KeysUnreadable {
        path: PathBuf,
        reason: KeysFileError,
    },
    /// The authorized-keys file holds what is no key, or no key at all.
    #[error("{}: {error}", path.display())]
    Keys {
        path: PathBuf,
        error: AuthorizedKeysError,
    },
    #[error("another yatzy serve uses this data directory; give this one --data-dir")]
    DataDirectoryInUse,
    #[error("cannot use the data directory: {0}")]
    DataDirectory(StorageError),
    #[error(transparent)]
    HostKey(#[from] KeyError),
    /// The folder of saved tables cannot be listed: a new table could replace a game in it.
    #[error(
        "cannot read the saved tables ({0}); the server does not start, so that no \
         game in them is replaced"
    )]
    Tables(StorageError),
    /// The runtime, or the hub's thread, could not be made.
    #[error("cannot start: {0}")]
    Runtime(io::Error),
    #[error("cannot listen on {address}: {error}")]
    Listen {
        address: SocketAddr,
        error: io::Error,
    },
    /// Listening failed once the server was up.
    #[error(transparent)]
    Listening(io::Error),
    #[error(
        "the hub that runs the tables stopped after a fault (said above); \
         every table was saved as it was played and resumes at the next start"
    )]
    HubStopped,
}

impl StartError {
    /// Whether the command line asked for what cannot be (exit code 2, said as clap says
    /// it), rather than the server failing.
    pub fn is_usage(&self) -> bool {
        matches!(
            self,
            StartError::KeysUnreadable { .. } | StartError::Keys { .. }
        )
    }
}

/// Why the authorized-keys file's bytes were not read.
#[derive(Debug, thiserror::Error)]
pub enum KeysFileError {
    #[error("there is no such file")]
    Missing,
    #[error(transparent)]
    Unusable(Unusable),
    #[error(transparent)]
    Io(io::Error),
    #[error("it is not text")]
    NotText,
}

/// Why an authorized-keys file gives no key to let in.
#[derive(Debug, thiserror::Error)]
pub enum AuthorizedKeysError {
    /// A line (1-based) that is no public key.
    #[error(
        "line {line}: not a public key ({error}); write one key per line, as ssh-keygen prints it, without options"
    )]
    NotAKey { line: usize, error: ssh_key::Error },
    #[error("it holds no key: nobody could join")]
    NoKey,
}

/// Why the server has no host key to show.
#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    /// The kept key's file is no private key.
    #[error(
        "the host key {} cannot be read ({error}); move it away to make a new one",
        path.display()
    )]
    Unreadable {
        path: PathBuf,
        error: ssh_key::Error,
    },
    /// The kept key's file cannot be used as it is.
    #[error("the host key: {0}")]
    Kept(HostKeyError),
    #[error("cannot make a host key: {0}")]
    Make(ssh_key::Error),
    #[error("cannot write the host key: {0}")]
    Encode(ssh_key::Error),
    #[error("cannot keep the host key: {0}")]
    Keep(io::Error),
}
