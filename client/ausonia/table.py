"""Ausonia's table: state, gestures and the animations of what changed.

Gestures (drag is the main one; every drag has a click alternative):
- a hand card into the play area plays it (or click it, then the play area or the button);
- a gem of the turn's pool, or a gem card of the play area, onto an offer-row card or the
  power deck's top buys it, onto an ability pays it (the payment that uses that gem, the
  fewest wild rainbow gems); a click on the card or the ability instead lists every way to
  pay in the bar; a condition ability unlocked is a click;
- a favour card of the play area onto the seal area seals it (Sello); a sealed card onto
  the play area breaks its seal;
- a hand or discard-pile card onto the raise area raises it (Levantar); a star card of the
  raise area onto another one builds a fountain on it;
- the revealed cards of Previsión onto the draw pile (the last one put back is the top) or
  the discard pile; the discard pile's cards onto the draw pile (Manipulación): the order
  of the drags is the order on the pile;
- a hand card onto the discard pile discards it (Descartar, the end phase);
- Corrupción and Descartar: the effect (its ability's row, or its card in the play area)
  onto an opponent's panel; or a click on the panel (or its button).
Right click zooms any card; a click on a discard pile lays it out.
"""

from __future__ import annotations

import pygame

from client.ausonia import cardinfo, prompts, reasons
from client.ausonia.animate import Animations
from client.ausonia.cards import CardPainter
from client.ausonia.draw import TableDrawer
from client.ausonia.geometry import TableGeometry
from client.ausonia.layout import Layout
from client.ausonia.where import Where
from client.flights import Flights
from client.table_base import TableBase
from client.table_parts import GameParts
from rules.ausonia import actions as A

DRAGGED = ("card", "gem", "tile", "sealed", "raised", "choice", "effect")


