//! The server's hub driven directly, without sockets: guests are event senders with a
//! screen each (a vt100 terminal fed the frames the hub sends them), and time is given, not
//! waited for. Bots, the turn timer, watchers, chat, names and hostile input.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::mpsc::error::TryRecvError;
use tokio::sync::mpsc::{Receiver, channel};
use yatzy::core::chances::{Answer, Calculator, Chances};
use yatzy::core::rules::RuleSet;
use yatzy::core::solver::Solution;
use yatzy::core::table::SeatKind;
use yatzy::server::hub::{Event, FRAMES_QUEUED, Frame, Hub, ManualClock, Pace};
use yatzy::server::link::Link;
use yatzy::server::lobby::{Lobby, NetTable};
use yatzy::server::store::Store;
use yatzy::storage::Storage;
use yatzy::ui::{Theme, ThemeName};

const PACE: Duration = Duration::from_millis(100);
/// How long a game waits for its people before it is abandoned (the served default).
const ABANDON_AFTER: Duration = Duration::from_secs(30);

/// Forced Yatzy's optimal strategy, solved once for every test here.
fn forced_strategy() -> Arc<Solution> {
    static TABLE: OnceLock<Arc<Solution>> = OnceLock::new();
    Arc::clone(TABLE.get_or_init(|| Arc::new(Solution::solve(RuleSet::Forced, &mut |_| {}))))
}

struct Guest {
    id: u64,
    link: Arc<Link>,
    frames: Receiver<Frame>,
    screen: vt100::Parser,
    closed: bool,
}

impl Guest {
    /// The screen as it is after every frame sent so far.
    fn screen(&mut self) -> String {
        loop {
            match self.frames.try_recv() {
                Ok(bytes) => self.screen.process(&bytes),
                Err(TryRecvError::Disconnected) => {
                    self.closed = true;
                    break;
                }
                Err(TryRecvError::Empty) => break,
            }
        }
        self.screen.screen().contents()
    }
}

struct World {
    hub: Hub,
    /// The hub's clock, kept at `now`.
    clock: ManualClock,
    now: Instant,
    _data: tempfile::TempDir,
    data_dir: std::path::PathBuf,
}

impl World {
    fn new(turn_timeout: Option<Duration>) -> World {
        let data = tempfile::tempdir().unwrap();
        let data_dir = data.path().to_path_buf();
        World::in_dir(data, data_dir, turn_timeout)
    }

    fn in_dir(
        data: tempfile::TempDir,
        data_dir: std::path::PathBuf,
        turn_timeout: Option<Duration>,
    ) -> World {
        let store = Store::new(Storage::at(&data_dir), Box::new(|_, _| {}));
        let found = store.load().expect("the tables folder is readable");
        let lobby = Lobby::with_tables(found.tables, found.left_alone);
        let pace = Pace {
            bot_step: PACE,
            turn_timeout,
            abandon_after: ABANDON_AFTER,
        };
        // Forced Yatzy's strategy is in from the start (it solves in a moment).
        let mut strategies = HashMap::new();
        strategies.insert(RuleSet::Forced, forced_strategy());
        // The hub reads the world's time: `wait` moves it on, nobody sleeps.
        let now = Instant::now();
        let clock = ManualClock::starting_at(now);
        let hub = Hub::with_clock(
            lobby,
            store,
            strategies,
            Theme::named(ThemeName::Default),
            false,
            pace,
            Arc::new(clock.clone()),
        );
        World {
            hub,
            clock,
            now,
            _data: data,
            data_dir,
        }
    }

    fn join(&mut self, id: u64, user: &str, key: Option<&str>) -> Guest {
        self.join_sized(id, user, key, 100, 32)
    }

    /// A guest without a key arriving from `address`.
    fn join_from(&mut self, id: u64, user: &str, address: &str) -> Guest {
        let (mut event, frames) = arrival(id, user, None, false, None, (100, 32));
        if let Event::Connected {
            address: ref mut from,
            ..
        } = event
        {
            *from = address.parse().unwrap();
        }
        self.connect(event, frames)
    }

    fn join_sized(
        &mut self,
        id: u64,
        user: &str,
        key: Option<&str>,
        width: u32,
        height: u32,
    ) -> Guest {
        let (event, frames) = arrival(id, user, key, false, None, (width, height));
        self.connect(event, frames)
    }

    /// A guest arriving as `event` says, their frames coming to `frames`.
    fn connect(&mut self, event: Event, frames: Receiver<Frame>) -> Guest {
        let Event::Connected {
            client: id,
            ref link,
            ..
        } = event
        else {
            panic!("a guest arrives with Event::Connected");
        };
        let link = Arc::clone(link);
        let (width, height) = link.take_size();
        // As the connection left it: the size said, waiting for the hub to take it.
        link.resized(width, height);
        self.hub.step(Some(event), self.now);
        Guest {
            id,
            link,
            frames,
            screen: vt100::Parser::new(
                std::num::NonZeroU16::new(height.clamp(1, 100) as u16).unwrap(),
                std::num::NonZeroU16::new(width.clamp(1, 250) as u16).unwrap(),
                0,
            ),
            closed: false,
        }
    }

    /// What a guest types, arriving in one packet as a terminal sends it.
    fn keys(&mut self, guest: &Guest, bytes: &str) {
        self.hub.step(
            Some(Event::Input {
                client: guest.id,
                bytes: bytes.as_bytes().to_vec(),
                at: std::time::Instant::now(),
            }),
            self.now,
        );
    }

    /// The guest's window changes to `width` x `height`, as the connection tells the hub: only
    /// when no resize of theirs is queued already.
    fn resize(&mut self, guest: &Guest, width: u32, height: u32) {
        if guest.link.resized(width, height) {
            self.hub
                .step(Some(Event::Resize { client: guest.id }), self.now);
        }
    }

    /// The same world with a chances' worker, as the server's hub has: its answers come
    /// back on the receiver, and `chances_answered` passes them on to the hub.
    fn with_chances(self) -> (World, std::sync::mpsc::Receiver<Event>) {
        let (sender, answers) = std::sync::mpsc::channel();
        let hub = self.hub.with_chances(sender);
        (World { hub, ..self }, answers)
    }

    /// Passes the worker's answers on to the hub until one is a finished game's chances
    /// after every round: those are returned.
    fn rounds_answered(&mut self, answers: &std::sync::mpsc::Receiver<Event>) -> Vec<Chances> {
        loop {
            let event = answers
                .recv_timeout(Duration::from_secs(300))
                .expect("the worker answers");
            let rounds = match &event {
                Event::Chances(_, Answer::Rounds(_, Ok(rounds))) => Some(rounds.clone()),
                _ => None,
            };
            self.hub.step(Some(event), self.now);
            if let Some(rounds) = rounds {
                return rounds;
            }
        }
    }

