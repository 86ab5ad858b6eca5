//! Start-up: which game to play. A saved game nobody else is playing is resumed (with
//! several, the player chooses); a game another terminal is playing is left to it; a
//! finished game that was never recorded is recorded; and everything found on the way is
//! told to the player in full.

use chrono::Local;

use super::entries::{finished_entries, remembered_name};
use yatzy_core::game::Game;
use yatzy_core::rules::RuleSet;
use yatzy_core::table::{SeatKind, Table};
use yatzy_i18n::t;
use yatzy_storage::{BoardState, Claim, HighScores, SavedGame, SavedSlot, SlotLock, Storage};
use yatzy_ui::words::storage as stored;

/// A message to show once, at start-up or when something goes wrong: a status line of the
/// game's, or an alert.
pub use yatzy_ui::view::Status as Notice;

/// How the player asked the game to start.
#[derive(Clone, Debug, Default)]
pub struct OpenRequest {
    pub rules: RuleSet,
    /// For a new game; a resumed game keeps its own dice.
    pub seed: Option<u64>,
    /// Start anew: the saved games this terminal could resume are recorded if finished,
    /// otherwise discarded, each one named.
    pub new_game: bool,
    /// The players of a new game (solitaire when `None`).
    pub players: Option<Vec<(String, SeatKind)>>,
    /// The daily challenge of this date (solitaire): resumed if it is saved, else started.
    pub daily: Option<chrono::NaiveDate>,
}

/// What start-up found: the game to play and what to tell the player about it.
#[derive(Debug)]
pub struct Opened {
    /// The players and their games (one seat for solitaire).
    pub table: Table,
    pub play_secs: u64,
    /// This process's claim on the table's save slot; `None` when it cannot be saved.
    pub slot: Option<SlotLock>,
    /// Several saved games could be resumed: the player chooses (newest first). `table` is
    /// the new game offered instead.
    pub resumable: Vec<SavedSlot>,
    pub notices: Vec<Notice>,
    /// The data directory failed; the player has been told.
    pub storage_failed: bool,
    /// The settings screen's choices as `settings.json` has them (`Null` when none): the
    /// front end reads them, one by one.
    pub preferences: serde_json::Value,
    /// The best score the player (the name last entered under the requested rules, else the
    /// login name) has recorded under them, if any.
    pub personal_best: Option<u16>,
    /// The name last entered for each rule set, as the settings had them at the start: the
    /// name offered at a game's end, without reading the file then.
    pub last_names: Vec<(RuleSet, String)>,
    /// A resumed game's board as it was left (the coach, the cursors), if it was saved.
    pub board: Option<BoardState>,
}

impl Opened {
    /// When another terminal is playing the daily challenge start-up found (it holds the
    /// challenge's one save slot), what to tell the player: this start should not play it
    /// too. Once that terminal is gone, the challenge resumes here where it was left.
    pub fn daily_elsewhere(&self) -> Option<String> {
        self.table.game().daily_date()?;
        (self.slot.is_none() && !self.storage_failed && self.resumable.is_empty())
            .then(|| elsewhere_notice(&self.table))
    }

    /// `table` as it stands, with nothing saved, found or remembered beside it.
    pub fn of(table: Table) -> Opened {
        Opened {
            table,
            play_secs: 0,
            slot: None,
            resumable: Vec::new(),
            notices: Vec::new(),
            storage_failed: false,
            preferences: serde_json::Value::Null,
            personal_best: None,
            last_names: Vec::new(),
            board: None,
        }
    }

    /// A new game for `request`, not saved anywhere.
    pub fn fresh(request: &OpenRequest) -> Opened {
        let seed = request.seed.unwrap_or_else(rand::random);
        let table = match request.daily {
            Some(date) => Table::solitaire(Game::daily(request.rules, date)),
            None => request
                .players
                .clone()
                .and_then(|players| Table::new(request.rules, seed, players).ok())
                .unwrap_or_else(|| Table::solitaire(Game::new(request.rules, seed))),
        };
        Opened::of(table)
    }
}

/// "Scandinavian Yatzy · Ann, Bob · turn 7 of 15, roll 2 · seed 5 · saved 2026-11-22 14:02:09"
/// (or "finished, not recorded"): enough to tell saved games apart.
pub fn describe_saved(saved: &SavedGame) -> String {
    let table = &saved.table;
    let game = table.game();
    let when = saved
        .saved_at
        .with_timezone(&Local)
        .format("%Y-%m-%d %H:%M:%S");
    let (turn, turns) = (game.turn_number(), game.turns_total());
    let progress = if table.is_over() {
        t!("saved-finished")
    } else if game.rolls_used() > 0 {
        let roll = t!("saved-roll", roll = game.rolls_used());
        format!("{}, {roll}", t!("saved-turn", turn = turn, turns = turns))
    } else {
        t!("saved-turn", turn = turn, turns = turns)
    };
    let players = if table.is_solitaire() {
        t!("saved-points", points = game.card().total())
    } else {
        let names: Vec<String> = table
            .seats()
            .iter()
            .map(|s| yatzy_core::text::sanitize(&s.name))
            .collect();
        names.join(", ")
    };
    let seed = table.seats().first().map_or(0, |seat| seat.game.seed());
    format!(
        "{} · {players} · {progress} · {} · {}",
        yatzy_i18n::rules_name(table.rules()),
        t!("header-seed", seed = seed.to_string()),
        t!("saved-at", when = when.to_string())
    )
}

