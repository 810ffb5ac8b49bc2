"""Table entry on a phone: ``/t`` (the seat's code), ``/t/sheet`` (the table's hands and the
entry line) and ``/t/leave``, and the guards every table-entry form passes; a hand is
previewed, saved, confirmed or disputed in ``web/table_hands.py``; the sheet
keeps itself current over ``/t/stream`` and ``/t/sheet/live`` (``web/table_live.py``), and a
hand is corrected and the round's sheet signed in ``web/table_corrections.py``.

The line is read by ``entry.reading`` — the desktop's own grammar and reader — against the
sheet the services return, and saved through ``Services.enter_table_hand`` (the desktop's
write path). Every form carries a CSRF token (the session's, or before sign-in a cookie's
double), every POST is a small urlencoded form from this site, every bad code counts toward
a lockout, and every message is a ``Text`` rendered in the page's language.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl

from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import RedirectResponse, Response

from sheepshead_scorer.ids import EventId, TableId
from sheepshead_scorer.services import ServiceError, StaleEditError
from sheepshead_scorer.services.tables.table_codes import TableAccess, TableCodeError
from sheepshead_scorer.services.tables.table_entry import TableSheet
from sheepshead_scorer.text import Text
from sheepshead_scorer.web import hand_words, i18n, pages
from sheepshead_scorer.web.clock import phone_clock
from sheepshead_scorer.web.desk import Desk, TableSession, same
from sheepshead_scorer.web.hub import stamp_text
from sheepshead_scorer.web.numbers import whole

log = logging.getLogger(__name__)

SESSION_COOKIE = "floor_table"
SIGN_IN_COOKIE = "floor_signin"
MAX_FORM = 4096  # bytes of a form body (a line, a code and two tokens need < 300)
MAX_FIELD = 200  # characters of one field
MAX_FIELDS = 8
BODY_TIMEOUT = 10.0  # seconds a form's body may take to arrive (a phone needs < 0.1 s)
UNREADABLE = Text("The form could not be read; reload the page and try again. Nothing was "
                  "saved.")
WRITE_PATHS = frozenset({
    "/t", "/t/preview", "/t/save", "/t/mark", "/t/leave", "/t/fix", "/t/correct", "/t/sign",
})


class Refused(Exception):
    """A request refused before anything is written: ``status`` and a message (``Text``)."""

    def __init__(self, status: int, message: Text) -> None:
        super().__init__(str(message))
        self.status = status
        self.message = message


class WrongCode(Exception):
    """A code typed on a table's phone (to confirm or sign) that opens nothing: the sheet
    stays, saying how many tries are left (``tries``)."""

    def __init__(self, tries: int) -> None:
        super().__init__(tries)
        self.tries = tries


def wrong_code(
    request: Request, session: TableSession, sheet: TableSheet, wrong: WrongCode
) -> Response:
    """The sheet again, with what was wrong and how many tries are left."""
    language = pages.language(request, pages.floor_of(request))
    if wrong.tries <= 0:
        error = i18n.text(language, "Too many wrong codes from this phone: try again in "
                          "{minutes} min, or ask the director.", minutes=10)
    else:
        error = i18n.text(language, "That code is not valid; check the code on your seat "
                          "card. {left} tries left before this phone must wait 10 minutes.",
                          left=wrong.tries)
    return _sheet_page(request, session, sheet, error=error, status=403)


async def seat_code_here(
    request: Request, session: TableSession, sheet: TableSheet, code: str, elsewhere: Text
) -> TableAccess | Response:
    """The seat a player's typed code opens at this phone's table (to confirm a hand or sign
    the sheet): counted toward the lockout (``typed_code``); a wrong code is the sheet again
    with the tries left (a ``Response`` to send); a code of another table is refused with
    ``elsewhere``, which says whose code to type."""
    try:
        theirs = await typed_code(request, code, TableId(sheet.access.table_id))
    except WrongCode as wrong:
        return wrong_code(request, session, sheet, wrong)
    if theirs.table_id != sheet.access.table_id:
        raise Refused(403, elsewhere)
    return theirs


def _desk(request: Request) -> Desk:
    desk: Desk = request.app.state.desk
    return desk


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def _device(request: Request) -> str:
    agent = "".join(c for c in request.headers.get("user-agent", "") if 32 <= ord(c) < 127)
    short = agent.split(")")[0].split("(")[-1][:40] if "(" in agent else agent[:40]
    return f"{_client(request)} ({short or 'phone'})"


def _url(request: Request, path: str, **params: object) -> str:
    language = pages.language(request, pages.floor_of(request))
    return pages.url(path, lang=language, **params)


async def _form(request: Request) -> dict[str, str]:
    """The urlencoded form, refused if it is large, malformed or from another site."""
    site = request.headers.get("sec-fetch-site", "")
    # "null": the pages send no referrer (Referrer-Policy), so a browser's own form posts
    # say Origin: null; the CSRF token and the SameSite=Strict cookie still decide
    origin = request.headers.get("origin", "null")
    host = request.headers.get("host", "")
    if site in ("cross-site", "same-site") or (
        origin != "null" and origin.split("://", 1)[-1] != host
    ):
        raise Refused(403, Text("This form was sent from another site; open the table page "
                                "again and send it from there."))
    try:  # a form trickled in byte by byte is not waited for
        body = await asyncio.wait_for(request.body(), BODY_TIMEOUT)
    except TimeoutError as exc:
        raise Refused(408, Text("The form arrived too slowly; nothing was saved. Send it "
                                "again.")) from exc
    if len(body) > MAX_FORM:
        raise Refused(413, Text("The form is too large; nothing was saved."))
    try:
        pairs = parse_qsl(body.decode("ascii"), keep_blank_values=True, strict_parsing=False,
                          encoding="utf-8", errors="strict", max_num_fields=MAX_FIELDS)
    except (UnicodeDecodeError, ValueError) as exc:
        raise Refused(400, Text("The form could not be read; reload the page and try "
                                "again. Nothing was saved.")) from exc
    names = [name for name, _ in pairs]
    if len(names) != len(set(names)) or any(len(value) > MAX_FIELD for _, value in pairs):
        raise Refused(400, Text("The form could not be read; reload the page and try "
                                "again. Nothing was saved."))
    return dict(pairs)


async def _session(request: Request) -> TableSession:
    """The phone's session: known here, or signed by this database's key before a restart
    of the floor network or the app (re-admitted if its code still exists; whether the code
    still opens anything is asked with every read and write)."""
    desk, token = _desk(request), request.cookies.get(SESSION_COOKIE)
    found = desk.get(token)
    code_id = desk.signed(token) if found is None else None
    if found is None and code_id is not None and token:
        floor = pages.floor_of(request)
        code = await run_in_threadpool(floor.services.table_code_of, code_id)
        if code is not None:
            found = desk.admit_session(token, code[0], TableId(code[1]), _device(request),
                                       _client(request))
    if found is None:
        raise Refused(403, desk.why_ended(token) or Text(
            "Your table session has ended; type your seat's code again."))
    return found


async def typed_code(request: Request, code: str, table_id: TableId | None = None) -> TableAccess:
    """Open a code a player typed, counted toward the lockout per address and, typed on a
    table's phone (``table_id``), per table: an unknown code, or one of another table, is a
    failure; a valid one clears nothing. Refused (429) while locked out."""
    desk, client = _desk(request), _client(request)
    keys = (client,) if table_id is None else (client, f"table {table_id}")
    wait = desk.admit(keys)
    for _ in range(200):  # phones signing in at once from one address: one after another
        if not wait or not desk.checking(keys):
            break
        await asyncio.sleep(0.025)
        wait = desk.admit(keys)
    if wait:
        raise Refused(429, Text("Too many wrong codes from this phone: try again in {minutes} "
                                "min, or ask the director.", minutes=(wait + 59) // 60))
    floor = pages.floor_of(request)
    try:
        access: TableAccess = await run_in_threadpool(floor.services.open_table_code, code)
    except TableCodeError as exc:
        desk.settle(keys, failed=exc.reason == "unknown")
        if exc.reason == "unknown" and table_id is not None:
            raise WrongCode(desk.tries_left(keys)) from exc
        raise
    except BaseException:
        desk.settle(keys, failed=False)
        raise
    desk.settle(keys, failed=table_id is not None and access.table_id != table_id)
    return access


def _check_csrf(session_token: str, form: Mapping[str, str]) -> None:
    if not same(session_token, form.get("csrf", "")):
        raise Refused(403, Text("This form has expired (or did not come from this page); "
                                "reload the page and try again. Nothing was saved."))


def private(message: Text) -> Text:
    """``message`` without another phone's address or browser: a station such as "phone at
    table 3, seat 2: 10.0.0.7 (Linux; Android 14) #ab12cd" reads "phone at table 3, seat 2"
    (the desk's audit log keeps the whole)."""
    def scrub(value: object) -> object:
        if isinstance(value, str) and value.startswith("phone at table"):
            return value.split(":", 1)[0]
        return value

    return Text(message.template, **{k: scrub(v) for k, v in message.params.items()})


def _refusal_page(request: Request, refused: Refused | ServiceError, status: int) -> Response:
    language = pages.language(request, pages.floor_of(request))
    message = private(refused.message if isinstance(refused, Refused) else refused.text)
    return pages.page(
        "table_refused.html", language, request, status=status,
        message=i18n.render(language, message),
        sign_in_url=_url(request, "/t"), sheet_url=_url(request, "/t/sheet"),
    )


async def _guarded(request: Request, handler: Any) -> Response:
    try:
        response: Response = await handler(request)
        return response
    except Refused as refused:
        return _refusal_page(request, refused, refused.status)
    except ClientDisconnect:  # the phone went away while sending its form: nothing to answer
        log.info("a phone at table entry (%s) left before its form arrived; nothing was saved",
                 request.url.path)
        return Response(status_code=400)
    except TableCodeError as exc:
        if exc.reason not in ("unknown", "locked"):  # revoked, expired, off: its session ends
            _desk(request).close(request.cookies.get(SESSION_COOKIE), exc.text)
        return _refusal_page(request, exc, 403)
    except StaleEditError as exc:
        return _refusal_page(request, exc, 409)
    except ServiceError as exc:
        return _refusal_page(request, exc, 400)


# -- sign in ------------------------------------------------------------------------------
async def sign_in_page(request: Request) -> Response:
    return await _guarded(request, _sign_in_page)


async def _sign_in_page(request: Request, message: str = "", status: int = 200) -> Response:
    if not message and _desk(request).signed(request.cookies.get(SESSION_COOKIE)) is not None:
        return RedirectResponse(_url(request, "/t/sheet"), 303)
    language = pages.language(request, pages.floor_of(request))
    token = secrets.token_urlsafe(24)
    response = pages.page(
        "table_code.html", language, request, status=status, csrf=token, message=message,
        action=_url(request, "/t"),
    )
    response.set_cookie(SIGN_IN_COOKIE, token, httponly=True, samesite="strict", path="/t")
    return response


async def sign_in(request: Request) -> Response:
    return await _guarded(request, _sign_in)


async def _sign_in(request: Request) -> Response:
    desk = _desk(request)
    form = await _form(request)
    if not same(request.cookies.get(SIGN_IN_COOKIE, ""), form.get("csrf", "")):
        raise Refused(403, Text("This form has expired (or did not come from this page); "
                                "reload the page and try again. Nothing was saved."))
    floor = pages.floor_of(request)
    code = form.get("code", "")
    access = await typed_code(request, code)
    floor.allowed(EventId(access.event_id))
    token = desk.open(code, access.code_id, TableId(access.table_id), _device(request),
                      _client(request))
    response = RedirectResponse(_url(request, "/t/sheet"), 303)
    response.set_cookie(SESSION_COOKIE, token, httponly=True, samesite="strict", path="/t")
    response.delete_cookie(SIGN_IN_COOKIE, path="/t")
    return response


async def leave(request: Request) -> Response:
    return await _guarded(request, _leave)


async def _leave(request: Request) -> Response:
    session = await _session(request)
    _check_csrf(session.csrf, await _form(request))
    _desk(request).close(request.cookies.get(SESSION_COOKIE))
    response = RedirectResponse(_url(request, "/t"), 303)
    response.delete_cookie(SESSION_COOKIE, path="/t")
    return response


# -- the sheet ----------------------------------------------------------------------------
async def _sheet(request: Request, session: TableSession) -> TableSheet:
    floor = pages.floor_of(request)
    sheet: TableSheet = await run_in_threadpool(floor.services.table_sheet, session.code)
    floor.allowed(EventId(sheet.access.event_id))
    return sheet


def _sheet_page(
    request: Request, session: TableSession, sheet: TableSheet, *, line: str = "",
    error: str = "", notice: str = "", status: int = 200, fix_hand: int = 0,
    fix_line: str = "",
) -> Response:
    language = pages.language(request, pages.floor_of(request))
    return pages.page(
        "table_sheet.html", language, request, status=status, line=line, error=error,
        notice=notice, live=True, leave_url=_url(request, "/t/leave"),
        save_url=_url(request, "/t/save"), ping_url="/t/ping",
        sheet_url=_url(request, "/t/sheet"),
        stream_url=_url(request, "/t/stream", stamp=stamp_text(sheet.stamp)),
        fragment_url=_url(request, "/t/sheet/live"),
        **_live_context(request, session, sheet, fix_hand=fix_hand, fix_line=fix_line),
    )


def _live_context(
    request: Request, session: TableSession, sheet: TableSheet, *, fix_hand: int = 0,
    fix_line: str = "",
) -> dict[str, Any]:
    """What the sheet's live part (``_table_live.html``) needs, on the page and alone."""
    language = pages.language(request, pages.floor_of(request))
    return {
        "sheet": sheet, "access": sheet.access, "csrf": session.csrf,
        "hand_words": lambda hand: hand_words.describe(language, hand),
        "dealer": hand_words.dealer,
        "preview_url": _url(request, "/t/preview"), "mark_url": _url(request, "/t/mark"),
        "fix_url": _url(request, "/t/fix"), "sign_url": _url(request, "/t/sign"),
        "fix_hand": fix_hand or len(sheet.hands), "fix_line": fix_line,
        "clock": phone_clock(sheet.clock),  # the round clock, counted on the phone
    }


async def sheet_page(request: Request) -> Response:
    return await _guarded(request, _sheet_get)


async def _sheet_get(request: Request) -> Response:
    session = await _session(request)
    sheet = await _sheet(request, session)
    language = pages.language(request, pages.floor_of(request))
    params = request.query_params
    notice = ""
    number = whole(params.get("n"), digits=5)
    if number is not None:
        if params.get("done") == "saved":
            notice = i18n.text(language, "Hand {hand} is saved.", hand=number)
        elif params.get("done") == "already":
            notice = i18n.text(language, "Hand {hand} was already saved, exactly as you sent "
                               "it: nothing was stored twice.", hand=number)
        elif params.get("done") == "marked":
            notice = i18n.text(language, "Your word on hand {hand} is noted.", hand=number)
        elif params.get("done") == "corrected":
            notice = i18n.text(language, "Hand {hand} is corrected; a player of the other side "
                               "checks it with their own code.", hand=number)
        elif params.get("done") == "signed":
            notice = i18n.text(language, "Seat {seat} signed the round's sheet.", seat=number)
    line = params.get("line", "")[:MAX_FIELD]
    return _sheet_page(request, session, sheet, line=line, notice=notice)
