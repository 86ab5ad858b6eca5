//! No module circles anywhere: between the workspace's members (each uses only the layers
//! below it, as their manifests say), and at every level of each member's `src/` (its
//! top-level modules, the solver's files, the front end's layers), where the modules side by
//! side use each other in one direction only. A parent may use its children (it declares
//! them); siblings may not go round in a circle. And the core reaches for no file, terminal,
//! network or language.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The modules directly inside `dir`: `name.rs` files and `name/` folders.
fn children(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            found.push((name, path));
        } else if let Some(stem) = name.strip_suffix(".rs")
            && !["mod", "lib", "main"].contains(&stem)
        {
            found.push((stem.to_string(), path));
        }
    }
    found.sort();
    found
}

/// A file's code: comments say what modules are for; only code uses them.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every `.rs` file under `dir`, at any depth, with its code.
fn code_under(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut all = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = code(&path);
                all.push((path, text));
            }
        }
    }
    all
}

/// Every `.rs` file of a module (its file, or everything in its folder), with whether the
/// file is the module's own (where `super::` means the module's siblings).
fn sources(module: &Path) -> Vec<(String, bool)> {
    if module.is_file() {
        return vec![(code(module), true)];
    }
    code_under(module)
        .into_iter()
        .map(|(path, text)| {
            let own = path.parent() == Some(module) && path.ends_with("mod.rs");
            (text, own)
        })
        .collect()
}

/// The names a path reaches right after `prefix` (`prefix::name`, or each name of a
/// `prefix::{a, b::c}` group).
fn names_after(text: &str, prefix: &str) -> BTreeSet<String> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices(prefix) {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| ident(c) || c == ':') {
            continue;
        }
        let rest = &text[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // The group's top-level names.
            let mut depth = 0;
            let mut start = true;
            let mut name = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if depth == 0 && start && ident(c) => name.push(c),
                    _ if depth == 0 && start && !name.is_empty() => {
                        names.insert(std::mem::take(&mut name));
                        start = false;
                    }
                    _ => {}
                }
            }
            if !name.is_empty() {
                names.insert(name);
            }
        } else {
            let name: String = rest.chars().take_while(|&c| ident(c)).collect();
            if !name.is_empty() {
                names.insert(name);
            }
        }
    }
    names
}

/// Whether a folder only groups modules: its `mod.rs` declares them and nothing else. At the
/// crate's level its modules stand on their own (`core::rules`), as the project's module
/// graph tool counts them.
fn grouping(dir: &Path) -> bool {
    let Ok(text) = fs::read_to_string(dir.join("mod.rs")) else {
        return false;
    };
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .all(|line| line.starts_with("pub mod ") || line.starts_with("mod "))
}

/// The modules of `dir`, as nodes: a grouping folder's modules each a node of their own.
fn nodes(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for (name, module) in children(dir) {
        if module.is_dir() && grouping(&module) {
            for (inner, part) in children(&module) {
                found.push((format!("{name}::{inner}"), part));
            }
        } else {
            found.push((name, module));
        }
    }
    found
}

/// A circle among the modules of `dir` (whose path in the crate is `path`), if there is one.
fn circle_in(dir: &Path, path: &str) -> Option<Vec<String>> {
    let modules = nodes(dir);
    let siblings: BTreeSet<String> = modules.iter().map(|(n, _)| n.clone()).collect();
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (name, module) in &modules {
        let group = name.split_once("::").map(|(group, _)| group);
        let mut used = BTreeSet::new();
        for (text, own) in sources(module) {
            for used_name in names_after(&text, &format!("{path}::")) {
                if siblings
                    .iter()
                    .any(|s| s.starts_with(&format!("{used_name}::")))
                {
                    // A grouping folder: which of its modules.
                    let inner = names_after(&text, &format!("{path}::{used_name}::"));
                    used.extend(inner.into_iter().map(|i| format!("{used_name}::{i}")));
                } else {
                    used.insert(used_name);
                }
            }
            if own && path != "crate" {
                used.extend(names_after(&text, "super::"));
            }
            if let Some(group) = group
                && own
            {
                used.extend(
                    names_after(&text, "super::")
                        .into_iter()
                        .map(|i| format!("{group}::{i}")),
                );
            }
        }
        used.retain(|other| other != name && siblings.contains(other));
        uses.insert(name.clone(), used);
    }
    // Depth-first search for a way back to where it started.
    fn back_to(
        start: &str,
        at: &str,
        uses: &BTreeMap<String, BTreeSet<String>>,
        trail: &mut Vec<String>,
    ) -> bool {
        for next in &uses[at] {
            if next == start {
                return true;
            }
            if !trail.contains(next) {
                trail.push(next.clone());
                if back_to(start, next, uses, trail) {
                    return true;
                }
                trail.pop();
            }
        }
        false
    }
    siblings.iter().find_map(|start| {
        let mut trail = vec![start.clone()];
        back_to(start, start, &uses, &mut trail).then_some(trail)
    })
}

