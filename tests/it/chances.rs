//! The chances told live: a lone player's prospects (to beat their best, to reach the next
//! round number) and a table's chances to win, from each position; the review's rounds; and
//! the worker that computes them in the background.

use std::sync::{Arc, Condvar, Mutex, mpsc};
use std::time::Duration;

use yatzy::core::chances::{
    Answer, Calculator, Chances, DEFAULT_BYTES, FutureStore, Job, Kept, Prospects, TablePosition,
    Worker,
};
use yatzy::core::game::Command;
use yatzy::core::rules::RuleSet;
use yatzy::core::simulate::simulate_from;
use yatzy::core::solver::cache::built_in_distribution;
use yatzy::core::solver::{
    FutureKey, Optimal, ScoreDistribution, Situation, Solution, Strategy, StrategyMove,
    TableChances,
};
use yatzy::core::table::{SeatKind, Table};

use crate::common::yatzy_table;

fn distribution(masses: &[(usize, f64)]) -> ScoreDistribution {
    let mut probabilities = vec![0.0; 400];
    for &(score, p) in masses {
        probabilities[score] = p;
    }
    ScoreDistribution {
        rules: RuleSet::Yatzy,
        probabilities,
        bonus_rate: 0.0,
        five_of_a_kind_rate: 0.0,
        bands: Vec::new(),
        box_means: Vec::new(),
    }
}

#[test]
fn prospects_count_a_best_beaten_only_above_it_and_the_round_number_above_the_mean() {
    // 180 a fifth of the time, 250 half, 260 the rest: the mean is 239, so 250 is next.
    let d = distribution(&[(180, 0.2), (250, 0.5), (260, 0.3)]);
    let prospects = Prospects::from_distribution(&d, Some(250));
    assert!((prospects.expected - 239.0).abs() < 1e-9);
    assert_eq!(prospects.reach.score, 250);
    assert!((prospects.reach.chance - 0.8).abs() < 1e-12);
    // Equalling the best is not beating it.
    let best = prospects.beat_best.unwrap();
    assert_eq!(best.score, 250);
    assert!((best.chance - 0.3).abs() < 1e-12);
    assert_eq!(Prospects::from_distribution(&d, None).beat_best, None);
}

#[test]
fn a_mean_on_a_round_number_aims_at_the_next_one() {
    let d = distribution(&[(200, 0.5), (300, 0.5)]);
    let prospects = Prospects::from_distribution(&d, None);
    assert_eq!(prospects.reach.score, 300);
    assert!((prospects.reach.chance - 0.5).abs() < 1e-12);
}

/// A table of `players` whose every seat the optimal bot played for `turns` turns.
fn table_after(players: usize, seed: u64, turns: usize) -> Table {
    let solution = yatzy_table();
    let names = (0..players)
        .map(|i| (format!("P{i}"), SeatKind::Human))
        .collect();
    let mut table = Table::new(RuleSet::Yatzy, seed, names).unwrap();
    let mut bots: Vec<Optimal> = (0..players).map(|_| Optimal::new(&solution)).collect();
    while table.seats().iter().any(|s| s.game.history().len() < turns) {
        let seat = table.current();
        table.apply(Command::Roll).unwrap();
        loop {
            let next = bots[seat].next_move(table.game());
            for command in next.commands(table.game().held()) {
                table.apply(command).unwrap();
            }
            if let StrategyMove::Score(_) = next {
                break;
            }
        }
    }
    table
}

#[test]
fn alone_the_chance_to_beat_a_best_agrees_with_games_played_on() {
    let solution = yatzy_table();
    let table = table_after(1, 7, 4);
    let best = 260;
    let Chances::Alone(prospects) = Calculator::default()
        .answer(&solution, &TablePosition::now(&table, Some(best)))
        .unwrap()
    else {
        panic!("a lone player's prospects");
    };
    const GAMES: u64 = 20_000;
    let mut beaten = 0u64;
    let mut reached = 0u64;
    let card = table.game().card();
    simulate_from(&solution, card, GAMES, 99, &mut |game| {
        beaten += u64::from(game.score > best);
        reached += u64::from(game.score >= prospects.reach.score);
    })
    .unwrap();
    for (seen, chance) in [
        (beaten, prospects.beat_best.unwrap().chance),
        (reached, prospects.reach.chance),
    ] {
        let share = seen as f64 / GAMES as f64;
        let error = (chance * (1.0 - chance) / GAMES as f64).sqrt();
        assert!(
            (share - chance).abs() < 4.0 * error,
            "exact {chance}, played on {share}"
        );
    }
}

