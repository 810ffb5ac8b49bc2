"""A small, fast .xlsx writer: the SpreadsheetML parts our workbooks need, written directly.

openpyxl (write-only) spends about 6 µs on every cell; a 28,800-hand event workbook has some
800,000 of them, so writing took most of the 11 s a director waited. The workbooks are plain
tables (a bold header, text and number cells, a few number formats, a frozen header, one Excel
table with filters per sheet), which this module writes as XML text at about 1 µs a cell.
openpyxl still reads them (the importers, the tests), and Excel and LibreOffice open them.

Cells are typed by the caller (:class:`Sheet`): ``str`` → an inline string, ``int`` /
``float`` / ``Decimal`` → a number, ``None`` → no cell; each cell may carry a style index
from :data:`STYLES`.
"""

from __future__ import annotations

import io
import os
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, BinaryIO
from xml.sax.saxutils import escape, quoteattr

from sheepshead_scorer import atomic_files
from sheepshead_scorer.exports.formatting import Currency
from sheepshead_scorer.exports.page import landscape


def get_column_letter(index: int) -> str:
    """The column's letters, 1 → "A", 27 → "AA" (as ``openpyxl.utils`` has it: importing
    openpyxl to write a workbook cost 0.15 s of every export's start)."""
    letters = ""
    while index > 0:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters

_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
_CT = "application/vnd.openxmlformats-officedocument.spreadsheetml"

#: Cell styles (index into cellXfs): what each one looks like.
DEFAULT, HEADER, MONEY, RIGHT_TEXT = 0, 1, 2, 3
#: The money cells' number format per currency: the sign in its place, the separators left to
#: the reader's Excel (1,234.50 in English, 1.234,50 in German).
MONEY_FORMATS: dict[Currency, str] = {
    Currency.DOLLAR: '"$"#,##0.00;-"$"#,##0.00',
    Currency.EURO: '#,##0.00 "€";-#,##0.00 "€"',
}
MONEY_FORMAT = MONEY_FORMATS[Currency.DOLLAR]
#: Fraction formats by the number of digits of the denominator, then the halves' format.
FRACTION_FORMATS = ("# ?/?", "# ??/??", "# ???/???")
_FIRST_FRACTION = 4


#: Wider sheets print in landscape.


def fraction_style(number_format: str) -> int:
    """The style index of a fraction number format (one of :data:`FRACTION_FORMATS`)."""
    return _FIRST_FRACTION + FRACTION_FORMATS.index(number_format)


#: How many plain cell styles there are; each has a muted twin (grey italic) after them.
_PLAIN_STYLES = _FIRST_FRACTION + len(FRACTION_FORMATS)


def muted(style: int) -> int:
    """The grey italic twin of ``style`` (same number format): a number left out of a total,
    such as a dropped league night, still a number a spreadsheet sorts."""
    return style if style >= _PLAIN_STYLES else style + _PLAIN_STYLES


@dataclass
class Sheet:
    """One worksheet holding one Excel table: ``header`` then ``rows`` of ``(value, style)``
    cells (``value`` None = empty); ``notes`` are lines of text under the table, one empty
    row below it (the legend: what "-" and brackets mean, the tiebreak order)."""

    title: str
    table_name: str
    header: Sequence[str]
    widths: Sequence[float]
    rows: list[list[tuple[Any, int]]] = field(default_factory=list)
    notes: Sequence[str] = ()


