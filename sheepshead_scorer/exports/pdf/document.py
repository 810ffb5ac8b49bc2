"""The page frame every PDF shares: fonts, header and footer, "page x of y", progress.

Header: event name (left), date and venue (right), the document title below. Footer: time
generated (left) and "Page x of y" (right). Pages are US Letter, landscape where a document is
wide.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO
from xml.sax.saxutils import escape as xml_escape

from reportlab.lib.pagesizes import landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Spacer

from sheepshead_scorer import atomic_files
from sheepshead_scorer.exports.fonts import BOLD, REGULAR, register_fonts
from sheepshead_scorer.exports.i18n import check_language, date_time, long_date, render, text
from sheepshead_scorer.exports.pdf import script
from sheepshead_scorer.exports.pdf.one_line import OneLine
from sheepshead_scorer.exports.rows import DocumentInfo

#: Where a PDF goes: a file path or a binary stream opened for writing.
PdfTarget = str | os.PathLike[str] | BinaryIO
#: ``progress(done, total)``; called with ``done == total`` when the file is written.
Progress = Callable[[int, int], None]

MARGIN: float = 0.5 * inch
HEADER_HEIGHT: float = 0.55 * inch
FOOTER_HEIGHT: float = 0.3 * inch


@dataclass(frozen=True)
class Styles:
    """Paragraph styles in DejaVu Sans."""

    title: ParagraphStyle
    heading: ParagraphStyle
    body: ParagraphStyle
    small: ParagraphStyle


def styles() -> Styles:
    register_fonts()
    return Styles(
        title=ParagraphStyle("title", fontName=BOLD, fontSize=15, leading=19, spaceAfter=6),
        heading=ParagraphStyle(
            "heading", fontName=BOLD, fontSize=12, leading=15, spaceBefore=8, spaceAfter=4
        ),
        body=ParagraphStyle("body", fontName=REGULAR, fontSize=10, leading=13),
        small=ParagraphStyle("small", fontName=REGULAR, fontSize=8, leading=10),
    )


def heading(title: str, *notes: str, level: str = "title", space: float = 6) -> list[Flowable]:
    """A title (``level`` "title" or "heading"), its small-print ``notes`` and ``space``
    points of air before what follows: how every document and section starts."""
    st = styles()
    return [
        Paragraph(escape(title), getattr(st, level)),
        *(Paragraph(escape(note), st.small) for note in notes),
        Spacer(1, space),
    ]


def heading_line(title: str, style: ParagraphStyle) -> Flowable:
    """``title`` in ``style`` as a Paragraph of one line lays it out (same height, space
    before and after, baseline), without the Paragraph's markup parsing: a hand log has
    2,400 of them. A title too wide for one line stays a Paragraph (it wraps)."""
    if script.width(title, style.fontSize, bold=style.fontName == BOLD) > frame_width(False):
        return Paragraph(escape(title), style)
    line = OneLine(title, style.fontSize, style.leading, bold=style.fontName == BOLD)
    line.spaceBefore, line.spaceAfter = style.spaceBefore, style.spaceAfter
    return line


class ProgressReporter:
    """Calls ``progress(done, total)`` at most once per step, never going backwards."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self._progress = progress
        self.total = max(total, 1)
        self._done = -1

    @classmethod
    def started(cls, progress: Progress | None, total: int) -> ProgressReporter:
        """A reporter that has already said "0 of ``total``" (the job has begun)."""
        reporter = cls(progress, total)
        reporter.report(0)
        return reporter

    def report(self, done: int) -> None:
        done = min(max(done, 0), self.total)
        if self._progress is not None and done > self._done:
            self._done = done
            self._progress(done, self.total)

    def finish(self) -> None:
        self.report(self.total)


