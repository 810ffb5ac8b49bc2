"""The German of table entry's newer words (issue 24): the hand as the desk writes it, the
refusals of a re-sent form, the phone's waiting hands, the tries left. ``i18n.text`` reads
this after its own catalogue."""

from __future__ import annotations

from typing import Final

TABLE_GERMAN: Final[dict[str, str]] = {
    "alone": "allein",
    "won": "gewann",
    "lost": "verlor",
    "tied": "unentschieden",
    "leaster won by {seats}": "Leaster gewonnen von {seats}",
    "all passed": "alle gepasst",
    "misdeal — redeal": "vergeben — neu geben",
    "penalty on seat {seat}": "Strafe für Sitz {seat}",
    "Dealer": "Geber",
    "Entered": "Eingegeben",
    "Hand {hand} is already on the sheet: {what}, dealer {dealer}. What you sent was not "
    "stored; check hand {hand} above and enter hand {next} if it is still missing.":
        "Spiel {hand} steht schon auf dem Blatt: {what}, Geber {dealer}. Was Sie geschickt "
        "haben, wurde nicht gespeichert; prüfen Sie Spiel {hand} oben und geben Sie Spiel "
        "{next} ein, falls es noch fehlt.",
    "Hand {hand} is already on the sheet exactly as you typed it ({what}): nothing was "
    "stored twice.": "Spiel {hand} steht schon genau so auf dem Blatt ({what}): nichts wurde "
    "doppelt gespeichert.",
    "The sheet changed since you typed this hand; reload the page and type hand {hand} "
    "again. Nothing was saved.": "Das Blatt hat sich geändert, seit Sie dieses Spiel "
    "eingegeben haben; laden Sie die Seite neu und geben Sie Spiel {hand} noch einmal ein. "
    "Nichts wurde gespeichert.",
    "The hands before this one changed since you saw the payouts; check them again and "
    "save.": "Die Spiele davor haben sich geändert, seit Sie die Auszahlungen gesehen haben; "
    "prüfen Sie sie noch einmal und speichern Sie.",
    "That code is not valid; check the code on your seat card. {left} tries left before "
    "this phone must wait 10 minutes.": "Dieser Code ist ungültig; prüfen Sie den Code auf "
    "Ihrer Sitzkarte. Noch {left} Versuche, bevor dieses Telefon 10 Minuten warten muss.",
    "This hand is right": "Dieses Spiel stimmt",
    "Fix a hand": "Ein Spiel berichtigen",
    "Enter your table's hands": "Die Spiele Ihres Tisches eingeben",
    "Your seat's code opens your table's sheet on this phone.": "Der Code Ihres Sitzplatzes "
    "öffnet das Blatt Ihres Tisches auf diesem Telefon.",
    "The round's sheet is signed when every hand is checked and no hand is disputed.":
        "Das Blatt der Runde wird unterschrieben, wenn jedes Spiel geprüft und keines "
        "bestritten ist.",
    "Connection lost — retrying in {seconds} s…": "Verbindung verloren — neuer Versuch in "
    "{seconds} s…",
    "{count} hands waiting to send": "{count} Spiele warten auf das Senden",
    "1 hand waiting to send": "1 Spiel wartet auf das Senden",
    "No connection: hand {hand} is kept on this phone and sent when the connection "
    "returns.": "Keine Verbindung: Spiel {hand} bleibt auf diesem Telefon und wird gesendet, "
    "sobald die Verbindung zurück ist.",
    "Hand {hand} ({line}) was not saved: {reason}": "Spiel {hand} ({line}) wurde nicht "
    "gespeichert: {reason}",
    "Hand {hand} was saved meanwhile (from another phone): what you had typed for it was not "
    "kept; check hand {hand} above.": "Spiel {hand} wurde inzwischen (von einem anderen "
    "Telefon) gespeichert: was Sie dafür eingegeben hatten, wurde nicht übernommen; prüfen "
    "Sie Spiel {hand} oben.",
    "Too many connections from this address; close other pages and try again.":
        "Zu viele Verbindungen von dieser Adresse; schließen Sie andere Seiten und versuchen "
        "Sie es noch einmal.",
    "The form arrived too slowly; nothing was saved. Send it again.": "Das Formular kam zu "
    "langsam an; nichts wurde gespeichert. Senden Sie es noch einmal.",
}
