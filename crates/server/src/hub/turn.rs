//! A guest's moves at their table, through the game's turn controller ([`yatzy_core::play`]): the
//! same requests, questions, refusals and words as the terminal game; the hub only carries
//! them out on the table (for the guest's seat) and shows them to the guest.

use super::*;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use yatzy_core::game::{Command, Outcome};
use yatzy_core::play::Step;
use yatzy_ui::screens::confirm;
use yatzy_ui::words::play as words;

impl Hub {
    /// Who guest `name` is at `table`: the person in their seat, or a watcher.
    pub(super) fn viewer(table: &NetTable, name: &str) -> Viewer {
        table.place_of(name).map_or(Viewer::Watcher, Viewer::Seat)
    }

    /// The guest's hands at their table, made when first needed (the game must be on).
    fn turn_of(&mut self, client: ClientId) -> Option<(u32, String, Turn)> {
        let guest = self.clients.get(&client)?;
        let GuestView::Table { number, turn, .. } = &guest.place else {
            return None;
        };
        let table = self.lobby.table(*number)?;
        let game = table.game.as_ref()?;
        let turn = turn
            .clone()
            .unwrap_or_else(|| Turn::new(Self::viewer(table, &guest.name), game));
        Some((*number, guest.name.clone(), turn))
    }

    /// Keeps the guest's hands as they are now.
    fn keep_turn(&mut self, client: ClientId, kept: Turn) {
        if let Some(guest) = self.clients.get_mut(&client)
            && let GuestView::Table { turn, .. } = &mut guest.place
        {
            *turn = Some(kept);
        }
    }

    /// A key of the guest whose turn it is.
    pub(super) fn turn_key(&mut self, client: ClientId, action: Action) {
        let Some((number, name, mut turn)) = self.turn_of(client) else {
            return;
        };
        if action == Action::Hint {
            return self.hint(client, number);
        }
        if action == Action::Coach {
            return self.toggle_coach(client, number);
        }
        if action == Action::Goal {
            return self.cycle_goal(client);
        }
        let Some(request) = board::moves(action, turn.die_cursor(), turn.box_cursor()) else {
            return self.watch_key(client, action);
        };
        let Some(game) = self.lobby.table(number).and_then(|t| t.game.as_ref()) else {
            return;
        };
        let step = turn.request(game, request);
        self.take_step(client, number, &name, turn, step);
    }