/// Finds the game to play for `request`.
pub fn open(storage: &Storage, request: &OpenRequest) -> Opened {
    storage.sweep();
    let survey = storage.survey();
    let mut notices: Vec<Notice> = survey
        .recovered
        .iter()
        .map(stored::recovery)
        .chain(survey.problems.iter().map(stored::storage_error))
        .map(|problem| Notice::Warning(t!("notice-saved-game", problem = problem)))
        .collect();
    let (preferences, last_names) = read_settings(storage, &mut notices);
    let recorded = read_scores(storage, &mut notices);
    let found = sort_slots(storage, survey.slots, request, recorded.as_ref());
    for rules in found.other_rules {
        notices.push(Notice::Info(t!(
            "notice-also-saved",
            rules = yatzy_i18n::rules_name(rules),
            id = rules.id()
        )));
    }
    let mut candidates = found.candidates;
    if request.new_game {
        for slot in candidates.drain(..) {
            notices.push(settle(storage, slot));
        }
    }
    let (mut opened, resumed) = match candidates.len() {
        0 => (Opened::fresh(request), false),
        1 => (resume(candidates.remove(0), request, &mut notices), true),
        _ => (
            Opened {
                resumable: candidates,
                ..Opened::fresh(request)
            },
            false,
        ),
    };
    // A daily challenge has one slot, its date's: another terminal playing it is told below.
    if found.elsewhere > 0 && !resumed && opened.resumable.is_empty() && request.daily.is_none() {
        let games = found.elsewhere;
        notices.push(Notice::Info(t!("notice-elsewhere", games = games)));
    }
    if !resumed {
        // A new game claims its own slot now; it is written from its first roll on.
        match storage.claim(opened.table.id()) {
            Ok(Some(slot)) => opened.slot = Some(slot),
            // Only a daily challenge's identity is shared: another terminal is playing it.
            Ok(None) => notices.push(Notice::Warning(elsewhere_notice(&opened.table))),
            Err(error) => {
                notices.push(Notice::Warning(super::cannot_save(&error)));
                opened.storage_failed = true;
            }
        }
    }
    notices.append(&mut opened.notices);
    opened.notices = notices;
    opened.preferences = preferences;
    opened.last_names = last_names;
    // The rules played are the request's (a resumed game is of them too); the best is the
    // player's own, not another's who played on this machine.
    let player = player_name(&opened.last_names, request.rules);
    let best = |scores: &HighScores| scores.best_of(request.rules, &player);
    opened.personal_best = recorded.as_ref().and_then(best);
    opened
}

/// The player's name under `rules`: the name last used with them (`last_names`, from the
/// settings and each name recorded since), else the login name, else the default name. It is
/// the name offered at a game's end, whose best the game aims to beat, and whose statistics
/// the high scores show first.
pub fn player_name(last_names: &[(RuleSet, String)], rules: RuleSet) -> String {
    last_names
        .iter()
        .find(|(r, _)| *r == rules)
        .map(|(_, name)| name.clone())
        .filter(|name| yatzy_core::text::valid_name(name))
        .or_else(yatzy_storage::login_name)
        .unwrap_or_else(|| t!("default-name"))
}

/// What a terminal is told when the daily challenge it asked for is being played in another.
fn elsewhere_notice(table: &Table) -> String {
    let game = table.game();
    let date = game
        .daily_date()
        .map_or_else(String::new, |date| date.to_string());
    let rules = yatzy_i18n::rules_name(game.rules());
    t!("notice-daily-elsewhere", date = date, rules = rules)
}

/// The settings' preferences and the names last entered, each rule set's (defaults when
/// they cannot be read, and the player told).
fn read_settings(
    storage: &Storage,
    notices: &mut Vec<Notice>,
) -> (serde_json::Value, Vec<(RuleSet, String)>) {
    let (settings, problem) = match storage.load_settings() {
        Ok(loaded) => (
            Some(loaded.value),
            loaded.recovered.map(|r| stored::recovery(&r)),
        ),
        Err(error) => (None, Some(stored::storage_error(&error))),
    };
    if let Some(problem) = problem {
        let notice = t!("notice-settings-defaults", problem = problem);
        notices.push(Notice::Warning(notice));
    }
    let Some(settings) = settings else {
        return (serde_json::Value::Null, Vec::new());
    };
    let names = RuleSet::ALL
        .iter()
        .filter_map(|&rules| Some((rules, settings.name_for(rules)?.to_string())))
        .collect();
    (settings.preferences, names)
}

