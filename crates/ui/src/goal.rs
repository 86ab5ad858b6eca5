//! Playing for a goal, for both front ends (the terminal game and `yatzy serve`): what a game
//! plays for, the questions put to the goal table (a roll's ranking, a position's chance),
//! when an answer is for the position on the table, the coach's cost check, and the hint's
//! goal part. The front ends only run the jobs off their key's path and carry the answers
//! back; nothing of it is written in either.

use std::sync::Arc;

use crate::preferences::GoalMode;
use crate::view::{GoalAdvice, GoalAim, GoalHint, Hint};
use yatzy_core::chances::Kept;
use yatzy_core::game::{Command, GameId};
use yatzy_core::rules::Dice;
use yatzy_core::solver::{
    Choice, GoalRanking, GoalTable, Objective, ScoreDistribution, Situation, Solution, held_for,
};
use yatzy_core::table::Table;

/// What a game plays for under the goal setting `mode` (reaching `target` for a target), the
/// player's best recorded score being `best`, `alone` at a table of one or not: `None` plays
/// for the best score (the setting, or beating a best that is not recorded yet). At a table a
/// target is the seat's own final score, no best is beaten there (beat my best plays for
/// points), and the win is against the other seats; alone there is nobody to beat, so the
/// win plays for points. The one place a goal's aim is decided.
pub fn aim(mode: GoalMode, target: u16, best: Option<u16>, alone: bool) -> Option<GoalAim> {
    match mode {
        GoalMode::BestScore => None,
        GoalMode::BeatBest => best.filter(|_| alone).map(GoalAim::Beat),
        GoalMode::Reach => Some(GoalAim::Reach(target)),
        GoalMode::Win => (!alone).then_some(GoalAim::Win),
    }
}

/// The goal's part of a hint while no ranking can be asked: how far the table is computed
/// (`None` while it is read from the cache, or nothing was told yet: no percentage then), or
/// that it cannot be had (`failed`).
pub fn table_wait(failed: bool, progress: Option<f64>) -> GoalHint {
    if failed {
        GoalHint::TableFailed
    } else {
        GoalHint::TableLoading(progress)
    }
}

/// The roll a goal's hint (and its coach) is for: an answer is used only while the game is
/// still there.
#[derive(Clone, Debug, PartialEq)]
struct GoalQuestion {
    game: GameId,
    situation: Situation,
    dice: Dice,
    rolls_left: u8,
    aim: GoalAim,
    /// Playing to win: the other seats' positions, in seat order (empty for a target).
    others: Vec<Situation>,
}

impl GoalQuestion {
    /// The roll on `table`, if the dice are out.
    fn now(table: &Table, aim: GoalAim) -> Option<GoalQuestion> {
        let game = table.game();
        Some(GoalQuestion {
            game: table.id(),
            situation: Situation::from(game.card()),
            dice: game.dice()?,
            rolls_left: game.rolls_left(),
            aim,
            others: others_now(table, aim),
        })
    }

    /// Whether the game on `table` is still where the question was asked (the others' cards
    /// too, playing to win).
    fn is_now(&self, table: &Table) -> bool {
        let game = table.game();
        self.game == table.id()
            && game.dice() == Some(self.dice)
            && game.rolls_left() == self.rolls_left
            && self.situation == Situation::from(game.card())
            && self.others == others_now(table, self.aim)
    }
}

/// Playing to win, the positions of the seats other than the one to play on `table`, in seat
/// order (cheap: the cards' situations, no distribution); none for a target.
fn others_now(table: &Table, aim: GoalAim) -> Vec<Situation> {
    if aim != GoalAim::Win {
        return Vec::new();
    }
    let current = table.current();
    (table.seats().iter().enumerate())
        .filter(|&(seat, _)| seat != current)
        .map(|(_, seat)| Situation::from(seat.game.card()))
        .collect()
}

/// A position between turns whose goal chance the chances line shows.
#[derive(Clone, Debug, PartialEq)]
struct GoalSpot {
    game: GameId,
    situation: Situation,
    aim: GoalAim,
}

impl GoalSpot {
    fn now(table: &Table, aim: GoalAim) -> GoalSpot {
        GoalSpot {
            game: table.id(),
            situation: Situation::from(table.game().card()),
            aim,
        }
    }
}

/// What a goal job works out: a roll's ranking, or a position's goal chance.
#[derive(Debug)]
enum Work {
    Hint(GoalQuestion),
    Chance(GoalSpot),
}

/// Work for the goal table: about a millisecond, but never on a key's path. Run it on a
/// thread of its own and hand its answer back to [`GoalAsked::answered`]. Playing to win, the
/// others' distributions are read from the futures the chances keep, or worked out here when
/// they have not been.
pub struct GoalJob {
    work: Work,
    goal: Arc<GoalTable>,
    strategy: Arc<Solution>,
    futures: Arc<Kept>,
}

