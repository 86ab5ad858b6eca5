//! The yes/no questions: scratching a box for 0, and quitting.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::Screen;
use crate::rules::Category;
use crate::tui::app::App;
use crate::tui::keymap::Action;
use crate::tui::widgets::popup;

/// `y` does it; `n` or Esc keeps things as they were.
pub fn act(app: &mut App, action: Action) -> bool {
    let yes = match action {
        Action::Yes => true,
        Action::No => false,
        _ => return false,
    };
    match std::mem::replace(&mut app.screen, Screen::Board) {
        Screen::ConfirmScratch(category) if yes => app.score(category),
        Screen::ConfirmScratch(category) => {
            let name = app.table.game().rules().category_name(category);
            app.say(format!("{name} stays open"));
        }
        Screen::ConfirmQuit if yes => app.quit = true,
        _ => {}
    }
    true
}

pub fn render_scratch(app: &App, category: Category, area: Rect, buf: &mut Buffer) {
    let name = app.game().rules().category_name(category);
    let question = format!("Scratch {name} for 0? y/n");
    popup::question(app.theme(), area, buf, " Scratch ", &question);
}

pub fn render_quit(app: &App, area: Rect, buf: &mut Buffer) {
    popup::question(app.theme(), area, buf, " Quit ", &app.quit_question());
}
