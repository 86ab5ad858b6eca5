//! What a guest sees: the lobby, the plan of a new table, a table waiting for its players,
//! and the board of a table in play (the game's own board, drawn for one viewer).

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};

use super::lobby::{Chair, ChatLine, NetTable};
use yatzy_core::play::{LineEditor, Turn, Viewer};
use yatzy_core::rules::RuleSet;
use yatzy_core::table::{MAX_SEATS, SeatKind, Table};
use yatzy_core::text;
use yatzy_i18n::{self as i18n, t};
use yatzy_ui::keymap::{self, Keys};
use yatzy_ui::layout::{self as board_layout, BoardLayout};
use yatzy_ui::screens::{board, render_too_small};
use yatzy_ui::theme::Theme;
use yatzy_ui::view::{BoardView, Recorded, Status};
use yatzy_ui::widgets::{card, message, popup};

/// The plan of a new table, as the guest sets it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    pub field: usize,
    pub rules: RuleSet,
    pub people: usize,
    pub bots: usize,
    pub easy_bots: usize,
    /// Bots that play to win.
    pub win_bots: usize,
}

/// The plan's lines: rule set, people, bots, easy bots, bots that play to win.
pub(crate) const PLAN_FIELDS: usize = 5;

impl Default for Plan {
    fn default() -> Self {
        Plan {
            field: 0,
            rules: RuleSet::Yatzy,
            people: 2,
            bots: 0,
            easy_bots: 0,
            win_bots: 0,
        }
    }
}

impl Plan {
    /// Moves the chosen line by `step`, keeping 1 to 6 seats and a person among them.
    pub(crate) fn change(&mut self, step: isize) {
        if self.field == 0 {
            let all = RuleSet::ALL;
            let at = all.iter().position(|&r| r == self.rules).unwrap_or(0) as isize;
            self.rules = all[(at + step).rem_euclid(all.len() as isize) as usize];
            return;
        }
        let seats = self.seats();
        let lowest = usize::from(self.field == 1);
        let value = match self.field {
            1 => &mut self.people,
            2 => &mut self.bots,
            3 => &mut self.easy_bots,
            _ => &mut self.win_bots,
        };
        // The seats the other lines leave free.
        let room = MAX_SEATS - (seats - *value);
        *value = value.saturating_add_signed(step).max(lowest).min(room);
    }

    /// Every seat of the plan, people and bots.
    pub(crate) fn seats(&self) -> usize {
        self.people + self.bots + self.easy_bots + self.win_bots
    }

    /// The bots of the plan, in seat order.
    pub(crate) fn bot_seats(&self) -> Vec<SeatKind> {
        let mut bots = vec![SeatKind::Bot; self.bots];
        bots.extend(std::iter::repeat_n(SeatKind::EasyBot, self.easy_bots));
        bots.extend(std::iter::repeat_n(SeatKind::WinBot, self.win_bots));
        bots
    }
}

/// The lobby: who you are, the tables and who is at them.
pub(crate) struct LobbyView<'a> {
    pub name: &'a str,
    pub tables: Vec<&'a NetTable>,
    pub cursor: usize,
    /// Your name as you type it, while renaming.
    pub renaming: Option<&'a LineEditor>,
    pub plan: Option<&'a Plan>,
    pub status: Option<&'a Status>,
    pub guests: usize,
}

fn keys_footer(theme: &Theme, keys: Keys, area: Rect, buf: &mut Buffer) {
    let shown = message::fitted(keymap::footer(keys), usize::from(area.width));
    Paragraph::new(message::footer(theme, &shown)).render(area, buf);
}

fn status_line(
    theme: &Theme,
    status: Option<&Status>,
    fallback: String,
    area: Rect,
    buf: &mut Buffer,
) {
    let (line, style) = match status {
        Some(Status::Warning(text)) => (text.clone(), theme.warning),
        Some(Status::Info(text)) => (text.clone(), theme.status),
        None => (fallback, theme.status),
    };
    let shown = text::truncate(&format!(" {line}"), usize::from(area.width));
    Paragraph::new(Line::styled(shown, style)).render(area, buf);
}

/// Who sits at `place` (`open` while nobody does), as shown.
fn place_name(place: &Chair, open: String) -> String {
    match place {
        Chair::Open => open,
        Chair::Player(name) => text::sanitize(name),
        Chair::Bot(SeatKind::EasyBot) => t!("players-easy-bot"),
        Chair::Bot(SeatKind::WinBot) => t!("players-win-bot"),
        Chair::Bot(_) => t!("players-bot"),
    }
}

