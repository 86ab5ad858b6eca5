//! The hostile guests: each floods the server with one kind of request ([`Flood`]).

use std::time::{Duration, Instant};

use super::network::{Connected, open_guest};
use super::{Flood, GuestError};

/// A hostile guest: requests of one kind, as fast as the connection takes them, until the
/// end or until the server lets it go. Returns how many it sent.
pub(super) async fn flood_server(
    index: usize,
    flood: Flood,
    port: u16,
    deadline: Instant,
) -> Result<u64, GuestError> {
    let name = format!("flood{index}");
    let Connected {
        session,
        mut channel,
        ..
    } = open_guest(&name, port, (100, 32), Duration::from_secs(60)).await?;
    let mut sent = 0u64;
    while Instant::now() < deadline {
        // Its own screen is never read (as a hostile guest would not): what is queued for it
        // is the server's problem.
        let asked = match flood {
            Flood::WindowChanges => {
                let size = if sent.is_multiple_of(2) {
                    (80, 24)
                } else {
                    (120, 40)
                };
                channel.window_change(size.0, size.1, 0, 0).await.is_ok()
            }
            Flood::Environment => channel.set_env(false, "LANG", "sv_SE.UTF-8").await.is_ok(),
            Flood::ChannelOpens => {
                // Not waited for: refused or not, the next is asked at once.
                let open = session.channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 1);
                tokio::time::timeout(Duration::from_millis(1), open)
                    .await
                    .is_ok()
                    || !session.is_closed()
            }
        };
        if !asked || session.is_closed() {
            break;
        }
        sent += 1;
        if sent.is_multiple_of(64) {
            // Lets the runtime's other tasks (the guests being measured) run.
            tokio::task::yield_now().await;
        }
        while let Ok(Some(_)) = tokio::time::timeout(Duration::ZERO, channel.wait()).await {}
    }
    let _ = session
        .disconnect(russh::Disconnect::ByApplication, "", "en")
        .await;
    Ok(sent)
}
