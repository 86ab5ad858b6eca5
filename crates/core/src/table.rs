//! Several players at one table: each seat plays its own [`Game`] (its own card and dice,
//! seeded from the table's seed), and the table only decides whose turn it is.

use serde::{Deserialize, Serialize};

use crate::game::{Command, CommandError, Game, GameId, Outcome, game_seed};
use crate::rules::RuleSet;

/// The lone player's name until they record one (the card says it in their language).
pub const SOLITAIRE_NAME: &str = "You";
/// The most players one terminal seats.
pub const MAX_SEATS: usize = 6;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    /// The optimal strategy.
    Bot,
    /// A simple greedy player that is fun to beat.
    EasyBot,
    /// Plays each turn for the best chance to finish first against the others as they
    /// stand (the goal table's win objective); plays as the optimal bot without a goal table.
    WinBot,
}

impl SeatKind {
    pub fn is_bot(self) -> bool {
        self != SeatKind::Human
    }

    /// How the seat is written on the command line.
    pub fn label(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot => "bot",
            SeatKind::EasyBot => "bot:easy",
            SeatKind::WinBot => "bot:win",
        }
    }
}

/// A player and their game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    pub kind: SeatKind,
    pub game: Game,
    /// Hints this player asked for in this game; recorded with their score.
    #[serde(default)]
    pub hints_used: u32,
    /// Scores this player took back in this game (solitaire only); recorded with their
    /// score, which is then marked as one with help.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub undos: u32,
    /// Turns of this person's that a bot played for them when their time ran out (a served
    /// table's turn clock); recorded with their score, which is marked so.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stood_in: u32,
}

impl Seat {
    /// A seat at the start of its game, no hint asked for yet.
    fn new(name: String, kind: SeatKind, game: Game) -> Seat {
        Seat {
            name,
            kind,
            game,
            hints_used: 0,
            undos: 0,
            stood_in: 0,
        }
    }
}

pub(crate) fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// Why a list of players was refused. Names are escaped in the messages: a name may hold
/// what must not reach a terminal as it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    #[error("name at least one player")]
    NoPlayers,
    #[error("{0} players, but at most {MAX_SEATS} fit at one table")]
    TooMany(usize),
    #[error(
        "'{}' is not a player name: 1 to 24 characters of plain text, or bot, bot:easy, bot:win",
        .0.escape_debug()
    )]
    BadName(String),
    /// `bot:LEVEL` with a level there is no bot for.
    #[error("'{}' is no bot: the bots are bot (optimal), bot:easy and bot:win", .0.escape_debug())]
    UnknownBot(String),
    /// Two players of one name.
    #[error(
        "'{}' is named twice: each player needs a name of their own",
        .0.escape_debug()
    )]
    Duplicate(String),
}

/// Parses `Ann,Bob,bot,bot:easy,bot:win`: names and bots, in turn order. Bots are named by
/// `bot_name` (the UI's word for a bot of that kind), numbered when there are several.
pub fn parse_players(
    text: &str,
    bot_name: impl Fn(SeatKind) -> String,
) -> Result<Vec<(String, SeatKind)>, SeatError> {
    let mut players: Vec<(String, SeatKind)> = Vec::new();
    for word in text.split(',').map(str::trim) {
        let kind = match word.to_ascii_lowercase().as_str() {
            "bot" => SeatKind::Bot,
            "bot:easy" => SeatKind::EasyBot,
            "bot:win" => SeatKind::WinBot,
            level if level.starts_with("bot:") => {
                return Err(SeatError::UnknownBot(word.to_string()));
            }
            _ if crate::text::valid_name(word) => SeatKind::Human,
            _ => return Err(SeatError::BadName(word.to_string())),
        };
        let name = match kind {
            SeatKind::Human => word.to_string(),
            bot => bot_name(bot),
        };
        // Two people of one name could not tell their columns apart; bots are numbered.
        let taken = players.iter().any(|(other, _)| same_name(other, &name));
        if kind == SeatKind::Human && taken {
            return Err(SeatError::Duplicate(name));
        }
        players.push((name, kind));
    }
    check_count(players.len())?;
    Ok(unique_names(players))
}

fn check_count(count: usize) -> Result<(), SeatError> {
    match count {
        0 => Err(SeatError::NoPlayers),
        n if n > MAX_SEATS => Err(SeatError::TooMany(n)),
        _ => Ok(()),
    }
}

/// Whether two names are one name to the players: the same once trimmed, whatever their
/// case (`ann`, `Ann` and ` ann ` are one). The terminal's players, the server's guests and
/// the high scores' players are told apart by this one rule.
pub fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim(), b.trim());
    a == b || a.to_lowercase() == b.to_lowercase()
}

