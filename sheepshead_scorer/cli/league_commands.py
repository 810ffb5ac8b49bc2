"""`league` and `season`: set up and run a league season from the shell.

    sheepshead-scorer league create "Tuesday League"
    sheepshead-scorer league list
    sheepshead-scorer season create --league 1 2026 --placement 25,20,16,13 --best 8 --min-nights 3
    sheepshead-scorer season rules 1 --past-table 2 --tiebreaks most_nights,best_night
    sheepshead-scorer season rules 1 --counts 7=no        # night (event) 7 does not count
    sheepshead-scorer season copy 1 2027
    sheepshead-scorer season add-player 1 "Ben Krüger"   # refused if "Ben Kruger" exists
    sheepshead-scorer season add-player 1 "#5"           # registered player 5 (or a name)
    sheepshead-scorer season night 1 --date 2026-09-01 "Ann Berg=+12" "Ben Krüger=-7" "Cleo=-5"
    sheepshead-scorer season table 1
    sheepshead-scorer season money 1
    sheepshead-scorer season add-event 1 --event 9     # `season remove-event --event 9`

Every command takes `--database PATH_OR_URL` and `--json` (one JSON object on stdout); a
mistake is one line on stderr with exit status 2.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
from fractions import Fraction
from typing import Any

from sheepshead_scorer.cli import text_table
from sheepshead_scorer.cli.data_commands import CliError, add_database_option, guarded, opened
from sheepshead_scorer.exports import format_money
from sheepshead_scorer.exports.season_table import season_header, season_text_rows
from sheepshead_scorer.ids import SeasonId
from sheepshead_scorer.services import Services
from sheepshead_scorer.services.standings.event_standings import scoring_json
from sheepshead_scorer.tournament import LeagueScoring, LeagueTiebreak


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_database_option(parser)


def _rule_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--scoring", choices=[s.value for s in LeagueScoring],
                        help="league points: each night's game points or placement points")
    parser.add_argument("--placement", metavar="P1,P2,...",
                        help="placement points for 1st, 2nd, ... (implies placement scoring)")
    parser.add_argument("--past-table", metavar="N", help="points for places past that list")
    parser.add_argument("--night-points", metavar="N", help="points for every night played")
    parser.add_argument("--best", type=int, metavar="N", help="best N nights count (0: all)")
    parser.add_argument("--drop-worst", type=int, metavar="N", help="drop the worst N nights")
    parser.add_argument("--min-nights", type=int, metavar="N",
                        help="nights a player needs to be ranked")
    parser.add_argument("--tiebreaks", metavar="LIST",
                        help="order of tiebreaks: " + ", ".join(t.value for t in LeagueTiebreak)
                        + " (comma separated; 'none' for shared places)")


def register(subparsers: Any) -> None:
    """Add `league` and `season` with their sub-commands."""
    league = subparsers.add_parser("league", help="create and list leagues")
    league_sub = league.add_subparsers(dest="league_command", metavar="ACTION", required=True)
    create = league_sub.add_parser("create", help="start a league")
    create.add_argument("name")
    create.add_argument("--notes", default="")
    _common(create)
    create.set_defaults(func=guarded(run_league_create))
    listing = league_sub.add_parser("list", help="leagues and their seasons")
    _common(listing)
    listing.set_defaults(func=guarded(run_league_list))

    season = subparsers.add_parser("season", help="set up and run a league season")
    sub = season.add_subparsers(dest="season_command", metavar="ACTION", required=True)
    create = sub.add_parser("create", help="add a season to a league, with its rules")
    create.add_argument("--league", type=int, required=True, metavar="ID")
    create.add_argument("name")
    create.add_argument("--starts", type=dt.date.fromisoformat, metavar="YYYY-MM-DD")
    create.add_argument("--ends", type=dt.date.fromisoformat, metavar="YYYY-MM-DD")
    _rule_options(create)
    _common(create)
    create.set_defaults(func=guarded(run_season_create))
    rules = sub.add_parser("rules", help="show or change a season's scoring (says who moved)")
    rules.add_argument("season", type=int, metavar="SEASON")
    _rule_options(rules)
    rules.add_argument("--counts", action="append", default=[], metavar="EVENT=yes|no",
                       help="whether a night counts toward the league table (repeatable)")
    rules.add_argument("--rating-column", choices=("yes", "no"), default=None,
                       help="show each player's Sheepshead rating in the season table")
    _common(rules)
    rules.set_defaults(func=guarded(run_season_rules))
    copy = sub.add_parser("copy", help="a new season with this season's rules and roster")
    copy.add_argument("season", type=int, metavar="SEASON")
    copy.add_argument("name")
    copy.add_argument("--starts", type=dt.date.fromisoformat, metavar="YYYY-MM-DD")
    _common(copy)
    copy.set_defaults(func=guarded(run_season_copy))
    night = sub.add_parser("night", help="enter a night: one net total per player")
    night.add_argument("season", type=int, metavar="SEASON")
    night.add_argument("totals", nargs="+", metavar="NAME=TOTAL",
                       help="a roster player's name (or #id) and net total, e.g. 'Ann Berg=+12'")
    night.add_argument("--date", type=dt.date.fromisoformat, default=None, metavar="YYYY-MM-DD")
    night.add_argument("--name", default="", help="the night's name (default 'Night N')")
    night.add_argument("--fee", default="0", metavar="AMOUNT", help="entry fee, e.g. 5.00")
    night.add_argument("--unpaid", action="append", default=[], metavar="NAME",
                       help="a player who has not paid the fee (repeatable)")
    _common(night)
    night.set_defaults(func=guarded(run_season_night))
    player = sub.add_parser(
        "add-player", help="a player on the season's roster: #ID, member number, a registered "
        "name, or a new player's name")
    player.add_argument("season", type=int, metavar="SEASON")
    player.add_argument("name", help="#ID, member number or name")
    player.add_argument("--someone-else", action="store_true",
                        help="add the player although a very similar name is registered")
    _common(player)
    player.set_defaults(func=guarded(run_season_add_player))
    for name, run, text in (
        ("table", run_season_table, "the season table (as the PDF prints it)"),
        ("money", run_season_money, "the treasurer's money list"),
    ):
        shown = sub.add_parser(name, help=text)
        shown.add_argument("season", type=int, metavar="SEASON")
        _common(shown)
        shown.set_defaults(func=guarded(run))
    for name, text in (("add-event", "put an event into the season"),
                       ("remove-event", "take an event out of its season")):
        move = sub.add_parser(name, help=text)
        if name == "add-event":
            move.add_argument("season", type=int, metavar="SEASON")
        move.add_argument("--event", type=int, required=True, metavar="ID")
        _common(move)
        move.set_defaults(func=guarded(run_season_event))


def _emit(args: argparse.Namespace, data: dict[str, Any], line: str) -> int:
    print(json.dumps(data, indent=2, ensure_ascii=False) if args.json else line)
    return 0


def _exact(option: str, value: str) -> str:
    try:
        return str(Fraction(value.replace(",", ".").lstrip("+")))
    except (ValueError, ZeroDivisionError):
        raise CliError(
            f"{option}={value!r} is not allowed: a number such as 2, 1.5 or 1/2"
        ) from None


def _scoring(args: argparse.Namespace, base: dict[str, Any]) -> dict[str, Any]:
    """The season's scoring JSON: ``base`` with the options given on the command line."""
    scoring = dict(base)
    if args.placement is not None:
        scoring["placement_points"] = [
            _exact("--placement", p) for p in args.placement.split(",") if p.strip()
        ]
        scoring["scoring"] = LeagueScoring.PLACEMENT_POINTS.value
    if args.scoring is not None:
        scoring["scoring"] = args.scoring
    if args.past_table is not None:
        scoring["past_table_points"] = _exact("--past-table", args.past_table)
    if args.night_points is not None:
        scoring["night_points"] = _exact("--night-points", args.night_points)
    if args.best is not None:
        scoring["best_of"] = args.best or None
    if args.drop_worst is not None:
        scoring["drop_worst"] = args.drop_worst
    if args.min_nights is not None:
        scoring["min_events"] = args.min_nights
    if args.tiebreaks is not None:
        chain = [t.strip() for t in args.tiebreaks.split(",") if t.strip()]
        scoring["tiebreaks"] = [] if chain == ["none"] else chain
    return scoring


