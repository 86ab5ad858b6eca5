//! `yatzy man`: the manual page, in roff, for `man -l`. `clap_mangen` makes it from the
//! command line's own definition: the synopsis (each command's usage, as `--help` shows it),
//! the description and every option, and each command's options under its own heading. The
//! sections a manual page has beside them (the game's keys from the keymap, the environment,
//! the files, the exit status) are appended in roff. One page: every command is on it, none
//! has a page of its own.

use std::fmt::Write as _;

use clap::Command;
use clap_mangen::Man;

use yatzy_core::rules::RuleSet;
use yatzy_core::solver::cache as solver_cache;

/// Text for a roff text line: backslashes escaped, hyphens written as minus signs (so that
/// options copied from the page work), every character outside ASCII named by its code point
/// (the page reads the same whatever encoding groff assumes), and `*box*` and `` `key` ``
/// (the keymap's Markdown) in italics and bold.
fn escape(text: &str) -> String {
    let mut roff = String::with_capacity(text.len());
    let (mut bold, mut italic) = (false, false);
    for c in text.chars() {
        match c {
            '\\' => roff.push_str("\\e"),
            '-' => roff.push_str("\\-"),
            '`' => {
                bold = !bold;
                roff.push_str(if bold { "\\fB" } else { "\\fR" });
            }
            '*' if text.matches('*').count().is_multiple_of(2) => {
                italic = !italic;
                roff.push_str(if italic { "\\fI" } else { "\\fR" });
            }
            c if c.is_ascii() && !c.is_ascii_control() => roff.push(c),
            c => {
                let _ = write!(roff, "\\[u{:04X}]", u32::from(c));
            }
        }
    }
    if bold || italic {
        roff.push_str("\\fR");
    }
    // A line that starts with a dot or an apostrophe would be a request.
    if roff.starts_with(['.', '\'']) {
        roff.insert_str(0, "\\&");
    }
    roff
}

/// A text made of paragraphs (blank lines apart), each on a text line of its own, `gap`
/// between them (`.PP` in a section, `.IP` inside a tagged paragraph, which keeps its
/// indent).
fn paragraphs(page: &mut String, text: &str, gap: &str) {
    paragraphs_with_examples(page, text, gap, false);
}

/// The same, where a paragraph that ends in a command line after a colon (a command's
/// `To read it: yatzy man | man -l -`) shows that line as it is: on a line of its own,
/// neither filled nor hyphenated.
fn paragraphs_with_examples(page: &mut String, text: &str, gap: &str, examples: bool) {
    let mut first = true;
    for paragraph in text.split("\n\n") {
        let words = paragraph.split_whitespace().collect::<Vec<_>>().join(" ");
        if words.is_empty() {
            continue;
        }
        if !first {
            page.push_str(gap);
            page.push('\n');
        }
        first = false;
        match words.split_once(": yatzy ").filter(|_| examples) {
            Some((intro, command)) => {
                let _ = writeln!(page, "{}:", filled(intro));
                let _ = writeln!(
                    page,
                    ".RS\n.nf\n\\fByatzy {}\\fR\n.fi\n.RE",
                    escape(command)
                );
            }
            None => {
                page.push_str(&filled(&words));
                page.push('\n');
            }
        }
    }
}

/// `text` escaped for a filled text line, where a path (a word with a slash) is never
/// hyphenated: `~/.local/share/yatzy` split as `~/.lo-cal` would read as another path.
fn filled(text: &str) -> String {
    unhyphenated_paths(&escape(text))
}

/// The game's keys, as the keymap lists them for `--help` and README.
fn keys(page: &mut String) {
    for (names, long) in yatzy_ui::keymap::reference() {
        page.push_str(".TP\n");
        let names: Vec<String> = names
            .iter()
            .map(|name| format!("\\fB{}\\fR", escape(name)))
            .collect();
        page.push_str(&names.join(" "));
        page.push('\n');
        page.push_str(&escape(long));
        page.push('\n');
    }
}

/// A tagged paragraph for each `(tag, text)`, the tag in bold.
fn tagged(page: &mut String, entries: &[(&str, &str)]) {
    for (tag, text) in entries {
        let _ = writeln!(page, ".TP\n\\fB{}\\fR", escape(tag));
        paragraphs(page, text, ".IP");
    }
}

