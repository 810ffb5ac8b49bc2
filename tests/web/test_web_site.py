"""The league website: `export site` writes a folder of static pages that link to each other,
need no JavaScript, escape every name and show the services' numbers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from web_helpers import EVIL, FloorEvent

from sheepshead_scorer.cli import main
from sheepshead_scorer.services import NotFoundError, Services
from sheepshead_scorer.web.site import write_site


def test_site_pages_link_and_show_the_season(
    services: Services, floor_event: FloorEvent, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    summary = write_site(services, floor_event.season_id, out)
    report = services.season_standings(floor_event.season_id)
    pages = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.html"))
    assert pages == sorted(
        ["index.html", f"events/{floor_event.event_id}.html"]
        + [f"players/{row.player_id}.html" for row in report.rows]
    )
    assert summary.pages == len(pages) and (out / "floor.css").is_file()
    for page in out.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "<script" not in html.replace("&lt;script", "")  # no JavaScript, name escaped
        assert EVIL not in html and "@example.org" not in html and "M-900" not in html
        for link in re.findall(r'href="([^"]+)"', html):
            assert (page.parent / link).resolve().is_file(), f"{page.name} links to {link}"
    index = (out / "index.html").read_text(encoding="utf-8")
    leader = report.rows[0]
    assert f'<a href="players/{leader.player_id}.html">' in index
    player = (out / "players" / f"{floor_event.evil_id}.html").read_text(encoding="utf-8")
    assert "<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>" in player
    assert '<svg class="chart league"' in player and "<polyline" in player


def test_site_in_german_and_through_the_command_line(
    services: Services, floor_event: FloorEvent, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = services._ctx.engine.url.render_as_string(hide_password=False)
    out = tmp_path / "liga"
    status = main(["export", "site", "--season", str(floor_event.season_id), "--output",
                   str(out), "--language", "de", "--database", url])
    assert status == 0 and "wrote the league website" in capsys.readouterr().out
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<html lang="de">' in index and "Saison-Rangliste" in index and "Ergebnisse" in index
    assert main(["export", "site", "--output", str(out), "--database", url]) == 2
    assert "export site needs --season" in capsys.readouterr().err
    with pytest.raises(NotFoundError):
        write_site(services, 999, tmp_path / "none")
    assert not (tmp_path / "none").exists()
