//! A table read from a file, checked whole: a plan the server could have made, and a game
//! that belongs to it.

use super::*;

impl NetTable {
    /// Checks a table read from a file: a plan that could have been made, and a game that
    /// belongs to it.
    pub fn check(&self) -> Result<(), TableError> {
        if !(1..=MAX_TABLE_NUMBER).contains(&self.number) {
            return Err(TableError::Number(self.number));
        }
        // A version 1 file kept the plan beside the game; this version keeps the game's seats
        // alone once it began.
        let chairs = if self.game.is_some() && self.places.is_empty() {
            self.chairs()
        } else {
            self.places.clone()
        };
        let people = check_chairs(&chairs)?;
        if self
            .keys
            .keys()
            .any(|name| !people.contains(&name.as_str()))
        {
            return Err(TableError::KeyOfNobody);
        }
        if self.chat.len() > CHAT_LINES
            || self.chat.iter().any(|line| {
                line.text.chars().count() > MAX_CHAT_CHARS
                    || !text::valid_name(&line.from)
                    || (line.news && !NEWS.contains(&line.text.as_str()))
            })
        {
            return Err(TableError::Chat);
        }
        let open = chairs.iter().filter(|c| **c == Chair::Open).count();
        match &self.game {
            None if open == 0 => Err(TableError::NoGame),
            None => Ok(()),
            Some(_) if open > 0 => Err(TableError::EarlyGame),
            Some(game) => self.check_game(game, &chairs),
        }
    }

    /// Checks that a game seats what `chairs` planned: its rules, its bots, its people.
    fn check_game(&self, game: &Table, chairs: &[Chair]) -> Result<(), TableError> {
        if game.rules() != self.rules || game.seats().len() != chairs.len() {
            return Err(TableError::OtherGame);
        }
        let kinds_agree = game
            .seats()
            .iter()
            .zip(chairs)
            .all(|(seat, place)| match place {
                Chair::Player(_) => seat.kind == SeatKind::Human,
                Chair::Bot(kind) => seat.kind == *kind,
                Chair::Open => false,
            });
        if !kinds_agree {
            return Err(TableError::KindsElsewhere);
        }
        // Each person plays the seat of their place: the place names who may move.
        let names_agree = game
            .seats()
            .iter()
            .zip(chairs)
            .all(|(seat, place)| match place {
                Chair::Player(name) => seat.name == *name,
                _ => true,
            });
        if names_agree {
            Ok(())
        } else {
            Err(TableError::OtherNames)
        }
    }
}

/// Checks a table's places: as many as a table has, each person once and by a valid name,
/// no person in a bot's place. Returns the people seated.
fn check_chairs(chairs: &[Chair]) -> Result<Vec<&str>, TableError> {
    if chairs.is_empty() || chairs.len() > MAX_SEATS {
        return Err(TableError::Places(chairs.len()));
    }
    let people: Vec<&str> = chairs
        .iter()
        .filter_map(|c| match c {
            Chair::Player(name) => Some(name.as_str()),
            _ => None,
        })
        .collect();
    if people
        .iter()
        .enumerate()
        .any(|(index, name)| people[..index].contains(name))
    {
        return Err(TableError::SeatedTwice);
    }
    for place in chairs {
        match place {
            Chair::Player(name) if !text::valid_name(name) => return Err(TableError::BadName),
            Chair::Bot(SeatKind::Human) => return Err(TableError::PersonInBotPlace),
            _ => {}
        }
    }
    Ok(people)
}

/// Why a table read from a file is not one the server could have made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("its number {0} is not one of a table (1 to {MAX_TABLE_NUMBER})")]
    Number(u32),
    #[error("it has {0} places")]
    Places(usize),
    #[error("it seats one person twice")]
    SeatedTwice,
    #[error("a player's name is not a name")]
    BadName,
    #[error("a bot place holds a person")]
    PersonInBotPlace,
    #[error("it binds a key to someone not seated")]
    KeyOfNobody,
    #[error("its chat is longer than a table keeps")]
    Chat,
    #[error("every place is taken but no game began")]
    NoGame,
    #[error("the game began with places open")]
    EarlyGame,
    #[error("its game is not the one its places planned")]
    OtherGame,
    #[error("its game seats people and bots elsewhere than its places")]
    KindsElsewhere,
    #[error("its places name other people than its game's seats")]
    OtherNames,
}
