"""The contract between the table scene (client/scenes) and a game's table (client/<game>/).

The table scene owns the match, the seats, hot-seat privacy, AI workers, the
log panel and the menus; a game's ``TableView`` only draws what one viewer may
see and turns mouse gestures into actions. It never touches the true state.

Each ``client/<game>/__init__.py`` exposes:

- ``TABLE``: the TableView subclass for the game (a table subclasses
  :class:`client.table_base.TableBase`, which does the gestures every table shares);
- ``format_event(ui, event, names) -> str | None``: one localized log line for a
  rules ``Event`` (``names`` are the seat names), or None to skip it;
- optionally ``GROUPED_EVENTS``: event keys whose repeats in a row (same key and
  parameters, e.g. a seat's several sealed choices) make one log line
  (:func:`format_log`);
- optionally ``MERGED_EVENTS``: event key -> ``join(params, next_params)``, the params of
  one line for two events in a row, or None to keep two lines (:func:`format_log`); a key
  ``(previous_key, key)`` joins an event to a run of another key (the run keeps its key);
- ``draw_seat_summary(ui, surface, rect, view, seat)``: draws what the results
  screen shows for a seat besides the score breakdown (e.g. its event cards);
  ``SUMMARY_SHOWS_BREAKDOWN = True`` if it draws the score categories itself;
- ``is_busiest(state) -> bool``: when the table is at its busiest (client.bench).
"""

from __future__ import annotations

import pygame


def format_log(module, ui, events, names: list[str]) -> list[str]:
    """The log lines for ``events`` in order: ``module.format_event`` for each; one line for
    a run of identical events whose key is in ``module.GROUPED_EVENTS``; one line for a run
    that ``module.MERGED_EVENTS[key](params, next_params)`` joins (it returns the joined
    params, or None to keep them apart: e.g. one gem taken at a time makes "takes 2 red"),
    and ``MERGED_EVENTS[(previous_key, key)]`` an event of another key than the one before.
    A formatting bug gives a bare key instead of stopping the game."""
    grouped = getattr(module, "GROUPED_EVENTS", ())
    merged = getattr(module, "MERGED_EVENTS", {})
    runs, previous = [], None
    for event in events:
        if previous is not None:
            same = previous.key == event.key
            if same and event.key in grouped and previous.params == event.params:
                continue
            join = merged.get(event.key if same else (previous.key, event.key))
            both = join(runs[-1].params, event.params) if join else None
            if both is not None:
                runs[-1] = runs[-1]._replace(params=both)
                previous = event
                continue
        previous = event
        runs.append(event)
    lines = []
    for event in runs:
        try:
            line = module.format_event(ui, event, names)
        except Exception as err:  # a formatting bug must not stop the game
            line = f"{event.key} ({type(err).__name__})"
        if line:
            lines.append(line)
    return lines


