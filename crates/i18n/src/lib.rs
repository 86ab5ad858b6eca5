//! The languages the game speaks: English, Swedish, Danish, Norwegian (bokmål) and German.
//! Every text a player reads is a Fluent message in `locales/LANG/yatzy.ftl`, built into the
//! binary; [`t!`](crate::t) looks one up in the language in force on this thread (each
//! front end sets it: the terminal game from `--lang`, the setting or the locale).

#![warn(unreachable_pub)]

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid};

use yatzy_core::rules::{Category, Forced, PlacementError, RuleSet, Section};

mod io;
pub use io::io_error;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // Names go into fixed-width columns: no invisible isolation marks around them. Numbers
        // are written as the language writes them.
        customise: |bundle| {
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(written_number));
        },
    };
}

/// A number given to a message, as the language in force writes it: with the fraction
/// digits asked for ([`number`]), and a decimal comma in the Scandinavian languages and
/// German.
fn written_number<M>(value: &FluentValue, _: &M) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let text = match (
        number.options.minimum_fraction_digits,
        number.options.maximum_fraction_digits,
    ) {
        (Some(least), Some(most)) if least == most => format!("{:.least$}", number.value),
        _ => number.as_string().into_owned(),
    };
    Some(localized(text))
}

/// `written`, a number written in Rust's way (`1.5`, `2.5e-3`), with the current language's
/// decimal separator.
pub fn localized(written: String) -> String {
    let separator = decimal_separator();
    if separator == "." {
        return written;
    }
    written.replace('.', &separator)
}

/// What sets a figure's fraction off in the current language: its file's
/// `decimal-separator` (a point where a file lacks one, as Rust writes numbers).
fn decimal_separator() -> String {
    LOCALES
        .try_lookup(&current().identifier(), "decimal-separator")
        .unwrap_or_else(|| ".".to_string())
}

/// A language of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    Swedish,
    Danish,
    Norwegian,
    German,
}

impl Language {
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::Swedish,
        Language::Danish,
        Language::Norwegian,
        Language::German,
    ];

    /// The code used by `--lang`, the setting and the locale files.
    pub const fn id(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Swedish => "sv",
            Language::Danish => "da",
            Language::Norwegian => "nb",
            Language::German => "de",
        }
    }

    /// The language's name in itself.
    pub const fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Swedish => "Svenska",
            Language::Danish => "Dansk",
            Language::Norwegian => "Norsk bokmål",
            Language::German => "Deutsch",
        }
    }

    /// The language of a code (`sv`) or a locale (`sv_SE.UTF-8`, `de-AT`); Norwegian answers
    /// to `nb`, `no` and `nn` (bokmål is the written form the game has).
    pub fn from_code(code: &str) -> Option<Language> {
        let language = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match language.as_str() {
            "no" | "nn" => Some(Language::Norwegian),
            code => Language::ALL.into_iter().find(|l| l.id() == code),
        }
    }

    /// The language the environment asks for: the first of LC_ALL, LC_MESSAGES and LANG that
    /// is set decides, as POSIX has it; English when it names none of ours (or "C").
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| var(name).filter(|value| !value.is_empty()))
            .and_then(|locale| Language::from_code(&locale))
            .unwrap_or_default()
    }

    /// The locale files' identifier, checked when the game is built (and not parsed again for
    /// each message).
    fn identifier(self) -> LanguageIdentifier {
        match self {
            Language::English => langid!("en"),
            Language::Swedish => langid!("sv"),
            Language::Danish => langid!("da"),
            Language::Norwegian => langid!("nb"),
            Language::German => langid!("de"),
        }
    }
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Speaks `language` on this thread from now on.
pub fn set(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// The language spoken on this thread.
pub fn current() -> Language {
    CURRENT.with(Cell::get)
}

/// What `words` says when this thread speaks `language`; the thread's own language is back
/// afterwards, a panic in `words` included. For words that belong to someone else than the
/// thread's guest: the server's log (English, for whoever runs it), a table's bots (named in
/// the language of the guest who opened it).
pub fn speaking<T>(language: Language, words: impl FnOnce() -> T) -> T {
    struct Restore(Language);
    impl Drop for Restore {
        fn drop(&mut self) {
            set(self.0);
        }
    }
    let _restore = Restore(current());
    set(language);
    words()
}

/// A value given to a message.
pub type Arg = FluentValue<'static>;

/// Message `key` in the current language, with `args`. A key no language has (a bug, which
/// the tests rule out) reads as the key itself rather than as nothing.
pub fn text(key: &str, args: &[(&'static str, Arg)]) -> String {
    let language = current().identifier();
    if args.is_empty() {
        return LOCALES
            .try_lookup(&language, key)
            .unwrap_or_else(|| key.to_string());
    }
    let args: HashMap<Cow<'static, str>, Arg> = args
        .iter()
        .map(|(name, value)| (Cow::Borrowed(*name), value.clone()))
        .collect();
    LOCALES
        .try_lookup_with_args(&language, key, &args)
        .unwrap_or_else(|| key.to_string())
}

/// A message in the current language: `t!("turn", number = 3)`. Numbers that are counted
/// (for plurals) go in as integers; figures with decimals as formatted text.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::text($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::text(
            $key,
            &[$((stringify!($name), $crate::Arg::from($value))),+],
        )
    };
}

