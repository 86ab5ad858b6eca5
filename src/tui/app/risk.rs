//! Risk appetite in the game: the hint names the choice of the player's appetite beside the
//! expected-score one, and a bot that is behind at a table plays bold. Each appetite has a
//! table of its own, solved in the background when first wanted.

use std::sync::Arc;

use super::App;
use yatzy_core::solver::{Situation, Solution, TurnValues};
use yatzy_core::table::SeatKind;

/// The appetite of a bot that is behind: bold enough to go for the points it needs.
pub(crate) const BOT_BOLD: f64 = 3.0;
/// How far behind (expected points) a bot starts to play bold.
const BEHIND_BY: f64 = 15.0;

impl App {
    /// The table of appetite `risk` (not 0) for this game's rules, once solved.
    pub(super) fn risk_table(&self, risk: f64) -> Option<&Solution> {
        if risk == 0.0 {
            return None;
        }
        self.engine
            .risk_tables
            .iter()
            .find(|t| t.risk() == risk && t.rules() == self.table.rules())
            .map(|t| &**t)
    }

    /// The table of appetite `risk`, shared, if it is solved.
    fn risk_table_shared(&self, risk: f64) -> Option<Arc<Solution>> {
        self.engine
            .risk_tables
            .iter()
            .find(|t| risk != 0.0 && t.risk() == risk && t.rules() == self.table.rules())
            .cloned()
    }

    /// A table of another appetite is ready.
    pub fn risk_ready(&mut self, table: Arc<Solution>) {
        if table.rules() == self.table.rules() && self.risk_table(table.risk()).is_none() {
            self.engine.risk_tables.push(table);
        }
    }

    /// The appetites whose tables are wanted and not asked for yet (the player's, and the
    /// bots' when there are bots); each is returned once.
    pub fn take_risk_requests(&mut self) -> Vec<f64> {
        let bots = self
            .table
            .seats()
            .iter()
            .any(|seat| seat.kind == SeatKind::Bot);
        let wanted = [
            self.look.preferences.risk,
            if bots { BOT_BOLD } else { 0.0 },
        ];
        let mut new = Vec::new();
        for risk in wanted {
            if risk != 0.0 && !self.engine.risks_requested.contains(&risk) {
                self.engine.risks_requested.push(risk);
                new.push(risk);
            }
        }
        new
    }

    /// The table the bot whose turn it is plays by: bold when it is behind the leader by
    /// more than [`BEHIND_BY`] expected points, else the expected-score one. A bot that plays
    /// to win weighs its own chances (its goal table) against the expected-score one.
    pub(super) fn bot_table(&self) -> Option<Arc<Solution>> {
        let shared = self.engine.strategy.as_ref()?;
        if self.table.current_seat().kind == SeatKind::WinBot {
            return Some(Arc::clone(shared));
        }
        let table: &Solution = shared;
        let expected = |seat: usize| {
            let card = self.table.seats()[seat].game.card();
            if card.is_complete() {
                return f64::from(card.total());
            }
            TurnValues::new(table, &Situation::from(card))
                .map_or(f64::from(card.total()), |turn| turn.expected_final())
        };
        let me = self.table.current();
        let leader = (0..self.table.seats().len())
            .filter(|&seat| seat != me)
            .map(expected)
            .fold(f64::NEG_INFINITY, f64::max);
        if plays_bold(expected(me), leader)
            && let Some(bold) = self.risk_table_shared(BOT_BOLD)
        {
            Some(bold)
        } else {
            Some(Arc::clone(shared))
        }
    }
}

/// Whether a bot expecting `mine` plays bold against a leader expecting `leader`.
fn plays_bold(mine: f64, leader: f64) -> bool {
    leader - mine > BEHIND_BY
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_plays_bold_only_when_well_behind() {
        assert!(plays_bold(200.0, 230.0));
        assert!(
            !plays_bold(220.0, 230.0),
            "ten points is no reason to gamble"
        );
        assert!(!plays_bold(250.0, 230.0), "ahead");
        // Alone at the table there is no leader to chase.
        assert!(!plays_bold(200.0, f64::NEG_INFINITY));
    }
}
