"""From what the scorer typed (`EntryIntent`) to the engine's outcome for this table's ruleset.

Only what the keys leave open is filled in here, never guessed silently where it could change
a score: the picker side's tricks default to what the points imply (0 points → no trick,
120 → every trick, otherwise somewhere between, which scores the same; ``implied_tricks``);
a leaster or moster typed as one seat gets that seat's card points and the rest spread over
the others (``nobody_picked_hand``). The outcome records what was typed
(``PickedHand.tricks_typed``, ``LeasterHand.points_typed``) so a hand log shows no number
nobody entered, and the hand-log import fills the rest in by these same two functions.
"""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead_scorer.entry.grammar import (
    EntryError,
    EntryIntent,
    EntryKind,
    EntryShape,
    PenaltyKey,
)
from sheepshead_scorer.rules import (
    AllPassHand,
    HandOutcome,
    HandScore,
    LeasterHand,
    MisdealHand,
    PenaltyHand,
    PickedHand,
    Ruleset,
    default_call,
)
from sheepshead_scorer.rules.deck import CARD_POINTS_TOTAL, tricks_per_hand
from sheepshead_scorer.rules.options import (
    NobodyPicks,
    PartnerMethod,
    PenaltyReason,
    SitOut,
)
from sheepshead_scorer.text import Text

PARTNER_KEYS: dict[PartnerMethod, int] = {
    PartnerMethod.CALLED_ACE: 1,
    PartnerMethod.JACK_OF_DIAMONDS: 1,
    PartnerMethod.JACK_OF_CLUBS: 1,
    PartnerMethod.RIGHT_HAND_AND_JD: 1,  # the J♦ holder; the right-hand neighbour is added
    PartnerMethod.DIE_AND_JD: 2,
    PartnerMethod.BLACK_QUEENS: 1,
    PartnerMethod.PICKER_ALONE: 0,
    PartnerMethod.TWO_HANDED: 0,  # `1 74`: seat 1 took 74 card points, the other the rest
}

_REASONS = {
    PenaltyKey.MISPLAY: PenaltyReason.MISPLAY,
    PenaltyKey.RENEGE: PenaltyReason.RENEGE,
    PenaltyKey.PEEK: PenaltyReason.PEEK,
    PenaltyKey.MAUER: PenaltyReason.MAUER,
}


def shape_for(ruleset: Ruleset) -> EntryShape:
    """How many seat keys this table's hands take."""
    return EntryShape(seats=ruleset.players, partner_keys=PARTNER_KEYS[ruleset.partner_method])


def sitters_for(ruleset: Ruleset, dealer: int) -> tuple[int, ...]:
    """Seats sitting out when `dealer` deals: the dealer, then the seats to the dealer's right."""
    count = ruleset.sitters_per_hand
    return tuple(sorted((dealer - i) % ruleset.players for i in range(count)))


def next_dealer(players: int, previous: Sequence[HandScore], first_dealer: int = 0) -> int:
    """Who deals the next hand: the deal passes left, except after a redeal (misdeal)."""
    dealer = first_dealer
    for score in previous:
        if not score.redeal:
            dealer = (dealer + 1) % players
    return dealer


def build_outcome(ruleset: Ruleset, intent: EntryIntent, dealer: int) -> HandOutcome:
    """The engine outcome for `intent`; EntryError if the line cannot make one at this table."""
    kind = intent.kind
    if kind is EntryKind.ALL_PASS:
        return AllPassHand(dealer=dealer)
    if kind is EntryKind.MISDEAL:
        return MisdealHand(dealer=dealer)
    sitting = sitters_for(ruleset, dealer)
    rotation = ruleset.sit_out is SitOut.ROTATION and bool(sitting)
    sitting_out = sitting if rotation else None
    if kind is EntryKind.PENALTY:
        assert intent.seat is not None and intent.penalty is not None
        return PenaltyHand(
            dealer=dealer,
            offender=intent.seat,
            reason=_REASONS[intent.penalty],
            sitting_out=sitting_out,
        )
    if kind in (EntryKind.LEASTER, EntryKind.MOSTER):
        assert intent.seat is not None
        return nobody_picked_hand(
            ruleset, dealer, intent.seat, intent.points, moster=kind is EntryKind.MOSTER,
            tied=intent.tied,
        )
    return _picked(ruleset, intent, dealer, sitting, sitting_out)


