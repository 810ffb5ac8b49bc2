"""Facts of the 32-card deck that scoring depends on."""

from __future__ import annotations

CARD_POINTS_TOTAL = 120
WIN_AT = 61  # the picker's side needs 61; 60-60 goes to the defenders

# seats in play -> (tricks per hand, cards in the blind)
DEAL: dict[int, tuple[int, int]] = {
    3: (10, 2),
    4: (7, 4),
    5: (6, 2),
    6: (5, 2),
    7: (4, 4),
    8: (4, 0),
}


def tricks_per_hand(seats_in_play: int) -> int:
    """How many tricks a hand has with this many players in it."""
    return DEAL[seats_in_play][0]
