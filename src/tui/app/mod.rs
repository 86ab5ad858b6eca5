//! The game screen as a model: keys and clicks in, game commands and screen changes out.
//! No terminal here, so tests drive it directly; the data directory is reached only through
//! the [`Session`], which tests point at a temporary directory or disable.

mod advice;
mod bots;
mod data;
mod setup;

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use std::collections::VecDeque;
use std::sync::Arc;

use super::layout::{self, BoardLayout};
use super::theme::Theme;
use crate::game::{Command, CommandError, Game, Outcome, Phase};
use crate::review::{self, Review};
use crate::rules::{Category, Constraint, DICE_COUNT, Forced};
use crate::scores_report::Report;
use crate::session::{Opened, PlayClock, Session};
use crate::solver::{RankedChoice, StrategyTable};
use crate::storage::{MAX_NAME_CHARS, SavedSlot, Storage};
use crate::table::{SeatKind, Table};

/// What fills the screen. Overlays sit on the board, which stays visible around them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The dice and the card (with the game-over banner once every box is filled).
    Board,
    /// Keys and a summary of the rules.
    Help,
    /// "Scratch <box> for 0? y/n".
    ConfirmScratch(Category),
    /// "Quit? y/n" while a game is in progress.
    ConfirmQuit,
    /// The game is over: which name to record the score under.
    NamePrompt(NamePrompt),
    /// The high-score table and statistics.
    HighScores(Box<Report>),
    /// Every decision of the finished game against optimal play; the number is the scroll.
    Review(usize),
    /// Choosing the players of the next game.
    Setup(Setup),
    /// Several saved games could be resumed: which one (the cursor), or a new game.
    Resume(usize),
}

/// The players being set up for the next game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: Vec<(String, SeatKind)>,
    pub cursor: usize,
    /// The name being typed when renaming the player under the cursor.
    pub editing: Option<String>,
}

/// The best moves for the dice on the table, as `t` shows them.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// Best first; the first few only.
    pub choices: Vec<RankedChoice>,
    /// The dice to hold for the best choice, when it is a keep.
    pub held: Option<[bool; DICE_COUNT]>,
}

/// The name being typed at game over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamePrompt {
    pub name: String,
    /// Where typing goes, in characters from the start (the name's length: at its end).
    pub cursor: usize,
    /// What Esc (or quitting) records under: the last name used, else the login name.
    pub prefilled: String,
    /// The place the score takes in the table, if the table could be read.
    pub rank: Option<usize>,
}

/// A line under the board: a hint, or why a key did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Info(String),
    Warning(String),
}

/// Where a finished game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recorded {
    Saved {
        name: String,
        rank: usize,
    },
    /// Every seat of a table, under its own name.
    Table,
    /// Handed to the writer; its report has not come back yet.
    Pending,
    /// Not recorded: the game stays saved and owed, and is retried.
    Failed,
}

/// The whole state of the front end.
#[derive(Debug)]
pub struct App {
    table: Table,
    screen: Screen,
    die_cursor: usize,
    /// Always an open box while the game is on; `None` once it is over.
    box_cursor: Option<Category>,
    status: Option<Status>,
    quit: bool,
    /// The terminal size last drawn, for mapping clicks to what was drawn there.
    viewport: Rect,
    theme: Theme,
    /// The road to the data directory: saves, records, settings.
    session: Session,
    /// Set once the player has been told that the data directory cannot be written.
    storage_failed: bool,
    /// The saved games offered at start-up, while the player chooses.
    resumable: Vec<SavedSlot>,
    /// The name the finished game is recorded under (kept for a retry).
    record_name: String,
    /// A write is waiting for another yatzy's lock.
    waiting_for_lock: bool,
    /// Messages about the player's data, shown whole in a popup until a key is pressed.
    alerts: Vec<String>,
    /// The seat whose game the review shows (a human's; Tab and ←/→ move through them).
    reviewed_seat: usize,
    clock: PlayClock,
    recorded: Option<Recorded>,
    /// The optimal-strategy table, once the background solve has finished.
    strategy: Option<Arc<StrategyTable>>,
    /// How far the background solve has got (0..=1).
    solver_progress: f64,
    hint: Option<Hint>,
    coach: bool,
    coach_threshold: f64,
    /// The finished game's review, once the game is over and the table is ready.
    review: Option<Review>,
    /// The commands of a bot's move, carried out one at a time so players can follow them.
    bot_queue: VecDeque<Command>,
}

