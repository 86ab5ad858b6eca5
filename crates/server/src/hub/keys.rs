//! What a guest's keys do: in the lobby, planning a table, renaming, chatting, and at a
//! table (their own turn, or watching).

use super::*;

impl Hub {
    pub(super) fn keys_of(&self, client: ClientId) -> Keys {
        let Some(guest) = self.clients.get(&client) else {
            return Keys::Lobby;
        };
        if guest.help {
            return Keys::AnyKey;
        }
        match &guest.place {
            GuestView::Lobby {
                renaming: Some(_), ..
            } => Keys::NetRename,
            GuestView::Lobby { plan: Some(_), .. } => Keys::NewTable,
            GuestView::Lobby { .. } => Keys::Lobby,
            GuestView::Table { chat: Some(_), .. } => Keys::Chat,
            GuestView::Table {
                turn: Some(turn), ..
            } if turn.question().is_some() => Keys::Question,
            GuestView::Table {
                review: Some(_), ..
            } => Keys::Review,
            GuestView::Table { number, .. } => {
                let table = self.lobby.table(*number);
                let mine = table
                    .and_then(NetTable::player_to_move)
                    .is_some_and(|n| n == guest.name);
                if mine {
                    Keys::NetTurn
                } else if table.is_some_and(NetTable::is_over) {
                    Keys::NetOver
                } else {
                    Keys::NetWatch
                }
            }
        }
    }

