//! The chances at each table, for the guests who show them (`w`): asked of the chances'
//! worker after each scored turn, computed off the hub's thread (the passes at the idle
//! priority: the hub's own work always comes first), and answered as an event that redraws
//! the table.
//! Every table draws on the same futures ([`yatzy_core::chances::Kept`]), so a position
//! another table reached costs a look-up. A finished table's chances after every round, for
//! its review's chart, are asked once per table as its game ends (by then a look-up too),
//! and kept until the table is forgotten.

use super::*;
use yatzy_core::chances::{Answer, Chances, Job, Kept, TablePosition, Worker};
use yatzy_core::game::GameId;
use yatzy_ui::view::LiveChances;
use yatzy_ui::widgets::chance_chart::{self, RoundChances};

/// No cap on the chances' share of the machine: their passes run at the idle priority, only
/// on cores the hub and the connections leave idle, so under load they come later and never
/// slow a guest's answer down; on a quiet server they use every idle core. Look-ups (a tenth
/// of a millisecond a question) run at the normal priority, so a table whose futures are in
/// memory is answered at once even while the cores are busy.
const DUTY: f64 = 1.0;

/// What the hub knows of the chances at its tables.
#[derive(Default)]
pub(super) struct Odds {
    /// Without one (a hub in a test, or no thread to be had), the chances stay "computing…".
    worker: Option<Worker<u32>>,
    /// The last question asked per table.
    asked: BTreeMap<u32, TablePosition>,
    /// Tables that moved while none of the guests there showed the chances: not asked for
    /// until someone does.
    pub(super) unseen: BTreeSet<u32>,
    /// Questions asked of the worker so far, every table's.
    questions: usize,
    /// The last answer per table, with the question it answers.
    known: BTreeMap<u32, (TablePosition, Chances)>,
    /// Per finished table whose review was opened: its game's chances after every round,
    /// once answered (`None` while computing). One answer a table, gone with the table.
    rounds: BTreeMap<u32, (GameId, Option<Vec<Chances>>)>,
}

impl Odds {
    /// The chart of a finished table's review, in the current language: its chances after
    /// every round, "computing…" until they are in, nothing if never asked (no worker).
    pub(super) fn round_chances(&self, table: &NetTable) -> Option<RoundChances> {
        let game = table.game.as_ref().filter(|game| game.is_over())?;
        match self.rounds.get(&table.number)? {
            (id, _) if *id != game.id() => None,
            (_, Some(rounds)) => Some(RoundChances::of_game(game, rounds, None)),
            (_, None) => Some(RoundChances::Computing),
        }
    }
}

impl Hub {
    /// Tells the chances at the tables from now on, answered through `events` (the server
    /// runs the hub on them; a test passes each on to [`Hub::step`]).
    pub fn with_chances(mut self, events: std::sync::mpsc::Sender<Event>) -> Self {
        let told = std::sync::Mutex::new(events);
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let pool = yatzy_session::idle_pool(cores);
        self.odds.worker = Worker::spawn(pool, DUTY, move |number, answer| {
            if let Ok(hub) = told.lock() {
                let _ = hub.send(Event::Chances(number, answer));
            }
        });
        if let Some(worker) = &self.odds.worker {
            // Each pass's peak goes back to the system, not into the allocator's keeping.
            worker.after_each(yatzy_session::give_memory_back);
        }
        // The whole game's distributions are built in: a table's first chances cost nothing.
        if let Some(worker) = &self.odds.worker {
            for rules in yatzy_core::rules::RuleSet::ALL {
                if let Some(whole_game) = yatzy_session::built_in_distribution(rules) {
                    worker.know_whole_game(Arc::new(whole_game));
                }
            }
        }
        self
    }

    /// Draws every table's chances (and the bots that play to win their opponents') on
    /// `kept` (the session's: its early futures stored in the cache directory), and works the likeliest early futures out ahead in the pauses unless
    /// the process was told not to.
    pub fn with_futures(mut self, kept: Arc<Kept>) -> Self {
        self.share_goal_futures(Arc::clone(&kept));
        if let Some(worker) = &self.odds.worker {
            worker.share(kept);
            if yatzy_session::warm_ahead_wanted() {
                worker.warm_ahead();
            }
        }
        self
    }

    /// Works `strategy`'s early futures out in the server's quiet moments from now on (when
    /// working ahead is on), without waiting for a table's first question.
    pub(super) fn warm_ahead_for(&self, strategy: &Arc<yatzy_core::solver::Solution>) {
        if let Some(worker) = &self.odds.worker {
            worker.warm_ahead_for(Arc::clone(strategy));
        }
    }

    /// How many questions of the chances at the tables were asked so far (for the tests
    /// that nothing is worked out for nobody).
    #[doc(hidden)]
    pub fn chances_questions(&self) -> usize {
        self.odds.questions
    }

