"""Where a lesson's box of words goes on the table of a folded side panel: a spot of the
table clear of the places the step lights, as roomy as the text allows.

Pure geometry (pygame Rects, no drawing): :func:`place` tries each size the box may take
(its words at a font size, wrapped to a width) at every spot where it touches the table's
edge or a lit place's side, and keeps the clear one that stands furthest from the lit places
(up to ``apart``), then the earlier size (the larger text), then the one nearest a corner
of the table (``bottom``: the lowest, then the rightmost; else its top-right): a box that
stays put from step to step unless it would cover what the step lights. It keeps off ``keep`` too (the
bar's buttons, the words of an overlay open over the table) where a clear spot remains.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame


def gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """The distance between two rects (0 where they touch or overlap)."""
    dx = max(0, b.left - a.right, a.left - b.right)
    dy = max(0, b.top - a.bottom, a.top - b.bottom)
    return math.hypot(dx, dy)


def spots(area: pygame.Rect, size: tuple[int, int], avoid: list[pygame.Rect]) -> list[tuple[int, int]]:
    """Top-left corners for a box of ``size`` inside ``area``: flush with its edges or with a
    side of a rect to avoid (where a clear spot next to them lies, if any)."""
    w, h = size
    xs = {area.x, area.right - w} | {a.right for a in avoid} | {a.left - w for a in avoid}
    ys = {area.y, area.bottom - h} | {a.bottom for a in avoid} | {a.top - h for a in avoid}
    xs = {x for x in xs if area.x <= x <= area.right - w}
    ys = {y for y in ys if area.y <= y <= area.bottom - h}
    return [(x, y) for x in sorted(xs) for y in sorted(ys)]


def place(
    area: pygame.Rect,
    sizes: Sequence[tuple[int, int]],
    avoid: list[pygame.Rect],
    apart: int,
    bottom: bool = False,
    keep: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Rect, int]:
    """The box (and the index of its size in ``sizes``) inside ``area`` that covers none of
    ``avoid``: the one furthest from ``avoid`` (distances beyond ``apart`` count alike), then
    of a size earlier in ``sizes``, then nearest the area's top-right corner (beside the side
    panel; with ``bottom`` the lowest, then the rightmost). It covers none of ``keep`` either where some
    size has such a spot (Grand Tribunal's count of votes: its summary line and "click to
    close" lay under the box). Where no size has a spot clear of ``avoid``: the one covering
    the least of it."""
    fit = [(n, w, h) for n, (w, h) in enumerate(sizes) if w <= area.w and h <= area.h]
    if keep:
        found = _clear(area, fit, list(avoid), apart, bottom, list(keep))
        if found is not None:
            return found
    found = _clear(area, fit, avoid, apart, bottom, [])
    if found is not None:
        return found
    covered: tuple | None = None
    for n, w, h in fit:
        for x, y in spots(area, (w, h), avoid):
            box = pygame.Rect(x, y, w, h)
            over = sum(box.clip(a).w * box.clip(a).h for a in avoid)
            if covered is None or over < covered[0]:
                covered = (over, box, n)
    if covered is None:  # no size fits the area: the last (the smallest text), from its top
        n = len(sizes) - 1
        return pygame.Rect(area.topleft, (min(sizes[n][0], area.w), area.h)), n
    return covered[1], covered[2]


def _clear(
    area: pygame.Rect, fit: list, avoid: list[pygame.Rect], apart: int, bottom: bool, keep: list[pygame.Rect]
) -> tuple[pygame.Rect, int] | None:
    """:func:`place`'s choice among the spots clear of ``avoid`` and ``keep`` (the distance
    counted from ``avoid`` alone), or None where there is none."""
    best: tuple | None = None
    for n, w, h in fit:
        for x, y in spots(area, (w, h), avoid + keep):
            box = pygame.Rect(x, y, w, h)
            if box.collidelist(avoid) >= 0 or box.collidelist(keep) >= 0:
                continue
            clear = min((gap(box, a) for a in avoid), default=apart)
            if bottom:  # the lowest, then the rightmost: off the seats above (the bar at right)
                corner: tuple = (box.bottom, box.right)
            else:
                corner = (-math.hypot(box.right - area.right, box.y - area.y),)
            key = (min(clear, apart), -n, corner)
            if best is None or key > best[0]:
                best = (key, box, n)
    return None if best is None else (best[1], best[2])
