## Regeluppsättningar

rules-yatzy = Skandinavisk Yatzy
rules-yatzy-short = Yatzy
rules-yacht = Yacht
rules-yacht-short = Yacht
rules-yahtzee = Yahtzee
rules-yahtzee-short = Yahtzee
rules-forced = Tvingad Yatzy
rules-forced-short = Tvingad

## Rutorna, som på svenska protokoll

box-ones = Ettor
box-twos = Tvåor
box-threes = Treor
box-fours = Fyror
box-fives = Femmor
box-sixes = Sexor
box-one-pair = Par
box-two-pairs = Två par
box-three-of-a-kind = Tretal
box-three-of-a-kind-short = Tretal
box-four-of-a-kind = Fyrtal
box-four-of-a-kind-short = Fyrtal
box-small-straight = Liten stege
box-small-straight-short = Liten stege
box-large-straight = Stor stege
box-large-straight-short = Stor stege
box-full-house = Kåk
box-chance = Chans
box-yatzy = Yatzy
box-yacht = Yacht
box-yahtzee = Yahtzee
box-hands-three-of-a-kind = Tretal
box-hands-four-of-a-kind = Fyrtal

## Spelplanen

title = YATZY
turn = Runda { $turn } av { $turns }
turn-roll = Runda { $turn } av { $turns } · Slag { $roll } av 3
game-over = Spelet är slut
header-solver = lösare { $percent }%
header-coach = coach
header-best = bäst { $score }
header-daily = dagens { $date }
header-seed = frö { $seed }
header-practice = övning { $number } av { $count }
total = Totalt
total-points = Totalt { $total }
die-held = LÅST
roll-all = Slå alla (r)
roll = Slå (r)
no-rolls = Inga slag
rolls-left = { $left } kvar
left-section = Vänster del
right-section = Höger del
sum = Summa
bonus = Bonus { $points }
bonus-to-go = Bonus { $points }: { $sum }/{ $target }, { $to_go } kvar
bonus-missed = Bonus { $points }: { $sum }/{ $target }, missad
to-bonus = Till bonus
five-bonus = { $name }-bonus

## Slutrutan

table-not-recorded = Inte sparat än: n, q och nästa start försöker igen
table-recording = Sparar resultaten…
table-recorded = Alla spelares resultat är sparade; botar har egen statistik
table-recorded-people = Alla spelares resultat är sparade
bonus-reached = Bonus klar: { $sum } + { $points }
bonus-missed-by = Bonus missad med { $to_go }
recorded-rank = plats { $rank } för { $name }
not-recorded-yet = inte sparat än
recording = sparar…
points-lost = { $lost } poäng förlorade mot optimalt spel
better-than = Bättre än { $share } av optimala spel
standing-computing = Var detta står mot optimala spel: beräknas…
best-boxes = Bäst: { $boxes }
game-over-total = Spelet är slut · Totalt { $total }
game-over-winner = Spelet är slut · { $name } vinner med { $score }
game-over-tie = Spelet är slut · delad seger: { $names } med { $score }
hint = Tips: { $choice } (väntad slutpoäng { $expected })
hint-bold = djärvt
hint-cautious = försiktigt
next-best = Näst bäst: { $others }

## Spelet

all-held = Alla fem tärningar är sparade: släpp en för att slå, eller Enter för att fylla i
scored-in = { $points } i { $name }
five-bonus-scored = { $name }-bonus! +100
roll-first = Slå tärningarna först: tryck r
no-rolls-left = Inga slag kvar i rundan: välj en ruta att fylla i
no-such-die = Det finns ingen tärning { $die }
game-is-over = Spelet är slut: börja ett nytt
box-filled = { $name } är redan ifylld
box-not-on-card = { $name } finns inte i { $rules }
forced-five-box = En { $five } måste i { $five }-rutan så länge den är öppen
forced-numbers-box = Med { $five }-rutan ifylld måste en { $five } i { $name } så länge den är öppen
forced-lower-first = En { $five }-joker måste i en öppen nedre ruta så länge det finns en
forced-in-order = I Tvingad Yatzy fylls rutorna i ordning: rundan går i { $name }
bot-playing = { $name } spelar
bot-waits-for-goal-table = { $name } väntar på sin måltabell: { $percent } % (räknas ut en gång, ungefär en minut)
bot-rolled = { $name } slog, slag { $roll } av { $rolls }
bot-keeps = { $name } behåller { $faces }
bot-scored = { $name } fick { $points } i { $category }
bot-turn-keys = valfri tangent avslutar rundan, q avslutar
players-turn = { $name }s tur: tryck r för att slå
their-turn = { $name }s tur
your-turn-roll = Din tur: tryck r för att slå
forced-roll = Tryck r för att slå: rundan går i { $name }
forced-last-roll = Sista slaget: Enter fyller i { $name }
forced-turn = Rundan går i { $name }: spara med 1-5, r slår, Enter fyller i
type-name = Skriv ditt namn för topplistan och tryck Enter
press-r = Tryck r för att slå tärningarna
last-roll = Sista slaget: välj en ruta med ↑↓ och Enter
hold-or-score = Spara tärningar med 1-5, r slår resten, eller Enter fyller i
daily-done = Dagens utmaning klar: v granskar den; delningstexten skrivs ut när du avslutar
game-over-review = Spelet är slut: v granskar varje beslut mot optimalt spel
five-own-box = Fem lika: de måste i sin öppna ruta (50)
five-numbers-box = Fem lika: de måste i sifferrutan för sitt värde
joker-lower = Joker! Fullt värde i valfri öppen nedre ruta (kåk 25, stegar 30/40), eller 0 uppe
joker-upper = Joker! Ingen nedre ruta är öppen: 0 poäng i en öppen övre ruta
joker-lower-only = Joker! Den måste i en öppen nedre ruta, till fullt värde

