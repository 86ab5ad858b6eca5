//! A guest's keystrokes, as the bytes their terminal sends over the channel, turned into key
//! events. What is not understood is dropped whole: nothing a peer sends can stall or panic
//! the parser.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The longest escape sequence kept waiting for its end across two packets.
const MAX_PENDING: usize = 32;

/// What a guest's terminal sent: a key, or a click of the left button (its cell, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Input {
    Key(KeyEvent),
    Click { column: u16, row: u16 },
}

/// Turns bytes into key events, keeping an escape sequence cut between two packets.
#[derive(Debug, Default)]
pub(crate) struct KeyParser {
    pending: Vec<u8>,
}

impl KeyParser {
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// The keys and clicks in `bytes` (after any left over from before).
    pub(crate) fn feed(&mut self, bytes: &[u8]) -> Vec<Input> {
        let mut input = std::mem::take(&mut self.pending);
        input.extend_from_slice(bytes);
        let mut keys = Vec::new();
        let mut at = 0;
        while at < input.len() {
            match parse_one(&input[at..]) {
                Parsed::Key(key, used) => {
                    keys.extend(key);
                    at += used;
                }
                Parsed::Incomplete if input.len() - at <= MAX_PENDING => {
                    self.pending = input[at..].to_vec();
                    break;
                }
                // An unfinished sequence too long to be a key: dropped.
                Parsed::Incomplete => break,
            }
        }
        keys
    }
}

enum Parsed {
    /// A key or a click (or nothing, for a sequence that means neither), and the bytes it
    /// took.
    Key(Option<Input>, usize),
    /// The start of a sequence whose end has not arrived.
    Incomplete,
}

