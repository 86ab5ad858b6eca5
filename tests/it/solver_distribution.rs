//! The exact distribution of the final score under optimal play: a distribution (chances
//! that add up to 1), with the table's mean, the same on one thread as on many, and what a
//! long simulation of the optimal bot finds.

use std::sync::OnceLock;
use std::sync::atomic::AtomicU64;

use yatzy::core::rules::RuleSet;
use yatzy::core::simulate::{StrategyKind, simulate_each};
use yatzy::core::solver::{BANDS, PERCENTILES, ScoreDistribution, Solution};
use yatzy::storage::Storage;

use crate::common;

fn table_for(rules: RuleSet) -> &'static Solution {
    static TABLES: [OnceLock<Solution>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    let index = RuleSet::ALL.iter().position(|&r| r == rules).unwrap();
    TABLES[index].get_or_init(|| Solution::solve(rules, &mut |_| {}))
}

fn distribution_for(rules: RuleSet) -> &'static ScoreDistribution {
    static DISTRIBUTIONS: [OnceLock<ScoreDistribution>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    let index = RuleSet::ALL.iter().position(|&r| r == rules).unwrap();
    DISTRIBUTIONS[index].get_or_init(|| ScoreDistribution::of(table_for(rules), &mut |_| {}))
}

#[test]
fn every_rule_set_s_genuine_table_passes_the_cache_s_checks_of_what_it_means() {
    use yatzy::core::solver::cache;
    for rules in RuleSet::ALL {
        let table = table_for(rules);
        let read = cache::decode(&cache::encode(table), rules);
        let read = read.unwrap_or_else(|error| panic!("{rules}: {error}"));
        assert_eq!(read.expected_score(), table.expected_score(), "{rules}");
    }
}

#[test]
fn every_rule_set_s_chances_add_up_to_one_with_the_table_s_mean() {
    for rules in RuleSet::ALL {
        let distribution = distribution_for(rules);
        let total: f64 = distribution.probabilities.iter().sum();
        assert!(
            (total - 1.0).abs() < 1e-12,
            "{rules}: the chances add up to {total}"
        );
        assert!(
            distribution
                .probabilities
                .iter()
                .all(|p| (0.0..=1.0).contains(p))
        );
        let expected = table_for(rules).expected_score();
        assert!(
            (distribution.mean() - expected).abs() < 1e-9,
            "{rules}: mean {} against the table's {expected}",
            distribution.mean()
        );
        assert!(distribution.probabilities.len() <= usize::from(rules.max_total()) + 1);
        // The boxes' means and the bonus make up the mean (plus Yacht bonuses where they exist).
        if !rules.has_joker() {
            let boxes: f64 = distribution.box_means.iter().sum();
            let bonus = distribution.bonus_rate * f64::from(rules.upper_bonus().points);
            assert!(
                (boxes + bonus - expected).abs() < 1e-9,
                "{rules}: {boxes} + {bonus}"
            );
        }
        // Percentiles rise with q, and the median sits near the mean.
        let percentiles: Vec<u16> = PERCENTILES
            .iter()
            .map(|&q| distribution.percentile(q))
            .collect();
        assert!(
            percentiles.windows(2).all(|w| w[0] <= w[1]),
            "{rules}: {percentiles:?}"
        );
    }
}

#[test]
fn the_bands_start_at_the_expected_score_and_end_at_the_final_percentiles() {
    for rules in [RuleSet::Yatzy, RuleSet::Forced] {
        let distribution = distribution_for(rules);
        let expected = table_for(rules).expected_score();
        assert_eq!(distribution.bands.len(), rules.categories().len() + 1);
        for band in distribution.bands[0] {
            assert!(
                (band - expected).abs() <= 0.25,
                "{rules}: {band} against {expected}"
            );
        }
        let last = distribution.bands.last().unwrap();
        for (band, q) in last.iter().zip(BANDS) {
            assert_eq!(*band, f64::from(distribution.percentile(q)), "{rules} {q}%");
        }
        // Each row rises from the 10th percentile to the 90th, and the band widens as the
        // game goes on.
        for row in &distribution.bands {
            assert!(row.windows(2).all(|w| w[0] <= w[1]), "{rules}: {row:?}");
        }
        assert!(last[4] - last[0] > distribution.bands[1][4] - distribution.bands[1][0]);
    }
}

