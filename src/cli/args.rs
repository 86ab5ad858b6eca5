//! The command line's words: the game's options, the commands and theirs (clap derive).

use std::path::PathBuf;
use std::str::FromStr;

use clap::{Args, Parser, Subcommand};

use super::values::{
    LanguageParser, parse_risk, parse_threshold, rules_parser, seat_parser, strategy_parser,
    theme_parser,
};
use yatzy_core::rules::{Dice, RuleSet};
use yatzy_core::simulate::{SeatStrategy, StrategyKind};
use yatzy_ui::ThemeName;

/// The scores a `--target` may name, the game's, `hint`'s, `solve`'s, `simulate`'s and
/// `serve`'s alike: 0 is no goal at all, and 2000 is above every card's highest score (1575 in
/// Yahtzee, with twelve Yahtzee bonuses), so any goal a card can reach can be named.
pub(super) const TARGET_RANGE: std::ops::RangeInclusive<i64> = 1..=2000;

const ABOUT: &str = "Scandinavian Yatzy in the terminal, with an exact optimal-strategy engine.";

/// Where a command looks: the rule set and the data directory. Every command that reads the
/// card or the data directory takes them; given before the command, they apply to it too.
#[derive(Clone, Debug, Default, Args)]
pub struct DataArgs {
    /// Which score card to play [default: the last one played, else yatzy].
    #[arg(long, value_name = "RULES", value_parser = rules_parser())]
    pub rules: Option<RuleSet>,

    /// Where high scores, saved games and settings live [default: $YATZY_DATA_DIR, else the
    /// platform's data directory + /yatzy, e.g. ~/.local/share/yatzy].
    #[arg(long, value_name = "PATH")]
    pub data_dir: Option<PathBuf>,

    /// Where the strategy tables are cached (derived data, safe to
    /// delete) [default: $YATZY_CACHE_DIR, else the platform's cache directory + /yatzy,
    /// e.g. ~/.cache/yatzy].
    #[arg(long, value_name = "PATH")]
    pub cache_dir: Option<PathBuf>,
}

impl DataArgs {
    /// This command's choices, else those given before the command.
    pub(super) fn or(self, before: &DataArgs) -> DataArgs {
        DataArgs {
            rules: self.rules.or(before.rules),
            data_dir: self.data_dir.or_else(|| before.data_dir.clone()),
            cache_dir: self.cache_dir.or_else(|| before.cache_dir.clone()),
        }
    }
}

#[derive(Debug, Parser)]
#[command(
    name = "yatzy",
    // The usage lines say `yatzy` whatever the file is called (it is often copied under
    // another name): clap would take the name the program was started by.
    bin_name = "yatzy",
    version,
    about = ABOUT,
    long_about = None,
    // `yatzy help` is a command of its own, so that `yatzy help --help` works too.
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(flatten)]
    pub place: DataArgs,

    /// Seed for the dice: the same seed and the same keys give the same game.
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub seed: Option<u64>,

    /// Start a new game instead of resuming: the saved games this terminal could resume are
    /// discarded (a finished one is recorded), each named.
    #[arg(long)]
    pub new: bool,

    /// Players in turn order, for a hot-seat game: names, `bot` (optimal), `bot:easy` or
    /// `bot:win` (plays to finish first), e.g. "Ann,Bob,bot". Up to 6; solitaire without it.
    // Checked after parsing, so that a refused name is never echoed raw by clap.
    #[arg(long, value_name = "LIST")]
    pub players: Option<String>,

    /// Milliseconds between a bot's actions (0: instant); during a bot's turn any key but q and ?
    /// finishes it [default: the setting, else 600].
    #[arg(long, allow_negative_numbers = true, value_name = "MS", value_parser = clap::value_parser!(u64).range(0..=10_000))]
    pub bot_delay: Option<u64>,

    /// With the coach on (key c), flag moves that cost more than this many expected points
    /// [default: the setting, else 1.0].
    #[arg(long, allow_negative_numbers = true, value_name = "POINTS", value_parser = parse_threshold)]
    pub coach_threshold: Option<f64>,

    /// The hint also names the best choice for this risk appetite, -5 (cautious) to 5 (bold)
    /// [default: the setting, else none].
    #[arg(long, value_name = "R", allow_negative_numbers = true, value_parser = parse_risk)]
    pub risk: Option<f64>,

    /// Play for this score, 1 to 2000: the hints name the choice with the highest chance of
    /// ending on N points or more [default: the goal setting, else the best score].
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = clap::value_parser!(u16).range(TARGET_RANGE))]
    pub target: Option<u16>,

    /// The colours of the game (NO_COLOR, when set, means none whatever the theme)
    /// [default: the setting, else default].
    #[arg(long, value_name = "THEME", value_parser = theme_parser())]
    pub theme: Option<ThemeName>,

    /// Draw every symbol in ASCII (on by itself for TERM=linux, vt100 and dumb and for a
    /// locale that is not UTF-8, unless the setting says otherwise).
    #[arg(long, conflicts_with = "unicode")]
    pub ascii: bool,

    /// Draw the usual symbols even where ASCII would be chosen by itself.
    #[arg(long)]
    pub unicode: bool,

    /// Play the daily challenge: one game a day per rule set, the same dice for everyone who
    /// holds the same dice, recorded once (today's, UTC, unless --date says another day).
    #[arg(long, conflicts_with_all = ["seed", "players"])]
    pub daily: bool,

    /// With --daily: the day whose challenge to play, as YYYY-MM-DD (today or before: a day's
    /// challenge comes out at midnight UTC).
    #[arg(long, value_name = "YYYY-MM-DD", requires = "daily")]
    pub date: Option<chrono::NaiveDate>,

    /// The language of the game and of every command's output: en, sv, da, nb or de
    /// [default: the setting, else LC_ALL, LC_MESSAGES or LANG, else en].
    // The codes are in the text above already; listed again they would only repeat it.
    #[arg(
        long,
        value_name = "LANG",
        global = true,
        value_parser = LanguageParser,
        hide_possible_values = true
    )]
    pub lang: Option<yatzy_i18n::Language>,

    #[command(subcommand)]
    pub command: Option<Commands>,
}