## Tangenter: sidfotens ord och hjälpens rader (högst 26 tecken)

footer-roll = slå
help-roll-the-dice-not-held = slå de osparade
footer-hold = spara
help-hold-or-release-a-die = spara eller släpp tärning
help-move-the-die-cursor = flytta tärningsmarkören
help-hold-the-die-at-the-cursor = spara markerad tärning
help-move-between-open-boxes = flytta mellan öppna rutor
footer-score = fyll i
help-score-the-chosen-box = fyll i vald ruta
footer-hint = tips
help-hint-the-best-move-now = tips: bästa draget nu
help-chances-show-hide = chanser: visa eller dölj
chances-shown = Chanser visas (exakta om alla spelar optimalt härifrån).
chances-hidden = Chanserna dolda (w visar dem).
chances-computing = chanser: räknar…
chances-beat-best = slå { $best }: { $chance }
chances-reach = nå { $score }: { $chance }
chances-tie = oavgjort { $chance }
chances-win-label = vinst
review-chance-best = Chans att slå { $best }
review-chance-reach = Chans att nå { $score }
review-chances-title = Chans att vinna efter varje runda
review-chances-computing = Chanserna efter varje tur: räknar…
review-chance-tie = oavgjort
help-coach-flag-costly-moves = coach: varna för dyra drag
help-net-coach = coach på/av (ensam)
footer-scores = topplista
help-high-scores-statistics = topplista, statistik
footer-help = hjälp
help-this-help = denna hjälp
footer-quit = avsluta
help-quit-the-game-is-kept = avsluta (spelet sparas)
help-settings-saved-at-once = inställningar (sparas)
help-practice-decisions = öva beslut
help-review-new-game-players = granska/nytt spel/spelare
footer-review = granska
footer-new-game = nytt spel
footer-players = spelare
footer-yes = ja
footer-no = nej
# The letter besides y that answers a question yes: y when the language has no other.
yes-letter = j
footer-erase = radera
footer-record = spara
footer-record-the-offered-name = spara föreslaget namn
footer-add-a-player = lägg till spelare
footer-add-a-bot = lägg till bot
footer-add-an-easy-bot = lägg till lätt bot
footer-add-a-win-bot = lägg till vinnarbot
footer-remove = ta bort
footer-rename = byt namn
footer-move-up-down = flytta upp/ner
footer-start-the-game = starta spelet
footer-back = tillbaka
footer-keep-the-name = behåll namnet
footer-cancel = avbryt
footer-trends = trender
footer-choose = välj
footer-replay-review = spela upp, granska
footer-back-to-the-game = till spelet
footer-scroll = rulla
footer-page = sida
footer-player = spelare
footer-resume = fortsätt
footer-new-game-they-stay-saved = nytt spel (de sparas)
footer-change = ändra
footer-keep-held-roll = behåll sparade, slå
footer-end-practice = avsluta övning
footer-next-position = nästa läge
footer-practise-again = öva igen
footer-leave = lämna
footer-quits = avslutar
help-quit-at-once = avsluta direkt
help-suspend-fg-resumes = pausa (fg fortsätter)
you = Du
help-title = Hjälp · valfri tangent stänger
help-keys = Tangenter
help-hint-solver = tips (lösare { $percent }%)
help-rules = Regler · { $rules }
help-rolls = Högst 3 slag per runda; spara
help-any-order-1 = tärningar mellan slagen. Fyll
help-any-order-2 = varje ruta en gång: miss ger 0.
help-in-order-1 = tärningar mellan slagen. Fyll
help-in-order-2 = i ordning, Ettor först; miss 0.
help-numbers = Ettor..Sexor
help-numbers-score = summan av värdet
help-bonus-score = vid 63 eller mer
help-one-pair = högsta paret
help-two-pairs = två olika par
help-kinds = Tretal/Fyrtal
help-kinds-alike = 3 eller 4 lika
help-kinds-sum = alla tärningar
help-full-house-sum = 3+2 lika: summa
help-full-house-25 = 3 + 2 lika: 25
help-four-in-a-row = 4 i rad: 30
help-five-in-a-row = 5 i rad: 40
help-chance = summan
help-five-alike = 5 lika: 50
help-yacht-1 = En Yacht fyller en öppen Yacht-
help-yacht-2 = ruta först; sedan +100 (om 50).
help-yahtzee-1 = Fler Yahtzee: +100 (om 50);
help-yahtzee-2 = Joker: siffror, nedre, sen 0.

## Val, betyg, frågor

choice-reroll-all = slå om alla
choice-keep = behåll { $faces }
choice-score = fyll i { $name }
# How a figure's fraction is set off: 0.25 or 0,25.
decimal-separator = ,
grade-exact = exakt
grade-close = inom 0,1
grade-fair = inom 1
grade-costly = dyrt
scratch = Stryk
scratch-question = Stryk { $name } för 0? j/n
coach = Coach
quit = Avsluta
total-rank = Totalt { $total } · plats { $rank }
name-label = Namn:
name-keys = Enter: spara · Esc: spara som { $name }
name-plain = Namn är vanlig text: bokstäver, siffror, mellanslag
name-too-long = Ett namn har högst { $most } tecken

## Övning

