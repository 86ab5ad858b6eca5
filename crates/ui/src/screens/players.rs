//! The players screen: who plays the next game, in turn order, people and bots. A screen of
//! its own, nothing of the last game around it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::keymap::{self, Action, Keys};
use crate::theme::Theme;
use crate::widgets::popup;
use yatzy_core::play::{Edit, LineEditor, LineKind};
use yatzy_core::table::{MAX_SEATS, SeatKind, same_name};
use yatzy_core::text;

/// The players being set up for the next game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: Vec<(String, SeatKind)>,
    pub cursor: usize,
    /// The name being typed, and its caret, when renaming the player under the cursor.
    pub editing: Option<LineEditor>,
}

impl Setup {
    pub fn new(players: Vec<(String, SeatKind)>) -> Self {
        Setup {
            players,
            cursor: 0,
            editing: None,
        }
    }

    /// Renaming: keeps the name typed unless another player has it (by the one name rule,
    /// [`same_name`]: as players read names) or it is empty.
    fn rename(&mut self, action: Action) -> Result<(), String> {
        let Some(name) = &mut self.editing else {
            return Ok(());
        };
        match action {
            Action::Confirm => {
                let wanted = name.text().trim().to_string();
                let taken = self
                    .players
                    .iter()
                    .enumerate()
                    .any(|(i, (other, _))| i != self.cursor && same_name(other, &wanted));
                if taken {
                    return Err(yatzy_i18n::t!("players-taken", name = wanted));
                }
                if !text::valid_name(&wanted) {
                    return Err(yatzy_i18n::t!("players-need-name"));
                }
                self.players[self.cursor].0 = wanted;
                self.editing = None;
            }
            Action::Back => self.editing = None,
            other => {
                if let Some(key) = keymap::line_key(other)
                    && let Edit::Refused(reason) = name.key(key)
                {
                    return Err(crate::words::line_refusal(reason));
                }
            }
        }
        Ok(())
    }

    /// Adds a player of `kind` at the end, under a name no one else has.
    fn add(&mut self, kind: SeatKind) -> Result<(), String> {
        let count = self.players.len();
        if count >= MAX_SEATS {
            return Err(yatzy_i18n::t!("players-full", most = MAX_SEATS));
        }
        let name = match kind {
            SeatKind::Human => yatzy_i18n::t!("player-name", number = count + 1),
            kind => crate::words::bot_name(kind),
        };
        self.players.push((name, kind));
        self.players = yatzy_core::table::unique_names(std::mem::take(&mut self.players));
        self.cursor = count;
        Ok(())
    }
}

/// What a key did on the players screen, for the app to carry out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupOutcome {
    Ignored,
    Changed,
    /// Refused, with the reason to show.
    Refused(String),
    /// `s`: a new table of these players, in this order.
    Start(Vec<(String, SeatKind)>),
    /// Esc: back to the game, nothing changed.
    Back,
}

impl Setup {
    /// The players screen's keys: moving, adding, removing, renaming, reordering; `s` starts
    /// the table.
    pub fn act(&mut self, action: Action) -> SetupOutcome {
        if self.editing.is_some() {
            return outcome(self.rename(action));
        }
        let count = self.players.len();
        let done = match action {
            Action::Up => {
                self.cursor = self.cursor.saturating_sub(1);
                Ok(())
            }
            Action::Down => {
                self.cursor = (self.cursor + 1).min(count - 1);
                Ok(())
            }
            // A person is named at once: typing starts on an empty name, Esc keeps "Player n".
            Action::AddPlayer => self
                .add(SeatKind::Human)
                .map(|()| self.editing = Some(LineEditor::new(LineKind::Name))),
            Action::AddBot => self.add(SeatKind::Bot),
            Action::AddEasyBot => self.add(SeatKind::EasyBot),
            Action::AddWinBot => self.add(SeatKind::WinBot),
            Action::Remove if count > 1 => {
                self.players.remove(self.cursor);
                self.cursor = self.cursor.min(count - 2);
                Ok(())
            }
            Action::Remove => Err(yatzy_i18n::t!("players-last")),
            Action::MoveUp if self.cursor > 0 => {
                self.players.swap(self.cursor, self.cursor - 1);
                self.cursor -= 1;
                Ok(())
            }
            Action::MoveDown if self.cursor + 1 < count => {
                self.players.swap(self.cursor, self.cursor + 1);
                self.cursor += 1;
                Ok(())
            }
            Action::MoveUp | Action::MoveDown => Ok(()),
            // The name as it is (one from a saved table included), the caret at its end.
            Action::Confirm => {
                let name = &self.players[self.cursor].0;
                self.editing = Some(LineEditor::at(LineKind::Name, name, name.chars().count()));
                Ok(())
            }
            Action::Start => {
                return SetupOutcome::Start(yatzy_core::table::unique_names(self.players.clone()));
            }
            Action::Back => return SetupOutcome::Back,
            _ => return SetupOutcome::Ignored,
        };
        outcome(done)
    }
}

