//! The manners of a command-line tool: completions, a manual page, `help` for every command,
//! each option only where it means something, and a rule set not asked for named.

use std::process::{Command, Stdio};

use crate::common;
use common::{run_yatzy, text};

fn yatzy(args: &[&str]) -> std::process::Output {
    let data = tempfile::tempdir().unwrap();
    run_yatzy(data.path(), args)
}

const COMMANDS: [&str; 8] = [
    "score",
    "scores",
    "solve",
    "hint",
    "simulate",
    "completions",
    "man",
    "help",
];

#[test]
fn completions_for_every_shell_and_bash_accepts_its_script() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let output = yatzy(&["completions", shell]);
        assert!(output.status.success(), "{shell}: {}", text(&output.stderr));
        let script = text(&output.stdout);
        for command in COMMANDS {
            assert!(script.contains(command), "{shell} completes {command}");
        }
    }
    let script = yatzy(&["completions", "bash"]).stdout;
    let mut bash = Command::new("bash")
        .arg("-n")
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bash is installed");
    use std::io::Write;
    bash.stdin.take().unwrap().write_all(&script).unwrap();
    let checked = bash.wait_with_output().unwrap();
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    let unknown = yatzy(&["completions", "tcsh"]);
    assert_eq!(unknown.status.code(), Some(2));
}

#[test]
fn bash_completes_lang_with_the_five_languages_and_an_unknown_one_is_still_refused() {
    let script = text(&yatzy(&["completions", "bash"]).stdout);
    // The script's case for the option, up to the end of its branch (`;;`).
    let branch = script
        .split("--lang)")
        .nth(1)
        .and_then(|rest| rest.split(";;").next())
        .expect("bash completes --lang's value");
    let offered: Vec<&str> = branch
        .split("compgen -W \"")
        .nth(1)
        .and_then(|words| words.split('"').next())
        .expect("a list of words, not file names")
        .split_whitespace()
        .collect();
    let mut offered = offered;
    offered.sort_unstable();
    assert_eq!(offered, ["da", "de", "en", "nb", "sv"], "{branch}");
    assert!(!branch.contains("compgen -f"), "{branch}");

    for unknown in ["english", "fr", "se"] {
        let output = yatzy(&["--lang", unknown, "score", "22555"]);
        assert_eq!(output.status.code(), Some(2), "{unknown}");
        let said = text(&output.stderr);
        assert!(
            said.contains(&format!(
                "invalid value '{unknown}' for '--lang <LANG>': expected one of en, sv, da, nb, de"
            )),
            "{said}"
        );
    }
    // Norwegian answers to `no` too, as the locale does.
    let norwegian = yatzy(&["--lang", "no", "score", "22555"]);
    assert!(norwegian.status.success(), "{}", text(&norwegian.stderr));
    assert!(text(&norwegian.stdout).contains("Enere"));
}

#[test]
fn the_manual_page_is_roff_with_every_command_and_option() {
    let output = yatzy(&["man"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let page = text(&output.stdout);
    assert!(page.starts_with(".TH YATZY 1 "), "{page}");
    for section in [
        "NAME",
        "SYNOPSIS",
        "DESCRIPTION",
        "OPTIONS",
        "COMMANDS",
        "KEYS",
        "ENVIRONMENT",
        "FILES",
        "EXIT STATUS",
        "SEE ALSO",
    ] {
        assert!(
            page.contains(&format!(".SH {section}\n")),
            "the page has {section}"
        );
    }
    for command in COMMANDS {
        assert!(page.contains(command), "the page names {command}");
    }
    for option in ["rules", "data\\-dir", "players", "bot\\-delay"] {
        assert!(page.contains(option), "the page explains --{option}");
    }
}

/// The page as `man` shows it: `groff -man`, 80 columns, every warning on.
fn rendered(page: &[u8], extra: &[&str]) -> std::process::Output {
    let mut groff = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww", "-rLL=78n", "-P-cbou"])
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("groff is installed (.ci/run installs groff-base)");
    use std::io::Write;
    groff.stdin.take().unwrap().write_all(page).unwrap();
    groff.wait_with_output().unwrap()
}

#[test]
fn groff_reads_the_manual_page_without_a_warning() {
    let page = yatzy(&["man"]).stdout;
    let checked = rendered(&page, &["-z"]);
    assert!(checked.status.success(), "{}", text(&checked.stderr));
    assert_eq!(text(&checked.stderr), "", "groff warns");
}

/// The manual page as `yatzy man` writes it, and as groff shows it.
fn manual() -> (String, String) {
    let page = yatzy(&["man"]).stdout;
    let shown = rendered(&page, &[]);
    assert!(shown.status.success(), "{}", text(&shown.stderr));
    assert_eq!(text(&shown.stderr), "");
    (text(&page), text(&shown.stdout))
}

/// A section of the page shown: the lines after its heading (at the left margin) up to the
/// next heading, trimmed.
fn section<'a>(shown: &'a str, name: &str) -> Vec<&'a str> {
    let raw: Vec<&str> = shown.lines().collect();
    let start = raw.iter().position(|l| *l == name).expect(name);
    let end = raw[start + 1..]
        .iter()
        .position(|l| !l.is_empty() && !l.starts_with(' '))
        .map_or(raw.len(), |at| start + 1 + at);
    raw[start + 1..end].iter().map(|l| l.trim()).collect()
}

