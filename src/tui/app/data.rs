//! The app's side of the data directory: saving on every change, recording a finished game
//! (and owing it until that works), the start-up choice among saved games, and what the
//! session's writer reports back. All writes go through the [`Session`](yatzy_session::Session).

use super::{App, Recorded, Status};
use yatzy_core::game::GameId;
use yatzy_core::play::{Turn, Viewer};
use yatzy_i18n::t;
use yatzy_session::{self as session, Notice, PlayClock, SessionReport as Written};
use yatzy_storage::{BoardState, Claim, Recording, Recovery, StorageError};
use yatzy_ui::screens::{NamePrompt, Screen};
use yatzy_ui::words::storage as stored;

/// Start-up's notices: short news for the status line, and the rest (every warning, and
/// anything too long for one line) for the popup, so nothing is cut.
pub(super) fn sort_notices(notices: &[Notice]) -> (Option<Status>, Vec<String>) {
    let mut status = None;
    let mut alerts = Vec::new();
    for notice in notices {
        match notice {
            Notice::Info(message) if message.chars().count() <= SHORT => {
                status = Some(Status::Info(message.clone()));
            }
            Notice::Info(message) | Notice::Warning(message) => alerts.push(message.clone()),
        }
    }
    (status, alerts)
}

/// The longest message the status line shows at the smallest window.
const SHORT: usize = 66;

impl App {
    /// A message about the player's data, shown whole until a key is pressed.
    pub(super) fn alert(&mut self, message: String) {
        if !self.alerts.contains(&message) {
            self.alerts.push(message);
        }
    }

    /// Tells the player, once, that their data cannot be written.
    fn storage_error(&mut self, error: &StorageError) {
        if !self.data.storage_failed {
            self.data.storage_failed = true;
            self.alert(session::cannot_save(error));
        }
    }

    /// Saves the exact position (on every change, off the drawing thread in the game).
    pub(super) fn save(&mut self) {
        let board = BoardState {
            coach: self.coach,
            box_cursor: self.turn.box_cursor(),
            die_cursor: self.turn.die_cursor() as u8,
        };
        self.data
            .session
            .save(&self.table, self.data.clock.secs(), Some(board));
        self.absorb_reports();
    }

    /// The reports of writes made inline (tests); the game's writer thread sends its own
    /// through the event loop to [`App::session_report`].
    pub(super) fn absorb_reports(&mut self) {
        for report in self.data.session.take_reports() {
            self.session_report(report);
        }
    }

    /// What the writer says about a save, a record or the settings. Returns whether the
    /// screen changed.
    pub(crate) fn session_report(&mut self, report: Written) -> bool {
        match report {
            Written::Waiting(true) => {
                self.data.waiting_for_lock = true;
                self.status = Some(Status::Warning(t!("status-waiting")));
            }
            Written::Waiting(false) => {
                self.data.waiting_for_lock = false;
                if matches!(&self.status, Some(Status::Warning(m)) if *m == t!("status-waiting")) {
                    self.status = None;
                }
            }
            Written::SaveFailed(error) => self.storage_error(&error),
            Written::Recorded {
                id,
                recording,
                recovered,
            } => return self.record_written(id, &recording, recovered),
            Written::RecordFailed { id, error } => return self.record_failed(id, &error),
            Written::Settings(result) => self.settings_written(result),
            Written::Read(reading) => return self.read_done(reading),
            // The terminal game writes no server table.
            Written::TableWritten { .. } | Written::TableRecorded { .. } => return false,
            Written::Practice(Ok(recovery)) => {
                self.alert(t!("notice-practice", problem = stored::recovery(&recovery)))
            }
            Written::Practice(Err(error)) => {
                let error = stored::storage_error(&error);
                self.alert(t!("alert-practice-not-saved", error = error));
            }
        }
        true
    }

    /// A finished game in the high scores (or the table's record): returns whether the screen
    /// changed.
    fn record_written(
        &mut self,
        id: GameId,
        recording: &Recording,
        recovered: Option<Recovery>,
    ) -> bool {
        if !self.is_current(id) {
            return false;
        }
        if self.table.is_solitaire() {
            // The best to beat from now on is that of the name just recorded (the player's
            // from now on): read with the rank, else the one known if the name is the same.
            let total = self.table.game().card().total();
            let rules = self.table.rules();
            let name = &self.data.record_name;
            let read = (self.data.reads.scores.as_ref()).and_then(|file| file.best_of(rules, name));
            let known = (self.data.personal_best).filter(|_| self.data.best_of == *name);
            self.data.personal_best = read.max(known).max(Some(total));
            self.data.best_of = name.clone();
        }
        self.data.recorded = Some(if self.table.is_solitaire() {
            Recorded::Saved {
                name: self.data.record_name.clone(),
                rank: recording.rank.unwrap_or(1),
            }
        } else {
            Recorded::Table
        });
        if let Some(recovery) = recovered {
            let problem = stored::recovery(&recovery);
            self.alert(t!("notice-high-scores", problem = problem));
        }
        let failed = [
            t!("status-retrying"),
            t!("status-not-recorded"),
            t!("status-not-recorded-nor-saved"),
        ];
        let retried = matches!(&self.status,
            Some(Status::Info(m) | Status::Warning(m)) if failed.contains(m));
        if retried {
            self.status = Some(Status::Info(t!("status-recorded-at-last")));
        }
        true
    }

