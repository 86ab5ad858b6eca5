//! The real binary in a pseudo-terminal: a whole game played with keys, and every way of
//! ending the program gives the terminal back.

use crate::support;

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use support::PtyGame;
use yatzy::core::rules::Category;

const BOARD: &str = "Left Section";

/// The value at the end of a card row, read from the screen: a number, or "—" for 0.
fn row_value(screen: &str, name: &str) -> u16 {
    let line = screen
        .lines()
        .filter(|l| l.trim_start().starts_with('│'))
        .find(|l| l.contains(&format!(" {name} ")) || l.contains(&format!("›{name} ")))
        .unwrap_or_else(|| panic!("no row {name} on\n{screen}"));
    // Each panel is "│ name  value │"; take the panel that holds the name.
    let panel = line.split("│").find(|p| p.contains(name)).expect("a panel");
    match panel.split_whitespace().last() {
        Some("—") => 0,
        Some(value) => value
            .parse()
            .unwrap_or_else(|_| panic!("bad value in {panel:?}")),
        None => panic!("empty row {name}"),
    }
}

fn total(screen: &str) -> u16 {
    let line = screen
        .lines()
        .find(|l| l.trim_start().starts_with("Total "))
        .expect("a total line");
    line.split_whitespace()
        .nth(1)
        .and_then(|t| t.parse().ok())
        .expect("a total")
}

/// Plays turns `from..=to` with the same keys every turn: roll, hold the first die, roll,
/// score the selected box (confirming a scratch).
fn play_turns(game: &mut PtyGame, turns: std::ops::RangeInclusive<usize>) {
    for turn in turns {
        game.wait_for(&format!("Turn {turn} of 15"));
        game.send("r");
        game.wait_for("Roll 1 of 3");
        game.send("1r");
        game.wait_for("Roll 2 of 3");
        game.send("\r");
        let next = if turn == 15 {
            "Enter: record".to_string()
        } else {
            format!("Turn {} of 15", turn + 1)
        };
        if game.wait_for_any(&["Scratch ", &next]) == 0 {
            game.send("y");
        }
    }
}

/// The same keys through the library model, without a terminal.
fn card_played_in_the_library(seed: u64) -> yatzy::core::rules::ScoreCard {
    use ratatui::crossterm::event::{KeyCode, KeyEvent};
    let mut app = yatzy::tui::App::new(
        yatzy::core::game::Game::new(yatzy::core::rules::RuleSet::Yatzy, seed),
        yatzy::ui::Theme::monochrome(),
    );
    for _ in 0..15 {
        for code in [
            KeyCode::Char('r'),
            KeyCode::Char('1'),
            KeyCode::Char('r'),
            KeyCode::Enter,
        ] {
            app.handle_key(KeyEvent::from(code));
        }
        if matches!(app.screen(), yatzy::ui::Screen::ConfirmScratch(_)) {
            app.handle_key(KeyEvent::from(KeyCode::Char('y')));
        }
    }
    app.game().card().clone()
}

fn check_final_screen(screen: &str) -> u16 {
    let boxes: u16 = Category::ALL
        .iter()
        .map(|c| row_value(screen, c.name()))
        .sum();
    let left: u16 = Category::ALL[..6]
        .iter()
        .map(|c| row_value(screen, c.name()))
        .sum();
    let bonus = if left >= 63 { 50 } else { 0 };
    assert_eq!(total(screen), boxes + bonus, "{screen}");
    total(screen)
}

#[test]
fn a_whole_game_with_keys_ends_with_a_total_equal_to_its_boxes() {
    let mut game = PtyGame::spawn(&["--seed", "2024"], 80, 24, &[]);
    game.wait_for("Press r to roll");
    play_turns(&mut game, 1..=15);
    game.wait_for("Name: tester");
    game.send("\x1b");
    let screen = game.wait_for("#1 for tester");
    let final_total = check_final_screen(&screen);
    assert!(screen.contains(&format!("Game over · Total {final_total}")));
    assert_eq!(card_played_in_the_library(2024).total(), final_total);

    game.send("q");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
    let scores = std::fs::read_to_string(game.data_dir.join("highscores.json")).expect("recorded");
    assert!(
        scores.contains(&format!("\"score\":{final_total}")),
        "{scores}"
    );
    assert!(
        support::saved_games(&game.data_dir).is_empty(),
        "a recorded game is no longer saved"
    );
}

