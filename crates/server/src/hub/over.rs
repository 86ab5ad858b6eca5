//! A table whose game is over: its review (`v`, every player's game, as in the terminal
//! game) and a rematch (`n`: the same table again with whoever stays, a new seed, the bots
//! kept).

use super::*;
use yatzy_core::review::{self, Review};
use yatzy_ui::screens::review::ReviewOutcome;

/// One guest's review of a finished table: whose game, how far scrolled, and the review.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ServedReview {
    pub seat: usize,
    pub scroll: usize,
    pub review: Review,
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

    /// The review of `seat`'s game at table `number`, if the strategy is loaded: by the
    /// chance of reaching `target` when the seat played for one and the rules' goal table is
    /// ready (as the terminal game grades a game played for a goal), else in expected points;
    /// the review says which. The served game has no goals of a guest's own yet: every seat is
    /// reviewed with `None`, in expected points.
    fn review_of(&self, number: u32, seat: usize, target: Option<u32>) -> Option<Review> {
        let table = self.lobby.table(number)?;
        let game = table.game.as_ref()?;
        let strategy = self.strategies.get(&table.rules)?;
        let seat = game.seats().get(seat)?;
        let goal = match self.win_table(table.rules) {
            yatzy_core::play::WinTable::Ready(goal, _) => Some(goal),
            _ => None,
        };
        Some(review::review_for(
            strategy,
            goal.as_deref(),
            &seat.game,
            target,
        ))
    }

    fn open_review(&mut self, client: ClientId) {
        let Some((number, _, seat)) = self.finished_table(client) else {
            return;
        };
        let review = self.review_of(number, seat, None);
        if review.is_some() {
            self.ask_rounds(number);
        }
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        match (review, &mut guest.place) {
            (Some(review), GuestView::Table { review: open, .. }) => {
                *open = Some(Box::new(ServedReview {
                    seat,
                    scroll: 0,
                    review,
                }));
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
                if let Some(review) = self.review_of(number, seat, None)
                    && let Some(guest) = self.clients.get_mut(&client)
                    && let GuestView::Table {
                        review: Some(open), ..
                    } = &mut guest.place
                {
                    **open = ServedReview {
                        seat,
                        scroll: 0,
                        review,
                    };
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
