"""The league website's chart: a player's league points after each night, as inline SVG.

Every label fits: a night's label is written on two lines (its date, then its name), the
first and last are anchored to the chart's edges, only as many as have room are written, the
words every night's name shares are left out when the names are too long ("Night 4" for
"Tuesday League Night 4"), and a name still too long is shortened with "…" (the full label
stays in the ``<title>`` of its dot, which a browser shows on hover).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from sheepshead_scorer.web import i18n

#: A narrow drawing (scaled to the page's width): its 13-unit labels stay readable on a
#: phone (about 10 px at 390 px) without growing large on a desktop (at most 32rem wide).
WIDTH, HEIGHT = 480, 230
LEFT, RIGHT, TOP, BOTTOM = 40, 40, 24, 62
#: Roughly how wide one character of the labels is (13-unit system sans), generously.
CHAR_WIDTH = 7.6
#: The room one night's label may take before names are shortened ("Tuesday Lea…").
LABEL_ROOM = 100


@dataclass(frozen=True)
class Label:
    x: float
    anchor: str  # "start", "middle" or "end"
    date: str
    name: str


@dataclass(frozen=True)
class Dot:
    x: float
    y: float
    value: str
    title: str  # the night's full label and the value, shown on hover


@dataclass(frozen=True)
class Chart:
    """A line chart ready to draw: points in SVG coordinates, labels where they go."""

    width: int
    height: int
    points: str  # "x,y x,y ..." for <polyline>
    dots: tuple[Dot, ...]
    x_labels: tuple[Label, ...]
    zero_y: float
    left: int = LEFT
    right: int = WIDTH - RIGHT


def _split(label: str) -> tuple[str, str]:
    """ "09-22 Night 4" → ("09-22", "Night 4"); a label without a date stays whole."""
    head, _, rest = label.partition(" ")
    if rest and any(ch.isdigit() for ch in head):
        return head, rest
    return "", label


def _common_words(names: list[str]) -> int:
    """How many leading words every name shares ("Tuesday League" of "Tuesday League Night
    4") while each keeps two words of its own ("Night 4"); 0 when they share none."""
    split = [name.split(" ") for name in names]
    if len(split) < 2:
        return 0
    shared = 0
    while all(len(words) > shared + 2 and words[shared] == split[0][shared] for words in split):
        shared += 1
    return shared


def _shorten(text: str, room: float) -> str:
    chars = max(int(room // CHAR_WIDTH), 4)
    return text if len(text) <= chars else text[: chars - 1].rstrip() + "…"


def chart(values: tuple[Fraction, ...], labels: tuple[str, ...]) -> Chart | None:
    """The league points after each night as a chart (None without a value)."""
    if not values:
        return None
    low, high = min(min(values), Fraction(0)), max(max(values), Fraction(0))
    span = high - low or Fraction(1)
    count = len(values)
    step = (WIDTH - LEFT - RIGHT) / max(count - 1, 1)

    def y(value: Fraction) -> float:
        return round(TOP + float((high - value) / span) * (HEIGHT - TOP - BOTTOM), 1)

    xs = [round(LEFT + i * step, 1) if count > 1 else WIDTH / 2 for i in range(count)]
    widest = max((len(part) for label in labels for part in _split(label)), default=1)
    # write every k-th label, k as small as lets the labels stand apart
    # (a long name is shortened to about LABEL_ROOM rather than leaving most nights bare)
    room_each = min(widest * CHAR_WIDTH + 12, LABEL_ROOM)
    every = max(1, -(-int(room_each) // max(int(step), 1))) if count > 1 else 1
    shown = [i for i in range(count) if i % every == 0]
    if count > 1 and shown[-1] != count - 1:
        if (count - 1 - shown[-1]) * step < room_each:
            shown.pop()
        shown.append(count - 1)
    room = min(every * step if count > 1 else WIDTH, WIDTH / 2) - 14
    parts = [_split(label) for label in labels]
    names = [name for _date, name in parts]
    for _word in range(_common_words(names)):  # leave out words all names share
        if all(len(name) * CHAR_WIDTH <= room for name in names):
            break
        names = [name.split(" ", 1)[1] for name in names]
    x_labels = []
    for i in shown:
        date, name = parts[i][0], names[i]
        anchor = "middle"
        if count > 1 and i == 0:
            anchor = "start"
        elif count > 1 and i == count - 1:
            anchor = "end"
        x = xs[i] - (LEFT - 4 if anchor == "start" else 0) + (
            RIGHT - 4 if anchor == "end" else 0)
        x_labels.append(Label(round(x, 1), anchor, date, _shorten(name, room)))
    return Chart(
        WIDTH, HEIGHT,
        " ".join(f"{x},{y(v)}" for x, v in zip(xs, values, strict=True)),
        tuple(
            Dot(x, y(v), i18n.points(v), f"{label}: {i18n.points(v)}")
            for x, v, label in zip(xs, values, labels, strict=True)
        ),
        tuple(x_labels),
        y(Fraction(0)),
    )
