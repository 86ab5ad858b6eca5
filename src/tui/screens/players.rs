//! The players screen: who plays the next game, in turn order, people and bots. A screen of
//! its own, nothing of the last game around it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::Screen;
use super::name_prompt::{Edit, edit, with_caret};
use crate::table::{MAX_SEATS, SeatKind};
use crate::text;
use crate::tui::app::App;
use crate::tui::keymap::{self, Action, Keys};
use crate::tui::widgets::popup;

/// The players being set up for the next game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: Vec<(String, SeatKind)>,
    pub cursor: usize,
    /// The name being typed when renaming the player under the cursor.
    pub editing: Option<String>,
    /// Where typing goes in that name, in characters.
    pub caret: usize,
}

impl Setup {
    pub fn new(players: Vec<(String, SeatKind)>) -> Self {
        Setup {
            players,
            cursor: 0,
            editing: None,
            caret: 0,
        }
    }

    /// Renaming: keeps the name typed unless another player has it (compared without case,
    /// as players read names) or it is empty.
    fn rename(&mut self, action: Action) -> Result<(), String> {
        let Some(name) = &mut self.editing else {
            return Ok(());
        };
        match action {
            Action::Confirm => {
                let wanted = name.trim().to_string();
                let taken = self.players.iter().enumerate().any(|(i, (other, _))| {
                    i != self.cursor && other.to_lowercase() == wanted.to_lowercase()
                });
                if taken {
                    return Err(format!(
                        "{wanted} is already at the table: each player needs a name of their own"
                    ));
                }
                if !text::valid_name(&wanted) {
                    return Err("A player needs a name: type one, or Esc to keep the old".into());
                }
                self.players[self.cursor].0 = wanted;
                self.editing = None;
            }
            Action::Back => self.editing = None,
            other => {
                if let Edit::Refused(reason) = edit(name, &mut self.caret, other) {
                    return Err(reason);
                }
            }
        }
        Ok(())
    }

    /// Adds a player of `kind` at the end, under a name no one else has.
    fn add(&mut self, kind: SeatKind) -> Result<(), String> {
        let count = self.players.len();
        if count >= MAX_SEATS {
            return Err(format!("A table has at most {MAX_SEATS} players"));
        }
        let name = match kind {
            SeatKind::Human => format!("Player {}", count + 1),
            SeatKind::Bot => "Bot".to_string(),
            SeatKind::EasyBot => "Easy bot".to_string(),
        };
        self.players.push((name, kind));
        self.players = crate::table::unique_names(std::mem::take(&mut self.players));
        self.cursor = count;
        Ok(())
    }
}

/// The players screen's keys; `s` starts the table.
pub fn act(app: &mut App, action: Action) -> bool {
    let Screen::Setup(setup) = &mut app.screen else {
        return false;
    };
    // A refusal stays on the screen until the next key.
    app.status = None;
    if setup.editing.is_some() {
        if let Err(reason) = setup.rename(action) {
            app.say_warning(reason);
        }
        return true;
    }
    let count = setup.players.len();
    let refused = match action {
        Action::Up => {
            setup.cursor = setup.cursor.saturating_sub(1);
            Ok(())
        }
        Action::Down => {
            setup.cursor = (setup.cursor + 1).min(count - 1);
            Ok(())
        }
        // A person is named at once: typing starts on an empty name, Esc keeps "Player n".
        Action::AddPlayer => setup.add(SeatKind::Human).map(|()| {
            setup.editing = Some(String::new());
            setup.caret = 0;
        }),
        Action::AddBot => setup.add(SeatKind::Bot),
        Action::AddEasyBot => setup.add(SeatKind::EasyBot),
        Action::Remove if count > 1 => {
            setup.players.remove(setup.cursor);
            setup.cursor = setup.cursor.min(count - 2);
            Ok(())
        }
        Action::Remove => Err("A game needs a player: add another before removing this one".into()),
        Action::MoveUp if setup.cursor > 0 => {
            setup.players.swap(setup.cursor, setup.cursor - 1);
            setup.cursor -= 1;
            Ok(())
        }
        Action::MoveDown if setup.cursor + 1 < count => {
            setup.players.swap(setup.cursor, setup.cursor + 1);
            setup.cursor += 1;
            Ok(())
        }
        Action::MoveUp | Action::MoveDown => Ok(()),
        Action::Confirm => {
            let name = setup.players[setup.cursor].0.clone();
            setup.caret = name.chars().count();
            setup.editing = Some(name);
            Ok(())
        }
        Action::Start => {
            let players = crate::table::unique_names(setup.players.clone());
            app.start_table(players);
            Ok(())
        }
        Action::Back => {
            app.screen = Screen::Board;
            Ok(())
        }
        _ => return false,
    };
    if let Err(reason) = refused {
        app.say_warning(reason);
    }
    true
}

pub fn render(app: &App, setup: &Setup, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let popup = popup::centered(area, 60, 16);
    Clear.render(popup, buf);
    let mut lines = vec![Line::default()];
    for (index, (name, kind)) in setup.players.iter().enumerate() {
        let selected = index == setup.cursor;
        let shown = match (&setup.editing, selected) {
            (Some(typing), true) => with_caret(typing, setup.caret),
            _ => text::sanitize(name),
        };
        let line = format!(
            " {} {}. {} {:<8}",
            if selected { "›" } else { " " },
            index + 1,
            text::pad(&shown, 27),
            kind.label()
        );
        let style = if selected {
            theme.cursor_row
        } else {
            Style::new()
        };
        lines.push(Line::styled(line, style));
    }
    while lines.len() < 8 {
        lines.push(Line::default());
    }
    // What the last key was refused for, else the keys of this screen (wrapped, never cut).
    let inner = usize::from(popup.width.saturating_sub(3));
    let message = match app.status() {
        Some(crate::tui::app::Status::Warning(reason)) => Some(reason.as_str()),
        _ => None,
    };
    if let Some(reason) = message {
        for line in crate::tui::widgets::message::wrap(&text::sanitize(reason), inner) {
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
    for line in crate::tui::widgets::message::wrap(&words.join(" · "), inner) {
        lines.push(Line::styled(format!(" {line}"), theme.key_help));
    }
    let height = (lines.len() as u16 + 3).max(16);
    let popup = popup::centered(area, 60, height);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .block(popup::block(theme, " Players · turn order "))
        .render(popup, buf);
}
