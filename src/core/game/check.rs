//! A game read from a file is checked whole before it is used: only what play could have made
//! gets through, so nothing later (the screen, the review, the solver) meets an impossible game.

use rand_pcg::Pcg64Mcg;
use serde::Deserialize;

use super::{Decision, Game, ROLLS_PER_TURN, ScoredTurn};
use crate::core::rules::{DICE_COUNT, Dice, ScoreCard};

/// The fields of a [`Game`], as read, before they are checked.
#[derive(Deserialize)]
pub(super) struct GameFile {
    #[serde(deserialize_with = "super::seed::number_or_text")]
    seed: u64,
    rng: Pcg64Mcg,
    card: ScoreCard,
    dice: Option<Dice>,
    held: [bool; DICE_COUNT],
    rolls_used: u8,
    history: Vec<ScoredTurn>,
    #[serde(default)]
    decisions: Vec<Decision>,
    #[serde(default)]
    daily: Option<chrono::NaiveDate>,
}

impl TryFrom<GameFile> for Game {
    type Error = String;

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
        };
        // A daily game's dice come from its date: its seed must be that date's.
        if let Some(date) = game.daily
            && game.seed != super::daily::seed(game.rules(), date)
        {
            return Err(format!("the seed is not the daily challenge's of {date}"));
        }
        game.check()?;
        Ok(game)
    }
}

impl Game {
    /// Whether this is a game play could have made; the reason if not.
    fn check(&self) -> Result<(), String> {
        if self.rolls_used > ROLLS_PER_TURN {
            return Err(format!(
                "rolls_used is {}, but a turn has {ROLLS_PER_TURN} rolls",
                self.rolls_used
            ));
        }
        if self.dice.is_some() != (self.rolls_used > 0) {
            return Err(format!(
                "dice {} on the table after {} rolls",
                if self.dice.is_some() {
                    "are"
                } else {
                    "are not"
                },
                self.rolls_used
            ));
        }
        if self.dice.is_none() && self.held.contains(&true) {
            return Err("dice are held before the first roll".into());
        }
        if self.card.is_complete() && self.dice.is_some() {
            return Err("dice are on the table of a finished game".into());
        }
        self.check_card_against_history()?;
        self.check_decisions()
    }

    /// The card must be exactly what its turns wrote: each turn's dice scored in its box, in
    /// order, under the rules (the Joker rules and bonuses included).
    fn check_card_against_history(&self) -> Result<(), String> {
        let mut replayed = ScoreCard::new(self.rules());
        for (index, turn) in self.history.iter().enumerate() {
            let number = index + 1;
            if turn.rolls_used == 0 || turn.rolls_used > ROLLS_PER_TURN {
                return Err(format!("turn {number} used {} rolls", turn.rolls_used));
            }
            let points = replayed
                .fill(turn.category, &turn.dice)
                .map_err(|error| format!("turn {number} is not a legal move: {error}"))?;
            if points != turn.points {
                return Err(format!(
                    "turn {number} says {} scored {}, but those dice score {points}",
                    self.rules().category_name(turn.category),
                    turn.points
                ));
            }
        }
        if replayed != self.card {
            return Err(format!(
                "the card does not match its {} turns (a box or a bonus was changed)",
                self.history.len()
            ));
        }
        Ok(())
    }

    /// Decisions feed the review: each must be a move of some turn (at most a keep after each
    /// of the first two rolls and one scoring per box).
    fn check_decisions(&self) -> Result<(), String> {
        let most = self.turns_total() * usize::from(ROLLS_PER_TURN);
        if self.decisions.len() > most {
            return Err(format!(
                "{} decisions, more than a game can make ({most})",
                self.decisions.len()
            ));
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
                return Err(format!("an impossible decision: {decision:?}"));
            }
        }
        Ok(())
    }
}
