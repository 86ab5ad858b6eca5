//! Drives the real `yatzy` binary in a pseudo-terminal and reads its screen like a player.

#![allow(dead_code)] // each test file uses a different part

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, native_pty_system};

pub const TIMEOUT: Duration = Duration::from_secs(20);

pub struct PtyGame {
    /// The data directory this game uses; a temporary one unless the test chose one.
    pub data_dir: std::path::PathBuf,
    _temporary: Option<tempfile::TempDir>,
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    parser: Arc<Mutex<vt100::Parser>>,
    raw: Arc<Mutex<Vec<u8>>>,
}

fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).expect("a terminal has at least one row and column")
}

fn size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

impl PtyGame {
    /// Starts `yatzy args...` in a `cols` x `rows` terminal, with a fresh data directory.
    pub fn spawn(args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)]) -> Self {
        let temporary = tempfile::tempdir().expect("a temporary directory");
        let data_dir = temporary.path().to_path_buf();
        let mut game = Self::spawn_in(&data_dir, args, cols, rows, env);
        game._temporary = Some(temporary);
        game
    }

    /// Starts `yatzy args...` keeping its data in `data_dir`.
    pub fn spawn_in(
        data_dir: &std::path::Path,
        args: &[&str],
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
    ) -> Self {
        Self::spawn_wrapped(&[], data_dir, args, cols, rows, env)
    }

    /// Starts `wrapper... yatzy args...` (e.g. a command that drops privileges first).
    pub fn spawn_wrapped(
        wrapper: &[&str],
        data_dir: &std::path::Path,
        args: &[&str],
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
    ) -> Self {
        let mut command = match wrapper.split_first() {
            Some((program, rest)) => {
                let mut command = CommandBuilder::new(program);
                command.args(rest);
                command.arg(env!("CARGO_BIN_EXE_yatzy"));
                command
            }
            None => CommandBuilder::new(env!("CARGO_BIN_EXE_yatzy")),
        };
        command.args(args);
        command.env("TERM", "xterm-256color");
        // Many short games: none should start working out futures ahead in its pauses.
        command.env("YATZY_WARM_UP", "off");
        // A UTF-8 locale whatever the machine's: the screens checked have their usual glyphs
        // (a locale that is not UTF-8 would choose ASCII).
        command.env("LANG", "C.UTF-8");
        command.env_remove("LC_ALL");
        command.env_remove("LC_CTYPE");
        command.env_remove("LC_MESSAGES");
        command.env("NO_COLOR", "1");
        command.env_remove("YATZY_TEST_PANIC_ON_KEY");
        command.env("YATZY_DATA_DIR", data_dir);
        command.env("YATZY_CACHE_DIR", data_dir.join("cache"));
        command.env("USER", "tester");
        for (key, value) in env {
            command.env(key, value);
        }
        let mut game = Self::spawn_command(command, cols, rows);
        game.data_dir = data_dir.to_path_buf();
        game
    }

    /// Starts any program (an `ssh` client, say) in a `cols` x `rows` terminal.
    pub fn spawn_command(command: CommandBuilder, cols: u16, rows: u16) -> Self {
        let pair = native_pty_system()
            .openpty(size(cols, rows))
            .expect("a pty");
        let child = pair
            .slave
            .spawn_command(command)
            .expect("the program starts");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("a reader");
        let writer = pair.master.take_writer().expect("a writer");
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            nonzero(rows),
            nonzero(cols),
            0,
        )));
        let raw = Arc::new(Mutex::new(Vec::new()));
        let (parser_in, raw_in) = (Arc::clone(&parser), Arc::clone(&raw));
        thread::spawn(move || {
            let mut buffer = [0u8; 8192];
            while let Ok(n @ 1..) = reader.read(&mut buffer) {
                parser_in.lock().unwrap().process(&buffer[..n]);
                raw_in.lock().unwrap().extend_from_slice(&buffer[..n]);
            }
        });
        PtyGame {
            data_dir: std::path::PathBuf::new(),
            _temporary: None,
            child,
            master: pair.master,
            writer,
            parser,
            raw,
        }
    }

    pub fn send(&mut self, bytes: &str) {
        self.writer
            .write_all(bytes.as_bytes())
            .expect("write to the pty");
        self.writer.flush().expect("flush the pty");
    }

    /// The screen as text, one line per row.
    pub fn screen(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Everything the program wrote, escape sequences included.
    pub fn raw_output(&self) -> Vec<u8> {
        self.raw.lock().unwrap().clone()
    }

    pub fn with_screen<T>(&self, f: impl FnOnce(&vt100::Screen) -> T) -> T {
        f(self.parser.lock().unwrap().screen())
    }

    /// Waits until the screen shows `text`; panics with the screen if it never does.
    pub fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < TIMEOUT,
                "never saw {text:?}; the screen:\n{screen}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits until the screen shows one of `texts`; returns which.
    pub fn wait_for_any(&self, texts: &[&str]) -> usize {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if let Some(index) = texts.iter().position(|t| screen.contains(t)) {
                return index;
            }
            assert!(
                start.elapsed() < TIMEOUT,
                "never saw any of {texts:?}; the screen:\n{screen}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.parser
            .lock()
            .unwrap()
            .screen_mut()
            .set_size(nonzero(rows), nonzero(cols));
        self.master
            .resize(size(cols, rows))
            .expect("resize the pty");
    }

    pub fn pid(&self) -> i32 {
        self.child.process_id().expect("a pid") as i32
    }

    /// Waits for the program to end and for its last output to be read.
    pub fn wait_exit(&mut self) -> ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for yatzy") {
                // Let the reader drain what was written just before the exit.
                thread::sleep(Duration::from_millis(200));
                return status;
            }
            if start.elapsed() > TIMEOUT {
                let _ = self.child.kill();
                panic!("yatzy did not exit; the screen:\n{}", self.screen());
            }
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// The terminal is back as it was: main screen, cursor shown, no mouse capture,
    /// and the line discipline cooked again (canonical mode and echo on).
    pub fn assert_terminal_restored(&self) {
        self.with_screen(|screen| {
            assert!(!screen.alternate_screen(), "still on the alternate screen");
            assert!(!screen.hide_cursor(), "the cursor is still hidden");
            assert_eq!(
                screen.mouse_protocol_mode(),
                vt100::MouseProtocolMode::None,
                "mouse capture is still on"
            );
        });
        let termios = self.master.get_termios().expect("termios of the pty");
        use nix::sys::termios::LocalFlags;
        assert!(
            termios.local_flags.contains(LocalFlags::ICANON),
            "raw mode still on (no ICANON)"
        );
        assert!(
            termios.local_flags.contains(LocalFlags::ECHO),
            "raw mode still on (no ECHO)"
        );
    }
}

impl PtyGame {
    /// Whether the pty is in raw mode, as the game sets it: neither canonical nor echoing.
    pub fn is_raw(&self) -> bool {
        use nix::sys::termios::LocalFlags;
        let termios = self.master.get_termios().expect("termios of the pty");
        !termios
            .local_flags
            .intersects(LocalFlags::ICANON | LocalFlags::ECHO)
    }
}

impl Drop for PtyGame {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
    }
}

/// The saved games in a data directory's save slots (`games/*.json`).
pub fn saved_games(data_dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(data_dir.join("games")) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect()
}
