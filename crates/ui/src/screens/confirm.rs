//! The yes/no questions: scratching a box for 0, a move the coach finds costly, quitting, and
//! a new game in the middle of one.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::keymap::Action;
use crate::theme::Theme;
use crate::widgets::popup;
use yatzy_i18n::t;

/// The answer a key gives: `y` yes; `n`, Esc or any other key no (the keymap makes them
/// `No`). Quitting at once and suspending are not answers.
pub fn answer(action: Action) -> Option<bool> {
    match action {
        Action::Yes => Some(true),
        Action::No => Some(false),
        _ => None,
    }
}

/// A question on screen: its title and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Confirmation {
    title: String,
    text: String,
}

impl Confirmation {
    /// A question with its `title` (its words: the message ids stay literal at each caller, so
    /// the i18n test finds them) and its `text`.
    fn titled(title: String, text: String) -> Self {
        Confirmation { title, text }
    }

    /// "Scratch *box* for 0? y/n".
    pub fn scratch(box_name: &str) -> Self {
        Self::titled(
            t!("scratch"),
            t!("scratch-question", name = box_name.to_string()),
        )
    }

    /// The coach, before a costly move: "Coach: that costs … Go ahead? y/n".
    pub fn costly(question: &str) -> Self {
        Self::titled(t!("coach"), question.to_string())
    }

    /// "Quit? y/n", with what becomes of the game.
    pub fn quit(question: &str) -> Self {
        Self::titled(t!("quit"), question.to_string())
    }

    /// "A new game? y/n" while one is in progress, with what becomes of it.
    pub fn new_game(question: &str) -> Self {
        Self::titled(t!("new-game"), question.to_string())
    }

    /// The rows it takes in `area`.
    pub fn height(&self, area: Rect) -> u16 {
        popup::question_height(area, &self.text)
    }

    /// Drawn centred in `area`.
    pub fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        popup::question(theme, area, buf, &self.title, &self.text);
    }
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
