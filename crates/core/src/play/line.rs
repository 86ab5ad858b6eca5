//! One line of text being typed, with a caret that moves: a player's name (at game over, at a
//! new table, a guest's rename) or a chat line. Every front end edits text through it, so
//! ←, →, Home, End, Backspace and Delete do the same everywhere.

use crate::text;

/// What a key asks of a line being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKey {
    Type(char),
    /// Backspace: the character before the caret.
    Erase,
    /// Delete: the character after the caret.
    EraseForward,
    Left,
    Right,
    Home,
    End,
}

/// What a key did to the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    Changed,
    /// Nothing to do (erasing at the start, a caret already at the end).
    Unchanged,
    /// Refused, with the reason for the status line.
    Refused(LineRefusal),
}

/// Why a key was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineRefusal {
    /// Not a character the line may hold (a control character; in a name, a symbol).
    NotAllowed,
    /// The line holds this many characters already, its most.
    Full(usize),
}

/// What a line may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A name: plain letters, digits, spaces and common punctuation, at most
    /// [`text::MAX_NAME_CHARS`].
    Name,
    /// A chat line: any printable character, at most this many.
    Chat(usize),
}

/// A line being typed and where its caret is (in characters from the start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineEditor {
    text: String,
    caret: usize,
    kind: LineKind,
}

impl LineEditor {
    /// An empty line of `kind`.
    pub fn new(kind: LineKind) -> Self {
        LineEditor {
            text: String::new(),
            caret: 0,
            kind,
        }
    }

    /// A line holding `text` as it is, the caret at character `caret` (at most its end): a
    /// name already given, which the typing rules of now would not cut or refuse.
    pub fn at(kind: LineKind, text: &str, caret: usize) -> Self {
        LineEditor {
            text: text.to_string(),
            caret: caret.min(text.chars().count()),
            kind,
        }
    }

    /// A line holding `text` already (cut to what the kind allows), the caret at its end.
    pub fn with_text(kind: LineKind, text: &str) -> Self {
        let mut line = LineEditor::new(kind);
        for c in text.chars() {
            let _ = line.key(LineKey::Type(c));
        }
        line
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where the caret is: only this module's tests ask.
    #[cfg(test)]
    fn caret(&self) -> usize {
        self.caret
    }

    /// Empties the line, giving back what it held.
    pub fn take(&mut self) -> String {
        self.caret = 0;
        std::mem::take(&mut self.text)
    }

    fn most(&self) -> usize {
        match self.kind {
            LineKind::Name => text::MAX_NAME_CHARS,
            LineKind::Chat(most) => most,
        }
    }

    /// Applies one key.
    pub fn key(&mut self, key: LineKey) -> Edit {
        let length = self.text.chars().count();
        match key {
            LineKey::Erase if self.caret > 0 => {
                self.caret -= 1;
                remove_char(&mut self.text, self.caret);
            }
            LineKey::EraseForward if self.caret < length => {
                remove_char(&mut self.text, self.caret);
            }
            LineKey::Erase | LineKey::EraseForward => return Edit::Unchanged,
            LineKey::Left if self.caret == 0 => return Edit::Unchanged,
            LineKey::Left => self.caret -= 1,
            LineKey::Right if self.caret >= length => return Edit::Unchanged,
            LineKey::Right => self.caret += 1,
            LineKey::Home => self.caret = 0,
            LineKey::End => self.caret = length,
            LineKey::Type(c) => {
                let allowed = match self.kind {
                    LineKind::Name => text::is_name_char(c),
                    LineKind::Chat(_) => !c.is_control(),
                };
                if !allowed {
                    return Edit::Refused(LineRefusal::NotAllowed);
                }
                if length >= self.most() {
                    return Edit::Refused(LineRefusal::Full(self.most()));
                }
                let at = byte_index(&self.text, self.caret);
                self.text.insert(at, c);
                self.caret += 1;
            }
        }
        Edit::Changed
    }

    /// The line with the caret where typing goes; each side sanitised on its own, so the
    /// caret stays between the letters it was between.
    pub fn shown(&self) -> String {
        let before: String = self.text.chars().take(self.caret).collect();
        let after: String = self.text.chars().skip(self.caret).collect();
        let mut shown = text::sanitize(&before);
        shown.push('▏');
        shown.push_str(&text::sanitize(&after));
        shown
    }
}

/// The byte offset of character `chars` of `text` (its length past the end).
fn byte_index(text: &str, chars: usize) -> usize {
    text.char_indices()
        .nth(chars)
        .map_or(text.len(), |(at, _)| at)
}

/// Removes character `chars` of `text`, if there is one.
fn remove_char(text: &mut String, chars: usize) {
    if let Some((at, _)) = text.char_indices().nth(chars) {
        text.remove(at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(kind: LineKind, keys: &[LineKey]) -> LineEditor {
        let mut line = LineEditor::new(kind);
        for &key in keys {
            let _ = line.key(key);
        }
        line
    }

    use LineKey::*;

    #[test]
    fn the_caret_moves_and_typing_goes_where_it_is() {
        let line = typed(
            LineKind::Name,
            &[
                Type('a'),
                Type('n'),
                Home,
                Type('J'),
                End,
                Type('e'),
                Left,
                Left,
                Erase,
            ],
        );
        assert_eq!(line.text(), "Jne");
        assert_eq!(line.caret(), 1);
        assert_eq!(line.shown(), "J▏ne");
    }

    #[test]
    fn delete_takes_the_character_after_the_caret_and_nothing_past_the_end() {
        let mut line = LineEditor::with_text(LineKind::Chat(100), "hello");
        assert_eq!(line.key(EraseForward), Edit::Unchanged);
        let _ = line.key(Home);
        assert_eq!(line.key(EraseForward), Edit::Changed);
        assert_eq!(line.text(), "ello");
        assert_eq!(line.key(Left), Edit::Unchanged);
        assert_eq!(line.key(Erase), Edit::Unchanged);
    }

    #[test]
    fn a_name_takes_plain_characters_up_to_its_length_and_says_why_not() {
        let mut line = LineEditor::new(LineKind::Name);
        assert_eq!(
            line.key(Type('\u{202e}')),
            Edit::Refused(LineRefusal::NotAllowed)
        );
        for _ in 0..text::MAX_NAME_CHARS {
            assert_eq!(line.key(Type('x')), Edit::Changed);
        }
        assert!(matches!(line.key(Type('x')), Edit::Refused(_)));
        assert_eq!(line.text().chars().count(), text::MAX_NAME_CHARS);
    }

    #[test]
    fn a_chat_line_takes_any_printable_character_but_no_control() {
        let mut line = LineEditor::new(LineKind::Chat(3));
        assert_eq!(line.key(Type('é')), Edit::Changed);
        assert_eq!(line.key(Type('🎲')), Edit::Changed);
        assert!(matches!(line.key(Type('\u{1b}')), Edit::Refused(_)));
        assert_eq!(line.key(Type('!')), Edit::Changed);
        assert!(matches!(line.key(Type('?')), Edit::Refused(_)));
        assert_eq!(line.take(), "é🎲!");
        assert_eq!(line.caret(), 0);
    }
}
