<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>Rating</source>
        <extracomment>The season&apos;s rating column (a league&apos;s option), before the nights.</extracomment>
        <translation>Wertungszahl</translation>
    </message>
    <message>
        <source>the Sheepshead rating (and the hands it rests on), recomputed from every hand played in this database; — no rated hand yet</source>
        <translation>die Schafkopf-Wertungszahl (und die Spiele, auf denen sie beruht), neu berechnet aus jedem Spiel dieser Datenbank; — noch kein gewertetes Spiel</translation>
    </message>
    <message>
        <source>the Sheepshead rating from every hand played (in brackets the hands it rests on), recomputed from all the hands in the database; — no rated hand yet</source>
        <translation>die Schafkopf-Wertungszahl aus jedem gespielten Spiel (in Klammern die Spiele, auf denen sie beruht), neu berechnet aus allen Spielen der Datenbank; — noch kein gewertetes Spiel</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>The registry sorts itself (``SourceSortProxy``), case-insensitively as a sorting proxy would: each column&apos;s sort key is its text case-folded.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Spitzname</translation>
    </message>
    <message>
        <source>Member #</source>
        <translation>Mitglieds-Nr.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source> · late</source>
        <translation> · verspätet</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>Abende</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Sheep Head games won by the player&apos;s team (to 21 or 42)</source>
        <translation>Sheep-Head-Partien, die das Team des Spielers gewann (bis 21 oder 42)</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Picks</source>
        <translation>Aufnahmen</translation>
    </message>
    <message>
        <source>Pick wins</source>
        <translation>Nehmer-Siege</translation>
    </message>
    <message>
        <source>tiebreak: most picker hands won</source>
        <translation>Gleichstand: meiste als Nehmer gewonnene Spiele</translation>
    </message>
    <message>
        <source>Partner won</source>
        <translation>Als Partner gewonnen</translation>
    </message>
    <message>
        <source>Leasters</source>
        <translation>Leaster</translation>
    </message>
    <message>
        <source>Schneiders</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>tiebreak: fewest hands lost</source>
        <translation>Gleichstand: wenigste verlorene Spiele</translation>
    </message>
    <message>
        <source>Best rd</source>
        <translation>Beste Rd.</translation>
    </message>
    <message>
        <source>tiebreak: best single round</source>
        <translation>Gleichstand: beste einzelne Runde</translation>
    </message>
    <message>
        <source>Avg/hand</source>
        <translation>Ø/Spiel</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>League points</source>
        <translation>Ligapunkte</translation>
    </message>
    <message>
        <source>Hands</source>
        <comment>hands</comment>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Picks</source>
        <comment>picks</comment>
        <translation>Aufnahmen</translation>
    </message>
    <message>
        <source>Pick rate</source>
        <translation>Aufnahmequote</translation>
    </message>
    <message>
        <source>picks per hand played</source>
        <translation>Aufnahmen je gespieltem Spiel</translation>
    </message>
    <message>
        <source>Picker win %</source>
        <translation>Nehmer-Siege %</translation>
    </message>
    <message>
        <source>share of the player&apos;s picks that the picker&apos;s side won</source>
        <translation>Anteil der Aufnahmen des Spielers, die die Nehmerseite gewonnen hat</translation>
    </message>
    <message>
        <source>Partner win %</source>
        <translation>Partner-Siege %</translation>
    </message>
    <message>
        <source>share of the player&apos;s partner hands that were won</source>
        <translation>Anteil der Partnerspiele des Spielers, die gewonnen wurden</translation>
    </message>
    <message>
        <source>Schneiders</source>
        <comment>schneiders</comment>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Leasters won</source>
        <comment>leasters_won</comment>
        <translation>Leaster gewonnen</translation>
    </message>
    <message>
        <source>points per hand played (exact; shown rounded)</source>
        <translation>Punkte je gespieltem Spiel (exakt; gerundet angezeigt)</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Picker won</source>
        <translation>Nehmer gewann</translation>
    </message>
    <message>
        <source>All-passes</source>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <source>Avg moved</source>
        <translation>Ø bewegt</translation>
    </message>
    <message>
        <source>points that changed hands per hand</source>
        <translation>Punkte, die je Spiel den Besitzer wechselten</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nachname</translation>
    </message>
    <message>
        <source>Email / contact</source>
        <translation>E-Mail / Kontakt</translation>
    </message>
    <message>
        <source>Seat codes</source>
        <translation>Platz-Codes</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>Beanstandet</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Last device</source>
        <translation>Letztes Gerät</translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <source>event {event} does not exist; pick an event from the list</source>
        <translation>Turnier {event} existiert nicht; ein Turnier aus der Liste auswählen</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>&amp;Back up now…</source>
        <translation>Jetzt &amp;sichern…</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Back up</source>
        <translation>Sichern</translation>
    </message>
    <message>
        <source>Backed up to {path}</source>
        <translation>Gesichert nach {path}</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Server backups (*.dump *.json);;All files (*)</source>
        <translation>Server-Sicherungen (*.dump *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Sheepshead backups (*.sqlite3);;All files (*)</source>
        <translation>Sheepshead-Sicherungen (*.sqlite3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Restored {backup}.</source>
        <translation>{backup} wiederhergestellt.</translation>
    </message>
    <message>
        <source> What it replaced is kept as {file}.</source>
        <translation> Der ersetzte Stand bleibt als {file} erhalten.</translation>
    </message>
    <message>
        <source>Offline, retrying in {seconds} s: {reason}</source>
        <translation>Offline, neuer Versuch in {seconds} s: {reason}</translation>
    </message>
    <message>
        <source>Automatic backup: {file}</source>
        <translation>Automatische Sicherung: {file}</translation>
    </message>
    <message>
        <source>Back online: the database answers again</source>
        <translation>Wieder online: die Datenbank antwortet wieder</translation>
    </message>
    <message>
        <source>another station</source>
        <translation>einer anderen Station</translation>
    </message>
    <message>
        <source>Updated with changes from {who}</source>
        <translation>Aktualisiert mit Änderungen von {who}</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>The database file is damaged</source>
        <translation>Die Datenbankdatei ist beschädigt</translation>
    </message>
    <message>
        <source>The latest good backup is
{backup}

Restore it? The damaged file is kept beside it with its write-ahead log (-wal), and SQLite&apos;s own recovery is tried on it.</source>
        <translation>Die neueste intakte Sicherung ist
{backup}

Wiederherstellen? Die beschädigte Datei bleibt mit ihrem Write-Ahead-Log (-wal) daneben erhalten, und die eigene Wiederherstellung von SQLite wird an ihr versucht.</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Diese Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>ClockLengthDialog</name>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>no warning</source>
        <translation>keine Warnung</translation>
    </message>
    <message>
        <source>Round &amp;length:</source>
        <translation>Runden&amp;länge:</translation>
    </message>
    <message>
        <source>&amp;Warning before the end:</source>
        <translation>&amp;Warnung vor dem Ende:</translation>
    </message>
</context>
<context>
    <name>CloseGuard</name>
    <message>
        <source>the hand typed on Hand entry (“{text}”)</source>
        <translation>das in der Spieleingabe getippte Spiel („{text}“)</translation>
    </message>
    <message>
        <source>Close Sheepshead Scorer</source>
        <translation>Sheepshead Scorer schließen</translation>
    </message>
    <message>
        <source>Close the window and lose what is not saved?</source>
        <translation>Das Fenster schließen und verlieren, was nicht gespeichert ist?</translation>
    </message>
    <message>
        <source>Keep the window open, then press Enter where it was typed to save it.</source>
        <translation>Das Fenster offen lassen und dort, wo es getippt wurde, Enter drücken, um es zu speichern.</translation>
    </message>
    <message>
        <source>Close anyway</source>
        <translation>Trotzdem schließen</translation>
    </message>
    <message>
        <source>Keep the window open</source>
        <translation>Fenster offen lassen</translation>
    </message>
</context>
<context>
    <name>DatabaseActions</name>
    <message>
        <source>Opened {location}</source>
        <translation>{location} geöffnet</translation>
    </message>
    <message>
        <source> (upgraded; a copy of the old file is at {backup})</source>
        <translation> (aktualisiert; eine Kopie der alten Datei liegt unter {backup})</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>Could not open {location}:
{error}</source>
        <translation>{location} konnte nicht geöffnet werden:
{error}</translation>
    </message>
    <message>
        <source>Open or create a database file</source>
        <translation>Datenbankdatei öffnen oder anlegen</translation>
    </message>
    <message>
        <source>Sheepshead databases (*.sqlite *.db);;All files (*)</source>
        <translation>Sheepshead-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PostgreSQL password</source>
        <translation>PostgreSQL-Passwort</translation>
    </message>
    <message>
        <source>Password for {location} (not stored):</source>
        <translation>Passwort für {location} (wird nicht gespeichert):</translation>
    </message>
    <message>
        <source>the default database file</source>
        <translation>die Standard-Datenbankdatei</translation>
    </message>
    <message>
        <source>no password was given</source>
        <translation>es wurde kein Passwort eingegeben</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Andere Datei öffnen…</translation>
    </message>
    <message>
        <source>Open the default database file</source>
        <translation>Standard-Datenbankdatei öffnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Sheepshead databases (*.sqlite *.sqlite3 *.db);;All files (*)</source>
        <translation>Sheepshead-Datenbanken (*.sqlite *.sqlite3 *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Connect to PostgreSQL</source>
        <translation>Mit PostgreSQL verbinden</translation>
    </message>
    <message>
        <source>Server address (user@host:port/database):</source>
        <translation>Serveradresse (benutzer@host:port/datenbank):</translation>
    </message>
    <message>
        <source>Welcome to Sheepshead Scorer</source>
        <translation>Willkommen bei Sheepshead Scorer</translation>
    </message>
    <message>
        <source>Your data is kept in
{location}

Start by creating an event: name, date, rules and format. A league organizer starts a league season instead: its scoring, then one sheet per night. Or open the demo event, a finished tournament with every kind of hand, to look around first.</source>
        <translation>Ihre Daten liegen in
{location}

Legen Sie zuerst ein Turnier an: Name, Datum, Regeln und Ablauf. Als Ligaleiter legen Sie stattdessen eine Ligasaison an: ihre Wertung, dann ein Blatt je Abend. Oder öffnen Sie das Demo-Turnier, ein fertiges Turnier mit jeder Art von Spiel, um sich erst umzusehen.</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>New league season</source>
        <translation>Neue Ligasaison</translation>
    </message>
    <message>
        <source>Open the demo event</source>
        <translation>Demo-Turnier öffnen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Building the demo event…</source>
        <translation>Das Demo-Turnier wird angelegt…</translation>
    </message>
    <message>
        <source>The demo event could not be built:
{error}</source>
        <translation>Das Demo-Turnier konnte nicht angelegt werden:
{error}</translation>
    </message>
</context>
<context>
    <name>DeleteMenu</name>
    <message>
        <source>Delete event…</source>
        <translation>Turnier löschen…</translation>
    </message>
    <message>
        <source>Delete player…</source>
        <translation>Spieler löschen…</translation>
    </message>
    <message>
        <source>Pick the event to delete in the toolbar first.</source>
        <translation>Wählen Sie zuerst in der Werkzeugleiste das Turnier, das gelöscht werden soll.</translation>
    </message>
    <message>
        <source>Delete event</source>
        <translation>Turnier löschen</translation>
    </message>
    <message>
        <source>Delete {event} with all its players, hands and results? Every standing, season table and history stops counting it; Ctrl+Z brings it back.</source>
        <translation>{event} mit allen Spielern, Spielen und Ergebnissen löschen? Keine Rangliste, Saisontabelle oder Historie zählt es dann noch mit; Strg+Z holt es zurück.</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Spieler löschen</translation>
    </message>
    <message>
        <source>A player with no results (a typing mistake, a stray record):</source>
        <translation>Ein Spieler ohne Ergebnisse (ein Tippfehler, ein versehentlich angelegter Eintrag):</translation>
    </message>
    <message>
        <source>Pick the player from the list (their number shows after the name).</source>
        <translation>Wählen Sie den Spieler aus der Liste (seine Nummer steht hinter dem Namen).</translation>
    </message>
    <message>
        <source>There is no player #{id}.</source>
        <translation>Es gibt keinen Spieler #{id}.</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source> alone</source>
        <translation> allein</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>picker took no trick</source>
        <translation>Nehmer ohne eigenen Stich</translation>
    </message>
    <message>
        <source>{count} runners</source>
        <translation>{count} Laufende</translation>
    </message>
    <message>
        <source>next hand doubled</source>
        <translation>nächstes Spiel doppelt</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>leaster won by {seats}</source>
        <translation>Leaster gewonnen von {seats}</translation>
    </message>
    <message>
        <source>moster lost by {seats}</source>
        <translation>Moster verloren von {seats}</translation>
    </message>
    <message>
        <source>redealt</source>
        <translation>neu gegeben</translation>
    </message>
    <message>
        <source>split</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>no exchange</source>
        <translation>kein Ausgleich</translation>
    </message>
    <message>
        <source>leaster tie {seats} — {result}</source>
        <translation>Leaster-Gleichstand {seats} — {result}</translation>
    </message>
    <message>
        <source>moster tie {seats} — {result}</source>
        <translation>Moster-Gleichstand {seats} — {result}</translation>
    </message>
    <message>
        <source>all passed — next hand doubled</source>
        <translation>alle gepasst — nächstes Spiel doppelt</translation>
    </message>
    <message>
        <source>all passed</source>
        <translation>alle gepasst</translation>
    </message>
    <message>
        <source>misdeal — redeal</source>
        <translation>vergeben — neu geben</translation>
    </message>
    <message>
        <source>penalty on seat {seat}</source>
        <translation>Strafe für Platz {seat}</translation>
    </message>
    <message>
        <source>took the pot of {points}</source>
        <translation>nahm den Pott von {points}</translation>
    </message>
    <message>
        <source>doubler</source>
        <translation>Doppler</translation>
    </message>
    <message>
        <source>last round of the session</source>
        <translation>letzte Runde des Durchgangs</translation>
    </message>
    <message>
        <source>last hand of the session</source>
        <translation>letztes Spiel des Durchgangs</translation>
    </message>
    <message>
        <source>doubled at the table</source>
        <translation>am Tisch verdoppelt</translation>
    </message>
    <message>
        <source>crack</source>
        <translation>Crack</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>partner {seats}</source>
        <translation>Partner {seats}</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>picker {seat}</source>
        <translation>Nehmer {seat}</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} Augen</translation>
    </message>
    <message>
        <source>tricks: {tricks}</source>
        <translation>Stiche: {tricks}</translation>
    </message>
    <message>
        <source>cracks: {n}</source>
        <translation>Cracks: {n}</translation>
    </message>
    <message>
        <source>blitzes: {n}</source>
        <translation>Blitze: {n}</translation>
    </message>
    <message>
        <source>kontra/re: {n}</source>
        <translation>Kontra/Re: {n}</translation>
    </message>
    <message>
        <source>nobody picked; points by seat {points}</source>
        <translation>niemand hat aufgenommen; Augen je Platz {points}</translation>
    </message>
    <message>
        <source>nobody picked</source>
        <translation>niemand hat aufgenommen</translation>
    </message>
    <message>
        <source>penalty on seat {seat} ({reason})</source>
        <translation>Strafe für Platz {seat} ({reason})</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>vergeben</translation>
    </message>
</context>
<context>
    <name>DirectorWords</name>
    <message>
        <source>Hand type</source>
        <extracomment>Outcome and action fields a message may name, in words (context &quot;DirectorWords&quot;).</extracomment>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Dealer seat</source>
        <translation>Geberplatz</translation>
    </message>
    <message>
        <source>Picker seat</source>
        <translation>Nehmerplatz</translation>
    </message>
    <message>
        <source>Partner seat</source>
        <translation>Partnerplatz</translation>
    </message>
    <message>
        <source>Seat penalised</source>
        <translation>Bestrafter Platz</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Partner call</source>
        <translation>Partnerruf</translation>
    </message>
    <message>
        <source>Cracks</source>
        <translation>Cracks</translation>
    </message>
    <message>
        <source>Blitzes</source>
        <translation>Blitze</translation>
    </message>
    <message>
        <source>Kontra / re</source>
        <translation>Kontra / Re</translation>
    </message>
    <message>
        <source>Penalty reason</source>
        <translation>Strafgrund</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Entry fee</source>
        <translation>Startgeld</translation>
    </message>
    <message>
        <source>Players per table</source>
        <translation>Spieler je Tisch</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Durchgänge</translation>
    </message>
    <message>
        <source>Hands per session</source>
        <translation>Spiele je Durchgang</translation>
    </message>
    <message>
        <source>“{label}”</source>
        <extracomment>The engine&apos;s 0-based seat ranges, said 1-based.</extracomment>
        <translation>„{label}“</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>a seat number from 1 to {seats}</source>
        <translation>eine Platznummer von 1 bis {seats}</translation>
    </message>
    <message>
        <source>{field} {value} is not possible here: {allowed}</source>
        <translation>{field} {value} ist hier nicht möglich: {allowed}</translation>
    </message>
    <message>
        <source>“{value}”</source>
        <translation>„{value}“</translation>
    </message>
</context>
<context>
    <name>DuplicatePlayer</name>
    <message>
        <source>member #{number}</source>
        <translation>Mitglieds-Nr. {number}</translation>
    </message>
    <message>
        <source>last event: {event}, {date}</source>
        <translation>letztes Turnier: {event}, {date}</translation>
    </message>
    <message>
        <source>no event yet</source>
        <translation>noch kein Turnier</translation>
    </message>
    <message>
        <source>Already registered?</source>
        <translation>Schon erfasst?</translation>
    </message>
    <message>
        <source>A player named {name} is already in the registry:</source>
        <translation>Ein Spieler namens {name} ist bereits erfasst:</translation>
    </message>
    <message>
        <source>Use that player, or add a second player of this name?</source>
        <translation>Diesen Spieler verwenden oder einen zweiten Spieler dieses Namens anlegen?</translation>
    </message>
    <message>
        <source>Use {name}</source>
        <translation>{name} verwenden</translation>
    </message>
    <message>
        <source>Add a new player</source>
        <translation>Neuen Spieler anlegen</translation>
    </message>
</context>
<context>
    <name>EntryLine</name>
    <message>
        <source>picker, partner (a = alone), points, Enter  ·  / tricks  ·  c crack  b blitz  k kontra  ·  l leaster  o moster  d all pass  m misdeal  p penalty  ·  Esc clears</source>
        <translation>Nehmer, Partner (a = allein), Augen, Enter  ·  / Stiche  ·  c Crack  b Blitz  k Kontra  ·  l Leaster  o Moster  d alle passen  m vergeben  p Strafe  ·  Esc leert</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>e.g. 13 74 — picker 1, partner 3, 74 points</source>
        <translation>z. B. 13 74 — Nehmer 1, Partner 3, 74 Augen</translation>
    </message>
    <message>
        <source>Pick a published round and a table to enter hands.</source>
        <translation>Wählen Sie eine veröffentlichte Runde und einen Tisch, um Spiele einzugeben.</translation>
    </message>
    <message>
        <source>   — Enter saves</source>
        <translation>   — Enter speichert</translation>
    </message>
    <message>
        <source>type a hand first, e.g. 13 74</source>
        <translation>zuerst ein Spiel eingeben, z. B. 13 74</translation>
    </message>
</context>
<context>
    <name>ErrorLog</name>
    <message>
        <source>The details are in the log file {file}.</source>
        <translation>Die Einzelheiten stehen in der Protokolldatei {file}.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>Es konnte keine Protokolldatei geschrieben werden.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}

What was saved is kept. {where} Please send it to whoever looks after this computer.</source>
        <translation>Etwas ist schiefgegangen: {error}

Was gespeichert war, bleibt erhalten. {where} Bitte schicken Sie sie an die Person, die diesen Computer betreut.</translation>
    </message>
</context>
<context>
    <name>EventEditDialog</name>
    <message>
        <source>Edit event {name}</source>
        <translation>Turnier {name} bearbeiten</translation>
    </message>
    <message>
        <source>yyyy-MM-dd</source>
        <comment>date format of the event date</comment>
        <translation>dd.MM.yyyy</translation>
    </message>
    <message>
        <source>Counts toward the league</source>
        <translation>Zählt für die Liga</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Entry fee</source>
        <translation>Startgeld</translation>
    </message>
    <message>
        <source>House share</source>
        <translation>Anteil des Veranstalters</translation>
    </message>
    <message>
        <source>Prize places (% of pool)</source>
        <translation>Preisränge (% des Preisgelds)</translation>
    </message>
    <message>
        <source>Each session&apos;s top scorer</source>
        <translation>Bester jedes Durchgangs</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Rescore the event?</source>
        <translation>Turnier neu werten?</translation>
    </message>
    <message>
        <source>Rescore every hand under the new rules?
Hands scored: {hands} · paying differently: {changed} · players whose total changes: {players}</source>
        <translation>Alle Spiele nach den neuen Regeln neu werten?
Gewertete Spiele: {hands} · mit anderer Auszahlung: {changed} · Spieler mit anderer Summe: {players}</translation>
    </message>
    <message>
        <source>Every rescored hand is recorded in the audit log; Ctrl+Z puts the old rules and payouts back.</source>
        <translation>Jedes neu gewertete Spiel wird im Änderungsprotokoll vermerkt; Strg+Z stellt die alten Regeln und Auszahlungen wieder her.</translation>
    </message>
    <message>
        <source>Rescore</source>
        <translation>Neu werten</translation>
    </message>
</context>
<context>
    <name>EventScreen</name>
    <message>
        <source>prize places: {value} is not a percentage; type e.g. 30, 15, 10</source>
        <translation>Preisränge: {value} ist kein Prozentsatz; z. B. 30, 15, 10 eingeben</translation>
    </message>
    <message>
        <source>prize places: {value} is negative; percentages are 0-100</source>
        <translation>Preisränge: {value} ist negativ; Prozentsätze gehen von 0 bis 100</translation>
    </message>
    <message>
        <source>prize places add up to more than 100%; lower some places</source>
        <translation>Preisränge ergeben zusammen mehr als 100 %; einige Ränge verringern</translation>
    </message>
    <message>
        <source>e.g. Oktoberfest Sheepshead 2026</source>
        <extracomment>The widest the event form beside the rules gets (px); past it the form scrolls sideways.</extracomment>
        <translation>z. B. Oktoberfest-Schafkopf 2026</translation>
    </message>
    <message>
        <source>yyyy-MM-dd</source>
        <comment>date format of the event date</comment>
        <translation>dd.MM.yyyy</translation>
    </message>
    <message>
        <source>Sheepshead</source>
        <translation>Sheepshead</translation>
    </message>
    <message>
        <source>Sheep Head (fox game), games to {n}</source>
        <translation>Sheep Head (Fuchsspiel), Partien bis {n}</translation>
    </message>
    <message>
        <source>Round totals only (no hands)</source>
        <translation>Nur Rundensummen</translation>
    </message>
    <message>
        <source>Counts toward the league</source>
        <translation>Zählt für die Liga</translation>
    </message>
    <message>
        <source>Create event (Ctrl+Enter)</source>
        <translation>Turnier anlegen (Strg+Enter)</translation>
    </message>
    <message>
        <source>Edit this event… (Ctrl+E)</source>
        <translation>Dieses Turnier bearbeiten… (Strg+E)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Durchgänge</translation>
    </message>
    <message>
        <source>Hands per session</source>
        <translation>Spiele je Durchgang</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players per table</source>
        <translation>Spieler je Tisch</translation>
    </message>
    <message>
        <source>Fees, prizes and league</source>
        <translation>Startgeld, Preise und Liga</translation>
    </message>
    <message>
        <source>Entry fee</source>
        <translation>Startgeld</translation>
    </message>
    <message>
        <source>House share</source>
        <translation>Anteil des Veranstalters</translation>
    </message>
    <message>
        <source>Prize places (% of pool)</source>
        <translation>Preisränge (% des Preisgelds)</translation>
    </message>
    <message>
        <source>Each session&apos;s top scorer</source>
        <translation>Bester jedes Durchgangs</translation>
    </message>
    <message>
        <source>League season</source>
        <translation>Ligasaison</translation>
    </message>
    <message>
        <source>Rules (every option of the engine)</source>
        <translation>Regeln (alle Optionen)</translation>
    </message>
    <message>
        <source>(no league)</source>
        <translation>(keine Liga)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No event yet.&lt;/b&gt; Fill in the form to create one.</source>
        <translation>&lt;b&gt;Noch kein Turnier.&lt;/b&gt; Füllen Sie das Formular aus, um eines anzulegen.</translation>
    </message>
    <message>
        <source>round totals only</source>
        <translation>nur Rundensummen</translation>
    </message>
    <message>
        <source>every hand</source>
        <translation>jedes Spiel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Current event:&lt;/b&gt; {name}, {date}{venue}&lt;br&gt;sessions: {sessions}, {hands} hands each, tables of {size}, rules {rules}, {mode}, entry {fee}.&lt;br&gt;Ctrl+E edits it; fill in the form to create another.</source>
        <translation>&lt;b&gt;Aktuelles Turnier:&lt;/b&gt; {name}, {date}{venue}&lt;br&gt;Durchgänge: {sessions}, je {hands} Spiele, Tische mit {size} Spielern, Regeln {rules}, {mode}, Startgeld {fee}.&lt;br&gt;Strg+E bearbeitet es; das Formular legt ein weiteres an.</translation>
    </message>
    <message>
        <source>Sheep Head, games to {n}</source>
        <translation>Sheep Head, Partien bis {n}</translation>
    </message>
    <message>
        <source>A session of {hands} hands is split into seating rounds when you draw them on Seating (Draw round: e.g. {rounds} rounds of 12 hands, players moving between tables after each).</source>
        <translation>Ein Durchgang mit {hands} Spielen wird beim Auslosen im Sitzplan in Runden geteilt (Runde auslosen: z. B. {rounds} Runden zu 12 Spielen; nach jeder wechseln die Spieler die Tische).</translation>
    </message>
    <message>
        <source>A session of {hands} hands is split into seating rounds when you draw them on Seating (Draw round says how many hands each round has).</source>
        <translation>Ein Durchgang mit {hands} Spielen wird beim Auslosen im Sitzplan in Runden geteilt (Runde auslosen legt fest, wie viele Spiele jede Runde hat).</translation>
    </message>
    <message>
        <source>Nothing created.</source>
        <translation>Nichts angelegt.</translation>
    </message>
    <message>
        <source>Created event {name}</source>
        <translation>Turnier {name} angelegt</translation>
    </message>
    <message>
        <source>Create event</source>
        <translation>Turnier anlegen</translation>
    </message>
    <message>
        <source>An event “{name}” on {date} already exists.</source>
        <translation>Ein Turnier „{name}“ am {date} gibt es bereits.</translation>
    </message>
    <message>
        <source>Create a second event with the same name and date? Pick the one there is in the toolbar to go on with it.</source>
        <translation>Ein zweites Turnier mit demselben Namen und Datum anlegen? Um mit dem vorhandenen weiterzumachen, wählen Sie es in der Werkzeugleiste.</translation>
    </message>
    <message>
        <source>Create another</source>
        <translation>Weiteres anlegen</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <extracomment>What a file name may not hold on Windows, macOS or Linux.</extracomment>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Seating by &amp;table…</source>
        <translation>Sitzplan nach &amp;Tischen…</translation>
    </message>
    <message>
        <source>seating by table</source>
        <translation>Sitzplan nach Tischen</translation>
    </message>
    <message>
        <source>Seating by &amp;name…</source>
        <translation>Sitzplan nach &amp;Namen…</translation>
    </message>
    <message>
        <source>Seat car&amp;ds (table-entry codes)…</source>
        <translation>Sitzkarten (Co&amp;des für die Eingabe am Tisch)…</translation>
    </message>
    <message>
        <source>&amp;Hand log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <source>&amp;Prize payouts</source>
        <translation>Preisgeld-&amp;Auszahlung</translation>
    </message>
    <message>
        <source>Season &amp;money list</source>
        <translation>Saison-&amp;Kassenliste</translation>
    </message>
    <message>
        <source>&amp;Event workbook (Excel)…</source>
        <translation>&amp;Turnier-Arbeitsmappe (Excel)…</translation>
    </message>
    <message>
        <source>Season &amp;workbook (Excel)…</source>
        <translation>Saison-&amp;Arbeitsmappe (Excel)…</translation>
    </message>
    <message>
        <source>Standings (&amp;CSV)…</source>
        <translation>Rangliste (&amp;CSV)…</translation>
    </message>
    <message>
        <source>Print preview (print or save as PDF)</source>
        <extracomment>table entry&apos;s address and whether the floor network runs (``FloorNetwork. entry_address``); the seat cards print it with its QR code</extracomment>
        <translation>Druckvorschau (drucken oder als PDF speichern)</translation>
    </message>
    <message>
        <source>Save as Excel or CSV</source>
        <translation>Als Excel oder CSV speichern</translation>
    </message>
    <message>
        <source>Pick an event in the toolbar first (or create one).</source>
        <translation>Wählen Sie zuerst in der Werkzeugleiste ein Turnier (oder legen Sie eines an).</translation>
    </message>
    <message>
        <source>This event belongs to no league season; pick a league night.</source>
        <translation>Dieses Turnier gehört zu keiner Ligasaison; wählen Sie einen Ligaabend.</translation>
    </message>
    <message>
        <source>No round is drawn yet: draw one on the Seating screen.</source>
        <translation>Noch keine Runde ausgelost: losen Sie eine im Sitzplan aus.</translation>
    </message>
    <message>
        <source>Session {session}, round {round} ({status})</source>
        <translation>Durchgang {session}, Runde {round} ({status})</translation>
    </message>
    <message>
        <source>Which round?</source>
        <translation>Welche Runde?</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>There are no players yet.</source>
        <translation>Es gibt noch keine Spieler.</translation>
    </message>
    <message>
        <source>Player history</source>
        <translation>Spielerhistorie</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Writing {what} ({format})…</source>
        <translation>{what} wird geschrieben ({format})…</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>The seat cards print {address}: start File → Floor network before the round.</source>
        <translation>Die Sitzkarten tragen {address}: Starten Sie Datei → Saalnetz vor der Runde.</translation>
    </message>
    <message>
        <source>seating by name</source>
        <translation>Sitzplan nach Namen</translation>
    </message>
    <message>
        <source>&amp;Blank score sheets…</source>
        <translation>&amp;Leere Spielzettel…</translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation>Spielzettel</translation>
    </message>
    <message>
        <source>seat cards</source>
        <translation>Sitzkarten</translation>
    </message>
    <message>
        <source>hand log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>prize payouts</source>
        <translation>Preisgeld-Auszahlung</translation>
    </message>
    <message>
        <source>Player h&amp;istory…</source>
        <translation>Spieler&amp;historie…</translation>
    </message>
    <message>
        <source>history</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Season st&amp;andings</source>
        <translation>Saison-Ran&amp;gliste</translation>
    </message>
    <message>
        <source>season standings</source>
        <translation>Saison-Rangliste</translation>
    </message>
    <message>
        <source>season money list</source>
        <translation>Saison-Kassenliste</translation>
    </message>
    <message>
        <source>workbook</source>
        <translation>Arbeitsmappe</translation>
    </message>
    <message>
        <source>season workbook</source>
        <translation>Saison-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Hands (CS&amp;V)…</source>
        <translation>Spiele (CS&amp;V)…</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Season tab&amp;le (CSV)…</source>
        <translation>Saisontab&amp;elle (CSV)…</translation>
    </message>
    <message>
        <source>season table</source>
        <translation>Saisontabelle</translation>
    </message>
    <message>
        <source>Seas&amp;on money list (CSV)…</source>
        <translation>Saison-Kassenl&amp;iste (CSV)…</translation>
    </message>
    <message>
        <source>session {session} round {round}</source>
        <translation>Durchgang {session} Runde {round}</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
</context>
<context>
    <name>FlightForm</name>
    <message>
        <source>Prize flights</source>
        <translation>Preisgruppen</translation>
    </message>
    <message>
        <source>No flights</source>
        <translation>Keine Gruppen</translation>
    </message>
    <message>
        <source>{n} flights ({names})</source>
        <translation>{n} Gruppen ({names})</translation>
    </message>
    <message>
        <source>Rating before the event</source>
        <translation>Wertungszahl vor dem Turnier</translation>
    </message>
    <message>
        <source>Game points per hand in earlier events</source>
        <translation>Spielpunkte je Spiel in früheren Turnieren</translation>
    </message>
    <message>
        <source>empty: equal flights; or e.g. 1600, 1400</source>
        <translation>leer: gleich große Gruppen; oder z. B. 1600, 1400</translation>
    </message>
    <message>
        <source>Lowest flight</source>
        <translation>Unterste Gruppe</translation>
    </message>
    <message>
        <source>Highest flight</source>
        <translation>Oberste Gruppe</translation>
    </message>
    <message>
        <source>A player wins at most one prize (the larger)</source>
        <translation>Jeder Spieler gewinnt höchstens einen Preis (den größeren)</translation>
    </message>
    <message>
        <source>Share of pool (%)</source>
        <translation>Anteil am Topf (%)</translation>
    </message>
    <message>
        <source>Places (% of the share)</source>
        <translation>Plätze (% des Anteils)</translation>
    </message>
    <message>
        <source>Flight {name}</source>
        <translation>Gruppe {name}</translation>
    </message>
    <message>
        <source>e.g. 50, 30, 20</source>
        <translation>z. B. 50, 30, 20</translation>
    </message>
    <message>
        <source>Flights</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Split by</source>
        <translation>Eingeteilt nach</translation>
    </message>
    <message>
        <source>Cutoffs</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>No history goes to</source>
        <translation>Ohne Vorgeschichte in</translation>
    </message>
    <message>
        <source>Hands for a history</source>
        <translation>Spiele für eine Vorgeschichte</translation>
    </message>
    <message>
        <source>The flights were fixed when the first round was published; how players are split can no longer change. Move a player by hand on the registration screen; the prizes may still change.</source>
        <translation>Die Gruppen wurden festgelegt, als die erste Runde veröffentlicht wurde; wie die Spieler eingeteilt sind, lässt sich nicht mehr ändern. Einen Spieler von Hand in der Anmeldung umsetzen; die Preise dürfen sich noch ändern.</translation>
    </message>
    <message>
        <source>Cutoffs: {count} flights need {need} cutoffs, the highest first (e.g. 1600, 1400), or none for equal flights</source>
        <translation>Grenzen: {count} Gruppen brauchen {need} Grenzen, die höchste zuerst (z. B. 1600, 1400), oder keine für gleich große Gruppen</translation>
    </message>
    <message>
        <source>{field}: {value} is not a number; type e.g. 25</source>
        <translation>{field}: {value} ist keine Zahl; z. B. 25 eingeben</translation>
    </message>
</context>
<context>
    <name>FloorNetwork</name>
    <message>
        <source>&amp;Floor network…</source>
        <translation>&amp;Saalnetz…</translation>
    </message>
</context>
<context>
    <name>FloorNetworkDialog</name>
    <message>
        <source>Floor network</source>
        <translation>Saalnetz</translation>
    </message>
    <message>
        <source>Listen on address:</source>
        <translation>Lauschen auf Adresse:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Players open the live standings on their phones. Pick the address of the hall&apos;s network (127.0.0.1 is this computer only).</source>
        <translation>Die Spieler öffnen die Live-Rangliste auf ihren Handys. Die Adresse des Saalnetzes wählen (127.0.0.1 ist nur dieser Computer).</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Running: players open %1</source>
        <translation>Läuft: Spieler öffnen %1</translation>
    </message>
    <message>
        <source>Off: nobody can reach the floor pages.</source>
        <translation>Aus: niemand erreicht die Saalseiten.</translation>
    </message>
</context>
<context>
    <name>FoxEntry</name>
    <message>
        <source>Sheep Head: seat of the team that took the fox, then that team&apos;s counters (1 9) · b + seat: buck (all tricks, 7) · a + seat: automatic buck (all six fox catchers, 14)</source>
        <translation>Sheep Head: Platz des Teams, das den Fuchs bekam, dann die Zähler dieses Teams (1 9) · b + Platz: Buck (alle Stiche, 7) · a + Platz: automatischer Buck (alle sechs Fuchsfänger, 14)</translation>
    </message>
    <message>
        <source>automatic buck {team}</source>
        <translation>automatischer Buck {team}</translation>
    </message>
    <message>
        <source>buck {team}</source>
        <translation>Buck {team}</translation>
    </message>
    <message>
        <source>fox {team} · counters {a}–{b}</source>
        <translation>Fuchs {team} · Zähler {a}–{b}</translation>
    </message>
    <message>
        <source>game {n}: 1+3 {a} · 2+4 {b}</source>
        <translation>Partie {n}: 1+3 {a} · 2+4 {b}</translation>
    </message>
    <message>
        <source>won by {team}</source>
        <translation>gewonnen von {team}</translation>
    </message>
</context>
<context>
    <name>HandEntryScreen</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>e.g. 1 9 — seats 1+3 took the fox and 9 counters</source>
        <translation>z. B. 1 9 — Plätze 1+3 bekamen den Fuchs und 9 Zähler</translation>
    </message>
    <message>
        <source>S{session} R{round} ({hands} hands, {status})</source>
        <translation>D{session} R{round} ({hands} Spiele, {status})</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>No published round yet: draw and publish one first.</source>
        <translation>Noch keine veröffentlichte Runde: zuerst eine auslosen und veröffentlichen.</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>Correct {n}</source>
        <translation>Korrektur {n}</translation>
    </message>
    <message>
        <source> of {n}</source>
        <translation> von {n}</translation>
    </message>
    <message numerus="yes">
        <source>Table {table}: all %n hand(s) entered · Ctrl+PgDown: next table</source>
        <translation>
            <numerusform>Tisch {table}: das %n Spiel ist eingegeben · Strg+Bild ab: nächster Tisch</numerusform>
            <numerusform>Tisch {table}: alle %n Spiele sind eingegeben · Strg+Bild ab: nächster Tisch</numerusform>
        </translation>
    </message>
    <message>
        <source>, {played} of {n} played</source>
        <translation>, {played} von {n} gespielt</translation>
    </message>
    <message>
        <source>Table {table}: hand {hand}{total} · dealer {seat} {name}</source>
        <translation>Tisch {table}: Spiel {hand}{total} · Geber {seat} {name}</translation>
    </message>
    <message>
        <source>This is the same as hand {hand}, just saved. Press Enter again to save it as hand {next} too, or Esc to clear the line.</source>
        <translation>Das ist dasselbe wie das eben gespeicherte Spiel {hand}. Noch einmal Enter speichert es auch als Spiel {next}, Esc leert die Zeile.</translation>
    </message>
    <message>
        <source>hand {hand} at table {table}</source>
        <translation>Spiel {hand} an Tisch {table}</translation>
    </message>
    <message>
        <source>Pick a hand with Ctrl+Up first, then F2 to correct it</source>
        <translation>Erst mit Strg+Hoch ein Spiel wählen, dann F2 zum Korrigieren</translation>
    </message>
    <message>
        <source>Pick a hand with Ctrl+Up first, then Ctrl+H for its history</source>
        <translation>Erst mit Strg+Hoch ein Spiel wählen, dann Strg+H für seinen Verlauf</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Delete {hand}?</source>
        <translation>{hand} löschen?</translation>
    </message>
    <message>
        <source>Ctrl+Z brings it back.</source>
        <translation>Strg+Z holt es zurück.</translation>
    </message>
    <message>
        <source>History of hand {n}</source>
        <translation>Verlauf von Spiel {n}</translation>
    </message>
    <message>
        <source>table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>Round {round} is closed: it takes no new hands. To correct a hand, pick it with Ctrl+Up and press F2 (you are asked to reopen the round), or reopen the round on Seating.</source>
        <translation>Runde {round} ist abgeschlossen: Sie nimmt keine neuen Spiele an. Um ein Spiel zu korrigieren, wählen Sie es mit Strg+Hoch und drücken F2 (Sie werden gefragt, ob die Runde wieder geöffnet werden soll), oder öffnen Sie die Runde im Sitzplan wieder.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>recorded</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>korrigiert</translation>
    </message>
    <message>
        <source>rescored (an earlier hand or the rules changed)</source>
        <translation>neu gewertet (ein früheres Spiel oder die Regeln änderten sich)</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>wiederhergestellt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>(a hand this version cannot read)</source>
        <translation>(ein Spiel, das diese Version nicht lesen kann)</translation>
    </message>
    <message>
        <source>{hand}; pays {pays}</source>
        <translation>{hand}; zahlt {pays}</translation>
    </message>
    <message>
        <source>seat {seat} {after} instead of {before}</source>
        <translation>Platz {seat} {after} statt {before}</translation>
    </message>
    <message>
        <source>pays {changes}</source>
        <translation>zahlt {changes}</translation>
    </message>
    <message>
        <source>nothing a player sees changed</source>
        <translation>für die Spieler hat sich nichts geändert</translation>
    </message>
</context>
<context>
    <name>HistoryImportDialog</name>
    <message>
        <source>Import league history</source>
        <translation>Liga-Historie importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>New players ({count}):</source>
        <translation>Neue Spieler ({count}):</translation>
    </message>
    <message>
        <source>Check before importing:</source>
        <translation>Vor dem Import prüfen:</translation>
    </message>
    <message>
        <source>{nights} nights, {rows} results; {new} new players.</source>
        <translation>{nights} Abende, {rows} Ergebnisse; {new} neue Spieler.</translation>
    </message>
</context>
<context>
    <name>ImportPlayersDialog</name>
    <message>
        <source>Import players — {file}</source>
        <translation>Spieler importieren — {file}</translation>
    </message>
    <message>
        <source>Columns of the file → fields</source>
        <translation>Spalten der Datei → Felder</translation>
    </message>
    <message>
        <source>— ignore —</source>
        <translation>— ignorieren —</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Preview (first {count} players)</source>
        <translation>Vorschau (die ersten {count} Spieler)</translation>
    </message>
    <message>
        <source>Problems (nothing is imported until there are none)</source>
        <translation>Probleme (nichts wird importiert, solange es welche gibt)</translation>
    </message>
    <message>
        <source>Import {count} players</source>
        <translation>{count} Spieler importieren</translation>
    </message>
    <message>
        <source>{count} problems: fix the file or the mapping; nothing is imported.</source>
        <translation>{count} Probleme: Datei oder Zuordnung korrigieren; nichts wird importiert.</translation>
    </message>
    <message>
        <source>The file has no players to import.</source>
        <translation>Die Datei enthält keine Spieler zum Importieren.</translation>
    </message>
    <message>
        <source>{count} players ready to import; no problems found.</source>
        <translation>{count} Spieler bereit zum Import; keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>Importing players</source>
        <translation>Spieler werden importiert</translation>
    </message>
    <message>
        <source>Imported {count} players from {file}</source>
        <translation>{count} Spieler aus {file} importiert</translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>Cancelled; what was done before Cancel is saved.</source>
        <translation>Abgebrochen; was vor dem Abbrechen erledigt war, ist gespeichert.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Projector &amp;display…</source>
        <translation>&amp;Beameranzeige…</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Projektor &amp;Vollbild</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source> Event: </source>
        <translation> Turnier: </translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>Alle Änderungen gespeichert</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Last entry NOT saved</source>
        <translation>Letzte Eingabe NICHT gespeichert</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open database file…</source>
        <translation>Datenbankdatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Connect to &amp;PostgreSQL server…</source>
        <translation>Mit &amp;PostgreSQL-Server verbinden…</translation>
    </message>
    <message>
        <source>&amp;Recent databases</source>
        <translation>&amp;Zuletzt geöffnete Datenbanken</translation>
    </message>
    <message>
        <source>&amp;Export / Print</source>
        <translation>&amp;Export / Drucken</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Ein&amp;stellungen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
</context>
<context>
    <name>NamesakeDialog</name>
    <message>
        <source>Another player with this name?</source>
        <translation>Ein weiterer Spieler mit diesem Namen?</translation>
    </message>
    <message>
        <source>{already} is already registered in this event.</source>
        <translation>{already} ist bereits für dieses Turnier angemeldet.</translation>
    </message>
    <message>
        <source>{already} is already in the player list.</source>
        <translation>{already} ist bereits in der Spielerliste.</translation>
    </message>
    <message>
        <source>Is this another player named {name}? Type a word that tells them apart (Jr., Sr., the town, a nickname) or the new player&apos;s member number.</source>
        <translation>Ist das ein weiterer Spieler namens {name}? Geben Sie ein Wort ein, das die beiden unterscheidet (jun., sen., der Ort, ein Spitzname), oder die Mitgliedsnummer des neuen Spielers.</translation>
    </message>
    <message>
        <source>Word to tell them apart</source>
        <translation>Wort zur Unterscheidung</translation>
    </message>
    <message>
        <source>or member number</source>
        <translation>oder Mitgliedsnummer</translation>
    </message>
    <message>
        <source>Word for the {name} already here</source>
        <translation>Wort für den schon vorhandenen Eintrag {name}</translation>
    </message>
    <message>
        <source>Add another player named {name}</source>
        <translation>Weiteren Spieler namens {name} anlegen</translation>
    </message>
</context>
<context>
    <name>NewSeasonDialog</name>
    <message>
        <source>New league season</source>
        <translation>Neue Ligasaison</translation>
    </message>
    <message>
        <source>e.g. 2026-27</source>
        <translation>z. B. 2026-27</translation>
    </message>
    <message>
        <source>League (pick or type a new one)</source>
        <translation>Liga (wählen oder neu eintippen)</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Beginn</translation>
    </message>
</context>
<context>
    <name>NightSheet</name>
    <message>
        <source>Enter a night</source>
        <translation>Abend eintragen</translation>
    </message>
    <message>
        <source>Correct {night}</source>
        <translation>{night} korrigieren</translation>
    </message>
    <message>
        <source>Night N</source>
        <translation>Abend N</translation>
    </message>
    <message>
        <source>entry fee, e.g. 5.00 (optional)</source>
        <translation>Startgeld, z. B. 5,00 (freiwillig)</translation>
    </message>
    <message>
        <source>Add a player: first letters of the name (Down, Enter), #number or a new name</source>
        <translation>Spieler hinzufügen: Anfangsbuchstaben des Namens (Runter, Enter), #Nummer oder ein neuer Name</translation>
    </message>
    <message>
        <source>Save the night (Enter)</source>
        <translation>Abend speichern (Enter)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Startgeld</translation>
    </message>
    <message>
        <source>did not play</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>bezahlt</translation>
    </message>
    <message>
        <source>The totals typed are not saved. Press Esc again to throw them away, or Enter to save the night.</source>
        <translation>Die eingegebenen Summen sind nicht gespeichert. Drücken Sie noch einmal Esc, um sie zu verwerfen, oder Enter, um den Abend zu speichern.</translation>
    </message>
    <message>
        <source>{player}: &apos;{text}&apos; is not a number; type e.g. +12, -7 or 2.5</source>
        <translation>{player}: &apos;{text}&apos; ist keine Zahl; tippe z. B. +12, -7 oder 2,5</translation>
    </message>
    <message>
        <source>● Sum 0 — players: {players}; Enter saves</source>
        <translation>● Summe 0 — Spieler: {players}; Enter speichert</translation>
    </message>
    <message>
        <source>● Sum {sum} — must be 0 (players: {players})</source>
        <translation>● Summe {sum} — muss 0 sein (Spieler: {players})</translation>
    </message>
    <message>
        <source>Press Enter again to add {name} anyway.</source>
        <translation>Noch einmal Enter, um {name} trotzdem anzulegen.</translation>
    </message>
    <message>
        <source>{name} is on the sheet.</source>
        <translation>{name} steht auf dem Zettel.</translation>
    </message>
    <message>
        <source>Nothing changed; Esc closes the sheet.</source>
        <translation>Nichts geändert; Esc schließt den Zettel.</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Search players: name, nickname, member number, club</source>
        <translation>Spieler suchen: Name, Spitzname, Mitgliedsnummer, Verein</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>&lt;b&gt;New player&lt;/b&gt;</source>
        <translation>&lt;b&gt;Neuer Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Save player</source>
        <translation>Spieler speichern</translation>
    </message>
    <message>
        <source>New (Ctrl+N)</source>
        <translation>Neu (Strg+N)</translation>
    </message>
    <message>
        <source>Merge selected (Ctrl+M)</source>
        <translation>Auswahl zusammenführen (Strg+M)</translation>
    </message>
    <message>
        <source>Import CSV / Excel…</source>
        <translation>CSV / Excel importieren…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Spitzname</translation>
    </message>
    <message>
        <source>Member #</source>
        <translation>Mitglieds-Nr.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edit {name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name} bearbeiten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Saved new player {name}</source>
        <translation>Neuer Spieler {name} gespeichert</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} gespeichert</translation>
    </message>
    <message>
        <source>{name} is already registered: shown here, nothing was added.</source>
        <translation>{name} ist bereits erfasst: hier angezeigt, nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>Select exactly two rows of the same person (Ctrl+click), then merge.</source>
        <translation>Genau zwei Zeilen derselben Person auswählen (Strg+Klick), dann zusammenführen.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Keep {keep} (#{keep_id}) and move all of {gone} (#{gone_id})&apos;s history onto it?</source>
        <translation>{keep} (#{keep_id}) behalten und die gesamte Historie von {gone} (#{gone_id}) dorthin übertragen?</translation>
    </message>
    <message>
        <source>Merged {gone} into {keep}</source>
        <translation>{gone} mit {keep} zusammengeführt</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>Player lists (*.csv *.xlsx);;All files (*)</source>
        <translation>Spielerlisten (*.csv *.xlsx);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}; check the file and choose it again.</source>
        <translation>{file} kann nicht gelesen werden: {reason}; Datei prüfen und erneut wählen.</translation>
    </message>
    <message>
        <source>Imported {count} players.</source>
        <translation>{count} Spieler importiert.</translation>
    </message>
</context>
<context>
    <name>PrintPreviewDialog</name>
    <message>
        <source>Print preview — {title}</source>
        <translation>Druckvorschau — {title}</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) — {file}</source>
        <translation>
            <numerusform>%n Seite — {file}</numerusform>
            <numerusform>%n Seiten — {file}</numerusform>
        </translation>
    </message>
    <message>
        <source>The document is saved as:
{file}

