//! The score card: sums, the bonus, placement rules and the saved form.

use yatzy::core::rules::Category::*;
use yatzy::core::rules::{Category, Dice, DiceError, PlacementError, RuleSet, ScoreCard, Section};

fn dice(text: &str) -> Dice {
    text.parse().expect("test dice are valid")
}

#[test]
fn categories_know_their_section_name_and_id() {
    let ids: Vec<&str> = Category::ALL.iter().map(|c| c.id()).collect();
    assert_eq!(
        ids.join(" "),
        "ones twos threes fours fives sixes one_pair two_pairs three_of_a_kind four_of_a_kind \
         small_straight large_straight full_house chance yatzy"
    );
    assert_eq!(
        Category::ALL
            .iter()
            .filter(|c| c.section() == Section::Left)
            .count(),
        6
    );
    assert_eq!(Sixes.section(), Section::Left);
    assert_eq!(OnePair.section(), Section::Right);
    assert_eq!(ThreeOfAKind.name(), "Three of a Kind");
    for category in Category::ALL {
        assert_eq!(category.id().parse::<Category>(), Ok(category));
        let json = serde_json::to_string(&category).unwrap();
        assert_eq!(json, format!("\"{}\"", category.id()));
    }
    assert!("pair".parse::<Category>().is_err());
}

#[test]
fn dice_parse_from_one_word_or_five_and_refuse_bad_input() {
    assert_eq!(dice("22555").values(), [2, 2, 5, 5, 5]);
    assert_eq!(dice("2 2 5 5 5").values(), [2, 2, 5, 5, 5]);
    assert_eq!(dice("2,2,5,5,5").values(), [2, 2, 5, 5, 5]);
    assert_eq!("2255".parse::<Dice>(), Err(DiceError::WrongCount(4)));
    assert_eq!("225556".parse::<Dice>(), Err(DiceError::WrongCount(6)));
    assert_eq!("".parse::<Dice>(), Err(DiceError::WrongCount(0)));
    assert_eq!(
        "22705".parse::<Dice>(),
        Err(DiceError::FaceOutOfRange {
            position: 3,
            value: 7
        })
    );
    assert_eq!("2a555".parse::<Dice>(), Err(DiceError::NotADie('a')));
    assert_eq!(
        Dice::new([0, 1, 2, 3, 4]).map_err(|e| e.to_string()),
        Err("die 1 shows 0, but a die shows 1 to 6".into())
    );
    assert!(serde_json::from_str::<Dice>("[1,2,3,4,9]").is_err());
    assert_eq!(
        serde_json::from_str::<Dice>("[1,2,3,4,5]").unwrap(),
        dice("12345")
    );
}

#[test]
fn a_new_card_is_empty_with_fifteen_open_boxes() {
    let card = ScoreCard::new(RuleSet::Yatzy);
    assert_eq!(card.open_categories().count(), 15);
    assert_eq!(card.filled_count(), 0);
    assert_eq!(card.total(), 0);
    assert!(!card.is_complete());
    let progress = card.bonus_progress();
    assert_eq!(
        (
            progress.sum,
            progress.to_go,
            progress.threshold,
            progress.points
        ),
        (0, 63, 63, 50)
    );
    assert!(progress.reachable);
}

#[test]
fn the_bonus_is_50_at_63_and_nothing_at_62() {
    let mut card = ScoreCard::new(RuleSet::Yatzy);
    // 3 of each face from Ones to Sixes is exactly 63.
    for (category, roll) in [
        (Ones, "11123"),
        (Twos, "22213"),
        (Threes, "33312"),
        (Fours, "44412"),
        (Fives, "55512"),
    ] {
        card.fill(category, &dice(roll)).unwrap();
    }
    assert_eq!(card.left_sum(), 45);
    assert_eq!(card.bonus_progress().to_go, 18);
    assert_eq!(card.bonus(), 0);

    let mut short = card.clone();
    short.fill(Sixes, &dice("66123")).unwrap();
    assert_eq!(short.left_sum(), 57);
    assert_eq!(short.bonus(), 0);
    assert!(!short.bonus_progress().reachable);

    card.fill(Sixes, &dice("66612")).unwrap();
    assert_eq!(card.left_sum(), 63);
    assert_eq!(card.bonus(), 50);
    assert_eq!(card.bonus_progress().to_go, 0);
    assert_eq!(card.total(), 113);
}

#[test]
fn the_bonus_counts_toward_the_total_and_sections_add_up() {
    let mut card = ScoreCard::new(RuleSet::Yatzy);
    card.fill(Sixes, &dice("66666")).unwrap();
    card.fill(Fives, &dice("55555")).unwrap();
    card.fill(Fours, &dice("44444")).unwrap();
    card.fill(Chance, &dice("66655")).unwrap();
    card.fill(Yatzy, &dice("12345")).unwrap();
    assert_eq!(card.left_sum(), 75);
    assert_eq!(card.bonus(), 50);
    assert_eq!(card.right_sum(), 28);
    assert_eq!(card.total(), 75 + 50 + 28);
    assert_eq!(card.get(Yatzy), Some(0));
    assert_eq!(card.get(Ones), None);
}

