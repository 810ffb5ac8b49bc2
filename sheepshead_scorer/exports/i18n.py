"""The words printed on PDFs and workbooks, in English or German — plain Python, no Qt.

The writers take ``language="en"`` (default) or ``"de"`` and print every fixed word through
:func:`text`: titles, column headers, sheet names, "Page x of y", the generated-at footer and the
date in the page header. English is the key: a word the catalogue does not know (a player's name,
an event's name) prints unchanged, so a missing German word shows in English, never as an error.
Titles and descriptions the services make (standings titles, prize descriptions, chart
headings) come as :class:`~sheepshead_scorer.text.Text` and are printed with :func:`render`;
their templates are keys of :data:`GERMAN` too. Money is written by
``formatting.format_money`` in the database's currency (``DocumentInfo.currency``) and the
language's way: ``$1,234.50`` / ``€12.50`` in English, ``1.234,50 $`` / ``12,50 €`` in German.
"""

from __future__ import annotations

import datetime as dt
from typing import Final

from sheepshead_scorer.exports.words_flights import FLIGHTS_GERMAN
from sheepshead_scorer.exports.words_rating import RATING_GERMAN
from sheepshead_scorer.exports.words_seating import SEATING_GERMAN
from sheepshead_scorer.text import Text, Translate

#: The languages a document can be printed in, by code, with their own names.
LANGUAGES: Final[dict[str, str]] = {"en": "English", "de": "Deutsch"}

