//! The game played on the board: rolling, holding, scoring, and what the status line says.

use super::{App, Status};
use crate::game::{Command, CommandError, Outcome, Phase};
use crate::review;
use crate::rules::{Category, Constraint, Forced};
use crate::session::PlayClock;
use crate::ui::screens::{Screen, board};
use crate::{i18n, t};
use std::borrow::Cow;

impl App {
    /// The boxes the cursor may rest on: open, and allowed for the dice on the table.
    pub(super) fn selectable_boxes(&self) -> Vec<Category> {
        board::selectable_boxes(self.table.game())
    }

    /// Moves the box cursor to the next selectable box in card order, wrapping around.
    pub(super) fn move_box_cursor(&mut self, step: isize) {
        self.box_cursor = board::step_box(&self.selectable_boxes(), self.box_cursor, step);
    }

    /// Scores a box, asking first when it would score 0.
    pub(super) fn request_score(&mut self, category: Category) {
        let Some(dice) = self.table.game().dice() else {
            self.warn(CommandError::NotRolledYet);
            return;
        };
        if self.table.game().card().placement(category, &dice).is_ok()
            && self.coach_asks(Command::Score(category))
        {
            return;
        }
        let card = self.table.game().card();
        match card.placement(category, &dice) {
            // Zero in the box with a Yacht bonus beside it is no scratch: no question.
            Ok(0) if card.bonus_earned_by(&dice) == 0 => {
                self.screen = Screen::ConfirmScratch(category);
            }
            Ok(_) => self.score(category),
            Err(error) => self.warn(CommandError::Placement(error)),
        }
    }

    pub(super) fn score(&mut self, category: Category) {
        let next_open = {
            // The cursor moves on to the next open box after the one scored.
            let card = self.table.game().card();
            let order = card.rules().categories();
            let start = order.iter().position(|&c| c == category).unwrap_or(0);
            (1..order.len())
                .map(|offset| order[(start + offset) % order.len()])
                .find(|&c| card.is_open(c))
        };
        if self.run_checked(Command::Score(category)) {
            // Solitaire: on to the next open box. At a table the next player's card is
            // another card: start at its first open box.
            self.box_cursor = if self.table.is_solitaire() {
                next_open
            } else {
                self.table.game().card().open_categories().next()
            };
            self.bot_queue.clear();
            if self.table.is_over() {
                self.review = self
                    .strategy
                    .as_deref()
                    .map(|t| review::review(t, self.reviewed_game()));
                if self.table.is_solitaire() {
                    self.ask_for_name();
                } else {
                    self.box_cursor = None;
                    self.record("");
                }
            } else if !self.table.is_solitaire() {
                self.announce_turn();
            }
        }
    }

    /// Rolls the dice not held; with all five held a roll would change nothing but use up
    /// the roll, so it is refused.
    pub(super) fn roll(&mut self) {
        let game = self.table.game();
        if game.dice().is_some() && game.rolls_left() > 0 && !game.held().contains(&false) {
            self.status = Some(Status::Warning(t!("all-held")));
            return;
        }
        if self.coach_asks(Command::Roll) {
            return;
        }
        self.run(Command::Roll);
    }

    pub(super) fn run(&mut self, command: Command) {
        self.run_checked(command);
    }

    /// Applies a command, turning a refusal into a status message. Returns whether it applied.
    pub(super) fn run_checked(&mut self, command: Command) -> bool {
        let verdict = self.coach_verdict(command);
        let bonuses_before = self.table.game().card().five_of_a_kind_bonuses();
        match self.table.apply(command) {
            Ok(outcome) => {
                self.hint = None;
                self.status = match outcome {
                    Outcome::Scored {
                        category,
                        points,
                        game_over: false,
                    } => Some(Status::Info(t!(
                        "scored-in",
                        points = points,
                        name = i18n::box_name(self.table.game().rules(), category)
                    ))),
                    _ => None,
                };
                if let Outcome::NewGame { .. } = outcome {
                    self.box_cursor = self.table.game().card().open_categories().next();
                    self.die_cursor = 0;
                    self.recorded = None;
                    self.clock = PlayClock::starting_at(0);
                    self.review = None;
                    self.reviewed_seat = 0;
                    self.bot_queue.clear();
                }
                if let Outcome::Rolled { .. } = outcome {
                    let selectable = self.selectable_boxes();
                    if self.box_cursor.is_none_or(|c| !selectable.contains(&c)) {
                        self.box_cursor = selectable.first().copied();
                    }
                }
                if let Outcome::Scored { .. } = outcome
                    && self.table.game().card().five_of_a_kind_bonuses() > bonuses_before
                {
                    let name = i18n::box_name(self.table.game().rules(), Category::Yatzy);
                    self.status = Some(Status::Info(t!("five-bonus-scored", name = name)));
                }
                if let Some(warning) = verdict {
                    self.status = Some(Status::Warning(warning));
                }
                // The exact position is saved on every change, the last score too: a
                // finished game stays on disk until it is recorded. A new game is saved
                // from its first roll.
                if !matches!(outcome, Outcome::NewGame { .. }) {
                    self.save();
                }
                true
            }
            Err(error) => {
                self.warn(error);
                false
            }
        }
    }

