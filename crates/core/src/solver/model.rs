//! A rule set as the solver sees it: boxes as bits, scores as a table over the 252 rolls,
//! and which upper sums each set of filled Left boxes can reach.

use super::dice_space::DiceSpace;
use crate::rules::{Category, DISTINCT_ROLLS, RuleSet};

/// Upper sums are tracked up to the bonus threshold; beyond it they all behave alike.
pub(super) const UPPER_LANES: usize = 64;

/// A box where a roll scores more than 0.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scoring {
    /// The points (a small integer: exact as f64, the type they are added in).
    pub points: f64,
    pub bit: u8,
    /// How many dice show the box's face (0 for a Right Section box).
    pub count: u8,
}

pub(crate) struct Model {
    pub rules: RuleSet,
    /// The risk appetite: 0 maximises the expected score; otherwise the table holds expected
    /// exponential utilities u(F) = -exp(-theta F) / theta of the points still to come,
    /// cautious for theta > 0 and bold for theta < 0 (see [`Model::with_risk`]).
    pub theta: f64,
    pub categories: Vec<Category>,
    /// The face counted by each box of the Left Section.
    pub faces: Vec<Option<u8>>,
    /// `scores[c][r]`: what roll r scores in box c.
    pub scores: Vec<Vec<u16>>,
    /// The rolls ordered by how many boxes they score in, so the final-roll loop runs the same
    /// number of times for long stretches.
    pub roll_order: Vec<usize>,
    /// The five-of-a-kind box's bit, where five of a kind has Joker rules (Yacht, Yahtzee).
    pub joker_box: Option<usize>,
    /// For each roll, the face when it is five of a kind.
    pub five_of_a_kind: Vec<Option<u8>>,
    /// For each roll, the boxes where it scores more than 0, in card order. Every other box is
    /// a scratch, whose value does not depend on the roll.
    pub scoring: Vec<Vec<Scoring>>,
    pub threshold: u16,
    pub bonus: u16,
    /// For each set of filled Left boxes (as a mask over faces 1..=6, bit f-1), the upper sums
    /// that can occur, grouped into classes with equal futures (see [`Model::classes_for`]):
    /// `(representative, members)`, the representative the least member, in ascending order.
    pub classes: Vec<Vec<(u8, Vec<u8>)>>,
    /// `lanes[face_mask][sum]`: the representative of `sum`'s class (an unreachable sum
    /// stands for itself).
    lanes: Vec<[u8; UPPER_LANES]>,
}

impl Model {
    pub(crate) fn new(rules: RuleSet) -> Model {
        let space = DiceSpace::get();
        let categories = rules.categories().to_vec();
        let faces = categories.iter().map(|c| c.upper_face()).collect();
        let scores: Vec<Vec<u16>> = categories
            .iter()
            .map(|&c| {
                space.rolls[..DISTINCT_ROLLS]
                    .iter()
                    .map(|dice| rules.score(c, dice))
                    .collect()
            })
            .collect();
        let scoring: Vec<Vec<Scoring>> = (0..DISTINCT_ROLLS)
            .map(|roll| {
                categories
                    .iter()
                    .enumerate()
                    .filter_map(|(bit, &c)| {
                        let points: u16 = scores_of(&scores, bit, roll);
                        let count = c
                            .upper_face()
                            .map_or(0, |f| space.keeps[roll][usize::from(f)]);
                        (points > 0).then_some(Scoring {
                            points: f64::from(points),
                            bit: bit as u8,
                            count,
                        })
                    })
                    .collect()
            })
            .collect();
        let bonus = rules.upper_bonus();
        let classes: Vec<Vec<(u8, Vec<u8>)>> = (0..64u32)
            .map(|mask| Self::classes_for(mask, bonus.threshold))
            .collect();
        let lanes = classes
            .iter()
            .map(|classes| {
                let mut lanes: [u8; UPPER_LANES] = std::array::from_fn(|sum| sum as u8);
                for (representative, members) in classes {
                    for &sum in members {
                        lanes[usize::from(sum)] = *representative;
                    }
                }
                lanes
            })
            .collect();
        let joker_box = if rules.has_joker() {
            categories.iter().position(|&c| c == Category::Yatzy)
        } else {
            None
        };
        let five_of_a_kind = space.keeps[..DISTINCT_ROLLS]
            .iter()
            .map(|counts| (1..=6u8).find(|&f| counts[usize::from(f)] == 5))
            .collect();
        let mut roll_order: Vec<usize> = (0..DISTINCT_ROLLS).collect();
        roll_order.sort_by_key(|&roll| (scoring[roll].len(), roll));
        Model {
            rules,
            theta: 0.0,
            categories,
            faces,
            scores,
            scoring,
            roll_order,
            joker_box,
            five_of_a_kind,
            threshold: bonus.threshold,
            bonus: bonus.points,
            classes,
            lanes,
        }
    }

