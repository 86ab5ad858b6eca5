//! ASCII mode, for terminals whose font or locale has no box drawing (a Linux console, a
//! vt100, a non-UTF-8 locale): every frame is drawn as usual, then each symbol the game uses
//! is replaced by an ASCII one of the same width. Letters (players' names) are left alone.

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

/// Replaces every symbol in `area` of `buf` that has an ASCII stand-in.
pub fn convert(area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            if let Some(ascii) = fallback(cell.symbol()) {
                cell.set_symbol(ascii);
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
        assert_eq!(fallback("Å"), None, "letters stay");
    }
}
