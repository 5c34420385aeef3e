"""I. Fase de subasta at Virrey's table, a mixin of VirreyTable: bidding, and the card
a bid was meant for.

A gem dropped (or a click) on one card of a colour with two cards is a bid for that
card: the table remembers it, and when the choice of card comes (the colour was won
alone, shared with another bidder, or met a virtual opponent's bid) it answers with
that card itself. A drop on the colour's auction card decides no card: then it asks.
"""

from __future__ import annotations

from rules.virrey import actions as A
from rules.virrey.tokens import COLOURS

TAKE_DECISIONS = ("choose2", "dispute", "vs_virtual")


class Auction:
    def _bid(self, colour: str, top: bool | None = None):
        """Bid ``colour``; ``top`` says which card of a two-card colour it is for (None: not said)."""
        act = A.Bid(colour)
        if act in self.legal:
            c = COLOURS.index(colour)
            two = all(self.view.auction[c])
            if top is not None and two:
                self.meant[self.viewer] = (self.view.turn, colour, top)
            else:
                self.meant.pop(self.viewer, None)
            return act
        c = COLOURS.index(colour)
        if not any(self.view.auction[c]):
            self.ui.toast(self.ui.t("virrey.why.no_card_colour", colour=self._colour(colour)))
        elif not (self.view.me.gems or (0,) * 4)[c]:
            self.ui.toast(self.ui.t("virrey.why.no_gem", colour=self._colour(colour)))
        else:
            self.ui.toast(self.ui.t("virrey.why.not_allowed"))
        return None

    def meant_card(self) -> tuple[str, bool] | None:
        """(colour, top) of the card the viewer's bid was dropped on, this turn."""
        got = self.meant.get(self.viewer)
        if got is None or self.view is None or got[0] != self.view.turn:
            return None
        return got[1], got[2]

    def auto_take(self):
        """The Take the drop already decided, when the choice of card is now asked."""
        d = self.view.decision
        meant = self.meant_card()
        if not d or d[0] not in TAKE_DECISIONS or meant is None:
            return None
        act = A.Take(*meant)
        return act if act in self.legal else None
