"""One client cannot take the floor down: the HTTP protocol the floor server runs (uvicorn's
h11 protocol with two guards).

* **A cap per address** on open connections (``PER_ADDRESS``): a phone's browser opens a few
  (pages, the live stream); a client opening hundreds gets each one past the cap answered
  503 and closed at once, so the server's ``limit_concurrency`` is never reached by one
  address. This computer's own addresses (loopback: the projector, the load harness) are not
  capped (``UNCAPPED``).
* **A header timeout** (``HEADER_TIMEOUT``): a connection that has not sent a whole request
  head that long after it opened, or after its last answer, is closed — the half-sent
  requests of a slow-loris client are not held. (uvicorn's keep-alive timeout covers only an
  idle connection; the body of a form has its own timeout in ``web/table.py``.)
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger(__name__)

PER_ADDRESS = 64
HEADER_TIMEOUT = 10.0
UNCAPPED = frozenset({"127.0.0.1", "::1"})
_BUSY = b"Too many connections from this address; close other pages and try again.\n"
REFUSAL = (b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\n"
           b"connection: close\r\nretry-after: 5\r\ncontent-length: %d\r\n\r\n%s"
           % (len(_BUSY), _BUSY))


def guarded_protocol() -> type[H11Protocol]:
    """A protocol class with its own count of connections per address (one per server)."""
    open_per_address: dict[str, int] = {}

    class FloorProtocol(H11Protocol):
        counts = open_per_address  # read by the tests
        _address = ""
        _counted = False
        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: Any) -> None:  # asyncio.Transport
            super().connection_made(transport)
            address = str(self.client[0]) if self.client else ""
            self._address = address
            held = open_per_address.get(address, 0)
            if held >= PER_ADDRESS and address not in UNCAPPED:
                transport.write(REFUSAL)
                transport.close()
                return
            open_per_address[address] = held + 1
            self._counted = True
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            if self._counted:
                self._counted = False
                left = open_per_address.get(self._address, 1) - 1
                if left > 0:
                    open_per_address[self._address] = left
                else:
                    open_per_address.pop(self._address, None)
            super().connection_lost(exc)

        def handle_events(self) -> None:
            super().handle_events()
            if self.cycle is not None and not self.cycle.response_complete:
                self._disarm()  # a whole request head arrived: the app has it now

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._arm()  # the next request's head must come in time too

        def _arm(self) -> None:
            self._disarm()
            self._deadline = asyncio.get_running_loop().call_later(HEADER_TIMEOUT, self._late)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _late(self) -> None:
            self._deadline = None
            if self.cycle is None or self.cycle.response_complete:
                self.transport.close()  # no whole request head in time

    return FloorProtocol

