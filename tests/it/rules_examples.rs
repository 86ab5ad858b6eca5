//! Every worked example of the `yatzy` rules in RULES.md, one named test each.

use yatzy::core::rules::Category::*;
use yatzy::core::rules::{Category, Dice, RuleSet, ScoreCard};

fn score(category: Category, dice: [u8; 5]) -> u16 {
    yatzy::core::rules::score(category, &Dice::new(dice).expect("test dice are valid"))
}

#[test]
fn full_house_2_2_5_5_5_scores_every_box_as_the_rules_say() {
    let roll = [2, 2, 5, 5, 5];
    assert_eq!(score(FullHouse, roll), 19);
    assert_eq!(score(Chance, roll), 19);
    assert_eq!(score(ThreeOfAKind, roll), 15);
    assert_eq!(score(TwoPairs, roll), 14);
    assert_eq!(score(OnePair, roll), 10);
    assert_eq!(score(Fives, roll), 15);
    assert_eq!(score(Twos, roll), 4);
}

#[test]
fn two_pairs_1_5_5_6_6_is_22_and_one_pair_takes_the_sixes() {
    assert_eq!(score(TwoPairs, [1, 5, 5, 6, 6]), 22);
    assert_eq!(score(OnePair, [1, 5, 5, 6, 6]), 12);
}

#[test]
fn one_pair_takes_the_highest_pair_3_3_3_4_4() {
    assert_eq!(score(OnePair, [3, 3, 3, 4, 4]), 8);
}

#[test]
fn a_triple_supplies_one_of_the_two_pairs_1_1_2_2_2() {
    assert_eq!(score(TwoPairs, [1, 1, 2, 2, 2]), 6);
    assert_eq!(score(FullHouse, [1, 1, 2, 2, 2]), 8);
}

#[test]
fn five_fives_is_a_yatzy_but_neither_two_pairs_nor_a_full_house() {
    let roll = [5, 5, 5, 5, 5];
    assert_eq!(score(Yatzy, roll), 50);
    assert_eq!(score(FourOfAKind, roll), 20);
    assert_eq!(score(ThreeOfAKind, roll), 15);
    assert_eq!(score(OnePair, roll), 10);
    assert_eq!(score(Fives, roll), 25);
    assert_eq!(score(Chance, roll), 25);
    assert_eq!(score(TwoPairs, roll), 0);
    assert_eq!(score(FullHouse, roll), 0);
}

#[test]
fn four_twos_and_a_six_is_not_two_pairs() {
    assert_eq!(score(TwoPairs, [2, 2, 2, 2, 6]), 0);
    assert_eq!(score(FourOfAKind, [2, 2, 2, 2, 6]), 8);
}

#[test]
fn near_straights_are_not_straights() {
    for roll in [[1, 2, 3, 4, 6], [2, 3, 4, 5, 5]] {
        assert_eq!(score(SmallStraight, roll), 0, "{roll:?}");
        assert_eq!(score(LargeStraight, roll), 0, "{roll:?}");
    }
}

#[test]
fn two_to_six_is_a_large_straight_and_not_a_small_one() {
    assert_eq!(score(LargeStraight, [2, 3, 4, 5, 6]), 20);
    assert_eq!(score(SmallStraight, [2, 3, 4, 5, 6]), 0);
    assert_eq!(score(SmallStraight, [1, 2, 3, 4, 5]), 15);
    assert_eq!(score(LargeStraight, [1, 2, 3, 4, 5]), 0);
}

#[test]
fn dice_order_never_matters() {
    assert_eq!(score(FullHouse, [5, 2, 5, 2, 5]), 19);
    assert_eq!(score(LargeStraight, [6, 4, 2, 5, 3]), 20);
    assert_eq!(score(TwoPairs, [6, 1, 5, 6, 5]), 22);
}

#[test]
fn the_highest_possible_total_is_374() {
    // Upper 105 + bonus 50 + One Pair 12 + Two Pairs 22 + Three of a Kind 18 + Four of a Kind 24
    // + Small 15 + Large 20 + Full House 28 + Chance 30 + Yatzy 50.
    let best: [(Category, [u8; 5]); 15] = [
        (Ones, [1, 1, 1, 1, 1]),
        (Twos, [2, 2, 2, 2, 2]),
        (Threes, [3, 3, 3, 3, 3]),
        (Fours, [4, 4, 4, 4, 4]),
        (Fives, [5, 5, 5, 5, 5]),
        (Sixes, [6, 6, 6, 6, 6]),
        (OnePair, [6, 6, 1, 2, 3]),
        (TwoPairs, [6, 6, 5, 5, 1]),
        (ThreeOfAKind, [6, 6, 6, 1, 2]),
        (FourOfAKind, [6, 6, 6, 6, 1]),
        (SmallStraight, [1, 2, 3, 4, 5]),
        (LargeStraight, [2, 3, 4, 5, 6]),
        (FullHouse, [6, 6, 6, 5, 5]),
        (Chance, [6, 6, 6, 6, 6]),
        (Yatzy, [1, 1, 1, 1, 1]),
    ];
    let mut card = ScoreCard::new(RuleSet::Yatzy);
    for (category, roll) in best {
        card.fill(category, &Dice::new(roll).expect("valid"))
            .expect("open box");
    }
    assert_eq!(card.left_sum(), 105);
    assert_eq!(card.bonus(), 50);
    assert_eq!(card.total(), 374);
}

#[test]
fn no_roll_scores_more_than_the_best_of_each_box() {
    let best = [5, 10, 15, 20, 25, 30, 12, 22, 18, 24, 15, 20, 28, 30, 50];
    for (category, cap) in Category::ALL.into_iter().zip(best) {
        let max = Dice::all_ordered()
            .map(|d| yatzy::core::rules::score(category, &d))
            .max();
        assert_eq!(max, Some(cap), "{category}");
    }
}
