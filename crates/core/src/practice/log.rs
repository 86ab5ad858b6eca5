//! What practice remembers: the drills that come back (a Leitner schedule counted in
//! practice sessions) and every session's grades, for the proficiency figure over time.

use serde::{Deserialize, Serialize};

use super::{Drill, Graded};
use crate::game::record::ReplayError;
use crate::review::Grade;
use crate::rules::RuleSet;

/// Sessions before a drill comes back, by how many times in a row it has been passed; passed
/// once more after the last, it is learned and rests for good.
pub const INTERVALS: [u32; 5] = [1, 2, 4, 8, 16];
/// The most answers a session keeps per grade: far more than anyone answers at a sitting,
/// and few enough that no sum of them overflows.
pub const MAX_SESSION_ANSWERS: u32 = 100_000;

/// A drill in the schedule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Repetition {
    pub drill: Drill,
    /// Passes in a row (0 after a miss).
    pub streak: u8,
    /// The practice session (counted from 0) from which it is due again.
    pub due: u32,
    /// The expected points the last answer lost.
    pub lost: f64,
}

impl Repetition {
    /// The drill's place in the schedule once answered in session `session`: a miss brings
    /// it back next session, a pass waits longer each time.
    pub fn after(
        previous: Option<&Repetition>,
        drill: Drill,
        graded: &Graded,
        session: u32,
    ) -> Repetition {
        let streak = if graded.grade.passed() {
            previous.map_or(0, |p| p.streak).saturating_add(1)
        } else {
            0
        };
        let wait = INTERVALS
            .get(usize::from(streak))
            .copied()
            .unwrap_or(u32::MAX);
        Repetition {
            drill,
            streak,
            due: session.saturating_add(wait),
            lost: graded.lost,
        }
    }

    /// Passed after the longest wait: it does not come back.
    pub fn learned(&self) -> bool {
        usize::from(self.streak) >= INTERVALS.len()
    }
}

/// One practice session's results.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionRecord {
    /// Drawn at random when the session starts: keeping the session again replaces it.
    pub id: u64,
    /// The day it was played (UTC).
    pub date: chrono::NaiveDate,
    pub rules: RuleSet,
    /// Answers per grade: exact, within 0.1, within 1, costly.
    pub grades: [u32; 4],
    /// Expected points lost over every answer.
    pub lost: f64,
}

impl SessionRecord {
    pub fn new(id: u64, date: chrono::NaiveDate, rules: RuleSet) -> Self {
        SessionRecord {
            id,
            date,
            rules,
            grades: [0; 4],
            lost: 0.0,
        }
    }

    pub fn add(&mut self, graded: &Graded) {
        let index = Grade::ALL
            .iter()
            .position(|&g| g == graded.grade)
            .unwrap_or(3);
        if self.grades[index] < MAX_SESSION_ANSWERS {
            self.grades[index] += 1;
            self.lost += graded.lost;
        }
    }

    pub fn answered(&self) -> u32 {
        // Each count is at most MAX_SESSION_ANSWERS (checked on load, kept by `add`), so the
        // sum fits; saturating all the same.
        self.grades
            .iter()
            .fold(0u32, |sum, &n| sum.saturating_add(n))
    }

    /// Mean expected points lost per decision: the proficiency figure (0 is perfect).
    pub fn mean_lost(&self) -> Option<f64> {
        let answered = self.answered();
        (answered > 0).then(|| self.lost / f64::from(answered))
    }
}

/// The practice file's contents.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PracticeLog {
    #[serde(default)]
    pub version: u32,
    #[serde(default)]
    pub deck: Vec<Repetition>,
    #[serde(default)]
    pub sessions: Vec<SessionRecord>,
}

impl PracticeLog {
    /// The number of session `id`: its place among the sessions kept, or the next one.
    pub fn session_number(&self, id: u64) -> u32 {
        let index = self
            .sessions
            .iter()
            .position(|s| s.id == id)
            .unwrap_or(self.sessions.len());
        u32::try_from(index).unwrap_or(u32::MAX)
    }

