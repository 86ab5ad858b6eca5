//! Practice: one position at a time, drawn as in the game. The player holds dice and keeps
//! them (`r`) or scores a box (`Enter`); the answer is graded at once against optimal play,
//! with the best choice shown on the board; at the end, the session's grades and the
//! proficiency (mean points lost per decision) over time.

mod draw;

use std::collections::VecDeque;
use std::sync::Arc;

pub use draw::render;

use super::board;
use crate::keymap::{Action, Keys};
use yatzy_core::game::{Decision, Game};
use yatzy_core::practice::{
    self, Answer, Drill, Graded, PracticeLog, Repetition, SessionRecord, Source,
};
use yatzy_core::rules::{Category, RuleSet};
use yatzy_core::solver::Choice;
use yatzy_core::solver::Solution;
use yatzy_core::table::Table;
use yatzy_i18n::t;

/// Positions in a session.
pub(crate) const SESSION_LENGTH: usize = 10;

/// Where practice leads once it ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Back to the game it was opened from.
    ToGame,
    /// Out of the program (`yatzy practice`).
    Quit,
}

/// A position being decided, or decided.
#[derive(Clone, Debug)]
pub struct Position {
    pub drill: Drill,
    pub source: Source,
    /// The game at the position (alone at its table, as the board draws it): its card and
    /// the dice on the table, the held ones marked.
    pub table: Table,
    pub die_cursor: usize,
    pub box_cursor: Option<Category>,
    /// 1-based, of the session's positions.
    pub number: usize,
    /// The answer given and its grade, once answered.
    pub(crate) verdict: Option<Verdict>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub answer: Answer,
    /// The answer as a player says it ("keep 5 5", "score Fives").
    pub said: String,
    pub graded: Graded,
}

/// Where the session is.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// The solver is still at work: positions are graded by its table.
    Waiting,
    Position(Box<Position>),
    /// The session's summary.
    Summary,
}

/// The practice screen's state.
#[derive(Clone, Debug)]
pub struct PracticeScreen {
    pub rules: RuleSet,
    pub leave: Leave,
    pub stage: Stage,
    /// This session's results so far.
    pub record: SessionRecord,
    /// The practice log read at the start, this session's answers kept in it as they come.
    pub log: PracticeLog,
    /// Why the last key did nothing, until the next one.
    pub refusal: Option<String>,
    /// This session's answers, in order: the summary lists them.
    pub answered: Vec<Verdict>,
    queue: VecDeque<(Drill, Source)>,
    /// How many positions the session has.
    planned: usize,
    table: Option<Arc<Solution>>,
}

/// Positions are told apart by what the player sees and has done.
impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.drill == other.drill
            && self.number == other.number
            && self.table.game().held() == other.table.game().held()
            && (self.die_cursor, self.box_cursor) == (other.die_cursor, other.box_cursor)
            && self.verdict == other.verdict
    }
}

/// Screens are told apart by what they show.
impl PartialEq for PracticeScreen {
    fn eq(&self, other: &Self) -> bool {
        (
            self.rules,
            self.leave,
            &self.stage,
            &self.record,
            &self.refusal,
        ) == (
            other.rules,
            other.leave,
            &other.stage,
            &other.record,
            &other.refusal,
        )
    }
}

/// What a key did, for the app to carry out.
#[derive(Clone, Debug, PartialEq)]
pub enum PracticeOutcome {
    Ignored,
    Changed,
    /// An answer graded: the session and the drill's place in the schedule, to keep.
    Keep(SessionRecord, Repetition),
    /// Another session, once this one is over.
    Again,
    Leave,
    Quit,
}

impl PracticeScreen {
    /// A session of `rules` with the log as read (`session_id` drawn at random, `today` in
    /// UTC); it waits for the solver's table.
    pub fn new(
        rules: RuleSet,
        leave: Leave,
        log: PracticeLog,
        session_id: u64,
        today: chrono::NaiveDate,
    ) -> Self {
        PracticeScreen {
            rules,
            leave,
            stage: Stage::Waiting,
            record: SessionRecord::new(session_id, today, rules),
            log,
            refusal: None,
            answered: Vec::new(),
            queue: VecDeque::new(),
            planned: 0,
            table: None,
        }
    }

    pub fn waiting(&self) -> bool {
        self.stage == Stage::Waiting
    }

    /// Plans the session with `table` (of these rules) from the log and `past`, the player's
    /// finished games, and shows the first position.
    pub fn begin(&mut self, table: Arc<Solution>, past: &[Game], seed: u64) {
        let session = self.log.session_number(self.record.id);
        let planned = practice::plan(&table, &self.log, past, SESSION_LENGTH, session, seed);
        self.planned = planned.len();
        self.queue = planned.into();
        self.table = Some(table);
        self.next();
    }