#[test]
fn a_game_quit_halfway_resumes_and_ends_as_if_never_interrupted() {
    let data = tempfile::tempdir().unwrap();
    let mut first = PtyGame::spawn_in(data.path(), &["--seed", "2024"], 80, 24, &[]);
    first.wait_for("Press r to roll");
    play_turns(&mut first, 1..=6);
    // Mid-turn: one roll made and a die held, then quit.
    first.wait_for("Turn 7 of 15");
    first.send("r");
    first.wait_for("Roll 1 of 3");
    first.send("q");
    first.wait_for("Quit? Your game is kept");
    first.send("y");
    assert!(first.wait_exit().success());
    assert_eq!(support::saved_games(data.path()).len(), 1);

    let mut second = PtyGame::spawn_in(data.path(), &[], 80, 24, &[]);
    second.wait_for("Resumed your game from");
    second.wait_for("Turn 7 of 15 · Roll 1 of 3");
    second.send("1r");
    second.wait_for("Roll 2 of 3");
    second.send("\r");
    if second.wait_for_any(&["Scratch ", "Turn 8 of 15"]) == 0 {
        second.send("y");
    }
    play_turns(&mut second, 8..=15);
    second.wait_for("Name: tester");
    second.send("\r");
    let screen = second.wait_for("#1 for tester");
    assert_eq!(
        check_final_screen(&screen),
        card_played_in_the_library(2024).total()
    );
    second.send("q");
    assert!(second.wait_exit().success());
}

#[test]
fn q_during_a_game_asks_and_y_quits_restoring_the_terminal() {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for(BOARD);
    game.send("r");
    game.wait_for("Roll 1 of 3");
    game.send("q");
    game.wait_for("Quit? Your game is kept");
    game.send("y");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
}

#[test]
fn the_mouse_is_tracked_for_clicks_only_not_every_move() {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for(BOARD);
    let mode = game.with_screen(|s| s.mouse_protocol_mode());
    assert_eq!(mode, vt100::MouseProtocolMode::PressRelease);
    game.send("\x03");
    assert!(game.wait_exit().success());
}

#[test]
fn ctrl_c_quits_at_once_restoring_the_terminal() {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for(BOARD);
    game.send("r");
    game.wait_for("Roll 1 of 3");
    game.send("\x03");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
}

fn ended_by(signal: Signal) {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for(BOARD);
    kill(Pid::from_raw(game.pid()), signal).expect("send the signal");
    let status = game.wait_exit();
    assert_eq!(status.exit_code(), 128 + signal as u32, "{signal}");
    game.assert_terminal_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    ended_by(Signal::SIGTERM);
}

#[test]
fn sighup_restores_the_terminal() {
    ended_by(Signal::SIGHUP);
}

#[test]
fn a_panic_restores_the_terminal_and_then_prints_its_message() {
    let mut game = PtyGame::spawn(
        &["--seed", "1"],
        80,
        24,
        &[("YATZY_TEST_PANIC_ON_KEY", "1")],
    );
    game.wait_for(BOARD);
    game.send("r");
    let status = game.wait_exit();
    assert!(!status.success());
    game.assert_terminal_restored();
    let raw = String::from_utf8_lossy(&game.raw_output()).into_owned();
    let left_alternate = raw.rfind("\x1b[?1049l").expect("left the alternate screen");
    let message = raw.find("test panic requested").expect("the panic message");
    assert!(
        message > left_alternate,
        "the message came before the terminal was restored"
    );
    assert!(game.screen().contains("test panic requested"));
}

#[test]
fn a_too_small_window_shows_a_notice_and_recovers_on_resize() {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for(BOARD);
    game.resize(50, 12);
    game.wait_for("Enlarge the window to at least 70x23");
    game.resize(80, 24);
    game.wait_for(BOARD);
    game.send("\x03");
    assert!(game.wait_exit().success());
}

#[test]
fn without_a_terminal_the_game_says_so() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .arg("--seed=1")
        .output()
        .expect("runs");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("needs a terminal"));
}

