//! The table on disk, and the score distributions built into the game: a header with a
//! format version, the rule set and a checksum, then the values. A file that fails any check
//! (an older format's included) is recomputed, never trusted.
//!
//! The table is kept compactly: one value per class of upper sums of each reachable state
//! ([`Solution::compact`]), so its size follows the classes of the reachable states (6.4 MiB
//! for Yatzy, 915 bytes for Forced Yatzy) and not the 2^15 x 64 slots of the table in memory.

use super::distribution::{BANDS, ScoreDistribution};
use super::table::Solution;
use crate::core::rules::RuleSet;

const MAGIC: &[u8; 8] = b"YATZYSOL";
const DISTRIBUTION_MAGIC: &[u8; 8] = b"YATZYDST";
/// Bump when the table's meaning or layout changes (2: compact, one value per class; 3: upper
/// sums alike for the bonus in one class, so fewer classes).
pub const FORMAT_VERSION: u32 = 3;
/// Bump when the distribution's layout changes (2: each box's mean; 3: the header of the
/// table's format 2, with this version in it since), or the table's meaning.
pub const DISTRIBUTION_VERSION: u32 = 3;

/// The cache file's name for a rule set.
pub fn file_name(rules: RuleSet) -> String {
    format!("solver-{}-v{FORMAT_VERSION}.bin", rules.id())
}

/// A hash of the bytes, eight at a time: each step (xor, multiply by an odd number, rotate)
/// is one-to-one, so any flipped bit changes the result; a truncation changes the count in
/// the header. About a cycle per eight bytes, where FNV-1a took one per byte.
fn checksum(bytes: &[u8]) -> u64 {
    let words = bytes.chunks(8).map(|chunk| {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        u64::from_le_bytes(word)
    });
    words.fold(0xcbf2_9ce4_8422_2325, |hash: u64, word| {
        (hash ^ word)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29)
    })
}

/// The name of a rule set's built-in distribution, in `src/core/solver/built_in/`.
pub fn distribution_file_name(rules: RuleSet) -> String {
    format!("distribution-{}-v{DISTRIBUTION_VERSION}.bin", rules.id())
}

/// The whole game's distribution under optimal play, built into the game: it depends on the
/// rules alone, takes a few KiB, and would cost seconds of a first start's CPU to compute. A
/// test computes each afresh and compares them byte for byte (`tests/it/solver_distribution.rs`).
pub fn built_in_distribution(rules: RuleSet) -> Option<ScoreDistribution> {
    let bytes: &[u8] = match rules {
        RuleSet::Yatzy => include_bytes!("built_in/distribution-yatzy-v3.bin"),
        RuleSet::Yacht => include_bytes!("built_in/distribution-yacht-v3.bin"),
        RuleSet::Yahtzee => include_bytes!("built_in/distribution-yahtzee-v3.bin"),
        RuleSet::Forced => include_bytes!("built_in/distribution-forced-v3.bin"),
    };
    decode_distribution(bytes, rules).ok()
}

pub fn encode(table: &Solution) -> Vec<u8> {
    encode_values((MAGIC, FORMAT_VERSION), table.rules(), &table.compact())
}

/// The distribution as values: the two rates, the number of band rows and the rows, then the
/// chance of each score.
pub fn encode_distribution(distribution: &ScoreDistribution) -> Vec<u8> {
    let mut values = vec![
        distribution.bonus_rate,
        distribution.five_of_a_kind_rate,
        distribution.bands.len() as f64,
    ];
    values.extend(distribution.bands.iter().flatten());
    values.push(distribution.box_means.len() as f64);
    values.extend(&distribution.box_means);
    values.extend(&distribution.probabilities);
    encode_values(
        (DISTRIBUTION_MAGIC, DISTRIBUTION_VERSION),
        distribution.rules,
        &values,
    )
}

/// The distribution stored in `bytes`, if they pass every check for `rules` and make a
/// distribution: chances between 0 and 1 that add up to 1.
pub fn decode_distribution(bytes: &[u8], rules: RuleSet) -> Result<ScoreDistribution, CacheError> {
    let values = decode_values(bytes, (DISTRIBUTION_MAGIC, DISTRIBUTION_VERSION), rules)?;
    let chance = |v: &f64| (0.0..=1.0).contains(v);
    let [bonus_rate, five_of_a_kind_rate, rows_given, rest @ ..] = values.as_slice() else {
        return Err(CacheError::WrongSize);
    };
    // One row per turn and one before the first.
    let rows = rules.categories().len() + 1;
    if *rows_given != rows as f64 || rest.len() < rows * BANDS.len() {
        return Err(CacheError::WrongSize);
    }
    let (bands, rest) = rest.split_at(rows * BANDS.len());
    let boxes = rules.categories().len();
    let [count, rest @ ..] = rest else {
        return Err(CacheError::WrongSize);
    };
    if *count != boxes as f64 || rest.len() < boxes {
        return Err(CacheError::WrongSize);
    }
    let (box_means, probabilities) = rest.split_at(boxes);
    let in_box = |(&category, mean): (&crate::core::rules::Category, &f64)| {
        (0.0..=f64::from(rules.max_box(category))).contains(mean)
    };
    if !rules.categories().iter().zip(box_means).all(in_box) {
        return Err(CacheError::NotADistribution);
    }
    let score = 0.0..=f64::from(rules.max_total());
    let total: f64 = probabilities.iter().sum();
    if !probabilities
        .iter()
        .chain([bonus_rate, five_of_a_kind_rate])
        .all(chance)
        || (total - 1.0).abs() > 1e-9
        || !bands.iter().all(|v| score.contains(v))
    {
        return Err(CacheError::NotADistribution);
    }
    Ok(ScoreDistribution {
        rules,
        probabilities: probabilities.to_vec(),
        bonus_rate: *bonus_rate,
        five_of_a_kind_rate: *five_of_a_kind_rate,
        bands: bands
            .chunks_exact(BANDS.len())
            .map(|row| std::array::from_fn(|i| row[i]))
            .collect(),
        box_means: box_means.to_vec(),
    })
}