impl App {
    /// A game that is not saved anywhere (tests, snapshots).
    pub fn new(game: Game, theme: Theme) -> Self {
        let opened = Opened {
            table: Table::solitaire(game),
            play_secs: 0,
            slot: None,
            resumable: Vec::new(),
            notices: Vec::new(),
            storage_failed: false,
        };
        App::open(opened, Storage::disabled(), theme)
    }

    /// The game start-up found, saved to `storage` as it goes, each write made at once.
    pub fn open(mut opened: Opened, storage: Storage, theme: Theme) -> Self {
        let session = Session::inline(storage, opened.slot.take());
        App::with_session(opened, session, theme)
    }

    /// The game start-up found, written through `session`.
    pub fn with_session(opened: Opened, session: Session, theme: Theme) -> Self {
        let box_cursor = opened.table.game().card().open_categories().next();
        let (status, alerts) = data::sort_notices(&opened.notices);
        let mut app = App {
            table: opened.table,
            screen: Screen::Board,
            die_cursor: 0,
            box_cursor,
            status,
            quit: false,
            viewport: Rect::default(),
            theme,
            session,
            storage_failed: opened.storage_failed,
            resumable: opened.resumable,
            record_name: String::new(),
            waiting_for_lock: false,
            alerts,
            reviewed_seat: 0,
            clock: PlayClock::starting_at(opened.play_secs),
            recorded: None,
            strategy: None,
            solver_progress: 0.0,
            hint: None,
            coach: false,
            coach_threshold: 1.0,
            review: None,
            bot_queue: VecDeque::new(),
        };
        // Resumed with dice on the table, the cursor rests on a box they may go in.
        app.box_cursor = app.selectable_boxes().first().copied();
        if !app.resumable.is_empty() {
            app.screen = Screen::Resume(0);
        } else {
            app.settle_finished();
        }
        app
    }

