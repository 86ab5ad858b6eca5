//! Drawing the app: `impl Widget for &App`, one small function per area of the board.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Flex, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Bar, BarChart, Block, BorderType, Clear, Paragraph, Widget, Wrap};

use super::app::{App, NamePrompt, Recorded, Screen, Setup, Status};
use super::dice_art::face_lines;
use super::layout::{self, BoardLayout, MIN_HEIGHT, MIN_WIDTH};
use super::table_card;

mod data;
use crate::game::Phase;
use crate::review::{self, Review};
use crate::rules::{Category, RuleSet, ScoreCard};
use crate::scores_report::Report;
use crate::solver::Choice;
use data::{render_alerts, render_resume};

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if !layout::fits(area) {
            render_too_small(area, buf);
            return;
        }
        render_screen(self, area, buf);
        if !self.alerts().is_empty() {
            render_alerts(self, area, buf);
        }
    }
}

fn render_screen(app: &App, area: Rect, buf: &mut Buffer) {
    {
        if let Screen::HighScores(report) = app.screen() {
            render_high_scores(app, report, area, buf);
            return;
        }
        if let (Screen::Review(scroll), Some(review)) = (app.screen(), app.review()) {
            render_review(app, review, *scroll, area, buf);
            return;
        }
        if let Screen::Setup(setup) = app.screen() {
            // A screen of its own: the next game's players, nothing of the last one around.
            render_setup(app, setup, area, buf);
            return;
        }
        let board = BoardLayout::with_seats(area, app.game().rules(), app.table().seats().len());
        render_header(app, board.header, buf);
        if app.game().is_over() {
            render_game_over(app, board.table, buf);
        } else {
            render_dice(app, &board, buf);
            render_roll_button(app, board.roll_button, buf);
        }
        render_card(app, &board, buf);
        render_total(app, board.total, buf);
        render_status(app, board.status, buf);
        render_keys(app, board.keys, buf);
        match app.screen() {
            Screen::Board | Screen::HighScores(_) | Screen::Review(_) | Screen::Setup(_) => {}
            Screen::Help => render_help(app, area, buf),
            Screen::NamePrompt(prompt) => render_name_prompt(app, prompt, area, buf),
            Screen::ConfirmScratch(category) => render_question(
                app,
                area,
                buf,
                " Scratch ",
                &format!(
                    "Scratch {} for 0? y/n",
                    app.game().rules().category_name(*category)
                ),
            ),
            Screen::ConfirmQuit => {
                render_question(app, area, buf, " Quit ", &app.quit_question());
            }
            Screen::Resume(cursor) => render_resume(app, *cursor, area, buf),
        }
    }
}

fn render_too_small(area: Rect, buf: &mut Buffer) {
    let text = format!(
        "Enlarge the window to at least {MIN_WIDTH}x{MIN_HEIGHT} (now {}x{}) · q quits, the game is kept",
        area.width, area.height
    );
    // As many lines as the text needs at this width: the notice is never cut.
    let needed = (text.chars().count() as u16).div_ceil(area.width.max(1)) + 1;
    let height = needed.min(area.height);
    let [middle] = Layout::vertical([Constraint::Length(height)])
        .flex(Flex::Center)
        .areas(area);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(middle, buf);
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
    // At a shared table, whose turn it is comes first.
    let progress = if app.table().is_solitaire() || app.table().is_over() {
        progress
    } else {
        format!(
            "{} · {progress}",
            crate::text::sanitize(&app.table().current_seat().name)
        )
    };
    let solver = match (app.strategy(), app.coach()) {
        (None, _) => format!("solver {:.0}% · ", app.solver_progress() * 100.0),
        (Some(_), true) => "coach · ".to_string(),
        (Some(_), false) => String::new(),
    };
    // The table's seed (the first seat's) reproduces every seat's dice.
    let seed = format!("{solver}seed {} ", app.table().seats()[0].game.seed());
    let full_title = format!(" YATZY · {}", game.rules().name());
    // Drop the rule set's long name before anything overlaps.
    let needed = full_title.chars().count() + 2 * progress.chars().count().max(seed.len()) + 2;
    // The rule set's name stays visible: its short form when space is tight.
    let title = if usize::from(area.width) >= needed {
        full_title
    } else {
        format!(" {}", game.rules().short_name())
    };
    let [left, middle, right] = Layout::horizontal([
        Constraint::Length(title.chars().count() as u16),
        Constraint::Fill(1),
        Constraint::Length(seed.chars().count() as u16),
    ])
    .spacing(1)
    .areas(area);
    Line::from(title).render(left, buf);
    Line::from(progress)
        .alignment(Alignment::Center)
        .render(middle, buf);
    Line::from(seed)
        .alignment(Alignment::Right)
        .render(right, buf);
}

