//! The story of a player's games under one rule set: how the scores went over time, how many
//! points each decision gave away, each box against optimal play's, the bonus and Yatzy rates
//! against optimal play's, streaks, and the personal best. Built from the high-score file (and
//! the games kept whole in it), the strategy table and the score distribution, all optional.

use chrono::NaiveDate;
use serde::Serialize;

use yatzy_core::history::{HighScores, ScoreEntry, Whose};
use yatzy_core::review;
use yatzy_core::rules::{Category, RuleSet};
use yatzy_core::solver::{ScoreDistribution, Solution};
use yatzy_i18n::{self as i18n, t};

/// One box: the player's mean over the games kept whole, and optimal play's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoxFigure {
    #[serde(rename = "box")]
    pub category: Category,
    pub yours: Option<f64>,
    pub optimal: Option<f64>,
}

/// Games (or days) in a row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Streak {
    /// Ending with the latest game (or daily challenge).
    pub current: usize,
    pub longest: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Trends {
    pub rules: RuleSet,
    /// Whose games these are: in JSON, `"name"`, the name, or `null` for everyone's.
    #[serde(rename = "name", serialize_with = "whose_name")]
    pub whose: Whose,
    /// Every game's score, in the order played.
    pub scores: Vec<u16>,
    pub best: Option<u16>,
    /// Points lost per decision in each game kept whole, in the order played (with the table).
    pub lost_per_decision: Vec<f64>,
    pub boxes: Vec<BoxFigure>,
    /// How many games the boxes' means come from (those kept whole).
    pub kept_games: usize,
    pub bonus_rate: Option<f64>,
    pub yatzy_rate: Option<f64>,
    pub optimal_bonus_rate: Option<f64>,
    pub optimal_yatzy_rate: Option<f64>,
    /// The score the "above" streak counts games over: optimal play's median when known,
    /// else the player's own.
    pub streak_line: Option<u16>,
    pub above: Streak,
    /// Daily challenges on consecutive days.
    pub daily: Streak,
}

/// Whose games, as JSON says it: the name, or `null` for everyone's.
fn whose_name<S: serde::Serializer>(whose: &Whose, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_some(&whose.name())
}

impl Trends {
    /// Everyone's trends (bots aside).
    pub fn new(
        file: &HighScores,
        rules: RuleSet,
        table: Option<&Solution>,
        optimal: Option<&ScoreDistribution>,
    ) -> Trends {
        Trends::of(file, rules, table, optimal, &Whose::Everyone)
    }

    /// The trends of `whose` games.
    pub fn of(
        file: &HighScores,
        rules: RuleSet,
        table: Option<&Solution>,
        optimal: Option<&ScoreDistribution>,
        whose: &Whose,
    ) -> Trends {
        let table = table.filter(|t| t.rules() == rules && t.risk() == 0.0);
        let optimal = optimal.filter(|d| d.rules == rules);
        let mut games: Vec<&ScoreEntry> = file.games_of(rules, whose);
        games.sort_by_key(|e| e.date);
        let scores: Vec<u16> = games.iter().map(|e| e.score).collect();
        let kept: Vec<yatzy_core::game::Game> = games
            .iter()
            .filter_map(|e| e.replay().and_then(Result::ok))
            .collect();
        let lost_per_decision = table.map_or(Vec::new(), |table| {
            kept.iter()
                .map(|game| {
                    let review = review::review(table, game);
                    review.total_lost / review.decisions.len().max(1) as f64
                })
                .collect()
        });
        let boxes = rules
            .categories()
            .iter()
            .enumerate()
            .map(|(index, &category)| BoxFigure {
                category,
                yours: (!kept.is_empty()).then(|| {
                    let total: u32 = kept
                        .iter()
                        .map(|g| u32::from(g.card().get(category).unwrap_or(0)))
                        .sum();
                    f64::from(total) / kept.len() as f64
                }),
                optimal: optimal.and_then(|d| d.box_means.get(index).copied()),
            })
            .collect();
        let share = |count: usize| (!games.is_empty()).then(|| count as f64 / games.len() as f64);
        let mut sorted = scores.clone();
        sorted.sort_unstable();
        let own_median = sorted.get(sorted.len().saturating_sub(1) / 2).copied();
        let streak_line = optimal.map(|d| d.percentile(50)).or(own_median);
        let above = streak_line.map_or(Streak::default(), |line| {
            streak(scores.iter().map(|&score| score > line))
        });
        Trends {
            rules,
            whose: whose.clone(),
            best: scores.iter().max().copied(),
            bonus_rate: share(games.iter().filter(|e| e.bonus).count()),
            yatzy_rate: share(games.iter().filter(|e| e.yatzy).count()),
            optimal_bonus_rate: optimal.map(|d| d.bonus_rate),
            optimal_yatzy_rate: optimal.map(|d| d.five_of_a_kind_rate),
            scores,
            lost_per_decision,
            boxes,
            kept_games: kept.len(),
            streak_line,
            above,
            daily: daily_streak(games.iter().filter_map(|e| e.daily).collect()),
        }
    }
}

