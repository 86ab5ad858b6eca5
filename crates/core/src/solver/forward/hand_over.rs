//! Handing a chunk's turns over to the next level: what each source passes on is added to
//! each next state, one task per next set of filled boxes, in a fixed order, so the sums are
//! the same whatever the thread count.

use rayon::prelude::*;

use super::super::model::Model;
use super::super::simd::widest;
use super::states::{MaskStates, NOTHING_WANTED};
use super::{FLAGGED, Passed, Transfer};

/// Adds what a chunk's states pass on to the next level's states, one task per next set of
/// filled boxes, each adding its parts in the chunk's order.
pub(super) fn hand_over(
    model: &Model,
    sources: &[(u32, Box<MaskStates>)],
    passed: &[Passed],
    next: &mut [Option<Box<MaskStates>>],
) {
    let flag = model.holds_50_flag();
    let mut parts: Vec<(u32, usize, usize)> = Vec::new();
    for (index, ((mask, _), passed)) in sources.iter().zip(passed).enumerate() {
        for (group_index, &(group, _)) in passed.groups.iter().enumerate() {
            let bit = u32::from(group % FLAGGED);
            let to = mask | (1 << bit) | if group >= FLAGGED { flag } else { 0 };
            parts.push((to, index, group_index));
        }
    }
    // Stable: each next set's parts stay in the chunk's order.
    parts.sort_by_key(|&(to, _, _)| to);
    let mut tasks: Vec<Task> = parts
        .chunk_by(|a, b| a.0 == b.0)
        .map(|group| {
            let to = group[0].0;
            let states = next[to as usize]
                .take()
                .unwrap_or_else(|| Box::new(MaskStates::new()));
            (to, states, group)
        })
        .collect();
    tasks.par_iter_mut().for_each(|(_, states, group)| {
        let parts: Vec<Part> = group
            .iter()
            .map(|&(_, index, group_index)| {
                let passed = &passed[index];
                let range = passed.groups[group_index].1.clone();
                Part {
                    from: &sources[index].1,
                    transfers: &passed.transfers[range],
                    kernels: &passed.kernels,
                }
            })
            .collect();
        add_parts(states, &parts);
    });
    for (to, states, _) in tasks {
        next[to as usize] = Some(states);
    }
}

/// A next set of filled boxes, its states, and its parts: (the set, the source's index in the
/// chunk, the group's index in what the source passed on).
type Task<'a> = (u32, Box<MaskStates>, &'a [(u32, usize, usize)]);

/// One source's transfers into one next set of filled boxes.
struct Part<'a> {
    from: &'a MaskStates,
    transfers: &'a [Transfer],
    kernels: &'a [f64],
}

fn add_parts(states: &mut MaskStates, parts: &[Part]) {
    widest(
        #[inline(always)]
        || add_parts_once(states, parts),
    );
}

#[inline(always)]
fn add_parts_once(states: &mut MaskStates, parts: &[Part]) {
    // First the range each next state needs, so that the states grow at most once.
    let mut wanted = NOTHING_WANTED;
    for part in parts {
        for t in part.transfers {
            let from = &part.from.lanes()[usize::from(t.source)];
            let low = from.offset() + t.points + t.extra;
            let high = low + from.len() + t.len - 1;
            let range = &mut wanted[usize::from(t.lane)];
            *range = (range.0.min(low), range.1.max(high));
        }
    }
    states.cover(&wanted);
    for part in parts {
        for t in part.transfers {
            let from = &part.from.lanes()[usize::from(t.source)];
            let from_chances = part.from.chances(from);
            let low = from.offset() + t.points + t.extra;
            // Covered just above (every source and ending holds at least one score), so never
            // `None`: a test build says so loudly rather than lose chances.
            let Some(to) = states.chances_from_mut(t.lane, low) else {
                debug_assert!(false, "lane {} not covered from {low}", t.lane);
                continue;
            };
            let kernel = &part.kernels[t.at as usize..][..usize::from(t.len)];
            for (i, &chance) in kernel.iter().enumerate() {
                if chance == 0.0 {
                    continue;
                }
                let slots = &mut to[i..][..from_chances.len()];
                for (slot, &p) in slots.iter_mut().zip(from_chances) {
                    *slot += chance * p;
                }
            }
        }
    }
}