GERMAN: Final[dict[str, str]] = {
    # page frame
    "Page {number} of {total}": "Seite {number} von {total}",
    "Generated {when} by Sheepshead Scorer": "Erstellt am {when} mit Sheepshead Scorer",
    # standings
    "Session standings": "Rangliste des Durchgangs",
    "Event standings": "Rangliste",
    "Season standings": "Saison-Rangliste",
    "Standings": "Rangliste",
    "Rank": "Platz",
    "Player": "Spieler",
    "Member #": "Mitglieds-Nr.",
    "Hands": "Spiele",
    "Events": "Turniere",
    "Total": "Gesamt",
    "Games": "Partien",
    "Points": "Punkte",
    "Prize": "Preis",
    "Tied": "Gleichstand",
    "T": "G",
    "Picker wins": "Nehmer-Siege",
    "Hands lost": "Verlorene Spiele",
    "Best round": "Beste Runde",
    "Ties are broken by {names}.": "Bei Gleichstand entscheidet: {names}.",
    "most picker wins": "die meisten Nehmer-Siege",
    "fewest hands lost": "die wenigsten verlorenen Spiele",
    "best round": "die beste Runde",
    ", then ": ", dann ",
    "No results yet.": "Noch keine Ergebnisse.",
    # season table, money list (season_table.py, season_workbook.py)
    'Nights': 'Abende',
    'League points': 'Ligapunkte',
    'Decided by': 'Entschieden durch',
    'not counted': 'zählt nicht',
    'Most nights': 'Meiste Abende',
    'Best night': 'Bester Abend',
    'Latest night': 'Letzter Abend',
    'Night': 'Abend',
    'Fees due': 'Startgeld fällig',
    'Fees paid': 'Startgeld bezahlt',
    'Fees owed': 'Startgeld offen',
    'Prizes paid': 'Preise ausgezahlt',
    'Balance': 'Kassenstand',
    'Not paid': 'Nicht bezahlt',
    'Season': 'Saison',
    'Money': 'Kasse',
    'Season money': 'Saisonkasse',
    'Balance: fees paid minus prizes paid, nights so far.': (
        'Kassenstand: bezahltes Startgeld minus ausgezahlte Preise, bisherige Abende.'
    ),
    'This night does not count toward the league table.': (
        'Dieser Abend zählt nicht für die Ligatabelle.'
    ),
    'League points by place each night: {points}; places past them {past}.': (
        'Ligapunkte je Platz an jedem Abend: {points}; Plätze dahinter {past}.'
    ),
    "League points: each night's game points.": 'Ligapunkte: die Spielpunkte jedes Abends.',
    'Every night played adds {points}.': 'Jeder gespielte Abend bringt {points} dazu.',
    'Best {keep} of {count} nights count.': 'Die besten {keep} von {count} Abenden zählen.',
    'At least {nights} nights to be ranked.': 'Mindestens {nights} Abende für einen Platz.',
    'Level on league points: {chain}; still level, players share the place.': (
        'Bei gleichen Ligapunkten: {chain}; danach noch gleich, teilen sich die Spieler '
        'den Platz.'
    ),
    'Level on league points, players share the place.': (
        'Bei gleichen Ligapunkten teilen sich die Spieler den Platz.'
    ),
    '- in Rank: fewer than {nights} nights played, not ranked yet.': (
        '- bei Platz: weniger als {nights} Abende gespielt, noch ohne Platz.'
    ),
    '– did not play that night.': '– an dem Abend nicht gespielt.',
    '(4) a dropped night: not in the league points.': (
        '(4) ein Streichergebnis: nicht in den Ligapunkten.'
    ),
    "A night marked 'not counted' is outside the league table.": (
        "Ein Abend mit 'zählt nicht' gehört nicht zur Ligatabelle."
    ),
    (
        "* the night's place was decided by that night's tiebreak: picker wins, hands "
        'lost, best round on a night of hands; best round on a totals night.'
    ): (
        '* den Platz an dem Abend entschied dessen Gleichstandsregel: Nehmer-Siege, '
        'verlorene Spiele, beste Runde an einem Abend mit Einzelspielen; beste Runde an '
        'einem Abend mit Gesamtergebnissen.'
    ),
    # the season table in numbers: workbook and CSV (season_numbers.py)
    '{night} mark': '{night} Vermerk',
    'dropped': 'gestrichen',
    'T in Tied: players share the place.': 'G bei Gleichstand: die Spieler teilen sich den Platz.',
    'Rank empty: fewer than {nights} nights played, not ranked yet.': (
        'Platz leer: weniger als {nights} Abende gespielt, noch ohne Platz.'
    ),
    "A night's points empty: did not play that night.": (
        'Punkte eines Abends leer: an dem Abend nicht gespielt.'
    ),
    "dropped in a night's mark column: a dropped night, not in the league points.": (
        'gestrichen im Vermerk eines Abends: ein Streichergebnis, nicht in den Ligapunkten.'
    ),
    "not counted in a night's mark column: the night is outside the league table.": (
        'zählt nicht im Vermerk eines Abends: der Abend gehört nicht zur Ligatabelle.'
    ),
    (
        "* in a night's mark column: the night's place was decided by that night's "
        'tiebreak: picker wins, hands lost, best round on a night of hands; best round on '
        'a totals night.'
    ): (
        '* im Vermerk eines Abends: den Platz an dem Abend entschied dessen '
        'Gleichstandsregel: Nehmer-Siege, verlorene Spiele, beste Runde an einem Abend mit '
        'Einzelspielen; beste Runde an einem Abend mit Gesamtergebnissen.'
    ),
    'Dropped and not counted nights are grey in the workbook.': (
        'Gestrichene und nicht zählende Abende sind in der Arbeitsmappe grau.'
    ),
    # standings titles and columns the services make (Text templates)
    "current": "aktueller Stand",
    "final, with prizes": "Endstand mit Preisen",
    # provisional or final (exports/phase.py)
    "final": "Endstand",
    "no hands yet — provisional": "noch keine Spiele — vorläufig",
    "after session {number} of {planned} — provisional":
        "nach Durchgang {number} von {planned} — vorläufig",
    "during session {number} of {planned} — provisional":
        "im Durchgang {number} von {planned} — vorläufig",
    "Prize if the event ended now": "Preis, wenn das Turnier jetzt endete",
    "{status}; prizes if the event ended now": "{status}; Preise, wenn das Turnier jetzt endete",
    "Status": "Stand",
    "T-{rank}": "{rank} (geteilt)",
    "Prize payouts if the event ended now ({status})":
        "Preisgeld, wenn das Turnier jetzt endete ({status})",
    "Session {number} standings": "Durchgang {number}",
    "{season} league table": "Ligatabelle {season}",
    "S{number}": "D{number}",
    "{month}-{day} {event}": "{day}.{month}. {event}",
    # hand log
    "Hand log": "Spielprotokoll",
    "Session": "Durchgang",
    "Round": "Runde",
    "Table": "Tisch",
    "Hand": "Spiel",
    "Dealer": "Geber",
    "Type": "Art",
    "Picker": "Nehmer",
    "Partner": "Partner",
    "Card points": "Augen",
    "Tricks": "Stiche",
    "Multiplier": "Faktor",
    "Players": "Spieler",
    "Seat": "Platz",
    "Seat {n}": "Platz {n}",
    "Call": "Ruf",
    "Cracks": "Cracks",
    "Blitzes": "Blitze",
    "Kontras": "Kontras",
    "Sheepshead": "Sheepshead",
    "Offender": "Verursacher",
    "Reason": "Grund",
    "Seat points": "Augen je Platz",
    "Seat tricks": "Stiche je Platz",
    "Sitting out": "Setzt aus",
    "Picker tricks": "Stiche des Nehmers",
    "Runners": "Laufende",
    "Fox": "Fuchs",
    "Counters": "Zähler",
    "Buck": "Buck",
    "Automatic buck": "Automatischer Buck",
    "Game": "Partie",
    "Game score": "Partiestand",
    "Game won": "Partie gewonnen",
    "Details": "Details",
    "Offender: {name}": "Verursacher: {name}",
    "Winner: {names}": "Gewinner: {names}",
    "Loser: {names}": "Verlierer: {names}",
    "misplay": "Fehlspiel",
    "renege": "Farbe nicht bedient",
    "peek": "Karten angesehen",
    "mauer": "Mauer",
    "crack": "Crack",
    "blitz": "Blitz",
    "kontra": "Kontra",
    "sheepshead": "Sheepshead",
    "runners ×{count} (mit/ohne)": "Laufende ×{count} (mit/ohne)",
    "Sheep Head": "Sheep Head",
    "fox: {names}": "Fuchs: {names}",
    "counters {a}–{b}": "Zähler {a}–{b}",
    "buck: {names}": "Buck: {names}",
    "automatic buck: {names}": "automatischer Buck: {names}",
    "game {n}: {a}–{b}": "Partie {n}: {a}–{b}",
    "(won)": "(gewonnen)",
    "teams: {first} – {second}": "Teams: {first} – {second}",
    "picker's own tricks: {count}": "Stiche des Nehmers: {count}",
    "alone": "allein",
    "forced_alone": "allein (gezwungen)",
    "ten": "Zehner-Ruf",
    "unknown": "Unbekannt-Ruf",
    "jack": "Bube",
    "call_up": "Aufruf",
    "jack_solo": "Buben-Solo",
    "fixed": "feste Partner",
    "Picked": "Gespielt",
    "picked": "gespielt",
    "leaster": "Leaster",
    "moster": "Moster",
    "all_pass": "alle gepasst",
    "misdeal": "vergeben",
    "penalty": "Strafe",
    "Leaster": "Leaster",
    "Moster": "Moster",
    "All pass": "Alle passen",
    "Misdeal": "Vergeben",
    "Penalty": "Strafe",
    "Session {session}, round {round}, table {table}":
        "Durchgang {session}, Runde {round}, Tisch {table}",
    "No hands recorded.": "Noch keine Spiele erfasst.",
    "{title}, continued": "{title}, Fortsetzung",
    # rounds, players, prizes sheets
    "Rounds": "Runden",
    "Name": "Name",
    "Nickname": "Spitzname",
    "Club": "Verein",
    "Email": "E-Mail",
    "Prizes": "Preise",
    "Place": "Platz",
    "Finished": "Platzierung",
    "Amount": "Betrag",
    "Prize payouts": "Preisgeld-Auszahlung",
    "Total paid out": "Ausgezahlt gesamt",
    "Received (signature)": "Erhalten (Unterschrift)",
    # prize places and descriptions (tournament.Payout, services.reports)
    "place {rank}": "Platz {rank}",
    "T-{rank}: places {rank}-{last} shared by {count}":
        "T-{rank}: Plätze {rank}–{last} geteilt durch {count}",
    "Session {number} top score": "Bester Durchgang {number}",
    "session {number} top score": "höchste Punktzahl im Durchgang {number}",
    "results": "Ergebnisse",
    "season": "Saison",
    **SEATING_GERMAN,  # seating, score sheets and seat cards (words_seating.py)
    **RATING_GERMAN,  # the Sheepshead rating wherever it is shown (words_rating.py)
    **FLIGHTS_GERMAN,  # prize flights on the prize list and the standings (words_flights.py)
    # statistics and charts
    "Statistics": "Statistik",
    "Running score": "Punkteverlauf",
    "Season progression": "Saisonverlauf",
    "Cumulative points": "Punkte kumuliert",
    "Event statistics — {event}": "Turnierstatistik — {event}",
    "Season statistics — {season}": "Saisonstatistik — {season}",
    "Running score — session {number}": "Punkteverlauf — Durchgang {number}",
    "{title} (top {shown} of {count})": "{title} (beste {shown} von {count})",
    "No hands entered yet": "Noch keine Spiele erfasst",
    "Pick rate": "Aufnahmequote",
    "Partner wins": "Partner-Siege",
    "Schneiders": "Schneider",
    "Leasters won": "Leaster gewonnen",
    "Avg / hand": "Ø / Spiel",
    "Picks": "Aufnahmen",
    "Picker won": "Nehmer gewann",
    "Leasters": "Leaster",
    "All-passes": "Alle gepasst",
    "Misdeals": "Vergeben",
    "Points moved": "Punkte bewegt",
    "Avg moved / hand": "Ø bewegt / Spiel",
    "All": "Alle",
    "Hands per table": "Spiele je Tisch",
    "Pick rate = picks per hand played; picker and partner wins = hands the picker's side "
    "won; schneiders = hands the player's side won with schneider or schwarz; rates rounded "
    "to one decimal.":
        "Aufnahmequote = Aufnahmen je gespieltem Spiel; Nehmer- und Partner-Siege = Spiele, "
        "die die Nehmerseite gewonnen hat; Schneider = Spiele, die die Seite des Spielers mit "
        "Schneider oder Schwarz gewonnen hat; Quoten auf eine Nachkommastelle gerundet.",
    "Leasters include mosters; all-passes are hands thrown in; points moved = what the "
    "losing side paid.":
        "Leaster schließen Moster ein; alle gepasst = eingeworfene Spiele; Punkte bewegt = "
        "was die verlierende Seite gezahlt hat.",
    # player history
    "Player history": "Spielerhistorie",
    "History of {name}": "Historie von {name}",
    "Player history: {name}": "Spielerhistorie: {name}",
    "{count} events": "Turniere: {count}",
    "Date": "Datum",
    "Event": "Turnier",
}

