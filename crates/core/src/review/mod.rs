//! Judging decisions against optimal play: the coach (one move, as it is made) and the
//! post-game review (every move of a finished game), in expected points or, for a game played
//! for a target, in the target's chance ([`goal`]).

mod goal;

pub use goal::{goal_review, goal_review_from, review_for};

use crate::game::{Decision, Game};
use crate::rules::{RuleSet, ScoreCard};
use crate::solver::{Choice, RankedChoice, Situation, Solution, TurnValues};

/// How one decision compares with the best one available.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The expected final score after the decision made.
    pub played: f64,
    /// The best decision and its expected final score.
    pub best: RankedChoice,
    /// Expected points given away (0 for an optimal move).
    pub lost: f64,
}

/// How close a decision (or a turn's decisions) came to optimal play, by the expected points
/// lost: the grades of the daily challenge's share text and of practice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    Exact,
    /// At most 0.1 points.
    Close,
    /// At most 1 point.
    Fair,
    Costly,
}

impl Grade {
    pub const ALL: [Grade; 4] = [Grade::Exact, Grade::Close, Grade::Fair, Grade::Costly];

    pub fn of(lost: f64) -> Grade {
        match lost {
            l if l <= 1e-9 => Grade::Exact,
            l if l <= 0.1 => Grade::Close,
            l if l <= 1.0 => Grade::Fair,
            _ => Grade::Costly,
        }
    }

    /// Good enough not to be drilled again soon: exact, or within a tenth of a point.
    pub(crate) fn passed(self) -> bool {
        matches!(self, Grade::Exact | Grade::Close)
    }
}

/// Judges `decision`, made in the turn `turn` describes.
/// The decision `command` makes in `game` as it stands: a roll keeps the dice held, a score
/// puts the dice in a box; `None` for anything else, or with no dice on the table (what a coach
/// judges before the move is made).
pub fn decision_of(game: &Game, command: crate::game::Command) -> Option<Decision> {
    use crate::game::Command;
    let dice = game.dice()?;
    let rolls_left = game.rolls_left();
    match command {
        Command::Roll => Some(Decision::Keep {
            dice,
            held: game.held(),
            rolls_left,
        }),
        Command::Score(category) => Some(Decision::Score {
            dice,
            category,
            rolls_left,
        }),
        _ => None,
    }
}

pub fn judge(turn: &TurnValues, decision: &Decision) -> Option<Judgement> {
    let (dice, rolls_left, played) = match *decision {
        Decision::Keep {
            dice,
            held,
            rolls_left,
        } => {
            let kept = kept_faces(&dice, held);
            (dice, rolls_left, turn.keep_value(&kept, rolls_left))
        }
        Decision::Score {
            dice,
            category,
            rolls_left,
        } => (dice, rolls_left, turn.score_value(&dice, category)?),
    };
    let best = turn.choices(&dice, rolls_left).into_iter().next()?;
    // Rounding can make an optimal move look a hair worse than itself.
    let lost = (best.expected_final - played).max(0.0);
    let lost = if lost < 1e-9 { 0.0 } else { lost };
    Some(Judgement { played, best, lost })
}

/// The choice a decision made.
pub fn choice_of(decision: &Decision) -> Choice {
    match *decision {
        Decision::Keep { dice, held, .. } => Choice::Keep(kept_faces(&dice, held)),
        Decision::Score { category, .. } => Choice::Score(category),
    }
}

/// One line of the review.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedDecision {
    /// Where the decision stands in the game's decisions (0 for the first).
    pub index: usize,
    /// 1-based turn and roll (1..=3: the roll after which the decision was made).
    pub turn: usize,
    pub roll: u8,
    pub dice: String,
    pub played: Choice,
    /// The best choice by the review's grading (for a target, the goal's best).
    pub best: Choice,
    /// What the decision gave away, in the review's [`Grading`]: expected points, or for a
    /// target the chance of reaching it (0.032 for 3.2 percentage points); 0 for the best.
    pub lost: f64,
}

/// What a review grades decisions by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grading {
    /// The expected final score: each decision's expected points lost.
    Points,
    /// The chance that the final score reaches this target (beating a best of B is reaching
    /// B + 1): each decision's share of that chance lost, playing for it from there on.
    Target(u32),
}