/// What a goal job needs besides its question: the rule set's goal table and strategy, and
/// the futures the others' distributions (and a target's chance under play for points) are
/// read from.
#[derive(Clone, Copy, Debug)]
pub struct GoalTools<'a> {
    pub goal: &'a Arc<GoalTable>,
    pub strategy: &'a Arc<Solution>,
    pub futures: &'a Arc<Kept>,
}

impl GoalTools<'_> {
    fn job(self, work: Work) -> GoalJob {
        GoalJob {
            work,
            goal: Arc::clone(self.goal),
            strategy: Arc::clone(self.strategy),
            futures: Arc::clone(self.futures),
        }
    }
}

impl std::fmt::Debug for GoalJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoalJob")
            .field("work", &self.work)
            .finish_non_exhaustive()
    }
}

/// A goal job worked out, with what it answers (`None`: the position has no answer, which a
/// checked game never gives).
#[derive(Debug)]
pub struct GoalAnswer(Answered);

#[derive(Debug)]
enum Answered {
    Hint(GoalQuestion, Option<GoalRanking>),
    Chance(GoalSpot, Option<GoalChance>),
}

/// A target's chance from a position between turns: playing for it, and (reaching N) for
/// points.
#[derive(Clone, Copy, Debug)]
struct GoalChance {
    chance: f64,
    for_points: Option<f64>,
}

/// The chance that a final score's distribution reaches `target`.
fn at_least(distribution: &ScoreDistribution, target: u32) -> f64 {
    let target = u16::try_from(target).unwrap_or(u16::MAX);
    (1.0 - distribution.share_below(target)).clamp(0.0, 1.0)
}

impl GoalJob {
    /// Ranks a roll's choices for the goal (its best, and the points' best beside it), or
    /// reads the goal's chance between turns.
    pub fn run(self) -> GoalAnswer {
        match self.work {
            Work::Hint(question) => {
                let objective = objective(&question, &self.strategy, &self.futures);
                let ranking = objective.and_then(|objective| {
                    let at = (&question.dice, question.rolls_left);
                    let (strategy, goal) = (&self.strategy, &self.goal);
                    GoalRanking::new(strategy, goal, &question.situation, at, &objective).ok()
                });
                GoalAnswer(Answered::Hint(question, ranking))
            }
            Work::Chance(spot) => {
                let chance = spot.aim.target().and_then(|target| {
                    let chance = self.goal.chance(&spot.situation, target).ok()?;
                    // The same target's chance under play for points, for the line to say
                    // beside it (beating the best, the chances have it already).
                    let for_points = matches!(spot.aim, GoalAim::Reach(_))
                        .then(|| self.futures.distribution(&self.strategy, &spot.situation))
                        .and_then(Result::ok)
                        .map(|distribution| at_least(&distribution, target));
                    Some(GoalChance { chance, for_points })
                });
                GoalAnswer(Answered::Chance(spot, chance))
            }
        }
    }
}

/// What the question's goal values the end of the game at: reaching its target, or finishing
/// first against the others' final scores as they stand, each playing for points from where
/// it is (the distributions the chances line's win chances come from).
fn objective(question: &GoalQuestion, strategy: &Solution, futures: &Kept) -> Option<Objective> {
    match question.aim.target() {
        Some(target) => Some(Objective::reach(target)),
        None if question.others.is_empty() => None,
        None => {
            let others = (question.others.iter())
                .map(|other| futures.distribution(strategy, other).ok())
                .collect::<Option<Vec<_>>>()?;
            let finals: Vec<&[f64]> = others.iter().map(|d| d.probabilities.as_slice()).collect();
            Some(Objective::win(&finals))
        }
    }
}

/// The hint's words of a ranking: the goal's best, and the points' best where it differs.
pub fn advice(aim: GoalAim, ranking: &GoalRanking) -> GoalAdvice {
    GoalAdvice {
        aim,
        best: ranking.best().clone(),
        for_points: ranking.for_points().cloned(),
    }
}

/// What an answer told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Told {
    /// A roll's ranking: a hint waiting for it may be filled ([`GoalAsked::fill`]).
    Ranking,
    /// A position's goal chance, for the chances line.
    Chance,
    /// Nothing to show.
    Nothing,
}

/// What one player asked of the goal table and was told: the chances line's goal chance, and
/// the ranking of a roll's choices (for the hint and the coach), each the last.
#[derive(Debug, Default)]
pub struct GoalAsked {
    asked: Option<GoalSpot>,
    known: Option<(GoalSpot, GoalChance)>,
    rank_asked: Option<GoalQuestion>,
    ranked: Option<(GoalQuestion, Option<GoalRanking>)>,
}

