"""The paper score sheets of an acceptance day, read from ``sheets/*.txt``.

Plain Python: nothing here imports the product. A sheet file is what a director copies from
the paper: a header (``key value`` lines: the event, its rules, prizes, players, the seating
rounds as drawn) and one line per deal, in the order the deals were played at each table:

    hand  S R T H D  pick P Q PTS [TRICKS]   picker seat P, partner seat Q (a = alone),
                                             picker side's card points, tricks when recorded
    hand  S R T H D  leaster W               leaster won by seat W
    hand  S R T H D  tie A B                 leaster tied between seats A and B: redealt
                                             (the same dealer deals hand H again)
    mistyped S R T H KEYS                    the director first typed KEYS for that hand
                                             (found after the round was closed)

S session, R seating round, T table, H hand of the table in its round, D dealer; seats are
1-based as printed on a score sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

SHEETS = Path(__file__).parent / "sheets"


@dataclass(frozen=True)
class Deal:
    """One line of a table's sheet. Seats are 0-based here."""

    session: int
    round: int
    table: int
    hand: int
    dealer: int
    kind: str  # "pick", "leaster" or "tie"
    picker: int | None = None
    partner: int | None = None  # None: alone
    points: int | None = None
    tricks: int | None = None  # None: not recorded (implied by the points)
    seats: tuple[int, ...] = ()  # leaster winner, or the two tied seats

    @property
    def where(self) -> tuple[int, int, int]:
        return self.session, self.round, self.table

    def text(self) -> str:
        """The sheet line, for messages."""
        return f"session {self.session} round {self.round} table {self.table} hand {self.hand}"


@dataclass(frozen=True)
class SeatingRound:
    session: int
    round: int
    hands: int  # at a table of the event's size
    per_table: str  # "same" or "equal" (every player plays the same number of hands)


@dataclass
class Day:
    """A whole day's sheets and header."""

    header: dict[str, str] = field(default_factory=dict)
    rounds: list[SeatingRound] = field(default_factory=list)
    deals: list[Deal] = field(default_factory=list)
    mistyped: dict[tuple[int, int, int, int], str] = field(default_factory=dict)

    @property
    def players(self) -> list[str]:
        return [name.strip() for name in self.header["players"].split(";")]

    @property
    def rules(self) -> dict[str, str]:
        """The options changed from the preset, as ``name=value`` pairs."""
        pairs = self.header.get("rules", "").split()
        return dict(pair.split("=", 1) for pair in pairs)

    def number(self, key: str) -> int:
        return int(self.header[key])

    def percents(self, key: str) -> list[str]:
        return self.header.get(key, "").split()

    def tables(self, session: int, rnd: int) -> list[int]:
        return sorted({d.table for d in self.deals if (d.session, d.round) == (session, rnd)})

    def table_deals(self, session: int, rnd: int, table: int) -> list[Deal]:
        return [d for d in self.deals if d.where == (session, rnd, table)]


def read_day(name: str) -> Day:
    day = Day()
    for raw in (SHEETS / name).read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, _, rest = line.partition(" ")
        words = rest.split()
        if key == "round":
            day.rounds.append(SeatingRound(int(words[0]), int(words[1]), int(words[2]), words[3]))
        elif key == "hand":
            day.deals.append(_deal(words))
        elif key == "mistyped":
            where = (int(words[0]), int(words[1]), int(words[2]), int(words[3]))
            day.mistyped[where] = words[4]
        else:
            day.header[key] = rest.strip()
    return day


def _deal(words: list[str]) -> Deal:
    session, rnd, table, hand, dealer = (int(w) for w in words[:5])
    kind, args = words[5], words[6:]
    common: dict[str, int] = {
        "session": session, "round": rnd, "table": table, "hand": hand, "dealer": dealer - 1,
    }
    if kind == "pick":
        return Deal(
            **common, kind=kind, picker=int(args[0]) - 1,
            partner=None if args[1] == "a" else int(args[1]) - 1, points=int(args[2]),
            tricks=int(args[3]) if len(args) > 3 else None,
        )
    return Deal(**common, kind=kind, seats=tuple(int(a) - 1 for a in args))
