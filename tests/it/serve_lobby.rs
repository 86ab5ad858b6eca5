//! The server's lobby as plain data: places taken and kept, turns, chat, and what a table
//! read from a file must be to be resumed.

use yatzy::core::game::Command;
use yatzy::core::rules::{Category, RuleSet};
use yatzy::core::table::SeatKind;
use yatzy::server::lobby::{
    CHAT_LINES, Chair, Lobby, MAX_CHAT_CHARS, MAX_TABLE_NUMBER, Refusal, TableError,
};

fn lobby_with_two_seat_table() -> (Lobby, u32) {
    let mut lobby = Lobby::new();
    let number = lobby
        .create("Ann", RuleSet::Yatzy, 2, &[], 7)
        .expect("a table of two");
    (lobby, number)
}

#[test]
fn a_table_starts_when_every_person_is_seated() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    assert!(!lobby.table(number).unwrap().started());
    lobby.join(number, "Bob").unwrap();
    let table = lobby.table(number).unwrap();
    assert!(table.started());
    let names: Vec<&str> = table
        .game
        .as_ref()
        .unwrap()
        .seats()
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(names, ["Ann", "Bob"]);
    assert_eq!(lobby.join(number, "Cid"), Err(Refusal::TableFull));
}

#[test]
fn a_solitaire_table_with_bots_starts_at_once() {
    let mut lobby = Lobby::new();
    let number = lobby
        .create(
            "Ann",
            RuleSet::Yacht,
            1,
            &[SeatKind::Bot, SeatKind::EasyBot],
            1,
        )
        .unwrap();
    let table = lobby.table(number).unwrap();
    assert!(table.started());
    assert_eq!(table.player_to_move(), Some("Ann"));
    assert_eq!(table.check(), Ok(()));
}

#[test]
fn only_the_player_whose_turn_it_is_may_move() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    lobby.join(number, "Bob").unwrap();
    assert_eq!(
        lobby.play(number, "Bob", Command::Roll),
        Err(Refusal::NotYourTurn)
    );
    assert_eq!(
        lobby.play(number, "Cid", Command::Roll),
        Err(Refusal::NotYourTurn)
    );
    assert!(lobby.play(number, "Ann", Command::Roll).is_ok());
    assert!(
        lobby
            .play(number, "Ann", Command::Score(Category::Chance))
            .is_ok()
    );
    assert_eq!(lobby.table(number).unwrap().player_to_move(), Some("Bob"));
}

#[test]
fn a_player_keeps_their_place_through_the_game_and_gives_it_up_before() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    // Before the game: leaving frees the place, and a table nobody is at goes away.
    assert!(lobby.leave(number, "Ann", &[]));
    assert!(lobby.table(number).is_none());

    let (mut lobby, number) = lobby_with_two_seat_table();
    lobby.join(number, "Bob").unwrap();
    assert!(!lobby.leave(number, "Bob", &["Ann"]));
    assert_eq!(lobby.seat_of("Bob"), Some(number));
    assert_eq!(lobby.join(number, "Bob"), Ok(()));
}

#[test]
fn one_game_at_a_time_per_person() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    assert_eq!(
        lobby.create("Ann", RuleSet::Yatzy, 1, &[], 1),
        Err(Refusal::SeatedElsewhere(number))
    );
    let other = lobby.create("Bob", RuleSet::Yatzy, 2, &[], 1).unwrap();
    assert_eq!(
        lobby.join(other, "Ann"),
        Err(Refusal::SeatedElsewhere(number))
    );
}

#[test]
fn plans_beyond_six_seats_or_without_a_person_are_refused() {
    let mut lobby = Lobby::new();
    assert_eq!(
        lobby.create("Ann", RuleSet::Yatzy, 0, &[], 1),
        Err(Refusal::BadPlan)
    );
    assert_eq!(
        lobby.create("Ann", RuleSet::Yatzy, 2, &[SeatKind::Bot; 5], 1),
        Err(Refusal::BadPlan)
    );
}

#[test]
fn a_place_remembers_the_key_it_was_taken_with() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    lobby.bind_key(number, "Ann", "SHA256:ann");
    lobby.bind_key(number, "Cid", "SHA256:cid");
    assert_eq!(lobby.key_of("Ann"), Some("SHA256:ann"));
    assert_eq!(lobby.key_of("Cid"), None, "no place, no key");
    let table = lobby.table(number).unwrap();
    assert_eq!(table.check(), Ok(()));
    let mut forged = table.clone();
    forged.keys.insert("Eve".into(), "SHA256:eve".into());
    assert_eq!(forged.check(), Err(TableError::KeyOfNobody));
}

