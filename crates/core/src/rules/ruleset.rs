//! A rule set is data (its boxes, its bonus) plus the small functions that score them.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::category::{Category, Section};
use super::dice::{Dice, MAX_DICE};
use super::scoring;

/// Which score card is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleSet {
    /// Scandinavian Yatzy: 15 boxes, 50 bonus at 63.
    #[default]
    Yatzy,
    /// Yacht: 13 boxes, 35 bonus at 63, Yacht bonus and a free Joker.
    Yacht,
    /// Official Yahtzee: as Yacht, with the forced Joker rules.
    Yahtzee,
    /// Forced Yatzy: Scandinavian scoring, the boxes filled strictly in card order.
    Forced,
}

/// The 13 boxes of Yacht and Yahtzee, in card order.
const HANDS_CARD: [Category; 13] = [
    Category::Ones,
    Category::Twos,
    Category::Threes,
    Category::Fours,
    Category::Fives,
    Category::Sixes,
    Category::ThreeOfAKind,
    Category::FourOfAKind,
    Category::FullHouse,
    Category::SmallStraight,
    Category::LargeStraight,
    Category::Yatzy,
    Category::Chance,
];

/// The Left Section bonus: `points` once Ones..Sixes add up to `threshold`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UpperBonus {
    pub threshold: u16,
    pub points: u16,
}

/// A box id that is not on a rule set's card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown category '{id}' for {} (known: {})",
    .rules.id(),
    known_categories(.rules)
)]
pub struct UnknownCategoryFor {
    pub id: String,
    pub rules: RuleSet,
}

/// The ids of the boxes on `rules`' card, as an error lists them.
fn known_categories(&rules: &RuleSet) -> String {
    let known: Vec<&str> = rules
        .categories()
        .iter()
        .map(|&c| rules.category_id(c))
        .collect();
    known.join(", ")
}

/// Why a rule set name was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown rule set '{0}' (known: {known})",
    known = RuleSet::ALL.map(RuleSet::id).join(", ")
)]
pub struct UnknownRuleSet(pub String);

impl RuleSet {
    /// Every rule set this build plays.
    pub const ALL: [RuleSet; 4] = [
        RuleSet::Yatzy,
        RuleSet::Yacht,
        RuleSet::Yahtzee,
        RuleSet::Forced,
    ];

    /// This rule set's place in [`RuleSet::ALL`].
    const fn index(self) -> usize {
        match self {
            RuleSet::Yatzy => 0,
            RuleSet::Yacht => 1,
            RuleSet::Yahtzee => 2,
            RuleSet::Forced => 3,
        }
    }

