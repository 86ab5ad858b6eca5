//! A game read from a file is checked whole before it is used: only what play could have made
//! gets through, so nothing later (the screen, the review, the solver) meets an impossible game.

use rand_pcg::Pcg64Mcg;
use serde::Deserialize;

use super::{Decision, Game, ROLLS_PER_TURN, ScoredTurn};
use crate::rules::{Category, Dice, MAX_DICE, PlacementError, ScoreCard};

/// Why a game read from a file is none that play could have made (said inside the file's
/// error, which names where in the file it is).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(super) enum ImpossibleGame {
    #[error("the seed is not the daily challenge's of {0}")]
    DailySeed(chrono::NaiveDate),
    #[error("rolls_used is {0}, but a turn has {ROLLS_PER_TURN} rolls")]
    Rolls(u8),
    /// Dice on the table without a roll, or none after one.
    #[error(
        "dice {} on the table after {rolls} rolls",
        if *.on_table { "are" } else { "are not" }
    )]
    Dice { on_table: bool, rolls: u8 },
    #[error("dice are held before the first roll")]
    HeldBeforeRoll,
    #[error("dice are on the table of a finished game")]
    DiceAfterEnd,
    /// The holds an undo would give back, with no score since the last roll to take back.
    #[error("holds kept for an undo with no score to undo")]
    UndoHolds,
    /// A turn (1-based) of no roll, or of more than a turn has.
    #[error("turn {turn} used {rolls} rolls")]
    TurnRolls { turn: usize, rolls: u8 },
    #[error("turn {turn} is not a legal move: {error}")]
    IllegalTurn { turn: usize, error: PlacementError },
    #[error(
        "turn {turn} says {} scored {said}, but those dice score {points}",
        .rules.category_name(*.category)
    )]
    TurnPoints {
        turn: usize,
        rules: crate::rules::RuleSet,
        category: Category,
        said: u16,
        points: u16,
    },
    /// The card differs from what its turns (so many) wrote.
    #[error("the card does not match its {0} turns (a box or a bonus was changed)")]
    Card(usize),
    #[error("{count} decisions, more than a game can make ({most})")]
    Decisions { count: usize, most: usize },
    #[error("an impossible decision: {0:?}")]
    Decision(Decision),
}

/// The fields of a [`Game`], as read, before they are checked.
#[derive(Deserialize)]
pub(super) struct GameFile {
    #[serde(deserialize_with = "super::seed::number_or_text")]
    seed: u64,
    rng: Pcg64Mcg,
    card: ScoreCard,
    dice: Option<Dice>,
    held: [bool; MAX_DICE],
    rolls_used: u8,
    history: Vec<ScoredTurn>,
    #[serde(default)]
    decisions: Vec<Decision>,
    #[serde(default)]
    daily: Option<chrono::NaiveDate>,
    #[serde(default)]
    held_when_scored: Option<[bool; MAX_DICE]>,
}

impl TryFrom<GameFile> for Game {
    type Error = ImpossibleGame;

    fn try_from(file: GameFile) -> Result<Self, Self::Error> {
        let game = Game {
            seed: file.seed,
            rng: file.rng,
            card: file.card,
            dice: file.dice,
            held: file.held,
            rolls_used: file.rolls_used,
            history: file.history,
            decisions: file.decisions,
            daily: file.daily,
            held_when_scored: file.held_when_scored,
        };
        // A daily game's dice come from its date: its seed must be that date's.
        if let Some(date) = game.daily
            && game.seed != super::daily::seed(game.rules(), date)
        {
            return Err(ImpossibleGame::DailySeed(date));
        }
        game.check()?;
        Ok(game)
    }
}

