//! Yacht and official Yahtzee (RULES.md): the boxes, the bonus, and both Joker rules.

use yatzy::core::rules::Category::{self, *};
use yatzy::core::rules::{Constraint, Dice, Forced, PlacementError, RuleSet, ScoreCard};

fn dice(text: &str) -> Dice {
    text.parse().expect("valid dice")
}

fn score(rules: RuleSet, category: Category, roll: &str) -> u16 {
    rules.score(category, &dice(roll))
}

/// A card with `filled` boxes holding `points` each (a plain fill, not through placement).
fn card(rules: RuleSet, filled: &[(Category, &str)]) -> ScoreCard {
    let mut card = ScoreCard::new(rules);
    for &(category, roll) in filled {
        card.fill(category, &dice(roll)).expect("a legal fill");
    }
    card
}

#[test]
fn both_cards_have_thirteen_boxes_in_order_with_their_ids() {
    for (rules, five) in [(RuleSet::Yacht, "yacht"), (RuleSet::Yahtzee, "yahtzee")] {
        let ids: Vec<&str> = rules
            .categories()
            .iter()
            .map(|&c| rules.category_id(c))
            .collect();
        assert_eq!(
            ids.join(" "),
            format!(
                "ones twos threes fours fives sixes three_of_a_kind four_of_a_kind full_house small_straight large_straight {five} chance"
            )
        );
        assert_eq!(rules.category_by_id(five), Ok(Yatzy));
        assert!(rules.category_by_id("one_pair").is_err());
        assert_eq!(rules.upper_bonus().points, 35);
        assert_eq!(rules.category_name(ThreeOfAKind), "3 of a Kind");
    }
    assert_eq!(RuleSet::Yacht.category_name(Yatzy), "Yacht");
    assert_eq!(RuleSet::Yahtzee.category_name(Yatzy), "Yahtzee");
}

#[test]
fn the_hands_card_scores_as_the_table_says() {
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        assert_eq!(score(rules, ThreeOfAKind, "22256"), 17, "sum of all five");
        assert_eq!(score(rules, ThreeOfAKind, "22566"), 0);
        assert_eq!(score(rules, FourOfAKind, "33336"), 18);
        assert_eq!(score(rules, FourOfAKind, "33366"), 0);
        assert_eq!(score(rules, FullHouse, "22555"), 25);
        assert_eq!(score(rules, FullHouse, "55555"), 0, "the faces must differ");
        for straight in ["12346", "23451", "34566", "13456"] {
            assert_eq!(score(rules, SmallStraight, straight), 30, "{straight}");
        }
        assert_eq!(score(rules, SmallStraight, "12356"), 0);
        assert_eq!(score(rules, LargeStraight, "12345"), 40);
        assert_eq!(score(rules, LargeStraight, "23456"), 40);
        assert_eq!(score(rules, LargeStraight, "12346"), 0);
        assert_eq!(score(rules, Yatzy, "44444"), 50);
        assert_eq!(score(rules, Chance, "12346"), 16);
        assert_eq!(score(rules, Fives, "55512"), 15);
    }
}

#[test]
fn the_numbers_bonus_is_35_at_63() {
    let card = card(
        RuleSet::Yacht,
        &[
            (Ones, "11123"),
            (Twos, "22213"),
            (Threes, "33312"),
            (Fours, "44412"),
            (Fives, "55512"),
            (Sixes, "66612"),
        ],
    );
    assert_eq!(card.left_sum(), 63);
    assert_eq!(card.bonus(), 35);
    assert_eq!(card.total(), 98);
}

#[test]
fn yacht_a_yacht_goes_in_the_open_yacht_box_and_nowhere_else() {
    let card = ScoreCard::new(RuleSet::Yacht);
    assert_eq!(
        card.constraint(&dice("33333")),
        Constraint::Only(Yatzy, Forced::YachtBox(RuleSet::Yacht))
    );
    assert_eq!(card.placement(Yatzy, &dice("33333")), Ok(50));
    let refused = card.placement(Threes, &dice("33333")).unwrap_err();
    assert_eq!(
        refused,
        PlacementError::Forced(Forced::YachtBox(RuleSet::Yacht))
    );
    assert_eq!(
        refused.to_string(),
        "A Yacht must go in the Yacht box while it is open"
    );
    assert_eq!(card.placements(&dice("33333")).len(), 1);
}

