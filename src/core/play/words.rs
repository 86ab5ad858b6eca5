//! What the game says, worded once for every front end: what to do now, what the rules force
//! for the dice on the table, why a move is refused, what a move did, and what a bot did.

use crate::core::game::{Command, CommandError, Game, Phase, ROLLS_PER_TURN};
use crate::core::rules::{Category, Constraint, Forced, RuleSet, Section};
use crate::core::table::Table;
use crate::i18n;
use crate::t;

/// Who is looking at the table, for what to tell them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// Everyone at one screen (solitaire, a hot-seat table): whoever is to move is there.
    Everyone,
    /// The person in this seat (a guest at a served table).
    Seat(usize),
    /// Someone watching, with no seat.
    Watcher,
}

impl Viewer {
    /// Whether the seat to move is this viewer's to play.
    pub fn plays(self, table: &Table) -> bool {
        match self {
            Viewer::Everyone => true,
            Viewer::Seat(seat) => seat == table.current(),
            Viewer::Watcher => false,
        }
    }
}

/// Why a move was refused.
pub fn refusal(rules: RuleSet, error: &CommandError) -> String {
    match error {
        CommandError::NotRolledYet => t!("roll-first"),
        CommandError::NoRollsLeft => t!("no-rolls-left"),
        CommandError::NoSuchDie(die) => t!("no-such-die", die = die + 1),
        CommandError::GameOver => t!("game-is-over"),
        CommandError::Placement(placement) => i18n::placement(rules, placement),
        CommandError::NothingToUndo => t!("undo-nothing"),
        CommandError::NoUndoHere => t!("undo-not-here"),
        CommandError::Internal => t!("game-internal-error"),
    }
}

/// What to do now, for `viewer`, while the game is on; `None` once it is over (what then is
/// a front end's own: its keys for a review, a new game, the lobby).
pub fn guidance(table: &Table, viewer: Viewer) -> Option<String> {
    let game = table.game();
    if game.is_over() {
        return None;
    }
    let seat = table.current_seat();
    if seat.kind.is_bot() {
        return Some(t!("bot-playing", name = seat.name.clone()));
    }
    if !viewer.plays(table) {
        return Some(t!(
            "their-turn",
            name = crate::core::text::sanitize(&seat.name)
        ));
    }
    if game.phase() == Phase::AwaitingFirstRoll && !table.is_solitaire() {
        // At a table, whose dice these are comes first.
        return Some(match viewer {
            Viewer::Seat(_) => t!("your-turn-roll"),
            _ => t!("players-turn", name = seat.name.clone()),
        });
    }
    in_order(game)
        .or_else(|| forced(game))
        .or_else(|| Some(phase_guidance(game)))
}

/// What the phase of the turn asks for.
fn phase_guidance(game: &Game) -> String {
    match game.phase() {
        Phase::AwaitingFirstRoll => t!("press-r"),
        Phase::Rolled(roll) if roll >= ROLLS_PER_TURN => t!("last-roll"),
        Phase::Rolled(_) => t!("hold-or-score"),
        Phase::GameOver => t!("game-is-over"),
    }
}

/// Under Forced Yatzy, which box this turn scores in, said all turn long.
pub fn in_order(game: &Game) -> Option<String> {
    let card = game.card();
    if !card.rules().in_order() {
        return None;
    }
    let next = i18n::box_name(card.rules(), card.open_categories().next()?);
    Some(match game.phase() {
        Phase::AwaitingFirstRoll => t!("forced-roll", name = next),
        Phase::Rolled(roll) if roll >= ROLLS_PER_TURN => t!("forced-last-roll", name = next),
        Phase::Rolled(_) => t!("forced-turn", name = next),
        Phase::GameOver => return None,
    })
}

/// What the rules force for a five of a kind on the table (a box, a Joker), if anything.
pub fn forced(game: &Game) -> Option<String> {
    let card = game.card();
    Some(match card.constraint(&game.dice()?) {
        Constraint::Only(_, Forced::YachtBox(_)) => t!("five-own-box"),
        Constraint::Only(_, Forced::NumbersBox(..)) => t!("five-numbers-box"),
        Constraint::Joker { numbers: true } => {
            let lower_open = card
                .open_categories()
                .any(|c| c.section() == Section::Right);
            if lower_open {
                t!("joker-lower")
            } else {
                t!("joker-upper")
            }
        }
        Constraint::Joker { numbers: false } => t!("joker-lower-only"),
        _ => return None,
    })
}

/// What scoring `points` in `category` did, said to the table (with the five-of-a-kind bonus
/// when it earned one).
pub fn scored(rules: RuleSet, category: Category, points: u16, bonus: bool) -> String {
    if bonus {
        t!(
            "five-bonus-scored",
            name = i18n::box_name(rules, Category::Yatzy)
        )
    } else {
        t!(
            "scored-in",
            points = points,
            name = i18n::box_name(rules, category)
        )
    }
}

/// The question asked before scoring 0 in `category`.
pub fn scratch_question(rules: RuleSet, category: Category) -> String {
    t!("scratch-question", name = i18n::box_name(rules, category))
}

/// What a bot (or a bot standing in for a late player) did in seat `seat` with `command`,
/// said after it was played on `table`.
pub fn bot_move(table: &Table, seat: usize, command: Command) -> Option<String> {
    let played = table.seats().get(seat)?;
    let name = crate::core::text::sanitize(&played.name);
    let game = &played.game;
    match command {
        Command::Score(category) => {
            let points = game.card().get(category)?;
            Some(t!(
                "bot-scored",
                name = name,
                points = points,
                category = i18n::box_name(game.rules(), category)
            ))
        }
        Command::Roll | Command::ToggleHold(_) => {
            let dice = game.dice()?;
            let kept: Vec<String> = dice
                .values()
                .iter()
                .zip(game.held())
                .filter(|&(_, held)| held)
                .map(|(value, _)| value.to_string())
                .collect();
            Some(if command == Command::Roll || kept.is_empty() {
                t!(
                    "bot-rolled",
                    name = name,
                    roll = game.rolls_used(),
                    rolls = ROLLS_PER_TURN
                )
            } else {
                t!("bot-keeps", name = name, faces = kept.join(" "))
            })
        }
        Command::NewGame | Command::Undo => None,
    }
}

/// What taking back a score did: the box open again, and the dice back on the table.
pub fn undone(rules: RuleSet, category: Category, points: u16) -> String {
    t!(
        "undone",
        points = points,
        name = i18n::box_name(rules, category)
    )
}

/// The first Enter at a turn's first roll on a box not chosen since the roll: it only
/// chooses the box, and says what the second would score.
pub fn enter_again(rules: RuleSet, category: Category, points: u16) -> String {
    t!(
        "enter-again",
        points = points,
        name = i18n::box_name(rules, category)
    )
}
