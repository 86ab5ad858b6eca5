//! What the finished games say, as figures and text both front ends show: the high-score
//! table and statistics, the trends over time, and a daily challenge's share text. Pure: the
//! games come in as the history's records, nothing is read here.

pub mod daily_share;
pub mod scores;
pub mod trends;
