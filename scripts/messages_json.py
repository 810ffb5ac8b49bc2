"""Write the German of the layers' messages (resources/i18n/messages_de.ts) as JSON for the
floor pages, which render services' ``Text`` without Qt (``web/i18n.py``): one catalogue,
two readers. Run by scripts/update-translations; tests/i18n checks the JSON is current."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "resources/i18n/messages_de.ts"
JSON = ROOT / "sheepshead_scorer/web/messages_de.json"


def catalogue(ts: Path = TS) -> dict[str, str]:
    found: dict[str, str] = {}
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "obsolete"):
            continue
        if translation.text:
            found[source] = translation.text
    return dict(sorted(found.items()))


def render(ts: Path = TS) -> str:
    return json.dumps(catalogue(ts), ensure_ascii=False, indent=0, sort_keys=True) + "\n"


if __name__ == "__main__":
    JSON.write_text(render(), encoding="utf-8")
    print(JSON.relative_to(ROOT), file=sys.stdout)
