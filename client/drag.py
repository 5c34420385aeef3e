"""Drag and drop for card tables (the arcade card tutorial's pattern).

A press on a draggable item holds it; moving past a small threshold picks it up
and it follows the mouse; releasing over a named target reports the drop; an
illegal drop snaps back to where the item came from, animated. A press and
release without movement is a click (the click alternative of every drag).

    >>> import pygame
    >>> from client.anim import Animator
    >>> dnd = DragDrop(Animator())
    >>> dnd.press("m1", pygame.Rect(0, 0, 50, 70), (10, 10))
    >>> dnd.motion((60, 60))
    True
    >>> drop = dnd.release((60, 60), {"trick": pygame.Rect(40, 40, 100, 100)})
    >>> drop.item, drop.target, drop.dragged
    ('m1', 'trick', True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from client.anim import Animator


@dataclass(frozen=True)
class Drop:
    """The end of a gesture: ``target`` is None when released over no target."""

    item: Any
    target: str | None
    dragged: bool  # False: a click (press and release without moving)
    rect: pygame.Rect  # where the item was when released
    refused: str | None = None  # why the item has no legal use: no drop of it may act


class DragDrop:
    """Tracks one pointer gesture at a time; the owner draws ``rect()`` for ``item``."""

    def __init__(
        self,
        animator: Animator,
        threshold: int = 6,
        snap_time: float = 0.25,
        why_not: Callable[[Any], str | None] | None = None,
    ):
        self.anims = animator
        self.threshold = threshold
        self.snap_time = snap_time
        # asked once as an item is picked up: why it has no legal use now (None: it has one).
        # A refused item still follows the pointer, but lands nowhere (``Drop.refused``).
        self.why_not = why_not
        self.refused: str | None = None
        self.item: Any = None  # the held or dragged item
        self.dragging = False
        self.origin = pygame.Rect(0, 0, 0, 0)
        self._grab = (0, 0)
        self._press = (0, 0)
        self._pos = (0, 0)

    def press(self, item, rect: pygame.Rect, pos) -> None:
        """Hold ``item`` (drawn at ``rect``) under the pointer at ``pos``."""
        self.item, self.dragging, self.refused = item, False, None
        self.origin = pygame.Rect(rect)
        self._grab = (pos[0] - rect.x, pos[1] - rect.y)
        self._press = self._pos = tuple(pos)
        self.anims.tweens.pop(("snap", item), None)

    def motion(self, pos) -> bool:
        """Follow the pointer; True once the held item has been picked up."""
        if self.item is None:
            return False
        self._pos = tuple(pos)
        if not self.dragging:
            dx, dy = pos[0] - self._press[0], pos[1] - self._press[1]
            self.dragging = dx * dx + dy * dy >= self.threshold * self.threshold
            if self.dragging and self.why_not is not None:
                self.refused = self.why_not(self.item)
        return self.dragging

    def rect(self) -> pygame.Rect:
        """Where the dragged item is drawn now."""
        r = pygame.Rect(self.origin)
        if self.dragging:
            r.topleft = (self._pos[0] - self._grab[0], self._pos[1] - self._grab[1])
        return r

    def target_at(self, targets: dict[str, pygame.Rect], pos=None) -> str | None:
        """The target under the pointer (or, failing that, under the item's centre)."""
        pos = pos or self._pos
        for name, rect in targets.items():
            if rect.collidepoint(pos):
                return name
        centre = self.rect().center
        for name, rect in targets.items():
            if rect.collidepoint(centre):
                return name
        return None

    def release(self, pos, targets: dict[str, pygame.Rect]) -> Drop | None:
        """End the gesture; None if nothing was held."""
        if self.item is None:
            return None
        self.motion(pos)
        target = self.target_at(targets, pos) if self.dragging else None
        drop = Drop(self.item, target, self.dragging, self.rect(), self.refused if self.dragging else None)
        self.item, self.dragging, self.refused = None, False, None
        return drop

    def cancel(self) -> None:
        self.item, self.dragging, self.refused = None, False, None

    def snap_back(self, drop: Drop, duration: float | None = None) -> None:
        """Animate the dropped item back to where it was picked up."""
        if drop.rect.topleft != self.origin.topleft:
            self.anims.add(
                ("snap", drop.item),
                drop.rect.topleft,
                self.origin.topleft,
                self.snap_time if duration is None else duration,
            )

    def snapping(self, item) -> tuple[float, float] | None:
        """The top-left where a snapping-back item is drawn now, or None."""
        return self.anims.get(("snap", item))


def draw_target(surface: pygame.Surface, rect: pygame.Rect, hovered: bool, t: float, colour=(255, 214, 92)) -> None:
    """Light a legal drop target: a pulsing rounded outline, brighter when hovered."""
    import math

    pulse = 0.5 + 0.5 * math.sin(t * 6.0)
    alpha = 230 if hovered else int(110 + 80 * pulse)
    glow = pygame.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
    pygame.draw.rect(glow, (*colour, alpha // 3), glow.get_rect(), border_radius=16)
    pygame.draw.rect(
        glow, (*colour, alpha), glow.get_rect().inflate(-6, -6), width=4 if hovered else 3, border_radius=14
    )
    surface.blit(glow, (rect.x - 8, rect.y - 8))


def draw_lit_targets(surface: pygame.Surface, table) -> bool:
    """Light every target ``table.lit_targets()`` names (the one under the dragged item
    brighter); False when none is lit (the table may then rim what can be picked up)."""
    lit = table.lit_targets()
    if not lit:
        return False
    rects = table.drop_rects()
    hover = table.drag.target_at({n: rects[n] for n in lit}) if table.drag.dragging else None
    for n in lit:
        draw_target(surface, rects[n], n == hover, table.clock)
    return True