/// A whole game of `rules` through the real binary; the total must be the boxes, the bonus
/// and the five-of-a-kind bonuses read off the screen.
fn whole_game(rules: yatzy::core::rules::RuleSet, seed: &str) {
    let turns = rules.categories().len();
    let mut game = PtyGame::spawn(&["--rules", rules.id(), "--seed", seed], 80, 24, &[]);
    game.wait_for(rules.short_name());
    for turn in 1..=turns {
        game.wait_for(&format!("Turn {turn} of {turns}"));
        game.send("r");
        game.wait_for("Roll 1 of 3");
        // The first Enter after the turn's first roll chooses the box, the second scores it.
        game.send("\r\r");
        let next = if turn == turns {
            "Enter: record".to_string()
        } else {
            format!("Turn {} of {turns}", turn + 1)
        };
        if game.wait_for_any(&["Scratch ", &next]) == 0 {
            game.send("y");
        }
    }
    game.send("\x1b");
    let screen = game.wait_for("#1 for tester");
    let boxes: u16 = rules
        .categories()
        .iter()
        .map(|&c| row_value(&screen, rules.category_name(c)))
        .sum();
    let left: u16 = rules.categories()[..6]
        .iter()
        .map(|&c| row_value(&screen, rules.category_name(c)))
        .sum();
    let bonus = if left >= 63 {
        rules.upper_bonus().points
    } else {
        0
    };
    let five_bonus_line = screen
        .lines()
        .find(|l| l.contains(&format!("{} bonus", rules.category_name(Category::Yatzy))))
        .expect("the five-of-a-kind bonus row");
    let five_bonus: u16 = if five_bonus_line.contains('×') {
        five_bonus_line
            .split('│')
            .find(|p| p.contains('×'))
            .and_then(|p| p.split_whitespace().last())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    } else {
        0
    };
    assert_eq!(total(&screen), boxes + bonus + five_bonus, "{screen}");
    assert!(screen.contains(rules.short_name()));
    game.send("q");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
}

#[test]
fn a_whole_game_of_yacht_in_the_terminal() {
    whole_game(yatzy::core::rules::RuleSet::Yacht, "77");
}

#[test]
fn a_whole_game_of_yahtzee_in_the_terminal() {
    whole_game(yatzy::core::rules::RuleSet::Yahtzee, "78");
}

#[test]
fn a_human_against_the_optimal_bot_to_the_end() {
    let mut game = PtyGame::spawn(
        &["--players", "Ann,bot", "--seed", "12", "--bot-delay", "0"],
        80,
        24,
        &[],
    );
    for turn in 1..=15 {
        game.wait_for(&format!("Ann · Turn {turn} of 15"));
        game.send("r");
        game.wait_for("Roll 1 of 3");
        // The first Enter after the turn's first roll chooses the box, the second scores it.
        game.send("\r\r");
        let next = if turn == 15 {
            "Game over ·".to_string()
        } else {
            format!("Ann · Turn {} of 15", turn + 1)
        };
        if game.wait_for_any(&["Scratch ", &next]) == 0 {
            game.send("y");
        }
    }
    let screen = game.wait_for("Game over ·");
    assert!(
        screen.contains("wins with") || screen.contains("tie:"),
        "{screen}"
    );
    let totals = screen
        .lines()
        .find(|l| l.trim_start().starts_with("Total Ann"))
        .expect("the totals line")
        .to_string();
    let number = |name: &str| -> u16 {
        let after = totals.split(name).nth(1).unwrap_or_default();
        after
            .split_whitespace()
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_default()
    };
    let (ann, bot) = (number("Ann "), number("Bot "));
    let winner = if ann > bot {
        format!("Ann wins with {ann}")
    } else if bot > ann {
        format!("Bot wins with {bot}")
    } else {
        "tie:".into()
    };
    assert!(screen.contains(&winner), "{winner}\n{screen}");
    game.send("q");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
    let scores = std::fs::read_to_string(game.data_dir.join("highscores.json")).unwrap();
    assert!(
        scores.contains("\"name\":\"Ann\"") && scores.contains("\"players\":2"),
        "{scores}"
    );
    assert!(scores.contains("\"bot\":\"bot\""), "{scores}");
}

#[test]
fn a_table_of_bots_can_be_quit_during_a_bots_turn() {
    let mut game = PtyGame::spawn(
        &[
            "--players",
            "bot:easy,bot:easy",
            "--bot-delay",
            "300",
            "--seed",
            "3",
        ],
        80,
        24,
        &[],
    );
    game.wait_for("Roll 1 of 3");
    game.send("q");
    game.wait_for("Quit? Your game is kept");
    game.send("y");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
}

