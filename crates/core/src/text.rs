//! Text from files, users and peers, made safe for a terminal: names lose control
//! characters, escape sequences, bidirectional overrides and invisible characters before they
//! are shown, and are measured in terminal columns (a CJK letter takes two), not characters.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Longest name a player may have, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Characters that change how other text is shown, or hide themselves: bidirectional
/// controls, zero-width and invisible formatting characters, the soft hyphen, and the line
/// and paragraph separators (a name is one line).
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF9}'..='\u{FFFB}' | '\u{E0000}'..='\u{E007F}')
        || is_zero_width_format(c)
}

/// The other format characters (Unicode category Cf) that take no column: nothing of them
/// shows, so a name holding one looks like another name. (std has no category table; the
/// list is Unicode 16's Cf, and `unicode-width` decides which of them are zero-width, so the
/// visible ones such as the Arabic number signs stay.)
fn is_zero_width_format(c: char) -> bool {
    matches!(c,
        '\u{0600}'..='\u{0605}' | '\u{06DD}' | '\u{070F}' | '\u{0890}'..='\u{0891}' | '\u{08E2}'
        | '\u{110BD}' | '\u{110CD}' | '\u{13430}'..='\u{1343F}' | '\u{1BCA0}'..='\u{1BCA3}'
        | '\u{1D173}'..='\u{1D17A}')
        && c.width() == Some(0)
}

/// Whether `c` may be typed into a name: printable, and seen as itself.
pub(crate) fn is_name_char(c: char) -> bool {
    !c.is_control() && !is_invisible(c)
}

/// Whether `name` may be a player's: 1 to 24 characters, every one a [`is_name_char`], and
/// something to see (not only spaces, nor only marks that combine with nothing).
pub fn valid_name(name: &str) -> bool {
    use unicode_width::UnicodeWidthChar;
    let count = name.chars().count();
    (1..=MAX_NAME_CHARS).contains(&count)
        && name.chars().all(is_name_char)
        && name
            .chars()
            .any(|c| !c.is_whitespace() && c.width().unwrap_or(0) > 0)
}

/// `text` as it may be shown on a terminal: escape sequences (CSI, OSC, DCS and the like,
/// 7-bit or 8-bit) are dropped whole, and so are other control and invisible characters.
pub fn sanitize(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\u{1b}' => match chars.next() {
                // CSI: parameters and intermediates up to a final byte in @..~.
                Some('[') => skip_until(&mut chars, |c| ('@'..='~').contains(&c)),
                // OSC, DCS, SOS, PM, APC: a string up to BEL or ST (ESC \).
                Some(']' | 'P' | 'X' | '^' | '_') => skip_string(&mut chars),
                // A two-character sequence (ESC c, ESC 7, ...).
                _ => {}
            },
            '\u{9b}' => skip_until(&mut chars, |c| ('@'..='~').contains(&c)),
            '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => skip_string(&mut chars),
            c if is_name_char(c) => shown.push(c),
            _ => {}
        }
    }
    shown
}

fn skip_until(chars: &mut impl Iterator<Item = char>, last: impl Fn(char) -> bool) {
    for c in chars.by_ref() {
        if last(c) {
            return;
        }
    }
}

/// Skips an escape string: up to BEL, ESC \ or the 8-bit ST.
fn skip_string(chars: &mut std::iter::Peekable<impl Iterator<Item = char>>) {
    while let Some(c) = chars.next() {
        match c {
            '\u{07}' | '\u{9c}' => return,
            '\u{1b}' => {
                if chars.peek() == Some(&'\\') {
                    chars.next();
                }
                return;
            }
            _ => {}
        }
    }
}

/// JSON text made safe for a terminal without changing the data it holds: a character that
/// would hide itself or reorder the text around it becomes a `\uXXXX` escape. (JSON output
/// holds such characters only inside strings; serde_json already escapes C0 controls.)
pub fn json_for_terminal(json: &str) -> String {
    let mut safe = String::with_capacity(json.len());
    for c in json.chars() {
        if c == '\n' || is_name_char(c) {
            safe.push(c);
        } else {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                safe.push_str(&format!("\\u{unit:04x}"));
            }
        }
    }
    safe
}

