"""Players: add, edit, merge duplicates."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError, MergeConflictError
from sheepshead_scorer.services.core.lookup import check_version, get
from sheepshead_scorer.services.standings import tallies
from sheepshead_scorer.services.standings.standings_cache import names_changed
from sheepshead_scorer.store.models import (
    Event,
    HandResult,
    Penalty,
    Player,
    Registration,
    RoundTotal,
    SeatAssignment,
    TallyRow,
)
from sheepshead_scorer.text import Text


@dataclass(frozen=True)
class PlayerFields:
    """What a director types about a player; ``name`` is required, the rest optional."""

    name: str
    nickname: str = ""
    member_number: str | None = None
    club: str = ""
    contact: str = ""
    active: bool = True


def _no_control_characters(field: str, value: str) -> None:
    """Refuse a control character (``\x01``, a tab, a line break): it cannot be printed or
    stored in a workbook, and is always a paste accident."""
    bad = next((c for c in value if unicodedata.category(c) == "Cc"), None)
    if bad is not None:
        raise InvalidInputError(
            field, value, Text("text without control characters"),
            Text("remove the invisible character U+{code} (pasted along with the text) and "
                 "type the {field} again", code=f"{ord(bad):04X}", field=field),
        )


def _clean(fields: PlayerFields) -> PlayerFields:
    name = fields.name.strip()
    if not name:
        raise InvalidInputError(
            "name", fields.name, Text("a non-empty name"), Text("type the player's name")
        )
    for field in ("name", "nickname", "member_number", "club"):
        _no_control_characters(field, (getattr(fields, field) or "").strip())
    member = (fields.member_number or "").strip() or None
    return PlayerFields(
        name=name,
        nickname=fields.nickname.strip(),
        member_number=member,
        club=fields.club.strip(),
        contact=fields.contact.strip(),
        active=fields.active,
    )


def _check_member_number(session: Session, member: str | None, player_id: int | None) -> None:
    if member is None:
        return
    holder = session.scalar(select(Player).where(Player.member_number == member))
    if holder is not None and holder.id != player_id:
        raise InvalidInputError(
            "member_number", member,
            Text("a number no other player has ({holder} has it)", holder=holder.name),
            Text(
                "check the number, or merge the two records if {holder} is the same person",
                holder=holder.name,
            ),
        )


def create_player(ctx: Context, fields: PlayerFields) -> Changes:
    """Add a player to the database."""
    clean = _clean(fields)
    with transaction(ctx) as session:
        _check_member_number(session, clean.member_number, None)
        player = Player(
            name=clean.name, nickname=clean.nickname, member_number=clean.member_number,
            club=clean.club, contact=clean.contact, active=clean.active,
            changed_station=ctx.station,
        )
        session.add(player)
        session.flush()
        audit.record(
            session, ctx, entity="player", entity_id=player.id, action="create",
            after=audit.snapshot(player),
        )
        return Changes(
            players=(player.id,), created=player.id,
            versions=(("player", player.id, 0, player.version),),
        )


def update_player(
    ctx: Context, player_id: int, fields: PlayerFields, *, expected_version: int
) -> Changes:
    """Edit a player's name, nickname, member number, club, contact or active flag;
    ``expected_version`` is the player's version the director saw (a stale one is refused)."""
    clean = _clean(fields)
    with transaction(ctx) as session:
        player = get(session, Player, player_id, "player")
        check_version(
            player, expected_version, Text("player {name}", name=player.name),
            Text("edit again"),
        )
        _check_member_number(session, clean.member_number, player.id)
        before = audit.snapshot(player)
        version_before = player.version
        shown = (player.name, player.nickname, player.member_number)
        if (clean.name, clean.nickname, clean.member_number) != shown:
            names_changed(session)  # every station reads the names (and namesakes') again
        player.name, player.nickname = clean.name, clean.nickname
        player.member_number, player.club = clean.member_number, clean.club
        player.contact, player.active = clean.contact, clean.active
        audit.stamp(player, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="player", entity_id=player.id, action="update",
            before=before, after=audit.snapshot(player),
        )
        return Changes(
            players=(player.id,), standings=True,
            versions=(("player", player.id, version_before, player.version),),
        )