A page preview needs poppler&apos;s pdftoppm, which is not installed here. Open it in your PDF viewer to look at it and print it from there.</source>
        <translation>Das Dokument ist gespeichert als:
{file}

Für die Seitenvorschau wird pdftoppm (poppler) benötigt, das hier nicht installiert ist. Öffnen Sie es in Ihrem PDF-Betrachter, um es anzusehen und von dort zu drucken.</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Open in PDF viewer</source>
        <translation>Im PDF-Betrachter ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>{error}
The PDF is saved as {file}.</source>
        <translation>{error}
Das PDF ist gespeichert als {file}.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>%n Seite an den Drucker geschickt.</numerusform>
            <numerusform>%n Seiten an den Drucker geschickt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save PDF as</source>
        <translation>PDF speichern unter</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Cannot write {file}: {error}; pick another folder.</source>
        <translation>{file} kann nicht geschrieben werden: {error}; wählen Sie einen anderen Ordner.</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <source>Projector display</source>
        <translation>Beameranzeige</translation>
    </message>
    <message>
        <source>Show the projector display on:</source>
        <translation>Beameranzeige anzeigen auf:</translation>
    </message>
</context>
<context>
    <name>ProjectorClock</name>
    <message>
        <source>Round {round} · Session {session}</source>
        <extracomment>The digits&apos; colour by phase (the projector&apos;s background is dark blue).</extracomment>
        <translation>Runde {round} · Durchgang {session}</translation>
    </message>
    <message>
        <source>Time is nearly up</source>
        <translation>Die Zeit ist fast um</translation>
    </message>
    <message>
        <source>LAST HAND ({over} over)</source>
        <translation>LETZTES SPIEL ({over} überzogen)</translation>
    </message>
    <message>
        <source>{done} of {count} tables finished</source>
        <translation>{done} von {count} Tischen fertig</translation>
    </message>
