//! ASCII mode, for terminals whose font or locale has no box drawing (a Linux console, a
//! vt100, a non-UTF-8 locale): every frame is drawn as usual, then each symbol the game uses
//! is replaced by an ASCII one of the same width, and every other cell that is not ASCII too:
//! letters lose their marks as [`yatzy_core::text::to_ascii`] writes them (å, ä → a; ö, ø → o;
//! ü → u), one that is two letters there keeps its first, a cell being one column (æ → a,
//! ß → s), and anything else is `?`. Such a terminal would show their bytes as garbage.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The ASCII stand-in for a symbol the game draws, if it has one.
pub fn fallback(symbol: &str) -> Option<&'static str> {
    Some(match symbol {
        // Borders: plain and rounded ones are +-|, double ones (held dice, popups) #=|.
        "─" | "━" => "-",
        "│" | "┃" | "║" => "|",
        "═" => "=",
        "┌" | "┐" | "└" | "┘" | "╭" | "╮" | "╰" | "╯" | "├" | "┤" | "┬" | "┴" | "┼" => {
            "+"
        }
        "╔" | "╗" | "╚" | "╝" => "#",
        // The dice, the cursors, a hint's star, the caret.
        "●" => "o",
        "★" => "*",
        "›" => ">",
        "‹" => "<",
        "▏" => "|",
        // Arrows of the keys.
        "←" => "<",
        "→" => ">",
        "↑" => "^",
        "↓" => "v",
        "⏎" => "J",
        // Punctuation.
        "·" => "-",
        "—" | "–" => "-",
        "…" => ".",
        "×" => "x",
        "\u{a0}" => " ",
        // The score distribution's bars.
        "█" => "#",
        // The chances' bars: their eighths of a cell, and the empty track.
        "▎" | "▍" | "▌" | "▋" | "▊" | "▉" => "#",
        "░" => ".",
        "▁" | "▂" | "▃" | "▄" | "▅" | "▆" | "▇" => ".",
        // A chart's lines (Braille dots), and its dot markers.
        "•" => "*",
        braille
            if braille
                .chars()
                .next()
                .is_some_and(|c| ('\u{2801}'..='\u{28ff}').contains(&c)) =>
        {
            "*"
        }
        "\u{2800}" => " ",
        _ => return None,
    })
}

/// The one ASCII column a cell's `symbol` is drawn as in ASCII mode, if it is not ASCII
/// already: the game's symbols their stand-in ([`fallback`]), a letter without its mark (its
/// first letter where [`yatzy_core::text::to_ascii`] writes two), anything else `?`.
pub(crate) fn plain(symbol: &str) -> Option<String> {
    if symbol.is_ascii() {
        return None;
    }
    if let Some(ascii) = fallback(symbol) {
        return Some(ascii.to_string());
    }
    let letters = yatzy_core::text::to_ascii(symbol);
    Some(letters.chars().next().unwrap_or('?').to_string())
}

/// Replaces every symbol in `area` of `buf` that is not ASCII by its [`plain`] stand-in.
pub fn convert(area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            if let Some(ascii) = plain(cell.symbol()) {
                cell.set_symbol(&ascii);
            }
        }
    }
}

/// Whether a terminal needs ASCII by itself: `TERM` names one without box drawing, or the
/// locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) is set to a character set other than UTF-8.
pub fn wanted(term: Option<&str>, locale: Option<&str>) -> bool {
    let plain_terminal = matches!(term, Some("linux" | "vt100" | "vt102" | "vt220" | "dumb"));
    let not_utf8 = locale.is_some_and(|locale| {
        let codeset = locale.split('@').next().unwrap_or_default();
        let codeset = codeset.rsplit_once('.').map_or("", |(_, set)| set);
        !codeset.eq_ignore_ascii_case("utf-8") && !codeset.eq_ignore_ascii_case("utf8")
    });
    plain_terminal || not_utf8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_linux_console_a_vt100_and_a_dumb_terminal_get_ascii() {
        for term in ["linux", "vt100", "dumb"] {
            assert!(wanted(Some(term), Some("en_US.UTF-8")), "{term}");
        }
        assert!(!wanted(Some("xterm-256color"), Some("en_US.UTF-8")));
        assert!(!wanted(None, None), "nothing known: the usual glyphs");
    }

    #[test]
    fn a_locale_that_is_not_utf8_gets_ascii() {
        for locale in ["C", "POSIX", "en_US.ISO-8859-1", "sv_SE", "de_DE@euro"] {
            assert!(wanted(Some("xterm"), Some(locale)), "{locale}");
        }
        for locale in ["C.UTF-8", "sv_SE.utf8", "de_DE.UTF-8@euro", "en_GB.UTF-8"] {
            assert!(!wanted(Some("xterm"), Some(locale)), "{locale}");
        }
    }

    #[test]
    fn every_stand_in_is_one_ascii_column() {
        let symbols = "─━│┃║═┌┐└┘╭╮╰╯├┤┬┴┼╔╗╚╝●★›‹▏←→↑↓⏎·—–…×\u{a0}█▁▂▃▄▅▆▇▎▍▌▋▊▉░";
        for symbol in symbols.chars() {
            let ascii = fallback(&symbol.to_string()).expect("a stand-in");
            assert_eq!(ascii.len(), 1, "{symbol}");
            assert!(ascii.is_ascii(), "{symbol}");
        }
        assert_eq!(fallback("Å"), None, "letters are not symbols");
    }

    #[test]
    fn letters_lose_their_marks_and_anything_else_is_a_question_mark() {
        let plain_of = |s: &str| plain(s).unwrap_or_else(|| s.to_string());
        let word = |w: &str| {
            w.chars()
                .map(|c| plain_of(&c.to_string()))
                .collect::<String>()
        };
        assert_eq!(word("Språk"), "Sprak");
        assert_eq!(word("Würfel löschen"), "Wurfel loschen");
        assert_eq!(word("Øvelse ændre"), "Ovelse andre");
        assert_eq!(word("Größe"), "Grose");
        assert_eq!(word("Ann 1"), "Ann 1");
        assert_eq!(plain_of("╔"), "#");
        assert_eq!(plain_of("e\u{301}"), "e", "a letter and a combining mark");
        assert_eq!(plain_of("漢"), "?");
        assert_eq!(plain_of("🟩"), "?");
    }
}
