//! The solver in use: hints on positions checked by hand, bots that never cheat, a long
//! simulation that agrees with the prediction, and a cache that is never trusted blindly.

use std::sync::OnceLock;
use std::sync::atomic::AtomicU64;

use yatzy::core::rules::Category::{self, *};
use yatzy::core::rules::{Dice, RuleSet};
use yatzy::core::simulate::{StrategyKind, play_game, simulate, simulate_each};
use yatzy::core::solver::cache::{self, CacheError};
use yatzy::core::solver::{
    Choice, Greedy, Optimal, PositionError, Situation, Solution, TurnValues,
};
use yatzy::core::stats::Stats;
use yatzy::session::{Source, load_or_solve};
use yatzy::storage::Storage;

fn table() -> &'static Solution {
    static TABLE: OnceLock<Solution> = OnceLock::new();
    TABLE.get_or_init(|| Solution::solve(RuleSet::Yatzy, &mut |_| {}))
}

fn all_but(open: &[Category]) -> Vec<Category> {
    Category::ALL
        .into_iter()
        .filter(|c| !open.contains(c))
        .collect()
}

fn dice(text: &str) -> Dice {
    text.parse().unwrap()
}

/// The best choice with only `open` left and a Left Section sum of `upper`.
fn best(open: &[Category], upper: u16, roll: &str, rolls_left: u8) -> (Choice, f64) {
    let situation = Situation {
        filled: all_but(open),
        upper,
        banked: 0,
        five_box_holds_50: false,
    };
    let turn = TurnValues::new(table(), &situation).unwrap();
    let choice = turn.choices(&dice(roll), rolls_left).remove(0);
    (choice.choice, choice.expected_final)
}

#[test]
fn with_only_chance_left_keep_the_dice_above_three_and_a_half() {
    let (choice, expected) = best(&[Chance], 0, "11266", 1);
    assert_eq!(choice, Choice::Keep(vec![6, 6]));
    assert!((expected - 22.5).abs() < 1e-9, "{expected}");
    // With no roll left, score it.
    assert_eq!(best(&[Chance], 0, "11266", 0).0, Choice::Score(Chance));
}

#[test]
fn with_only_a_large_straight_left_keep_the_four_that_need_a_six() {
    let (choice, expected) = best(&[LargeStraight], 0, "23455", 1);
    assert_eq!(choice, Choice::Keep(vec![2, 3, 4, 5]));
    assert!((expected - 20.0 / 6.0).abs() < 1e-9, "{expected}");
}

#[test]
fn with_only_yatzy_left_keep_the_three_of_a_kind() {
    assert_eq!(best(&[Yatzy], 0, "33356", 2).0, Choice::Keep(vec![3, 3, 3]));
    // Two rolls to turn two missing dice into threes: 1 - (1 - p)(..), by hand:
    // P(both in one roll) = 1/36; P(one) = 10/36 then 1/6; P(none) = 25/36 then 1/36.
    let p = 1.0 / 36.0 + 10.0 / 36.0 / 6.0 + 25.0 / 36.0 / 36.0;
    let (_, expected) = best(&[Yatzy], 0, "33356", 2);
    assert!(
        (expected - 50.0 * p).abs() < 1e-9,
        "{expected} vs {}",
        50.0 * p
    );
}

#[test]
fn with_only_sixes_left_and_the_bonus_needing_three_keep_the_sixes() {
    let (choice, _) = best(&[Sixes], 45, "66123", 2);
    assert_eq!(choice, Choice::Keep(vec![6, 6]));
}

#[test]
fn hints_refuse_impossible_positions() {
    let impossible = Situation {
        filled: vec![Ones],
        upper: 12,
        banked: 0,
        five_box_holds_50: false,
    };
    assert_eq!(
        TurnValues::new(table(), &impossible).unwrap_err(),
        PositionError::ImpossibleUpperSum(12)
    );
    let over = Situation {
        filled: Category::ALL.to_vec(),
        upper: 0,
        banked: 0,
        five_box_holds_50: false,
    };
    assert_eq!(
        TurnValues::new(table(), &over).unwrap_err(),
        PositionError::GameOver
    );
}

