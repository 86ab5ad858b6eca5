//! `yatzy serve` with the real OpenSSH client: guests in pseudo-terminals, as friends would
//! join, playing a table to the end, coming back after a dropped connection and a server
//! restart, and being refused what the server does not offer.

use crate::support;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::CommandBuilder;
use support::{PtyGame, TIMEOUT};

/// A running `yatzy serve` on a free port of 127.0.0.1, its log gathered.
struct Server {
    child: Child,
    port: u16,
    log: Arc<Mutex<String>>,
}

impl Server {
    fn start(data_dir: &Path, extra: &[&str]) -> Server {
        Self::start_with(data_dir, extra, &[])
    }

    fn start_with(data_dir: &Path, extra: &[&str], env: &[(&str, &str)]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_yatzy"))
            // Many short servers: none works out futures ahead in its pauses.
            .env("YATZY_WARM_UP", "off")
            .args(["serve", "--listen", "127.0.0.1:0", "--bot-pace", "0"])
            .arg("--data-dir")
            .arg(data_dir)
            .args(extra)
            .envs(env.iter().copied())
            .env("LC_ALL", "C.UTF-8")
            .env_remove("LC_MESSAGES")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("yatzy serve starts");
        let stderr = child.stderr.take().expect("its log");
        let log = Arc::new(Mutex::new(String::new()));
        let gathered = Arc::clone(&log);
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut log = gathered.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        });
        let mut server = Server {
            child,
            port: 0,
            log,
        };
        let line = server.wait_for_log("listening on 127.0.0.1:");
        server.port = line
            .rsplit(':')
            .next()
            .and_then(|p| p.trim().parse().ok())
            .expect("the banner names the port");
        server
    }

    /// Waits until the log has a line holding `text`, and returns that line.
    fn wait_for_log(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let log = self.log.lock().unwrap().clone();
            if let Some(line) = log.lines().find(|l| l.contains(text)) {
                return line.to_string();
            }
            assert!(
                start.elapsed() < TIMEOUT,
                "the log never said {text:?}:\n{log}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits for the server to end by itself; its exit status and log.
    fn wait_exit(mut self) -> (std::process::ExitStatus, String) {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                // The log's last lines are read by now, or in a moment.
                thread::sleep(Duration::from_millis(50));
                return (status, self.log.lock().unwrap().clone());
            }
            assert!(start.elapsed() < TIMEOUT, "the server did not end");
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Stops the server as a service manager would (SIGTERM) and waits for it.
    fn stop(mut self) -> String {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let start = Instant::now();
        while self.child.try_wait().expect("wait").is_none() {
            assert!(start.elapsed() < TIMEOUT, "the server did not stop");
            thread::sleep(Duration::from_millis(20));
        }
        self.log.lock().unwrap().clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The OpenSSH client's options for a test: no config, no known hosts, no prompts.
fn ssh_options(port: u16) -> Vec<String> {
    [
        "-F",
        "/dev/null",
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "LogLevel=ERROR",
        "-o",
        "BatchMode=yes",
        "-o",
        "IdentitiesOnly=yes",
        "-p",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([port.to_string()])
    .collect()
}

/// `ssh -t name@127.0.0.1` in its own 100x32 terminal.
fn guest(server: &Server, name: &str, identity: Option<&Path>) -> PtyGame {
    guest_from(server, name, identity, "127.0.0.1")
}

/// [`guest`], connecting from the loopback address `from` (`ssh -b`).
fn guest_from(server: &Server, name: &str, identity: Option<&Path>, from: &str) -> PtyGame {
    let mut command = CommandBuilder::new("ssh");
    command.args(ssh_options(server.port));
    command.args(["-b", from]);
    if let Some(key) = identity {
        command.arg("-i");
        command.arg(key);
    }
    command.arg("-t");
    command.arg(format!("{name}@127.0.0.1"));
    command.env("TERM", "xterm-256color");
    PtyGame::spawn_command(command, 100, 32)
}

/// Plays the turn of whoever's screen this is: a roll, then the first box offered (twice
/// y to the question when it would score 0).
fn play_turn(player: &mut PtyGame) {
    // At a table of several "Your turn"; alone, a turn begins with the dice not rolled.
    player.wait_for_any(&["Your turn", "3 left"]);
    player.send("r");
    player.wait_for("2 left");
    // The first Enter after the turn's first roll chooses the box, the second scores it.
    player.send("\r\r");
    // Either the turn passed, or the box would score 0 and the game asks first.
    let start = Instant::now();
    loop {
        let screen = player.screen();
        if screen.contains("for 0? y/n") {
            player.send("y");
            break;
        }
        if !screen.contains("2 left") {
            break;
        }
        assert!(start.elapsed() < TIMEOUT, "the turn never ended:\n{screen}");
        thread::sleep(Duration::from_millis(20));
    }
}

/// Ann opens a table of two and Bob sits down at it: the game begins.
fn seat_two(server: &Server) -> (PtyGame, PtyGame) {
    let mut ann = guest(server, "ann", None);
    ann.wait_for("You are ann");
    ann.send("n");
    ann.wait_for("New table");
    ann.send("\r");
    ann.wait_for("Waiting for 1 more");
    let mut bob = guest(server, "bob", None);
    bob.wait_for("1 open");
    bob.send("\r");
    (ann, bob)
}

/// The user name that takes a keyless guest's seat back, as their board's header shows it
/// (`back as bob+k3x9p`).
fn back_as(player: &PtyGame) -> String {
    let screen = player.wait_for("back as ");
    let (_, after) = screen.split_once("back as ").expect("the header");
    after
        .split_whitespace()
        .next()
        .expect("a user name")
        .to_string()
}

fn scores_json(data_dir: &Path) -> serde_json::Value {
    let output = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .args(["scores", "--json", "--rules", "yatzy", "--data-dir"])
        .arg(data_dir)
        .env("LC_ALL", "C.UTF-8")
        .output()
        .expect("yatzy scores runs");
    assert!(output.status.success());
    serde_json::from_slice(&output.stdout).expect("scores as JSON")
}

#[test]
fn two_guests_play_a_table_to_the_end_and_both_are_recorded_as_network_games() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &[]);
    let (mut ann, mut bob) = seat_two(&server);
    bob.wait_for("ann's turn");
    let began = Instant::now();

    for _round in 0..15 {
        play_turn(&mut ann);
        play_turn(&mut bob);
    }
    ann.wait_for("Game over");
    bob.wait_for("Game over");
    server.wait_for_log("table 1 finished and recorded");
    let played = began.elapsed().as_secs();

    let scores = scores_json(data.path());
    let entries = scores.as_array().expect("a list of games");
    let mut names: Vec<&str> = entries
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["ann", "bob"]);
    for entry in entries {
        assert_eq!(entry["network"], true);
        assert_eq!(entry["players"], 2);
        // Its time of play, as long as the test saw it played (to the second).
        let seconds = entry["duration_secs"].as_u64().unwrap();
        assert!(
            seconds + 1 >= played && seconds <= played + 2,
            "{seconds} s recorded, {played} s played"
        );
    }

    // Back to the lobby: the finished table is gone, and q ends the session cleanly.
    ann.send("\x1b");
    bob.send("\x1b");
    ann.wait_for("No tables yet");
    ann.send("q");
    assert!(ann.wait_exit().success());
    ann.assert_terminal_restored();
    bob.send("q");
    assert!(bob.wait_exit().success());
    // Nothing left to resume.
    let tables: Vec<PathBuf> = std::fs::read_dir(data.path().join("server/tables"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert!(tables.is_empty(), "{tables:?}");
}

#[test]
fn a_dropped_guest_and_a_restarted_server_both_come_back_to_the_same_place() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &[]);
    let (mut ann, bob) = seat_two(&server);
    play_turn(&mut ann);
    let before = ann.wait_for("bob ·");
    // Each player's name and total, without the chances beside them (which may still be
    // computing after a restart).
    let total_line = |screen: &str| -> Vec<(String, u16)> {
        let line = screen
            .lines()
            .find(|l| l.contains("Total"))
            .expect("the totals");
        line.split('·')
            .filter_map(|part| {
                let mut words = part.split_whitespace().filter(|w| *w != "Total");
                let name = words.next()?;
                let total = words.next()?.parse().ok()?;
                Some((name.to_string(), total))
            })
            .collect()
    };
    let totals = total_line(&before);
    assert_eq!(totals.len(), 2, "{before}");
    let bob_again = back_as(&bob);

    // Bob's connection drops; his place waits for him (he has no key: his code proves it).
    drop(bob);
    server.wait_for_log("bob left");
    let mut bob = guest(&server, &bob_again, None);
    bob.wait_for("your place at table 1 was kept");
    assert_eq!(total_line(&bob.wait_for("Enter score")), totals);

    // The server restarts: the table is resumed from its file, under the same host key.
    let fingerprint = server.wait_for_log("host key fingerprint");
    let log = server.stop();
    assert!(log.contains("every table is saved"), "{log}");
    assert!(ann.wait_exit().success());
    ann.assert_terminal_restored();
    assert!(ann.screen().contains("the server stopped"));
    let _ = bob.wait_exit();
    let server = Server::start(data.path(), &[]);
    server.wait_for_log("1 table(s) resumed");
    assert_eq!(server.wait_for_log("host key fingerprint"), fingerprint);
    let bob = guest(&server, &bob_again, None);
    bob.wait_for("your place at table 1 was kept");
    assert_eq!(total_line(&bob.wait_for("Enter score")), totals);
}

#[test]
fn a_command_or_a_session_without_a_terminal_is_refused_and_logged() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &[]);
    // The host key made at the first start is its owner's alone, and is the one printed.
    use std::os::unix::fs::PermissionsExt;
    let key = data.path().join("server/host_key");
    let mode = std::fs::metadata(&key).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    let listed = Command::new("ssh-keygen")
        .arg("-lf")
        .arg(&key)
        .output()
        .expect("ssh-keygen runs");
    let fingerprint = String::from_utf8_lossy(&listed.stdout)
        .split_whitespace()
        .nth(1)
        .expect("a fingerprint")
        .to_string();
    assert!(
        server
            .wait_for_log("host key fingerprint")
            .ends_with(&fingerprint)
    );
    let output = Command::new("ssh")
        .args(ssh_options(server.port))
        .args(["cid@127.0.0.1", "cat /etc/passwd"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!output.status.success());
    assert!(output.stdout.is_empty());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("runs no commands"), "{said}");
    server.wait_for_log("refused 127.0.0.1");
    server.wait_for_log("a command");

    // A session without a terminal, and sftp, are refused too.
    let output = Command::new("ssh")
        .args(ssh_options(server.port))
        .args(["-T", "cid@127.0.0.1"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("needs a terminal"));
    let output = Command::new("ssh")
        .args(ssh_options(server.port))
        .args(["-s", "cid@127.0.0.1", "sftp"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!output.status.success());
    server.wait_for_log("the subsystem sftp");
}

/// A fresh Ed25519 key pair made by ssh-keygen; returns the private key's path.
fn key_pair(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let status = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", name, "-f"])
        .arg(&path)
        .status()
        .expect("ssh-keygen runs");
    assert!(status.success());
    path
}

#[test]
fn only_keys_in_the_authorized_keys_file_may_join() {
    let data = tempfile::tempdir().unwrap();
    let keys = tempfile::tempdir().unwrap();
    let friend = key_pair(keys.path(), "friend");
    let stranger = key_pair(keys.path(), "stranger");
    let authorized = keys.path().join("authorized_keys");
    std::fs::copy(friend.with_extension("pub"), &authorized).unwrap();
    let server = Server::start(
        data.path(),
        &["--authorized-keys", authorized.to_str().unwrap()],
    );
    server.wait_for_log("only the 1 key(s)");

    let output = Command::new("ssh")
        .args(ssh_options(server.port))
        .arg("-i")
        .arg(&stranger)
        .args(["-t", "-t", "eve@127.0.0.1"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!output.status.success());
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("Permission denied"),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    server.wait_for_log("a key not in the authorized keys");

    let mut ann = guest(&server, "ann", Some(&friend));
    ann.wait_for("You are ann");
    ann.send("q");
    assert!(ann.wait_exit().success());
}

#[test]
fn a_guest_s_resizes_never_ask_the_server_s_own_terminal() {
    // The server runs in a terminal of its own, as when started by hand: drawing for a guest
    // must never query it (crossterm would write ESC [ 6 n to it and wait seconds for an
    // answer, or be stopped by SIGTTOU in the background).
    let data = tempfile::tempdir().unwrap();
    let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_yatzy"));
    command.args(["serve", "--listen", "127.0.0.1:0", "--data-dir"]);
    command.arg(data.path());
    command.env("LC_ALL", "C.UTF-8");
    command.env("YATZY_WARM_UP", "off");
    let console = PtyGame::spawn_command(command, 200, 50);
    let banner = console.wait_for("listening on 127.0.0.1:");
    let port: u16 = banner
        .lines()
        .find_map(|l| l.split("listening on 127.0.0.1:").nth(1))
        .and_then(|p| p.trim().parse().ok())
        .expect("the banner names the port");
    let server = Server {
        // Not ours to wait for: the console's pty owns the process.
        child: Command::new("true").spawn().unwrap(),
        port,
        log: Arc::new(Mutex::new(String::new())),
    };
    let mut ann = guest(&server, "ann", None);
    ann.wait_for("You are ann");
    for _ in 0..3 {
        ann.resize(60, 20);
        ann.wait_for("60x20");
        ann.resize(100, 32);
        ann.wait_for("You are ann");
    }
    ann.send("q");
    assert!(ann.wait_exit().success());
    let raw = String::from_utf8_lossy(&console.raw_output()).into_owned();
    assert!(
        !raw.contains("\u{1b}[6n"),
        "the server asked its own terminal:\n{raw:?}"
    );
    assert!(
        !raw.contains('\u{1b}'),
        "only log lines on the server's terminal:\n{raw:?}"
    );
    let _ = Command::new("kill")
        .args(["-TERM", &console.pid().to_string()])
        .status();
}

#[test]
fn silent_connections_are_closed_after_the_login_grace_and_a_player_gets_in() {
    use std::io::Read;
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(
        data.path(),
        &["--max-connections", "3", "--login-grace", "2"],
    );
    // Three connections that never say a word hold every place.
    let silent: Vec<std::net::TcpStream> = (0..3)
        .map(|_| std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap())
        .collect();
    // A player trying meanwhile is turned away, and gets in once the silent ones are gone.
    let start = Instant::now();
    let mut ann = loop {
        let mut ann = guest(&server, "ann", None);
        match ann.wait_for_any(&["You are ann", "closed", "reset"]) {
            0 => break ann,
            _ => {
                let _ = ann.wait_exit();
                assert!(start.elapsed() < TIMEOUT, "never let in");
                thread::sleep(Duration::from_millis(200));
            }
        }
    };
    // The silent connections were closed by the server.
    for mut socket in silent {
        socket
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let mut buffer = [0u8; 256];
        let mut total = 0;
        loop {
            match socket.read(&mut buffer) {
                Ok(0) | Err(_) => break,
                Ok(n) => total += n,
            }
            assert!(total < 4096, "more than a version line and a key exchange");
        }
    }
    ann.send("q");
    assert!(ann.wait_exit().success());
}

#[test]
fn a_fault_of_the_hub_ends_the_server_with_a_clear_line_and_the_table_resumes() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start_with(data.path(), &[], &[("YATZY_TEST_SERVER_FAULT", "hub:~")]);
    let mut ann = guest(&server, "ann", None);
    ann.wait_for("You are ann");
    // A table for one: the game begins at once.
    ann.send("n");
    ann.wait_for("New table");
    ann.send("\x1b[B\x1b[D\r");
    ann.wait_for("Press r to roll");
    ann.send("r");
    ann.wait_for("2 left");
    let ann_again = back_as(&ann);
    ann.send("~");
    let (status, log) = server.wait_exit();
    assert!(!status.success(), "{log}");
    assert!(log.contains("stopped after a fault"), "{log}");
    assert!(log.contains("resumes at the next start"), "{log}");
    let _ = ann.wait_exit();
    ann.assert_terminal_restored();

    let server = Server::start(data.path(), &[]);
    server.wait_for_log("1 table(s) resumed");
    let ann = guest(&server, &ann_again, None);
    ann.wait_for("your place at table 1 was kept");
    ann.wait_for("2 left");
}

#[test]
fn a_disk_that_fails_is_logged_once_per_streak_and_the_game_is_recorded_when_it_is_back() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &[]);
    let mut ann = guest(&server, "ann", None);
    ann.wait_for("You are ann");
    // The disk fails: no table file can be written (a file stands where their folder goes)
    // and no game recorded (a named pipe stands where the directory's lock goes).
    let tables = data.path().join("server/tables");
    std::fs::remove_dir_all(&tables).unwrap();
    std::fs::write(&tables, "in the way").unwrap();
    let lock = data.path().join(".lock");
    let _ = std::fs::remove_file(&lock);
    assert!(
        Command::new("mkfifo")
            .arg(&lock)
            .status()
            .unwrap()
            .success()
    );

    ann.send("n");
    ann.wait_for("New table");
    ann.send("\x1b[B\x1b[D\r");
    for _ in 0..15 {
        play_turn(&mut ann);
    }
    ann.wait_for("Game over");
    server.wait_for_log("could not be recorded");
    let count = |log: &str, text: &str| log.lines().filter(|l| l.contains(text)).count();
    let log = server.log.lock().unwrap().clone();
    assert_eq!(count(&log, "could not be written"), 1, "{log}");
    assert_eq!(count(&log, "could not be recorded"), 1, "{log}");

    // The disk is back: the next write works, and the game is recorded (asked again after
    // a wait, without anyone doing anything).
    std::fs::remove_file(&tables).unwrap();
    std::fs::remove_file(&lock).unwrap();
    server.wait_for_log("table 1 recorded at last");
    let log = server.log.lock().unwrap().clone();
    assert_eq!(count(&log, "could not be recorded"), 1, "{log}");
    let scores = scores_json(data.path());
    assert_eq!(scores.as_array().unwrap().len(), 1, "recorded once");
    ann.send("\x1b");
    server.wait_for_log("table files are saved again");
}