#[test]
fn a_second_yacht_with_50_in_the_box_earns_100_and_goes_to_its_numbers_box() {
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        let mut card = card(rules, &[(Yatzy, "22222")]);
        let five_fives = dice("55555");
        assert_eq!(
            card.constraint(&five_fives),
            Constraint::Only(Fives, Forced::NumbersBox(rules, Fives))
        );
        assert!(card.placement(Chance, &five_fives).is_err());
        assert_eq!(
            card.fill(Fives, &five_fives),
            Ok(25),
            "5-5-5-5-5 scores 25 in Fives"
        );
        assert_eq!(card.five_of_a_kind_bonuses(), 1);
        assert_eq!(card.total(), 50 + 25 + 100);
    }
}

#[test]
fn no_bonus_when_the_box_holds_0() {
    for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
        let mut card = card(rules, &[(Yatzy, "12345")]);
        assert_eq!(card.get(Yatzy), Some(0));
        card.fill(Fives, &dice("55555")).unwrap();
        assert_eq!(card.five_of_a_kind_bonuses(), 0);
        assert_eq!(card.total(), 25);
    }
}

#[test]
fn yacht_joker_any_open_hands_box_at_full_value_or_0_in_a_numbers_box() {
    let card = card(RuleSet::Yacht, &[(Yatzy, "22222"), (Fives, "55511")]);
    let roll = dice("55555");
    assert_eq!(card.constraint(&roll), Constraint::Joker { numbers: true });
    assert_eq!(card.placement(FullHouse, &roll), Ok(25));
    assert_eq!(card.placement(SmallStraight, &roll), Ok(30));
    assert_eq!(card.placement(LargeStraight, &roll), Ok(40));
    assert_eq!(card.placement(ThreeOfAKind, &roll), Ok(25));
    assert_eq!(card.placement(FourOfAKind, &roll), Ok(25));
    assert_eq!(card.placement(Chance, &roll), Ok(25));
    assert_eq!(card.placement(Ones, &roll), Ok(0));
    assert_eq!(card.placement(Sixes, &roll), Ok(0));
    let mut played = card.clone();
    played.fill(LargeStraight, &roll).unwrap();
    assert_eq!(played.five_of_a_kind_bonuses(), 1);
}

#[test]
fn yahtzee_is_never_forced_into_its_open_box_and_is_no_full_house_there() {
    let card = ScoreCard::new(RuleSet::Yahtzee);
    let roll = dice("44444");
    assert_eq!(card.constraint(&roll), Constraint::Free);
    assert_eq!(card.placement(Fours, &roll), Ok(20));
    assert_eq!(card.placement(FullHouse, &roll), Ok(0));
    assert_eq!(card.placement(SmallStraight, &roll), Ok(0));
    assert_eq!(card.placement(LargeStraight, &roll), Ok(0));
    assert_eq!(card.placement(Yatzy, &roll), Ok(50));
    assert_eq!(card.placements(&roll).len(), 13);
}

#[test]
fn yahtzee_forced_joker_lower_boxes_first_then_0_in_numbers() {
    let card = card(RuleSet::Yahtzee, &[(Yatzy, "66666"), (Threes, "33312")]);
    let roll = dice("33333");
    assert_eq!(card.constraint(&roll), Constraint::Joker { numbers: false });
    assert_eq!(card.placement(FullHouse, &roll), Ok(25));
    assert_eq!(card.placement(LargeStraight, &roll), Ok(40));
    let refused = card.placement(Ones, &roll).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "A Yahtzee Joker must go in an open lower box while there is one"
    );

    // Every lower box filled: only then 0 in an open numbers box.
    let lower = [
        (ThreeOfAKind, "11123"),
        (FourOfAKind, "11112"),
        (FullHouse, "11122"),
        (SmallStraight, "12346"),
        (LargeStraight, "12345"),
        (Chance, "12346"),
    ];
    let mut full = card.clone();
    for (category, roll) in lower {
        full.fill(category, &dice(roll)).unwrap();
    }
    assert_eq!(full.constraint(&roll), Constraint::Joker { numbers: true });
    assert_eq!(full.placement(Ones, &roll), Ok(0));
    let mut played = full.clone();
    played.fill(Sixes, &roll).unwrap();
    assert_eq!(played.get(Sixes), Some(0));
    assert_eq!(
        played.five_of_a_kind_bonuses(),
        1,
        "the bonus comes whichever box it goes in"
    );
}

#[test]
fn cards_with_bonuses_round_trip_through_json() {
    let mut card = card(RuleSet::Yahtzee, &[(Yatzy, "22222")]);
    card.fill(Twos, &dice("22222")).unwrap();
    let json = serde_json::to_string(&card).unwrap();
    assert_eq!(
        json,
        r#"{"rules":"yahtzee","boxes":{"twos":10,"yatzy":50},"five_of_a_kind_bonuses":1}"#
    );
    let back: ScoreCard = serde_json::from_str(&json).unwrap();
    assert_eq!(back, card);
    assert_eq!(back.total(), 160);
}
