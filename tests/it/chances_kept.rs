//! The futures kept per state (the points still to come, none banked) give every position
//! of the state bit for bit what a fresh forward pass from it finds, in all four rule sets:
//! compared as the bytes of their encoding, so not even a last bit may differ.

use std::sync::OnceLock;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use yatzy::core::chances::{DEFAULT_BYTES, FutureStore, Kept, WORKED_AHEAD_TURNS, warm_up};
use yatzy::core::rules::{Category, RuleSet};
use yatzy::core::solver::cache::{encode_distribution, encode_future};
use yatzy::core::solver::{Future, FutureKey, ScoreDistribution, Situation, Solution};

fn table_for(rules: RuleSet) -> &'static Solution {
    static TABLES: [OnceLock<Solution>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    let index = RuleSet::ALL.iter().position(|&r| r == rules).unwrap();
    TABLES[index].get_or_init(|| Solution::solve(rules, &mut |_| {}))
}

fn fresh(table: &Solution, situation: &Situation) -> Vec<u8> {
    encode_distribution(&ScoreDistribution::from_position(table, situation, &mut |_| {}).unwrap())
}

/// A position of `rules` with `filled` boxes filled (the first ones in Forced Yatzy, where
/// the order is fixed), a Left Section sum they can hold, and points banked in their range.
fn random_position(rules: RuleSet, filled: usize, rng: &mut StdRng) -> Situation {
    let mut boxes: Vec<Category> = rules.categories().to_vec();
    if rules != RuleSet::Forced {
        for i in (1..boxes.len()).rev() {
            boxes.swap(i, rng.random_range(0..=i));
        }
    }
    boxes.truncate(filled);
    let upper: u16 = boxes
        .iter()
        .filter_map(|c| c.upper_face())
        .map(|face| u16::from(face) * rng.random_range(0..=5u16))
        .sum();
    let five_box_holds_50 =
        rules.has_joker() && boxes.contains(&Category::Yatzy) && rng.random_bool(0.5);
    let mut situation = Situation {
        filled: boxes,
        upper,
        banked: 0,
        five_box_holds_50,
    };
    let range = situation.banked_range(rules);
    situation.banked = rng.random_range(range) as u16;
    situation
}

#[test]
fn a_kept_future_moved_to_any_banked_points_is_the_fresh_pass_byte_for_byte() {
    let mut rng = StdRng::seed_from_u64(35);
    for rules in RuleSet::ALL {
        let table = table_for(rules);
        let boxes = rules.categories().len();
        // Late positions are cheap to pass afresh; one early one per rule set.
        for filled in [3, boxes - 6, boxes - 4, boxes - 2, boxes - 1, boxes] {
            let situation = random_position(rules, filled, &mut rng);
            let key = FutureKey::of(table, &situation).unwrap();
            let future = Future::compute(table, key);
            let moved = future.at(situation.banked).expect("within the exact shift");
            assert_eq!(
                encode_distribution(&moved),
                fresh(table, &situation),
                "{rules:?} {situation:?}"
            );
            // Another position of the same state: the same future serves it.
            let mut other = situation.clone();
            other.banked = *situation.banked_range(rules).end() as u16;
            assert_eq!(FutureKey::of(table, &other).unwrap(), key);
            assert_eq!(
                encode_distribution(&future.at(other.banked).unwrap()),
                fresh(table, &other),
                "{rules:?} {other:?}"
            );
        }
    }
}

#[test]
fn upper_sums_of_one_class_share_their_future_and_others_do_not() {
    let table = table_for(RuleSet::Yatzy);
    let at = |filled: &[Category], upper: u16| {
        let situation = Situation {
            filled: filled.to_vec(),
            upper,
            banked: upper,
            five_box_holds_50: false,
        };
        FutureKey::of(table, &situation).unwrap()
    };
    use Category::*;
    // Every Left box filled: whether the bonus was reached is all that is left of the sum.
    let left = [Ones, Twos, Threes, Fours, Fives, Sixes];
    assert_eq!(at(&left, 70), at(&left, 63));
    assert_ne!(at(&left, 62), at(&left, 63));
    // Sixes alone filled: 6 and 12 points there leave different futures.
    assert_ne!(at(&[Sixes], 6), at(&[Sixes], 12));
    assert_eq!(at(&[Sixes], 12).filled(), 1);
}

/// A store in memory that counts what it was asked, for the tests to look into.
#[derive(Clone, Default)]
struct MemoryStore {
    files: std::sync::Arc<std::sync::Mutex<std::collections::HashMap<FutureKey, Vec<u8>>>>,
}

