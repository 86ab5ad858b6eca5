//! Drawing the app: each screen gets what it shows, never the app itself.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::App;
use yatzy_ui::layout;
use yatzy_ui::screens::confirm::Confirmation;
use yatzy_ui::screens::review::Reviewed;
use yatzy_ui::screens::{
    Screen, alerts, board, help, high_scores, name_prompt, players, practice, render_too_small,
    resume, review, settings,
};
use yatzy_ui::view::{BoardView, Status};
use yatzy_ui::widgets::chart::Ink;
use yatzy_ui::widgets::popup;

impl App {
    /// The board as it is now, laid out in `area`.
    fn board_view(&self, area: Rect) -> BoardView<'_> {
        BoardView {
            table: &self.table,
            theme: &self.look.theme,
            layout: self.board_layout(area),
            die_cursor: self.turn.die_cursor(),
            box_cursor: self.turn.box_cursor(),
            hint: self.hint.as_ref(),
            status: self.status.as_ref(),
            guard: yatzy_ui::words::play::guard(&self.turn, &self.table),
            celebration: self.celebration.clone(),
            guidance: self.guidance(),
            keys: self.keys(),
            solver_progress: self.engine.solver_progress,
            solver_ready: self.engine.strategy.is_some(),
            coach: self.coach,
            recorded: self.data.recorded.as_ref(),
            points_lost: self.review.as_ref().map(|r| r.total_lost),
            standing: self
                .table
                .game()
                .is_over()
                .then(|| self.standing(self.table.game().card().total())),
            personal_best: self.data.personal_best,
            chances: self.live_chances(),
            header_note: None,
            verdict: None,
        }
    }
}

impl App {
    /// The question on screen, if one is asked.
    fn question(&self) -> Option<Confirmation> {
        Some(match &self.screen {
            Screen::ConfirmScratch(category) => {
                Confirmation::scratch(&yatzy_i18n::box_name(self.table.rules(), *category))
            }
            Screen::ConfirmQuit => Confirmation::quit(&self.quit_question()),
            Screen::ConfirmNewGame => Confirmation::new_game(&self.new_game_question()),
            Screen::ConfirmCostly(_, question) => Confirmation::costly(question),
            _ => return None,
        })
    }

    /// A question, and the data notice over everything else. A notice never covers a
    /// question: the two are stacked, the notice above, or where both do not fit, the notice
    /// waits for the answer (the question has the keys meanwhile).
    fn render_question_and_alerts(&self, area: Rect, buf: &mut Buffer) {
        let theme = &self.look.theme;
        let alerts = (!self.alerts.is_empty()).then_some(self.alerts.as_slice());
        match (self.question(), alerts) {
            (Some(question), Some(alerts)) => {
                let upper = alerts::height(alerts, theme, area);
                match popup::stacked(area, upper, question.height(area)) {
                    Some((notice, asked)) => {
                        alerts::render(alerts, theme, notice, buf);
                        question.render(theme, asked, buf);
                    }
                    None => question.render(theme, area, buf),
                }
            }
            (Some(question), None) => question.render(theme, area, buf),
            (None, Some(alerts)) => alerts::render(alerts, theme, area, buf),
            (None, None) => {}
        }
    }
}

impl App {
    /// The warning on the status line, which a screen of its own shows as its refusal.
    fn refusal(&self) -> Option<&str> {
        match &self.status {
            Some(Status::Warning(reason)) => Some(reason.as_str()),
            _ => None,
        }
    }

    /// Draws a screen of its own (nothing of the game around it); false for the others.
    fn render_own_screen(&self, area: Rect, buf: &mut Buffer) -> bool {
        let theme = &self.look.theme;
        // Charts tell their series apart by colour, or by glyph where there is none.
        let ink = Ink::for_screen(theme, self.look.ascii);
        let bands = self
            .engine
            .distribution
            .as_ref()
            .map(|d| d.bands.as_slice());
        match &self.screen {
            Screen::HighScores(screen) => {
                high_scores::render(screen, self.refusal(), theme, ink, area, buf);
            }
            Screen::PastGame(past) => {
                let reviewed = Reviewed {
                    review: &past.review,
                    player: Some(&past.title),
                    players: 1,
                    standing: Some(self.standing(past.score)),
                    bands,
                    chances: None,
                    // A recorded game does not say what it was played for: in points.
                    pending_goal: None,
                };
                review::render(&reviewed, theme, ink, past.scroll, area, buf);
            }
            Screen::Review(scroll) => {
                if let Some(review) = self.shown_review() {
                    let score = self.reviewed_game().card();
                    let reviewed = Reviewed {
                        review,
                        player: self.reviewed_player(),
                        // Every seat's game, the bots' too (their decisions are graded as
                        // anyone's).
                        players: self.table.seats().len(),
                        standing: score.is_complete().then(|| self.standing(score.total())),
                        bands,
                        chances: self.round_chances(),
                        pending_goal: self.pending_goal(),
                    };
                    review::render(&reviewed, theme, ink, *scroll, area, buf);
                }
            }
            Screen::Practice(screen) => {
                practice::render(screen, theme, self.engine.solver_progress, area, buf);
            }
            Screen::Setup(setup) => players::render(setup, theme, self.refusal(), area, buf),
            _ => return false,
        }
        true
    }

    /// The board, and the popup over it if one is open. The questions are drawn later, with
    /// the data notice if one waits.
    fn render_board_and_popup(&self, area: Rect, buf: &mut Buffer) {
        let theme = &self.look.theme;
        let view = self.board_view(area);
        board::render(&view, buf);
        match &self.screen {
            Screen::Help => {
                let progress = self
                    .engine
                    .strategy
                    .is_none()
                    .then_some(self.engine.solver_progress);
                help::render(theme, self.table.rules(), progress, &view.layout, buf);
            }
            Screen::NamePrompt(prompt) => {
                let total = self.table.game().card().total();
                name_prompt::render(prompt, theme, total, area, buf);
            }
            Screen::Settings(cursor) => {
                let overridden = self.overridden();
                settings::render(
                    &self.look.preferences,
                    overridden,
                    theme,
                    *cursor,
                    area,
                    buf,
                );
            }
            Screen::Resume(cursor) => {
                let descriptions: Vec<String> = self
                    .data
                    .resumable
                    .iter()
                    .map(|slot| yatzy_session::describe_saved(&slot.saved))
                    .collect();
                resume::render(&descriptions, theme, *cursor, area, buf);
            }
            _ => {}
        }
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if !layout::fits(area) {
            render_too_small(area, buf);
        } else {
            if !self.render_own_screen(area, buf) {
                self.render_board_and_popup(area, buf);
            }
            self.render_question_and_alerts(area, buf);
        }
        if self.look.ascii {
            yatzy_ui::ascii::convert(area, buf);
        }
    }
}