    /// Lets `time` pass, everything due along the way happening at its moment.
    fn wait(&mut self, time: Duration) {
        let end = self.now + time;
        while let Some(due) = self.hub.next_due().filter(|&due| due <= end) {
            self.now = due.max(self.now);
            self.clock.set(self.now);
            self.hub.step(None, self.now);
        }
        self.now = end;
        self.clock.set(self.now);
        self.hub.step(None, self.now);
    }
}

/// What a connection tells the hub when a guest with a terminal of `size` starts the game.
fn arrival(
    id: u64,
    user: &str,
    key: Option<&str>,
    ascii: bool,
    language: Option<yatzy::i18n::Language>,
    (width, height): (u32, u32),
) -> (Event, Receiver<Frame>) {
    let (output, frames) = channel(FRAMES_QUEUED);
    let link = Arc::new(Link::new());
    link.resized(width, height);
    let event = Event::Connected {
        client: id,
        user: user.to_string(),
        key: key.map(str::to_string),
        address: std::net::Ipv4Addr::LOCALHOST.into(),
        ascii,
        language,
        output,
        link,
    };
    (event, frames)
}

/// The user name that takes a keyless guest's seat back, as their board's header shows it
/// (`back as bob+k3x9p`).
fn back_as(guest: &mut Guest) -> String {
    let screen = guest.screen();
    let (_, after) = screen
        .split_once("back as ")
        .unwrap_or_else(|| panic!("the header says how to come back:\n{screen}"));
    after
        .split_whitespace()
        .next()
        .expect("a user name")
        .to_string()
}

fn table_file(world: &World, number: u32) -> NetTable {
    world.hub.sync();
    let data_dir = &world.data_dir;
    let path = data_dir.join(format!("server/tables/table-{number}.json"));
    serde_json::from_slice(&std::fs::read(path).expect("the table is saved")).expect("a table")
}

#[test]
fn a_bot_takes_its_turn_at_the_pace_set_and_hands_the_dice_back() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    // A table of one person and one easy bot starts at once.
    world.keys(&ann, "n");
    world.keys(&ann, "\x1b[B\x1b[D"); // people: 1
    world.keys(&ann, "\x1b[B\x1b[B\x1b[C"); // easy bots: 1
    world.keys(&ann, "\r");
    assert!(ann.screen().contains("Your turn"), "{}", ann.screen());
    // Roll and score the box offered (the first Enter after the turn's first roll chooses it,
    // the second scores it; y to the question if it would score 0, else the y falls on the
    // bot's turn, where it means nothing).
    world.keys(&ann, "r\r\ry");
    // The bot rolls, keeps and scores, one visible step at a time.
    assert!(ann.screen().contains("Easy bot"));
    world.wait(PACE * 20);
    let screen = ann.screen();
    assert!(screen.contains("Your turn"), "{screen}");
    let table = table_file(&world, 1);
    let game = table.game.expect("a game");
    assert_eq!(game.current(), 0);
    assert_eq!(game.seats()[1].game.card().filled_count(), 1);
}

#[test]
fn a_turn_left_too_long_is_played_by_a_bot_and_the_player_keeps_their_place() {
    let mut world = World::new(Some(Duration::from_secs(40)));
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r"); // Forced Yatzy, two people
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    assert!(ann.screen().contains("Your turn"));
    // The clock shows in the last half minute only, to everyone at the table.
    world.wait(Duration::from_secs(9));
    assert!(!ann.screen().contains("s left"), "{}", ann.screen());
    world.wait(Duration::from_secs(2));
    assert!(ann.screen().contains("29 s left"), "{}", ann.screen());
    assert!(bob.screen().contains("29 s left"), "{}", bob.screen());
    world.wait(Duration::from_secs(28));
    assert!(bob.screen().contains("1 s left"), "{}", bob.screen());
    assert_eq!(table_file(&world, 1).game.unwrap().current(), 0);
    world.wait(Duration::from_secs(2) + PACE * 20);
    let table = table_file(&world, 1);
    let game = table.game.unwrap();
    assert_eq!(game.current(), 1, "the bot played ann's turn");
    assert_eq!(game.seats()[0].game.card().filled_count(), 1);
    // Marked as such: on her seat (and so in her record), in the table's chat, and no
    // clock any more (bob's turn is his own to take).
    assert_eq!(game.seats()[0].stood_in, 1);
    assert_eq!(game.seats()[1].stood_in, 0);
    let screen = bob.screen();
    assert!(screen.contains("Your turn"));
    assert!(
        screen.contains("ann's time ran out: a bot plays this turn for them"),
        "{screen}"
    );
    // Ann is still seated, and plays her next turn herself.
    assert!(ann.screen().contains("bob's turn"));
}

#[test]
fn a_bot_standing_in_says_whose_turn_it_plays() {
    let mut world = World::new(Some(Duration::from_secs(5)));
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r"); // Forced Yatzy, two people
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    // Step by step through the stand-in's turn: each of its moves is said as the bot's
    // for ann.
    world.wait(Duration::from_secs(5));
    let mut said = String::new();
    for _ in 0..20 {
        world.wait(PACE);
        said.push_str(&ann.screen());
    }
    assert!(said.contains("bot for ann: "), "{said}");
}

#[test]
fn alone_at_a_table_a_guest_may_take_a_score_back_and_ask_for_hints_but_not_at_a_shared_one() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    // A table of Forced Yatzy for one: it begins at once.
    world.keys(&ann, "n\x1b[D\x1b[B\x1b[D\r");
    assert!(ann.screen().contains("Your turn") || ann.screen().contains("to roll"));
    world.keys(&ann, "t");
    assert!(ann.screen().contains("Roll first"), "{}", ann.screen());
    world.keys(&ann, "r");
    world.keys(&ann, "t");
    let screen = ann.screen();
    assert!(
        screen.contains("Hint: "),
        "the hint and its choices:\n{screen}"
    );
    assert_eq!(table_file(&world, 1).game.unwrap().seats()[0].hints_used, 1);
    // Scored, then taken back: the box is open again and the dice back on the table.
    world.keys(&ann, "\r\ry");
    let scored = table_file(&world, 1).game.unwrap();
    assert_eq!(scored.seats()[0].game.card().filled_count(), 1);
    world.keys(&ann, "u");
    assert!(ann.screen().contains("Taken back"), "{}", ann.screen());
    let undone = table_file(&world, 1).game.unwrap();
    assert_eq!(undone.seats()[0].game.card().filled_count(), 0);
    assert_eq!(undone.seats()[0].undos, 1);

    // At a shared table neither: each says why.
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "n\x1b[D\r");
    let cid = world.join(3, "cid", None);
    world.keys(&cid, "\x1b[B\r");
    world.keys(&bob, "r");
    world.keys(&bob, "t");
    assert!(
        bob.screen().contains("Hints are for a table of one"),
        "{}",
        bob.screen()
    );
    world.keys(&bob, "u");
    assert!(
        bob.screen().contains("This game takes no score back"),
        "{}",
        bob.screen()
    );
}

