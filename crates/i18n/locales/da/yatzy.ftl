## Regelsæt

rules-yatzy = Skandinavisk Yatzy
rules-yatzy-short = Yatzy
rules-yacht = Yacht
rules-yacht-short = Yacht
rules-yahtzee = Yahtzee
rules-yahtzee-short = Yahtzee
rules-forced = Tvungen Yatzy
rules-forced-short = Tvungen

## Felterne, som på danske blokke

box-ones = 1'ere
box-twos = 2'ere
box-threes = 3'ere
box-fours = 4'ere
box-fives = 5'ere
box-sixes = 6'ere
box-one-pair = Et par
box-two-pairs = To par
box-three-of-a-kind = Tre ens
box-three-of-a-kind-short = Tre ens
box-four-of-a-kind = Fire ens
box-four-of-a-kind-short = Fire ens
box-small-straight = Lille straight
box-small-straight-short = L. straight
box-large-straight = Store straight
box-large-straight-short = St. straight
box-full-house = Fuldt hus
box-chance = Chance
box-yatzy = Yatzy
box-yacht = Yacht
box-yahtzee = Yahtzee
box-hands-three-of-a-kind = Tre ens
box-hands-four-of-a-kind = Fire ens

## Spillepladen

title = YATZY
turn = Tur { $turn } af { $turns }
turn-roll = Tur { $turn } af { $turns } · Slag { $roll } af 3
game-over = Spillet er slut
header-solver = løser { $percent }%
header-coach = coach
header-best = bedst { $score }
header-daily = dagens { $date }
header-seed = frø { $seed }
header-practice = øvelse { $number } af { $count }
total = I alt
total-points = I alt { $total }
die-held = HOLDT
roll-all = Slå alle (r)
roll = Slå (r)
no-rolls = Ingen slag
rolls-left = { $left } tilbage
left-section = Venstre del
right-section = Højre del
sum = Sum
bonus = Bonus { $points }
bonus-to-go = Bonus { $points }: { $sum }/{ $target }, { $to_go } mangler
bonus-missed = Bonus { $points }: { $sum }/{ $target }, misset
to-bonus = Til bonus
five-bonus = { $name }-bonus

## Slutboksen

table-not-recorded = Ikke gemt endnu: n, q og næste start prøver igen
table-recording = Gemmer resultaterne…
table-recorded = Alle spilleres resultater er gemt; robotter har deres egen statistik
table-recorded-people = Alle spilleres resultater er gemt
bonus-reached = Bonus nået: { $sum } + { $points }
bonus-missed-by = Bonus misset med { $to_go }
recorded-rank = nr. { $rank } for { $name }
not-recorded-yet = ikke gemt endnu
recording = gemmer…
points-lost = { $lost } point tabt mod optimalt spil
better-than = Bedre end { $share } af optimale spil
standing-computing = Hvor dette står mod optimale spil: beregnes…
best-boxes = Bedst: { $boxes }
game-over-total = Spillet er slut · I alt { $total }
game-over-winner = Spillet er slut · { $name } vinder med { $score }
game-over-tie = Spillet er slut · uafgjort: { $names } med { $score }
hint = Tip: { $choice } (forventet slutscore { $expected })
hint-bold = dristigt
hint-cautious = forsigtigt
next-best = Næstbedst: { $others }

## Spillet

all-held = Alle fem terninger er holdt: slip en for at slå, eller skriv med Enter
scored-in = { $points } i { $name }
five-bonus-scored = { $name }-bonus! +100
roll-first = Slå terningerne først: tryk r
no-rolls-left = Ingen slag tilbage i turen: vælg et felt
no-such-die = Der er ingen terning { $die }
game-is-over = Spillet er slut: start et nyt
box-filled = { $name } er allerede udfyldt
box-not-on-card = { $name } er ikke et felt i { $rules }
forced-five-box = En { $five } skal i { $five }-feltet, så længe det er åbent
forced-numbers-box = Med { $five }-feltet udfyldt skal en { $five } i { $name }, så længe det er åbent
forced-lower-first = En { $five }-joker skal i et åbent nedre felt, så længe der er et
forced-in-order = I Tvungen Yatzy udfyldes felterne i rækkefølge: turen går i { $name }
bot-playing = { $name } spiller
bot-waits-for-goal-table = { $name } venter på sin måltabel: { $percent } % (regnes ud én gang, omkring et minut)
bot-rolled = { $name } slog, slag { $roll } af { $rolls }
bot-keeps = { $name } beholder { $faces }
bot-scored = { $name } fik { $points } i { $category }
bot-turn-keys = en vilkårlig tast afslutter turen, q afslutter
players-turn = { $name }s tur: tryk r for at slå
their-turn = { $name }s tur
your-turn-roll = Din tur: tryk r for at slå
forced-roll = Tryk r for at slå: turen går i { $name }
forced-last-roll = Sidste slag: Enter skriver i { $name }
forced-turn = Turen går i { $name }: hold med 1-5, r slår, Enter skriver
type-name = Skriv dit navn til topscorelisten og tryk Enter
press-r = Tryk r for at slå terningerne
last-roll = Sidste slag: vælg et felt med ↑↓ og Enter
hold-or-score = Hold terninger med 1-5, r slår resten, eller Enter skriver
daily-done = Dagens udfordring klaret: v gennemgår den; delingsteksten skrives, når du afslutter
game-over-review = Spillet er slut: v gennemgår hvert valg mod optimalt spil
five-own-box = Fem ens: de skal i deres åbne felt (50)
five-numbers-box = Fem ens: de skal i talfeltet for deres værdi
joker-lower = Joker! Fuld værdi i et åbent nedre felt (hus 25, straights 30/40), eller 0 øverst
joker-upper = Joker! Intet nedre felt er åbent: 0 point i et åbent øvre felt
joker-lower-only = Joker! Den skal i et åbent nedre felt, til fuld værdi

