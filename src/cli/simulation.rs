//! `yatzy simulate --table ...` (bots at one table, who finishes first) and `yatzy simulate
//! --target N` (goal play, how often it reaches the target).

use super::solver_commands::{summary_rows, table as expected_table};
use std::process::ExitCode;
use yatzy_core::game::CommandError;
use yatzy_core::rules::RuleSet;
use yatzy_core::simulate::{
    SeatStrategy, TableSetup, TableSimulationError, TableTally, simulate_goal, simulate_table,
};
use yatzy_core::solver::Situation;
use yatzy_core::stats::{Stats, Tally};
use yatzy_i18n::{self as i18n, t};
use yatzy_session as session;
use yatzy_storage::Storage;

fn illegal(rules: RuleSet, error: &CommandError) -> ExitCode {
    let error = yatzy_ui::words::play::command_refusal(rules, error);
    super::output::warn(&t!("cli-illegal-move", error = error));
    ExitCode::FAILURE
}

fn failed() -> ExitCode {
    super::output::warn(&t!("cli-simulation-failed"));
    ExitCode::FAILURE
}

/// `yatzy simulate --table win,optimal`.
pub(super) fn table(
    storage: &Storage,
    rules: RuleSet,
    seats: &[SeatStrategy],
    games: u64,
    seed: u64,
    json: bool,
) -> ExitCode {
    let loaded = expected_table(storage, rules, false);
    let goal = if seats.contains(&SeatStrategy::Win) {
        match super::goal::goal_table(storage, rules) {
            Some(goal) => Some(goal),
            None => return ExitCode::FAILURE,
        }
    } else {
        None
    };
    let kept = session::kept_futures(storage);
    let setup = TableSetup {
        rules,
        table: &loaded.table,
        goal: goal.as_ref(),
        kept: &kept,
    };
    let turns = games
        .saturating_mul((seats.len() * rules.categories().len()) as u64)
        .max(1);
    let (result, elapsed) = super::progress::with_progress(turns, |done| {
        simulate_table(&setup, seats, games, seed, done)
    });
    let tally = match result {
        Ok(Ok(tally)) => tally,
        Ok(Err(TableSimulationError::Illegal(error))) => return illegal(rules, &error),
        Ok(Err(TableSimulationError::NoGoalTable)) | Err(_) => return failed(),
    };
    let text = if json {
        table_json(rules, seed, &tally)
    } else {
        table_text(rules, seed, &tally, elapsed)
    };
    super::output::print(&text)
}

fn table_json(rules: RuleSet, seed: u64, tally: &TableTally) -> String {
    let seats: Vec<serde_json::Value> = tally
        .seats
        .iter()
        .map(|(strategy, seat)| {
            serde_json::json!({
                "strategy": strategy.id(),
                "wins": seat.wins,
                "ties": seat.ties,
                "win_rate": seat.win_rate(tally.games),
                "std_error": seat.std_error(tally.games),
            })
        })
        .collect();
    let value = serde_json::json!({
        "rules": rules.id(),
        "games": tally.games,
        "seed": seed,
        "seats": seats,
    });
    format!("{value}\n")
}

fn table_text(rules: RuleSet, seed: u64, tally: &TableTally, elapsed: f64) -> String {
    let names: Vec<&str> = tally.seats.iter().map(|(s, _)| s.id()).collect();
    let mut out = format!(
        "{}\n\n",
        t!(
            "out-table-simulated",
            games = tally.games,
            rules = i18n::rules_name(rules),
            seats = names.join(", "),
            seed = seed.to_string()
        )
    );
    out += &format!(
        "{:<6}{:<10}{:>8}{:>8}  {}\n",
        t!("out-seat"),
        t!("out-strategy"),
        t!("out-wins"),
        t!("out-ties"),
        t!("out-win-rate")
    );
    for (number, (strategy, seat)) in tally.seats.iter().enumerate() {
        out += &format!(
            "{:<6}{:<10}{:>8}{:>8}  {}% ± {}\n",
            number + 1,
            strategy.id(),
            seat.wins,
            seat.ties,
            i18n::decimal(100.0 * seat.win_rate(tally.games), 2),
            i18n::decimal(100.0 * seat.std_error(tally.games), 2)
        );
    }
    let rate = format!("{:.0}", tally.games as f64 / elapsed.max(1e-9));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    out += &format!(
        "\n{}\n{}\n",
        t!("out-win-rate-means"),
        t!(
            "out-speed",
            seconds = i18n::decimal(elapsed, 3),
            rate = rate,
            cores = cores
        )
    );
    out
}

/// `yatzy simulate --games N --target T`: goal play, and how often it reaches the target
/// beside the exact chance it has to.
pub(super) fn goal(
    storage: &Storage,
    rules: RuleSet,
    target: u32,
    games: u64,
    seed: u64,
) -> ExitCode {
    let loaded = expected_table(storage, rules, false);
    let Some(goal) = super::goal::goal_table(storage, rules) else {
        return ExitCode::FAILURE;
    };
    let start = Situation {
        filled: Vec::new(),
        upper: 0,
        banked: 0,
        five_box_holds_50: false,
    };
    let exact = goal.chance(&start, target).unwrap_or(f64::NAN);
    let turns = games.saturating_mul(rules.categories().len() as u64).max(1);
    let (result, elapsed) = super::progress::with_progress(turns, |done| {
        let mut tally = Tally::default();
        let mut reached = 0u64;
        simulate_goal(
            (&loaded.table, &goal, target),
            games,
            seed,
            done,
            &mut |game| {
                reached += u64::from(u32::from(game.score) >= target);
                tally.add(game);
            },
        )
        .map(|()| (tally, reached))
    });
    let (tally, reached) = match result {
        Ok(Ok(found)) => found,
        Ok(Err(error)) => return illegal(rules, &error),
        Err(_) => return failed(),
    };
    let Some(stats) = Stats::of_tally(tally) else {
        return super::output::print(&format!("{}\n", t!("out-no-games")));
    };
    let share = reached as f64 / games as f64;
    let error = (share * (1.0 - share) / games as f64).sqrt();
    let mut out = format!(
        "{}\n\n",
        t!(
            "out-goal-simulated",
            games = games,
            rules = i18n::rules_name(rules),
            target = target,
            seed = seed.to_string()
        )
    );
    out += &format!(
        "{}\n\n",
        t!(
            "out-goal-reached",
            target = target,
            share = i18n::decimal(100.0 * share, 2),
            error = i18n::decimal(100.0 * error, 2),
            exact = i18n::decimal(100.0 * exact, 2)
        )
    );
    for (label, value) in summary_rows(&stats, rules) {
        out += &format!("{label:<12}{value}\n");
    }
    let rate = format!("{:.0}", games as f64 / elapsed.max(1e-9));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    out += &format!(
        "\n{}\n",
        t!(
            "out-speed",
            seconds = i18n::decimal(elapsed, 3),
            rate = rate,
            cores = cores
        )
    );
    super::output::print(&out)
}
