## Regelsett

rules-yatzy = Skandinavisk Yatzy
rules-yatzy-short = Yatzy
rules-yacht = Yacht
rules-yacht-short = Yacht
rules-yahtzee = Yahtzee
rules-yahtzee-short = Yahtzee
rules-forced = Tvungen Yatzy
rules-forced-short = Tvungen

## Rutene, som på norske blokker

box-ones = Enere
box-twos = Toere
box-threes = Treere
box-fours = Firere
box-fives = Femmere
box-sixes = Seksere
box-one-pair = Ett par
box-two-pairs = To par
box-three-of-a-kind = Tre like
box-three-of-a-kind-short = Tre like
box-four-of-a-kind = Fire like
box-four-of-a-kind-short = Fire like
box-small-straight = Liten straight
box-small-straight-short = L. straight
box-large-straight = Stor straight
box-large-straight-short = St. straight
box-full-house = Hus
box-chance = Sjanse
box-yatzy = Yatzy
box-yacht = Yacht
box-yahtzee = Yahtzee
box-hands-three-of-a-kind = Tre like
box-hands-four-of-a-kind = Fire like

## Spillebrettet

title = YATZY
turn = Runde { $turn } av { $turns }
turn-roll = Runde { $turn } av { $turns } · Kast { $roll } av 3
game-over = Spillet er over
header-solver = løser { $percent }%
header-coach = trener
header-best = best { $score }
header-daily = dagens { $date }
header-seed = frø { $seed }
header-practice = øving { $number } av { $count }
total = Totalt
total-points = Totalt { $total }
die-held = HOLDT
roll-all = Kast alt (r)
roll = Kast (r)
no-rolls = Ingen kast
rolls-left = { $left } igjen
left-section = Venstre del
right-section = Høyre del
sum = Sum
bonus = Bonus { $points }
bonus-to-go = Bonus { $points }: { $sum }/{ $target }, { $to_go } igjen
bonus-missed = Bonus { $points }: { $sum }/{ $target }, tapt
to-bonus = Til bonus
five-bonus = { $name }-bonus

## Sluttboksen

table-not-recorded = Ikke lagret ennå: n, q og neste start prøver igjen
table-recording = Lagrer resultatene…
table-recorded = Alle spilleres resultater er lagret; roboter har egen statistikk
table-recorded-people = Alle spilleres resultater er lagret
bonus-reached = Bonus nådd: { $sum } + { $points }
bonus-missed-by = Bonus tapt med { $to_go }
recorded-rank = nr. { $rank } for { $name }
not-recorded-yet = ikke lagret ennå
recording = lagrer…
points-lost = { $lost } poeng tapt mot optimalt spill
better-than = Bedre enn { $share } av optimale spill
standing-computing = Hvor dette står mot optimale spill: beregnes…
best-boxes = Best: { $boxes }
game-over-total = Spillet er over · Totalt { $total }
game-over-winner = Spillet er over · { $name } vinner med { $score }
game-over-tie = Spillet er over · uavgjort: { $names } med { $score }
hint = Tips: { $choice } (forventet sluttsum { $expected })
hint-bold = dristig
hint-cautious = forsiktig
next-best = Nest best: { $others }

## Spillet

all-held = Alle fem terningene er holdt: slipp en for å kaste, eller før inn med Enter
scored-in = { $points } i { $name }
five-bonus-scored = { $name }-bonus! +100
roll-first = Kast terningene først: trykk r
no-rolls-left = Ingen kast igjen i runden: velg en rute
no-such-die = Det finnes ingen terning { $die }
game-is-over = Spillet er over: start et nytt
box-filled = { $name } er allerede fylt ut
box-not-on-card = { $name } er ikke en rute i { $rules }
forced-five-box = En { $five } må i { $five }-ruten så lenge den er åpen
forced-numbers-box = Med { $five }-ruten fylt må en { $five } i { $name } så lenge den er åpen
forced-lower-first = En { $five }-joker må i en åpen nedre rute så lenge det finnes en
forced-in-order = I Tvungen Yatzy fylles rutene i rekkefølge: runden går i { $name }
bot-playing = { $name } spiller
bot-waits-for-goal-table = { $name } venter på måltabellen sin: { $percent } % (regnes ut én gang, omtrent ett minutt)
bot-rolled = { $name } kastet, kast { $roll } av { $rolls }
bot-keeps = { $name } beholder { $faces }
bot-scored = { $name } fikk { $points } i { $category }
bot-turn-keys = en hvilken som helst tast avslutter runden, q avslutter
players-turn = { $name } sin tur: trykk r for å kaste
their-turn = { $name } sin tur
your-turn-roll = Din tur: trykk r for å kaste
forced-roll = Trykk r for å kaste: runden går i { $name }
forced-last-roll = Siste kast: Enter fører inn i { $name }
forced-turn = Runden går i { $name }: hold med 1-5, r kaster, Enter fører inn
type-name = Skriv navnet ditt til toppscorelisten og trykk Enter
press-r = Trykk r for å kaste terningene
last-roll = Siste kast: velg en rute med ↑↓ og Enter
hold-or-score = Hold terninger med 1-5, r kaster resten, eller Enter fører inn
daily-done = Dagens utfordring klar: v går gjennom den; delingsteksten skrives ut når du avslutter
game-over-review = Spillet er over: v går gjennom hvert valg mot optimalt spill
five-own-box = Fem like: de må i sin åpne rute (50)
five-numbers-box = Fem like: de må i tallruten for sin verdi
joker-lower = Joker! Full verdi i en åpen nedre rute (hus 25, straight 30/40), eller 0 øverst
joker-upper = Joker! Ingen nedre rute er åpen: 0 poeng i en åpen øvre rute
joker-lower-only = Joker! Den må i en åpen nedre rute, til full verdi

