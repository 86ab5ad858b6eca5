//! README and the pages of docs/ tell the truth: the key tables are the keymap's, the settings
//! table the preferences', the command-line page names every command and option clap knows,
//! links stay inside the repository and land on a heading that exists, the Rust version is
//! the crate's, and README stays short enough to read.

use std::path::{Path, PathBuf};

use clap::CommandFactory;
use yatzy::ui::keymap;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A page of the documentation, by its path in the repository.
fn page(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn readme() -> String {
    page("README.md")
}

/// README and every Markdown page under docs/, by path in the repository.
fn every_page() -> Vec<(String, String)> {
    let mut pages = vec![("README.md".to_string(), readme())];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    for path in docs {
        let name = format!("docs/{}", path.file_name().unwrap().to_string_lossy());
        pages.push((name.clone(), page(&name)));
    }
    pages
}

/// The first Markdown table after the heading line `heading` (e.g. `## Keys`).
fn table_after(text: &str, heading: &str) -> String {
    let section = text
        .split(&format!("\n{heading}\n"))
        .nth(1)
        .or_else(|| text.strip_prefix(&format!("{heading}\n")))
        .unwrap_or_else(|| panic!("a section {heading}"));
    section
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .map(|line| format!("{line}\n"))
        .collect()
}

#[test]
fn readme_key_table_is_the_keymap() {
    let expected = keymap::markdown_table();
    assert_eq!(
        table_after(&readme(), "## Keys"),
        expected,
        "README's key table must read:\n{expected}"
    );
}

#[test]
fn the_server_page_s_key_table_is_the_keymap() {
    let expected = keymap::served_markdown_table();
    assert_eq!(
        table_after(&page("docs/server.md"), "## Keys"),
        expected,
        "docs/server.md's table of the served screens' keys must read:\n{expected}"
    );
}

#[test]
fn the_settings_table_is_the_preferences() {
    let expected = yatzy::ui::preferences_table();
    assert_eq!(
        table_after(&page("docs/playing.md"), "## Settings"),
        expected,
        "docs/playing.md's settings table must read:\n{expected}"
    );
}

/// A heading's anchor as GitHub makes it: lower case, spaces as hyphens, and nothing else
/// but letters, digits, hyphens and underscores.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of the headings of a Markdown text (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut in_code = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if !in_code && line.starts_with('#') {
            found.push(anchor(line.trim_start_matches('#')));
        }
    }
    found
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(
        anchor(" Play with friends over SSH: `yatzy serve`"),
        "play-with-friends-over-ssh-yatzy-serve"
    );
    assert_eq!(anchor(" Install, play and test"), "install-play-and-test");
}

#[test]
fn every_page_links_only_to_files_and_headings_in_the_repository() {
    let mut pages = 0;
    for (name, text) in every_page() {
        let dir = root().join(&name).parent().unwrap().to_path_buf();
        let mut links = 0;
        for part in text.split("](").skip(1) {
            let target = part.split(')').next().unwrap_or_default();
            assert!(
                !target.contains("://") && !target.starts_with("mailto:"),
                "{name}: a link out of the repository: {target}"
            );
            let (path, fragment) = target.split_once('#').unwrap_or((target, ""));
            let file = if path.is_empty() {
                root().join(&name)
            } else {
                dir.join(path)
            };
            assert!(file.exists(), "{name}: a link to a missing file: {target}");
            assert!(
                file.canonicalize().unwrap().starts_with(root()),
                "{name}: a link out of the repository: {target}"
            );
            if !fragment.is_empty() {
                let heading = std::fs::read_to_string(&file).unwrap_or_default();
                assert!(
                    anchors(&heading).iter().any(|a| a == fragment),
                    "{name}: a link to a missing heading: {target}"
                );
            }
            links += 1;
        }
        if name == "README.md" {
            assert!(
                links > 0,
                "README links to the rules, the screenshot and docs/"
            );
        }
        pages += 1;
    }
    assert!(pages >= 8, "README and the seven pages of docs/: {pages}");
}

