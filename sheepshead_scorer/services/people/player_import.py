"""Importing players from a CSV or XLSX file: every row, or none.

The file is parsed by ``exports.read_players`` (columns found by English or German header,
or mapped by the director), checked against the players already in the database (names and
member numbers) and within itself, and written in one transaction only when no row has a
problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select

from sheepshead_scorer.exports import read_players
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.import_rejected import ImportRejected
from sheepshead_scorer.store.models import Player
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class PlayerImport:
    """What an import did (or, with ``dry_run``, would do); ``warnings`` are translatable
    ``Text`` (or plain strings), ``str()`` of each is the English line."""

    names: tuple[str, ...]
    columns: Mapping[str, str]
    warnings: tuple[str | Text, ...]
    changes: Changes
    dry_run: bool


def import_players(
    ctx: Context,
    source: Path | bytes,
    *,
    mapping: Mapping[str, str] | None = None,
    dry_run: bool = False,
) -> PlayerImport:
    """Add every player of the file, or none (``ImportRejected`` lists every bad row).

    ``mapping`` is field → header text (fields: name, first_name, last_name, member_number,
    nickname, club, email). ``dry_run`` checks the file against the database and writes nothing.
    """
    with transaction(ctx) as session:
        known = session.execute(
            select(Player.name, Player.member_number).where(Player.merged_into_id.is_(None))
        ).all()
        result = read_players(
            source,
            mapping=mapping,
            existing_names=[name for name, _ in known],
            existing_member_numbers=[number for _, number in known if number],
        )
        label: str | Text = source.name if isinstance(source, Path) else Text("the file")
        if not result.ok:
            raise ImportRejected(label, [problem.text for problem in result.errors])
        names = tuple(row.name for row in result.rows)
        if dry_run:
            session.rollback()
            return PlayerImport(names, result.columns, result.warnings, Changes(), True)
        created: list[int] = []
        for row in result.rows:
            player = Player(
                name=row.name.strip(), nickname=row.nickname.strip(),
                member_number=row.member_number.strip() or None,
                club=row.club.strip(), contact=row.contact.strip(), active=True,
                changed_station=ctx.station,
            )
            session.add(player)
            session.flush()
            audit.record(
                session, ctx, entity="player", entity_id=player.id, action="import",
                after=audit.snapshot(player),
            )
            created.append(player.id)
        return PlayerImport(
            names, result.columns, result.warnings, Changes(players=tuple(created)), False
        )
