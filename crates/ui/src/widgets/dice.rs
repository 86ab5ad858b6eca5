//! The dice on the table, their labels (held, the cursor, a hint's star) and the Roll button.

use ratatui::buffer::Buffer;
use ratatui::layout::Alignment;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Paragraph, Widget};

use crate::dice_art::face_lines;
use crate::view::BoardView;
use yatzy_i18n::t;

pub(crate) fn render(view: &BoardView, buf: &mut Buffer) {
    let theme = view.theme;
    let board = &view.layout;
    let game = view.game();
    let held = game.held();
    for (index, &is_held) in held.iter().enumerate() {
        let face = game.dice().and_then(|d| d.get(index));
        let (border, style) = match (face, is_held) {
            (None, _) => (BorderType::Plain, theme.die_blank),
            (Some(_), true) => (BorderType::Double, theme.die_held),
            (Some(_), false) => (BorderType::Rounded, theme.die),
        };
        let lines: Vec<Line> = match face {
            Some(face) => face_lines(face).into_iter().map(Line::from).collect(),
            None => vec![Line::default(), Line::from("   ?   "), Line::default()],
        };
        Paragraph::new(lines)
            .style(style)
            .block(Block::bordered().border_type(border).border_style(style))
            .render(board.dice[index], buf);

        let number = index + 1;
        // A hint marks the dice it would hold with a star.
        let suggested = view
            .hint
            .and_then(|h| h.held)
            .is_some_and(|held| held[index]);
        let star = if suggested { " ★" } else { "" };
        let label = if is_held {
            format!("{number} {}{star}", t!("die-held"))
        } else {
            format!("{number}{star}")
        };
        let label_style = if is_held {
            theme.die_label_held
        } else {
            theme.die_label
        };
        let (label, label_style) = if view.die_cursor == index {
            (format!("›{label}‹"), label_style.patch(theme.die_cursor))
        } else {
            (label, label_style)
        };
        Line::styled(label, label_style)
            .alignment(Alignment::Center)
            .render(board.labels[index], buf);
    }
}

pub(crate) fn render_roll_button(view: &BoardView, buf: &mut Buffer) {
    let theme = view.theme;
    let area = view.layout.roll_button;
    let left = view.game().rolls_left();
    let (style, border, text) = match left {
        0 => (theme.button_disabled, theme.button_disabled, t!("no-rolls")),
        3 => (theme.button, theme.key, t!("roll-all")),
        _ => (theme.button, theme.key, t!("roll")),
    };
    let block = Block::bordered()
        .border_style(border)
        .title_bottom(Line::from(format!(" {} ", t!("rolls-left", left = left))).centered());
    let inner = block.inner(area);
    block.render(area, buf);
    buf.set_style(inner, style);
    Line::from(text)
        .alignment(Alignment::Center)
        .render(inner, buf);
}
