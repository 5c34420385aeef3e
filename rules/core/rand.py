"""Seeded randomness helpers. Every random draw of a game goes through its state's rng."""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import itemgetter
from typing import TypeVar

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