@dataclass
class Package:
    """The workbook being written: document properties and its sheets, in order."""

    title: str = ""
    subject: str = ""
    creator: str = "Sheepshead Scorer"
    sheets: list[Sheet] = field(default_factory=list)
    currency: Currency = Currency.DOLLAR

    def save(self, target: str | os.PathLike[str] | BinaryIO) -> None:
        if isinstance(target, str | os.PathLike):
            with atomic_files.opened_binary(target) as stream:
                self._write(stream)
        else:
            self._write(target)

    def _write(self, stream: BinaryIO) -> None:
        with zipfile.ZipFile(stream, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
            count = len(self.sheets)
            archive.writestr("[Content_Types].xml", _content_types(count))
            archive.writestr("_rels/.rels", _ROOT_RELS)
            archive.writestr("docProps/core.xml", self._core())
            archive.writestr("docProps/app.xml", _APP)
            archive.writestr("xl/workbook.xml", self._workbook())
            archive.writestr("xl/_rels/workbook.xml.rels", _workbook_rels(count))
            archive.writestr("xl/styles.xml", _styles(self.currency))
            for n, sheet in enumerate(self.sheets, start=1):
                archive.writestr(f"xl/worksheets/sheet{n}.xml", _sheet_xml(sheet))
                archive.writestr(
                    f"xl/worksheets/_rels/sheet{n}.xml.rels",
                    f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
                    f'<Relationships xmlns="{_PKG_REL}"><Relationship Id="rId1" '
                    f'Type="{_REL}/table" Target="../tables/table{n}.xml"/></Relationships>',
                )
                archive.writestr(f"xl/tables/table{n}.xml", _table_xml(sheet, n))

    def _core(self) -> str:
        return (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/'
            'metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" '
            'xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f"<dc:title>{_text(self.title)}</dc:title>"
            f"<dc:subject>{_text(self.subject)}</dc:subject>"
            f"<dc:creator>{_text(self.creator)}</dc:creator>"
            "</cp:coreProperties>"
        )

    def _workbook(self) -> str:
        sheets = "".join(
            f'<sheet name={quoteattr(s.title)} sheetId="{n}" r:id="rId{n}"/>'
            for n, s in enumerate(self.sheets, start=1)
        )
        titles = "".join(  # the header row repeats on every printed page
            '<definedName name="_xlnm.Print_Titles" localSheetId="{}">{}</definedName>'.format(
                n, escape("'" + s.title.replace("'", "''") + "'!$1:$1")
            )
            for n, s in enumerate(self.sheets)
        )
        return (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            f'<workbook xmlns="{_MAIN}" xmlns:r="{_REL}"><bookViews><workbookView/></bookViews>'
            f"<sheets>{sheets}</sheets><definedNames>{titles}</definedNames></workbook>"
        )


def _text(value: str) -> str:
    return escape(value) if ("&" in value or "<" in value or ">" in value) else value


def _content_types(count: int) -> str:
    parts = "".join(
        f'<Override PartName="/xl/worksheets/sheet{n}.xml" ContentType="{_CT}.worksheet+xml"/>'
        f'<Override PartName="/xl/tables/table{n}.xml" ContentType="{_CT}.table+xml"/>'
        for n in range(1, count + 1)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        f'<Override PartName="/xl/workbook.xml" ContentType="{_CT}.sheet.main+xml"/>'
        f'<Override PartName="/xl/styles.xml" ContentType="{_CT}.styles+xml"/>'
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-'
        'package.core-properties+xml"/><Override PartName="/docProps/app.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>'
        f"{parts}</Types>"
    )


_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    f'<Relationships xmlns="{_PKG_REL}">'
    f'<Relationship Id="rId1" Type="{_REL}/officeDocument" Target="xl/workbook.xml"/>'
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/'
    'relationships/metadata/core-properties" Target="docProps/core.xml"/>'
    f'<Relationship Id="rId3" Type="{_REL}/extended-properties" Target="docProps/app.xml"/>'
    "</Relationships>"
)
_APP = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-'
    'properties"><Application>Sheepshead Scorer</Application></Properties>'
)


def _workbook_rels(count: int) -> str:
    sheets = "".join(
        f'<Relationship Id="rId{n}" Type="{_REL}/worksheet" Target="worksheets/sheet{n}.xml"/>'
        for n in range(1, count + 1)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<Relationships xmlns="{_PKG_REL}">{sheets}'
        f'<Relationship Id="rId{count + 1}" Type="{_REL}/styles" Target="styles.xml"/>'
        "</Relationships>"
    )


