"""The app icon: the SVG, its PNG renderings and the Windows/macOS icon files made from it."""

from __future__ import annotations

import importlib.util
import struct
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def load_render_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "render_icons", ROOT / "installer" / "render_icons.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


render_icons = load_render_icons()


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def parse_ico(data: bytes) -> dict[int, bytes]:
    """Size -> image bytes of every entry of a .ico file."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    images: dict[int, bytes] = {}
    for i in range(count):
        width, height, _c, _r, _p, _b, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert width == height
        images[width or 256] = data[offset : offset + length]
    return images


def parse_icns(data: bytes) -> dict[bytes, bytes]:
    """Element type -> data of every element of a .icns file."""
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    elements: dict[bytes, bytes] = {}
    position = 8
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack(">I", data[position + 4 : position + 8])[0],
        )
        elements[kind] = data[position + 8 : position + length]
        position += length
    assert position == len(data)
    return elements


@pytest.mark.parametrize("size", render_icons.PNG_SIZES)
def test_each_png_has_its_size_transparent_corners_and_an_opaque_middle(size: int) -> None:
    path = render_icons.png_path(size)
    assert png_size(path.read_bytes()) == (size, size)
    image = QImage(str(path))
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner
    assert image.pixelColor(size - 1, size - 1).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_the_svg_is_a_square_512_grid_with_a_title() -> None:
    root = ET.parse(ROOT / "resources" / "icons" / "sheepshead-scorer.svg").getroot()
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == f"{ns}svg"
    assert root.get("viewBox") == "0 0 512 512"
    assert root.findtext(f"{ns}title") == "Sheepshead Scorer"


def test_the_checked_in_pngs_match_the_svg(qapp: QApplication) -> None:
    """Fails when the SVG was edited without running installer/render_icons.py."""
    size = 64
    fresh = QImage.fromData(render_icons.render_pngs(render_icons.SVG, [size])[size])
    stored = QImage(str(render_icons.png_path(size)))
    worst = max(
        abs(getattr(fresh.pixelColor(x, y), part)() - getattr(stored.pixelColor(x, y), part)())
        for x in range(size)
        for y in range(size)
        for part in ("red", "green", "blue", "alpha")
    )
    assert worst <= 8


def test_the_windows_icon_holds_every_size_as_png() -> None:
    images = parse_ico((ROOT / "installer" / "icons" / "sheepshead-scorer.ico").read_bytes())
    assert sorted(images) == sorted(render_icons.ICO_SIZES)
    for size, data in images.items():
        assert png_size(data) == (size, size)


def test_the_macos_icon_holds_every_element_at_its_size() -> None:
    elements = parse_icns((ROOT / "installer" / "icons" / "sheepshead-scorer.icns").read_bytes())
    assert set(elements) == set(render_icons.ICNS_TYPES)
    for kind, data in elements.items():
        side = render_icons.ICNS_TYPES[kind]
        assert png_size(data) == (side, side)


fake_pngs = st.dictionaries(
    st.integers(min_value=1, max_value=256),
    st.binary(min_size=1, max_size=64),
    min_size=1,
    max_size=8,
)


@given(fake_pngs)
def test_ico_bytes_round_trip(pngs: dict[int, bytes]) -> None:
    assert parse_ico(render_icons.ico_bytes(pngs)) == pngs


@given(st.binary(min_size=1, max_size=64))
def test_icns_bytes_round_trip(payload: bytes) -> None:
    pngs = {size: payload + bytes([size % 251]) for size in set(render_icons.ICNS_TYPES.values())}
    elements = parse_icns(render_icons.icns_bytes(pngs))
    assert elements == {kind: pngs[size] for kind, size in render_icons.ICNS_TYPES.items()}
