"""A player's pyramid of power (pirámide de poder): slots, supports, circles, free cards.

Geometry (ruling V-3). A card sits at ``(level, x)``. Level-1 cards sit at even x
(0, 2, -2, ...), side by side. A card at ``(L, x)`` with L > 1 rests on the two cards
``(L-1, x-1)`` and ``(L-1, x+1)``; the upper-right section of the left support, the
upper-left section of the right support and the two bottom sections of the card form a
*circle* ("cada círculo está formado por cuatro secciones, dos en las esquinas superiores
y dos en las inferiores", ruling V-20). At most five levels.

    >>> p = Pyramid().with_card("a", 1, 0)
    >>> p.open_slots(5)
    ((1, -2), (1, 2))
    >>> p = p.with_card("b", 1, 2)
    >>> sorted(p.open_slots(5))
    [(1, -2), (1, 4), (2, 1)]
    >>> p.with_card("c", 2, 1).circles()
    [((2, 1), 'c', 'a', 'b')]

Sections are indexed LEFT (upper-left quarter), RIGHT (upper-right quarter),
BOTTOM_LEFT and BOTTOM_RIGHT (the two quarters of the bottom half-circle). Every section
belongs to at most one circle, so circles never share a section (used by the painting
optimiser).

The pyramid is immutable: ``with_card`` and ``without`` return new pyramids, so a
state's ``clone()`` shares them.
"""

from __future__ import annotations

from bisect import insort

LEFT, RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT = 0, 1, 2, 3
SECTION_NAMES = ("left", "right", "bottom_left", "bottom_right")
SECTION_INDEX = {n: i for i, n in enumerate(SECTION_NAMES)}
MAX_LEVEL = 5