practice-title = Övning · { $rules }
practice-waiting = Lösaren förbereder sin tabell ({ $percent }%): övningen börjar när den är klar.
practice-due = Missat tidigare
practice-mistake = Ditt eget beslut (det kostade { $lost })
practice-optimal = Från ett optimalt spel
practice-choose-box = välj en ruta, Enter fyller i
practice-keep-or-score = spara tärningar och behåll dem med r, eller fyll i med Enter
practice-exact = Exakt: { $answer } är det bästa valet
practice-lost = { $grade }: { $answer } kostar { $lost } · bäst: { $best }
practice-none = Inget läge besvarat den här gången.
practice-session = Den här omgången: { $count } { $count ->
        [one] läge
       *[other] lägen
    } · { $grades }
practice-mean = Förlorade poäng per beslut: { $mean } (totalt { $total })
practice-answer-lost = { $answer } (-{ $lost }); bäst: { $best }
practice-proficiency = Färdighet: förlorade poäng per beslut, omgång för omgång
practice-now = nu
practice-overall = { $count ->
        [one] { $count } omgång
       *[other] Alla { $count } omgångar
    }: { $mean } per beslut
practice-schedule = Missade lägen kommer tillbaka nästa omgång, klarade efter { $waits } omgångar. Nästa gång: { $due }.

## Coach, hints, quitting

coach-cost = Coach: det kostade { $lost } poäng; bäst var { $best }
coach-ask = Coach: det kostar { $lost } poäng; bäst är { $best }. Fortsätt ändå? j/n
coach-on-asks = Coach på: frågar före drag som kostar mer än { $points ->
        [one] { $points } väntad poäng
       *[other] { $points } väntade poäng
    }
coach-on-flags = Coach på: varnar för drag som kostar mer än { $points ->
        [one] { $points } väntad poäng
       *[other] { $points } väntade poäng
    }
coach-off = Coach av
hint-roll-first = Slå först: ett tips gäller tärningarna på bordet
solver-working = Lösaren arbetar fortfarande ({ $percent }%): försök snart igen
game-not-kept = Det spelet sparades innan spel sparades helt: det kan inte spelas upp
game-does-not-replay = Det spelet går inte att spela upp: { $error }
quit-lost = Ditt resultat är inte sparat och kunde inte sparas: det går förlorat om du avslutar. Avsluta? j/n
quit-owed = Ditt resultat är inte inskrivet än: det sparas och skrivs in vid nästa start. Avsluta? j/n
quit-unsaved = Spelet kan inte sparas här: det du spelat sedan start går förlorat om du avslutar. Avsluta? j/n
quit-kept = Avsluta? Spelet sparas och fortsätter nästa gång. j/n
resumed-from = Fortsätter ditt spel från { $when }

## Settings

setting-rules = Regler vid start
setting-rules-about = protokollet ett spel börjar med (från nästa start)
setting-coach = Coach vid start
setting-coach-about = om coachen (c) är på när spelet börjar
setting-coach-threshold = Coachen varnar vid
setting-coach-threshold-about = coachen varnar för drag som kostar fler väntade poäng
setting-coach-asks-first = Coachen frågar först
setting-coach-asks-first-about = coachen frågar före ett dyrt drag i stället för efter
setting-risk = Tipsets risk
setting-risk-about = tipset visar också det försiktiga (-) eller djärva (+) valet
setting-bot-pace-ms = Botarnas tempo
setting-bot-pace-ms-about = pausen mellan en bots drag
setting-theme = Tema
setting-theme-about = färgerna (NO_COLOR betyder fortfarande inga)
setting-ascii = ASCII-tecken
setting-ascii-about = alla tecken i ASCII (automatiskt: om terminalen kräver det)
setting-mouse = Mus
setting-mouse-about = klick sparar tärningar och fyller i (av: markera text)
setting-bell = Klocka vid Yatzy
setting-bell-about = terminalens klocka ringer när Yatzy-rutan ger 50
setting-language = Språk · Language
setting-language-about = spelets språk (automatiskt: LC_ALL, LC_MESSAGES, LANG)
setting-on = på
setting-off = av
setting-last-played = det senast spelade
setting-points = { $points } poäng
setting-risk-none = ingen (väntad poäng)
setting-risk-bold = djärv { $risk }
setting-risk-cautious = försiktig { $risk }
setting-instant = direkt
setting-option = flagga
settings-title = Inställningar · sparas direkt
setting-saved = { $name }: { $value } · sparat
setting-saved-next-start = { $name }: { $value } (från nästa start) · sparat
setting-changed = { $name }: { $value }
setting-changed-next-start = { $name }: { $value } (från nästa start)
setting-not-saved = { $name }: { $value } · inte sparat
setting-note-saved = { $note } · sparat
setting-note-not-saved = { $note } · inte sparat

## Saved games, the window, the players

saved-finished = klart, inte inskrivet
saved-turn = runda { $turn } av { $turns }
saved-roll = slag { $roll }
saved-points = { $points } poäng
saved-at = sparat { $when }
too-small = Förstora fönstret till minst { $size } (nu { $now }) · q avslutar, spelet sparas
resume-title = Sparade spel · nyaste först
players-title = Spelare · turordning

## Commands: score and hint

cli-rolls-left = { $rolls ->
        [0] inga slag kvar
       *[other] { $rolls } slag kvar
    }
cli-filled = Ifyllda: { $boxes } (vänstra delens summa { $sum })
cli-hint-at-risk = Med risk { $risk }: { $choice }
cli-banked = Poäng hittills: { $points }, medräknade
cli-banked-impossible = --banked { $banked } är omöjligt: de ifyllda rutorna och vänstra delens summa { $sum } ger från { $least } till { $most } poäng
cli-choice = val
cli-expected = väntat
cli-cost = kostnad
cli-best = bäst
cli-expected-means = Väntat: poäng från den här rundan och framåt, med optimalt spel.
cli-roll-in = { $dice } i { $rules }

