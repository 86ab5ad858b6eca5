//! One game, played the same everywhere: the same keys, pressed in the terminal game (`App`)
//! and by a guest of `yatzy serve` (the hub, driven without sockets), give the same commands
//! (the same table afterwards, move for move), the same questions, the same refusals and the
//! same words, because both go through the one turn controller (`yatzy::core::play`).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;
use tokio::sync::mpsc::{Receiver, channel};
use yatzy::core::rules::{Category, RuleSet};
use yatzy::core::table::{SeatKind, Table};
use yatzy::server::hub::{Event, FRAMES_QUEUED, Frame, Hub, Pace};
use yatzy::server::link::Link;
use yatzy::server::lobby::{Chair, Lobby, NetTable, TABLE_VERSION};
use yatzy::server::store::Store;
use yatzy::session::Opened;
use yatzy::storage::Storage;
use yatzy::tui::App;
use yatzy::ui::{Screen, Status, Theme, ThemeName};

use crate::common;

const PACE: Duration = Duration::from_millis(100);

/// A key as a person presses it.
#[derive(Clone, Copy, Debug)]
enum Key {
    Char(char),
    Enter,
    Left,
    Right,
    Home,
    End,
    Delete,
    Backspace,
}

impl Key {
    fn code(self) -> KeyCode {
        match self {
            Key::Char(c) => KeyCode::Char(c),
            Key::Enter => KeyCode::Enter,
            Key::Left => KeyCode::Left,
            Key::Right => KeyCode::Right,
            Key::Home => KeyCode::Home,
            Key::End => KeyCode::End,
            Key::Delete => KeyCode::Delete,
            Key::Backspace => KeyCode::Backspace,
        }
    }

    /// The bytes a terminal sends for it, as an `ssh` client passes them on.
    fn bytes(self) -> String {
        match self {
            Key::Char(c) => c.to_string(),
            Key::Enter => "\r".into(),
            Key::Left => "\x1b[D".into(),
            Key::Right => "\x1b[C".into(),
            Key::Home => "\x1b[H".into(),
            Key::End => "\x1b[F".into(),
            Key::Delete => "\x1b[3~".into(),
            Key::Backspace => "\x7f".into(),
        }
    }
}

fn keys(text: &str) -> Vec<Key> {
    text.chars()
        .map(|c| if c == '\n' { Key::Enter } else { Key::Char(c) })
        .collect()
}

/// The terminal game at `table`.
fn terminal(table: &Table) -> App {
    let opened = Opened::of(table.clone());
    let mut app = App::open(opened, Storage::disabled(), Theme::monochrome());
    // The bots' pace, the served one's.
    let preferences = yatzy::ui::Preferences {
        bot_pace_ms: PACE.as_millis() as u64,
        ..yatzy::ui::Preferences::default()
    };
    app.apply_preferences(preferences, Vec::new(), false);
    app
}

/// What the terminal game says now: the question on the screen, else the status line, else
/// what to do.
fn said(app: &App) -> String {
    if let Screen::ConfirmScratch(category) = app.screen() {
        let name = yatzy::i18n::box_name(app.table().rules(), *category);
        return yatzy::t!("scratch-question", name = name);
    }
    let text = match app.status() {
        Some(Status::Info(text) | Status::Warning(text)) => text.clone(),
        None => app.guidance().into_owned(),
    };
    // The terminal's own keys during a bot's turn (any key finishes it) are its own.
    let keys = format!(" · {}", yatzy::t!("bot-turn-keys"));
    text.replace(&keys, "")
}

/// The terminal game's screen, at the guest's size.
fn drawn(app: &App) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 32)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

/// The message on the guest's screen that holds `words`: the part of its row between the
/// card's borders.
fn message_holding<'a>(screen: &'a str, words: &str) -> Option<&'a str> {
    screen
        .lines()
        .flat_map(|row| row.split('│'))
        .find(|part| part.contains(words))
        .map(str::trim)
}

/// The same table served: `ann` (a guest) in the first seat, the others as they are.
struct Served {
    hub: Hub,
    frames: Receiver<Frame>,
    screen: vt100::Parser,
    now: Instant,
    data: tempfile::TempDir,
    /// The goal pool's answers, with a goal table in (`Served::with_tables`).
    goal_answers: Option<std::sync::mpsc::Receiver<Event>>,
}