/// A port free a moment ago on 127.0.0.1.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

#[test]
fn a_log_nobody_takes_never_stops_the_server() {
    // Its log on a full disk, then into a pipe whose reader went away: it serves on.
    let data = tempfile::tempdir().unwrap();
    let port = free_port();
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        // Many short servers: none works out futures ahead in its pauses.
        .env("YATZY_WARM_UP", "off")
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .arg("--data-dir")
        .arg(data.path())
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(full)
        .spawn()
        .unwrap();
    let server = Server {
        child: Command::new("true").spawn().unwrap(),
        port,
        log: Arc::new(Mutex::new(String::new())),
    };
    let start = Instant::now();
    let mut ann = loop {
        let mut ann = guest(&server, "ann", None);
        if ann.wait_for_any(&["You are ann", "refused", "closed"]) == 0 {
            break ann;
        }
        let _ = ann.wait_exit();
        assert!(start.elapsed() < TIMEOUT, "never served");
        thread::sleep(Duration::from_millis(100));
    };
    // A refusal, a departure and a new guest: lines it cannot write, and it goes on.
    ann.send("q");
    assert!(ann.wait_exit().success());
    let bob = guest(&server, "bob", None);
    bob.wait_for("You are bob");
    assert!(child.try_wait().unwrap().is_none(), "still serving");
    let _ = child.kill();
    let _ = child.wait();

    let mut child = Command::new(env!("CARGO_BIN_EXE_yatzy"))
        // Many short servers: none works out futures ahead in its pauses.
        .env("YATZY_WARM_UP", "off")
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(data.path())
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let port: u16 = lines
        .by_ref()
        .map_while(Result::ok)
        .find_map(|line| {
            line.strip_prefix("yatzy serve: listening on 127.0.0.1:")
                .and_then(|p| p.trim().parse().ok())
        })
        .expect("the banner names the port");
    drop(lines);
    let server = Server {
        child: Command::new("true").spawn().unwrap(),
        port,
        log: Arc::new(Mutex::new(String::new())),
    };
    let mut cid = guest(&server, "cid", None);
    cid.wait_for("You are cid");
    cid.send("q");
    assert!(cid.wait_exit().success());
    let dee = guest(&server, "dee", None);
    dee.wait_for("You are dee");
    assert!(child.try_wait().unwrap().is_none(), "still serving");
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn a_login_that_starts_no_game_is_closed_after_the_grace() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &["--login-grace", "2"]);
    // `ssh -N`: logged in, and asking for nothing.
    let mut command = CommandBuilder::new("ssh");
    command.args(ssh_options(server.port));
    command.arg("-N");
    command.arg("idle@127.0.0.1");
    let mut idle = PtyGame::spawn_command(command, 80, 24);
    let status = idle.wait_exit();
    assert!(!status.success(), "the server closed it");
}

