//! The review of a finished game: every decision against optimal play, with the points lost
//! or, for a game played for a target, the percentage points of the target's chance lost; at a
//! table, each human's game in turn.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::keymap::{self, Action, Keys};
use crate::theme::Theme;
use crate::view::Standing;
use crate::widgets::chance_chart::{self, RoundChances};
use crate::widgets::chart::Ink;
use crate::widgets::{message, popup};
use crate::words;
use yatzy_core::review::{Grading, Review, ReviewedDecision};
use yatzy_core::rules::RuleSet;
use yatzy_core::text;
use yatzy_i18n::{self as i18n, t};

/// What a key did on the review, for the app to carry out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewOutcome {
    Ignored,
    Scrolled,
    /// The next (+1) or previous (-1) human's game.
    Player(i8),
    Back,
}

/// Scrolling `scroll` over `decisions` rows, switching players, and back to the game.
pub fn act(scroll: &mut usize, decisions: usize, action: Action) -> ReviewOutcome {
    let last = decisions.saturating_sub(1);
    *scroll = match action {
        Action::NextPlayer => return ReviewOutcome::Player(1),
        Action::PreviousPlayer => return ReviewOutcome::Player(-1),
        Action::Back => return ReviewOutcome::Back,
        Action::Up => scroll.saturating_sub(1),
        Action::Down => (*scroll + 1).min(last),
        Action::PageUp => scroll.saturating_sub(10),
        Action::PageDown => (*scroll + 10).min(last),
        Action::Home => 0,
        Action::End => last,
        _ => return ReviewOutcome::Ignored,
    };
    ReviewOutcome::Scrolled
}

/// Whose game the review shows, among how many humans' games.
pub struct Reviewed<'a> {
    pub review: &'a Review,
    /// The player's name at a table; `None` alone.
    pub player: Option<&'a str>,
    pub players: usize,
    /// Where the game's final score stands against optimal games (finished games).
    pub standing: Option<Standing>,
    /// Where optimal games stand after each number of turns, once known (see
    /// `ScoreDistribution::bands`): the trajectory is drawn against them.
    pub bands: Option<&'a [[f64; 5]]>,
    /// The chances after each turn, drawn beside the trajectory (the lone player's chance to
    /// beat their best, or everyone's chance to win), when asked for.
    pub chances: Option<&'a RoundChances>,
    /// The game was played for a target, but the review is in expected points for now: why.
    pub pending_goal: Option<PendingGoal>,
}

/// Why the review of a game played for a target is graded in expected points for now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PendingGoal {
    /// The goal table is being loaded or computed (this far, 0..=1).
    Loading { target: u32, progress: f64 },
    /// The grades by the target's chance are being worked out.
    Computing { target: u32 },
    /// No goal table could be had: the review stays in expected points.
    Failed { target: u32 },
    /// Played to win at a table: graded in expected points, since grading by the chance to
    /// win needs the others' distributions at every decision, which the review does not keep.
    PlayedToWin,
}

impl PendingGoal {
    fn said(self) -> String {
        match self {
            PendingGoal::Loading { target, progress } => t!(
                "review-goal-loading",
                target = target,
                percent = (progress * 100.0).floor() as u32
            ),
            PendingGoal::Computing { target } => t!("review-goal-computing", target = target),
            PendingGoal::Failed { target } => t!("review-goal-failed", target = target),
            PendingGoal::PlayedToWin => t!("review-goal-win"),
        }
    }
}

/// The trajectory's height, where the screen has room for it and for ten decisions.
const CHART_HEIGHT: u16 = 9;

