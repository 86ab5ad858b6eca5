//! Popups: a box centred over whatever is shown, and the yes/no question.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, BorderType, Clear, Padding, Paragraph, Widget, Wrap};

use crate::theme::Theme;

/// A box of `width` x `height` centred in `area`, clipped to it.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] = Layout::vertical([Constraint::Length(height.min(area.height))])
        .flex(Flex::Center)
        .areas(area);
    let [cell] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(row);
    cell
}

/// The frame of every popup: a double border and a centred title.
pub fn block<'a>(theme: &Theme, title: impl Into<Line<'a>>) -> Block<'a> {
    Block::bordered()
        .border_type(BorderType::Double)
        .border_style(theme.popup_border)
        .title(title.into().centered())
        .style(theme.popup)
}

/// A popup's frame titled `title`, spaced from the border.
pub fn titled(theme: &Theme, title: &str) -> Block<'static> {
    block(theme, format!(" {title} "))
}

/// The frame of a screen's panel: a rounded border, and `title` (spaced from it) on top.
pub(crate) fn panel(theme: &Theme, title: &str) -> Block<'static> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.panel_border)
        .title(Span::styled(format!(" {title} "), theme.panel_title))
}

/// Two popups one above the other, centred together in `area` and never overlapping: the
/// rows of the `upper` one and of the `lower` one (each then centres itself in its rows).
/// `None` where both do not fit.
pub fn stacked(area: Rect, upper: u16, lower: u16) -> Option<(Rect, Rect)> {
    if upper + lower > area.height {
        return None;
    }
    let [_, upper, lower, _] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(upper),
        Constraint::Length(lower),
        Constraint::Fill(1),
    ])
    .areas(area);
    Some((upper, lower))
}

/// A yes/no question's width and height in `area`.
fn question_size(area: Rect, question: &str) -> (u16, u16) {
    let length = yatzy_core::text::width(question) as u16;
    // At least as wide as the box names it covers, so none is left cut in half beside it.
    let width = (length + 8).clamp(48, area.width.saturating_sub(2).max(48));
    let inner = width.saturating_sub(4).max(1);
    let lines = crate::text::wrap(question, usize::from(inner)).len() as u16;
    (width, lines + 4)
}

/// The rows a yes/no question takes in `area`.
pub(crate) fn question_height(area: Rect, question: &str) -> u16 {
    question_size(area, question).1
}

/// A yes/no question, as wide as it and the screen allow: a long one wraps, never cut.
pub fn question(theme: &Theme, area: Rect, buf: &mut Buffer, title: &str, question: &str) {
    let (width, height) = question_size(area, question);
    let popup = centered(area, width, height);
    Clear.render(popup, buf);
    let text = Text::from(vec![Line::default(), Line::styled(question, theme.warning)]);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .block(titled(theme, title).padding(Padding::horizontal(1)))
        .render(popup, buf);
}
