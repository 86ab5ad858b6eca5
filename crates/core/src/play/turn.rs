//! A player's hands on the board: where the die and box cursors are, the question waiting
//! for an answer, and what each request of the board comes to. It decides; the front end
//! carries out (plays the command on its table, shows the question, says the words).

use crate::game::{Command, CommandError, Game, Outcome};
use crate::rules::Category;
use crate::table::Table;

/// Who is looking at the table, for what to tell them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// Everyone at one screen (solitaire, a hot-seat table): whoever is to move is there.
    Everyone,
    /// The person in this seat (a guest at a served table).
    Seat(usize),
    /// Someone watching, with no seat.
    Watcher,
}

impl Viewer {
    /// Whether the seat to move is this viewer's to play.
    pub fn plays(self, table: &Table) -> bool {
        match self {
            Viewer::Everyone => true,
            Viewer::Seat(seat) => seat == table.current(),
            Viewer::Watcher => false,
        }
    }
}

/// What a player asks of the board, keys and clicks already read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Roll,
    /// Hold or release die `n`, the die cursor moving to it.
    Hold(usize),
    /// The die cursor to die `n`.
    DieCursor(usize),
    /// The box cursor to the previous (-1) or next (+1) box the dice may go in.
    MoveBox(i8),
    /// Score a box (a question first when it would score 0).
    Score(Category),
    /// Put the box cursor on a box (a first click).
    Select(Category),
    /// Take back the last score, until the next roll (where the game allows it).
    Undo,
}

/// A question the player answers before the move is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Scoring 0 in this box: on purpose?
    Scratch(Category),
}

/// What is said when nothing is played: a box chosen, a question declined. The front end
/// words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A first click chose this box: a second scores it.
    ClickAgain(Category),
    /// A first Enter at a turn's first roll chose this box: a second scores `points` there.
    EnterAgain { category: Category, points: u16 },
    /// The scratch was declined: the box stays open.
    StaysOpen(Category),
}

/// Why a request of the board was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The seat to move is not this viewer's.
    NotYourTurn,
    /// All five dice held: a roll would change nothing but use up the roll.
    AllHeld,
    /// The game refused the command.
    Command(CommandError),
}

/// What a played command did, worth saying.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum News {
    /// `points` scored in `category`; `five_bonus` when it also earned a five-of-a-kind bonus.
    Scored {
        category: Category,
        points: u16,
        five_bonus: bool,
    },
    /// A score taken back: the box open again, the dice back on the table.
    Undone { category: Category, points: u16 },
}

/// What a request comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A cursor moved; nothing to say.
    Moved,
    /// Nothing changes but this is said (news for the status line).
    Say(Notice),
    /// Play this command for the player, then tell [`Turn::played`] how it went.
    Play(Command),
    /// Put this question to the player first (see [`Turn::answer`]).
    Ask(Question),
    /// Refused, with the reason (a warning for the status line).
    Refuse(Refusal),
}

/// What a played command comes to, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Nothing worth a word: the status line shows what to do next.
    Nothing,
    News(News),
    Refusal(CommandError),
}

/// What playing a command through [`Turn::carry`] came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The seat it was played for.
    pub seat: usize,
    pub result: Result<Outcome, CommandError>,
    /// What it did, worth saying.
    pub said: Said,
}

/// The cursors and the pending question of one player at the board, or of everyone at one
/// screen (a hot-seat table shares one pair of cursors, handed on with the turn).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    viewer: Viewer,
    die: usize,
    /// On a box the dice on the table may go in; `None` once the game is over.
    boxed: Option<Category>,
    question: Option<Question>,
    /// The box the player chose on purpose since the dice were last rolled (the cursor moved
    /// to it, a click, a first Enter): at a turn's first roll only such a box is scored at
    /// once, so a stray Enter after `r` costs no box.
    chosen: Option<Category>,
    /// How the guard on `chosen` was armed, when its words were said (a first Enter, a
    /// first click): they are shown for as long as it stays armed, whatever else is on the
    /// message line (a hint hiding them let a second Enter score unseen).
    guard: Option<Guard>,
    /// The seat whose card the box cursor is on.
    seat: usize,
}