    /// The model of `rules` played with risk appetite `risk` (-5 cautious to 5 bold; 0 is
    /// the expected score): theta = -risk / 100. Utility is exponential, so the points of a
    /// turn multiply what is to come by exp(-theta points) and the same states suffice.
    pub(crate) fn with_risk(rules: RuleSet, risk: f64) -> Model {
        Model {
            theta: -risk / 100.0,
            ..Model::new(rules)
        }
    }

    /// The value of a finished card: nothing more to come.
    pub(crate) fn terminal(&self) -> f64 {
        if self.theta == 0.0 {
            0.0
        } else {
            -1.0 / self.theta
        }
    }

    /// The value of scoring `points` now with `future` to come.
    #[inline(always)]
    pub(crate) fn combine(&self, points: f64, future: f64) -> f64 {
        if self.theta == 0.0 {
            points + future
        } else {
            (-self.theta * points).exp() * future
        }
    }

    /// The classes of [`Model::classes`] for the filled Left boxes `face_mask`. What an upper
    /// sum changes in the game is only whether the bonus is earned in the end: whether the
    /// points the open Left boxes still add reach the threshold from it. Two sums are alike
    /// when the least total still to come that reaches it is the same for both (or none can):
    /// every way the game goes on then earns the bonus from both (at the same turn, as the
    /// points scored on the way are such totals too) or from neither. The classes are a
    /// congruence of scoring: alike sums stay alike once the same points are added in the
    /// same box, and earn the same bonus doing it.
    fn classes_for(face_mask: u32, threshold: u16) -> Vec<(u8, Vec<u8>)> {
        let cap = threshold.min(UPPER_LANES as u16 - 1);
        let faces = |filled: bool| {
            (1..=6u16).filter(move |face| (face_mask & (1 << (face - 1)) != 0) == filled)
        };
        // The sums the filled boxes can hold (capped), and the totals the open ones can add.
        let can_hold = sums(faces(true), usize::from(cap));
        let to_come = sums(faces(false), 5 * 21);
        let least_reaching = |sum: u8| {
            let needed = usize::from(threshold.saturating_sub(u16::from(sum)));
            (needed..to_come.len()).find(|&total| to_come[total])
        };
        let reachable: Vec<u8> = (0..=cap as u8)
            .filter(|&sum| can_hold[usize::from(sum)])
            .collect();
        // The least total never grows with the sum: each class is a run of reachable sums.
        reachable
            .chunk_by(|&a, &b| least_reaching(a) == least_reaching(b))
            .map(|members| (members[0], members.to_vec()))
            .collect()
    }

    /// The lane that stands for upper sum `sum` (capped) once the Left boxes of `face_mask`
    /// are filled: the least sum of its class, whose futures are all equal.
    pub(crate) fn lane(&self, face_mask: u32, sum: u8) -> u8 {
        self.lanes[face_mask as usize][usize::from(sum)]
    }

    /// The Left boxes filled in `filled`, as a mask over faces.
    pub(crate) fn face_mask(&self, filled: u32) -> u32 {
        self.faces
            .iter()
            .enumerate()
            .filter(|&(bit, face)| face.is_some() && filled & (1 << bit) != 0)
            .fold(0, |mask, (_, face)| mask | face.map_or(0, |f| 1 << (f - 1)))
    }

