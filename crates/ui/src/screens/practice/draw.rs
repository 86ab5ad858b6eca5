//! Drawing practice: a position on the board as in the game (the verdict on the message line,
//! the best choice starred), the summary, and the wait for the solver.

use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::{Leave, Position, PracticeScreen, Stage, Verdict};
use crate::keymap::{self, Keys};
use crate::layout::BoardLayout;
use crate::theme::Theme;
use crate::view::{BoardView, Hint, Status};
use crate::widgets::{card, message, popup};
use yatzy_core::practice::{Grade, INTERVALS, Source};
use yatzy_i18n::{self as i18n, t};

/// Sessions shown in the summary's proficiency list.
const HISTORY_SHOWN: usize = 6;

/// The screen over `area`; `solver_progress` (0..=1) is how far the table has got.
pub fn render(
    screen: &PracticeScreen,
    theme: &Theme,
    solver_progress: f64,
    area: Rect,
    buf: &mut Buffer,
) {
    match &screen.stage {
        Stage::Position(position) => render_position(screen, position, theme, area, buf),
        Stage::Waiting => {
            let lines = vec![
                Line::from(""),
                Line::from(t!(
                    "practice-waiting",
                    percent = format!("{:.0}", solver_progress * 100.0)
                )),
            ];
            render_panel(screen, theme, lines, area, buf);
        }
        Stage::Summary => render_panel(screen, theme, summary_lines(screen, theme), area, buf),
    }
}

fn render_position(
    screen: &PracticeScreen,
    position: &Position,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let names = [String::new()];
    let wanted = card::wanted_inner_width(&names);
    let layout = BoardLayout::for_table(area, screen.rules, 1, wanted);
    // The best choice, for the board to star: the dice to keep or the box to score.
    let dice = position.table.game().dice();
    let hint = position
        .verdict
        .as_ref()
        .map(|verdict| Hint::of(vec![verdict.graded.best.clone()], dice.as_ref()));
    let status = screen.refusal.clone().map(Status::Warning);
    let view = BoardView {
        table: &position.table,
        theme,
        layout,
        die_cursor: position.die_cursor,
        box_cursor: position.box_cursor,
        hint: hint.as_ref(),
        status: status.as_ref(),
        guidance: guidance(position).into(),
        keys: screen.keys(),
        solver_progress: 1.0,
        solver_ready: true,
        coach: false,
        recorded: None,
        points_lost: None,
        standing: None,
        personal_best: None,
        chances: None,
        guard: None,
        celebration: None,
        header_note: Some(t!(
            "header-practice",
            number = position.number,
            count = screen.planned
        )),
        verdict: position
            .verdict
            .as_ref()
            .filter(|_| screen.refusal.is_none())
            .map(|verdict| verdict_parts(screen, verdict, theme)),
    };
    super::board::render(&view, buf);
}

/// What to do, and where the position comes from.
fn guidance(position: &Position) -> String {
    let whence = match position.source {
        Source::Due => t!("practice-due"),
        Source::Mistake(lost) => t!("practice-mistake", lost = i18n::decimal(lost, 2)),
        Source::Optimal => t!("practice-optimal"),
    };
    let what = if position.table.game().rolls_left() == 0 {
        t!("practice-choose-box")
    } else {
        t!("practice-keep-or-score")
    };
    format!("{whence}: {what}")
}

/// The verdict: the grade, the best choice, and what the answer cost.
fn verdict_parts(
    screen: &PracticeScreen,
    verdict: &Verdict,
    theme: &Theme,
) -> Vec<(String, Style)> {
    let rules = screen.rules;
    let graded = &verdict.graded;
    let best = crate::words::choice(rules, &graded.best.choice);
    let yours = &verdict.said;
    let (text, style) = match graded.grade {
        Grade::Exact => (t!("practice-exact", answer = yours.clone()), theme.hint),
        grade => (
            t!(
                "practice-lost",
                grade = capitalised(&crate::words::grade(grade)),
                answer = yours.clone(),
                lost = i18n::decimal(graded.lost, 2),
                best = best
            ),
            if grade == Grade::Costly {
                theme.warning
            } else {
                theme.status
            },
        ),
    };
    vec![(text, style)]
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The session's grades, its answers, and the proficiency over time.
fn summary_lines(screen: &PracticeScreen, theme: &Theme) -> Vec<Line<'static>> {
    let record = &screen.record;
    let mut lines = vec![Line::from("")];
    let answered = record.answered();
    if answered == 0 {
        lines.push(Line::from(t!("practice-none")));
    } else {
        lines.extend(session_lines(screen, theme));
    }
    lines.extend(proficiency_lines(screen, theme));
    let next = screen.log.session_number(record.id) + u32::from(answered > 0);
    let due = screen.log.due(screen.rules, next).len();
    lines.push(Line::from(""));
    let waits: Vec<String> = INTERVALS[1..].iter().map(u32::to_string).collect();
    lines.push(Line::from(t!(
        "practice-schedule",
        waits = waits.join(", "),
        due = due
    )));
    lines
}

