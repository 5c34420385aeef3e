"""Tweens: values that move from a start to an end over time, keyed by name.

    >>> anims = Animator()
    >>> _ = anims.add("card", (0, 0), (100, 50), duration=0.5, ease=lambda t: t)
    >>> anims.update(0.25); anims.get("card")
    (50.0, 25.0)

Durations are in seconds at speed 1; ``speed`` (the user's animation setting)
divides them, and speed 0 adds nothing at all (:meth:`Animator.add` returns None).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp(a, b, t: float):
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


@dataclass
class Tween:
    start: Any
    end: Any
    duration: float
    delay: float = 0.0
    ease: Any = ease_out
    elapsed: float = 0.0
    data: Any = None  # whatever the owner needs to draw it

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def value(self):
        return lerp(self.start, self.end, self.ease(self.progress))


class Animator:
    """Named tweens advanced together; ``busy()`` while any runs."""

    def __init__(self, speed_source=None):
        self._speed_source = speed_source  # callable returning the current speed
        self.tweens: dict[Any, Tween] = {}

    @property
    def speed(self) -> float:
        return float(self._speed_source()) if self._speed_source else 1.0

    def add(self, key, start, end, duration: float, delay: float = 0.0, ease=ease_out, data=None) -> Tween | None:
        """Start (or restart) the tween ``key``; None when animations are off."""
        speed = self.speed
        if speed <= 0:
            self.tweens.pop(key, None)
            return None
        tween = Tween(start, end, duration / speed, delay / speed, ease, data=data)
        self.tweens[key] = tween
        return tween

    def update(self, dt: float) -> None:
        for tween in self.tweens.values():
            tween.elapsed += dt
        for key in [k for k, t in self.tweens.items() if t.done]:
            del self.tweens[key]

    def get(self, key, default=None):
        """The tween's current value, or ``default`` when there is none."""
        tween = self.tweens.get(key)
        return default if tween is None else tween.value()

    def active(self, key) -> bool:
        return key in self.tweens

    def busy(self) -> bool:
        return bool(self.tweens)

    def clear(self) -> None:
        self.tweens.clear()

    def remaining(self) -> float:
        """Seconds until every tween has finished."""
        return max((t.delay + t.duration - t.elapsed for t in self.tweens.values()), default=0.0)
