"""The German of the round clock's words on the phones (``_clock.html``, ``static/clock.js``)
and of the event page's tables finished (``_event_live.html``); ``i18n.text`` reads this after
its own catalogue."""

from __future__ import annotations

from typing import Final

CLOCK_GERMAN: Final[dict[str, str]] = {
    "Round {round} clock": "Rundenuhr Runde {round}",
    "LAST HAND": "LETZTES SPIEL",
    "paused": "angehalten",
    "not started": "noch nicht gestartet",
    "Time is nearly up": "Die Zeit ist fast um",
    "{time} over": "{time} überzogen",
    "{done} of {count} tables finished": "{done} von {count} Tischen fertig",
    "Table {table} ✓ finished": "Tisch {table} ✓ fertig",
    "Table {table}: {entered}/{hands}": "Tisch {table}: {entered}/{hands}",
}
