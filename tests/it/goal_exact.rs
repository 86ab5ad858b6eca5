//! The goal table checked independently: a plain solver that plays every card through the
//! game's own score card (its placements, its totals and bonuses), keeps as multisets of dice
//! and rerolls by counting ordered outcomes, and carries for each state the chance of gaining
//! at least k more points for every k at once, each k played on its own.

use std::collections::HashMap;
use std::sync::OnceLock;

use yatzy::core::rules::Category::{self, *};
use yatzy::core::rules::{Dice, RuleSet, ScoreCard};
use yatzy::core::solver::{
    Choice, GoalTable, GoalTurn, Objective, ScoreDistribution, Situation, Solution, TurnValues,
};

/// The most boxes open at the positions checked: six in every rule set (the goal tables of
/// Yacht and Yahtzee from six open, whose rows run long with their bonuses of 100, take about
/// 40 s of CPU each; Scandinavian Yatzy's whole table is shared with the other tests).
const OPEN_BOXES: u32 = 6;

fn goal_for(rules: RuleSet) -> &'static GoalTable {
    static TABLES: [OnceLock<GoalTable>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    if rules == RuleSet::Yatzy {
        return crate::common::yatzy_goal();
    }
    let index = RuleSet::ALL.iter().position(|&r| r == rules).unwrap();
    TABLES[index].get_or_init(|| {
        let boxes = rules.categories().len() as u32;
        GoalTable::compute(rules, boxes - OPEN_BOXES, &mut |_| {})
    })
}

fn table_for(rules: RuleSet) -> &'static Solution {
    static TABLES: [OnceLock<Solution>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    let index = RuleSet::ALL.iter().position(|&r| r == rules).unwrap();
    TABLES[index].get_or_init(|| Solution::solve(rules, &mut |_| {}))
}

/// A card with every box but `open` filled (see `common::card_for`), the five-of-a-kind box
/// first with 50 when `fifty`.
fn card(rules: RuleSet, open: &[Category], upper: [u8; 6], fifty: bool) -> ScoreCard {
    crate::common::card_for(rules, open, upper, fifty.then_some(50))
}

/// The chance of gaining at least k points, k = 0, 1, ... (1 at k = 0; 0 beyond the end).
type Chances = Vec<f64>;

fn at(chances: &[f64], k: i64) -> f64 {
    if k <= 0 {
        1.0
    } else {
        chances.get(k as usize).copied().unwrap_or(0.0)
    }
}

fn max_into(into: &mut Chances, other: &[f64]) {
    if other.len() > into.len() {
        into.resize(other.len(), 0.0);
    }
    for (a, &b) in into.iter_mut().zip(other) {
        *a = a.max(b);
    }
}

fn add_scaled(into: &mut Chances, other: &[f64], p: f64) {
    if other.len() > into.len() {
        into.resize(other.len(), 0.0);
    }
    for (a, &b) in into.iter_mut().zip(other) {
        *a += p * b;
    }
}

/// Dice as sorted faces.
type Hand = Vec<u8>;

struct Plain {
    rolls: Vec<Hand>,
    /// For each keep (sorted faces, 0 to 5 dice): the hands it can become, with their chances,
    /// by every ordered outcome of the dice rolled.
    rerolls: HashMap<Hand, Vec<(usize, f64)>>,
    /// For each hand: every sub-multiset (itself included).
    keeps: Vec<Vec<Hand>>,
    memo: HashMap<(Vec<Category>, u16, bool), Chances>,
}

fn sub_multisets(hand: &[u8]) -> Vec<Hand> {
    let mut all: Vec<Hand> = (0..1u32 << hand.len())
        .map(|mask| {
            (0..hand.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| hand[i])
                .collect()
        })
        .collect();
    all.sort();
    all.dedup();
    all
}

impl Plain {
    fn new() -> Plain {
        let rolls: Vec<Hand> = Dice::all_distinct().map(|d| d.values().to_vec()).collect();
        let index: HashMap<Hand, usize> = rolls
            .iter()
            .enumerate()
            .map(|(i, h)| (h.clone(), i))
            .collect();
        let keeps: Vec<Vec<Hand>> = rolls.iter().map(|h| sub_multisets(h)).collect();
        let mut rerolls = HashMap::new();
        for keep in keeps.iter().flatten() {
            if rerolls.contains_key(keep) {
                continue;
            }
            let n = 5 - keep.len();
            let mut counts: HashMap<usize, f64> = HashMap::new();
            for mut code in 0..6usize.pow(n as u32) {
                let mut hand = keep.clone();
                for _ in 0..n {
                    hand.push((code % 6) as u8 + 1);
                    code /= 6;
                }
                hand.sort();
                *counts.entry(index[&hand]).or_default() += 1.0;
            }
            let total = 6f64.powi(n as i32);
            let mut list: Vec<(usize, f64)> =
                counts.into_iter().map(|(h, c)| (h, c / total)).collect();
            list.sort_by_key(|&(h, _)| h);
            rerolls.insert(keep.clone(), list);
        }
        Plain {
            rolls,
            rerolls,
            keeps,
            memo: HashMap::new(),
        }
    }

