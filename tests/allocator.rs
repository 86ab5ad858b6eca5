//! The server's allocator settings (`session::keep_allocator_thresholds`): what a thread frees
//! goes back to the system, even after a big block was freed (by default glibc would then
//! keep up to twice that block at the top of each thread's heap, out of `malloc_trim`'s
//! reach).
//!
//! A binary of its own: the settings are the whole process's, and the test reads the
//! process's resident memory, which tests running beside it would move.

#![allow(clippy::unwrap_used, clippy::expect_used)]

/// The process's resident memory, in KiB.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[test]
fn what_a_thread_frees_goes_back_to_the_system() {
    yatzy::session::keep_allocator_thresholds();
    let before = resident_kib();
    // On a thread of its own, so in a heap other than the main thread's.
    std::thread::spawn(|| {
        // A big block, as the solver's tables: freed, it would raise glibc's thresholds.
        drop(std::hint::black_box(vec![1u8; 16 << 20]));
        // 24 MiB in blocks under any threshold, written to, then freed.
        let blocks: Vec<Vec<u8>> = (0..24 * 64).map(|_| vec![1u8; 16 << 10]).collect();
        drop(std::hint::black_box(blocks));
    })
    .join()
    .unwrap();
    yatzy::session::give_memory_back();
    let after = resident_kib();
    assert!(
        after < before + 4 * 1024,
        "{before} KiB resident before, {after} KiB after"
    );
}