/// A change made, or refused with its reason.
fn outcome(done: Result<(), String>) -> SetupOutcome {
    done.map_or_else(SetupOutcome::Refused, |()| SetupOutcome::Changed)
}

/// The players in turn order, the cursor's highlighted, and under them what the last key was
/// refused for (`refusal`) and this screen's keys.
pub fn render(setup: &Setup, theme: &Theme, refusal: Option<&str>, area: Rect, buf: &mut Buffer) {
    let popup = popup::centered(area, 60, 16);
    Clear.render(popup, buf);
    let mut lines = vec![Line::default()];
    for (index, (name, kind)) in setup.players.iter().enumerate() {
        let selected = index == setup.cursor;
        let shown = match (&setup.editing, selected) {
            (Some(typing), true) => typing.shown(),
            _ => text::sanitize(name),
        };
        let line = format!(
            " {} {}. {} {:<8}",
            if selected { "›" } else { " " },
            index + 1,
            text::pad(&shown, 27),
            match kind {
                SeatKind::Human => yatzy_i18n::t!("players-human"),
                SeatKind::Bot => yatzy_i18n::t!("players-bot"),
                SeatKind::EasyBot => yatzy_i18n::t!("players-easy-bot"),
                SeatKind::WinBot => yatzy_i18n::t!("players-win-bot"),
            }
        );
        let style = theme.row(selected);
        lines.push(Line::styled(line, style));
    }
    while lines.len() < 8 {
        lines.push(Line::default());
    }
    // What the last key was refused for, else the keys of this screen (wrapped, never cut).
    // Inside the border, a column of margin each side.
    let inner = usize::from(popup.width.saturating_sub(4));
    if let Some(reason) = refusal {
        for line in crate::text::wrap(&text::sanitize(reason), inner) {
            lines.push(Line::styled(format!(" {line}"), theme.warning));
        }
    }
    let keys = if setup.editing.is_some() {
        Keys::Renaming
    } else {
        Keys::Players
    };
    let words: Vec<String> = keymap::footer(keys)
        .into_iter()
        .map(|(key, word)| format!("{key}: {word}"))
        .collect();
    for line in crate::text::wrap(&words.join(" · "), inner) {
        lines.push(Line::styled(format!(" {line}"), theme.key_help));
    }
    let height = (lines.len() as u16 + 3).max(16);
    let popup = popup::centered(area, 60, height);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .block(popup::titled(theme, &yatzy_i18n::t!("players-title")))
        .render(popup, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(names: &[(&str, SeatKind)]) -> Setup {
        Setup::new(names.iter().map(|(n, k)| (n.to_string(), *k)).collect())
    }

    fn type_name(setup: &mut Setup, name: &str) {
        for c in name.chars() {
            setup.act(Action::Type(c));
        }
    }

    #[test]
    fn a_person_is_added_named_and_started_with() {
        let mut setup = setup(&[("Ann", SeatKind::Human)]);
        assert_eq!(setup.act(Action::AddPlayer), SetupOutcome::Changed);
        type_name(&mut setup, "Bob");
        assert_eq!(setup.act(Action::Confirm), SetupOutcome::Changed);
        assert_eq!(setup.act(Action::AddBot), SetupOutcome::Changed);
        assert_eq!(
            setup.act(Action::Start),
            SetupOutcome::Start(vec![
                ("Ann".into(), SeatKind::Human),
                ("Bob".into(), SeatKind::Human),
                ("Bot".into(), SeatKind::Bot),
            ])
        );
    }

    #[test]
    fn a_seventh_player_and_removing_the_last_are_refused() {
        let mut full = setup(&[("Ann", SeatKind::Human); 1]);
        for _ in 0..5 {
            full.act(Action::AddBot);
        }
        assert!(
            matches!(full.act(Action::AddEasyBot), SetupOutcome::Refused(m) if m.contains("at most 6"))
        );
        let mut alone = setup(&[("Ann", SeatKind::Human)]);
        assert!(matches!(
            alone.act(Action::Remove),
            SetupOutcome::Refused(_)
        ));
        assert_eq!(alone.players.len(), 1);
    }

    #[test]
    fn reordering_moves_the_player_under_the_cursor() {
        let mut setup = setup(&[("Ann", SeatKind::Human), ("Bob", SeatKind::Human)]);
        setup.act(Action::Down);
        setup.act(Action::MoveUp);
        assert_eq!(setup.players[0].0, "Bob");
        assert_eq!(setup.cursor, 0);
        assert_eq!(setup.act(Action::Back), SetupOutcome::Back);
    }
}
