"""What a phone's signed session needs from the database: the key it is signed with, and the
code a session names by its id.

The key is random, made once and kept in the database's settings, so a phone's session cookie
stays valid across a Stop/Start of the floor network and a restart of the app (and on every
station of a shared database). The session names its code by id, never by the code itself:
a stolen cookie does not reveal the seat's code. Whether the code still opens anything —
revoked, expired with its round, table entry off — is asked again on every request
(``table_codes.check_code``), so revoking a code ends every session made with it.
"""

from __future__ import annotations

import secrets

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.store.models import Setting, TableCode
from sheepshead_scorer.text import Text

KEY_SETTING = "table_entry_session_key"


def session_key(ctx: Context) -> bytes:
    """The phones' session signing key (made on first use; 32 random bytes, hex in settings)."""
    for _attempt in range(2):
        with transaction(ctx) as session:
            value = session.scalar(select(Setting.value).where(Setting.key == KEY_SETTING))
            if value:
                return bytes.fromhex(value)
        try:
            with transaction(ctx) as session:
                made = secrets.token_hex(32)
                session.add(Setting(key=KEY_SETTING, value=made))
                return bytes.fromhex(made)
        except IntegrityError:
            continue  # another station made it at the same moment: read theirs
    raise RuntimeError(Text(
        "the phones' session key could not be stored in the database; start the floor "
        "network again"
    ))


def code_of(ctx: Context, code_id: int) -> tuple[str, int] | None:
    """The code with id ``code_id`` and its table (None: no such code any more)."""
    with transaction(ctx) as session:
        row = session.execute(
            select(TableCode.code, TableCode.table_id).where(TableCode.id == code_id)
        ).first()
        return (str(row[0]), int(row[1])) if row is not None else None
