"""The repeat-avoiding optimiser behind ``draw_avoiding_repeats``.

Cost of a seating: for every pair of tablemates, the number of earlier rounds they shared a
table.  Tables are filled greedily (each player to the open table where they met the fewest
players before, ties by the seeded random generator), then players are swapped between
tables while a swap lowers the cost.  Small events get several fresh starts and keep the
cheapest; everything uses the one seeded ``random.Random`` so the result is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .seating import PlayerId, Seating

DEFAULT_EFFORT = 40
"""Improvement passes of the optimiser (it stops early once no swap helps)."""

_CANDIDATES_PER_MOVE = 48
_MAX_RESTARTS = 12
_RESTART_BUDGET = 2400
"""Small events get several fresh starts (up to 12, fewer as players grow); best one wins."""


def arrange_avoiding_repeats(
    members: list[list[PlayerId]],
    sizes: Sequence[int],
    players: Sequence[PlayerId],
    pinned: set[PlayerId],
    previous: Sequence[Seating],
    rng: random.Random,
    effort: int,
) -> list[list[PlayerId]]:
    """Table memberships (in table order) filling ``members`` (which hold the fixed players)."""
    met = _meetings(previous, set(players))
    loose = [player for player in players if player not in pinned]
    best: list[list[PlayerId]] = []
    best_cost = -1
    for _ in range(max(1, min(_MAX_RESTARTS, _RESTART_BUDGET // len(players)))):
        attempt = [group[:] for group in members]
        rng.shuffle(loose)
        _greedy_fill(attempt, sizes, loose, met, rng)
        _improve_by_swaps(attempt, pinned, met, rng, effort)
        cost = sum(_cost(player, group, met, player) for group in attempt for player in group)
        if best_cost < 0 or cost < best_cost:
            best, best_cost = attempt, cost
        if best_cost == 0:
            break
    return best


_Met = dict[PlayerId, dict[PlayerId, int]]


def _meetings(previous: Sequence[Seating], present: set[PlayerId]) -> _Met:
    met: _Met = {player: {} for player in present}
    for seating in previous:
        for table in seating.tables:
            here = [player for player in table.players if player in present]
            for player in here:
                row = met[player]
                for other in here:
                    if other != player:
                        row[other] = row.get(other, 0) + 1
    return met


def _cost(player: PlayerId, group: Sequence[PlayerId], met: _Met, skip: PlayerId) -> int:
    row = met[player]
    return sum(row.get(other, 0) for other in group if other != skip and other != player)


def _greedy_fill(
    members: list[list[PlayerId]],
    sizes: Sequence[int],
    loose: Sequence[PlayerId],
    met: _Met,
    rng: random.Random,
) -> None:
    open_tables = [i for i, group in enumerate(members) if len(group) < sizes[i]]
    for player in loose:
        row = met[player]
        best_cost = -1
        best: list[int] = []
        for index in open_tables:
            cost = sum(row.get(other, 0) for other in members[index]) if row else 0
            if best_cost < 0 or cost < best_cost:
                best_cost, best = cost, [index]
            elif cost == best_cost:
                best.append(index)
        # Among equally good tables prefer the emptiest, so late players keep choices.
        fewest = min(len(members[i]) for i in best)
        choice = rng.choice([i for i in best if len(members[i]) == fewest])
        members[choice].append(player)
        if len(members[choice]) == sizes[choice]:
            open_tables.remove(choice)


def _improve_by_swaps(
    members: list[list[PlayerId]],
    pinned: set[PlayerId],
    met: _Met,
    rng: random.Random,
    effort: int,
) -> None:
    where = {player: index for index, group in enumerate(members) for player in group}
    movable = sorted(player for player in where if player not in pinned)
    if len(members) < 2 or len(movable) < 2:
        return
    for _ in range(effort):
        improved = False
        order = movable[:]
        rng.shuffle(order)
        for first in order:
            home = members[where[first]]
            current = _cost(first, home, met, first)
            if current == 0:
                continue
            best_gain, best_partner = 0, None
            candidates = (
                movable
                if len(movable) <= _CANDIDATES_PER_MOVE
                else rng.sample(movable, _CANDIDATES_PER_MOVE)
            )
            for second in candidates:
                if where[second] == where[first]:
                    continue
                away = members[where[second]]
                before = current + _cost(second, away, met, second)
                after = _cost(first, away, met, second) + _cost(second, home, met, first)
                gain = before - after
                if gain > best_gain:
                    best_gain, best_partner = gain, second
            if best_partner is not None:
                a, b = where[first], where[best_partner]
                members[a][members[a].index(first)] = best_partner
                members[b][members[b].index(best_partner)] = first
                where[first], where[best_partner] = b, a
                improved = True
        if not improved:
            return
