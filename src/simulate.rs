//! `yatzy simulate`: many games played by a strategy, in parallel, reproducibly.

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::game::{Command, CommandError, Game};
use crate::rules::{Category, RuleSet};
use std::collections::HashMap;

use crate::solver::{
    BatchTurn, Greedy, Move, Optimal, Strategy, StrategyTable, state_of, with_batches,
};
use crate::stats::GameSummary;

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
            if let Move::Score(_) = next {
                break;
            }
        }
    }
    Ok(game)
}

pub fn summary(game: &Game) -> GameSummary {
    let card = game.card();
    GameSummary {
        score: card.total(),
        bonus: card.bonus() > 0,
        yatzy: card.get(Category::Yatzy).is_some_and(|points| points > 0),
    }
}

/// The seed of game `index`: games are independent of how they are spread over threads.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Games played together by the optimal strategy: enough to share each turn's solving among
/// many games, few enough to keep the memory small.
const LOCKSTEP_GAMES: u64 = 100_000;

/// Plays `games` optimal games in lockstep, a turn at a time: games whose turn starts with
/// the same boxes filled share one solve of that turn for all their upper sums.
fn simulate_optimal(
    rules: RuleSet,
    table: &StrategyTable,
    games: u64,
    seed: u64,
    done: &AtomicU64,
) -> Result<Vec<GameSummary>, CommandError> {
    let mut summaries = Vec::with_capacity(games as usize);
    let mut start = 0;
    while start < games {
        let end = (start + LOCKSTEP_GAMES).min(games);
        let mut playing: Vec<Game> = (start..end)
            .map(|index| Game::new(rules, game_seed(seed, index)))
            .collect();
        for _ in 0..rules.categories().len() {
            let mut groups: HashMap<u32, Vec<Game>> = HashMap::new();
            for game in playing {
                groups
                    .entry(state_of(table, game.card()).0)
                    .or_default()
                    .push(game);
            }
            let mut groups: Vec<(u32, Vec<Game>)> = groups.into_iter().collect();
            groups
                .par_iter_mut()
                .try_for_each(|(state, group)| -> Result<(), CommandError> {
                    let mut uppers: Vec<u8> =
                        group.iter().map(|g| state_of(table, g.card()).1).collect();
                    uppers.sort_unstable();
                    uppers.dedup();
                    // Each game's block is fixed by its upper sum at the start of the turn: once
                    // played, its new sum may belong to a later block of the same group.
                    let starting: Vec<u8> =
                        group.iter().map(|g| state_of(table, g.card()).1).collect();
                    let mut result = Ok(());
                    with_batches(table, *state, &uppers, |batch| {
                        for (game, &upper) in group.iter_mut().zip(&starting) {
                            if result.is_ok() && batch.covers(upper) {
                                result = play_turn(game, batch, upper);
                            }
                        }
                    });
                    result?;
                    Ok(())
                })?;
            playing = groups.into_iter().flat_map(|(_, group)| group).collect();
        }
        summaries.extend(playing.iter().map(summary));
        done.fetch_add(end - start, Ordering::Relaxed);
        start = end;
    }
    Ok(summaries)
}

/// Plays one turn of `game` with the moves `batch` finds best.
fn play_turn(game: &mut Game, batch: &BatchTurn, upper: u8) -> Result<(), CommandError> {
    game.apply(Command::Roll)?;
    loop {
        let dice = game.dice().ok_or(CommandError::Internal)?;
        let banked = game.card().total();
        let next = batch
            .best_move(upper, banked, &dice, game.rolls_left())
            .ok_or(CommandError::Internal)?;
        for command in next.commands(game.held()) {
            game.apply(command)?;
        }
        if let Move::Score(_) = next {
            return Ok(());
        }
    }
}

/// Plays `games` games; `done` counts finished games as they finish.
pub fn simulate(
    rules: RuleSet,
    kind: StrategyKind,
    table: Option<&StrategyTable>,
    games: u64,
    seed: u64,
    done: &AtomicU64,
) -> Result<Vec<GameSummary>, CommandError> {
    if let (StrategyKind::Optimal, Some(table)) = (kind, table) {
        return simulate_optimal(rules, table, games, seed, done);
    }
    (0..games)
        .into_par_iter()
        .map_init(
            || -> Box<dyn Strategy> {
                match (kind, table) {
                    (StrategyKind::Optimal, Some(table)) => Box::new(Optimal::new(table)),
                    _ => Box::new(Greedy),
                }
            },
            |strategy, index| {
                let game = play_game(rules, game_seed(seed, index), strategy.as_mut())?;
                done.fetch_add(1, Ordering::Relaxed);
                Ok(summary(&game))
            },
        )
        .collect()
}