    /// The drills of `rules` due by session `session`, the longest overdue first, then the
    /// costliest.
    pub fn due(&self, rules: RuleSet, session: u32) -> Vec<&Repetition> {
        let mut due: Vec<&Repetition> = self
            .deck
            .iter()
            .filter(|r| r.drill.rules == rules && r.due <= session)
            .collect();
        due.sort_by(|a, b| a.due.cmp(&b.due).then(b.lost.total_cmp(&a.lost)));
        due
    }

    pub fn find(&self, drill: &Drill) -> Option<&Repetition> {
        self.deck.iter().find(|r| &r.drill == drill)
    }

    /// Keeps `session` and `repetition`, each replacing its earlier version: keeping the same
    /// answer twice changes nothing.
    pub fn keep(&mut self, session: &SessionRecord, repetition: Repetition) {
        match self.sessions.iter_mut().find(|s| s.id == session.id) {
            Some(kept) => *kept = session.clone(),
            None => self.sessions.push(session.clone()),
        }
        match self.deck.iter_mut().find(|r| r.drill == repetition.drill) {
            Some(kept) => *kept = repetition,
            None => self.deck.push(repetition),
        }
    }

    /// The sessions of `rules` with answers, oldest first.
    pub fn history(&self, rules: RuleSet) -> impl Iterator<Item = &SessionRecord> {
        self.sessions
            .iter()
            .filter(move |s| s.rules == rules && s.answered() > 0)
    }

    /// Mean expected points lost per decision over every session of `rules`.
    pub fn proficiency(&self, rules: RuleSet) -> Option<f64> {
        let (lost, answered) = self.history(rules).fold((0.0, 0u64), |(l, n), s| {
            (l + s.lost, n + u64::from(s.answered()))
        });
        (answered > 0).then(|| lost / answered as f64)
    }

    /// Whether every part makes sense: each drill replays to a position of its game, every
    /// figure is a possible one, and no session is kept twice.
    pub fn check(&self) -> Result<(), LogError> {
        for (index, repetition) in self.deck.iter().enumerate() {
            let drill = index + 1;
            repetition
                .drill
                .position()
                .map_err(|error| LogError::NoPosition {
                    drill,
                    rules: repetition.drill.rules,
                    error,
                })?;
            if !(repetition.lost.is_finite() && repetition.lost >= 0.0) {
                return Err(LogError::DrillLost {
                    drill,
                    lost: repetition.lost,
                });
            }
            if usize::from(repetition.streak) > INTERVALS.len() {
                return Err(LogError::Streak { drill });
            }
        }
        for (index, session) in self.sessions.iter().enumerate() {
            let number = index + 1;
            if !(session.lost.is_finite() && session.lost >= 0.0) {
                return Err(LogError::SessionLost {
                    session: number,
                    lost: session.lost,
                });
            }
            if session.grades.iter().any(|&n| n > MAX_SESSION_ANSWERS) {
                return Err(LogError::Answers { session: number });
            }
            if self.sessions[..index].iter().any(|s| s.id == session.id) {
                return Err(LogError::KeptTwice { session: number });
            }
        }
        Ok(())
    }
}

/// Why a practice log is not one practice could have made; drills and sessions are
/// numbered from 1.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum LogError {
    /// The drill's game is of `rules` (whose card names its boxes when the reason is said to
    /// the player).
    #[error("drill {drill} is not a position of its game: {error}")]
    NoPosition {
        drill: usize,
        rules: RuleSet,
        error: ReplayError,
    },
    #[error("drill {drill} lost an impossible {lost}")]
    DrillLost { drill: usize, lost: f64 },
    #[error("drill {drill} has an impossible streak")]
    Streak { drill: usize },
    #[error("session {session} lost an impossible {lost}")]
    SessionLost { session: usize, lost: f64 },
    #[error("session {session} counts more answers than a session holds")]
    Answers { session: usize },
    #[error("session {session} is kept twice")]
    KeptTwice { session: usize },
}
