"""A player's Sheepshead rating as the phones and the league website show it.

The rating is the services' (``Services.player_ratings``: every player with a rated hand,
rated over every hand in the database in play order); this module only picks one player's
out and ranks them by rating among the players of an event. A player with no rated hand has
no rating ("—", never 0) and no rank by rating.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sheepshead_scorer.exports.formatting import rank_words
from sheepshead_scorer.exports.words_rating import rating_with_hands
from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services import Services
from sheepshead_scorer.text import Text

if TYPE_CHECKING:
    from sheepshead_scorer.tournament.rating import PlayerRating

#: What the pages say the rating is (under the number, and as its tooltip).
RATING_NOTE = (
    "Rating: the Sheepshead rating from every hand played (each hand a match of the picker's "
    "side against the defenders; a leaster every player for themselves), recomputed from all "
    "the hands each time."
)


@dataclass(frozen=True)
class RatingView:
    """One player's rating and their place by rating among an event's rated players."""

    rating: int | None
    hands: int
    place: str | Text | None  # "3", "T-3"; ``None`` without a rating
    rated: int  # the event's players with a rating

    @property
    def note(self) -> str:
        """What the rating is (English: the pages translate it)."""
        return RATING_NOTE

    def text(self, language: str) -> str:
        """``1,612 (340 hands)`` or ``—``."""
        return rating_with_hands(self.rating, self.hands, language)


def rating_of(ratings: Mapping[PlayerId, PlayerRating], player_id: PlayerId
              ) -> tuple[int | None, int]:
    """(the number people see, the hands it rests on); (None, 0) without a rated hand."""
    found = ratings.get(player_id)
    if found is None or found.hands <= 0:
        return None, 0
    return found.rating, found.hands


def rating_view(
    services: Services, players: Iterable[PlayerId], player_id: PlayerId
) -> RatingView:
    """``player_id``'s rating and place by rating among ``players`` (the event's players:
    those without a rating are not ranked)."""
    ratings = services.player_ratings()
    numbers = {
        pid: number for pid in {*players, player_id}
        if (number := rating_of(ratings, pid)[0]) is not None
    }
    rating, hands = rating_of(ratings, player_id)
    if rating is None:
        return RatingView(None, 0, None, len(numbers))
    above = sum(1 for number in numbers.values() if number > rating)
    level = sum(1 for number in numbers.values() if number == rating)
    return RatingView(rating, hands, rank_words(above + 1, level > 1), len(numbers))
