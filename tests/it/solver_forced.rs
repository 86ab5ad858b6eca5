//! Forced Yatzy: the rules that fill the boxes in order, and its solver checked against an
//! independent computation that uses what the order makes simple.
//!
//! With the boxes in order, the six Left boxes come first. In the turn of the box of face f
//! only the number of f's matters and more is never worse, so the best play holds every f:
//! each die ends as an f with probability 1 - (5/6)^3 = 91/216, independently, and the count
//! is binomial. The bonus is settled once Sixes is filled, so each Right box is a one-turn
//! problem of its own: the best expected score of one box in three rolls, found here by brute
//! force over every hold and every re-roll.

use std::collections::HashMap;

use yatzy::core::rules::Category::{self, *};
use yatzy::core::rules::{CardError, Constraint, Dice, Forced, PlacementError, RuleSet, ScoreCard};
use yatzy::core::solver::{Choice, PositionError, Situation, Solution, TurnValues};

fn dice(text: &str) -> Dice {
    text.parse().unwrap()
}

#[test]
fn every_roll_goes_in_the_first_open_box() {
    let mut card = ScoreCard::new(RuleSet::Forced);
    assert_eq!(
        card.constraint(&dice("66666")),
        Constraint::Only(Ones, Forced::InOrder(Ones))
    );
    assert_eq!(card.placements(&dice("11123")).len(), 1);
    assert_eq!(
        card.fill(Sixes, &dice("66666")),
        Err(PlacementError::Forced(Forced::InOrder(Ones)))
    );
    assert_eq!(card.fill(Ones, &dice("11123")), Ok(3));
    assert_eq!(card.fill(Twos, &dice("13456")), Ok(0));
    assert_eq!(
        card.placements(&dice("33333"))
            .iter()
            .map(|p| (p.category, p.points))
            .collect::<Vec<_>>(),
        [(Threes, 15)]
    );
}

#[test]
fn the_message_names_the_box_this_turn_scores_in() {
    let error = PlacementError::Forced(Forced::InOrder(TwoPairs));
    assert_eq!(
        error.to_string(),
        "In Forced Yatzy the boxes are filled in order: this turn scores in Two Pairs"
    );
}

#[test]
fn scandinavian_scores_and_bonus() {
    let rules = RuleSet::Forced;
    assert_eq!(rules.score(TwoPairs, &dice("11222")), 6);
    assert_eq!(rules.score(FullHouse, &dice("22555")), 19);
    assert_eq!(rules.score(Yatzy, &dice("44444")), 50);
    assert_eq!(rules.upper_bonus().points, 50);
    assert_eq!(rules.upper_bonus().threshold, 63);
    assert_eq!(rules.categories().len(), 15);
    assert_eq!(rules.max_total(), 374);
    assert_eq!("forced".parse::<RuleSet>(), Ok(RuleSet::Forced));
}

#[test]
fn a_saved_card_with_a_box_filled_out_of_order_is_refused() {
    let json = r#"{"rules":"forced","boxes":{"ones":3,"threes":9}}"#;
    let error = serde_json::from_str::<ScoreCard>(json).unwrap_err();
    assert!(
        error
            .to_string()
            .contains(&CardError::OutOfOrder(Threes).to_string()),
        "{error}"
    );
    let json = r#"{"rules":"forced","boxes":{"ones":3,"twos":4}}"#;
    let card: ScoreCard = serde_json::from_str(json).unwrap();
    assert_eq!(card.open_categories().next(), Some(Threes));
}

/// The chance that a die ends as a given face when every die showing it is held: not that
/// face on all three rolls is (5/6)^3.
const HIT: f64 = 91.0 / 216.0;

fn binomial(n: u32, k: u32) -> f64 {
    (0..k).fold(1.0, |product, i| {
        product * f64::from(n - i) / f64::from(i + 1)
    })
}

/// The expected Left Section plus bonus of optimal play, from box `face` on with upper sum `upper`.
fn left_value(face: u16, upper: u16, memo: &mut HashMap<(u16, u16), f64>) -> f64 {
    if face > 6 {
        return if upper >= 63 { 50.0 } else { 0.0 };
    }
    if let Some(&value) = memo.get(&(face, upper)) {
        return value;
    }
    let value = (0..=5u32)
        .map(|count| {
            let chance =
                binomial(5, count) * HIT.powi(count as i32) * (1.0 - HIT).powi(5 - count as i32);
            let points = face * count as u16;
            chance * (f64::from(points) + left_value(face + 1, (upper + points).min(63), memo))
        })
        .sum();
    memo.insert((face, upper), value);
    value
}

