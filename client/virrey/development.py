"""II. Fase de desarrollo at Virrey's table, a mixin of VirreyTable: the card played
and where it was dropped.

Playing a card is a sealed choice (Play) and, after the reveal, its placement (Place).
A card dropped on a lit slot has decided both: the table remembers the slot (per
seat) and places the card there itself when the placement comes, asking again only
when that slot can no longer be paid. Until the reveal the owner sees the card in the
slot it was dropped on, marked "chosen".
"""

from __future__ import annotations

from client.virrey import prompts
from rules.virrey import actions as A


class Development:
    @property
    def want(self) -> tuple | None:
        """(card, (level, x)): where the viewer dropped the card it is playing."""
        return self.wants.get(self.viewer)

    def chosen_card(self) -> str | None:
        mc = self.view.my_choice if self.view else ()
        if self.private() and mc and mc[0] in ("play", "discard") and len(mc) > 1:
            return mc[1]
        return None

    def chosen_slot(self) -> tuple | None:
        """(card, (level, x)): the viewer's play and the slot it was dropped on, from the sealed
        choice until it is placed (after the reveal, while players before it place theirs)."""
        w = self.want
        if w is None or not self.private():
            return None
        card = self.chosen_card() if self.view.my_choice and self.view.my_choice[0] == "play" else None
        if card is None:
            me = self.bottom_seat()
            card = next((t[2] for t in self.view.tasks if t[0] == "place" and t[1] == me), None)
        if card is None or w[0] != card:
            return None
        if card == self.placing_card() and self.auto_place() is None:
            return None  # to place by hand (e.g. after an undo): shown aside, "to place"
        return w if w[1] in self.open_slots() else None

    def auto_place(self):
        """The Place the drop already decided, when the placement of that card is asked."""
        w = self.want
        if w is None or self.mode != "place" or self.placing_card() != w[0]:
            return None
        act = A.Place(*w[1])
        return act if act in self.legal else None

    def greyed_reason(self, card: str) -> str | None:
        """In the development phase a hand card is greyed when no open slot takes it; the
        reason is the lowest open slot's (cost, support...)."""
        if self.mode != "dev" or A.Play(card) in self.legal:
            return None
        open_ = sorted(self.open_slots())
        if not open_:
            return self.ui.t("virrey.why.cannot_play")
        return prompts.why_position(self.ui, self.view, self.viewer, card, open_[0], open_, self.legal)

    def refusal(self, item) -> str | None:
        """A dragged card is refused only when no legal action uses it (a greyed card can
        still be discarded)."""
        card = self._card_of(item)
        if card is None or any(getattr(a, "card", None) == card for a in self.legal):
            return None
        return self.greyed_reason(card)

    def lit_slots(self) -> dict:
        """Slots to light now: {(level, x): reason or None} for the dragged/selected/placing card."""
        m = self.mode
        card = None
        if self.drag.dragging and self.drag.item and self.drag.item[0] in ("card", "placing"):
            card = self.drag.item[1]
        elif self.selected and m in ("dev", "setup_start"):
            card = self.selected
        elif m == "place":
            card = self.placing_card()
        if card is None or m not in ("dev", "place", "setup_start"):
            return {}
        if m == "setup_start":
            return {s: None for s in self.open_slots()}
        out = {}
        for lv, x in self.open_slots():
            if m == "place":
                out[(lv, x)] = (
                    None
                    if A.Place(lv, x) in self.legal
                    else prompts.slot_check(self.view, self.viewer, card, lv, []) or "afford"
                )
            else:
                out[(lv, x)] = prompts.slot_check(self.view, self.viewer, card, lv, self.legal)
        return out
