//! Drawing one full frame of the board into a TestBackend.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use yatzy::core::game::Game;
use yatzy::core::rules::RuleSet;
use yatzy::tui::App;
use yatzy::ui::Theme;

fn mid_game() -> App {
    let mut app = App::new(Game::new(RuleSet::Yatzy, 2026), Theme::color());
    for c in "r\nyr\nyr13".chars() {
        let code = if c == '\n' {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        app.handle_key(KeyEvent::from(code));
    }
    app
}

fn draw_frame(c: &mut Criterion) {
    let app = mid_game();
    for (width, height) in [(80, 24), (200, 60)] {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
        c.bench_function(&format!("draw mid-game frame {width}x{height}"), |b| {
            b.iter(|| {
                // Clearing makes every frame a full redraw rather than an empty diff.
                terminal.clear().expect("clear");
                terminal
                    .draw(|frame| frame.render_widget(black_box(&app), frame.area()))
                    .expect("draw");
            })
        });
    }
}

criterion_group!(benches, draw_frame);
criterion_main!(benches);
