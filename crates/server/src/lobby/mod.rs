//! The server's tables, as plain data: who sits where, who watches, the chat, and each game.
//! No I/O and no clock: the hub decides when things happen, this decides what they do.
//!
//! A table is planned with its places (people and bots) and starts when every person's place
//! is taken. A place stays its player's for the whole game, connected or not: a dropped
//! connection comes back to it.

use std::collections::{BTreeMap, BTreeSet};

use yatzy_core::game::{Command, CommandError, Outcome};
use yatzy_core::rules::RuleSet;
use yatzy_core::table::{MAX_SEATS, SeatKind, Table, same_name};
use yatzy_core::text;

mod check;
mod net_table;
pub use check::TableError;
pub(crate) use net_table::NEWS;
pub use net_table::{Chair, ChatLine, NetTable};

/// Chat lines a table keeps.
pub const CHAT_LINES: usize = 20;
/// Longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 100;
/// Tables a server holds at once, unless told otherwise (`--max-tables`).
pub const MAX_TABLES: usize = 64;
/// The most tables a server may be told to hold.
pub(crate) const MOST_TABLES: usize = 10_000;
/// The largest table number: numbers count up to it, then start again from 1, skipping
/// those in use (with at most [`MOST_TABLES`] tables, one is always free).
pub const MAX_TABLE_NUMBER: u32 = 999_999;
/// The format of a table file; a newer one is left as it is.
pub const TABLE_VERSION: u32 = 2;

/// Why the lobby refused something: a message id, said in the guest's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.text())]
pub enum Refusal {
    NoSuchTable,
    TableFull,
    /// The person already has a place at another table that is not over.
    SeatedElsewhere(u32),
    NotYourTurn,
    NotStarted,
    TooManyTables,
    /// The guest's address has this many tables in play already: its share.
    AddressTables(usize),
    BadPlan,
    Command(CommandError),
}

impl Refusal {
    /// What the guest is told, in the language of the moment.
    pub fn text(self) -> String {
        let id = match self {
            Refusal::SeatedElsewhere(number) => {
                return yatzy_i18n::t!("net-seated-elsewhere", number = number);
            }
            Refusal::AddressTables(count) => {
                return yatzy_i18n::t!("net-address-tables", count = count);
            }
            Refusal::NoSuchTable => "net-no-such-table",
            Refusal::TableFull => "net-table-full",
            Refusal::NotYourTurn => "net-not-your-turn",
            Refusal::NotStarted => "net-not-started",
            Refusal::TooManyTables => "net-too-many-tables",
            Refusal::BadPlan => "net-bad-plan",
            Refusal::Command(_) => "net-move-refused",
        };
        yatzy_i18n::text(id, &[])
    }
}

/// Every table of the server, by number.
#[derive(Debug)]
pub struct Lobby {
    tables: BTreeMap<u32, NetTable>,
    /// The number the last table was given.
    last_number: u32,
    /// Numbers not to give: files of tables that were not resumed (a newer yatzy's).
    reserved: BTreeSet<u32>,
    /// Tables held at most (new ones refused beyond).
    max_tables: usize,
}

impl Default for Lobby {
    fn default() -> Self {
        Lobby {
            tables: BTreeMap::new(),
            last_number: 0,
            reserved: BTreeSet::new(),
            max_tables: MAX_TABLES,
        }
    }
}

impl Lobby {
    pub fn new() -> Self {
        Self::default()
    }

    /// The lobby holding at most `max_tables` tables ([`MAX_TABLES`] unless told; at most
    /// [`MOST_TABLES`]). Tables resumed beyond it are kept; only new ones are refused.
    pub fn with_max_tables(mut self, max_tables: usize) -> Self {
        self.max_tables = max_tables.clamp(1, MOST_TABLES);
        self
    }