/// How many terminal columns `text` takes.
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// `text` cut to at most `columns` columns (a wide character that would straddle is left out).
pub fn truncate(text: &str, columns: usize) -> String {
    let mut used = 0;
    let mut cut = String::new();
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > columns {
            break;
        }
        used += w;
        cut.push(c);
    }
    cut
}

/// `text` cut or padded with spaces to exactly `columns` columns, for aligned tables.
pub fn pad(text: &str, columns: usize) -> String {
    let mut padded = truncate(text, columns);
    let used = width(&padded);
    padded.extend(std::iter::repeat_n(' ', columns - used));
    padded
}

/// `text` in ASCII alone, for a terminal or a paste that has nothing else: the letters of the
/// game's languages lose their marks (å, ä, ö, ø to a, a, o, o; æ, ß to ae, ss), the
/// punctuation and symbols the game writes become their ASCII look-alikes, and anything else
/// becomes `?`.
pub fn to_ascii(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            plain.push(c);
            continue;
        }
        plain.push_str(match c {
            'å' | 'ä' | 'à' | 'á' | 'â' => "a",
            'Å' | 'Ä' | 'À' | 'Á' | 'Â' => "A",
            'ö' | 'ø' | 'ó' | 'ò' | 'ô' => "o",
            'Ö' | 'Ø' | 'Ó' | 'Ò' | 'Ô' => "O",
            'ü' | 'ú' | 'ù' | 'û' => "u",
            'Ü' | 'Ú' | 'Ù' | 'Û' => "U",
            'é' | 'è' | 'ê' | 'ë' => "e",
            'É' | 'È' | 'Ê' | 'Ë' => "E",
            'í' | 'ì' | 'î' | 'ï' => "i",
            'æ' => "ae",
            'Æ' => "AE",
            'ß' => "ss",
            '·' | '–' | '—' | '−' => "-",
            '…' => "...",
            '×' => "x",
            '\u{a0}' | '\u{202f}' => " ",
            '„' | '“' | '”' | '«' | '»' => "\"",
            '‚' | '‘' | '’' => "'",
            _ => "?",
        });
    }
    plain
}