## Taster: bunnlinjens ord og hjelpens linjer (høyst 26 tegn)

footer-roll = kast
help-roll-the-dice-not-held = kast de som ikke holdes
footer-hold = hold
help-hold-or-release-a-die = hold eller slipp terning
help-move-the-die-cursor = flytt terningmarkøren
help-hold-the-die-at-the-cursor = hold markert terning
help-move-between-open-boxes = flytt mellom åpne ruter
footer-score = før inn
help-score-the-chosen-box = før inn i valgt rute
footer-hint = tips
help-hint-the-best-move-now = tips: beste trekk nå
help-chances-show-hide = sjanser: vis eller skjul
chances-shown = Sjanser vises (nøyaktige hvis alle spiller optimalt herfra).
chances-hidden = Sjansene skjult (w viser dem).
chances-computing = sjanser: regner…
chances-beat-best = slå { $best }: { $chance }
chances-reach = nå { $score }: { $chance }
chances-tie = uavgjort { $chance }
chances-win-label = seier
review-chance-best = Sjanse for å slå { $best }
review-chance-reach = Sjanse for å nå { $score }
review-chances-title = Sjanse for å vinne etter hver runde
review-chances-computing = Sjansene etter hver tur: regner…
review-chance-tie = uavgjort
help-coach-flag-costly-moves = trener: varsle dyre trekk
help-net-coach = trener på/av (alene)
footer-scores = toppscore
help-high-scores-statistics = toppscore, statistikk
footer-help = hjelp
help-this-help = denne hjelpen
footer-quit = avslutt
help-quit-the-game-is-kept = avslutt (spillet lagres)
help-settings-saved-at-once = innstillinger (lagres)
help-practice-decisions = øv på valg
help-review-new-game-players = gjennomgå/nytt/spillere
footer-review = gjennomgå
footer-new-game = nytt spill
footer-players = spillere
footer-yes = ja
footer-no = nei
# The letter besides y that answers a question yes: y when the language has no other.
yes-letter = j
footer-erase = slett
footer-record = lagre
footer-record-the-offered-name = lagre foreslått navn
footer-add-a-player = legg til spiller
footer-add-a-bot = legg til robot
footer-add-an-easy-bot = legg til lett robot
footer-add-a-win-bot = legg til vinnerrobot
footer-remove = fjern
footer-rename = gi nytt navn
footer-move-up-down = flytt opp/ned
footer-start-the-game = start spillet
footer-back = tilbake
footer-keep-the-name = behold navnet
footer-cancel = avbryt
footer-trends = trender
footer-choose = velg
footer-replay-review = spill av, gjennomgå
footer-back-to-the-game = til spillet
footer-scroll = rull
footer-page = side
footer-player = spiller
footer-resume = fortsett
footer-new-game-they-stay-saved = nytt spill (de blir lagret)
footer-change = endre
footer-keep-held-roll = behold holdte, kast
footer-end-practice = avslutt øving
footer-next-position = neste stilling
footer-practise-again = øv igjen
footer-leave = forlat
footer-quits = avslutter
help-quit-at-once = avslutt straks
help-suspend-fg-resumes = pause (fg fortsetter)
you = Deg
help-title = Hjelp · en hvilken som helst tast lukker
help-keys = Taster
help-hint-solver = tips (løser { $percent }%)
help-rules = Regler · { $rules }
help-rolls = Høyst 3 kast per runde; hold
help-any-order-1 = terninger mellom kastene. Fyll
help-any-order-2 = hver rute én gang: ellers 0.
help-in-order-1 = terninger mellom kastene. Fyll
help-in-order-2 = i orden fra Enere; ellers 0.
help-numbers = Enere-Seksere
help-numbers-score = sum av verdien
help-bonus-score = ved 63 el. mer
help-one-pair = høyeste par
help-two-pairs = to forskjellige
help-kinds = Tre/fire like
help-kinds-alike = 3 eller 4 like
help-kinds-sum = alle terninger
help-full-house-sum = 3+2 like: sum
help-full-house-25 = 3+2 like: 25
help-four-in-a-row = 4 på rad: 30
help-five-in-a-row = 5 på rad: 40
help-chance = summen
help-five-alike = 5 like: 50
help-yacht-1 = En Yacht fyller en åpen Yacht-
help-yacht-2 = rute først; så +100 (hvis 50).
help-yahtzee-1 = Flere Yahtzee: +100 (hvis 50);
help-yahtzee-2 = Joker: tall, nedre, så 0.

## Valg, karakterer, spørsmål

choice-reroll-all = kast alle på nytt
choice-keep = behold { $faces }
choice-score = før inn { $name }
# How a figure's fraction is set off: 0.25 or 0,25.
decimal-separator = ,
grade-exact = eksakt
grade-close = innen 0,1
grade-fair = innen 1
grade-costly = dyrt
scratch = Stryk
scratch-question = Stryk { $name } for 0? j/n
coach = Trener
quit = Avslutt
total-rank = Totalt { $total } · nr. { $rank }
name-label = Navn:
name-keys = Enter: lagre · Esc: lagre som { $name }
name-plain = Navn er vanlig tekst: bokstaver, tall, mellomrom
name-too-long = Et navn har høyst { $most } tegn

## Øving

