//! The goal tables of the bots that play to win and of the guests who play for a goal (see
//! `goal_mode`), one per rule set for the whole server: asked for as soon as a table seats one,
//! loaded (the first time computed, about a minute on 2 cores) on threads of their own at the
//! idle priority (`session::GoalLoader`), and told to the hub as an event. A bot that plays to
//! win waits for its table, as the optimal bot waits for its strategy; without a loader (a
//! hub in a test), or when a table cannot be had, it plays for points.

use super::*;
use yatzy_core::chances::Kept;
use yatzy_core::play::WinTable;
use yatzy_core::solver::GoalTable;
use yatzy_core::table::SeatKind;
use yatzy_session::{GoalEvent, GoalLoader};
use yatzy_storage::Storage;

/// What the hub knows of the goal tables.
#[derive(Default)]
pub(super) struct Goals {
    /// Without one, no table is ever loaded: the bots that play to win play for points.
    pub(super) loader: Option<GoalLoader>,
    /// Rule sets the loader was asked for.
    asked: Vec<RuleSet>,
    pub(super) ready: HashMap<RuleSet, Arc<GoalTable>>,
    /// Rule sets whose table cannot be had.
    pub(super) failed: Vec<RuleSet>,
    /// How far each table being computed is, in whole percent (as last told the guests).
    pub(super) percent: HashMap<RuleSet, u32>,
    /// Where the guests' goal hints and chances are worked out (see `goal_mode`).
    pub(super) work: Option<super::goal_mode::GoalWork>,
    /// The score the guests' reach goal aims at, when the server was told one.
    pub(super) target: Option<u16>,
    /// The futures the others' distributions are read from: the chances' own, once shared.
    pub(super) kept: Arc<Kept>,
}

impl Hub {
    /// Loads the goal tables the bots that play to win and the guests' goals need, from
    /// `storage`'s cache (the first time computed there), told through `events`, which also
    /// carry the guests' goal answers back (see [`Hub::with_goal_answers`]).
    pub fn with_goals(mut self, events: std::sync::mpsc::Sender<Event>, storage: Storage) -> Self {
        let told_hub = events.clone();
        let told = std::sync::Mutex::new(events);
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let loader = GoalLoader::new(storage, cores, move |event| {
            if let Ok(hub) = told.lock() {
                let _ = hub.send(Event::Goal(event));
            }
        });
        self.goals.loader = Some(loader);
        self.with_goal_answers(told_hub)
    }

    /// A goal table ready from the start (a test's, computed in memory).
    pub fn with_goal_table(mut self, table: Arc<GoalTable>) -> Self {
        self.goals.ready.insert(table.rules(), table);
        self
    }

    /// The futures the bots that play to win read the others' distributions from.
    pub(super) fn share_goal_futures(&mut self, kept: Arc<Kept>) {
        self.goals.kept = kept;
    }

    /// The loader told how a table is going.
    pub(super) fn goal_event(&mut self, event: GoalEvent) {
        match event {
            GoalEvent::Progress(rules, fraction) => {
                let percent = (fraction * 100.0).floor() as u32;
                if self.goals.percent.insert(rules, percent) != Some(percent) {
                    self.tell_win_bots_wait(rules, percent);
                    self.goal_table_told(rules);
                }
            }
            GoalEvent::Ready(rules, table, _) => {
                info!("yatzy serve: the goal table of {} is ready", rules.id());
                self.goals.ready.insert(rules, table);
                self.goal_table_told(rules);
            }
            GoalEvent::Failed(rules, why) => {
                warn!(
                    "yatzy serve: no goal table for {}: {why}; the bots that play to win play for points",
                    rules.id()
                );
                self.goals.failed.push(rules);
                self.goal_table_told(rules);
            }
        }
    }

    /// Everyone at a table where a bot that plays to win waits for `rules`' goal table reads
    /// how far it is (a minute's work, the first time), in their language.
    fn tell_win_bots_wait(&mut self, rules: RuleSet, percent: u32) {
        let waiting: Vec<(u32, String)> = (self.lobby.tables())
            .filter(|table| table.rules == rules)
            .filter_map(|table| {
                let game = table.game.as_ref().filter(|game| !game.is_over())?;
                let seat = game.current_seat();
                (seat.kind == SeatKind::WinBot).then(|| (table.number, seat.name.clone()))
            })
            .collect();
        for (number, name) in waiting {
            for guest in self.clients.values_mut() {
                if guest.place.table() == Some(number) {
                    yatzy_i18n::set(guest.language);
                    let said = t!(
                        "bot-waits-for-goal-table",
                        name = name.clone(),
                        percent = percent
                    );
                    guest.status = Some(Status::Info(said));
                }
            }
            self.changed.push(number);
        }
    }

    /// Asks for the goal table of every table that seats a bot that plays to win, once per
    /// rule set.
    pub(super) fn want_goal_tables(&mut self) {
        let Some(loader) = &self.goals.loader else {
            return;
        };
        for table in self.lobby.tables() {
            let win_bot = table.game.as_ref().is_some_and(|game| {
                (game.seats().iter()).any(|seat| seat.kind == SeatKind::WinBot)
            });
            if win_bot && !self.goals.asked.contains(&table.rules) {
                self.goals.asked.push(table.rules);
                loader.request(table.rules);
            }
        }
    }

    /// Something plays for a goal under `rules` (a guest's goal): its table is asked for,
    /// once.
    pub(super) fn want_goal_table(&mut self, rules: RuleSet) {
        if let Some(loader) = &self.goals.loader
            && !self.goals.asked.contains(&rules)
        {
            self.goals.asked.push(rules);
            loader.request(rules);
        }
    }

    /// How `rules`' goal table stands, for the bot driver.
    pub(super) fn win_table(&self, rules: RuleSet) -> WinTable {
        match self.goals.ready.get(&rules) {
            Some(table) => WinTable::Ready(Arc::clone(table), Arc::clone(&self.goals.kept)),
            None if self.goals.loader.is_none() || self.goals.failed.contains(&rules) => {
                WinTable::Unavailable
            }
            None => WinTable::Loading,
        }
    }
}
