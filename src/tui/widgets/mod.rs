//! Pieces that several screens draw: the card, the dice, popups and messages.

pub mod card;
pub mod dice;
pub mod headings;
pub mod message;
pub mod popup;
