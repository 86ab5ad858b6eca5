//! Playing for a goal over SSH: a guest's `g` cycles their goal, their hint names the goal's
//! best choice with its chance, and their coach speaks in percentage points of it, worked out
//! off the hub's thread (the hub driven directly, without sockets, its goal answers passed on
//! to it as the server's event loop does). Forced Yatzy throughout: its goal table takes
//! milliseconds, Yatzy's a minute.

use std::collections::HashMap;
use std::sync::mpsc::Receiver as Answers;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::mpsc::{Receiver, channel};
use yatzy::core::game::Command;
use yatzy::core::rules::RuleSet;
use yatzy::core::solver::{
    Choice, GoalChoice, GoalTable, GoalTurn, Objective, ScoreDistribution, Situation, Solution,
    TurnValues,
};
use yatzy::core::table::{SeatKind, Table};
use yatzy::server::hub::{Event, FRAMES_QUEUED, Frame, Hub, Pace};
use yatzy::server::link::Link;
use yatzy::server::lobby::{Chair, Lobby, NetTable, TABLE_VERSION};
use yatzy::server::store::Store;
use yatzy::storage::Storage;
use yatzy::ui::{Theme, ThemeName};

const RULES: RuleSet = RuleSet::Forced;

pub(crate) fn strategy() -> Arc<Solution> {
    static TABLE: OnceLock<Arc<Solution>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(Solution::solve(RULES, &mut |_| {})))
        .clone()
}

pub(crate) fn goal() -> Arc<GoalTable> {
    static GOAL: OnceLock<Arc<GoalTable>> = OnceLock::new();
    GOAL.get_or_init(|| Arc::new(GoalTable::compute(RULES, 0, &mut |_| {})))
        .clone()
}

/// A target Forced Yatzy reaches about one game in five: far enough above the expected score
/// for the goal's play to differ from the points'.
pub(crate) fn target() -> u16 {
    (strategy().expected_score() + 30.0).round() as u16
}

/// Where the served game's goal table comes from.
enum Goals {
    /// In from the start.
    Ready,
    /// Loaded in the background into the data directory when first wanted, as the server
    /// loads it.
    Loaded,
}

/// Ann alone at a served table of Forced Yatzy (seed `seed`), her reach goal aiming at
/// [`target`].
struct Served {
    hub: Hub,
    answers: Answers<Event>,
    frames: Receiver<Frame>,
    screen: vt100::Parser,
    now: Instant,
    data: tempfile::TempDir,
}

impl Served {
    fn new(seed: u64) -> Served {
        Served::with(seed, Goals::Ready, false)
    }

    /// With the goal table `goals`, and the chances under the card worked out if `chances`.
    fn with(seed: u64, goals: Goals, chances: bool) -> Served {
        let table = Table::new(RULES, seed, vec![("ann".to_string(), SeatKind::Human)]).unwrap();
        Served::at(
            table,
            vec![Chair::Player("ann".into())],
            seed,
            goals,
            chances,
        )
    }

    /// Ann at the served table `table` (her seat among `places`), its game as it stands.
    fn at(table: Table, places: Vec<Chair>, seed: u64, goals: Goals, chances: bool) -> Served {
        let data = tempfile::tempdir().unwrap();
        let store = Store::new(Storage::at(data.path()), Box::new(|_, _| {}));
        let net = NetTable {
            version: TABLE_VERSION,
            number: 1,
            rules: RULES,
            places,
            game: Some(table.clone()),
            seed,
            chat: Default::default(),
            watchers: Vec::new(),
            keys: Default::default(),
            language: None,
            began: None,
            rematch: None,
        };
        assert_eq!(net.check(), Ok(()));
        let pace = Pace {
            bot_step: Duration::from_millis(100),
            turn_timeout: None,
            abandon_after: Duration::from_secs(60),
        };
        let (events, answers) = std::sync::mpsc::channel();
        let mut hub = Hub::new(
            Lobby::with_tables(vec![net], []),
            store,
            HashMap::from([(RULES, strategy())]),
            Theme::named(ThemeName::Default),
            false,
            pace,
        )
        .with_goal_target(target());
        hub = match goals {
            Goals::Ready => hub
                .with_goal_table(goal())
                .with_goal_answers(events.clone()),
            Goals::Loaded => hub.with_goals(events.clone(), Storage::at(data.path())),
        };
        if chances {
            hub = hub.with_chances(events);
        }
        let (output, frames) = channel(FRAMES_QUEUED);
        let link = Arc::new(Link::new());
        link.resized(100, 32);
        let now = Instant::now();
        hub.step(
            Some(Event::Connected {
                client: 1,
                user: "ann".into(),
                key: None,
                address: std::net::Ipv4Addr::LOCALHOST.into(),
                ascii: false,
                language: None,
                output,
                link,
            }),
            now,
        );
        let size = |n| std::num::NonZeroU16::new(n).unwrap();
        Served {
            hub,
            answers,
            frames,
            screen: vt100::Parser::new(size(32), size(100), 0),
            now,
            data,
        }
    }

