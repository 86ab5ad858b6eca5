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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::load::Churn;

    #[test]
    fn plans_stay_within_bounds() {
        let plan = LoadPlan {
            port: 2222,
            guests: 10,
            people: 4,
            bots: 1,
            duration: Duration::from_secs(3),
            think: Duration::ZERO,
            flooders: Vec::new(),
            churn: None,
            finish: false,
        };
        assert!(plan.check().is_ok());
        let churn = Churn {
            guests: 490,
            stay: Duration::from_secs(1),
            stall: Duration::from_secs(5),
            come_back: 50,
        };
        let with = |churn: Churn| LoadPlan {
            churn: Some(churn),
            ..plan.clone()
        };
        assert!(with(churn.clone()).check().is_ok());
        for (wrong, why) in [
            (
                Churn {
                    guests: 491,
                    ..churn.clone()
                },
                PlanError::Guests,
            ),
            (
                Churn {
                    stay: Duration::from_millis(99),
                    ..churn.clone()
                },
                PlanError::Stay,
            ),
            (
                Churn {
                    stall: Duration::ZERO,
                    ..churn.clone()
                },
                PlanError::Stall,
            ),
            (
                Churn {
                    stall: LONGEST_STALL + Duration::from_secs(1),
                    ..churn.clone()
                },
                PlanError::Stall,
            ),
            (
                Churn {
                    come_back: 101,
                    ..churn.clone()
                },
                PlanError::ComeBack,
            ),
        ] {
            assert_eq!(with(wrong).check(), Err(why));
        }
        assert_eq!(
            LoadPlan {
                guests: 0,
                ..plan.clone()
            }
            .check(),
            Err(PlanError::Guests)
        );
        assert_eq!(
            LoadPlan {
                guests: 501,
                ..plan.clone()
            }
            .check(),
            Err(PlanError::Guests)
        );
        assert_eq!(
            LoadPlan {
                people: 6,
                ..plan.clone()
            }
            .check(),
            Err(PlanError::Table)
        );
        assert_eq!(
            LoadPlan {
                duration: Duration::from_secs(601),
                ..plan
            }
            .check(),
            Err(PlanError::TooLong)
        );
    }
}