</context>
<context>
    <name>ProjectorFlights</name>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Flight {name}</source>
        <translation>Gruppe {name}</translation>
    </message>
    <message>
        <source>Prizes now — {prizes}</source>
        <translation>Preise jetzt — {prizes}</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Sheepshead Scorer — projector</source>
        <extracomment>Seconds between pages of the standings. Milliseconds after a hand before the round progress is re-read (hands in quick succession are counted once).</extracomment>
        <translation>Sheepshead Scorer — Beamer</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>Kein Turnier</translation>
    </message>
    <message>
        <source>Waiting for the first round</source>
        <translation>Warten auf die erste Runde</translation>
    </message>
    <message>
        <source>Session {session} · Round {round}{state} · {entered}/{expected} hands entered</source>
        <translation>Durchgang {session} · Runde {round}{state} · {entered}/{expected} Spiele erfasst</translation>
    </message>
    <message>
        <source>totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>Table {n}: {done}</source>
        <translation>Tisch {n}: {done}</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Page {page} of {pages} · {count} players</source>
        <translation>Seite {page} von {pages} · {count} Spieler</translation>
    </message>
</context>
<context>
    <name>RegistrationModel</name>
    <message>
        <source>Provisional: by the current flight settings; fixed when the first round is published</source>
        <translation>Vorläufig: nach den aktuellen Gruppeneinstellungen; festgelegt, wenn die erste Runde veröffentlicht wird</translation>
    </message>