    fn keys(&mut self, bytes: &str) {
        let event = Event::Input {
            client: 1,
            bytes: bytes.as_bytes().to_vec(),
            at: Instant::now(),
        };
        self.hub.step(Some(event), self.now);
    }

    fn screen(&mut self) -> String {
        while let Ok(bytes) = self.frames.try_recv() {
            self.screen.process(&bytes);
        }
        self.screen.screen().contents()
    }

    /// Passes the background's answers (the goal pool's, the goal table's, the chances')
    /// on to the hub until the screen shows `words`.
    fn until_shown(&mut self, words: &str) -> String {
        loop {
            let screen = self.screen();
            if screen.contains(words) {
                return screen;
            }
            let answer = (self.answers)
                .recv_timeout(Duration::from_secs(120))
                .unwrap_or_else(|_| panic!("no answer brings {words:?}:\n{screen}"));
            self.hub.step(Some(answer), self.now);
        }
    }

    /// The table as the server keeps it.
    fn table(&self) -> Table {
        self.hub.sync();
        let path = self.data.path().join("server/tables/table-1.json");
        let net: NetTable = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
        net.game.expect("a game")
    }

    /// The goal's ranking of the roll on the table, by the goal engine directly.
    fn ranked(&self) -> Vec<GoalChoice> {
        let table = self.table();
        let game = table.game();
        let dice = game.dice().expect("the dice are out");
        let situation = Situation::from(game.card());
        let strategy = strategy();
        let values = TurnValues::new(&strategy, &situation).unwrap();
        let goal = goal();
        let objective = Objective::reach(u32::from(target()));
        let turn = GoalTurn::new(&goal, &situation, &objective).unwrap();
        let rolls_left = game.rolls_left();
        turn.rank(values.choices(&dice, rolls_left), &dice, rolls_left)
    }

    /// Holds the dice of `faces` (none held yet) and rolls the rest.
    fn keep(&mut self, faces: &[u8]) {
        let dice = self.table().game().dice().unwrap();
        let held = yatzy::core::solver::held_for(&dice, faces);
        for (die, hold) in held.iter().enumerate() {
            if *hold {
                self.keys(&(die + 1).to_string());
            }
        }
        self.keys("r");
    }
}

/// The choice in the game's words, as the hint names it.
fn named(choice: &Choice) -> String {
    yatzy::ui::words::choice(RULES, choice)
}

#[test]
fn a_guest_cycles_the_goal_and_the_hint_names_the_goal_s_best_choice_and_its_chance() {
    let mut served = Served::new(5);
    served.keys("g");
    // The server knows no best of the guest's: beating it is the best score for now.
    let screen = served.screen();
    assert!(screen.contains("no best recorded yet"), "{screen}");
    served.keys("g");
    let screen = served.screen();
    assert!(
        screen.contains(&format!("Goal: reach {}", target())),
        "{screen}"
    );

    served.keys("rt");
    // Never worked out on the hub's thread: the hint says so until the answer is in.
    let screen = served.screen();
    assert!(
        screen.contains(&format!("Hint to reach {}: computing", target())),
        "{screen}"
    );
    let ranked = served.ranked();
    let best = &ranked[0];
    assert!(best.chance > 0.0 && best.chance < 1.0, "{}", best.chance);
    let said = format!(
        "{}: {:.1}% to reach {}",
        named(&best.choice),
        best.chance * 100.0,
        target()
    );
    served.until_shown(&said);

    // Back to the best score: the hint is for points again, and says nothing of a goal.
    served.keys("g");
    served.keys("t");
    let screen = served.screen();
    assert!(!screen.contains("to reach"), "{screen}");
}