#[test]
fn readme_links_to_every_page_of_docs() {
    let readme = readme();
    for (name, _) in every_page().into_iter().skip(1) {
        assert!(
            readme.contains(&format!("]({name})")),
            "README links {name}"
        );
    }
}

#[test]
fn readme_is_at_most_12_kib() {
    let size = std::fs::metadata(root().join("README.md")).unwrap().len();
    assert!(
        size <= 12 * 1024,
        "README.md is {size} bytes, more than 12,288"
    );
}

#[test]
fn readme_rust_version_is_the_crates() {
    let manifest = page("Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = "))
        .map(|v| v.trim_matches('"'))
        .expect("Cargo.toml sets rust-version");
    assert!(
        readme().contains(&format!("Rust toolchain ({version} or newer)")),
        "README names Rust {version}"
    );
    for (name, text) in every_page() {
        for line in text.lines().filter(|line| line.contains("or newer)")) {
            assert!(
                line.contains(&format!("({version} or newer)")),
                "{name}: {line}"
            );
        }
    }
}

#[test]
fn readme_s_test_command_is_the_one_ci_runs() {
    let ci = page(".ci/run");
    assert!(
        ci.lines().any(|line| line.trim() == "cargo test --locked"),
        ".ci/run runs cargo test --locked"
    );
    let readme = readme();
    let commands = readme
        .split("```sh\n")
        .nth(1)
        .and_then(|block| block.split("```").next())
        .expect("README's first shell block: install, play, test");
    assert!(
        commands
            .lines()
            .any(|line| line.starts_with("cargo test ") && line.contains("`cargo test --locked`")),
        "{commands}"
    );
    assert!(
        commands
            .lines()
            .any(|line| line.starts_with("cargo install --locked --path . ")),
        "{commands}"
    );
}

#[test]
fn help_flag_lists_the_keymaps_keys() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_yatzy"))
        .env("LC_ALL", "C.UTF-8") // English, whatever the machine speaks
        .arg("--help")
        .output()
        .unwrap();
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    assert!(help.contains(&keymap::help_text()), "{help}");
}

/// A text with its lines joined: a sentence reads the same wherever its lines break.
fn flowing(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn readme_says_how_to_get_the_command_before_any_section_uses_it() {
    let readme = readme();
    let sections = readme.find("\n## ").expect("README has sections");
    let install = readme
        .find("cargo install --locked --path .")
        .expect("README says how to install the command");
    // The first use of the command in a section: in a code span or at a line's start.
    let first_use = ["`yatzy", "\nyatzy "]
        .iter()
        .filter_map(|use_| readme[sections..].find(use_).map(|at| sections + at))
        .min()
        .expect("README uses the command");
    assert!(
        sections < install && install < first_use,
        "install at {install}, first use at {first_use}: {}",
        &readme[first_use..first_use + 60]
    );
}

#[test]
fn the_docs_state_the_name_limit_the_code_keeps() {
    let most = yatzy::core::text::MAX_NAME_CHARS;
    let stated = format!("A name has 1 to {most} characters");
    let mut times = 0;
    for (name, text) in every_page() {
        let text = flowing(&text);
        times += text.matches(&stated).count();
        // No other figure for a name's length anywhere.
        for other in (1..=40).filter(|&n| n != most) {
            assert!(
                !text.contains(&format!("1 to {other} characters")),
                "{name} says names have 1 to {other} characters"
            );
        }
    }
    assert_eq!(times, 1, "{stated}, once in README and docs/");
    assert!(yatzy::core::text::valid_name(&"x".repeat(most)));
    assert!(!yatzy::core::text::valid_name(&"x".repeat(most + 1)));
}

/// The long options of a command as clap knows them, `--help` and `--version` included.
fn long_options(command: &clap::Command) -> Vec<String> {
    let mut options: Vec<String> = command
        .get_arguments()
        .filter_map(|arg| arg.get_long())
        .map(|long| format!("--{long}"))
        .collect();
    options.push("--help".into());
    options
}

/// Whether `text` names `option` whole (`--data-dir` is not `--data`).
fn names(text: &str, option: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '-';
    text.match_indices(option).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + option.len()..].chars().next();
        !before.is_some_and(word) && !after.is_some_and(word)
    })
}

