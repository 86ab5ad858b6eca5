//! The load driver (a member of its own, never built with the game): puts a running `yatzy serve`
//! on 127.0.0.1 under load and prints what it measured: keystroke-to-frame latency, how often
//! the chances under the card answered the latest position within 2 s of a scored turn, and,
//! given the server's pid, its memory per connection and its CPU use while idle. Bounded in
//! guests and time; stops by itself.
//!
//!     yatzy serve --listen 127.0.0.1:2222 --data-dir /tmp/load 2>serve.log &
//!     cargo run --release -p yatzy-load -- --port 2222 --server-pid $!
//!
//! With `--churn N`, N guests besides keep coming and going (leaving, dropping, stalling,
//! coming back); given the server's pid, its memory is sampled before the run (after a
//! warm-up: `--warm-up-secs`), right after it, and after a settle pause, and given its log
//! (`--server-log`), its census too (asked with SIGUSR1): every count of what it keeps for
//! guests.

use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use yatzy_load::{Churn, LoadPlan, LoadReport, run};
use yatzy_server::census::Census;

#[derive(Parser)]
#[command(about = "Put a yatzy serve on 127.0.0.1 under load and measure it")]
struct Args {
    /// The server's port on 127.0.0.1.
    #[arg(long, default_value_t = 2222)]
    port: u16,
    /// Guests staying the whole run (at most 500, churning guests and flooders included).
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
    flood: Vec<yatzy_load::Flood>,
    /// Guests coming and going besides, this many at once: each stays a while at a table of
    /// their own, then leaves, drops or stalls (in turn), and some come back.
    #[arg(long, default_value_t = 0)]
    churn: usize,
    /// How long a churning guest stays, in seconds: between half of it and all of it.
    #[arg(long, default_value_t = 30)]
    churn_stay_secs: u64,
    /// How long a stall lasts, in seconds: more than the server takes to let a stalled
    /// client go (about four times its --keepalive: 60 s by default).
    #[arg(long, default_value_t = 75)]
    stall_secs: u64,
    /// Of the churning guests who go, the percentage who come back under the same name.
    #[arg(long, default_value_t = 50)]
    come_back: u32,
    /// When the time is up, every guest plays the game it is in to its end (2 minutes at
    /// most), so that the server keeps no place for anyone afterwards (always so with
    /// --churn).
    #[arg(long)]
    finish: bool,
    /// Before the run (given --server-pid): the same load for this long (its games played
    /// to their end), then the settle pause, so that "before" is a server that has served
    /// as much already.
    #[arg(long, default_value_t = 0)]
    warm_up_secs: u64,
    /// After a warm-up and after the run: the pause before memory (and the census) is
    /// taken, in seconds; with --server-log it ends as soon as the census is as it was
    /// before (addresses are remembered for a minute).
    #[arg(long, default_value_t = 70)]
    settle_secs: u64,
    /// The server's pid, to read its memory and CPU time from /proc.
    #[arg(long)]
    server_pid: Option<u32>,
    /// The server's log (its standard error, in a file), to read its census from: asked for
    /// with SIGUSR1 (needs --server-pid).
    #[arg(long)]
    server_log: Option<PathBuf>,
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

/// CPU ticks the server spends in `period`.
fn idle_ticks(pid: u32, period: Duration) -> Option<u64> {
    let (_, before) = sample(pid)?;
    std::thread::sleep(period);
    let (_, after) = sample(pid)?;
    Some(after.saturating_sub(before))
}

/// The server's census: SIGUSR1, then the line it logs.
fn census(pid: u32, log: &Path) -> Result<Census, String> {
    let unread = |e: std::io::Error| format!("{}: {e}", log.display());
    let mut file = std::fs::File::open(log).map_err(unread)?;
    let from = file.seek(SeekFrom::End(0)).map_err(unread)?;
    nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(pid as i32),
        nix::sys::signal::Signal::SIGUSR1,
    )
    .map_err(|e| format!("cannot signal the server: {e}"))?;
    let until = Instant::now() + Duration::from_secs(10);
    let mut text = String::new();
    while Instant::now() < until {
        std::thread::sleep(Duration::from_millis(100));
        text.clear();
        file.seek(SeekFrom::Start(from))
            .and_then(|_| file.read_to_string(&mut text))
            .map_err(unread)?;
        if let Some(census) = text
            .lines()
            .filter(|l| l.contains("census (asked)"))
            .find_map(Census::parse)
        {
            return Ok(census);
        }
    }
    Err(format!(
        "no census in {} (is it the server's log, at RUST_LOG info?)",
        log.display()
    ))
}

