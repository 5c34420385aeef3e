"""Things in the air on a game table: the cards or tokens an animation flies (Krysis's
crystals, Ausonia's cards), each a dict with its tween's ``key`` in ``self.flights``.

A table mixes :class:`Flights` in before ``TableBase``: it lets go of the flights whose
tween has ended (each frame and before a new animation) and of all of them when the
animations stop, and walks those started for the drawer (:meth:`flights_in_air`).
"""

from __future__ import annotations


class Flights:
    """Mixin of a game table (``self.anims``: its Animator; ``self.flights``: a list)."""

    def _stop_animations(self) -> None:
        self.flights = []

    def update(self, dt: float) -> None:
        super().update(dt)
        self.prune_flights()

    def prune_flights(self) -> None:
        """Let go of the flights that have landed."""
        self.flights = [f for f in self.flights if self.anims.active(f["key"])]

    def flights_in_air(self):
        """Each flight under way (its tween started) and where it is: (flight, (x, y))."""
        for f in self.flights:
            tw = self.anims.tweens.get(f["key"])
            if tw is None or not tw.started:
                continue
            pos = self.anims.get(f["key"])
            if pos is not None:
                yield f, (int(pos[0]), int(pos[1]))
