//! Driving the bots: one visible action at a time, and saying whose turn it is.

use super::{App, Status};
use crate::game::Command;
use crate::solver::{Greedy, Optimal, Strategy};
use crate::table::SeatKind;
use crate::tui::screens::Screen;

impl App {
    /// Whether a bot is to act now (an optimal bot waits for the solver's table).
    pub fn bot_to_move(&self) -> bool {
        let seat = self.table.current_seat();
        self.screen == Screen::Board
            && self.alerts.is_empty()
            && !self.table.is_over()
            && match seat.kind {
                SeatKind::Human => false,
                SeatKind::Bot => self.strategy.is_some(),
                SeatKind::EasyBot => true,
            }
    }

    /// One visible action of the bot whose turn it is: a roll, a hold or a scoring.
    pub fn bot_step(&mut self) -> bool {
        if !self.bot_to_move() {
            return false;
        }
        if self.bot_queue.is_empty() {
            let game = self.table.game();
            match game.dice() {
                None => self.bot_queue.push_back(Command::Roll),
                Some(_) => {
                    let chosen = match (self.table.current_seat().kind, self.strategy.as_deref()) {
                        (SeatKind::Bot, Some(table)) => Optimal::new(table).next_move(game),
                        _ => Greedy.next_move(game),
                    };
                    self.bot_queue.extend(chosen.commands(game.held()));
                }
            }
        }
        match self.bot_queue.pop_front() {
            // A bot needs no "scratch for 0?" question.
            Some(Command::Score(category)) => self.score(category),
            Some(Command::ToggleHold(die)) => {
                self.die_cursor = die;
                self.run(Command::ToggleHold(die));
            }
            Some(command) => self.run(command),
            None => return false,
        }
        true
    }

    /// Plays the rest of the bot's turn at once.
    pub fn bot_finish_turn(&mut self) {
        let seat = self.table.current();
        while self.bot_to_move() && self.table.current() == seat && self.bot_step() {}
    }

    /// Says whose turn it is now, so nobody rolls someone else's dice.
    pub(in crate::tui) fn announce_turn(&mut self) {
        let seat = self.table.current_seat();
        let message = if seat.kind.is_bot() {
            format!(
                "{} is playing (a key finishes its turn; q quits)",
                seat.name
            )
        } else {
            format!("{}'s turn: press r to roll", seat.name)
        };
        self.status = Some(Status::Info(message));
    }
}
