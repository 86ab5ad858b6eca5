//! `settings.json`: small things remembered between games.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use yatzy_core::rules::RuleSet;

/// 2 added `preferences`; a yatzy that knows only 1 leaves such a file alone rather than
/// write it back without them.
pub(crate) const VERSION: u32 = 2;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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
    /// The settings screen's choices, as the file has them: read one by one by the front end
    /// (`tui::Preferences`), so that a bad value costs only itself, and kept whole otherwise.
    #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
    pub preferences: serde_json::Value,
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