</context>
<context>
    <name>RegistrationScreen</name>
    <message>
        <source>Type a name and Enter to register (new names are added)</source>
        <translation>Namen eingeben und Enter zum Anmelden (neue Namen werden angelegt)</translation>
    </message>
    <message>
        <source>Filter the list</source>
        <translation>Liste filtern</translation>
    </message>
    <message>
        <source>Paid (Ctrl+P)</source>
        <translation>Bezahlt (Strg+P)</translation>
    </message>
    <message>
        <source>Check in (Ctrl+I)</source>
        <translation>Einchecken (Strg+I)</translation>
    </message>
    <message>
        <source>Check in all paid</source>
        <translation>Alle Bezahlten einchecken</translation>
    </message>
    <message>
        <source>Withdraw (Ctrl+W)</source>
        <translation>Abmelden (Strg+W)</translation>
    </message>
    <message>
        <source>Move to flight… (Ctrl+L)</source>
        <translation>In Gruppe setzen… (Strg+L)</translation>
    </message>
    <message>
        <source>{entered} entered · {checked} checked in · {withdrawn} withdrawn · {paid} taken</source>
        <translation>{entered} angemeldet · {checked} eingecheckt · {withdrawn} abgemeldet · {paid} eingenommen</translation>
    </message>
    <message>
        <source>Create or pick an event first (Event setup).</source>
        <translation>Zuerst ein Turnier anlegen oder wählen (Turnier einrichten).</translation>
    </message>
    <message>
        <source>Added new player {name}</source>
        <translation>Neuer Spieler {name} angelegt</translation>
    </message>
    <message>
        <source>Saved: {name} ({word})</source>
        <translation>Gespeichert: {name} ({word})</translation>
    </message>
    <message>
        <source>Select one player of an event with prize flights first (the flights are set up in the event&apos;s settings, Ctrl+E on Event setup).</source>
        <translation>Zuerst einen Spieler eines Turniers mit Preisgruppen auswählen (die Gruppen werden in den Turniereinstellungen eingerichtet, Strg+E unter Turnier).</translation>
    </message>
    <message>
        <source>Select one player to move to another flight.</source>
        <translation>Einen Spieler auswählen, der in eine andere Gruppe soll.</translation>
    </message>
    <message>
        <source>Move to flight</source>
        <translation>In Gruppe setzen</translation>
    </message>
    <message>
        <source>Flight for {name}:</source>
        <translation>Gruppe für {name}:</translation>
    </message>
    <message>
        <source>No paid player is waiting to be checked in.</source>
        <translation>Kein bezahlter Spieler wartet auf das Einchecken.</translation>
    </message>
    <message>
        <source>Select the players to {verb} first.</source>
        <translation>Zuerst die Spieler auswählen, die {verb} werden sollen.</translation>
    </message>
    <message>
        <source>mark paid</source>
        <translation>als bezahlt markiert</translation>
    </message>
    <message>
        <source>check in</source>
        <translation>eingecheckt</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>abgemeldet</translation>
    </message>
