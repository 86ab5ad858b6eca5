//! The one keymap: every key of every screen, mapped to an [`Action`] in one table per screen
//! (`tables`).
//! The footer, the `?` help, `--help`'s key list and README's key table are all made from
//! these tables (README's is checked against them by a test), so they cannot disagree.

mod action;
mod bindings;
mod reference;
mod served;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use KeyCode::{Char, Tab};
pub(crate) use action::Binding;
pub use action::{Action, Keys};
use bindings::GLOBAL;
pub(crate) use reference::help_lines;
pub use reference::{
    help_text, markdown_table, reference, served_help_lines, served_markdown_table,
};

/// The table of keys in force for `keys`.
pub(crate) fn bindings(keys: Keys) -> &'static [Binding] {
    match keys {
        Keys::Board => bindings::BOARD,
        Keys::GameOver => bindings::GAME_OVER,
        Keys::BotTurn => bindings::BOT_TURN,
        Keys::Question => bindings::QUESTION,
        Keys::NamePrompt => bindings::NAME_PROMPT,
        Keys::Players => bindings::PLAYERS_SCREEN,
        Keys::Renaming => bindings::RENAMING,
        Keys::HighScores => bindings::HIGH_SCORES_SCREEN,
        Keys::Trends => bindings::TRENDS_SCREEN,
        Keys::Review => bindings::REVIEW_SCREEN,
        Keys::Resume => bindings::RESUME,
        Keys::Settings => bindings::SETTINGS_SCREEN,
        Keys::Practice => bindings::PRACTICE_SCREEN,
        Keys::PracticeAnswered => bindings::PRACTICE_ANSWERED,
        Keys::PracticeOver => bindings::PRACTICE_OVER,
        Keys::AnyKey => &[],
        Keys::TooSmall => bindings::TOO_SMALL,
        Keys::Lobby => served::LOBBY,
        Keys::NewTable => served::NEW_TABLE,
        Keys::NetTurn => served::NET_TURN,
        Keys::NetWatch => served::NET_WATCH,
        Keys::NetOver => served::NET_OVER,
        Keys::Chat => served::CHAT,
        Keys::NetRename => bindings::RENAMING,
    }
}

/// The line-editing key `action` is, where a line is typed (a name, a chat line).
pub fn line_key(action: Action) -> Option<yatzy_core::play::LineKey> {
    use yatzy_core::play::LineKey;
    Some(match action {
        Action::Type(c) => LineKey::Type(c),
        Action::Erase => LineKey::Erase,
        Action::EraseForward => LineKey::EraseForward,
        Action::Left => LineKey::Left,
        Action::Right => LineKey::Right,
        Action::Home => LineKey::Home,
        Action::End => LineKey::End,
        _ => return None,
    })
}

/// Whether names are typed here (letters are then text, not commands).
fn typing(keys: Keys) -> bool {
    matches!(
        keys,
        Keys::NamePrompt | Keys::Renaming | Keys::Chat | Keys::NetRename
    )
}

/// What `event` asks for under `keys`; `None` for a key that means nothing there (it is
/// ignored). Caps Lock must not freeze the game: outside typing, an upper-case letter acts as
/// its lower case.
pub fn action(keys: Keys, event: KeyEvent) -> Option<Action> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    let code = match event.code {
        Char(c) if !typing(keys) || ctrl => Char(c.to_ascii_lowercase()),
        other => other,
    };
    let found = GLOBAL.iter().chain(bindings(keys)).find_map(|binding| {
        let index = binding.keys.iter().position(|&k| k == code)?;
        (binding.ctrl == ctrl).then_some(match binding.action {
            Action::Hold(_) => Action::Hold(index),
            other => other,
        })
    });
    match (found, code) {
        (Some(action), _) => Some(action),
        (None, Char(c)) if typing(keys) && !ctrl => Some(Action::Type(c)),
        // Ctrl-letters and Tab type control characters, which a name refuses out loud.
        (None, Char(c)) if typing(keys) && c.is_ascii_lowercase() => {
            Some(Action::Type(char::from(c as u8 - b'a' + 1)))
        }
        (None, Tab) if typing(keys) => Some(Action::Type('\t')),
        (None, _) if keys == Keys::AnyKey || keys == Keys::BotTurn => Some(Action::Dismiss),
        // A question is answered yes by `y`, and by the language's own letter (`j`, ja):
        // any other key is a no.
        (None, Char(c)) if keys == Keys::Question && Some(c) == yatzy_i18n::yes_letter() => {
            Some(Action::Yes)
        }
        (None, _) if keys == Keys::Question => Some(Action::No),
        (None, _) => None,
    }
}

