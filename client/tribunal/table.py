"""Grand Tribunal's table: state, gestures and the animations of what changed.

Gestures (drag is the main one; each has a click alternative: click the source, then the
target, or a button of the bar):
- setup and draw effects: the top card of a deck onto the hand;
- votes: a vote counter from the Concilium onto a space of the vote register (a vote back
  from a space to the Concilium, where an effect removes one);
- a face-up card, or a deck's top card, onto the Sanctum (or the hand, with the variant);
- a card from the hand onto the Sanctum; onto its discard pile when over the hand limit;
- vis from the store onto an Item or Spell of the Sanctum (one on up to three cards, or up
  to two on one: only the cards the rule still allows light up);
- a paid card onto the Regio (its vis goes back: it becomes active);
- an active Spell onto an active Item with a free slot of its category;
- an installed Spell, or a Resource of the Vault, onto the board: cast or played;
- the Regio onto the store (extract), a source of the register onto the store (gather);
- where an effect takes vis from another player: that player's Sanctum onto the store (a
  click on it does it too).
A click on another player's Sanctum too full for its panel lays it out whole.
Right click zooms any card face. Drawing lives in ``draw.py``, ``board.py``, ``sanctum.py``.
"""

from __future__ import annotations

import pygame

from client.table_base import TableBase
from client.tribunal import prompts, reasons
from client.tribunal.animate import Animations
from client.tribunal.cards import CardPainter
from client.tribunal.draw import TableDrawer
from client.tribunal.geometry import TableGeometry
from client.tribunal.layout import Layout
from rules.tribunal import actions as A