impl Served {
    fn new(table: &Table) -> Served {
        Served::with_tables(table, HashMap::new(), None)
    }

    /// The table served by a hub with `strategies` in, and `goal` (for the bots that play to
    /// win, and the guest's goal, whose reach goal aims at `serve_goal::target()`) if given.
    fn with_tables(
        table: &Table,
        strategies: HashMap<RuleSet, Arc<yatzy::core::solver::Solution>>,
        goal: Option<Arc<yatzy::core::solver::GoalTable>>,
    ) -> Served {
        let data = tempfile::tempdir().unwrap();
        let store = Store::new(Storage::at(data.path()), Box::new(|_, _| {}));
        let places = table
            .seats()
            .iter()
            .map(|seat| match seat.kind {
                SeatKind::Human => Chair::Player(seat.name.clone()),
                kind => Chair::Bot(kind),
            })
            .collect();
        let net = NetTable {
            version: TABLE_VERSION,
            number: 1,
            rules: table.rules(),
            places,
            game: Some(table.clone()),
            seed: table.seats()[0].game.seed(),
            chat: Default::default(),
            watchers: Vec::new(),
            keys: Default::default(),
            language: None,
            began: None,
            rematch: None,
        };
        assert_eq!(net.check(), Ok(()));
        let lobby = Lobby::with_tables(vec![net], []);
        let pace = Pace {
            bot_step: PACE,
            turn_timeout: None,
            abandon_after: Duration::from_secs(60),
        };
        let mut hub = Hub::new(
            lobby,
            store,
            strategies,
            Theme::named(ThemeName::Default),
            false,
            pace,
        );
        let mut goal_answers = None;
        if let Some(goal) = goal {
            let (events, answers) = std::sync::mpsc::channel();
            hub = (hub.with_goal_table(goal))
                .with_goal_answers(events)
                .with_goal_target(crate::serve_goal::target());
            goal_answers = Some(answers);
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
            frames,
            screen: vt100::Parser::new(size(32), size(100), 0),
            now,
            data,
            goal_answers,
        }
    }

    fn press(&mut self, key: Key) {
        let event = Event::Input {
            client: 1,
            bytes: key.bytes().into_bytes(),
            at: std::time::Instant::now(),
        };
        self.hub.step(Some(event), self.now);
    }

    /// Passes the goal pool's answers on to the hub until the screen shows `words`.
    fn until_shown(&mut self, words: &str) -> String {
        loop {
            let screen = self.screen();
            if screen.contains(words) {
                return screen;
            }
            let answers = self.goal_answers.as_ref().expect("a goal table served");
            let answer = answers
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no answer brings {words:?}:\n{screen}"));
            self.hub.step(Some(answer), self.now);
        }
    }

    /// Lets `time` pass, everything due along the way happening at its moment.
    fn wait(&mut self, time: Duration) {
        let end = self.now + time;
        self.win_answers();
        while let Some(due) = self.hub.next_due().filter(|&due| due <= end) {
            self.now = due.max(self.now);
            self.hub.step(None, self.now);
            self.win_answers();
        }
        self.now = end;
        self.hub.step(None, self.now);
    }

    /// Passes the goal pool's answers on to the hub while a bot that plays to win waits for
    /// what it plays for (worked out there, off the hub's thread).
    fn win_answers(&mut self) {
        while self.hub.awaits_win_answer() {
            let answers = self.goal_answers.as_ref().expect("a goal table served");
            let answer = answers
                .recv_timeout(Duration::from_secs(60))
                .expect("the win bot's objective is worked out");
            self.hub.step(Some(answer), self.now);
        }
    }

    fn screen(&mut self) -> String {
        while let Ok(bytes) = self.frames.try_recv() {
            self.screen.process(&bytes);
        }
        self.screen.screen().contents()
    }

    /// The table as the server keeps it.
    fn table(&self) -> Table {
        self.hub.sync();
        let path = self.data.path().join("server/tables/table-1.json");
        let net: NetTable = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
        net.game.expect("a game")
    }
}

