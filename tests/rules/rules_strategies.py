"""Hypothesis strategies: valid rulesets of every shape and legal hands for them."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from sheepshead_scorer.rules import (
    PRESETS,
    AllPassHand,
    HandOutcome,
    LeasterHand,
    MisdealHand,
    NobodyPicks,
    PartnerMethod,
    PenaltyHand,
    PickedHand,
    Ruleset,
    SitOut,
)
from sheepshead_scorer.rules.deck import DEAL, bury_points_at_most
from sheepshead_scorer.rules.ruleset import ALONE_METHODS, METHOD_SEATS
from sheepshead_scorer.rules.scoring_picked import allowed_calls


@st.composite
def rulesets(draw: st.DrawFn) -> Ruleset:
    """A random valid option mix (or a preset)."""
    if draw(st.booleans()):
        return draw(st.sampled_from(sorted(PRESETS.values(), key=lambda r: r.name)))
    players = draw(st.integers(2, 8))
    in_play = 2 if players == 2 else draw(st.integers(3, players))
    method = draw(st.sampled_from([m for m, r in METHOD_SEATS.items() if in_play in r]))
    nobody = draw(st.sampled_from(list(NobodyPicks)))
    if method is PartnerMethod.BLACK_QUEENS:
        nobody = draw(st.sampled_from([NobodyPicks.REDEAL, NobodyPicks.FORCED_PICK]))
    options: dict[str, Any] = {
        "players": players,
        "seats_in_play": in_play,
        "partner_method": method,
        "nobody_picks": nobody,
        "sit_out": draw(st.sampled_from(list(SitOut))),
        "sitter_scores": draw(st.sampled_from(["zero", "as_defender"])),
        "called_ten": draw(st.booleans()),
        "unknown_card": draw(st.booleans()),
        "alone_by_choice": draw(st.booleans()),
        "jack_call_up": method in ("jack_of_diamonds", "jack_of_clubs") and draw(st.booleans()),
        "base": draw(st.integers(1, 30)),
        "tier_scale": draw(st.sampled_from(["1-2-3", "1-2-4", "1-3-5"])),
        "schneider_win_at": draw(st.sampled_from([90, 91])),
        "schneider_loss_at": draw(st.sampled_from([29, 30])),
        "schwarz_by": draw(st.sampled_from(["all_tricks", "all_points"])),
        "share": draw(st.sampled_from(["partner_one_share", "two_thirds", "equal"])),
        "alone_units": draw(st.integers(1, 2)),
        "double_on_bump": draw(st.booleans()),
        "no_trick_protection": draw(st.booleans()),
        "bury_needs_trick": draw(st.booleans()),
        "leaster_needs_trick": draw(st.booleans()),
        "leaster_blind_to_last_trick": draw(st.booleans()),
        "leaster_units": draw(st.integers(1, 5)),
        "leaster_tie": draw(st.sampled_from(["split", "no_exchange", "redeal"])),
        "doubler_mode": draw(st.sampled_from(["next_hand", "stack", "queue"])),
        "doubler_queue": draw(st.integers(1, 4)),
        "max_cracks": draw(st.integers(0, 3)),
        "blitz": draw(st.booleans()),
        "kontra": draw(st.booleans()),
        "last_round_doubled": draw(st.booleans()),
        "multiplier_cap": draw(st.sampled_from([None, 2, 16, 64])),
        "penalty": draw(st.sampled_from(["each", "total", "forfeit"])),
        "penalty_units": draw(st.integers(1, 4)),
        # the ante pot (source 003); nothing to ante when somebody must always pick
        "pass_ante": 0 if nobody is NobodyPicks.FORCED_PICK else draw(st.integers(0, 3)),
        # issue 16 house rules
        "jack_picker_calls_ace": method in ("jack_of_diamonds", "jack_of_clubs")
        and draw(st.booleans()),
        "picker_needs_trick": draw(st.booleans()),
        "tie_doubles_next": draw(st.booleans()),
        "last_hand_doubled": draw(st.booleans()),
        "runner_units": draw(st.integers(0, 2)),
        "runners_from": draw(st.integers(1, 4)),
    }
    # issue 22: the Smith rule, never together with picker_needs_trick (contradictory)
    options["smith_rule"] = not options["picker_needs_trick"] and draw(st.booleans())
    options["sheepshead_call"] = (
        options["alone_by_choice"] or method in ALONE_METHODS
    ) and draw(st.booleans())
    return Ruleset(**options)


def _sitters(draw: st.DrawFn, rs: Ruleset, dealer: int) -> tuple[tuple[int, ...] | None, list[int]]:
    count = rs.sitters_per_hand
    if count == 0:
        return None, list(range(rs.players))
    if rs.sit_out is SitOut.DEALER:
        out = {(dealer - i) % rs.players for i in range(count)}
        return None, [s for s in range(rs.players) if s not in out]
    chosen = draw(st.permutations(range(rs.players)))[:count]
    return tuple(chosen), [s for s in range(rs.players) if s not in chosen]


@st.composite
def picked_hands(draw: st.DrawFn, rs: Ruleset) -> PickedHand:
    """A legal picked hand for `rs`."""
    dealer = draw(st.integers(0, rs.players - 1))
    sitting_out, in_play = _sitters(draw, rs, dealer)
    picker = draw(st.sampled_from(in_play))
    calls = allowed_calls(rs)
    call = draw(st.sampled_from(sorted(calls)))
    count = draw(st.sampled_from(sorted(calls[call])))
    others = [s for s in in_play if s != picker]
    if rs.partner_method is PartnerMethod.RIGHT_HAND_AND_JD:
        right = (picker - 1) % rs.players
        while right not in in_play:
            right = (right - 1) % rs.players
        rest = [s for s in others if s != right]
        # an alone call (count 0) has no partner, not even the right-hand neighbour
        partners = (right, *draw(st.permutations(rest))[: count - 1]) if count else ()
    else:
        partners = tuple(draw(st.permutations(others))[:count])
    all_tricks = DEAL[rs.in_play][0]
    tricks = draw(st.integers(0, all_tricks))
    if tricks == all_tricks:
        points = 120
    elif tricks == 0 and rs.bury_needs_trick:
        points = 0
    elif tricks == 0:
        points = draw(st.integers(0, bury_points_at_most(rs.in_play)))  # only the bury
    else:
        points = draw(st.integers(0, 120))
    two_handed = rs.partner_method is PartnerMethod.TWO_HANDED  # no picker to call it
    sheepshead = rs.sheepshead_call and not partners and not two_handed and draw(st.booleans())
    # the picker's own tricks: always recorded under picker_needs_trick and the Smith rule
    # (else sometimes)
    picker_tricks = None
    if partners and (rs.picker_needs_trick or rs.smith_rule or draw(st.booleans())):
        picker_tricks = draw(st.integers(0, tricks))
    runners = draw(st.integers(0, 14)) if rs.runner_units else 0
    return PickedHand(
        dealer=dealer,
        picker=picker,
        points=points,
        tricks=tricks,
        partners=partners,
        call=call,
        cracks=draw(st.integers(0, rs.max_cracks)),
        blitzes=draw(st.integers(0, 2)) if rs.blitz else 0,
        kontras=draw(st.integers(0, 2)) if rs.kontra else 0,
        sheepshead=sheepshead,
        sitting_out=sitting_out,
        picker_tricks=picker_tricks,
        runners=runners,
    )


@st.composite
def leaster_hands(draw: st.DrawFn, rs: Ruleset) -> LeasterHand:
    """A legal leaster hand for `rs` (seats in play share the tricks and 120 points)."""
    dealer = draw(st.integers(0, rs.players - 1))
    sitting_out, in_play = _sitters(draw, rs, dealer)
    tricks = [0] * rs.players
    for _ in range(DEAL[rs.in_play][0]):
        tricks[draw(st.sampled_from(in_play))] += 1
    takers = [s for s in in_play if tricks[s]]
    points = [0] * rs.players
    cuts = sorted(
        draw(st.lists(st.integers(0, 120), min_size=len(takers) - 1, max_size=len(takers) - 1))
    )
    for seat, low, high in zip(takers, [0, *cuts], [*cuts, 120], strict=True):
        points[seat] = high - low
    return LeasterHand(dealer, tuple(points), tuple(tricks), sitting_out)


@st.composite
def legal_hands(draw: st.DrawFn, rs: Ruleset) -> HandOutcome:
    """Any outcome `rs` can score."""
    kinds = ["picked", "misdeal", "penalty"]
    if rs.partner_method is PartnerMethod.TWO_HANDED:  # every card dealt: nobody passes
        if draw(st.booleans()):
            return MisdealHand(draw(st.integers(0, 1)))
        return draw(picked_hands(rs))
    if rs.nobody_picks in (NobodyPicks.LEASTER, NobodyPicks.MOSTER, NobodyPicks.DEALERS_CHOICE):
        kinds.append("leaster")
    if rs.nobody_picks in (NobodyPicks.DOUBLER, NobodyPicks.REDEAL, NobodyPicks.DEALERS_CHOICE):
        kinds.append("all_pass")
    kind = draw(st.sampled_from(kinds))
    if kind == "picked":
        return draw(picked_hands(rs))
    if kind == "leaster":
        return draw(leaster_hands(rs))
    dealer = draw(st.integers(0, rs.players - 1))
    if kind == "all_pass":
        return AllPassHand(dealer)
    if kind == "misdeal":
        return MisdealHand(dealer)
    sitting_out, in_play = _sitters(draw, rs, dealer)
    if draw(st.booleans()):
        # a misplay is made by a seat in play (a sitter plays no card)
        offender = draw(st.sampled_from(in_play))
        picker = draw(st.sampled_from(in_play))
        partners = tuple(draw(st.permutations([s for s in in_play if s != picker]))[:1])
        return PenaltyHand(dealer, offender, "misplay", picker, partners, sitting_out)
    # anyone may peek, a sitter too (README: "a sitting-out player who looks at the blind")
    offender = draw(st.sampled_from(range(rs.players)))
    return PenaltyHand(dealer, offender, "peek", None, (), sitting_out)


def rotate(outcome: HandOutcome, players: int, k: int) -> HandOutcome:
    """The same hand with every seat moved k places clockwise."""

    def seat(s: int) -> int:
        return (s + k) % players

    def seats(t: tuple[int, ...] | None) -> Any:
        return None if t is None else tuple(seat(s) for s in t)

    def shift(values: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(values[(i - k) % players] for i in range(players))

    if isinstance(outcome, PickedHand):
        return PickedHand(
            seat(outcome.dealer),
            seat(outcome.picker),
            outcome.points,
            outcome.tricks,
            seats(outcome.partners),
            outcome.call,
            outcome.cracks,
            outcome.blitzes,
            outcome.kontras,
            outcome.sheepshead,
            seats(outcome.sitting_out),
            outcome.picker_tricks,
            outcome.runners,
        )
    if isinstance(outcome, LeasterHand):
        return LeasterHand(
            seat(outcome.dealer),
            shift(outcome.points),
            shift(outcome.tricks),
            seats(outcome.sitting_out),
        )
    if isinstance(outcome, PenaltyHand):
        return PenaltyHand(
            seat(outcome.dealer),
            seat(outcome.offender),
            outcome.reason,
            None if outcome.picker is None else seat(outcome.picker),
            seats(outcome.partners),
            seats(outcome.sitting_out),
        )
    return type(outcome)(seat(outcome.dealer))
