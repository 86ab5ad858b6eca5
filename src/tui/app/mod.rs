//! The front end as a model: keys and clicks in, game commands and screen changes out. The
//! keymap turns a key into an [`Action`], the screen on top says what it means, and the app
//! carries it out (`dispatch`) and hands each screen what it shows (`draw`). No terminal here, so tests drive it directly; the data directory is reached
//! only through the [`Session`], which tests point at a temporary directory or disable.

mod advice;
mod bots;
mod chances;
mod data;
mod dispatch;
mod draw;
mod goal_mode;
mod goal_review;
mod goals;
mod play;
mod practice;
mod reads;
mod risk;
mod settings;
mod setup;

use ratatui::layout::Rect;
use std::sync::Arc;

pub use bots::Clock;
pub use goal_mode::{GoalAnswer, GoalJob};
pub use goal_review::{GoalReviewAnswer, GoalReviewJob};
use yatzy_core::game::Game;
use yatzy_core::play::{BotDriver, Turn, Viewer};
use yatzy_core::review::Review;
use yatzy_core::rules::Category;
use yatzy_core::solver::{ScoreDistribution, Solution};
use yatzy_core::table::Table;
use yatzy_i18n::t;
use yatzy_session::{Opened, PlayClock, Session};
use yatzy_storage::{SavedSlot, Storage};
use yatzy_ui::keymap::Keys;
use yatzy_ui::layout::{self, BoardLayout};
use yatzy_ui::preferences::{Preferences, Setting};
use yatzy_ui::screens::Screen;
use yatzy_ui::theme::Theme;
use yatzy_ui::view::Standing;
pub(super) use yatzy_ui::view::{Hint, Recorded, Status};
use yatzy_ui::widgets::card;

/// The whole state of the front end.
#[derive(Debug)]
pub struct App {
    table: Table,
    screen: Screen,
    /// The players' hands on the board: the cursors and the question waiting (one pair for
    /// everyone at the screen, handed on with the turn).
    turn: Turn,
    status: Option<Status>,
    quit: bool,
    /// Ctrl-L asked for the whole screen to be drawn anew (see [`App::take_full_redraw`]).
    full_redraw: bool,
    /// The terminal size last drawn, for mapping clicks to what was drawn there.
    viewport: Rect,
    /// Messages about the player's data, shown whole in a popup until a key is pressed.
    alerts: Vec<String>,
    /// The seat whose game the review shows, once Tab or ←/→ moved through them (bots'
    /// included); `None`: the first human's.
    reviewed_seat: Option<usize>,
    hint: Option<Hint>,
    /// Where the last hint counted was asked for (the game, the seat, the rolls used and the
    /// boxes filled): a hint counts once per position, shown again or not (as at `yatzy
    /// serve`).
    hint_counted_at: Option<(yatzy_core::game::GameId, usize, u8, usize)>,
    /// A Yatzy just scored, said until the next move.
    celebration: Option<String>,
    /// The terminal bell is owed (a Yatzy, with the bell setting on), until the event loop
    /// rings it.
    bell: bool,
    coach: bool,
    /// The coach was set by the resumed game (as it was left), not by the settings.
    coach_resumed: bool,
    /// The finished game's review, once the game is over and the table is ready.
    review: Option<Review>,
    /// The bots at the table, one visible action at a time, at the player's pace.
    bots: BotDriver,
    /// Where the bots' pace reads the time.
    clock: Clock,
    /// The futures the bot that plays to win reads the others' distributions from: the
    /// chances' own, once the event loop shares them (until then kept in memory only).
    futures: Arc<yatzy_core::chances::Kept>,
    /// The solver's results as they come in from the background.
    engine: Engine,
    /// The chances under the card and in the review, as the background tells them.
    chances: chances::ChancesState,
    /// The goal tables, as the background loads them.
    goals: goals::GoalState,
    /// Goal hints asked for, for the event loop to work out off the key's path.
    goal_jobs: Vec<GoalJob>,
    /// The chances line's goal chance, as the background tells it.
    goal_chance: goal_mode::GoalChanceState,
    /// The finished game's review by its target's chance, when it was played for one.
    goal_review: goal_review::GoalReviewState,
    /// The player's data: the session, what it said, what was read.
    data: Data,
    /// How the game looks and speaks: theme, ASCII, the preferences in force.
    look: Look,
}

/// The solver's tables and distribution, as the background delivers them.
#[derive(Debug, Default)]
struct Engine {
    /// The optimal-strategy table, once the background solve has finished.
    strategy: Option<Arc<Solution>>,
    /// The final score's distribution under optimal play, once computed (after the table).
    distribution: Option<Arc<ScoreDistribution>>,
    /// Tables of other risk appetites, as they are solved (see `risk.rs`).
    risk_tables: Vec<Arc<Solution>>,
    /// The appetites whose tables were asked for.
    risks_requested: Vec<f64>,
    /// How far the background solve has got (0..=1).
    solver_progress: f64,
}

