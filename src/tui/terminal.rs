//! Entering and leaving full-screen mode. Whatever ends the program, the player gets their
//! terminal back: raw mode off, alternate screen left, cursor shown, mouse capture off.

use std::io::{self, stdout};

use yatzy_ui::mouse::TrackMousePresses;

use ratatui::DefaultTerminal;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::DisableMouseCapture;
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

/// Enters full-screen mode with mouse clicks reported.
///
/// Our panic hook (mouse capture off, cursor shown) is installed first, and ratatui's
/// (raw mode off, alternate screen left) after it, so on a panic ratatui's runs first, then
/// ours, then the default hook prints the message on the restored screen.
pub(crate) fn init() -> io::Result<DefaultTerminal> {
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
    if let Err(error) = execute!(stdout(), TrackMousePresses) {
        restore();
        return Err(error);
    }
    Ok(terminal)
}

/// Leaves full-screen mode. Safe to call more than once, and on a terminal that is gone:
/// every step is tried whatever the others did, and nothing is printed (a terminal that hung
/// up has nobody to read it).
pub(crate) fn restore() {
    release_mouse_and_cursor();
    let _ = disable_raw_mode();
    let _ = execute!(stdout(), LeaveAlternateScreen);
}

/// Leaves full-screen mode for good, at the end of the game.
pub(super) fn leave(terminal: DefaultTerminal) {
    restore();
    // Dropping a ratatui terminal shows the cursor once more and, if that fails (the window
    // closed), prints "Failed to show the cursor" on stderr: noise for nobody. `restore` has
    // shown it already, and the process is about to end, so the terminal is not dropped.
    std::mem::forget(terminal);
}

/// Gives the terminal back and stops the process, as Ctrl-Z does in vim and less; returns
/// once the shell continues it (`fg`), with full-screen mode entered again and the screen to
/// be drawn anew.
pub(super) fn suspend(terminal: &mut DefaultTerminal) -> io::Result<()> {
    restore();
    // Stopping is what SIGTSTP would have done had we not caught it.
    signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP)?;
    enable_raw_mode()?;
    execute!(stdout(), EnterAlternateScreen, TrackMousePresses)?;
    // The screen holds the shell's text now.
    redraw_all(terminal)
}

/// Clears the screen and forgets what was drawn, so the next frame is drawn whole. (Unlike
/// `Terminal::clear`, this does not ask the terminal where its cursor is.)
pub(crate) fn redraw_all(terminal: &mut DefaultTerminal) -> io::Result<()> {
    let size = terminal.size()?;
    terminal.resize(ratatui::layout::Rect::new(0, 0, size.width, size.height))
}

/// Clicks reported to the game (`on`), or left to the terminal, to select text.
pub(crate) fn report_mouse(on: bool) -> io::Result<()> {
    if on {
        execute!(stdout(), TrackMousePresses)
    } else {
        execute!(stdout(), DisableMouseCapture)
    }
}

fn release_mouse_and_cursor() {
    // Nothing useful can be done if the terminal is gone (SIGHUP); ignore the error.
    let _ = execute!(stdout(), DisableMouseCapture, Show);
}
