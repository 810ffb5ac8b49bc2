"""The one place that decides what a table's count of hands means (GUIDE lesson 11).

A session is ``Event.hands_per_session`` hands, played in seating rounds the director draws
(``Round.hands`` each, in round order). "The last round" (``last_round_doubled``, Schiller)
and "the last hand" (``last_hand_doubled``) are the last deals *of the session*, never of
every seating round: a 24-hand session drawn as two seating rounds of 12 doubles only the
last deals of round 2.

``TableHands`` is what every scorer of a table's hands is handed (``score_table_hands(...,
hands_total=planned.hands, ends_session=planned.ends_session)``, the desktop's entry line,
the phones' sheet, closing a round, imports, the demo and the bulk data):

- ``hands``: the hands *this table* plays in its seating round: the table's own count
  (``GameTable.hands``, set when a round is drawn with "every player plays the same number
  of hands": a 6-seat table of a 5-handed event plays 24 where the 5-seat tables play 20,
  Kohler Falls' practice) or else the round's. "Already has all N hands" counts it.
- ``ends_session``: the session ends with this seating round — the round's hands and those
  of the session's earlier rounds (``Round.hands``, the count at a table of the event's
  size, which is what ``hands_per_session`` is measured in) reach ``hands_per_session``.
  Only then are the table's last deals (one by each seat: 5 at a 5-table, 6 at a 6-table)
  the last round, and its last deal the last hand.

Decided: a session closed short (time called before its rounds reach ``hands_per_session``)
has no doubled last round. Whether a deal is doubled must be known when it is dealt and
scored; closing a session never rescores hands played at single stakes. A director who wants
the short session's last deals doubled draws its final round to fill the session (the draw
refuses rounds beyond ``hands_per_session``, so a round that reaches it is always the last).

Drawing (``HandsPerTable``): "same number at every table" gives every table the round's
hands; "every player plays the same number" gives a table of ``seats`` with ``in_play``
playing each hand ``hands x seats / in_play`` (scaled from a table of the event's size),
rounded to the nearest whole hand when it does not divide (the draw review then warns that
the round's players play different numbers of hands, ``hands_each_plays``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import Any

from sqlalchemy import ScalarSelect, func, select
from sqlalchemy.orm import Session, aliased

from sheepshead_scorer.rules import RuleError, Ruleset
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.lookup import get
from sheepshead_scorer.store.models import Event, GameTable, Round
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class TableHands:
    """A table's planned hands in its seating round and whether they end the session."""

    hands: int
    ends_session: bool


class HandsPerTable(StrEnum):
    """How many hands the tables of a round play when they seat different numbers."""

    SAME = "same"
    """Every table plays the round's hands (a 6-table's players then play fewer each)."""
    EQUAL = "equal"
    """Every player plays the same number: a 6-table of a 5-handed event plays 6/5 as many,
    each seat dealing as often as at a 5-table (the dealer sits out)."""


def plan(
    hands_per_session: int, earlier: int, round_hands: int, table_hands: int | None = None
) -> TableHands:
    """The rule itself: a seating round of ``round_hands`` after ``earlier`` hands of the
    session's earlier rounds ends the session when they reach ``hands_per_session``; the
    table plays its own count (``table_hands``) or the round's."""
    return TableHands(
        hands=round_hands if table_hands is None else table_hands,
        ends_session=earlier + round_hands >= hands_per_session,
    )


def earlier_hands(session: Session, rnd: Round) -> int:
    """The hands of the session's seating rounds before ``rnd``."""
    total = session.scalar(
        select(func.coalesce(func.sum(Round.hands), 0)).where(
            Round.session_id == rnd.session_id, Round.number < rnd.number
        )
    )
    return int(total or 0)


def earlier_hands_of(rnd: type[Round]) -> ScalarSelect[Any]:
    """``earlier_hands`` as a subquery of a read that selects the round ``rnd`` (the
    ``Round`` entity of that read): the table's read in ``table_state.load_table``."""
    earlier = aliased(Round)
    return (
        select(func.coalesce(func.sum(earlier.hands), 0))
        .where(earlier.session_id == rnd.session_id, earlier.number < rnd.number)
        .correlate(rnd)
        .scalar_subquery()
    )