/// What armed the guard on the chosen box: the words differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Guard {
    Enter,
    Click,
}

impl Turn {
    /// The hands of `viewer` at `table`.
    pub fn new(viewer: Viewer, table: &Table) -> Self {
        let mut turn = Turn {
            viewer,
            die: 0,
            boxed: None,
            question: None,
            chosen: None,
            guard: None,
            seat: table.current(),
        };
        turn.settle(table);
        turn
    }

    /// The hands of `viewer` at `table` as a saved game left them: the die cursor on `die`,
    /// the box cursor on `boxed` if the dice may go there (else as [`Turn::new`] puts it).
    pub fn resumed(viewer: Viewer, table: &Table, die: usize, boxed: Option<Category>) -> Self {
        let mut turn = Turn::new(viewer, table);
        turn.die = die.min(turn.game(table).rules().dice_count() - 1);
        if let Some(category) = boxed
            && selectable_boxes(turn.game(table)).contains(&category)
        {
            turn.boxed = Some(category);
        }
        turn
    }

    pub fn viewer(&self) -> Viewer {
        self.viewer
    }

    pub fn die_cursor(&self) -> usize {
        self.die
    }

    pub fn box_cursor(&self) -> Option<Category> {
        self.boxed
    }

    pub fn question(&self) -> Option<Question> {
        self.question
    }

