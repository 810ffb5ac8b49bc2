"""The league website carries everything the season PDF carries: a column per night, the
dropped nights marked, the rules and the legend in the PDF's words, the same words on the
player pages, "provisional" on an event still in progress, and chart labels that fit — looked
at in a real headless chromium at a phone's and a desktop's width."""

from __future__ import annotations

import datetime as dt
import html
import re
import shutil
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from browser_helpers import shot
from selenium import webdriver
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.common.by import By
from web_helpers import FloorEvent

from sheepshead_scorer.exports.season_rows import SeasonLine
from sheepshead_scorer.exports.season_table import season_header, season_notes, season_text_rows
from sheepshead_scorer.services import Services
from sheepshead_scorer.web.site import chart, write_site
from sheepshead_scorer.web.templates import render

PHONE, DESKTOP = (390, 844), (1280, 900)
RULES = {
    "scoring": "placement_points", "placement_points": ["10", "6", "3"],
    "past_table_points": "1", "best_of": 2, "min_events": 2,
    "tiebreaks": ["most_nights", "best_night"],
}


@pytest.fixture
def season(services: Services, floor_event: FloorEvent) -> int:
    """The floor's season (its event still in session 1) with three league nights before it:
    a dropped night, a night that does not count, a player below the minimum."""
    p = floor_event.players
    nights = (
        {p[0]: 12, p[1]: -7, p[2]: -5, p[4]: 0},
        {p[0]: -6, p[1]: 6, p[2]: 6, p[5]: -6},
        {p[0]: 1, p[1]: 0, p[6]: -1},  # does not count
    )
    events = []
    for week, night in enumerate(nights):
        changes = services.record_night(
            floor_event.season_id, dt.date(2026, 9, 1) + dt.timedelta(weeks=week),
            {k: Fraction(v) for k, v in night.items()},
            name=f"League Night {week + 1}",
        )
        events.append(changes.created)
    services.update_season_rules(
        floor_event.season_id, RULES, counting={events[2]: False},
        expected_version=services.season_settings(floor_event.season_id).version,
    )
    return floor_event.season_id


def line_of(services: Services, season: int) -> SeasonLine:
    return services.season_table(season).lines[0]


def _text(page: Path) -> str:
    """The page's text, tags dropped and entities decoded, one space between words."""
    raw = re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8"))
    return " ".join(html.unescape(raw).split())


