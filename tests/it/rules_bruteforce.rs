//! The scorer against a deliberately naive definition, over all 7,776 ordered rolls.
//!
//! The naive side reads RULES.md literally and shares no code with `rules`: it looks at
//! subsets of dice positions ("two dice showing the same face") instead of face counts.

use proptest::prelude::*;
use yatzy::core::rules::{Category, Dice};

/// All ways to pick `k` distinct positions out of five.
fn subsets(k: usize) -> Vec<Vec<usize>> {
    (0u32..32)
        .filter(|mask| mask.count_ones() as usize == k)
        .map(|mask| (0..5).filter(|i| mask & (1 << i) != 0).collect())
        .collect()
}

fn all_same(d: &[u8; 5], positions: &[usize]) -> bool {
    positions.iter().all(|&i| d[i] == d[positions[0]])
}

fn sum_at(d: &[u8; 5], positions: &[usize]) -> u16 {
    positions.iter().map(|&i| u16::from(d[i])).sum()
}

/// The best sum of `k` dice showing one face, or 0.
fn best_group(d: &[u8; 5], k: usize) -> u16 {
    subsets(k)
        .iter()
        .filter(|s| all_same(d, s))
        .map(|s| sum_at(d, s))
        .max()
        .unwrap_or(0)
}

fn naive(category: Category, d: &[u8; 5]) -> u16 {
    let total: u16 = d.iter().map(|&v| u16::from(v)).sum();
    let mut sorted = *d;
    sorted.sort();
    match category {
        Category::Ones => d.iter().filter(|&&v| v == 1).count() as u16,
        Category::Twos => 2 * d.iter().filter(|&&v| v == 2).count() as u16,
        Category::Threes => 3 * d.iter().filter(|&&v| v == 3).count() as u16,
        Category::Fours => 4 * d.iter().filter(|&&v| v == 4).count() as u16,
        Category::Fives => 5 * d.iter().filter(|&&v| v == 5).count() as u16,
        Category::Sixes => 6 * d.iter().filter(|&&v| v == 6).count() as u16,
        Category::OnePair => best_group(d, 2),
        Category::TwoPairs => {
            // Two disjoint pairs of positions, each pair matching, the faces different.
            let mut best = 0;
            for a in subsets(2) {
                for b in subsets(2) {
                    let disjoint = a.iter().all(|i| !b.contains(i));
                    if disjoint && all_same(d, &a) && all_same(d, &b) && d[a[0]] != d[b[0]] {
                        best = best.max(sum_at(d, &a) + sum_at(d, &b));
                    }
                }
            }
            best
        }
        Category::ThreeOfAKind => best_group(d, 3),
        Category::FourOfAKind => best_group(d, 4),
        Category::SmallStraight => {
            if sorted == [1, 2, 3, 4, 5] {
                15
            } else {
                0
            }
        }
        Category::LargeStraight => {
            if sorted == [2, 3, 4, 5, 6] {
                20
            } else {
                0
            }
        }
        Category::FullHouse => {
            // Some three positions match, the other two match, and the faces differ.
            let is_full_house = subsets(3).iter().any(|three| {
                let rest: Vec<usize> = (0..5).filter(|i| !three.contains(i)).collect();
                all_same(d, three) && all_same(d, &rest) && d[three[0]] != d[rest[0]]
            });
            if is_full_house { total } else { 0 }
        }
        Category::Chance => total,
        Category::Yatzy => {
            if all_same(d, &[0, 1, 2, 3, 4]) {
                50
            } else {
                0
            }
        }
    }
}

#[test]
fn scorer_equals_the_naive_definition_for_every_ordered_roll_and_box() {
    let mut checked = 0;
    for dice in Dice::all_ordered() {
        for category in Category::ALL {
            assert_eq!(
                yatzy::core::rules::score(category, &dice),
                naive(category, &dice.values()),
                "{category} for {dice}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 7_776 * 15);
}

#[test]
fn there_are_7776_ordered_and_252_distinct_rolls() {
    assert_eq!(Dice::all_ordered().count(), 7_776);
    assert_eq!(
        Dice::all_distinct().count(),
        yatzy::core::rules::DISTINCT_ROLLS
    );
    let mut sorted: Vec<[u8; 5]> = Dice::all_ordered().map(|d| d.sorted()).collect();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 252);
}

proptest! {
    #[test]
    fn any_order_of_the_same_dice_scores_the_same(
        values in prop::array::uniform5(1u8..=6),
        rotation in 0usize..5,
        swap in (0usize..5, 0usize..5),
    ) {
        let mut shuffled = values;
        shuffled.rotate_left(rotation);
        shuffled.swap(swap.0, swap.1);
        let a = Dice::new(values).unwrap();
        let b = Dice::new(shuffled).unwrap();
        for category in Category::ALL {
            prop_assert_eq!(yatzy::core::rules::score(category, &a), yatzy::core::rules::score(category, &b));
        }
    }

    #[test]
    fn dice_text_round_trips(values in prop::array::uniform5(1u8..=6)) {
        let dice = Dice::new(values).unwrap();
        prop_assert_eq!(dice.to_string().parse::<Dice>(), Ok(dice));
    }
}
