//! What the game says, worded once for every front end: what to do now, what the rules force
//! for the dice on the table, why a move is refused, what a move did, and what a bot did. The
//! turn controller ([`yatzy_core::play`]) decides and reports typed facts; these words are
//! the only ones either front end shows for them.

use crate::view::Status;
use yatzy_core::game::{Command, CommandError, Game, Phase, ROLLS_PER_TURN};
use yatzy_core::play::{BotAction, News, Notice, Played, Question, Refusal, Said, Turn, Viewer};
use yatzy_core::rules::{Category, Constraint, Forced, RuleSet, Section};
use yatzy_core::table::Table;
use yatzy_i18n as i18n;
use yatzy_i18n::t;

/// Why a command was refused by the game.
pub fn command_refusal(rules: RuleSet, error: &CommandError) -> String {
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

/// Why a request of the board was refused.
pub fn refusal(rules: RuleSet, refusal: &Refusal) -> String {
    match refusal {
        Refusal::NotYourTurn => t!("net-not-your-turn"),
        Refusal::AllHeld => t!("all-held"),
        Refusal::Command(error) => command_refusal(rules, error),
    }
}

/// What the guard on a chosen box says while it is armed (see
/// [`yatzy_core::play::Turn::guard`]).
pub fn guard(turn: &Turn, table: &Table) -> Option<String> {
    turn.guard(table).map(|said| notice(table.rules(), said))
}

/// What is said when nothing is played (a box chosen, a scratch declined).
pub fn notice(rules: RuleSet, notice: Notice) -> String {
    match notice {
        Notice::ClickAgain(category) => t!("click-again", name = i18n::box_name(rules, category)),
        Notice::EnterAgain { category, points } => t!(
            "enter-again",
            points = points,
            name = i18n::box_name(rules, category)
        ),
        Notice::StaysOpen(category) => t!("stays-open", name = i18n::box_name(rules, category)),
    }
}

/// What a played command did.
pub(crate) fn news(rules: RuleSet, news: News) -> String {
    match news {
        News::Scored {
            five_bonus: true, ..
        } => t!(
            "five-bonus-scored",
            name = i18n::box_name(rules, Category::Yatzy)
        ),
        News::Scored {
            category, points, ..
        } => t!(
            "scored-in",
            points = points,
            name = i18n::box_name(rules, category)
        ),
        News::Undone { category, points } => t!(
            "undone",
            points = points,
            name = i18n::box_name(rules, category)
        ),
    }
}

/// The question put to the player (it ends with the keys that answer it).
pub fn question(rules: RuleSet, question: Question) -> String {
    match question {
        Question::Scratch(category) => {
            t!("scratch-question", name = i18n::box_name(rules, category))
        }
    }
}

/// The status line after a command was played at `table` (see
/// [`yatzy_core::play::Turn::carry`]): why it was refused, or what it did, with the way to
/// take a score back while that is allowed. After a score that passed the turn at a table,
/// nothing: whose turn it is now is what everyone there reads, each from their own seat
/// (the guidance).
pub fn after_play(table: &Table, played: &Played) -> Option<Status> {
    let rules = table.rules();
    match &played.said {
        Said::Nothing => None,
        Said::Refusal(error) => Some(Status::Warning(command_refusal(rules, error))),
        Said::News(News::Scored { .. }) if !table.is_solitaire() && !table.is_over() => None,
        Said::News(news) if table.can_undo().is_ok() => Some(Status::Info(format!(
            "{} · {}",
            self::news(rules, *news),
            t!("undo-offer")
        ))),
        Said::News(news) => Some(Status::Info(self::news(rules, *news))),
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
            name = yatzy_core::text::sanitize(&seat.name)
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
pub(crate) fn in_order(game: &Game) -> Option<String> {
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

/// What a bot (or a bot standing in for a late player) did with `action`, said to `viewer`
/// after it was played on `table`: after a score, with whose turn it is now.
pub fn narration(table: &Table, action: &BotAction, viewer: Viewer) -> Option<String> {
    let did = bot_move(table, action.seat, action.command)?;
    let did = if action.stand_in {
        let name = table
            .seats()
            .get(action.seat)
            .map(|seat| yatzy_core::text::sanitize(&seat.name))
            .unwrap_or_default();
        t!("net-stand-in-move", name = name, said = did)
    } else {
        did
    };
    let next = matches!(action.command, Command::Score(_))
        .then(|| guidance(table, viewer))
        .flatten();
    Some(match next {
        Some(next) => format!("{did} · {next}"),
        None => did,
    })
}

/// What a bot did in seat `seat` with `command`, said after it was played on `table`.
fn bot_move(table: &Table, seat: usize, command: Command) -> Option<String> {
    let played = table.seats().get(seat)?;
    let name = yatzy_core::text::sanitize(&played.name);
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

/// `w`: the chances shown or hidden, said.
pub fn chances_toggled(shown: bool) -> String {
    if shown {
        t!("chances-shown")
    } else {
        t!("chances-hidden")
    }
}
