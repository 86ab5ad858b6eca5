//! The bots at a table, one visible action at a time at their pace, and the turn clock that
//! lets a bot play the turn of a person who is away. Time is given, never read: a front end
//! asks [`BotDriver::next_due`] when to wake it and calls [`BotDriver::step`] with the time,
//! so pacing is tested without a clock.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::chances::Kept;
use crate::game::Command;
use crate::rules::ScoreCard;
use crate::solver::{GoalPlay, GoalTable, Greedy, Objective, Optimal, Solution, Strategy};
use crate::table::{SeatKind, Table};

/// Who plays the turn of the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person, at the keys.
    Person,
    /// A bot of this kind (or one standing in for a person out of time).
    Bot(SeatKind),
    /// An optimal bot waiting for its strategy, or a bot that plays to win for its goal table
    /// or for what it plays for this turn ([`BotDriver::take_win_question`]).
    Waiting,
}

/// Where the table's goal table stands, for a bot that plays to win. The front end asks for
/// the table as soon as such a bot sits down and says here how it goes.
#[derive(Clone, Debug, Default)]
pub enum WinTable {
    /// Asked for, not ready yet: the bot that plays to win waits, as the optimal bot waits
    /// for its strategy.
    #[default]
    Loading,
    /// Ready, with the futures the others' distributions are read from.
    Ready(Arc<GoalTable>, Arc<Kept>),
    /// It cannot be had: the bot that plays to win plays for points, as the optimal bot.
    Unavailable,
}

/// A table's bots and its turn clock.
#[derive(Clone, Debug)]
pub struct BotDriver {
    /// Between two visible bot actions.
    pace: Duration,
    /// A person's turn, after which a bot plays it for them (`None`: they have all the time
    /// in the world).
    turn_timeout: Option<Duration>,
    /// The rest of the move the bot chose this turn, one command per step.
    queue: VecDeque<Command>,
    /// When the next bot action is due.
    due: Option<Instant>,
    /// Whose turn (seat, boxes filled) began when.
    began: Option<(usize, usize, Instant)>,
    /// Whether a bot stood in for the person this turn already.
    stood_in: bool,
    /// The goal table, for a bot that plays to win.
    win: WinTable,
    /// What a bot that plays to win plays for, and against whom (its seat, the others' cards
    /// as they stood): worked out off the game's thread, answered in
    /// [`BotDriver::win_answered`]. The others do not move during its turn.
    objective: Option<(WinKey, Objective)>,
    /// The question handed out and not answered yet.
    asked: Option<WinKey>,
}

/// Whom a bot that plays to win plays against: its seat and the other seats' cards.
#[derive(Clone, Debug, PartialEq, Eq)]
struct WinKey {
    seat: usize,
    others: Vec<ScoreCard>,
}

impl WinKey {
    fn of(table: &Table) -> Self {
        WinKey {
            seat: table.current(),
            others: others(table).cloned().collect(),
        }
    }

    /// Whether it is the key of the seat to move at `table`, without a copy of the cards.
    fn is_of(&self, table: &Table) -> bool {
        self.seat == table.current()
            && self.others.len() + 1 == table.seats().len()
            && self.others.iter().eq(others(table))
    }
}

/// The cards of the seats other than the one to move, in seat order.
fn others(table: &Table) -> impl Iterator<Item = &ScoreCard> {
    let current = table.current();
    (table.seats().iter().enumerate())
        .filter(move |&(seat, _)| seat != current)
        .map(|(_, seat)| seat.game.card())
}

/// What a bot that plays to win plays for this turn, to be worked out off the game's thread:
/// finishing first against the others' distributions, which early in a game take a good part
/// of a second each to compute when they are neither kept nor stored.
#[derive(Debug)]
pub struct WinQuestion {
    key: WinKey,
    strategy: Arc<Solution>,
    kept: Arc<Kept>,
}

impl WinQuestion {
    /// The bot's seat.
    pub fn seat(&self) -> usize {
        self.key.seat
    }

    /// The work: the others' distributions (kept, stored or computed) and the objective.
    pub fn answer(self) -> WinAnswer {
        let objective = (self.kept).win_objective(&self.strategy, &self.key.others);
        WinAnswer {
            key: self.key,
            objective,
        }
    }
}

/// What a bot that plays to win plays for, for its seat and the others' cards as they stood.
#[derive(Clone, Debug)]
pub struct WinAnswer {
    key: WinKey,
    objective: Objective,
}