</context>
<context>
    <name>RoundChooser</name>
    <message>
        <source>Session {session}, round {round} ({status})</source>
        <translation>Durchgang {session}, Runde {round} ({status})</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <source>Round c&amp;lock</source>
        <translation>Runden&amp;uhr</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>&amp;Starten…</translation>
    </message>
    <message>
        <source>&amp;Pause / resume</source>
        <translation>&amp;Anhalten / weiter</translation>
    </message>
    <message>
        <source>&amp;Add minutes…</source>
        <translation>Minuten &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Set &amp;length…</source>
        <translation>&amp;Länge festlegen…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>Round {round} is closed: its clock is over. Reopen the round on Seating to change its clock.</source>
        <translation>Runde {round} ist abgeschlossen: ihre Uhr ist abgelaufen. Die Runde auf Sitzplan wieder öffnen, um ihre Uhr zu ändern.</translation>
    </message>
    <message>
        <source>No round is in play: publish a round on Seating first, then start its clock.</source>
        <translation>Keine Runde läuft: erst auf Sitzplan eine Runde veröffentlichen, dann ihre Uhr starten.</translation>
    </message>
    <message>
        <source>Round {round}&apos;s clock is already running: pause it (F8), add minutes (Ctrl+F8) or reset it.</source>
        <translation>Die Uhr von Runde {round} läuft schon: anhalten (F8), Minuten hinzufügen (Strg+F8) oder zurücksetzen.</translation>
    </message>
    <message>
        <source>Start the round clock</source>
        <translation>Rundenuhr starten</translation>
    </message>
    <message>
        <source>Round {round} of session {session}</source>
        <translation>Runde {round} von Durchgang {session}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>The clock was not started.</source>
        <translation>Die Uhr wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>Round {round}&apos;s clock started: {minutes} minutes.</source>
        <translation>Uhr von Runde {round} gestartet: {minutes} Minuten.</translation>
    </message>
    <message>
        <source>Round {round}&apos;s clock runs again.</source>
        <translation>Die Uhr von Runde {round} läuft weiter.</translation>
    </message>
    <message>
        <source>Round {round}&apos;s clock is paused (F8 resumes it).</source>
        <translation>Die Uhr von Runde {round} ist angehalten (F8 lässt sie weiterlaufen).</translation>
    </message>
    <message>
        <source>Add minutes</source>
        <translation>Minuten hinzufügen</translation>
    </message>
    <message>
        <source>Minutes to add to round {round}&apos;s clock (negative takes minutes off):</source>
        <translation>Minuten für die Uhr von Runde {round} (negativ zieht Minuten ab):</translation>
    </message>
    <message>
        <source>{minutes:+d} minutes on round {round}&apos;s clock.</source>
        <translation>{minutes:+d} Minuten auf der Uhr von Runde {round}.</translation>
    </message>
    <message>
        <source>Round clock length</source>
        <translation>Länge der Rundenuhr</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <source>Round {round}&apos;s clock: {minutes} minutes, warning {warning} minutes before the end.</source>
        <translation>Uhr von Runde {round}: {minutes} Minuten, Warnung {warning} Minuten vor dem Ende.</translation>
    </message>
    <message>
        <source>Reset the round clock</source>
        <translation>Rundenuhr zurücksetzen</translation>
    </message>
    <message>
        <source>Set round {round}&apos;s clock back to not started? The time it has run and the minutes added are dropped.</source>
        <translation>Die Uhr von Runde {round} auf nicht gestartet zurücksetzen? Die gelaufene Zeit und hinzugefügte Minuten entfallen.</translation>
    </message>
    <message>
        <source>Round {round}&apos;s clock is reset.</source>
        <translation>Die Uhr von Runde {round} ist zurückgesetzt.</translation>
    </message>
    <message>
        <source>LAST HAND</source>
        <translation>LETZTES SPIEL</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>warning: {left} left</source>
        <translation>Warnung: noch {left}</translation>
    </message>
    <message>
        <source>Round {round} clock</source>
        <translation>Rundenuhr Runde {round}</translation>
    </message>
    <message>
        <source>{where}: LAST HAND ({over} over)</source>
        <translation>{where}: LETZTES SPIEL ({over} überzogen)</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>RoundLife</name>
    <message>
        <source>Close anyway</source>
        <translation>Trotzdem abschließen</translation>
    </message>
    <message>
        <source>Close round</source>
        <translation>Runde abschließen</translation>
    </message>
    <message>
        <source>Close {round}?</source>
        <translation>{round} abschließen?</translation>
    </message>
    <message>
        <source>Closed {what}</source>
        <translation>{what} abgeschlossen</translation>
    </message>
    <message>
        <source>Closed {what}.</source>
        <translation>{what} abgeschlossen.</translation>
    </message>
    <message>
        <source>Every table has all its hands. Closed, the round takes no more hands until it is reopened (Seating → Reopen round; Ctrl+Z).</source>
        <translation>Jeder Tisch hat alle seine Spiele. Abgeschlossen nimmt die Runde keine Spiele mehr an, bis sie wieder geöffnet wird (Sitzplan → Runde wieder öffnen; Strg+Z).</translation>
    </message>
    <message>
        <source>No round of this event is closed.</source>
        <translation>Keine Runde dieses Turniers ist abgeschlossen.</translation>
    </message>
    <message>
        <source>No session of this event is closed.</source>
        <translation>Kein Durchgang dieses Turniers ist abgeschlossen.</translation>
    </message>
    <message>
        <source>Nothing closed.</source>
        <translation>Nichts abgeschlossen.</translation>
    </message>
    <message>
        <source>Pick an event first.</source>
        <translation>Wählen Sie zuerst ein Turnier.</translation>
    </message>
    <message>
        <source>Reopen &amp;session…</source>
        <translation>&amp;Durchgang wieder öffnen…</translation>
    </message>
    <message>
        <source>Reopen r&amp;ound…</source>
        <translation>R&amp;unde wieder öffnen…</translation>
    </message>
    <message>
        <source>Reopen round</source>
        <translation>Runde wieder öffnen</translation>
    </message>
    <message>
        <source>Reopen session</source>
        <translation>Durchgang wieder öffnen</translation>
    </message>
    <message>
        <source>Reopen which round?</source>
        <translation>Welche Runde wieder öffnen?</translation>
    </message>
    <message>
        <source>Reopen which session?</source>
        <translation>Welchen Durchgang wieder öffnen?</translation>
    </message>
    <message>
        <source>Reopened {what}</source>
        <translation>{what} wieder geöffnet</translation>
    </message>
    <message>
        <source>Reopened {what}: it takes hands and corrections again (Ctrl+Z closes it again).</source>
        <translation>{what} wieder geöffnet: nimmt wieder Spiele und Korrekturen an (Strg+Z schließt wieder ab).</translation>
    </message>
    <message>
        <source>Reopening is recorded in the audit log; close the round again on Seating when the corrections are done (Ctrl+Z closes it again at once).</source>
        <translation>Das Wiederöffnen wird im Protokoll festgehalten; schließen Sie die Runde im Sitzplan wieder ab, wenn die Korrekturen erledigt sind (Strg+Z schließt sie sofort wieder ab).</translation>
    </message>
    <message>
        <source>round {round} is still open</source>
        <translation>Runde {round} ist noch offen</translation>
    </message>
    <message>
        <source>round {round} is still open ({tables} short of hands)</source>
        <translation>Runde {round} ist noch offen ({tables}: Spiele fehlen)</translation>
    </message>
    <message>
        <source>Round closed</source>
        <translation>Runde abgeschlossen</translation>
    </message>
    <message>
        <source>Round {round} is closed. Reopen it to correct hand {hand}?</source>
        <translation>Runde {round} ist abgeschlossen. Wieder öffnen, um Spiel {hand} zu korrigieren?</translation>
    </message>
    <message>
        <source>Round {round} stays closed; nothing was changed.</source>
        <translation>Runde {round} bleibt abgeschlossen; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Session {n} cannot close yet: {rounds}. Close its rounds first (Close round).</source>
        <translation>Durchgang {n} kann noch nicht abgeschlossen werden: {rounds}. Schließen Sie zuerst seine Runden ab (Runde abschließen).</translation>
    </message>
    <message>
        <source>Close session</source>
        <translation>Durchgang abschließen</translation>
    </message>
    <message>
        <source>Close session {n}?</source>
        <translation>Durchgang {n} abschließen?</translation>
    </message>
    <message>
        <source>It is the last open session: closed, the standings, the prizes and every printout are final.</source>
        <translation>Es ist der letzte offene Durchgang: Ist er abgeschlossen, sind Rangliste, Preise und alle Ausdrucke endgültig.</translation>
    </message>
    <message>
        <source>Closed, the session takes no more results.</source>
        <translation>Abgeschlossen nimmt der Durchgang keine Ergebnisse mehr an.</translation>
    </message>
    <message>
        <source>(Seating → Reopen session; Ctrl+Z.)</source>
        <translation>(Sitzplan → Durchgang wieder öffnen; Strg+Z.)</translation>
    </message>
    <message>
        <source>round {round}: {tables}</source>
        <translation>Runde {round}: {tables}</translation>
    </message>
    <message>
        <source>Not every table has all its hands ({short}). {after}</source>
        <translation>Nicht jeder Tisch hat alle seine Spiele ({short}). {after}</translation>
    </message>
    <message>
        <source>Every round is closed with all its hands. {after}</source>
        <translation>Jede Runde ist mit allen ihren Spielen abgeschlossen. {after}</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>Durchgang {n}</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Rückgängig: {what}</translation>
    </message>
    <message>
        <source>close {what}</source>
        <translation>{what} abschließen</translation>
    </message>
    <message>
        <source>reopen {what}</source>
        <translation>{what} wieder öffnen</translation>
    </message>
    <message>
        <source>round {round} of session {session}</source>
        <translation>Runde {round} von Durchgang {session}</translation>
    </message>
    <message>
        <source>session {n}</source>
        <translation>Durchgang {n}</translation>
    </message>
    <message>
        <source>table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>tables {first} and {last}</source>
        <translation>Tische {first} und {last}</translation>
    </message>
    <message>
        <source>{tables} do not have all their hands yet. Closed, the round takes no more hands until it is reopened (Seating → Reopen round; Ctrl+Z).</source>
        <translation>{tables} haben noch nicht alle Spiele. Abgeschlossen nimmt die Runde keine Spiele mehr an, bis sie wieder geöffnet wird (Sitzplan → Runde wieder öffnen; Strg+Z).</translation>
    </message>
</context>
<context>
    <name>RoundTotalsScreen</name>
    <message>
        <source>{text} is not a number; type e.g. 12, -7 or 8/3</source>
        <translation>{text} ist keine Zahl; z. B. 12, -7 oder 8/3 eingeben</translation>
    </message>
    <message>
        <source>Second entry (blind check by another volunteer)</source>
        <translation>Zweiterfassung (Blindkontrolle durch einen weiteren Helfer)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message numerus="yes">
        <source>Not saved yet: the totals typed for %n table(s) ({tables}) — Enter saves</source>
        <translation>
            <numerusform>Noch nicht gespeichert: die eingetippten Summen für %n Tisch ({tables}) — Enter speichert</numerusform>
            <numerusform>Noch nicht gespeichert: die eingetippten Summen für %n Tische ({tables}) — Enter speichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: the two entries differ for {names}. Check the sheet and correct one of them.</source>
        <translation>Nicht gespeichert: Die beiden Erfassungen weichen ab bei {names}. Prüfen Sie den Zettel und korrigieren Sie eine davon.</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Saved the totals of table {n}</source>
        <translation>Summen von Tisch {n} gespeichert</translation>
    </message>
</context>
<context>
    <name>RuleSources</name>
    <message>
        <source>encyclopedia rules</source>
        <translation>Enzyklopädie-Regeln</translation>
    </message>
    <message>
        <source>online table rules</source>
        <translation>Regeln eines Online-Tischs</translation>
    </message>
    <message>
        <source>how-to guide</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>rules card</source>
        <translation>Regelkarte</translation>
    </message>
    <message>
        <source>German rules</source>
        <translation>deutsche Regeln</translation>
    </message>
    <message>
        <source>(base 2)</source>
        <extracomment>The details after a source number, and the sources without one (translated too).</extracomment>
        <translation>(Grundwert 2)</translation>
    </message>
    <message>
        <source>(solo ×2)</source>
        <translation>(Solo ×2)</translation>
    </message>
    <message>
        <source>(J♦)</source>
        <translation>(Karo-Bube)</translation>
    </message>
    <message>
        <source>(2/3–1/3)</source>
        <translation>(2/3–1/3)</translation>
    </message>
    <message>
        <source>(&quot;1 round of Schiller ... at the end of the night&quot;)</source>
        <translation>(„eine Runde Schiller … am Ende des Abends“)</translation>
    </message>
    <message>
        <source>(&quot;mit&quot; or &quot;ohne&quot;, a known variant)</source>
        <translation>(„mit“ oder „ohne“, eine bekannte Variante)</translation>
    </message>
    <message>
        <source>(jack of diamonds, &quot;a relatively new variant&quot;)</source>
        <translation>(Karo-Bube, „eine relativ neue Variante“)</translation>
    </message>
    <message>
        <source>(&quot;require the picker to take at least one trick&quot;)</source>
        <translation>(„der Spieler muss mindestens einen Stich machen“)</translation>
    </message>
    <message>
        <source>(house rule)</source>
        <translation>(Hausregel)</translation>
    </message>
    <message>
        <source>common options</source>
        <translation>übliche Optionen</translation>
    </message>
    <message>
        <source>Oktoberfest</source>
        <translation>Oktoberfest</translation>
    </message>
    <message>
        <source>Oktoberfest practice</source>
        <translation>Oktoberfest-Praxis</translation>
    </message>
    <message>
        <source>encyclopedia rules: called ace, the 5-handed chart with its alone column</source>
        <extracomment>One line per preset (its source and what sets it apart), shown next to its name wherever a preset is picked: &quot;003-rules-card — rules card: points grid, cracking, blitz&quot;.</extracomment>
        <translation>Enzyklopädie-Regeln: gerufenes Ass, die Tabelle für 5 Spieler mit der Spalte für Alleinspiel</translation>
    </message>
    <message>
        <source>online table rules: base 2, picker ⅔ and partner ⅓, leaster on</source>
        <translation>Regeln eines Online-Tischs: Grundwert 2, Spieler ⅔ und Partner ⅓, Leaster an</translation>
    </message>
    <message>
        <source>how-to guide: 2/1/−1, a defenders&apos; no-trick win costs the picker 9</source>
        <translation>Spielanleitung: 2/1/−1, ein Sieg der Gegner ohne Stich kostet den Spieler 9</translation>
    </message>
    <message>
        <source>rules card: points grid, cracking, blitz</source>
        <translation>Regelkarte: Punktetabelle, Cracken, Blitz</translation>
    </message>
    <message>
        <source>rules card in coins: 25 cents a point per opponent</source>
        <translation>Regelkarte in Münzen: 25 Cent je Punkt und Gegner</translation>
    </message>
    <message>
        <source>German rules: J♦ partner, solo doubled, doubler, kontra</source>
        <translation>deutsche Regeln: Karo-Bube als Partner, Solo doppelt, Doppler, Kontra</translation>
    </message>