practice-title = Øving · { $rules }
practice-waiting = Løseren forbereder tabellen sin ({ $percent }%): øvingen starter når den er klar.
practice-due = Bommet før
practice-mistake = Ditt eget valg (det kostet { $lost })
practice-optimal = Fra et optimalt spill
practice-choose-box = velg en rute, Enter fører inn
practice-keep-or-score = hold terninger og behold dem med r, eller før inn med Enter
practice-exact = Eksakt: { $answer } er det beste valget
practice-lost = { $grade }: { $answer } koster { $lost } · best: { $best }
practice-none = Ingen stilling besvart denne gangen.
practice-session = Denne økten: { $count } { $count ->
        [one] stilling
       *[other] stillinger
    } · { $grades }
practice-mean = Tapte poeng per valg: { $mean } (totalt { $total })
practice-answer-lost = { $answer } (-{ $lost }); best: { $best }
practice-proficiency = Ferdighet: tapte poeng per valg, økt for økt
practice-now = nå
practice-overall = { $count ->
        [one] { $count } økt
       *[other] Alle { $count } økter
    }: { $mean } per valg
practice-schedule = Bommede stillinger kommer igjen neste økt, klarte etter { $waits } økter. Neste gang: { $due }.

## Coach, hints, quitting

coach-cost = Trener: det kostet { $lost } poeng; best var { $best }
coach-ask = Trener: det koster { $lost } poeng; best er { $best }. Fortsette likevel? j/n
coach-on-asks = Trener på: spør før trekk som koster mer enn { $points ->
        [one] { $points } forventet poeng
       *[other] { $points } forventede poeng
    }
coach-on-flags = Trener på: varsler trekk som koster mer enn { $points ->
        [one] { $points } forventet poeng
       *[other] { $points } forventede poeng
    }
coach-off = Trener av
hint-roll-first = Kast først: et tips gjelder terningene på bordet
solver-working = Løseren jobber fortsatt ({ $percent }%): prøv igjen snart
game-not-kept = Det spillet ble lagret før spill ble lagret helt: det kan ikke spilles av
game-does-not-replay = Det spillet kan ikke spilles av: { $error }
quit-lost = Resultatet ditt er ikke lagret og kunne ikke lagres: det går tapt hvis du avslutter. Avslutte? j/n
quit-owed = Resultatet ditt er ikke ført inn ennå: det lagres og føres inn ved neste start. Avslutte? j/n
quit-unsaved = Spillet kan ikke lagres her: det du har spilt siden start går tapt hvis du avslutter. Avslutte? j/n
quit-kept = Avslutte? Spillet lagres og fortsetter neste gang. j/n
resumed-from = Fortsetter spillet ditt fra { $when }

## Settings

setting-rules = Regler ved start
setting-rules-about = blokken et spill starter med (fra neste start)
setting-coach = Trener ved start
setting-coach-about = om treneren (c) er på når spillet starter
setting-coach-threshold = Treneren sier fra ved
setting-coach-threshold-about = treneren varsler trekk som koster flere forventede poeng
setting-coach-asks-first = Treneren spør først
setting-coach-asks-first-about = treneren spør før et dyrt trekk i stedet for etter
setting-risk = Tipsets risiko
setting-risk-about = tipset viser også det forsiktige (-) eller dristige (+) valg
setting-bot-pace-ms = Robottempo
setting-bot-pace-ms-about = pausen mellom en robots trekk
setting-theme = Tema
setting-theme-about = fargene (NO_COLOR betyr fortsatt ingen)
setting-ascii = ASCII-tegn
setting-ascii-about = alle tegn i ASCII (automatisk: når terminalen trenger det)
setting-mouse = Mus
setting-mouse-about = klikk holder terninger og fører inn (av: merk tekst)
setting-bell = Bjelle ved Yatzy
setting-bell-about = terminalens bjelle ringer når Yatzy-feltet gir 50
setting-language = Språk · Language
setting-language-about = spillets språk (automatisk: LC_ALL, LC_MESSAGES, LANG)
setting-on = på
setting-off = av
setting-last-played = det sist spilte
setting-points = { $points } poeng
setting-risk-none = ingen (forventet sum)
setting-risk-bold = dristig { $risk }
setting-risk-cautious = forsiktig { $risk }
setting-instant = straks
setting-option = flagg
settings-title = Innstillinger · lagres straks
setting-saved = { $name }: { $value } · lagret
setting-saved-next-start = { $name }: { $value } (fra neste start) · lagret
setting-changed = { $name }: { $value }
setting-changed-next-start = { $name }: { $value } (fra neste start)
setting-not-saved = { $name }: { $value } · ikke lagret
setting-note-saved = { $note } · lagret
setting-note-not-saved = { $note } · ikke lagret

## Saved games, the window, the players

saved-finished = ferdig, ikke ført inn
saved-turn = runde { $turn } av { $turns }
saved-roll = kast { $roll }
saved-points = { $points } poeng
saved-at = lagret { $when }
too-small = Gjør vinduet minst { $size } (nå { $now }) · q avslutter, spillet lagres
resume-title = Lagrede spill · nyeste først
players-title = Spillere · rekkefølge

## Commands: score and hint

cli-rolls-left = { $rolls ->
        [0] ingen kast igjen
       *[other] { $rolls } kast igjen
    }
cli-filled = Fylt ut: { $boxes } (venstre dels sum { $sum })
cli-hint-at-risk = Med risiko { $risk }: { $choice }
cli-banked = Poeng så langt: { $points }, medregnet
cli-banked-impossible = --banked { $banked } er umulig: de utfylte rutene og venstre dels sum { $sum } gir fra { $least } til { $most } poeng
cli-choice = valg
cli-expected = forventet
cli-cost = kostnad
cli-best = best
cli-expected-means = Forventet: poeng fra denne runden og videre, med optimalt spill.
cli-roll-in = { $dice } i { $rules }

