"""Krysis's table: state, gestures and the animations of what changed.

Gestures (drag is the main one; every drag has a click alternative):
- setup (advanced game, tactical play): click an agent of the company, then the button
  (or drag it onto the side box) to set it aside or take it into the hand;
- bid: drag a crystal from your home (behind the screen) into the fist, or click it; the
  seal button seals the bid;
- mining: drag your miner onto a free chamber of the next level (or click the chamber);
  the "?" groups and the relics to keep are buttons (and the relic faces are clickable);
- teams: drag an agent from the hand onto the team row (or click it, then the button);
- action: drag a camp relic onto the team to flip it, the team onto another camp to raid
  it (or the buttons); during a load or raid drag goods onto the cargo box (or click
  them), then the cargo onto home, the bank or the camp (or the buttons);
- draw: click the fighter or transporter deck.
Right click zooms any card. Drawing lives in ``draw.py`` and ``panels.py``.
"""

from __future__ import annotations

import pygame

from client.flights import Flights
from client.krysis import prompts, reasons
from client.krysis.animate import Animations
from client.krysis.cards import CardPainter
from client.krysis.draw import TableDrawer
from client.krysis.geometry import TableGeometry
from client.krysis.layout import Layout
from client.krysis.where import Where
from client.table_base import TableBase
from client.table_parts import GameParts
from rules.krysis import actions as A


