"""`Ruleset`: every house-rule option, immutable and validated on creation."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.known_keys import check_keys
from sheepshead_scorer.rules.options import (
    DoublerMode,
    LeasterTie,
    NobodyPicks,
    PartnerMethod,
    PenaltyMethod,
    SchwarzBy,
    Share,
    SitOut,
    SitterScores,
    TierScale,
)
from sheepshead_scorer.text import Text

# seats in play each partner method can be played with
METHOD_SEATS: dict[PartnerMethod, range] = {
    PartnerMethod.CALLED_ACE: range(4, 7),
    PartnerMethod.JACK_OF_DIAMONDS: range(5, 7),
    PartnerMethod.JACK_OF_CLUBS: range(5, 7),
    PartnerMethod.RIGHT_HAND_AND_JD: range(6, 7),
    PartnerMethod.DIE_AND_JD: range(7, 8),
    PartnerMethod.BLACK_QUEENS: range(8, 9),
    PartnerMethod.PICKER_ALONE: range(3, 9),
    PartnerMethod.TWO_HANDED: range(2, 3),
}

# methods under which a picker plays alone without choosing to (always, or the jack solo)
ALONE_METHODS = frozenset(
    {PartnerMethod.PICKER_ALONE, PartnerMethod.JACK_OF_DIAMONDS, PartnerMethod.JACK_OF_CLUBS}
)

# the usual method for a table that is too small for the house method
STANDARD_METHOD: dict[int, PartnerMethod] = {
    2: PartnerMethod.TWO_HANDED,
    3: PartnerMethod.PICKER_ALONE,
    4: PartnerMethod.PICKER_ALONE,
    5: PartnerMethod.CALLED_ACE,
    6: PartnerMethod.RIGHT_HAND_AND_JD,
    7: PartnerMethod.DIE_AND_JD,
    8: PartnerMethod.BLACK_QUEENS,
}

TIER_UNITS: dict[TierScale, tuple[int, int, int]] = {
    TierScale.ONE_TWO_THREE: (1, 2, 3),
    TierScale.ONE_TWO_FOUR: (1, 2, 4),
    TierScale.ONE_THREE_FIVE: (1, 3, 5),
}

_INT_RANGES: dict[str, tuple[int, int]] = {
    "players": (2, 8),
    "base": (1, 1_000_000),
    "schneider_win_at": (61, 120),
    "schneider_loss_at": (0, 59),
    "alone_units": (1, 2),
    "leaster_units": (1, 1000),
    "doubler_queue": (1, 100),
    "max_cracks": (0, 3),
    "penalty_units": (1, 1000),
    "pass_ante": (0, 100),
    "runner_units": (0, 100),
    "runners_from": (1, 14),
}


@dataclass(frozen=True)
class Ruleset:
    """Every scoring option of a table; see docs/rules.md for each option and its source.

    `players` is the number of seats at the table; `seats_in_play` (None = all) how many
    play each hand, the rest sit out by `sit_out` and score by `sitter_scores`.
    `pass_ante` (0 = off) is the ante pot of source 003: units × base each player in play
    owes the pot for every hand nobody picks, won by the next picked hand's winners (see
    `rules/pot.py`).
    """

    name: str = "custom"
    players: int = 5
    seats_in_play: int | None = None
    sit_out: SitOut = SitOut.DEALER
    sitter_scores: SitterScores = SitterScores.ZERO
    partner_method: PartnerMethod = PartnerMethod.CALLED_ACE
    called_ten: bool = True
    unknown_card: bool = True
    alone_by_choice: bool = True
    jack_call_up: bool = False
    base: int = 1
    tier_scale: TierScale = TierScale.ONE_TWO_THREE
    schneider_win_at: int = 91
    schneider_loss_at: int = 30
    schwarz_by: SchwarzBy = SchwarzBy.ALL_TRICKS
    share: Share = Share.PARTNER_ONE_SHARE
    alone_units: int = 1
    double_on_bump: bool = False
    no_trick_protection: bool = False
    bury_needs_trick: bool = True
    nobody_picks: NobodyPicks = NobodyPicks.LEASTER
    leaster_needs_trick: bool = True
    leaster_blind_to_last_trick: bool = True
    leaster_units: int = 1
    leaster_tie: LeasterTie = LeasterTie.SPLIT
    doubler_mode: DoublerMode = DoublerMode.STACK
    doubler_queue: int = 1
    max_cracks: int = 0
    blitz: bool = False
    kontra: bool = False
    last_round_doubled: bool = False
    multiplier_cap: int | None = None
    sheepshead_call: bool = False
    penalty: PenaltyMethod = PenaltyMethod.EACH
    penalty_units: int = 1
    pass_ante: int = 0
    # 3- and 4-seat tables of a bigger house game play picker alone (002, 004); existing
    # events keep the old rule, the house method where playable (revision 0006 sets false)
    small_tables_alone: bool = True
    # issue 16 house rules (source 000 / 001), every one off by default
    schiller_last_round: bool = False
    jack_picker_calls_ace: bool = False
    picker_needs_trick: bool = False
    # issue 22: the Smith rule (lxnadvisory/sheepshead-app), the opposite reading of 000's
    # "require the picker to take at least one trick" (see rules/house_rules.py)
    smith_rule: bool = False
    last_hand_doubled: bool = False
    tie_doubles_next: bool = False
    runner_units: int = 0
    runners_from: int = 3
    # per-ruleset precomputation for the scoring hot path (not an option)
    _cache: dict[Any, Any] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )

    def __post_init__(self) -> None:
        _check_types(self)
        for name, (low, high) in _INT_RANGES.items():
            value = getattr(self, name)
            if not low <= value <= high:
                raise RuleError(
                    name, value, Text("an integer from {low} to {high}", low=low, high=high)
                )
        in_play = self.in_play
        fewest = 2 if self.players == 2 else 3  # two-handed is its own game (002)
        if not fewest <= in_play <= self.players:
            raise RuleError(
                "seats_in_play",
                self.seats_in_play,
                Text("null or {low}..{players} (players)", low=fewest, players=self.players),
            )
        seats = METHOD_SEATS[self.partner_method]
        if in_play not in seats:
            raise RuleError(
                "partner_method",
                self.partner_method.value,
                Text(
                    "a method playable with {in_play} in play: {methods}",
                    in_play=in_play,
                    methods=", ".join(m.value for m, r in METHOD_SEATS.items() if in_play in r),
                ),
                Text(
                    "{method} needs {low}-{high} in play",
                    method=self.partner_method.value,
                    low=seats.start,
                    high=seats.stop - 1,
                ),
            )
        if self.jack_call_up and self.partner_method not in (
            PartnerMethod.JACK_OF_DIAMONDS,
            PartnerMethod.JACK_OF_CLUBS,
        ):
            raise RuleError(
                "jack_call_up",
                True,
                Text("false unless partner_method is jack_of_diamonds or jack_of_clubs"),
            )
        if self.jack_picker_calls_ace and self.partner_method not in (
            PartnerMethod.JACK_OF_DIAMONDS,
            PartnerMethod.JACK_OF_CLUBS,
        ):
            raise RuleError(
                "jack_picker_calls_ace",
                True,
                Text("false unless partner_method is jack_of_diamonds or jack_of_clubs"),
            )
        if self.multiplier_cap is not None and (
            self.multiplier_cap < 2 or self.multiplier_cap & (self.multiplier_cap - 1)
        ):
            allowed = Text("null or a power of two >= 2")
            raise RuleError("multiplier_cap", self.multiplier_cap, allowed)
        if self.sheepshead_call and not self.plays_alone:
            raise RuleError(
                "sheepshead_call",
                True,
                Text("false unless the picker may play alone"),
                Text(
                    "calling sheepshead means playing alone: set alone_by_choice=true, or "
                    "play a jack method (the jack solo is alone play)"
                ),
            )
        if self.partner_method is PartnerMethod.BLACK_QUEENS and self.nobody_picks in (
            NobodyPicks.LEASTER,
            NobodyPicks.MOSTER,
            NobodyPicks.DOUBLER,
            NobodyPicks.DEALERS_CHOICE,
        ):
            raise RuleError(
                "nobody_picks",
                self.nobody_picks.value,
                Text("redeal or forced_pick with black_queens (8-handed has no pick)"),
            )
        if self.smith_rule and self.picker_needs_trick:
            raise RuleError(
                "smith_rule",
                True,
                Text("false when picker_needs_trick is on"),
                Text(
                    "the two rules contradict each other when the picker takes no trick: "
                    "picker_needs_trick turns the win into a loss, the Smith rule keeps the "
                    "win and gives it to the partner; choose one"
                ),
            )
        if self.pass_ante and self.nobody_picks is NobodyPicks.FORCED_PICK:
            raise RuleError(
                "pass_ante",
                self.pass_ante,
                Text("0 with nobody_picks=forced_pick (somebody always picks: nothing to ante)"),
                Text("set pass_ante to 0, or choose leaster, moster, doubler or redeal"),
            )

    @property
    def in_play(self) -> int:
        """How many seats play each hand."""
        return self.players if self.seats_in_play is None else self.seats_in_play

    @property
    def plays_alone(self) -> bool:
        """Whether a picker can ever play alone: by choice, always (picker alone), or holding
        the partner jack (the jack methods' solo)."""
        return self.alone_by_choice or self.partner_method in ALONE_METHODS

    @property
    def sitters_per_hand(self) -> int:
        """How many seats sit out each hand."""
        return self.players - self.in_play

    def for_table(self, players: int) -> Ruleset:
        """The same house rules at a table of `players` seats.

        As many seats as the house game plays take part (a 5-handed event's 6-seat table has
        one sitter, chosen by `sit_out`); a smaller table plays everyone, switching to the
        standard partner method for its size if the house method cannot be played there. A
        three- or four-seat table plays picker alone (002 "Four player rules", 004
        "4-Spieler-Sheepshead": the picker alone against three, a four-card blind) unless
        `small_tables_alone` is off, at one unit per opponent (004 doubles only the J♦ solo).
        """
        if not 2 <= players <= 8:
            raise RuleError(
                "players", players, Text("an integer from {low} to {high}", low=2, high=8)
            )
        method = self.partner_method
        # two-handed is a game of two, never played with sitters: the odd table of three (or
        # more) of a two-handed event plays everyone at that table's own game (002 "Three
        # player rules": the picker "compete[s] alone against the other 2 players")
        if players >= self.in_play and method is not PartnerMethod.TWO_HANDED:
            in_play = None if players == self.in_play else self.in_play
            return replace(self, players=players, seats_in_play=in_play)
        if (players <= 4 and self.small_tables_alone) or players not in METHOD_SEATS[method]:
            # 002 and 004 play three- and four-handed with the picker alone
            method = STANDARD_METHOD[players]
        if method is self.partner_method:
            return replace(self, players=players, seats_in_play=None)
        return replace(
            self,
            players=players,
            seats_in_play=None,
            partner_method=method,
            jack_call_up=False,
            # 004's doubled stake is the J♦ solo's, not every hand's at a picker-alone table
            alone_units=1 if players <= 4 else self.alone_units,
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: every option by name, enums as their string values."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self) if f.name != "_cache"}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Ruleset:
        """Inverse of `to_dict` (missing options take their defaults); RuleError on bad input."""
        if not isinstance(data, dict):
            raise RuleError("ruleset", data, Text("an object of ruleset options"))
        known = option_names()
        check_keys(
            data,
            known,
            Text("a ruleset option: {options}", options=", ".join(sorted(known))),
            hint=Text("check the spelling of the option name"),
        )
        return cls(**data)


def option_names() -> frozenset[str]:
    """Names of every ruleset option."""
    return frozenset(f.name for f in fields(Ruleset) if f.name != "_cache")


_ENUMS: dict[str, type[StrEnum]] = {
    "sit_out": SitOut,
    "sitter_scores": SitterScores,
    "partner_method": PartnerMethod,
    "tier_scale": TierScale,
    "schwarz_by": SchwarzBy,
    "share": Share,
    "nobody_picks": NobodyPicks,
    "leaster_tie": LeasterTie,
    "doubler_mode": DoublerMode,
    "penalty": PenaltyMethod,
}
_OPTIONAL_INTS = frozenset({"seats_in_play", "multiplier_cap"})


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, StrEnum) else value


def _check_types(rs: Ruleset) -> None:
    for f in fields(rs):
        name = f.name
        value = getattr(rs, name)
        if name == "_cache":
            continue
        enum = _ENUMS.get(name)
        if enum is not None:
            if not isinstance(value, enum):
                try:
                    object.__setattr__(rs, name, enum(value))
                except ValueError:
                    values = ", ".join(m.value for m in enum)
                    raise RuleError(name, value, values) from None
        elif name == "name":
            if not isinstance(value, str) or not value:
                raise RuleError(name, value, Text("a non-empty text"))
        elif f.default is True or f.default is False:
            if not isinstance(value, bool):
                raise RuleError(name, value, Text("true or false"))
        elif name in _OPTIONAL_INTS:
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise RuleError(name, value, Text("null or an integer"))
        elif not isinstance(value, int) or isinstance(value, bool):
            raise RuleError(name, value, Text("an integer"))
