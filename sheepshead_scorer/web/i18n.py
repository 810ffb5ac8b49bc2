"""The words of the floor pages and the league website, in English or German (no Qt).

English is the key. A word this catalogue lacks is looked up in the documents' catalogue
(``exports.i18n``: "Rank", "Player", "Points", "Session", ...), so the pages and the printouts
use one German wording; a word neither knows prints in English, never as an error.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cache
from importlib.resources import files
from typing import Final

from sheepshead_scorer.exports import i18n as documents
from sheepshead_scorer.exports.formatting import Currency, format_money
from sheepshead_scorer.text import Text
from sheepshead_scorer.web.words_clock import CLOCK_GERMAN
from sheepshead_scorer.web.words_table import TABLE_GERMAN

LANGUAGES: Final = documents.LANGUAGES

GERMAN: Final[dict[str, str]] = {
    "Live standings": "Live-Rangliste",
    "Events": "Turniere",
    "No event is being shown yet.": "Noch wird kein Turnier gezeigt.",
    "Event": "Turnier",
    "Session {number}": "Durchgang {number}",
    "Round {number}": "Runde {number}",
    "Session {session}, round {round}": "Durchgang {session}, Runde {round}",
    "No round has been published yet.": "Noch ist keine Runde veröffentlicht.",
    "Find your name": "Deinen Namen suchen",
    "Your table": "Dein Tisch",
    "Table {table}, seat {seat}": "Tisch {table}, Sitz {seat}",
    "Not seated in round {number}.": "In Runde {number} nicht gesetzt.",
    "Next round: table {table}, seat {seat}": "Nächste Runde: Tisch {table}, Sitz {seat}",
    "Your hands": "Deine Spiele",
    "No hands yet.": "Noch keine Spiele.",
    "Prize places": "Preisränge",
    "No prizes for this event.": "Für dieses Turnier gibt es keine Preise.",
    "Place": "Platz",
    "Amount": "Betrag",
    "Finished": "Platzierung",
    "Score": "Ergebnis",
    "Running total": "Zwischenstand",
    "Rank {rank} of {count}, {points} points": "Platz {rank} von {count}, {points} Punkte",
    "Not in the standings yet.": "Noch nicht in der Rangliste.",
    "Updates by itself": "Aktualisiert sich selbst",
    "Connection lost — reconnecting…": "Verbindung unterbrochen — verbinde neu…",
    "All players": "Alle Spieler",
    "{entered} of {planned} hands entered": "{entered} von {planned} Spielen eingegeben",
    "Top {shown} of {count}.": "Die besten {shown} von {count}.",
    "Back to the standings": "Zurück zur Rangliste",
    "Player not found: no player {player} in this event.":
        "Spieler nicht gefunden: kein Spieler {player} in diesem Turnier.",
    "Event not found: there is no event {event}.":
        "Turnier nicht gefunden: es gibt kein Turnier {event}.",
    "Page not found.": "Seite nicht gefunden.",
    "League website": "Liga-Website",
    "Season": "Saison",
    "Seasons": "Saisons",
    "Results": "Ergebnisse",
    "History": "Verlauf",
    "League points after each night": "Ligapunkte nach jedem Abend",
    "Season standings": "Saison-Rangliste",
    "League points": "Ligapunkte",
    "Made with Sheepshead Scorer": "Erstellt mit Sheepshead Scorer",
    "Date": "Datum",
    "Venue": "Ort",
    "Language": "Sprache",
    # table entry (web/table.py)
    "Table entry": "Eingabe am Tisch",
    "Enter your table's hands": "Die Spiele deines Tisches eingeben",
    "Your seat's code (on your seat card)": "Der Code deines Sitzplatzes (auf deiner Sitzkarte)",
    "Open my table": "Meinen Tisch öffnen",
    "Reload the table's sheet": "Das Blatt des Tisches neu laden",
    "Type a code": "Einen Code eingeben",
    "Table {table}": "Tisch {table}",
    "Table {table}, round {round}": "Tisch {table}, Runde {round}",
    "You are seat {seat}: {name}": "Du bist Sitz {seat}: {name}",
    "The director has taken over this table: you can read it, not enter hands.":
        "Die Turnierleitung hat diesen Tisch übernommen: du kannst lesen, aber keine Spiele "
        "eingeben.",
    "Checked": "Geprüft",
    "disputed": "beanstandet",
    "seat {seat}": "Sitz {seat}",
    "Hand {hand}": "Spiel {hand}",
    "The hand, as on the desk's entry line (e.g. 13 74)":
        "Das Spiel, wie in der Eingabezeile der Turnierleitung (z. B. 13 74)",
    "Show the payouts": "Auszahlungen zeigen",
    "Everybody passed": "Alle haben gepasst",
    "Misdeal": "Vergeben",
    "Picker's seat, partner's seat, the picker side's points: 13 74. Alone: 1a 45. "
    "Leaster won by seat 2: l2. Crack: c after the points.":
        "Sitz des Nehmers, Sitz des Partners, Augen der Nehmerseite: 13 74. Allein: 1a 45. "
        "Leaster gewinnt Sitz 2: l2. Crack: c nach den Augen.",
    "All {hands} hands of this round are entered.":
        "Alle {hands} Spiele dieser Runde sind eingegeben.",
    "Check a hand": "Ein Spiel prüfen",
    "A player of the other side checks the hand against the sheet and types their own "
    "seat's code.":
        "Ein Spieler der anderen Seite prüft das Spiel am Blatt und gibt den Code seines "
        "eigenen Sitzplatzes ein.",
    "Hand {hand}: code of the checking seat": "Spiel {hand}: Code des prüfenden Sitzplatzes",
    "Wrong": "Falsch",
    "Reload": "Neu laden",
    "Sign out": "Abmelden",
    "Table {table}: hand {hand}": "Tisch {table}: Spiel {hand}",
    "You typed": "Du hast eingegeben",
    "Seat": "Sitz",
    "Save hand {hand}": "Spiel {hand} speichern",
    "Change it": "Ändern",
    "Hand {hand} is saved.": "Spiel {hand} ist gespeichert.",
    "Hand {hand} was already saved, exactly as you sent it: nothing was stored twice.":
        "Spiel {hand} war schon gespeichert, genau so, wie du es geschickt hast: nichts wurde "
        "doppelt gespeichert.",
    "Your word on hand {hand} is noted.": "Deine Prüfung von Spiel {hand} ist vermerkt.",
    "Correct a hand": "Ein Spiel berichtigen",
    "The hand as it should be, as on the entry line":
        "Das Spiel, wie es sein soll, wie in der Eingabezeile",
    "Show the correction": "Berichtigung zeigen",
    "The round's sheet": "Das Blatt der Runde",
    "Signed": "Unterschrieben",
    "Every seat signed this sheet.": "Alle Sitzplätze haben dieses Blatt unterschrieben.",
    "Every player checks the totals and signs with their own seat's code":
        "Jeder Spieler prüft die Summen und unterschreibt mit dem Code seines eigenen Sitzplatzes",
    "Sign the sheet": "Blatt unterschreiben",
    "Correct hand {hand}": "Spiel {hand} berichtigen",
    "Table {table}: correct hand {hand}": "Tisch {table}: Spiel {hand} berichtigen",
    "Now": "Jetzt",
    "Corrected": "Berichtigt",
    "An opponent confirms the corrected hand with their own code, like a new hand.":
        "Ein Gegenspieler bestätigt das berichtigte Spiel mit seinem eigenen Code, wie ein "
        "neues Spiel.",
    "Save the correction of hand {hand}": "Berichtigung von Spiel {hand} speichern",
    "Back to the sheet": "Zurück zum Blatt",
    "Hand {hand} is corrected; a player of the other side checks it with their own code.":
        "Spiel {hand} ist berichtigt; ein Spieler der Gegenseite prüft es mit seinem eigenen "
        "Code.",
    "Seat {seat} signed the round's sheet.": "Sitz {seat} hat das Blatt der Runde "
        "unterschrieben.",
}


def check(language: str | None, default: str = "en") -> str:
    """``language`` if offered, else ``default`` (a page never fails on a bad ``?lang=``)."""
    return language if language in LANGUAGES else default


@cache
def layer_messages() -> Mapping[str, str]:
    """The German of the layers' messages (services' refusals, the entry-line grammar), the
    same catalogue the window uses: ``messages_de.json`` is written from
    resources/i18n/messages_de.ts by scripts/update-translations."""
    data = files("sheepshead_scorer.web").joinpath("messages_de.json").read_text("utf-8")
    found: dict[str, str] = json.loads(data)
    return found


def text(language: str, english: str, **values: object) -> str:
    """``english`` in ``language`` with ``{name}`` fields filled in."""
    if language == "de":
        template = (
            GERMAN.get(english) or TABLE_GERMAN.get(english) or documents.GERMAN.get(english)
            or CLOCK_GERMAN.get(english)
            or layer_messages().get(english, english)
        )
    else:
        template = english
    return template.format(**values) if values else template


def render(language: str, value: str | Text) -> str:
    """A services ``Text`` (a prize place, a title) or plain data, in ``language``."""
    if isinstance(value, Text):
        return value.render(lambda template: text(language, template))
    return value


MINUS: Final = "\u2212"


def points(value: Fraction | int, *, signed: bool = False) -> str:
    """Exact game points for people: ``12``, ``−3``, ``32½``, ``2 2/3`` (``+3`` when signed)."""
    value = Fraction(value)
    if value == 0:
        return "0"
    sign = MINUS if value < 0 else ("+" if signed else "")
    magnitude = abs(value)
    whole, rest = divmod(magnitude.numerator, magnitude.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    part = "½" if magnitude.denominator == 2 else f"{rest}/{magnitude.denominator}"
    joiner = "" if part == "½" else " "
    return f"{sign}{whole}{joiner}{part}" if whole else f"{sign}{part}"


def money(language: str, cents: int, currency: Currency = Currency.DOLLAR) -> str:
    """Prize money in the database's currency and the language's way:
    ``$12.50`` / ``12,50 €`` (``exports.formatting.format_money``)."""
    return format_money(cents, currency, language)


def helpers(language: str) -> Mapping[str, Callable[..., str]]:
    """What every template gets: ``t(...)`` (translate), ``r(...)`` (render a Text),
    ``pts(...)`` and ``money(...)``."""
    return {
        "t": lambda english, **values: text(language, english, **values),
        "r": lambda value: render(language, value),
        "pts": points,
        "money": lambda cents, currency=Currency.DOLLAR: money(language, cents, currency),
    }
