//! Helpers shared by the test files: driving the game's model with keys, the Yatzy strategy
//! table solved once per test binary, and running the real binary.
#![allow(dead_code)] // each test file uses a different part

use std::path::Path;
use std::process::{Command, Output};
use std::sync::{Arc, OnceLock};

use ratatui::crossterm::event::{KeyCode, KeyEvent};
use yatzy::rules::RuleSet;
use yatzy::solver::StrategyTable;
use yatzy::tui::App;

/// Presses one key; whether the app wants to go on (false: quit).
pub fn press(app: &mut App, code: KeyCode) -> bool {
    app.handle_key(KeyEvent::from(code))
}

/// Types `text`, a key per character; `\n` is Enter.
pub fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        press(
            app,
            if c == '\n' {
                KeyCode::Enter
            } else {
                KeyCode::Char(c)
            },
        );
    }
}

/// The Scandinavian Yatzy table, solved once for the whole test binary.
pub fn yatzy_table() -> Arc<StrategyTable> {
    static TABLE: OnceLock<Arc<StrategyTable>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(StrategyTable::solve(RuleSet::Yatzy, &mut |_| {})))
        .clone()
}

/// Runs `yatzy ARGS` with its data in `data_dir`.
pub fn run_yatzy(data_dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .args(args)
        .env("YATZY_DATA_DIR", data_dir)
        .output()
        .expect("runs")
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
