//! Cache files written in the background leave nothing half-written behind: not when the
//! program ends while one is being written, and not after a crash (the next start sweeps
//! the temporaries of writers that are gone, and only theirs).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::write_aged;
use crate::support::PtyGame;
use yatzy::storage::Storage;

/// The temporaries (`.NAME.tmp-PID-N`) in `dir`.
fn temporaries(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.path())
                .filter(|path| path.to_string_lossy().contains(".tmp-"))
                .collect()
        })
        .unwrap_or_default()
}

/// The id of a process that has ended.
fn dead_pid() -> u32 {
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

#[test]
fn quitting_while_a_goal_table_is_computed_leaves_no_temporary() {
    let data = tempfile::tempdir().unwrap();
    let cache = data.path().join("cache");
    // Yacht's goal table, not cached: computed in the background from the start.
    let mut game = PtyGame::spawn_in(
        data.path(),
        &["--rules", "yacht", "--target", "150"],
        80,
        24,
        &[],
    );
    game.wait_for("Press r to roll");
    let started = Instant::now();
    let goal_temporary = || {
        temporaries(&cache)
            .into_iter()
            .any(|path| path.to_string_lossy().contains(".goal-yacht-"))
    };
    while !goal_temporary() {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the goal table never began: {:?}",
            temporaries(&cache)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // A roll made, so that quitting asks first, as the play-tester's `q` `y`.
    game.send("r");
    game.wait_for("Roll 1 of 3");
    game.send("q");
    game.wait_for("Quit?");
    game.send("y");
    assert!(game.wait_exit().success());
    assert_eq!(temporaries(&cache), Vec::<PathBuf>::new());
}

#[test]
fn a_crashed_writer_s_cache_temporary_is_swept_and_a_running_one_s_kept() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let cache = storage.cache_dir().unwrap().to_path_buf();
    let futures = cache.join("futures-v1").join("yacht");
    std::fs::create_dir_all(&futures).unwrap();
    let gone = dead_pid();
    // Another process that runs stands for a writer at work.
    let mut writer = std::process::Command::new("sleep")
        .arg("60")
        .spawn()
        .unwrap();
    let running = writer.id();
    // A writer that is gone: swept once its temporary is a minute untouched.
    let crashed_goal = cache.join(format!(".goal-yacht-v1.bin.tmp-{gone}-1"));
    let crashed_table = cache.join(format!(".solver-yacht-v3.bin.tmp-{gone}-2"));
    let crashed_future = futures.join(format!(".abc.bin.tmp-{gone}-3"));
    write_aged(&crashed_goal, b"half", 120);
    write_aged(&crashed_table, b"half", 120);
    write_aged(&crashed_future, b"half", 120);
    // Gone, but touched a moment ago: it may be a writer on another machine sharing the
    // directory; kept.
    let recent = cache.join(format!(".goal-yahtzee-v1.bin.tmp-{gone}-7"));
    write_aged(&recent, b"half", 0);
    // This process's id, not one of its writes (a restart that got the id again): swept.
    let own = cache.join(format!(
        ".solver-forced-v3.bin.tmp-{}-8",
        std::process::id()
    ));
    write_aged(&own, b"half", 120);
    // Whoever is named, an hour untouched: swept (the id may be another program's now).
    let ancient = cache.join(format!(".solver-yahtzee-v3.bin.tmp-{running}-9"));
    write_aged(&ancient, b"half", 7200);
    // A writer that runs: kept however old (a goal table takes minutes on a slow machine).
    let writing_goal = cache.join(format!(".goal-yatzy-v1.bin.tmp-{running}-4"));
    write_aged(&writing_goal, b"half", 600);
    // Not a cache file's temporary, nor of yatzy's naming: never touched.
    let strangers = [
        cache.join(format!(".notes.txt.tmp-{gone}-5")),
        cache.join(format!(".goal-yacht-v1.bin.tmp-{gone}")),
        cache.join(".goal-yacht-v1.bin.tmp-0-6"),
    ];
    for stranger in &strangers {
        write_aged(stranger, b"mine", 600);
    }

    storage.sweep();
    assert!(!crashed_goal.exists());
    assert!(!crashed_table.exists());
    assert!(!crashed_future.exists());
    assert!(writing_goal.exists(), "its writer is still running");
    assert!(recent.exists(), "a minute has not passed");
    assert!(!own.exists());
    assert!(!ancient.exists());
    writer.kill().unwrap();
    writer.wait().unwrap();
    for stranger in &strangers {
        assert!(stranger.exists(), "{} is not ours", stranger.display());
    }
}
