"""What changed between two views, animated modestly at ``ui.settings.anim_speed``: vote
counters flying from the Concilium to the register, vis from a store onto a card or from
the Regio into a store, cards from the rows or decks into a Sanctum or a hand, and the die
of a contested gathering tumbling before it shows its faces."""

from __future__ import annotations

import random

import pygame

FLY = 0.45  # seconds, at speed 1
STAGGER = 0.08
ROLL = 0.9  # the die tumbling
MAX_FLY = 6


class Animations:
    """Mixin of TribunalTable (``self.flights``: what is in the air)."""

    def animate(self, prev, view) -> None:
        if self.layout is None:
            return
        self.flights = [f for f in self.flights if self.anims.active(f["key"])]
        delay = 0.0
        spaces = self.space_rects()
        # votes: from the Concilium onto a space, or back
        for (space, a), (_, b) in zip(prev.votes, view.votes):
            if b > a:
                delay = self._fly("vote", self.concilium_rect().center, spaces[space].center, b - a, delay)
            elif a > b:
                delay = self._fly("vote", spaces[space].center, self.concilium_rect().center, a - b, delay)
        # vis: a store that shrank while the Regio grew, or cards that gained it
        for seat, (pa, pb) in enumerate(zip(prev.players_view, view.players_view)):
            home = self.seat_anchor(seat)
            gained = pb.vis - pa.vis
            if gained > 0:
                delay = self._fly("vis", self.regio_rect().center, home, gained, delay)
            before = {c.id: c.vis for c in pa.laboratory + pa.library if c.id}
            for c in pb.laboratory + pb.library:
                if c.id and c.vis > before.get(c.id, c.vis):
                    delay = self._fly("vis", home, self.card_anchor(seat, c.id), c.vis - before[c.id], delay)
            # cards into a Sanctum from the rows or decks
            if len(pb.laboratory) + len(pb.library) + len(pb.vault) > len(pa.laboratory) + len(pa.library) + len(
                pa.vault
            ):
                src = self._row_left(prev, view)
                delay = self._fly("card", src, home, 1, delay)
            if pb.hand_count > pa.hand_count and view.phase == "setup":
                delay = self._fly("card", self.deck_rect("items").center, home, 1, delay)
        if view.rolls and view.rolls != prev.rolls:
            self.anims.add(("roll",), (0, 0), (1, 0), ROLL, delay=delay)

    def _row_left(self, prev, view):
        """Where a card taken came from: the face-up card gone from a row, else a deck."""
        for deck, a, b in (("items", prev.item_row, view.item_row), ("spells", prev.spell_row, view.spell_row)):
            gone = [c for c in a if c not in b]
            if gone:
                slots = self.deck_slots(deck)[1:4]
                return slots[list(a).index(gone[0])].center
        for deck, n in view.decks:
            if n < dict(prev.decks).get(deck, n):
                return self.deck_rect(deck).center
        return self.layout.decks.center

    def seat_anchor(self, seat: int):
        if seat == self.viewer or (self.viewer is None and seat == 0):
            return self.vis_rect().center if self.viewer is not None else self.layout.own.center
        box = self.layout.opp.get(seat)
        return box.midtop if box is not None else self.layout.own.center

    def card_anchor(self, seat: int, card: str):
        if seat == self.viewer:
            r = self.own_card_rects().get(card)
            if r is not None:
                return r.center
        if seat in self.layout.opp:
            for c, r in self.opp_entries(seat):
                if c.id == card:
                    return r.center
        return self.seat_anchor(seat)

    def _fly(self, what: str, start, end, n: int, delay: float) -> float:
        size = max(12, int(self.layout.line))
        for i in range(min(n, MAX_FLY)):
            key = ("fly", len(self.flights), self.clock, i, what)
            self.anims.add(
                key,
                (start[0] - size // 2, start[1] - size // 2),
                (end[0] - size // 2, end[1] - size // 2),
                FLY,
                delay=delay,
            )
            self.flights.append({"key": key, "what": what, "size": size})
            delay += STAGGER
        return delay

    def rolling(self) -> bool:
        """True while the die tumbles (its faces show once it stops)."""
        tw = self.anims.tweens.get(("roll",))
        return tw is not None and self.anims.active(("roll",))

    def draw_flights(self, surface: pygame.Surface) -> None:
        from client.tribunal.board import vote_token
        from client.tribunal.cards import vis_dot

        for f in self.flights:
            tw = self.anims.tweens.get(f["key"])
            if tw is None or not tw.started:
                continue
            pos = self.anims.get(f["key"])
            if pos is None:
                continue
            s = f["size"]
            x, y = int(pos[0]), int(pos[1])
            if f["what"] == "vis":
                vis_dot(surface, (x + s // 2, y + s // 2), s // 2)
            elif f["what"] == "vote":
                vote_token(surface, pygame.Rect(x, y, s, s))
            else:
                r = pygame.Rect(x - s // 2, y - s, int(s * 1.6), int(s * 2.2))
                pygame.draw.rect(surface, (112, 70, 30), r, border_radius=4)
                pygame.draw.rect(surface, (230, 210, 150), r, 1, border_radius=4)

    def tumbling_face(self) -> int:
        """A face shown while the die tumbles (changes a few times a second)."""
        return random.Random(int(self.clock * 12)).randint(1, 6)
