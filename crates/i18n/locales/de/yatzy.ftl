## Regelwerke

rules-yatzy = Skandinavisches Yatzy
rules-yatzy-short = Yatzy
rules-yacht = Yacht
rules-yacht-short = Yacht
rules-yahtzee = Yahtzee
rules-yahtzee-short = Yahtzee
rules-forced = Pflicht-Yatzy
rules-forced-short = Pflicht

## Die Felder, wie auf deutschen Spielblöcken

box-ones = Einser
box-twos = Zweier
box-threes = Dreier
box-fours = Vierer
box-fives = Fünfer
box-sixes = Sechser
box-one-pair = Ein Paar
box-two-pairs = Zwei Paare
box-three-of-a-kind = Dreierpasch
box-three-of-a-kind-short = Dreierpasch
box-four-of-a-kind = Viererpasch
box-four-of-a-kind-short = Viererpasch
box-small-straight = Kleine Straße
box-small-straight-short = Kl. Straße
box-large-straight = Große Straße
box-large-straight-short = Gr. Straße
box-full-house = Full House
box-chance = Chance
box-yatzy = Yatzy
box-yacht = Yacht
box-yahtzee = Yahtzee
box-hands-three-of-a-kind = Dreierpasch
box-hands-four-of-a-kind = Viererpasch

## Das Spielbrett

title = YATZY
turn = Runde { $turn } von { $turns }
turn-roll = Runde { $turn } von { $turns } · Wurf { $roll } von 3
game-over = Spiel vorbei
header-solver = Löser { $percent }%
header-coach = Coach
header-best = Bestwert { $score }
header-daily = Tagesspiel { $date }
header-seed = Seed { $seed }
header-practice = Übung { $number } von { $count }
total = Gesamt
total-points = Gesamt { $total }
die-held = FEST
roll-all = Würfeln (r)
roll = Würfeln (r)
no-rolls = Kein Wurf
rolls-left = noch { $left }
left-section = Linker Teil
right-section = Rechter Teil
sum = Summe
bonus = Bonus { $points }
bonus-to-go = Bonus { $points }: { $sum }/{ $target }, noch { $to_go }
bonus-missed = Bonus { $points }: { $sum }/{ $target }, verfehlt
to-bonus = Bis Bonus
five-bonus = { $name }-Bonus

## Das Spielende

table-not-recorded = Noch nicht eingetragen: n, q und der nächste Start versuchen es erneut
table-recording = Ergebnisse werden eingetragen…
table-recorded = Alle Ergebnisse sind eingetragen; Bots führen eine eigene Statistik
table-recorded-people = Alle Ergebnisse sind eingetragen
bonus-reached = Bonus erreicht: { $sum } + { $points }
bonus-missed-by = Bonus um { $to_go } verfehlt
recorded-rank = Platz { $rank } für { $name }
not-recorded-yet = noch nicht eingetragen
recording = wird eingetragen…
points-lost = { $lost } Punkte verloren gegenüber optimalem Spiel
better-than = Besser als { $share } der optimalen Spiele
standing-computing = Wo das gegenüber optimalen Spielen steht: wird berechnet…
best-boxes = Beste: { $boxes }
game-over-total = Spiel vorbei · Gesamt { $total }
game-over-winner = Spiel vorbei · { $name } gewinnt mit { $score }
game-over-tie = Spiel vorbei · Gleichstand: { $names } mit { $score }
hint = Tipp: { $choice } (erwartete Endsumme { $expected })
hint-bold = mutig
hint-cautious = vorsichtig
next-best = Nächstbeste: { $others }

## Das Spiel

all-held = Alle fünf Würfel sind gehalten: einen freigeben zum Würfeln, oder mit Enter eintragen
scored-in = { $points } in { $name }
five-bonus-scored = { $name }-Bonus! +100
roll-first = Erst würfeln: r drücken
no-rolls-left = Kein Wurf mehr in dieser Runde: ein Feld wählen
no-such-die = Es gibt keinen Würfel { $die }
game-is-over = Das Spiel ist vorbei: ein neues beginnen
box-filled = { $name } ist schon ausgefüllt
box-not-on-card = { $name } ist kein Feld in { $rules }
forced-five-box = Ein { $five } muss ins { $five }-Feld, solange es offen ist
forced-numbers-box = Mit ausgefülltem { $five }-Feld muss ein { $five } in { $name }, solange es offen ist
forced-lower-first = Ein { $five }-Joker muss in ein offenes unteres Feld, solange es eines gibt
forced-in-order = Bei Pflicht-Yatzy werden die Felder der Reihe nach gefüllt: diese Runde zählt in { $name }
bot-playing = { $name } spielt
bot-waits-for-goal-table = { $name } wartet auf seine Zieltabelle: { $percent } % (einmal berechnet, etwa eine Minute)
bot-rolled = { $name } hat gewürfelt, Wurf { $roll } von { $rolls }
bot-keeps = { $name } behält { $faces }
bot-scored = { $name } trägt { $points } in { $category } ein
bot-turn-keys = jede Taste beendet den Zug, q beendet
players-turn = { $name } ist dran: r drücken zum Würfeln
their-turn = { $name } ist dran
your-turn-roll = Du bist dran: r würfelt
forced-roll = r drücken zum Würfeln: diese Runde zählt in { $name }
forced-last-roll = Letzter Wurf: Enter trägt ihn in { $name } ein
forced-turn = Diese Runde zählt in { $name }: halten mit 1-5, r würfelt, Enter trägt ein
type-name = Namen für die Bestenliste eingeben und Enter drücken
press-r = r drücken zum Würfeln
last-roll = Letzter Wurf: ein Feld mit ↑↓ wählen und Enter
hold-or-score = Würfel halten mit 1-5, r würfelt den Rest, oder Enter trägt ein
daily-done = Tagesspiel geschafft: v zeigt die Analyse; der Teilen-Text erscheint beim Beenden
game-over-review = Spiel vorbei: v vergleicht jede Entscheidung mit optimalem Spiel
five-own-box = Fünf Gleiche: sie müssen in ihr offenes Feld (50)
five-numbers-box = Fünf Gleiche: sie müssen in das Zahlenfeld ihrer Augenzahl
joker-lower = Joker! Voller Wert in jedem offenen unteren Feld (FH 25, Straßen 30/40), oder 0 oben
joker-upper = Joker! Kein unteres Feld ist offen: 0 Punkte in einem offenen oberen Feld
joker-lower-only = Joker! Er muss in ein offenes unteres Feld, zum vollen Wert

