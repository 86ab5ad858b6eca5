//! The keymap for people to read: the help popup's lines, `--help`'s list, README's table.

use super::action::Binding;
use super::action::Keys;
use super::bindings::{BOARD, GLOBAL, SCORE};

/// The game's bindings grouped for a reference: neighbours that say the same (`text` of
/// both: the two arrows of one cursor) share a line, their keys interleaved ("← → h l").
fn grouped(text: fn(&Binding) -> &'static str) -> Vec<(Vec<&'static str>, &'static str)> {
    let mut groups: Vec<Vec<&Binding>> = Vec::new();
    for binding in BOARD.iter().chain(GLOBAL) {
        match groups.last_mut() {
            Some(group) if text(group[0]) == text(binding) => group.push(binding),
            _ => groups.push(vec![binding]),
        }
    }
    groups
        .into_iter()
        .map(|group| {
            let longest = group.iter().map(|b| b.names.len()).max().unwrap_or(0);
            let names = (0..longest)
                .flat_map(|i| group.iter().filter_map(move |b| b.names.get(i).copied()))
                .collect();
            (names, text(group[0]))
        })
        .collect()
}

/// The game's keys for the help popup: `(keys, what they do)`, one line each.
pub(crate) fn help_lines() -> Vec<(String, &'static str)> {
    grouped(|b| b.help)
        .into_iter()
        .map(|(names, help)| (names.join(" "), help))
        .collect()
}

/// The keys of a served screen (`keys`: the lobby's, or a turn's) for its help popup: `(keys,
/// what they do)`, one line each (the board's own help lines, and the footer's word for the
/// served screens' keys).
pub fn served_help_lines(keys: Keys) -> Vec<(String, &'static str)> {
    let mut lines: Vec<(String, &'static str)> = Vec::new();
    for binding in super::bindings(keys) {
        let said = if binding.help.is_empty() {
            binding.footer.unwrap_or_default()
        } else {
            binding.help
        };
        // A key with no words of its own (the first of a pair the footer names together).
        if said.is_empty() {
            continue;
        }
        match lines.last_mut() {
            Some((keys, last)) if *last == said => {
                keys.push(' ');
                keys.push_str(&binding.names.join(" "));
            }
            _ => lines.push((binding.names.join(" "), said)),
        }
    }
    lines
}

/// A pointing device is no key, but the references list it with them.
const MOUSE: (&str, &str) = (
    "mouse",
    "click a die to hold it, a box to select it (a second click, or `Enter`, scores it), the Roll button to roll; only clicks are tracked, not every move",
);

/// Every key of the game with its whole story, for `--help` and README: `(names, text)`; the
/// mouse comes after `Enter`, the other way to score.
pub fn reference() -> Vec<(Vec<&'static str>, &'static str)> {
    let mut rows = grouped(|b| b.long);
    let after_enter = rows
        .iter()
        .position(|(_, long)| *long == SCORE.long)
        .map_or(rows.len(), |at| at + 1);
    rows.insert(after_enter, (vec![MOUSE.0], MOUSE.1));
    rows
}

/// `--help`'s list of the game's keys.
pub fn help_text() -> String {
    let mut text = String::from("Keys in the game:\n");
    for (names, long) in reference() {
        // Plain text: no Markdown marks, lines that fit 80 columns.
        let long = long.replace(['`', '*'], "");
        let lines = crate::text::wrap(&long, 64);
        for (index, line) in lines.iter().enumerate() {
            let keys = if index == 0 {
                names.join(" ")
            } else {
                String::new()
            };
            text.push_str(&format!("  {keys:<12} {line}\n"));
        }
    }
    text
}

/// README's key table, as Markdown.
pub fn markdown_table() -> String {
    let mut text = String::from("| key | action |\n|---|---|\n");
    for (names, long) in reference() {
        let keys: Vec<String> = names
            .iter()
            .map(|name| {
                if *name == MOUSE.0 {
                    name.to_string()
                } else {
                    format!("`{name}`")
                }
            })
            .collect();
        text.push_str(&format!("| {} | {long} |\n", keys.join(" ")));
    }
    text
}

/// docs/server.md's table of the keys of `yatzy serve`'s screens, from their footers (in the current
/// language): one row per screen.
pub fn served_markdown_table() -> String {
    let screens = [
        ("lobby", Keys::Lobby),
        ("new table", Keys::NewTable),
        ("your turn", Keys::NetTurn),
        ("waiting, watching", Keys::NetWatch),
        ("game over", Keys::NetOver),
        ("chat", Keys::Chat),
        ("your name", Keys::NetRename),
    ];
    let mut text = String::from("| screen | keys |\n|---|---|\n");
    for (screen, keys) in screens {
        let entries: Vec<String> = super::footer(keys)
            .into_iter()
            .map(|(key, word)| format!("`{key}` {word}"))
            .collect();
        text.push_str(&format!("| {screen} | {} |\n", entries.join(" · ")));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::{Keys, footer};

    #[test]
    fn the_help_lists_every_board_key_on_a_line_that_fits() {
        let lines = help_lines();
        let keys: Vec<&str> = lines.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            keys,
            [
                "r",
                "1-5",
                "← → h l",
                "Space",
                "↑ ↓ k j",
                "Enter",
                "u",
                "t",
                "c",
                "w g",
                "s",
                "o",
                "x",
                "?",
                "q Esc",
                "v n p",
                "Ctrl-C",
                "Ctrl-L",
                "Ctrl-Z"
            ]
        );
        // A key column of 8 and 26 for the text fit the help beside the rules at 70 columns,
        // in every language.
        for language in yatzy_i18n::Language::ALL {
            yatzy_i18n::set(language);
            for (key, help) in &lines {
                assert!(key.chars().count() <= 7, "{key}");
                let text = yatzy_i18n::text(help, &[]);
                assert!(text.chars().count() <= 26, "{language:?}: {text}");
            }
        }
        yatzy_i18n::set(yatzy_i18n::Language::English);
    }

    #[test]
    fn the_board_footer_keeps_to_what_a_game_in_play_needs() {
        let words: Vec<String> = footer(Keys::Board).into_iter().map(|(_, w)| w).collect();
        assert_eq!(
            words,
            ["roll", "hold", "score", "hint", "scores", "help", "quit"]
        );
        let words: Vec<String> = footer(Keys::GameOver).into_iter().map(|(_, w)| w).collect();
        assert_eq!(
            words,
            ["new game", "players", "review", "scores", "help", "quit"]
        );
    }

    #[test]
    fn the_reference_puts_the_mouse_after_enter() {
        let rows = reference();
        let at = |name: &str| rows.iter().position(|(names, _)| names.contains(&name));
        assert_eq!(at("mouse"), at("Enter").map(|i| i + 1));
        assert_eq!(
            rows.last().map(|(names, _)| names.clone()),
            Some(vec!["Ctrl-Z"])
        );
    }
}
