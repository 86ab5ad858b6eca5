//! A plan's bounds: what a run may ask for ([`PlanError`]) and [`LoadPlan::check`].

use std::time::Duration;

use super::{LONGEST_RUN, LONGEST_STALL, LoadPlan, MOST_GUESTS};

/// Why a plan is refused: it asks for more than a run may.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    #[error("guests must be 1 to {MOST_GUESTS}, flooders and churning guests included")]
    Guests,
    #[error("a table seats 1 to 6, at least one person")]
    Table,
    #[error("a run lasts at most {} s", LONGEST_RUN.as_secs())]
    TooLong,
    #[error("a churning guest stays at least 0.1 s")]
    Stay,
    #[error("a stall lasts 1 to {} s", LONGEST_STALL.as_secs())]
    Stall,
    #[error("of those who go, the percentage who come back is 0 to 100")]
    ComeBack,
}

impl LoadPlan {
    /// Checks the plan's bounds.
    pub fn check(&self) -> Result<(), PlanError> {
        let churning = self.churn.as_ref().map_or(0, |c| c.guests);
        if !(1..=MOST_GUESTS).contains(&self.guests)
            || self.flooders.len() + churning > MOST_GUESTS - self.guests
        {
            return Err(PlanError::Guests);
        }
        if !(1..=6).contains(&self.people) || self.people + self.bots > 6 {
            return Err(PlanError::Table);
        }
        if self.duration > LONGEST_RUN {
            return Err(PlanError::TooLong);
        }
        if let Some(churn) = &self.churn {
            if churn.stay < Duration::from_millis(100) {
                return Err(PlanError::Stay);
            }
            if churn.stall.is_zero() || churn.stall > LONGEST_STALL {
                return Err(PlanError::Stall);
            }
            if churn.come_back > 100 {
                return Err(PlanError::ComeBack);
            }
        }
        Ok(())
    }
}
