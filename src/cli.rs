//! The command line: options for the game and its subcommands.

use std::process::ExitCode;

use clap::builder::PossibleValue;
use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

use crate::rules::{Dice, RuleSet};
use crate::score_command::RollScores;

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
        None => crate::tui::run(cli.rules, cli.seed),
    }
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
