## Rule sets

rules-yatzy = Scandinavian Yatzy
rules-yatzy-short = Yatzy
rules-yacht = Yacht
rules-yacht-short = Yacht
rules-yahtzee = Yahtzee
rules-yahtzee-short = Yahtzee
rules-forced = Forced Yatzy
rules-forced-short = Forced

## Boxes, as the score card prints them (the -short forms fit the narrow card)

box-ones = Ones
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-one-pair = One Pair
box-two-pairs = Two Pairs
box-three-of-a-kind = Three of a Kind
box-three-of-a-kind-short = 3 of a Kind
box-four-of-a-kind = Four of a Kind
box-four-of-a-kind-short = 4 of a Kind
box-small-straight = Small Straight
box-small-straight-short = Sm. Straight
box-large-straight = Large Straight
box-large-straight-short = Lg. Straight
box-full-house = Full House
box-chance = Chance
box-yatzy = Yatzy
box-yacht = Yacht
box-yahtzee = Yahtzee
box-hands-three-of-a-kind = 3 of a Kind
box-hands-four-of-a-kind = 4 of a Kind

## The board

title = YATZY
turn = Turn { $turn } of { $turns }
turn-roll = Turn { $turn } of { $turns } · Roll { $roll } of 3
game-over = Game over
header-solver = solver { $percent }%
header-coach = coach
header-best = best { $score }
header-daily = daily { $date }
header-seed = seed { $seed }
header-practice = practice { $number } of { $count }
total = Total
total-points = Total { $total }
die-held = HELD
roll-all = Roll all (r)
roll = Roll (r)
no-rolls = No rolls
rolls-left = { $left } left
left-section = Left Section
right-section = Right Section
sum = Sum
bonus = Bonus { $points }
bonus-to-go = Bonus { $points }: { $sum }/{ $target }, { $to_go } to go
bonus-missed = Bonus { $points }: { $sum }/{ $target }, missed
to-bonus = To bonus
five-bonus = { $name } bonus

## The game-over banner

table-not-recorded = Not recorded yet: n, q and the next start try again
table-recording = Recording the scores…
table-recorded = Every player's score is recorded; bots keep statistics of their own
table-recorded-people = Every player's score is recorded
bonus-reached = Bonus reached: { $sum } + { $points }
bonus-missed-by = Bonus missed by { $to_go }
recorded-rank = #{ $rank } for { $name }
not-recorded-yet = not recorded yet
recording = recording…
points-lost = { $lost } points lost to optimal play
better-than = Better than { $share } of optimal games
standing-computing = Where this stands against optimal games: computing…
best-boxes = Best: { $boxes }
game-over-total = Game over · Total { $total }
game-over-winner = Game over · { $name } wins with { $score }
game-over-tie = Game over · tie: { $names } with { $score }
hint = Hint: { $choice } (expected final score { $expected })
hint-bold = bold
hint-cautious = cautious
next-best = Next best: { $others }

## Playing

all-held = All five dice are held: release one to roll, or score with Enter
scored-in = { $points } in { $name }
five-bonus-scored = { $name } bonus! +100
roll-first = Roll the dice first: press r
no-rolls-left = No rolls left this turn: choose a box to score
no-such-die = There is no die { $die }
game-is-over = The game is over: start a new game
box-filled = { $name } is already filled
box-not-on-card = { $name } is not a box in { $rules }
forced-five-box = A { $five } must go in the { $five } box while it is open
forced-numbers-box = With the { $five } box filled, a { $five } must go in { $name } while it is open
forced-lower-first = A { $five } Joker must go in an open lower box while there is one
forced-in-order = In Forced Yatzy the boxes are filled in order: this turn scores in { $name }
bot-playing = { $name } is playing
bot-waits-for-goal-table = { $name } waits for its goal table: { $percent }% (worked out once, about a minute)
bot-rolled = { $name } rolled, roll { $roll } of { $rolls }
bot-keeps = { $name } keeps { $faces }
bot-scored = { $name } scored { $points } in { $category }
bot-turn-keys = any key finishes its turn, q quits
players-turn = { $name }'s turn: press r to roll
their-turn = { $name }'s turn
your-turn-roll = Your turn: press r to roll
forced-roll = Press r to roll: this turn scores in { $name }
forced-last-roll = Last roll: Enter scores it in { $name }
forced-turn = This turn scores in { $name }: hold with 1-5, r to roll, Enter to score
type-name = Type your name for the high scores and press Enter
press-r = Press r to roll the dice
last-roll = Last roll: choose a box with ↑↓ and Enter
hold-or-score = Hold dice with 1-5, r to roll the rest, or Enter to score
daily-done = Daily challenge done: v reviews it; the share text is printed when you quit
game-over-review = Game over: v reviews every decision against optimal play
five-own-box = Five of a kind: it must go in its open box (50)
five-numbers-box = Five of a kind: it must go in the numbers box of its face
joker-lower = Joker! Full value in any open lower box (FH 25, straights 30/40), or 0 above
joker-upper = Joker! No lower box is open: it scores 0 in an open upper box
joker-lower-only = Joker! It must go in an open lower box, at full value

