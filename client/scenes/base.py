"""The scene protocol and small widget helpers shared by every scene."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from client.keyboard import ENTER, KeyFocus, Stop
from client.ui import make_manager

BACKGROUND = (27, 23, 19)
GOLD = (232, 196, 106)
TEXT = (242, 232, 210)
SUBTLE = (185, 173, 149)
TEXT_FIELDS = (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)
WALK = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
BACK = (pygame.K_UP, pygame.K_LEFT)


def select_all(field) -> None:
    """Select a text field's whole text, the caret at its end (what Ctrl+A does in it)."""
    end = len(field.get_text())
    field.select_range = [0, end]
    field.edit_position = end
    field.cursor_has_moved_recently = True


class Scene:
    """One screen. Owns a pygame_gui manager; ``build`` creates its widgets.

    ``opaque`` scenes hide everything below them; overlays (dialogs) set it False.

    The keyboard: every button, text field, check box and drop-down the scene makes with
    :meth:`button` or :meth:`focusable` is a stop of its focus ring (:meth:`key_stops`),
    in the order made; disabled or hidden ones are skipped. Tab / arrows walk it, Enter
    presses the focused widget, or the ``default_button`` before any focus key was used.
    A scene with ``ring_from_start`` shows the ring from its first frame, on its
    ``default_button`` (else its first stop); on a ``spatial`` one (rows and columns: the
    menu, setup, settings) the arrows go where the eye looks (:func:`client.keyboard.toward`)
    while Tab keeps the order made. A text field reached by the keys takes them with its
    text selected (typing replaces it) and the caret at its end.
    """

    opaque = True
    scalable = False  # True: laid out at the UI scale (``lsize``, ``r``, ``px``, ``font``)
    default_button: str | None = None  # the attribute naming the widget Enter presses at first
    ring_from_start = False  # the focus ring shows from the first frame (on default_button)
    spatial: str | None = None  # "rows" or "columns": the arrows go where the eye looks, not along the Tab order

    def __init__(self, app):
        self.app = app
        self.ui = app.ui
        self.k = self._scale()
        self.manager = app.new_manager() if self.k == app.ui.scale else make_manager(app.size, self.k)
        self.keys = KeyFocus()
        self._focusables: list = []
        self.build()
        self.start_ring()

    def _scale(self) -> float:
        if not self.scalable:
            return 1.0
        return self.ui.scale

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
        return pygame.Rect(
            round(x * k), round(y * k), round((x + w) * k) - round(x * k), round((y + h) * k) - round(y * k)
        )

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
        self._focusables = []
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
        if event.type == pygame.KEYDOWN and self.focus_key(event):
            return
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
        self.draw_focus(surface)

    # -- the keyboard ---------------------------------------------------------------
    def focusable(self, widget):
        """Make ``widget`` a stop of the focus ring (after those made before it); returns it."""
        self._focusables.append(widget)
        return widget

    def key_stops(self) -> list[Stop]:
        """The ring's stops now: the focusable widgets alive, shown and enabled, each named
        by its kind and text so that the focus survives a rebuild."""
        stops, seen = [], {}
        self._stop_widgets = {}
        for widget in self._focusables:
            if not widget.alive() or not widget.visible or not widget.is_enabled:
                continue
            if isinstance(widget, TEXT_FIELDS):
                base = "entry"
            elif isinstance(widget, pygame_gui.elements.UIDropDownMenu):
                base = "menu"
            else:
                base = f"{type(widget).__name__}:{getattr(widget, 'text', '')}"
            seen[base] = seen.get(base, 0) + 1
            name = f"{base}#{seen[base]}"
            self._stop_widgets[name] = widget
            stops.append(Stop(name, pygame.Rect(widget.rect), lambda w=widget: self.press(w)))
        return stops

    def start_ring(self) -> None:
        """Show the ring at once on the default button (or the first stop), where the scene
        asks for it (``ring_from_start``); a text field there takes the keys."""
        if not self.ring_from_start or self.keys.visible:
            return
        stops = self.key_stops()
        if not stops:
            return
        default = getattr(self, self.default_button, None) if self.default_button else None
        self.focus_on(default if default in self._stop_widgets.values() else self._stop_widgets[stops[0].name])

    def focus_on(self, widget) -> None:
        """Put the ring on ``widget`` (a stop of the ring now), shown."""
        stops = self.key_stops()
        name = next((n for n, w in self._stop_widgets.items() if w is widget), None)
        if name is None:
            return
        self.keys.visible, self.keys.name = True, name
        self.keys.current(stops)
        self.focus_moved(widget)

    def focused_widget(self):
        """The widget under the focus ring (None before a focus key was used)."""
        stop = self.keys.current(self.key_stops()) if self.keys.visible else None
        return self._stop_widgets.get(stop.name) if stop is not None else None

    def typing(self) -> bool:
        """A text field has the keyboard: the arrows and Enter are its own."""
        focus = [*(self.manager.get_focus_set() or ()), *self._focusables]
        return any(isinstance(el, TEXT_FIELDS) and el.is_focused for el in focus)

    def focus_key(self, event) -> bool:
        """Tab / arrows walk the ring, Enter presses; True when the key was used. While a
        text field is typed in, only Tab, Up and Down leave it."""
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        key, typing = event.key, self.typing()
        if key in WALK and not (typing and key in (pygame.K_LEFT, pygame.K_RIGHT)):
            back = key in BACK or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            if self.spatial and key != pygame.K_TAB:
                dx = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key, 0)
                self.keys.move_toward(self.key_stops(), dx, 0 if dx else (-1 if back else 1), self.spatial == "columns")
            else:
                self.keys.move(self.key_stops(), -1 if back else 1)
            self.focus_moved(self.focused_widget())
            return True
        if key in ENTER and not typing:
            stops = self.key_stops()
            default = getattr(self, self.default_button, None) if self.default_button else None
            if self.keys.visible and self.keys.current(stops) is not None:
                self.keys.current(stops).press()
            elif default is not None and default.alive() and default.is_enabled:
                self.press(default)
            else:
                self.keys.move(stops, 1)  # the first Enter shows where the focus is
                self.focus_moved(self.focused_widget())
            return True
        return False

    def focus_moved(self, widget) -> None:
        """The ring moved onto ``widget``: a text field takes the keys at once, its text
        selected and the caret at its end (typing replaces the name, whichever way the
        ring came: Shift+Tab left the caret at the start, "Carla" typed onto "Bruno" gave
        "CarlaBruno"); anything else takes the keys from a text field."""
        if widget is not None and isinstance(widget, TEXT_FIELDS):
            self.manager.set_focus_set(widget)
            select_all(widget)
        else:
            self.manager.set_focus_set(None)

    def press(self, widget) -> None:
        """What Enter does on ``widget``: press a button, tick a check box, step a
        drop-down (:meth:`step_menu`), give a text field the keys."""
        if isinstance(widget, pygame_gui.elements.UICheckBox):
            widget.set_state(not widget.get_state())
        elif isinstance(widget, pygame_gui.elements.UIDropDownMenu):
            self.step_menu(widget)
        elif isinstance(widget, TEXT_FIELDS):
            self.manager.set_focus_set(widget)
        else:
            self.on_button(widget)

    def step_menu(self, menu) -> None:
        """Enter on a drop-down: scenes that make one choose its next option here."""

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The gold ring round the focused widget, once a focus key was used."""
        if self.keys.visible and self.app.top is self:
            self.keys.draw(surface, self.key_stops(), 0.0)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Decoration under the widgets (a thin gold frame by default)."""
        w, h = surface.get_size()
        pygame.draw.rect(surface, (60, 48, 34), (12, 12, w - 24, h - 24), 2, border_radius=14)

    # -- helpers ------------------------------------------------------------
    def t(self, key: str, **params) -> str:
        return self.ui.t(key, **params)

    def button(
        self, rect, text: str, cls: str | None = None, container=None, enabled: bool = True, tooltip: str | None = None
    ):
        btn = pygame_gui.elements.UIButton(
            self.r(rect),
            text,
            self.manager,
            container=container,
            object_id=ObjectID(class_id=cls) if cls else None,
            tool_tip_text=tooltip,
        )
        if not enabled:
            btn.disable()
        return self.focusable(btn)

    def label(self, rect, text: str, cls: str | None = None, container=None):
        return pygame_gui.elements.UILabel(
            self.r(rect), text, self.manager, container=container, object_id=ObjectID(class_id=cls) if cls else None
        )

    def centre_x(self, width: int) -> int:
        return (self.lsize[0] - width) // 2