## High scores

scores-title = Toppscore · { $rules }
scores-empty = Ingen spill lagret ennå for { $rules }: spill ferdig et spill for å komme på listen.
scores-beats = Slår
scores-name = Navn
scores-score = Poeng
scores-date = Dato
scores-hints = tips
scores-players = { $count } spillere
scores-daily = dagens
scores-games = Spilte
scores-average = Snitt
scores-best = Best
scores-median = Median
scores-bonus = Bonus
scores-average-beats = Snittet ditt slår { $share } av optimale spill (deres: { $mean })
scores-the-average-beats = Dette snittet slår { $share } av optimale spill (deres: { $mean })
scores-of-you = Dine spill ({ $name })
scores-of = Spill av { $name }
scores-of-everyone = Alles spill
scores-none-of = Ingen spill av { $name } lagret ennå for { $rules }.
scores-distribution = Poengfordeling
scores-bot = Robotstatistikk · { $bot }: { $games } spill, snitt { $average }, best { $best }

## The review

review-title-player = Gjennomgang · { $name } · { $lost } forventede poeng tapt
review-title = Gjennomgang · { $lost } forventede poeng tapt mot optimalt spill
review-standing = Sluttsum { $score }: bedre enn { $share } av optimale spill
review-standing-computing = Sluttpoeng { $score }: hvor den står mot optimale spill: beregnes…
review-turn = Runde
review-roll = Kast
review-dice = Terninger
review-played = Spilt
review-best = Best
review-lost = Tap
chart-median = median
chart-this-game = dette spillet
chart-turn = runde

## Trends

trends-title = Trender · { $rules }
trends-order = Poeng i spilt rekkefølge
trends-empty = Ingen spill lagret ennå for { $rules }: spill ferdig et spill for å se hvordan det går.
trends-optimal = optimalt { $rate }
trends-games = { $games } spill · best { $best } · snitt siste 10 { $average }
trends-bonus = Bonus
trends-streaks = Rekker: { $games } spill over { $line } nå (best { $best }) · daglig { $days } { $days ->
        [one] dag
       *[other] dager
    } (best { $best_days })
trends-lost-waiting = Tapte poeng per valg: lagrede spill gjennomgås når løseren er klar
trends-lost = Tapte poeng per valg: { $first } i { $games ->
        [one] ditt første lagrede spill
       *[other] dine første { $games } lagrede spill
    }, { $lately } i det siste
trends-lost-one = Tapte poeng per valg: { $first } i ditt eneste lagrede spill så langt
trends-boxes = Rutesnitt over { $games ->
        [one] { $games } lagret spill
       *[other] { $games } lagrede spill
    } (dine / optimale):

## The players screen

players-taken = { $name } sitter allerede ved bordet: hver spiller trenger sitt eget navn
players-need-name = En spiller trenger et navn: skriv et, eller Esc for å beholde det gamle
players-full = Et bord har høyst { $most } spillere
players-last = Et spill trenger en spiller: legg til en annen før du fjerner denne
players-human = menneske
players-bot = robot
players-easy-bot = lett robot
players-win-bot = vinnerrobot

## Commands: solve, simulate, the distribution

out-expected-score = Forventet sum med optimalt spill i { $rules }: { $score }
out-table-loaded = Tabellen lastet fra hurtiglageret på { $seconds } s ({ $states } nåbare stillinger, { $mib } MiB)
out-table-computed = Tabellen beregnet på { $seconds } s ({ $states } nåbare stillinger, { $mib } MiB)
out-optimal-at-risk = optimal med risiko { $risk }
out-optimal = optimal
out-greedy = grådig
out-simulated = { $games } spill { $rules }, { $strategy } strategi, frø { $seed }
out-mean = Snitt
out-standard-error = standardfeil { $error }
out-std-dev = Std.avvik
out-percentiles = Persentiler
out-range = Spenn
out-range-from-to = { $worst } til { $best }
out-upper-bonus = Bonus
out-speed = { $seconds } s, { $rate } spill per sekund på { $cores } kjerner
out-final-score = Sluttsum med optimalt spill i { $rules } (eksakt)
out-score = sum
out-probability = sannsynlighet
out-distribution-built-in = Fordelingen er bygget inn i spillet (--recompute beregner den på nytt)
out-distribution-computed = Fordelingen beregnet på { $seconds } s
out-table-solved-too = tabellen ble løst på { $seconds } s i denne kjøringen

## The daily challenge's share text

daily-word = dagens
daily-better-than = bedre enn { $share } av optimale spill
daily-points-lost = { $lost } poeng tapt
daily-hints = { $hints ->
        [one] 1 tips brukt
       *[other] { $hints } tips brukt
    }

## Damaged files

kept-aside = { $name } kunne ikke leses ({ $reason }); den ble tatt vare på som { $kept }

## Notices, refusals, data

notice-saved-game = Et lagret spill: { $problem }
notice-settings-defaults = Innstillinger: { $problem }; standardverdiene brukes
notice-high-scores = Toppscorelisten: { $problem }
notice-high-scores-unreadable = Toppscorelisten kan ikke leses: { $error }
notice-also-saved = Også lagret: et spill { $rules } (--rules { $id })
notice-elsewhere = { $games ->
        [one] Det andre spillet ditt spilles
       *[other] De { $games } andre spillene dine spilles
    } i en annen terminal; dette er et nytt spill på sin egen lagringsplass
