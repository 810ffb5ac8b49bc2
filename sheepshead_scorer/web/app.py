"""The players' pages as a Starlette app: live standings, a player's table and hands, and
table entry (``web/table.py``, the only routes that accept a form).

The players' pages are read-only: every route is GET, a request with a body is refused, and
the pages show names and scores only. Reads run in the thread pool (the services are
synchronous); the live stream is fed by the process's one ``ChangeHub``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from functools import partial
from importlib.resources import files
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import MutableHeaders
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sheepshead_scorer.ids import EventId, PlayerId
from sheepshead_scorer.services import NotFoundError, ServiceError, Services
from sheepshead_scorer.web import i18n, pages, reads
from sheepshead_scorer.web.clock import event_clock
from sheepshead_scorer.web.hub import Key
from sheepshead_scorer.web.numbers import whole
from sheepshead_scorer.web.pages import Floor, FloorConfig
from sheepshead_scorer.web.rating_view import rating_view
from sheepshead_scorer.web.sse import EventStream
from sheepshead_scorer.web.templates import render

log = logging.getLogger(__name__)

#: The longest request line a page accepts (a phone never sends more).
MAX_URL = 2048

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


async def index(request: Request) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    if floor.config.event_id is not None:
        return RedirectResponse(pages.url(f"/e/{floor.config.event_id}", lang=language), 303)
    events = await run_in_threadpool(reads.events, floor.services)
    return pages.page(
        "index.html", language, request, events=events,
        event_url=lambda eid: pages.url(f"/e/{eid}", lang=language),
    )


def _scope_labels(language: str, view: reads.EventView) -> list[tuple[str, str]]:
    labels = [("event", i18n.text(language, "Event"))]
    if view.current is not None:
        labels.append(("session", i18n.text(language, "Session {number}",
                                            number=view.current.session)))
        labels.append(("round", i18n.text(language, "Round {number}",
                                          number=view.current.number)))
    return labels


async def event_page(request: Request) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    event_id: EventId = request.path_params["event_id"]
    floor.allowed(event_id)
    scope = request.query_params.get("scope", "event")
    every_line = request.query_params.get("all") == "1"
    seen = floor.hub.seq
    view = await run_in_threadpool(
        partial(reads.event_view, every_line=every_line), floor.services, event_id, scope
    )
    prizes = await run_in_threadpool(reads.prizes, floor.services, event_id)
    clock = await run_in_threadpool(event_clock, floor.services, view)
    return pages.page(
        "event.html", language, request, live=not every_line, view=view, prizes=prizes,
        clock=clock,
        all_url=pages.url(f"/e/{event_id}", scope=view.scope, lang=language, all=1),
        scopes=_scope_labels(language, view),
        scope_url=lambda s: pages.url(f"/e/{event_id}", scope=s, lang=language),
        stream_url=pages.url(f"/e/{event_id}/stream", scope=view.scope, lang=language, seen=seen),
        player_url=lambda pid: pages.url(f"/e/{event_id}/p/{pid}", lang=language),
        table_url=pages.url("/t", lang=language),
    )


async def event_live(request: Request) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    event_id: EventId = request.path_params["event_id"]
    floor.allowed(event_id)
    scope = request.query_params.get("scope", "event")
    html = await run_in_threadpool(floor.render_live, Key(event_id, scope, language))
    return HTMLResponse(html)


def _player_context(
    floor: Floor, language: str, event_id: EventId, player_id: PlayerId
) -> dict[str, Any]:
    player = reads.player_view(floor.services, event_id, player_id)
    return {
        "player": player,
        "prizes": reads.prizes(floor.services, event_id),
        "rating": rating_view(
            floor.services, (line.player_id for line in player.event.lines), player_id
        ),
    }


async def player_page(request: Request) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    event_id: EventId = request.path_params["event_id"]
    player_id: PlayerId = request.path_params["player_id"]
    floor.allowed(event_id)
    seen = floor.hub.seq
    context = await run_in_threadpool(_player_context, floor, language, event_id, player_id)
    return pages.page(
        "player.html", language, request, live=True, **context,
        stream_url=pages.url(f"/e/{event_id}/stream", scope="event", lang=language, seen=seen),
        fragment_url=pages.url(f"/e/{event_id}/p/{player_id}/live", lang=language),
        back_url=pages.url(f"/e/{event_id}", lang=language),
    )


async def player_live(request: Request) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    event_id: EventId = request.path_params["event_id"]
    player_id: PlayerId = request.path_params["player_id"]
    floor.allowed(event_id)
    context = await run_in_threadpool(_player_context, floor, language, event_id, player_id)
    return HTMLResponse(render("_player_live.html", language, **context))


async def stream(request: Request) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    event_id: EventId = request.path_params["event_id"]
    floor.allowed(event_id)
    await run_in_threadpool(reads.require_event, floor.services, event_id)
    scope = request.query_params.get("scope", "event")
    scope = scope if scope in reads.SCOPES else "event"
    # the change number the page was rendered at (the database's: it survives a restart);
    # none given: from now on
    given = request.query_params.get("seen", "")
    number = whole(given)
    if given and number is None:
        return PlainTextResponse("The change number must be written in digits 0-9.\n",
                                 status_code=400)
    seen = number or floor.hub.seq
    last = whole(request.headers.get("last-event-id"))
    if last is not None:
        seen = max(seen, last)

    async def events() -> AsyncIterator[bytes]:
        async for message in floor.hub.follow(Key(event_id, scope, language), seen):
            yield message  # encoded once by the hub for every phone

    return EventStream(events())


async def _not_found(request: Request, exc: Exception) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    if isinstance(exc, NotFoundError):
        if exc.entity == "player":
            message = i18n.text(language, "Player not found: no player {player} in this event.",
                                player=exc.entity_id)
        else:
            message = i18n.text(language, "Event not found: there is no event {event}.",
                                event=exc.entity_id)
    else:
        message = i18n.text(language, "Page not found.")
    return pages.page("error.html", language, request, status=404, message=message,
                 home_url=pages.url("/", lang=language))


async def _refused(request: Request, exc: Exception) -> Response:
    floor = pages.floor_of(request)
    language = pages.language(request, floor)
    text = getattr(exc, "text", None)
    message = i18n.render(language, text) if text is not None else str(exc)
    return pages.page("error.html", language, request, status=400, message=message,
                 home_url=pages.url("/", lang=language))


class Guard:
    """Refuse what a phone never sends (another method, a body, an overlong address) and add
    the security headers to every answer (a pure ASGI middleware: streams pass through)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        refusal = self.refusal(Request(scope))
        is_static = str(scope.get("path", "")).startswith("/static/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    if name == "Cache-Control" and is_static:
                        continue
                    if name not in headers:
                        headers.append(name, value)
            await send(message)

        if refusal is not None:
            await refusal(scope, receive, send_with_headers)
        else:
            await self.app(scope, receive, send_with_headers)

    @staticmethod
    def refusal(request: Request) -> Response | None:
        from sheepshead_scorer.web.table import MAX_FORM, WRITE_PATHS

        if request.method == "POST" and request.url.path in WRITE_PATHS:
            return Guard.form_refusal(request, MAX_FORM)
        if request.method not in ("GET", "HEAD"):
            return PlainTextResponse(
                "This page is read-only: it accepts only GET requests.\n", status_code=405,
                headers={"Allow": "GET, HEAD"},
            )
        if len(request.url.path) + len(request.url.query) > MAX_URL:
            return PlainTextResponse("The address is too long.\n", status_code=414)
        if request.headers.get("content-length", "0") not in ("", "0") or (
            "transfer-encoding" in request.headers
        ):
            return PlainTextResponse("A request body is not accepted here.\n", status_code=413)
        return None


    @staticmethod
    def form_refusal(request: Request, limit: int) -> Response | None:
        """Table entry's forms: small, urlencoded, with a declared length."""
        if len(request.url.path) + len(request.url.query) > MAX_URL:
            return PlainTextResponse("The address is too long.\n", status_code=414)
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/x-www-form-urlencoded":
            return PlainTextResponse(
                "Only a form from this site is accepted here; nothing was saved.\n",
                status_code=415,
            )
        length = whole(request.headers.get("content-length"), digits=18)
        if "transfer-encoding" in request.headers or length is None:
            return PlainTextResponse(
                "A form needs its length; nothing was saved.\n", status_code=411
            )
        if length > limit:
            return PlainTextResponse(
                "The form is too large; nothing was saved.\n", status_code=413
            )
        return None


def create_app(services: Services, config: FloorConfig | None = None) -> Starlette:
    """The players' pages over ``services`` (start the hub with the app's lifespan)."""
    floor = Floor(services, config or FloorConfig())

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        floor.loop = asyncio.get_running_loop()
        # phones' sessions are signed with the database's key: they survive a restart
        app.state.desk.key = await run_in_threadpool(floor.services.phone_session_key)
        await floor.hub.begin()  # the first page embeds the database's change number
        task = asyncio.create_task(floor.hub.run())
        try:
            yield
        finally:
            await floor.hub.stop()
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    from sheepshead_scorer.web import table, table_corrections, table_hands, table_live
    from sheepshead_scorer.web.desk import Desk

    static = str(files("sheepshead_scorer.web").joinpath("static"))
    app = Starlette(
        routes=[
            Route("/", index),
            Route("/e/{event_id:int}", event_page),
            Route("/e/{event_id:int}/live", event_live),
            Route("/e/{event_id:int}/stream", stream),
            Route("/e/{event_id:int}/p/{player_id:int}", player_page),
            Route("/e/{event_id:int}/p/{player_id:int}/live", player_live),
            Route("/t", table.sign_in_page, methods=["GET"]),
            Route("/t", table.sign_in, methods=["POST"]),
            Route("/t/sheet", table.sheet_page, methods=["GET"]),
            Route("/t/sheet/live", table_live.sheet_live, methods=["GET"]),
            Route("/t/ping", table_live.ping, methods=["GET"]),
            Route("/t/stream", table_live.stream, methods=["GET"]),
            Route("/t/preview", table_hands.preview, methods=["POST"]),
            Route("/t/save", table_hands.save, methods=["POST"]),
            Route("/t/mark", table_hands.mark, methods=["POST"]),
            Route("/t/leave", table.leave, methods=["POST"]),
            Route("/t/fix", table_corrections.fix, methods=["POST"]),
            Route("/t/correct", table_corrections.correct, methods=["POST"]),
            Route("/t/sign", table_corrections.sign, methods=["POST"]),
            Mount("/static", StaticFiles(directory=static), name="static"),
        ],
        exception_handlers={
            404: _not_found, NotFoundError: _not_found, ServiceError: _refused,
        },
        lifespan=lifespan,
        middleware=[Middleware(Guard)],
    )
    app.state.floor = floor
    app.state.desk = Desk()
    return app