    pub(super) fn warn(&mut self, error: CommandError) {
        let rules = self.table.game().rules();
        let message = match error {
            CommandError::NotRolledYet => t!("roll-first"),
            CommandError::NoRollsLeft => t!("no-rolls-left"),
            CommandError::NoSuchDie(die) => t!("no-such-die", die = die + 1),
            CommandError::GameOver => t!("game-is-over"),
            CommandError::Placement(placement) => i18n::placement(rules, &placement),
            other => other.to_string(),
        };
        self.status = Some(Status::Warning(message));
    }

    /// The line shown when there is no message: what the player can do now.
    pub fn guidance(&self) -> Cow<'static, str> {
        self.guidance_text().into()
    }

    fn guidance_text(&self) -> String {
        let game = self.table.game();
        let seat = self.table.current_seat();
        if seat.kind.is_bot() && !game.is_over() {
            return format!(
                "{} · {}",
                t!("bot-playing", name = seat.name.clone()),
                t!("bot-turn-keys")
            );
        }
        if game.phase() == Phase::AwaitingFirstRoll && !self.table.is_solitaire() {
            // At a table, whose dice these are comes first.
            return t!("players-turn", name = seat.name.clone());
        }
        if let Some(in_order) = self.in_order_guidance() {
            return in_order;
        }
        self.rule_guidance()
    }

    /// Under Forced Yatzy, which box this turn scores in, said all turn long.
    fn in_order_guidance(&self) -> Option<String> {
        let card = self.table.game().card();
        if !card.rules().in_order() || !matches!(self.screen, Screen::Board) {
            return None;
        }
        let next = i18n::box_name(card.rules(), card.open_categories().next()?);
        Some(match self.table.game().phase() {
            Phase::AwaitingFirstRoll => t!("forced-roll", name = next),
            Phase::Rolled(3) => t!("forced-last-roll", name = next),
            Phase::Rolled(_) => t!("forced-turn", name = next),
            Phase::GameOver => return None,
        })
    }

    fn rule_guidance(&self) -> String {
        if let Screen::NamePrompt(_) = self.screen {
            return t!("type-name");
        }
        if let Some(forced) = self.forced_guidance() {
            return forced;
        }
        match self.table.game().phase() {
            Phase::AwaitingFirstRoll => t!("press-r"),
            Phase::Rolled(3) => t!("last-roll"),
            Phase::Rolled(_) => t!("hold-or-score"),
            Phase::GameOver if self.table.game().daily_date().is_some() => t!("daily-done"),
            Phase::GameOver => t!("game-over-review"),
        }
    }

    /// What the rules force for a five of a kind on the table (a box, a Joker), if anything:
    /// said when it is rolled, and again when a game is resumed with it on the table.
    pub(super) fn forced_guidance(&self) -> Option<String> {
        let card = self.table.game().card();
        Some(match card.constraint(&self.table.game().dice()?) {
            Constraint::Only(_, Forced::YachtBox(_)) => {
                t!("five-own-box")
            }
            Constraint::Only(_, Forced::NumbersBox(..)) => {
                t!("five-numbers-box")
            }
            Constraint::Joker { numbers: true } => {
                let lower_open = card
                    .open_categories()
                    .any(|c| c.section() == crate::rules::Section::Right);
                if lower_open {
                    t!("joker-lower")
                } else {
                    t!("joker-upper")
                }
            }
            Constraint::Joker { numbers: false } => {
                t!("joker-lower-only")
            }
            _ => return None,
        })
    }
}