impl Trends {
    /// Whether the streaks' line is optimal play's median (known with the distribution),
    /// rather than the player's own.
    pub(crate) fn line_is_optimal(&self) -> bool {
        self.optimal_bonus_rate.is_some()
    }

    /// The figures as lines of text (the chart aside), for `yatzy scores --trends` and the
    /// `s` screen's second page.
    pub fn lines(&self) -> Vec<String> {
        let whose = format!(" {}", super::scores::whose_heading(&self.whose));
        let Some(best) = self.best else {
            let rules = i18n::rules_name(self.rules);
            let empty = match self.whose.name() {
                Some(name) => t!(
                    "scores-none-of",
                    name = yatzy_core::text::sanitize(name),
                    rules = rules
                ),
                None => t!("trends-empty", rules = rules),
            };
            return vec![whose, format!(" {empty}")];
        };
        let average_lately = average(self.scores.iter().rev().take(10).map(|&s| f64::from(s)));
        let games = t!(
            "trends-games",
            games = self.scores.len(),
            best = best,
            average = i18n::decimal(average_lately, 1)
        );
        let streaks = self.streak_line.map(|line| {
            t!(
                "trends-streaks",
                games = self.above.current,
                line = line,
                best = self.above.longest,
                days = self.daily.current,
                best_days = self.daily.longest
            )
        });
        let boxes = t!("trends-boxes", games = self.kept_games);
        let said = [
            Some(games),
            Some(self.rates()),
            streaks,
            Some(self.lost()),
            Some(boxes),
        ];
        std::iter::once(whose)
            .chain(said.into_iter().flatten().map(|line| format!(" {line}")))
            .chain(self.box_rows())
            .collect()
    }

    /// The bonus and Yatzy rates, with optimal play's beside them once known.
    fn rates(&self) -> String {
        let percent = |rate: f64| format!("{:.0}%", rate * 100.0);
        let rate = |yours: Option<f64>, optimal: Option<f64>| {
            let against = optimal.map_or(String::new(), |r| {
                format!(" ({})", t!("trends-optimal", rate = percent(r)))
            });
            format!("{}{against}", yours.map_or("-".to_string(), percent))
        };
        format!(
            "{} {} · {} {}",
            t!("trends-bonus"),
            rate(self.bonus_rate, self.optimal_bonus_rate),
            i18n::box_name(self.rules, Category::Yatzy),
            rate(self.yatzy_rate, self.optimal_yatzy_rate)
        )
    }

    /// The points lost per decision, the first games' against the latest.
    fn lost(&self) -> String {
        match self.lost_per_decision.as_slice() {
            [] => t!("trends-lost-waiting"),
            // One game is no "first" against "lately".
            [only] => t!("trends-lost-one", first = i18n::decimal(*only, 2)),
            lost => {
                let half = lost.len().div_ceil(2);
                t!(
                    "trends-lost",
                    first = i18n::decimal(average(lost[..half].iter().copied()), 2),
                    games = half,
                    lately = i18n::decimal(average(lost[lost.len() - half..].iter().copied()), 2)
                )
            }
        }
    }