impl FutureStore for MemoryStore {
    fn load(&self, key: &FutureKey) -> Option<Vec<u8>> {
        self.files.lock().unwrap().get(key).cloned()
    }

    fn save(&self, key: &FutureKey, bytes: &[u8]) {
        self.files.lock().unwrap().insert(*key, bytes.to_vec());
    }
}

/// Forced Yatzy after two turns: Ones 0, Twos 6 (its passes are quick: one order of boxes).
fn early_position(rules: RuleSet) -> Situation {
    Situation {
        filled: rules.categories()[..2].to_vec(),
        upper: 6,
        banked: 6,
        five_box_holds_50: false,
    }
}

#[test]
fn an_early_future_is_stored_once_and_read_back_byte_for_byte() {
    let table = table_for(RuleSet::Forced);
    let store = MemoryStore::default();
    let position = early_position(RuleSet::Forced);
    let first = Kept::new(DEFAULT_BYTES, Some(Box::new(store.clone())));
    let computed = first.distribution(table, &position).unwrap();
    assert_eq!(first.counts().computed, 1);
    assert_eq!(store.files.lock().unwrap().len(), 1);
    // Another process with the same store reads it, and computes nothing.
    let second = Kept::new(DEFAULT_BYTES, Some(Box::new(store.clone())));
    let read = second.distribution(table, &position).unwrap();
    assert_eq!((second.counts().loaded, second.counts().computed), (1, 0));
    assert_eq!(encode_distribution(&read), encode_distribution(&computed));
    assert_eq!(encode_distribution(&read), fresh(table, &position));
    // In memory now: asked again, it is a look-up.
    second.distribution(table, &position).unwrap();
    assert_eq!(second.counts().hits, 1);
}

#[test]
fn a_damaged_stored_future_is_computed_again_and_stored_over_never_trusted() {
    let table = table_for(RuleSet::Forced);
    let store = MemoryStore::default();
    let position = early_position(RuleSet::Forced);
    let key = FutureKey::of(table, &position).unwrap();
    Kept::new(DEFAULT_BYTES, Some(Box::new(store.clone())))
        .distribution(table, &position)
        .unwrap();
    let good = store.files.lock().unwrap()[&key].clone();
    let mut damages = vec![good[..good.len() - 8].to_vec(), Vec::new()];
    // One flipped bit in a chance, and a file of another state under this one's name.
    let mut flipped = good.clone();
    let last = flipped.len() - 3;
    flipped[last] ^= 0x10;
    damages.push(flipped);
    let other = Future::compute(table, FutureKey { lane: 0, ..key });
    damages.push(encode_future(&other));
    // Made to pass every check of its own: another state's future under this one's key (its
    // mean is not the table's value here), and this one claiming to move further than the
    // rule set's maximum allows.
    damages.push(encode_future(&Future { key, ..other }));
    let mut good_future = Future::compute(table, key);
    good_future.shift_limit = RuleSet::Forced.max_total();
    damages.push(encode_future(&good_future));
    for damaged in damages {
        store.files.lock().unwrap().insert(key, damaged);
        let kept = Kept::new(DEFAULT_BYTES, Some(Box::new(store.clone())));
        let told = kept.distribution(table, &position).unwrap();
        assert_eq!((kept.counts().damaged, kept.counts().computed), (1, 1));
        assert_eq!(encode_distribution(&told), fresh(table, &position));
        assert_eq!(store.files.lock().unwrap()[&key], good, "stored over");
    }
}

#[test]
fn the_futures_in_memory_stay_within_their_bound_the_least_recently_used_let_go() {
    let table = table_for(RuleSet::Forced);
    let one = Future::compute(
        table,
        FutureKey::of(table, &early_position(RuleSet::Forced)).unwrap(),
    );
    // Room for about three early futures.
    let kept = Kept::new(3 * one.bytes() + one.bytes() / 2, None);
    let mut position = early_position(RuleSet::Forced);
    let first = position.clone();
    for filled in 2..8 {
        position.filled = RuleSet::Forced.categories()[..filled].to_vec();
        position.upper = 0;
        position.banked = 0;
        kept.distribution(table, &position).unwrap();
        let (_, bytes) = kept.size();
        assert!(bytes <= 3 * one.bytes() + one.bytes() / 2, "{bytes}");
    }
    assert!(!kept.holds(&FutureKey::of(table, &first).unwrap()));
    assert!(kept.holds(&FutureKey::of(table, &position).unwrap()));
}

