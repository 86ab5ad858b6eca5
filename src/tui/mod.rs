//! The full-screen game: terminal set-up, the event loop, and the screen.
//!
//! [`App`] is the model (keys in, commands out), `ui` draws it, `layout` says where things
//! are, and this module only connects them to a real terminal.

mod app;
mod dice_art;
mod events;
mod layout;
mod terminal;
mod theme;
mod ui;

use std::io::{IsTerminal, stdout};
use std::process::ExitCode;

use ratatui::DefaultTerminal;

pub use app::{App, Screen, Status};
pub use layout::{BoardLayout, MIN_HEIGHT, MIN_WIDTH};
pub use theme::Theme;

use crate::game::Game;
use crate::rules::RuleSet;
use events::AppEvent;

/// Set to make the game panic on its first key press: lets the tests check that a panic
/// restores the terminal, through the real binary.
const PANIC_TEST_VARIABLE: &str = "YATZY_TEST_PANIC_ON_KEY";

/// Why the loop ended.
enum Ending {
    Quit,
    Signal(i32),
}

/// Plays a game in the terminal until the player quits.
pub fn run(rules: RuleSet, seed: Option<u64>) -> ExitCode {
    if !stdout().is_terminal() {
        eprintln!("yatzy: the game needs a terminal (try `yatzy score` or `yatzy --help`)");
        return ExitCode::FAILURE;
    }
    let seed = seed.unwrap_or_else(rand::random);
    let mut app = App::new(Game::new(rules, seed), Theme::from_env());
    let events = match events::spawn() {
        Ok(events) => events,
        Err(error) => {
            eprintln!("yatzy: cannot listen for input: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut terminal = match terminal::init() {
        Ok(terminal) => terminal,
        Err(error) => {
            eprintln!("yatzy: cannot start full-screen mode: {error}");
            return ExitCode::FAILURE;
        }
    };
    let result = event_loop(&mut terminal, &mut app, &events);
    terminal::restore();
    match result {
        Ok(Ending::Quit) => ExitCode::SUCCESS,
        // The shell convention for "ended by signal N".
        Ok(Ending::Signal(signal)) => ExitCode::from(128u8.saturating_add(signal as u8)),
        Err(message) => {
            eprintln!("yatzy: {message}");
            ExitCode::FAILURE
        }
    }
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    events: &std::sync::mpsc::Receiver<AppEvent>,
) -> Result<Ending, String> {
    let panic_on_key = std::env::var_os(PANIC_TEST_VARIABLE).is_some();
    let mut dirty = true;
    loop {
        if dirty {
            terminal
                .draw(|frame| {
                    app.set_viewport(frame.area());
                    frame.render_widget(&*app, frame.area());
                })
                .map_err(|error| format!("cannot draw: {error}"))?;
        }
        // Blocks until something happens: no redraws and no CPU while the player thinks.
        let event = events.recv().map_err(|_| "input stopped".to_string())?;
        dirty = match event {
            AppEvent::Input(event) => {
                if panic_on_key && event.is_key_press() {
                    panic!("test panic requested by {PANIC_TEST_VARIABLE}");
                }
                app.handle_event(&event)
            }
            AppEvent::Signal(signal) => return Ok(Ending::Signal(signal)),
            AppEvent::InputClosed(reason) => return Err(format!("the terminal closed: {reason}")),
        };
        if app.should_quit() {
            return Ok(Ending::Quit);
        }
    }
}