## Tasten: die Wörter der Fußzeile und die Zeilen der Hilfe (höchstens 26 Zeichen)

footer-roll = würfeln
help-roll-the-dice-not-held = freie Würfel würfeln
footer-hold = halten
help-hold-or-release-a-die = Würfel halten/freigeben
help-move-the-die-cursor = Würfelmarke bewegen
help-hold-the-die-at-the-cursor = markierten Würfel halten
help-move-between-open-boxes = zwischen Feldern wechseln
footer-score = eintragen
help-score-the-chosen-box = gewähltes Feld eintragen
footer-hint = Tipp
help-hint-the-best-move-now = Tipp: der beste Zug
help-chances-show-hide = Chancen zeigen/verbergen
chances-shown = Chancen sichtbar (exakt, wenn alle ab hier optimal spielen).
chances-hidden = Chancen verborgen (w zeigt sie).
chances-computing = Chancen: wird berechnet…
chances-beat-best = { $best } schlagen: { $chance }
chances-reach = { $score } erreichen: { $chance }
chances-tie = Gleichstand { $chance }
chances-win-label = Sieg
review-chance-best = Chance, { $best } zu schlagen
review-chance-reach = Chance, { $score } zu erreichen
review-chances-title = Siegchance nach jeder Runde
review-chances-computing = Chancen nach jedem Zug: wird berechnet…
review-chance-tie = Gleichstand
help-coach-flag-costly-moves = Coach: teure Züge melden
help-net-coach = Coach an/aus (allein)
footer-scores = Rekorde
help-high-scores-statistics = Bestenliste, Statistik
footer-help = Hilfe
help-this-help = diese Hilfe
footer-quit = Ende
help-quit-the-game-is-kept = beenden (Spiel bleibt)
help-settings-saved-at-once = Einstellungen
help-practice-decisions = Entscheidungen üben
help-review-new-game-players = Analyse/neu/Spieler
footer-review = Analyse
footer-new-game = neues Spiel
footer-players = Spieler
footer-yes = ja
footer-no = nein
# The letter besides y that answers a question yes: y when the language has no other.
yes-letter = j
footer-erase = löschen
footer-record = eintragen
footer-record-the-offered-name = vorgeschlagenen Namen eintragen
footer-add-a-player = Spieler hinzufügen
footer-add-a-bot = Bot hinzufügen
footer-add-an-easy-bot = leichten Bot hinzufügen
footer-add-a-win-bot = Sieg-Bot hinzufügen
footer-remove = entfernen
footer-rename = umbenennen
footer-move-up-down = nach oben/unten
footer-start-the-game = Spiel starten
footer-back = zurück
footer-keep-the-name = Namen behalten
footer-cancel = abbrechen
footer-trends = Verlauf
footer-choose = wählen
footer-replay-review = nachspielen
footer-back-to-the-game = zurück zum Spiel
footer-scroll = blättern
footer-page = Seite
footer-player = Spieler
footer-resume = fortsetzen
footer-new-game-they-stay-saved = neues Spiel (sie bleiben gespeichert)
footer-change = ändern
footer-keep-held-roll = Gehaltene behalten, würfeln
footer-end-practice = Übung beenden
footer-next-position = nächste Stellung
footer-practise-again = noch einmal üben
footer-leave = verlassen
footer-quits = beendet
help-quit-at-once = sofort beenden
help-suspend-fg-resumes = anhalten (fg: weiter)
you = Du
help-title = Hilfe · jede Taste schließt
help-keys = Tasten
help-hint-solver = Tipp (Löser bei { $percent }%)
help-rules = Regeln · { $rules }
help-rolls = Bis 3 Würfe pro Runde; Würfel
help-any-order-1 = zw. den Würfen halten. Jedes
help-any-order-2 = Feld einmal: sonst zählt es 0.
help-in-order-1 = zw. den Würfen halten. Felder
help-in-order-2 = der Reihe nach ab 1er; sonst 0.
help-numbers = 1er bis 6er
help-numbers-score = Summe der Zahl
help-bonus-score = ab 63
help-one-pair = höchstes Paar
help-two-pairs = 2 verschiedene
help-kinds = 3er/4er-Pasch
help-kinds-alike = 3 oder 4 gleiche
help-kinds-sum = Summe aller
help-full-house-sum = 3+2: Summe
help-full-house-25 = 3+2 gleiche: 25
help-four-in-a-row = 4 in Folge: 30
help-five-in-a-row = 5 in Folge: 40
help-chance = die Summe
help-five-alike = 5 gleiche: 50
help-yacht-1 = Yacht füllt erst offenes Feld;
help-yacht-2 = weitere +100 (wenn 50 drin).
help-yahtzee-1 = Weitere Yahtzee: +100 (bei 50);
help-yahtzee-2 = Joker: Zahlen, unten, dann 0.

## Züge, Noten, Fragen

choice-reroll-all = alle neu würfeln
choice-keep = { $faces } behalten
choice-score = { $name } eintragen
# How a figure's fraction is set off: 0.25 or 0,25.
decimal-separator = ,
grade-exact = exakt
grade-close = bis 0,1
grade-fair = bis 1
grade-costly = teuer
scratch = Streichen
scratch-question = { $name } mit 0 streichen? j/n
coach = Coach
quit = Beenden
total-rank = Gesamt { $total } · Platz { $rank }
name-label = Name:
name-keys = Enter: eintragen · Esc: als { $name } eintragen
name-plain = Namen sind einfacher Text: Buchstaben, Ziffern, Leerzeichen
name-too-long = Ein Name hat höchstens { $most } Zeichen

## Üben

practice-title = Übung · { $rules }
practice-waiting = Der Löser bereitet seine Tabelle vor ({ $percent }%): die Übung beginnt, sobald er fertig ist.
practice-due = Früher verfehlt
practice-mistake = Deine eigene Entscheidung (sie kostete { $lost })
practice-optimal = Aus einem optimalen Spiel
practice-choose-box = ein Feld wählen, Enter trägt ein
practice-keep-or-score = Würfel halten und mit r behalten, oder mit Enter eintragen
practice-exact = Exakt: { $answer } ist die beste Wahl
practice-lost = { $grade }: { $answer } kostet { $lost } · am besten: { $best }
practice-none = Diesmal keine Stellung beantwortet.
practice-session = Diese Runde: { $count } { $count ->
        [one] Stellung
       *[other] Stellungen
    } · { $grades }
