//! Driving the bots: one visible action at a time, and saying whose turn it is.

use super::{App, Status};
use crate::game::{Command, ROLLS_PER_TURN};
use crate::solver::{Greedy, Optimal, Strategy};
use crate::table::SeatKind;
use crate::ui::screens::Screen;

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
                    let chosen = match (self.table.current_seat().kind, self.bot_table()) {
                        (SeatKind::Bot, Some(table)) => Optimal::new(table).next_move(game),
                        _ => Greedy.next_move(game),
                    };
                    self.bot_queue.extend(chosen.commands(game.held()));
                }
            }
        }
        let seat = self.table.current();
        let name = self.table.current_seat().name.clone();
        match self.bot_queue.pop_front() {
            // A bot needs no "scratch for 0?" question.
            Some(Command::Score(category)) => {
                self.score(category);
                self.tell_bot_scored(seat, &name, category);
            }
            Some(Command::ToggleHold(die)) => {
                self.die_cursor = die;
                self.run(Command::ToggleHold(die));
                self.tell_bot_move(&name, false);
            }
            Some(command) => {
                self.run(command);
                self.tell_bot_move(&name, command == Command::Roll);
            }
            None => return false,
        }
        true
    }

    /// What the bot is doing, on the status line: a roll, or the dice it keeps.
    fn tell_bot_move(&mut self, name: &str, rolled: bool) {
        let game = self.table.game();
        let Some(dice) = game.dice() else { return };
        let kept: Vec<String> = dice
            .values()
            .iter()
            .zip(game.held())
            .filter(|&(_, held)| held)
            .map(|(value, _)| value.to_string())
            .collect();
        let doing = if rolled || kept.is_empty() {
            crate::t!(
                "bot-rolled",
                name = name.to_string(),
                roll = game.rolls_used(),
                rolls = ROLLS_PER_TURN
            )
        } else {
            crate::t!("bot-keeps", name = name.to_string(), faces = kept.join(" "))
        };
        self.status = Some(Status::Info(format!(
            "{doing} · {}",
            crate::t!("bot-turn-keys")
        )));
    }

    /// What the bot scored, before whose turn it is now.
    fn tell_bot_scored(&mut self, seat: usize, name: &str, category: crate::rules::Category) {
        let card = self.table.seats()[seat].game.card();
        let Some(points) = card.get(category) else {
            return;
        };
        let scored = crate::t!(
            "bot-scored",
            name = name.to_string(),
            points = points,
            category = crate::i18n::box_name(card.rules(), category)
        );
        let next = match self.status.take() {
            Some(Status::Info(message)) => format!("{scored} · {message}"),
            _ => scored,
        };
        self.status = Some(Status::Info(next));
    }

    /// Plays the rest of the bot's turn at once.
    pub fn bot_finish_turn(&mut self) {
        let seat = self.table.current();
        while self.bot_to_move() && self.table.current() == seat && self.bot_step() {}
    }

    /// Says whose turn it is now, so nobody rolls someone else's dice.
    pub(super) fn announce_turn(&mut self) {
        self.status = Some(Status::Info(self.guidance().into_owned()));
    }
}