#[test]
fn bots_never_make_an_illegal_move_under_any_rules() {
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        let table = Solution::solve(rules, &mut |_| {});
        for seed in 0..100 {
            let game =
                play_game(rules, seed, &mut Optimal::new(&table)).expect("optimal plays legally");
            assert_eq!(game.history().len(), 13);
            assert!(
                play_game(rules, seed, &mut Greedy).is_ok(),
                "greedy plays legally"
            );
        }
    }
}

#[test]
fn bots_never_make_an_illegal_move() {
    for seed in 0..100 {
        let game = play_game(RuleSet::Yatzy, seed, &mut Optimal::new(table()))
            .expect("optimal plays legally");
        assert!(game.is_over());
        assert_eq!(game.history().len(), 15);
        let game = play_game(RuleSet::Yatzy, seed, &mut Greedy).expect("greedy plays legally");
        assert_eq!(game.history().len(), 15);
    }
}

#[test]
fn a_long_simulation_agrees_with_the_predicted_mean() {
    let done = AtomicU64::new(0);
    let games = simulate(
        RuleSet::Yatzy,
        StrategyKind::Optimal,
        Some(table()),
        20_000,
        7,
        &done,
    )
    .unwrap();
    let stats = Stats::of_tally(games).unwrap();
    let standard_error = stats.standard_deviation / (stats.games as f64).sqrt();
    let predicted = table().expected_score();
    // Four standard errors: a false alarm about once in 16,000 runs.
    assert!(
        (stats.average - predicted).abs() < 4.0 * standard_error,
        "simulated {:.3} ± {standard_error:.3}, predicted {predicted:.6}",
        stats.average
    );
    // The greedy player is clearly worse.
    let greedy = Stats::of_tally(
        simulate(RuleSet::Yatzy, StrategyKind::Greedy, None, 2_000, 7, &done).unwrap(),
    )
    .unwrap();
    assert!(greedy.average < predicted - 20.0, "{}", greedy.average);
}

#[test]
fn a_simulation_is_reproducible_from_its_seed() {
    let done = AtomicU64::new(0);
    let a = simulate(RuleSet::Yatzy, StrategyKind::Greedy, None, 300, 99, &done).unwrap();
    let b = simulate(RuleSet::Yatzy, StrategyKind::Greedy, None, 300, 99, &done).unwrap();
    assert_eq!(a, b);
}

#[test]
fn the_cache_round_trips_and_refuses_anything_altered() {
    let bytes = cache::encode(table());
    let back = cache::decode(&bytes, RuleSet::Yatzy).unwrap();
    assert_eq!(
        back.expected_score().to_bits(),
        table().expected_score().to_bits()
    );

    let mut flipped = bytes.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x40;
    assert_eq!(
        cache::decode(&flipped, RuleSet::Yatzy).unwrap_err(),
        CacheError::Checksum
    );
    assert_eq!(
        cache::decode(&bytes[..bytes.len() - 8], RuleSet::Yatzy).unwrap_err(),
        CacheError::Truncated
    );
    assert_eq!(
        cache::decode(b"not a table at all", RuleSet::Yatzy).unwrap_err(),
        CacheError::NotATable
    );
    assert_eq!(
        cache::decode(&bytes, RuleSet::Yacht).unwrap_err(),
        CacheError::OtherRules(RuleSet::Yacht)
    );
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        cache::decode(&longer, RuleSet::Yatzy).unwrap_err(),
        CacheError::TrailingBytes
    );
    let mut newer = bytes.clone();
    newer[8] = 99;
    assert_eq!(
        cache::decode(&newer, RuleSet::Yatzy).unwrap_err(),
        CacheError::Version {
            found: 99,
            expected: cache::FORMAT_VERSION
        }
    );
}