#[test]
fn the_manual_page_shows_each_option_with_its_argument() {
    let (_, shown) = manual();
    let lines: Vec<&str> = shown.lines().map(str::trim).collect();
    // An option's argument is shown with it, in the list and the synopsis (as --help shows
    // them: clap_mangen writes the page from the same definition).
    for head in [
        "--seed <N>",
        "--date <YYYY-MM-DD>",
        "--players <LIST>",
        "--games <N>",
        "--dice <DICE>",
        "yatzy --daily [--date <YYYY-MM-DD>] [OPTIONS]",
        "yatzy score [OPTIONS] <DICE>...",
        "yatzy hint [OPTIONS] --dice <DICE> --rolls-left <N>",
    ] {
        assert!(lines.contains(&head), "a line of its own: {head}\n{shown}");
    }
    if cfg!(feature = "serve") {
        assert!(
            lines.contains(&"--listen <ADDR:PORT> [default: 127.0.0.1:2222]"),
            "{shown}"
        );
    }
}

#[test]
fn the_manual_page_tags_the_environment_and_the_files() {
    let (_, shown) = manual();
    let environment = section(&shown, "ENVIRONMENT");
    for variable in [
        "YATZY_DATA_DIR",
        "YATZY_CACHE_DIR",
        "NO_COLOR",
        "TERM",
        "LC_ALL, LC_MESSAGES, LANG",
    ] {
        // A tag narrower than the indent has its text on its line.
        let tagged = |l: &&str| *l == variable || l.starts_with(&format!("{variable}  "));
        assert!(
            environment.iter().any(tagged),
            "{variable} in {environment:#?}"
        );
    }
    let files = section(&shown, "FILES");
    for file in [
        "~/.local/share/yatzy/highscores.json",
        "~/.local/share/yatzy/settings.json",
        "~/.cache/yatzy/",
    ] {
        assert!(files.contains(&file), "{file} in {files:#?}");
    }
}

#[test]
fn the_manual_page_keeps_command_lines_and_paths_whole_and_names_only_ssh() {
    let (page, shown) = manual();
    let lines: Vec<&str> = shown.lines().map(str::trim).collect();
    // A command line in the text stays whole on its line, as typed: never refilled.
    assert!(
        lines
            .contains(&"yatzy completions bash > ~/.local/share/bash-completion/completions/yatzy")
    );
    assert!(lines.contains(&"yatzy man | man -l -"));
    // Paths are never hyphenated across lines.
    assert!(
        !shown.contains("/\u{2010}\n") && !shown.contains("bash-comple\u{2010}"),
        "{shown}"
    );
    // The only other page named is ssh(1), which the served game needs installed anyway;
    // there is no yatzy-COMMAND page to point at.
    let see_also = &page[page.find(".SH SEE ALSO").unwrap()..];
    assert_eq!(see_also.matches("(1)").count(), 1, "{see_also}");
    assert!(see_also.contains("\\fBssh\\fR(1)"), "{see_also}");
    assert!(!page.contains("yatzy\\-score(1)") && !page.contains("yatzy-score(1)"));
}