    /// Each box's average, the player's against optimal play's, in two columns.
    fn box_rows(&self) -> Vec<String> {
        let cell = |figure: &BoxFigure| {
            let value = |v: Option<f64>| v.map_or("-".to_string(), |v| i18n::decimal(v, 1));
            format!(
                "{:<16}{:>5} /{:>5}",
                i18n::box_name(self.rules, figure.category),
                value(figure.yours),
                value(figure.optimal)
            )
        };
        let (left, right) = self.boxes.split_at(self.boxes.len().div_ceil(2));
        left.iter()
            .enumerate()
            .map(|(row, figure)| {
                let right = right.get(row).map(cell).unwrap_or_default();
                format!("   {}    {right}", cell(figure))
            })
            .collect()
    }
}

fn average(values: impl Iterator<Item = f64>) -> f64 {
    let (sum, count) = values.fold((0.0, 0usize), |(sum, count), v| (sum + v, count + 1));
    if count == 0 { 0.0 } else { sum / count as f64 }
}

/// The current and longest runs of `true`.
fn streak(hits: impl Iterator<Item = bool>) -> Streak {
    let mut run = Streak::default();
    for hit in hits {
        run.current = if hit { run.current + 1 } else { 0 };
        run.longest = run.longest.max(run.current);
    }
    run
}

/// Runs of daily challenges on consecutive dates; the current run ends on the latest date.
fn daily_streak(mut dates: Vec<NaiveDate>) -> Streak {
    dates.sort_unstable();
    dates.dedup();
    if dates.is_empty() {
        return Streak::default();
    }
    // A run of days is one longer than its run of days that follow the day before.
    let follows = streak(
        dates
            .windows(2)
            .map(|pair| pair[0].succ_opt() == Some(pair[1])),
    );
    Streak {
        current: follows.current + 1,
        longest: follows.longest + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_lost(lost: &[f64]) -> Trends {
        let mut trends = Trends::new(&HighScores::new(), RuleSet::Yatzy, None, None);
        trends.best = Some(250);
        trends.scores = vec![250; lost.len()];
        trends.lost_per_decision = lost.to_vec();
        trends
    }

    #[test]
    fn one_or_two_kept_games_are_no_halves() {
        yatzy_i18n::set(yatzy_i18n::Language::English);
        let line = |lost: &[f64]| {
            with_lost(lost)
                .lines()
                .into_iter()
                .find(|line| line.contains("Points lost"))
                .unwrap()
        };
        assert_eq!(
            line(&[1.5]),
            " Points lost per decision: 1.50 in your one kept game so far"
        );
        assert_eq!(
            line(&[1.5, 0.5]),
            " Points lost per decision: 1.50 in your first kept game, 0.50 lately"
        );
        assert!(line(&[1.0, 2.0, 3.0, 4.0]).contains("in your first 2 kept games"));
    }

    #[test]
    fn streaks_count_runs_and_end_with_the_latest() {
        let run = streak([true, true, false, true, true, true, false, true].into_iter());
        assert_eq!(
            run,
            Streak {
                current: 1,
                longest: 3
            }
        );
        assert_eq!(streak(std::iter::empty()), Streak::default());
        let day = |d: &str| d.parse::<NaiveDate>().unwrap();
        let days = vec![
            day("2026-11-01"),
            day("2026-11-02"),
            day("2026-11-03"),
            day("2026-11-05"),
            day("2026-11-06"),
            day("2026-11-06"),
        ];
        assert_eq!(
            daily_streak(days),
            Streak {
                current: 2,
                longest: 3
            }
        );
        assert_eq!(daily_streak(Vec::new()), Streak::default());
    }
}