/// A chat line as shown: what someone said, or news of someone (in the reader's language).
pub(crate) fn chat_text(line: &ChatLine) -> String {
    let who = text::sanitize(&line.from);
    if line.news {
        yatzy_i18n::text(&line.text, &[("name", who.into())])
    } else {
        format!("{who}: {}", text::sanitize(&line.text))
    }
}

/// Chat lines shown under a served board, at most: as many as the window has rows to spare.
pub(crate) const CHAT_ROWS: u16 = 5;

/// Where a table's board and its chat go in `area`: the board gets what it needs, the chat
/// the rows to spare (none at the smallest size: the chat's last line then stays out of the
/// way, never over the turn's notice).
pub(crate) fn table_areas(table: &NetTable, area: Rect) -> (Rect, Rect) {
    let spare = area.height.saturating_sub(board_layout::MIN_HEIGHT);
    let rows = if table.chat.is_empty() {
        0
    } else {
        spare.min(CHAT_ROWS)
    };
    let [board, chat] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(rows)]).areas(area);
    (board, chat)
}

/// The board's layout for a table in play in `area` (for drawing and for clicks).
pub(crate) fn table_layout(table: &NetTable, area: Rect) -> Option<BoardLayout> {
    let game = table.game.as_ref()?;
    let (board, _) = table_areas(table, area);
    if !board_layout::fits(board) {
        return None;
    }
    let names: Vec<String> = game
        .seats()
        .iter()
        .map(|s| text::sanitize(&s.name))
        .collect();
    Some(BoardLayout::for_table(
        board,
        game.rules(),
        names.len(),
        card::wanted_inner_width(&names),
    ))
}