## Taster: sidefodens ord og hjælpens linjer (højst 26 tegn)

footer-roll = slå
help-roll-the-dice-not-held = slå de ikke-holdte
footer-hold = hold
help-hold-or-release-a-die = hold eller slip en terning
help-move-the-die-cursor = flyt terningmarkøren
help-hold-the-die-at-the-cursor = hold markeret terning
help-move-between-open-boxes = flyt mellem åbne felter
footer-score = skriv
help-score-the-chosen-box = skriv i valgt felt
footer-hint = tip
help-hint-the-best-move-now = tip: bedste træk nu
help-chances-show-hide = chancer: vis eller skjul
chances-shown = Chancer vises (nøjagtige hvis alle spiller optimalt herfra).
chances-hidden = Chancerne skjult (w viser dem).
chances-computing = chancer: regner…
chances-beat-best = slå { $best }: { $chance }
chances-reach = nå { $score }: { $chance }
chances-tie = uafgjort { $chance }
chances-win-label = sejr
review-chance-best = Chance for at slå { $best }
review-chance-reach = Chance for at nå { $score }
review-chances-title = Chance for at vinde efter hver runde
review-chances-computing = Chancerne efter hver tur: regner…
review-chance-tie = uafgjort
help-coach-flag-costly-moves = coach: advar om dyre træk
help-net-coach = coach til/fra (alene)
footer-scores = topscore
help-high-scores-statistics = topscore, statistik
footer-help = hjælp
help-this-help = denne hjælp
footer-quit = afslut
help-quit-the-game-is-kept = afslut (spillet gemmes)
help-settings-saved-at-once = indstillinger (gemmes)
help-practice-decisions = øv beslutninger
help-review-new-game-players = gennemgå/nyt spil/spillere
footer-review = gennemgå
footer-new-game = nyt spil
footer-players = spillere
footer-yes = ja
footer-no = nej
# The letter besides y that answers a question yes: y when the language has no other.
yes-letter = j
footer-erase = slet
footer-record = gem
footer-record-the-offered-name = gem det foreslåede navn
footer-add-a-player = tilføj spiller
footer-add-a-bot = tilføj robot
footer-add-an-easy-bot = tilføj let robot
footer-add-a-win-bot = tilføj vinderrobot
footer-remove = fjern
footer-rename = omdøb
footer-move-up-down = flyt op/ned
footer-start-the-game = start spillet
footer-back = tilbage
footer-keep-the-name = behold navnet
footer-cancel = annuller
footer-trends = tendenser
footer-choose = vælg
footer-replay-review = afspil, gennemgå
footer-back-to-the-game = til spillet
footer-scroll = rul
footer-page = side
footer-player = spiller
footer-resume = fortsæt
footer-new-game-they-stay-saved = nyt spil (de bliver gemt)
footer-change = skift
footer-keep-held-roll = behold holdte, slå
footer-end-practice = afslut øvelse
footer-next-position = næste stilling
footer-practise-again = øv igen
footer-leave = forlad
footer-quits = afslutter
help-quit-at-once = afslut straks
help-suspend-fg-resumes = pause (fg fortsætter)
you = Dig
help-title = Hjælp · en vilkårlig tast lukker
help-keys = Taster
help-hint-solver = tip (løser { $percent }%)
help-rules = Regler · { $rules }
help-rolls = Højst 3 slag pr. tur; hold
help-any-order-1 = terninger mellem slag. Udfyld
help-any-order-2 = hvert felt én gang: ellers 0.
help-in-order-1 = terninger mellem slag. Udfyld
help-in-order-2 = i orden fra 1'ere; ellers 0.
help-numbers = 1'ere..6'ere
help-numbers-score = sum af værdien
help-bonus-score = ved 63 el. mere
help-one-pair = højeste par
help-two-pairs = to forskellige
help-kinds = Tre/fire ens
help-kinds-alike = 3 eller 4 ens
help-kinds-sum = alle terninger
help-full-house-sum = 3+2 ens: sum
help-full-house-25 = 3+2 ens: 25
help-four-in-a-row = 4 i træk: 30
help-five-in-a-row = 5 i træk: 40
help-chance = summen
help-five-alike = 5 ens: 50
help-yacht-1 = En Yacht udfylder et åbent
help-yacht-2 = Yacht-felt; så +100 (hvis 50).
help-yahtzee-1 = Flere Yahtzee: +100 (hvis 50);
help-yahtzee-2 = Joker: tal, nedre, så 0.

## Valg, karakterer, spørgsmål

choice-reroll-all = slå alle om
choice-keep = behold { $faces }
choice-score = skriv { $name }
# How a figure's fraction is set off: 0.25 or 0,25.
decimal-separator = ,
grade-exact = præcis
grade-close = inden for 0,1
grade-fair = inden for 1
grade-costly = dyrt
scratch = Stryg
scratch-question = Stryg { $name } for 0? j/n
coach = Coach
quit = Afslut
total-rank = I alt { $total } · nr. { $rank }
name-label = Navn:
name-keys = Enter: gem · Esc: gem som { $name }
name-plain = Navne er almindelig tekst: bogstaver, tal, mellemrum
name-too-long = Et navn har højst { $most } tegn

## Øvelse

