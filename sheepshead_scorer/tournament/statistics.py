"""Statistics for the director's report: per player, per table and per event, all exact.

Plain values in, frozen dataclasses out; no database, no plotting.

* ``player_statistics(tallies)`` turns ``PlayerTally`` totals (an event's, or a season's
  merged with ``merge_tallies``) into ``PlayerStats`` with exact rates (``Fraction``;
  ``None`` where the rate has no denominator, e.g. a pick rate without hands).
* ``summarize_hands(facts)`` counts an event's hands (``HandFact``: one per entered hand)
  per table and in total: hands, picks, leasters, all-passes, misdeals, schneiders and the
  average number of points that changed hands.
* ``running_scores(rows, session=...)`` and ``season_progression(event_ids, results)`` are
  the series the charts draw: each player's score after each of their hands in a session,
  and each player's cumulative points after each event of a season.

Counting rules (the same as the standings' ``PlayerTally``):
* a player's *hands* are the hands played (sat-out hands do not count);
* *pick rate* = picks / hands; *picker win rate* = picks won / picks; *partner win rate* =
  partner hands won / partner hands;
* *schneiders* = hands the player's side won with schneider or schwarz;
* a hand's *points moved* is the sum of the positive payouts (what the losers paid).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from sheepshead_scorer.rules import HandKind
from sheepshead_scorer.text import Text

from .errors import TournamentError
from .league import EventResult
from .rows import HandResultRow, Tier, as_member, as_optional_member, exact_points
from .tally import PlayerTally

_ZERO = Fraction(0)
_BIG_WIN = frozenset({Tier.SCHNEIDER, Tier.SCHWARZ})
_NOBODY_PICKED = frozenset({HandKind.LEASTER, HandKind.MOSTER})


def rate(part: int, whole: int) -> Fraction | None:
    """``part / whole`` exactly, ``None`` when ``whole`` is 0 (nothing to rate)."""
    return Fraction(part, whole) if whole else None


def percent_text(value: Fraction | None) -> str:
    """A rate as a percentage with one decimal, rounded half up: 2/3 → ``"66.7%"``.

    ``None`` prints as an en dash. The rounding happens here, on display only: the value
    itself stays exact.
    """
    if value is None:
        return "–"
    tenths = value * 1000
    rounded = (tenths + Fraction(1, 2)).__floor__() if tenths >= 0 else -(
        (-tenths + Fraction(1, 2)).__floor__()
    )
    sign = "-" if rounded < 0 else ""
    whole, tenth = divmod(abs(rounded), 10)
    return f"{sign}{whole}.{tenth}%"


def average_text(value: Fraction | None) -> str:
    """An average with two decimals (display only): 7/3 → ``"2.33"``; ``None`` → en dash."""
    if value is None:
        return "–"
    hundredths = value * 100
    rounded = (abs(hundredths) + Fraction(1, 2)).__floor__()
    sign = "-" if hundredths < 0 and rounded else ""
    whole, rest = divmod(rounded, 100)
    return f"{sign}{whole}.{rest:02d}"


# -- per player -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's statistics over an event or a season.

    ``hand_stats`` is False when some results came from score-sheet round totals: then the
    hand counts (and every rate) are incomplete and shown as such.
    """

    player_id: int
    points: Fraction
    hands: int
    picks: int
    picker_wins: int
    partner_hands: int
    partner_wins: int
    schneiders: int
    leasters_won: int
    sat_out: int
    best_round: Fraction | None
    hand_stats: bool = True

    @classmethod
    def from_tally(cls, tally: PlayerTally) -> PlayerStats:
        return cls(
            player_id=tally.player_id,
            points=tally.points,
            hands=tally.hands_played,
            picks=tally.picks,
            picker_wins=tally.picker_wins,
            partner_hands=tally.partner_hands,
            partner_wins=tally.partner_wins,
            schneiders=tally.schneiders,
            leasters_won=tally.leasters_won,
            sat_out=tally.sat_out,
            best_round=tally.best_round,
            hand_stats=tally.hand_stats,
        )

    @property
    def pick_rate(self) -> Fraction | None:
        """Picks per hand played."""
        return rate(self.picks, self.hands)

    @property
    def picker_win_rate(self) -> Fraction | None:
        """Share of the player's picks that the picker's side won."""
        return rate(self.picker_wins, self.picks)

    @property
    def partner_win_rate(self) -> Fraction | None:
        """Share of the player's partner hands that the picker's side won."""
        return rate(self.partner_wins, self.partner_hands)

    @property
    def average_per_hand(self) -> Fraction | None:
        """Points per hand played; ``None`` without hands or with sheet totals only."""
        if not self.hand_stats or not self.hands:
            return None
        return self.points / self.hands


