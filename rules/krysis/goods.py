"""Crystals (cristales): red, blue and white, worth 3, 2 and 1 victory points at home.

``Goods`` is a count of crystals per colour, a small immutable tuple:

    >>> Goods(1, 2, 3).value((3, 2, 1))
    10
    >>> Goods.of({"blue": 2})
    Goods(red=0, blue=2, white=0)
"""

from __future__ import annotations

from typing import NamedTuple

COLOURS = ("red", "blue", "white")
RED, BLUE, WHITE = range(3)


class Goods(NamedTuple):
    red: int = 0
    blue: int = 0
    white: int = 0

    @classmethod
    def of(cls, d: dict) -> Goods:
        return cls(*(int(d.get(c, 0) or 0) for c in COLOURS))

    def value(self, points=(3, 2, 1)) -> int:
        return sum(n * p for n, p in zip(self, points))

    def total(self) -> int:
        return self[0] + self[1] + self[2]

    def plus(self, other) -> Goods:
        return Goods(self[0] + other[0], self[1] + other[1], self[2] + other[2])

    def as_dict(self) -> dict:
        return {c: n for c, n in zip(COLOURS, self) if n}