practice-title = Øvelse · { $rules }
practice-waiting = Løseren forbereder sin tabel ({ $percent }%): øvelsen starter, når den er klar.
practice-due = Misset før
practice-mistake = Dit eget valg (det kostede { $lost })
practice-optimal = Fra et optimalt spil
practice-choose-box = vælg et felt, Enter skriver
practice-keep-or-score = hold terninger og behold dem med r, eller skriv med Enter
practice-exact = Præcis: { $answer } er det bedste valg
practice-lost = { $grade }: { $answer } koster { $lost } · bedst: { $best }
practice-none = Ingen stilling besvaret denne gang.
practice-session = Denne runde: { $count } { $count ->
        [one] stilling
       *[other] stillinger
    } · { $grades }
practice-mean = Tabte point pr. valg: { $mean } (i alt { $total })
practice-answer-lost = { $answer } (-{ $lost }); bedst: { $best }
practice-proficiency = Færdighed: tabte point pr. valg, runde for runde
practice-now = nu
practice-overall = { $count ->
        [one] { $count } runde
       *[other] Alle { $count } runder
    }: { $mean } pr. valg
practice-schedule = Missede stillinger kommer igen næste runde, klarede efter { $waits } runder. Næste gang: { $due }.

## Coach, hints, quitting

coach-cost = Coach: det kostede { $lost } point; bedst var { $best }
coach-ask = Coach: det koster { $lost } point; bedst er { $best }. Fortsæt alligevel? j/n
coach-on-asks = Coach til: spørger før træk, der koster mere end { $points ->
        [one] { $points } forventet point
       *[other] { $points } forventede point
    }
coach-on-flags = Coach til: advarer om træk, der koster mere end { $points ->
        [one] { $points } forventet point
       *[other] { $points } forventede point
    }
coach-off = Coach fra
hint-roll-first = Slå først: et tip handler om terningerne på bordet
solver-working = Løseren arbejder stadig ({ $percent }%): prøv igen om lidt
game-not-kept = Det spil blev gemt, før spil blev gemt helt: det kan ikke afspilles
game-does-not-replay = Det spil kan ikke afspilles: { $error }
quit-lost = Dit resultat er ikke gemt og kunne ikke gemmes: det går tabt, hvis du afslutter. Afslut? j/n
quit-owed = Dit resultat er ikke skrevet endnu: det bliver gemt og skrevet ved næste start. Afslut? j/n
quit-unsaved = Spillet kan ikke gemmes her: det, du har spillet siden start, går tabt, hvis du afslutter. Afslut? j/n
quit-kept = Afslut? Spillet gemmes og fortsætter næste gang. j/n
resumed-from = Fortsætter dit spil fra { $when }

## Settings

setting-rules = Regler ved start
setting-rules-about = blokken et spil starter med (fra næste start)
setting-coach = Coach ved start
setting-coach-about = om coachen (c) er tændt, når spillet starter
setting-coach-threshold = Coachen siger til ved
setting-coach-threshold-about = coachen advarer om træk, der koster flere forventede point
setting-coach-asks-first = Coachen spørger først
setting-coach-asks-first-about = coachen spørger før et dyrt træk i stedet for efter
setting-risk = Tippets risiko
setting-risk-about = tippet viser også det forsigtige (-) eller dristige (+) valg
setting-bot-pace-ms = Robottempo
setting-bot-pace-ms-about = pausen mellem en robots træk
setting-theme = Tema
setting-theme-about = farverne (NO_COLOR betyder stadig ingen)
setting-ascii = ASCII-tegn
setting-ascii-about = alle tegn i ASCII (automatisk: når terminalen kræver det)
setting-mouse = Mus
setting-mouse-about = klik holder terninger og skriver i felter (fra: vælg tekst)
setting-bell = Klokke ved Yatzy
setting-bell-about = terminalens klokke ringer, når Yatzy-feltet giver 50
setting-language = Sprog · Language
setting-language-about = spillets sprog (automatisk: LC_ALL, LC_MESSAGES, LANG)
setting-on = til
setting-off = fra
setting-last-played = det senest spillede
setting-points = { $points } point
setting-risk-none = ingen (forventet score)
setting-risk-bold = dristig { $risk }
setting-risk-cautious = forsigtig { $risk }
setting-instant = straks
setting-option = flag
settings-title = Indstillinger · gemmes straks
setting-saved = { $name }: { $value } · gemt
setting-saved-next-start = { $name }: { $value } (fra næste start) · gemt
setting-changed = { $name }: { $value }
setting-changed-next-start = { $name }: { $value } (fra næste start)
setting-not-saved = { $name }: { $value } · ikke gemt
setting-note-saved = { $note } · gemt
setting-note-not-saved = { $note } · ikke gemt

## Saved games, the window, the players

saved-finished = slut, ikke skrevet
saved-turn = tur { $turn } af { $turns }
saved-roll = slag { $roll }
saved-points = { $points } point
saved-at = gemt { $when }
too-small = Gør vinduet mindst { $size } (nu { $now }) · q afslutter, spillet gemmes
resume-title = Gemte spil · nyeste først
players-title = Spillere · rækkefølge

## Commands: score and hint

cli-rolls-left = { $rolls ->
        [0] ingen slag tilbage
       *[other] { $rolls } slag tilbage
    }
cli-filled = Udfyldt: { $boxes } (venstre dels sum { $sum })
cli-hint-at-risk = Med risiko { $risk }: { $choice }
cli-banked = Point indtil nu: { $points }, medregnet
cli-banked-impossible = --banked { $banked } er umuligt: de udfyldte felter og venstre dels sum { $sum } giver fra { $least } til { $most } point
cli-choice = valg
cli-expected = forventet
cli-cost = pris
cli-best = bedst
cli-expected-means = Forventet: point fra denne tur og frem, med optimalt spil.
cli-roll-in = { $dice } i { $rules }

