//! A game's identity: made once when a game starts, it keys the game's save slot and its
//! high-score entries, so saving and recording the same game twice changes nothing. A daily
//! challenge's identity is its date's and rule set's: every terminal that plays that day's
//! challenge plays the same game, in the same slot, recorded once.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// 128 bits (random, or a daily challenge's), written as 32 lower-case hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct GameId(u128);

impl GameId {
    /// A fresh identity: with 128 random bits, two games never share one.
    pub fn random() -> Self {
        GameId(rand::random())
    }

    /// The identity of `date`'s daily challenge under `rules`: the same wherever and whenever
    /// it is started, and never a random one's (those have 128 random bits; this one is two
    /// 64-bit hashes of a text no other game's identity comes from).
    pub fn daily(rules: crate::rules::RuleSet, date: chrono::NaiveDate) -> Self {
        let text = format!("yatzy daily game {date} {}", rules.id());
        let fnv = |basis: u64| {
            text.bytes().fold(basis, |hash, byte| {
                (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
            })
        };
        let high = u128::from(super::daily::mix(fnv(0xcbf2_9ce4_8422_2325)));
        let low = u128::from(super::daily::mix(fnv(0x8422_2325_cbf2_9ce4)));
        GameId((high << 64) | low)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}

/// Why a text is not a game identity.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a game id (32 hex digits)")]
pub struct BadGameId(String);

impl FromStr for GameId {
    type Err = BadGameId;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let well_formed = text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit());
        match u128::from_str_radix(text, 16) {
            Ok(bits) if well_formed => Ok(GameId(bits)),
            _ => Err(BadGameId(text.chars().take(40).collect())),
        }
    }
}

impl From<GameId> for String {
    fn from(id: GameId) -> Self {
        id.to_string()
    }
}

impl TryFrom<String> for GameId {
    type Error = BadGameId;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_written_as_32_hex_digits_and_read_back() {
        let id = GameId(0xabc);
        assert_eq!(id.to_string(), "00000000000000000000000000000abc");
        assert_eq!(id.to_string().parse::<GameId>(), Ok(id));
    }

    #[test]
    fn text_that_is_not_32_hex_digits_is_refused() {
        for bad in [
            "",
            "abc",
            "+0000000000000000000000000000abc",
            "g0000000000000000000000000000abc",
        ] {
            assert!(bad.parse::<GameId>().is_err(), "{bad}");
        }
    }

    #[test]
    fn fresh_ids_differ() {
        assert_ne!(GameId::random(), GameId::random());
    }

    #[test]
    fn a_daily_challenges_id_is_its_dates_and_rule_sets() {
        use crate::rules::RuleSet;
        let day: chrono::NaiveDate = "2026-11-22".parse().unwrap();
        let next: chrono::NaiveDate = "2026-11-23".parse().unwrap();
        assert_eq!(
            GameId::daily(RuleSet::Yatzy, day),
            GameId::daily(RuleSet::Yatzy, day)
        );
        assert_ne!(
            GameId::daily(RuleSet::Yatzy, day),
            GameId::daily(RuleSet::Yatzy, next)
        );
        assert_ne!(
            GameId::daily(RuleSet::Yatzy, day),
            GameId::daily(RuleSet::Forced, day)
        );
        // Pinned: another identity after an upgrade would let a day's challenge, played
        // before it, be recorded a second time.
        assert_eq!(
            GameId::daily(RuleSet::Yatzy, day).to_string(),
            "86864f16836c8b1ce266bd8b8970c82f"
        );
    }
}
