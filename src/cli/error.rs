//! Why the command line was refused: each reason a variant, said as clap says its own
//! errors (exit code 2). The messages are the ones yatzy has always printed.

use yatzy_core::rules::UnknownCategoryFor;
use yatzy_core::solver::PositionError;
use yatzy_i18n::t;

/// A value clap's parsers refused (`--lang`, `--risk`, `--threshold`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ValueError {
    #[error("expected one of en, sv, da, nb, de")]
    Language,
    #[error("expected a risk from -5 (cautious) to 5 (bold), e.g. 2")]
    Risk,
    #[error("expected a number of points, 0 or more (e.g. 1.5)")]
    Threshold,
}

/// Why `yatzy solve` or `yatzy hint` has no position to answer for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum PositionArgsError {
    /// A `--filled` box that is not on the card.
    #[error(transparent)]
    UnknownBox(#[from] UnknownCategoryFor),
    /// A box `--filled` names twice (as given, trimmed).
    #[error("'{0}' is named twice in --filled: each box is filled once")]
    FilledTwice(String),
    /// The boxes and sums name no position of a game.
    #[error(transparent)]
    Impossible(#[from] PositionError),
    /// `--banked` names more points than the position's card can hold, or fewer than it
    /// must: said in the player's language, with the points it may be.
    #[error(
        "{}",
        t!(
            "cli-banked-impossible",
            banked = *.banked,
            sum = *.upper,
            least = *.least,
            most = *.most
        )
    )]
    Banked {
        banked: u16,
        upper: u16,
        least: u32,
        most: u32,
    },
    /// Every choice of the turn is the same (no dice to decide on).
    #[error("there is nothing to decide")]
    NothingToDecide,
}

#[cfg(test)]
mod tests {
    use std::error::Error as _;

    use clap::Parser;

    use super::*;
    use crate::cli::{Cli, distribution, filled_boxes};
    use yatzy_core::rules::{Category, DiceError, RuleSet};

    /// The error our own parser gave clap for `args`, if clap refused them for it.
    fn refusal<E: std::error::Error + Clone + 'static>(args: &[&str]) -> Option<E> {
        let error = Cli::try_parse_from(args).err()?;
        error.source()?.downcast_ref::<E>().cloned()
    }

    #[test]
    fn values_out_of_range_are_refused_by_kind() {
        assert_eq!(refusal(&["yatzy", "--risk", "9"]), Some(ValueError::Risk));
        assert_eq!(
            refusal(&["yatzy", "--coach-threshold", "many"]),
            Some(ValueError::Threshold)
        );
        assert_eq!(
            refusal(&["yatzy", "--lang", "english"]),
            Some(ValueError::Language)
        );
        assert_eq!(
            refusal(&["yatzy", "hint", "--dice", "12347", "--rolls-left", "0"]),
            Some(DiceError::FaceOutOfRange {
                position: 5,
                value: 7
            })
        );
        assert_eq!(
            ValueError::Risk.to_string(),
            "expected a risk from -5 (cautious) to 5 (bold), e.g. 2"
        );
    }

    #[test]
    fn filled_boxes_are_on_the_card_and_each_named_once() {
        let ids = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            filled_boxes(RuleSet::Yatzy, &ids(&["ones", " twos"])),
            Ok(vec![Category::Ones, Category::Twos])
        );
        let twice = filled_boxes(RuleSet::Yatzy, &ids(&["ones", "ones "])).unwrap_err();
        assert_eq!(twice, PositionArgsError::FilledTwice("ones".into()));
        assert_eq!(
            twice.to_string(),
            "'ones' is named twice in --filled: each box is filled once"
        );
        assert!(matches!(
            filled_boxes(RuleSet::Yatzy, &ids(&["yacht"])),
            Err(PositionArgsError::UnknownBox(UnknownCategoryFor {
                rules: RuleSet::Yatzy,
                ..
            }))
        ));
        assert!(matches!(
            distribution::position(RuleSet::Yatzy, &ids(&["fives", "fives"]), None, false, None),
            Err(PositionArgsError::FilledTwice(_))
        ));
    }
}