/// The best expected score of one box in one turn of three rolls, by brute force.
struct OneBox {
    category: Category,
    /// What a score is worth: the score itself, or its utility.
    worth: fn(f64) -> f64,
    rolls: HashMap<(Vec<u8>, u8), f64>,
    keeps: HashMap<(Vec<u8>, u8), f64>,
}

impl OneBox {
    fn new(category: Category) -> Self {
        OneBox::valued(category, |points| points)
    }

    fn valued(category: Category, worth: fn(f64) -> f64) -> Self {
        OneBox {
            worth,
            category,
            rolls: HashMap::new(),
            keeps: HashMap::new(),
        }
    }

    /// Every ordered outcome of rolling `n` dice.
    fn outcomes(n: usize) -> Vec<Vec<u8>> {
        (0..n).fold(vec![Vec::new()], |sequences, _| {
            sequences
                .iter()
                .flat_map(|s| (1..=6u8).map(move |face| [s.clone(), vec![face]].concat()))
                .collect()
        })
    }

    /// The value of `roll` (sorted) with `rolls_left` rolls still allowed.
    fn roll(&mut self, mut roll: Vec<u8>, rolls_left: u8) -> f64 {
        roll.sort_unstable();
        if let Some(&value) = self.rolls.get(&(roll.clone(), rolls_left)) {
            return value;
        }
        let dice = Dice::new(roll.clone().try_into().unwrap()).unwrap();
        let mut best = (self.worth)(f64::from(RuleSet::Forced.score(self.category, &dice)));
        if rolls_left > 0 {
            for hold in 0..32u32 {
                let kept: Vec<u8> = (0..5)
                    .filter(|i| hold & (1 << i) != 0)
                    .map(|i| roll[i])
                    .collect();
                best = best.max(self.keep(kept, rolls_left));
            }
        }
        self.rolls.insert((roll, rolls_left), best);
        best
    }

    /// The value of holding `kept` and rolling the other dice.
    fn keep(&mut self, mut kept: Vec<u8>, rolls_left: u8) -> f64 {
        kept.sort_unstable();
        if let Some(&value) = self.keeps.get(&(kept.clone(), rolls_left)) {
            return value;
        }
        let outcomes = Self::outcomes(5 - kept.len());
        let count = outcomes.len() as f64;
        let value = outcomes
            .into_iter()
            .map(|rolled| self.roll([kept.clone(), rolled].concat(), rolls_left - 1))
            .sum::<f64>()
            / count;
        self.keeps.insert((kept, rolls_left), value);
        value
    }

    fn expected(category: Category) -> f64 {
        OneBox::new(category).keep(Vec::new(), 3)
    }
}

fn table() -> Solution {
    Solution::solve(RuleSet::Forced, &mut |_| {})
}

#[test]
fn the_solver_agrees_with_the_independent_computation_to_the_last_decimal() {
    let left = left_value(1, 0, &mut HashMap::new());
    let right: f64 = RuleSet::Forced.categories()[6..]
        .iter()
        .map(|&c| OneBox::expected(c))
        .sum();
    let table = table();
    let expected = left + right;
    assert!(
        (table.expected_score() - expected).abs() < 1e-9,
        "solver {} against {expected}",
        table.expected_score()
    );
    // The figures README and docs/RULES.md give.
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(
        readme.contains(&format!("**{expected:.6}** in Forced")),
        "{expected:.6}"
    );
    let rules =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/RULES.md")).unwrap();
    assert!(
        rules.contains(&format!("{expected:.2} in Forced Yatzy")),
        "{expected:.2}"
    );
    // One Right box alone: Chance is the best of three rolls' sums.
    assert!((OneBox::expected(Chance) - 23.33).abs() < 0.01);
}

#[test]
fn each_turn_of_the_table_agrees_with_the_independent_one_box_values() {
    let table = table();
    // With the Left Section done and 15 points of it, the bonus is out of reach: what is left is
    // the Right boxes, each one turn on its own.
    let filled: Vec<Category> = RuleSet::Forced.categories()[..6].to_vec();
    let situation = Situation {
        filled: filled.clone(),
        upper: 15,
        banked: 15,
        five_box_holds_50: false,
    };
    let values = TurnValues::new(&table, &situation).unwrap();
    let right: f64 = RuleSet::Forced.categories()[6..]
        .iter()
        .map(|&c| OneBox::expected(c))
        .sum();
    assert!((values.expected_final() - (15.0 + right)).abs() < 1e-9);
    // A hint offers only the box of this turn, and never a box further on.
    let choices = values.choices(&dice("66655"), 0);
    assert_eq!(choices.len(), 1);
    assert_eq!(choices[0].choice, Choice::Score(OnePair));
    assert_eq!(values.score_value(&dice("66655"), FullHouse), None);
}