/// The message id of a box on `rules`' card.
fn box_key(rules: RuleSet, category: Category) -> String {
    let id = match (rules, category) {
        (RuleSet::Yacht | RuleSet::Yahtzee, Category::ThreeOfAKind | Category::FourOfAKind) => {
            format!("hands-{}", category.id())
        }
        _ => rules.category_id(category).to_string(),
    };
    format!("box-{}", id.replace('_', "-"))
}

/// A box's name as that country's score cards print it.
pub fn box_name(rules: RuleSet, category: Category) -> String {
    text(&box_key(rules, category), &[])
}

/// A box's name short enough for the narrow card (13 columns with its marker).
pub fn short_box_name(rules: RuleSet, category: Category) -> String {
    let short = format!("{}-short", box_key(rules, category));
    LOCALES
        .try_lookup(&current().identifier(), &short)
        .unwrap_or_else(|| box_name(rules, category))
}

/// A section of the card as its rules call it: the Scandinavian card's Left and Right
/// Sections, Yacht's and Yahtzee's Numbers and Hands (docs/RULES.md).
pub fn section_name(rules: RuleSet, section: Section) -> String {
    let id = match (rules, section) {
        (RuleSet::Yacht | RuleSet::Yahtzee, Section::Left) => "section-numbers",
        (RuleSet::Yacht | RuleSet::Yahtzee, Section::Right) => "section-hands",
        (_, Section::Left) => "left-section",
        (_, Section::Right) => "right-section",
    };
    text(id, &[])
}

/// A rule set's name, and its short form.
pub fn rules_name(rules: RuleSet) -> String {
    text(&format!("rules-{}", rules.id()), &[])
}

pub fn rules_short_name(rules: RuleSet) -> String {
    text(&format!("rules-{}-short", rules.id()), &[])
}

/// Why a roll may not go in a box, as the status line says it.
pub fn placement(rules: RuleSet, error: &PlacementError) -> String {
    let five = box_name(rules, Category::Yatzy);
    match *error {
        PlacementError::AlreadyFilled(category) => {
            t!("box-filled", name = box_name(rules, category))
        }
        PlacementError::NotOnCard(category, on) => {
            t!(
                "box-not-on-card",
                name = category.name(),
                rules = rules_name(on)
            )
        }
        PlacementError::Forced(Forced::YachtBox(_)) => t!("forced-five-box", five = five),
        PlacementError::Forced(Forced::NumbersBox(_, category)) => {
            t!(
                "forced-numbers-box",
                five = five,
                name = box_name(rules, category)
            )
        }
        PlacementError::Forced(Forced::LowerBoxFirst(_)) => t!("forced-lower-first", five = five),
        PlacementError::Forced(Forced::InOrder(category)) => {
            t!("forced-in-order", name = box_name(rules, category))
        }
    }
}

