//! The turn state machine: allowed and refused commands, invariants, reproducibility.

use proptest::prelude::*;
use yatzy::core::game::{Command, CommandError, Game, Outcome, Phase};
use yatzy::core::rules::{Category, PlacementError, RuleSet};

fn new_game(seed: u64) -> Game {
    Game::new(RuleSet::Yatzy, seed)
}

/// A command that fails must leave the game exactly as it was.
fn assert_refused(game: &mut Game, command: Command, expected: CommandError) {
    let before = serde_json::to_string(game).unwrap();
    assert_eq!(game.apply(command), Err(expected));
    assert_eq!(
        serde_json::to_string(game).unwrap(),
        before,
        "{command:?} changed the game"
    );
}

#[test]
fn a_new_game_waits_for_the_first_roll() {
    let game = new_game(7);
    assert_eq!(game.phase(), Phase::AwaitingFirstRoll);
    assert_eq!(game.dice(), None);
    assert_eq!(game.turn_number(), 1);
    assert_eq!(game.turns_total(), 15);
    assert_eq!(game.rolls_left(), 3);
    assert_eq!(game.seed(), 7);
}

#[test]
fn holding_or_scoring_before_the_first_roll_is_refused() {
    let mut game = new_game(1);
    assert_refused(
        &mut game,
        Command::ToggleHold(0),
        CommandError::NotRolledYet,
    );
    assert_refused(
        &mut game,
        Command::Score(Category::Chance),
        CommandError::NotRolledYet,
    );
}

#[test]
fn three_rolls_then_a_fourth_is_refused() {
    let mut game = new_game(2);
    for roll in 1..=3 {
        assert!(
            matches!(game.apply(Command::Roll), Ok(Outcome::Rolled { roll: r, .. }) if r == roll)
        );
        assert_eq!(game.phase(), Phase::Rolled(roll));
    }
    assert_refused(&mut game, Command::Roll, CommandError::NoRollsLeft);
    assert_refused(&mut game, Command::ToggleHold(2), CommandError::NoRollsLeft);
}

#[test]
fn a_die_outside_the_five_is_refused() {
    let mut game = new_game(3);
    game.apply(Command::Roll).unwrap();
    assert_refused(
        &mut game,
        Command::ToggleHold(5),
        CommandError::NoSuchDie(5),
    );
}

#[test]
fn held_dice_keep_their_values_and_holds_reset_after_scoring() {
    let mut game = new_game(4);
    game.apply(Command::Roll).unwrap();
    let first = game.dice().unwrap().values();
    game.apply(Command::ToggleHold(0)).unwrap();
    game.apply(Command::ToggleHold(3)).unwrap();
    assert_eq!(game.held(), [true, false, false, true, false]);
    game.apply(Command::Roll).unwrap();
    let second = game.dice().unwrap().values();
    assert_eq!((second[0], second[3]), (first[0], first[3]));
    let outcome = game.apply(Command::Score(Category::Chance)).unwrap();
    assert_eq!(
        outcome,
        Outcome::Scored {
            category: Category::Chance,
            points: second.iter().map(|&v| u16::from(v)).sum(),
            game_over: false
        }
    );
    assert_eq!(game.held(), [false; 5]);
    assert_eq!(game.phase(), Phase::AwaitingFirstRoll);
    assert_eq!(game.turn_number(), 2);
}

#[test]
fn toggling_twice_releases_the_die() {
    let mut game = new_game(5);
    game.apply(Command::Roll).unwrap();
    assert_eq!(
        game.apply(Command::ToggleHold(1)),
        Ok(Outcome::HoldToggled { die: 1, held: true })
    );
    assert_eq!(
        game.apply(Command::ToggleHold(1)),
        Ok(Outcome::HoldToggled {
            die: 1,
            held: false
        })
    );
}

#[test]
fn a_filled_box_is_refused_and_nothing_changes() {
    let mut game = new_game(6);
    game.apply(Command::Roll).unwrap();
    game.apply(Command::Score(Category::Chance)).unwrap();
    game.apply(Command::Roll).unwrap();
    assert_refused(
        &mut game,
        Command::Score(Category::Chance),
        CommandError::Placement(PlacementError::AlreadyFilled(Category::Chance)),
    );
}

/// Plays a whole game: roll once, score the first open box.
fn play_out(game: &mut Game) {
    while !game.is_over() {
        game.apply(Command::Roll).unwrap();
        let open = game.card().open_categories().next().unwrap();
        game.apply(Command::Score(open)).unwrap();
    }
}