impl WinAnswer {
    /// The bot's seat.
    pub fn seat(&self) -> usize {
        self.key.seat
    }

    pub fn objective(&self) -> &Objective {
        &self.objective
    }
}

/// One bot action, chosen: the command, for the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotAction {
    pub seat: usize,
    pub command: Command,
    /// Whether a bot plays it standing in for a person out of time.
    pub stand_in: bool,
    /// Whether it is the first action of such a stand-in this turn.
    pub stand_in_begins: bool,
}

impl BotDriver {
    pub fn new(pace: Duration, turn_timeout: Option<Duration>) -> Self {
        BotDriver {
            pace,
            turn_timeout,
            queue: VecDeque::new(),
            due: None,
            began: None,
            stood_in: false,
            win: WinTable::default(),
            objective: None,
            asked: None,
        }
    }

    /// How the goal table stands now (a bot that plays to win waits for it, or plays for
    /// points without it).
    pub fn set_win_table(&mut self, win: WinTable) {
        self.win = win;
    }

    /// What the bot that plays to win, to move at `table`, needs worked out before it plays
    /// its dice, once: the front end answers it off the game's thread
    /// ([`WinQuestion::answer`]) and gives the answer to [`BotDriver::win_answered`]. `None`
    /// when nothing is to be asked (no such bot to move, its tables not ready, the answer in
    /// or asked for already).
    pub fn take_win_question(
        &mut self,
        table: &Table,
        strategy: Option<&Arc<Solution>>,
    ) -> Option<WinQuestion> {
        if table.is_over() || table.current_seat().kind != SeatKind::WinBot {
            return None;
        }
        let (Some(strategy), WinTable::Ready(_, kept)) = (strategy, &self.win) else {
            return None;
        };
        let known = |key: &Option<WinKey>| key.as_ref().is_some_and(|key| key.is_of(table));
        if known(&self.asked)
            || self
                .objective
                .as_ref()
                .is_some_and(|(key, _)| key.is_of(table))
        {
            return None;
        }
        let key = WinKey::of(table);
        self.asked = Some(key.clone());
        Some(WinQuestion {
            key,
            strategy: Arc::clone(strategy),
            kept: Arc::clone(kept),
        })
    }

    /// The answer to the last question handed out; one to an older question is ignored (the
    /// table moved on since).
    pub fn win_answered(&mut self, answer: WinAnswer) {
        if self.asked.as_ref() != Some(&answer.key) {
            return;
        }
        self.asked = None;
        self.objective = Some((answer.key, answer.objective));
    }

    /// Whether a question handed out is not answered yet.
    pub fn awaits_win_answer(&self) -> bool {
        self.asked.is_some()
    }

    /// The question handed out will not be answered (the front end could not start its
    /// work): it is handed out again.
    pub fn win_question_lost(&mut self) {
        self.asked = None;
    }

    /// What the bot that plays to win to move at `table` plays for, if it is in.
    fn objective_for(&self, table: &Table) -> Option<&Objective> {
        match &self.objective {
            Some((key, objective)) if key.is_of(table) => Some(objective),
            _ => None,
        }
    }

    pub fn pace(&self) -> Duration {
        self.pace
    }

    /// A new pace, from the next action on.
    pub fn set_pace(&mut self, pace: Duration) {
        self.pace = pace;
    }

    /// Who plays the seat to move at `table` at `now`, with the optimal strategy ready or
    /// not.
    pub fn player(&self, table: &Table, strategy_ready: bool, now: Instant) -> Player {
        if table.is_over() {
            return Player::Person;
        }
        match table.current_seat().kind {
            SeatKind::EasyBot => Player::Bot(SeatKind::EasyBot),
            SeatKind::Bot if strategy_ready => Player::Bot(SeatKind::Bot),
            SeatKind::Bot => Player::Waiting,
            SeatKind::WinBot if !strategy_ready => Player::Waiting,
            SeatKind::WinBot => match self.win {
                WinTable::Loading => Player::Waiting,
                // It rolls at its pace while its objective is worked out; it plays the dice
                // once the objective is in.
                WinTable::Ready(..)
                    if table.game().dice().is_none() || self.objective_for(table).is_some() =>
                {
                    Player::Bot(SeatKind::WinBot)
                }
                WinTable::Ready(..) => Player::Waiting,
                WinTable::Unavailable => Player::Bot(SeatKind::Bot),
            },
            SeatKind::Human if !strategy_ready => Player::Person,
            SeatKind::Human => {
                let out_of_time = self.turn_timeout.is_some_and(|timeout| {
                    !self.queue.is_empty()
                        || self
                            .began
                            .is_some_and(|(_, _, began)| began + timeout <= now)
                });
                if out_of_time {
                    Player::Bot(SeatKind::Bot)
                } else {
                    Player::Person
                }
            }
        }
    }