#[test]
fn connections_refused_at_the_door_are_a_line_a_reason_not_a_line_each() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &["--max-connections", "1"]);
    let _holder = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    server.wait_for_log("listening");
    for _ in 0..200 {
        let _ = std::net::TcpStream::connect(("127.0.0.1", server.port));
    }
    server.wait_for_log("refused");
    // Whatever is still on its way to the log is a line or so.
    thread::sleep(Duration::from_millis(200));
    let log = server.log.lock().unwrap().clone();
    let refused = log.lines().filter(|l| l.contains("refused")).count();
    assert!(refused <= 2, "{log}");
}

#[test]
fn a_stalled_client_is_dropped_the_table_told_and_its_player_takes_the_seat_back() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &["--keepalive", "1"]);
    // Nobody holds a table by walking away: a turn timeout by default.
    server.wait_for_log("a bot plays any turn not played within 90 s");
    let (mut ann, bob) = seat_two(&server);
    ann.wait_for("Your turn");
    // Over ssh as in the terminal game: `?` for the help, any key to close it; a click on
    // the Roll button rolls.
    ann.send("?");
    ann.wait_for("any key closes");
    ann.send("x");
    let screen = ann.wait_for("3 left");
    let (column, row) = screen
        .lines()
        .enumerate()
        .find_map(|(row, line)| {
            line.find("Roll")
                .map(|at| (line[..at].chars().count() + 1, row + 1))
        })
        .expect("the Roll button");
    ann.send(&format!("\x1b[<0;{column};{row}M\x1b[<0;{column};{row}m"));
    ann.wait_for("2 left");
    let bob_again = back_as(&bob);
    // Bob's client stops answering (as a laptop lid closed, or a network gone dead): after
    // three unanswered keepalives the server lets him go and tells the table.
    let stopped = bob.pid().to_string();
    assert!(
        Command::new("kill")
            .args(["-STOP", &stopped])
            .status()
            .unwrap()
            .success()
    );
    server.wait_for_log("bob left");
    ann.wait_for("bob left: waiting for them");
    let _ = Command::new("kill").args(["-KILL", &stopped]).status();
    drop(bob);
    // He joins again with his code and has his seat; the table hears he is back.
    let bob = guest(&server, &bob_again, None);
    bob.wait_for("your place at table 1 was kept");
    ann.wait_for("bob is back");
}

