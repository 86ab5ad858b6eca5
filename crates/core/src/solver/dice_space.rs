//! The combinatorics of five dice, computed once: the 252 distinct rolls, the 462 keeps
//! (multisets of 0..=5 dice), how keeps grow and shrink by one die, and roll probabilities.
//!
//! Keeps are numbered so that the 252 five-dice keeps come first, in the same order as the
//! rolls: a roll's index is its keep's index, and roll values need no copying into keep values.

use std::sync::OnceLock;

use crate::rules::{DISTINCT_ROLLS, Dice};

/// Multisets of 0..=5 dice over six faces.
pub(super) const KEEPS: usize = 462;
/// Marks "no such keep" in the add/remove tables.
pub(super) const NONE: u16 = u16::MAX;

/// Counts per face, index 1..=6 (0 unused).
pub(super) type Counts = [u8; 7];

pub(super) struct DiceSpace {
    /// Face counts of every keep; the first 252 are the rolls.
    pub keeps: Vec<Counts>,
    /// Keep indices by size, for the recursions.
    pub by_size: [Vec<u16>; 6],
    /// `add[k][f-1]`: the keep with one more die showing f (NONE for five-dice keeps).
    pub add: Vec<[u16; 6]>,
    /// `remove` for the hot loop: the existing smaller keeps first, and how many there are.
    pub smaller: Vec<([u16; 6], usize)>,
    /// The order for the best-keep recursion: by size upwards (a keep needs the smaller ones
    /// first), and within a size by how many smaller keeps there are, so the inner loop runs
    /// the same number of times for long stretches and its branch is predicted.
    pub best_keep_order: Vec<u16>,
    /// The same recursion as steps for the hot loop: `best_keep_steps[size][count]` lists, in
    /// `best_keep_order`, each keep of that size with `count` smaller keeps, as the keep then
    /// its smaller keeps. A step's count is a constant, so its inner loop unrolls.
    pub best_keep_steps: [[Vec<[u16; 6]>; 6]; 6],
    /// For each roll, the keeps inside it other than all five, in the order the analysis
    /// lists them (so ties are broken the same way everywhere).
    pub proper_sub_keeps: Vec<Vec<u16>>,
    /// Each keep's place in the order [`sub_keeps`] lists keeps (by the count of ones, then
    /// of twos, ...): among keeps of equal value the bot takes the first in this order.
    pub lex_rank: Vec<u16>,
    /// The keep of each rank: the inverse of `lex_rank`.
    pub by_lex_rank: Vec<u16>,
    /// The probability of each roll when all five dice are rolled.
    pub roll_probability: Vec<f64>,
    /// Each roll as sorted dice.
    pub rolls: Vec<Dice>,
    /// Keep index by base-6 code of the counts.
    index_by_code: Vec<u16>,
}

fn code(counts: &Counts) -> usize {
    (1..=6).fold(0, |acc, face| acc * 6 + usize::from(counts[face]))
}

fn factorial(n: u8) -> f64 {
    (1..=u32::from(n)).map(f64::from).product()
}

/// `[k][f-1]`: the keep with one die showing f more (`more`) or less than keep k; NONE where
/// there is none (a sixth die, or no f to take away).
fn one_die_changed(keeps: &[Counts], index_by_code: &[u16], more: bool) -> Vec<[u16; 6]> {
    keeps
        .iter()
        .map(|counts| {
            std::array::from_fn(|f| {
                let mut next = *counts;
                if more {
                    next[f + 1] += 1;
                } else if next[f + 1] == 0 {
                    return NONE;
                } else {
                    next[f + 1] -= 1;
                }
                if next.iter().sum::<u8>() > 5 {
                    NONE
                } else {
                    index_by_code[code(&next)]
                }
            })
        })
        .collect()
}

/// The keeps of `keeps` that exist (not NONE) first, and how many there are.
fn existing_first(keeps: &[u16; 6]) -> ([u16; 6], usize) {
    let mut packed = [0u16; 6];
    let mut count = 0;
    for &k in keeps.iter().filter(|&&k| k != NONE) {
        packed[count] = k;
        count += 1;
    }
    (packed, count)
}