/// Every member's `src/`, and the app's (the root package's).
fn sources_of_members() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = vec![("yatzy".to_string(), root.join("src"))];
    for (name, member) in children(&root.join("crates")) {
        all.push((format!("yatzy-{name}"), member.join("src")));
    }
    all
}

#[test]
fn no_modules_go_round_in_a_circle_at_any_level() {
    let mut checked = 0;
    for (_member, src) in sources_of_members() {
        let mut folders = vec![(src.clone(), "crate".to_string())];
        while let Some((dir, path)) = folders.pop() {
            if let Some(circle) = circle_in(&dir, &path) {
                panic!("in {} {path}: {}", src.display(), circle.join(" -> "));
            }
            checked += 1;
            for (name, module) in children(&dir) {
                if module.is_dir() {
                    folders.push((module, format!("{path}::{name}")));
                }
            }
        }
    }
    assert!(
        checked >= 10,
        "every folder of every member is checked ({checked})"
    );
}

#[test]
fn the_check_finds_a_circle_where_there_is_one() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("a.rs"), "use super::b::B;\npub struct A;").unwrap();
    fs::write(
        dir.path().join("b.rs"),
        "use crate::m::{c::C, a};\npub struct B;",
    )
    .unwrap();
    fs::write(dir.path().join("c.rs"), "// use super::a;\npub struct C;").unwrap();
    let circle = circle_in(dir.path(), "crate::m").expect("a and b use each other");
    assert_eq!(circle, ["a", "b"]);
    fs::write(dir.path().join("b.rs"), "use crate::m::c::C;").unwrap();
    assert_eq!(circle_in(dir.path(), "crate::m"), None);
}

/// The names a module reaches with `crate::NAME` paths, in all its files.
fn crate_uses(module: &Path) -> BTreeSet<String> {
    sources(module)
        .iter()
        .flat_map(|(text, _)| names_after(text, "crate::"))
        .collect()
}

/// The workspace's members a member's manifest depends on (`yatzy-...`), in any section.
fn member_dependencies(member: &str) -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = fs::read_to_string(root.join("crates").join(member).join("Cargo.toml")).unwrap();
    manifest
        .lines()
        .filter_map(|line| line.trim().strip_prefix("yatzy-"))
        .filter_map(|rest| rest.split(['.', ' ', '=']).next())
        .map(str::to_string)
        .collect()
}

#[test]
fn each_member_uses_only_the_layers_below_it() {
    // The layers, bottom up; each member may use those before it, and no other.
    let layers = ["core", "i18n", "storage", "ui", "session", "server", "load"];
    let allowed: BTreeMap<&str, &[&str]> = BTreeMap::from([
        ("core", &[][..]),
        ("i18n", &["core"][..]),
        ("storage", &["core"][..]),
        ("ui", &["core", "i18n", "storage"][..]),
        ("session", &["core", "i18n", "storage", "ui"][..]),
        ("server", &["core", "i18n", "storage", "ui", "session"][..]),
        ("load", &["server"][..]),
    ]);
    for member in layers {
        let used = member_dependencies(member);
        for other in &used {
            assert!(
                allowed[member].contains(&other.as_str()),
                "yatzy-{member} uses yatzy-{other}"
            );
        }
    }
}

#[test]
fn the_core_reaches_for_no_file_terminal_network_or_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = fs::read_to_string(root.join("crates/core/Cargo.toml")).unwrap();
    for outside in [
        "yatzy-", "ratatui", "russh", "tokio", "fluent", "dirs", "libc", "clap",
    ] {
        let named = manifest
            .lines()
            .any(|line| line.trim_start().starts_with(outside));
        assert!(!named, "the core's manifest names {outside}");
    }
    let reaching = [
        "std::fs",
        "std::net",
        "std::env",
        "std::process",
        "std::io::stdin",
        "std::io::stdout",
        "std::io::stderr",
        "File::",
        "println!",
        "eprintln!",
    ];
    let files = code_under(&root.join("crates/core/src"));
    assert!(
        files.len() >= 40,
        "the core's files are all read ({})",
        files.len()
    );
    for (path, code) in files {
        for api in reaching {
            assert!(!code.contains(api), "{} reaches for {api}", path.display());
        }
        // The words' macro, `t!(`, as a name of its own (not the end of `assert!(`).
        let worded = code.match_indices("t!(").any(|(at, _)| {
            !code[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
        });
        assert!(!worded, "{} words something", path.display());
    }
}

#[test]
fn the_reports_and_the_ui_kit_use_no_front_end() {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/ui/src");
    // The reports are made from the history alone: none of the kit's screens or keys.
    for (name, part) in children(&ui.join("reports")) {
        let uses = crate_uses(&part);
        assert!(
            uses.iter().all(|used| used == "reports"),
            "reports::{name} uses {uses:?}"
        );
    }
    for (_, code) in code_under(&ui) {
        for front in ["yatzy_session", "yatzy_server", "yatzy::"] {
            assert!(!code.contains(front), "the UI kit uses {front}");
        }
    }
}