    fn key(card: &ScoreCard) -> (Vec<Category>, u16, bool) {
        let open = card.open_categories().collect();
        let holds_50 = card.rules().has_joker() && card.get(Yatzy) == Some(50);
        (open, card.left_sum().min(63), holds_50)
    }

    /// The final roll's chances: each hand scored where it does best for each k.
    fn scored(&mut self, card: &ScoreCard) -> Vec<Chances> {
        let rolls = self.rolls.clone();
        rolls
            .iter()
            .map(|hand| {
                let dice = Dice::new(hand.clone().try_into().unwrap()).unwrap();
                let mut best: Chances = Vec::new();
                for placement in card.placements(&dice) {
                    let mut next = card.clone();
                    next.fill(placement.category, &dice).unwrap();
                    let gained = i64::from(next.total()) - i64::from(card.total());
                    let after = self.start(&next);
                    let len = (after.len() as i64 + gained).max(1) as usize;
                    let shifted: Chances =
                        (0..len as i64).map(|k| at(&after, k - gained)).collect();
                    max_into(&mut best, &shifted);
                }
                best
            })
            .collect()
    }

    /// From the chances of each hand, those of each keep (rolling the rest).
    fn keep_chances(&self, hands: &[Chances]) -> HashMap<Hand, Chances> {
        self.rerolls
            .iter()
            .map(|(keep, outcomes)| {
                let mut chances = Vec::new();
                for &(hand, p) in outcomes {
                    add_scaled(&mut chances, &hands[hand], p);
                }
                (keep.clone(), chances)
            })
            .collect()
    }

    /// Each hand's best keep, for each k.
    fn best_keeps(&self, keeps: &HashMap<Hand, Chances>) -> Vec<Chances> {
        self.keeps
            .iter()
            .map(|subs| {
                let mut best = Vec::new();
                for keep in subs {
                    max_into(&mut best, &keeps[keep]);
                }
                best
            })
            .collect()
    }

    /// The turn of `card`: keep chances before the third roll, and before the second.
    fn turn(&mut self, card: &ScoreCard) -> (HashMap<Hand, Chances>, HashMap<Hand, Chances>) {
        let scored = self.scored(card);
        let last = self.keep_chances(&scored);
        let first = self.keep_chances(&self.best_keeps(&last));
        (last, first)
    }

    /// The chances at the start of `card`'s next turn.
    fn start(&mut self, card: &ScoreCard) -> Chances {
        if card.is_complete() {
            return vec![1.0];
        }
        let key = Self::key(card);
        if let Some(found) = self.memo.get(&key) {
            return found.clone();
        }
        let (_, first) = self.turn(card);
        let best = self.best_keeps(&first);
        let mut start = Vec::new();
        for (hand, chances) in best.iter().enumerate() {
            let p = self.rerolls[&Vec::new()]
                .iter()
                .find(|&&(h, _)| h == hand)
                .map_or(0.0, |&(_, p)| p);
            add_scaled(&mut start, chances, p);
        }
        self.memo.insert(key, start.clone());
        start
    }
}

fn positions() -> Vec<(RuleSet, ScoreCard)> {
    vec![
        (
            RuleSet::Yatzy,
            card(
                RuleSet::Yatzy,
                &[Fives, Sixes, TwoPairs, FullHouse, Chance, Yatzy],
                [3, 2, 3, 2, 0, 0],
                false,
            ),
        ),
        (
            RuleSet::Yatzy,
            card(
                RuleSet::Yatzy,
                &[
                    Ones,
                    Threes,
                    OnePair,
                    SmallStraight,
                    LargeStraight,
                    FourOfAKind,
                ],
                [0, 5, 0, 4, 4, 3],
                false,
            ),
        ),
        (
            RuleSet::Forced,
            card(
                RuleSet::Forced,
                &[
                    FullHouse,
                    Chance,
                    Yatzy,
                    SmallStraight,
                    LargeStraight,
                    FourOfAKind,
                ],
                [3, 3, 3, 3, 3, 3],
                false,
            ),
        ),
        (
            RuleSet::Yacht,
            card(
                RuleSet::Yacht,
                &[
                    Fours,
                    Sixes,
                    SmallStraight,
                    FullHouse,
                    LargeStraight,
                    Chance,
                ],
                [2, 3, 1, 0, 4, 0],
                true,
            ),
        ),
        (
            RuleSet::Yahtzee,
            card(
                RuleSet::Yahtzee,
                &[Ones, Threes, Fives, Yatzy, SmallStraight, Chance],
                [0, 3, 3, 2, 0, 4],
                false,
            ),
        ),
        (
            RuleSet::Yahtzee,
            card(
                RuleSet::Yahtzee,
                &[Twos, Sixes, ThreeOfAKind, FullHouse, FourOfAKind, Chance],
                [4, 0, 3, 3, 2, 0],
                true,
            ),
        ),
    ]
}

