//! The chances the game tells as it is played: alone, the chance to beat one's best and to
//! reach the round number above the expected score at the game's start; at a table, each
//! player's chance to win and to tie. Every figure assumes that everyone plays for the best
//! expected score from here (the optimal strategy's play), which is what the solver knows
//! exactly.
//!
//! Computing is the caller's to schedule: the front ends ask a [`Worker`] in the background
//! after each scored turn, never on the key path. A [`Calculator`] remembers the last
//! distributions it computed, so after a turn only the player who scored costs anything.

mod kept;
mod worker;

use std::sync::Arc;

use crate::rules::{RuleSet, ScoreCard};
use crate::solver::{
    FutureKey, PositionError, ScoreDistribution, Situation, Solution, TableChances,
};
use crate::table::Table;

pub use kept::{
    DEFAULT_BYTES, FutureStore, Kept, KeptCounts, STORED_UP_TO, WORKED_AHEAD_TURNS, warm_up,
};
pub use worker::{Answer, Job, Worker};

/// Round numbers are its multiples: 200, 250, 300...
pub(crate) const ROUND_NUMBER: u16 = 50;

/// How far from 0 or 1 a chance must be to be more than rounding noise. The chances are
/// sums of a few thousand products of probabilities, each off by about 1e-16: their noise
/// stays below 1e-13, while a chance the rules allow at all is far above 1e-12 in any
/// position a game reaches. A chance within this of 0 is none; within this of 1, certain.
pub(crate) const NOISE: f64 = 1e-12;

/// Whether `chance` is more than rounding noise above 0: something that can happen.
pub fn possible(chance: f64) -> bool {
    chance > NOISE
}

/// Whether `chance` is within rounding noise of 1: something that will happen.
pub fn certain(chance: f64) -> bool {
    chance >= 1.0 - NOISE
}

/// Distributions a calculator remembers: a six-player table's, and each player's previous.
const REMEMBERED: usize = 12;

/// A score to reach and the chance of reaching it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Target {
    pub score: u16,
    pub chance: f64,
}

/// A lone player's prospects from a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prospects {
    /// The expected final score.
    pub expected: f64,
    /// The chance to end above the best recorded score (strictly: equalling it is not
    /// beating it), when there is one.
    pub beat_best: Option<Target>,
    /// The chance to end on a round number, or higher: the next one above the expected
    /// score at the game's start (see [`Prospects::aiming_at`]).
    pub reach: Target,
}

impl Prospects {
    /// The prospects a final score's distribution gives, against `best`, aiming at the
    /// round number above its own expected score.
    pub fn from_distribution(distribution: &ScoreDistribution, best: Option<u16>) -> Prospects {
        Prospects::aiming_at(distribution, best, round_above(distribution.mean()))
    }

    /// The prospects a final score's distribution gives, against `best`, and of reaching
    /// `reach`: a game keeps one target from its start, so that a worse position never
    /// shows a lower target and with it a higher chance.
    pub(crate) fn aiming_at(
        distribution: &ScoreDistribution,
        best: Option<u16>,
        reach: u16,
    ) -> Prospects {
        let at_least = |score: u16| (1.0 - distribution.share_below(score)).clamp(0.0, 1.0);
        Prospects {
            expected: distribution.mean(),
            beat_best: best.map(|best| Target {
                score: best,
                chance: at_least(best.saturating_add(1)),
            }),
            reach: Target {
                score: reach,
                chance: at_least(reach),
            },
        }
    }
}

/// The next multiple of [`ROUND_NUMBER`] strictly above `expected`.
pub fn round_above(expected: f64) -> u16 {
    let round = (expected / f64::from(ROUND_NUMBER)).floor() as u16 + 1;
    round.saturating_mul(ROUND_NUMBER)
}

/// The chances at a position: a lone player's prospects, or everyone's at a table.
#[derive(Clone, Debug, PartialEq)]
pub enum Chances {
    Alone(Prospects),
    Table(TableChances),
}

/// A position to tell the chances of: every player's card, between turns (a turn in play
/// counts from its start), and alone, the best score to beat.
#[derive(Clone, Debug, PartialEq)]
pub struct TablePosition {
    pub rules: RuleSet,
    pub positions: Vec<Situation>,
    pub best: Option<u16>,
}

impl TablePosition {
    /// The position at `table` now.
    pub fn now(table: &Table, best: Option<u16>) -> TablePosition {
        TablePosition {
            rules: table.rules(),
            positions: table
                .seats()
                .iter()
                .map(|seat| Situation::from(seat.game.card()))
                .collect(),
            best,
        }
    }

    /// The position at `table` once every player had played `turns` turns (a player with
    /// fewer stays where they are): the review's rounds.
    pub fn after_turns(table: &Table, turns: usize, best: Option<u16>) -> TablePosition {
        TablePosition {
            rules: table.rules(),
            positions: table
                .seats()
                .iter()
                .map(|seat| {
                    let mut card = ScoreCard::new(table.rules());
                    for turn in seat.game.history().iter().take(turns) {
                        // The history is a checked game's: every turn fits its card.
                        let _ = card.fill(turn.category, &turn.dice);
                    }
                    Situation::from(&card)
                })
                .collect(),
            best,
        }
    }

    /// Whether every card is full: the chances are certainties then.
    pub fn is_over(&self) -> bool {
        self.positions
            .iter()
            .all(|p| p.filled.len() == self.rules.categories().len())
    }
}

