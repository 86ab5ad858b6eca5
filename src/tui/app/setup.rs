//! Between games: opening the players screen, and starting the table it sets up.

use super::{App, Status};
use yatzy_core::play::{Turn, Viewer};
use yatzy_core::table::{SeatKind, Table};
use yatzy_i18n::t;
use yatzy_session::PlayClock;
use yatzy_ui::screens::{Screen, Setup};

impl App {
    pub(super) fn open_setup(&mut self) {
        if self.record_owed() {
            self.status = Some(Status::Warning(t!("setup-score-owed")));
            return;
        }
        if self.game_in_progress() {
            self.status = Some(Status::Warning(t!("setup-game-on")));
            return;
        }
        let players = self
            .table
            .seats()
            .iter()
            .map(|s| {
                // The solitaire player's placeholder is shown as the card shows it ("Du").
                let name = if s.name == yatzy_core::table::SOLITAIRE_NAME {
                    t!("you")
                } else {
                    s.name.clone()
                };
                (name, s.kind)
            })
            .collect();
        self.status = None;
        self.screen = Screen::Setup(Setup::new(players));
    }

    /// A new game for `players`, the dice following from this game's seed.
    pub(super) fn start_table(&mut self, players: Vec<(String, SeatKind)>) {
        let rules = self.table.rules();
        let seed = yatzy_core::simulate::game_seed(self.table.seats()[0].game.seed(), 7);
        match Table::new(rules, seed, players) {
            Ok(table) => {
                self.data.session.release(self.table.id());
                self.table = table;
                self.screen = Screen::Board;
                self.turn = Turn::new(Viewer::Everyone, &self.table);
                self.data.recorded = None;
                self.review = None;
                self.reviewed_seat = None;
                self.hint = None;
                self.bots.forget();
                self.data.clock = PlayClock::starting_at(0);
                if !self.table.is_solitaire() {
                    self.announce_turn();
                }
            }
            Err(error) => self.status = Some(Status::Warning(error.to_string())),
        }
    }
}
