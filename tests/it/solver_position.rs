//! The distribution of the final score from any position between turns, and each player's
//! chance to win a table: against the table's values, against long simulations of optimal
//! play from the same positions, and against themselves (symmetry, thread counts).

use std::sync::OnceLock;

use yatzy::core::game::{Command, Game};
use yatzy::core::rules::{Category, RuleSet, ScoreCard};
use yatzy::core::simulate::simulate_from;
use yatzy::core::solver::{
    Optimal, PERCENTILES, PositionError, ScoreDistribution, Situation, Solution, Strategy,
    StrategyMove, TableChances,
};

fn table_for(rules: RuleSet) -> &'static Solution {
    static TABLES: [OnceLock<Solution>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    let index = RuleSet::ALL.iter().position(|&r| r == rules).unwrap();
    TABLES[index].get_or_init(|| Solution::solve(rules, &mut |_| {}))
}

/// The card after the optimal bot has played `turns` turns of the game of `seed`.
fn card_after(rules: RuleSet, seed: u64, turns: usize) -> ScoreCard {
    let mut game = Game::new(rules, seed);
    let mut bot = Optimal::new(table_for(rules));
    while game.history().len() < turns {
        game.apply(Command::Roll).unwrap();
        loop {
            let next = bot.next_move(&game);
            for command in next.commands(game.held()) {
                game.apply(command).unwrap();
            }
            if let StrategyMove::Score(_) = next {
                break;
            }
        }
    }
    game.card().clone()
}

fn from(card: &ScoreCard) -> ScoreDistribution {
    let table = table_for(card.rules());
    ScoreDistribution::from_position(table, &Situation::from(card), &mut |_| {}).unwrap()
}

#[test]
fn from_the_empty_card_it_is_the_whole_game_s_distribution() {
    let table = table_for(RuleSet::Forced);
    let empty = Situation::from(&ScoreCard::new(RuleSet::Forced));
    let position = ScoreDistribution::from_position(table, &empty, &mut |_| {}).unwrap();
    assert_eq!(position, ScoreDistribution::of(table, &mut |_| {}));
}

#[test]
fn from_any_position_the_chances_add_up_to_one_with_the_table_s_value_plus_the_banked_mean() {
    for rules in RuleSet::ALL {
        let table = table_for(rules);
        for (seed, turns) in [(1, 2), (2, 5), (3, 9), (4, rules.categories().len() - 1)] {
            let card = card_after(rules, seed, turns);
            let situation = Situation::from(&card);
            let distribution = from(&card);
            let total: f64 = distribution.probabilities.iter().sum();
            assert!((total - 1.0).abs() < 1e-12, "{rules} {turns}: {total}");
            let left = Situation {
                banked: 0,
                ..situation.clone()
            };
            let expected = f64::from(card.total())
                + yatzy::core::solver::TurnValues::new(table, &left)
                    .unwrap()
                    .expected_final();
            assert!(
                (distribution.mean() - expected).abs() < 1e-9,
                "{rules} after {turns} turns: mean {} against {expected}",
                distribution.mean()
            );
            // Nothing below what is banked, and a row of bands per turn to come and one more.
            assert!(
                distribution.probabilities[..usize::from(card.total())]
                    .iter()
                    .all(|&p| p == 0.0)
            );
            assert_eq!(
                distribution.bands.len(),
                rules.categories().len() - turns + 1
            );
        }
    }
}

#[test]
fn without_banked_points_it_is_the_distribution_of_the_points_to_come() {
    let card = card_after(RuleSet::Yatzy, 7, 4);
    let with = from(&card);
    let situation = Situation {
        banked: 0,
        ..Situation::from(&card)
    };
    let without =
        ScoreDistribution::from_position(table_for(RuleSet::Yatzy), &situation, &mut |_| {})
            .unwrap();
    let shift = usize::from(card.total());
    assert_eq!(with.probabilities[shift..], without.probabilities[..]);
}

#[test]
fn a_full_card_is_its_total_for_certain_and_impossible_positions_are_refused() {
    let card = card_after(RuleSet::Yatzy, 5, 15);
    let distribution = from(&card);
    assert_eq!(distribution.mean(), f64::from(card.total()));
    assert_eq!(distribution.probabilities[usize::from(card.total())], 1.0);
    let table = table_for(RuleSet::Yatzy);
    let impossible = Situation {
        filled: vec![Category::Ones],
        upper: 6,
        banked: 6,
        five_box_holds_50: false,
    };
    assert_eq!(
        ScoreDistribution::from_position(table, &impossible, &mut |_| {}),
        Err(PositionError::ImpossibleUpperSum(6))
    );
}

#[test]
fn the_same_on_one_thread_as_on_two() {
    let card = card_after(RuleSet::Yahtzee, 11, 3);
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
        .install(|| from(&card));
    let two = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap()
        .install(|| from(&card));
    assert_eq!(one, two, "bit for bit");
}

/// The final scores of `games` optimal games played on from `card`.
fn played_on(card: &ScoreCard, games: u64, seed: u64) -> Vec<u16> {
    let mut scores = Vec::with_capacity(games as usize);
    simulate_from(table_for(card.rules()), card, games, seed, &mut |game| {
        scores.push(game.score)
    })
    .unwrap();
    scores
}