#[test]
fn at_a_table_the_calculator_tells_what_the_players_distributions_give() {
    let solution = yatzy_table();
    let table = table_after(3, 11, 2);
    let question = TablePosition::now(&table, None);
    let positions: Vec<Situation> = table
        .seats()
        .iter()
        .map(|s| Situation::from(s.game.card()))
        .collect();
    assert_eq!(question.positions, positions);
    let Chances::Table(told) = Calculator::default().answer(&solution, &question).unwrap() else {
        panic!("a table's chances");
    };
    assert_eq!(told, TableChances::at(&solution, &positions).unwrap());
    let total: f64 = told.players.iter().map(|p| p.win).sum::<f64>() + told.tie;
    assert!((total - 1.0).abs() < 1e-12);
}

#[test]
fn the_review_has_the_chances_before_the_first_turn_and_after_every_round() {
    let solution = yatzy_table();
    let table = table_after(2, 5, 15);
    assert!(table.is_over());
    let rounds = Calculator::default()
        .by_round(&solution, &table, None)
        .unwrap();
    assert_eq!(rounds.len(), 16);
    // Before the first turn both stand alike: equal chances.
    let Chances::Table(start) = &rounds[0] else {
        panic!("a table's chances");
    };
    assert_eq!(start.players[0], start.players[1]);
    // After the last round the chances are the result.
    let Chances::Table(end) = &rounds[15] else {
        panic!("a table's chances");
    };
    let totals: Vec<u16> = table
        .seats()
        .iter()
        .map(|s| s.game.card().total())
        .collect();
    let expected_win = |i: usize| f64::from(u8::from(totals[i] > totals[1 - i]));
    for i in 0..2 {
        assert_eq!(end.players[i].win, expected_win(i), "{totals:?}");
    }
    assert_eq!(end.tie, f64::from(u8::from(totals[0] == totals[1])));
    // Each round's positions are the cards after that many turns.
    let after_one = TablePosition::after_turns(&table, 1, None);
    for (seat, position) in table.seats().iter().zip(&after_one.positions) {
        assert_eq!(position.filled, vec![seat.game.history()[0].category]);
        assert_eq!(position.banked, seat.game.history()[0].points);
    }
}

/// A worker on `pool` (rayon's global one without) that tells its answers on the channel
/// returned beside it.
fn worker_telling(
    pool: Option<Arc<rayon::ThreadPool>>,
) -> (Worker<u32>, mpsc::Receiver<(u32, Answer)>) {
    let (sender, answers) = mpsc::channel();
    let worker = Worker::spawn(pool, 1.0, move |key: u32, answer| {
        let _ = sender.send((key, answer));
    })
    .unwrap();
    (worker, answers)
}

/// Asks `worker` for the chances at `table` now, as table `key`'s.
fn ask_now(worker: &Worker<u32>, key: u32, solution: &Arc<Solution>, table: &Table) {
    let question = TablePosition::now(table, None);
    worker.ask(key, Arc::clone(solution), Job::Now(question));
}

#[test]
fn the_worker_answers_the_latest_question_and_says_which_it_answers() {
    let solution = yatzy_table();
    let (worker, answers) = worker_telling(None);
    let late = table_after(2, 3, 13);
    let later = table_after(2, 3, 14);
    // Three questions about table 1 at once: the ones still waiting give way to the last.
    ask_now(&worker, 1, &solution, &late);
    ask_now(&worker, 1, &solution, &later);
    ask_now(&worker, 2, &solution, &late);
    let last = (1, TablePosition::now(&later, None));
    let other = (2, TablePosition::now(&late, None));
    let mut told = Vec::new();
    // The first question may be under way before the others come: then it is answered too,
    // but never after the last.
    while !(told.contains(&last) && told.contains(&other)) {
        let Ok((key, answer)) = answers.recv_timeout(Duration::from_secs(60)) else {
            panic!("no answer to every table's last question: {told:?}");
        };
        let Answer::Now(question, chances) = answer else {
            panic!("a position's chances");
        };
        assert!(chances.is_ok());
        told.push((key, question));
    }
    let table_1: Vec<_> = told.iter().filter(|(key, _)| *key == 1).collect();
    assert_eq!(table_1.last(), Some(&&last), "{told:?}");
}