/// A figure with `decimals` places, written as the language writes them (a decimal comma in
/// the Scandinavian languages and German).
pub fn decimal(value: f64, decimals: usize) -> String {
    localized(format!("{value:.decimals$}"))
}

/// A figure with as many places as it needs (`0.25`, `1`, `-0.5`), and its sign when
/// `signed` (`+1`), written as the language writes them.
pub fn figure(value: f64, signed: bool) -> String {
    localized(if signed {
        format!("{value:+}")
    } else {
        format!("{value}")
    })
}

/// A share as a percentage to a tenth (see [`yatzy_core::text::percent`]), with the
/// language's decimal separator: "38.2%", "38,2%".
pub fn percent(share: f64) -> String {
    localized(yatzy_core::text::percent(share))
}

/// A figure with `decimals` places for a message, where it also chooses the plural: "1
/// point" but "1.00 points" in English, as `1.00` is no longer one. Written as [`decimal`]
/// writes it.
pub fn number(value: f64, decimals: usize) -> Arg {
    use fluent_templates::fluent_bundle::types::{FluentNumber, FluentNumberOptions};
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(decimals),
            maximum_fraction_digits: Some(decimals),
            ..FluentNumberOptions::default()
        },
    ))
}

/// The letter that answers yes to a question besides `y`, which always does: the current
/// language's `yes-letter` (`j`, ja, in the Scandinavian languages and German). None when
/// that is `y` itself (English), or not one letter.
pub fn yes_letter() -> Option<char> {
    let written = LOCALES.try_lookup(&current().identifier(), "yes-letter")?;
    let mut letters = written.chars();
    match (letters.next(), letters.next()) {
        (Some(letter), None) if letter != 'y' => Some(letter),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_chooses_by_posix_precedence() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Language::from_environment(env(&[("LANG", "sv_SE.UTF-8")])),
            Language::Swedish
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_MESSAGES", "de_DE"), ("LANG", "sv_SE")])),
            Language::German
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_ALL", "C"), ("LANG", "da_DK.UTF-8")])),
            Language::English
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_ALL", ""), ("LANG", "nn_NO")])),
            Language::Norwegian
        );
        assert_eq!(Language::from_environment(env(&[])), Language::English);
    }

    #[test]
    fn each_language_s_file_says_its_decimal_separator_and_yes_letter() {
        let expected = [
            (Language::English, "0.25", None),
            (Language::Swedish, "0,25", Some('j')),
            (Language::Danish, "0,25", Some('j')),
            (Language::Norwegian, "0,25", Some('j')),
            (Language::German, "0,25", Some('j')),
        ];
        for (language, quarter, letter) in expected {
            let said = speaking(language, || {
                (decimal(0.25, 2), figure(2.5e-3, false), yes_letter())
            });
            assert_eq!(said.0, quarter, "{language:?}");
            assert_eq!(said.1, quarter.replace("25", "0025"), "{language:?}");
            assert_eq!(said.2, letter, "{language:?}");
        }
    }

    #[test]
    fn box_names_follow_the_language() {
        set(Language::Swedish);
        assert_eq!(box_name(RuleSet::Yatzy, Category::FullHouse), "Kåk");
        assert_eq!(box_name(RuleSet::Yatzy, Category::Chance), "Chans");
        set(Language::German);
        assert_eq!(box_name(RuleSet::Yatzy, Category::Ones), "Einser");
        assert_eq!(
            box_name(RuleSet::Yatzy, Category::ThreeOfAKind),
            "Dreierpasch"
        );
        assert_eq!(
            box_name(RuleSet::Yatzy, Category::SmallStraight),
            "Kleine Straße"
        );
        set(Language::English);
        assert_eq!(box_name(RuleSet::Yahtzee, Category::Yatzy), "Yahtzee");
        assert_eq!(
            short_box_name(RuleSet::Yatzy, Category::SmallStraight),
            "Sm. Straight"
        );
        assert_eq!(short_box_name(RuleSet::Yatzy, Category::Ones), "Ones");
    }
}
