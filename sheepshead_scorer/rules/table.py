"""Who is in a hand: seat-number checks and the seats sitting out."""

from __future__ import annotations

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.options import SitOut
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.text import Plural, Text, translatable

Seat = int


def check_seat(rs: Ruleset, field: str, seat: Seat) -> None:
    """RuleError unless `seat` exists at this table."""
    if seat >= rs.players:
        allowed = Text(
            "a seat number 0-{last} ({players} players)", last=rs.players - 1, players=rs.players
        )
        raise RuleError(field, seat, allowed)


def sitters(rs: Ruleset, dealer: Seat, given: tuple[Seat, ...] | None) -> tuple[Seat, ...]:
    """The seats sitting out this hand (cached per ruleset, dealer and given list)."""
    key = ("sitters", dealer, given)
    cached: tuple[Seat, ...] | None = rs._cache.get(key)
    if cached is None:
        cached = rs._cache[key] = _sitters(rs, dealer, given)
    return cached


def _sitters(rs: Ruleset, dealer: Seat, given: tuple[Seat, ...] | None) -> tuple[Seat, ...]:
    check_seat(rs, "dealer", dealer)
    count = rs.sitters_per_hand
    if count == 0:
        if given:
            allowed = Text("empty: every seat plays at this table")
            raise RuleError("sitting_out", list(given), allowed)
        return ()
    if rs.sit_out is SitOut.DEALER:
        computed = tuple(sorted((dealer - i) % rs.players for i in range(count)))
        if given is not None and tuple(sorted(given)) != computed:
            raise RuleError(
                "sitting_out",
                list(given),
                Text("{seats} (the dealer sits out)", seats=list(computed)),
                Text("leave sitting_out out and the engine fills it in"),
            )
        return computed
    if given is None or len(given) != count:
        raise RuleError(
            "sitting_out",
            None if given is None else list(given),
            Text(
                "exactly {seats} (sit_out=rotation names the sitters each hand)",
                seats=Plural(count, translatable("{count} seat"), translatable("{count} seats")),
            ),
        )
    for seat in given:
        check_seat(rs, "sitting_out", seat)
    return tuple(sorted(given))


def first_after_dealer(rs: Ruleset, dealer: Seat, given: tuple[Seat, ...] | None) -> Seat:
    """The first seat in play after the dealer, clockwise: the first asked to pick.

    000: "The player to the left of the dealer gets first choice to take the blind"; seats are
    numbered clockwise, so that is the next seat, skipping any seat sitting out (at a 6-seat
    table where the dealer sits out it is simply the next seat).
    """
    out = sitters(rs, dealer, given)
    seat = (dealer + 1) % rs.players
    while seat in out:
        seat = (seat + 1) % rs.players
    return seat
