"""Costs of playing a character, and paying them (with infinite gems and discounts).

"el jugador ha de pagar no solo el coste referido al nivel en donde quiere jugar la
carta, sino también el coste de los niveles inferiores." Level 5 pays the cost of
level 4 and "una gema extra, equivalente a la gema correspondiente al cuarto nivel"
(ruling V-7: the first gem shown on row 4).

A cost is a 4-tuple of gem counts by colour (tokens.COLOURS order).

    >>> from rules.virrey.cards import Character, Level
    >>> B, R, G, Y = range(4)
    >>> captain = Character("captain", 17, {}, (G, Y, B), (Level((G,), ()), Level((B,), ()),
    ...                     Level((Y,), ()), Level((Y,), ())))
    >>> cost_table(captain)
    ((0, 0, 1, 0), (1, 0, 1, 0), (1, 0, 1, 1), (1, 0, 1, 2), (1, 0, 1, 3))
"""

from __future__ import annotations

from collections.abc import Sequence

Cost = tuple[int, ...]  # gems of each colour (4)
ZERO: Cost = (0, 0, 0, 0)


def cost_table(character) -> tuple[Cost, ...]:
    """The cumulative cost of placing ``character`` on levels 1..5."""
    acc = [0, 0, 0, 0]
    out = []
    for level in character.levels:
        for colour in level.cost:
            acc[colour] += 1
        out.append(tuple(acc))
    acc[character.levels[3].cost[0]] += 1
    out.append(tuple(acc))
    return tuple(out)


def discounted(cost: Cost, discounts: tuple[int, int, int, int]) -> Cost:
    """``cost`` lowered by the discount laws (one gem of a colour each), never below 0."""
    if discounts == ZERO:
        return cost
    return tuple(max(0, c - d) for c, d in zip(cost, discounts))


def affordable(cost: Sequence[int], gems, infinite, uses: int) -> bool:
    """Can ``cost`` be paid from ``gems`` using at most ``uses`` of the ``infinite`` gems?

    ``infinite[c]`` counts the player's infinite gems of colour c still usable this
    turn; each lowers the payment by one gem of its colour.
    """
    short = 0
    for c in range(4):
        need = cost[c] - gems[c]
        if need > 0:
            if need > infinite[c]:
                return False
            short += need
    return short <= uses


def infinite_options(cost: Cost, gems, infinite, uses: int) -> tuple[list[int], bool]:
    """(colours an infinite gem may lower now, whether paying without one more is possible)."""
    if uses <= 0:
        return [], affordable(cost, gems, infinite, 0)
    colours = []
    for c in range(4):
        if cost[c] > 0 and infinite[c] > 0:
            lowered = list(cost)
            lowered[c] -= 1
            inf = list(infinite)
            inf[c] -= 1
            if affordable(lowered, gems, inf, uses - 1):
                colours.append(c)
    return colours, affordable(cost, gems, infinite, 0)
