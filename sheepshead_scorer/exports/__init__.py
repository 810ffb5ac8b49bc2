"""Print and export (PDF, Excel, CSV) and the file importers — a pure layer over plain rows.

Nothing here touches the database, the services or Qt: the services layer builds the frozen rows
of :mod:`.rows`, calls a ``write_*`` function with a path or binary stream (and optionally a
``progress(done, total)`` callback for the UI's progress dialog), or calls a ``read_*`` importer
and writes its rows only when ``result.ok``. See ``docs/exports.md``.
"""

from typing import TYPE_CHECKING

from sheepshead_scorer.exports.errors import (
    ExportError,
    ImportProblem,
)
from sheepshead_scorer.exports.formatting import (
    format_money,
    parse_money,
    parse_points,
    points_text,
    points_value,
    rank_label,
)
from sheepshead_scorer.exports.rows import (
    DocumentInfo,
    EventExport,
    EventTotalRow,
    HandKind,
    HandRow,
    HistoryRow,
    PlayerHistory,
    PlayerRow,
    PlayerSeat,
    PrizeRow,
    RoundResultRow,
    RoundSeating,
    StandingRow,
    Standings,
    StandingsScope,
    TableSeating,
)
from sheepshead_scorer.lazy_names import lazy_names

if TYPE_CHECKING:
    from sheepshead_scorer.exports.csv_export import (
        write_hands_csv,
        write_standings_csv,
    )
    from sheepshead_scorer.exports.excel.season_workbook import write_season_workbook
    from sheepshead_scorer.exports.excel.workbooks import (
        write_event_workbook,
        write_hands_workbook,
        write_standings_workbook,
    )
    from sheepshead_scorer.exports.importers.event_totals import read_event_totals
    from sheepshead_scorer.exports.importers.hand_log import read_hand_log
    from sheepshead_scorer.exports.importers.players import read_players
    from sheepshead_scorer.exports.importers.result import ImportResult
    from sheepshead_scorer.exports.pdf.hand_log import write_hand_log_pdf
    from sheepshead_scorer.exports.pdf.history import write_player_history_pdf
    from sheepshead_scorer.exports.pdf.prizes import write_prizes_pdf
    from sheepshead_scorer.exports.pdf.score_sheets import write_score_sheets_pdf
    from sheepshead_scorer.exports.pdf.season import write_season_pdf
    from sheepshead_scorer.exports.pdf.season_money import write_money_pdf
    from sheepshead_scorer.exports.pdf.seat_cards import write_seat_cards_pdf
    from sheepshead_scorer.exports.pdf.seating import (
        write_seating_by_player_pdf,
        write_seating_by_table_pdf,
    )
    from sheepshead_scorer.exports.pdf.standings import write_standings_pdf
    from sheepshead_scorer.exports.season_numbers import write_season_csv
    from sheepshead_scorer.exports.season_rows import (
        MoneyRow,
        NightCell,
        NightColumn,
        SeasonExport,
        SeasonLine,
        SeasonMoney,
        SeasonTable,
        league_points_text,
    )
    from sheepshead_scorer.exports.season_table import (
        season_header,
        season_text_rows,
        write_money_csv,
    )

# The writers and readers load when first used (reportlab and openpyxl take a second to import),
# and so do the season's rows and the import result (a command reading standings needs neither):
_LAZY = {
    "ImportResult": "sheepshead_scorer.exports.importers.result",
    "MoneyRow": "sheepshead_scorer.exports.season_rows",
    "NightCell": "sheepshead_scorer.exports.season_rows",
    "NightColumn": "sheepshead_scorer.exports.season_rows",
    "SeasonExport": "sheepshead_scorer.exports.season_rows",
    "SeasonLine": "sheepshead_scorer.exports.season_rows",
    "SeasonMoney": "sheepshead_scorer.exports.season_rows",
    "SeasonTable": "sheepshead_scorer.exports.season_rows",
    "league_points_text": "sheepshead_scorer.exports.season_rows",
    "season_header": "sheepshead_scorer.exports.season_table",
    "season_text_rows": "sheepshead_scorer.exports.season_table",
    "write_money_csv": "sheepshead_scorer.exports.season_table",
    "write_season_csv": "sheepshead_scorer.exports.season_numbers",
    "write_hands_csv": "sheepshead_scorer.exports.csv_export",
    "write_standings_csv": "sheepshead_scorer.exports.csv_export",
    "write_hands_workbook": "sheepshead_scorer.exports.excel.workbooks",
    "write_standings_workbook": "sheepshead_scorer.exports.excel.workbooks",
    "write_event_workbook": "sheepshead_scorer.exports.excel.workbooks",
    "write_season_workbook": "sheepshead_scorer.exports.excel.season_workbook",
    "read_event_totals": "sheepshead_scorer.exports.importers.event_totals",
    "read_hand_log": "sheepshead_scorer.exports.importers.hand_log",
    "read_players": "sheepshead_scorer.exports.importers.players",
    "write_hand_log_pdf": "sheepshead_scorer.exports.pdf.hand_log",
    "write_player_history_pdf": "sheepshead_scorer.exports.pdf.history",
    "write_prizes_pdf": "sheepshead_scorer.exports.pdf.prizes",
    "write_score_sheets_pdf": "sheepshead_scorer.exports.pdf.score_sheets",
    "write_seat_cards_pdf": "sheepshead_scorer.exports.pdf.seat_cards",
    "write_seating_by_player_pdf": "sheepshead_scorer.exports.pdf.seating",
    "write_seating_by_table_pdf": "sheepshead_scorer.exports.pdf.seating",
    "write_standings_pdf": "sheepshead_scorer.exports.pdf.standings",
    "write_season_pdf": "sheepshead_scorer.exports.pdf.season",
    "write_money_pdf": "sheepshead_scorer.exports.pdf.season_money",
}


__getattr__ = lazy_names(_LAZY, globals())


__all__ = [
    "DocumentInfo",
    "EventExport",
    "EventTotalRow",
    "ExportError",
    "HandKind",
    "HandRow",
    "HistoryRow",
    "ImportProblem",
    "ImportResult",
    "MoneyRow",
    "NightCell",
    "NightColumn",
    "PlayerHistory",
    "PlayerRow",
    "PlayerSeat",
    "PrizeRow",
    "RoundResultRow",
    "RoundSeating",
    "SeasonExport",
    "SeasonLine",
    "SeasonMoney",
    "SeasonTable",
    "StandingRow",
    "Standings",
    "StandingsScope",
    "TableSeating",
    "format_money",
    "league_points_text",
    "parse_money",
    "parse_points",
    "points_text",
    "points_value",
    "rank_label",
    "read_event_totals",
    "read_hand_log",
    "read_players",
    "season_header",
    "season_text_rows",
    "write_event_workbook",
    "write_hand_log_pdf",
    "write_hands_csv",
    "write_hands_workbook",
    "write_money_csv",
    "write_money_pdf",
    "write_player_history_pdf",
    "write_prizes_pdf",
    "write_score_sheets_pdf",
    "write_season_csv",
    "write_season_pdf",
    "write_season_workbook",
    "write_seat_cards_pdf",
    "write_seating_by_player_pdf",
    "write_seating_by_table_pdf",
    "write_standings_csv",
    "write_standings_pdf",
    "write_standings_workbook",
]