practice-mean = Verlorene Punkte pro Entscheidung: { $mean } (insgesamt { $total })
practice-answer-lost = { $answer } (-{ $lost }); am besten: { $best }
practice-proficiency = Können: verlorene Punkte pro Entscheidung, Runde für Runde
practice-now = jetzt
practice-overall = { $count ->
        [one] { $count } Runde
       *[other] Alle { $count } Runden
    }: { $mean } pro Entscheidung
practice-schedule = Verfehlte Stellungen kommen nächste Runde wieder, geschaffte nach { $waits } Runden. Nächstes Mal: { $due }.

## Coach, hints, quitting

coach-cost = Coach: das kostete { $lost } Punkte; am besten war { $best }
coach-ask = Coach: das kostet { $lost } Punkte; am besten ist { $best }. Trotzdem? j/n
coach-on-asks = Coach an: fragt vor Zügen, die mehr als { $points ->
        [one] { $points } erwarteten Punkt
       *[other] { $points } erwartete Punkte
    } kosten
coach-on-flags = Coach an: meldet Züge, die mehr als { $points ->
        [one] { $points } erwarteten Punkt
       *[other] { $points } erwartete Punkte
    } kosten
coach-off = Coach aus
hint-roll-first = Erst würfeln: ein Tipp gilt den Würfeln auf dem Tisch
solver-working = Der Löser rechnet noch ({ $percent }%): bald noch einmal versuchen
game-not-kept = Dieses Spiel wurde eingetragen, bevor Spiele ganz gespeichert wurden: es lässt sich nicht nachspielen
game-does-not-replay = Dieses Spiel lässt sich nicht nachspielen: { $error }
quit-lost = Dein Ergebnis ist nicht eingetragen und konnte nicht gespeichert werden: es geht beim Beenden verloren. Beenden? j/n
quit-owed = Dein Ergebnis ist noch nicht eingetragen: es bleibt gespeichert und wird beim nächsten Start eingetragen. Beenden? j/n
quit-unsaved = Dieses Spiel kann hier nicht gespeichert werden: was seit dem Start gespielt wurde, geht beim Beenden verloren. Beenden? j/n
quit-kept = Beenden? Dein Spiel bleibt gespeichert und geht nächstes Mal weiter. j/n
resumed-from = Dein Spiel vom { $when } geht weiter

## Settings

setting-rules = Regeln beim Start
setting-rules-about = der Spielblock beim Spielbeginn (ab dem nächsten Start)
setting-coach = Coach beim Start
setting-coach-about = ob der Coach (c) beim Spielstart an ist
setting-coach-threshold = Coach meldet sich ab
setting-coach-threshold-about = der Coach meldet Züge, die mehr erwartete Punkte kosten
setting-coach-asks-first = Coach fragt vorher
setting-coach-asks-first-about = der Coach fragt vor einem teuren Zug statt danach
setting-risk = Risiko des Tipps
setting-risk-about = der Tipp nennt auch die vorsichtige (-) oder mutige (+) Wahl
setting-bot-pace-ms = Bot-Tempo
setting-bot-pace-ms-about = die Pause zwischen den Aktionen eines Bots
setting-theme = Farbschema
setting-theme-about = die Farben (NO_COLOR heißt weiterhin keine)
setting-ascii = ASCII-Zeichen
setting-ascii-about = nur ASCII-Zeichen (automatisch: wenn das Terminal es braucht)
setting-mouse = Maus
setting-mouse-about = Klicks halten Würfel und tragen ein (aus: Text markieren)
setting-bell = Glocke bei Yatzy
setting-bell-about = das Terminal klingelt, wenn das Yatzy-Feld 50 bringt
setting-language = Sprache · Language
setting-language-about = die Spielsprache (automatisch: LC_ALL, LC_MESSAGES, LANG)
setting-on = an
setting-off = aus
setting-last-played = das zuletzt gespielte
setting-points = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
setting-risk-none = keins (erwartete Punkte)
setting-risk-bold = mutig { $risk }
setting-risk-cautious = vorsichtig { $risk }
setting-instant = sofort
setting-option = Option
settings-title = Einstellungen · sofort gespeichert
setting-saved = { $name }: { $value } · gespeichert
setting-saved-next-start = { $name }: { $value } (ab nächstem Start) · gespeichert
setting-changed = { $name }: { $value }
setting-changed-next-start = { $name }: { $value } (ab nächstem Start)
setting-not-saved = { $name }: { $value } · nicht gespeichert
setting-note-saved = { $note } · gespeichert
setting-note-not-saved = { $note } · nicht gespeichert

## Saved games, the window, the players

saved-finished = beendet, nicht eingetragen
saved-turn = Runde { $turn } von { $turns }
saved-roll = Wurf { $roll }
saved-points = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
saved-at = gespeichert { $when }
too-small = Fenster auf mindestens { $size } vergrößern (jetzt { $now }) · q beendet, das Spiel bleibt
resume-title = Gespeicherte Spiele · neueste zuerst
players-title = Spieler · Reihenfolge

## Commands: score and hint

cli-rolls-left = { $rolls ->
        [0] kein Wurf mehr
        [one] noch { $rolls } Wurf
       *[other] noch { $rolls } Würfe
    }
cli-filled = Ausgefüllt: { $boxes } (Summe linker Teil { $sum })
cli-hint-at-risk = Mit Risiko { $risk }: { $choice }
cli-banked = Bisher: { $points } Punkte, mitgezählt
cli-banked-impossible = --banked { $banked } ist unmöglich: die ausgefüllten Felder und die Summe linker Teil { $sum } ergeben { $least } bis { $most } Punkte
cli-choice = Zug
cli-expected = erwartet
cli-cost = Kosten
cli-best = beste
cli-expected-means = Erwartet: Punkte ab dieser Runde bei optimalem Spiel.
cli-roll-in = { $dice } in { $rules }

## High scores

