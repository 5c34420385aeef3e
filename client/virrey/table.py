"""Virrey's table: state, gestures and the animations of what changed.

Gestures (drag is the main one; every drag has a click alternative):
- setup: click two gems of your screen (or drag them onto the reserve) to return
  them; drag a dealt card onto your pyramid for the first card (or click it, then
  the button); drag one onto your hand to keep it (or click it, then the button).
- bid: drag a gem from your screen onto an auction colour (or click the colour's
  auction card); drag the attack token onto the auction (or its button); the
  empty fist button passes.
- development: drag a hand card onto a lit slot of your pyramid (it is played and
  the slot is remembered: at the placement a single click confirms it); drop on
  the discard pile to discard for 2 gems (or click the card, then the button);
  the pass button passes. Slots light up with the total cost and the reward.
- tasks: buttons in the prompt bar (gem colours, decks, infinite gems, level-5
  reward, store...), auction cards to take, slots to place, free cards to cover.
- painting: the best painting is offered; click a section, then a colour, to
  paint by hand.
Right click zooms any card; a click on another player's panel shows their pyramid big.
"""

from __future__ import annotations

from typing import Optional

import pygame

from client.anim import Animator
from client.drag import DragDrop
from client.text import Text
from client.tableview import TableView
from client.virrey import prompts
from client.virrey.cards import CardPainter, card_size, section_at
from client.virrey.draw import TableDrawer
from client.virrey.layout import Layout
from client.virrey.pyramid import Geometry, PyramidPicture, pyramid_of
from client.virrey import scores
from rules.virrey import actions as A
from rules.virrey.tokens import COLOURS

FLY = 0.5
STAGGER = 0.08
REVEAL = 1.5


