"""The rule engine's errors carry translatable Text, and their English stays word for word.

A German window renders ``error.text`` through its catalogue; ``str(error)`` (the command line,
the logs, the JSON of ``score``) is the English sentence it always was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sheepshead_scorer.rules import (
    LeasterHand,
    NobodyPicks,
    PartnerMethod,
    PickedHand,
    RuleError,
    Ruleset,
    preset,
    score_hand,
)
from sheepshead_scorer.text import Text, text_of

RULE_TEMPLATE = "{field}={value!r} is not allowed; allowed: {allowed}"


def _raised(make: Callable[[], Any]) -> RuleError:
    with pytest.raises(RuleError) as caught:
        make()
    return caught.value


def _allowed(error: RuleError) -> Text:
    """The `allowed` part of the error's Text (under the fix, when there is one)."""
    text = error.text
    if text.template == "{message}{separator}{fix}":
        text = text.params["message"]
    assert text.template == RULE_TEMPLATE
    allowed = text.params["allowed"]
    assert isinstance(allowed, Text)
    return allowed


def _picked(rs: Ruleset, partners: tuple[int, ...]) -> Callable[[], Any]:
    hand = PickedHand(dealer=0, picker=1, partners=partners, points=70, tricks=4)
    return lambda: score_hand(rs, hand)


EIGHT = Ruleset(
    players=8, partner_method=PartnerMethod.BLACK_QUEENS, nobody_picks=NobodyPicks.REDEAL
)
SIX = Ruleset(players=6, partner_method=PartnerMethod.RIGHT_HAND_AND_JD)
COUNTS = "{partners} for call={call} under partner_method={method}"
NO_CALL = (
    ". no call was given, so the method's ordinary call fixed for {n} partners was used; "
    "name the call or fix the partners"
)


@pytest.mark.parametrize(
    ("make", "template", "english"),
    [
        (
            lambda: PickedHand(dealer=0, picker=1, points=130, tricks=3),
            "{what} from 0 to {high}",
            "points=130 is not allowed; allowed: card points from 0 to 120",
        ),
        (
            lambda: LeasterHand(dealer=0, points=(0, 0, 0, 0, 0), tricks=(1, 1, 1, 1)),
            "one entry per seat ({count})",
            "tricks=[1, 1, 1, 1] is not allowed; allowed: one entry per seat (5)",
        ),
        (
            lambda: Ruleset(players=9),
            "an integer from {low} to {high}",
            "players=9 is not allowed; allowed: an integer from 2 to 8",
        ),
        (
            lambda: Ruleset().for_table(1),
            "an integer from {low} to {high}",
            "players=1 is not allowed; allowed: an integer from 2 to 8",
        ),
        (
            lambda: score_hand(Ruleset(), PickedHand(dealer=0, picker=5, points=70, tricks=4)),
            "a seat number 0-{last} ({players} players)",
            "picker=5 is not allowed; allowed: a seat number 0-4 (5 players)",
        ),
        (
            _picked(EIGHT, (2, 3)),
            COUNTS,
            "partners=[2, 3] is not allowed; allowed: 0 or 1 partner for call=fixed under "
            "partner_method=black_queens" + NO_CALL.format(n=2),
        ),
        (
            _picked(SIX, (2, 3, 4)),
            COUNTS,
            "partners=[2, 3, 4] is not allowed; allowed: 1 or 2 partners for call=fixed under "
            "partner_method=right_hand_and_jd" + NO_CALL.format(n=3),
        ),
    ],
)
def test_a_rule_error_carries_its_template_and_keeps_its_english(
    make: Callable[[], Any], template: str, english: str
) -> None:
    error = _raised(make)
    assert _allowed(error).template == template
    assert str(error) == english == str(text_of(error))


def test_a_fix_is_translatable_text_too() -> None:
    error = _raised(lambda: preset("no-such-preset"))
    assert error.text.params["fix"] == Text("use one of the preset names")
    assert error.hint == "use one of the preset names"
    assert str(error).startswith("preset='no-such-preset' is not allowed; allowed: 000-")


def test_a_german_window_translates_every_piece_of_the_message() -> None:
    german = {
        RULE_TEMPLATE: "{field}={value!r} ist nicht erlaubt; erlaubt: {allowed}",
        COUNTS: "{partners} für call={call} bei partner_method={method}",
        "{count} partner": "{count} Partner",
        "{count} partners": "{count} Partner",
        "{choices} or {last}": "{choices} oder {last}",
        "{message}{separator}{fix}": "{message}{separator}{fix}",
        "no call was given, so the method's ordinary call {call} for {partners} was "
        "used; name the call or fix the partners": "es wurde kein Ruf angegeben, daher wurde der "
        "übliche Ruf der Methode, {call}, für {partners} verwendet; den Ruf angeben oder "
        "die Partner korrigieren",
    }
    error = _raised(_picked(EIGHT, (2, 3)))
    assert text_of(error).render(lambda s: german.get(s, s)) == (
        "partners=[2, 3] ist nicht erlaubt; erlaubt: 0 oder 1 Partner für call=fixed bei "
        "partner_method=black_queens. es wurde kein Ruf angegeben, daher wurde der übliche Ruf "
        "der Methode, fixed, für 2 Partner verwendet; den Ruf angeben oder die Partner "
        "korrigieren"
    )


def test_a_nested_description_is_translated_inside_its_template() -> None:
    german = {
        RULE_TEMPLATE: "{field}={value!r} ist nicht erlaubt; erlaubt: {allowed}",
        "{what} from 0 to {high}": "{what} von 0 bis {high}",
        "card points": "Augen",
    }
    error = _raised(lambda: PickedHand(dealer=0, picker=1, points=130, tricks=3))
    assert error.text.render(lambda s: german.get(s, s)) == (
        "points=130 ist nicht erlaubt; erlaubt: Augen von 0 bis 120"
    )