def run_league_create(args: argparse.Namespace) -> int:
    with opened(args, create=True) as services:
        league_id = services.create_league(args.name, notes=args.notes).created
    return _emit(args, {"league": league_id, "name": args.name.strip()},
                 f"league {league_id} created: {args.name.strip()}")


def run_league_list(args: argparse.Namespace) -> int:
    with opened(args) as services:
        leagues = services.list_leagues()
    data = {"leagues": [
        {"id": lg.id, "name": lg.name,
         "seasons": [{"id": sid, "name": name} for sid, name in lg.seasons]}
        for lg in leagues
    ]}
    lines = [
        f"{lg.id}  {lg.name}: " + (", ".join(f"{name} (season {sid})" for sid, name in lg.seasons)
                                  or "no seasons yet")
        for lg in leagues
    ]
    return _emit(args, data, "\n".join(lines) or "no leagues yet; `league create NAME`")


def _rules_data(services: Services, season_id: SeasonId) -> dict[str, Any]:
    settings = services.season_settings(season_id)
    return {
        "season": settings.season_id, "league": settings.league, "name": settings.name,
        "rules": scoring_json(settings.rules), "version": settings.version,
        "rating_column": settings.rating_column,
        "nights": [{"event": e, "night": label, "counts": counts}
                   for e, label, counts in settings.nights],
    }


