//! Practice: grades that agree with the solver, a session drawn in the right order, the
//! spaced-repetition schedule, and the log kept safe on disk.

use crate::common;

use yatzy::core::game::{Decision, Game};
use yatzy::core::practice::{
    self, Answer, AnswerError, Drill, Grade, INTERVALS, LogError, PracticeLog, Repetition,
    SessionRecord, Source,
};
use yatzy::core::review;
use yatzy::core::rules::{Category, RuleSet};
use yatzy::core::simulate::play_game;
use yatzy::core::solver::{Choice, Greedy, Optimal, Situation, TurnValues, held_for};
use yatzy::storage::{Damage, PRACTICE_FILE, Storage};

fn optimal_game(seed: u64) -> Game {
    let table = common::yatzy_table();
    play_game(RuleSet::Yatzy, seed, &mut Optimal::new(&table)).unwrap()
}

fn day() -> chrono::NaiveDate {
    chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
}

/// The bucket of a loss, written out from the issue's thresholds.
fn bucket(lost: f64) -> Grade {
    if lost == 0.0 {
        Grade::Exact
    } else if lost <= 0.1 {
        Grade::Close
    } else if lost <= 1.0 {
        Grade::Fair
    } else {
        Grade::Costly
    }
}

#[test]
fn a_drill_replays_to_the_decision_it_names() {
    let game = optimal_game(11);
    for (index, decision) in game.decisions().iter().enumerate() {
        let position = Drill::from_game(&game, index).position().unwrap();
        let (dice, rolls_left) = match *decision {
            Decision::Keep {
                dice, rolls_left, ..
            }
            | Decision::Score {
                dice, rolls_left, ..
            } => (dice, rolls_left),
        };
        assert_eq!(position.dice(), Some(dice), "decision {index}");
        assert_eq!(position.rolls_left(), rolls_left, "decision {index}");
    }
}

#[test]
fn every_choice_is_graded_by_what_the_solver_says_it_loses() {
    let table = common::yatzy_table();
    let mut graded_choices = 0;
    for seed in 0..6 {
        let game = optimal_game(seed);
        // Every fifth decision of the game, to keep the test quick.
        for index in (0..game.decisions().len()).step_by(5) {
            let position = Drill::from_game(&game, index).position().unwrap();
            let dice = position.dice().unwrap();
            let turn = TurnValues::new(&table, &Situation::from(position.card())).unwrap();
            let choices = turn.choices(&dice, position.rolls_left());
            let top = choices[0].expected_final;
            for choice in &choices {
                let answer = match &choice.choice {
                    Choice::Keep(faces) => Answer::Keep(held_for(&dice, faces)),
                    Choice::Score(category) => Answer::Score(*category),
                };
                let graded = practice::grade(&table, &position, answer).unwrap();
                let lost = top - choice.expected_final;
                let lost = if lost < 1e-9 { 0.0 } else { lost };
                assert!((graded.lost - lost).abs() < 1e-9, "{choice:?}");
                assert_eq!(graded.grade, bucket(lost), "{choice:?} lost {lost}");
                assert_eq!(graded.best.expected_final, top);
                graded_choices += 1;
            }
            // What the optimal player did there is exact.
            let played = match game.decisions()[index] {
                Decision::Keep { held, .. } => Answer::Keep(held),
                Decision::Score { category, .. } => Answer::Score(category),
            };
            let graded = practice::grade(&table, &position, played).unwrap();
            assert_eq!((graded.grade, graded.lost), (Grade::Exact, 0.0));
        }
    }
    assert!(graded_choices > 500, "{graded_choices}");
}

#[test]
fn an_answer_the_game_would_refuse_is_refused_not_graded() {
    let table = common::yatzy_table();
    // After "A" (Ones scored), Ones is filled.
    let drill = Drill {
        rules: RuleSet::Yatzy,
        seed: 5,
        daily: None,
        moves: "A".into(),
    };
    let position = drill.position().unwrap();
    assert!(matches!(
        practice::grade(&table, &position, Answer::Score(Category::Ones)),
        Err(AnswerError::NotAllowed(_))
    ));
    // Two keeps leave no roll: the dice must go in a box.
    let drill = Drill {
        moves: "00".into(),
        ..drill
    };
    let position = drill.position().unwrap();
    assert_eq!(position.rolls_left(), 0);
    assert!(matches!(
        practice::grade(&table, &position, Answer::Keep([false; 5])),
        Err(AnswerError::NotAllowed(_))
    ));
}