#[test]
fn a_filled_box_cannot_be_filled_again_and_nothing_changes() {
    let mut card = ScoreCard::new(RuleSet::Yatzy);
    card.fill(Chance, &dice("12345")).unwrap();
    let before = card.clone();
    assert_eq!(
        card.fill(Chance, &dice("66666")),
        Err(PlacementError::AlreadyFilled(Chance))
    );
    assert_eq!(card, before);
}

#[test]
fn placements_list_every_open_box_with_its_points() {
    let mut card = ScoreCard::new(RuleSet::Yatzy);
    card.fill(FullHouse, &dice("11222")).unwrap();
    let placements = card.placements(&dice("22555"));
    assert_eq!(placements.len(), 14);
    assert!(placements.iter().all(|p| p.category != FullHouse));
    let two_pairs = placements.iter().find(|p| p.category == TwoPairs).unwrap();
    assert_eq!(two_pairs.points, 14);
    assert_eq!(card.placement(Fives, &dice("22555")), Ok(15));
}

#[test]
fn a_card_round_trips_through_json_and_names_its_boxes() {
    let mut card = ScoreCard::new(RuleSet::Yatzy);
    card.fill(TwoPairs, &dice("15566")).unwrap();
    card.fill(Ones, &dice("11166")).unwrap();
    let json = serde_json::to_string(&card).unwrap();
    assert_eq!(
        json,
        r#"{"rules":"yatzy","boxes":{"ones":3,"two_pairs":22}}"#
    );
    let back: ScoreCard = serde_json::from_str(&json).unwrap();
    assert_eq!(back, card);
    assert!(serde_json::from_str::<ScoreCard>(r#"{"rules":"yatzy","boxes":{"bogus":3}}"#).is_err());
}

/// The reason a card's JSON is refused.
fn refused_card(json: &str) -> String {
    match serde_json::from_str::<ScoreCard>(json) {
        Ok(card) => panic!("accepted {json}: {card:?}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn a_card_holding_what_no_roll_scores_is_refused_naming_the_box_and_value() {
    for (json, why) in [
        (
            r#"{"rules":"yatzy","boxes":{"ones":65535}}"#,
            "Ones holds 65535",
        ),
        (r#"{"rules":"yatzy","boxes":{"ones":6}}"#, "Ones holds 6"),
        (
            r#"{"rules":"yatzy","boxes":{"yatzy":49}}"#,
            "Yatzy holds 49",
        ),
        // 5-5-5-5-5 is no Full House in Scandinavian Yatzy, and nothing else sums to 25.
        (
            r#"{"rules":"yatzy","boxes":{"full_house":25}}"#,
            "Full House holds 25",
        ),
        (
            r#"{"rules":"yatzy","boxes":{"small_straight":14}}"#,
            "Small Straight holds 14",
        ),
        (
            r#"{"rules":"yatzy","boxes":{"chance":0}}"#,
            "Chance holds 0",
        ),
        (
            r#"{"rules":"yacht","boxes":{"full_house":19}}"#,
            "Full House holds 19",
        ),
        (
            r#"{"rules":"yahtzee","boxes":{"yatzy":100}}"#,
            "Yahtzee holds 100",
        ),
        (
            r#"{"rules":"yacht","boxes":{"one_pair":4}}"#,
            "One Pair is not a box of Yacht",
        ),
    ] {
        let reason = refused_card(json);
        assert!(reason.contains(why), "{json}: {reason}");
    }
    // Every possible value loads: a scratch, a Joker's Full House, a Scandinavian Full House.
    for json in [
        r#"{"rules":"yatzy","boxes":{"chance":5,"full_house":28,"yatzy":0}}"#,
        r#"{"rules":"yahtzee","boxes":{"full_house":25,"yatzy":50}}"#,
    ] {
        assert!(serde_json::from_str::<ScoreCard>(json).is_ok(), "{json}");
    }
}

#[test]
fn five_of_a_kind_bonuses_need_the_rules_a_50_and_a_box_for_each() {
    for (json, why) in [
        // No bonuses in Scandinavian Yatzy.
        (
            r#"{"rules":"yatzy","boxes":{"yatzy":50,"twos":10},"five_of_a_kind_bonuses":1}"#,
            "1 five-of-a-kind",
        ),
        // Only with 50 in the box.
        (
            r#"{"rules":"yacht","boxes":{"yatzy":0,"twos":10},"five_of_a_kind_bonuses":1}"#,
            "1 five-of-a-kind",
        ),
        // One other box filled: one bonus at most.
        (
            r#"{"rules":"yahtzee","boxes":{"yatzy":50,"twos":10},"five_of_a_kind_bonuses":2}"#,
            "2 five-of-a-kind",
        ),
    ] {
        let reason = refused_card(json);
        assert!(reason.contains(why), "{json}: {reason}");
    }
}
