"""Carrying capacity (capacidad de carga): what a team may carry from a camp.

The icons of the team's agents (and of an activated transport relic) give spaces for
red, blue and white crystals. The rulebook's rules for filling them:

- a crystal goes on a space of its own colour;
- whites may stand in for reds and blues "en proporción a su valor": 2 whites on a blue
  space, 3 whites on a red space;
- "No es posible cargar un cristal azul en lugar de uno rojo";
- a relic card goes on a red or a blue space;
- "No es posible cargar una tarjeta de reliquia y un cristal blanco en lugar de un
  cristal rojo" (a space holds one relic, or one crystal of its colour, or whites).

So a load of ``r`` reds, ``b`` blues, ``w`` whites and ``x`` relics fits ``slots``
exactly when :func:`fits` says so (relics take the blue spaces first: a free blue space
holds 2 whites, a free red one 3, so that leaves the most room for whites).

    >>> fits((1, 1, 2), (1, 0, 3, 0))     # 3 whites: 2 on the white spaces, 1 on the red
    True
    >>> fits((1, 0, 0), (0, 1, 0, 0))     # never a blue on a red space
    False
    >>> fits((1, 0, 0), (0, 0, 1, 1))     # never a relic and a white on one red space
    False
"""

from __future__ import annotations

from rules.krysis.goods import Goods


def white_room(slots, r: int, b: int, x: int) -> int:
    """How many whites fit beside ``r`` reds, ``b`` blues and ``x`` relics; -1 if those don't."""
    R, B, W = slots
    if r > R or b > B:
        return -1
    free_r, free_b = R - r, B - b
    if x > free_r + free_b:
        return -1
    on_b = min(x, free_b)
    free_b -= on_b
    free_r -= x - on_b
    return W + 2 * free_b + 3 * free_r


def fits(slots, load) -> bool:
    """Whether the load ``(red, blue, white, relics)`` fits the spaces ``(red, blue, white)``."""
    r, b, w, x = load
    room = white_room(slots, r, b, x)
    return room >= 0 and w <= room


def can_add(slots, load, what: str) -> bool:
    """Whether one more ``what`` (red, blue, white or relic) still fits beside ``load``."""
    r, b, w, x = load
    if what == "red":
        r += 1
    elif what == "blue":
        b += 1
    elif what == "white":
        w += 1
    else:
        x += 1
    return fits(slots, (r, b, w, x))


def team_capacity(agent_caps, relic_cap=None) -> Goods:
    """The team's spaces: the sum of its agents' icons and an activated transport relic's."""
    total = Goods()
    for cap in agent_caps:
        total = total.plus(cap)
    return total.plus(relic_cap) if relic_cap is not None else total
