//! What a roll scores in each box, per rule set. Plain functions of the face counts.

use super::category::Category;
use super::dice::{Dice, FaceCounts};

/// Scandinavian Yatzy (RULES.md, `yatzy`): the value of `category` for `dice`.
pub(super) fn yatzy(category: Category, dice: &Dice) -> u16 {
    let counts = dice.face_counts();
    match category {
        Category::Ones
        | Category::Twos
        | Category::Threes
        | Category::Fours
        | Category::Fives
        | Category::Sixes => upper(category, &counts),
        Category::OnePair => of_a_kind(&counts, 2),
        Category::TwoPairs => two_pairs(&counts),
        Category::ThreeOfAKind => of_a_kind(&counts, 3),
        Category::FourOfAKind => of_a_kind(&counts, 4),
        Category::SmallStraight => straight(&counts, 1..=5, 15),
        Category::LargeStraight => straight(&counts, 2..=6, 20),
        Category::FullHouse => {
            if full_house(&counts) {
                dice.sum()
            } else {
                0
            }
        }
        Category::Chance => dice.sum(),
        Category::Yatzy => {
            if counts.highest_with_at_least(5).is_some() {
                50
            } else {
                0
            }
        }
    }
}

/// Ones..Sixes: the sum of the dice showing the box's face.
fn upper(category: Category, counts: &FaceCounts) -> u16 {
    category
        .upper_face()
        .map_or(0, |face| u16::from(face) * u16::from(counts.of(face)))
}

/// `n` dice of the highest face that shows at least `n` times.
fn of_a_kind(counts: &FaceCounts, n: u8) -> u16 {
    counts
        .highest_with_at_least(n)
        .map_or(0, |face| u16::from(face) * u16::from(n))
}

/// Two dice each of two different faces; with five dice at most two faces can pair up.
fn two_pairs(counts: &FaceCounts) -> u16 {
    let mut pairs = counts.descending().filter(|&(_, count)| count >= 2);
    match (pairs.next(), pairs.next()) {
        (Some((high, _)), Some((low, _))) => 2 * (u16::from(high) + u16::from(low)),
        _ => 0,
    }
}

/// Exactly one die of each face in `faces`.
fn straight(counts: &FaceCounts, faces: std::ops::RangeInclusive<u8>, points: u16) -> u16 {
    if faces.into_iter().all(|face| counts.of(face) == 1) {
        points
    } else {
        0
    }
}

/// Three of one face and two of a different face. With five dice, a face showing exactly three
/// times and a face showing exactly twice are necessarily different faces.
fn full_house(counts: &FaceCounts) -> bool {
    let has = |n: u8| counts.descending().any(|(_, count)| count == n);
    has(3) && has(2)
}

/// Yacht and Yahtzee (RULES.md): the value of `category` for `dice` by the box's own rule,
/// before any Joker rule (see `ScoreCard::placement`).
pub(super) fn hands(category: Category, dice: &Dice) -> u16 {
    let counts = dice.face_counts();
    let at_least = |n: u8| counts.highest_with_at_least(n).is_some();
    let runs = |length: u8| {
        (1..=7 - length).any(|start| (start..start + length).all(|face| counts.of(face) >= 1))
    };
    match category {
        Category::Ones
        | Category::Twos
        | Category::Threes
        | Category::Fours
        | Category::Fives
        | Category::Sixes => upper(category, &counts),
        Category::ThreeOfAKind if at_least(3) => dice.sum(),
        Category::FourOfAKind if at_least(4) => dice.sum(),
        Category::FullHouse if full_house(&counts) => 25,
        Category::SmallStraight if runs(4) => 30,
        Category::LargeStraight if runs(5) => 40,
        Category::Yatzy if at_least(5) => 50,
        Category::Chance => dice.sum(),
        _ => 0,
    }
}

/// What a Joker scores in a box of the hands card: Full House, the straights at their fixed
/// values, the others by their usual rule (a five of a kind qualifies for them all).
pub(super) fn joker(category: Category, dice: &Dice) -> u16 {
    match category {
        Category::FullHouse => 25,
        Category::SmallStraight => 30,
        Category::LargeStraight => 40,
        other => hands(other, dice),
    }
}
