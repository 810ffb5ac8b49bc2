"""Facts of the 32-card deck that scoring depends on."""

from __future__ import annotations

CARD_POINTS_TOTAL = 120
TRUMP_CARDS = 14  # Q♣ Q♠ Q♥ Q♦ J♣ J♠ J♥ J♦ A♦ 10♦ K♦ 9♦ 8♦ 7♦
WIN_AT = 61  # the picker's side needs 61; 60-60 goes to the defenders

# seats in play -> (tricks per hand, cards in the blind)
DEAL: dict[int, tuple[int, int]] = {
    2: (16, 0),  # 002: four cards in hand and four stacks of three, no blind
    3: (10, 2),
    4: (7, 4),
    5: (6, 2),
    6: (5, 2),
    7: (4, 4),
    8: (4, 0),
}


#: the most card points any one card holds (an ace)
TOP_CARD_POINTS = 11


def bury_points_at_most(seats_in_play: int) -> int:
    """The most card points a side without a trick can hold: the blind's cards, all aces
    (22 with a two-card blind, 44 with four, 0 eight-handed)."""
    return TOP_CARD_POINTS * DEAL[seats_in_play][1]


def tricks_per_hand(seats_in_play: int) -> int:
    """How many tricks a hand has with this many players in it."""
    return DEAL[seats_in_play][0]