/// The names to offer someone whose name may be taken, in order: `wanted` (trimmed), then
/// numbered ("Ann 2", "Ann 3", ...), each numbered one cut short enough to stay a name of
/// at most [`MAX_NAME_CHARS`](crate::text::MAX_NAME_CHARS) characters.
pub fn numbered_names(wanted: &str) -> impl Iterator<Item = String> + '_ {
    let wanted = wanted.trim();
    std::iter::once(wanted.to_string()).chain((2_usize..).map(move |number| {
        let suffix = format!(" {number}");
        let room = crate::text::MAX_NAME_CHARS.saturating_sub(suffix.chars().count());
        format!("{}{suffix}", wanted.chars().take(room).collect::<String>())
    }))
}

/// Numbers names that are one name by [`same_name`] ("Bot", "Bot 2"; "ann", "Ann 2") so
/// every seat can be told apart. People keep their names before bots do: a person is known
/// by theirs (a served seat is taken back by it), a bot's is only a label.
pub fn unique_names(players: Vec<(String, SeatKind)>) -> Vec<(String, SeatKind)> {
    let mut names: Vec<String> = players.iter().map(|(name, _)| name.clone()).collect();
    let people = (0..players.len()).filter(|&index| !players[index].1.is_bot());
    let bots = (0..players.len()).filter(|&index| players[index].1.is_bot());
    let mut given: Vec<String> = Vec::with_capacity(names.len());
    for index in people.chain(bots) {
        let unique = numbered_names(&names[index])
            .find(|candidate| !given.iter().any(|other| same_name(other, candidate)))
            .unwrap_or_else(|| names[index].clone());
        given.push(unique.clone());
        names[index] = unique;
    }
    players
        .into_iter()
        .zip(names)
        .map(|((_, kind), name)| (name, kind))
        .collect()
}

/// The players' games, and whose turn it is. Reading one checks that play could have made
/// it: 1 to 6 seats, each game possible, all on one card, and turns taken in order.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "TableFile")]
pub struct Table {
    /// Made when the game starts; a table saved before identities existed gets one on loading.
    #[serde(default = "GameId::random")]
    id: GameId,
    seats: Vec<Seat>,
    current: usize,
}

/// The fields of a [`Table`], as read, before they are checked.
#[derive(Deserialize)]
struct TableFile {
    #[serde(default = "GameId::random")]
    id: GameId,
    seats: Vec<Seat>,
    current: usize,
}

/// More hints than any game asks for: a file claiming more is not a real one.
pub const MOST_HINTS: u32 = 100_000;

/// Whether a saved seat or score may bear `name`: what some version of the game could have
/// written. Names were never empty; they had up to [`MAX_NAME_CHARS`](crate::text::MAX_NAME_CHARS)
/// characters, and two characters more when a repeated name was numbered ("Ann 2", before
/// repeated names were refused). Characters that a newer version no longer accepts in a
/// name are not judged: the screen shows every name sanitised, and a game is not given up
/// for its player's name.
pub(crate) fn possible_name(name: &str) -> bool {
    !name.is_empty() && name.chars().count() <= crate::text::MAX_NAME_CHARS + 2
}

/// Why a table read from a file is none that play could have made; seats are numbered
/// from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum ImpossibleTable {
    #[error("the table has {0} seats, not 1 to {MAX_SEATS}")]
    SeatCount(usize),
    /// The seat whose turn it is (1-based), past the last.
    #[error("it is seat {turn}'s turn, but the table has {seats} seats")]
    NoSuchTurn { turn: usize, seats: usize },
    #[error("the players' games are on different score cards")]
    MixedRules,
    #[error("seat {seat} has a name of {chars} characters")]
    NameLength { seat: usize, chars: usize },
    #[error("seat {seat} asked for {hints} hints")]
    Hints { seat: usize, hints: u32 },
    #[error("seat {seat} took back {undos} scores")]
    Undos { seat: usize, undos: u32 },
    #[error("a bot stood in for seat {seat} for {turns} turns")]
    StoodIn { seat: usize, turns: u32 },
    #[error("seat {seat} has filled {filled} boxes, out of turn")]
    OutOfTurn { seat: usize, filled: usize },
    #[error("seat {0} has dice on the table out of turn")]
    DiceOutOfTurn(usize),
}

impl TryFrom<TableFile> for Table {
    type Error = ImpossibleTable;

