//! Each command of the command line, carried out: what `yatzy COMMAND ...` does.

use std::process::ExitCode;

use super::args::{Cli, Commands, DataArgs, HintArgs, SolveArgs};
use super::{
    chosen_rules, command, daily_played, distribution, filled_boxes, game_options, goal, help,
    output, resolve, rules_for_answer, score, scores, simulation, solver_commands, storage_or_exit,
    trends, usage_error,
};
use yatzy_i18n::t;
use yatzy_ui::GameOptions;

/// Runs `command`, with the options given before it in `cli`; practice is the game's, and
/// started by `play`.
pub(super) fn run(asked: Commands, cli: &Cli, play: fn(GameOptions) -> ExitCode) -> ExitCode {
    let before = &cli.place;
    match asked {
        Commands::Score { dice, json, place } => {
            score(rules_for_answer(&place.or(before)), &dice, json)
        }
        Commands::Scores {
            json,
            trends: wanted,
            name,
            everyone,
            place,
        } => {
            let place = place.or(before);
            let (rules, _) = chosen_rules(&place, true);
            let asked = super::WhoseAsked { name, everyone };
            if wanted {
                match storage_or_exit(&place) {
                    Ok(storage) => trends::print(&storage, rules, &asked, json),
                    Err(code) => code,
                }
            } else {
                scores(resolve(&place), rules, &asked, json)
            }
        }
        Commands::Solve(asked) => solve_command(asked, before),
        Commands::Hint(asked) => hint_command(asked, before),
        Commands::Simulate {
            games,
            strategy,
            table,
            target,
            json,
            seed,
            risk,
            place,
        } => {
            let place = place.or(before);
            let (rules, _) = chosen_rules(&place, true);
            // A table of one has nobody to finish first against.
            if table.len() == 1 {
                usage_error(
                    "simulate",
                    "--table seats 1 bot; a table has 2 seats at least (give two or more, \
                     e.g. win,optimal)"
                        .to_string(),
                );
            }
            if table.len() > yatzy_core::table::MAX_SEATS {
                usage_error(
                    "simulate",
                    format!(
                        "--table seats {} bots; a table has {} seats at most",
                        table.len(),
                        yatzy_core::table::MAX_SEATS
                    ),
                );
            }
            match storage_or_exit(&place) {
                Ok(storage) => {
                    let seed = seed.or(cli.seed).unwrap_or_else(rand::random);
                    // --games is required unless --table, whose default is 1000.
                    let games = games.unwrap_or(1000);
                    match (table.is_empty(), target) {
                        (false, _) => simulation::table(&storage, rules, &table, games, seed, json),
                        (true, Some(target)) => {
                            simulation::goal(&storage, rules, target, games, seed)
                        }
                        (true, None) => solver_commands::simulate_games(
                            &storage, rules, games, strategy, seed, risk,
                        ),
                    }
                }
                Err(code) => code,
            }
        }
        Commands::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(), "yatzy", &mut script);
            output::print(&String::from_utf8_lossy(&script))
        }
        Commands::Man => man_page(),
        Commands::Help { command: name } => help(name.as_deref()),
        #[cfg(feature = "serve")]
        Commands::Serve(asked) => serve_command(asked, before),
        Commands::Practice { place } => {
            let place = place.or(before);
            play(GameOptions {
                rules: chosen_rules(&place, false).0,
                practice: true,
                storage: resolve(&place),
                ..game_options(cli)
            })
        }
    }
}

/// `yatzy solve [--distribution ...]`.
fn solve_command(asked: SolveArgs, before: &DataArgs) -> ExitCode {
    let place = asked.place.or(before);
    let (rules, _) = chosen_rules(&place, true);
    let from = distribution::position(
        rules,
        &asked.filled,
        asked.upper,
        asked.five_box_50,
        asked.banked,
    )
    .unwrap_or_else(|message| usage_error("solve", message));
    match storage_or_exit(&place) {
        Ok(storage) if let Some(target) = asked.target => {
            goal::solve(&storage, rules, target, asked.json, from.as_ref())
                .unwrap_or_else(|message| usage_error("solve", message))
        }
        Ok(storage) if asked.distribution => {
            distribution::print(&storage, rules, asked.recompute, asked.json, from.as_ref())
                .unwrap_or_else(|message| usage_error("solve", message))
        }
        Ok(storage) => solver_commands::solve(&storage, rules, asked.recompute),
        Err(code) => code,
    }
}

