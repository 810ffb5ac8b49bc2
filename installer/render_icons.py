"""Render the app icon from its SVG into every file the installers need.

    .venv/bin/python installer/render_icons.py

Reads ``resources/icons/sheepshead-scorer.svg`` and writes, with Qt's own SVG renderer (no
extra tool needed):

- ``resources/icons/sheepshead-scorer-<N>.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512
  (the Linux hicolor theme sizes; the app and the .desktop file use them);
- ``installer/icons/sheepshead-scorer.ico`` (Windows: the .exe, the installer, the Start menu);
- ``installer/icons/sheepshead-scorer.icns`` (macOS: the .app bundle and the disk image).

Run it again after editing the SVG and check the results in; the builds never render.
"""

from __future__ import annotations

import os
import struct
import sys
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "sheepshead-scorer.svg"
PNG_DIR = ROOT / "resources" / "icons"
ICON_DIR = ROOT / "installer" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, and the pixel size of each.
ICNS_TYPES: Mapping[bytes, int] = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,  # 512 @2x
    b"ic11": 32,  # 16 @2x
    b"ic12": 64,  # 32 @2x
    b"ic13": 256,  # 128 @2x
    b"ic14": 512,  # 256 @2x
}


def png_path(size: int) -> Path:
    """Where the ``size`` x ``size`` PNG lives."""
    return PNG_DIR / f"sheepshead-scorer-{size}.png"


def render_pngs(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """PNG bytes of the SVG at each size (square, transparent background, antialiased)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: Qt could not read this SVG; check that it is well-formed XML")
    result: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        with tempfile.TemporaryDirectory() as folder:
            target = Path(folder) / f"{size}.png"  # the suffix picks the PNG encoder
            if not image.save(str(target)):
                raise SystemExit(f"could not encode the {size} px icon as PNG")
            result[size] = target.read_bytes()
    return result


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG-compressed image per size (Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS .icns holding the PNG elements macOS 10.7 and later read."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for kind, size in ICNS_TYPES.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    wanted = sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES.values()))
    pngs = render_pngs(SVG, wanted)
    for size in PNG_SIZES:
        png_path(size).write_bytes(pngs[size])
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    (ICON_DIR / "sheepshead-scorer.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (ICON_DIR / "sheepshead-scorer.icns").write_bytes(icns_bytes(pngs))
    print(f"rendered {SVG.name} at {', '.join(map(str, wanted))} px")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
