//! The game is over: the name to record the score under, typed with a caret that moves.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::keymap::{self, Action};
use crate::theme::Theme;
use crate::widgets::popup;
use yatzy_core::play::{self, LineEditor, LineKind};
use yatzy_i18n::t;

/// The name being typed at game over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamePrompt {
    pub name: String,
    /// Where typing goes, in characters from the start (the name's length: at its end).
    pub cursor: usize,
    /// What Esc (or quitting) records under: the last name used, else the login name.
    pub prefilled: String,
    /// The place the score takes in the table, if the table could be read.
    pub rank: Option<usize>,
}

/// What a key did to a name being typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    Changed,
    /// Nothing to do (erasing at the start, a caret at the end).
    Unchanged,
    /// Refused, with the reason for the status line.
    Refused(String),
    /// Not an editing key.
    NotEditing,
}

/// Applies an editing action to `name` with its caret at `caret` characters, through the
/// game's one line editor.
pub fn edit(name: &mut String, caret: &mut usize, action: Action) -> Edit {
    let Some(key) = keymap::line_key(action) else {
        return Edit::NotEditing;
    };
    let mut line = LineEditor::at(LineKind::Name, name, *caret);
    let edited = line.key(key);
    *name = line.text().to_string();
    *caret = line.caret();
    match edited {
        play::Edit::Changed => Edit::Changed,
        play::Edit::Unchanged => Edit::Unchanged,
        play::Edit::Refused(reason) => Edit::Refused(crate::words::line_refusal(reason)),
    }
}

/// What a key did to the name prompt, for the app to carry out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PromptOutcome {
    Ignored,
    Changed,
    Refused(String),
    /// Record the score under this name.
    Record(String),
}

impl NamePrompt {
    /// Enter records what was typed (the offered name if nothing was), Esc the offered name;
    /// other keys edit.
    pub fn act(&mut self, action: Action) -> PromptOutcome {
        match action {
            Action::Confirm if self.name.trim().is_empty() => {
                PromptOutcome::Record(self.prefilled.clone())
            }
            Action::Confirm => PromptOutcome::Record(self.name.clone()),
            Action::Back => PromptOutcome::Record(self.prefilled.clone()),
            other => match edit(&mut self.name, &mut self.cursor, other) {
                Edit::Refused(reason) => PromptOutcome::Refused(reason),
                Edit::NotEditing => PromptOutcome::Ignored,
                Edit::Changed | Edit::Unchanged => PromptOutcome::Changed,
            },
        }
    }
}

/// A name being typed with the caret where typing goes; each side sanitised on its own, so
/// the caret stays between the letters it was between.
pub fn with_caret(name: &str, caret: usize) -> String {
    LineEditor::at(LineKind::Name, name, caret).shown()
}

/// The prompt over the board, with the `total` being recorded.
pub fn render(prompt: &NamePrompt, theme: &Theme, total: u16, area: Rect, buf: &mut Buffer) {
    let popup = popup::centered(area, 52, 9);
    Clear.render(popup, buf);
    let rank = match prompt.rank {
        Some(rank) => t!("total-rank", total = total, rank = rank),
        None => t!("total-points", total = total),
    };
    let lines = vec![
        Line::default(),
        Line::styled(rank, theme.banner),
        Line::default(),
        Line::from(vec![
            Span::raw(format!("{} ", t!("name-label"))),
            Span::styled(with_caret(&prompt.name, prompt.cursor), theme.filled),
        ]),
        Line::default(),
        Line::styled(
            t!(
                "name-keys",
                name = yatzy_core::text::sanitize(&prompt.prefilled)
            ),
            theme.key_help,
        ),
    ];
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(popup::block(theme, &format!(" {} ", t!("game-over"))))
        .render(popup, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prompt(name: &str) -> NamePrompt {
        NamePrompt {
            name: name.into(),
            cursor: name.chars().count(),
            prefilled: "Ann".into(),
            rank: Some(1),
        }
    }

    #[test]
    fn typing_edits_at_the_caret_and_enter_records_it() {
        let mut prompt = prompt("Bo");
        prompt.act(Action::Home);
        prompt.act(Action::Type('J'));
        prompt.act(Action::End);
        prompt.act(Action::Type('b'));
        assert_eq!(
            prompt.act(Action::Confirm),
            PromptOutcome::Record("JBob".into())
        );
    }

    #[test]
    fn an_empty_name_or_esc_records_the_offered_one() {
        assert_eq!(
            prompt("  ").act(Action::Confirm),
            PromptOutcome::Record("Ann".into())
        );
        assert_eq!(
            prompt("Bob").act(Action::Back),
            PromptOutcome::Record("Ann".into())
        );
    }

    #[test]
    fn a_control_character_is_refused_and_changes_nothing() {
        let mut prompt = prompt("Bob");
        assert!(matches!(
            prompt.act(Action::Type('\t')),
            PromptOutcome::Refused(_)
        ));
        assert_eq!(prompt.name, "Bob");
        assert_eq!(prompt.act(Action::Roll), PromptOutcome::Ignored);
    }
}
