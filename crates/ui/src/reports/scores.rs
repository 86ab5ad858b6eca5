//! The high-score table and statistics for one rule set: built once from the file, printed by
//! `yatzy scores` and drawn in the game on `s`, so both always say the same thing.

use yatzy_core::history::{HighScores, ScoreEntry, Whose};
use yatzy_core::rules::RuleSet;
use yatzy_core::solver::ScoreDistribution;
use yatzy_core::stats::{Bucket, GameSummary, Stats};
use yatzy_i18n::{self as i18n, t};

/// How many entries the table lists.
pub(crate) const TABLE_SIZE: usize = 10;
/// The longest bar of the text chart, in characters.
const BAR_WIDTH: usize = 30;

/// What the player sees of their record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub title: String,
    /// The column header and the top entries; a plain sentence when there are none.
    pub table: Vec<String>,
    /// The table's columns, to lay it out anew at another width (`None`: no games).
    heading: Option<Heading>,
    rows: Vec<Row>,
    /// Whose games the figures and the distribution are of (the table lists everyone's).
    pub whose: Whose,
    /// Whose they are, then games played, average, best, median, bonus and Yatzy rates.
    pub figures: Vec<String>,
    pub distribution: Vec<Bucket>,
    /// The bots' statistics, apart from the players' table.
    pub bots: Vec<String>,
    /// The games listed in the table, in its order (a game kept whole can be replayed).
    pub games: Vec<ScoreEntry>,
}

impl Report {
    /// The report for `rules`, its figures of everyone's games; with the final score's
    /// distribution under optimal play, each listed score says what share of optimal games
    /// it beats.
    pub fn new(scores: &HighScores, rules: RuleSet, optimal: Option<&ScoreDistribution>) -> Self {
        Report::of(scores, rules, optimal, &Whose::Everyone)
    }

    /// The report for `rules`: the table of everyone's best games (a shared machine's
    /// players compete), the figures and the distribution of `whose` games.
    pub fn of(
        scores: &HighScores,
        rules: RuleSet,
        optimal: Option<&ScoreDistribution>,
        whose: &Whose,
    ) -> Self {
        let optimal = optimal.filter(|d| d.rules == rules);
        let ranked = scores.ranked(rules);
        let title = t!("scores-title", rules = i18n::rules_name(rules));
        if ranked.is_empty() {
            let empty = t!("scores-empty", rules = i18n::rules_name(rules));
            return Report {
                title,
                table: vec![empty],
                heading: None,
                rows: Vec::new(),
                whose: whose.clone(),
                figures: Vec::new(),
                distribution: Vec::new(),
                bots: bot_lines(scores, rules),
                games: Vec::new(),
            };
        }
        let theirs = scores.games_of(rules, whose);
        let stats = Stats::of(theirs.iter().map(|&e| GameSummary::from(e)));
        let heading = Heading {
            name: t!("scores-name"),
            score: t!("scores-score"),
            beats: optimal.map(|_| t!("scores-beats")),
            date: t!("scores-date"),
        };
        let games: Vec<ScoreEntry> = ranked
            .iter()
            .take(TABLE_SIZE)
            .map(|&entry| entry.clone())
            .collect();
        let rows: Vec<Row> = games
            .iter()
            .enumerate()
            .map(|(index, entry)| Row {
                rank: index + 1,
                // Names come from a file: shown sanitised.
                name: yatzy_core::text::sanitize(&entry.name),
                score: entry.score,
                // "Beats": the share of optimal games that end below the score.
                beats: optimal.map(|d| i18n::percent(d.share_below(entry.score))),
                date: entry.date.format("%Y-%m-%d").to_string(),
                marks: marks(entry),
            })
            .collect();
        Report {
            title,
            table: lay_out(&heading, &rows, NAME_COLUMNS, true),
            heading: Some(heading),
            rows,
            whose: whose.clone(),
            figures: figures_of(stats.as_ref(), rules, optimal, whose),
            distribution: stats.map(|s| s.distribution).unwrap_or_default(),
            bots: bot_lines(scores, rules),
            games,
        }
    }