fn render_dice(app: &App, board: &BoardLayout, buf: &mut Buffer) {
    let theme = app.theme();
    let held = app.game().held();
    for (index, &is_held) in held.iter().enumerate() {
        let face = app.game().dice().and_then(|d| d.get(index));
        let (border, style) = match (face, is_held) {
            (None, _) => (BorderType::Plain, theme.die_blank),
            (Some(_), true) => (BorderType::Double, theme.die_held),
            (Some(_), false) => (BorderType::Rounded, theme.die),
        };
        let lines: Vec<Line> = match face {
            Some(face) => face_lines(face).into_iter().map(Line::from).collect(),
            None => vec![Line::default(), Line::from("   ?   "), Line::default()],
        };
        Paragraph::new(lines)
            .style(style)
            .block(Block::bordered().border_type(border).border_style(style))
            .render(board.dice[index], buf);

        let number = index + 1;
        // A hint marks the dice it would hold with a star.
        let suggested = app
            .hint()
            .and_then(|h| h.held)
            .is_some_and(|held| held[index]);
        let star = if suggested { " ★" } else { "" };
        let label = if is_held {
            format!("{number} HELD{star}")
        } else {
            format!("{number}{star}")
        };
        let mut label_style = if is_held {
            theme.die_label_held
        } else {
            theme.die_label
        };
        let label = if app.die_cursor() == index {
            label_style = label_style.patch(theme.die_cursor);
            format!("›{label}‹")
        } else {
            label
        };
        Line::styled(label, label_style)
            .alignment(Alignment::Center)
            .render(board.labels[index], buf);
    }
}

fn render_roll_button(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let left = app.game().rolls_left();
    let (style, text) = if left > 0 {
        (
            theme.button,
            if left == 3 {
                "Roll all (r)"
            } else {
                "Roll (r)"
            },
        )
    } else {
        (theme.button_disabled, "No rolls")
    };
    let block = Block::bordered()
        .border_style(if left > 0 {
            theme.key
        } else {
            theme.button_disabled
        })
        .title_bottom(Line::from(format!(" {left} left ")).centered());
    let inner = block.inner(area);
    block.render(area, buf);
    buf.set_style(inner, style);
    Line::from(text)
        .alignment(Alignment::Center)
        .render(inner, buf);
}

fn render_game_over(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    if !app.table().is_solitaire() {
        let (headline, ranking) = table_card::standings_lines(app);
        let lines = vec![
            Line::styled(headline, theme.banner),
            Line::from(ranking),
            Line::from(match app.recorded() {
                Some(Recorded::Failed) => "Not recorded yet: n, q and the next start try again",
                Some(Recorded::Pending) => "Recording the scores…",
                _ => "Every player's score is recorded; bots keep statistics of their own",
            }),
            Line::styled("n: new game, v: review, s: high scores, q: quit", theme.key),
        ];
        render_banner(app, lines, 76, area, buf);
        return;
    }
    let card = app.game().card();
    let mut best: Vec<(Category, u16)> = app
        .game()
        .history()
        .iter()
        .map(|turn| (turn.category, turn.points))
        .collect();
    best.sort_by_key(|&(_, points)| std::cmp::Reverse(points));
    let best: Vec<String> = best
        .iter()
        .take(3)
        .map(|(c, p)| format!("{} {p}", app.game().rules().category_name(*c)))
        .collect();
    let progress = card.bonus_progress();
    let bonus = if progress.to_go == 0 {
        format!("Bonus reached: {} + {}", progress.sum, progress.points)
    } else {
        format!("Bonus missed by {}", progress.to_go)
    };
    let record = match app.recorded() {
        Some(Recorded::Saved { name, rank }) => {
            format!(" · #{rank} for {}", crate::text::sanitize(name))
        }
        Some(Recorded::Failed) => " · not recorded yet".to_string(),
        Some(Recorded::Pending) => " · recording…".to_string(),
        Some(Recorded::Table) => String::new(),
        None => String::new(),
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
        Line::styled("n: new game, v: review, s: high scores, q: quit", theme.key),
    ];
    render_banner(app, lines, 66, area, buf);
}