## High scores

scores-title = Topplista · { $rules }
scores-empty = Inga spel sparade än för { $rules }: spela klart ett spel för att komma med.
scores-beats = Slår
scores-name = Namn
scores-score = Poäng
scores-date = Datum
scores-hints = tips
scores-players = { $count } spelare
scores-daily = dagens
scores-games = Spelade
scores-average = Snitt
scores-best = Bäst
scores-median = Median
scores-bonus = Bonus
scores-average-beats = Ditt snitt slår { $share } av optimala spel (deras: { $mean })
scores-the-average-beats = Detta snitt slår { $share } av optimala spel (deras: { $mean })
scores-of-you = Dina spel ({ $name })
scores-of = Spel av { $name }
scores-of-everyone = Allas spel
scores-none-of = Inga spel av { $name } sparade än för { $rules }.
scores-distribution = Poängfördelning
scores-bot = Botstatistik · { $bot }: { $games } spel, snitt { $average }, bäst { $best }

## The review

review-title-player = Granskning · { $name } · { $lost } väntade poäng förlorade
review-title = Granskning · { $lost } väntade poäng förlorade mot optimalt spel
review-standing = Slutpoäng { $score }: bättre än { $share } av optimala spel
review-standing-computing = Slutpoäng { $score }: var den står mot optimala spel: beräknas…
review-turn = Runda
review-roll = Slag
review-dice = Tärningar
review-played = Spelat
review-best = Bäst
review-lost = Förlust
chart-median = median
chart-this-game = detta spel
chart-turn = runda

## Trends

trends-title = Trender · { $rules }
trends-order = Poäng i spelad ordning
trends-empty = Inga spel sparade än för { $rules }: spela klart ett spel för att se hur det går.
trends-optimal = optimalt { $rate }
trends-games = { $games } spel · bäst { $best } · snitt senaste 10 { $average }
trends-bonus = Bonus
trends-streaks = Sviter: { $games } spel över { $line } nu (bäst { $best }) · dagliga { $days } { $days ->
        [one] dag
       *[other] dagar
    } (bäst { $best_days })
trends-lost-waiting = Förlorade poäng per beslut: sparade spel granskas när lösaren är klar
trends-lost = Förlorade poäng per beslut: { $first } i { $games ->
        [one] ditt första sparade spel
       *[other] dina första { $games } sparade spel
    }, { $lately } på senare tid
trends-lost-one = Förlorade poäng per beslut: { $first } i ditt enda sparade spel hittills
trends-boxes = Rutornas snitt över { $games ->
        [one] { $games } sparat spel
       *[other] { $games } sparade spel
    } (dina / optimala):

## The players screen

players-taken = { $name } sitter redan vid bordet: varje spelare behöver ett eget namn
players-need-name = En spelare behöver ett namn: skriv ett, eller Esc för att behålla det gamla
players-full = Ett bord har högst { $most } spelare
players-last = Ett spel behöver en spelare: lägg till en annan innan du tar bort den här
players-human = människa
players-bot = bot
players-easy-bot = lätt bot
players-win-bot = vinnarbot

## Commands: solve, simulate, the distribution

out-expected-score = Väntad poäng med optimalt spel i { $rules }: { $score }
out-table-loaded = Tabellen lästes från cachen på { $seconds } s ({ $states } nåbara lägen, { $mib } MiB)
out-table-computed = Tabellen beräknades på { $seconds } s ({ $states } nåbara lägen, { $mib } MiB)
out-optimal-at-risk = optimal med risk { $risk }
out-optimal = optimal
out-greedy = girig
out-simulated = { $games } spel { $rules }, { $strategy } strategi, frö { $seed }
out-mean = Medel
out-standard-error = medelfel { $error }
out-std-dev = Std.avvik.
out-percentiles = Percentiler
out-range = Spann
out-range-from-to = { $worst } till { $best }
out-upper-bonus = Bonus
out-speed = { $seconds } s, { $rate } spel per sekund på { $cores } kärnor
out-final-score = Slutpoäng med optimalt spel i { $rules } (exakt)
out-score = poäng
out-probability = sannolikhet
out-distribution-built-in = Fördelningen är inbyggd i spelet (--recompute beräknar den igen)
out-distribution-computed = Fördelningen beräknades på { $seconds } s
out-table-solved-too = tabellen löstes på { $seconds } s i den här körningen

## The daily challenge's share text

daily-word = dagens
daily-better-than = bättre än { $share } av optimala spel
daily-points-lost = { $lost } poäng förlorade
daily-hints = { $hints ->
        [one] 1 tips använt
       *[other] { $hints } tips använda
    }

## Damaged files

kept-aside = { $name } kunde inte läsas ({ $reason }); den sparades som { $kept }

## Notices, refusals, data

notice-saved-game = Ett sparat spel: { $problem }
notice-settings-defaults = Inställningar: { $problem }; standardvärden används
notice-high-scores = Topplistan: { $problem }
notice-high-scores-unreadable = Topplistan kan inte läsas: { $error }
notice-also-saved = Också sparat: ett spel { $rules } (--rules { $id })
notice-elsewhere = { $games ->
        [one] Ditt andra spel spelas
       *[other] Dina { $games } andra spel spelas
    } i en annan terminal; detta är ett nytt spel på en egen sparplats