class TableView:
    """A game's table. Subclasses implement every method below."""

    def __init__(self, ui, game_id: str, seat_names: list[str]):
        self.ui = ui  # client.ui.UI: fonts, strings, settings, card-draw records
        self.game_id = game_id
        self.seat_names = seat_names
        self.rect = pygame.Rect(0, 0, 1600, 900)
        self.drawn_reason: str | None = None  # the "why not" drawn last frame (tests read it)
        self.focus_card: str | None = None  # the hand card with the keyboard focus (the scene sets it)
        self.ai_seats: frozenset[int] = frozenset()  # the AI's seats (the scene sets it): only they "think"
        self.script_held: frozenset[int] = frozenset()  # AI seats a lesson's script holds for the learner's Next
        self.replaying = False  # the replay viewer shows it: nobody sits at this table

    def thinks(self, seat: int) -> bool:
        """Whether ``seat`` is shown thinking: an AI seat, unless a lesson holds its move
        until the learner goes on (it waits on the learner then, not on a search)."""
        return seat in self.ai_seats and seat not in self.script_held

    def set_rect(self, rect: pygame.Rect) -> None:
        """The area the table may draw into (the window less the side panels); re-layout."""
        self.rect = pygame.Rect(rect)

    def refresh(self, view, viewer: int | None, legal: list) -> None:
        """Show a new view. ``viewer`` is the seat whose private cards may be drawn (None:
        spectator, nothing private). ``legal`` is non-empty only when ``viewer`` must decide
        now. Differences from the previous view (a card played, a round won) are animated
        at ``ui.settings.anim_speed`` (0 = off)."""
        raise NotImplementedError

    def handle_event(self, event: pygame.event.Event) -> object | None:
        """Mouse gestures. Returns a legal action when a drag or click completes a decision;
        an illegal drop snaps back and shows why via ``ui.toast(text)``."""
        raise NotImplementedError

    def busy(self) -> bool:
        """True while an animation runs; the scene waits before showing the next move."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def overlay_open(self) -> bool:
        """True while an overlay covers the table (a card zoom, a pyramid zoom): the scene
        then dims everything else too, and the first click only closes it."""
        return getattr(self, "zoom", None) is not None or getattr(self, "pyr_zoom", None) is not None

    # -- refused before the drop (shared by every game) ----------------------------------
    def greyed_reason(self, card: str) -> str | None:
        """Why hand ``card`` is drawn greyed (it cannot be played now although the viewer
        decides); None when it is not greyed. Games override it with their rules' reason."""
        return None

    def refusal(self, item) -> str | None:
        """Why the dragged ``item`` has no legal use at all now, or None. Given to the game's
        DragDrop as ``why_not``: a refused item lights no target and lands nowhere."""
        card = self._card_of(item)
        return self.greyed_reason(card) if card is not None else None

    @staticmethod
    def _card_of(item) -> str | None:
        """The card id of a drag item: the id itself, or ("card", id)."""
        if isinstance(item, str):
            return item
        if isinstance(item, tuple) and len(item) == 2 and item[0] == "card":
            return item[1]
        return None

    def shown_reason(self) -> tuple[str | None, pygame.Rect | None]:
        """The reason to show now and the card it is about: the dragged card's (refused, or
        greyed), else the greyed hand card under the pointer's."""
        drag = getattr(self, "drag", None)
        if drag is not None and drag.dragging:
            card = self._card_of(drag.item)
            reason = drag.refused or (self.greyed_reason(card) if card is not None else None)
            return reason, drag.rect()
        if drag is not None and drag.item is not None:
            return None, None
        focus = self.focus_card
        if focus is not None and focus in self.hand():
            rect = self.hand_card_rect(focus)
            reason = self.greyed_reason(focus)
            if reason and rect is not None:
                return reason, rect
        mouse = getattr(self, "mouse", None)
        for card in reversed(self.hand()) if mouse else ():
            rect = self.hand_card_rect(card)
            if rect is not None and rect.collidepoint(mouse):
                return self.greyed_reason(card), rect
        return None, None

    def draw_reason(self, surface: pygame.Surface) -> str | None:
        """Draw the reason from ``shown_reason`` beside its card; returns the text drawn."""
        reason, anchor = (None, None) if self.overlay_open() else self.shown_reason()
        if reason and anchor is not None:
            from client.table_art import reason_tip

            reason_tip(surface, self.ui.font(16, bold=True), reason, anchor, self.rect.inflate(-8, -8))
        self.drawn_reason = reason if anchor is not None else None
        return self.drawn_reason

    def hand(self) -> tuple[str, ...]:
        """The viewer's hand cards drawn face up (games override)."""
        return ()

    def toast_band(self) -> pygame.Rect:
        """A band of the table where toasts cover nothing the player needs (not the hand);
        toasts stack down from its top. Games override it with a free band of their layout."""
        return pygame.Rect(self.rect.x + 16, self.rect.y + 24, self.rect.w - 32, self.rect.h // 3)

    def prompt(self, short: bool = False) -> str:
        """A short localized line saying what the viewer should do now (or ""); with
        ``short``, in fewer words where a game has them (the side panel asks for them where
        its folded rail holds the long one in no size)."""
        return ""

    # -- the keyboard (client/keyboard.py) ---------------------------------------------
    def _game_keys(self):
        """The game's own keyboard module ``client/<game>/keys.py`` (``stops(table)``,
        ``cancel(table)``), or None: a game adds one only where the defaults do not fit."""
        import importlib

        name = f"client.{self.game_id}.keys"
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name not in (name, f"client.{self.game_id}"):  # a table outside client/<game>/
                raise
            return None

    def key_stops(self) -> list[tuple[str, pygame.Rect]]:
        """Where the keyboard focus may rest, in Tab order: (stable name, screen rect). Enter
        clicks the rect's centre, so each stop must be a click the table understands. The
        default: with a card picked (``selected``), the targets lit for it
        (``lit_targets()`` among ``drop_rects()``) first, then the hand cards."""
        own = self._game_keys()
        if own is not None and hasattr(own, "stops"):
            return own.stops(self)
        out: list[tuple[str, pygame.Rect]] = []
        if getattr(self, "selected", None) is not None and hasattr(self, "lit_targets"):
            rects = self.drop_rects()
            out += [(f"target:{n}", rects[n]) for n in sorted(self.lit_targets()) if n in rects]
        for card in self.hand():
            rect = self.hand_card_rect(card)
            if rect is not None:
                out.append((f"card:{card}", rect))
        return out

    def key_cancel(self) -> bool:
        """Esc: drop the picked source (the first click); True if there was one."""
        own = self._game_keys()
        if own is not None and hasattr(own, "cancel"):
            return own.cancel(self)
        return self.drop_pick()

    def drop_pick(self) -> bool:
        """Forget the held or selected source; True if there was one."""
        drag = getattr(self, "drag", None)
        held = drag is not None and drag.item is not None
        if held:
            drag.cancel()
        if getattr(self, "selected", None) is not None:
            self.selected = None
            held = True
            if hasattr(self, "_build_bar"):
                self._build_bar()
        return held

    def skip_animation(self) -> bool:
        """Space (or a click while one runs): finish every animation under way now."""
        anims = getattr(self, "anims", None)
        if not self.busy() or anims is None:
            return False
        for tween in anims.tweens.values():
            tween.elapsed = tween.delay + tween.duration
        self.update(0.0)
        return True

    # -- geometry for headless tests (screen coordinates) ---------------
    def hand_card_rect(self, card: str) -> pygame.Rect | None:
        raise NotImplementedError

    def drop_rects(self) -> dict[str, pygame.Rect]:
        """Named drop targets, e.g. {"trick": ..., "event": ...}."""
        raise NotImplementedError