#[test]
fn a_guest_s_coach_flags_a_move_that_costs_more_than_a_percentage_point_of_the_goal() {
    let mut found = false;
    for seed in 0..20 {
        let mut served = Served::new(seed);
        // The coach on, the goal to reach the target, the first roll.
        served.keys("ogg");
        served.keys("r");
        let ranked = served.ranked();
        let best = &ranked[0];
        let Some(costly) = ranked.iter().find(|c| {
            matches!(c.choice, Choice::Keep(_)) && (best.chance - c.chance) * 100.0 > 1.0
        }) else {
            continue;
        };
        // The roll's ranking was asked as the dice landed; the hint shows when it is in.
        served.keys("t");
        served.until_shown(&format!("% to reach {}", target()));
        let Choice::Keep(faces) = &costly.choice else {
            unreachable!()
        };
        served.keep(faces);
        let lost = format!("{:.2}", (best.chance - costly.chance) * 100.0);
        let said = format!(
            "Coach: that cost {lost} percentage points of the chance to reach {}; best was {}",
            target(),
            named(&best.choice)
        );
        // The message line wraps where it must: read as words.
        let screen = served.screen();
        let words = screen.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(words.contains(&said), "{said}\n{screen}");
        found = true;

        // The goal's best at the next roll is not flagged (its ranking asked as the dice
        // landed, and in once the hint shows it).
        served.keys("t");
        let ranked = served.ranked();
        served.until_shown(&format!(
            "{}: {:.1}% to reach",
            named(&ranked[0].choice),
            ranked[0].chance * 100.0
        ));
        if let Choice::Keep(faces) = &ranked[0].choice {
            served.keep(faces);
            let screen = served.screen();
            assert!(!screen.contains("Coach:"), "{screen}");
        }
        break;
    }
    assert!(found, "no first roll with a keep that costs more than 1 pp");
}

#[test]
fn a_guest_s_goal_has_its_table_loaded_and_the_hint_says_how_far_then_the_goal_s_best() {
    let mut served = Served::with(7, Goals::Loaded, false);
    served.keys("ggrt");
    // Asked for by the goal; until it is in, the hint is for points and says how far it is.
    let screen = served.screen();
    // Nothing told of it yet: loading, no percentage (the UI kit's words, as in the terminal).
    assert!(screen.contains("(goal table loading…)"), "{screen}");
    served.hub.step(
        Some(Event::Goal(yatzy::session::GoalEvent::Progress(
            RULES, 0.42,
        ))),
        served.now,
    );
    let screen = served.screen();
    assert!(screen.contains("(goal table: 42%)"), "{screen}");
    // Computed in a moment for Forced Yatzy, the hint then names the goal's best.
    let ranked = served.ranked();
    served.until_shown(&format!(
        "{}: {:.1}% to reach {}",
        named(&ranked[0].choice),
        ranked[0].chance * 100.0,
        target()
    ));
}

#[test]
fn the_chances_line_says_the_guest_s_goal_s_chance_when_playing_for_it() {
    let mut served = Served::with(5, Goals::Ready, true);
    served.keys("gg");
    let chance = goal()
        .chance(
            &Situation::from(served.table().game().card()),
            u32::from(target()),
        )
        .unwrap();
    assert!(chance > 0.0 && chance < 1.0, "{chance}");
    let said = format!("playing for it: {}", yatzy::i18n::percent(chance));
    let screen = served.until_shown(&said);
    assert!(screen.contains(&format!("reach {}", target())), "{screen}");
    // Back to the best score, the line is for points only.
    served.keys("g");
    let screen = served.screen();
    assert!(!screen.contains("playing for it"), "{screen}");
}

/// Ann and the optimal bot at a table of Forced Yatzy (seed `seed`), every box but the last
/// scored (each turn one roll), Ann to play her last turn.
fn last_turn_against_a_bot(seed: u64) -> Served {
    let seats = vec![
        ("ann".to_string(), SeatKind::Human),
        ("bot".to_string(), SeatKind::Bot),
    ];
    let mut table = Table::new(RULES, seed, seats).unwrap();
    while table.game().card().open_categories().count() > 1 || table.current() != 0 {
        table.apply(Command::Roll).unwrap();
        let forced = table.game().card().open_categories().next().unwrap();
        table.apply(Command::Score(forced)).unwrap();
    }
    let places = vec![Chair::Player("ann".into()), Chair::Bot(SeatKind::Bot)];
    Served::at(table, places, seed, Goals::Ready, false)
}