/// The game-over banner: `lines` centred in a double box at most `width` wide.
fn render_banner(app: &App, lines: Vec<Line>, width: u16, area: Rect, buf: &mut Buffer) {
    let [banner] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(area);
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(
            Block::bordered()
                .border_type(BorderType::Double)
                .border_style(app.theme().banner),
        )
        .render(banner, buf);
}

fn render_card(app: &App, board: &BoardLayout, buf: &mut Buffer) {
    if !app.table().is_solitaire() {
        table_card::render(app, board, buf);
        return;
    }
    let theme = app.theme();
    let card = app.game().card();
    for (panel, title) in [
        (board.left_panel, " Left Section "),
        (board.right_panel, " Right Section "),
    ] {
        Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(theme.panel_border)
            .title(Span::styled(title, theme.panel_title))
            .render(panel, buf);
    }
    for &(category, area) in &board.box_rows {
        render_box_row(app, category, area, buf);
    }
    render_bonus_row(app, card, board.bonus_row, buf);
    if let Some(area) = board.five_bonus_row {
        let name = app.game().rules().category_name(Category::Yatzy);
        let count = card.five_of_a_kind_bonuses();
        let (label, value) = match count {
            0 => (format!(" {name} bonus"), String::new()),
            n => (
                format!(" {name} bonus ×{n}"),
                card.five_of_a_kind_bonus_points().to_string(),
            ),
        };
        render_row(
            buf,
            area,
            (&label, theme.status),
            (value, theme.bonus_done),
            Style::new(),
        );
    }
    let left = card.left_sum() + card.bonus();
    let sums = [
        (board.left_sum_row, left),
        (
            board.right_sum_row,
            card.right_sum() + card.five_of_a_kind_bonus_points(),
        ),
    ];
    for (area, sum) in sums {
        render_row(
            buf,
            area,
            (" Sum", theme.sum),
            (sum.to_string(), theme.sum),
            Style::new(),
        );
    }
}

fn render_box_row(app: &App, category: Category, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let card = app.game().card();
    let value = match card.get(category) {
        Some(0) => ("—".to_string(), theme.scratched),
        Some(points) => (points.to_string(), theme.filled),
        None => match app.game().dice() {
            Some(dice) => match (card.placement(category, &dice), card.bonus_earned_by(&dice)) {
                // Parentheses mark a preview as tentative even where dim text is not shown;
                // a Yacht bonus the move would earn shows beside the box's own points.
                (Ok(points), 0) => (format!("({points})"), theme.preview),
                (Ok(points), bonus) => (format!("({points}+{bonus})"), theme.preview),
                (Err(_), _) => (String::new(), theme.preview),
            },
            None => (String::new(), theme.preview),
        },
    };
    let selected = app.box_cursor() == Some(category) && !app.game().is_over();
    let row_style = if selected {
        theme.cursor_row
    } else {
        Style::new()
    };
    let suggested = app
        .hint()
        .and_then(|h| h.choices.first())
        .is_some_and(|best| best.choice == Choice::Score(category));
    let marker = if suggested {
        "★"
    } else if selected {
        "›"
    } else {
        " "
    };
    let name = format!("{marker}{}", app.game().rules().category_name(category));
    render_row(buf, area, (&name, theme.box_name), value, row_style);
}

fn render_bonus_row(app: &App, card: &ScoreCard, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let progress = card.bonus_progress();
    let (name, value) = if progress.to_go == 0 {
        (
            format!("Bonus {}", progress.points),
            (progress.points.to_string(), theme.bonus_done),
        )
    } else if progress.reachable {
        let name = format!(
            "Bonus {}: {}/{}, {} to go",
            progress.points, progress.sum, progress.threshold, progress.to_go
        );
        (name, (String::new(), theme.status))
    } else {
        let name = format!(
            "Bonus {}: {}/{}, missed",
            progress.points, progress.sum, progress.threshold
        );
        (name, ("—".to_string(), theme.scratched))
    };
    render_row(
        buf,
        area,
        (&format!(" {name}"), theme.status),
        value,
        Style::new(),
    );
}

