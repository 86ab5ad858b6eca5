//! `yatzy score`: what one roll scores in every box, as a table or as JSON.

use std::fmt::Write as _;

use serde::Serialize;
use serde::ser::Serializer;

use yatzy_core::rules::{Category, Dice, RuleSet, Section};
use yatzy_i18n::t;

/// A roll scored in every box of a rule set's card, in card order.
pub(crate) struct RollScores {
    pub rules: RuleSet,
    pub dice: Dice,
    pub scores: Vec<(Category, u16)>,
}

impl RollScores {
    pub(super) fn new(rules: RuleSet, dice: Dice) -> Self {
        let scores = rules
            .categories()
            .iter()
            .map(|&c| (c, rules.score(c, &dice)))
            .collect();
        RollScores {
            rules,
            dice,
            scores,
        }
    }

    fn section(&self, section: Section) -> Vec<(Category, u16)> {
        self.scores
            .iter()
            .copied()
            .filter(|(c, _)| c.section() == section)
            .collect()
    }

    /// The two sections side by side, as on the paper card.
    pub(crate) fn to_table(&self) -> String {
        let left = self.section(Section::Left);
        let right = self.section(Section::Right);
        let dice: Vec<String> = self.dice.values().iter().map(u8::to_string).collect();
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = writeln!(
            out,
            "{}\n",
            t!(
                "cli-roll-in",
                dice = dice.join(" "),
                rules = yatzy_i18n::rules_name(self.rules)
            )
        );
        let _ = writeln!(
            out,
            "{:<20}    {}",
            yatzy_i18n::section_name(self.rules, Section::Left),
            yatzy_i18n::section_name(self.rules, Section::Right)
        );
        for row in 0..left.len().max(right.len()) {
            let cell = |entries: &[(Category, u16)]| {
                entries.get(row).map_or_else(
                    || " ".repeat(20),
                    |(category, points)| {
                        let name = yatzy_i18n::box_name(self.rules, *category);
                        format!("{name:<16}{points:>4}")
                    },
                )
            };
            let line = format!("{}    {}", cell(&left), cell(&right));
            let _ = writeln!(out, "{}", line.trim_end());
        }
        out
    }

    /// One JSON object mapping each category id to its score, in card order.
    pub(super) fn to_json(&self) -> String {
        // Serializing plain integers under string keys cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl Serialize for RollScores {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(
            self.scores
                .iter()
                .map(|(c, points)| (self.rules.category_id(*c), points)),
        )
    }
}
