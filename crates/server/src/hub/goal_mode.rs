//! Each guest's goal (`g`, at a table of one): what their hint, their coach and their chances
//! line play for, as in the terminal game and by the same pieces (`yatzy_ui::goal`). The
//! setting is the guest's for the connection (the server keeps no settings of a guest's);
//! the goal table is loaded once for the server and shared by every guest (see `goals.rs`).
//! A guest's questions to it (a roll's ranking, a position's chance) are worked out on the
//! goal pool's threads at the idle priority, and come back as [`Event::GoalAnswer`]; until
//! then the hint says it is computing, and no answer for another position is ever shown.

use super::*;
use yatzy_core::game::Command;
use yatzy_core::table::Table;
use yatzy_ui::goal::{GoalAnswer, GoalAsked, GoalJob, GoalTools, Told};
use yatzy_ui::goal_review::{GoalReviewJob, GoalReviewState};
use yatzy_ui::preferences::{Preferences, Setting};
use yatzy_ui::view::{GoalAim, GoalHint};

/// A guest's goal: the settings of it (the terminal's `goal`, `goal_target` and
/// `goal_coach_threshold`, at their defaults on arrival), and what they asked of the goal
/// table and were told.
#[derive(Debug, Default)]
pub(super) struct GuestGoal {
    pub(super) settings: Preferences,
    pub(super) asked: GoalAsked,
    /// The goal review they asked for (a seat's game graded by its player's target), and
    /// the last one told.
    pub(super) review: GoalReviewState,
}

/// Where goal jobs are worked out: threads at the idle priority, answering through the hub's
/// events.
pub(super) struct GoalWork {
    pool: Arc<rayon::ThreadPool>,
    told: Arc<std::sync::Mutex<std::sync::mpsc::Sender<Event>>>,
}

impl GuestGoal {
    /// A guest's goal on arrival: the best score, the reach goal aiming at `target` when
    /// given (else the terminal's default).
    pub(super) fn new(target: Option<u16>) -> GuestGoal {
        let mut goal = GuestGoal::default();
        if let Some(target) = target {
            goal.settings.goal_target = target;
        }
        goal
    }
}

impl GoalWork {
    /// A pool of one thread (a job is a millisecond's work), answering through `events`.
    pub(super) fn new(events: std::sync::mpsc::Sender<Event>) -> Option<GoalWork> {
        Some(GoalWork {
            pool: yatzy_session::idle_pool(1)?,
            told: Arc::new(std::sync::Mutex::new(events)),
        })
    }

    /// Grades a game by its target on the pool (some milliseconds: never the hub's thread).
    pub(super) fn review(&self, client: ClientId, job: GoalReviewJob) {
        let told = Arc::clone(&self.told);
        self.pool.spawn(move || {
            let answer = job.run();
            if let Ok(hub) = told.lock() {
                let _ = hub.send(Event::GoalReview(client, answer));
            }
        });
    }

    /// Works out what the bot that plays to win at table `number` plays for this turn on the
    /// pool (up to a quarter of a second early in a game: never the hub's thread).
    pub(super) fn win(&self, number: u32, question: yatzy_core::play::WinQuestion) {
        let told = Arc::clone(&self.told);
        self.pool.spawn(move || {
            let answer = question.answer();
            if let Ok(hub) = told.lock() {
                let _ = hub.send(Event::WinAnswer(number, answer));
            }
        });
    }

    fn run(&self, client: ClientId, job: GoalJob) {
        let told = Arc::clone(&self.told);
        self.pool.spawn(move || {
            let answer = job.run();
            if let Ok(hub) = told.lock() {
                let _ = hub.send(Event::GoalAnswer(client, answer));
            }
        });
    }
}

/// What guest `guest` at table `table` plays for: their goal at a table of one in play, and
/// the win at a table where everyone else is a bot (none elsewhere: at a table of people a
/// hint and a coach would help one player against the others). The server knows no best
/// score of a guest's: beating it plays for the best score.
fn aim_at(guest: &Client, table: &Table) -> Option<GoalAim> {
    if table.is_over() {
        return None;
    }
    let settings = &guest.goal.settings;
    let alone = table.is_solitaire();
    let aim = yatzy_ui::goal::aim(settings.goal, settings.goal_target, None, alone)?;
    (alone || (aim == GoalAim::Win && among_bots(table))).then_some(aim)
}

/// Whether `table` seats one person, the others bots.
pub(super) fn among_bots(table: &Table) -> bool {
    table
        .seats()
        .iter()
        .filter(|seat| !seat.kind.is_bot())
        .count()
        == 1
}