#[test]
fn the_states_worked_out_ahead_are_the_early_ones_optimal_play_reaches_likeliest_first() {
    let table = table_for(RuleSet::Yatzy);
    let reached = FutureKey::reached(table, 2);
    // Every game is at exactly one state after each turn.
    for turn in 1..=2 {
        let total: f64 = reached
            .iter()
            .filter(|(k, _)| k.filled() == turn)
            .map(|(_, c)| c)
            .sum();
        assert!((total - 1.0).abs() < 1e-12, "turn {turn}: {total}");
    }
    assert!(reached.windows(2).all(|w| w[0].1 >= w[1].1));
    let list = warm_up(table);
    assert!(
        list.iter()
            .all(|k| (1..=WORKED_AHEAD_TURNS).contains(&k.filled()))
    );
    // Every state an optimal game is at after its first four turns is worked out ahead.
    let listed: std::collections::HashSet<FutureKey> = list.iter().copied().collect();
    assert_eq!(listed.len(), list.len());
    for seed in 0..200 {
        let game = yatzy::core::simulate::play_game(
            RuleSet::Yatzy,
            seed,
            &mut yatzy::core::solver::Optimal::new(table),
        )
        .unwrap();
        let mut card = yatzy::core::rules::ScoreCard::new(RuleSet::Yatzy);
        for turn in &game.history()[..WORKED_AHEAD_TURNS] {
            card.fill(turn.category, &turn.dice).unwrap();
            let key = FutureKey::of(table, &Situation::from(&card)).unwrap();
            assert!(listed.contains(&key), "game {seed}: {key:?}");
        }
    }
    // Against optimal games played out: the likeliest state after the first turn is reached
    // about as often as its chance says (within four standard errors).
    let (likeliest, chance) = reached
        .iter()
        .find(|(k, _)| k.filled() == 1)
        .copied()
        .unwrap();
    let games = 4000;
    let hits = (0..games)
        .filter(|&seed| {
            let game = yatzy::core::simulate::play_game(
                RuleSet::Yatzy,
                seed,
                &mut yatzy::core::solver::Optimal::new(table),
            )
            .unwrap();
            let mut card = yatzy::core::rules::ScoreCard::new(RuleSet::Yatzy);
            let first = &game.history()[0];
            card.fill(first.category, &first.dice).unwrap();
            FutureKey::of(table, &Situation::from(&card)).unwrap() == likeliest
        })
        .count();
    let seen = hits as f64 / games as f64;
    let error = (chance * (1.0 - chance) / games as f64).sqrt();
    assert!((seen - chance).abs() < 4.0 * error, "{seen} vs {chance}");
}

#[test]
fn yatzy_solve_stores_an_early_future_in_the_cache_directory_and_reads_it_back() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "solve",
        "--rules",
        "forced",
        "--distribution",
        "--json",
        "--filled",
        "ones,twos,threes",
        "--upper",
        "9",
    ];
    let first = crate::common::run_yatzy(data.path(), &args);
    assert!(first.status.success(), "{first:?}");
    let folder = data.path().join("cache/futures-v1/forced");
    let files: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
    assert_eq!(files.len(), 1, "one future stored");
    let file = files[0].as_ref().unwrap().path();
    let stored = std::fs::read(&file).unwrap();
    // Read back: the same answer. Damaged: the same answer, and the file written over.
    let second = crate::common::run_yatzy(data.path(), &args);
    assert_eq!(second.stdout, first.stdout);
    let mut damaged = stored.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    std::fs::write(&file, &damaged).unwrap();
    let third = crate::common::run_yatzy(data.path(), &args);
    assert_eq!(third.stdout, first.stdout);
    assert_eq!(std::fs::read(&file).unwrap(), stored);
    // A position after five turns is stored too; after six it is not: its pass is short.
    let stored_after = |filled: &str| {
        let mut later = args.to_vec();
        later[6] = filled;
        let run = crate::common::run_yatzy(data.path(), &later);
        assert!(run.status.success(), "{run:?}");
        std::fs::read_dir(&folder).unwrap().count()
    };
    assert_eq!(stored_after("ones,twos,threes,fours,fives"), 2);
    assert_eq!(stored_after("ones,twos,threes,fours,fives,sixes"), 2);
}

