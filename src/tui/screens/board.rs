//! The board: the header, the dice and the Roll button (or the game-over banner), the card,
//! the totals, and the message and footer lines. Its keys play the game.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Widget};

use super::Screen;
use crate::game::{Command, Phase};
use crate::review;
use crate::rules::{Category, DICE_COUNT};
use crate::text;
use crate::tui::app::{App, Recorded, Status};
use crate::tui::keymap::{self, Action};
use crate::tui::layout::{self, BoardLayout};
use crate::tui::widgets::{card, dice, message};

/// What a key does on the board; returns whether anything changed.
pub fn act(app: &mut App, action: Action) -> bool {
    let over = app.table.game().is_over();
    match action {
        Action::Quit => app.request_quit(),
        Action::Help => app.screen = Screen::Help,
        Action::HighScores => app.show_high_scores(),
        Action::Coach => app.toggle_coach(),
        Action::Players => app.open_setup(),
        Action::Review if over => app.show_review(),
        Action::NewGame if over => app.new_game(),
        Action::Review => app.say_warning("The review comes once the game is over"),
        Action::NewGame => {
            app.say_warning("A new game comes once this one is over (q quits; this game is kept)")
        }
        _ if over => return false,
        Action::Roll => app.roll(),
        Action::Hint => app.show_hint(),
        Action::Hold(die) => {
            app.die_cursor = die;
            app.run(Command::ToggleHold(die));
        }
        Action::HoldAtCursor => app.run(Command::ToggleHold(app.die_cursor)),
        Action::Left => app.die_cursor = (app.die_cursor + DICE_COUNT - 1) % DICE_COUNT,
        Action::Right => app.die_cursor = (app.die_cursor + 1) % DICE_COUNT,
        Action::Up => app.move_box_cursor(-1),
        Action::Down => app.move_box_cursor(1),
        Action::Confirm => {
            if let Some(category) = app.box_cursor {
                app.request_score(category);
            }
        }
        _ => return false,
    }
    true
}

/// A click: a die holds it, the Roll button rolls, a box is selected by a first click and
/// scored by a second (a misclick costs no box). Only left presses on the board count.
pub fn click(app: &mut App, mouse: MouseEvent) -> bool {
    if mouse.kind != MouseEventKind::Down(MouseButton::Left)
        || app.screen != Screen::Board
        || app.table.game().is_over()
        || !layout::fits(app.viewport)
    {
        return false;
    }
    let board = app.board_layout(app.viewport);
    let (column, row) = (mouse.column, mouse.row);
    if let Some(die) = board.die_at(column, row) {
        app.die_cursor = die;
        app.run(Command::ToggleHold(die));
    } else if board.is_roll_button(column, row) {
        app.run(Command::Roll);
    } else if let Some(category) = board.box_at(column, row) {
        if !app.table.game().card().is_open(category) {
            return false;
        }
        // The cursor only ever rests on a box the dice may go in; a refused click says why.
        let selectable = app.selectable_boxes().contains(&category);
        if !selectable || app.box_cursor == Some(category) {
            app.request_score(category);
        } else {
            app.box_cursor = Some(category);
            let name = app.table.game().rules().category_name(category);
            app.say(format!("{name}: click again or press Enter to score it"));
        }
    } else {
        return false;
    }
    true
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let board = app.board_layout(area);
    render_header(app, board.header, buf);
    if app.game().is_over() {
        render_game_over(app, board.table, buf);
    } else {
        dice::render(app, &board, buf);
        dice::render_roll_button(app, board.roll_button, buf);
    }
    card::render(app, &board, buf);
    render_totals(app, board.total, buf);
    render_messages(app, &board, buf);
}

