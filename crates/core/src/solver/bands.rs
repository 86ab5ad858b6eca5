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
    /// Whether the bands move by exactly the points banked before the pass (see
    /// [`Histogram::shifts_exactly`]).
    shifts_exactly: bool,
    /// The highest bin any chance went to, before clamping.
    top: usize,
}

/// How close to a bin's edge a state's future may fall (in quarter points) for its bins to
/// move by exactly four per point banked: far above the rounding of `points + future`
/// (below 1e-12 for any score a card holds), far below a quarter point.
const EDGE: f64 = 1e-9;

impl<'a> Histogram<'a> {
    pub(super) fn new(table: &'a Solution) -> Self {
        let bins = (f64::from(table.rules().max_total()) * BINS_PER_POINT) as usize + 2;
        Histogram {
            table,
            bins: vec![0.0; bins],
            shifts_exactly: true,
            top: 0,
        }
    }

    /// Adds the state (`state`, upper sum `upper`) whose chance of `offset + i` points banked
    /// is `chances[i]`.
    pub(super) fn add(&mut self, state: u32, upper: u8, offset: u16, chances: &[f64]) {
        let last = self.bins.len() - 1;
        let future = self.table.value(state, u16::from(upper));
        // A future exactly on a bin's edge adds to whole points exactly; one a hair off an
        // edge may round across it for some points banked and not for others.
        let quarters = (future * BINS_PER_POINT).fract();
        if quarters != 0.0 && !(EDGE..=1.0 - EDGE).contains(&quarters) {
            self.shifts_exactly = false;
        }
        for (i, &chance) in chances.iter().enumerate() {
            if chance > 0.0 {
                let points = f64::from(offset) + i as f64;
                let bin = ((points + future) * BINS_PER_POINT) as usize;
                self.top = self.top.max(bin);
                self.bins[bin.min(last)] += chance;
            }
        }
    }

    /// The most points a pass may start with, beyond this one's, for its bands to be these
    /// moved by exactly those points, bit for bit: when no state's future lies a hair off a
    /// bin's edge, every chance lands four bins further per point, and while the highest
    /// bin stays below the last (which gathers everything above the rule set's maximum),
    /// nothing is clamped and no percentile runs out of bins. 0 when a future is that close.
    pub(super) fn shift_limit(&self) -> u16 {
        if !self.shifts_exactly {
            return 0;
        }
        let room = self.bins.len().saturating_sub(2 + self.top);
        u16::try_from(room / BINS_PER_POINT as usize).unwrap_or(u16::MAX)
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
        // A walk that ran to the last bin may have stopped there for want of bins.
        if bin + 1 >= bins {
            self.shifts_exactly = false;
        }
        self.bins.fill(0.0);
        bands
    }
}