pub fn render(
    reviewed: &Reviewed,
    theme: &Theme,
    ink: Ink,
    scroll: usize,
    area: Rect,
    buf: &mut Buffer,
) {
    let review = reviewed.review;
    let block = popup::panel(theme, &title(reviewed, area.width)).title_bottom(keys_line(
        theme,
        reviewed.players,
        area.width,
    ));
    let inner = block.inner(area);
    block.render(area, buf);
    // The standing and the trajectory on top, when known and where there is room.
    let charted = reviewed.bands.is_some()
        || reviewed.chances.is_some()
        || matches!(review.grading, Grading::Target(_));
    let chart_height =
        if charted && inner.height >= CHART_HEIGHT + 11 && review.trajectory.len() > 1 {
            CHART_HEIGHT
        } else {
            0
        };
    let standing_height = u16::from(reviewed.standing.is_some());
    let pending_height = u16::from(reviewed.pending_goal.is_some());
    let [standing, pending, chart, decisions] = Layout::vertical([
        Constraint::Length(standing_height),
        Constraint::Length(pending_height),
        Constraint::Length(chart_height),
        Constraint::Fill(1),
    ])
    .areas(inner);
    if let Some(known) = reviewed.standing {
        render_standing(review, known, theme, standing, buf);
    }
    if let Some(why) = reviewed.pending_goal {
        Line::styled(format!(" {}", why.said()), theme.warning).render(pending, buf);
    }
    if chart_height > 0 {
        render_charts(
            reviewed,
            theme,
            ink,
            chart.inner(ratatui::layout::Margin::new(1, 0)),
            buf,
        );
    }
    render_decisions(review, theme, scroll, decisions, buf);
}

/// The review's title, within a frame `width` columns wide: where the whole title does not
/// fit, a shorter one: a name shortened (with "…"), or fewer words.
fn title(reviewed: &Reviewed, width: u16) -> String {
    let fits = |title: &String| text::width(title) + 4 <= usize::from(width);
    if let Grading::Target(target) = reviewed.review.grading {
        return goal_title(reviewed, target, fits);
    }
    let lost = i18n::decimal(reviewed.review.total_lost, 2);
    match reviewed.player {
        Some(name) => {
            let name = text::sanitize(name);
            let titled = |name: String| t!("review-title-player", name = name, lost = lost.clone());
            std::iter::once(titled(name.clone()))
                .chain(
                    (3..text::width(&name))
                        .rev()
                        .map(|columns| titled(format!("{}…", text::truncate(&name, columns)))),
                )
                .find(fits)
                .unwrap_or_else(|| titled(name.clone()))
        }
        None => Some(t!("review-title", lost = lost.clone()))
            .filter(fits)
            .unwrap_or_else(|| t!("review-title-short", lost = lost)),
    }
}

/// The title of a review by a target's chance: the goal, and the percentage points lost.
fn goal_title(reviewed: &Reviewed, target: u32, fits: impl Fn(&String) -> bool) -> String {
    let lost = i18n::decimal(reviewed.review.total_lost * 100.0, 1);
    let goal = t!("goal-reach", target = target);
    let short = || {
        t!(
            "review-goal-title-short",
            goal = goal.clone(),
            lost = lost.clone()
        )
    };
    match reviewed.player {
        Some(name) => {
            let name = text::sanitize(name);
            let titled = |name: String| {
                t!(
                    "review-goal-title-player",
                    name = name,
                    goal = goal.clone(),
                    lost = lost.clone()
                )
            };
            std::iter::once(titled(name.clone()))
                .chain(
                    (3..text::width(&name))
                        .rev()
                        .map(|columns| titled(format!("{}…", text::truncate(&name, columns)))),
                )
                .find(&fits)
                .unwrap_or_else(short)
        }
        None => Some(t!(
            "review-goal-title",
            goal = goal.clone(),
            lost = lost.clone()
        ))
        .filter(&fits)
        .unwrap_or_else(short),
    }
}

/// A decision's loss as the review grades it: expected points ("9.50"), or percentage points
/// of the target's chance ("−3.2 pp"); a dash for none.
fn lost_text(grading: Grading, lost: f64) -> String {
    if lost == 0.0 {
        return "—".to_string();
    }
    match grading {
        Grading::Points => i18n::decimal(lost, 2),
        Grading::Target(_) => {
            let points = lost * 100.0;
            let decimals = if points < 1.0 { 2 } else { 1 };
            t!("review-lost-pp", points = i18n::decimal(points, decimals))
        }
    }
}

/// Whether a loss stands out: more than a point, or more than a percentage point of the
/// target's chance.
fn costly(grading: Grading, lost: f64) -> bool {
    match grading {
        Grading::Points => lost > 1.0,
        Grading::Target(_) => lost > 0.01,
    }
}

/// Where the game's final score stands against optimal games.
fn render_standing(review: &Review, known: Standing, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let score = match (review.final_score, review.grading) {
        (Some(score), _) => score.to_string(),
        (None, Grading::Points) => format!(
            "{:.0}",
            review.trajectory.last().copied().unwrap_or_default()
        ),
        (None, Grading::Target(_)) => "—".to_string(),
    };
    let said = match known {
        Standing::Beats(share) => t!(
            "review-standing",
            score = score,
            share = i18n::percent(share)
        ),
        Standing::Computing => t!("review-standing-computing", score = score),
    };
    Line::styled(format!(" {said}"), theme.banner).render(area, buf);
}

