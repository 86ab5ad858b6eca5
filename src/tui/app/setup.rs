//! Choosing the players of the next game: the players screen's keys, and starting the table.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::{App, MAX_NAME_CHARS, Screen, Setup, Status};
use crate::session::PlayClock;
use crate::table::{SeatKind, Table};

impl App {
    pub(super) fn open_setup(&mut self) {
        if self.record_owed() {
            self.status = Some(Status::Warning(
                "Your score is not recorded yet: press n to try again".into(),
            ));
            return;
        }
        if self.game_in_progress() {
            self.status = Some(Status::Warning(
                "Finish or quit this game before changing players".into(),
            ));
            return;
        }
        let players = self
            .table
            .seats()
            .iter()
            .map(|s| (s.name.clone(), s.kind))
            .collect();
        self.screen = Screen::Setup(Setup {
            players,
            cursor: 0,
            editing: None,
        });
    }

    pub(super) fn setup_key(&mut self, key: KeyEvent) -> bool {
        let Screen::Setup(setup) = &mut self.screen else {
            return false;
        };
        if let Some(name) = &mut setup.editing {
            match key.code {
                KeyCode::Enter => {
                    let wanted = name.trim().to_string();
                    let taken = setup.players.iter().enumerate().any(|(i, (other, _))| {
                        i != setup.cursor && other.to_lowercase() == wanted.to_lowercase()
                    });
                    if taken {
                        self.status = Some(Status::Warning(format!(
                            "{wanted} is already at the table: each player needs a name of their own"
                        )));
                    } else if crate::text::valid_name(&wanted) {
                        setup.players[setup.cursor].0 = wanted;
                        setup.editing = None;
                    }
                }
                KeyCode::Esc => setup.editing = None,
                KeyCode::Backspace => {
                    name.pop();
                }
                KeyCode::Char(c)
                    if !key.modifiers.contains(KeyModifiers::CONTROL)
                        && crate::text::is_name_char(c) =>
                {
                    if name.chars().count() < MAX_NAME_CHARS {
                        name.push(c);
                    }
                }
                _ => return false,
            }
            return true;
        }
        let count = setup.players.len();
        let full = count >= crate::table::MAX_SEATS;
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => setup.cursor = setup.cursor.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => setup.cursor = (setup.cursor + 1).min(count - 1),
            KeyCode::Char(c @ ('a' | 'b' | 'e')) if !full => {
                let kind = match c {
                    'a' => SeatKind::Human,
                    'b' => SeatKind::Bot,
                    _ => SeatKind::EasyBot,
                };
                let name = match kind {
                    SeatKind::Human => format!("Player {}", count + 1),
                    SeatKind::Bot => "Bot".to_string(),
                    SeatKind::EasyBot => "Easy bot".to_string(),
                };
                setup.players.push((name, kind));
                setup.players = crate::table::unique_names(std::mem::take(&mut setup.players));
                setup.cursor = count;
            }
            KeyCode::Char('d') | KeyCode::Delete if count > 1 => {
                setup.players.remove(setup.cursor);
                setup.cursor = setup.cursor.min(count - 2);
            }
            KeyCode::Char('[') if setup.cursor > 0 => {
                setup.players.swap(setup.cursor, setup.cursor - 1);
                setup.cursor -= 1;
            }
            KeyCode::Char(']') if setup.cursor + 1 < count => {
                setup.players.swap(setup.cursor, setup.cursor + 1);
                setup.cursor += 1;
            }
            KeyCode::Enter => setup.editing = Some(setup.players[setup.cursor].0.clone()),
            KeyCode::Char('s') => {
                let players = crate::table::unique_names(setup.players.clone());
                self.start_table(players);
            }
            KeyCode::Esc => self.screen = Screen::Board,
            _ => return false,
        }
        true
    }

    /// A new game for `players`, the dice following from this game's seed.
    pub(super) fn start_table(&mut self, players: Vec<(String, SeatKind)>) {
        let rules = self.table.rules();
        let seed = crate::simulate::game_seed(self.table.seats()[0].game.seed(), 7);
        match Table::new(rules, seed, players) {
            Ok(table) => {
                self.session.release(self.table.id());
                self.table = table;
                self.screen = Screen::Board;
                self.box_cursor = self.table.game().card().open_categories().next();
                self.die_cursor = 0;
                self.recorded = None;
                self.review = None;
                self.reviewed_seat = 0;
                self.hint = None;
                self.bot_queue.clear();
                self.clock = PlayClock::starting_at(0);
                if !self.table.is_solitaire() {
                    self.announce_turn();
                }
            }
            Err(error) => self.status = Some(Status::Warning(error.to_string())),
        }
    }
}