## High scores

scores-title = Topscore · { $rules }
scores-empty = Ingen spil gemt endnu for { $rules }: spil et spil færdigt for at komme på listen.
scores-beats = Slår
scores-name = Navn
scores-score = Point
scores-date = Dato
scores-hints = tip
scores-players = { $count } spillere
scores-daily = dagens
scores-games = Spillede
scores-average = Snit
scores-best = Bedst
scores-median = Median
scores-bonus = Bonus
scores-average-beats = Dit snit slår { $share } af optimale spil (deres: { $mean })
scores-the-average-beats = Dette snit slår { $share } af optimale spil (deres: { $mean })
scores-of-you = Dine spil ({ $name })
scores-of = Spil af { $name }
scores-of-everyone = Alles spil
scores-none-of = Ingen spil af { $name } gemt endnu for { $rules }.
scores-distribution = Pointfordeling
scores-bot = Robotstatistik · { $bot }: { $games } spil, snit { $average }, bedst { $best }

## The review

review-title-player = Gennemgang · { $name } · { $lost } forventede point tabt
review-title = Gennemgang · { $lost } forventede point tabt mod optimalt spil
review-standing = Slutscore { $score }: bedre end { $share } af optimale spil
review-standing-computing = Slutscore { $score }: hvor den står mod optimale spil: beregnes…
review-turn = Tur
review-roll = Slag
review-dice = Terninger
review-played = Spillet
review-best = Bedst
review-lost = Tab
chart-median = median
chart-this-game = dette spil
chart-turn = tur

## Trends

trends-title = Tendenser · { $rules }
trends-order = Point i spillet rækkefølge
trends-empty = Ingen spil gemt endnu for { $rules }: spil et spil færdigt for at se, hvordan det går.
trends-optimal = optimalt { $rate }
trends-games = { $games } spil · bedst { $best } · snit af de sidste 10 { $average }
trends-bonus = Bonus
trends-streaks = Stime: { $games } spil over { $line } nu (bedst { $best }) · dagligt { $days } { $days ->
        [one] dag
       *[other] dage
    } (bedst { $best_days })
trends-lost-waiting = Tabte point pr. valg: gemte spil gennemgås, når løseren er klar
trends-lost = Tabte point pr. valg: { $first } i { $games ->
        [one] dit første gemte spil
       *[other] dine første { $games } gemte spil
    }, { $lately } på det seneste
trends-lost-one = Tabte point pr. valg: { $first } i dit eneste gemte spil indtil nu
trends-boxes = Feltgennemsnit over { $games ->
        [one] { $games } gemt spil
       *[other] { $games } gemte spil
    } (dine / optimale):

## The players screen

players-taken = { $name } sidder allerede ved bordet: hver spiller skal have sit eget navn
players-need-name = En spiller skal have et navn: skriv et, eller Esc for at beholde det gamle
players-full = Et bord har højst { $most } spillere
players-last = Et spil skal have en spiller: tilføj en anden, før du fjerner denne
players-human = menneske
players-bot = robot
players-easy-bot = let robot
players-win-bot = vinderrobot

## Commands: solve, simulate, the distribution

out-expected-score = Forventet score med optimalt spil i { $rules }: { $score }
out-table-loaded = Tabellen hentet fra cachen på { $seconds } s ({ $states } nåbare stillinger, { $mib } MiB)
out-table-computed = Tabellen beregnet på { $seconds } s ({ $states } nåbare stillinger, { $mib } MiB)
out-optimal-at-risk = optimal med risiko { $risk }
out-optimal = optimal
out-greedy = grådig
out-simulated = { $games } spil { $rules }, { $strategy } strategi, frø { $seed }
out-mean = Middel
out-standard-error = standardfejl { $error }
out-std-dev = Std.afv.
out-percentiles = Percentiler
out-range = Spænd
out-range-from-to = { $worst } til { $best }
out-upper-bonus = Bonus
out-speed = { $seconds } s, { $rate } spil pr. sekund på { $cores } kerner
out-final-score = Slutscore med optimalt spil i { $rules } (præcis)
out-score = score
out-probability = sandsynlighed
out-distribution-built-in = Fordelingen er bygget ind i spillet (--recompute beregner den igen)
out-distribution-computed = Fordelingen beregnet på { $seconds } s
out-table-solved-too = tabellen blev løst på { $seconds } s i denne kørsel

## The daily challenge's share text

daily-word = dagens
daily-better-than = bedre end { $share } af optimale spil
daily-points-lost = { $lost } point tabt
daily-hints = { $hints ->
        [one] 1 tip brugt
       *[other] { $hints } tip brugt
    }

## Damaged files

kept-aside = { $name } kunne ikke læses ({ $reason }); den blev gemt som { $kept }

## Notices, refusals, data

notice-saved-game = Et gemt spil: { $problem }
notice-settings-defaults = Indstillinger: { $problem }; standardværdierne bruges
notice-high-scores = Topscorelisten: { $problem }
notice-high-scores-unreadable = Topscorelisten kan ikke læses: { $error }
notice-also-saved = Også gemt: et spil { $rules } (--rules { $id })
notice-elsewhere = { $games ->
        [one] Dit andet spil spilles
       *[other] Dine { $games } andre spil spilles
    } i en anden terminal; dette er et nyt spil på sin egen gemmeplads
