//! The solver checked independently: a slow, plain solver that enumerates every ordered roll,
//! every keep as a set of dice positions and every re-roll outcome, on games with a few boxes
//! left; and the exact expected score of a whole game, pinned.

use std::collections::HashMap;
use std::sync::OnceLock;

use yatzy::rules::Category::{self, *};
use yatzy::rules::{Dice, RuleSet, ScoreCard};
use yatzy::solver::{Situation, StrategyTable, TurnValues};

fn table() -> &'static StrategyTable {
    static TABLE: OnceLock<StrategyTable> = OnceLock::new();
    TABLE.get_or_init(|| StrategyTable::solve(RuleSet::Yatzy, &mut |_| {}))
}

/// A card where every box but `open` is filled; Left boxes get `upper[face-1]` dice of their
/// face, Right boxes a 0.
fn card(open: &[Category], upper: [u8; 6]) -> ScoreCard {
    let mut card = ScoreCard::new(RuleSet::Yatzy);
    for category in Category::ALL.into_iter().filter(|c| !open.contains(c)) {
        let dice = match category.upper_face() {
            Some(face) => {
                let other = if face == 1 { 2 } else { 1 };
                let n = usize::from(upper[usize::from(face) - 1]);
                std::array::from_fn(|i| if i < n { face } else { other })
            }
            None => [1, 2, 3, 4, 6],
        };
        card.fill(category, &Dice::new(dice).unwrap()).unwrap();
    }
    card
}

/// The slow solver: expected points still to come, by brute force.
struct Slow {
    memo: HashMap<(Vec<Category>, u16), f64>,
}

/// Every ordered outcome of rolling `n` dice.
fn outcomes(n: usize) -> Vec<Vec<u8>> {
    (0..6usize.pow(n as u32))
        .map(|mut code| {
            (0..n)
                .map(|_| {
                    let face = (code % 6) as u8 + 1;
                    code /= 6;
                    face
                })
                .collect()
        })
        .collect()
}

fn sorted(mut dice: [u8; 5]) -> [u8; 5] {
    dice.sort();
    dice
}

impl Slow {
    fn future(&mut self, card: &ScoreCard) -> f64 {
        if card.is_complete() {
            return 0.0;
        }
        let key = (
            card.open_categories().collect::<Vec<_>>(),
            card.left_sum().min(63),
        );
        if let Some(&value) = self.memo.get(&key) {
            return value;
        }
        // Scoring a final roll: the best open box, counting the bonus through the card itself.
        let mut last: HashMap<[u8; 5], f64> = HashMap::new();
        for dice in Dice::all_distinct() {
            let best = card
                .open_categories()
                .map(|category| {
                    let mut next = card.clone();
                    next.fill(category, &dice).unwrap();
                    f64::from(next.total() - card.total()) + self.future(&next)
                })
                .fold(f64::NEG_INFINITY, f64::max);
            last.insert(dice.values(), best);
        }
        let second = Self::earlier(&last);
        let first = Self::earlier(&second);
        let value = outcomes(5)
            .iter()
            .map(|roll| first[&sorted([roll[0], roll[1], roll[2], roll[3], roll[4]])])
            .sum::<f64>()
            / 7776.0;
        self.memo.insert(key, value);
        value
    }

    /// The value of each roll one roll earlier: the best of stopping and of every set of dice
    /// positions to hold, averaging over every ordered re-roll of the others.
    fn earlier(later: &HashMap<[u8; 5], f64>) -> HashMap<[u8; 5], f64> {
        let rerolls: Vec<Vec<Vec<u8>>> = (0..=5).map(outcomes).collect();
        later
            .keys()
            .map(|&roll| {
                let mut best = later[&roll];
                for held in 0u32..32 {
                    let free: Vec<usize> = (0..5).filter(|i| held & (1 << i) == 0).collect();
                    let total: f64 = rerolls[free.len()]
                        .iter()
                        .map(|faces| {
                            let mut dice = roll;
                            for (&position, &face) in free.iter().zip(faces) {
                                dice[position] = face;
                            }
                            later[&sorted(dice)]
                        })
                        .sum();
                    best = best.max(total / rerolls[free.len()].len() as f64);
                }
                (roll, best)
            })
            .collect()
    }
}

fn fast(card: &ScoreCard) -> f64 {
    let situation = Situation::from(card);
    let turn = TurnValues::new(table(), &situation).unwrap();
    turn.expected_final() - f64::from(card.total())
}

fn check(open: &[Category], upper: [u8; 6]) {
    let card = card(open, upper);
    let slow = Slow {
        memo: HashMap::new(),
    }
    .future(&card);
    let fast = fast(&card);
    assert!(
        (slow - fast).abs() < 1e-9,
        "{open:?} upper {}: slow {slow} fast {fast}",
        card.left_sum()
    );
}

#[test]
fn one_box_left_yatzy() {
    check(&[Yatzy], [3, 3, 3, 3, 3, 3]);
    // 1 - (5/6)^... : the chance of five of a kind in three rolls, times 50.
    let card = card(&[Yatzy], [3; 6]);
    assert!(
        (fast(&card) - 50.0 * 0.046_028_643_0).abs() < 1e-6,
        "{}",
        fast(&card)
    );
}

#[test]
fn one_box_left_each_right_box() {
    for category in [
        OnePair,
        TwoPairs,
        ThreeOfAKind,
        FourOfAKind,
        SmallStraight,
        LargeStraight,
        FullHouse,
        Chance,
    ] {
        check(&[category], [3; 6]);
    }
}

#[test]
fn one_left_box_with_the_bonus_at_stake() {
    // 60 so far with Ones open: the bonus needs three ones.
    check(&[Ones], [0, 3, 3, 3, 3, 3]);
    // Sixes open with 45 from the rest: three sixes earn the bonus.
    check(&[Sixes], [3, 3, 3, 3, 3, 0]);
    // Already past the threshold, and out of reach.
    check(&[Fours], [5, 5, 5, 0, 5, 5]);
    check(&[Fours], [0, 0, 0, 0, 1, 1]);
}

#[test]
fn two_boxes_left() {
    check(&[Chance, Yatzy], [3; 6]);
    check(&[Sixes, OnePair], [3, 3, 3, 3, 3, 0]);
    check(&[TwoPairs, FullHouse], [2, 2, 2, 2, 2, 2]);
    check(&[Fives, Sixes], [3, 3, 3, 3, 0, 0]);
}

#[test]
fn three_boxes_left() {
    check(&[Ones, FourOfAKind, LargeStraight], [0, 3, 3, 3, 3, 3]);
    check(&[SmallStraight, LargeStraight, Chance], [4, 4, 4, 4, 4, 4]);
}

#[test]
fn the_expected_score_of_a_new_game_is_pinned() {
    // Computed by this solver and checked by the independent tests above and the simulation.
    let expected = table().expected_score();
    assert!((expected - 248.439_989).abs() < 1e-6, "{expected:.9}");
    assert_eq!(table().reachable_states(), 1_430_528);
    assert!(table().memory_bytes() <= 16 * 1024 * 1024);
}
