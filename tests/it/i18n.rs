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
    let path = format!("crates/i18n/locales/{}/yatzy.ftl", language.id());
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

/// String literals that have the shape of a message id but are none: a theme's and a
/// character set's names, a terminal type, threads' names.
const NOT_MESSAGES: [&str; 7] = [
    "colour-blind",
    "high-contrast",
    "utf-8",
    "xterm-256color",
    "yatzy-hub",
    "yatzy-log",
    "yatzy-strategies",
];

/// Whether `text` has the shape of a message id: lower-case words joined by hyphens.
fn id_shaped(text: &str) -> bool {
    let mut words = text.split('-');
    words.clone().count() > 1
        && words
            .next()
            .is_some_and(|w| w.starts_with(|c: char| c.is_ascii_lowercase()))
        && text.split('-').all(|word| {
            !word.is_empty()
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// The message ids one Rust source asks for: the literal first argument of every `t!(` and
/// every `text(` (`i18n::text`), and every string literal shaped like an id, as the tables
/// of ids keep them (the keymap's footer words, the lobby's refusals, ...). Comments are
/// skipped; ids made with `format!` (a box's, a rule set's, a setting's) are checked by
/// asking for each of them.
fn ids_in_source(source: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let chars: Vec<char> = source.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            // A raw string (tests' JSON): skipped whole.
            'r' if chars.get(i + 1) == Some(&'#') && chars.get(i + 2) == Some(&'"') => {
                i += 3;
                while i + 1 < chars.len() && !(chars[i] == '"' && chars[i + 1] == '#') {
                    i += 1;
                }
                i += 2;
            }
            // A character literal ('"', '\\'), not a lifetime.
            '\'' => {
                let close = if chars.get(i + 1) == Some(&'\\') {
                    3
                } else {
                    2
                };
                if chars.get(i + close) == Some(&'\'') {
                    i += close + 1;
                } else {
                    i += 1;
                }
            }
            '"' => {
                let mut literal = String::new();
                let mut j = i + 1;
                while j < chars.len() && chars[j] != '"' {
                    if chars[j] == '\\' {
                        j += 1;
                    }
                    literal.push(chars[j]);
                    j += 1;
                }
                let before: String = chars[..i].iter().collect();
                let before = before.trim_end();
                let asked = ["t!(", "text("].iter().any(|call| {
                    before.strip_suffix(call).is_some_and(|rest| {
                        !rest.ends_with(|c: char| c.is_alphanumeric() || c == '_')
                    })
                });
                if asked || (id_shaped(&literal) && !NOT_MESSAGES.contains(&literal.as_str())) {
                    found.insert(literal);
                }
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    found
}

/// Every message id the sources under `dir` ask for, with the file asking.
fn ids_in_code(dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            ids_in_code(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            for id in ids_in_source(&text) {
                found.push((id, path.display().to_string()));
            }
        }
    }
}

/// The ids asked for that a language's file lacks, each with the file asking and the
/// language.
fn missing(used: &[(String, String)], files: &[(Language, BTreeSet<String>)]) -> Vec<String> {
    let mut missing = Vec::new();
    for (language, ids) in files {
        for (id, file) in used {
            if !ids.contains(id) {
                missing.push(format!("{id} ({file}) in {}", language.id()));
            }
        }
    }
    missing
}

fn every_language() -> Vec<(Language, BTreeSet<String>)> {
    Language::ALL.iter().map(|&l| (l, ids(l))).collect()
}

#[test]
fn every_message_the_code_asks_for_exists_in_every_language() {
    let mut used = Vec::new();
    // The app's sources, and every member's.
    ids_in_code(Path::new("src"), &mut used);
    ids_in_code(Path::new("crates"), &mut used);
    assert!(used.len() > 300, "{}", used.len());
    let lacking = missing(&used, &every_language());
    assert!(lacking.is_empty(), "missing: {lacking:#?}");
    // The ids made with format!: every box of every card, every rule set and every
    // setting has its words in every language (a missing one would read as its id).
    for language in Language::ALL {
        i18n::set(language);
        for setting in yatzy::ui::Setting::ALL {
            for words in [setting.label(), setting.about()] {
                assert!(!words.starts_with("setting-"), "{language:?}: {words}");
            }
        }
        for rules in RuleSet::ALL {
            assert!(
                !i18n::rules_name(rules).starts_with("rules-"),
                "{language:?}"
            );
            assert!(
                !i18n::rules_short_name(rules).starts_with("rules-"),
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
    i18n::set(Language::English);
}

#[test]
fn the_check_finds_an_id_the_files_lack() {
    // Each way code asks for a message, with an id no file has.
    let source = r#"
        fn words() -> String {
            let status = t!("status-made-up");
            let footer = Some("footer-made-up");
            let other = crate::i18n::text("other-made-up", &[]);
            let plain = crate::t!(
                "plain-made-up",
                count = 2
            );
            // t!("comment-made-up") is no call.
            let path = format!("{}", "solver-v2.bin");
            let known = t!("turn-roll", turn = 1, turns = 15, roll = 1);
            status + other + plain + path + known
        }
    "#;
    let used: Vec<(String, String)> = ids_in_source(source)
        .into_iter()
        .map(|id| (id, "made-up.rs".to_string()))
        .collect();
    let found: Vec<&str> = used.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(
        found,
        [
            "footer-made-up",
            "other-made-up",
            "plain-made-up",
            "status-made-up",
            "turn-roll"
        ]
    );
    let lacking = missing(&used, &every_language());
    assert_eq!(lacking.len(), 4 * 5, "{lacking:#?}");
    assert!(lacking.contains(&"status-made-up (made-up.rs) in sv".to_string()));
    // And a real id the code uses, gone from one language's file, is found missing there.
    let mut used = Vec::new();
    ids_in_code(Path::new("src"), &mut used);
    ids_in_code(Path::new("crates"), &mut used);
    let mut files = every_language();
    assert!(files[2].1.remove("alerts-title"));
    let lacking = missing(&used, &files);
    assert_eq!(lacking.len(), 1, "{lacking:#?}");
    assert!(
        lacking[0].starts_with("alerts-title (crates/ui/src/"),
        "{lacking:?}"
    );
    assert!(lacking[0].ends_with(" in da"), "{lacking:?}");
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
fn the_boards_footer_keeps_help_and_quit_whole_at_70_and_80_columns() {
    for language in Language::ALL {
        i18n::set(language);
        let app = mid_game();
        for width in [70, 80] {
            let screen = screen_text(&draw(&app, width, 24));
            let footer = screen.lines().last().unwrap_or_default().to_string();
            let help = format!("? {}", i18n::text("footer-help", &[]));
            let quit = format!("q Esc {}", i18n::text("footer-quit", &[]));
            // The last thing on the row is quitting's word whole: nothing cut at the edge.
            assert!(
                footer.contains(&help) && footer.trim_end().ends_with(&quit),
                "{language:?} at {width}: {footer:?}"
            );
            // Rolling, first, is always there: a footer that fits is still worth reading.
            let roll = format!("r {}", i18n::text("footer-roll", &[]));
            assert!(
                footer.contains(&roll),
                "{language:?} at {width}: {footer:?}"
            );
        }
        // At 80 columns every language tells the board's seven keys, as English does.
        let screen = screen_text(&draw(&app, 80, 24));
        let footer = screen.lines().last().unwrap_or_default().to_string();
        let scores = format!("s {}", i18n::text("footer-scores", &[]));
        assert!(footer.contains(&scores), "{language:?}: {footer:?}");
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
        // Every figure with decimals in the language's way: the points lost beside the share
        // of optimal games beaten.
        if language != Language::English {
            let points: Vec<&str> = over.lines().filter_map(decimal_point).collect();
            assert!(points.is_empty(), "{language:?}: {points:#?}");
            assert!(over.contains(','), "{language:?}\n{over}");
        }
        // The review, its headings whole.
        keys(&mut app, "v");
        let screen = screen_text(&draw(&app, 80, 24));
        if language != Language::English {
            let points: Vec<&str> = screen.lines().filter_map(decimal_point).collect();
            assert!(points.is_empty(), "{language:?}: {points:#?}");
        }
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

/// A figure with a decimal point on `line`: a digit, a point, a digit.
fn decimal_point(line: &str) -> Option<&str> {
    let bytes = line.as_bytes();
    (1..bytes.len().saturating_sub(1))
        .find(|&i| {
            bytes[i] == b'.' && bytes[i - 1].is_ascii_digit() && bytes[i + 1].is_ascii_digit()
        })
        .map(|_| line)
}

#[test]
fn figures_in_messages_follow_the_language_and_choose_the_plural() {
    let cases = [
        (Language::English, "0.25 points", "1 point", "1.00 points"),
        (Language::Swedish, "0,25 poäng", "1 poäng", "1,00 poäng"),
        (Language::Danish, "0,25 point", "1 point", "1,00 point"),
        (Language::Norwegian, "0,25 poeng", "1 poeng", "1,00 poeng"),
        (Language::German, "0,25 Punkte", "1 Punkt", "1,00 Punkte"),
    ];
    for (language, quarter, one, one_to_a_hundredth) in cases {
        i18n::set(language);
        assert_eq!(yatzy::t!("setting-points", points = 0.25), quarter);
        assert_eq!(yatzy::t!("setting-points", points = 1.0), one);
        assert_eq!(
            yatzy::t!("setting-points", points = i18n::number(1.0, 2)),
            one_to_a_hundredth
        );
    }
    i18n::set(Language::English);
    assert_eq!(
        yatzy::t!("coach-on-flags", points = 1.0),
        "Coach on: flags moves that cost more than 1 expected point"
    );
    assert_eq!(
        yatzy::t!("coach-on-asks", points = 0.5),
        "Coach on: asks before moves that cost more than 0.5 expected points"
    );
    i18n::set(Language::Swedish);
    assert_eq!(
        yatzy::t!("coach-on-flags", points = 1.0),
        "Coach på: varnar för drag som kostar mer än 1 väntad poäng"
    );
    assert_eq!(
        yatzy::t!("coach-on-flags", points = 2.5),
        "Coach på: varnar för drag som kostar mer än 2,5 väntade poäng"
    );
    assert_eq!(i18n::percent(0.382), "38,2%");
    assert_eq!(i18n::figure(-0.5, false), "-0,5");
    assert_eq!(i18n::figure(2.0, true), "+2");
    i18n::set(Language::German);
    assert_eq!(
        yatzy::t!("coach-on-flags", points = 1.0),
        "Coach an: meldet Züge, die mehr als 1 erwarteten Punkt kosten"
    );
    i18n::set(Language::English);
}

#[test]
fn the_settings_say_their_values_in_the_language() {
    let preferences = yatzy::ui::Preferences {
        theme: yatzy::ui::ThemeName::Light,
        ascii: yatzy::ui::AsciiMode::On,
        coach_threshold: 0.25,
        risk: -1.5,
        ..Default::default()
    };
    use yatzy::ui::Setting;
    let said = |setting: Setting| setting.value(&preferences);
    i18n::set(Language::Swedish);
    assert_eq!(said(Setting::Theme), "ljust");
    assert_eq!(said(Setting::Ascii), "på");
    assert_eq!(said(Setting::Language), "automatiskt");
    assert_eq!(said(Setting::CoachThreshold), "0,25 poäng");
    assert_eq!(said(Setting::Risk), "försiktig -1,5");
    i18n::set(Language::German);
    assert_eq!(said(Setting::Theme), "hell");
    assert_eq!(said(Setting::Ascii), "an");
    i18n::set(Language::English);
    assert_eq!(said(Setting::Theme), "light");
    assert_eq!(said(Setting::Ascii), "on");
    assert_eq!(said(Setting::Language), "auto");
    assert_eq!(said(Setting::CoachThreshold), "0.25 points");
}

#[test]
fn swedish_calls_a_bot_a_bot_never_a_robot() {
    // One word for one thing: the Swedish messages said "robot" here and "bot" there.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/i18n/locales/sv/yatzy.ftl");
    let source = std::fs::read_to_string(path).unwrap();
    let robots: Vec<&str> = source
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter(|line| line.to_lowercase().contains("robot"))
        .collect();
    assert!(robots.is_empty(), "{robots:#?}");
    i18n::set(Language::Swedish);
    let players =
        yatzy::core::table::parse_players("bot,bot:easy", yatzy::ui::words::bot_name).unwrap();
    assert_eq!(players[0].0, "Bot");
    assert_eq!(players[1].0, "Lätt bot");
    i18n::set(Language::English);
}

#[test]
fn bots_and_players_are_named_in_the_language() {
    i18n::set(Language::Swedish);
    let players =
        yatzy::core::table::parse_players("Ann,bot,bot,bot:easy", yatzy::ui::words::bot_name)
            .unwrap();
    let names: Vec<&str> = players.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bot", "Bot 2", "Lätt bot"]);
    i18n::set(Language::English);
    let players =
        yatzy::core::table::parse_players("bot:easy,Ann", yatzy::ui::words::bot_name).unwrap();
    assert_eq!(players[0].0, "Easy bot");
}

#[test]
fn every_figure_of_the_high_scores_and_trends_has_the_languages_decimal_comma() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("highscores.json"),
        common::history(3).to_json(),
    )
    .unwrap();
    for language in ["sv", "da", "nb", "de"] {
        for args in [&["scores"][..], &["scores", "--trends"]] {
            let output = common::run_yatzy(dir.path(), &[args, &["--lang", language]].concat());
            assert!(output.status.success(), "{}", common::text(&output.stderr));
            let out = common::text(&output.stdout);
            let points: Vec<&str> = out.lines().filter_map(decimal_point).collect();
            assert!(points.is_empty(), "{language} {args:?}: {points:#?}\n{out}");
            assert!(out.contains("157,0"), "{language} {args:?}:\n{out}");
        }
    }
}