notice-daily-elsewhere = Dagens udfordring { $date } ({ $rules }) spilles i en anden terminal: spil den færdig der (når den terminal er lukket, fortsætter den her)
notice-seed-needs-new = --seed kræver --new
notice-players-need-new = --players kræver --new
notice-seed-players-need-new = --seed og --players kræver --new
notice-cannot-save-game = Dit spil kan ikke gemmes ({ $error }); spillet fortsætter uden at gemme
notice-kept = Beholdt dit spil ({ $what }): det kan ikke ændres her
notice-recorded = Skrev dit færdige spil ind ({ $what })
notice-not-recorded = Dit færdige spil ({ $what }) kunne ikke skrives ind ({ $error }); det forbliver gemt
notice-discarded = Kasserede dit spil ({ $what })
notice-not-discarded = Dit spil ({ $what }) kunne ikke kasseres ({ $error })
notice-cannot-save = Kan ikke gemme i { $error }; spillet fortsætter uden at gemme
refuse-review-later = Gennemgangen kommer, når spillet er slut
new-game = Nyt spil
new-game-kept = Start et nyt spil? Dette gemmes, ufærdigt, og kan fortsættes ved næste start. j/n
new-game-unsaved = Start et nyt spil? Dette spil kan ikke gemmes her: det går tabt. j/n
new-game-not-started = Intet nyt spil: dette fortsætter
new-game-old-kept = Et nyt spil; det forrige gemmes og tilbydes ved næste start
refuse-new-game-daily = Dagens udfordring er ét spil: spil det færdigt først (q afslutter; det fortsætter med --daily)
not-played = Ikke spillet: dit træk
stays-open = { $name } forbliver åben
new-game-saved-stay = Et nyt spil; dine gemte spil bliver gemt til en anden gang
click-again = { $name }: klik igen eller tryk Enter for at skrive
status-not-recorded = Ikke skrevet endnu: n prøver igen, q afslutter (gemt til næste start)
status-not-recorded-nor-saved = Ikke skrevet, ikke gemt: n prøver igen (afslut mister det)
status-retrying = Prøver igen at skrive resultatet…
status-waiting = Venter på, at en anden yatzy skriver færdig…
status-still-recording = Skriver stadig dit resultat…
status-recorded-at-last = Endelig skrevet
alert-score-not-recorded = Dit resultat kunne ikke skrives ({ $error }); det færdige spil forbliver gemt; n, q og næste start prøver igen
alert-score-not-recorded-unsaved = Dit resultat kunne ikke skrives ({ $error }); det kunne heller ikke gemmes: hold vinduet åbent og tryk n for at prøve igen
alert-scores-not-recorded = Resultaterne kunne ikke skrives ({ $error }); det færdige spil forbliver gemt; n, q og næste start prøver igen
alert-scores-not-recorded-unsaved = Resultaterne kunne ikke skrives ({ $error }); de kunne heller ikke gemmes: hold vinduet åbent og tryk n for at prøve igen
setup-score-owed = Dit resultat er ikke skrevet endnu: tryk n for at prøve igen
setup-game-on = Spil færdig eller afslut spillet, før du skifter spillere
alerts-close = En vilkårlig tast: luk

## Served games (yatzy serve)
net-no-such-table = Bordet findes ikke længere
net-table-full = Bordet er fuldt: w ser med
net-seated-elsewhere = Du har en plads ved bord { $number }: spil det færdigt først
net-not-your-turn = Ikke din tur
net-not-started = Spillet begynder, når alle pladser er taget
net-too-many-tables = Serveren har så mange borde, den må: sæt dig ved et
net-bad-plan = Et bord har 1 til 6 pladser, mindst én person
net-move-refused = Det træk går ikke nu
net-state-over = slut
net-state-playing = spiller
net-state-waiting = { $open } ledige
net-watched-by = ser med: { $names }
net-you-are = Du er { $name }
net-lobby-title = yatzy · lobby
net-guests = { $count } her
net-tables = Borde
net-no-tables = Ingen borde endnu: n åbner et, og venner sætter sig herfra
net-new-name = Nyt navn:
net-lobby-guidance = Enter sætter dig ved bordet, w ser med, n åbner et nyt
net-new-table = Nyt bord
net-plan-rules = Blok
net-plan-people = Personer
net-plan-bots = Botter
net-plan-easy-bots = Lette botter
net-plan-win-bots = Vinderbotter
net-plan-hint = Enter åbner det; venner sætter sig fra lobbyen
net-table-title = Bord { $number } · { $rules }
net-open-place = (ledig)
net-waiting-for = Venter på { $count } mere: de sætter sig fra lobbyen
net-say = Sig:
net-watch-guidance = c siger noget, Esc går tilbage til lobbyen
net-game-over = Spillet er slut: v gennemgår, n spiller igen, Esc går tilbage til lobbyen
net-your-turn = Din tur
net-table-number = bord { $number }
net-table-watching = bord { $number } · ser med
net-back-at-table = Velkommen tilbage: din plads ved bord { $number } blev holdt
net-welcome = Velkommen, { $name }
net-bad-name = Et navn har 1 til 24 tegn almindelig tekst
net-name-taken = Nogen her hedder allerede det
net-address-tables = Din adresse har allerede { $count } borde i spil: spil et færdigt, eller sæt dig ved et andet
net-your-code = Pladsen er din: for at tage den tilbage fra en anden terminal, forbind som { $user }
net-come-back-as = din plads ved bord { $number } holdes: for at tage den tilbage, forbind som { $user }
net-name-kept = { $name }s plads ved bord { $number } holdes: du er { $yours } (din? forbind som { $name }+kode)
net-name-numbered = Nogen her hedder allerede { $name }: du spiller som { $yours }
net-rematch-players = Kun bordets spillere kan spille det igen: åbn et nyt fra lobbyen
net-rematch-offered = { $name } spiller igen ved bord { $number }: n sætter dig der
net-clock = { $seconds } s tilbage
net-hint-alone = Tips er til et bord for én: ved et fælles bord ville de hjælpe én spiller mod de andre
net-hint-loading = Den optimale strategi indlæses stadig: prøv igen om lidt
net-coach-alone = Coachen er til et bord for én: ved et fælles bord ville den hjælpe én spiller mod de andre
net-table-number-code = bord { $number } · tilbage som { $user }
net-scratch-again = { $name } giver 0 her: Enter igen stryger den
scores-network = { $count } spillere · ssh
footer-net-join = sæt dig
footer-net-watch = se med
footer-net-new-table = nyt bord
footer-net-create = åbn
footer-net-chat = chat
footer-net-lobby = lobby
footer-net-rematch = spil igen
footer-net-say = sig
net-server-stopped = serveren stoppede; alle borde er gemt: forbind igen, når den er tilbage
net-joined-elsewhere = du forbandt igen fra en anden terminal; denne lukkes
net-left-waiting = { $name } gik: vi venter på dem
net-back = { $name } er tilbage
net-stood-in = { $name }s tid løb ud: en bot spiller denne tur for dem
net-stand-in-move = bot for { $name }: { $said }
net-fault = noget gik galt på serveren, mens den betjente dig; din plads er gemt: forbind igen
net-their-turn = { $name }s tur