/// What the server holds at one moment.
struct Moment {
    rss: Option<u64>,
    census: Option<Census>,
}

fn moment(args: &Args) -> Moment {
    let rss = args.server_pid.and_then(sample).map(|(rss, _)| rss);
    let census = match (args.server_pid, &args.server_log) {
        (Some(pid), Some(log)) => census(pid, log)
            .inspect_err(|reason| eprintln!("load: {reason}"))
            .ok(),
        _ => None,
    };
    Moment { rss, census }
}

/// Waits `settle` (less, when the census is back to `start`'s), and says what it found.
fn settle(args: &Args, start: Option<&Census>) -> Moment {
    let until = Instant::now() + Duration::from_secs(args.settle_secs);
    loop {
        let left = until.saturating_duration_since(Instant::now());
        std::thread::sleep(left.min(Duration::from_secs(5)));
        if Instant::now() >= until {
            return moment(args);
        }
        if let Some(start) = start {
            let now = moment(args);
            if now.census.as_ref() == Some(start) {
                return now;
            }
        }
    }
}

fn say_moment(what: &str, moment: &Moment, start: Option<&Census>) {
    if let Some(rss) = moment.rss {
        println!("server memory {what}: {rss} KiB resident");
    }
    if let Some(census) = &moment.census {
        println!("server census {what}: {census}");
        if let Some(start) = start {
            let differences = census.differences(start);
            if differences.is_empty() {
                println!("  every count as before the run");
            } else {
                let said: Vec<String> = differences
                    .iter()
                    .map(|(name, now, before)| format!("{name} {now} (before: {before})"))
                    .collect();
                println!("  not as before: {}", said.join(", "));
            }
        }
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let plan = plan(&args);
    if let Err(reason) = plan.check() {
        eprintln!("load: {reason}");
        return ExitCode::from(2);
    }
    if args.server_log.is_some() && args.server_pid.is_none() {
        eprintln!("load: --server-log needs --server-pid (the census is asked with SIGUSR1)");
        return ExitCode::from(2);
    }
    let Ok(runtime) = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    else {
        eprintln!("load: cannot start a runtime");
        return ExitCode::FAILURE;
    };
    // What went wrong, warm-up and run together.
    let mut errors: Vec<String> = Vec::new();
    if let Some(pid) = args.server_pid {
        if args.warm_up_secs > 0 {
            warm_up(&args, &plan, &runtime, &mut errors);
        }
        if let Some(ticks) = idle_ticks(pid, Duration::from_secs(5)) {
            println!("idle server before: {ticks} CPU ticks in 5 s");
        }
    }
    let before = moment(&args);
    say_moment("before", &before, None);
    let watch = args.server_pid.map(|pid| watch_peak(pid, args.seconds));
    let started = Instant::now();
    let report = match runtime.block_on(run(plan.clone())) {
        Ok(report) => report,
        Err(reason) => {
            eprintln!("load: {reason}");
            return ExitCode::from(2);
        }
    };
    say_report(&plan, &report, started.elapsed());
    if let (Some(watch), Some(rss_before)) = (watch, before.rss)
        && let Ok(peak) = watch.join()
    {
        let connections = plan.guests + plan.churn.as_ref().map_or(0, |c| c.guests);
        let per = (peak.saturating_sub(rss_before)) as f64 / connections as f64;
        println!(
            "server memory: {rss_before} KiB before, {peak} KiB at peak: {per:.0} KiB per connection"
        );
    }
    say_after(&args, &plan, &before);
    errors.extend(report.errors.iter().map(ToString::to_string));
    for error in errors.iter().take(10) {
        eprintln!("load: {error}");
    }
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The load the arguments ask for.
fn plan(args: &Args) -> LoadPlan {
    let churn = (args.churn > 0).then(|| Churn {
        guests: args.churn,
        stay: Duration::from_secs(args.churn_stay_secs),
        stall: Duration::from_secs(args.stall_secs),
        come_back: args.come_back,
    });
    LoadPlan {
        port: args.port,
        guests: args.guests,
        people: args.people,
        bots: args.bots,
        duration: Duration::from_secs(args.seconds),
        think: Duration::from_millis(args.think_ms),
        flooders: args.flood.clone(),
        finish: args.finish || churn.is_some(),
        churn,
    }
}

/// The same load for `--warm-up-secs` (its games played to their end), then the settle
/// pause; what went wrong goes to `errors`.
fn warm_up(
    args: &Args,
    plan: &LoadPlan,
    runtime: &tokio::runtime::Runtime,
    errors: &mut Vec<String>,
) {
    // The server as it was: what the warm-up settles back to.
    let untouched = moment(args);
    let warm_up = LoadPlan {
        duration: Duration::from_secs(args.warm_up_secs),
        flooders: Vec::new(),
        finish: true,
        ..plan.clone()
    };
    let warming = Instant::now();
    match runtime.block_on(run(warm_up)) {
        Ok(report) => errors.extend(report.errors.iter().map(ToString::to_string)),
        Err(reason) => errors.push(reason.to_string()),
    }
    let warmed = warming.elapsed();
    settle(args, untouched.census.as_ref());
    println!(
        "warm-up: {:.0} s of the same load (its games played to their end), then {:.0} s to settle",
        warmed.as_secs_f64(),
        (warming.elapsed() - warmed).as_secs_f64()
    );
}

/// Samples the server's memory while the load runs (`seconds`): its peak.
fn watch_peak(pid: u32, seconds: u64) -> std::thread::JoinHandle<u64> {
    std::thread::spawn(move || {
        let end = Instant::now() + Duration::from_secs(seconds);
        let mut peak = 0;
        while Instant::now() < end {
            if let Some((rss, _)) = sample(pid) {
                peak = peak.max(rss);
            }
            std::thread::sleep(Duration::from_millis(250));
        }
        peak
    })
}

/// After the run: the server right after and settled (with churn or its log), then idle.
fn say_after(args: &Args, plan: &LoadPlan, before: &Moment) {
    let settles = plan.churn.is_some() || args.server_log.is_some();
    if settles {
        let after = moment(args);
        say_moment("right after", &after, before.census.as_ref());
        let pause = Instant::now();
        let settled = settle(args, before.census.as_ref());
        say_moment(
            &format!("settled, {:.0} s later", pause.elapsed().as_secs_f64()),
            &settled,
            before.census.as_ref(),
        );
    }
    if let Some(pid) = args.server_pid {
        if !settles {
            // The guests' goodbyes handled first.
            std::thread::sleep(Duration::from_secs(2));
        }
        if let Some(ticks) = idle_ticks(pid, Duration::from_secs(10)) {
            println!("idle server after: {ticks} CPU ticks in 10 s");
        }
    }
}

fn say_report(plan: &LoadPlan, report: &LoadReport, took: Duration) {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{} guests ({} of a table of {} people and {} bots), {:.0} s: {} playing",
        report.guests,
        plan.guests,
        plan.people,
        plan.bots,
        took.as_secs_f64(),
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
    println!("{}", report.chances.line());
    if !plan.flooders.is_empty() {
        println!(
            "{} flooding guest(s) sent {} requests",
            plan.flooders.len(),
            report.flood_sent
        );
    }
    if let Some(churn) = &plan.churn {
        let c = &report.churn;
        println!(
            "churn, {} at once: {} connections; {} left, {} dropped, {} stalled ({} let go by the server); {} came back, {} to the place kept for them; {} keys played; {} tables refused; {} games unfinished",
            churn.guests,
            c.arrived,
            c.left,
            c.dropped,
            c.stalled,
            c.let_go,
            c.came_back,
            c.seats_back,
            c.keys,
            c.tables_refused,
            c.unfinished
        );
    }
}