    /// The game whose card the cursors are on: the viewer's own seat's, else the one to move.
    fn game<'t>(&self, table: &'t Table) -> &'t Game {
        match self.viewer {
            Viewer::Seat(seat) => table.seats().get(seat).map_or(table.game(), |s| &s.game),
            _ => table.game(),
        }
    }

    /// Keeps the box cursor on a box the dice may go in after anything changed the table (a
    /// move, another player's turn, a resume): on the same box if it still may, else the
    /// first that may; on a new player's card, its first.
    pub fn settle(&mut self, table: &Table) {
        let seat = match self.viewer {
            Viewer::Seat(seat) => seat,
            _ => table.current(),
        };
        let game = self.game(table);
        if game.is_over() {
            self.boxed = None;
            self.question = None;
            self.chosen = None;
            return;
        }
        let selectable = selectable_boxes(game);
        if seat != self.seat {
            self.seat = seat;
            self.boxed = selectable.first().copied();
            self.chosen = None;
        } else if self.boxed.is_none_or(|c| !selectable.contains(&c)) {
            self.boxed = selectable.first().copied();
        }
        if self.chosen != self.boxed {
            self.chosen = None;
        }
        if self.chosen.is_none() {
            self.guard = None;
        }
        // A question about dice no longer on the table is void.
        if let Some(Question::Scratch(category)) = self.question
            && !zero_in(game, category)
        {
            self.question = None;
        }
    }

    /// What `request` comes to for this player at `table`.
    pub fn request(&mut self, table: &Table, request: Move) -> Step {
        let game = self.game(table);
        match request {
            Move::DieCursor(die) => {
                self.die = die.min(game.rules().dice_count() - 1);
                Step::Moved
            }
            Move::MoveBox(step) => {
                let selectable = selectable_boxes(game);
                self.boxed = step_box(&selectable, self.boxed, isize::from(step));
                self.chosen = self.boxed;
                // Chosen by moving to it: nothing was said, so nothing stands.
                self.guard = None;
                Step::Moved
            }
            Move::Select(category) => {
                self.boxed = Some(category);
                self.chosen = Some(category);
                self.guard = Some(Guard::Click);
                Step::Say(Notice::ClickAgain(category))
            }
            _ if !self.viewer.plays(table) => Step::Refuse(Refusal::NotYourTurn),
            Move::Roll => {
                // With all five held a roll would change nothing but use up the roll.
                if game.dice().is_some() && game.rolls_left() > 0 && !game.held().contains(&false) {
                    Step::Refuse(Refusal::AllHeld)
                } else {
                    Step::Play(Command::Roll)
                }
            }
            Move::Hold(die) => {
                self.die = die.min(game.rules().dice_count() - 1);
                Step::Play(Command::ToggleHold(die))
            }
            Move::Score(category) => self.score(game, category),
            Move::Undo => match table.can_undo() {
                Ok(()) => Step::Play(Command::Undo),
                Err(error) => Step::Refuse(Refusal::Command(error)),
            },
        }
    }

    /// Whether a request to score `category` now scores it (after any question), rather than
    /// only choosing it: at a turn's first roll a box is scored at once only if it was chosen
    /// since the roll (the cursor moved to it, a click, a first Enter); at the later rolls,
    /// always.
    pub fn scores_at_once(&self, table: &Table, category: Category) -> bool {
        self.at_once(self.game(table), category)
    }

    fn at_once(&self, game: &Game, category: Category) -> bool {
        game.rolls_used() != 1 || self.chosen == Some(category)
    }

    /// What the guard says while it is armed: a box chosen by a first Enter (at a turn's first
    /// roll) or a first click, which the next Enter or click scores. The front end shows it
    /// whatever else it shows, so the score that follows is never unseen.
    pub fn guard(&self, table: &Table) -> Option<Notice> {
        // A question on screen says it all.
        if self.question.is_some() {
            return None;
        }
        let game = self.game(table);
        let category = self.chosen.filter(|&c| self.boxed == Some(c))?;
        let dice = game.dice()?;
        match self.guard? {
            Guard::Enter if game.rolls_used() == 1 => {
                let points = game.card().placement(category, &dice).ok()?;
                let bonus = game.card().bonus_earned_by(&dice);
                Some(Notice::EnterAgain {
                    category,
                    points: points + bonus,
                })
            }
            Guard::Enter => None,
            Guard::Click => Some(Notice::ClickAgain(category)),
        }
    }

    /// The box a click scores at once rather than only selecting: the one the cursor is on,
    /// if a request to score it would (see [`Turn::scores_at_once`]).
    pub fn click_scores(&self, table: &Table) -> Option<Category> {
        self.boxed
            .filter(|&category| self.scores_at_once(table, category))
    }

    /// Scoring `category`: at once, or after a question when it would score 0 (a 0 that
    /// earns a five-of-a-kind bonus beside it is no scratch: no question).
    fn score(&mut self, game: &Game, category: Category) -> Step {
        let Some(dice) = game.dice() else {
            return Step::Refuse(Refusal::Command(CommandError::NotRolledYet));
        };
        let bonus = game.card().bonus_earned_by(&dice);
        let at_once = self.at_once(game, category);
        match game.card().placement(category, &dice) {
            // Only chosen: the next request scores it (or asks first, for a 0).
            Ok(points) if !at_once => {
                self.boxed = Some(category);
                self.chosen = Some(category);
                self.guard = Some(Guard::Enter);
                Step::Say(Notice::EnterAgain {
                    category,
                    points: points + bonus,
                })
            }
            Ok(0) if bonus == 0 => {
                self.boxed = Some(category);
                self.chosen = Some(category);
                self.question = Some(Question::Scratch(category));
                Step::Ask(Question::Scratch(category))
            }
            Ok(_) => Step::Play(Command::Score(category)),
            Err(error) => Step::Refuse(Refusal::Command(CommandError::Placement(error))),
        }
    }

    /// A move the front end asked about itself (the coach's "go ahead?") was declined: the
    /// guard stands no more, so its "again to score it" is not said over the answer. The box
    /// stays chosen: the next request to score it asks again.
    pub fn disarm(&mut self) {
        self.guard = None;
    }

    /// The player's answer to the question put to them.
    pub fn answer(&mut self, yes: bool) -> Step {
        // A question about dice no longer on the table was dropped when the table settled.
        let Some(question) = self.question.take() else {
            return Step::Moved;
        };
        match question {
            Question::Scratch(category) if yes => Step::Play(Command::Score(category)),
            Question::Scratch(category) => Step::Say(Notice::StaysOpen(category)),
        }
    }

    /// Plays `command` for the seat to move at `table`, and follows it (see
    /// [`Turn::played`]): the one way every front end plays a command, so a key does the same
    /// at each. A front end that must refuse first (not this guest's turn) does so before.
    pub fn carry(&mut self, table: &mut Table, command: Command) -> Played {
        let seat = table.current();
        let bonuses_before = table.game().card().five_of_a_kind_bonuses();
        let result = table.apply(command);
        let said = self.played(table, seat, command, &result, bonuses_before);
        Played { seat, result, said }
    }

    /// `command` was played for seat `seat` (the table as it is now, with `bonuses_before`
    /// the five-of-a-kind bonuses that seat had): the cursors follow, and what it did is
    /// said.
    fn played(
        &mut self,
        table: &Table,
        seat: usize,
        command: Command,
        result: &Result<Outcome, CommandError>,
        bonuses_before: u8,
    ) -> Said {
        let Some(played) = table.seats().get(seat) else {
            return Said::Nothing;
        };
        let said = match result {
            Err(error) => Said::Refusal(*error),
            Ok(Outcome::Scored {
                category,
                points,
                game_over: false,
            }) => Said::News(News::Scored {
                category: *category,
                points: *points,
                five_bonus: played.game.card().five_of_a_kind_bonuses() > bonuses_before,
            }),
            Ok(Outcome::Undone { category, points }) => Said::News(News::Undone {
                category: *category,
                points: *points,
            }),
            Ok(_) => Said::Nothing,
        };
        // A roll (or a score, or a score taken back) asks for a box chosen anew.
        if result.is_ok() && !matches!(command, Command::ToggleHold(_)) {
            self.chosen = None;
            self.guard = None;
        }
        if let Ok(Outcome::Undone { category, .. }) = result {
            // Back on the box the score came from, with its dice.
            self.question = None;
            self.boxed = Some(*category);
        }
        if let (Ok(Outcome::Scored { category, .. }), Command::Score(_)) = (result, command) {
            self.question = None;
            // On the scorer's own card, the cursor moves on to the next open box.
            let card = played.game.card();
            let order = card.rules().categories();
            let start = order.iter().position(|c| c == category).unwrap_or(0);
            self.boxed = (1..order.len())
                .map(|offset| order[(start + offset) % order.len()])
                .find(|&c| card.is_open(c));
        }
        if let Ok(Outcome::NewGame { .. }) = result {
            self.die = 0;
            self.boxed = None;
            self.question = None;
            self.chosen = None;
            self.seat = usize::MAX;
        }
        self.settle(table);
        said
    }
}

/// The boxes the dice on the table may go in (every open box before the first roll), in card
/// order: where the box cursor may rest.
pub fn selectable_boxes(game: &Game) -> Vec<Category> {
    let card = game.card();
    let dice = game.dice();
    card.open_categories()
        .filter(|&c| dice.is_none_or(|d| card.placement(c, &d).is_ok()))
        .collect()
}

/// The box `step` places from `current` among `open`, wrapping around; the first open box when
/// `current` is not among them.
pub fn step_box(open: &[Category], current: Option<Category>, step: isize) -> Option<Category> {
    let Some(position) = current.and_then(|c| open.iter().position(|&o| o == c)) else {
        return open.first().copied();
    };
    let len = open.len() as isize;
    Some(open[(position as isize + step).rem_euclid(len) as usize])
}

/// Whether the dice on the table would score 0 in `category` (a question is about them).
fn zero_in(game: &Game, category: Category) -> bool {
    game.dice()
        .is_some_and(|dice| game.card().placement(category, &dice) == Ok(0))
}