impl GoalAsked {
    /// The job ranking the roll on `table` for `aim`, unless it was asked already (or the
    /// dice are not out).
    pub fn ask_ranking(
        &mut self,
        table: &Table,
        aim: GoalAim,
        tools: GoalTools<'_>,
    ) -> Option<GoalJob> {
        let question = GoalQuestion::now(table, aim)?;
        if self.rank_asked.as_ref() == Some(&question) {
            return None;
        }
        self.rank_asked = Some(question.clone());
        Some(tools.job(Work::Hint(question)))
    }

    /// The job reading the goal's chance from the position on `table` (the chances line's),
    /// unless it was asked already.
    pub fn ask_chance(
        &mut self,
        table: &Table,
        aim: GoalAim,
        tools: GoalTools<'_>,
    ) -> Option<GoalJob> {
        let spot = GoalSpot::now(table, aim);
        if self.asked.as_ref() == Some(&spot) {
            return None;
        }
        self.asked = Some(spot.clone());
        Some(tools.job(Work::Chance(spot)))
    }

    /// A job's answer, kept; what it told.
    pub fn answered(&mut self, answer: GoalAnswer) -> Told {
        match answer.0 {
            Answered::Hint(question, ranking) => {
                self.ranked = Some((question, ranking));
                Told::Ranking
            }
            Answered::Chance(spot, Some(chance)) => {
                self.known = Some((spot, chance));
                Told::Chance
            }
            Answered::Chance(_, None) => Told::Nothing,
        }
    }

    /// The ranking of the roll on `table`, once told: never one of another roll.
    pub fn ranking_now(&self, table: &Table) -> Option<(GoalAim, &GoalRanking)> {
        let (question, ranking) = self.ranked.as_ref()?;
        let ranking = ranking.as_ref()?;
        question.is_now(table).then_some((question.aim, ranking))
    }

    /// The goal's chance from the position on `table` when playing for `aim`, once told.
    pub fn chance_now(&self, table: &Table, aim: GoalAim) -> Option<(GoalAim, f64)> {
        let (spot, chance) = self.known.as_ref()?;
        (*spot == GoalSpot::now(table, aim)).then_some((aim, chance.chance))
    }

    /// Reaching N: N and its chance under play for points from the position on `table`, once
    /// told (the chances line says it beside the chance playing for it).
    pub fn target_for_points_now(&self, table: &Table, aim: GoalAim) -> Option<(u16, f64)> {
        let (spot, chance) = self.known.as_ref()?;
        match aim {
            GoalAim::Reach(target) if *spot == GoalSpot::now(table, aim) => {
                Some((target, chance.for_points?))
            }
            _ => None,
        }
    }

    /// The coach's check, playing for `aim`: what `command` costs of the goal's chance (in
    /// percentage points) when that is more than `threshold`, with the best choice. Silent
    /// until the roll's ranking is in (a millisecond after the roll).
    pub fn cost(
        &self,
        table: &Table,
        aim: GoalAim,
        command: Command,
        threshold: f64,
    ) -> Option<(f64, Choice)> {
        let decision = yatzy_core::review::decision_of(table.game(), command)?;
        let played = yatzy_core::review::choice_of(&decision);
        let (ranked_for, ranking) = self.ranking_now(table)?;
        let lost = ranking.cost(&played)? * 100.0;
        (ranked_for == aim && lost > threshold).then(|| (lost, ranking.best().choice.clone()))
    }

    /// A hint waiting for the goal's ranking gets it, if it is in for the roll on `table`,
    /// the dice to hold for the goal's best marked. Whether the hint changed.
    pub fn fill(&self, table: &Table, hint: &mut Hint) -> bool {
        let Some((aim, ranking)) = self.ranking_now(table) else {
            return false;
        };
        if hint.goal != Some(GoalHint::Computing(aim)) {
            return false;
        }
        let advice = advice(aim, ranking);
        hint.held = match (&advice.best.choice, table.game().dice()) {
            (Choice::Keep(faces), Some(dice)) => Some(held_for(&dice, faces)),
            _ => None,
        };
        hint.goal = Some(GoalHint::Ready(advice));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_aim_follows_the_setting_and_a_best_not_recorded_plays_for_points() {
        assert_eq!(aim(GoalMode::BestScore, 250, Some(240), true), None);
        assert_eq!(aim(GoalMode::BeatBest, 250, None, true), None);
        assert_eq!(
            aim(GoalMode::BeatBest, 250, Some(240), true),
            Some(GoalAim::Beat(240))
        );
        assert_eq!(
            aim(GoalMode::Reach, 250, Some(240), true),
            Some(GoalAim::Reach(250))
        );
    }

    #[test]
    fn at_a_table_the_win_is_played_for_and_no_best_is_beaten() {
        assert_eq!(aim(GoalMode::Win, 250, None, true), None);
        assert_eq!(aim(GoalMode::Win, 250, None, false), Some(GoalAim::Win));
        assert_eq!(aim(GoalMode::BeatBest, 250, Some(240), false), None);
        assert_eq!(
            aim(GoalMode::Reach, 250, Some(240), false),
            Some(GoalAim::Reach(250))
        );
    }
}