const DESCRIPTION: &str = "Scandinavian Yatzy in the terminal: roll five dice up to three \
times, hold any of them between rolls, and score into one of fifteen boxes. Four rule sets \
(yatzy, yacht, yahtzee and forced), alone or at a table of up to six people and bots at one \
terminal, or with friends over SSH (yatzy serve). An exact optimal-strategy engine gives \
hints, coaches, reviews every decision of a finished game and answers from the command \
line.\n\nWithout a command, yatzy starts the full-screen game: the game left unfinished is \
resumed (with several, you choose), else a new one starts. The position is saved on every \
roll, hold and score, so any ending loses at most the last key. With --daily it plays the \
day's challenge: the same dice for everyone who holds the same dice, once a day (UTC) per \
rule set.\n\nThe options below are the game's; --rules, --data-dir, --cache-dir and --lang apply \
to the commands too, given before or after the command's name.";

const ENVIRONMENT: [(&str, &str); 10] = [
    (
        "YATZY_DATA_DIR",
        "The data directory (high scores, saved games, settings, practice), when --data-dir \
         is not given.",
    ),
    (
        "YATZY_CACHE_DIR",
        "The cache directory (strategy tables, safe to delete), when \
         --cache-dir is not given.",
    ),
    (
        "XDG_DATA_HOME, XDG_CACHE_HOME, HOME",
        "Where the data and cache directories are by default: $XDG_DATA_HOME/yatzy (else \
         ~/.local/share/yatzy) and $XDG_CACHE_HOME/yatzy (else ~/.cache/yatzy).",
    ),
    (
        "LC_ALL, LC_MESSAGES, LANG",
        "The language, when neither --lang nor the language setting chooses one: the first \
         of them that is set decides (sv_SE.UTF-8 is Swedish; no and nn are taken as bokmål); \
         English when it names none of en, sv, da, nb and de.",
    ),
    (
        "LC_ALL, LC_CTYPE, LANG",
        "A locale whose character set is not UTF-8 (the first of them that is set) draws \
         every symbol in ASCII, unless --unicode or the ascii setting says otherwise.",
    ),
    (
        "TERM",
        "linux, vt100, vt102, vt220 and dumb draw every symbol in ASCII, unless --unicode or \
         the ascii setting says otherwise.",
    ),
    (
        "NO_COLOR",
        "When set (to anything), no colour at all, whatever the theme.",
    ),
    (
        "USER, LOGNAME, USERNAME",
        "The name offered at a game's end when none was entered before.",
    ),
    (
        "RUST_LOG",
        "Which lines yatzy serve logs on standard error: a level (warn) or targets with levels \
         (yatzy=debug,russh=info); by default the server's own lines from info up.",
    ),
    (
        "YATZY_LOCK_WAIT_MS",
        "How long a write waits for another yatzy's lock on the data directory, in \
         milliseconds (default 10000).",
    ),
];

const FILES: [(&str, &str); 6] = [
    (
        "~/.local/share/yatzy/highscores.json",
        "Every finished game, kept whole (its moves replay it).",
    ),
    (
        "~/.local/share/yatzy/games/ID.json",
        "A game in progress, in a save slot of its own; ID.lock beside it is held by the \
         yatzy playing it.",
    ),
    (
        "~/.local/share/yatzy/settings.json",
        "The settings (the o screen), the rule set played last and the names last entered.",
    ),
    (
        "~/.local/share/yatzy/practice.json",
        "Practice: the positions to come back to, and each session's grades.",
    ),
    (
        "~/.local/share/yatzy/server/",
        "yatzy serve's host key, its lock and the tables in play.",
    ),
    (
        "~/.local/share/yatzy/.lock",
        "Taken while the shared files are written.",
    ),
];

const EXIT_STATUS: [(&str, &str); 4] = [
    ("0", "Success."),
    (
        "1",
        "Failure, said on standard error: a file or output that cannot be read or written, \
         the game without a terminal, a daily challenge played already or being played in \
         another terminal.",
    ),
    (
        "2",
        "A usage error: an unknown option, a bad value (dice that are not five faces, a \
         --date to come), an option where it means nothing.",
    ),
    (
        "128+N",
        "The game ended by signal N (129 when the terminal hung up, 143 on SIGTERM); the \
         game is kept.",
    ),
];

