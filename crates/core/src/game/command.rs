//! What a player can ask of the game, and what comes back.

use crate::rules::{Category, Dice, PlacementError};

/// A request to the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Roll every die that is not held.
    Roll,
    /// Hold or release die `i` (0-based) for the next roll.
    ToggleHold(usize),
    /// Score the dice in a box and end the turn.
    Score(Category),
    /// Abandon this game and start a fresh one with the same rules.
    NewGame,
    /// Take back the last score, until the next roll: the dice, the holds and the rolls of
    /// that moment come back, and the box is open again.
    Undo,
}

/// What a command did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Rolled {
        dice: Dice,
        roll: u8,
    },
    HoldToggled {
        die: usize,
        held: bool,
    },
    Scored {
        category: Category,
        points: u16,
        game_over: bool,
    },
    NewGame {
        seed: u64,
    },
    /// The last score was taken back: `category` is open again, its `points` off the card.
    Undone {
        category: Category,
        points: u16,
    },
}

/// Why a command was refused. The game is unchanged whenever one of these comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// A fourth roll, or holding after the third.
    #[error("No rolls left this turn: choose a box to score")]
    NoRollsLeft,
    /// Holding or scoring before the turn's first roll.
    #[error("Roll the dice first")]
    NotRolledYet,
    /// A die index outside 0..5.
    #[error("There is no die {}", .0 + 1)]
    NoSuchDie(usize),
    /// The box is filled or not on this card.
    #[error("{0}")]
    Placement(PlacementError),
    /// Every box is filled; only a new game can follow.
    #[error("The game is over: start a new game")]
    GameOver,
    /// The engine broke one of its own invariants (a bug, reported rather than panicking).
    #[error("Internal error in the game engine")]
    Internal,
    /// Nothing to take back: no box was scored since the last roll.
    #[error("Nothing to undo: a score can be taken back until the next roll")]
    NothingToUndo,
    /// This game takes nothing back: a daily challenge, or a table of several players.
    #[error("This game takes no score back")]
    NoUndoHere,
}
