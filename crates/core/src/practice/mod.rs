//! Practice: positions to decide, taken from the player's own costly decisions and from
//! optimal games, each graded against optimal play at once; the ones missed come back in
//! later sessions (spaced repetition), and the mean points lost per decision is kept over
//! time. No I/O here: the session layer keeps the [`PracticeLog`] in the data directory.

mod log;
mod plan;

use serde::{Deserialize, Serialize};

use crate::game::record::{self, ReplayError};
use crate::game::{Command, Decision, Game};
use crate::review;
pub use crate::review::Grade;
use crate::rules::{Category, MAX_DICE, RuleSet};
use crate::solver::{RankedChoice, Situation, Solution, TurnValues};
pub use log::{INTERVALS, LogError, MAX_SESSION_ANSWERS, PracticeLog, Repetition, SessionRecord};
pub use plan::{Source, plan};

/// A position to decide, named by where it comes from: a game (its rule set and its seed, or
/// its daily date) and the moves made in it before the decision (see `game::record`).
/// Replaying them makes the position again, so a drill can never describe an impossible one.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Drill {
    pub rules: RuleSet,
    /// Read as a number or as a string of its digits.
    #[serde(deserialize_with = "crate::game::seed::number_or_text")]
    pub seed: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<chrono::NaiveDate>,
    pub moves: String,
}

impl Drill {
    /// The drill of the decision at `index` in `game`'s decisions.
    pub fn from_game(game: &Game, index: usize) -> Drill {
        Drill {
            rules: game.rules(),
            seed: game.seed(),
            daily: game.daily_date(),
            moves: record::moves(game).chars().take(index).collect(),
        }
    }

    /// The game at the position: the dice on the table, the decision to make.
    pub fn position(&self) -> Result<Game, ReplayError> {
        let start = match self.daily {
            Some(date) => Game::daily(self.rules, date),
            None => Game::new(self.rules, self.seed),
        };
        record::replay_to_decision(start, &self.moves)
    }
}

/// What the player chose at a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Hold these dice and roll the others.
    Keep([bool; MAX_DICE]),
    /// Score the dice in this box.
    Score(Category),
}

/// Why an answer cannot be graded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    #[error("{0}")]
    NotAllowed(String),
    #[error("the solver has no values for this position")]
    Unsolved,
}

/// An answer against the best one.
#[derive(Clone, Debug, PartialEq)]
pub struct Graded {
    pub grade: Grade,
    /// Expected final points given away (0 for a best answer).
    pub lost: f64,
    /// The best choice and its expected final score.
    pub best: RankedChoice,
    /// The expected final score after the answer.
    pub played: f64,
}

/// Grades `answer` at `position` (a game with dice on the table) by `table`, the
/// expected-score table of the position's rules. An answer the game would refuse (a box
/// already filled, a roll when none is left) is refused with the game's reason.
pub fn grade(table: &Solution, position: &Game, answer: Answer) -> Result<Graded, AnswerError> {
    let dice = position
        .dice()
        .ok_or_else(|| AnswerError::NotAllowed("the dice are not rolled yet".into()))?;
    let rolls_left = position.rolls_left();
    let mut trial = position.clone();
    let decision = match answer {
        Answer::Keep(held) => {
            if rolls_left == 0 {
                return Err(AnswerError::NotAllowed(
                    "No rolls left: the dice go in a box".into(),
                ));
            }
            Decision::Keep {
                dice,
                held,
                rolls_left,
            }
        }
        Answer::Score(category) => {
            trial
                .apply(Command::Score(category))
                .map_err(|e| AnswerError::NotAllowed(e.to_string()))?;
            Decision::Score {
                dice,
                category,
                rolls_left,
            }
        }
    };
    let turn = TurnValues::new(table, &Situation::from(position.card()))
        .map_err(|_| AnswerError::Unsolved)?;
    let judgement = review::judge(&turn, &decision).ok_or(AnswerError::Unsolved)?;
    Ok(Graded {
        grade: Grade::of(judgement.lost),
        lost: judgement.lost,
        best: judgement.best,
        played: judgement.played,
    })
}