/// The footer of `keys`: each key with the message id of its word, in table order (a
/// question's yes with the language's own letter first).
pub(crate) fn footer_ids(keys: Keys) -> Vec<(String, &'static str)> {
    bindings(keys)
        .iter()
        .filter_map(|b| {
            let names = match (b.action, yatzy_i18n::yes_letter()) {
                (Action::Yes, Some(letter)) => format!("{letter} {}", b.names.join(" ")),
                _ => b.names.join(" "),
            };
            b.footer.map(|id| (names, id))
        })
        .collect()
}

/// The footer of `keys`: each key with its word in the current language, in table order.
pub fn footer(keys: Keys) -> Vec<(String, String)> {
    translated(footer_ids(keys))
}

/// Footer entries with their words looked up in the current language.
pub(crate) fn translated(entries: Vec<(String, &'static str)>) -> Vec<(String, String)> {
    entries
        .into_iter()
        .map(|(keys, id)| (keys, yatzy_i18n::text(id, &[])))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use KeyCode::{Enter, Esc, Up};

    #[test]
    fn every_served_footer_fits_80_columns_in_every_language() {
        let served = [
            Keys::Lobby,
            Keys::NewTable,
            Keys::NetTurn,
            Keys::NetWatch,
            Keys::NetOver,
            Keys::Chat,
            Keys::NetRename,
        ];
        let mut too_wide = Vec::new();
        for language in yatzy_i18n::Language::ALL {
            yatzy_i18n::set(language);
            for keys in served {
                // As a served screen draws it at 80 columns: what fits, the help and quitting
                // always among it.
                let entries = crate::widgets::message::fitted(footer(keys), 80);
                let width = crate::widgets::message::footer_width(&entries);
                let kept = |key: &str| entries.iter().any(|(k, _)| k == key);
                let must = footer(keys)
                    .iter()
                    .filter(|(k, _)| k == "?" || k == "q")
                    .all(|(k, _)| kept(k));
                if width > 80 || !must || entries.len() < 3 {
                    too_wide.push(format!(
                        "{language:?} {keys:?}: {width} columns: {entries:?}"
                    ));
                }
            }
        }
        yatzy_i18n::set(yatzy_i18n::Language::English);
        assert!(too_wide.is_empty(), "{}", too_wide.join("\n"));
    }

    const CONTEXTS: [Keys; 17] = [
        Keys::Board,
        Keys::GameOver,
        Keys::BotTurn,
        Keys::Question,
        Keys::NamePrompt,
        Keys::Players,
        Keys::Renaming,
        Keys::HighScores,
        Keys::Trends,
        Keys::Review,
        Keys::Resume,
        Keys::Settings,
        Keys::Practice,
        Keys::PracticeAnswered,
        Keys::PracticeOver,
        Keys::AnyKey,
        Keys::TooSmall,
    ];

    /// The columns the terminal game gives the footer of `keys` on a screen `width` wide: the
    /// board's last row (under which every popup's keys are) is the screen's width; the panels
    /// with their keys on their bottom border lose its two corners. The players' keys wrap
    /// inside their panel instead, so they are never cut.
    fn footer_room(keys: Keys, width: usize) -> Option<usize> {
        match keys {
            Keys::Players | Keys::Renaming => None,
            Keys::HighScores | Keys::Trends | Keys::Review | Keys::PracticeOver => Some(width - 2),
            _ => Some(width),
        }
    }

    #[test]
    fn every_terminal_footer_fits_70_and_80_columns_in_every_language() {
        // 70 columns is the smallest board (docs/playing.md), 80 the usual terminal.
        let mut too_wide = Vec::new();
        for language in yatzy_i18n::Language::ALL {
            yatzy_i18n::set(language);
            for keys in CONTEXTS {
                let all = footer(keys);
                for width in [70, 80] {
                    let Some(room) = footer_room(keys, width) else {
                        continue;
                    };
                    let entries = crate::widgets::message::fitted(all.clone(), room);
                    let columns = crate::widgets::message::footer_width(&entries);
                    // `q` and `?` are kept, alone or beside another key (`q Esc`).
                    let kept = |key: &str| entries.iter().any(|(k, _)| k == key);
                    let must = all
                        .iter()
                        .filter(|(k, _)| k.split(' ').any(|k| k == "?" || k == "q"))
                        .all(|(k, _)| kept(k));
                    if columns > room || !must {
                        too_wide.push(format!(
                            "{language:?} {keys:?} at {width}: {columns} columns: {entries:?}"
                        ));
                    }
                }
            }
        }
        yatzy_i18n::set(yatzy_i18n::Language::English);
        assert!(too_wide.is_empty(), "{}", too_wide.join("\n"));
    }

    #[test]
    fn at_80_columns_no_language_loses_more_keys_than_english() {
        // Words too long for the row are shortened where the language has a shorter one, so
        // that a German player is told as many keys as an English one.
        let shown = |language, keys| {
            yatzy_i18n::set(language);
            let all = footer(keys);
            let entries = footer_room(keys, 80)
                .map(|room| crate::widgets::message::fitted(all.clone(), room));
            entries.map_or(all.len(), |e| e.len())
        };
        let mut short = Vec::new();
        for keys in CONTEXTS {
            let english = shown(yatzy_i18n::Language::English, keys);
            for language in yatzy_i18n::Language::ALL {
                let kept = shown(language, keys);
                if kept < english {
                    short.push(format!(
                        "{language:?} {keys:?}: {kept} keys, English {english}"
                    ));
                }
            }
        }
        yatzy_i18n::set(yatzy_i18n::Language::English);
        assert!(short.is_empty(), "{}", short.join("\n"));
    }

    fn press(keys: Keys, code: KeyCode) -> Option<Action> {
        action(keys, KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn ctrl(keys: Keys, c: char) -> Option<Action> {
        action(keys, KeyEvent::new(Char(c), KeyModifiers::CONTROL))
    }

    #[test]
    fn every_listed_key_does_what_its_table_says() {
        // No binding is shadowed by an earlier one, in any table.
        for keys in CONTEXTS {
            for binding in bindings(keys) {
                for (index, &code) in binding.keys.iter().enumerate() {
                    let expected = match binding.action {
                        Action::Hold(_) => Action::Hold(index),
                        other => other,
                    };
                    let got = if binding.ctrl {
                        action(keys, KeyEvent::new(code, KeyModifiers::CONTROL))
                    } else {
                        press(keys, code)
                    };
                    assert_eq!(got, Some(expected), "{keys:?} {code:?}");
                }
            }
        }
    }

    #[test]
    fn ctrl_c_quits_and_ctrl_z_suspends_everywhere() {
        for keys in CONTEXTS {
            assert_eq!(ctrl(keys, 'c'), Some(Action::QuitNow), "{keys:?}");
            assert_eq!(ctrl(keys, 'z'), Some(Action::Suspend), "{keys:?}");
        }
    }

    #[test]
    fn the_digits_hold_their_own_die() {
        assert_eq!(press(Keys::Board, Char('1')), Some(Action::Hold(0)));
        assert_eq!(press(Keys::Board, Char('5')), Some(Action::Hold(4)));
        assert_eq!(press(Keys::Board, Char('6')), None);
    }

    #[test]
    fn caps_lock_letters_act_as_lower_case_outside_typing() {
        let shifted = |keys, c| action(keys, KeyEvent::new(Char(c), KeyModifiers::SHIFT));
        assert_eq!(shifted(Keys::Board, 'R'), Some(Action::Roll));
        assert_eq!(shifted(Keys::Question, 'Y'), Some(Action::Yes));
        assert_eq!(shifted(Keys::Players, 'A'), Some(Action::AddPlayer));
        assert_eq!(shifted(Keys::NamePrompt, 'R'), Some(Action::Type('R')));
    }

    #[test]
    fn letters_are_text_where_a_name_is_typed() {
        assert_eq!(press(Keys::NamePrompt, Char('q')), Some(Action::Type('q')));
        assert_eq!(press(Keys::Renaming, Char('s')), Some(Action::Type('s')));
        // Control keys type control characters, for the name to refuse out loud.
        assert_eq!(ctrl(Keys::NamePrompt, 'a'), Some(Action::Type('\u{1}')));
        assert_eq!(press(Keys::Renaming, Tab), Some(Action::Type('\t')));
    }

    #[test]
    fn a_question_is_yes_only_with_y() {
        assert_eq!(press(Keys::Question, Char('y')), Some(Action::Yes));
        for code in [Char('n'), Char('x'), Esc, Enter, Char(' ')] {
            assert_eq!(press(Keys::Question, code), Some(Action::No), "{code:?}");
        }
    }

    #[test]
    fn during_a_bots_turn_quit_and_help_work_and_any_other_key_hurries_it() {
        assert_eq!(press(Keys::BotTurn, Char('q')), Some(Action::Quit));
        assert_eq!(press(Keys::BotTurn, Char('?')), Some(Action::Help));
        assert_eq!(press(Keys::BotTurn, Char('r')), Some(Action::Dismiss));
        assert_eq!(press(Keys::BotTurn, Enter), Some(Action::Dismiss));
    }

    #[test]
    fn under_the_size_notice_only_quitting_acts() {
        assert_eq!(press(Keys::TooSmall, Char('q')), Some(Action::Quit));
        assert_eq!(press(Keys::TooSmall, Esc), Some(Action::Quit));
        for code in [Char('r'), Char('1'), Enter, Char('?'), Up] {
            assert_eq!(press(Keys::TooSmall, code), None, "{code:?}");
        }
    }

    #[test]
    fn key_releases_mean_nothing() {
        let mut event = KeyEvent::new(Char('r'), KeyModifiers::NONE);
        event.kind = KeyEventKind::Release;
        assert_eq!(action(Keys::Board, event), None);
    }
}
