//! Players that need no keyboard: the optimal strategy, and a simple greedy one.

use super::analysis::{Choice, Situation, TurnValues, held_for};
use super::table::Solution;
use crate::game::{Command, Game};
use crate::rules::{Category, Dice, ScoreCard};

/// What a player does after a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrategyMove {
    /// Hold these dice and roll the others.
    Roll { held: [bool; 5] },
    /// Score the dice in this box.
    Score(Category),
}

impl StrategyMove {
    /// The game commands that carry the move out, given the dice held now.
    pub fn commands(&self, currently_held: [bool; 5]) -> Vec<Command> {
        match *self {
            StrategyMove::Score(category) => vec![Command::Score(category)],
            StrategyMove::Roll { held } => (0..5)
                .filter(|&i| held[i] != currently_held[i])
                .map(Command::ToggleHold)
                .chain(std::iter::once(Command::Roll))
                .collect(),
        }
    }
}

/// Decides moves; called once the turn's first roll is made.
pub trait Strategy {
    fn next_move(&mut self, game: &Game) -> StrategyMove;
}

/// Plays to maximise the expected final score.
pub struct Optimal<'a> {
    table: &'a Solution,
    /// The current turn's values, computed at its first decision: (turns played, values).
    turn: Option<(usize, TurnValues<'a>)>,
}

impl<'a> Optimal<'a> {
    pub fn new(table: &'a Solution) -> Self {
        Optimal { table, turn: None }
    }
}

impl Strategy for Optimal<'_> {
    fn next_move(&mut self, game: &Game) -> StrategyMove {
        let turn_number = game.history().len();
        if self
            .turn
            .as_ref()
            .is_none_or(|(number, _)| *number != turn_number)
        {
            // A card from a running game always fits its own rule set's table.
            self.turn = TurnValues::new(self.table, &Situation::from(game.card()))
                .ok()
                .map(|t| (turn_number, t));
        }
        let (Some((_, turn)), Some(dice)) = (&self.turn, game.dice()) else {
            return Greedy.next_move(game);
        };
        match turn
            .choices(&dice, game.rolls_left())
            .into_iter()
            .next()
            .map(|c| c.choice)
        {
            Some(Choice::Keep(faces)) => StrategyMove::Roll {
                held: held_for(&dice, &faces),
            },
            Some(Choice::Score(category)) => StrategyMove::Score(category),
            None => Greedy.next_move(game),
        }
    }
}

/// A simple player that is fun to beat: goes for the most common face, takes a made
/// straight, full house or Yatzy at once, and scores wherever the dice score most.
pub struct Greedy;

impl Greedy {
    fn best_box(card: &ScoreCard, dice: &Dice) -> Option<Category> {
        // Most points; among equals (a scratch, typically) the box that is worth least at best.
        card.placements(dice)
            .into_iter()
            .max_by_key(|p| (p.points, std::cmp::Reverse(best_possible(p.category))))
            .map(|p| p.category)
    }
}

/// The most a box can ever score in Scandinavian Yatzy, for choosing what to give up.
fn best_possible(category: Category) -> u16 {
    match category {
        Category::Ones => 5,
        Category::Twos => 10,
        Category::Threes => 15,
        Category::Fours => 20,
        Category::Fives => 25,
        Category::Sixes => 30,
        Category::OnePair => 12,
        Category::TwoPairs => 22,
        Category::ThreeOfAKind => 18,
        Category::FourOfAKind => 24,
        Category::SmallStraight => 15,
        Category::LargeStraight => 20,
        Category::FullHouse => 28,
        Category::Chance => 30,
        Category::Yatzy => 50,
    }
}

impl Strategy for Greedy {
    fn next_move(&mut self, game: &Game) -> StrategyMove {
        let card = game.card();
        let Some(dice) = game.dice() else {
            return StrategyMove::Roll { held: [false; 5] };
        };
        let made = [
            Category::Yatzy,
            Category::LargeStraight,
            Category::SmallStraight,
            Category::FullHouse,
        ]
        .into_iter()
        .find(|&c| card.placement(c, &dice).is_ok_and(|points| points > 0));
        if game.rolls_left() == 0 || made.is_some() {
            let category = made.or_else(|| Self::best_box(card, &dice));
            return category.map_or(StrategyMove::Roll { held: [false; 5] }, StrategyMove::Score);
        }
        // Hold every die of the most common face (the higher face on a tie).
        let counts = dice.face_counts();
        let face = (1..=6u8).max_by_key(|&f| (counts.of(f), f)).unwrap_or(6);
        StrategyMove::Roll {
            held: dice.values().map(|v| v == face),
        }
    }
}
