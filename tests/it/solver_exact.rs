//! The solver checked independently: a slow, plain solver that enumerates every ordered roll,
//! every keep as a set of dice positions and every re-roll outcome, on games with a few boxes
//! left; and the exact expected score of a whole game, pinned.

use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use yatzy::core::rules::Category::{self, *};
use yatzy::core::rules::{Dice, RuleSet, ScoreCard};
use yatzy::core::solver::{Situation, Solution, TurnValues};

fn table() -> &'static Solution {
    table_for(RuleSet::Yatzy)
}

fn table_for(rules: RuleSet) -> &'static Solution {
    static TABLES: [OnceLock<Solution>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    let index = RuleSet::ALL.iter().position(|&r| r == rules).unwrap();
    TABLES[index].get_or_init(|| Solution::solve(rules, &mut |_| {}))
}

/// A card where every box but `open` is filled; Left boxes get `upper[face-1]` dice of their
/// face, Right boxes a 0.
fn card(open: &[Category], upper: [u8; 6]) -> ScoreCard {
    crate::common::card_for(RuleSet::Yatzy, open, upper, None)
}

/// The slow solver: expected points still to come, by brute force.
struct Slow {
    memo: HashMap<(Vec<Category>, u16, bool), f64>,
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

/// Where each roll can go: for every sorted roll and every set of dice positions held, how
/// many of the ordered re-rolls of the other positions give each sorted roll. Counted once by
/// enumerating every ordered re-roll (6^free of them), so that each state's steps are sums
/// over a few hundred rolls rather than thousands of re-rolls.
struct Rolls {
    /// The 252 sorted rolls.
    all: Vec<[u8; 5]>,
    /// `moves[roll][held]`: where a roll goes with those dice held.
    moves: Vec<Vec<Move>>,
}

/// Each next roll with the ordered re-rolls that give it, and their total.
type Move = (Vec<(usize, u32)>, u32);

fn rolls() -> &'static Rolls {
    static ROLLS: OnceLock<Rolls> = OnceLock::new();
    ROLLS.get_or_init(|| {
        let all: Vec<[u8; 5]> = Dice::all_distinct().map(|dice| dice.values()).collect();
        let index: HashMap<[u8; 5], usize> =
            all.iter().enumerate().map(|(i, &roll)| (roll, i)).collect();
        let rerolls: Vec<Vec<Vec<u8>>> = (0..=5).map(outcomes).collect();
        let moves = all
            .iter()
            .map(|&roll| {
                (0u32..32)
                    .map(|held| {
                        let free: Vec<usize> = (0..5).filter(|i| held & (1 << i) == 0).collect();
                        let mut counts: BTreeMap<usize, u32> = BTreeMap::new();
                        for faces in &rerolls[free.len()] {
                            let mut dice = roll;
                            for (&position, &face) in free.iter().zip(faces) {
                                dice[position] = face;
                            }
                            *counts.entry(index[&sorted(dice)]).or_default() += 1;
                        }
                        (
                            counts.into_iter().collect(),
                            rerolls[free.len()].len() as u32,
                        )
                    })
                    .collect()
            })
            .collect();
        Rolls { all, moves }
    })
}

/// The mean of `values` over the rolls a move leads to.
fn mean(values: &[f64], (next, total): &Move) -> f64 {
    next.iter()
        .map(|&(roll, count)| f64::from(count) * values[roll])
        .sum::<f64>()
        / f64::from(*total)
}

impl Slow {
    fn future(&mut self, card: &ScoreCard) -> f64 {
        if card.is_complete() {
            return 0.0;
        }
        // The state: open boxes, the upper sum, and whether the five box holds 50.
        let key = (
            card.open_categories().collect::<Vec<_>>(),
            card.left_sum().min(63),
            card.get(Yatzy) == Some(50),
        );
        if let Some(&value) = self.memo.get(&key) {
            return value;
        }
        // Scoring a final roll: the best open box, counting the bonus through the card itself.
        let rolls = rolls();
        let last: Vec<f64> = rolls
            .all
            .iter()
            .map(|&roll| {
                let dice = Dice::new(roll).unwrap();
                // Only where the card allows (the Joker rules), counting every bonus via the total.
                card.placements(&dice)
                    .into_iter()
                    .map(|placement| {
                        let mut next = card.clone();
                        next.fill(placement.category, &dice).unwrap();
                        f64::from(next.total() - card.total()) + self.future(&next)
                    })
                    .fold(f64::NEG_INFINITY, f64::max)
            })
            .collect();
        let second = Self::earlier(&last);
        let first = Self::earlier(&second);
        // The first roll: all five dice thrown, from any roll.
        let value = mean(&first, &rolls.moves[0][0]);
        self.memo.insert(key, value);
        value
    }

