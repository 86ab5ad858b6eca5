//! `settings.json`: small things remembered between games.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::rules::RuleSet;

pub const VERSION: u32 = 1;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    #[serde(default)]
    pub version: u32,
    /// The name last entered at a game's end (before names were kept per rule set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_name: Option<String>,
    /// The name last entered at a game's end, per rule set, offered again next time.
    #[serde(default)]
    pub last_names: BTreeMap<String, String>,
    /// The rule set last played: the next game's default.
    #[serde(default)]
    pub last_rules: Option<RuleSet>,
}

impl Settings {
    /// The name to offer for `rules`: the last one used with them, else the last one at all.
    pub fn name_for(&self, rules: RuleSet) -> Option<&str> {
        self.last_names
            .get(rules.id())
            .or(self.last_name.as_ref())
            .map(String::as_str)
    }

    pub fn remember_name(&mut self, rules: RuleSet, name: &str) {
        self.last_names
            .insert(rules.id().to_string(), name.to_string());
        self.last_name = None;
    }
}