/// Plays `script` at both and checks, key by key, that the table is the same and that what
/// the terminal game says is on the guest's screen too.
fn both(table: &Table, script: &[Key]) -> (App, Served) {
    let mut app = terminal(table);
    let mut served = Served::new(table);
    for (index, &key) in script.iter().enumerate() {
        common::press(&mut app, key.code());
        served.press(key);
        let screen = served.screen();
        assert_eq!(
            as_text(app.table()),
            as_text(&served.table()),
            "after key {index} ({key:?}) the tables differ"
        );
        let words = said(&app);
        assert!(
            screen.contains(&words),
            "after key {index} ({key:?}) the terminal says {words:?}; the guest sees:\n{screen}"
        );
        // And the other way: the guest's whole message line is on the terminal's screen.
        if let Some(message) = message_holding(&screen, &words) {
            let terminal = drawn(&app);
            assert!(
                terminal.contains(message),
                "after key {index} ({key:?}) the guest reads {message:?}; the terminal shows:\n{terminal}"
            );
        }
    }
    (app, served)
}

#[test]
fn a_yacht_scratch_that_earns_the_bonus_asks_nothing_at_both() {
    // Yacht holds 50, Sixes and every lower box are filled: five sixes are a Joker that
    // scores 0 in an open upper box, with the 100 bonus beside it.
    use Category::*;
    let filled = [
        (Yatzy, "66666"),
        (Sixes, "66666"),
        (FullHouse, "22333"),
        (SmallStraight, "12345"),
        (LargeStraight, "23456"),
        (FourOfAKind, "44441"),
        (ThreeOfAKind, "55512"),
        (Chance, "12345"),
    ];
    let game = common::game_with_turns(RuleSet::Yacht, &filled, Some("66666"));
    let before = game.card().five_of_a_kind_bonuses();
    let table = named_solitaire(game);
    // (The first Enter at the turn's first roll only chooses the box.)
    let (app, _) = both(&table, &[Key::Enter, Key::Enter]);
    assert_eq!(
        app.table().game().card().get(Ones),
        Some(0),
        "scored at once: no question"
    );
    assert_eq!(
        app.table().game().card().five_of_a_kind_bonuses(),
        before + 1
    );
}

#[test]
fn a_scratch_is_asked_about_at_both_and_no_keeps_the_box_open() {
    // Ones for 22333 scores 0: chosen, the question, then n, then y.
    let game = common::game_with_turns(RuleSet::Yatzy, &[], Some("22333"));
    let table = named_solitaire(game);
    let (app, _) = both(&table, &keys("\n\nn\ny"));
    assert_eq!(app.table().game().card().get(Category::Ones), Some(0));
}

#[test]
fn a_stray_enter_at_a_turns_first_roll_only_chooses_the_box_at_both() {
    let table = named_solitaire(yatzy::core::game::Game::new(RuleSet::Yatzy, 5));
    let (app, _) = both(&table, &keys("r\n"));
    assert_eq!(
        app.table().game().card().filled_count(),
        0,
        "nothing scored"
    );
    assert!(
        said(&app).ends_with("press Enter again to score it"),
        "{}",
        said(&app)
    );
    // The second Enter scores it (or asks first, for a 0).
    let (app, _) = both(&table, &keys("r\n\ny"));
    assert_eq!(app.table().game().card().filled_count(), 1);
    // A box the cursor was moved to since the roll is scored by the first Enter.
    let (app, _) = both(&table, &keys("rj\ny"));
    assert_eq!(app.table().game().card().filled_count(), 1);
    // After a second roll, Enter scores at once.
    let (app, _) = both(&table, &keys("rr\ny"));
    assert_eq!(app.table().game().card().filled_count(), 1);
}

#[test]
fn a_roll_with_all_five_held_is_refused_at_both() {
    let game = common::game_with_turns(RuleSet::Yatzy, &[], Some("12456"));
    let table = named_solitaire(game);
    let (app, _) = both(&table, &keys("12345r"));
    assert_eq!(app.table().game().rolls_used(), 1, "no roll used up");
    assert_eq!(
        said(&app),
        "All five dice are held: release one to roll, or score with Enter"
    );
}

#[test]
fn a_refused_move_is_worded_the_same_at_both() {
    let table = named_solitaire(yatzy::core::game::Game::new(RuleSet::Yatzy, 5));
    let (app, _) = both(&table, &keys("1\n"));
    assert_eq!(said(&app), "Roll the dice first: press r");
}