    /// The next position, or the summary after the last.
    fn next(&mut self) {
        self.refusal = None;
        let number = self.planned - self.queue.len() + 1;
        self.stage = loop {
            let Some((drill, source)) = self.queue.pop_front() else {
                break Stage::Summary;
            };
            // A drill that no longer replays is skipped: the log was checked when read.
            if let Ok(game) = drill.position() {
                let box_cursor = board::selectable_boxes(&game).first().copied();
                break Stage::Position(Box::new(Position {
                    drill,
                    source,
                    table: Table::solitaire(game),
                    die_cursor: 0,
                    box_cursor,
                    number,
                    verdict: None,
                }));
            }
        };
    }

    /// The keys in force.
    pub fn keys(&self) -> Keys {
        match &self.stage {
            Stage::Position(position) if position.verdict.is_some() => Keys::PracticeAnswered,
            Stage::Position(_) => Keys::Practice,
            Stage::Waiting | Stage::Summary => Keys::PracticeOver,
        }
    }

    pub fn act(&mut self, action: Action) -> PracticeOutcome {
        self.refusal = None;
        match (&mut self.stage, action) {
            (_, Action::Quit) => PracticeOutcome::Quit,
            // Practice grades by the expected score: the goal setting does not apply.
            (_, Action::Goal) => {
                self.refusal = Some(t!("goal-ignored-practice"));
                PracticeOutcome::Changed
            }
            (Stage::Summary, Action::Confirm) => PracticeOutcome::Again,
            (Stage::Waiting | Stage::Summary, Action::Back) => PracticeOutcome::Leave,
            (Stage::Position(_), Action::Back) => {
                self.queue.clear();
                self.stage = Stage::Summary;
                PracticeOutcome::Changed
            }
            (Stage::Position(position), _) if position.verdict.is_some() => match action {
                Action::Confirm => {
                    self.next();
                    PracticeOutcome::Changed
                }
                _ => PracticeOutcome::Ignored,
            },
            (Stage::Position(position), action) => {
                let answer = match action {
                    Action::Roll => Answer::Keep(position.table.game().held()),
                    Action::Confirm => match position.box_cursor {
                        Some(category) => Answer::Score(category),
                        None => return PracticeOutcome::Ignored,
                    },
                    other => {
                        return match position.steer(other) {
                            Ok(true) => PracticeOutcome::Changed,
                            Ok(false) => PracticeOutcome::Ignored,
                            Err(reason) => {
                                self.refusal = Some(reason);
                                PracticeOutcome::Changed
                            }
                        };
                    }
                };
                self.answer(answer)
            }
            _ => PracticeOutcome::Ignored,
        }
    }

    /// Grades `answer` at the current position and keeps it in the session and the log.
    fn answer(&mut self, answer: Answer) -> PracticeOutcome {
        let (Stage::Position(position), Some(table)) = (&mut self.stage, &self.table) else {
            return PracticeOutcome::Ignored;
        };
        let graded = match practice::grade(table, position.table.game(), answer) {
            Ok(graded) => graded,
            Err(error) => {
                self.refusal = Some(error.to_string());
                return PracticeOutcome::Changed;
            }
        };
        self.record.add(&graded);
        let session = self.log.session_number(self.record.id);
        let repetition = Repetition::after(
            self.log.find(&position.drill),
            position.drill.clone(),
            &graded,
            session,
        );
        self.log.keep(&self.record, repetition.clone());
        let said = describe(position.table.game(), answer);
        let verdict = Verdict {
            answer,
            said,
            graded,
        };
        self.answered.push(verdict.clone());
        position.verdict = Some(verdict);
        PracticeOutcome::Keep(self.record.clone(), repetition)
    }
}

/// `answer` at the position of `game`, as a player says it.
fn describe(game: &Game, answer: Answer) -> String {
    let rules = game.rules();
    match (answer, game.dice()) {
        (Answer::Keep(held), Some(dice)) => crate::words::decision(
            rules,
            &Decision::Keep {
                dice,
                held,
                rolls_left: game.rolls_left(),
            },
        ),
        (Answer::Score(category), _) => crate::words::choice(rules, &Choice::Score(category)),
        (Answer::Keep(_), None) => String::new(),
    }
}

impl Position {
    /// Holding and the cursors, as on the board: whether the key did anything, or why not.
    fn steer(&mut self, action: Action) -> Result<bool, String> {
        match action {
            Action::Hold(die) => self.toggle(die)?,
            Action::HoldAtCursor => self.toggle(self.die_cursor)?,
            Action::Left | Action::Right => {
                let dice = self.table.game().rules().dice_count();
                let step = if action == Action::Left { dice - 1 } else { 1 };
                self.die_cursor = (self.die_cursor + step) % dice;
            }
            Action::Up | Action::Down => {
                let step = if action == Action::Up { -1 } else { 1 };
                let open = board::selectable_boxes(self.table.game());
                self.box_cursor = board::step_box(&open, self.box_cursor, step);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn toggle(&mut self, die: usize) -> Result<(), String> {
        self.die_cursor = die;
        self.table
            .apply(yatzy_core::game::Command::ToggleHold(die))
            .map(drop)
            .map_err(|e| e.to_string())
    }
}
