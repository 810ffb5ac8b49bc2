"""Export as a director action: load the rows (one transaction), hand them to a writer.

``export_document(ctx, request, target)`` does every printable document of the program;
the CLI's ``export`` command and the app's File → Export/Print menu both call it. Which
documents exist in which format:

================  =====  =====  =====  ==============================================
what              pdf    xlsx   csv    needs
================  =====  =====  =====  ==============================================
standings         yes    yes    yes    event (optionally session) or season
seating           yes                  event, round (session 1 unless given)
seating-by-name   yes                  event, round
score-sheets      yes                  event, round (optionally one table)
seat-cards        yes                  event, round (optionally the table-entry address)
hands             yes    yes    yes    event (optionally session, round, table)
prizes            yes                  event
history           yes                  player
workbook                 yes           event or season
money             yes           yes    season (the treasurer's list)
================  =====  =====  =====  ==============================================

``workbook`` (and ``standings`` as ``xlsx`` of a whole event or season) writes the whole event
(or season) workbook. ``hands`` as ``xlsx`` writes a workbook of one Hands sheet holding the
hands chosen (``--session/--round/--table``), and session standings as ``xlsx`` one Standings
sheet of that session. A ``progress(done, total)`` callback is passed on to the writer.
"""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import BinaryIO

from sheepshead_scorer import exports
from sheepshead_scorer.exports import ExportError, RoundSeating
from sheepshead_scorer.exports.i18n import LANGUAGES as DOCUMENT_LANGUAGES
from sheepshead_scorer.services.core.context import Context
from sheepshead_scorer.services.core.errors import InvalidInputError, ServiceError
from sheepshead_scorer.services.documents import reports
from sheepshead_scorer.services.documents.seat_cards import check_entry_url, write_seat_cards
from sheepshead_scorer.text import Text, text_of

Progress = Callable[[int, int], None]


class ExportKind(StrEnum):
    """What to export (the CLI's ``WHAT``)."""

    STANDINGS = "standings"
    SEATING = "seating"
    SEATING_BY_NAME = "seating-by-name"
    SCORE_SHEETS = "score-sheets"
    SEAT_CARDS = "seat-cards"  # each seat's own table-entry code, to cut apart
    HANDS = "hands"
    PRIZES = "prizes"
    HISTORY = "history"
    WORKBOOK = "workbook"
    MONEY = "money"


class ExportFormat(StrEnum):
    PDF = "pdf"
    XLSX = "xlsx"
    CSV = "csv"


FORMATS: dict[ExportKind, tuple[ExportFormat, ...]] = {
    ExportKind.STANDINGS: (ExportFormat.PDF, ExportFormat.XLSX, ExportFormat.CSV),
    ExportKind.SEATING: (ExportFormat.PDF,),
    ExportKind.SEATING_BY_NAME: (ExportFormat.PDF,),
    ExportKind.SCORE_SHEETS: (ExportFormat.PDF,),
    ExportKind.SEAT_CARDS: (ExportFormat.PDF,),
    ExportKind.HANDS: (ExportFormat.PDF, ExportFormat.XLSX, ExportFormat.CSV),
    ExportKind.PRIZES: (ExportFormat.PDF,),
    ExportKind.HISTORY: (ExportFormat.PDF,),
    ExportKind.WORKBOOK: (ExportFormat.XLSX,),
    ExportKind.MONEY: (ExportFormat.PDF, ExportFormat.CSV),
}
"""The formats each kind of document can be written in."""


class ExportFailedError(ServiceError):
    """The rows could not be written (the target cannot be written, or a bad row)."""


def _listing(values: Iterable[str]) -> str:
    """Option values for a message, as they are typed ("pdf, xlsx, csv"): data, not prose."""
    return ", ".join(values)