class AusoniaTable(Where, Animations, TableGeometry, Flights, GameParts, TableBase):
    NOT_NOW = "ausonia.table.why.not_your_turn"
    PROMPTS, REASONS, TOAST_AREA = prompts, reasons, "play"
    LAYOUT = Layout
    _animate = Animations.animate

    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.painter = CardPainter(ui, self.text)
        self.drawer = TableDrawer(self)
        self.zoom: tuple | None = None  # ("card", n) | ("pile", seat)
        self.hits: list = []  # (rect, ("card", n)) zoomable, from the last frame
        self.flights: list = []  # cards flying (animate.py)

    # -- contract -----------------------------------------------------------------
    def refresh(self, view, viewer: int | None, legal: list) -> None:
        prev = self.view
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        new_mode = prompts.mode(view, self.legal)
        if new_mode != self.mode or prev is None or (prev.step, prev.active) != (view.step, view.active):
            self.selected = None
        elif self.selected is not None and not self._still_there(self.selected):
            self.selected = None
        self.mode = new_mode
        self.show(prev, view)

    def _still_there(self, item) -> bool:
        kind = item[0]
        if kind == "card":
            return item[1] in self.hand()
        if kind == "market":
            return item[1] in self.buy_rects()
        if kind == "tile":
            return item[1] in self.play_cards()
        if kind == "choice":
            return item[1] in self.choice_cards()
        if kind == "raised":
            return item[1] in self.raise_rects()
        if kind == "effect":
            return self.mode == "target"
        return kind in ("gem", "ability")

    SHORT_PROMPTS = True  # the rail asks for them where it holds the long one in no size

    def greyed_reason(self, card) -> str | None:
        return reasons.refusal(self, ("card", card)) if self.legal else None

    def hand_rects(self) -> dict:
        return dict(zip(self.hand(), self.layout.hand_rects(len(self.hand())))) if self.layout else {}

    # -- the bar --------------------------------------------------------------------
    def _on_button_action(self, act) -> None:
        self.selected = None

    # -- gestures (the pointer's plumbing is TableBase's) -----------------------------
    def picked_item(self):
        sel = self.selected
        return sel if sel is not None and sel[0] in DRAGGED else None

    def _press(self, pos):
        """A left press: with a source picked, a press on a target lit for it drops it there
        (a raised card picked, then the one to build its fountain on, is no new pick)."""
        item = self.picked_item()
        if item is not None and not any(r.collidepoint(pos) for _, r in self.bar):
            lit = self.lit_targets()
            target = self.drag.target_at({n: r for n, r in self.targets_for(item).items() if n in lit}, pos)
            if target is not None:
                return self._decide(item, target, None)
        return super()._press(pos)

    def _press_opens(self, pos) -> bool:
        for step, rect in self.ability_arrows().items():
            if rect.collidepoint(pos):
                self.ability_page_no = getattr(self, "ability_page_no", 0) + step
                return True
        for step, rect in self.play_arrows().items():
            if rect.collidepoint(pos):
                self.play_page_no = getattr(self, "play_page_no", 0) + step
                return True
        for name in self.area_boxes():
            for step, rect in self.area_arrows(name).items():
                if rect.collidepoint(pos):
                    self.area_pages()[name] = self.area_pages().get(name, 0) + step
                    return True
        # a discard pile opens with a plain click, but not while a card is picked to drop there
        if self.picked_item() is None:
            for rect, hit in reversed(self.hits):
                if hit[0] == "pile" and rect.collidepoint(pos):
                    self.zoom = hit
                    return True
        return False

    def _source_at(self, pos):
        """What a left press picks up here: a hand card, a gem, a play-area, sealed,
        raised or offered card (only where it has a move now, or to say why not)."""
        if not self.legal:
            return None
        for card, r in self.choice_rects().items():
            if r.collidepoint(pos):
                return ("choice", card), r
        for card, r in reversed(list(self.hand_rects().items())):
            if r.collidepoint(pos):
                return ("card", card), r
        if self.mode == "turn":
            for g, r in self.gem_rects().items():
                if self.with_count(r).collidepoint(pos) and self.view.gems[A.GEMS.index(g)]:
                    return ("gem", g), r
            for card, r in self.seal_rects().items():
                if r.collidepoint(pos) and self.viewer == self.view.active:
                    return ("sealed", card), r
            for card, r in reversed(list(self.raise_rects().items())):
                if r.collidepoint(pos):
                    return ("raised", card), r
        if self.mode == "target":
            for r in self.effect_rects():
                if r.collidepoint(pos):
                    return ("effect", self.view.source), r
        if self.mode in ("turn", "seal") and self.viewer == self.view.active:
            for card, r in reversed(list(self.play_rects().items())):
                if r.collidepoint(pos) and card in self.view.players_view[self.viewer].play:
                    return ("tile", card), r
        return None

    @staticmethod
    def with_count(r: pygame.Rect) -> pygame.Rect:
        """A gem icon and its "×n" beside it: what a press on the gem may hit."""
        return pygame.Rect(r.x - 2, r.y - 2, r.w * 2 + 10, r.h + 4)

    def targets_for(self, item) -> dict[str, pygame.Rect]:
        """The drop targets an item may land on (lit or not: an unlit one says why not)."""
        rects = self.drop_rects()
        if item is None:
            return {}
        kind, m = item[0], self.mode
        names: list[str] = []
        if kind == "card":
            names = {"turn": ["play"], "raise": ["raise"], "discard": ["discard"], "end_discard": ["discard"]}.get(
                m, []
            )
        elif kind == "choice":
            names = {"manipulate": ["draw"], "foresee": ["draw", "discard"], "raise": ["raise"]}.get(m, [])
        elif kind in ("gem", "tile"):
            names = [n for n in rects if n.startswith(("buy:", "ability:"))]
            if kind == "tile":
                names.append("seal")
        elif kind == "sealed":
            names = ["play"]
        elif kind == "raised":
            names = [n for n in rects if n.startswith("found:") and n != f"found:{item[1]}"]
        elif kind == "effect":
            names = [n for n in rects if n.startswith("opp:")]
        return {n: rects[n] for n in names if n in rects}

    def action_for(self, item, target: str | None):
        """The legal action a drop of ``item`` on ``target`` makes, or None."""
        if target is None or not self.legal:
            return None
        kind, m, legal = item[0], self.mode, self.legal
        act = None
        if kind == "card":
            card = item[1]
            act = {
                ("turn", "play"): A.PLAY[card],
                ("raise", "raise"): A.RAISE[card],
                ("discard", "discard"): A.DISCARD[card],
                ("end_discard", "discard"): A.DISCARD[card],
            }.get((m, target))
        elif kind == "choice":
            card = item[1]
            if m == "manipulate" and target == "draw":
                act = A.MANIPULATE[card]
            elif m == "foresee" and target in ("draw", "discard"):
                act = A.Foresee(card, target == "draw")
            elif m == "raise" and target == "raise":
                act = A.RAISE[card]
        elif kind in ("gem", "tile") and target.startswith(("buy:", "ability:")):
            prefer = item[1] if kind == "gem" else cardinfo.first_gem(item[1])
            if kind == "tile" and prefer is None:
                return None  # a favour card pays nothing
            parts = target.split(":")
            options = (
                prompts.buys(legal, int(parts[1]))
                if parts[0] == "buy"
                else prompts.activations(legal, int(parts[1]), int(parts[2]))
            )
            k = A.GEMS.index(prefer)
            return prompts.best([a for a in options if a.pay[k]], prefer)  # one that uses the gem dragged
        elif kind == "tile" and target == "seal":
            act = A.SEAL[item[1]]
        elif kind == "sealed" and target == "play":
            act = A.BREAK_SEAL[item[1]]
        elif kind == "raised" and target.startswith("found:"):
            act = A.BuildFountain(item[1], int(target.split(":")[1]))
        elif kind == "effect" and target.startswith("opp:") and m == "target":
            act = A.TARGET[int(target.split(":")[1])]
        return act if act in legal else None

    def _click_item(self, item):
        """A press and release on a source: a card with one move makes it at once where the
        move is plain (a sealed card's seal broken); else it is picked, its moves in the bar
        and its targets lit (a second click on a target drops it there)."""
        if item[0] == "sealed":
            return self._legal_or_say(A.BREAK_SEAL[item[1]], reasons.break_reason(self, item[1]))
        why = reasons.refusal(self, item)
        if why:
            self._fail(why, None)
            return None
        self.selected = None if self.selected == item else item
        self._build_bar()
        return None

    def _click_target(self, pos):
        """A click on the table (not on a draggable): the click alternatives."""
        if self.mode == "target":
            for seat, r in self.layout.opp.items():
                if r.collidepoint(pos):
                    return self._legal_or_say(A.TARGET[seat], reasons.target_reason(self, seat))
        item = self.picked_item()
        if item is not None:
            target = self.drag.target_at(self.targets_for(item), pos)
            if target is not None:
                return self._decide(item, target, None)
        if self.mode == "turn":
            for card, r in self.buy_rects().items():
                if r.collidepoint(pos):
                    return self._pick(("market", card), reasons.buy_reason(self, card))
            for (card, ab), r in self.ability_rects().items():
                if r.collidepoint(pos):
                    options = prompts.activations(self.legal, card, ab)
                    if len(options) == 1:
                        self.selected = None
                        return options[0]
                    return self._pick(("ability", card, ab), reasons.ability_reason(self, card, ab))
        self.selected = None
        self._build_bar()
        return None

    def _pick(self, item, why: str | None):
        """Pick a market card or an ability (its ways to pay go to the bar), or say why not."""
        if why:
            self._fail(why, None)
            self.selected = None
        else:
            self.selected = None if self.selected == item else item
        self._build_bar()
        return None