/// A store whose reads wait until the test opens it, and which holds nothing: a pass of an
/// early state reads it first, so the test holds that pass up for as long as it likes.
#[derive(Clone, Default)]
struct HeldStore {
    /// Whether it is open, and how many reads began.
    state: Arc<(Mutex<(bool, usize)>, Condvar)>,
}

impl HeldStore {
    fn open(&self) {
        self.state.0.lock().unwrap().0 = true;
        self.state.1.notify_all();
    }

    fn wait_for_a_read(&self) {
        let (state, changed) = &*self.state;
        let _read = changed
            .wait_while(state.lock().unwrap(), |(_, reads)| *reads == 0)
            .unwrap();
    }
}

impl FutureStore for HeldStore {
    fn load(&self, _: &FutureKey) -> Option<Vec<u8>> {
        let (state, changed) = &*self.state;
        state.lock().unwrap().1 += 1;
        changed.notify_all();
        let _open = changed
            .wait_while(state.lock().unwrap(), |(open, _)| !*open)
            .unwrap();
        None
    }

    fn save(&self, _: &FutureKey, _: &[u8]) {}

    fn has(&self, _: &FutureKey) -> bool {
        false
    }
}

/// A pool of the test's own with `threads` threads (rayon's global one has as many as the
/// machine has cores).
fn pool_of(threads: usize) -> Option<Arc<rayon::ThreadPool>> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build();
    Some(Arc::new(pool.unwrap()))
}

#[test]
fn a_table_whose_futures_are_at_hand_is_answered_while_another_table_s_pass_is_held_up() {
    let solution = yatzy_table();
    let store = HeldStore::default();
    let kept = Arc::new(Kept::new(DEFAULT_BYTES, Some(Box::new(store.clone()))));
    // Table 2's players are past the stored states, and their futures are in memory.
    let at_hand = table_after(2, 21, 7);
    for situation in &TablePosition::now(&at_hand, None).positions {
        kept.distribution(&solution, situation).unwrap();
    }
    // A pass held up in the store keeps one thread; the other still works.
    let (worker, answers) = worker_telling(pool_of(2));
    worker.share(Arc::clone(&kept));
    // Table 1 is early in its game: its futures' pass reads the store first, and waits there.
    let early = table_after(2, 13, 3);
    ask_now(&worker, 1, &solution, &early);
    ask_now(&worker, 2, &solution, &at_hand);
    let (key, _) = answers.recv_timeout(Duration::from_secs(60)).unwrap();
    assert_eq!(key, 2, "table 2's look-up is not held up by table 1's pass");
    // Table 1 moves on while its pass waits: its later question replaces the one set aside.
    let later = table_after(2, 13, 4);
    ask_now(&worker, 1, &solution, &later);
    store.open();
    let (key, answer) = answers.recv_timeout(Duration::from_secs(120)).unwrap();
    let Answer::Now(question, chances) = answer else {
        panic!("a position's chances");
    };
    assert_eq!((key, &question), (1, &TablePosition::now(&later, None)));
    let fresh = Calculator::default().answer(&solution, &question).unwrap();
    assert_eq!(chances.unwrap(), fresh, "bit for bit a calculator's own");
}

#[test]
fn a_late_turn_s_quick_pass_goes_ahead_of_the_long_ones_even_while_one_holds_the_pool() {
    let solution = yatzy_table();
    let store = HeldStore::default();
    // One thread, as at the terminal: the long pass held up keeps it.
    let (worker, answers) = worker_telling(pool_of(1));
    worker.share(Arc::new(Kept::new(
        DEFAULT_BYTES,
        Some(Box::new(store.clone())),
    )));
    worker.know_whole_game(Arc::new(built_in_distribution(RuleSet::Yatzy).unwrap()));
    let ask = |key: u32, turns: usize| {
        ask_now(
            &worker,
            key,
            &solution,
            &table_after(1, 30 + u64::from(key), turns),
        );
    };
    // Table 1's long pass (three boxes filled: the store is read first) is held up there.
    ask(1, 3);
    store.wait_for_a_read();
    // Meanwhile table 2 needs another long one (four boxes filled), table 3 a quick one (nine).
    ask(2, 4);
    ask(3, 9);
    let (first, _) = answers.recv_timeout(Duration::from_secs(60)).unwrap();
    assert_eq!(
        first, 3,
        "the quick pass waits for neither long one, nor for the pool"
    );
    store.open();
    let mut rest: Vec<u32> = (0..2)
        .map(|_| answers.recv_timeout(Duration::from_secs(120)).unwrap().0)
        .collect();
    rest.sort_unstable();
    assert_eq!(
        rest,
        [1, 2],
        "the long ones, once the store lets them through"
    );
}

