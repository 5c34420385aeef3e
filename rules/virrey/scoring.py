"""End of game: painting and the seven scoring categories ("FINAL DE PARTIDA Y PUNTUACIONES").

Categories, in the rulebook's order (``CATEGORIES``):

1. circles   one-colour circles: the level of the circle's highest card, plus the circle
             bonus tokens of that colour ("2 + 4 = 6")
2. infinite  infinite gems: the level they sit on, plus the circle bonus tokens of their
             colour ("3 + 4 = 7")
3. laws      end-of-game points of the laws in the pyramid
4. power     power tokens
5. magic     each magic token times the sum of the magic bonus tokens ("3 x (5+2) = 21")
6. sets      12 per set of defense + magic + science ("2, 5, 3 -> 24")
7. attacks   -4 per enemy attack token not cancelled by one's defense tokens
             ("4 x (2+3) = 20", "4 x (2+3-2) = 12")

Painting (ruling V-20): a gem placed on a section changes its colour; one gem per
section; only sections that belong to a circle matter. A circle has four sections ("dos
en las esquinas superiores y dos en las inferiores"): the upper-right quarter of its left
card, the upper-left quarter of its right card and the two bottom quarters of its top
card, so repainting a circle costs up to 4 gems. Circles never share a section, so the
best painting is an exact knapsack over circles (``best_painting``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.virrey.pyramid import BOTTOM_LEFT, BOTTOM_RIGHT, LEFT, RIGHT, Pyramid

CATEGORIES = ("circles", "infinite", "laws", "power", "magic", "sets", "attacks")
SET_POINTS = 12
ATTACK_PENALTY = 4
_LAWS: Any = None  # rules.virrey.laws.LAWS, once imported


class Board:
    """One player's end-of-game position: what the score is computed from.

    ``tokens`` maps a card to its tuple of token entries: ("magic",), ("science",),
    ("defense",), ("power", value, tokens), ("magic_bonus", v), ("circle_bonus", colour, v),
    ("infinite", colour), ("stored", colour). ``painting`` maps (card, section) to a colour.
    """

    def __init__(
        self, cards, pyramid: Pyramid, tokens: dict, gems, painting: dict | None = None, enemy_attacks: int = 0
    ):
        self.cards = cards
        self.pyramid = pyramid
        self.tokens = tokens
        self.gems = tuple(gems)
        self.painting = painting or {}
        self.enemy_attacks = enemy_attacks
        self._entries = None

    def entries(self):
        """Every token entry on a card of the pyramid, with the card."""
        if self._entries is None:
            where = self.pyramid.where
            self._entries = [(card, t) for card, ts in self.tokens.items() if card in where for t in ts]
        return self._entries

    def token_count(self, kind: str) -> int:
        return sum(1 for _, t in self.entries() if t[0] == kind)

    def circle_bonus(self) -> list[int]:
        bonus = [0, 0, 0, 0]
        for _, t in self.entries():
            if t[0] == "circle_bonus":
                bonus[t[1]] += t[2]
        return bonus

    def is_law(self, card: str) -> bool:
        return card in self.cards.laws

    def printed_sections(self, card: str) -> tuple[int, int, int, int]:
        return self.cards.all[card].sections

    def colour(self, card: str, section: int) -> int:
        got = self.painting.get((card, section))
        return got if got is not None else self.cards.all[card].sections[section]


def circle_points(board: Board, bonus=None) -> int:
    """The one-colour circles (painting included); ``bonus``: the circle bonus by colour."""
    if bonus is None:
        bonus = board.circle_bonus()
    total = 0
    colour = board.colour
    for (lv, _x), top, left, right in board.pyramid.circles():
        c = colour(left, RIGHT)
        if colour(right, LEFT) == c and colour(top, BOTTOM_LEFT) == c and colour(top, BOTTOM_RIGHT) == c:
            total += lv + bonus[c]
    return total


def infinite_points(board: Board) -> int:
    bonus = board.circle_bonus()
    p = board.pyramid
    return sum(p.level(card) + bonus[t[1]] for card, t in board.entries() if t[0] == "infinite")


def law_points(board: Board) -> int:
    global _LAWS
    if _LAWS is None:  # laws.py imports this module: the handlers are looked up once, late
        from rules.virrey.laws import LAWS as _LAWS
    LAWS = _LAWS
    total = 0
    for card in board.pyramid.cards():
        law = board.cards.laws.get(card)
        if law is not None:
            handler = LAWS[law.effect]
            if handler.score is not None:
                total += handler.score(board, card, law.params)
    return total


def power_points(board: Board) -> int:
    return sum(t[1] for _, t in board.entries() if t[0] == "power")


def magic_points(magic: int, bonuses) -> int:
    """Each magic token is worth the sum of the magic bonus tokens."""
    return magic * sum(bonuses)


def set_points(defense: int, magic: int, science: int) -> int:
    return SET_POINTS * min(defense, magic, science)


def attack_penalty(enemy_attacks: int, defense: int) -> int:
    return -ATTACK_PENALTY * max(0, enemy_attacks - defense)


def breakdown(board: Board) -> tuple[tuple[str, int], ...]:
    """The seven categories, in order: one pass over the token entries for all of them."""
    magic = defense = science = power = 0
    bonuses = []
    circle_bonus = [0, 0, 0, 0]
    infinite = []  # (card, colour) of each infinite gem
    for card, t in board.entries():
        kind = t[0]
        if kind == "magic":
            magic += 1
        elif kind == "defense":
            defense += 1
        elif kind == "science":
            science += 1
        elif kind == "power":
            power += t[1]
        elif kind == "magic_bonus":
            bonuses.append(t[1])
        elif kind == "circle_bonus":
            circle_bonus[t[1]] += t[2]
        elif kind == "infinite":
            infinite.append((card, t[1]))
    level = board.pyramid.level
    return (
        ("circles", circle_points(board, circle_bonus)),
        ("infinite", sum(level(card) + circle_bonus[c] for card, c in infinite)),
        ("laws", law_points(board)),
        ("power", power),
        ("magic", magic_points(magic, bonuses)),
        ("sets", set_points(defense, magic, science)),
        ("attacks", attack_penalty(board.enemy_attacks, defense)),
    )


# -- painting -------------------------------------------------------------------
def best_painting(
    pyramid: Pyramid,
    gems,
    colours_of: Callable[[str], tuple[int, int, int, int]],
    circle_bonus=(0, 0, 0, 0),
    painted: dict | None = None,
    unused_value: Callable[[tuple], int] | None = None,
) -> dict:
    """The painting that maximises circle points plus ``unused_value(remaining gems)``.

    ``gems`` are the gems behind the screen (4 counts); ``colours_of(card)`` gives a
    card's printed (left, right, bottom-left, bottom-right) colours; ``painted`` the sections already
    painted (they cannot be painted again). Returns {(card, section): colour} of the
    *new* gems to place. Exact: a knapsack over circles (they share no section).
    Ties go to the painting that keeps more gems, then to the first found.

        >>> from rules.virrey.pyramid import Pyramid
        >>> B, R, G, Y = range(4)
        >>> cols = {"a": (B, B, B, B), "b": (B, B, B, B), "c": (B, B, G, G)}.__getitem__
        >>> p = Pyramid().with_card("a", 1, 0).with_card("b", 1, 2).with_card("c", 2, 1)
        >>> best_painting(p, (0, 0, 1, 0), cols)   # under c's green bottom, a's and b's quarters need two
        {}
        >>> best_painting(p, (0, 0, 2, 0), cols)   # two: a's and b's upper quarters turn green
        {('a', 1): 2, ('b', 0): 2}
    """
    painted = painted or {}

    def colour(card, sec):
        got = painted.get((card, sec))
        return got if got is not None else colours_of(card)[sec]

    options = []  # per circle: list of (value, cost tuple, [(card, sec, colour)])
    for (lv, _x), top, left, right in pyramid.circles():
        secs = ((left, RIGHT), (right, LEFT), (top, BOTTOM_LEFT), (top, BOTTOM_RIGHT))
        cols = [colour(c, s) for c, s in secs]
        if cols[0] == cols[1] == cols[2] == cols[3]:
            continue  # already one colour: painting could only spoil it
        opts = []
        for target in range(4):
            need = [(c, s) for (c, s), col in zip(secs, cols) if col != target]
            if any((c, s) in painted for c, s in need):
                continue
            cost = [0, 0, 0, 0]
            cost[target] = len(need)
            if cost[target] > gems[target]:
                continue
            opts.append((lv + circle_bonus[target], tuple(cost), [(c, s, target) for c, s in need]))
        if opts:
            options.append(opts)
    start = tuple(gems)
    states: dict[tuple, tuple[int, list]] = {start: (0, [])}
    for opts in options:
        nxt = dict(states)  # leaving the circle as it is
        for rem, (val, plan) in states.items():
            for value, paid, paints in opts:
                left_gems = tuple(r - c for r, c in zip(rem, paid))
                if min(left_gems) < 0:
                    continue
                cand = (val + value, plan + paints)
                old = nxt.get(left_gems)
                if old is None or cand[0] > old[0]:
                    nxt[left_gems] = cand
        states = nxt
    best_key = None
    best: list = []
    for rem, (val, plan) in states.items():
        total = val + (unused_value(rem) if unused_value else 0)
        key = (total, sum(rem), rem)
        if best_key is None or key > best_key:
            best_key, best = key, plan
    return {(c, s): col for c, s, col in best}
