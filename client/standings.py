"""Standings in the players' words: a score category's localized name and each seat's place.

Shared by the results scene and the games' own summaries (a game's client package reads
these here, never from a scene).
"""

from __future__ import annotations

import re


def category(ui, game_id: str, cat: str) -> str:
    """A score category's localized name: ``<game>.score.<cat>``, ``score.<cat>`` or ``score.<base>``."""
    for key in (f"{game_id}.score.{cat}", f"score.{cat}"):
        text = ui.t(key)
        if text != key:
            return text
    m = re.fullmatch(r"([a-z]+)_(\d+)", cat)
    if m:
        text = ui.t(f"score.{m.group(1)}", n=m.group(2))
        if text != f"score.{m.group(1)}":
            return text
    return cat.replace("_", " ")


def places(totals: list[int], winners: set[int]) -> list[int]:
    """Each seat's place: seats on equal points share one, except where the game's
    tie-break (its ``winners()``) put some of the seats tied at the top first.

    >>> places([5, 2, 2, 2], {0})
    [1, 2, 2, 2]
    >>> places([7, 7, 3], {0, 1}), places([7, 7, 3], {1})
    ([1, 1, 3], [2, 1, 3])
    """
    best = max(totals) if totals else 0
    out = []
    for seat, total in enumerate(totals):
        place = 1 + sum(1 for t in totals if t > total)
        if total == best and winners and seat not in winners:
            place = 1 + len(winners)
        out.append(place)
    return out
