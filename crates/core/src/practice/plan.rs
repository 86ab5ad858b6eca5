//! Choosing a session's drills: the ones due first, then the player's own costliest past
//! decisions not drilled yet, then positions from optimal games.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::{Drill, PracticeLog};
use crate::game::Game;
use crate::review;
use crate::simulate::play_game;
use crate::solver::{Optimal, Solution};

/// Where a drill of the session comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Source {
    /// Missed before (or passed, and due to be checked again).
    Due,
    /// A decision of the player's own that lost this many expected points.
    Mistake(f64),
    /// A position of a game played optimally.
    Optimal,
}

/// Up to `count` drills for session number `session` under `table`'s rules (the
/// expected-score table): those due, then the costliest decisions of `past` (the player's
/// finished games) that the log does not hold yet, then positions of optimal games drawn
/// from `seed`.
pub fn plan(
    table: &Solution,
    log: &PracticeLog,
    past: &[Game],
    count: usize,
    session: u32,
    seed: u64,
) -> Vec<(Drill, Source)> {
    let rules = table.rules();
    let mut planned: Vec<(Drill, Source)> = log
        .due(rules, session)
        .into_iter()
        .take(count)
        .map(|r| (r.drill.clone(), Source::Due))
        .collect();
    let mut mistakes: Vec<(Drill, f64)> = past
        .iter()
        .filter(|game| game.rules() == rules)
        .flat_map(|game| {
            review::review(table, game)
                .decisions
                .into_iter()
                .filter(|d| d.lost > 0.0)
                .map(|d| (Drill::from_game(game, d.index), d.lost))
        })
        .filter(|(drill, _)| log.find(drill).is_none())
        .collect();
    mistakes.sort_by(|a, b| b.1.total_cmp(&a.1));
    for (drill, lost) in mistakes {
        if planned.len() >= count {
            break;
        }
        if !planned.iter().any(|(d, _)| *d == drill) {
            planned.push((drill, Source::Mistake(lost)));
        }
    }
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut strategy = Optimal::new(table);
    while planned.len() < count {
        let Ok(game) = play_game(rules, rng.random(), &mut strategy) else {
            break;
        };
        let index = rng.random_range(0..game.decisions().len());
        planned.push((Drill::from_game(&game, index), Source::Optimal));
    }
    planned
}
