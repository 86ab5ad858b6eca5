//! The command line: options for the game and its subcommands.

mod output;
mod progress;
mod solver_commands;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::PossibleValue;
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::rules::{Category, Dice, RuleSet};
use crate::score_command::RollScores;
use crate::scores_report::Report;
use crate::simulate::StrategyKind;
use crate::storage::Storage;
use crate::tui::ThemeName;

const ABOUT: &str = "Scandinavian Yatzy in the terminal, with an exact optimal-strategy engine.";

/// Where a command looks: the rule set and the data directory. Every command that reads the
/// card or the data directory takes them; given before the command, they apply to it too.
#[derive(Clone, Debug, Default, Args)]
pub struct Place {
    /// Which score card to play [default: the last one played, else yatzy].
    #[arg(long, value_name = "RULES")]
    pub rules: Option<RuleSet>,

    /// Where high scores, saved games and the solver's table live [default: $YATZY_DATA_DIR,
    /// else the platform's data directory + /yatzy, e.g. ~/.local/share/yatzy].
    #[arg(long, value_name = "PATH")]
    pub data_dir: Option<PathBuf>,
}

impl Place {
    /// This command's choices, else those given before the command.
    fn or(self, before: &Place) -> Place {
        Place {
            rules: self.rules.or(before.rules),
            data_dir: self.data_dir.or_else(|| before.data_dir.clone()),
        }
    }
}

#[derive(Debug, Parser)]
#[command(
    name = "yatzy",
    version,
    about = ABOUT,
    long_about = None,
    // `yatzy help` is a command of its own, so that `yatzy help --help` works too.
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(flatten)]
    pub place: Place,

    /// Seed for the dice: the same seed and the same keys give the same game.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// Start a new game instead of resuming: the saved games this terminal could resume are
    /// discarded (a finished one is recorded), each named.
    #[arg(long)]
    pub new: bool,

    /// Players in turn order, for a hot-seat game: names, `bot` (optimal) or `bot:easy`,
    /// e.g. "Ann,Bob,bot". Up to 6; solitaire without it.
    // Checked after parsing, so that a refused name is never echoed raw by clap.
    #[arg(long, value_name = "LIST")]
    pub players: Option<String>,

    /// Milliseconds between a bot's actions (0: instant); during a bot's turn any key but q and ?
    /// finishes it.
    #[arg(long, value_name = "MS", default_value_t = 600, value_parser = clap::value_parser!(u64).range(0..=10_000))]
    pub bot_delay: u64,

    /// With the coach on (key c), flag moves that cost more than this many expected points.
    #[arg(long, value_name = "POINTS", default_value_t = 1.0, value_parser = parse_threshold)]
    pub coach_threshold: f64,

    /// The colours of the game (NO_COLOR, when set, means none whatever the theme).
    #[arg(long, value_name = "THEME", default_value = "default")]
    pub theme: ThemeName,

    /// Draw every symbol in ASCII (on by itself for TERM=linux, vt100 and dumb and for a
    /// locale that is not UTF-8).
    #[arg(long, conflicts_with = "unicode")]
    pub ascii: bool,

    /// Draw the usual symbols even where ASCII would be chosen by itself.
    #[arg(long)]
    pub unicode: bool,

    #[command(subcommand)]
    pub command: Option<Commands>,
}

/// The options of the game itself, refused before a command (where they would mean nothing).
const GAME_OPTIONS: [&str; 8] = [
    "seed",
    "new",
    "players",
    "bot_delay",
    "coach_threshold",
    "theme",
    "ascii",
    "unicode",
];

#[derive(Debug, Subcommand)]
pub enum Commands {
    /// Print what a roll scores in every box (for real dice at the kitchen table).
    Score {
        /// The five dice, as one word (22555) or five (2 2 5 5 5).
        #[arg(value_name = "DICE", required = true, num_args = 1..)]
        dice: Vec<String>,
        /// Print one JSON object mapping each category id to its score.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        place: Place,
    },
    /// Print the high scores and statistics without starting the game.
    Scores {
        /// Print every recorded game of the rule set as a JSON array, for scripts.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        place: Place,
    },
    /// Compute (or load) the optimal-strategy table and print the expected score of optimal play.
    Solve {
        /// Ignore the cached table and compute it again.
        #[arg(long)]
        recompute: bool,
        #[command(flatten)]
        place: Place,
    },
    /// The best move for a position, with the expected score of the alternatives.
    Hint {
        /// The five dice on the table, e.g. 22555.
        #[arg(long, value_name = "DICE", value_parser = parse_dice)]
        dice: Dice,
        /// Rolls still to come this turn.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=2))]
        rolls_left: u8,
        /// The boxes already filled, by id: ones,twos,...,yatzy (yacht, yahtzee on those cards).
        #[arg(long, value_name = "IDS", value_delimiter = ',')]
        filled: Vec<String>,
        /// Yacht and Yahtzee: the five-of-a-kind box holds 50 (so another one earns 100).
        #[arg(long)]
        five_box_50: bool,
        /// The Left Section sum so far (Ones..Sixes, without the bonus).
        #[arg(long, value_name = "SUM", default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=105))]
        upper: u16,
        /// How many choices to list.
        #[arg(long, value_name = "N", default_value_t = 5)]
        top: usize,
        #[command(flatten)]
        place: Place,
    },
    /// Play many games with a bot and print the distribution of scores.
    Simulate {
        /// How many games to play.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        games: u64,
        /// Which bot plays.
        #[arg(long, value_name = "STRATEGY", default_value = "optimal")]
        strategy: StrategyKind,
        /// Seed for the games' dice: the same seed gives the same games.
        #[arg(long, value_name = "N")]
        seed: Option<u64>,
        #[command(flatten)]
        place: Place,
    },
    /// Print a completion script for a shell.
    ///
    /// For bash, e.g.: yatzy completions bash > ~/.local/share/bash-completion/completions/yatzy
    Completions {
        /// The shell to complete in.
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff).
    ///
    /// To read it: yatzy man | man -l -
    Man,
    /// Print the help of yatzy, or of one of its commands.
    Help {
        /// The command to explain.
        #[arg(value_name = "COMMAND")]
        command: Option<String>,
    },
}