#[test]
fn chat_is_sanitised_cut_and_bounded() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    lobby.say(number, "Ann", "hi \u{1b}[31mthere\u{7}").unwrap();
    lobby.say(number, "Ann", "   ").unwrap();
    lobby.say(number, "Ann", &"x".repeat(500)).unwrap();
    let chat = &lobby.table(number).unwrap().chat;
    assert_eq!(chat.len(), 2);
    assert_eq!(chat[0].text, "hi there");
    assert_eq!(chat[1].text.chars().count(), MAX_CHAT_CHARS);
    for n in 0..CHAT_LINES + 5 {
        lobby.say(number, "Ann", &n.to_string()).unwrap();
    }
    let chat = &lobby.table(number).unwrap().chat;
    assert_eq!(chat.len(), CHAT_LINES);
    assert_eq!(chat.back().unwrap().text, (CHAT_LINES + 4).to_string());
}

#[test]
fn a_file_whose_game_does_not_match_its_places_is_refused() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    lobby.join(number, "Bob").unwrap();
    let mut table = lobby.table(number).unwrap().clone();
    assert_eq!(table.check(), Ok(()));
    // As a file of version 1 held it: the plan beside the game.
    table.places = table.chairs();
    assert_eq!(table.check(), Ok(()));
    table.places[1] = Chair::Bot(SeatKind::Bot);
    assert_eq!(table.check(), Err(TableError::KindsElsewhere));
    table.places[1] = Chair::Open;
    assert_eq!(table.check(), Err(TableError::EarlyGame));
    table.game = None;
    assert_eq!(table.check(), Ok(()));
    table.places = vec![Chair::Open; 7];
    assert_eq!(table.check(), Err(TableError::Places(7)));
}

#[test]
fn places_must_name_the_game_s_seats_in_order_and_nobody_twice() {
    let mut lobby = Lobby::new();
    let number = lobby
        .create("ann", RuleSet::Yatzy, 2, &[SeatKind::Bot], 7)
        .unwrap();
    lobby.join(number, "bob").unwrap();
    let mut table = lobby.table(number).unwrap().clone();
    assert_eq!(table.check(), Ok(()));
    // As a file of version 1 held it: the plan beside the game.
    table.places = table.chairs();

    // The file seen in the wild: ann twice, so ann could play bob's seat.
    let mut twice = table.clone();
    twice.places[1] = Chair::Player("ann".into());
    assert_eq!(twice.check(), Err(TableError::SeatedTwice));
    assert_eq!(
        TableError::SeatedTwice.to_string(),
        "it seats one person twice"
    );

    let mut swapped = table.clone();
    swapped.places.swap(0, 1);
    assert_eq!(swapped.check(), Err(TableError::OtherNames));

    let mut stranger = table;
    stranger.places[1] = Chair::Player("eve".into());
    assert!(stranger.check().is_err());
}

#[test]
fn table_numbers_are_bounded_and_never_given_twice() {
    let (lobby, number) = lobby_with_two_seat_table();
    let mut table = lobby.table(number).unwrap().clone();
    table.number = u32::MAX;
    let refused = table.check().unwrap_err();
    assert_eq!(refused, TableError::Number(u32::MAX));
    assert!(refused.to_string().contains("4294967295"));
    table.number = MAX_TABLE_NUMBER + 1;
    assert_eq!(table.check(), Err(TableError::Number(MAX_TABLE_NUMBER + 1)));
    table.number = MAX_TABLE_NUMBER;
    assert_eq!(table.check(), Ok(()));

    // A server whose last table had the largest number starts again from 1, past the
    // numbers in use and those of files left alone; the game in progress stays.
    let mut old = table.clone();
    old.number = 1;
    let mut lobby = Lobby::with_tables(vec![table, old], [2]);
    let next = lobby.create("cid", RuleSet::Yatzy, 1, &[], 1).unwrap();
    assert_eq!(next, 3);
    assert_eq!(
        lobby.table(MAX_TABLE_NUMBER).unwrap().players().next(),
        Some("Ann")
    );
    assert_eq!(lobby.table(1).unwrap().players().next(), Some("Ann"));
    assert_eq!(lobby.len(), 3);
}