fn render_header(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let game = app.game();
    buf.set_style(area, theme.header);
    let progress = match game.phase() {
        Phase::GameOver => "Game over".to_string(),
        Phase::AwaitingFirstRoll => {
            format!("Turn {} of {}", game.turn_number(), game.turns_total())
        }
        Phase::Rolled(roll) => format!(
            "Turn {} of {} · Roll {roll} of 3",
            game.turn_number(),
            game.turns_total()
        ),
    };
    let solver = match (app.strategy(), app.coach()) {
        (None, _) => format!("solver {:.0}% · ", app.solver_progress() * 100.0),
        (Some(_), true) => "coach · ".to_string(),
        (Some(_), false) => String::new(),
    };
    // The table's seed (the first seat's) reproduces every seat's dice.
    let seed = format!("{solver}seed {} ", app.table().seats()[0].game.seed());
    let long_title = format!(" YATZY · {}", game.rules().name());
    let short_title = format!(" {}", game.rules().short_name());
    let width = usize::from(area.width);
    // At a shared table, whose turn it is comes first; a long name gives way before the
    // turn does, and the seed before the name.
    let name = (!app.table().is_solitaire() && !app.table().is_over())
        .then(|| text::sanitize(&app.table().current_seat().name));
    let centred = |middle: usize, side: usize| 2 * middle.max(side) + 2;
    let fits = |title: &str, middle: &str, seed: &str| {
        text::width(title) + centred(text::width(middle), text::width(seed)) <= width
    };
    let with_name = |name: &str| match name {
        "" => progress.clone(),
        name => format!("{name} · {progress}"),
    };
    let full_name = name.clone().unwrap_or_default();
    let (title, middle, seed) = if fits(&long_title, &with_name(&full_name), &seed) {
        (long_title, with_name(&full_name), seed)
    } else if fits(&short_title, &with_name(&full_name), &seed) {
        (short_title, with_name(&full_name), seed)
    } else if fits(&short_title, &with_name(&full_name), "") {
        (short_title, with_name(&full_name), String::new())
    } else {
        let room = width.saturating_sub(text::width(&short_title) + text::width(&progress) + 6);
        let cut = text::truncate(&full_name, room.max(3));
        (short_title, with_name(&cut), String::new())
    };
    let [left, middle_area, right] = Layout::horizontal([
        Constraint::Length(text::width(&title) as u16),
        Constraint::Fill(1),
        Constraint::Length(text::width(&seed) as u16),
    ])
    .spacing(1)
    .areas(area);
    Line::from(title).render(left, buf);
    Line::from(middle)
        .alignment(Alignment::Center)
        .render(middle_area, buf);
    Line::from(seed)
        .alignment(Alignment::Right)
        .render(right, buf);
}

fn render_game_over(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    if !app.table().is_solitaire() {
        let (headline, ranking) = standings_lines(app);
        let lines = vec![
            Line::styled(headline, theme.banner),
            Line::from(ranking),
            Line::from(match app.recorded() {
                Some(Recorded::Failed) => "Not recorded yet: n, q and the next start try again",
                Some(Recorded::Pending) => "Recording the scores…",
                _ => "Every player's score is recorded; bots keep statistics of their own",
            }),
        ];
        render_banner(app, lines, 76, area, buf);
        return;
    }
    let game = app.game();
    let card = game.card();
    let mut best: Vec<(Category, u16)> = game
        .history()
        .iter()
        .map(|turn| (turn.category, turn.points))
        .collect();
    best.sort_by_key(|&(_, points)| std::cmp::Reverse(points));
    let best: Vec<String> = best
        .iter()
        .take(3)
        .map(|(c, p)| format!("{} {p}", game.rules().category_name(*c)))
        .collect();
    let progress = card.bonus_progress();
    let bonus = if progress.to_go == 0 {
        format!("Bonus reached: {} + {}", progress.sum, progress.points)
    } else {
        format!("Bonus missed by {}", progress.to_go)
    };
    let record = match app.recorded() {
        Some(Recorded::Saved { name, rank }) => format!(" · #{rank} for {}", text::sanitize(name)),
        Some(Recorded::Failed) => " · not recorded yet".to_string(),
        Some(Recorded::Pending) => " · recording…".to_string(),
        Some(Recorded::Table) | None => String::new(),
    };
    // What optimal play would have expected more, once the solver has reviewed the game.
    let skill = app.review().map_or(String::new(), |r| {
        format!(" · {:.1} points lost to optimal play", r.total_lost)
    });
    let lines = vec![
        Line::styled(
            format!("Game over · Total {}{record}", card.total()),
            theme.banner,
        ),
        Line::from(format!("Best: {}", best.join(" · "))),
        Line::from(format!("{bonus}{skill}")),
    ];
    render_banner(app, lines, 66, area, buf);
}

/// The game-over banner: `lines` centred in a double box at most `width` wide.
fn render_banner(app: &App, lines: Vec<Line>, width: u16, area: Rect, buf: &mut Buffer) {
    let [banner] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(area);
    // A long line (six players' ranking) wraps: nothing in the banner is cut.
    let columns = usize::from(banner.width.saturating_sub(2));
    let lines: Vec<Line> = lines
        .into_iter()
        .flat_map(|line| {
            let style = line.style;
            message::wrap(&line.to_string(), columns)
                .into_iter()
                .map(move |part| Line::styled(part, style))
        })
        .collect();
    let [banner] = Layout::vertical([Constraint::Length(lines.len() as u16 + 2)])
        .flex(Flex::Center)
        .areas(banner);
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(
            Block::bordered()
                .border_type(BorderType::Double)
                .border_style(app.theme().banner),
        )
        .render(banner, buf);
}