/// Carries out the app's chance jobs at once, as the worker would in the background.
fn answer_jobs(app: &mut yatzy::tui::App, calculator: &mut Calculator) -> usize {
    let jobs = app.take_chance_jobs();
    let count = jobs.len();
    for (solution, job) in jobs {
        let answer = match job {
            Job::Now(question) => {
                let chances = calculator.answer(&solution, &question);
                Answer::Now(question, chances)
            }
            Job::Rounds { table, best } => {
                Answer::Rounds(table.id(), calculator.by_round(&solution, &table, best))
            }
        };
        app.chances_answered(answer);
    }
    count
}

fn totals_line(app: &yatzy::tui::App, width: u16, height: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(&*app, frame.area()))
        .unwrap();
    let screen = format!("{}", terminal.backend());
    screen
        .lines()
        .find(|line| line.contains("Total"))
        .unwrap_or_default()
        .trim_matches('"')
        .to_string()
}

#[test]
fn at_a_table_the_board_shows_each_player_s_chance_to_win_after_every_turn() {
    let storage = yatzy::storage::Storage::disabled();
    let mut app = crate::common::table_app(&storage, "Ann,Bob", 4);
    let mut calculator = Calculator::default();
    // Before the first turn, nothing is asked until the whole game's distribution is in.
    assert_eq!(answer_jobs(&mut app, &mut calculator), 0);
    assert!(totals_line(&app, 80, 24).contains("chances: computing…"));
    crate::common::keys(&mut app, "r");
    crate::common::score_at_cursor(&mut app);
    assert_eq!(
        answer_jobs(&mut app, &mut calculator),
        1,
        "one question per turn"
    );
    assert_eq!(answer_jobs(&mut app, &mut calculator), 0, "and only once");
    let Chances::Table(chances) = calculator
        .answer(&yatzy_table(), &TablePosition::now(app.table(), None))
        .unwrap()
    else {
        panic!("a table's chances");
    };
    let shown = |share: f64| yatzy::ui::screens::board::totals::whole_percent(share);
    let line = totals_line(&app, 80, 24);
    assert!(line.contains(&shown(chances.players[0].win)), "{line}");
    assert!(line.contains(&shown(chances.players[1].win)), "{line}");
    assert!(
        line.contains(&format!("tie {}", shown(chances.tie))),
        "{line}"
    );
    assert!(line.contains('█') || line.contains('▏'), "a bar: {line}");
    // `w` hides them, and asks for nothing while hidden; `w` again shows them.
    crate::common::keys(&mut app, "w");
    assert!(!totals_line(&app, 80, 24).contains('%'));
    crate::common::keys(&mut app, "r");
    crate::common::score_at_cursor(&mut app);
    assert_eq!(answer_jobs(&mut app, &mut calculator), 0);
    crate::common::keys(&mut app, "w");
    // The chances known are of an earlier position until the latest are in.
    assert!(totals_line(&app, 80, 24).contains('%'));
    assert_eq!(answer_jobs(&mut app, &mut calculator), 1);
}

#[test]
fn six_players_chances_fit_the_narrowest_board() {
    let storage = yatzy::storage::Storage::disabled();
    let mut app = crate::common::table_app(&storage, "Annabelle,Bob,Cy,Dee,bot,bot:easy", 4);
    let mut calculator = Calculator::default();
    for _ in 0..4 {
        crate::common::keys(&mut app, "r");
        crate::common::score_at_cursor(&mut app);
    }
    answer_jobs(&mut app, &mut calculator);
    let line = totals_line(&app, 70, 23);
    assert_eq!(line.chars().count(), 70, "{line}");
    assert_eq!(line.matches('%').count(), 6, "a share per player: {line}");
    let wide = totals_line(&app, 100, 32);
    assert!(wide.contains("Annabelle"), "{wide}");
}

/// The names on a totals line: each part ("Bot 2 12 ██░ 40%") without its share, its bar
/// and its total.
fn totals_names(line: &str) -> Vec<String> {
    line.trim()
        .trim_start_matches("Total")
        .split(" · ")
        .filter(|part| part.contains('%') && !part.contains("tie"))
        .map(|part| {
            let mut words: Vec<&str> = part.split_whitespace().collect();
            words.pop();
            if words
                .last()
                .is_some_and(|bar| !bar.chars().any(char::is_alphanumeric))
            {
                words.pop();
            }
            words.pop();
            words.join(" ")
        })
        .collect()
}