/// The roll of five dice with these counts, as sorted dice.
fn sorted_dice(counts: &Counts) -> Dice {
    let mut values = [0u8; 5];
    let mut faces =
        (1..=6u8).flat_map(|f| std::iter::repeat_n(f, usize::from(counts[usize::from(f)])));
    for value in &mut values {
        *value = faces.next().unwrap_or(1);
    }
    Dice::new(values).unwrap_or_else(|_| unreachable!("faces are 1..=6 by construction"))
}

/// The probability of rolling these counts with all five dice.
fn probability(counts: &Counts) -> f64 {
    // Multinomial: 5! / (n1! ... n6!) orderings, each of probability 6^-5.
    factorial(5) / counts[1..].iter().map(|&n| factorial(n)).product::<f64>() / 7776.0
}

impl DiceSpace {
    /// The shared instance.
    pub(super) fn get() -> &'static DiceSpace {
        static SPACE: OnceLock<DiceSpace> = OnceLock::new();
        SPACE.get_or_init(DiceSpace::build)
    }

    fn build() -> DiceSpace {
        // All count vectors of total 0..=5, five-dice ones first, then by decreasing size.
        let mut keeps: Vec<Counts> = Vec::with_capacity(KEEPS);
        for size in (0..=5u8).rev() {
            let mut counts = [0u8; 7];
            Self::enumerate(&mut counts, 1, size, &mut keeps);
        }
        let mut index_by_code = vec![NONE; 6usize.pow(6)];
        for (index, counts) in keeps.iter().enumerate() {
            index_by_code[code(counts)] = index as u16;
        }
        let add = one_die_changed(&keeps, &index_by_code, true);
        let smaller: Vec<([u16; 6], usize)> = one_die_changed(&keeps, &index_by_code, false)
            .iter()
            .map(existing_first)
            .collect();
        let mut by_size: [Vec<u16>; 6] = Default::default();
        for (index, counts) in keeps.iter().enumerate() {
            by_size[usize::from(counts.iter().sum::<u8>())].push(index as u16);
        }
        let rolls = keeps[..DISTINCT_ROLLS].iter().map(sorted_dice).collect();
        let roll_probability = keeps[..DISTINCT_ROLLS].iter().map(probability).collect();
        let mut best_keep_order: Vec<u16> = (0..KEEPS as u16).collect();
        best_keep_order.sort_by_key(|&k| {
            let size: u8 = keeps[usize::from(k)].iter().sum();
            (size, smaller[usize::from(k)].1, k)
        });
        let mut best_keep_steps: [[Vec<[u16; 6]>; 6]; 6] = Default::default();
        for &keep in &best_keep_order {
            let size: u8 = keeps[usize::from(keep)].iter().sum();
            let (inside, count) = &smaller[usize::from(keep)];
            let mut step = [keep; 6];
            step[1..=*count].copy_from_slice(&inside[..*count]);
            best_keep_steps[usize::from(size)][*count].push(step);
        }
        let mut lexicographic: Vec<u16> = (0..KEEPS as u16).collect();
        lexicographic.sort_by_key(|&k| keeps[usize::from(k)]);
        let mut lex_rank = vec![0; KEEPS];
        for (rank, &keep) in lexicographic.iter().enumerate() {
            lex_rank[usize::from(keep)] = rank as u16;
        }
        let proper_sub_keeps = keeps[..DISTINCT_ROLLS]
            .iter()
            .map(|counts| {
                sub_keeps(counts)
                    .iter()
                    .map(|keep| index_by_code[code(keep)])
                    .filter(|&k| usize::from(k) >= DISTINCT_ROLLS)
                    .collect()
            })
            .collect();
        DiceSpace {
            keeps,
            by_size,
            add,
            smaller,
            best_keep_order,
            best_keep_steps,
            proper_sub_keeps,
            lex_rank,
            by_lex_rank: lexicographic,
            roll_probability,
            rolls,
            index_by_code,
        }
    }

    fn enumerate(counts: &mut Counts, face: usize, left: u8, out: &mut Vec<Counts>) {
        if face == 6 {
            counts[6] = left;
            out.push(*counts);
            counts[6] = 0;
            return;
        }
        for n in (0..=left).rev() {
            counts[face] = n;
            Self::enumerate(counts, face + 1, left - n, out);
        }
        counts[face] = 0;
    }

    /// The keep (or roll, for five dice) with these counts.
    pub(super) fn index(&self, counts: &Counts) -> usize {
        usize::from(self.index_by_code[code(counts)])
    }

    /// The roll index of `dice`.
    pub(super) fn roll_index(&self, dice: &Dice) -> usize {
        // `code` of the counts, summed die by die: a die showing `face` adds 6^(6 - face).
        const WEIGHT: [u16; 7] = [0, 7776, 1296, 216, 36, 6, 1];
        let code: u16 = dice
            .values()
            .iter()
            .map(|&face| WEIGHT[usize::from(face)])
            .sum();
        usize::from(self.index_by_code[usize::from(code)])
    }
}

