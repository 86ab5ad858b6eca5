//! `yatzy simulate --table win,optimal`: bots at one table, each with its own dice, played
//! many times; who finishes first how often.
//!
//! A game is played round by round in seat order, as at a real table, so a bot that plays to
//! win sees the others where they stand when its turn comes. A tie for first among k players
//! gives each 1/k of a win: the win rate is that share, so equal players have equal rates
//! and the seats' rates add up to 1.

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::chances::Kept;
use crate::game::{Command, CommandError, Game, game_seed};
use crate::rules::RuleSet;
use crate::solver::{
    GoalPlay, GoalTable, Greedy, Objective, Optimal, Solution, Strategy, StrategyMove,
};

/// Who plays a seat of a simulated table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatStrategy {
    /// The most points on average.
    Optimal,
    /// The best chance to finish first, against the others' distributions as they stand.
    Win,
    /// The table's easy bot.
    Easy,
    /// The simple greedy player.
    Greedy,
}

impl SeatStrategy {
    pub const ALL: [SeatStrategy; 4] = [
        SeatStrategy::Optimal,
        SeatStrategy::Win,
        SeatStrategy::Easy,
        SeatStrategy::Greedy,
    ];

    /// How the command line and the JSON name it.
    pub fn id(self) -> &'static str {
        match self {
            SeatStrategy::Optimal => "optimal",
            SeatStrategy::Win => "win",
            SeatStrategy::Easy => "easy",
            SeatStrategy::Greedy => "greedy",
        }
    }
}

/// One seat's results.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SeatTally {
    /// Games it finished first alone.
    pub wins: u64,
    /// Games it shared first place.
    pub ties: u64,
    /// Its share of the wins: 1 a win, 1/k a tie for first among k.
    pub share: f64,
    /// The sum of the squared shares, for the standard error.
    share_squares: f64,
}

impl SeatTally {
    fn add(&mut self, share: f64, alone: bool) {
        if share > 0.0 {
            if alone {
                self.wins += 1;
            } else {
                self.ties += 1;
            }
        }
        self.share += share;
        self.share_squares += share * share;
    }

    fn merge(&mut self, other: &SeatTally) {
        self.wins += other.wins;
        self.ties += other.ties;
        self.share += other.share;
        self.share_squares += other.share_squares;
    }

    /// The share of the games won (ties shared) out of `games`.
    pub fn win_rate(&self, games: u64) -> f64 {
        self.share / games.max(1) as f64
    }

    /// The standard error of [`SeatTally::win_rate`] over `games` independent games.
    pub fn std_error(&self, games: u64) -> f64 {
        let n = games.max(1) as f64;
        let mean = self.share / n;
        let variance = (self.share_squares / n - mean * mean).max(0.0);
        (variance / n).sqrt()
    }
}

/// A simulated table's results.
#[derive(Clone, Debug, PartialEq)]
pub struct TableTally {
    pub games: u64,
    pub seats: Vec<(SeatStrategy, SeatTally)>,
}

/// What a table simulation needs beside its seats: the expected-score table, the goal table
/// (for bots that play to win) and the kept futures their opponents' distributions come from.
pub struct TableSetup<'a> {
    pub rules: RuleSet,
    pub table: &'a Solution,
    pub goal: Option<&'a GoalTable>,
    pub kept: &'a Kept,
}

/// Why a table could not be simulated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableSimulationError {
    #[error("a bot that plays to win needs the goal table")]
    NoGoalTable,
    #[error(transparent)]
    Illegal(#[from] CommandError),
}

/// Plays `games` games of the table `seats`, their dice from `seed` (the same seed, the same
/// games, whatever the thread count). `done` counts turns as they are played.
pub fn simulate_table(
    setup: &TableSetup,
    seats: &[SeatStrategy],
    games: u64,
    seed: u64,
    done: &AtomicU64,
) -> Result<TableTally, TableSimulationError> {
    if seats.contains(&SeatStrategy::Win) && setup.goal.is_none() {
        return Err(TableSimulationError::NoGoalTable);
    }
    let tallies: Vec<Vec<SeatTally>> = (0..games)
        .into_par_iter()
        .map(|index| {
            let finals = play_table(setup, seats, game_seed(seed, index))?;
            done.fetch_add(
                (seats.len() * setup.rules.categories().len()) as u64,
                Ordering::Relaxed,
            );
            Ok(shares(&finals))
        })
        .collect::<Result<_, CommandError>>()?;
    let mut merged = vec![SeatTally::default(); seats.len()];
    for game in &tallies {
        for (total, seat) in merged.iter_mut().zip(game) {
            total.merge(seat);
        }
    }
    Ok(TableTally {
        games,
        seats: seats.iter().copied().zip(merged).collect(),
    })
}

/// Each seat's share of one game's win from the final scores.
fn shares(finals: &[u16]) -> Vec<SeatTally> {
    let best = finals.iter().copied().max().unwrap_or(0);
    let first = finals.iter().filter(|&&f| f == best).count();
    finals
        .iter()
        .map(|&score| {
            let mut tally = SeatTally::default();
            let share = if score == best {
                1.0 / first as f64
            } else {
                0.0
            };
            tally.add(share, first == 1);
            tally
        })
        .collect()
}

/// One game at the table: each seat's final score.
fn play_table(
    setup: &TableSetup,
    seats: &[SeatStrategy],
    seed: u64,
) -> Result<Vec<u16>, CommandError> {
    let mut games: Vec<Game> = (0..seats.len())
        .map(|seat| Game::new(setup.rules, game_seed(seed, seat as u64)))
        .collect();
    let mut players: Vec<Player> = seats
        .iter()
        .map(|&strategy| match (strategy, setup.goal) {
            (SeatStrategy::Optimal, _) => Player::Optimal(Optimal::new(setup.table)),
            (SeatStrategy::Win, Some(goal)) => Player::Win(Box::new(GoalPlay::new(
                setup.table,
                goal,
                Objective::reach(0),
            ))),
            _ => Player::Greedy,
        })
        .collect();
    let turns = setup.rules.categories().len();
    for _ in 0..turns {
        for seat in 0..seats.len() {
            if let Player::Win(play) = &mut players[seat] {
                play.set_objective(win_objective(setup, &games, seat));
            }
            let strategy: &mut dyn Strategy = match &mut players[seat] {
                Player::Optimal(optimal) => optimal,
                Player::Win(play) => play.as_mut(),
                Player::Greedy => &mut Greedy,
            };
            play_turn(&mut games[seat], strategy)?;
        }
    }
    Ok(games.iter().map(|game| game.card().total()).collect())
}

enum Player<'a> {
    Optimal(Optimal<'a>),
    Win(Box<GoalPlay<'a>>),
    Greedy,
}

/// Finishing first against the others as they stand (see [`Kept::win_objective`]).
fn win_objective(setup: &TableSetup, games: &[Game], seat: usize) -> Objective {
    let others = games
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != seat)
        .map(|(_, game)| game.card());
    setup.kept.win_objective(setup.table, others)
}

/// Plays one turn of `game` with `strategy`.
fn play_turn(game: &mut Game, strategy: &mut dyn Strategy) -> Result<(), CommandError> {
    game.apply(Command::Roll)?;
    loop {
        let next = strategy.next_move(game);
        for command in next.commands(game.held()) {
            game.apply(command)?;
        }
        if let StrategyMove::Score(_) = next {
            return Ok(());
        }
    }
}