@dataclass(frozen=True)
class ExportRequest:
    """One document to write: what, in which format, about which event/season/player.

    Numbers are as the director sees them (session 1, round 2, table 3); ``None`` = all.
    """

    kind: ExportKind
    fmt: ExportFormat
    event_id: int | None = None
    season_id: int | None = None
    session_number: int | None = None
    round_number: int | None = None
    table_number: int | None = None
    player_id: int | None = None
    language: str = "en"
    """The document's language: "en" (default) or "de" (titles, headers, sheet names)."""
    entry_url: str | None = None
    """Seat cards: table entry's address (http://<host>:<port>/t), printed with its QR code."""

    def __post_init__(self) -> None:
        if self.language not in DOCUMENT_LANGUAGES:
            raise InvalidInputError(
                "language", self.language, _listing(DOCUMENT_LANGUAGES),
                Text("use --language en"),
            )
        try:
            object.__setattr__(self, "kind", ExportKind(self.kind))
        except ValueError:
            raise InvalidInputError(
                "what", self.kind, _listing(k.value for k in ExportKind)
            ) from None
        try:
            object.__setattr__(self, "fmt", ExportFormat(self.fmt))
        except ValueError:
            raise InvalidInputError(
                "format", self.fmt, _listing(f.value for f in ExportFormat)
            ) from None
        allowed = FORMATS[self.kind]
        if self.fmt not in allowed:
            raise InvalidInputError(
                "format", self.fmt.value,
                Text(
                    "{kind} is written as {formats}",
                    kind=self.kind.value, formats=_listing(f.value for f in allowed),
                ),
                Text("use --format {format}", format=allowed[0].value),
            )
        self._check_scope()
        check_entry_url(self.kind is ExportKind.SEAT_CARDS, self.entry_url)

    def _check_scope(self) -> None:
        kind = self.kind
        if kind is ExportKind.HISTORY:
            if self.player_id is None:
                raise InvalidInputError(
                    "player", None, Text("a player id for a history"), Text("give --player ID")
                )
            return
        if kind is ExportKind.MONEY:
            if self.season_id is None:
                raise InvalidInputError(
                    "season", None, Text("a season id for the money list"),
                    Text("give --season ID"),
                )
            return
        season_ok = kind in (ExportKind.STANDINGS, ExportKind.WORKBOOK)
        if self.event_id is not None and self.season_id is not None:
            raise InvalidInputError(
                "event/season", (self.event_id, self.season_id), Text("one of them, not both"),
                Text("give either --event ID or --season ID"),
            )
        if self.event_id is None and not (season_ok and self.season_id is not None):
            if season_ok:
                raise InvalidInputError(
                    "event", None,
                    Text("an event id or a season id for {kind}", kind=kind.value),
                    Text("give --event ID or --season ID"),
                )
            raise InvalidInputError(
                "event", None, Text("an event id for {kind}", kind=kind.value),
                Text("give --event ID"),
            )
        if self.season_id is not None and self.session_number is not None:
            raise InvalidInputError(
                "session", self.session_number, Text("no session with --season"),
                Text("session standings belong to one event: give --event ID --session N"),
            )
        needs_round = kind in (
            ExportKind.SEATING, ExportKind.SEATING_BY_NAME, ExportKind.SCORE_SHEETS,
            ExportKind.SEAT_CARDS,
        )
        if needs_round and self.round_number is None:
            raise InvalidInputError(
                "round", None, Text("a round number for {kind}", kind=kind.value),
                Text("give --round N"),
            )
        for name in ("session_number", "round_number", "table_number"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or value < 1):
                raise InvalidInputError(
                    name.removesuffix("_number"), value, Text("a number from 1")
                )

    @property
    def session(self) -> int:
        """The session number, 1 when not given (events usually have one)."""
        return self.session_number or 1


Target = str | Path | BinaryIO


def _seating_for_table(seating: RoundSeating, table: int | None) -> RoundSeating:
    if table is None:
        return seating
    tables = tuple(t for t in seating.tables if t.table == table)
    if not tables:
        raise InvalidInputError(
            "table", table,
            Text(
                "a table of round {round}: {tables}",
                round=seating.round_number,
                tables=_listing(str(t.table) for t in seating.tables) or Text("none drawn"),
            ),
        )
    return dataclasses.replace(seating, tables=tables)


def export_document(
    ctx: Context, request: ExportRequest, target: Target, *, progress: Progress | None = None
) -> ExportRequest:
    """Write the document ``request`` names to ``target`` (a path or binary stream).

    Reads in one transaction, writes outside it. Returns the request. Raises
    ``ServiceError``: a missing event/round/player, a wrong combination, or
    ``ExportFailedError`` when the file cannot be written.
    """
    try:
        with _collector_paused():
            _export(ctx, request, target, progress)
    except ExportError as exc:
        raise ExportFailedError(
            Text(
                "the {kind} cannot be written: {reason}",
                kind=request.kind.value, reason=text_of(exc),
            )
        ) from exc
    except OSError as exc:
        raise ExportFailedError(
            Text(
                "cannot write {target}: {reason}; {kept}; pick another folder or file name",
                target=target, reason=exc.strerror or str(exc),
                kept=_what_was_kept(target),
            )
        ) from exc
    return request


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while a document is loaded and written: its tens of
    thousands of rows and drawing objects are alive until it is written, and the collections
    that walk them again and again were a fifth of a hand log's time. Back on afterwards."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def _what_was_kept(target: Target) -> Text:
    """After a failed write (``atomic_files``): the earlier file is whole, or none was made."""
    if isinstance(target, Path) and target.exists():
        return Text("the earlier {file} is unchanged", file=target)
    return Text("no file was written")


