//! The load driver (an example, not installed with the game): puts a running `yatzy serve`
//! on 127.0.0.1 under load and prints what it measured: keystroke-to-frame latency, and,
//! given the server's pid, its memory per connection and its CPU use while idle. Bounded in
//! guests and time; stops by itself.
//!
//!     yatzy serve --listen 127.0.0.1:2222 --data-dir /tmp/load &
//!     cargo run --release --example load -- --port 2222 --server-pid $!

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use yatzy::server::load::{LoadPlan, run};

#[derive(Parser)]
#[command(about = "Put a yatzy serve on 127.0.0.1 under load and measure it")]
struct Args {
    /// The server's port on 127.0.0.1.
    #[arg(long, default_value_t = 2222)]
    port: u16,
    /// Guests connecting (at most 500).
    #[arg(long, default_value_t = 100)]
    guests: usize,
    /// People per table.
    #[arg(long, default_value_t = 4)]
    people: usize,
    /// Bots per table.
    #[arg(long, default_value_t = 1)]
    bots: usize,
    /// How long the load lasts, in seconds (at most 600).
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// A guest's pause before each key, in milliseconds.
    #[arg(long, default_value_t = 150)]
    think_ms: u64,
    /// A hostile guest besides, flooding the server with this kind of request (not
    /// measured); repeat for more.
    #[arg(long, value_enum)]
    flood: Vec<yatzy::server::load::Flood>,
    /// The server's pid, to read its memory and CPU time from /proc.
    #[arg(long)]
    server_pid: Option<u32>,
}

/// The process's resident memory, in KiB, and its CPU time in clock ticks.
fn sample(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let rss = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // After the command name in parentheses: fields 14 and 15 are utime and stime.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some((rss, ticks))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let plan = LoadPlan {
        port: args.port,
        guests: args.guests,
        people: args.people,
        bots: args.bots,
        duration: Duration::from_secs(args.seconds),
        think: Duration::from_millis(args.think_ms),
        flooders: args.flood.clone(),
    };
    if let Err(reason) = plan.check() {
        eprintln!("load: {reason}");
        return ExitCode::from(2);
    }
    let before = args.server_pid.and_then(sample);
    if let (Some(pid), Some((_, ticks))) = (args.server_pid, before) {
        std::thread::sleep(Duration::from_secs(5));
        if let Some((_, after)) = sample(pid) {
            println!("idle server: {} CPU ticks in 5 s", after - ticks);
        }
    }
    let Ok(runtime) = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    else {
        eprintln!("load: cannot start a runtime");
        return ExitCode::FAILURE;
    };
    // Samples the server's memory while the load runs.
    let watch = args.server_pid.map(|pid| {
        std::thread::spawn(move || {
            let end = Instant::now() + Duration::from_secs(args.seconds);
            let mut peak = 0;
            while Instant::now() < end {
                if let Some((rss, _)) = sample(pid) {
                    peak = peak.max(rss);
                }
                std::thread::sleep(Duration::from_millis(250));
            }
            peak
        })
    });
    let started = Instant::now();
    let report = match runtime.block_on(run(plan.clone())) {
        Ok(report) => report,
        Err(reason) => {
            eprintln!("load: {reason}");
            return ExitCode::from(2);
        }
    };
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{} guests ({} of a table of {} people and {} bots), {:.0} s: {} playing",
        report.guests,
        plan.guests,
        plan.people,
        plan.bots,
        started.elapsed().as_secs_f64(),
        report.playing
    );
    println!(
        "keystroke to frame, {} keys on the guest's own turn: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {} unanswered",
        report.latencies.len(),
        ms(report.percentile(50.0)),
        ms(report.percentile(99.0)),
        ms(report.percentile(100.0)),
        report.unanswered
    );
    if !plan.flooders.is_empty() {
        println!(
            "{} flooding guest(s) sent {} requests",
            plan.flooders.len(),
            report.flood_sent
        );
    }
    if let (Some(watch), Some((rss_before, _))) = (watch, before)
        && let Ok(peak) = watch.join()
    {
        let per = (peak.saturating_sub(rss_before)) as f64 / plan.guests as f64;
        println!(
            "server memory: {rss_before} KiB before, {peak} KiB at peak: {per:.0} KiB per connection"
        );
    }
    for error in report.errors.iter().take(10) {
        eprintln!("load: {error}");
    }
    if report.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
