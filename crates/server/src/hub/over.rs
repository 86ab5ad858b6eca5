//! A table whose game is over: its review (`v`, every player's game, as in the terminal
//! game) and a rematch (`n`: the same table again with whoever stays, a new seed, the bots
//! kept).

use super::*;
use yatzy_core::review::{self, Review};
use yatzy_ui::goal_review::{GoalReviewAnswer, GoalReviewed};
use yatzy_ui::screens::review::{PendingGoal, ReviewOutcome};
use yatzy_ui::view::GoalAim;

/// One guest's review of a finished table: whose game, how far scrolled, and the review.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ServedReview {
    pub seat: usize,
    pub scroll: usize,
    pub review: Review,
    /// The game graded by its player's target, when they played for one: by the target's
    /// chance once the goal pool told the grades, in expected points until then.
    pub goal: Option<GoalReviewed>,
    /// Why a game played for a target is shown in expected points, while it is.
    pub pending: Option<PendingGoal>,
}

impl Hub {
    /// A key at a finished table.
    pub(super) fn over_key(&mut self, client: ClientId, action: Action) {
        match action {
            Action::Review => self.open_review(client),
            Action::NewGame => self.rematch(client),
            _ => self.watch_key(client, action),
        }
    }

    /// The guest's table, their name and their seat there (a watcher reviews the first).
    fn finished_table(&self, client: ClientId) -> Option<(u32, String, usize)> {
        let guest = self.clients.get(&client)?;
        let number = guest.place.table()?;
        let table = self.lobby.table(number).filter(|t| t.is_over())?;
        let seat = table.place_of(&guest.name).unwrap_or(0);
        Some((number, guest.name.clone(), seat))
    }

    /// The review of `seat`'s game at table `number` in expected points, if the strategy is
    /// loaded (a look-up per decision: the hub's thread may). A game played for a target is
    /// graded by it on the goal pool (see [`Hub::served_review`]).
    fn review_of(&self, number: u32, seat: usize) -> Option<Review> {
        let table = self.lobby.table(number)?;
        let game = table.game.as_ref()?;
        let strategy = self.strategies.get(&table.rules)?;
        let seat = game.seats().get(seat)?;
        Some(review::review_for(strategy, None, &seat.game, None))
    }

    /// The target seat `seat`'s game at table `number` was played for: its player's goal
    /// setting's, at a table of one (the only table where a target is played for; the
    /// server knows no best of a guest's), while they are here to say it.
    fn target_of(&self, number: u32, seat: usize) -> Option<u32> {
        let table = self.lobby.table(number)?;
        table.game.as_ref().filter(|game| game.is_solitaire())?;
        self.aim_of_seat(number, seat, true)?.target()
    }

    /// What the guest at seat `seat` of table `number` plays for by their goal setting
    /// (`alone`: at a table of one), while they are here to say it.
    fn aim_of_seat(&self, number: u32, seat: usize, alone: bool) -> Option<GoalAim> {
        let table = self.lobby.table(number)?;
        let player = (self.clients.values()).find(|g| table.place_of(&g.name) == Some(seat))?;
        let settings = &player.goal.settings;
        yatzy_ui::goal::aim(settings.goal, settings.goal_target, None, alone)
    }

    /// Guest `client`'s review of `seat`'s game at table `number`: in expected points at
    /// once, and graded by its player's target on the goal pool when they played for one.
    fn served_review(
        &mut self,
        client: ClientId,
        number: u32,
        seat: usize,
    ) -> Option<ServedReview> {
        let review = self.review_of(number, seat)?;
        let game = self.lobby.table(number)?.game.as_ref()?;
        let goal = (self.target_of(number, seat)).and_then(|t| GoalReviewed::of(game, seat, t));
        let mut open = ServedReview {
            seat,
            scroll: 0,
            review,
            goal,
            pending: None,
        };
        self.follow_goal_review(client, number, &mut open);
        if open.goal.is_none() {
            open.pending = self.played_to_win(number, seat);
        }
        Some(open)
    }

    /// Why seat `seat`'s game at table `number` is reviewed in expected points though its
    /// guest played it to win (at a table where everyone else is a bot, as the hint does).
    fn played_to_win(&self, number: u32, seat: usize) -> Option<PendingGoal> {
        let table = self.lobby.table(number)?;
        let game = table.game.as_ref()?;
        if game.is_solitaire() || !super::goal_mode::among_bots(game) {
            return None;
        }
        GoalReviewed::played_to_win(game, seat, self.aim_of_seat(number, seat, false))
    }

    /// A review graded by a target follows the goal pool: its grades asked for (once), taken
    /// once told, else why it is in expected points (the table loading or failed, or the
    /// grades computing).
    fn follow_goal_review(&mut self, client: ClientId, number: u32, open: &mut ServedReview) {
        let Some(now) = &open.goal else {
            return;
        };
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        let rules = table.rules;
        let goal = self.goals.ready.get(&rules);
        let work = self.goals.work.as_ref();
        if let (Some(goal), Some(strategy), Some(work), Some(game), Some(guest)) = (
            goal,
            self.strategies.get(&rules),
            work,
            table.game.as_ref(),
            self.clients.get_mut(&client),
        ) && let Some(job) = guest.goal.review.ask(now, game, goal, strategy)
        {
            work.review(client, job);
        }
        let ready = goal.is_some() && work.is_some();
        // Without the pool (a hub in a test without goal answers) nothing grades it.
        let failed = self.goals.loader.is_none() && !ready
            || self.goals.failed.contains(&rules)
            || work.is_none();
        let progress = (self.goals.percent.get(&rules)).map(|&p| f64::from(p) / 100.0);
        if !ready {
            self.want_goal_table(rules);
        }
        let Some(guest) = self.clients.get(&client) else {
            return;
        };
        if let Some(Ok(review)) = guest.goal.review.review_now(now) {
            open.review = review.clone();
        }
        open.pending = (guest.goal.review).pending(now, ready, failed, progress);
    }

