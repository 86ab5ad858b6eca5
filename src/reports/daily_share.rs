//! The daily challenge's share text: how the day went, without a die in it, so it can be
//! posted before others have played (the score, where it stands, the points lost, and one
//! grade per turn).

use chrono::NaiveDate;

use crate::core::review::{Grade, Review};
use crate::core::rules::RuleSet;

/// A coloured square per grade, as word games share them; in ASCII `=`, `+`, `~` and `x`.
pub fn symbol(grade: Grade, ascii: bool) -> &'static str {
    match (grade, ascii) {
        (Grade::Exact, false) => "🟩",
        (Grade::Close, false) => "🟨",
        (Grade::Fair, false) => "🟧",
        (Grade::Costly, false) => "🟥",
        (Grade::Exact, true) => "=",
        (Grade::Close, true) => "+",
        (Grade::Fair, true) => "~",
        (Grade::Costly, true) => "x",
    }
}

/// Each turn's grade, from the points its decisions lost.
pub fn grades(review: &Review, turns: usize) -> Vec<Grade> {
    (1..=turns)
        .map(|turn| {
            let lost = review
                .decisions
                .iter()
                .filter(|d| d.turn == turn)
                .map(|d| d.lost)
                .sum();
            Grade::of(lost)
        })
        .collect()
}

/// The share text of a finished daily challenge; `beats` is the share of optimal games the
/// score beats, when known.
pub fn share_text(
    rules: RuleSet,
    date: NaiveDate,
    score: u16,
    beats: Option<f64>,
    review: &Review,
    ascii: bool,
) -> String {
    let standing = beats.map_or(String::new(), |share| {
        format!(
            " · {}",
            crate::t!(
                "daily-better-than",
                share = crate::core::text::percent(share)
            )
        )
    });
    let grades: String = grades(review, rules.categories().len())
        .into_iter()
        .map(|grade| symbol(grade, ascii))
        .collect();
    let lost = crate::t!(
        "daily-points-lost",
        lost = crate::i18n::decimal(review.total_lost, 1)
    );
    format!(
        "yatzy {} {date} · {}: {score}{standing} · {lost}\n{grades}",
        crate::t!("daily-word"),
        crate::i18n::rules_short_name(rules)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::review::ReviewedDecision;

    fn decision(turn: usize, lost: f64) -> ReviewedDecision {
        ReviewedDecision {
            index: 0,
            turn,
            roll: 1,
            dice: "1 2 3 4 5".into(),
            played: String::new(),
            best: String::new(),
            played_brief: String::new(),
            best_brief: String::new(),
            lost,
        }
    }

    #[test]
    fn grades_follow_the_points_lost_per_turn() {
        assert_eq!(Grade::of(0.0), Grade::Exact);
        assert_eq!(Grade::of(0.1), Grade::Close);
        assert_eq!(Grade::of(0.5), Grade::Fair);
        assert_eq!(Grade::of(1.01), Grade::Costly);
        let review = Review {
            decisions: vec![
                decision(1, 0.0),
                decision(2, 0.05),
                decision(2, 0.04),
                decision(3, 3.0),
            ],
            total_lost: 3.09,
            trajectory: Vec::new(),
        };
        let text = share_text(
            RuleSet::Yatzy,
            "2026-11-22".parse().unwrap(),
            231,
            Some(0.382),
            &review,
            true,
        );
        assert_eq!(
            text,
            "yatzy daily 2026-11-22 · Yatzy: 231 · better than 38.2% of optimal games · 3.1 points lost\n=+x============"
        );
        // No die anywhere: nothing to spoil the day for others.
        assert!(!text.contains("1 2 3"));
    }
}