/// The options of the game itself, refused before a command (where they would mean nothing).
pub(super) const GAME_OPTIONS: [&str; 12] = [
    "seed",
    "new",
    "players",
    "bot_delay",
    "coach_threshold",
    "theme",
    "ascii",
    "unicode",
    "daily",
    "date",
    "risk",
    "target",
];

#[derive(Debug, Subcommand)]
pub enum Commands {
    /// Print what a roll scores in every box (for real dice at the kitchen table).
    Score {
        /// The five dice, as one word (22555) or five (2 2 5 5 5).
        #[arg(value_name = "DICE", required = true, num_args = 1..)]
        dice: Vec<String>,
        /// Print one JSON object mapping each category id to its score.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        place: DataArgs,
    },
    /// Print the high scores and statistics without starting the game.
    Scores {
        /// Print every recorded game of the rule set as a JSON array, for scripts (with
        /// --trends: the trends as one JSON object).
        #[arg(long)]
        json: bool,
        /// The story of your games instead: the scores over time, points lost per decision,
        /// each box against optimal play, the bonus and Yatzy rates, streaks.
        #[arg(long)]
        trends: bool,
        /// Whose games the statistics and trends are of (names match case and surrounding
        /// spaces aside); with --json, only that name's games are printed. Without it: your
        /// own, the name last entered at a game's end (else your login name), or everyone's
        /// while that name has no game.
        #[arg(long, value_name = "NAME", conflicts_with = "everyone")]
        name: Option<String>,
        /// The statistics and trends of every player's games (bots aside).
        #[arg(long)]
        everyone: bool,
        #[command(flatten)]
        place: DataArgs,
    },
    /// Compute (or load) the optimal-strategy table and print the expected score of optimal play.
    Solve(SolveArgs),
    /// The best move for a position, with the expected score of the alternatives.
    Hint(HintArgs),
    /// Play many games with a bot and print the distribution of scores; or a table of bots,
    /// and how often each finishes first.
    Simulate {
        /// How many games to play [with --table: 1000].
        #[arg(long, allow_negative_numbers = true, value_name = "N", required_unless_present = "table", value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        games: Option<u64>,
        /// Which bot plays.
        #[arg(
            long,
            value_name = "STRATEGY",
            default_value = "optimal",
            value_parser = strategy_parser(),
            conflicts_with_all = ["table", "target"]
        )]
        strategy: StrategyKind,
        /// A table of 2 to 6 bots, each with its own dice, e.g. win,optimal: optimal (the
        /// most points), win (the best chance to finish first), easy or greedy. Prints each
        /// seat's wins, ties and win rate (a tie for first among k counts 1/k).
        #[arg(long, value_name = "STRATEGIES", value_delimiter = ',', value_parser = seat_parser())]
        table: Vec<SeatStrategy>,
        /// Play for a final score of N or more, 1 to 2000 (goal play), and say how often it is
        /// reached.
        #[arg(long, allow_negative_numbers = true, value_name = "N", conflicts_with_all = ["table", "risk"], value_parser = clap::value_parser!(u32).range(TARGET_RANGE))]
        target: Option<u32>,
        /// With --table: one JSON object, for scripts.
        #[arg(long, requires = "table")]
        json: bool,
        /// Seed for the games' dice: the same seed gives the same games.
        #[arg(long, value_name = "N", allow_negative_numbers = true)]
        seed: Option<u64>,
        /// The optimal bot's risk appetite, -5 (cautious) to 5 (bold); 0 maximises the
        /// expected score.
        #[arg(long, value_name = "R", default_value_t = 0.0, allow_negative_numbers = true, value_parser = parse_risk)]
        risk: f64,
        #[command(flatten)]
        place: DataArgs,
    },
    /// Practise decisions: positions from your own costliest past decisions, then from
    /// optimal games, each graded at once against optimal play; missed ones come back in
    /// later sessions, and your points lost per decision are kept over time.
    Practice {
        #[command(flatten)]
        place: DataArgs,
    },
    /// Host games over SSH: friends join with nothing but `ssh -p PORT NAME@HOST`, meet in a
    /// lobby, and play at tables of up to six people and bots.
    #[cfg(feature = "serve")]
    Serve(ServeArgs),
    /// Print a completion script for a shell.
    ///
    /// For bash, e.g.: yatzy completions bash > ~/.local/share/bash-completion/completions/yatzy
    Completions {
        /// The shell to complete in.
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff).
    ///
    /// To read it: yatzy man | man -l -
    Man,
    /// Print the help of yatzy, or of one of its commands.
    Help {
        /// The command to explain.
        #[arg(value_name = "COMMAND")]
        command: Option<String>,
    },
}

