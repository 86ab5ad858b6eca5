//! The command line: options for the game and its subcommands.

mod args;
mod commands;
mod distribution;
mod error;
mod goal;
mod man;
mod output;
mod progress;
mod score;
mod simulation;
mod solver_commands;
mod trends;
mod values;

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{CommandFactory, FromArgMatches};

use args::GAME_OPTIONS;
pub use args::{Cli, Commands, DataArgs};
pub(crate) use error::{PositionArgsError, ValueError};
use score::RollScores;
use yatzy_core::rules::{Category, Dice, RuleSet};
use yatzy_i18n::t;
use yatzy_storage::Storage;
use yatzy_ui::GameOptions;
use yatzy_ui::Preferences;
use yatzy_ui::reports::scores::Report;
use yatzy_ui::words::storage as stored;

/// Prints a usage error for `subcommand` the way clap does, and exits with code 2.
fn usage_error(subcommand: &str, message: impl std::fmt::Display) -> ! {
    let mut command = Cli::command();
    command.build();
    match command.find_subcommand_mut(subcommand) {
        Some(sub) => sub.error(ErrorKind::ValueValidation, message).exit(),
        None => command.error(ErrorKind::ValueValidation, message).exit(),
    }
}

/// Where a command's rule set came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RulesFrom {
    Option,
    /// The rule set of the last game played, kept in the data directory.
    LastGame,
    /// The rule set the settings start with.
    Setting,
    Default,
}

/// `--rules`, else the rule set the settings start with, else the one last played (both kept
/// in the data directory), else Yatzy. A
/// settings file that cannot be used is said on standard error when `tell` (the game says it
/// on its own screen).
fn chosen_rules(place: &DataArgs, tell: bool) -> (RuleSet, RulesFrom) {
    if let Some(rules) = place.rules {
        return (rules, RulesFrom::Option);
    }
    // Read as it is, without the lock: a command never waits for a writer to learn a
    // default, and a damaged file is the game's to keep aside and report.
    let remembered = resolve(place)
        .ok()
        .and_then(|storage| match storage.peek_settings() {
            Ok(settings) => {
                let settings = settings?;
                let (preferences, _) = Preferences::from_json(&settings.preferences);
                match preferences.rules {
                    Some(rules) => Some((rules, RulesFrom::Setting)),
                    None => settings
                        .last_rules
                        .map(|rules| (rules, RulesFrom::LastGame)),
                }
            }
            Err(error) => {
                // Left as it is: the game keeps a damaged file aside (under the lock).
                if tell {
                    output::warn(&t!(
                        "cli-settings-unusable",
                        problem = stored::peek_error(&error),
                        rules = yatzy_i18n::rules_name(RuleSet::default())
                    ));
                }
                None
            }
        });
    remembered.unwrap_or((RuleSet::default(), RulesFrom::Default))
}

/// The rule set for a command that answers about one card; when it is the last game's rather
/// than the one asked for, standard error says so (standard output stays the answer alone).
fn rules_for_answer(place: &DataArgs) -> RuleSet {
    let (rules, from) = chosen_rules(place, true);
    let name = yatzy_i18n::rules_name(rules);
    match from {
        RulesFrom::LastGame => output::warn(&t!("cli-rules-of-last-game", rules = name)),
        RulesFrom::Setting => output::warn(&t!("cli-rules-of-settings", rules = name)),
        RulesFrom::Option | RulesFrom::Default => {}
    }
    rules
}

/// The whole command line, with the game's keys after the options of `--help`.
fn command() -> clap::Command {
    Cli::command().after_help(yatzy_ui::keymap::help_text())
}

/// The data directory and the cache directory `place` names (else their defaults).
fn resolve(place: &DataArgs) -> Result<Storage, yatzy_storage::NoDataDirectory> {
    Storage::resolve(place.data_dir.clone()).map(|storage| match &place.cache_dir {
        Some(dir) => storage.with_cache_dir(Some(dir.clone())),
        None => storage,
    })
}

/// The data directory, or exit with the reason it cannot be used. What a crash left in it
/// (and in the cache directory) is swept on the way, as at the game's start.
fn storage_or_exit(place: &DataArgs) -> Result<Storage, ExitCode> {
    let storage = resolve(place).map_err(|yatzy_storage::NoDataDirectory| {
        output::warn(&stored::no_data_directory());
        ExitCode::FAILURE
    })?;
    storage.sweep_for_command();
    Ok(storage)
}

