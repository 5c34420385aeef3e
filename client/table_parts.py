"""A table whose game keeps its words in two modules, as Krysis's and Ausonia's do:
``prompts`` (``prompt(table)``: the line saying what to do; ``buttons(table)``: the bar)
and ``reasons`` (``refusal(table, item)``: why a picked-up item has no use now;
``drop_reason(table, item, target)``: why a drop there makes no legal action).

A table mixes :class:`GameParts` in before ``TableBase`` and names them::

    class KrysisTable(Animations, TableGeometry, Flights, GameParts, TableBase):
        PROMPTS, REASONS = prompts, reasons
        TOAST_AREA = "team"   # toasts in the top half of the layout's ``team`` rect
        NOT_NOW = "krysis.table.why.not_now"

Their ``prompts.buttons(table)`` return :class:`Button` s, the bar's one kind of button.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame


@dataclass(frozen=True)
class Button:
    """One button of a table's bar: ``name`` (stable, the keyboard stop ``button:<name>``),
    its ``label``, the ``action`` it returns (None for a local button, such as "back"),
    ``icons`` drawn before the label (each game's drawer knows its own), whether it is the
    ``primary`` one, and a disabled button's ``why`` (shown on hover and on a click)."""

    name: str
    label: str
    action: Any = None
    icons: tuple = ()
    primary: bool = False
    enabled: bool = True
    why: str = ""


class GameParts:
    PROMPTS = None  # the game's prompts module
    REASONS = None  # the game's reasons module
    TOAST_AREA = ""  # the layout's rect whose top half toasts use ("": the table's default)
    NOT_NOW = ""  # the UI string said for a drop while the viewer has nothing to decide
    SHORT_PROMPTS = False  # the prompts module's prompt() takes ``short`` (fewer words)

    def _relayout(self, force: bool = False) -> None:
        super()._relayout(force)  # TableBase's (the mixin comes before it)
        if self.view is not None:
            self._build_bar()

    def prompt(self, short: bool = False) -> str:
        """The game's prompts module's line (``prompt(table)``, or ``prompt(table, short)``
        where it has fewer words to offer)."""
        return self.PROMPTS.prompt(self, short=True) if short and self.SHORT_PROMPTS else self.PROMPTS.prompt(self)

    def refusal(self, item) -> str | None:
        return self.REASONS.refusal(self, item)

    def bar_buttons(self) -> list:
        return self.PROMPTS.buttons(self)

    def toast_band(self) -> pygame.Rect:
        lay = self.layout
        if lay is None or not self.TOAST_AREA:
            return super().toast_band()
        r = getattr(lay, self.TOAST_AREA)
        return pygame.Rect(r.x, r.y, r.w, r.h // 2)

    def _decide(self, item, target: str | None, drop):
        """A drop (or a click pair) of ``item`` on ``target``: the action, or a reason."""
        if not self.legal:
            self._fail(self.ui.t(self.NOT_NOW), drop)
            return None
        act = self.action_for(item, target)
        if act is not None:
            self.selected = None
            return act
        self._fail(self.REASONS.drop_reason(self, item, target), drop)
        return None