/// The table of decisions under its heading, from the `scroll`th; a decision that lost more
/// than a point stands out.
fn render_decisions(review: &Review, theme: &Theme, scroll: usize, area: Rect, buf: &mut Buffer) {
    let [header, rows] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
    let worded: Vec<Worded> = review
        .decisions
        .iter()
        .map(|d| Worded::of(review.rules, d))
        .collect();
    let table = Columns::new(review, &worded, usize::from(area.width));
    Line::styled(
        table.line(
            &t!("review-turn"),
            &t!("review-roll"),
            &t!("review-dice"),
            &t!("review-played"),
            &t!("review-best"),
            &t!("review-lost"),
        ),
        theme.panel_title,
    )
    .render(header, buf);
    let lines: Vec<Line> = review
        .decisions
        .iter()
        .zip(&worded)
        .skip(scroll)
        .take(usize::from(rows.height))
        .map(|(d, said)| {
            let lost = lost_text(review.grading, d.lost);
            let (played, best) = said.texts(table.brief);
            let text = table.line(
                &d.turn.to_string(),
                &d.roll.to_string(),
                &d.dice,
                played,
                if d.lost == 0.0 { "" } else { best },
                &lost,
            );
            let style = if costly(review.grading, d.lost) {
                theme.warning
            } else {
                Style::new()
            };
            Line::styled(text, style)
        })
        .collect();
    Paragraph::new(lines).render(rows, buf);
}

/// The trajectory, and the chances beside it where both are known and the screen is wide
/// enough for two charts; else the one there is.
fn render_charts(reviewed: &Reviewed, theme: &Theme, ink: Ink, area: Rect, buf: &mut Buffer) {
    let trajectory = &reviewed.review.trajectory;
    // By a target's chance: that chance turn by turn, playing for it.
    if let Grading::Target(target) = reviewed.review.grading {
        let goal = RoundChances::Known {
            title: None,
            lines: vec![(
                t!("review-goal-chance", target = target),
                trajectory.clone(),
            )],
        };
        chance_chart::render(&goal, theme, ink, area, buf);
        return;
    }
    match (reviewed.bands, reviewed.chances) {
        (Some(bands), Some(chances)) if area.width >= MIN_WIDTH_FOR_TWO => {
            let [left, right] = Layout::horizontal([Constraint::Fill(3), Constraint::Fill(2)])
                .spacing(2)
                .areas(area);
            crate::widgets::trajectory::render(trajectory, bands, theme, ink, left, buf);
            chance_chart::render(chances, theme, ink, right, buf);
        }
        (Some(bands), _) => {
            crate::widgets::trajectory::render(trajectory, bands, theme, ink, area, buf);
        }
        (None, Some(chances)) => chance_chart::render(chances, theme, ink, area, buf),
        (None, None) => {}
    }
}

/// Two charts side by side need this much room; narrower, the trajectory alone is drawn.
const MIN_WIDTH_FOR_TWO: u16 = 60;

/// The review's columns at a width: each as wide as its heading and its widest entry, the
/// choices in full where they fit, else in brief ("4 of a Kind"); cut only where even
/// those do not fit.
struct Columns {
    turn: usize,
    roll: usize,
    dice: usize,
    played: usize,
    best: usize,
    lost: usize,
    brief: bool,
}

