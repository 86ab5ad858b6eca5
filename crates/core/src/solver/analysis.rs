//! One position, every choice ranked: which dice to keep, or which box to score now.

use super::dice_space::{Counts, DiceSpace, KEEPS, sub_keeps};
use super::model::{Model, UPPER_LANES};
use super::table::Solution;
use super::turn::{SINGLE, Scratch, TurnKernel};
use crate::rules::{Category, DISTINCT_ROLLS, Dice, RuleSet, ScoreCard, Section};

/// Where a turn starts: which boxes are filled, the Left Section sum, and the points banked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation {
    pub filled: Vec<Category>,
    /// Ones..Sixes so far (without the bonus).
    pub upper: u16,
    /// The card's total so far (bonus included), added to every expected final score.
    pub banked: u16,
    /// Yacht and Yahtzee: the five-of-a-kind box holds 50 (further ones earn a bonus).
    pub five_box_holds_50: bool,
}

impl From<&ScoreCard> for Situation {
    fn from(card: &ScoreCard) -> Self {
        Situation {
            filled: card
                .rules()
                .categories()
                .iter()
                .copied()
                .filter(|&c| card.get(c).is_some())
                .collect(),
            upper: card.left_sum(),
            banked: card.total(),
            five_box_holds_50: card.rules().has_joker() && card.get(Category::Yatzy) == Some(50),
        }
    }
}

impl Situation {
    /// The points the card of this position can hold, least and most (for a `banked` given
    /// by hand). The Left Section holds its sum exactly, with the bonus once the sum reaches
    /// it; each filled Right Section box holds from the least to the most its rule allows
    /// (the five-of-a-kind box exactly 50 when it holds 50, and 0 on a card with Yacht
    /// bonuses when it does not, since the flag says which); with 50 there, every other box
    /// filled may have earned a Yacht bonus. Only the boxes on `rules`' card count.
    pub fn banked_range(&self, rules: RuleSet) -> std::ops::RangeInclusive<u32> {
        let bonus = rules.upper_bonus();
        let left = u32::from(self.upper)
            + if self.upper >= bonus.threshold {
                u32::from(bonus.points)
            } else {
                0
            };
        let (mut least, mut most) = (left, left);
        let mut filled_boxes = 0u32;
        for &category in self.filled.iter().filter(|&&c| rules.has(c)) {
            filled_boxes += 1;
            if category.section() == Section::Left {
                continue;
            }
            let (low, high) = match category {
                Category::Yatzy if self.five_box_holds_50 => (50, 50),
                Category::Yatzy if rules.has_joker() => (0, 0),
                _ => (rules.min_box(category), rules.max_box(category)),
            };
            least += u32::from(low);
            most += u32::from(high);
        }
        if self.five_box_holds_50 {
            most += filled_boxes.saturating_sub(1) * u32::from(rules.five_of_a_kind_bonus());
        }
        least..=most
    }
}

/// Something the player can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Keep these faces (ascending) and roll the rest.
    Keep(Vec<u8>),
    /// Score the dice in this box now.
    Score(Category),
}

/// A choice and the expected final score of the game if it is made and the rest is played
/// optimally.
#[derive(Clone, Debug, PartialEq)]
pub struct RankedChoice {
    pub choice: Choice,
    pub expected_final: f64,
}

/// Everything about one turn of one situation, computed once: the value of every keep before
/// the second and before the third roll, and of scoring every roll in every open box.
pub struct TurnValues<'a> {
    table: &'a Solution,
    filled: u32,
    upper: u8,
    banked: f64,
    /// Keep values before the third roll (rows 0..252: scoring that roll now).
    last_keeps: Vec<f64>,
    /// Keep values before the second roll (rows 0..252: holding all five).
    first_keeps: Vec<f64>,
}