def player_statistics(tallies: Iterable[PlayerTally]) -> tuple[PlayerStats, ...]:
    """Every player's statistics, most points first (then by player id, for a stable order)."""
    stats = [PlayerStats.from_tally(t) for t in tallies]
    seen: set[int] = set()
    for one in stats:
        if one.player_id in seen:
            raise TournamentError(
                "tallies", one.player_id, Text("one tally per player"),
                Text("merge a player's tallies with merge_tallies() first"),
            )
        seen.add(one.player_id)
    return tuple(sorted(stats, key=lambda s: (-s.points, s.player_id)))


# -- per table and per event ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandFact:
    """One entered hand as the summaries need it: where, what kind, how big, what moved.

    ``payouts`` are the per-seat payouts (zero-sum); ``tier`` is the picked hand's tier
    (``None`` for other kinds).
    """

    session: int
    round: int
    table: int
    hand: int
    kind: HandKind
    payouts: tuple[Fraction, ...]
    tier: Tier | None = None
    picker_side_won: bool | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", as_member("HandFact.kind", self.kind, HandKind))
        object.__setattr__(self, "tier", as_optional_member("HandFact.tier", self.tier, Tier))
        payouts = tuple(exact_points("HandFact.payouts", p) for p in self.payouts)
        object.__setattr__(self, "payouts", payouts)
        if sum(payouts, _ZERO) != 0:
            raise TournamentError(
                "HandFact.payouts", payouts, Text("payouts that add up to zero"),
                Text(
                    "check hand {hand} at table {table}: its payouts are not zero-sum",
                    hand=self.hand, table=self.table,
                ),
            )

    @property
    def points_moved(self) -> Fraction:
        """What the losers paid (the sum of the positive payouts)."""
        return sum((p for p in self.payouts if p > 0), _ZERO)


@dataclass(frozen=True, slots=True)
class HandSummary:
    """Counts over a set of hands: one table of one round, or the whole event.

    ``table`` is ``None`` for the event summary; ``session`` and ``round`` are ``None``
    for the event summary too.
    """

    session: int | None
    round: int | None
    table: int | None
    hands: int
    picks: int
    picker_side_wins: int
    leasters: int
    all_passes: int
    misdeals: int
    penalties: int
    schneiders: int
    points_moved: Fraction

    @property
    def picker_win_rate(self) -> Fraction | None:
        """Share of the picked hands the picker's side won."""
        return rate(self.picker_side_wins, self.picks)

    @property
    def average_moved(self) -> Fraction | None:
        """Points moved per hand, exact; ``None`` without hands."""
        return self.points_moved / self.hands if self.hands else None


