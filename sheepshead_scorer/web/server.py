"""``FloorServer``: the players' pages served from the app's own process, off until started.

uvicorn runs on a background thread with its own event loop, bound only to the address the
director picked. ``start()`` returns once the socket listens (or raises ``FloorServerError``
saying why not: the port is taken, the address is not this computer's); ``stop()`` ends the
live streams and joins the thread. The desktop reaches the floor network only through this
class and ``local_addresses()``.

The server is a station of its own (``Services.for_program("floor")``), even inside the
window's process: it is handed the desk's services and never writes as the desk, so the
desk's hands are "another station's" to it, and its hub relays every change to the phones.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import socket
import threading
import time

import segno
import uvicorn

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services import Services
from sheepshead_scorer.text import Text, TextError
from sheepshead_scorer.web.app import create_app
from sheepshead_scorer.web.connections import guarded_protocol
from sheepshead_scorer.web.pages import FloorConfig

log = logging.getLogger(__name__)

DEFAULT_PORT = 8017


class FloorServerError(TextError):
    """The floor network could not start; the message says why and what to do."""


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses, loopback first (the director picks one)."""
    found = ["127.0.0.1"]
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if address not in found:
            found.append(address)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:  # the address the default route would use; sends nothing
            probe.connect(("192.0.2.1", 9))
            address = str(probe.getsockname()[0])
        except OSError:
            address = ""
    if address and address not in found:
        found.append(address)
    return found


def qr_svg(url: str) -> str:
    """The QR code of ``url`` as an SVG document (black on white, for the projector)."""
    return str(segno.make(url, error="m").svg_inline(scale=8, border=2))


def qr_png(url: str, scale: int = 8) -> bytes:
    """The QR code of ``url`` as PNG bytes (the desktop shows it in a label)."""
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="png", scale=scale, border=2)
    return buffer.getvalue()


class FloorServer:
    """The players' pages on ``host:port`` over ``services``'s database, as a station of its
    own (``station``: its name in the audit log)."""

    def __init__(
        self, services: Services, *, host: str = "127.0.0.1", port: int = DEFAULT_PORT,
        language: str = "en", event_id: EventId | None = None,
    ) -> None:
        self.host = host
        self.port = port
        own = services.for_program("floor")
        self.station = own.station
        self.app = create_app(own, FloorConfig(language=language, event_id=event_id))
        self.protocol = guarded_protocol()  # its count of connections per address
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    def start(self, timeout: float = 10.0) -> str:
        """Listen and serve on the background thread; the address phones open."""
        if self.running:
            return self.url
        config = uvicorn.Config(
            self.app, host=self.host, port=self.port, log_level="warning",
            access_log=False, lifespan="on", timeout_graceful_shutdown=2,
            limit_concurrency=4000, h11_max_incomplete_event_size=16 * 1024,
            server_header=False, timeout_keep_alive=5, http=self.protocol,
        )
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        listener = socket.socket(family, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            listener.bind((self.host, self.port))
            listener.listen(2048)
        except OSError as exc:
            listener.close()
            raise FloorServerError(Text(
                "The floor network could not listen on {host} port {port} ({reason}): the "
                "port is taken or the address is not this computer's; pick another port or "
                "address", host=self.host, port=self.port, reason=exc.strerror or str(exc),
            )) from exc
        self.port = int(listener.getsockname()[1])
        server = uvicorn.Server(config)
        thread = threading.Thread(
            target=server.run, kwargs={"sockets": [listener]}, name="floor-network", daemon=True
        )
        self._server, self._thread, self._socket = server, thread, listener
        thread.start()
        deadline = time.monotonic() + timeout
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise FloorServerError(Text(
                    "The floor network did not start on {host} port {port}; see the log file",
                    host=self.host, port=self.port,
                ))
            time.sleep(0.02)
        log.info("floor network listening on %s", self.url)
        return self.url

    def stop(self, timeout: float = 10.0) -> None:
        """Close the streams and the socket; returns when the thread has ended."""
        server, thread = self._server, self._thread
        if server is None or thread is None:
            return
        floor = self.app.state.floor
        if floor.loop is not None and floor.loop.is_running():
            closing = asyncio.run_coroutine_threadsafe(floor.hub.stop(), floor.loop)
            with contextlib.suppress(Exception):
                closing.result(timeout)
        server.should_exit = True
        thread.join(timeout)
        if self._socket is not None:
            self._socket.close()
        self._server, self._thread, self._socket = None, None, None
        log.info("floor network stopped")