#[test]
fn once_the_game_begins_its_seats_alone_say_who_sits_where() {
    let (mut lobby, number) = lobby_with_two_seat_table();
    assert_eq!(
        lobby.table(number).unwrap().places.len(),
        2,
        "the plan, waiting"
    );
    lobby.join(number, "Bob").unwrap();
    let table = lobby.table(number).unwrap().clone();
    assert!(table.places.is_empty(), "no second record once it began");
    assert_eq!(table.place_of("Bob"), Some(1));
    assert_eq!(table.players().collect::<Vec<_>>(), ["Ann", "Bob"]);
    assert_eq!(
        table.chairs(),
        [Chair::Player("Ann".into()), Chair::Player("Bob".into())]
    );
    let text = serde_json::to_string(&table).unwrap();
    assert!(!text.contains("places"), "{text}");

    // A version 1 file, with the plan beside the game, reads as the same table.
    let mut old = table.clone();
    old.places = old.chairs();
    old.version = 1;
    let read: yatzy::server::lobby::NetTable =
        serde_json::from_str(&serde_json::to_string(&old).unwrap()).unwrap();
    assert_eq!(read.check(), Ok(()));
    let read = read.settle_read();
    assert!(read.places.is_empty());
    assert_eq!(read.chairs(), table.chairs());
}

#[test]
fn a_lobby_holds_so_many_tables_as_it_is_told_and_refuses_more() {
    use yatzy::server::lobby::MAX_TABLES;
    let open = |lobby: &mut Lobby, count: usize| -> Vec<Result<u32, Refusal>> {
        (0..count)
            .map(|n| lobby.create(&format!("p{n}"), RuleSet::Yatzy, 2, &[], 1))
            .collect()
    };
    let mut lobby = Lobby::new();
    let opened = open(&mut lobby, MAX_TABLES + 1);
    assert!(opened[..MAX_TABLES].iter().all(Result::is_ok));
    assert_eq!(opened[MAX_TABLES], Err(Refusal::TooManyTables));

    let mut lobby = Lobby::new().with_max_tables(130);
    let opened = open(&mut lobby, 131);
    assert!(opened[..130].iter().all(Result::is_ok), "as many as told");
    assert_eq!(opened[130], Err(Refusal::TooManyTables));
    // A table gone frees its place.
    let first = opened[0].unwrap();
    assert!(lobby.leave(first, "p0", &[]));
    assert!(lobby.create("q", RuleSet::Yatzy, 2, &[], 1).is_ok());
}

#[test]
fn bots_are_named_in_the_language_of_whoever_opened_the_table() {
    use yatzy::i18n::{self, Language};
    let names = |lobby: &Lobby, number: u32| -> Vec<String> {
        let table = lobby.table(number).unwrap();
        let game = table.game.as_ref().expect("started");
        game.seats().iter().map(|s| s.name.clone()).collect()
    };
    // A Swedish guest opens a table of two people and two bots; a German guest takes the
    // last place (the hub speaks the language of whoever's key it is handling).
    let mut lobby = Lobby::new();
    i18n::set(Language::Swedish);
    let number = lobby
        .create(
            "Ann",
            RuleSet::Yatzy,
            2,
            &[SeatKind::Bot, SeatKind::EasyBot],
            3,
        )
        .unwrap();
    assert_eq!(lobby.table(number).unwrap().language.as_deref(), Some("sv"));
    i18n::set(Language::German);
    lobby.join(number, "Bea").unwrap();
    assert_eq!(names(&lobby, number), ["Ann", "Bea", "Bot", "Lätt bot"]);
    // A table opened in German has German bots, whoever sits down last.
    let number = lobby
        .create("Cid", RuleSet::Yatzy, 2, &[SeatKind::EasyBot], 4)
        .unwrap();
    i18n::set(Language::Danish);
    lobby.join(number, "Dan").unwrap();
    assert_eq!(names(&lobby, number), ["Cid", "Dan", "Leichter Bot"]);
    // The language goes into the table's file, so a table still waiting when the server
    // stops names its bots as its opener would after the restart; a file from before it
    // (or with a code this yatzy does not know) names them in the last comer's language.
    let mut waiting = lobby.table(number).unwrap().clone();
    waiting.game = None;
    waiting.places = vec![
        Chair::Player("Eve".into()),
        Chair::Open,
        Chair::Bot(SeatKind::Bot),
    ];
    let json = serde_json::to_value(&waiting).unwrap();
    assert_eq!(json["language"], "de");
    for (language, bot) in [(Some("nb"), "Robot"), (None, "Bot"), (Some("xx"), "Bot")] {
        let mut table = waiting.clone();
        table.language = language.map(str::to_string);
        let mut resumed = Lobby::with_tables(vec![table.clone()], []);
        i18n::set(Language::English);
        resumed.join(table.number, "Fay").unwrap();
        assert_eq!(names(&resumed, table.number)[2], bot, "{language:?}");
    }
    i18n::set(Language::English);
}
