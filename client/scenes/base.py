"""The scene protocol and small widget helpers shared by every scene."""

from __future__ import annotations

from typing import Optional

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from client.ui import make_manager

BACKGROUND = (27, 23, 19)
GOLD = (232, 196, 106)
TEXT = (242, 232, 210)
SUBTLE = (185, 173, 149)
TEXT_FIELDS = (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)


class Scene:
    """One screen. Owns a pygame_gui manager; ``build`` creates its widgets.

    ``opaque`` scenes hide everything below them; overlays (dialogs) set it False.
    """

    opaque = True
    scalable = False  # True: laid out at the UI scale (``lsize``, ``r``, ``px``, ``font``)

    def __init__(self, app):
        self.app = app
        self.ui = app.ui
        self.k = self._scale()
        self.manager = app.new_manager() if self.k == app.ui.scale else make_manager(app.size, self.k)
        self.build()

    def _scale(self) -> float:
        return self.ui.scale if self.scalable else 1.0

    # -- the UI scale: build() lays out in ``size`` (the window divided by the scale) --------
    @property
    def lsize(self) -> tuple[int, int]:
        """The window's size in layout units (a scene laid out to fit MIN_SIZE fits it)."""
        w, h = self.app.size
        return int(w / self.k), int(h / self.k)

    def r(self, rect) -> pygame.Rect:
        """A rect in layout units, in window pixels."""
        x, y, w, h = pygame.Rect(rect)
        k = self.k
        return pygame.Rect(round(x * k), round(y * k), round((x + w) * k) - round(x * k),
                           round((y + h) * k) - round(y * k))

    def px(self, n: float) -> int:
        return round(n * self.k)

    def font(self, size: int, bold: bool = False, serif: bool = False):
        """``ui.font`` at the scene's scale (what a theme font of ``size`` points becomes)."""
        return self.ui.font(round(size * self.k), bold, serif)

    # -- life cycle ------------------------------------------------------
    def build(self) -> None:
        """Create the widgets for the current window size and language."""

    def rebuild(self) -> None:
        if self._scale() != self.k:  # the theme's font sizes change: a new manager
            self.k = self._scale()
            self.manager = make_manager(self.app.size, self.k)
        else:
            self.manager.clear_and_reset()
            self.manager.set_window_resolution(self.app.size)
        self.build()

    def enter(self) -> None:
        pass

    def resume(self) -> None:
        """Back on top after the scene above was popped."""

    def leave(self) -> None:
        pass

    def animating(self) -> bool:
        """True while the scene changes on screen by itself, without input; the app stops
        drawing when no visible scene animates. Here: a focused text field (its cursor
        blinks). Scenes with tweens or progress indicators add theirs."""
        focus = self.manager.get_focus_set() or ()
        return any(isinstance(el, TEXT_FIELDS) and el.is_focused for el in focus)

    # -- frame -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()

    def on_button(self, element) -> None:
        pass

    def on_escape(self) -> None:
        pass

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        self.draw_backdrop(surface)
        self.manager.draw_ui(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Decoration under the widgets (a thin gold frame by default)."""
        w, h = surface.get_size()
        pygame.draw.rect(surface, (60, 48, 34), (12, 12, w - 24, h - 24), 2, border_radius=14)

    # -- helpers ------------------------------------------------------------
    def t(self, key: str, **params) -> str:
        return self.ui.t(key, **params)

    def button(self, rect, text: str, cls: Optional[str] = None, container=None,
               enabled: bool = True, tooltip: Optional[str] = None):
        btn = pygame_gui.elements.UIButton(self.r(rect), text, self.manager, container=container,
                                           object_id=ObjectID(class_id=cls) if cls else None,
                                           tool_tip_text=tooltip)
        if not enabled:
            btn.disable()
        return btn

    def label(self, rect, text: str, cls: Optional[str] = None, container=None):
        return pygame_gui.elements.UILabel(self.r(rect), text, self.manager, container=container,
                                           object_id=ObjectID(class_id=cls) if cls else None)

    def centre_x(self, width: int) -> int:
        return (self.lsize[0] - width) // 2
