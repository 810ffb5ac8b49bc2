"""What Seating follows from the event: the next draw's session and hands, and the rounds and
sessions closed or reopened elsewhere.

- The "Next round" boxes default to the first open session with hands left, and to what is
  left of it — the whole session for its first round, else the size of the round drawn
  before (a 48-hand session drawn in rounds of 12 keeps offering 12), never more than is
  left. They are set again only when that answer changes, so a number the director typed
  stays until the draw.
- Once every session's hands are drawn the boxes are greyed out (they kept offering the
  last session's hands as if those were left).
- Ctrl+D on a session whose hands are all drawn says so and names the session to draw next
  (instead of "at most 0 … draw a shorter round").
- A round or session closed or reopened on another screen (F2's "reopen and correct" on Hand
  entry, Edit → Reopen round…, Ctrl+Z) replaces the message line, so Seating never keeps
  saying "Closed round 1 of session 1." about a round open again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSpinBox

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services.door.reads import RoundRow

translate = QCoreApplication.translate


def hands_drawn(rounds: Iterable[RoundRow], session: int) -> int:
    return sum(r.hands for r in rounds if r.session_number == session)


def next_session(
    rounds: list[RoundRow], hands_per_session: int, sessions: int, closed: Iterable[int]
) -> int | None:
    """The first session not closed with hands left to draw (``None``: every one is done)."""
    shut = set(closed)
    return next(
        (n for n in range(1, sessions + 1)
         if n not in shut and hands_drawn(rounds, n) < hands_per_session),
        None,
    )


def default_hands(rounds: list[RoundRow], hands_per_session: int, session: int) -> int:
    """What is left of ``session``; after a first round, that round's size if it is less."""
    left = hands_per_session - hands_drawn(rounds, session)
    drawn = [r.hands for r in rounds if r.session_number == session]
    return max(1, min(left, drawn[-1]) if drawn else left)


def used_up(
    rounds: list[RoundRow], hands_per_session: int, sessions: int, session: int,
    closed: Iterable[int],
) -> str:
    """Ctrl+D's word on a session with every hand drawn ("" when hands are left)."""
    if hands_drawn(rounds, session) < hands_per_session:
        return ""
    after = next_session(rounds, hands_per_session, sessions, closed)
    shut = session in set(closed)
    if after is None:
        return translate(
            "SeatingScreen",
            "Session {n} has all its {hands} hands drawn and no session is left to draw; "
            "close it (Close session) when its hands are in.",
        ).format(n=session, hands=hands_per_session)
    if shut:
        return translate(
            "SeatingScreen", "Session {n} has all its {hands} hands drawn; draw session {next}."
        ).format(n=session, hands=hands_per_session, next=after)
    return translate(
        "SeatingScreen",
        "Session {n} has all its {hands} hands drawn — close the session (Close session, "
        "once its rounds are closed) and draw session {next}.",
    ).format(n=session, hands=hands_per_session, next=after)


class DrawDefaults:
    """Keeps Seating's session and hands boxes on the next draw (see the module's words)."""

    def __init__(self, session_box: QSpinBox, hands_box: QSpinBox) -> None:
        self.session_box = session_box
        self.hands_box = hands_box
        self._set_for: tuple[object, ...] | None = None  # what the boxes were last set for

    def follow(
        self, event_id: EventId | None, rounds: list[RoundRow], hands_per_session: int,
        sessions: int, closed: Iterable[int], *, again: bool = False,
    ) -> None:
        """Set the boxes on the next draw when that changed (``again``: whatever they show)."""
        session = next_session(rounds, hands_per_session, sessions, closed)
        done = event_id is not None and session is None  # every session's hands are drawn
        for box in (self.session_box, self.hands_box):
            box.setEnabled(not done)  # not "session 1, 12 hands" as if those were left
            box.setToolTip(translate(
                "SeatingScreen", "Every session's hands are drawn: nothing is left to draw."
            ) if done else "")
        if event_id is None or session is None:
            self._set_for = None
            return
        hands = default_hands(rounds, hands_per_session, session)
        key = (event_id, session, hands)
        if key == self._set_for and not again:
            return
        self._set_for = key
        self.session_box.setValue(session)
        self.hands_box.setValue(hands)


def status_news(before: Mapping[int, RoundRow], after: Iterable[RoundRow]) -> str:
    """The rounds closed or reopened since ``before`` was read, in a sentence ("" if none)."""
    lines = []
    for row in after:
        old = before.get(row.id)
        if old is None or (old.status == "closed") == (row.status == "closed"):
            continue
        label = translate("RoundLife", "round {round} of session {session}").format(
            round=row.number, session=row.session_number
        )
        lines.append(
            translate("SeatingScreen", "{round} was closed.").format(round=label.capitalize())
            if row.status == "closed" else
            translate(
                "SeatingScreen", "{round} was reopened: it takes hands and corrections again."
            ).format(round=label.capitalize())
        )
    return " ".join(lines)


def session_news(before: Iterable[int], after: Iterable[int]) -> str:
    """Sessions closed or reopened since (``before``/``after``: the closed sessions' numbers)."""
    old, new = set(before), set(after)
    words = [
        translate("SeatingScreen", "Session {n} was closed.").format(n=n)
        for n in sorted(new - old)
    ] + [
        translate("SeatingScreen", "Session {n} was reopened.").format(n=n)
        for n in sorted(old - new)
    ]
    return " ".join(words)
