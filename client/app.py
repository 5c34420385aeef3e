"""The application: window, scene stack and frame loop (Tuxemon's pattern).

Scenes are pushed, popped or replaced with :meth:`App.push`, :meth:`App.pop`
and :meth:`App.replace`; the change takes effect at the end of the frame.
Events go to the top scene; drawing starts at the topmost opaque scene.

Tests drive the app one frame at a time::

    app = App(worker="inline")          # no window needed with SDL_VIDEODRIVER=dummy
    app.push(MainMenu(app)); app.step()
    pygame.event.post(...); app.step()  # one frame, no sleeping
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path
from typing import Callable, Optional

import pygame

from client.ui import MIN_SIZE, UI, Settings, make_manager, scale_for
from rules.core import saves

FPS = 60
MAX_SIZE = (2560, 1440)  # every scene and table is laid out to fit from MIN_SIZE up to here
RESIZE_SETTLE = 0.25     # seconds a new window size must hold before scenes are rebuilt


def set_dpi_awareness() -> None:
    """On Windows, draw at the monitor's real pixels (sharp text at 125-150 % system
    scaling) instead of being bitmap-stretched; must run before the display starts."""
    if sys.platform != "win32":
        return
    import ctypes

    try:
        ctypes.windll.shcore.SetProcessDpiAwareness(2)  # per-monitor aware (Windows 8.1+)
    except (AttributeError, OSError):
        try:
            ctypes.windll.user32.SetProcessDPIAware()  # system aware (Vista+)
        except (AttributeError, OSError):
            pass


def fit_window(size: tuple[int, int], desktop: Optional[tuple[int, int]] = None) -> tuple[int, int]:
    """``size`` held between MIN_SIZE and MAX_SIZE, and, given the desktop's size, inside
    it with room for the title bar and the task bar (never below MIN_SIZE unless the
    desktop itself is smaller)."""
    w, h = (max(lo, min(hi, v)) for v, lo, hi in zip(size, MIN_SIZE, MAX_SIZE))
    if desktop:
        dw, dh = desktop
        w = min(w, max(min(MIN_SIZE[0], dw), dw - 32))
        h = min(h, max(min(MIN_SIZE[1], dh), dh - 96))
    return w, h


def settings_path() -> Path:
    return saves.home() / "settings.json"


class App:
    """Owns the window, the shared UI services, the scene stack and the AI worker."""

    def __init__(self, settings: Optional[Settings] = None, worker: str = "process",
                 autosave: bool = True):
        set_dpi_awareness()
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.settings = settings or Settings.load(settings_path())
        self.ui = UI(self.settings)
        self.autosave = autosave  # autoplay and benchmarks leave the player's autosave alone
        self.worker_kind = worker
        self._worker = None
        self.scenes: list = []
        self._ops: list[Callable[[], None]] = []
        self.running = True
        self.frames = 0
        self.after_draw: list[Callable[["App"], None]] = []  # e.g. screenshots
        self.clock = pygame.time.Clock()
        self._resize_wait: Optional[float] = None  # seconds until a pending resize is applied
        self.screen = self._open_window(first=True)
        self._rescale()
        pygame.display.set_caption("tablero")

    # -- window -----------------------------------------------------------
    def _open_window(self, first: bool = False) -> pygame.Surface:
        """The window at the settings' size (the first one also inside the desktop)."""
        s = self.settings
        if s.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        desktop = None
        if first and pygame.display.get_driver() != "dummy":  # a headless run has no desktop
            desktop = (pygame.display.get_desktop_sizes() or [None])[0]
        s.width, s.height = fit_window((s.width, s.height), desktop)
        screen = pygame.display.set_mode((s.width, s.height), pygame.RESIZABLE)
        try:  # the window manager refuses smaller sizes (pygame-ce 2.1.4+)
            with warnings.catch_warnings():  # "use Window.get_surface": only its size is set
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def new_manager(self):
        return make_manager(self.size, self.ui.scale)

    def _rescale(self) -> None:
        """The UI scale for the settings' choice and this window's size."""
        self.ui.scale = scale_for(self.settings.ui_scale, self.size)

    def apply_settings(self, reopen: bool = False) -> None:
        """Persist settings; reopen the window if its mode changed; rebuild every scene."""
        self.settings.save(settings_path())
        if reopen:
            self.screen = self._open_window()
        self._rescale()
        for scene in self.scenes:
            scene.rebuild()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings(reopen=True)

    # -- the AI worker ------------------------------------------------------
    @property
    def worker(self):
        if self._worker is None:
            from client.ai_worker import InlineWorker, ProcessWorker

            self._worker = ProcessWorker() if self.worker_kind == "process" else InlineWorker()
        return self._worker

    def use_inline_worker(self) -> None:
        if self._worker is not None:
            self._worker.close()
        self._worker, self.worker_kind = None, "inline"

    # -- scene stack -------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self._ops.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._ops.append(self._pop)

    def replace(self, scene) -> None:
        self._ops.append(lambda: (self._pop(), self._push(scene)))

    def pop_to(self, cls) -> None:
        """Pop scenes until the top one is an instance of ``cls``."""
        def run():
            while self.scenes and not isinstance(self.scenes[-1], cls):
                self._pop()
            if self.scenes:
                self.scenes[-1].resume()
        self._ops.append(run)

    def _push(self, scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def _pop(self) -> None:
        if self.scenes:
            self.scenes.pop().leave()
            if self.scenes:
                self.scenes[-1].resume()

    def start_match(self, match, replace: bool = False):
        """Open the table of ``match`` (on top, or replacing the top scene); returns the scene."""
        from client.scenes.dialogs import MessageDialog
        from client.scenes.table import TableScene

        try:
            scene = TableScene(self, match)
        except (ImportError, KeyError) as err:
            self.push(MessageDialog(self, self.ui.t("error.start_title"),
                                    self.ui.t("error.no_table", game=match.game.id, reason=str(err))))
            return None
        self.replace(scene) if replace else self.push(scene)
        return scene

    def quit(self) -> None:
        self.running = False

    # -- frames --------------------------------------------------------------
    def step(self, events: Optional[list] = None, dt: float = 1 / FPS) -> None:
        """Run one frame: events to the top scene, update, draw, flip, then stack changes."""
        if events is None:
            events = pygame.event.get()
        self.ui.begin_frame()
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                self.screen = pygame.display.get_surface()
                self._resize_wait = RESIZE_SETTLE  # applied once the size holds still
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif self.top is not None:
                self.top.handle_event(event)
        if self._resize_wait is not None:
            self._resize_wait -= dt
            if self._resize_wait <= 0:
                self._resize_wait = None
                self._resized()
        self.ui.update(dt)
        if self.top is not None:
            self.top.update(dt)
        self.draw()
        for hook in list(self.after_draw):
            hook(self)
        self.frames += 1
        ops, self._ops = self._ops, []
        for op in ops:
            op()

    def _resized(self) -> None:
        """Take the window's new size (a smaller one than MIN_SIZE is put back to it), save
        it and rebuild every scene once."""
        self.screen = pygame.display.get_surface()
        if fit_window(self.size) != self.size:
            self.screen = pygame.display.set_mode(fit_window(self.size), pygame.RESIZABLE)
        w, h = self.size
        if (w, h) != (self.settings.width, self.settings.height):
            self.settings.width, self.settings.height = w, h
            self.settings.save(settings_path())
        self._rescale()
        for scene in self.scenes:
            scene.rebuild()

    def draw(self) -> None:
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        if not self.scenes:
            self.screen.fill((20, 17, 14))
        for scene in self.scenes[start:]:
            scene.draw(self.screen)
        draw_toasts(self.ui, self.screen)
        pygame.display.flip()

    def run(self, on_first_frame: Optional[Callable[[], None]] = None) -> None:
        """The interactive loop, at most 60 frames a second."""
        dt = 1 / FPS
        while self.running:
            self.step(dt=dt)
            if on_first_frame is not None:
                on_first_frame()
                on_first_frame = None
            dt = min(0.1, self.clock.tick(FPS) / 1000)
        self.close()

    def close(self) -> None:
        for scene in reversed(self.scenes):
            scene.leave()
        self.scenes.clear()
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        pygame.display.quit()




def draw_toasts(ui: UI, surface: pygame.Surface) -> None:
    """Toasts stack where the top scene left room (``UI.toast_boxes``), fading out in their
    last half second."""
    shown = list(reversed(ui.toasts[-4:]))
    wrap = max(120, ui.toast_area(surface.get_size()).w - 40)
    labels = [ui.font(18, bold=True).render(text, True, (250, 242, 225), None, wrap) for text, _ in shown]
    boxes = ui.toast_boxes(surface.get_size(), [(lb.get_width() + 40, lb.get_height() + 20) for lb in labels])
    for (text, left), label, box in zip(shown, labels, boxes):
        card = pygame.Surface(box.size, pygame.SRCALPHA)
        alpha = int(230 * min(1.0, left * 2))
        pygame.draw.rect(card, (20, 16, 12, alpha), card.get_rect(), border_radius=10)
        pygame.draw.rect(card, (232, 196, 106, alpha), card.get_rect(), 2, border_radius=10)
        label.set_alpha(alpha)
        card.blit(label, (20, 10))
        surface.blit(card, box)