impl ValueEnum for RuleSet {
    fn value_variants<'a>() -> &'a [Self] {
        &RuleSet::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.id()).help(self.name()))
    }
}

impl ValueEnum for ThemeName {
    fn value_variants<'a>() -> &'a [Self] {
        &ThemeName::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.id()).help(self.description()))
    }
}

impl ValueEnum for StrategyKind {
    fn value_variants<'a>() -> &'a [Self] {
        &[StrategyKind::Optimal, StrategyKind::Greedy]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            StrategyKind::Optimal => {
                PossibleValue::new("optimal").help("the exact optimal strategy")
            }
            StrategyKind::Greedy => PossibleValue::new("greedy").help("a simple greedy player"),
        })
    }
}

fn parse_dice(text: &str) -> Result<Dice, String> {
    text.parse().map_err(|e| format!("{e}"))
}

fn parse_threshold(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(points) if points.is_finite() && points >= 0.0 => Ok(points),
        _ => Err("expected a number of points, 0 or more (e.g. 1.5)".into()),
    }
}

/// Prints a usage error for `subcommand` the way clap does, and exits with code 2.
fn usage_error(subcommand: &str, message: String) -> ! {
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
    Default,
}

/// `--rules`, else the rule set last played (kept in the data directory), else Yatzy. A
/// settings file that cannot be used is said on standard error when `tell` (the game says it
/// on its own screen).
fn chosen_rules(place: &Place, tell: bool) -> (RuleSet, RulesFrom) {
    if let Some(rules) = place.rules {
        return (rules, RulesFrom::Option);
    }
    // Read as it is, without the lock: a command never waits for a writer to learn a
    // default, and a damaged file is the game's to keep aside and report.
    let remembered =
        Storage::resolve(place.data_dir.clone())
            .ok()
            .and_then(|storage| match storage.peek_settings() {
                Ok(settings) => settings?.last_rules,
                Err(error) => {
                    // Left as it is: the game keeps a damaged file aside (under the lock).
                    if tell {
                        output::warn(&format!("{error}; using {}", RuleSet::default().name()));
                    }
                    None
                }
            });
    match remembered {
        Some(rules) => (rules, RulesFrom::LastGame),
        None => (RuleSet::default(), RulesFrom::Default),
    }
}

/// The rule set for a command that answers about one card; when it is the last game's rather
/// than the one asked for, standard error says so (standard output stays the answer alone).
fn rules_for_answer(place: &Place) -> RuleSet {
    let (rules, from) = chosen_rules(place, true);
    if from == RulesFrom::LastGame {
        output::warn(&format!(
            "{} (the rule set of the last game; --rules chooses another)",
            rules.name()
        ));
    }
    rules
}

/// The whole command line, with the game's keys after the options of `--help`.
fn command() -> clap::Command {
    Cli::command().after_help(crate::tui::keymap::help_text())
}

/// The data directory, or exit with the reason it cannot be used.
fn storage_or_exit(data_dir: Option<PathBuf>) -> Result<Storage, ExitCode> {
    Storage::resolve(data_dir).map_err(|reason| {
        output::warn(&reason.to_string());
        ExitCode::FAILURE
    })
}

