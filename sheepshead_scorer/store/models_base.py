"""The declarative base class and the columns every editable row shares."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, declared_attr, mapped_column

from sheepshead_scorer.store.base import UTCDateTime, metadata, utcnow


class Base(DeclarativeBase):
    """All tables of the scorer; ``Base.metadata`` carries the constraint naming convention."""

    metadata = metadata


class Editable:
    """Mixin for rows a director edits: an optimistic version counter and who changed it last.

    ``version`` is SQLAlchemy's ``version_id_col``: an UPDATE or DELETE that finds another
    version in the database raises ``StaleDataError`` (the services turn it into a
    ``StaleEditError`` naming the station and time of the other change).
    """

    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)
    changed_at: Mapped[datetime] = mapped_column(UTCDateTime, nullable=False, default=utcnow)
    changed_station: Mapped[str] = mapped_column(String(120), nullable=False, default="")


    @declared_attr.directive
    def __mapper_args__(cls) -> dict[str, object]:
        return {"version_id_col": cls.version}