    /// A lobby of tables read back (each checked by the caller), and the numbers of table
    /// files left alone, which no new table may take.
    pub fn with_tables(tables: Vec<NetTable>, reserved: impl IntoIterator<Item = u32>) -> Self {
        let last_number = tables.iter().map(|t| t.number).max().unwrap_or(0);
        Lobby {
            tables: tables.into_iter().map(|t| (t.number, t)).collect(),
            last_number,
            reserved: reserved.into_iter().collect(),
            max_tables: MAX_TABLES,
        }
    }

    /// The number after the last one given that no table has (nor a file left alone),
    /// counting from 1 again after [`MAX_TABLE_NUMBER`].
    fn free_number(&self) -> Option<u32> {
        let after = |n: u32| if n >= MAX_TABLE_NUMBER { 1 } else { n + 1 };
        let mut number = after(self.last_number);
        for _ in 0..MAX_TABLE_NUMBER {
            if !self.tables.contains_key(&number) && !self.reserved.contains(&number) {
                return Some(number);
            }
            number = after(number);
        }
        None
    }

    pub fn tables(&self) -> impl Iterator<Item = &NetTable> {
        self.tables.values()
    }

    pub fn table(&self, number: u32) -> Option<&NetTable> {
        self.tables.get(&number)
    }

    /// Table `number` and its game, once it began.
    pub(crate) fn with_game(&self, number: u32) -> Option<(&NetTable, &Table)> {
        let table = self.tables.get(&number)?;
        Some((table, table.game.as_ref()?))
    }