    /// The table laid out in at most `columns` columns: the names' column narrows (long
    /// names cut, with "…"), then the date goes, rather than a row wrapping out of line.
    pub(crate) fn table_within(&self, columns: usize) -> Vec<String> {
        let Some(heading) = &self.heading else {
            return self.table.clone();
        };
        let longest = self
            .rows
            .iter()
            .map(|row| yatzy_core::text::width(&row.name))
            .max()
            .unwrap_or(0);
        let narrowest = yatzy_core::text::width(&heading.name);
        let layouts = [
            (NAME_COLUMNS, true),
            (longest, true),
            (16, true),
            (12, true),
            (12, false),
            (8, false),
        ];
        let fits = |lines: &[String]| {
            lines
                .iter()
                .all(|line| yatzy_core::text::width(line) <= columns)
        };
        let mut laid_out = Vec::new();
        for (name_columns, date) in layouts {
            let name_columns = name_columns.clamp(narrowest, NAME_COLUMNS);
            laid_out = lay_out(heading, &self.rows, name_columns, date);
            if fits(&laid_out) {
                return laid_out;
            }
        }
        // Nothing narrower: the marks at the ends of the rows are cut.
        laid_out
            .iter()
            .map(|line| yatzy_core::text::truncate(line, columns))
            .collect()
    }

    /// The distribution as horizontal text bars, one line per score range.
    pub(crate) fn chart(&self) -> Vec<String> {
        histogram(&self.distribution, BAR_WIDTH)
    }

    /// The whole report as text, for the terminal.
    pub fn to_text(&self) -> String {
        let mut lines = vec![self.title.clone(), String::new()];
        lines.extend(self.table.iter().cloned());
        if !self.figures.is_empty() {
            lines.push(String::new());
            lines.extend(self.figures.iter().cloned());
            lines.push(String::new());
            lines.push(format!(" {}", t!("scores-distribution")));
            lines.extend(self.chart());
        }
        if !self.bots.is_empty() {
            lines.push(String::new());
            lines.extend(self.bots.iter().cloned());
        }
        lines
            .iter()
            .map(|line| format!("{}\n", line.trim_end()))
            .collect()
    }
}

/// Whose the figures are, as said above them.
pub(crate) fn whose_heading(whose: &Whose) -> String {
    match whose {
        Whose::Player(name) => t!("scores-of-you", name = yatzy_core::text::sanitize(name)),
        Whose::Name(name) => t!("scores-of", name = yatzy_core::text::sanitize(name)),
        Whose::Everyone => t!("scores-of-everyone"),
    }
}

/// The marks after a game's row, each after two spaces: games played with hints or undos are
/// marked, so that a record earned unaided stands apart, and a game at a shared table with
/// the number of players.
fn marks(entry: &ScoreEntry) -> String {
    let table = if entry.network {
        Some(t!("scores-network", count = entry.players))
    } else if entry.players > 1 {
        Some(t!("scores-players", count = entry.players))
    } else {
        entry.daily.is_some().then(|| t!("scores-daily"))
    };
    [
        (entry.hints_used > 0).then(|| t!("scores-hints")),
        (entry.undos > 0).then(|| t!("scores-undos")),
        table,
    ]
    .into_iter()
    .flatten()
    .map(|mark| format!("  {mark}"))
    .collect()
}

/// Whose the figures are, then games played, average, best, median, the bonus and Yatzy
/// rates, and with optimal play's distribution, where the average stands against it; with
/// no games of theirs, a sentence saying so.
fn figures_of(
    stats: Option<&Stats>,
    rules: RuleSet,
    optimal: Option<&ScoreDistribution>,
    whose: &Whose,
) -> Vec<String> {
    let mut figures = vec![format!(" {}", whose_heading(whose))];
    let Some(stats) = stats else {
        figures.push(format!(
            " {}",
            t!(
                "scores-none-of",
                name = yatzy_core::text::sanitize(whose.name().unwrap_or_default()),
                rules = i18n::rules_name(rules)
            )
        ));
        return figures;
    };
    let percent = |rate: f64| format!("{:.0}%", rate * 100.0);
    figures.extend([
        format!(
            " {:<13}{:>7}    {:<8}{:>7}",
            t!("scores-games"),
            stats.games,
            t!("scores-average"),
            i18n::decimal(stats.average, 1)
        ),
        format!(
            " {:<13}{:>7}    {:<8}{:>7}",
            t!("scores-best"),
            stats.best,
            t!("scores-median"),
            i18n::decimal(stats.median, 1)
        ),
        format!(
            " {:<13}{:>7}    {:<8}{:>7}",
            t!("scores-bonus"),
            percent(stats.bonus_rate),
            i18n::box_name(rules, yatzy_core::rules::Category::Yatzy),
            percent(stats.yatzy_rate)
        ),
    ]);
    if let Some(optimal) = optimal {
        // Where the player stands: the average's place among optimal games, and theirs.
        let average = stats.average.round() as u16;
        let share = i18n::percent(optimal.share_below(average));
        let mean = i18n::decimal(optimal.mean(), 1);
        // "Your" average only of the player's own games.
        let said = match whose {
            Whose::Player(_) => t!("scores-average-beats", share = share, mean = mean),
            Whose::Name(_) | Whose::Everyone => {
                t!("scores-the-average-beats", share = share, mean = mean)
            }
        };
        figures.push(format!(" {said}"));
    }
    figures
}