/// A share as a percentage to a tenth, never rounded up to 100% while it is not quite that
/// ("better than 100.0% of games" could not be true).
pub fn percent(share: f64) -> String {
    let tenths = (share * 1000.0).round();
    let tenths = if share < 1.0 {
        tenths.min(999.0)
    } else {
        tenths
    };
    format!("{:.1}%", tenths / 10.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_are_dropped_whole() {
        assert_eq!(sanitize("Ann\u{1b}]0;pwned\u{7}"), "Ann");
        assert_eq!(sanitize("\u{1b}[2J\u{1b}[HBo"), "Bo");
        assert_eq!(sanitize("Cy\u{1b}]2;title\u{1b}\\!"), "Cy!");
        assert_eq!(sanitize("D\u{9b}31mi"), "Di");
        assert_eq!(sanitize("E\u{1b}Pq#0\u{1b}\\va"), "Eva");
        assert_eq!(sanitize("\u{1b}cFay"), "Fay");
    }

    #[test]
    fn controls_bidi_overrides_and_invisible_characters_are_dropped() {
        assert_eq!(sanitize("Gus\r\n\t\u{7f}\u{85}"), "Gus");
        assert_eq!(sanitize("\u{202e}nivlA"), "nivlA");
        assert_eq!(sanitize("Ha\u{200b}l\u{200d}\u{2066}\u{feff}"), "Hal");
    }

    #[test]
    fn a_right_to_left_override_cannot_turn_a_name_around() {
        // Shown raw, "Bob\u{202e}evE" reads "BobEve" backwards on a terminal that honours it.
        assert_eq!(sanitize("Bob\u{202e}evE\u{202c}"), "BobevE");
        assert_eq!(sanitize("\u{200f}\u{061c}Ann\u{200e}"), "Ann");
        assert_eq!(sanitize("A\u{2067}nn\u{2069}"), "Ann");
    }

    #[test]
    fn a_zero_width_joiner_inside_a_name_is_dropped_and_the_letters_kept() {
        assert_eq!(sanitize("An\u{200d}na"), "Anna");
        assert_eq!(sanitize("Jo\u{00ad}Ann\u{2060}e\u{180e}"), "JoAnne");
        assert!(!is_name_char('\u{200d}'));
    }

    #[test]
    fn format_characters_of_no_width_go_and_visible_ones_stay() {
        assert_eq!(sanitize("Al\u{1d173}i\u{1bca0}\u{e0001}"), "Ali");
        assert!(!is_name_char('\u{2028}'), "a name is one line");
        // The Arabic number sign takes a column: it is seen, so it may stay.
        assert!(is_name_char('\u{0600}'));
    }

    #[test]
    fn a_lone_escape_and_an_unfinished_sequence_end_the_text_quietly() {
        assert_eq!(sanitize("Ann\u{1b}"), "Ann");
        assert_eq!(sanitize("Ann\u{1b}[31"), "Ann");
        assert_eq!(sanitize("Ann\u{1b}]0;never closed"), "Ann");
    }

    #[test]
    fn letters_of_every_script_stay() {
        for name in ["Åsa Öberg", "Jörg", "李小龍", "Ольга", "🎲 Dice"] {
            assert_eq!(sanitize(name), name);
        }
    }

    #[test]
    fn names_are_printable_text_of_1_to_24_characters() {
        assert!(valid_name("Ann"));
        assert!(valid_name("李小龍"));
        assert!(valid_name(&"x".repeat(24)));
        assert!(!valid_name(&"x".repeat(25)));
        assert!(!valid_name(""));
        assert!(!valid_name("   "));
        assert!(!valid_name("A\u{202e}nn"));
        assert!(!valid_name("A\u{200b}"));
        assert!(!valid_name("A\u{1b}[2J"));
    }

    #[test]
    fn json_keeps_its_data_but_shows_invisible_characters_escaped() {
        let json = "[{\"name\":\"A\u{202e}B\u{e0041}\"}]\n";
        let safe = json_for_terminal(json);
        assert_eq!(safe, "[{\"name\":\"A\\u202eB\\udb40\\udc41\"}]\n");
        let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back[0]["name"], "A\u{202e}B\u{e0041}");
    }

    #[test]
    fn widths_count_columns_not_characters() {
        assert_eq!(width("Ann"), 3);
        assert_eq!(width("李"), 2, "a CJK letter takes two columns");
        assert_eq!(width("李小龍"), 6);
        assert_eq!(width("🎲"), 2);
        assert_eq!(width("Åsa"), 3);
        assert_eq!(pad("李小龍", 8), "李小龍  ");
        assert_eq!(pad("李小龍", 5), "李小 ");
        assert_eq!(truncate("Annabel", 3), "Ann");
    }

    #[test]
    fn ascii_text_keeps_the_words_readable() {
        assert_eq!(
            to_ascii("bättre än 38,2 % · Kåk — Größe Æble ø…"),
            "battre an 38,2 % - Kak - Grosse AEble o..."
        );
        assert_eq!(to_ascii("🟩 李"), "? ?");
        assert!(to_ascii("«Straße»").is_ascii());
    }

    #[test]
    fn a_share_reads_as_a_percentage_never_rounded_to_all_or_nothing() {
        assert_eq!(percent(0.7134), "71.3%");
        assert_eq!(percent(0.0), "0.0%");
        assert_eq!(percent(1.0), "100.0%");
        assert_eq!(percent(0.00001), "0.0%");
        assert_eq!(percent(0.99999), "99.9%");
    }
}
