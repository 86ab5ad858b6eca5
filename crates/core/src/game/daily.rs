//! The daily challenge's dice: one game a day per rule set, the same for everyone. Each die of
//! each roll of each turn is drawn from the date's seed and its place alone, so two players
//! who hold the same dice see the same rolls, whatever they did before.

use chrono::NaiveDate;

use super::CommandError;
use crate::rules::{Dice, MAX_DICE, RuleSet};

/// The seed of `date`'s challenge under `rules`.
pub fn seed(rules: RuleSet, date: NaiveDate) -> u64 {
    let text = format!("yatzy daily {date} {}", rules.id());
    // FNV-1a, then mixed: stable across versions and platforms.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    });
    mix(hash)
}

/// SplitMix64's finaliser: every input bit moves every output bit.
pub(super) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Die `die` of roll `roll` (0 for the turn's first) of turn `turn` (0 for the first).
pub fn die(seed: u64, turn: usize, roll: u8, die: usize) -> u8 {
    let place = (turn as u64) << 16 | u64::from(roll) << 8 | die as u64;
    // The bias of taking 2^64 values modulo 6 is below 10^-18.
    (mix(seed ^ mix(place.wrapping_add(0x9e37_79b9_7f4a_7c15))) % 6) as u8 + 1
}

/// The dice after roll `roll` of turn `turn`: every die not held (all five at the turn's
/// first roll) takes its value for that place.
pub(super) fn roll(
    seed: u64,
    turn: usize,
    roll: u8,
    before: Option<Dice>,
    held: &[bool; MAX_DICE],
) -> Result<Dice, CommandError> {
    let mut values = before.map_or([0; MAX_DICE], |d| d.values());
    for (index, (value, &held)) in values.iter_mut().zip(held).enumerate() {
        if before.is_none() || !held {
            *value = die(seed, turn, roll, index);
        }
    }
    Dice::new(values).map_err(|_| CommandError::Internal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Game};

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn each_day_and_rule_set_has_its_own_seed_and_it_never_changes() {
        let day = date("2026-11-22");
        assert_ne!(
            seed(RuleSet::Yatzy, day),
            seed(RuleSet::Yatzy, date("2026-11-23"))
        );
        assert_ne!(seed(RuleSet::Yatzy, day), seed(RuleSet::Yacht, day));
        // Pinned: a change here would give everyone different dice from the last version.
        assert_eq!(
            seed(RuleSet::Yatzy, day),
            seed(RuleSet::Yatzy, date("2026-11-22"))
        );
        let first: Vec<u8> = (0..5)
            .map(|i| die(seed(RuleSet::Yatzy, day), 0, 0, i))
            .collect();
        assert_eq!(first, DAY_ONE);
    }

    /// The first roll of 2026-11-22's Yatzy challenge, as this version draws it.
    const DAY_ONE: [u8; 5] = [3, 6, 2, 6, 3];

    #[test]
    fn a_die_depends_on_its_place_not_on_what_was_held_before() {
        let day = date("2026-11-22");
        let mut holder = Game::daily(RuleSet::Yatzy, day);
        let mut roller = Game::daily(RuleSet::Yatzy, day);
        for game in [&mut holder, &mut roller] {
            game.apply(Command::Roll).unwrap();
        }
        assert_eq!(
            holder.dice(),
            roller.dice(),
            "the same first roll for everyone"
        );
        holder.apply(Command::ToggleHold(0)).unwrap();
        holder.apply(Command::ToggleHold(2)).unwrap();
        holder.apply(Command::Roll).unwrap();
        roller.apply(Command::Roll).unwrap();
        let (held, rolled) = (
            holder.dice().unwrap().values(),
            roller.dice().unwrap().values(),
        );
        // Where both rolled, both got the second roll's dice for that place.
        for die in [1, 3, 4] {
            assert_eq!(held[die], rolled[die], "die {die}");
        }
        // Every die across a turn: all 1..=6 turn up, each about a sixth of the time.
        let seed = seed(RuleSet::Yatzy, day);
        let mut counts = [0u32; 7];
        for turn in 0..300 {
            for roll in 0..3 {
                for index in 0..5 {
                    counts[usize::from(die(seed, turn, roll, index))] += 1;
                }
            }
        }
        for face in 1..=6 {
            assert!((650..=850).contains(&counts[face]), "{counts:?}");
        }
    }
}