/// Every multiset inside `counts`, itself included.
pub(crate) fn sub_keeps(counts: &Counts) -> Vec<Counts> {
    let mut keeps = vec![[0u8; 7]];
    for face in 1..=6 {
        let mut grown = Vec::with_capacity(keeps.len() * (usize::from(counts[face]) + 1));
        for keep in &keeps {
            for n in 0..=counts[face] {
                let mut next = *keep;
                next[face] = n;
                grown.push(next);
            }
        }
        keeps = grown;
    }
    keeps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_252_rolls_first_and_462_keeps() {
        let space = DiceSpace::get();
        assert_eq!(space.keeps.len(), KEEPS);
        let size = |k: &Counts| k.iter().sum::<u8>();
        assert!(space.keeps[..252].iter().all(|k| size(k) == 5));
        assert!(space.keeps[252..].iter().all(|k| size(k) < 5));
        assert_eq!(
            space.by_size.iter().map(Vec::len).collect::<Vec<_>>(),
            [1, 6, 21, 56, 126, 252]
        );
        let total: f64 = space.roll_probability.iter().sum();
        assert!((total - 1.0).abs() < 1e-12);
        for (index, dice) in space.rolls.iter().enumerate() {
            assert_eq!(space.roll_index(dice), index);
            let mut reversed = dice.values();
            reversed.reverse();
            assert_eq!(space.roll_index(&Dice::new(reversed).unwrap()), index);
        }
        // 1-2-3-4-5 can be rolled in 120 orders; five sixes in one.
        let straight = space.roll_index(&"12345".parse().unwrap());
        // Every roll lists its keeps in the order of their ranks.
        for subs in &space.proper_sub_keeps {
            assert!(subs.windows(2).all(|w| {
                space.lex_rank[usize::from(w[0])] < space.lex_rank[usize::from(w[1])]
            }));
        }
        assert!((space.roll_probability[straight] - 120.0 / 7776.0).abs() < 1e-15);
    }

    #[test]
    fn the_best_keep_steps_take_every_keep_once_after_the_keeps_inside_it() {
        let space = DiceSpace::get();
        let size = |k: u16| space.keeps[usize::from(k)].iter().sum::<u8>();
        let mut seen = vec![false; KEEPS];
        for (keep_size, by_count) in space.best_keep_steps.iter().enumerate() {
            for (count, steps) in by_count.iter().enumerate() {
                for step in steps {
                    let keep = usize::from(step[0]);
                    assert!(!seen[keep], "keep {keep} listed twice");
                    seen[keep] = true;
                    assert_eq!(usize::from(size(step[0])), keep_size);
                    // Its smaller keeps: each one die less, all of them, done before it.
                    let counts = space.keeps[keep];
                    let faces = counts[1..].iter().filter(|&&n| n > 0).count();
                    assert_eq!(count, faces);
                    for &smaller in &step[1..=count] {
                        assert!(seen[usize::from(smaller)]);
                        assert_eq!(size(smaller) + 1, size(step[0]));
                        let inside = space.keeps[usize::from(smaller)];
                        assert!((1..=6).all(|face| inside[face] <= counts[face]));
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }
}