    /// The id used on the command line and in files.
    pub const fn id(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "yatzy",
            RuleSet::Yacht => "yacht",
            RuleSet::Yahtzee => "yahtzee",
            RuleSet::Forced => "forced",
        }
    }

    /// The name shown to players.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "Scandinavian Yatzy",
            RuleSet::Yacht => "Yacht",
            RuleSet::Yahtzee => "Yahtzee",
            RuleSet::Forced => "Forced Yatzy",
        }
    }

    /// A short name that fits anywhere.
    pub const fn short_name(self) -> &'static str {
        match self {
            RuleSet::Yatzy => "Yatzy",
            RuleSet::Yacht => "Yacht",
            RuleSet::Yahtzee => "Yahtzee",
            RuleSet::Forced => "Forced",
        }
    }

    /// How many dice a roll has: five under every rule set played today, and never more than
    /// [`MAX_DICE`], the size of a roll's array.
    pub const fn dice_count(self) -> usize {
        match self {
            RuleSet::Yatzy | RuleSet::Yacht | RuleSet::Yahtzee | RuleSet::Forced => MAX_DICE,
        }
    }

    /// The boxes of the card, in card order. A game has one turn per box.
    pub const fn categories(self) -> &'static [Category] {
        match self {
            RuleSet::Yatzy | RuleSet::Forced => &Category::ALL,
            RuleSet::Yacht | RuleSet::Yahtzee => &HANDS_CARD,
        }
    }

    /// Whether `category` is a box on this card.
    pub(crate) fn has(self, category: Category) -> bool {
        self.categories().contains(&category)
    }

    /// The Left Section bonus.
    pub const fn upper_bonus(self) -> UpperBonus {
        match self {
            RuleSet::Yatzy | RuleSet::Forced => UpperBonus {
                threshold: 63,
                points: 50,
            },
            RuleSet::Yacht | RuleSet::Yahtzee => UpperBonus {
                threshold: 63,
                points: 35,
            },
        }
    }

    /// What `dice` score in `category` on an otherwise empty card (the box's own rule).
    pub fn score(self, category: Category, dice: &Dice) -> u16 {
        match self {
            RuleSet::Yatzy | RuleSet::Forced => scoring::yatzy(category, dice),
            RuleSet::Yacht | RuleSet::Yahtzee => scoring::hands(category, dice),
        }
    }

    /// What a five of a kind scores as a Joker in `category`: Full House and the straights at
    /// their fixed values, the other hands boxes by their rule (see `ScoreCard::placement`).
    pub(crate) fn joker_score(self, category: Category, dice: &Dice) -> u16 {
        scoring::joker(category, dice)
    }

    /// Whether `category` can hold `points` under these rules: the value some roll scores
    /// there by the box's own rule, or as a forced five of a kind or a Joker (see
    /// `ScoreCard::placement`). A scratch is a roll that scores 0, so 0 is possible in every
    /// box but Chance. Exact, so a loaded card holds only what play could have written.
    pub(crate) fn is_possible_score(self, category: Category, points: u16) -> bool {
        self.has(category)
            && u32::from(points) < u64::BITS
            && possible_scores()[self.index()][category.index()] & (1 << points) != 0
    }

    /// The most `category` can ever hold under these rules (its own rule or as a Joker).
    pub fn max_box(self, category: Category) -> u16 {
        let possible = possible_scores()[self.index()][category.index()];
        // The highest bit set; a box not on the card has none and holds nothing.
        (u64::BITS - possible.leading_zeros()).saturating_sub(1) as u16
    }

    /// The least `category` can hold under these rules: 0 (a scratch) in every box but
    /// Chance, which always scores the dice's sum. A box not on the card holds nothing.
    pub(crate) fn min_box(self, category: Category) -> u16 {
        let possible = possible_scores()[self.index()][category.index()];
        // The lowest bit set; none (a box not on the card) reads as 0.
        if possible == 0 {
            0
        } else {
            possible.trailing_zeros() as u16
        }
    }

    /// The most a whole game can score: every box at its best, the Left Section bonus, and a
    /// Yacht (Yahtzee) bonus with every box after the first five of a kind.
    pub fn max_total(self) -> u16 {
        let boxes: u16 = self.categories().iter().map(|&c| self.max_box(c)).sum();
        let bonuses = (self.categories().len() as u16 - 1) * self.five_of_a_kind_bonus();
        boxes + self.upper_bonus().points + bonuses
    }

    /// Whether five of a kind has extra rules here: the Yacht (Yahtzee) bonus and the Joker.
    pub const fn has_joker(self) -> bool {
        matches!(self, RuleSet::Yacht | RuleSet::Yahtzee)
    }

    /// Whether the boxes are filled strictly in card order (Forced Yatzy): each turn scores
    /// in the first open box, whatever the dice.
    pub const fn in_order(self) -> bool {
        matches!(self, RuleSet::Forced)
    }

    /// The points of each Yacht (Yahtzee) bonus.
    pub(crate) const fn five_of_a_kind_bonus(self) -> u16 {
        if self.has_joker() { 100 } else { 0 }
    }

    /// The box's name on this card (the five-of-a-kind box is the Yacht or the Yahtzee).
    pub const fn category_name(self, category: Category) -> &'static str {
        match (self, category) {
            (RuleSet::Yacht, Category::Yatzy) => "Yacht",
            (RuleSet::Yahtzee, Category::Yatzy) => "Yahtzee",
            (RuleSet::Yacht | RuleSet::Yahtzee, Category::ThreeOfAKind) => "3 of a Kind",
            (RuleSet::Yacht | RuleSet::Yahtzee, Category::FourOfAKind) => "4 of a Kind",
            (_, category) => category.name(),
        }
    }

    /// The box's id on this card: `yacht` and `yahtzee` name the five-of-a-kind box.
    pub const fn category_id(self, category: Category) -> &'static str {
        match (self, category) {
            (RuleSet::Yacht, Category::Yatzy) => "yacht",
            (RuleSet::Yahtzee, Category::Yatzy) => "yahtzee",
            (_, category) => category.id(),
        }
    }

    /// The box with this id on this card.
    pub fn category_by_id(self, id: &str) -> Result<Category, UnknownCategoryFor> {
        self.categories()
            .iter()
            .copied()
            .find(|&c| self.category_id(c) == id)
            .ok_or_else(|| UnknownCategoryFor {
                id: id.to_owned(),
                rules: self,
            })
    }
}

