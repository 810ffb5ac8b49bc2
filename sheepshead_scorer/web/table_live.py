"""The table's sheet keeping itself current on the phone: ``/t/stream`` (server-sent events:
``sheet`` each time this phone's table's sheet changes, from the hub's per-table fingerprints)
and ``/t/sheet/live`` (the sheet's live part alone, which the page's script then fetches and
swaps in, keeping what the player has typed)."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response

from sheepshead_scorer.ids import EventId, TableId
from sheepshead_scorer.web import pages
from sheepshead_scorer.web import table as entry
from sheepshead_scorer.web.sse import EventStream
from sheepshead_scorer.web.templates import render


async def sheet_live(request: Request) -> Response:
    """The sheet's live part alone: the phone fetches it when its stream says the table's
    sheet changed (a refusal — a revoked code, a closed round — is a page the script shows
    by reloading)."""
    return await entry._guarded(request, _sheet_live)


async def _sheet_live(request: Request) -> Response:
    session = await entry._session(request)
    sheet = await entry._sheet(request, session)
    language = pages.language(request, pages.floor_of(request))
    html = render("_table_live.html", language, line="",
                  **entry._live_context(request, session, sheet))
    return HTMLResponse(html)


async def stream(request: Request) -> Response:
    """Server-sent events: ``sheet`` each time this phone's table's sheet changes."""
    return await entry._guarded(request, _stream)


async def _stream(request: Request) -> Response:
    session = await entry._session(request)
    floor = pages.floor_of(request)
    access = await run_in_threadpool(floor.services.open_table_code, session.code)
    floor.allowed(EventId(access.event_id))
    shown = request.query_params.get("stamp", "")[:entry.MAX_FIELD]
    return EventStream(floor.hub.follow_table(TableId(access.table_id), shown))


async def ping(request: Request) -> Response:
    """Is the floor network reachable? The sheet's script asks before sending a hand, and
    keeps the hand on the phone when it is not (``static/queue.js``)."""
    return PlainTextResponse("ok\n")
