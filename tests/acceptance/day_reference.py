"""The expected numbers of an acceptance day, worked out from the paper sheets by the rule
documents alone (/work/shared/rules-sources/). Plain Python with exact Fractions: it never
imports the product (``test_reference_stands_alone`` checks), so a wrong engine, service or
screen cannot make its own expectation.

Each rule is a few lines, with the sentence it comes from.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from day_sheets import Day, Deal

Seating = Mapping[tuple[int, int, int], Sequence[str]]
"""(session, round, table) → the players' names by seat, as the draw seated them."""


@dataclass(frozen=True)
class Rules:
    """The options of a day's rules that its sheets use (preset 000's chart otherwise)."""

    partner: str = "called_ace"  # or "jack_of_diamonds": the same chart (000)
    double_on_bump: bool = False
    last_round_doubled: bool = False
    schiller: bool = False
    leaster_tie: str = "split"

    @classmethod
    def of(cls, day: Day) -> Rules:
        options = day.rules
        yes = {name for name, value in options.items() if value == "true"}
        return cls(
            partner=options.get("partner_method", "called_ace"),
            double_on_bump="double_on_bump" in yes,
            last_round_doubled="last_round_doubled" in yes,
            schiller="schiller_last_round" in yes,
            leaster_tie=options.get("leaster_tie", "split"),
        )


# -- one hand ------------------------------------------------------------------------------
TRICKS = 6  # five in play (000: "each player should have six cards, with two in the blind")


def units(deal: Deal) -> tuple[bool, int]:
    """Whether the picker side won, and the chart's units (000's 5-handed chart):
    61-90 → 1, "91 to 120" → 2, "All Tricks" → 3; lost: "31 to 60" → 1, "0 to 30" → 2,
    "No Tricks" → 3 ("in case of a tie [60-60], the player who picked ... loses")."""
    assert deal.points is not None
    tricks = deal.tricks
    if tricks is None:  # not recorded: 0 points took no trick, 120 took them all
        tricks = 0 if deal.points == 0 else TRICKS if deal.points == 120 else 1
    won = deal.points >= 61
    if tricks in (0, TRICKS):
        return won, 3
    if (won and deal.points >= 91) or (not won and deal.points <= 30):
        return won, 2
    return won, 1


def payouts(rules: Rules, deal: Deal, seats: int, doubled: bool) -> list[Fraction]:
    """Each seat's game points for one deal."""
    pay = [Fraction(0)] * seats
    playing = [s for s in range(seats) if not (seats == 6 and s == deal.dealer)]  # README:
    # "6th player at a table where needed and the dealer sits out (scores 0 that hand)"
    factor = 2 if doubled else 1  # README: "last round doubled"
    if deal.kind == "tie":  # 003: "If two players tie for fewest points ... re-deal"
        assert rules.leaster_tie == "redeal", deal.text()
        return pay
    if deal.kind == "leaster":  # 001: the winner "collects the base amount from each of
        winner = deal.seats[0]  # the other four"
        for s in playing:
            pay[s] = Fraction(factor * (len(playing) - 1 if s == winner else -1))
        return pay
    won, unit = units(deal)
    if not won and rules.double_on_bump:  # 000: "the picker/partner lose two times the
        factor *= 2  # points that opponents would lose in a similar loss"
    each = Fraction(unit * factor * (1 if won else -1))  # what each opponent loses
    assert deal.picker is not None
    side = {deal.picker} if deal.partner is None else {deal.picker, deal.partner}
    for s in playing:
        if s not in side:
            pay[s] = -each
    opponents = len(playing) - len(side)
    if deal.partner is None:  # 000 chart, "Picker (Alone)": +4 / +8 / +12
        pay[deal.picker] = each * opponents
    else:  # 000 chart: picker +2, partner +1 per unit (three opponents pay 1 each)
        pay[deal.partner] = each
        pay[deal.picker] = each * (opponents - 1)
    return pay


# -- a table's sheet ------------------------------------------------------------------------
def last_round_of_session(day: Day, session: int) -> int:
    return max(r.round for r in day.rounds if r.session == session)