fn graded(lost: f64) -> practice::Graded {
    let table = common::yatzy_table();
    let position = optimal_game(1);
    let drill = Drill::from_game(&position, 0).position().unwrap();
    let mut graded = practice::grade(&table, &drill, Answer::Keep([false; 5])).unwrap();
    graded.lost = lost;
    graded.grade = bucket(lost);
    graded
}

#[test]
fn a_miss_comes_back_next_session_and_each_pass_waits_longer_until_learned() {
    let drill = Drill::from_game(&optimal_game(2), 3);
    let (pass, miss) = (graded(0.05), graded(2.5));
    let missed = Repetition::after(None, drill.clone(), &miss, 7);
    assert_eq!((missed.streak, missed.due), (0, 8));
    // Passed at sessions 8, 10, 14, 22 and 38: waits of 2, 4, 8, 16, then learned for good.
    let mut repetition = missed;
    let mut dues = Vec::new();
    for _ in 0..INTERVALS.len() {
        repetition = Repetition::after(Some(&repetition), drill.clone(), &pass, repetition.due);
        dues.push(repetition.due);
    }
    assert_eq!(&dues[..4], &[10, 14, 22, 38]);
    assert!(repetition.learned());
    let mut log = PracticeLog::default();
    log.keep(
        &SessionRecord::new(1, day(), RuleSet::Yatzy),
        repetition.clone(),
    );
    assert!(log.due(RuleSet::Yatzy, 1_000_000).is_empty());
    // A miss after passes starts it over.
    let again = Repetition::after(Some(&repetition), drill, &miss, 40);
    assert_eq!((again.streak, again.due), (0, 41));
}

#[test]
fn keeping_the_same_answer_twice_changes_nothing() {
    let drill = Drill::from_game(&optimal_game(3), 0);
    let mut record = SessionRecord::new(42, day(), RuleSet::Yatzy);
    record.add(&graded(0.5));
    let repetition = Repetition::after(None, drill, &graded(0.5), 0);
    let mut log = PracticeLog::default();
    log.keep(&record, repetition.clone());
    let once = log.clone();
    log.keep(&record, repetition);
    assert_eq!(log, once);
    assert_eq!(log.sessions.len(), 1);
    assert_eq!(log.proficiency(RuleSet::Yatzy), Some(0.5));
}

#[test]
fn a_session_takes_the_due_drills_then_the_costliest_mistakes_then_optimal_games() {
    let table = common::yatzy_table();
    // A past game of the greedy bot, with decisions that cost.
    let careless = play_game(RuleSet::Yatzy, 77, &mut Greedy).unwrap();
    let due = Drill::from_game(&optimal_game(4), 2);
    let mut log = PracticeLog::default();
    let session = SessionRecord::new(1, day(), RuleSet::Yatzy);
    log.keep(
        &session,
        Repetition::after(None, due.clone(), &graded(3.0), 0),
    );
    // The costliest decision of the game is already in the log: it is not drawn again.
    let review = review::review(&table, &careless);
    let mut losses: Vec<(usize, f64)> = review
        .decisions
        .iter()
        .filter(|d| d.lost > 0.0)
        .map(|d| (d.index, d.lost))
        .collect();
    losses.sort_by(|a, b| b.1.total_cmp(&a.1));
    let costliest = Drill::from_game(&careless, losses[0].0);
    log.keep(
        &session,
        Repetition::after(None, costliest, &graded(0.0), 0),
    );
    let count = losses.len() + 2;
    let planned = practice::plan(&table, &log, std::slice::from_ref(&careless), count, 1, 9);
    assert_eq!(planned.len(), count);
    assert_eq!(planned[0], (due, Source::Due));
    let mistakes: Vec<f64> = planned[1..losses.len()]
        .iter()
        .map(|(_, source)| match source {
            Source::Mistake(lost) => *lost,
            other => panic!("{other:?}"),
        })
        .collect();
    let expected: Vec<f64> = losses[1..].iter().map(|l| l.1).collect();
    assert_eq!(mistakes, expected);
    assert_eq!(planned.last().unwrap().1, Source::Optimal);
    assert_eq!(planned[losses.len()].1, Source::Optimal);
    // Every planned drill is a position to decide.
    for (drill, _) in &planned {
        assert!(drill.position().is_ok(), "{drill:?}");
    }
}

