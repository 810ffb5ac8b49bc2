"""The server-sent-events answer of the live pages, kept lean for 1,000 phones.

A push is one encoded event handed to every stream in the same turn of the event loop
(``ChangeHub``); what each stream then costs is what its answer does per event. This one does
one ASGI ``send`` per event — no timer, cancel scope or task group per event (sse-starlette's
``EventSourceResponse`` sets up all three, which made the fan-out of one push to 1,000
phones take 0.3 s under load) — plus a comment line every ``ping`` seconds so proxies and
phones keep the connection, and closes the event iterator when the phone goes away (so the
hub forgets the follower at once).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from starlette.responses import Response
from starlette.types import Receive, Scope, Send

PING = b": ping\r\n\r\n"
HEADERS = [
    (b"content-type", b"text/event-stream; charset=utf-8"),
    (b"x-accel-buffering", b"no"),  # a proxy in front must not hold the events back
]


class EventStream(Response):
    """An ASGI answer streaming ``events`` (each already an encoded server-sent event); a
    ``Response`` only so a route may return it (its own ``__call__`` sends everything)."""

    def __init__(self, events: AsyncIterator[bytes], *, ping: float = 15.0) -> None:
        self.events = events
        self.ping = ping
        self.status_code = 200
        self.background = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": HEADERS})
        if scope.get("method") == "HEAD":
            await send({"type": "http.response.body", "body": b"", "more_body": False})
            await self._close()
            return
        lock = asyncio.Lock()  # the pings and the events share the connection

        async def body(chunk: bytes) -> None:
            async with lock:
                await send({"type": "http.response.body", "body": chunk, "more_body": True})

        async def pump() -> None:
            async for chunk in self.events:
                await body(chunk)

        async def pings() -> None:
            while True:
                await asyncio.sleep(self.ping)
                await body(PING)

        async def gone() -> None:
            while (await receive())["type"] != "http.disconnect":
                pass

        tasks = [asyncio.ensure_future(job()) for job in (pump, gone, pings)]
        try:
            done, _pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
            await self._close()
        if tasks[0] in done and not tasks[0].cancelled() and tasks[0].exception() is None:
            # the hub closed (the server stops): end the answer properly
            with contextlib.suppress(Exception):
                await send({"type": "http.response.body", "body": b"", "more_body": False})

    async def _close(self) -> None:
        close = getattr(self.events, "aclose", None)
        if close is not None:
            with contextlib.suppress(Exception):
                await close()
