//! The churn: guests coming and going while the run lasts ([`churner`]), and how each goes
//! ([`go`]: leaving, dropping, stalling).

use std::sync::Mutex;
use std::time::{Duration, Instant};

use russh::ChannelMsg;

use super::guest::{COLUMNS, Ended, Player, ROWS};
use super::network::{CUT, Connected, OPEN, STALLED, open_guest};
use super::{Churn, ChurnReport, GuestError, LoadPlan, WIND_DOWN};

/// How a churning guest goes.
#[derive(Clone, Copy, Debug)]
enum Going {
    Leave,
    Drop,
    Stall,
}

/// A number from `seed`, spread evenly (SplitMix64): the churn's choices, the same each run.
pub fn spread(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// One place of the churn: guest after guest comes, plays at a table of their own, and goes
/// (leaving, dropping, stalling in turn), some coming back under the same name, until the
/// run is over; then the last leaves (finishing: once their game is over). Returns what
/// went wrong.
pub(super) async fn churner(
    slot: usize,
    plan: &LoadPlan,
    deadline: Instant,
    churned: &Mutex<ChurnReport>,
) -> Vec<GuestError> {
    let Some(churn) = plan.churn.clone() else {
        return Vec::new();
    };
    let mut errors = Vec::new();
    let mut generation = 0u64;
    let mut coming_back = false;
    // The user name to come back with: the name and the code the seat was taken with.
    let mut back_as: Option<String> = None;
    let mut goings = slot as u64;
    let end = deadline + WIND_DOWN;
    // Arrivals spread over the first moments.
    tokio::time::sleep(Duration::from_millis(5 * slot as u64 + 200)).await;
    // Guests keep arriving until the end of the run; one coming back comes back even after
    // it, to finish their game.
    while (Instant::now() < deadline || coming_back) && Instant::now() < end {
        let name = format!("churn{slot}x{generation}");
        let user = match (&back_as, coming_back) {
            (Some(user), true) => user.clone(),
            _ => name.clone(),
        };
        let seed = spread((slot as u64) << 32 | goings);
        let silence = churn.stall + Duration::from_secs(60);
        let mut connected = match open_guest(&user, plan.port, (COLUMNS, ROWS), silence).await {
            Ok(connected) => connected,
            Err(error) => {
                errors.push(error);
                if errors.len() >= 5 {
                    break;
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        // A while at the server: between half the stay and all of it.
        let stay = churn.stay.mul_f64(0.5 + (seed % 1000) as f64 / 2000.0);
        let until = (Instant::now() + stay).min(deadline);
        let (ended, last, back) =
            visit(&mut connected, plan, coming_back, until, deadline, churned).await;
        back_as = back.or(back_as);
        let going = match goings % 3 {
            _ if last => Going::Leave,
            // A stall that would outlast the run is a leave.
            2 if Instant::now() + churn.stall < deadline => Going::Stall,
            1 => Going::Drop,
            _ => Going::Leave,
        };
        if ended != Ended::Closed {
            go(&mut connected, going, &churn, churned, &mut errors, &name).await;
        }
        goings += 1;
        if last {
            break;
        }
        // Some come back under the same name (even after the end of the run, to finish
        // their game); the others make way for someone new.
        coming_back = (spread(seed) % 100) < u64::from(churn.come_back);
        if !coming_back {
            generation += 1;
            back_as = None;
        }
        // A moment away: a tenth to a half of a second.
        tokio::time::sleep(Duration::from_millis(100 + seed % 400)).await;
    }
    errors
}

/// Counts one more of `what` in the churn's report.
fn count(churned: &Mutex<ChurnReport>, what: fn(&mut ChurnReport) -> &mut usize) {
    if let Ok(mut report) = churned.lock() {
        *what(&mut report) += 1;
    }
}

/// A churning guest's stay, connected: they play until `until`; when that is the end of
/// the run (`deadline`), they play their game to its end (finishing) and this is their last
/// stay. Returns how it ended, whether it was the last, and the user name to come back with.
async fn visit(
    connected: &mut Connected,
    plan: &LoadPlan,
    coming_back: bool,
    until: Instant,
    deadline: Instant,
    churned: &Mutex<ChurnReport>,
) -> (Ended, bool, Option<String>) {
    count(churned, |r| &mut r.arrived);
    let mut player = Player::new(true, 1, plan.bots, plan.think);
    if coming_back {
        count(churned, |r| &mut r.came_back);
        // Told on their first screen whether their place was kept.
        player.watch_for = Some("your place at table");
    }
    let mut ended = player.play(&mut connected.channel, until).await;
    // The run is over: the game played to its end (finishing), then off for good.
    let last = ended == Ended::Time && Instant::now() >= deadline;
    if last && plan.finish {
        player.finishing = true;
        ended = player
            .play(&mut connected.channel, deadline + WIND_DOWN)
            .await;
        if ended == Ended::Time {
            count(churned, |r| &mut r.unfinished);
        }
    }
    if player.watched {
        count(churned, |r| &mut r.seats_back);
    }
    if let Ok(mut report) = churned.lock() {
        report.keys += player.keys;
        report.tables_refused += player.tables_refused;
    }
    (ended, last, player.back_as)
}

/// A churning guest goes, as `going` says.
async fn go(
    connected: &mut Connected,
    going: Going,
    churn: &Churn,
    churned: &Mutex<ChurnReport>,
    errors: &mut Vec<GuestError>,
    name: &str,
) {
    match going {
        Going::Leave => {
            count(churned, |r| &mut r.left);
            let _ = connected.channel.data_bytes(&b"q"[..]).await;
            // The server ends the session; what it sends meanwhile is read.
            let _ = tokio::time::timeout(Duration::from_secs(5), async {
                while let Some(message) = connected.channel.wait().await {
                    if matches!(message, ChannelMsg::Close) {
                        break;
                    }
                }
            })
            .await;
            let _ = connected
                .session
                .disconnect(russh::Disconnect::ByApplication, "", "en")
                .await;
        }
        Going::Drop => {
            count(churned, |r| &mut r.dropped);
            connected.switch.set(CUT);
        }
        Going::Stall => {
            count(churned, |r| &mut r.stalled);
            connected.switch.set(STALLED);
            tokio::time::sleep(churn.stall).await;
            connected.switch.set(OPEN);
            // Awake: what the server sent before it let go is read, then the end.
            let let_go = tokio::time::timeout(Duration::from_secs(10), async {
                while let Some(message) = connected.channel.wait().await {
                    if matches!(message, ChannelMsg::Eof | ChannelMsg::Close) {
                        break;
                    }
                }
            })
            .await
            .is_ok();
            if let_go {
                count(churned, |r| &mut r.let_go);
            } else {
                errors.push(GuestError::NotLetGo {
                    name: name.to_string(),
                    stall: churn.stall,
                });
            }
            connected.switch.set(CUT);
        }
    }
}
