//! The `yatzy` binary: everything lives in the library; this only hands over the arguments.

fn main() -> std::process::ExitCode {
    yatzy::cli::run()
}
