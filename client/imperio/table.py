"""El Viejo Imperio's table: state, gestures and the animations of what changed.

Drag a monarch from the hand onto the trick (baza) to play it, or onto the
event (suceso) to declare Elector; clicking a card and then a target does the
same. Right-click any face-up card to zoom. Drawing lives in ``draw.py``.
"""

from __future__ import annotations

from typing import Optional

import pygame

from client.anim import Animator
from client.drag import DragDrop
from client.imperio import hints
from client.imperio.art import ImperioArt
from client.imperio.cards import CardPainter, card_size
from client.imperio.draw import TableDrawer
from client.imperio.layout import Layout
from client.text import Text
from client.tableview import TableView

FLY = 0.45      # seconds for a card to fly to the trick, at speed 1
STAGGER = 0.12  # between cards revealed or played together
HOLD = 1.4      # the finished trick stays visible this long
WON_FLY = 0.55  # the won event flies to the winner


class ImperioTable(TableView):
    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.text = Text(ui)
        self.painter = CardPainter(ui, self.text)
        self.art = ImperioArt(ui, self.painter)
        self.anims = Animator(lambda: self.ui.settings.anim_speed)
        self.drag = DragDrop(self.anims, why_not=self.refusal)
        self.drawer = TableDrawer(self)
        self.view = None
        self.viewer: Optional[int] = None
        self.legal: list = []
        self.layout: Optional[Layout] = None
        self.selected: Optional[str] = None
        self.zoom: Optional[tuple] = None     # (card, criteria or None)
        self.finished = None                  # the RoundResult kept on the table a moment
        self.held = None                      # animations off: that result, kept until the next card
        self.swap: Optional[tuple] = None     # (seat, card, old order, new order): this round's Elector
        self.mouse = (0, 0)
        self.clock = 0.0
        self.hits: list[tuple[pygame.Rect, str, Optional[tuple]]] = []  # zoomable, from the last frame
        self._dropped: Optional[tuple[str, pygame.Rect]] = None

    # -- contract ---------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self._relayout(force=True)

    def refresh(self, view, viewer: Optional[int], legal: list) -> None:
        prev = self.view
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        self._relayout()
        if self.selected not in view.hand:
            self.selected = None
        if self.drag.item is not None and self.drag.item not in view.hand:
            self.drag.cancel()
        if prev is not None and self.ui.settings.anim_speed > 0:
            self._animate(prev, view)
        else:
            self.anims.clear()
            self.finished = None
        self.held = self._hold(prev, view) if self.ui.settings.anim_speed <= 0 else None
        self.swap = self._swap(prev, view)
        self._dropped = None

    def busy(self) -> bool:
        return self.anims.busy() or self.finished is not None

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anims.update(dt)
        if self.finished is not None and not any(k[0] in ("hold", "won", "fly", "flip")
                                                 for k in self.anims.tweens):
            self.finished = None

    def draw(self, surface: pygame.Surface) -> None:
        self.drawer.draw(surface)

    def prompt(self) -> str:
        return hints.prompt(self.ui, self.view, self.viewer, self.legal, self.seat_names)

    def hand_card_rect(self, card: str) -> Optional[pygame.Rect]:
        rects = self.hand_rects()
        return pygame.Rect(rects[card]) if card in rects else None

    def toast_band(self) -> pygame.Rect:
        """Toasts go in the free band under the trick, above the hand."""
        if self.layout is None:
            return super().toast_band()
        trick = self.layout.trick
        return pygame.Rect(self.rect.x + 16, trick.bottom + 10, self.rect.w - 32, trick.h)

    def drop_rects(self) -> dict[str, pygame.Rect]:
        if self.layout is None:
            return {}
        return {"trick": pygame.Rect(self.layout.trick), "event": self.layout.event.inflate(16, 16)}

    # -- geometry -----------------------------------------------------------------
    def _relayout(self, force: bool = False) -> None:
        if self.view is None:
            return
        bottom = self.viewer if self.viewer is not None else 0
        lay = self.layout
        if force or lay is None or lay.players != self.view.players or lay.bottom != bottom:
            self.layout = Layout.build(self.rect, self.view.players, bottom, self.ui.card_zoom())

    def hand(self) -> tuple[str, ...]:
        """The hand drawn face up: only the viewer's own, from the view."""
        if self.view is None or self.viewer is None or self.view.seat != self.viewer:
            return ()
        return self.view.hand

    def hand_rects(self) -> dict[str, pygame.Rect]:
        hand = self.hand()
        rects = dict(zip(hand, self.layout.hand_rects(len(hand)))) if self.layout else {}
        if self.selected in rects:
            rects[self.selected] = rects[self.selected].move(0, -int(rects[self.selected].h * 0.14))
        return rects

    def slot_of(self, seat: int, leader: int) -> int:
        return (seat - leader) % self.view.players

    # -- gestures -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event):
        if self.view is None or self.layout is None:
            return None
        if self.zoom is not None:
            if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN
                                                        and event.key == pygame.K_ESCAPE):
                self.zoom = None
            return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.drag.motion(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._open_zoom(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            card = self._hand_card_at(event.pos)
            if card is not None:
                self.drag.press(card, self.hand_rects()[card], event.pos)
                return None
            target = self.drag.target_at(self.drop_rects(), event.pos)
            if self.selected is not None and target is not None:
                return self._decide(self.selected, target, None)
            self.selected = None
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drop = self.drag.release(event.pos, self.drop_rects())
            if drop is None:
                return None
            if not drop.dragged:
                self.selected = None if self.selected == drop.item else drop.item
                return None
            if drop.refused:  # no legal use: it lit no target and lands nowhere
                self.ui.toast(hints.why(self.ui, self.view, self.viewer, self.legal, drop.item, drop.target)
                              if drop.target else drop.refused)
                self.drag.snap_back(drop)
                return None
            if drop.target is None:
                self.ui.toast(self.ui.t("imperio.why.nowhere"))
                self.drag.snap_back(drop)
                return None
            return self._decide(drop.item, drop.target, drop)
        return None

    def _decide(self, card: str, target: str, drop):
        act = hints.action_for(card, target)
        if act in self.legal:
            self.selected = None
            self._dropped = (card, pygame.Rect(drop.rect if drop else self.hand_rects()[card]))
            return act
        self.ui.toast(hints.why(self.ui, self.view, self.viewer, self.legal, card, target))
        if drop is not None:
            self.drag.snap_back(drop)
        return None

    def _hand_card_at(self, pos) -> Optional[str]:
        for card, rect in reversed(list(self.hand_rects().items())):
            if rect.collidepoint(pos):
                return card
        return None

    def _open_zoom(self, pos) -> None:
        for rect, card, criteria in reversed(self.hits):
            if rect.collidepoint(pos):
                self.zoom = (card, criteria)
                self.drag.cancel()
                return

    def greyed_reason(self, card: str) -> Optional[str]:
        """A hand card is greyed when the viewer decides but no legal action uses it."""
        if not self.legal or any(getattr(a, "card", None) == card for a in self.legal):
            return None
        return hints.why(self.ui, self.view, self.viewer, self.legal, card, "trick")

    def refusal(self, item) -> Optional[str]:
        """Why a dragged card can go nowhere: greyed, or the viewer does not decide now."""
        if not self.legal:
            return hints.why(self.ui, self.view, self.viewer, self.legal, item, "trick")
        return self.greyed_reason(item)

    def lit_targets(self) -> set[str]:
        """Targets to light: legal ones for the dragged (or selected) card."""
        card = self.drag.item if self.drag.dragging else self.selected
        return hints.legal_targets(card, self.legal) if card else set()

    # -- what stays on the table until the next card ----------------------------------
    def _hold(self, prev, view):
        """Animations off: the finished round stays in the trick until a card of the next lands."""
        if view.trick or view.last is None or prev is None:
            return None
        return view.last if view.last != prev.last else self.held

    def _swap(self, prev, view) -> Optional[tuple]:
        """This round's latest Elector swap: shown until the round ends (at least until the
        next card, which with animations off may come at once from an AI)."""
        if view.over or view.event is None:
            return None
        if prev is not None and (prev.deal, prev.round) == (view.deal, view.round):
            if tuple(view.criteria) != tuple(prev.criteria):
                seat = prev.to_act[0] if prev.to_act else view.leader
                card = next((c for c in view.removed if c not in prev.removed), None)
                return (seat, card, tuple(prev.criteria), tuple(view.criteria))
            if self.swap is not None:
                return self.swap
        printed = self.painter.cards.events[view.event].criteria
        if tuple(view.criteria) != tuple(printed):  # e.g. a game just loaded: who declared is not known
            return (None, None, tuple(printed), tuple(view.criteria))
        return None

    # -- animations -----------------------------------------------------------------
    def _animate(self, prev, new) -> None:
        lay = self.layout
        same_round = (prev.deal, prev.round, prev.event) == (new.deal, new.round, new.event)
        if new.last is not None and new.last != prev.last:
            self._animate_finish(prev, new.last, same_round or prev.event == new.last.event)
        elif same_round:
            before = {pc.seat for pc in prev.trick}
            delay = 0.0
            if tuple(new.criteria) != tuple(prev.criteria):
                declared = prev.to_act[0] if prev.to_act else new.leader
                card = next((c for c in new.removed if c not in prev.removed), None)
                if card:
                    start = self._start_rect(declared, card, lay.event.w)
                    self.anims.add(("elector",), tuple(start), tuple(lay.event), FLY, data=card)
                    delay = FLY
                self.anims.add(("swap",), 0.0, 1.0, 0.7, delay=delay, data=(new.event, tuple(prev.criteria),
                                                                              tuple(new.criteria)))
            for pc in new.trick:
                if pc.seat not in before:
                    slot = lay.slots[self.slot_of(pc.seat, new.leader)]
                    self._fly(pc.seat, pc.card, slot, delay)
                    delay += STAGGER

    def _animate_finish(self, prev, res, continued: bool) -> None:
        lay = self.layout
        before = {pc.seat: pc.card for pc in prev.trick} if continued else {}
        delay, end = 0.0, 0.0
        for pc in res.plays:
            slot = lay.slots[self.slot_of(pc.seat, res.plays[0].seat)]
            if pc.seat not in before:
                self._fly(pc.seat, pc.card, slot, delay)
            elif before[pc.seat] is None:
                self.anims.add(("flip", pc.seat), 0.0, 1.0, 0.35, delay=delay)
            else:
                continue
            end = delay + FLY
            delay += STAGGER
        speed = self.ui.settings.anim_speed
        self.finished = res
        self.anims.add(("hold",), 0.0, 1.0, HOLD, delay=end)
        target = lay.seat_rects[res.winner]
        small = pygame.Rect(0, 0, *card_size(max(24, lay.event.w // 3)))
        small.center = target.center
        self.anims.add(("won",), tuple(lay.event), tuple(small), WON_FLY, delay=end + HOLD,
                       data=(res.event, tuple(res.criteria)))
        if speed <= 0:
            self.finished = None

    def _start_rect(self, seat: int, card: Optional[str], width: int) -> pygame.Rect:
        if self._dropped and card == self._dropped[0] and seat == self.viewer:
            return pygame.Rect(self._dropped[1])
        w = max(24, width // 2)
        r = pygame.Rect(0, 0, *card_size(w))
        r.center = self.layout.seat_anchor(seat)
        return r

    def _fly(self, seat: int, card: Optional[str], slot: pygame.Rect, delay: float) -> None:
        start = self._start_rect(seat, card, slot.w)
        self.anims.add(("fly", seat), tuple(start), tuple(slot), FLY, delay=delay, data=card)
