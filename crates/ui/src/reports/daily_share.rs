//! The daily challenge's share text: how the day went, without a die in it, so it can be
//! posted before others have played (the score, where it stands, the points lost, and one
//! grade per turn).

use chrono::NaiveDate;

use yatzy_core::review::{Grade, Review};
use yatzy_core::rules::RuleSet;

/// A coloured square per grade, as word games share them; in ASCII `=`, `+`, `~` and `x`.
pub(crate) fn symbol(grade: Grade, ascii: bool) -> &'static str {
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
pub(crate) fn grades(review: &Review, turns: usize) -> Vec<Grade> {
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
/// score beats, when known, and `hints` the hints asked for (said, so that a game played with
/// help is not taken for one played alone). In ASCII the text is ASCII through and through:
/// its separators, its grades and the language's letters.
pub fn share_text(
    rules: RuleSet,
    date: NaiveDate,
    score: u16,
    beats: Option<f64>,
    review: &Review,
    hints: u32,
    ascii: bool,
) -> String {
    let dot = if ascii { "-" } else { "·" };
    let standing = beats.map_or(String::new(), |share| {
        format!(
            " {dot} {}",
            yatzy_i18n::t!("daily-better-than", share = yatzy_i18n::percent(share))
        )
    });
    let helped = if hints > 0 {
        format!(" {dot} {}", yatzy_i18n::t!("daily-hints", hints = hints))
    } else {
        String::new()
    };
    let grades: String = grades(review, rules.categories().len())
        .into_iter()
        .map(|grade| symbol(grade, ascii))
        .collect();
    let lost = yatzy_i18n::t!(
        "daily-points-lost",
        lost = yatzy_i18n::decimal(review.total_lost, 1)
    );
    let text = format!(
        "yatzy {} {date} {dot} {}: {score}{standing} {dot} {lost}{helped}\n{grades}",
        yatzy_i18n::t!("daily-word"),
        yatzy_i18n::rules_short_name(rules)
    );
    if ascii {
        yatzy_core::text::to_ascii(&text)
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yatzy_core::review::ReviewedDecision;
    use yatzy_core::solver::Choice;

    fn decision(turn: usize, lost: f64) -> ReviewedDecision {
        ReviewedDecision {
            index: 0,
            turn,
            roll: 1,
            dice: "1 2 3 4 5".into(),
            played: Choice::Keep(Vec::new()),
            best: Choice::Keep(Vec::new()),
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
            rules: RuleSet::default(),
            grading: yatzy_core::review::Grading::Points,
            decisions: vec![
                decision(1, 0.0),
                decision(2, 0.05),
                decision(2, 0.04),
                decision(3, 3.0),
            ],
            total_lost: 3.09,
            trajectory: Vec::new(),
            final_score: None,
        };
        let text = share_text(
            RuleSet::Yatzy,
            "2026-11-22".parse().unwrap(),
            231,
            Some(0.382),
            &review,
            0,
            true,
        );
        assert_eq!(
            text,
            "yatzy daily 2026-11-22 - Yatzy: 231 - better than 38.2% of optimal games - 3.1 points lost\n=+x============"
        );
        assert!(text.is_ascii(), "{text}");
        // No die anywhere: nothing to spoil the day for others.
        assert!(!text.contains("1 2 3"));
    }

    fn review_of(lost: f64) -> Review {
        Review {
            rules: RuleSet::default(),
            grading: yatzy_core::review::Grading::Points,
            decisions: vec![decision(1, lost)],
            total_lost: lost,
            trajectory: Vec::new(),
            final_score: None,
        }
    }

    #[test]
    fn hints_are_marked_and_an_unaided_game_carries_no_mark() {
        let day = "2026-11-22".parse().unwrap();
        let review = review_of(0.0);
        let unaided = share_text(RuleSet::Yatzy, day, 250, None, &review, 0, false);
        assert_eq!(
            unaided,
            "yatzy daily 2026-11-22 · Yatzy: 250 · 0.0 points lost\n🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩"
        );
        let helped = share_text(RuleSet::Yatzy, day, 250, None, &review, 3, false);
        assert!(
            helped.starts_with(
                "yatzy daily 2026-11-22 · Yatzy: 250 · 0.0 points lost · 3 hints used\n"
            ),
            "{helped}"
        );
        let one = share_text(RuleSet::Yatzy, day, 250, None, &review, 1, true);
        assert!(one.contains(" - 1 hint used\n"), "{one}");
    }

    #[test]
    fn in_ascii_every_language_shares_plain_ascii() {
        let day = "2026-11-22".parse().unwrap();
        let review = review_of(2.3);
        for language in yatzy_i18n::Language::ALL {
            yatzy_i18n::set(language);
            for rules in RuleSet::ALL {
                let text = share_text(rules, day, 199, Some(0.5), &review, 2, true);
                assert!(text.is_ascii(), "{language:?}: {text}");
            }
        }
        yatzy_i18n::set(yatzy_i18n::Language::Swedish);
        let swedish = share_text(RuleSet::Yatzy, day, 199, Some(0.5), &review, 0, true);
        assert_eq!(
            swedish,
            "yatzy dagens 2026-11-22 - Yatzy: 199 - battre an 50,0% av optimala spel - 2,3 poang forlorade\nx=============="
        );
        yatzy_i18n::set(yatzy_i18n::Language::English);
    }
}