    fn try_from(file: TableFile) -> Result<Self, Self::Error> {
        let TableFile { id, seats, current } = file;
        if check_count(seats.len()).is_err() {
            return Err(ImpossibleTable::SeatCount(seats.len()));
        }
        let Some(seat) = seats.get(current) else {
            return Err(ImpossibleTable::NoSuchTurn {
                turn: current.saturating_add(1),
                seats: seats.len(),
            });
        };
        let rules = seat.game.rules();
        // Seats before the current one have taken this round's turn, the rest not yet.
        let round = seat.game.card().filled_count();
        for (index, seat) in seats.iter().enumerate() {
            let number = index + 1;
            if seat.game.rules() != rules {
                return Err(ImpossibleTable::MixedRules);
            }
            if !possible_name(&seat.name) {
                return Err(ImpossibleTable::NameLength {
                    seat: number,
                    chars: seat.name.chars().count(),
                });
            }
            if seat.hints_used > MOST_HINTS {
                return Err(ImpossibleTable::Hints {
                    seat: number,
                    hints: seat.hints_used,
                });
            }
            if seat.undos > MOST_HINTS {
                return Err(ImpossibleTable::Undos {
                    seat: number,
                    undos: seat.undos,
                });
            }
            if seat.stood_in as usize > rules.categories().len() {
                return Err(ImpossibleTable::StoodIn {
                    seat: number,
                    turns: seat.stood_in,
                });
            }
            let expected = if index < current { round + 1 } else { round };
            if seat.game.card().filled_count() != expected {
                return Err(ImpossibleTable::OutOfTurn {
                    seat: number,
                    filled: seat.game.card().filled_count(),
                });
            }
            if index != current && seat.game.dice().is_some() {
                return Err(ImpossibleTable::DiceOutOfTurn(number));
            }
        }
        Ok(Table { id, seats, current })
    }
}

/// A seat's place in the final ranking; equal totals share a place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub place: usize,
    pub seat: usize,
    pub total: u16,
}

impl Table {
    /// A table for `players` in turn order; seat i's dice follow from `seed` and i.
    pub fn new(
        rules: RuleSet,
        seed: u64,
        players: Vec<(String, SeatKind)>,
    ) -> Result<Table, SeatError> {
        check_count(players.len())?;
        let seats = players
            .into_iter()
            .enumerate()
            .map(|(index, (name, kind))| {
                // Seat 0 plays the table's own seed, so a solitaire game is the same game either way.
                let seed = if index == 0 {
                    seed
                } else {
                    game_seed(seed, index as u64)
                };
                Seat::new(name, kind, Game::new(rules, seed))
            })
            .collect();
        Ok(Table {
            id: GameId::random(),
            seats,
            current: 0,
        })
    }

    /// One human playing `game`, under [`SOLITAIRE_NAME`] until a name is recorded. A daily
    /// challenge's table takes the identity of its date and rule set, so that every terminal
    /// playing it plays one game, saved in one slot and recorded once.
    pub fn solitaire(game: Game) -> Table {
        let id = game
            .daily_date()
            .map_or_else(GameId::random, |date| GameId::daily(game.rules(), date));
        Table {
            id,
            seats: vec![Seat::new(SOLITAIRE_NAME.into(), SeatKind::Human, game)],
            current: 0,
        }
    }

    /// This game's identity; a new game gets a new one.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// Gives a table loaded from before identities existed the identity its file implies.
    pub fn assign_id(&mut self, id: GameId) {
        self.id = id;
    }

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    pub fn is_solitaire(&self) -> bool {
        self.seats.len() == 1
    }

    /// Whose turn it is.
    pub fn current(&self) -> usize {
        self.current
    }

    pub fn current_seat(&self) -> &Seat {
        &self.seats[self.current]
    }

    /// The game of the player whose turn it is.
    pub fn game(&self) -> &Game {
        &self.seats[self.current].game
    }

    pub fn rules(&self) -> RuleSet {
        self.game().rules()
    }

    /// Every seat's game is over.
    pub fn is_over(&self) -> bool {
        self.seats.iter().all(|s| s.game.is_over())
    }

    /// Applies `command` to the current player's game. Scoring ends the turn: the next seat
    /// plays. A new game starts every seat afresh, from the first.
    pub fn apply(&mut self, command: Command) -> Result<Outcome, CommandError> {
        if command == Command::NewGame {
            let mut first = None;
            for seat in &mut self.seats {
                seat.hints_used = 0;
                seat.undos = 0;
                let outcome = seat.game.apply(Command::NewGame)?;
                first.get_or_insert(outcome);
            }
            self.current = 0;
            self.id = GameId::random();
            return first.ok_or(CommandError::Internal);
        }
        if command == Command::Undo {
            self.can_undo()?;
        }
        let outcome = self.seats[self.current].game.apply(command)?;
        match outcome {
            Outcome::Scored { .. } => self.current = (self.current + 1) % self.seats.len(),
            Outcome::Undone { .. } => self.seats[self.current].undos += 1,
            _ => {}
        }
        Ok(outcome)
    }