#[test]
fn a_forced_yatzy_turn_is_guided_and_played_the_same_at_both() {
    let table = named_solitaire(yatzy::core::game::Game::new(RuleSet::Forced, 11));
    let mut script = keys("r");
    // The box cursor cannot leave the box this turn scores in.
    script.push(Key::Char('j'));
    script.extend(keys("r\n"));
    let (app, _) = both(&table, &script);
    assert_eq!(app.table().game().card().filled_count(), 1);
    assert!(app.table().game().card().get(Category::Ones).is_some());
}

#[test]
fn a_bot_s_turn_is_played_and_said_the_same_at_both_in_given_time() {
    let table = Table::new(
        RuleSet::Yatzy,
        21,
        vec![
            ("ann".to_string(), SeatKind::Human),
            ("Easy bot".to_string(), SeatKind::EasyBot),
        ],
    )
    .unwrap();
    // (A key pressed during the bot's turn hurries it in the terminal, where everyone is at
    // the keys; a guest's does not: so the script stops at the score.)
    let (mut app, mut served) = both(&table, &keys("r\n\n"));
    // The bot's turn, one visible action a pace apart: time given, never waited for.
    let start = Instant::now();
    assert_eq!(
        app.bot_due(start),
        Some(start + PACE),
        "a pace after it became due"
    );
    let mut actions = 0;
    while app.table().current() == 1 {
        let due = app.bot_due(start).expect("the bot plays on");
        assert!(app.tick(due), "the action due is played");
        served.wait(PACE);
        actions += 1;
        assert_eq!(
            as_text(app.table()),
            as_text(&served.table()),
            "after the bot's action {actions}"
        );
        // What the bot did, said at both (the terminal adds its own keys).
        let did = said(&app);
        let did = did.split(" · ").next().unwrap_or_default().to_string();
        assert!(
            served.screen().contains(&did),
            "{did:?}\n{}",
            served.screen()
        );
    }
    assert!(actions >= 2, "a roll and a score at least ({actions})");
    // Nothing is due before the pace: a tick at the instant it became due does nothing.
    assert_eq!(app.bot_due(start), None, "ann's turn again");
}

#[test]
fn a_win_bot_plays_the_same_moves_at_both() {
    use yatzy::core::solver::{GoalTable, Solution};
    let table = Table::new(
        RuleSet::Forced,
        41,
        vec![
            ("Win bot".to_string(), SeatKind::WinBot),
            ("ann".to_string(), SeatKind::Human),
        ],
    )
    .unwrap();
    let strategy = Arc::new(Solution::solve(RuleSet::Forced, &mut |_| {}));
    let goal = Arc::new(GoalTable::compute(RuleSet::Forced, 0, &mut |_| {}));
    let mut app = terminal(&table);
    app.solver_ready(Arc::clone(&strategy));
    app.goal_event(yatzy::session::GoalEvent::Ready(
        RuleSet::Forced,
        Arc::clone(&goal),
        None,
    ));
    let strategies = HashMap::from([(RuleSet::Forced, strategy)]);
    let mut served = Served::with_tables(&table, strategies, Some(goal));
    let mut actions = 0;
    for turn in 0..2 {
        // The bot's turn, action by action, the same table after each at both.
        while app.table().current() == 0 {
            common::answer_win_question(&mut app);
            let due = app.bot_due(served.now).expect("the win bot plays");
            assert!(app.tick(due), "the action due is played");
            served.wait(PACE);
            actions += 1;
            assert_eq!(
                as_text(app.table()),
                as_text(&served.table()),
                "after the bot's action {actions}"
            );
        }
        assert_eq!(app.table().seats()[0].game.card().filled_count(), turn + 1);
        // Ann's turn, played the same at both (Forced Yatzy scores its one box).
        let mut script = keys("r");
        script.push(Key::Char('j'));
        script.extend(keys("r\n"));
        for key in script {
            common::press(&mut app, key.code());
            served.press(key);
        }
        assert_eq!(as_text(app.table()), as_text(&served.table()));
    }
}

