//! The line under the card: everyone's total, and the chances when shown (alone, the chance
//! to beat one's best and to reach the game's round number; at a table, a bar and a share per
//! player for their chance to win, and the chance of a tie for first).

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::view::GoalAim;
use crate::view::{BoardView, LiveChances};
use crate::widgets::{card, headings};
use yatzy_core::chances::{self, Chances, Prospects};
use yatzy_core::solver::TableChances;
use yatzy_core::text;
use yatzy_i18n::t;

/// A bar's widths, widest first: the line takes the widest its width allows.
const BAR_WIDTHS: [usize; 4] = [8, 5, 3, 0];

/// Everyone's total on one line, the current player's highlighted; names are cut (and kept
/// apart) only when the whole line would not fit, after the bars are narrowed.
pub(crate) fn render(view: &BoardView, area: Rect, buf: &mut Buffer) {
    let line = if view.table.is_solitaire() {
        alone(view, usize::from(area.width))
    } else {
        table(view, usize::from(area.width))
    };
    line.alignment(Alignment::Center).render(area, buf);
}

fn alone(view: &BoardView, width: usize) -> Line<'static> {
    let theme = view.theme;
    let total = t!("total-points", total = view.table.game().card().total());
    let mut spans = vec![Span::styled(total, theme.total)];
    let Some(live) = &view.chances else {
        return Line::from(spans);
    };
    let said: Vec<String> = match live.known {
        Some(Chances::Alone(prospects)) => prospects_said(prospects, live.goal),
        _ => vec![t!("chances-computing")],
    };
    let style = chance_style(view, live);
    // As many of the parts as fit, in order.
    let mut used = text::width(&spans[0].content);
    for part in said {
        let needed = 3 + text::width(&part);
        if used + needed > width {
            break;
        }
        used += needed;
        spans.push(Span::raw(" · "));
        spans.push(Span::styled(part, style));
    }
    Line::from(spans)
}

/// The prospects under play for points; playing for a goal, its chance when playing for it
/// beside the same target's, or first on its own when the prospects have no such target.
fn prospects_said(prospects: &Prospects, goal: Option<(GoalAim, f64)>) -> Vec<String> {
    let playing = |chance: f64| t!("chances-playing-for-it", chance = alone_percent(chance));
    let mut reach = t!(
        "chances-reach",
        score = prospects.reach.score,
        chance = alone_percent(prospects.reach.chance)
    );
    let mut beat_best = prospects.beat_best.map(|best| {
        t!(
            "chances-beat-best",
            best = best.score,
            chance = alone_percent(best.chance)
        )
    });
    let mut own = None;
    match goal {
        Some((GoalAim::Beat(best), chance))
            if prospects.beat_best.is_some_and(|b| b.score == best) =>
        {
            if let Some(said) = &mut beat_best {
                said.push_str(&format!(" ({})", playing(chance)));
            }
        }
        Some((GoalAim::Reach(target), chance)) if prospects.reach.score == target => {
            reach.push_str(&format!(" ({})", playing(chance)));
        }
        Some((aim, chance)) => {
            // Named as the goal setting names it ("reach 140").
            let goal = match aim {
                GoalAim::Reach(target) => t!("goal-reach", target = target),
                other => crate::words::goal::aim(other),
            };
            own = Some(t!(
                "chances-goal-playing-for-it",
                goal = goal,
                chance = alone_percent(chance)
            ));
        }
        None => {}
    }
    own.into_iter().chain(beat_best).chain([reach]).collect()
}

fn chance_style(view: &BoardView, live: &LiveChances) -> Style {
    if live.stale {
        view.theme.preview
    } else {
        view.theme.total
    }
}

/// One player's part of the line.
struct Part {
    total: u16,
    win: Option<f64>,
}