/// A card row: the name on the left, the value right-aligned, the whole row in `row_style`
/// (applied last, so the cursor's reverse video covers the whole row).
fn render_row(
    buf: &mut Buffer,
    area: Rect,
    (name, name_style): (&str, Style),
    (value, value_style): (String, Style),
    row_style: Style,
) {
    Line::from(Span::styled(name, name_style)).render(area, buf);
    Line::from(Span::styled(format!("{value} "), value_style))
        .alignment(Alignment::Right)
        .render(area, buf);
    buf.set_style(area, row_style);
}

fn render_total(app: &App, area: Rect, buf: &mut Buffer) {
    if !app.table().is_solitaire() {
        table_card::render_totals(app, area, buf);
        return;
    }
    let theme = app.theme();
    Line::styled(format!("Total {}", app.game().card().total()), theme.total)
        .alignment(Alignment::Center)
        .render(area, buf);
}

fn render_status(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    if let Some(best) = app.hint().and_then(|h| h.choices.first()) {
        let text = format!(
            " Hint: {} (expected final score {:.1})",
            review::describe(app.game().rules(), &best.choice),
            best.expected_final
        );
        Line::styled(text, theme.hint).render(area, buf);
        return;
    }
    let (text, style) = match app.status() {
        Some(Status::Warning(message)) => (message.as_str(), theme.warning),
        Some(Status::Info(message)) => (message.as_str(), theme.status),
        None => (app.guidance(), theme.status),
    };
    // Messages carry players' names and file paths: shown sanitised, like every name.
    let text = crate::text::sanitize(text);
    Line::styled(format!(" {text}"), style).render(area, buf);
}

fn render_keys(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    if let Some(hint) = app.hint() {
        let best = hint.choices.first().map_or(0.0, |c| c.expected_final);
        let others: Vec<String> = hint
            .choices
            .iter()
            .skip(1)
            .map(|c| {
                format!(
                    "{} -{:.2}",
                    review::describe(app.game().rules(), &c.choice),
                    best - c.expected_final
                )
            })
            .collect();
        Line::styled(format!(" Next best: {}", others.join(" · ")), theme.status).render(area, buf);
        return;
    }
    let keys: &[(&str, &str)] = if let Screen::NamePrompt(_) = app.screen() {
        &[
            ("enter", "record"),
            ("backspace", "edit"),
            ("esc", "record the offered name"),
        ]
    } else if app.game().is_over() {
        &[
            ("n", "new game"),
            ("p", "players"),
            ("v", "review"),
            ("s", "scores"),
            ("?", "help"),
            ("q", "quit"),
        ]
    } else {
        &[
            ("r", "roll"),
            ("1-5", "hold"),
            ("↑↓⏎", "score"),
            ("t", "hint"),
            ("s", "scores"),
            ("?", "help"),
            ("q", "quit"),
        ]
    };
    let mut spans = vec![Span::raw(" ")];
    for (key, action) in keys {
        spans.push(Span::styled(*key, theme.key));
        spans.push(Span::styled(format!(" {action}  "), theme.key_help));
    }
    Line::from(spans).render(area, buf);
}

/// A box of `width` x `height` centred in `area`, clipped to it.
fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] = Layout::vertical([Constraint::Length(height.min(area.height))])
        .flex(Flex::Center)
        .areas(area);
    let [cell] = Layout::horizontal([Constraint::Length(width.min(area.width))])
        .flex(Flex::Center)
        .areas(row);
    cell
}

fn popup_block<'a>(app: &App, title: &'a str) -> Block<'a> {
    Block::bordered()
        .border_type(BorderType::Double)
        .border_style(app.theme().popup_border)
        .title(Line::from(title).centered())
        .style(app.theme().popup)
}

