"""The headless browser of the floor-network tests: Debian's chromium driven by selenium at a
phone's size, and screenshots kept in ``tmp_path`` (and $SHEEPSHEAD_SCREENSHOT_DIR if set)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service as ChromeService

PHONE = (375, 740)


def phone_browser() -> Iterator[webdriver.Chrome]:
    """A chromium window the size of a small phone (the ``browser`` fixture)."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={PHONE[0]},{PHONE[1]}", "--lang=en-US"):
        options.add_argument(flag)
    driver = webdriver.Chrome(
        service=ChromeService(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
        options=options,
    )
    driver.set_window_size(*PHONE)
    try:
        yield driver
    finally:
        driver.quit()


def shot(driver: webdriver.Chrome, tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.png"
    driver.save_screenshot(str(path))
    copy_to = os.environ.get("SHEEPSHEAD_SCREENSHOT_DIR")
    if copy_to:
        Path(copy_to).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, Path(copy_to) / path.name)
    assert path.stat().st_size > 5_000
    return path
