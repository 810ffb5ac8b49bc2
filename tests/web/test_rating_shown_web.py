"""The Sheepshead rating where players look (issue 29): the phones' player page on the floor
network started as the window starts it (the rating, the hands it rests on and the player's
place by rating among the event's players, following a saved hand live), looked at in
headless chromium at a phone's width; and the league website's player page and season table
(the table's column only when the season turns it on)."""

from __future__ import annotations

import datetime as dt
import html
import re
import urllib.request
from fractions import Fraction
from pathlib import Path

import pytest
from browser_helpers import shot
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from web_helpers import FloorEvent, picked

from sheepshead_scorer.ids import PlayerId
from sheepshead_scorer.services import PlayerFields, Services
from sheepshead_scorer.ui.actions.floor_network import FloorNetwork
from sheepshead_scorer.web.site import write_site

SHOTS = Path("/tmp/shots-r2")


def _text(page: str) -> str:
    """A page's text, tags dropped and entities decoded, one space between words."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return str(answer.read().decode("utf-8"))


def _expected(services: Services, event_players: list[int], player: int) -> str:
    """"Rating 1,046 (3 hands) · rank 2 of 10 in this event by rating", from the door's
    ratings: the place is one more than the players rated higher, shared when level."""
    ratings = services.player_ratings()
    mine = ratings[PlayerId(player)]
    others = [ratings[PlayerId(p)].rating for p in event_players if PlayerId(p) in ratings]
    above = sum(1 for r in others if r > mine.rating)
    level = sum(1 for r in others if r == mine.rating)
    place = f"T-{above + 1}" if level > 1 else str(above + 1)
    hands = f"{mine.hands} hand" + ("" if mine.hands == 1 else "s")
    return (f"Rating {mine.rating:,} ({hands}) · rank {place} of {len(others)} in this event "
            f"by rating")


@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
def test_the_phone_page_shows_the_rating_and_follows_a_hand(
    services: Services, floor_event: FloorEvent, floor: FloorNetwork,
    browser: webdriver.Chrome, tmp_path: Path,
) -> None:
    base = floor.url  # started from the window's File → Floor network… dialog
    event, seat = floor_event.event_id, floor_event.tables[0].seats[1]
    players = list(floor_event.players)
    page = _text(_get(f"{base}e/{event}/p/{seat.player_id}"))
    assert _expected(services, players, seat.player_id) in page
    assert "recomputed from all the hands each time" in page
    before = services.player_ratings()[PlayerId(seat.player_id)]
    assert before.hands == 3

    browser.set_window_size(390, 844)
    browser.get(f"{base}e/{event}/p/{seat.player_id}")
    rating = browser.find_element(By.CSS_SELECTOR, "p.rating")
    assert rating.text == _expected(services, players, seat.player_id)
    assert "recomputed" in str(rating.get_attribute("title"))
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, "the page scrolls sideways on a phone"
    # a hand saved at the desk reaches the open page: one more hand under the rating
    services.record_hand(floor_event.tables[0].id, picked(3, 1, 0, 88), expected_number=4)
    WebDriverWait(browser, 5, poll_frequency=0.05).until(
        lambda d: "(4 hands)" in d.find_element(By.ID, "live").text
    )
    after = services.player_ratings()[PlayerId(seat.player_id)]
    assert after.hands == 4 and after.rating != before.rating  # the picker won: it moved
    WebDriverWait(browser, 5, poll_frequency=0.05).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "p.rating").text
        == _expected(services, players, seat.player_id)
    )
    SHOTS.mkdir(exist_ok=True)
    browser.save_screenshot(str(SHOTS / "phone-player-rating-390.png"))
    shot(browser, tmp_path, "phone-player-rating")
    browser.get(f"{base}e/{event}/p/{seat.player_id}?lang=de")
    german = browser.find_element(By.CSS_SELECTOR, "p.rating").text
    assert german.startswith(f"Wertungszahl {after.rating:,}".replace(",", "."))
    assert "(4 Spiele) · Platz " in german and "in diesem Turnier nach Wertungszahl" in german
    browser.save_screenshot(str(SHOTS / "phone-player-rating-390-de.png"))


def test_the_league_website_shows_the_rating(
    services: Services, floor_event: FloorEvent, tmp_path: Path
) -> None:
    season = floor_event.season_id
    # a totals night: the newcomer plays no hand, so has no rating ("—", never 0)
    newcomer = services.create_player(PlayerFields(name="Newcomer")).created
    assert newcomer is not None
    one, two = floor_event.players[0], floor_event.players[1]
    services.record_night(season, dt.date(2026, 12, 8),
                          {one: Fraction(3), two: Fraction(2), newcomer: Fraction(-5)})
    out = tmp_path / "site"
    write_site(services, season, out)
    alone = _text((out / "players" / f"{newcomer}.html").read_text("utf-8"))
    assert "Rating —" in alone
    ratings = services.player_ratings()
    seat = floor_event.tables[0].seats[0]
    mine = ratings[PlayerId(seat.player_id)]
    page = _text((out / "players" / f"{seat.player_id}.html").read_text("utf-8"))
    assert f"Rating {mine.rating:,} ({mine.hands} hands)" in page
    assert "recomputed from all the hands each time" in page
    index = _text((out / "index.html").read_text("utf-8"))
    assert "Rating" not in index  # the season's option is off: no column in its table

    version = services.season_settings(season).version
    rules = services.season_settings(season).rules
    services.update_season_rules(season, rules, expected_version=version, rating_column=True)
    write_site(services, season, out)
    index_html = (out / "index.html").read_text("utf-8")
    header = re.findall(r'<th[^>]*scope="col">([^<]*)</th>', index_html)
    assert "Rating" in header
    column = header.index("Rating")
    row = next(r for r in re.findall(r"<tr>(.*?)</tr>", index_html)
               if f"players/{seat.player_id}.html" in r)
    cells = [html.unescape(c) for c in re.findall(r"<t[dh][^>]*>(?:<a[^>]*>)?([^<]*)", row)]
    assert cells[column] == f"{mine.rating:,} ({mine.hands})"
    assert 'class="num"' in re.findall(r'<th[^>]*scope="col">', index_html)[column]
    assert "in brackets the hands it rests on" in _text(index_html)
    newcomer_row = next(r for r in re.findall(r"<tr>(.*?)</tr>", index_html)
                        if f"players/{newcomer}.html" in r)
    newcomer_cells = re.findall(r"<t[dh][^>]*>(?:<a[^>]*>)?([^<]*)", newcomer_row)
    assert newcomer_cells[column] == "—"