    /// Keeps the clocks in step with `table` at `now`: a new turn starts the turn clock and
    /// forgets the last bot's plans; a bot to move gets its next action due a pace from now.
    pub fn schedule(&mut self, table: &Table, strategy_ready: bool, now: Instant) {
        if table.is_over() {
            self.began = None;
            self.due = None;
            self.queue.clear();
            return;
        }
        let turn = (table.current(), table.game().card().filled_count());
        if self
            .began
            .is_none_or(|(seat, filled, _)| (seat, filled) != turn)
        {
            self.began = Some((turn.0, turn.1, now));
            self.queue.clear();
            self.stood_in = false;
        }
        match self.player(table, strategy_ready, now) {
            Player::Bot(_) => {
                self.due.get_or_insert(now + self.pace);
            }
            Player::Person | Player::Waiting => self.due = None,
        }
    }

    /// The next moment something is due: a bot's action, or a person's turn running out.
    pub fn next_due(&self, table: &Table, strategy_ready: bool) -> Option<Instant> {
        let out_of_time = match (self.turn_timeout, self.began) {
            (Some(timeout), Some((_, _, began)))
                if strategy_ready
                    && !table.is_over()
                    && table.current_seat().kind == SeatKind::Human
                    && self.queue.is_empty() =>
            {
                Some(began + timeout)
            }
            _ => None,
        };
        self.due.into_iter().chain(out_of_time).min()
    }

    /// When the turn of the person to move runs out and a bot plays it for them, if a turn
    /// clock runs for it (a person's turn, the strategy ready, no bot standing in yet).
    pub fn runs_out(&self, table: &Table, strategy_ready: bool) -> Option<Instant> {
        match (self.turn_timeout, self.began) {
            (Some(timeout), Some((seat, filled, began)))
                if strategy_ready
                    && !table.is_over()
                    && table.current_seat().kind == SeatKind::Human
                    && (seat, filled) == (table.current(), table.game().card().filled_count())
                    && self.queue.is_empty()
                    && !self.stood_in =>
            {
                Some(began + timeout)
            }
            _ => None,
        }
    }

    /// The bot action due at `now`, if one is: chosen by the optimal strategy (with
    /// `strategy`) or the greedy one (an easy bot, or no strategy yet).
    pub fn step(
        &mut self,
        table: &Table,
        strategy: Option<&Solution>,
        now: Instant,
    ) -> Option<BotAction> {
        let stand_in = table.current_seat().kind == SeatKind::Human;
        // A stand-in's first action waits for the turn clock only (`player` says whether it
        // ran out); every other action waits for the pace.
        let paced = !stand_in || !self.queue.is_empty();
        if paced && self.due.is_none_or(|due| due > now) {
            return None;
        }
        // Its time has come: what follows is what a hurried bot does at once.
        self.hurry(table, strategy, now)
    }

    /// The bot's next action now, whatever its pace (a player who will not wait sees the
    /// rest of the bot's turn at once).
    pub fn hurry(
        &mut self,
        table: &Table,
        strategy: Option<&Solution>,
        now: Instant,
    ) -> Option<BotAction> {
        let kind = match self.player(table, strategy.is_some(), now) {
            Player::Bot(kind) => kind,
            Player::Person | Player::Waiting => return None,
        };
        self.due = None;
        let command = self.next_command(table, kind, strategy)?;
        let stand_in = table.current_seat().kind == SeatKind::Human;
        let stand_in_begins = stand_in && !self.stood_in;
        self.stood_in |= stand_in;
        Some(BotAction {
            seat: table.current(),
            command,
            stand_in,
            stand_in_begins,
        })
    }