    /// The value of each roll one roll earlier: the best of stopping and of every set of dice
    /// positions to hold, averaging over every ordered re-roll of the others.
    fn earlier(later: &[f64]) -> Vec<f64> {
        rolls()
            .moves
            .iter()
            .zip(later)
            .map(|(moves, &stop)| moves.iter().map(|m| mean(later, m)).fold(stop, f64::max))
            .collect()
    }
}

fn fast(card: &ScoreCard) -> f64 {
    let situation = Situation::from(card);
    let turn = TurnValues::new(table_for(card.rules()), &situation).unwrap();
    turn.expected_final() - f64::from(card.total())
}

fn check(open: &[Category], upper: [u8; 6]) {
    check_card(card(open, upper));
}

fn check_card(card: ScoreCard) {
    let open: Vec<Category> = card.open_categories().collect();
    let slow = Slow {
        memo: HashMap::new(),
    }
    .future(&card);
    let fast = fast(&card);
    assert!(
        (slow - fast).abs() < 1e-9,
        "{} {open:?} upper {} five box {:?}: slow {slow} fast {fast}",
        card.rules(),
        card.left_sum(),
        card.get(Yatzy)
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

#[test]
fn yacht_and_yahtzee_reduced_games_through_every_joker_path() {
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        // The five-of-a-kind box open: forced there (Yacht) or free (Yahtzee).
        check_card(crate::common::card_for(
            rules,
            &[Yatzy, FullHouse],
            [3; 6],
            None,
        ));
        // Holding 50: bonuses, the numbers box first, then the Joker.
        check_card(crate::common::card_for(
            rules,
            &[Fives, FullHouse],
            [3; 6],
            Some(50),
        ));
        check_card(crate::common::card_for(
            rules,
            &[LargeStraight, SmallStraight],
            [3; 6],
            Some(50),
        ));
        check_card(crate::common::card_for(
            rules,
            &[Ones, Chance],
            [0, 3, 3, 3, 3, 3],
            Some(50),
        ));
        // Holding 0: Jokers without bonus; Yahtzee's lower boxes first.
        check_card(crate::common::card_for(
            rules,
            &[Twos, LargeStraight],
            [3; 6],
            Some(0),
        ));
        check_card(crate::common::card_for(
            rules,
            &[Sixes, ThreeOfAKind, Chance],
            [3, 3, 3, 3, 3, 0],
            Some(50),
        ));
    }
}

#[test]
fn the_solver_allows_exactly_the_placements_the_card_allows() {
    // Every set of filled boxes, both states of the five box, every five of a kind, every box.
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        let boxes = rules.categories();
        for mask in 0u32..(1 << boxes.len()) {
            let open: Vec<Category> = boxes
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) == 0)
                .map(|(_, &c)| c)
                .collect();
            if open.is_empty() {
                continue;
            }
            let five_states: &[Option<u16>] = if open.contains(&Yatzy) {
                &[None]
            } else {
                &[Some(50), Some(0)]
            };
            for &five_box in five_states {
                let card = crate::common::card_for(rules, &open, [1; 6], five_box);
                let turn = TurnValues::new(table_for(rules), &Situation::from(&card)).unwrap();
                for face in 1..=6u8 {
                    let dice = Dice::new([face; 5]).unwrap();
                    for &category in boxes {
                        assert_eq!(
                            card.placement(category, &dice).is_ok(),
                            turn.score_value(&dice, category).is_some(),
                            "{rules} {category} for {dice}, open {open:?}, five box {five_box:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_expected_scores_of_yacht_and_yahtzee_are_pinned() {
    // The free Joker (Yacht) gives the often-quoted 254.59; the official forced Joker a hair less.
    let yacht = table_for(RuleSet::Yacht).expected_score();
    let yahtzee = table_for(RuleSet::Yahtzee).expected_score();
    assert!((yacht - 254.589_034).abs() < 1e-6, "{yacht:.9}");
    assert!((yahtzee - 254.587_729).abs() < 1e-6, "{yahtzee:.9}");
    assert!(table_for(RuleSet::Yacht).memory_bytes() <= 8 * 1024 * 1024);
}