    /// The game of the player whose turn it is.
    pub fn game(&self) -> &Game {
        self.table.game()
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    pub fn die_cursor(&self) -> usize {
        self.die_cursor
    }

    pub fn box_cursor(&self) -> Option<Category> {
        self.box_cursor
    }

    /// Messages about the player's data waiting to be read, shown whole.
    pub fn alerts(&self) -> &[String] {
        &self.alerts
    }

    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    pub fn recorded(&self) -> Option<&Recorded> {
        self.recorded.as_ref()
    }

    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    pub fn coach(&self) -> bool {
        self.coach
    }

    /// Hints the current player asked for in this game.
    pub fn hints_used(&self) -> u32 {
        self.table.current_seat().hints_used
    }

    /// `None` until the background solve is done; then the table.
    pub fn strategy(&self) -> Option<&StrategyTable> {
        self.strategy.as_deref()
    }

    pub fn solver_progress(&self) -> f64 {
        self.solver_progress
    }

    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// Moves that cost more than `points` are flagged while the coach is on.
    pub fn set_coach_threshold(&mut self, points: f64) {
        self.coach_threshold = points;
    }

    /// The background solve got further.
    pub fn solver_advanced(&mut self, fraction: f64) {
        self.solver_progress = fraction;
    }

    /// Something the solver wants said (its cache could not be used or written), unless the
    /// player already knows the data directory is unusable.
    pub fn solver_note(&mut self, note: String) {
        if !self.storage_failed {
            // About a file in the data directory, with its path: shown whole.
            self.alert(format!("Solver: {note}"));
        }
    }

    /// The background solve is done: hints, the coach and the review work from now on.
    pub fn solver_ready(&mut self, table: Arc<StrategyTable>) {
        self.solver_progress = 1.0;
        self.strategy = Some(table);
        if self.table.game().is_over() {
            self.review = self
                .strategy
                .as_deref()
                .map(|t| review::review(t, self.reviewed_game()));
        }
    }

    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Records the size of the frame being drawn, so clicks map to what the player sees.
    pub fn set_viewport(&mut self, area: Rect) {
        self.viewport = area;
    }

    /// A game is in progress once any player's first die is rolled, until every box of
    /// every player is filled.
    pub fn game_in_progress(&self) -> bool {
        !self.table.is_over()
            && self
                .table
                .seats()
                .iter()
                .any(|seat| seat.game.dice().is_some() || !seat.game.history().is_empty())
    }

    /// Caps Lock must not freeze the game: outside the places where a name is typed, an
    /// upper-case letter acts as its lower case.
    fn without_caps_lock(&self, mut key: KeyEvent) -> KeyEvent {
        let typing = matches!(self.screen, Screen::NamePrompt(_))
            || matches!(&self.screen, Screen::Setup(setup) if setup.editing.is_some());
        if let KeyCode::Char(c) = key.code
            && !typing
        {
            key.code = KeyCode::Char(c.to_ascii_lowercase());
        }
        key
    }

    /// Handles any terminal event; returns whether the screen must be redrawn.
    pub fn handle_event(&mut self, event: &Event) -> bool {
        match event {
            Event::Key(key) => self.handle_key(*key),
            Event::Mouse(mouse) => self.handle_mouse(*mouse),
            Event::Resize(..) => true,
            _ => false,
        }
    }

    /// Handles one key; returns whether anything changed.
    pub fn handle_key(&mut self, key: KeyEvent) -> bool {
        if key.kind == KeyEventKind::Release {
            return false;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return true;
        }
        if self.viewport.area() > 0 && !layout::fits(self.viewport) {
            // Under the "enlarge the window" notice nothing is seen, so nothing is played:
            // only quitting works (the game is saved on every change, so it is kept).
            let quits = matches!(key.code, KeyCode::Esc | KeyCode::Char('q' | 'Q'));
            if quits {
                self.quit = true;
            }
            return quits;
        }
        if !self.alerts.is_empty() {
            // Any key closes the popup, and does nothing else: it was pressed to dismiss.
            self.alerts.clear();
            return true;
        }
        let key = self.without_caps_lock(key);
        if self.bot_to_move() {
            // Quitting and the help stay at hand (the bot waits meanwhile); any other key
            // fast-forwards the bot's turn.
            match key.code {
                KeyCode::Char('q') | KeyCode::Esc => self.request_quit(),
                KeyCode::Char('?') => self.screen = Screen::Help,
                _ => self.bot_finish_turn(),
            }
            return true;
        }
        match &mut self.screen {
            Screen::Board => self.board_key(key.code),
            Screen::Help => {
                // Any key closes the help.
                self.screen = Screen::Board;
                true
            }
            Screen::HighScores(_) => match key.code {
                KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q' | 's') => {
                    self.screen = Screen::Board;
                    true
                }
                _ => false,
            },
            Screen::ConfirmScratch(category) => {
                let category = *category;
                self.screen = Screen::Board;
                if key.code == KeyCode::Char('y') {
                    self.score(category);
                } else {
                    self.status = Some(Status::Info(format!(
                        "{} stays open",
                        self.table.game().rules().category_name(category)
                    )));
                }
                true
            }
            Screen::ConfirmQuit => {
                self.screen = Screen::Board;
                if matches!(key.code, KeyCode::Char('y' | 'Y')) {
                    self.quit = true;
                }
                true
            }
            Screen::NamePrompt(_) => self.name_key(key),
            Screen::Setup(_) => self.setup_key(key),
            Screen::Resume(_) => self.resume_key(key.code),
            Screen::Review(scroll) => {
                let last = self
                    .review
                    .as_ref()
                    .map_or(0, |r| r.decisions.len().saturating_sub(1));
                *scroll = match key.code {
                    KeyCode::Tab | KeyCode::Right | KeyCode::Char('l') => {
                        self.review_next_player(1);
                        return true;
                    }
                    KeyCode::BackTab | KeyCode::Left | KeyCode::Char('h') => {
                        self.review_next_player(-1);
                        return true;
                    }
                    KeyCode::Up | KeyCode::Char('k') => scroll.saturating_sub(1),
                    KeyCode::Down | KeyCode::Char('j') => (*scroll + 1).min(last),
                    KeyCode::PageUp => scroll.saturating_sub(10),
                    KeyCode::PageDown => (*scroll + 10).min(last),
                    KeyCode::Home => 0,
                    KeyCode::End => last,
                    KeyCode::Esc | KeyCode::Enter | KeyCode::Char('q' | 'v') => {
                        self.screen = Screen::Board;
                        return true;
                    }
                    _ => return false,
                };
                true
            }
        }
    }

