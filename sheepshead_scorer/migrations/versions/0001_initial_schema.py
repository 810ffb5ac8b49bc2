"""Initial schema: players, leagues, seasons, events, rounds, tables, seats, hands.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:

    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("station", sa.String(length=120), nullable=False),
        sa.Column("entity", sa.String(length=60), nullable=False),
        sa.Column("entity_id", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=60), nullable=False),
        sa.Column("before", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("after", sa.JSON(none_as_null=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_log")),
    )
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_log_at"), ["at"], unique=False)

    op.create_table(
        "leagues",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_leagues")),
        sa.UniqueConstraint("name", name=op.f("uq_leagues_name")),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("nickname", sa.String(length=100), nullable=False),
        sa.Column("member_number", sa.String(length=50), nullable=True),
        sa.Column("club", sa.String(length=200), nullable=False),
        sa.Column("contact", sa.String(length=300), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("member_number", name=op.f("uq_players_member_number")),
    )
    op.create_table(
        "settings",
        sa.Column("key", sa.String(length=100), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_settings")),
    )
    op.create_table(
        "seasons",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("starts_on", sa.Date(), nullable=True),
        sa.Column("ends_on", sa.Date(), nullable=True),
        sa.Column("scoring", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["league_id"], ["leagues.id"], name=op.f("fk_seasons_league_id_leagues")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seasons")),
        sa.UniqueConstraint("league_id", "name", name=op.f("uq_seasons_league_id_name")),
    )
    with op.batch_alter_table("seasons", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_seasons_league_id"), ["league_id"], unique=False)

    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("held_on", sa.Date(), nullable=False),
        sa.Column("venue", sa.String(length=200), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=True),
        sa.Column("counts_toward_league", sa.Boolean(), nullable=False),
        sa.Column("ruleset_name", sa.String(length=100), nullable=False),
        sa.Column("ruleset", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("scoring_mode", sa.String(length=10), nullable=False),
        sa.Column("table_size", sa.Integer(), nullable=False),
        sa.Column("sessions_planned", sa.Integer(), nullable=False),
        sa.Column("hands_per_session", sa.Integer(), nullable=False),
        sa.Column("entry_fee_cents", sa.Integer(), nullable=False),
        sa.Column("prize_scheme", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["season_id"], ["seasons.id"], name=op.f("fk_events_season_id_seasons")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
    )
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_events_season_id"), ["season_id"], unique=False)

    op.create_table(
        "event_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_event_sessions_event_id_events")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_event_sessions")),
        sa.UniqueConstraint("event_id", "number", name=op.f("uq_event_sessions_event_id_number")),
    )
    with op.batch_alter_table("event_sessions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_event_sessions_event_id"), ["event_id"], unique=False)

    op.create_table(
        "registrations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("paid_cents", sa.Integer(), nullable=False),
        sa.Column("registered_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_registrations_event_id_events")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_registrations_player_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_registrations")),
        sa.UniqueConstraint(
            "event_id", "player_id", name=op.f("uq_registrations_event_id_player_id")
        ),
    )
    with op.batch_alter_table("registrations", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_registrations_event_id"), ["event_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_registrations_player_id"), ["player_id"], unique=False)

    op.create_table(
        "rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("seating_seed", sa.BigInteger(), nullable=False),
        sa.Column("seating_method", sa.String(length=40), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.CheckConstraint("hands >= 1", name=op.f("ck_rounds_hands_positive")),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_rounds_event_id_events")
        ),
        sa.ForeignKeyConstraint(
            ["session_id"], ["event_sessions.id"], name=op.f("fk_rounds_session_id_event_sessions")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rounds")),
        sa.UniqueConstraint("session_id", "number", name=op.f("uq_rounds_session_id_number")),
    )
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rounds_event_id"), ["event_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_rounds_session_id"), ["session_id"], unique=False)

    op.create_table(
        "game_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.CheckConstraint("seats BETWEEN 3 AND 8", name=op.f("ck_game_tables_seats_3_to_8")),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["rounds.id"],
            name=op.f("fk_game_tables_round_id_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_tables")),
        sa.UniqueConstraint("round_id", "number", name=op.f("uq_game_tables_round_id_number")),
    )
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_game_tables_round_id"), ["round_id"], unique=False)

    op.create_table(
        "penalties",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("points", sa.String(length=64), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_penalties_event_id_events")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_penalties_player_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_penalties_round_id_rounds")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_penalties")),
    )
    with op.batch_alter_table("penalties", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_penalties_event_id"), ["event_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_penalties_player_id"), ["player_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_penalties_round_id"), ["round_id"], unique=False)

    op.create_table(
        "hands",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("multiplier", sa.Integer(), nullable=False),
        sa.Column("payouts", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("explanation", sa.Text(), nullable=False),
        sa.Column("entered_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(["round_id"], ["rounds.id"], name=op.f("fk_hands_round_id_rounds")),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_tables.id"], name=op.f("fk_hands_table_id_game_tables")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hands")),
        sa.UniqueConstraint("table_id", "number", name=op.f("uq_hands_table_id_number")),
    )
    with op.batch_alter_table("hands", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_hands_round_id"), ["round_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_hands_table_id"), ["table_id"], unique=False)

    op.create_table(
        "round_totals",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("points", sa.String(length=64), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_station", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_round_totals_player_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_round_totals_round_id_rounds")
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["game_tables.id"], name=op.f("fk_round_totals_table_id_game_tables")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_round_totals")),
        sa.UniqueConstraint(
            "round_id", "player_id", name=op.f("uq_round_totals_round_id_player_id")
        ),
    )
    with op.batch_alter_table("round_totals", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_round_totals_player_id"), ["player_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_round_totals_round_id"), ["round_id"], unique=False)

    op.create_table(
        "seats",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_seats_player_id_players")
        ),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name=op.f("fk_seats_round_id_rounds"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_tables.id"],
            name=op.f("fk_seats_table_id_game_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seats")),
        sa.UniqueConstraint("round_id", "player_id", name=op.f("uq_seats_round_id_player_id")),
        sa.UniqueConstraint("table_id", "position", name=op.f("uq_seats_table_id_position")),
    )
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_seats_player_id"), ["player_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_seats_table_id"), ["table_id"], unique=False)

    op.create_table(
        "hand_results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("hand_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("points", sa.String(length=64), nullable=False),
        sa.Column("role", sa.String(length=10), nullable=False),
        sa.Column("picker_side_won", sa.Boolean(), nullable=True),
        sa.Column("tier", sa.String(length=10), nullable=True),
        sa.Column("leaster_won", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["hand_id"],
            ["hands.id"],
            name=op.f("fk_hand_results_hand_id_hands"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_hand_results_player_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hand_results")),
        sa.UniqueConstraint("hand_id", "seat", name=op.f("uq_hand_results_hand_id_seat")),
    )
    with op.batch_alter_table("hand_results", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_hand_results_hand_id"), ["hand_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_hand_results_player_id"), ["player_id"], unique=False)


def downgrade() -> None:

    with op.batch_alter_table("hand_results", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_hand_results_player_id"))
        batch_op.drop_index(batch_op.f("ix_hand_results_hand_id"))

    op.drop_table("hand_results")
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_seats_table_id"))
        batch_op.drop_index(batch_op.f("ix_seats_player_id"))

    op.drop_table("seats")
    with op.batch_alter_table("round_totals", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_round_totals_round_id"))
        batch_op.drop_index(batch_op.f("ix_round_totals_player_id"))

    op.drop_table("round_totals")
    with op.batch_alter_table("hands", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_hands_table_id"))
        batch_op.drop_index(batch_op.f("ix_hands_round_id"))

    op.drop_table("hands")
    with op.batch_alter_table("penalties", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_penalties_round_id"))
        batch_op.drop_index(batch_op.f("ix_penalties_player_id"))
        batch_op.drop_index(batch_op.f("ix_penalties_event_id"))

    op.drop_table("penalties")
    with op.batch_alter_table("game_tables", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_tables_round_id"))

    op.drop_table("game_tables")
    with op.batch_alter_table("rounds", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rounds_session_id"))
        batch_op.drop_index(batch_op.f("ix_rounds_event_id"))

    op.drop_table("rounds")
    with op.batch_alter_table("registrations", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_registrations_player_id"))
        batch_op.drop_index(batch_op.f("ix_registrations_event_id"))

    op.drop_table("registrations")
    with op.batch_alter_table("event_sessions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_event_sessions_event_id"))

    op.drop_table("event_sessions")
    with op.batch_alter_table("events", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_events_season_id"))

    op.drop_table("events")
    with op.batch_alter_table("seasons", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_seasons_league_id"))

    op.drop_table("seasons")
    op.drop_table("settings")
    op.drop_table("players")
    op.drop_table("leagues")
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_audit_log_at"))

    op.drop_table("audit_log")