## Keys: the footers' words and the help's lines (at most 26 characters)

footer-roll = roll
help-roll-the-dice-not-held = roll the dice not held
footer-hold = hold
help-hold-or-release-a-die = hold or release a die
help-move-the-die-cursor = move the die cursor
help-hold-the-die-at-the-cursor = hold the die at the cursor
help-move-between-open-boxes = move between open boxes
footer-score = score
help-score-the-chosen-box = score the chosen box
footer-hint = hint
help-hint-the-best-move-now = hint: the best move now
help-chances-show-hide = chances: show or hide
chances-shown = Chances shown (exact if everyone plays optimally from here).
chances-hidden = Chances hidden (w shows them).
chances-computing = chances: computing…
chances-beat-best = beat { $best }: { $chance }
chances-reach = reach { $score }: { $chance }
chances-tie = tie { $chance }
chances-win-label = win
review-chance-best = Chance to beat { $best }
review-chance-reach = Chance to reach { $score }
review-chances-title = Chance to win after each round
review-chances-computing = Chances after each turn: computing…
review-chance-tie = tie
help-coach-flag-costly-moves = coach: flag costly moves
help-net-coach = coach on/off (alone)
footer-scores = scores
help-high-scores-statistics = high scores, statistics
footer-help = help
help-this-help = this help
footer-quit = quit
help-quit-the-game-is-kept = quit (the game is kept)
help-settings-saved-at-once = settings (saved at once)
help-practice-decisions = practice decisions
help-review-new-game-players = review, new game, players
footer-review = review
footer-new-game = new game
footer-players = players
footer-yes = yes
footer-no = no
# The letter besides y that answers a question yes: y when the language has no other.
yes-letter = y
footer-erase = erase
footer-record = record
footer-record-the-offered-name = record the offered name
footer-add-a-player = add a player
footer-add-a-bot = add a bot
footer-add-an-easy-bot = add an easy bot
footer-add-a-win-bot = add a win bot
footer-remove = remove
footer-rename = rename
footer-move-up-down = move up/down
footer-start-the-game = start the game
footer-back = back
footer-keep-the-name = keep the name
footer-cancel = cancel
footer-trends = trends
footer-choose = choose
footer-replay-review = replay, review
footer-back-to-the-game = back to the game
footer-scroll = scroll
footer-page = page
footer-player = player
footer-resume = resume
footer-new-game-they-stay-saved = new game (they stay saved)
footer-change = change
footer-keep-held-roll = keep held, roll
footer-end-practice = end practice
footer-next-position = next position
footer-practise-again = practise again
footer-leave = leave
footer-quits = quits
help-quit-at-once = quit at once
help-suspend-fg-resumes = suspend (fg resumes)
you = You
help-title = Help · any key closes
help-keys = Keys
help-hint-solver = hint (solver at { $percent }%)
help-rules = Rules · { $rules }
help-rolls = Up to 3 rolls a turn; hold any
help-any-order-1 = dice between rolls. Fill each
help-any-order-2 = box once: a misfit scores 0.
help-in-order-1 = dice between rolls. Fill boxes
help-in-order-2 = in order, Ones first; misfit 0.
help-numbers = Ones..Sixes
help-numbers-score = sum of that face
help-bonus-score = at 63 or more
help-one-pair = the highest pair
help-two-pairs = two different
help-kinds = 3/4 of a Kind
help-kinds-alike = 3 or 4 alike
help-kinds-sum = sum of all dice
help-full-house-sum = 3 + 2 alike: sum
help-full-house-25 = 3 + 2 alike: 25
help-four-in-a-row = 4 in a row: 30
help-five-in-a-row = 5 in a row: 40
help-chance = the sum
help-five-alike = 5 alike: 50
help-yacht-1 = A Yacht fills an open Yacht box
help-yacht-2 = first; later ones +100 (if 50).
help-yahtzee-1 = More Yahtzees: +100 (if 50);
help-yahtzee-2 = Joker: numbers, lower, then 0.

## Choices, grades, questions

choice-reroll-all = reroll all
choice-keep = keep { $faces }
choice-score = score { $name }
# How a figure's fraction is set off: 0.25 or 0,25.
decimal-separator = .
grade-exact = exact
grade-close = within 0.1
grade-fair = within 1
grade-costly = costly
scratch = Scratch
scratch-question = Scratch { $name } for 0? y/n
coach = Coach
quit = Quit
total-rank = Total { $total } · rank #{ $rank }
name-label = Name:
name-keys = Enter: record · Esc: record as { $name }
name-plain = Names are plain text: letters, digits, spaces
name-too-long = A name has at most { $most } characters

