"""Playing without the mouse: a keyboard focus over the table, and the shortcut list.

Every drag of a table has a click alternative (click a source, then a target). The
focus walks the *stops* a table offers (``TableView.key_stops``: hand cards, gems,
options, its own buttons, and once a source is picked the targets lit for it) with the
arrow keys or Tab; Enter clicks the focused stop's centre, so the first Enter picks a
source (the first click), the second drops it on the focused target (the second click).
The table scene adds its side-panel buttons at the end of the ring. A gold ring shows
the focus once a focus key has been pressed.

Menus, setup, load, settings and dialogs use the same focus over their widgets
(``Scene.key_stops`` in client/scenes/base.py): Tab or the arrows walk it, Enter presses
the focused button, ticks a check box, steps a drop-down or starts typing in a field.

The shortcuts (``shortcut_rows``) are listed by F1 or "?" (``ShortcutsDialog`` in
client/scenes/dialogs.py).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame


def shortcut_rows(t) -> list[tuple[str, str]]:
    """(keys, what they do) in the order the shortcut list shows them; ``t`` localizes."""
    return [
        ("Tab / ← → ↑ ↓", t("keys.walk")),
        ("Enter", t("keys.enter")),
        ("Esc", t("keys.esc")),
        ("Z", t("keys.zoom")),
        (t("keys.k_space"), t("keys.skip")),
        ("Ctrl+Z", t("keys.undo")),
        ("Ctrl+S", t("keys.save")),
        ("P", t("keys.play_now")),
        ("H", t("keys.hint")),
        ("F1 / ?", t("keys.help")),
        ("F11", t("keys.fullscreen")),
    ]


NEXT = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREV = (pygame.K_LEFT, pygame.K_UP)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
RING = (255, 240, 170)


@dataclass(frozen=True)
class Stop:
    """One place the focus can rest: ``name`` (stable across frames), its screen rect, and
    ``press`` for a widget (a side-panel button); None means "click the rect's centre"."""

    name: str
    rect: pygame.Rect
    press: Callable[[], Any] | None = None


def is_help_key(event) -> bool:
    return event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?")


class KeyFocus:
    """The focus over a table's stops; ``visible`` once the player used a focus key."""

    def __init__(self):
        self.name: str | None = None
        self.index = 0
        self.visible = False
        self.source: str | None = None  # the stop last picked with Enter (a source)

    def current(self, stops: list[Stop]) -> Stop | None:
        if not stops:
            return None
        for i, stop in enumerate(stops):
            if stop.name == self.name:
                self.index = i
                return stop
        for i, stop in enumerate(stops):  # a target went with the move it made: back to its source
            if stop.name == self.source:
                self.index, self.name = i, stop.name
                return stop
        self.index = min(self.index, len(stops) - 1)  # the focused stop went (or is hidden
        return stops[self.index]  # by a zoom): its neighbour, for now

    def move(self, stops: list[Stop], step: int) -> Stop | None:
        if not stops:
            return None
        if not self.visible or self.current(stops) is None:
            self.visible, self.index = True, 0 if step > 0 else len(stops) - 1
        else:
            self.index = (self.index + step) % len(stops)
        self.name = stops[self.index].name
        return stops[self.index]

    def move_toward(self, stops: list[Stop], dx: int, dy: int, columns: bool = False) -> Stop | None:
        """An arrow key on a screen laid out in rows and columns (the menu, setup): the
        focus goes to the stop the eye finds that way (:func:`toward`); where none lies
        that way it stays. The first key shows the ring, as :meth:`move` does."""
        here = self.current(stops) if self.visible else None
        if here is None:
            return self.move(stops, 1 if dx + dy > 0 else -1)
        there = toward(stops, here, dx, dy, columns)
        if there is not None:
            self.index, self.name = stops.index(there), there.name
        return self.current(stops)

    def activate(self, table, stops: list[Stop]):
        """Enter on the focused stop: a widget's press, or a click at the stop's centre
        given to ``table``. Returns what the table returned (an action) or the press's."""
        stop = self.current(stops)
        if stop is None:
            return None
        self.visible = True
        if stop.press is not None:
            return stop.press()
        pos = stop.rect.center
        before = [name for name, _ in table.key_stops()]
        acts = [
            table.handle_event(pygame.event.Event(kind, pos=pos, button=1))
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        ]
        after = [name for name, _ in table.key_stops()]
        if after != before:  # a source was picked (or dropped): the focus starts on the first
            # stop it brought (its first use or lit target, wherever the table lists them), else
            # on the first stop
            new = [name for name in after if name not in before]
            first = new[0] if new else after[0] if after else None
            if new:
                self.source = stop.name
            self.index, self.name = (after.index(first) if first is not None else 0), first
        return next((a for a in acts if a is not None), None)

    def draw(self, surface: pygame.Surface, stops: list[Stop], t: float) -> pygame.Rect | None:
        """The focus ring around the focused stop; returns its rect."""
        stop = self.current(stops) if self.visible else None
        if stop is None:
            return None
        return draw_ring(surface, stop.rect, t)


