//! Optimal games played in lockstep, a turn at a time. Games whose turn starts with the same
//! boxes filled differ only in their upper sums, the solver's lanes, so one backward pass of
//! the turn serves a whole block of them. Each game keeps only what play needs: its dice
//! generator and its card (no history, no decision log).

use std::sync::atomic::{AtomicU64, Ordering};

use rand_pcg::Pcg64Mcg;
use rayon::prelude::*;

use crate::game::{CommandError, ROLLS_PER_TURN, dice_generator, roll_dice};
use crate::rules::{MAX_DICE, RuleSet, ScoreCard};
use crate::solver::{BatchScratch, BatchTurn, Solution, StrategyMove, batch_key, batch_key_after};
use crate::stats::GameSummary;

use super::{game_seed, summary_of_card};

/// Games played together: the more, the more games share each batch (100,000 games play at
/// about 140,000 a second on 2 cores, a million at about 200,000), for about 100 bytes a game.
const LOCKSTEP_GAMES: u64 = 1_000_000;

/// A block with at least this many games plays them on every core (early turns, when most
/// games are in the same few states), in chunks of [`PLAY_CHUNK`].
const PARALLEL_PLAY: usize = 2048;
const PLAY_CHUNK: usize = 256;

/// Plays `games` optimal games; the summaries are in game order, and each game is exactly the
/// one [`super::play_game`] plays from the same seed.
pub(super) fn simulate_optimal(
    rules: RuleSet,
    table: &Solution,
    games: u64,
    seed: u64,
    done: &AtomicU64,
    each: &mut dyn FnMut(GameSummary),
) -> Result<(), CommandError> {
    simulate_in_lockstep(rules, table, games, seed, done, LOCKSTEP_GAMES, each)
}

/// Plays `games` optimal games on from `card`, a position between turns of a game of
/// `table`'s rules (game i draws its dice from `game_seed(seed, i)`), handing each one's
/// summary (the final card's) to `each` in game order.
pub fn simulate_from(
    table: &Solution,
    card: &ScoreCard,
    games: u64,
    seed: u64,
    each: &mut dyn FnMut(GameSummary),
) -> Result<(), CommandError> {
    let turns = card.rules().categories().len() - card.filled_count();
    let (state, upper) = batch_key(table, card);
    let player = |index| Player {
        state,
        upper,
        card: card.clone(),
        ..Player::new(card.rules(), game_seed(seed, index), index)
    };
    let done = AtomicU64::new(0);
    play_in_chunks(table, (games, LOCKSTEP_GAMES), turns, &done, player, each)
}

/// [`simulate_optimal`], `together` games at a time.
fn simulate_in_lockstep(
    rules: RuleSet,
    table: &Solution,
    games: u64,
    seed: u64,
    done: &AtomicU64,
    together: u64,
    each: &mut dyn FnMut(GameSummary),
) -> Result<(), CommandError> {
    let player = |index| Player::new(rules, game_seed(seed, index), index);
    let turns = rules.categories().len();
    play_in_chunks(table, (games, together), turns, done, player, each)
}

/// Plays `games` games of `turns` turns, `together` at a time, game i starting as
/// `player(i)`; the summaries are in game order.
fn play_in_chunks(
    table: &Solution,
    (games, together): (u64, u64),
    turns: usize,
    done: &AtomicU64,
    player: impl Fn(u64) -> Player + Sync + Send,
    each: &mut dyn FnMut(GameSummary),
) -> Result<(), CommandError> {
    let mut start = 0;
    while start < games {
        let end = start.saturating_add(together).min(games);
        let mut players: Vec<Player> = (start..end).into_par_iter().map(&player).collect();
        for _ in 0..turns {
            play_turn(table, &mut players, done)?;
        }
        players.par_sort_unstable_by_key(|player| player.index);
        for player in &players {
            each(summary_of_card(&player.card));
        }
        start = end;
    }
    Ok(())
}

/// Plays one turn of every game: sorted by state and upper sum, games fall into blocks that
/// share a batch.
fn play_turn(
    table: &Solution,
    players: &mut [Player],
    done: &AtomicU64,
) -> Result<(), CommandError> {
    players.par_sort_unstable_by_key(|player| (player.state, player.upper));
    blocks(players)
        .into_par_iter()
        .try_for_each_init(BatchScratch::default, |scratch, block| {
            let played = block.players.len() as u64;
            block.play_turn(table, scratch)?;
            done.fetch_add(played, Ordering::Relaxed);
            Ok(())
        })
}

/// A game reduced to what the simulation needs.
struct Player {
    index: u64,
    rng: Pcg64Mcg,
    card: ScoreCard,
    /// Where the card's turn goes in a batch (see [`batch_key`]).
    state: u32,
    upper: u8,
}