#[test]
fn a_game_is_fifteen_turns_and_then_only_a_new_game_is_allowed() {
    let mut game = new_game(8);
    play_out(&mut game);
    assert_eq!(game.history().len(), 15);
    assert_eq!(game.phase(), Phase::GameOver);
    assert_eq!(game.turn_number(), 15);
    assert_refused(&mut game, Command::Roll, CommandError::GameOver);
    assert_refused(&mut game, Command::ToggleHold(0), CommandError::GameOver);
    assert_refused(
        &mut game,
        Command::Score(Category::Ones),
        CommandError::GameOver,
    );
    let total: u16 = game.history().iter().map(|t| t.points).sum();
    assert_eq!(game.card().total(), total + game.card().bonus());

    let Ok(Outcome::NewGame { seed }) = game.apply(Command::NewGame) else {
        panic!("new game refused")
    };
    assert_eq!(game.seed(), seed);
    assert_eq!(game.phase(), Phase::AwaitingFirstRoll);
    assert_eq!(game.card().filled_count(), 0);
}

#[test]
fn the_same_seed_and_commands_give_the_same_game() {
    let mut a = new_game(42);
    let mut b = new_game(42);
    play_out(&mut a);
    play_out(&mut b);
    assert_eq!(a.card(), b.card());
    assert_eq!(a.history(), b.history());
    let mut c = new_game(43);
    play_out(&mut c);
    assert_ne!(a.history(), c.history(), "different seeds should differ");
}

#[test]
fn a_saved_game_resumes_with_the_same_dice() {
    let mut original = new_game(99);
    original.apply(Command::Roll).unwrap();
    original.apply(Command::ToggleHold(2)).unwrap();
    let saved = serde_json::to_string(&original).unwrap();
    let mut resumed: Game = serde_json::from_str(&saved).unwrap();
    play_out(&mut original);
    play_out(&mut resumed);
    assert_eq!(original.history(), resumed.history());
}

fn any_command() -> impl Strategy<Value = Command> {
    prop_oneof![
        4 => Just(Command::Roll),
        3 => (0usize..7).prop_map(Command::ToggleHold),
        3 => proptest::sample::select(Category::ALL.to_vec()).prop_map(Command::Score),
        1 => Just(Command::NewGame),
        1 => Just(Command::Undo),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn arbitrary_commands_never_break_the_invariants(
        seed in any::<u64>(),
        rules in proptest::sample::select(RuleSet::ALL.to_vec()),
        commands in prop::collection::vec(any_command(), 0..400),
    ) {
        let mut game = Game::new(rules, seed);
        let turns = rules.categories().len();
        let mut turns_this_game = 0usize;
        // The game just before its last score, while that score may still be taken back.
        let mut before_score: Option<Game> = None;
        for command in commands {
            let before = game.clone();
            let result = game.apply(command);
            match result {
                Err(_) => {
                    prop_assert_eq!(serde_json::to_string(&game).unwrap(), serde_json::to_string(&before).unwrap());
                }
                Ok(Outcome::Rolled { dice, .. }) => {
                    before_score = None;
                    prop_assert!(game.rolls_used() <= 3);
                    if let Some(previous) = before.dice() {
                        for i in 0..5 {
                            if before.held()[i] {
                                prop_assert_eq!(dice.values()[i], previous.values()[i]);
                            }
                        }
                    }
                }
                Ok(Outcome::Scored { category, points, game_over }) => {
                    prop_assert!(before.card().is_open(category));
                    prop_assert_eq!(game.card().get(category), Some(points));
                    turns_this_game += 1;
                    prop_assert!(turns_this_game <= turns);
                    prop_assert_eq!(game_over, turns_this_game == turns);
                    before_score = Some(before.clone());
                }
                Ok(Outcome::Undone { category, points }) => {
                    // Exactly as before the score: the box open, the dice, holds, rolls and
                    // generator as they were.
                    let scored = before_score.take();
                    prop_assert!(scored.is_some(), "an undo with no score to take back");
                    prop_assert_eq!(before.card().get(category), Some(points));
                    prop_assert!(game.card().is_open(category));
                    prop_assert_eq!(
                        serde_json::to_string(&game).unwrap(),
                        serde_json::to_string(&scored.unwrap()).unwrap()
                    );
                    turns_this_game -= 1;
                }
                Ok(Outcome::NewGame { .. }) => {
                    before_score = None;
                    turns_this_game = 0;
                }
                Ok(Outcome::HoldToggled { .. }) => prop_assert!(game.dice().is_some()),
            }
            let card = game.card();
            prop_assert_eq!(card.filled_count(), turns_this_game);
            prop_assert_eq!(game.history().len(), turns_this_game);
            let boxes: u16 = Category::ALL.iter().filter_map(|&c| card.get(c)).sum();
            prop_assert_eq!(card.total(), boxes + card.bonus() + card.five_of_a_kind_bonus_points());
            prop_assert!(game.rolls_used() <= 3);
        }
    }
}