</context>
<context>
    <name>RulesetCatalog</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>Picker&apos;s side</source>
        <translation>Nehmerseite</translation>
    </message>
    <message>
        <source>Nobody picks</source>
        <translation>Niemand nimmt auf</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Verdopplungen</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Plätze am Tisch</translation>
    </message>
    <message>
        <source>How many sit at a table (3-8).</source>
        <translation>Wie viele an einem Tisch sitzen (3-8).</translation>
    </message>
    <message>
        <source>Seats in play</source>
        <translation>Mitspieler je Spiel</translation>
    </message>
    <message>
        <source>How many play each hand (empty = everyone); the rest sit out.</source>
        <translation>Wie viele jedes Spiel mitspielen (leer = alle); die übrigen setzen aus.</translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation>Wer aussetzt</translation>
    </message>
    <message>
        <source>The dealer sits out, or a rotation named each hand.</source>
        <translation>Der Geber setzt aus, oder reihum wie je Spiel angegeben.</translation>
    </message>
    <message>
        <source>Sitter scores</source>
        <translation>Wertung des Aussetzenden</translation>
    </message>
    <message>
        <source>Nothing, or settles like a defender.</source>
        <translation>Nichts, oder rechnet ab wie ein Gegenspieler.</translation>
    </message>
    <message>
        <source>Partner method</source>
        <translation>Partnerwahl</translation>
    </message>
    <message>
        <source>Small tables: picker alone</source>
        <translation>Kleine Tische: Nehmer allein</translation>
    </message>
    <message>
        <source>At a 3- or 4-seat table the picker plays alone with the larger blind.</source>
        <translation>An einem Tisch mit 3 oder 4 Plätzen spielt der Nehmer allein mit dem größeren Skat.</translation>
    </message>
    <message>
        <source>Called ten</source>
        <translation>Gerufene Zehn</translation>
    </message>
    <message>
        <source>Holding every fail ace, the picker may call a ten.</source>
        <translation>Hält der Nehmer alle Farbassen, darf er eine Zehn rufen.</translation>
    </message>
    <message>
        <source>Unknown card</source>
        <translation>Unbekannte Karte</translation>
    </message>
    <message>
        <source>The picker may call an ace using an &apos;unknown&apos; card.</source>
        <translation>Der Nehmer darf mit einer &apos;unbekannten&apos; Karte ein Ass rufen.</translation>
    </message>
    <message>
        <source>Alone by choice</source>
        <translation>Allein nach Wahl</translation>
    </message>
    <message>
        <source>The picker may choose to play alone.</source>
        <translation>Der Nehmer darf allein spielen.</translation>
    </message>
    <message>
        <source>Jack call-up</source>
        <translation>Nächsthöheren Unter rufen</translation>
    </message>
    <message>
        <source>Holding the partner jack, the picker calls the next jack up.</source>
        <translation>Hält der Nehmer den Partner-Unter, ruft er den nächsthöheren Unter.</translation>
    </message>
    <message>
        <source>Base unit</source>
        <translation>Grundeinheit</translation>
    </message>
    <message>
        <source>Points (or cents) per unit.</source>
        <translation>Punkte (oder Cent) je Einheit.</translation>
    </message>
    <message>
        <source>Tier scale</source>
        <translation>Staffelung</translation>
    </message>
    <message>
        <source>Units for normal / schneider / schwarz.</source>
        <translation>Einheiten für normal / Schneider / Schwarz.</translation>
    </message>
    <message>
        <source>Schneider win at</source>
        <translation>Schneider gewonnen ab</translation>
    </message>
    <message>
        <source>Picker side points that make a schneider win (91 or 90).</source>
        <translation>Augen der Nehmerseite für einen Schneider-Sieg (91 oder 90).</translation>
    </message>
    <message>
        <source>Schneider loss at</source>
        <translation>Schneider verloren bei</translation>
    </message>
    <message>
        <source>Picker side points at or below which it is schneidered.</source>
        <translation>Augen der Nehmerseite, bei denen (oder darunter) sie Schneider ist.</translation>
    </message>
    <message>
        <source>Schwarz by</source>
        <translation>Schwarz durch</translation>
    </message>
    <message>
        <source>All tricks, or all 120 points.</source>
        <translation>Alle Stiche oder alle 120 Augen.</translation>
    </message>
    <message>
        <source>How the side shares</source>
        <translation>Aufteilung der Seite</translation>
    </message>
    <message>
        <source>Partner one share, 2/3–1/3, or equal.</source>
        <translation>Partner ein Anteil, 2/3–1/3 oder gleich.</translation>
    </message>
    <message>
        <source>Alone units</source>
        <translation>Einheiten allein</translation>
    </message>
    <message>
        <source>Units per opponent when alone (1 or 2).</source>
        <translation>Einheiten je Gegenspieler beim Alleinspiel (1 oder 2).</translation>
    </message>
    <message>
        <source>Double on the bump</source>
        <translation>Doppelt beim Verlieren</translation>
    </message>
    <message>
        <source>A losing picker pays double.</source>
        <translation>Ein verlierender Nehmer zahlt doppelt.</translation>
    </message>
    <message>
        <source>No-trick protection</source>
        <translation>Schutz ohne Stich</translation>
    </message>
    <message>
        <source>Side takes no trick: picker pays all, partner nothing.</source>
        <translation>Macht die Seite keinen Stich, zahlt der Nehmer alles, der Partner nichts.</translation>
    </message>
    <message>
        <source>Bury needs a trick</source>
        <translation>Gedrückte zählen nur mit Stich</translation>
    </message>
    <message>
        <source>Buried points count only if the side took a trick.</source>
        <translation>Gedrückte Augen zählen nur, wenn die Seite einen Stich gemacht hat.</translation>
    </message>
    <message>
        <source>When all pass</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <source>Each player&apos;s last deal doubled</source>
        <translation>Letztes Geben jedes Spielers doppelt</translation>
    </message>
    <message>
        <source>The session&apos;s last deals are ×2: one deal by each player at every table (5 deals at a 5-table, 6 at a 6-table), at the end of the session&apos;s last seating round.</source>
        <translation>Die letzten Spiele eines Durchgangs zählen ×2: an jedem Tisch ein Spiel, das jeder Spieler gibt (5 Spiele an einem Tisch mit 5 Plätzen, 6 an einem mit 6), am Ende der letzten Runde des Durchgangs.</translation>
    </message>
    <message>
        <source>Called ace, jack of diamonds/clubs, the 6/7/8-handed ways, or two-handed.</source>
        <translation>Gerufenes Ass, Karo-/Kreuz-Bube, die Arten für 6/7/8 Spieler oder zu zweit.</translation>
    </message>
    <message>
        <source>Jack picker calls an ace</source>
        <translation>Buben-Nehmer ruft ein Ass</translation>
    </message>
    <message>
        <source>Holding the partner jack, the picker may call a fail ace; with none to call he is stuck alone.</source>
        <translation>Hält der Nehmer den Partner-Buben, darf er ein Fehlfarben-Ass rufen; ist keins rufbar, muss er allein spielen.</translation>
    </message>
    <message>
        <source>Picker must take a trick</source>
        <translation>Nehmer muss einen Stich machen</translation>
    </message>
    <message>
        <source>A picker who takes no trick personally loses the hand; hands record the picker&apos;s own tricks.</source>
        <translation>Ein Nehmer, der selbst keinen Stich macht, verliert das Spiel; die Spiele halten die eigenen Stiche des Nehmers fest.</translation>
    </message>
    <message>
        <source>Smith rule</source>
        <translation>Smith-Regel</translation>
    </message>
    <message>
        <source>A picker who takes no trick personally: a win goes all to the partner, a loss is paid by the picker alone; hands record the picker&apos;s own tricks.</source>
        <translation>Ein Nehmer, der selbst keinen Stich macht: ein Gewinn geht ganz an den Partner, einen Verlust zahlt der Nehmer allein; die Spiele halten die eigenen Stiche des Nehmers fest.</translation>
    </message>
    <message>
        <source>Leaster, moster, doubler, redeal, forced pick, or the dealer&apos;s choice of leaster or doubler.</source>
        <translation>Leaster, Moster, Doppler, Neu geben, Pflichtnehmen oder die Wahl des Gebers zwischen Leaster und Doppler.</translation>
    </message>
    <message>
        <source>Leaster needs a trick</source>
        <translation>Leaster braucht einen Stich</translation>
    </message>
    <message>
        <source>A player with no trick cannot win.</source>
        <translation>Wer keinen Stich macht, kann nicht gewinnen.</translation>
    </message>
    <message>
        <source>Blind to last trick</source>
        <translation>Blinde zum letzten Stich</translation>
    </message>
    <message>
        <source>The blind goes with the last trick.</source>
        <translation>Die Blinde geht an den letzten Stich.</translation>
    </message>
    <message>
        <source>Leaster units</source>
        <translation>Leaster-Einheiten</translation>
    </message>
    <message>
        <source>What the winner collects from each.</source>
        <translation>Was der Gewinner von jedem bekommt.</translation>
    </message>
    <message>
        <source>Leaster tie</source>
        <translation>Leaster-Gleichstand</translation>
    </message>
    <message>
        <source>Split, no exchange, or redeal.</source>
        <translation>Teilen, kein Ausgleich oder neu geben.</translation>
    </message>
    <message>
        <source>Doubler mode</source>
        <translation>Doppler-Art</translation>
    </message>
    <message>
        <source>Next hand ×2, stack, or a queue of doubled hands.</source>
        <translation>Nächstes Spiel ×2, aufstocken oder eine Reihe verdoppelter Spiele.</translation>
    </message>
    <message>
        <source>Doubler queue</source>
        <translation>Doppler-Reihe</translation>
    </message>
    <message>
        <source>Doubled hands queued per passed-out deal.</source>
        <translation>Verdoppelte Spiele je ausgepasstem Spiel.</translation>
    </message>
    <message>
        <source>Pass ante</source>
        <translation>Pott-Einsatz</translation>
    </message>
    <message>
        <source>Units each player pays into a pot when nobody picks; the next pick&apos;s winners take it.</source>
        <translation>Einsatz in den Pott, wenn niemand aufnimmt (Einheiten je Spieler); die Gewinner des nächsten aufgenommenen Spiels bekommen ihn.</translation>
    </message>
    <message>
        <source>Schiller last round</source>
        <translation>Schiller in der letzten Runde</translation>
    </message>
    <message>
        <source>In the last round of a session nobody may pass: somebody has to pick.</source>
        <translation>In der letzten Runde einer Sitzung darf niemand passen: jemand muss nehmen.</translation>
    </message>
    <message>
        <source>Cracks allowed</source>
        <translation>Erlaubte Cracks</translation>
    </message>
    <message>
        <source>0-3: crack ×2, re-crack ×4, castrate ×8.</source>
        <translation>0-3: Crack ×2, Re-Crack ×4, Castrate ×8.</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>×2 per blitz declaration.</source>
        <translation>×2 je angesagtem Blitz.</translation>
    </message>
    <message>
        <source>Kontra / re</source>
        <translation>Kontra / Re</translation>
    </message>
    <message>
        <source>×2 each.</source>
        <translation>je ×2.</translation>
    </message>
    <message>
        <source>Last hand doubled</source>
        <translation>Letztes Spiel doppelt</translation>
    </message>
    <message>
        <source>The last hand of a session is ×2.</source>
        <translation>Das letzte Spiel einer Sitzung zählt ×2.</translation>
    </message>
    <message>
        <source>60–60 doubles the next</source>
        <translation>60–60 verdoppelt das nächste</translation>
    </message>
    <message>
        <source>After a 60–60 hand the next hand is ×2.</source>
        <translation>Nach einem 60–60 zählt das nächste Spiel ×2.</translation>
    </message>
    <message>
        <source>Runner units (mit/ohne)</source>
        <translation>Einheiten je Laufendem (mit/ohne)</translation>
    </message>
    <message>
        <source>Units per card of an unbroken run of top trump held (mit) or missing (ohne); 0 = off.</source>
        <translation>Einheiten je Karte einer ununterbrochenen Folge höchster Trümpfe, gehalten (mit) oder fehlend (ohne); 0 = aus.</translation>
    </message>
    <message>
        <source>Runners count from</source>
        <translation>Laufende zählen ab</translation>
    </message>
    <message>
        <source>The shortest run of top trump that pays.</source>
        <translation>Die kürzeste Folge höchster Trümpfe, die zählt.</translation>
    </message>
    <message>
        <source>Multiplier cap</source>
        <translation>Höchstfaktor</translation>
    </message>
    <message>
        <source>Highest multiplier (16, 64, …; empty = none).</source>
        <translation>Höchster Faktor (16, 64, …; leer = keiner).</translation>
    </message>
    <message>
        <source>Calling sheepshead</source>
        <translation>Sheepshead ansagen</translation>
    </message>
    <message>
        <source>Picker announces taking every trick.</source>
        <translation>Der Nehmer sagt an, alle Stiche zu machen.</translation>
    </message>
    <message>
        <source>Penalty method</source>
        <translation>Strafart</translation>
    </message>
    <message>
        <source>Pay each, pay a total, or forfeit the hand.</source>
        <translation>Jedem zahlen, einen Gesamtbetrag zahlen oder das Spiel verlieren.</translation>
    </message>
    <message>
        <source>Penalty units</source>
        <translation>Straf-Einheiten</translation>
    </message>
    <message>
        <source>Units the offender pays.</source>
        <translation>Einheiten, die der Schuldige zahlt.</translation>
    </message>
</context>
<context>
    <name>RulesetForm</name>
    <message>
        <source>{help}
Source: {source}</source>
        <translation>{help}
Quelle: {source}</translation>
    </message>
    <message>
        <source>{help}  &lt;i&gt;(source: {source})&lt;/i&gt;</source>
        <translation>{help}  &lt;i&gt;(Quelle: {source})&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Start from preset</source>
        <translation>Ausgehend von Vorlage</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Rules exactly as in preset {preset}.</source>
        <translation>Regeln genau wie in der Vorlage {preset}.</translation>
    </message>
    <message>
        <source>Modified from preset {preset}: {changes}</source>
        <translation>Geändert gegenüber der Vorlage {preset}: {changes}</translation>
    </message>
    <message>
        <source>These rules cannot be played: {error}</source>
        <translation>Mit diesen Regeln kann nicht gespielt werden: {error}</translation>
    </message>
</context>
<context>
    <name>RulesetValues</name>
    <message>
        <source>dealer</source>
        <extracomment>The words shown for the options&apos; choices (an enum value with &quot;_&quot; as a space), marked for translation in context &quot;RulesetValues&quot;; tier scales like &quot;1-2-3&quot; need none.</extracomment>
        <translation>Geber</translation>
    </message>
    <message>
        <source>rotation</source>
        <translation>reihum</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>null</translation>
    </message>
    <message>
        <source>as defender</source>
        <translation>wie Gegenspieler</translation>
    </message>
    <message>
        <source>called ace</source>
        <translation>gerufenes Ass</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>Schellen-Unter</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>Eichel-Unter</translation>
    </message>
    <message>
        <source>right hand and jd</source>
        <translation>rechter Nachbar und Schellen-Unter</translation>
    </message>
    <message>
        <source>die and jd</source>
        <translation>Würfel und Schellen-Unter</translation>
    </message>
    <message>
        <source>black queens</source>
        <translation>schwarze Ober</translation>
    </message>
    <message>
        <source>picker alone</source>
        <translation>Nehmer allein</translation>
    </message>
    <message>
        <source>two handed</source>
        <translation>zu zweit</translation>
    </message>
    <message>
        <source>all tricks</source>
        <translation>alle Stiche</translation>
    </message>
    <message>
        <source>all points</source>
        <translation>alle Augen</translation>
    </message>
    <message>
        <source>partner one share</source>
        <translation>Partner ein Anteil</translation>
    </message>
    <message>
        <source>two thirds</source>
        <translation>zwei Drittel</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>leaster</source>
        <translation>Leaster</translation>
    </message>
    <message>
        <source>moster</source>
        <translation>Moster</translation>
    </message>
    <message>
        <source>doubler</source>
        <translation>Doppler</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>neu geben</translation>
    </message>
    <message>
        <source>forced pick</source>
        <translation>Pflichtaufnahme</translation>
    </message>
    <message>
        <source>dealers choice</source>
        <translation>Wahl des Gebers</translation>
    </message>
    <message>
        <source>split</source>
        <translation>teilen</translation>
    </message>
    <message>
        <source>no exchange</source>
        <translation>kein Ausgleich</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>nächstes Spiel</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>aufstocken</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>each</source>
        <translation>jedem</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>Spiel verloren</translation>
    </message>
    <message>
        <source>picked</source>
        <extracomment>Hand types as a message names them (context &quot;RulesetValues&quot;, like the form&apos;s choices).</extracomment>
        <translation>aufgenommen</translation>
    </message>
    <message>
        <source>all pass</source>
        <translation>alle passen</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>vergeben</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
</context>
<context>
    <name>SafeFileDialog</name>
    <message>
        <source>{file} belongs to the database this program has open; pick another file.</source>
        <translation>{file} gehört zur Datenbank, die dieses Programm geöffnet hat; bitte eine andere Datei wählen.</translation>
    </message>
</context>
<context>
    <name>SavedNights</name>
    <message>
        <source>Saved night</source>
        <translation>Gespeicherter Abend</translation>
    </message>
    <message>
        <source>Correct night… (Ctrl+Shift+N)</source>
        <translation>Abend korrigieren… (Strg+Umschalt+N)</translation>
    </message>
    <message>
        <source>Delete night…</source>
        <translation>Abend löschen…</translation>
    </message>
    <message>
        <source>{night} corrected; Ctrl+Z puts the totals before back.</source>
        <translation>{night} korrigiert; Strg+Z stellt die vorherigen Summen wieder her.</translation>
    </message>
    <message>
        <source>Delete night</source>
        <translation>Abend löschen</translation>
    </message>
    <message>
        <source>Delete {night} with every total in it? The season table and the players&apos; histories will no longer count it; Ctrl+Z brings it back.</source>
        <translation>{night} mit allen Summen löschen? Die Saisontabelle und die Historien der Spieler zählen den Abend dann nicht mehr; Strg+Z holt ihn zurück.</translation>
    </message>
    <message>
        <source>{night} deleted; Ctrl+Z brings it back.</source>
        <translation>{night} gelöscht; Strg+Z holt den Abend zurück.</translation>
    </message>
    <message>
        <source>✓ Σ 0 — the night balances as one sheet</source>
        <translation>✓ Σ 0 — der Abend geht als ein Zettel auf</translation>
    </message>
    <message>
        <source>✗ the night does not balance</source>
        <translation>✗ der Abend geht nicht auf</translation>
    </message>
    <message>
        <source>A league night is one sheet ({players} players). Correct it on League season: Correct night… (Ctrl+Shift+N).</source>
        <translation>Ein Ligaabend ist ein einziger Zettel ({players} Spieler). Korrigieren Sie ihn unter Ligasaison: Abend korrigieren… (Strg+Umschalt+N).</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} — running total after each hand</source>
        <translation>Platz {seat}: {name} — laufende Summe nach jedem Spiel</translation>
    </message>
    <message>
        <source>this hand {points}</source>
        <translation>dieses Spiel {points}</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Players</source>
        <extracomment>The screens&apos; English titles (their keys); the screen list shows them translated.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Event setup</source>
        <translation>Turnier einrichten</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Hand entry</source>
        <translation>Spieleingabe</translation>
    </message>
    <message>
        <source>Round totals</source>
        <translation>Rundensummen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>League season</source>
        <translation>Ligasaison</translation>
    </message>
    <message>
        <source>Table entry</source>
        <translation>Eingabe am Tisch</translation>
    </message>