scores-title = Bestenliste · { $rules }
scores-empty = Noch keine Spiele für { $rules }: ein Spiel beenden, um auf die Liste zu kommen.
scores-beats = Schlägt
scores-name = Name
scores-score = Pkt.
scores-date = Datum
scores-hints = Tipps
scores-players = { $count } Spieler
scores-daily = Tagesspiel
scores-games = Spiele
scores-average = Schnitt
scores-best = Rekord
scores-median = Median
scores-bonus = Bonus
scores-average-beats = Dein Schnitt schlägt { $share } der optimalen Spiele (deren: { $mean })
scores-the-average-beats = Dieser Schnitt schlägt { $share } der optimalen Spiele (deren: { $mean })
scores-of-you = Deine Spiele ({ $name })
scores-of = Spiele von { $name }
scores-of-everyone = Spiele aller
scores-none-of = Noch keine Spiele von { $name } für { $rules }.
scores-distribution = Punkteverteilung
scores-bot = Bot-Statistik · { $bot }: { $games } { $games ->
        [one] Spiel
       *[other] Spiele
    }, Schnitt { $average }, Rekord { $best }

## The review

review-title-player = Analyse · { $name } · { $lost } erwartete Punkte verloren
review-title = Analyse · { $lost } erwartete Punkte verloren gegenüber optimalem Spiel
review-standing = Endstand { $score }: besser als { $share } der optimalen Spiele
review-standing-computing = Endstand { $score }: wo er gegenüber optimalen Spielen steht: wird berechnet…
review-turn = Runde
review-roll = Wurf
review-dice = Würfel
review-played = Gespielt
review-best = Am besten
review-lost = Verlust
chart-median = Median
chart-this-game = dieses Spiel
chart-turn = Runde

## Trends

trends-title = Verlauf · { $rules }
trends-order = Punkte in Spielreihenfolge
trends-empty = Noch keine Spiele für { $rules }: ein Spiel beenden, um den Verlauf zu sehen.
trends-optimal = optimal { $rate }
trends-games = { $games } { $games ->
        [one] Spiel
       *[other] Spiele
    } · Rekord { $best } · Schnitt der letzten 10 { $average }
trends-bonus = Bonus
trends-streaks = Serien: { $games } { $games ->
        [one] Spiel
       *[other] Spiele
    } über { $line } jetzt (Rekord { $best }) · täglich { $days } { $days ->
        [one] Tag
       *[other] Tage
    } (Rekord { $best_days })
trends-lost-waiting = Verlorene Punkte pro Entscheidung: ganze Spiele werden analysiert, sobald der Löser fertig ist
trends-lost = Verlorene Punkte pro Entscheidung: { $first } in { $games ->
        [one] deinem ersten ganzen Spiel
       *[other] deinen ersten { $games } ganzen Spielen
    }, { $lately } zuletzt
trends-lost-one = Verlorene Punkte pro Entscheidung: { $first } in deinem bisher einzigen ganzen Spiel
trends-boxes = Felddurchschnitt über { $games ->
        [one] { $games } ganzes Spiel
       *[other] { $games } ganze Spiele
    } (deiner / optimal):

## The players screen

players-taken = { $name } sitzt schon am Tisch: jeder Spieler braucht einen eigenen Namen
players-need-name = Ein Spieler braucht einen Namen: einen eingeben, oder Esc behält den alten
players-full = Ein Tisch hat höchstens { $most } Spieler
players-last = Ein Spiel braucht einen Spieler: erst einen anderen hinzufügen
players-human = Mensch
players-bot = Bot
players-easy-bot = leichter Bot
players-win-bot = Sieg-Bot

## Commands: solve, simulate, the distribution

out-expected-score = Erwartete Punkte bei optimalem Spiel in { $rules }: { $score }
out-table-loaded = Tabelle aus dem Cache geladen in { $seconds } s ({ $states } erreichbare Stellungen, { $mib } MiB)
out-table-computed = Tabelle berechnet in { $seconds } s ({ $states } erreichbare Stellungen, { $mib } MiB)
out-optimal-at-risk = optimal mit Risiko { $risk }
out-optimal = optimale
out-greedy = gierige
out-simulated = { $games } Spiele { $rules }, { $strategy } Strategie, Seed { $seed }
out-mean = Mittel
out-standard-error = Standardfehler { $error }
out-std-dev = Std.abw.
out-percentiles = Perzentile
out-range = Spanne
out-range-from-to = { $worst } bis { $best }
out-upper-bonus = Bonus
out-speed = { $seconds } s, { $rate } Spiele pro Sekunde auf { $cores } Kernen
out-final-score = Endpunkte bei optimalem Spiel in { $rules } (exakt)
out-score = Pkt.
out-probability = Wahrscheinlichkeit
out-distribution-built-in = Verteilung im Spiel eingebaut (--recompute berechnet sie neu)
out-distribution-computed = Verteilung berechnet in { $seconds } s
out-table-solved-too = die Tabelle wurde in diesem Lauf in { $seconds } s gelöst

## The daily challenge's share text

daily-word = Tagesspiel
daily-better-than = besser als { $share } der optimalen Spiele
daily-points-lost = { $lost } Punkte verloren
daily-hints = { $hints ->
        [one] 1 Tipp genutzt
       *[other] { $hints } Tipps genutzt
    }

## Damaged files

kept-aside = { $name } ließ sich nicht lesen ({ $reason }); sie wurde als { $kept } aufbewahrt

## Notices, refusals, data

notice-saved-game = Ein gespeichertes Spiel: { $problem }
notice-settings-defaults = Einstellungen: { $problem }; es gelten die Standardwerte
notice-high-scores = Bestenliste: { $problem }
notice-high-scores-unreadable = Die Bestenliste lässt sich nicht lesen: { $error }
notice-also-saved = Auch gespeichert: ein Spiel { $rules } (--rules { $id })
notice-elsewhere = { $games ->
        [one] Dein anderes Spiel läuft
       *[other] Deine { $games } anderen Spiele laufen
    } in einem anderen Terminal; dies ist ein neues Spiel mit eigenem Speicherplatz