#[test]
fn among_bots_a_guest_playing_to_win_gets_the_hint_with_the_exact_chance_to_win() {
    let mut checked = 0;
    for seed in 0..12 {
        let mut served = last_turn_against_a_bot(seed);
        // At a table of two, reaching a target helps nobody's play against the bot: refused.
        served.keys("ggrt");
        let screen = served.screen();
        assert!(screen.contains("Hints are for a table of one"), "{screen}");
        served.keys("g");
        let screen = served.screen();
        assert!(screen.contains("Goal: win"), "{screen}");
        // The coach, turned on, quotes its threshold in percentage points of the win.
        served.keys("o");
        let screen = served.screen();
        let words = screen.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            words.contains("1 percentage point of the chance to win"),
            "{screen}"
        );
        served.keys("t");
        assert!(served.screen().contains("Hint to win: computing"));

        let table = served.table();
        let strategy = strategy();
        let bot = Situation::from(table.seats()[1].game.card());
        let other = ScoreDistribution::from_position(&strategy, &bot, &mut |_| {}).unwrap();
        let card = table.game().card().clone();
        let open = card.open_categories().next().unwrap();
        let mut last = crate::tui_goal_win::LastTurn {
            card: &card,
            open,
            other: &other.probabilities,
            kept_values: HashMap::new(),
        };
        let dice = table.game().dice().unwrap().sorted();
        let best = last.best(&dice, table.game().rolls_left());
        served.until_shown(&format!("{} to win", yatzy::i18n::percent(best)));
        if best > 0.02 && best < 0.98 {
            checked += 1;
        }
        if checked >= 2 {
            break;
        }
    }
    assert!(checked >= 2, "too few last turns in doubt: {checked}");
}

#[test]
fn a_guest_s_game_played_for_a_target_is_reviewed_by_its_chance_off_the_hub_s_thread() {
    let mut served = Served::with(3, Goals::Loaded, false);
    // Reach the target; the whole game played out (Enter scores the forced box; a zero asks
    // twice: Enter again, then y).
    served.keys("gg");
    for _ in 0..15 {
        served.keys("r\r\ry");
    }
    let screen = served.screen();
    assert!(served.table().is_over(), "{screen}");
    served.keys("v");
    // The goal table is asked for by the goal: until it is in, the points' review and why.
    let screen = served.screen();
    assert!(
        screen.contains("Graded in expected points until the goal table is ready"),
        "{screen}"
    );
    assert!(screen.contains("expected points lost"), "{screen}");

    // Loaded (computed for Forced Yatzy in a moment), the grades are worked out on the goal
    // pool and come back as an event: the review then grades by the target's chance.
    let game = served.table().game().clone();
    let expected =
        yatzy::core::review::goal_review(&strategy(), &goal(), &game, u32::from(target())).unwrap();
    let total = format!("{:.1}", expected.total_lost * 100.0);
    let screen = served.until_shown("percentage points of its chance lost");
    assert!(
        screen.contains(&format!(
            "reach {} · {total} percentage points of its chance lost",
            target()
        )),
        "{screen}"
    );
    assert!(!screen.contains("Graded in expected points"), "{screen}");
}

#[test]
fn a_guest_s_game_played_to_win_among_bots_is_reviewed_in_points_and_says_so() {
    let mut served = last_turn_against_a_bot(1);
    served.keys("ggg");
    assert!(served.screen().contains("Goal: win"));
    // Ann's last turn (a zero asks twice), then the bot's, as its pace falls due.
    served.keys("r\r\ry");
    for _ in 0..100 {
        if served.table().is_over() {
            break;
        }
        served.now += Duration::from_secs(5);
        served.hub.step(None, served.now);
    }
    assert!(served.table().is_over(), "{}", served.screen());
    served.keys("v");
    let screen = served.screen();
    assert!(
        screen.contains("Played to win: graded in expected points, not by the chance to win"),
        "{screen}"
    );
    assert!(screen.contains("expected points lost"), "{screen}");
}