    pub(crate) fn full_mask(&self) -> u32 {
        (1u32 << self.categories.len()) - 1
    }

    /// The boxes a roll may be scored in at the start of a turn in `state`: every open box,
    /// or under Forced Yatzy only the first one (a mirror of `ScoreCard::constraint`).
    pub(crate) fn choosable(&self, state: u32) -> u32 {
        let open = !state & self.full_mask();
        if self.rules.in_order() {
            open & open.wrapping_neg()
        } else {
            open
        }
    }

    /// Whether play can reach a turn with the boxes `filled` filled: always, except under
    /// Forced Yatzy, where the filled boxes are the first ones of the card.
    pub(crate) fn can_reach(&self, filled: u32) -> bool {
        !self.rules.in_order() || filled & (filled + 1) == 0
    }

    /// The bit of a state that says the five-of-a-kind box holds 50 (Joker rule sets only).
    pub(crate) fn holds_50_flag(&self) -> u32 {
        1 << self.categories.len()
    }

    /// How many states (filled boxes, plus the flag where it exists) the table covers.
    pub(crate) fn state_count(&self) -> usize {
        (1usize << self.categories.len()) << usize::from(self.joker_box.is_some())
    }

    /// Where a five of a kind of `face` may go in state `state`, with its points, by the Joker
    /// rules: a mask-level mirror of `ScoreCard::placement` (the tests check they agree).
    pub(crate) fn five_of_a_kind_placements(
        &self,
        state: u32,
        face: u8,
        roll: usize,
    ) -> Vec<(usize, u16)> {
        let Some(five_box) = self.joker_box else {
            return Vec::new();
        };
        let open = |bit: usize| state & (1 << bit) == 0;
        let numbers_box = self.faces.iter().position(|&f| f == Some(face));
        let boxes = 0..self.categories.len();
        let base = |bit: usize| (bit, self.scores[bit][roll]);
        let dice = DiceSpace::get().rolls[roll];
        let joker = |bit: usize| match self.faces[bit] {
            Some(_) => (bit, 0),
            None => (bit, self.rules.joker_score(self.categories[bit], &dice)),
        };
        match self.rules {
            RuleSet::Yacht if open(five_box) => vec![(five_box, 50)],
            RuleSet::Yahtzee if open(five_box) => boxes.filter(|&b| open(b)).map(base).collect(),
            _ if numbers_box.is_some_and(open) => numbers_box.map(base).into_iter().collect(),
            RuleSet::Yacht => boxes.filter(|&b| open(b)).map(joker).collect(),
            _ => {
                let lower: Vec<usize> = boxes
                    .clone()
                    .filter(|&b| open(b) && self.faces[b].is_none())
                    .collect();
                if lower.is_empty() {
                    boxes.filter(|&b| open(b)).map(joker).collect()
                } else {
                    lower.into_iter().map(joker).collect()
                }
            }
        }
    }

    /// The state after scoring box `bit` with `points` (sets the flag for 50 in the five box).
    pub(crate) fn next_state(&self, state: u32, bit: usize, points: u16) -> u32 {
        let next = state | (1 << bit);
        if Some(bit) == self.joker_box && points == 50 {
            next | self.holds_50_flag()
        } else {
            next
        }
    }

    /// The Yacht (Yahtzee) bonus a five of a kind earns in `state`.
    pub(crate) fn five_of_a_kind_bonus(&self, state: u32) -> u16 {
        if self.joker_box.is_some() && state & self.holds_50_flag() != 0 {
            self.rules.five_of_a_kind_bonus()
        } else {
            0
        }
    }