notice-daily-elsewhere = Dagens utmaning { $date } ({ $rules }) spelas i en annan terminal: spela klart den där (när den terminalen är stängd fortsätter den här)
notice-seed-needs-new = --seed kräver --new
notice-players-need-new = --players kräver --new
notice-seed-players-need-new = --seed och --players kräver --new
notice-cannot-save-game = Ditt spel kan inte sparas ({ $error }); spelet fortsätter utan att sparas
notice-kept = Behöll ditt spel ({ $what }): det kan inte ändras här
notice-recorded = Skrev in ditt avslutade spel ({ $what })
notice-not-recorded = Ditt avslutade spel ({ $what }) kunde inte skrivas in ({ $error }); det förblir sparat
notice-discarded = Kastade ditt spel ({ $what })
notice-not-discarded = Ditt spel ({ $what }) kunde inte kastas ({ $error })
notice-cannot-save = Kan inte spara i { $error }; spelet fortsätter utan att sparas
refuse-review-later = Granskningen kommer när spelet är slut
new-game = Nytt spel
new-game-kept = Starta ett nytt spel? Det här sparas, ofärdigt, och kan fortsättas vid nästa start. j/n
new-game-unsaved = Starta ett nytt spel? Det här spelet kan inte sparas här: det går förlorat. j/n
new-game-not-started = Inget nytt spel: det här fortsätter
new-game-old-kept = Ett nytt spel; det förra sparas och erbjuds vid nästa start
refuse-new-game-daily = Dagens utmaning är ett spel: spela klart det först (q avslutar; det fortsätter med --daily)
not-played = Inte spelat: ditt drag
stays-open = { $name } förblir öppen
new-game-saved-stay = Ett nytt spel; dina sparade spel finns kvar till en annan gång
click-again = { $name }: klicka igen eller tryck Enter för att fylla i
status-not-recorded = Inte inskrivet än: n försöker igen, q avslutar (sparas till nästa start)
status-not-recorded-nor-saved = Inte inskrivet, inte sparat: n försöker igen (avslut förlorar det)
status-retrying = Försöker skriva in resultatet igen…
status-waiting = Väntar på att en annan yatzy skriver klart…
status-still-recording = Skriver fortfarande in ditt resultat…
status-recorded-at-last = Äntligen inskrivet
alert-score-not-recorded = Ditt resultat kunde inte skrivas in ({ $error }); det avslutade spelet förblir sparat; n, q och nästa start försöker igen
alert-score-not-recorded-unsaved = Ditt resultat kunde inte skrivas in ({ $error }); det kunde inte heller sparas: låt fönstret vara öppet och tryck n för att försöka igen
alert-scores-not-recorded = Resultaten kunde inte skrivas in ({ $error }); det avslutade spelet förblir sparat; n, q och nästa start försöker igen
alert-scores-not-recorded-unsaved = Resultaten kunde inte skrivas in ({ $error }); de kunde inte heller sparas: låt fönstret vara öppet och tryck n för att försöka igen
setup-score-owed = Ditt resultat är inte inskrivet än: tryck n för att försöka igen
setup-game-on = Spela klart eller avsluta spelet innan du byter spelare
alerts-close = Valfri tangent: stäng

## Served games (yatzy serve)
net-no-such-table = Bordet finns inte längre
net-table-full = Bordet är fullt: w tittar på
net-seated-elsewhere = Du har en plats vid bord { $number }: spela klart det först
net-not-your-turn = Inte din tur
net-not-started = Spelet börjar när alla platser är tagna
net-too-many-tables = Servern har så många bord den får: sätt dig vid ett
net-bad-plan = Ett bord har 1 till 6 platser, minst en person
net-move-refused = Det draget går inte nu
net-state-over = slut
net-state-playing = spelar
net-state-waiting = { $open } lediga
net-watched-by = tittar: { $names }
net-you-are = Du är { $name }
net-lobby-title = yatzy · lobby
net-guests = { $count } här
net-tables = Bord
net-no-tables = Inga bord än: n öppnar ett, och vänner sätter sig härifrån
net-new-name = Nytt namn:
net-lobby-guidance = Enter sätter dig vid bordet, w tittar på, n öppnar ett nytt
net-new-table = Nytt bord
net-plan-rules = Protokoll
net-plan-people = Personer
net-plan-bots = Botar
net-plan-easy-bots = Lätta botar
net-plan-win-bots = Vinnarbotar
net-plan-hint = Enter öppnar det; vänner sätter sig från lobbyn
net-table-title = Bord { $number } · { $rules }
net-open-place = (ledig)
net-waiting-for = Väntar på { $count } till: de sätter sig från lobbyn
net-say = Säg:
net-watch-guidance = c säger något, Esc går tillbaka till lobbyn
net-game-over = Spelet är slut: v går igenom, n spelar igen, Esc går tillbaka till lobbyn
net-your-turn = Din tur
net-table-number = bord { $number }
net-table-watching = bord { $number } · tittar
net-back-at-table = Välkommen tillbaka: din plats vid bord { $number } sparades
net-welcome = Välkommen, { $name }
net-bad-name = Ett namn har 1 till 24 tecken vanlig text
net-name-taken = Någon här heter redan så
net-address-tables = Din adress har redan { $count } bord i spel: spela klart ett, eller sätt dig vid ett annat
net-your-code = Platsen är din: för att ta tillbaka den från en annan terminal, anslut som { $user }
net-come-back-as = din plats vid bord { $number } sparas: för att ta tillbaka den, anslut som { $user }
net-name-kept = Platsen för { $name } vid bord { $number } sparas: du är { $yours } (din? anslut som { $name }+kod)
net-name-numbered = Någon här heter redan { $name }: du spelar som { $yours }
net-rematch-players = Bara bordets spelare kan spela det igen: öppna ett nytt från lobbyn
net-rematch-offered = { $name } spelar igen vid bord { $number }: n sätter dig där
net-clock = { $seconds } s kvar
net-hint-alone = Tips är för ett bord för en: vid ett gemensamt bord skulle de hjälpa en spelare mot de andra
net-hint-loading = Den optimala strategin laddas fortfarande: försök igen om en stund
net-coach-alone = Coachen är för ett bord för en: vid ett gemensamt bord skulle den hjälpa en spelare mot de andra
net-table-number-code = bord { $number } · tillbaka som { $user }
net-scratch-again = { $name } ger 0 här: Enter igen stryker den
scores-network = { $count } spelare · ssh
footer-net-join = sätt dig
footer-net-watch = titta
footer-net-new-table = nytt bord
footer-net-create = öppna
footer-net-chat = chatt
footer-net-lobby = lobby
footer-net-rematch = spela igen
footer-net-say = säg
net-server-stopped = servern stoppade; alla bord är sparade: anslut igen när den är tillbaka
net-joined-elsewhere = du anslöt igen från en annan terminal; den här stängs
net-left-waiting = { $name } gick: vi väntar på hen
net-back = { $name } är tillbaka
net-stood-in = Tiden för { $name } tog slut: en bot spelar den här omgången åt dem
net-stand-in-move = bot åt { $name }: { $said }
net-fault = något gick fel på servern medan den betjänade dig; din plats finns kvar: anslut igen
net-their-turn = { $name }s tur

