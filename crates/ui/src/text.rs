//! Text laid out for the screen: a message broken into lines that fit a width in terminal
//! columns (a CJK letter takes two). Only the screens wrap, so this lives with them rather
//! than in the core, which knows no terminal.

use textwrap::{Options, WordSeparator, WordSplitter, WrapAlgorithm};

/// `message` broken into lines of at most `columns` columns, at spaces where it can be; a
/// word longer than a line is split.
pub fn wrap(message: &str, columns: usize) -> Vec<String> {
    // Greedy first fit (each line as full as it goes, as a reader expects of a message), at
    // plain spaces only: a no-break space holds a ranking's place together, and a hyphenated
    // name is never split at its hyphens.
    let options = Options::new(columns.max(1))
        .wrap_algorithm(WrapAlgorithm::FirstFit)
        .word_separator(WordSeparator::AsciiSpace)
        .word_splitter(WordSplitter::NoHyphenation)
        .break_words(true);
    textwrap::wrap(message, options)
        .into_iter()
        .map(|line| line.into_owned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use yatzy_core::text::width;

    #[test]
    fn wraps_at_spaces_and_splits_only_words_wider_than_a_line() {
        assert_eq!(wrap("one two three", 7), vec!["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 10), vec![""]);
    }

    #[test]
    fn no_line_is_wider_than_asked() {
        let text = "Annabelle-Marie-Louise is playing (a key finishes its turn; q quits)";
        for columns in 1..80 {
            for line in wrap(text, columns) {
                assert!(width(&line) <= columns, "{columns}: {line}");
            }
        }
    }

    #[test]
    fn wide_letters_are_measured_in_columns_and_hyphens_and_no_break_spaces_hold() {
        assert_eq!(wrap("李小龍 李小龍", 6), vec!["李小龍", "李小龍"]);
        assert_eq!(wrap("李小龍", 4), vec!["李小", "龍"]);
        assert_eq!(wrap("Ann-Marie Bo", 10), vec!["Ann-Marie", "Bo"]);
        assert_eq!(
            wrap("1.\u{a0}Ann 2.\u{a0}Bo", 7),
            vec!["1.\u{a0}Ann", "2.\u{a0}Bo"]
        );
    }
}