    /// A record that failed: returns whether the screen changed.
    fn record_failed(&mut self, id: GameId, error: &StorageError) -> bool {
        if !self.is_current(id) {
            return false;
        }
        self.data.recorded = Some(Recorded::Failed);
        let error = stored::storage_error(error);
        let message = match (self.table.is_solitaire(), self.data.storage_failed) {
            (true, true) => t!("alert-score-not-recorded-unsaved", error = error),
            (true, false) => t!("alert-score-not-recorded", error = error),
            (false, true) => t!("alert-scores-not-recorded-unsaved", error = error),
            (false, false) => t!("alert-scores-not-recorded", error = error),
        };
        self.alert(message);
        // The status line keeps the gist; the popup had it whole.
        let gist = if self.data.storage_failed {
            t!("status-not-recorded-nor-saved")
        } else {
            t!("status-not-recorded")
        };
        self.status = Some(Status::Warning(gist));
        true
    }

    /// How writing the settings went.
    fn settings_written(&mut self, result: Result<Option<Recovery>, StorageError>) {
        let saved = result.is_ok();
        match result {
            Ok(None) => {}
            Ok(Some(recovery)) => {
                self.alert(t!("notice-settings", problem = stored::recovery(&recovery)))
            }
            // A newer yatzy's settings were reported at start-up, and are left alone.
            Err(StorageError::Newer { .. }) => {}
            Err(error) => {
                if !self.data.storage_failed {
                    let error = stored::storage_error(&error);
                    self.alert(t!("alert-settings-not-saved", error = error));
                }
            }
        }
        // The status line says how the last change went, if it still speaks of it.
        if let Some(setting) = self.look.setting_unsaved.take() {
            let pending = self.setting_status(setting, None);
            if self.status.as_ref() == Some(&pending) {
                self.status = Some(self.setting_status(setting, Some(saved)));
            }
        }
    }

    fn is_current(&self, id: GameId) -> bool {
        self.table.id() == id
    }

    /// A finished game is owed to the high scores until its record is confirmed.
    pub(super) fn record_owed(&self) -> bool {
        self.table.is_over()
            && matches!(
                self.data.recorded,
                Some(Recorded::Failed | Recorded::Pending)
            )
    }

    /// A finished game found at start-up or resumed: a solitaire player is asked for the
    /// name; a table's seats are recorded under their own names at once.
    pub(super) fn settle_finished(&mut self) {
        if !self.table.is_over() {
            return;
        }
        self.turn.settle(&self.table);
        if self.table.is_solitaire() {
            self.ask_for_name();
        } else {
            self.record("");
        }
    }

    /// The player's name: the name last used with these rules, else the login name (the
    /// name offered at a game's end, and whose statistics the high scores show first).
    pub(super) fn player_name(&self) -> String {
        yatzy_session::player_name(&self.data.last_names, self.table.game().rules())
    }

    /// The name prompt at a solitaire game's end: the name last used with these rules
    /// offered (else the login name), the rank filled in once the high scores are read.
    pub(super) fn ask_for_name(&mut self) {
        let prefilled = self.player_name();
        self.turn.settle(&self.table);
        self.screen = Screen::NamePrompt(NamePrompt::offering(prefilled));
        self.read_rank();
    }

    /// Records the finished game: the solitaire player under `name`, or every seat of a
    /// table under its own name (bots apart from the players). Recording it again is safe:
    /// the high scores hold each game once.
    pub(super) fn record(&mut self, name: &str) {
        self.screen = Screen::Board;
        self.data.record_name = name.to_string();
        self.data.recorded = Some(Recorded::Pending);
        let remember = self.table.is_solitaire();
        if remember {
            // Offered again next time, without reading the settings back.
            let rules = self.table.rules();
            self.data.last_names.retain(|(r, _)| *r != rules);
            self.data.last_names.push((rules, name.to_string()));
        }
        self.data
            .session
            .record(&self.table, name, self.data.clock.secs(), remember);
        self.absorb_reports();
    }

    /// `n`: a new game, unless this one's score is still owed; while a game is in progress,
    /// after a question (see [`App::leave_for_new_game`]). Not in a daily challenge: the day's
    /// game is one game, resumed only by `--daily`.
    pub(super) fn new_game(&mut self) {
        if self.game_in_progress() {
            if self.table.game().daily_date().is_some() {
                self.say_warning(t!("refuse-new-game-daily"));
            } else {
                self.status = None;
                self.screen = Screen::ConfirmNewGame;
            }
            return;
        }
        match self.data.recorded {
            Some(Recorded::Failed) => {
                let name = self.data.record_name.clone();
                self.record(&name);
                if self.data.recorded == Some(Recorded::Pending) {
                    self.status = Some(Status::Info(t!("status-retrying")));
                }
            }
            Some(Recorded::Pending) => {
                self.status = Some(Status::Info(t!("status-still-recording")));
            }
            _ => {
                self.apply(yatzy_core::game::Command::NewGame);
            }
        }
    }