    /// The new upper sum (capped) and the bonus earned by adding `points` to the Left Section.
    pub(crate) fn add_upper(&self, upper: u8, points: u16) -> (u8, u16) {
        let cap = self.threshold.min(UPPER_LANES as u16 - 1);
        let after = (u16::from(upper) + points).min(cap);
        let bonus =
            if u16::from(upper) < self.threshold && u16::from(upper) + points >= self.threshold {
                self.bonus
            } else {
                0
            };
        (after as u8, bonus)
    }
}

/// Which totals `faces` can make, each counted 0 to 5 times, up to `cap` (larger totals
/// count as `cap`).
fn sums(faces: impl Iterator<Item = u16>, cap: usize) -> Vec<bool> {
    let mut made = vec![false; cap + 1];
    made[0] = true;
    for face in faces {
        let before = std::mem::replace(&mut made, vec![false; cap + 1]);
        for sum in (0..=cap).filter(|&sum| before[sum]) {
            for count in 0..=5 {
                made[(sum + usize::from(face) * count).min(cap)] = true;
            }
        }
    }
    made
}

fn scores_of(scores: &[Vec<u16>], bit: usize, roll: usize) -> u16 {
    scores[bit][roll]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every total of `faces`, each counted 0 to 5 times: by enumerating the counts.
    fn totals(faces: &[u16]) -> Vec<u16> {
        faces.iter().fold(vec![0], |totals, &face| {
            totals
                .iter()
                .flat_map(|&total| (0..=5).map(move |count| total + face * count))
                .collect()
        })
    }

    fn class_of(model: &Model, face_mask: u32, sum: u8) -> u8 {
        let classes = &model.classes[face_mask as usize];
        classes
            .iter()
            .find(|(_, members)| members.contains(&sum))
            .map(|&(representative, _)| representative)
            .unwrap_or_else(|| panic!("{sum} is not reachable with faces {face_mask:06b}"))
    }

    #[test]
    fn with_only_the_sixes_to_come_sums_that_need_the_same_sixes_are_alike() {
        let model = Model::new(RuleSet::Yatzy);
        let all_but_sixes = 0b011111;
        // 63 - 33 = 30 and 63 - 38 = 25 both need five sixes; 63 - 39 = 24 needs four.
        assert_eq!(class_of(&model, all_but_sixes, 33), 33);
        assert_eq!(class_of(&model, all_but_sixes, 38), 33);
        assert_eq!(class_of(&model, all_but_sixes, 39), 39);
        // Below 33 not even five sixes reach the bonus: all alike.
        assert_eq!(class_of(&model, all_but_sixes, 32), 0);
        assert_eq!(class_of(&model, all_but_sixes, 63), 63);
    }

    #[test]
    fn sums_are_alike_exactly_when_every_way_on_earns_the_bonus_from_both_or_neither() {
        let model = Model::new(RuleSet::Yatzy);
        for face_mask in 0..64u32 {
            let (filled, open): (Vec<u16>, Vec<u16>) =
                (1..=6).partition(|face| face_mask & (1 << (face - 1)) != 0);
            let mut reachable: Vec<u8> = totals(&filled)
                .into_iter()
                .map(|total| total.min(63) as u8)
                .collect();
            reachable.sort_unstable();
            reachable.dedup();
            let to_come = totals(&open);
            let earns = |sum: u8| -> Vec<bool> {
                to_come.iter().map(|&t| u16::from(sum) + t >= 63).collect()
            };
            let classes = &model.classes[face_mask as usize];
            let mut members: Vec<u8> = classes.iter().flat_map(|(_, m)| m.clone()).collect();
            members.sort_unstable();
            assert_eq!(members, reachable, "faces {face_mask:06b}");
            for (representative, class) in classes {
                assert_eq!(Some(representative), class.iter().min());
            }
            assert!(classes.windows(2).all(|pair| pair[0].0 < pair[1].0));
            for &a in &reachable {
                for &b in &reachable {
                    let alike = class_of(&model, face_mask, a) == class_of(&model, face_mask, b);
                    assert_eq!(
                        alike,
                        earns(a) == earns(b),
                        "faces {face_mask:06b}: {a}, {b}"
                    );
                }
            }
        }
    }
}