#[test]
fn the_compact_cache_keeps_every_value_of_every_rule_set_bit_for_bit() {
    for rules in RuleSet::ALL {
        let own;
        let solved = if rules == RuleSet::Yatzy {
            table()
        } else {
            own = Solution::solve(rules, &mut |_| {});
            &own
        };
        let bytes = cache::encode(solved);
        let back = cache::decode(&bytes, rules).unwrap();
        let states = 1u32 << (rules.categories().len() + usize::from(rules.has_joker()));
        for state in 0..states {
            for upper in 0..64 {
                assert_eq!(
                    back.value(state, upper).to_bits(),
                    solved.value(state, upper).to_bits(),
                    "{rules}: state {state:#b}, upper {upper}"
                );
            }
        }
        // In proportion to the reachable states: eight bytes a class and a header.
        assert!(
            bytes.len() < 8 * back.reachable_states() + 64,
            "{rules}: {} bytes",
            bytes.len()
        );
    }
}

/// Where `storage` caches the table of `rules` (its directory made).
fn cached_table(storage: &Storage, rules: RuleSet) -> std::path::PathBuf {
    let dir = storage.cache_dir().unwrap();
    std::fs::create_dir_all(dir).unwrap();
    dir.join(cache::file_name(rules))
}

#[test]
fn a_corrupt_cache_is_recomputed_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    std::fs::write(cached_table(&storage, RuleSet::Yatzy), b"YATZYSOL garbage").unwrap();
    let loaded = load_or_solve(&storage, RuleSet::Yatzy, false, &mut |_| {});
    assert_eq!(loaded.source, Source::Computed);
    assert!(loaded.note.unwrap().contains("not used"));
    assert!((loaded.table.expected_score() - table().expected_score()).abs() < 1e-12);
    let again = load_or_solve(&storage, RuleSet::Yatzy, false, &mut |_| {});
    assert_eq!(again.source, Source::Cache);
    assert!(again.note.is_none());
}

#[test]
fn games_played_in_lockstep_make_exactly_the_moves_of_one_at_a_time_play() {
    use yatzy::core::simulate::{game_seed, summary};
    // Enough games that the first turns' crowded batches are played on several threads.
    const GAMES: u64 = 3000;
    for rules in RuleSet::ALL {
        let own_table;
        let table = if rules == RuleSet::Yatzy {
            table()
        } else {
            own_table = Solution::solve(rules, &mut |_| {});
            &own_table
        };
        let done = AtomicU64::new(0);
        let mut lockstep = Vec::new();
        simulate_each(
            rules,
            StrategyKind::Optimal,
            Some(table),
            GAMES,
            3,
            &done,
            &mut |game| lockstep.push(game),
        )
        .unwrap();
        let single: Vec<_> = (0..GAMES)
            .map(|i| summary(&play_game(rules, game_seed(3, i), &mut Optimal::new(table)).unwrap()))
            .collect();
        assert_eq!(
            lockstep, single,
            "{rules}: the same games, in the same order"
        );
        assert_eq!(
            done.into_inner(),
            GAMES * rules.categories().len() as u64,
            "{rules}: every turn counted"
        );
    }
}

#[test]
fn a_cache_that_can_be_neither_read_nor_written_says_both() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    // A directory in the table's place: it cannot be read, nor replaced.
    std::fs::create_dir_all(cached_table(&storage, RuleSet::Forced)).unwrap();
    let loaded = load_or_solve(&storage, RuleSet::Forced, false, &mut |_| {});
    assert_eq!(loaded.source, Source::Computed);
    let note = loaded.note.unwrap();
    assert!(note.contains("cannot read the cached table"), "{note}");
    assert!(note.contains("could not be cached"), "{note}");
}

#[test]
fn a_file_in_the_cache_directory_s_place_is_called_not_a_directory() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("cache"), b"not a directory").unwrap();
    let storage = Storage::at(dir.path());
    let loaded = load_or_solve(&storage, RuleSet::Forced, false, &mut |_| {});
    assert_eq!(loaded.source, Source::Computed);
    let note = loaded.note.unwrap();
    assert!(note.contains("not a directory"), "{note}");
    assert!(!note.contains("exists already"), "{note}");
}