notice-daily-elsewhere = Das Tagesspiel vom { $date } ({ $rules }) wird in einem anderen Terminal gespielt: spiel es dort zu Ende (ist jenes Terminal geschlossen, geht es hier weiter)
notice-seed-needs-new = --seed braucht --new
notice-players-need-new = --players braucht --new
notice-seed-players-need-new = --seed und --players brauchen --new
notice-cannot-save-game = Dein Spiel lässt sich nicht speichern ({ $error }); es geht ohne Speichern weiter
notice-kept = Dein Spiel bleibt ({ $what }): es lässt sich hier nicht ändern
notice-recorded = Dein beendetes Spiel wurde eingetragen ({ $what })
notice-not-recorded = Dein beendetes Spiel ({ $what }) ließ sich nicht eintragen ({ $error }); es bleibt gespeichert
notice-discarded = Dein Spiel wurde verworfen ({ $what })
notice-not-discarded = Dein Spiel ({ $what }) ließ sich nicht verwerfen ({ $error })
notice-cannot-save = Speichern in { $error } nicht möglich; es geht ohne Speichern weiter
refuse-review-later = Die Analyse kommt, wenn das Spiel vorbei ist
new-game = Neues Spiel
new-game-kept = Ein neues Spiel beginnen? Dieses bleibt unfertig gespeichert und geht beim nächsten Start weiter. j/n
new-game-unsaved = Ein neues Spiel beginnen? Dieses Spiel kann hier nicht gespeichert werden: es geht verloren. j/n
new-game-not-started = Kein neues Spiel: dieses geht weiter
new-game-old-kept = Ein neues Spiel; das letzte bleibt gespeichert und wird beim nächsten Start angeboten
refuse-new-game-daily = Die Tagesherausforderung ist ein Spiel: spiel sie erst zu Ende (q beendet; sie geht mit --daily weiter)
not-played = Nicht gespielt: du bist dran
stays-open = { $name } bleibt offen
new-game-saved-stay = Ein neues Spiel; deine gespeicherten Spiele bleiben für später
click-again = { $name }: noch einmal klicken oder Enter zum Eintragen
status-not-recorded = Noch nicht eingetragen: n versucht es erneut, q beendet (bleibt bis zum nächsten Start)
status-not-recorded-nor-saved = Nicht eingetragen, nicht gespeichert: n versucht es erneut (Beenden verliert es)
status-retrying = Das Ergebnis wird erneut eingetragen…
status-waiting = Warte, bis ein anderes yatzy fertig geschrieben hat…
status-still-recording = Dein Ergebnis wird noch eingetragen…
status-recorded-at-last = Endlich eingetragen
alert-score-not-recorded = Dein Ergebnis ließ sich nicht eintragen ({ $error }); das beendete Spiel bleibt gespeichert; n, q und der nächste Start versuchen es erneut
alert-score-not-recorded-unsaved = Dein Ergebnis ließ sich nicht eintragen ({ $error }); es ließ sich auch nicht speichern: Fenster offen lassen und n drücken, um es erneut zu versuchen
alert-scores-not-recorded = Die Ergebnisse ließen sich nicht eintragen ({ $error }); das beendete Spiel bleibt gespeichert; n, q und der nächste Start versuchen es erneut
alert-scores-not-recorded-unsaved = Die Ergebnisse ließen sich nicht eintragen ({ $error }); sie ließen sich auch nicht speichern: Fenster offen lassen und n drücken, um es erneut zu versuchen
setup-score-owed = Dein Ergebnis ist noch nicht eingetragen: n drücken, um es erneut zu versuchen
setup-game-on = Dieses Spiel erst beenden oder verlassen, bevor die Spieler wechseln
alerts-close = Jede Taste: schließen

## Served games (yatzy serve)
net-no-such-table = Diesen Tisch gibt es nicht mehr
net-table-full = Der Tisch ist voll: w schaut zu
net-seated-elsewhere = Du hast einen Platz an Tisch { $number }: spiel das zuerst zu Ende
net-not-your-turn = Du bist nicht dran
net-not-started = Das Spiel beginnt, wenn alle Plätze besetzt sind
net-too-many-tables = Der Server hat so viele Tische, wie er darf: setz dich an einen
net-bad-plan = Ein Tisch hat 1 bis 6 Plätze, mindestens eine Person
net-move-refused = Dieser Zug geht jetzt nicht
net-state-over = vorbei
net-state-playing = läuft
net-state-waiting = { $open } frei
net-watched-by = schauen zu: { $names }
net-you-are = Du bist { $name }
net-lobby-title = yatzy · Lobby
net-guests = { $count } hier
net-tables = Tische
net-no-tables = Noch keine Tische: n eröffnet einen, Freunde setzen sich von hier dazu
net-new-name = Neuer Name:
net-lobby-guidance = Enter setzt dich an den Tisch, w schaut zu, n eröffnet einen neuen
net-new-table = Neuer Tisch
net-plan-rules = Spielblock
net-plan-people = Personen
net-plan-bots = Bots
net-plan-easy-bots = Leichte Bots
net-plan-win-bots = Sieg-Bots
net-plan-hint = Enter eröffnet ihn; Freunde setzen sich von der Lobby dazu
net-table-title = Tisch { $number } · { $rules }
net-open-place = (frei)
net-waiting-for = Warte auf { $count } weitere: sie setzen sich von der Lobby dazu
net-say = Sag:
net-watch-guidance = c sagt etwas, Esc geht zurück zur Lobby
net-game-over = Spiel vorbei: v bespricht, n spielt noch mal, Esc geht zurück zur Lobby
net-your-turn = Du bist dran
net-table-number = Tisch { $number }
net-table-watching = Tisch { $number } · zuschauen
net-back-at-table = Willkommen zurück: dein Platz an Tisch { $number } blieb frei
net-welcome = Willkommen, { $name }
net-bad-name = Ein Name hat 1 bis 24 Zeichen einfachen Text
net-name-taken = Jemand hier heißt schon so
net-address-tables = Deine Adresse hat schon { $count } Tische im Spiel: spiel einen zu Ende, oder setz dich an einen anderen
net-your-code = Dieser Platz gehört dir: um ihn von einem anderen Terminal zurückzunehmen, verbinde dich als { $user }
net-come-back-as = dein Platz an Tisch { $number } bleibt frei: um ihn zurückzunehmen, verbinde dich als { $user }
net-name-kept = Der Platz von { $name } an Tisch { $number } bleibt frei: du bist { $yours } (deiner? verbinde als { $name }+Code)
net-name-numbered = Jemand hier heißt schon { $name }: du spielst als { $yours }
net-rematch-players = Nur die Spieler dieses Tisches können noch mal spielen: öffne einen neuen in der Lobby
net-rematch-offered = { $name } spielt noch mal an Tisch { $number }: n setzt dich dazu
net-clock = noch { $seconds } s
net-hint-alone = Tipps gibt es an einem Tisch für einen: an einem gemeinsamen Tisch hülfen sie einem gegen die anderen
net-hint-loading = Die optimale Strategie wird noch geladen: versuch es gleich noch einmal
net-coach-alone = Der Coach ist für einen Tisch für einen: an einem gemeinsamen Tisch hülfe er einem gegen die anderen
net-table-number-code = Tisch { $number } · zurück als { $user }
net-scratch-again = { $name } gibt hier 0: nochmal Enter streicht es
scores-network = { $count } Spieler · ssh
footer-net-join = hinsetzen
footer-net-watch = zuschauen
footer-net-new-table = neuer Tisch
footer-net-create = eröffnen
footer-net-chat = Chat
footer-net-lobby = Lobby
footer-net-rematch = noch mal
footer-net-say = sagen
net-server-stopped = der Server wurde beendet; alle Tische sind gespeichert: verbinde dich wieder, wenn er zurück ist
net-joined-elsewhere = du hast dich von einem anderen Terminal verbunden; dieses wird geschlossen
net-left-waiting = { $name } ist gegangen: wir warten
net-back = { $name } ist zurück
net-stood-in = Die Zeit von { $name } ist um: ein Bot spielt diesen Zug für sie
net-stand-in-move = Bot für { $name }: { $said }
net-fault = auf dem Server ist beim Bedienen deiner Verbindung ein Fehler aufgetreten; dein Platz bleibt dir: verbinde dich erneut
net-their-turn = { $name } ist dran