fn render_question(app: &App, area: Rect, buf: &mut Buffer, title: &str, question: &str) {
    // As wide as the question and the screen allow; a long question wraps, never cut.
    let length = question.chars().count() as u16;
    let width = (length + 8).clamp(30, area.width.saturating_sub(2).max(30));
    let inner = width.saturating_sub(4).max(1);
    let height = length.div_ceil(inner) + 4;
    let popup = centered(area, width, height);
    Clear.render(popup, buf);
    let text = Text::from(vec![
        Line::default(),
        Line::styled(question, app.theme().warning),
    ]);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .block(popup_block(app, title).padding(ratatui::widgets::Padding::horizontal(1)))
        .render(popup, buf);
}

const HELP_KEYS: [(&str, &str); 14] = [
    ("r", "roll the dice not held"),
    ("1-5", "hold or release a die"),
    ("← → h l", "move the die cursor"),
    ("Space", "hold the die at the cursor"),
    ("↑ ↓ k j", "move over the open boxes"),
    ("Enter", "score the chosen box"),
    ("Mouse", "click a die, a box, Roll"),
    ("c", "coach: flag costly moves"),
    ("v", "review, once it is over"),
    ("s", "high scores and statistics"),
    ("?", "this help"),
    ("q Esc", "quit (^C now, ^Z suspend)"),
    ("p", "players: hot-seat and bots"),
    ("n", "new game, once it is over"),
];

/// The rules summary of each rule set: `(is_heading, text)`, each line at most 31 characters
/// so the help fits the smallest board.
const HELP_RULES_YATZY: [(bool, &str); 15] = [
    (false, "Up to 3 rolls a turn; hold any"),
    (false, "dice between rolls. Fill each"),
    (false, "box once: a misfit scores 0."),
    (true, "Left Section"),
    (false, " Ones..Sixes   sum of that face"),
    (false, " Bonus 50      at 63 or more"),
    (true, "Right Section"),
    (false, " One Pair      the highest pair"),
    (false, " Two Pairs     two different"),
    (false, " 3/4 of a Kind 3 or 4 alike"),
    (false, " Small Str.    1-2-3-4-5: 15"),
    (false, " Large Str.    2-3-4-5-6: 20"),
    (false, " Full House    3 + 2 alike: sum"),
    (false, " Chance        the sum"),
    (false, " Yatzy         5 alike: 50"),
];

const HELP_RULES_YACHT: [(bool, &str); 15] = [
    (false, "Up to 3 rolls a turn; hold any"),
    (false, "dice between rolls. Fill each"),
    (false, "box once: a misfit scores 0."),
    (true, "Left Section"),
    (false, " Ones..Sixes   sum of that face"),
    (false, " Bonus 35      at 63 or more"),
    (true, "Right Section"),
    (false, " 3/4 of a Kind sum of all dice"),
    (false, " Full House    3 + 2 alike: 25"),
    (false, " Sm. Straight  4 in a row: 30"),
    (false, " Lg. Straight  5 in a row: 40"),
    (false, " Yacht         5 alike: 50"),
    (false, " Chance        the sum"),
    (false, "A Yacht fills an open Yacht box"),
    (false, "first; later ones +100 (if 50)."),
];

const HELP_RULES_YAHTZEE: [(bool, &str); 15] = [
    (false, "Up to 3 rolls a turn; hold any"),
    (false, "dice between rolls. Fill each"),
    (false, "box once: a misfit scores 0."),
    (true, "Left Section"),
    (false, " Ones..Sixes   sum of that face"),
    (false, " Bonus 35      at 63 or more"),
    (true, "Right Section"),
    (false, " 3/4 of a Kind sum of all dice"),
    (false, " Full House    3 + 2 alike: 25"),
    (false, " Sm. Straight  4 in a row: 30"),
    (false, " Lg. Straight  5 in a row: 40"),
    (false, " Yahtzee       5 alike: 50"),
    (false, " Chance        the sum"),
    (false, "More Yahtzees: +100 (if 50);"),
    (false, "Joker: numbers, lower, then 0."),
];

fn help_rules(rules: RuleSet) -> &'static [(bool, &'static str)] {
    match rules {
        RuleSet::Yatzy => &HELP_RULES_YATZY,
        RuleSet::Yacht => &HELP_RULES_YACHT,
        RuleSet::Yahtzee => &HELP_RULES_YAHTZEE,
    }
}

