//! Names are drawn sanitised on every screen, however they reached the game: escape sequences,
//! bidirectional overrides and invisible characters never get to the terminal.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use yatzy::core::rules::RuleSet;
use yatzy::core::table::SeatKind;
use yatzy::storage::Storage;
use yatzy::tui::{self, App};
use yatzy::ui::Theme;

/// Two seats whose names were never checked (as a name from an old or edited file might be).
fn crafted_table(kind: SeatKind) -> App {
    let players = vec![
        ("Eve\u{1b}]0;pwned\u{7}".to_string(), kind),
        ("\u{202e}boB\u{200b}".to_string(), kind),
    ];
    let storage = Storage::disabled();
    let opened = tui::open_table(&storage, RuleSet::Yatzy, Some(4), true, Some(players));
    App::open(opened, storage, Theme::monochrome())
}

fn draw(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

fn assert_clean(screen: &str) {
    for bad in ["pwned", "]0;", "\u{1b}", "\u{7}", "\u{202e}", "\u{200b}"] {
        assert!(!screen.contains(bad), "{bad:?} was drawn:\n{screen}");
    }
}

#[test]
fn the_card_header_and_the_status_line_show_names_sanitised() {
    let app = crafted_table(SeatKind::Human);
    for (width, height) in [(100, 32), (80, 24)] {
        let screen = draw(&app, width, height);
        assert_clean(&screen);
        assert!(screen.contains("Eve"), "{screen}");
        assert!(screen.contains("boB"), "{screen}");
    }
}

#[test]
fn the_game_over_ranking_shows_names_sanitised() {
    let mut app = crafted_table(SeatKind::EasyBot);
    // Two greedy bots play the whole game; no strategy table is needed.
    for _ in 0..2_000 {
        if !app.bot_to_move() {
            break;
        }
        crate::common::bot_step(&mut app);
    }
    assert!(app.table().is_over(), "the bots finished the game");
    let screen = draw(&app, 100, 32);
    assert_clean(&screen);
    assert!(screen.contains("Game over"), "{screen}");
    assert!(screen.contains("Eve"), "{screen}");
}
