//! The bots and the turn timer of each table, through the game's bot driver: whose move is
//! due when, one visible action at a time, each said to everyone at the table.

use super::*;
use crate::core::play::words;

impl Hub {
    /// Whether the optimal strategy for `table`'s rules is loaded (the optimal bot, and the
    /// bot standing in for a late player, wait for it).
    pub(super) fn strategy_ready(&self, table: &NetTable) -> bool {
        self.strategies.contains_key(&table.rules)
    }

    /// Keeps each table's bot clock and turn clock in step with whose turn it is.
    pub(super) fn schedule(&mut self, now: Instant) {
        let numbers: Vec<u32> = self.lobby.tables().map(|t| t.number).collect();
        for number in numbers {
            let Some(table) = self.lobby.table(number) else {
                continue;
            };
            let ready = self.strategy_ready(table);
            match table.game.as_ref().filter(|g| !g.is_over()) {
                Some(game) => {
                    let pace = self.pace.bot_step;
                    let timeout = self.pace.turn_timeout;
                    self.bots
                        .entry(number)
                        .or_insert_with(|| BotDriver::new(pace, timeout))
                        .schedule(game, ready, now);
                }
                None => {
                    self.bots.remove(&number);
                }
            }
        }
    }

    /// Bot actions whose time has come (a bot's turn, or a turn out of time), one per table.
    pub(super) fn play_due(&mut self, now: Instant) {
        let numbers: Vec<u32> = self.bots.keys().copied().collect();
        for number in numbers {
            let Some(table) = self.lobby.table(number) else {
                continue;
            };
            let Some(game) = table.game.as_ref() else {
                continue;
            };
            let strategy = self.strategies.get(&table.rules).cloned();
            let Some(driver) = self.bots.get_mut(&number) else {
                continue;
            };
            let Some(action) = driver.step(game, strategy.as_deref(), now) else {
                continue;
            };
            if action.stand_in_begins {
                info!("yatzy serve: table {number}: the turn timed out; a bot plays it");
            }
            self.bot_play(number, action);
        }
    }

    /// One visible bot action at table `number`, said to everyone there.
    fn bot_play(&mut self, number: u32, action: crate::core::play::BotAction) {
        if self.lobby.play_for_current(number, action.command).is_err() {
            if let Some(driver) = self.bots.get_mut(&number) {
                driver.forget();
            }
            return;
        }
        self.changed.push(number);
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        let Some(game) = table.game.as_ref() else {
            return;
        };
        let Some(said) = words::bot_move(game, action.seat, action.command) else {
            return;
        };
        for guest in self.clients.values_mut() {
            if guest.place.table() != Some(number) {
                continue;
            }
            // After a bot's score, whose turn it is now, as each guest sees it.
            let next = matches!(action.command, crate::core::game::Command::Score(_))
                .then(|| words::guidance(game, Self::viewer(table, &guest.name)))
                .flatten();
            let line = match next {
                Some(next) => format!("{said} · {next}"),
                None => said.clone(),
            };
            guest.status = Some(Status::Info(line));
        }
    }
}
