//! The bots and the turn timer: whose move is due when, and one visible action at a time.

use super::*;

impl Hub {
    /// Bot moves and timed-out turns whose time has come.
    pub(super) fn play_due(&mut self, now: Instant) {
        let due: Vec<u32> = self
            .bot_due
            .iter()
            .filter(|&(_, &at)| at <= now)
            .map(|(&n, _)| n)
            .collect();
        for number in due {
            self.bot_due.remove(&number);
            self.bot_step(number);
        }
        if let Some(timeout) = self.pace.turn_timeout {
            let late: Vec<u32> = self
                .turn_began
                .iter()
                .filter(|&(_, &(_, _, began))| began + timeout <= now)
                .map(|(&n, _)| n)
                .filter(|n| {
                    self.lobby
                        .table(*n)
                        .is_some_and(|t| t.player_to_move().is_some() && self.strategy_ready(t))
                })
                .filter(|n| self.bot_moves.get(n).is_none_or(VecDeque::is_empty))
                .collect();
            for number in late {
                eprintln!("yatzy serve: table {number}: the turn timed out; a bot plays it");
                self.bot_step(number);
            }
        }
    }

    /// Whether a bot plays at table `number` now: a bot's turn, or a turn out of time.
    pub(super) fn bot_plays(&self, number: u32, now: Instant) -> bool {
        let Some(table) = self.lobby.table(number) else {
            return false;
        };
        match table.bot_to_move() {
            Some(SeatKind::EasyBot) => return true,
            Some(_) => return self.strategy_ready(table),
            None => {}
        }
        let (Some(timeout), Some(_)) = (self.pace.turn_timeout, table.player_to_move()) else {
            return false;
        };
        if !self.strategy_ready(table) {
            return false;
        }
        self.bot_moves.get(&number).is_some_and(|q| !q.is_empty())
            || self
                .turn_began
                .get(&number)
                .is_some_and(|&(_, _, began)| began + timeout <= now)
    }

    /// Whether the optimal strategy for `table`'s rules is loaded (the optimal bot, and the
    /// bot standing in for a late player, wait for it).
    pub(super) fn strategy_ready(&self, table: &NetTable) -> bool {
        self.strategies.contains_key(&table.rules)
    }

    /// One visible action of the bot playing at table `number`.
    pub(super) fn bot_step(&mut self, number: u32) {
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        let Some(game_table) = table.game.as_ref() else {
            return;
        };
        let kind = table.bot_to_move().unwrap_or(SeatKind::Bot);
        let queue = self.bot_moves.entry(number).or_default();
        if queue.is_empty() {
            let game = game_table.game();
            match game.dice() {
                None => queue.push_back(Command::Roll),
                Some(_) => {
                    let strategy = self.strategies.get(&game.rules());
                    let chosen = match (kind, strategy) {
                        (SeatKind::Bot, Some(strategy)) => Optimal::new(strategy).next_move(game),
                        _ => Greedy.next_move(game),
                    };
                    queue.extend(chosen.commands(game.held()));
                }
            }
        }
        if let Some(command) = queue.pop_front() {
            if self.lobby.play_for_current(number, command).is_err() {
                self.bot_moves.remove(&number);
            }
            if matches!(command, Command::Score(_)) {
                self.bot_moves.remove(&number);
            }
            self.changed.push(number);
        }
    }

    /// Keeps each table's bot clock and turn clock in step with whose turn it is.
    pub(super) fn schedule(&mut self, now: Instant) {
        let numbers: Vec<u32> = self.lobby.tables().map(|t| t.number).collect();
        for number in numbers {
            let Some(table) = self.lobby.table(number) else {
                continue;
            };
            if let Some(game) = table.game.as_ref().filter(|g| !g.is_over()) {
                let turn = (game.current(), game.game().card().filled_count());
                let began = self.turn_began.get(&number);
                if began.is_none_or(|&(seat, filled, _)| (seat, filled) != turn) {
                    self.turn_began.insert(number, (turn.0, turn.1, now));
                    self.bot_moves.remove(&number);
                }
            } else {
                self.turn_began.remove(&number);
            }
            if self.bot_plays(number, now) {
                self.bot_due
                    .entry(number)
                    .or_insert(now + self.pace.bot_step);
            } else {
                self.bot_due.remove(&number);
            }
        }
    }
}