impl Game {
    /// Whether this is a game play could have made; the reason if not.
    fn check(&self) -> Result<(), ImpossibleGame> {
        if self.rolls_used > ROLLS_PER_TURN {
            return Err(ImpossibleGame::Rolls(self.rolls_used));
        }
        if self.dice.is_some() != (self.rolls_used > 0) {
            return Err(ImpossibleGame::Dice {
                on_table: self.dice.is_some(),
                rolls: self.rolls_used,
            });
        }
        if self.dice.is_none() && self.held.contains(&true) {
            return Err(ImpossibleGame::HeldBeforeRoll);
        }
        if self.card.is_complete() && self.dice.is_some() {
            return Err(ImpossibleGame::DiceAfterEnd);
        }
        // The holds an undo gives back belong to a score not yet followed by a roll.
        let scored_last = matches!(self.decisions.last(), Some(Decision::Score { .. }));
        if self.held_when_scored.is_some() && (self.dice.is_some() || !scored_last) {
            return Err(ImpossibleGame::UndoHolds);
        }
        self.check_card_against_history()?;
        self.check_decisions()
    }

    /// The card must be exactly what its turns wrote: each turn's dice scored in its box, in
    /// order, under the rules (the Joker rules and bonuses included).
    fn check_card_against_history(&self) -> Result<(), ImpossibleGame> {
        let mut replayed = ScoreCard::new(self.rules());
        for (index, turn) in self.history.iter().enumerate() {
            let number = index + 1;
            if turn.rolls_used == 0 || turn.rolls_used > ROLLS_PER_TURN {
                return Err(ImpossibleGame::TurnRolls {
                    turn: number,
                    rolls: turn.rolls_used,
                });
            }
            let points = replayed.fill(turn.category, &turn.dice).map_err(|error| {
                ImpossibleGame::IllegalTurn {
                    turn: number,
                    error,
                }
            })?;
            if points != turn.points {
                return Err(ImpossibleGame::TurnPoints {
                    turn: number,
                    rules: self.rules(),
                    category: turn.category,
                    said: turn.points,
                    points,
                });
            }
        }
        if replayed != self.card {
            return Err(ImpossibleGame::Card(self.history.len()));
        }
        Ok(())
    }

    /// Decisions feed the review: each must be a move of some turn (at most a keep after each
    /// of the first two rolls and one scoring per box).
    fn check_decisions(&self) -> Result<(), ImpossibleGame> {
        let most = self.turns_total() * usize::from(ROLLS_PER_TURN);
        if self.decisions.len() > most {
            return Err(ImpossibleGame::Decisions {
                count: self.decisions.len(),
                most,
            });
        }
        for decision in &self.decisions {
            let sane = match *decision {
                Decision::Keep { rolls_left, .. } => (1..ROLLS_PER_TURN).contains(&rolls_left),
                Decision::Score {
                    category,
                    rolls_left,
                    ..
                } => rolls_left < ROLLS_PER_TURN && self.rules().has(category),
            };
            if !sane {
                return Err(ImpossibleGame::Decision(*decision));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    /// A new game as its file has it, with `from` replaced by `to`, then checked: why it
    /// is refused. (Its generator's 128-bit state fits no `serde_json::Value`: text it is.)
    fn refusal(from: &str, to: &str) -> Option<ImpossibleGame> {
        let text = serde_json::to_string(&Game::new(RuleSet::Yatzy, 7)).unwrap();
        assert!(text.contains(from), "{text}");
        let file: GameFile = serde_json::from_str(&text.replacen(from, to, 1)).unwrap();
        Game::try_from(file).err()
    }

    #[test]
    fn a_file_s_impossible_game_is_refused_saying_what_is_impossible() {
        assert_eq!(refusal("", ""), None);
        assert_eq!(
            refusal("\"held\":[false", "\"held\":[true"),
            Some(ImpossibleGame::HeldBeforeRoll)
        );
        assert_eq!(
            refusal("\"rolls_used\":0", "\"rolls_used\":4"),
            Some(ImpossibleGame::Rolls(4))
        );
        let refused = refusal("\"rolls_used\":0", "\"rolls_used\":2");
        assert_eq!(
            refused,
            Some(ImpossibleGame::Dice {
                on_table: false,
                rolls: 2
            })
        );
        assert_eq!(
            refused.map(|r| r.to_string()).as_deref(),
            Some("dice are not on the table after 2 rolls")
        );
    }
}
