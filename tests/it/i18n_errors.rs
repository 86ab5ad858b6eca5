//! The data directory's troubles in the player's language: why a file was kept aside, the
//! operating system's errors, and the commands' warnings, each expectation written out by
//! hand in the language it is in. The logs' words (the reasons' own `Display`) stay English.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use yatzy::core::rules::RuleSet;
use yatzy::i18n::{self, Language};
use yatzy::storage::{Damage, FileKind, Storage, StorageError, Unusable};

use crate::common;

/// Runs yatzy in `data_dir` with the locale `lang` in LANG alone (no LC_ALL, no
/// LC_MESSAGES), as a player's shell would have it.
fn run_in_locale(data_dir: &Path, lang: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .env("YATZY_DATA_DIR", data_dir)
        .env("YATZY_CACHE_DIR", data_dir.join("cache"))
        .args(args)
        .output()
        .expect("runs")
}

/// `words` said in `language` (the test's thread speaks English again afterwards).
fn in_language(language: Language, words: impl FnOnce() -> String) -> String {
    i18n::speaking(language, words)
}

#[test]
fn a_settings_file_that_is_no_json_is_said_kept_aside_in_swedish() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("settings.json"), b"{ this is not json").unwrap();
    let recovery = Storage::at(dir.path())
        .load_settings()
        .unwrap()
        .recovered
        .expect("kept aside");
    let said = in_language(Language::Swedish, || {
        yatzy::ui::words::storage::recovery(&recovery)
    });
    assert_eq!(
        said,
        format!(
            "settings.json kunde inte läsas (inga giltiga inställningar: ett syntaxfel på rad 1, \
             kolumn 3); den sparades som {}",
            recovery.kept_at.display()
        )
    );
    // The log's words stay English, serde's own explanation with them.
    assert_eq!(
        recovery.reason.to_string(),
        "not valid settings: key must be a string at line 1 column 3"
    );
    // And English is English still.
    assert!(
        in_language(Language::English, || yatzy::ui::words::storage::recovery(&recovery))
            .starts_with("settings.json could not be read (not valid settings: a syntax error at line 1, column 3); it was kept as "),
    );
}

#[test]
fn an_impossible_high_score_entry_is_said_in_german_and_danish() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = common::history(2);
    file.entries[1].score = 375;
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    let recovery = Storage::at(dir.path())
        .load_scores()
        .unwrap()
        .recovered
        .expect("kept aside");
    assert_eq!(
        in_language(Language::German, || yatzy::ui::words::storage::damage(
            &recovery.reason
        )),
        "unmögliche Bestenliste: Eintrag 2: ein Ergebnis von 375, über den möglichen 374"
    );
    let said = in_language(Language::German, || {
        yatzy::ui::words::storage::recovery(&recovery)
    });
    assert!(
        said.starts_with("highscores.json ließ sich nicht lesen (unmögliche Bestenliste:"),
        "{said}"
    );
    assert!(said.ends_with(" aufbewahrt"), "{said}");

    // A Left Section no game could fill, named as the Danish card names it.
    let mut file = common::history(1);
    file.entries[0].left_sum = 200;
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    let recovery = Storage::at(dir.path())
        .load_scores()
        .unwrap()
        .recovered
        .expect("kept aside");
    assert_eq!(
        in_language(Language::Danish, || yatzy::ui::words::storage::damage(
            &recovery.reason
        )),
        "umulig topscoreliste: post 1: summen 200 i Venstre del"
    );
}

#[test]
fn a_directory_in_a_files_place_is_said_in_danish_and_norwegian() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("settings.json")).unwrap();
    let recovery = Storage::at(dir.path())
        .load_settings()
        .unwrap()
        .recovered
        .expect("kept aside");
    assert!(
        matches!(
            recovery.reason,
            Damage::Unusable(Unusable::NotAFile(FileKind::Directory))
        ),
        "{:?}",
        recovery.reason
    );
    assert_eq!(
        in_language(Language::Danish, || yatzy::ui::words::storage::recovery(
            &recovery
        )),
        format!(
            "settings.json kunne ikke læses (det er en mappe, ikke en fil); den blev gemt som {}",
            recovery.kept_at.display()
        )
    );
    assert_eq!(
        in_language(Language::Norwegian, || yatzy::ui::words::storage::damage(
            &recovery.reason
        )),
        "det er en mappe, ikke en fil"
    );
    assert_eq!(recovery.reason.to_string(), "it is a directory, not a file");
}

