"""The plain rows every export prints and every importer returns.

The services layer builds these from the database; the export functions never touch the database,
Qt or the rule engine. All rows are frozen and validated on creation: a wrong value raises
:class:`~sheepshead_scorer.exports.errors.ExportError` naming the field.

Conventions: points are ``Fraction`` (ints are accepted and converted), money is ``int`` cents,
``seat`` indexes are 0-based like ``rules.Seat`` while printed seat numbers start at 1.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING

from sheepshead_scorer.exports import _checks
from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.exports.formatting import Currency
from sheepshead_scorer.exports.formatting import sort_key as sort_key  # names in order
from sheepshead_scorer.exports.hand_row import HandKind as HandKind  # the engine's one enum
from sheepshead_scorer.exports.hand_row import HandRow as HandRow  # the one row of a hand
from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.text import Text
from sheepshead_scorer.tournament import Placement, PlayerTally, Tiebreak

if TYPE_CHECKING:
    from sheepshead_scorer.exports.phase import EventPhase
    from sheepshead_scorer.exports.season_rows import NightCell

#: Separator between names in one cell (partners, the players of a table).
NAME_SEPARATOR = "; "


class StandingsScope(StrEnum):
    """What a standings list covers."""

    SESSION = "session"
    EVENT = "event"
    SEASON = "season"


@dataclass(frozen=True)
class DocumentInfo:
    """Every page's header and footer: the event (or league, or a :class:`Text` such as
    "Player history: {name}"), its date and venue, and ``generated_at`` (``None``: now);
    ``currency`` is what every sum of money in the document is written in (the database's
    setting, ``services.money_settings``)."""

    event: str | Text
    date: dt.date
    venue: str = ""
    generated_at: dt.datetime | None = None
    currency: Currency = Currency.DOLLAR

    def __post_init__(self) -> None:
        _checks.label("DocumentInfo.event", self.event)


@dataclass(frozen=True)
class StandingRow:
    """One player's line in a standings list: the one read model of a standing, built by the
    services (``services.standing_rows``) and shown alike by the Standings screen, the
    projector, the phones, the CLI and every document.

    ``rank`` is shared by tied players (``tied=True`` prints ``T-3``). ``tiebreaks`` and
    ``breakdown`` (per-session or per-event totals; ``None`` = did not play) follow the column
    names of the enclosing :class:`Standings`. ``played`` counts hands (session, event) or events
    (season). ``games`` counts the Sheep Head games the player's team won (printed when the
    list has a ``games_label``).

    ``player_id``, ``tally`` (every count behind the line: picks, wins, best round, ...) and
    ``decided_by`` (the tiebreak that put the player below the one above, ``None`` when
    points did) are there for the screens; a line made for a document alone may leave them out.
    ``flight`` is the player's prize flight ("B") at an event that pays flights, else "".
    """

    rank: int
    player: str
    total: Fraction
    tied: bool = False
    member_number: str = ""
    played: int = 0
    tiebreaks: tuple[Fraction, ...] = ()
    breakdown: tuple[Fraction | None, ...] = ()
    prize_cents: int = 0
    games: int = 0
    player_id: PlayerId | None = None
    tally: PlayerTally | None = None
    decided_by: Tiebreak | None = None
    flight: str = ""

    def __post_init__(self) -> None:
        _checks.positive_int("StandingRow.rank", self.rank)
        _checks.name("StandingRow.player", self.player)
        object.__setattr__(self, "total", _checks.exact("StandingRow.total", self.total))
        _checks.positive_int("StandingRow.played", self.played, minimum=0)
        _checks.positive_int("StandingRow.games", self.games, minimum=0)
        object.__setattr__(
            self, "tiebreaks", _checks.exact_tuple("StandingRow.tiebreaks", self.tiebreaks)
        )
        object.__setattr__(
            self,
            "breakdown",
            tuple(
                None if v is None else _checks.exact(f"StandingRow.breakdown[{i}]", v)
                for i, v in enumerate(self.breakdown)
            ),
        )
        _checks.cents("StandingRow.prize_cents", self.prize_cents)

    @classmethod
    def ranked(
        cls, placement: Placement, player: str, *, prize_cents: int, flight: str = "",
    ) -> StandingRow:
        """The line of a placement the services ranked (``services.standing_rows``, on every
        refresh after a hand: the rows whose rank moved are made again), the same row as
        ``StandingRow(...)`` with the same values (``tests/services/test_standing_rows``)
        without the checks that data cannot fail: the rank counts from 1, the total and the
        tiebreak values are the tally's exact fractions, the counts are the tally's, the prize
        is the award's cents and ``player`` a name or ``#id``. A live line has no tiebreak or
        breakdown columns (its ``tally`` has the counts); documents' lines, with member
        numbers, tiebreak values and breakdowns, use ``StandingRow(...)``."""
        tally = placement.tally
        row = object.__new__(cls)
        row.__dict__.update(
            rank=placement.rank, player=player, total=tally.points, tied=placement.tied,
            member_number="", played=tally.hands_played, tiebreaks=(), breakdown=(),
            prize_cents=prize_cents, games=tally.games_won, player_id=placement.player_id,
            tally=tally, decided_by=placement.decided_by, flight=flight,
        )
        return row

    @property
    def label(self) -> str:
        """The rank as the CLI and the phones print it: "3", or "T-3" when shared (the
        documents and the window word it in their language)."""
        return f"T-{self.rank}" if self.tied else str(self.rank)


@dataclass(frozen=True)
class Standings:
    """A ranked list for one session, one event or a whole season. ``title`` and
    ``breakdown_names`` may be :class:`Text` ("final", "S2"), printed in the document's
    language; ``tiebreak_names`` and ``played_label`` are catalogue words. ``phase`` (an
    event's) says provisional or final; its ``prize_title`` heads the prize column."""

    scope: StandingsScope
    title: str | Text
    rows: tuple[StandingRow, ...]
    tiebreak_names: tuple[str, ...] = ()
    breakdown_names: tuple[str | Text, ...] = ()
    played_label: str = "Hands"
    """What ``played`` counts; "" leaves the column out (a totals night counts no hands)."""
    games_label: str = ""
    """The heading of the ``games`` column ("Games" at a Sheep Head event); "" leaves it out."""
    phase: EventPhase | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "scope", StandingsScope(self.scope))
        for i, row in enumerate(self.rows):
            _checks.same_length(
                f"Standings.rows[{i}].tiebreaks", row.tiebreaks, self.tiebreak_names
            )
            _checks.same_length(
                f"Standings.rows[{i}].breakdown", row.breakdown, self.breakdown_names
            )

    @property
    def has_prizes(self) -> bool:
        return any(row.prize_cents for row in self.rows)

    def prize_title(self) -> str | Text:
        return "Prize" if self.phase is None else self.phase.prize_title()


