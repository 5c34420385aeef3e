"""Fin del juego: victory points.

- the score track: 2 points for each crystal or relic sold to the bank during the game;
- each crystal at home: red 3, blue 2, white 1 ("Los cristales que quedan en un campamento
  al final del juego no suman ningún punto");
- relic sets at home: cards of one type, or of different types, each card in one set
  only; :func:`best_sets` computes the partition that scores most;
- a completed secret mission: its points (10).

    >>> table = {("same", 1): 1, ("same", 2): 3, ("different", 2): 3, ("different", 3): 5}
    >>> best_sets((2, 1, 1), table)[0]     # {A, A} and {B, C}, or {A, B, C} and {A}: 6
    6
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from rules.krysis.goods import COLOURS


def best_sets(counts: tuple[int, ...], table: dict) -> tuple[int, tuple]:
    """The best partition of relics (``counts`` per type) into scoring sets.

    Returns (points, sets), each set ``("same", type, size)`` or ``("different", types)``.
    A card left out of every set scores nothing (when the table has no set it fits).
    """
    same = {size: pts for (kind, size), pts in table.items() if kind == "same"}
    diff = {size: pts for (kind, size), pts in table.items() if kind == "different"}

    @cache
    def best(c: tuple[int, ...]) -> tuple[int, tuple]:
        first = next((i for i, k in enumerate(c) if k), None)
        if first is None:
            return 0, ()
        # the first card left out of every set
        rest = list(c)
        rest[first] -= 1
        top = best(tuple(rest))
        # ... in a set of its own type
        for size, pts in same.items():
            if size <= c[first]:
                rest = list(c)
                rest[first] -= size
                sub = best(tuple(rest))
                if pts + sub[0] > top[0]:
                    top = (pts + sub[0], (("same", first, size),) + sub[1])
        # ... in a set of different types with it
        others = [i for i in range(first + 1, len(c)) if c[i]]
        for size, pts in diff.items():
            if size < 2 or size - 1 > len(others):
                continue
            for combo in combinations(others, size - 1):
                rest = list(c)
                for i in (first, *combo):
                    rest[i] -= 1
                sub = best(tuple(rest))
                if pts + sub[0] > top[0]:
                    top = (pts + sub[0], (("different", (first, *combo)),) + sub[1])
        return top

    return best(tuple(counts))


def mission_done(target_counts: list[int], seat: int) -> bool:
    """Ruling K-15: the most of the mission's goods, a shared first place included; never 0."""
    mine = target_counts[seat]
    return mine > 0 and mine == max(target_counts)


def winners(totals: list[int], ahead_key) -> list[int]:
    """The most points; a tie goes to the miner furthest ahead in the mine among the tied."""
    top = max(totals)
    tied = [s for s, t in enumerate(totals) if t == top]
    best = max(ahead_key(s) for s in tied)
    return [s for s in tied if ahead_key(s) == best]


def breakdown(track: int, crystals: int, relics: int, mission: int) -> tuple:
    return (("sales", track), ("crystals", crystals), ("relics", relics), ("mission", mission))


def mission_target_counts(target: str, homes, home_relics) -> list[int]:
    """Each player's count of a mission's target at home: a crystal colour, or relics."""
    if target == "relics":
        return [len(r) for r in home_relics]
    c = COLOURS.index(target)
    return [h[c] for h in homes]