#[test]
fn a_player_back_from_the_lobby_is_announced_as_back() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r");
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    world.keys(&bob, "\x1b");
    assert!(ann.screen().contains("bob left: waiting for them"));
    world.keys(&bob, "\r");
    let screen = ann.screen();
    assert!(screen.contains("bob is back"), "{screen}");
}

#[test]
fn watchers_see_the_game_and_everyone_at_the_table_reads_the_chat() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\r");
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    let mut cid = world.join(3, "cid", None);
    assert!(cid.screen().contains("playing"));
    world.keys(&cid, "w");
    assert!(cid.screen().contains("watching"), "{}", cid.screen());
    assert!(
        !cid.screen().contains("Enter score"),
        "a watcher has no game keys"
    );
    // A watcher's game keys do nothing; their chat reaches the players.
    world.keys(&cid, "r");
    world.keys(&cid, "cgood luck\x1b[31m\r");
    assert!(ann.screen().contains("cid: good luck"), "{}", ann.screen());
    assert_eq!(table_file(&world, 1).game.unwrap().game().rolls_used(), 0);
    // The lobby names the watcher.
    let mut dan = world.join(4, "dan", None);
    assert!(dan.screen().contains("watched by cid"), "{}", dan.screen());
}

#[test]
fn a_name_in_use_is_numbered_for_another_key_and_taken_over_by_the_same_one() {
    let mut world = World::new(None);
    let mut first = world.join(1, "ann", Some("SHA256:one"));
    let mut other = world.join(2, "ann", Some("SHA256:two"));
    assert!(
        other.screen().contains("You are ann 2"),
        "{}",
        other.screen()
    );
    let mut again = world.join(3, "ann", Some("SHA256:one"));
    assert!(again.screen().contains("You are ann "));
    first.screen();
    assert!(
        first.closed,
        "the older connection of the same key is closed"
    );
    assert!(first.screen().contains("another terminal"));
    assert!(!other.closed);
    // A name that is no name becomes "guest"; escape sequences never reach a screen.
    let mut odd = world.join(4, "\x1b]0;pwned\x07\u{202e}", None);
    assert!(odd.screen().contains("You are guest"), "{}", odd.screen());
}

#[test]
fn hostile_input_and_huge_windows_change_nothing_and_panic_nothing() {
    let mut world = World::new(None);
    let mut eve = world.join_sized(1, "eve", None, 100_000, 100_000);
    assert!(eve.screen().contains("You are eve"));
    let mut noise = Vec::new();
    for n in 0..20_000u32 {
        noise.push((n.wrapping_mul(2_654_435_761) >> 11) as u8);
    }
    for chunk in noise.chunks(13) {
        world.hub.step(
            Some(Event::Input {
                client: 1,
                bytes: chunk.to_vec(),
                at: std::time::Instant::now(),
            }),
            world.now,
        );
    }
    world.resize(&eve, 0, 0);
    world.resize(&eve, 80, 24);
    world.hub.step(
        Some(Event::Input {
            client: 99,
            bytes: b"r".to_vec(),
            at: std::time::Instant::now(),
        }),
        world.now,
    );
    world
        .hub
        .step(Some(Event::Disconnected { client: 99 }), world.now);
    // Still served (if the noise did not quit: then the connection closed cleanly).
    let _ = eve.screen();
}

#[test]
fn a_too_small_window_shows_the_notice_not_the_lobby() {
    let mut world = World::new(None);
    let mut ann = world.join_sized(1, "ann", None, 60, 20);
    let screen = ann.screen();
    assert!(!screen.contains("Tables"), "{screen}");
    assert!(screen.contains("60x20"), "{screen}");
    world.resize(&ann, 80, 24);
    ann.screen.screen_mut().set_size(
        std::num::NonZeroU16::new(24).unwrap(),
        std::num::NonZeroU16::new(80).unwrap(),
    );
    assert!(ann.screen().contains("Tables"));
}

#[test]
fn a_damaged_table_file_is_kept_aside_and_the_others_resume() {
    let data = tempfile::tempdir().unwrap();
    let data_dir = data.path().to_path_buf();
    {
        let mut world = World::in_dir(tempfile::tempdir().unwrap(), data_dir.clone(), None);
        let ann = world.join(1, "ann", None);
        world.keys(&ann, "n\r");
    }
    let tables = data_dir.join("server/tables");
    std::fs::write(
        tables.join("table-7.json"),
        b"{\"number\":7,\"rules\":\"yatzy\",\"places\":[]}",
    )
    .unwrap();
    let mut world = World::in_dir(data, data_dir.clone(), None);
    let mut bob = world.join(2, "bob", None);
    let screen = bob.screen();
    assert!(screen.contains("1 open"), "{screen}");
    let kept: Vec<String> = std::fs::read_dir(&tables)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        kept.iter().any(|n| n.starts_with("table-7.json.corrupt-")),
        "{kept:?}"
    );
    assert!(kept.contains(&"table-1.json".to_string()));
}

#[test]
fn a_guest_who_stops_reading_is_let_go_and_the_others_play_on() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\r");
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    let bob_again = back_as(&mut bob);
    // Bob never reads: Ann's moves (a roll, then holding and releasing a die) fill his
    // queue, and then he is let go.
    world.keys(&ann, "r");
    for _ in 0..FRAMES_QUEUED + 10 {
        world.keys(&ann, "1");
        ann.screen();
    }
    let mut frames = 0;
    while bob.frames.try_recv().is_ok() {
        frames += 1;
    }
    assert!(frames <= FRAMES_QUEUED, "{frames} frames queued");
    assert!(bob.screen().is_empty() || bob.closed);
    assert!(bob.closed, "the guest who stopped reading is let go");
    assert!(
        bob.link.is_cut(),
        "and their connection cut, its place in the server freed"
    );
    assert!(!ann.link.is_cut());
    // His place is kept, and Ann plays on.
    assert!(ann.screen().contains("Enter score") || ann.screen().contains("Your turn"));
    let mut bob = world.join(3, &bob_again, None);
    assert!(bob.screen().contains("your place at table 1 was kept"));
}

#[test]
fn a_kept_place_goes_back_only_to_the_key_it_was_taken_with() {
    let mut world = World::new(None);
    let ann = world.join(1, "ann", Some("SHA256:ann"));
    world.keys(&ann, "n\r");
    let bob = world.join(2, "bob", Some("SHA256:bob"));
    world.keys(&bob, "\r");
    world
        .hub
        .step(Some(Event::Disconnected { client: 1 }), world.now);
    // Someone else calling themselves ann gets a name of their own, not ann's place.
    let mut impostor = world.join(3, "ann", Some("SHA256:eve"));
    let screen = impostor.screen();
    assert!(screen.contains("You are ann 2"), "{screen}");
    // Ann's own key takes it back.
    let mut ann = world.join(4, "ann", Some("SHA256:ann"));
    assert!(ann.screen().contains("your place at table 1 was kept"));
}

