<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>Rating: the Sheepshead rating from every hand played, recomputed from all the hands in the database (every event, not only this season); in brackets the hands it rests on; — no rated hand yet.</source>
        <extracomment>What a missed night prints; what an unranked player&apos;s place prints. Mark of a night&apos;s place decided by that night&apos;s tiebreak. The legend line of the rating column (the numeric copies word it their way).</extracomment>
        <translation>Wertungszahl: die Schafkopf-Wertungszahl aus jedem gespielten Spiel, neu berechnet aus allen Spielen der Datenbank (jedes Turnier, nicht nur diese Saison); in Klammern die Spiele, auf denen sie beruht; — noch kein gewertetes Spiel.</translation>
    </message>
    <message>
        <source>{field}={value!r} is not allowed; allowed: {allowed}</source>
        <translation>{field}={value!r} ist nicht erlaubt; erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>{message}{separator}{fix}</source>
        <translation>{message}{separator}{fix}</translation>
    </message>
    <message>
        <source>{field} = {value!r} cannot be exported: allowed is {allowed}.</source>
        <translation>{field} = {value!r} kann nicht exportiert werden: erlaubt ist {allowed}.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>{where}, column {column!r}</source>
        <translation>{where}, Spalte {column!r}</translation>
    </message>
    <message>
        <source>{where}: {value!r}: {message}</source>
        <translation>{where}: {value!r}: {message}</translation>
    </message>
    <message>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <source>{entity} {entity_id!r} does not exist; {fix}</source>
        <translation>{entity} {entity_id!r} existiert nicht; {fix}</translation>
    </message>
    <message>
        <source>reload the screen and pick it again</source>
        <translation>Ansicht neu laden und erneut auswählen</translation>
    </message>
    <message>
        <source>{field}={value!r} is not allowed: {allowed}</source>
        <translation>{field}={value!r} ist nicht erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>the database server {host}/{database}</source>
        <translation>der Datenbankserver {host}/{database}</translation>
    </message>
    <message>
        <source>another program or station</source>
        <translation>einem anderen Programm oder einer anderen Station</translation>
    </message>
    <message>
        <source>another entry already has the same {what}; reload the screen (another station may have entered it just now) and change the value that must be unique</source>
        <translation>ein anderer Eintrag hat bereits denselben Wert {what}; laden Sie die Ansicht neu (eine andere Station hat ihn vielleicht gerade eingegeben) und ändern Sie den Wert, der eindeutig sein muss</translation>
    </message>
    <message>
        <source>{location} is read-only (a write-protected file, folder or disk, or a read-only login); open a copy on a writable disk or ask for write access — nothing you entered was lost (the last entry was not saved)</source>
        <translation>{location} ist schreibgeschützt (eine schreibgeschützte Datei, ein schreibgeschützter Ordner oder Datenträger oder eine Anmeldung nur zum Lesen); öffnen Sie eine Kopie auf einem beschreibbaren Datenträger oder bitten Sie um Schreibrechte — nichts Eingegebenes ging verloren (nur die letzte Eingabe wurde nicht gespeichert)</translation>
    </message>
    <message>
        <source>the disk holding {location} is full; free space or save to another disk — nothing you entered was lost (the last entry was not saved: enter it again once there is room)</source>
        <translation>der Datenträger mit {location} ist voll; schaffen Sie Platz oder speichern Sie auf einem anderen Datenträger — nichts Eingegebenes ging verloren (nur die letzte Eingabe wurde nicht gespeichert: geben Sie sie erneut ein, sobald wieder Platz ist)</translation>
    </message>
    <message>
        <source>the database {location} is busy in another program ({who}); try again in a moment — the last entry was not saved, nothing else is lost</source>
        <translation>die Datenbank {location} ist in einem anderen Programm beschäftigt ({who}); versuchen Sie es gleich noch einmal — die letzte Eingabe wurde nicht gespeichert, sonst ging nichts verloren</translation>
    </message>
    <message>
        <source>{location} is damaged ({reason}); close the program and open the file again: it is then checked whole and the latest good backup is offered — what was saved before is in that backup</source>
        <translation>{location} ist beschädigt ({reason}); das Programm schließen und die Datei wieder öffnen: Sie wird dann ganz geprüft und die letzte gute Sicherung angeboten — was vorher gespeichert war, ist in dieser Sicherung</translation>
    </message>
    <message>
        <source>{location} cannot be reached ({reason}); check the network and that the server is running — the last entry was not saved, enter it again when the connection is back</source>
        <translation>{location} ist nicht erreichbar ({reason}); prüfen Sie das Netzwerk und ob der Server läuft — die letzte Eingabe wurde nicht gespeichert, geben Sie sie erneut ein, sobald die Verbindung wieder steht</translation>
    </message>
    <message>
        <source>{location} stopped answering while the last entry was being saved ({reason}): it may have been saved — checking… (reload to see it; entered again under the same hand number it is answered &apos;already saved&apos;, never stored twice)</source>
        <translation>{location} hat beim Speichern der letzten Eingabe nicht mehr geantwortet ({reason}): sie wurde vielleicht gespeichert — wird geprüft… (neu laden, um sie zu sehen; unter derselben Spielnummer noch einmal eingegeben, lautet die Antwort „schon gespeichert“, nie doppelt gespeichert)</translation>
    </message>
    <message>
        <source>the backup to {target} failed: {problem}. Nothing in the database changed</source>
        <translation>die Sicherung nach {target} ist fehlgeschlagen: {problem}. In der Datenbank wurde nichts geändert</translation>
    </message>
    <message>
        <source>{file} cannot be checked where it is: it is read-only (a write-protected folder or disk) and SQLite must write beside it to read it (its write-ahead log, -wal, is there) — this is not damage; copy the file with its -wal and -shm to a writable disk and check it there</source>
        <translation>{file} kann an diesem Ort nicht geprüft werden: Die Datei liegt schreibgeschützt (in einem schreibgeschützten Ordner oder auf einem schreibgeschützten Datenträger), und SQLite muss daneben schreiben, um sie zu lesen (ihr Write-Ahead-Log, -wal, liegt dort) — das ist kein Schaden; kopieren Sie die Datei mit ihren -wal- und -shm-Dateien auf einen beschreibbaren Datenträger und prüfen Sie sie dort</translation>
    </message>
    <message>
        <source>no good backup was found in {folder}; keep the damaged file and ask for help, or start a new database file</source>
        <translation>in {folder} wurde keine intakte Sicherung gefunden; behalten Sie die beschädigte Datei und holen Sie Hilfe, oder beginnen Sie eine neue Datenbankdatei</translation>
    </message>
    <message>
        <source>the latest good backup is {backup}; restore it with: sheepshead-scorer restore &quot;{backup}&quot; --database &quot;{database}&quot;</source>
        <translation>die neueste intakte Sicherung ist {backup}; wiederherstellen mit: sheepshead-scorer restore &quot;{backup}&quot; --database &quot;{database}&quot;</translation>
    </message>
    <message>
        <source>{message}. {fix}</source>
        <translation>{message}. {fix}</translation>
    </message>
    <message>
        <source>{location} cannot be opened: {reason}</source>
        <translation>{location} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>the file it replaced was backed up to {safety}</source>
        <translation>die ersetzte Datei wurde nach {safety} gesichert</translation>
    </message>
    <message>
        <source>there was no database file to replace</source>
        <translation>es gab keine Datenbankdatei zu ersetzen</translation>
    </message>
    <message>
        <source>the damaged file is kept as {kept} (with its -wal and -shm); {recovered}</source>
        <translation>die beschädigte Datei bleibt als {kept} erhalten (mit ihren -wal- und -shm-Dateien); {recovered}</translation>
    </message>
    <message>
        <source>restoring {backup} over {database} failed: {problem}</source>
        <translation>das Wiederherstellen von {backup} über {database} ist fehlgeschlagen: {problem}</translation>
    </message>
    <message>
        <source>automatic backup failed: {error}</source>
        <translation>automatische Sicherung fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>{location} is in use by {others}: {stations}; close Sheepshead Scorer there (a restore replaces what they are entering), then try again — nothing was changed</source>
        <translation>{location} wird von {others} benutzt: {stations}; schließen Sie Sheepshead Scorer dort (eine Wiederherstellung ersetzt, was dort eingegeben wird) und versuchen Sie es dann erneut — nichts wurde geändert</translation>
    </message>
    <message>
        <source>{count} other station</source>
        <translation>{count} anderen Station</translation>
    </message>
    <message>
        <source>{count} other stations</source>
        <translation>{count} anderen Stationen</translation>
    </message>
    <message>
        <source>{backup} cannot be restored into {location}: the file does not exist; pick a .dump or .json backup of a PostgreSQL database</source>
        <translation>{backup} kann nicht in {location} wiederhergestellt werden: die Datei existiert nicht; wählen Sie eine .dump- oder .json-Sicherung einer PostgreSQL-Datenbank</translation>
    </message>
    <message>
        <source>{backup} cannot be restored into {location}: the file type {suffix!r} is not a server backup; pick a .dump or .json backup of a PostgreSQL database</source>
        <translation>{backup} kann nicht in {location} wiederhergestellt werden: der Dateityp {suffix!r} ist keine Server-Sicherung; wählen Sie eine .dump- oder .json-Sicherung einer PostgreSQL-Datenbank</translation>
    </message>
    <message>
        <source>{backup} was taken at database version {revision} but {location} is at version {current}; restore it into a database of that version, or pick a backup taken with this version</source>
        <translation>{backup} wurde mit Datenbankversion {revision} erstellt, {location} hat aber Version {current}; stellen Sie sie in einer Datenbank dieser Version wieder her oder wählen Sie eine Sicherung, die mit dieser Version erstellt wurde</translation>
    </message>
    <message>
        <source>{backup} holds no schema revision (its alembic_version table is missing or empty), so it is not a backup of a Sheepshead Scorer database; pick a .dump made by Back up now or by sheepshead-scorer backup</source>
        <translation>{backup} enthält keine Schema-Revision (die Tabelle alembic_version fehlt oder ist leer), ist also keine Sicherung einer Sheepshead-Scorer-Datenbank; wählen Sie eine .dump-Datei, die mit „Jetzt sichern“ oder mit sheepshead-scorer backup erstellt wurde</translation>
    </message>
    <message>
        <source>{backup} cannot be restored: this backup was made by a newer Sheepshead Scorer (revision {revision}; this one knows up to {head}); install that version to restore it</source>
        <translation>{backup} kann nicht wiederhergestellt werden: Diese Sicherung wurde von einem neueren Sheepshead Scorer erstellt (Revision {revision}; dieser kennt Revisionen bis {head}); installieren Sie diese Version, um sie wiederherzustellen</translation>
    </message>
    <message>
        <source>the backup (schema revision {revision}) was restored, but migrating it to revision {head} failed: {reason}. What the restore replaced is in {safety}; restore that to go back</source>
        <translation>die Sicherung (Schema-Revision {revision}) wurde wiederhergestellt, die Migration auf Revision {head} ist aber fehlgeschlagen: {reason}. Was die Wiederherstellung ersetzt hat, liegt in {safety}; stellen Sie das wieder her, um zurückzukehren</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>the backup was made at schema revision {revision} (an older Sheepshead Scorer) and has been migrated to revision {current}</source>
        <translation>die Sicherung wurde mit Schema-Revision {revision} erstellt (ein älterer Sheepshead Scorer) und auf Revision {current} migriert</translation>
    </message>
    <message>
        <source>restoring {backup} into {location} failed and was rolled back: {reason}</source>
        <translation>das Wiederherstellen von {backup} in {location} ist fehlgeschlagen und wurde zurückgenommen: {reason}</translation>
    </message>
    <message>
        <source>{what}: 1 problem found, nothing was imported; fix the row listed and import the whole file again</source>
        <translation>{what}: 1 Problem gefunden, nichts wurde importiert; die aufgeführte Zeile korrigieren und die ganze Datei erneut importieren</translation>
    </message>
    <message>
        <source>{what}: {count} problems found, nothing was imported; fix the rows listed and import the whole file again</source>
        <translation>{what}: {count} Probleme gefunden, nichts wurde importiert; die aufgeführten Zeilen korrigieren und die ganze Datei erneut importieren</translation>
    </message>
    <message>
        <source>a whole number ≥ {minimum}</source>
        <translation>eine ganze Zahl ≥ {minimum}</translation>
    </message>
    <message>
        <source>None or a whole number from {low} to {high}</source>
        <translation>None oder eine ganze Zahl von {low} bis {high}</translation>
    </message>
    <message>
        <source>an int number of cents (e.g. 12345 for $123.45)</source>
        <translation>eine ganze Zahl (int) in Cent (z. B. 12345 für 123,45 $)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a non-empty name</source>
        <translation>ein nicht leerer Name</translation>
    </message>
    <message>
        <source>Give the player&apos;s name.</source>
        <translation>Den Namen des Spielers angeben.</translation>
    </message>
    <message>
        <source>an int or fractions.Fraction (never float)</source>
        <translation>ein int oder fractions.Fraction (niemals float)</translation>
    </message>
    <message>
        <source>Use exact arithmetic.</source>
        <translation>Exakte Arithmetik verwenden.</translation>
    </message>
    <message>
        <source>{count} values, one per column {columns!r}</source>
        <translation>{count} Werte, einer pro Spalte {columns!r}</translation>
    </message>
    <message>
        <source>a 0-based seat from 0 to {last}</source>
        <translation>ein Platz (ab 0 gezählt) von 0 bis {last}</translation>
    </message>
    <message>
        <source>each player once</source>
        <translation>jeder Spieler nur einmal</translation>
    </message>
    <message>
        <source>{name!r} is listed twice.</source>
        <translation>{name!r} steht doppelt in der Liste.</translation>
    </message>
    <message>
        <source>a name without &apos;;&apos;</source>
        <translation>ein Name ohne &apos;;&apos;</translation>
    </message>
    <message>
        <source>Rename the player.</source>
        <translation>Den Spieler umbenennen.</translation>
    </message>
    <message>
        <source>&apos;&apos; or one of {players!r}</source>
        <translation>&apos;&apos; oder einer von {players!r}</translation>
    </message>
    <message>
        <source>one of {players!r}</source>
        <translation>einer von {players!r}</translation>
    </message>
    <message>
        <source>max_lines={max_lines!r} is not allowed: at least 1 line; pass 10</source>
        <extracomment>At most this many lines on one chart by default. Line colours that stay apart in print and for colour-blind readers (Tableau 10).</extracomment>
        <translation>max_lines={max_lines!r} ist nicht erlaubt: mindestens 1 Linie; 10 übergeben</translation>
    </message>
    <message>
        <source>series {label!r} has {count} values: one per event ({events}) is needed; pass a cumulative total for every event</source>
        <translation>Reihe {label!r} hat {count} Werte: einer pro Turnier ({events}) wird gebraucht; für jedes Turnier eine aufsummierte Gesamtpunktzahl übergeben</translation>
    </message>
    <message>
        <source>{field}: {value!r} is not a number; write a whole number or 8/3</source>
        <extracomment>The sign each currency is written with. The largest power-of-two denominator written as a number: up to 6 binary digits after the point, so the float and its shortest decimal text (``&quot;32.515625&quot;``) are both exact. Beyond this size a float no longer holds every 1/64 exactly (53-bit mantissa). Every denominator points can have: shares split among at most 8 players (lcm of 1…8). Below this size a float tells every fraction over ``KNOWN_DENOMINATOR`` apart. A real minus sign: it lines up with &quot;+&quot; and reads as a minus, not a hyphen. Every vulgar fraction Unicode has (the &quot;Number Forms&quot; block, plus ½ ¼ ¾ from Latin-1); DejaVu Sans, the PDFs&apos; and the projector&apos;s font, draws all of them.</extracomment>
        <translation>{field}: {value!r} ist keine Zahl; eine ganze Zahl oder 8/3 schreiben</translation>
    </message>
    <message>
        <source>{field}: {value!r} is a rounded decimal; write the exact value as a fraction such as 8/3</source>
        <translation>{field}: {value!r} ist eine gerundete Dezimalzahl; den genauen Wert als Bruch wie 8/3 schreiben</translation>
    </message>
    <message>
        <source>{field}: empty; write a whole number or a fraction such as 8/3</source>
        <translation>{field}: leer; eine ganze Zahl oder einen Bruch wie 8/3 schreiben</translation>
    </message>
    <message>
        <source>{field}: {text!r} is not a number; write a whole number (12, -30) or an exact fraction (8/3)</source>
        <translation>{field}: {text!r} ist keine Zahl; eine ganze Zahl (12, -30) oder einen genauen Bruch (8/3) schreiben</translation>
    </message>
    <message>
        <source>{field}: {value!r} is not an amount; write it as $1,234.50</source>
        <translation>{field}: {value!r} ist kein Betrag; im Format $1,234.50 schreiben</translation>
    </message>
    <message>
        <source>{field}: {text!r} is not an amount; write it as $1,234.50</source>
        <translation>{field}: {text!r} ist kein Betrag; im Format $1,234.50 schreiben</translation>
    </message>
    <message>
        <source>language {language!r} is not offered for documents; choose one of {languages} (e.g. language=&apos;de&apos;)</source>
        <extracomment>The languages a document can be printed in, by code, with their own names.</extracomment>
        <translation>Sprache {language!r} wird für Dokumente nicht angeboten; eine von {languages} wählen (z. B. language=&apos;de&apos;)</translation>
    </message>
    <message>
        <source>is a formula; import plain values only (in Excel: copy, then Paste Special → Values) and try again</source>
        <translation>ist eine Formel; nur reine Werte importieren (in Excel: kopieren, dann Inhalte einfügen → Werte) und erneut versuchen</translation>
    </message>
    <message>
        <source>starts with &apos;=&apos; like a spreadsheet formula; if it really is text, write it as &apos;= … (with a leading apostrophe)</source>
        <translation>beginnt mit &apos;=&apos; wie eine Tabellenformel; wenn es wirklich Text ist, als &apos;= … schreiben (mit einem Apostroph davor)</translation>
    </message>
    <message>
        <source>is empty; every row needs a name</source>
        <translation>ist leer; jede Zeile braucht einen Namen</translation>
    </message>
    <message>
        <source>is {length} characters long; at most {limit} are allowed</source>
        <translation>ist {length} Zeichen lang; höchstens {limit} sind erlaubt</translation>
    </message>
    <message>
        <source>contains &apos;;&apos;, which separates names in hand logs; remove it</source>
        <translation>enthält &apos;;&apos;, das in Spielprotokollen Namen trennt; es entfernen</translation>
    </message>
    <message>
        <source>is not a whole number; write a number from {low} to {high}</source>
        <translation>ist keine ganze Zahl; eine Zahl von {low} bis {high} schreiben</translation>
    </message>
    <message>
        <source>is out of range; write a number from {low} to {high}</source>
        <translation>liegt außerhalb des Bereichs; eine Zahl von {low} bis {high} schreiben</translation>
    </message>
    <message>
        <source>has a decimal comma; write {fixed} (with a point) or the exact fraction (3/2)</source>
        <translation>hat ein Dezimalkomma; schreiben Sie {fixed} (mit Punkt) oder den genauen Bruch (3/2)</translation>
    </message>
    <message>
        <source>is not a number; write a whole number (12, -30) or an exact fraction (8/3)</source>
        <translation>ist keine Zahl; eine ganze Zahl (12, -30) oder einen genauen Bruch (8/3) schreiben</translation>
    </message>
    <message>
        <source>is not a date; write it as 2026-03-01, 01.03.2026 or 3/1/2026</source>
        <translation>ist kein Datum; im Format 2026-03-01, 01.03.2026 oder 3/1/2026 schreiben</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>is not a field of this import; the fields are {fields}.</source>
        <translation>ist kein Feld dieses Imports; die Felder sind {fields}.</translation>
    </message>
    <message>
        <source>was chosen for {field!r} but the file has no such column; its columns are {columns}.</source>
        <translation>wurde für {field!r} gewählt, aber die Datei hat keine solche Spalte; ihre Spalten sind {columns}.</translation>
    </message>
    <message>
        <source>no column for {label}: expected a header such as {examples}; the file&apos;s columns are {columns}. Rename the column or choose it in the mapping.</source>
        <translation>keine Spalte für {label}: erwartet wird eine Überschrift wie {examples}; die Spalten der Datei sind {columns}. Die Spalte umbenennen oder sie in der Zuordnung wählen.</translation>
    </message>
    <message>
        <source>has a second total for {event!r} on {date:%Y-%m-%d} (also on row {row}); keep one row per player per event</source>
        <translation>hat eine zweite Gesamtpunktzahl für {event!r} am {date:%Y-%m-%d} (auch in Zeile {row}); nur eine Zeile pro Spieler und Turnier behalten</translation>
    </message>
    <message>
        <source>is not yes or no; write {yes!r} or leave the cell empty</source>
        <translation>ist weder ja noch nein; {yes!r} schreiben oder die Zelle leer lassen</translation>
    </message>
    <message>
        <source>must list whole numbers from 0 to {high}, one per seat separated by &apos;;&apos; (e.g. 0; 30; 12; 78; 0)</source>
        <translation>muss ganze Zahlen von 0 bis {high} auflisten, eine pro Platz, getrennt durch &apos;;&apos; (z. B. 0; 30; 12; 78; 0)</translation>
    </message>
    <message>
        <source>must be two whole numbers separated by &apos;;&apos; (e.g. 9; 4)</source>
        <translation>muss zwei ganze Zahlen enthalten, getrennt durch &apos;;&apos; (z. B. 9; 4)</translation>
    </message>
    <message>
        <source>is not a hand type; write one of {types}</source>
        <extracomment>German hand types as a German workbook writes them (&quot;gespielt&quot;) → the English value.</extracomment>
        <translation>ist keine Spielart; eine von {types} schreiben</translation>
    </message>
    <message>
        <source>the file has the outcome columns {present} but not {missing}; add the missing columns (they may be empty), or remove all of them to import the payouts only.</source>
        <translation>die Datei hat die Ergebnisspalten {present}, aber nicht {missing}; die fehlenden Spalten ergänzen (sie dürfen leer sein) oder alle entfernen, um nur die Auszahlungen zu importieren.</translation>
    </message>
    <message>
        <source>no payout columns &apos;Seat 1&apos;, &apos;Seat 2&apos;, …; import a hand log exported by Sheepshead Scorer.</source>
        <translation>keine Auszahlungsspalten &apos;Seat 1&apos;, &apos;Seat 2&apos;, …; ein von Sheepshead Scorer exportiertes Spielprotokoll importieren.</translation>
    </message>
    <message>
        <source>the column {column!r} is missing (the file has {present}); every seat of a table needs its payout column — add it back and import again.</source>
        <translation>die Spalte {column!r} fehlt (die Datei hat {present}); jeder Platz eines Tisches braucht seine Auszahlungsspalte — fügen Sie sie wieder ein und importieren Sie erneut.</translation>
    </message>
    <message>
        <source>has a payout but the table has {count} players; clear the cell or add the player</source>
        <translation>hat eine Auszahlung, aber am Tisch sitzen {count} Spieler; die Zelle leeren oder den Spieler ergänzen</translation>
    </message>
    <message>
        <source>the payouts add up to {total}; a hand&apos;s payouts must sum to zero — correct them</source>
        <translation>die Auszahlungen ergeben zusammen {total}; die Auszahlungen eines Spiels müssen null ergeben — sie korrigieren</translation>
    </message>
    <message>
        <source>is not allowed: {allowed}</source>
        <translation>ist nicht erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>rows list up to {count} players but the file has payout columns only up to {last!r}; add the column {missing!r} (one payout column per seat).</source>
        <translation>Zeilen nennen bis zu {count} Spieler, aber die Datei hat Auszahlungsspalten nur bis {last!r}; fügen Sie die Spalte {missing!r} hinzu (eine Auszahlungsspalte je Platz).</translation>
    </message>
    <message>
        <source>is not an email address; write it as name@example.com or leave it empty</source>
        <translation>ist keine E-Mail-Adresse; im Format name@example.com schreiben oder leer lassen</translation>
    </message>
    <message>
        <source>no column for the player&apos;s name: expected &apos;Name&apos;, &apos;Player&apos;, &apos;Spieler&apos;, or &apos;First name&apos;/&apos;Vorname&apos; with &apos;Last name&apos;/&apos;Nachname&apos;; the file&apos;s columns are {columns}. Rename the column or choose it in the mapping.</source>
        <translation>keine Spalte für den Namen des Spielers: erwartet wird &apos;Name&apos;, &apos;Player&apos;, &apos;Spieler&apos; oder &apos;First name&apos;/&apos;Vorname&apos; mit &apos;Last name&apos;/&apos;Nachname&apos;; die Spalten der Datei sind {columns}. Die Spalte umbenennen oder sie in der Zuordnung wählen.</translation>
    </message>
    <message>
        <source>is already registered (as {name!r}); remove this row or rename the player</source>
        <translation>ist bereits angemeldet (als {name!r}); diese Zeile entfernen oder den Spieler umbenennen</translation>
    </message>
    <message>
        <source>appears twice: also on row {row}; remove one of the rows</source>
        <translation>kommt doppelt vor: auch in Zeile {row}; eine der Zeilen entfernen</translation>
    </message>
    <message>
        <source>belongs to a registered player already; check the number</source>
        <translation>gehört bereits einem angemeldeten Spieler; die Nummer prüfen</translation>
    </message>
    <message>
        <source>appears twice: also on row {row}; check the numbers</source>
        <translation>kommt doppelt vor: auch in Zeile {row}; die Nummern prüfen</translation>
    </message>
    <message>
        <source>cannot open {path}: {reason}. Check the file name.</source>
        <extracomment>Files larger than this are refused before reading (bytes). A workbook (a zip) whose parts would inflate past this is refused before reading (bytes): a 200,000-hand log (20 MB packed) inflates to about 150 MB. ... or with a part packed more than this many times (a real sheet: 5-30×; a bomb: 1,000×) (parts smaller than this are not asked: a tiny file packs well). At most this many data rows are imported from one file (players, league history). Hand logs are longer: a 30,000-hand event must fit.</extracomment>
        <translation>{path} kann nicht geöffnet werden: {reason}. Den Dateinamen prüfen.</translation>
    </message>
    <message>
        <source>the file is {size:.1f} MB; at most {limit} MB can be imported. Split it into smaller files.</source>
        <translation>die Datei ist {size:.1f} MB groß; höchstens {limit} MB können importiert werden. Sie in kleinere Dateien aufteilen.</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB. Split it into smaller files.</source>
        <translation>die Datei ist größer als {limit} MB. In kleinere Dateien aufteilen.</translation>
    </message>
    <message>
        <source>the file is not a valid .xlsx workbook. Save it again from Excel.</source>
        <translation>die Datei ist keine gültige .xlsx-Arbeitsmappe. Sie in Excel erneut speichern.</translation>
    </message>
    <message>
        <source>this is an old Excel .xls file, which cannot be read. In Excel choose Save As → Excel Workbook (.xlsx) or CSV UTF-8, then import that file.</source>
        <translation>dies ist eine alte Excel-.xls-Datei, die nicht gelesen werden kann. In Excel Speichern unter → Excel-Arbeitsmappe (.xlsx) oder CSV UTF-8 wählen und dann diese Datei importieren.</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is damaged. Save it again as CSV UTF-8 and import that file.</source>
        <translation>die Datei beginnt wie UTF-16-Text, ist aber beschädigt. Speichern Sie sie erneut als CSV UTF-8 und importieren Sie diese Datei.</translation>
    </message>
    <message>
        <source>the file contains binary data (NUL bytes), so it is not a CSV text file. Export it as CSV UTF-8 or .xlsx and import that file.</source>
        <translation>die Datei enthält Binärdaten (NUL-Bytes), ist also keine CSV-Textdatei. Sie als CSV UTF-8 oder .xlsx exportieren und diese Datei importieren.</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {position} is invalid) nor Windows-1252 text. In Excel choose Save As → CSV UTF-8 (comma delimited) and import that file.</source>
        <translation>die Datei ist weder UTF-8-Text (Byte {position} ist ungültig) noch Windows-1252-Text. In Excel Speichern unter → CSV UTF-8 (durch Trennzeichen getrennt) wählen und diese Datei importieren.</translation>
    </message>
    <message>
        <source>The file is not UTF-8, so it was read as Windows-1252 (what German Excel writes as “CSV”). Check the umlauts in the preview; if they look wrong, save the file as “CSV UTF-8” and import it again.</source>
        <translation>Die Datei ist nicht UTF-8 und wurde daher als Windows-1252 gelesen (was ein deutsches Excel als „CSV“ schreibt). Die Umlaute in der Vorschau prüfen; sehen sie falsch aus, die Datei als „CSV UTF-8“ speichern und erneut importieren.</translation>
    </message>
    <message>
        <source>the file is empty. Choose a file with a header row and data rows.</source>
        <translation>die Datei ist leer. Eine Datei mit einer Kopfzeile und Datenzeilen wählen.</translation>
    </message>
    <message>
        <source>the CSV is malformed: {reason}. Save it again as CSV UTF-8.</source>
        <translation>die CSV-Datei ist fehlerhaft: {reason}. Sie erneut als CSV UTF-8 speichern.</translation>
    </message>
    <message>
        <source>the workbook inflates to {size} MB when opened ({part}: {ratio}× its packed size); at most {limit} MB, packed at most {most}×, can be imported — it is not an ordinary workbook (a zip bomb?). Open it in Excel and save it again as .xlsx or CSV UTF-8, or split it</source>
        <translation>die Arbeitsmappe wächst beim Öffnen auf {size} MB an ({part}: {ratio}× ihre gepackte Größe); importiert werden können höchstens {limit} MB, gepackt höchstens {most}× — das ist keine gewöhnliche Arbeitsmappe (eine Zip-Bombe?). Öffnen Sie sie in Excel und speichern Sie sie erneut als .xlsx oder CSV UTF-8, oder teilen Sie sie auf</translation>
    </message>
    <message>
        <source>the workbook cannot be read ({kind}). Save it again from Excel as .xlsx.</source>
        <translation>die Arbeitsmappe kann nicht gelesen werden ({kind}). Sie in Excel erneut als .xlsx speichern.</translation>
    </message>
    <message>
        <source>the file has no rows. Choose a file with a header row.</source>
        <translation>die Datei hat keine Zeilen. Eine Datei mit einer Kopfzeile wählen.</translation>
    </message>
    <message>
        <source>the file has a header row but no data rows below it.</source>
        <translation>die Datei hat eine Kopfzeile, aber keine Datenzeilen darunter.</translation>
    </message>
    <message>
        <source>the file has more than {limit:,} data rows; import at most {limit:,} rows at a time. Split the file.</source>
        <translation>die Datei hat mehr als {limit:,} Datenzeilen; höchstens {limit:,} Zeilen auf einmal importieren. Die Datei aufteilen.</translation>
    </message>
    <message>
        <source>… and {count} more problems.</source>
        <extracomment>How many rows a preview shows unless told otherwise.</extracomment>
        <translation>… und {count} weitere Probleme.</translation>
    </message>
    <message>
        <source>at least 1</source>
        <extracomment>Space the hand rows may use on a landscape page (points), below the title and names. Rows are never made lower than this (room to write). Up to this many hands a sheet is kept on one page (shrunk a little if needed); a longer round continues on the next page with the header repeated. Fixed columns: hand number, dealer (pre-filled), picker and partner (a seat number or initials), the picker side&apos;s card points. A two-seat table plays the two-handed game (002 &quot;Two player rules&quot;): nobody picks and nobody partners, so the sheet asks for the seat whose card points are written and them (the other seat took the rest; 61 wins, 002 &quot;Earn a total of 61 or more points&quot;).</extracomment>
        <translation>mindestens 1</translation>
    </message>
    <message>
        <source>Set how many hands each table plays this round.</source>
        <translation>Festlegen, wie viele Spiele jeder Tisch in dieser Runde spielt.</translation>
    </message>
    <message>
        <source>one code per seat</source>
        <translation>ein Code pro Sitzplatz</translation>
    </message>
    <message>
        <source>2 to 10 names</source>
        <extracomment>Separator between names in one cell (partners, the players of a table).</extracomment>
        <translation>2 bis 10 Namen</translation>
    </message>
    <message>
        <source>payouts that sum to zero</source>
        <translation>Auszahlungen, deren Summe null ist</translation>
    </message>
    <message>
        <source>one of {kinds}</source>
        <translation>einer von {kinds}</translation>
    </message>
    <message>
        <source>an integer &gt;= 1 (1 = nothing carried)</source>
        <translation>eine ganze Zahl &gt;= 1 (1 = nichts übertragen)</translation>
    </message>
    <message>
        <source>0-{max_cracks} (max_cracks)</source>
        <translation>0-{max_cracks} (max_cracks)</translation>
    </message>
    <message>
        <source>this ruleset does not allow that many cracks; raise max_cracks to allow them</source>
        <translation>dieses Regelwerk erlaubt nicht so viele Cracks; max_cracks erhöhen, um sie zu erlauben</translation>
    </message>
    <message>
        <source>0 (blitz is off in this ruleset)</source>
        <translation>0 (Blitz ist in diesem Regelwerk ausgeschaltet)</translation>
    </message>
    <message>
        <source>0 (kontra is off in this ruleset)</source>
        <translation>0 (Kontra ist in diesem Regelwerk ausgeschaltet)</translation>
    </message>
    <message>
        <source>a seat number 0-7</source>
        <translation>eine Platznummer 0-7</translation>
    </message>
    <message>
        <source>{what} from 0 to {high}</source>
        <translation>{what} von 0 bis {high}</translation>
    </message>
    <message>
        <source>a list of seat numbers</source>
        <translation>eine Liste von Platznummern</translation>
    </message>
    <message>
        <source>each seat at most once</source>
        <translation>jeder Platz höchstens einmal</translation>
    </message>
    <message>
        <source>seats other than the picker</source>
        <translation>andere Plätze als der des Nehmers</translation>
    </message>
    <message>
        <source>seat {seat} is the picker and cannot also be a partner</source>
        <translation>Platz {seat} ist der Nehmer und kann nicht zugleich Partner sein</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>a trick count</source>
        <translation>eine Stichzahl</translation>
    </message>
    <message>
        <source>a count</source>
        <translation>eine Anzahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>the picker&apos;s tricks</source>
        <translation>die Stiche des Nehmers</translation>
    </message>
    <message>
        <source>a run of top trump</source>
        <translation>eine Folge höchster Trümpfe</translation>
    </message>
    <message>
        <source>{calls}, or null for the default</source>
        <translation>{calls} oder null für den üblichen Ruf</translation>
    </message>
    <message>
        <source>a list with one number per seat (3-8 seats)</source>
        <translation>eine Liste mit einer Zahl pro Platz (3-8 Plätze)</translation>
    </message>
    <message>
        <source>one entry per seat ({count})</source>
        <translation>ein Eintrag pro Platz ({count})</translation>
    </message>
    <message>
        <source>0 for a seat that took no trick</source>
        <translation>0 für einen Platz ohne Stich</translation>
    </message>
    <message>
        <source>a total of at most 120</source>
        <translation>eine Summe von höchstens 120</translation>
    </message>
    <message>
        <source>empty when picker is null</source>
        <translation>leer, wenn kein Nehmer angegeben ist (picker null)</translation>
    </message>
    <message>
        <source>use one of the preset names</source>
        <translation>einen der Vorlagennamen verwenden</translation>
    </message>
    <message>
        <source>a ruleset option: {options}</source>
        <translation>eine Option des Regelwerks: {options}</translation>
    </message>
    <message>
        <source>an integer from {low} to {high}</source>
        <translation>eine ganze Zahl von {low} bis {high}</translation>
    </message>
    <message>
        <source>a method playable with {in_play} in play: {methods}</source>
        <translation>eine Partnermethode, die mit {in_play} Mitspielern je Spiel spielbar ist: {methods}</translation>
    </message>
    <message>
        <source>{method} needs {low}-{high} in play</source>
        <translation>{method} braucht {low}-{high} Mitspieler je Spiel</translation>
    </message>
    <message>
        <source>false unless partner_method is jack_of_diamonds or jack_of_clubs</source>
        <translation>false, außer partner_method ist jack_of_diamonds oder jack_of_clubs</translation>
    </message>
    <message>
        <source>null or a power of two &gt;= 2</source>
        <translation>null oder eine Zweierpotenz &gt;= 2</translation>
    </message>
    <message>
        <source>false unless the picker may play alone</source>
        <translation>false, außer der Nehmer darf allein spielen</translation>
    </message>
    <message>
        <source>null or {low}..{players} (players)</source>
        <translation>null oder {low}..{players} (players)</translation>
    </message>
    <message>
        <source>calling sheepshead means playing alone: set alone_by_choice=true, or play a jack method (the jack solo is alone play)</source>
        <translation>Sheepshead ansagen heißt allein spielen: alone_by_choice=true setzen oder eine Buben-Methode spielen (das Buben-Solo ist Alleinspiel)</translation>
    </message>
    <message>
        <source>redeal or forced_pick with black_queens (8-handed has no pick)</source>
        <translation>redeal oder forced_pick bei black_queens (zu acht wird nicht aufgenommen)</translation>
    </message>
    <message>
        <source>0 with nobody_picks=forced_pick (somebody always picks: nothing to ante)</source>
        <translation>0 bei nobody_picks=forced_pick (es nimmt immer jemand auf: kein Einsatz in den Pott)</translation>
    </message>
    <message>
        <source>set pass_ante to 0, or choose leaster, moster, doubler or redeal</source>
        <translation>pass_ante auf 0 setzen oder leaster, moster, doubler oder redeal wählen</translation>
    </message>
    <message>
        <source>an object of ruleset options</source>
        <translation>ein Objekt mit Optionen des Regelwerks</translation>
    </message>
    <message>
        <source>check the spelling of the option name</source>
        <translation>die Schreibweise des Optionsnamens prüfen</translation>
    </message>
    <message>
        <source>a non-empty text</source>
        <translation>ein nicht leerer Text</translation>
    </message>
    <message>
        <source>null or an integer</source>
        <translation>null oder eine ganze Zahl</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>PickedHand, LeasterHand, AllPassHand, MisdealHand or PenaltyHand</source>
        <translation>PickedHand, LeasterHand, AllPassHand, MisdealHand oder PenaltyHand</translation>
    </message>
    <message>
        <source>not allowed with nobody_picks={mode}</source>
        <translation>nicht erlaubt bei nobody_picks={mode}</translation>
    </message>
    <message>
        <source>a leaster or moster is played out: enter it as a leaster hand; under forced_pick somebody always picks</source>
        <translation>ein Leaster oder Moster wird ausgespielt: als Leaster-Spiel eingeben; bei forced_pick nimmt immer jemand auf</translation>
    </message>
    <message>
        <source>not allowed two-handed (nobody picks or passes: every card is dealt)</source>
        <translation>zu zweit nicht erlaubt (niemand nimmt oder passt: alle Karten werden ausgeteilt)</translation>
    </message>
    <message>
        <source>only rulesets with nobody_picks=leaster, moster or dealers_choice play hands nobody picked</source>
        <translation>nur Regelwerke mit nobody_picks=leaster, moster oder dealers_choice spielen Spiele, die niemand genommen hat</translation>
    </message>
    <message>
        <source>0 points, 0 tricks: sits out</source>
        <translation>0 Augen, 0 Stiche: setzt aus</translation>
    </message>
    <message>
        <source>a total of {tricks} ({in_play} in play)</source>
        <translation>eine Summe von {tricks} ({in_play} Mitspieler je Spiel)</translation>
    </message>
    <message>
        <source>a total of 120 (the blind goes to the last trick)</source>
        <translation>eine Summe von 120 (der Blind geht an den letzten Stich)</translation>
    </message>
    <message>
        <source>seats in play</source>
        <translation>Plätze, die mitspielen</translation>
    </message>
    <message>
        <source>false unless sheepshead_call is on and the picker is alone</source>
        <translation>false, außer sheepshead_call ist eingeschaltet und der Nehmer spielt allein</translation>
    </message>
    <message>
        <source>0-{all_tricks} ({all_tricks} tricks with {in_play} in play)</source>
        <translation>0-{all_tricks} ({all_tricks} Stiche bei {in_play} Mitspielern je Spiel)</translation>
    </message>
    <message>
        <source>120 when the picker&apos;s side took all {all_tricks} tricks</source>
        <translation>120, wenn die Nehmerseite alle {all_tricks} Stiche gemacht hat</translation>
    </message>
    <message>
        <source>a schwarz by tricks means every card point went to the picker&apos;s side</source>
        <translation>Schwarz nach Stichen heißt, dass alle Augen an die Nehmerseite gingen</translation>
    </message>
    <message>
        <source>0 when the picker&apos;s side took no trick</source>
        <translation>0, wenn die Nehmerseite keinen Stich gemacht hat</translation>
    </message>
    <message>
        <source>the bury counts only if the picker&apos;s side took a trick (bury_needs_trick)</source>
        <translation>die Gedrückten zählen nur, wenn die Nehmerseite einen Stich gemacht hat (bury_needs_trick)</translation>
    </message>
    <message>
        <source>0-{bury} when the picker&apos;s side took no trick (it holds only the bury)</source>
        <translation>0-{bury}, wenn die Seite des Nehmers keinen Stich gemacht hat (sie hat nur den Skat)</translation>
    </message>
    <message>
        <source>a side without a trick has no card but the buried ones; check points and tricks</source>
        <translation>eine Seite ohne Stich hat nur die gedrückten Karten; Augen und Stiche prüfen</translation>
    </message>
    <message>
        <source>a seat in play (sitting out: {out})</source>
        <translation>ein Platz, der mitspielt (setzen aus: {out})</translation>
    </message>
    <message>
        <source>seats in play (sitting out: {out})</source>
        <translation>Plätze, die mitspielen (setzen aus: {out})</translation>
    </message>
    <message>
        <source>one of {calls} (partner_method={method})</source>
        <translation>einer von {calls} (partner_method={method})</translation>
    </message>
    <message>
        <source>{partners} for call={call} under partner_method={method}</source>
        <translation>{partners} für call={call} bei partner_method={method}</translation>
    </message>
    <message>
        <source>{count} partner</source>
        <translation>{count} Partner</translation>
    </message>
    <message>
        <source>{count} partners</source>
        <translation>{count} Partner</translation>
    </message>
    <message>
        <source>no call was given, so the method&apos;s ordinary call {call} for {partners} was used; name the call or fix the partners</source>
        <translation>es wurde kein Ruf angegeben, daher wurde der übliche Ruf der Methode, {call}, für {partners} verwendet; den Ruf angeben oder die Partner korrigieren</translation>
    </message>
    <message>
        <source>a list including seat {seat}, the picker&apos;s right-hand neighbour</source>
        <translation>eine Liste mit Platz {seat}, dem rechten Nachbarn des Nehmers</translation>
    </message>
    <message>
        <source>{choices} or {last}</source>
        <translation>{choices} oder {last}</translation>
    </message>
    <message>
        <source>an object with a &quot;type&quot; key</source>
        <translation>ein Objekt mit dem Schlüssel &quot;type&quot;</translation>
    </message>
    <message>
        <source>a field of a {kind} hand: {names}</source>
        <translation>ein Feld eines Spiels vom Typ {kind}: {names}</translation>
    </message>
    <message>
        <source>a value (required for a {kind} hand)</source>
        <translation>ein Wert (nötig für ein Spiel vom Typ {kind})</translation>
    </message>
    <message>
        <source>null or an integer &gt;= 0</source>
        <translation>null oder eine ganze Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>one multiplier per hand ({count})</source>
        <translation>ein Faktor pro Spiel ({count})</translation>
    </message>
    <message>
        <source>a picked hand: the last round is Schiller (schiller_last_round)</source>
        <translation>ein genommenes Spiel: die letzte Runde ist Schiller (schiller_last_round)</translation>
    </message>
    <message>
        <source>did you mean {suggestion}?</source>
        <translation>meinten Sie {suggestion}?</translation>
    </message>
    <message>
        <source>false when picker_needs_trick is on</source>
        <translation>false, wenn picker_needs_trick eingeschaltet ist</translation>
    </message>
    <message>
        <source>the two rules contradict each other when the picker takes no trick: picker_needs_trick turns the win into a loss, the Smith rule keeps the win and gives it to the partner; choose one</source>
        <translation>die beiden Regeln widersprechen sich, wenn der Nehmer keinen Stich macht: picker_needs_trick macht den Gewinn zum Verlust, die Smith-Regel lässt den Gewinn stehen und gibt ihn dem Partner; eine von beiden wählen</translation>
    </message>
    <message>
        <source>{low}-{high} when team {fox} took the fox</source>
        <translation>{low}-{high}, wenn Mannschaft {fox} den Fuchs bekam</translation>
    </message>
    <message>
        <source>the fox (A♦) is an ace, itself a counter: the team that took it has at least one counter</source>
        <translation>der Fuchs (Karo-Ass) ist ein Ass und selbst ein Zähler: die Mannschaft, die ihn bekam, hat mindestens einen Zähler</translation>
    </message>
    <message>
        <source>seat {seat}, the first player after the dealer: the last round is Schiller (schiller_last_round)</source>
        <translation>Platz {seat}, der erste Spieler nach dem Geber: die letzte Runde ist Schiller (schiller_last_round)</translation>
    </message>
    <message>
        <source>a seat sitting out plays no card and is offered no pick: of the penalties only a peek (looking at the blind) can be charged to it</source>
        <translation>ein aussetzender Platz spielt keine Karte und bekommt das Nehmen nicht angeboten: von den Strafen kann ihm nur ein Einsehen (in den Blind schauen) angelastet werden</translation>
    </message>
    <message>
        <source>this ruleset plays the Smith rule (smith_rule): record how many tricks the picker took personally</source>
        <translation>dieses Regelwerk spielt die Smith-Regel (smith_rule): angeben, wie viele Stiche der Nehmer selbst gemacht hat</translation>
    </message>
    <message>
        <source>in the last round the first player after the dealer has to pick</source>
        <translation>in der letzten Runde muss der erste Spieler nach dem Geber nehmen</translation>
    </message>
    <message>
        <source>at least the {given} played hands given (the last round and last hand are counted from hands_total)</source>
        <translation>mindestens die {given} angegebenen gespielten Spiele (letzte Runde und letztes Spiel werden von hands_total aus gezählt)</translation>
    </message>
    <message>
        <source>give the session&apos;s real number of hands, or leave hands_total out</source>
        <translation>die wirkliche Spielzahl der Sitzung angeben oder hands_total weglassen</translation>
    </message>
    <message>
        <source>a seat number 0-{last} ({players} players)</source>
        <translation>eine Platznummer 0-{last} ({players} Spieler)</translation>
    </message>
    <message>
        <source>empty: every seat plays at this table</source>
        <translation>leer: an diesem Tisch spielt jeder Platz mit</translation>
    </message>
    <message>
        <source>{seats} (the dealer sits out)</source>
        <translation>{seats} (der Geber setzt aus)</translation>
    </message>
    <message>
        <source>leave sitting_out out and the engine fills it in</source>
        <translation>sitting_out weglassen, dann wird es automatisch ausgefüllt</translation>
    </message>
    <message>
        <source>exactly {seats} (sit_out=rotation names the sitters each hand)</source>
        <translation>genau {seats} (bei sit_out=rotation werden die Aussetzenden in jedem Spiel angegeben)</translation>
    </message>
    <message>
        <source>{count} seat</source>
        <translation>{count} Platz</translation>
    </message>
    <message>
        <source>{count} seats</source>
        <translation>{count} Plätze</translation>
    </message>
    <message>
        <source>e.g. &apos;Score desk&apos;</source>
        <translation>z. B. &apos;Wertungstisch&apos;</translation>
    </message>
    <message>
        <source>another station changed this record while you were saving it; reload and enter your change again</source>
        <translation>eine andere Station hat diesen Eintrag geändert, während Sie ihn gespeichert haben; neu laden und die Änderung erneut eingeben</translation>
    </message>
    <message>
        <source>the password of {entry}</source>
        <translation>das Passwort von {entry}</translation>
    </message>
    <message>
        <source>type it when asked, or store it once with the keyring (--remember-password)</source>
        <translation>bei der Abfrage eingeben oder einmal im Schlüsselbund speichern (--remember-password)</translation>
    </message>
    <message>
        <source>one of {choices}</source>
        <translation>eines von {choices}</translation>
    </message>
    <message>
        <source>use require, or verify-full with the server&apos;s CA certificate</source>
        <translation>require verwenden, oder verify-full mit dem CA-Zertifikat des Servers</translation>
    </message>
    <message>
        <source>a postgresql:// URL</source>
        <translation>eine postgresql://-URL</translation>
    </message>
    <message>
        <source>TLS applies to a database server only</source>
        <translation>TLS gilt nur für einen Datenbankserver</translation>
    </message>
    <message>
        <source>a read-only role needs a PostgreSQL database; a SQLite file is opened by one station only (give the display a copy, or move the event to PostgreSQL)</source>
        <translation>eine Rolle nur zum Lesen braucht eine PostgreSQL-Datenbank; eine SQLite-Datei wird nur von einer Station geöffnet (geben Sie der Anzeige eine Kopie oder verlegen Sie das Turnier nach PostgreSQL)</translation>
    </message>
    <message>
        <source>lower-case letters, digits and _ (at most 63, not starting with a digit)</source>
        <translation>Kleinbuchstaben, Ziffern und _ (höchstens 63, nicht mit einer Ziffer beginnend)</translation>
    </message>
    <message>
        <source>e.g. projector</source>
        <translation>z. B. projector</translation>
    </message>
    <message>
        <source>at least 8 characters</source>
        <translation>mindestens 8 Zeichen</translation>
    </message>
    <message>
        <source>pick a longer password</source>
        <translation>ein längeres Passwort wählen</translation>
    </message>
    <message>
        <source>the server refused to set up role {name}: {reason}</source>
        <translation>der Server hat das Einrichten der Rolle {name} abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>a role name not used yet on this server</source>
        <translation>ein Rollenname, den es auf diesem Server noch nicht gibt</translation>
    </message>
    <message>
        <source>a role named {name} already exists and was not made as a read-only role by Sheepshead Scorer (it may be a login that writes); pick another name</source>
        <translation>eine Rolle namens {name} gibt es bereits, und sie wurde nicht von Sheepshead Scorer als Nur-Lese-Rolle angelegt (es kann eine Anmeldung sein, die schreibt); wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>this database already holds the demo event (event id {event_id}); open it, or build the demo into a new file with --database PATH</source>
        <extracomment>The seed of the demo a director gets (the app&apos;s first run, ``demo`` without ``--seed``).</extracomment>
        <translation>diese Datenbank enthält bereits das Demo-Turnier (Turnier-ID {event_id}); öffnen Sie es oder erstellen Sie die Demo in einer neuen Datei mit --database PFAD</translation>
    </message>
    <message>
        <source>no legal demo hand for dealer {dealer} under {ruleset}</source>
        <translation>kein gültiges Demo-Spiel für Geber {dealer} nach {ruleset}</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>eine ganze Zahl von {low} bis {high}</translation>
    </message>
    <message>
        <source>a non-empty event name</source>
        <translation>ein nicht leerer Turniername</translation>
    </message>
    <message>
        <source>5 for 5-hand, 4 for 4-hand, ..., 2 for two-handed</source>
        <translation>5 für 5 Spieler, 4 für 4 Spieler, ..., 2 für das Zweierspiel</translation>
    </message>
    <message>
        <source>most events have 1 to 3 sessions</source>
        <translation>die meisten Turniere haben 1 bis 3 Durchgänge</translation>
    </message>
    <message>
        <source>48 is usual</source>
        <translation>48 ist üblich</translation>
    </message>
    <message>
        <source>at least {used} (a session&apos;s rounds already use {used} hands)</source>
        <extracomment>The rules that score a hand by where its session ends (``services.session_hands``).</extracomment>
        <translation>mindestens {used} (die Runden eines Durchgangs nutzen schon {used} Spiele)</translation>
    </message>
    <message>
        <source>delete a drawn round first, or keep the session longer</source>
        <translation>zuerst eine ausgeloste Runde löschen oder den Durchgang länger lassen</translation>
    </message>
    <message>
        <source>hands per session is fixed once hands are scored, because the rules ({rules}) double the session&apos;s last deals and {hands} hands were scored knowing where it ends; close the session short instead</source>
        <translation>die Spiele je Durchgang stehen fest, sobald Spiele gewertet sind, weil die Regeln ({rules}) die letzten Spiele des Durchgangs verdoppeln und {hands} Spiele im Wissen um sein Ende gewertet wurden; stattdessen den Durchgang vorzeitig schließen</translation>
    </message>
    <message>
        <source>the fee in cents, e.g. 2500</source>
        <translation>das Startgeld in Cent, z. B. 2500</translation>
    </message>
    <message>
        <source>4 (Sheep Head is played by four players)</source>
        <translation>4 (Sheep Head spielen vier Spieler)</translation>
    </message>
    <message>
        <source>set Players per table to 4</source>
        <translation>„Spieler pro Tisch“ auf 4 stellen</translation>
    </message>
    <message>
        <source>hands (a Sheep Head game is scored hand by hand)</source>
        <translation>Spiele (Sheep Head wird Spiel für Spiel gezählt)</translation>
    </message>
    <message>
        <source>the fee in cents</source>
        <translation>das Startgeld in Cent</translation>
    </message>
    <message>
        <source>event {name}</source>
        <translation>Turnier {name}</translation>
    </message>
    <message>
        <source>look at the event again before you delete it</source>
        <translation>das Turnier noch einmal ansehen, bevor Sie es löschen</translation>
    </message>
    <message>
        <source>event {event} is there already</source>
        <translation>Turnier {event} ist bereits vorhanden</translation>
    </message>
    <message>
        <source>look at the player again before you delete them</source>
        <translation>den Spieler noch einmal ansehen, bevor Sie ihn löschen</translation>
    </message>
    <message>
        <source>{name} (#{id}) played in {events}: a player with results cannot be deleted (the standings and histories keep them). If the record is a duplicate, merge it into the right player (Players screen: Merge…)</source>
        <translation>{name} (#{id}) hat bei {events} gespielt: Ein Spieler mit Ergebnissen kann nicht gelöscht werden (Ranglisten und Historien behalten ihn). Ist der Eintrag doppelt, führen Sie ihn mit dem richtigen Spieler zusammen (Ansicht Spieler: Zusammenführen…)</translation>
    </message>
    <message>
        <source>{name} (#{id}) is the record {merged} was merged into; it cannot be deleted</source>
        <translation>{name} (#{id}) ist der Eintrag, mit dem {merged} zusammengeführt wurde; er kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>player {name} cannot come back: the record or member number {number} is there already</source>
        <translation>Spieler {name} kann nicht wiederhergestellt werden: Der Eintrag oder die Mitgliedsnummer {number} ist bereits vorhanden</translation>
    </message>
    <message>
        <source>edit it again</source>
        <translation>erneut bearbeiten</translation>
    </message>
    <message>
        <source>{hands} hands are already scored under the present rules; changing the rules rescores all of them — confirm the rescoring to go ahead</source>
        <translation>{hands} Spiele sind bereits nach den jetzigen Regeln gewertet; neue Regeln werten sie alle neu — bestätigen Sie die Neuwertung, um fortzufahren</translation>
    </message>
    <message>
        <source>use --language en</source>
        <translation>--language en verwenden</translation>
    </message>
    <message>
        <source>{kind} is written as {formats}</source>
        <translation>{kind} wird geschrieben als {formats}</translation>
    </message>
    <message>
        <source>use --format {format}</source>
        <translation>--format {format} verwenden</translation>
    </message>
    <message>
        <source>an address only on seat cards</source>
        <translation>eine Adresse nur auf Sitzkarten</translation>
    </message>
    <message>
        <source>drop --entry-url</source>
        <translation>--entry-url weglassen</translation>
    </message>
    <message>
        <source>an address a phone opens, such as {example}</source>
        <translation>eine Adresse, die ein Handy öffnet, etwa {example}</translation>
    </message>
    <message>
        <source>give the address the floor network shows (File → Floor network)</source>
        <translation>geben Sie die Adresse an, die das Saalnetz zeigt (Datei → Saalnetz)</translation>
    </message>
    <message>
        <source>a player id for a history</source>
        <translation>eine Spieler-ID für einen Verlauf</translation>
    </message>
    <message>
        <source>give --player ID</source>
        <translation>--player ID angeben</translation>
    </message>
    <message>
        <source>a season id for the money list</source>
        <translation>eine Saison-ID für die Kassenliste</translation>
    </message>
    <message>
        <source>give --season ID</source>
        <translation>gib --season ID an</translation>
    </message>
    <message>
        <source>one of them, not both</source>
        <translation>eines davon, nicht beide</translation>
    </message>
    <message>
        <source>give either --event ID or --season ID</source>
        <translation>entweder --event ID oder --season ID angeben</translation>
    </message>
    <message>
        <source>an event id or a season id for {kind}</source>
        <translation>eine Turnier-ID oder eine Saison-ID für {kind}</translation>
    </message>
    <message>
        <source>give --event ID or --season ID</source>
        <translation>--event ID oder --season ID angeben</translation>
    </message>
    <message>
        <source>an event id for {kind}</source>
        <translation>eine Turnier-ID für {kind}</translation>
    </message>
    <message>
        <source>give --event ID</source>
        <translation>--event ID angeben</translation>
    </message>
    <message>
        <source>no session with --season</source>
        <translation>kein Durchgang zusammen mit --season</translation>
    </message>
    <message>
        <source>session standings belong to one event: give --event ID --session N</source>
        <translation>die Rangliste eines Durchgangs gehört zu einem Turnier: --event ID --session N angeben</translation>
    </message>
    <message>
        <source>a round number for {kind}</source>
        <translation>eine Rundennummer für {kind}</translation>
    </message>
    <message>
        <source>give --round N</source>
        <translation>--round N angeben</translation>
    </message>
    <message>
        <source>a number from 1</source>
        <translation>eine Zahl ab 1</translation>
    </message>
    <message>
        <source>a table of round {round}: {tables}</source>
        <translation>ein Tisch von Runde {round}: {tables}</translation>
    </message>
    <message>
        <source>none drawn</source>
        <translation>keiner ausgelost</translation>
    </message>
    <message>
        <source>the {kind} cannot be written: {reason}</source>
        <translation>{kind} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>cannot write {target}: {reason}; {kept}; pick another folder or file name</source>
        <translation>{target} kann nicht geschrieben werden: {reason}; {kept}; einen anderen Ordner oder Dateinamen wählen</translation>
    </message>
    <message>
        <source>the event has table entry off, so its seats have no codes; turn it on at the Table entry screen to print the seat cards</source>
        <translation>für dieses Turnier ist die Eingabe am Tisch ausgeschaltet, also haben seine Sitzplätze keine Codes; schalten Sie sie in der Ansicht „Eingabe am Tisch“ ein, um die Sitzkarten zu drucken</translation>
    </message>
    <message>
        <source>a file path for CSV</source>
        <translation>ein Dateipfad für CSV</translation>
    </message>
    <message>
        <source>give the CSV a file name</source>
        <translation>der CSV-Datei einen Namen geben</translation>
    </message>
    <message>
        <source>a table number from 1, or None to clear the fixed seat</source>
        <translation>eine Tischnummer ab 1, oder None, um den festen Platz zu löschen</translation>
    </message>
    <message>
        <source>use the number printed on the table card</source>
        <translation>die Nummer von der Tischkarte verwenden</translation>
    </message>
    <message>
        <source>None (any seat at the table) or 0 to {last}</source>
        <translation>None (ein beliebiger Platz am Tisch) oder 0 bis {last}</translation>
    </message>
    <message>
        <source>seat 0 is the first dealer</source>
        <translation>Platz 0 ist der erste Geber</translation>
    </message>
    <message>
        <source>None when the table is None</source>
        <translation>None, wenn der Tisch None ist</translation>
    </message>
    <message>
        <source>give a table too, or clear both to let the draw seat the player freely</source>
        <translation>auch einen Tisch angeben oder beides löschen, damit die Auslosung den Spieler frei setzt</translation>
    </message>
    <message>
        <source>registration of player</source>
        <translation>Anmeldung von Spieler</translation>
    </message>
    <message>
        <source>register the player in event {event_id} first</source>
        <translation>den Spieler zuerst im Turnier {event_id} anmelden</translation>
    </message>
    <message>
        <source>the registration of {who}</source>
        <translation>die Anmeldung von {who}</translation>
    </message>
    <message>
        <source>fix the seat again</source>
        <translation>den Platz erneut festlegen</translation>
    </message>
    <message>
        <source>{who} has withdrawn from event {event_id}; register them again before fixing their seat</source>
        <translation>{who} ist von Turnier {event_id} abgemeldet; melden Sie den Spieler erneut an, bevor Sie seinen Platz festlegen</translation>
    </message>
    <message>
        <source>player {player_id}</source>
        <translation>Spieler {player_id}</translation>
    </message>
    <message>
        <source>a seat at table {table} not already fixed for another player</source>
        <translation>ein Platz an Tisch {table}, der nicht schon für einen anderen Spieler festgelegt ist</translation>
    </message>
    <message>
        <source>{other} keeps seat {seat} of table {table}; choose another seat or clear theirs</source>
        <translation>{other} hat Platz {seat} an Tisch {table} fest; einen anderen Platz wählen oder dessen festen Platz löschen</translation>
    </message>
    <message>
        <source>change or clear {who}&apos;s fixed seat (L on the Seating screen), or check in more players, then draw again</source>
        <translation>den festen Platz von {who} ändern oder löschen (L in der Ansicht Sitzplan) oder mehr Spieler einchecken, dann erneut auslosen</translation>
    </message>
    <message>
        <source>{who} has fixed seat {seat} at table {table}, but that table has only {size} seats this round; {fix}</source>
        <translation>{who} hat den festen Platz {seat} an Tisch {table}, aber dieser Tisch hat in dieser Runde nur {size} Plätze; {fix}</translation>
    </message>
    <message>
        <source>{who} has a fixed seat at table {table}, but the {players} checked-in players fill only 1 table this round; {fix}</source>
        <translation>{who} hat einen festen Platz an Tisch {table}, aber die {players} eingecheckten Spieler füllen in dieser Runde nur 1 Tisch; {fix}</translation>
    </message>
    <message>
        <source>{who} has a fixed seat at table {table}, but the {players} checked-in players fill only {tables} tables this round; {fix}</source>
        <translation>{who} hat einen festen Platz an Tisch {table}, aber die {players} eingecheckten Spieler füllen in dieser Runde nur {tables} Tische; {fix}</translation>
    </message>
    <message>
        <source>the hand log</source>
        <translation>das Spielprotokoll</translation>
    </message>
    <message>
        <source>event {event} collects score-sheet totals, not hands; import the hand log into an event that enters every hand</source>
        <translation>Turnier {event} erfasst Rundensummen vom Spielzettel, keine einzelnen Spiele; importieren Sie das Spielprotokoll in ein Turnier, das jedes Spiel erfasst</translation>
    </message>
    <message>
        <source>session {session}, round {round}, table {table}</source>
        <translation>Durchgang {session}, Runde {round}, Tisch {table}</translation>
    </message>
    <message>
        <source>{where} does not exist in event {event!r}; draw and publish that round (with the file&apos;s seating) before importing its hands</source>
        <translation>{where} existiert im Turnier {event!r} nicht; losen Sie diese Runde (mit der Sitzordnung der Datei) aus und veröffentlichen Sie sie, bevor Sie ihre Spiele importieren</translation>
    </message>
    <message>
        <source>{where} is {status} (session {session_status}); only a published round of an open session takes hands — publish or reopen it first</source>
        <translation>{where} hat den Status „{status}“ (Durchgang: {session_status}); nur eine veröffentlichte Runde eines offenen Durchgangs nimmt Spiele auf — veröffentlichen oder öffnen Sie sie zuerst</translation>
    </message>
    <message>
        <source>the players {players} are not the seating of {where} ({seated}); import into the event the log was exported from</source>
        <translation>die Spieler {players} entsprechen nicht der Sitzordnung von {where} ({seated}); in das Turnier importieren, aus dem das Protokoll exportiert wurde</translation>
    </message>
    <message>
        <source>the hands of {where} are numbered {numbers}…, not 1, 2, 3, …; the log must hold every hand of the table</source>
        <translation>die Spiele von {where} sind mit {numbers}… nummeriert, nicht 1, 2, 3, …; das Protokoll muss jedes Spiel des Tisches enthalten</translation>
    </message>
    <message>
        <source>{where} already has 1 hand; the import fills empty tables only (delete its hands first, or leave this table out of the file)</source>
        <translation>{where} hat bereits 1 Spiel; der Import füllt nur leere Tische (löschen Sie zuerst dessen Spiele oder lassen Sie diesen Tisch in der Datei weg)</translation>
    </message>
    <message>
        <source>{where} already has {entered} hands; the import fills empty tables only (delete its hands first, or leave this table out of the file)</source>
        <translation>{where} hat bereits {entered} Spiele; der Import füllt nur leere Tische (löschen Sie zuerst dessen Spiele oder lassen Sie diesen Tisch in der Datei weg)</translation>
    </message>
    <message>
        <source>one of the table&apos;s players {players}</source>
        <translation>einer der Spieler des Tisches {players}</translation>
    </message>
    <message>
        <source>the team that took the fox and its counters</source>
        <translation>das Team, das den Fuchs bekam, und seine Zähler</translation>
    </message>
    <message>
        <source>the name of the player who was penalized</source>
        <translation>der Name des Spielers, der die Strafe erhielt</translation>
    </message>
    <message>
        <source>a picker with the side&apos;s points and tricks for a picked hand</source>
        <translation>ein Nehmer mit den Augen und Stichen seiner Seite für ein Spiel mit Nehmer</translation>
    </message>
    <message>
        <source>{field} {shown} is not allowed: {allowed}</source>
        <extracomment>Outcome fields that hold 0-based seats; messages show them as the file&apos;s players.</extracomment>
        <translation>{field} {shown} ist nicht erlaubt: {allowed}</translation>
    </message>
    <message>
        <source>the Multiplier is {told}, but the event&apos;s rules play this hand at x{paid} (doublers, cracks and blitzes, last round); write {paid} in the Multiplier column</source>
        <translation>der Multiplikator ist {told}, aber nach den Regeln der Veranstaltung zählt dieses Spiel x{paid} (Doppler, Kontra und Blitz, letzte Runde); schreiben Sie {paid} in die Spalte Multiplikator</translation>
    </message>
    <message>
        <source>the event&apos;s rules pay {paid} for this {kind} hand, the file says {told}; check the row (type, picker, partner, points, tricks, call, cracks, blitzes, offender, …) against the score sheet</source>
        <translation>das Regelwerk des Turniers zahlt für dieses {kind}-Spiel {paid}, die Datei sagt {told}; prüfen Sie die Zeile (Art, Nehmer, Partner, Augen, Stiche, Ruf, Kontra/Re, Blitze, Verursacher, …) anhand des Spielzettels</translation>
    </message>
    <message>
        <source>this {kind} hand cannot be scored under the event&apos;s rules ({reason}); check the row against the score sheet</source>
        <translation>dieses {kind}-Spiel lässt sich nach dem Regelwerk des Turniers nicht abrechnen ({reason}); prüfen Sie die Zeile anhand des Spielzettels</translation>
    </message>
    <message>
        <source>this {kind} hand cannot be scored under the event&apos;s rules; check the row against the score sheet</source>
        <translation>dieses {kind}-Spiel lässt sich nach dem Regelwerk des Turniers nicht abrechnen; prüfen Sie die Zeile anhand des Spielzettels</translation>
    </message>
    <message>
        <source>{table} already has all {hands} hands of the round; correct or delete a hand instead, or check the table number</source>
        <translation>{table} hat bereits alle {hands} Spiele der Runde; korrigieren oder löschen Sie stattdessen ein Spiel oder prüfen Sie die Tischnummer</translation>
    </message>
    <message>
        <source>stored hand {number} cannot be read: {reason}</source>
        <translation>das gespeicherte Spiel {number} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>hand {hand} at table {table}</source>
        <translation>Spiel {hand} an Tisch {table}</translation>
    </message>
    <message>
        <source>{table} already has score-sheet totals; delete them before entering hands</source>
        <translation>{table} hat bereits Rundensummen vom Spielzettel; löschen Sie diese, bevor Sie Spiele eingeben</translation>
    </message>
    <message>
        <source>hand {hand} at table {table} is already stored with another outcome ({stored}, entered at station {station} at {time}), so this one ({typed}) was not stored; check the score sheet: correct that hand, or enter this one as hand {next}</source>
        <translation>Spiel {hand} an Tisch {table} ist schon mit einem anderen Ergebnis gespeichert ({stored}, eingegeben an Station {station} um {time}), daher wurde dieses ({typed}) nicht gespeichert; prüfen Sie den Spielzettel: berichtigen Sie jenes Spiel oder geben Sie dieses als Spiel {next} ein</translation>
    </message>
    <message>
        <source>enter a hand</source>
        <translation>ein Spiel eingeben</translation>
    </message>
    <message>
        <source>hand {hand} at table {table} was already entered at station {station} at {time}, so this one was not stored; reload the table, check that hand, and enter hand {next} if it is still missing</source>
        <translation>Spiel {hand} an Tisch {table} wurde schon an Station {station} um {time} eingegeben, dieses wurde deshalb nicht gespeichert; Tisch neu laden, das Spiel prüfen und Spiel {next} eingeben, falls es noch fehlt</translation>
    </message>
    <message>
        <source>table {table} has {hands}, so the next one is hand {next}, not {hand}; reload the table (a hand was deleted at another station) and enter it again</source>
        <translation>Tisch {table} hat {hands}, das nächste ist also Spiel {next}, nicht {hand}; Tisch neu laden (an einer anderen Station wurde ein Spiel gelöscht) und es erneut eingeben</translation>
    </message>
    <message>
        <source>{count} hand</source>
        <translation>{count} Spiel</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} Spiele</translation>
    </message>
    <message>
        <source>table {table} changed since this screen read it (hand {hand} was entered at station {station} at {time} after a hand was deleted), so this one was not stored; reload the table, check its last hand, and enter this one again if it is still missing</source>
        <translation>Tisch {table} wurde geändert, seit diese Ansicht ihn gelesen hat (Spiel {hand} wurde an Station {station} um {time} eingegeben, nachdem ein Spiel gelöscht worden war), daher wurde dieses nicht gespeichert; Tisch neu laden, sein letztes Spiel prüfen und dieses erneut eingeben, falls es noch fehlt</translation>
    </message>
    <message>
        <source>re-enter your correction</source>
        <translation>die Korrektur erneut eingeben</translation>
    </message>
    <message>
        <source>correct a hand</source>
        <translation>ein Spiel korrigieren</translation>
    </message>
    <message>
        <source>delete it again if it is still wrong</source>
        <translation>es erneut löschen, falls es noch falsch ist</translation>
    </message>
    <message>
        <source>delete a hand</source>
        <translation>ein Spiel löschen</translation>
    </message>
    <message>
        <source>the event totals file</source>
        <translation>die Datei mit den Turniersummen</translation>
    </message>
    <message>
        <source>{player} would be a new player, but {names} is very similar: if it is the same person, write the name as it is in the registry</source>
        <translation>{player} wäre ein neuer Spieler, aber {names} ist sehr ähnlich: ist es dieselbe Person, schreib den Namen wie im Spielerverzeichnis</translation>
    </message>
    <message>
        <source>{event} ({date}): {player} appears twice; keep one row</source>
        <translation>{event} ({date}): {player} steht zweimal darin; nur eine Zeile behalten</translation>
    </message>
    <message>
        <source>{event} ({date}) lists {count} players; a night needs the totals of at least {least}</source>
        <translation>{event} ({date}) nennt {count} Spieler; ein Abend braucht die Ergebnisse von mindestens {least}</translation>
    </message>
    <message>
        <source>{event} ({date})</source>
        <translation>{event} ({date})</translation>
    </message>
    <message>
        <source>{event} ({date}) is already in season {season} (event {event_id}); remove its rows from the file</source>
        <translation>{event} ({date}) ist bereits in Saison {season} (Turnier {event_id}); seine Zeilen aus der Datei entfernen</translation>
    </message>
    <message>
        <source>{event} ({date}): {count} players</source>
        <translation>{event} ({date}): {count} Spieler</translation>
    </message>
    <message>
        <source>a non-empty league name</source>
        <translation>ein nicht leerer Liganame</translation>
    </message>
    <message>
        <source>a name no other league has</source>
        <translation>ein Name, den keine andere Liga hat</translation>
    </message>
    <message>
        <source>pick another name</source>
        <translation>einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>a non-empty season name</source>
        <translation>ein nicht leerer Saisonname</translation>
    </message>
    <message>
        <source>e.g. &apos;2026-27&apos;</source>
        <translation>z. B. &apos;2026-27&apos;</translation>
    </message>
    <message>
        <source>on or after starts_on ({starts_on})</source>
        <translation>am oder nach starts_on ({starts_on})</translation>
    </message>
    <message>
        <source>a season name not yet used in league {league}</source>
        <translation>ein Saisonname, der in Liga {league} noch nicht vergeben ist</translation>
    </message>
    <message>
        <source>{player}: {before} → {after} ({old} → {new} league points)</source>
        <translation>{player}: {before} → {after} ({old} → {new} Ligapunkte)</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(neu)</translation>
    </message>
    <message>
        <source>(gone)</source>
        <translation>(nicht mehr dabei)</translation>
    </message>
    <message>
        <source>The rules are saved; nobody moved in the table.</source>
        <translation>Die Regeln sind gespeichert; in der Tabelle hat sich niemand bewegt.</translation>
    </message>
    <message>
        <source>The rules are saved; {moved}: {moves}</source>
        <translation>Die Regeln sind gespeichert; {moved}: {moves}</translation>
    </message>
    <message>
        <source>{count} player moved</source>
        <translation>{count} Spieler hat sich bewegt</translation>
    </message>
    <message>
        <source>{count} players moved</source>
        <translation>{count} Spieler haben sich bewegt</translation>
    </message>
    <message>
        <source>season {name}</source>
        <translation>Saison {name}</translation>
    </message>
    <message>
        <source>open the rules again and redo your change</source>
        <translation>öffne die Regeln neu und ändere sie noch einmal</translation>
    </message>
    <message>
        <source>a night of season {season}: {nights}</source>
        <translation>ein Abend der Saison {season}: {nights}</translation>
    </message>
    <message>
        <source>pick the season again</source>
        <translation>wähle die Saison noch einmal</translation>
    </message>
    <message>
        <source>event</source>
        <extracomment>The entity words ``get`` is called with, translatable (``NotFoundError.entity`` stays the English word; the window shows &quot;Turnier 7 existiert nicht&quot;).</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>league</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>session</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>{what} was changed at station {station} at {time}; reload and {redo}</source>
        <translation>{what} wurde an Station {station} um {time} geändert; neu laden und {redo}</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>a session of event {event_id}: 1 to {last}</source>
        <translation>ein Durchgang von Turnier {event_id}: 1 bis {last}</translation>
    </message>
    <message>
        <source>sessions are numbered from 1 as set when the event was created</source>
        <translation>Durchgänge sind ab 1 nummeriert, wie beim Anlegen des Turniers festgelegt</translation>
    </message>
    <message>
        <source>the hand could not be read ({reason}); enter it again with every field filled in</source>
        <translation>das Spiel konnte nicht gelesen werden ({reason}); geben Sie es erneut ein und füllen Sie dabei jedes Feld aus</translation>
    </message>
    <message>
        <source>table {table} has seats 0-{last} ({seats} players)</source>
        <translation>Tisch {table} hat die Plätze 0-{last} ({seats} Spieler)</translation>
    </message>
    <message>
        <source>{field}={seat} is not a seat at this table: {where}; pick one of its seats</source>
        <translation>{field}={seat} ist kein Platz an diesem Tisch: {where}; wählen Sie einen seiner Plätze</translation>
    </message>
    <message>
        <source>{field} includes seat {seat}, which is not at this table: {where}</source>
        <translation>{field} enthält Platz {seat}, den es an diesem Tisch nicht gibt: {where}</translation>
    </message>
    <message>
        <source>{field} has {count} entries but {where}; give one per seat</source>
        <translation>{field} hat {count} Einträge, aber {where}; geben Sie einen je Platz an</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>Die Datei</translation>
    </message>
    <message>
        <source>text without control characters</source>
        <translation>Text ohne Steuerzeichen</translation>
    </message>
    <message>
        <source>remove the invisible character U+{code} (pasted along with the text) and type the {field} again</source>
        <translation>entfernen Sie das unsichtbare Zeichen U+{code} (mit dem Text eingefügt) und geben Sie {field} erneut ein</translation>
    </message>
    <message>
        <source>type the player&apos;s name</source>
        <translation>Namen des Spielers eingeben</translation>
    </message>
    <message>
        <source>a number no other player has ({holder} has it)</source>
        <translation>eine Nummer, die kein anderer Spieler hat ({holder} hat sie)</translation>
    </message>
    <message>
        <source>check the number, or merge the two records if {holder} is the same person</source>
        <translation>Nummer prüfen oder die beiden Einträge zusammenführen, falls {holder} dieselbe Person ist</translation>
    </message>
    <message>
        <source>player {name}</source>
        <translation>Spieler {name}</translation>
    </message>
    <message>
        <source>edit again</source>
        <translation>erneut bearbeiten</translation>
    </message>
    <message>
        <source>a different player than keep_id</source>
        <translation>ein anderer Spieler als keep_id</translation>
    </message>
    <message>
        <source>pick the duplicate record to merge into the kept one</source>
        <translation>den doppelten Eintrag wählen, der in den behaltenen zusammengeführt werden soll</translation>
    </message>
    <message>
        <source>player {name} (id {id}) was already merged into player {kept}; nothing left to merge</source>
        <translation>Spieler {name} (ID {id}) wurde bereits mit Spieler {kept} zusammengeführt; es gibt nichts mehr zusammenzuführen</translation>
    </message>
    <message>
        <source>{kept} (id {kept_id}) and {merged} (id {merged_id}) are both registered in {events}; one person cannot play twice. Withdraw or correct one registration first, then merge</source>
        <translation>{kept} (ID {kept_id}) und {merged} (ID {merged_id}) sind beide angemeldet bei {events}; eine Person kann nicht zweimal spielen. Melden Sie zuerst einen ab oder korrigieren Sie eine Anmeldung, dann zusammenführen</translation>
    </message>
    <message>
        <source>a player record that was not merged away</source>
        <translation>ein Spielereintrag, der nicht zusammengeführt wurde</translation>
    </message>
    <message>
        <source>register player {player_id}, the record it was merged into</source>
        <translation>Spieler {player_id} anmelden, den Eintrag, in den dieser zusammengeführt wurde</translation>
    </message>
    <message>
        <source>an active player</source>
        <translation>ein aktiver Spieler</translation>
    </message>
    <message>
        <source>mark {name} active again first</source>
        <translation>{name} zuerst wieder als aktiv markieren</translation>
    </message>
    <message>
        <source>{player} is already registered in {event}</source>
        <translation>{player} ist bereits für {event} angemeldet</translation>
    </message>
    <message>
        <source>check in</source>
        <extracomment>What the refusal of an action on a withdrawn player says the director was about to do.</extracomment>
        <translation>einchecken</translation>
    </message>
    <message>
        <source>mark paid</source>
        <translation>als bezahlt markieren</translation>
    </message>
    <message>
        <source>player {player_id} has withdrawn from event {event_id}; register them again before you {action}</source>
        <translation>Spieler {player_id} hat sich vom Turnier {event_id} abgemeldet; melden Sie ihn erneut an, bevor Sie {action}</translation>
    </message>
    <message>
        <source>player {player_id} has already withdrawn</source>
        <translation>Spieler {player_id} ist bereits abgemeldet</translation>
    </message>
    <message>
        <source>a whole number of cents, 0 or more</source>
        <translation>eine ganze Zahl von Cent, 0 oder mehr</translation>
    </message>
    <message>
        <source>one of {allowed}</source>
        <translation>einer der Werte {allowed}</translation>
    </message>
    <message>
        <source>another station removed it; reload the registration list</source>
        <translation>eine andere Station hat sie entfernt; die Anmeldeliste neu laden</translation>
    </message>
    <message>
        <source>registered</source>
        <extracomment>The statuses as a director reads them in a message.</extracomment>
        <translation>angemeldet</translation>
    </message>
    <message>
        <source>checked in</source>
        <translation>eingecheckt</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>abgemeldet</translation>
    </message>
    <message>
        <source>the registration of {player} was changed at station {station} at {when} (now {status}, paid {paid}); reload, check it and change it by hand if needed</source>
        <translation>die Anmeldung von {player} wurde an Station {station} um {when} geändert (jetzt {status}, bezahlt {paid}); neu laden, prüfen und bei Bedarf von Hand ändern</translation>
    </message>
    <message>
        <source>session {session} has rounds {rounds}; pick one of them (--round N)</source>
        <translation>Durchgang {session} hat folgende Runden: {rounds}; wählen Sie eine davon (--round N)</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>a session of {event}: 1 to {last}</source>
        <translation>ein Durchgang von {event}: 1 bis {last}</translation>
    </message>
    <message>
        <source>give --session N with one of those numbers</source>
        <translation>--session N mit einer dieser Nummern angeben</translation>
    </message>
    <message>
        <source>T-{rank}</source>
        <translation>{rank} (geteilt)</translation>
    </message>
    <message>
        <source>a percentage such as 30 or 12.5</source>
        <translation>ein Prozentsatz wie 30 oder 12.5</translation>
    </message>
    <message>
        <source>fix the prize scheme in the event settings</source>
        <translation>Preisverteilung in den Turniereinstellungen korrigieren</translation>
    </message>
    <message>
        <source>prizes of {event} cannot be computed: {reason}</source>
        <translation>die Preise von {event} können nicht berechnet werden: {reason}</translation>
    </message>
    <message>
        <source>round {round} is already {status}</source>
        <translation>Runde {round} hat bereits den Status „{status}“</translation>
    </message>
    <message>
        <source>round {round} is {status}; only a published round can be closed</source>
        <translation>Runde {round} hat den Status „{status}“; nur eine veröffentlichte Runde kann abgeschlossen werden</translation>
    </message>
    <message>
        <source>round {round} is not finished: these tables have fewer than {hands} and no score-sheet totals: {tables}. Enter their hands, or type their sheets&apos; totals on Round totals, then close the round</source>
        <translation>Runde {round} ist nicht fertig: diese Tische haben weniger als {hands} und keine Summen vom Spielzettel: {tables}. Ihre Spiele erfassen oder die Summen ihrer Zettel unter Rundensummen eingeben, dann die Runde schließen</translation>
    </message>
    <message>
        <source>round {round} is {status}, not closed</source>
        <translation>Runde {round} hat den Status „{status}“, ist also nicht abgeschlossen</translation>
    </message>
    <message>
        <source>session {session} is already closed</source>
        <translation>Durchgang {session} ist bereits abgeschlossen</translation>
    </message>
    <message>
        <source>session {session} still has open {rounds}; close them first</source>
        <translation>Durchgang {session} hat noch offene {rounds}; schließen Sie diese zuerst ab</translation>
    </message>
    <message>
        <source>round {numbers}</source>
        <translation>Runde {numbers}</translation>
    </message>
    <message>
        <source>rounds {numbers}</source>
        <translation>Runden {numbers}</translation>
    </message>
    <message>
        <source>a whole number of hands, 1 or more</source>
        <translation>eine ganze Zahl von Spielen, 1 oder mehr</translation>
    </message>
    <message>
        <source>session {session} of {event} is closed</source>
        <translation>Durchgang {session} von {event} ist abgeschlossen</translation>
    </message>
    <message>
        <source>round {round} of session {session} is still a draft; publish it (or delete it) before drawing another</source>
        <translation>Runde {round} von Durchgang {session} ist noch ein Entwurf; veröffentlichen (oder löschen) Sie sie, bevor Sie eine weitere auslosen</translation>
    </message>
    <message>
        <source>at most {left} (session {session} has {total} hands and its rounds so far use {used})</source>
        <translation>höchstens {left} (Durchgang {session} hat {total} Spiele und seine bisherigen Runden belegen {used})</translation>
    </message>
    <message>
        <source>draw a shorter round</source>
        <translation>eine kürzere Runde auslosen</translation>
    </message>
    <message>
        <source>only {checked} checked in to {event}; a table needs at least {fewest} — check players in first</source>
        <translation>nur {checked} bei {event} eingecheckt; ein Tisch braucht mindestens {fewest} — checken Sie zuerst Spieler ein</translation>
    </message>
    <message>
        <source>{count} player is</source>
        <translation>{count} Spieler ist</translation>
    </message>
    <message>
        <source>{count} players are</source>
        <translation>{count} Spieler sind</translation>
    </message>
    <message>
        <source>{count} players are checked in to {event}, but Sheep Head seats four at every table (000: &quot;Sheep Head is when there are four players&quot;); check in or withdraw players to make a multiple of four</source>
        <translation>bei {event} sind {count} Spieler eingecheckt, aber Sheep Head setzt vier an jeden Tisch (000: „Sheep Head is when there are four players“); checken Sie Spieler ein oder aus, bis es ein Vielfaches von vier ist</translation>
    </message>
    <message>
        <source>the seating of round {round}</source>
        <translation>die Sitzordnung von Runde {round}</translation>
    </message>
    <message>
        <source>swap again</source>
        <translation>erneut tauschen</translation>
    </message>
    <message>
        <source>round {round} is {status}; seats can only be swapped before the round is published</source>
        <translation>Runde {round} hat den Status „{status}“; Plätze können nur getauscht werden, bevor die Runde veröffentlicht ist</translation>
    </message>
    <message>
        <source>a player seated in round {round}</source>
        <translation>ein Spieler mit Platz in Runde {round}</translation>
    </message>
    <message>
        <source>check the player ids on the seating list</source>
        <translation>Spieler-IDs auf der Sitzliste prüfen</translation>
    </message>
    <message>
        <source>a different player than first</source>
        <translation>ein anderer Spieler als first</translation>
    </message>
    <message>
        <source>round {round} is {status}; only a draft round can be deleted</source>
        <translation>Runde {round} hat den Status „{status}“; nur eine Runde im Entwurf kann gelöscht werden</translation>
    </message>
    <message>
        <source>round {round} is not the last round of its session</source>
        <translation>Runde {round} ist nicht die letzte Runde ihres Durchgangs</translation>
    </message>
    <message>
        <source>each event once</source>
        <translation>jedes Turnier einmal</translation>
    </message>
    <message>
        <source>exactly one of the two</source>
        <translation>genau eines von beiden</translation>
    </message>
    <message>
        <source>pass event_id for an event&apos;s statistics or season_id for a season&apos;s</source>
        <translation>event_id für die Statistik eines Turniers oder season_id für die einer Saison angeben</translation>
    </message>
    <message>
        <source>draft</source>
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
        <source>table {table} of round {round} (session {session})</source>
        <translation>Tisch {table} in Runde {round} (Durchgang {session})</translation>
    </message>
    <message>
        <source>delete the draft round and draw it again (the draw seats every table for the event&apos;s game), or seat these players at other tables</source>
        <translation>löschen Sie den Entwurf der Runde und losen Sie sie neu aus (die Auslosung besetzt jeden Tisch für das Spiel des Turniers), oder setzen Sie diese Spieler an andere Tische</translation>
    </message>
    <message>
        <source>{where} seats {seats} players, but event {event} plays Sheep Head, which four play (000: &quot;Sheep Head is when there are four players&quot;); {fix}</source>
        <translation>{where} hat {seats} Spieler, aber im Turnier {event} wird Sheep Head gespielt, und das spielen vier (000: &quot;Sheep Head is when there are four players&quot;); {fix}</translation>
    </message>
    <message>
        <source>{where} seats {seats} players, but event {event} plays {size}-hand tables: two players would play the two-handed game (002 &quot;Two player rules&quot;), not the event&apos;s; {fix} (only an event of Players per table 2 plays two-handed)</source>
        <translation>{where} hat {seats} Spieler, aber im Turnier {event} spielen {size} Spieler je Tisch: zwei Spieler spielten das Zweierspiel (002 &quot;Two player rules&quot;), nicht das Spiel des Turniers; {fix} (nur ein Turnier mit 2 Spielern je Tisch spielt das Zweierspiel)</translation>
    </message>
    <message>
        <source>session {session} is closed, so you cannot {action} at {where}</source>
        <translation>Durchgang {session} ist abgeschlossen, daher können Sie bei {where} nicht {action}</translation>
    </message>
    <message>
        <source>round {round} is still a draft; publish its seating before you {action}</source>
        <translation>Runde {round} ist noch ein Entwurf; veröffentlichen Sie ihre Sitzordnung, bevor Sie {action}</translation>
    </message>
    <message>
        <source>round {round} is closed; reopen it before you {action} at {where}</source>
        <translation>Runde {round} ist abgeschlossen; öffnen Sie sie wieder, bevor Sie bei {where} {action}</translation>
    </message>
    <message>
        <source>an exact number (a whole number or a fraction such as 5/2)</source>
        <translation>eine exakte Zahl (eine ganze Zahl oder ein Bruch wie 5/2)</translation>
    </message>
    <message>
        <source>type the points as written on the score sheet</source>
        <translation>Punkte so eingeben, wie sie auf dem Spielzettel stehen</translation>
    </message>
    <message>
        <source>not seated here {strangers}; missing {missing}</source>
        <translation>hier nicht gesetzt {strangers}; es fehlen {missing}</translation>
    </message>
    <message>
        <source>not seated here {strangers}</source>
        <translation>hier nicht gesetzt {strangers}</translation>
    </message>
    <message>
        <source>missing {missing}</source>
        <translation>es fehlen {missing}</translation>
    </message>
    <message>
        <source>enter round totals</source>
        <translation>Rundensummen eingeben</translation>
    </message>
    <message>
        <source>the totals for {where} must list exactly its players {players}: {problem}</source>
        <translation>die Summen für {where} müssen genau dessen Spieler {players} aufführen: {problem}</translation>
    </message>
    <message>
        <source>the totals for table {table} add up to {total}, not 0: check the score sheet (one entry is off by {off} or a sign is wrong)</source>
        <translation>die Summen für Tisch {table} ergeben {total}, nicht 0: prüfen Sie den Spielzettel (ein Eintrag weicht um {off} ab oder ein Vorzeichen ist falsch)</translation>
    </message>
    <message>
        <source>{where} already has {hands} entered; delete them before entering score-sheet totals, or keep entering hands</source>
        <translation>{where}: bereits {hands} erfasst; löschen Sie diese, bevor Sie Rundensummen eingeben, oder geben Sie weiter Spiele ein</translation>
    </message>
    <message>
        <source>a non-zero number</source>
        <translation>eine Zahl ungleich null</translation>
    </message>
    <message>
        <source>e.g. -10 to deduct 10 points</source>
        <translation>z. B. -10, um 10 Punkte abzuziehen</translation>
    </message>
    <message>
        <source>a short reason</source>
        <translation>eine kurze Begründung</translation>
    </message>
    <message>
        <source>the reason is printed on the standings</source>
        <translation>die Begründung wird auf der Rangliste gedruckt</translation>
    </message>
    <message>
        <source>penalise the player in a round they played</source>
        <translation>den Spieler in einer Runde bestrafen, in der er gespielt hat</translation>
    </message>
    <message>
        <source>add a penalty</source>
        <translation>eine Strafe eintragen</translation>
    </message>
    <message>
        <source>audit entry {entry} ({entity} {entity_id} {action}) cannot be changed or deleted; the audit log only grows</source>
        <translation>Protokolleintrag {entry} ({entity} {entity_id} {action}) kann nicht geändert oder gelöscht werden; das Änderungsprotokoll wird nur ergänzt</translation>
    </message>
    <message>
        <source>reason={reason!r} is not allowed: lower-case letters and &apos;-&apos; only</source>
        <translation>reason={reason!r} ist nicht erlaubt: nur Kleinbuchstaben und &apos;-&apos;</translation>
    </message>
    <message>
        <source>the backup copy failed its check: {summary}</source>
        <translation>die Sicherungskopie hat die Prüfung nicht bestanden: {summary}</translation>
    </message>
    <message>
        <source>{file} cannot be restored: {problem}. Pick another backup.</source>
        <translation>{file} kann nicht wiederhergestellt werden: {problem}. Bitte eine andere Sicherung wählen.</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <source>{file} is still open in this program; close it (or the other window on it) before restoring</source>
        <translation>{file} ist in diesem Programm noch geöffnet; schließen Sie sie (oder das andere Fenster darauf), bevor Sie wiederherstellen</translation>
    </message>
    <message>
        <source>{file} is open in another program that uses SQLite (a second copy of Sheepshead Scorer, an SQLite tool); close it there, then try again — nothing was changed</source>
        <translation>{file} ist in einem anderen Programm geöffnet, das SQLite benutzt (ein zweiter Sheepshead Scorer, ein SQLite-Werkzeug); schließen Sie sie dort und versuchen Sie es dann erneut — nichts wurde geändert</translation>
    </message>
    <message>
        <source>pg_dump failed: {reply}</source>
        <translation>pg_dump ist fehlgeschlagen: {reply}</translation>
    </message>
    <message>
        <source>schema={schema!r} is not an SQL identifier as pg_restore prints one; pass the schema read_dump_revision found</source>
        <translation>schema={schema!r} ist kein SQL-Bezeichner, wie pg_restore ihn ausgibt; übergeben Sie das Schema, das read_dump_revision gefunden hat</translation>
    </message>
    <message>
        <source>{file} cannot be restored: the {program} program is not on the PATH. Install the PostgreSQL client tools (Debian: postgresql-client) or restore a .json backup</source>
        <translation>{file} kann nicht wiederhergestellt werden: Das Programm {program} ist nicht im PATH. Installieren Sie die PostgreSQL-Client-Werkzeuge (Debian: postgresql-client) oder stellen Sie eine .json-Sicherung wieder her</translation>
    </message>
    <message>
        <source>pg_restore could not restore {file} (nothing was changed: it runs in one transaction): {reply}</source>
        <translation>pg_restore konnte {file} nicht wiederherstellen (nichts wurde geändert: es läuft in einer Transaktion): {reply}</translation>
    </message>
    <message>
        <source>{file} cannot be read as a JSON backup: {reason}</source>
        <translation>{file} kann nicht als JSON-Sicherung gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a Sheepshead Scorer JSON backup (format must be {format!r})</source>
        <translation>{file} ist keine JSON-Sicherung von Sheepshead Scorer (das Format muss {format!r} sein)</translation>
    </message>
    <message>
        <source>the backup has tables this database does not: {tables}; restore it into a database of the same version</source>
        <translation>die Sicherung enthält Tabellen, die diese Datenbank nicht hat: {tables}; stellen Sie sie in einer Datenbank derselben Version wieder her</translation>
    </message>
    <message>
        <source>timestamp {value!r} has no time zone; pass an aware UTC datetime</source>
        <translation>Zeitstempel {value!r} hat keine Zeitzone; einen UTC-Zeitpunkt mit Zeitzone übergeben</translation>
    </message>
    <message>
        <source>{file} passed its integrity check</source>
        <translation>{file} hat die Integritätsprüfung bestanden</translation>
    </message>
    <message>
        <source>{file} is damaged: {problems}</source>
        <translation>{file} ist beschädigt: {problems}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <source>it cannot be opened ({reason})</source>
        <translation>sie kann nicht geöffnet werden ({reason})</translation>
    </message>
    <message>
        <source>it is not a Sheepshead Scorer database (not an SQLite file at all)</source>
        <translation>sie ist keine Datenbank von Sheepshead Scorer (überhaupt keine SQLite-Datei)</translation>
    </message>
    <message>
        <source>it is truncated: only {size} bytes, shorter than the 100-byte file header</source>
        <translation>sie ist abgeschnitten: nur {size} Bytes, kürzer als der 100 Byte lange Dateikopf</translation>
    </message>
    <message>
        <source>it is truncated: {size} bytes on disk, but its header says {expected}</source>
        <translation>sie ist abgeschnitten: {size} Bytes auf dem Datenträger, laut Dateikopf aber {expected}</translation>
    </message>
    <message>
        <source>row {row} of {table} points to a missing row of {parent}</source>
        <translation>Zeile {row} von {table} verweist auf eine fehlende Zeile von {parent}</translation>
    </message>
    <message>
        <source>SQLite cannot read it ({reason})</source>
        <translation>SQLite kann sie nicht lesen ({reason})</translation>
    </message>
    <message>
        <source>no Alembic revisions found in sheepshead_scorer/migrations</source>
        <translation>keine Alembic-Revisionen in sheepshead_scorer/migrations gefunden</translation>
    </message>
    <message>
        <source>it was made by a newer Sheepshead Scorer (schema revision {revision}; this one knows up to {head}); install that version to open it — nothing was changed</source>
        <translation>sie wurde von einem neueren Sheepshead Scorer angelegt (Schema-Revision {revision}; dieser kennt Revisionen bis {head}); installieren Sie diese Version, um sie zu öffnen — nichts wurde geändert</translation>
    </message>
    <message>
        <source>the database has several schema heads; report this</source>
        <translation>die Datenbank hat mehrere Schemastände; bitte melden</translation>
    </message>
    <message>
        <source>the migration to {revision} left 1 broken reference ({first}); restore the backup copy and report this</source>
        <translation>die Migration auf {revision} hat 1 defekten Verweis hinterlassen ({first}); stellen Sie die Sicherungskopie wieder her und melden Sie den Fehler</translation>
    </message>
    <message>
        <source>the migration to {revision} left {count} broken references (first: {first}); restore the backup copy and report this</source>
        <translation>die Migration auf {revision} hat {count} defekte Verweise hinterlassen (erster: {first}); stellen Sie die Sicherungskopie wieder her und melden Sie den Fehler</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>record the seed so the draw can be reproduced</source>
        <translation>den Startwert (Seed) notieren, damit die Auslosung wiederholt werden kann</translation>
    </message>
    <message>
        <source>player ids as whole numbers</source>
        <translation>Spieler-IDs als ganze Zahlen</translation>
    </message>
    <message>
        <source>each player listed once</source>
        <translation>jeden Spieler nur einmal</translation>
    </message>
    <message>
        <source>remove the duplicate entry</source>
        <translation>den doppelten Eintrag entfernen</translation>
    </message>
    <message>
        <source>a player who is in this round</source>
        <translation>ein Spieler, der in dieser Runde spielt</translation>
    </message>
    <message>
        <source>add the player to the round or drop the fixed seat</source>
        <translation>den Spieler zur Runde hinzufügen oder den festen Platz aufheben</translation>
    </message>
    <message>
        <source>one fixed seat per player</source>
        <translation>ein fester Platz pro Spieler</translation>
    </message>
    <message>
        <source>keep only one fixed seat for this player</source>
        <translation>nur einen festen Platz für diesen Spieler behalten</translation>
    </message>
    <message>
        <source>a table from 1 to {tables} for this round</source>
        <translation>ein Tisch von 1 bis {tables} für diese Runde</translation>
    </message>
    <message>
        <source>player {player} needs a table that exists with {players} players</source>
        <translation>Spieler {player} braucht einen Tisch, den es bei {players} Spielern gibt</translation>
    </message>
    <message>
        <source>a seat from 0 to {last} at table {table}</source>
        <translation>ein Platz von 0 bis {last} an Tisch {table}</translation>
    </message>
    <message>
        <source>table {table} has {seats} seats this round; choose another seat for player {player}</source>
        <translation>Tisch {table} hat in dieser Runde {seats} Plätze; wählen Sie einen anderen Platz für Spieler {player}</translation>
    </message>
    <message>
        <source>each seat fixed for one player only</source>
        <translation>jeder Platz nur für einen Spieler fest</translation>
    </message>
    <message>
        <source>give one of the players another seat</source>
        <translation>einem der Spieler einen anderen Platz geben</translation>
    </message>
    <message>
        <source>at most {size} fixed players at that table</source>
        <translation>höchstens {size} feste Spieler an diesem Tisch</translation>
    </message>
    <message>
        <source>move some fixed players to another table</source>
        <translation>einige feste Spieler an einen anderen Tisch setzen</translation>
    </message>
    <message>
        <source>a whole number of passes, 0 or more</source>
        <translation>eine ganze Zahl von Durchläufen, 0 oder mehr</translation>
    </message>
    <message>
        <source>a rank from 1</source>
        <translation>ein Rang ab 1</translation>
    </message>
    <message>
        <source>a whole number of at least {lowest}</source>
        <translation>eine ganze Zahl von mindestens {lowest}</translation>
    </message>
    <message>
        <source>at least one value for placement scoring</source>
        <translation>mindestens ein Wert für die Platzierungswertung</translation>
    </message>
    <message>
        <source>give the points for 1st, 2nd, ... e.g. (25, 20, 16)</source>
        <translation>die Punkte für Platz 1, 2, ... angeben, z. B. (25, 20, 16)</translation>
    </message>
    <message>
        <source>one of the events {events}</source>
        <translation>eines der Turniere {events}</translation>
    </message>
    <message>
        <source>add the event to the season first</source>
        <translation>das Turnier zuerst zur Saison hinzufügen</translation>
    </message>
    <message>
        <source>one result per player in event {event}</source>
        <translation>ein Ergebnis pro Spieler in Turnier {event}</translation>
    </message>
    <message>
        <source>whole cents, 0 or more</source>
        <translation>ganze Cent, 0 oder mehr</translation>
    </message>
    <message>
        <source>give money in cents, e.g. 2000 for $20.00</source>
        <translation>Geldbeträge in Cent angeben, z. B. 2000 für 20,00 $</translation>
    </message>
    <message>
        <source>a percentage from 0 to 100</source>
        <translation>ein Prozentsatz von 0 bis 100</translation>
    </message>
    <message>
        <source>at most {cents} (what is left after the house share, plus added money)</source>
        <translation>höchstens {cents} (was nach dem Hausanteil übrig bleibt, plus zugelegtes Geld)</translation>
    </message>
    <message>
        <source>lower the costs or add money to the pool</source>
        <translation>die Kosten senken oder Geld in den Topf legen</translation>
    </message>
    <message>
        <source>flight {flight}: {place}</source>
        <translation>Gruppe {flight}: {place}</translation>
    </message>
    <message>
        <source>rank {rank} next (competition ranking, best first)</source>
        <translation>als Nächstes Rang {rank} (Wettkampfrangfolge, Beste zuerst)</translation>
    </message>
    <message>
        <source>pass the standings rows in order</source>
        <translation>die Zeilen der Rangliste in ihrer Reihenfolge übergeben</translation>
    </message>
    <message>
        <source>2 to {most} flights</source>
        <extracomment>At most this many flights (A … F).</extracomment>
        <translation>2 bis {most} Gruppen</translation>
    </message>
    <message>
        <source>a whole number, 0 or more</source>
        <translation>eine ganze Zahl, 0 oder mehr</translation>
    </message>
    <message>
        <source>{count} cutoffs, each lower than the one before</source>
        <translation>{count} Grenzen, jede niedriger als die davor</translation>
    </message>
    <message>
        <source>give one cutoff between each two flights, the highest first</source>
        <translation>eine Grenze zwischen je zwei Gruppen angeben, die höchste zuerst</translation>
    </message>
    <message>
        <source>lower some percentages</source>
        <translation>einige Prozentsätze senken</translation>
    </message>
    <message>
        <source>at most 100% of the flight&apos;s share</source>
        <translation>höchstens 100 % des Anteils der Gruppe</translation>
    </message>
    <message>
        <source>at most 100% of the pool in place, session and flight prizes</source>
        <translation>höchstens 100 % des Topfs für Platz-, Durchgangs- und Gruppenpreise</translation>
    </message>
    <message>
        <source>the overall places ({places} %), session top-score prizes ({sessions} %) and flights&apos; shares ({flights} %) add up to {total} % of the pool; at most 100 % can be paid out: lower them by {over} % in all</source>
        <translation>die Gesamtplätze ({places} %), die Durchgangs-Bestpreise ({sessions} %) und die Anteile der Gruppen ({flights} %) ergeben zusammen {total} % des Topfs; höchstens 100 % können ausgezahlt werden: senken Sie sie insgesamt um {over} %</translation>
    </message>
    <message>
        <source>fix the prize places in the event settings</source>
        <translation>korrigieren Sie die Preisplätze in den Turniereinstellungen</translation>
    </message>
    <message>
        <source>Prizes not shown — {reason}</source>
        <translation>Preise nicht angezeigt — {reason}</translation>
    </message>
    <message>
        <source>lower some percentages or the flights&apos; shares</source>
        <translation>einige Prozentsätze oder die Anteile der Gruppen senken</translation>
    </message>
    <message>
        <source>at least one player id</source>
        <translation>mindestens eine Spieler-ID</translation>
    </message>
    <message>
        <source>leave out sessions without a top scorer and lower the plan accordingly</source>
        <translation>Durchgänge ohne Bestwertung weglassen und den Plan entsprechend senken</translation>
    </message>
    <message>
        <source>a player in these standings</source>
        <translation>ein Spieler in dieser Rangliste</translation>
    </message>
    <message>
        <source>each tiebreak once</source>
        <translation>jede Gleichstandsregel nur einmal</translation>
    </message>
    <message>
        <source>nothing after &apos;lot&apos;</source>
        <translation>nichts nach &apos;lot&apos; (Los)</translation>
    </message>
    <message>
        <source>move &apos;lot&apos; to the end</source>
        <translation>&apos;lot&apos; (Los) ans Ende setzen</translation>
    </message>
    <message>
        <source>a whole number when &apos;lot&apos; is in the tiebreak chain</source>
        <translation>eine ganze Zahl, wenn &apos;lot&apos; (Los) in der Kette der Gleichstandsregeln steht</translation>
    </message>
    <message>
        <source>draw and record a seed, so the lot can be reproduced</source>
        <translation>einen Startwert (Seed) ziehen und notieren, damit der Losentscheid wiederholt werden kann</translation>
    </message>
    <message>
        <source>only best_round and lot when results are score-sheet totals (player {player} has no per-hand rows)</source>
        <translation>nur best_round und lot, wenn die Ergebnisse Summen vom Spielzettel sind (Spieler {player} hat keine Zeilen pro Spiel)</translation>
    </message>
    <message>
        <source>drop this tiebreak for events scored by round totals</source>
        <translation>diese Gleichstandsregel bei Turnieren mit Rundensummen weglassen</translation>
    </message>
    <message>
        <source>duplicate player ids</source>
        <translation>doppelte Spieler-IDs</translation>
    </message>
    <message>
        <source>one tally per player</source>
        <translation>eine Zwischensumme pro Spieler</translation>
    </message>
    <message>
        <source>merge a player&apos;s tallies with merge_tallies first</source>
        <translation>die Zwischensummen eines Spielers zuerst mit merge_tallies zusammenführen</translation>
    </message>
    <message>
        <source>an exact number: int or fractions.Fraction (never float)</source>
        <translation>eine exakte Zahl: int oder fractions.Fraction (nie float)</translation>
    </message>
    <message>
        <source>pass the points as Fraction, e.g. Fraction(5, 2)</source>
        <translation>die Punkte als Fraction übergeben, z. B. Fraction(5, 2)</translation>
    </message>
    <message>
        <source>None or {options}</source>
        <translation>None oder {options}</translation>
    </message>
    <message>
        <source>True or False for a {role} row</source>
        <translation>True oder False für eine Zeile mit Rolle {role}</translation>
    </message>
    <message>
        <source>say whether the picker&apos;s side won hand {hand} at table {table}</source>
        <translation>angeben, ob die Seite des Nehmers Spiel {hand} an Tisch {table} gewonnen hat</translation>
    </message>
    <message>
        <source>a table number from 1</source>
        <translation>eine Tischnummer ab 1</translation>
    </message>
    <message>
        <source>give player {player} a table number as printed on the table card</source>
        <translation>Spieler {player} eine Tischnummer wie auf der Tischkarte geben</translation>
    </message>
    <message>
        <source>None (any seat) or 0 to {last}</source>
        <translation>None (beliebiger Platz) oder 0 bis {last}</translation>
    </message>
    <message>
        <source>{low} to {high} players at table {table}</source>
        <translation>{low} bis {high} Spieler an Tisch {table}</translation>
    </message>
    <message>
        <source>table numbers 1, 2, ... in order (got {index})</source>
        <translation>Tischnummern 1, 2, ... in Reihenfolge (erwartet: {index})</translation>
    </message>
    <message>
        <source>each player seated once</source>
        <translation>jeder Spieler nur einmal gesetzt</translation>
    </message>
    <message>
        <source>player {player} is seated twice</source>
        <translation>Spieler {player} ist zweimal gesetzt</translation>
    </message>
    <message>
        <source>a player seated in this round</source>
        <translation>ein Spieler mit Platz in dieser Runde</translation>
    </message>
    <message>
        <source>check the player&apos;s id or add the player to the round first</source>
        <translation>die ID des Spielers prüfen oder den Spieler zuerst zur Runde hinzufügen</translation>
    </message>
    <message>
        <source>one player per seat (seat {seat} at table {table} has player {player})</source>
        <translation>ein Spieler pro Platz (Platz {seat} an Tisch {table} hat Spieler {player})</translation>
    </message>
    <message>
        <source>tables numbered 1, 2, ... without gaps</source>
        <translation>Tische mit 1, 2, ... ohne Lücken nummeriert</translation>
    </message>
    <message>
        <source>renumber the tables</source>
        <translation>die Tische neu nummerieren</translation>
    </message>
    <message>
        <source>seats 0, 1, ... without gaps at table {table}</source>
        <translation>Plätze 0, 1, ... ohne Lücken an Tisch {table}</translation>
    </message>
    <message>
        <source>seat 0 is the first dealer; renumber the seats</source>
        <translation>Platz 0 ist der erste Geber; die Plätze neu nummerieren</translation>
    </message>
    <message>
        <source>a different player from the first</source>
        <translation>ein anderer Spieler als der erste</translation>
    </message>
    <message>
        <source>pick two different players</source>
        <translation>zwei verschiedene Spieler wählen</translation>
    </message>
    <message>
        <source>merge a player&apos;s tallies with merge_tallies() first</source>
        <translation>die Zwischensummen eines Spielers zuerst mit merge_tallies() zusammenführen</translation>
    </message>
    <message>
        <source>payouts that add up to zero</source>
        <translation>Auszahlungen, die zusammen null ergeben</translation>
    </message>
    <message>
        <source>check hand {hand} at table {table}: its payouts are not zero-sum</source>
        <translation>Spiel {hand} an Tisch {table} prüfen: seine Auszahlungen ergeben zusammen nicht null</translation>
    </message>
    <message>
        <source>list the season&apos;s events once</source>
        <translation>die Turniere der Saison je einmal aufführen</translation>
    </message>
    <message>
        <source>one of the season&apos;s events {events}</source>
        <translation>eines der Turniere der Saison {events}</translation>
    </message>
    <message>
        <source>pass the results of the listed events only</source>
        <translation>nur die Ergebnisse der aufgeführten Turniere übergeben</translation>
    </message>
    <message>
        <source>use 5 for 5-hand, 4 for 4-hand, 3 for 3-hand or 2 for two-handed events</source>
        <translation>5 für Turniere an Fünfertischen, 4 für Vierertische, 3 für Dreiertische oder 2 für das Zweierspiel verwenden</translation>
    </message>
    <message>
        <source>Sheepshead needs at least three players at a table</source>
        <translation>Sheepshead braucht mindestens drei Spieler an einem Tisch</translation>
    </message>
    <message>
        <source>the two-handed game needs two players at a table</source>
        <translation>das Zweierspiel braucht zwei Spieler am Tisch</translation>
    </message>
    <message>
        <source>rows of player {player} only</source>
        <translation>nur Zeilen von Spieler {player}</translation>
    </message>
    <message>
        <source>add each row to its own player&apos;s tally</source>
        <translation>jede Zeile zur Zwischensumme ihres eigenen Spielers hinzufügen</translation>
    </message>
    <message>
        <source>Session {number} standings</source>
        <translation>Durchgang {number}</translation>
    </message>
    <message>
        <source>{season} league table</source>
        <extracomment>The key of a season&apos;s ``scoring`` JSON that turns the rating column on (the league&apos;s choice; off when absent). It is shown, not scored: ``league_rules`` ignores it. The season tiebreaks as the table names them (catalogue words).</extracomment>
        <translation>Ligatabelle {season}</translation>
    </message>
    <message>
        <source>League points by place each night: {points}; places past them {past}.</source>
        <translation>Ligapunkte je Platz an jedem Abend: {points}; Plätze dahinter {past}.</translation>
    </message>
    <message>
        <source>League points: each night&apos;s game points.</source>
        <translation>Ligapunkte: die Spielpunkte jedes Abends.</translation>
    </message>
    <message>
        <source>Every night played adds {points}.</source>
        <translation>Jeder gespielte Abend bringt {points} dazu.</translation>
    </message>
    <message>
        <source>Best {keep} of {count} nights count.</source>
        <translation>Die besten {keep} von {count} Abenden zählen.</translation>
    </message>
    <message>
        <source>At least {nights} nights to be ranked.</source>
        <translation>Mindestens {nights} Abende für einen Platz.</translation>
    </message>
    <message>
        <source>Level on league points: {chain}; still level, players share the place.</source>
        <translation>Bei gleichen Ligapunkten: {chain}; danach noch gleich, teilen sich die Spieler den Platz.</translation>
    </message>
    <message>
        <source>Level on league points, players share the place.</source>
        <translation>Bei gleichen Ligapunkten teilen sich die Spieler den Platz.</translation>
    </message>
    <message>
        <source>- in Rank: fewer than {nights} nights played, not ranked yet.</source>
        <translation>- bei Platz: weniger als {nights} Abende gespielt, noch ohne Platz.</translation>
    </message>
    <message>
        <source>– did not play that night.</source>
        <translation>– an dem Abend nicht gespielt.</translation>
    </message>
    <message>
        <source>(4) a dropped night: not in the league points.</source>
        <translation>(4) ein Streichergebnis: nicht in den Ligapunkten.</translation>
    </message>
    <message>
        <source>A night marked &apos;not counted&apos; is outside the league table.</source>
        <translation>Ein Abend mit &apos;zählt nicht&apos; gehört nicht zur Ligatabelle.</translation>
    </message>
    <message>
        <source>* the night&apos;s place was decided by that night&apos;s tiebreak: picker wins, hands lost, best round on a night of hands; best round on a totals night.</source>
        <translation>* den Platz an dem Abend entschied dessen Gleichstandsregel: Nehmer-Siege, verlorene Spiele, beste Runde an einem Abend mit Einzelspielen; beste Runde an einem Abend mit Gesamtergebnissen.</translation>
    </message>
    <message>
        <source>S{number}</source>
        <translation>D{number}</translation>
    </message>
    <message>
        <source>{month}-{day} {event}</source>
        <extracomment>An event column&apos;s header is at most this long (date and the start of the event&apos;s name).</extracomment>
        <translation>{day}.{month}. {event}</translation>
    </message>
    <message>
        <source>place {rank}</source>
        <translation>Platz {rank}</translation>
    </message>
    <message>
        <source>T-{rank}: places {rank}-{last} shared by {count}</source>
        <translation>T-{rank}: Plätze {rank}–{last} geteilt durch {count}</translation>
    </message>
    <message>
        <source>Session {number} top score</source>
        <translation>Bester Durchgang {number}</translation>
    </message>
    <message>
        <source>session {number} top score</source>
        <translation>höchste Punktzahl im Durchgang {number}</translation>
    </message>
    <message>
        <source>Event statistics — {event}</source>
        <extracomment>Hand kinds that count toward a round&apos;s hands (as ``record_hand`` counts them).</extracomment>
        <translation>Turnierstatistik — {event}</translation>
    </message>
    <message>
        <source>Season statistics — {season}</source>
        <translation>Saisonstatistik — {season}</translation>
    </message>
    <message>
        <source>Running score — session {number}</source>
        <translation>Punkteverlauf — Durchgang {number}</translation>
    </message>
    <message>
        <source>Player history: {name}</source>
        <translation>Spielerhistorie: {name}</translation>
    </message>
    <message>
        <source>{scope} {scope_id} of event {event}, player {player}: {field} kept as {kept}, recount gives {recounted}</source>
        <translation>{scope} {scope_id} von Veranstaltung {event}, Spieler {player}: {field} gespeichert als {kept}, Nachzählung ergibt {recounted}</translation>
    </message>
    <message>
        <source>The floor network could not listen on {host} port {port} ({reason}): the port is taken or the address is not this computer&apos;s; pick another port or address</source>
        <translation>Das Saalnetz konnte nicht auf {host} Port {port} lauschen ({reason}): der Port ist belegt oder die Adresse gehört nicht zu diesem Computer; einen anderen Port oder eine andere Adresse wählen</translation>
    </message>
    <message>
        <source>The floor network did not start on {host} port {port}; see the log file</source>
        <translation>Das Saalnetz ist auf {host} Port {port} nicht gestartet; siehe Protokolldatei</translation>
    </message>
    <message>
        <source>list the seasons with `sheepshead-scorer seasons`</source>
        <translation>die Saisons mit `sheepshead-scorer seasons` auflisten</translation>
    </message>
    <message>
        <source>{file} is read-only (a write-protected file, folder or disk)</source>
        <translation>{file} ist schreibgeschützt (eine schreibgeschützte Datei, ein schreibgeschützter Ordner oder Datenträger)</translation>
    </message>
    <message>
        <source> (station {station})</source>
        <translation> (Station {station})</translation>
    </message>
    <message>
        <source>{program}{station} on {host}, process {pid}, open since {since}</source>
        <translation>{program}{station} auf {host}, Prozess {pid}, geöffnet seit {since}</translation>
    </message>
    <message>
        <source>a Sheepshead Scorer program</source>
        <translation>ein Sheepshead-Scorer-Programm</translation>
    </message>
    <message>
        <source>{file} is being restored by {who}; open it again when the restore has finished</source>
        <translation>{file} wird gerade von {who} wiederhergestellt; öffnen Sie sie erneut, wenn die Wiederherstellung fertig ist</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>einem anderen Programm</translation>
    </message>
    <message>
        <source>{file} is open in another program; close every window and command using it, then try again</source>
        <translation>{file} ist in einem anderen Programm geöffnet; schließen Sie jedes Fenster und jeden Befehl, der sie benutzt, und versuchen Sie es dann erneut</translation>
    </message>
    <message>
        <source>{file} is open in {holders}; close it there (or wait for that command to end), then try again — nothing was changed</source>
        <translation>{file} ist geöffnet in: {holders}; schließen Sie sie dort (oder warten Sie, bis dieser Befehl endet) und versuchen Sie es dann erneut — nichts wurde geändert</translation>
    </message>
    <message>
        <source>SQLite could not read anything back from {damaged}</source>
        <translation>SQLite konnte aus {damaged} nichts zurücklesen</translation>
    </message>
    <message>
        <source>SQLite&apos;s recovery ({method}) read {events} events, {players} players and {hands} hands back from {damaged} into {path}{state}</source>
        <translation>die Wiederherstellung von SQLite ({method}) hat {events} Turniere, {players} Spieler und {hands} Spiele aus {damaged} nach {path} zurückgelesen{state}</translation>
    </message>
    <message>
        <source> (the copy is not whole: check it)</source>
        <translation> (die Kopie ist nicht vollständig: bitte prüfen)</translation>
    </message>
    <message>
        <source>{tricks}, the side&apos;s tricks (the picker is alone)</source>
        <translation>{tricks}, die Stiche der Seite (der Nehmer spielt allein)</translation>
    </message>
    <message>
        <source>the picker&apos;s own tricks (0-{tricks})</source>
        <translation>die eigenen Stiche des Nehmers (0-{tricks})</translation>
    </message>
    <message>
        <source>this ruleset requires the picker to take a trick (picker_needs_trick): record how many tricks the picker took personally</source>
        <translation>dieses Regelwerk verlangt, dass der Nehmer einen Stich macht (picker_needs_trick): angeben, wie viele Stiche der Nehmer selbst gemacht hat</translation>
    </message>
    <message>
        <source>0 (runner_units is 0: this ruleset pays no mit/ohne bonus)</source>
        <translation>0 (runner_units ist 0: dieses Regelwerk zahlt keine Laufenden mit/ohne)</translation>
    </message>
    <message>
        <source>empty: two-handed has no partner</source>
        <translation>leer: zu zweit gibt es keinen Partner</translation>
    </message>
    <message>
        <source>alone or null (two-handed has no partner call)</source>
        <translation>alone oder null (zu zweit gibt es keinen Partnerruf)</translation>
    </message>
    <message>
        <source>false (two-handed has no picker to call it)</source>
        <translation>false (zu zweit gibt es keinen Nehmer, der es ansagt)</translation>
    </message>
    <message>
        <source>120 for a seat that took every trick</source>
        <translation>120 für einen Platz, der jeden Stich gemacht hat</translation>
    </message>
    <message>
        <source>a team: 0 (seats 1 and 3) or 1 (seats 2 and 4)</source>
        <extracomment>000: &quot;The &apos;counter cards&apos; are always ace, 10, and king. If a player wins the last trick, they get 1 extra counter, with 13 counters in total.&quot; (four suits × A, 10, K, + 1)</extracomment>
        <translation>eine Mannschaft: 0 (Plätze 1 und 3) oder 1 (Plätze 2 und 4)</translation>
    </message>
    <message>
        <source>a seat number 0-3 (four players)</source>
        <translation>eine Platznummer 0-3 (vier Spieler)</translation>
    </message>
    <message>
        <source>the counters team 0 took, 0-13</source>
        <translation>die Zähler, die Mannschaft 0 gemacht hat, 0-13</translation>
    </message>
    <message>
        <source>either the fox&apos;s team and team 0&apos;s counters, or a buck, or an automatic buck (exactly one)</source>
        <translation>entweder die Mannschaft mit dem Fuchs und die Zähler von Mannschaft 0, oder ein Buck, oder ein automatischer Buck (genau eines)</translation>
    </message>
    <message>
        <source>a buck takes every trick, so it needs no fox or counters</source>
        <translation>ein Buck macht jeden Stich, braucht also weder Fuchs noch Zähler</translation>
    </message>
    <message>
        <source>a value: a played hand names the fox&apos;s team and counters</source>
        <translation>ein Wert: ein gespieltes Spiel nennt die Mannschaft mit dem Fuchs und die Zähler</translation>
    </message>
    <message>
        <source>a field of a fox hand: {names}</source>
        <translation>ein Feld eines Fuchs-Spiels: {names}</translation>
    </message>
    <message>
        <source>a value (required for a fox hand)</source>
        <translation>ein Wert (für ein Fuchs-Spiel nötig)</translation>
    </message>
    <message>
        <source>under the new rules {table} cannot be scored: {reason}</source>
        <translation>nach den neuen Regeln kann {table} nicht gewertet werden: {reason}</translation>
    </message>
    <message>
        <source>tallies of event {event} written without its lock: call tallies.lock_event(...) as the transaction&apos;s first statement</source>
        <translation>Punktestände von Veranstaltung {event} ohne ihre Sperre geschrieben: tallies.lock_event(...) als erste Anweisung der Transaktion aufrufen</translation>
    </message>
    <message>
        <source>the totals of {night} add up to {total}, not 0: one entry is off by {off} or a sign is wrong</source>
        <extracomment>The ruleset stored with a night of net totals (no hand is scored under it). A night&apos;s players are kept on score sheets (tables) of at most this many. A night needs at least a table&apos;s worth of players.</extracomment>
        <translation>die Ergebnisse von {night} ergeben {total}, nicht 0: ein Eintrag ist um {off} falsch oder ein Vorzeichen stimmt nicht</translation>
    </message>
    <message>
        <source>{night} ({date})</source>
        <translation>{night} ({date})</translation>
    </message>
    <message>
        <source>the totals of at least three players</source>
        <translation>die Ergebnisse von mindestens drei Spielern</translation>
    </message>
    <message>
        <source>type a total for everyone who played</source>
        <translation>trag für jeden, der gespielt hat, ein Ergebnis ein</translation>
    </message>
    <message>
        <source>0 or more</source>
        <translation>0 oder mehr</translation>
    </message>
    <message>
        <source>Night {number}</source>
        <translation>Abend {number}</translation>
    </message>
    <message>
        <source>a name not yet in the registry: {names} is already there</source>
        <translation>ein Name, der noch nicht im Spielerverzeichnis steht: {names} gibt es schon</translation>
    </message>
    <message>
        <source>a name not close to one in the registry: {names} is very similar</source>
        <translation>ein Name, der keinem im Spielerverzeichnis ähnelt: {names} ist sehr ähnlich</translation>
    </message>
    <message>
        <source>pick that player from the list</source>
        <translation>wähle diesen Spieler aus der Liste</translation>
    </message>
    <message>
        <source>pick that player, or confirm it is someone else</source>
        <translation>wähle diesen Spieler oder bestätige, dass es jemand anderes ist</translation>
    </message>
    <message>
        <source>a non-empty player name</source>
        <translation>ein nicht leerer Spielername</translation>
    </message>
    <message>
        <source>scoring (total_points or placement_points), placement_points, past_table_points, night_points, best_of, drop_worst, min_events, tiebreaks (most_nights, best_night, latest_night)</source>
        <extracomment>The keys of a season&apos;s ``scoring`` JSON (``attendance_points`` is read as the old name of ``past_table_points``).</extracomment>
        <translation>scoring (total_points oder placement_points), placement_points, past_table_points, night_points, best_of, drop_worst, min_events, tiebreaks (most_nights, best_night, latest_night)</translation>
    </message>
    <message>
        <source>“{char}” cannot be typed here; use the digits 0-9, / and the letters of the keys below</source>
        <translation>„{char}“ kann hier nicht eingegeben werden; die Ziffern 0-9, / und die Buchstaben der Tasten unten verwenden</translation>
    </message>
    <message>
        <source>the line is empty; type the picker&apos;s seat first (e.g. 13 74)</source>
        <translation>die Zeile ist leer; zuerst den Platz des Nehmers eingeben (z. B. 13 74)</translation>
    </message>
    <message>
        <source>an all-pass hand</source>
        <translation>ein Spiel ohne Aufnahme</translation>
    </message>
    <message>
        <source>a misdeal</source>
        <translation>ein Vergeben</translation>
    </message>
    <message>
        <source>leaster winner</source>
        <translation>Leaster-Gewinner</translation>
    </message>
    <message>
        <source>moster loser</source>
        <translation>Moster-Verlierer</translation>
    </message>
    <message>
        <source>after the {role}&apos;s seat type their card points (or nothing), or t and a seat tied with them (l1t3), not {rest}</source>
        <translation>nach dem Platz ({role}) dessen Augen eingeben (oder nichts) oder t und einen Platz im Gleichstand damit (l1t3), nicht {rest}</translation>
    </message>
    <message>
        <source>tied player</source>
        <translation>Spieler im Gleichstand</translation>
    </message>
    <message>
        <source>seat {seat_number} is already in the tie; type each tied seat once (e.g. l1t3)</source>
        <translation>Platz {seat_number} ist schon im Gleichstand; jeden Platz im Gleichstand nur einmal eingeben (z. B. l1t3)</translation>
    </message>
    <message>
        <source>penalised seat</source>
        <translation>bestrafter Platz</translation>
    </message>
    <message>
        <source>after the penalised seat type nothing (misplay), r (renege), p (peek) or w (mauer: walled up), not {letter}</source>
        <translation>nach dem bestraften Platz nichts (Fehlspiel), r (Farbe nicht bedient), p (Einsehen) oder w (Mauer) eingeben, nicht {letter}</translation>
    </message>
    <message>
        <source>picker</source>
        <translation>Nehmer</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>type the picker side&apos;s card points (0-120) after the seats, e.g. 13 74</source>
        <translation>nach den Plätzen die Augen der Nehmerseite (0-120) eingeben, z. B. 13 74</translation>
    </message>
    <message>
        <source>points {points} is more than the 120 in the deck; type the picker side&apos;s points 0-120</source>
        <translation>{points} Augen sind mehr als die 120 im Blatt; Augen der Nehmerseite 0-120 eingeben</translation>
    </message>
    <message>
        <source>after / type the picker side&apos;s number of tricks</source>
        <translation>nach / die Zahl der Stiche der Nehmerseite eingeben</translation>
    </message>
    <message>
        <source>after the second / type the tricks the picker took personally</source>
        <translation>nach dem zweiten / die Stiche eingeben, die der Nehmer selbst gemacht hat</translation>
    </message>
    <message>
        <source>after r type how many top trump ran unbroken from the queen of clubs (e.g. r3)</source>
        <translation>nach r eingeben, wie viele höchste Trümpfe ab der Kreuz-Dame ununterbrochen liefen (z. B. r3)</translation>
    </message>
    <message>
        <source>{key} is not understood here; after the points type / and tricks, c (crack), b (blitz), k (kontra) or r and runners, then Enter</source>
        <translation>{key} wird hier nicht verstanden; nach den Augen / und die Stiche, c (Crack), b (Blitz), k (Kontra) oder r und die Laufenden eingeben, dann Enter</translation>
    </message>
    <message>
        <source>type the {role}&apos;s seat (1-{seats})</source>
        <translation>{role}: Platz eingeben (1-{seats})</translation>
    </message>
    <message>
        <source>{role} seat {key} is not at this table; type a seat 1-{seats}</source>
        <translation>{role}: Platz {key} gibt es an diesem Tisch nicht; einen Platz 1-{seats} eingeben</translation>
    </message>
    <message>
        <source>{what} takes nothing after {typed}; remove {extra}</source>
        <translation>bei {what} folgt nichts nach {typed}; {extra} entfernen</translation>
    </message>
    <message>
        <source>{role} seat {seat_number} sits out this hand (seat {dealer} deals); type a seat that plays</source>
        <translation>{role}: Platz {seat_number} setzt dieses Spiel aus (Platz {dealer} gibt); einen mitspielenden Platz eingeben</translation>
    </message>
    <message>
        <source>seat {seat_number} is the picker and cannot also be the partner; type a different partner seat, or a (or 0) to play alone</source>
        <translation>Platz {seat_number} ist der Nehmer und kann nicht auch Partner sein; einen anderen Partnerplatz eingeben oder a (bzw. 0) für allein</translation>
    </message>
    <message>
        <source>tricks {tricks} is more than the {total} tricks of a hand at this table; type 0-{total} after /</source>
        <translation>{tricks} Stiche sind mehr als die {total} Stiche eines Spiels an diesem Tisch; nach / 0-{total} eingeben</translation>
    </message>
    <message>
        <source>the picker cannot take {own} of the side&apos;s {tricks} tricks; type the side&apos;s tricks after the first / and the picker&apos;s own after the second</source>
        <translation>der Nehmer kann nicht {own} der {tricks} Stiche seiner Seite machen; die Stiche der Seite nach dem ersten / und die eigenen des Nehmers nach dem zweiten eingeben</translation>
    </message>
    <message>
        <source>more played hands</source>
        <extracomment>played hands before this line&apos;s hand (what ``hands_total`` counts)</extracomment>
        <translation>mehr gespielte Spiele</translation>
    </message>
    <message>
        <source>at this table (Smith rule) the picker&apos;s own tricks change the score; type them after //, e.g. {none} (the picker took no trick) or {some}</source>
        <translation>an diesem Tisch (Smith-Regel) ändern die eigenen Stiche des Nehmers die Abrechnung; sie nach // eingeben, z. B. {none} (der Nehmer hat keinen Stich gemacht) oder {some}</translation>
    </message>
    <message>
        <source>at this table the picker must take a trick personally; type the side&apos;s tricks and the picker&apos;s own, e.g. {example}</source>
        <translation>an diesem Tisch muss der Nehmer selbst einen Stich machen; die Stiche der Seite und die eigenen des Nehmers eingeben, z. B. {example}</translation>
    </message>
    <message>
        <source>this ruleset plays {plays} when nobody picks, not {wanted}; type d for a passed-out deal</source>
        <translation>nach diesen Regeln wird bei allseitigem Passen {plays} gespielt, nicht {wanted}; d für ein ausgepasstes Spiel eingeben</translation>
    </message>
    <message>
        <source>this ruleset plays a leaster when nobody picks; type l and the winner&apos;s seat</source>
        <translation>nach diesen Regeln wird bei allseitigem Passen ein Leaster gespielt; l und den Platz des Gewinners eingeben</translation>
    </message>
    <message>
        <source>seat {seat_number} sits out this hand; type a seat that plays</source>
        <translation>Platz {seat_number} setzt dieses Spiel aus; einen mitspielenden Platz eingeben</translation>
    </message>
    <message>
        <source>seats {seats} cannot have {points} points each: the other seats would not all have fewer; type more points or leave them out (e.g. o2t4)</source>
        <translation>die Plätze {seats} können nicht je {points} Augen haben: die anderen Plätze hätten nicht alle weniger; mehr Augen eingeben oder sie weglassen (z. B. o2t4)</translation>
    </message>
    <message>
        <source>seats {seats} cannot have {points} points each: the other seats would not all have more; type fewer points or leave them out (e.g. l1t3)</source>
        <translation>die Plätze {seats} können nicht je {points} Augen haben: die anderen Plätze hätten nicht alle mehr; weniger Augen eingeben oder sie weglassen (z. B. l1t3)</translation>
    </message>
    <message>
        <source>the leaster winner cannot have {points} points: the other seats would not all have more; type the winner&apos;s seat alone (e.g. l2)</source>
        <translation>der Leaster-Gewinner kann keine {points} Augen haben: die anderen Plätze hätten nicht alle mehr; nur den Platz des Gewinners eingeben (z. B. l2)</translation>
    </message>
    <message>
        <source>the moster loser&apos;s {points} points must be the most; leave the points out (e.g. o4) or type more than 60</source>
        <translation>die {points} Augen des Moster-Verlierers müssen die meisten sein; Augen weglassen (z. B. o4) oder mehr als 60 eingeben</translation>
    </message>
    <message>
        <source>the last round is Schiller: nobody may pass; type the picker&apos;s seat (the first player after the dealer has to pick)</source>
        <translation>die letzte Runde ist Schiller: niemand darf passen; den Platz des Nehmers eingeben (der erste Spieler nach dem Geber muss nehmen)</translation>
    </message>
    <message>
        <source>the last round is Schiller: seat {first}, the first player after the dealer (seat {dealer}), has to pick</source>
        <translation>die letzte Runde ist Schiller: Platz {first}, der erste Spieler nach dem Geber (Platz {dealer}), muss nehmen</translation>
    </message>
    <message>
        <source>this table already has all {hands} hands of the round; correct or delete a hand instead</source>
        <translation>dieser Tisch hat schon alle {hands} Spiele der Runde; stattdessen ein Spiel korrigieren oder löschen</translation>
    </message>
    <message>
        <source>the phones read the Sheepshead entry line only; a Sheep Head event&apos;s hands are entered at the desk</source>
        <translation>die Handys lesen nur die Sheepshead-Eingabezeile; die Spiele eines Sheep-Head-Turniers werden an der Turnierleitung eingegeben</translation>
    </message>
    <message>
        <source>that code is not valid; check the code on your seat card</source>
        <translation>dieser Code ist ungültig; prüfen Sie den Code auf Ihrer Sitzkarte</translation>
    </message>
    <message>
        <source>table entry from phones is off for this event; hand your sheet to the director</source>
        <translation>die Eingabe am Tisch per Handy ist für dieses Turnier ausgeschaltet; geben Sie Ihren Zettel der Turnierleitung</translation>
    </message>
    <message>
        <source>this code was revoked by the director; ask the director for the new one</source>
        <translation>dieser Code wurde von der Turnierleitung widerrufen; fragen Sie die Turnierleitung nach dem neuen</translation>
    </message>
    <message>
        <source>round {round} is closed, so its codes have expired; use the code on the next round&apos;s seat card</source>
        <translation>Runde {round} ist abgeschlossen, ihre Codes sind abgelaufen; nehmen Sie den Code auf der Sitzkarte der nächsten Runde</translation>
    </message>
    <message>
        <source>the director has taken over table {table}; ask the director to enter or correct its hands</source>
        <translation>die Turnierleitung hat Tisch {table} übernommen; bitten Sie die Turnierleitung, seine Spiele einzugeben oder zu korrigieren</translation>
    </message>
    <message>
        <source>that hand is no longer on table {table}&apos;s sheet; reload the page</source>
        <translation>dieses Spiel steht nicht mehr auf dem Blatt von Tisch {table}; laden Sie die Seite neu</translation>
    </message>
    <message>
        <source>table {table} has {count} of its {planned} hands; the sheet is signed when every hand is entered</source>
        <translation>Tisch {table} hat {count} seiner {planned} Spiele; das Blatt wird unterschrieben, wenn alle Spiele eingegeben sind</translation>
    </message>
    <message>
        <source>table {table}&apos;s sheet was changed since you loaded the page; reload the page, check the totals again and sign again</source>
        <translation>das Blatt von Tisch {table} wurde geändert, seit Sie die Seite geladen haben; laden Sie die Seite neu, prüfen Sie die Summen noch einmal und unterschreiben Sie erneut</translation>
    </message>
    <message>
        <source>hand {hand} at table {table} is not checked yet (or is disputed); the sheet is signed when a player of the other side has confirmed every hand and no hand is disputed</source>
        <translation>Spiel {hand} an Tisch {table} ist noch nicht geprüft (oder beanstandet); das Blatt wird unterschrieben, wenn ein Spieler der Gegenseite jedes Spiel bestätigt hat und keines beanstandet ist</translation>
    </message>
    <message>
        <source>hand {hand} was changed since you loaded the page (at {station}); reload the page and check it again</source>
        <translation>Spiel {hand} wurde geändert, seit Sie die Seite geladen haben (an {station}); laden Sie die Seite neu und prüfen Sie es noch einmal</translation>
    </message>
    <message>
        <source>you entered hand {hand} yourself; an opponent confirms it with their own code</source>
        <translation>Sie haben Spiel {hand} selbst eingegeben; ein Gegenspieler bestätigt es mit seinem eigenen Code</translation>
    </message>
    <message>
        <source>seat {seat_number} played on the same side as the player who entered hand {hand}; a player of the other side confirms it</source>
        <translation>Sitz {seat_number} hat auf derselben Seite gespielt wie der Spieler, der Spiel {hand} eingegeben hat; ein Spieler der anderen Seite bestätigt es</translation>
    </message>
    <message>
        <source>This form was sent from another site; open the table page again and send it from there.</source>
        <translation>Dieses Formular kam von einer anderen Seite; öffne die Tischseite neu und sende es von dort.</translation>
    </message>
    <message>
        <source>The form arrived too slowly; nothing was saved. Send it again.</source>
        <translation>Das Formular kam zu langsam an; nichts wurde gespeichert. Senden Sie es noch einmal.</translation>
    </message>
    <message>
        <source>The form is too large; nothing was saved.</source>
        <translation>Das Formular ist zu groß; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>The form could not be read; reload the page and try again. Nothing was saved.</source>
        <translation>Das Formular konnte nicht gelesen werden; lade die Seite neu und versuche es noch einmal. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Your table session has ended; type your seat&apos;s code again.</source>
        <translation>Deine Tischsitzung ist beendet; gib den Code deines Sitzplatzes noch einmal ein.</translation>
    </message>
    <message>
        <source>this table was opened on too many phones, so the phone unused longest was signed out; type your seat&apos;s code again</source>
        <translation>dieser Tisch wurde auf zu vielen Handys geöffnet, daher wurde das am längsten unbenutzte abgemeldet; geben Sie den Code Ihres Sitzplatzes noch einmal ein</translation>
    </message>
    <message>
        <source>This form has expired (or did not come from this page); reload the page and try again. Nothing was saved.</source>
        <translation>Dieses Formular ist abgelaufen (oder kam nicht von dieser Seite); lade die Seite neu und versuche es noch einmal. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: try again in {minutes} min, or ask the director.</source>
        <translation>Zu viele falsche Codes von diesem Handy: versuche es in {minutes} Min. wieder oder frage die Turnierleitung.</translation>
    </message>
    <message>
        <source>Type the hand first (e.g. 13 74).</source>
        <translation>Gib zuerst das Spiel ein (z. B. 13 74).</translation>
    </message>
    <message>
        <source>That code belongs to another table; the confirming player types the code of their own seat at this table.</source>
        <translation>Dieser Code gehört zu einem anderen Tisch; wer bestätigt, gibt den Code seines eigenen Sitzplatzes an diesem Tisch ein.</translation>
    </message>
    <message>
        <source>game and target only</source>
        <translation>nur game und target</translation>
    </message>
    <message>
        <source>a Sheep Head hand (the fox and counters, or a buck)</source>
        <translation>ein Sheep-Head-Spiel (Fuchs und Zähler oder ein Buck)</translation>
    </message>
    <message>
        <source>a Sheepshead hand (this table does not play Sheep Head)</source>
        <translation>ein Sheepshead-Spiel (dieser Tisch spielt kein Sheep Head)</translation>
    </message>
    <message>
        <source>type the seat (1-4) of the team that took the fox and that team&apos;s counters, e.g. 1 9; or b2 for a buck, a2 for an automatic buck</source>
        <translation>Platz (1-4) des Teams, das den Fuchs bekam, und die Zähler dieses Teams eingeben, z. B. 1 9; oder b2 für einen Buck, a2 für einen automatischen Buck</translation>
    </message>
    <message>
        <source>a team takes at most {total} counters, not {count}</source>
        <translation>ein Team bekommt höchstens {total} Zähler, nicht {count}</translation>
    </message>
    <message>
        <source>final</source>
        <extracomment>What each copy of a standings list is called (&quot;Event standings — final&quot;).</extracomment>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>no hands yet — provisional</source>
        <translation>noch keine Spiele — vorläufig</translation>
    </message>
    <message>
        <source>after session {number} of {planned} — provisional</source>
        <translation>nach Durchgang {number} von {planned} — vorläufig</translation>
    </message>
    <message>
        <source>during session {number} of {planned} — provisional</source>
        <translation>im Durchgang {number} von {planned} — vorläufig</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Prize if the event ended now</source>
        <translation>Preis, wenn das Turnier jetzt endete</translation>
    </message>
    <message>
        <source>{status}; prizes if the event ended now</source>
        <translation>{status}; Preise, wenn das Turnier jetzt endete</translation>
    </message>
    <message>
        <source>Prize payouts</source>
        <translation>Preisgeld-Auszahlung</translation>
    </message>
    <message>
        <source>Prize payouts if the event ended now ({status})</source>
        <translation>Preisgeld, wenn das Turnier jetzt endete ({status})</translation>
    </message>
    <message>
        <source>the Sheep Head columns (Fox, Counters, Buck, Automatic buck, Game, Game score, Game won) and the outcome columns; export the log again with this version</source>
        <translation>die Sheep-Head-Spalten (Fuchs, Zähler, Buck, Automatischer Buck, Partie, Partiestand, Partie gewonnen) und die Spalten des Spielausgangs; exportieren Sie das Protokoll mit dieser Version neu</translation>
    </message>
    <message>
        <source>this row is a {kind} hand of Sheepshead, but the event plays Sheep Head; import the log into the event it was exported from</source>
        <translation>diese Zeile ist ein Sheepshead-Spiel ({kind}), aber im Turnier wird Sheep Head gespielt; importieren Sie das Protokoll in das Turnier, aus dem es exportiert wurde</translation>
    </message>
    <message>
        <source>Sheep Head scores this hand {paid} (game {game}: {a}–{b}), the file says {told} (game {file_game}: {file_score}); check the row&apos;s fox, counters and buck against the score sheet</source>
        <translation>Sheep Head wertet dieses Spiel mit {paid} (Partie {game}: {a}–{b}), die Datei sagt {told} (Partie {file_game}: {file_score}); prüfen Sie Fuchs, Zähler und Buck der Zeile anhand des Spielzettels</translation>
    </message>
    <message>
        <source>one of {codes}</source>
        <translation>einer von {codes}</translation>
    </message>
    <message>
        <source>That code belongs to another table; each player signs with the code of their own seat at this table.</source>
        <translation>Dieser Code gehört zu einem anderen Tisch; jeder Spieler unterschreibt mit dem Code seines eigenen Sitzplatzes an diesem Tisch.</translation>
    </message>
    <message>
        <source>the seats&apos; table-entry codes</source>
        <translation>die Codes der Sitzplätze für die Eingabe am Tisch</translation>
    </message>
    <message>
        <source>Turn on table entry for the event (Table entry screen) first.</source>
        <translation>Schalten Sie zuerst die Eingabe am Tisch für das Turnier ein (Ansicht „Eingabe am Tisch“).</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>close it again</source>
        <translation>schließen Sie sie erneut ab</translation>
    </message>
    <message>
        <source>reopen it again</source>
        <translation>öffnen Sie sie erneut</translation>
    </message>
    <message>
        <source>session {session}</source>
        <translation>Durchgang {session}</translation>
    </message>
    <message>
        <source>session {session} is closed; reopen the session first, then round {round}</source>
        <translation>Durchgang {session} ist abgeschlossen; öffnen Sie zuerst den Durchgang wieder, dann Runde {round}</translation>
    </message>
    <message>
        <source>session {session} is open, not closed</source>
        <translation>Durchgang {session} ist offen, nicht abgeschlossen</translation>
    </message>
    <message>
        <source>{file} cannot be opened: its full path is {size} bytes long, and SQLite opens files up to {limit}; move it to a folder with a shorter path</source>
        <extracomment>SQLite&apos;s longest file name on Unix (``MAX_PATHNAME`` in ``os_unix.c``), less room for the ``-wal``/``-shm``/``-journal`` beside the file.</extracomment>
        <translation>{file} kann nicht geöffnet werden: sein vollständiger Pfad ist {size} Bytes lang, SQLite öffnet Dateien bis {limit}; verschieben Sie sie in einen Ordner mit kürzerem Pfad</translation>
    </message>
    <message>
        <source>the earlier {file} is unchanged</source>
        <translation>die bisherige Datei {file} ist unverändert</translation>
    </message>
    <message>
        <source>no file was written</source>
        <translation>es wurde keine Datei geschrieben</translation>
    </message>
    <message>
        <source>a restore of {backup} was interrupted; it has now been finished: {file} holds the backup, and what it replaced is kept as {kept}</source>
        <translation>eine Wiederherstellung von {backup} wurde unterbrochen; sie ist jetzt abgeschlossen: {file} enthält die Sicherung, und was sie ersetzt hat, ist als {kept} aufbewahrt</translation>
    </message>
    <message>
        <source>a restore of {backup} was interrupted before it changed anything; it has been undone: {file} is as it was before</source>
        <translation>eine Wiederherstellung von {backup} wurde unterbrochen, bevor sie etwas geändert hat; sie wurde rückgängig gemacht: {file} ist wie zuvor</translation>
    </message>
    <message>
        <source>{now}; before that, {earlier}</source>
        <translation>{now}; davor: {earlier}</translation>
    </message>
    <message>
        <source>font file {path} is missing; reinstall Sheepshead Scorer (the fonts ship inside the package)</source>
        <extracomment>its reportlab font name its file in ``exports/fonts/`` the family name Qt and PDF readers show the code points looked for in it (inclusive) needs HarfBuzz shaping (glyph reordering, ligatures, mark positions) The shipped fallback chain, in order (DejaVu Sans comes first). Fonts looked for on the machine after the shipped ones: (reportlab name, places).</extracomment>
        <translation>die Schriftdatei {path} fehlt; installieren Sie Sheepshead Scorer neu (die Schriften werden mit dem Paket ausgeliefert)</translation>
    </message>
    <message>
        <source>{event} is not a league night of net totals; correct its hands on Hand entry or its sheets on Round totals</source>
        <translation>{event} ist kein Ligaabend mit Nettosummen; korrigieren Sie seine Spiele in der Spieleingabe oder seine Zettel unter Rundensummen</translation>
    </message>
    <message>
        <source>night {name}</source>
        <translation>Abend {name}</translation>
    </message>
    <message>
        <source>open the night again and redo your correction</source>
        <translation>den Abend erneut öffnen und die Korrektur noch einmal eingeben</translation>
    </message>
    <message>
        <source>{night} already holds these totals; nothing to correct</source>
        <translation>{night} enthält bereits diese Summen; nichts zu korrigieren</translation>
    </message>
    <message>
        <source>{nights} on {date} is already saved with other totals, so this sheet was not saved; open that night and correct it there, or give this sheet a name of its own if it is another night on the same date</source>
        <translation>{nights} am {date} ist bereits mit anderen Summen gespeichert, daher wurde dieser Zettel nicht gespeichert; öffnen Sie jenen Abend und korrigieren Sie ihn dort, oder geben Sie diesem Zettel einen eigenen Namen, wenn es ein anderer Abend am selben Tag ist</translation>
    </message>
    <message>
        <source>one registered player: {names} share the name</source>
        <translation>ein eindeutiger Spieler der Spielerliste: {names} haben denselben Namen</translation>
    </message>
    <message>
        <source>give the player&apos;s number, e.g. #{id}</source>
        <translation>die Nummer des Spielers angeben, z. B. #{id}</translation>
    </message>
    <message>
        <source>players of this round play different numbers of hands ({fewest} to {most}); draw it again with every player playing the same number of hands, or with hands that divide evenly among each table&apos;s seats</source>
        <translation>die Spieler dieser Runde spielen unterschiedlich viele Spiele ({fewest} bis {most}); losen Sie sie neu aus, so dass jeder Spieler gleich viele Spiele spielt, oder mit einer Spielzahl, die sich an jedem Tisch gleichmäßig auf alle Plätze verteilt</translation>
    </message>
    <message>
        <source>the upgrade of {file} to the schema of this version (revision {revision}) was interrupted; it has been rolled back — the file is as it was before — and is upgraded again now</source>
        <translation>die Aktualisierung von {file} auf das Schema dieser Version (Revision {revision}) wurde unterbrochen und zurückgerollt — die Datei ist wieder wie vorher — und wird jetzt erneut aktualisiert</translation>
    </message>
    <message>
        <source>the phones&apos; session key could not be stored in the database; start the floor network again</source>
        <translation>der Sitzungsschlüssel der Handys konnte nicht in der Datenbank gespeichert werden; starten Sie das Saalnetz noch einmal</translation>
    </message>
    <message>
        <source>look at the player again before you undo adding them</source>
        <translation>den Spieler noch einmal ansehen, bevor Sie sein Anlegen rückgängig machen</translation>
    </message>
    <message>
        <source>{name} has played in {events} since they were added: adding them cannot be undone any more (the standings keep their results; withdraw them at the desk instead)</source>
        <translation>{name} hat seit dem Anlegen bei {events} gespielt: Das Anlegen kann nicht mehr rückgängig gemacht werden (die Ranglisten behalten die Ergebnisse; melden Sie den Spieler stattdessen bei der Anmeldung ab)</translation>
    </message>
    <message>
        <source>{merged} was merged into {name} since they were added: adding them cannot be undone any more</source>
        <translation>{merged} wurde seit dem Anlegen mit {name} zusammengeführt: Das Anlegen kann nicht mehr rückgängig gemacht werden</translation>
    </message>
    <message>
        <source>Flight {name}</source>
        <translation>Gruppe {name}</translation>
    </message>
    <message>
        <source>the flights of {event} were fixed when its first round was published ({players} players); how players are split can no longer change — keep the number of flights, what orders them and the cutoffs, or move a player to another flight by hand on the registration screen</source>
        <translation>die Gruppen von {event} wurden festgelegt, als die erste Runde veröffentlicht wurde ({players} Spieler); wie die Spieler eingeteilt sind, lässt sich nicht mehr ändern — Zahl der Gruppen, Reihenfolge und Grenzen beibehalten, oder einen Spieler von Hand in der Anmeldung in eine andere Gruppe setzen</translation>
    </message>
    <message>
        <source>{event} pays no flights; set them up in the event settings first</source>
        <translation>{event} hat keine Preisgruppen; zuerst in den Turniereinstellungen einrichten</translation>
    </message>
    <message>
        <source>one of {names}</source>
        <translation>eine von {names}</translation>
    </message>
    <message>
        <source>a player registered in {event}</source>
        <translation>ein in {event} angemeldeter Spieler</translation>
    </message>
    <message>
        <source>the registration</source>
        <translation>die Anmeldung</translation>
    </message>
    <message>
        <source>move them again</source>
        <translation>erneut umsetzen</translation>
    </message>
    <message>
        <source>a number such as 1500 or 12.5</source>
        <translation>eine Zahl wie 1500 oder 12,5</translation>
    </message>
    <message>
        <source>fix the flights in the event settings</source>
        <translation>die Gruppen in den Turniereinstellungen berichtigen</translation>
    </message>
    <message>
        <source>rating or results; lowest or highest</source>
        <translation>Wertungszahl oder Ergebnisse; unterste oder oberste</translation>
    </message>
    <message>
        <source>the clock of round {round} of session {session}</source>
        <translation>die Uhr von Runde {round} von Durchgang {session}</translation>
    </message>
    <message>
        <source>look at the clock again</source>
        <translation>die Uhr erneut ansehen</translation>
    </message>
    <message>
        <source>{what} was reset meanwhile; look at the clock again</source>
        <translation>{what} wurde inzwischen zurückgesetzt; die Uhr erneut ansehen</translation>
    </message>
    <message>
        <source>a round length of 1 to {most} minutes</source>
        <extracomment>The longest round a clock takes (ten hours). The default length a hand is given when a round has no earlier clock to copy: German Fest&apos;s mini-tournaments play &quot;15 hands a round, a round every half hour&quot; (rules-sources README, &quot;Tournament practice&quot;), two minutes a hand. The director changes it when starting. The default warning before the end (at most half the round).</extracomment>
        <translation>eine Rundenlänge von 1 bis {most} Minuten</translation>
    </message>
    <message>
        <source>0 (no warning) to {most} minutes, at most half the round</source>
        <translation>0 (keine Warnung) bis {most} Minuten, höchstens die halbe Runde</translation>
    </message>
    <message>
        <source>The round&apos;s length must be 1 to {most} minutes.</source>
        <translation>Die Rundenlänge muss 1 bis {most} Minuten sein.</translation>
    </message>
    <message>
        <source>A {minutes}-minute round takes no warning: set the warning to 0 (no warning) or make the round at least 2 minutes long.</source>
        <translation>Eine Runde von {minutes} Minute hat keine Warnung: die Warnung auf 0 (keine Warnung) setzen oder die Runde mindestens 2 Minuten lang machen.</translation>
    </message>
    <message>
        <source>The warning can be at most half the round: 0 (no warning) to {most} minutes for a {minutes}-minute round.</source>
        <translation>Die Warnung darf höchstens die halbe Runde sein: 0 (keine Warnung) bis {most} Minuten bei einer Runde von {minutes} Minuten.</translation>
    </message>
    <message>
        <source>round {round} is closed: its clock is over. Reopen the round on Seating to change its clock</source>
        <translation>Runde {round} ist abgeschlossen: ihre Uhr ist abgelaufen. Die Runde auf Sitzplan wieder öffnen, um ihre Uhr zu ändern</translation>
    </message>
    <message>
        <source>{what} has run {run} already: a length of {minutes} minutes would leave less than no time. Give at least {least} minutes, or let time run out</source>
        <translation>{what} ist schon {run} gelaufen: eine Länge von {minutes} Minuten ließe weniger als keine Zeit. Mindestens {least} Minuten angeben oder die Zeit ablaufen lassen</translation>
    </message>
    <message>
        <source>round {round} is {status}: only a published round&apos;s clock can be started</source>
        <translation>Runde {round} ist {status}: nur die Uhr einer veröffentlichten Runde kann gestartet werden</translation>
    </message>
    <message>
        <source>{what} is already running; pause it, add minutes, or reset it to start again</source>
        <translation>{what} läuft schon; anhalten, Minuten hinzufügen oder zurücksetzen, um neu zu starten</translation>
    </message>
    <message>
        <source>{what} is not running: nothing to pause</source>
        <translation>{what} läuft nicht: nichts anzuhalten</translation>
    </message>
    <message>
        <source>{what} is not paused: nothing to resume</source>
        <translation>{what} ist nicht angehalten: nichts fortzusetzen</translation>
    </message>
    <message>
        <source>a number of minutes other than 0 (negative to take minutes off)</source>
        <translation>eine Minutenzahl außer 0 (negativ, um Minuten abzuziehen)</translation>
    </message>
    <message>
        <source>taking {minutes} minutes off {what} would leave less than no time: at most {most} can be taken off now</source>
        <translation>{minutes} Minuten von {what} abzuziehen ließe weniger als keine Zeit: jetzt können höchstens {most} abgezogen werden</translation>
    </message>
    <message>
        <source>empty while the clock is not started</source>
        <translation>leer, solange die Uhr nicht gestartet ist</translation>
    </message>
    <message>
        <source>0 or more seconds</source>
        <translation>0 oder mehr Sekunden</translation>
    </message>
    <message>
        <source>no more taken off than the round&apos;s length</source>
        <translation>nicht mehr abgezogen als die Rundenlänge</translation>
    </message>
    <message>
        <source>a clock not started yet</source>
        <translation>eine noch nicht gestartete Uhr</translation>
    </message>
    <message>
        <source>reset the clock first to start it again</source>
        <translation>die Uhr erst zurücksetzen, um sie neu zu starten</translation>
    </message>
    <message>
        <source>a running clock</source>
        <translation>eine laufende Uhr</translation>
    </message>
    <message>
        <source>a paused clock</source>
        <translation>eine angehaltene Uhr</translation>
    </message>
    <message>
        <source>at most {most} taken off (the time left)</source>
        <translation>höchstens {most} abgezogen (die verbleibende Zeit)</translation>
    </message>
</context>
</TS>