    fn next_command(
        &mut self,
        table: &Table,
        kind: SeatKind,
        strategy: Option<&Solution>,
    ) -> Option<Command> {
        if self.queue.is_empty() {
            let game = table.game();
            match game.dice() {
                None => self.queue.push_back(Command::Roll),
                Some(_) => {
                    let chosen = match (kind, strategy, &self.win) {
                        (SeatKind::Bot, Some(strategy), _) => {
                            Optimal::new(strategy).next_move(game)
                        }
                        (SeatKind::WinBot, Some(strategy), WinTable::Ready(goal, _)) => {
                            // Never worked out here: `player` waits for it.
                            let objective = self.objective_for(table)?.clone();
                            GoalPlay::new(strategy, goal, objective).next_move(game)
                        }
                        _ => Greedy.next_move(game),
                    };
                    self.queue.extend(chosen.commands(game.held()));
                }
            }
        }
        let command = self.queue.pop_front()?;
        if matches!(command, Command::Score(_)) {
            self.queue.clear();
        }
        Some(command)
    }

    /// The bot's plans are void (its command was refused, or the game changed under it).
    pub fn forget(&mut self) {
        self.queue.clear();
        self.due = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    fn forced_table(kinds: &[SeatKind]) -> Table {
        let players = kinds
            .iter()
            .enumerate()
            .map(|(seat, &kind)| (format!("Seat {seat}"), kind))
            .collect();
        Table::new(RuleSet::Forced, 17, players).unwrap()
    }

    /// Plays the table out with `driver`, every bot action applied (each must be legal), the
    /// win bot's questions answered as they come.
    fn play_out(table: &mut Table, driver: &mut BotDriver, strategy: &Arc<Solution>) {
        let now = Instant::now();
        let mut actions = 0;
        while !table.is_over() {
            driver.schedule(table, true, now);
            if let Some(question) = driver.take_win_question(table, Some(strategy)) {
                driver.win_answered(question.answer());
            }
            let action = driver
                .hurry(table, Some(strategy), now)
                .expect("a bot is to move");
            table.apply(action.command).expect("a legal command");
            actions += 1;
            assert!(actions < 10_000, "the game ends");
        }
    }

    #[test]
    fn a_bot_that_plays_to_win_waits_for_its_goal_table_and_else_plays_for_points() {
        let table = forced_table(&[SeatKind::WinBot, SeatKind::Bot]);
        let now = Instant::now();
        let mut driver = BotDriver::new(Duration::ZERO, None);
        assert_eq!(driver.player(&table, true, now), Player::Waiting);
        assert_eq!(driver.player(&table, false, now), Player::Waiting);
        driver.set_win_table(WinTable::Unavailable);
        assert_eq!(driver.player(&table, false, now), Player::Waiting);
        assert_eq!(
            driver.player(&table, true, now),
            Player::Bot(SeatKind::Bot),
            "without its table it is the optimal bot"
        );
        let goal = Arc::new(GoalTable::compute(RuleSet::Forced, 0, &mut |_| {}));
        driver.set_win_table(WinTable::Ready(goal, Arc::new(Kept::default())));
        assert_eq!(
            driver.player(&table, true, now),
            Player::Bot(SeatKind::WinBot)
        );
    }

    #[test]
    fn without_its_goal_table_the_win_bot_plays_the_optimal_bot_s_game() {
        let strategy = Arc::new(Solution::solve(RuleSet::Forced, &mut |_| {}));
        let mut optimal = forced_table(&[SeatKind::Bot, SeatKind::EasyBot]);
        play_out(
            &mut optimal,
            &mut BotDriver::new(Duration::ZERO, None),
            &strategy,
        );
        let mut win = forced_table(&[SeatKind::WinBot, SeatKind::EasyBot]);
        let mut driver = BotDriver::new(Duration::ZERO, None);
        driver.set_win_table(WinTable::Unavailable);
        play_out(&mut win, &mut driver, &strategy);
        assert_eq!(win.seats()[0].game.card(), optimal.seats()[0].game.card());
    }

    #[test]
    fn a_bot_that_plays_to_win_plays_whole_games_legally() {
        let strategy = Arc::new(Solution::solve(RuleSet::Forced, &mut |_| {}));
        let goal = Arc::new(GoalTable::compute(RuleSet::Forced, 0, &mut |_| {}));
        let kept = Arc::new(Kept::default());
        for kinds in [
            &[SeatKind::WinBot, SeatKind::Bot][..],
            &[SeatKind::EasyBot, SeatKind::WinBot, SeatKind::WinBot],
        ] {
            let mut table = forced_table(kinds);
            let mut driver = BotDriver::new(Duration::ZERO, None);
            driver.set_win_table(WinTable::Ready(Arc::clone(&goal), Arc::clone(&kept)));
            play_out(&mut table, &mut driver, &strategy);
            let boxes = RuleSet::Forced.categories().len();
            assert!(
                table
                    .seats()
                    .iter()
                    .all(|seat| seat.game.card().filled_count() == boxes)
            );
        }
    }

    #[test]
    fn the_win_bot_rolls_then_waits_for_its_objective_and_plays_it_never_a_stale_one() {
        let strategy = Arc::new(Solution::solve(RuleSet::Forced, &mut |_| {}));
        let goal = Arc::new(GoalTable::compute(RuleSet::Forced, 0, &mut |_| {}));
        let kept = Arc::new(Kept::default());
        let mut table = forced_table(&[SeatKind::WinBot, SeatKind::EasyBot]);
        let mut driver = BotDriver::new(Duration::ZERO, None);
        driver.set_win_table(WinTable::Ready(Arc::clone(&goal), Arc::clone(&kept)));
        let now = Instant::now();
        driver.schedule(&table, true, now);
        let question = driver
            .take_win_question(&table, Some(&strategy))
            .expect("asked at the start of its turn");
        assert_eq!(question.seat(), 0);
        assert!(
            driver.take_win_question(&table, Some(&strategy)).is_none(),
            "asked once"
        );
        // It rolls meanwhile, then waits: no action, nothing due.
        let roll = driver.hurry(&table, Some(&strategy), now).expect("a roll");
        assert_eq!(roll.command, Command::Roll);
        table.apply(roll.command).unwrap();
        driver.schedule(&table, true, now);
        assert_eq!(driver.player(&table, true, now), Player::Waiting);
        assert_eq!(driver.next_due(&table, true), None);
        assert_eq!(driver.hurry(&table, Some(&strategy), now), None);
        // An answer for other cards (another table's) is not taken for this one's.
        let mut other = forced_table(&[SeatKind::EasyBot, SeatKind::WinBot]);
        let mut easy = BotDriver::new(Duration::ZERO, None);
        while other.current() == 0 {
            easy.schedule(&other, true, now);
            let action = easy.hurry(&other, Some(&strategy), now).unwrap();
            other.apply(action.command).unwrap();
        }
        let mut elsewhere = BotDriver::new(Duration::ZERO, None);
        elsewhere.set_win_table(WinTable::Ready(Arc::clone(&goal), Arc::clone(&kept)));
        let stale = elsewhere
            .take_win_question(&other, Some(&strategy))
            .unwrap();
        driver.win_answered(stale.answer());
        assert_eq!(driver.player(&table, true, now), Player::Waiting);
        // Its own answer: it plays, exactly the moves of playing for that objective.
        let answer = question.answer();
        let objective = answer.objective().clone();
        driver.win_answered(answer);
        driver.schedule(&table, true, now);
        assert_eq!(driver.next_due(&table, true), Some(now));
        let mut expected = forced_table(&[SeatKind::WinBot, SeatKind::EasyBot]);
        expected.apply(Command::Roll).unwrap();
        let mut played = Vec::new();
        let mut wanted = Vec::new();
        while table.current() == 0 {
            let action = driver
                .hurry(&table, Some(&strategy), now)
                .expect("it plays");
            table.apply(action.command).unwrap();
            played.push(action.command);
        }
        let mut plan = VecDeque::new();
        while expected.current() == 0 {
            if plan.is_empty() {
                let game = expected.game();
                let chosen = match game.dice() {
                    None => vec![Command::Roll],
                    Some(_) => GoalPlay::new(&strategy, &goal, objective.clone())
                        .next_move(game)
                        .commands(game.held()),
                };
                plan.extend(chosen);
            }
            let command = plan.pop_front().unwrap();
            expected.apply(command).unwrap();
            wanted.push(command);
            if matches!(command, Command::Score(_)) {
                plan.clear();
            }
        }
        assert_eq!(played, wanted);
        // Its next turn is against other cards: the old objective is not played again.
        while table.current() == 1 {
            driver.schedule(&table, true, now);
            let action = driver.hurry(&table, Some(&strategy), now).unwrap();
            table.apply(action.command).unwrap();
        }
        driver.schedule(&table, true, now);
        let roll = driver.hurry(&table, Some(&strategy), now).expect("a roll");
        table.apply(roll.command).unwrap();
        assert_eq!(driver.player(&table, true, now), Player::Waiting);
        assert!(driver.take_win_question(&table, Some(&strategy)).is_some());
    }
}