impl Player {
    fn new(rules: RuleSet, seed: u64, index: u64) -> Self {
        Player {
            index,
            rng: dice_generator(seed),
            card: ScoreCard::new(rules),
            state: 0,
            upper: 0,
        }
    }

    /// Plays one turn with the moves `batch` finds best, drawing the dice as `Game` does.
    fn play_turn(&mut self, table: &Solution, batch: &BatchTurn) -> Result<(), CommandError> {
        let banked = self.card.total();
        let mut dice = roll_dice(&mut self.rng, None, &[false; MAX_DICE])?;
        for rolls_left in (0..ROLLS_PER_TURN).rev() {
            match batch.best_move(self.upper, banked, &dice, rolls_left) {
                Some(StrategyMove::Roll { held }) if rolls_left > 0 => {
                    dice = roll_dice(&mut self.rng, Some(dice), &held)?;
                }
                Some(StrategyMove::Score(category)) => {
                    let points = self
                        .card
                        .fill(category, &dice)
                        .map_err(CommandError::Placement)?;
                    (self.state, self.upper) =
                        batch_key_after(table, (self.state, self.upper), category, points)
                            .ok_or(CommandError::Internal)?;
                    debug_assert_eq!((self.state, self.upper), batch_key(table, &self.card));
                    return Ok(());
                }
                Some(StrategyMove::Roll { .. }) => return Err(CommandError::NoRollsLeft),
                None => break,
            }
        }
        Err(CommandError::Internal)
    }
}

/// Games that share one batch: the same state, and at most [`BatchTurn::LANES`] distinct
/// upper sums.
struct Block<'a> {
    state: u32,
    uppers: Vec<u8>,
    players: &'a mut [Player],
}

impl Block<'_> {
    fn play_turn(self, table: &Solution, scratch: &mut BatchScratch) -> Result<(), CommandError> {
        let batch = BatchTurn::solve(table, self.state, &self.uppers, scratch);
        if self.players.len() >= PARALLEL_PLAY {
            self.players
                .par_chunks_mut(PLAY_CHUNK)
                .try_for_each(|chunk| {
                    chunk
                        .iter_mut()
                        .try_for_each(|player| player.play_turn(table, &batch))
                })
        } else {
            self.players
                .iter_mut()
                .try_for_each(|player| player.play_turn(table, &batch))
        }
    }
}

/// Cuts players sorted by state and upper sum into blocks.
fn blocks(players: &mut [Player]) -> Vec<Block<'_>> {
    let mut blocks = Vec::new();
    let mut rest = players;
    while let Some(first) = rest.first() {
        let state = first.state;
        let mut uppers = vec![first.upper];
        let mut len = 1;
        for player in &rest[1..] {
            if player.state != state {
                break;
            }
            if uppers.last() != Some(&player.upper) {
                if uppers.len() == <BatchTurn>::LANES {
                    break;
                }
                uppers.push(player.upper);
            }
            len += 1;
        }
        let (block, tail) = std::mem::take(&mut rest).split_at_mut(len);
        rest = tail;
        blocks.push(Block {
            state,
            uppers,
            players: block,
        });
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(state: u32, upper: u8) -> Player {
        Player {
            state,
            upper,
            ..Player::new(RuleSet::Yatzy, 0, 0)
        }
    }

    #[test]
    fn blocks_hold_one_state_and_at_most_a_batch_of_upper_sums() {
        let mut players: Vec<Player> = (0..40u8)
            .flat_map(|upper| [player(1, upper), player(1, upper)])
            .chain([player(2, 0), player(6, 5), player(6, 5)])
            .collect();
        let cut: Vec<(u32, Vec<u8>, usize)> = blocks(&mut players)
            .into_iter()
            .map(|block| (block.state, block.uppers, block.players.len()))
            .collect();
        assert_eq!(
            cut,
            [
                (1, (0..16).collect(), 32),
                (1, (16..32).collect(), 32),
                (1, (32..40).collect(), 16),
                (2, vec![0], 1),
                (6, vec![5], 2),
            ]
        );
    }

    #[test]
    fn playing_in_smaller_lockstep_groups_changes_nothing() {
        let table = Solution::solve(RuleSet::Yacht, &mut |_| {});
        let done = AtomicU64::new(0);
        let play = |together| {
            let mut games = Vec::new();
            simulate_in_lockstep(RuleSet::Yacht, &table, 50, 9, &done, together, &mut |g| {
                games.push(g)
            })
            .unwrap();
            games
        };
        let at_once = play(50);
        let in_threes = play(3);
        assert_eq!(at_once, in_threes);
        // Every turn of every game was counted, both times.
        assert_eq!(
            done.into_inner(),
            2 * 50 * RuleSet::Yacht.categories().len() as u64
        );
    }
}
