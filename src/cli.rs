//! The command line: options for the game and its subcommands.

use std::process::ExitCode;

use clap::builder::PossibleValue;
use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

use std::path::PathBuf;

use crate::rules::{Dice, RuleSet};
use crate::score_command::RollScores;
use crate::scores_report::Report;
use crate::storage::Storage;

const ABOUT: &str = "Scandinavian Yatzy in the terminal.";

#[derive(Debug, Parser)]
#[command(name = "yatzy", version, about = ABOUT, long_about = None)]
pub struct Cli {
    /// Seed for the dice: the same seed and the same keys give the same game.
    #[arg(long, value_name = "N", global = true)]
    pub seed: Option<u64>,

    /// Which score card to play.
    #[arg(long, value_name = "RULES", default_value = "yatzy", global = true)]
    pub rules: RuleSet,

    /// Where high scores and the saved game live [default: $YATZY_DATA_DIR, else the
    /// platform's data directory + /yatzy, e.g. ~/.local/share/yatzy].
    #[arg(long, value_name = "PATH", global = true)]
    pub data_dir: Option<PathBuf>,

    /// Start a new game, discarding the unfinished one instead of resuming it.
    #[arg(long)]
    pub new: bool,

    #[command(subcommand)]
    pub command: Option<Commands>,
}

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
    },
    /// Compute (or load) the optimal-strategy table and print the expected score of optimal play.
    Solve,
    /// Print the high scores and statistics without starting the game.
    Scores {
        /// Print every recorded game of the rule set as a JSON array, for scripts.
        #[arg(long)]
        json: bool,
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

/// Parses the process arguments and runs what they ask for.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Commands::Score { dice, json }) => score(cli.rules, &dice, json),
        Some(Commands::Solve) => {
            let started = std::time::Instant::now();
            let table = crate::solver::StrategyTable::solve(cli.rules, &mut |_| {});
            println!(
                "{:.6} in {:.3} s, {} states",
                table.expected_score(),
                started.elapsed().as_secs_f64(),
                table.reachable_states()
            );
            ExitCode::SUCCESS
        }
        Some(Commands::Scores { json }) => scores(Storage::resolve(cli.data_dir), cli.rules, json),
        None => crate::tui::run(crate::tui::Options {
            rules: cli.rules,
            seed: cli.seed,
            new_game: cli.new,
            storage: Storage::resolve(cli.data_dir),
        }),
    }
}

fn scores(storage: Result<Storage, String>, rules: RuleSet, json: bool) -> ExitCode {
    let loaded = match storage.and_then(|s| s.load_scores().map_err(|e| e.to_string())) {
        Ok(loaded) => loaded,
        Err(reason) => {
            eprintln!("yatzy: cannot read the high scores: {reason}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(recovery) = &loaded.recovered {
        eprintln!("yatzy: {recovery}; starting a fresh high-score file");
    }
    if json {
        let entries: Vec<_> = loaded
            .value
            .entries
            .iter()
            .filter(|e| e.rules == rules)
            .collect();
        // Entries are plain data: serializing them cannot fail.
        println!(
            "{}",
            serde_json::to_string_pretty(&entries).unwrap_or_default()
        );
    } else {
        print!("{}", Report::new(&loaded.value, rules).to_text());
    }
    ExitCode::SUCCESS
}

fn score(rules: RuleSet, words: &[String], json: bool) -> ExitCode {
    let text = words.join(" ");
    let dice: Dice = match text.parse() {
        Ok(dice) => dice,
        // clap prints the message in its usual form and exits with 2, as for any bad value.
        Err(error) => {
            let mut command = Cli::command();
            command.build();
            let message = format!("invalid dice '{text}': {error}");
            match command.find_subcommand_mut("score") {
                Some(score) => score.error(ErrorKind::ValueValidation, message).exit(),
                None => command.error(ErrorKind::ValueValidation, message).exit(),
            }
        }
    };
    let scores = RollScores::new(rules, dice);
    if json {
        println!("{}", scores.to_json());
    } else {
        print!("{}", scores.to_table());
    }
    ExitCode::SUCCESS
}
