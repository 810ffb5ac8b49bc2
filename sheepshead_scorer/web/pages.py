"""What every page of the floor network shares: the app's state (``Floor``: the services, the
director's configuration and the hub), the page's language, its links and the rendering of a
page. The players' pages (``app.py``) and table entry (``table*.py``) both build on it, so
neither reaches into the other's private names.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from sheepshead_scorer.ids import EventId
from sheepshead_scorer.services import NotFoundError, Services
from sheepshead_scorer.web import i18n, reads
from sheepshead_scorer.web.clock import event_clock
from sheepshead_scorer.web.hub import ChangeHub, Key
from sheepshead_scorer.web.templates import render


@dataclass(frozen=True)
class FloorConfig:
    """What the director chose: the language pages default to, and the one event shown
    (``None``: every event in the database)."""

    language: str = "en"
    event_id: EventId | None = None


class Floor:
    """The app's state: the services, the configuration and the hub."""

    def __init__(self, services: Services, config: FloorConfig, hub: ChangeHub | None = None):
        self.services = services
        self.config = config
        self.hub = hub or ChangeHub(services, self.render_live)
        self.loop: asyncio.AbstractEventLoop | None = None  # the server's, once running

    # -- rendering (called in worker threads) ---------------------------------------------
    def render_live(self, key: Key) -> str:
        view = reads.event_view(self.services, key.event_id, key.scope, every_line=False)
        return render(
            "_event_live.html", key.language, view=view,
            clock=event_clock(self.services, view),  # the round clock, counted on the phone
            prizes=reads.prizes(self.services, key.event_id),
            player_url=lambda pid: url(
                f"/e/{key.event_id}/p/{pid}", lang=key.language
            ),
            all_url=url(f"/e/{key.event_id}", scope=view.scope, lang=key.language, all=1),
        )

    def allowed(self, event_id: EventId) -> None:
        if self.config.event_id is not None and event_id != self.config.event_id:
            raise NotFoundError("event", event_id)


def url(path: str, **params: object) -> str:
    query = urlencode({k: v for k, v in params.items() if v not in (None, "")})
    return f"{path}?{query}" if query else path


def language(request: Request, floor: Floor) -> str:
    return i18n.check(request.query_params.get("lang"), floor.config.language)


def common(request: Request, language: str) -> dict[str, Any]:
    def lang_url(code: str) -> str:
        params = dict(request.query_params)
        params["lang"] = code
        return url(request.url.path, **params)

    return {"lang_url": lang_url, "static_url": "/static/"}


def page(
    name: str, language: str, request: Request, status: int = 200, **context: Any
) -> Response:
    html = render(name, language, **common(request, language), **context)
    return HTMLResponse(html, status_code=status)


def floor_of(request: Request) -> Floor:
    floor: Floor = request.app.state.floor
    return floor
