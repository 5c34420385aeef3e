"""What every game table does, in one place: the base of ``client/<game>/table.py``.

:class:`TableBase` holds the gesture plumbing that the tables share: the layout that
follows the window and the viewer, the pointer (press, drag with lit targets, drop, the
click alternative), the right-click zoom and its closing, the bar of buttons (Enter
presses the primary one) and the animations' clock. The keyboard focus comes with it
from :class:`client.tableview.TableView` (``key_stops``: lit targets, then hand cards).

A fourth table subclasses it and supplies only what is its own::

    class TribunalTable(TableBase):
        LAYOUT = Layout                  # Layout.build(rect, players, bottom_seat, card_zoom)

        def __init__(self, ui, game_id, seat_names):
            super().__init__(ui, game_id, seat_names)   # text, anims, drag, view, ...
            self.painter = CardPainter(ui, self.text)
            self.drawer = TableDrawer(self)             # draw(surface); layout_bar(buttons)

        def refresh(self, view, viewer, legal):
            prev = self.view
            self.view, self.viewer, self.legal = view, viewer, list(legal)
            self.mode = prompts.mode(self.legal)
            self.show(prev, view)        # let go, re-layout, animate (``_animate``) or not

Supply:

- ``LAYOUT``: a class whose ``build(rect, players, bottom, card_zoom)`` gives the layout
  (with ``hand_rects(n)`` for the hand); a ``drawer`` with ``draw(surface)`` that also
  lists ``hits``, ``(rect, card, ...)`` for every zoomable card drawn; ``refresh``;
- ``hand()`` (the viewer's face-up cards, from TableView), ``drop_rects()`` (the named
  targets) and ``prompt()``;
- ``action_for(item, target)``: the legal action a drop of ``item`` on ``target`` makes,
  or None (it lights the targets, for the drag and for the keyboard), and
  ``drop_reason(item, target)``: why not, in the rules' words. With them the default
  ``_decide`` returns the action, or toasts the reason and snaps the item back (``_fail``);
- ``greyed_reason(card)`` (TableView): why a hand card has no legal use now; it is greyed,
  its drag is refused and lights nothing.

Override where the game has more than a hand and targets:

- ``_source_at(pos)``: ``(item, rect)`` a left press picks up (default: a hand card, the
  item being its id); ``targets_for(item)``: the targets it may land on (default: all);
- ``_click_item(item)``: a click on a source (default: a card is picked as ``selected``);
  ``_click_target(pos)``: a click elsewhere (default: with a picked item, a click on a
  target drops it there: the click alternative of every drag); ``picked_item()``;
- ``bar_buttons()``: a bar of buttons with ``name``, ``label``, ``action``, ``primary``,
  ``enabled`` and, disabled, ``why``; a drawer with ``layout_bar(buttons)``;
  ``_bar_command(button)`` for a button that changes only the table;
  ``_on_button_action(action)``;
- ``sources()``: every ``(item, rect)`` a press may pick up now (default: the hand cards),
  and ``action_rects(action)``: where a legal action is made, as the gesture to make there
  (a hint and the tutorial light it; default: its bar button, else a source and the
  targets whose drop makes it); override ``action_rects`` where a move is made otherwise
  (a click on the table, a page to turn, a choice in the bar after a first click);
- ``_animate(prev, view)`` and ``_stop_animations()``; ``_laid_out()`` after a new layout;
  ``_zoom_of(hit)``, ``_press_opens(pos)`` (a plain press that opens an overlay),
  ``_overlay_event(event)`` (another overlay than the card zoom), ``_refused(drop)``.

``tests/client/test_table_base.py`` is a whole minimal table, driven by posted events.
"""

from __future__ import annotations

import pygame