notice-daily-elsewhere = Dagens utfordring { $date } ({ $rules }) spilles i en annen terminal: spill den ferdig der (når den terminalen er lukket, fortsetter den her)
notice-seed-needs-new = --seed krever --new
notice-players-need-new = --players krever --new
notice-seed-players-need-new = --seed og --players krever --new
notice-cannot-save-game = Spillet ditt kan ikke lagres ({ $error }); spillet fortsetter uten lagring
notice-kept = Beholdt spillet ditt ({ $what }): det kan ikke endres her
notice-recorded = Førte inn det ferdige spillet ditt ({ $what })
notice-not-recorded = Det ferdige spillet ditt ({ $what }) kunne ikke føres inn ({ $error }); det forblir lagret
notice-discarded = Forkastet spillet ditt ({ $what })
notice-not-discarded = Spillet ditt ({ $what }) kunne ikke forkastes ({ $error })
notice-cannot-save = Kan ikke lagre i { $error }; spillet fortsetter uten lagring
refuse-review-later = Gjennomgangen kommer når spillet er over
new-game = Nytt spill
new-game-kept = Starte et nytt spill? Dette lagres, uferdig, og kan fortsettes ved neste start. j/n
new-game-unsaved = Starte et nytt spill? Dette spillet kan ikke lagres her: det går tapt. j/n
new-game-not-started = Intet nytt spill: dette fortsetter
new-game-old-kept = Et nytt spill; det forrige lagres og tilbys ved neste start
refuse-new-game-daily = Dagens utfordring er ett spill: spill det ferdig først (q avslutter; det fortsetter med --daily)
not-played = Ikke spilt: ditt trekk
stays-open = { $name } forblir åpen
new-game-saved-stay = Et nytt spill; de lagrede spillene dine blir lagret til en annen gang
click-again = { $name }: klikk igjen eller trykk Enter for å føre inn
status-not-recorded = Ikke ført inn ennå: n prøver igjen, q avslutter (lagret til neste start)
status-not-recorded-nor-saved = Ikke ført inn, ikke lagret: n prøver igjen (avslutt mister det)
status-retrying = Prøver igjen å føre inn resultatet…
status-waiting = Venter på at en annen yatzy skriver ferdig…
status-still-recording = Fører fortsatt inn resultatet ditt…
status-recorded-at-last = Endelig ført inn
alert-score-not-recorded = Resultatet ditt kunne ikke føres inn ({ $error }); det ferdige spillet forblir lagret; n, q og neste start prøver igjen
alert-score-not-recorded-unsaved = Resultatet ditt kunne ikke føres inn ({ $error }); det kunne heller ikke lagres: hold vinduet åpent og trykk n for å prøve igjen
alert-scores-not-recorded = Resultatene kunne ikke føres inn ({ $error }); det ferdige spillet forblir lagret; n, q og neste start prøver igjen
alert-scores-not-recorded-unsaved = Resultatene kunne ikke føres inn ({ $error }); de kunne heller ikke lagres: hold vinduet åpent og trykk n for å prøve igjen
setup-score-owed = Resultatet ditt er ikke ført inn ennå: trykk n for å prøve igjen
setup-game-on = Spill ferdig eller avslutt spillet før du bytter spillere
alerts-close = En hvilken som helst tast: lukk

## Served games (yatzy serve)
net-no-such-table = Bordet finnes ikke lenger
net-table-full = Bordet er fullt: w ser på
net-seated-elsewhere = Du har en plass ved bord { $number }: spill det ferdig først
net-not-your-turn = Ikke din tur
net-not-started = Spillet begynner når alle plassene er tatt
net-too-many-tables = Serveren har så mange bord den får: sett deg ved ett
net-bad-plan = Et bord har 1 til 6 plasser, minst én person
net-move-refused = Det trekket går ikke nå
net-state-over = slutt
net-state-playing = spiller
net-state-waiting = { $open } ledige
net-watched-by = ser på: { $names }
net-you-are = Du er { $name }
net-lobby-title = yatzy · lobby
net-guests = { $count } her
net-tables = Bord
net-no-tables = Ingen bord ennå: n åpner ett, og venner setter seg herfra
net-new-name = Nytt navn:
net-lobby-guidance = Enter setter deg ved bordet, w ser på, n åpner et nytt
net-new-table = Nytt bord
net-plan-rules = Blokk
net-plan-people = Personer
net-plan-bots = Boter
net-plan-easy-bots = Lette boter
net-plan-win-bots = Vinnerboter
net-plan-hint = Enter åpner det; venner setter seg fra lobbyen
net-table-title = Bord { $number } · { $rules }
net-open-place = (ledig)
net-waiting-for = Venter på { $count } til: de setter seg fra lobbyen
net-say = Si:
net-watch-guidance = c sier noe, Esc går tilbake til lobbyen
net-game-over = Spillet er slutt: v gjennomgår, n spiller igjen, Esc går tilbake til lobbyen
net-your-turn = Din tur
net-table-number = bord { $number }
net-table-watching = bord { $number } · ser på
net-back-at-table = Velkommen tilbake: plassen din ved bord { $number } ble holdt
net-welcome = Velkommen, { $name }
net-bad-name = Et navn har 1 til 24 tegn vanlig tekst
net-name-taken = Noen her heter det allerede
net-address-tables = Adressen din har allerede { $count } bord i spill: spill ferdig ett, eller sett deg ved et annet
net-your-code = Plassen er din: for å ta den tilbake fra en annen terminal, koble til som { $user }
net-come-back-as = plassen din ved bord { $number } holdes: for å ta den tilbake, koble til som { $user }
net-name-kept = Plassen til { $name } ved bord { $number } holdes: du er { $yours } (din? koble til som { $name }+kode)
net-name-numbered = Noen her heter allerede { $name }: du spiller som { $yours }
net-rematch-players = Bare bordets spillere kan spille det igjen: åpne et nytt fra lobbyen
net-rematch-offered = { $name } spiller igjen ved bord { $number }: n setter deg der
net-clock = { $seconds } s igjen
net-hint-alone = Tips er for et bord for én: ved et felles bord ville de hjelpe én spiller mot de andre
net-hint-loading = Den optimale strategien lastes fortsatt: prøv igjen om litt
net-coach-alone = Treneren er for et bord for én: ved et felles bord ville den hjelpe én spiller mot de andre
net-table-number-code = bord { $number } · tilbake som { $user }
net-scratch-again = { $name } gir 0 her: Enter igjen stryker den
scores-network = { $count } spillere · ssh
footer-net-join = sett deg
footer-net-watch = se på
footer-net-new-table = nytt bord
footer-net-create = åpne
footer-net-chat = chat
footer-net-lobby = lobby
footer-net-rematch = spill igjen
footer-net-say = si
net-server-stopped = serveren stoppet; alle bord er lagret: koble til igjen når den er tilbake
net-joined-elsewhere = du koblet til igjen fra en annen terminal; denne lukkes
net-left-waiting = { $name } gikk: vi venter på dem
net-back = { $name } er tilbake
net-stood-in = Tiden til { $name } gikk ut: en bot spiller denne turen for dem
net-stand-in-move = bot for { $name }: { $said }
net-fault = noe gikk galt på serveren mens den betjente deg; plassen din er tatt vare på: koble til igjen
net-their-turn = { $name } sin tur