/// `yatzy solve`'s options.
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("answer").args(["distribution", "target"]))]
pub struct SolveArgs {
    /// Ignore the cached table (and distribution) and compute it again.
    #[arg(long)]
    pub recompute: bool,
    /// Print the exact distribution of the final score under optimal play: mean, standard
    /// deviation, percentiles, the bonus and Yatzy rates, and the chance of every score.
    #[arg(long)]
    pub distribution: bool,
    /// The highest chance of a final score of N or more (1 to 2000), playing for it, and the
    /// chance when playing for the most points (computes the goal table once: about a
    /// minute).
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = clap::value_parser!(u32).range(TARGET_RANGE))]
    pub target: Option<u32>,
    /// With --distribution or --target: one JSON object, for scripts.
    #[arg(long, requires = "answer")]
    pub json: bool,
    /// With --distribution or --target: from a position between turns, these boxes filled
    /// (by id: ones,twos,...,yatzy), played on from there.
    #[arg(long, value_name = "IDS", value_delimiter = ',', requires = "answer")]
    pub filled: Vec<String>,
    /// With --distribution or --target: the Left Section sum of the position (Ones..Sixes,
    /// without the bonus).
    #[arg(long, allow_negative_numbers = true, value_name = "SUM", requires = "answer", value_parser = clap::value_parser!(u16).range(0..=105))]
    pub upper: Option<u16>,
    /// With --distribution or --target, in Yacht and Yahtzee: the five-of-a-kind box holds
    /// 50.
    #[arg(long, requires = "answer")]
    pub five_box_50: bool,
    /// With --distribution or --target: the points already on the card (the bonus included
    /// once earned), counted in the scores; without it, the distribution is of the points
    /// still to come (and a target counts from 0).
    #[arg(long, allow_negative_numbers = true, value_name = "POINTS", requires = "answer", value_parser = clap::value_parser!(u16).range(0..=2000))]
    pub banked: Option<u16>,
    #[command(flatten)]
    pub place: DataArgs,
}