/// Why a position cannot be analysed: it is no position of a game of these rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{0} is not a box in {rules}", rules = .1.name())]
    NotABox(Category, RuleSet),
    #[error("every box is filled: the game is over")]
    GameOver,
    #[error("the five-of-a-kind box cannot hold 50 while it is open")]
    OpenBoxHolds50,
    #[error("{} has no five-of-a-kind bonus", .0.name())]
    NoFiveOfAKindBonus(RuleSet),
    #[error("a Left Section sum of {0} cannot happen with those boxes filled")]
    ImpossibleUpperSum(u16),
    /// Forced Yatzy fills the boxes in order: `filled` is filled while `open` is not.
    #[error(
        "Forced Yatzy fills its boxes in order, so {filled} cannot be filled while {open} is open"
    )]
    OutOfOrder { filled: Category, open: Category },
}

impl std::fmt::Debug for TurnValues<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TurnValues")
            .field("filled", &format_args!("{:#b}", self.filled))
            .field("upper", &self.upper)
            .field("expected_final", &self.expected_final())
            .finish_non_exhaustive()
    }
}

impl<'a> TurnValues<'a> {
    /// Solves the turn that starts in `situation` (one block, about 10 microseconds).
    pub fn new(table: &'a Solution, situation: &Situation) -> Result<Self, PositionError> {
        let (filled, upper) = position_state(table, situation)?;
        if filled & table.model.full_mask() == table.model.full_mask() {
            return Err(PositionError::GameOver);
        }
        let model = &table.model;
        let space = DiceSpace::get();
        let turn = TurnKernel {
            model,
            space,
            table: &table.values,
        };
        let mut scratch = Scratch::<SINGLE>::default();
        // One upper sum: a block of one lane.
        turn.final_roll_values(filled, &[upper; SINGLE], &mut scratch);
        turn.keep_values(&mut scratch);
        let last_keeps: Vec<f64> = scratch.values[..KEEPS].iter().map(|row| row[0]).collect();
        turn.best_keep_values(&mut scratch);
        turn.keep_values(&mut scratch);
        let first_keeps = scratch.values[..KEEPS].iter().map(|row| row[0]).collect();
        Ok(TurnValues {
            table,
            filled,
            upper,
            // Utilities are not points: nothing banked is added to them (it would not change
            // their order, only their precision).
            banked: if model.theta == 0.0 {
                f64::from(situation.banked)
            } else {
                0.0
            },
            last_keeps,
            first_keeps,
        })
    }

    /// The expected final score at the start of this turn.
    pub fn expected_final(&self) -> f64 {
        self.banked + self.table.value(self.filled, u16::from(self.upper))
    }

    /// The expected final score after keeping `kept` (any number of dice, all five included)
    /// with `rolls_left` rolls still to come (1 or 2).
    pub(crate) fn keep_value(&self, kept: &[u8], rolls_left: u8) -> f64 {
        let mut counts: Counts = [0; 7];
        for &face in kept {
            counts[usize::from(face.clamp(1, 6))] += 1;
        }
        let index = DiceSpace::get().index(&counts);
        let keeps = if rolls_left >= 2 {
            &self.first_keeps
        } else {
            &self.last_keeps
        };
        self.banked + keeps[index]
    }

    /// The expected final score after scoring `dice` in `category` now.
    pub fn score_value(&self, dice: &Dice, category: Category) -> Option<f64> {
        let model = &self.table.model;
        let bit = model.categories.iter().position(|&c| c == category)?;
        let roll = DiceSpace::get().roll_index(dice);
        Some(self.banked + score_now(self.table, self.filled, self.upper, roll, bit)?)
    }

