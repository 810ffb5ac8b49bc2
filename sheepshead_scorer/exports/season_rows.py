"""The season table: one row type that the screen, the PDF, the CSV and the workbook render.

``services.season_table`` builds a :class:`SeasonTable` once (from the league table of
``tournament.league``); every place that shows the season renders it through
:func:`season_text_rows`, so the printed, exported and shown copies agree cell for cell.
The type lives here, with the other plain rows, because ``exports`` may not import
``services`` (the layer contract); only the services build it.

Cells: a counted night prints its league points ("20"), a night left out of the total —
dropped under best N of M, or a night that does not count — prints in brackets ("(4)"), a
missed night prints "–". A place a night's tiebreak decided carries "*". A player below the
season's minimum of nights has no place: "-". The legend says all of this on every copy.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from sheepshead_scorer.exports.formatting import points_text, rank_words
from sheepshead_scorer.exports.rows import DocumentInfo, EventExport
from sheepshead_scorer.text import Text

#: What a missed night prints; what an unranked player's place prints.
ABSENT = "–"
UNRANKED = "-"
#: Mark of a night's place decided by that night's tiebreak.
NIGHT_TIEBREAK = "*"
#: The legend line of the rating column (the numeric copies word it their way).
RATING_LEGEND = Text(
    "Rating: the Sheepshead rating from every hand played, recomputed from all the hands in "
    "the database (every event, not only this season); in brackets the hands it rests on; "
    "— no rated hand yet."
)

def league_points_text(value: Fraction | int) -> str:
    """League points as a person writes them: ``21``, ``4½``, ``−2⅓``, ``3 2/7``
    (:func:`~sheepshead_scorer.exports.formatting.points_text`, the one function)."""
    return points_text(value)


@dataclass(frozen=True)
class NightColumn:
    """One night of the season, in date order."""

    event_id: int
    held_on: dt.date
    label: str | Text
    """"09-01 League night 1" (a Text: "01.09. …" in German)."""
    counts: bool
    """False: the night is outside the league table (its cells print in brackets)."""
    totals_only: bool
    """True for a night entered as totals (score sheets or one net total per player):
    no hand counts, so level players there are separated by the best round only."""


@dataclass(frozen=True)
class NightCell:
    """A player's night: league points, whether they are in the total, the night's place."""

    attended: bool
    score: Fraction | None
    """League points that night (``None`` = did not play)."""
    counted: bool
    """In the season total (False for a dropped night and for a night that does not count)."""
    place: str | Text = ""
    """The player's place that night ("3", or a shared one: ``rank_words``), as the night's
    standings print it."""
    by_tiebreak: bool = False
    """The night's place was decided by that night's tiebreak (picker wins, hands lost, best
    round), not by its points."""

    @property
    def text(self) -> str:
        """The cell as every copy prints it: "20", "(4)", "6*", "–"."""
        if not self.attended or self.score is None:
            return ABSENT
        shown = league_points_text(self.score)
        if self.by_tiebreak:
            shown += NIGHT_TIEBREAK
        return shown if self.counted else f"({shown})"


@dataclass(frozen=True)
class SeasonLine:
    """One player's line of the season table."""

    place: int | None
    """``None`` below the season's minimum of nights (listed after the ranked players)."""
    tied: bool
    player_id: int
    player: str
    total: Fraction
    """League points: the counted nights' cells added up."""
    nights: int
    """Counting nights played."""
    game_points: Fraction
    """Game points over the counting nights (the season statistics' raw points)."""
    decided_by: str | Text
    """The tiebreak that decided this place against a player level on league points ("" when
    the league points did)."""
    cells: tuple[NightCell, ...]
    member_number: str = ""
    rating: int | None = None
    """The player's Sheepshead rating (``None``: no rated hand yet), filled in only when the
    season shows the rating column (``SeasonTable.rating_column``)."""
    rated_hands: int = 0
    """The hands the rating rests on."""

    @property
    def label(self) -> str | Text:
        """The place as every copy prints it ("3", "T-3" / "3 (geteilt)", "-"): render it in
        the reader's language."""
        if self.place is None:
            return UNRANKED
        return rank_words(self.place, self.tied)


@dataclass(frozen=True)
class SeasonTable:
    """A season's league table with its nights, the rules in words and the legend."""

    season_id: int
    info: DocumentInfo
    title: str | Text
    columns: tuple[NightColumn, ...]
    lines: tuple[SeasonLine, ...]
    rules: tuple[str | Text, ...] = ()
    """The season's scoring in words, one sentence each."""
    legend: tuple[str | Text, ...] = ()
    """What "-", "–", "(4)" and "*" mean, for the marks this table uses."""
    rating_column: bool = False
    """The league shows each player's Sheepshead rating as a column (the season's option;
    the ratings are filled in by :meth:`with_ratings`)."""

    def with_ratings(self, ratings: Mapping[int, tuple[int, int]]) -> SeasonTable:
        """This table with each line's rating (player id → (rating, rated hands); a player
        missing has none) and the legend line that says what the column is. A table
        without the rating column is returned as it is."""
        if not self.rating_column:
            return self
        lines = tuple(
            dataclasses.replace(
                line, rating=ratings[line.player_id][0], rated_hands=ratings[line.player_id][1]
            ) if line.player_id in ratings else line
            for line in self.lines
        )
        return dataclasses.replace(self, lines=lines, legend=(*self.legend, RATING_LEGEND))

    def line_for(self, player_id: int) -> SeasonLine | None:
        return next((line for line in self.lines if line.player_id == player_id), None)


@dataclass(frozen=True)
class MoneyRow:
    """One night of the season's money list (all amounts integer cents)."""

    held_on: dt.date
    night: str | Text
    players: int
    fees_due_cents: int
    fees_paid_cents: int
    prizes_cents: int
    balance_cents: int
    """The season's cash after this night: fees paid minus prizes, nights so far."""
    owing: tuple[str, ...] = ()
    """Who has not paid in full that night."""

    @property
    def fees_owed_cents(self) -> int:
        return self.fees_due_cents - self.fees_paid_cents


@dataclass(frozen=True)
class SeasonMoney:
    """The treasurer's list: fees paid and owed per night, prizes paid, the balance."""

    info: DocumentInfo
    rows: tuple[MoneyRow, ...]

    @property
    def totals(self) -> tuple[int, int, int, int]:
        """(fees due, fees paid, fees owed, prizes) over the season, cents."""
        return (
            sum(r.fees_due_cents for r in self.rows),
            sum(r.fees_paid_cents for r in self.rows),
            sum(r.fees_owed_cents for r in self.rows),
            sum(r.prizes_cents for r in self.rows),
        )


@dataclass(frozen=True)
class SeasonExport:
    """The season workbook: the season table, each night's standings (``counted`` says
    which nights count toward the league, one flag per event) and the money list."""

    info: DocumentInfo
    table: SeasonTable
    events: tuple[EventExport, ...] = field(default_factory=tuple)
    counted: tuple[bool, ...] = ()
    money: SeasonMoney | None = None
