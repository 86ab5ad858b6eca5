//! Keys and clicks to the screen on top, and what the screen asks for carried out.

use ratatui::crossterm::event::{Event, KeyEvent, MouseEvent};

use super::{App, Status};
use yatzy_i18n::t;
use yatzy_ui::keymap::{self, Action, Keys};
use yatzy_ui::layout;
use yatzy_ui::screens::board::{self, Request};
use yatzy_ui::screens::high_scores::HighScoresOutcome;
use yatzy_ui::screens::name_prompt::PromptOutcome;
use yatzy_ui::screens::players::SetupOutcome;
use yatzy_ui::screens::practice::Leave;
use yatzy_ui::screens::resume::{self, ResumeOutcome};
use yatzy_ui::screens::review::{self, ReviewOutcome};
use yatzy_ui::screens::settings::{self, SettingsOutcome};
use yatzy_ui::screens::{Screen, confirm, help};

impl App {
    /// Handles any terminal event; returns whether the screen must be redrawn.
    pub fn handle_event(&mut self, event: &Event) -> bool {
        match event {
            Event::Key(key) => self.handle_key(*key),
            Event::Mouse(mouse) => self.click(*mouse),
            Event::Resize(..) => true,
            _ => false,
        }
    }

    /// Handles one key; returns whether anything changed. A key that means nothing where it
    /// is pressed is ignored.
    pub fn handle_key(&mut self, key: KeyEvent) -> bool {
        keymap::action(self.keys(), key).is_some_and(|action| self.act(action))
    }

    /// Passes `action` to whatever is on top: the size notice, the data popup, a bot's turn,
    /// or the screen.
    pub fn act(&mut self, action: Action) -> bool {
        // A screen asked for and still being read is no longer wanted once another key is
        // pressed: it must not open later over whatever the player went on to.
        self.forget_screen_reads();
        match (self.keys(), action) {
            (_, Action::QuitNow) => self.quit = true,
            // The event loop suspends; nothing changes here.
            (_, Action::Suspend) => return false,
            // Drawn whole again by the event loop, whatever is on top.
            (_, Action::Redraw) => self.full_redraw = true,
            // Under the "enlarge the window" notice nothing is seen, so nothing is played:
            // only quitting works (the game is saved on every change, so it is kept).
            (Keys::TooSmall, Action::Quit) => self.quit = true,
            (Keys::TooSmall, _) => return false,
            // Any key closes the popup, and does nothing else: it was pressed to dismiss.
            (Keys::AnyKey, _) if !self.alerts.is_empty() => self.alerts.clear(),
            // Quitting and the help stay at hand (the bot waits meanwhile); any other key
            // fast-forwards the bot's turn.
            (Keys::BotTurn, Action::Quit) => self.request_quit(),
            (Keys::BotTurn, Action::Help) => self.screen = Screen::Help,
            (Keys::BotTurn, _) => self.bot_finish_turn(),
            _ => return self.act_on_screen(action),
        }
        true
    }

    /// The screen on top makes what it will of `action`; returns whether anything changed.
    fn act_on_screen(&mut self, action: Action) -> bool {
        match &mut self.screen {
            Screen::Board => {
                let over = self.table.game().is_over();
                let (die, boxed) = (self.turn.die_cursor(), self.turn.box_cursor());
                match board::act(action, over, die, boxed) {
                    Some(request) => self.carry_out(request),
                    None => return false,
                }
            }
            Screen::Help if help::closes(action) => self.screen = Screen::Board,
            Screen::Help => return false,
            Screen::ConfirmScratch(_)
            | Screen::ConfirmQuit
            | Screen::ConfirmNewGame
            | Screen::ConfirmCostly(..) => {
                let Some(yes) = confirm::answer(action) else {
                    return false;
                };
                match std::mem::replace(&mut self.screen, Screen::Board) {
                    Screen::ConfirmCostly(command, _) if yes => self.go_ahead(command),
                    Screen::ConfirmCostly(..) => {
                        self.turn.disarm();
                        self.say(t!("not-played"));
                    }
                    Screen::ConfirmScratch(_) => self.answer(yes),
                    Screen::ConfirmQuit if yes => self.quit = true,
                    Screen::ConfirmNewGame if yes => self.leave_for_new_game(),
                    Screen::ConfirmNewGame => self.say(t!("new-game-not-started")),
                    _ => {}
                }
            }
            Screen::NamePrompt(prompt) => match prompt.act(action) {
                PromptOutcome::Ignored => return false,
                PromptOutcome::Changed => {}
                PromptOutcome::Refused(reason) => self.say_warning(reason),
                PromptOutcome::Record(name) => self.record(&name),
            },
            Screen::HighScores(_) => return self.high_scores_key(action),
            Screen::PastGame(_) => return self.past_game_key(action),
            Screen::Review(scroll) => {
                // The review by a target's chance has the same decisions as the points'.
                let decisions = self.review.as_ref().map_or(0, |r| r.decisions.len());
                match review::act(scroll, decisions, action) {
                    ReviewOutcome::Ignored => return false,
                    ReviewOutcome::Scrolled => {}
                    ReviewOutcome::Player(step) => self.review_next_player(isize::from(step)),
                    ReviewOutcome::Back => self.screen = Screen::Board,
                }
            }
            Screen::Setup(setup) => {
                let outcome = setup.act(action);
                // A refusal stays on the screen until the next key.
                self.status = None;
                match outcome {
                    SetupOutcome::Ignored => return false,
                    SetupOutcome::Changed => {}
                    SetupOutcome::Refused(reason) => self.say_warning(reason),
                    SetupOutcome::Start(players) => self.start_table(players),
                    SetupOutcome::Back => self.screen = Screen::Board,
                }
            }
            Screen::Settings(cursor) => match settings::act(cursor, action) {
                SettingsOutcome::Ignored => return false,
                SettingsOutcome::Moved => {}
                SettingsOutcome::Change(setting, step) => self.change_setting(setting, step),
                SettingsOutcome::Back => self.screen = Screen::Board,
            },
            Screen::Practice(screen) => {
                let outcome = screen.act(action);
                return self.practice_outcome(outcome);
            }
            Screen::Resume(_) => return self.resume_key(action),
        }
        true
    }

