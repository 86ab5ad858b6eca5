//! The goal table as a file, written as it is computed: a header, the chances as f32 level
//! after level, the rows' index, and a footer with the counts and a checksum of all before it.
//! The core only lays out and checks the bytes; the session writes and maps them.

use super::Span;
use crate::rules::RuleSet;
use crate::solver::cache::{CacheError, Checksum};

const MAGIC: &[u8; 8] = b"YATZYGOL";
/// Bump when the layout or the meaning of the chances changes.
pub const GOAL_VERSION: u32 = 1;
/// The header's size: the magic, the version, four bytes of padding and the rule set's id in
/// sixteen. A multiple of four, so the f32 after it are aligned where the file is mapped.
pub const HEADER_BYTES: usize = 32;
const INDEX_ENTRY: usize = 14;

/// The cache file's name for a rule set's goal table.
pub fn goal_file_name(rules: RuleSet) -> String {
    format!("goal-{}-v{GOAL_VERSION}.bin", rules.id())
}

/// The header of `rules`' goal table.
pub fn goal_header(rules: RuleSet) -> [u8; HEADER_BYTES] {
    let mut header = [0u8; HEADER_BYTES];
    header[..8].copy_from_slice(MAGIC);
    header[8..12].copy_from_slice(&GOAL_VERSION.to_le_bytes());
    let id = rules.id().as_bytes();
    header[16..16 + id.len().min(16)].copy_from_slice(&id[..id.len().min(16)]);
    header
}

/// What follows the chances: each slot's row (its offset among the chances, its certain
/// points needed and its length), then the footer. `checksum` holds the header's and the
/// chances' bytes; the index is added to it.
pub fn goal_trailer(spans: &[Span], values: u64, mut checksum: Checksum) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(spans.len() * INDEX_ENTRY + FOOTER_BYTES);
    for span in spans {
        bytes.extend_from_slice(&span.offset.to_le_bytes());
        bytes.extend_from_slice(&span.ones.to_le_bytes());
        bytes.extend_from_slice(&span.len.to_le_bytes());
    }
    checksum.update(&bytes);
    bytes.extend_from_slice(&(spans.len() as u64).to_le_bytes());
    bytes.extend_from_slice(&values.to_le_bytes());
    bytes.extend_from_slice(&checksum.value().to_le_bytes());
    bytes.extend_from_slice(MAGIC);
    bytes
}

/// The size of the footer, at the file's end.
pub const FOOTER_BYTES: usize = 32;

/// What a goal file's footer says, once it fits its header and length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GoalFooter {
    pub slots: u64,
    pub values: u64,
    checksum: u64,
}

/// Checks a goal file's `header` and `footer` (its first [`HEADER_BYTES`] and last
/// [`FOOTER_BYTES`]) against `rules` and the file's length `file_len`.
pub fn goal_footer(
    rules: RuleSet,
    header: &[u8],
    footer: &[u8],
    file_len: u64,
) -> Result<GoalFooter, CacheError> {
    if header.len() < HEADER_BYTES
        || footer.len() < FOOTER_BYTES
        || file_len < (HEADER_BYTES + FOOTER_BYTES) as u64
    {
        return Err(CacheError::Truncated);
    }
    if &header[..8] != MAGIC || &footer[24..32] != MAGIC {
        return Err(CacheError::NotATable);
    }
    let version = u32::from_le_bytes(word(&header[8..12]));
    if version != GOAL_VERSION {
        return Err(CacheError::Version {
            found: version,
            expected: GOAL_VERSION,
        });
    }
    if header[..HEADER_BYTES] != goal_header(rules) {
        return Err(CacheError::NotATable);
    }
    let found = GoalFooter {
        slots: u64::from_le_bytes(word(&footer[..8])),
        values: u64::from_le_bytes(word(&footer[8..16])),
        checksum: u64::from_le_bytes(word(&footer[16..24])),
    };
    let expected = found
        .slots
        .checked_mul(INDEX_ENTRY as u64)
        .zip(found.values.checked_mul(4))
        .and_then(|(index, values)| index.checked_add(values))
        .and_then(|n| n.checked_add((HEADER_BYTES + FOOTER_BYTES) as u64));
    match expected {
        Some(n) if n == file_len => Ok(found),
        Some(n) if n > file_len => Err(CacheError::Truncated),
        _ => Err(CacheError::WrongSize),
    }
}

impl GoalFooter {
    /// Where the index starts: after the header and the chances.
    pub fn index_at(&self) -> u64 {
        HEADER_BYTES as u64 + self.values * 4
    }

    /// The bytes the checksum covers: all but the footer.
    pub fn body_len(&self) -> u64 {
        self.index_at() + self.slots * INDEX_ENTRY as u64
    }

    /// Whether `checksum` (of the first [`GoalFooter::body_len`] bytes) is the stored one.
    pub fn check(&self, checksum: &Checksum) -> Result<(), CacheError> {
        if checksum.value() == self.checksum {
            Ok(())
        } else {
            Err(CacheError::Checksum)
        }
    }

    /// The rows of the index's bytes.
    pub fn spans(&self, index: &[u8]) -> Result<Vec<Span>, CacheError> {
        if index.len() as u64 != self.slots * INDEX_ENTRY as u64 {
            return Err(CacheError::WrongSize);
        }
        Ok(index
            .chunks_exact(INDEX_ENTRY)
            .map(|entry| Span {
                offset: u64::from_le_bytes(word(&entry[..8])),
                ones: u16::from_le_bytes(word(&entry[8..10])),
                len: u32::from_le_bytes(word(&entry[10..14])),
            })
            .collect())
    }
}

/// A whole goal file in memory: its rows and chances, if its form passes every check (what
/// the chances mean is checked by [`super::GoalTable::from_stored`]).
pub fn goal_layout(bytes: &[u8], rules: RuleSet) -> Result<(Vec<Span>, Vec<f32>), CacheError> {
    let length = bytes.len();
    let header = &bytes[..HEADER_BYTES.min(length)];
    let footer = &bytes[length.saturating_sub(FOOTER_BYTES)..];
    let found = goal_footer(rules, header, footer, length as u64)?;
    let mut checksum = Checksum::new();
    checksum.update(&bytes[..found.body_len() as usize]);
    found.check(&checksum)?;
    let spans = found.spans(&bytes[found.index_at() as usize..found.body_len() as usize])?;
    let values = bytes[HEADER_BYTES..found.index_at() as usize]
        .chunks_exact(4)
        .map(|chunk| f32::from_le_bytes(word(chunk)))
        .collect();
    Ok((spans, values))
}

/// The first `N` bytes of `bytes`, which the caller has sized.
fn word<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    out.copy_from_slice(&bytes[..N]);
    out
}