from client.anim import Animator
from client.drag import DragDrop
from client.tableview import TableView
from client.text import Text

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TableBase(TableView):
    """The shared half of a game's table; see the module docstring for what to supply."""

    LAYOUT = None  # the game's Layout class
    KEEP_BAR_PLACES = False  # the same buttons rebuilt keep their places (nothing moves under the pointer)

    def __init__(self, ui, game_id: str, seat_names: list[str]):
        super().__init__(ui, game_id, seat_names)
        self.text = Text(ui)
        self.anims = Animator(lambda: self.ui.settings.anim_speed)
        self.drag = DragDrop(self.anims, why_not=self.refusal)
        self.view = None
        self.viewer: int | None = None
        self.legal: list = []
        self.mode = ""  # the kind of decision asked now ("": none)
        self.layout = None
        self.selected: str | None = None  # the source picked by a first click
        self.zoom = None  # the zoomed card (right click), or None
        self.mouse = (0, 0)
        self.still_since_bar = False  # the bar changed and the pointer has not moved since
        self.clock = 0.0
        self.hits: list = []  # (rect, card, ...) zoomable, from the last frame
        self.bar: list = []  # (Button, rect)
        # whether a follow-up the table would answer by itself (the place a drop already
        # chose) may be made: a lesson allows none, its learner makes each move (the scene sets it)
        self.follow_up_allowed = lambda action: True
        self._layout_key = None

    # -- contract -------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self._relayout(force=True)

    def busy(self) -> bool:
        return self.anims.busy()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anims.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawer.draw(surface)

    def show(self, prev, view) -> None:
        """The end of a ``refresh``: a held item is let go, the layout follows the view and
        what changed since ``prev`` is animated (not across a change of seat or players)."""
        if self.drag.item is not None:
            self.drag.cancel()
        if prev is not None and (prev.seat != view.seat or prev.players != view.players):
            prev = None
        self._relayout()
        self.animate_or_clear(prev, view)

    def animate_or_clear(self, prev, view) -> None:
        """Animate the change from ``prev`` to ``view``; with none to animate from, or
        animations off, stop every animation at once."""
        if prev is not None and self.ui.settings.anim_speed > 0:
            self._animate(prev, view)
        else:
            self.anims.clear()
            self._stop_animations()

    def _animate(self, prev, view) -> None:
        pass

    def _stop_animations(self) -> None:
        pass

    # -- geometry -------------------------------------------------------------------
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer's (a spectator sees seat 0 there)."""
        return self.viewer if self.viewer is not None else 0

    def _relayout(self, force: bool = False) -> None:
        if self.view is None:
            return
        key = (tuple(self.rect), self.view.players, self.bottom_seat(), self.ui.card_zoom())
        if force or self.layout is None or key != self._layout_key:
            self._layout_key = key
            self.layout = self.LAYOUT.build(self.rect, self.view.players, self.bottom_seat(), self.ui.card_zoom())
            self._laid_out()

    def _laid_out(self) -> None:
        pass

    def hand_rects(self) -> dict[str, pygame.Rect]:
        if self.layout is None:
            return {}
        hand = self.hand()
        return dict(zip(hand, self.layout.hand_rects(len(hand))))

    def hand_card_rect(self, card: str) -> pygame.Rect | None:
        rects = self.hand_rects()
        return pygame.Rect(rects[card]) if card in rects else None

    def targets_for(self, item) -> dict[str, pygame.Rect]:
        """The drop targets ``item`` may land on (lit or not: an unlit one says why not)."""
        return self.drop_rects()

    def lit_targets(self) -> set[str]:
        """The targets where the dragged item (without a drag, the picked one) would make a
        legal action: drawn lit, and the keyboard's stops once a source is picked."""
        item = self.drag.item if self.drag.dragging else self.picked_item()
        if item is None or self.drag.refused:
            return set()
        return {n for n in self.targets_for(item) if self.action_for(item, n) is not None}

    def picked_item(self):
        """The item the first click picked (``selected``), as a press would hold it."""
        return self.selected

    # -- where each action is made (hints and the tutorial light it) ---------------------
    def sources(self) -> list:
        """Everything a press may pick up now, topmost last: ``(item, rect)``. By default
        the hand cards, each by the part the cards drawn over it leave visible (a press
        there picks that card)."""
        from client.keyboard import visible_parts

        return visible_parts(self.hand_rects())

    def action_rects(self, action) -> list[pygame.Rect]:
        """Where the legal ``action`` is made now, as the gesture to make there: one rect
        is a click on it; more are a drag from the first onto any of the others (a drop on
        each makes ``action``). A move of several gestures gives the next one (its page
        turned, its card picked...), and after it the one after. Empty when the table
        cannot show it.

        By default: its bar button, else the first source (``sources``) and every target
        (``targets_for``) whose drop makes it (``action_for``). A table whose moves are
        made otherwise too overrides it; tests/client/test_hint_every_decision.py makes
        each gesture with posted mouse events and checks it returns ``action``."""
        button = self.bar_rect(action)
        if button is not None:
            return [button]
        return self.drop_gesture(action)

    def bar_rect(self, action) -> pygame.Rect | None:
        """The rect of the enabled bar button that makes ``action``, or None."""
        for b, r in self.bar:
            if getattr(b, "action", None) == action and getattr(b, "enabled", True):
                return pygame.Rect(r)
        return None

    def button_rect(self, name: str) -> list[pygame.Rect]:
        """[the rect of the bar button ``name``] (a step of a move: "overtime", "clear"...), or []."""
        return [pygame.Rect(r) for b, r in self.bar if b.name == name]

    def drop_gesture(self, action, sources=None) -> list[pygame.Rect]:
        """[source, target, ...]: the first of ``sources`` (default: ``sources()``) that a
        drop makes ``action`` with, and every target where it does; [] if none."""
        for item, rect in self.sources() if sources is None else sources:
            targets = [pygame.Rect(r) for n, r in self.targets_for(item).items() if self.action_for(item, n) == action]
            if targets:
                return [pygame.Rect(rect), *targets]
        return []

    def action_for(self, item, target: str | None):
        """The legal action a drop of ``item`` on ``target`` makes, or None."""
        return None

    def shown_reason(self):
        """The dragged item's refusal (TableView), else the disabled button under the pointer's."""
        reason, anchor = super().shown_reason()
        if reason:
            return reason, anchor
        if self.still_since_bar:  # a button that appeared under a resting pointer is not pointed at
            return None, None
        for b, r in self.bar:
            if not b.enabled and getattr(b, "why", "") and r.collidepoint(self.mouse):
                return b.why, pygame.Rect(r)
        return None, None

    # -- the bar ----------------------------------------------------------------------
    def bar_buttons(self) -> list | None:
        """The buttons of the bar now, or None for a table without one."""
        return None

    def _build_bar(self) -> None:
        buttons = self.bar_buttons() if self.view is not None and self.layout is not None else None
        if buttons is None:
            self.bar = []
            return
        new, old = self.drawer.layout_bar(buttons), self.bar
        # The same buttons with labels of about the same width (a count went down): they keep
        # their places, so nothing moves under the pointer between two clicks.
        if (
            self.KEEP_BAR_PLACES
            and old
            and [b.name for b, _ in old] == [b.name for b, _ in new]
            and all(abs(r.w - o.w) <= o.w // 5 for (_, r), (_, o) in zip(new, old))
        ):
            new = [(b, pygame.Rect(o)) for (b, _), (_, o) in zip(new, old)]
        if [b for b, _ in new] != [b for b, _ in old]:
            self.still_since_bar = True
        self.bar = new

    def _button(self, b):
        """A press on a bar button: its action if legal; a disabled one says why."""
        if b.action is not None:
            if b.action not in self.legal:
                return None
            self._on_button_action(b.action)
            return b.action
        if not b.enabled:
            if getattr(b, "why", ""):
                self.ui.toast(b.why)
            return None
        return self._bar_command(b)

    def _on_button_action(self, act) -> None:
        pass

    def _bar_command(self, b):
        """A button without an action (it changes only the table); an action or None."""
        return None

    # -- gestures ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event):
        if self.view is None or self.layout is None:
            return None
        if self.overlay_open():
            self._overlay_event(event)
            return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.still_since_bar = False
            self.drag.motion(event.pos)
            return None
        if event.type == pygame.KEYDOWN and event.key in ENTER:
            prim = [b for b, _ in self.bar if b.primary and b.action is not None]
            return self._button(prim[0]) if prim else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._open_zoom(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drop = self.drag.release(event.pos, self.targets_for(self.drag.item))
            if drop is None:
                return None
            if not drop.dragged:
                return self._click_item(drop.item)
            if drop.refused:  # no legal use: it lit no target and lands nowhere
                self._refused(drop)
                return None
            return self._decide(drop.item, drop.target, drop)
        return None

    def _overlay_event(self, event) -> None:
        """While a zoom is open, any press or Esc closes it (and does nothing else)."""
        if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.zoom = None

    def _open_zoom(self, pos) -> None:
        for hit in reversed(self.hits):
            if hit[0].collidepoint(pos):
                self.zoom = self._zoom_of(hit)
                self.drag.cancel()
                return

    def _zoom_of(self, hit):
        """What ``zoom`` holds for a zoomable ``hit`` = (rect, card, ...)."""
        return hit[1]

    def _press(self, pos):
        """A left press: a bar button, else pick up the source under it, else a click."""
        for b, r in self.bar:
            if r.collidepoint(pos):
                return self._button(b)
        if self._press_opens(pos):
            return None
        item = self._source_at(pos)
        if item is not None:
            self.drag.press(item[0], item[1], pos)
            return None
        return self._click_target(pos)

    def _press_opens(self, pos) -> bool:
        """A plain press that opens an overlay (True: it did)."""
        return False

    def _source_at(self, pos):
        """(item, rect) a press at ``pos`` picks up: by default a hand card (its id)."""
        for card, rect in reversed(list(self.hand_rects().items())):
            if rect.collidepoint(pos):
                return card, rect
        return None

    def _click_item(self, item):
        """A press and release on a source without moving: a card is picked (or let go)."""
        card = self._card_of(item)
        if card is not None:
            self.selected = None if self.selected == card else card
            self._build_bar()
        return None

    def _click_target(self, pos):
        """A click on the table, on no source: with a source picked, a click on a target
        drops it there (the click alternative of the drag); elsewhere it lets it go."""
        item = self.picked_item()
        target = self.drag.target_at(self.targets_for(item), pos) if item is not None else None
        if target is not None:
            return self._decide(item, target, None)
        self.selected = None
        return None

    def _legal_or_say(self, act, why: str):
        """``act`` if it is legal now; else the toast ``why`` and None (a click's answer)."""
        if act in self.legal:
            return act
        self.ui.toast(why)
        return None

    def _refused(self, drop) -> None:
        """A dragged item with no legal use was dropped: say why and snap it back."""
        self._fail(drop.refused, drop)

    def _fail(self, text: str, drop) -> None:
        self.ui.toast(text)
        if drop is not None:
            self.drag.snap_back(drop)

    def _decide(self, item, target: str | None, drop):
        """A drop (or a click pair) of ``item`` on ``target``: the legal action, or a reason."""
        act = self.action_for(item, target)
        if act is None:
            self._fail(self.drop_reason(item, target), drop)
        return act

    def drop_reason(self, item, target: str | None) -> str:
        """Why ``item`` on ``target`` (None: on no target) makes no legal action; games say
        it with their rules' words."""
        return self.ui.t("table.why.not_here")


class GesturesFirst:
    """A mixin for a table whose moves are mostly made on its own pieces (a gem, a miner, a
    section of a card): ``_made_on_table(action)`` gives the gesture there, else the table's
    bar button or drop (``TableBase.action_rects``)."""

    def action_rects(self, action) -> list[pygame.Rect]:
        if self.view is None or self.layout is None or action not in self.legal:
            return []
        own = self._made_on_table(action)
        return own if own else super().action_rects(action)

    def _made_on_table(self, action) -> list[pygame.Rect]:
        return []
