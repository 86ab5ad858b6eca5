//! A one-line progress bar on stderr, only when stderr is a terminal (never in pipes or logs).

use std::io::{IsTerminal, Write, stderr};

pub struct ProgressBar {
    label: &'static str,
    shown: bool,
    last_percent: Option<u32>,
}

impl ProgressBar {
    pub fn new(label: &'static str) -> Self {
        ProgressBar {
            label,
            shown: stderr().is_terminal(),
            last_percent: None,
        }
    }

    /// Draws `fraction` (0..=1); redraws only when the whole percent changes.
    pub fn update(&mut self, fraction: f64) {
        let percent = (fraction.clamp(0.0, 1.0) * 100.0) as u32;
        if !self.shown || self.last_percent == Some(percent) {
            return;
        }
        self.last_percent = Some(percent);
        let filled = (percent / 4) as usize;
        let mut err = stderr();
        let _ = write!(
            err,
            "\r{} [{}{}] {percent:>3}%",
            self.label,
            "#".repeat(filled),
            " ".repeat(25 - filled)
        );
        let _ = err.flush();
    }

    /// Erases the bar.
    pub fn finish(&mut self) {
        if self.shown && self.last_percent.is_some() {
            let _ = write!(stderr(), "\r{}\r", " ".repeat(self.label.len() + 34));
        }
        self.last_percent = None;
    }
}
