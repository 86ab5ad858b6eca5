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

/// The table stored in `bytes`, if they pass every check for `rules`.
pub fn decode(bytes: &[u8], rules: RuleSet) -> Result<StrategyTable, String> {
    let mut rest = bytes;
    let mut take = |n: usize| -> Result<&[u8], String> {
        if rest.len() < n {
            return Err("the file is truncated".into());
        }
        let (head, tail) = rest.split_at(n);
        rest = tail;
        Ok(head)
    };
    if take(8)? != MAGIC {
        return Err("not a yatzy solver table".into());
    }
    let version = u32::from_le_bytes(take(4)?.try_into().map_err(|_| "bad header")?);
    if version != FORMAT_VERSION {
        return Err(format!(
            "format version {version}, expected {FORMAT_VERSION}"
        ));
    }
    let name_length = usize::from(take(1)?[0]);
    if take(name_length)? != rules.id().as_bytes() {
        return Err(format!("not a table for {}", rules.id()));
    }
    let count = u64::from_le_bytes(take(8)?.try_into().map_err(|_| "bad header")?);
    let expected_checksum = u64::from_le_bytes(take(8)?.try_into().map_err(|_| "bad header")?);
    let values = take(
        usize::try_from(count)
            .map_err(|_| "bad length")?
            .saturating_mul(8),
    )?;
    if !rest.is_empty() {
        return Err("the file has trailing bytes".into());
    }
    if checksum(values) != expected_checksum {
        return Err("the checksum does not match".into());
    }
    let values = values
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
        .collect();
    StrategyTable::from_values(rules, values).ok_or_else(|| "the table has the wrong size".into())
}
