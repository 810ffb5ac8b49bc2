"""Rebuild the fallback fonts shipped in ``sheepshead_scorer/exports/fonts/`` (run by hand).

    apt-get install fonts-noto-core fonts-nanum fonts-droid-fallback
    .venv/bin/python resources/fonts/make_fonts.py

Copies Noto Sans Devanagari, Noto Sans Thai (OFL, no reserved name) and Droid Sans Fallback Full
(Apache 2.0) unchanged, and subsets Nanum Gothic (OFL) to Hangul — its jamo, compatibility jamo
and the 11,172 syllables, hinting dropped, OpenType layout kept. Nanum's licence reserves its
name, so the subset, a modified version, is renamed "Sheepshead Hangul" (OFL 1.1, section 3).
See README.md here for the sizes and the licences.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

TARGET = Path(__file__).resolve().parents[2] / "sheepshead_scorer" / "exports" / "fonts"
NOTO = "/usr/share/fonts/truetype/noto"
COPIES = {
    f"{NOTO}/NotoSansDevanagari-Regular.ttf": "NotoSansDevanagari-Regular.ttf",
    f"{NOTO}/NotoSansThai-Regular.ttf": "NotoSansThai-Regular.ttf",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf": "DroidSansFallbackFull.ttf",
}
NANUM = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"
HANGUL = "SheepsheadHangul.ttf"
HANGUL_RANGES = (
    (0x0020, 0x0020), (0x1100, 0x11FF), (0x3130, 0x318F), (0xA960, 0xA97F),
    (0xAC00, 0xD7A3), (0xD7B0, 0xD7FF),
)


def _hangul() -> None:
    options = subset.Options()
    options.layout_features = ["*"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(NANUM)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for a, b in HANGUL_RANGES for c in range(a, b + 1)])
    subsetter.subset(font)
    for record in font["name"].names:
        if record.nameID in (1, 4, 16):
            record.string = "Sheepshead Hangul"
        elif record.nameID == 6:
            record.string = "SheepsheadHangul"
        elif record.nameID == 3:
            record.string = "SheepsheadHangul subset of NanumGothic"
        elif record.nameID == 5:
            record.string = "Version 1.0; Hangul subset of NanumGothic (fonts-nanum 20200506)"
    font.save(TARGET / HANGUL)


def main() -> None:
    for source, name in COPIES.items():
        shutil.copyfile(source, TARGET / name)
    _hangul()
    for name in (*COPIES.values(), HANGUL):
        print(f"{name}: {(TARGET / name).stat().st_size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