#[test]
fn the_log_has_times_and_levels_and_rust_log_chooses_which_lines() {
    let is_log_line = |line: &str, level: &str| {
        // `2026-11-26T01:02:03.456Z WARN  yatzy serve: ...`
        let (time, rest) = line.split_once(' ').unwrap_or_default();
        chrono::DateTime::parse_from_rfc3339(time).is_ok()
            && time.ends_with('Z')
            && rest.starts_with(level)
    };
    // By default: the server's lines from info up (a guest joining, a table opened).
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &[]);
    let ann = guest(&server, "ann", None);
    ann.wait_for("You are ann");
    let joined = server.wait_for_log("ann joined");
    assert!(is_log_line(&joined, "INFO "), "{joined}");
    assert!(is_log_line(
        &server.wait_for_log("connection from 127.0.0.1"),
        "INFO "
    ));
    drop(ann);
    drop(server);

    // RUST_LOG=warn: refusals only; the banner is there whatever the level.
    let data = tempfile::tempdir().unwrap();
    let server = Server::start_with(data.path(), &[], &[("RUST_LOG", "warn")]);
    let output = Command::new("ssh")
        .args(ssh_options(server.port))
        .args(["cid@127.0.0.1", "ls"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!output.status.success());
    let refused = server.wait_for_log("refused 127.0.0.1");
    assert!(is_log_line(&refused, "WARN "), "{refused}");
    let ann = guest(&server, "ann", None);
    ann.wait_for("You are ann");
    let log = server.stop();
    assert!(!log.contains("ann joined"), "{log}");
    assert!(!log.contains(" INFO "), "{log}");
    assert!(log.contains("host key fingerprint"), "{log}");

    // A setting that makes no sense is said, and the default used.
    let data = tempfile::tempdir().unwrap();
    let server = Server::start_with(data.path(), &[], &[("RUST_LOG", "yatzy=loud")]);
    let said = server.wait_for_log("RUST_LOG");
    assert!(said.contains("\"loud\" is not a level"), "{said}");
}