## The board, polished (undo, a second Enter, Ctrl-L, the charts' legends)

undo-nothing = Inget att ångra: ett ifyllt resultat kan tas tillbaka fram till nästa slag
undo-not-here = Det här spelet tar inget tillbaka: dagens utmaning, eller ett bord med flera spelare
undone = Tillbakataget: { $points } i { $name }; tärningarna ligger på bordet igen
undo-offer = u tar tillbaka
enter-again = { $name } för { $points }: tryck Enter igen för att fylla i
celebrate-yatzy = { $name }! { $points } poäng
help-undo-the-last-score = ångra senaste ifyllning
help-redraw-the-screen = rita om skärmen
scores-undos = ångrat
review-title-short = Granskning · { $lost } väntade poäng förlorade
section-numbers = Siffror
section-hands = Kombinationer
chart-your-scores = dina poäng
chart-optimal-median = optimal median
chart-your-median = din median
chart-scores = poäng

## Words that were English everywhere: the data popup, the score chart, bots and players,
## the settings' values, the data directory's messages, the solver's notes

alerts-title = Dina data
scores-chart = Poängfördelning (spel per { $points } poäng)
chart-game = spel
bot-name = Bot
easy-bot-name = Lätt bot
win-bot-name = Vinnarbot
player-name = Spelare { $number }
default-name = Spelare
theme-default = standard
theme-light = ljust
theme-high-contrast = hög kontrast
theme-colour-blind = färgblint
setting-auto = automatiskt
notice-settings = Inställningar: { $problem }
notice-practice = Träning: { $problem }
notice-practice-unreadable = Träningsloggen kan inte läsas: { $error }
alert-settings-not-saved = Inställningarna sparades inte: { $error }
alert-practice-not-saved = Träningen sparades inte: { $error }
preferences-not-an-object = "preferences" är inget objekt; standardvärdena används
preferences-bad-value = "{ $key }": { $value } { $why }; { $default } används
preferences-not-boolean = är inte true eller false
preferences-not-one-of = är inte något av { $known }
preferences-bad-risk = är inte ett tal från -5 (försiktig) till 5 (djärv)
preferences-bad-threshold = är inte ett antal poäng från 0,01 till 100
preferences-bad-pace = är inte ett heltal millisekunder från 0 till 10000
status-solver = Lösaren: { $note }
solver-table-not-used = den sparade tabellen användes inte ({ $reason }); beräknades om
solver-table-unreadable = den sparade tabellen kan inte läsas: { $error }
solver-table-not-cached = tabellen kunde inte sparas: { $error }
goal-table-not-used = den sparade måltabellen användes inte ({ $reason }); beräknades om
goal-table-unreadable = den sparade måltabellen kan inte läsas: { $error }
goal-table-stopped = stoppades innan den var klar
goal-table-not-cached = måltabellen kunde inte sparas: { $error }
error-needs-terminal = spelet behöver en terminal (prova `yatzy score` eller `yatzy --help`)
error-no-input = kan inte lyssna efter tangenter: { $error }
error-no-writer = kan inte starta skrivtråden: { $error }
error-no-solver = kan inte starta lösaren: { $error }
error-no-full-screen = kan inte starta helskärmsläget: { $error }
error-no-full-screen-again = kan inte återgå till helskärmsläget: { $error }
error-cannot-draw = kan inte rita: { $error }
error-mouse-mode = kan inte byta musläge: { $error }
error-input-stopped = tangentbordet slutade svara

## Translations whole (issue 27): why a file was kept aside, the data directory's errors,
## the operating system's errors, the commands' warnings, the progress bars

