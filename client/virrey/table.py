"""Virrey's table: state, gestures and the animations of what changed.

Gestures (drag is the main one; every drag has a click alternative):
- setup: click two gems of your screen (or drag them onto the reserve) to return
  them; drag a dealt card onto your pyramid for the first card (or click it, then
  the button); drag one onto your hand to keep it (or click it, then the button).
- bid: drag a gem from your screen onto an auction colour (or click the colour's
  auction card); on one card of a two-card colour it bids for that card (the choice
  of card is then answered by the table); drag the attack token onto the auction
  (or its button); the empty fist button passes.
- development: drag a hand card onto a lit slot of your pyramid (it is played, and
  shown there marked "chosen" until the reveal; at the placement the table places it
  on that slot itself, asking only if the slot can no longer be paid); drop on the
  discard pile to discard for 2 gems (or click the card, then the button); the pass
  button passes. Slots light up with the total cost and the reward.
- tasks: buttons in the prompt bar (gem colours, decks, infinite gems, level-5
  reward, store...), auction cards to take, slots to place, free cards to cover.
- painting: the best painting is offered; click a section, then a colour, to
  paint by hand.
Right click zooms any card; a click on another player's panel shows their pyramid big.
"""

from __future__ import annotations

import pygame

from client.table_base import TableBase
from client.virrey import prompts, scores
from client.virrey.animate import Animations
from client.virrey.auction import Auction
from client.virrey.cards import CardPainter, section_at
from client.virrey.development import Development
from client.virrey.draw import TableDrawer
from client.virrey.geometry import TableGeometry
from client.virrey.layout import Layout
from client.virrey.preparation import Preparation
from client.virrey.pyramid import PyramidPicture
from client.virrey.where import Where
from rules.virrey import actions as A
from rules.virrey.tokens import COLOURS

# Posted by refresh() when the drop already decided the next decision: the table answers it
# when the event comes back (handle_event), as if the player had made the gesture again.
# The last event number pygame allows, not custom_type(): after pygame.quit() and init()
# custom_type() hands out pygame_gui's numbers again, and the table's event was then taken
# for a button press (a test run in one process quits and starts pygame many times).
AUTO_EVENT = pygame.NUMEVENTS - 1
FINAL_HOLD = 12.0  # seconds (at speed 1) the final paintings stay before the results, unless clicked