#[test]
fn an_optimal_bot_waits_for_its_strategy_and_then_plays() {
    let mut world = World::new(None);
    world.hub.step(None, world.now);
    let mut ann = world.join(1, "ann", None);
    // Yacht (whose strategy is not in yet), Ann and one optimal bot.
    world.keys(&ann, "n\x1b[C\x1b[B\x1b[D\x1b[B\x1b[C\r");
    world.keys(&ann, "r\r\ry");
    world.wait(PACE * 10);
    assert_eq!(
        table_file(&world, 1).game.unwrap().current(),
        1,
        "the bot waits"
    );
    let strategy = Solution::solve(RuleSet::Yacht, &mut |_| {});
    world.hub.step(
        Some(Event::Strategy(RuleSet::Yacht, Arc::new(strategy))),
        world.now,
    );
    world.wait(PACE * 20);
    let game = table_file(&world, 1).game.unwrap();
    assert_eq!(game.current(), 0, "the bot played its turn");
    assert_eq!(game.seats()[1].game.card().filled_count(), 1);
    assert!(ann.screen().contains("Your turn"));
}

#[test]
fn a_guest_on_a_linux_console_gets_every_screen_in_ascii() {
    let mut world = World::new(None);
    let (event, frames) = arrival(1, "ann", None, true, None, (80, 24));
    let mut ann = world.connect(event, frames);
    world.keys(&ann, "n\r");
    let mut sent = Vec::new();
    while let Ok(bytes) = ann.frames.try_recv() {
        sent.extend(bytes);
    }
    let text = String::from_utf8(sent).expect("UTF-8");
    assert!(
        text.contains("Waiting for 1 more"),
        "the waiting table was drawn"
    );
    assert!(text.is_ascii(), "only ASCII reaches a Linux console");
}

#[test]
fn a_guest_who_sends_a_swedish_locale_is_spoken_to_in_swedish_and_others_in_english() {
    let mut world = World::new(None);
    let (event, frames) = arrival(
        1,
        "ann",
        None,
        false,
        Some(yatzy::i18n::Language::Swedish),
        (80, 24),
    );
    let mut ann = world.connect(event, frames);
    let mut bob = world.join(2, "bob", None);
    assert!(ann.screen().contains("Du är ann"), "{}", ann.screen());
    assert!(bob.screen().contains("You are bob"));
}

#[test]
fn moves_at_a_table_send_nothing_to_guests_in_the_lobby_but_its_changes_do() {
    let mut world = World::new(None);
    let ann = world.join(1, "ann", None);
    world.keys(&ann, "n\r");
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    let mut cid = world.join(3, "cid", None);
    cid.screen();
    world.keys(&ann, "r12");
    assert!(
        cid.frames.try_recv().is_err(),
        "no frame for moves the lobby does not show"
    );
    // Someone leaving the lobby is a change it shows.
    world
        .hub
        .step(Some(Event::Disconnected { client: 2 }), world.now);
    assert!(cid.frames.try_recv().is_ok());
}

#[test]
fn a_guest_renames_themselves_in_the_lobby_and_a_name_in_use_or_no_name_is_refused() {
    let mut world = World::new(None);
    let _ann = world.join(1, "ann", None);
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "e\x7f\x7f\x7fRobert\r");
    assert!(bob.screen().contains("You are Robert"), "{}", bob.screen());
    world.keys(&bob, "e\x7f\x7f\x7f\x7f\x7f\x7fann\r");
    assert!(
        bob.screen().contains("has that name already"),
        "{}",
        bob.screen()
    );
    world.keys(&bob, "e\x7f\x7f\x7f\x7f\x7f\x7f   \r");
    assert!(
        bob.screen().contains("1 to 24 characters"),
        "{}",
        bob.screen()
    );
    // Esc in the lobby leaves nobody by accident.
    world.keys(&bob, "\x1b");
    assert!(bob.screen().contains("You are Robert"));
    assert!(!bob.closed);
}

#[test]
fn a_flood_of_window_changes_is_one_resize_at_the_latest_size() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    ann.screen();
    // The connection queued one resize, then 10,000 window changes arrived before the hub
    // got to it: they only change the size it will read.
    assert!(ann.link.resized(120, 40));
    for n in 0..10_000u32 {
        assert!(!ann.link.resized(60 + n % 100, 20 + n % 50));
    }
    ann.link.resized(90, 30);
    world.hub.step(Some(Event::Resize { client: 1 }), world.now);
    let mut sent = Vec::new();
    while let Ok(bytes) = ann.frames.try_recv() {
        sent.extend(bytes);
    }
    // One clear and one whole frame at 90x30: the lobby's box ends on its last column.
    ann.screen.screen_mut().set_size(
        std::num::NonZeroU16::new(30).unwrap(),
        std::num::NonZeroU16::new(90).unwrap(),
    );
    ann.screen.process(&sent);
    let text = String::from_utf8_lossy(&sent);
    // Cleared once from the top left (the viewport), then drawn.
    assert_eq!(
        text.matches("\u{1b}[1;1H\u{1b}[J").count(),
        1,
        "one clear: {text:?}"
    );
    assert!(ann.screen().contains("Tables"));
    assert!(
        ann.link.resized(80, 24),
        "taken: the next window change is told again"
    );
}

#[test]
fn a_fault_while_serving_one_guest_lets_that_guest_go_and_the_table_plays_on() {
    let mut world = World::new(None);
    world
        .hub
        .inject_fault(yatzy::server::hub::Fault::ServingGuest(b'~'));
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\r");
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    world.keys(&ann, "r");
    assert!(bob.screen().contains("ann"));
    let bob_again = back_as(&mut bob);
    // Serving Bob fails: he is told why and let go, his place kept.
    world.keys(&bob, "~");
    let farewell = bob.screen();
    assert!(bob.closed, "{farewell}");
    assert!(
        farewell
            .contains("something went wrong on the server while serving you; your place is kept"),
        "{farewell}"
    );
    // Ann plays on.
    world.keys(&ann, "\r");
    assert!(ann.screen().contains("bob"), "{}", ann.screen());
    assert!(!ann.closed);
    let mut bob = world.join(3, &bob_again, None);
    assert!(bob.screen().contains("your place at table 1 was kept"));
}

/// Where `text` first shows on a guest's screen: its (column, row), from 0.
fn find_on_screen(guest: &mut Guest, text: &str) -> (u16, u16) {
    let screen = guest.screen();
    screen
        .lines()
        .enumerate()
        .find_map(|(row, line)| {
            line.find(text)
                .map(|at| (line[..at].chars().count() as u16, row as u16))
        })
        .unwrap_or_else(|| panic!("{text:?} is not on the screen:\n{screen}"))
}

/// A left click at a cell, as an xterm reports it (SGR, 1-based), pressed and released.
fn click_at((column, row): (u16, u16)) -> String {
    let (x, y) = (column + 1, row + 1);
    format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m")
}