    /// Every choice with `dice` on the table and `rolls_left` rolls to come, best first.
    /// Keeping all five dice is left out: with rolls left it is never better than scoring now
    /// or keeping fewer, and "hold everything and roll" would only puzzle a player.
    pub fn choices(&self, dice: &Dice, rolls_left: u8) -> Vec<RankedChoice> {
        let model = &self.table.model;
        let mut choices: Vec<RankedChoice> = model
            .categories
            .iter()
            .filter_map(|&category| {
                let expected_final = self.score_value(dice, category)?;
                Some(RankedChoice {
                    choice: Choice::Score(category),
                    expected_final,
                })
            })
            .collect();
        if rolls_left > 0 {
            let space = DiceSpace::get();
            let keeps = if rolls_left >= 2 {
                &self.first_keeps
            } else {
                &self.last_keeps
            };
            for keep in sub_keeps(&space.keeps[space.roll_index(dice)]) {
                let index = space.index(&keep);
                if index < DISTINCT_ROLLS {
                    continue; // all five dice
                }
                let faces = (1..=6u8)
                    .flat_map(|f| std::iter::repeat_n(f, usize::from(keep[usize::from(f)])))
                    .collect();
                choices.push(RankedChoice {
                    choice: Choice::Keep(faces),
                    expected_final: self.banked + keeps[index],
                });
            }
        }
        choices.sort_by(|a, b| b.expected_final.total_cmp(&a.expected_final));
        choices
    }
}

/// The state (filled boxes, and the flag for 50 in the five-of-a-kind box) and the capped
/// upper sum of `situation`, if it is a position of a game of `table`'s rules. A full card is
/// one: the game is over there.
pub(crate) fn position_state(
    table: &Solution,
    situation: &Situation,
) -> Result<(u32, u8), PositionError> {
    let (filled, upper) = card_state(&table.model, situation)?;
    if table.value(filled, u16::from(upper)).is_nan() {
        return Err(PositionError::ImpossibleUpperSum(situation.upper));
    }
    Ok((filled, upper))
}

/// The state and capped upper sum of `situation` under `model`'s rules, the upper sum not yet
/// checked against the filled boxes.
pub(crate) fn card_state(model: &Model, situation: &Situation) -> Result<(u32, u8), PositionError> {
    let mut filled = 0u32;
    for category in &situation.filled {
        let bit = model
            .categories
            .iter()
            .position(|c| c == category)
            .ok_or(PositionError::NotABox(*category, model.rules))?;
        filled |= 1 << bit;
    }
    if !model.can_reach(filled) {
        let first_open = filled.trailing_ones() as usize;
        let late = (first_open..model.categories.len())
            .find(|&bit| filled & (1 << bit) != 0)
            .unwrap_or(first_open);
        return Err(PositionError::OutOfOrder {
            filled: model.categories[late],
            open: model.categories[first_open],
        });
    }
    if situation.five_box_holds_50 {
        match model.joker_box {
            Some(bit) if filled & (1 << bit) != 0 => filled |= model.holds_50_flag(),
            Some(_) => return Err(PositionError::OpenBoxHolds50),
            None => return Err(PositionError::NoFiveOfAKindBonus(model.rules)),
        }
    }
    let upper = situation.upper.min(UPPER_LANES as u16 - 1) as u8;
    Ok((filled, upper))
}

/// The points still to come after scoring roll `roll` in box `bit` in state `state` with
/// upper sum `upper`: the points, any bonus, and the future; `None` where the rules refuse it.
pub(crate) fn score_now(
    table: &Solution,
    state: u32,
    upper: u8,
    roll: usize,
    bit: usize,
) -> Option<f64> {
    let model = &table.model;
    if model.choosable(state) & (1 << bit) == 0 {
        return None;
    }
    // Under Joker rules a five of a kind goes only where the rules allow, for their points.
    let (points, five_bonus) = match (model.joker_box, model.five_of_a_kind[roll]) {
        (Some(_), Some(face)) => {
            let allowed = model.five_of_a_kind_placements(state, face, roll);
            let &(_, points) = allowed.iter().find(|&&(b, _)| b == bit)?;
            (points, model.five_of_a_kind_bonus(state))
        }
        _ => (model.scores[bit][roll], 0),
    };
    let (after, bonus) = match model.faces[bit] {
        Some(_) => model.add_upper(upper, points),
        None => (upper, 0),
    };
    let future = table.value(model.next_state(state, bit, points), u16::from(after));
    Some(model.combine(f64::from(points + bonus + five_bonus), future))
}