/// The road to the data directory and what came back along it.
#[derive(Debug)]
struct Data {
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
    clock: PlayClock,
    recorded: Option<Recorded>,
    /// The best score the player has recorded under these rules, shown during play.
    personal_best: Option<u16>,
    /// Whose best that is: the player's name when it was read or last recorded.
    best_of: String,
    /// Files read off the key path: what they were asked for, the high scores last read.
    reads: reads::Reads,
    /// The name last entered for each rule set (from the start's read of the settings, and
    /// each name recorded since): offered at a game's end without reading a file.
    last_names: Vec<(yatzy_core::rules::RuleSet, String)>,
}

/// How the game looks and speaks, and the preferences behind it.
#[derive(Debug)]
struct Look {
    theme: Theme,
    /// The player's preferences in force (the command line's options over the saved ones).
    preferences: Preferences,
    /// The preferences a command-line option decides for this session.
    overridden: Vec<Setting>,
    /// The setting last changed, until the writer says whether it was saved: the status
    /// line says "saved" only then.
    setting_unsaved: Option<Setting>,
    /// Whether the terminal and locale need ASCII, for the "auto" ASCII setting.
    terminal_wants_ascii: bool,
    /// The language the locale asks for, for the "auto" language setting.
    locale_language: yatzy_i18n::Language,
    /// Every symbol drawn in ASCII.
    ascii: bool,
}

impl App {
    /// A game that is not saved anywhere (tests, snapshots).
    pub fn new(game: Game, theme: Theme) -> Self {
        App::open(
            Opened::of(Table::solitaire(game)),
            Storage::disabled(),
            theme,
        )
    }

    /// The game start-up found, saved to `storage` as it goes, each write made at once.
    pub fn open(mut opened: Opened, storage: Storage, theme: Theme) -> Self {
        let session = Session::inline(storage, opened.slot.take());
        App::with_session(opened, session, theme)
    }