## The board, polished (undo, a second Enter, Ctrl-L, the charts' legends)

undo-nothing = Ingenting å angre: et resultat kan tas tilbake fram til neste kast
undo-not-here = Dette spillet tar ingenting tilbake: dagens utfordring, eller et bord med flere spillere
undone = Tatt tilbake: { $points } i { $name }; terningene er på bordet igjen
undo-offer = u tar det tilbake
enter-again = { $name } for { $points }: trykk Enter igjen for å føre det inn
celebrate-yatzy = { $name }! { $points } poeng
help-undo-the-last-score = angre siste resultat
help-redraw-the-screen = tegn skjermen på nytt
scores-undos = angret
review-title-short = Gjennomgang · { $lost } forventede poeng tapt
section-numbers = Tall
section-hands = Kombinasjoner
chart-your-scores = dine poeng
chart-optimal-median = optimal median
chart-your-median = din median
chart-scores = poeng

## Words that were English everywhere: the data popup, the score chart, bots and players,
## the settings' values, the data directory's messages, the solver's notes

alerts-title = Dine data
scores-chart = Poengfordeling (spill per { $points } poeng)
chart-game = spill
bot-name = Robot
easy-bot-name = Lett robot
win-bot-name = Vinnerrobot
player-name = Spiller { $number }
default-name = Spiller
theme-default = standard
theme-light = lyst
theme-high-contrast = høy kontrast
theme-colour-blind = fargeblindt
setting-auto = automatisk
notice-settings = Innstillinger: { $problem }
notice-practice = Trening: { $problem }
notice-practice-unreadable = Treningsloggen kan ikke leses: { $error }
alert-settings-not-saved = Innstillingene ble ikke lagret: { $error }
alert-practice-not-saved = Treningen ble ikke lagret: { $error }
preferences-not-an-object = "preferences" er ikke et objekt; standardverdiene brukes
preferences-bad-value = "{ $key }": { $value } { $why }; { $default } brukes
preferences-not-boolean = er ikke true eller false
preferences-not-one-of = er ikke en av { $known }
preferences-bad-risk = er ikke et tall fra -5 (forsiktig) til 5 (dristig)
preferences-bad-threshold = er ikke et antall poeng fra 0,01 til 100
preferences-bad-pace = er ikke et helt antall millisekunder fra 0 til 10000
status-solver = Løseren: { $note }
solver-table-not-used = den lagrede tabellen ble ikke brukt ({ $reason }); beregnet på nytt
solver-table-unreadable = den lagrede tabellen kan ikke leses: { $error }
solver-table-not-cached = tabellen kunne ikke lagres: { $error }
goal-table-not-used = den lagrede måltabellen ble ikke brukt ({ $reason }); beregnet på nytt
goal-table-unreadable = den lagrede måltabellen kan ikke leses: { $error }
goal-table-stopped = stoppet før den var ferdig
goal-table-not-cached = måltabellen kunne ikke lagres: { $error }
error-needs-terminal = spillet trenger en terminal (prøv `yatzy score` eller `yatzy --help`)
error-no-input = kan ikke lytte etter taster: { $error }
error-no-writer = kan ikke starte skrivetråden: { $error }
error-no-solver = kan ikke starte løseren: { $error }
error-no-full-screen = kan ikke starte fullskjermmodus: { $error }
error-no-full-screen-again = kan ikke gå tilbake til fullskjermmodus: { $error }
error-cannot-draw = kan ikke tegne: { $error }
error-mouse-mode = kan ikke bytte musmodus: { $error }
error-input-stopped = tastaturet sluttet å svare

## Translations whole (issue 27): why a file was kept aside, the data directory's errors,
## the operating system's errors, the commands' warnings, the progress bars

