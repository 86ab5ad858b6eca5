//! Playing for a goal (the goal setting, `g`): what the goal aims at in this game, and the
//! goal's hint. The hint's choices are valued off the key's path: `t` leaves a job for the
//! event loop to run on a thread of its own (see [`GoalHintJob`]), and the answer comes back
//! through the event channel; until it does, the hint says it is computing.

use std::sync::Arc;

use super::App;
use yatzy_core::chances::Kept;
use yatzy_core::game::GameId;
use yatzy_core::rules::Dice;
use yatzy_core::solver::{
    Choice, GoalRanking, GoalTable, Objective, ScoreDistribution, Situation, Solution, held_for,
};
use yatzy_i18n::t;
use yatzy_ui::preferences::{GoalMode, Setting};
use yatzy_ui::view::{GoalAdvice, GoalAim, GoalHint};

/// The position a goal's hint is for: an answer is shown only if the game is still there.
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

/// A position between turns whose goal chance the chances line shows.
#[derive(Clone, Debug, PartialEq)]
struct GoalSpot {
    game: GameId,
    situation: Situation,
    aim: GoalAim,
}

/// What a goal job works out: a hint's choices, or the chances line's goal chance.
#[derive(Debug)]
enum Work {
    Hint(GoalQuestion),
    Chance(GoalSpot),
}

/// Work for the goal table: about a millisecond, but never on a key's path (playing to win,
/// the others' distributions are read from the futures the chances keep, or worked out here
/// when they have not been).
pub struct GoalJob {
    work: Work,
    goal: Arc<GoalTable>,
    strategy: Arc<Solution>,
    futures: Arc<Kept>,
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
    /// Ranks a turn's choices for the goal (its best, and the points' best beside it), or
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
            let others = question
                .others
                .iter()
                .map(|other| futures.distribution(strategy, other).ok())
                .collect::<Option<Vec<_>>>()?;
            let finals: Vec<&[f64]> = others.iter().map(|d| d.probabilities.as_slice()).collect();
            Some(Objective::win(&finals))
        }
    }
}

/// The hint's words of a ranking: the goal's best, and the points' best where it differs.
fn advice_of(aim: GoalAim, ranking: &GoalRanking) -> GoalAdvice {
    GoalAdvice {
        aim,
        best: ranking.best().clone(),
        for_points: ranking.for_points().cloned(),
    }
}

/// What the background was asked of the goal table and told: the chances line's goal
/// chance, and the ranking of a roll's choices (for the hint and the coach), each the last.
#[derive(Debug, Default)]
pub(super) struct GoalChanceState {
    asked: Option<GoalSpot>,
    known: Option<(GoalSpot, GoalChance)>,
    rank_asked: Option<GoalQuestion>,
    ranked: Option<(GoalQuestion, Option<GoalRanking>)>,
}

impl App {
    /// What this game plays for, when it is a goal: `None` plays for the best score (the
    /// setting, a daily challenge, or beating a best that is not recorded yet).
    pub(crate) fn goal_aim(&self) -> Option<GoalAim> {
        if self.table.game().daily_date().is_some() {
            return None;
        }
        let preferences = &self.look.preferences;
        // At a table, a target is the seat's own final score (no best is recorded there: beat
        // my best plays for points), and the win is against the other seats; alone there is
        // nobody to beat, so the win plays for points.
        match preferences.goal {
            GoalMode::BestScore => None,
            GoalMode::BeatBest => self.best_before().map(GoalAim::Beat),
            GoalMode::Reach => Some(GoalAim::Reach(preferences.goal_target)),
            GoalMode::Win => (!self.table.is_solitaire()).then_some(GoalAim::Win),
        }
    }

    /// The goal table is wanted while the game plays for a goal.
    pub(super) fn want_goal_for_aim(&mut self) {
        if self.goal_aim().is_some() {
            self.want_goal_table(self.table.rules());
        }
    }