fn render_help(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let popup = centered(area, 78, 20);
    Clear.render(popup, buf);
    let block = popup_block(app, " Help · any key closes ");
    let inner = block.inner(popup);
    block.render(popup, buf);
    let [keys_area, rules_area] = Layout::horizontal([Constraint::Length(34), Constraint::Fill(1)])
        .spacing(1)
        .areas(inner.inner(ratatui::layout::Margin::new(1, 1)));

    let hint = match app.strategy() {
        Some(_) => "hint: the best move now".to_string(),
        None => format!("hint (solver at {:.0}%)", app.solver_progress() * 100.0),
    };
    let dynamic = [("t", hint.as_str())];
    let mut keys = vec![Line::styled("Keys", theme.panel_title)];
    keys.extend(HELP_KEYS.iter().chain(&dynamic).map(|(key, action)| {
        Line::from(vec![
            Span::styled(format!("{key:<8}"), theme.key),
            Span::raw(*action),
        ])
    }));
    Paragraph::new(keys).render(keys_area, buf);

    let mut rules = vec![Line::styled(
        format!("Rules · {}", app.game().rules().name()),
        theme.panel_title,
    )];
    rules.extend(
        help_rules(app.game().rules())
            .iter()
            .map(|&(heading, text)| {
                Line::styled(
                    text,
                    if heading {
                        theme.panel_title
                    } else {
                        Style::new()
                    },
                )
            }),
    );
    Paragraph::new(rules).render(rules_area, buf);
}

fn render_name_prompt(app: &App, prompt: &NamePrompt, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let popup = centered(area, 52, 9);
    Clear.render(popup, buf);
    let total = app.game().card().total();
    let rank = match prompt.rank {
        Some(rank) => format!("Total {total} · rank #{rank}"),
        None => format!("Total {total}"),
    };
    let lines = vec![
        Line::default(),
        Line::styled(rank, theme.banner),
        Line::default(),
        Line::from(vec![
            Span::raw("Name: "),
            Span::styled(name_with_caret(prompt), theme.filled),
        ]),
        Line::default(),
        Line::styled(
            format!(
                "Enter: record · Esc: record as {}",
                crate::text::sanitize(&prompt.prefilled)
            ),
            theme.key_help,
        ),
    ];
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(popup_block(app, " Game over "))
        .render(popup, buf);
}

/// The name being typed with the caret where typing goes; each side sanitised on its own, so
/// the caret stays between the letters it was between.
fn name_with_caret(prompt: &NamePrompt) -> String {
    let before: String = prompt.name.chars().take(prompt.cursor).collect();
    let after: String = prompt.name.chars().skip(prompt.cursor).collect();
    let mut shown = crate::text::sanitize(&before);
    shown.push('▏');
    shown.push_str(&crate::text::sanitize(&after));
    shown
}

