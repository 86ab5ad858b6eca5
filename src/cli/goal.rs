//! `yatzy solve --target N` and `yatzy hint ... --target N`: the chance of reaching a target
//! when playing for it, against playing for points, and every choice of a roll valued by it.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use super::PositionArgsError;
use super::args::HintArgs;
use super::progress::ProgressBar;
use super::solver_commands::{filled_line, table};
use yatzy_core::rules::{Category, RuleSet};
use yatzy_core::solver::{
    Choice, GoalChoice, GoalError, GoalTable, GoalTurn, Objective, Situation, TurnValues,
};
use yatzy_i18n::{self as i18n, t};
use yatzy_session as session;
use yatzy_storage::Storage;

/// The goal table of `rules`, with a progress bar while it is computed (about a minute, once
/// per machine); `None` (and why, on standard error) if it cannot be had.
pub(super) fn goal_table(storage: &Storage, rules: RuleSet) -> Option<GoalTable> {
    let mut bar = ProgressBar::new(t!("progress-goal"));
    let loaded = session::goal_table(
        storage,
        rules,
        &mut |fraction| bar.update(fraction),
        &AtomicBool::new(false),
    );
    bar.finish();
    match loaded {
        Ok(loaded) => {
            if let Some(note) = &loaded.note {
                super::output::warn(note);
            }
            Some(loaded.table)
        }
        Err(error) => {
            super::output::warn(&error.message());
            None
        }
    }
}

/// A goal's answer for a position, or why there is none: a position that is none is the
/// command line's mistake (exit code 2), a table that cannot be read a failure.
fn position_error(error: GoalError) -> Result<ExitCode, PositionArgsError> {
    match error {
        GoalError::Position(error) => Err(error.into()),
        other => {
            super::output::warn(&t!("goal-unanswered", reason = other.to_string()));
            Ok(ExitCode::FAILURE)
        }
    }
}

/// `yatzy solve --target N`: the highest chance of `target` or more from `from` (the empty
/// card if `None`), and the chance under play for the most points beside it.
pub(super) fn solve(
    storage: &Storage,
    rules: RuleSet,
    target: u32,
    json: bool,
    from: Option<&Situation>,
) -> Result<ExitCode, PositionArgsError> {
    let start = Situation {
        filled: Vec::new(),
        upper: 0,
        banked: 0,
        five_box_holds_50: false,
    };
    let position = from.unwrap_or(&start);
    let loaded = table(storage, rules, false);
    // Checked first: a position that is none is said before a minute of work.
    let by_points = session::kept_futures(storage).distribution(&loaded.table, position)?;
    let chance_for_points = 1.0 - by_points.share_below(target.min(u32::from(u16::MAX)) as u16);
    let Some(goal) = goal_table(storage, rules) else {
        return Ok(ExitCode::FAILURE);
    };
    let chance = match goal.chance(position, target) {
        Ok(chance) => chance,
        Err(error) => return position_error(error),
    };
    let text = if json {
        let value = serde_json::json!({
            "rules": rules.id(),
            "target": target,
            "chance": chance,
            "chance_expected_play": chance_for_points,
        });
        format!("{value}\n")
    } else {
        let mut out = format!(
            "{}\n",
            t!(
                "out-goal-heading",
                rules = i18n::rules_name(rules),
                target = target
            )
        );
        if let Some(position) = from {
            out.push_str(&filled_line(rules, &position.filled, position.upper));
            out += &format!("{}\n", t!("cli-banked", points = position.banked));
        }
        out += &format!(
            "\n{:<28}{:>10}\n{:<28}{:>10}\n",
            t!("out-goal-playing-for-it", target = target),
            percent(chance),
            t!("out-goal-playing-for-points"),
            percent(chance_for_points)
        );
        out
    };
    Ok(super::output::print(&text))
}

/// `yatzy hint ... --target N`: every choice with its chance of reaching the target when
/// playing for it from there, and its expected final score; best first.
pub(super) fn hint(
    storage: &Storage,
    rules: RuleSet,
    request: &HintArgs,
    filled: &[Category],
    target: u32,
) -> Result<ExitCode, PositionArgsError> {
    let situation = super::distribution::position(
        rules,
        &request.filled,
        Some(request.upper),
        request.five_box_50,
        Some(request.banked),
    )?
    .unwrap_or(Situation {
        filled: filled.to_vec(),
        upper: request.upper,
        banked: request.banked,
        five_box_holds_50: request.five_box_50,
    });
    let loaded = table(storage, rules, false);
    let values = TurnValues::new(&loaded.table, &situation)?;
    let Some(goal) = goal_table(storage, rules) else {
        return Ok(ExitCode::FAILURE);
    };
    let turn = match GoalTurn::new(&goal, &situation, &Objective::reach(target)) {
        Ok(turn) => turn,
        Err(error) => return position_error(error),
    };
    let choices = turn.rank(
        values.choices(&request.dice, request.rolls_left),
        &request.dice,
        request.rolls_left,
    );
    if choices.is_empty() {
        return Err(PositionArgsError::NothingToDecide);
    }
    // `--top` choices, the best first, in JSON as in text.
    let listed = &choices[..choices.len().min(request.top.max(1))];
    let text = if request.json {
        hint_json(rules, target, listed)
    } else {
        hint_text(rules, request, &situation, target, listed)
    };
    Ok(super::output::print(&text))
}

fn hint_json(rules: RuleSet, target: u32, choices: &[GoalChoice]) -> String {
    let listed: Vec<serde_json::Value> = choices
        .iter()
        .map(|choice| {
            let mut entry = match &choice.choice {
                Choice::Keep(faces) => {
                    let faces: String = faces.iter().map(u8::to_string).collect();
                    serde_json::json!({ "keep": faces })
                }
                Choice::Score(category) => {
                    serde_json::json!({ "box": rules.category_id(*category) })
                }
            };
            entry["chance"] = choice.chance.into();
            entry["expected"] = choice.expected_final.into();
            entry
        })
        .collect();
    let value = serde_json::json!({
        "rules": rules.id(),
        "target": target,
        "choices": listed,
    });
    format!("{value}\n")
}

fn hint_text(
    rules: RuleSet,
    request: &HintArgs,
    situation: &Situation,
    target: u32,
    choices: &[GoalChoice],
) -> String {
    let dice: Vec<String> = request.dice.values().iter().map(u8::to_string).collect();
    let rolls = t!("cli-rolls-left", rolls = request.rolls_left);
    let mut out = format!("{}, {rolls}, {}\n", dice.join(" "), i18n::rules_name(rules));
    if !situation.filled.is_empty() {
        out.push_str(&filled_line(rules, &situation.filled, situation.upper));
    }
    out += &format!("{}\n", t!("cli-banked", points = situation.banked));
    out += &format!("{}\n\n", t!("cli-goal-target", target = target));
    out += &format!(
        "{:<4}{:<32}{:>10}  {:>10}\n",
        "",
        t!("cli-choice"),
        t!("cli-goal-chance"),
        t!("cli-expected")
    );
    for (rank, choice) in choices.iter().enumerate() {
        out += &format!(
            "{:<4}{:<32}{:>10}  {:>10}\n",
            format!("{}.", rank + 1),
            yatzy_ui::words::choice(rules, &choice.choice),
            percent(choice.chance),
            i18n::decimal(choice.expected_final, 2),
        );
    }
    out += &format!("\n{}\n", t!("cli-goal-means", target = target));
    out
}

fn percent(chance: f64) -> String {
    format!("{}%", i18n::decimal(100.0 * chance, 4))
}