class KrysisTable(Where, Animations, TableGeometry, Flights, GameParts, TableBase):
    NOT_NOW = "krysis.table.why.not_now"
    PROMPTS, REASONS, TOAST_AREA = prompts, reasons, "team"
    SHORT_PROMPTS = True  # the rail asks for them where it holds the long one in no size
    LAYOUT = Layout
    _animate = Animations.animate

    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.painter = CardPainter(ui, self.text)
        self.drawer = TableDrawer(self)
        self.sub = ""  # "overtime": the bar shows the combinations
        self.zoom: tuple | None = None  # ("agent" | "relic" | "mission", id)
        self.hits: list = []  # (rect, (kind, id)) zoomable, from the last frame
        self.flights: list = []  # crystals flying (animate.py)

    # -- contract -----------------------------------------------------------------
    def refresh(self, view, viewer: int | None, legal: list) -> None:
        prev = self.view
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        new_mode = prompts.mode(view, self.legal)
        if new_mode != self.mode or (prev is not None and (prev.step, prev.seat) != (view.step, view.seat)):
            self.selected = None
            self.sub = ""
        self.mode = new_mode
        if self.selected is not None and self.selected not in self.hand() and self.selected not in self.pool():
            self.selected = None
        self.show(prev, view)

    # -- gestures (the pointer's plumbing is TableBase's) -----------------------------
    def picked_item(self):
        return None  # a picked agent goes by its button or a click on the team: nothing lit

    def _press_opens(self, pos) -> bool:
        for step, rect in self.page_arrows().items():  # the hand's next or previous page
            if rect.collidepoint(pos):
                self.turn_hand_page(step)
                return True
        for rect, hit in reversed(self.hits):  # a discard pile opens with a plain click too
            if hit[0] == "pile" and rect.collidepoint(pos):
                self.zoom = hit
                return True
        return False

    def _source_at(self, pos):
        m, v = self.mode, self.view
        if m in ("aside", "choose"):
            for card, r in self.picker_rects().items():
                if r.collidepoint(pos):
                    return ("card", card), r
        if m == "pick":
            for card, r in reversed(list(self.hand_rects().items())):
                if r.collidepoint(pos):
                    return ("card", card), r
        if m == "bid":
            me = self.me()
            for c, r in self.home_rects().items():
                if self.with_count(r).collidepoint(pos) and me.home[("red", "blue", "white").index(c)]:
                    return ("home", c), r
            for c, r in self.fist_crystal_rects().items():  # a crystal of the bid: back home
                if self.with_count(r).collidepoint(pos) and (me.bid or (0, 0, 0))[("red", "blue", "white").index(c)]:
                    return ("bid", c), r
        if m == "chamber":
            r = self.miner_rect(self.viewer)
            if r.collidepoint(pos):
                return ("miner",), r
        if m == "turn" and not v.normal_done:
            for relic, r in self.camp_relic_rects().items():
                if r.collidepoint(pos) and relic in (self.me().camp_relics or ()):
                    return ("relic", relic), r
            if self.layout.team.collidepoint(pos) and v.players_view[self.viewer].team:
                return ("team",), pygame.Rect(self.layout.team_rects()[0])
        if m == "cargo":
            src = self.source_seat()
            for c, r in self.camp_crystal_rects(src).items():
                if self.with_count(r).collidepoint(pos):
                    return ("good", c), r
            if v.kind == "load":
                for relic, r in self.camp_relic_rects().items():
                    if r.collidepoint(pos) and relic in (self.me().camp_relics or ()):
                        return ("relic", relic), r
            if self.layout.side.collidepoint(pos):
                return ("cargo",), self.fist_rect()
        return None

    def targets_for(self, item) -> dict[str, pygame.Rect]:
        """The drop targets an item may land on (lit or not: an unlit one says why not)."""
        rects = self.drop_rects()
        if item is None:
            return {}
        kind = item[0]
        names: list[str] = []
        if kind == "home":
            names = ["fist"]
        elif kind == "bid":
            names = ["home"]
        elif kind == "miner":
            names = [k for k in rects if k.startswith("cell:")]
        elif kind == "card":
            names = ["chosen"] if self.mode in ("aside", "choose") else ["team"]
        elif kind == "relic":  # loading: onto the cargo box or the team's transport cards
            names = ["cargo", "team"] if self.mode == "cargo" else ["team"]
        elif kind == "good":
            names = ["cargo", "team"]
        elif kind == "team":
            names = [k for k in rects if k.startswith("opp:")]
        elif kind == "cargo":
            names = ["home", "bank", "camp"]
        return {n: rects[n] for n in names if n in rects}

    def action_for(self, item, target: str | None):
        """The legal action a drop of ``item`` on ``target`` makes, or None."""
        if target is None:
            return None
        kind = item[0]
        act = None
        if kind == "home" and target == "fist":
            act = A.Bid(item[1])
        elif kind == "bid" and target == "home":
            act = A.Unbid(item[1])
        elif kind == "miner" and target.startswith("cell:"):
            _, d, sp = target.split(":")
            act = A.Descend(int(sp)) if int(d) == self.view.round else None
        elif kind == "card" and target == "chosen":
            act = A.SetAside(item[1]) if self.mode == "aside" else A.ChooseHand(item[1])
        elif kind == "card" and target == "team":
            act = A.Pick(item[1])
        elif kind == "relic" and target == "team" and self.mode != "cargo":
            act = A.Activate(item[1])
        elif kind in ("relic", "good") and target in ("cargo", "team"):
            act = A.Take(item[1])
        elif kind == "team" and target.startswith("opp:"):
            act = A.Raid(int(target.split(":")[1]))
        elif kind == "cargo":
            act = A.Carry(target)
        return act if act in self.legal else None

    def _click_item(self, item):
        kind = item[0]
        if kind == "card":
            why = reasons.card_reason(self, item[1])
            if why:  # a card that can no longer be chosen says why instead of being picked
                self._fail(why, None)
                return None
            return super()._click_item(item)
        if kind == "home":
            return self._act(A.Bid(item[1]), None)
        if kind == "bid":
            return self._act(A.Unbid(item[1]), None)
        if kind in ("good",) or (kind == "relic" and self.mode == "cargo"):
            act = A.Take(item[1])
            if act in self.legal:
                return act
            self._fail(reasons.take_reason(self, item[1]), None)
            return None
        if kind == "relic":
            act = A.Activate(item[1])
            if act in self.legal:
                return act
            self._fail(reasons.activate_reason(self, item[1]), None)
            return None
        if kind == "miner":
            self.ui.toast(self.ui.t("krysis.table.hint.miner"))
        if kind == "team":
            self.ui.toast(self.ui.t("krysis.table.hint.team"))
        if kind == "cargo":
            self.ui.toast(self.ui.t("krysis.table.hint.cargo"))
        return None

    def _click_target(self, pos):
        """A click on the table (not on a draggable): the click alternatives."""
        m, v = self.mode, self.view
        if m == "chamber":
            for sp in range(4):
                if self.cell_rect(v.round, sp).collidepoint(pos):
                    return self._decide(("miner",), f"cell:{v.round}:{sp}", None)
        if m == "keep":
            for relic, r in self.drawn_rects().items():
                if r.collidepoint(pos):
                    return self._act(A.KeepRelic(relic), None)
        if m == "spy_take":
            for relic, r in self.spied_rects().items():
                if r.collidepoint(pos):
                    return self._act(A.Take(relic), None)
        if m == "draw":
            for deck, r in self.deck_rects().items():
                if r.collidepoint(pos):
                    return self._legal_or_say(A.Draw(deck), self.ui.t("krysis.table.why.deck_empty"))
        if m in ("target",):
            for seat, r in self.layout.opp.items():
                if r.collidepoint(pos):
                    return self._act(A.Target(seat), None)
        if self.selected is not None:
            target = (
                "chosen"
                if m in ("aside", "choose") and self.layout.hand_area.collidepoint(pos)
                else "team"
                if m == "pick" and self.layout.team.collidepoint(pos)
                else None
            )
            if target is not None:
                return self._decide(("card", self.selected), target, None)
        return None

    def _on_button_action(self, act) -> None:
        self.selected = None
        self.sub = ""

    def _bar_command(self, b):
        if b.name.startswith("dir:"):  # the Alquimista's direction
            self.sub = b.name.split(":")[1]
        elif b.name == "overtime":
            self.sub = "overtime"
        elif b.name == "back":
            self.sub = ""
        self._build_bar()
        return None

    def _act(self, act, drop):
        if act in self.legal:
            return act
        self._fail(self.ui.t("krysis.table.why.not_now"), drop)
        return None
