"""What changed between two views, animated modestly at ``ui.settings.anim_speed``: a card
flying into the play area (from the hand, or from the acting player's panel: an AI's or
another seat's play, followed by eye), a bought card from the market into the play area,
a card to the seal or raise area, and the influence badges moving along the track (the
track is redrawn at once; the flight shows where a card went)."""

from __future__ import annotations

import pygame

FLY = 0.45  # seconds, at speed 1
STAGGER = 0.08
MAX_FLY = 4  # cards flown per change (the rest just appear)


class Animations:
    """Mixin of AusoniaTable (``self.flights``: the cards in the air)."""

    def animate(self, prev, view) -> None:
        if self.layout is None or prev.active != view.active or view.active is None:
            return
        self.prune_flights()
        seat = view.active
        a, b = prev.players_view[seat], view.players_view[seat]
        delay = 0.0
        tiles = self.play_rects()
        market = self._market_rects_of(prev)
        origin = self._origin(seat)
        for card in [c for c in b.play + b.bought if c not in a.play + a.bought][:MAX_FLY]:
            end = tiles.get(card)
            if end is None:
                continue
            start = market.get(card) or origin
            delay = self._fly(card, start, end, delay, "bought" if card in b.bought else "")
        if seat == self.bottom_seat():
            boxes = self.area_boxes()
            for card in [c for c in b.seal if c not in a.seal][:MAX_FLY]:
                start = tiles.get(card) or origin
                delay = self._fly(card, start, boxes["seal"], delay)

    def _origin(self, seat: int) -> pygame.Rect:
        """Where another player's cards come from: its panel (the viewer's: its hand)."""
        if seat in self.layout.opp:
            return pygame.Rect(self.layout.opp[seat])
        return pygame.Rect(self.layout.hand_area)

    def _market_rects_of(self, prev) -> dict:
        rects = self.layout.market_rects()
        out = {}
        if prev.power_top is not None:
            out[prev.power_top] = rects["power"]
        for i, card in enumerate(prev.offer[:4]):
            out[card] = rects[f"offer:{i}"]
        return out

    def _fly(self, card: int, start: pygame.Rect, end: pygame.Rect, delay: float, state: str = "") -> float:
        key = ("fly", card, self.clock)
        w, h = end.w, end.h
        sx, sy = start.centerx - w // 2, start.centery - h // 2
        self.anims.add(key, (sx, sy), (end.x, end.y), FLY, delay=delay)
        self.flights.append({"key": key, "card": card, "size": (w, h), "state": state})
        return delay + STAGGER

    def draw_flights(self, surface: pygame.Surface) -> None:
        for f, pos in self.flights_in_air():
            w, h = f["size"]
            surface.blit(self.painter.tile(f["card"], w, h, f["state"]), pos)
            self.ui.record_card(f["card"], "play", self.view.active)
