"""An event's prize flights as kept in its prize scheme (``Event.prize_scheme``, JSON).

``prize_scheme["flights"]`` (absent, or ``count`` 0: the event pays no flights)::

    {"count": 3, "basis": "rating" | "results", "cutoffs": ["1600", "1400"] (empty: equal
     split), "no_history": "lowest" | "highest", "min_hands": 1, "one_prize": true,
     "prizes": [{"share_percent": "25", "place_percents": ["50", "30", "20"]}, …]}

``prize_scheme["flights_fixed"]`` is written by the services when the event starts (never by
the settings dialog, and kept across its edits): ``{"split": <the split settings above,
canonical>, "bounds": ["1523", "1412"], "players": 23}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import TournamentError
from sheepshead_scorer.tournament.flights import (
    FlightBasis,
    FlightPrizes,
    FlightSplit,
    NoHistory,
    flight_names,
)

FLIGHTS = "flights"
FIXED = "flights_fixed"


@dataclass(frozen=True)
class FlightScheme:
    """The director's flights: how players are split, each flight's prizes, one prize each."""

    split: FlightSplit
    prizes: tuple[FlightPrizes, ...]
    one_prize: bool = True

    @property
    def names(self) -> tuple[str, ...]:
        return self.split.names


@dataclass(frozen=True)
class FixedFlights:
    """What was fixed when the event started: the split then, its bounds and how many."""

    split: Mapping[str, Any]
    bounds: tuple[Fraction, ...]
    players: int


def _number(field: str, value: object) -> Fraction:
    try:
        return Fraction(str(value))
    except (TypeError, ValueError, ZeroDivisionError):
        raise InvalidInputError(
            field, value, Text("a number such as 1500 or 12.5"),
            Text("fix the flights in the event settings"),
        ) from None


def split_settings(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The settings that decide who is in which flight, canonical (compared after the start)."""
    return {
        "count": int(raw.get("count", 0) or 0),
        "basis": str(raw.get("basis", FlightBasis.RATING)),
        "cutoffs": [str(_number("flights.cutoffs", c)) for c in raw.get("cutoffs") or ()],
        "no_history": str(raw.get("no_history", NoHistory.LOWEST)),
        "min_hands": int(raw.get("min_hands", 1)),
    }


def flight_scheme(scheme: Mapping[str, Any] | None) -> FlightScheme | None:
    """The event's flights, ``None`` when it pays none; a setting that makes no sense is
    refused naming it."""
    raw = (scheme or {}).get(FLIGHTS)
    if not isinstance(raw, Mapping) or not raw.get("count"):
        return None
    settings = split_settings(raw)
    try:
        split = FlightSplit(
            FlightBasis(settings["basis"]), settings["count"],
            cutoffs=tuple(Fraction(c) for c in settings["cutoffs"]) or None,
            no_history=NoHistory(settings["no_history"]), min_hands=settings["min_hands"],
        )
        names = flight_names(split.count)
        raw_prizes = list(raw.get("prizes") or ())
        prizes = tuple(
            FlightPrizes(
                name,
                _number(f"flight {name} share", given.get("share_percent", 0)),
                tuple(
                    _number(f"flight {name} places", p) for p in given.get("place_percents", ())
                ),
            )
            for name, given in zip(names, raw_prizes + [{}] * len(names), strict=False)
        )
    except ValueError as exc:  # a basis or no-history word that is not one of ours
        raise InvalidInputError(
            "flights", raw, Text("rating or results; lowest or highest"),
            Text("fix the flights in the event settings"),
        ) from exc
    except TournamentError as exc:
        raise InvalidInputError(
            exc.field, exc.value, exc.allowed_text, Text("fix the flights in the event settings"),
        ) from exc
    return FlightScheme(split, prizes, bool(raw.get("one_prize", True)))


def fixed_flights(scheme: Mapping[str, Any] | None) -> FixedFlights | None:
    """What was fixed at the event's start, ``None`` before."""
    raw = (scheme or {}).get(FIXED)
    if not isinstance(raw, Mapping):
        return None
    return FixedFlights(
        dict(raw.get("split") or {}),
        tuple(Fraction(str(b)) for b in raw.get("bounds") or ()),
        int(raw.get("players", 0)),
    )