/// What a file starts with: its kind, and the version of that kind's layout.
type Header = (&'static [u8; 8], u32);

fn encode_values((magic, version): Header, rules: RuleSet, values: &[f64]) -> Vec<u8> {
    let count = values.len();
    let values: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let rules = rules.id().as_bytes();
    let mut bytes = Vec::with_capacity(40 + rules.len() + values.len());
    bytes.extend_from_slice(magic);
    bytes.extend_from_slice(&version.to_le_bytes());
    bytes.push(rules.len() as u8);
    bytes.extend_from_slice(rules);
    bytes.extend_from_slice(&(count as u64).to_le_bytes());
    bytes.extend_from_slice(&checksum(&values).to_le_bytes());
    bytes.extend_from_slice(&values);
    bytes
}

/// The number in up to eight little-endian bytes.
fn little_endian(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .rev()
        .fold(0, |number, &byte| (number << 8) | u64::from(byte))
}

/// Why a cached table was not used: each check a file can fail.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CacheError {
    #[error("the file is truncated")]
    Truncated,
    #[error("not a yatzy solver table")]
    NotATable,
    #[error("format version {found}, expected {expected}")]
    Version { found: u32, expected: u32 },
    #[error("not a table for {}", .0.id())]
    OtherRules(RuleSet),
    #[error("the file has trailing bytes")]
    TrailingBytes,
    #[error("the checksum does not match")]
    Checksum,
    #[error("the table has the wrong size")]
    WrongSize,
    #[error("a value is no possible score")]
    ImpossibleValue,
    #[error("the chances do not make a distribution")]
    NotADistribution,
}

/// The table stored in `bytes`, if they pass every check for `rules`.
pub fn decode(bytes: &[u8], rules: RuleSet) -> Result<Solution, CacheError> {
    let values = decode_values(bytes, (MAGIC, FORMAT_VERSION), rules)?;
    // The checksum catches damage, not a file made to pass it: every value must be an
    // expected score still to come.
    let possible = 0.0..=f64::from(rules.max_total());
    if !values.iter().all(|value| possible.contains(value)) {
        return Err(CacheError::ImpossibleValue);
    }
    Solution::from_compact(rules, &values).ok_or(CacheError::WrongSize)
}

fn decode_values(
    bytes: &[u8],
    (magic, expected): Header,
    rules: RuleSet,
) -> Result<Vec<f64>, CacheError> {
    let mut rest = bytes;
    let mut take = |n: usize| -> Result<&[u8], CacheError> {
        if rest.len() < n {
            return Err(CacheError::Truncated);
        }
        let (head, tail) = rest.split_at(n);
        rest = tail;
        Ok(head)
    };
    if take(8)? != magic {
        return Err(CacheError::NotATable);
    }
    let found = little_endian(take(4)?) as u32;
    if found != expected {
        return Err(CacheError::Version { found, expected });
    }
    let name_length = usize::from(take(1)?[0]);
    if take(name_length)? != rules.id().as_bytes() {
        return Err(CacheError::OtherRules(rules));
    }
    let count = little_endian(take(8)?);
    let expected_checksum = little_endian(take(8)?);
    let length = usize::try_from(count)
        .ok()
        .and_then(|count| count.checked_mul(8))
        .ok_or(CacheError::WrongSize)?;
    let values = take(length)?;
    if !rest.is_empty() {
        return Err(CacheError::TrailingBytes);
    }
    if checksum(values) != expected_checksum {
        return Err(CacheError::Checksum);
    }
    Ok(values
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_made_to_pass_the_checksum_with_a_value_no_score_can_be_is_refused() {
        let table = Solution::solve(RuleSet::Forced, &mut |_| {});
        assert!(decode(&encode(&table), RuleSet::Forced).is_ok());
        for impossible in [f64::NAN, f64::INFINITY, -1.0, 1e9] {
            let mut values = table.compact();
            values[3] = impossible;
            let bytes = encode_values((MAGIC, FORMAT_VERSION), RuleSet::Forced, &values);
            assert_eq!(
                decode(&bytes, RuleSet::Forced).unwrap_err(),
                CacheError::ImpossibleValue,
                "{impossible}"
            );
        }
    }
}