#[test]
fn ann_and_ann_are_told_apart_by_one_rule_at_both() {
    use yatzy::ui::Setup;
    use yatzy::ui::keymap::Action;
    use yatzy::ui::screens::players::SetupOutcome;
    // The terminal's players screen, starting a table of `ann` and `Ann`.
    let typed = ["ann", "Ann"].map(|name| (name.to_string(), SeatKind::Human));
    let SetupOutcome::Start(seated) = Setup::new(typed.to_vec()).act(Action::Start) else {
        panic!("the table starts");
    };
    let names: Vec<&str> = seated.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["ann", "Ann 2"]);
    // At the served table, `Ann` arrives while `ann` sits there: told apart the same way.
    let table = named_solitaire(yatzy::core::game::Game::new(RuleSet::Yatzy, 5));
    let mut served = Served::new(&table);
    let (output, mut frames) = channel(FRAMES_QUEUED);
    let link = Arc::new(Link::new());
    link.resized(100, 32);
    served.hub.step(
        Some(Event::Connected {
            client: 2,
            user: "Ann".into(),
            key: None,
            address: std::net::Ipv4Addr::new(10, 0, 0, 2).into(),
            ascii: false,
            language: None,
            output,
            link,
        }),
        served.now,
    );
    let size = |n| std::num::NonZeroU16::new(n).unwrap();
    let mut screen = vt100::Parser::new(size(32), size(100), 0);
    while let Ok(bytes) = frames.try_recv() {
        screen.process(&bytes);
    }
    let screen = screen.screen().contents();
    assert!(screen.contains("You are Ann 2"), "{screen}");
}

#[test]
fn a_score_is_offered_back_and_taken_back_the_same_at_both() {
    // A score, said with how to take it back (u), then taken back: the box open again and the
    // dice on the table, at both.
    let table = named_solitaire(yatzy::core::game::Game::new(RuleSet::Yatzy, 5));
    // (Ones takes this roll for 0: a scratch, asked about and answered.)
    let (app, _) = both(&table, &keys("r\n\ny"));
    let offer = yatzy::t!("undo-offer");
    assert!(said(&app).contains(&offer), "{}", said(&app));
    let (app, _) = both(&table, &keys("r\n\nyu"));
    assert_eq!(app.table().game().card().filled_count(), 0, "taken back");
    assert!(app.table().game().dice().is_some(), "the dice are back");
}

/// Moves and edits of a line: "ann" typed, then changed to "Jon!" with every caret key.
const EDITS: [Key; 12] = [
    Key::Char('a'),
    Key::Char('n'),
    Key::Char('n'),
    Key::Home,
    Key::Delete,
    Key::Char('J'),
    Key::End,
    Key::Left,
    Key::Backspace,
    Key::Char('o'),
    Key::Right,
    Key::Char('!'),
];

#[test]
fn a_line_is_edited_with_the_caret_the_same_at_both() {
    // The terminal's name prompt at game over, and a guest renaming in the lobby: one
    // line editor.
    use yatzy::core::play::{LineEditor, LineKey, LineKind};
    let mut line = LineEditor::new(LineKind::Name);
    for key in EDITS {
        let _ = line.key(match key {
            Key::Char(c) => LineKey::Type(c),
            Key::Home => LineKey::Home,
            Key::End => LineKey::End,
            Key::Left => LineKey::Left,
            Key::Right => LineKey::Right,
            Key::Delete => LineKey::EraseForward,
            Key::Backspace => LineKey::Erase,
            Key::Enter => unreachable!(),
        });
    }
    assert_eq!(line.text(), "Jon!");
    assert_eq!(name_typed_at_the_terminal(), "Jon!");
    let (editing, renamed) = name_typed_by_a_guest();
    assert!(editing.contains("Jon!▏"), "{editing}");
    assert!(renamed.contains("You are Jon!"), "{renamed}");
}

/// The terminal: a finished game's name prompt, emptied first, then `EDITS`.
fn name_typed_at_the_terminal() -> String {
    let mut app = terminal(&named_solitaire(common::game_with_turns(
        RuleSet::Forced,
        &[],
        None,
    )));
    common::play_to_the_end(&mut app);
    for _ in 0..30 {
        common::press(&mut app, KeyCode::Backspace);
    }
    for key in EDITS {
        common::press(&mut app, key.code());
    }
    let Screen::NamePrompt(prompt) = app.screen() else {
        panic!("the name prompt: {:?}", app.screen());
    };
    prompt.name.text().to_string()
}

