//! The `yatzy` binary: everything lives in the library; this only hands over the arguments,
//! and the full-screen game to start when they ask for it.

fn main() -> std::process::ExitCode {
    yatzy::cli::run(yatzy::tui::run)
}
