//! A finished game kept whole in a few dozen characters: its seed gives the dice, so only the
//! choices are written, one character per decision. Replaying them makes the game again,
//! turn by turn, for the review.
//!
//! A roll kept from is its hold mask in base 32 (`0`-`9`, `a`-`v`; die i held is bit i); a
//! box scored is an upper-case letter, `A` for the card's first box. Every turn starts with
//! a roll, which is not written.

use super::{Command, Decision, Game};
use crate::rules::RuleSet;

const HOLDS: &[u8; 32] = b"0123456789abcdefghijklmnopqrstuv";

/// Why a record does not replay into a finished game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("'{0}' is no move")]
    NotAMove(char),
    #[error("move {0} cannot be played: {1}")]
    Refused(usize, super::CommandError),
    #[error("the moves end before the game does")]
    Unfinished,
    #[error("moves go on after the game is over")]
    TooLong,
    #[error("the moves end the game: no decision is left to make")]
    NoDecision,
}

/// `game`'s decisions as a record.
pub fn moves(game: &Game) -> String {
    let rules = game.rules();
    game.decisions()
        .iter()
        .map(|decision| match *decision {
            Decision::Keep { held, .. } => {
                let mask = (0..rules.dice_count())
                    .filter(|&i| held[i])
                    .fold(0, |m, i| m | 1 << i);
                char::from(HOLDS[mask])
            }
            Decision::Score { category, .. } => {
                let index = rules
                    .categories()
                    .iter()
                    .position(|&c| c == category)
                    .unwrap_or(0);
                char::from(b'A' + index as u8)
            }
        })
        .collect()
}

/// The finished game of `rules` with dice from `seed` and the choices in `moves`.
pub fn replay(rules: RuleSet, seed: u64, moves: &str) -> Result<Game, ReplayError> {
    replay_from(Game::new(rules, seed), moves)
}

/// The finished game that `moves` make of the new game `game` (a daily challenge's, say).
pub fn replay_from(game: Game, moves: &str) -> Result<Game, ReplayError> {
    let game = play(game, moves)?;
    if game.is_over() {
        Ok(game)
    } else {
        Err(ReplayError::Unfinished)
    }
}

/// The game that `moves` make of the new game `game`, stopped where the next decision is
/// due: the dice rolled for it (a turn's first roll made) and the game not over.
pub(crate) fn replay_to_decision(game: Game, moves: &str) -> Result<Game, ReplayError> {
    let mut game = play(game, moves)?;
    if game.is_over() {
        return Err(ReplayError::NoDecision);
    }
    if game.dice().is_none() {
        let index = moves.chars().count();
        game.apply(Command::Roll)
            .map_err(|e| ReplayError::Refused(index + 1, e))?;
    }
    Ok(game)
}

/// `moves` played on `game`, as far as they go.
fn play(mut game: Game, moves: &str) -> Result<Game, ReplayError> {
    let rules = game.rules();
    let refused = |index: usize, error: super::CommandError| ReplayError::Refused(index + 1, error);
    for (index, letter) in moves.chars().enumerate() {
        if game.is_over() {
            return Err(ReplayError::TooLong);
        }
        if game.dice().is_none() {
            game.apply(Command::Roll).map_err(|e| refused(index, e))?;
        }
        if let Some(mask) = HOLDS.iter().position(|&c| char::from(c) == letter) {
            for die in 0..rules.dice_count() {
                if game.held()[die] != (mask & 1 << die != 0) {
                    game.apply(Command::ToggleHold(die))
                        .map_err(|e| refused(index, e))?;
                }
            }
            game.apply(Command::Roll).map_err(|e| refused(index, e))?;
        } else if letter.is_ascii_uppercase() {
            let category = rules
                .categories()
                .get(usize::from(letter as u8 - b'A'))
                .copied()
                .ok_or(ReplayError::NotAMove(letter))?;
            game.apply(Command::Score(category))
                .map_err(|e| refused(index, e))?;
        } else {
            return Err(ReplayError::NotAMove(letter));
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::CommandError;
    use crate::rules::{Category, PlacementError};

    #[test]
    fn a_game_replays_from_its_seed_and_moves_alone() {
        let mut game = Game::new(RuleSet::Yatzy, 42);
        let mut turn = 0;
        while !game.is_over() {
            game.apply(Command::Roll).unwrap();
            // Hold the first two dice on odd turns and roll twice more; score at once on even.
            if turn % 2 == 1 {
                game.apply(Command::ToggleHold(0)).unwrap();
                game.apply(Command::ToggleHold(1)).unwrap();
                game.apply(Command::Roll).unwrap();
                game.apply(Command::Roll).unwrap();
            }
            let open = game.card().open_categories().next().unwrap();
            game.apply(Command::Score(open)).unwrap();
            turn += 1;
        }
        let record = moves(&game);
        assert_eq!(record.len(), 15 + 7 * 2);
        assert!(record.starts_with("A3"), "{record}");
        let again = replay(RuleSet::Yatzy, 42, &record).unwrap();
        assert_eq!(again.decisions(), game.decisions());
        assert_eq!(again.card().total(), game.card().total());
        assert_eq!(
            again.card().get(Category::Yatzy),
            game.card().get(Category::Yatzy)
        );
    }

    fn error(rules: RuleSet, moves: &str) -> ReplayError {
        replay(rules, 1, moves).expect_err("refused")
    }

    #[test]
    fn a_record_that_is_not_a_game_says_why() {
        assert_eq!(error(RuleSet::Yatzy, "A?"), ReplayError::NotAMove('?'));
        assert_eq!(error(RuleSet::Yatzy, "AB"), ReplayError::Unfinished);
        assert_eq!(error(RuleSet::Yacht, "N"), ReplayError::NotAMove('N'));
        // A box filled twice.
        assert!(matches!(
            replay(RuleSet::Yatzy, 1, "AA"),
            Err(ReplayError::Refused(
                2,
                CommandError::Placement(PlacementError::AlreadyFilled(Category::Ones))
            ))
        ));
        // A fourth roll in one turn.
        assert!(matches!(
            replay(RuleSet::Yatzy, 1, "000"),
            Err(ReplayError::Refused(3, CommandError::NoRollsLeft))
        ));
        let whole: String = ('A'..='O').collect();
        assert!(replay(RuleSet::Yatzy, 1, &whole).is_ok());
        assert_eq!(
            error(RuleSet::Yatzy, &format!("{whole}A")),
            ReplayError::TooLong
        );
    }

    #[test]
    fn a_record_cut_short_stops_at_the_decision_it_leaves() {
        // After "A" (Ones scored at once) the second turn's first roll is on the table.
        let game = replay_to_decision(Game::new(RuleSet::Yatzy, 7), "A").unwrap();
        assert_eq!(game.turn_number(), 2);
        assert_eq!(game.rolls_left(), 2);
        assert!(game.dice().is_some());
        // After a keep, the roll it asked for is on the table.
        let game = replay_to_decision(Game::new(RuleSet::Yatzy, 7), "3").unwrap();
        assert_eq!((game.turn_number(), game.rolls_left()), (1, 1));
        let whole: String = ('A'..='O').collect();
        assert_eq!(
            replay_to_decision(Game::new(RuleSet::Yatzy, 7), &whole).unwrap_err(),
            ReplayError::NoDecision
        );
    }
}