    /// The game start-up found, written through `session`.
    pub(crate) fn with_session(opened: Opened, session: Session, theme: Theme) -> Self {
        let (status, alerts) = data::sort_notices(&opened.notices);
        // A resumed game comes back as it was left: the coach, and the cursors.
        let turn = match opened.board {
            Some(board) => Turn::resumed(
                Viewer::Everyone,
                &opened.table,
                usize::from(board.die_cursor),
                board.box_cursor,
            ),
            None => Turn::new(Viewer::Everyone, &opened.table),
        };
        let best_of = yatzy_session::player_name(&opened.last_names, opened.table.rules());
        let mut app = App {
            table: opened.table,
            screen: Screen::Board,
            turn,
            status,
            quit: false,
            full_redraw: false,
            viewport: Rect::default(),
            alerts,
            reviewed_seat: None,
            hint: None,
            hint_counted_at: None,
            celebration: None,
            bell: false,
            coach: opened.board.is_some_and(|board| board.coach),
            coach_resumed: opened.board.is_some(),
            review: None,
            bots: BotDriver::new(
                std::time::Duration::from_millis(Preferences::default().bot_pace_ms),
                None,
            ),
            clock: Clock::default(),
            futures: Arc::default(),

            chances: chances::ChancesState::default(),
            goals: goals::GoalState::default(),
            goal_jobs: Vec::new(),
            goal_chance: goal_mode::GoalChanceState::default(),
            goal_review: goal_review::GoalReviewState::default(),
            engine: Engine::default(),
            data: Data {
                session,
                storage_failed: opened.storage_failed,
                resumable: opened.resumable,
                record_name: String::new(),
                waiting_for_lock: false,
                clock: PlayClock::starting_at(opened.play_secs),
                recorded: None,
                personal_best: opened.personal_best,
                best_of,
                reads: reads::Reads::default(),
                last_names: opened.last_names,
            },
            look: Look {
                theme,
                preferences: Preferences::default(),
                overridden: Vec::new(),
                setting_unsaved: None,
                terminal_wants_ascii: false,
                locale_language: yatzy_i18n::Language::English,
                ascii: false,
            },
        };
        // Resumed with dice on the table, what the rules force for them (a box, a Joker) is
        // said beside the resume notice.
        let forced = yatzy_ui::words::play::forced(app.table.game());
        if let (Some(forced), Some(Status::Info(notice))) = (forced, &app.status) {
            app.status = Some(Status::Info(format!("{notice} · {forced}")));
        }
        if !app.data.resumable.is_empty() {
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
        self.turn.die_cursor()
    }

    pub fn box_cursor(&self) -> Option<Category> {
        self.turn.box_cursor()
    }

    /// Messages about the player's data waiting to be read, shown whole.
    pub fn alerts(&self) -> &[String] {
        &self.alerts
    }

    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    pub fn recorded(&self) -> Option<&Recorded> {
        self.data.recorded.as_ref()
    }

    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The Yatzy just scored, as the message line announces it.
    pub fn celebration(&self) -> Option<&str> {
        self.celebration.as_deref()
    }

    /// Whether the terminal bell is to ring now; asked once (the event loop rings it).
    pub(crate) fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.bell)
    }

    pub fn coach(&self) -> bool {
        self.coach
    }

    /// Hints the current player asked for in this game.
    pub fn hints_used(&self) -> u32 {
        self.table.current_seat().hints_used
    }

    /// `None` until the background solve is done; then the table.
    pub fn strategy(&self) -> Option<&Solution> {
        self.engine.strategy.as_deref()
    }

    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The background solve got further.
    pub fn solver_advanced(&mut self, fraction: f64) {
        self.engine.solver_progress = fraction;
    }

    /// Something the solver wants said (its cache could not be used or written), unless the
    /// player already knows the data directory is unusable.
    pub(crate) fn solver_note(&mut self, note: String) {
        // About the cache, derived data that is only computed again: said on the status
        // line, never a popup in front of the game (or of a question).
        if self.status.is_none() {
            self.status = Some(Status::Warning(t!("status-solver", note = note)));
        }
    }

    /// The background solve is done: hints, the coach and the review work from now on.
    pub fn solver_ready(&mut self, table: Arc<Solution>) {
        self.engine.solver_progress = 1.0;
        self.engine.strategy = Some(table);
        self.begin_practice();
        if self.table.game().is_over() {
            self.review = self.fresh_review();
        }
    }

    /// The score distribution is ready: where a score stands against optimal play is said
    /// from now on (game over, review).
    pub fn distribution_ready(&mut self, distribution: Arc<ScoreDistribution>) {
        if distribution.rules == self.table.rules() {
            self.engine.distribution = Some(distribution);
        }
    }

    /// The share of optimal games (0..=1) that end below `score`, once the distribution is in.
    pub fn beats(&self, score: u16) -> Option<f64> {
        self.engine
            .distribution
            .as_ref()
            .map(|d| d.share_below(score))
    }

    /// Where `score` stands against optimal games: known, or still being computed.
    pub fn standing(&self, score: u16) -> Standing {
        self.beats(score)
            .map_or(Standing::Computing, Standing::Beats)
    }

    /// Draws every symbol in ASCII from now on (or not).
    pub fn set_ascii(&mut self, on: bool) {
        self.look.ascii = on;
    }

    pub fn theme(&self) -> &Theme {
        &self.look.theme
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Whether the whole screen must be drawn anew, not only what changed (Ctrl-L: another
    /// program wrote over it); asked once.
    pub fn take_full_redraw(&mut self) -> bool {
        std::mem::take(&mut self.full_redraw)
    }

    /// Records the size of the frame being drawn, so clicks map to what the player sees.
    pub fn set_viewport(&mut self, area: Rect) {
        self.viewport = area;
    }

    /// A game is in progress once any player's first die is rolled, until every box of
    /// every player is filled.
    pub(crate) fn game_in_progress(&self) -> bool {
        !self.table.is_over()
            && self
                .table
                .seats()
                .iter()
                .any(|seat| seat.game.dice().is_some() || !seat.game.history().is_empty())
    }

    /// The keymap's table in force: the screen's, unless something stands in front of it.
    fn keys(&self) -> Keys {
        let screen = self.screen.keys(self.table.game().is_over());
        if self.viewport.area() > 0 && !layout::fits(self.viewport) {
            Keys::TooSmall
        } else if screen == Keys::Question {
            // A question keeps the keys until it is answered, a notice beside it or not.
            Keys::Question
        } else if !self.alerts.is_empty() {
            Keys::AnyKey
        } else if self.bot_to_move() {
            Keys::BotTurn
        } else {
            screen
        }
    }

    /// Where everything is drawn in `area`: the card spreads for long names at a table.
    fn board_layout(&self, area: Rect) -> BoardLayout {
        let seats = self.table.seats();
        let names: Vec<String> = seats
            .iter()
            .map(|s| yatzy_core::text::sanitize(&s.name))
            .collect();
        let wanted = card::wanted_inner_width(&names);
        BoardLayout::for_table(area, self.table.rules(), seats.len(), wanted)
    }

    /// News for the status line.
    fn say(&mut self, message: String) {
        self.status = Some(Status::Info(message));
    }

    /// Why a key did nothing, for the status line.
    fn say_warning(&mut self, message: impl Into<String>) {
        self.status = Some(Status::Warning(message.into()));
    }
}
