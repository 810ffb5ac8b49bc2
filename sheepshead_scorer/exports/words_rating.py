"""How the Sheepshead rating is written on every copy that shows it, and its German.

The rating is a whole number ("1,612"; "1.612" in German) with, where there is room, the
hands it rests on ("1,612 (340 hands)"). A player with no rated hand has no rating: "—",
never 0. The number itself is the rating engine's (``tournament.rating.PlayerRating.rating``);
this module only writes it. ``exports.i18n.GERMAN`` holds these words with the rest of the
documents' words, so the PDFs, the workbook, the floor pages and the league website say the
same.
"""

from __future__ import annotations

from typing import Final

#: What a player with no rated hand shows where a rating would be.
NO_RATING: Final = "—"

RATING_GERMAN: Final[dict[str, str]] = {
    "Rating": "Wertungszahl",
    "Rated hands": "Gewertete Spiele",
    "{rating} ({hands} hand)": "{rating} ({hands} Spiel)",
    "{rating} ({hands} hands)": "{rating} ({hands} Spiele)",
    "Rating: the Sheepshead rating from every hand played, recomputed from all the hands in "
    "the database (every event, not only this season); in brackets the hands it rests on; "
    "— no rated hand yet.":
        "Wertungszahl: die Schafkopf-Wertungszahl aus jedem gespielten Spiel, neu berechnet "
        "aus allen Spielen der Datenbank (jedes Turnier, nicht nur diese Saison); in Klammern "
        "die Spiele, auf denen sie beruht; — noch kein gewertetes Spiel.",
    "Rating: the Sheepshead rating from every hand played, recomputed from all the hands in "
    "the database (every event, not only this season); Rated hands: the hands it rests on; "
    "both empty: no rated hand yet.":
        "Wertungszahl: die Schafkopf-Wertungszahl aus jedem gespielten Spiel, neu berechnet "
        "aus allen Spielen der Datenbank (jedes Turnier, nicht nur diese Saison); Gewertete "
        "Spiele: die Spiele, auf denen sie beruht; beide leer: noch kein gewertetes Spiel.",
    # the statistics report (pdf/statistics_pdf.py)
    "Rating = the Sheepshead rating from every hand played (in brackets the hands it "
    "rests on), recomputed from all the hands in the database; — no rated hand yet.":
        "Wertungszahl = die Schafkopf-Wertungszahl aus jedem gespielten Spiel (in Klammern "
        "die Spiele, auf denen sie beruht), neu berechnet aus allen Spielen der Datenbank; — "
        "noch kein gewertetes Spiel.",
    # the phones and the league website (web/rating_view.py)
    "Rating {rating}": "Wertungszahl {rating}",
    "rank {place} of {count} in this event by rating":
        "Platz {place} von {count} in diesem Turnier nach Wertungszahl",
    "Rating — (no rated hand yet)": "Wertungszahl — (noch kein gewertetes Spiel)",
    "Rating: the Sheepshead rating from every hand played (each hand a match of the picker's "
    "side against the defenders; a leaster every player for themselves), recomputed from all "
    "the hands each time.":
        "Wertungszahl: die Schafkopf-Wertungszahl aus jedem gespielten Spiel (jedes Spiel ein "
        "Kampf der Spielerpartei gegen die Gegenspieler; ein Leaster jeder für sich), jedes "
        "Mal aus allen Spielen neu berechnet.",
}


def rating_number(rating: int | None, language: str = "en") -> str:
    """The rating as a person reads it: ``1,612`` (``1.612`` in German); ``—`` for none."""
    if rating is None:
        return NO_RATING
    shown = f"{rating:,}"
    return shown.replace(",", ".") if language == "de" else shown


def rating_with_hands(rating: int | None, hands: int, language: str = "en") -> str:
    """``1,612 (340 hands)``, ``1.612 (1 Spiel)``; ``—`` for a player with no rated hand."""
    if rating is None or hands <= 0:
        return NO_RATING
    template = "{rating} ({hands} hand)" if hands == 1 else "{rating} ({hands} hands)"
    if language == "de":
        template = RATING_GERMAN[template]
    return template.format(
        rating=rating_number(rating, language), hands=rating_number(hands, language)
    )


def rating_short(rating: int | None, hands: int, language: str = "en") -> str:
    """The narrow form of a table's cell: ``1,612 (340)``; ``—`` for none."""
    if rating is None or hands <= 0:
        return NO_RATING
    return f"{rating_number(rating, language)} ({rating_number(hands, language)})"