@dataclass(frozen=True)
class TableSeating:
    """One table of a round: players in seat order (clockwise from seat 1); ``first_dealer``
    (0-based) deals hand 1; ``codes``: each seat's table-entry code, or none (it is off)."""

    table: int
    players: tuple[str, ...]
    first_dealer: int = 0
    codes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _checks.positive_int("TableSeating.table", self.table)
        _checks.one_per_seat("TableSeating.codes", self.codes, len(self.players))
        if not 2 <= len(self.players) <= 10:
            raise ExportError("TableSeating.players", self.players, Text("2 to 10 names"))
        for i, player in enumerate(self.players):
            _checks.name(f"TableSeating.players[{i}]", player)
        _checks.unique_names("TableSeating.players", self.players)
        _checks.seat("TableSeating.first_dealer", self.first_dealer, len(self.players))

    def dealer_of_hand(self, hand: int) -> int:
        """The 0-based seat that deals hand number ``hand`` (1-based)."""
        return (self.first_dealer + hand - 1) % len(self.players)


@dataclass(frozen=True)
class PlayerSeat:
    """Where one player sits in a round (for the alphabetical wall list); seat is 1-based."""

    player: str
    table: int
    seat_number: int
    first_dealer: bool


@dataclass(frozen=True)
class RoundSeating:
    """The seating of one round; ``hands_per_table`` sizes the blank score sheets."""

    session: int
    round_number: int
    tables: tuple[TableSeating, ...]
    hands_per_table: int = 0

    def __post_init__(self) -> None:
        _checks.positive_int("RoundSeating.session", self.session)
        _checks.positive_int("RoundSeating.round_number", self.round_number)
        _checks.positive_int("RoundSeating.hands_per_table", self.hands_per_table, minimum=0)

    def by_player(self) -> tuple[PlayerSeat, ...]:
        """Every player with table and seat, sorted by name (case- and accent-insensitive)."""
        seats = [
            PlayerSeat(name, t.table, i + 1, i == t.first_dealer)
            for t in self.tables
            for i, name in enumerate(t.players)
        ]
        return tuple(sorted(seats, key=lambda s: (sort_key(s.player), s.table, s.seat_number)))