/// The session's grades and points lost, then each answer with its grade.
fn session_lines(screen: &PracticeScreen, theme: &Theme) -> Vec<Line<'static>> {
    let record = &screen.record;
    let counts: Vec<String> = Grade::ALL
        .iter()
        .zip(record.grades)
        .map(|(grade, count)| format!("{} {count}", crate::words::grade(*grade)))
        .collect();
    let session = t!(
        "practice-session",
        count = record.answered(),
        grades = counts.join(" · ")
    );
    let mean = t!(
        "practice-mean",
        mean = i18n::decimal(record.mean_lost().unwrap_or(0.0), 2),
        total = i18n::decimal(record.lost, 2)
    );
    let answers = screen.answered.iter().enumerate().map(|(number, verdict)| {
        let graded = &verdict.graded;
        let said = if graded.grade == Grade::Exact {
            verdict.said.clone()
        } else {
            t!(
                "practice-answer-lost",
                answer = verdict.said.clone(),
                lost = i18n::decimal(graded.lost, 2),
                best = crate::words::choice(screen.rules, &graded.best.choice)
            )
        };
        let line = format!(
            "{:>3}. {:<11} {said}",
            number + 1,
            crate::words::grade(graded.grade)
        );
        let style = if graded.grade == Grade::Costly {
            theme.warning
        } else {
            theme.status
        };
        Line::styled(line, style)
    });
    [Line::styled(session, theme.panel_title), Line::from(mean)]
        .into_iter()
        .chain(answers)
        .collect()
}

/// The last sessions' points lost per decision, this one marked, and the overall figure;
/// nothing before the first session.
fn proficiency_lines(screen: &PracticeScreen, theme: &Theme) -> Vec<Line<'static>> {
    let history: Vec<_> = screen.log.history(screen.rules).collect();
    if history.is_empty() {
        return Vec::new();
    }
    let row: Vec<String> = history[history.len().saturating_sub(HISTORY_SHOWN)..]
        .iter()
        .map(|session| {
            let this = if session.id == screen.record.id {
                format!(" ({})", t!("practice-now"))
            } else {
                String::new()
            };
            format!(
                "{} {}{this}",
                session.date.format("%m-%d"),
                i18n::decimal(session.mean_lost().unwrap_or(0.0), 2)
            )
        })
        .collect();
    let overall = screen.log.proficiency(screen.rules).map(|overall| {
        Line::from(t!(
            "practice-overall",
            count = history.len(),
            mean = i18n::decimal(overall, 2)
        ))
    });
    [
        Line::from(""),
        Line::styled(t!("practice-proficiency"), theme.panel_title),
        Line::from(row.join(" · ")),
    ]
    .into_iter()
    .chain(overall)
    .collect()
}

/// A bordered panel with the practice title, `lines`, and the footer.
fn render_panel(
    screen: &PracticeScreen,
    theme: &Theme,
    lines: Vec<Line>,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut footer = keymap::footer_ids(Keys::PracticeOver);
    if screen.stage == Stage::Waiting {
        footer.retain(|(_, id)| *id != "footer-practise-again");
    }
    let leave = match screen.leave {
        Leave::ToGame => "footer-back-to-the-game",
        Leave::Quit => "footer-quit",
    };
    let footer: Vec<(String, &str)> = footer
        .into_iter()
        .filter(|(keys, _)| screen.leave == Leave::ToGame || keys != "q")
        .map(|(keys, id)| {
            if id == "footer-leave" {
                (keys, leave)
            } else {
                (keys, id)
            }
        })
        .collect();
    // On the bottom border, between its corners.
    let room = usize::from(area.width.saturating_sub(2));
    let footer = message::fitted(keymap::translated(footer), room);
    let title = t!("practice-title", rules = i18n::rules_name(screen.rules));
    let block =
        popup::panel(theme, &title).title_bottom(message::footer(theme, &footer).centered());
    let inner = block.inner(area).inner(Margin::new(1, 0));
    block.render(area, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}