#[test]
fn question_mark_shows_the_served_keys_and_the_next_key_only_closes_them() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r"); // Forced Yatzy, two people
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    world.keys(&ann, "?");
    let screen = ann.screen();
    assert!(screen.contains("Help"), "{screen}");
    // The keys of a served turn, chat among them, and the rules beside.
    assert!(screen.contains("chat"), "{screen}");
    assert!(screen.contains("Forced"), "{screen}");
    // The key that closes the help does nothing else: no roll.
    world.keys(&ann, "r");
    assert!(!ann.screen().contains("Help"));
    assert_eq!(table_file(&world, 1).game.unwrap().game().rolls_used(), 0);
    world.keys(&ann, "r");
    assert_eq!(table_file(&world, 1).game.unwrap().game().rolls_used(), 1);
}

#[test]
fn the_served_help_is_whole_at_70x23_80x24_and_100x32_in_the_lobby_and_at_a_table() {
    // 70x23: the smallest window a board is drawn in.
    for (width, height) in [(70, 23), (80, 24), (100, 32)] {
        let mut world = World::new(None);
        let mut ann = world.join_sized(1, "ann", None, width, height);
        // In the lobby: the rules of Scandinavian Yatzy, down to their last line.
        world.keys(&ann, "?");
        let screen = ann.screen();
        for line in [
            "Rules",
            "Left Section",
            "Right Section",
            "the sum",
            "5 alike: 50",
        ] {
            assert!(
                screen.contains(line),
                "{width}x{height}, {line:?}:\n{screen}"
            );
        }
        world.keys(&ann, "x");
        // At a table, on her turn: the keys and the rules, whole.
        world.keys(&ann, "n\r");
        let bob = world.join_sized(2, "bob", None, width, height);
        world.keys(&bob, "\r");
        world.keys(&ann, "?");
        let screen = ann.screen();
        for line in ["chat", "undo", "hint", "the sum", "5 alike: 50"] {
            assert!(
                screen.contains(line),
                "{width}x{height}, {line:?}:\n{screen}"
            );
        }
    }
}

#[test]
fn a_guest_s_clicks_roll_hold_and_score_as_in_the_terminal_game() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r");
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    // Bob's clicks do nothing on ann's turn.
    let roll = find_on_screen(&mut bob, "Roll");
    world.keys(&bob, &click_at(roll));
    assert_eq!(table_file(&world, 1).game.unwrap().game().rolls_used(), 0);
    // Ann clicks the Roll button: the dice are rolled.
    let roll = find_on_screen(&mut ann, "Roll");
    world.keys(&ann, &click_at(roll));
    let game = table_file(&world, 1).game.unwrap();
    assert_eq!(game.game().rolls_used(), 1);
    // A click on the box Forced Yatzy offers (Ones), then a second: it is scored.
    let ones = find_on_screen(&mut ann, "Ones");
    world.keys(&ann, &click_at(ones));
    world.keys(&ann, &click_at(ones));
    world.keys(&ann, "y"); // if it would score 0, the game asks first
    let game = table_file(&world, 1).game.unwrap();
    assert_eq!(game.seats()[0].game.card().filled_count(), 1, "ones scored");
    assert_eq!(game.current(), 1);
}

#[test]
fn the_table_is_told_when_a_player_leaves_and_comes_back_but_not_when_they_switch_terminals() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r");
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    let bob_again = back_as(&mut bob);
    let ann_again = back_as(&mut ann);
    world
        .hub
        .step(Some(Event::Disconnected { client: 2 }), world.now);
    let screen = ann.screen();
    assert!(screen.contains("bob left: waiting for them"), "{screen}");
    let mut bob = world.join(3, &bob_again, None);
    let screen = ann.screen();
    assert!(screen.contains("bob is back"), "{screen}");
    // The same name and code from a second terminal takes the place over; nobody left or
    // came back.
    let news = |screen: &str| {
        screen.matches(" left: waiting").count() + screen.matches(" is back").count()
    };
    let before = news(&bob.screen());
    let mut second = world.join(4, &ann_again, None);
    ann.screen();
    assert!(ann.closed, "the older connection is closed");
    assert!(second.screen().contains("your place at table 1 was kept"));
    assert_eq!(news(&bob.screen()), before, "{}", bob.screen());
    // And plays ann's turn from there.
    world.keys(&second, "r");
    assert_eq!(table_file(&world, 1).game.unwrap().game().rolls_used(), 1);
}

#[test]
fn a_player_s_key_is_drawn_before_the_watchers_and_every_watcher_is_drawn_soon_after() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    // Ann opens a table of Forced Yatzy for two people; Bob sits down; 40 others watch.
    world.keys(&ann, "n\x1b[D\r"); // Forced Yatzy, two people
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    let mut watchers: Vec<Guest> = (0..40)
        .map(|i| {
            let watcher = world.join(10 + i, &format!("w{i}"), None);
            world.keys(&watcher, "w");
            watcher
        })
        .collect();
    world.wait(Duration::from_millis(10));
    let before: Vec<String> = watchers.iter_mut().map(Guest::screen).collect();
    assert!(ann.screen().contains("Your turn"), "{}", ann.screen());
    // Ann rolls: her own frame goes out in the same settling, before the watchers'.
    world.keys(&ann, "r");
    assert!(ann.screen().contains("Roll 1 of 3"), "{}", ann.screen());
    let redrawn_at_once = watchers
        .iter_mut()
        .zip(&before)
        .map(|(watcher, before)| watcher.screen() != *before)
        .filter(|&changed| changed)
        .count();
    assert!(
        redrawn_at_once < 40,
        "the watchers wait for the next settlings"
    );
    // The rest follow at the next settlings, due at once.
    world.wait(Duration::ZERO);
    for (watcher, before) in watchers.iter_mut().zip(&before) {
        assert_ne!(watcher.screen(), *before, "every watcher sees the roll");
    }
    let _ = bob.screen();
}

#[test]
fn a_stranger_with_a_keyless_player_s_name_gets_a_name_of_their_own_and_she_keeps_her_seat() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\r");
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    let ann_again = back_as(&mut ann);
    assert!(ann_again.starts_with("ann+"), "{ann_again}");
    // Someone else calling themselves ann, without her code, while she plays.
    let mut stranger = world.join(3, "ann", None);
    let screen = stranger.screen();
    assert!(screen.contains("You are ann 2"), "{screen}");
    assert!(
        screen
            .contains("ann's place at table 1 is kept: you are ann 2 (yours? connect as ann+code)"),
        "{screen}"
    );
    assert!(!ann.closed, "she is not disconnected");
    assert!(ann.screen().contains("back as ann+"));
    // A made-up code is no better than none; nor is a name with a control byte, which the
    // connection refuses and the hub never cleans into hers.
    let mut guesser = world.join(4, "ann+aaaaa", None);
    assert!(
        guesser.screen().contains("You are ann 3"),
        "{}",
        guesser.screen()
    );
    let mut nul = world.join(5, "ann\0", None);
    assert!(!nul.screen().contains("You are ann\n"), "{}", nul.screen());
    assert!(nul.screen().contains("You are guest"), "{}", nul.screen());
    assert!(!ann.closed);
    // Her code takes the seat over, the older connection closed (as from a stalled one).
    let mut again = world.join(6, &ann_again, None);
    assert!(again.screen().contains("your place at table 1 was kept"));
    ann.screen();
    assert!(ann.closed);
    assert!(!bob.closed);
    let table = table_file(&world, 1);
    assert_eq!(
        table.keys.get("ann").map(String::as_str),
        Some(format!("code:{}", &ann_again[4..]).as_str())
    );
}

