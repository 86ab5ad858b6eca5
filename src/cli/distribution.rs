//! `yatzy solve --distribution [--json]`: the exact distribution of the final score under
//! optimal play, with its mean, spread, percentiles and rates.

use std::fmt::{self, Write as _};
use std::process::ExitCode;

use super::progress::ProgressBar;
use super::solver_commands::table;
use crate::rules::RuleSet;
use crate::session::{self, LoadedDistribution, Source};
use crate::solver::{PERCENTILES, ScoreDistribution};
use crate::storage::Storage;

/// Prints the distribution for `rules` (computing the table and the distribution as needed).
pub fn print(storage: &Storage, rules: RuleSet, recompute: bool, json: bool) -> ExitCode {
    let loaded = table(storage, rules, recompute);
    let mut bar = ProgressBar::new("Distribution");
    let found = session::distribution(storage, &loaded.table, recompute, &mut |fraction| {
        bar.update(fraction)
    });
    bar.finish();
    if let Some(note) = &found.note {
        super::output::warn(note);
    }
    let text = if json {
        Ok(as_json(&found.distribution))
    } else {
        as_text(&found, &loaded)
    };
    match text {
        Ok(text) => super::output::print(&text),
        Err(_) => ExitCode::FAILURE,
    }
}

fn as_text(found: &LoadedDistribution, table: &session::Loaded) -> Result<String, fmt::Error> {
    let distribution = &found.distribution;
    let rules = distribution.rules;
    let mut out = String::new();
    writeln!(
        out,
        "Final score under optimal play in {} (exact)",
        rules.name()
    )?;
    writeln!(out)?;
    writeln!(out, "Mean          {:.6}", distribution.mean())?;
    writeln!(out, "Std. dev.     {:.6}", distribution.std_dev())?;
    let percentiles: Vec<String> = PERCENTILES
        .iter()
        .map(|&q| format!("{q}%: {}", distribution.percentile(q)))
        .collect();
    writeln!(out, "Percentiles   {}", percentiles.join("  "))?;
    writeln!(out, "Upper bonus   {:.4}%", 100.0 * distribution.bonus_rate)?;
    writeln!(
        out,
        "{:<13} {:.4}%",
        rules.category_name(crate::rules::Category::Yatzy),
        100.0 * distribution.five_of_a_kind_rate
    )?;
    writeln!(out)?;
    writeln!(out, "score  probability")?;
    for (score, p) in distribution.points() {
        writeln!(out, "{score:>5}  {p:.12e}")?;
    }
    writeln!(out)?;
    let how = match found.source {
        Source::Cache => "loaded from the cache",
        Source::Computed => "computed",
    };
    write!(
        out,
        "Distribution {how} in {:.3} s",
        found.elapsed.as_secs_f64()
    )?;
    if table.source == Source::Computed {
        write!(
            out,
            "; the table was solved in {:.3} s in this run",
            table.elapsed.as_secs_f64()
        )?;
    }
    writeln!(out)?;
    Ok(out)
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