file-kind-fifo = ett namngivet rör (FIFO)
file-kind-device = en enhet
file-kind-socket = en socket
file-kind-directory = en katalog
file-kind-link = en symbolisk länk
file-kind-other = något annat än en fil
unusable-dangling-link = det är en symbolisk länk till ingenting
unusable-link-loop = det är en slinga av symboliska länkar
unusable-link = det är en symbolisk länk, inte en egen fil
unusable-not-a-file = det är { $kind }, inte en fil
unusable-too-large = den är större än { $size }, mer än någon riktig fil
size-bytes = { $count } byte
json-syntax = ett syntaxfel på rad { $line }, kolumn { $column }
json-ends-early = den tar slut för tidigt, på rad { $line }
json-unfitting = ett värde som inte passar på rad { $line }, kolumn { $column }
json-unfitting-somewhere = ett värde som inte passar
damage-settings = inga giltiga inställningar: { $why }
damage-practice-json = ingen träningslogg: { $why }
damage-other-game = den innehåller spel { $found }, inte { $slot }
scores-not-json = ingen giltig topplista i JSON: { $why }
scores-newer = skriven av en nyare yatzy (formatversion { $version }, den här läser { $reads })
scores-impossible = omöjlig topplista: post { $entry }: { $why }
entry-score-above = ett resultat på { $score }, över det möjliga { $max }
entry-left-sum = summan { $sum } i { $section }
entry-players = { $count } spelare vid ett bord
entry-seconds = { $count ->
        [one] { $count } sekund speltid
       *[other] { $count } sekunder speltid
    }
entry-name-length = ett namn på { $count } tecken
entry-daily-dice = en dagens utmaning { $date } med en annan dags tärningar
entry-record-length = en dragföljd på { $count } drag
entry-does-not-replay = dess drag går inte att spela upp: { $why }
entry-replays-to = dess drag ger { $total } poäng när de spelas upp, inte { $score }
entry-hints = { $count } tips i ett spel
entry-undos = { $count ->
        [one] { $count } ifyllning tagen tillbaka i ett spel
       *[other] { $count } ifyllningar tagna tillbaka i ett spel
    }
entry-stood-in = { $count } omgångar spelade av en bot i stället, i ett spel
replay-not-a-move = '{ $letter }' är inget drag
replay-refused = drag { $number } kan inte spelas: { $why }
replay-unfinished = dragen tar slut innan spelet gör det
replay-too-long = dragen fortsätter efter att spelet är slut
replay-no-decision = dragen avslutar spelet: inget beslut återstår
saved-not-possible = inget möjligt sparat spel: { $why }
saved-hints = hints_used är { $hints }
saved-play-time = play_secs är { $seconds }, mer än tio års spel
saved-die-cursor = tärningsmarkören står på tärning { $die }
saved-no-game = inget giltigt sparat spel: det innehåller inget spel
saved-newer = skrivet av en nyare yatzy (formatversion { $version })
log-no-position = läge { $drill } är inget läge i sitt spel: { $why }
log-drill-lost = läge { $drill } har en omöjlig förlust på { $lost }
log-streak = läge { $drill } har en omöjlig svit
log-session-lost = omgång { $session } har en omöjlig förlust på { $lost }
log-answers = omgång { $session } räknar fler svar än en omgång rymmer
log-kept-twice = omgång { $session } är sparad två gånger
storage-io = { $path }: { $error }
storage-unusable = { $path }: { $reason }
storage-not-a-lock = { $path }: det är { $kind }, inte en låsfil; flytta undan den
storage-newer = { $path } skrevs av en nyare yatzy (formatversion { $version }); den lämnas som den är
storage-busy = en annan yatzy höll { $path } låst i { $seconds } s
peek-unreadable = { $path } kunde inte läsas ({ $reason })
no-data-directory = ingen datakatalog är känd för den här användaren; sätt { $variable }
io-not-found = filen eller katalogen finns inte
io-permission-denied = åtkomst nekad
io-already-exists = den finns redan
io-storage-full = inget utrymme kvar på disken
io-quota-exceeded = diskkvoten är förbrukad
io-read-only = filsystemet är skrivskyddat
io-interrupted = avbrutet
io-timed-out = tidsgränsen överskreds
io-busy = upptagen av något annat
io-invalid-data = det som lästes är inte giltigt
io-invalid-input = ett ogiltigt argument
io-unexpected-eof = den tar slut för tidigt
io-is-a-directory = det är en katalog
io-not-a-directory = en del av sökvägen är ingen katalog
io-directory-not-empty = katalogen är inte tom
io-file-too-large = filen är för stor
io-invalid-filename = filnamnet är ogiltigt
io-too-many-links = för många länkar
io-crosses-devices = den ligger på ett annat filsystem
io-out-of-memory = minnet tog slut
io-broken-pipe = andra änden stängdes
io-write-zero = ingenting kunde skrivas
io-unsupported = stöds inte på det här systemet
io-stale = nätverksfilsystemet tappade bort den
io-deadlock = det skulle ge ett dödläge
io-other = operativsystemet rapporterade ett fel
game-internal-error = Internt fel i spelmotorn
cli-output-closed = kan inte skriva utdata: standard ut är stängd
cli-output-failed = kan inte skriva utdata: { $error }
cli-settings-unusable = { $problem }; { $rules } används
cli-rules-of-last-game = { $rules } (reglerna från senaste spelet; --rules väljer andra)
cli-rules-of-settings = { $rules } (reglerna dina inställningar börjar med; --rules väljer andra)
cli-scores-unreadable = kan inte läsa topplistan: { $error }
cli-scores-fresh = { $recovery }; en ny topplista påbörjas
cli-daily-played = dagens utmaning { $date } ({ $rules }) är redan spelad: { $points } poäng. Nästa kommer vid midnatt UTC; --date spelar en annan dags utmaning.
cli-illegal-move = strategin gjorde ett otillåtet drag: { $error }
cli-simulation-failed = simuleringen misslyckades
progress-solving = Löser
progress-playing = Spelar
progress-distribution = Fördelning
out-no-games = Inga spel spelade.
cache-truncated = filen är avkortad
cache-not-a-table = ingen lösartabell för yatzy
cache-version = formatversion { $version }, väntade { $expected }
cache-other-rules = ingen tabell för { $rules }
cache-trailing-bytes = filen har överflödiga byte på slutet
cache-checksum = kontrollsumman stämmer inte
cache-wrong-size = tabellen har fel storlek
cache-impossible-value = ett värde är ingen möjlig poäng
cache-wrong-expected-score = den väntade poängen för ett nytt spel är inte regeluppsättningens
cache-beyond-reach = ett värde är högre än vad ställningen ännu kan ge
cache-not-a-distribution = sannolikheterna bildar ingen fördelning
cache-not-a-chance = chanserna ligger utanför 0 till 1 eller växer med poängen som fattas
cache-wrong-last-turn = chanserna i sista turen stämmer inte med reglerna

