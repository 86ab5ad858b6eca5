//! `yatzy man`: the manual page, in roff, for `man -l`. Made from the command line's own
//! definition (every option with its argument, every command with its own options, as
//! `--help` has them) and the keymap (the game's keys), with the sections a manual page has
//! beside them: the environment, the files, the exit status. One page: every command is on
//! it, none has a page of its own.

use std::fmt::Write as _;

use clap::{Arg, ArgAction, Command};

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

/// An option's name and argument as a synopsis shows them: `\fB\-\-seed\fR \fIN\fR`.
fn option_head(arg: &Arg) -> String {
    let mut head = match (arg.get_short(), arg.get_long()) {
        (Some(short), Some(long)) => format!("\\fB\\-{short}\\fR, \\fB\\-\\-{}\\fR", escape(long)),
        (Some(short), None) => format!("\\fB\\-{short}\\fR"),
        (None, Some(long)) => format!("\\fB\\-\\-{}\\fR", escape(long)),
        (None, None) => {
            // A positional argument: its value's name.
            let name = arg
                .get_value_names()
                .and_then(|names| names.first())
                .map_or_else(|| arg.get_id().to_string(), ToString::to_string);
            let more = if takes_many(arg) { "..." } else { "" };
            return format!("\\fI{}\\fR{more}", escape(&name));
        }
    };
    if takes_value(arg) {
        let name = arg
            .get_value_names()
            .and_then(|names| names.first())
            .map_or_else(
                || arg.get_id().to_string().to_uppercase(),
                ToString::to_string,
            );
        let _ = write!(head, " \\fI{}\\fR", escape(&name));
    }
    head
}

fn takes_value(arg: &Arg) -> bool {
    matches!(arg.get_action(), ArgAction::Set | ArgAction::Append)
}

fn takes_many(arg: &Arg) -> bool {
    arg.get_num_args()
        .is_some_and(|range| range.max_values() > 1)
}

/// The arguments a command's synopsis and option list show: everything but the hidden ones.
fn shown(command: &Command) -> Vec<&Arg> {
    command
        .get_arguments()
        .filter(|arg| !arg.is_hide_set())
        .collect()
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
    escape(text)
        .split(' ')
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

/// Each of `args` as a tagged paragraph: the option and its argument, then what it does, its
/// default and its values.
fn options(page: &mut String, args: &[&Arg]) {
    for arg in args {
        page.push_str(".TP\n");
        page.push_str(&option_head(arg));
        page.push('\n');
        let mut help = arg
            .get_long_help()
            .or_else(|| arg.get_help())
            .map(ToString::to_string)
            .unwrap_or_default();
        let defaults: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|value| value.to_string_lossy().into_owned())
            .collect();
        if !defaults.is_empty() && takes_value(arg) {
            let _ = write!(help, " [default: {}]", defaults.join(","));
        }
        let values: Vec<String> = arg
            .get_possible_values()
            .iter()
            .filter(|value| !value.is_hide_set())
            .map(|value| match value.get_help() {
                Some(about) => format!("{} ({about})", value.get_name()),
                None => value.get_name().to_string(),
            })
            .collect();
        // A switch's values are true and false: nothing to list.
        if !values.is_empty() && takes_value(arg) {
            let end = if help.ends_with('.') { "" } else { "." };
            let _ = write!(help, "{end} Values: {}.", values.join(", "));
        }
        paragraphs(page, &help, ".IP");
    }
}

/// A command's synopsis line: `yatzy score [OPTIONS] DICE...`.
fn synopsis(path: &str, command: &Command) -> String {
    let mut line = format!("\\fB{}\\fR", escape(path));
    let args = shown(command);
    if args.iter().any(|arg| !arg.is_positional()) {
        line.push_str(" [\\fIOPTIONS\\fR]");
    }
    for arg in args.iter().filter(|arg| arg.is_positional()) {
        let head = option_head(arg);
        if arg.is_required_set() {
            let _ = write!(line, " {head}");
        } else {
            let _ = write!(line, " [{head}]");
        }
    }
    line
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
rule set.";

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

/// The manual page of `command` (yatzy's, built), in roff.
pub fn page(command: &Command) -> String {
    let name = command.get_name();
    let version = command.get_version().unwrap_or_default();
    let about = command
        .get_about()
        .map(ToString::to_string)
        .unwrap_or_default();
    let mut page = String::new();
    let _ = writeln!(
        page,
        ".TH {} 1 \"\" \"{name} {version}\" \"User Commands\"",
        name.to_uppercase()
    );
    page.push_str(".SH NAME\n");
    let _ = writeln!(page, "{name} \\- {}", escape(about.trim_end_matches('.')));

    page.push_str(".SH SYNOPSIS\n");
    let _ = writeln!(page, "{}\n.br", synopsis(name, command));
    let _ = writeln!(
        page,
        "\\fB{name}\\fR \\fB\\-\\-daily\\fR [\\fB\\-\\-date\\fR \\fIYYYY\\-MM\\-DD\\fR] [\\fIOPTIONS\\fR]"
    );
    let commands: Vec<&Command> = command
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set())
        .collect();
    for sub in &commands {
        page.push_str(".br\n");
        page.push_str(&synopsis(&format!("{name} {}", sub.get_name()), sub));
        page.push('\n');
    }

    page.push_str(".SH DESCRIPTION\n");
    paragraphs(&mut page, DESCRIPTION, ".PP");

    page.push_str(".SH OPTIONS\n");
    paragraphs(
        &mut page,
        "The game's options; --rules, --data-dir, --cache-dir and --lang apply to the \
         commands too, given before or after the command's name.",
        ".PP",
    );
    options(&mut page, &shown(command));

    page.push_str(".SH COMMANDS\n");
    for sub in &commands {
        let _ = writeln!(
            page,
            ".SS \"{}\"",
            synopsis(&format!("{name} {}", sub.get_name()), sub).replace('"', "\\(dq")
        );
        let about = sub
            .get_long_about()
            .or_else(|| sub.get_about())
            .map(ToString::to_string)
            .unwrap_or_default();
        paragraphs_with_examples(&mut page, &about, ".PP", true);
        // The global --lang and every command's --help are said once, above.
        let args: Vec<&Arg> = shown(sub)
            .into_iter()
            .filter(|arg| !arg.is_global_set() && arg.get_id() != "help")
            .collect();
        options(&mut page, &args);
    }

    page.push_str(".SH KEYS\n");
    paragraphs(
        &mut page,
        "In the game (? shows them too, with the rules):",
        ".PP",
    );
    keys(&mut page);

    page.push_str(".SH ENVIRONMENT\n");
    tagged(&mut page, &ENVIRONMENT);
    page.push_str(".SH FILES\n");
    paragraphs(
        &mut page,
        "As on Linux by default; --data-dir and --cache-dir (or YATZY_DATA_DIR and \
         YATZY_CACHE_DIR) move them.",
        ".PP",
    );
    tagged(&mut page, &FILES);
    let cache = format!(
        "The strategy tables ({}), one per rule set: derived data, computed again when \
         missing. The score distributions are built into the game.",
        solver_cache::file_name(RuleSet::Yatzy).replace("yatzy", "RULES"),
    );
    tagged(&mut page, &[("~/.cache/yatzy/", &cache)]);
    page.push_str(".SH EXIT STATUS\n");
    tagged(&mut page, &EXIT_STATUS);
    page.push_str(".SH SEE ALSO\n");
    page.push_str("\\fBssh\\fR(1), for joining a game of \\fByatzy serve\\fR.\n");
    page
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
}
