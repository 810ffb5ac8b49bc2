"""Finding the columns of an import file: by header name in English or German, or as the
director chose them in the import dialog (an override always wins)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sheepshead_scorer.exports.errors import ImportProblem
from sheepshead_scorer.text import Text

_NOT_LETTERS = re.compile(r"[^0-9a-zäöüß]+")


def normalize_header(text: str) -> str:
    """``"Mitglieds-Nr."`` → ``"mitgliedsnr"``: case, spaces and punctuation ignored."""
    return _NOT_LETTERS.sub("", text.casefold())


@dataclass(frozen=True)
class FieldSpec:
    """A field an importer reads; ``aliases`` are header names (any case or punctuation)."""

    name: str
    label: str
    aliases: tuple[str, ...]
    required: bool = False


def file_columns(header: Sequence[str]) -> str | Text:
    """The file's column headers for a message (``'Name', 'Club'``), or "none"."""
    return ", ".join(repr(h) for h in header if h) or Text("none")


def map_columns(
    header: Sequence[str],
    fields: Sequence[FieldSpec],
    overrides: Mapping[str, str] | None = None,
) -> tuple[dict[str, int], list[ImportProblem]]:
    """Column index per field name, and problems (unknown override, missing required column).

    ``overrides`` maps a field name to the header text the director picked; an empty text
    leaves that field out (the import dialog's "ignore"), so it is not detected by header.
    """
    by_header = {normalize_header(h): i for i, h in reversed(list(enumerate(header))) if h}
    known = {f.name for f in fields}
    found: dict[str, int] = {}
    problems: list[ImportProblem] = []
    left_out: set[str] = set()
    columns = file_columns(header)
    for field_name, chosen in (overrides or {}).items():
        if field_name not in known:
            problems.append(
                ImportProblem(
                    None,
                    chosen,
                    field_name,
                    Text(
                        "is not a field of this import; the fields are {fields}.",
                        fields=sorted(known),
                    ),
                )
            )
        elif not chosen.strip():
            left_out.add(field_name)
        elif normalize_header(chosen) in by_header:
            found[field_name] = by_header[normalize_header(chosen)]
        else:
            problems.append(
                ImportProblem(
                    None,
                    chosen,
                    "",
                    Text(
                        "was chosen for {field!r} but the file has no such column; "
                        "its columns are {columns}.",
                        field=field_name,
                        columns=columns,
                    ),
                )
            )
    taken = set(found.values())
    for spec in fields:
        if spec.name in found or spec.name in left_out:
            continue
        for alias in (spec.name, spec.label, *spec.aliases):
            index = by_header.get(normalize_header(alias))
            if index is not None and index not in taken:
                found[spec.name] = index
                taken.add(index)
                break
    for spec in fields:
        if spec.required and spec.name not in found:
            problems.append(
                ImportProblem(
                    None,
                    "",
                    "",
                    Text(
                        "no column for {label}: expected a header such as {examples}; the "
                        "file's columns are {columns}. Rename the column or choose it in the "
                        "mapping.",
                        label=spec.label,
                        examples=", ".join(repr(a) for a in (spec.label, *spec.aliases[:4])),
                        columns=columns,
                    ),
                )
            )
    return found, problems
