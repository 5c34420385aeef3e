"""Gems, tokens and their supplies ("LIMITACIONES DE LOS COMPONENTES").

Colours are indexed 0..3 in the order of ``COLOURS`` (the auction cards' order on the
table). Gems are strictly limited by the reserve. Tokens are limited by their supply,
and when one runs out the rulebook allows "monedas o cualquier otro avatar": tablero
then gives a *substitute* and counts it (ruling V-15). Power tokens first try the
substitution rule: lower tokens combined, counting as one token.

    >>> supply = Supply()
    >>> supply.take_power(12)
    (12,)
    >>> for _ in range(7): _ = supply.take_power(12)
    >>> supply.take_power(12)   # no 12 left: 10 + 2, counting as one token
    (10, 2)
"""

from __future__ import annotations

COLOURS = ("blue", "red", "green", "yellow")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
GEMS_PER_COLOUR = 16  # 64 gems in the box

POWER_COUNTS = {2: 8, 3: 8, 10: 8, 12: 8, 4: 4, 5: 4, 7: 4, 8: 4, 15: 4, 6: 2}
POWER_VALUES = tuple(sorted(POWER_COUNTS))
MAGIC_SCIENCE = 33  # double-sided: one shared pool
ATTACK_DEFENSE = 17  # double-sided: one shared pool
MAGIC_BONUS_23 = 20  # double-sided +2/+3
MAGIC_BONUS_5 = 4
MAGIC_BONUS_VALUES = (2, 3, 5)
CIRCLE_BONUS = {2: 2, 4: 1}  # per colour: two +2 and one +4
CIRCLE_BONUS_VALUES = (2, 4)

# Token kinds counted by Supply.pools (index into the list):
MS, AD, MB23, MB5 = 0, 1, 2, 3  # magic/science, attack/defense, bonus +2/+3, bonus +5
# circle bonus pools: 4 + colour * 2 + (0 for +2, 1 for +4)


def _initial_pools() -> list[int]:
    pools = [MAGIC_SCIENCE, ATTACK_DEFENSE, MAGIC_BONUS_23, MAGIC_BONUS_5]
    for _ in COLOURS:
        pools += [CIRCLE_BONUS[2], CIRCLE_BONUS[4]]
    return pools


_INITIAL_POOLS = tuple(_initial_pools())  # a new game's pools (copied per game)


class Supply:
    """The token piles in the middle of the table, with substitutes counted.

    ``pools`` counts the double-sided and bonus tokens; ``power`` the power tokens by
    value; ``proxies`` how many substitutes ("monedas") each pool had to hand out.
    """

    __slots__ = ("pools", "power", "proxies")

    def __init__(self, _blank: bool = False):
        if _blank:
            return
        self.pools = list(_INITIAL_POOLS)
        self.power = dict(POWER_COUNTS)
        self.proxies = [0] * len(_INITIAL_POOLS)

    def clone(self) -> Supply:
        new = Supply(_blank=True)
        new.pools = list(self.pools)
        new.power = dict(self.power)
        new.proxies = list(self.proxies)
        return new

    def take(self, pool: int) -> None:
        """Take one token of a pool; a substitute if the pool is empty."""
        if self.pools[pool] > 0:
            self.pools[pool] -= 1
        else:
            self.proxies[pool] += 1

    def give_back(self, pool: int) -> None:
        """Return one token (a substitute goes away instead, if any is out)."""
        if self.proxies[pool] > 0:
            self.proxies[pool] -= 1
        else:
            self.pools[pool] += 1

    def take_power(self, value: int) -> tuple[int, ...]:
        """The tokens making one power award of ``value`` (ruling V-15).

        The token of that value if there is one; else the fewest lower tokens adding
        up exactly to it (they count as one token); else as much as the lower tokens
        allow and a substitute for the rest (shown as a 0 entry... the award's value
        is always ``value``).
        """
        power = self.power
        if power.get(value, 0) > 0:
            power[value] -= 1
            return (value,)
        combo = _combine(value, [(v, power[v]) for v in POWER_VALUES if v < value and power[v] > 0])
        if combo is None:
            return ()  # a substitute for the whole value
        for v in combo:
            power[v] -= 1
        return combo


def _combine(target: int, stock: list[tuple[int, int]]):
    """Fewest tokens from ``stock`` [(value, count)] summing exactly to target, or None."""
    best = None

    def go(i: int, left: int, used: list[int]):
        nonlocal best
        if left == 0:
            if best is None or len(used) < len(best):
                best = tuple(used)
            return
        if i < 0 or (best is not None and len(used) + 1 >= len(best)):
            return
        v, c = stock[i]
        for k in range(min(c, left // v), -1, -1):
            go(i - 1, left - k * v, used + [v] * k)

    go(len(stock) - 1, target, [])
    return best


def circle_pool(colour: int, value: int) -> int:
    return 4 + colour * 2 + (1 if value == 4 else 0)


def magic_bonus_pool(value: int) -> int:
    return MB5 if value == 5 else MB23
