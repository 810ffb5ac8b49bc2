"""The peer as its user waits for it (issue 26): a table's result saved in a real browser.

``PeerServer.director_waits`` times the peer's three HTTP requests only; the director there
looks at a browser, which also parses, lays out and paints each page. ``BrowserDirector``
drives Debian's headless chromium through selenium (the floor tests' stack, a dev extra) at
1920×1080, the screen our window is measured on, and for each sample:

1. opens an empty table's result form and fills its four points and solos (the director's
   typing; not counted), waits for that page's load and a frame;
2. notes the time and clicks "Speichern & nächster Tisch" (the same POST as the HTTP figure);
3. the browser follows the redirect to the next table's form, loads and paints it; a script
   put into every document (``Page.addScriptToEvaluateOnNewDocument``) then goes on, at the
   first task after that page's first frame after its load event, to the standings page
   (``/tournaments/ID/standings``, the form's "Gesamtwertung" link);
4. the standings page is loaded (``loadEventEnd`` of its navigation entry: HTML received and
   parsed, the peer's CSS and deferred scripts, cached as in a director's browser, run) and
   painted: the time counted ends at the first task after the first frame after its load
   event (``requestAnimationFrame`` then a ``MessageChannel`` message: its style, layout and
   paint on the renderer's main thread are done; the compositor's rasterising of that frame
   and a display are not counted, headless has none).

Times are read from the pages' own clocks (``performance.timeOrigin + performance.now()``,
one clock for the browser), so WebDriver's polling is not in them. Also kept per sample:
the standings page's first contentful paint and its own navigation (request to
``loadEventEnd``), both from its navigation start.
"""

from __future__ import annotations

import random
import shutil
import time
from pathlib import Path
from typing import Any

from benchmarks import peer

SCREEN = (1920, 1080)

_PROBE = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const shown = (then) => {
    let frame = null, fcp = null;
    const finish = () => { if (frame !== null && fcp !== null) then(Math.max(frame, fcp)); };
    new PerformanceObserver((list, observer) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') {
          fcp = performance.timeOrigin + entry.startTime;
          observer.disconnect();
          finish();
        }
      }
    }).observe({type: 'paint', buffered: true});
    window.addEventListener('load', () => setTimeout(() => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { frame = now(); finish(); };
      channel.port2.postMessage(0);
    }), 0));
  };
  shown((at) => {
    const state = sessionStorage.getItem('bench-state');
    if (state === 'saving') {
      sessionStorage.setItem('bench-state', 'standings');
      location.assign(sessionStorage.getItem('bench-standings'));
    } else if (state === 'standings') {
      sessionStorage.setItem('bench-state', '');
      window.benchDone = {end: at, origin: performance.timeOrigin};
    } else {
      window.benchReady = true;
    }
  });
})();
"""

_SUBMIT = """
const [values, solos, standings] = arguments;
const points = document.querySelectorAll('input.sk-points');
const soli = document.querySelectorAll('input.sk-soli');
points.forEach((input, n) => {
  input.value = String(values[n]);
  input.dispatchEvent(new Event('input', {bubbles: true}));
});
soli.forEach((input, n) => { input.value = String(solos[n]); });
const button = document.getElementById('btnSaveNext');
if (button.disabled) return null;
sessionStorage.setItem('bench-standings', standings);
sessionStorage.setItem('bench-state', 'saving');
const start = performance.timeOrigin + performance.now();
button.click();
return start;
"""


def missing() -> str | None:
    """None when a headless chromium can be driven here; else one line saying why not."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (the dev extras have it)"
    if not (shutil.which("chromium") or Path("/usr/bin/chromium").exists()):
        return "no chromium (scripts/system-packages.txt: chromium, chromium-driver)"
    if not (shutil.which("chromedriver") or Path("/usr/bin/chromedriver").exists()):
        return "no chromedriver (scripts/system-packages.txt: chromium-driver)"
    return None


class BrowserDirector:
    """One headless chromium, kept across sizes (its cache warm, as a director's)."""

    def __init__(self) -> None:
        from selenium import webdriver
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for flag in (
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-extensions",
            f"--window-size={SCREEN[0]},{SCREEN[1]}",
            "--lang=de-DE",
        ):
            options.add_argument(flag)
        try:
            self.driver = webdriver.Chrome(
                service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                options=options,
            )
        except (WebDriverException, OSError) as error:
            first = (str(error).strip().splitlines() or [type(error).__name__])[0]
            raise RuntimeError(f"chromium did not start ({first})") from error
        self.driver.set_window_size(*SCREEN)
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _PROBE})

    def close(self) -> None:
        self.driver.quit()

    def _wait(self, expression: str, timeout: float = 120) -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.driver.execute_script(f"return {expression};")
            if value:
                return value
            time.sleep(0.005)
        raise RuntimeError(f"the peer's page did not reach {expression} in {timeout:.0f} s")

    def _open(self, url: str) -> None:
        self.driver.get(url)
        self._wait("window.benchReady === true")

    def waits(self, server: peer.PeerServer, count: int, seed: int) -> dict[str, list[float]]:
        """``count`` results saved on ``server``: seconds from the click to the standings
        page loaded and painted ("total"), and of each the standings page's first
        contentful paint and its ``loadEventEnd`` from its navigation start."""
        base = f"http://127.0.0.1:{server.port}"
        tid = server.tournament
        standings = f"{base}/tournaments/{tid}/standings"
        tables = server.seats(peer.ROUNDS)
        empty = sorted(tables)[: peer.EMPTY_TABLES]
        rng = random.Random(seed)
        self._open(standings)  # warm: its CSS and scripts cached, as ours warms its window
        out: dict[str, list[float]] = {"total": [], "standings": []}
        for number in range(count):
            table = empty[number % len(empty)]
            self._open(f"{base}/tournaments/{tid}/rounds/{peer.ROUNDS}/results/{table}")
            points = [rng.randrange(-60, 61) for _ in range(3)]
            points.append(-sum(points))
            solos = [rng.randrange(0, 3) for _ in range(4)]
            start = self.driver.execute_script(_SUBMIT, points, solos, standings)
            if start is None:
                raise RuntimeError(f"the peer's form for table {table} would not save")
            done = self._wait("window.benchDone")
            out["total"].append((done["end"] - start) / 1000)
            out["standings"].append((done["end"] - done["origin"]) / 1000)
        return out
