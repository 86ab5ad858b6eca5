//! README tells the truth: its key table is the keymap's, its settings table the preferences',
//! its links stay inside the repository, its Rust version is the crate's.

use std::path::Path;

use yatzy::ui::keymap;

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap()
}

/// The first Markdown table after the heading `## {heading}`.
fn table_after(readme: &str, heading: &str) -> String {
    let section = readme
        .split(&format!("\n## {heading}\n"))
        .nth(1)
        .unwrap_or_else(|| panic!("a {heading} section"));
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
        table_after(&readme(), "Keys"),
        expected,
        "README's key table must read:\n{expected}"
    );
}

#[test]
fn readme_served_key_table_is_the_keymap() {
    let expected = keymap::served_markdown_table();
    assert_eq!(
        table_after(&readme(), "Play with friends over SSH: `yatzy serve`"),
        expected,
        "README's table of the served screens' keys must read:\n{expected}"
    );
}

#[test]
fn readme_settings_table_is_the_preferences() {
    let expected = yatzy::ui::preferences_table();
    assert_eq!(
        table_after(&readme(), "Settings"),
        expected,
        "README's settings table must read:\n{expected}"
    );
}

#[test]
fn readme_links_only_to_files_in_the_repository() {
    let readme = readme();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut links = 0;
    for part in readme.split("](").skip(1) {
        let target = part.split(')').next().unwrap_or_default();
        let path = target.split('#').next().unwrap_or_default();
        assert!(
            !target.contains("://"),
            "a link out of the repository: {target}"
        );
        if !path.is_empty() {
            assert!(
                root.join(path).exists(),
                "a link to a missing file: {target}"
            );
        }
        links += 1;
    }
    assert!(links > 0, "README links to the rules and the screenshot");
}

#[test]
fn readme_rust_version_is_the_crates() {
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).unwrap();
    let version = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = "))
        .map(|v| v.trim_matches('"'))
        .expect("Cargo.toml sets rust-version");
    assert!(
        readme().contains(&format!("Rust toolchain ({version} or newer)")),
        "README names Rust {version}"
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

/// README with its lines joined: a sentence reads the same wherever its lines break.
fn flowing(readme: &str) -> String {
    readme.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn readme_says_how_to_get_the_command_before_any_section_uses_it() {
    let readme = readme();
    let sections = readme.find("\n## ").expect("README has sections");
    let install = readme
        .find("cargo install --path .")
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
fn readme_states_the_name_limit_the_code_keeps() {
    let readme = flowing(&readme());
    let most = yatzy::core::text::MAX_NAME_CHARS;
    let stated = format!("A name has 1 to {most} characters");
    assert_eq!(readme.matches(&stated).count(), 1, "{stated}, once");
    // No other figure for a name's length anywhere.
    for other in (1..=40).filter(|&n| n != most) {
        assert!(
            !readme.contains(&format!("1 to {other} characters")),
            "README says names have 1 to {other} characters"
        );
    }
    assert!(yatzy::core::text::valid_name(&"x".repeat(most)));
    assert!(!yatzy::core::text::valid_name(&"x".repeat(most + 1)));
}