#[test]
fn one_address_may_have_two_tables_in_play_and_another_address_opens_one_at_once() {
    let mut world = World::new(None);
    // Tables of one person and an easy bot begin at once.
    let open = |world: &mut World, guest: &Guest| {
        world.keys(guest, "n");
        world.keys(guest, "\x1b[B\x1b[D"); // people: 1
        world.keys(guest, "\x1b[B\x1b[B\x1b[C"); // easy bots: 1
        world.keys(guest, "\r");
    };
    let mut first = world.join_from(1, "one", "10.0.0.7");
    open(&mut world, &first);
    assert!(first.screen().contains("Your turn"), "{}", first.screen());
    let mut second = world.join_from(2, "two", "10.0.0.7");
    open(&mut world, &second);
    assert!(second.screen().contains("Your turn"));
    // They leave; their tables still count while they wait for them.
    world
        .hub
        .step(Some(Event::Disconnected { client: 1 }), world.now);
    world
        .hub
        .step(Some(Event::Disconnected { client: 2 }), world.now);
    let mut third = world.join_from(3, "three", "10.0.0.7");
    open(&mut world, &third);
    let screen = third.screen();
    assert!(
        screen.contains("Your address has 2 tables in play already"),
        "{screen}"
    );
    // Another address opens one at once.
    let mut elsewhere = world.join_from(4, "four", "10.0.0.8");
    open(&mut world, &elsewhere);
    assert!(
        elsewhere.screen().contains("Your turn"),
        "{}",
        elsewhere.screen()
    );
    // The two left alone are abandoned after the wait: kept aside, recorded nowhere, and
    // the address may open tables again.
    world.wait(ABANDON_AFTER + Duration::from_secs(1));
    world.hub.sync();
    let in_play: Vec<String> = std::fs::read_dir(world.data_dir.join("server/tables"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        in_play,
        vec!["table-3.json".to_string()],
        "the one still played"
    );
    let kept = std::fs::read_dir(world.data_dir.join("server/abandoned"))
        .unwrap()
        .count();
    assert_eq!(kept, 2);
    assert!(!world.data_dir.join("highscores.json").exists());
    world.keys(&third, "\x1b");
    open(&mut world, &third);
    assert!(third.screen().contains("Your turn"), "{}", third.screen());
    assert!(!elsewhere.closed);
}

#[test]
fn a_game_with_one_of_its_people_connected_is_never_abandoned() {
    let mut world = World::new(None);
    let ann = world.join(1, "ann", None);
    world.keys(&ann, "n\r");
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    world
        .hub
        .step(Some(Event::Disconnected { client: 2 }), world.now);
    world.wait(ABANDON_AFTER * 3);
    world.hub.sync();
    assert!(world.data_dir.join("server/tables/table-1.json").exists());
    assert!(!world.data_dir.join("server/abandoned").exists());
}

#[test]
fn a_game_resumed_at_the_start_waits_its_grace_for_its_people_by_the_hub_s_clock() {
    let data = tempfile::tempdir().unwrap();
    let data_dir = data.path().to_path_buf();
    {
        let mut world = World::in_dir(tempfile::tempdir().unwrap(), data_dir.clone(), None);
        let ann = world.join(1, "ann", None);
        // A table of one person and an easy bot begins at once; ann's turn first.
        world.keys(&ann, "n");
        world.keys(&ann, "\x1b[B\x1b[D");
        world.keys(&ann, "\x1b[B\x1b[B\x1b[C");
        world.keys(&ann, "\r");
        world.hub.sync();
    }
    // The next start: nobody is back, and the game waits the grace, not `abandon_after`
    // (ten minutes passing on the hub's clock, in no time).
    let mut world = World::in_dir(data, data_dir.clone(), None);
    world.wait(ABANDON_AFTER * 3);
    world.hub.sync();
    assert!(data_dir.join("server/tables/table-1.json").exists());
    world.wait(Pace::RESUMED_GRACE);
    world.hub.sync();
    assert!(!data_dir.join("server/tables/table-1.json").exists());
    let kept = std::fs::read_dir(data_dir.join("server/abandoned"))
        .unwrap()
        .count();
    assert_eq!(kept, 1);
}

/// Plays the turn of `guest` (theirs to play): a roll, then the box offered, scratched for
/// 0 if need be.
fn play_served_turn(world: &mut World, guest: &mut Guest) {
    world.keys(guest, "r");
    world.keys(guest, "\r\r");
    if guest.screen().contains("for 0? y/n") {
        world.keys(guest, "y");
    }
}

#[test]
fn at_game_over_every_player_s_game_is_reviewed_and_n_plays_the_table_again() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r"); // Forced Yatzy, two people
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    for _ in 0..15 {
        play_served_turn(&mut world, &mut ann);
        play_served_turn(&mut world, &mut bob);
    }
    let screen = ann.screen();
    assert!(table_file(&world, 1).game.unwrap().is_over(), "{screen}");
    assert!(screen.contains("v reviews, n plays again"), "{screen}");
    assert!(screen.contains("v review"), "the footer: {screen}");
    // v: ann's own game first, then bob's, then back to the table.
    world.keys(&ann, "v");
    let screen = ann.screen();
    assert!(screen.contains("Review · ann ·"), "{screen}");
    world.keys(&ann, "\t");
    assert!(ann.screen().contains("Review · bob ·"), "{}", ann.screen());
    world.keys(&ann, "\x1b");
    assert!(ann.screen().contains("v reviews"), "{}", ann.screen());
    // n: the same table again, ann in her seat, bob's open for him; bob is told, and his n
    // sits him down: the game begins, with other dice.
    world.keys(&ann, "n");
    let screen = ann.screen();
    assert!(screen.contains("Table 2"), "{screen}");
    assert!(screen.contains("Waiting for 1 more"), "{screen}");
    let screen = bob.screen();
    assert!(
        screen.contains("ann plays again at table 2: n sits down there"),
        "{screen}"
    );
    world.keys(&bob, "n");
    let again = table_file(&world, 2);
    let first = table_file(&world, 1);
    let game = again.game.expect("the rematch began");
    assert_eq!(game.seats()[0].name, "ann");
    assert_eq!(game.seats()[1].name, "bob");
    assert_eq!(game.rules(), RuleSet::Forced);
    assert_ne!(again.seed, first.seed);
    assert!(ann.screen().contains("Your turn"), "{}", ann.screen());
}