/// Every decision of a game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The rules the game was played under (the boxes its choices name).
    pub rules: RuleSet,
    /// What the decisions are graded by (the unit of `lost`, `total_lost` and `trajectory`).
    pub grading: Grading,
    pub decisions: Vec<ReviewedDecision>,
    /// What was given away over the whole game: 0 is perfect play.
    pub total_lost: f64,
    /// How the game's prospects moved: graded by points, the expected final score at the
    /// start of each turn played (optimal play from there) and the final score once the game
    /// is over; by a target, the target's chance at the start of each turn (playing for it
    /// from there) and 1 or 0 once the game is over (reached or not).
    pub trajectory: Vec<f64>,
    /// The final score, once the game is over.
    pub final_score: Option<u16>,
}

/// Reviews every decision of `game` (finished or not) by replaying its card, in expected
/// points.
pub fn review(table: &Solution, game: &Game) -> Review {
    let card = ScoreCard::new(game.rules());
    let (decisions, trajectory, final_score) = walk(
        card,
        game.decisions(),
        |card| TurnValues::new(table, &Situation::from(card)).ok(),
        TurnValues::expected_final,
        |turn, decision| {
            let judgement = judge(turn, decision)?;
            Some((judgement.best.choice, judgement.lost))
        },
        |card| f64::from(card.total()),
    );
    Review {
        rules: game.rules(),
        grading: Grading::Points,
        total_lost: decisions.iter().map(|d| d.lost).sum(),
        decisions,
        trajectory,
        final_score,
    }
}

/// Replays `decisions` from `card`: each turn valued as it starts (`turn_of`, `None` where
/// there is no answer: its decisions are left out), its value there (`start`), each decision
/// judged (`judge`: the best choice and what was lost), and the finished card's value
/// (`end`). Returns the decisions reviewed, the trajectory and the final score.
fn walk<T>(
    mut card: ScoreCard,
    decisions: &[Decision],
    mut turn_of: impl FnMut(&ScoreCard) -> Option<T>,
    start: impl Fn(&T) -> f64,
    judge: impl Fn(&T, &Decision) -> Option<(Choice, f64)>,
    end: impl Fn(&ScoreCard) -> f64,
) -> (Vec<ReviewedDecision>, Vec<f64>, Option<u16>) {
    let filled = card
        .rules()
        .categories()
        .iter()
        .filter(|c| !card.is_open(**c))
        .count();
    let mut turn_number = filled + 1;
    let mut turn = if card.is_complete() {
        None
    } else {
        turn_of(&card)
    };
    let mut reviewed = Vec::new();
    let mut trajectory: Vec<f64> = turn.iter().map(&start).collect();
    for (index, decision) in decisions.iter().enumerate() {
        let (dice, rolls_left) = match *decision {
            Decision::Keep {
                dice, rolls_left, ..
            }
            | Decision::Score {
                dice, rolls_left, ..
            } => (dice, rolls_left),
        };
        if let Some((best, lost)) = turn.as_ref().and_then(|t| judge(t, decision)) {
            // Rounding can make the best move look a hair worse than itself.
            let lost = if lost < 1e-9 { 0.0 } else { lost };
            reviewed.push(ReviewedDecision {
                index,
                turn: turn_number,
                roll: 3 - rolls_left,
                dice: dice
                    .sorted()
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
                played: choice_of(decision),
                best,
                lost,
            });
        }
        if let Decision::Score { dice, category, .. } = *decision {
            if card.fill(category, &dice).is_err() {
                break;
            }
            turn_number += 1;
            turn = if card.is_complete() {
                trajectory.push(end(&card));
                None
            } else {
                turn_of(&card)
            };
            trajectory.extend(turn.iter().map(&start));
        }
    }
    let final_score = card.is_complete().then(|| card.total());
    (reviewed, trajectory, final_score)
}

/// The faces of the held dice, ascending.
fn kept_faces(dice: &crate::rules::Dice, held: [bool; 5]) -> Vec<u8> {
    let mut kept: Vec<u8> = dice
        .values()
        .iter()
        .zip(held)
        .filter(|(_, h)| *h)
        .map(|(&v, _)| v)
        .collect();
    kept.sort_unstable();
    kept
}