#[test]
fn a_percentile_is_the_smallest_score_that_many_games_reach_at_most() {
    let distribution = ScoreDistribution {
        rules: RuleSet::Yatzy,
        probabilities: vec![0.0, 0.25, 0.25, 0.5],
        bonus_rate: 0.0,
        five_of_a_kind_rate: 0.0,
        bands: Vec::new(),
        box_means: Vec::new(),
    };
    assert_eq!(distribution.percentile(5), 1);
    assert_eq!(distribution.percentile(25), 1);
    assert_eq!(distribution.percentile(50), 2);
    assert_eq!(distribution.percentile(51), 3);
    assert_eq!(distribution.percentile(99), 3);
    assert_eq!(distribution.share_below(2), 0.25);
    assert_eq!(distribution.share_below(3), 0.5);
    assert!((distribution.mean() - 2.25).abs() < 1e-12);
}

#[test]
fn the_same_on_one_thread_as_on_all() {
    let table = table_for(RuleSet::Yatzy);
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
        .install(|| ScoreDistribution::of(table, &mut |_| {}));
    assert_eq!(&one, distribution_for(RuleSet::Yatzy), "bit for bit");
}

/// Plays `games` optimal games and compares their scores with the exact distribution: the
/// largest gap between the two cumulative distributions (Kolmogorov-Smirnov) stays under its
/// 0.1% critical value, and so do the bonus and five-of-a-kind rates (four standard errors).
fn agrees_with_a_simulation(rules: RuleSet, games: u64) {
    let distribution = distribution_for(rules);
    let mut counts = vec![0u64; distribution.probabilities.len().max(400)];
    let (mut bonus, mut five) = (0u64, 0u64);
    simulate_each(
        rules,
        StrategyKind::Optimal,
        Some(table_for(rules)),
        games,
        2026,
        &AtomicU64::new(0),
        &mut |game| {
            let score = usize::from(game.score);
            if counts.len() <= score {
                counts.resize(score + 1, 0);
            }
            counts[score] += 1;
            bonus += u64::from(game.bonus);
            five += u64::from(game.yatzy);
        },
    )
    .unwrap();
    let n = games as f64;
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
    assert!(
        gap < 1.95 / n.sqrt(),
        "{rules}: the distributions differ by {gap}"
    );
    for (name, seen, rate) in [
        ("bonus", bonus, distribution.bonus_rate),
        ("five of a kind", five, distribution.five_of_a_kind_rate),
    ] {
        let error = (rate * (1.0 - rate) / n).sqrt();
        let share = seen as f64 / n;
        assert!(
            (share - rate).abs() < 4.0 * error,
            "{rules} {name}: {share} against {rate}"
        );
    }
    // Each percentile of the games is within a point of the exact one.
    let mut sorted = Vec::new();
    for (score, &count) in counts.iter().enumerate() {
        sorted.extend(std::iter::repeat_n(score as u16, count as usize));
    }
    for q in PERCENTILES {
        let at = ((f64::from(q) / 100.0 * n).ceil() as usize).saturating_sub(1);
        let simulated = sorted[at];
        let exact = distribution.percentile(q);
        assert!(
            simulated.abs_diff(exact) <= 1,
            "{rules} {q}%: {simulated} against {exact}"
        );
    }
}

#[test]
fn scandinavian_yatzy_agrees_with_200000_simulated_games() {
    agrees_with_a_simulation(RuleSet::Yatzy, 200_000);
}

#[test]
fn forced_yatzy_agrees_with_200000_simulated_games() {
    agrees_with_a_simulation(RuleSet::Forced, 200_000);
}

/// Where the game's built-in distributions live in the source tree.
fn built_in_file(rules: RuleSet) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/core/src/solver/built_in")
        .join(yatzy::core::solver::cache::distribution_file_name(rules))
}