#[test]
fn the_chances_line_names_two_bots_as_the_card_does() {
    let storage = yatzy::storage::Storage::disabled();
    let mut app = crate::common::table_app(&storage, "Annabelle,Bob,Cy,Dee,bot,bot", 4);
    let mut calculator = Calculator::default();
    crate::common::keys(&mut app, "r");
    crate::common::score_at_cursor(&mut app);
    answer_jobs(&mut app, &mut calculator);
    for (width, height) in [(70, 23), (80, 24)] {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))
            .unwrap();
        let screen = format!("{}", terminal.backend());
        // The card's heading row: the left panel's first row, the names right of the title.
        let heading = screen
            .lines()
            .find(|line| line.contains("Cy") && !line.contains("Total"))
            .unwrap();
        let left = heading.split('│').nth(1).unwrap_or(heading);
        let card: Vec<&str> = left.split_whitespace().collect();
        let line = totals_line(&app, width, height);
        let names = totals_names(&line);
        assert_eq!(names.len(), 6, "{line}");
        // Named as on the card (which tells the two bots apart), never "Bot" twice.
        assert_eq!(names, card, "{width}: {line}\n{heading}");
        assert_ne!(names[4], names[5], "{line}");
    }
}

#[test]
fn alone_the_board_says_the_chance_to_beat_the_best_and_the_review_charts_it() {
    let dir = tempfile::tempdir().unwrap();
    let storage = yatzy::storage::Storage::at(dir.path());
    let mut app = crate::common::table_app(&storage, "Ann", 8);
    let mut calculator = Calculator::default();
    crate::common::keys(&mut app, "r");
    crate::common::score_at_cursor(&mut app);
    assert_eq!(answer_jobs(&mut app, &mut calculator), 1);
    let line = totals_line(&app, 80, 24);
    assert!(line.contains("reach 250: "), "{line}");
    crate::common::play_to_the_end(&mut app);
    // The review's rounds are asked for once the game is over.
    assert_eq!(answer_jobs(&mut app, &mut calculator), 1);
    crate::common::keys(&mut app, "\n");
    crate::common::keys(&mut app, "v");
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 40)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(&app, frame.area()))
        .unwrap();
    let screen = format!("{}", terminal.backend());
    assert!(screen.contains("Chance to reach 250"), "{screen}");
    assert!(screen.contains("100%"), "{screen}");
}

/// A two-player Yatzy table resumed at Bob's last turn: Ann has finished on 330, Bob has only
/// the Yatzy box left, with `bob_sixes` in his Sixes and `bob_chance` in his Chance, and the
/// chances computed. Returns the totals line at 80 columns.
fn last_turn_line(bob_sixes: &str, bob_chance: &str) -> String {
    use yatzy::core::rules::Category::*;
    let dir = tempfile::tempdir().unwrap();
    let storage = yatzy::storage::Storage::at(dir.path());
    // Ann: Left Section 3+6+9+12+15+18 = 63 with the bonus 50, then 12+22+18+24+15+20+28+28+50
    // = 217 on the right: 330.
    let ann = crate::common::game_with_turns(
        RuleSet::Yatzy,
        &[
            (Ones, "11123"),
            (Twos, "22234"),
            (Threes, "33345"),
            (Fours, "44456"),
            (Fives, "55561"),
            (Sixes, "66612"),
            (OnePair, "66123"),
            (TwoPairs, "55661"),
            (ThreeOfAKind, "66612"),
            (FourOfAKind, "66661"),
            (SmallStraight, "12345"),
            (LargeStraight, "23456"),
            (FullHouse, "66655"),
            (Chance, "66655"),
            (Yatzy, "11111"),
        ],
        None,
    );
    // Bob: Left Section 5+10+15+20+25 and his Sixes (the bonus 50 either way), then
    // 12+22+18+24+15+20+28 = 139 and his Chance on the right.
    let bob = crate::common::game_with_turns(
        RuleSet::Yatzy,
        &[
            (Ones, "11111"),
            (Twos, "22222"),
            (Threes, "33333"),
            (Fours, "44444"),
            (Fives, "55555"),
            (Sixes, bob_sixes),
            (OnePair, "66123"),
            (TwoPairs, "55661"),
            (ThreeOfAKind, "66612"),
            (FourOfAKind, "66661"),
            (SmallStraight, "12345"),
            (LargeStraight, "23456"),
            (FullHouse, "66655"),
            (Chance, bob_chance),
        ],
        None,
    );
    // Spliced as text: a game's generator state does not fit a serde_json::Value.
    let seat = |name: &str, game: &yatzy::core::game::Game| {
        format!(
            r#"{{"name":"{name}","kind":"human","game":{}}}"#,
            serde_json::to_string(game).unwrap()
        )
    };
    let table: Table = serde_json::from_str(&format!(
        r#"{{"seats":[{},{}],"current":1}}"#,
        seat("Ann", &ann),
        seat("Bob", &bob)
    ))
    .unwrap();
    crate::common::leave_saved(&storage, &table);
    let opened = yatzy::tui::open(&storage, RuleSet::Yatzy, None, false);
    let mut app = yatzy::tui::App::open(opened, storage, yatzy::ui::Theme::monochrome());
    app.solver_ready(yatzy_table());
    assert_eq!(app.table().current(), 1, "Bob's turn");
    assert_eq!(answer_jobs(&mut app, &mut Calculator::default()), 1);
    totals_line(&app, 80, 24)
}