def _rules_lines(data: dict[str, Any]) -> str:
    rules = data["rules"]
    lines = [f"season {data['season']}: {data['league']} — {data['name']}"]
    lines += [f"  {key}: {value}" for key, value in rules.items()]
    lines.append(f"  rating column: {'yes' if data['rating_column'] else 'no'}")
    lines += [f"  night {n['event']} {n['night']}: {'counts' if n['counts'] else 'not counted'}"
              for n in data["nights"]]
    return "\n".join(lines)


def run_season_create(args: argparse.Namespace) -> int:
    with opened(args, create=True) as services:
        season_id = services.create_season(
            args.league, args.name, starts_on=args.starts, ends_on=args.ends,
            scoring=_scoring(args, {}),
        ).created
        assert season_id is not None
        data = _rules_data(services, SeasonId(season_id))
    return _emit(args, data, f"season {season_id} created\n" + _rules_lines(data))


def _counts(values: list[str]) -> dict[int, bool]:
    found: dict[int, bool] = {}
    for value in values:
        event, _, flag = value.partition("=")
        if not event.strip().isdigit() or flag.strip().lower() not in ("yes", "no"):
            raise CliError(f"--counts={value!r} is not allowed: EVENT=yes or EVENT=no, e.g. 7=no")
        found[int(event)] = flag.strip().lower() == "yes"
    return found


def run_season_rules(args: argparse.Namespace) -> int:
    changing = any(
        getattr(args, name) is not None
        for name in ("scoring", "placement", "past_table", "night_points", "best",
                     "drop_worst", "min_nights", "tiebreaks")
    ) or bool(args.counts) or args.rating_column is not None
    with opened(args) as services:
        before = _rules_data(services, args.season)
        if not changing:
            return _emit(args, before, _rules_lines(before))
        change = services.update_season_rules(
            args.season, _scoring(args, before["rules"]), counting=_counts(args.counts),
            expected_version=before["version"],
            rating_column=None if args.rating_column is None else args.rating_column == "yes",
        )
        data = _rules_data(services, args.season)
    data["moved"] = [
        {"player": m.player, "before": str(m.before), "after": str(m.after),
         "before_total": None if m.before_total is None else str(m.before_total),
         "after_total": None if m.after_total is None else str(m.after_total)}
        for m in change.moves
    ]
    moved = "\n".join(f"  {m.text}" for m in change.moves) or "  nobody moved"
    return _emit(args, data, _rules_lines(data) + "\nmoved:\n" + moved)


def run_season_copy(args: argparse.Namespace) -> int:
    with opened(args) as services:
        season_id = services.copy_season(args.season, args.name, starts_on=args.starts).created
        assert season_id is not None
        roster = services.season_roster(SeasonId(season_id))
    return _emit(args, {"season": season_id, "roster": [name for _, name in roster]},
                 f"season {season_id} created with the rules and {len(roster)} players")


