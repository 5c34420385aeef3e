"""Cartas de gemas: paying a cost in gems (rulings A-7, A-6).

A payment is how many gems of each kind (:data:`GEMS`) are taken from the turn's unspent
gems. It pays a cost when it holds as many gems as the cost, and its rainbow gems cover
every coloured gem of the cost it lacks (a coloured gem pays its own colour or a rainbow
cost; a rainbow gem pays anything).

    >>> payments((1, 0, 1, 1), (1, 0, 0, 1))   # a sapphire and any gem, from S, Q and R
    [(1, 0, 1, 0), (0, 0, 1, 1), (1, 0, 0, 1)]
    >>> payments((0, 2, 0, 0), (1, 0, 0, 0))   # a sapphire from two emeralds: impossible
    []
"""

from __future__ import annotations

from itertools import product

from rules.ausonia.actions import GEMS  # noqa: F401  (the order of every gem tuple)

_MEMO: dict[tuple, list[tuple[int, ...]]] = {}


def pays(pay, cost) -> bool:
    """Whether ``pay`` pays ``cost`` exactly."""
    if sum(pay) != sum(cost) or min(pay) < 0:
        return False
    lack = sum(c - p for c, p in zip(cost[:3], pay[:3]) if c > p)
    return pay[3] >= lack


def payments(pool, cost) -> list[tuple[int, ...]]:
    """Every payment of ``cost`` from the unspent ``pool``, in a stable order (remembered)."""
    key = (*pool, *cost)
    found = _MEMO.get(key)
    if found is None:
        total = sum(cost)
        found = []
        if sum(pool) >= total:
            c0, c1, c2 = cost[0], cost[1], cost[2]
            ranges = [range(min(pool[i], cost[i] + cost[3]) + 1) for i in range(3)]
            for s, e, q in product(*ranges):
                r = total - s - e - q
                # ``pays((s, e, q, r), cost)``: the sum is the cost's and no count is
                # negative, so the rainbow gems need only cover the colours short
                if 0 <= r <= pool[3] and r >= (c0 > s and c0 - s) + (c1 > e and c1 - e) + (c2 > q and c2 - q):
                    found.append((s, e, q, r))
            found.sort(key=lambda p: (p[3], p))  # rainbow gems last: keep the wild ones
        if len(_MEMO) > 50000:
            _MEMO.clear()
        _MEMO[key] = found
    return found


def can_pay(pool, cost) -> bool:
    return bool(payments(pool, cost))