#[test]
fn a_result_that_cannot_change_is_certain_and_no_tie_is_said() {
    // Bob: 75 and the bonus, 139 and 6: 270, and at most 320 with a Yatzy: Ann's 330 cannot
    // be caught.
    let line = last_turn_line("11112", "11112");
    assert!(line.contains("Ann 330"), "{line}");
    assert!(line.contains("Bob 270"), "{line}");
    assert!(line.contains(" 100%"), "{line}");
    assert!(line.contains(" 0%"), "{line}");
    assert!(!line.contains(">99%") && !line.contains("<1%"), "{line}");
    assert!(!line.contains("tie"), "no tie can happen: {line}");
}

#[test]
fn no_tie_is_said_where_none_can_happen() {
    // Bob: 105 and the bonus, 139 and 6: 300, or 350 with a Yatzy against Ann's 330. He wins
    // only with a Yatzy in his last turn (three rolls keeping the most of a kind: 4.6%), and
    // nobody can tie.
    let line = last_turn_line("66666", "11112");
    assert!(line.contains("Ann 330"), "{line}");
    assert!(line.contains("Bob 300"), "{line}");
    assert!(line.contains(" 95%"), "{line}");
    assert!(line.contains(" 5%"), "{line}");
    assert!(!line.contains("tie"), "no tie can happen: {line}");
}

#[test]
fn alone_the_target_to_reach_stays_the_game_s_after_a_bad_move() {
    use yatzy::core::rules::Category::*;
    let solution = yatzy_table();
    let mut calculator = Calculator::default();
    let reach = |calculator: &mut Calculator, game: yatzy::core::game::Game| {
        let question = TablePosition::now(&Table::solitaire(game), None);
        match calculator.answer(&solution, &question).unwrap() {
            Chances::Alone(prospects) => prospects,
            Chances::Table(_) => panic!("a lone player's prospects"),
        }
    };
    // Optimal play expects 248.44 points from the empty card (as README states and 10^8
    // simulated games confirm): the game aims at 250.
    let start = reach(
        &mut calculator,
        crate::common::game_with_turns(RuleSet::Yatzy, &[], None),
    );
    assert!((start.expected - 248.44).abs() < 0.01, "{}", start.expected);
    assert_eq!(start.reach.score, 250);
    // Sixes, Large Straight, Yatzy and Chance thrown away with nothing on the card: the
    // expected score falls below 200, and the target stays 250, its chance lower.
    let wasted = crate::common::game_with_turns(
        RuleSet::Yatzy,
        &[
            (Sixes, "11223"),
            (LargeStraight, "11223"),
            (Yatzy, "11223"),
            (Chance, "11122"),
        ],
        None,
    );
    let after = reach(&mut calculator, wasted);
    assert!(after.expected < 200.0, "{}", after.expected);
    assert_eq!(after.reach.score, 250, "the same target as at the start");
    assert!(after.reach.chance < start.reach.chance);
    // A fresh calculator, as after a resume, aims at the same target.
    let resumed = crate::common::game_with_turns(
        RuleSet::Yatzy,
        &[
            (Sixes, "11223"),
            (LargeStraight, "11223"),
            (Yatzy, "11223"),
            (Chance, "11122"),
        ],
        None,
    );
    assert_eq!(
        reach(&mut Calculator::default(), resumed).reach,
        after.reach
    );
}