/// Which dice to hold so that the held faces are `kept`: the first dice showing each face.
pub fn held_for(dice: &Dice, kept: &[u8]) -> [bool; 5] {
    let mut wanted: Counts = [0; 7];
    for &face in kept {
        wanted[usize::from(face.clamp(1, 6))] += 1;
    }
    held_for_counts(dice, &wanted)
}

/// Which dice to hold so that the held faces have these counts: the first dice of each face.
pub(crate) fn held_for_counts(dice: &Dice, counts: &Counts) -> [bool; 5] {
    let mut wanted = *counts;
    dice.values().map(|face| {
        let slot = &mut wanted[usize::from(face)];
        if *slot > 0 {
            *slot -= 1;
            true
        } else {
            false
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Category::*;

    fn situation(filled: &[Category], upper: u16, five_box_holds_50: bool) -> Situation {
        Situation {
            filled: filled.to_vec(),
            upper,
            banked: 0,
            five_box_holds_50,
        }
    }

    #[test]
    fn the_banked_range_adds_up_the_boxes_by_hand() {
        // Ones hold the sum 3; Chance 5 (1-1-1-1-1) to 30 (6-6-6-6-6).
        let early = situation(&[Ones, Chance], 3, false);
        assert_eq!(early.banked_range(RuleSet::Yatzy), 8..=33);
        assert_eq!(early.banked_range(RuleSet::Forced), 8..=33);
        // The Left Section complete at 63 (bonus 50), the Right Section bar Chance and Yatzy
        // from nothing to 12 + 22 + 18 + 24 + 15 + 20 + 28.
        let late = situation(&Category::ALL[..13], 63, false);
        assert_eq!(late.banked_range(RuleSet::Yatzy), 113..=252);
        // Yacht: 50 in the Yacht, Chance 5 to 30, Ones at 4; Chance and Ones may each have
        // taken a Yacht bonus of 100.
        let yacht = situation(&[Yatzy, Chance, Ones], 4, true);
        assert_eq!(yacht.banked_range(RuleSet::Yacht), 59..=284);
        // Without 50 the Yahtzee box holds 0: Full House 0 or 25, no bonus.
        let scratched = situation(&[FullHouse, Yatzy], 0, false);
        assert_eq!(scratched.banked_range(RuleSet::Yahtzee), 0..=25);
        // Scandinavian Yatzy's box is 0 or 50; at 62 the bonus is not earned yet.
        let yatzy = situation(&[Yatzy, Sixes], 62, false);
        assert_eq!(yatzy.banked_range(RuleSet::Yatzy), 62..=112);
    }

    #[test]
    fn every_card_play_writes_totals_within_its_banked_range() {
        // A small xorshift: cards of many shapes, five of a kind often, so that Yacht
        // bonuses and Jokers come up.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let rolls: Vec<Dice> = Dice::all_distinct().collect();
        let mut checked = 0;
        for rules in RuleSet::ALL {
            for _ in 0..300 {
                let mut card = ScoreCard::new(rules);
                while !card.is_complete() {
                    let dice = if next(3) == 0 {
                        let face = 1 + next(6) as u8;
                        Dice::new([face; 5]).unwrap()
                    } else {
                        rolls[next(rolls.len())]
                    };
                    let placements = card.placements(&dice);
                    let Some(placement) = placements.get(next(placements.len().max(1))) else {
                        continue;
                    };
                    card.fill(placement.category, &dice).unwrap();
                    let position = Situation::from(&card);
                    let range = position.banked_range(rules);
                    assert!(
                        range.contains(&u32::from(card.total())),
                        "{rules}: {} outside {range:?} for {position:?}",
                        card.total()
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