#[test]
fn alone_a_guest_s_coach_flags_a_costly_move_and_at_a_shared_table_says_why_not() {
    let mut world = World::new(None);
    let mut ann = world.join(1, "ann", None);
    // A table of Forced Yatzy for one: it begins at once.
    world.keys(&ann, "n\x1b[D\x1b[B\x1b[D\r");
    world.keys(&ann, "o");
    assert!(ann.screen().contains("Coach on"), "{}", ann.screen());
    // Scoring Ones straight after the first roll: the coach speaks exactly when that
    // gives away more than a point, as the solver judges it.
    world.keys(&ann, "r");
    let game = table_file(&world, 1).game.unwrap();
    let dice = game.game().dice().unwrap();
    let strategy = forced_strategy();
    let values = yatzy::core::solver::TurnValues::new(
        &strategy,
        &yatzy::core::solver::Situation::from(game.game().card()),
    )
    .unwrap();
    let decision = yatzy::core::game::Decision::Score {
        dice,
        category: yatzy::core::rules::Category::Ones,
        rolls_left: 2,
    };
    let lost = yatzy::core::review::judge(&values, &decision).unwrap().lost;
    world.keys(&ann, "\r\ry");
    let screen = ann.screen();
    assert_eq!(
        screen.contains("Coach: that cost"),
        lost > 1.0,
        "{lost} points lost:\n{screen}"
    );
    world.keys(&ann, "o");
    assert!(ann.screen().contains("Coach off"));

    let bob = world.join(2, "bob", None);
    world.keys(&bob, "n\x1b[D\r");
    let cid = world.join(3, "cid", None);
    world.keys(&cid, "\x1b[B\r");
    let mut bob = bob;
    world.keys(&bob, "o");
    assert!(
        bob.screen().contains("The coach is for a table of one"),
        "{}",
        bob.screen()
    );
}

#[test]
fn ann_ann_and_a_spaced_ann_sit_at_a_served_table_under_the_terminal_s_names_and_keep_them() {
    use yatzy::core::table::SeatKind;
    use yatzy::ui::Setup;
    use yatzy::ui::keymap::Action;
    use yatzy::ui::screens::players::SetupOutcome;

    let mut world = World::new(None);
    let first = world.join(1, "ann", Some("SHA256:one"));
    world.keys(&first, "n\x1b[B\x1b[C\r"); // Yatzy, three people
    let mut second = world.join(2, "Ann", Some("SHA256:two"));
    assert!(
        second.screen().contains("You are Ann 2"),
        "{}",
        second.screen()
    );
    world.keys(&second, "\r");
    let mut third = world.join(3, " ann ", Some("SHA256:three"));
    assert!(
        third.screen().contains("You are ann 3"),
        "{}",
        third.screen()
    );
    world.keys(&third, "\r");
    let game = table_file(&world, 1).game.expect("the table began");
    let served: Vec<(String, SeatKind)> = game
        .seats()
        .iter()
        .map(|seat| (seat.name.clone(), seat.kind))
        .collect();
    // The terminal's players screen, starting a table of the three as typed.
    let typed = ["ann", "Ann", " ann "].map(|name| (name.to_string(), SeatKind::Human));
    let mut setup = Setup::new(typed.to_vec());
    assert_eq!(
        setup.act(Action::Start),
        SetupOutcome::Start(served.clone())
    );
    let names: Vec<&str> = served.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["ann", "Ann 2", "ann 3"]);
    // Her key takes ann's seat back in any case; another's key never does.
    world
        .hub
        .step(Some(Event::Disconnected { client: 1 }), world.now);
    let mut back = world.join(4, "ANN", Some("SHA256:one"));
    let screen = back.screen();
    assert!(
        screen.contains("your place at table 1 was kept"),
        "{screen}"
    );
    let mut other = world.join(5, "aNN", Some("SHA256:eve"));
    assert!(
        other.screen().contains("You are aNN 4"),
        "{}",
        other.screen()
    );
}

/// The served review as the UI kit draws it, `width` x `height`, with the chart of
/// `rounds` (ann's game at a table of two): its rows, without the spaces they end in.
fn review_drawn(
    game: &yatzy::core::table::Table,
    rounds: &[Chances],
    size: (u16, u16),
) -> Vec<String> {
    use yatzy::ui::screens::review::{self, Reviewed};
    use yatzy::ui::widgets::chance_chart::RoundChances;
    let theme = Theme::named(ThemeName::Default);
    let decisions = yatzy::core::review::review(&forced_strategy(), &game.seats()[0].game);
    let chances = RoundChances::of_game(game, rounds, None);
    let reviewed = Reviewed {
        review: &decisions,
        player: Some("ann"),
        players: game.seats().len(),
        standing: None,
        bands: None,
        chances: Some(&chances),
        pending_goal: None,
    };
    let area = ratatui::layout::Rect::new(0, 0, size.0, size.1);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    let ink = yatzy::ui::widgets::chart::Ink::for_screen(&theme, false);
    review::render(&reviewed, &theme, ink, 0, area, &mut buf);
    (0..size.1)
        .map(|y| {
            let row: String = (0..size.0).map(|x| buf[(x, y)].symbol()).collect();
            row.trim_end().to_string()
        })
        .collect()
}

#[test]
fn a_finished_table_s_review_draws_everyone_s_chances_after_each_round_once_they_are_in() {
    let (mut world, answers) = World::new(None).with_chances();
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r"); // Forced Yatzy, two people
    let mut bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    for _ in 0..15 {
        play_served_turn(&mut world, &mut ann);
        play_served_turn(&mut world, &mut bob);
    }
    let game = table_file(&world, 1).game.unwrap();
    assert!(game.is_over());
    // The review opens at once; the chart's chances are asked for then, computed in the
    // background meanwhile.
    world.keys(&ann, "v");
    let screen = ann.screen();
    assert!(screen.contains("Review · ann ·"), "{screen}");
    assert!(
        screen.contains("Chances after each turn: computing…"),
        "{screen}"
    );
    let rounds = world.rounds_answered(&answers);
    // Those who review it are drawn again with the chart.
    let screen = ann.screen();
    assert!(
        screen.contains("Chance to win after each round"),
        "{screen}"
    );
    assert!(!screen.contains("computing"), "{screen}");
    assert!(screen.contains("ann") && screen.contains("bob"), "{screen}");
    // The figures are the calculator's for that table, after every round (the worker's
    // calculator starts from the built-in whole game, as this one does) ...
    let whole_game = yatzy::session::built_in_distribution(RuleSet::Forced).unwrap();
    let mut calculator = Calculator::knowing(Arc::new(whole_game));
    let by_round = calculator
        .by_round(&forced_strategy(), &game, None)
        .unwrap();
    assert_eq!(
        rounds.len(),
        16,
        "before the first round and after each of 15"
    );
    assert_eq!(rounds, by_round);
    // ... and the screen is the UI kit's review drawn with them, chart and all.
    let drawn = review_drawn(&game, &by_round, (100, 32));
    let shown: Vec<String> = ann
        .screen
        .screen()
        .rows(0, 100)
        .map(|row| row.trim_end().to_string())
        .collect();
    assert_eq!(shown, drawn);
    // bob opens his review: the answer kept for the table is drawn at once, not asked again.
    world.keys(&bob, "v");
    let screen = bob.screen();
    assert!(
        screen.contains("Chance to win after each round"),
        "{screen}"
    );
    assert!(answers.try_recv().is_err(), "nothing more was asked");
}