fn table(view: &BoardView, width: usize) -> Line<'static> {
    // Never a lone player's "You" here: a table has several.
    let names = card::card_names(view);
    let known: Option<&TableChances> = view.chances.as_ref().and_then(|live| match live.known {
        Some(Chances::Table(chances)) if chances.players.len() == names.len() => Some(chances),
        _ => None,
    });
    let parts: Vec<Part> = view
        .table
        .seats()
        .iter()
        .enumerate()
        .map(|(index, seat)| Part {
            total: seat.game.card().total(),
            win: known.map(|c| c.players[index].win),
        })
        .collect();
    // After the players: the chance of a tie, or that the chances are being computed.
    let suffix = match (&view.chances, known) {
        (None, _) => None,
        // No tie is said where none can happen.
        (Some(_), Some(chances)) => chances::possible(chances.tie)
            .then(|| t!("chances-tie", chance = whole_percent(chances.tie))),
        (Some(_), None) => Some(t!("chances-computing")),
    };
    let label = format!("{} ", t!("total"));
    let line_width = |shown: &[String], bar: usize, with_suffix: bool| {
        let suffix = suffix.as_deref().filter(|_| with_suffix);
        table_width(&label, shown, &parts, bar, suffix)
    };
    // Whole names first, then narrower bars, then the suffix dropped, and only then names cut:
    // first as the card's headings cut them, so that a player (two bots "Bot" and "Bot 2", the
    // card's "Bot" and "Bo2") is called the same above and below; narrower only where even
    // those do not fit. The names are cut once per width tried, not once per bar and suffix.
    let card_names = card::heading_names(view);
    let card_longest = card_names.iter().map(|n| text::width(n)).max().unwrap_or(1);
    let narrower = (1..card_longest)
        .rev()
        .map(|columns| headings::all_within(&names, columns));
    let (shown, bar, with_suffix) = [names.clone(), card_names]
        .into_iter()
        .chain(narrower)
        .find_map(|shown| {
            let (bar, with_suffix) = BAR_WIDTHS
                .iter()
                .flat_map(|&bar| [(bar, true), (bar, false)])
                .find(|&(bar, with_suffix)| line_width(&shown, bar, with_suffix) <= width)?;
            Some((shown, bar, with_suffix))
        })
        .unwrap_or_else(|| (headings::all_within(&names, 1), 0, false));
    let suffix = suffix.filter(|_| with_suffix);
    table_line(view, label, &shown, &parts, bar, suffix)
}

/// How wide the table's line is with these names, bars `bar` cells wide and the suffix, if
/// any.
fn table_width(
    label: &str,
    shown: &[String],
    parts: &[Part],
    bar: usize,
    suffix: Option<&str>,
) -> usize {
    let players: usize = shown
        .iter()
        .zip(parts)
        .map(|(name, part)| {
            let chance = part.win.map_or(0, |w| {
                let bar = if bar > 0 { bar + 1 } else { 0 };
                bar + 1 + whole_percent(w).len()
            });
            text::width(name) + 1 + part.total.to_string().len() + chance
        })
        .sum();
    let separators = 3 * shown.len().saturating_sub(1);
    let suffix = suffix.map_or(0, |said| 3 + text::width(said));
    text::width(label) + players + separators + suffix
}

/// The table's line: each player's name and total (the current player's highlighted), with
/// their chance to win as a bar `bar` cells wide and a share, then the suffix.
fn table_line(
    view: &BoardView,
    label: String,
    shown: &[String],
    parts: &[Part],
    bar: usize,
    suffix: Option<String>,
) -> Line<'static> {
    let theme = view.theme;
    let table = view.table;
    let chance_style = view
        .chances
        .as_ref()
        .map_or(theme.total, |live| chance_style(view, live));
    let mut spans = vec![Span::styled(label, theme.total)];
    for (index, (name, part)) in shown.iter().zip(parts).enumerate() {
        if index > 0 {
            spans.push(Span::raw(" · "));
        }
        let style = if index == table.current() && !table.is_over() {
            theme.current_column
        } else {
            theme.total
        };
        spans.push(Span::styled(format!("{name} {}", part.total), style));
        if let Some(win) = part.win {
            if bar > 0 {
                spans.push(Span::raw(" "));
                let (filled, track) = bar_cells(win, bar);
                spans.push(Span::styled(filled, theme.sum));
                spans.push(Span::styled(track, theme.preview));
            }
            spans.push(Span::styled(
                format!(" {}", whole_percent(win)),
                chance_style,
            ));
        }
    }
    if let Some(said) = suffix {
        spans.push(Span::raw(" · "));
        spans.push(Span::styled(said, chance_style));
    }
    Line::from(spans)
}

