"""El Viejo Imperio's table: state, gestures and the animations of what changed.

Drag a monarch from the hand onto the trick (baza) to play it, or onto the
event (suceso) to declare Elector; clicking a card and then a target does the
same. Right-click any face-up card to zoom. Drawing lives in ``draw.py``.
"""

from __future__ import annotations

import pygame

from client.imperio import hints
from client.imperio.art import ImperioArt
from client.imperio.cards import CardPainter, card_size
from client.imperio.draw import TableDrawer
from client.imperio.layout import Layout
from client.table_base import TableBase

FLY = 0.45  # seconds for a card to fly to the trick, at speed 1
STAGGER = 0.12  # between cards revealed or played together
HOLD = 1.4  # the finished trick stays visible this long
WON_FLY = 0.55  # the won event flies to the winner


class ImperioTable(TableBase):
    LAYOUT = Layout

    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.painter = CardPainter(ui, self.text)
        self.art = ImperioArt(ui, self.painter)
        self.drawer = TableDrawer(self)
        self.zoom: tuple | None = None  # (card, criteria or None)
        self.finished = None  # the RoundResult kept on the table a moment
        self.held = None  # that result, kept once its animations end, until the next round's first move
        self.swap: tuple | None = None  # (seat, card, old order, new order): this round's Elector
        self.hits: list[tuple[pygame.Rect, str, tuple | None]] = []  # zoomable, from the last frame
        self._dropped: tuple[str, pygame.Rect] | None = None
        self.last_open = False  # a folded previous round (a small window) shown over the table

    # -- contract ---------------------------------------------------------------
    def refresh(self, view, viewer: int | None, legal: list) -> None:
        prev = self.view
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        self._relayout()
        if self.selected not in view.hand:
            self.selected = None
        if self.drag.item is not None and self.drag.item not in view.hand:
            self.drag.cancel()
        self.animate_or_clear(prev, view)
        self.held = self._hold(prev, view)
        self.swap = self._swap(prev, view)
        self._dropped = None

    def _stop_animations(self) -> None:
        self.finished = None

    def busy(self) -> bool:
        return super().busy() or self.finished is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.finished is not None and not any(k[0] in ("hold", "won", "fly", "flip") for k in self.anims.tweens):
            self.finished = None

    def prompt(self, short: bool = False) -> str:
        return hints.prompt(self.ui, self.view, self.viewer, self.legal, self.seat_names, short)

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
    def hand(self) -> tuple[str, ...]:
        """The hand drawn face up: only the viewer's own, from the view."""
        if self.view is None or self.viewer is None or self.view.seat != self.viewer:
            return ()
        return self.view.hand

    def hand_rects(self) -> dict[str, pygame.Rect]:
        rects = super().hand_rects()
        if self.selected in rects:
            rects[self.selected] = rects[self.selected].move(0, -int(rects[self.selected].h * 0.14))
        return rects

    def slot_of(self, seat: int, leader: int) -> int:
        return (seat - leader) % self.view.players

    # -- gestures (the pointer's plumbing is TableBase's) ---------------------------------
    def _refused(self, drop) -> None:
        self._fail(
            hints.why(self.ui, self.view, self.viewer, self.legal, drop.item, drop.target)
            if drop.target
            else drop.refused,
            drop,
        )

    def _decide(self, card: str, target: str | None, drop):
        if target is None:
            self._fail(self.ui.t("imperio.why.nowhere"), drop)
            return None
        act = hints.action_for(card, target)
        if act in self.legal:
            self.selected = None
            self._dropped = (card, pygame.Rect(drop.rect if drop else self.hand_rects()[card]))
            return act
        self._fail(hints.why(self.ui, self.view, self.viewer, self.legal, card, target), drop)
        return None

    def action_for(self, card, target: str | None):
        """The legal action a drop of ``card`` on ``target`` makes, or None (TableBase's hook;
        a hint lights the card and target it names)."""
        act = hints.action_for(card, target) if target else None
        return act if act in self.legal else None

    def overlay_rects(self) -> list[pygame.Rect]:
        """Where the open zoom's card, words and "click to close" lie (as last drawn): a
        lesson's box on the table keeps off them (at 1024x640 150 % it lay over the card)."""
        if self.zoom is None or self.layout is None:
            return []
        return [r.move(self.layout.rect.topleft) for r in self.drawer.zoom_ink]

    def action_rects(self, action) -> list[pygame.Rect]:
        """Where ``action`` is made; none while the zoom or the folded previous round is open
        over the table (a press there only closes it): a lesson's lit rings and the veil
        round them were drawn through the open panel and over the zoomed card."""
        folded_open = self.last_open and self.layout is not None and bool(self.layout.last_tab)
        if self.zoom is not None or folded_open:
            return []
        return super().action_rects(action)

    def _zoom_of(self, hit):
        return hit[1:]  # (card, criteria or None)

    # -- the folded previous round (layout.last_tab) ----------------------------------
    def _press_opens(self, pos) -> bool:
        """A press on the previous round's tab opens or closes it; while it is open, a press
        beside the panel closes it (and does nothing else)."""
        lay = self.layout
        if not lay.last_tab:
            return False
        if lay.last_tab.collidepoint(pos):
            self.last_open = not self.last_open
            return True
        if self.last_open and not lay.last.collidepoint(pos):
            self.last_open = False
            return True
        return self.last_open  # a press on the open panel: its cards zoom by the right button

    def key_stops(self) -> list[tuple[str, pygame.Rect]]:
        """The default stops, then the folded previous round's tab."""
        out = super().key_stops()
        if self.layout is not None and self.layout.last_tab:
            out.append(("last_round", pygame.Rect(self.layout.last_tab)))
        return out

    def key_cancel(self) -> bool:
        """Esc closes the open previous round first, then drops the picked card."""
        if self.last_open:
            self.last_open = False
            return True
        return super().key_cancel()

    def greyed_reason(self, card: str) -> str | None:
        """A hand card is greyed when the viewer decides but no legal action uses it."""
        if not self.legal or any(getattr(a, "card", None) == card for a in self.legal):
            return None
        return hints.why(self.ui, self.view, self.viewer, self.legal, card, "trick")

    def refusal(self, item) -> str | None:
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
        """The finished round stays in the trick until the next round's first move: a card, or
        an Elector declared (with animations the trick was cleared as the won event flew off,
        and a lesson's words on that round were read beside an empty trick)."""
        if view.trick or view.last is None or prev is None:
            return None
        if view.last != prev.last:
            return view.last
        return None if tuple(view.criteria) != tuple(prev.criteria) else self.held

    def _swap(self, prev, view) -> tuple | None:
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
                self.anims.add(
                    ("swap",), 0.0, 1.0, 0.7, delay=delay, data=(new.event, tuple(prev.criteria), tuple(new.criteria))
                )
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
        self.anims.add(
            ("won",), tuple(lay.event), tuple(small), WON_FLY, delay=end + HOLD, data=(res.event, tuple(res.criteria))
        )
        if speed <= 0:
            self.finished = None

    def _start_rect(self, seat: int, card: str | None, width: int) -> pygame.Rect:
        if self._dropped and card == self._dropped[0] and seat == self.viewer:
            return pygame.Rect(self._dropped[1])
        w = max(24, width // 2)
        r = pygame.Rect(0, 0, *card_size(w))
        r.center = self.layout.seat_anchor(seat)
        return r

    def _fly(self, seat: int, card: str | None, slot: pygame.Rect, delay: float) -> None:
        start = self._start_rect(seat, card, slot.w)
        self.anims.add(("fly", seat), tuple(start), tuple(slot), FLY, delay=delay, data=card)