/// Parses the process arguments and runs what they ask for; the full-screen game is started
/// by `play` (the binary hands over `tui::run`: the command line knows the game only by the
/// options it asks it to start with).
pub fn run(play: fn(GameOptions) -> ExitCode) -> ExitCode {
    // However the program ends (a panic too), no cache file still being written on another
    // thread is left half-written behind it.
    struct RemoveUnfinished;
    impl Drop for RemoveUnfinished {
        fn drop(&mut self) {
            yatzy_storage::remove_unfinished_caches();
        }
    }
    let _unfinished = RemoveUnfinished;
    let (mut cli, matches) = match parse() {
        Ok(parsed) => parsed,
        Err(code) => return code,
    };
    if let Some(name) = matches.subcommand_name() {
        refuse_game_options(&matches, name);
    }
    yatzy_i18n::set(language(&cli));
    match cli.command.take() {
        Some(command) => commands::run(command, &cli, play),
        None if cli.daily => commands::daily(&cli, play),
        None => play(GameOptions {
            seed: cli.seed,
            players: cli.players.as_deref().map(|list| {
                yatzy_core::table::parse_players(list, yatzy_ui::words::bot_name).unwrap_or_else(
                    |error| usage_error("", format!("invalid value for '--players': {error}")),
                )
            }),
            ..game_options(&cli)
        }),
    }
}

/// The command line, parsed; `--help` and `--version` are output like any other, and fail
/// like any other when it cannot be written (clap's own printing would end 0 whatever
/// happened).
fn parse() -> Result<(Cli, clap::ArgMatches), ExitCode> {
    let matches = match command().try_get_matches() {
        Ok(matches) => matches,
        Err(shown)
            if matches!(
                shown.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) =>
        {
            let text = if std::io::stdout().is_terminal() {
                shown.render().ansi().to_string()
            } else {
                shown.render().to_string()
            };
            return Err(output::print(&text));
        }
        Err(error) => error.exit(),
    };
    match Cli::from_arg_matches(&matches) {
        Ok(cli) => Ok((cli, matches)),
        Err(error) => error.exit(),
    }
}

/// The game's own options mean nothing before a command: refused, not ignored. A seed means
/// something to a simulation, wherever it is given.
fn refuse_game_options(matches: &clap::ArgMatches, name: &str) {
    let given = GAME_OPTIONS
        .iter()
        .filter(|id| !(**id == "seed" && name == "simulate"))
        .find(|id| matches.value_source(id) == Some(ValueSource::CommandLine));
    if let Some(id) = given {
        let also = if *id == "seed" {
            " (`yatzy simulate --seed N` seeds a simulation)"
        } else {
            ""
        };
        usage_error(
            "",
            format!(
                "--{} is an option of the game, not of `yatzy {name}`{also}",
                id.replace('_', "-")
            ),
        );
    }
}

/// The game's options from the command line, for a solitaire game of the rules chosen.
fn game_options(cli: &Cli) -> GameOptions {
    GameOptions {
        rules: chosen_rules(&cli.place, false).0,
        overrides: overrides(cli),
        terminal_wants_ascii: terminal_wants_ascii(),
        locale_language: locale_language(),
        seed: None,
        new_game: cli.new,
        players: None,
        daily: None,
        practice: false,
        storage: resolve(&cli.place),
    }
}

/// The language to speak: `--lang`, else the setting, else the locale's.
fn language(cli: &Cli) -> yatzy_i18n::Language {
    let setting = || {
        let storage = resolve(&cli.place).ok()?;
        let settings = storage.peek_settings().ok()??;
        Preferences::from_json(&settings.preferences).0.language
    };
    cli.lang.or_else(setting).unwrap_or_else(locale_language)
}

/// The language LC_ALL, LC_MESSAGES or LANG asks for.
fn locale_language() -> yatzy_i18n::Language {
    yatzy_i18n::Language::from_environment(|name| std::env::var(name).ok())
}

/// What the game's options decide over the saved preferences.
fn overrides(cli: &Cli) -> yatzy_ui::Overrides {
    yatzy_ui::Overrides {
        coach_threshold: cli.coach_threshold,
        risk: cli.risk,
        bot_pace_ms: cli.bot_delay,
        theme: cli.theme,
        ascii: match (cli.ascii, cli.unicode) {
            (true, _) => Some(true),
            (_, true) => Some(false),
            _ => None,
        },
        language: cli.lang,
        target: cli.target,
    }
}

/// The score of `date`'s daily challenge under `rules`, if it is recorded already.
fn daily_played(storage: &Storage, rules: RuleSet, date: chrono::NaiveDate) -> Option<u16> {
    let scores = storage.load_scores().ok()?.value;
    let games = scores.games_of(rules, &yatzy_core::history::Whose::Everyone);
    games
        .iter()
        .find(|e| e.daily == Some(date))
        .map(|e| e.score)
}

/// Whether the terminal and locale this game runs in need ASCII.
fn terminal_wants_ascii() -> bool {
    let var = |name| std::env::var(name).ok().filter(|value| !value.is_empty());
    let locale = var("LC_ALL")
        .or_else(|| var("LC_CTYPE"))
        .or_else(|| var("LANG"));
    yatzy_ui::ascii::wanted(var("TERM").as_deref(), locale.as_deref())
}