/// The largest gap between the simulated and the exact cumulative distributions stays
/// under its 0.1% critical value (Kolmogorov-Smirnov), and each percentile is within a point.
fn agrees_with_simulation(card: &ScoreCard, games: u64) {
    let distribution = from(card);
    let mut scores = played_on(card, games, 2026);
    let n = games as f64;
    let mut counts = vec![0u64; distribution.probabilities.len().max(2000)];
    for &score in &scores {
        counts[usize::from(score)] += 1;
    }
    let (mut simulated, mut exact, mut gap) = (0.0, 0.0, 0.0f64);
    for (score, &count) in counts.iter().enumerate() {
        simulated += count as f64 / n;
        exact += distribution
            .probabilities
            .get(score)
            .copied()
            .unwrap_or(0.0);
        gap = gap.max((simulated - exact).abs());
    }
    let rules = card.rules();
    assert!(
        gap < 1.95 / n.sqrt(),
        "{rules}: the distributions differ by {gap}"
    );
    scores.sort_unstable();
    for q in PERCENTILES {
        let at = ((f64::from(q) / 100.0 * n).ceil() as usize).saturating_sub(1);
        let exact = distribution.percentile(q);
        assert!(
            scores[at].abs_diff(exact) <= 1,
            "{rules} {q}%: {} against {exact}",
            scores[at]
        );
    }
}

#[test]
fn from_the_position_after_turn_two_it_agrees_with_100000_games_played_on() {
    agrees_with_simulation(&card_after(RuleSet::Yatzy, 2024, 2), 100_000);
}

#[test]
fn under_joker_rules_it_agrees_with_100000_games_played_on() {
    agrees_with_simulation(&card_after(RuleSet::Yahtzee, 31, 5), 100_000);
}

#[test]
fn win_chances_agree_with_100000_tables_played_on_by_optimal_bots() {
    const GAMES: u64 = 100_000;
    let rules = RuleSet::Yatzy;
    // Three players between turns: two have played three turns, the third two.
    let cards = [
        card_after(rules, 100, 3),
        card_after(rules, 200, 3),
        card_after(rules, 300, 2),
    ];
    let positions: Vec<Situation> = cards.iter().map(Situation::from).collect();
    let chances = TableChances::at(table_for(rules), &positions).unwrap();
    let total: f64 = chances.players.iter().map(|p| p.win).sum::<f64>() + chances.tie;
    assert!((total - 1.0).abs() < 1e-12, "{total}");
    // Each player's games from their own seed: independent dice, as at a real table.
    let finals: Vec<Vec<u16>> = cards
        .iter()
        .enumerate()
        .map(|(i, card)| played_on(card, GAMES, 7 + i as u64))
        .collect();
    let (mut wins, mut ties, mut any_tie) = ([0u64; 3], [0u64; 3], 0u64);
    for game in 0..GAMES as usize {
        let scores: Vec<u16> = finals.iter().map(|f| f[game]).collect();
        let top = *scores.iter().max().unwrap();
        let at_top: Vec<usize> = (0..3).filter(|&i| scores[i] == top).collect();
        if let [winner] = at_top[..] {
            wins[winner] += 1;
        } else {
            any_tie += 1;
            for i in at_top {
                ties[i] += 1;
            }
        }
    }
    let n = GAMES as f64;
    let close = |seen: u64, chance: f64, what: &str| {
        let error = (chance * (1.0 - chance) / n).sqrt().max(1e-6);
        let share = seen as f64 / n;
        assert!(
            (share - chance).abs() < 4.0 * error,
            "{what}: {share} simulated against {chance} exact"
        );
    };
    for i in 0..3 {
        close(wins[i], chances.players[i].win, &format!("player {i} wins"));
        close(ties[i], chances.players[i].tie, &format!("player {i} ties"));
    }
    close(any_tie, chances.tie, "a tie");
}

#[test]
fn equal_positions_have_equal_chances() {
    let rules = RuleSet::Yatzy;
    let alike = Situation::from(&card_after(rules, 9, 2));
    let other = Situation::from(&card_after(rules, 10, 4));
    for positions in [
        vec![alike.clone(), alike.clone()],
        vec![
            alike.clone(),
            other.clone(),
            alike.clone(),
            other.clone(),
            alike.clone(),
        ],
    ] {
        let chances = TableChances::at(table_for(rules), &positions).unwrap();
        for (i, a) in positions.iter().enumerate() {
            for (j, b) in positions.iter().enumerate() {
                if a == b {
                    assert_eq!(chances.players[i], chances.players[j], "{i} and {j}");
                }
            }
        }
        let total: f64 = chances.players.iter().map(|p| p.win).sum::<f64>() + chances.tie;
        assert!((total - 1.0).abs() < 1e-12);
    }
    // Alone at the table, a player always wins.
    let alone = TableChances::at(table_for(rules), &[alike]).unwrap();
    assert!((alone.players[0].win - 1.0).abs() < 1e-12);
    assert_eq!(alone.tie, 0.0);
}