class _NumberedCanvas(Canvas):  # type: ignore[misc]
    """A canvas that knows the page count: it keeps each page until ``save`` to print "x of y"."""

    def __init__(self, *args: Any, language: str = "en", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._pages: list[dict[str, Any]] = []
        self._language = language

    def showPage(self) -> None:
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        for number, state in enumerate(self._pages, start=1):
            self.__dict__.update(state)
            width, _ = self._pagesize
            self.setFont(REGULAR, 8)
            footer = text(self._language, "Page {number} of {total}", number=number, total=total)
            self.drawRightString(width - MARGIN, MARGIN, footer)
            super().showPage()
        super().save()


#: Room kept between texts that share a header line.
HEADER_GAP = 12.0


def draw_header(
    canvas: Canvas, width: float, top: float, event: str, place: str, title: str
) -> None:
    """The event name (bold, left) and date · venue (right) on the first line, the document
    title below. Nothing overlaps: when the name and the place do not fit side by side the
    place moves to the title's line, and whatever is still too long ends in "…"."""
    room = width - 2 * MARGIN
    place_width = script.width(place, 9)
    event_width = script.width(event, 11, bold=True)
    if event_width + HEADER_GAP + place_width <= room:
        script.draw(canvas, MARGIN, top - 11, event, 11, bold=True)
        script.draw(canvas, width - MARGIN, top - 11, place, 9, align="right")
        script.draw(canvas, MARGIN, top - 26, script.ellipsized(title, room, 10, True), 10,
                    bold=True)
        return
    script.draw(canvas, MARGIN, top - 11, script.ellipsized(event, room, 11, True), 11,
                bold=True)
    title_width = min(script.width(title, 10, bold=True), room / 2)
    shown_place = script.ellipsized(place, room - title_width - HEADER_GAP, 9)
    shown_title = script.ellipsized(
        title, room - script.width(shown_place, 9) - HEADER_GAP, 10, True
    )
    script.draw(canvas, MARGIN, top - 26, shown_title, 10, bold=True)
    script.draw(canvas, width - MARGIN, top - 26, shown_place, 9, align="right")


def escape(text: str) -> str:
    """``text`` made safe for a reportlab Paragraph (which reads a little XML), shaped, and
    each character a font DejaVu lacks in a fallback font (``script.markup``)."""
    return script.markup(text) if not text.isascii() else xml_escape(text)


def page_size(wide: bool) -> tuple[float, float]:
    """Letter, turned to landscape when ``wide``."""
    size: tuple[float, float] = landscape(letter) if wide else letter
    return size


def frame_height(wide: bool) -> float:
    """The usable height between header and footer."""
    return page_size(wide)[1] - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT


def frame_width(wide: bool) -> float:
    """The usable width inside the margins."""
    return page_size(wide)[0] - 2 * MARGIN


def build_pdf(
    target: PdfTarget,
    info: DocumentInfo,
    title: str,
    story: Sequence[Flowable],
    *,
    wide: bool = False,
    reporter: ProgressReporter | None = None,
    language: str = "en",
) -> None:
    """Lay out ``story`` under the shared header and footer and write it to ``target``.

    ``language`` ("en" or "de") sets the header's date and the footer's words, and renders
    ``info.event`` when it is Text; ``title`` is printed as given (the writer translates it).
    """
    check_language(language)
    register_fonts()
    event = render(language, info.event)
    generated = info.generated_at or dt.datetime.now().astimezone()
    size = page_size(wide)
    out: Any = os.fspath(target) if isinstance(target, str | os.PathLike) else target
    doc = BaseDocTemplate(
        out,
        pagesize=size,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_HEIGHT,
        bottomMargin=MARGIN + FOOTER_HEIGHT,
        title=f"{event} — {title}",
        author="Sheepshead Scorer",
        creator="Sheepshead Scorer",
        initialFontName=REGULAR,  # else every page references an unembedded Helvetica
        initialFontSize=9,
    )
    frame = Frame(
        doc.leftMargin,
        doc.bottomMargin,
        doc.width,
        doc.height,
        id="body",
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )

    def decorate(canvas: Canvas, _doc: BaseDocTemplate) -> None:
        width, height = size
        top = height - MARGIN
        canvas.saveState()
        place = long_date(language, info.date)
        if info.venue:
            place += f" · {info.venue}"
        draw_header(canvas, width, top, event, place, title)
        canvas.setLineWidth(0.5)
        canvas.line(MARGIN, top - 32, width - MARGIN, top - 32)
        canvas.line(MARGIN, MARGIN + 12, width - MARGIN, MARGIN + 12)
        canvas.setFont(REGULAR, 8)
        when = date_time(language, generated)
        canvas.drawString(
            MARGIN, MARGIN, text(language, "Generated {when} by Sheepshead Scorer", when=when)
        )
        canvas.restoreState()
        if reporter is not None:
            reporter.report(reporter.total - 1)

    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=decorate)])
    def numbered_canvas(*args: Any, **kwargs: Any) -> _NumberedCanvas:
        return _NumberedCanvas(*args, language=language, **kwargs)

    if isinstance(target, str | os.PathLike):  # the earlier file stays until this one is whole
        with atomic_files.opened_binary(target) as stream:
            doc.filename = stream
            doc.build(list(story), canvasmaker=numbered_canvas)
    else:
        doc.build(list(story), canvasmaker=numbered_canvas)
    if reporter is not None:
        reporter.finish()
