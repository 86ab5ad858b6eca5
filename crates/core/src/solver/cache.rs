//! The table on disk, and the score distributions built into the game: a header with a
//! format version, the rule set and a checksum, then the values. A file that fails any check
//! (an older format's included) is recomputed, never trusted.
//!
//! The table is kept compactly: one value per class of upper sums of each reachable state
//! ([`Solution::compact`]), so its size follows the classes of the reachable states (6.4 MiB
//! for Yatzy, 915 bytes for Forced Yatzy) and not the 2^15 x 64 slots of the table in memory.

use super::distribution::{BANDS, ScoreDistribution};
use super::future::{Future, FutureKey};
use super::table::Solution;
use crate::rules::{RuleSet, Section};

const MAGIC: &[u8; 8] = b"YATZYSOL";
const DISTRIBUTION_MAGIC: &[u8; 8] = b"YATZYDST";
const FUTURE_MAGIC: &[u8; 8] = b"YATZYFUT";
/// Bump when the table's meaning or layout changes (2: compact, one value per class; 3: upper
/// sums alike for the bonus in one class, so fewer classes).
pub const FORMAT_VERSION: u32 = 3;
/// Bump when the distribution's layout changes (2: each box's mean; 3: the header of the
/// table's format 2, with this version in it since), or the table's meaning.
pub(crate) const DISTRIBUTION_VERSION: u32 = 3;
/// Bump when a stored future's layout changes, or the table's meaning.
pub const FUTURE_VERSION: u32 = 1;

/// The cache file's name for a rule set.
pub fn file_name(rules: RuleSet) -> String {
    format!("solver-{}-v{FORMAT_VERSION}.bin", rules.id())
}

/// A hash of the bytes, eight at a time: each step (xor, multiply by an odd number, rotate)
/// is one-to-one, so any flipped bit changes the result; a truncation changes the count in
/// the header. About a cycle per eight bytes, where FNV-1a took one per byte.
fn checksum(bytes: &[u8]) -> u64 {
    let mut sum = Checksum::new();
    sum.update(bytes);
    sum.value()
}

/// [`checksum`] of bytes that come in pieces (a file written as it is computed): the same
/// value as for the bytes in one piece.
#[derive(Clone, Debug)]
pub struct Checksum {
    hash: u64,
    /// Bytes of a word not complete yet.
    pending: [u8; 8],
    pending_len: usize,
}

impl Default for Checksum {
    fn default() -> Self {
        Self::new()
    }
}

impl Checksum {
    pub fn new() -> Checksum {
        Checksum {
            hash: 0xcbf2_9ce4_8422_2325,
            pending: [0; 8],
            pending_len: 0,
        }
    }

    fn word(&mut self, word: u64) {
        self.hash = (self.hash ^ word)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29);
    }

    pub fn update(&mut self, mut bytes: &[u8]) {
        if self.pending_len > 0 {
            let take = (8 - self.pending_len).min(bytes.len());
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&bytes[..take]);
            self.pending_len += take;
            bytes = &bytes[take..];
            if self.pending_len < 8 {
                return;
            }
            self.word(u64::from_le_bytes(self.pending));
            self.pending_len = 0;
        }
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.word(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
    }

    /// The checksum of everything so far (a last partial word padded with zeros).
    pub fn value(&self) -> u64 {
        let mut done = self.clone();
        if done.pending_len > 0 {
            let mut word = [0u8; 8];
            word[..done.pending_len].copy_from_slice(&done.pending[..done.pending_len]);
            done.word(u64::from_le_bytes(word));
        }
        done.hash
    }
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
    encode_values(
        (DISTRIBUTION_MAGIC, DISTRIBUTION_VERSION),
        distribution.rules,
        &distribution_values(distribution),
    )
}

/// Where a stored future lives in the cache directory: a folder per format version and rule
/// set, a file per state and Left Section class (the futures stored are of the expected
/// score's table only).
pub fn future_file_name(key: &FutureKey) -> String {
    format!(
        "futures-v{FUTURE_VERSION}/{}/{:x}-{}.bin",
        key.rules.id(),
        key.state,
        key.lane
    )
}