## Practice

practice-title = Practice · { $rules }
practice-waiting = The solver is preparing its table ({ $percent }%): practice starts when it is ready.
practice-due = Missed before
practice-mistake = Your own decision (it lost { $lost })
practice-optimal = From an optimal game
practice-choose-box = choose a box, Enter scores it
practice-keep-or-score = hold dice and keep them with r, or score with Enter
practice-exact = Exact: { $answer } is the best choice
practice-lost = { $grade }: { $answer } loses { $lost } · best: { $best }
practice-none = No position answered this time.
practice-session = This session: { $count ->
        [one] { $count } position
       *[other] { $count } positions
    } · { $grades }
practice-mean = Points lost per decision: { $mean } (in all { $total })
practice-answer-lost = { $answer } (-{ $lost }); best: { $best }
practice-proficiency = Proficiency: points lost per decision, session by session
practice-now = now
practice-overall = { $count ->
        [one] All { $count } session
       *[other] All { $count } sessions
    }: { $mean } per decision
practice-schedule = Missed positions come back next session, passed ones after { $waits } sessions. Due next time: { $due }.

## Coach, hints, quitting

coach-cost = Coach: that cost { $lost } points; best was { $best }
coach-ask = Coach: that costs { $lost } points; best is { $best }. Go ahead? y/n
coach-on-asks = Coach on: asks before moves that cost more than { $points ->
        [one] { $points } expected point
       *[other] { $points } expected points
    }
coach-on-flags = Coach on: flags moves that cost more than { $points ->
        [one] { $points } expected point
       *[other] { $points } expected points
    }
coach-off = Coach off
hint-roll-first = Roll first: a hint is about the dice on the table
solver-working = The solver is still working ({ $percent }%): try again soon
game-not-kept = That game was recorded before games were kept whole: it cannot be replayed
game-does-not-replay = That game does not replay: { $error }
quit-lost = Your score is not recorded and could not be saved: it is lost if you quit. Quit? y/n
quit-owed = Your score is not recorded yet: it stays saved and is recorded at the next start. Quit? y/n
quit-unsaved = This game cannot be saved here: what you played since it started or resumed is lost if you quit. Quit? y/n
quit-kept = Quit? Your game is kept and resumes next time. y/n
resumed-from = Resumed your game from { $when }

## Settings

setting-rules = Rule set at start
setting-rules-about = the score card a game starts with (from the next start)
setting-coach = Coach at start
setting-coach-about = whether the coach (c) is on when the game starts
setting-coach-threshold = Coach speaks up at
setting-coach-threshold-about = the coach flags moves that cost more expected points
setting-coach-asks-first = Coach asks first
setting-coach-asks-first-about = the coach asks before a costly move instead of after
setting-risk = Hint's risk appetite
setting-risk-about = the hint also names the cautious (-) or bold (+) choice
setting-bot-pace-ms = Bot pace
setting-bot-pace-ms-about = the pause between a bot's actions
setting-theme = Theme
setting-theme-about = the colours (NO_COLOR still means none)
setting-ascii = ASCII symbols
setting-ascii-about = draw every symbol in ASCII (auto: when the terminal needs it)
setting-mouse = Mouse
setting-mouse-about = clicks hold dice and score boxes (off: select text)
setting-bell = Bell at a Yatzy
setting-bell-about = the terminal bell rings when a Yatzy box scores 50
setting-language = Language · Språk
setting-language-about = the game's language (auto: LC_ALL, LC_MESSAGES, LANG)
setting-on = on
setting-off = off
setting-last-played = the last played
setting-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
setting-risk-none = none (the expected score)
setting-risk-bold = bold { $risk }
setting-risk-cautious = cautious { $risk }
setting-instant = instant
setting-option = option
settings-title = Settings · saved at once
setting-saved = { $name }: { $value } · saved
setting-saved-next-start = { $name }: { $value } (from the next start) · saved
setting-changed = { $name }: { $value }
setting-changed-next-start = { $name }: { $value } (from the next start)
setting-not-saved = { $name }: { $value } · not saved
setting-note-saved = { $note } · saved
setting-note-not-saved = { $note } · not saved

## Saved games, the window, the players

saved-finished = finished, not recorded
saved-turn = turn { $turn } of { $turns }
saved-roll = roll { $roll }
saved-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
saved-at = saved { $when }
too-small = Enlarge the window to at least { $size } (now { $now }) · q quits, the game is kept
resume-title = Saved games · newest first
players-title = Players · turn order

## Commands: score and hint

cli-rolls-left = { $rolls ->
        [0] no rolls left
        [one] { $rolls } roll left
       *[other] { $rolls } rolls left
    }