#[test]
fn the_chance_of_reaching_a_target_is_the_plain_solvers_for_every_target() {
    let mut checked = 0;
    for (rules, card) in positions() {
        assert_eq!(
            card.open_categories().count(),
            OPEN_BOXES as usize,
            "{rules}"
        );
        let goal = goal_for(rules);
        let mut plain = Plain::new();
        let expected = plain.start(&card);
        let situation = Situation::from(&card);
        let banked = u32::from(card.total());
        let mut previous = 1.0;
        for target in banked.saturating_sub(3)..banked + expected.len() as u32 + 3 {
            let chance = goal.chance(&situation, target).unwrap();
            let plain_chance = at(&expected, i64::from(target) - i64::from(banked));
            assert!(
                (chance - plain_chance).abs() <= 1e-6,
                "{rules} target {target}: {chance} vs {plain_chance}"
            );
            // More is never likelier.
            assert!(chance <= previous + 1e-12, "{rules} target {target}");
            previous = chance;
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn playing_for_a_target_never_does_worse_than_playing_for_points_and_the_same_where_no_choice_matters()
 {
    for (rules, card) in positions() {
        let goal = goal_for(rules);
        let table = table_for(rules);
        let situation = Situation::from(&card);
        let points_play = ScoreDistribution::from_position(table, &situation, &mut |_| {}).unwrap();
        let banked = u32::from(card.total());
        let mut gained_somewhere = false;
        for target in banked..banked + 200 {
            let chance = goal.chance(&situation, target).unwrap();
            let by_points = 1.0 - points_play.share_below(target as u16);
            assert!(
                chance >= by_points - 1e-6,
                "{rules} {target}: {chance} < {by_points}"
            );
            gained_somewhere |= chance > by_points + 1e-3;
        }
        assert!(
            gained_somewhere,
            "{rules}: playing for a target gains nowhere"
        );
        // What is banked is reached for certain, and what no play can reach never is.
        assert_eq!(goal.chance(&situation, banked).unwrap(), 1.0);
        assert_eq!(goal.chance(&situation, 2000).unwrap(), 0.0);
    }
    // One box left, Yatzy's: five of a kind is the only way to 50 more, whatever the goal.
    let last = card(RuleSet::Yatzy, &[Yatzy], [3; 6], false);
    let situation = Situation::from(&last);
    let banked = u32::from(last.total());
    let points_play =
        ScoreDistribution::from_position(table_for(RuleSet::Yatzy), &situation, &mut |_| {})
            .unwrap();
    let chance = goal_for(RuleSet::Yatzy)
        .chance(&situation, banked + 50)
        .unwrap();
    let by_points = 1.0 - points_play.share_below((banked + 50) as u16);
    // Within the table's f32 rounding.
    assert!((chance - by_points).abs() < 1e-7, "{chance} vs {by_points}");
}

#[test]
fn every_choice_at_a_roll_has_the_plain_solvers_chance() {
    let cases = [
        (
            RuleSet::Yatzy,
            card(
                RuleSet::Yatzy,
                &[Sixes, FullHouse],
                [2, 2, 2, 2, 2, 0],
                false,
            ),
            "36626",
            2u8,
        ),
        (
            RuleSet::Yatzy,
            card(
                RuleSet::Yatzy,
                &[Sixes, FullHouse],
                [2, 2, 2, 2, 2, 0],
                false,
            ),
            "13666",
            1,
        ),
        (
            RuleSet::Yacht,
            card(RuleSet::Yacht, &[Chance, Fives], [1, 1, 1, 1, 0, 1], true),
            "55552",
            2,
        ),
        (
            RuleSet::Yahtzee,
            card(RuleSet::Yahtzee, &[LargeStraight], [3; 6], true),
            "23345",
            1,
        ),
        (
            RuleSet::Forced,
            card(RuleSet::Forced, &[Chance, Yatzy], [3; 6], false),
            "44456",
            2,
        ),
    ];
    for (rules, card, dice, rolls_left) in cases {
        let goal = goal_for(rules);
        let table = table_for(rules);
        let dice: Dice = dice.parse().unwrap();
        let situation = Situation::from(&card);
        let banked = i64::from(card.total());
        let mut plain = Plain::new();
        let (last, first) = plain.turn(&card);
        let keeps = if rolls_left >= 2 { &first } else { &last };
        for target in [banked + 10, banked + 25, banked + 40, banked + 60] {
            let objective = Objective::reach(target as u32);
            let turn = GoalTurn::new(goal, &situation, &objective).unwrap();
            let values = TurnValues::new(table, &situation).unwrap();
            let ranked = turn.rank(values.choices(&dice, rolls_left), &dice, rolls_left);
            assert!(ranked.windows(2).all(|w| w[0].chance >= w[1].chance));
            for choice in &ranked {
                let plain_chance = match &choice.choice {
                    Choice::Keep(faces) => at(&keeps[faces], target - banked),
                    Choice::Score(category) => {
                        let mut next = card.clone();
                        next.fill(*category, &dice).unwrap();
                        let gained = i64::from(next.total()) - banked;
                        at(&plain.start(&next), target - banked - gained)
                    }
                };
                assert!(
                    (choice.chance - plain_chance).abs() <= 1e-6,
                    "{rules} {dice} target {target} {:?}: {} vs {plain_chance}",
                    choice.choice,
                    choice.chance
                );
            }
        }
    }
}
