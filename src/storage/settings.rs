//! `settings.json`: small things remembered between games.

use serde::{Deserialize, Serialize};

pub const VERSION: u32 = 1;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    #[serde(default)]
    pub version: u32,
    /// The name last entered at a game's end, offered again next time.
    #[serde(default)]
    pub last_name: Option<String>,
}