/// A share in whole percent, never rounded to a certainty it is not, nor rounding noise
/// shown as a chance: "0%" for what cannot happen, "<1%" for what can but rounds to 0,
/// "100%" for what will happen, ">99%" for what rounds to 100 but may not happen (within
/// [`chances::NOISE`] of 0 or 1 is no chance, or certain).
pub fn whole_percent(share: f64) -> String {
    if !chances::possible(share) {
        return "0%".into();
    }
    if chances::certain(share) {
        return "100%".into();
    }
    let percent = (share * 100.0).round();
    if percent < 1.0 {
        "<1%".into()
    } else if percent > 99.0 {
        ">99%".into()
    } else {
        format!("{percent:.0}%")
    }
}

/// A lone player's chance, to a tenth of a percent, worded as every goal chance is (see
/// [`crate::words::goal::percent`]).
fn alone_percent(share: f64) -> String {
    crate::words::goal::percent(share)
}

/// A bar of `width` cells filled to `share`, in eighths of a cell: the filled part, then the
/// empty track.
pub(crate) fn bar_cells(share: f64, width: usize) -> (String, String) {
    const EIGHTHS: [char; 8] = [' ', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
    let eighths = (share.clamp(0.0, 1.0) * (width * 8) as f64).round() as usize;
    let (full, part) = (eighths / 8, eighths % 8);
    let mut filled = "█".repeat(full);
    let mut used = full;
    if part > 0 {
        filled.push(EIGHTHS[part]);
        used += 1;
    }
    (filled, "░".repeat(width - used.min(width)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_in_whole_percent_never_round_to_a_certainty() {
        assert_eq!(whole_percent(0.0), "0%");
        assert_eq!(whole_percent(0.004), "<1%");
        assert_eq!(whole_percent(0.414), "41%");
        assert_eq!(whole_percent(0.996), ">99%");
        assert_eq!(whole_percent(1.0), "100%");
    }

    #[test]
    fn rounding_noise_is_no_chance_and_no_doubt() {
        // Nothing, or noise: no chance at all.
        assert_eq!(whole_percent(-1e-17), "0%");
        assert_eq!(whole_percent(1e-15), "0%");
        assert_eq!(whole_percent(1e-12), "0%");
        // Anything beyond the noise can happen.
        assert_eq!(whole_percent(2e-12), "<1%");
        assert_eq!(whole_percent(1e-6), "<1%");
        assert_eq!(whole_percent(0.0049), "<1%");
        assert_eq!(whole_percent(0.0051), "1%");
        assert_eq!(whole_percent(0.99), "99%");
        assert_eq!(whole_percent(0.9951), ">99%");
        assert_eq!(whole_percent(1.0 - 1e-6), ">99%");
        assert_eq!(whole_percent(1.0 - 2e-12), ">99%");
        // Within the noise of 1, or above it: certain.
        assert_eq!(whole_percent(1.0 - 1e-12), "100%");
        assert_eq!(whole_percent(1.0 - 1e-15), "100%");
        assert_eq!(whole_percent(1.0 + 1e-15), "100%");
    }

    #[test]
    fn a_lone_player_s_certainty_is_said_whole() {
        yatzy_i18n::set(yatzy_i18n::Language::English);
        assert_eq!(alone_percent(1.0 - 1e-15), "100.0%");
        assert_eq!(alone_percent(1e-15), "0.0%");
        // Possible, however unlikely: never "0.0%".
        assert_eq!(alone_percent(1e-6), "<0.1%");
        assert_eq!(alone_percent(0.0004), "<0.1%");
        assert_eq!(alone_percent(0.0006), "0.1%");
        assert_eq!(alone_percent(0.9995), "99.9%");
        // Nearly certain, not quite: never "100.0%", and not the 99.9% of a lesser chance.
        assert_eq!(alone_percent(0.9996), ">99.9%");
        assert_eq!(alone_percent(1.0 - 1e-6), ">99.9%");
    }

    #[test]
    fn bars_fill_in_eighths() {
        assert_eq!(bar_cells(0.0, 4), (String::new(), "░░░░".into()));
        assert_eq!(bar_cells(0.5, 4), ("██".into(), "░░".into()));
        // 0.3 of 32 eighths is 9.6, so 10 eighths: one cell and a quarter.
        assert_eq!(bar_cells(0.3, 4), ("█▎".into(), "░░".into()));
        assert_eq!(bar_cells(1.0, 4), ("████".into(), String::new()));
    }
}
