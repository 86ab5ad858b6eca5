//! The review of a finished game: every decision against optimal play, with the points lost;
//! at a table, each human's game in turn.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Widget};

use super::Screen;
use crate::review::Review;
use crate::tui::app::App;
use crate::tui::keymap::{self, Action, Keys};
use crate::tui::widgets::message;

/// Scrolling, switching players, and back to the game.
pub fn act(app: &mut App, action: Action) -> bool {
    let Screen::Review(scroll) = &mut app.screen else {
        return false;
    };
    let last = app
        .review
        .as_ref()
        .map_or(0, |r| r.decisions.len().saturating_sub(1));
    *scroll = match action {
        Action::NextPlayer => {
            app.review_next_player(1);
            return true;
        }
        Action::PreviousPlayer => {
            app.review_next_player(-1);
            return true;
        }
        Action::Up => scroll.saturating_sub(1),
        Action::Down => (*scroll + 1).min(last),
        Action::PageUp => scroll.saturating_sub(10),
        Action::PageDown => (*scroll + 10).min(last),
        Action::Home => 0,
        Action::End => last,
        Action::Back => {
            app.screen = Screen::Board;
            return true;
        }
        _ => return false,
    };
    true
}

pub fn render(app: &App, scroll: usize, area: Rect, buf: &mut Buffer) {
    if let Some(review) = app.review() {
        render_decisions(app, review, scroll, area, buf);
    }
}

fn render_decisions(app: &App, review: &Review, scroll: usize, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.panel_border)
        .title(Span::styled(
            match app.reviewed_player() {
                Some(name) => format!(
                    " Review · {} · {:.2} expected points lost ",
                    crate::text::sanitize(name),
                    review.total_lost
                ),
                None => format!(
                    " Review · {:.2} expected points lost to optimal play ",
                    review.total_lost
                ),
            },
            theme.panel_title,
        ))
        .title_bottom(keys_line(app));
    let inner = block.inner(area);
    block.render(area, buf);
    let [header, rows] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(inner);
    // The played and best columns share what the fixed columns leave, so "Lost" always shows.
    let text_width = usize::from(inner.width.saturating_sub(31) / 2).clamp(8, 22);
    let cut = |text: &str| text.chars().take(text_width).collect::<String>();
    let line = |turn: &str, roll: &str, dice: &str, played: &str, best: &str, lost: &str| {
        format!(
            " {turn:>4} {roll:>4}  {dice:<9}  {:<text_width$} {:<text_width$} {lost:>6}",
            cut(played),
            cut(best)
        )
    };
    Line::styled(
        line("Turn", "Roll", "Dice", "Played", "Best", "Lost"),
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
                format!("{:.2}", d.lost)
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
fn keys_line(app: &App) -> Line<'static> {
    let keys: Vec<(String, &str)> = keymap::footer(Keys::Review)
        .into_iter()
        .filter(|(_, word)| *word != "player" || app.reviewable_players() > 1)
        .collect();
    message::footer(app.theme(), &keys).centered()
}
