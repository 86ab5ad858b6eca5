//! Practice, from the app's side: starting a session once its log, the player's past games
//! (both read off the key path, see `reads.rs`) and the solver's table are in, and keeping
//! each answer as it is given.

use std::sync::Arc;

use super::App;
use yatzy_core::game::Game;
use yatzy_ui::screens::Screen;
use yatzy_ui::screens::practice::{Leave, PracticeOutcome};

/// The player's most recent games searched for costly decisions: enough to find the habits,
/// few enough that a session starts without a wait.
const PAST_GAMES: usize = 50;

impl App {
    /// Starts a waiting practice session once the table of its rules and the player's past
    /// games are in.
    pub(super) fn begin_practice(&mut self) {
        let Some(table) = self.engine.strategy.clone() else {
            return;
        };
        if self.data.reads.scores.is_none() {
            return;
        }
        let waiting =
            matches!(&self.screen, Screen::Practice(p) if p.waiting() && p.rules == table.rules());
        if !waiting {
            return;
        }
        let past = self.past_games();
        if let Screen::Practice(screen) = &mut self.screen {
            screen.begin(Arc::clone(&table), &past, rand::random());
        }
    }

    /// The people's finished games of the current rules kept whole, newest first (from the
    /// high scores as read for practice).
    fn past_games(&mut self) -> Vec<Game> {
        let rules = self.table.rules();
        let Some(scores) = self.data.reads.scores.clone() else {
            return Vec::new();
        };
        let mut entries = scores.games_of(rules, &yatzy_core::history::Whose::Everyone);
        entries.sort_by_key(|e| std::cmp::Reverse(e.date));
        entries
            .into_iter()
            .filter_map(|entry| entry.replay()?.ok())
            .take(PAST_GAMES)
            .collect()
    }

    /// What a practice key asks for.
    pub(super) fn practice_outcome(&mut self, outcome: PracticeOutcome) -> bool {
        match outcome {
            PracticeOutcome::Ignored => return false,
            PracticeOutcome::Changed => {}
            PracticeOutcome::Keep(record, repetition) => {
                self.data
                    .session
                    .update_practice(move |log| log.keep(&record, repetition));
                self.absorb_reports();
            }
            PracticeOutcome::Again => {
                let leave = self.practice_leave();
                self.open_practice(leave);
            }
            PracticeOutcome::Leave if self.practice_leave() == Leave::Quit => self.quit = true,
            PracticeOutcome::Leave => {
                self.screen = if self.data.resumable.is_empty() {
                    Screen::Board
                } else {
                    Screen::Resume(0)
                };
            }
            // Every answer is kept as it is given, and the game on every change: nothing waits.
            PracticeOutcome::Quit => self.quit = true,
        }
        true
    }

    fn practice_leave(&self) -> Leave {
        match &self.screen {
            Screen::Practice(screen) => screen.leave,
            _ => Leave::ToGame,
        }
    }
}
