//! The turn state machine: roll, hold, score, fifteen times over.
//!
//! A [`Game`] is driven only by [`Command`]s. A command that is not allowed now returns a
//! [`CommandError`] and leaves the game exactly as it was, so a front end can pass any key
//! through without checking first. Randomness comes from a seeded generator stored in the
//! game, so the same seed and the same commands always give the same game, and a saved game
//! resumes with the very dice it would have rolled.

mod check;
mod command;
pub mod daily;
mod id;
pub mod record;
pub mod seed;

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

use crate::rules::{Category, Dice, MAX_DICE, RuleSet, ScoreCard};

pub use command::{Command, CommandError, Outcome};
pub use id::{BadGameId, GameId};

/// Rolls a turn may use.
pub const ROLLS_PER_TURN: u8 = 3;

/// Where the game stands, as a player would say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A new turn: the dice have not been rolled yet.
    AwaitingFirstRoll,
    /// After roll 1, 2 or 3 of the turn.
    Rolled(u8),
    /// Every box is filled.
    GameOver,
}

/// One finished turn, kept for reviews and statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoredTurn {
    pub category: Category,
    pub dice: Dice,
    pub points: u16,
    pub rolls_used: u8,
}

/// A choice the player made, kept for the post-game review.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// Rolled again holding `held` of `dice`; `rolls_left` counts this roll.
    Keep {
        dice: Dice,
        held: [bool; MAX_DICE],
        rolls_left: u8,
    },
    /// Scored `dice` in `category`, leaving `rolls_left` rolls unused.
    Score {
        dice: Dice,
        category: Category,
        rolls_left: u8,
    },
}

/// A solitaire game in progress (or finished). Reading one checks that it is a possible
/// game (see `check.rs`): a file can describe nothing that play could not have made.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "check::GameFile")]
pub struct Game {
    seed: u64,
    rng: Pcg64Mcg,
    card: ScoreCard,
    /// The dice on the table; `None` before the turn's first roll.
    dice: Option<Dice>,
    held: [bool; MAX_DICE],
    rolls_used: u8,
    history: Vec<ScoredTurn>,
    /// Every keep and every scoring, in order (absent from games saved before it existed).
    #[serde(default)]
    decisions: Vec<Decision>,
    /// A daily challenge's date: then each die of each roll of each turn follows from the
    /// date alone (see [`daily`]), whatever was held before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily: Option<chrono::NaiveDate>,
    /// The holds as they were when the last box was scored, until the next roll: what an
    /// undo gives back with the dice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    held_when_scored: Option<[bool; MAX_DICE]>,
}

impl Game {
    /// A new game whose every roll follows from `seed`.
    pub fn new(rules: RuleSet, seed: u64) -> Self {
        Game {
            seed,
            rng: dice_generator(seed),
            card: ScoreCard::new(rules),
            dice: None,
            held: [false; MAX_DICE],
            rolls_used: 0,
            history: Vec::new(),
            decisions: Vec::new(),
            daily: None,
            held_when_scored: None,
        }
    }

    /// The daily challenge of `date` under `rules`: the same dice for everyone who holds the
    /// same dice.
    pub fn daily(rules: RuleSet, date: chrono::NaiveDate) -> Self {
        Game {
            daily: Some(date),
            ..Game::new(rules, daily::seed(rules, date))
        }
    }

    /// The date of a daily challenge; `None` for any other game.
    pub fn daily_date(&self) -> Option<chrono::NaiveDate> {
        self.daily
    }

    pub fn rules(&self) -> RuleSet {
        self.card.rules()
    }

