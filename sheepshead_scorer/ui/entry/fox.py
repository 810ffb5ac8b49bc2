"""How the window words a Sheep Head hand (000 "Sheep Head variant"): the entry line's help
and the sheet's and history's description of a hand. The line itself is read by
``entry.fox`` (Qt-free; ``ui.entry.preview.FoxEntryReader`` shows its messages in the window's
language)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.rules.sheep_head import COUNTERS_TOTAL, FoxHand, FoxHandResult
from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP

HELP = QT_TRANSLATE_NOOP(
    "FoxEntry",
    "Sheep Head: seat of the team that took the fox, then that team's counters (1 9) · "
    "b + seat: buck (all tricks, 7) · a + seat: automatic buck (all six fox catchers, 14)",
)


_TEAMS = ("1+3", "2+4")


def describe_fox_outcome(hand: FoxHand) -> str:
    """What was entered (the hand history): "fox 1+3 · counters 9–4", "buck 2+4"."""
    translate = QCoreApplication.translate
    if hand.automatic_buck is not None:
        return translate("FoxEntry", "automatic buck {team}").format(
            team=_TEAMS[hand.automatic_buck])
    if hand.buck is not None:
        return translate("FoxEntry", "buck {team}").format(team=_TEAMS[hand.buck])
    assert hand.fox is not None and hand.counters is not None  # FoxHand checks it
    took = hand.counters if hand.fox == 0 else COUNTERS_TOTAL - hand.counters
    return translate("FoxEntry", "fox {team} · counters {a}–{b}").format(
        team=_TEAMS[hand.fox], a=took, b=COUNTERS_TOTAL - took)  # the fox team's first


def describe_fox(hand: FoxHand, game: FoxHandResult) -> str:
    """The sheet's line for a Sheep Head hand: "fox 1+3 · counters 9–4 · game 1: 2–0"."""
    translate = QCoreApplication.translate
    teams = _TEAMS
    what = describe_fox_outcome(hand)
    a, b = game.game_score
    told = translate("FoxEntry", "game {n}: 1+3 {a} · 2+4 {b}").format(n=game.game, a=a, b=b)
    if game.game_won_by is not None:
        told += " " + translate("FoxEntry", "won by {team}").format(team=teams[game.game_won_by])
    return f"{what} · {told}"

