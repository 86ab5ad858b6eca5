//! Where everything sits on the screen: one pure function of the terminal size, used both to
//! draw and to map mouse clicks back to dice, boxes and the roll button.

use ratatui::layout::{Constraint, Flex, Layout, Rect};

use super::dice_art::{DIE_HEIGHT, DIE_WIDTH};
use yatzy_core::rules::{Category, RuleSet, Section};

/// The smallest terminal the board fits in.
pub const MIN_WIDTH: u16 = 70;
pub const MIN_HEIGHT: u16 = 23;
/// Wider terminals get the board centred at this width rather than stretched.
const MAX_WIDTH: u16 = 80;
/// A shared table may use more, for its players' columns, up to what their names need.
const MAX_TABLE_WIDTH: u16 = 100;
/// Extra blank rows between the parts when the terminal is tall enough.
const MAX_SPARE_ROWS: u16 = 2;
const DIE_GAP: u16 = 2;
const BUTTON_WIDTH: u16 = 14;
/// Rows inside a card panel: the players' names, nine Right Section boxes and the sum.
const PANEL_ROWS: u16 = 11;

/// The areas of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLayout {
    pub header: Rect,
    /// The dice row (also where the game-over banner goes).
    pub table: Rect,
    pub dice: [Rect; 5],
    pub labels: [Rect; 5],
    pub roll_button: Rect,
    pub left_panel: Rect,
    pub right_panel: Rect,
    /// The players' names over their columns, inside each panel.
    pub left_header: Rect,
    pub right_header: Rect,
    /// One row per box, inside the panels.
    pub box_rows: Vec<(Category, Rect)>,
    pub bonus_row: Rect,
    /// Yacht and Yahtzee: the row of the five-of-a-kind bonuses, below the Right boxes.
    pub five_bonus_row: Option<Rect>,
    pub left_sum_row: Rect,
    pub right_sum_row: Rect,
    pub total: Rect,
    pub status: Rect,
    pub keys: Rect,
}

/// Whether the board fits in `area`.
pub fn fits(area: Rect) -> bool {
    area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT
}

impl BoardLayout {
    /// Lays a solitaire board out in `area`, which must [`fits`].
    pub fn new(area: Rect, rules: RuleSet) -> Self {
        Self::with_width(area, rules, MAX_WIDTH)
    }

    /// Lays the board out for a table whose card panels would like `wanted_inner` columns
    /// each: a table spreads to 100 columns, and further if its players' names need it.
    pub fn for_table(area: Rect, rules: RuleSet, seats: usize, wanted_inner: u16) -> Self {
        let max_width = if seats > 1 {
            MAX_TABLE_WIDTH.max(2 * (wanted_inner + 2) + 2)
        } else {
            MAX_WIDTH
        };
        Self::with_width(area, rules, max_width)
    }

    fn with_width(area: Rect, rules: RuleSet, max_width: u16) -> Self {
        // The header heads the board: the two are centred together, so a tall terminal keeps
        // the header right over what it speaks of. The header spans the terminal's width; the
        // board below is centred, at most `max_width` wide.
        let spare = area.height.saturating_sub(MIN_HEIGHT).min(MAX_SPARE_ROWS);
        let [whole] = Layout::vertical([Constraint::Length(MIN_HEIGHT + spare)])
            .flex(Flex::Center)
            .areas(area);
        let [header, below] =
            Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(whole);
        let [content] = Layout::horizontal([Constraint::Length(area.width.min(max_width))])
            .flex(Flex::Center)
            .areas(below);
        let [_, table, _, card, total, status, keys] = Layout::vertical([
            Constraint::Length(spare.min(1)),
            Constraint::Length(DIE_HEIGHT + 1),
            Constraint::Length(spare.saturating_sub(1)),
            Constraint::Length(PANEL_ROWS + 2),
            Constraint::Length(1),
            Constraint::Length(1),
            Constraint::Length(1),
        ])
        .areas(content);
        let (dice, labels, roll_button) = dice_areas(table);
        let [left_panel, right_panel] = Layout::horizontal([Constraint::Fill(1); 2])
            .spacing(2)
            .areas(card);
        let box_rows = box_rows(rules, left_panel, right_panel);
        let right_boxes = box_rows
            .iter()
            .filter(|(category, _)| category.section() == Section::Right)
            .count() as u16;
        BoardLayout {
            header,
            table,
            dice,
            labels,
            roll_button,
            left_panel,
            right_panel,
            left_header: panel_row(left_panel, 0),
            right_header: panel_row(right_panel, 0),
            box_rows,
            bonus_row: panel_row(left_panel, 8),
            five_bonus_row: rules
                .has_joker()
                .then(|| panel_row(right_panel, right_boxes + 2)),
            left_sum_row: panel_row(left_panel, PANEL_ROWS - 1),
            right_sum_row: panel_row(right_panel, PANEL_ROWS - 1),
            total,
            status,
            keys,
        }
    }
}

/// The dice, their labels under them and the roll button beside them, centred in `table`.
fn dice_areas(table: Rect) -> ([Rect; 5], [Rect; 5], Rect) {
    let [dice_row, _, roll_column] = Layout::horizontal([
        Constraint::Length(5 * DIE_WIDTH + 4 * DIE_GAP),
        Constraint::Length(3),
        Constraint::Length(BUTTON_WIDTH),
    ])
    .flex(Flex::Center)
    .areas(table);
    let die_columns: [Rect; 5] = Layout::horizontal([Constraint::Length(DIE_WIDTH); 5])
        .spacing(DIE_GAP)
        .areas(dice_row);
    let dice = die_columns.map(|c| Rect {
        height: DIE_HEIGHT,
        ..c
    });
    let labels = die_columns.map(|c| Rect {
        y: c.y + DIE_HEIGHT,
        height: 1,
        ..c
    });
    let roll_button = Rect {
        y: roll_column.y + 1,
        height: 3,
        ..roll_column
    };
    (dice, labels, roll_button)
}

/// The row `index` inside a card panel (0 is the players' names).
fn panel_row(panel: Rect, index: u16) -> Rect {
    Rect {
        x: panel.x + 1,
        y: panel.y + 1 + index,
        width: panel.width.saturating_sub(2),
        height: 1,
    }
}

/// One row per box, each section's boxes in order down its panel under the names.
fn box_rows(rules: RuleSet, left_panel: Rect, right_panel: Rect) -> Vec<(Category, Rect)> {
    let (mut left_index, mut right_index) = (0, 0);
    rules
        .categories()
        .iter()
        .map(|&category| {
            let (panel, index) = match category.section() {
                Section::Left => (left_panel, &mut left_index),
                Section::Right => (right_panel, &mut right_index),
            };
            *index += 1;
            (category, panel_row(panel, *index))
        })
        .collect()
}