    /// The seed this game was started with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn card(&self) -> &ScoreCard {
        &self.card
    }

    /// The dice on the table, once the turn's first roll is made.
    pub fn dice(&self) -> Option<Dice> {
        self.dice
    }

    /// Which dice are held for the next roll.
    pub fn held(&self) -> [bool; MAX_DICE] {
        self.held
    }

    pub fn rolls_used(&self) -> u8 {
        self.rolls_used
    }

    pub fn rolls_left(&self) -> u8 {
        ROLLS_PER_TURN - self.rolls_used
    }

    /// The turns played so far, in order.
    pub fn history(&self) -> &[ScoredTurn] {
        &self.history
    }

    /// Every decision so far, in order.
    pub fn decisions(&self) -> &[Decision] {
        &self.decisions
    }

    /// The number of turns in a whole game: one per box.
    pub fn turns_total(&self) -> usize {
        self.rules().categories().len()
    }

    /// The turn being played, 1-based; equals [`Game::turns_total`] during the last turn and after.
    pub fn turn_number(&self) -> usize {
        // From the card, the one source of truth for how many boxes are filled.
        (self.card.filled_count() + 1).min(self.turns_total())
    }

    pub fn phase(&self) -> Phase {
        if self.card.is_complete() {
            Phase::GameOver
        } else if self.dice.is_none() {
            Phase::AwaitingFirstRoll
        } else {
            Phase::Rolled(self.rolls_used)
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase() == Phase::GameOver
    }

    /// Carries out `command`, or explains why not and changes nothing.
    pub fn apply(&mut self, command: Command) -> Result<Outcome, CommandError> {
        match command {
            Command::NewGame => Ok(self.new_game()),
            Command::Roll => self.roll(),
            Command::ToggleHold(index) => self.toggle_hold(index),
            Command::Score(category) => self.score(category),
            Command::Undo => self.undo(),
        }
    }

    /// Whether the last score can be taken back now: a box was scored and the dice have not
    /// been rolled since, in a game that is not over and not a daily challenge (whose dice
    /// are the same for everyone: its choices stand). Why not, if not.
    pub fn can_undo(&self) -> Result<(), CommandError> {
        if self.daily.is_some() {
            return Err(CommandError::NoUndoHere);
        }
        self.ensure_in_play()?;
        let scored_last = matches!(
            (self.decisions.last(), self.history.last()),
            (Some(Decision::Score { category, .. }), Some(turn)) if *category == turn.category
        );
        if self.dice.is_some() || !scored_last {
            return Err(CommandError::NothingToUndo);
        }
        Ok(())
    }

    fn ensure_in_play(&self) -> Result<(), CommandError> {
        if self.is_over() {
            Err(CommandError::GameOver)
        } else {
            Ok(())
        }
    }

    fn roll(&mut self) -> Result<Outcome, CommandError> {
        self.ensure_in_play()?;
        if self.rolls_used >= ROLLS_PER_TURN {
            return Err(CommandError::NoRollsLeft);
        }
        let dice = match self.daily {
            // Each die from the date, the turn and the roll: the choices before do not move it.
            Some(_) => daily::roll(
                self.seed,
                self.card.filled_count(),
                self.rolls_used,
                self.dice,
                &self.held,
            )?,
            None => roll_dice(&mut self.rng, self.dice, &self.held)?,
        };
        // A roll makes the last score stand.
        self.held_when_scored = None;
        if let Some(before) = self.dice {
            self.decisions.push(Decision::Keep {
                dice: before,
                held: self.held,
                rolls_left: self.rolls_left(),
            });
        }
        self.dice = Some(dice);
        self.rolls_used += 1;
        Ok(Outcome::Rolled {
            dice,
            roll: self.rolls_used,
        })
    }

    fn toggle_hold(&mut self, index: usize) -> Result<Outcome, CommandError> {
        self.ensure_in_play()?;
        if index >= self.rules().dice_count() {
            return Err(CommandError::NoSuchDie(index));
        }
        if self.dice.is_none() {
            return Err(CommandError::NotRolledYet);
        }
        if self.rolls_used >= ROLLS_PER_TURN {
            return Err(CommandError::NoRollsLeft);
        }
        self.held[index] = !self.held[index];
        Ok(Outcome::HoldToggled {
            die: index,
            held: self.held[index],
        })
    }

    fn score(&mut self, category: Category) -> Result<Outcome, CommandError> {
        self.ensure_in_play()?;
        let dice = self.dice.ok_or(CommandError::NotRolledYet)?;
        let points = self
            .card
            .fill(category, &dice)
            .map_err(CommandError::Placement)?;
        self.history.push(ScoredTurn {
            category,
            dice,
            points,
            rolls_used: self.rolls_used,
        });
        self.decisions.push(Decision::Score {
            dice,
            category,
            rolls_left: self.rolls_left(),
        });
        self.dice = None;
        self.held_when_scored = Some(self.held);
        self.held = [false; MAX_DICE];
        self.rolls_used = 0;
        Ok(Outcome::Scored {
            category,
            points,
            game_over: self.card.is_complete(),
        })
    }

    /// Takes the last score back (see [`Game::can_undo`]): the box is open again, and the
    /// dice, holds and rolls are those it was scored with. The dice generator is untouched
    /// (scoring draws nothing from it), so the game goes on exactly as if the box had never
    /// been scored, and its record replays without the undone score.
    fn undo(&mut self) -> Result<Outcome, CommandError> {
        self.can_undo()?;
        let turn = self.history.pop().ok_or(CommandError::Internal)?;
        self.decisions.pop();
        // The card as its remaining turns wrote it (bonuses and the Joker's included).
        let mut card = ScoreCard::new(self.rules());
        for earlier in &self.history {
            card.fill(earlier.category, &earlier.dice)
                .map_err(|_| CommandError::Internal)?;
        }
        self.card = card;
        self.dice = Some(turn.dice);
        self.rolls_used = turn.rolls_used;
        self.held = self.held_when_scored.take().unwrap_or_default();
        Ok(Outcome::Undone {
            category: turn.category,
            points: turn.points,
        })
    }

    /// Starts over with the same rules. The next seed comes from this game's generator, so a
    /// session of several games is reproducible from its first seed.
    fn new_game(&mut self) -> Outcome {
        let seed = self.rng.random();
        *self = Game::new(self.rules(), seed);
        Outcome::NewGame { seed }
    }
}

/// The seed of game (or seat) `index` of a run seeded `seed`: simulated games are independent
/// of how they are spread over threads, and each seat of a table has dice of its own.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The generator behind a game's dice, from its seed.
pub(crate) fn dice_generator(seed: u64) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(seed)
}

/// Rolls every die not held (all five before the turn's first roll): one draw per die, in
/// table order. The one place dice are rolled, so a simulation replays a game exactly.
pub(crate) fn roll_dice(
    rng: &mut Pcg64Mcg,
    before: Option<Dice>,
    held: &[bool; MAX_DICE],
) -> Result<Dice, CommandError> {
    let mut values = before.map_or([0; MAX_DICE], |d| d.values());
    for (value, &held) in values.iter_mut().zip(held) {
        if before.is_none() || !held {
            *value = rng.random_range(1..=6);
        }
    }
    Dice::new(values).map_err(|_| CommandError::Internal)
}
