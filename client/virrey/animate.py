"""The animations of what changed between two views of Virrey's table (a mixin of
VirreyTable): bids revealed, auction cards won, discarded, moved up and dealt, cards
flying into pyramids, gems between the reserve and the viewer's screen."""

from __future__ import annotations

import pygame

from client.virrey.cards import card_size
from rules.virrey.tokens import COLOURS

FLY = 0.5
STAGGER = 0.08
REVEAL = 1.5


class Animations:
    def _key(self, kind: str):
        self._n += 1
        return (kind, self._n)

    def _fly(self, card, start, end, delay=0.0, seat=None, place=False, hide=False, back=False, zone="public"):
        start, end = pygame.Rect(start), pygame.Rect(end)
        data = {"card": card, "seat": seat, "place": place, "hide": hide, "back": back, "zone": zone}
        tw = self.anims.add(self._key("fly"), tuple(start), tuple(end), FLY, delay=delay, data=data)
        if tw is not None and hide:
            self.hidden.add(card)

    def _gem(self, colour: int, start, end, delay=0.0) -> None:
        self.anims.add(self._key("gem"), tuple(start), tuple(end), FLY * 0.8, delay=delay, data=COLOURS[colour])

    def _animate(self, prev, new) -> None:
        lay = self.layout
        delay = 0.0
        # The fists open: a bid reveal.
        if new.last_bids and (
            new.last_bids != prev.last_bids or (prev.phase == "bid" and not prev.decision and new.phase != "bid")
        ):
            self.anims.add(("reveal",), 0.0, 1.0, REVEAL, data=new.last_bids)
            delay = 0.35
        # Auction cards: won, discarded, moved up, dealt.
        where_new = {}
        for c, (top, base) in enumerate(new.auction):
            if top:
                where_new[top] = (c, True)
            if base:
                where_new[base] = (c, False)
        bw = lay.auction_w
        deck = self.deck_rects()
        for c, (top, base) in enumerate(prev.auction):
            for card, is_top in ((top, True), (base, False)):
                if card is None:
                    continue
                src = self.auction_rect(c, is_top)
                if card in where_new:
                    nc, ntop = where_new[card]
                    if (nc, ntop) != (c, is_top):
                        self._fly(card, src, self.auction_rect(nc, ntop), delay, hide=True)
                    continue
                owner = next((pv.seat for pv in new.players_view if card in pv.known_hand), None)
                if owner is None and card in new.hand:
                    owner = new.seat
                if owner is not None:
                    end = pygame.Rect(0, 0, *card_size(bw))
                    end.center = lay.anchor(owner)
                    self._fly(card, src, end, delay, zone="known")
                elif card in new.discard:
                    self._fly(card, src, deck["discard"], delay)
                delay += STAGGER
        prev_cards = {c for pair in prev.auction for c in pair if c}
        for card, (c, is_top) in where_new.items():
            if card not in prev_cards:
                self._fly(card, deck["big"], self.auction_rect(c, is_top), delay, hide=True, back=True)
                delay += STAGGER
        # Cards placed in pyramids fly from their owner's hand.
        for seat in range(new.players):
            before = {p.card for p in prev.players_view[seat].pyramid}
            placed = new.players_view[seat].pyramid
            added = [p.card for p in placed if p.card not in before]
            if not added:
                continue
            self.stale[seat] = prev.players_view[seat].pyramid
            for card in added:
                end = self.card_rect_in_pyramid(seat, card, placed)
                if end is None:
                    continue
                if seat == self.bottom_seat() and prev.decision and prev.decision[0] in ("place", "infinite"):
                    start = self.placing_rect()
                else:
                    start = pygame.Rect(0, 0, *end.size)
                    start.center = lay.anchor(seat)
                self._fly(card, start, end, delay, seat=seat, place=True)
                delay += STAGGER
        # Gems between the reserve and the viewer's screen.
        me_new, me_old = new.me, prev.me
        if me_new is not None and me_old is not None and me_new.gems is not None and me_old.gems is not None:
            res = self.reserve_gem_rects()
            scr = self.screen_gem_rects()
            k = 0
            for c in range(4):
                diff = me_new.gems[c] - me_old.gems[c]
                a, b = res[COLOURS[c]], scr[COLOURS[c]]
                for _ in range(min(abs(diff), 4)):
                    self._gem(c, a if diff > 0 else b, b if diff > 0 else a, delay + k * 0.06)
                    k += 1