</context>
<context>
    <name>SeasonRulesDialog</name>
    <message>
        <source>Show each player&apos;s &amp;rating in the season table</source>
        <translation>&amp;Wertungszahl jedes Spielers in der Saisontabelle zeigen</translation>
    </message>
    <message>
        <source>A Rating column in the season table: on the screen, the PDF, the workbook, the CSV and the league website. The rating is recomputed from every hand played.</source>
        <translation>Eine Spalte Wertungszahl in der Saisontabelle: am Bildschirm, im PDF, in der Arbeitsmappe, in der CSV und auf der Liga-Website. Die Wertungszahl wird aus jedem gespielten Spiel neu berechnet.</translation>
    </message>
    <message>
        <source>(none: players share the place)</source>
        <translation>(keine: Spieler teilen sich den Platz)</translation>
    </message>
    <message>
        <source>Most nights</source>
        <translation>Meiste Abende</translation>
    </message>
    <message>
        <source>Best night</source>
        <translation>Bester Abend</translation>
    </message>
    <message>
        <source>Latest night</source>
        <translation>Letzter Abend</translation>
    </message>
    <message>
        <source>Rules of {season}</source>
        <translation>Regeln der Saison {season}</translation>
    </message>
    <message>
        <source>Placement points (else each night&apos;s game points)</source>
        <translation>Platzierungspunkte (sonst die Spielpunkte jedes Abends)</translation>
    </message>
    <message>
        <source>1st 2nd 3rd …, e.g. 25 20 16 13 11 10</source>
        <translation>1. 2. 3. …, z. B. 25 20 16 13 11 10</translation>
    </message>
    <message>
        <source>all nights</source>
        <translation>alle Abende</translation>
    </message>
    <message>
        <source>Points by place</source>
        <translation>Punkte je Platz</translation>
    </message>
    <message>
        <source>Places past the list</source>
        <translation>Plätze dahinter</translation>
    </message>
    <message>
        <source>Points per night played</source>
        <translation>Punkte je gespieltem Abend</translation>
    </message>
    <message>
        <source>Best N nights count</source>
        <translation>Die besten N Abende zählen</translation>
    </message>
    <message>
        <source>Drop the worst N nights</source>
        <translation>Die schlechtesten N Abende streichen</translation>
    </message>
    <message>
        <source>Nights needed to be ranked</source>
        <translation>Abende für einen Platz</translation>
    </message>
    <message>
        <source>Tiebreak {n}</source>
        <translation>Gleichstandsregel {n}</translation>
    </message>
    <message>
        <source>Nights that count</source>
        <translation>Abende, die zählen</translation>
    </message>
</context>
<context>
    <name>SeasonScreen</name>
    <message>
        <source>Night</source>
        <extracomment>The money list&apos;s column titles (``season_table.MONEY_COLUMNS``), for lupdate.</extracomment>
        <translation>Abend</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Fees due</source>
        <translation>Startgeld fällig</translation>
    </message>
    <message>
        <source>Fees paid</source>
        <translation>Startgeld bezahlt</translation>
    </message>
    <message>
        <source>Fees owed</source>
        <translation>Startgeld offen</translation>
    </message>
    <message>
        <source>Prizes paid</source>
        <translation>Preise ausgezahlt</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Kassenstand</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>Nicht bezahlt</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>New season…</source>
        <translation>Neue Saison…</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regeln…</translation>
    </message>
    <message>
        <source>Copy to a new season…</source>
        <translation>In neue Saison kopieren…</translation>
    </message>
    <message>
        <source>Enter a night… (Ctrl+N)</source>
        <translation>Abend eintragen… (Strg+N)</translation>
    </message>
    <message>
        <source>Import history…</source>
        <translation>Historie importieren…</translation>
    </message>
    <message>
        <source>Put current event in</source>
        <translation>Aktuelles Turnier aufnehmen</translation>
    </message>
    <message>
        <source>Take current event out</source>
        <translation>Aktuelles Turnier herausnehmen</translation>
    </message>
    <message>
        <source>Table PDF…</source>
        <translation>Tabelle als PDF…</translation>
    </message>
    <message>
        <source>Table CSV…</source>
        <translation>Tabelle als CSV…</translation>
    </message>
    <message>
        <source>Workbook…</source>
        <translation>Arbeitsmappe…</translation>
    </message>
    <message>
        <source>Money PDF…</source>
        <translation>Kassenliste als PDF…</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>No league season yet: press “New season…”.</source>
        <translation>Noch keine Ligasaison: „Neue Saison…“ drücken.</translation>
    </message>
    <message>
        <source>Season created; set its rules next.</source>
        <translation>Saison angelegt; jetzt ihre Regeln festlegen.</translation>
    </message>
    <message>
        <source>Season rules saved</source>
        <translation>Saisonregeln gespeichert</translation>
    </message>
    <message>
        <source>Copy to a new season</source>
        <translation>In neue Saison kopieren</translation>
    </message>
    <message>
        <source>Name of the new season (it gets these rules and this roster):</source>
        <translation>Name der neuen Saison (sie bekommt diese Regeln und diese Spielerliste):</translation>
    </message>
    <message>
        <source>Season {name} created</source>
        <translation>Saison {name} angelegt</translation>
    </message>
    <message>
        <source>Night saved</source>
        <translation>Abend gespeichert</translation>
    </message>
    <message>
        <source>Import league history</source>
        <translation>Liga-Historie importieren</translation>
    </message>
    <message>
        <source>Event totals (*.csv *.xlsx)</source>
        <translation>Turnierergebnisse (*.csv *.xlsx)</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Pick an event in the toolbar first.</source>
        <translation>Wähle zuerst ein Turnier in der Werkzeugleiste.</translation>
    </message>
    <message>
        <source>The event is now a night of this season.</source>
        <translation>Das Turnier ist jetzt ein Abend dieser Saison.</translation>
    </message>
    <message>
        <source>The event is no longer in a season.</source>
        <translation>Das Turnier gehört zu keiner Saison mehr.</translation>
    </message>
    <message>
        <source>Event moved</source>
        <translation>Turnier verschoben</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
</context>
<context>
    <name>SeasonTable</name>
    <message>
        <source>Most nights</source>
        <extracomment>The season tiebreaks&apos; names (``services.season_table.TIEBREAK_NAMES``), for lupdate.</extracomment>
        <translation>Meiste Abende</translation>
    </message>
    <message>
        <source>Best night</source>
        <translation>Bester Abend</translation>
    </message>
    <message>
        <source>Latest night</source>
        <translation>Letzter Abend</translation>
    </message>
    <message>
        <source>(not counted)</source>
        <extracomment>The cells&apos; words, for lupdate (shown through ``_tr``).</extracomment>
        <translation>(zählt nicht)</translation>
    </message>
    <message>
        <source>did not play that night</source>
        <translation>an dem Abend nicht gespielt</translation>
    </message>
    <message>
        <source>place {place} that night</source>
        <translation>Platz {place} an dem Abend</translation>
    </message>
    <message>
        <source>not in the league points</source>
        <translation>nicht in den Ligapunkten</translation>
    </message>