## The board, polished (undo, a second Enter, Ctrl-L, the charts' legends)

undo-nothing = Intet at fortryde: et resultat kan tages tilbage indtil næste slag
undo-not-here = Dette spil tager intet tilbage: dagens udfordring, eller et bord med flere spillere
undone = Taget tilbage: { $points } i { $name }; terningerne er på bordet igen
undo-offer = u tager det tilbage
enter-again = { $name } for { $points }: tryk Enter igen for at skrive det
celebrate-yatzy = { $name }! { $points } point
help-undo-the-last-score = fortryd seneste resultat
help-redraw-the-screen = tegn skærmen igen
scores-undos = fortrudt
review-title-short = Gennemgang · { $lost } forventede point tabt
section-numbers = Tal
section-hands = Kombinationer
chart-your-scores = dine point
chart-optimal-median = optimal median
chart-your-median = din median
chart-scores = point

## Words that were English everywhere: the data popup, the score chart, bots and players,
## the settings' values, the data directory's messages, the solver's notes

alerts-title = Dine data
scores-chart = Pointfordeling (spil pr. { $points } point)
chart-game = spil
bot-name = Robot
easy-bot-name = Let robot
win-bot-name = Vinderrobot
player-name = Spiller { $number }
default-name = Spiller
theme-default = standard
theme-light = lyst
theme-high-contrast = høj kontrast
theme-colour-blind = farveblindt
setting-auto = automatisk
notice-settings = Indstillinger: { $problem }
notice-practice = Træning: { $problem }
notice-practice-unreadable = Træningsloggen kan ikke læses: { $error }
alert-settings-not-saved = Indstillingerne blev ikke gemt: { $error }
alert-practice-not-saved = Træningen blev ikke gemt: { $error }
preferences-not-an-object = "preferences" er ikke et objekt; standardværdierne bruges
preferences-bad-value = "{ $key }": { $value } { $why }; { $default } bruges
preferences-not-boolean = er ikke true eller false
preferences-not-one-of = er ikke en af { $known }
preferences-bad-risk = er ikke et tal fra -5 (forsigtig) til 5 (dristig)
preferences-bad-threshold = er ikke et antal point fra 0,01 til 100
preferences-bad-pace = er ikke et helt antal millisekunder fra 0 til 10000
status-solver = Løseren: { $note }
solver-table-not-used = den gemte tabel blev ikke brugt ({ $reason }); beregnet igen
solver-table-unreadable = den gemte tabel kan ikke læses: { $error }
solver-table-not-cached = tabellen kunne ikke gemmes: { $error }
goal-table-not-used = den gemte måltabel blev ikke brugt ({ $reason }); beregnet igen
goal-table-unreadable = den gemte måltabel kan ikke læses: { $error }
goal-table-stopped = stoppet før den var færdig
goal-table-not-cached = måltabellen kunne ikke gemmes: { $error }
error-needs-terminal = spillet kræver en terminal (prøv `yatzy score` eller `yatzy --help`)
error-no-input = kan ikke lytte efter taster: { $error }
error-no-writer = kan ikke starte skrivetråden: { $error }
error-no-solver = kan ikke starte løseren: { $error }
error-no-full-screen = kan ikke starte fuldskærmstilstand: { $error }
error-no-full-screen-again = kan ikke vende tilbage til fuldskærmstilstand: { $error }
error-cannot-draw = kan ikke tegne: { $error }
error-mouse-mode = kan ikke skifte musetilstand: { $error }
error-input-stopped = tastaturet holdt op med at svare

## Translations whole (issue 27): why a file was kept aside, the data directory's errors,
## the operating system's errors, the commands' warnings, the progress bars

