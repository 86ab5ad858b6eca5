//! The full-screen game: the terminal, its events, and [`App`] (the model, which holds the
//! screen on top, dispatches to it and carries out what it asks). What is drawn and every key
//! known are the UI kit's ([`yatzy_ui`]); this module connects the app to a real terminal.

mod app;
mod events;
mod terminal;

use std::io::{IsTerminal, Write, stdout};
use std::process::ExitCode;
use std::sync::{Arc, mpsc};

use ratatui::DefaultTerminal;

pub use app::{App, Clock, GoalAnswer, GoalJob, GoalReviewAnswer, GoalReviewJob};
pub use yatzy_session::{Notice, Opened};
use yatzy_ui::{GameOptions, Overrides, Preferences, Setting, Theme, keymap, screens};

use events::AppEvent;
use yatzy_core::rules::RuleSet;
use yatzy_i18n::{io_error, t};
use yatzy_session::{self as session, OpenRequest, Session};
use yatzy_storage::Storage;
use yatzy_ui::words::storage as stored;

/// Set to make the game panic on its first key press: lets the tests check that a panic
/// restores the terminal, through the real binary (a test build's only: a release build
/// never reads it).
#[cfg(debug_assertions)]
const PANIC_TEST_VARIABLE: &str = "YATZY_TEST_PANIC_ON_KEY";

/// Why the loop ended.
enum Ending {
    Quit,
    Signal(i32),
    /// The terminal went away (the window closed): end quietly, as on SIGHUP.
    HungUp,
}

/// Start-up for a solitaire game of `rules`: the saved game to resume, or a new one.
pub fn open(storage: &Storage, rules: RuleSet, seed: Option<u64>, new_game: bool) -> Opened {
    open_table(storage, rules, seed, new_game, None)
}

/// Start-up for a table of `players` (solitaire when `None`).
pub fn open_table(
    storage: &Storage,
    rules: RuleSet,
    seed: Option<u64>,
    new_game: bool,
    players: Option<Vec<(String, yatzy_core::table::SeatKind)>>,
) -> Opened {
    let request = OpenRequest {
        rules,
        seed,
        new_game,
        players,
        daily: None,
    };
    session::open(storage, &request)
}

/// Start-up for `date`'s daily challenge of `rules`: its saved game, or a new one.
pub fn open_daily(storage: &Storage, rules: RuleSet, date: chrono::NaiveDate) -> Opened {
    let request = OpenRequest {
        rules,
        daily: Some(date),
        ..OpenRequest::default()
    };
    session::open(storage, &request)
}

/// The preferences start-up found with the command line's options over them, and which
/// settings the options decided. Each bad saved value is told among `opened`'s notices and
/// costs only itself; the file keeps it as it is.
pub fn preferences_in_force(
    opened: &mut Opened,
    overrides: &Overrides,
) -> (Preferences, Vec<Setting>) {
    let (saved, problems) = Preferences::from_json(&opened.preferences);
    opened.notices.extend(
        problems
            .into_iter()
            .map(|problem| Notice::Warning(t!("notice-settings", problem = problem))),
    );
    overrides.apply(saved)
}

/// Says what stops the game from starting, and fails.
fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("yatzy: {message}");
    ExitCode::FAILURE
}

/// Plays in the terminal until the player quits.
pub fn run(options: GameOptions) -> ExitCode {
    if !stdout().is_terminal() {
        return fail(t!("error-needs-terminal"));
    }
    let request = OpenRequest {
        rules: options.rules,
        seed: options.seed,
        new_game: options.new_game,
        players: options.players.clone(),
        daily: options.daily,
    };
    let (storage, opened) = open_storage(options.storage.clone(), &request);
    if let Some(message) = opened.daily_elsewhere() {
        return fail(message);
    }
    let rules = opened.table.rules();
    let (sender, events) = match events::spawn() {
        Ok(channel) => channel,
        Err(error) => return fail(t!("error-no-input", error = io_error(&error))),
    };
    let mut app = match start_app(opened, &storage, &sender, &options) {
        Ok(app) => app,
        Err(message) => return fail(message),
    };
    let risk_sender = sender.clone();
    let futures = session::kept_futures(&storage);
    let goal_storage = storage.clone();
    if let Err(error) = events::spawn_solver(sender, storage, rules) {
        // The game is still playable, only without hints.
        eprintln!("yatzy: {}", t!("error-no-solver", error = io_error(&error)));
    }
    let mut terminal = match terminal::init() {
        Ok(terminal) => terminal,
        Err(error) => return fail(t!("error-no-full-screen", error = io_error(&error))),
    };
    let result = event_loop(
        &mut terminal,
        &mut app,
        &events,
        &risk_sender,
        futures,
        &goal_storage,
    );
    terminal::leave(terminal);
    // However the loop ended, the game is kept for next time (after the terminal is back,
    // so a slow disk never leaves the player staring at a frozen screen).
    app.shutdown();
    // A finished daily challenge leaves its share text behind, to copy.
    if let Some(text) = app.share_text() {
        let _ = writeln!(stdout(), "{text}");
    }
    exit_code(result)
}

