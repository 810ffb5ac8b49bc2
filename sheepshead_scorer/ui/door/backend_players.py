"""How the desk names players: part of the one door (``Backend`` in ``ui/door/backend.py``
inherits ``PlayerDoor``). The rule that tells namesakes apart is the services' own
(``services.player_names``); the screens only ask it."""

from __future__ import annotations

from sheepshead_scorer.services.core.player_names import name_key, registry_names
from sheepshead_scorer.services.door import reads as q
from sheepshead_scorer.services.door.services import Services


class PlayerDoor(Services):
    """Names of the registry's players as the desk lists and reads them."""

    def registry_names(self, rows: list[q.PlayerRow]) -> dict[int, str]:
        """Each of ``rows`` as the desk lists them, namesakes told apart ("Anna Berg (Jr.)")."""
        return registry_names((p.id, p.name, p.nickname, p.member_number) for p in rows)

    def same_name(self, typed: str, name: str) -> bool:
        """Whether ``typed`` reads as ``name`` (or starts so: "Anna Berg (Jr.)") on a list."""
        return name_key(typed).startswith(name_key(name))
