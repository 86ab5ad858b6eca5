//! Messages about the player's data, shown whole in a popup over whatever is on screen until
//! a key is pressed.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};

use crate::theme::Theme;
use crate::widgets::popup;

/// The popup's width in `area`, and its lines.
fn layout<'a>(alerts: &[String], theme: &Theme, area: Rect) -> (u16, Vec<Line<'a>>) {
    let width = area.width.saturating_sub(4).clamp(20, 90);
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let mut lines: Vec<Line> = Vec::new();
    for alert in alerts {
        let alert = yatzy_core::text::sanitize(alert);
        lines.extend(
            crate::text::wrap(&alert, inner)
                .into_iter()
                .map(|line| Line::styled(line, theme.warning)),
        );
        lines.push(Line::default());
    }
    lines.push(Line::styled(yatzy_i18n::t!("alerts-close"), theme.key));
    (width, lines)
}

/// The rows the popup takes in `area`.
pub fn height(alerts: &[String], theme: &Theme, area: Rect) -> u16 {
    layout(alerts, theme, area).1.len() as u16 + 2
}

/// The popup, centred in `area`.
pub fn render(alerts: &[String], theme: &Theme, area: Rect, buf: &mut Buffer) {
    let (width, lines) = layout(alerts, theme, area);
    let popup = popup::centered(area, width, lines.len() as u16 + 2);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .block(
            popup::titled(theme, &yatzy_i18n::t!("alerts-title")).padding(Padding::horizontal(1)),
        )
        .render(popup, buf);
}