/// Parses the process arguments and runs what they ask for.
pub fn run() -> ExitCode {
    let matches = command().get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(error) => error.exit(),
    };
    if let Some(name) = matches.subcommand_name() {
        // The game's own options mean nothing before a command: refused, not ignored.
        // A seed means something to a simulation, wherever it is given.
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
    let before = &cli.place;
    match cli.command {
        Some(Commands::Score { dice, json, place }) => {
            score(rules_for_answer(&place.or(before)), &dice, json)
        }
        Some(Commands::Scores { json, place }) => {
            let place = place.or(before);
            let (rules, _) = chosen_rules(&place, true);
            scores(Storage::resolve(place.data_dir), rules, json)
        }
        Some(Commands::Solve { recompute, place }) => {
            let place = place.or(before);
            let (rules, _) = chosen_rules(&place, true);
            match storage_or_exit(place.data_dir) {
                Ok(storage) => solver_commands::solve(&storage, rules, recompute),
                Err(code) => code,
            }
        }
        Some(Commands::Hint {
            dice,
            rolls_left,
            filled,
            five_box_50,
            upper,
            top,
            place,
        }) => {
            let place = place.or(before);
            let storage = match storage_or_exit(place.data_dir.clone()) {
                Ok(storage) => storage,
                Err(code) => return code,
            };
            let rules = rules_for_answer(&place);
            let filled =
                filled_boxes(rules, &filled).unwrap_or_else(|message| usage_error("hint", message));
            let request = solver_commands::HintRequest {
                dice,
                rolls_left,
                filled,
                upper,
                five_box_holds_50: five_box_50,
                top,
            };
            solver_commands::hint(&storage, rules, &request)
                .unwrap_or_else(|message| usage_error("hint", message))
        }
        Some(Commands::Simulate {
            games,
            strategy,
            seed,
            place,
        }) => {
            let place = place.or(before);
            let (rules, _) = chosen_rules(&place, true);
            match storage_or_exit(place.data_dir) {
                Ok(storage) => {
                    let seed = seed.or(cli.seed).unwrap_or_else(rand::random);
                    solver_commands::simulate_games(&storage, rules, games, strategy, seed)
                }
                Err(code) => code,
            }
        }
        Some(Commands::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(), "yatzy", &mut script);
            output::print(&String::from_utf8_lossy(&script))
        }
        Some(Commands::Man) => {
            let mut page = Vec::new();
            match clap_mangen::Man::new(command()).render(&mut page) {
                Ok(()) => output::print(&String::from_utf8_lossy(&page)),
                Err(error) => {
                    output::warn(&format!("cannot write the manual page: {error}"));
                    ExitCode::FAILURE
                }
            }
        }
        Some(Commands::Help { command: name }) => help(name.as_deref()),
        None => crate::tui::run(crate::tui::Options {
            rules: chosen_rules(before, false).0,
            theme: cli.theme,
            ascii: cli.ascii || (!cli.unicode && terminal_wants_ascii()),
            seed: cli.seed,
            new_game: cli.new,
            coach_threshold: cli.coach_threshold,
            players: cli.players.as_deref().map(|list| {
                crate::table::parse_players(list).unwrap_or_else(|error| {
                    usage_error("", format!("invalid value for '--players': {error}"))
                })
            }),
            bot_delay: std::time::Duration::from_millis(cli.bot_delay),
            storage: Storage::resolve(before.data_dir.clone()),
        }),
    }
}

/// Whether the terminal and locale this game runs in need ASCII.
fn terminal_wants_ascii() -> bool {
    let var = |name| std::env::var(name).ok().filter(|value| !value.is_empty());
    let locale = var("LC_ALL")
        .or_else(|| var("LC_CTYPE"))
        .or_else(|| var("LANG"));
    crate::tui::ascii::wanted(var("TERM").as_deref(), locale.as_deref())
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
                    crate::text::sanitize(name)
                ),
            ),
        },
    };
    output::print(&help.to_string())
}

/// The boxes `--filled` names, each once and each on the card.
fn filled_boxes(rules: RuleSet, ids: &[String]) -> Result<Vec<Category>, String> {
    let mut boxes: Vec<Category> = Vec::new();
    for id in ids {
        let category = rules.category_by_id(id.trim()).map_err(|e| e.to_string())?;
        if boxes.contains(&category) {
            return Err(format!(
                "'{}' is named twice in --filled: each box is filled once",
                id.trim()
            ));
        }
        boxes.push(category);
    }
    Ok(boxes)
}

fn scores(
    storage: Result<Storage, crate::storage::NoDataDirectory>,
    rules: RuleSet,
    json: bool,
) -> ExitCode {
    let loaded = match storage
        .map_err(|e| e.to_string())
        .and_then(|s| s.load_scores().map_err(|e| e.to_string()))
    {
        Ok(loaded) => loaded,
        Err(reason) => {
            output::warn(&format!("cannot read the high scores: {reason}"));
            return ExitCode::FAILURE;
        }
    };
    if let Some(recovery) = &loaded.recovered {
        output::warn(&format!("{recovery}; starting a fresh high-score file"));
    }
    if json {
        let entries: Vec<_> = loaded
            .value
            .entries
            .iter()
            .filter(|e| e.rules == rules)
            .collect();
        // Entries are plain data: serializing them cannot fail.
        let json = serde_json::to_string_pretty(&entries).unwrap_or_default();
        output::print(&crate::text::json_for_terminal(&format!("{json}\n")))
    } else {
        output::print(&Report::new(&loaded.value, rules).to_text())
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
