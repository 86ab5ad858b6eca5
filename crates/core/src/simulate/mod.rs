//! `yatzy simulate`: many games played by a strategy, in parallel, reproducibly.

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::game::{Command, CommandError, Game};
use crate::rules::{Category, RuleSet, ScoreCard};
use crate::solver::{
    GoalPlay, GoalTable, Greedy, Objective, Optimal, Solution, Strategy, StrategyMove,
};
use crate::stats::{GameSummary, Tally};

mod lockstep;
mod table;

pub use lockstep::simulate_from;
pub use table::{
    SeatStrategy, SeatTally, TableSetup, TableSimulationError, TableTally, simulate_table,
};

/// Which player the simulation uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrategyKind {
    Optimal,
    Greedy,
}

/// Plays one whole game; an error means the strategy tried an illegal move.
pub fn play_game(
    rules: RuleSet,
    seed: u64,
    strategy: &mut dyn Strategy,
) -> Result<Game, CommandError> {
    let mut game = Game::new(rules, seed);
    while !game.is_over() {
        game.apply(Command::Roll)?;
        loop {
            let next = strategy.next_move(&game);
            for command in next.commands(game.held()) {
                game.apply(command)?;
            }
            if let StrategyMove::Score(_) = next {
                break;
            }
        }
    }
    Ok(game)
}

pub fn summary(game: &Game) -> GameSummary {
    summary_of_card(game.card())
}

fn summary_of_card(card: &ScoreCard) -> GameSummary {
    GameSummary {
        score: card.total(),
        bonus: card.bonus() > 0,
        yatzy: card.get(Category::Yatzy).is_some_and(|points| points > 0),
    }
}

pub use crate::game::game_seed;

/// Greedy games played at once, before their summaries are handed on: enough to keep every
/// core busy, few enough that memory does not grow with the games asked for.
const CHUNK: u64 = 1 << 16;

/// Plays `games` games and counts them by score, in memory that does not grow with `games`;
/// `done` counts turns as they are played (a game has a turn per box), for a progress bar.
pub fn simulate(
    rules: RuleSet,
    kind: StrategyKind,
    table: Option<&Solution>,
    games: u64,
    seed: u64,
    done: &AtomicU64,
) -> Result<Tally, CommandError> {
    let mut tally = Tally::default();
    simulate_each(rules, kind, table, games, seed, done, &mut |game| {
        tally.add(game)
    })?;
    Ok(tally)
}

/// Plays `games` games, handing each one's summary to `each` in game order, a chunk at a
/// time.
pub fn simulate_each(
    rules: RuleSet,
    kind: StrategyKind,
    table: Option<&Solution>,
    games: u64,
    seed: u64,
    done: &AtomicU64,
    each: &mut dyn FnMut(GameSummary),
) -> Result<(), CommandError> {
    // Lockstep play shares turns between games by their expected scores; a table of another
    // risk appetite plays game by game.
    if let (StrategyKind::Optimal, Some(table)) = (kind, table)
        && table.risk() == 0.0
    {
        return lockstep::simulate_optimal(rules, table, games, seed, done, each);
    }
    let player = || -> Box<dyn Strategy> {
        match (kind, table) {
            (StrategyKind::Optimal, Some(table)) => Box::new(Optimal::new(table)),
            _ => Box::new(Greedy),
        }
    };
    simulate_with(rules, &player, games, seed, done, each)
}

/// Plays `games` games of goal play for a final score of `target` or more, handing each
/// one's summary to `each` in game order.
pub fn simulate_goal(
    (table, goal, target): (&Solution, &GoalTable, u32),
    games: u64,
    seed: u64,
    done: &AtomicU64,
    each: &mut dyn FnMut(GameSummary),
) -> Result<(), CommandError> {
    let player =
        || -> Box<dyn Strategy> { Box::new(GoalPlay::new(table, goal, Objective::reach(target))) };
    simulate_with(table.rules(), &player, games, seed, done, each)
}

/// Plays `games` games, each with a player `player` makes (one per thread), a chunk at a time.
fn simulate_with<'a>(
    rules: RuleSet,
    player: &(dyn Fn() -> Box<dyn Strategy + 'a> + Sync),
    games: u64,
    seed: u64,
    done: &AtomicU64,
    each: &mut dyn FnMut(GameSummary),
) -> Result<(), CommandError> {
    let mut start = 0;
    while start < games {
        let end = start.saturating_add(CHUNK).min(games);
        let chunk: Vec<GameSummary> = (start..end)
            .into_par_iter()
            .map_init(player, |strategy, index| {
                let game = play_game(rules, game_seed(seed, index), strategy.as_mut())?;
                done.fetch_add(rules.categories().len() as u64, Ordering::Relaxed);
                Ok(summary(&game))
            })
            .collect::<Result<_, CommandError>>()?;
        chunk.into_iter().for_each(&mut *each);
        start = end;
    }
    Ok(())
}