/// A future as values: its key (state, Left Section class, risk appetite), how far it moves
/// exactly, then its distribution as [`encode_distribution`] lays one out.
pub fn encode_future(future: &Future) -> Vec<u8> {
    let key = &future.key;
    let mut values = vec![
        f64::from(key.state),
        f64::from(key.lane),
        f64::from_bits(key.risk),
        f64::from(future.shift_limit),
    ];
    values.extend(distribution_values(&future.to_come));
    encode_values((FUTURE_MAGIC, FUTURE_VERSION), key.rules, &values)
}

/// The future stored in `bytes`, if they pass every check for `key`: the key itself, and a
/// distribution of what a state with that many boxes filled can still score.
pub(crate) fn decode_future(bytes: &[u8], key: FutureKey) -> Result<Future, CacheError> {
    let values = decode_values(bytes, (FUTURE_MAGIC, FUTURE_VERSION), key.rules)?;
    let [state, lane, risk, shift_limit, rest @ ..] = values.as_slice() else {
        return Err(CacheError::WrongSize);
    };
    if *state != f64::from(key.state) || *lane != f64::from(key.lane) || risk.to_bits() != key.risk
    {
        return Err(CacheError::NotADistribution);
    }
    if !(0.0..=f64::from(u16::MAX)).contains(shift_limit) || shift_limit.fract() != 0.0 {
        return Err(CacheError::ImpossibleValue);
    }
    let rows = key.rules.categories().len() - key.filled() + 1;
    let to_come = distribution_from_values(rest, key.rules, rows)?;
    Ok(Future {
        key,
        to_come,
        shift_limit: *shift_limit as u16,
    })
}

fn distribution_values(distribution: &ScoreDistribution) -> Vec<f64> {
    let mut values = vec![
        distribution.bonus_rate,
        distribution.five_of_a_kind_rate,
        distribution.bands.len() as f64,
    ];
    values.extend(distribution.bands.iter().flatten());
    values.push(distribution.box_means.len() as f64);
    values.extend(&distribution.box_means);
    values.extend(&distribution.probabilities);
    values
}

/// The distribution stored in `bytes`, if they pass every check for `rules` and make a
/// distribution: chances between 0 and 1 that add up to 1.
pub(crate) fn decode_distribution(
    bytes: &[u8],
    rules: RuleSet,
) -> Result<ScoreDistribution, CacheError> {
    let values = decode_values(bytes, (DISTRIBUTION_MAGIC, DISTRIBUTION_VERSION), rules)?;
    // One row per turn and one before the first.
    distribution_from_values(&values, rules, rules.categories().len() + 1)
}

