//! Driving the bots through the game's bot driver ([`yatzy_core::play::BotDriver`]): one visible
//! action at a time at the player's pace, time given by the event loop (or a test), never
//! read here; and saying whose turn it is.

use std::time::Instant;

use super::{App, Status};
use yatzy_core::game::Command;
use yatzy_core::play::{BotAction, Move, Player, Viewer};
use yatzy_ui::screens::Screen;
use yatzy_ui::words::play as words;

impl App {
    /// Whether bots may act now: on the board, nothing in front of it.
    fn bots_may_act(&self) -> bool {
        self.screen == Screen::Board && self.alerts.is_empty() && !self.table.is_over()
    }

    /// Whether a bot is to act now (an optimal bot waits for the solver's table).
    pub fn bot_to_move(&self) -> bool {
        self.bots_may_act()
            && matches!(
                self.bots
                    .player(&self.table, self.engine.strategy.is_some(), Instant::now()),
                Player::Bot(_)
            )
    }

    /// When the next bot action is due, with the bot clock set at `now` for a bot newly to
    /// move; `None` while no bot is to act (the event loop then waits for the player).
    pub fn bot_due(&mut self, now: Instant) -> Option<Instant> {
        if !self.bots_may_act() {
            self.bots.forget();
            return None;
        }
        self.bots.set_pace(self.bot_pace());
        self.bots
            .schedule(&self.table, self.engine.strategy.is_some(), now);
        self.bots
            .next_due(&self.table, self.engine.strategy.is_some())
    }

    /// What is due at `now`: the bot's next visible action, if its time has come. Returns
    /// whether anything changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        if !self.bots_may_act() {
            return false;
        }
        let strategy = self.bot_table();
        match self.bots.step(&self.table, strategy.as_deref(), now) {
            Some(action) => {
                self.play_bot(action);
                true
            }
            None => false,
        }
    }

    /// Plays the rest of the bot's turn at once (a key pressed while it plays).
    pub fn bot_finish_turn(&mut self) {
        let seat = self.table.current();
        while self.bots_may_act() && self.table.current() == seat {
            let strategy = self.bot_table();
            match self
                .bots
                .hurry(&self.table, strategy.as_deref(), Instant::now())
            {
                Some(action) => self.play_bot(action),
                None => break,
            }
        }
    }

    /// One bot action, played and said.
    fn play_bot(&mut self, action: BotAction) {
        if let Command::ToggleHold(die) = action.command {
            // The die cursor follows the bot's hands, for everyone to see.
            let _ = self.turn.request(&self.table, Move::DieCursor(die));
        }
        if !self.apply(action.command) {
            self.bots.forget();
            return;
        }
        let Some(said) = words::narration(&self.table, &action, Viewer::Everyone) else {
            return;
        };
        // Any key finishes a bot's turn here: said while a bot is still to play.
        let bot_next = !self.table.is_over() && self.table.current_seat().kind.is_bot();
        self.status = Some(Status::Info(match action.command {
            // At the end, what the game's end said follows the bot's last score.
            Command::Score(_) if self.table.is_over() => match self.status.take() {
                Some(Status::Info(end)) => format!("{said} · {end}"),
                _ => said,
            },
            Command::Score(_) if !bot_next => said,
            _ => format!("{said} · {}", yatzy_i18n::t!("bot-turn-keys")),
        }));
    }

    /// Says whose turn it is now, so nobody rolls someone else's dice.
    pub(super) fn announce_turn(&mut self) {
        self.status = Some(Status::Info(self.guidance().into_owned()));
    }
}