/// The cells of the first column of the table after `heading` in `text`.
fn first_cells(text: &str, heading: &str) -> Vec<String> {
    table_after(text, heading)
        .lines()
        .skip(2)
        .filter_map(|row| row.split(" | ").next())
        .map(|cell| cell.trim_start_matches("| ").to_string())
        .collect()
}

#[test]
fn the_command_line_page_lists_every_command_and_option_clap_knows() {
    let docs = page("docs/command-line.md");
    let mut yatzy = yatzy::cli::Cli::command();
    yatzy.build();
    // The game's options: each in the first column of the options table.
    let options = first_cells(&docs, "## The game's options").join(" ");
    let mut game = long_options(&yatzy);
    game.push("--version".into());
    for option in &game {
        assert!(
            names(&options, option),
            "docs/command-line.md's options table lacks {option}"
        );
    }
    // Each command: rows of its own in the commands table, naming every option it takes; the
    // options every command shares are in the options table.
    let rows = first_cells(&docs, "## Commands");
    let mut commands = 0;
    for command in yatzy.get_subcommands() {
        let name = command.get_name();
        let own: Vec<&String> = rows
            .iter()
            .filter(|cell| {
                cell.strip_prefix(&format!("`yatzy {name}"))
                    .is_some_and(|rest| rest.starts_with([' ', '`']))
            })
            .collect();
        assert!(
            !own.is_empty(),
            "docs/command-line.md has no row for yatzy {name}"
        );
        let own = own
            .iter()
            .map(|cell| cell.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        for option in long_options(command) {
            let shared = ["--rules", "--data-dir", "--cache-dir", "--lang", "--help"];
            if shared.contains(&option.as_str()) {
                assert!(names(&options, &option), "{option} in the options table");
                continue;
            }
            assert!(
                names(&own, &option),
                "docs/command-line.md's rows for yatzy {name} lack {option}: {own}"
            );
        }
        commands += 1;
    }
    assert!(commands >= 9, "{commands} commands");
}

#[test]
fn names_finds_an_option_only_whole() {
    assert!(names("`--daily [--date YYYY-MM-DD]`", "--date"));
    assert!(names("[--five-box-50]", "--five-box-50"));
    assert!(!names("`--data-dir PATH`", "--data"));
    assert!(!names("`--max-tables N`", "--tables"));
}

/// README's example of playing for a goal: its commands name the target its figure is of,
/// and the figure is the goal table's chance from the empty card, rounded as README rounds it.
#[test]
fn readme_s_goal_example_is_its_commands_answer() {
    let readme = readme().replace('\n', " ");
    let solve = "`yatzy solve --target ";
    let at = readme
        .find(solve)
        .expect("README shows `yatzy solve --target N`")
        + solve.len();
    let commanded: u32 = readme[at..]
        .split('`')
        .next()
        .and_then(|n| n.trim().parse().ok())
        .expect("a target");
    assert!(
        readme.contains(&format!("`yatzy hint ... --target {commanded}`")),
        "the hint names the same target"
    );
    // "56.0% to reach 250 in Yatzy"
    let (before, after) = readme[at..]
        .split_once("% to reach ")
        .expect("README says the chance to reach the target");
    let stated = before.rsplit(' ').next().expect("a percentage");
    let reached: u32 = after
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a target reached");
    assert_eq!(reached, commanded, "the figure is of the target commanded");
    let start = yatzy::core::solver::Situation {
        filled: Vec::new(),
        upper: 0,
        banked: 0,
        five_box_holds_50: false,
    };
    let chance = crate::common::yatzy_goal().chance(&start, reached).unwrap();
    assert_eq!(stated, format!("{:.1}", 100.0 * chance), "{chance}");
}