## The board, polished (undo, a second Enter, Ctrl-L, the charts' legends)

undo-nothing = Nichts zurückzunehmen: ein Eintrag kann bis zum nächsten Wurf zurückgenommen werden
undo-not-here = Dieses Spiel nimmt nichts zurück: das Tagesspiel, oder ein Tisch mit mehreren Spielern
undone = Zurückgenommen: { $points } in { $name }; die Würfel liegen wieder auf dem Tisch
undo-offer = u nimmt es zurück
enter-again = { $name } für { $points }: noch einmal Enter zum Eintragen
celebrate-yatzy = { $name }! { $points } Punkte
help-undo-the-last-score = letzten Eintrag zurück
help-redraw-the-screen = Bildschirm neu zeichnen
scores-undos = zurückgenommen
review-title-short = Analyse · { $lost } erwartete Punkte verloren
section-numbers = Zahlen
section-hands = Kombinationen
chart-your-scores = deine Punkte
chart-optimal-median = optimaler Median
chart-your-median = dein Median
chart-scores = Punkte

## Words that were English everywhere: the data popup, the score chart, bots and players,
## the settings' values, the data directory's messages, the solver's notes

alerts-title = Deine Daten
scores-chart = Punkteverteilung (Spiele je { $points } Punkte)
chart-game = Spiel
bot-name = Bot
easy-bot-name = Leichter Bot
win-bot-name = Sieg-Bot
player-name = Spieler { $number }
default-name = Spieler
theme-default = Standard
theme-light = hell
theme-high-contrast = hoher Kontrast
theme-colour-blind = farbenblind
setting-auto = automatisch
notice-settings = Einstellungen: { $problem }
notice-practice = Training: { $problem }
notice-practice-unreadable = Das Trainingsprotokoll lässt sich nicht lesen: { $error }
alert-settings-not-saved = Einstellungen nicht gespeichert: { $error }
alert-practice-not-saved = Training nicht gespeichert: { $error }
preferences-not-an-object = "preferences" ist kein Objekt; es gelten die Standardwerte
preferences-bad-value = "{ $key }": { $value } { $why }; es gilt { $default }
preferences-not-boolean = ist weder true noch false
preferences-not-one-of = ist keiner von { $known }
preferences-bad-risk = ist keine Zahl von -5 (vorsichtig) bis 5 (mutig)
preferences-bad-threshold = ist keine Punktzahl von 0,01 bis 100
preferences-bad-pace = ist keine ganze Zahl von Millisekunden von 0 bis 10000
status-solver = Löser: { $note }
solver-table-not-used = die gespeicherte Tabelle wurde nicht verwendet ({ $reason }); neu berechnet
solver-table-unreadable = die gespeicherte Tabelle lässt sich nicht lesen: { $error }
solver-table-not-cached = die Tabelle ließ sich nicht speichern: { $error }
goal-table-not-used = die gespeicherte Zieltabelle wurde nicht verwendet ({ $reason }); neu berechnet
goal-table-unreadable = die gespeicherte Zieltabelle lässt sich nicht lesen: { $error }
goal-table-stopped = abgebrochen, bevor sie fertig war
goal-table-not-cached = die Zieltabelle ließ sich nicht speichern: { $error }
error-needs-terminal = das Spiel braucht ein Terminal (versuch `yatzy score` oder `yatzy --help`)
error-no-input = kann nicht auf Tasten hören: { $error }
error-no-writer = kann den Schreib-Thread nicht starten: { $error }
error-no-solver = kann den Löser nicht starten: { $error }
error-no-full-screen = kann den Vollbildmodus nicht starten: { $error }
error-no-full-screen-again = kann nicht in den Vollbildmodus zurück: { $error }
error-cannot-draw = kann nicht zeichnen: { $error }
error-mouse-mode = kann den Mausmodus nicht ändern: { $error }
error-input-stopped = die Eingabe ist verstummt

## Translations whole (issue 27): why a file was kept aside, the data directory's errors,
## the operating system's errors, the commands' warnings, the progress bars

file-kind-fifo = eine benannte Pipe (FIFO)
file-kind-device = ein Gerät
file-kind-socket = ein Socket
file-kind-directory = ein Verzeichnis
file-kind-link = ein symbolischer Link
file-kind-other = etwas anderes als eine Datei
unusable-dangling-link = es ist ein symbolischer Link ins Leere
unusable-link-loop = es ist eine Schleife symbolischer Links
unusable-link = es ist ein symbolischer Link, keine eigene Datei
unusable-not-a-file = es ist { $kind }, keine Datei
unusable-too-large = sie ist größer als { $size }, mehr als jede echte
size-bytes = { $count ->
        [one] { $count } Byte
       *[other] { $count } Bytes
    }