file-kind-fifo = et navngitt rør (FIFO)
file-kind-device = en enhet
file-kind-socket = en socket
file-kind-directory = en mappe
file-kind-link = en symbolsk lenke
file-kind-other = noe annet enn en fil
unusable-dangling-link = det er en symbolsk lenke til ingenting
unusable-link-loop = det er en løkke av symbolske lenker
unusable-link = det er en symbolsk lenke, ikke en egen fil
unusable-not-a-file = det er { $kind }, ikke en fil
unusable-too-large = den er større enn { $size }, mer enn noen ekte fil
size-bytes = { $count } byte
json-syntax = en syntaksfeil på linje { $line }, kolonne { $column }
json-ends-early = den slutter for tidlig, på linje { $line }
json-unfitting = en verdi som ikke passer, på linje { $line }, kolonne { $column }
json-unfitting-somewhere = en verdi som ikke passer
damage-settings = ikke gyldige innstillinger: { $why }
damage-practice-json = ikke en treningslogg: { $why }
damage-other-game = den inneholder spill { $found }, ikke { $slot }
scores-not-json = ikke en gyldig toppscoreliste i JSON: { $why }
scores-newer = skrevet av en nyere yatzy (formatversjon { $version }, denne leser { $reads })
scores-impossible = umulig toppscoreliste: oppføring { $entry }: { $why }
entry-score-above = et resultat på { $score }, over det mulige { $max }
entry-left-sum = summen { $sum } i { $section }
entry-players = { $count } spillere ved ett bord
entry-seconds = { $count ->
        [one] { $count } sekund spilletid
       *[other] { $count } sekunder spilletid
    }
entry-name-length = et navn på { $count } tegn
entry-daily-dice = en dagens utfordring { $date } med en annen dags terninger
entry-record-length = en trekkfølge på { $count } trekk
entry-does-not-replay = trekkene kan ikke spilles av: { $why }
entry-replays-to = trekkene gir { $total } poeng når de spilles av, ikke { $score }
entry-hints = { $count } tips i ett spill
entry-undos = { $count ->
        [one] { $count } resultat tatt tilbake i ett spill
       *[other] { $count } resultater tatt tilbake i ett spill
    }
entry-stood-in = { $count } turer spilt av en bot i stedet, i ett spill
replay-not-a-move = '{ $letter }' er ikke noe trekk
replay-refused = trekk { $number } kan ikke spilles: { $why }
replay-unfinished = trekkene slutter før spillet gjør det
replay-too-long = trekkene fortsetter etter at spillet er over
replay-no-decision = trekkene avslutter spillet: det er ikke noe valg igjen
saved-not-possible = ikke et mulig lagret spill: { $why }
saved-hints = hints_used er { $hints }
saved-play-time = play_secs er { $seconds }, mer enn ti års spill
saved-die-cursor = terningmarkøren står på terning { $die }
saved-no-game = ikke et gyldig lagret spill: det inneholder ikke noe spill
saved-newer = skrevet av en nyere yatzy (formatversjon { $version })
log-no-position = stilling { $drill } er ikke en stilling i sitt spill: { $why }
log-drill-lost = stilling { $drill } har et umulig tap på { $lost }
log-streak = stilling { $drill } har en umulig rekke
log-session-lost = økt { $session } har et umulig tap på { $lost }
log-answers = økt { $session } teller flere svar enn en økt kan ha
log-kept-twice = økt { $session } er lagret to ganger
storage-io = { $path }: { $error }
storage-unusable = { $path }: { $reason }
storage-not-a-lock = { $path }: det er { $kind }, ikke en låsefil; flytt den bort
storage-newer = { $path } ble skrevet av en nyere yatzy (formatversjon { $version }); den blir latt være som den er
storage-busy = en annen yatzy holdt { $path } låst i { $seconds } s
peek-unreadable = { $path } kunne ikke leses ({ $reason })
no-data-directory = ingen datamappe er kjent for denne brukeren; sett { $variable }
io-not-found = filen eller mappen finnes ikke
io-permission-denied = tilgang nektet
io-already-exists = den finnes allerede
io-storage-full = ingen plass igjen på disken
io-quota-exceeded = diskkvoten er brukt opp
io-read-only = filsystemet er skrivebeskyttet
io-interrupted = avbrutt
io-timed-out = tidsavbrudd
io-busy = i bruk av noe annet
io-invalid-data = det som ble lest, er ikke gyldig
io-invalid-input = et ugyldig argument
io-unexpected-eof = den slutter for tidlig
io-is-a-directory = det er en mappe
io-not-a-directory = en del av stien er ikke en mappe
io-directory-not-empty = mappen er ikke tom
io-file-too-large = filen er for stor
io-invalid-filename = filnavnet er ugyldig
io-too-many-links = for mange lenker
io-crosses-devices = den ligger på et annet filsystem
io-out-of-memory = minnet tok slutt
io-broken-pipe = den andre enden ble lukket
io-write-zero = ingenting kunne skrives
io-unsupported = støttes ikke på dette systemet
io-stale = nettverksfilsystemet mistet den
io-deadlock = det ville gi vranglås
io-other = operativsystemet meldte en feil
game-internal-error = Intern feil i spillmotoren
cli-output-closed = kan ikke skrive utdata: standard ut er lukket
cli-output-failed = kan ikke skrive utdata: { $error }
cli-settings-unusable = { $problem }; { $rules } brukes
cli-rules-of-last-game = { $rules } (reglene fra det siste spillet; --rules velger andre)
cli-rules-of-settings = { $rules } (reglene innstillingene dine starter med; --rules velger andre)
cli-scores-unreadable = kan ikke lese toppscorelisten: { $error }
cli-scores-fresh = { $recovery }; en ny toppscoreliste påbegynnes
cli-daily-played = dagens utfordring { $date } ({ $rules }) er allerede spilt: { $points } poeng. Den neste kommer ved midnatt UTC; --date spiller en annen dags utfordring.
cli-illegal-move = strategien gjorde et ulovlig trekk: { $error }
cli-simulation-failed = simuleringen mislyktes
progress-solving = Løser
progress-playing = Spiller
progress-distribution = Fordeling
out-no-games = Ingen spill spilt.
cache-truncated = filen er avkortet
cache-not-a-table = ikke en løsertabell for yatzy
cache-version = formatversjon { $version }, ventet { $expected }
cache-other-rules = ikke en tabell for { $rules }
cache-trailing-bytes = filen har overflødige byte på slutten
cache-checksum = kontrollsummen stemmer ikke
cache-wrong-size = tabellen har feil størrelse
cache-impossible-value = en verdi er ingen mulig poengsum
cache-wrong-expected-score = forventet sum for et nytt spill er ikke regelsettets
cache-beyond-reach = en verdi er høyere enn det stillingen fortsatt kan gi
cache-not-a-distribution = sannsynlighetene danner ingen fordeling
cache-not-a-chance = sjansene ligger utenfor 0 til 1 eller vokser med poengene som mangler
cache-wrong-last-turn = sjansene i siste tur passer ikke til reglene

