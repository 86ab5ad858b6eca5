//! The real binary sharing one data directory: two terminals at once, another process
//! holding the lock, and a data directory that cannot be written.

use crate::common;
use crate::support;

use std::fs::{self, File};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use support::{PtyGame, saved_games};
use yatzy::core::rules::RuleSet;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::Theme;

const BOARD: &str = "Left Section";

/// Waits until `dir` holds `count` saved games (the writer thread saves just after a key).
fn wait_for_saves(dir: &Path, count: usize) -> Vec<std::path::PathBuf> {
    let start = std::time::Instant::now();
    loop {
        let saves = saved_games(dir);
        if saves.len() == count {
            return saves;
        }
        assert!(
            start.elapsed() < support::TIMEOUT,
            "{} saved games, not {count}",
            saves.len()
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Leaves a saved game (three turns played, then a roll) in `dir`, and one recorded score.
fn leave_a_saved_game(dir: &Path) {
    let storage = Storage::at(dir);
    let mut app = App::open(
        tui::open(&storage, RuleSet::Yatzy, Some(3), false),
        storage.clone(),
        Theme::monochrome(),
    );
    for _ in 0..3 {
        common::keys(&mut app, "r");
        common::score_at_cursor(&mut app);
    }
    common::keys(&mut app, "r");
    app.shutdown();
    let mut entry = yatzy::session::score_entry(app.game(), "Ann", 60, 0);
    entry.score = 222;
    storage.record(entry).unwrap();
}

#[test]
fn two_terminals_on_one_data_directory_keep_their_own_games() {
    let data = tempfile::tempdir().unwrap();
    let mut first = PtyGame::spawn_in(data.path(), &["--seed", "5"], 80, 24, &[]);
    first.wait_for(BOARD);
    first.send("r");
    first.wait_for("Roll 1 of 3");
    first.send("1");
    first.wait_for("1 HELD");
    let first_save = wait_for_saves(data.path(), 1);
    // The hold is saved too: wait until the file shows it.
    let start = std::time::Instant::now();
    while !fs::read_to_string(&first_save[0])
        .unwrap_or_default()
        .contains("true")
    {
        assert!(
            start.elapsed() < support::TIMEOUT,
            "the hold was never saved"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let before = fs::read(&first_save[0]).unwrap();

    // The second terminal neither resumes nor touches the game being played in the first.
    let mut second = PtyGame::spawn_in(data.path(), &["--seed", "6"], 100, 32, &[]);
    second.wait_for("being played in another terminal");
    second.send("x"); // closes the message
    second.wait_for("Press r to roll");
    second.send("r");
    second.wait_for("Roll 1 of 3");
    wait_for_saves(data.path(), 2);
    assert_eq!(fs::read(&first_save[0]).unwrap(), before);

    // --new in a third terminal discards only what it names: neither game in play.
    let mut third = PtyGame::spawn_in(data.path(), &["--new", "--seed", "7"], 80, 24, &[]);
    third.wait_for("Press r to roll");
    third.send("\x03");
    assert!(third.wait_exit().success());
    assert_eq!(saved_games(data.path()).len(), 2);

    for game in [&mut first, &mut second] {
        game.send("q");
        game.wait_for("Quit? Your game is kept");
        game.send("y");
        assert!(game.wait_exit().success());
    }
    assert_eq!(saved_games(data.path()).len(), 2);

    // With both waiting, the player chooses; the newest (the second terminal's) is first.
    let mut chooser = PtyGame::spawn_in(data.path(), &[], 100, 32, &[]);
    // The list's last line: the whole list is on screen by then.
    let screen = chooser.wait_for("Enter resume");
    assert!(screen.contains("› Scandinavian Yatzy"), "{screen}");
    chooser.send("\x1b[B"); // down: the older one, the first terminal's
    chooser.send("\r");
    chooser.wait_for("Resumed your game");
    // The first terminal's position (the hold is drawn below the header: waiting for it
    // waits for the whole frame).
    let screen = chooser.wait_for("1 HELD");
    assert!(screen.contains("Roll 1 of 3"), "{screen}");
    chooser.send("\x03");
    assert!(chooser.wait_exit().success());
}

#[test]
fn a_held_lock_never_freezes_the_game_and_ctrl_c_still_quits() {
    let data = tempfile::tempdir().unwrap();
    let lock = File::create(data.path().join(".lock")).unwrap();
    lock.lock().unwrap();

    // Commands that read never wait for the lock.
    for args in [&["score", "22555"][..], &["scores"][..]] {
        let output = common::run_yatzy(data.path(), args);
        assert!(output.status.success(), "{args:?}");
    }

    let mut game = PtyGame::spawn_in(
        data.path(),
        &["--seed", "1"],
        80,
        24,
        &[("YATZY_LOCK_WAIT_MS", "1500")],
    );
    // Remembering the rule set needs the lock: the writer waits, and says so.
    game.wait_for("Waiting for another yatzy to finish writing");
    // Meanwhile the game goes on, and is saved (a save slot needs no shared lock).
    game.send("r");
    game.wait_for("Roll 1 of 3");
    // The wait is bounded: it gives up with the reason, in full.
    let screen = game.wait_for("locked for");
    assert!(screen.contains("Settings not saved"), "{screen}");
    wait_for_saves(data.path(), 1);
    game.send("\x03");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
    drop(lock);
}

/// Makes `dir` and everything in it read-only.
fn make_read_only(dir: &Path) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            make_read_only(&path);
        } else {
            fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
        }
    }
    fs::set_permissions(dir, fs::Permissions::from_mode(0o555)).unwrap();
}

/// Root may write anywhere: the game runs as `nobody` then, for permissions to count.
fn as_unprivileged() -> Vec<&'static str> {
    use std::os::unix::fs::MetadataExt;
    // /proc/self belongs to the process's own user.
    let root = fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0);
    if root {
        vec![
            "setpriv",
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            "--",
        ]
    } else {
        Vec::new()
    }
}

#[test]
fn a_read_only_data_directory_still_resumes_the_game_and_shows_the_high_scores() {
    let data = tempfile::tempdir().unwrap();
    leave_a_saved_game(data.path());
    make_read_only(data.path());
    fs::set_permissions(
        data.path().parent().unwrap(),
        fs::Permissions::from_mode(0o755),
    )
    .ok();
    let before: Vec<Vec<u8>> = saved_games(data.path())
        .iter()
        .map(|p| fs::read(p).unwrap())
        .collect();

    let wrapper = as_unprivileged();
    let mut game = PtyGame::spawn_wrapped(&wrapper, data.path(), &[], 80, 24, &[]);
    let screen = game.wait_for("without saving");
    assert!(screen.contains("Turn 4 of 15"), "resumed: {screen}");
    game.send("x");
    game.wait_for("Roll 1 of 3");
    game.send("s");
    game.wait_for("High scores");
    game.wait_for("222");
    game.send("q");
    game.wait_for("Roll 1 of 3");
    game.send("q");
    game.wait_for("is lost if you quit");
    game.send("y");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();

    let after: Vec<Vec<u8>> = saved_games(data.path())
        .iter()
        .map(|p| fs::read(p).unwrap())
        .collect();
    assert_eq!(before, after, "nothing was written");
    fs::set_permissions(data.path(), fs::Permissions::from_mode(0o755)).unwrap();
}
