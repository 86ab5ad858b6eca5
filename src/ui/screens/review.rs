//! The review of a finished game: every decision against optimal play, with the points lost;
//! at a table, each human's game in turn.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Widget};

use crate::core::review::Review;
use crate::ui::keymap::{self, Action, Keys};
use crate::ui::theme::Theme;
use crate::ui::view::Standing;
use crate::ui::widgets::message;
use crate::{i18n, t};

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
}

/// The trajectory's height, where the screen has room for it and for ten decisions.
const CHART_HEIGHT: u16 = 9;

pub fn render(reviewed: &Reviewed, theme: &Theme, scroll: usize, area: Rect, buf: &mut Buffer) {
    let review = reviewed.review;
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.panel_border)
        .title(Span::styled(
            match reviewed.player {
                Some(name) => format!(
                    " {} ",
                    t!(
                        "review-title-player",
                        name = crate::core::text::sanitize(name),
                        lost = i18n::decimal(review.total_lost, 2)
                    )
                ),
                None => format!(
                    " {} ",
                    t!("review-title", lost = i18n::decimal(review.total_lost, 2))
                ),
            },
            theme.panel_title,
        ))
        .title_bottom(keys_line(theme, reviewed.players));
    let inner = block.inner(area);
    block.render(area, buf);
    // The standing and the trajectory on top, when known and where there is room.
    let chart_height = match reviewed.bands {
        Some(_) if inner.height >= CHART_HEIGHT + 11 && review.trajectory.len() > 1 => CHART_HEIGHT,
        _ => 0,
    };
    let standing_height = u16::from(reviewed.standing.is_some());
    let [standing, chart, header, rows] = Layout::vertical([
        Constraint::Length(standing_height),
        Constraint::Length(chart_height),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(inner);
    if let Some(known) = reviewed.standing {
        let score = format!(
            "{:.0}",
            review.trajectory.last().copied().unwrap_or_default()
        );
        let said = match known {
            Standing::Beats(share) => t!(
                "review-standing",
                score = score,
                share = i18n::percent(share)
            ),
            Standing::Computing => t!("review-standing-computing", score = score),
        };
        Line::styled(format!(" {said}"), theme.banner).render(standing, buf);
    }
    if let Some(bands) = reviewed.bands.filter(|_| chart_height > 0) {
        let area = chart.inner(ratatui::layout::Margin::new(1, 0));
        crate::ui::widgets::trajectory::render(&review.trajectory, bands, theme, area, buf);
    }
    // The played and best columns share what the fixed columns leave, so "Lost" always shows.
    let text_width = usize::from(inner.width.saturating_sub(33) / 2).clamp(8, 22);
    let cut = |text: &str| text.chars().take(text_width).collect::<String>();
    let line = |turn: &str, roll: &str, dice: &str, played: &str, best: &str, lost: &str| {
        format!(
            " {turn:>5} {roll:>5}  {dice:<9}  {:<text_width$} {:<text_width$} {lost:>6}",
            cut(played),
            cut(best)
        )
    };
    Line::styled(
        line(
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
        .skip(scroll)
        .take(usize::from(rows.height))
        .map(|d| {
            let lost = if d.lost == 0.0 {
                "—".to_string()
            } else {
                i18n::decimal(d.lost, 2)
            };
            let best = if d.lost == 0.0 {
                String::new()
            } else {
                d.best.clone()
            };
            let text = line(
                &d.turn.to_string(),
                &d.roll.to_string(),
                &d.dice,
                &d.played,
                &best,
                &lost,
            );
            let style = if d.lost > 1.0 {
                theme.warning
            } else {
                Style::new()
            };
            Line::styled(text, style)
        })
        .collect();
    Paragraph::new(lines).render(rows, buf);
}

/// The review's keys, from the keymap: switching players only where there are several.
fn keys_line(theme: &Theme, players: usize) -> Line<'static> {
    let keys: Vec<(String, &str)> = keymap::footer_ids(Keys::Review)
        .into_iter()
        .filter(|(_, id)| *id != "footer-player" || players > 1)
        .collect();
    message::footer(theme, &keymap::translated(keys)).centered()
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