#[test]
fn a_table_whose_people_are_all_gone_asks_for_no_chances_until_one_is_back() {
    let (mut world, _answers) = World::new(Some(Duration::from_secs(10))).with_chances();
    let mut ann = world.join(1, "ann", None);
    world.keys(&ann, "n\x1b[D\r"); // Forced Yatzy, two people
    let bob = world.join(2, "bob", None);
    world.keys(&bob, "\r");
    play_served_turn(&mut world, &mut ann);
    let asked = world.hub.chances_questions();
    assert!(
        asked > 0,
        "the chances are asked for the guests who see them"
    );
    let ann_as = back_as(&mut ann);
    world
        .hub
        .step(Some(Event::Disconnected { client: 1 }), world.now);
    world
        .hub
        .step(Some(Event::Disconnected { client: 2 }), world.now);
    // Their seats are kept (for 30 s): bob's turn runs out and a bot plays it, then ann's.
    world.wait(Duration::from_secs(25));
    let game = table_file(&world, 1).game.unwrap();
    let stood_in: Vec<u32> = game.seats().iter().map(|seat| seat.stood_in).collect();
    assert_eq!(stood_in, [1, 1], "a bot played a turn for each of them");
    assert_eq!(
        world.hub.chances_questions(),
        asked,
        "nobody sees the chances: none was asked"
    );
    // ann back: the chances of the position now are asked for her, once.
    let mut ann = world.join(3, &ann_as, None);
    assert!(ann.screen().contains("computing"), "{}", ann.screen());
    assert_eq!(world.hub.chances_questions(), asked + 1);
}

/// Forced Yatzy's goal table, computed once for every test here (a moment for Forced).
fn forced_goal() -> Arc<yatzy::core::solver::GoalTable> {
    static GOAL: OnceLock<Arc<yatzy::core::solver::GoalTable>> = OnceLock::new();
    let goal = GOAL.get_or_init(|| {
        Arc::new(yatzy::core::solver::GoalTable::compute(
            RuleSet::Forced,
            0,
            &mut |_| {},
        ))
    });
    Arc::clone(goal)
}

/// Ann opens a Forced Yatzy table of herself and one bot that plays to win.
fn open_with_a_win_bot(world: &mut World, ann: &Guest) {
    // Score card: Forced (the last, one to the left); people: 1; win bots: 1.
    world.keys(ann, "n\x1b[D\x1b[B\x1b[D\x1b[B\x1b[B\x1b[B\x1b[C\r");
    let game = table_file(world, 1).game.expect("the game begins");
    assert_eq!(game.rules(), RuleSet::Forced);
    let kinds: Vec<SeatKind> = game.seats().iter().map(|seat| seat.kind).collect();
    assert_eq!(kinds, [SeatKind::Human, SeatKind::WinBot]);
}

/// Plays the table to its end: Ann rolls twice and scores her one box, the bot plays in its
/// time.
fn play_out_with_ann(world: &mut World, ann: &mut Guest) {
    let mut turns = 0;
    while !table_file(world, 1).game.expect("a game").is_over() {
        if table_file(world, 1).game.expect("a game").current() == 0 {
            // y to a scratch, if it asks (else the y falls on the bot's turn: nothing).
            world.keys(ann, "rjr\ry");
        } else {
            world.wait(PACE * 20);
        }
        turns += 1;
        // Ann's terminal reads what it is sent (a guest who stops reading is let go).
        ann.screen();
        assert!(turns < 200, "the game goes on");
    }
}

#[test]
fn a_win_bot_seated_at_a_served_table_waits_for_its_goal_table_loaded_in_the_background() {
    let data = tempfile::tempdir().unwrap();
    let data_dir = data.path().to_path_buf();
    let mut world = World::in_dir(data, data_dir.clone(), None);
    let (goals, loaded) = std::sync::mpsc::channel();
    world.hub = world.hub.with_goals(goals, Storage::at(&data_dir));
    let mut ann = world.join(1, "ann", None);
    open_with_a_win_bot(&mut world, &ann);
    world.keys(&ann, "rjr\ry");
    world.wait(PACE * 20);
    let game = table_file(&world, 1).game.unwrap();
    assert_eq!(game.current(), 1, "the bot waits for its goal table");
    // How far the table is, told at the table.
    world.hub.step(
        Some(Event::Goal(yatzy::session::GoalEvent::Progress(
            RuleSet::Forced,
            0.42,
        ))),
        world.now,
    );
    let screen = ann.screen();
    assert!(
        screen.contains("Win bot waits for its goal table: 42%"),
        "{screen}"
    );
    // The loader computes Forced Yatzy's in a moment; the hub hears of it as an event.
    loop {
        let event = loaded
            .recv_timeout(Duration::from_secs(120))
            .expect("the goal table loads");
        let ready = matches!(event, Event::Goal(yatzy::session::GoalEvent::Ready(..)));
        world.hub.step(Some(event), world.now);
        if ready {
            break;
        }
    }
    // It rolls, and plays its dice when the goal pool has said what it plays for.
    world.wait(PACE * 20);
    while world.hub.awaits_win_answer() {
        let answer = loaded
            .recv_timeout(Duration::from_secs(60))
            .expect("the win bot's objective is worked out");
        world.hub.step(Some(answer), world.now);
        world.wait(PACE * 20);
    }
    let game = table_file(&world, 1).game.unwrap();
    assert_eq!(game.current(), 0, "the bot played its turn");
    assert_eq!(game.seats()[1].game.card().filled_count(), 1);
}

#[test]
fn a_win_bot_plays_a_whole_served_game_legally() {
    let mut world = World::new(None);
    world.hub = world.hub.with_goal_table(forced_goal());
    let mut ann = world.join(1, "ann", None);
    open_with_a_win_bot(&mut world, &ann);
    play_out_with_ann(&mut world, &mut ann);
    let game = table_file(&world, 1).game.unwrap();
    let boxes = RuleSet::Forced.categories().len();
    assert!(
        game.seats()
            .iter()
            .all(|seat| seat.game.card().filled_count() == boxes)
    );
}

#[test]
fn a_win_bot_without_a_goal_table_to_be_had_plays_for_points() {
    // No loader, no table: the bot plays as the optimal bot rather than wait for ever.
    let mut world = World::new(None);
    let ann = world.join(1, "ann", None);
    open_with_a_win_bot(&mut world, &ann);
    world.keys(&ann, "rjr\ry");
    world.wait(PACE * 20);
    let game = table_file(&world, 1).game.unwrap();
    assert_eq!(game.current(), 0, "the bot played its turn");
    assert_eq!(game.seats()[1].game.card().filled_count(), 1);
}