/// `yatzy hint`'s options.
#[derive(Debug, Args)]
pub struct HintArgs {
    /// The five dice on the table, e.g. 22555.
    #[arg(long, value_name = "DICE", value_parser = Dice::from_str)]
    pub dice: Dice,
    /// Rolls still to come this turn.
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=2))]
    pub rolls_left: u8,
    /// The boxes already filled, by id: ones,twos,...,yatzy (yacht, yahtzee on those cards).
    #[arg(long, value_name = "IDS", value_delimiter = ',')]
    pub filled: Vec<String>,
    /// Yacht and Yahtzee: the five-of-a-kind box holds 50 (so another one earns 100).
    #[arg(long)]
    pub five_box_50: bool,
    /// The Left Section sum so far (Ones..Sixes, without the bonus).
    #[arg(long, allow_negative_numbers = true, value_name = "SUM", default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=105))]
    pub upper: u16,
    /// The points already on the card (the bonus included once earned): with --target,
    /// what the target still needs is the rest.
    #[arg(long, allow_negative_numbers = true, value_name = "POINTS", default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=2000))]
    pub banked: u16,
    /// Rank the choices by their chance of a final score of N or more (1 to 2000), playing
    /// for it (computes the goal table once: about a minute).
    #[arg(long, allow_negative_numbers = true, value_name = "N", value_parser = clap::value_parser!(u32).range(TARGET_RANGE))]
    pub target: Option<u32>,
    /// With --target: one JSON object, for scripts.
    #[arg(long, requires = "target")]
    pub json: bool,
    /// How many choices to list.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 5,
        allow_negative_numbers = true
    )]
    pub top: usize,
    /// Also name the best choice for this risk appetite, -5 (cautious) to 5 (bold).
    #[arg(long, value_name = "R", default_value_t = 0.0, allow_negative_numbers = true, value_parser = parse_risk)]
    pub risk: f64,
    #[command(flatten)]
    pub place: DataArgs,
}

/// `yatzy serve`'s options.
#[cfg(feature = "serve")]
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address and port to listen on; 0.0.0.0:2222 lets other machines in.
    #[arg(long, value_name = "ADDR:PORT", default_value = yatzy_server::DEFAULT_LISTEN)]
    pub listen: std::net::SocketAddr,
    /// Where the host key, the tables in play and the high scores live [default:
    /// $YATZY_DATA_DIR, else the platform's data directory + /yatzy].
    #[arg(long, value_name = "PATH")]
    pub data_dir: Option<PathBuf>,
    /// Only the keys in this file (OpenSSH authorized_keys format) may join; without it,
    /// anyone who reaches the port may play.
    #[arg(long, value_name = "FILE")]
    pub authorized_keys: Option<PathBuf>,
    /// Seconds a player has for a turn before a bot plays it for them (their seat stays
    /// theirs); 0: no limit.
    #[arg(long, allow_negative_numbers = true, value_name = "SECS", default_value_t = 90, value_parser = clap::value_parser!(u64).range(0..=86_400))]
    pub turn_timeout: u64,
    /// Seconds without a word from a guest's client before the server asks it whether it
    /// is still there; three unanswered and the connection is dropped.
    #[arg(long, allow_negative_numbers = true, value_name = "SECS", default_value_t = 15, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub keepalive: u64,
    /// Milliseconds between two moves of a bot.
    #[arg(long, allow_negative_numbers = true, value_name = "MS", default_value_t = 400, value_parser = clap::value_parser!(u64).range(0..=10_000))]
    pub bot_pace: u64,
    /// At most this many connections at once.
    #[arg(long, allow_negative_numbers = true, value_name = "N", default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub max_connections: u64,
    /// New connections one address may open in a minute.
    #[arg(long, allow_negative_numbers = true, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub connections_per_minute: u64,
    /// Connections one address (an IPv6 /64) may hold at once.
    #[arg(long, allow_negative_numbers = true, value_name = "N", default_value_t = 16, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub connections_per_address: u64,
    /// Seconds a new connection has to log in and start the game; one that has not by then
    /// is closed.
    #[arg(long, allow_negative_numbers = true, value_name = "SECS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub login_grace: u64,
    /// At most this many tables at once (waiting, in play, or over and not yet recorded).
    #[arg(long, allow_negative_numbers = true, value_name = "N", default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub max_tables: u64,
    /// Tables in play one address (an IPv6 /64) may have opened at once.
    #[arg(long, allow_negative_numbers = true, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub tables_per_address: u64,
    /// Seconds a game in progress waits with none of its people connected before it is
    /// closed as abandoned (kept aside, not recorded); a table resumed at start waits at
    /// least ten minutes.
    #[arg(long, allow_negative_numbers = true, value_name = "SECS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub abandon_after: u64,
    /// Connections one address (an IPv6 /64) may have logging in at once; its network
    /// (an IPv4 /24, an IPv6 /48) twice as many.
    #[arg(long, allow_negative_numbers = true, value_name = "N", default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub logins_per_address: u64,
    /// The score a guest's reach goal aims at (`g` at a table of one), from 1 to 2000.
    #[arg(long, allow_negative_numbers = true, value_name = "N", default_value_t = 300, value_parser = clap::value_parser!(u16).range(TARGET_RANGE))]
    pub target: u16,
}
