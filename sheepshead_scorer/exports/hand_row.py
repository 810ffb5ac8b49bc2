"""``HandRow``: the one row type of a hand (re-exported by :mod:`.rows`).

Frozen and validated on creation like every export row: a wrong value raises
:class:`~sheepshead_scorer.exports.errors.ExportError` naming the field. The one exception is
:meth:`HandRow.stored`, for the rows the services build from the hands they stored
themselves: it skips the checks that data cannot fail and keeps the others.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from fractions import Fraction
from typing import Any

from sheepshead_scorer.exports import _checks
from sheepshead_scorer.exports.errors import ExportError
from sheepshead_scorer.ids import HandId
from sheepshead_scorer.rules import HandKind as HandKind  # the engine's one enum of kinds
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class HandRow:
    """One scored hand: the one row type of a hand, built by the services
    (``report_rows.hand_rows``) and rendered alike by the hand-entry screen, the CLI and the
    hand log (PDF, workbook, CSV); the hand-log importer returns it too.

    ``players`` are the table's players in seat order and ``payouts`` what each seat won (+) or
    paid (−), zero-sum. ``points`` and ``tricks`` are the picker side's card points (0–120) and
    tricks; ``None`` for hands without a picker, and ``tricks`` ``None`` too where only the
    points were typed (no number is shown that nobody entered). ``multiplier`` is the total
    factor applied (doublers, cracks, last-round doubling). Names must not contain ``;``.

    The rest is the hand's whole outcome, so an imported log rebuilds it exactly:
    ``call`` (the partner call of a picked hand: ace, ten, alone, jack, …), ``cracks``,
    ``blitzes``, ``kontras``, ``sheepshead`` (the picker's call); a penalty's ``offender`` and
    ``reason`` (misplay, renege, peek, mauer; the picker and partners are the hand's sides);
    a leaster's ``seat_points`` and ``seat_tricks`` (one per seat, sitters 0; for a leaster
    typed as one seat, ``l2 15``, only that seat's typed points, ``None`` for the others, and
    no seat tricks); and
    ``sitting_out`` (names; ``None`` = the ruleset's default sitters); a picked hand's
    ``picker_tricks`` (the picker's own tricks, ``None`` = not recorded) and ``runners`` (the
    run of top trump, "mit"/"ohne"). A Sheep Head hand (kind ``fox``; 000 "Sheep Head
    variant") has ``payouts`` that are each seat's team's game points (not zero-sum), and
    names the team that took the fox (``fox_team``) with the ``counters`` it took and the
    other team's, or the team of a ``buck_team`` / ``automatic_buck_team``; ``game``,
    ``game_score`` (the team of the first seat first) and ``game_won`` say which game the
    hand belongs to, its score after the hand, and whether the hand won it. ``complete`` says the
    row carries all of this; rows read from an older hand log (without these columns) are
    not complete and the importer rebuilds an equivalent outcome from the payouts.

    ``id`` and ``version`` are the stored hand's (what a correction or a delete passes as the
    version the director saw); 0 for a row read from a file. ``explanation`` is the rule
    engine's account of the payouts as stored when the hand was scored ("" if unknown).
    """

    session: int
    round: int
    table: int
    hand: int
    dealer: str
    kind: HandKind
    players: tuple[str, ...]
    payouts: tuple[Fraction, ...]
    picker: str = ""
    partners: tuple[str, ...] = ()
    points: int | None = None
    tricks: int | None = None
    multiplier: int = 1
    call: str = ""
    cracks: int = 0
    blitzes: int = 0
    kontras: int = 0
    sheepshead: bool = False
    offender: str = ""
    reason: str = ""
    seat_points: tuple[int | None, ...] = ()
    seat_tricks: tuple[int, ...] = ()
    sitting_out: tuple[str, ...] | None = None
    complete: bool = False
    picker_tricks: int | None = None
    runners: int = 0
    id: HandId = HandId(0)
    version: int = 0
    explanation: str = ""
    fox_team: tuple[str, ...] = ()
    counters: tuple[int, int] | None = None
    buck_team: tuple[str, ...] = ()
    automatic_buck_team: tuple[str, ...] = ()
    game: int | None = None
    game_score: tuple[int, int] | None = None
    game_won: bool = False

    @classmethod
    def stored(cls, values: dict[str, Any]) -> HandRow:
        """The row of a hand the services stored, as the one builder of hand rows
        (``services.hand_log_rows``) makes it from the database: the same row as
        ``HandRow(**values)`` (``tests/services/test_hand_log_rows``), built without the
        checks that data cannot fail, which took a third of a Nationals hand log's time:

        * the numbers (session, round, table, hand, id, version ≥ 1; the multiplier ≥ 1)
          are the store's keys and counters and the rule engine's factor;
        * ``kind`` is a ``HandKind`` and ``payouts`` a tuple of ``Fraction`` values (the
          builder parses them), zero-sum for every game but Sheep Head (asserted when
          scored);
        * the dealer, picker, partners, offender, sitters and teams are the stored outcome's
          seats, each checked against the table when the hand was scored, so they name
          the table's players once there is one payout per seat;
        * the card points, tricks and counts passed the outcome's own checks when stored.

        Kept: one payout per seat of the table (the hand and the table's seating are stored
        apart), and the caller checks each table's players once with :meth:`check_players`
        (two players may share a name). Every other caller uses ``HandRow(...)``.
        """
        players, payouts = values["players"], values["payouts"]
        if len(payouts) != len(players):
            _checks.same_length("HandRow.payouts", payouts, players)
        row = object.__new__(cls)
        own = row.__dict__
        own.update(_DEFAULTS)
        own.update(values)
        if len(own) != len(_FIELDS):  # a name that is no field, or a field without a value
            raise TypeError(f"HandRow.stored: {sorted(own.keys() ^ _FIELDS)}")
        return row

    @staticmethod
    def check_players(players: tuple[str, ...]) -> None:
        """A table's players as a row lists them: each a non-empty name, each once."""
        for i, player in enumerate(players):
            _checks.name(f"HandRow.players[{i}]", player)
        _checks.unique_names("HandRow.players", players)

    def __post_init__(self) -> None:
        for attr in ("session", "round", "table", "hand", "multiplier"):
            _checks.positive_int(f"HandRow.{attr}", getattr(self, attr))
        for attr in ("id", "version"):
            _checks.positive_int(f"HandRow.{attr}", getattr(self, attr), minimum=0)
        object.__setattr__(self, "kind", _kind(self.kind))
        self.check_players(self.players)
        payouts = _checks.exact_tuple("HandRow.payouts", self.payouts)
        object.__setattr__(self, "payouts", payouts)
        _checks.same_length("HandRow.payouts", payouts, self.players)
        if self.kind is not HandKind.FOX and not _checks.zero_sum(payouts):
            raise ExportError("HandRow.payouts", payouts, Text("payouts that sum to zero"))
        _checks.at_table("HandRow.dealer", self.dealer, self.players)
        _checks.at_table("HandRow.picker", self.picker, self.players, optional=True)
        for i, partner in enumerate(self.partners):
            _checks.at_table(_checks.item("HandRow.partners", i), partner, self.players)
        _checks.optional_int("HandRow.points", self.points, 0, 120)
        _checks.optional_int("HandRow.tricks", self.tricks, 0, 20)
        self._check_outcome()

    def _check_outcome(self) -> None:
        for attr, high in (("cracks", 3), ("blitzes", 2), ("kontras", 2), ("runners", 14)):
            _checks.optional_int(f"HandRow.{attr}", getattr(self, attr), 0, high)
        _checks.optional_int("HandRow.picker_tricks", self.picker_tricks, 0, 20)
        _checks.at_table("HandRow.offender", self.offender, self.players, optional=True)
        for attr, high in (("seat_points", 120), ("seat_tricks", 20)):
            values = getattr(self, attr)
            if values:
                _checks.same_length(f"HandRow.{attr}", values, self.players)
            for i, value in enumerate(values):
                _checks.optional_int(f"HandRow.{attr}[{i}]", value, 0, high)
        for i, sitter in enumerate(self.sitting_out or ()):
            _checks.at_table(_checks.item("HandRow.sitting_out", i), sitter, self.players)
        for attr in ("fox_team", "buck_team", "automatic_buck_team"):
            for i, name in enumerate(getattr(self, attr)):
                _checks.at_table(_checks.item(f"HandRow.{attr}", i), name, self.players)


_FIELDS = frozenset(f.name for f in fields(HandRow))
_DEFAULTS = {f.name: f.default for f in fields(HandRow) if f.default is not MISSING}


def _kind(value: object) -> HandKind:
    try:
        return HandKind(str(value))
    except ValueError:
        raise ExportError(
            "HandRow.kind", value, Text("one of {kinds}", kinds=[k.value for k in HandKind])
        ) from None