/// Tells the chances of positions, remembering the last distributions it told (and the
/// whole game's, from the empty card, when it is given one); the others come from the
/// futures it shares ([`Kept`]), computed only when no game of the process reached their
/// state before.
#[derive(Debug, Default)]
pub struct Calculator {
    /// Oldest first (the least recently used), the whole game's first of all when known.
    known: Vec<(Situation, Arc<ScoreDistribution>)>,
    whole_game: bool,
    kept: Arc<Kept>,
}

impl Calculator {
    /// A calculator drawing on `kept`, the futures it shares with the process's others.
    pub fn sharing(kept: Arc<Kept>) -> Calculator {
        Calculator {
            kept,
            ..Calculator::default()
        }
    }

    /// A calculator that knows the whole game's distribution already (the empty card's).
    pub fn knowing(whole_game: Arc<ScoreDistribution>) -> Calculator {
        let mut calculator = Calculator::default();
        calculator.know_whole_game(whole_game);
        calculator
    }

    /// Learns the whole game's distribution (the empty card's), if it did not know one of
    /// its rule set.
    pub fn know_whole_game(&mut self, whole_game: Arc<ScoreDistribution>) {
        let start = Situation::from(&ScoreCard::new(whole_game.rules));
        if self.whole_game && self.known[0].1.rules == whole_game.rules {
            return;
        }
        if self.whole_game {
            self.known.remove(0);
        }
        self.known
            .retain(|(position, d)| *position != start || d.rules != whole_game.rules);
        self.known.insert(0, (start, whole_game));
        self.whole_game = true;
    }

    /// The whole game's distribution, if known.
    pub fn whole_game(&self) -> Option<&Arc<ScoreDistribution>> {
        self.known
            .first()
            .filter(|_| self.whole_game)
            .map(|(_, d)| d)
    }

    /// The chances at `question`'s position under `solution`'s rules.
    pub fn answer(
        &mut self,
        solution: &Solution,
        question: &TablePosition,
    ) -> Result<Chances, PositionError> {
        let distributions = question
            .positions
            .iter()
            .map(|position| self.distribution(solution, position))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(match distributions.as_slice() {
            [alone] => {
                // The target is the whole game's, from the empty card: the same from the
                // first turn to the last, and after a resume (it depends on the rules only).
                let start = Situation::from(&ScoreCard::new(solution.rules()));
                let whole_game = self.distribution(solution, &start)?;
                let reach = round_above(whole_game.mean());
                Chances::Alone(Prospects::aiming_at(alone, question.best, reach))
            }
            all => {
                let finals: Vec<&[f64]> = all.iter().map(|d| d.probabilities.as_slice()).collect();
                Chances::Table(TableChances::from_finals(&finals))
            }
        })
    }

    /// The chances after every round of `table`'s game, from before the first turn to the
    /// last turn played.
    pub fn by_round(
        &mut self,
        solution: &Solution,
        table: &Table,
        best: Option<u16>,
    ) -> Result<Vec<Chances>, PositionError> {
        let played = table
            .seats()
            .iter()
            .map(|s| s.game.history().len())
            .max()
            .unwrap_or(0);
        (0..=played)
            .map(|turns| self.answer(solution, &TablePosition::after_turns(table, turns, best)))
            .collect()
    }

    fn distribution(
        &mut self,
        solution: &Solution,
        position: &Situation,
    ) -> Result<Arc<ScoreDistribution>, PositionError> {
        let found = self
            .known
            .iter()
            .position(|(known, d)| known == position && d.rules == solution.rules());
        if let Some(index) = found {
            let distribution = Arc::clone(&self.known[index].1);
            // Used again: the last to be forgotten (the whole game's is never forgotten).
            if index >= self.first_forgotten() {
                let used = self.known.remove(index);
                self.known.push(used);
            }
            return Ok(distribution);
        }
        let distribution = Arc::new(self.kept.distribution(solution, position)?);
        if *position == Situation::from(&ScoreCard::new(solution.rules())) {
            self.know_whole_game(Arc::clone(&distribution));
            return Ok(distribution);
        }
        if self.known.len() >= REMEMBERED {
            let oldest = self.first_forgotten();
            self.known.remove(oldest);
        }
        self.known
            .push((position.clone(), Arc::clone(&distribution)));
        Ok(distribution)
    }

    /// The futures that answering for `positions` would work out first: those of positions
    /// it neither remembers nor finds at hand among the futures it shares (kept in memory
    /// or stored), each once. A position that is no state of the rules needs none (its
    /// answer is the error).
    pub(crate) fn futures_to_work_out(
        &self,
        solution: &Solution,
        positions: &[Situation],
    ) -> Vec<FutureKey> {
        let mut wanted = Vec::new();
        for position in positions {
            let remembered = self
                .known
                .iter()
                .any(|(known, d)| known == position && d.rules == solution.rules());
            if remembered {
                continue;
            }
            if let Ok(key) = FutureKey::of(solution, position)
                && !self.kept.at_hand(&key)
                && !wanted.contains(&key)
            {
                wanted.push(key);
            }
        }
        wanted
    }

    /// How many passes the futures it shares have run so far, for every calculator sharing
    /// them (the futures worked out and the positions computed afresh).
    pub(crate) fn passes_run(&self) -> u64 {
        let counts = self.kept.counts();
        counts.computed + counts.fresh
    }

    /// Where the distributions that may be forgotten start: after the whole game's.
    fn first_forgotten(&self) -> usize {
        usize::from(self.whole_game)
    }
}