#[test]
fn the_log_survives_on_disk_and_a_damaged_one_is_kept_aside_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    let drill = Drill::from_game(&optimal_game(5), 4);
    let mut record = SessionRecord::new(3, day(), RuleSet::Yatzy);
    record.add(&graded(1.5));
    let repetition = Repetition::after(None, drill, &graded(1.5), 0);
    let (r, p) = (record.clone(), repetition.clone());
    storage.update_practice(move |log| log.keep(&r, p)).unwrap();
    let loaded = storage.load_practice().unwrap();
    assert!(loaded.recovered.is_none());
    assert_eq!(loaded.value.deck, vec![repetition]);
    assert_eq!(loaded.value.sessions, vec![record]);

    // A drill whose moves are no game: the file reads as nothing, is kept aside whole, and
    // the reason is said.
    let bad = std::fs::read_to_string(dir.path().join(PRACTICE_FILE))
        .unwrap()
        .replace("\"moves\":\"", "\"moves\":\"AA");
    std::fs::write(dir.path().join(PRACTICE_FILE), &bad).unwrap();
    let loaded = storage.load_practice().unwrap();
    let recovery = loaded.recovered.expect("kept aside");
    assert!(
        matches!(
            recovery.reason,
            Damage::Practice(LogError::NoPosition { drill: 1, .. })
        ),
        "{:?}",
        recovery.reason
    );
    assert!(
        recovery.reason.to_string().contains("drill 1"),
        "{}",
        recovery.reason
    );
    assert_eq!(std::fs::read_to_string(&recovery.kept_at).unwrap(), bad);
    assert_eq!(loaded.value, PracticeLog::default());
    assert!(!dir.path().join(PRACTICE_FILE).exists());

    // A newer yatzy's log is left alone, and not written over.
    let newer = r#"{"version":99,"deck":[],"sessions":[]}"#;
    std::fs::write(dir.path().join(PRACTICE_FILE), newer).unwrap();
    assert!(storage.load_practice().is_err());
    assert!(storage.update_practice(|_| {}).is_err());
    assert_eq!(
        std::fs::read_to_string(dir.path().join(PRACTICE_FILE)).unwrap(),
        newer
    );
}

#[test]
fn a_session_counting_more_answers_than_anyone_gives_is_refused() {
    let mut log = PracticeLog::default();
    let mut session = SessionRecord::new(9, day(), RuleSet::Yatzy);
    session.grades = [u32::MAX, u32::MAX, 1, 0];
    log.sessions.push(session.clone());
    let refused = log.check().unwrap_err();
    assert_eq!(refused, LogError::Answers { session: 1 });
    assert_eq!(
        refused.to_string(),
        "session 1 counts more answers than a session holds"
    );
    // Within the bound, the figures add up without wrapping.
    let most = yatzy::core::practice::MAX_SESSION_ANSWERS;
    log.sessions[0].grades = [most; 4];
    log.sessions[0].lost = 1.0;
    assert_eq!(log.check(), Ok(()));
    assert_eq!(log.sessions[0].answered(), 4 * most);
}

#[test]
fn a_log_whose_seeds_are_strings_reads_as_the_same_log() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    // A seed above 2^53, which a JSON number read as a double would not keep.
    let game = play_game(
        RuleSet::Yatzy,
        u64::MAX - 6,
        &mut Optimal::new(&common::yatzy_table()),
    )
    .unwrap();
    let drill = Drill::from_game(&game, 7);
    let repetition = Repetition::after(None, drill, &graded(1.5), 0);
    let record = SessionRecord::new(3, day(), RuleSet::Yatzy);
    let (r, p) = (record.clone(), repetition.clone());
    storage.update_practice(move |log| log.keep(&r, p)).unwrap();
    let path = dir.path().join(PRACTICE_FILE);
    let written = std::fs::read_to_string(&path).unwrap();
    let number = format!("\"seed\":{}", u64::MAX - 6);
    assert!(written.contains(&number), "{written}");
    std::fs::write(
        &path,
        written.replace(&number, &format!("\"seed\":\"{}\"", u64::MAX - 6)),
    )
    .unwrap();
    let loaded = storage.load_practice().unwrap();
    assert!(loaded.recovered.is_none(), "{:?}", loaded.recovered);
    assert_eq!(loaded.value.deck, vec![repetition]);
    assert_eq!(loaded.value.deck[0].drill.seed, u64::MAX - 6);
}