file-kind-fifo = et navngivet rør (FIFO)
file-kind-device = en enhed
file-kind-socket = en socket
file-kind-directory = en mappe
file-kind-link = et symbolsk link
file-kind-other = noget andet end en fil
unusable-dangling-link = det er et symbolsk link til ingenting
unusable-link-loop = det er en løkke af symbolske links
unusable-link = det er et symbolsk link, ikke en fil for sig
unusable-not-a-file = det er { $kind }, ikke en fil
unusable-too-large = den er større end { $size }, mere end nogen rigtig fil
size-bytes = { $count } byte
json-syntax = en syntaksfejl i linje { $line }, kolonne { $column }
json-ends-early = den slutter for tidligt, i linje { $line }
json-unfitting = en værdi, der ikke passer, i linje { $line }, kolonne { $column }
json-unfitting-somewhere = en værdi, der ikke passer
damage-settings = ikke gyldige indstillinger: { $why }
damage-practice-json = ikke en træningslog: { $why }
damage-other-game = den indeholder spil { $found }, ikke { $slot }
scores-not-json = ikke en gyldig topscoreliste i JSON: { $why }
scores-newer = skrevet af en nyere yatzy (formatversion { $version }, denne læser { $reads })
scores-impossible = umulig topscoreliste: post { $entry }: { $why }
entry-score-above = et resultat på { $score }, over det mulige { $max }
entry-left-sum = summen { $sum } i { $section }
entry-players = { $count } spillere ved ét bord
entry-seconds = { $count ->
        [one] { $count } sekunds spil
       *[other] { $count } sekunders spil
    }
entry-name-length = et navn på { $count } tegn
entry-daily-dice = en dagens udfordring { $date } med en anden dags terninger
entry-record-length = en trækfølge på { $count } træk
entry-does-not-replay = dens træk kan ikke afspilles: { $why }
entry-replays-to = dens træk giver { $total } point, når de afspilles, ikke { $score }
entry-hints = { $count } tip i ét spil
entry-undos = { $count ->
        [one] { $count } resultat taget tilbage i ét spil
       *[other] { $count } resultater taget tilbage i ét spil
    }
entry-stood-in = { $count } ture spillet af en bot i stedet, i ét spil
replay-not-a-move = '{ $letter }' er intet træk
replay-refused = træk { $number } kan ikke spilles: { $why }
replay-unfinished = trækkene slutter, før spillet gør
replay-too-long = trækkene fortsætter, efter spillet er slut
replay-no-decision = trækkene afslutter spillet: der er intet valg tilbage
saved-not-possible = ikke et muligt gemt spil: { $why }
saved-hints = hints_used er { $hints }
saved-play-time = play_secs er { $seconds }, mere end ti års spil
saved-die-cursor = terningmarkøren står på terning { $die }
saved-no-game = ikke et gyldigt gemt spil: det indeholder intet spil
saved-newer = skrevet af en nyere yatzy (formatversion { $version })
log-no-position = stilling { $drill } er ikke en stilling i sit spil: { $why }
log-drill-lost = stilling { $drill } har et umuligt tab på { $lost }
log-streak = stilling { $drill } har en umulig stime
log-session-lost = runde { $session } har et umuligt tab på { $lost }
log-answers = runde { $session } tæller flere svar, end en runde kan have
log-kept-twice = runde { $session } er gemt to gange
storage-io = { $path }: { $error }
storage-unusable = { $path }: { $reason }
storage-not-a-lock = { $path }: det er { $kind }, ikke en låsefil; flyt den væk
storage-newer = { $path } blev skrevet af en nyere yatzy (formatversion { $version }); den bliver ladt, som den er
storage-busy = en anden yatzy holdt { $path } låst i { $seconds } s
peek-unreadable = { $path } kunne ikke læses ({ $reason })
no-data-directory = ingen datamappe er kendt for denne bruger; sæt { $variable }
io-not-found = filen eller mappen findes ikke
io-permission-denied = adgang nægtet
io-already-exists = den findes allerede
io-storage-full = ingen plads tilbage på disken
io-quota-exceeded = diskkvoten er brugt op
io-read-only = filsystemet er skrivebeskyttet
io-interrupted = afbrudt
io-timed-out = tidsfristen udløb
io-busy = i brug af noget andet
io-invalid-data = det læste er ikke gyldigt
io-invalid-input = et ugyldigt argument
io-unexpected-eof = den slutter for tidligt
io-is-a-directory = det er en mappe
io-not-a-directory = en del af stien er ikke en mappe
io-directory-not-empty = mappen er ikke tom
io-file-too-large = filen er for stor
io-invalid-filename = filnavnet er ugyldigt
io-too-many-links = for mange links
io-crosses-devices = den ligger på et andet filsystem
io-out-of-memory = hukommelsen slap op
io-broken-pipe = den anden ende blev lukket
io-write-zero = intet kunne skrives
io-unsupported = understøttes ikke på dette system
io-stale = netværksfilsystemet mistede den
io-deadlock = det ville give en baglås
io-other = styresystemet meldte en fejl
game-internal-error = Intern fejl i spilmotoren
cli-output-closed = kan ikke skrive uddata: standard ud er lukket
cli-output-failed = kan ikke skrive uddata: { $error }
cli-settings-unusable = { $problem }; { $rules } bruges
cli-rules-of-last-game = { $rules } (reglerne fra det seneste spil; --rules vælger andre)
cli-rules-of-settings = { $rules } (reglerne, dine indstillinger starter med; --rules vælger andre)
cli-scores-unreadable = kan ikke læse topscorelisten: { $error }
cli-scores-fresh = { $recovery }; en ny topscoreliste påbegyndes
cli-daily-played = dagens udfordring { $date } ({ $rules }) er allerede spillet: { $points } point. Den næste kommer ved midnat UTC; --date spiller en anden dags udfordring.
cli-illegal-move = strategien lavede et ulovligt træk: { $error }
cli-simulation-failed = simuleringen mislykkedes
progress-solving = Løser
progress-playing = Spiller
progress-distribution = Fordeling
out-no-games = Ingen spil spillet.
cache-truncated = filen er afkortet
cache-not-a-table = ikke en løsertabel til yatzy
cache-version = formatversion { $version }, forventede { $expected }
cache-other-rules = ikke en tabel til { $rules }
cache-trailing-bytes = filen har overskydende byte til sidst
cache-checksum = kontrolsummen passer ikke
cache-wrong-size = tabellen har forkert størrelse
cache-impossible-value = en værdi er ingen mulig score
cache-wrong-expected-score = den forventede score for et nyt spil er ikke regelsættets
cache-beyond-reach = en værdi er mere, end stillingen stadig kan score
cache-not-a-distribution = sandsynlighederne danner ikke en fordeling
cache-not-a-chance = chancerne ligger uden for 0 til 1 eller vokser med de manglende point
cache-wrong-last-turn = sidste tur-chancerne passer ikke til reglerne

