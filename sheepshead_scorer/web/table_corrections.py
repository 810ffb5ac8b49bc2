"""Table entry's corrections and the round's sheet: ``/t/fix`` (a hand as it should be, with
every seat's payout now and corrected), ``/t/correct`` (saves it with the version the phone
showed; an opponent then confirms it like a new hand) and ``/t/sign`` (a seat signs the
round's whole sheet, every total shown, with its own code).

The same guards as the rest of table entry (``web/table.py``): a small urlencoded form from
this site with the session's CSRF token, the code checked again by the services, bad codes
counted toward the lockout; the writes go through ``Services.correct_table_hand`` and
``Services.sign_table_sheet``.
"""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from sheepshead_scorer.entry.reading import EntryReading
from sheepshead_scorer.ids import HandId
from sheepshead_scorer.rules import HandOutcome, outcome_to_dict
from sheepshead_scorer.services import StaleEditError
from sheepshead_scorer.services.tables.table_entry import SheetHand, TableSheet
from sheepshead_scorer.text import Text
from sheepshead_scorer.web import i18n, pages
from sheepshead_scorer.web import table as entry
from sheepshead_scorer.web.numbers import whole

UNREADABLE = Text("The form could not be read; reload the page and try again. Nothing was "
                  "saved.")


def _hand(sheet: TableSheet, *, number: int = 0, hand_id: HandId = HandId(0)) -> SheetHand:
    found = next((h for h in sheet.hands if h.number == number or h.id == hand_id), None)
    if found is None:
        raise StaleEditError(Text(
            "that hand is no longer on table {table}'s sheet; reload the page",
            table=sheet.access.table_number,
        ))
    return found


def _read(sheet: TableSheet, hand: SheetHand, line: str) -> EntryReading[HandOutcome]:
    """The line read as hand ``hand.number`` (the hands before it set the dealer, doublers)."""
    return sheet.reader(sheet.outcomes[: hand.number - 1]).read(line)


def _digits(value: str, limit: int = 11) -> int:
    number = whole(value, digits=limit)
    if number is None:
        raise entry.Refused(400, UNREADABLE)
    return number


async def fix(request: Request) -> Response:
    return await entry._guarded(request, _fix)


async def _fix(request: Request) -> Response:
    session = await entry._session(request)
    form = await entry._form(request)
    entry._check_csrf(session.csrf, form)
    sheet = await entry._sheet(request, session)
    language = pages.language(request, pages.floor_of(request))
    hand = _hand(sheet, number=_digits(form.get("hand", ""), 5))
    line = form.get("line", "")
    reading = _read(sheet, hand, line)
    if not reading.ok or reading.score is None:
        error = reading.error
        message = i18n.render(language, error) if error is not None else i18n.text(
            language, "Type the hand first (e.g. 13 74)."
        )
        return entry._sheet_page(request, session, sheet, error=message, status=422,
                                 fix_hand=hand.number, fix_line=line)
    payouts = reading.score.payouts
    return pages.page(
        "table_fix.html", language, request, access=sheet.access, line=line, hand=hand,
        rows=list(zip(sheet.access.names, hand.payouts, payouts, strict=True)),
        csrf=session.csrf, correct_url=entry._url(request, "/t/correct"),
        change_url=entry._url(request, "/t/sheet"),
    )


async def correct(request: Request) -> Response:
    return await entry._guarded(request, _correct)


async def _correct(request: Request) -> Response:
    session = await entry._session(request)
    form = await entry._form(request)
    entry._check_csrf(session.csrf, form)
    hand_id, version = _digits(form.get("hand", "")), _digits(form.get("version", ""))
    sheet = await entry._sheet(request, session)
    hand = _hand(sheet, hand_id=HandId(hand_id))
    reading = _read(sheet, hand, form.get("line", ""))
    if not reading.ok or reading.outcome is None:
        raise entry.Refused(400, UNREADABLE)  # the preview read it: the form was altered
    outcome = outcome_to_dict(reading.outcome)
    floor = pages.floor_of(request)
    await run_in_threadpool(
        lambda: floor.services.correct_table_hand(
            session.code, HandId(hand_id), outcome, expected_version=version, device=session.device
        )
    )
    return RedirectResponse(
        entry._url(request, "/t/sheet", done="corrected", n=hand.number), 303
    )


async def sign(request: Request) -> Response:
    return await entry._guarded(request, _sign)


async def _sign(request: Request) -> Response:
    session = await entry._session(request)
    form = await entry._form(request)
    entry._check_csrf(session.csrf, form)
    fingerprint = form.get("sheet", "")
    if not fingerprint.isalnum() or len(fingerprint) > 32:
        raise entry.Refused(400, UNREADABLE)
    floor = pages.floor_of(request)
    sheet = await entry._sheet(request, session)
    code = form.get("code", "")
    theirs = await entry.seat_code_here(request, session, sheet, code, Text(
        "That code belongs to another table; each player signs with the code of their own "
        "seat at this table."))
    if isinstance(theirs, Response):
        return theirs
    await run_in_threadpool(
        lambda: floor.services.sign_table_sheet(
            code, fingerprint=fingerprint, device=session.device
        )
    )
    return RedirectResponse(
        entry._url(request, "/t/sheet", done="signed", n=theirs.seat + 1), 303
    )
