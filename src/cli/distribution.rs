//! `yatzy solve --distribution [--json]`: the exact distribution of the final score under
//! optimal play, with its mean, spread, percentiles and rates.

use std::process::ExitCode;
use std::time::Instant;

use super::PositionArgsError;
use super::progress::ProgressBar;
use super::solver_commands::{filled_line, table};
use yatzy_core::rules::RuleSet;
use yatzy_core::solver::{PERCENTILES, ScoreDistribution, Situation};
use yatzy_i18n::{self as i18n, t};
use yatzy_session::{self as session, LoadedDistribution, Source};
use yatzy_storage::Storage;

/// The position `--filled`, `--upper`, `--five-box-50` and `--banked` name, if any does;
/// `Err` says why not (a box that is not on the card, or named twice, or points banked that
/// the card cannot hold).
pub(super) fn position(
    rules: RuleSet,
    filled: &[String],
    upper: Option<u16>,
    five_box_50: bool,
    banked: Option<u16>,
) -> Result<Option<Situation>, PositionArgsError> {
    if filled.is_empty() && upper.is_none() && !five_box_50 && banked.is_none() {
        return Ok(None);
    }
    let situation = Situation {
        filled: super::filled_boxes(rules, filled)?,
        upper: upper.unwrap_or(0),
        banked: banked.unwrap_or(0),
        five_box_holds_50: five_box_50,
    };
    // Without --banked the scores are the points still to come, so 0 is no claim to check.
    if let Some(banked) = banked {
        let range = situation.banked_range(rules);
        if !range.contains(&u32::from(banked)) {
            return Err(PositionArgsError::Banked {
                banked,
                upper: situation.upper,
                least: *range.start(),
                most: *range.end(),
            });
        }
    }
    Ok(Some(situation))
}

/// Prints the distribution for `rules` (computing the table and the distribution as needed),
/// from the empty card or from the position `from`; `Err` says why `from` is no position
/// (for clap to print, exit code 2).
pub(super) fn print(
    storage: &Storage,
    rules: RuleSet,
    recompute: bool,
    json: bool,
    from: Option<&Situation>,
) -> Result<ExitCode, PositionArgsError> {
    let loaded = table(storage, rules, recompute);
    let mut bar = ProgressBar::new(t!("progress-distribution"));
    let mut progress = |fraction| bar.update(fraction);
    let found = match from {
        // A position's distribution is its state's future moved by its points banked: an
        // early state's is read from the cache directory (computed and stored the first
        // time), a later one's computed (a tenth of a second at most).
        Some(position) => {
            let started = Instant::now();
            let distribution =
                session::kept_futures(storage).distribution(&loaded.table, position)?;
            LoadedDistribution {
                distribution,
                built_in: false,
                elapsed: started.elapsed(),
            }
        }
        None => session::distribution(&loaded.table, recompute, &mut progress),
    };
    bar.finish();
    let text = if json {
        as_json(&found.distribution)
    } else {
        as_text(&found, &loaded, from)
    };
    Ok(super::output::print(&text))
}

fn as_text(
    found: &LoadedDistribution,
    table: &session::Loaded,
    from: Option<&Situation>,
) -> String {
    let distribution = &found.distribution;
    let mut out = heading(distribution.rules, from);
    out += &summary(distribution);
    out += &format!("{:>5}  {}\n", t!("out-score"), t!("out-probability"));
    for (score, p) in distribution.points() {
        out += &format!("{score:>5}  {}\n", i18n::localized(format!("{p:.12e}")));
    }
    out.push('\n');
    let seconds = i18n::decimal(found.elapsed.as_secs_f64(), 3);
    let line = if found.built_in {
        t!("out-distribution-built-in")
    } else {
        t!("out-distribution-computed", seconds = seconds)
    };
    out += &line;
    if table.source == Source::Computed {
        let seconds = i18n::decimal(table.elapsed.as_secs_f64(), 3);
        out += &format!("; {}", t!("out-table-solved-too", seconds = seconds));
    }
    out + "\n"
}

/// What is told: the rules, and the position the game is in if not its start.
fn heading(rules: RuleSet, from: Option<&Situation>) -> String {
    let mut out = format!(
        "{}\n",
        t!("out-final-score", rules = i18n::rules_name(rules))
    );
    if let Some(position) = from {
        out.push_str(&filled_line(rules, &position.filled, position.upper));
        out += &format!("{}\n", t!("cli-banked", points = position.banked));
    }
    out + "\n"
}

/// The mean, the spread, the percentiles and the rates of the bonus and of a Yatzy.
fn summary(distribution: &ScoreDistribution) -> String {
    let percentiles: Vec<String> = PERCENTILES
        .iter()
        .map(|&q| format!("{q}%: {}", distribution.percentile(q)))
        .collect();
    let rows = [
        (t!("out-mean"), i18n::decimal(distribution.mean(), 6)),
        (t!("out-std-dev"), i18n::decimal(distribution.std_dev(), 6)),
        (t!("out-percentiles"), percentiles.join("  ")),
        (
            t!("out-upper-bonus"),
            format!("{}%", i18n::decimal(100.0 * distribution.bonus_rate, 4)),
        ),
    ];
    let mut out = String::new();
    for (label, value) in rows {
        out += &format!("{label:<14}{value}\n");
    }
    out + &format!(
        "{:<13} {}%\n\n",
        i18n::box_name(distribution.rules, yatzy_core::rules::Category::Yatzy),
        i18n::decimal(100.0 * distribution.five_of_a_kind_rate, 4)
    )
}

fn as_json(distribution: &ScoreDistribution) -> String {
    let percentiles: serde_json::Map<String, serde_json::Value> = PERCENTILES
        .iter()
        .map(|&q| (q.to_string(), distribution.percentile(q).into()))
        .collect();
    let points: Vec<serde_json::Value> = distribution
        .points()
        .map(|(score, p)| serde_json::json!([score, p]))
        .collect();
    let value = serde_json::json!({
        "rules": distribution.rules.id(),
        "mean": distribution.mean(),
        "std_dev": distribution.std_dev(),
        "percentiles": percentiles,
        "bonus_rate": distribution.bonus_rate,
        "yatzy_rate": distribution.five_of_a_kind_rate,
        "distribution": points,
    });
    format!("{value}\n")
}