/// A guest in the lobby (zed, with no place anywhere) renaming: e, the old name erased
/// first, then `EDITS`. The screen while editing, and after Enter.
fn name_typed_by_a_guest() -> (String, String) {
    let mut served = Served::new(&named_solitaire(yatzy::core::game::Game::new(
        RuleSet::Yatzy,
        3,
    )));
    let (output, mut frames) = channel(FRAMES_QUEUED);
    let link = Arc::new(Link::new());
    link.resized(100, 32);
    let arrival = Event::Connected {
        client: 2,
        user: "zed".into(),
        key: None,
        address: std::net::Ipv4Addr::LOCALHOST.into(),
        ascii: false,
        language: None,
        output,
        link,
    };
    served.hub.step(Some(arrival), served.now);
    let mut zed = |bytes: String| {
        let event = Event::Input {
            client: 2,
            bytes: bytes.into_bytes(),
            at: std::time::Instant::now(),
        };
        served.hub.step(Some(event), served.now);
    };
    zed("e".into());
    for _ in 0..30 {
        zed(Key::Backspace.bytes());
    }
    for key in EDITS {
        zed(key.bytes());
    }
    let size = |n| std::num::NonZeroU16::new(n).unwrap();
    let mut screen = vt100::Parser::new(size(32), size(100), 0);
    let mut contents = || {
        while let Ok(bytes) = frames.try_recv() {
            screen.process(&bytes);
        }
        screen.screen().contents()
    };
    let editing = contents();
    zed("\r".into());
    (editing, contents())
}

/// A one-seat table for "ann" holding `game`. (Spliced as text: the dice generator's u128
/// state does not fit a `serde_json::Value`.)
fn named_solitaire(game: yatzy::core::game::Game) -> Table {
    let text = serde_json::to_string(&Table::solitaire(game)).unwrap();
    let solitaire = format!("\"name\":\"{}\"", yatzy::core::table::SOLITAIRE_NAME);
    assert!(text.contains(&solitaire));
    serde_json::from_str(&text.replacen(&solitaire, "\"name\":\"ann\"", 1)).expect("a table")
}

/// A table as text, to compare two (its dice generators included).
fn as_text(table: &Table) -> String {
    serde_json::to_string(table).unwrap()
}

#[test]
fn the_served_hint_for_a_goal_names_the_terminal_s_choice_and_chance() {
    use crate::serve_goal::{goal, strategy, target};
    // Games played the same at both, a hint at every roll, until a roll where the goal's
    // choice and the points' part (the hint then names both).
    let mut parted = false;
    for seed in 0..10 {
        let table = Table::new(
            RuleSet::Forced,
            seed,
            vec![("ann".to_string(), SeatKind::Human)],
        )
        .unwrap();
        let mut app = terminal(&table);
        app.solver_ready(strategy());
        let preferences = yatzy::ui::Preferences {
            goal_target: target(),
            ..app.preferences().clone()
        };
        app.apply_preferences(preferences, Vec::new(), false);
        app.goal_event(yatzy::session::GoalEvent::Ready(
            RuleSet::Forced,
            goal(),
            None,
        ));
        let strategies = HashMap::from([(RuleSet::Forced, strategy())]);
        let mut served = Served::with_tables(&table, strategies, Some(goal()));
        // The goal to reach the target at both (best score, beat my best, reach).
        press_both(&mut app, &mut served, "gg");
        while !parted && !app.table().is_over() {
            // Each roll of a turn hinted, then its one box scored (y to a scratch).
            for _ in 0..3 {
                press_both(&mut app, &mut served, "rt");
                parted = same_goal_hint(&mut app, &mut served);
                if parted {
                    break;
                }
            }
            press_both(&mut app, &mut served, "\ny");
        }
        if parted {
            break;
        }
    }
    assert!(
        parted,
        "no roll where the goal's choice and the points' part"
    );
}

fn press_both(app: &mut App, served: &mut Served, text: &str) {
    for key in keys(text) {
        common::press(app, key.code());
        served.press(key);
    }
    assert_eq!(as_text(app.table()), as_text(&served.table()));
}

