"""The table-entry half of ``Services`` (a mixin, so the facade stays one readable file):
the director's switches and the phones' reads and writes, each one service call
(``services/tables/``: ``table_codes.py``, ``table_entry.py``, ``table_corrections.py``,
``table_overview.py``; ``web/`` is the phones' door)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from sheepshead_scorer.ids import EventId, HandId, RoundId, TableId
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context

if TYPE_CHECKING:  # loaded when first used
    from sheepshead_scorer.services.hands.hand_edits import OutcomeInput
    from sheepshead_scorer.services.tables import table_codes, table_entry, table_overview


class TableEntryActions:
    """Table entry from phones, over ``self._ctx``."""

    _ctx: Context

    def set_table_entry(self, event_id: EventId, on: bool) -> Changes:
        from sheepshead_scorer.services.tables import table_codes

        return table_codes.set_table_entry(self._ctx, event_id, on)

    def set_table_locked(self, table_id: TableId, locked: bool) -> Changes:
        from sheepshead_scorer.services.tables import table_codes

        return table_codes.set_table_locked(self._ctx, table_id, locked)

    def revoke_table_codes(self, table_id: TableId) -> Changes:
        from sheepshead_scorer.services.tables import table_codes

        return table_codes.revoke_codes(self._ctx, table_id)

    def open_table_code(self, code: str) -> table_codes.TableAccess:
        from sheepshead_scorer.services.tables import table_codes

        return table_codes.open_code(self._ctx, code)

    def table_progress(self, round_id: RoundId) -> tuple[table_overview.TableProgress, ...]:
        from sheepshead_scorer.services.tables import table_overview

        return table_overview.table_progress(self._ctx, round_id)

    def seat_codes(self, round_id: RoundId) -> Mapping[tuple[int, int], str]:
        from sheepshead_scorer.services.tables import table_overview

        return table_overview.seat_codes(self._ctx, round_id)

    def phone_session_key(self) -> bytes:
        from sheepshead_scorer.services.tables import table_sessions

        return table_sessions.session_key(self._ctx)

    def table_code_of(self, code_id: int) -> tuple[str, int] | None:
        from sheepshead_scorer.services.tables import table_sessions

        return table_sessions.code_of(self._ctx, code_id)

    def table_sheet(self, code: str) -> table_entry.TableSheet:
        from sheepshead_scorer.services.tables import table_entry

        return table_entry.table_sheet(self._ctx, code)

    def table_stamps(self, table_ids: Sequence[int]) -> dict[int, tuple[int, ...]]:
        from sheepshead_scorer.services.tables import table_entry

        return table_entry.table_stamps(self._ctx, table_ids)

    def enter_table_hand(
        self, code: str, outcome: OutcomeInput, *, expected_number: int, device: str
    ) -> table_entry.EnteredHand:
        from sheepshead_scorer.services.tables import table_entry

        return table_entry.enter_hand(
            self._ctx, code, outcome, expected_number=expected_number, device=device
        )

    def correct_table_hand(
        self, code: str, hand_id: HandId, outcome: OutcomeInput, *, expected_version: int,
        device: str,
    ) -> Changes:
        from sheepshead_scorer.services.tables import table_corrections

        return table_corrections.correct_hand(
            self._ctx, code, hand_id, outcome, expected_version=expected_version, device=device
        )

    def sign_table_sheet(self, code: str, *, fingerprint: str, device: str) -> Changes:
        from sheepshead_scorer.services.tables import table_corrections

        return table_corrections.sign_sheet(
            self._ctx, code, fingerprint=fingerprint, device=device
        )

    def mark_table_hand(
        self, code: str, hand_id: HandId, *, expected_version: int, confirm: bool, device: str
    ) -> Changes:
        from sheepshead_scorer.services.tables import table_entry
        from sheepshead_scorer.store.models import MarkKind

        kind = MarkKind.CONFIRMED if confirm else MarkKind.DISPUTED
        return table_entry.mark_hand(
            self._ctx, code, hand_id, expected_version=expected_version, kind=kind,
            device=device,
        )
