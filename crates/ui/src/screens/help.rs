//! The help: every key of the game (from the keymap) beside a summary of the rules. Any key
//! closes it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Margin, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::keymap::{self, Action};
use crate::layout::BoardLayout;
use crate::theme::Theme;
use crate::widgets::popup;
use yatzy_core::rules::{Category, RuleSet, Section};
use yatzy_i18n::{self as i18n, t};

/// Any key closes the help (Ctrl-C still quits, Ctrl-Z still suspends).
pub fn closes(action: Action) -> bool {
    !matches!(action, Action::QuitNow | Action::Suspend)
}

/// A summary row: a label (a box, mostly) and what it scores, in the two columns of the help.
fn row(label: String, what: String) -> (bool, String) {
    (false, format!(" {label:<13} {what}"))
}

/// The rules summary of `rules` in the current language: `(is_heading, text)`, each line at
/// most 31 characters so the help fits the smallest board. Yacht and Yahtzee share their card
/// and differ in what a second five of a kind does; Forced Yatzy is Scandinavian Yatzy filled
/// in order.
fn help_rules(rules: RuleSet) -> Vec<(bool, String)> {
    let name = |category| i18n::short_box_name(rules, category);
    let (second, third) = if rules.in_order() {
        (t!("help-in-order-1"), t!("help-in-order-2"))
    } else {
        (t!("help-any-order-1"), t!("help-any-order-2"))
    };
    let mut lines = vec![(false, t!("help-rolls")), (false, second), (false, third)];
    lines.push((true, i18n::section_name(rules, Section::Left)));
    lines.push(row(t!("help-numbers"), t!("help-numbers-score")));
    let bonus = rules.upper_bonus().points;
    lines.push(row(t!("bonus", points = bonus), t!("help-bonus-score")));
    lines.push((true, i18n::section_name(rules, Section::Right)));
    match rules {
        RuleSet::Yatzy | RuleSet::Forced => lines.extend([
            row(name(Category::OnePair), t!("help-one-pair")),
            row(name(Category::TwoPairs), t!("help-two-pairs")),
            row(t!("help-kinds"), t!("help-kinds-alike")),
            row(name(Category::SmallStraight), "1-2-3-4-5: 15".into()),
            row(name(Category::LargeStraight), "2-3-4-5-6: 20".into()),
            row(name(Category::FullHouse), t!("help-full-house-sum")),
            row(name(Category::Chance), t!("help-chance")),
            row(name(Category::Yatzy), t!("help-five-alike")),
        ]),
        RuleSet::Yacht | RuleSet::Yahtzee => {
            lines.extend([
                row(t!("help-kinds"), t!("help-kinds-sum")),
                row(name(Category::FullHouse), t!("help-full-house-25")),
                row(name(Category::SmallStraight), t!("help-four-in-a-row")),
                row(name(Category::LargeStraight), t!("help-five-in-a-row")),
                row(name(Category::Yatzy), t!("help-five-alike")),
                row(name(Category::Chance), t!("help-chance")),
            ]);
            let (first, second) = if rules == RuleSet::Yacht {
                (t!("help-yacht-1"), t!("help-yacht-2"))
            } else {
                (t!("help-yahtzee-1"), t!("help-yahtzee-2"))
            };
            lines.extend([(false, first), (false, second)]);
        }
    }
    lines
}

/// The help over the board laid out as `layout`, for `rules`; `solver_progress` is `None`
/// once hints work.
pub fn render(
    theme: &Theme,
    rule_set: RuleSet,
    solver_progress: Option<f64>,
    layout: &BoardLayout,
    buf: &mut Buffer,
) {
    render_keys(
        theme,
        rule_set,
        solver_progress,
        layout,
        buf,
        &keymap::help_lines(),
    );
}

/// The help with `key_lines` for its keys (a served game's are its own).
pub fn render_keys(
    theme: &Theme,
    rule_set: RuleSet,
    solver_progress: Option<f64>,
    layout: &BoardLayout,
    buf: &mut Buffer,
    key_lines: &[(String, &'static str)],
) {
    // Lined up with the card, edge on edge, and as tall as the keys or the rules need,
    // whichever are more (their heading, their lines and the border; a served game has fewer
    // keys than the rules have lines): up from the card's foot, and on down over the lines
    // under the card where the rows above it are too few. Never over the header.
    let rule_lines = help_rules(rule_set);
    let height = key_lines.len().max(rule_lines.len()) as u16 + 3;
    let card = layout.left_panel.union(layout.right_panel);
    let top = card
        .bottom()
        .saturating_sub(height)
        .max(layout.header.bottom());
    let bottom = (top + height).min(layout.keys.bottom());
    let popup = Rect::new(card.x, top, card.width, bottom - top);
    Clear.render(popup, buf);
    let block = popup::titled(theme, &t!("help-title"));
    let inner = block.inner(popup);
    block.render(popup, buf);
    let [keys_area, rules_area] = Layout::horizontal([Constraint::Length(34), Constraint::Fill(1)])
        .spacing(1)
        .areas(inner.inner(Margin::new(1, 0)));

    // The keymap's lines; the hint's says whether the solver is ready yet.
    let progress = t!(
        "help-hint-solver",
        percent = format!("{:.0}", solver_progress.unwrap_or(1.0) * 100.0)
    );
    let mut keys = vec![Line::styled(t!("help-keys"), theme.panel_title)];
    keys.extend(key_lines.iter().map(|(key, action)| {
        let action = *action;
        let action = if action == "help-hint-the-best-move-now" && solver_progress.is_some() {
            progress.clone()
        } else {
            yatzy_i18n::text(action, &[])
        };
        Line::from(vec![
            Span::styled(format!("{key:<8}"), theme.key),
            Span::raw(action),
        ])
    }));
    Paragraph::new(keys).render(keys_area, buf);

    let mut rules = vec![Line::styled(
        t!("help-rules", rules = i18n::rules_name(rule_set)),
        theme.panel_title,
    )];
    rules.extend(rule_lines.into_iter().map(|(heading, text)| {
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
    fn each_summary_fits_beside_the_keys_at_the_smallest_size_in_every_language() {
        for language in yatzy_i18n::Language::ALL {
            yatzy_i18n::set(language);
            for rules in RuleSet::ALL {
                let lines = help_rules(rules);
                // The keys' column has 17 rows; the rules' heading takes one.
                assert_eq!(lines.len(), 15, "{rules}");
                for (_, text) in lines {
                    assert!(text.chars().count() <= 31, "{language:?} {rules}: {text}");
                }
            }
        }
        yatzy_i18n::set(yatzy_i18n::Language::English);
        let yahtzee = help_rules(RuleSet::Yahtzee);
        assert_eq!(yahtzee[12].1, " Chance        the sum");
        assert_eq!(yahtzee[14].1, "Joker: numbers, lower, then 0.");
        let forced = help_rules(RuleSet::Forced);
        assert_eq!(forced[2].1, "in order, Ones first; misfit 0.");
        assert_eq!(forced[3..], help_rules(RuleSet::Yatzy)[3..]);
    }
}