/// The distributions built into the game are the ones the forward pass computes now, byte for
/// byte: a change to the solver or the pass that moves any of them fails here. After a
/// deliberate change, `YATZY_BLESS_BUILT_IN=1 cargo test --test it built_in` writes them anew.
#[test]
fn every_built_in_distribution_is_the_one_computed_afresh_byte_for_byte() {
    for rules in RuleSet::ALL {
        let fresh = yatzy::core::solver::cache::encode_distribution(distribution_for(rules));
        if std::env::var_os("YATZY_BLESS_BUILT_IN").is_some() {
            std::fs::write(built_in_file(rules), &fresh).unwrap();
            continue;
        }
        let built_in = std::fs::read(built_in_file(rules)).unwrap();
        assert!(
            built_in == fresh,
            "{rules}: the built-in distribution differs from the one computed now \
             (YATZY_BLESS_BUILT_IN=1 cargo test --test it built_in writes it anew)"
        );
        let decoded = yatzy::core::solver::cache::built_in_distribution(rules).unwrap();
        assert_eq!(&decoded, distribution_for(rules), "{rules}");
    }
}

#[test]
fn the_game_uses_the_built_in_distribution_and_removes_the_cache_files_of_before() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().to_path_buf());
    let table = table_for(RuleSet::Forced);
    let found = yatzy::session::distribution(table, false, &mut |_| {
        panic!("the built-in distribution is not computed")
    });
    assert!(found.built_in);
    assert_eq!(&found.distribution, distribution_for(RuleSet::Forced));
    // `--recompute` computes it, and finds the same.
    let computed = yatzy::session::distribution(table, true, &mut |_| {});
    assert!(!computed.built_in);
    assert_eq!(computed.distribution, found.distribution);
    // An earlier version's distribution and table (of format 2) in the cache directory go
    // when a table is loaded.
    let cache = dir.path().join("cache");
    std::fs::create_dir_all(&cache).unwrap();
    let stale = ["distribution-forced-v3.bin", "solver-forced-v2.bin"].map(|name| cache.join(name));
    for file in &stale {
        std::fs::write(file, b"an earlier version's cache").unwrap();
    }
    let loaded = yatzy::session::load_or_solve(&storage, RuleSet::Forced, false, &mut |_| {});
    assert_eq!(loaded.table.expected_score(), table.expected_score());
    assert!(stale.iter().all(|file| !file.exists()));
    let left: Vec<_> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(left, ["solver-forced-v3.bin"]);
}

#[test]
fn solve_distribution_prints_the_figures_and_json_for_scripts() {
    let dir = tempfile::tempdir().unwrap();
    let output = common::run_yatzy(
        dir.path(),
        &["solve", "--rules", "forced", "--distribution", "--json"],
    );
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let exact = distribution_for(RuleSet::Forced);
    assert!((json["mean"].as_f64().unwrap() - exact.mean()).abs() < 1e-9);
    assert!((json["std_dev"].as_f64().unwrap() - exact.std_dev()).abs() < 1e-9);
    for q in PERCENTILES {
        assert_eq!(
            json["percentiles"][q.to_string()],
            exact.percentile(q),
            "{q}"
        );
    }
    let pairs = json["distribution"].as_array().unwrap();
    let total: f64 = pairs.iter().map(|pair| pair[1].as_f64().unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-12);
    assert!(json["bonus_rate"].is_f64() && json["yatzy_rate"].is_f64());

    let text = common::text(
        &common::run_yatzy(
            dir.path(),
            &["solve", "--rules", "forced", "--distribution"],
        )
        .stdout,
    );
    assert!(text.contains("Mean          122.558527"), "{text}");
    assert!(
        text.contains(&format!("50%: {}", exact.percentile(50))),
        "{text}"
    );
    assert!(text.contains("Distribution built into the game"), "{text}");

    let refused = common::run_yatzy(dir.path(), &["solve", "--json"]);
    assert_eq!(
        refused.status.code(),
        Some(2),
        "--json needs --distribution"
    );
}

#[test]
fn the_engine_page_s_table_of_optimal_play_is_the_distribution_s() {
    let engine =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/engine.md")).unwrap();
    for rules in RuleSet::ALL {
        let d = distribution_for(rules);
        let percentiles: Vec<String> = PERCENTILES
            .iter()
            .map(|&q| d.percentile(q).to_string())
            .collect();
        let row = format!(
            "| `{}` | {:.2} | {:.2} | {} | {:.1}% | {:.1}% |",
            rules.id(),
            d.mean(),
            d.std_dev(),
            percentiles.join(" | "),
            100.0 * d.bonus_rate,
            100.0 * d.five_of_a_kind_rate
        );
        assert!(
            engine.contains(&row),
            "docs/engine.md's row for {rules} must read:\n{row}"
        );
    }
}
