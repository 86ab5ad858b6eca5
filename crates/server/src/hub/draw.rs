//! Drawing one guest's screen: the lobby, or their table.

use super::*;
use yatzy_ui::layout::{self as board_layout, BoardLayout};
use yatzy_ui::screens::help;

impl Hub {
    pub(super) fn draw(&mut self, id: ClientId) {
        let clock = self
            .clients
            .get(&id)
            .and_then(|guest| guest.place.table())
            .and_then(|number| self.clocks_shown.get(&number).copied());
        let tables: Vec<&NetTable> = self.lobby.tables().collect();
        let guests = self.clients.len();
        let Some(guest) = self.clients.get_mut(&id) else {
            return;
        };
        yatzy_i18n::set(guest.language);
        let theme = &self.theme;
        let ascii = self.ascii || guest.ascii;
        let recorded_tables = &self.recorded;
        let odds = &self.odds;
        let result = guest.terminal.draw(|frame| {
            let area = frame.area();
            let buf = frame.buffer_mut();
            // Where the help goes, if it is open: over the board, or where a board would be.
            let mut help_over: Option<(BoardLayout, RuleSet, Keys)> = None;
            match &guest.place {
                GuestView::Lobby {
                    cursor,
                    renaming,
                    plan,
                } => {
                    let view = LobbyView {
                        name: &guest.name,
                        cursor: (*cursor).min(tables.len().saturating_sub(1)),
                        tables: tables.clone(),
                        renaming: renaming.as_ref(),
                        plan: plan.as_ref(),
                        status: guest.status.as_ref(),
                        guests,
                    };
                    screens::render_lobby(&view, theme, area, buf);
                    if guest.help && board_layout::fits(area) {
                        // The rules of the table being planned, or of the one chosen.
                        let chosen = tables.get(view.cursor).map(|t| t.rules);
                        let rules = plan
                            .as_ref()
                            .map(|p| p.rules)
                            .or(chosen)
                            .unwrap_or(RuleSet::Yatzy);
                        help_over = Some((BoardLayout::new(area, rules), rules, Keys::Lobby));
                    }
                }
                GuestView::Table {
                    review: Some(open),
                    number,
                    ..
                } => {
                    let table = tables.iter().find(|t| t.number == *number);
                    let game = table.and_then(|t| t.game.as_ref());
                    let player = game
                        .and_then(|g| g.seats().get(open.seat))
                        .map(|seat| seat.name.as_str());
                    let reviewed = yatzy_ui::screens::review::Reviewed {
                        review: &open.review,
                        player: player.filter(|_| game.is_some_and(|g| !g.is_solitaire())),
                        players: game.map_or(1, |g| g.seats().len()),
                        standing: None,
                        bands: None,
                        chances: None,
                    };
                    let ink = yatzy_ui::widgets::chart::Ink::for_screen(theme, ascii);
                    yatzy_ui::screens::review::render(
                        &reviewed,
                        theme,
                        ink,
                        open.scroll,
                        area,
                        buf,
                    );
                }
                GuestView::Table {
                    number,
                    turn,
                    chat,
                    hint,
                    ..
                } => {
                    if let Some(table) = tables.iter().find(|t| t.number == *number) {
                        let recorded = if recorded_tables.contains(number) {
                            Recorded::Table
                        } else {
                            Recorded::Pending
                        };
                        let view = TableView {
                            table,
                            place: table.place_of(&guest.name),
                            turn: turn.as_ref(),
                            status: guest.status.as_ref(),
                            typing: chat.as_ref(),
                            recorded: table.is_over().then_some(&recorded),
                            chances: Hub::live_chances(odds, table, guest.chances),
                            back_as: guest.proof.user_name(&guest.name),
                            // Drawn only for the position it was asked at.
                            clock,
                            hint: hint.as_ref().and_then(|(hint, at)| {
                                let game = table.game.as_ref()?.game();
                                (*at == (game.rolls_used(), game.card().filled_count()))
                                    .then_some(hint)
                            }),
                        };
                        screens::render_table(&view, theme, area, buf);
                        if guest.help {
                            let layout = screens::table_layout(table, area).or_else(|| {
                                board_layout::fits(area)
                                    .then(|| BoardLayout::new(area, table.rules))
                            });
                            help_over = layout.map(|l| (l, table.rules, Keys::NetTurn));
                        }
                    }
                }
            }
            if let Some((layout, rules, keys)) = help_over {
                let lines = keymap::served_help_lines(keys);
                help::render_keys(theme, rules, None, &layout, buf, &lines);
            }
            if ascii {
                yatzy_ui::ascii::convert(area, buf);
            }
        });
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
