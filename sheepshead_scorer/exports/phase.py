"""Where an event stands — provisional or final — as every copy of its standings says it.

``services.event_phase`` computes an :class:`EventPhase` once from the database (sessions
planned, sessions closed, whether any result is in); the standings screen, the projector, the
standings PDF, the prize list, the workbook and the CSV all print its words, so no copy calls
itself final while another says provisional.

An event is **final** once every planned session is closed (``Services.close_session``; the
last round of each session is closed first). Until then the standings are provisional:

* "no hands yet — provisional" before the first result;
* "during session 2 of 3 — provisional" while session 2 is open;
* "after session 2 of 3 — provisional" once session 2 is closed and session 3 not started;

and the prize money reads "if the event ended now".
"""

from __future__ import annotations

from dataclasses import dataclass

from sheepshead_scorer.exports.rows import StandingsScope
from sheepshead_scorer.text import Text

#: What each copy of a standings list is called ("Event standings — final").
SCOPE_TITLES = {
    StandingsScope.SESSION: "Session standings",
    StandingsScope.EVENT: "Event standings",
    StandingsScope.SEASON: "Season standings",
}


@dataclass(frozen=True)
class EventPhase:
    """How far an event is: ``closed`` of ``planned`` sessions closed, ``current`` the session
    in play (or the last one closed), ``results`` whether any hand or total was entered."""

    planned: int
    closed: int
    current: int
    results: bool

    @property
    def final(self) -> bool:
        """Every planned session is closed: the standings and the prizes are final."""
        return self.closed >= self.planned

    def status(self) -> Text:
        """What the standings say about themselves."""
        if self.final:
            return Text("final")
        if not self.results:
            return Text("no hands yet — provisional")
        if self.current <= self.closed:
            return Text(
                "after session {number} of {planned} — provisional",
                number=self.current, planned=self.planned,
            )
        return Text(
            "during session {number} of {planned} — provisional",
            number=self.current, planned=self.planned,
        )

    def prize_title(self) -> Text:
        """The prize column's heading: "Prize", or "Prize if the event ended now"."""
        return Text("Prize") if self.final else Text("Prize if the event ended now")

    def row_status(self) -> Text:
        """A copy without a title (the CSV, the workbook's Standings sheet) keeps its "Prize"
        header for the programs that read it and says this in a last "Status" column, on
        every row: "after session 1 of 3 — provisional; prizes if the event ended now"."""
        if self.final:
            return Text("final")
        return Text("{status}; prizes if the event ended now", status=self.status())

    def prizes_title(self) -> Text:
        """The payout list's title."""
        if self.final:
            return Text("Prize payouts")
        return Text("Prize payouts if the event ended now ({status})", status=self.status())


#: What a copy printed without an event's phase (a sample, a season) says: nothing provisional.
FINAL = EventPhase(planned=1, closed=1, current=1, results=True)