/// The options that only a command's own heading explains: neither the global ones nor
/// `--help`, which the game's options above say once for every command.
fn own_options(command: &Command) -> Command {
    command.clone().mut_args(|arg| {
        if arg.is_global_set() || arg.get_id() == "help" {
            arg.hide(true)
        } else {
            arg
        }
    })
}

/// `command`'s usage as `--help` shows it, without the `Usage: ` before it.
fn usage(command: &Command) -> String {
    let usage = command.clone().render_usage().to_string();
    usage
        .strip_prefix("Usage: ")
        .unwrap_or(&usage)
        .trim()
        .to_string()
}

/// A section clap_mangen rendered, without the definition of `\*(Aq` that it puts before
/// each (the page has it once, from the first) and with every word that holds a slash kept
/// from hyphenation: a path split as `~/.lo-cal` would read as another path. Without its
/// `.SH` heading too when `heading` is false: a command's options go under its own `.SS`.
fn tidied(roff: &[u8], heading: bool) -> String {
    let text = String::from_utf8_lossy(roff);
    let mut kept = String::with_capacity(text.len());
    let preamble = |line: &&str| line.starts_with(".ie ") || line.starts_with(".el ");
    for line in text.lines().filter(|line| !preamble(line)) {
        if line.starts_with(".SH ") && !heading {
            continue;
        }
        if line.starts_with('.') {
            kept.push_str(line);
        } else {
            kept.push_str(&unhyphenated_paths(line));
        }
        kept.push('\n');
    }
    kept
}