/// The data directory and what start-up found in it; without one, a fresh game that is not
/// saved, and says so.
fn open_storage(
    storage: Result<Storage, yatzy_storage::NoDataDirectory>,
    request: &OpenRequest,
) -> (Storage, Opened) {
    match storage {
        Ok(storage) => {
            // Start-up may have to wait for another yatzy's write (it is before the screen
            // is taken over, so Ctrl-C still works); say so rather than look frozen.
            let mut patience = storage.patience().clone();
            patience.on_wait = Some(Arc::new(|| {
                eprintln!("yatzy: {}", t!("status-waiting"));
            }));
            let opened = session::open(&storage.clone().with_patience(patience), request);
            (storage, opened)
        }
        Err(yatzy_storage::NoDataDirectory) => {
            let mut opened = Opened::fresh(request);
            let error = stored::no_data_directory();
            opened
                .notices
                .push(Notice::Warning(t!("notice-cannot-save", error = error)));
            opened.storage_failed = true;
            (Storage::disabled(), opened)
        }
    }
}

/// The app on what start-up found, with its session writing in the background (reporting
/// through `sender`) and the options' preferences in force.
fn start_app(
    mut opened: Opened,
    storage: &Storage,
    sender: &mpsc::Sender<AppEvent>,
    options: &GameOptions,
) -> Result<App, String> {
    let rules = opened.table.rules();
    let writer_events = sender.clone();
    let slot = opened.slot.take();
    let notify = move |report| {
        // The loop is gone only when the program ends; the report no longer matters then.
        let _ = writer_events.send(AppEvent::Session(report));
    };
    let mut session = Session::background(storage.clone(), slot, notify)
        .map_err(|error| t!("error-no-writer", error = io_error(&error)))?;
    // The rule set played becomes the default of the next game.
    session.update_settings(move |settings| settings.last_rules = Some(rules));
    let (preferences, overridden) = preferences_in_force(&mut opened, &options.overrides);
    let mut app = App::with_session(opened, session, Theme::from_env(preferences.theme));
    app.set_locale_language(options.locale_language);
    app.apply_preferences(preferences, overridden, options.terminal_wants_ascii);
    if options.practice {
        app.open_practice(screens::practice::Leave::Quit);
    }
    Ok(app)
}