/// One table as the lobby lists it.
pub(crate) fn describe(table: &NetTable) -> String {
    let people: Vec<String> = table
        .chairs()
        .iter()
        .map(|place| place_name(place, "·".to_string()))
        .collect();
    let state = if table.is_over() {
        t!("net-state-over")
    } else if table.started() {
        t!("net-state-playing")
    } else {
        t!("net-state-waiting", open = table.open_places())
    };
    let mut line = format!(
        "{:>3}  {}  {}  {}",
        table.number,
        text::pad(&i18n::rules_short_name(table.rules), 8),
        text::pad(&state, 12),
        people.join(", ")
    );
    if !table.watchers.is_empty() {
        line.push_str(&format!(
            "  · {}",
            t!(
                "net-watched-by",
                names = table
                    .watchers
                    .iter()
                    .map(|w| text::sanitize(w))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        ));
    }
    line
}

pub(crate) fn render_lobby(view: &LobbyView, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if !board_layout::fits(area) {
        render_too_small(area, buf);
        return;
    }
    let [header, list, status, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let you = t!("net-you-are", name = text::sanitize(view.name));
    let title = format!(
        " {} · {}",
        t!("net-lobby-title"),
        t!("net-guests", count = view.guests)
    );
    let pad = usize::from(header.width).saturating_sub(text::width(&title) + text::width(&you) + 1);
    Paragraph::new(Line::styled(
        format!("{title}{}{you} ", " ".repeat(pad)),
        theme.panel_title,
    ))
    .render(header, buf);

    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.panel_border)
        .title(Line::styled(
            format!(" {} ", t!("net-tables")),
            theme.panel_title,
        ));
    let inner = block.inner(list);
    block.render(list, buf);
    let width = usize::from(inner.width);
    let mut lines = Vec::new();
    if view.tables.is_empty() {
        lines.push(Line::default());
        lines.push(Line::styled(
            format!("  {}", t!("net-no-tables")),
            theme.status,
        ));
    }
    let rows = usize::from(inner.height);
    let first = view.cursor.saturating_sub(rows.saturating_sub(1));
    for (index, table) in view.tables.iter().enumerate().skip(first).take(rows) {
        let selected = index == view.cursor;
        let line = format!("{} {}", if selected { "›" } else { " " }, describe(table));
        let style = theme.row(selected);
        lines.push(Line::styled(
            text::pad(&text::truncate(&line, width), width),
            style,
        ));
    }
    Paragraph::new(lines).render(inner, buf);

    let (keys, fallback) = match (view.renaming, view.plan) {
        (Some(typing), _) => (
            Keys::NetRename,
            format!("{} {}", t!("net-new-name"), typing.shown()),
        ),
        (None, Some(_)) => (Keys::NewTable, t!("net-lobby-guidance")),
        (None, None) => (Keys::Lobby, t!("net-lobby-guidance")),
    };
    // A refusal of what was typed shows until the next key, over the line being typed.
    status_line(theme, view.status, fallback, status, buf);
    keys_footer(theme, keys, footer, buf);
    if let Some(plan) = view.plan {
        render_plan(plan, theme, area, buf);
    }
}

fn render_plan(plan: &Plan, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let box_area = popup::centered(area, 60, 11);
    Clear.render(box_area, buf);
    let block = popup::titled(theme, &t!("net-new-table"));
    let inner = block.inner(box_area);
    block.render(box_area, buf);
    let values = [
        i18n::rules_name(plan.rules),
        plan.people.to_string(),
        plan.bots.to_string(),
        plan.easy_bots.to_string(),
        plan.win_bots.to_string(),
    ];
    let labels = [
        t!("net-plan-rules"),
        t!("net-plan-people"),
        t!("net-plan-bots"),
        t!("net-plan-easy-bots"),
        t!("net-plan-win-bots"),
    ];
    let mut lines = vec![Line::default()];
    for (index, (label, value)) in labels.iter().zip(&values).enumerate() {
        let selected = index == plan.field;
        let line = format!(
            " {} {} ‹ {} ›",
            if selected { "›" } else { " " },
            text::pad(label, 18),
            text::pad(value, 28)
        );
        let style = if selected {
            theme.cursor_row
        } else {
            theme.popup
        };
        lines.push(Line::styled(line, style));
    }
    lines.push(Line::default());
    lines.push(Line::styled(
        format!("  {}", t!("net-plan-hint")),
        theme.status,
    ));
    Paragraph::new(lines).render(inner, buf);
}

/// A table whose people are not all there yet.
pub(crate) fn render_waiting(view: &TableView, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let (table, status, typing) = (view.table, view.status, view.typing);
    if !board_layout::fits(area) {
        render_too_small(area, buf);
        return;
    }
    let [header, body, chat_row, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    Paragraph::new(Line::styled(
        format!(
            " {}",
            t!(
                "net-table-title",
                number = table.number,
                rules = i18n::rules_name(table.rules)
            )
        ),
        theme.panel_title,
    ))
    .render(header, buf);
    let mut lines = vec![Line::default()];
    for (index, place) in table.chairs().iter().enumerate() {
        let who = place_name(place, t!("net-open-place"));
        lines.push(Line::from(format!("   {}. {who}", index + 1)));
    }
    lines.push(Line::default());
    lines.push(Line::styled(
        format!("   {}", t!("net-waiting-for", count = table.open_places())),
        theme.status,
    ));
    // A seat proved by a code: how to take it back, from the moment it is taken.
    if let (Some(_), Some(user)) = (view.place, &view.back_as) {
        let said = t!("net-your-code", user = text::sanitize(user));
        let room = usize::from(body.width).saturating_sub(4).max(20);
        for line in yatzy_ui::text::wrap(&said, room) {
            lines.push(Line::from(format!("   {line}")));
        }
    }
    lines.push(Line::default());
    for said in table
        .chat
        .iter()
        .rev()
        .take(usize::from(body.height).saturating_sub(lines.len() + 1))
        .rev()
    {
        lines.push(Line::from(format!("   {}", chat_text(said))));
    }
    Paragraph::new(lines).render(body, buf);
    let (keys, fallback) = match typing {
        Some(typed) => (Keys::Chat, format!("{} {}", t!("net-say"), typed.shown())),
        None => (Keys::NetWatch, t!("net-watch-guidance")),
    };
    status_line(theme, status, fallback, chat_row, buf);
    keys_footer(theme, keys, footer, buf);
}

/// One viewer's board of a table in play.
pub(crate) struct TableView<'a> {
    pub table: &'a NetTable,
    /// Your place there, if you play there.
    pub place: Option<usize>,
    /// Your hands on the board (the cursors, a question waiting for your answer).
    pub turn: Option<&'a Turn>,
    pub status: Option<&'a Status>,
    /// The chat line you are typing.
    pub typing: Option<&'a LineEditor>,
    pub recorded: Option<&'a Recorded>,
    /// The chances under the card, when the guest shows them.
    pub chances: Option<yatzy_ui::view::LiveChances<'a>>,
    /// The user name that takes your seat back (`ann+k3x9p`), if a code proves it.
    pub back_as: Option<String>,
    /// The hint you asked for, for the position on the table.
    pub hint: Option<&'a yatzy_ui::view::Hint>,
    /// The seconds left on the turn clock, in its last half minute.
    pub clock: Option<u64>,
}

/// The table's last chat lines, newest at the bottom, in the rows the board leaves.
fn render_chat(table: &NetTable, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.height == 0 {
        return;
    }
    let lines: Vec<Line> = table
        .chat
        .iter()
        .rev()
        .take(usize::from(area.height))
        .rev()
        .map(|line| {
            let style = if line.news {
                theme.status
            } else {
                Style::new()
            };
            Line::styled(
                text::truncate(&format!(" {}", chat_text(line)), usize::from(area.width)),
                style,
            )
        })
        .collect();
    Paragraph::new(lines).render(area, buf);
}

pub(crate) fn render_table(view: &TableView, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let Some(game) = view.table.game.as_ref() else {
        render_waiting(view, theme, area, buf);
        return;
    };
    let Some(layout) = table_layout(view.table, area) else {
        render_too_small(area, buf);
        return;
    };
    let (_, chat_area) = table_areas(view.table, area);
    render_chat(view.table, theme, chat_area, buf);
    let my_turn = view.place.is_some_and(|p| p == game.current()) && !game.is_over();
    let question = view.turn.and_then(Turn::question);
    let viewer = view.place.map_or(Viewer::Watcher, Viewer::Seat);
    let guidance =
        yatzy_ui::words::play::guidance(game, viewer).unwrap_or_else(|| t!("net-game-over"));
    // Typing, then a question waiting for you, then news for you; else what to do (the
    // chat has rows of its own, never this line).
    let typed;
    let asked;
    let status = if let Some(typing) = view.typing {
        typed = Status::Info(format!("{} {}", t!("net-say"), typing.shown()));
        Some(&typed)
    } else if let Some(question) = question {
        asked = Status::Warning(yatzy_ui::words::play::question(game.rules(), question));
        Some(&asked)
    } else {
        view.status
    };
    let board_view = BoardView {
        table: game,
        theme,
        layout,
        die_cursor: view.turn.map_or(0, Turn::die_cursor),
        box_cursor: view.turn.filter(|_| my_turn).and_then(Turn::box_cursor),
        hint: view.hint,
        status,
        // Not while typing or asked: those have the line and the keys.
        guard: view
            .turn
            .filter(|_| my_turn && view.typing.is_none() && question.is_none())
            .and_then(|turn| yatzy_ui::words::play::guard(turn, game)),
        celebration: None,
        guidance: guidance.into(),
        keys: table_keys(view, game, my_turn, question.is_some()),
        solver_progress: 1.0,
        solver_ready: true,
        coach: false,
        recorded: view.recorded,
        points_lost: None,
        standing: None,
        personal_best: None,
        chances: view.chances,
        header_note: Some(table_note(view, game)),
        verdict: None,
    };
    board::render(&board_view, buf);
}

/// The keys a table's screen lists: typing's, a question's, a turn's, or a watcher's.
fn table_keys(view: &TableView, game: &Table, my_turn: bool, asked: bool) -> Keys {
    if view.typing.is_some() {
        Keys::Chat
    } else if asked {
        Keys::Question
    } else if my_turn {
        Keys::NetTurn
    } else if game.is_over() {
        Keys::NetOver
    } else {
        Keys::NetWatch
    }
}

/// The note in a table's header: its number, how a seat is taken back, the turn clock.
fn table_note(view: &TableView, game: &Table) -> String {
    // A seat proved by a code says how to take it back, in view for as long as it is kept.
    let note = match (view.place, &view.back_as) {
        (Some(_), Some(user)) if !game.is_over() => t!(
            "net-table-number-code",
            number = view.table.number,
            user = text::sanitize(user)
        ),
        (Some(_), _) => t!("net-table-number", number = view.table.number),
        (None, _) => t!("net-table-watching", number = view.table.number),
    };
    // The turn clock, for everyone at the table: it must stay in view whatever else does.
    match view.clock {
        Some(seconds) if !game.is_over() => {
            format!("{} · {note}", t!("net-clock", seconds = seconds))
        }
        _ => note,
    }
}
