//! The game played on the board, through the turn controller ([`yatzy_core::play`]): it decides
//! what a move comes to and says it; the app carries it out (the coach, saving, the end of
//! the game) and shows it.

use super::{App, Status};
use std::borrow::Cow;
use yatzy_core::game::{Command, Outcome, Phase};
use yatzy_core::play::{self, Move, Step, Turn, Viewer};
use yatzy_core::rules::Category;
use yatzy_i18n::t;
use yatzy_session::PlayClock;
use yatzy_ui::screens::Screen;
use yatzy_ui::words::play as words;

impl App {
    /// The boxes the cursor may rest on: open, and allowed for the dice on the table.
    pub(super) fn selectable_boxes(&self) -> Vec<Category> {
        play::selectable_boxes(self.table.game())
    }

    /// The board asked for `request`.
    pub(super) fn request_move(&mut self, request: Move) {
        // The coach, asking first, asks before anything else (a costly scratch too: its
        // question says more than "scratch for 0?").
        if let Move::Score(category) = request
            && self.scorable(category)
            && self.turn.scores_at_once(&self.table, category)
            && self.coach_asks(Command::Score(category))
        {
            return;
        }
        let step = self.turn.request(&self.table, request);
        self.take_step(step, false);
    }

    /// Whether `category` may take the dice on the table at all.
    fn scorable(&self, category: Category) -> bool {
        let game = self.table.game();
        game.dice()
            .is_some_and(|dice| game.card().placement(category, &dice).is_ok())
    }

    /// The answer to the question on the screen.
    pub(super) fn answer(&mut self, yes: bool) {
        let step = self.turn.answer(yes);
        // The coach had its say before the question was put.
        self.take_step(step, true);
    }

    /// Carries out what the controller decided.
    fn take_step(&mut self, step: Step, coach_heard: bool) {
        match step {
            Step::Moved => {}
            Step::Say(said) => self.say(words::notice(self.table.rules(), said)),
            Step::Refuse(refusal) => {
                self.say_warning(words::refusal(self.table.rules(), &refusal));
            }
            Step::Ask(question) => match question {
                play::Question::Scratch(category) => {
                    // The question says it all: nothing older beneath it.
                    self.status = None;
                    self.screen = Screen::ConfirmScratch(category);
                }
            },
            Step::Play(command) => {
                let ask = !coach_heard && matches!(command, Command::Roll);
                if ask && self.coach_asks(command) {
                    return;
                }
                self.apply(command);
            }
        }
    }

    /// Applies a command, saying what it did (or why not). Returns whether it applied.
    pub(super) fn apply(&mut self, command: Command) -> bool {
        let verdict = self.coach_verdict(command);
        let played = self.turn.carry(&mut self.table, command);
        self.status = words::after_play(&self.table, &played);
        let Ok(outcome) = played.result else {
            return false;
        };
        self.hint = None;
        self.celebrate(&outcome);
        if let Some(warning) = verdict {
            self.status = Some(Status::Warning(warning));
        }
        match outcome {
            Outcome::NewGame { .. } => {
                self.turn = Turn::new(Viewer::Everyone, &self.table);
                self.data.recorded = None;
                self.data.clock = PlayClock::starting_at(0);
                self.review = None;
                self.reviewed_seat = None;
                self.bots.forget();
                // A new game is saved from its first roll.
                return true;
            }
            Outcome::Scored { .. } => self.after_score(),
            _ => {}
        }
        // The exact position is saved on every change, the last score too: a finished game
        // stays on disk until it is recorded.
        self.save();
        true
    }

    /// A five of a kind scored 50 in its own box (Yatzy, Yacht, Yahtzee) is announced, and
    /// rings the bell if the player wants it; any other move ends the announcement.
    fn celebrate(&mut self, outcome: &Outcome) {
        self.celebration = match *outcome {
            Outcome::Scored {
                category: Category::Yatzy,
                points: 50,
                ..
            } => {
                let name = yatzy_i18n::box_name(self.table.rules(), Category::Yatzy);
                self.bell = self.look.preferences.bell;
                Some(t!(
                    "celebrate-yatzy",
                    name = name.to_uppercase(),
                    points = 50
                ))
            }
            _ => None,
        };
    }

    /// A box was scored: the game may be over (review, name, record), or the next player's.
    fn after_score(&mut self) {
        self.bots.forget();
        if self.table.is_over() {
            self.review = self.fresh_review();
            if self.table.is_solitaire() {
                self.ask_for_name();
            } else {
                self.record("");
            }
        } else if !self.table.is_solitaire() {
            self.announce_turn();
        }
    }

    /// The line shown when there is no message: what the player can do now.
    pub fn guidance(&self) -> Cow<'static, str> {
        self.guidance_text().into()
    }

    fn guidance_text(&self) -> String {
        let game = self.table.game();
        if let Screen::NamePrompt(_) = self.screen {
            return t!("type-name");
        }
        if game.phase() == Phase::GameOver {
            return if game.daily_date().is_some() {
                t!("daily-done")
            } else {
                t!("game-over-review")
            };
        }
        if let Some(waiting) = self.win_bot_waiting() {
            return waiting;
        }
        if self.table.current_seat().kind.is_bot() {
            // The keys are the terminal's: any key finishes a bot's turn.
            let name = self.table.current_seat().name.clone();
            return format!(
                "{} · {}",
                t!("bot-playing", name = name),
                t!("bot-turn-keys")
            );
        }
        words::guidance(&self.table, Viewer::Everyone).unwrap_or_default()
    }
}