def _picked(
    ruleset: Ruleset,
    intent: EntryIntent,
    dealer: int,
    sitting: tuple[int, ...],
    sitting_out: tuple[int, ...] | None,
) -> PickedHand:
    assert intent.picker is not None and intent.points is not None
    picker = Text("picker")
    partner = Text("partner")
    for role, seat in ((picker, intent.picker), *((partner, p) for p in intent.partners)):
        if seat in sitting:
            raise EntryError(
                Text(
                    "{role} seat {seat_number} sits out this hand (seat {dealer} deals); "
                    "type a seat that plays",
                    role=role,
                    seat_number=seat + 1,
                    dealer=dealer + 1,
                )
            )
    if intent.picker in intent.partners:
        raise EntryError(
            Text(
                "seat {seat_number} is the picker and cannot also be the partner; "
                "type a different partner seat, or a (or 0) to play alone",
                seat_number=intent.picker + 1,
            )
        )
    method = ruleset.partner_method
    partners = tuple(dict.fromkeys(intent.partners))  # 7-handed: die and J♦ may be one seat
    if method is PartnerMethod.RIGHT_HAND_AND_JD:
        right = _right_hand(ruleset.players, intent.picker, sitting)
        partners = tuple(dict.fromkeys((right, *partners)))
    call = default_call(ruleset, len(partners))  # the engine's ordinary call for this method
    total_tricks = tricks_per_hand(ruleset.in_play)
    tricks = intent.tricks
    if tricks is None:  # `13 74//0`: the picker's own tricks are the side's at least
        tricks = implied_tricks(ruleset, intent.points)
        own = intent.picker_tricks or 0
        if tricks < own < total_tricks:
            tricks = own  # not every trick, as the points say: scores the same
    elif tricks > total_tricks:
        raise EntryError(
            Text(
                "tricks {tricks} is more than the {total} tricks of a hand at this table; "
                "type 0-{total} after /",
                tricks=tricks,
                total=total_tricks,
            )
        )
    _check_picker_tricks(ruleset, intent, partners, tricks)
    return PickedHand(
        dealer=dealer,
        picker=intent.picker,
        points=intent.points,
        tricks=tricks,
        partners=partners,
        call=call,
        cracks=intent.cracks,
        blitzes=intent.blitzes,
        kontras=intent.kontras,
        sitting_out=sitting_out,
        picker_tricks=intent.picker_tricks if partners else None,
        runners=intent.runners,
        tricks_typed=intent.tricks is not None,
    )


def _check_picker_tricks(
    ruleset: Ruleset, intent: EntryIntent, partners: tuple[int, ...], tricks: int
) -> None:
    """The picker's own tricks (second /): at most the side's, and typed where they count."""
    own = intent.picker_tricks
    if own is not None and own > tricks:
        raise EntryError(
            Text(
                "the picker cannot take {own} of the side's {tricks} tricks; type the side's "
                "tricks after the first / and the picker's own after the second",
                own=own,
                tricks=tricks,
            )
        )
    assert intent.points is not None and intent.picker is not None
    typed = "".join(str(seat + 1) for seat in (intent.picker, *intent.partners))
    if ruleset.smith_rule and partners and own is None and tricks:
        # won: the picker 0, the partner the side's win; lost: the picker pays it alone
        line = f"{typed} {intent.points}/" + ("" if intent.tricks is None else str(tricks))
        raise EntryError(
            Text(
                "at this table (Smith rule) the picker's own tricks change the score; type "
                "them after //, e.g. {none} (the picker took no trick) or {some}",
                none=f"{line}/0",
                some=f"{line}/1",
            )
        )
    if ruleset.picker_needs_trick and partners and own is None and intent.points > 60:
        raise EntryError(
            Text(
                "at this table the picker must take a trick personally; type the side's "
                "tricks and the picker's own, e.g. {example}",
                example=f"{typed} {intent.points}/{tricks}/1",
            )
        )


def _right_hand(players: int, picker: int, sitting: tuple[int, ...]) -> int:
    """The picker's right-hand neighbour in play (the seat before, counter-clockwise)."""
    seat = (picker - 1) % players
    while seat in sitting:
        seat = (seat - 1) % players
    return seat