class VirreyTable(TableView):
    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.text = Text(ui)
        self.painter = CardPainter(ui, self.text)
        self.pictures = PyramidPicture(self.painter)
        self.anims = Animator(lambda: self.ui.settings.anim_speed)
        self.drag = DragDrop(self.anims, why_not=self.refusal)
        self.drawer = TableDrawer(self)
        self.view = None
        self.viewer: Optional[int] = None
        self.legal: list = []
        self.mode = ""
        self.layout: Optional[Layout] = None
        self.selected: Optional[str] = None
        self.pending: list[str] = []           # gems chosen to return at setup
        self.want: Optional[tuple] = None       # (card, (level, x)) where a played card was dropped
        self.paint_sel: Optional[tuple] = None  # (card, section) chosen to paint
        self.best: dict = {}
        self.zoom: Optional[str] = None
        self.pyr_zoom: Optional[int] = None
        self.mouse = (0, 0)
        self.clock = 0.0
        self.hits: list = []
        self.bar: list = []                     # (Button, rect)
        self.stale: dict[int, tuple] = {}        # seat -> pyramid shown until a flight lands
        self.hidden: set = set()                 # cards not drawn in place while flying
        self._n = 0
        self._geo_key = None
        self._geo = None

    # -- contract -----------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self._relayout(force=True)

    def refresh(self, view, viewer: Optional[int], legal: list) -> None:
        prev = self.view
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        new_mode = prompts.mode(self.legal)
        if new_mode != self.mode or (prev is not None and prev.decision != view.decision):
            self.selected = None if new_mode not in ("setup_keep",) else self.selected
            self.paint_sel = None
        if new_mode != "setup_return":
            self.pending = []
        self.mode = new_mode
        if self.selected is not None and self.selected not in self.hand() and self.mode != "setup_keep":
            self.selected = None
        if self.drag.item is not None:
            self.drag.cancel()
        if prev is not None and (prev.seat != view.seat or prev.players != view.players):
            prev = None
        self._relayout()
        self.best = scores.best_painting(view, viewer) if self.mode == "paint" else {}
        if self.pyr_zoom is not None and self.pyr_zoom >= view.players:
            self.pyr_zoom = None
        if prev is not None and self.ui.settings.anim_speed > 0:
            self._animate(prev, view)
        else:
            self.anims.clear()
            self.stale.clear()
            self.hidden.clear()
        self._build_bar()

    def busy(self) -> bool:
        return self.anims.busy()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anims.update(dt)
        if self.stale or self.hidden:
            flying = [tw.data for k, tw in self.anims.tweens.items() if k[0] == "fly"]
            seats = {d["seat"] for d in flying if d.get("place")}
            for s in [s for s in self.stale if s not in seats]:
                del self.stale[s]
            self.hidden = {d["card"] for d in flying if d.get("hide")}

    def draw(self, surface: pygame.Surface) -> None:
        self.drawer.draw(surface)

    def prompt(self) -> str:
        want = self.want[1] if self.want else None
        return prompts.prompt(self.ui, self.view, self.viewer, self.legal, self.seat_names, want)

    def hand_card_rect(self, card: str) -> Optional[pygame.Rect]:
        rects = self.hand_rects()
        return pygame.Rect(rects[card]) if card in rects else None

    def drop_rects(self) -> dict[str, pygame.Rect]:
        """Named targets: slot:L:x, pyramid, auction:<colour>, take:<colour>:top|base,
        discard, keep, reserve, placing, screen:<colour>, attack, button:<name>, opp:<seat>."""
        if self.layout is None or self.view is None:
            return {}
        lay = self.layout
        out: dict[str, pygame.Rect] = {}
        geo = self.own_geo()
        for lv, x in self.open_slots():
            out[f"slot:{lv}:{x}"] = geo.rect(lv, x)
        out["pyramid"] = pygame.Rect(lay.pyr)
        for c, colour in enumerate(COLOURS):
            out[f"auction:{colour}"] = pygame.Rect(lay.rows[c][0])
            out[f"take:{colour}:top"] = pygame.Rect(lay.rows[c][3])
            out[f"take:{colour}:base"] = pygame.Rect(lay.rows[c][2])
        out["discard"] = pygame.Rect(lay.discard)
        out["keep"] = pygame.Rect(lay.hand_area)
        out["reserve"] = pygame.Rect(lay.reserve)
        for colour, r in self.screen_gem_rects().items():
            out[f"screen:{colour}"] = r
        if self.attack_rect() is not None:
            out["attack"] = self.attack_rect()
        if self.placing_card():
            out["placing"] = self.placing_rect()
        for b, r in self.bar:
            out[f"button:{b.name}"] = pygame.Rect(r)
        for seat, r in lay.opp.items():
            out[f"opp:{seat}"] = pygame.Rect(r)
        return out

    # -- geometry -------------------------------------------------------------------
    def _relayout(self, force: bool = False) -> None:
        if self.view is None:
            return
        bottom = self.bottom_seat()
        lay = self.layout
        if force or lay is None or lay.players != self.view.players or lay.bottom != bottom:
            self.layout = Layout.build(self.rect, self.view.players, bottom, self.ui.card_zoom())
            self._geo_key = None
            self._build_bar()

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def private(self) -> bool:
        """May the bottom seat's private things (hand, screen, choices) be drawn?"""
        return self.viewer is not None and self.view is not None and self.view.seat == self.viewer

    def pyramid_for(self, seat: int) -> tuple:
        return self.stale.get(seat, self.view.players_view[seat].pyramid)

    def open_slots(self) -> tuple:
        placed = self.view.players_view[self.bottom_seat()].pyramid
        return pyramid_of(placed).open_slots(5)

    def own_geo(self) -> Geometry:
        placed = self.pyramid_for(self.bottom_seat())
        slots = pyramid_of(self.view.players_view[self.bottom_seat()].pyramid).open_slots(5)
        area = self.pyramid_area()
        key = (tuple((p.level, p.x) for p in placed), slots, tuple(area))
        if key != self._geo_key:
            height = max([p.level for p in placed] + [1])
            positions = [(p.level, p.x) for p in placed] + list(slots)
            self._geo = Geometry(area, positions, int(self.layout.hand_w * 1.25), min(5, max(3, height + 1)))
            self._geo_key = key
        return self._geo

    def toast_band(self) -> pygame.Rect:
        """Toasts go at the top of the own pyramid's area (its high levels fill last), never
        over the hand or the prompt bar."""
        if self.layout is None:
            return super().toast_band()
        area = self.pyramid_area()
        return pygame.Rect(area.x, area.y + 4, area.w, area.h // 2)

    def pyramid_area(self) -> pygame.Rect:
        lay = self.layout
        s = lay.scale
        a = lay.pyr.inflate(-int(16 * s), -int(8 * s))
        a.y += int(26 * s)
        a.h -= int(26 * s)
        return a

    def placing_card(self) -> Optional[str]:
        d = self.view.decision if self.view else ()
        if d and d[0] in ("place", "infinite") and d[1] == self.bottom_seat():
            return d[2]
        return None

    def placing_rect(self) -> pygame.Rect:
        lay = self.layout
        w = int(lay.hand_w * 0.9)
        return pygame.Rect(lay.pyr.x + int(8 * lay.scale), lay.pyr.y + int(30 * lay.scale), *card_size(w))

    def hand(self) -> tuple[str, ...]:
        """Cards drawn face up at the bottom: only the viewer's own hand (or dealt cards)."""
        if not self.private():
            return ()
        v = self.view
        if v.phase == "setup" and v.dealt:
            start = v.my_choice[1] if v.my_choice and len(v.my_choice) > 1 else None
            return tuple(c for c in v.dealt if c != start)
        return v.hand

    def hand_zone(self) -> str:
        return "dealt" if self.view.phase == "setup" else "hand"

    def hand_rects(self) -> dict[str, pygame.Rect]:
        if self.layout is None:
            return {}
        hand = self.hand()
        rects = dict(zip(hand, self.layout.hand_rects(len(hand))))
        lift = int(self.layout.hand_w * 0.16)
        for card in (self.selected, self.chosen_card()):
            if card in rects:
                rects[card] = rects[card].move(0, -lift)
        return rects

    def chosen_card(self) -> Optional[str]:
        mc = self.view.my_choice if self.view else ()
        if self.private() and mc and mc[0] in ("play", "discard") and len(mc) > 1:
            return mc[1]
        return None

    def screen_gem_rects(self) -> dict[str, pygame.Rect]:
        lay = self.layout
        if lay is None:
            return {}
        s = lay.scale
        r = lay.screen
        size = int(34 * s)
        y = r.y + int(30 * s)
        gap = (r.w - 4 * size) // 5
        return {c: pygame.Rect(r.x + gap + i * (size + gap), y, size, size) for i, c in enumerate(COLOURS)}

    def attack_rect(self) -> Optional[pygame.Rect]:
        lay = self.layout
        if lay is None:
            return None
        s = lay.scale
        size = int(30 * s)
        return pygame.Rect(lay.screen.x + int(12 * s), lay.screen.y + int(92 * s), size, size)

    def reserve_gem_rects(self) -> dict[str, pygame.Rect]:
        lay = self.layout
        s = lay.scale
        r = lay.reserve
        size = int(28 * s)
        cw = r.w // 4
        return {c: pygame.Rect(r.x + i * cw + (cw - size) // 2, r.y + int(26 * s), size, size)
                for i, c in enumerate(COLOURS)}

    def deck_rects(self) -> dict[str, pygame.Rect]:
        lay = self.layout
        s = lay.scale
        r = lay.decks
        w = int(34 * s)
        h = card_size(w)[1]
        gap = (r.w - 4 * w) // 5
        y = r.y + int(22 * s)
        return {k: pygame.Rect(r.x + gap + i * (w + gap), y, w, h)
                for i, k in enumerate(("big", "small", "laws", "discard"))}

    def auction_rect(self, colour: int, top: bool) -> pygame.Rect:
        row = self.layout.rows[colour]
        return pygame.Rect(row[3] if top else row[2])

    def opp_pyramid_area(self, seat: int) -> pygame.Rect:
        r = self.layout.opp[seat]
        s = self.layout.scale
        return pygame.Rect(r.x + int(8 * s), r.y + int(50 * s), r.w - int(16 * s), r.h - int(58 * s))

    def card_rect_in_pyramid(self, seat: int, card: str, placed) -> Optional[pygame.Rect]:
        p = next((p for p in placed if p.card == card), None)
        if p is None:
            return None
        if seat == self.bottom_seat():
            return self.own_geo().rect(p.level, p.x)
        if seat in self.layout.opp:
            area = self.opp_pyramid_area(seat)
            _, geo = self.pictures.render(placed, self.view.players_view[seat].painting, area.size,
                                          int(area.h / 1.4 / 2), 2)
            return geo.rect(p.level, p.x).move(area.topleft)
        return None

    # -- the bar --------------------------------------------------------------------
    def _build_bar(self) -> None:
        if self.view is None or self.layout is None:
            self.bar = []
            return
        want = self.want[1] if self.want and self.placing_card() == self.want[0] else None
        gain = None
        if self.mode == "paint" and self.best:
            now = sum(v for _, v in scores.breakdown(self.view, self.viewer))
            then = sum(v for _, v in scores.breakdown(self.view, self.viewer, self.best))
            gain = then - now
        btns = prompts.buttons(self.ui, self.view, self.viewer, self.legal, self.selected, self.pending, want,
                               self.paint_sel, gain)
        self.bar = self.drawer.layout_bar(btns)

    # -- gestures -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event):
        if self.view is None or self.layout is None:
            return None
        if self.zoom is not None or self.pyr_zoom is not None:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.pyr_zoom is not None \
                    and self.zoom is None:
                self._open_zoom(event.pos)
                return None
            if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN
                                                        and event.key == pygame.K_ESCAPE):
                if self.zoom is not None:
                    self.zoom = None
                else:
                    self.pyr_zoom = None
            return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.drag.motion(event.pos)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            prim = [b for b, _ in self.bar if b.primary and b.action is not None]
            return self._button(prim[0]) if prim else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._open_zoom(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drop = self.drag.release(event.pos, self._targets())
            if drop is None:
                return None
            if not drop.dragged:
                return self._click_item(drop.item)
            if drop.refused:  # no legal use: it lit no target and lands nowhere
                self._fail(drop.refused, drop)
                return None
            return self._decide(drop.item, drop.target, drop)
        return None

    def _targets(self) -> dict[str, pygame.Rect]:
        rects = self.drop_rects()
        keep = {k: r for k, r in rects.items()
                if k.startswith(("slot:", "auction:", "take:")) or k in ("discard", "keep", "reserve", "pyramid")}
        # slots first (they lie inside "pyramid")
        return dict(sorted(keep.items(), key=lambda kv: (kv[0] == "pyramid", kv[0] == "keep")))

    def _press(self, pos):
        for b, r in self.bar:
            if r.collidepoint(pos):
                return self._button(b)
        if self.mode:
            item = self._source_at(pos)
            if item is not None:
                self.drag.press(item[0], item[1], pos)
                return None
        return self._click_target(pos)

    def _source_at(self, pos):
        m = self.mode
        if m in ("dev", "setup_start", "setup_keep"):
            for card, r in reversed(list(self.hand_rects().items())):
                if r.collidepoint(pos):
                    return ("card", card), r
        if m == "place":
            card = self.placing_card()
            r = self.placing_rect()
            if card and r.collidepoint(pos):
                return ("placing", card), r
        if m in ("bid", "setup_return"):
            gems = self.view.me.gems or (0, 0, 0, 0)
            for c, r in self.screen_gem_rects().items():
                if r.collidepoint(pos) and gems[COLOURS.index(c)] > 0:
                    return ("gem", c), r
            ar = self.attack_rect()
            if m == "bid" and ar is not None and ar.collidepoint(pos) and A.BidAttack() in self.legal:
                return ("attack",), ar
        return None

    def _click_item(self, item):
        kind = item[0]
        if kind == "card":
            self.selected = None if self.selected == item[1] else item[1]
            self._build_bar()
            return None
        if kind == "gem":
            if self.mode == "setup_return":
                return self._add_return(item[1])
            self.selected = None
            self.ui.toast(self.ui.t("virrey.hint.drag_gem"))
            return None
        if kind == "attack":
            return A.BidAttack() if A.BidAttack() in self.legal else None
        if kind == "placing":
            self.ui.toast(self.ui.t("virrey.hint.place"))
        return None

    def _click_target(self, pos):
        """A click on the table (not on a draggable): the click alternatives."""
        m, _v = self.mode, self.view
        for seat, r in self.layout.opp.items():
            if r.collidepoint(pos):
                self.pyr_zoom = seat
                return None
        # auction: bid on a colour, take a card
        for c, colour in enumerate(COLOURS):
            row, tile, base, top = self.layout.rows[c]
            if m in ("take", "vs_virtual"):
                for rect, is_top in ((top, True), (base, False)):
                    if rect.collidepoint(pos):
                        act = A.Take(colour, is_top)
                        if act in self.legal:
                            return act
                        self.ui.toast(self.ui.t("virrey.why.not_takeable"))
                        return None
            elif m == "bid" and row.collidepoint(pos):
                return self._bid(colour)
        if m == "gems":
            for colour, r in self.reserve_gem_rects().items():
                if r.collidepoint(pos):
                    act = A.TakeGem(colour)
                    if act in self.legal:
                        return act
                    self.ui.toast(self.ui.t("virrey.why.reserve_empty", colour=self._colour(colour)))
                    return None
        if m == "draw":
            for deck, r in self.deck_rects().items():
                if r.collidepoint(pos) and deck in ("small", "laws"):
                    act = A.Draw(deck)
                    return act if act in self.legal else None
        if m == "setup_return" and self.layout.reserve.collidepoint(pos) and self.selected:
            return None
        if self.layout.pyr.collidepoint(pos):
            return self._click_pyramid(pos)
        if m == "dev" and self.selected and self.layout.discard.collidepoint(pos):
            return self._decide(("card", self.selected), "discard", None)
        if m == "setup_keep" and self.selected and self.layout.hand_area.collidepoint(pos):
            return self._decide(("card", self.selected), "keep", None)
        if self.selected and not self.layout.hand_area.collidepoint(pos):
            self.selected = None
            self._build_bar()
        return None

    def _click_pyramid(self, pos):
        m = self.mode
        geo = self.own_geo()
        seat = self.bottom_seat()
        if m in ("cover", "paint"):
            for p in self.view.players_view[seat].pyramid:
                r = geo.rect(p.level, p.x)
                if not r.collidepoint(pos):
                    continue
                if m == "cover":
                    act = A.Cover(p.card)
                    if act in self.legal:
                        return act
                    self.ui.toast(self.ui.t("virrey.why.not_free"))
                    return None
                sec = section_at(r, pos)
                if sec is None:
                    return None
                name = A.SECTIONS[sec]
                if any(isinstance(a, A.Paint) and a.card == p.card and a.section == name for a in self.legal):
                    self.paint_sel = (p.card, sec)
                else:
                    self.paint_sel = None
                    self.ui.toast(self.ui.t("virrey.why.no_paint"))
                self._build_bar()
                return None
            return None
        slot = self._slot_at(pos)
        if m == "place":
            item = ("placing", self.placing_card())
            return self._decide(item, slot or "pyramid", None, pos)
        if self.selected and m in ("dev", "setup_start"):
            return self._decide(("card", self.selected), slot or "pyramid", None, pos)
        return None

    def _slot_at(self, pos) -> Optional[str]:
        geo = self.own_geo()
        for lv, x in self.open_slots():
            if geo.rect(lv, x).collidepoint(pos):
                return f"slot:{lv}:{x}"
        return None

    def _button(self, b):
        if b.action is not None:
            if b.action in self.legal:
                if isinstance(b.action, A.Place):
                    self.want = None
                return b.action
            return None
        if b.name.startswith("return:"):
            return self._add_return(b.name.split(":")[1])
        if b.name == "clear":
            self.pending = []
            self._build_bar()
        return None

    def _add_return(self, colour: str):
        gems = list(self.view.me.gems or (0, 0, 0, 0))
        for c in self.pending:
            gems[COLOURS.index(c)] -= 1
        if gems[COLOURS.index(colour)] <= 0:
            self.ui.toast(self.ui.t("virrey.why.no_gem", colour=self._colour(colour)))
            return None
        self.pending.append(colour)
        if len(self.pending) < 2:
            self._build_bar()
            return None
        cols = tuple(sorted(self.pending, key=COLOURS.index))
        self.pending = []
        act = A.ReturnGems(cols)
        self._build_bar()
        return act if act in self.legal else None

    def _bid(self, colour: str):
        act = A.Bid(colour)
        if act in self.legal:
            return act
        c = COLOURS.index(colour)
        if not any(self.view.auction[c]):
            self.ui.toast(self.ui.t("virrey.why.no_card_colour", colour=self._colour(colour)))
        elif not (self.view.me.gems or (0,) * 4)[c]:
            self.ui.toast(self.ui.t("virrey.why.no_gem", colour=self._colour(colour)))
        else:
            self.ui.toast(self.ui.t("virrey.why.not_allowed"))
        return None

    def _colour(self, colour) -> str:
        return self.ui.t(f"virrey.colour.{colour}")

    def _fail(self, text: str, drop) -> None:
        self.ui.toast(text)
        if drop is not None:
            self.drag.snap_back(drop)

    def _decide(self, item, target: Optional[str], drop, pos=None):
        """A drop (or a click pair) of ``item`` on ``target``: the action, or a reason."""
        v, m, t = self.view, self.mode, self.ui.t
        if not self.legal or self.viewer not in v.to_act:
            self._fail(t("virrey.why.not_now"), drop)
            return None
        kind = item[0]
        if target is None:
            self._fail(t("virrey.why.nowhere"), drop)
            return None
        if kind in ("gem", "attack"):
            if target.startswith("auction:") and m == "bid":
                colour = target.split(":")[1]
                if kind == "attack":
                    return A.BidAttack()
                if colour != item[1]:
                    self._fail(t("virrey.why.wrong_colour", colour=self._colour(colour)), drop)
                    return None
                act = self._bid(colour)
                if act is None and drop is not None:
                    self.drag.snap_back(drop)
                return act
            if target == "reserve" and m == "setup_return" and kind == "gem":
                return self._add_return(item[1])
            self._fail(t("virrey.hint.drag_gem") if m == "bid" else t("virrey.why.nowhere"), drop)
            return None
        card = item[1]
        if target == "discard":
            act = A.Discard(card)
            if act in self.legal:
                self.selected = None
                return act
            self._fail(t("virrey.why.not_now"), drop)
            return None
        if target == "keep":
            act = A.KeepCard(card)
            if act in self.legal:
                self.selected = None
                return act
            if m == "dev":
                self._fail(t("virrey.why.nowhere"), drop)
            elif drop is not None:
                self.drag.snap_back(drop)
            return None
        if target.startswith("slot:") or target == "pyramid":
            if target.startswith("slot:"):
                _, lv, x = target.split(":")
                pos_ = (int(lv), int(x))
            else:
                pos_ = self.own_geo().position_at(pos or (drop.rect.center if drop else self.mouse))
            seat = self.viewer
            if m == "setup_start":
                act = A.StartCard(card)
                if act in self.legal:
                    self.selected = None
                    return act
            if m == "setup_keep":
                self._fail(t("virrey.why.keep_here"), drop)
                return None
            open_ = self.open_slots()
            ok = pos_ in open_ and prompts.slot_check(v, seat, card, pos_[0], self.legal) is None
            if kind == "placing" and m == "place":
                act = A.Place(*pos_) if pos_ else None
                if ok and act in self.legal:
                    self.want = None
                    return act
            elif kind == "card" and m == "dev":
                act = A.Play(card)
                if ok and act in self.legal:
                    self.want = (card, pos_)
                    self.selected = None
                    return act
                if ok:  # a slot it could afford, but the card cannot be played now
                    self._fail(t("virrey.why.cannot_play"), drop)
                    return None
            else:
                self._fail(t("virrey.why.not_now"), drop)
                return None
            self._fail(prompts.why_position(self.ui, v, seat, card, pos_, open_, self.legal), drop)
            return None
        self._fail(t("virrey.why.nowhere"), drop)
        return None

    def _open_zoom(self, pos) -> None:
        for rect, card in reversed(self.hits):
            if rect.collidepoint(pos):
                self.zoom = card
                self.drag.cancel()
                return

    def greyed_reason(self, card: str) -> Optional[str]:
        """In the development phase a hand card is greyed when no open slot takes it; the
        reason is the lowest open slot's (cost, support...)."""
        if self.mode != "dev" or A.Play(card) in self.legal:
            return None
        open_ = sorted(self.open_slots())
        if not open_:
            return self.ui.t("virrey.why.cannot_play")
        return prompts.why_position(self.ui, self.view, self.viewer, card, open_[0], open_, self.legal)

    def refusal(self, item) -> Optional[str]:
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
                out[(lv, x)] = None if A.Place(lv, x) in self.legal else prompts.slot_check(
                    self.view, self.viewer, card, lv, []) or "afford"
            else:
                out[(lv, x)] = prompts.slot_check(self.view, self.viewer, card, lv, self.legal)
        return out

    # -- animations -----------------------------------------------------------------
    def _key(self, kind: str):
        self._n += 1
        return (kind, self._n)

    def _fly(self, card, start, end, delay=0.0, seat=None, place=False, hide=False, back=False,
             zone="public"):
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
        if new.last_bids and (new.last_bids != prev.last_bids or (prev.phase == "bid" and not prev.decision
                                                                  and new.phase != "bid")):
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
