//! Players' names as column headings: whole where they fit, else cut, and told apart where
//! two cut names would read alike.

use yatzy_core::text;

/// The players' names as column headings at most `columns` wide: whole where they fit, else
/// cut, and where two cut names would read alike, the later letters (or the seat's number)
/// tell them apart. Compared without case, as a player reads them.
pub(crate) fn all_within(names: &[String], columns: usize) -> Vec<String> {
    within(names, &vec![columns; names.len()])
}

/// [`all_within`] with a width for each name.
pub(crate) fn within(names: &[String], widths: &[usize]) -> Vec<String> {
    let width = |seat: usize| widths.get(seat).copied().unwrap_or(1).max(1);
    let fold = |s: &str| s.to_lowercase();
    // A cut ending in a space reads as the name before it ("Bot 2" cut to "Bot "): the space
    // goes, so that it is told apart from a "Bot" beside it.
    let mut shown: Vec<String> = (0..names.len())
        .map(|seat| {
            text::truncate(&names[seat], width(seat))
                .trim_end()
                .to_string()
        })
        .collect();
    let whole = |seat: usize| text::width(&names[seat]) <= width(seat);
    for seat in 0..names.len() {
        let columns = width(seat);
        // The first of several alike keeps the plain cut, as does a name shown whole; the
        // others make way.
        let must_yield = (0..names.len()).any(|other| {
            other != seat
                && fold(&shown[other]) == fold(&shown[seat])
                && (other < seat || (whole(other) && !whole(seat)))
        });
        if !must_yield {
            continue;
        }
        let taken = |candidate: &str, shown: &[String]| {
            shown
                .iter()
                .enumerate()
                .any(|(other, s)| other != seat && fold(s) == fold(candidate))
        };
        let stem = text::truncate(&names[seat], columns.saturating_sub(1));
        let rest: Vec<char> = names[seat]
            .chars()
            .skip(stem.chars().count())
            .filter(|c| !c.is_whitespace())
            .collect();
        // A number in the name ("Bot 2") says most; then its later letters; then the seat's.
        let digits = rest.iter().filter(|c| c.is_ascii_digit());
        let letters = rest.iter().filter(|c| !c.is_ascii_digit());
        let mut candidates = digits
            .chain(letters)
            .map(|c| format!("{stem}{c}"))
            .chain((1..=9).map(|n| format!("{stem}{n}")));
        if let Some(free) = candidates.find(|c| text::width(c) <= columns && !taken(c, &shown)) {
            shown[seat] = free;
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_fit_are_shown_whole() {
        assert_eq!(
            all_within(&["Ann", "Bob", "Bot"].map(String::from), 4),
            ["Ann", "Bob", "Bot"]
        );
    }

    #[test]
    fn a_name_cut_at_a_space_is_told_apart_from_the_name_before_it() {
        // "Bot 2" cut to four columns was "Bot ", which reads as the "Bot" beside it.
        assert_eq!(
            all_within(&["Bot", "Bot 2"].map(String::from), 4),
            ["Bot", "Bot2"]
        );
        assert_eq!(
            all_within(&["Bot", "Bot 2"].map(String::from), 3),
            ["Bot", "Bo2"]
        );
    }

    #[test]
    fn cut_names_that_would_read_alike_are_told_apart() {
        let shown = all_within(
            &["Annabelle", "Annika", "Bob", "Charlotte"].map(String::from),
            3,
        );
        assert_eq!(shown, ["Ann", "Ani", "Bob", "Cha"]);
    }

    #[test]
    fn a_whole_name_keeps_its_place_against_a_cut_one() {
        let shown = all_within(&["Ann", "Annika"].map(String::from), 3);
        assert_eq!(shown, ["Ann", "Ani"]);
    }

    #[test]
    fn numbered_bots_stay_apart_in_two_columns() {
        let shown = all_within(&["Bot", "Bot 2", "Bot 3"].map(String::from), 2);
        assert_eq!(shown, ["Bo", "B2", "B3"]);
    }

    #[test]
    fn six_long_names_stay_distinct_at_any_width() {
        let list = [
            "Annabelle",
            "Annabeth",
            "Annalise",
            "Anna",
            "Annika",
            "Anne-Marie",
        ]
        .map(String::from);
        for columns in 2..=10 {
            let shown = all_within(&list, columns);
            let mut folded: Vec<String> = shown.iter().map(|s| s.to_lowercase()).collect();
            folded.sort();
            folded.dedup();
            assert_eq!(folded.len(), 6, "at {columns}: {shown:?}");
            assert!(shown.iter().all(|s| text::width(s) <= columns));
        }
    }
}