def _night_totals(services: Services, season_id: SeasonId, pairs: list[str]) -> dict[int, Fraction]:
    roster = services.season_roster(season_id)
    by_name = {" ".join(name.split()).casefold(): pid for pid, name in roster}
    totals: dict[int, Fraction] = {}
    for pair in pairs:
        who, sep, value = pair.rpartition("=")
        if not sep or not who.strip():
            raise CliError(f"{pair!r} is not allowed: NAME=TOTAL, e.g. 'Ann Berg=+12'")
        key = who.strip()
        player = int(key[1:]) if key.startswith("#") and key[1:].isdigit() else by_name.get(
            " ".join(key.split()).casefold()
        )
        if player is None:
            raise CliError(
                f"{key!r} is not on the season's roster; add the player in the app's night "
                "sheet or give #ID"
            )
        totals[player] = Fraction(_exact(key, value))
    return totals


def run_season_night(args: argparse.Namespace) -> int:
    try:
        fee = round(Fraction(args.fee.replace(",", ".")) * 100)
    except (ValueError, ZeroDivisionError):
        raise CliError(
            f"--fee={args.fee!r} is not allowed: an amount such as 5 or 5.50"
        ) from None
    with opened(args) as services:
        totals = _night_totals(services, args.season, args.totals)
        unpaid = list(_night_totals(services, args.season, [f"{n}=0" for n in args.unpaid]))
        changes = services.record_night(
            args.season, args.date or dt.date.today(), totals, name=args.name,
            entry_fee_cents=fee, unpaid=unpaid,
        )
    if changes.already_saved:  # a retry, or another station saved this very sheet
        return _emit(args, {"event": changes.created, "players": len(totals),
                            "already_saved": True},
                     f"already saved: this sheet is event {changes.created} "
                     f"({len(totals)} players); nothing was stored again")
    return _emit(args, {"event": changes.created, "players": len(totals)},
                 f"night saved as event {changes.created} ({len(totals)} players)")


def run_season_add_player(args: argparse.Namespace) -> int:
    with opened(args) as services:
        added = services.put_on_roster(args.season, args.name, allow_similar=args.someone_else)
    what = "new player" if added.new else "player"
    return _emit(args, {"player": added.player_id, "name": added.name, "new": added.new},
                 f"{what} {added.player_id} on the roster: {added.name}")


def run_season_table(args: argparse.Namespace) -> int:
    with opened(args) as services:
        table = services.season_table(args.season)
    header = season_header(table)
    rows = season_text_rows(table)
    notes = [str(n) for n in (*table.rules, *table.legend)]
    data = {"header": header, "rows": [dict(zip(header, row, strict=True)) for row in rows],
            "notes": notes}
    lines = text_table.lines([header, *rows])  # by terminal columns: CJK and emoji take two
    return _emit(args, data, "\n".join([*lines, "", *notes]))


def run_season_money(args: argparse.Namespace) -> int:
    with opened(args) as services:
        money = services.season_money(args.season)

    def cash(cents: int) -> str:
        return format_money(cents, money.info.currency)

    rows = [
        {"night": str(r.night), "players": r.players, "fees_due": cash(r.fees_due_cents),
         "fees_paid": cash(r.fees_paid_cents),
         "fees_owed": cash(r.fees_owed_cents), "prizes": cash(r.prizes_cents),
         "balance": cash(r.balance_cents), "not_paid": list(r.owing)}
        for r in money.rows
    ]
    lines = [
        f"{r['night']}: {r['players']} players, fees {r['fees_paid']} of {r['fees_due']} "
        f"(owed {r['fees_owed']}), prizes {r['prizes']}, balance {r['balance']}"
        for r in rows
    ]
    return _emit(args, {"nights": rows}, "\n".join(lines) or "no nights yet")


def run_season_event(args: argparse.Namespace) -> int:
    season = getattr(args, "season", None)
    with opened(args) as services:
        # The command is its own director: the version it reads is the one it changes (as
        # `season rules` does); an event that does not exist is named by the service.
        seen = next((e.version for e in services.events() if e.id == args.event), 0)
        services.set_event_season(args.event, season, expected_version=seen)
    where = f"season {season}" if season is not None else "no season"
    return _emit(args, {"event": args.event, "season": season},
                 f"event {args.event} is now in {where}")