impl Hub {
    /// Answers the goal jobs of every guest through `events` from now on (the server's are
    /// the hub's own; a test passes each on to [`Hub::step`]). Without it, a goal's hint
    /// stays "computing…".
    pub fn with_goal_answers(mut self, events: std::sync::mpsc::Sender<Event>) -> Self {
        self.goals.work = GoalWork::new(events);
        self
    }

    /// Every guest's reach goal aims at `target` points (`yatzy serve --target N`, 300 by
    /// default as in the terminal game).
    pub fn with_goal_target(mut self, target: u16) -> Self {
        self.goals.target = Some(target);
        self
    }

    /// The table guest `client` is at and what they play for there, when a goal.
    fn goal_of(&self, client: ClientId) -> Option<(u32, RuleSet, GoalAim)> {
        let guest = self.clients.get(&client)?;
        let number = guest.place.table()?;
        let (_, game) = self.lobby.with_game(number)?;
        Some((number, game.rules(), aim_at(guest, game)?))
    }

    /// `g`: the guest's next goal (best score, beat my best, reach N, win), for this
    /// connection.
    pub(super) fn cycle_goal(&mut self, client: ClientId) {
        let alone = (self.clients.get(&client))
            .and_then(|guest| guest.place.table())
            .and_then(|number| self.lobby.with_game(number))
            .is_none_or(|(_, game)| game.is_solitaire());
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        Setting::Goal.step(&mut guest.goal.settings, 1);
        let settings = &guest.goal.settings;
        // No best of a guest's is known here: as in the terminal game before a best.
        let said =
            yatzy_ui::words::goal::cycle_note(settings.goal, alone, None).unwrap_or_else(|| {
                let (name, value) = (Setting::Goal.label(), Setting::Goal.value(settings));
                t!("setting-changed", name = name, value = value)
            });
        guest.status = Some(Status::Info(said));
        // The hint shown was for the goal before.
        if let GuestView::Table { hint, .. } = &mut guest.place {
            *hint = None;
        }
        if let Some((_, rules, _)) = self.goal_of(client) {
            self.want_goal_table(rules);
            self.ask_goal_work(client);
        }
    }

    /// The goal's part of guest `client`'s hint: asked of the goal pool when the table is
    /// ready, else how far the table is. `None` when they play for points.
    pub(super) fn goal_hint(&mut self, client: ClientId) -> Option<GoalHint> {
        let (_, rules, aim) = self.goal_of(client)?;
        if !self.goals.ready.contains_key(&rules) {
            self.want_goal_table(rules);
            let failed = self.goals.loader.is_none() || self.goals.failed.contains(&rules);
            let progress = (self.goals.percent.get(&rules)).map(|&p| f64::from(p) / 100.0);
            return Some(yatzy_ui::goal::table_wait(failed, progress));
        }
        self.ask_goal(client, true, false);
        Some(GoalHint::Computing(aim))
    }

    /// What guest `client`'s goal needs worked out now: the roll's ranking for their coach,
    /// and their chances line's goal chance.
    pub(super) fn ask_goal_work(&mut self, client: ClientId) {
        let Some(guest) = self.clients.get(&client) else {
            return;
        };
        let (coach, chances) = (guest.coach, guest.chances);
        self.ask_goal(client, coach, chances);
    }

    /// Asks the goal pool for the roll's ranking (`ranking`) and the position's goal chance
    /// (`chance`) at guest `client`'s table, each unless it was asked already.
    fn ask_goal(&mut self, client: ClientId, ranking: bool, chance: bool) {
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let Some((_, game)) = guest.place.table().and_then(|n| self.lobby.with_game(n)) else {
            return;
        };
        let Some(aim) = aim_at(guest, game) else {
            return;
        };
        // The roll's ranking is the person's own (never a bot's beside them); the chances
        // line's goal chance is for a table of one.
        let ranking = ranking && !game.current_seat().kind.is_bot();
        let chance = chance && game.is_solitaire();
        let rules = game.rules();
        let (Some(goal), Some(strategy), Some(work)) = (
            self.goals.ready.get(&rules),
            self.strategies.get(&rules),
            &self.goals.work,
        ) else {
            return;
        };
        let tools = GoalTools {
            goal,
            strategy,
            futures: &self.goals.kept,
        };
        let asked = &mut guest.goal.asked;
        let jobs = [
            ranking.then(|| asked.ask_ranking(game, aim, tools)),
            chance.then(|| asked.ask_chance(game, aim, tools)),
        ];
        for job in jobs.into_iter().flatten().flatten() {
            work.run(client, job);
        }
    }