/// The widest the names' column gets.
const NAME_COLUMNS: usize = 24;

/// The table's column headings.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Heading {
    name: String,
    score: String,
    /// With the distribution of optimal games: the share each score beats.
    beats: Option<String>,
    date: String,
}

/// One game of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    rank: usize,
    name: String,
    score: u16,
    beats: Option<String>,
    date: String,
    /// Hints, undos, a table, a daily, each after two spaces.
    marks: String,
}

/// The table with the names in `name_columns` columns (a longer name cut, with "…"), and the
/// dates or not.
fn lay_out(heading: &Heading, rows: &[Row], name_columns: usize, date: bool) -> Vec<String> {
    let name = |name: &str| {
        let cut = if yatzy_core::text::width(name) > name_columns {
            format!(
                "{}…",
                yatzy_core::text::truncate(name, name_columns.saturating_sub(1))
            )
        } else {
            name.to_string()
        };
        // Padded by the columns they take (a CJK letter takes two), so the scores align.
        yatzy_core::text::pad(&cut, name_columns)
    };
    let beats = |beats: Option<&str>| beats.map_or(String::new(), |b| format!("  {b:>6}"));
    let dated = |text: &str| {
        if date {
            format!("  {text}")
        } else {
            String::new()
        }
    };
    let mut table = vec![format!(
        " {:>2}  {}  {:>5}{}{}",
        "#",
        name(&heading.name),
        heading.score,
        beats(heading.beats.as_deref()),
        dated(&heading.date)
    )];
    table.extend(rows.iter().map(|row| {
        format!(
            " {:>2}  {}  {:>5}{}{}{}",
            row.rank,
            name(&row.name),
            row.score,
            beats(row.beats.as_deref()),
            dated(&row.date),
            row.marks
        )
    }));
    table
}

/// One line per bot: games played and average, kept apart from the players' figures.
fn bot_lines(scores: &HighScores, rules: RuleSet) -> Vec<String> {
    scores
        .bot_games(rules)
        .into_iter()
        .filter_map(|(bot, games)| {
            let stats = Stats::of(games.into_iter().map(GameSummary::from))?;
            Some(format!(
                " {}",
                t!(
                    "scores-bot",
                    bot = yatzy_core::text::sanitize(bot),
                    games = stats.games,
                    average = i18n::decimal(stats.average, 1),
                    best = stats.best
                )
            ))
        })
        .collect()
}

/// The games a full bar stands for: the most in a range, and never fewer than ten (one game
/// is not drawn as a full bar).
pub(crate) fn full_bar(buckets: &[Bucket]) -> usize {
    buckets.iter().map(|b| b.count).max().unwrap_or(0).max(10)
}

/// Horizontal text bars, one line per score range, the longest `bar_width` characters; a
/// non-empty range always shows at least one block.
pub fn histogram(buckets: &[Bucket], bar_width: usize) -> Vec<String> {
    let most = full_bar(buckets);
    buckets
        .iter()
        .map(|bucket| {
            let width = (bucket.count * bar_width).div_ceil(most);
            format!(
                " {:>3}-{:<3} {:<bar_width$} {}",
                bucket.from,
                bucket.to,
                "█".repeat(width),
                bucket.count
            )
        })
        .collect()
}