impl Columns {
    fn new(review: &Review, worded: &[Worded], width: usize) -> Self {
        let widest = |heading: &str, texts: &mut dyn Iterator<Item = &str>| {
            texts
                .map(text::width)
                .chain([text::width(heading)])
                .max()
                .unwrap_or(0)
        };
        let decisions = &review.decisions;
        let turn = widest(&t!("review-turn"), &mut std::iter::once("15"));
        let roll = widest(&t!("review-roll"), &mut std::iter::once("3"));
        let dice = widest(
            &t!("review-dice"),
            &mut decisions.iter().map(|d| d.dice.as_str()),
        );
        let widest_lost = match review.grading {
            Grading::Points => "10.00".to_string(),
            Grading::Target(_) => lost_text(review.grading, 1.0),
        };
        let lost = widest(
            &t!("review-lost"),
            &mut std::iter::once(widest_lost.as_str()),
        );
        // The fixed columns, the spaces between all of them, and the margins.
        let fixed = 1 + turn + 1 + roll + 2 + dice + 2 + 1 + 1 + lost + 1;
        let room = width.saturating_sub(fixed);
        let costly = || {
            decisions
                .iter()
                .zip(worded)
                .filter(|(d, _)| d.lost > 0.0)
                .map(|(_, said)| said)
        };
        let fitting = [false, true].into_iter().find_map(|brief| {
            let played = widest(
                &t!("review-played"),
                &mut worded.iter().map(|said| said.texts(brief).0),
            );
            let best = widest(
                &t!("review-best"),
                &mut costly().map(|said| said.texts(brief).1),
            );
            // What is left over goes to the best choice's column, before "Lost".
            (played + best <= room).then_some((played, room - played, brief))
        });
        let (played, best, brief) = fitting.unwrap_or((room / 2, room - room / 2, true));
        Columns {
            turn,
            roll,
            dice,
            played,
            best,
            lost,
            brief,
        }
    }

    fn line(
        &self,
        turn: &str,
        roll: &str,
        dice: &str,
        played: &str,
        best: &str,
        lost: &str,
    ) -> String {
        format!(
            " {} {}  {}  {} {} {}",
            right(turn, self.turn),
            right(roll, self.roll),
            text::pad(dice, self.dice),
            text::pad(played, self.played),
            text::pad(best, self.best),
            right(lost, self.lost)
        )
    }
}

/// A decision's choices in words: in full, and brief for a narrow screen.
struct Worded {
    played: String,
    best: String,
    played_brief: String,
    best_brief: String,
}

impl Worded {
    fn of(rules: RuleSet, decision: &ReviewedDecision) -> Self {
        Worded {
            played: words::choice(rules, &decision.played),
            best: words::choice(rules, &decision.best),
            played_brief: words::brief_choice(rules, &decision.played),
            best_brief: words::brief_choice(rules, &decision.best),
        }
    }

    /// The played and the best choice, in brief or in full.
    fn texts(&self, brief: bool) -> (&str, &str) {
        if brief {
            (&self.played_brief, &self.best_brief)
        } else {
            (&self.played, &self.best)
        }
    }
}

/// `text` right-aligned in `columns` columns.
fn right(text: &str, columns: usize) -> String {
    format!(
        "{}{text}",
        " ".repeat(columns.saturating_sub(text::width(text)))
    )
}

/// The review's keys, from the keymap: switching players only where there are several; on a
/// border `width` columns wide, what does not fit between its corners left out.
fn keys_line(theme: &Theme, players: usize, width: u16) -> Line<'static> {
    let keys: Vec<(String, &str)> = keymap::footer_ids(Keys::Review)
        .into_iter()
        .filter(|(_, id)| *id != "footer-player" || players > 1)
        .collect();
    let room = usize::from(width.saturating_sub(2));
    message::footer(theme, &message::fitted(keymap::translated(keys), room)).centered()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scrolling_stays_within_the_decisions() {
        let mut scroll = 0;
        assert_eq!(act(&mut scroll, 30, Action::Up), ReviewOutcome::Scrolled);
        assert_eq!(scroll, 0);
        act(&mut scroll, 30, Action::PageDown);
        assert_eq!(scroll, 10);
        act(&mut scroll, 30, Action::End);
        assert_eq!(scroll, 29);
        act(&mut scroll, 30, Action::Down);
        assert_eq!(scroll, 29);
        act(&mut scroll, 30, Action::Home);
        assert_eq!(scroll, 0);
    }

    #[test]
    fn tab_and_the_arrows_switch_players_and_esc_goes_back() {
        let mut scroll = 3;
        assert_eq!(
            act(&mut scroll, 30, Action::NextPlayer),
            ReviewOutcome::Player(1)
        );
        assert_eq!(
            act(&mut scroll, 30, Action::PreviousPlayer),
            ReviewOutcome::Player(-1)
        );
        assert_eq!(act(&mut scroll, 30, Action::Back), ReviewOutcome::Back);
        assert_eq!(act(&mut scroll, 30, Action::Roll), ReviewOutcome::Ignored);
        assert_eq!(scroll, 3);
    }
}
