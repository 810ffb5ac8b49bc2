"""VersionBook: takes a row's new version only where this station's knowledge was current."""

from __future__ import annotations

from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.ui.door.edit_versions import VersionBook


def test_the_target_and_continuous_rows_are_taken_others_are_not() -> None:
    book = VersionBook()
    book.note(Changes(versions=(("hand", 1, 0, 1),)), ("hand", 1))  # this station recorded 1
    # this station corrects hand 0, which rescores hand 1 (1 -> 2) and hand 7 (another
    # station's, 4 -> 5): hand 1 follows, hand 7 was never this station's
    book.note(Changes(versions=(("hand", 0, 3, 4), ("hand", 1, 1, 2), ("hand", 7, 4, 5))),
              ("hand", 0))
    assert (book.version("hand", 0, -1), book.version("hand", 1, -1)) == (4, 2)
    assert book.version("hand", 7, -1) == -1
    # another station corrected hand 1 (2 -> 3); this station's next rescore (3 -> 4) does
    # not make that change its own: an undo of hand 1 still expects 2 and is refused
    book.note(Changes(versions=(("hand", 1, 3, 4),)), ("hand", 0))
    assert book.version("hand", 1, -1) == 2


def test_a_hand_stored_again_is_followed_by_its_new_id() -> None:
    book = VersionBook()
    book.note(Changes(versions=(("hand", 9, 0, 1),)), ("hand", 9))
    book.moved("hand", 3, 9)
    book.moved("hand", 9, 12)
    assert book.current_id("hand", 3) == 12
    assert book.version("hand", 3, 5) == 5  # hand 12 not written by this station yet