/// Opens a table of one person and five bots (it begins at once).
fn open_table_with_bots(player: &mut PtyGame) {
    player.send("n");
    player.wait_for("New table");
    // People: 1; bots: as many as the places leave (Right at the bots' field, five times).
    player.send("\x1b[B\x1b[D\x1b[B\x1b[C\x1b[C\x1b[C\x1b[C\x1b[C");
    player.send("\r");
}

#[test]
fn one_address_opening_and_leaving_tables_holds_no_more_than_its_share_and_they_are_soon_freed() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &["--abandon-after", "3"]);
    server.wait_for_log("listening");
    // Two guests from one address each open a table of bots and leave.
    for name in ["hoarder1", "hoarder2"] {
        let mut hoarder = guest(&server, name, None);
        hoarder.wait_for(&format!("You are {name}"));
        open_table_with_bots(&mut hoarder);
        hoarder.wait_for("back as ");
        drop(hoarder);
        server.wait_for_log(&format!("{name} left"));
    }
    // A third from the same address is refused, and told why.
    let mut third = guest(&server, "hoarder3", None);
    third.wait_for("You are hoarder3");
    open_table_with_bots(&mut third);
    third.wait_for("Your address has 2 tables in play already");
    server.wait_for_log("refused hoarder3 (127.0.0.1) a new table");
    // A newcomer from another address opens one at once.
    let mut newcomer = guest_from(&server, "newcomer", None, "127.0.0.2");
    newcomer.wait_for("You are newcomer");
    open_table_with_bots(&mut newcomer);
    newcomer.wait_for("back as newcomer+");
    // The tables nobody came back to are closed within the wait: kept aside, in no high
    // score, and their address may open tables again.
    server.wait_for_log("table 1 abandoned");
    server.wait_for_log("table 2 abandoned");
    third.send("\x1b");
    open_table_with_bots(&mut third);
    third.wait_for("back as hoarder3+");
    let kept = std::fs::read_dir(data.path().join("server/abandoned"))
        .unwrap()
        .count();
    assert_eq!(kept, 2);
    assert!(!data.path().join("server/tables/table-1.json").exists());
    let scores = scores_json(data.path());
    assert_eq!(scores.as_array().map_or(0, Vec::len), 0, "{scores}");
}