/// The distribution laid out in `values` with `rows` rows of bands, if it is one: chances
/// between 0 and 1 that add up to 1, box means and bands within what the card holds.
fn distribution_from_values(
    values: &[f64],
    rules: RuleSet,
    rows: usize,
) -> Result<ScoreDistribution, CacheError> {
    let chance = |v: &f64| (0.0..=1.0).contains(v);
    let [bonus_rate, five_of_a_kind_rate, rows_given, rest @ ..] = values else {
        return Err(CacheError::WrongSize);
    };
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
    let in_box = |(&category, mean): (&crate::rules::Category, &f64)| {
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
    #[error("the expected score of a new game is not the rule set's")]
    WrongExpectedScore,
    #[error("a value is more than its position can still score")]
    BeyondReach,
    #[error("the chances do not make a distribution")]
    NotADistribution,
    #[error("a chance is outside 0 to 1, or grows with the points needed")]
    NotAChance,
    #[error("the chances of the last turn are not the rule set's")]
    WrongLastTurn,
}

/// How far a value read may be from what it is known to be: far above a solve's rounding (the
/// built-in distribution's mean and a fresh solve's start agree to 1e-9), far below any
/// difference a player would see.
pub(crate) const TOLERANCE: f64 = 1e-6;

/// The table stored in `bytes`, if they pass every check for `rules`.
pub fn decode(bytes: &[u8], rules: RuleSet) -> Result<Solution, CacheError> {
    let values = decode_values(bytes, (MAGIC, FORMAT_VERSION), rules)?;
    // The checksum catches damage, not a file made to pass it: every value must be an
    // expected score still to come, ...
    let possible = 0.0..=f64::from(rules.max_total());
    if !values.iter().all(|value| possible.contains(value)) {
        return Err(CacheError::ImpossibleValue);
    }
    let table = Solution::from_compact(rules, &values).ok_or(CacheError::WrongSize)?;
    // ... and what it means: the start's is the rule set's expected score, and none is more
    // than its position can still score (a forged start of 374 was shown as the optimal
    // expected score, and a hint above what its position could score).
    check_start(&table)?;
    check_within_reach(&table, &values)?;
    Ok(table)
}

/// The start's value (an empty card, upper sum 0) must be the rule set's expected score as the
/// game knows it apart from any file: the mean of its built-in distribution, which the tests
/// compute afresh (and compare with a fresh solve's start to 1e-9).
fn check_start(table: &Solution) -> Result<(), CacheError> {
    // The built-in distributions are part of the program and decoded by the tests; were one
    // unusable, there would be nothing to compare with (the other checks still hold).
    let Some(known) = built_in_distribution(table.rules()) else {
        return Ok(());
    };
    if (table.expected_score() - known.mean()).abs() <= TOLERANCE {
        Ok(())
    } else {
        Err(CacheError::WrongExpectedScore)
    }
}

/// Every value must be at most the most its state can still score: each open box at its best
/// ([`RuleSet::max_box`], Joker values included), the Left Section bonus where it is not
/// earned yet and the open Left boxes can still reach it, and where five of a kind earns a
/// bonus (Yacht, Yahtzee) one with every turn left once the five-of-a-kind box holds 50, or
/// every turn but the one that fills it while it is open. A bound, not the value, and sound
/// for every sum of a class as for its least (the bonus is in reach from all of them or from
/// none): so one pass over the file's values, in their order (about 3 ms for Yatzy's, on a
/// decode of about 7).
fn check_within_reach(table: &Solution, compact: &[f64]) -> Result<(), CacheError> {
    let model = &table.model;
    let rules = model.rules;
    let full = model.full_mask();
    let best: Vec<u32> = model
        .categories
        .iter()
        .map(|&category| u32::from(rules.max_box(category)))
        .collect();
    let left: Vec<bool> = model
        .categories
        .iter()
        .map(|category| category.section() == Section::Left)
        .collect();
    let threshold = u32::from(model.threshold);
    let bonus = f64::from(model.bonus);
    // The state of the last value seen, the most its boxes and five-of-a-kind bonuses can
    // still give, and the least upper sum from which the open Left boxes reach the bonus.
    let mut current = None;
    let (mut most, mut bonus_from) = (0.0, 0);
    for ((state, upper), &value) in Solution::compact_slots(model).zip(compact) {
        if current != Some(state) {
            current = Some(state);
            let open = !state & full;
            let (mut boxes, mut left_to_come) = (0, 0);
            let mut bits = open;
            while bits != 0 {
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                boxes += best[bit];
                if left[bit] {
                    left_to_come += best[bit];
                }
            }
            let turns = open.count_ones();
            let five_of_a_kind_bonuses = match model.joker_box {
                Some(_) if state & model.holds_50_flag() != 0 => turns,
                Some(bit) if open & (1 << bit) != 0 => turns - 1,
                _ => 0,
            };
            most =
                f64::from(boxes + five_of_a_kind_bonuses * u32::from(rules.five_of_a_kind_bonus()));
            bonus_from = threshold.saturating_sub(left_to_come);
        }
        let upper = u32::from(upper);
        let bonus_in_reach = (bonus_from..threshold).contains(&upper);
        let most = if bonus_in_reach { most + bonus } else { most };
        if value > most + TOLERANCE {
            return Err(CacheError::BeyondReach);
        }
    }
    Ok(())
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
    use super::super::model::{Model, UPPER_LANES};
    use super::*;
    use crate::rules::Category;

    /// A table of `rules` passing the checksum and the range: every value 0 but the start's,
    /// which is `start`. Made without a solve, so every rule set's is cheap.
    fn blank(rules: RuleSet, start: f64) -> Solution {
        let model = Model::new(rules);
        let zeros = vec![0.0; model.state_count() * UPPER_LANES];
        let mut compact = Solution {
            model,
            values: zeros,
        }
        .compact();
        compact[0] = start;
        Solution::from_compact(rules, &compact).unwrap()
    }

    /// `blank` with the rule set's expected score at the start, as its built-in distribution
    /// says.
    fn blank_with_the_right_start(rules: RuleSet) -> Solution {
        blank(rules, built_in_distribution(rules).unwrap().mean())
    }

    /// The state with every box of `rules` filled but `open`, the five-of-a-kind box holding
    /// 50 when `holds_50`.
    fn all_filled_but(rules: RuleSet, open: &[Category], holds_50: bool) -> u32 {
        let model = Model::new(rules);
        let filled = rules
            .categories()
            .iter()
            .enumerate()
            .filter(|(_, c)| !open.contains(c))
            .fold(0, |state, (bit, _)| state | 1 << bit);
        if holds_50 {
            filled | model.holds_50_flag()
        } else {
            filled
        }
    }

    /// `table` with `value` for the upper sums `uppers` of `state` (sums it cannot have
    /// left out), written and read back as a cache file.
    fn with_value(
        mut table: Solution,
        state: u32,
        uppers: std::ops::RangeInclusive<usize>,
        value: f64,
    ) -> Result<Solution, CacheError> {
        let rules = table.rules();
        let row = &mut table.values[state as usize * UPPER_LANES..][..UPPER_LANES];
        for upper in uppers {
            if !row[upper].is_nan() {
                row[upper] = value;
            }
        }
        decode(&encode(&table), rules)
    }

    #[test]
    fn a_table_made_to_pass_the_checksum_with_a_start_that_is_not_the_expected_score_is_refused() {
        let table = Solution::solve(RuleSet::Forced, &mut |_| {});
        let genuine = table.compact();
        // The forged table of issue #38 started at 374, the most a game can score; a start
        // a thousandth off is as wrong.
        for start in [374.0, table.expected_score() + 0.001, 0.0] {
            let mut values = genuine.clone();
            values[0] = start;
            let bytes = encode_values((MAGIC, FORMAT_VERSION), RuleSet::Forced, &values);
            assert_eq!(
                decode(&bytes, RuleSet::Forced).unwrap_err(),
                CacheError::WrongExpectedScore,
                "{start}"
            );
        }
        // Whatever the rule set, a start of 0 is not its expected score.
        for rules in RuleSet::ALL {
            assert_eq!(
                decode(&encode(&blank(rules, 0.0)), rules).unwrap_err(),
                CacheError::WrongExpectedScore,
                "{rules}"
            );
            assert!(decode(&encode(&blank_with_the_right_start(rules)), rules).is_ok());
        }
    }

    #[test]
    fn a_value_above_what_its_position_can_still_score_is_refused() {
        use Category::*;
        let forced = Solution::solve(RuleSet::Forced, &mut |_| {});
        // Only the Yatzy box left, the Left Section done: 50 at the most.
        let last_turn = all_filled_but(RuleSet::Forced, &[Yatzy], false);
        assert!(with_value(forced, last_turn, 0..=63, 50.0).is_ok());
        let forced = Solution::solve(RuleSet::Forced, &mut |_| {});
        assert_eq!(
            with_value(forced, last_turn, 0..=63, 51.0).unwrap_err(),
            CacheError::BeyondReach
        );

        for rules in RuleSet::ALL.into_iter().filter(|r| !r.in_order()) {
            let table = || blank_with_the_right_start(rules);
            let check = |state, uppers: std::ops::RangeInclusive<usize>, most: f64| {
                let label = format!("{rules}, state {state:b}, upper sums {uppers:?}");
                assert!(
                    with_value(table(), state, uppers.clone(), most).is_ok(),
                    "{label}"
                );
                assert_eq!(
                    with_value(table(), state, uppers, most + 0.5).unwrap_err(),
                    CacheError::BeyondReach,
                    "{label}"
                );
            };
            let bonus = f64::from(rules.upper_bonus().points);
            // Only Chance left: 30 at the most (five sixes).
            check(all_filled_but(rules, &[Chance], false), 0..=63, 30.0);
            // Only the Sixes left: 30, and the bonus from a sum of 33 on (33 + 30 = 63), not
            // from 32 or less, nor once it is earned (63).
            let sixes = all_filled_but(rules, &[Sixes], false);
            check(sixes, 0..=32, 30.0);
            check(sixes, 33..=38, 30.0 + bonus);
            check(sixes, 63..=63, 30.0);
            if rules.has_joker() {
                // With the five-of-a-kind box holding 50, the last turn's five of a kind
                // earns the bonus of 100 on top of Chance's 30; ...
                check(all_filled_but(rules, &[Chance], true), 0..=63, 130.0);
                // ... with it open, one turn may fill it (50) and the other earn 100 with
                // Chance's 30.
                check(
                    all_filled_but(rules, &[Chance, Yatzy], false),
                    0..=63,
                    180.0,
                );
            }
        }
    }

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
