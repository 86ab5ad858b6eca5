//! Five languages: every message in every language, every key the code uses in the files,
//! names short enough for their columns, and the board drawn in each language at 80x24.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use yatzy::core::game::Game;
use yatzy::core::rules::{Category, RuleSet};
use yatzy::i18n::{self, Language};
use yatzy::tui::App;
use yatzy::ui::Theme;

use crate::common;
use common::keys;

/// The message ids of a Fluent file (lines `id = ...` at the start of a line).
fn ids(language: Language) -> BTreeSet<String> {
    let path = format!("locales/{}/yatzy.ftl", language.id());
    fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[test]
fn every_message_exists_in_every_language_and_no_language_has_more() {
    let english = ids(Language::English);
    assert!(english.len() > 150, "{}", english.len());
    for language in Language::ALL {
        let other = ids(language);
        let missing: Vec<_> = english.difference(&other).collect();
        let extra: Vec<_> = other.difference(&english).collect();
        assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
        assert!(extra.is_empty(), "{language:?} has unknown {extra:?}");
    }
}

/// Every `t!("id"` and every message id written as a string in the sources.
fn ids_in_code(dir: &Path, found: &mut BTreeSet<String>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            ids_in_code(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            for (index, _) in text.match_indices("t!(\"") {
                // `t!(`, not `format!(`.
                let before = text[..index].chars().last().unwrap_or(' ');
                if before.is_alphanumeric() || before == '_' {
                    continue;
                }
                let rest = &text[index + 4..];
                found.insert(rest[..rest.find('"').unwrap()].to_string());
            }
            for prefix in ["\"footer-", "\"help-"] {
                for (index, _) in text.match_indices(prefix) {
                    let rest = &text[index + 1..];
                    let id = &rest[..rest.find('"').unwrap()];
                    // Ids only: no spaces (a sentence that happens to start so is no id).
                    if !id.contains(' ') {
                        found.insert(id.to_string());
                    }
                }
            }
        }
    }
}

#[test]
fn every_message_the_code_asks_for_exists() {
    let mut used = BTreeSet::new();
    ids_in_code(Path::new("src"), &mut used);
    assert!(used.len() > 100, "{}", used.len());
    let english = ids(Language::English);
    let missing: Vec<_> = used.difference(&english).collect();
    assert!(missing.is_empty(), "not in locales/en: {missing:?}");
    // And every box of every card, and every rule set, has its names.
    for language in Language::ALL {
        i18n::set(language);
        for rules in RuleSet::ALL {
            assert!(
                !i18n::rules_name(rules).starts_with("rules-"),
                "{language:?}"
            );
            for &category in rules.categories() {
                let name = i18n::box_name(rules, category);
                assert!(
                    !name.starts_with("box-"),
                    "{language:?} {rules} {category:?}"
                );
                // The card's name column: 16 for a full name, 12 for a short one.
                assert!(name.chars().count() <= 16, "{language:?}: {name}");
                let short = i18n::short_box_name(rules, category);
                assert!(short.chars().count() <= 12, "{language:?}: {short}");
            }
        }
    }
}

#[test]
fn the_boxes_carry_their_countrys_names() {
    let names = |language| {
        i18n::set(language);
        [
            Category::Ones,
            Category::FullHouse,
            Category::Chance,
            Category::SmallStraight,
        ]
        .map(|c| i18n::box_name(RuleSet::Yatzy, c))
    };
    assert_eq!(
        names(Language::Swedish),
        ["Ettor", "Kåk", "Chans", "Liten stege"]
    );
    assert_eq!(
        names(Language::Danish),
        ["1'ere", "Fuldt hus", "Chance", "Lille straight"]
    );
    assert_eq!(
        names(Language::Norwegian),
        ["Enere", "Hus", "Sjanse", "Liten straight"]
    );
    assert_eq!(
        names(Language::German),
        ["Einser", "Full House", "Chance", "Kleine Straße"]
    );
    assert_eq!(
        names(Language::English),
        ["Ones", "Full House", "Chance", "Small Straight"]
    );
}

fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("draws");
    terminal
}

fn screen_text(terminal: &Terminal<TestBackend>) -> String {
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A game two turns in, a roll on the table with two dice held.
fn mid_game() -> App {
    let mut app = App::new(Game::new(RuleSet::Yatzy, 2026), Theme::monochrome());
    keys(&mut app, "r\n\ny");
    keys(&mut app, "rr\ny");
    keys(&mut app, "r14");
    app
}

#[test]
fn the_board_in_each_language_at_80x24() {
    for language in Language::ALL {
        i18n::set(language);
        let app = mid_game();
        let terminal = draw(&app, 80, 24);
        let text = screen_text(&terminal);
        // Every box's name is on the card whole, and the turn in the header.
        for &category in RuleSet::Yatzy.categories() {
            let full = i18n::box_name(RuleSet::Yatzy, category);
            let short = i18n::short_box_name(RuleSet::Yatzy, category);
            assert!(
                text.contains(&full) || text.contains(&short),
                "{language:?}: {full} in\n{text}"
            );
        }
        let turn = yatzy::t!("turn-roll", turn = 3, turns = 15, roll = 1);
        assert!(text.contains(&turn), "{language:?}: {turn} in\n{text}");
        insta::assert_snapshot!(format!("board_80x24_{}", language.id()), terminal.backend());
    }
    i18n::set(Language::English);
}

#[test]
fn the_help_in_each_language_at_80x24() {
    for language in Language::ALL {
        i18n::set(language);
        let mut app = mid_game();
        keys(&mut app, "?");
        let terminal = draw(&app, 80, 24);
        insta::assert_snapshot!(format!("help_80x24_{}", language.id()), terminal.backend());
    }
    i18n::set(Language::English);
}

/// Whether `text` is on the screen whole (a line cut at the border would lose its end).
fn shows(screen: &str, text: &str) -> bool {
    screen.contains(text)
}

#[test]
fn the_other_screens_fit_80x24_in_each_language() {
    for language in Language::ALL {
        i18n::set(language);
        // The settings: every label and its value, whole.
        let mut app = mid_game();
        keys(&mut app, "o");
        let screen = screen_text(&draw(&app, 80, 24));
        for setting in yatzy::ui::Setting::ALL {
            assert!(shows(&screen, &setting.label()), "{language:?}\n{screen}");
            let value = setting.value(app.preferences());
            assert!(shows(&screen, &value), "{language:?}: {value}\n{screen}");
        }
        // The high scores, empty: the sentence wraps but is there.
        let mut app = mid_game();
        keys(&mut app, "s");
        let screen = screen_text(&draw(&app, 80, 24));
        let title = yatzy::t!("scores-title", rules = i18n::rules_name(RuleSet::Yatzy));
        assert!(shows(&screen, &title), "{language:?}\n{screen}");
        // The players screen: its title and each kind of player.
        let mut app = mid_game();
        app.solver_ready(common::yatzy_table());
        common::play_to_the_end(&mut app);
        keys(&mut app, "\n");
        let over = screen_text(&draw(&app, 80, 24));
        let total = app.game().card().total();
        let banner = yatzy::t!("game-over-total", total = total);
        assert!(shows(&over, &banner), "{language:?}\n{over}");
        // The review, its headings whole.
        keys(&mut app, "v");
        let screen = screen_text(&draw(&app, 80, 24));
        for heading in ["review-turn", "review-roll", "review-dice", "review-lost"] {
            let word = i18n::text(heading, &[]);
            assert!(shows(&screen, &word), "{language:?}: {word}\n{screen}");
        }
        keys(&mut app, "q");
        keys(&mut app, "p");
        let screen = screen_text(&draw(&app, 80, 24));
        let title = yatzy::t!("players-title");
        assert!(shows(&screen, &title), "{language:?}\n{screen}");
    }
    i18n::set(Language::English);
}