fn render_high_scores(app: &App, report: &Report, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.panel_border)
        .title(Span::styled(
            format!(" {} ", report.title),
            theme.panel_title,
        ))
        .title_bottom(Line::from(" Esc: back to the game ").centered());
    let inner = block.inner(area);
    block.render(area, buf);
    let table_rows = report.table.len() as u16;
    let figure_rows = (report.figures.len() + report.bots.len()) as u16;
    let [table, _, figures, _, chart] = Layout::vertical([
        Constraint::Length(table_rows),
        Constraint::Length(1),
        Constraint::Length(figure_rows),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(inner);
    let mut lines: Vec<Line> = report
        .table
        .iter()
        .map(|row| Line::from(row.as_str()))
        .collect();
    if let Some(header) = lines.first_mut().filter(|_| !report.figures.is_empty()) {
        header.style = theme.panel_title;
    }
    Paragraph::new(lines).render(table, buf);
    Paragraph::new(
        report
            .figures
            .iter()
            .chain(&report.bots)
            .map(|row| Line::from(row.as_str()))
            .collect::<Vec<_>>(),
    )
    .render(figures, buf);
    if report.distribution.is_empty() || chart.height < 3 {
        return;
    }
    let count = report.distribution.len() as u16;
    let bar_width = (chart.width.saturating_sub(2) / count)
        .saturating_sub(1)
        .clamp(1, 5);
    let bars: Vec<Bar> = report
        .distribution
        .iter()
        .map(|bucket| Bar::with_label(bucket.from.to_string(), bucket.count as u64))
        .collect();
    // A handful of games does not fill the chart: the scale starts at ten games.
    let most = report
        .distribution
        .iter()
        .map(|b| b.count)
        .max()
        .unwrap_or(0);
    BarChart::vertical(bars)
        .max(most.max(crate::scores_report::SMALLEST_SCALE) as u64)
        .bar_width(bar_width)
        .bar_gap(1)
        .bar_style(theme.total)
        .value_style(theme.header)
        .block(Block::new().title(" Score distribution (games per 25 points) "))
        .render(chart, buf);
}

fn render_review(app: &App, review: &Review, scroll: usize, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.panel_border)
        .title(Span::styled(
            match app.reviewed_player() {
                Some(name) => format!(
                    " Review · {} · {:.2} expected points lost ",
                    crate::text::sanitize(name),
                    review.total_lost
                ),
                None => format!(
                    " Review · {:.2} expected points lost to optimal play ",
                    review.total_lost
                ),
            },
            theme.panel_title,
        ))
        .title_bottom(
            Line::from(if app.reviewable_players() > 1 {
                " ↑↓ PgUp PgDn scroll · Tab ←→: player · Esc: back "
            } else {
                " ↑↓ PgUp PgDn scroll · Esc: back "
            })
            .centered(),
        );
    let inner = block.inner(area);
    block.render(area, buf);
    let [header, rows] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(inner);
    // The played and best columns share what the fixed columns leave, so "Lost" always shows.
    let text_width = usize::from(inner.width.saturating_sub(31) / 2).clamp(8, 22);
    let cut = |text: &str| text.chars().take(text_width).collect::<String>();
    let line = |turn: &str, roll: &str, dice: &str, played: &str, best: &str, lost: &str| {
        format!(
            " {turn:>4} {roll:>4}  {dice:<9}  {:<text_width$} {:<text_width$} {lost:>6}",
            cut(played),
            cut(best)
        )
    };
    Line::styled(
        line("Turn", "Roll", "Dice", "Played", "Best", "Lost"),
        theme.panel_title,
    )
    .render(header, buf);
    let lines: Vec<Line> = review
        .decisions
        .iter()
        .skip(scroll)
        .take(usize::from(rows.height))
        .map(|d| {
            let lost = if d.lost == 0.0 {
                "—".to_string()
            } else {
                format!("{:.2}", d.lost)
            };
            let best = if d.lost == 0.0 {
                String::new()
            } else {
                d.best.clone()
            };
            let text = line(
                &d.turn.to_string(),
                &d.roll.to_string(),
                &d.dice,
                &d.played,
                &best,
                &lost,
            );
            let style = if d.lost > 1.0 {
                theme.warning
            } else {
                Style::new()
            };
            Line::styled(text, style)
        })
        .collect();
    Paragraph::new(lines).render(rows, buf);
}

fn render_setup(app: &App, setup: &Setup, area: Rect, buf: &mut Buffer) {
    let theme = app.theme();
    let popup = centered(area, 60, 16);
    Clear.render(popup, buf);
    let mut lines = vec![Line::default()];
    for (index, (name, kind)) in setup.players.iter().enumerate() {
        let selected = index == setup.cursor;
        let shown = match (&setup.editing, selected) {
            (Some(typing), true) => format!("{}▏", crate::text::sanitize(typing)),
            _ => crate::text::sanitize(name),
        };
        let text = format!(
            " {} {}. {} {:<8}",
            if selected { "›" } else { " " },
            index + 1,
            crate::text::pad(&shown, 26),
            kind.label()
        );
        lines.push(Line::styled(
            text,
            if selected {
                theme.cursor_row
            } else {
                Style::new()
            },
        ));
    }
    while lines.len() < 8 {
        lines.push(Line::default());
    }
    lines.push(Line::styled(
        " a: add a player · b: add a bot · e: add an easy bot",
        theme.key_help,
    ));
    lines.push(Line::styled(
        " d: remove · Enter: rename · [ ]: move up/down",
        theme.key_help,
    ));
    lines.push(Line::styled(" s: start the game · Esc: back", theme.key));
    Paragraph::new(lines)
        .block(popup_block(app, " Players · turn order "))
        .render(popup, buf);
}
