//! Driving the bots through the game's bot driver ([`yatzy_core::play::BotDriver`]): one visible
//! action at a time at the player's pace, time read from the one clock the app holds (the
//! system's, or one a test moves by hand); and saying whose turn it is.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{App, Status};
use yatzy_core::chances::Kept;
use yatzy_core::game::Command;
use yatzy_core::play::{BotAction, Move, Player, Viewer, WinAnswer, WinQuestion, WinTable};
use yatzy_core::table::SeatKind;
use yatzy_i18n::t;
use yatzy_ui::screens::Screen;
use yatzy_ui::words::play as words;

/// Where the terminal game reads the time its bots play by: the system's monotonic clock, or
/// one that moves only when told, so a test drives the bots' pace without sleeping. Clones
/// share the time.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    /// `None`: the system's clock.
    manual: Option<Arc<Mutex<Instant>>>,
}

impl Clock {
    /// A clock at `now` that moves only when told.
    pub fn manual(now: Instant) -> Self {
        Clock {
            manual: Some(Arc::new(Mutex::new(now))),
        }
    }

    pub fn now(&self) -> Instant {
        match &self.manual {
            Some(time) => time.lock().map_or_else(|_| Instant::now(), |time| *time),
            None => Instant::now(),
        }
    }

    /// Moves a manual clock on by `by`; the system's moves by itself.
    pub fn advance(&self, by: Duration) {
        if let Some(time) = &self.manual
            && let Ok(mut time) = time.lock()
        {
            *time += by;
        }
    }
}

impl App {
    /// The time now, by the app's clock.
    pub fn now(&self) -> Instant {
        self.clock.now()
    }

    /// The app reading the time from `clock` (a test's), not the system's.
    pub fn with_clock(mut self, clock: Clock) -> Self {
        self.clock = clock;
        self
    }

    /// The futures the chances keep, shared with the bot that plays to win.
    pub fn share_futures(&mut self, futures: Arc<Kept>) {
        self.futures = futures;
    }

    /// A bot that plays to win sits at the table: its goal table is wanted at once (it waits
    /// for it).
    pub fn want_bot_goal_table(&mut self) {
        let win_bot = (self.table.seats().iter()).any(|seat| seat.kind == SeatKind::WinBot);
        if win_bot {
            self.want_goal_table(self.table.rules());
        }
    }

    /// Tells the bot driver how this game's goal table stands.
    pub(super) fn sync_win_table(&mut self) {
        let win = match (self.goal_table(), self.goal_failure()) {
            (Some(goal), _) => WinTable::Ready(Arc::clone(goal), Arc::clone(&self.futures)),
            (None, Some(_)) => WinTable::Unavailable,
            (None, None) => WinTable::Loading,
        };
        self.bots.set_win_table(win);
    }

    /// What the bot that plays to win, to move, needs worked out off the game's thread before
    /// it plays its dice (once a turn): answered back through [`App::win_answered`].
    pub fn take_win_question(&mut self) -> Option<WinQuestion> {
        self.sync_win_table();
        let strategy = self.engine.strategy.clone();
        self.bots.take_win_question(&self.table, strategy.as_ref())
    }

    /// The bot that plays to win knows what it plays for: its next action is due a pace
    /// from now (the event loop asks [`App::bot_due`] again after every event).
    pub fn win_answered(&mut self, answer: WinAnswer) -> bool {
        self.bots.win_answered(answer);
        false
    }

    /// The question could not be handed to a thread: worked out here rather than the bot
    /// waiting for ever.
    pub(crate) fn answer_win_question_here(&mut self) {
        self.bots.win_question_lost();
        if let Some(question) = self.take_win_question() {
            self.bots.win_answered(question.answer());
        }
    }

    /// While the bot that plays to win to move waits for its goal table, what to say: that
    /// it waits, and how far the table is (a minute's work, the first time).
    pub(super) fn win_bot_waiting(&self) -> Option<String> {
        let seat = self.table.current_seat();
        let waiting = seat.kind == SeatKind::WinBot
            && !self.table.is_over()
            && self.goal_table().is_none()
            && self.goal_failure().is_none();
        let percent = (self.goal_progress().unwrap_or(0.0) * 100.0).floor() as u32;
        waiting.then(|| {
            t!(
                "bot-waits-for-goal-table",
                name = seat.name.clone(),
                percent = percent
            )
        })
    }

    /// Whether bots may act now: on the board, nothing in front of it.
    fn bots_may_act(&self) -> bool {
        self.screen == Screen::Board && self.alerts.is_empty() && !self.table.is_over()
    }

    /// Whether a bot is to act now (an optimal bot waits for the solver's table).
    pub fn bot_to_move(&self) -> bool {
        self.bots_may_act()
            && matches!(
                self.bots
                    .player(&self.table, self.engine.strategy.is_some(), self.now()),
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
        self.sync_win_table();
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
        self.sync_win_table();
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
        self.sync_win_table();
        while self.bots_may_act() && self.table.current() == seat {
            let strategy = self.bot_table();
            let now = self.now();
            match self.bots.hurry(&self.table, strategy.as_deref(), now) {
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
            _ => format!("{said} · {}", t!("bot-turn-keys")),
        }));
    }

    /// Says whose turn it is now, so nobody rolls someone else's dice.
    pub(super) fn announce_turn(&mut self) {
        self.status = Some(Status::Info(self.guidance().into_owned()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yatzy_core::rules::RuleSet;
    use yatzy_core::table::{SeatKind, Table};
    use yatzy_session::Opened;
    use yatzy_storage::Storage;
    use yatzy_ui::theme::Theme;

    #[test]
    fn a_bot_plays_at_the_pace_of_the_app_s_clock_without_sleeping() {
        let table = Table::new(
            RuleSet::Yatzy,
            21,
            vec![
                ("Easy bot".to_string(), SeatKind::EasyBot),
                ("ann".to_string(), SeatKind::Human),
            ],
        )
        .unwrap();
        let opened = Opened::of(table);
        let clock = Clock::manual(Instant::now());
        let mut app =
            App::open(opened, Storage::disabled(), Theme::monochrome()).with_clock(clock.clone());
        let pace = app.bot_pace();
        let start = app.now();
        assert!(app.bot_to_move());
        assert_eq!(app.bot_due(app.now()), Some(start + pace));
        // Not yet: the clock has not moved.
        assert!(!app.tick(app.now()));
        clock.advance(pace);
        assert_eq!(app.now(), start + pace);
        assert!(app.tick(app.now()), "the first action, a pace later");
        // Hurried, the rest of the turn is played by the same clock at once.
        app.bot_finish_turn();
        assert_eq!(app.table.current(), 1, "ann's turn");
    }
}
