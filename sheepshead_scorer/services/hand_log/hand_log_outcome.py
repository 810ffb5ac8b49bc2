"""A hand's engine outcome ↔ the outcome columns of its hand-log row, exactly.

``log_fields`` turns a stored outcome into the ``HandRow`` fields that name it (seats become
the players' names); ``outcome_of_row`` turns a complete row back into the very same outcome
(``outcome_to_dict`` equal), so an exported log re-imports without guessing;
``table_outcome_of_row`` does the same for a row of either table game (a Sheep Head row gives
its ``FoxHand``).

A row shows no number nobody entered (issue 22): a picked hand typed as points only
(``13 74``, ``PickedHand.tricks_typed`` False) has no tricks, and a leaster or moster typed as
one seat (``l2 15``, ``LeasterHand.points_typed``) shows only the typed seat's points and no
seat tricks. Reading such a row back fills the rest in by the entry line's own rule
(``entry.outcomes.implied_tricks``, ``nobody_picked_hand``) under the table's ruleset.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from sheepshead_scorer.entry.grammar import EntryError
from sheepshead_scorer.entry.outcomes import implied_tricks, nobody_picked_hand
from sheepshead_scorer.exports.rows import HandKind
from sheepshead_scorer.exports.rows import HandRow as LogRow
from sheepshead_scorer.rules import (
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    RuleError,
    Ruleset,
    TableOutcome,
)
from sheepshead_scorer.rules.options import PartnerCall, PenaltyReason
from sheepshead_scorer.rules.sheep_head import FoxHand, team_of
from sheepshead_scorer.text import Text


def log_fields(outcome: HandOutcome, players: Sequence[str]) -> dict[str, Any]:
    """The ``HandRow`` keyword arguments describing ``outcome`` at a table of ``players``."""

    def who(seats: Sequence[int]) -> tuple[str, ...]:
        return tuple(players[s] for s in seats)

    fields: dict[str, Any] = {"complete": True}
    sitting_out = getattr(outcome, "sitting_out", None)
    if sitting_out is not None:
        fields["sitting_out"] = who(sitting_out)
    if isinstance(outcome, PickedHand):
        fields.update(
            picker=players[outcome.picker], partners=who(outcome.partners),
            points=outcome.points, tricks=outcome.tricks if outcome.tricks_typed else None,
            call="" if outcome.call is None else outcome.call.value,
            cracks=outcome.cracks, blitzes=outcome.blitzes, kontras=outcome.kontras,
            sheepshead=outcome.sheepshead,
            picker_tricks=outcome.picker_tricks, runners=outcome.runners,
        )
    elif isinstance(outcome, LeasterHand):
        fields.update(_seat_fields(outcome))
    elif isinstance(outcome, PenaltyHand):
        fields.update(
            offender=players[outcome.offender], reason=outcome.reason.value,
            picker="" if outcome.picker is None else players[outcome.picker],
            partners=who(outcome.partners),
        )
    return fields


def _seat_fields(outcome: LeasterHand) -> dict[str, Any]:
    """A leaster's seat points and tricks as far as they were typed (the rest left empty)."""
    typed = outcome.points_typed
    if typed is None:
        return {"seat_points": outcome.points, "seat_tricks": outcome.tricks}
    points = tuple(p if s in typed else None for s, p in enumerate(outcome.points))
    return {"seat_points": points if typed else (), "seat_tricks": ()}


def _seat(row: LogRow, name: str, column: str) -> int:
    try:
        return row.players.index(name)
    except ValueError:
        raise RuleError(
            column, name, Text("one of the table's players {players}", players=list(row.players))
        ) from None


def table_outcome_of_row(row: LogRow, ruleset: Ruleset | None = None) -> TableOutcome:
    """The outcome a complete row describes in its table's game: a Sheep Head row's
    ``FoxHand`` (from its fox/buck team and counters), any other row's ``outcome_of_row``
    (under the table's ``ruleset``)."""
    if row.kind is not HandKind.FOX:
        return outcome_of_row(row, ruleset)
    dealer = _seat(row, row.dealer, "Dealer")

    def team(names: Sequence[str], column: str) -> int:
        return team_of(_seat(row, names[0], column))

    if row.automatic_buck_team:
        return FoxHand(dealer=dealer, automatic_buck=team(row.automatic_buck_team, "Buck"))
    if row.buck_team:
        return FoxHand(dealer=dealer, buck=team(row.buck_team, "Buck"))
    if not row.fox_team or row.counters is None:
        raise RuleError("Fox", "", Text("the team that took the fox and its counters"))
    fox = team(row.fox_team, "Fox")
    took, other = row.counters  # the fox team's counters first
    return FoxHand(dealer=dealer, fox=fox, counters=took if fox == 0 else other)