cli-filled = Filled: { $boxes } (Left Section sum { $sum })
cli-hint-at-risk = At risk { $risk }: { $choice }
cli-banked = Banked: { $points } points, counted in the scores
cli-banked-impossible = --banked { $banked } cannot be: the boxes filled and a Left Section sum of { $sum } hold from { $least } to { $most } points
cli-choice = choice
cli-expected = expected
cli-cost = cost
cli-best = best
cli-expected-means = Expected: points from this turn on, playing optimally.
cli-roll-in = { $dice } in { $rules }

## High scores

scores-title = High scores · { $rules }
scores-empty = No games recorded yet for { $rules }: finish a game to get on the table.
scores-beats = Beats
scores-name = Name
scores-score = Score
scores-date = Date
scores-hints = hints
scores-players = { $count } players
scores-daily = daily
scores-games = Games played
scores-average = Average
scores-best = Best
scores-median = Median
scores-bonus = Upper bonus
scores-average-beats = Your average beats { $share } of optimal games (theirs: { $mean })
scores-the-average-beats = This average beats { $share } of optimal games (theirs: { $mean })
scores-of-you = Your games ({ $name })
scores-of = Games of { $name }
scores-of-everyone = Everyone's games
scores-none-of = No games of { $name } recorded yet for { $rules }.
scores-distribution = Score distribution
scores-bot = Bot statistics · { $bot }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, average { $average }, best { $best }

## The review

review-title-player = Review · { $name } · { $lost } expected points lost
review-title = Review · { $lost } expected points lost to optimal play
review-standing = Final score { $score }: better than { $share } of optimal games
review-standing-computing = Final score { $score }: where it stands against optimal games: computing…
review-turn = Turn
review-roll = Roll
review-dice = Dice
review-played = Played
review-best = Best
review-lost = Lost
chart-median = median
chart-this-game = this game
chart-turn = turn

## Trends

trends-title = Trends · { $rules }
trends-order = Scores in the order played
trends-empty = No games recorded yet for { $rules }: finish a game to see how they go.
trends-optimal = optimal { $rate }
trends-games = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · best { $best } · last 10 average { $average }
trends-bonus = Bonus
trends-streaks = Streaks: { $games ->
        [one] { $games } game
       *[other] { $games } games
    } above { $line } now (best { $best }) · daily { $days ->
        [one] { $days } day
       *[other] { $days } days
    } (best { $best_days })
trends-lost-waiting = Points lost per decision: games kept whole are reviewed once the solver is ready
trends-lost = Points lost per decision: { $first } in your first { $games ->
        [one] kept game
       *[other] { $games } kept games
    }, { $lately } lately
trends-lost-one = Points lost per decision: { $first } in your one kept game so far
trends-boxes = Box averages over { $games ->
        [one] { $games } kept game
       *[other] { $games } kept games
    } (yours / optimal):

## The players screen

players-taken = { $name } is already at the table: each player needs a name of their own
players-need-name = A player needs a name: type one, or Esc to keep the old
players-full = A table has at most { $most } players
players-last = A game needs a player: add another before removing this one
players-human = human
players-bot = bot
players-easy-bot = bot:easy
players-win-bot = bot:win

## Commands: solve, simulate, the distribution

out-expected-score = Expected score of optimal play in { $rules }: { $score }
out-table-loaded = Table loaded from the cache in { $seconds } s ({ $states } reachable states, { $mib } MiB)
out-table-computed = Table computed in { $seconds } s ({ $states } reachable states, { $mib } MiB)
out-optimal-at-risk = optimal at risk { $risk }
out-optimal = optimal
out-greedy = greedy
out-simulated = { $games } games of { $rules }, { $strategy } strategy, seed { $seed }
out-mean = Mean
out-standard-error = standard error { $error }
out-std-dev = Std. dev.
out-percentiles = Percentiles
out-range = Range
out-range-from-to = { $worst } to { $best }
out-upper-bonus = Upper bonus
out-speed = { $seconds } s, { $rate } games per second on { $cores } cores
out-final-score = Final score under optimal play in { $rules } (exact)
out-score = score
out-probability = probability
out-distribution-built-in = Distribution built into the game (--recompute computes it again)
out-distribution-computed = Distribution computed in { $seconds } s
out-table-solved-too = the table was solved in { $seconds } s in this run

## The daily challenge's share text

daily-word = daily
daily-better-than = better than { $share } of optimal games
daily-points-lost = { $lost } points lost
daily-hints = { $hints ->
        [one] 1 hint used
       *[other] { $hints } hints used
    }

## Damaged files

kept-aside = { $name } could not be read ({ $reason }); it was kept as { $kept }

## Notices, refusals, data