#[test]
fn a_stranger_using_a_keyless_player_s_name_neither_takes_her_seat_nor_disconnects_her() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &[]);
    let (ann, mut bob) = seat_two(&server);
    let ann_again = back_as(&ann);
    // Someone else, as ann without a key, from the same machine: a name of their own.
    let mut command = CommandBuilder::new("ssh");
    command.args(ssh_options(server.port));
    command.args(["-o", "PubkeyAuthentication=no", "-t", "ann@127.0.0.1"]);
    command.env("TERM", "xterm-256color");
    let stranger = PtyGame::spawn_command(command, 100, 32);
    stranger.wait_for("You are ann 2");
    stranger.wait_for("ann's place at table 1 is kept");
    thread::sleep(Duration::from_millis(300));
    assert!(
        !ann.screen().contains("joined again"),
        "she is not disconnected:\n{}",
        ann.screen()
    );
    // A user name with a control byte is refused, not cleaned into hers.
    let output = Command::new("ssh")
        .args(ssh_options(server.port))
        .args(["-tt", "ann\u{1}@127.0.0.1"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stdout).to_string()
        + &String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("control") || said.contains("invalid"),
        "refused with a reason: {said}"
    );
    assert!(!ann.screen().contains("joined again"));
    // Her code takes it back, as from a stalled terminal: the older connection is closed.
    let again = guest(&server, &ann_again, None);
    again.wait_for("your place at table 1 was kept");
    ann.wait_for("you joined again from another terminal");
    // The farewell says how to come back, where it stays on the player's screen.
    ann.wait_for(&format!("to take it back, connect as {ann_again}"));
    bob.send("x");
    assert!(!bob.screen().contains("joined again"));
}