    /// `q`: asks while a game is in progress or a score is owed (retrying the record
    /// first). A record still being written is no reason to ask: quitting waits for it.
    pub(super) fn request_quit(&mut self) {
        let owed = self.data.recorded == Some(Recorded::Failed);
        if owed {
            let name = self.data.record_name.clone();
            self.record(&name);
        }
        if self.game_in_progress() || (owed && self.record_owed()) {
            self.screen = Screen::ConfirmQuit;
        } else {
            self.quit = true;
        }
    }

    /// `y` to a new game in the middle of one: the game in progress stays saved in its slot,
    /// unfinished and unrecorded, as quitting leaves it (its identity is its own, so it is
    /// resumed and recorded once, later); the slot is let go of so it can be resumed at once
    /// elsewhere, and at the next start.
    pub(super) fn leave_for_new_game(&mut self) {
        let left = self.table.id();
        let kept = !self.data.storage_failed;
        self.data.session.let_go(left);
        if self.apply(yatzy_core::game::Command::NewGame) && kept {
            self.say(t!("new-game-old-kept"));
        }
    }

    /// What `n` asks while a game is in progress, saying what becomes of it.
    pub(crate) fn new_game_question(&self) -> String {
        if self.data.storage_failed {
            t!("new-game-unsaved")
        } else {
            t!("new-game-kept")
        }
    }

    /// The question `q` asks, saying what becomes of the game.
    pub fn quit_question(&self) -> String {
        if self.record_owed() && self.data.storage_failed {
            t!("quit-lost")
        } else if self.record_owed() {
            t!("quit-owed")
        } else if self.data.storage_failed {
            t!("quit-unsaved")
        } else {
            t!("quit-kept")
        }
    }

    /// The saved games offered at start-up, newest first.
    pub fn resumable(&self) -> &[yatzy_storage::SavedSlot] {
        &self.data.resumable
    }

    pub(super) fn resume_chosen(&mut self, index: usize) {
        if index >= self.data.resumable.len() {
            return;
        }
        let chosen = self.data.resumable.remove(index);
        self.data.resumable.clear();
        // The new game that was on offer never started: its slot goes.
        self.data.session.release(self.table.id());
        match chosen.claim {
            Claim::Held(slot) => self.data.session.adopt(slot),
            Claim::Unlockable(error) => self.storage_error(&error),
            Claim::Elsewhere => {}
        }
        let when = chosen
            .saved
            .saved_at
            .with_timezone(&chrono::Local)
            .format("%Y-%m-%d %H:%M");
        self.status = Some(Status::Info(t!("resumed-from", when = when.to_string())));
        self.table = chosen.saved.table;
        self.data.clock = PlayClock::starting_at(chosen.saved.play_secs);
        self.screen = Screen::Board;
        // As it was left: the coach and the cursors, where the save kept them.
        self.turn = match chosen.saved.board {
            Some(board) => {
                self.coach = board.coach;
                self.coach_resumed = true;
                Turn::resumed(
                    Viewer::Everyone,
                    &self.table,
                    usize::from(board.die_cursor),
                    board.box_cursor,
                )
            }
            None => Turn::new(Viewer::Everyone, &self.table),
        };
        self.hint = None;
        self.bots.forget();
        self.settle_finished();
    }

    /// Turns the high-score screen between the table and the trends (computed the first time:
    /// every game kept whole is replayed and reviewed).
    pub(super) fn turn_scores_page(&mut self) {
        let needed = matches!(&self.screen, Screen::HighScores(s) if s.trends.is_none());
        let trends = needed.then(|| {
            // The scores the screen was made from: read when it opened, not now.
            let file = self.data.reads.scores.clone().unwrap_or_default();
            let whose = match &self.screen {
                Screen::HighScores(screen) => screen.report.whose.clone(),
                _ => yatzy_core::history::Whose::Everyone,
            };
            self.trends(&file, &whose)
        });
        if let Screen::HighScores(screen) = &mut self.screen {
            if let Some(trends) = trends {
                screen.trends = Some(trends);
            }
            screen.showing_trends = !screen.showing_trends;
        }
    }

    /// Called once when the program ends, however it ends: keeps the game for next time,
    /// records a finished game whose name was still being typed, and waits for the writes.
    pub fn shutdown(&mut self) {
        if let Screen::NamePrompt(prompt) = &self.screen {
            let name = prompt.prefilled.clone();
            self.record(&name);
        } else if self.game_in_progress() {
            // The clock moved on since the last change.
            self.save();
        }
        self.data.resumable.clear();
        self.data.session.close();
        self.absorb_reports();
    }
}