/// The terminal's goal hint, worked out, is the guest's, word for word, once the guest's is
/// in; whether it names the points' best beside the goal's.
fn same_goal_hint(app: &mut App, served: &mut Served) -> bool {
    use crate::serve_goal::target;
    use yatzy::ui::view::GoalHint;
    common::answer_goal_jobs(app);
    let Some(GoalHint::Ready(advice)) = app.hint().and_then(|hint| hint.goal.clone()) else {
        panic!("the terminal's goal hint: {:?}", app.hint());
    };
    let choice = yatzy::ui::words::choice(RuleSet::Forced, &advice.best.choice);
    // Out of reach, the points' best and why (every choice at 0), else the choice's chance.
    let said = if advice.best.chance == 0.0 {
        format!("{choice}, for points: no chance left to reach {}", target())
    } else {
        format!(
            "{choice}: {} to reach {}",
            yatzy::ui::words::goal::percent(advice.best.chance),
            target()
        )
    };
    let screen = served.until_shown(&said);
    let guest = message_holding(&screen, &said).expect("the guest's hint");
    let terminal = drawn(app);
    // (The test backend quotes each row.)
    let shown = message_holding(&terminal, &said).map(|row| row.trim_matches('"').trim());
    assert_eq!(
        shown,
        Some(guest),
        "the guest reads {guest:?}; the terminal shows:\n{terminal}"
    );
    let Some(points) = &advice.for_points else {
        return false;
    };
    // The points' best, at both, in the same words (whole, or without its points where the
    // row is short; read as words).
    let words = |screen: &str| {
        let flat = screen.replace('"', " ");
        flat.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let choice = yatzy::ui::words::choice(RuleSet::Forced, &points.choice);
    let said = format!(
        "for points: {choice}, {}",
        yatzy::ui::words::goal::percent(points.chance)
    );
    assert!(words(&screen).contains(&said), "{said}\n{screen}");
    assert!(words(&terminal).contains(&said), "{said}\n{terminal}");
    true
}

#[test]
fn a_refused_move_leaves_the_hint_and_a_second_t_counts_nothing_at_both() {
    use crate::serve_goal::strategy;
    let table = named_solitaire(yatzy::core::game::Game::new(RuleSet::Forced, 4));
    let mut app = terminal(&table);
    app.solver_ready(strategy());
    let mut served =
        Served::with_tables(&table, HashMap::from([(RuleSet::Forced, strategy())]), None);
    // Three rolls and a hint, a fourth roll refused, the hint asked again: one hint at both
    // (a refused move is no move: the hint stays, and the same position counts once).
    for key in keys("rrrtrt") {
        common::press(&mut app, key.code());
        served.press(key);
    }
    assert!(app.hint().is_some(), "the terminal's hint stays");
    let hints = |table: &Table| table.seats()[0].hints_used;
    assert_eq!(hints(app.table()), 1);
    assert_eq!(hints(&served.table()), hints(app.table()));
    // A move that is made puts the hint away at both, and the next position's counts.
    for key in keys("\nrt") {
        common::press(&mut app, key.code());
        served.press(key);
    }
    assert_eq!(hints(app.table()), 2);
    assert_eq!(hints(&served.table()), hints(app.table()));
}

#[test]
fn a_scratch_question_is_shown_over_a_hint_at_both() {
    use crate::serve_goal::strategy;
    // A first roll of Forced Yatzy with no 1: Ones scores 0, and scoring it is asked about.
    let seed = (0..100)
        .find(|&seed| {
            let mut game = yatzy::core::game::Game::new(RuleSet::Forced, seed);
            game.apply(yatzy::core::game::Command::Roll).unwrap();
            game.dice().is_some_and(|dice| !dice.values().contains(&1))
        })
        .expect("a roll without a 1");
    let table = named_solitaire(yatzy::core::game::Game::new(RuleSet::Forced, seed));
    let mut app = terminal(&table);
    app.solver_ready(strategy());
    let mut served =
        Served::with_tables(&table, HashMap::from([(RuleSet::Forced, strategy())]), None);
    for key in keys("rt\n\n") {
        common::press(&mut app, key.code());
        served.press(key);
    }
    assert!(
        app.hint().is_some(),
        "the terminal's hint stays under its question"
    );
    let screen = served.screen();
    assert!(screen.contains("for 0? y/n"), "{screen}");
    // No: the hint is back, the same one (counted once).
    for key in keys("nt") {
        common::press(&mut app, key.code());
        served.press(key);
    }
    let screen = served.screen();
    assert!(screen.contains("Hint: "), "{screen}");
    let hints = |table: &Table| table.seats()[0].hints_used;
    assert_eq!(hints(app.table()), 1);
    assert_eq!(hints(&served.table()), 1);
}
