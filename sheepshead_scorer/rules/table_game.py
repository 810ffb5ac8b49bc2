"""The game a table plays: the picker game (a `Ruleset`) or Sheep Head (`FoxRules`).

000 describes "Sheep Head" as a different game on the same floor ("Sheep Head is when there
are four players and 24 cards are used instead of 32 ... There is no picker, nor blind
cards"), so it is not a pile of options on the picker game: an event plays one `TableGame`,
and its hands are read and scored here, in one place, whichever game it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.outcomes import HandOutcome
from sheepshead_scorer.rules.result import HandScore
from sheepshead_scorer.rules.ruleset import Ruleset
from sheepshead_scorer.rules.serialization import (
    outcome_fields,
    outcome_from_dict,
    outcome_to_dict,
)
from sheepshead_scorer.rules.session import score_session
from sheepshead_scorer.rules.sheep_head.game import FoxRules
from sheepshead_scorer.rules.sheep_head.outcome import FoxHand, fox_hand_from_dict, fox_hand_to_dict
from sheepshead_scorer.rules.sheep_head.session import score_fox_session
from sheepshead_scorer.text import Text

TableGame = Ruleset | FoxRules
TableOutcome = HandOutcome | FoxHand


def table_outcome_from_dict(data: Any) -> TableOutcome:
    """A stored hand: a fox hand (`"type": "fox"`) or a picker-game outcome."""
    if isinstance(data, dict) and data.get("type") == "fox":
        return fox_hand_from_dict(data)
    return outcome_from_dict(data)


def table_outcome_fields(kind: object) -> frozenset[str] | None:
    """The keys a stored hand of type `kind` reads ("type" included), either game's; None
    for a type neither game has."""
    if kind == "fox":
        return frozenset({*(f.name for f in fields(FoxHand)), "type"})
    return outcome_fields(kind)


def table_outcome_to_dict(outcome: TableOutcome) -> dict[str, Any]:
    """JSON-ready form of either game's hand (inverse of `table_outcome_from_dict`)."""
    if isinstance(outcome, FoxHand):
        return fox_hand_to_dict(outcome)
    return outcome_to_dict(outcome)


def score_table_hands(
    game: TableGame,
    outcomes: Sequence[TableOutcome],
    *,
    hands_total: int | None = None,
    ends_session: bool = True,
) -> tuple[HandScore, ...]:
    """Score a table's hands in order under its game; a hand of the other game is refused."""
    if isinstance(game, FoxRules):
        return score_fox_session(game, [_fox(o, i) for i, o in enumerate(outcomes)])
    return score_session(game, [_picker_game(o, i) for i, o in enumerate(outcomes)],
                         hands_total=hands_total, ends_session=ends_session)


def _fox(outcome: TableOutcome, index: int) -> FoxHand:
    if not isinstance(outcome, FoxHand):
        field = f"hands[{index}]"
        allowed = Text("a Sheep Head hand (the fox and counters, or a buck)")
        raise RuleError(field, type(outcome).__name__, allowed)
    return outcome


def _picker_game(outcome: TableOutcome, index: int) -> HandOutcome:
    if isinstance(outcome, FoxHand):
        field = f"hands[{index}]"
        allowed = Text("a Sheepshead hand (this table does not play Sheep Head)")
        raise RuleError(field, "fox", allowed)
    return outcome
