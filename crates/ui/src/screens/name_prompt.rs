//! The game is over: the name to record the score under, typed with a caret that moves.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::keymap::{self, Action};
use crate::theme::Theme;
use crate::widgets::popup;
use yatzy_core::play::{Edit, LineEditor, LineKind};
use yatzy_i18n::t;

/// The name being typed at game over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamePrompt {
    /// The name and where typing goes in it (at its end to begin with).
    pub name: LineEditor,
    /// What Esc (or quitting) records under: the last name used, else the login name.
    pub prefilled: String,
    /// The place the score takes in the table, if the table could be read.
    pub rank: Option<usize>,
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
    /// The prompt offering `prefilled` (as it is), the caret at its end.
    pub fn offering(prefilled: String) -> Self {
        NamePrompt {
            name: LineEditor::at(LineKind::Name, &prefilled, prefilled.chars().count()),
            prefilled,
            rank: None,
        }
    }

    /// Enter records what was typed (the offered name if nothing was), Esc the offered name;
    /// other keys edit.
    pub fn act(&mut self, action: Action) -> PromptOutcome {
        match action {
            Action::Confirm if self.name.text().trim().is_empty() => {
                PromptOutcome::Record(self.prefilled.clone())
            }
            Action::Confirm => PromptOutcome::Record(self.name.text().to_string()),
            Action::Back => PromptOutcome::Record(self.prefilled.clone()),
            other => match keymap::line_key(other).map(|key| self.name.key(key)) {
                Some(Edit::Refused(reason)) => {
                    PromptOutcome::Refused(crate::words::line_refusal(reason))
                }
                None => PromptOutcome::Ignored,
                Some(Edit::Changed | Edit::Unchanged) => PromptOutcome::Changed,
            },
        }
    }
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
            Span::styled(prompt.name.shown(), theme.filled),
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
        .block(popup::titled(theme, &t!("game-over")))
        .render(popup, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prompt(name: &str) -> NamePrompt {
        NamePrompt {
            name: LineEditor::at(LineKind::Name, name, name.chars().count()),
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
        assert_eq!(prompt.name.text(), "Bob");
        assert_eq!(prompt.act(Action::Roll), PromptOutcome::Ignored);
    }
}