    /// A key on the high-score screen.
    fn high_scores_key(&mut self, action: Action) -> bool {
        let Screen::HighScores(screen) = &mut self.screen else {
            return false;
        };
        match screen.act(action) {
            // A refusal stays on the screen until the next key that does something.
            HighScoresOutcome::Ignored => return false,
            HighScoresOutcome::Moved if matches!(self.status, Some(Status::Warning(_))) => {
                self.status = None;
            }
            HighScoresOutcome::Moved => {}
            HighScoresOutcome::Open(index) => self.open_past_game(index),
            HighScoresOutcome::Page => self.turn_scores_page(),
            HighScoresOutcome::NextName => self.next_scores_name(),
            HighScoresOutcome::Back => {
                self.screen = Screen::Board;
                if matches!(self.status, Some(Status::Warning(_))) {
                    self.status = None;
                }
            }
        }
        true
    }

    /// A key in the review of a past game.
    fn past_game_key(&mut self, action: Action) -> bool {
        let Screen::PastGame(past) = &mut self.screen else {
            return false;
        };
        let decisions = past.review.decisions.len();
        match review::act(&mut past.scroll, decisions, action) {
            ReviewOutcome::Ignored | ReviewOutcome::Player(_) => return false,
            ReviewOutcome::Scrolled => {}
            ReviewOutcome::Back => {
                let cursor = past.cursor;
                self.reopen_high_scores(cursor);
            }
        }
        true
    }

    /// A key on the chooser of saved games.
    fn resume_key(&mut self, action: Action) -> bool {
        let Screen::Resume(cursor) = &mut self.screen else {
            return false;
        };
        match resume::act(cursor, self.data.resumable.len(), action) {
            ResumeOutcome::Ignored => return false,
            ResumeOutcome::Moved => {}
            ResumeOutcome::Resume(index) => self.resume_chosen(index),
            ResumeOutcome::NewGame => {
                // The saved games stay saved; letting go of them lets another terminal
                // resume them.
                self.data.resumable.clear();
                self.screen = Screen::Board;
                self.say(t!("new-game-saved-stay"));
            }
            ResumeOutcome::Quit => {
                self.data.resumable.clear();
                self.quit = true;
            }
        }
        true
    }

    /// What the board asked for.
    fn carry_out(&mut self, request: Request) {
        // The board shows a hint over the status line: a key that answers with words of its
        // own ("Coach on", the goal's, a key refused here) takes the hint away for them to be
        // seen. A move is not such a key: one played puts the hint away anyway, and one
        // refused is no move, so the hint for the dice stays (as at `yatzy serve`); nor is the
        // guard's "again to score it", which is shown beside the hint, first.
        let (before, is_move) = (self.status.clone(), matches!(request, Request::Move(_)));
        self.carry_out_request(request);
        if !is_move
            && let Some(Status::Info(said) | Status::Warning(said)) = &self.status
            && self.status != before
            && yatzy_ui::words::play::guard(&self.turn, &self.table).as_ref() != Some(said)
        {
            self.hint = None;
        }
    }

    fn carry_out_request(&mut self, request: Request) {
        match request {
            Request::Quit => self.request_quit(),
            Request::Help => self.screen = Screen::Help,
            Request::HighScores => self.show_high_scores(),
            Request::Coach => self.toggle_coach(),
            Request::Chances => self.toggle_chances(),
            Request::Goal => self.cycle_goal(),
            Request::Players => self.open_setup(),
            Request::Settings => self.screen = Screen::Settings(0),
            Request::Practice => self.open_practice(Leave::ToGame),
            Request::Review => self.show_review(),
            Request::NewGame => self.new_game(),
            Request::Refuse(id) => self.say_warning(yatzy_i18n::text(id, &[])),
            Request::Hint => self.show_hint(),
            Request::Move(request) => self.request_move(request),
        }
    }

    /// A click, on the board only, where it was drawn at a size that fits, and not while a
    /// bot plays.
    fn click(&mut self, mouse: MouseEvent) -> bool {
        if self.screen != Screen::Board
            || !self.mouse()
            || !layout::fits(self.viewport)
            || self.bot_to_move()
        {
            return false;
        }
        let layout = self.board_layout(self.viewport);
        let selectable = self.selectable_boxes();
        let scores = self.turn.click_scores(&self.table);
        let request = board::click(mouse, &layout, self.table.game(), &selectable, scores);
        let clicked = request.is_some();
        if let Some(request) = request {
            self.carry_out(request);
        }
        clicked
    }
}
