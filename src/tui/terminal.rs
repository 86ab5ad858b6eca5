//! Entering and leaving full-screen mode. Whatever ends the program, the player gets their
//! terminal back: raw mode off, alternate screen left, cursor shown, mouse capture off.

use std::io::{self, stdout};

use ratatui::DefaultTerminal;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

/// Enters full-screen mode with mouse capture.
///
/// Our panic hook (mouse capture off, cursor shown) is installed first, and ratatui's
/// (raw mode off, alternate screen left) after it, so on a panic ratatui's runs first, then
/// ours, then the default hook prints the message on the restored screen.
pub fn init() -> io::Result<DefaultTerminal> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        release_mouse_and_cursor();
        previous(info);
    }));
    let terminal = match ratatui::try_init() {
        Ok(terminal) => terminal,
        Err(error) => {
            restore();
            return Err(error);
        }
    };
    if let Err(error) = execute!(stdout(), EnableMouseCapture) {
        restore();
        return Err(error);
    }
    Ok(terminal)
}

/// Leaves full-screen mode. Safe to call more than once, and on a terminal that is gone.
pub fn restore() {
    release_mouse_and_cursor();
    ratatui::restore();
}

fn release_mouse_and_cursor() {
    // Nothing useful can be done if the terminal is gone (SIGHUP); ignore the error.
    let _ = execute!(stdout(), DisableMouseCapture, Show);
}