_MOVED = (
    ("registrations", Registration),
    ("seats", SeatAssignment),
    ("hand_results", HandResult),
    ("penalties", Penalty),
    ("round_totals", RoundTotal),
)


def merge_players(ctx: Context, keep_id: int, merge_id: int) -> Changes:
    """Merge two records of the same person: every reference to ``merge_id`` moves to
    ``keep_id`` (registrations, seats, hands, penalties, round totals, tallies); the merged
    record stays, inactive, pointing at the kept one. The merge is audited with every moved id.

    Refused when both records played in the same event (one person cannot sit twice).
    """
    if keep_id == merge_id:
        raise InvalidInputError(
            "merge_id", merge_id, Text("a different player than keep_id"),
            Text("pick the duplicate record to merge into the kept one"),
        )
    with transaction(ctx) as session:
        keep = get(session, Player, keep_id, "player")
        dup = get(session, Player, merge_id, "player")
        if dup.merged_into_id is not None:
            raise MergeConflictError(
                Text(
                    "player {name} (id {id}) was already merged into player {kept}; "
                    "nothing left to merge",
                    name=dup.name, id=dup.id, kept=dup.merged_into_id,
                )
            )
        shared = session.execute(
            select(Event.name)
            .join(Registration, Registration.event_id == Event.id)
            .where(Registration.player_id == keep_id)
            .where(
                Registration.event_id.in_(
                    select(Registration.event_id).where(Registration.player_id == merge_id)
                )
            )
        ).scalars().all()
        if shared:
            raise MergeConflictError(
                Text(
                    "{kept} (id {kept_id}) and {merged} (id {merged_id}) are both registered "
                    "in {events}; one person cannot play twice. Withdraw or correct one "
                    "registration first, then merge",
                    kept=keep.name, kept_id=keep.id, merged=dup.name, merged_id=dup.id,
                    events=", ".join(sorted(shared)),
                )
            )
        moved: dict[str, list[int]] = {}
        for label, model in _MOVED:
            ids = list(session.scalars(select(model.id).where(model.player_id == merge_id)))
            moved[label] = ids
            if ids:
                session.execute(
                    update(model).where(model.player_id == merge_id).values(player_id=keep_id),
                    execution_options={"synchronize_session": False},
                )
        moved["tallies"] = _move_tallies(session, keep_id, merge_id)
        before = {"kept": audit.snapshot(keep), "merged": audit.snapshot(dup)}
        dup.active = False
        dup.merged_into_id = keep.id
        names_changed(session)  # a namesake may have gone from an event
        audit.stamp(dup, ctx)
        session.flush()
        audit.record(
            session, ctx, entity="player", entity_id=keep.id, action="merge",
            before=before,
            after={"kept": keep.id, "merged": dup.id, "moved": moved},
        )
        return Changes(players=(keep.id, dup.id), standings=True, seating=True)


def _move_tallies(session: Session, keep_id: int, merge_id: int) -> list[int]:
    """Re-point the duplicate's tallies (never two for one scope: no shared event) and tell
    cached standings of those events to reload."""
    rows = session.execute(
        select(TallyRow.id, TallyRow.event_id).where(TallyRow.player_id == merge_id)
    ).all()
    for event_id in sorted({event_id for _, event_id in rows}):
        revision = tallies.lock_event(session, event_id, reset=True)
        session.execute(
            update(TallyRow)
            .where(TallyRow.player_id == merge_id, TallyRow.event_id == event_id)
            .values(player_id=keep_id, revision=revision),
            execution_options={"synchronize_session": False},
        )
    return [row_id for row_id, _ in rows]


def count_players(ctx: Context) -> int:
    """How many player records exist (merged ones included)."""
    with transaction(ctx) as session:
        return int(session.scalar(select(func.count()).select_from(Player)) or 0)