    /// Guest `client`'s open review follows the goal pool (a goal review told, or the goal
    /// table further on); whether it changed.
    pub(super) fn follow_open_review(&mut self, client: ClientId) -> bool {
        let Some(guest) = self.clients.get_mut(&client) else {
            return false;
        };
        let number = guest.place.table();
        let GuestView::Table { review, .. } = &mut guest.place else {
            return false;
        };
        let (Some(mut open), Some(number)) = (review.take(), number) else {
            return false;
        };
        let before = (*open).clone();
        self.follow_goal_review(client, number, &mut open);
        let changed = *open != before;
        if let Some(guest) = self.clients.get_mut(&client)
            && let GuestView::Table { review, .. } = &mut guest.place
        {
            *review = Some(open);
        }
        changed
    }

    /// A goal review came back from the pool: the guest's open review takes it if it is for
    /// the game it shows.
    pub(super) fn goal_review_answered(&mut self, client: ClientId, answer: GoalReviewAnswer) {
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let now = match &guest.place {
            GuestView::Table {
                review: Some(open), ..
            } => open.goal.clone(),
            _ => None,
        };
        if guest.goal.review.told(answer, now.as_ref()) && self.follow_open_review(client) {
            self.redraw.push(client);
        }
    }

    fn open_review(&mut self, client: ClientId) {
        let Some((number, _, seat)) = self.finished_table(client) else {
            return;
        };
        let review = self.served_review(client, number, seat);
        if review.is_some() {
            self.ask_rounds(number);
        }
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        match (review, &mut guest.place) {
            (Some(review), GuestView::Table { review: open, .. }) => {
                *open = Some(Box::new(review));
            }
            _ => guest.status = Some(Status::Warning(t!("net-hint-loading"))),
        }
    }

    /// A key on the review: scrolling, the next or previous player (bots too), back.
    pub(super) fn review_key(&mut self, client: ClientId, action: Action) {
        let Some((number, _, _)) = self.finished_table(client) else {
            return;
        };
        let seats = self
            .lobby
            .table(number)
            .and_then(|t| t.game.as_ref())
            .map_or(1, |game| game.seats().len());
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let GuestView::Table {
            review: Some(open), ..
        } = &mut guest.place
        else {
            return;
        };
        let decisions = open.review.decisions.len();
        match yatzy_ui::screens::review::act(&mut open.scroll, decisions, action) {
            ReviewOutcome::Ignored | ReviewOutcome::Scrolled => {}
            ReviewOutcome::Back => {
                if let GuestView::Table { review, .. } = &mut guest.place {
                    *review = None;
                }
            }
            ReviewOutcome::Player(step) => {
                let seat = (open.seat as isize + isize::from(step)).rem_euclid(seats as isize);
                let seat = seat as usize;
                if let Some(review) = self.served_review(client, number, seat)
                    && let Some(guest) = self.clients.get_mut(&client)
                    && let GuestView::Table {
                        review: Some(open), ..
                    } = &mut guest.place
                {
                    **open = review;
                }
            }
        }
    }

    /// `n` at a finished table: the rematch its players were offered, or a new one, opened
    /// by this guest (it counts among their address's tables).
    fn rematch(&mut self, client: ClientId) {
        let Some((number, name, _)) = self.finished_table(client) else {
            return;
        };
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        if table.place_of(&name).is_none() {
            if let Some(guest) = self.clients.get_mut(&client) {
                guest.status = Some(Status::Warning(t!("net-rematch-players")));
            }
            return;
        }
        let offered = table
            .rematch
            .filter(|next| self.lobby.table(*next).is_some_and(|t| !t.started()));
        if let Some(next) = offered {
            match self.lobby.join(next, &name) {
                Ok(()) => self.arrive(client, next),
                Err(refusal) => self.refuse(client, refusal),
            }
            return;
        }
        let opened = self
            .may_open_table(client)
            .and_then(|()| self.lobby.rematch(number, &name, rand::random::<u64>()));
        let next = match opened {
            Ok(next) => next,
            Err(refusal) => return self.refuse(client, refusal),
        };
        self.opened_by(next, client);
        info!(
            "yatzy serve: {} opened table {next}, a rematch of table {number}",
            text::sanitize(&name)
        );
        // The others at the finished table are told where to sit down again.
        for guest in self.clients.values_mut() {
            if guest.place.table() == Some(number) && guest.name != name {
                yatzy_i18n::set(guest.language);
                guest.status = Some(Status::Info(t!(
                    "net-rematch-offered",
                    name = text::sanitize(&name),
                    number = next
                )));
            }
        }
        self.changed.push(number);
        self.arrive(client, next);
    }
}