    /// Asks for the chances at table `number`, if its position changed since last asked.
    pub(super) fn ask_chances(&mut self, number: u32) {
        let Some(worker) = &self.odds.worker else {
            return;
        };
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        let Some(game) = table.game.as_ref().filter(|game| !game.is_over()) else {
            return;
        };
        let Some(strategy) = self.strategies.get(&table.rules) else {
            return;
        };
        let question = TablePosition::now(game, None);
        if self.odds.asked.get(&number) != Some(&question) {
            self.odds.asked.insert(number, question.clone());
            self.odds.questions += 1;
            worker.ask(number, Arc::clone(strategy), Job::Now(question));
        }
    }

    /// Asks for the chances after every round of table `number`'s finished game, once per
    /// table: asked only when a guest opens its review, so that the worker (a quarter of a
    /// core, shared by every table) spends nothing on charts nobody looks at. Keyed by the
    /// table, as its `Now` jobs are: a later `Now` never replaces a waiting `Rounds` (none
    /// comes for a finished game anyway), forgetting the table drops it, and the table's
    /// calculator answers it, starting from the distributions it still remembers. It is one
    /// long job (every seat's card after every round): the other tables' chances wait
    /// behind it.
    pub(super) fn ask_rounds(&mut self, number: u32) {
        let Some(worker) = &self.odds.worker else {
            return;
        };
        let Some(table) = self.lobby.table(number) else {
            return;
        };
        let Some(game) = table.game.as_ref().filter(|game| game.is_over()) else {
            return;
        };
        let Some(strategy) = self.strategies.get(&table.rules) else {
            return;
        };
        if self.odds.rounds.contains_key(&number) {
            return;
        }
        self.odds.rounds.insert(number, (game.id(), None));
        // Alone, the chart measures against the round number above the expected score (a
        // served player's best is not known here).
        let best = game
            .is_solitaire()
            .then(|| chance_chart::score_to_beat(None, strategy.expected_score()));
        let job = Job::Rounds {
            table: Box::new(game.clone()),
            best,
        };
        worker.ask(number, Arc::clone(strategy), job);
    }

    /// The chances at table `number` came back: its guests see them.
    pub(super) fn chances_answered(&mut self, number: u32, answer: Answer) {
        let (question, chances) = match answer {
            Answer::Now(question, Ok(chances)) => (question, chances),
            Answer::Rounds(id, Ok(rounds)) => return self.rounds_answered(number, id, rounds),
            // A position the solver refuses cannot come from a checked game; nothing is
            // shown rather than something wrong (a chart stays "computing…").
            Answer::Now(_, Err(_)) | Answer::Rounds(_, Err(_)) => return,
        };
        if self.lobby.table(number).is_none() {
            return;
        }
        self.odds.known.insert(number, (question, chances));
        let watching = self
            .clients
            .iter()
            .filter(|(_, guest)| guest.place.table() == Some(number) && guest.chances)
            .map(|(&id, _)| id);
        self.redraw.extend(watching);
    }

    /// The chances after every round of table `number`'s game came back: the guests
    /// reviewing it see its chart.
    fn rounds_answered(&mut self, number: u32, id: GameId, rounds: Vec<Chances>) {
        let Some((asked, answer)) = self.odds.rounds.get_mut(&number) else {
            return;
        };
        // A number is given again one day: only the game asked about takes the answer.
        if *asked != id {
            return;
        }
        *answer = Some(rounds);
        let reviewing = self
            .clients
            .iter()
            .filter(|(_, guest)| {
                matches!(&guest.place, GuestView::Table { number: at, review: Some(_), .. } if *at == number)
            })
            .map(|(&id, _)| id);
        self.redraw.extend(reviewing);
    }

    /// Table `number` is gone: nothing of its chances stays with its number.
    pub(super) fn forget_chances(&mut self, number: u32) {
        self.odds.asked.remove(&number);
        self.odds.unseen.remove(&number);
        self.odds.known.remove(&number);
        self.odds.rounds.remove(&number);
        if let Some(worker) = &self.odds.worker {
            worker.forget(number);
        }
    }

    /// The chances a guest at `table` sees under the card, if they show them, with their
    /// goal's chance (`goal`) when they play for one.
    pub(super) fn live_chances<'a>(
        odds: &'a Odds,
        table: &NetTable,
        shown: bool,
        goal: Option<(yatzy_ui::view::GoalAim, f64)>,
    ) -> Option<LiveChances<'a>> {
        let game = table.game.as_ref().filter(|game| !game.is_over())?;
        if !shown {
            return None;
        }
        let now = TablePosition::now(game, None);
        let known = odds.known.get(&table.number);
        Some(LiveChances {
            goal,
            known: known.map(|(_, chances)| chances),
            stale: known.is_some_and(|(question, _)| *question != now),
        })
    }
}
