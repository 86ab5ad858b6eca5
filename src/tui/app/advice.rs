//! The solver's advice in the game: hints, the coach and the review.

use super::{App, Hint, Status};
use yatzy_core::game::{Command, Game};
use yatzy_core::review::{self, Review};
use yatzy_core::solver::{Situation, TurnValues};
use yatzy_i18n::t;
use yatzy_ui::screens::Screen;

impl App {
    /// The turn as the solver sees it, if the table is ready and the game on.
    pub(super) fn turn_values(&self) -> Option<TurnValues<'_>> {
        let table = self.engine.strategy.as_deref()?;
        TurnValues::new(table, &Situation::from(self.table.game().card())).ok()
    }

    /// With the coach on, what `command` would give away when that is more than the
    /// threshold: the points, and the best choice in words.
    fn costly(&self, command: Command) -> Option<(f64, String)> {
        if !self.coach || self.table.game().is_over() || self.table.current_seat().kind.is_bot() {
            return None;
        }
        let decision = review::decision_of(self.table.game(), command)?;
        let judgement = review::judge(&self.turn_values()?, &decision)?;
        (judgement.lost > self.look.preferences.coach_threshold).then(|| {
            let best = yatzy_ui::words::choice(self.table.game().rules(), &judgement.best.choice);
            (judgement.lost, best)
        })
    }

    /// With the coach on: what `command` costs when it is more than the threshold, worded
    /// for the coach's verdict (`ask` false) or question: in percentage points of the goal's
    /// chance when playing for one, else in expected points.
    fn coach_says(&self, command: Command, ask: bool) -> Option<String> {
        if self.goal_aim().is_some() {
            if !self.coach || self.table.game().is_over() || self.table.current_seat().kind.is_bot()
            {
                return None;
            }
            let (aim, lost, best) = self.goal_cost(command)?;
            let best = yatzy_ui::words::choice(self.table.game().rules(), &best);
            let id = if ask {
                "coach-goal-ask"
            } else {
                "coach-goal-cost"
            };
            return Some(yatzy_i18n::text(
                id,
                &[
                    ("lost", yatzy_i18n::decimal(lost, 2).into()),
                    ("aim", yatzy_ui::words::goal::aim(aim).into()),
                    ("best", best.into()),
                ],
            ));
        }
        let (lost, best) = self.costly(command)?;
        let lost = yatzy_i18n::decimal(lost, 2);
        Some(if ask {
            t!("coach-ask", lost = lost, best = best)
        } else {
            t!("coach-cost", lost = lost, best = best)
        })
    }

    /// With the coach on (and not asking first): a warning, after the move, if `command`
    /// gave away more than the threshold.
    pub(super) fn coach_verdict(&self, command: Command) -> Option<String> {
        if self.look.preferences.coach_asks_first {
            return None;
        }
        self.coach_says(command, false)
    }

    /// With the coach on and asking first: whether `command` is costly enough to ask about,
    /// in which case the question is put and the move waits for the answer.
    pub(super) fn coach_asks(&mut self, command: Command) -> bool {
        if !self.look.preferences.coach_asks_first {
            return false;
        }
        let Some(question) = self.coach_says(command, true) else {
            return false;
        };
        self.screen = Screen::ConfirmCostly(command, question);
        true
    }

    /// The player heard the coach and plays `command` anyway.
    pub(super) fn go_ahead(&mut self, command: Command) {
        // Already asked: no scratch question on top of the coach's.
        self.apply(command);
    }

    pub(super) fn toggle_coach(&mut self) {
        self.coach = !self.coach;
        let preferences = &self.look.preferences;
        // Playing for a goal the coach weighs moves in percentage points of its chance.
        let goal = (self.goal_aim()).map(|aim| (aim, preferences.goal_coach_threshold));
        let message = yatzy_ui::words::goal::coach_toggled(
            self.coach,
            preferences.coach_asks_first,
            goal,
            preferences.coach_threshold,
        );
        self.status = Some(Status::Info(message));
        // Saved with the game, which resumes with the coach as it was left.
        if self.game_in_progress() {
            self.save();
        }
    }

    pub(super) fn show_hint(&mut self) {
        let Some(dice) = self.table.game().dice() else {
            self.status = Some(Status::Warning(t!("hint-roll-first")));
            return;
        };
        let Some(turn) = self.turn_values() else {
            let percent = (self.engine.solver_progress * 100.0) as u32;
            self.status = Some(Status::Warning(t!("solver-working", percent = percent)));
            return;
        };
        let best = Hint::best(&turn, &dice, self.table.game().rolls_left());
        let game = self.table.game();
        let position = (
            self.table.id(),
            self.table.current(),
            game.rolls_used(),
            game.card().filled_count(),
        );
        if self.hint_counted_at != Some(position) {
            self.hint_counted_at = Some(position);
            self.table.note_hint();
        }
        let at_risk = self
            .risk_table(self.look.preferences.risk)
            .and_then(|risky| {
                let turn =
                    TurnValues::new(risky, &Situation::from(self.table.game().card())).ok()?;
                let choice = turn
                    .choices(&dice, self.table.game().rolls_left())
                    .into_iter()
                    .next()?
                    .choice;
                (Some(&choice) != best.choices.first().map(|c| &c.choice))
                    .then_some((self.look.preferences.risk, choice))
            });
        let goal = self.goal_hint();
        // Playing for a goal, the dice to hold are the goal's: marked once it is known.
        let held = if goal.is_some() { None } else { best.held };
        self.hint = Some(Hint {
            at_risk,
            goal,
            held,
            ..best
        });
        // The hint is the line's news now: what was said before is not under it to come
        // back, and the next key that says something is seen to (see `carry_out`).
        self.status = None;
        // The roll's ranking may be in already (the coach asked for it).
        self.fill_goal_hint();
    }

    /// The review of the game shown, by the strategy (none before the solver is ready).
    pub(super) fn fresh_review(&self) -> Option<Review> {
        let strategy = self.engine.strategy.as_deref();
        strategy.map(|t| review::review(t, self.reviewed_game()))
    }

    pub(super) fn show_review(&mut self) {
        if self.review.is_none() {
            self.review = self.fresh_review();
        }
        if self.review.is_some() {
            self.screen = Screen::Review(0);
        } else {
            let percent = (self.engine.solver_progress * 100.0) as u32;
            self.status = Some(Status::Warning(t!("solver-working", percent = percent)));
        }
    }

    /// The seat whose game the review shows: the one Tab or ←/→ moved to, else the first
    /// human's (the review opens on a person's game, the bots' a key away).
    pub(super) fn reviewed_index(&self) -> usize {
        let seats = self.table.seats();
        self.reviewed_seat
            .filter(|&i| i < seats.len())
            .or_else(|| seats.iter().position(|s| !s.kind.is_bot()))
            .unwrap_or(0)
    }

    /// The game the review covers: the solitaire game, or one seat's at a table.
    pub(super) fn reviewed_game(&self) -> &Game {
        let seats = self.table.seats();
        let seat = seats.get(self.reviewed_index()).unwrap_or(&seats[0]);
        &seat.game
    }

    /// The name of the player whose game the review shows, at a shared table (a bot's as
    /// the card shows it).
    pub fn reviewed_player(&self) -> Option<&str> {
        if self.table.is_solitaire() {
            return None;
        }
        let seat = self.table.seats().get(self.reviewed_index())?;
        Some(seat.name.as_str())
    }

    /// The review moves to the next (`step` 1) or previous (-1) seat's game, in seat order.
    pub(super) fn review_next_player(&mut self, step: isize) {
        let seats = self.table.seats().len();
        if seats < 2 {
            return;
        }
        let now = self.reviewed_index();
        let next = (now as isize + step).rem_euclid(seats as isize) as usize;
        self.reviewed_seat = Some(next);
        self.review = self.fresh_review();
        self.screen = Screen::Review(0);
    }

    /// Opens game `index` of the high-score table: replayed from its record and reviewed.
    pub(super) fn open_past_game(&mut self, index: usize) {
        let Screen::HighScores(screen) = &self.screen else {
            return;
        };
        let Some(entry) = screen.report.games.get(index).cloned() else {
            return;
        };
        let game = match entry.replay() {
            Some(Ok(game)) => game,
            Some(Err(error)) => {
                self.say_warning(t!("game-does-not-replay", error = error.to_string()));
                return;
            }
            None => {
                self.say_warning(t!("game-not-kept"));
                return;
            }
        };
        let Some(table) = self
            .engine
            .strategy
            .as_deref()
            .filter(|t| t.rules() == game.rules())
        else {
            let percent = (self.engine.solver_progress * 100.0) as u32;
            self.say_warning(t!("solver-working", percent = percent));
            return;
        };
        let title = format!(
            "{} · {}",
            yatzy_core::text::sanitize(&entry.name),
            entry.date.format("%Y-%m-%d")
        );
        self.screen = Screen::PastGame(Box::new(yatzy_ui::screens::PastGame {
            review: review::review(table, &game),
            title,
            score: entry.score,
            scroll: 0,
            cursor: index,
        }));
    }

    /// A finished daily challenge's share text (no dice in it), once the game is reviewed.
    pub fn share_text(&self) -> Option<String> {
        let game = self.table.game();
        let date = game.daily_date().filter(|_| game.is_over())?;
        let total = game.card().total();
        Some(yatzy_ui::reports::daily_share::share_text(
            game.rules(),
            date,
            total,
            self.beats(total),
            self.review.as_ref()?,
            self.table.current_seat().hints_used,
            self.look.ascii,
        ))
    }
}
