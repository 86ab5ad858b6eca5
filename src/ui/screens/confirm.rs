//! The yes/no questions: scratching a box for 0, a move the coach finds costly, and quitting.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::t;
use crate::ui::keymap::Action;
use crate::ui::theme::Theme;
use crate::ui::widgets::popup;

/// The answer a key gives: `y` yes; `n`, Esc or any other key no (the keymap makes them
/// `No`). Quitting at once and suspending are not answers.
pub fn answer(action: Action) -> Option<bool> {
    match action {
        Action::Yes => Some(true),
        Action::No => Some(false),
        _ => None,
    }
}

/// "Scratch *box* for 0? y/n".
pub fn render_scratch(theme: &Theme, box_name: &str, area: Rect, buf: &mut Buffer) {
    let question = t!("scratch-question", name = box_name.to_string());
    popup::question(theme, area, buf, &format!(" {} ", t!("scratch")), &question);
}

/// The coach, before a costly move: "Coach: that costs … Go ahead? y/n".
pub fn render_costly(theme: &Theme, question: &str, area: Rect, buf: &mut Buffer) {
    popup::question(theme, area, buf, &format!(" {} ", t!("coach")), question);
}

pub fn render_quit(theme: &Theme, question: &str, area: Rect, buf: &mut Buffer) {
    popup::question(theme, area, buf, &format!(" {} ", t!("quit")), question);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_yes_and_no_answer() {
        assert_eq!(answer(Action::Yes), Some(true));
        assert_eq!(answer(Action::No), Some(false));
        assert_eq!(answer(Action::QuitNow), None);
        assert_eq!(answer(Action::Suspend), None);
    }
}