def test_the_season_page_has_the_nights_the_marks_and_the_legend(
    services: Services, floor_event: FloorEvent, season: int, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    write_site(services, season, out)
    table = services.season_table(season)
    index = (out / "index.html").read_text(encoding="utf-8")
    shown = _text(out / "index.html")
    member = season_header(table).index("Member #")  # a public page shows no member numbers
    header = [w for i, w in enumerate(season_header(table)) if i != member]
    heads = re.findall(r'<th[^>]*scope="col">([^<]*)</th>', index)
    assert [html.unescape(h) for h in heads] == header  # the PDF's columns, a night each
    assert "09-15 League Night 3 (not counted)" in header
    body = index.split("<tbody>")[1].split("</tbody>")[0]
    lines = [
        [html.unescape(c) for c in re.findall(r"<t[dh][^>]*>(?:<a [^>]*>)?([^<]*)", tr)]
        for tr in re.findall(r"<tr>(.*?)</tr>", body)
    ]
    expected = [[c for i, c in enumerate(row) if i != member] for row in season_text_rows(table)]
    assert lines == expected  # cell for cell as the PDF prints them
    assert "M-900" not in index
    dropped = re.findall(r'<td class="num dropped">([^<]*)</td>', index)
    assert dropped and all(cell.startswith("(") for cell in dropped)
    assert re.search(r'<td class="num unranked">-</td>', index)  # below the minimum
    for note in season_notes(table):  # the rules and the legend, the PDF's words
        assert note in shown, note
    assert "(4) a dropped night: not in the league points." in shown
    assert "- in Rank: fewer than 2 nights played, not ranked yet." in shown
    assert "Fall Classic" in shown and "during session 1 of 1 — provisional" in shown

    player = _text(out / "players" / f"{floor_event.players[0]}.html")
    line = table.line_for(floor_event.players[0])
    assert line is not None
    assert "(not counted)" not in player and "absent" not in player
    history = (out / "players" / f"{floor_event.players[0]}.html").read_text(encoding="utf-8")
    league = re.findall(r'<td class="num( dropped)?">([^<]*)</td></tr>', history)
    assert [cell for _grey, cell in league] == [cell.text for cell in line.cells]
    assert [bool(grey) for grey, _cell in league] == [
        c.attended and not c.counted for c in line.cells]
    assert "(4) a dropped night: not in the league points." in player
    event = _text(out / "events" / f"{floor_event.event_id}.html")
    assert "Event standings — during session 1 of 1 — provisional" in event
    assert "Prize payouts if the event ended now (during session 1 of 1 — provisional)" in event


@pytest.fixture
def chromium() -> Iterator[webdriver.Chrome]:
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--lang=en-US", "--allow-file-access-from-files"):
        options.add_argument(flag)
    driver = webdriver.Chrome(
        service=ChromeService(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
        options=options,
    )
    try:
        yield driver
    finally:
        driver.quit()


def _labels_fit(driver: webdriver.Chrome) -> list[str]:
    """The chart's texts that reach past the chart's box (clipped), as "text: x0..x1"."""
    return driver.execute_script(
        """const svg = document.querySelector('svg.chart');
        const box = svg.viewBox.baseVal; const out = [];
        for (const t of svg.querySelectorAll('text')) {
          const b = t.getBBox();
          if (b.x < 0 || b.x + b.width > box.width || b.y < 0 || b.y + b.height > box.height)
            out.push(t.textContent + ': ' + b.x + '..' + (b.x + b.width));
        }
        return out;"""
    )


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_site_in_chromium_at_phone_and_desktop_width(
    chromium: webdriver.Chrome, services: Services, floor_event: FloorEvent, season: int,
    tmp_path: Path, size: tuple[int, int],
) -> None:
    out = tmp_path / "site"
    write_site(services, season, out)
    chromium.set_window_size(*size)
    width = chromium.execute_script("return window.innerWidth")
    name = "phone" if size == PHONE else "desktop"

    chromium.get((out / "index.html").as_uri())
    heads = [th.text for th in chromium.find_elements(By.CSS_SELECTOR, "table.season thead th")]
    assert "09-08 League Night 2" in " ".join(h.replace("\n", " ") for h in heads)
    assert chromium.find_elements(By.CSS_SELECTOR, "td.dropped")
    assert chromium.execute_script("return document.documentElement.scrollWidth") <= width
    legend = chromium.find_element(By.CSS_SELECTOR, ".notes").text
    assert "(4) a dropped night: not in the league points." in legend
    grey = chromium.find_element(By.CSS_SELECTOR, "td.dropped").value_of_css_property("color")
    assert grey != chromium.find_element(By.CSS_SELECTOR, "td.num").value_of_css_property(
        "color")
    shot(chromium, tmp_path, f"site-season-{name}")
    chromium.execute_script("document.querySelector('.scroll').scrollLeft = 10000")
    last = chromium.find_elements(By.CSS_SELECTOR, "table.season thead th")[-1]
    assert last.is_displayed() and last.rect["x"] + last.rect["width"] <= width + 1
    shot(chromium, tmp_path, f"site-season-{name}-nights")  # the names stay in view

    chromium.get((out / "players" / f"{floor_event.players[0]}.html").as_uri())
    assert chromium.execute_script("return document.documentElement.scrollWidth") <= width
    assert _labels_fit(chromium) == []
    chromium.execute_script("document.querySelector('svg.chart').scrollIntoView()")
    shot(chromium, tmp_path, f"site-player-{name}")

    # a long season: twelve nights with long names, every label inside the drawing
    long = chart(
        tuple(Fraction(n * 7 - 30, 2) for n in range(12)),
        tuple(f"{9 + n // 4:02}-{1 + 7 * (n % 4):02} Tuesday League Night {n + 1}"
              for n in range(12)),
    )
    assert long is not None and 3 <= len(long.x_labels) < 12
    page = out / "long-chart.html"
    page.write_text(
        '<!doctype html><link rel="stylesheet" href="floor.css"><main>'
        + re.search(r"<svg.*</svg>", render(
            "site_player.html", "en", static_url="", title="t", line=line_of(services, season),
            summary=(), history=(), legend=(), chart=long, status={}, home_url="",
            event_url=str, languages={}, lang_url=str, live=False,
        ), re.S).group(0)  # type: ignore[union-attr]
        + "</main>", encoding="utf-8",
    )
    chromium.get(page.as_uri())
    assert _labels_fit(chromium) == []
    shot(chromium, tmp_path, f"site-chart-12-nights-{name}")

    chromium.get((out / "events" / f"{floor_event.event_id}.html").as_uri())
    assert "provisional" in chromium.find_element(By.CSS_SELECTOR, "p.provisional").text
    assert chromium.execute_script("return document.documentElement.scrollWidth") <= width
    shot(chromium, tmp_path, f"site-event-{name}")