_MONTHS_DE: Final = (
    "Januar", "Februar", "März", "April", "Mai", "Juni",
    "Juli", "August", "September", "Oktober", "November", "Dezember",
)
_DAYS_DE: Final = ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag")


def check_language(language: str) -> str:
    """``language`` if offered; else ValueError naming it and the codes allowed."""
    if language not in LANGUAGES:
        raise ValueError(
            Text(
                "language {language!r} is not offered for documents; "
                "choose one of {languages} (e.g. language='de')",
                language=language,
                languages=", ".join(LANGUAGES),
            )
        )
    return language


def text(language: str, english: str, **values: object) -> str:
    """``english`` in ``language``, with ``{name}`` placeholders filled from ``values``.

    Words the catalogue does not know come back unchanged (names, services' labels).
    """
    template = GERMAN.get(english, english) if check_language(language) == "de" else english
    return template.format(**values) if values else template


def translator(language: str) -> Translate:
    """The catalogue as a ``Text.render`` translator for ``language``."""
    check_language(language)
    return lambda template: text(language, template)


def render(language: str, value: str | Text) -> str:
    """A title, subtitle, description or header that came in a row object, in ``language``.

    A :class:`Text` the services made (``Text("Session {number} standings", number=1)``)
    is rendered through the catalogue, its Text fields too; plain fields (names) and a
    plain string (an event's or player's name: data) print as they are.
    """
    if isinstance(value, Text):
        return value.render(translator(language))
    check_language(language)
    return value