#[test]
fn one_address_cannot_fill_the_login_slots_and_a_player_from_another_gets_in() {
    use std::io::Read;
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &["--logins-per-address", "2"]);
    // Two silent sockets hold the address's logging-in slots.
    let _silent: Vec<std::net::TcpStream> = (0..2)
        .map(|_| std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap())
        .collect();
    // A third from the address is refused at once.
    let mut third = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    third
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut buffer = [0u8; 64];
    assert!(matches!(third.read(&mut buffer), Ok(0) | Err(_)));
    server.wait_for_log("logging in");
    // A player from another address logs in and plays.
    let mut dee = guest_from(&server, "dee", None, "127.0.0.2");
    dee.wait_for("You are dee");
    dee.send("q");
    assert!(dee.wait_exit().success());
}

#[test]
fn alone_over_ssh_a_guest_asks_for_a_hint_takes_a_score_back_and_reads_the_whole_help() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start_with(data.path(), &[], &[("RUST_LOG", "yatzy=debug")]);
    let mut command = CommandBuilder::new("ssh");
    command.args(ssh_options(server.port));
    command.args(["-t", "ann@127.0.0.1"]);
    command.env("TERM", "xterm-256color");
    let mut ann = PtyGame::spawn_command(command, 80, 24);
    ann.wait_for("You are ann");
    // A table of Forced Yatzy for one: it begins at once.
    ann.send("n");
    ann.wait_for("New table");
    ann.send("\x1b[D\x1b[B\x1b[D\r");
    ann.wait_for("Press r to roll");
    // The whole help at 80x24: the keys, and the rules down to their last line.
    ann.send("?");
    ann.wait_for("5 alike: 50");
    ann.wait_for("undo");
    ann.send("x");
    ann.send("t");
    ann.wait_for("Roll first");
    // A key the game refuses is logged, at the debug level.
    ann.send("1");
    server.wait_for_log("refused ann a move");
    ann.send("r");
    ann.wait_for("2 left");
    // The strategies load in the background after the start: a hint asked for before is
    // refused ("still loading"), so it is asked again until one comes.
    let start = Instant::now();
    loop {
        ann.send("t");
        if ann.wait_for_any(&["Hint: ", "still loading"]) == 0 {
            break;
        }
        assert!(start.elapsed() < TIMEOUT, "no strategy:\n{}", ann.screen());
        thread::sleep(Duration::from_millis(100));
    }
    ann.send("\r\r");
    // Scored (or asked first, for a box worth 0).
    let start = Instant::now();
    while !ann.screen().contains("Turn 2") {
        if ann.screen().contains("for 0? y/n") {
            ann.send("y");
        }
        assert!(start.elapsed() < TIMEOUT, "never scored:\n{}", ann.screen());
        thread::sleep(Duration::from_millis(20));
    }
    ann.send("u");
    ann.wait_for("Taken back");
    ann.wait_for("Turn 1");
}