def table_hands(session: Session, table: GameTable, rnd: Round, event: Event) -> TableHands:
    """The planned hands of ``table`` (of round ``rnd`` of ``event``), read from the session."""
    return plan(event.hands_per_session, earlier_hands(session, rnd), rnd.hands, table.hands)


def round_table_hands(
    session: Session, rnd: Round, event: Event, tables: Iterable[GameTable]
) -> dict[int, TableHands]:
    """Every table's planned hands by table id (one read of the session's rounds)."""
    earlier = earlier_hands(session, rnd)
    return {t.id: plan(event.hands_per_session, earlier, rnd.hands, t.hands) for t in tables}


def in_play_at(event: Event, seats: int) -> int:
    """How many of a table's ``seats`` play each hand under the event's game (all of them
    at Sheep Head, or when the rules cannot seat the table: the draw refuses it elsewhere)."""
    if event.table_game is not None:
        return seats
    try:
        return Ruleset.from_dict(event.ruleset).for_table(seats).in_play
    except RuleError:
        return seats


def hands_for_table(
    policy: HandsPerTable, round_hands: int, event: Event, seats: int
) -> int | None:
    """The table's own count for a draw (``None``: the round's, as stored on the table)."""
    if policy is HandsPerTable.SAME or seats == event.table_size:
        return None
    standard = Fraction(in_play_at(event, event.table_size), event.table_size)
    exact = round_hands * standard * Fraction(seats, in_play_at(event, seats))
    whole = int(exact + Fraction(1, 2))  # the nearest whole hand, halves up
    return None if whole == round_hands else max(1, whole)


def hands_each_plays(hands: int, seats: int, in_play: int) -> tuple[int, ...]:
    """How many hands each seat plays (seat order) when the deal goes round the table and
    the dealer (then the seats to the dealer's right) sits out at a table with more seats
    than play a hand."""
    sitters = seats - in_play
    return tuple(
        hands - sum(1 for hand in range(hands) if (hand - seat) % seats < sitters)
        for seat in range(seats)
    )


@dataclass(frozen=True)
class TablePlay:
    """For the draw review: a table's hands and how many each of its players plays."""

    number: int
    seats: int
    hands: int
    each_plays: tuple[int, ...]

    @property
    def fewest(self) -> int:
        return min(self.each_plays, default=0)

    @property
    def most(self) -> int:
        return max(self.each_plays, default=0)


def table_play(event: Event, rnd: Round, tables: Sequence[GameTable]) -> tuple[TablePlay, ...]:
    """Every table of a round with the hands its players play (the draw review)."""
    plays: list[TablePlay] = []
    for table in sorted(tables, key=lambda t: t.number):
        hands = rnd.hands if table.hands is None else table.hands
        each = hands_each_plays(hands, table.seats, in_play_at(event, table.seats))
        plays.append(TablePlay(table.number, table.seats, hands, each))
    return tuple(plays)


@dataclass(frozen=True)
class RoundPlay:
    """The draw review of a round: each table's hands and what each of its players plays."""

    tables: tuple[TablePlay, ...]

    @property
    def uneven(self) -> bool:
        """Whether the players of the round would play different numbers of hands."""
        return len({n for t in self.tables for n in t.each_plays}) > 1

    @property
    def fewest(self) -> int:
        return min((t.fewest for t in self.tables), default=0)

    @property
    def most(self) -> int:
        return max((t.most for t in self.tables), default=0)

    def warning(self) -> Text | None:
        """What the review warns of when the round's players play different numbers."""
        if not self.uneven:
            return None
        return Text(
            "players of this round play different numbers of hands ({fewest} to {most}); "
            "draw it again with every player playing the same number of hands, or with "
            "hands that divide evenly among each table's seats",
            fewest=self.fewest, most=self.most,
        )


def round_play(ctx: Context, round_id: int) -> RoundPlay:
    """The draw review of round ``round_id`` (its tables in number order)."""
    with transaction(ctx) as session:
        rnd = get(session, Round, round_id, "round")
        event = get(session, Event, rnd.event_id, "event")
        tables = session.scalars(select(GameTable).where(GameTable.round_id == rnd.id)).all()
        return RoundPlay(table_play(event, rnd, tables))
