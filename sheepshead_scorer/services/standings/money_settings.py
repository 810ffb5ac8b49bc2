"""The currency this database's events are played for: one database-wide setting (the
``settings`` table, key ``currency``), dollars until the director chooses euros.

Every copy of a sum of money asks here: the window (``ui.formatting.format_money``), the
documents (``DocumentInfo.currency``, set where the services build it), the floor pages and
the command line. Stored as the currency's code ("USD", "EUR").
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from sheepshead_scorer.exports.formatting import Currency
from sheepshead_scorer.services.core import audit
from sheepshead_scorer.services.core.changes import Changes
from sheepshead_scorer.services.core.context import Context, transaction
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.store.models import Event, Registration, Season, Setting
from sheepshead_scorer.text import Text

CURRENCY_SETTING = "currency"


def currency_in(session: Session) -> Currency:
    """The database's currency inside an open transaction (dollars when never chosen, or
    when the stored code is not one this version knows)."""
    value = session.scalar(select(Setting.value).where(Setting.key == CURRENCY_SETTING))
    try:
        return Currency(value) if value else Currency.DOLLAR
    except ValueError:
        return Currency.DOLLAR


def currency(ctx: Context) -> Currency:
    """The database's currency."""
    with transaction(ctx) as session:
        return currency_in(session)


def set_currency(ctx: Context, chosen: Currency | str) -> Changes:
    """Choose the currency every event of this database is shown in; audited. Money already
    entered keeps its amounts (cents): only the sign and its place change."""
    try:
        new = Currency(chosen)
    except ValueError:
        raise InvalidInputError(
            "currency", chosen, Text("one of {codes}", codes=", ".join(c.value for c in Currency)),
        ) from None
    with transaction(ctx) as session:
        old = currency_in(session)
        if old is new:
            return Changes()
        setting = session.get(Setting, CURRENCY_SETTING)
        if setting is None:
            session.add(Setting(key=CURRENCY_SETTING, value=new.value))
        else:
            setting.value = new.value
        audit.record(
            session, ctx, entity="setting", entity_id=0, action="set_currency",
            before={"currency": old.value}, after={"currency": new.value},
        )
        # every view that shows money redraws: fees, payments, prizes, the money list
        return Changes(
            events=tuple(session.scalars(select(Event.id))),
            registrations=tuple(session.scalars(select(Registration.id))),
            seasons=tuple(session.scalars(select(Season.id))),
            standings=True,
        )
