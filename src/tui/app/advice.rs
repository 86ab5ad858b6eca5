//! The solver's advice in the game: hints, the coach and the review.

use super::{App, Hint, Status};
use crate::game::{Command, Decision, Game};
use crate::review;
use crate::solver::{Choice, RankedChoice, Situation, TurnValues, held_for};
use crate::tui::screens::Screen;

impl App {
    /// The turn as the solver sees it, if the table is ready and the game on.
    pub(super) fn turn_values(&self) -> Option<TurnValues<'_>> {
        let table = self.strategy.as_deref()?;
        TurnValues::new(table, &Situation::from(self.table.game().card())).ok()
    }

    /// With the coach on: a warning if `command` gives away more than the threshold.
    pub(super) fn coach_verdict(&self, command: Command) -> Option<String> {
        if !self.coach || self.table.game().is_over() || self.table.current_seat().kind.is_bot() {
            return None;
        }
        let dice = self.table.game().dice()?;
        let rolls_left = self.table.game().rolls_left();
        let decision = match command {
            Command::Roll => Decision::Keep {
                dice,
                held: self.table.game().held(),
                rolls_left,
            },
            Command::Score(category) => Decision::Score {
                dice,
                category,
                rolls_left,
            },
            _ => return None,
        };
        let judgement = review::judge(&self.turn_values()?, &decision)?;
        (judgement.lost > self.coach_threshold).then(|| {
            format!(
                "Coach: that cost {:.2} points; best was {}",
                judgement.lost,
                review::describe(self.table.game().rules(), &judgement.best.choice)
            )
        })
    }

    pub(super) fn toggle_coach(&mut self) {
        self.coach = !self.coach;
        let message = if self.coach {
            format!(
                "Coach on: flags moves that cost more than {:.1} expected points",
                self.coach_threshold
            )
        } else {
            "Coach off".to_string()
        };
        self.status = Some(Status::Info(message));
    }

    pub(super) fn show_hint(&mut self) {
        let Some(dice) = self.table.game().dice() else {
            self.status = Some(Status::Warning(
                "Roll first: a hint is about the dice on the table".into(),
            ));
            return;
        };
        let Some(turn) = self.turn_values() else {
            let percent = (self.solver_progress * 100.0) as u32;
            self.status = Some(Status::Warning(format!(
                "The solver is still working ({percent}%): try again soon"
            )));
            return;
        };
        let choices: Vec<RankedChoice> = turn
            .choices(&dice, self.table.game().rolls_left())
            .into_iter()
            .take(4)
            .collect();
        let held = match choices.first().map(|c| &c.choice) {
            Some(Choice::Keep(faces)) => Some(held_for(&dice, faces)),
            _ => None,
        };
        if self.hint.is_none() {
            self.table.note_hint();
        }
        self.hint = Some(Hint { choices, held });
    }

    pub(super) fn show_review(&mut self) {
        if self.review.is_none() {
            self.review = self
                .strategy
                .as_deref()
                .map(|t| review::review(t, self.reviewed_game()));
        }
        if self.review.is_some() {
            self.screen = Screen::Review(0);
        } else {
            let percent = (self.solver_progress * 100.0) as u32;
            self.status = Some(Status::Warning(format!(
                "The solver is still working ({percent}%): try again soon"
            )));
        }
    }

    /// The game the review covers: the solitaire game, or the first human's at a table.
    pub(super) fn reviewed_game(&self) -> &Game {
        let seats = self.table.seats();
        let seat = seats
            .get(self.reviewed_seat)
            .filter(|s| !s.kind.is_bot())
            .or_else(|| seats.iter().find(|s| !s.kind.is_bot()))
            .unwrap_or(&seats[0]);
        &seat.game
    }

    /// The name of the player whose game the review shows, at a shared table.
    pub fn reviewed_player(&self) -> Option<&str> {
        if self.table.is_solitaire() {
            return None;
        }
        let seats = self.table.seats();
        let seat = seats
            .get(self.reviewed_seat)
            .filter(|s| !s.kind.is_bot())
            .or_else(|| seats.iter().find(|s| !s.kind.is_bot()))?;
        Some(seat.name.as_str())
    }

    /// How many humans' games the review can show.
    pub fn reviewable_players(&self) -> usize {
        self.table
            .seats()
            .iter()
            .filter(|s| !s.kind.is_bot())
            .count()
    }

    /// The review moves to the next (`step` 1) or previous (-1) human's game.
    pub(super) fn review_next_player(&mut self, step: isize) {
        let humans: Vec<usize> = (0..self.table.seats().len())
            .filter(|&i| !self.table.seats()[i].kind.is_bot())
            .collect();
        if humans.len() < 2 {
            return;
        }
        let now = humans
            .iter()
            .position(|&i| i == self.reviewed_seat)
            .unwrap_or(0);
        let next = (now as isize + step).rem_euclid(humans.len() as isize) as usize;
        self.reviewed_seat = humans[next];
        self.review = self
            .strategy
            .as_deref()
            .map(|t| review::review(t, self.reviewed_game()));
        self.screen = Screen::Review(0);
    }
}