def toward(stops: list[Stop], here: Stop, dx: int, dy: int, columns: bool = False) -> Stop | None:
    """The stop next to ``here`` in the direction (dx, dy), as the eye reads the screen;
    None at the edge.

    A screen of rows (setup, settings): ← → go to the nearest stop of the same row (level
    with ``here``) that way; ↑ ↓ to the nearest row that way (the stops whose top, or bottom,
    is within half a stop of the nearest one's), to its stop nearest ``here`` across. A
    screen of ``columns`` (the menu: the games, then the menu's buttons): ↑ ↓ stay in the
    column (the stops under or over ``here``); ← → go to the other column, to its stop most
    level with ``here``.

    >>> a, b, c = (Stop(n, pygame.Rect(x, y, 100, 40)) for n, x, y in (("a", 0, 0), ("b", 200, 0), ("c", 10, 60)))
    >>> toward([a, b, c], a, 1, 0).name, toward([a, b, c], b, 0, 1).name, toward([a, b, c], b, 0, 1, True)
    ('b', 'c', None)
    """
    r = here.rect

    def across(s: Stop) -> int:
        return abs(s.rect.centery - r.centery) if dx else abs(s.rect.centerx - r.centerx)

    if dx:
        ahead = [s for s in stops if (s.rect.left >= r.centerx if dx > 0 else s.rect.right <= r.centerx)]
        level = [s for s in ahead if s.rect.top < r.bottom and s.rect.bottom > r.top]
        if not columns or level:
            ahead = level
        return min(ahead, key=lambda s: (abs(s.rect.centerx - r.centerx) + across(s), across(s)), default=None)
    if dy > 0:
        ahead = [s for s in stops if s.rect.top >= r.centery]
        edge = {s.name: s.rect.top for s in ahead}
    else:
        ahead = [s for s in stops if s.rect.bottom <= r.centery]
        edge = {s.name: -s.rect.bottom for s in ahead}
    if columns:
        ahead = [s for s in ahead if s.rect.left < r.right and s.rect.right > r.left]
    if not ahead:
        return None
    nearest = min(edge[s.name] for s in ahead)
    row = [s for s in ahead if edge[s.name] <= nearest + min(s.rect.h, r.h) // 2]
    return min(row, key=lambda s: (across(s), edge[s.name]))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0) -> pygame.Rect:
    """The gold focus ring around ``rect`` (pulsing with ``t``), the same on every screen;
    returns its rect."""
    ring = pygame.Rect(rect).inflate(12, 12)
    width = 4 + int(1.5 * (1 + math.sin(t * 5)))
    pygame.draw.rect(surface, (20, 16, 12), ring.inflate(4, 4), width + 2, border_radius=12)
    pygame.draw.rect(surface, RING, ring, width, border_radius=10)
    return ring


def visible_parts(rects: dict) -> list[tuple[Any, pygame.Rect]]:
    """(key, rect) for each of overlapping cards' rects (in the order drawn), cut to the part
    the cards drawn after it leave visible: its left part beside a card of its row, its top
    above a lower one of a staggered hand (Enter clicks a stop's centre, which must land on
    that card). Krysis's and Ausonia's hands and piles use it.

    >>> [r.w for _, r in visible_parts({"a": pygame.Rect(0, 0, 50, 80), "b": pygame.Rect(30, 0, 50, 80)})]
    [30, 50]
    """
    out = []
    shown = [pygame.Rect(r) for r in rects.values()]
    for i, (key, r) in enumerate(zip(rects, shown)):
        v = pygame.Rect(r)
        for nxt in shown[i + 1 :]:
            if not v.colliderect(nxt):
                continue
            if nxt.y > v.y:
                v.h = max(4, nxt.y - v.y)
            else:
                v.w = max(4, nxt.x - v.x)
        out.append((key, v))
    return out


def table_stops(table) -> list[Stop]:
    """The table's stops as :class:`Stop` (tables return (name, rect) pairs)."""
    return [Stop(name, pygame.Rect(rect)) for name, rect in table.key_stops() if rect is not None]