#: Hand-log columns whose English header means something else elsewhere ("Points" is the
#: picker side's card points here, game points in the standings and statistics): the catalogue
#: key their translated header is looked up under. English keeps the column's own name, which is
#: also the import format.
HAND_COLUMN_KEYS: Final[dict[str, str]] = {"Points": "Card points"}


def hand_column_title(language: str, column: str) -> str:
    """The header a hand-log or score-sheet ``column`` prints under in ``language``:
    ``"Seat 3"`` → ``"Platz 3"``, ``"Points"`` → ``"Augen"`` (card points), in English as is."""
    seat, _, number = column.partition(" ")
    if seat == "Seat" and number.isdigit():
        return text(language, "Seat {n}", n=number)
    if check_language(language) == "en":
        return column
    return text(language, HAND_COLUMN_KEYS.get(column, column))


def long_date(language: str, day: dt.date) -> str:
    """The page header's date: "Sunday, November 29, 2026" / "Sonntag, 29. November 2026"."""
    if check_language(language) == "de":
        return f"{_DAYS_DE[day.weekday()]}, {day.day}. {_MONTHS_DE[day.month - 1]} {day.year}"
    return day.strftime("%A, %B %d, %Y").replace(" 0", " ")


def date_time(language: str, moment: dt.datetime) -> str:
    """A timestamp: "2026-11-29 14:05" / "29.11.2026 14:05"."""
    if check_language(language) == "de":
        return f"{moment:%d.%m.%Y %H:%M}"
    return f"{moment:%Y-%m-%d %H:%M}"


def short_date(language: str, day: dt.date) -> str:
    """A date in a table: "2026-11-29" / "29.11.2026"."""
    return f"{day:%d.%m.%Y}" if check_language(language) == "de" else day.isoformat()
