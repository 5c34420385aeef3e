"""Seeded randomness helpers. Every random draw of a game goes through its state's rng."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from operator import itemgetter
from typing import Any, TypeVar

from rules.core.errors import PositionError

T = TypeVar("T")
_first = itemgetter(0)  # the sort key: a C-level getter (a stable sort on the keys alone)


def shuffled(rng: random.Random, items: Sequence[T]) -> list[T]:
    """A uniformly shuffled copy of ``items``, deterministic for a given rng state.

    Sorting by one C-level ``rng.random()`` key per item is several times faster
    than ``random.shuffle`` (which draws each index in Python), and just as uniform.

        >>> shuffled(random.Random(1), "abcd") == shuffled(random.Random(1), "abcd")
        True
    """
    draw = rng.random
    keys = [draw() for _ in items]
    return [item for _, item in sorted(zip(keys, items), key=_first)]


class ScriptedRandom(random.Random):
    """A seeded generator whose die rolls (``randint``) come first from a listed script.

    Only ``randint`` reads the script (the games roll dice with it); shuffles and picks
    go on drawing from the seeded generator. A scripted face outside the die is refused
    when it is rolled, naming the roll, since a position cannot know the die beforehand.

        >>> rng = ScriptedRandom(5, [6, 1])
        >>> [rng.randint(1, 6) for _ in range(2)]
        [6, 1]
    """

    def __init__(self, seed: Any = None, dice: Iterable[int] = ()):
        super().__init__(seed)
        self.dice = list(dice)

    def randint(self, a: int, b: int) -> int:
        if self.dice:
            face = self.dice.pop(0)
            if not a <= face <= b:
                raise PositionError("rng.dice", f"the scripted roll {face} is not a face of a {a}-{b} die")
            return face
        return super().randint(a, b)

    def copy(self) -> ScriptedRandom:
        new = ScriptedRandom(None, self.dice)
        new.setstate(self.getstate())
        return new


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in the same state as ``rng`` (a scripted one keeps what is
    left of its script): what a hand-written ``clone`` uses."""
    if rng.__class__ is random.Random:
        new = random.Random.__new__(random.Random)  # not seeded from the OS: set at once
        new.setstate(rng.getstate())
        return new
    return rng.copy()  # type: ignore[attr-defined]  # ScriptedRandom