notice-saved-game = A saved game: { $problem }
notice-settings-defaults = Settings: { $problem }; using the defaults
notice-high-scores = High scores: { $problem }
notice-high-scores-unreadable = The high scores cannot be read: { $error }
notice-also-saved = Also saved: a { $rules } game (--rules { $id })
notice-elsewhere = { $games ->
        [one] Your other game is
       *[other] Your { $games } other games are
    } being played in another terminal; this is a new game in its own save slot
notice-daily-elsewhere = The daily challenge of { $date } ({ $rules }) is being played in another terminal: finish it there (once that terminal is closed, it resumes here)
notice-seed-needs-new = --seed needs --new
notice-players-need-new = --players needs --new
notice-seed-players-need-new = --seed and --players need --new
notice-cannot-save-game = Your game cannot be saved ({ $error }); playing on without saving
notice-kept = Kept your game ({ $what }): it cannot be changed here
notice-recorded = Recorded your finished game ({ $what })
notice-not-recorded = Your finished game ({ $what }) could not be recorded ({ $error }); it stays saved
notice-discarded = Discarded your game ({ $what })
notice-not-discarded = Your game ({ $what }) could not be discarded ({ $error })
notice-cannot-save = Cannot save to { $error }; playing on without saving
refuse-review-later = The review comes once the game is over
new-game = New game
new-game-kept = Start a new game? This one is kept, unfinished, and can be resumed at the next start. y/n
new-game-unsaved = Start a new game? This game cannot be saved here: it is lost. y/n
new-game-not-started = No new game: this one goes on
new-game-old-kept = A new game; the last one is kept and offered at the next start
refuse-new-game-daily = The daily challenge is one game: finish it first (q quits; it resumes with --daily)
not-played = Not played: your move
stays-open = { $name } stays open
new-game-saved-stay = A new game; your saved games stay saved for another time
click-again = { $name }: click again or press Enter to score it
status-not-recorded = Not recorded yet: n tries again, q quits (kept for the next start)
status-not-recorded-nor-saved = Not recorded, not saved: n tries again (quitting loses it)
status-retrying = Trying again to record the score…
status-waiting = Waiting for another yatzy to finish writing…
status-still-recording = Still recording your score…
status-recorded-at-last = Recorded at last
alert-score-not-recorded = Your score could not be recorded ({ $error }); the finished game stays saved; n, q and the next start try again
alert-score-not-recorded-unsaved = Your score could not be recorded ({ $error }); it could not be saved either: keep this window open and press n to try again
alert-scores-not-recorded = The scores could not be recorded ({ $error }); the finished game stays saved; n, q and the next start try again
alert-scores-not-recorded-unsaved = The scores could not be recorded ({ $error }); it could not be saved either: keep this window open and press n to try again
setup-score-owed = Your score is not recorded yet: press n to try again
setup-game-on = Finish or quit this game before changing players
alerts-close = Any key: close

## Served games (yatzy serve)
net-no-such-table = That table is gone
net-table-full = That table is full: w watches it
net-seated-elsewhere = You have a place at table { $number }: finish that game first
net-not-your-turn = Not your turn
net-not-started = The game begins when every place is taken
net-too-many-tables = The server holds as many tables as it may: join one
net-bad-plan = A table seats 1 to 6, at least one person
net-move-refused = That move is not possible now
net-state-over = over
net-state-playing = playing
net-state-waiting = { $open } open
net-watched-by = watched by { $names }
net-you-are = You are { $name }
net-lobby-title = yatzy · lobby
net-guests = { $count } here
net-tables = Tables
net-no-tables = No tables yet: n opens one, and friends join it from here
net-new-name = New name:
net-lobby-guidance = Enter sits at the chosen table, w watches it, n opens a new one
net-new-table = New table
net-plan-rules = Score card
net-plan-people = People
net-plan-bots = Bots
net-plan-easy-bots = Easy bots
net-plan-win-bots = Win bots
net-plan-hint = Enter opens it; friends join from the lobby
net-table-title = Table { $number } · { $rules }
net-open-place = (open)
net-waiting-for = Waiting for { $count } more: they join from the lobby
net-say = Say:
net-watch-guidance = c says something, Esc goes back to the lobby
net-game-over = Game over: v reviews, n plays again, Esc goes back to the lobby
net-your-turn = Your turn
net-table-number = table { $number }
net-table-watching = table { $number } · watching
net-back-at-table = Welcome back: your place at table { $number } was kept
net-welcome = Welcome, { $name }
net-bad-name = A name has 1 to 24 characters of plain text
net-name-taken = Someone here has that name already
net-address-tables = Your address has { $count } tables in play already: finish one, or join another
net-your-code = This place is yours: to take it back from another terminal, connect as { $user }
net-come-back-as = your place at table { $number } is kept: to take it back, connect as { $user }
net-name-kept = { $name }'s place at table { $number } is kept: you are { $yours } (yours? connect as { $name }+code)
net-name-numbered = Someone here is { $name } already: you play as { $yours }
net-rematch-players = Only the players of this table can play it again: open a new one from the lobby
net-rematch-offered = { $name } plays again at table { $number }: n sits down there
net-clock = { $seconds } s left
net-hint-alone = Hints are for a table of one: at a shared table they would help one player against the others
net-hint-loading = The optimal strategy is still loading: try again in a moment
net-coach-alone = The coach is for a table of one: at a shared table it would help one player against the others
net-table-number-code = table { $number } · back as { $user }
net-scratch-again = { $name } scores 0 here: Enter again to scratch it
scores-network = { $count } players · ssh
footer-net-join = sit down
footer-net-watch = watch
footer-net-new-table = new table
footer-net-create = open it
footer-net-chat = chat
footer-net-lobby = lobby
footer-net-rematch = play again
footer-net-say = say
net-server-stopped = the server stopped; every table is saved: join again when it is back
net-joined-elsewhere = you joined again from another terminal; this one is closed
net-left-waiting = { $name } left: waiting for them
net-back = { $name } is back
net-stood-in = { $name }'s time ran out: a bot plays this turn for them
net-stand-in-move = bot for { $name }: { $said }
net-fault = something went wrong on the server while serving you; your place is kept: join again
net-their-turn = { $name }'s turn