def _summary(
    facts: Sequence[HandFact], session: int | None, round_: int | None, table: int | None
) -> HandSummary:
    return HandSummary(
        session=session,
        round=round_,
        table=table,
        hands=len(facts),
        picks=sum(1 for f in facts if f.kind is HandKind.PICKED),
        picker_side_wins=sum(
            1 for f in facts if f.kind is HandKind.PICKED and f.picker_side_won is True
        ),
        leasters=sum(1 for f in facts if f.kind in _NOBODY_PICKED),
        all_passes=sum(1 for f in facts if f.kind is HandKind.ALL_PASS),
        misdeals=sum(1 for f in facts if f.kind is HandKind.MISDEAL),
        penalties=sum(1 for f in facts if f.kind is HandKind.PENALTY),
        schneiders=sum(1 for f in facts if f.kind is HandKind.PICKED and f.tier in _BIG_WIN),
        points_moved=sum((f.points_moved for f in facts), _ZERO),
    )


@dataclass(frozen=True, slots=True)
class EventSummary:
    """The event's totals and one summary per table of every round (session, round, table
    order)."""

    total: HandSummary
    tables: tuple[HandSummary, ...]


def summarize_hands(facts: Iterable[HandFact]) -> EventSummary:
    """Per-table and event totals of ``facts`` (one fact per entered hand).

    Leasters count leaster and moster hands (nobody picked, played out); all-passes are
    hands thrown in (doubler or redeal); schneiders are picked hands won with schneider or
    schwarz by either side.
    """
    hands = list(facts)
    by_table: dict[tuple[int, int, int], list[HandFact]] = {}
    for fact in hands:
        by_table.setdefault((fact.session, fact.round, fact.table), []).append(fact)
    tables = tuple(_summary(by_table[key], *key) for key in sorted(by_table))
    return EventSummary(total=_summary(hands, None, None, None), tables=tables)


# -- chart series -----------------------------------------------------------------------------


def running_scores(
    rows: Iterable[HandResultRow], *, session: int
) -> dict[int, tuple[Fraction, ...]]:
    """Each player's score after each of their hands of ``session`` (sat-out hands included,
    as sitters can score), in round and hand order; the first value is after the first hand.

    Players sit at different tables, so the x axis is "the player's n-th hand", not time.
    """
    ordered: dict[int, list[tuple[int, int, int, Fraction]]] = {}
    for row in rows:
        if row.session == session:
            ordered.setdefault(row.player_id, []).append(
                (row.round, row.hand, row.table, row.points)
            )
    series: dict[int, tuple[Fraction, ...]] = {}
    for player, hands in ordered.items():
        total = _ZERO
        values: list[Fraction] = []
        for *_, points in sorted(hands, key=lambda h: h[:3]):
            total += points
            values.append(total)
        series[player] = tuple(values)
    return series


def season_progression(
    event_ids: Sequence[int], results: Iterable[EventResult]
) -> dict[int, tuple[Fraction, ...]]:
    """Each player's cumulative points after each event of ``event_ids`` (season order); an
    event the player missed adds 0. One value per event for every player."""
    position = {event: index for index, event in enumerate(event_ids)}
    if len(position) != len(event_ids):
        raise TournamentError(
            "event_ids", tuple(event_ids), Text("each event once"),
            Text("list the season's events once"),
        )
    points: dict[int, list[Fraction]] = {}
    for result in results:
        index = position.get(result.event_id)
        if index is None:
            raise TournamentError(
                "EventResult.event_id", result.event_id,
                Text("one of the season's events {events}", events=event_ids),
                Text("pass the results of the listed events only"),
            )
        per_event = points.setdefault(result.player_id, [_ZERO] * len(event_ids))
        per_event[index] += result.points
    series: dict[int, tuple[Fraction, ...]] = {}
    for player, per_event in points.items():
        total = _ZERO
        values: list[Fraction] = []
        for value in per_event:
            total += value
            values.append(total)
        series[player] = tuple(values)
    return series


def leaders(series: Mapping[int, Sequence[Fraction]], count: int) -> tuple[int, ...]:
    """The ``count`` players whose series ends highest (ties by player id): who to draw when
    a chart of every player would be unreadable."""
    ranked = sorted(series, key=lambda p: (-(series[p][-1] if series[p] else _ZERO), p))
    return tuple(ranked[:count])