    /// A click of the guest's: on their own board, on their turn, what a click does in the
    /// terminal game (a die held, the Roll button, a box selected then scored).
    pub(super) fn click(&mut self, client: ClientId, column: u16, row: u16) {
        let Some(guest) = self.clients.get(&client) else {
            return;
        };
        if guest.help || !matches!(self.keys_of(client), Keys::NetTurn) {
            return;
        }
        let Ok(size) = guest.terminal.size() else {
            return;
        };
        let Some((number, name, mut turn)) = self.turn_of(client) else {
            return;
        };
        let Some((table, game)) = self.lobby.with_game(number) else {
            return;
        };
        let Some(layout) = screens::table_layout(table, Rect::new(0, 0, size.width, size.height))
        else {
            return;
        };
        let mouse = MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        };
        let selectable = yatzy_core::play::selectable_boxes(game.game());
        let Some(board::Request::Move(request)) = board::click(
            mouse,
            &layout,
            game.game(),
            &selectable,
            turn.click_scores(game),
        ) else {
            return;
        };
        let step = turn.request(game, request);
        self.redraw.push(client);
        self.take_step(client, number, &name, turn, step);
    }

    /// The guest's answer to the question put to them (y or n).
    pub(super) fn answer_key(&mut self, client: ClientId, action: Action) {
        let Some(yes) = confirm::answer(action) else {
            return;
        };
        let Some((number, name, mut turn)) = self.turn_of(client) else {
            return;
        };
        let step = turn.answer(yes);
        self.take_step(client, number, &name, turn, step);
    }

    /// The best moves for the dice on the table (`t`), as the terminal game shows them: at a
    /// table of one, or playing to win among bots (a hint at a table of people would help one
    /// player against the others), once the optimal strategy is loaded.
    fn hint(&mut self, client: ClientId, number: u32) {
        use yatzy_core::solver::{Situation, TurnValues};
        let Some((table, game)) = self.lobby.with_game(number) else {
            return;
        };
        let position = (game.game().rolls_used(), game.game().card().filled_count());
        let hint = if !game.is_solitaire() && self.goal_aim_of(client).is_none() {
            Err(t!("net-hint-alone"))
        } else if let Some(dice) = game.game().dice() {
            match self
                .strategies
                .get(&table.rules)
                .map(|strategy| TurnValues::new(strategy, &Situation::from(game.game().card())))
            {
                None | Some(Err(_)) => Err(t!("net-hint-loading")),
                Some(Ok(values)) => Ok(yatzy_ui::view::Hint::best(
                    &values,
                    &dice,
                    game.game().rolls_left(),
                )),
            }
        } else {
            Err(t!("hint-roll-first"))
        };
        match hint {
            Ok(mut hint) => {
                // Playing for a goal: its part, the dice to hold for it marked once it is known.
                hint.goal = self.goal_hint(client);
                if hint.goal.is_some() {
                    hint.held = None;
                }
                let Some(guest) = self.clients.get_mut(&client) else {
                    return;
                };
                let GuestView::Table { hint: shown, .. } = &mut guest.place else {
                    return;
                };
                // The roll's ranking may be in already (the coach asked for it).
                if let Some((_, game)) = self.lobby.with_game(number) {
                    guest.goal.asked.fill(game, &mut hint);
                }
                // A hint counts once per position, as in the terminal game.
                let new = shown.as_ref().is_none_or(|(_, at)| *at != position);
                *shown = Some((hint, position));
                if new {
                    self.lobby.note_hint(number);
                    self.changed.push(number);
                }
            }
            Err(why) => {
                if let Some(guest) = self.clients.get_mut(&client) {
                    guest.status = Some(Status::Warning(why));
                }
            }
        }
    }

    /// Carries out what the controller decided for the guest.
    fn take_step(&mut self, client: ClientId, number: u32, name: &str, mut turn: Turn, step: Step) {
        let rules = self
            .lobby
            .table(number)
            .map_or(RuleSet::default(), |t| t.rules);
        let status = match step {
            Step::Moved => None,
            Step::Say(said) => Some(Status::Info(words::notice(rules, said))),
            Step::Refuse(refusal) => Some(Status::Warning(words::refusal(rules, &refusal))),
            Step::Ask(question) => Some(Status::Info(words::question(rules, question))),
            Step::Play(command) => self.play(client, number, rules, name, &mut turn, command),
        };
        if let Some(Status::Warning(why)) = &status {
            // A refused key is logged too, at the debug level: a guest may press keys faster
            // than an operator reads (RUST_LOG=yatzy=debug shows them).
            debug!(
                "yatzy serve: refused {} a move: {}",
                text::sanitize(name),
                text::sanitize(why)
            );
        }
        self.keep_turn(client, turn);
        if let Some(guest) = self.clients.get_mut(&client) {
            guest.status = status;
        }
    }

    /// Plays `command` for `name` at table `number` (of `rules`): what it did, or why not.
    fn play(
        &mut self,
        client: ClientId,
        number: u32,
        rules: RuleSet,
        name: &str,
        turn: &mut Turn,
        command: Command,
    ) -> Option<Status> {
        let verdict = self.coach_verdict(client, number, command);
        let game = match self.lobby.playing(number, name, command) {
            Ok(game) => game,
            Err(Refusal::Command(error)) => {
                return Some(Status::Warning(words::command_refusal(rules, &error)));
            }
            Err(refusal) => {
                self.refuse(client, refusal);
                return self.clients.get(&client).and_then(|g| g.status.clone());
            }
        };
        let played = turn.carry(game, command);
        let status = words::after_play(game, &played);
        let passed = matches!(played.result, Ok(Outcome::Scored { .. })) && !game.is_solitaire();
        if played.result.is_err() {
            return status;
        }
        // A move of the guest's own that was made puts their hint away, as in the terminal
        // game (a refused one leaves it, and a `t` after it is the same hint; an undo brings
        // the position back, not the hint).
        if let Some(guest) = self.clients.get_mut(&client)
            && let GuestView::Table { hint, .. } = &mut guest.place
        {
            *hint = None;
        }
        self.changed.push(number);
        if passed {
            // The turn passed: as at a table in the terminal, whose turn it is now is what
            // everyone there is told (each guest's own guidance, for their seat).
            for guest in self.clients.values_mut() {
                if guest.place.table() == Some(number) {
                    guest.status = None;
                }
            }
            return None;
        }
        // The coach's word on a costly move comes first, as in the terminal game.
        verdict.map(Status::Warning).or(status)
    }

    /// `o`: the coach on or off, at a table of one or playing to win among bots (at a table
    /// of people it would help one player against the others).
    fn toggle_coach(&mut self, client: ClientId, number: u32) {
        let alone = self
            .lobby
            .table(number)
            .and_then(|t| t.game.as_ref())
            .is_some_and(yatzy_core::table::Table::is_solitaire);
        // Playing to win among bots, the coach weighs moves by the chance to win.
        let alone = alone || self.goal_aim_of(client).is_some();
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        if !alone {
            guest.status = Some(Status::Warning(t!("net-coach-alone")));
            return;
        }
        guest.coach = !guest.coach;
        // Playing for a goal, the coach judges by the roll's ranking: asked at once.
        self.ask_goal_work(client);
        let goal = self.goal_aim_of(client);
        let Some(guest) = self.clients.get_mut(&client) else {
            return;
        };
        // Playing for a goal the coach weighs moves in percentage points of its chance.
        let goal = goal.map(|aim| (aim, guest.goal.settings.goal_coach_threshold));
        let said = yatzy_ui::words::goal::coach_toggled(guest.coach, false, goal, COACH_THRESHOLD);
        guest.status = Some(Status::Info(said));
    }

    /// With the guest's coach on: what `command` gives away, in words, when that is more than
    /// [`COACH_THRESHOLD`] expected points.
    fn coach_verdict(&self, client: ClientId, number: u32, command: Command) -> Option<String> {
        use yatzy_core::solver::{Situation, TurnValues};
        if !self.clients.get(&client)?.coach {
            return None;
        }
        // Playing for a goal, the cost is in percentage points of its chance.
        if let Some(verdict) = self.goal_verdict(client, command) {
            return verdict;
        }
        let table = self.lobby.table(number)?;
        let game = table.game.as_ref().filter(|g| g.is_solitaire())?.game();
        let decision = yatzy_core::review::decision_of(game, command)?;
        let strategy = self.strategies.get(&table.rules)?;
        let values = TurnValues::new(strategy, &Situation::from(game.card())).ok()?;
        let judgement = yatzy_core::review::judge(&values, &decision)?;
        (judgement.lost > COACH_THRESHOLD).then(|| {
            t!(
                "coach-cost",
                lost = yatzy_i18n::decimal(judgement.lost, 2),
                best = yatzy_ui::words::choice(table.rules, &judgement.best.choice)
            )
        })
    }

    /// After table `number` changed: every guest's hands there follow (their box cursor on
    /// a box the dice may go in, a question about dice no longer there dropped).
    pub(super) fn settle_turns(&mut self, number: u32) {
        let Some((table, game)) = self.lobby.with_game(number) else {
            return;
        };
        for guest in self.clients.values_mut() {
            if let GuestView::Table {
                number: at, turn, ..
            } = &mut guest.place
                && *at == number
            {
                turn.get_or_insert_with(|| Turn::new(Self::viewer(table, &guest.name), game))
                    .settle(game);
            }
        }
    }
}
