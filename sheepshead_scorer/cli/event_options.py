"""The money options `create-event` and `edit-event` share: the entry fee, the house share,
the prize places and the session top scorer's share, read as the event form reads them.

    --fee 20            (or 20.00, $20: the entry fee; cents are stored)
    --house 10          (percent of the entries kept by the house)
    --places 50,30,20   (percent of the pool for 1st, 2nd, 3rd, ...)
    --session-top 5     (percent of the pool to each session's top scorer)

A value that cannot be read is one line naming the option and how to write it (exit 2).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from sheepshead_scorer.cli.data_commands import CliError


def add_money_options(parser: argparse.ArgumentParser) -> None:
    """`--fee`, `--house`, `--places`, `--session-top` (none given: nothing changes)."""
    parser.add_argument("--fee", metavar="AMOUNT", help="entry fee, e.g. 20 or 12.50")
    parser.add_argument("--house", metavar="PERCENT", help="house share of the entries, e.g. 10")
    parser.add_argument(
        "--places", metavar="P1,P2,...",
        help="prize places as percent of the pool, 1st first, e.g. 50,30,20 ('' for none)",
    )
    parser.add_argument(
        "--session-top", metavar="PERCENT",
        help="percent of the pool to each session's top scorer, e.g. 5",
    )


def fee_cents(text: str) -> int:
    """`--fee 20` / `12.50` / `$12.50` → cents."""
    from sheepshead_scorer.exports.formatting import parse_money

    try:
        cents = parse_money(text, field="--fee")
    except ValueError:
        raise CliError(
            f"--fee {text!r} is not an amount; write it as 20 or 12.50 (no thousands commas "
            "needed)"
        ) from None
    if cents < 0:
        raise CliError(f"--fee {text!r} is negative; an entry fee is 0 or more")
    return cents


def _percent(option: str, text: str) -> Fraction:
    try:
        value = Fraction(text.strip().rstrip("%"))
    except (ValueError, ZeroDivisionError):
        raise CliError(
            f"{option} {text!r} is not a percentage; write it as 10 or 12.5"
        ) from None
    if not 0 <= value <= 100:
        raise CliError(f"{option} {text!r} is not a percentage from 0 to 100")
    return value


def _places(text: str) -> list[Fraction]:
    parts = [p for p in text.replace(";", ",").split(",") if p.strip()]
    places = [_percent("--places", p) for p in parts]
    if sum(places, Fraction(0)) > 100:
        raise CliError(
            f"--places {text!r} adds up to more than 100% of the pool; lower some places"
        )
    return places


def _stored(value: Fraction) -> str:
    """A percentage as the event form stores it ("30", "12.5", "100/3")."""
    if value.denominator == 1:
        return str(value.numerator)
    if (value * 1000).denominator == 1:
        return str(float(value))
    return str(value)


def prize_scheme(args: argparse.Namespace, base: Mapping[str, Any]) -> dict[str, Any] | None:
    """The event's prize scheme with the options given applied (the rest kept as stored);
    ``None`` when no prize option was given."""
    if args.house is None and args.places is None and args.session_top is None:
        return None
    scheme = dict(base)
    if args.house is not None:
        scheme["house_percent"] = _stored(_percent("--house", args.house))
    if args.places is not None:
        scheme["place_percents"] = [_stored(p) for p in _places(args.places)]
    if args.session_top is not None:
        scheme["session_top_percent"] = _stored(_percent("--session-top", args.session_top))
    return scheme


def scheme_text(fee_cents_: int, scheme: Mapping[str, Any]) -> str:
    """"entry 20.00, house 10%, places 50/30/20%, session top 0%" for a person."""
    from sheepshead_scorer.exports.formatting import money_value

    places = "/".join(str(p) for p in scheme.get("place_percents", ())) or "none"
    return (
        f"entry {money_value(fee_cents_)}, house {scheme.get('house_percent', '0')}%, "
        f"places {places}%, session top {scheme.get('session_top_percent', '0')}%"
    )


def flights_text(scheme: Mapping[str, Any]) -> str:
    """The event's prize flights for a person, "" without: "flights A/B/C by rating, equal
    split, no history: lowest, one prize each; A 25% (places 60/40%), B …; fixed at the
    start (23 players)"."""
    raw = scheme.get("flights")
    if not isinstance(raw, Mapping) or not raw.get("count"):
        return ""
    count = int(raw["count"])
    names = [chr(ord("A") + i) for i in range(count)]
    cutoffs = "/".join(str(c) for c in raw.get("cutoffs") or ())
    prizes = list(raw.get("prizes") or ())
    shares = "; ".join(
        f"{name} {given.get('share_percent', '0')}% (places "
        f"{'/'.join(str(p) for p in given.get('place_percents', ())) or 'none'}%)"
        for name, given in zip(names, prizes + [{}] * count, strict=False)
    )
    fixed = scheme.get("flights_fixed")
    return (
        f"flights {'/'.join(names)} by {raw.get('basis', 'rating')}, "
        + (f"cutoffs {cutoffs}" if cutoffs else "equal split")
        + f", no history: {raw.get('no_history', 'lowest')}, "
        + ("one prize each" if raw.get("one_prize", True) else "more than one prize allowed")
        + f"; {shares}"
        + (f"; fixed at the start ({fixed.get('players', 0)} players)"
           if isinstance(fixed, Mapping) else "; not fixed yet (fixed when the first round "
           "is published)")
    )