def _styles(currency: Currency = Currency.DOLLAR) -> str:
    formats = [MONEY_FORMATS[currency], *FRACTION_FORMATS]
    num_fmts = "".join(
        f'<numFmt numFmtId="{164 + i}" formatCode={quoteattr(f)}/>' for i, f in enumerate(formats)
    )
    plain = 'fontId="0" fillId="0" borderId="0" xfId="0"'
    base = [
        f'<xf numFmtId="0" {plain}/>',
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" '
        'applyAlignment="1"><alignment horizontal="center"/></xf>',
        f'<xf numFmtId="164" {plain} applyNumberFormat="1"/>',
        f'<xf numFmtId="0" {plain} applyAlignment="1"><alignment horizontal="right"/></xf>',
        *(
            f'<xf numFmtId="{165 + i}" {plain} applyNumberFormat="1"/>'
            for i in range(len(FRACTION_FORMATS))
        ),
    ]
    twins = [  # the muted twins: the same cell in grey italic (font 2)
        xf.replace('fontId="1"', 'fontId="2"') if 'fontId="1"' in xf
        else xf.replace('fontId="0"', 'fontId="2" applyFont="1"')
        for xf in base
    ]
    xfs = [*base, *twins]
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<styleSheet xmlns="{_MAIN}"><numFmts count="{len(formats)}">{num_fmts}</numFmts>'
        '<fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
        '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
        '<font><i/><sz val="11"/><color rgb="FF808080"/><name val="Calibri"/>'
        '<family val="2"/></font></fonts>'
        '<fills count="2"><fill><patternFill patternType="none"/></fill>'
        '<fill><patternFill patternType="gray125"/></fill></fills>'
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>'
        f'</cellStyleXfs><cellXfs count="{len(xfs)}">{"".join(xfs)}</cellXfs>'
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
        "</styleSheet>"
    )


def _cells(row_number: int, letters: Sequence[str], cells: Iterable[tuple[Any, int]]) -> str:
    out: list[str] = [f'<row r="{row_number}">']
    append = out.append
    for letter, (value, style) in zip(letters, cells, strict=False):
        if value is None:
            continue
        ref = f"{letter}{row_number}"
        styled = f' s="{style}"' if style else ""
        kind = value.__class__
        if kind is str:
            text = escape(value) if ("&" in value or "<" in value or ">" in value) else value
            space = ' xml:space="preserve"' if text[:1].isspace() or text[-1:].isspace() else ""
            append(f'<c r="{ref}"{styled} t="inlineStr"><is><t{space}>{text}</t></is></c>')
        elif kind is int or kind is Decimal:
            append(f'<c r="{ref}"{styled}><v>{value}</v></c>')
        elif kind is float:
            append(f'<c r="{ref}"{styled}><v>{value!r}</v></c>')
        elif kind is bool:
            append(f'<c r="{ref}"{styled} t="b"><v>{int(value)}</v></c>')
        else:
            raise TypeError(f"cannot write {kind.__name__} to a cell")
    append("</row>")
    return "".join(out)


def _sheet_xml(sheet: Sheet) -> str:
    letters = [get_column_letter(i) for i in range(1, len(sheet.header) + 1)]
    cols = "".join(
        f'<col min="{i}" max="{i}" width="{w:g}" customWidth="1"/>'
        for i, w in enumerate(sheet.widths, start=1)
    )
    # print setup: fit to the page width, landscape when wider than PORTRAIT_MAX_COLUMNS
    orientation = "landscape" if landscape(len(sheet.header)) else "portrait"
    body = io.StringIO()
    body.write(_cells(1, letters, ((h, HEADER) for h in sheet.header)))
    for number, row in enumerate(sheet.rows, start=2):
        body.write(_cells(number, letters, row))
    first_note = max(len(sheet.rows), 1) + 3  # one empty row under the table
    for number, note in enumerate(sheet.notes, start=first_note):
        body.write(_cells(number, letters[:1], [(note, DEFAULT)]))
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<worksheet xmlns="{_MAIN}" xmlns:r="{_REL}">'
        '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>'
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" '
        'activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" '
        'sqref="A2"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>'
        f"<cols>{cols}</cols><sheetData>{body.getvalue()}</sheetData>"
        '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
        f'<pageSetup orientation="{orientation}" fitToWidth="1" fitToHeight="0"/>'
        '<tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>'
    )


def table_ref(sheet: Sheet) -> str:
    """The table's range: the header and every row (one empty row when there is none)."""
    return f"A1:{get_column_letter(len(sheet.header))}{max(len(sheet.rows), 1) + 1}"


def _table_xml(sheet: Sheet, number: int) -> str:
    ref = table_ref(sheet)
    columns = "".join(
        f'<tableColumn id="{i}" name={quoteattr(h)}/>' for i, h in enumerate(sheet.header, 1)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<table xmlns="{_MAIN}" id="{number}" name={quoteattr(sheet.table_name)} '
        f'displayName={quoteattr(sheet.table_name)} ref="{ref}" headerRowCount="1">'
        f'<autoFilter ref="{ref}"/><tableColumns count="{len(sheet.header)}">{columns}'
        '</tableColumns><tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" '
        'showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>'
    )