@dataclass(frozen=True)
class RoundResultRow:
    """One player's result at one table in one round (the Rounds sheet); seat is 1-based."""

    session: int
    round: int
    table: int
    seat_number: int
    player: str
    hands: int
    total: Fraction

    def __post_init__(self) -> None:
        for attr in ("session", "round", "table", "seat_number"):
            _checks.positive_int(f"RoundResultRow.{attr}", getattr(self, attr))
        _checks.name("RoundResultRow.player", self.player)
        _checks.positive_int("RoundResultRow.hands", self.hands, minimum=0)
        object.__setattr__(self, "total", _checks.exact("RoundResultRow.total", self.total))


@dataclass(frozen=True)
class PlayerRow:
    """A player: the one row type of a player, rendered alike by the player screens (the
    registry, the desk), the Players sheet and the player importer.

    ``contact`` is the e-mail address or telephone number (the sheet's "Email" column).
    ``id`` and ``version`` are the stored player's (what an edit passes as the version the
    director saw); 0 for a row read from a file, as is the registry's ``nickname`` and
    ``active`` flag there.
    """

    name: str
    member_number: str = ""
    club: str = ""
    contact: str = ""
    nickname: str = ""
    active: bool = True
    id: PlayerId = PlayerId(0)
    version: int = 0

    def __post_init__(self) -> None:
        _checks.name("PlayerRow.name", self.name)
        for attr in ("id", "version"):
            _checks.positive_int(f"PlayerRow.{attr}", getattr(self, attr), minimum=0)


@dataclass(frozen=True)
class PrizeRow:
    """One prize paid out: ``place`` as printed ("1", "T-3", "High hand"), amount in cents;
    ``place`` and ``description`` may be :class:`Text` (printed in the document's language);
    ``flight`` names the prize flight ("B") of a flight's prize, "" for an overall one.
    ``finished`` and ``points`` are the player's place in the event ("4", "T-3") and points
    there, from the standings the prizes were paid by ("" / ``None`` before anything is
    scored): the overall "place 2" may go to the 4th-placed player when 2nd and 3rd took
    larger flight prizes, and the list shows why."""

    place: str | Text
    player: str
    amount_cents: int
    description: str | Text = ""
    flight: str = ""
    finished: str | Text = ""
    points: Fraction | None = None

    def __post_init__(self) -> None:
        _checks.label("PrizeRow.place", self.place)
        _checks.name("PrizeRow.player", self.player)
        _checks.cents("PrizeRow.amount_cents", self.amount_cents)
        if self.points is not None:
            object.__setattr__(self, "points", _checks.exact("PrizeRow.points", self.points))


@dataclass(frozen=True)
class HistoryRow:
    """One event in a player's history."""

    date: dt.date
    event: str
    rank: int
    total: Fraction
    tied: bool = False
    played: int = 0
    prize_cents: int = 0
    league: NightCell | None = None
    """The night in its league season's table (league points, dropped or not counted), the
    same cell the season table prints; ``None`` for an event outside a season."""

    def __post_init__(self) -> None:
        _checks.positive_int("HistoryRow.rank", self.rank)
        _checks.name("HistoryRow.event", self.event)
        object.__setattr__(self, "total", _checks.exact("HistoryRow.total", self.total))
        _checks.cents("HistoryRow.prize_cents", self.prize_cents)


@dataclass(frozen=True)
class PlayerHistory:
    """A player's record across events, newest or oldest first as the caller orders it."""

    player: str
    rows: tuple[HistoryRow, ...]
    member_number: str = ""

    def __post_init__(self) -> None:
        _checks.name("PlayerHistory.player", self.player)


@dataclass(frozen=True)
class EventTotalRow:  # a player's total in an earlier league event (league-history import)

    player: str
    event: str
    date: dt.date
    total: Fraction
    member_number: str = ""

    def __post_init__(self) -> None:
        _checks.name("EventTotalRow.player", self.player)
        _checks.name("EventTotalRow.event", self.event)
        object.__setattr__(self, "total", _checks.exact("EventTotalRow.total", self.total))


@dataclass(frozen=True)
class EventExport:  # everything the event workbook holds

    info: DocumentInfo
    standings: Standings
    hands: tuple[HandRow, ...] = ()
    rounds: tuple[RoundResultRow, ...] = ()
    players: tuple[PlayerRow, ...] = ()
    prizes: tuple[PrizeRow, ...] = ()