#[test]
fn a_future_worked_out_ahead_is_stored_not_kept_and_never_worked_out_twice() {
    let table = table_for(RuleSet::Forced);
    let store = MemoryStore::default();
    let key = FutureKey::of(table, &early_position(RuleSet::Forced)).unwrap();
    let kept = Kept::new(DEFAULT_BYTES, Some(Box::new(store.clone())));
    kept.warm(table, key);
    assert_eq!(kept.counts().computed, 1);
    assert!(!kept.holds(&key), "for later games: not in memory");
    assert!(store.files.lock().unwrap().contains_key(&key));
    kept.warm(table, key);
    let other = Kept::new(DEFAULT_BYTES, Some(Box::new(store.clone())));
    other.warm(table, key);
    assert_eq!((kept.counts().computed, other.counts().computed), (1, 0));
    // A game then reads it.
    other
        .distribution(table, &early_position(RuleSet::Forced))
        .unwrap();
    assert_eq!((other.counts().loaded, other.counts().computed), (1, 0));
}

#[test]
fn a_worker_told_a_table_works_its_early_futures_out_in_a_pause_before_any_question() {
    let table = std::sync::Arc::new(Solution::solve(RuleSet::Forced, &mut |_| {}));
    let store = MemoryStore::default();
    let worker = yatzy::core::chances::Worker::spawn(None, 1.0, |_: u32, _| {}).unwrap();
    worker.share(std::sync::Arc::new(Kept::new(
        DEFAULT_BYTES,
        Some(Box::new(store.clone())),
    )));
    worker.warm_ahead();
    worker.warm_ahead_for(std::sync::Arc::clone(&table));
    let wanted = warm_up(&table);
    // Every state optimal play reaches after its first four turns: 6, 16, 31 and 31.
    assert_eq!(wanted.len(), 84, "Forced Yatzy's early states");
    // After the pause the worker waits for (5 s with nothing asked), every one is stored.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while store.files.lock().unwrap().len() < wanted.len() {
        assert!(
            std::time::Instant::now() < deadline,
            "not worked out in time"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let files = store.files.lock().unwrap();
    assert!(wanted.iter().all(|key| files.contains_key(key)));
    let first = Future::compute(&table, wanted[0]);
    assert_eq!(files[&wanted[0]], encode_future(&first));
}

/// The states the first two turns reach however they are played, found by playing them:
/// every box and every roll, twice (one first card for each box and points it can hold).
fn states_after_any_two_turns(table: &Solution) -> [std::collections::HashSet<FutureKey>; 2] {
    let rules = table.rules();
    let rolls: Vec<yatzy::core::rules::Dice> = yatzy::core::rules::Dice::all_distinct().collect();
    let key = |card: &yatzy::core::rules::ScoreCard| {
        FutureKey::of(table, &Situation::from(card)).unwrap()
    };
    let mut first_cards = std::collections::HashMap::new();
    for &category in rules.categories() {
        for dice in &rolls {
            let mut card = yatzy::core::rules::ScoreCard::new(rules);
            if card.fill(category, dice).is_ok() {
                first_cards.entry((category, card.total())).or_insert(card);
            }
        }
    }
    let mut after = [
        std::collections::HashSet::new(),
        std::collections::HashSet::new(),
    ];
    for card in first_cards.values() {
        after[0].insert(key(card));
        for &category in rules.categories() {
            for dice in &rolls {
                let mut second = card.clone();
                if second.fill(category, dice).is_ok() {
                    after[1].insert(key(&second));
                }
            }
        }
    }
    after
}

#[test]
fn the_warm_up_lists_optimal_play_s_early_states_then_every_first_and_second_turn_however_played() {
    let table = crate::common::yatzy_table();
    let wanted = warm_up(&table);
    let reached: Vec<FutureKey> = FutureKey::reached(&table, WORKED_AHEAD_TURNS)
        .into_iter()
        .map(|(key, _)| key)
        .collect();
    assert_eq!(
        wanted[..reached.len()],
        reached[..],
        "optimal play's, likeliest first"
    );
    let distinct: std::collections::HashSet<&FutureKey> = wanted.iter().collect();
    assert_eq!(distinct.len(), wanted.len(), "each once");
    // After one turn: a Left box holding 0 to 5 of its face (6 boxes x 6 sums), or any one
    // of the 9 Right boxes (its points are banked, not part of the state).
    let turn = |filled: usize| -> std::collections::HashSet<FutureKey> {
        wanted
            .iter()
            .filter(|key| key.filled() == filled)
            .copied()
            .collect()
    };
    assert_eq!(turn(1).len(), 6 * 6 + 9);
    // After one and two turns, the states found by playing them, and no other.
    let [first, second] = states_after_any_two_turns(&table);
    assert_eq!(turn(1), first);
    assert_eq!(turn(2), second);
    // Then nothing but optimal play's.
    let optimal_early = FutureKey::reached(&table, 2).len();
    assert_eq!(
        wanted.len(),
        reached.len() + first.len() + second.len() - optimal_early
    );
}