    /// `g`: the next goal, saved at once (a daily challenge keeps the best score).
    pub(super) fn cycle_goal(&mut self) {
        if self.table.game().daily_date().is_some() {
            self.say_warning(t!("goal-ignored-daily"));
            return;
        }
        // The setting's next value, wrapping: best score, beat my best, reach N.
        self.change_setting(Setting::Goal, 1);
        // The hint shown was for the goal before.
        self.hint = None;
        let alone = self.table.is_solitaire();
        match self.look.preferences.goal {
            // No best is beaten at a table: the best score there.
            GoalMode::BeatBest if !alone => self.say(t!("goal-beat-best-table")),
            GoalMode::BeatBest if self.best_before().is_none() => {
                self.say(t!("goal-no-best-yet"));
            }
            GoalMode::Win if alone => self.say(t!("goal-win-alone")),
            _ => {}
        }
        self.want_goal_for_aim();
    }

    /// The goal's part of the hint for `dice`: asked of the background when the table is
    /// ready, else how far the table is. `None` when the game plays for points.
    pub(super) fn goal_hint(&mut self, dice: &Dice) -> Option<GoalHint> {
        let aim = self.goal_aim()?;
        self.want_goal_for_aim();
        let Some(goal) = self.goal_table().cloned() else {
            return Some(if self.goal_failure().is_some() {
                GoalHint::TableFailed
            } else {
                GoalHint::TableLoading(self.goal_progress().unwrap_or(0.0))
            });
        };
        self.ask_ranking(goal, aim, dice);
        Some(GoalHint::Computing(aim))
    }

    /// The roll's choices ranked for the goal are asked for, unless they were already.
    fn ask_ranking(&mut self, goal: Arc<GoalTable>, aim: GoalAim, dice: &Dice) {
        let Some(strategy) = self.engine.strategy.clone() else {
            return;
        };
        let question = GoalQuestion {
            game: self.table.id(),
            situation: Situation::from(self.table.game().card()),
            dice: *dice,
            rolls_left: self.table.game().rolls_left(),
            aim,
            others: self.others_now(aim),
        };
        if self.goal_chance.rank_asked.as_ref() == Some(&question) {
            return;
        }
        self.goal_chance.rank_asked = Some(question.clone());
        self.goal_jobs.push(GoalJob {
            work: Work::Hint(question),
            goal,
            strategy,
            futures: Arc::clone(&self.futures),
        });
    }

    /// Playing to win, the positions of the seats other than the one to play, in seat order
    /// (cheap: the cards' situations, no distribution); none for a target.
    fn others_now(&self, aim: GoalAim) -> Vec<Situation> {
        if aim != GoalAim::Win {
            return Vec::new();
        }
        let current = self.table.current();
        (self.table.seats().iter().enumerate())
            .filter(|&(seat, _)| seat != current)
            .map(|(_, seat)| Situation::from(seat.game.card()))
            .collect()
    }

    /// The ranking of the roll on the table, once the background has told it.
    fn ranking_now(&self) -> Option<(GoalAim, &GoalRanking)> {
        let (question, ranking) = self.goal_chance.ranked.as_ref()?;
        let ranking = ranking.as_ref()?;
        self.goal_question_is_now(question)
            .then_some((question.aim, ranking))
    }

    /// With the coach on, playing for a goal: what `command` costs of the goal's chance (in
    /// percentage points) when more than the threshold, with the best choice. Silent until
    /// the roll's ranking is in (a millisecond after the roll).
    pub(super) fn goal_cost(
        &self,
        command: yatzy_core::game::Command,
    ) -> Option<(GoalAim, f64, Choice)> {
        let aim = self.goal_aim()?;
        let decision = yatzy_core::review::decision_of(self.table.game(), command)?;
        let played = yatzy_core::review::choice_of(&decision);
        let (ranked_for, ranking) = self.ranking_now()?;
        let lost = ranking.cost(&played)? * 100.0;
        (ranked_for == aim && lost > self.look.preferences.goal_coach_threshold)
            .then(|| (aim, lost, ranking.best().choice.clone()))
    }