    fn board_key(&mut self, code: KeyCode) -> bool {
        match code {
            KeyCode::Char('q') | KeyCode::Esc => self.request_quit(),
            KeyCode::Char('?') => self.screen = Screen::Help,
            KeyCode::Char('s') => self.show_high_scores(),
            KeyCode::Char('c') => self.toggle_coach(),
            KeyCode::Char('p') => self.open_setup(),
            KeyCode::Char('v') if self.table.game().is_over() => self.show_review(),
            KeyCode::Char('n') if self.table.game().is_over() => self.new_game(),
            _ if self.table.game().is_over() => return false,
            KeyCode::Char('r') => self.roll(),
            KeyCode::Char('t') => self.show_hint(),
            KeyCode::Char(digit @ '1'..='5') => {
                // The match arm guarantees an ASCII digit 1..=5.
                let die = usize::from(digit as u8 - b'1');
                self.die_cursor = die;
                self.run(Command::ToggleHold(die));
            }
            KeyCode::Char(' ') => self.run(Command::ToggleHold(self.die_cursor)),
            KeyCode::Left | KeyCode::Char('h') => {
                self.die_cursor = (self.die_cursor + DICE_COUNT - 1) % DICE_COUNT;
            }
            KeyCode::Right | KeyCode::Char('l') => {
                self.die_cursor = (self.die_cursor + 1) % DICE_COUNT
            }
            KeyCode::Up | KeyCode::Char('k') => self.move_box_cursor(-1),
            KeyCode::Down | KeyCode::Char('j') => self.move_box_cursor(1),
            KeyCode::Enter => {
                if let Some(category) = self.box_cursor {
                    self.request_score(category);
                }
            }
            _ => return false,
        }
        true
    }

    fn name_key(&mut self, key: KeyEvent) -> bool {
        let Screen::NamePrompt(prompt) = &mut self.screen else {
            return false;
        };
        match key.code {
            KeyCode::Enter => {
                let name = if prompt.name.trim().is_empty() {
                    prompt.prefilled.clone()
                } else {
                    prompt.name.clone()
                };
                self.record(&name);
            }
            KeyCode::Esc => {
                let name = prompt.prefilled.clone();
                self.record(&name);
            }
            KeyCode::Backspace if prompt.cursor > 0 => {
                prompt.cursor -= 1;
                remove_char(&mut prompt.name, prompt.cursor);
            }
            KeyCode::Delete if prompt.cursor < prompt.name.chars().count() => {
                remove_char(&mut prompt.name, prompt.cursor);
            }
            KeyCode::Backspace | KeyCode::Delete => {}
            KeyCode::Left => prompt.cursor = prompt.cursor.saturating_sub(1),
            KeyCode::Right => prompt.cursor = (prompt.cursor + 1).min(prompt.name.chars().count()),
            KeyCode::Home => prompt.cursor = 0,
            KeyCode::End => prompt.cursor = prompt.name.chars().count(),
            KeyCode::Char(c)
                if !key.modifiers.contains(KeyModifiers::CONTROL)
                    && crate::text::is_name_char(c) =>
            {
                if prompt.name.chars().count() >= MAX_NAME_CHARS {
                    self.status = Some(Status::Warning(format!(
                        "A name has at most {MAX_NAME_CHARS} characters"
                    )));
                } else {
                    let at = byte_index(&prompt.name, prompt.cursor);
                    prompt.name.insert(at, c);
                    prompt.cursor += 1;
                }
            }
            _ => {
                self.status = Some(Status::Warning(
                    "Names are plain text: letters, digits, spaces".into(),
                ));
            }
        }
        true
    }

    /// Handles a mouse event; only left clicks on the board do anything.
    pub fn handle_mouse(&mut self, mouse: MouseEvent) -> bool {
        if mouse.kind != MouseEventKind::Down(MouseButton::Left)
            || self.screen != Screen::Board
            || self.table.game().is_over()
            || !layout::fits(self.viewport)
        {
            return false;
        }
        let board = BoardLayout::with_seats(
            self.viewport,
            self.table.game().rules(),
            self.table.seats().len(),
        );
        let (column, row) = (mouse.column, mouse.row);
        if let Some(die) = board.die_at(column, row) {
            self.die_cursor = die;
            self.run(Command::ToggleHold(die));
        } else if board.is_roll_button(column, row) {
            self.run(Command::Roll);
        } else if let Some(category) = board.box_at(column, row) {
            if !self.table.game().card().is_open(category) {
                return false;
            }
            // A click selects, a second click (or Enter) scores: a misclick costs no box. The
            // cursor only ever rests on a box the dice may go in; a refused click says why.
            let selectable = self.selectable_boxes().contains(&category);
            if !selectable || self.box_cursor == Some(category) {
                self.request_score(category);
            } else {
                self.box_cursor = Some(category);
                let name = self.table.game().rules().category_name(category);
                self.status = Some(Status::Info(format!(
                    "{name}: click again or press Enter to score it"
                )));
            }
        } else {
            return false;
        }
        true
    }

