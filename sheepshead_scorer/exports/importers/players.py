"""Importing players from CSV or XLSX.

Columns are found by header (English or German: Name/Spieler, First name/Vorname + Last
name/Nachname, Member #/Mitgliedsnummer, Nickname/Spitzname, Club/Verein, Email/E-Mail) or as
the director maps them. Every row is checked; duplicates are reported against the registry
(existing names and member numbers) and within the file, where two rows of one name are two
namesakes when their nicknames (the word that tells them apart, as the event workbook's Players
sheet writes it) differ. The caller imports only when ``result.ok``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping

from sheepshead_scorer.exports.errors import ImportProblem
from sheepshead_scorer.exports.importers import cells
from sheepshead_scorer.exports.importers.columns import FieldSpec, map_columns
from sheepshead_scorer.exports.importers.reading import Source, read_table
from sheepshead_scorer.exports.importers.result import ImportResult
from sheepshead_scorer.exports.importers.row_reader import RowReader
from sheepshead_scorer.exports.rows import PlayerRow
from sheepshead_scorer.text import Text

PLAYER_FIELDS = (
    FieldSpec(
        "name",
        "Name",
        (
            "Player",
            "Player name",
            "Full name",
            "Spieler",
            "Spielername",
            "Teilnehmer",
            "Vollständiger Name",
        ),
    ),
    FieldSpec("first_name", "First name", ("Firstname", "Given name", "Vorname")),
    FieldSpec(
        "last_name", "Last name", ("Lastname", "Surname", "Family name", "Nachname", "Familienname")
    ),
    FieldSpec(
        "member_number",
        "Member #",
        (
            "Member number",
            "Member no",
            "Member",
            "Member ID",
            "Membership number",
            "Mitgliedsnummer",
            "Mitglieds-Nr.",
            "Mitgliedsnr",
            "Mitglied Nr",
            "Mitgliedernummer",
            "Nr",
            "Nummer",
            "ID",
        ),
    ),
    FieldSpec(
        "nickname", "Nickname",
        ("Word", "Distinguishing word", "Nick", "Spitzname", "Rufname", "Beiname"),
    ),
    FieldSpec("club", "Club", ("Team", "Verein", "Klub", "Club name")),
    FieldSpec("email", "Email", ("E-Mail", "Mail", "Email address", "E-Mail-Adresse")),
)


def _email(text: str) -> str:
    if text and ("@" not in text or " " in text):
        raise ValueError(
            Text("is not an email address; write it as name@example.com or leave it empty")
        )
    return text


def _full_name(full: str) -> Callable[[object], str]:
    return lambda _cell: cells.name(full, from_csv=False)


def name_key(name: str) -> str:
    """How names are compared for duplicates: case, accents' form and spacing ignored."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def read_players(
    source: Source,
    *,
    mapping: Mapping[str, str] | None = None,
    existing_names: Iterable[str] = (),
    existing_member_numbers: Iterable[str] = (),
    sheet: str | None = None,
) -> ImportResult[PlayerRow]:
    """Parse players from ``source`` (path or bytes of a CSV/XLSX file).

    ``mapping`` overrides the detected columns: field name (``name``, ``first_name``,
    ``last_name``, ``member_number``, ``nickname``, ``club``, ``email``) → header text in the
    file.
    """
    raw = read_table(source, sheet=sheet)
    if raw.problems:
        return ImportResult(errors=tuple(raw.problems), warnings=tuple(raw.warnings))
    found, problems = map_columns(raw.header, PLAYER_FIELDS, mapping)
    has_name = "name" in found or "last_name" in found or "first_name" in found
    if not has_name:
        problems.append(
            ImportProblem(
                None,
                "",
                "",
                Text(
                    "no column for the player's name: expected 'Name', 'Player', 'Spieler', or "
                    "'First name'/'Vorname' with 'Last name'/'Nachname'; the file's columns "
                    "are {columns}. Rename the column or choose it in the mapping.",
                    columns=", ".join(repr(h) for h in raw.header if h),
                ),
            )
        )
    columns = {f: raw.header[i] for f, i in found.items()}
    if problems:
        return ImportResult(errors=tuple(problems), warnings=tuple(raw.warnings), columns=columns)

    known_names = {name_key(n): n for n in existing_names}
    known_numbers = {n.strip().casefold() for n in existing_member_numbers if n.strip()}
    seen_names: dict[tuple[str, str], int] = {}
    seen_numbers: dict[str, int] = {}
    rows: list[PlayerRow] = []
    errors: list[ImportProblem] = []

    csv_file = raw.is_csv
    for number, row_cells in raw.rows:
        row = RowReader(number, row_cells, raw.header, found, errors)
        name_field = (
            "name" if "name" in found else "last_name" if "last_name" in found else ("first_name")
        )
        if "name" in found:
            name = row.read("name", lambda v: cells.name(v, from_csv=csv_file), "")
        else:
            first = row.read(
                "first_name", lambda v: cells.name(v, from_csv=csv_file, required=False), ""
            )
            last = row.read(
                "last_name", lambda v: cells.name(v, from_csv=csv_file, required=False), ""
            )
            full = f"{first} {last}"
            name = row.read(name_field, _full_name(full), "")
        member = row.read("member_number", lambda v: cells.text(v, from_csv=csv_file), "")
        nickname = row.read(
            "nickname", lambda v: cells.name(v, from_csv=csv_file, required=False), ""
        )
        club = row.read("club", lambda v: cells.name(v, from_csv=csv_file, required=False), "")
        email = row.read("email", lambda v: _email(cells.text(v, from_csv=csv_file)), "")
        if row.failed:
            continue
        key = name_key(name)
        told = (key, name_key(nickname))  # namesakes with two words are two players
        if key in known_names:
            row.fail(
                name_field,
                name,
                Text(
                    "is already registered (as {name!r}); remove this row or rename the player",
                    name=known_names[key],
                ),
            )
        elif told in seen_names:
            row.fail(
                name_field,
                name,
                Text(
                    "appears twice: also on row {row}; remove one of the rows",
                    row=seen_names[told],
                ),
            )
        else:
            seen_names[told] = number
        member_key = member.casefold()
        if member and member_key in known_numbers:
            row.fail(
                "member_number",
                member,
                Text("belongs to a registered player already; check the number"),
            )
        elif member and member_key in seen_numbers:
            row.fail(
                "member_number",
                member,
                Text(
                    "appears twice: also on row {row}; check the numbers",
                    row=seen_numbers[member_key],
                ),
            )
        elif member:
            seen_numbers[member_key] = number
        if not row.failed:
            rows.append(PlayerRow(
                name=name, member_number=member, club=club, contact=email, nickname=nickname
            ))
    return ImportResult(
        rows=tuple(rows), errors=tuple(errors), warnings=tuple(raw.warnings), columns=columns
    )