## The board, polished (undo, a second Enter, Ctrl-L, the charts' legends)

undo-nothing = Nothing to undo: a score can be taken back until the next roll
undo-not-here = This game takes no score back: a daily challenge, or a table of several players
undone = Taken back: { $points } in { $name }; the dice are back on the table
undo-offer = u takes it back
enter-again = { $name } for { $points }: press Enter again to score it
celebrate-yatzy = { $name }! { $points } points
help-undo-the-last-score = undo the last score
help-redraw-the-screen = redraw the screen
scores-undos = undos
review-title-short = Review · { $lost } expected points lost
section-numbers = Numbers
section-hands = Hands
chart-your-scores = your scores
chart-optimal-median = optimal median
chart-your-median = your median
chart-scores = scores

## Words that were English everywhere: the data popup, the score chart, bots and players,
## the settings' values, the data directory's messages, the solver's notes

alerts-title = Your data
scores-chart = Score distribution (games per { $points } points)
chart-game = game
bot-name = Bot
easy-bot-name = Easy bot
win-bot-name = Win bot
player-name = Player { $number }
default-name = Player
theme-default = default
theme-light = light
theme-high-contrast = high contrast
theme-colour-blind = colour-blind
setting-auto = auto
notice-settings = Settings: { $problem }
notice-practice = Practice: { $problem }
notice-practice-unreadable = The practice log cannot be read: { $error }
alert-settings-not-saved = Settings not saved: { $error }
alert-practice-not-saved = Practice not saved: { $error }
preferences-not-an-object = "preferences" is not an object; using the defaults
preferences-bad-value = "{ $key }": { $value } { $why }; using { $default }
preferences-not-boolean = is not true or false
preferences-not-one-of = is not one of { $known }
preferences-bad-risk = is not a number from -5 (cautious) to 5 (bold)
preferences-bad-threshold = is not a number of points from 0.01 to 100
preferences-bad-pace = is not a whole number of milliseconds from 0 to 10000
status-solver = Solver: { $note }
solver-table-not-used = the cached table was not used ({ $reason }); recomputed
solver-table-unreadable = cannot read the cached table: { $error }
solver-table-not-cached = the table could not be cached: { $error }
goal-table-not-used = the cached goal table was not used ({ $reason }); computed again
goal-table-unreadable = cannot read the cached goal table: { $error }
goal-table-stopped = stopped before it was done
goal-table-not-cached = the goal table could not be cached: { $error }
error-needs-terminal = the game needs a terminal (try `yatzy score` or `yatzy --help`)
error-no-input = cannot listen for input: { $error }
error-no-writer = cannot start the writer thread: { $error }
error-no-solver = cannot start the solver: { $error }
error-no-full-screen = cannot start full-screen mode: { $error }
error-no-full-screen-again = cannot return to full-screen mode: { $error }
error-cannot-draw = cannot draw: { $error }
error-mouse-mode = cannot change the mouse mode: { $error }
error-input-stopped = input stopped

## Translations whole (issue 27): why a file was kept aside, the data directory's errors,
## the operating system's errors, the commands' warnings, the progress bars