progress-goal = Måltabell
goal-unanswered = ikke noe svar fra måltabellen: { $reason }
out-goal-heading = Sjansen for { $target } eller mer i { $rules } (eksakt)
out-goal-playing-for-it = Spiller for { $target }:
out-goal-playing-for-points = Spiller for flest poeng:
cli-goal-target = Mål: { $target } eller mer
cli-goal-chance = sjanse
cli-goal-means = Sjanse: for å ende på { $target } eller mer, når man spiller for det herfra.
out-table-simulated = { $games } spill { $rules } ved et bord med { $seats }, frø { $seed }
out-seat = plass
out-strategy = strategi
out-wins = seire
out-ties = uavgjort
out-win-rate = seiersrate
out-win-rate-means = Seiersrate: andelen spill avsluttet først, der delt førsteplass mellom k teller 1/k; ± én standardfeil.
out-goal-simulated = { $games } spill { $rules } spilt for { $target } eller mer, frø { $seed }
out-goal-reached = Nådde { $target } eller mer: { $share }% ± { $error } (denne spillestilens eksakte sjanse: { $exact }%)

## Playing for a goal (the goal setting, key g)

goal-best-score = beste poengsum
goal-beat-best = slå rekorden min
goal-reach = nå { $target }
goal-aim-beat = for å slå { $best }
goal-aim-reach = for å nå { $target }
goal-aim-win = for å vinne
hint-goal = Tips: { $choice }: { $chance } { $aim }
hint-goal-for-points = best for poengene: { $choice }, { $chance }, +{ $points } poeng
hint-goal-for-points-short = for poengene: { $choice }, { $chance }
hint-goal-out-of-reach = Tips: { $choice }, for poengene: sjansen { $aim } er borte
hint-goal-computing = Tips { $aim }: regner…
goal-table-progress = måltabell: { $percent } %
goal-table-loading = måltabell lastes…
goal-table-failed = ingen måltabell: tipset gjelder poengene
goal-ignored-daily = Dagens utfordring spilles for beste poengsum: målet brukes ikke her
goal-no-best-yet = Mål: slå rekorden min; ingen rekord ennå med disse reglene, så beste poengsum
goal-beat-best-table = Mål: slå rekorden min; ved et bord, beste poengsum
goal-win = vinne
goal-win-alone = Mål: vinne; alene er det ingen å slå, så beste poengsum
goal-ignored-practice = Øvingen spilles for beste poengsum: målet brukes ikke her
coach-goal-on-asks = Trener på: spør før trekk som koster mer enn { $points } prosentpoeng av sjansen { $aim }
coach-goal-on-flags = Trener på: varsler trekk som koster mer enn { $points } prosentpoeng av sjansen { $aim }
help-chances-and-goal = sjanser av/på; målet
setting-goal = Mål
setting-goal-about = hva tipsene spiller for (g bytter i spillet)
setting-goal-target = Målsum
setting-goal-target-about = summen som målet "nå" sikter mot (--target)
setting-goal-points = { $points } poeng
preferences-bad-goal-target = er ikke et helt antall poeng fra 1 til 2000
chances-playing-for-it = om du spiller for det: { $chance }
chances-goal-playing-for-it = { $goal }, om du spiller for det: { $chance }
setting-goal-coach-threshold = Trener for mål ved
setting-goal-coach-threshold-about = med et mål varsler treneren trekk som koster mer sjanse
setting-percentage-points = { $points } prosentpoeng
preferences-bad-goal-threshold = er ikke et antall prosentpoeng fra 0,01 til 100
coach-goal-cost = Trener: det kostet { $lost } prosentpoeng av sjansen { $aim }; best var { $best }
coach-goal-ask = Trener: det koster { $lost } prosentpoeng av sjansen { $aim }; best er { $best }. Fortsette likevel? j/n
review-goal-title = Gjennomgang · { $goal } · { $lost } prosentpoeng av sjansen tapt
review-goal-title-player = Gjennomgang · { $name } · { $goal } · { $lost } pp tapt
review-goal-title-short = Gjennomgang · { $goal } · { $lost } pp tapt
review-lost-pp = −{ $points } pp
review-goal-chance = Sjanse for å nå { $target }, om du spiller for det
review-goal-loading = Vurdert i forventede poeng til måltabellen er klar ({ $percent } %)
review-goal-computing = Vurderes etter sjansen for å nå { $target }: regner…
review-goal-failed = Ingen måltabell: vurdert i poeng, ikke etter sjansen for å nå { $target }
review-goal-win = Spilt for å vinne: vurdert i forventede poeng, ikke etter vinnersjansen
