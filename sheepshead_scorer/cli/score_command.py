"""`sheepshead-scorer score [FILE|-]`: score hands given as JSON, print payouts as JSON.

Input (stdin, a file, or `-` for stdin) is one hand object or a session:

    {"ruleset": {"preset": "000-encyclopedia", "overrides": {"double_on_bump": true}},
     "seats": ["Ann", "Bob", "Cy", "Dee", "Eve"],          # optional
     "outcome": {"type": "picked", "dealer": 0, "picker": 1, "partners": [3],
                 "points": 75, "tricks": 4}}

A list of such objects (later ones may leave out "ruleset" and "seats"; given, they must
match the first) or {"ruleset": ..., "seats": ..., "hands": [outcome, ...],
"hands_total": 20} is a session, scored with score_session. "ruleset" may also be just a
preset name. "multiplier" (an integer >= 1, default 1) doubles a hand for a cause the ruleset
does not name: beside "outcome" in a hand object, or inside an outcome of "hands".
Payouts print as ints, or exact "p/q" strings.

Sheep Head (000 "Sheep Head variant"): "ruleset" is {"game": "sheep_head", "target": 21}
(what an event stores) and each outcome a fox hand, {"type": "fox", "dealer": 0, "fox": 0,
"counters": 9} or a "buck" / "automatic_buck" team; each hand's output adds its game
("game", "game_score", "game_won_by") and a session the match ("games", "games_won", ...).

Errors print as {"error": ..., "field": ..., "value": ..., "allowed": ...} with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from fractions import Fraction
from typing import Any

from sheepshead_scorer.cli.data_commands import silence_stdout
from sheepshead_scorer.cli.json_input import decode, json_safe, parse
from sheepshead_scorer.cli.score_keys import (
    check_document_keys,
    check_item_keys,
    check_options_keys,
    check_outcome_keys,
    check_preset_keys,
)
from sheepshead_scorer.rules import (
    HandScore,
    RuleError,
    Ruleset,
    TableGame,
    preset,
    score_hand,
    score_session,
    score_table_hands,
    score_to_dict,
    table_outcome_from_dict,
)
from sheepshead_scorer.rules.serialization import exact_json
from sheepshead_scorer.rules.sheep_head import (
    SEATS as FOX_SEATS,
)
from sheepshead_scorer.rules.sheep_head import (
    FoxHand,
    FoxMatch,
    FoxRules,
    fox_rules_from_dict,
    score_fox_match,
)
from sheepshead_scorer.text import Text

log = logging.getLogger(__name__)


def register(subparsers: Any) -> None:
    """Add the `score` sub-command."""
    parser = subparsers.add_parser(
        "score",
        help="score one hand or a session given as JSON",
        description="Score hands given as JSON (see docs/rules.md, 'The score command').",
    )
    parser.add_argument(
        "file", nargs="?", default="-", help="JSON file to read; '-' or nothing reads stdin"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Read, score, print; exit status 0, or 2 with one JSON error on stdout.

    Every input is either scored or refused as one JSON error (never a traceback): the
    reading is strict (`json_input`), and a hand the engine cannot take raises `RuleError`.
    """
    try:
        data = parse(decode(_read(args.file)))
        result = score_document(data)
    except RuleError as exc:
        print(json.dumps(_error(exc)))
        return 2
    except (TypeError, ValueError, ArithmeticError, LookupError, RecursionError) as exc:
        # A shape of input no check above foresaw: still one JSON error, and logged so the
        # missing check can be added where the value is read.
        log.warning("score: input not foreseen by the checks", exc_info=True)
        print(json.dumps(_error(RuleError(
            "input", type(exc).__name__, Text("a hand or session as docs/rules.md describes"),
        ))))
        return 2
    try:
        print(json.dumps(result, indent=2))
    except BrokenPipeError:  # `score ... | head`: the reader has what it wants
        silence_stdout()
    return 0


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else \
            sys.stdin.read().encode("utf-8", "surrogatepass")
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as exc:
        raise RuleError("file", path, "a readable JSON file", exc.strerror or "") from None


def _error(exc: RuleError) -> dict[str, Any]:
    """The error as JSON that always prints (no NaN, no unprintable value)."""
    try:
        message = str(exc)
    except (ValueError, RecursionError):
        message = f"{exc.field}: not allowed; allowed: {exc.allowed}"
    return {
        "error": message,
        "field": exc.field,
        "value": json_safe(exc.value),
        "allowed": str(exc.allowed),
    }