/// Per rule set (in [`RuleSet::ALL`] order) and box (by [`Category::index`]), a bit mask of the
/// points the box can hold: bit `n` is set when `n` points are possible. No box scores more
/// than 50, so one `u64` holds a box. Built once, by scoring all 252 distinct rolls.
fn possible_scores() -> &'static [[u64; Category::ALL.len()]; RuleSet::ALL.len()] {
    static TABLE: OnceLock<[[u64; Category::ALL.len()]; RuleSet::ALL.len()]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [[0u64; Category::ALL.len()]; RuleSet::ALL.len()];
        for (rules, masks) in RuleSet::ALL.into_iter().zip(table.iter_mut()) {
            for &category in rules.categories() {
                let mut mask = 0u64;
                for dice in Dice::all_distinct() {
                    mask |= 1 << rules.score(category, &dice);
                    let five_of_a_kind = dice.face_counts().highest_with_at_least(5).is_some();
                    if rules.has_joker() && five_of_a_kind {
                        // A Joker: a hands box at its Joker value, a numbers box at 0.
                        mask |= match category.section() {
                            Section::Right => 1 << rules.joker_score(category, &dice),
                            Section::Left => 1,
                        };
                    }
                }
                masks[category.index()] = mask;
            }
        }
        table
    })
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        RuleSet::ALL
            .into_iter()
            .find(|r| r.id() == text)
            .ok_or_else(|| UnknownRuleSet(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Category::*;

    fn possible(rules: RuleSet, category: Category) -> Vec<u16> {
        (0..=u16::MAX)
            .filter(|&points| rules.is_possible_score(category, points))
            .collect()
    }

    #[test]
    fn every_rule_set_rolls_five_dice_which_a_roll_s_array_holds() {
        for rules in RuleSet::ALL {
            assert_eq!(rules.dice_count(), 5, "{rules:?}");
            assert!(rules.dice_count() <= MAX_DICE, "{rules:?}");
        }
    }

    #[test]
    fn the_five_of_a_kind_box_holds_0_or_50_under_every_rule_set() {
        for rules in RuleSet::ALL {
            assert_eq!(possible(rules, Yatzy), [0, 50], "{rules}");
        }
    }

    #[test]
    fn numbers_boxes_hold_multiples_of_their_face_up_to_five_dice() {
        for rules in RuleSet::ALL {
            assert_eq!(possible(rules, Ones), [0, 1, 2, 3, 4, 5], "{rules}");
            assert_eq!(possible(rules, Fours), [0, 4, 8, 12, 16, 20], "{rules}");
            assert_eq!(possible(rules, Sixes), [0, 6, 12, 18, 24, 30], "{rules}");
        }
    }

    #[test]
    fn scandinavian_boxes_hold_what_rules_md_says() {
        let rules = RuleSet::Yatzy;
        // Full House is the sum of three of one face and two of another: 10 would be
        // 2-2-2-2-2 and 25 would be 5-5-5-5-5, neither a Full House.
        let mut full_house = vec![0];
        full_house.extend((7..=28).filter(|&sum| sum != 10 && sum != 25));
        assert_eq!(possible(rules, FullHouse), full_house);
        assert_eq!(possible(rules, SmallStraight), [0, 15]);
        assert_eq!(possible(rules, LargeStraight), [0, 20]);
        assert_eq!(possible(rules, OnePair), [0, 2, 4, 6, 8, 10, 12]);
        // Two different faces: 2-2-1-1 at the least, 6-6-5-5 at the most.
        let two_pairs: Vec<u16> = [0].into_iter().chain((6..=22).step_by(2)).collect();
        assert_eq!(possible(rules, TwoPairs), two_pairs);
        assert_eq!(possible(rules, FourOfAKind), [0, 4, 8, 12, 16, 20, 24]);
        // Chance always scores the sum: never 0.
        assert_eq!(possible(rules, Chance), (5..=30).collect::<Vec<_>>());
    }

    #[test]
    fn hands_boxes_hold_their_fixed_values_or_sums() {
        for rules in [RuleSet::Yacht, RuleSet::Yahtzee] {
            assert_eq!(possible(rules, FullHouse), [0, 25], "{rules}");
            assert_eq!(possible(rules, SmallStraight), [0, 30], "{rules}");
            assert_eq!(possible(rules, LargeStraight), [0, 40], "{rules}");
            let sums: Vec<u16> = [0].into_iter().chain(5..=30).collect();
            assert_eq!(possible(rules, ThreeOfAKind), sums, "{rules}");
            assert_eq!(possible(rules, FourOfAKind), sums, "{rules}");
            // Boxes of the Scandinavian card only are on no hands card.
            assert!(possible(rules, OnePair).is_empty(), "{rules}");
        }
    }

    #[test]
    fn every_value_play_writes_is_possible_and_the_maxima_follow()
    -> Result<(), Box<dyn std::error::Error>> {
        use crate::rules::ScoreCard;
        // Cards in every state the Joker rules look at: the five-of-a-kind box open, 50 or 0;
        // the numbers boxes open or filled; the other hands boxes open or filled.
        let scratch: Dice = "12346".parse()?;
        // Forced Yatzy places rolls as Scandinavian Yatzy does, in one box only; its cards
        // cannot be filled out of order, as this loop does.
        for rules in RuleSet::ALL.into_iter().filter(|r| !r.in_order()) {
            for five_box in [None, Some("66666"), Some("12346")] {
                for (left, right) in [(false, false), (true, false), (false, true)] {
                    let mut card = ScoreCard::new(rules);
                    if let Some(dice) = five_box {
                        let dice = dice.parse()?;
                        card.fill(Yatzy, &dice)?;
                    }
                    for &category in rules.categories() {
                        let fill = match category.section() {
                            Section::Left => left,
                            Section::Right => right && category != Yatzy,
                        };
                        if fill {
                            card.fill(category, &scratch)?;
                        }
                    }
                    for dice in Dice::all_distinct() {
                        for placement in card.placements(&dice) {
                            let (category, points) = (placement.category, placement.points);
                            assert!(
                                rules.is_possible_score(category, points),
                                "{rules}: {dice} in {category} for {points}"
                            );
                        }
                    }
                }
            }
        }
        assert_eq!(RuleSet::Yatzy.max_box(Chance), 30);
        assert_eq!(RuleSet::Yacht.max_box(LargeStraight), 40);
        assert_eq!(RuleSet::Yacht.max_box(TwoPairs), 0);
        assert_eq!(RuleSet::Yatzy.max_total(), 374);
        for rules in RuleSet::ALL {
            // Chance is the dice's sum, five at the least; every other box can be scratched.
            assert_eq!(rules.min_box(Chance), 5, "{rules}");
            assert_eq!(rules.min_box(FullHouse), 0, "{rules}");
            assert_eq!(rules.min_box(Yatzy), 0, "{rules}");
        }
        assert_eq!(RuleSet::Forced.max_total(), 374);
        for category in Category::ALL {
            assert_eq!(
                possible(RuleSet::Forced, category),
                possible(RuleSet::Yatzy, category)
            );
        }
        Ok(())
    }
}