/// The high scores, for the personal best and for finished games already recorded.
fn read_scores(storage: &Storage, notices: &mut Vec<Notice>) -> Option<HighScores> {
    match storage.load_scores() {
        Ok(loaded) => {
            if let Some(recovery) = loaded.recovered {
                let problem = stored::recovery(&recovery);
                notices.push(Notice::Warning(t!("notice-high-scores", problem = problem)));
            }
            Some(loaded.value)
        }
        Err(error) => {
            let error = stored::storage_error(&error);
            notices.push(Notice::Warning(t!(
                "notice-high-scores-unreadable",
                error = error
            )));
            None
        }
    }
}

/// The saved games sorted out for `request`.
struct Found {
    /// Games this start may resume.
    candidates: Vec<SavedSlot>,
    /// Games of these rules another terminal is playing.
    elsewhere: usize,
    /// Other rule sets with a game of theirs saved, to remind the player of.
    other_rules: Vec<RuleSet>,
}

fn sort_slots(
    storage: &Storage,
    slots: Vec<SavedSlot>,
    request: &OpenRequest,
    recorded: Option<&HighScores>,
) -> Found {
    let mut found = Found {
        candidates: Vec::new(),
        elsewhere: 0,
        other_rules: Vec::new(),
    };
    for slot in slots {
        let rules = slot.saved.table.rules();
        // The daily challenge resumes only its own date's game; other games stay saved.
        let daily = slot.saved.table.game().daily_date();
        if request.daily.is_some() && daily != request.daily {
            continue;
        }
        if rules != request.rules {
            // Released as it drops: another rule set's game is not this start's, but the
            // player is reminded of it.
            if matches!(slot.claim, Claim::Held(_)) && !found.other_rules.contains(&rules) {
                found.other_rules.push(rules);
            }
            continue;
        }
        match &slot.claim {
            Claim::Elsewhere => found.elsewhere += 1,
            _ if slot.saved.table.is_over()
                && recorded.is_some_and(|scores| scores.holds_game(slot.saved.table.id())) =>
            {
                // Recorded, but the program ended before clearing it: clear it now.
                if let Claim::Held(lock) = slot.claim {
                    let _ = storage.clear_slot(lock);
                }
            }
            _ => found.candidates.push(slot),
        }
    }
    found
}

/// Resumes one saved game.
fn resume(slot: SavedSlot, request: &OpenRequest, notices: &mut Vec<Notice>) -> Opened {
    let when = slot
        .saved
        .saved_at
        .with_timezone(&Local)
        .format("%Y-%m-%d %H:%M:%S");
    let mut message = t!("resumed-from", when = when.to_string());
    // What was asked for a new game and not done, named as it was asked (short enough for
    // the status line of the smallest window).
    let ignored = match (request.seed.is_some(), request.players.is_some()) {
        (true, true) => Some(t!("notice-seed-players-need-new")),
        (true, false) => Some(t!("notice-seed-needs-new")),
        (false, true) => Some(t!("notice-players-need-new")),
        (false, false) => None,
    };
    if let Some(ignored) = ignored {
        message.push_str(&format!(" ({ignored})"));
    }
    notices.push(Notice::Info(message));
    let mut opened = Opened {
        play_secs: slot.saved.play_secs,
        board: slot.saved.board,
        ..Opened::of(slot.saved.table)
    };
    match slot.claim {
        Claim::Held(lock) => opened.slot = Some(lock),
        Claim::Elsewhere => {}
        Claim::Unlockable(error) => {
            opened.storage_failed = true;
            let error = stored::storage_error(&error);
            opened.notices.push(Notice::Warning(t!(
                "notice-cannot-save-game",
                error = error
            )));
        }
    }
    opened
}

/// `--new`: a finished game is recorded (it is a score); an unfinished one is discarded.
/// Either way the notice names it.
fn settle(storage: &Storage, slot: SavedSlot) -> Notice {
    let what = describe_saved(&slot.saved);
    let Claim::Held(lock) = slot.claim else {
        return Notice::Warning(t!("notice-kept", what = what));
    };
    let table = &slot.saved.table;
    if table.is_over() {
        let name = remembered_name(storage, table.rules());
        let entries = finished_entries(table, &name, slot.saved.play_secs);
        return match storage.record_game(table.id(), entries) {
            Ok(_) => {
                let _ = storage.clear_slot(lock);
                Notice::Info(t!("notice-recorded", what = what))
            }
            Err(error) => Notice::Warning(t!(
                "notice-not-recorded",
                what = what,
                error = stored::storage_error(&error)
            )),
        };
    }
    match storage.clear_slot(lock) {
        Ok(()) => Notice::Info(t!("notice-discarded", what = what)),
        Err(error) => Notice::Warning(t!(
            "notice-not-discarded",
            what = what,
            error = stored::storage_error(&error)
        )),
    }
}
