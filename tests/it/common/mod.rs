//! Helpers shared by the test files: driving the game's model with keys, the Yatzy strategy
//! table solved once per test binary, and running the real binary.
#![allow(dead_code)] // each test file uses a different part

use std::path::Path;
use std::process::{Command, Output};
use std::sync::{Arc, OnceLock};

use ratatui::crossterm::event::{KeyCode, KeyEvent};
use yatzy::core::rules::{Category, Dice, RuleSet, ScoreCard};
use yatzy::core::solver::Solution;
use yatzy::tui::App;

/// Presses one key; whether the app wants to go on (false: quit).
pub fn press(app: &mut App, code: KeyCode) -> bool {
    app.handle_key(KeyEvent::from(code))
}

/// Types `text`, a key per character; `\n` is Enter.
pub fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        press(
            app,
            if c == '\n' {
                KeyCode::Enter
            } else {
                KeyCode::Char(c)
            },
        );
    }
}

/// The bot to move makes its next visible action, when it falls due: time is given to the
/// app, not waited for. Whether it acted.
pub fn bot_step(app: &mut App) -> bool {
    answer_win_question(app);
    match app.bot_due(std::time::Instant::now()) {
        Some(due) => app.tick(due),
        None => false,
    }
}

/// What the bot that plays to win asks before it plays its dice, worked out here and now (the
/// game's event loop works it out on a thread of its own).
pub fn answer_win_question(app: &mut App) {
    if let Some(question) = app.take_win_question() {
        app.win_answered(question.answer());
    }
}

/// Works out the goal jobs the app asked for (hints, chances), here and now as the event
/// loop's thread does; how many there were.
pub fn answer_goal_jobs(app: &mut App) -> usize {
    let jobs = app.take_goal_jobs();
    let count = jobs.len();
    for job in jobs {
        app.goal_answered(job.run());
    }
    count
}

/// The app drawn on a `width` x `height` screen, as text.
pub fn drawn(app: &App, width: u16, height: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    format!("{}", terminal.backend())
}

/// The message the app shows (its info or warning), or nothing.
pub fn said(app: &App) -> String {
    match app.status() {
        Some(yatzy::ui::Status::Info(text) | yatzy::ui::Status::Warning(text)) => text.clone(),
        None => String::new(),
    }
}

/// The Scandinavian Yatzy table, solved once for the whole test binary.
pub fn yatzy_table() -> Arc<Solution> {
    static TABLE: OnceLock<Arc<Solution>> = OnceLock::new();
    TABLE
        .get_or_init(|| Arc::new(Solution::solve(RuleSet::Yatzy, &mut |_| {})))
        .clone()
}

/// Scandinavian Yatzy's whole goal table, computed once for the test binary into a cache
/// directory of its own, as a game computes it (a minute on 2 cores).
pub fn yatzy_goal() -> &'static yatzy::core::solver::GoalTable {
    static GOAL: OnceLock<yatzy::core::solver::GoalTable> = OnceLock::new();
    GOAL.get_or_init(|| {
        let dir = Box::leak(Box::new(
            tempfile::tempdir().expect("a temporary directory"),
        ));
        let storage = yatzy::storage::Storage::at(dir.path().to_path_buf());
        let stop = std::sync::atomic::AtomicBool::new(false);
        yatzy::session::goal_table(&storage, RuleSet::Yatzy, &mut |_| {}, &stop)
            .expect("the goal table")
            .table
    })
}

/// Runs `yatzy ARGS` with its data in `data_dir`.
pub fn run_yatzy(data_dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .args(args)
        .env("YATZY_DATA_DIR", data_dir)
        // Derived data beside the data, as `Storage::at` keeps it: never the machine's cache.
        .env("YATZY_CACHE_DIR", data_dir.join("cache"))
        .output()
        .expect("runs")
}

