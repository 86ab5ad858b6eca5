//! The words for what the core reports as typed facts: the game flow's (`play`), the
//! review's and the coach's choices and grades, a refused key in a line being typed. Both
//! front ends and the command line word them here, in the player's language, and nowhere
//! else.

pub mod goal;
pub mod play;
pub mod storage;

use yatzy_core::game::Decision;
use yatzy_core::play::LineRefusal;
use yatzy_core::review::{self, Grade};
use yatzy_core::rules::RuleSet;
use yatzy_core::solver::Choice;
use yatzy_core::table::SeatKind;
use yatzy_i18n as i18n;
use yatzy_i18n::t;

/// How a player says a grade.
pub(crate) fn grade(grade: Grade) -> String {
    match grade {
        Grade::Exact => t!("grade-exact"),
        Grade::Close => t!("grade-close"),
        Grade::Fair => t!("grade-fair"),
        Grade::Costly => t!("grade-costly"),
    }
}

/// A choice the way a player says it, with the box names of `rules`.
pub fn choice(rules: RuleSet, choice: &Choice) -> String {
    match choice {
        Choice::Keep(faces) if faces.is_empty() => t!("choice-reroll-all"),
        Choice::Keep(faces) => {
            let faces: Vec<String> = faces.iter().map(u8::to_string).collect();
            t!("choice-keep", faces = faces.join(" "))
        }
        Choice::Score(category) => t!("choice-score", name = i18n::box_name(rules, *category)),
    }
}

/// A choice in few words, for a narrow column: a box by its short name alone ("4 of a
/// Kind"), a keep as [`choice`] says it.
pub fn brief_choice(rules: RuleSet, choice: &Choice) -> String {
    match choice {
        Choice::Score(category) => i18n::short_box_name(rules, *category),
        keep => self::choice(rules, keep),
    }
}

/// A decision that was made, the way a player says it.
pub fn decision(rules: RuleSet, decision: &Decision) -> String {
    choice(rules, &review::choice_of(decision))
}

/// A bot's name at a table, in the language in force ("Bot", "Easy bot", "Win bot"; numbered by
/// [`yatzy_core::table::unique_names`] when there are several).
pub fn bot_name(kind: SeatKind) -> String {
    match kind {
        SeatKind::EasyBot => t!("easy-bot-name"),
        SeatKind::WinBot => t!("win-bot-name"),
        _ => t!("bot-name"),
    }
}

/// Why a key was refused in a line being typed.
pub fn line_refusal(refusal: LineRefusal) -> String {
    match refusal {
        LineRefusal::NotAllowed => t!("name-plain"),
        LineRefusal::Full(most) => t!("name-too-long", most = most),
    }
}
