//! Pieces that screens draw: the card, the dice, popups, messages, line charts with their
//! legend and a game's trajectory.

pub mod card;
pub mod chance_chart;
pub mod chart;
pub mod dice;
pub mod headings;
pub mod message;
pub mod popup;
pub mod trajectory;