progress-goal = Måltabel
goal-unanswered = intet svar fra måltabellen: { $reason }
out-goal-heading = Chancen for { $target } eller mere i { $rules } (eksakt)
out-goal-playing-for-it = Spiller efter { $target }:
out-goal-playing-for-points = Spiller efter flest point:
cli-goal-target = Mål: { $target } eller mere
cli-goal-chance = chance
cli-goal-means = Chance: for at slutte på { $target } eller mere, når man spiller efter det herfra.
out-table-simulated = { $games } spil { $rules } ved et bord med { $seats }, frø { $seed }
out-seat = plads
out-strategy = strategi
out-wins = sejre
out-ties = uafgjort
out-win-rate = sejrsrate
out-win-rate-means = Sejrsrate: andelen af spil sluttet først, hvor delt førsteplads mellem k tæller 1/k; ± én standardfejl.
out-goal-simulated = { $games } spil { $rules } spillet efter { $target } eller mere, frø { $seed }
out-goal-reached = Nåede { $target } eller mere: { $share }% ± { $error } (denne spillestils eksakte chance: { $exact }%)

## Playing for a goal (the goal setting, key g)

goal-best-score = bedste score
goal-beat-best = slå min rekord
goal-reach = nå { $target }
goal-aim-beat = for at slå { $best }
goal-aim-reach = for at nå { $target }
goal-aim-win = for at vinde
hint-goal = Tip: { $choice }: { $chance } { $aim }
hint-goal-for-points = bedst for point: { $choice }, { $chance }, +{ $points } point
hint-goal-for-points-short = for point: { $choice }, { $chance }
hint-goal-out-of-reach = Tip: { $choice }, for point: chancen { $aim } er væk
hint-goal-computing = Tip { $aim }: regner…
goal-table-progress = måltabel: { $percent } %
goal-table-loading = måltabel indlæses…
goal-table-failed = ingen måltabel: tippet gælder point
goal-ignored-daily = Dagens udfordring spilles for bedste score: målet bruges ikke her
goal-no-best-yet = Mål: slå min rekord; ingen rekord endnu med disse regler, så bedste score
goal-beat-best-table = Mål: slå min rekord; ved et bord, bedste score
goal-win = vinde
goal-win-alone = Mål: vinde; alene er der ingen at slå, så bedste score
goal-ignored-practice = Øvelsen spilles for bedste score: målet bruges ikke her
coach-goal-on-asks = Coach til: spørger før træk, der koster mere end { $points } procentpoint af chancen { $aim }
coach-goal-on-flags = Coach til: advarer om træk, der koster mere end { $points } procentpoint af chancen { $aim }
help-chances-and-goal = chancer til/fra; målet
setting-goal = Mål
setting-goal-about = hvad tippene spiller for (g skifter i spillet)
setting-goal-target = Målscore
setting-goal-target-about = scoren som målet "nå" sigter mod (--target)
setting-goal-points = { $points } point
preferences-bad-goal-target = er ikke et helt antal point fra 1 til 2000
chances-playing-for-it = hvis du spiller efter det: { $chance }
chances-goal-playing-for-it = { $goal }, hvis du spiller efter det: { $chance }
setting-goal-coach-threshold = Coach for mål ved
setting-goal-coach-threshold-about = med et mål advarer coachen om træk, der koster mere chance
setting-percentage-points = { $points } procentpoint
preferences-bad-goal-threshold = er ikke et antal procentpoint fra 0,01 til 100
coach-goal-cost = Coach: det kostede { $lost } procentpoint af chancen { $aim }; bedst var { $best }
coach-goal-ask = Coach: det koster { $lost } procentpoint af chancen { $aim }; bedst er { $best }. Fortsæt alligevel? j/n
review-goal-title = Gennemgang · { $goal } · { $lost } procentpoint af chancen tabt
review-goal-title-player = Gennemgang · { $name } · { $goal } · { $lost } pp tabt
review-goal-title-short = Gennemgang · { $goal } · { $lost } pp tabt
review-lost-pp = −{ $points } pp
review-goal-chance = Chance for at nå { $target }, spillet efter det
review-goal-loading = Bedømt i forventede point, indtil måltabellen er klar ({ $percent } %)
review-goal-computing = Bedømmes efter chancen for at nå { $target }: regner…
review-goal-failed = Ingen måltabel: bedømt i point, ikke efter chancen for at nå { $target }
review-goal-win = Spillet for at vinde: bedømt i forventede point, ikke efter vinderchancen