    /// The boxes the cursor may rest on: open, and allowed for the dice on the table.
    fn selectable_boxes(&self) -> Vec<Category> {
        let card = self.table.game().card();
        let dice = self.table.game().dice();
        card.open_categories()
            .filter(|&c| dice.is_none_or(|d| card.placement(c, &d).is_ok()))
            .collect()
    }

    /// Moves the box cursor to the next selectable box in card order, wrapping around.
    fn move_box_cursor(&mut self, step: isize) {
        let open = self.selectable_boxes();
        let Some(current) = self.box_cursor else {
            return;
        };
        let Some(position) = open.iter().position(|&c| c == current) else {
            self.box_cursor = open.first().copied();
            return;
        };
        let len = open.len() as isize;
        self.box_cursor = Some(open[(position as isize + step).rem_euclid(len) as usize]);
    }

    /// Scores a box, asking first when it would score 0.
    fn request_score(&mut self, category: Category) {
        let Some(dice) = self.table.game().dice() else {
            self.warn(CommandError::NotRolledYet);
            return;
        };
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

    fn score(&mut self, category: Category) {
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
    fn roll(&mut self) {
        let game = self.table.game();
        if game.dice().is_some() && game.rolls_left() > 0 && !game.held().contains(&false) {
            self.status = Some(Status::Warning(
                "All five dice are held: release one to roll, or score with Enter".into(),
            ));
            return;
        }
        self.run(Command::Roll);
    }

    fn run(&mut self, command: Command) {
        self.run_checked(command);
    }

    /// Applies a command, turning a refusal into a status message. Returns whether it applied.
    fn run_checked(&mut self, command: Command) -> bool {
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
                    } => Some(Status::Info(format!(
                        "{points} in {}",
                        self.table.game().rules().category_name(category)
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
                    let name = self.table.game().rules().category_name(Category::Yatzy);
                    self.status = Some(Status::Info(format!("{name} bonus! +100")));
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

    fn warn(&mut self, error: CommandError) {
        let message = match error {
            CommandError::NotRolledYet => "Roll the dice first: press r".to_string(),
            other => other.to_string(),
        };
        self.status = Some(Status::Warning(message));
    }

    /// The line shown when there is no message: what the player can do now.
    pub fn guidance(&self) -> &'static str {
        if let Screen::NamePrompt(_) = self.screen {
            return "Type your name for the high scores and press Enter";
        }
        if let Some(dice) = self.table.game().dice() {
            match self.table.game().card().constraint(&dice) {
                Constraint::Only(_, Forced::YachtBox(_)) => {
                    return "Five of a kind: it must go in its open box (50)";
                }
                Constraint::Only(_, Forced::NumbersBox(..)) => {
                    return "Five of a kind: it must go in the numbers box of its face";
                }
                Constraint::Joker { numbers: true } => {
                    let lower_open = self
                        .table
                        .game()
                        .card()
                        .open_categories()
                        .any(|c| c.section() == crate::rules::Section::Right);
                    return if lower_open {
                        "Joker! Full value in any open lower box (FH 25, straights 30/40), or 0 above"
                    } else {
                        "Joker! No lower box is open: it scores 0 in an open upper box"
                    };
                }
                Constraint::Joker { numbers: false } => {
                    return "Joker! It must go in an open lower box, at full value";
                }
                _ => {}
            }
        }
        match self.table.game().phase() {
            Phase::AwaitingFirstRoll => "Press r to roll the dice",
            Phase::Rolled(3) => "Last roll: choose a box with ↑↓ and Enter",
            Phase::Rolled(_) => "Hold dice with 1-5, r to roll the rest, or Enter to score",
            Phase::GameOver => "n: new game, v: review, s: high scores, q: quit",
        }
    }
}

/// The byte offset of character `chars` of `text` (its length past the end).
fn byte_index(text: &str, chars: usize) -> usize {
    text.char_indices()
        .nth(chars)
        .map_or(text.len(), |(at, _)| at)
}

/// Removes character `chars` of `text`, if there is one.
fn remove_char(text: &mut String, chars: usize) {
    if let Some((at, _)) = text.char_indices().nth(chars) {
        text.remove(at);
    }
}