    /// The goal work to do, each handed out once: the hints asked for, and the chances
    /// line's goal chance when the position between turns is a new one.
    pub fn take_goal_jobs(&mut self) -> Vec<GoalJob> {
        // The coach judges each move by the roll's ranking: asked for as the dice land.
        if self.coach
            && let (Some(aim), Some(dice), Some(goal)) = (
                self.goal_aim(),
                self.table.game().dice(),
                self.goal_table().cloned(),
            )
            && !self.table.current_seat().kind.is_bot()
        {
            self.ask_ranking(goal, aim, &dice);
        }
        if let Some(spot) = self.goal_spot()
            && self.goal_chance.asked.as_ref() != Some(&spot)
            && let (Some(goal), Some(strategy)) =
                (self.goal_table().cloned(), self.engine.strategy.clone())
        {
            self.goal_chance.asked = Some(spot.clone());
            self.goal_jobs.push(GoalJob {
                work: Work::Chance(spot),
                goal,
                strategy,
                futures: Arc::clone(&self.futures),
            });
        }
        std::mem::take(&mut self.goal_jobs)
    }

    /// The position between turns whose goal chance the chances line shows, alone, while
    /// the chances are shown and the game plays for a target.
    fn goal_spot(&self) -> Option<GoalSpot> {
        if !self.table.is_solitaire() || self.table.is_over() || self.chances_hidden() {
            return None;
        }
        Some(GoalSpot {
            game: self.table.id(),
            situation: Situation::from(self.table.game().card()),
            aim: self.goal_aim()?,
        })
    }

    /// The goal's chance under play for it, for the chances line: when known for the
    /// position now.
    pub(super) fn goal_chance_now(&self) -> Option<(GoalAim, f64)> {
        let now = self.goal_spot()?;
        let (spot, chance) = self.goal_chance.known.as_ref()?;
        (*spot == now).then_some((now.aim, chance.chance))
    }

    /// Reaching N alone: N and its chance under play for points from the position now, once
    /// the background told it (the chances line says it beside the chance playing for it).
    pub(super) fn goal_target_for_points_now(&self) -> Option<(u16, f64)> {
        let now = self.goal_spot()?;
        let (spot, chance) = self.goal_chance.known.as_ref()?;
        match now.aim {
            GoalAim::Reach(target) if *spot == now => Some((target, chance.for_points?)),
            _ => None,
        }
    }

    /// A goal job was worked out; whether the screen changes.
    pub fn goal_answered(&mut self, answer: GoalAnswer) -> bool {
        match answer.0 {
            Answered::Hint(question, ranking) => {
                self.goal_chance.ranked = Some((question, ranking));
                self.fill_goal_hint()
            }
            Answered::Chance(spot, Some(chance)) => {
                self.goal_chance.known = Some((spot, chance));
                self.aim_prospects();
                true
            }
            Answered::Chance(_, None) => false,
        }
    }

    /// A hint waiting for the goal's ranking gets it, if it is in for the roll on the table,
    /// the dice to hold for the goal's best marked. Whether the hint changed.
    pub(super) fn fill_goal_hint(&mut self) -> bool {
        let Some((aim, ranking)) = self.ranking_now() else {
            return false;
        };
        let advice = advice_of(aim, ranking);
        let dice = self.table.game().dice();
        let Some(hint) = self
            .hint
            .as_mut()
            .filter(|hint| hint.goal == Some(GoalHint::Computing(aim)))
        else {
            return false;
        };
        hint.held = match (&advice.best.choice, dice) {
            (Choice::Keep(faces), Some(dice)) => Some(held_for(&dice, faces)),
            _ => None,
        };
        hint.goal = Some(GoalHint::Ready(advice));
        true
    }

    fn goal_question_is_now(&self, question: &GoalQuestion) -> bool {
        let game = self.table.game();
        question.game == self.table.id()
            && game.dice() == Some(question.dice)
            && game.rolls_left() == question.rolls_left
            && question.situation == Situation::from(game.card())
            && question.others == self.others_now(question.aim)
    }

    /// The goal table got further: a hint waiting for it says how far.
    pub(super) fn goal_progress_told(&mut self) {
        let progress = self.goal_progress();
        if let (Some(hint), Some(fraction)) = (&mut self.hint, progress)
            && matches!(hint.goal, Some(GoalHint::TableLoading(_)))
        {
            hint.goal = Some(GoalHint::TableLoading(fraction));
        }
    }
}