def table_scores(day: Day, rules: Rules, deals: Sequence[Deal], seats: int) -> list[list[Fraction]]:
    """Every deal of one table's sheet in order. "The last round" of a session is the last
    deal by each seat (the last ``seats`` played deals) of the session's last seating round;
    a redealt tie is not a played hand (README's scorekeepers' "last round doubled"; 000:
    "1 round of Schiller is played at the end of the night")."""
    first = deals[0]
    played = [d for d in deals if d.kind != "tie"]
    ends_session = first.round == last_round_of_session(day, first.session)
    last_from = len(played) - seats if ends_session else len(played)
    scores, count, dealer = [], 0, 0
    for deal in deals:
        assert deal.dealer == dealer, f"{deal.text()}: dealer {deal.dealer + 1}, not {dealer + 1}"
        in_last_round = count >= last_from
        if rules.schiller and in_last_round:  # 000: "the first person after the dealer
            assert deal.kind == "pick", deal.text()  # has to pick"
            assert deal.picker == (dealer + 1) % seats, deal.text()
        scores.append(payouts(rules, deal, seats, rules.last_round_doubled and in_last_round))
        if deal.kind != "tie":  # a redeal: the same dealer deals again
            count, dealer = count + 1, (dealer + 1) % seats
    return scores


# -- standings --------------------------------------------------------------------------------
@dataclass
class Line:
    """A player's standing line (the standings' columns)."""

    name: str
    points: Fraction = Fraction(0)
    played: int = 0
    picker_wins: int = 0
    lost: int = 0
    rounds: dict[tuple[int, int], Fraction] = field(default_factory=dict)
    rank: int = 0
    tied: bool = False
    prize_cents: int = 0

    @property
    def best_round(self) -> Fraction:
        return max(self.rounds.values())

    @property
    def label(self) -> str:
        return f"T-{self.rank}" if self.tied else str(self.rank)


def standings(day: Day, seating: Seating, *, session: int | None = None) -> list[Line]:
    """Every player's line, best first (the event's or one session's)."""
    rules = Rules.of(day)
    lines = {name: Line(name) for name in day.players}
    for (s, r, t), names in seating.items():
        deals = day.table_deals(s, r, t)
        if session not in (None, s) or not deals:
            continue
        for deal, pay in zip(deals, table_scores(day, rules, deals, len(names)), strict=True):
            for seat, name in enumerate(names):
                line = lines[name]
                line.points += pay[seat]
                line.rounds[(s, r)] = line.rounds.get((s, r), Fraction(0)) + pay[seat]
                sits = len(names) == 6 and seat == deal.dealer
                if deal.kind == "tie" or sits:
                    continue  # not a hand played (a redeal; sitting out)
                line.played += 1
                line.lost += pay[seat] < 0
                line.picker_wins += deal.kind == "pick" and seat == deal.picker and pay[seat] > 0
    return rank(list(lines.values()))


def rank(lines: list[Line]) -> list[Line]:
    """Most points first; ties broken by most picker wins, then fewest hands lost (README:
    "ties broken by most games won, then fewest lost"; 004: "most won picker hands"), then
    the best round; players level on all of them share the place ("T-4")."""
    def key(line: Line) -> tuple[Fraction, int, int, Fraction]:
        return (-line.points, -line.picker_wins, line.lost, -line.best_round)

    ordered = sorted(lines, key=key)
    for line in ordered:
        same = [other for other in ordered if key(other) == key(line)]
        line.rank = ordered.index(same[0]) + 1
        line.tied = len(same) > 1
    return ordered


# -- prize money --------------------------------------------------------------------------
def cents(amount: str) -> int:
    whole, _, part = amount.partition(".")
    return int(whole) * 100 + int((part + "00")[:2])


def prizes(day: Day, ordered: list[Line], sessions: Sequence[list[Line]]) -> dict[str, int]:
    """Each player's prize money in cents. The pool is the entries less the house share
    (README, Kohler Falls: "90% of entries paid"); a place gets its percentage of the pool,
    players sharing places share those places' money equally, and every share is rounded
    down to the cent; each session's top scorer(s) share that session's percentage."""
    gross = len(day.players) * cents(day.header["fee"])
    pool = gross - int(gross * Fraction(day.header["house"]) / 100)  # house: whole cents
    places = [Fraction(p) for p in day.percents("places")]
    paid: dict[str, Fraction] = defaultdict(Fraction)
    for line in ordered:
        group = [other for other in ordered if other.rank == line.rank]
        share = sum(places[line.rank - 1: line.rank - 1 + len(group)], Fraction(0))
        paid[line.name] += int(pool * share / 100 / len(group))
    top = Fraction(day.header.get("session_top", "0"))
    for session_lines in sessions if top else ():
        best = max(line.points for line in session_lines)
        leaders = [line for line in session_lines if line.points == best]
        for line in leaders:
            paid[line.name] += int(pool * top / 100 / len(leaders))
    return {name: int(amount) for name, amount in paid.items() if amount}