    pub fn len(&self) -> usize {
        self.tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// The table where `name` has a place in a game not over (their seat to return to).
    pub fn seat_of(&self, name: &str) -> Option<u32> {
        self.tables
            .values()
            .find(|t| !t.is_over() && t.place_of(name).is_some())
            .map(|t| t.number)
    }

    /// The name, spelt as at its place, of whoever keeps a place in a game not over under
    /// `name` by the one name rule ([`same_name`]: `ann` for `Ann`); its own spelling first.
    pub(crate) fn seated_as(&self, name: &str) -> Option<&str> {
        let seated = || {
            self.tables
                .values()
                .filter(|table| !table.is_over())
                .flat_map(NetTable::players)
        };
        seated()
            .find(|&spelt| spelt == name)
            .or_else(|| seated().find(|spelt| same_name(spelt, name)))
    }

    /// A new table of `rules` for `owner`, `people` places for people (the owner's first)
    /// and a place for each of `bots`, the game's dice following `seed`. A table of one
    /// person starts at once. Its bots are named in the language spoken on this thread (the
    /// hub speaks the owner's while it handles the owner's keys).
    pub fn create(
        &mut self,
        owner: &str,
        rules: RuleSet,
        people: usize,
        bots: &[SeatKind],
        seed: u64,
    ) -> Result<u32, Refusal> {
        if let Some(number) = self.seat_of(owner) {
            return Err(Refusal::SeatedElsewhere(number));
        }
        if people == 0 || people + bots.len() > MAX_SEATS || bots.contains(&SeatKind::Human) {
            return Err(Refusal::BadPlan);
        }
        let mut places = vec![Chair::Player(owner.to_string())];
        places.extend(std::iter::repeat_n(Chair::Open, people - 1));
        places.extend(bots.iter().map(|&kind| Chair::Bot(kind)));
        let language = Some(yatzy_i18n::current().id().to_string());
        self.open(rules, places, seed, language)
    }

    /// A new table of `places` under the next free number, begun at once if none is open.
    fn open(
        &mut self,
        rules: RuleSet,
        places: Vec<Chair>,
        seed: u64,
        language: Option<String>,
    ) -> Result<u32, Refusal> {
        if self.tables.len() >= self.max_tables {
            return Err(Refusal::TooManyTables);
        }
        let number = self.free_number().ok_or(Refusal::TooManyTables)?;
        self.last_number = number;
        let mut table = NetTable::planned(number, rules, places, seed, language);
        table.start_if_full();
        self.tables.insert(number, table);
        Ok(number)
    }

    /// Finished table `number` played again, opened by `owner` (one of its people): the same
    /// rules and seats, the owner in their own, the other people's places open for them,
    /// the bots kept; a new game of `seed`. A table of one person and bots begins at once.
    pub fn rematch(&mut self, number: u32, owner: &str, seed: u64) -> Result<u32, Refusal> {
        let old = self.tables.get(&number).ok_or(Refusal::NoSuchTable)?;
        if !old.is_over() || old.place_of(owner).is_none() {
            return Err(Refusal::NoSuchTable);
        }
        if let Some(seated) = self.seat_of(owner) {
            return Err(Refusal::SeatedElsewhere(seated));
        }
        let places = old
            .chairs()
            .into_iter()
            .map(|chair| match chair {
                Chair::Player(name) if name == owner => Chair::Player(name),
                Chair::Player(_) | Chair::Open => Chair::Open,
                bot => bot,
            })
            .collect();
        let (rules, language) = (old.rules, old.language.clone());
        let next = self.open(rules, places, seed, language)?;
        if let Some(old) = self.tables.get_mut(&number) {
            old.rematch = Some(next);
        }
        Ok(next)
    }

    /// `name` takes an open place at table `number` (or finds their own place there again).
    pub fn join(&mut self, number: u32, name: &str) -> Result<(), Refusal> {
        match self.seat_of(name) {
            Some(seated) if seated == number => return Ok(()),
            Some(seated) => return Err(Refusal::SeatedElsewhere(seated)),
            None => {}
        }
        let table = self.tables.get_mut(&number).ok_or(Refusal::NoSuchTable)?;
        let open = table
            .places
            .iter()
            .position(|p| *p == Chair::Open)
            .ok_or(Refusal::TableFull)?;
        table.places[open] = Chair::Player(name.to_string());
        table.watchers.retain(|w| w != name);
        table.start_if_full();
        Ok(())
    }

    /// Binds `name`'s place at table `number` to the key they proved.
    pub fn bind_key(&mut self, number: u32, name: &str, key: &str) {
        if let Some(table) = self.tables.get_mut(&number)
            && table.place_of(name).is_some()
        {
            table.keys.insert(name.to_string(), key.to_string());
        }
    }

    /// The key bound to `name`'s place in a game not over, if any.
    pub fn key_of(&self, name: &str) -> Option<&str> {
        let number = self.seat_of(name)?;
        self.tables.get(&number)?.keys.get(name).map(String::as_str)
    }

    /// `name` watches table `number`.
    pub fn watch(&mut self, number: u32, name: &str) -> Result<(), Refusal> {
        let table = self.tables.get_mut(&number).ok_or(Refusal::NoSuchTable)?;
        if !table.watchers.iter().any(|w| w == name) && table.place_of(name).is_none() {
            table.watchers.push(name.to_string());
        }
        Ok(())
    }

    /// `name` stops watching table `number`.
    pub(crate) fn unwatch(&mut self, number: u32, name: &str) {
        if let Some(table) = self.tables.get_mut(&number) {
            table.watchers.retain(|w| w != name);
        }
    }

    /// `name` leaves table `number` for the lobby. A watcher stops watching; a player before
    /// the game begins gives their place up (a table left with nobody goes away); a player
    /// in a game keeps their place, to come back to. A finished table nobody is at goes away.
    /// Returns whether the table went away.
    pub fn leave(&mut self, number: u32, name: &str, still_there: &[&str]) -> bool {
        let Some(table) = self.tables.get_mut(&number) else {
            return false;
        };
        table.watchers.retain(|w| w != name);
        if !table.started()
            && let Some(place) = table.place_of(name)
        {
            table.places[place] = Chair::Open;
        }
        let nobody_left = !table.started() && table.players().next().is_none();
        let finished_and_empty = table.is_over()
            && !table
                .players()
                .chain(table.watchers.iter().map(String::as_str))
                .any(|n| n != name && still_there.contains(&n));
        if nobody_left || finished_and_empty {
            self.tables.remove(&number);
            return true;
        }
        false
    }

    /// Forgets table `number` (a finished game, recorded, that nobody is looking at).
    pub fn remove(&mut self, number: u32) {
        self.tables.remove(&number);
    }

    /// `from` says `line` at table `number`: sanitised, cut to length, the oldest line
    /// dropped when the table keeps enough. Empty lines are not said.
    pub fn say(&mut self, number: u32, from: &str, line: &str) -> Result<(), Refusal> {
        let text: String = text::sanitize(line)
            .trim()
            .chars()
            .take(MAX_CHAT_CHARS)
            .collect();
        self.keep_line(number, from, text, false)
    }

    /// News of `who` at table `number` (one of [`NEWS`]), kept in its chat.
    pub fn news(&mut self, number: u32, who: &str, what: &'static str) -> Result<(), Refusal> {
        self.keep_line(number, who, what.to_string(), true)
    }

    /// Keeps a line (unless empty) in table `number`'s chat, the oldest dropped when the table
    /// keeps enough.
    fn keep_line(
        &mut self,
        number: u32,
        from: &str,
        text: String,
        news: bool,
    ) -> Result<(), Refusal> {
        let table = self.tables.get_mut(&number).ok_or(Refusal::NoSuchTable)?;
        if text.is_empty() {
            return Ok(());
        }
        if table.chat.len() >= CHAT_LINES {
            table.chat.pop_front();
        }
        table.chat.push_back(ChatLine {
            from: from.to_string(),
            text,
            news,
        });
        Ok(())
    }

    /// `name` makes a move at table `number`: only on their own turn.
    pub fn play(&mut self, number: u32, name: &str, command: Command) -> Result<Outcome, Refusal> {
        self.playing(number, name, command)?
            .apply(command)
            .map_err(Refusal::Command)
    }

    /// The game at table `number` for `name` to play `command` in: refused when the game has
    /// not begun, when it is not their turn, and for a new game (a served table's next game is
    /// a rematch).
    pub fn playing(
        &mut self,
        number: u32,
        name: &str,
        command: Command,
    ) -> Result<&mut Table, Refusal> {
        let table = self.tables.get_mut(&number).ok_or(Refusal::NoSuchTable)?;
        if !table.started() {
            return Err(Refusal::NotStarted);
        }
        if table.player_to_move() != Some(name) {
            return Err(Refusal::NotYourTurn);
        }
        Self::game_for(table, command)
    }

    /// Table `number`'s game began at `at`, unless a beginning is known already (the hub
    /// keeps the time; the lobby only keeps it).
    pub fn began(&mut self, number: u32, at: chrono::DateTime<chrono::Utc>) {
        if let Some(table) = self.tables.get_mut(&number) {
            table.began.get_or_insert(at);
        }
    }

    /// Counts a turn played for whoever is to move at table `number` by a bot standing in
    /// (their record says so).
    pub(crate) fn note_stood_in(&mut self, number: u32) {
        if let Some(game) = self.tables.get_mut(&number).and_then(|t| t.game.as_mut()) {
            game.note_stood_in();
        }
    }

    /// Counts a hint for whoever is to move at table `number` (their record says so).
    pub fn note_hint(&mut self, number: u32) {
        if let Some(game) = self.tables.get_mut(&number).and_then(|t| t.game.as_mut()) {
            game.note_hint();
        }
    }

    /// A move for whoever is to move at table `number`: a bot, or a bot standing in for an
    /// absent player when the turn timer ran out.
    pub(crate) fn play_for_current(
        &mut self,
        number: u32,
        command: Command,
    ) -> Result<Outcome, Refusal> {
        let table = self.tables.get_mut(&number).ok_or(Refusal::NoSuchTable)?;
        Self::game_for(table, command)?
            .apply(command)
            .map_err(Refusal::Command)
    }

    fn game_for(table: &mut NetTable, command: Command) -> Result<&mut Table, Refusal> {
        if command == Command::NewGame {
            return Err(Refusal::Command(CommandError::GameOver));
        }
        table.game.as_mut().ok_or(Refusal::NotStarted)
    }
}
