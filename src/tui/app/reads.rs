//! Files the game reads while it is played (the high scores, the practice log), read by the
//! session off the key path: a key asks, the read comes back as a report, and what asked is
//! carried out then. No key handler touches a file.

use std::sync::Arc;

use super::App;
use yatzy_core::history::{HighScores, Whose};
use yatzy_i18n::t;
use yatzy_session::Reading;
use yatzy_ui::HighScoresScreen;
use yatzy_ui::reports::scores::Report;
use yatzy_ui::reports::trends::Trends;
use yatzy_ui::screens::Screen;
use yatzy_ui::screens::practice::{Leave, PracticeScreen};
use yatzy_ui::words::storage as stored;

/// What the high scores are read for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ScoresFor {
    /// The `s` screen.
    Screen,
    /// The rank shown at the name prompt.
    Rank,
    /// The player's past games, for practice.
    Practice,
}

/// Reads asked for and not yet answered, and the last high scores read.
#[derive(Debug, Default)]
pub(super) struct Reads {
    scores_for: Vec<ScoresFor>,
    /// Practice waits for its log: where it ends, once opened.
    practice: Option<Leave>,
    /// The high scores as last read (the trends are made from them).
    pub(super) scores: Option<Arc<HighScores>>,
    /// Whose statistics the high-score screen was last turned to (`p`), kept while the
    /// program runs; until then, the player's own.
    pub(super) whose: Option<Whose>,
}

impl App {
    /// Asks for the high scores, for `purpose`.
    fn read_scores(&mut self, purpose: ScoresFor) {
        if !self.data.reads.scores_for.contains(&purpose) {
            self.data.reads.scores_for.push(purpose);
        }
        self.data.session.read_scores();
        self.absorb_reports();
    }

    /// `s`: the high scores and statistics, once read.
    pub(super) fn show_high_scores(&mut self) {
        self.read_scores(ScoresFor::Screen);
    }

    /// The high-score screen again (back from a past game), from the scores read already.
    pub(super) fn reopen_high_scores(&mut self, cursor: usize) {
        let Some(file) = self.data.reads.scores.clone() else {
            return self.show_high_scores();
        };
        self.open_high_scores(&file);
        if let Screen::HighScores(screen) = &mut self.screen {
            screen.cursor = cursor.min(screen.report.games.len().saturating_sub(1));
        }
    }

    fn open_high_scores(&mut self, file: &HighScores) {
        let rules = self.table.game().rules();
        let whose = match &self.data.reads.whose {
            Some(whose) => whose.clone(),
            None => file.first_whose(rules, &self.player_name()),
        };
        let report = Report::of(file, rules, self.engine.distribution.as_deref(), &whose);
        self.screen = Screen::HighScores(Box::new(HighScoresScreen {
            report,
            cursor: 0,
            trends: None,
            showing_trends: false,
        }));
    }

    /// `p` on the high-score screen: the statistics (and the trends, if shown or computed)
    /// of the next name: the player's own, each other name in the file, everyone's.
    pub(super) fn next_scores_name(&mut self) {
        let Screen::HighScores(screen) = &self.screen else {
            return;
        };
        // The scores the screen was made from: read when it opened, not now.
        let file = self.data.reads.scores.clone().unwrap_or_default();
        let rules = self.table.rules();
        let whose = file.next_whose(rules, &self.player_name(), &screen.report.whose);
        let report = Report::of(&file, rules, self.engine.distribution.as_deref(), &whose);
        let trends = screen.trends.is_some().then(|| self.trends(&file, &whose));
        self.data.reads.whose = Some(whose);
        if let Screen::HighScores(screen) = &mut self.screen {
            // The table is everyone's whoever the figures are of: the cursor stays.
            screen.report = report;
            screen.trends = trends;
        }
    }

    /// The trends of `whose` games in `file`, of the current rules.
    pub(super) fn trends(&self, file: &HighScores, whose: &Whose) -> Box<Trends> {
        let strategy = self.engine.strategy.as_deref();
        let optimal = self.engine.distribution.as_deref();
        Box::new(Trends::of(
            file,
            self.table.rules(),
            strategy,
            optimal,
            whose,
        ))
    }

    /// Opens a practice session of the current rules once its log is read; `leave` says
    /// where it ends.
    pub(crate) fn open_practice(&mut self, leave: Leave) {
        self.data.reads.practice = Some(leave);
        self.data.session.read_practice();
        self.read_scores(ScoresFor::Practice);
    }

    /// A read came back: what asked for it is carried out. Returns whether the screen
    /// changed.
    pub(super) fn read_done(&mut self, reading: Reading) -> bool {
        match reading {
            Reading::Scores(result) => {
                let wanted = std::mem::take(&mut self.data.reads.scores_for);
                let file = match result {
                    Ok(loaded) => {
                        if let Some(recovery) = loaded.recovered {
                            let problem = stored::recovery(&recovery);
                            self.alert(t!("notice-high-scores", problem = problem));
                        }
                        Some(Arc::new(loaded.value))
                    }
                    Err(error) => {
                        if wanted.contains(&ScoresFor::Screen) {
                            let error = stored::storage_error(&error);
                            self.alert(t!("notice-high-scores-unreadable", error = error));
                        }
                        None
                    }
                };
                self.data.reads.scores = file.clone().or(self.data.reads.scores.take());
                let file = file.unwrap_or_default();
                for purpose in wanted {
                    self.scores_read_for(purpose, &file);
                }
            }
            Reading::Practice(result) => {
                let Some(leave) = self.data.reads.practice.take() else {
                    return false;
                };
                let log = match result {
                    Ok(loaded) => {
                        if let Some(recovery) = loaded.recovered {
                            let problem = stored::recovery(&recovery);
                            self.alert(t!("notice-practice", problem = problem));
                        }
                        loaded.value
                    }
                    Err(error) => {
                        let error = stored::storage_error(&error);
                        self.alert(t!("notice-practice-unreadable", error = error));
                        Default::default()
                    }
                };
                let today = chrono::Utc::now().date_naive();
                let rules = self.table.rules();
                let screen = PracticeScreen::new(rules, leave, log, rand::random(), today);
                self.screen = Screen::Practice(Box::new(screen));
                self.hint = None;
                self.begin_practice();
            }
        }
        true
    }

    fn scores_read_for(&mut self, purpose: ScoresFor, file: &Arc<HighScores>) {
        match purpose {
            // Only if the player is still where they asked for them.
            ScoresFor::Screen if self.screen == Screen::Board => self.open_high_scores(file),
            ScoresFor::Screen => {}
            ScoresFor::Rank => {
                let game = self.table.game();
                let rank = file.rank_of(game.rules(), game.card().total(), None);
                if let Screen::NamePrompt(prompt) = &mut self.screen {
                    prompt.rank = Some(rank);
                }
            }
            ScoresFor::Practice => self.begin_practice(),
        }
    }

    /// Forgets that the high-score screen was asked for (a later key moved on).
    pub(super) fn forget_screen_reads(&mut self) {
        self.data
            .reads
            .scores_for
            .retain(|&p| p != ScoresFor::Screen);
    }

    /// The rank of the finished game, read for the name prompt.
    pub(super) fn read_rank(&mut self) {
        self.read_scores(ScoresFor::Rank);
    }
}
