//! Each player's chance to win a table, and to tie for first, if everyone plays for the best
//! expected score from here.
//!
//! Players play their own cards with their own dice, and optimal expected-score play looks at
//! nothing but its own card, so the final scores are independent: the chances follow exactly
//! from each player's distribution of the final score. Whose turn it is changes nothing, as
//! long as every player is between turns (each card says how many turns its player has left).

use super::analysis::{PositionError, Situation};
use super::distribution::ScoreDistribution;
use super::table::Solution;

/// One player's chances at a table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerChances {
    /// The chance of the highest final score alone.
    pub win: f64,
    /// The chance of sharing the highest final score with one or more others.
    pub tie: f64,
}

/// Everyone's chances at a table: the players' in their order, and the chance that the game
/// ends in a tie for first (so the wins and this add up to 1).
#[derive(Clone, Debug, PartialEq)]
pub struct TableChances {
    pub players: Vec<PlayerChances>,
    pub tie: f64,
}

impl TableChances {
    /// The chances from each player's distribution of the final score (`finals[i][s]`: the
    /// chance that player i ends on exactly s points).
    ///
    /// For each score s, a player wins on s when all others end below s and ties when all
    /// others end at s or below but not all below. The product of the others' chances is
    /// taken in ascending order of its factors, so players with equal distributions get
    /// equal chances, bit for bit.
    pub(crate) fn from_finals(finals: &[&[f64]]) -> TableChances {
        let scores = finals.iter().map(|f| f.len()).max().unwrap_or(0);
        let mut players = vec![PlayerChances { win: 0.0, tie: 0.0 }; finals.len()];
        let mut tie = 0.0;
        // at_most[i]: player i's chance of s points or fewer; below[i]: of fewer than s.
        let mut below = vec![0.0; finals.len()];
        let mut at_most = vec![0.0; finals.len()];
        for s in 0..scores {
            for (i, final_scores) in finals.iter().enumerate() {
                below[i] = at_most[i];
                at_most[i] = (below[i] + final_scores.get(s).copied().unwrap_or(0.0)).min(1.0);
            }
            let mut wins_here = 0.0;
            for (i, final_scores) in finals.iter().enumerate() {
                let p = final_scores.get(s).copied().unwrap_or(0.0);
                if p == 0.0 {
                    continue;
                }
                let others_below = product_without(&below, i);
                let others_at_most = product_without(&at_most, i);
                players[i].win += p * others_below;
                players[i].tie += p * (others_at_most - others_below);
                wins_here += p * others_below;
            }
            // The top score is s with this chance; less the chance that one player alone has
            // it. (Alone at a table, nobody ties: not even by a rounding.)
            if finals.len() > 1 {
                let top_here = product(&at_most) - product(&below);
                tie += (top_here - wins_here).max(0.0);
            }
        }
        TableChances { players, tie }
    }

    /// The chances at a table whose players stand at `positions` (between turns, each with
    /// the points on their card banked), all playing `table`'s rules optimally from there.
    pub fn at(table: &Solution, positions: &[Situation]) -> Result<TableChances, PositionError> {
        let distributions = positions
            .iter()
            .map(|position| ScoreDistribution::from_position(table, position, &mut |_| {}))
            .collect::<Result<Vec<_>, _>>()?;
        let finals: Vec<&[f64]> = distributions
            .iter()
            .map(|d| d.probabilities.as_slice())
            .collect();
        Ok(TableChances::from_finals(&finals))
    }
}

/// The product of `values` without the one at `skip`, factors in ascending order.
fn product_without(values: &[f64], skip: usize) -> f64 {
    let mut others: Vec<f64> = values
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != skip)
        .map(|(_, &v)| v)
        .collect();
    others.sort_by(f64::total_cmp);
    others.iter().product()
}

fn product(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted.iter().product()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_coins_win_and_tie_as_counted_by_hand() {
        // Each scores 0 or 1 with even chances: 1-0 and 0-1 are wins, 0-0 and 1-1 ties.
        let coin = [0.5, 0.5];
        let chances = TableChances::from_finals(&[&coin, &coin]);
        for player in &chances.players {
            assert_eq!(player.win, 0.25);
            assert_eq!(player.tie, 0.5);
        }
        assert_eq!(chances.tie, 0.5);
    }

    #[test]
    fn three_players_against_enumeration() {
        let finals: [&[f64]; 3] = [&[0.2, 0.3, 0.5], &[0.0, 0.6, 0.4], &[0.1, 0.1, 0.1, 0.7]];
        let chances = TableChances::from_finals(&finals);
        let (mut win, mut tie, mut any_tie) = ([0.0; 3], [0.0; 3], 0.0);
        for a in 0..3 {
            for b in 0..3 {
                for c in 0..4 {
                    let p = finals[0][a] * finals[1][b] * finals[2].get(c).copied().unwrap_or(0.0);
                    let scores = [a, b, c];
                    let top = *scores.iter().max().unwrap();
                    let at_top: Vec<usize> = (0..3).filter(|&i| scores[i] == top).collect();
                    if at_top.len() == 1 {
                        win[at_top[0]] += p;
                    } else {
                        any_tie += p;
                        for &i in &at_top {
                            tie[i] += p;
                        }
                    }
                }
            }
        }
        for i in 0..3 {
            assert!((chances.players[i].win - win[i]).abs() < 1e-15, "{i}");
            assert!((chances.players[i].tie - tie[i]).abs() < 1e-15, "{i}");
        }
        assert!((chances.tie - any_tie).abs() < 1e-15);
        let total: f64 = chances.players.iter().map(|p| p.win).sum::<f64>() + chances.tie;
        assert!((total - 1.0).abs() < 1e-15);
    }
}