progress-goal = Måltabell
goal-unanswered = inget svar från måltabellen: { $reason }
out-goal-heading = Chansen till { $target } eller mer i { $rules } (exakt)
out-goal-playing-for-it = Spelar för { $target }:
out-goal-playing-for-points = Spelar för flest poäng:
cli-goal-target = Mål: { $target } eller mer
cli-goal-chance = chans
cli-goal-means = Chans: att sluta på { $target } eller mer, när man spelar för det härifrån.
out-table-simulated = { $games } spel { $rules } vid ett bord med { $seats }, frö { $seed }
out-seat = plats
out-strategy = strategi
out-wins = vinster
out-ties = oavgjort
out-win-rate = vinstandel
out-win-rate-means = Vinstandel: andelen spel avslutade först, där delad förstaplats mellan k räknas 1/k; ± ett standardfel.
out-goal-simulated = { $games } spel { $rules } spelade för { $target } eller mer, frö { $seed }
out-goal-reached = Nådde { $target } eller mer: { $share }% ± { $error } (detta spelsätts exakta chans: { $exact }%)

## Playing for a goal (the goal setting, key g)

goal-best-score = bästa poäng
goal-beat-best = slå mitt rekord
goal-reach = nå { $target }
goal-aim-beat = att slå { $best }
goal-aim-reach = att nå { $target }
goal-aim-win = att vinna
hint-goal = Tips: { $choice }: { $chance } { $aim }
hint-goal-for-points = bäst för poängen: { $choice }, { $chance }, +{ $points } poäng
hint-goal-for-points-short = för poängen: { $choice }, { $chance }
hint-goal-out-of-reach = Tips: { $choice }, för poängen: chansen { $aim } är borta
hint-goal-computing = Tips { $aim }: räknar…
goal-table-progress = måltabell: { $percent } %
goal-table-loading = måltabell läses in…
goal-table-failed = ingen måltabell: tipset gäller poängen
goal-ignored-daily = Dagens utmaning spelas för bästa poäng: målet används inte här
goal-no-best-yet = Mål: slå mitt rekord; inget rekord ännu med dessa regler, så bästa poäng
goal-beat-best-table = Mål: slå mitt rekord; vid ett bord, bästa poäng
goal-win = vinna
goal-win-alone = Mål: vinna; ensam finns ingen att slå, så bästa poäng
goal-ignored-practice = Övningen spelas för bästa poäng: målet används inte här
coach-goal-on-asks = Coach på: frågar före drag som kostar mer än { $points ->
        [one] { $points } procentenhet
       *[other] { $points } procentenheter
    } av chansen { $aim }
coach-goal-on-flags = Coach på: varnar för drag som kostar mer än { $points ->
        [one] { $points } procentenhet
       *[other] { $points } procentenheter
    } av chansen { $aim }
help-chances-and-goal = chanser på/av; målet
setting-goal = Mål
setting-goal-about = vad tipsen spelar för (g byter i spelet)
setting-goal-target = Målpoäng
setting-goal-target-about = poängen som målet "nå" siktar på (--target)
setting-goal-points = { $points } poäng
preferences-bad-goal-target = är inte ett heltal poäng från 1 till 2000
chances-playing-for-it = om du spelar för det: { $chance }
chances-goal-playing-for-it = { $goal }, om du spelar för det: { $chance }
setting-goal-coach-threshold = Coachen för mål vid
setting-goal-coach-threshold-about = med ett mål varnar coachen för drag som kostar mer chans
setting-percentage-points = { $points ->
    [one] { $points } procentenhet
   *[other] { $points } procentenheter
}
preferences-bad-goal-threshold = är inte ett antal procentenheter från 0,01 till 100
coach-goal-cost = Coach: det kostade { $lost } procentenheter av chansen { $aim }; bäst var { $best }
coach-goal-ask = Coach: det kostar { $lost } procentenheter av chansen { $aim }; bäst är { $best }. Fortsätt ändå? j/n
review-goal-title = Granskning · { $goal } · { $lost } procentenheter av chansen förlorade
review-goal-title-player = Granskning · { $name } · { $goal } · { $lost } pe förlorade
review-goal-title-short = Granskning · { $goal } · { $lost } pe förlorade
review-lost-pp = −{ $points } pe
review-goal-chance = Chans att nå { $target }, om du spelar för det
review-goal-loading = Bedömt i väntade poäng tills måltabellen är klar ({ $percent } %)
review-goal-computing = Bedöms efter chansen att nå { $target }: räknar…
review-goal-failed = Ingen måltabell: bedömt i poäng, inte efter chansen att nå { $target }
review-goal-win = Spelat för att vinna: bedömt i förväntade poäng, inte efter vinstchansen