/// `yatzy hint --dice ...`.
fn hint_command(asked: HintArgs, before: &DataArgs) -> ExitCode {
    let place = asked.place.clone().or(before);
    let storage = match storage_or_exit(&place) {
        Ok(storage) => storage,
        Err(code) => return code,
    };
    let rules = rules_for_answer(&place);
    let filled =
        filled_boxes(rules, &asked.filled).unwrap_or_else(|message| usage_error("hint", message));
    match asked.target {
        Some(target) => goal::hint(&storage, rules, &asked, &filled, target),
        None => solver_commands::hint(&storage, rules, &asked, &filled),
    }
    .unwrap_or_else(|message| usage_error("hint", message))
}

/// `yatzy serve`: until SIGINT, SIGTERM or SIGHUP.
#[cfg(feature = "serve")]
fn serve_command(asked: super::args::ServeArgs, before: &DataArgs) -> ExitCode {
    let place = DataArgs {
        data_dir: asked.data_dir.or_else(|| before.data_dir.clone()),
        ..before.clone()
    };
    let storage = match storage_or_exit(&place) {
        Ok(storage) => storage,
        Err(code) => return code,
    };
    let seconds = std::time::Duration::from_secs;
    let options = yatzy_server::ServeOptions {
        listen: asked.listen,
        storage,
        authorized_keys: asked.authorized_keys,
        turn_timeout: (asked.turn_timeout > 0).then(|| seconds(asked.turn_timeout)),
        bot_step: std::time::Duration::from_millis(asked.bot_pace),
        limits: yatzy_server::ssh::Limits {
            connections: asked.max_connections as usize,
            per_address_per_minute: asked.connections_per_minute as usize,
            per_address_at_once: asked.connections_per_address as usize,
            login_grace: seconds(asked.login_grace),
            keepalive: seconds(asked.keepalive),
            unauthenticated_per_address: asked.logins_per_address as usize,
            unauthenticated_per_network: 2 * asked.logins_per_address as usize,
            ..Default::default()
        },
        max_tables: asked.max_tables as usize,
        tables_per_address: asked.tables_per_address as usize,
        abandon_after: seconds(asked.abandon_after),
        goal_target: asked.target,
    };
    match yatzy_server::serve(options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.is_usage() => usage_error("serve", error),
        // The server's operator reads its start errors beside its log, which is English:
        // so are they, whatever language this terminal speaks.
        Err(error) => {
            output::warn(&yatzy_i18n::speaking(yatzy_i18n::Language::English, || {
                error.to_string()
            }));
            ExitCode::FAILURE
        }
    }
}

/// `yatzy man`: the manual page.
fn man_page() -> ExitCode {
    let mut yatzy = command();
    // Built, so that every command has its options (the global ones and --help included).
    yatzy.build();
    output::print(&super::man::page(&yatzy))
}

/// `yatzy --daily [--date D]`: the day's challenge, once.
pub(super) fn daily(cli: &Cli, play: fn(GameOptions) -> ExitCode) -> ExitCode {
    let before = &cli.place;
    let rules = chosen_rules(before, false).0;
    // A day's challenge comes out at midnight UTC: today's and the days before are out.
    let today = chrono::Utc::now().date_naive();
    let date = cli.date.unwrap_or(today);
    if date > today {
        usage_error(
            "",
            format!(
                "invalid value '{date}' for '--date <YYYY-MM-DD>': that day's challenge is not \
                 out yet (today is {today}, UTC; each day's comes out at midnight UTC)"
            ),
        );
    }
    let storage = resolve(before);
    if let Some(played) = storage
        .as_ref()
        .ok()
        .and_then(|s| daily_played(s, rules, date))
    {
        output::warn(&t!(
            "cli-daily-played",
            date = date.to_string(),
            rules = yatzy_i18n::rules_name(rules),
            points = played
        ));
        return ExitCode::FAILURE;
    }
    play(GameOptions {
        rules,
        daily: Some(date),
        storage,
        ..game_options(cli)
    })
}
