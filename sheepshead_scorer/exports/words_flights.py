"""The prize flights' words on every printed copy (issue 29), in German: the prize list's
flight headings, the standings' Flight column and the flight prize's description."""

from __future__ import annotations

from typing import Final

FLIGHTS_GERMAN: Final[dict[str, str]] = {
    "Flight": "Gruppe",
    "Flight {name}": "Gruppe {name}",
    "Overall": "Gesamtwertung",
    "flight {flight}: {place}": "Gruppe {flight}: {place}",
    "A player wins at most one prize (the larger).":
        "Jeder Spieler gewinnt höchstens einen Preis (den größeren).",
    "A player may win a prize overall and in a flight.":
        "Ein Spieler kann einen Preis gesamt und in seiner Gruppe gewinnen.",
}