    /// Whether the last score can be taken back now: only alone (at a table the next player
    /// has the dice), and as the game allows (see [`Game::can_undo`]).
    pub fn can_undo(&self) -> Result<(), CommandError> {
        if !self.is_solitaire() {
            return Err(CommandError::NoUndoHere);
        }
        self.game().can_undo()
    }

    /// The current player asked for a hint.
    pub fn note_hint(&mut self) {
        self.seats[self.current].hints_used += 1;
    }

    /// Counts a turn of the person to move played by a bot standing in for them (their time
    /// ran out).
    pub fn note_stood_in(&mut self) {
        self.seats[self.current].stood_in += 1;
    }

    /// Everyone by total, best first; ties share a place.
    pub fn standings(&self) -> Vec<Standing> {
        let mut order: Vec<(usize, u16)> = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| (i, s.game.card().total()))
            .collect();
        order.sort_by_key(|&(seat, total)| (std::cmp::Reverse(total), seat));
        let mut standings: Vec<Standing> = Vec::with_capacity(order.len());
        for (index, &(seat, total)) in order.iter().enumerate() {
            let place = match standings.last() {
                Some(previous) if previous.total == total => previous.place,
                _ => index + 1,
            };
            standings.push(Standing { place, seat, total });
        }
        standings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn people(names: &[&str]) -> Vec<(String, SeatKind)> {
        names
            .iter()
            .map(|name| (name.to_string(), SeatKind::Human))
            .collect()
    }

    #[test]
    fn names_are_one_name_trimmed_and_whatever_their_case() {
        assert!(same_name("ann", "Ann"));
        assert!(same_name(" ann ", "ANN"));
        assert!(same_name("Åsa", "åSA"));
        assert!(!same_name("ann", "anna"));
        assert!(!same_name("ann", "ann 2"));
    }

    #[test]
    fn a_name_that_is_another_s_is_numbered_after_the_first() {
        let named = unique_names(people(&["ann", "Ann", " ann ", "bob"]));
        let names: Vec<&str> = named.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["ann", "Ann 2", "ann 3", "bob"]);
    }

    #[test]
    fn a_person_keeps_their_name_and_a_bot_of_that_name_is_numbered() {
        let mut players = vec![("Bot".to_string(), SeatKind::Bot)];
        players.extend(people(&["bot"]));
        players.push(("Bot".to_string(), SeatKind::Bot));
        let named = unique_names(players);
        let names: Vec<&str> = named.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["Bot 2", "bot", "Bot 3"]);
    }

    #[test]
    fn a_numbered_name_stays_within_the_longest_name() {
        let long = "x".repeat(crate::text::MAX_NAME_CHARS);
        let offered: Vec<String> = numbered_names(&long).take(3).collect();
        assert_eq!(offered[0], long);
        assert_eq!(
            offered[2],
            format!("{} 3", "x".repeat(crate::text::MAX_NAME_CHARS - 2))
        );
    }

    #[test]
    fn a_win_bot_is_written_bot_win_and_read_back() {
        let players = parse_players("Ann,BOT:WIN,bot:win", |kind| kind.label().into()).unwrap();
        let kinds: Vec<SeatKind> = players.iter().map(|(_, kind)| *kind).collect();
        assert_eq!(kinds, [SeatKind::Human, SeatKind::WinBot, SeatKind::WinBot]);
        assert_eq!(players[2].0, "bot:win 2", "bots of one kind are numbered");
        assert_eq!(SeatKind::WinBot.label(), "bot:win");
        assert!(SeatKind::WinBot.is_bot());
        let table = Table::new(RuleSet::Forced, 3, players).unwrap();
        let json = serde_json::to_string(&table).unwrap();
        assert!(json.contains(r#""kind":"win_bot""#), "{json}");
        let read: Table = serde_json::from_str(&json).unwrap();
        assert_eq!(read.seats()[1].kind, SeatKind::WinBot);
        // A table saved before there was a win bot reads as it did.
        let old = json.replace("win_bot", "easy_bot");
        let read: Table = serde_json::from_str(&old).unwrap();
        assert_eq!(read.seats()[1].kind, SeatKind::EasyBot);
    }

    #[test]
    fn an_unknown_bot_is_refused_with_every_known_one() {
        let error = parse_players("Ann,bot:hard", |kind| kind.label().into()).unwrap_err();
        assert_eq!(error, SeatError::UnknownBot("bot:hard".into()));
        let message = error.to_string();
        for known in ["bot (optimal)", "bot:easy", "bot:win"] {
            assert!(message.contains(known), "{message}");
        }
    }
}
