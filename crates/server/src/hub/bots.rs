//! The bots and the turn timer of each table, through the game's bot driver: whose move is
//! due when, one visible action at a time, each said to everyone at the table.

use super::*;
use yatzy_ui::words::play as words;

impl Hub {
    /// Whether the optimal strategy for `table`'s rules is loaded (the optimal bot, and the
    /// bot standing in for a late player, wait for it).
    pub(super) fn strategy_ready(&self, table: &NetTable) -> bool {
        self.strategies.contains_key(&table.rules)
    }

    /// Keeps each table's bot clock and turn clock in step with whose turn it is.
    pub(super) fn schedule(&mut self, now: Instant) {
        self.want_goal_tables();
        for table in self.lobby.tables() {
            let (number, ready) = (table.number, self.strategy_ready(table));
            match table.game.as_ref().filter(|g| !g.is_over()) {
                Some(game) => {
                    let pace = self.pace.bot_step;
                    let timeout = self.pace.turn_timeout;
                    let win = self.win_table(table.rules);
                    let driver = self
                        .bots
                        .entry(number)
                        .or_insert_with(|| BotDriver::new(pace, timeout));
                    // A bot that plays to win waits for its goal table, or plays for points.
                    driver.set_win_table(win);
                    // And for what it plays for this turn: worked out on the goal pool, or
                    // here when the server has none rather than the bot wait for ever.
                    let strategy = self.strategies.get(&table.rules);
                    if let Some(question) = driver.take_win_question(game, strategy) {
                        match &self.goals.work {
                            Some(work) => work.win(number, question),
                            None => driver.win_answered(question.answer()),
                        }
                    }
                    driver.schedule(game, ready, now);
                }
                None => {
                    self.bots.remove(&number);
                }
            }
        }
    }

    /// The bot that plays to win at table `number` knows what it plays for: its next action
    /// is due a pace from now (the hub schedules after every event).
    pub(super) fn win_answered(&mut self, number: u32, answer: yatzy_core::play::WinAnswer) {
        if let Some(driver) = self.bots.get_mut(&number) {
            driver.win_answered(answer);
        }
    }

    /// Whether a bot that plays to win waits for what it plays for, asked of the goal pool
    /// (a test passes the pool's answers on until none is awaited).
    pub fn awaits_win_answer(&self) -> bool {
        self.bots.values().any(BotDriver::awaits_win_answer)
    }

    /// Bot actions whose time has come (a bot's turn, or a turn out of time), one per table.
    pub(super) fn play_due(&mut self, now: Instant) {
        let numbers: Vec<u32> = self.bots.keys().copied().collect();
        for number in numbers {
            let Some((table, game)) = self.lobby.with_game(number) else {
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
                self.stand_in_begins(number);
            }
            self.bot_play(number, action);
        }
    }

    /// A bot begins a turn for the person to move at table `number`, out of time: their seat
    /// counts it (their record says so), and the table's chat keeps it.
    fn stand_in_begins(&mut self, number: u32) {
        let Some(name) = self
            .lobby
            .table(number)
            .and_then(NetTable::player_to_move)
            .map(str::to_string)
        else {
            return;
        };
        self.lobby.note_stood_in(number);
        let _ = self.lobby.news(number, &name, "net-stood-in");
        self.changed.push(number);
    }

    /// One visible bot action at table `number`, said to everyone there.
    fn bot_play(&mut self, number: u32, action: yatzy_core::play::BotAction) {
        if self.lobby.play_for_current(number, action.command).is_err() {
            if let Some(driver) = self.bots.get_mut(&number) {
                driver.forget();
            }
            return;
        }
        self.changed.push(number);
        let Some((table, game)) = self.lobby.with_game(number) else {
            return;
        };
        for guest in self.clients.values_mut() {
            if guest.place.table() != Some(number) {
                continue;
            }
            // Said to each guest in their language, with whose turn it is now as they see it.
            yatzy_i18n::set(guest.language);
            let viewer = Self::viewer(table, &guest.name);
            if let Some(line) = words::narration(game, &action, viewer) {
                guest.status = Some(Status::Info(line));
            }
        }
    }

    /// The seconds left on table `number`'s turn clock at `now`, in its last
    /// [`CLOCK_SHOWN_SECS`] (before that, no clock is shown).
    pub(super) fn clock(&self, number: u32, now: Instant) -> Option<u64> {
        let ends = self.runs_out(number)?;
        let left = ends.saturating_duration_since(now);
        // Counted up to the whole second: "1 s" until the very end.
        let seconds = left.as_millis().div_ceil(1000) as u64;
        (seconds <= CLOCK_SHOWN_SECS).then_some(seconds)
    }

    fn runs_out(&self, number: u32) -> Option<Instant> {
        let table = self.lobby.table(number)?;
        let game = table.game.as_ref()?;
        self.bots
            .get(&number)?
            .runs_out(game, self.strategy_ready(table))
    }

    /// The next moment a turn clock shown (or about to be) changes its seconds.
    pub(super) fn next_clock_change(&self) -> Option<Instant> {
        let now = self.settled_at;
        let shown = Duration::from_secs(CLOCK_SHOWN_SECS);
        self.bots
            .keys()
            .filter_map(|&number| {
                let ends = self.runs_out(number)?;
                let left = ends.saturating_duration_since(now);
                if left > shown {
                    return Some(ends - shown);
                }
                // The next whole second before the end.
                let seconds = left.as_millis().div_ceil(1000) as u64;
                let next = ends.checked_sub(Duration::from_secs(seconds.saturating_sub(1)))?;
                (next > now).then_some(next)
            })
            .min()
    }

    /// Guests at tables whose clock shows other seconds than at their last drawing are
    /// drawn again: the clock counts down on everyone's screen there, and nothing else does.
    pub(super) fn tick_clocks(&mut self, now: Instant, redraw: &mut Vec<ClientId>) {
        for number in self.lobby.tables().map(|t| t.number) {
            let clock = self.clock(number, now);
            let before = self.clocks_shown.get(&number).copied();
            if clock == before {
                continue;
            }
            match clock {
                Some(seconds) => self.clocks_shown.insert(number, seconds),
                None => self.clocks_shown.remove(&number),
            };
            redraw.extend(
                self.clients
                    .iter()
                    .filter(|(_, guest)| guest.place.table() == Some(number))
                    .map(|(&id, _)| id),
            );
        }
    }
}
