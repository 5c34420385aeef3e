"""Where on Virrey's table each legal action is made (a mixin of VirreyTable): the
``action_rects`` a hint and the tutorial light (client/table_base.py says the form).

The gems to return are clicked on the screen one by one; a bid is a gem of the screen
dragged onto its colour's tile; the first card and a card played are dragged from the hand
onto the slots that take them (a played card onto every slot it could pay, the highest
first, then from the right: the drop there also places it); a card kept is clicked, then
its button; a card to discard goes onto the discard pile; the card to place onto its slot
(clicked there where it is drawn in the slot it was dropped on); a gem of the reserve, a
deck, a card of the auction and a free card to cover are clicked where they lie; a section
to paint is clicked on its card, then its colour in the bar. The rest are the bar's buttons.
"""

from __future__ import annotations

import pygame

from client.table_base import GesturesFirst
from client.virrey import prompts
from client.virrey.cards import R
from client.virrey.keys import slot_order
from rules.virrey import actions as A
from rules.virrey.tokens import COLOURS


def section_rect(card: pygame.Rect, sec: int) -> pygame.Rect:
    """A square inside section ``sec`` (as ``cards.section_at`` numbers them) of a card drawn
    at ``card``: a click on its centre picks that section."""
    r = int(R * card.w)
    x = (card.x, card.right - r, card.centerx - r, card.centerx)[sec]
    y = card.y if sec < 2 else card.bottom - r
    return pygame.Rect(x, y, r, r)


class Where(GesturesFirst):
    def _made_on_table(self, act) -> list[pygame.Rect]:
        hand, geo, lay = self.hand_rects(), self.own_geo(), self.layout
        if isinstance(act, A.ReturnGems):
            left = list(act.colours)
            for c in self.pending:
                if c not in left:  # a gem chosen that this return does not hold: start again
                    return [r for b, r in self.bar if b.name == "clear"]
                left.remove(c)
            return [self.screen_gem_rects()[left[0]]]
        if isinstance(act, A.StartCard) and act.card in hand:
            return [hand[act.card], *(geo.rect(lv, x) for lv, x in self.open_slots())]
        if isinstance(act, A.KeepCard) and act.card in hand and self.selected != act.card:
            return [hand[act.card]]  # picked; then its button keeps it
        if isinstance(act, A.Bid):
            c = COLOURS.index(act.colour)
            return [self.screen_gem_rects()[act.colour], pygame.Rect(lay.rows[c][1])]
        if isinstance(act, A.Take):
            row = lay.rows[COLOURS.index(act.colour)]
            return [pygame.Rect(row[3] if act.top else row[2])]
        if isinstance(act, A.TakeGem):
            return [self.reserve_gem_rects()[act.colour]]
        if isinstance(act, A.Play) and act.card in hand:
            slots = [  # in the keyboard's order: the ring's first stop after the card
                geo.rect(lv, x)
                for lv, x in sorted(self.open_slots(), key=slot_order)
                if prompts.slot_check(self.view, self.viewer, act.card, lv, self.legal) is None
            ]
            return [hand[act.card], *slots] if slots else []
        if isinstance(act, A.Discard) and act.card in hand:
            return [hand[act.card], pygame.Rect(lay.discard)]
        if isinstance(act, A.Place) and self.placing_card():
            slot = geo.rect(act.level, act.x)
            if any(c == self.placing_card() for c, _, _ in self.chosen_in_pyramid()):
                return [slot]  # drawn in the slot it was dropped on, not aside: a click places it
            return [self.placing_rect(), slot]
        if isinstance(act, A.Draw):
            return [self.deck_rects()[act.deck]]
        if isinstance(act, (A.Cover, A.Paint)):
            placed = {p.card: geo.rect(p.level, p.x) for p in self.view.players_view[self.bottom_seat()].pyramid}
            if isinstance(act, A.Cover):
                return [placed[act.card]]
            sec = A.SECTIONS.index(act.section)
            if self.paint_sel != (act.card, sec):
                return [section_rect(placed[act.card], sec)]  # then its colour in the bar
        return []