def score_document(data: Any) -> dict[str, Any]:
    """Score the parsed JSON input; see the module docstring for its shape."""
    if isinstance(data, list):
        return _score_list(data)
    if not isinstance(data, dict):
        raise RuleError("input", type(data).__name__, "a hand object or a list of hands")
    check_document_keys(data)
    ruleset = _ruleset(data.get("ruleset"))
    seats = _seats(data.get("seats"), ruleset)
    if isinstance(ruleset, FoxRules):
        return _fox_document(data, ruleset, seats)
    if "hands" in data:
        hands = data["hands"]
        if not isinstance(hands, list):
            raise RuleError("hands", hands, "a list of outcomes")
        if not hands:  # the same rule as for a bare list: a session has a hand
            raise RuleError("hands", [], "at least one hand")
        multipliers = []
        outcomes = []
        for index, hand in enumerate(hands):
            check_outcome_keys(hand, f"hands[{index}]", ("multiplier",))
            multiplier, outcome = _multiplier(hand, f"hands[{index}].multiplier")
            multipliers.append(multiplier)
            outcomes.append(_picker_outcome(outcome))
        scores = score_session(
            ruleset, outcomes, hands_total=data.get("hands_total"), multipliers=multipliers
        )
        return _session_json(scores, seats)
    if "outcome" not in data:
        raise RuleError("outcome", None, 'an outcome object (or "hands" for a session)')
    multiplier = _read_multiplier(data.get("multiplier", 1), "multiplier")
    check_outcome_keys(data["outcome"], "outcome")
    score = score_hand(ruleset, _picker_outcome(data["outcome"]), multiplier=multiplier)
    return _hand_json(score, seats)


def _picker_outcome(data: Any) -> Any:
    """A picker-game outcome; a Sheep Head hand is refused under a picker-game ruleset."""
    outcome = table_outcome_from_dict(data)
    if isinstance(outcome, FoxHand):
        raise RuleError("outcome.type", "fox", "a Sheepshead outcome (picked, leaster, ...); "
                        'a Sheep Head hand needs "ruleset": {"game": "sheep_head"}')
    return outcome


def _fox_document(data: dict[str, Any], rules: FoxRules, seats: list[str] | None
                  ) -> dict[str, Any]:
    """One Sheep Head hand ("outcome") or a table's hands ("hands"), scored in order."""
    for key in ("hands_total", "multiplier"):
        if key in data:
            raise RuleError(key, data[key], "left out: a Sheep Head game runs to its target, "
                            "and 000 doubles no hand")
    if "hands" in data:
        hands = data["hands"]
        if not isinstance(hands, list) or not hands:
            raise RuleError("hands", hands, "a list of at least one Sheep Head hand")
        return _fox_session(rules, [_fox_outcome(h, f"hands[{i}]") for i, h in
                                    enumerate(hands)], seats)
    if "outcome" not in data:
        raise RuleError("outcome", None, 'an outcome object (or "hands" for a session)')
    hand: dict[str, Any] = _fox_session(rules, [_fox_outcome(data["outcome"], "outcome")],
                                        seats)["hands"][0]
    return hand


def _fox_outcome(data: Any, field: str) -> FoxHand:
    if isinstance(data, dict) and "multiplier" in data:
        raise RuleError(f"{field}.multiplier", data["multiplier"], "left out: 000 doubles no "
                        "Sheep Head hand")
    check_outcome_keys(data, field, ("multiplier",))
    outcome = table_outcome_from_dict(data)
    if not isinstance(outcome, FoxHand):
        raise RuleError(f"{field}.type", data.get("type"), 'fox (a Sheep Head hand: the fox '
                        'and counters, or a buck), as "ruleset" plays Sheep Head')
    return outcome


def _fox_session(rules: FoxRules, hands: list[FoxHand], seats: list[str] | None
                 ) -> dict[str, Any]:
    scores = score_table_hands(rules, hands)
    match = score_fox_match(rules, hands)
    return {
        "hands": [_fox_hand_json(s, match, i, seats) for i, s in enumerate(scores)],
        "totals": _payouts(_totals(scores), seats),
        "match": {
            "games": [{"game": g.game, "winner": g.winner, "score": list(g.score)}
                      for g in match.games],
            "current": list(match.current),
            "games_won": list(match.games_won),
            "points_won": list(match.points_won),
        },
    }


def _fox_hand_json(score: HandScore, match: FoxMatch, index: int, seats: list[str] | None
                   ) -> dict[str, Any]:
    data = _hand_json(score, seats)
    result = match.hands[index]
    data.update(game=result.game, game_score=list(result.game_score),
                game_won_by=result.game_won_by)
    return data