/// Writes a file made `age_secs` old (its modification time set back).
pub fn write_aged(path: &Path, bytes: &[u8], age_secs: u64) {
    std::fs::write(path, bytes).unwrap();
    let then = std::time::SystemTime::now() - std::time::Duration::from_secs(age_secs);
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(then)
        .unwrap();
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A game of `rules` as a saved file would hold it: `filled` scored in order (the turns and
/// the card agree, as every load checks), then `dice` on the table after one roll, if given.
pub fn game_with_turns(
    rules: RuleSet,
    filled: &[(Category, &str)],
    dice: Option<&str>,
) -> yatzy::core::game::Game {
    use yatzy::core::rules::{Dice, ScoreCard};
    let mut card = ScoreCard::new(rules);
    let mut history = Vec::new();
    for &(category, roll) in filled {
        let roll: Dice = roll.parse().expect("dice");
        let points = card.fill(category, &roll).expect("a legal move");
        history.push(yatzy::core::game::ScoredTurn {
            category,
            dice: roll,
            points,
            rolls_used: 1,
        });
    }
    let fresh = yatzy::core::game::Game::new(rules, 9);
    let empty = serde_json::to_string(&ScoreCard::new(rules)).expect("a card");
    // Spliced as text: the generator's u128 state does not fit a serde_json::Value.
    let mut saved = serde_json::to_string(&fresh)
        .expect("a game")
        .replace(&empty, &serde_json::to_string(&card).expect("a card"))
        .replace(
            "\"history\":[]",
            &format!(
                "\"history\":{}",
                serde_json::to_string(&history).expect("turns")
            ),
        );
    if let Some(dice) = dice {
        let dice: Dice = dice.parse().expect("dice");
        saved = saved
            .replace(
                "\"dice\":null",
                &format!("\"dice\":{}", serde_json::to_string(&dice).expect("dice")),
            )
            .replace("\"rolls_used\":0", "\"rolls_used\":1");
    }
    serde_json::from_str(&saved).expect("a possible game")
}

/// `count` Yatzy games as a high-score file holds them: seven players, scores spread over
/// 120..=319 one minute apart from 2026-01-01, every 5th with the bonus, every 4th a Yatzy.
pub fn history(count: usize) -> yatzy::storage::HighScores {
    let start = chrono::DateTime::parse_from_rfc3339("2026-01-01T12:00:00+00:00").expect("a date");
    let mut file = yatzy::storage::HighScores::new();
    file.entries = (0..count)
        .map(|i| yatzy::storage::ScoreEntry {
            name: format!("Player {}", i % 7),
            score: 120 + (i * 37 % 200) as u16,
            date: start + chrono::Duration::minutes(i as i64),
            rules: RuleSet::Yatzy,
            seed: i as u64,
            duration_secs: 200,
            left_sum: 60,
            bonus: i % 5 == 0,
            yatzy: i % 4 == 0,
            hints_used: 0,
            undos: 0,
            players: 1,
            bot: None,
            game: None,
            moves: None,
            daily: None,
            network: false,
            stood_in: 0,
        })
        .collect();
    file
}

/// A new Yatzy table of `players` ("Ann,bot"), seeded, saved to `storage`, with the strategy
/// table ready.
pub fn table_app(storage: &yatzy::storage::Storage, players: &str, seed: u64) -> App {
    let players = yatzy::core::table::parse_players(players, yatzy::ui::words::bot_name).unwrap();
    let opened = yatzy::tui::open_table(storage, RuleSet::Yatzy, Some(seed), true, Some(players));
    let mut app = App::open(opened, storage.clone(), yatzy::ui::Theme::monochrome());
    app.solver_ready(yatzy_table());
    app
}

/// `table` saved in `storage` as a game a terminal left behind (its slot free again).
pub fn leave_saved(storage: &yatzy::storage::Storage, table: &yatzy::core::table::Table) {
    let slot = storage.claim(table.id()).unwrap().expect("a free slot");
    let saved = yatzy::storage::SavedGame {
        version: yatzy::storage::SavedGame::VERSION,
        saved_at: chrono::Utc::now().fixed_offset(),
        play_secs: 600,
        table: table.clone(),
        board: None,
    };
    storage.save_game(&slot, &saved).unwrap();
}

/// Plays every remaining turn by rolling once and scoring where the cursor is (a scratch
/// confirmed), stopping at the game's end.
pub fn play_to_the_end(app: &mut App) {
    while !app.game().is_over() {
        keys(app, "r");
        score_at_cursor(app);
    }
}

/// Plays a table to its end: each bot finishes its turn, each person rolls once and scores
/// the box under the cursor.
pub fn play_table_to_the_end(app: &mut App) {
    while !app.table().is_over() {
        if app.bot_to_move() {
            app.bot_finish_turn();
        } else {
            keys(app, "r");
            score_at_cursor(app);
        }
    }
}

/// Scores the dice on the table in the box under the cursor: Enter, a second one where the
/// first only chose the box (right after a turn's first roll), and `y` to a scratch.
pub fn score_at_cursor(app: &mut App) {
    let seat = app.table().current();
    press(app, KeyCode::Enter);
    let chosen_only = app.screen() == &yatzy::ui::Screen::Board
        && app.table().current() == seat
        && app.game().dice().is_some();
    if chosen_only {
        press(app, KeyCode::Enter);
    }
    if matches!(app.screen(), yatzy::ui::Screen::ConfirmScratch(_)) {
        keys(app, "y");
    }
}

/// Six games of `rules` by three players, a minute apart from 2026-02-01 in this order: Ann's
/// 200, 250 and 300 (written "Ann", "ann " and "ANN"; the bonus in the first two, a Yatzy in
/// the last), Bob's 100 and 150 (neither), and Cy's 180 as a guest at a served table of two
/// (the bonus); and a bot's 240, which no player's figures count.
pub fn three_names(rules: RuleSet) -> yatzy::storage::HighScores {
    let start = chrono::DateTime::parse_from_rfc3339("2026-02-01T12:00:00+00:00").expect("a date");
    let games: [(&str, u16, bool, bool, bool); 6] = [
        ("Ann", 200, true, false, false),
        ("ann ", 250, true, false, false),
        ("ANN", 300, false, true, false),
        ("Bob", 100, false, false, false),
        ("Bob", 150, false, false, false),
        ("Cy", 180, true, false, true),
    ];
    let mut file = yatzy::storage::HighScores::new();
    file.entries = games
        .iter()
        .enumerate()
        .map(
            |(i, &(name, score, bonus, yatzy, network))| yatzy::storage::ScoreEntry {
                name: name.to_string(),
                score,
                date: start + chrono::Duration::minutes(i as i64),
                rules,
                seed: i as u64,
                duration_secs: 200,
                left_sum: if bonus { 63 } else { 40 },
                bonus,
                yatzy,
                hints_used: 0,
                undos: 0,
                players: if network { 2 } else { 1 },
                bot: None,
                game: None,
                moves: None,
                daily: None,
                network,
                stood_in: 0,
            },
        )
        .collect();
    let mut bot = file.entries[0].clone();
    bot.name = "bot".into();
    bot.bot = Some("optimal".into());
    bot.score = 240;
    bot.date = start + chrono::Duration::minutes(10);
    file.entries.push(bot);
    file
}

/// A settings file whose last name entered with `rules` is `name`.
pub fn remember_name(data_dir: &Path, rules: RuleSet, name: &str) {
    std::fs::write(
        data_dir.join("settings.json"),
        format!(
            r#"{{"version":2,"last_names":{{"{}":"{name}"}}}}"#,
            rules.id()
        ),
    )
    .unwrap();
}

/// A card of `rules` with every box but `open` filled: Left boxes with `upper[face - 1]` dice
/// of their face, Right boxes with 1-2-3-4-6; `five_box` fills the five-of-a-kind box first
/// with 50 or 0.
pub fn card_for(
    rules: RuleSet,
    open: &[Category],
    upper: [u8; 6],
    five_box: Option<u16>,
) -> ScoreCard {
    let mut card = ScoreCard::new(rules);
    match five_box {
        Some(50) => card
            .fill(Category::Yatzy, &Dice::new([4; 5]).unwrap())
            .map(|_| ())
            .unwrap(),
        Some(_) => card
            .fill(Category::Yatzy, &Dice::new([1, 2, 3, 4, 6]).unwrap())
            .map(|_| ())
            .unwrap(),
        None => {}
    }
    let to_fill: Vec<Category> = rules
        .categories()
        .iter()
        .copied()
        .filter(|c| !open.contains(c) && card.is_open(*c))
        .collect();
    for category in to_fill {
        let dice = match category.upper_face() {
            Some(face) => {
                let other = if face == 1 { 2 } else { 1 };
                let n = usize::from(upper[usize::from(face) - 1]);
                std::array::from_fn(|i| if i < n { face } else { other })
            }
            None => [1, 2, 3, 4, 6],
        };
        card.fill(category, &Dice::new(dice).unwrap()).unwrap();
    }
    card
}
