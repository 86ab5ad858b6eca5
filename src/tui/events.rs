//! One channel for everything that can wake the game: terminal input and signals.
//! The loop blocks on it, so the game uses no CPU while the player thinks.

use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use ratatui::crossterm::event::{self, Event};
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

/// Something that happened outside the game.
#[derive(Debug)]
pub enum AppEvent {
    Input(Event),
    /// A terminating signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT): leave cleanly.
    Signal(i32),
    /// The terminal can no longer be read (closed, hung up).
    InputClosed(String),
}

/// Starts the threads that feed the channel. Signals are caught from here on, so they end
/// the loop (and restore the terminal) instead of killing the process outright.
pub fn spawn() -> std::io::Result<Receiver<AppEvent>> {
    let (sender, receiver) = mpsc::channel();
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])?;
    let signal_sender = sender.clone();
    thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            for signal in signals.forever() {
                if signal_sender.send(AppEvent::Signal(signal)).is_err() {
                    break;
                }
            }
        })?;
    thread::Builder::new()
        .name("input".into())
        .spawn(move || read_input(sender))?;
    Ok(receiver)
}

fn read_input(sender: Sender<AppEvent>) {
    loop {
        let event = match event::read() {
            Ok(event) => AppEvent::Input(event),
            Err(error) => {
                let _ = sender.send(AppEvent::InputClosed(error.to_string()));
                return;
            }
        };
        if sender.send(event).is_err() {
            return;
        }
    }
}