json-syntax = ein Syntaxfehler in Zeile { $line }, Spalte { $column }
json-ends-early = sie endet zu früh, in Zeile { $line }
json-unfitting = ein Wert, der nicht passt, in Zeile { $line }, Spalte { $column }
json-unfitting-somewhere = ein Wert, der nicht passt
damage-settings = keine gültigen Einstellungen: { $why }
damage-practice-json = kein Trainingsprotokoll: { $why }
damage-other-game = sie enthält Spiel { $found }, nicht { $slot }
scores-not-json = keine gültige Bestenliste in JSON: { $why }
scores-newer = von einem neueren yatzy geschrieben (Formatversion { $version }, dieses liest { $reads })
scores-impossible = unmögliche Bestenliste: Eintrag { $entry }: { $why }
entry-score-above = ein Ergebnis von { $score }, über den möglichen { $max }
entry-left-sum = { $section } mit der Summe { $sum }
entry-players = { $count ->
        [one] { $count } Spieler an einem Tisch
       *[other] { $count } Spieler an einem Tisch
    }
entry-seconds = { $count ->
        [one] { $count } Sekunde Spielzeit
       *[other] { $count } Sekunden Spielzeit
    }
entry-name-length = { $count ->
        [one] ein Name aus { $count } Zeichen
       *[other] ein Name aus { $count } Zeichen
    }
entry-daily-dice = ein Tagesspiel vom { $date } mit den Würfeln eines anderen Tages
entry-record-length = { $count ->
        [one] eine Zugfolge aus { $count } Zug
       *[other] eine Zugfolge aus { $count } Zügen
    }
entry-does-not-replay = seine Züge lassen sich nicht nachspielen: { $why }
entry-replays-to = seine Züge ergeben nachgespielt { $total } Punkte, nicht { $score }
entry-hints = { $count ->
        [one] { $count } Tipp in einem Spiel
       *[other] { $count } Tipps in einem Spiel
    }
entry-undos = { $count ->
        [one] { $count } zurückgenommener Eintrag in einem Spiel
       *[other] { $count } zurückgenommene Einträge in einem Spiel
    }
entry-stood-in = { $count } Züge von einem einspringenden Bot gespielt, in einem Spiel
replay-not-a-move = '{ $letter }' ist kein Zug
replay-refused = Zug { $number } ist nicht spielbar: { $why }
replay-unfinished = die Züge enden vor dem Spiel
replay-too-long = die Züge gehen nach dem Spielende weiter
replay-no-decision = die Züge beenden das Spiel: es bleibt keine Entscheidung
saved-not-possible = kein mögliches gespeichertes Spiel: { $why }
saved-hints = hints_used ist { $hints }
saved-play-time = play_secs ist { $seconds }, mehr als zehn Jahre Spielzeit
saved-die-cursor = die Würfelmarke steht auf Würfel { $die }
saved-no-game = kein gültiges gespeichertes Spiel: es enthält kein Spiel
saved-newer = von einem neueren yatzy geschrieben (Formatversion { $version })
log-no-position = Stellung { $drill } ist keine Stellung ihres Spiels: { $why }
log-drill-lost = Stellung { $drill } hat einen unmöglichen Verlust von { $lost }
log-streak = Stellung { $drill } hat eine unmögliche Serie
log-session-lost = Runde { $session } hat einen unmöglichen Verlust von { $lost }
log-answers = Runde { $session } zählt mehr Antworten, als eine Runde fasst
log-kept-twice = Runde { $session } ist doppelt gespeichert
storage-io = { $path }: { $error }
storage-unusable = { $path }: { $reason }
storage-not-a-lock = { $path }: es ist { $kind }, keine Sperrdatei; schieb es beiseite
storage-newer = { $path } wurde von einem neueren yatzy geschrieben (Formatversion { $version }); sie bleibt, wie sie ist
storage-busy = ein anderes yatzy hielt { $path } { $seconds } s lang gesperrt
peek-unreadable = { $path } ließ sich nicht lesen ({ $reason })
no-data-directory = für diesen Benutzer ist kein Datenverzeichnis bekannt; setz { $variable }
io-not-found = Datei oder Verzeichnis nicht gefunden
io-permission-denied = Zugriff verweigert
io-already-exists = existiert bereits
io-storage-full = kein Platz mehr auf dem Datenträger
io-quota-exceeded = das Speicherkontingent ist erschöpft
io-read-only = das Dateisystem ist schreibgeschützt
io-interrupted = unterbrochen
io-timed-out = Zeitüberschreitung
io-busy = anderweitig in Benutzung
io-invalid-data = das Gelesene ist ungültig
io-invalid-input = ein ungültiges Argument
io-unexpected-eof = es endet zu früh
io-is-a-directory = es ist ein Verzeichnis
io-not-a-directory = ein Teil des Pfads ist kein Verzeichnis
io-directory-not-empty = das Verzeichnis ist nicht leer
io-file-too-large = die Datei ist zu groß
io-invalid-filename = der Dateiname ist ungültig
io-too-many-links = zu viele Links
io-crosses-devices = es liegt auf einem anderen Dateisystem
io-out-of-memory = kein Speicher mehr frei
io-broken-pipe = die Gegenseite wurde geschlossen
io-write-zero = nichts ließ sich schreiben
io-unsupported = auf diesem System nicht unterstützt
io-stale = das Netzwerkdateisystem hat es verloren
io-deadlock = es gäbe eine Verklemmung
io-other = das Betriebssystem meldete einen Fehler
game-internal-error = Interner Fehler im Spiel
cli-output-closed = kann die Ausgabe nicht schreiben: die Standardausgabe ist geschlossen
cli-output-failed = kann die Ausgabe nicht schreiben: { $error }
cli-settings-unusable = { $problem }; es gilt { $rules }
cli-rules-of-last-game = { $rules } (die Regeln des letzten Spiels; --rules wählt andere)
cli-rules-of-settings = { $rules } (die Regeln, mit denen deine Einstellungen beginnen; --rules wählt andere)
cli-scores-unreadable = kann die Bestenliste nicht lesen: { $error }
cli-scores-fresh = { $recovery }; eine neue Bestenliste wird begonnen
cli-daily-played = das Tagesspiel vom { $date } ({ $rules }) ist schon gespielt: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }. Das nächste kommt um Mitternacht UTC; --date spielt das eines anderen Tages.
cli-illegal-move = die Strategie machte einen unzulässigen Zug: { $error }
cli-simulation-failed = die Simulation ist fehlgeschlagen
progress-solving = Berechne
progress-playing = Spiele
progress-distribution = Verteilung
out-no-games = Keine Spiele gespielt.
cache-truncated = die Datei ist abgeschnitten
cache-not-a-table = keine Lösertabelle von yatzy
cache-version = Formatversion { $version }, erwartet { $expected }
cache-other-rules = keine Tabelle für { $rules }
cache-trailing-bytes = die Datei hat überzählige Bytes am Ende
cache-checksum = die Prüfsumme stimmt nicht
cache-wrong-size = die Tabelle hat die falsche Größe
cache-impossible-value = ein Wert ist keine mögliche Punktzahl
cache-wrong-expected-score = die erwarteten Punkte eines neuen Spiels sind nicht die des Regelwerks
cache-beyond-reach = ein Wert ist höher, als die Stellung noch an Punkten bringen kann
cache-not-a-distribution = die Wahrscheinlichkeiten ergeben keine Verteilung
cache-not-a-chance = die Chancen liegen außerhalb von 0 bis 1 oder wachsen mit den fehlenden Punkten
cache-wrong-last-turn = die Chancen des letzten Zugs passen nicht zu den Regeln