def outcome_of_row(row: LogRow, ruleset: Ruleset | None = None) -> HandOutcome:
    """The exact outcome a complete row describes; ``RuleError`` names the bad column.

    A row without what the entry line filled in (a picked hand's tricks, a leaster's other
    seats) needs the table's ``ruleset`` to fill it in the same way."""
    dealer = _seat(row, row.dealer, "Dealer")
    sitting_out = (
        None if row.sitting_out is None
        else tuple(_seat(row, n, "Sitting out") for n in row.sitting_out)
    )
    partners = tuple(_seat(row, n, "Partner") for n in row.partners)
    kind = row.kind.value
    if kind == "misdeal":
        return MisdealHand(dealer=dealer)
    if kind == "all_pass":
        return AllPassHand(dealer=dealer)
    if kind in ("leaster", "moster"):  # a moster is entered as a leaster hand
        points = tuple(p for p in row.seat_points if p is not None)
        if row.seat_tricks and len(points) == len(row.seat_points):
            return LeasterHand(
                dealer=dealer, points=points, tricks=row.seat_tricks, sitting_out=sitting_out,
            )
        return _typed_leaster(row, ruleset, dealer)
    if kind == "penalty":
        if not row.offender:
            raise RuleError("Offender", "", Text("the name of the player who was penalized"))
        return PenaltyHand(
            dealer=dealer, offender=_seat(row, row.offender, "Offender"),
            reason=_choice("Reason", row.reason or "misplay", PenaltyReason),
            picker=_seat(row, row.picker, "Picker") if row.picker else None,
            partners=partners, sitting_out=sitting_out,
        )
    side = Text("a picker with the side's points and tricks for a picked hand")
    if not row.picker or row.points is None:
        raise RuleError("Picker", row.picker, side)
    tricks = row.tricks
    if tricks is None:  # typed as points only: the tricks they imply, as the entry line did
        if ruleset is None:
            raise RuleError("Tricks", None, side)
        tricks = implied_tricks(ruleset, row.points)
    return PickedHand(
        dealer=dealer, picker=_seat(row, row.picker, "Picker"), points=row.points,
        tricks=tricks, tricks_typed=row.tricks is not None, partners=partners,
        call=_choice("Call", row.call, PartnerCall) if row.call else None,  # None: rules default
        cracks=row.cracks, blitzes=row.blitzes, kontras=row.kontras,
        sheepshead=row.sheepshead, sitting_out=sitting_out,
        picker_tricks=row.picker_tricks, runners=row.runners,
    )


def _typed_leaster(row: LogRow, ruleset: Ruleset | None, dealer: int) -> LeasterHand:
    """A leaster or moster typed as one seat (``l2 15``, ``o4``): the seat whose points the
    row shows, else the one its payouts single out (the leaster's winner, the moster's
    loser); the rest filled in as the entry line fills it. Several seats with the same
    points (or singled out alike): a tie typed as ``l1t3 20``."""
    moster = row.kind is HandKind.MOSTER
    typed = [s for s, p in enumerate(row.seat_points) if p is not None]
    singled = [s for s, pay in enumerate(row.payouts) if (pay < 0 if moster else pay > 0)]
    seats = typed or singled
    cell = "; ".join("" if p is None else str(p) for p in row.seat_points)
    per_seat = Text(
        "must list whole numbers from 0 to {high}, one per seat separated by ';' "
        "(e.g. 0; 30; 12; 78; 0)",
        high=120,
    )
    column = "Seat points"
    points = {row.seat_points[s] for s in typed}
    if ruleset is None or row.seat_tricks or not seats or len(points) > 1:
        raise RuleError(column, cell, per_seat)
    seat, *tied = seats  # more than one: a tie (l1t3 20), every tied seat's points the same
    try:
        return nobody_picked_hand(
            ruleset, dealer, seat, row.seat_points[seat] if typed else None, moster=moster,
            tied=tied,
        )
    except EntryError as exc:
        raise RuleError(column, cell, exc.text) from None


E = TypeVar("E", PartnerCall, PenaltyReason)


def _choice(column: str, value: str, kind: type[E]) -> E:
    try:
        return kind(value)
    except ValueError:
        choices = ", ".join(k.value for k in kind)  # the values as typed: data, not prose
        raise RuleError(column, value, choices) from None
