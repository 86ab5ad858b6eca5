//! A one-line progress bar on stderr, only when stderr is a terminal (never in pipes or logs),
//! its label in the language in force.

use std::io::{IsTerminal, Write, stderr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use yatzy_i18n::t;

pub(crate) struct ProgressBar {
    label: String,
    shown: bool,
    last_percent: Option<u32>,
}

impl ProgressBar {
    pub(super) fn new(label: String) -> Self {
        ProgressBar {
            label,
            shown: stderr().is_terminal(),
            last_percent: None,
        }
    }

    /// Draws `fraction` (0..=1); redraws only when the whole percent changes.
    pub(super) fn update(&mut self, fraction: f64) {
        let percent = (fraction.clamp(0.0, 1.0) * 100.0) as u32;
        if !self.shown || self.last_percent == Some(percent) {
            return;
        }
        self.last_percent = Some(percent);
        let mut err = stderr();
        let _ = write!(err, "\r{}", self.line(percent));
        let _ = err.flush();
    }

    /// Erases the bar.
    pub(super) fn finish(&mut self) {
        if self.shown && self.last_percent.is_some() {
            let _ = write!(stderr(), "\r{}\r", self.blank());
        }
        self.last_percent = None;
    }

    /// The bar at `percent` (0..=100).
    fn line(&self, percent: u32) -> String {
        let filled = (percent.min(100) / 4) as usize;
        format!(
            "{} [{}{}] {percent:>3}%",
            self.label,
            "#".repeat(filled),
            " ".repeat(25 - filled)
        )
    }

    /// Spaces over the whole bar. Counted in characters, not bytes, as the terminal's
    /// columns are: a label of the language in force may have letters of two bytes ("Löser").
    fn blank(&self) -> String {
        " ".repeat(self.label.chars().count() + 34)
    }
}

/// Runs `work` on its own thread with a progress bar over `turns` turns (it counts them in
/// the counter it is given); its result and how long it took.
pub(super) fn with_progress<T: Send>(
    turns: u64,
    work: impl FnOnce(&AtomicU64) -> T + Send,
) -> (std::thread::Result<T>, f64) {
    let done = AtomicU64::new(0);
    let started = Instant::now();
    std::thread::scope(|scope| {
        let (finished, outcome) = std::sync::mpsc::channel();
        let done = &done;
        let worker = scope.spawn(move || {
            let result = work(done);
            let _ = finished.send(started.elapsed());
            result
        });
        let mut bar = ProgressBar::new(t!("progress-playing"));
        let elapsed = loop {
            bar.update(done.load(Ordering::Relaxed) as f64 / turns.max(1) as f64);
            match outcome.recv_timeout(Duration::from_millis(100)) {
                Ok(elapsed) => break elapsed,
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break started.elapsed(),
            }
        };
        bar.finish();
        (worker.join(), elapsed.as_secs_f64())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use yatzy_i18n::{self as i18n, Language, t};

    #[test]
    fn the_bar_is_labelled_in_the_language_and_erased_whole() {
        let cases = [
            (Language::English, "Solving"),
            (Language::Swedish, "Löser"),
            (Language::Danish, "Løser"),
            (Language::Norwegian, "Løser"),
            (Language::German, "Berechne"),
        ];
        for (language, label) in cases {
            i18n::set(language);
            let bar = ProgressBar::new(t!("progress-solving"));
            assert_eq!(
                bar.line(40),
                format!("{label} [##########               ]  40%")
            );
            let drawn = bar.line(100).chars().count();
            assert!(bar.blank().chars().count() >= drawn, "{language:?}");
        }
        i18n::set(Language::Swedish);
        assert_eq!(ProgressBar::new(t!("progress-playing")).label, "Spelar");
        i18n::set(Language::German);
        assert_eq!(
            ProgressBar::new(t!("progress-distribution")).label,
            "Verteilung"
        );
        i18n::set(Language::English);
    }
}