def implied_tricks(ruleset: Ruleset, points: int) -> int:
    """The picker side's tricks when only its card points were typed: 0 points → 0 tricks,
    120 → all; otherwise at least one each way (scores the same)."""
    total_tricks = tricks_per_hand(ruleset.in_play)
    if points == 0:
        return 0
    if points == CARD_POINTS_TOTAL:
        return total_tricks
    share = (points * total_tricks + CARD_POINTS_TOTAL // 2) // CARD_POINTS_TOTAL
    return max(1, min(total_tricks - 1, share))


def nobody_picked_hand(
    ruleset: Ruleset,
    dealer: int,
    seat: int,
    typed: int | None,
    *,
    moster: bool,
    tied: Sequence[int] = (),
) -> LeasterHand:
    """The leaster (``l2 15``: seat 2 won with 15 points) or moster (``o4``: seat 4 lost)
    typed as one seat and maybe its card points (``typed``); the other seats get the rest,
    spread as evenly as the hand allows. ``tied``: the seats that tie with ``seat``
    (``l1t3 20``: seats 1 and 3 took 20 points each, the fewest), each given ``typed``;
    all of them are ``points_typed``, typed or not (a hand log must name the tie).
    EntryError if the ruleset plays no such hand or the points cannot be."""
    leaster = not moster
    wanted = NobodyPicks.LEASTER if leaster else NobodyPicks.MOSTER
    # under dealer's choice the dealer may call a leaster (or a doubler: d)
    dealers_leaster = leaster and ruleset.nobody_picks is NobodyPicks.DEALERS_CHOICE
    if ruleset.nobody_picks is not wanted and not dealers_leaster:
        raise EntryError(
            Text(
                "this ruleset plays {plays} when nobody picks, not {wanted}; "
                "type d for a passed-out deal",
                plays=ruleset.nobody_picks.value,
                wanted=wanted.value,
            )
            if ruleset.nobody_picks is not NobodyPicks.LEASTER
            else Text(
                "this ruleset plays a leaster when nobody picks; type l and the winner's seat"
            )
        )
    sitting = sitters_for(ruleset, dealer)
    rotation = ruleset.sit_out is SitOut.ROTATION and bool(sitting)
    for chosen in (seat, *tied):
        if chosen in sitting:
            raise EntryError(
                Text(
                    "seat {seat_number} sits out this hand; type a seat that plays",
                    seat_number=chosen + 1,
                )
            )
    playing = [s for s in range(ruleset.players) if s not in sitting]
    if tied:
        tie_points, tie_tricks = _tie(ruleset, (seat, *tied), playing, typed, moster=moster)
        return LeasterHand(
            dealer=dealer, points=tie_points, tricks=tie_tricks,
            sitting_out=sitting if rotation else None,
            # the tied seats are recorded even untyped (their points 0, or 120 shared out
            # for a moster): a redealt tie pays nobody, so only they name the tie in a log
            points_typed=tuple(sorted((seat, *tied))),
        )
    others = [s for s in playing if s != seat]
    total_tricks = tricks_per_hand(ruleset.in_play)
    points = [0] * ruleset.players
    tricks = [0] * ruleset.players
    takers = others[: max(0, total_tricks - 1)]
    for s in takers:
        tricks[s] = 1
    tricks[seat] = total_tricks - len(takers)
    if leaster:
        own = typed or 0
        rest = CARD_POINTS_TOTAL - own
        share, extra = divmod(rest, len(takers)) if takers else (0, 0)
        if share <= own:
            raise EntryError(
                Text(
                    "the leaster winner cannot have {points} points: the other seats would not "
                    "all have more; type the winner's seat alone (e.g. l2)",
                    points=own,
                )
            )
        tricks[seat] = 1
        tricks[takers[0]] += total_tricks - 1 - len(takers)
        points[seat] = own
        for index, s in enumerate(takers):
            points[s] = share + (1 if index < extra else 0)
    else:
        points[seat] = CARD_POINTS_TOTAL if typed is None else typed
        rest = CARD_POINTS_TOTAL - points[seat]
        if takers:
            points[takers[0]] = rest
        if rest >= points[seat]:
            raise EntryError(
                Text(
                    "the moster loser's {points} points must be the most; leave the points "
                    "out (e.g. o4) or type more than 60",
                    points=points[seat],
                )
            )
    return LeasterHand(
        dealer=dealer, points=tuple(points), tricks=tuple(tricks),
        sitting_out=sitting if rotation else None, points_typed=() if typed is None else (seat,),
    )


def _tie(
    ruleset: Ruleset, chosen: tuple[int, ...], playing: list[int], typed: int | None, *,
    moster: bool,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Points and tricks by seat for a tie (``l1t3 20``, ``o2t4``): each ``chosen`` seat one
    trick and the same points (typed; else 0 for a leaster, an even share of 120 for a
    moster), the other seats the rest spread evenly, each more (leaster) or fewer (moster)."""
    total_tricks = tricks_per_hand(ruleset.in_play)
    others = [s for s in playing if s not in chosen]
    takers = others[: max(0, total_tricks - len(chosen))]
    untyped = CARD_POINTS_TOTAL // len(chosen) if moster else 0
    own = untyped if typed is None else typed
    rest = CARD_POINTS_TOTAL - own * len(chosen)
    share, extra = divmod(rest, len(takers)) if takers else (0, 0)
    seats = ", ".join(str(s + 1) for s in sorted(chosen))
    too_many = len(chosen) > total_tricks  # not every tied seat can take a trick
    if moster and (too_many or rest < 0 or (rest and not takers) or share + bool(extra) >= own):
        raise EntryError(
            Text(
                "seats {seats} cannot have {points} points each: the other seats would not "
                "all have fewer; type more points or leave them out (e.g. o2t4)",
                seats=seats,
                points=own,
            )
        )
    if not moster and (too_many or share <= own):
        raise EntryError(
            Text(
                "seats {seats} cannot have {points} points each: the other seats would not "
                "all have more; type fewer points or leave them out (e.g. l1t3)",
                seats=seats,
                points=own,
            )
        )
    points = [0] * ruleset.players
    tricks = [0] * ruleset.players
    for s in chosen:
        points[s], tricks[s] = own, 1
    for index, s in enumerate(takers):
        points[s], tricks[s] = share + (1 if index < extra else 0), 1
    tricks[takers[0] if takers else chosen[0]] += total_tricks - len(chosen) - len(takers)
    return tuple(points), tuple(tricks)
