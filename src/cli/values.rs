//! The command line's value parsers: the ids of the rules, themes, seats and strategies
//! (offered to shell completion with their help), the language codes, and the numbers whose
//! refusal has a message of our own ([`ValueError`]).

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::ValueError;
use yatzy_core::rules::RuleSet;
use yatzy_core::simulate::{SeatStrategy, StrategyKind};
use yatzy_ui::ThemeName;

/// The values of an option that names one of a member's types by its id, offered to shell
/// completion with their help (clap's `ValueEnum` cannot be implemented here for another
/// crate's type).
pub(super) fn one_of<T: Copy + Send + Sync + 'static>(
    values: &'static [T],
    value: impl Fn(T) -> PossibleValue,
) -> impl TypedValueParser<Value = T> {
    let possible: Vec<PossibleValue> = values.iter().map(|&v| value(v)).collect();
    let ids: Vec<String> = possible.iter().map(|p| p.get_name().to_string()).collect();
    // The possible values were checked first: the id is one of them.
    PossibleValuesParser::new(possible).try_map(move |id| {
        ids.iter()
            .position(|known| *known == id)
            .map(|at| values[at])
            .ok_or("not one of the possible values")
    })
}

pub(super) fn rules_parser() -> impl TypedValueParser<Value = RuleSet> {
    one_of(&RuleSet::ALL, |rules| {
        PossibleValue::new(rules.id()).help(rules.name())
    })
}

pub(super) fn theme_parser() -> impl TypedValueParser<Value = ThemeName> {
    one_of(&ThemeName::ALL, |theme| {
        PossibleValue::new(theme.id()).help(theme.description())
    })
}

pub(super) fn seat_parser() -> impl TypedValueParser<Value = SeatStrategy> {
    one_of(&SeatStrategy::ALL, |seat| {
        let help = match seat {
            SeatStrategy::Optimal => "the most points on average",
            SeatStrategy::Win => "the best chance to finish first",
            SeatStrategy::Easy => "the table's easy bot",
            SeatStrategy::Greedy => "a simple greedy player",
        };
        PossibleValue::new(seat.id()).help(help)
    })
}

pub(super) fn strategy_parser() -> impl TypedValueParser<Value = StrategyKind> {
    one_of(
        &[StrategyKind::Optimal, StrategyKind::Greedy],
        |kind| match kind {
            StrategyKind::Optimal => {
                PossibleValue::new("optimal").help("the exact optimal strategy")
            }
            StrategyKind::Greedy => PossibleValue::new("greedy").help("a simple greedy player"),
        },
    )
}

/// `--lang`'s values: the five codes, offered to shell completion, and refused with our own
/// message (`ValueError::Language`) rather than clap's list of possible values.
#[derive(Clone, Copy, Debug)]
pub(super) struct LanguageParser;

impl TypedValueParser for LanguageParser {
    type Value = yatzy_i18n::Language;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        let parse: fn(&str) -> Result<yatzy_i18n::Language, ValueError> = parse_language;
        parse.parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(yatzy_i18n::Language::ALL.into_iter().map(
            |language| PossibleValue::new(language.id()).help(language.name()),
        )))
    }
}

pub(super) fn parse_language(text: &str) -> Result<yatzy_i18n::Language, ValueError> {
    yatzy_i18n::Language::from_code(text)
        .filter(|_| text.len() == 2)
        .ok_or(ValueError::Language)
}

/// A risk appetite: a number from -5 (cautious) to 5 (bold).
pub(super) fn parse_risk(text: &str) -> Result<f64, ValueError> {
    match text.parse::<f64>() {
        Ok(risk) if (-5.0..=5.0).contains(&risk) => Ok(risk),
        _ => Err(ValueError::Risk),
    }
}

pub(super) fn parse_threshold(text: &str) -> Result<f64, ValueError> {
    match text.parse::<f64>() {
        Ok(points) if points.is_finite() && points >= 0.0 => Ok(points),
        _ => Err(ValueError::Threshold),
    }
}