/// The final ranking for the game-over banner: who won (ties named together) and everyone's
/// place.
fn standings_lines(app: &App) -> (String, String) {
    let table = app.table();
    let standings = table.standings();
    let seats = table.seats();
    let name = |seat: usize| text::sanitize(&seats[seat].name);
    let winners: Vec<String> = standings
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| name(s.seat))
        .collect();
    let best = standings.first().map_or(0, |s| s.total);
    let headline = match winners.as_slice() {
        [one] => format!("Game over · {one} wins with {best}"),
        many => format!("Game over · tie: {} with {best}", many.join(" and ")),
    };
    let ranking: Vec<String> = standings
        .iter()
        // Each place held together (no-break spaces): a wrapped ranking breaks between
        // places, never inside one.
        .map(|s| format!("{}. {} {}", s.place, name(s.seat), s.total).replace(' ', "\u{a0}"))
        .collect();
    (headline, ranking.join(" · "))
}

/// Everyone's total on one line, the current player's highlighted; names are cut (and kept
/// apart) only when the whole line would not fit.
fn render_totals(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let table = app.table();
    if table.is_solitaire() {
        Line::styled(
            format!("Total {}", table.game().card().total()),
            theme.total,
        )
        .alignment(Alignment::Center)
        .render(area, buf);
        return;
    }
    let names: Vec<String> = table
        .seats()
        .iter()
        .map(|s| text::sanitize(&s.name))
        .collect();
    let totals: Vec<u16> = table
        .seats()
        .iter()
        .map(|s| s.game.card().total())
        .collect();
    let line_width = |shown: &[String]| {
        6 + shown
            .iter()
            .zip(&totals)
            .map(|(n, t)| text::width(n) + 1 + t.to_string().len() + 3)
            .sum::<usize>()
    };
    let longest = names.iter().map(|n| text::width(n)).max().unwrap_or(1);
    let shown = (1..=longest)
        .rev()
        .map(|columns| card::headings(&names, columns))
        .find(|shown| line_width(shown) <= usize::from(area.width))
        .unwrap_or_else(|| card::headings(&names, 1));
    let mut spans = vec![Span::styled("Total ", theme.total)];
    for (index, (name, total)) in shown.iter().zip(&totals).enumerate() {
        if index > 0 {
            spans.push(Span::raw(" · "));
        }
        let style = if index == table.current() && !table.is_over() {
            theme.current_column
        } else {
            theme.total
        };
        spans.push(Span::styled(format!("{name} {total}"), style));
    }
    Line::from(spans)
        .alignment(Alignment::Center)
        .render(area, buf);
}

/// The message line (a hint, news, a refusal, or what to do now) and the footer of keys.
fn render_messages(app: &App, board: &BoardLayout, buf: &mut Buffer) {
    let theme = app.theme();
    let rules = app.game().rules();
    let parts: Vec<message::Part> = if let Some(hint) = app.hint() {
        let best = hint.choices.first();
        let mut parts: Vec<message::Part> = best
            .map(|best| {
                let text = format!(
                    "Hint: {} (expected final score {:.1})",
                    review::describe(rules, &best.choice),
                    best.expected_final
                );
                (text, theme.hint)
            })
            .into_iter()
            .collect();
        let top = best.map_or(0.0, |c| c.expected_final);
        let others: Vec<String> = hint
            .choices
            .iter()
            .skip(1)
            .map(|c| {
                let cost = top - c.expected_final;
                format!("{} -{cost:.2}", review::describe(rules, &c.choice))
            })
            .collect();
        if !others.is_empty() {
            parts.push((format!("Next best: {}", others.join(" · ")), theme.status));
        }
        parts
    } else {
        let guidance = app.guidance();
        let (text, style) = match app.status() {
            Some(Status::Warning(message)) => (message.as_str(), theme.warning),
            Some(Status::Info(message)) => (message.as_str(), theme.status),
            None => (&*guidance, theme.status),
        };
        // Messages carry players' names and file paths: shown sanitised, like every name.
        vec![(text::sanitize(text), style)]
    };
    let keys = app.keys();
    let footer = message::footer(theme, &keymap::footer(keys));
    message::render(theme, &parts, footer, (board.status, board.keys), buf);
}
