"""The scene protocol and small widget helpers shared by every scene."""

from __future__ import annotations

from typing import Optional

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

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

    def __init__(self, app):
        self.app = app
        self.ui = app.ui
        self.manager = app.new_manager()
        self.build()

    # -- life cycle ------------------------------------------------------
    def build(self) -> None:
        """Create the widgets for the current window size and language."""

    def rebuild(self) -> None:
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
        btn = pygame_gui.elements.UIButton(pygame.Rect(rect), text, self.manager, container=container,
                                           object_id=ObjectID(class_id=cls) if cls else None,
                                           tool_tip_text=tooltip)
        if not enabled:
            btn.disable()
        return btn

    def label(self, rect, text: str, cls: Optional[str] = None, container=None):
        return pygame_gui.elements.UILabel(pygame.Rect(rect), text, self.manager, container=container,
                                           object_id=ObjectID(class_id=cls) if cls else None)

    def centre_x(self, width: int) -> int:
        return (self.app.size[0] - width) // 2
