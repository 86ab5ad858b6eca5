//! `yatzy scores --trends [--json]`: the story of the player's games (see `yatzy_ui::reports::trends`).

use std::process::ExitCode;

use yatzy_core::rules::RuleSet;
use yatzy_i18n::t;
use yatzy_session::{built_in_distribution, load_or_solve};
use yatzy_storage::Storage;
use yatzy_ui::reports::trends::Trends;
use yatzy_ui::words::storage as stored;

pub(super) fn print(
    storage: &Storage,
    rules: RuleSet,
    asked: &super::WhoseAsked,
    json: bool,
) -> ExitCode {
    let file = match storage.load_scores() {
        Ok(loaded) => loaded.value,
        Err(error) => {
            let error = stored::storage_error(&error);
            super::output::warn(&t!("cli-scores-unreadable", error = error));
            return ExitCode::FAILURE;
        }
    };
    // The table reviews the kept games (solved in a moment if it is not cached); the
    // distribution is built into the game.
    let table = load_or_solve(storage, rules, false, &mut |_| {}).table;
    let optimal = built_in_distribution(rules);
    let whose = asked.whose(storage, &file, rules);
    let trends = Trends::of(&file, rules, Some(&table), optimal.as_ref(), &whose);
    if json {
        let text = serde_json::to_string_pretty(&trends).unwrap_or_default();
        return super::output::print(&yatzy_core::text::json_for_terminal(&format!("{text}\n")));
    }
    let mut text = format!(
        "{}\n\n",
        t!("trends-title", rules = yatzy_i18n::rules_name(rules))
    );
    for line in trends.lines() {
        text.push_str(line.trim_end());
        text.push('\n');
    }
    if !trends.scores.is_empty() {
        text.push_str(&format!("\n {}\n", t!("trends-order")));
        text.push_str(&sparkline(&trends.scores));
        text.push('\n');
    }
    super::output::print(&text)
}

/// The scores as a row of bar glyphs, the last 60 games.
fn sparkline(scores: &[u16]) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let recent = &scores[scores.len().saturating_sub(60)..];
    let (low, high) = (
        recent.iter().min().copied().unwrap_or(0),
        recent.iter().max().copied().unwrap_or(0),
    );
    let span = f64::from(high.saturating_sub(low).max(1));
    let bars: String = recent
        .iter()
        .map(|&s| BARS[((f64::from(s - low) / span) * 7.0).round() as usize])
        .collect();
    format!(" {bars}  ({low} to {high})")
}