class Pyramid:
    """Cards by position, and cards put under other cards (by a law)."""

    __slots__ = ("cells", "where", "under", "_slots", "_levels", "_upper", "_circles")

    def __init__(self, cells: dict | None = None, under: dict | None = None):
        self.cells: dict[tuple[int, int], str] = cells if cells is not None else {}
        self.where: dict[str, tuple[int, int]] = {c: pos for pos, c in self.cells.items()}
        self.under: dict[str, tuple[str, ...]] = under if under is not None else {}
        self._slots: dict[int, tuple] = {}
        self._levels: list | None = None
        # open slots above level 1, sorted (computed lazily; none on an empty pyramid)
        self._upper: tuple | None = None if self.cells else ()
        self._circles: list | None = None

    # -- changes (each returns a new pyramid) ---------------------------
    def with_card(self, card: str, level: int, x: int) -> Pyramid:
        new = Pyramid.__new__(Pyramid)
        new.cells = {**self.cells, (level, x): card}
        new.where = {**self.where, card: (level, x)}
        new.under = self.under
        new._slots = {}
        levels = self._levels  # the rows, kept sorted: only the card's row changes
        if levels is not None:
            levels = levels[:]
            row = levels[level][:]
            insort(row, x)
            levels[level] = row
        new._levels = levels
        new._circles = None
        new._upper = self._upper_after(level, x, new.cells)
        return new

    def _upper_after(self, level: int, x: int, cells: dict) -> tuple:
        """The open slots above level 1 once a card is put at (level, x) (``cells``, sorted)."""
        upper = [p for p in self.upper_slots() if p != (level, x)]
        if level < MAX_LEVEL:
            for side in (-1, 1):  # the slots the new card may support with its neighbour
                if (level, x + 2 * side) in cells and (level + 1, x + side) not in cells:
                    upper.append((level + 1, x + side))
            upper.sort()
        return tuple(upper)

    def upper_slots(self) -> tuple:
        """Every empty position above level 1 resting on two cards, bottom row first."""
        got = self._upper
        if got is None:
            cells = self.cells
            out = []
            for lv in range(1, MAX_LEVEL):
                for x in self.row(lv):
                    if (lv, x + 2) in cells and (lv + 1, x + 1) not in cells:
                        out.append((lv + 1, x + 1))
            got = self._upper = tuple(out)
        return got

    def without(self, card: str) -> Pyramid:
        cells = dict(self.cells)
        del cells[self.where[card]]
        return Pyramid(cells, self.under)

    def cover(self, law: str, card: str) -> Pyramid:
        """Put ``card`` (a free card) under ``law``: it leaves its slot."""
        new = self.without(card)
        under = dict(self.under)
        under[law] = under.get(law, ()) + (card,) + self.under.get(card, ())
        under.pop(card, None)
        new.under = under
        return new

    # -- reading --------------------------------------------------------
    def __len__(self) -> int:
        return len(self.cells)

    def __contains__(self, card: str) -> bool:
        return card in self.where

    def level(self, card: str) -> int:
        return self.where[card][0]

    def cards(self) -> list[str]:
        """Cards in the pyramid, bottom row first, left to right."""
        return [self.cells[p] for p in sorted(self.cells)]

    def all_cards(self) -> list[str]:
        """Cards in the pyramid and the cards put under them."""
        out = self.cards()
        for covered in self.under.values():
            out.extend(covered)
        return out

    def row(self, level: int) -> list[int]:
        """The x positions of the cards on a level, left to right."""
        if self._levels is None:
            levels: list[list[int]] = [[] for _ in range(MAX_LEVEL + 2)]
            for lv, x in self.cells:
                levels[lv].append(x)
            for r in levels:
                r.sort()
            self._levels = levels
        return self._levels[level]

    def height(self) -> int:
        return max((lv for lv, _ in self.cells), default=0)

    def open_slots(self, max_level: int = MAX_LEVEL) -> tuple[tuple[int, int], ...]:
        """Every empty position a card may be placed on, up to ``max_level``.

        Level 1: either end of the bottom row (or (1, 0) on an empty pyramid).
        Level L > 1: any empty position resting on two cards of level L-1.
        """
        got = self._slots.get(max_level)
        if got is not None:
            return got
        row1 = self.row(1)
        out: list[tuple[int, int]] = [(1, row1[0] - 2), (1, row1[-1] + 2)] if row1 else [(1, 0)]
        out += [p for p in self.upper_slots() if p[0] <= max_level]
        got = tuple(out)
        self._slots[max_level] = got
        return got

    def supports(self, level: int, x: int) -> tuple[str | None, str | None]:
        """The (left, right) cards under position (level, x)."""
        return self.cells.get((level - 1, x - 1)), self.cells.get((level - 1, x + 1))

    def adjacent(self, card: str) -> list[str]:
        """Cards next to ``card``, on its level or touching it from the level above or below.

        At most six: left and right on the same level, the two it rests on, the two
        resting on it (ruling V-4).
        """
        lv, x = self.where[card]
        cells = self.cells
        out = []
        for pos in ((lv, x - 2), (lv, x + 2), (lv - 1, x - 1), (lv - 1, x + 1), (lv + 1, x - 1), (lv + 1, x + 1)):
            c = cells.get(pos)
            if c is not None:
                out.append(c)
        return out

    def covered(self, card: str) -> bool:
        """True if a card rests on ``card``."""
        lv, x = self.where[card]
        return (lv + 1, x - 1) in self.cells or (lv + 1, x + 1) in self.cells

    def free_cards(self) -> list[str]:
        """Cards at an end of a row with no card above or below them (ruling V-5).

        "si no tienen ninguna carta situada encima o debajo": every card above level 1
        rests on two cards below it, so only an end card of level 1 can be free, and then
        only with no card resting on it and no card put under it by a law.

            >>> p = Pyramid({(1, 0): "a", (1, 2): "b", (1, 4): "c", (2, 1): "d"})
            >>> p.free_cards()   # "d" has cards below it; "a" has "d" on it
            ['c']
        """
        r = self.row(1)
        out = []
        for x in sorted({r[0], r[-1]}) if r else ():
            card = self.cells[(1, x)]
            if not self.covered(card) and not self.under.get(card):
                out.append(card)
        return out

    def circles(self) -> list[tuple[tuple[int, int], str, str, str]]:
        """Every circle: ((level, x) of its top card, top card, left support, right support)."""
        got = self._circles
        if got is None:
            cells = self.cells
            got = self._circles = [
                ((lv, x), card, cells[(lv - 1, x - 1)], cells[(lv - 1, x + 1)])
                for (lv, x), card in sorted(cells.items())
                if lv > 1
            ]
        return list(got)

    def circle_sections(self, level: int, x: int) -> tuple[tuple[str | None, int], ...]:
        """The four (card, section) pairs forming the circle of the card at (level, x)."""
        left, right = self.supports(level, x)
        top = self.cells[(level, x)]
        return ((left, RIGHT), (right, LEFT), (top, BOTTOM_LEFT), (top, BOTTOM_RIGHT))


def one_colour(left: tuple, right: tuple, top: tuple) -> int | None:
    """The colour of a circle whose three cards' sections are ``left``, ``right`` and
    ``top`` (each a card's four section colours), if its four sections share one; else None."""
    c = left[RIGHT]
    if right[LEFT] == c and top[BOTTOM_LEFT] == c and top[BOTTOM_RIGHT] == c:
        return c
    return None
