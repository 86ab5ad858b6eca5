//! The states of one set of filled boxes as the forward pass holds them: for each upper-sum
//! lane, the chances of the points banked so far, all lanes in one buffer. A next state grows
//! as its sources hand their chances over, once per hand-over rather than once per lane, so
//! the pass allocates per set of filled boxes, not per state.

use super::super::model::UPPER_LANES;

/// Where one lane's chances are: `chances[start + i]` is that of `offset + i` points banked.
#[derive(Clone, Copy, Debug)]
pub(super) struct Banked {
    lane: u8,
    offset: u16,
    start: u32,
    len: u16,
}

impl Banked {
    pub(super) fn lane(&self) -> u8 {
        self.lane
    }

    /// The least score it holds a chance for.
    pub(super) fn offset(&self) -> u16 {
        self.offset
    }

    pub(super) fn len(&self) -> u16 {
        self.len
    }
}

/// Scores wanted per lane, `low..high` (empty where `low >= high`).
pub(super) type Wanted = [(u16, u16); UPPER_LANES];

/// Nothing wanted in any lane.
pub(super) const NOTHING_WANTED: Wanted = [(u16::MAX, 0); UPPER_LANES];

/// The states of one set of filled boxes (with the Joker flag), by upper-sum lane, the lanes
/// always in ascending order (the order a turn is solved in).
pub(super) struct MaskStates {
    slot: [u8; UPPER_LANES],
    lanes: Vec<Banked>,
    chances: Vec<f64>,
}

impl MaskStates {
    pub(super) fn new() -> Self {
        MaskStates {
            slot: [u8::MAX; UPPER_LANES],
            lanes: Vec::new(),
            chances: Vec::new(),
        }
    }

    /// One state, `points` banked for certain.
    pub(super) fn certain(lane: u8, points: u16) -> Self {
        let mut states = MaskStates::new();
        let mut wanted = NOTHING_WANTED;
        wanted[usize::from(lane)] = (points, points.saturating_add(1));
        states.cover(&wanted);
        if let Some(chance) = states.chances.first_mut() {
            *chance = 1.0;
        }
        states
    }

    /// The lanes, in ascending order.
    pub(super) fn lanes(&self) -> &[Banked] {
        &self.lanes
    }

    pub(super) fn chances(&self, banked: &Banked) -> &[f64] {
        &self.chances[banked.start as usize..][..usize::from(banked.len)]
    }

    /// The lanes with their chances, in ascending order of lane.
    pub(super) fn iter(&self) -> impl Iterator<Item = (&Banked, &[f64])> {
        self.lanes
            .iter()
            .map(|banked| (banked, self.chances(banked)))
    }

    /// The chances of `lane` from `points` banked on, to the end of what it holds; `None`
    /// if it holds nothing from there (no such lane, or `points` outside what it holds).
    pub(super) fn chances_from_mut(&mut self, lane: u8, points: u16) -> Option<&mut [f64]> {
        let banked = *self.lanes.get(usize::from(self.slot[usize::from(lane)]))?;
        let skip = usize::from(points.checked_sub(banked.offset)?);
        let held = &mut self.chances[banked.start as usize..][..usize::from(banked.len)];
        held.get_mut(skip..)
    }

    /// Makes every lane cover the scores `wanted` (keeping what each holds): the buffer is
    /// laid out anew only when some lane grows or appears.
    pub(super) fn cover(&mut self, wanted: &Wanted) {
        let held = |lane: usize| {
            let slot = self.slot[lane];
            (slot != u8::MAX).then(|| self.lanes[usize::from(slot)])
        };
        let grows = wanted.iter().enumerate().any(|(lane, &(low, high))| {
            low < high && held(lane).is_none_or(|b| low < b.offset || high > b.offset + b.len)
        });
        if !grows {
            return;
        }
        let count = (0..UPPER_LANES)
            .filter(|&lane| wanted[lane].0 < wanted[lane].1 || held(lane).is_some())
            .count();
        let mut lanes = Vec::with_capacity(count);
        let mut total = 0u32;
        for (lane, &(low, high)) in wanted.iter().enumerate() {
            let (low, high) = match held(lane) {
                Some(b) if low < high => (low.min(b.offset), high.max(b.offset + b.len)),
                Some(b) => (b.offset, b.offset + b.len),
                None if low < high => (low, high),
                None => continue,
            };
            lanes.push(Banked {
                lane: lane as u8,
                offset: low,
                start: total,
                len: high - low,
            });
            total += u32::from(high - low);
        }
        let mut chances = vec![0.0; total as usize];
        for banked in &lanes {
            if let Some(old) = held(usize::from(banked.lane)) {
                let at = banked.start as usize + usize::from(old.offset - banked.offset);
                chances[at..][..usize::from(old.len)].copy_from_slice(self.chances(&old));
            }
        }
        self.slot = [u8::MAX; UPPER_LANES];
        for (index, banked) in lanes.iter().enumerate() {
            self.slot[usize::from(banked.lane)] = index as u8;
        }
        self.lanes = lanes;
        self.chances = chances;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(states: &MaskStates) -> Vec<(u8, u16, Vec<f64>)> {
        states
            .iter()
            .map(|(b, chances)| (b.lane, b.offset, chances.to_vec()))
            .collect()
    }

    #[test]
    fn covering_keeps_every_chance_where_it_was_and_the_lanes_in_order() {
        let mut states = MaskStates::certain(9, 20);
        let mut wanted = NOTHING_WANTED;
        wanted[3] = (5, 8);
        wanted[9] = (18, 21);
        states.cover(&wanted);
        assert_eq!(
            held(&states),
            vec![(3, 5, vec![0.0; 3]), (9, 18, vec![0.0, 0.0, 1.0]),]
        );
        if let Some(slots) = states.chances_from_mut(3, 6) {
            slots[0] = 0.5;
        }
        // Covered already: nothing moves.
        let mut inside = NOTHING_WANTED;
        inside[3] = (6, 7);
        states.cover(&inside);
        assert_eq!(held(&states)[0], (3, 5, vec![0.0, 0.5, 0.0]));
        assert!(states.chances_from_mut(4, 6).is_none());
        assert!(states.chances_from_mut(3, 4).is_none());
    }
}
