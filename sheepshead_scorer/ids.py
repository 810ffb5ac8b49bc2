"""Typed ids: an event's id is not a player's (``NewType``: free at run time, checked by mypy).

The door (``services/door/``) takes these and the rows it gives carry them, so swapping
``(event_id, player_id)`` in a call is a type error, not a wrong row read at a tournament. An id
that comes from outside — a command line's argument, a form field, a ``Changes.created`` — is
named where it enters (``EventId(args.event)``).
"""

from typing import NewType

EventId = NewType("EventId", int)
PlayerId = NewType("PlayerId", int)
SessionId = NewType("SessionId", int)
RoundId = NewType("RoundId", int)
TableId = NewType("TableId", int)
HandId = NewType("HandId", int)
SeasonId = NewType("SeasonId", int)
LeagueId = NewType("LeagueId", int)