#[test]
fn the_data_directorys_errors_say_the_systems_error_in_the_language() {
    let path = PathBuf::from("/data/yatzy/highscores.json");
    let denied = StorageError::Io {
        path: path.clone(),
        error: io::Error::from(io::ErrorKind::PermissionDenied),
    };
    assert_eq!(
        in_language(Language::German, || {
            yatzy::ui::words::storage::storage_error(&denied)
        }),
        "/data/yatzy/highscores.json: Zugriff verweigert"
    );
    assert_eq!(
        in_language(Language::Norwegian, || {
            yatzy::ui::words::storage::storage_error(&denied)
        }),
        "/data/yatzy/highscores.json: tilgang nektet"
    );
    // As the start-up notice has it when nothing can be saved.
    assert_eq!(
        in_language(Language::Swedish, || yatzy::session::cannot_save(&denied)),
        "Kan inte spara i /data/yatzy/highscores.json: åtkomst nekad; spelet fortsätter utan \
         att sparas"
    );
    let full = StorageError::Io {
        path: path.clone(),
        error: io::Error::from(io::ErrorKind::StorageFull),
    };
    assert_eq!(
        in_language(Language::Danish, || {
            yatzy::ui::words::storage::storage_error(&full)
        }),
        "/data/yatzy/highscores.json: ingen plads tilbage på disken"
    );
    let busy = StorageError::Busy {
        path: PathBuf::from("/data/yatzy/.lock"),
        waited: Duration::from_secs(10),
    };
    assert_eq!(
        in_language(Language::German, || {
            yatzy::ui::words::storage::storage_error(&busy)
        }),
        "ein anderes yatzy hielt /data/yatzy/.lock 10 s lang gesperrt"
    );
    let newer = StorageError::Newer { path, version: 7 };
    assert_eq!(
        in_language(Language::Swedish, || {
            yatzy::ui::words::storage::storage_error(&newer)
        }),
        "/data/yatzy/highscores.json skrevs av en nyare yatzy (formatversion 7); den lämnas \
         som den är"
    );
}

#[test]
fn the_daily_challenge_played_already_is_said_in_danish() {
    let dir = tempfile::tempdir().unwrap();
    let date = chrono::NaiveDate::from_ymd_opt(2026, 1, 2).unwrap();
    let mut file = common::history(1);
    file.entries[0].daily = Some(date);
    file.entries[0].seed = yatzy::core::game::daily::seed(RuleSet::Yatzy, date);
    fs::write(dir.path().join("highscores.json"), file.to_json()).unwrap();
    let output = run_in_locale(
        dir.path(),
        "da_DK.UTF-8",
        &["--daily", "--date", "2026-01-02"],
    );
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        common::text(&output.stderr),
        "yatzy: dagens udfordring 2026-01-02 (Skandinavisk Yatzy) er allerede spillet: 120 \
         point. Den næste kommer ved midnat UTC; --date spiller en anden dags udfordring.\n"
    );
}

#[test]
fn the_commands_warnings_about_the_data_are_said_in_swedish_and_german() {
    // The high scores kept aside by `yatzy scores`, said in Swedish.
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("highscores.json"), b"{ this is not json").unwrap();
    let output = run_in_locale(dir.path(), "sv_SE.UTF-8", &["scores"]);
    assert!(output.status.success());
    let said = common::text(&output.stderr);
    assert!(
        said.starts_with(
            "yatzy: highscores.json kunde inte läsas (ingen giltig topplista i JSON: ett syntaxfel \
             på rad 1, kolumn 3); den sparades som "
        ),
        "{said}"
    );
    assert!(said.ends_with("; en ny topplista påbörjas\n"), "{said}");

    // The rule set a command answers for, and a damaged settings file, said in German.
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("settings.json"),
        r#"{"version": 1, "last_rules": "yacht"}"#,
    )
    .unwrap();
    let output = run_in_locale(dir.path(), "de_DE.UTF-8", &["score", "22555"]);
    assert!(output.status.success());
    assert_eq!(
        common::text(&output.stderr),
        "yatzy: Yacht (die Regeln des letzten Spiels; --rules wählt andere)\n"
    );
    fs::write(
        dir.path().join("settings.json"),
        b"{\"version\": 1, \"last_",
    )
    .unwrap();
    let output = run_in_locale(dir.path(), "de_DE.UTF-8", &["score", "22555"]);
    assert!(output.status.success());
    assert_eq!(
        common::text(&output.stderr),
        format!(
            "yatzy: {} ließ sich nicht lesen (keine gültigen Einstellungen: sie endet zu früh, \
             in Zeile 1); es gilt Skandinavisches Yatzy\n",
            dir.path().join("settings.json").display()
        )
    );
}