/// `yatzy help [COMMAND]`: the help of yatzy, or of the command named.
fn help(name: Option<&str>) -> ExitCode {
    let mut yatzy = command();
    // Built, so that a command's usage reads `yatzy score ...`.
    yatzy.build();
    let help = match name {
        None => yatzy.render_long_help(),
        Some(name) => match yatzy.find_subcommand_mut(name) {
            Some(sub) => sub.render_long_help(),
            None => usage_error(
                "help",
                format!(
                    "'{}' is not a command of yatzy",
                    yatzy_core::text::sanitize(name)
                ),
            ),
        },
    };
    output::print(&help.to_string())
}

/// The boxes `--filled` names, each once and each on the card.
fn filled_boxes(rules: RuleSet, ids: &[String]) -> Result<Vec<Category>, PositionArgsError> {
    let mut boxes: Vec<Category> = Vec::new();
    for id in ids {
        let category = rules.category_by_id(id.trim())?;
        if boxes.contains(&category) {
            return Err(PositionArgsError::FilledTwice(id.trim().to_string()));
        }
        boxes.push(category);
    }
    Ok(boxes)
}

/// Whose games `yatzy scores` was asked about: `--name NAME`, `--everyone`, or neither.
pub(super) struct WhoseAsked {
    pub name: Option<String>,
    pub everyone: bool,
}

impl WhoseAsked {
    /// Whose statistics to show from `file`: the name asked for, everyone's, or without
    /// either the player's own (the name last entered with `rules`, else the login name),
    /// everyone's while that name has no game.
    pub(super) fn whose(
        &self,
        storage: &Storage,
        file: &yatzy_storage::HighScores,
        rules: RuleSet,
    ) -> yatzy_core::history::Whose {
        let player = yatzy_session::remembered_name(storage, rules);
        match &self.name {
            _ if self.everyone => yatzy_core::history::Whose::Everyone,
            // Said as the file spells it, when it holds that name.
            Some(name) => {
                let names = file.names(rules);
                let spelled = names
                    .iter()
                    .find(|known| yatzy_core::history::same_name(known, name))
                    .map_or(name.as_str(), String::as_str);
                yatzy_core::history::Whose::named(spelled, &player)
            }
            None => file.first_whose(rules, &player),
        }
    }
}

fn scores(
    storage: Result<Storage, yatzy_storage::NoDataDirectory>,
    rules: RuleSet,
    asked: &WhoseAsked,
    json: bool,
) -> ExitCode {
    let read = storage.as_ref().map_err(|_| stored::no_data_directory());
    let read = read.and_then(|storage| {
        storage.sweep_for_command();
        let loaded = storage
            .load_scores()
            .map_err(|e| stored::storage_error(&e))?;
        Ok((storage, loaded))
    });
    let (storage, loaded) = match read {
        Ok(read) => read,
        Err(reason) => {
            output::warn(&t!("cli-scores-unreadable", error = reason));
            return ExitCode::FAILURE;
        }
    };
    if let Some(recovery) = &loaded.recovered {
        let recovery = stored::recovery(recovery);
        output::warn(&t!("cli-scores-fresh", recovery = recovery));
    }
    if json {
        // Every game of the rule set for scripts, as ever, unless a name is asked for.
        let named = asked.name.as_deref().filter(|_| !asked.everyone);
        let entries: Vec<_> = loaded
            .value
            .entries
            .iter()
            .filter(|e| e.rules == rules)
            .filter(|e| named.is_none_or(|name| yatzy_core::history::same_name(name, &e.name)))
            .collect();
        // Entries are plain data: serializing them cannot fail. Seeds go out as strings, so
        // that a reader keeping 53 bits of a number (jq, JavaScript) keeps every digit.
        let mut value = serde_json::to_value(&entries).unwrap_or_default();
        yatzy_core::game::seed::seeds_as_text(&mut value);
        let json = serde_json::to_string_pretty(&value).unwrap_or_default();
        output::print(&yatzy_core::text::json_for_terminal(&format!("{json}\n")))
    } else {
        // Where each score stands against optimal play, from the distribution built into
        // the game.
        let optimal = yatzy_session::built_in_distribution(rules);
        let whose = asked.whose(storage, &loaded.value, rules);
        output::print(&Report::of(&loaded.value, rules, optimal.as_ref(), &whose).to_text())
    }
}

fn score(rules: RuleSet, words: &[String], json: bool) -> ExitCode {
    let text = words.join(" ");
    let dice: Dice = match text.parse() {
        Ok(dice) => dice,
        // clap prints the message in its usual form and exits with 2, as for any bad value.
        Err(error) => usage_error("score", format!("invalid dice '{text}': {error}")),
    };
    let scores = RollScores::new(rules, dice);
    if json {
        output::print(&format!("{}\n", scores.to_json()))
    } else {
        output::print(&scores.to_table())
    }
}