file-kind-fifo = a named pipe (FIFO)
file-kind-device = a device
file-kind-socket = a socket
file-kind-directory = a directory
file-kind-link = a symbolic link
file-kind-other = something other than a file
unusable-dangling-link = it is a symbolic link to nothing
unusable-link-loop = it is a loop of symbolic links
unusable-link = it is a symbolic link, not a file of its own
unusable-not-a-file = it is { $kind }, not a file
unusable-too-large = it is larger than { $size }, more than any real one
size-bytes = { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
json-syntax = a syntax error at line { $line }, column { $column }
json-ends-early = it ends too early, at line { $line }
json-unfitting = a value that does not fit at line { $line }, column { $column }
json-unfitting-somewhere = a value that does not fit
damage-settings = not valid settings: { $why }
damage-practice-json = not a practice log: { $why }
damage-other-game = it holds game { $found }, not { $slot }
scores-not-json = not valid high-score JSON: { $why }
scores-newer = written by a newer yatzy (format version { $version }, this one reads { $reads })
scores-impossible = not possible high scores: entry { $entry }: { $why }
entry-score-above = a score of { $score }, above the possible { $max }
entry-left-sum = a { $section } sum of { $sum }
entry-players = { $count ->
        [one] { $count } player at one table
       *[other] { $count } players at one table
    }
entry-seconds = { $count ->
        [one] { $count } second of play
       *[other] { $count } seconds of play
    }
entry-name-length = { $count ->
        [one] a name of { $count } character
       *[other] a name of { $count } characters
    }
entry-daily-dice = a daily challenge of { $date } with another day's dice
entry-record-length = { $count ->
        [one] a record of { $count } move
       *[other] a record of { $count } moves
    }
entry-does-not-replay = its moves do not replay: { $why }
entry-replays-to = its moves replay to { $total } points, not { $score }
entry-hints = { $count ->
        [one] { $count } hint in one game
       *[other] { $count } hints in one game
    }
entry-undos = { $count ->
        [one] { $count } score taken back in one game
       *[other] { $count } scores taken back in one game
    }
entry-stood-in = { $count } turns played by a bot standing in, in one game
replay-not-a-move = '{ $letter }' is no move
replay-refused = move { $number } cannot be played: { $why }
replay-unfinished = the moves end before the game does
replay-too-long = moves go on after the game is over
replay-no-decision = the moves end the game: no decision is left to make
saved-not-possible = not a possible saved game: { $why }
saved-hints = hints_used is { $hints }
saved-play-time = play_secs is { $seconds }, more than ten years of play
saved-die-cursor = the die cursor is on die { $die }
saved-no-game = not a valid saved game: it holds no game
saved-newer = written by a newer yatzy (format version { $version })
log-no-position = drill { $drill } is not a position of its game: { $why }
log-drill-lost = drill { $drill } lost an impossible { $lost }
log-streak = drill { $drill } has an impossible streak
log-session-lost = session { $session } lost an impossible { $lost }
log-answers = session { $session } counts more answers than a session holds
log-kept-twice = session { $session } is kept twice
storage-io = { $path }: { $error }
storage-unusable = { $path }: { $reason }
storage-not-a-lock = { $path }: it is { $kind }, not a lock file; move it away
storage-newer = { $path } was written by a newer yatzy (format version { $version }); it is left as it is
storage-busy = another yatzy kept { $path } locked for { $seconds } s
peek-unreadable = { $path } could not be read ({ $reason })
no-data-directory = no data directory is known for this user; set { $variable }
io-not-found = no such file or directory
io-permission-denied = permission denied
io-already-exists = it exists already
io-storage-full = no space left on the disk
io-quota-exceeded = the disk quota is used up
io-read-only = the file system is read-only
io-interrupted = interrupted
io-timed-out = timed out
io-busy = in use by something else
io-invalid-data = what was read is not valid
io-invalid-input = an invalid argument
io-unexpected-eof = it ends too early
io-is-a-directory = it is a directory
io-not-a-directory = a part of the path is not a directory
io-directory-not-empty = the directory is not empty
io-file-too-large = the file is too large
io-invalid-filename = the file name is not valid
io-too-many-links = too many links
io-crosses-devices = it is on another file system
io-out-of-memory = out of memory
io-broken-pipe = the other end was closed
io-write-zero = nothing could be written
io-unsupported = not supported on this system
io-stale = the network file system lost it
io-deadlock = it would deadlock
io-other = the operating system reported an error
game-internal-error = Internal error in the game engine
cli-output-closed = cannot write the output: standard output is closed
cli-output-failed = cannot write the output: { $error }
cli-settings-unusable = { $problem }; using { $rules }
cli-rules-of-last-game = { $rules } (the rule set of the last game; --rules chooses another)
cli-rules-of-settings = { $rules } (the rule set your settings start with; --rules chooses another)
cli-scores-unreadable = cannot read the high scores: { $error }
cli-scores-fresh = { $recovery }; starting a fresh high-score file
cli-daily-played = the daily challenge of { $date } ({ $rules }) is played already: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. The next one comes at midnight UTC; --date plays another day's.
cli-illegal-move = the strategy made an illegal move: { $error }
cli-simulation-failed = the simulation failed
progress-solving = Solving
progress-playing = Playing
progress-distribution = Distribution
out-no-games = No games played.
cache-truncated = the file is truncated
cache-not-a-table = not a yatzy solver table
cache-version = format version { $version }, expected { $expected }
cache-other-rules = not a table for { $rules }
cache-trailing-bytes = the file has trailing bytes
cache-checksum = the checksum does not match
cache-wrong-size = the table has the wrong size
cache-impossible-value = a value is no possible score
cache-wrong-expected-score = the expected score of a new game is not the rule set's
cache-beyond-reach = a value is more than its position can still score
cache-not-a-distribution = the chances do not make a distribution
cache-not-a-chance = the chances are outside 0 to 1, or grow with the points needed
cache-wrong-last-turn = the last turn's chances are not the rules'

progress-goal = Goal table
goal-unanswered = no answer from the goal table: { $reason }
out-goal-heading = Chance of { $target } or more in { $rules } (exact)
out-goal-playing-for-it = Playing for { $target }:
out-goal-playing-for-points = Playing for the most points:
cli-goal-target = Target: { $target } or more
cli-goal-chance = chance
cli-goal-means = Chance: of ending on { $target } or more, playing for it from this choice on.
out-table-simulated = { $games } games of { $rules } at a table of { $seats }, seed { $seed }
out-seat = seat
out-strategy = strategy
out-wins = wins
out-ties = ties
out-win-rate = win rate
out-win-rate-means = Win rate: the share of games finished first, a tie for first among k counting 1/k; ± one standard error.
out-goal-simulated = { $games } games of { $rules } played for { $target } or more, seed { $seed }
out-goal-reached = Reached { $target } or more: { $share }% ± { $error } (exact chance of this play: { $exact }%)

## Playing for a goal (the goal setting, key g)

goal-best-score = best score
goal-beat-best = beat my best
goal-reach = reach { $target }
goal-aim-beat = to beat { $best }
goal-aim-reach = to reach { $target }
goal-aim-win = to win
hint-goal = Hint: { $choice }: { $chance } { $aim }
hint-goal-for-points = best for points: { $choice }, { $chance }, +{ $points } points
hint-goal-for-points-short = for points: { $choice }, { $chance }
hint-goal-out-of-reach = Hint: { $choice }, for points: no chance left { $aim }
hint-goal-computing = Hint { $aim }: computing…
goal-table-progress = goal table: { $percent }%
goal-table-loading = goal table loading…
goal-table-failed = no goal table: the hint is for points
goal-ignored-daily = The daily challenge plays for the best score: the goal is not used here
goal-no-best-yet = Goal: beat my best; no best recorded yet under these rules, so the best score
goal-beat-best-table = Goal: beat my best; at a table, the best score
goal-win = win
goal-win-alone = Goal: win; alone there is nobody to beat, so the best score
goal-ignored-practice = Practice plays for the best score: the goal is not used here
coach-goal-on-asks = Coach on: asks before moves that cost more than { $points ->
        [one] { $points } percentage point
       *[other] { $points } percentage points
    } of the chance { $aim }
coach-goal-on-flags = Coach on: flags moves that cost more than { $points ->
        [one] { $points } percentage point
       *[other] { $points } percentage points
    } of the chance { $aim }
help-chances-and-goal = chances on/off; the goal
setting-goal = Goal
setting-goal-about = what the hints play for (g cycles it in the game)
setting-goal-target = Goal's target
setting-goal-target-about = the score the "reach" goal aims at (--target)
setting-goal-points = { $points } points
preferences-bad-goal-target = is not a whole number of points from 1 to 2000
chances-playing-for-it = playing for it: { $chance }
chances-goal-playing-for-it = { $goal }, playing for it: { $chance }
setting-goal-coach-threshold = Coach for a goal at
setting-goal-coach-threshold-about = for a goal, the coach flags moves that cost more chance
setting-percentage-points = { $points } pp
preferences-bad-goal-threshold = is not a number of percentage points from 0.01 to 100
coach-goal-cost = Coach: that cost { $lost } percentage points of the chance { $aim }; best was { $best }
coach-goal-ask = Coach: that costs { $lost } percentage points of the chance { $aim }; best is { $best }. Go ahead? y/n
review-goal-title = Review · { $goal } · { $lost } percentage points of its chance lost
review-goal-title-player = Review · { $name } · { $goal } · { $lost } pp lost
review-goal-title-short = Review · { $goal } · { $lost } pp lost
review-lost-pp = −{ $points } pp
review-goal-chance = Chance to reach { $target }, playing for it
review-goal-loading = Graded in expected points until the goal table is ready ({ $percent }%)
review-goal-computing = Grading by the chance to reach { $target }: computing…
review-goal-failed = No goal table: graded in points, not by the chance to reach { $target }
review-goal-win = Played to win: graded in expected points, not by the chance to win