class TribunalTable(Animations, TableGeometry, TableBase):
    LAYOUT = Layout
    _animate = Animations.animate

    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.painter = CardPainter(ui, self.text)
        self.drawer = TableDrawer(self)
        # ("card", id) | ("pile", deck) | ("sheet",) | ("court", tribunal) | ("sanctum", seat)
        self.zoom = None
        self.selected = None  # the source picked by a first click: a tuple as a press holds it
        self.flights: list = []
        self.end_armed = None  # the turn whose "End turn" was clicked once with actions left
        self.overlay_ink: tuple = (None, [])  # (zoom kind, rects): the overlay as last drawn
        self._whole_widths_seen = None  # (key, widths): the Sanctum's columns (TableGeometry)

    # -- contract -----------------------------------------------------------------
    def _relayout(self, force: bool = False) -> None:
        super()._relayout(force)
        if self.view is not None:
            self._build_bar()

    def _laid_out(self) -> None:
        lay = self.layout
        if abs(lay.line - max(int(15 * self.ui.scale) + 2, int(20 * lay.scale))) > 0:
            self.layout = Layout.build(lay.rect, lay.players, lay.bottom, self.ui.card_zoom(), self.ui.scale)
        self._widen_hand()

    def _widen_hand(self) -> None:
        """A low window's hand as wide as the longest card name needs on a one-line tile of
        any height the hand may give it, and in two columns only where two-line tiles that
        narrow hold every name."""
        lay = self.layout
        if lay.low:
            one = max(self.painter.name_w(h) for h in range(lay.line - 3, lay.tile_h(2)))
            lay.widen_hand(one, self.painter.name_w(lay.tile_h(2)))

    def _build_bar(self) -> None:
        """The bar takes another row where its buttons do not fit in those it has (and keeps
        it until the window changes: the table does not jump back and forth)."""
        if self.view is not None and self.layout is not None:
            lay = self.layout
            need = self.drawer.bar_rows_needed(self.bar_buttons())
            if need > lay.bar_rows:
                self.layout = Layout.build(
                    lay.rect, lay.players, lay.bottom, self.ui.card_zoom(), self.ui.scale, bar_rows=need
                )
                self._widen_hand()
                if lay.opp.get(lay.bottom) is lay.own:  # a spectator's bottom seat (TableDrawer.draw)
                    self.layout.opp[lay.bottom] = self.layout.own
        super()._build_bar()

    def refresh(self, view, viewer: int | None, legal: list) -> None:
        prev = self.view
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        new_mode = prompts.mode(view, self.legal)
        if new_mode != self.mode or (prev is not None and (prev.step, prev.active) != (view.step, view.active)):
            self.selected = None
        self.mode = new_mode
        if self.selected is not None and not prompts.uses(self, self.selected):
            self.selected = None
        if self.end_armed != _turn_key(view):
            self.end_armed = None
        self.show(prev, view)
        self._open_court(prev, view)

    def _open_court(self, prev, view) -> None:
        """A Tribunal just held (the game moved on to the next one, or ended): its scene
        opens over the table."""
        if prev is None:
            return
        if view.tribunal > prev.tribunal or (view.phase == "over" and prev.phase != "over"):
            self.zoom = ("court", prev.tribunal, self.clock)

    def _stop_animations(self) -> None:
        self.flights = []

    def update(self, dt: float) -> None:
        super().update(dt)
        self.flights = [f for f in self.flights if self.anims.active(f["key"])]
        if self.zoom is not None and self.zoom[0] == "court" and not self.humans() and not self.court_held():
            self.zoom = None  # nobody here to close it: the game goes on

    def busy(self) -> bool:
        """Animations, and the Tribunal's scene: the game waits while it counts, then until a
        person closes it (a person deciding may close it at once); with nobody at the table,
        until it has been shown a while."""
        if super().busy():
            return True
        if self.zoom is None or self.zoom[0] != "court":
            return False
        if self.court_running():
            return True
        return not self.legal and (self.humans() or self.court_held())

    def skip_animation(self) -> bool:
        """Space (or a click while one runs): the flying pieces land; the Tribunal's count
        finishes (a click on the finished count closes it: it is no animation)."""
        if self.anims.busy():
            return super().skip_animation()
        if self.zoom is not None and self.zoom[0] == "court" and self.court_running():
            from client.tribunal.court import finish

            finish(self)
            return True
        return False

    def humans(self) -> bool:
        """Whether a person sits at the table (in a replay nobody does: the Tribunal's scene
        is held a while and the replay goes on, as between AI seats)."""
        return not self.replaying and len(self.ai_seats) < len(self.seat_names)

    def court_held(self) -> bool:
        """The finished count of a Tribunal still shown for its hold (AI seats only)."""
        from client.tribunal.court import HOLD, duration

        speed = self.ui.settings.anim_speed
        hold = HOLD / speed if speed > 0 else 0.0
        return self.clock - self.zoom[2] - duration(self) < hold

    def overlay_rects(self) -> list[pygame.Rect]:
        """Where the open overlay's words and cards lie (as last drawn), merged into bands
        across it: a lesson's box keeps off them where it can (the count of votes' summary
        line and "click to close" lay under it)."""
        kind, rects = self.overlay_ink
        if self.zoom is None or kind != self.zoom[0]:
            return []
        return bands(rects, self.layout.line // 2 if self.layout is not None else 0)

    def court_running(self) -> bool:
        from client.tribunal.court import running

        return running(self)

    def prompt(self, short: bool = False) -> str:
        """The prompt; in fewer words on a low window, where the prompt panel has little room,
        or where the side panel's rail asks for them."""
        return prompts.prompt(self, short=short or (self.layout is not None and self.layout.low))

    def toast_band(self) -> pygame.Rect:
        lay = self.layout
        if lay is None:
            return super().toast_band()
        return pygame.Rect(lay.board.x, lay.board.y, lay.board.w, lay.board.h // 2)

    def refusal(self, item) -> str | None:
        return reasons.refusal(self, item)

    def greyed_reason(self, card: str) -> str | None:
        return reasons.greyed(self, card)

    def hand_rects(self) -> dict[str, pygame.Rect]:
        if self.layout is None:
            return {}
        hand = self.hand()
        return dict(zip(hand, self.layout.hand_rects(len(hand))))

    # -- the bar --------------------------------------------------------------------
    def bar_buttons(self) -> list:
        return prompts.buttons(self)

    def _bar_command(self, b):
        if b.name == "sheet":
            self.zoom = ("sheet",)
        return None

    def _button(self, b):
        """Ending the turn with actions left takes a second click on the button (it then
        says so): a stray click, or one meant for a button that just went away (an advance
        completed on its own took "Done" away), does not throw the actions away. Not in a
        lesson (no follow-up allowed), whose step refuses the move at once: armed, the bar
        was laid out anew and the lit "Extract" moved from under the pointer."""
        armable = self.follow_up_allowed(b.action)
        if armable and isinstance(b.action, A.EndTurn) and b.action in self.legal and self.view.actions_left > 0:
            if self.end_armed != _turn_key(self.view):
                self.end_armed = _turn_key(self.view)
                self.ui.toast(self.ui.t("tribunal.why.end_turn_confirm", n=self.view.actions_left))
                self._build_bar()
                return None
        return super()._button(b)

    def _on_button_action(self, act) -> None:
        self.selected = None
        self.end_armed = None

    # -- gestures -------------------------------------------------------------------
    def picked_item(self):
        return self.selected

    def _press_opens(self, pos) -> bool:
        for d in ("items", "spells", "resources"):  # a discard pile opens with a click
            if self.discard_rect(d).collidepoint(pos) and not self._pile_is_target(pos):
                self.zoom = ("pile", d)
                return True
        for seat, box in self.layout.opp.items():  # a Sanctum too full for its panel, laid out
            if (
                box.collidepoint(pos)
                and self.selected is None
                and not any(isinstance(a, A.Target) and a.seat == seat for a in self.legal)
                and self.opp_hidden(seat) > 0
            ):
                self.zoom = ("sanctum", seat)
                return True
        return False

    def _pile_is_target(self, pos) -> bool:
        item = self.drag.item if self.drag.dragging else self.selected
        return item is not None and item[0] == "hand" and self.mode == "discard"

    def sources(self) -> list[tuple[tuple, pygame.Rect]]:
        """Everything a press may pick up now, topmost last: (item, rect)."""
        v = self.view
        out: list = [(("vote",), self.concilium_rect())]
        for s, r in self.space_rects().items():
            if any(isinstance(a, A.Unvote) and a.space == s for a in self.legal):
                out.append((("voted", s), r))
        out.append((("regio",), self.regio_rect()))
        for s, r in self.source_rects().items():
            out.append((("source", s), r))
        for d in ("items", "spells", "resources"):
            out.append((("deck", d), self.deck_rect(d)))
        for c, r in self.row_rects().items():
            out.append((("row", c), r))
        if self.viewer is not None:
            out.append((("vis",), self.vis_rect()))
            for kind, what, r in self.own_entries():
                if kind in ("card", "award") and what.id:
                    out.append((("own", what.id), r))
                elif kind == "inst":
                    out.append((("inst", what[0], what[1]), r))
            for c, r in self.hand_rects().items():
                out.append((("hand", c), r))
        if self.mode == "effect":
            for seat, r in self.layout.opp.items():
                if any(isinstance(a, A.Target) and a.seat == seat for a in self.legal):
                    out.append((("opp", seat), r))
        del v
        return out

    def _press(self, pos):
        """With a source picked, a press on a target lit for it drops it there (the second
        click), even where that target is a source too (a card of the Sanctum). A press
        elsewhere than on "End turn" lets its first click go."""
        if self.end_armed is not None and not any(
            r.collidepoint(pos) for b, r in self.bar if isinstance(b.action, A.EndTurn)
        ):
            self.end_armed = None
            self._build_bar()
        if self.selected is not None and not any(r.collidepoint(pos) for _, r in self.bar):
            lit = {n: r for n, r in self.targets_for(self.selected).items() if n in self.lit_targets()}
            target = self.drag.target_at(lit, pos)
            if target is not None:
                return self._decide(self.selected, target, None)
        return super()._press(pos)

    def _source_at(self, pos):
        for item, rect in reversed(self.sources()):
            if rect.collidepoint(pos):
                return item, rect
        return None

    def targets_for(self, item) -> dict[str, pygame.Rect]:
        """The drop targets an item may land on (lit or not: an unlit one says why not)."""
        if item is None:
            return {}
        rects = self.drop_rects()
        kind = item[0]
        names: list[str] = []
        if kind == "vote":
            names = [k for k in rects if k.startswith("space:")]
        elif kind == "voted":
            names = ["concilium"]
        elif kind in ("deck", "row"):
            names = ["hand", "sanctum"]
        elif kind == "hand":
            names = ["sanctum", "discard:" + _deck_of(item[1])]
        elif kind == "vis":
            names = [k for k in rects if k.startswith("card:")]
        elif kind == "own":
            names = [k for k in rects if k.startswith("card:") and k != f"card:{item[1]}"] + ["regio", "play"]
        elif kind == "inst":
            names = ["play"]
        elif kind in ("regio", "source"):
            names = ["store"]
        elif kind == "opp":  # the vis an effect takes from that player, into the store
            names = ["store"]
        return {n: rects[n] for n in names if n in rects}

    def action_for(self, item, target: str | None):
        """The legal action a drop of ``item`` on ``target`` makes, or None."""
        if target is None or not self.legal:
            return None
        kind = item[0]
        cands: list = []
        if kind == "vote" and target.startswith("space:"):
            s = target[6:]
            cands = [A.PraecoVote(s), A.Vote(s)]
        elif kind == "voted" and target == "concilium":
            cands = [A.Unvote(item[1])]
        elif kind == "deck" and target in ("hand", "sanctum"):
            d = item[1]
            cands = [A.Draw(d), A.Take(d, target)]
            if d == "resources":
                cands.append(A.DrawResource(target))
        elif kind == "row" and target in ("hand", "sanctum"):
            cands = [A.Take(item[1], target)]
        elif kind == "hand":
            if target == "sanctum":
                cands = [A.ToSanctum(item[1])]
            elif target.startswith("discard:"):
                cands = [A.Discard(item[1])]
        elif kind == "vis" and target.startswith("card:"):
            cands = [A.Advance(target[5:])]
        elif kind == "own":
            if target.startswith("card:"):
                cands = [A.Install(item[1], target[5:])]
            elif target == "regio":
                cands = [A.Activate(item[1])]
            elif target == "play":
                cands = [A.PlayResource(item[1])]
        elif kind == "inst" and target == "play":
            cands = [A.Cast(item[1], item[2])]
        elif kind == "regio" and target == "store":
            cands = [A.EXTRACT]
        elif kind == "source" and target == "store":
            cands = [A.Gather(item[1])]
        elif kind == "opp" and target == "store":
            cands = [A.Target(item[1])]
        return next((a for a in cands if a in self.legal), None)

    def _click_item(self, item):
        """A click on a source: its only use is taken at once where nothing is to choose
        (a deck to draw from in setup, a seat to target); else it is picked (the bar lists
        its uses, its targets light up), or let go when it was picked already."""
        acts = prompts.uses(self, item)
        if not acts:
            self._fail(reasons.refusal(self, item) or reasons.not_now(self), None)
            return None
        if item[0] in ("opp", "regio", "source") or (item[0] == "deck" and isinstance(acts[0], A.Draw)):
            if len(acts) == 1:
                self.selected = None
                return acts[0]
        self.selected = None if self.selected == item else item
        self._build_bar()
        return None

    def _click_target(self, pos):
        item = self.selected
        if item is not None:
            targets = self.targets_for(item)
            target = self.drag.target_at(targets, pos)
            if target is not None:
                return self._decide(item, target, None)
        self.selected = None
        self._build_bar()
        return None

    def _decide(self, item, target: str | None, drop):
        if not self.legal:
            self._fail(reasons.not_now(self), drop)
            return None
        act = self.action_for(item, target)
        if act is not None:
            # a vis or a vote may go on: keep it picked for the next click
            if item[0] not in ("vis", "vote"):
                self.selected = None
            return act
        self._fail(reasons.drop_reason(self, item, target), drop)
        return None

    def _zoom_of(self, hit):
        return ("card", hit[1])

    def _overlay_event(self, event) -> None:
        """Overlays close on a press or Esc; the Tribunal's scene first finishes its count."""
        if event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE)
        ):
            if self.zoom is not None and self.zoom[0] == "court" and self.court_running():
                from client.tribunal.court import finish

                finish(self)
                return
            self.zoom = None


def bands(rects: list[pygame.Rect], gap: int) -> list[pygame.Rect]:
    """``rects`` merged top to bottom: those that overlap in height or stand less than ``gap``
    apart become one rect round them all (a line of words, a block of lines)."""
    out: list[pygame.Rect] = []
    for r in sorted(rects, key=lambda r: r.y):
        if out and r.y <= out[-1].bottom + gap:
            out[-1] = out[-1].union(r)
        else:
            out.append(pygame.Rect(r))
    return out


def _turn_key(view) -> tuple:
    """What tells one decision of a turn from the next (an armed "End turn" lasts one)."""
    return (view.tribunal, view.round, view.active, view.step, view.actions_left)


def _deck_of(card: str) -> str:
    from client.tribunal import data

    kind = data.kind_of(card)
    return {"item": "items", "spell": "spells"}.get(kind, "resources")