progress-goal = Zieltabelle
goal-unanswered = keine Antwort aus der Zieltabelle: { $reason }
out-goal-heading = Chance auf { $target } oder mehr in { $rules } (exakt)
out-goal-playing-for-it = Auf { $target } gespielt:
out-goal-playing-for-points = Auf die meisten Punkte gespielt:
cli-goal-target = Ziel: { $target } oder mehr
cli-goal-chance = Chance
cli-goal-means = Chance: mit { $target } oder mehr zu enden, wenn ab dieser Wahl darauf gespielt wird.
out-table-simulated = { $games } Partien { $rules } an einem Tisch mit { $seats }, Startwert { $seed }
out-seat = Platz
out-strategy = Strategie
out-wins = Siege
out-ties = Gleichstand
out-win-rate = Siegquote
out-win-rate-means = Siegquote: Anteil der Partien als Erster beendet, ein geteilter erster Platz unter k zählt 1/k; ± ein Standardfehler.
out-goal-simulated = { $games } Partien { $rules } auf { $target } oder mehr gespielt, Startwert { $seed }
out-goal-reached = { $target } oder mehr erreicht: { $share }% ± { $error } (exakte Chance dieses Spiels: { $exact }%)

## Playing for a goal (the goal setting, key g)

goal-best-score = beste Punktzahl
goal-beat-best = meinen Rekord schlagen
goal-reach = { $target } erreichen
goal-aim-beat = { $best } zu schlagen
goal-aim-reach = { $target } zu erreichen
goal-aim-win = zu gewinnen
hint-goal = Tipp: { $choice }: { $chance } Chance, { $aim }
hint-goal-for-points = am besten für Punkte: { $choice }, { $chance }, +{ $points } Punkte
hint-goal-for-points-short = für Punkte: { $choice }, { $chance }
hint-goal-out-of-reach = Tipp: { $choice }, für Punkte: keine Chance mehr, { $aim }
hint-goal-computing = Tipp, { $aim }: wird berechnet…
goal-table-progress = Zieltabelle: { $percent } %
goal-table-loading = Zieltabelle wird geladen…
goal-table-failed = keine Zieltabelle: der Tipp gilt den Punkten
goal-ignored-daily = Die Tagesaufgabe spielt auf die beste Punktzahl: das Ziel gilt hier nicht
goal-no-best-yet = Ziel: Rekord schlagen; noch kein Rekord mit diesen Regeln, also beste Punktzahl
goal-beat-best-table = Ziel: Rekord schlagen; am Tisch die beste Punktzahl
goal-win = gewinnen
goal-win-alone = Ziel: gewinnen; allein gibt es niemanden zu schlagen, also beste Punktzahl
goal-ignored-practice = Die Übung spielt auf die beste Punktzahl: das Ziel gilt hier nicht
coach-goal-on-asks = Coach an: fragt vor Zügen, die mehr als { $points ->
        [one] { $points } Prozentpunkt
       *[other] { $points } Prozentpunkte
    } der Chance, { $aim }, kosten
coach-goal-on-flags = Coach an: meldet Züge, die mehr als { $points ->
        [one] { $points } Prozentpunkt
       *[other] { $points } Prozentpunkte
    } der Chance, { $aim }, kosten
help-chances-and-goal = Chancen an/aus; das Ziel
setting-goal = Ziel
setting-goal-about = worauf die Tipps spielen (g wechselt im Spiel)
setting-goal-target = Zielpunktzahl
setting-goal-target-about = die Punktzahl, die das Ziel „erreichen“ anstrebt (--target)
setting-goal-points = { $points } Punkte
preferences-bad-goal-target = ist keine ganze Punktzahl von 1 bis 2000
chances-playing-for-it = wenn darauf gespielt: { $chance }
chances-goal-playing-for-it = { $goal }, wenn darauf gespielt: { $chance }
setting-goal-coach-threshold = Coach bei Ziel ab
setting-goal-coach-threshold-about = mit Ziel meldet der Coach Züge, die mehr Chance kosten
setting-percentage-points = { $points ->
    [one] { $points } Prozentpunkt
   *[other] { $points } Prozentpunkte
}
preferences-bad-goal-threshold = ist keine Zahl von Prozentpunkten von 0,01 bis 100
coach-goal-cost = Coach: das kostete { $lost } Prozentpunkte der Chance, { $aim }; am besten war { $best }
coach-goal-ask = Coach: das kostet { $lost } Prozentpunkte der Chance, { $aim }; am besten ist { $best }. Trotzdem? j/n
review-goal-title = Analyse · { $goal } · { $lost } Prozentpunkte der Chance verloren
review-goal-title-player = Analyse · { $name } · { $goal } · { $lost } PP verloren
review-goal-title-short = Analyse · { $goal } · { $lost } PP verloren
review-lost-pp = −{ $points } PP
review-goal-chance = Chance, { $target } zu erreichen, wenn darauf gespielt
review-goal-loading = In erwarteten Punkten bewertet, bis die Zieltabelle bereit ist ({ $percent } %)
review-goal-computing = Bewertung nach der Chance, { $target } zu erreichen: wird berechnet…
review-goal-failed = Keine Zieltabelle: in Punkten bewertet, nicht nach der Chance auf { $target }
review-goal-win = Auf Sieg gespielt: in erwarteten Punkten bewertet, nicht nach der Siegchance