    /// Every guest at table `number` asks what their goal needs for its position now.
    pub(super) fn ask_goal_work_at(&mut self, number: u32) {
        let here: Vec<ClientId> = (self.clients.iter())
            .filter(|(_, guest)| guest.place.table() == Some(number))
            .map(|(&id, _)| id)
            .collect();
        for id in here {
            self.ask_goal_work(id);
        }
    }

    /// A goal job of guest `client`'s came back: a hint waiting for it is filled, their
    /// chances line shows their goal's chance.
    pub(super) fn goal_answered(&mut self, client: ClientId, answer: GoalAnswer) {
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let told = guest.goal.asked.answered(answer);
        let game = guest.place.table().and_then(|n| self.lobby.with_game(n));
        let changed = match (told, game, &mut guest.place) {
            (
                Told::Ranking,
                Some((_, game)),
                GuestView::Table {
                    hint: Some((hint, _)),
                    ..
                },
            ) => guest.goal.asked.fill(game, hint),
            (Told::Chance, Some(_), _) => guest.chances,
            _ => false,
        };
        if changed {
            self.redraw.push(client);
        }
    }

    /// The goal's chance guest `guest` sees on their chances line at `table`, once known for
    /// the position now.
    pub(super) fn goal_chance_of(guest: &Client, table: &NetTable) -> Option<(GoalAim, f64)> {
        let game = table.game.as_ref()?;
        guest.goal.asked.chance_now(game, aim_at(guest, game)?)
    }

    /// What guest `client` plays for where they sit now, when a goal (at a shared table, the
    /// win among bots: their hint and coach are theirs there too).
    pub(super) fn goal_aim_of(&self, client: ClientId) -> Option<GoalAim> {
        self.goal_of(client).map(|(_, _, aim)| aim)
    }

    /// With the guest's coach on and a goal: what `command` costs of the goal's chance, in
    /// words, when more than their threshold (`None` while they play for points: see
    /// `coach_verdict`).
    pub(super) fn goal_verdict(
        &self,
        client: ClientId,
        command: Command,
    ) -> Option<Option<String>> {
        let guest = self.clients.get(&client)?;
        let (_, game) = guest.place.table().and_then(|n| self.lobby.with_game(n))?;
        let aim = aim_at(guest, game)?;
        let threshold = guest.goal.settings.goal_coach_threshold;
        let cost = guest.goal.asked.cost(game, aim, command, threshold);
        Some(cost.map(|(lost, best)| {
            yatzy_i18n::text(
                "coach-goal-cost",
                &[
                    ("lost", yatzy_i18n::decimal(lost, 2).into()),
                    ("aim", yatzy_ui::words::goal::aim(aim).into()),
                    ("best", yatzy_ui::words::choice(game.rules(), &best).into()),
                ],
            )
        }))
    }

    /// How `rules`' goal table went on (`GoalEvent`): the hints of the guests playing for a
    /// goal under it follow (how far it is, the goal's best once it is ready, or points).
    pub(super) fn goal_table_told(&mut self, rules: RuleSet) {
        let waiting: Vec<ClientId> = (self.clients.iter())
            .filter(|(_, guest)| {
                matches!(&guest.place, GuestView::Table { hint: Some((hint, _)), .. }
                    if matches!(hint.goal, Some(GoalHint::TableLoading(_) | GoalHint::TableFailed)))
            })
            .map(|(&id, _)| id)
            .collect();
        for id in waiting {
            let Some((number, at, _)) = self.goal_of(id) else {
                continue;
            };
            if at != rules {
                continue;
            }
            let goal = self.goal_hint(id);
            if let Some(guest) = self.clients.get_mut(&id)
                && let GuestView::Table {
                    hint: Some((hint, _)),
                    ..
                } = &mut guest.place
            {
                hint.goal = goal;
                hint.held = None;
                if let Some((_, game)) = self.lobby.with_game(number) {
                    guest.goal.asked.fill(game, hint);
                }
            }
            self.redraw.push(id);
        }
        // Whoever plays for a goal under `rules` now has their chances line's goal asked,
        // and a review graded by a target follows (how far the table is, or its grades).
        let playing: Vec<ClientId> = self.clients.keys().copied().collect();
        for id in playing {
            if self.goal_of(id).is_some_and(|(_, at, _)| at == rules) {
                self.ask_goal_work(id);
            }
            if self.follow_open_review(id) {
                self.redraw.push(id);
            }
        }
    }
}