/// The process's exit code for how the loop ended.
fn exit_code(result: Result<Ending, String>) -> ExitCode {
    match result {
        Ok(Ending::Quit) => ExitCode::SUCCESS,
        // The shell convention for "ended by signal N".
        Ok(Ending::Signal(signal)) => ExitCode::from(128u8.saturating_add(signal as u8)),
        // Nobody is left to read a message; the code says "hung up", like SIGHUP's.
        Ok(Ending::HungUp) => ExitCode::from(128 + 1),
        // A draw, or the return from Ctrl-Z, failed because the window closed (a terminal that
        // hung up no longer answers as a terminal): that is a hang-up too, not an error.
        Err(_) if !stdout().is_terminal() => ExitCode::from(128 + 1),
        Err(message) => {
            // Safe if the terminal is gone: there is then nobody to tell.
            let _ = writeln!(std::io::stderr(), "yatzy: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Ctrl-Z, which raw mode delivers as a key rather than as SIGTSTP.
fn is_suspend_key(event: &ratatui::crossterm::event::Event) -> bool {
    use ratatui::crossterm::event::Event;
    matches!(event, Event::Key(key)
        if keymap::action(keymap::Keys::AnyKey, *key) == Some(keymap::Action::Suspend))
}

fn suspend(terminal: &mut DefaultTerminal) -> Result<(), String> {
    terminal::suspend(terminal)
        .map_err(|error| t!("error-no-full-screen-again", error = io_error(&error)))
}

/// Writes the terminal bell (BEL) to `out` if the app owes one: a Yatzy with the bell setting
/// on. Returns whether it rang.
pub fn ring_bell(app: &mut App, out: &mut impl Write) -> std::io::Result<bool> {
    if !app.take_bell() {
        return Ok(false);
    }
    out.write_all(b"\x07")?;
    out.flush()?;
    Ok(true)
}

/// What one event came to: redraw or not, or the end of the game.
enum Handled {
    Redraw(bool),
    End(Ending),
}

/// One event of the loop, carried out.
fn handle(
    event: AppEvent,
    terminal: &mut DefaultTerminal,
    app: &mut App,
    mouse_reported: &mut bool,
    panic_on_key: bool,
) -> Result<Handled, String> {
    let redraw = match event {
        AppEvent::Input(event) => {
            if panic_on_key && event.is_key_press() {
                panic!("test panic requested by YATZY_TEST_PANIC_ON_KEY");
            }
            if is_suspend_key(&event) {
                suspend(terminal)?;
                // Back in full-screen mode, with clicks reported again.
                *mouse_reported = true;
                true
            } else {
                let changed = app.handle_event(&event);
                if app.take_full_redraw() {
                    // What another program wrote is cleared, and every cell drawn again.
                    terminal::redraw_all(terminal).map_err(cannot_draw)?;
                }
                changed
            }
        }
        AppEvent::Suspend => {
            suspend(terminal)?;
            *mouse_reported = true;
            true
        }
        AppEvent::Continued => {
            // Continued without our own stop (a plain SIGSTOP): the terminal is as it was,
            // but the screen may not be.
            terminal::redraw_all(terminal).map_err(cannot_draw)?;
            true
        }
        AppEvent::Signal(signal) => return Ok(Handled::End(Ending::Signal(signal))),
        AppEvent::SolverProgress(fraction) => {
            app.solver_advanced(fraction);
            true
        }
        AppEvent::SolverReady(table, note) => {
            app.solver_ready(table);
            if let Some(note) = note {
                app.solver_note(note);
            }
            true
        }
        AppEvent::DistributionReady(distribution) => {
            app.distribution_ready(distribution);
            true
        }
        AppEvent::RiskReady(table) => {
            app.risk_ready(table);
            false
        }
        AppEvent::Session(report) => app.session_report(report),
        AppEvent::Chances(answer) => app.chances_answered(answer),
        AppEvent::Goal(event) => app.goal_event(event),
        AppEvent::Goals(answer) => app.goal_answered(answer),
        AppEvent::GoalReview(answer) => app.goal_review_answered(answer),
        AppEvent::WinAnswer(answer) => app.win_answered(answer),
        AppEvent::InputClosed => return Ok(Handled::End(Ending::HungUp)),
    };
    Ok(Handled::Redraw(redraw))
}

fn cannot_draw(error: std::io::Error) -> String {
    t!("error-cannot-draw", error = io_error(&error))
}

/// Gives the workers what the app newly wants: the chances' jobs (and the whole game's
/// distribution, when it changed since `whole_game_told`), and the risk tables.
fn hand_out_work(
    app: &mut App,
    chances: Option<&yatzy_core::chances::Worker<()>>,
    goals: &session::GoalLoader,
    whole_game_told: &mut Option<Arc<yatzy_core::solver::ScoreDistribution>>,
    sender: &mpsc::Sender<AppEvent>,
) {
    // A goal table newly wanted is loaded (the first time computed) in the background.
    app.want_bot_goal_table();
    for rules in app.take_goal_requests() {
        goals.request(rules);
    }
    if let Some(worker) = chances {
        if let Some(whole_game) = app.whole_game_distribution()
            && whole_game_told
                .as_ref()
                .is_none_or(|told| !Arc::ptr_eq(told, whole_game))
        {
            worker.know_whole_game(Arc::clone(whole_game));
            *whole_game_told = Some(Arc::clone(whole_game));
        }
        for (strategy, job) in app.take_chance_jobs() {
            worker.ask((), strategy, job);
        }
    }
    // A goal's hint or chance: a millisecond's work, on a thread of its own all the same.
    for job in app.take_goal_jobs() {
        let told = sender.clone();
        let spawned = std::thread::Builder::new()
            .name("goal hint".into())
            .spawn(move || {
                let _ = told.send(AppEvent::Goals(job.run()));
            });
        // Without a thread the hint stays at "computing"; the game goes on.
        drop(spawned);
    }
    // A finished game's review by its target's chance: some milliseconds, never on a key's
    // path.
    for job in app.take_goal_review_jobs() {
        let told = sender.clone();
        let spawned = std::thread::Builder::new()
            .name("goal review".into())
            .spawn(move || {
                let _ = told.send(AppEvent::GoalReview(job.run()));
            });
        // Without a thread the review stays in expected points and says it is computing.
        drop(spawned);
    }
    // What the bot that plays to win plays for this turn: the others' distributions, up to a
    // quarter of a second each early in a game, worked out on a thread of its own. The bot
    // rolls meanwhile and plays its dice when the answer is in.
    if let Some(question) = app.take_win_question() {
        let told = sender.clone();
        let spawned = std::thread::Builder::new()
            .name("win bot".into())
            .spawn(move || {
                let _ = told.send(AppEvent::WinAnswer(question.answer()));
            });
        if spawned.is_err() {
            // Without a thread the bot would wait for ever: it is worked out here instead.
            app.answer_win_question_here();
        }
    }
    // A risk appetite newly wanted (the setting, bots at the table) gets its table.
    for risk in app.take_risk_requests() {
        // Without it the hint and the bots play by the expected score, as before.
        let _ = events::spawn_risk_solver(sender.clone(), app.table().rules(), risk);
    }
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    events: &mpsc::Receiver<AppEvent>,
    sender: &mpsc::Sender<AppEvent>,
    futures: std::sync::Arc<yatzy_core::chances::Kept>,
    storage: &yatzy_storage::Storage,
) -> Result<Ending, String> {
    #[cfg(debug_assertions)]
    let panic_on_key = std::env::var_os(PANIC_TEST_VARIABLE).is_some();
    #[cfg(not(debug_assertions))]
    let panic_on_key = false;
    let mut dirty = true;
    // Full-screen mode starts with clicks reported; the mouse setting may turn that off.
    let mut mouse_reported = true;
    // The chances are computed off the game's thread, answered through the channel.
    let told = sender.clone();
    // A first turn's passes (up to a second) on one thread at the idle priority: they never
    // compete with the game, nor with whatever else the player runs, and working ahead takes
    // only what is left over. A look-up (a tenth of a millisecond) and a later turn's pass (a
    // few milliseconds) run on the worker's own threads.
    let pool = session::idle_pool(1);
    let chances = yatzy_core::chances::Worker::spawn(pool, 1.0, move |(), answer| {
        let _ = told.send(AppEvent::Chances(answer));
    });
    // The early states' futures come from the cache directory, computed once per machine.
    app.share_futures(Arc::clone(&futures));
    if let Some(worker) = &chances {
        // Each pass's peak goes back to the system, not into the allocator's keeping.
        worker.after_each(yatzy_session::give_memory_back);
        worker.share(futures);
        if session::warm_ahead_wanted() {
            worker.warm_ahead();
        }
    }
    // The goal tables, when something plays for a goal: computed the first time on every
    // core at the idle priority (the player is told how far it is), then read from the cache.
    let goal_sender = sender.clone();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let goals = session::GoalLoader::new(storage.clone(), cores, move |event| {
        let _ = goal_sender.send(AppEvent::Goal(event));
    });
    let mut whole_game_told = None;
    loop {
        hand_out_work(app, chances.as_ref(), &goals, &mut whole_game_told, sender);
        if app.mouse() != mouse_reported {
            mouse_reported = app.mouse();
            terminal::report_mouse(mouse_reported)
                .map_err(|error| t!("error-mouse-mode", error = io_error(&error)))?;
        }
        if dirty {
            terminal
                .draw(|frame| {
                    app.set_viewport(frame.area());
                    frame.render_widget(&*app, frame.area());
                })
                .map_err(cannot_draw)?;
        }
        // After the frame that announces it; a bell that cannot be written is no loss.
        let _ = ring_bell(app, &mut stdout());
        // Blocks until something happens: no redraws and no CPU while the player thinks. While
        // a bot plays, its next action is due a bot's pace after its last one: a deadline that
        // other events (a mouse moving, the solver's progress) do not push back.
        let event = match app.bot_due(app.now()) {
            Some(due) => match events.recv_timeout(due.saturating_duration_since(app.now())) {
                Ok(event) => event,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    dirty = app.tick(app.now());
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(t!("error-input-stopped"));
                }
            },
            None => events.recv().map_err(|_| t!("error-input-stopped"))?,
        };
        dirty = match handle(event, terminal, app, &mut mouse_reported, panic_on_key)? {
            Handled::Redraw(redraw) => redraw,
            Handled::End(ending) => return Ok(ending),
        };
        if app.should_quit() {
            return Ok(Ending::Quit);
        }
    }
}