    pub(super) fn key(&mut self, client: ClientId, key: KeyEvent) {
        if let Some(guest) = self.clients.get(&client) {
            yatzy_i18n::set(guest.language);
        }
        let keys = self.keys_of(client);
        let ctrl_c =
            key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL);
        let Some(action) = keymap::action(keys, key) else {
            return;
        };
        self.redraw.push(client);
        if let Some(guest) = self.clients.get_mut(&client) {
            guest.status = None;
        }
        if action == Action::QuitNow || ctrl_c || (action == Action::Quit && keys != Keys::Chat) {
            self.close(client, true, None);
            return;
        }
        if action == Action::Redraw {
            // Ctrl-L: the guest's screen cleared, and the next frame drawn whole.
            if let Some(guest) = self.clients.get_mut(&client) {
                let _ = guest.terminal.clear();
            }
            return;
        }
        // The help: opened by `?`, closed by any key (which does nothing else).
        if let Some(guest) = self.clients.get_mut(&client)
            && (keys == Keys::AnyKey || action == Action::Help)
        {
            guest.help = keys != Keys::AnyKey;
            return;
        }
        match keys {
            Keys::Lobby => self.lobby_key(client, action),
            Keys::NewTable => self.plan_key(client, action),
            Keys::NetRename => self.rename_key(client, action),
            Keys::Chat => self.chat_key(client, action),
            Keys::Question => self.answer_key(client, action),
            Keys::NetTurn => self.turn_key(client, action),
            Keys::NetOver => self.over_key(client, action),
            Keys::Review => self.review_key(client, action),
            _ => self.watch_key(client, action),
        }
    }

    pub(super) fn refuse(&mut self, client: ClientId, refusal: Refusal) {
        if let Some(guest) = self.clients.get_mut(&client) {
            guest.status = Some(Status::Warning(refusal.text()));
            // The log is English, whoever is served.
            let why = yatzy_i18n::speaking(yatzy_i18n::Language::English, || refusal.text());
            info!(
                "yatzy serve: refused {}: {why}",
                text::sanitize(&guest.name)
            );
        }
    }

    pub(super) fn lobby_key(&mut self, client: ClientId, action: Action) {
        let numbers: Vec<u32> = self.lobby.tables().map(|t| t.number).collect();
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let name = guest.name.clone();
        let GuestView::Lobby {
            cursor,
            renaming,
            plan,
        } = &mut guest.place
        else {
            return;
        };
        let chosen = numbers.get(*cursor).copied();
        match action {
            Action::Up => *cursor = cursor.saturating_sub(1),
            Action::Down => *cursor = (*cursor + 1).min(numbers.len().saturating_sub(1)),
            Action::NewGame => *plan = Some(Plan::default()),
            Action::Rename => *renaming = Some(LineEditor::with_text(LineKind::Name, &name)),
            Action::Confirm | Action::Watch => {
                let Some(number) = chosen else { return };
                let result = if action == Action::Watch {
                    self.lobby.watch(number, &name)
                } else {
                    self.lobby.join(number, &name)
                };
                match result {
                    Ok(()) => self.arrive(client, number),
                    Err(refusal) => self.refuse(client, refusal),
                }
            }
            _ => {}
        }
    }

    /// A guest now at table `number` (seated or watching): a place taken with a key is
    /// bound to it.
    pub(super) fn arrive(&mut self, client: ClientId, number: u32) {
        if let Some(guest) = self.clients.get_mut(&client) {
            guest.place = GuestView::at(number);
            // Back from the lobby at a game in progress: the table hears it.
            if self.away.remove(&(number, guest.name.clone())) {
                let name = guest.name.clone();
                self.tell_table(number, &name, "net-back");
            }
            let Some(guest) = self.clients.get_mut(&client) else {
                return;
            };
            self.lobby
                .bind_key(number, &guest.name, &guest.proof.kept());
            // The last place taken begins the game.
            if let Some(table) = self.lobby.table(number)
                && let Some(game) = &table.game
                && table.place_of(&guest.name).is_some()
                && game.game().rolls_used() == 0
                && game
                    .seats()
                    .iter()
                    .all(|s| s.game.card().filled_count() == 0)
            {
                let names: Vec<String> = game
                    .seats()
                    .iter()
                    .map(|s| text::sanitize(&s.name))
                    .collect();
                info!(
                    "yatzy serve: table {number} began ({}: {})",
                    game.rules().id(),
                    names.join(", ")
                );
                // From here a served game's time of play is counted.
                self.lobby.began(number, chrono::Utc::now());
            }
        }
        self.changed.push(number);
        self.lobby_changed = true;
    }

    pub(super) fn plan_key(&mut self, client: ClientId, action: Action) {
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let name = guest.name.clone();
        let GuestView::Lobby {
            plan: Some(plan), ..
        } = &mut guest.place
        else {
            return;
        };
        match action {
            Action::Up => plan.field = (plan.field + PLAN_FIELDS - 1) % PLAN_FIELDS,
            Action::Down => plan.field = (plan.field + 1) % PLAN_FIELDS,
            Action::Left => plan.change(-1),
            Action::Right => plan.change(1),
            Action::Back => {
                if let GuestView::Lobby { plan, .. } = &mut guest.place {
                    *plan = None;
                }
            }
            Action::Start => {
                let plan = plan.clone();
                let seed = rand::random::<u64>();
                let created = self.may_open_table(client).and_then(|()| {
                    self.lobby
                        .create(&name, plan.rules, plan.people, &plan.bot_seats(), seed)
                });
                match created {
                    Ok(number) => {
                        self.opened_by(number, client);
                        info!(
                            "yatzy serve: {} opened table {number} ({}, {} seats)",
                            text::sanitize(&name),
                            plan.rules.id(),
                            plan.seats()
                        );
                        self.arrive(client, number);
                    }
                    Err(refusal) => self.refuse(client, refusal),
                }
            }
            _ => {}
        }
    }

    pub(super) fn rename_key(&mut self, client: ClientId, action: Action) {
        let seated = self
            .clients
            .get(&client)
            .and_then(|g| self.lobby.seat_of(&g.name));
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let GuestView::Lobby {
            renaming: Some(typed),
            ..
        } = &mut guest.place
        else {
            return;
        };
        if edit_line(typed, action, &mut guest.status) {
            return;
        }
        match action {
            Action::Back => {
                if let GuestView::Lobby { renaming, .. } = &mut guest.place {
                    *renaming = None;
                }
            }
            Action::Confirm => {
                let wanted = typed.text().trim().to_string();
                if let Some(number) = seated {
                    guest.status =
                        Some(Status::Warning(t!("net-seated-elsewhere", number = number)));
                } else if !text::valid_name(&wanted) {
                    guest.status = Some(Status::Warning(t!("net-bad-name")));
                } else {
                    // Another's by the one name rule: `Ann` is `ann`'s (a guest may
                    // change only the case of their own).
                    let taken = self.clients.iter().any(|(&id, c)| {
                        id != client && yatzy_core::table::same_name(&c.name, &wanted)
                    }) || self.lobby.seated_as(&wanted).is_some();
                    let Some(guest) = self.clients.get_mut(&client) else {
                        return;
                    };
                    if taken {
                        guest.status = Some(Status::Warning(t!("net-name-taken")));
                    } else {
                        guest.name = wanted;
                        guest.place = GuestView::lobby();
                        self.lobby_changed = true;
                    }
                }
                // Done typing either way: a refusal is said where the name was typed.
                if let Some(guest) = self.clients.get_mut(&client)
                    && let GuestView::Lobby { renaming, .. } = &mut guest.place
                {
                    *renaming = None;
                }
            }
            _ => {}
        }
    }

    pub(super) fn chat_key(&mut self, client: ClientId, action: Action) {
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let name = guest.name.clone();
        let GuestView::Table {
            number,
            chat: Some(typed),
            ..
        } = &mut guest.place
        else {
            return;
        };
        let number = *number;
        if edit_line(typed, action, &mut guest.status) {
            return;
        }
        if matches!(action, Action::Back | Action::Confirm) {
            let line = typed.take();
            if let GuestView::Table { chat, .. } = &mut guest.place {
                *chat = None;
            }
            if action == Action::Confirm && self.lobby.say(number, &name, &line).is_ok() {
                self.changed.push(number);
            }
        }
    }

    pub(super) fn watch_key(&mut self, client: ClientId, action: Action) {
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        let name = guest.name.clone();
        let GuestView::Table { number, chat, .. } = &mut guest.place else {
            return;
        };
        let number = *number;
        match action {
            Action::Chat => {
                *chat = Some(LineEditor::new(LineKind::Chat(
                    crate::lobby::MAX_CHAT_CHARS,
                )));
            }
            Action::Back => {
                guest.place = GuestView::lobby();
                self.leave_table(number, &name);
            }
            Action::Chances => {
                guest.chances = !guest.chances;
                let said = yatzy_ui::words::play::chances_toggled(guest.chances);
                guest.status = Some(Status::Info(said));
                // Playing for a goal, the chances line says its chance too.
                self.ask_goal_work(client);
            }
            _ => {}
        }
    }
}

/// A key editing the line being typed, if `action` is one: a refusal of it said in `status`.
fn edit_line(typed: &mut LineEditor, action: Action, status: &mut Option<Status>) -> bool {
    let Some(key) = keymap::line_key(action) else {
        return false;
    };
    if let yatzy_core::play::Edit::Refused(reason) = typed.key(key) {
        *status = Some(Status::Warning(yatzy_ui::words::line_refusal(reason)));
    }
    true
}
