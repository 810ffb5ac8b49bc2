"""``Services``' reads: the lists the window, the command line and the phones show, on the
same door as the actions (``services/door/reads.py`` builds the rows; loaded when first used,
so a command that lists nothing does not import it)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from sheepshead_scorer.ids import EventId, HandId, RoundId, TableId
from sheepshead_scorer.services.core.context import Context

if TYPE_CHECKING:
    from sheepshead_scorer.rules import Ruleset
    from sheepshead_scorer.services.door.reads import (
        AuditRow,
        EventRow,
        HandRow,
        LastHand,
        PlayerRow,
        RegistrationRow,
        RoundRow,
        SeasonRow,
        SessionRow,
        TableRow,
    )
    from sheepshead_scorer.services.hands.session_hands import RoundPlay
    from sheepshead_scorer.services.people.player_matches import PlayerMatch
    from sheepshead_scorer.services.standings.event_standings import StandingsReport


class ReadActions:
    """Reads over ``self._ctx``: each one session, nothing written."""

    _ctx: Context

    def events(self) -> list[EventRow]:
        from sheepshead_scorer.services.door import reads

        return reads.events(self._ctx)

    def players(self, search: str = "", *, include_inactive: bool = True) -> list[PlayerRow]:
        from sheepshead_scorer.services.door import reads

        return reads.players(self._ctx, search, include_inactive=include_inactive)

    def players_named(self, name: str) -> list[PlayerMatch]:
        """The registered players whose name is close to ``name`` (the desk's "already
        here?" question)."""
        from sheepshead_scorer.services.people.player_matches import players_named

        return players_named(self._ctx, name)

    def registrations(self, event_id: EventId) -> list[RegistrationRow]:
        from sheepshead_scorer.services.door import reads

        return reads.registrations(self._ctx, event_id)

    def sessions(self, event_id: EventId) -> list[SessionRow]:
        from sheepshead_scorer.services.door import reads

        return reads.sessions(self._ctx, event_id)

    def rounds(self, event_id: EventId) -> list[RoundRow]:
        from sheepshead_scorer.services.door import reads

        return reads.rounds(self._ctx, event_id)

    def round_play(self, round_id: RoundId) -> RoundPlay:
        """How many hands each table of the round plays and whether it ends the session."""
        from sheepshead_scorer.services.hands.session_hands import round_play

        return round_play(self._ctx, round_id)

    def round_standings(self, round_id: RoundId) -> StandingsReport:
        """One seating round's standings (Standings, "by round"): the event's lines, each
        player's points in that round, no prize money."""
        from sheepshead_scorer.services.standings.event_standings import round_standings

        return round_standings(self._ctx, round_id)

    def tables(self, round_id: RoundId) -> list[TableRow]:
        from sheepshead_scorer.services.door import reads

        return reads.tables(self._ctx, round_id)

    def table_rules(self, table_id: TableId) -> Ruleset:
        from sheepshead_scorer.services.door import reads

        return reads.table_rules(self._ctx, table_id)

    def hands(self, table_id: TableId, hand_id: HandId | None = None) -> list[HandRow]:
        """The table's hands as the sheet shows them (only ``hand_id``'s row if given)."""
        from sheepshead_scorer.services.door import reads

        return reads.hands(self._ctx, table_id, hand_id)

    def last_hand(self, event_id: EventId) -> LastHand | None:
        from sheepshead_scorer.services.door import reads

        return reads.last_hand(self._ctx, event_id)

    def round_totals(self, table_id: TableId) -> dict[int, Fraction]:
        """The table's totals computed from its hands (a table entered hand by hand)."""
        from sheepshead_scorer.services.door import reads

        return reads.round_totals(self._ctx, table_id)

    def history(self, entity: str, entity_id: int) -> list[AuditRow]:
        from sheepshead_scorer.services.door import reads

        return reads.history(self._ctx, entity, entity_id)

    def hand_history(self, hand_id: HandId) -> list[AuditRow]:
        return self.history("hand", hand_id)

    def seasons(self) -> list[SeasonRow]:
        from sheepshead_scorer.services.door import reads

        return reads.seasons(self._ctx)

    def watch_commits(self, wake: Callable[[], None]) -> Callable[[], None]:
        """Call ``wake`` after each commit of this process on the database (the floor hub
        wakes at once); returns the function that stops it."""
        from sheepshead_scorer.services.core.change_feed import watch_commits

        return watch_commits(self._ctx, wake)

    def close(self) -> None:
        """Let go of the database's connections (the command is done)."""
        self._ctx.engine.dispose()