fn plain(code: KeyCode) -> Option<Input> {
    Some(Input::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

fn parse_one(bytes: &[u8]) -> Parsed {
    let first = bytes[0];
    match first {
        b'\r' | b'\n' => Parsed::Key(plain(KeyCode::Enter), 1),
        b'\t' => Parsed::Key(plain(KeyCode::Tab), 1),
        0x7f | 0x08 => Parsed::Key(plain(KeyCode::Backspace), 1),
        0x1b => parse_escape(bytes),
        0x01..=0x1a => {
            let letter = char::from(b'a' + first - 1);
            Parsed::Key(
                Some(Input::Key(KeyEvent::new(
                    KeyCode::Char(letter),
                    KeyModifiers::CONTROL,
                ))),
                1,
            )
        }
        0x00 | 0x1c..=0x1f => Parsed::Key(None, 1),
        _ => parse_utf8(bytes),
    }
}

fn parse_utf8(bytes: &[u8]) -> Parsed {
    let len = match bytes[0] {
        0x20..=0x7e => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        // A byte no character starts with.
        _ => return Parsed::Key(None, 1),
    };
    if bytes.len() < len {
        return Parsed::Incomplete;
    }
    match std::str::from_utf8(&bytes[..len]) {
        Ok(text) => Parsed::Key(
            text.chars().next().and_then(|c| plain(KeyCode::Char(c))),
            len,
        ),
        Err(_) => Parsed::Key(None, 1),
    }
}

fn parse_escape(bytes: &[u8]) -> Parsed {
    match bytes.get(1) {
        // Esc on its own: the key itself (a terminal sends a sequence in one write).
        None => Parsed::Key(plain(KeyCode::Esc), 1),
        Some(b'[') => parse_csi(bytes),
        Some(b'O') => match bytes.get(2) {
            None => Parsed::Incomplete,
            Some(&end) => Parsed::Key(cursor_key(end).and_then(plain), 3),
        },
        Some(0x1b) => Parsed::Key(plain(KeyCode::Esc), 1),
        // Alt with a key: the key alone.
        Some(_) => match parse_one(&bytes[1..]) {
            Parsed::Key(key, used) => Parsed::Key(key, used + 1),
            Parsed::Incomplete => Parsed::Incomplete,
        },
    }
}

fn cursor_key(end: u8) -> Option<KeyCode> {
    Some(match end {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'Z' => KeyCode::BackTab,
        _ => return None,
    })
}

/// `ESC [ params final`: parameters and intermediates up to a final byte in `@..~`.
fn parse_csi(bytes: &[u8]) -> Parsed {
    let Some(end) = bytes[2..].iter().position(|b| (0x40..=0x7e).contains(b)) else {
        return Parsed::Incomplete;
    };
    let used = end + 3;
    let params = &bytes[2..end + 2];
    let last = bytes[end + 2];
    let key = match last {
        b'~' => match params {
            b"1" | b"7" => Some(KeyCode::Home),
            b"4" | b"8" => Some(KeyCode::End),
            b"3" => Some(KeyCode::Delete),
            b"5" => Some(KeyCode::PageUp),
            b"6" => Some(KeyCode::PageDown),
            _ => None,
        },
        // A mouse report (SGR, `ESC [ < button ; column ; row M`): a press of the left
        // button is a click; releases, other buttons and moves are nothing.
        b'M' | b'm' if params.first() == Some(&b'<') => {
            return Parsed::Key(click(&params[1..], last == b'M'), used);
        }
        _ if params.first() == Some(&b'<') => None,
        // Modified cursor keys (`1;5A`) count as the key.
        other => cursor_key(other),
    };
    Parsed::Key(key.and_then(plain), used)
}

/// A click, from an SGR mouse report's parameters (`button;column;row`, 1-based).
fn click(params: &[u8], pressed: bool) -> Option<Input> {
    let text = std::str::from_utf8(params).ok()?;
    let mut numbers = text.split(';').map(|n| n.parse::<u16>().ok());
    let (button, column, row) = (numbers.next()??, numbers.next()??, numbers.next()??);
    (pressed && button == 0 && column > 0 && row > 0).then_some(Input::Click {
        column: column - 1,
        row: row - 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(bytes: &[u8]) -> Vec<KeyCode> {
        KeyParser::new()
            .feed(bytes)
            .into_iter()
            .filter_map(|input| match input {
                Input::Key(key) => Some(key.code),
                Input::Click { .. } => None,
            })
            .collect()
    }

    #[test]
    fn a_left_click_is_its_cell_and_nothing_else_of_the_mouse_is() {
        let inputs = KeyParser::new().feed(b"\x1b[<0;10;5M\x1b[<0;10;5m\x1b[<2;3;4Mr");
        assert_eq!(
            inputs,
            [
                Input::Click { column: 9, row: 4 },
                Input::Key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::NONE))
            ]
        );
    }

    #[test]
    fn letters_digits_and_enter() {
        assert_eq!(
            codes(b"r1\r"),
            [KeyCode::Char('r'), KeyCode::Char('1'), KeyCode::Enter]
        );
    }

    #[test]
    fn arrows_in_both_cursor_modes_and_the_editing_keys() {
        assert_eq!(
            codes(b"\x1b[A\x1bOB\x1b[C\x1b[D\x1b[5~\x1b[6~\x1b[3~\x1b[Z"),
            [
                KeyCode::Up,
                KeyCode::Down,
                KeyCode::Right,
                KeyCode::Left,
                KeyCode::PageUp,
                KeyCode::PageDown,
                KeyCode::Delete,
                KeyCode::BackTab
            ]
        );
    }

    #[test]
    fn a_lone_escape_is_the_escape_key() {
        assert_eq!(codes(b"\x1b"), [KeyCode::Esc]);
    }

    #[test]
    fn control_c_is_c_with_control() {
        let keys = KeyParser::new().feed(b"\x03");
        assert_eq!(
            keys[0],
            Input::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL))
        );
    }

    #[test]
    fn a_sequence_cut_between_packets_is_kept_until_its_end() {
        let mut parser = KeyParser::new();
        assert!(parser.feed(b"\x1b[").is_empty());
        let up = Input::Key(KeyEvent::new(KeyCode::Up, KeyModifiers::NONE));
        assert_eq!(parser.feed(b"A"), [up]);
        assert!(parser.feed("å".as_bytes()[..1].as_ref()).is_empty());
        let a_ring = Input::Key(KeyEvent::new(KeyCode::Char('å'), KeyModifiers::NONE));
        assert_eq!(parser.feed(&"å".as_bytes()[1..]), [a_ring]);
    }

    #[test]
    fn mouse_reports_and_unknown_sequences_are_dropped_whole() {
        assert_eq!(
            codes(b"\x1b[<0;10;5Mq\x1b[99zq"),
            [KeyCode::Char('q'), KeyCode::Char('q')]
        );
    }

    #[test]
    fn garbage_never_panics_and_never_grows_the_buffer() {
        let mut parser = KeyParser::new();
        let mut noise = Vec::new();
        for n in 0..4096u32 {
            noise.push((n.wrapping_mul(2_654_435_761) >> 13) as u8);
        }
        for chunk in noise.chunks(7) {
            parser.feed(chunk);
            assert!(parser.pending.len() <= MAX_PENDING);
        }
        // An endless CSI is dropped, not kept.
        let mut endless = b"\x1b[".to_vec();
        endless.extend(std::iter::repeat_n(b'1', 100));
        assert!(parser.feed(&endless).is_empty());
        assert!(parser.pending.is_empty());
        assert_eq!(
            parser.feed(b"q"),
            [Input::Key(KeyEvent::new(
                KeyCode::Char('q'),
                KeyModifiers::NONE
            ))]
        );
    }
}
