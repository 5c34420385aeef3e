"""Where on Ausonia's table each legal action is made (a mixin of AusoniaTable): the
``action_rects`` a hint and the tutorial light (client/table_base.py says the form).

A card of the hand goes into the play area, onto the discard pile or the raise area; a
card a step offers onto the draw pile, the discard pile or the raise area; a card of the
play area onto the seal area; a star card of the raise area onto the one its fountain is
built on (the area's page turned, or the star picked first, where they are not on one
page). A purchase or an activation is the drag of a gem (or gem card) onto the card or the
ability where that drag pays exactly so; else a click on it, then its way to pay in the bar
(the abilities' page turned first). A sealed card to break and an opponent to target are
clicked. The rest are the bar's buttons.
"""

from __future__ import annotations

import pygame

from client.keyboard import visible_parts
from rules.ausonia import actions as A


class Where:
    def action_rects(self, action) -> list[pygame.Rect]:
        if self.view is None or self.layout is None or action not in self.legal:
            return []
        if self.bar_rect(action) is not None:
            return [self.bar_rect(action)]
        return self._made_on_table(action)

    def _made_on_table(self, act) -> list[pygame.Rect]:
        rects = self.drop_rects()
        hand, offered = dict(visible_parts(self.hand_rects())), self.choice_rects()
        if isinstance(act, (A.Play, A.Discard, A.Raise)) and act.card in hand:
            target = {A.Play: "play", A.Discard: "discard", A.Raise: "raise"}[type(act)]
            return [hand[act.card], rects[target]]
        if isinstance(act, (A.Manipulate, A.Foresee, A.Raise)) and act.card in offered:
            target = "raise" if isinstance(act, A.Raise) else "draw" if getattr(act, "top", True) else "discard"
            return [pygame.Rect(offered[act.card]), rects[target]]
        if isinstance(act, A.Seal):
            return [pygame.Rect(self.play_rects()[act.card]), rects["seal"]]
        if isinstance(act, A.BreakSeal):
            return self._in_area("seal", act.card) or [dict(visible_parts(self.seal_rects()))[act.card]]
        if isinstance(act, A.BuildFountain):
            return self._fountain(act)
        if isinstance(act, A.Target):
            return [rects[f"opp:{act.seat}"]]
        if isinstance(act, A.Buy):
            return self._paid(act, f"buy:{act.card}")
        if isinstance(act, A.Activate):
            if (act.card, act.ability) not in self.ability_rects():  # on another page of the list
                return [self.ability_arrows()[+1]]
            return self._paid(act, f"ability:{act.card}:{act.ability}")
        return []

    def _paid(self, act, target: str) -> list[pygame.Rect]:
        """A gem (or gem card of the play area) whose drag onto ``target`` pays as ``act``
        does, and the target; else the target, to click (its ways to pay go to the bar)."""
        end = self.drop_rects()[target]
        sources = [(("gem", g), r) for g, r in self.gem_rects().items()]
        sources += [(("tile", c), r) for c, r in self.play_rects().items() if c in self.me().play]
        for item, rect in sources:
            if self.action_for(item, target) == act:
                return [pygame.Rect(rect), end]
        return [end]

    def _in_area(self, name: str, card) -> list[pygame.Rect]:
        """[the area's next-page arrow] while ``card`` is on another page of it, else []."""
        shown = self.area_card_rects(name, self.area_cards(name))
        return [] if card in shown else [self.area_arrows(name)[+1]]

    def _fountain(self, act) -> list[pygame.Rect]:
        raised = dict(visible_parts(self.raise_rects()))
        picked = self.picked_item() == ("raised", act.star)
        if not picked and act.star not in raised:
            return self._in_area("raise", act.star)
        if act.foundation not in raised:  # on another page: the star picked, then the page turned
            return self._in_area("raise", act.foundation) if picked else [raised[act.star]]
        return [raised[act.foundation]] if picked else [raised[act.star], raised[act.foundation]]