def _read_multiplier(value: Any, field: str) -> int:
    """A per-hand multiplier: the table doubled for a cause the ruleset does not name."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise RuleError(field, value, "an integer >= 1 (1 = nothing doubled)")
    return value


def _multiplier(hand: Any, field: str) -> tuple[int, Any]:
    """A session outcome may carry "multiplier" beside its fields: (multiplier, outcome)."""
    if not isinstance(hand, dict) or "multiplier" not in hand:
        return 1, hand
    rest = {key: value for key, value in hand.items() if key != "multiplier"}
    return _read_multiplier(hand["multiplier"], field), rest


def _score_list(items: list[Any]) -> dict[str, Any]:
    if not items:
        raise RuleError("input", [], "at least one hand")
    first = items[0]
    if not isinstance(first, dict):
        raise RuleError("input[0]", first, "a hand object")
    ruleset = _ruleset(first.get("ruleset"))
    seats = _seats(first.get("seats"), ruleset)
    outcomes = []
    multipliers = []
    for index, item in enumerate(items):
        if not isinstance(item, dict) or "outcome" not in item:
            raise RuleError(f"input[{index}]", item, 'an object with an "outcome"')
        check_item_keys(item, index)
        multipliers.append(
            _read_multiplier(item.get("multiplier", 1), f"input[{index}].multiplier")
        )
        for key, same in (("ruleset", first.get("ruleset")), ("seats", first.get("seats"))):
            if key in item and item[key] != same:
                raise RuleError(
                    f"input[{index}].{key}",
                    item[key],
                    "the same as the first hand's",
                    "a session is scored under one ruleset and one seating",
                )
        check_outcome_keys(item["outcome"], f"input[{index}].outcome")
        outcomes.append(item["outcome"])
    if isinstance(ruleset, FoxRules):
        if any(m != 1 for m in multipliers):
            raise RuleError("multiplier", max(multipliers), "left out: 000 doubles no Sheep "
                            "Head hand")
        return _fox_session(
            ruleset, [_fox_outcome(o, f"input[{i}].outcome") for i, o in enumerate(outcomes)],
            seats,
        )
    played = [_picker_outcome(o) for o in outcomes]
    return _session_json(score_session(ruleset, played, multipliers=multipliers), seats)


def _ruleset(spec: Any) -> TableGame:
    if isinstance(spec, str):
        return preset(spec)
    if not isinstance(spec, dict):
        raise RuleError("ruleset", spec, 'a preset name or {"preset": name, "overrides": {...}}')
    if "game" in spec:  # Sheep Head: {"game": "sheep_head", "target": 21}
        return fox_rules_from_dict(spec)
    overrides = spec.get("overrides", {})
    if not isinstance(overrides, dict):
        raise RuleError("ruleset.overrides", overrides, "an object of option: value")
    if "preset" in spec:
        name = spec["preset"]
        if not isinstance(name, str):
            raise RuleError("ruleset.preset", name, "a preset name (text)")
        check_preset_keys(spec)
        return preset(name, **overrides)
    if "overrides" in spec:
        raise RuleError("ruleset.preset", None, "a preset name beside \"overrides\"",
                        "overrides change a preset: name it, e.g. "
                        '{"preset": "000-encyclopedia", "overrides": {...}}')
    check_options_keys(spec)
    return Ruleset.from_dict(spec)


def _seats(seats: Any, ruleset: TableGame) -> list[str] | None:
    if seats is None:
        return None
    players = FOX_SEATS if isinstance(ruleset, FoxRules) else ruleset.players
    if (
        not isinstance(seats, list)
        or len(seats) != players
        or not all(isinstance(s, str) for s in seats)
        or len(set(seats)) != len(seats)
    ):
        raise RuleError("seats", seats, f"{players} distinct names, one per seat")
    return seats


def _payouts(payouts: tuple[Fraction, ...], seats: list[str] | None) -> Any:
    values = [exact_json(p) for p in payouts]
    return values if seats is None else dict(zip(seats, values, strict=True))


def _hand_json(score: HandScore, seats: list[str] | None) -> dict[str, Any]:
    data = score_to_dict(score)
    data["payouts"] = _payouts(score.payouts, seats)
    return data


def _totals(scores: tuple[HandScore, ...]) -> tuple[Fraction, ...]:
    return tuple(
        sum(column, Fraction(0)) for column in zip(*(s.payouts for s in scores), strict=True)
    )


def _session_json(scores: tuple[HandScore, ...], seats: list[str] | None) -> dict[str, Any]:
    return {
        "hands": [_hand_json(s, seats) for s in scores],
        "totals": _payouts(_totals(scores), seats),
    }
