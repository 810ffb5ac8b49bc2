"""The German of the round clock's words on the phones (``_clock.html``, ``static/clock.js``);
``i18n.text`` reads this after its own catalogue."""

from __future__ import annotations

from typing import Final

CLOCK_GERMAN: Final[dict[str, str]] = {
    "Round {round} clock": "Rundenuhr Runde {round}",
    "LAST HAND": "LETZTES SPIEL",
    "paused": "angehalten",
    "not started": "noch nicht gestartet",
    "Time is nearly up": "Die Zeit ist fast um",
    "{time} over": "{time} überzogen",
}
