//! `yatzy solve`, `yatzy hint` and `yatzy simulate`.

use std::process::ExitCode;

use super::PositionArgsError;
use super::args::HintArgs;
use super::progress::ProgressBar;
use yatzy_core::rules::{Category, RuleSet};
use yatzy_core::simulate::{StrategyKind, simulate};
use yatzy_core::solver::{Situation, Solution, TurnValues};
use yatzy_core::stats::Stats;
use yatzy_i18n::{self as i18n, t};
use yatzy_session::{Loaded, Source, load_or_solve};
use yatzy_storage::Storage;

/// The table for `rules`, with a progress bar while it is computed.
pub(super) fn table(storage: &Storage, rules: RuleSet, recompute: bool) -> Loaded {
    let mut bar = ProgressBar::new(t!("progress-solving"));
    let loaded = load_or_solve(storage, rules, recompute, &mut |fraction| {
        bar.update(fraction)
    });
    bar.finish();
    if let Some(note) = &loaded.note {
        super::output::warn(note);
    }
    loaded
}

pub(super) fn solve(storage: &Storage, rules: RuleSet, recompute: bool) -> ExitCode {
    let loaded = table(storage, rules, recompute);
    super::output::print(&solve_text(&loaded, rules))
}

fn solve_text(loaded: &Loaded, rules: RuleSet) -> String {
    let (name, score) = (i18n::rules_name(rules), loaded.table.expected_score());
    let heading = t!(
        "out-expected-score",
        rules = name,
        score = i18n::decimal(score, 6)
    );
    let seconds = i18n::decimal(loaded.elapsed.as_secs_f64(), 3);
    let states = loaded.table.reachable_states();
    let mib = i18n::decimal(loaded.table.memory_bytes() as f64 / (1024.0 * 1024.0), 1);
    let line = match loaded.source {
        Source::Cache => t!(
            "out-table-loaded",
            seconds = seconds,
            states = states,
            mib = mib
        ),
        Source::Computed => t!(
            "out-table-computed",
            seconds = seconds,
            states = states,
            mib = mib
        ),
    };
    format!("{heading}\n{line}\n")
}

/// Prints the ranked choices, with `filled` the boxes `request` names; `Err` carries a
/// message for clap to print (exit code 2).
pub(super) fn hint(
    storage: &Storage,
    rules: RuleSet,
    request: &HintArgs,
    filled: &[Category],
) -> Result<ExitCode, PositionArgsError> {
    let situation = Situation {
        filled: filled.to_vec(),
        upper: request.upper,
        banked: 0,
        five_box_holds_50: request.five_box_50,
    };
    let loaded = table(storage, rules, false);
    let turn = TurnValues::new(&loaded.table, &situation)?;
    let mut text = hint_text(&turn, rules, request, filled)?;
    if request.risk != 0.0 {
        let risky = Solution::solve_with_risk(rules, request.risk, &mut |_| {});
        let turn = TurnValues::new(&risky, &situation)?;
        if let Some(best) = turn.choices(&request.dice, request.rolls_left).first() {
            let choice = yatzy_ui::words::choice(rules, &best.choice);
            let risk = i18n::figure(request.risk, false);
            text.push_str(&t!("cli-hint-at-risk", risk = risk, choice = choice));
            text.push('\n');
        }
    }
    Ok(super::output::print(&text))
}

/// The hint's text, or why there is none.
fn hint_text(
    turn: &TurnValues,
    rules: RuleSet,
    request: &HintArgs,
    filled: &[Category],
) -> Result<String, PositionArgsError> {
    let choices = turn.choices(&request.dice, request.rolls_left);
    let dice: Vec<String> = request.dice.values().iter().map(u8::to_string).collect();
    let rolls = t!("cli-rolls-left", rolls = request.rolls_left);
    let rules_name = yatzy_i18n::rules_name(rules);
    let mut out = format!("{}, {rolls}, {rules_name}\n", dice.join(" "));
    if !filled.is_empty() {
        out.push_str(&filled_line(rules, filled, request.upper));
    }
    out.push('\n');
    let Some(best) = choices.first() else {
        return Err(PositionArgsError::NothingToDecide);
    };
    out += &format!(
        "{:<4}{:<32}{:>12}  {:>8}\n",
        "",
        t!("cli-choice"),
        t!("cli-expected"),
        t!("cli-cost")
    );
    for (rank, choice) in choices.iter().take(request.top.max(1)).enumerate() {
        out += &format!(
            "{:<4}{:<32}{:>12}  {:>8}\n",
            format!("{}.", rank + 1),
            yatzy_ui::words::choice(rules, &choice.choice),
            i18n::decimal(choice.expected_final, 4),
            if rank == 0 {
                t!("cli-best")
            } else {
                format!(
                    "-{}",
                    i18n::decimal(best.expected_final - choice.expected_final, 4)
                )
            }
        );
    }
    out += &format!("\n{}\n", t!("cli-expected-means"));
    Ok(out)
}