#[test]
fn over_ssh_the_turn_clock_counts_down_a_stand_in_is_marked_and_a_return_from_the_lobby_is_told() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &["--turn-timeout", "4"]);
    let (ann, mut bob) = seat_two(&server);
    // Ann lets her turn run out: everyone sees the clock, then the bot standing in.
    bob.wait_for("s left · table 1");
    bob.wait_for("ann's time ran out: a bot plays this turn for them");
    server.wait_for_log("the turn timed out; a bot plays it");
    // Bob goes to the lobby and comes back: the table hears both.
    bob.wait_for("Your turn");
    bob.send("\x1b");
    ann.wait_for("bob left: waiting for them");
    bob.wait_for("playing");
    bob.send("\r");
    ann.wait_for("bob is back");
}

#[test]
fn over_ssh_a_finished_table_is_reviewed_and_played_again() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start(data.path(), &[]);
    let mut ann = guest(&server, "ann", None);
    ann.wait_for("You are ann");
    // Forced Yatzy for two: the quickest game to play to its end.
    ann.send("n");
    ann.wait_for("New table");
    ann.send("\x1b[D\r");
    ann.wait_for("Waiting for 1 more");
    let mut bob = guest(&server, "bob", None);
    bob.wait_for("1 open");
    bob.send("\r");
    for _round in 0..15 {
        play_turn(&mut ann);
        play_turn(&mut bob);
    }
    ann.wait_for("v reviews, n plays again");
    server.wait_for_log("table 1 finished and recorded");
    // Every player's game reviewed, bob's too.
    // The review needs the strategy, which may still be loading on a busy machine.
    let start = Instant::now();
    loop {
        ann.send("v");
        if ann.wait_for_any(&["Review · ann ·", "still loading"]) == 0 {
            break;
        }
        assert!(start.elapsed() < TIMEOUT, "no strategy:\n{}", ann.screen());
        thread::sleep(Duration::from_millis(100));
    }
    ann.send("\t");
    ann.wait_for("Review · bob ·");
    ann.send("\x1b");
    ann.wait_for("v reviews");
    // Played again: ann opens the rematch, bob is told and sits down with n.
    ann.send("n");
    ann.wait_for("Table 2");
    bob.wait_for("ann plays again at table 2: n sits down there");
    bob.send("n");
    ann.wait_for("Your turn");
    server.wait_for_log("table 2 began (forced: ann, bob)");
}
