//! What the screens and widgets draw: plain data the app keeps (the status line, a hint, where
//! a finished game went) and the board's view of the app's state, read-only. Screens and
//! widgets see only this, never the app itself.

use std::borrow::Cow;

use crate::keymap::Keys;
use crate::layout::BoardLayout;
use crate::theme::Theme;
use yatzy_core::game::Game;
use yatzy_core::rules::{Category, MAX_DICE};
use yatzy_core::solver::RankedChoice;
use yatzy_core::table::Table;

/// The best moves for the dice on the table, as `t` shows them.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// Best first; the first few only.
    pub choices: Vec<RankedChoice>,
    /// The dice to hold for the best choice, when it is a keep.
    pub held: Option<[bool; MAX_DICE]>,
    /// With a risk appetite set: the risk, and its best choice where it differs.
    pub at_risk: Option<(f64, yatzy_core::solver::Choice)>,
    /// Playing for a goal: the goal's hint, or how far it is.
    pub goal: Option<GoalHint>,
}

/// What a goal aims at, as the hint, the coach and the chances say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalAim {
    /// Strictly above the best score recorded (this many points).
    Beat(u16),
    /// This many points or more.
    Reach(u16),
    /// Finishing first at the table (a tie shared).
    Win,
}

impl GoalAim {
    /// The score the goal needs (none for a win, which depends on the others).
    pub fn target(self) -> Option<u32> {
        match self {
            GoalAim::Beat(best) => Some(u32::from(best) + 1),
            GoalAim::Reach(target) => Some(u32::from(target)),
            GoalAim::Win => None,
        }
    }
}

/// The goal's part of a hint: the choice best for the goal, or why it is not known yet.
#[derive(Clone, Debug, PartialEq)]
pub enum GoalHint {
    /// The goal table is being computed (this far, 0..=1) or, `None`, read from the cache or
    /// not begun; the hint is for points.
    TableLoading(Option<f64>),
    /// The goal table could not be had; the hint is for points.
    TableFailed,
    /// The goal's choices are being worked out in the background.
    Computing(GoalAim),
    Ready(GoalAdvice),
}

/// The goal's best choice, and the points' best beside it where they differ.
#[derive(Clone, Debug, PartialEq)]
pub struct GoalAdvice {
    pub aim: GoalAim,
    /// The choice with the highest chance of the goal, with that chance.
    pub best: yatzy_core::solver::GoalChoice,
    /// The choice best for the expected score, when it is another: its goal chance, and
    /// the expected points it has over the goal's choice.
    pub for_points: Option<yatzy_core::solver::GoalChoice>,
}

impl Hint {
    /// The best moves for `dice` with `rolls_left`, as `values` rank them (the first few),
    /// the dice to hold for the best marked; no risk appetite.
    pub fn best(
        values: &yatzy_core::solver::TurnValues,
        dice: &yatzy_core::rules::Dice,
        rolls_left: u8,
    ) -> Hint {
        let choices = values.choices(dice, rolls_left);
        Hint::of(choices.into_iter().take(HINT_CHOICES).collect(), Some(dice))
    }

    /// A hint of `choices` (best first) for `dice`, the dice to hold for the best marked
    /// when it is a keep; no risk appetite.
    pub(crate) fn of(choices: Vec<RankedChoice>, dice: Option<&yatzy_core::rules::Dice>) -> Hint {
        use yatzy_core::solver::{Choice, held_for};
        let held = match (choices.first().map(|c| &c.choice), dice) {
            (Some(Choice::Keep(faces)), Some(dice)) => Some(held_for(dice, faces)),
            _ => None,
        };
        Hint {
            choices,
            held,
            at_risk: None,
            goal: None,
        }
    }
}

/// The choices a hint shows: the best and the next few.
const HINT_CHOICES: usize = 4;

/// A line said to the player: news (a notice, what a move did), or a warning (why something
/// did not happen). The status line shows it; start-up's notices are the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Info(String),
    Warning(String),
}

/// Where a finished game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recorded {
    Saved {
        name: String,
        rank: usize,
    },
    /// Every seat of a table, under its own name.
    Table,
    /// Handed to the writer; its report has not come back yet.
    Pending,
    /// Not recorded: the game stays saved and owed, and is retried.
    Failed,
}

/// Everything the board draws, borrowed from the app for one frame.
pub struct BoardView<'a> {
    pub table: &'a Table,
    pub theme: &'a Theme,
    /// Where each part goes in this frame.
    pub layout: BoardLayout,
    pub die_cursor: usize,
    /// `None` once the game is over.
    pub box_cursor: Option<Category>,
    pub hint: Option<&'a Hint>,
    pub status: Option<&'a Status>,
    /// The guard's words while a box waits for a second Enter or click to be scored: shown
    /// over whatever else the message line says (see [`yatzy_core::play::Turn::guard`]).
    pub guard: Option<String>,
    /// A Yatzy just scored, announced on the message line above the rest.
    pub celebration: Option<String>,
    /// What to do now, when the status line has nothing else to say.
    pub guidance: Cow<'static, str>,
    /// The keys in force, for the footer.
    pub keys: Keys,
    /// How far the solver has got (1 once it is ready).
    pub solver_progress: f64,
    pub solver_ready: bool,
    pub coach: bool,
    pub recorded: Option<&'a Recorded>,
    /// What the finished game lost to optimal play, once reviewed.
    pub points_lost: Option<f64>,
    /// Where the finished game's score stands against optimal games (solitaire).
    pub standing: Option<Standing>,
    /// The player's best recorded score under these rules, if any.
    pub personal_best: Option<u16>,
    /// The chances under the card, when they are shown.
    pub chances: Option<LiveChances<'a>>,
    /// Said at the header's right instead of the seed (practice: "practice 3 of 10").
    pub header_note: Option<String>,
    /// The message line's paragraphs, over any hint or status (practice's verdict).
    pub verdict: Option<Vec<(String, ratatui::style::Style)>>,
}

impl BoardView<'_> {
    /// The game of the seat whose turn it is.
    pub fn game(&self) -> &Game {
        self.table.game()
    }
}

/// Where a final score stands against optimal play: the share of optimal games it beats, or
/// not known yet (the distribution is still being computed): never silently missing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Standing {
    Computing,
    Beats(f64),
}

/// The chances as the board shows them: the last known, or none yet (being computed).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LiveChances<'a> {
    pub known: Option<&'a yatzy_core::chances::Chances>,
    /// The known chances are of an earlier position: the latest are being computed.
    pub stale: bool,
    /// Playing for a goal, alone: its chance when playing for it, from the position now.
    pub goal: Option<(GoalAim, f64)>,
}
