"""What changed between two views, animated modestly at ``ui.settings.anim_speed``:
a miner walking down to its chamber, and crystals flying into a camp (from the bank or
the camp they were taken from) or from a camp to the bank or a home."""

from __future__ import annotations

import pygame

from rules.krysis.goods import COLOURS

MINER = 0.45  # seconds, at speed 1
FLY = 0.4
STAGGER = 0.06
MAX_FLY = 6  # crystals flown per change (the rest just appear)


class Animations:
    """Mixin of KrysisTable (``self.flights``: the crystals in the air)."""

    def animate(self, prev, view) -> None:
        if self.layout is None:
            return
        self.prune_flights()
        for s, (a, b) in enumerate(zip(prev.players_view, view.players_view)):
            if a.miner != b.miner and s != self.viewer:  # the viewer's own was dropped there
                start = self.miner_rect(s, a.miner).topleft
                end = self.miner_rect(s, b.miner).topleft
                self.anims.add(("miner", s), start, end, MINER)
        bank = self.bank_rect().center
        delay = 0.0
        for s, (a, b) in enumerate(zip(prev.players_view, view.players_view)):
            for c, colour in enumerate(COLOURS):
                gain = b.camp[c] - a.camp[c]
                end = self.camp_crystal_rects(s)[colour].center
                if gain > 0:
                    src = self._source_of(prev, view, s, c)
                    delay = self._fly(colour, src, end, gain, delay)
                elif gain < 0 and view.kind is None and prev.kind is None:
                    delay = self._fly(colour, end, bank, -gain, delay)
        # cargo carried away: from the cargo box to where it went
        if prev.kind is not None and view.kind is None and sum(prev.cargo):
            me = self.viewer
            if prev.active == me:
                dest = self.layout.screen.center
            else:
                dest = self.layout.opp[prev.active].center if prev.active in self.layout.opp else bank
            for c, colour in enumerate(COLOURS):
                delay = self._fly(colour, self.layout.side.center, dest, prev.cargo[c], delay)

    def _source_of(self, prev, view, seat: int, c: int):
        """Where a camp's new crystals come from: another camp that lost them, else the bank."""
        for s, (a, b) in enumerate(zip(prev.players_view, view.players_view)):
            if s != seat and b.camp[c] < a.camp[c]:
                return self.camp_crystal_rects(s)[COLOURS[c]].center
        return self.bank_rect().center

    def _fly(self, colour: str, start, end, n: int, delay: float) -> float:
        size = max(12, int(24 * self.layout.scale))
        for i in range(min(n, MAX_FLY)):
            key = ("fly", len(self.flights), self.clock, i)
            self.anims.add(
                key,
                (start[0] - size // 2, start[1] - size // 2),
                (end[0] - size // 2, end[1] - size // 2),
                FLY,
                delay=delay,
            )
            self.flights.append({"key": key, "colour": colour, "size": size})
            delay += STAGGER
        return delay

    def miner_pos(self, seat: int):
        """Where a walking miner is drawn now, or None."""
        return self.anims.get(("miner", seat))

    def draw_flights(self, surface: pygame.Surface) -> None:
        from client.krysis.crystals import crystal

        for f, pos in self.flights_in_air():
            surface.blit(crystal(f["colour"], f["size"]), pos)
