//! One table of the server as plain data: its plan of places, its game once everyone is
//! seated, its chat and its watchers, and what can be read off them.

use std::collections::{BTreeMap, VecDeque};

use serde::{Deserialize, Serialize};

use super::TABLE_VERSION;
use yatzy_core::rules::RuleSet;
use yatzy_core::table::{SeatKind, Table, unique_names};
use yatzy_i18n::Language;

/// A place at a table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chair {
    /// Waiting for a person.
    Open,
    /// A person, by name.
    Player(String),
    Bot(SeatKind),
}

/// One line of a table's chat: something a person said, or news of a person (they left,
/// they are back), whose text is then a message id said in each reader's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    pub from: String,
    pub text: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub news: bool,
}

/// The news a table's chat may hold, as message ids.
pub(crate) const NEWS: [&str; 3] = ["net-left-waiting", "net-back", "net-stood-in"];

/// A table of the server: its plan, its game once everyone is seated, and its talk.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NetTable {
    /// The file format ([`TABLE_VERSION`]); files from before it had none and are version 1.
    #[serde(default = "first_version")]
    pub version: u32,
    pub number: u32,
    pub rules: RuleSet,
    /// The plan while the table waits for its people; once the game begins the game's seats
    /// say who sits where, and this is empty (a file of version 1 had both: they are checked
    /// against each other when read, then only the seats are kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<Chair>,
    /// The game, once every place is taken.
    pub game: Option<Table>,
    /// The seed the game's dice follow (read as a number or as a string of its digits).
    #[serde(deserialize_with = "yatzy_core::game::seed::number_or_text")]
    pub seed: u64,
    #[serde(default)]
    pub chat: VecDeque<ChatLine>,
    /// Who is watching (not saved: watchers come back by choice).
    #[serde(skip)]
    pub watchers: Vec<String>,
    /// What each player sat down with, which alone may take their place back: their key's
    /// fingerprint (`SHA256:...`), or for a player without a key the code they were given
    /// (`code:...`, see `server::identity`). Files from before codes bound only keys.
    #[serde(default)]
    pub keys: BTreeMap<String, String>,
    /// The language (its code) of the person who opened the table: its bots are named in it
    /// when the game begins, whoever takes the last place. Files from before it have none,
    /// and an unknown code counts as none: the bots are then named in the language of
    /// whoever takes the last place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// When the game began, by the server's clock: its time of play, recorded with it, runs
    /// from here to its end. Files from before it have none (recorded as 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub began: Option<chrono::DateTime<chrono::Utc>>,
    /// The table opened to play this one again, once a player asked (not saved: a finished
    /// table lasts until it is recorded and left).
    #[serde(skip)]
    pub rematch: Option<u32>,
}

fn first_version() -> u32 {
    1
}

impl NetTable {
    /// A new table waiting for its people: `places` planned, a game of `seed` once they
    /// are all taken, its bots named in `language` (a code).
    pub fn planned(
        number: u32,
        rules: RuleSet,
        places: Vec<Chair>,
        seed: u64,
        language: Option<String>,
    ) -> Self {
        NetTable {
            version: TABLE_VERSION,
            number,
            rules,
            places,
            game: None,
            seed,
            chat: VecDeque::new(),
            watchers: Vec::new(),
            keys: BTreeMap::new(),
            language,
            began: None,
            rematch: None,
        }
    }

    /// Whether the game is on or over (every place taken).
    pub fn started(&self) -> bool {
        self.game.is_some()
    }

    pub fn is_over(&self) -> bool {
        self.game.as_ref().is_some_and(Table::is_over)
    }

    /// The chairs at the table, in seat order: the plan while it waits, the game's seats
    /// once it is on (a person by name, a bot by kind).
    pub fn chairs(&self) -> Vec<Chair> {
        match &self.game {
            Some(game) => game
                .seats()
                .iter()
                .map(|seat| match seat.kind {
                    SeatKind::Human => Chair::Player(seat.name.clone()),
                    kind => Chair::Bot(kind),
                })
                .collect(),
            None => self.places.clone(),
        }
    }

    /// The place of the person called `name`.
    pub fn place_of(&self, name: &str) -> Option<usize> {
        // Read in place, not through `chairs`: each guest's frame asks, and names are not copied.
        match &self.game {
            Some(game) => game
                .seats()
                .iter()
                .position(|seat| seat.kind == SeatKind::Human && seat.name == name),
            None => self
                .places
                .iter()
                .position(|p| matches!(p, Chair::Player(n) if n == name)),
        }
    }

    /// The people seated, in place order.
    pub fn players(&self) -> impl Iterator<Item = &str> {
        let seated: Box<dyn Iterator<Item = &str>> = match &self.game {
            Some(game) => Box::new(
                game.seats()
                    .iter()
                    .filter(|seat| seat.kind == SeatKind::Human)
                    .map(|seat| seat.name.as_str()),
            ),
            None => Box::new(self.places.iter().filter_map(|p| match p {
                Chair::Player(name) => Some(name.as_str()),
                _ => None,
            })),
        };
        seated
    }

    pub(crate) fn open_places(&self) -> usize {
        self.places.iter().filter(|p| **p == Chair::Open).count()
    }

    /// The person whose turn it is, if it is a person's.
    pub fn player_to_move(&self) -> Option<&str> {
        let game = self.game.as_ref().filter(|g| !g.is_over())?;
        let seat = game.current_seat();
        (seat.kind == SeatKind::Human).then_some(seat.name.as_str())
    }

    /// The bot whose turn it is, if it is a bot's.
    pub fn bot_to_move(&self) -> Option<SeatKind> {
        let game = self.game.as_ref().filter(|g| !g.is_over())?;
        let kind = game.current_seat().kind;
        kind.is_bot().then_some(kind)
    }

    /// Starts the game once no place is open.
    pub(super) fn start_if_full(&mut self) {
        if self.game.is_some() || self.open_places() > 0 {
            return;
        }
        // The seats keep the bots' names for the whole game, in the opener's language: the
        // hub speaks the language of whoever's key this is, the last to sit down.
        let language = self
            .language
            .as_deref()
            .and_then(Language::from_code)
            .unwrap_or_else(yatzy_i18n::current);
        let players = self
            .places
            .iter()
            .map(|place| match place {
                Chair::Player(name) => (name.clone(), SeatKind::Human),
                Chair::Bot(kind) => (
                    yatzy_i18n::speaking(language, || yatzy_ui::words::bot_name(*kind)),
                    *kind,
                ),
                Chair::Open => ("?".to_string(), SeatKind::Human),
            })
            .collect();
        // Names were checked when each person arrived; the plan's size when it was made.
        self.game = Table::new(self.rules, self.seed, unique_names(players)).ok();
        if self.game.is_some() {
            // From now on the game's seats say who sits where.
            self.places.clear();
        }
    }

    /// A table read from a file as this version keeps it: a version 1 file's plan of a game
    /// already begun is dropped (it was checked against the game's seats first).
    pub fn settle_read(mut self) -> Self {
        if self.game.is_some() {
            self.places.clear();
        }
        self.version = TABLE_VERSION;
        self
    }
}
