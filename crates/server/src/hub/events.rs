//! What connections (and the server's own threads) tell the hub.

use std::sync::Arc;
use std::time::Instant;

use tokio::sync::mpsc::Sender;

use super::{ClientId, Frame};
use crate::census::Census;
use crate::link::Link;
use yatzy_core::rules::RuleSet;
use yatzy_core::solver::Solution;

/// What connections tell the hub.
#[derive(Debug)]
pub enum Event {
    Connected {
        client: ClientId,
        user: String,
        /// The fingerprint of the key the guest proved, if any.
        key: Option<String>,
        /// Where the guest connects from, as the limits count it (an IPv6 /64 as one
        /// address): what the tables one address may open count by.
        address: std::net::IpAddr,
        /// Whether the guest's terminal, by the TERM it names, draws only ASCII (TERM is
        /// only ever compared, never shown or passed on).
        ascii: bool,
        /// The language the guest's LC_ALL, LC_MESSAGES or LANG asks for, if they sent one.
        language: Option<yatzy_i18n::Language>,
        /// Made with [`FRAMES_QUEUED`] places.
        output: Sender<Frame>,
        /// What the connection and the hub share: the window size among it.
        link: Arc<Link>,
    },
    /// Counted in the guest's link: at most [`INPUTS_QUEUED`](super::link::INPUTS_QUEUED)
    /// of a guest wait at once.
    Input {
        client: ClientId,
        bytes: Vec<u8>,
        /// When the bytes reached the connection (for the server's answer times).
        at: Instant,
    },
    /// The guest's window changed: the size is the link's, the latest said (a burst of
    /// window changes is one resize).
    Resize {
        client: ClientId,
    },
    Disconnected {
        client: ClientId,
    },
    /// A finished table's recording went through (`true`) or failed (and is asked again).
    Recorded(u32, bool),
    /// The optimal strategy for a rule set, loaded (or solved) after the start.
    Strategy(RuleSet, Arc<Solution>),
    /// The chances at a table, computed in the background.
    Chances(u32, yatzy_core::chances::Answer),
    /// How a goal table is going, for the bots that play to win and the guests' goals.
    Goal(yatzy_session::GoalEvent),
    /// A guest's goal job worked out: the ranking of a roll, or a position's goal chance.
    GoalAnswer(ClientId, yatzy_ui::goal::GoalAnswer),
    /// A guest's goal review worked out: a seat's game graded by its player's target.
    GoalReview(ClientId, yatzy_ui::goal_review::GoalReviewAnswer),
    /// What the bot that plays to win at a table plays for this turn, worked out on the goal
    /// pool.
    WinAnswer(u32, yatzy_core::play::WinAnswer),
    /// The server stops: every guest is told and given their terminal back.
    Shutdown,
    /// The hub's part of the census, wanted (see [`Hub::census`]).
    Census(tokio::sync::oneshot::Sender<Census>),
}

impl Event {
    /// The guest the event is about, if one.
    pub(super) fn client(&self) -> Option<ClientId> {
        match self {
            Event::Connected { client, .. }
            | Event::Input { client, .. }
            | Event::Resize { client }
            | Event::Disconnected { client }
            | Event::GoalAnswer(client, _)
            | Event::GoalReview(client, _) => Some(*client),
            Event::Recorded(..)
            | Event::Strategy(..)
            | Event::Chances(..)
            | Event::Goal(..)
            | Event::WinAnswer(..)
            | Event::Shutdown
            | Event::Census(_) => None,
        }
    }
}