</context>
<context>
    <name>SeatingModel</name>
    <message>
        <source>Seat 1 (deals first)</source>
        <translation>Platz 1 (gibt zuerst)</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>{name} (player #{id})</source>
        <translation>{name} (Spieler #{id})</translation>
    </message>
</context>
<context>
    <name>SeatingScreen</name>
    <message>
        <source>Every session&apos;s hands are drawn: nothing is left to draw.</source>
        <translation>Die Spiele aller Durchgänge sind ausgelost: es bleibt nichts mehr auszulosen.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Avoid repeat tablemates</source>
        <translation>Wiederholte Tischnachbarn vermeiden</translation>
    </message>
    <message>
        <source>By standings (king of the hill)</source>
        <translation>Nach Rangliste (King of the Hill)</translation>
    </message>
    <message>
        <source>Require a blind second entry of every table to close</source>
        <translation>Abschluss nur nach blinder Zweiterfassung</translation>
    </message>
    <message>
        <source>session </source>
        <translation>Durchgang </translation>
    </message>
    <message>
        <source> hands</source>
        <translation> Spiele</translation>
    </message>
    <message>
        <source>Draw round (Ctrl+D)</source>
        <translation>Runde auslosen (Strg+D)</translation>
    </message>
    <message>
        <source>Publish (Ctrl+Shift+P)</source>
        <translation>Veröffentlichen (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>Close round</source>
        <translation>Runde abschließen</translation>
    </message>
    <message>
        <source>Close session</source>
        <translation>Durchgang abschließen</translation>
    </message>
    <message>
        <source>No more results in this session. Once the last session is closed the standings, the prizes and every printout are final.</source>
        <translation>Keine weiteren Ergebnisse in diesem Durchgang. Ist der letzte Durchgang abgeschlossen, sind Rangliste, Preise und alle Ausdrucke endgültig.</translation>
    </message>
    <message>
        <source>Space on a player, then Space on another: swap (or drag one name onto another) · L: lock a player&apos;s seat for the next draws · only a draft round can change</source>
        <translation>Leertaste auf einem Spieler, dann auf einem anderen: tauschen (oder Namen auf einen anderen ziehen) · L: Platz eines Spielers für die nächsten Auslosungen festhalten · nur ein Entwurf kann geändert werden</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Next round:</source>
        <translation>Nächste Runde:</translation>
    </message>
    <message>
        <source>Hands per table size: a 6-player table (the dealer sits out) plays more hands so its players play as many as at a 5-player table (24 for 20)</source>
        <translation>Spiele je Tischgröße: Ein 6er-Tisch (der Geber setzt aus) spielt mehr Spiele, damit seine Spieler so viele spielen wie an einem 5er-Tisch (24 statt 20)</translation>
    </message>
    <message>
        <source>Hands per table size:</source>
        <translation>Spiele je Tischgröße:</translation>
    </message>
    <message numerus="yes">
        <source>Every player plays %n hand(s).</source>
        <translation>
            <numerusform>Jeder Spieler spielt %n Spiel.</numerusform>
            <numerusform>Jeder Spieler spielt %n Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message numerus="yes">
        <source>Table {n}: %n hand(s), each player plays {plays}</source>
        <translation>
            <numerusform>Tisch {n}: %n Spiel, jeder Spieler spielt {plays}</numerusform>
            <numerusform>Tisch {n}: %n Spiele, jeder Spieler spielt {plays}</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: {text}</source>
        <translation>Warnung: {text}</translation>
    </message>
    <message numerus="yes">
        <source>Session {session}, round {round} — %n hand(s), {status}</source>
        <translation>
            <numerusform>Durchgang {session}, Runde {round} — %n Spiel, {status}</numerusform>
            <numerusform>Durchgang {session}, Runde {round} — %n Spiele, {status}</numerusform>
        </translation>
    </message>
    <message>
        <source>Create or pick an event first.</source>
        <translation>Zuerst ein Turnier anlegen oder wählen.</translation>
    </message>
    <message>
        <source>Drew a new round of session {session}</source>
        <translation>Neue Runde in Durchgang {session} ausgelost</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>Published the seating</source>
        <translation>Sitzplan veröffentlicht</translation>
    </message>
    <message>
        <source>Cannot close yet: {tables}. Open the table on Hand entry and press F9 for its second entry.</source>
        <translation>Noch nicht abschließbar: {tables}. Öffnen Sie den Tisch in der Spieleingabe und drücken Sie F9 für die Zweiterfassung.</translation>
    </message>
    <message>
        <source>Closed session {n}. The standings are final.</source>
        <translation>Durchgang {n} abgeschlossen. Die Rangliste ist endgültig.</translation>
    </message>
    <message>
        <source>Closed session {n}. Standings: {status}.</source>
        <translation>Durchgang {n} abgeschlossen. Rangliste: {status}.</translation>
    </message>
    <message>
        <source>{name} is no longer fixed.</source>
        <translation>{name} ist nicht mehr festgesetzt.</translation>
    </message>
    <message>
        <source>{name} keeps table {table}, seat {seat} in the next draws.</source>
        <translation>{name} behält in den nächsten Auslosungen Tisch {table}, Platz {seat}.</translation>
    </message>
    <message>
        <source>Picked {name}: move to another player and press Space.</source>
        <translation>{name} gewählt: zu einem anderen Spieler gehen und Leertaste drücken.</translation>
    </message>
    <message>
        <source>Reopen round</source>
        <translation>Runde wieder öffnen</translation>
    </message>
    <message>
        <source>Reopen session</source>
        <translation>Durchgang wieder öffnen</translation>
    </message>
    <message>
        <source>Same hands at every table</source>
        <translation>Gleich viele Spiele an jedem Tisch</translation>
    </message>
    <message>
        <source>Every player plays the same number</source>
        <translation>Jeder Spieler spielt gleich viele Spiele</translation>
    </message>
    <message>
        <source>Session {n} has all its {hands} hands drawn and no session is left to draw; close it (Close session) when its hands are in.</source>
        <translation>Für Durchgang {n} sind alle {hands} Spiele ausgelost, und es ist kein Durchgang mehr auszulosen; schließen Sie ihn ab (Durchgang abschließen), wenn seine Spiele erfasst sind.</translation>
    </message>
    <message>
        <source>Session {n} has all its {hands} hands drawn; draw session {next}.</source>
        <translation>Für Durchgang {n} sind alle {hands} Spiele ausgelost; losen Sie Durchgang {next} aus.</translation>
    </message>
    <message>
        <source>Session {n} has all its {hands} hands drawn — close the session (Close session, once its rounds are closed) and draw session {next}.</source>
        <translation>Für Durchgang {n} sind alle {hands} Spiele ausgelost — schließen Sie den Durchgang ab (Durchgang abschließen, sobald seine Runden abgeschlossen sind) und losen Sie Durchgang {next} aus.</translation>
    </message>
    <message>
        <source>{round} was closed.</source>
        <translation>{round} wurde abgeschlossen.</translation>
    </message>
    <message>
        <source>{round} was reopened: it takes hands and corrections again.</source>
        <translation>{round} wurde wieder geöffnet und nimmt wieder Spiele und Korrekturen an.</translation>
    </message>
    <message>
        <source>Session {n} was closed.</source>
        <translation>Durchgang {n} wurde abgeschlossen.</translation>
    </message>
    <message>
        <source>Session {n} was reopened.</source>
        <translation>Durchgang {n} wurde wieder geöffnet.</translation>
    </message>
</context>
<context>
    <name>SessionMemory</name>
    <message>
        <source>The app was not closed properly last time. Everything entered was saved (no hand had been entered in this event yet).</source>
        <translation>Die App wurde beim letzten Mal nicht ordnungsgemäß beendet. Alles Eingegebene ist gespeichert (in diesem Turnier war noch kein Spiel eingegeben).</translation>
    </message>
    <message>
        <source>The app was not closed properly last time; everything up to hand {hand} at table {table} (session {session}, round {round}) was saved. It opens where you were.</source>
        <translation>Die App wurde beim letzten Mal nicht ordnungsgemäß beendet; alles bis Spiel {hand} an Tisch {table} (Durchgang {session}, Runde {round}) ist gespeichert. Sie öffnet dort, wo Sie waren.</translation>
    </message>
    <message>
        <source>Sheepshead Scorer</source>
        <translation>Sheepshead Scorer</translation>
    </message>
    <message>
        <source>This file is open in another copy of Sheepshead Scorer.</source>
        <translation>Diese Datei ist in einem anderen Sheepshead Scorer geöffnet.</translation>
    </message>
    <message>
        <source>{who}. Both copies can enter results (each is a station of its own); to work in one window, close this one.</source>
        <translation>{who}. Beide können Ergebnisse eingeben (jeder ist eine eigene Station); um in einem Fenster zu arbeiten, dieses schließen.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>e.g. Desk 1 (default: this computer&apos;s name)</source>
        <translation>z. B. Kasse 1 (Standard: Name dieses Computers)</translation>
    </message>
    <message>
        <source>Dollars ($12.50)</source>
        <translation>Dollar (12,50 $)</translation>
    </message>
    <message>
        <source>Euros (12,50 € in German, €12.50 in English)</source>
        <translation>Euro (12,50 € auf Deutsch, €12.50 auf Englisch)</translation>
    </message>
    <message>
        <source>What every sum of money is written in — screens, printouts, workbooks and the players&apos; pages — for every event of this database and every station on it</source>
        <translation>Worin jeder Geldbetrag geschrieben wird — Ansichten, Ausdrucke, Arbeitsmappen und die Seiten der Spieler — für jedes Turnier dieser Datenbank und an jeder Station</translation>
    </message>
    <message>
        <source>A new language takes effect when you restart the app.</source>
        <translation>Eine neue Sprache gilt nach einem Neustart der App.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Erscheinungsbild</translation>
    </message>
    <message>
        <source>Default rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Name der Station</translation>
    </message>
    <message>
        <source>Money in (this database)</source>
        <translation>Währung (diese Datenbank)</translation>
    </message>
</context>
<context>
    <name>StandingsScreen</name>
    <message>
        <source>best round</source>
        <translation>beste Runde</translation>
    </message>
    <message>
        <source>lot</source>
        <translation>Los</translation>
    </message>
    <message>
        <source>most picker wins</source>
        <translation>meiste Nehmer-Siege</translation>
    </message>
    <message>
        <source>fewest hands lost</source>
        <translation>wenigste verlorene Spiele</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Nach Namen filtern</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>Durchgang {n}</translation>
    </message>
    <message>
        <source>Session {session}, round {round}</source>
        <translation>Durchgang {session}, Runde {round}</translation>
    </message>
    <message>
        <source>League season</source>
        <translation>Ligasaison</translation>
    </message>
    <message>
        <source>No event yet.</source>
        <translation>Noch kein Turnier.</translation>
    </message>
    <message>
        <source>Session {n} standings, {count} players. Tiebreaks: {chain}. {note}</source>
        <translation>Rangliste Durchgang {n}, {count} Spieler. Bei Gleichstand: {chain}. {note}</translation>
    </message>
    <message>
        <source>Event standings, {count} players. Tiebreaks: {chain}. {note}</source>
        <translation>Turnier-Rangliste, {count} Spieler. Bei Gleichstand: {chain}. {note}</translation>
    </message>
    <message>
        <source>{scope}: each player&apos;s points in that round</source>
        <translation>{scope}: die Punkte jedes Spielers in dieser Runde</translation>
    </message>
    <message>
        <source>{scope} standings, {count} players. Tiebreaks: {chain}.</source>
        <translation>Rangliste {scope}, {count} Spieler. Bei Gleichstand: {chain}.</translation>
    </message>
    <message>
        <source>Session {n} standings</source>
        <translation>Rangliste Durchgang {n}</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Prizes not computed: {error}</source>
        <translation>Preise nicht berechnet: {error}</translation>
    </message>
    <message>
        <source>Prize pool {pool}: {paid} paid out in prizes.</source>
        <translation>Preistopf {pool}: {paid} werden als Preise ausgezahlt.</translation>
    </message>
    <message>
        <source>{remainder} is not paid out: the prize places do not add up to the whole pool, and each prize is rounded down to the cent. It stays with the house (or goes to the next event).</source>
        <translation>{remainder} werden nicht ausgezahlt: Die Preisränge ergeben zusammen nicht den ganzen Topf, und jeder Preis wird auf den Cent abgerundet. Der Rest bleibt beim Veranstalter (oder geht an das nächste Turnier).</translation>
    </message>
    <message>
        <source>League season table, {count} players.</source>
        <translation>Tabelle der Ligasaison, {count} Spieler.</translation>
    </message>
    <message>
        <source>below: fewer pick wins</source>
        <translation>dahinter: weniger Nehmer-Siege</translation>
    </message>
    <message>
        <source>below: more hands lost</source>
        <translation>dahinter: mehr Spiele verloren</translation>
    </message>
    <message>
        <source>below: lower best round</source>
        <translation>dahinter: schwächere beste Runde</translation>
    </message>
    <message>
        <source>below: by lot</source>
        <translation>dahinter: durch Los</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>S{session} R{round} T{table}</source>
        <translation>D{session} R{round} T{table}</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <extracomment>What a refresh reads: the event&apos;s or the season&apos;s statistics and every rating.</extracomment>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>League season</source>
        <translation>Ligasaison</translation>
    </message>
    <message>
        <source>Counting the statistics of every hand…</source>
        <translation>Die Statistik aller Spiele wird gezählt…</translation>
    </message>
    <message>
        <source>No event yet.</source>
        <translation>Noch kein Turnier.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picked</source>
        <translation>
            <numerusform>%n gespielt</numerusform>
            <numerusform>%n gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaster(s)</source>
        <translation>
            <numerusform>%n Leaster</numerusform>
            <numerusform>%n Leaster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n all-pass(es)</source>
        <translation>
            <numerusform>%n-mal alle gepasst</numerusform>
            <numerusform>%n-mal alle gepasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schneider(s)</source>
        <translation>
            <numerusform>%n Schneider</numerusform>
            <numerusform>%n Schneider</numerusform>
        </translation>
    </message>
    <message>
        <source>{players}, {hands}: {picks} ({won} won by the picker&apos;s side), {leasters}, {passes}, {schneiders}, {moved} points moved per hand. Rates rounded to one decimal; sorting uses exact values.</source>
        <translation>{players}, {hands}: {picks} ({won} gewonnen von der Seite des Spielers), {leasters}, {passes}, {schneiders}, {moved} Punkte je Spiel bewegt. Quoten auf eine Nachkommastelle gerundet; sortiert wird nach den genauen Werten.</translation>
    </message>
    <message>
        <source>{title}: {events} events, {players} players.</source>
        <translation>{title}: {events} Turniere, {players} Spieler.</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>Durchgang {n}</translation>
    </message>
    <message>
        <source>Season progression</source>
        <translation>Saisonverlauf</translation>
    </message>
    <message>
        <source>Running score — session {n}</source>
        <translation>Punkteverlauf — Durchgang {n}</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Statistics written to {file}</source>
        <translation>Statistik geschrieben nach {file}</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Not written: {error}</source>
        <translation>Nicht geschrieben: {error}</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>draft</source>
        <extracomment>The locale each offered language formats dates and numbers with. The words the services use for a round&apos;s or a registration&apos;s state, marked for translation.</extracomment>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>published</source>
        <translation>veröffentlicht</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>registered</source>
        <translation>angemeldet</translation>
    </message>
    <message>
        <source>checked_in</source>
        <translation>eingecheckt</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>abgemeldet</translation>
    </message>
</context>
<context>
    <name>TableEntryScreen</name>
    <message>
        <source>hands {hands}</source>
        <translation>Spiele {hands}</translation>
    </message>
    <message>
        <source>signed by all</source>
        <translation>von allen unterschrieben</translation>
    </message>
    <message>
        <source>{signed} of {seats} signed</source>
        <translation>{signed} von {seats} unterschrieben</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>Players enter hands from their phones (table entry)</source>
        <translation>Die Spieler geben ihre Spiele am Handy ein (Eingabe am Tisch)</translation>
    </message>
    <message>
        <source>&amp;Lock / take over table</source>
        <translation>Tisch &amp;sperren / übernehmen</translation>
    </message>
    <message>
        <source>&amp;Revoke the table&apos;s codes</source>
        <translation>Codes des Tisches &amp;widerrufen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Each seat&apos;s code opens its table for this round on a phone (start File → Floor network; players open /t). Print the seat cards (File → Export / Print) and give each player their own: an opponent confirms each hand with their own code, and every seat signs the round&apos;s sheet at the end.</source>
        <translation>Der Code jedes Sitzplatzes öffnet seinen Tisch für diese Runde am Handy (Datei → Saalnetz starten; die Spieler öffnen /t). Drucken Sie die Sitzkarten (Datei → Export / Drucken) und geben Sie jedem Spieler seine eigene: Ein Gegenspieler bestätigt jedes Spiel mit seinem eigenen Code, und am Ende unterschreibt jeder Sitzplatz das Blatt der Runde.</translation>
    </message>
    <message>
        <source>Pick a table first.</source>
        <translation>Zuerst einen Tisch wählen.</translation>
    </message>
</context>
<context>
    <name>TableTotals</name>
    <message>
        <source>Table {n}</source>
        <extracomment>Tables side by side: two blocks of a six-seat table fit a 1366 px laptop in German too (three needed sideways scrolling).</extracomment>
        <translation>Tisch {n}</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Tisch speichern</translation>
    </message>
    <message>
        <source>&lt;b&gt;Player&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spieler&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sheet total&lt;/b&gt;</source>
        <translation>&lt;b&gt;Summe laut Zettel&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Second entry&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zweiterfassung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Computed from the hands entered on Hand entry</source>
        <translation>Aus den Spielen der Spieleingabe berechnet</translation>
    </message>
    <message numerus="yes">
        <source>Computed from %n hand(s) on Hand entry</source>
        <translation>
            <numerusform>Aus %n Spiel der Spieleingabe berechnet</numerusform>
            <numerusform>Aus %n Spielen der Spieleingabe berechnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {n} already has %n hand(s) entered on Hand entry; these totals come from them. To type the sheet&apos;s totals instead, delete those hands first.</source>
        <translation>
            <numerusform>Tisch {n} hat schon %n Spiel in der Spieleingabe; diese Summen ergeben sich daraus. Um stattdessen die Summen des Zettels einzutippen, zuerst dieses Spiel löschen.</numerusform>
            <numerusform>Tisch {n} hat schon %n Spiele in der Spieleingabe; diese Summen ergeben sich daraus. Um stattdessen die Summen des Zettels einzutippen, zuerst diese Spiele löschen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s total is missing; type 0 if they broke even</source>
        <translation>Summe von {name} fehlt; 0 eingeben, wenn ausgeglichen</translation>
    </message>
    <message>
        <source>✗ second entry differs: {names}</source>
        <translation>✗ Zweiterfassung weicht ab: {names}</translation>
    </message>
    <message>
        <source>Σ {total} · {missing} to go</source>
        <translation>Σ {total} · {missing} fehlen noch</translation>
    </message>
    <message>
        <source>✓ Σ 0 — balanced</source>
        <translation>✓ Σ 0 — ausgeglichen</translation>
    </message>
    <message>
        <source>✗ Σ {total} — the sheet does not balance</source>
        <translation>✗ Σ {total} — der Zettel geht nicht auf</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Not saved: {error}</source>
        <translation>Nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>record {what}</source>
        <translation>{what} erfassen</translation>
    </message>
    <message>
        <source>Saved: {what}</source>
        <translation>Gespeichert: {what}</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Rückgängig: {what}</translation>
    </message>
    <message>
        <source>correct {what}</source>
        <translation>{what} korrigieren</translation>
    </message>
    <message>
        <source>delete {what}</source>
        <translation>{what} löschen</translation>
    </message>
    <message>
        <source>Deleted: {what}</source>
        <translation>Gelöscht: {what}</translation>
    </message>
    <message>
        <source>swap {what}</source>
        <translation>{what} tauschen</translation>
    </message>
    <message>
        <source>Swapped {what}</source>
        <translation>{what} getauscht</translation>
    </message>
    <message>
        <source>fixed seat of {what}</source>
        <translation>fester Platz von {what}</translation>
    </message>
    <message>
        <source>edit {what}</source>
        <translation>{what} bearbeiten</translation>
    </message>
    <message>
        <source>Saved {what}</source>
        <translation>{what} gespeichert</translation>
    </message>
    <message>
        <source>add {name}</source>
        <translation>{name} anlegen</translation>
    </message>
    <message>
        <source>add and register {name}</source>
        <translation>{name} anlegen und anmelden</translation>
    </message>
    <message>
        <source>Added new player {name}</source>
        <translation>Neuer Spieler {name} angelegt</translation>
    </message>
    <message>
        <source>Redone: {what}</source>
        <translation>Wiederhergestellt: {what}</translation>
    </message>
    <message>
        <source>register {name}</source>
        <extracomment>The command&apos;s text (the Edit menu shows &quot;Undo check in Anna Schmidt&quot;), by action.</extracomment>
        <translation>{name} anmelden</translation>
    </message>
    <message>
        <source>mark {name} paid</source>
        <translation>{name} als bezahlt markieren</translation>
    </message>
    <message>
        <source>check in {name}</source>
        <translation>{name} einchecken</translation>
    </message>
    <message>
        <source>withdraw {name}</source>
        <translation>{name} abmelden</translation>
    </message>
    <message>
        <source>register {count} players</source>
        <extracomment>A batch&apos;s text, by action (&quot;check in all paid&quot; has its own).</extracomment>
        <translation>{count} Spieler anmelden</translation>
    </message>
    <message>
        <source>mark {count} players paid</source>
        <translation>{count} Spieler als bezahlt markieren</translation>
    </message>
    <message>
        <source>check in {count} players</source>
        <translation>{count} Spieler einchecken</translation>
    </message>
    <message>
        <source>withdraw {count} players</source>
        <translation>{count} Spieler abmelden</translation>
    </message>
    <message>
        <source>check in all paid ({count})</source>
        <translation>alle Bezahlten einchecken ({count})</translation>
    </message>
    <message>
        <source>move {name} to flight {flight}</source>
        <translation>{name} in Gruppe {flight} setzen</translation>
    </message>
</context>
<context>
    <name>Verification</name>
    <message>
        <source> alone</source>
        <translation> allein</translation>
    </message>
    <message>
        <source>{side} {points} pts, {tricks} tricks{extras}</source>
        <translation>{side} {points} Augen, {tricks} Stiche{extras}</translation>
    </message>
    <message>
        <source>{side} {points} pts{extras}</source>
        <translation>{side} {points} Augen{extras}</translation>
    </message>
    <message>
        <source>penalty on seat {seat} ({reason})</source>
        <translation>Strafe für Platz {seat} ({reason})</translation>
    </message>
    <message>
        <source>leaster {points}</source>
        <translation>Leaster {points}</translation>
    </message>
    <message>
        <source>hand {n}: only in the second entry ({hand})</source>
        <translation>Spiel {n}: nur in der Zweiterfassung ({hand})</translation>
    </message>
    <message>
        <source>hand {n}: missing from the second entry (first: {hand})</source>
        <translation>Spiel {n}: fehlt in der Zweiterfassung (Ersterfassung: {hand})</translation>
    </message>
    <message>
        <source>hand {n}: first {first}; second {second}</source>
        <translation>Spiel {n}: Ersterfassung {first}; Zweiterfassung {second}</translation>
    </message>
    <message>
        <source>table {n} has no second entry yet</source>
        <translation>Tisch {n} hat noch keine Zweiterfassung</translation>
    </message>
</context>
<context>
    <name>VerificationLog</name>
    <message numerus="yes">
        <source>table {n}: the second entry differs in %n hand(s)</source>
        <translation>
            <numerusform>Tisch {n}: die Zweiterfassung weicht in %n Spiel ab</numerusform>
            <numerusform>Tisch {n}: die Zweiterfassung weicht in %n Spielen ab</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <source>Second entry — {table}</source>
        <translation>Zweiterfassung — {table}</translation>
    </message>
    <message>
        <source>Type the sheet again, hand by hand; then Compare.</source>
        <translation>Den Zettel Spiel für Spiel erneut eingeben; dann vergleichen.</translation>
    </message>
    <message>
        <source>Compare with the first entry</source>
        <translation>Mit der Ersterfassung vergleichen</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>✓ Both entries agree on all {count} hands.</source>
        <translation>✓ Beide Erfassungen stimmen bei allen {count} Spielen überein.</translation>
    </message>
    <message numerus="yes">
        <source>✗ %n difference(s): check the paper sheet and correct the hand on the score sheet (F2), then enter it again here.</source>
        <translation>
            <numerusform>✗ %n Abweichung: Papierzettel prüfen, das Spiel auf dem Spielblatt korrigieren (F2) und hier erneut eingeben.</numerusform>
            <numerusform>✗ %n Abweichungen: Papierzettel prüfen, das Spiel auf dem Spielblatt korrigieren (F2) und hier erneut eingeben.</numerusform>
        </translation>
    </message>
</context>
</TS>
