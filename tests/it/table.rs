//! Several players at one table: turn order, the end of the game, rankings.

use yatzy::core::game::{Command, CommandError};
use yatzy::core::rules::{Category, RuleSet};
use yatzy::core::table::{SeatError, SeatKind, Standing, Table, parse_players};

fn humans(count: usize) -> Vec<(String, SeatKind)> {
    (1..=count)
        .map(|i| (format!("P{i}"), SeatKind::Human))
        .collect()
}

/// Rolls once and scores the first open box of the player whose turn it is.
fn play_turn(table: &mut Table) -> usize {
    let player = table.current();
    table.apply(Command::Roll).unwrap();
    let open = table.game().card().open_categories().next().unwrap();
    table.apply(Command::Score(open)).unwrap();
    player
}

#[test]
fn players_take_whole_turns_in_order_and_the_game_ends_together() {
    for count in 1..=6 {
        let mut table = Table::new(RuleSet::Yatzy, 11, humans(count)).unwrap();
        let mut order = Vec::new();
        while !table.is_over() {
            order.push(play_turn(&mut table));
        }
        assert_eq!(order.len(), 15 * count, "{count} players");
        let expected: Vec<usize> = (0..15 * count).map(|turn| turn % count).collect();
        assert_eq!(order, expected);
        assert!(
            table
                .seats()
                .iter()
                .all(|s| s.game.is_over() && s.game.history().len() == 15)
        );
        assert_eq!(table.apply(Command::Roll), Err(CommandError::GameOver));
    }
}

#[test]
fn rolling_and_holding_stay_with_the_player_until_they_score() {
    let mut table = Table::new(RuleSet::Yatzy, 3, humans(2)).unwrap();
    table.apply(Command::Roll).unwrap();
    table.apply(Command::ToggleHold(0)).unwrap();
    table.apply(Command::Roll).unwrap();
    assert_eq!(table.current(), 0);
    assert_eq!(
        table.seats()[1].game.dice(),
        None,
        "nobody touched Bob's dice"
    );
    table.apply(Command::Score(Category::Chance)).unwrap();
    assert_eq!(table.current(), 1);
    assert_eq!(
        table.game().phase(),
        yatzy::core::game::Phase::AwaitingFirstRoll
    );
}

#[test]
fn each_seat_has_its_own_dice_and_the_same_seed_gives_the_same_table() {
    let play = || {
        let mut table = Table::new(RuleSet::Yatzy, 99, humans(3)).unwrap();
        while !table.is_over() {
            play_turn(&mut table);
        }
        table
            .seats()
            .iter()
            .map(|s| s.game.card().clone())
            .collect::<Vec<_>>()
    };
    let first = play();
    assert_eq!(first, play());
    assert_ne!(first[0], first[1], "seats roll different dice");
    // Seat 0 plays the table's seed, as a solitaire game would.
    let mut solo = yatzy::core::game::Game::new(RuleSet::Yatzy, 99);
    while !solo.is_over() {
        solo.apply(Command::Roll).unwrap();
        let open = solo.card().open_categories().next().unwrap();
        solo.apply(Command::Score(open)).unwrap();
    }
    assert_eq!(&first[0], solo.card());
}

#[test]
fn standings_rank_by_total_and_ties_share_a_place() {
    let mut table = Table::new(RuleSet::Yatzy, 5, humans(3)).unwrap();
    while !table.is_over() {
        play_turn(&mut table);
    }
    let standings = table.standings();
    assert_eq!(standings.len(), 3);
    assert!(standings.windows(2).all(|w| w[0].total >= w[1].total));
    for pair in standings.windows(2) {
        let (a, b): (&Standing, &Standing) = (&pair[0], &pair[1]);
        if a.total == b.total {
            assert_eq!(a.place, b.place);
        } else {
            assert!(b.place > a.place);
        }
    }
}

#[test]
fn ties_share_first_place() {
    // Seat 1 is given seat 0's game (same seed, same generator): played alike, they tie.
    let table = Table::new(RuleSet::Yatzy, 5, humans(2)).unwrap();
    let seat0 = serde_json::to_string(&table.seats()[0].game).unwrap();
    let seat1 = serde_json::to_string(&table.seats()[1].game).unwrap();
    let twins = serde_json::to_string(&table)
        .unwrap()
        .replace(&seat1, &seat0);
    let mut table: Table = serde_json::from_str(&twins).unwrap();
    while !table.is_over() {
        play_turn(&mut table);
    }
    let standings = table.standings();
    assert_eq!(standings[0].total, standings[1].total);
    assert_eq!((standings[0].place, standings[1].place), (1, 1));
}

#[test]
fn players_parse_from_the_command_line() {
    let players = parse_players("Ann, Bob ,bot,bot:easy,bot", yatzy::ui::words::bot_name).unwrap();
    let names: Vec<&str> = players.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob", "Bot", "Easy bot", "Bot 2"]);
    assert_eq!(players[3].1, SeatKind::EasyBot);
    assert_eq!(
        parse_players("a,b,c,d,e,f,g", yatzy::ui::words::bot_name),
        Err(SeatError::TooMany(7))
    );
    assert!(matches!(
        parse_players("Ann,,Bob", yatzy::ui::words::bot_name),
        Err(SeatError::BadName(_))
    ));
    assert!(matches!(
        parse_players(&"x".repeat(30), yatzy::ui::words::bot_name),
        Err(SeatError::BadName(_))
    ));
    assert!(Table::new(RuleSet::Yatzy, 1, Vec::new()).is_err());
}

#[test]
fn a_new_game_restarts_every_seat_from_the_first() {
    let mut table = Table::new(RuleSet::Yacht, 8, humans(2)).unwrap();
    play_turn(&mut table);
    table.apply(Command::NewGame).unwrap();
    assert_eq!(table.current(), 0);
    assert!(
        table
            .seats()
            .iter()
            .all(|s| s.game.card().filled_count() == 0)
    );
}

#[test]
fn two_players_of_one_name_are_refused_and_bots_are_numbered() {
    let error = parse_players("Ann,Bob,ann", yatzy::ui::words::bot_name).unwrap_err();
    assert_eq!(error, SeatError::Duplicate("ann".into()));
    assert!(error.to_string().contains("named twice"), "{error}");
    let bots: Vec<String> = parse_players("bot,Bot,bot:easy", yatzy::ui::words::bot_name)
        .unwrap()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(bots, ["Bot", "Bot 2", "Easy bot"]);
}
