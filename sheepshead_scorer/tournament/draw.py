"""Drawing a round's seating: at random, avoiding repeat tablemates, or by standings.

Every draw takes a ``seed`` and uses only ``random.Random(seed)``: the same players, options
and seed always give the same seating, so a recorded seed reproduces a published draw.
Fixed seats (``FixedSeat``) are honoured by every method; fixed players are never moved
by the repeat-avoiding optimiser.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from sheepshead_scorer.text import Text

from .errors import TournamentError
from .repeat_avoidance import DEFAULT_EFFORT, arrange_avoiding_repeats
from .seating import DrawMethod, FixedSeat, PlayerId, Seating, Table, count_repeat_pairs
from .table_sizes import SizePolicy, plan_table_sizes


def _check_seed(seed: int) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TournamentError(
            "seed",
            seed,
            Text("a whole number"),
            Text("record the seed so the draw can be reproduced"),
        )


def _check_players(players: Sequence[PlayerId]) -> None:
    seen: set[PlayerId] = set()
    for player in players:
        if isinstance(player, bool) or not isinstance(player, int):
            raise TournamentError("players", player, Text("player ids as whole numbers"))
        if player in seen:
            raise TournamentError(
                "players",
                player,
                Text("each player listed once"),
                Text("remove the duplicate entry"),
            )
        seen.add(player)


def _check_fixed(
    fixed: Sequence[FixedSeat], players: Sequence[PlayerId], sizes: Sequence[int]
) -> None:
    present = set(players)
    taken_seats: set[tuple[int, int]] = set()
    per_table = [0] * len(sizes)
    seen: set[PlayerId] = set()
    for spot in fixed:
        if spot.player_id not in present:
            raise TournamentError(
                "fixed.player_id",
                spot.player_id,
                Text("a player who is in this round"),
                Text("add the player to the round or drop the fixed seat"),
            )
        if spot.player_id in seen:
            raise TournamentError(
                "fixed.player_id",
                spot.player_id,
                Text("one fixed seat per player"),
                Text("keep only one fixed seat for this player"),
            )
        seen.add(spot.player_id)
        if spot.table > len(sizes):
            raise TournamentError(
                "fixed.table",
                spot.table,
                Text("a table from 1 to {tables} for this round", tables=len(sizes)),
                Text(
                    "player {player} needs a table that exists with {players} players",
                    player=spot.player_id,
                    players=len(players),
                ),
            )
        size = sizes[spot.table - 1]
        if spot.seat is not None:
            if spot.seat >= size:
                raise TournamentError(
                    "fixed.seat",
                    spot.seat,
                    Text(
                        "a seat from 0 to {last} at table {table}",
                        last=size - 1,
                        table=spot.table,
                    ),
                    Text(
                        "table {table} has {seats} seats this round; "
                        "choose another seat for player {player}",
                        table=spot.table,
                        seats=size,
                        player=spot.player_id,
                    ),
                )
            if (spot.table, spot.seat) in taken_seats:
                raise TournamentError(
                    "fixed.seat",
                    (spot.table, spot.seat),
                    Text("each seat fixed for one player only"),
                    Text("give one of the players another seat"),
                )
            taken_seats.add((spot.table, spot.seat))
        per_table[spot.table - 1] += 1
        if per_table[spot.table - 1] > size:
            raise TournamentError(
                "fixed.table",
                spot.table,
                Text("at most {size} fixed players at that table", size=size),
                Text("move some fixed players to another table"),
            )


def _fixed_members(fixed: Sequence[FixedSeat], table_count: int) -> list[list[PlayerId]]:
    members: list[list[PlayerId]] = [[] for _ in range(table_count)]
    for spot in fixed:
        members[spot.table - 1].append(spot.player_id)
    return members


def _order_seats(
    members: Sequence[PlayerId],
    fixed_seat: Mapping[PlayerId, int],
    rng: random.Random,
) -> tuple[PlayerId, ...]:
    """Dealer order at one table: fixed seats first, everyone else shuffled into the rest."""
    seats: list[PlayerId | None] = [None] * len(members)
    loose = [player for player in members if player not in fixed_seat]
    for player in members:
        if player in fixed_seat:
            seats[fixed_seat[player]] = player
    rng.shuffle(loose)
    fill = iter(loose)
    ordered = [player if player is not None else next(fill) for player in seats]
    return tuple(ordered)


def _finish(
    members: Sequence[Sequence[PlayerId]],
    fixed: Sequence[FixedSeat],
    rng: random.Random,
    *,
    seed: int,
    method: DrawMethod,
    previous: Sequence[Seating],
) -> Seating:
    fixed_seat = {spot.player_id: spot.seat for spot in fixed if spot.seat is not None}
    tables = tuple(
        Table(number, _order_seats(group, fixed_seat, rng))
        for number, group in enumerate(members, start=1)
    )
    seating = Seating(tables=tables, seed=seed, method=method)
    if not previous:
        return seating
    return Seating(
        tables=tables,
        seed=seed,
        method=method,
        repeat_pairs=count_repeat_pairs(seating, list(previous)),
    )


def _prepare(
    players: Sequence[PlayerId],
    seed: int,
    table_size: int,
    policy: SizePolicy,
    fixed: Iterable[FixedSeat],
) -> tuple[tuple[int, ...], tuple[FixedSeat, ...]]:
    _check_seed(seed)
    _check_players(players)
    sizes = plan_table_sizes(len(players), table_size, policy)
    fixed_list = tuple(fixed)
    _check_fixed(fixed_list, players, sizes)
    return sizes, fixed_list


def draw_random(
    players: Sequence[PlayerId],
    *,
    seed: int,
    table_size: int = 5,
    policy: SizePolicy = SizePolicy.LARGER,
    fixed: Iterable[FixedSeat] = (),
) -> Seating:
    """A random seating of ``players`` (usually the first round).

    Table sizes follow ``plan_table_sizes(len(players), table_size, policy)``.
    """
    sizes, fixed_list = _prepare(players, seed, table_size, policy, fixed)
    rng = random.Random(seed)
    members = _fixed_members(fixed_list, len(sizes))
    pinned = {spot.player_id for spot in fixed_list}
    loose = [player for player in players if player not in pinned]
    rng.shuffle(loose)
    fill = iter(loose)
    for group, size in zip(members, sizes, strict=True):
        group.extend(next(fill) for _ in range(size - len(group)))
    return _finish(members, fixed_list, rng, seed=seed, method=DrawMethod.RANDOM, previous=())


def draw_by_standings(
    ranked_players: Sequence[PlayerId],
    *,
    seed: int,
    table_size: int = 5,
    policy: SizePolicy = SizePolicy.LARGER,
    fixed: Iterable[FixedSeat] = (),
    previous: Sequence[Seating] = (),
) -> Seating:
    """King of the hill: the leaders together at table 1, the next ones at table 2, ...

    ``ranked_players`` is best first (e.g. the ids of the current standings, in order).
    Fixed players stay at their table; the others fill the tables in rank order.
    Seat (dealer) order within each table is drawn with ``seed``.
    """
    sizes, fixed_list = _prepare(ranked_players, seed, table_size, policy, fixed)
    rng = random.Random(seed)
    members = _fixed_members(fixed_list, len(sizes))
    pinned = {spot.player_id for spot in fixed_list}
    fill = iter(player for player in ranked_players if player not in pinned)
    for group, size in zip(members, sizes, strict=True):
        group.extend(next(fill) for _ in range(size - len(group)))
    return _finish(
        members, fixed_list, rng, seed=seed, method=DrawMethod.BY_STANDINGS, previous=previous
    )


def draw_avoiding_repeats(
    players: Sequence[PlayerId],
    previous: Sequence[Seating],
    *,
    seed: int,
    table_size: int = 5,
    policy: SizePolicy = SizePolicy.LARGER,
    fixed: Iterable[FixedSeat] = (),
    effort: int = DEFAULT_EFFORT,
) -> Seating:
    """A seating that keeps players away from earlier tablemates as far as possible.

    ``previous`` are the earlier rounds' seatings (of this event, or whatever the director
    wants to count).  Each pair that already met costs one per earlier meeting; the draw
    builds tables greedily in a seeded random order, then swaps players between tables
    while that lowers the cost (up to ``effort`` passes); small events get several such
    starts and keep the best.  The result's ``repeat_pairs`` says how many repeats were
    unavoidable (or not found).
    """
    if isinstance(effort, bool) or not isinstance(effort, int) or effort < 0:
        raise TournamentError("effort", effort, Text("a whole number of passes, 0 or more"))
    sizes, fixed_list = _prepare(players, seed, table_size, policy, fixed)
    rng = random.Random(seed)
    members = _fixed_members(fixed_list, len(sizes))
    pinned = {spot.player_id for spot in fixed_list}
    members = arrange_avoiding_repeats(members, sizes, players, pinned, previous, rng, effort)
    return _finish(
        members, fixed_list, rng, seed=seed, method=DrawMethod.AVOID_REPEATS, previous=previous
    )
