//! The table on disk: a header with a format version, the rule set and a checksum, then the
//! values. A file that fails any check is recomputed, never trusted.

use super::table::StrategyTable;
use crate::rules::RuleSet;

const MAGIC: &[u8; 8] = b"YATZYSOL";
/// Bump when the table's meaning or layout changes.
pub const FORMAT_VERSION: u32 = 1;

/// The cache file's name for a rule set.
pub fn file_name(rules: RuleSet) -> String {
    format!("solver-{}-v{FORMAT_VERSION}.bin", rules.id())
}

/// FNV-1a over the bytes: cheap, and any flipped bit or truncation changes it.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

pub fn encode(table: &StrategyTable) -> Vec<u8> {
    let values: Vec<u8> = table.values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let rules = table.rules().id().as_bytes();
    let mut bytes = Vec::with_capacity(40 + rules.len() + values.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    bytes.push(rules.len() as u8);
    bytes.extend_from_slice(rules);
    bytes.extend_from_slice(&(table.values.len() as u64).to_le_bytes());
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
    #[error("format version {0}, expected {FORMAT_VERSION}")]
    Version(u32),
    #[error("not a table for {}", .0.id())]
    OtherRules(RuleSet),
    #[error("the file has trailing bytes")]
    TrailingBytes,
    #[error("the checksum does not match")]
    Checksum,
    #[error("the table has the wrong size")]
    WrongSize,
}

/// The table stored in `bytes`, if they pass every check for `rules`.
pub fn decode(bytes: &[u8], rules: RuleSet) -> Result<StrategyTable, CacheError> {
    let mut rest = bytes;
    let mut take = |n: usize| -> Result<&[u8], CacheError> {
        if rest.len() < n {
            return Err(CacheError::Truncated);
        }
        let (head, tail) = rest.split_at(n);
        rest = tail;
        Ok(head)
    };
    if take(8)? != MAGIC {
        return Err(CacheError::NotATable);
    }
    let version = little_endian(take(4)?) as u32;
    if version != FORMAT_VERSION {
        return Err(CacheError::Version(version));
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
    let values = values
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
        .collect();
    StrategyTable::from_values(rules, values).ok_or(CacheError::WrongSize)
}