#[test]
fn a_position_with_a_box_filled_out_of_order_is_refused_by_name() {
    let table = table();
    let situation = Situation {
        filled: vec![Ones, Threes],
        upper: 3,
        banked: 3,
        five_box_holds_50: false,
    };
    let error = TurnValues::new(&table, &situation).unwrap_err();
    assert_eq!(
        error,
        PositionError::OutOfOrder {
            filled: Threes,
            open: Twos
        }
    );
    assert_eq!(
        error.to_string(),
        "Forced Yatzy fills its boxes in order, so Threes cannot be filled while Twos is open"
    );
}

#[test]
fn optimal_play_simulated_averages_the_expected_score() {
    use std::sync::atomic::AtomicU64;
    use yatzy::core::simulate::{StrategyKind, simulate};
    use yatzy::core::stats::Stats;
    let table = table();
    const GAMES: u64 = 40_000;
    let tally = simulate(
        RuleSet::Forced,
        StrategyKind::Optimal,
        Some(&table),
        GAMES,
        11,
        &AtomicU64::new(0),
    )
    .unwrap();
    let stats = Stats::of_tally(tally).unwrap();
    let standard_error = stats.standard_deviation / (GAMES as f64).sqrt();
    // Four standard errors: a false alarm about once in 16,000 seeds, and this seed is fixed.
    assert!(
        (stats.average - table.expected_score()).abs() < 4.0 * standard_error,
        "simulated {} ± {standard_error} against {}",
        stats.average,
        table.expected_score()
    );
}

/// Exponential utility at risk appetite 3 (theta = -0.03: bold).
fn bold_utility(points: f64) -> f64 {
    let theta = -0.03;
    -(-theta * points).exp() / theta
}

#[test]
fn a_risk_table_maximises_expected_exponential_utility_as_brute_force_finds() {
    let bold = Solution::solve_with_risk(RuleSet::Forced, 3.0, &mut |_| {});
    assert_eq!(bold.risk(), 3.0);
    // The last turn, Yatzy alone: the table's value is the best expected utility of one box.
    let filled: Vec<Category> = RuleSet::Forced.categories()[..14].to_vec();
    let situation = Situation {
        filled,
        upper: 20,
        banked: 0,
        five_box_holds_50: false,
    };
    let table_value = TurnValues::new(&bold, &situation).unwrap().expected_final();
    let brute = OneBox::valued(Yatzy, bold_utility).keep(Vec::new(), 3);
    assert!(
        (table_value - brute).abs() < 1e-9 * brute.abs(),
        "{table_value} against {brute}"
    );
    // And with Chance and Yatzy left, utility multiplies: u(a + b) = -theta u(a) u(b).
    let filled: Vec<Category> = RuleSet::Forced.categories()[..13].to_vec();
    let situation = Situation {
        filled,
        upper: 20,
        banked: 0,
        five_box_holds_50: false,
    };
    let table_value = TurnValues::new(&bold, &situation).unwrap().expected_final();
    let chance = OneBox::valued(Chance, bold_utility).keep(Vec::new(), 3);
    assert!((table_value - 0.03 * chance * brute).abs() < 1e-9 * table_value.abs());
    // At no appetite, the table is the expected-score one.
    let neutral = Solution::solve_with_risk(RuleSet::Forced, 0.0, &mut |_| {});
    assert_eq!(neutral.expected_score(), table().expected_score());
}

#[test]
fn cautious_play_narrows_the_scores_and_bold_play_widens_them() {
    use std::sync::atomic::AtomicU64;
    use yatzy::core::simulate::{StrategyKind, simulate};
    use yatzy::core::stats::Stats;
    let spread = |risk: f64| {
        let table = Solution::solve_with_risk(RuleSet::Forced, risk, &mut |_| {});
        let tally = simulate(
            RuleSet::Forced,
            StrategyKind::Optimal,
            Some(&table),
            20_000,
            5,
            &AtomicU64::new(0),
        )
        .unwrap();
        Stats::of_tally(tally).unwrap().standard_deviation
    };
    let (cautious, neutral, bold) = (spread(-4.0), spread(0.0), spread(4.0));
    assert!(
        cautious < neutral && neutral < bold,
        "{cautious} {neutral} {bold}"
    );
}