#[test]
fn help_explains_yatzy_and_each_command_and_has_its_own_help() {
    let all = yatzy(&["help"]);
    assert!(all.status.success());
    assert!(text(&all.stdout).contains("Usage: yatzy [OPTIONS] [COMMAND]"));
    assert!(text(&all.stdout).contains("Keys in the game:"));
    for command in ["score", "hint", "simulate"] {
        let output = yatzy(&["help", command]);
        assert!(output.status.success(), "{command}");
        assert!(
            text(&output.stdout).contains(&format!("Usage: yatzy {command}")),
            "{}",
            text(&output.stdout)
        );
    }
    let own = yatzy(&["help", "--help"]);
    assert!(own.status.success(), "{}", text(&own.stderr));
    assert!(text(&own.stdout).contains("Usage: yatzy help [OPTIONS] [COMMAND]"));
    let unknown = yatzy(&["help", "dance"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("'dance' is not a command of yatzy"));
}

#[test]
fn each_command_lists_only_the_options_it_takes() {
    let help = |command: &str| text(&yatzy(&[command, "--help"]).stdout);
    for command in ["score", "scores", "solve", "hint"] {
        let shown = help(command);
        for game_only in [
            "--seed",
            "--players",
            "--new",
            "--bot-delay",
            "--coach-threshold",
        ] {
            assert!(
                !shown.contains(game_only),
                "{command} --help lists {game_only}"
            );
        }
        assert!(shown.contains("--rules"), "{command} takes --rules");
    }
    assert!(help("simulate").contains("--seed"));
    let none = help("completions");
    assert!(!none.contains("--rules") && !none.contains("--data-dir"));
}

#[test]
fn the_games_options_before_a_command_are_refused_not_ignored() {
    for args in [
        &["--seed", "3", "score", "11111"][..],
        &["--players", "Ann,bot", "scores"],
        &["--new", "solve"],
        &["--bot-delay", "0", "score", "11111"],
        &["--theme", "light", "scores"],
        &["--ascii", "score", "11111"],
    ] {
        let output = yatzy(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            text(&output.stderr).contains("is an option of the game, not of `yatzy "),
            "{args:?}: {}",
            text(&output.stderr)
        );
    }
    // Where the rules and the data live may still come first, and a seed before `simulate`.
    let before = yatzy(&[
        "--seed",
        "5",
        "simulate",
        "--games",
        "20",
        "--strategy",
        "greedy",
    ]);
    let after = yatzy(&[
        "simulate",
        "--games",
        "20",
        "--strategy",
        "greedy",
        "--seed",
        "5",
    ]);
    assert!(before.status.success(), "{}", text(&before.stderr));
    // The same games (the last line, the speed, differs from run to run).
    let games = |output: &std::process::Output| {
        let all = text(&output.stdout);
        all.lines()
            .filter(|line| !line.contains("games per second"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(games(&before), games(&after));
    let output = yatzy(&["--rules", "yacht", "score", "11111"]);
    assert!(output.status.success());
    assert!(text(&output.stdout).contains("in Yacht"));
}

#[test]
fn hint_names_the_rule_set_it_took_from_the_last_game() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(
        data.path().join("settings.json"),
        r#"{"version": 1, "last_rules": "yahtzee"}"#,
    )
    .unwrap();
    // An unknown box is refused before any solving, after the rule set is named.
    let args = [
        "hint",
        "--dice",
        "11111",
        "--rolls-left",
        "0",
        "--filled",
        "dance",
    ];
    let output = run_yatzy(data.path(), &args);
    assert_eq!(output.status.code(), Some(2));
    let said = text(&output.stderr);
    assert!(
        said.starts_with("yatzy: Yahtzee (the rule set of the last game; --rules chooses another)"),
        "{said}"
    );
    let chosen = run_yatzy(data.path(), &[&args[..], &["--rules", "yacht"]].concat());
    assert!(!text(&chosen.stderr).contains("the rule set of the last game"));
}

#[test]
fn an_unknown_theme_is_refused_with_the_known_ones() {
    let output = yatzy(&["--theme", "neon"]);
    assert_eq!(output.status.code(), Some(2));
    let said = text(&output.stderr);
    for theme in ["default", "light", "high-contrast", "colour-blind"] {
        assert!(said.contains(theme), "{said}");
    }
}