/// A roff text line whose words with a slash (paths) are never hyphenated.
fn unhyphenated_paths(line: &str) -> String {
    line.split(' ')
        .map(|word| {
            if word.contains('/') {
                format!("\\%{word}")
            } else {
                word.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The page with every character outside ASCII named by its code point, so that it reads the
/// same whatever encoding groff assumes.
fn ascii_only(page: &str) -> String {
    let mut roff = String::with_capacity(page.len());
    for c in page.chars() {
        if c.is_ascii() {
            roff.push(c);
        } else {
            let _ = write!(roff, "\\[u{:04X}]", u32::from(c));
        }
    }
    roff
}

/// The manual page of `command` (yatzy's, built), in roff. Its sections are rendered into
/// memory, which cannot fail.
pub(super) fn page(command: &Command) -> String {
    let commands: Vec<&Command> = command
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set())
        .collect();
    let mut page = opening_sections(command, &commands);
    commands_section(&mut page, &commands);
    closing_sections(&mut page);
    ascii_only(&page)
}

/// The title, then the name, synopsis, description and options sections.
fn opening_sections(command: &Command, commands: &[&Command]) -> String {
    let name = command.get_name().to_string();
    // The synopsis: the game, the daily challenge, then each command, as their --help says.
    let mut synopsis = vec![
        usage(command),
        format!("{name} --daily [--date <YYYY-MM-DD>] [OPTIONS]"),
    ];
    synopsis.extend(commands.iter().map(|sub| usage(sub)));
    let man = Man::new(
        command
            .clone()
            .override_usage(synopsis.join("\n"))
            .long_about(DESCRIPTION),
    )
    .title(name.to_uppercase())
    .manual("User Commands");

    // The title by hand: clap_mangen leaves an empty date out of `.TH` rather than quote it,
    // which would move the source into the date's place.
    let mut page = format!(
        ".TH {} 1 \"\" \"{name} {}\" \"User Commands\"\n",
        name.to_uppercase(),
        command.get_version().unwrap_or_default()
    );
    let mut name_section = Vec::new();
    let _ = man.render_name_section(&mut name_section);
    page.push_str(&String::from_utf8_lossy(&name_section));
    for render in [
        Man::render_synopsis_section,
        Man::render_description_section,
        Man::render_options_section,
    ] {
        let mut section = Vec::new();
        let _ = render(&man, &mut section);
        page.push_str(&tidied(&section, true));
    }
    page
}

/// Each command: its usage, what it does (with its examples) and its own options.
fn commands_section(page: &mut String, commands: &[&Command]) {
    page.push_str(".SH COMMANDS\n");
    for sub in commands {
        let _ = writeln!(
            page,
            ".SS \"{}\"",
            escape(&usage(sub)).replace('"', "\\(dq")
        );
        let about = sub
            .get_long_about()
            .or_else(|| sub.get_about())
            .map(ToString::to_string)
            .unwrap_or_default();
        paragraphs_with_examples(page, &about, ".PP", true);
        let mut options = Vec::new();
        let _ = Man::new(own_options(sub)).render_options_section(&mut options);
        page.push_str(&tidied(&options, false));
    }
}

/// The keys, the environment, the files, the exit status and the pages to see also.
fn closing_sections(page: &mut String) {
    page.push_str(".SH KEYS\n");
    paragraphs(
        page,
        "In the game (? shows them too, with the rules):",
        ".PP",
    );
    keys(page);

    page.push_str(".SH ENVIRONMENT\n");
    tagged(page, &ENVIRONMENT);
    page.push_str(".SH FILES\n");
    paragraphs(
        page,
        "As on Linux by default; --data-dir and --cache-dir (or YATZY_DATA_DIR and \
         YATZY_CACHE_DIR) move them.",
        ".PP",
    );
    tagged(page, &FILES);
    let cache = format!(
        "The strategy tables ({}), one per rule set: derived data, computed again when \
         missing. The score distributions are built into the game.",
        solver_cache::file_name(RuleSet::Yatzy).replace("yatzy", "RULES"),
    );
    tagged(page, &[("~/.cache/yatzy/", &cache)]);
    page.push_str(".SH EXIT STATUS\n");
    tagged(page, &EXIT_STATUS);
    page.push_str(".SH SEE ALSO\n");
    page.push_str("\\fBssh\\fR(1), for joining a game of \\fByatzy serve\\fR.\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_roff() {
        assert_eq!(escape("--seed N"), "\\-\\-seed N");
        assert_eq!(escape(".hidden"), "\\&.hidden");
        assert_eq!(escape("'quote"), "\\&'quote");
        assert_eq!(escape("a\\b"), "a\\eb");
        assert_eq!(escape("← Kåk"), "\\[u2190] K\\[u00E5]k");
        assert_eq!(
            escape("press `r` on *box*"),
            "press \\fBr\\fR on \\fIbox\\fR"
        );
        // A lone star is a star.
        assert_eq!(escape("5 * 6"), "5 * 6");
    }

    #[test]
    fn a_clap_mangen_section_loses_its_repeated_preamble_and_keeps_paths_whole() {
        let rendered = ".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n.SH OPTIONS\n.TP\n\
                        in ~/.cache/yatzy or /tmp, not a/b\\-c split\n";
        let kept = ".TP\nin \\%~/.cache/yatzy or \\%/tmp, not \\%a/b\\-c split\n";
        assert_eq!(tidied(rendered.as_bytes(), false), kept);
        assert_eq!(
            tidied(rendered.as_bytes(), true),
            format!(".SH OPTIONS\n{kept}")
        );
    }

    #[test]
    fn the_page_is_ascii_with_other_characters_named() {
        assert_eq!(
            ascii_only("bokm\u{e5}l \u{2190}"),
            "bokm\\[u00E5]l \\[u2190]"
        );
    }

    #[test]
    fn a_command_heading_explains_only_its_own_options() {
        let mut yatzy = crate::cli::command();
        yatzy.build();
        let score = yatzy
            .get_subcommands()
            .find(|sub| sub.get_name() == "score")
            .map(own_options)
            .unwrap();
        let shown: Vec<&str> = score
            .get_arguments()
            .filter(|arg| !arg.is_hide_set())
            .map(|arg| arg.get_id().as_str())
            .collect();
        assert!(
            shown.contains(&"json") && shown.contains(&"dice"),
            "{shown:?}"
        );
        assert!(
            !shown.contains(&"lang") && !shown.contains(&"help"),
            "{shown:?}"
        );
        assert_eq!(usage(&score), "yatzy score [OPTIONS] <DICE>...");
    }
}