#[test]
fn keys_under_the_size_notice_play_nothing_blind() {
    let mut game = PtyGame::spawn(&["--seed", "1"], 80, 24, &[]);
    game.wait_for("Press r to roll");
    game.resize(50, 12);
    game.wait_for("Enlarge the window");
    // Keys and the quit arrive in order on one stream: if the roll had been played blind,
    // the game would have been saved (it is, from the first roll on).
    game.send("r1\rq");
    assert!(game.wait_exit().success());
    assert!(
        support::saved_games(&game.data_dir).is_empty(),
        "nothing was played under the notice"
    );
    game.assert_terminal_restored();
}

#[test]
fn a_bots_pace_is_a_deadline_that_a_moving_mouse_does_not_push_back() {
    let mut game = PtyGame::spawn(
        &[
            "--players",
            "bot:easy,bot:easy",
            "--bot-delay",
            "250",
            "--seed",
            "5",
        ],
        80,
        24,
        &[],
    );
    game.wait_for(" seed 5");
    // The mouse moves every 40 ms, far more often than the bot's pace.
    let start = std::time::Instant::now();
    let mut x = 10;
    while start.elapsed() < std::time::Duration::from_secs(6) {
        x = 10 + (x + 1) % 40;
        game.send(&format!("\x1b[<35;{x};12M"));
        std::thread::sleep(std::time::Duration::from_millis(40));
        if game.screen().contains("Easy bot 2 · Turn 1") {
            break;
        }
    }
    assert!(
        game.screen().contains("Easy bot 2 · Turn 1"),
        "the bots kept their pace: {}",
        game.screen()
    );
    game.send("\x03");
    assert!(game.wait_exit().success());
}

#[test]
fn every_theme_draws_the_board_and_quits_cleanly() {
    for theme in ["default", "light", "high-contrast", "colour-blind"] {
        let mut game = PtyGame::spawn(&["--seed", "3", "--theme", theme], 80, 24, &[]);
        game.wait_for("Press r to roll");
        game.send("q");
        assert!(game.wait_exit().success(), "{theme}");
        game.assert_terminal_restored();
    }
}

#[test]
fn a_linux_console_gets_ascii_by_itself_and_ascii_can_be_asked_for() {
    for (args, env) in [
        (&["--seed", "3"][..], &[("TERM", "linux")][..]),
        (&["--seed", "3", "--ascii"], &[]),
        (&["--seed", "3"], &[("LANG", "C")]),
        // A Latin-1 terminal would show UTF-8's bytes for a letter as two wrong ones.
        (&["--seed", "3"], &[("LANG", "en_US.ISO-8859-1")]),
    ] {
        let mut game = PtyGame::spawn(args, 80, 24, env);
        let screen = game.wait_for("Press r to roll");
        assert!(
            screen.contains("+ Left Section ---"),
            "{args:?} {env:?}\n{screen}"
        );
        assert!(screen.is_ascii(), "{args:?} {env:?}\n{screen}");
        game.send("q");
        assert!(game.wait_exit().success());
    }
    // And a UTF-8 terminal keeps its glyphs, unless --ascii; --unicode keeps them anywhere.
    for (args, env) in [
        (&["--seed", "3"][..], &[][..]),
        (&["--seed", "3", "--unicode"], &[("TERM", "linux")]),
    ] {
        let mut game = PtyGame::spawn(args, 80, 24, env);
        let screen = game.wait_for("Press r to roll");
        assert!(
            screen.contains("╭ Left Section ─"),
            "{args:?} {env:?}\n{screen}"
        );
        game.send("q");
        assert!(game.wait_exit().success());
    }
}

#[test]
fn yatzy_practice_grades_an_answer_and_leaving_it_quits_with_the_terminal_restored() {
    let mut game = PtyGame::spawn(&["practice"], 80, 24, &[]);
    game.wait_for("practice 1 of 10");
    // Enter scores the box under the cursor; the verdict names the grade.
    game.send("\r");
    game.wait_for_any(&["Exact:", "Within 0.1:", "Within 1:", "Costly:"]);
    game.send("\r");
    game.wait_for("practice 2 of 10");
    game.send("\x1b");
    game.wait_for("This session: 1 position ·");
    game.send("\x1b");
    assert!(game.wait_exit().success());
    game.assert_terminal_restored();
}
