//! The mouse modes a front end asks of a terminal (the game acts on clicks only).

/// Mouse reporting of button presses and releases only (SGR coordinates): the game acts on
/// clicks, so the terminal need not send an event for every move of the mouse, as full
/// capture would. (Leaving uses crossterm's `DisableMouseCapture`, which turns every mode off.)
pub struct TrackMousePresses;

impl ratatui::crossterm::Command for TrackMousePresses {
    fn write_ansi(&self, f: &mut impl std::fmt::Write) -> std::fmt::Result {
        f.write_str("\x1b[?1000h\x1b[?1006h")
    }
}