/// The line of the boxes filled, by their ids, and the Left Section's sum.
pub(super) fn filled_line(rules: RuleSet, filled: &[Category], upper: u16) -> String {
    let boxes: Vec<&str> = filled.iter().map(|&c| rules.category_id(c)).collect();
    format!(
        "{}\n",
        t!("cli-filled", boxes = boxes.join(", "), sum = upper)
    )
}

pub(crate) fn simulate_games(
    storage: &Storage,
    rules: RuleSet,
    games: u64,
    kind: StrategyKind,
    seed: u64,
    risk: f64,
) -> ExitCode {
    let mut loaded = match kind {
        StrategyKind::Optimal => Some(table(storage, rules, false)),
        StrategyKind::Greedy => None,
    };
    if let Some(loaded) = loaded.as_mut().filter(|_| risk != 0.0) {
        // Another risk appetite: its own table, solved now (in about the time of the first).
        let mut bar = ProgressBar::new(t!("progress-solving"));
        loaded.table = Solution::solve_with_risk(rules, risk, &mut |f| bar.update(f));
        bar.finish();
    }
    let turns = games.saturating_mul(rules.categories().len() as u64).max(1);
    let table = loaded.as_ref().map(|l| &l.table);
    let (results, elapsed) = super::progress::with_progress(turns, |done| {
        simulate(rules, kind, table, games, seed, done)
    });
    let tally = match results {
        Ok(Ok(tally)) => tally,
        Ok(Err(error)) => {
            let error = yatzy_ui::words::play::command_refusal(rules, &error);
            super::output::warn(&t!("cli-illegal-move", error = error));
            return ExitCode::FAILURE;
        }
        Err(_) => {
            super::output::warn(&t!("cli-simulation-failed"));
            return ExitCode::FAILURE;
        }
    };
    let Some(stats) = Stats::of_tally(tally) else {
        return super::output::print(&format!("{}\n", t!("out-no-games")));
    };
    super::output::print(&simulation_text(&stats, rules, kind, seed, elapsed, risk))
}

fn simulation_text(
    stats: &Stats,
    rules: RuleSet,
    kind: StrategyKind,
    seed: u64,
    elapsed: f64,
    risk: f64,
) -> String {
    let name = match kind {
        StrategyKind::Optimal if risk != 0.0 => {
            t!("out-optimal-at-risk", risk = i18n::figure(risk, false))
        }
        StrategyKind::Optimal => t!("out-optimal"),
        StrategyKind::Greedy => t!("out-greedy"),
    };
    let rules_name = i18n::rules_name(rules);
    let seed = seed.to_string();
    let games = stats.games;
    let heading = t!(
        "out-simulated",
        games = games,
        rules = rules_name,
        strategy = name,
        seed = seed
    );
    let mut out = format!("{heading}\n\n");
    for (label, value) in summary_rows(stats, rules) {
        out += &format!("{label:<12}{value}\n");
    }
    out.push('\n');
    for line in yatzy_ui::reports::scores::histogram(&stats.distribution, 40) {
        out += &format!("{line}\n");
    }
    out.push('\n');
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let seconds = i18n::decimal(elapsed, 3);
    let rate = format!("{:.0}", games as f64 / elapsed.max(1e-9));
    let speed = t!("out-speed", seconds = seconds, rate = rate, cores = cores);
    out + &format!("{speed}\n")
}

/// The simulation's figures, each a label and its value.
pub(super) fn summary_rows(stats: &Stats, rules: RuleSet) -> [(String, String); 6] {
    let error = i18n::decimal(stats.standard_deviation / (stats.games as f64).sqrt(), 3);
    let percentiles = [5.0, 25.0, 50.0, 75.0, 95.0].map(|q| stats.percentile(q));
    let [p5, p25, p50, p75, p95] = percentiles;
    let percent = |rate: f64| format!("{:>8}%", i18n::decimal(rate * 100.0, 1));
    [
        (
            t!("out-mean"),
            format!(
                "{:>9}   ({})",
                i18n::decimal(stats.average, 3),
                t!("out-standard-error", error = error)
            ),
        ),
        (
            t!("out-std-dev"),
            format!("{:>9}", i18n::decimal(stats.standard_deviation, 3)),
        ),
        (
            t!("out-percentiles"),
            format!(" 5%: {p5}  25%: {p25}  50%: {p50}  75%: {p75}  95%: {p95}"),
        ),
        (
            t!("out-range"),
            t!("out-range-from-to", worst = stats.worst, best = stats.best),
        ),
        (t!("out-upper-bonus"), percent(stats.bonus_rate)),
        (
            i18n::box_name(rules, Category::Yatzy),
            percent(stats.yatzy_rate),
        ),
    ]
}
