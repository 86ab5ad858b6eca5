//! Ctrl-Z and `fg`, an outside SIGTSTP, and the window closing, through the real binary in a
//! pseudo-terminal: the player always gets the terminal back, and then the game.

// Writing to the pty borrows its raw descriptor (see the SAFETY comment).
#![allow(unsafe_code)]

use crate::support;

use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use support::{PtyGame, TIMEOUT, saved_games};

const BOARD: &str = "Left Section";

/// The process's state letter from /proc (`T`: stopped).
fn state(pid: i32) -> char {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            // The command name is in parentheses and may hold spaces: the state follows it.
            let after = stat.rfind(')')?;
            stat[after + 1..].trim_start().chars().next()
        })
        .unwrap_or('?')
}

fn wait_until_stopped(pid: i32) {
    let start = Instant::now();
    while state(pid) != 'T' {
        assert!(
            start.elapsed() < TIMEOUT,
            "never stopped: state {}",
            state(pid)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Suspends with `stop`, checks the shell would have its terminal, then continues and plays on.
fn suspend_and_continue(stop: impl FnOnce(&mut PtyGame)) {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for(BOARD);
    game.send("r");
    game.wait_for("Roll 1 of 3");
    game.send("2");
    game.wait_for("2 HELD");
    stop(&mut game);
    wait_until_stopped(game.pid());
    // What the game wrote before it stopped may still be on its way to the screen.
    let start = Instant::now();
    while game.with_screen(|s| s.alternate_screen()) {
        assert!(start.elapsed() < TIMEOUT, "never left the alternate screen");
        std::thread::sleep(Duration::from_millis(10));
    }
    // Stopped, the terminal is the shell's: main screen, cursor, no mouse, cooked mode.
    game.assert_terminal_restored();
    assert!(
        !game.screen().contains("Roll 1 of 3"),
        "the game's screen is gone"
    );

    kill(Pid::from_raw(game.pid()), Signal::SIGCONT).expect("fg");
    // The same game, drawn anew, in raw mode again.
    // (The hold is drawn after the header: waiting for it waits for the whole frame.)
    let screen = game.wait_for("2 HELD");
    assert!(screen.contains("Roll 1 of 3"), "{screen}");
    assert!(game.with_screen(|s| s.alternate_screen()));
    assert!(game.is_raw(), "raw mode is back");
    game.send("r");
    game.wait_for("Roll 2 of 3");
    game.send("\x03");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
}

#[test]
fn ctrl_z_suspends_like_vim_and_fg_resumes_the_same_game() {
    suspend_and_continue(|game| game.send("\x1a"));
}

#[test]
fn an_outside_sigtstp_suspends_too() {
    suspend_and_continue(|game| {
        kill(Pid::from_raw(game.pid()), Signal::SIGTSTP).expect("kill -TSTP");
    });
}

/// Polls until everything the game writes from `from` on contains `text`.
fn wait_for_output(game: &PtyGame, from: usize, text: &str) {
    let start = Instant::now();
    while !String::from_utf8_lossy(&game.raw_output()[from..]).contains(text) {
        assert!(start.elapsed() < TIMEOUT, "never wrote {text:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A SIGCONT without a stop of ours (after a plain `kill -STOP`, or from nobody) is harmless:
/// the screen is cleared and drawn whole, and the game goes on in raw mode.
#[test]
fn a_stray_sigcont_only_redraws() {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for(BOARD);
    game.send("r");
    game.wait_for("Roll 1 of 3");
    let before = game.raw_output().len();
    kill(Pid::from_raw(game.pid()), Signal::SIGCONT).expect("kill -CONT");
    // The whole screen cleared, then the board drawn again.
    wait_for_output(&game, before, "\x1b[2J");
    wait_for_output(&game, before, BOARD);
    assert!(game.with_screen(|s| s.alternate_screen()));
    assert!(game.is_raw());
    assert!(game.screen().contains("Roll 1 of 3"));
    game.send("r");
    game.wait_for("Roll 2 of 3");
    game.send("\x03");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
}

/// Full-screen mode entered again after `fg` is still left on a panic: the panic hooks are
/// installed once, at start, and stay in place across a suspension.
#[test]
fn a_panic_after_fg_still_restores_the_terminal() {
    let mut game = PtyGame::spawn(
        &["--seed", "1"],
        80,
        24,
        &[("YATZY_TEST_PANIC_ON_KEY", "1")],
    );
    game.wait_for(BOARD);
    // Not Ctrl-Z: any key would panic here.
    kill(Pid::from_raw(game.pid()), Signal::SIGTSTP).expect("kill -TSTP");
    wait_until_stopped(game.pid());
    let before = game.raw_output().len();
    kill(Pid::from_raw(game.pid()), Signal::SIGCONT).expect("fg");
    wait_for_output(&game, before, BOARD);
    assert!(game.is_raw());
    game.send("r");
    let status = game.wait_exit();
    assert_eq!(status.exit_code(), 101, "a panic");
    game.assert_terminal_restored();
    let raw = String::from_utf8_lossy(&game.raw_output()).into_owned();
    let left = raw.rfind("\x1b[?1049l").expect("left the alternate screen");
    let message = raw
        .rfind("test panic requested")
        .expect("the panic message");
    assert!(
        message > left,
        "the message came before the terminal was restored"
    );
}

#[test]
fn the_window_closing_keeps_the_exact_position_and_says_nothing() {
    let mut game = PtyGame::spawn(&["--seed", "4"], 80, 24, &[]);
    game.wait_for(BOARD);
    game.send("r");
    game.wait_for("Roll 1 of 3");
    game.send("3");
    game.wait_for("3 HELD");
    // A closing terminal window hangs up the whole foreground process group.
    kill(Pid::from_raw(-game.pid()), Signal::SIGHUP).expect("hang up");
    let status = game.wait_exit();
    assert_eq!(status.exit_code(), 129, "ended as by SIGHUP");
    let raw = String::from_utf8_lossy(&game.raw_output()).into_owned();
    let left = raw.rfind("\x1b[?1049l").expect("left the alternate screen");
    assert!(
        !raw[left..].contains("yatzy"),
        "nothing printed after: {:?}",
        &raw[left..]
    );
    let saves = saved_games(&game.data_dir);
    assert_eq!(saves.len(), 1);
    let saved = std::fs::read_to_string(&saves[0]).unwrap();
    let saved = yatzy::storage::SavedGame::parse(saved.as_bytes()).unwrap();
    assert_eq!(saved.table.game().rolls_used(), 1);
    assert_eq!(
        saved.table.game().held(),
        [false, false, true, false, false]
    );
}

/// A game in a pty whose far end the test can close, as a terminal window does: the kernel then
/// hangs the terminal up (SIGHUP and SIGCONT to the game, reads and writes fail), in whatever
/// order the game's threads notice. The game's stderr goes to a file, so "says nothing" is
/// checked directly rather than on a screen that is gone.
struct Window {
    child: Box<dyn portable_pty::Child + Send + Sync>,
    master: Box<dyn portable_pty::MasterPty + Send>,
    _data: tempfile::TempDir,
    data_dir: std::path::PathBuf,
    stderr: std::path::PathBuf,
}

impl Window {
    fn open(args: &[&str]) -> Window {
        let data = tempfile::tempdir().unwrap();
        let stderr = data.path().join("stderr.txt");
        let data_dir = data.path().join("data");
        let pair = portable_pty::native_pty_system()
            .openpty(portable_pty::PtySize {
                rows: 24,
                cols: 80,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        // `exec` keeps the game the session leader, as when a terminal emulator starts it.
        let mut command = portable_pty::CommandBuilder::new("sh");
        command.args(["-c", r#"exec "$0" "$@" 2>"$YATZY_TEST_STDERR""#]);
        command.arg(env!("CARGO_BIN_EXE_yatzy"));
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env("LC_ALL", "C.UTF-8");
        command.env("NO_COLOR", "1");
        command.env_remove("YATZY_TEST_PANIC_ON_KEY");
        command.env("YATZY_DATA_DIR", &data_dir);
        command.env("YATZY_CACHE_DIR", data_dir.join("cache"));
        command.env("YATZY_TEST_STDERR", &stderr);
        command.env("USER", "tester");
        let child = pair.slave.spawn_command(command).unwrap();
        Window {
            child,
            master: pair.master,
            _data: data,
            data_dir,
            stderr,
        }
    }

    fn pid(&self) -> i32 {
        self.child.process_id().expect("a pid") as i32
    }

    /// Types `keys`. Straight to the master: portable-pty's writer types "\n" and Ctrl-D when
    /// dropped, which a game in raw mode would take for keys.
    fn send(&self, keys: &str) {
        let fd = self.master.as_raw_fd().expect("a unix pty");
        // SAFETY: `self.master` owns the descriptor and outlives this borrow.
        let fd = unsafe { std::os::fd::BorrowedFd::borrow_raw(fd) };
        nix::unistd::write(fd, keys.as_bytes()).expect("write to the pty");
    }

    /// Reads the screen until `done` holds. The reader's copy of the master is closed when it
    /// returns: a reader left blocked would keep the pty open however the test drops its end.
    fn read_until(&self, what: &'static str, done: fn(&vt100::Screen) -> bool) {
        use std::io::Read;
        let mut reader = self.master.try_clone_reader().unwrap();
        let (seen, saw) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut parser = vt100::Parser::new(24.try_into().unwrap(), 80.try_into().unwrap(), 0);
            let mut buffer = [0u8; 8192];
            while let Ok(n @ 1..) = reader.read(&mut buffer) {
                parser.process(&buffer[..n]);
                if done(parser.screen()) {
                    let _ = seen.send(());
                    return;
                }
            }
        });
        saw.recv_timeout(TIMEOUT)
            .unwrap_or_else(|_| panic!("never saw {what}"));
    }

    /// Closes the window and waits for the game to end: its exit status, its stderr, and
    /// the saved games it left (read here: the data directory goes with `self`).
    fn close(mut self) -> (portable_pty::ExitStatus, String, Vec<Vec<u8>>) {
        drop(self.master);
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(start.elapsed() < TIMEOUT, "still running after the hang-up");
            std::thread::sleep(Duration::from_millis(10));
        };
        let said = std::fs::read_to_string(&self.stderr).unwrap();
        let saves = saved_games(&self.data_dir)
            .iter()
            .map(|path| std::fs::read(path).unwrap())
            .collect();
        (status, said, saves)
    }
}

/// Rolls once and holds the third die, as both closing tests do.
fn roll_and_hold_third(window: &Window) {
    window.read_until("the board", |s| s.contents().contains(BOARD));
    window.send("r");
    window.read_until("the roll", |s| s.contents().contains("Roll 1 of 3"));
    window.send("3");
    window.read_until("the hold", |s| s.contents().contains("3 HELD"));
}

/// The window's end: as by SIGHUP, nothing on stderr, and the game saved as it stood.
fn assert_ended_quietly_and_saved(ended: (portable_pty::ExitStatus, String, Vec<Vec<u8>>)) {
    let (status, said, saves) = ended;
    assert!(said.is_empty(), "wrote to stderr: {said:?}");
    assert_eq!(status.exit_code(), 129, "ended as by SIGHUP");
    assert_eq!(saves.len(), 1, "one saved game");
    let saved = yatzy::storage::SavedGame::parse(&saves[0]).unwrap();
    assert_eq!(saved.table.game().rolls_used(), 1);
    assert_eq!(
        saved.table.game().held(),
        [false, false, true, false, false]
    );
}

#[test]
fn the_pty_closing_saves_the_game_and_writes_nothing_to_stderr() {
    let window = Window::open(&["--seed", "4"]);
    roll_and_hold_third(&window);
    assert_ended_quietly_and_saved(window.close());
}

/// Ctrl-Z, then the window is closed instead of `fg`: the kernel continues the game into a
/// terminal that is gone, and it must neither complain nor lose the game.
#[test]
fn the_pty_closing_while_suspended_saves_the_game_quietly() {
    let window = Window::open(&["--seed", "4"]);
    roll_and_hold_third(&window);
    window.send("\x1a");
    window.read_until("the main screen", |s| !s.alternate_screen());
    wait_until_stopped(window.pid());
    assert_ended_quietly_and_saved(window.close());
}
