//! The help: every key of the game (from the keymap) beside a summary of the rules. Any key
//! closes it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Margin, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::rules::RuleSet;
use crate::tui::keymap::{self, Action};
use crate::tui::layout::BoardLayout;
use crate::tui::theme::Theme;
use crate::tui::widgets::popup;

/// Any key closes the help (Ctrl-C still quits, Ctrl-Z still suspends).
pub fn closes(action: Action) -> bool {
    !matches!(action, Action::QuitNow | Action::Suspend)
}

/// The rules summary of `rules`: `(is_heading, text)`, each line at most 31 characters so the
/// help fits the smallest board. Yacht and Yahtzee share their card and differ in what a
/// second five of a kind does; Forced Yatzy is Scandinavian Yatzy filled in order.
fn help_rules(rules: RuleSet) -> Vec<(bool, &'static str)> {
    let which_box = if rules.in_order() {
        [
            "dice between rolls. Fill boxes",
            "in order, Ones first; misfit 0.",
        ]
    } else {
        [
            "dice between rolls. Fill each",
            "box once: a misfit scores 0.",
        ]
    };
    let mut lines = vec![(false, "Up to 3 rolls a turn; hold any")];
    lines.extend(which_box.map(|line| (false, line)));
    lines.extend([
        (true, "Left Section"),
        (false, " Ones..Sixes   sum of that face"),
    ]);
    let (five, more) = match rules {
        RuleSet::Yatzy | RuleSet::Forced => {
            lines.extend([
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
            ]);
            return lines;
        }
        RuleSet::Yacht => (
            " Yacht         5 alike: 50",
            [
                "A Yacht fills an open Yacht box",
                "first; later ones +100 (if 50).",
            ],
        ),
        RuleSet::Yahtzee => (
            " Yahtzee       5 alike: 50",
            [
                "More Yahtzees: +100 (if 50);",
                "Joker: numbers, lower, then 0.",
            ],
        ),
    };
    lines.extend([
        (false, " Bonus 35      at 63 or more"),
        (true, "Right Section"),
        (false, " 3/4 of a Kind sum of all dice"),
        (false, " Full House    3 + 2 alike: 25"),
        (false, " Sm. Straight  4 in a row: 30"),
        (false, " Lg. Straight  5 in a row: 40"),
        (false, five),
        (false, " Chance        the sum"),
    ]);
    lines.extend(more.map(|line| (false, line)));
    lines
}

/// The keys' heading, their 16 lines and the border.
const HEIGHT: u16 = 19;

/// The help over the board laid out as `layout`, for `rules`; `solver_progress` is `None`
/// once hints work.
pub fn render(
    theme: &Theme,
    rule_set: RuleSet,
    solver_progress: Option<f64>,
    layout: &BoardLayout,
    buf: &mut Buffer,
) {
    // Lined up with the card, edge on edge, and as tall as the keys need (at most the rows
    // from under the header to the card's foot).
    let card = layout.left_panel.union(layout.right_panel);
    let height = card
        .bottom()
        .saturating_sub(layout.header.bottom())
        .min(HEIGHT);
    let popup = Rect::new(card.x, card.bottom() - height, card.width, height);
    Clear.render(popup, buf);
    let block = popup::block(theme, " Help · any key closes ");
    let inner = block.inner(popup);
    block.render(popup, buf);
    let [keys_area, rules_area] = Layout::horizontal([Constraint::Length(34), Constraint::Fill(1)])
        .spacing(1)
        .areas(inner.inner(Margin::new(1, 0)));

    // The keymap's lines; the hint's says whether the solver is ready yet.
    let progress = format!(
        "hint (solver at {:.0}%)",
        solver_progress.unwrap_or(1.0) * 100.0
    );
    let mut keys = vec![Line::styled("Keys", theme.panel_title)];
    keys.extend(keymap::help_lines().into_iter().map(|(key, action)| {
        let action = if action.starts_with("hint") && solver_progress.is_some() {
            progress.as_str()
        } else {
            action
        };
        Line::from(vec![
            Span::styled(format!("{key:<8}"), theme.key),
            Span::raw(action),
        ])
    }));
    Paragraph::new(keys).render(keys_area, buf);

    let mut rules = vec![Line::styled(
        format!("Rules · {}", rule_set.name()),
        theme.panel_title,
    )];
    rules.extend(help_rules(rule_set).into_iter().map(|(heading, text)| {
        Line::styled(
            text,
            if heading {
                theme.panel_title
            } else {
                Style::new()
            },
        )
    }));
    Paragraph::new(rules).render(rules_area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_summary_fits_beside_the_keys_at_the_smallest_size() {
        for rules in RuleSet::ALL {
            let lines = help_rules(rules);
            // The keys' column has 17 rows; the rules' heading takes one.
            assert_eq!(lines.len(), 15, "{rules}");
            for (_, text) in lines {
                assert!(text.chars().count() <= 31, "{rules}: {text}");
            }
        }
        let yahtzee = help_rules(RuleSet::Yahtzee);
        assert_eq!(yahtzee[12], (false, " Chance        the sum"));
        assert_eq!(yahtzee[14], (false, "Joker: numbers, lower, then 0."));
        let forced = help_rules(RuleSet::Forced);
        assert_eq!(forced[2], (false, "in order, Ones first; misfit 0."));
        assert_eq!(forced[3..], help_rules(RuleSet::Yatzy)[3..]);
    }
}
