//! The bands of the trajectory: where optimal games stand after each number of turns, as
//! percentiles of their expected final score then (the points banked plus the table's value
//! of what is left), gathered level by level as the forward pass goes.

use super::table::Solution;

/// Bins per point for the bands' percentiles.
const BINS_PER_POINT: f64 = 4.0;

/// The expected final score over one level's states (banked plus the table's value of what
/// is left), to a quarter of a point, for the bands' percentiles.
pub(super) struct Histogram<'a> {
    table: &'a Solution,
    bins: Vec<f64>,
}

impl<'a> Histogram<'a> {
    pub(super) fn new(table: &'a Solution) -> Self {
        let bins = (f64::from(table.rules().max_total()) * BINS_PER_POINT) as usize + 2;
        Histogram {
            table,
            bins: vec![0.0; bins],
        }
    }

    /// Adds the state (`state`, upper sum `upper`) whose chance of `offset + i` points banked
    /// is `chances[i]`.
    pub(super) fn add(&mut self, state: u32, upper: u8, offset: u16, chances: &[f64]) {
        let last = self.bins.len() - 1;
        let future = self.table.value(state, u16::from(upper));
        for (i, &chance) in chances.iter().enumerate() {
            if chance > 0.0 {
                let points = f64::from(offset) + i as f64;
                let bin = ((points + future) * BINS_PER_POINT) as usize;
                self.bins[bin.min(last)] += chance;
            }
        }
    }

    /// The [`super::BANDS`] percentiles of what was added since the last call.
    pub(super) fn take_bands(&mut self) -> [f64; super::BANDS.len()] {
        let max = f64::from(self.table.rules().max_total());
        let bins = self.bins.len();
        let mut below = 0.0;
        let mut bin = 0;
        let bands = super::BANDS.map(|q| {
            let wanted = f64::from(q) / 100.0 - 1e-12;
            while bin + 1 < bins && below + self.bins[bin] < wanted {
                below += self.bins[bin];
                bin += 1;
            }
            (bin as f64 / BINS_PER_POINT).min(max)
        });
        self.bins.fill(0.0);
        bands
    }
}