def _export(
    ctx: Context, request: ExportRequest, target: Target, progress: Progress | None
) -> None:
    kind, fmt = request.kind, request.fmt
    csv_target = str(target) if isinstance(target, Path) else target
    if fmt is ExportFormat.XLSX and kind is ExportKind.HANDS:
        assert request.event_id is not None
        info, hands = reports.hand_log_rows(
            ctx, request.event_id, session_number=request.session_number,
            round_number=request.round_number, table_number=request.table_number,
        )
        exports.write_hands_workbook(target, info, hands, language=request.language)
        return
    if fmt is ExportFormat.XLSX and request.session_number is not None:
        assert request.event_id is not None
        info, standings = reports.event_standings_rows(
            ctx, request.event_id, session_number=request.session_number
        )
        exports.write_standings_workbook(target, info, standings, language=request.language)
        return
    if fmt is ExportFormat.XLSX:
        if request.season_id is not None:
            exports.write_season_workbook(
                target, reports.season_export(ctx, request.season_id), progress=progress,
                language=request.language,
            )
        else:
            assert request.event_id is not None
            exports.write_event_workbook(
                target, reports.event_export(ctx, request.event_id), progress=progress,
                language=request.language,
            )
        return
    if kind is ExportKind.MONEY:
        assert request.season_id is not None
        money_list = reports.season_money(ctx, request.season_id)
        if fmt is ExportFormat.CSV:
            exports.write_money_csv(_text_target(csv_target), money_list, request.language)
        else:
            exports.write_money_pdf(
                target, money_list, progress=progress, language=request.language
            )
        return
    if kind is ExportKind.STANDINGS and request.season_id is not None:
        from sheepshead_scorer.services.statistics.rated_season import rated_season_table

        table = rated_season_table(ctx, request.season_id)  # seasons only
        if fmt is ExportFormat.CSV:
            exports.write_season_csv(_text_target(csv_target), table, request.language)
        else:
            exports.write_season_pdf(
                target, table, progress=progress, language=request.language
            )
        return
    if kind is ExportKind.STANDINGS:
        assert request.event_id is not None
        info, standings = reports.event_standings_rows(
            ctx, request.event_id, session_number=request.session_number
        )
        if fmt is ExportFormat.CSV:
            exports.write_standings_csv(
                _text_target(csv_target), standings, language=request.language
            )
        else:
            exports.write_standings_pdf(
                target, info, standings, progress=progress, language=request.language
            )
        return
    if kind is ExportKind.HISTORY:
        assert request.player_id is not None
        info, history = reports.player_history(ctx, request.player_id)
        exports.write_player_history_pdf(
            target, info, history, progress=progress, language=request.language
        )
        return
    assert request.event_id is not None
    event_id = request.event_id
    if kind is ExportKind.HANDS:
        info, hands = reports.hand_log_rows(
            ctx, event_id, session_number=request.session_number,
            round_number=request.round_number, table_number=request.table_number,
        )
        if fmt is ExportFormat.CSV:
            exports.write_hands_csv(_text_target(csv_target), hands, language=request.language)
        else:
            exports.write_hand_log_pdf(
                target, info, hands, progress=progress, language=request.language
            )
        return
    if kind is ExportKind.PRIZES:
        info, prizes, phase = reports.prize_rows(ctx, event_id)
        exports.write_prizes_pdf(
            target, info, prizes, title=phase.prizes_title(), progress=progress,
            language=request.language
        )
        return
    assert request.round_number is not None
    info, seating = reports.seating_rows(ctx, event_id, request.session, request.round_number)
    seating = _seating_for_table(seating, request.table_number)
    if kind is ExportKind.SEATING:
        exports.write_seating_by_table_pdf(
            target, info, seating, progress=progress, language=request.language
        )
    elif kind is ExportKind.SEATING_BY_NAME:
        exports.write_seating_by_player_pdf(
            target, info, seating, progress=progress, language=request.language
        )
    elif kind is ExportKind.SEAT_CARDS:
        write_seat_cards(target, info, seating, language=request.language,
                         entry_url=request.entry_url, progress=progress)
    else:
        exports.write_score_sheets_pdf(
            target, info, seating, progress=progress, language=request.language
        )


def _text_target(target: str | BinaryIO) -> str:
    if not isinstance(target, str):
        raise InvalidInputError(
            "target", target, Text("a file path for CSV"), Text("give the CSV a file name")
        )
    return target
