"""`sheepshead-scorer export ...` end to end, and its refusals (one line, exit status 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from report_helpers import DemoEvent, build_event, pdf_text

from sheepshead_scorer.cli import main
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.core.errors import InvalidInputError
from sheepshead_scorer.services.documents.exporting import (
    ExportFailedError,
    ExportFormat,
    ExportKind,
    ExportRequest,
)
from sheepshead_scorer.store import Database


@pytest.fixture
def cli_demo(sqlite_db: Database) -> tuple[str, DemoEvent]:
    demo = build_event(Services(sqlite_db))
    return str(sqlite_db.url), demo


def _db_arg(url: str) -> str:
    return url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else url


@pytest.mark.parametrize(
    ("args", "file", "check"),
    [
        (["standings", "--event", "{event}"], "s.pdf", "Picker wins"),
        (["standings", "--season", "{season}"], "season.pdf", "league table"),
        (["seating", "--event", "{event}", "--round", "3"], "wall.pdf", "seating by table"),
        (["seating-by-name", "--event", "{event}", "--session", "1", "--round", "3"], "n.pdf",
         "where do I sit"),
        (["score-sheets", "--event", "{event}", "--round", "3", "--table", "1"], "t.pdf",
         "Table 1"),
        (["hands", "--event", "{event}", "--round", "1", "--table", "2"], "h.pdf",
         "round 1, table 2"),
        (["prizes", "--event", "{event}"], "p.pdf", "$90.00"),
        (["history", "--player", "{otto}"], "o.pdf", "History of Otto Schulz"),
    ],
)
def test_export_pdf(
    cli_demo: tuple[str, DemoEvent], tmp_path: Path, capsys: pytest.CaptureFixture[str],
    args: list[str], file: str, check: str,
) -> None:
    url, demo = cli_demo
    values = {"event": demo.event_id, "season": demo.season_id,
              "otto": demo.players["Otto Schulz"]}
    out = tmp_path / file
    argv = ["export", *(a.format(**values) for a in args), "--output", str(out),
            "--database", _db_arg(url)]
    assert main(argv) == 0
    assert f"to {out}" in capsys.readouterr().out
    _, texts = pdf_text(out)
    assert check in "\n".join(texts)


def test_export_in_german(
    cli_demo: tuple[str, DemoEvent], tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    url, demo = cli_demo
    out = tmp_path / "rangliste.pdf"
    argv = ["export", "standings", "--event", str(demo.event_id), "--language", "de",
            "--output", str(out), "--database", _db_arg(url)]
    assert main(argv) == 0
    text = "\n".join(pdf_text(out)[1])
    assert "Rangliste" in text and "Seite 1 von" in text
    assert "Standings" not in text


@pytest.mark.parametrize(
    ("what", "fmt", "suffix", "magic"),
    [
        ("workbook", None, "xlsx", b"PK"),
        ("standings", "xlsx", "xlsx", b"PK"),
        ("standings", "csv", "csv", b"\xef\xbb\xbfRank"),
        ("hands", None, "csv", b"\xef\xbb\xbfSession"),
    ],
)
def test_export_files(
    cli_demo: tuple[str, DemoEvent], tmp_path: Path, what: str, fmt: str | None,
    suffix: str, magic: bytes,
) -> None:
    url, demo = cli_demo
    out = tmp_path / f"out.{suffix}"
    argv = ["export", what, "--event", str(demo.event_id), "--output", str(out),
            "--database", _db_arg(url)]
    if fmt:
        argv += ["--format", fmt]
    assert main(argv) == 0
    assert out.read_bytes().startswith(magic)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["seating", "--event", "{event}"], "give --round N"),
        (["prizes", "--event", "999"], "event 999 does not exist"),
        (["seating", "--event", "{event}", "--round", "9"], "round 9 does not exist"),
        (["hands", "--season", "{season}"], "give --event ID"),
        (["history"], "give --player ID"),
        (["seating", "--event", "{event}", "--round", "1", "--format", "csv"],
         "seating is written as pdf"),
        (["standings", "--event", "{event}", "--session", "7"], "1 to 1"),
        (["workbook", "--event", "{event}", "--output-suffix"], ""),
    ],
)
def test_export_refusals(
    cli_demo: tuple[str, DemoEvent], tmp_path: Path, capsys: pytest.CaptureFixture[str],
    args: list[str], message: str,
) -> None:
    url, demo = cli_demo
    values = {"event": demo.event_id, "season": demo.season_id}
    argv = ["export", *(a.format(**values) for a in args)]
    if "--output-suffix" in argv:
        argv.remove("--output-suffix")
        argv += ["--output", str(tmp_path / "no-suffix")]
        message = "give --format pdf|xlsx|csv"
    else:
        argv += ["--output", str(tmp_path / "x.pdf")]
    argv += ["--database", _db_arg(url)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err
    assert "Traceback" not in err
    assert not (tmp_path / "x.pdf").exists()


def test_import_league_history_command(
    cli_demo: tuple[str, DemoEvent], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url, demo = cli_demo
    file = tmp_path / "history.csv"
    file.write_text("Name,Event,Date,Total\nOtto Schulz,Night 1,2026-09-01,4\n"
                    "Greta Lang,Night 1,2026-09-01,-4\nNeu Nina,Night 1,2026-09-01,0\n",
                    encoding="utf-8")
    argv = ["import-league-history", str(file), "--season", str(demo.season_id),
            "--database", _db_arg(url)]
    assert main([*argv, "--dry-run"]) == 0
    checked = capsys.readouterr().out
    assert "new player: Neu Nina" in checked and "nothing written" in checked
    assert main(argv) == 0
    assert "imported 3 results into 1 events" in capsys.readouterr().out
    assert main(argv) == 2  # the same night again: refused, nothing written
    assert "already in season" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"kind": "poster", "fmt": "pdf", "event_id": 1}, "what='poster'"),
        ({"kind": "prizes", "fmt": "docx", "event_id": 1}, "format='docx'"),
        ({"kind": "prizes", "fmt": "pdf", "event_id": 1, "season_id": 1}, "not both"),
        ({"kind": "standings", "fmt": "pdf", "season_id": 1, "session_number": 1},
         "no session with --season"),
        ({"kind": "hands", "fmt": "pdf", "event_id": 1, "table_number": 0}, "table=0"),
        ({"kind": "workbook", "fmt": "csv", "event_id": 1}, "workbook is written as xlsx"),
    ],
)
def test_request_refusals(fields: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        ExportRequest(**fields)  # type: ignore[arg-type]


def test_every_kind_has_a_format() -> None:
    for kind in ExportKind:
        scope = {"season_id": 1} if kind is ExportKind.MONEY else {"event_id": 1}
        request = ExportRequest(kind, ExportFormat.XLSX if kind is ExportKind.WORKBOOK
                                else ExportFormat.PDF, round_number=1, player_id=1, **scope)
        assert request.session == 1


def test_export_to_an_unwritable_place_is_a_clear_error(
    services: Services, tmp_path: Path
) -> None:
    demo = build_event(services, season=False)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ExportFailedError, match="cannot write"):
        services.export_document(
            ExportRequest(ExportKind.PRIZES, ExportFormat.PDF, event_id=demo.event_id),
            blocker / "inside.pdf",
        )
