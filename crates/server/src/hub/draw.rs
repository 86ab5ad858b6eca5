//! Drawing one guest's screen: the lobby, or their table.

use super::*;
use ratatui::buffer::Buffer;
use yatzy_ui::layout::{self as board_layout, BoardLayout};
use yatzy_ui::screens::help;

/// Where the help goes, if it is open: over the board, or where a board would be.
type HelpOver = (BoardLayout, RuleSet, Keys);

/// What one guest's frame is drawn from: the hub's part and the guest's (their terminal
/// aside, which draws it).
struct Scene<'a> {
    tables: Vec<&'a NetTable>,
    guests: usize,
    theme: &'a Theme,
    ascii: bool,
    recorded: &'a [u32],
    odds: &'a chances::Odds,
    clock: Option<u64>,
    name: &'a str,
    status: Option<&'a Status>,
    help: bool,
    chances: bool,
    /// The guest's goal's chance from the position now, once known.
    goal_chance: Option<(yatzy_ui::view::GoalAim, f64)>,
    proof: &'a crate::identity::Proof,
}

impl Hub {
    pub(super) fn draw(&mut self, id: ClientId) {
        let guests = self.clients.len();
        // A guest showing the chances at a table that moved while nobody there showed them
        // (they came back, or showed them again): asked now, "computing…" until they are in.
        if let Some(number) = self
            .clients
            .get(&id)
            .filter(|guest| guest.chances)
            .and_then(|guest| guest.place.table())
            && self.odds.unseen.remove(&number)
        {
            self.ask_chances(number);
        }
        let Some(guest) = self.clients.get_mut(&id) else {
            return;
        };
        yatzy_i18n::set(guest.language);
        let goal_chance = (guest.place.table())
            .and_then(|number| self.lobby.table(number))
            .and_then(|table| Hub::goal_chance_of(guest, table));
        let scene = Scene {
            tables: self.lobby.tables().collect(),
            guests,
            theme: &self.theme,
            ascii: self.ascii || guest.ascii,
            recorded: &self.recorded,
            odds: &self.odds,
            clock: guest
                .place
                .table()
                .and_then(|number| self.clocks_shown.get(&number).copied()),
            name: &guest.name,
            status: guest.status.as_ref(),
            help: guest.help,
            chances: guest.chances,
            goal_chance,
            proof: &guest.proof,
        };
        let place = &guest.place;
        let result = guest
            .terminal
            .draw(|frame| scene.render(place, frame.area(), frame.buffer_mut()));
        // A drawing error is the connection gone: its task tells the hub. A guest whose
        // terminal stopped taking frames is let go.
        drop(result);
        if guest.overflowed.load(Ordering::Relaxed) {
            warn!(
                "yatzy serve: let {} go: their terminal stopped taking the screen",
                text::sanitize(&guest.name)
            );
            // Their connection is cut at once: what is queued for them would never leave.
            guest.link.cut();
            self.close(id, true, None);
        }
    }
}

impl Scene<'_> {
    fn render(&self, place: &GuestView, area: Rect, buf: &mut Buffer) {
        let help_over = match place {
            GuestView::Lobby {
                cursor,
                renaming,
                plan,
            } => self.render_lobby(*cursor, renaming.as_ref(), plan.as_ref(), area, buf),
            GuestView::Table {
                review: Some(open),
                number,
                ..
            } => {
                self.render_review(*number, open, area, buf);
                None
            }
            GuestView::Table {
                number,
                turn,
                chat,
                hint,
                ..
            } => self
                .tables
                .iter()
                .find(|t| t.number == *number)
                .and_then(|table| {
                    self.render_table(table, turn.as_ref(), chat.as_ref(), hint, area, buf)
                }),
        };
        if let Some((layout, rules, keys)) = help_over {
            let lines = keymap::served_help_lines(keys);
            help::render_keys(self.theme, rules, None, &layout, buf, &lines);
        }
        if self.ascii {
            yatzy_ui::ascii::convert(area, buf);
        }
    }

    fn render_lobby(
        &self,
        cursor: usize,
        renaming: Option<&LineEditor>,
        plan: Option<&Plan>,
        area: Rect,
        buf: &mut Buffer,
    ) -> Option<HelpOver> {
        let view = LobbyView {
            name: self.name,
            cursor: cursor.min(self.tables.len().saturating_sub(1)),
            tables: self.tables.clone(),
            renaming,
            plan,
            status: self.status,
            guests: self.guests,
        };
        screens::render_lobby(&view, self.theme, area, buf);
        if !(self.help && board_layout::fits(area)) {
            return None;
        }
        // The rules of the table being planned, or of the one chosen.
        let chosen = self.tables.get(view.cursor).map(|t| t.rules);
        let rules = plan.map(|p| p.rules).or(chosen).unwrap_or(RuleSet::Yatzy);
        Some((BoardLayout::new(area, rules), rules, Keys::Lobby))
    }

    fn render_review(&self, number: u32, open: &over::ServedReview, area: Rect, buf: &mut Buffer) {
        let table = self.tables.iter().find(|t| t.number == number);
        let game = table.and_then(|t| t.game.as_ref());
        let player = game
            .and_then(|g| g.seats().get(open.seat))
            .map(|seat| seat.name.as_str());
        // Built for each frame in the guest's language: a few lines of a few numbers.
        let chances = table.and_then(|t| self.odds.round_chances(t));
        let reviewed = yatzy_ui::screens::review::Reviewed {
            review: &open.review,
            player: player.filter(|_| game.is_some_and(|g| !g.is_solitaire())),
            players: game.map_or(1, |g| g.seats().len()),
            standing: None,
            bands: None,
            chances: chances.as_ref(),
            pending_goal: open.pending,
        };
        let ink = yatzy_ui::widgets::chart::Ink::for_screen(self.theme, self.ascii);
        yatzy_ui::screens::review::render(&reviewed, self.theme, ink, open.scroll, area, buf);
    }

    fn render_table(
        &self,
        table: &NetTable,
        turn: Option<&Turn>,
        chat: Option<&LineEditor>,
        hint: &Option<(yatzy_ui::view::Hint, (u8, usize))>,
        area: Rect,
        buf: &mut Buffer,
    ) -> Option<HelpOver> {
        let recorded = if self.recorded.contains(&table.number) {
            Recorded::Table
        } else {
            Recorded::Pending
        };
        let view = TableView {
            table,
            place: table.place_of(self.name),
            turn,
            status: self.status,
            typing: chat,
            recorded: table.is_over().then_some(&recorded),
            chances: Hub::live_chances(self.odds, table, self.chances, self.goal_chance),
            back_as: self.proof.user_name(self.name),
            clock: self.clock,
            // Drawn only for the position it was asked at, and not under a question (which
            // says it all, as the terminal's scratch question covers its hint; the hint is
            // back if the answer is no).
            hint: hint.as_ref().and_then(|(hint, at)| {
                let game = table.game.as_ref()?.game();
                let asked = turn.is_some_and(|turn| turn.question().is_some());
                (*at == (game.rolls_used(), game.card().filled_count()) && !asked).then_some(hint)
            }),
        };
        screens::render_table(&view, self.theme, area, buf);
        if !self.help {
            return None;
        }
        let layout = screens::table_layout(table, area)
            .or_else(|| board_layout::fits(area).then(|| BoardLayout::new(area, table.rules)));
        layout.map(|l| (l, table.rules, Keys::NetTurn))
    }
}