class VirreyTable(Where, Preparation, Auction, Development, Animations, TableGeometry, TableBase):
    LAYOUT = Layout
    KEEP_BAR_PLACES = True

    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.painter = CardPainter(ui, self.text)
        self.pictures = PyramidPicture(self.painter)
        self.drawer = TableDrawer(self)
        self.pending: list[str] = []  # gems chosen to return at setup
        self.wants: dict = {}  # seat -> (card, (level, x)) where a played card was dropped
        self.meant: dict = {}  # seat -> (turn, colour, top): the card a bid was dropped on
        self.auto = None  # the follow-up the drop decided, answered at AUTO_EVENT
        self.final_left = 0.0  # seconds the final paintings are still shown
        self.paint_sel: tuple | None = None  # (card, section) chosen to paint
        self.best: dict = {}
        self.zoom: str | None = None
        self.tag_rows: dict[int, int] = {}  # seat -> the height its tags take above its pyramid
        self.pyr_zoom: int | None = None
        self.stale: dict[int, tuple] = {}  # seat -> pyramid shown until a flight lands
        self.hidden: set = set()  # cards not drawn in place while flying
        self._n = 0
        self._geo_key = None
        self._geo = None

    # -- contract -----------------------------------------------------------------
    def refresh(self, view, viewer: int | None, legal: list) -> None:
        prev = self.view
        ended = view.over and prev is not None and not prev.over
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
        if self.pyr_zoom is not None and self.pyr_zoom >= view.players:
            self.pyr_zoom = None
        speed = self.ui.settings.anim_speed
        if ended and speed > 0:
            self.final_left = FINAL_HOLD / speed  # everybody's final painting, before the results
        elif not view.over:
            self.final_left = 0.0
        self.show(prev, view)
        self.best = scores.best_painting(view, viewer) if self.mode == "paint" else {}
        self._build_bar()
        self._follow_up()

    def _follow_up(self) -> None:
        """If the decision now asked is one the viewer's drop already decided, answer it."""
        self.auto = None
        if not self.legal or self.viewer not in self.view.to_act:
            return
        act = self.auto_place() or self.auto_take()
        if act is None or not self.follow_up_allowed(act):
            return
        self.auto = act
        try:
            pygame.event.post(pygame.event.Event(AUTO_EVENT, action=act))
        except pygame.error:  # no event queue (a bare test): answered at the next event
            pass

    def _stop_animations(self) -> None:
        self.stale.clear()
        self.hidden.clear()

    def busy(self) -> bool:
        return super().busy() or self.final_shown()

    def final_shown(self) -> bool:
        return self.final_left > 0 and self.view is not None and self.view.over

    def update(self, dt: float) -> None:
        if self.final_left > 0 and not self.anims.busy():
            self.final_left = max(0.0, self.final_left - dt)
        super().update(dt)
        if self.stale or self.hidden:
            flying = [tw.data for k, tw in self.anims.tweens.items() if k[0] == "fly"]
            seats = {d["seat"] for d in flying if d.get("place")}
            for s in [s for s in self.stale if s not in seats]:
                del self.stale[s]
            self.hidden = {d["card"] for d in flying if d.get("hide")}

    def prompt(self, short: bool = False) -> str:
        want = self.want[1] if self.want and self.want[0] == self.placing_card() else None
        return prompts.prompt(self.ui, self.view, self.viewer, self.legal, self.seat_names, want, self.selected)

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
    def _laid_out(self) -> None:
        self._geo_key = None
        self._build_bar()

    def private(self) -> bool:
        """May the bottom seat's private things (hand, screen, choices) be drawn?"""
        return self.viewer is not None and self.view is not None and self.view.seat == self.viewer

    def pyramid_for(self, seat: int) -> tuple:
        return self.stale.get(seat, self.view.players_view[seat].pyramid)

    def placing_card(self) -> str | None:
        d = self.view.decision if self.view else ()
        if d and d[0] in ("place", "infinite") and d[1] == self.bottom_seat():
            return d[2]
        return None

    def hand(self) -> tuple[str, ...]:
        """Cards drawn face up at the bottom: only the viewer's own hand (or dealt cards)."""
        if not self.private():
            return ()
        v = self.view
        if v.phase == "setup" and v.dealt:
            start = self.committed_start()
            return tuple(c for c in v.dealt if c != start)
        placed = self.chosen_slot()  # a sealed play shown in its slot, not in the hand
        return tuple(c for c in v.hand if placed is None or c != placed[0])

    def chosen_in_pyramid(self) -> list:
        """[(card, (level, x), kind)]: the viewer's sealed choices drawn in its pyramid."""
        if not self.private():
            return []
        start = self.committed_start()
        if start:
            return [(start, (1, 0), "start")]
        got = self.chosen_slot()
        return [(got[0], got[1], "play")] if got else []

    def hand_zone(self) -> str:
        return "dealt" if self.view.phase == "setup" else "hand"

    def hand_rects(self) -> dict[str, pygame.Rect]:
        rects = super().hand_rects()
        if not rects:
            return rects
        lift = int(self.layout.hand_w * 0.16)
        for card in (self.selected, self.chosen_card()):
            if card in rects:
                rects[card] = rects[card].move(0, -lift)
        return rects

    # -- the bar --------------------------------------------------------------------
    def bar_buttons(self) -> list:
        want = self.want[1] if self.want and self.placing_card() == self.want[0] else None
        if want is not None and self.auto is None and A.Place(*want) not in self.legal:
            want = None
        gain = None
        if self.mode == "paint" and self.best:
            now = sum(v for _, v in scores.breakdown(self.view, self.viewer))
            then = sum(v for _, v in scores.breakdown(self.view, self.viewer, self.best))
            gain = then - now
        return prompts.buttons(
            self.ui, self.view, self.viewer, self.legal, self.selected, self.pending, want, self.paint_sel, gain
        )

    # -- gestures -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event):
        if self.view is None or self.layout is None:
            return None
        if event.type == AUTO_EVENT:
            act, self.auto = self.auto, None
            if act is None or act != event.action or act not in self.legal:
                return None
            # answered once: after an undo the player is asked (the memory would answer again)
            (self.wants if isinstance(act, A.Place) else self.meant).pop(self.viewer, None)
            return act
        if self.final_shown():
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.final_left = 0.0  # on to the results
            return None
        return super().handle_event(event)

    def _overlay_event(self, event) -> None:
        """A right click on a card of the big pyramid zooms it; a press or Esc closes the
        card zoom first, then the pyramid."""
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 3
            and self.pyr_zoom is not None
            and self.zoom is None
        ):
            self._open_zoom(event.pos)
        elif self.zoom is not None:
            super()._overlay_event(event)
        elif event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.pyr_zoom = None

    def targets_for(self, item) -> dict[str, pygame.Rect]:
        return self._targets()

    def _targets(self) -> dict[str, pygame.Rect]:
        rects = self.drop_rects()
        keep = {
            k: r
            for k, r in rects.items()
            if k.startswith(("slot:", "auction:", "take:")) or k in ("discard", "keep", "reserve", "pyramid")
        }
        # slots first (they lie inside "pyramid"), an auction colour's cards before the colour
        return dict(
            sorted(keep.items(), key=lambda kv: (kv[0] == "pyramid", kv[0] == "keep", kv[0].startswith("auction:")))
        )

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
            gems = self.shown_gems()
            for c, r in self.screen_gem_rects().items():
                if r.collidepoint(pos) and gems[COLOURS.index(c)] > 0:
                    return ("gem", c), r
            ar = self.attack_rect()
            if m == "bid" and ar is not None and ar.collidepoint(pos) and A.BidAttack() in self.legal:
                return ("attack",), ar
        return None

    def _click_item(self, item):
        kind = item[0]
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
        return super()._click_item(item)

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
                        return self._legal_or_say(A.Take(colour, is_top), self.ui.t("virrey.why.not_takeable"))
            elif m == "bid" and row.collidepoint(pos):
                on = True if top.collidepoint(pos) else False if base.collidepoint(pos) else None
                return self._bid(colour, on)
        if m == "gems":
            for colour, r in self.reserve_gem_rects().items():
                if r.collidepoint(pos):
                    why = self.ui.t("virrey.why.reserve_empty", colour=self._colour(colour))
                    return self._legal_or_say(A.TakeGem(colour), why)
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
                    return self._legal_or_say(A.Cover(p.card), self.ui.t("virrey.why.not_free"))
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

    def _on_button_action(self, act) -> None:
        if isinstance(act, A.Place):
            self.wants.pop(self.viewer, None)

    def _bar_command(self, b):
        if b.name.startswith("return:"):
            return self._add_return(b.name.split(":")[1])
        if b.name == "clear":
            self.pending = []
            self._build_bar()
        return None

    def _colour(self, colour) -> str:
        return self.ui.t(f"virrey.colour.{colour}")

    def _decide(self, item, target: str | None, drop, pos=None):
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
            if target.startswith(("auction:", "take:")) and m == "bid":
                colour = target.split(":")[1]
                if kind == "attack":
                    return A.BidAttack()
                if colour != item[1]:
                    self._fail(t("virrey.why.wrong_colour", colour=self._colour(colour)), drop)
                    return None
                on = None if target.startswith("auction:") else target.endswith(":top")
                act = self._bid(colour, on)
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
                    self.wants.pop(self.viewer, None)
                    return act
            elif kind == "card" and m == "dev":
                act = A.Play(card)
                if ok and act in self.legal:
                    self.wants[seat] = (card, pos_)
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
