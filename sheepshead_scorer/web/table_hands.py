"""Table entry's hands: ``/t/preview`` (every seat's payout before saving), ``/t/save`` and
``/t/mark`` (an opponent confirms or disputes a hand with their own code).

Every form says what it is for (issue 24): the entry form carries the number of the hand it
was typed for and the sheet it was typed against, so a form for a hand that is no longer next
— a second phone's kept line, Back and Reload re-posting the preview, a lost answer to Save —
is refused on the sheet, saying what is stored there, or answered "already saved"; a save
for a changed sheet shows the payouts again. The guards are ``web/table.py``'s.
"""

from __future__ import annotations

from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from sheepshead_scorer.ids import HandId
from sheepshead_scorer.rules import outcome_to_dict
from sheepshead_scorer.services import StaleEditError
from sheepshead_scorer.services.tables.table_entry import TableSheet
from sheepshead_scorer.text import Text
from sheepshead_scorer.web import hand_words, i18n, pages
from sheepshead_scorer.web import table as entry
from sheepshead_scorer.web.desk import TableSession
from sheepshead_scorer.web.numbers import whole


def _read(sheet: TableSheet, line: str) -> Any:
    return sheet.reader(sheet.outcomes).read(line)


async def preview(request: Request) -> Response:
    return await entry._guarded(request, _preview)


async def _preview(request: Request) -> Response:
    session = await entry._session(request)
    form = await entry._form(request)
    entry._check_csrf(session.csrf, form)
    sheet = await entry._sheet(request, session)
    line = form.get("line", "")
    number = whole(form.get("hand"), digits=5)
    if number is None:
        raise entry.Refused(400, entry.UNREADABLE)
    if number != sheet.next_number:  # typed for a hand stored meanwhile, or a re-post
        return _not_next(request, session, sheet, number, line)
    return _preview_page(request, session, sheet, line)


def _preview_page(
    request: Request, session: TableSession, sheet: TableSheet, line: str, notice: str = ""
) -> Response:
    language = pages.language(request, pages.floor_of(request))
    reading = _read(sheet, line)
    if not reading.ok:
        error = i18n.render(language, reading.error) if reading.error is not None else (
            i18n.text(language, "Type the hand first (e.g. 13 74).")
        )
        return entry._sheet_page(request, session, sheet, line=line, error=error, status=422)
    return pages.page(
        "table_preview.html", language, request, access=sheet.access, line=line,
        payouts=reading.score.payouts, number=sheet.next_number, csrf=session.csrf,
        sheet_print=sheet.fingerprint, notice=notice,
        save_url=entry._url(request, "/t/save"),
        change_url=entry._url(request, "/t/sheet", line=line),
    )


def _not_next(
    request: Request, session: TableSession, sheet: TableSheet, number: int, line: str
) -> Response:
    """A form for hand ``number`` that is no longer next: the same hand already stored is
    "already saved"; anything else stays on the sheet, refused, saying what is stored there."""
    language = pages.language(request, pages.floor_of(request))
    stored = next((h for h in sheet.hands if h.number == number), None)
    if stored is None:  # a hand deleted at the desk meanwhile, or an altered form
        return entry._sheet_page(request, session, sheet, line=line, status=409, error=i18n.text(
            language, "The sheet changed since you typed this hand; reload the page and type "
            "hand {hand} again. Nothing was saved.", hand=sheet.next_number))
    what = hand_words.describe(language, stored)
    reading = sheet.reader(sheet.outcomes[: number - 1]).read(line)
    if reading.ok and reading.outcome is not None and (
        outcome_to_dict(reading.outcome) == dict(stored.outcome)
    ):
        return entry._sheet_page(request, session, sheet, notice=i18n.text(
            language, "Hand {hand} is already on the sheet exactly as you typed it ({what}): "
            "nothing was stored twice.", hand=number, what=what))
    return entry._sheet_page(request, session, sheet, line=line, status=409, error=i18n.text(
        language, "Hand {hand} is already on the sheet: {what}, dealer {dealer}. What you sent "
        "was not stored; check hand {hand} above and enter hand {next} if it is still "
        "missing.", hand=number, what=what, dealer=hand_words.dealer(stored),
        next=sheet.next_number))


async def save(request: Request) -> Response:
    return await entry._guarded(request, _save)


async def _save(request: Request) -> Response:
    session = await entry._session(request)
    form = await entry._form(request)
    entry._check_csrf(session.csrf, form)
    expected = whole(form.get("expected"), digits=5)
    if expected is None:
        raise entry.Refused(400, Text("The form could not be read; reload the page and try "
                                "again. Nothing was saved."))
    sheet = await entry._sheet(request, session)
    number = expected
    shown = form.get("sheet", "")  # the hands before it, as the preview showed them
    if number == sheet.next_number and shown and shown != sheet.fingerprint:
        language = pages.language(request, pages.floor_of(request))
        return _preview_page(request, session, sheet, form.get("line", ""), notice=i18n.text(
            language, "The hands before this one changed since you saw the payouts; check "
            "them again and save."))
    # read against the sheet as it was when the hand was shown: a hand saved meanwhile by
    # another phone makes this the second copy (stored once) or a disagreement
    earlier = sheet.outcomes[: number - 1] if number <= len(sheet.outcomes) + 1 else ()
    reading = sheet.reader(earlier).read(form.get("line", ""))
    if not reading.ok:
        language = pages.language(request, pages.floor_of(request))
        error = i18n.render(language, reading.error or Text("Type the hand first (e.g. 13 74)."))
        return entry._sheet_page(request, session, sheet, line=form.get("line", ""), error=error,
                           status=422)
    floor = pages.floor_of(request)
    assert reading.outcome is not None
    outcome = outcome_to_dict(reading.outcome)
    try:
        entered = await run_in_threadpool(
            lambda: floor.services.enter_table_hand(
                session.code, outcome, expected_number=number,
                device=session.device,
            )
        )
    except StaleEditError:
        if number > len(sheet.hands) + 1:
            raise
        # another hand is stored under that number (kept as this seat's disagreement)
        return _not_next(request, session, await entry._sheet(request, session), number,
                         form.get("line", ""))
    done = "already" if entered.already else "saved"
    return RedirectResponse(entry._url(request, "/t/sheet", done=done, n=entered.number), 303)


async def mark(request: Request) -> Response:
    return await entry._guarded(request, _mark)


async def _mark(request: Request) -> Response:
    session = await entry._session(request)
    form = await entry._form(request)
    entry._check_csrf(session.csrf, form)
    hand, version = whole(form.get("hand")), whole(form.get("version"))
    verdict = form.get("verdict", "")
    if hand is None or version is None or verdict not in ("confirm", "dispute"):
        raise entry.Refused(400, Text("The form could not be read; reload the page and try "
                                "again. Nothing was saved."))
    floor = pages.floor_of(request)
    sheet = await entry._sheet(request, session)
    code = form.get("code", "")
    theirs = await entry.seat_code_here(request, session, sheet, code, Text(
        "That code belongs to another table; the confirming player types the code of their "
        "own seat at this table."))
    if isinstance(theirs, Response):
        return theirs
    await run_in_threadpool(
        lambda: floor.services.mark_table_hand(
            code, HandId(hand), expected_version=version, confirm=verdict == "confirm",
            device=session.device,
        )
    )
    number = next((h.number for h in sheet.hands if h.id == hand), 0)
    return RedirectResponse(entry._url(request, "/t/sheet", done="marked", n=number), 303)
